"""Panels answered with chip amounts: the pot editor (pots and payouts) and commission.

Pot editor: one row per pot, main pot first — its amount, and its winners as seat
numbers (``1 3`` for a split).  Then one amount per seat still in: what the seat is
paid.  Keys: Tab and Shift+Tab through the fields, digits to type, Ctrl++ adds a
side pot, Ctrl+- removes the last one.  Mouse: click a seat on the table to add it
to (or take it from) the winners of the pot being edited.  Backspace in a field
edits the field; outside one it undoes the last click, added or removed pot.
After grading, wrong fields are framed red with the right value beside them and
the table shows the right pots as labelled stacks.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRegularExpression, Qt
from PySide6.QtGui import QKeySequence, QRegularExpressionValidator
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLineEdit, QPushButton, QSpinBox, QWidget

from trainer.engine.poker import PokerSolution
from trainer.gui.table import TableView
from trainer.gui.table.betting import pot_name
from trainer.scenarios.words import listed
from trainer.tasks import Question
from trainer.training.drill import Feedback

from .common import (
    Does,
    KeyHint,
    Mark,
    OneAmountPanel,
    PanelBase,
    Pool,
    SeatRow,
    amount_text,
    chip_spin,
    chip_unit,
    label,
    live_seats,
    seat_name,
    set_mark,
    set_prop,
)

MAX_POTS = 10
KEPT_POTS = 4  # pot rows made ahead (a hand seldom has more; more are made when needed)
KEPT_SEATS = 10  # payout rows made ahead: the most seats a game deals in


@dataclass(eq=False)
class PotRow:
    frame: QFrame
    title: Any
    amount: QSpinBox
    winners: QLineEdit
    mark: Mark

    def set_used(self, used: bool) -> None:
        self.frame.setVisible(used)

    def seats(self) -> list[int]:
        return sorted({int(n) for n in re.findall(r"\d+", self.winners.text()) if int(n) >= 1})

    def is_empty(self) -> bool:
        return self.amount.value() == 0 and not self.seats()


@dataclass(eq=False)
class PayRow:
    """What a seat is paid: its row (name, player), the amount, the mark after grading."""

    seat: SeatRow
    spin: QSpinBox
    mark: Mark

    def set_used(self, used: bool) -> None:
        self.seat.set_used(used)


def _set_value(spin: QSpinBox, value: int) -> None:
    """A kept field set for a new question or pot, as if made with ``value``: no signal."""
    spin.blockSignals(True)
    spin.setValue(value)
    spin.blockSignals(False)


def seats_text(seats: list[int]) -> str:
    return " ".join(str(s) for s in seats)


def pot_controls(panel: Any) -> tuple[QPushButton, QPushButton, Mark]:
    """Under a list of pots: "+ Side pot" and "remove" (calling the panel's ``add_pot`` and
    ``remove_pot``; the keys are the panel's own), and the mark that names missing pots."""
    buttons = QHBoxLayout()
    add, remove = QPushButton(), QPushButton()
    add.clicked.connect(panel.add_pot)
    remove.clicked.connect(panel.remove_pot)
    for b in (add, remove):
        b.setProperty("flat", True)
        b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        buttons.addWidget(b)
    buttons.addStretch(1)
    panel.body_layout.addLayout(buttons)
    missing = Mark(wrap=True)
    panel.body_layout.addWidget(missing)
    return add, remove, missing


class PotSplitPanel(PanelBase):
    task_id = "pot-split"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pots: list[PotRow] = []
        self.payouts: dict[str, QSpinBox] = {}
        self._payout_marks: dict[str, Mark] = {}
        self._seat_names: dict[str, Any] = {}
        self._history: list[tuple[list[tuple[int, str]], int]] = []
        self._active = 0
        self._unit = 1
        self._pot_rows: Pool[PotRow] = self.pool(self._new_row)
        self._pay_rows: Pool[PayRow] = self.pool(self._new_pay_row)
        for key in ("Ctrl++", "Ctrl+="):
            self.add_key(QKeySequence(key), self.add_pot)
        self.add_key(QKeySequence("Ctrl+-"), self.remove_pot)

    def title(self) -> str:
        return self.tr("Pots and payouts")

    # -- building ------------------------------------------------------------------
    def make(self) -> None:
        self._pots_heading = self.heading()
        self.body_layout.addWidget(self._pots_heading)
        self._pot_box = QWidget()
        self._pot_layout = QGridLayout(self._pot_box)
        self._pot_layout.setContentsMargins(0, 0, 0, 0)
        self._pot_layout.setVerticalSpacing(6)
        self.body_layout.addWidget(self._pot_box)
        self._add, self._remove, self._missing = pot_controls(self)
        self._pay_heading = self.heading()
        self.body_layout.addSpacing(6)
        self.body_layout.addWidget(self._pay_heading)
        self._pay_layout = self.row_box()
        self._pot_rows.grow(KEPT_POTS)
        self._pay_rows.grow(KEPT_SEATS)

    def fill(self, question: Question) -> None:
        self._unit = chip_unit(question)
        for pot in self._pot_rows.items:
            pot.amount.setSingleStep(self._unit)
        self._history, self._active = [], 0
        self.payouts, self._payout_marks, self._seat_names = {}, {}, {}
        seats = live_seats(question)
        for seat, row in zip(seats, self._pay_rows.take(len(seats)), strict=True):
            key = str(seat)
            row.seat.set_place(key, "", seat_name(question, key))
            _set_value(row.spin, 0)
            row.spin.setSingleStep(self._unit)
            set_mark(row.spin, None)
            row.mark.clear_result()
            self.payouts[key], self._payout_marks[key], self._seat_names[key] = row.spin, row.mark, row.seat.place
        self._add.show()
        self._remove.show()
        self._missing.clear_result()
        self._set_pots([(0, "")])
        if self.table is not None:
            self.table.clear_badges()

    def _new_pay_row(self, _index: int) -> PayRow:
        seat = self.kept_seat_row()
        spin = chip_spin(0, self._unit)
        spin.valueChanged.connect(self.changed)
        seat.layout.addWidget(spin)
        mark = Mark()
        seat.layout.addWidget(mark)
        self._pay_layout.addWidget(seat.frame)
        return PayRow(seat, spin, mark)

    def _retranslate(self) -> None:
        self._pots_heading.setText(self.tr("POTS — AMOUNT AND WINNING SEATS"))
        self._pay_heading.setText(self.tr("PAID TO EACH SEAT"))
        self._add.setText(self.tr("+ Side pot  (Ctrl++)"))
        self._remove.setText(self.tr("− Last pot  (Ctrl+−)"))
        for key, name in self._seat_names.items():
            name.setText(self.place_text(key))
        for i, pot in enumerate(self.pots):
            pot.title.setText(self._pot_name(i))
            pot.winners.setPlaceholderText(self.tr("seats"))

    def _pot_name(self, i: int) -> str:
        """The main pot or a side pot, in the words of the question's game's regulation (pote / bolo)."""
        return pot_name(self.question.game if self.question is not None else "holdem", i)

    def _new_row(self, index: int) -> PotRow:
        frame = QFrame()
        frame.setProperty("role", "row")
        row = QGridLayout(frame)
        row.setContentsMargins(10, 6, 10, 6)
        row.setHorizontalSpacing(8)
        title = label("", "place")
        spin = chip_spin(0, self._unit)
        edit = QLineEdit()
        edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9 ,]*"), edit))
        edit.setMinimumWidth(70)
        mark = Mark(wrap=True)
        row.addWidget(title, 0, 0)
        row.addWidget(spin, 0, 1)
        row.addWidget(label("→", "name"), 0, 2)
        row.addWidget(edit, 0, 3)
        row.addWidget(mark, 1, 0, 1, 4)
        row.setColumnStretch(0, 1)
        row.setColumnStretch(3, 1)
        pot = PotRow(frame, title, spin, edit, mark)
        spin.valueChanged.connect(self.changed)
        edit.textEdited.connect(self.changed)
        for w in (spin, edit):
            w.installEventFilter(self)
        self._pot_layout.addWidget(frame, index, 0)
        return pot

    def _set_pots(self, pots: list[tuple[int, str]]) -> None:
        """The pot rows: (amount, winners text) each, unmarked (rows kept: shown or put away)."""
        self.pots = self._pot_rows.take(len(pots))
        for pot, (amount, winners) in zip(self.pots, pots, strict=True):
            _set_value(pot.amount, amount)
            pot.winners.setText(winners)
            for widget in (pot.amount, pot.winners, pot.frame):
                set_mark(widget, None)
            pot.mark.clear_result()
        self._active = min(self._active, len(self.pots) - 1)
        self._chain_tabs()
        self._show_active()
        if self.question is not None:
            self._retranslate()
        self._add.setEnabled(len(self.pots) < MAX_POTS)
        self._remove.setEnabled(len(self.pots) > 1)

    def _chain_tabs(self) -> None:
        chain: list[QWidget] = [w for p in self.pots for w in (p.amount, p.winners)]
        chain += list(self.payouts.values())
        for a, b in pairwise(chain):
            QWidget.setTabOrder(a, b)

    def _show_active(self) -> None:
        for i, pot in enumerate(self.pots):
            set_prop(pot.frame, "active", i == self._active and len(self.pots) > 1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:
            for i, pot in enumerate(self.pots):
                if watched in (pot.amount, pot.winners) and i != self._active:
                    self._active = i
                    self._show_active()
        return False

    def first_input(self) -> QWidget | None:
        return self.pots[0].amount if self.pots else None

    # -- answering -----------------------------------------------------------------
    def _state(self) -> tuple[list[tuple[int, str]], int]:
        return [(p.amount.value(), p.winners.text()) for p in self.pots], self._active

    def _push(self) -> None:
        self._history.append(self._state())

    def add_pot(self) -> None:
        if self._locked or len(self.pots) >= MAX_POTS:
            return
        self._push()
        pots, _ = self._state()
        self._active = len(pots)
        self._set_pots([*pots, (0, "")])
        self.pots[-1].amount.setFocus()
        self.changed()

    def remove_pot(self) -> None:
        if self._locked or len(self.pots) <= 1:
            return
        self._push()
        pots, _ = self._state()
        self._set_pots(pots[:-1])
        self.pots[-1].amount.setFocus()
        self.changed()

    def on_seat(self, place: int) -> None:
        if place <= 0 or not self.pots:
            return
        self._push()
        pot = self.pots[self._active]
        seats = pot.seats()
        seats = [s for s in seats if s != place] if place in seats else sorted([*seats, place])
        pot.winners.setText(seats_text(seats))
        self.changed()

    def undo(self) -> None:
        if self._history and not self._locked:
            pots, active = self._history.pop()
            self._active = active
            self._set_pots(pots)
            self.changed()

    def _filled(self) -> list[PotRow]:
        return [p for p in self.pots if not p.is_empty()]

    def answer(self) -> dict[str, Any]:
        return {
            "pots": [{"amount": p.amount.value(), "winners": p.seats()} for p in self._filled()],
            "payouts": {k: s.value() for k, s in self.payouts.items() if s.value()},
        }

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """One row per pot of ``answer`` (at least one), and its payouts."""
        if self._locked:
            return
        self._push()
        pots = [(int(p["amount"]), seats_text([int(s) for s in p["winners"]])) for p in answer.get("pots", [])]
        self._active = 0
        self._set_pots(pots[:MAX_POTS] or [(0, "")])
        payouts = answer.get("payouts") or {}
        for key, spin in self.payouts.items():
            spin.setValue(int(payouts.get(key, 0)))
        self.changed()

    def is_complete(self) -> bool:
        return any(p.amount.value() and p.seats() for p in self.pots)

    # -- feedback ------------------------------------------------------------------
    def _pot_text(self, pot: dict[str, Any]) -> str:
        seats = listed(pot["winners"])
        return self.tr("{amount}, won by {seats}").format(amount=amount_text(pot["amount"]), seats=seats)

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        right = list(feedback.correct_answer["pots"])
        given = list(feedback.given.get("pots", []))
        self._add.hide()
        self._remove.hide()
        rows = self._filled()
        for i, pot in enumerate(rows):
            want = right[i] if i < len(right) else None
            got = given[i] if i < len(given) else None
            amount_ok = want is not None and got is not None and got["amount"] == want["amount"]
            winners_ok = want is not None and got is not None and sorted(got["winners"]) == want["winners"]
            set_mark(pot.amount, amount_ok)
            set_mark(pot.winners, winners_ok)
            set_mark(pot.frame, amount_ok and winners_ok)
            if want is None:
                pot.mark.set_result(False, self.tr("there is no such pot"))
            elif not (amount_ok and winners_ok):
                pot.mark.set_result(False, self._pot_text(want))
        missing = [self.tr("{pot} missing: {what}").format(pot=self._pot_name(i), what=self._pot_text(p))
                   for i, p in enumerate(right) if i >= len(rows)]
        if missing:
            self._missing.set_result(False, "\n".join(missing))
        pay = {k: v for k, v in feedback.given.get("payouts", {}).items() if v}
        for key, spin in self.payouts.items():
            want_pay = int(feedback.correct_answer["payouts"].get(key, 0))
            ok = int(pay.get(key, 0)) == want_pay
            set_mark(spin, ok)
            self._payout_marks[key].set_result(ok, "" if ok else amount_text(want_pay))
        table.set_pots([{"amount": p["amount"], "label": self._stack_label(i, p)}
                        for i, p in enumerate(right)])

    def _stack_label(self, i: int, pot: dict[str, Any]) -> str:
        seats = listed(pot["winners"])
        if i == 0:
            return self.tr("Main → {seats}").format(seats=seats)
        return self.tr("Side {n} → {seats}").format(n=i, seats=seats)

    def key_hints(self) -> list[KeyHint]:
        return [
            self.tab_hint(self.tr("next field")),
            KeyHint(self.tr("Ctrl++"), self.tr("add a side pot"), Does.ANSWER, (("Ctrl++",),)),
            KeyHint(self.tr("Ctrl+−"), self.tr("remove the last pot"), Does.ANSWER, (("Ctrl+-",),),
                    setup=(("Ctrl++",),)),
            self.click_hint(self.tr("Click a seat"), self.tr("add it to (or take it from) the pot's winners")),
        ]


class CommissionPanel(OneAmountPanel):
    """The house's commission on the hand, in chips (RULINGS R1-5)."""

    task_id = "commission"
    answer_key = "commission"
    keeps_widgets = True

    def title(self) -> str:
        return self.tr("Commission")

    def make(self) -> None:
        super().make()
        self.breakdown = label("", "hint")
        self.breakdown.setWordWrap(True)
        self.body_layout.addWidget(self.breakdown)

    def fill(self, question: Question) -> None:
        super().fill(question)
        self.breakdown.clear()
        self.breakdown.hide()  # until graded: each pot's commission

    def _pot_name(self, i: int) -> str:
        """The main pot or a side pot, in the words of the question's game's regulation (pote / bolo)."""
        return pot_name(self.question.game if self.question is not None else "holdem", i)

    def field_label(self) -> str:
        return self.tr("Commission (chips)")

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        want = int(feedback.correct_answer["commission"])
        ok = feedback.given.get("commission") == want
        set_mark(self.spin, ok)
        expected = self.tr("the commission is {amount}").format(amount=amount_text(want))
        self.mark.set_result(ok, "" if ok else expected)
        awards = feedback.question.solved(PokerSolution).settlement.awards
        self.breakdown.setText("\n".join(
            self.tr("{pot} of {amount}: commission {commission}").format(
                pot=self._pot_name(i), amount=amount_text(a.pot.amount), commission=amount_text(a.commission.charged))
            for i, a in enumerate(awards)))
        self.breakdown.show()
        table.set_pots([{"amount": a.pot.amount,
                         "label": self.tr("com. {amount}").format(amount=amount_text(a.commission.charged))}
                        for a in awards])

    def key_hints(self) -> list[KeyHint]:
        return [KeyHint(self.tr("Digits"), self.tr("type the amount"), Does.ANSWER, (("5",),))]
