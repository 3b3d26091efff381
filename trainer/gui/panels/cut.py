"""Answer panel of chip drill 4 (issue 20), cut and size: a split pot cut into its winners' stacks.

The pot asked is drawn close up (its chips, no total), and under it one amount per tied
winner, in seat order: the stack pushed to that seat.  Keys: digits type, Tab and
Shift+Tab go from winner to winner, Enter submits.  Mouse: click into a field and type, or
click a winner's seat on the table to go to its field.  The table shows every pot as chips
in the centre (no totals until graded), each with the seats that can win it.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from PySide6.QtWidgets import QLabel, QSpinBox, QWidget

from trainer.engine.poker import PokerSolution
from trainer.engine.pots import PotAward
from trainer.gui.table import TableView
from trainer.gui.table.betting import pot_name
from trainer.scenarios.words import listed
from trainer.tasks import Question, task_for
from trainer.tasks.chips import chip_set_of
from trainer.tasks.cut import CutPot
from trainer.training.drill import Feedback

from .chips import ChipsCloseUp
from .common import Does, KeyHint, Mark, PanelBase, amount_text, chip_spin, chip_unit, label, set_mark

POT_CLOSE_UP_H = 200
"""The pot close up: the panel's width and this high, over up to four winners' fields."""


def asked_award(question: Question) -> PotAward:
    """The pot the question cuts, as the engine settled it (the registered task picks it)."""
    task = task_for("cut-pot")
    assert isinstance(task, CutPot)
    return task.award(question.solved(PokerSolution), question.params)


class CutPotPanel(PanelBase):
    task_id = "cut-pot"

    def title(self) -> str:
        return self.tr("Cut the pot")

    def build(self, question: Question) -> None:
        solution = question.solved(PokerSolution)
        self.award = asked_award(question)
        self.close_up_title = label("", "hint")
        self.close_up = ChipsCloseUp(POT_CLOSE_UP_H)
        self.close_up.setObjectName("potCloseUp")
        self.close_up.set_amount(self.award.pot.amount, chip_set_of(solution))
        self.body_layout.addWidget(self.close_up_title)
        self.body_layout.addWidget(self.close_up)
        self._heading = self.heading()
        self.body_layout.addWidget(self._heading)
        unit = chip_unit(question)
        self.spins: dict[str, QSpinBox] = {}
        self._marks: dict[str, Mark] = {}
        self._names: dict[str, QLabel] = {}
        for seat in self.award.winners:
            key = str(seat)
            frame, row, name = self.seat_row(key)
            spin = chip_spin(0, unit)
            spin.setObjectName(f"stack{seat}")
            spin.valueChanged.connect(self._update)
            mark = Mark()
            row.addWidget(spin)
            row.addWidget(mark)
            self.body_layout.addWidget(frame)
            self.spins[key], self._marks[key], self._names[key] = spin, mark, name
        for a, b in pairwise(self.spins.values()):
            QWidget.setTabOrder(a, b)
        self.running = label("", "hint")
        self.body_layout.addWidget(self.running)
        if self.table is not None:
            self.table.set_pots([{"amount": p.amount, "eligible": p.eligible}
                                 for p in solution.settlement.pots])

    def _pot_name(self) -> str:
        """The pot cut, in the words of the question's game's regulation (pote / bolo)."""
        return pot_name(self.question.game if self.question is not None else "holdem", self.award.pot.index)

    def _update(self) -> None:
        self._retranslate()
        self.changed()

    def _retranslate(self) -> None:
        self.close_up_title.setText(self.tr("{pot}, close up").format(pot=self._pot_name()))
        self._heading.setText(self.tr("EACH WINNER'S STACK"))
        for key, name in self._names.items():
            name.setText(self.place_text(key))
        self.running.setText(self.tr("Cut so far: {amount}").format(
            amount=amount_text(sum(s.value() for s in self.spins.values()))))

    def first_input(self) -> QWidget | None:
        return next(iter(self.spins.values()), None)

    def on_seat(self, place: int) -> None:
        """A winner's seat clicked on the table: its field takes the keyboard."""
        spin = self.spins.get(str(place))
        if spin is not None:
            self.focus_input(spin)
            spin.selectAll()

    def answer(self) -> dict[str, Any]:
        shares = {key: spin.value() for key, spin in self.spins.items() if spin.value()}
        return {"shares": shares} if shares else {}

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        if self._locked:
            return
        shares = answer.get("shares") or {}
        for key, spin in self.spins.items():
            spin.setValue(int(shares.get(key, 0)))

    def is_complete(self) -> bool:
        return all(spin.value() for spin in self.spins.values())

    def undo(self) -> None:
        """Backspace outside a field: the last stack typed cleared."""
        if self._locked:
            return
        for spin in reversed(self.spins.values()):
            if spin.value():
                spin.setValue(0)
                return

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        want = feedback.correct_answer.get("shares", {})
        ok_all = feedback.grade.correct
        for key, spin in self.spins.items():
            ok = spin.value() == int(want.get(key, 0))
            set_mark(spin, ok)
            self._marks[key].set_result(ok, "" if ok else amount_text(int(want.get(key, 0))))
        table.set_totals_shown(True)  # graded: the amounts written again (the stacks are on the panel)
        self.close_up.set_counts_shown(True)  # and each of the pot's stacks its count
        if not ok_all:
            self.running.setText(self.tr("The stacks: {stacks}").format(stacks=listed(
                self.tr("{seat}: {amount}").format(seat=seat, amount=amount_text(int(amount)))
                for seat, amount in want.items())))

    def key_hints(self) -> list[KeyHint]:
        return [KeyHint(self.tr("Digits"), self.tr("type the stack"), Does.ANSWER, (("5",),)),
                self.tab_hint(self.tr("the next winner")),
                self.click_hint(self.tr("Click a seat"), self.tr("go to that winner's stack"))]
