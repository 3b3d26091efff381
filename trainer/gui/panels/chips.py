"""Answer panel of the chip drills (issue 20): a payment built from the table's chips.

One row per denomination, largest first: a count typed with the keyboard (Tab to the next
denomination, Up/Down one chip more or less) or a chip button clicked to add one; the
running total and chip count under the rows, as a croupier sees the payment on the layout.

Count the stack shows the seat's chips in a :class:`ChipsCloseUp`, as cut the pot and colour
up do theirs: every chip drawn with its edge, each stack's count written under it once graded.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QPushButton, QSizePolicy, QSpinBox, QWidget

from trainer.engine.chipset import ChipSet, chip_count, total
from trainer.engine.poker import PokerSolution
from trainer.gui.table import TableView
from trainer.gui.table.chips import StackPlan, Stacks, chip_stacks, draw_chip, draw_plan, plan_stacks
from trainer.tasks import Question, task_for
from trainer.tasks.chips import (
    CountStack,
    PaySolution,
    chip_set_of,
    chips_words,
    payment_of,
    read_chips,
)
from trainer.training.drill import Feedback

from .common import Does, KeyHint, Mark, OneAmountPanel, PanelBase, amount_text, chip_spin, label, set_mark

MAX_PER_DENOMINATION = 999
ICON_PX = 30
COUNT_CLOSE_UP_H = 150
"""The seat's chips counted, close up: the panel's width and this high — as high as leaves the
explanation its room beside the graded panel at 1280x720 (feedback_room), a five denominations'
sum wrapped to two lines under the field; up to 5 chips a stack drawn 96-104 px across, a
20-stack 44 px across (its chips 4.4 px thick)."""


class ChipsCloseUp(QWidget):
    """Chips close up (issue 33, U5): the stacks as the table stacks them, every chip drawn
    (a 20-stack 20 chips high) and each with its edge, as large as the panel's width and the
    close-up's height let them be, up to :attr:`LARGEST` pixels across; rows apart, none
    hiding the foot of a stack behind it.  Once graded (:meth:`set_counts_shown`) each stack's
    count is written under it — not before: the count is the answer.

    It paints itself whether or not the panel takes input, so a graded (locked) panel shows
    the chips in their colours beside the answer."""

    LARGEST = 104.0
    MARGIN = 3.0
    LABEL_ROOM = 22.0  # under each row: the stacks' counts once graded (kept before: nothing moves)

    def __init__(self, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedHeight(height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._stacks: Stacks = []
        self._chip_set = ChipSet()
        self._counts_shown = False

    def sizeHint(self) -> QSize:
        return QSize(420, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self.height())

    def set_stacks(self, stacks: Stacks, chip_set: ChipSet) -> None:
        """Show these stacks, their counts hidden."""
        self._stacks = [(value, list(counts)) for value, counts in stacks]
        self._chip_set = chip_set
        self._counts_shown = False
        self.update()

    def set_amount(self, amount: int, chip_set: ChipSet) -> None:
        """``amount`` as the table stacks it: its fewest chips, in a croupier's stacks."""
        self.set_stacks(chip_stacks(amount, chip_set), chip_set)

    def set_counts_shown(self, shown: bool) -> None:
        """Write each stack's count under it (graded), or not (the trainee counts them)."""
        if shown != self._counts_shown:
            self._counts_shown = shown
            self.update()

    def counts_shown(self) -> bool:
        return self._counts_shown

    def plan(self) -> StackPlan:
        """Where the stacks stand in the close-up as it is now (origin: its margin's corner)."""
        m = self.MARGIN
        return plan_stacks(self._stacks, self.width() - 2 * m, self.height() - 2 * m, self.LARGEST,
                           every_chip=True, label_room=self.LABEL_ROOM)

    def count_labels(self) -> list[tuple[QRectF, str]]:
        """Each stack's count and where it is written, under the stack (empty before grading)."""
        if not self._counts_shown:
            return []
        f = self._count_font()
        metrics = QFontMetricsF(f)
        out = []
        for placed in self.plan().stacks:
            text = amount_text(placed.stack.count)
            h = metrics.height() + 2
            w = max(metrics.horizontalAdvance(text) + 12, h)
            centre = QPointF(self.MARGIN + placed.x, self.MARGIN + placed.base + 3 + h / 2)  # clear of its foot
            out.append((QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), text))
        return out

    @staticmethod
    def _count_font() -> QFont:
        f = QFont()
        f.setPixelSize(13)
        f.setBold(True)
        return f

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_plan(painter, self.plan(), self._chip_set, QPointF(self.MARGIN, self.MARGIN))
        labels = self.count_labels()
        if labels:
            painter.setFont(self._count_font())
            for rect, text in labels:
                painter.setPen(QPen(QColor("#8ea4ad"), 1))
                painter.setBrush(QColor("#0e1519"))
                painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
                painter.setPen(QColor("#ffffff"))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.end()


def chip_icon(value: int, chip_set: ChipSet, px: int = ICON_PX) -> QIcon:
    """The chip as the table draws it, seen from above: the button to add one looks like it."""
    ratio = 2.0  # drawn at twice the size: crisp on a high-density screen
    pixmap = QPixmap(round(px * ratio), round(px * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_chip(painter, QPointF(px / 2, px / 2), px - 2, value, chip_set, tilt=0.5)
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

    def key_hints(self) -> list[KeyHint]:
        return [KeyHint(self.tr("Digits"), self.tr("how many chips of this value"), Does.ANSWER, (("5",),)),
                self.tab_hint(self.tr("the next value")),
                KeyHint(self.tr("↑ / ↓"), self.tr("one chip more / fewer"), Does.ANSWER, (("Up",), ("Down",)),
                        setup=((), ("Up", "Up")))]


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
        self.close_up = ChipsCloseUp(COUNT_CLOSE_UP_H)
        self.close_up.setObjectName("chipsCloseUp")
        self.close_up.set_amount(amount, chip_set_of(solution))
        self.body_layout.addWidget(self.close_up_title)
        self.body_layout.addWidget(self.close_up)
        super().build(question)
        self.mark.setWordWrap(True)  # the chips' sum, long for five denominations: the panel's width kept

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
        self.close_up.set_counts_shown(True)  # and each stack's count under it

    def key_hints(self) -> list[KeyHint]:
        return [KeyHint(self.tr("Digits"), self.tr("type the total"), Does.ANSWER, (("5",),))]
