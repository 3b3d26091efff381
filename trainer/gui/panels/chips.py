"""Answer panel of the chip drills (issue 20): a payment built from the table's chips.

One row per denomination, largest first: a count typed with the keyboard (Tab to the next
denomination, Up/Down one chip more or less) or a chip button clicked to add one; the
running total and chip count under the rows, as a croupier sees the payment on the layout.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSpinBox, QWidget

from trainer.engine.chipset import ChipSet, chip_count, total
from trainer.engine.poker import PokerSolution
from trainer.gui.table import TableView
from trainer.gui.table.chips import Stacks, chip_stacks, draw_chip, draw_plan, plan_stacks
from trainer.scenarios.tasks import Question, task_for
from trainer.scenarios.tasks.chips import (
    CountStack,
    PaySolution,
    chip_set_of,
    chips_words,
    payment_of,
    read_chips,
)
from trainer.training.drill import Feedback

from .common import Mark, OneAmountPanel, PanelBase, amount_text, chip_spin, label, set_mark

MAX_PER_DENOMINATION = 999
ICON_PX = 30
CLOSE_UP = QSize(400, 170)
"""The close-up of the chips counted: a 400 x 170 picture, chips up to 64 px across."""


def chips_picture(amount: int, chip_set: ChipSet, ratio: float = 1.0) -> QPixmap:
    """``amount`` as the table stacks it (the same stacks and chips), drawn large."""
    return stacks_picture(chip_stacks(amount, chip_set), chip_set, ratio)


def stacks_picture(stacks: Stacks, chip_set: ChipSet, ratio: float = 1.0, size: QSize = CLOSE_UP) -> QPixmap:
    """Chips in a croupier's stacks (:func:`trainer.engine.chipset.stacks_of`), drawn large."""
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    plan = plan_stacks(stacks, size.width() - 8, size.height() - 8, 64)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_plan(painter, plan, chip_set, QPointF(4, 4))
    painter.end()
    return pixmap


def chip_icon(value: int, chip_set: ChipSet, px: int = ICON_PX) -> QIcon:
    """The chip as the table draws it, seen from above: the button to add one looks like it."""
    ratio = 2.0  # drawn at twice the size: crisp on a high-density screen
    pixmap = QPixmap(round(px * ratio), round(px * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_chip(painter, QPointF(px / 2, px / 2), px - 2, value, chip_set, True, tilt=0.5)
    painter.end()
    return QIcon(pixmap)


class PayChipsPanel(PanelBase):
    task_id = "pay-chips"
    draws_payment = True
    """Once graded, the payment asked about is drawn on the table beside what it pays."""

    def title(self) -> str:
        return self.tr("Pay it in chips")

    def chip_set(self, question: Question) -> ChipSet:
        """The table's chips, the rows of the panel."""
        return chip_set_of(self.chip_solution(question))

    @staticmethod
    def chip_solution(question: Question) -> PaySolution:
        solution = question.solution  # a Q Poker round, a 13-card deal or a poker hand
        if not isinstance(solution, PaySolution):
            raise TypeError(f"a pay-chips question is not solved by a {type(solution).__name__}")
        return solution

    def build(self, question: Question) -> None:
        chip_set = self.chip_set(question)
        self.values = list(reversed(chip_set.values))
        frame = QFrame()
        frame.setProperty("role", "row")
        grid = QGridLayout(frame)
        grid.setContentsMargins(10, 8, 10, 8)
        self.spins: dict[int, QSpinBox] = {}
        self.adders: dict[int, QPushButton] = {}
        for row, value in enumerate(self.values):
            add = QPushButton(amount_text(value))
            add.setIcon(chip_icon(value, chip_set))
            add.setIconSize(QSize(ICON_PX, ICON_PX))
            add.setObjectName(f"chip{value}")
            add.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard types the counts; a click adds a chip
            add.clicked.connect(lambda _=False, v=value: self._add(v))
            spin = chip_spin(0, 1)
            spin.setMaximum(MAX_PER_DENOMINATION)
            spin.setObjectName(f"count{value}")
            spin.valueChanged.connect(self._update)
            grid.addWidget(add, row, 0)
            grid.addWidget(spin, row, 1)
            self.adders[value], self.spins[value] = add, spin
        self.running = label("", "hint")
        self.mark = Mark(wrap=True)
        self.body_layout.addWidget(frame)
        self.body_layout.addWidget(self.running)
        self.body_layout.addWidget(self.mark)
        self._update()

    def _add(self, value: int) -> None:
        if not self._locked:
            self.spins[value].setValue(self.spins[value].value() + 1)

    def _chips(self) -> dict[int, int]:
        return {value: spin.value() for value, spin in self.spins.items() if spin.value()}

    def _update(self) -> None:
        self._retranslate()
        self.changed()

    def _retranslate(self) -> None:
        chips = self._chips()
        self.running.setText(self.tr("Paid so far: {amount} in %n chips", "", chip_count(chips)).format(
            amount=amount_text(total(chips))))  # "in 1 chip" (U17: a count's plural, Qt's %n)
        for value, add in self.adders.items():
            add.setToolTip(self.tr("One more chip of {value}").format(value=amount_text(value)))

    def first_input(self) -> QWidget | None:
        return self.spins[self.values[0]] if self.values else None

    def answer(self) -> dict[str, Any]:
        if not self._chips():
            return {}
        return {"chips": {str(value): spin.value() for value, spin in self.spins.items()}}

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        if self._locked:
            return
        chips = read_chips(answer.get("chips")) or {}
        for value, spin in self.spins.items():
            spin.setValue(chips.get(value, 0))

    def is_complete(self) -> bool:
        return bool(self._chips())

    def undo(self) -> None:
        """Backspace: one chip fewer of the smallest denomination paid."""
        if self._locked:
            return
        for value in reversed(self.values):
            if self.spins[value].value():
                self.spins[value].setValue(self.spins[value].value() - 1)
                return

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        want = read_chips(feedback.correct_answer.get("chips")) or {}
        grade = feedback.grade
        ok = grade.correct
        for value, spin in self.spins.items():  # a row neither paid nor to be paid is not marked
            wanted, given = want.get(value, 0), spin.value()
            set_mark(spin, None if ok or (wanted == given == 0) else wanted == given)
        self.mark.set_result(ok, "" if ok else self.tr("{amount} in the fewest chips: {chips}").format(
            amount=amount_text(total(want)), chips=chips_words(want)))
        paid = payment_of(self.chip_solution(feedback.question)) if self.draws_payment else None
        if paid is not None:  # the croupier's payment, beside the stake it pays
            table.set_payments([paid])

    def shortcuts(self) -> list[tuple[str, str]]:
        return [(self.tr("Digits"), self.tr("how many chips of this value")),
                (self.tr("Tab"), self.tr("the next value")),
                (self.tr("↑ / ↓"), self.tr("one chip more / fewer"))]


class CountStackPanel(OneAmountPanel):
    """Count the stack: the total of a seat's chips, typed (the table writes no totals
    until the answer is graded)."""

    task_id = "count-stack"
    answer_key = "amount"

    def title(self) -> str:
        return self.tr("Count the stack")

    def field_label(self) -> str:
        return self.tr("Total")

    def build(self, question: Question) -> None:
        """The field, and above it the seat's chips close up: at the table's scale a stack of
        three chips is a few pixels high, here each chip and its join show."""
        solution = question.solved(PokerSolution)
        counted = task_for(self.task_id)
        assert isinstance(counted, CountStack)
        self.seat = counted.seat(solution)
        amount = solution.hand.seat(self.seat).committed
        self.close_up_title = label("", "hint")
        self.close_up = QLabel()
        self.close_up.setObjectName("chipsCloseUp")
        self.close_up.setPixmap(chips_picture(amount, chip_set_of(solution), self.devicePixelRatioF()))
        self.body_layout.addWidget(self.close_up_title)
        self.body_layout.addWidget(self.close_up)
        super().build(question)

    def _retranslate(self) -> None:
        super()._retranslate()
        self.close_up_title.setText(self.tr("Seat {seat}'s chips, close up").format(seat=self.seat))

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        want = int(feedback.correct_answer["amount"])
        ok = feedback.grade.correct
        set_mark(self.spin, ok)
        chips = chip_set_of(feedback.question.solved(PokerSolution)).fewest(want)
        self.mark.set_result(ok, self.tr("{chips} = {amount}").format(chips=chips_words(chips),
                                                                      amount=amount_text(want)))
        table.set_totals_shown(True)  # graded: the amounts written again

    def shortcuts(self) -> list[tuple[str, str]]:
        return [(self.tr("Digits"), self.tr("type the total"))]
