"""13-card panels (Portaria 51/89/M): foul or not, settling the seats, the dice.

Keys of the places: ``B`` the banker, ``1`` ``2`` ``3`` the seats (RULINGS R5-1);
clicking a place on the table does the same as its key.

- Foul: every place starts unmarked; its key or a click marks it "foul", again "in
  order"; ``0`` marks the places left "in order" (N is the screen's "next").  After
  grading, the fouled rows are outlined on the table.
- Settle: per seat, win / lose / push (the first letters of the words, ``W`` ``L`` ``P``
  in English, or ← →, or a click) and the net amount (digits, ``-`` for a loss); every key
  works from both fields of a seat's row: a digit typed on the outcome goes to the net, a
  letter or an arrow typed in the net sets the outcome.  Tab goes outcome, net, next
  seat; Alt and a seat's key go to its row.
- Dice: the place that gets the first card, by key, click on the panel or click on
  the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from trainer.engine.thirteen_solve import PlaceSolution, ThirteenSolution
from trainer.gui.table import TableView
from trainer.tasks import Question
from trainer.tasks.answers import FoulAnswer, ThirteenSettleAnswer
from trainer.training.drill import Feedback

from .choice import ChoicePanel
from .common import (
    GO_MODIFIER,
    MAX_CHIPS,
    PLACE_KEY_TEXT,
    Does,
    KeyHint,
    Mark,
    OptionButton,
    PanelBase,
    Pool,
    SeatRow,
    amount_text,
    chip_spin,
    chip_unit,
    label,
    seat_keys_text,
    seat_name,
    set_mark,
)
from .widgets import typed_letter

ROWS = ("front", "middle", "back")
OUTCOMES = ("win", "lose", "push")
PLACES = ("banker", "1", "2", "3")
REST_KEY, REST_KEY_TEXT = Qt.Key.Key_0, "0"  # the places not marked are in order: 0 more fouls


class PlaceButton(OptionButton):
    """A place's button (kept across questions: shown for the places asked)."""

    def set_used(self, used: bool) -> None:
        self.setVisible(used)


def fouled_rows(place: PlaceSolution | None) -> list[str]:
    """The rows in a place's fouls (each row that beats, and the row it beats), in table order."""
    if place is None or place.hand is None:
        return []
    named = {row for foul in place.hand.fouls for row in (foul.row.row, foul.beaten.row)}
    return [r for r in ROWS if r in named]


def place_solution(solution: ThirteenSolution, key: str) -> PlaceSolution | None:
    return solution.banker if key == "banker" else solution.seats.get(int(key))


def first_card_key(value: str) -> str:
    """``"seat 2"`` -> ``"2"``; ``"banker"`` stays."""
    return value.split()[-1] if value.startswith("seat") else value


class FoulPanel(PanelBase):
    """Each place starts unmarked: its key (or a click) marks it FOUL, again "in order",
    and 0 marks every place still unmarked "in order". A place left unmarked is not
    answered and earns nothing (issue 17 item 8)."""

    task_id = "foul"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons: dict[str, OptionButton] = {}
        self.marked: dict[str, bool | None] = {}
        self._history: list[dict[str, bool | None]] = []
        self._places: list[str] = []  # the places asked, in the order of their buttons
        self._place_buttons: Pool[PlaceButton] = self.pool(self._new_button)
        self.add_place_keys(self.toggle)
        self.add_key(REST_KEY, self.rest_in_order)

    def title(self) -> str:
        return self.tr("Foul or not?")

    def make(self) -> None:
        self._hint = self.heading()
        self.body_layout.addWidget(self._hint)
        self._buttons_box = self.row_box()
        self._rest = OptionButton(REST_KEY_TEXT)
        self._rest.clicked.connect(self.rest_in_order)
        self.body_layout.addWidget(self._rest)
        self._place_buttons.grow(len(PLACES))

    def _new_button(self, index: int) -> PlaceButton:
        button = PlaceButton()
        button.clicked.connect(lambda: self.toggle(self._places[index]))
        self._buttons_box.addWidget(button)
        return button

    def fill(self, question: Question) -> None:
        self._places = list(cast(FoulAnswer, question.answer)["fouls"])  # the places asked: keys only
        self.buttons, self.marked, self._history = {}, {}, []
        for place, button in zip(self._places, self._place_buttons.take(len(self._places)), strict=True):
            button.set_key(PLACE_KEY_TEXT.get(place, ""))
            button.set_result(None)
            self.buttons[place] = button
            self.marked[place] = None
        if self.table is not None:
            self.table.clear_outlines()

    def _retranslate(self) -> None:
        self._hint.setText(self.tr("MARK THE PLACES THAT FOULED"))
        states = {None: self.tr("not marked"), True: self.tr("FOUL"), False: self.tr("in order")}
        for place, button in self.buttons.items():
            button.set_checked(self.marked[place] is True)
            button.set_text(self.tr("{place} — {state}").format(place=self.place_text(place),
                                                                 state=states[self.marked[place]]))
        self._rest.set_text(self.tr("The others are in order"))
        self._rest.setEnabled(None in self.marked.values())

    def _set(self, marks: dict[str, bool | None]) -> None:
        if self._locked or marks == self.marked:
            return
        self._history.append(dict(self.marked))
        self.marked = marks
        self._retranslate()
        self.changed()

    def toggle(self, place: str) -> None:
        """Unmarked or in order -> FOUL; FOUL -> in order."""
        if place in self.marked:
            self._set({**self.marked, place: self.marked[place] is not True})

    def rest_in_order(self) -> None:
        self._set({p: (False if m is None else m) for p, m in self.marked.items()})

    def on_seat(self, place: int) -> None:
        self.toggle("banker" if place == 0 else str(place))

    def undo(self) -> None:
        if self._history and not self._locked:
            self.marked = self._history.pop()
            self._retranslate()
            self.changed()

    def answer(self) -> dict[str, Any]:
        return {"fouls": {p: m for p, m in self.marked.items() if m is not None}}

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """Each place marked as ``answer`` says (a place it leaves out: unmarked)."""
        fouls = answer.get("fouls") or {}
        self.marked = {p: (bool(fouls[p]) if p in fouls else None) for p in self.buttons}
        self._retranslate()
        self.changed()

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        assert self.question is not None
        given = feedback.given.get("fouls", {})
        for place, want in feedback.correct_answer["fouls"].items():
            ok = place in given and bool(given[place]) == bool(want)
            expected = self.tr("foul") if want else self.tr("in order")
            self.buttons[place].set_result(ok, "" if ok else expected)
            if want:
                rows = fouled_rows(place_solution(feedback.question.solved(ThirteenSolution), place))
                table.outline_rows(self.place_number(place), rows)

    def key_hints(self) -> list[KeyHint]:
        marks = tuple((PLACE_KEY_TEXT[p],) for p in self._places)
        return [KeyHint(seat_keys_text(self._places), self.tr("foul / in order: banker, seat 1, 2, 3"),
                        Does.ANSWER, marks),
                KeyHint(REST_KEY_TEXT, self.tr("the places not marked are in order"), Does.ANSWER,
                        ((REST_KEY_TEXT,),)),
                self.click_hint(self.tr("Click a place"), self.tr("the same")),
                KeyHint(self.tr("Backspace"), self.tr("undo the last change"), Does.ANSWER, (("Backspace",),),
                        setup=marks[:1])]


class OutcomeChoice(QFrame):
    """Win / lose / push side by side: click, or the first letter of a word (a Latin one:
    W L P, G P E; none in Chinese), or ← →.  ``typed`` is a key this choice does not take
    (a digit, ``-``): the row's net takes it."""

    chosen = Signal()
    typed = Signal(object)  # the QKeyEvent

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "seg")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        row = QHBoxLayout(self)
        row.setContentsMargins(2, 2, 2, 2)
        row.setSpacing(2)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QPushButton] = {}
        for i, code in enumerate(OUTCOMES):
            b = QPushButton()
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setMinimumWidth(54)
            self.group.addButton(b, i)
            row.addWidget(b)
            self.buttons[code] = b
        self.group.idClicked.connect(lambda _i: self.chosen.emit())

    def set_texts(self, texts: dict[str, str]) -> None:
        for code, b in self.buttons.items():
            b.setText(texts[code])

    def letters(self) -> dict[str, str]:
        """The letter that picks each outcome: the first of its word, if a key types it and no
        other word starts with it (none in Chinese: the arrows then)."""
        firsts = {code: b.text()[:1].lower() for code, b in self.buttons.items()}
        return {code: f for code, f in firsts.items()
                if typed_letter(f) and list(firsts.values()).count(f) == 1}

    def value(self) -> str | None:
        i = self.group.checkedId()
        return OUTCOMES[i] if i >= 0 else None

    def set_value(self, code: str | None) -> None:
        if code is None:
            self.group.setExclusive(False)
            for b in self.buttons.values():
                b.setChecked(False)
            self.group.setExclusive(True)
        else:
            self.buttons[code].setChecked(True)
        self.chosen.emit()

    def take_key(self, event: QKeyEvent) -> bool:
        """An outcome's letter or an arrow, from this choice or the row's net: True if taken."""
        plain = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        text = event.text().lower()
        for code, letter in self.letters().items():
            if plain and text == letter:
                self.set_value(code)
                return True
        if plain and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if event.key() == Qt.Key.Key_Left else 1
            i = self.group.checkedId()
            self.set_value(OUTCOMES[(i + step) % 3 if i >= 0 else (0 if step > 0 else 2)])
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.take_key(event):
            return
        if event.text() and (event.text().isdigit() or event.text() in "-−"):
            self.typed.emit(event)  # the net's: the row's net takes it
            return
        super().keyPressEvent(event)


@dataclass(eq=False)
class SettleRow:
    """A seat settled against the banker: its row, the outcome, the net, the mark under them."""

    seat: SeatRow
    choice: OutcomeChoice
    net_label: QLabel
    net: QSpinBox
    mark: Mark

    def set_used(self, used: bool) -> None:
        self.seat.set_used(used)
        if not used:
            self.mark.hide()


class ThirteenSettlePanel(PanelBase):
    task_id = "thirteen-settle"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcomes: dict[str, OutcomeChoice] = {}
        self.nets: dict[str, QSpinBox] = {}
        self.marks: dict[str, Mark] = {}
        self._names: dict[str, QLabel] = {}
        self._net_labels: dict[str, QLabel] = {}
        self._rows: Pool[SettleRow] = self.pool(self._new_row)
        self.add_go_place_keys(self.focus_seat)

    def title(self) -> str:
        return self.tr("Settle the seats")

    def make(self) -> None:
        self._head = self.heading()
        self.body_layout.addWidget(self._head)
        self._rows_box = self.row_box()
        self._rows.grow(len(PLACES) - 1)  # the seats: the banker is not settled against himself

    def _new_row(self, _index: int) -> SettleRow:
        seat = self.kept_seat_row()
        choice = OutcomeChoice()
        choice.chosen.connect(self.changed)
        net = chip_spin(-MAX_CHIPS)
        net.key_filter = choice.take_key  # the outcome's letters and arrows from the net too
        choice.typed.connect(partial(self._type_net, net))
        net.valueChanged.connect(self.changed)
        net.setMinimumWidth(96)
        inputs = QGridLayout()
        inputs.setSpacing(6)
        net_label = label("", "name")
        inputs.addWidget(choice, 0, 0, 1, 2)
        inputs.addWidget(net_label, 1, 0, Qt.AlignmentFlag.AlignRight)
        inputs.addWidget(net, 1, 1)
        seat.layout.addLayout(inputs)
        mark = Mark()
        self._rows_box.addWidget(seat.frame)
        self._rows_box.addWidget(mark)
        return SettleRow(seat, choice, net_label, net, mark)

    def fill(self, question: Question) -> None:
        unit = max(1, chip_unit(question))
        self.outcomes, self.nets, self.marks, self._names, self._net_labels = {}, {}, {}, {}, {}
        seats = list(cast(ThirteenSettleAnswer, question.answer)["seats"])  # the seats settled: keys only
        for seat, row in zip(seats, self._rows.take(len(seats)), strict=True):
            row.seat.set_place(seat, GO_MODIFIER + PLACE_KEY_TEXT[seat], seat_name(question, seat))  # its go key
            row.choice.blockSignals(True)
            row.choice.set_value(None)
            row.choice.blockSignals(False)
            row.net.blockSignals(True)
            row.net.setValue(0)
            row.net.blockSignals(False)
            row.net.setSingleStep(unit)
            set_mark(row.choice, None)
            set_mark(row.net, None)
            row.mark.clear_result()
            self.outcomes[seat], self.nets[seat], self.marks[seat] = row.choice, row.net, row.mark
            self._names[seat], self._net_labels[seat] = row.seat.place, row.net_label
        if self.table is not None:
            self.table.clear_badges()

    def _retranslate(self) -> None:
        self._head.setText(self.tr("AGAINST THE BANKER: OUTCOME AND NET"))
        texts = {"win": self.tr("Win"), "lose": self.tr("Lose"), "push": self.tr("Push")}
        for seat, choice in self.outcomes.items():
            choice.set_texts(texts)
            self._net_labels[seat].setText(self.tr("Net"))
            self._names[seat].setText(self.place_text(seat))

    def first_input(self) -> QWidget | None:
        return next(iter(self.outcomes.values()), None)

    def _type_net(self, net: QSpinBox, event: QKeyEvent) -> None:
        """A digit or ``-`` typed on a seat's outcome: into its net, which takes the keyboard."""
        if self._locked or self.question is None:
            return
        self.focus_input(net)
        net.selectAll()
        QApplication.sendEvent(net, QKeyEvent(event.type(), event.key(), event.modifiers(), event.text()))

    def place_fields(self, place: str) -> list[QWidget]:
        return [self.outcomes[place], self.nets[place]] if place in self.outcomes else []

    def focus_seat(self, place: str) -> None:
        if place in self.outcomes:
            self.focus_input(self.outcomes[place])

    def on_seat(self, place: int) -> None:
        self.focus_seat(str(place))

    def answer(self) -> dict[str, Any]:
        return {"seats": {s: {"outcome": c.value(), "net": self.nets[s].value()}
                          for s, c in self.outcomes.items() if c.value() is not None}}

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """Each seat's outcome and net as ``answer`` gives them (a seat it leaves out: none, 0)."""
        rows = answer.get("seats") or {}
        for seat, choice in self.outcomes.items():
            row = rows.get(seat) or {}
            choice.set_value(row.get("outcome"))
            self.nets[seat].setValue(int(row.get("net", 0)))

    def is_complete(self) -> bool:
        return all(c.value() is not None for c in self.outcomes.values())

    def undo(self) -> None:
        """Backspace (outside an amount): clear the outcome of the focused seat."""
        for choice in self.outcomes.values():
            if choice.hasFocus() and not self._locked:
                choice.set_value(None)

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        assert self.question is not None
        given = feedback.given.get("seats", {})
        words = {"win": self.tr("win"), "lose": self.tr("lose"), "push": self.tr("push")}
        badges = self.outcome_badges()
        for seat, want in feedback.correct_answer["seats"].items():
            got = given.get(seat) or {}
            out_ok, net_ok = got.get("outcome") == want["outcome"], got.get("net") == want["net"]
            set_mark(self.outcomes[seat], out_ok)
            set_mark(self.nets[seat], net_ok)
            ok = out_ok and net_ok
            expected = self.tr("{outcome}, net {amount}").format(outcome=words[want["outcome"]],
                                                                 amount=amount_text(want["net"]))
            self.marks[seat].set_result(ok, "" if ok else expected)
            if ok:
                self.marks[seat].hide()
        table.set_badges({int(s): badges[v["outcome"]] for s, v in feedback.correct_answer["seats"].items()})
        solution = feedback.question.solved(ThirteenSolution)
        for key in ("banker", *map(str, solution.seats)):
            rows = fouled_rows(place_solution(solution, key))
            if rows:
                table.outline_rows(self.place_number(key), rows)

    def key_hints(self) -> list[KeyHint]:
        choice = next(iter(self.outcomes.values()), None)
        letters = choice.letters() if choice is not None else {}
        hints = [self.tab_hint(self.tr("outcome, net, next seat"))]
        if len(letters) == len(OUTCOMES):
            hints.append(KeyHint(" ".join(letters[c].upper() for c in OUTCOMES), self.tr("win, lose, push"),
                                 Does.ANSWER, tuple((letters[c].upper(),) for c in OUTCOMES)))
        hints += [KeyHint(self.tr("← →"), self.tr("win, lose, push in turn"), Does.ANSWER, (("Right",), ("Left",))),
                  KeyHint(self.tr("Digits, -"), self.tr("the net amount (- for a loss)"), Does.ANSWER,
                          (("5",), ("-", "5"))),
                  self.go_hint(self.outcomes, self.tr("go to that seat"))]
        return hints


class DicePanel(ChoicePanel):
    """Which place gets the first card (RULINGS R5-1)."""

    task_id = "dice"
    answer_key = "first_card"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.add_place_keys(self.choose)

    def title(self) -> str:
        return self.tr("The dice")

    def make(self) -> None:
        grid = QWidget()
        layout = QGridLayout(grid)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        for i, place in enumerate(PLACES):
            button = self.add_option(place, PLACE_KEY_TEXT[place])
            button.setMinimumHeight(64)
            layout.addWidget(button, i, 0)
        self.body_layout.addWidget(grid)

    def fill(self, question: Question) -> None:
        super().fill(question)
        if self.table is not None:
            self.table.clear_badges()

    def _retranslate(self) -> None:
        for place, button in self.buttons.items():
            button.set_text(self.place_text(place))

    def chosen(self, place: str | None) -> None:
        if self.table is not None:
            self.table.set_badges({} if place is None else {self.place_number(place): "1"})

    def on_seat(self, place: int) -> None:
        self.choose("banker" if place == 0 else str(place))

    def value_of(self, key: str) -> str:
        return "banker" if key == "banker" else f"seat {key}"

    def key_of(self, value: Any) -> str:
        return first_card_key(str(value))

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        want = first_card_key(str(feedback.correct_answer["first_card"]))
        got = feedback.given.get("first_card")
        got_key = first_card_key(str(got)) if got else None
        self.buttons[want].set_result(True)
        if got_key is not None and got_key != want and got_key in self.buttons:
            self.buttons[got_key].set_result(False)
        table.set_badges({self.place_number(want): "1"})
        table.highlight_seat(self.place_number(want))

    def key_hints(self) -> list[KeyHint]:
        return [KeyHint(seat_keys_text(self.buttons), self.tr("banker, seat 1, 2, 3"), Does.ANSWER,
                        tuple((PLACE_KEY_TEXT[p],) for p in self.buttons)),
                self.click_hint(self.tr("Click a place"), self.tr("on the panel or the table"))]
