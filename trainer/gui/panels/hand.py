"""Panels of the steps only a hand asks (issue 21): the forced bets, the dealing order, the
burn and the board, Q Poker's pair plus and the folds collected.

They are the betting panels' amount rows (:class:`~.betting.AmountsPanel`) with a pad of
digits under them, so every amount can be typed or clicked:

- Keys: digits into the field that has the keyboard, Tab to the next field, ``-`` for a
  loss (pair plus).  Alt and a seat's number go to its row, from any field.  Deal order:
  the first seat's number, Tab, the cards each; ← and → pick the direction, in a field too.
- Mouse: click a seat on the table (its row takes the pad's digits; the deal order's first
  seat is the seat clicked), then the pad's digits; the direction by its buttons.
- Backspace in a field edits it; outside one (after a click on the table) it takes back the
  last amount entered.

After grading every field is framed right or wrong with the right value beside it, and
the table marks the seats the step is about.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from itertools import pairwise
from typing import Any, ClassVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget

from trainer.engine.rulesets import RULESETS
from trainer.gui.table import TableView
from trainer.tasks import Question
from trainer.tasks.dealing import CLOCKWISE, COUNTERCLOCKWISE, Deal, deal_order
from trainer.training.drill import Feedback

from .betting import AmountRow, AmountsPanel
from .common import (
    MAX_CHIPS,
    Does,
    KeyHint,
    OptionButton,
    Pool,
    amount_text,
    chip_unit,
    label,
    scenario_seats,
    set_mark,
    set_prop,
)
from .qpoker import signed

MAX_SEATS = 10  # the most seats a game deals in: rows made ahead (more are made when needed)
PAD = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "±", "⌫")


class PadPanel(AmountsPanel):
    """Amount rows, one of them current (the last one focused, clicked or picked), and a pad
    of digits that types into the current row: every answer can be given with the mouse."""

    signed_amounts: ClassVar[bool] = False
    """The pad has a ± key and the fields go below 0 (a loss)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: dict[str, AmountRow] = {}
        self._current: str | None = None
        self._fresh = True  # the next pad digit replaces the current row's amount
        self._entered_order: list[str] = []
        self._make_pad()

    # -- building ------------------------------------------------------------------
    def add_row(self, key: str, minimum: int = 0, step: int | None = None) -> AmountRow:
        row = self.pad_row(minimum, step)
        row.key = key
        self.rows[key] = row
        return row

    def pad_row(self, minimum: int = 0, step: int | None = None) -> AmountRow:
        """An amount row under the others, its key set by the caller (a kept row: at each question)."""
        row = self._amount_row()
        row.spin.setMinimum(-MAX_CHIPS if self.signed_amounts else minimum)
        if step is not None:
            row.spin.setSingleStep(step)
        row.spin.focused.connect(partial(self._row_focused, row))
        row.spin.key_filter = self._key_in_field
        row.spin.valueChanged.connect(partial(self._row_entered, row))
        edit = row.spin.lineEdit()
        edit.textEdited.connect(partial(self._row_entered, row))  # 0 typed counts too
        self.body_layout.addWidget(row.frame)
        self.body_layout.addWidget(row.mark)
        return row

    def _row_entered(self, row: AmountRow, *_: Any) -> None:
        if self.rows.get(row.key) is row:
            self._entered(row.key)

    def _make_pad(self) -> None:
        """The pad, once, under the scrolled rows (always in view, however many seats)."""
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(6)
        self._pad: dict[str, QPushButton] = {}
        for i, text in enumerate(PAD):
            button = QPushButton(text)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays in its field
            button.setMinimumHeight(32)
            button.clicked.connect(partial(self.pad, text))
            grid.addWidget(button, i // 6, i % 6)
            self._pad[text] = button
        self._pad["±"].setEnabled(self.signed_amounts)
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        outer.insertWidget(outer.indexOf(self._verdict), box)
        self.pad_box = box

    def add_pad(self) -> None:
        """Show the pad (built once, kept across questions) for a new question."""
        self.pad_box.show()

    def chain_tabs(self) -> None:
        for a, b in pairwise(r.spin for r in self.rows.values()):
            QWidget.setTabOrder(a, b)

    def first_input(self) -> QWidget | None:
        first = next(iter(self.rows.values()), None)
        return first.spin if first is not None else None

    def start(self) -> None:
        """Called at the end of ``build``: the first row current, nothing entered."""
        self._current = next(iter(self.rows), None)
        self._fresh = True
        self._entered_order = []
        self.show_current()

    # -- answering -----------------------------------------------------------------
    def _row_focused(self, row: AmountRow) -> None:
        if self.rows.get(row.key) is row and row.key != self._current:
            self._current, self._fresh = row.key, True
            self.show_current()

    def _key_in_field(self, event: QKeyEvent) -> bool:
        return not self._locked and self.question is not None and self.field_key(event)

    def field_key(self, event: QKeyEvent) -> bool:
        """A key pressed in a field that the panel takes (True: handled)."""
        return False

    def select(self, key: str) -> None:
        """Make row ``key`` current and give it the keyboard."""
        row = self.rows.get(key)
        if row is None or self._locked:
            return
        self._current, self._fresh = key, True
        self.focus_input(row.spin)
        row.spin.selectAll()
        self.show_current()

    def show_current(self) -> None:
        """The current row framed (none once graded: the marks speak then)."""
        for key, row in self.rows.items():
            set_prop(row.frame, "active", key == self._current and len(self.rows) > 1 and self._graded is None)

    def fill(self, question: Question) -> None:
        """The rows of ``self.rows`` emptied and unmarked, the pad shown, the first row current."""
        for row in self.rows.values():
            self.clear_row(row)
        self.add_pad()
        self.chain_tabs()
        self.start()

    def pad(self, text: str) -> None:
        """A pad key clicked: a digit typed into the current row, ⌫ one taken off, ± the sign."""
        row = self.rows.get(self._current or "")
        if row is None or self._locked or self.question is None:
            return
        value = row.spin.value() if row.entered else 0
        if text == "⌫":
            value = int(value / 10)
        elif text == "±":
            value = -value
        else:
            digit = int(text)
            fresh = self._fresh or not row.entered
            value = digit if fresh else value * 10 + (digit if value >= 0 else -digit)
        self._fresh = False
        self.enter(self._current or "", value)

    def enter(self, key: str, value: int | None) -> None:
        """Row ``key`` holds ``value`` (None: nothing entered)."""
        row = self.rows[key]
        self._set(row, value)
        if value is not None:
            self._entered(key)
        else:
            self._entered_order = [k for k in self._entered_order if k != key]
            self.changed()

    def _entered(self, key: str, *_: Any) -> None:
        self.rows[key].entered = True
        self._entered_order = [*[k for k in self._entered_order if k != key], key]
        self.changed()

    def undo(self) -> None:
        """The last amount entered taken back."""
        if self._entered_order and not self._locked:
            key = self._entered_order[-1]
            self.enter(key, None)
            self._current, self._fresh = key, True
            self.show_current()

    def values(self) -> dict[str, int]:
        return {k: r.spin.value() for k, r in self.rows.items() if r.entered}

    def is_complete(self) -> bool:
        return bool(self.values())

    def _retranslate(self) -> None:
        self._pad["⌫"].setToolTip(self.tr("Take off the last digit"))
        self._pad["±"].setToolTip(self.tr("Won (+) or lost (−)"))

    def show_feedback(self, feedback: Feedback, table: TableView) -> None:
        super().show_feedback(feedback, table)
        self.pad_box.hide()
        self.show_current()

    def pad_hints(self) -> list[KeyHint]:
        """The keyboard is always in a field, where Backspace edits it: no Backspace offered."""
        return [self.click_hint(self.tr("Click a seat"), self.tr("its row takes the pad's digits"))]


# -- an amount per seat: the forced bets, pair plus, the folds -------------------------------------


class SeatAmountsPanel(PadPanel):
    """One amount per seat of the table the step is about, answered as ``{answer_key: {seat:
    amount}}`` (the seats given an amount other than 0)."""

    answer_key: ClassVar[str] = "seats"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.add_go_seat_keys(self.focus_seat)
        self._seat_rows: Pool[AmountRow] = self.pool(lambda _i: self.pad_row())

    def seats(self, question: Question) -> list[int]:
        """The seats with a row (by default every seat of the table)."""
        return list(scenario_seats(question))

    def make(self) -> None:
        self._hint = label("", "hint")
        self._hint.setWordWrap(True)
        self.body_layout.addWidget(self._hint)
        self._seat_rows.grow(MAX_SEATS)

    def fill(self, question: Question) -> None:
        self._unit = chip_unit(question)
        seats = self.seats(question)
        self.rows = {}
        for seat, row in zip(seats, self._seat_rows.take(len(seats)), strict=True):
            row.key = str(seat)
            row.spin.setSingleStep(self._unit)
            self.rows[row.key] = row
        super().fill(question)
        if self.table is not None:
            self.table.clear_badges()

    def _retranslate(self) -> None:
        super()._retranslate()
        self._hint.setText(self.hint())
        for key, row in self.rows.items():
            row.name.setText(self.place_text(key))

    def hint(self) -> str:
        return ""

    def focus_seat(self, seat: int) -> None:
        self.select(str(seat))

    def on_seat(self, place: int) -> None:
        self.select(str(place))

    def answer(self) -> dict[str, Any]:
        return {self.answer_key: {k: v for k, v in self.values().items() if v}}

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """The amounts of ``answer``; a seat it leaves out: nothing entered."""
        if self._locked:
            return
        given = answer.get(self.answer_key) or {}
        self._entered_order = []
        for key in self.rows:
            self.enter(key, int(given[key]) if key in given else None)

    def amount_text(self, amount: int) -> str:
        return signed(amount) if self.signed_amounts else amount_text(amount)

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        want = {str(k): int(v) for k, v in feedback.correct_answer[self.answer_key].items()}
        given = {str(k): v for k, v in (feedback.given.get(self.answer_key) or {}).items() if v}
        for key, row in self.rows.items():
            if key in want or key in given:  # a seat the step is about, or one given an amount
                ok = given.get(key, 0) == want.get(key, 0)
                self._mark(row, ok, self.amount_text(want.get(key, 0)))
        table.set_badges(self.badges(feedback, want))

    def badges(self, feedback: Feedback, want: Mapping[str, int]) -> dict[int, str]:
        """The seats marked on the table after grading."""
        return {int(k): self.amount_text(v) for k, v in want.items()}

    def place_fields(self, place: str) -> list[QWidget]:
        row = self.rows.get(place)
        return [row.spin] if row is not None else []

    def typing_hint(self) -> KeyHint:
        return KeyHint(self.tr("Digits"), self.tr("type the amount"), Does.ANSWER, (("5",),))

    def key_hints(self) -> list[KeyHint]:
        return [self.tab_hint(self.tr("next seat")), self.typing_hint(),
                self.go_hint(self.rows, self.tr("go to that seat")), *self.pad_hints()]


class ForcedBetsPanel(SeatAmountsPanel):
    """Who posts what before the cards (RULINGS R8-1): the blinds, or every seat's ante."""

    task_id = "forced-bets"
    answer_key = "posts"

    def title(self) -> str:
        return self.tr("Forced bets")

    def hint(self) -> str:
        return self.tr("What each seat puts in before the cards. Leave a seat that posts nothing empty.")


class PairPlusPanel(SeatAmountsPanel):
    """Q Poker: each pair plus bet settled on the spot's own hand (Despacho 89/2004 art. 9.1)."""

    task_id = "pair-plus"
    signed_amounts = True

    def title(self) -> str:
        return self.tr("Pair plus")

    def seats(self, question: Question) -> list[int]:
        return [s for s, seat in scenario_seats(question).items() if seat.get("pair_plus")]

    def hint(self) -> str:
        return self.tr("Each spot with a pair plus bet: + what it wins, − what it loses.")

    def badges(self, feedback: Feedback, want: Mapping[str, int]) -> dict[int, str]:
        letters = self.outcome_badges()
        return {int(k): letters["win"] if v > 0 else letters["lose"] for k, v in want.items()}

    def typing_hint(self) -> KeyHint:
        return KeyHint(self.tr("Digits, -"), self.tr("the amount (- for a loss)"), Does.ANSWER, (("5",), ("-", "5")))


class FoldCollectPanel(SeatAmountsPanel):
    """Q Poker: what the croupier takes from each spot that folds (Despacho 89/2004 art. 9.3)."""

    task_id = "fold-collect"

    def title(self) -> str:
        return self.tr("Collect the folds")

    def seats(self, question: Question) -> list[int]:
        return [s for s, seat in scenario_seats(question).items() if seat.get("bet")]

    def hint(self) -> str:
        return self.tr("What the croupier takes from each spot that folds. Leave the spots that play empty.")

    def badges(self, feedback: Feedback, want: Mapping[str, int]) -> dict[int, str]:
        return dict.fromkeys((int(k) for k in want), self.outcome_badges()["fold"])


# -- the deal: who first, how many cards, which way ----------------------------------------------


class DealOrderPanel(PadPanel):
    """Who receives the first card, the cards each seat receives, the direction of the deal."""

    task_id = "deal-order"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.direction: str | None = None
        self.directions: dict[str, OptionButton] = {}
        self.add_key(Qt.Key.Key_Right, partial(self.choose, CLOCKWISE))
        self.add_key(Qt.Key.Key_Left, partial(self.choose, COUNTERCLOCKWISE))

    def title(self) -> str:
        return self.tr("Dealing order")

    def make(self) -> None:
        self._unit = 1
        self.add_seat_row("first", 12)
        self.add_row("cards", step=1)
        self.rows["cards"].spin.setGroupSeparatorShown(False)
        for value, key in ((CLOCKWISE, "→"), (COUNTERCLOCKWISE, "←")):
            button = OptionButton(key)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # ← → from the fields: the keyboard stays in them
            button.clicked.connect(partial(self.choose, value))
            self.body_layout.addWidget(button)
            self.directions[value] = button
        self.direction_mark = label("", "mark")
        self.direction_mark.hide()
        self.body_layout.addWidget(self.direction_mark)

    def fill(self, question: Question) -> None:
        self.direction = None
        self.seat_field(self.rows["first"].spin, max(scenario_seats(question), default=12))
        for button in self.directions.values():
            button.set_checked(False)
            button.set_result(None)
        self.direction_mark.clear()
        set_mark(self.direction_mark, None)
        self.direction_mark.hide()
        super().fill(question)
        if self.table is not None:
            self.table.clear_badges()

    def add_seat_row(self, key: str, top: int) -> AmountRow:
        row = self.add_row(key, step=1)
        self.seat_field(row.spin, top)
        return row

    def _retranslate(self) -> None:
        super()._retranslate()
        self.rows["first"].name.setText(self.tr("First card to seat"))
        self.rows["cards"].name.setText(self.tr("Cards to each seat"))
        self.directions[CLOCKWISE].set_text(self.tr("Clockwise"))
        self.directions[COUNTERCLOCKWISE].set_text(self.tr("Counterclockwise"))

    def field_key(self, event: QKeyEvent) -> bool:
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):  # in a field as well as outside one
            self.choose(CLOCKWISE if event.key() == Qt.Key.Key_Right else COUNTERCLOCKWISE)
            return True
        return False

    def on_seat(self, place: int) -> None:
        if place < 1 or self._locked:
            return
        self.enter("first", place)
        self.select("cards")  # the seat picked: on to the cards

    def _entered(self, key: str, *_: Any) -> None:
        super()._entered(key)
        if key == "first" and self.table is not None:
            seat = self.rows["first"].spin.value()
            self.table.set_badges({seat: "1"} if seat else {})

    def choose(self, direction: str | None) -> None:
        if self._locked or self.question is None:
            return
        self.direction = direction
        for value, button in self.directions.items():
            button.set_checked(value == direction)
        if direction is not None:
            self._entered_order = [*[k for k in self._entered_order if k != "direction"], "direction"]
        self.changed()

    def undo(self) -> None:
        if self._entered_order and self._entered_order[-1] == "direction" and not self._locked:
            self._entered_order.pop()
            self.choose(None)
            return
        super().undo()
        if self.table is not None and not self.rows["first"].entered:
            self.table.clear_badges()

    def answer(self) -> dict[str, Any]:
        values = self.values()
        out: dict[str, Any] = {k: values[k] for k in ("first", "cards") if values.get(k)}
        if self.direction is not None:
            out["direction"] = self.direction
        return out

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        if self._locked:
            return
        self._entered_order = []
        for key in ("first", "cards"):
            self.enter(key, int(answer[key]) if answer.get(key) is not None else None)
        self.choose(answer.get("direction") if answer.get("direction") in self.directions else None)

    def is_complete(self) -> bool:
        return len(self.answer()) == 3

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        right, given = feedback.correct_answer, feedback.given
        self._mark(self.rows["first"], given.get("first") == right["first"], self.place_text(right["first"]))
        self._mark(self.rows["cards"], given.get("cards") == right["cards"], str(right["cards"]))
        ok = given.get("direction") == right["direction"]
        self.directions[right["direction"]].set_result(True)
        if given.get("direction") in self.directions and not ok:
            self.directions[given["direction"]].set_result(False)
        words = {CLOCKWISE: self.tr("clockwise"), COUNTERCLOCKWISE: self.tr("counterclockwise")}
        self.direction_mark.setText("✓" if ok else "✗  " + words[right["direction"]])
        set_mark(self.direction_mark, ok)
        self.direction_mark.show()
        solution = feedback.question.solution
        if isinstance(solution, Deal):  # every seat numbered in the order it is dealt to
            table.set_badges({seat: str(i) for i, seat in enumerate(deal_order(solution), start=1)})
        table.highlight_seat(int(right["first"]))

    def key_hints(self) -> list[KeyHint]:
        return [KeyHint(self.tr("Digits"), self.tr("the first seat, Tab, the cards each"), Does.ANSWER, (("1",),)),
                KeyHint(self.tr("← / →"), self.tr("counterclockwise / clockwise"), Does.ANSWER,
                        (("Left",), ("Right",))),
                self.click_hint(self.tr("Click a seat"), self.tr("it receives the first card"))]


# -- burn and board -------------------------------------------------------------------------------


class BurnBoardPanel(PadPanel):
    """Before a street's board cards: how many cards are burnt (discarded), how many turned up."""

    task_id = "burn-board"
    keeps_widgets = True  # the same two fields for every board of a hand

    def title(self) -> str:
        return self.tr("Burn and board")

    def make(self) -> None:
        self._unit = 1
        for key in ("burn", "board"):
            self.add_row(key, step=1)

    def _retranslate(self) -> None:
        super()._retranslate()
        # Despacho 97/2010 art. 7.1: the croupier "inutiliza" a card
        discards = self.question is not None and RULESETS[self.question.game].words == "2010"
        self.rows["burn"].name.setText(self.tr("Cards discarded") if discards else self.tr("Cards burnt"))
        self.rows["board"].name.setText(self.tr("Cards turned face up"))

    def answer(self) -> dict[str, Any]:
        return self.values()

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        if self._locked:
            return
        self._entered_order = []
        for key in self.rows:
            self.enter(key, int(answer[key]) if answer.get(key) is not None else None)

    def is_complete(self) -> bool:
        return len(self.values()) == 2

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        right, given = feedback.correct_answer, feedback.given
        for key, row in self.rows.items():
            self._mark(row, given.get(key) == right[key], str(right[key]))

    def key_hints(self) -> list[KeyHint]:
        return [KeyHint(self.tr("Digits"), self.tr("the count"), Does.ANSWER, (("1",),)),
                self.tab_hint(self.tr("next field")),
                self.click_hint(self.tr("Click a field"), self.tr("the pad types into it"))]


__all__ = ["BurnBoardPanel", "DealOrderPanel", "FoldCollectPanel", "ForcedBetsPanel", "PadPanel", "PairPlusPanel",
           "SeatAmountsPanel"]
