"""Putting a saved exam answer back into a freshly loaded answer panel (a candidate back on
an item, or back in the exam after a crash)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtWidgets import QLineEdit

from trainer.gui.panels.base import AnswerPanel

Restorer = Callable[[Any, Mapping[str, Any]], None]


def same_answer(a: Mapping[str, Any] | None, b: Mapping[str, Any] | None) -> bool:
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


def _pick_seats(key: str) -> Restorer:
    def restore(panel: Any, answer: Mapping[str, Any]) -> None:
        for seat in answer.get(key, []):
            panel.pick(int(seat))
    return restore


def _pick_combos(key: str, none: str | None = None) -> Restorer:
    def restore(panel: Any, answer: Mapping[str, Any]) -> None:
        for place, code in answer.get(key, {}).items():
            combo = panel.combos[place]
            combo.setCurrentIndex(combo.findData(none if code is None else code))
    return restore


def _pots(panel: Any, answer: Mapping[str, Any]) -> None:
    pots = answer.get("pots", [])
    for _ in pots[1:]:
        panel.add_pot()
    for row, pot in zip(panel.pots, pots, strict=False):
        row.amount.setValue(int(pot["amount"]))
        row.winners.setText(" ".join(str(s) for s in pot["winners"]))
    for seat, amount in answer.get("payouts", {}).items():
        panel.payouts[str(seat)].setValue(int(amount))


def _commission(panel: Any, answer: Mapping[str, Any]) -> None:
    if "commission" in answer:
        panel.spin.setValue(int(answer["commission"]))
        panel.spin.findChild(QLineEdit).textEdited.emit(str(answer["commission"]))


def _settle(panel: Any, answer: Mapping[str, Any]) -> None:
    for seat, row in answer.get("seats", {}).items():
        panel.outcomes[seat].set_value(row.get("outcome"))
        panel.nets[seat].setValue(int(row.get("net", 0)))


def _payout(panel: Any, answer: Mapping[str, Any]) -> None:
    for seat, row in answer.get("seats", {}).items():
        for field, amount in row.items():
            panel.spins[seat][field].setValue(int(amount))


def _foul(panel: Any, answer: Mapping[str, Any]) -> None:
    for place, fouled in answer.get("fouls", {}).items():
        if fouled:
            panel.toggle(place)


def _dice(panel: Any, answer: Mapping[str, Any]) -> None:
    first = answer.get("first_card")
    if first:
        panel.choose(str(first).split()[-1])


def _choice(key: str, cast: Callable[[Any], Any]) -> Restorer:
    def restore(panel: Any, answer: Mapping[str, Any]) -> None:
        if key in answer:
            panel.choose(cast(answer[key]))
    return restore


RESTORERS: dict[str, Restorer] = {
    "winner": _pick_seats("winners"), "showdown-order": _pick_seats("order"),
    "first-to-act": lambda p, a: p.pick(int(a["seat"])) if "seat" in a else None,
    "hand-category": _pick_combos("categories"), "natural": _pick_combos("naturals", "none"),
    "pot-split": _pots, "commission": _commission, "thirteen-settle": _settle,
    "qpoker-payout": _payout, "foul": _foul, "dice": _dice,
    "procedure": _choice("choice", int), "qpoker-qualify": _choice("qualifies", bool),
}


def restore_answer(panel: AnswerPanel, task: str, answer: Mapping[str, Any]) -> bool:
    """Put a saved answer back into a freshly loaded panel; True if the panel now gives it back.

    A panel may offer ``set_answer(answer)``; otherwise the panel's own inputs are set.
    """
    setter = getattr(panel, "set_answer", None)
    try:
        if callable(setter):
            setter(answer)
        elif task in RESTORERS:
            RESTORERS[task](panel, answer)
        return same_answer(panel.answer(), answer)
    except (AttributeError, KeyError, TypeError, ValueError, IndexError):
        return False
