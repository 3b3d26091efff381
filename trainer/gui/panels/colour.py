"""Answer panels of chip drill 3 (issue 20): colour up a stack, change a large chip for a call.

Both build their answer from the table's chips as the pay-it panel does (a count per
denomination typed, Tab to the next, Up/Down one chip more or less, a chip button clicked to
add one): :class:`~.chips.PayChipsPanel` with the question's own picture above the rows.

- Colour up: the small chips handed in, close up and in the seat's place on the table,
  with no total written (the trainee counts them); once graded the seat's chips are drawn
  coloured up and the totals are written again.
- Change a bet: the chip put in, drawn large, and the call it pays for.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.chipset import ChipSet, stacks_of
from trainer.engine.poker import PokerSolution
from trainer.gui.table import TableView
from trainer.tasks import Question, task_for
from trainer.tasks.chips import chip_set_of
from trainer.tasks.colour import ChangeBet, ColourUp
from trainer.training.drill import Feedback

from .chips import ChipsCloseUp, PayChipsPanel, chip_icon
from .common import amount_text, label

CHIP_PX = 64
"""The chip put in, drawn this large beside the call."""


HANDED_UP_H = 190
"""The stack handed in, close up, the panel's width and this high: kept above the rows (not
scrolled away with them)."""


def rows_from_top(panel: PayChipsPanel) -> None:
    """The rows shown from the largest chip, which has the keyboard (a question after one
    answered further down the rows would otherwise open scrolled)."""
    panel._scroll.verticalScrollBar().setValue(0)


def above_rows(panel: PayChipsPanel, *widgets: QWidget) -> None:
    """Put ``widgets`` under the question, above the scrolled rows: what the question is
    about stays in sight while Tab walks down the denominations."""
    outer = panel.layout()
    assert isinstance(outer, QVBoxLayout)
    at = outer.indexOf(panel._scroll)
    for k, widget in enumerate(widgets):
        outer.insertWidget(at + k, widget)


class ColourUpPanel(PayChipsPanel):
    """Colour up: the stack handed in close up; the fewest chips of its total built below it."""

    task_id = "colour-up"
    draws_payment = False  # nothing is paid: the same chips given back

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.close_up_title = label("", "hint")
        self.close_up = ChipsCloseUp(HANDED_UP_H)
        self.close_up.setObjectName("handedCloseUp")
        above_rows(self, self.close_up_title, self.close_up)

    def title(self) -> str:
        return self.tr("Colour up")

    def chip_set(self, question: Question) -> ChipSet:
        return chip_set_of(question.solved(PokerSolution))

    def build(self, question: Question) -> None:
        solution = question.solved(PokerSolution)
        task = task_for(self.task_id)
        assert isinstance(task, ColourUp)
        self.seat = task.seat(solution)
        self.handed = task.stack(solution, question.params)
        self.close_up.set_stacks(stacks_of(self.handed), chip_set_of(solution))
        super().build(question)
        if self.table is not None:  # the seat's place shows the same chips, not their fewest
            self.table.set_made_up(self.seat, self.handed)

    def load(self, question: Question, table: TableView) -> None:
        super().load(question, table)
        rows_from_top(self)

    def _retranslate(self) -> None:
        super()._retranslate()
        self.close_up_title.setText(self.tr("Seat {seat}'s chips handed in, close up").format(seat=self.seat))
        chips = self._chips()
        self.running.setText(self.tr("Given back so far: {amount} in %n chips", "", sum(chips.values())).format(
            amount=amount_text(sum(v * n for v, n in chips.items()))))

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        super()._feedback(feedback, table)
        table.set_made_up(self.seat, None)  # graded: the seat's chips coloured up
        table.set_totals_shown(True)
        self.close_up.set_counts_shown(True)  # the chips handed in, each stack's count under it


class ChangeBetPanel(PayChipsPanel):
    """Change a bet: the chip put in and the call; the change built below them."""

    task_id = "change-bet"
    draws_payment = False  # change given, not a payment

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        put_in = QWidget()
        put_in.setObjectName("chipPutIn")
        row = QHBoxLayout(put_in)
        row.setContentsMargins(0, 0, 0, 0)
        self.put_in_icon = QLabel()
        self.put_in_icon.setObjectName("chipPutInIcon")
        self.put_in_text = label("", "prompt")
        self.put_in_text.setWordWrap(True)
        row.addWidget(self.put_in_icon)
        row.addWidget(self.put_in_text, 1)
        above_rows(self, put_in)

    def title(self) -> str:
        return self.tr("Change a bet")

    def chip_set(self, question: Question) -> ChipSet:
        return chip_set_of(question.solved(BettingSolution))

    def build(self, question: Question) -> None:
        solution = question.solved(BettingSolution)
        task = task_for(self.task_id)
        assert isinstance(task, ChangeBet)
        self.call, self.chip = task.call(solution), task.chip(solution, question.params)
        self.put_in_icon.setPixmap(chip_icon(self.chip, chip_set_of(solution), CHIP_PX).pixmap(
            QSize(CHIP_PX, CHIP_PX)))
        super().build(question)

    def load(self, question: Question, table: TableView) -> None:
        super().load(question, table)
        rows_from_top(self)

    def _retranslate(self) -> None:
        super()._retranslate()
        self.put_in_text.setText(self.tr("Chip put in: {chip}\nThe call: {call}").format(
            chip=amount_text(self.chip), call=amount_text(self.call)))
        chips = self._chips()
        self.running.setText(self.tr("Change so far: {amount} in %n chips", "", sum(chips.values())).format(
            amount=amount_text(sum(v * n for v, n in chips.items()))))
