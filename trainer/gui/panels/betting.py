"""Panels of the betting drills (issue 18, RULINGS R8): whose turn, the call and the
raises, whether an action announced is legal, the pot after a round.

Who acts: click the seat on the table, or type its number (as the stud first-to-act
panel).  Call / smallest / largest raise: three amount fields, Tab between them; X (or
the "No raise" button) says the seat may not bet or raise, which answers no amount for
both raises.  Legal or not: the verdicts as choices, keys 1-5 (as a procedure
question).  Count the pot: one amount per pot, main pot first; Ctrl++ adds a side pot,
Ctrl+- takes the last one away.  After grading each field is framed right or wrong with
the right amount beside it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QWidget

from trainer.engine.betting_scenario import BettingSolution
from trainer.gui.table import TableView
from trainer.gui.table.betting import pot_name
from trainer.gui.table.notes import LogEntry
from trainer.i18n import QT_TRANSLATE_NOOP
from trainer.scenarios.words import PerRules
from trainer.tasks import Question
from trainer.tasks.betting import announced, proposed
from trainer.training.drill import Feedback

from .common import (
    ChipSpin,
    Does,
    KeyHint,
    Mark,
    PanelBase,
    Pool,
    amount_text,
    chip_spin,
    chip_unit,
    label,
    set_mark,
)
from .pots import pot_controls
from .procedure import ProcedurePanel
from .seats import SeatPickPanel

RAISES = ("min_raise_to", "max_raise_to")
FIELDS = ("to_call", *RAISES)
MAX_POTS = 10
KEPT_POTS = 4  # pot rows made ahead (more are made when needed)

# The fields' names and the panel's hints in the words of the table's regulation (issue 32 T3):
# «acompanhar», «repique» (rule 39); «aceitar a aposta», «elevar» (stud art. 10); «igualar»,
# «subida da aposta» (Despacho 97/2010 art. 11-12).
SIZES = "BetSizesPanel"
SIZES_TITLE = PerRules(non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "Call, minimum, Pot!", "non-banked"),
                       stud=QT_TRANSLATE_NOOP("BetSizesPanel", "Call, minimum, Pot!", "stud"),
                       macau=QT_TRANSLATE_NOOP("BetSizesPanel", "Call, minimum, Pot!", "2010"), context=SIZES)
TO_CALL = PerRules(non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "To call", "non-banked"),
                   stud=QT_TRANSLATE_NOOP("BetSizesPanel", "To call", "stud"),
                   macau=QT_TRANSLATE_NOOP("BetSizesPanel", "To call", "2010"), context=SIZES)
SMALLEST = PerRules(non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "Smallest raise to", "non-banked"),
                    stud=QT_TRANSLATE_NOOP("BetSizesPanel", "Smallest raise to", "stud"),
                    macau=QT_TRANSLATE_NOOP("BetSizesPanel", "Smallest raise to", "2010"), context=SIZES)
LARGEST = PerRules(non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "Largest raise to", "non-banked"),
                   stud=QT_TRANSLATE_NOOP("BetSizesPanel", "Largest raise to", "stud"),
                   macau=QT_TRANSLATE_NOOP("BetSizesPanel", "Largest raise to", "2010"), context=SIZES)
NO_RAISE_BUTTON = PerRules(non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "No raise  (X)", "non-banked"),
                           stud=QT_TRANSLATE_NOOP("BetSizesPanel", "No raise  (X)", "stud"),
                           macau=QT_TRANSLATE_NOOP("BetSizesPanel", "No raise  (X)", "2010"), context=SIZES)
NO_RAISE = PerRules(non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "no raise", "non-banked"),
                    stud=QT_TRANSLATE_NOOP("BetSizesPanel", "no raise", "stud"),
                    macau=QT_TRANSLATE_NOOP("BetSizesPanel", "no raise", "2010"), context=SIZES)
MAY_NOT_RAISE = PerRules(
    non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "The seat may not bet or raise.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("BetSizesPanel", "The seat may not bet or raise.", "stud"),
    macau=QT_TRANSLATE_NOOP("BetSizesPanel", "The seat may not bet or raise.", "2010"), context=SIZES)
MAY_RAISE = PerRules(non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "The seat may raise.", "non-banked"),
                     stud=QT_TRANSLATE_NOOP("BetSizesPanel", "The seat may raise.", "stud"),
                     macau=QT_TRANSLATE_NOOP("BetSizesPanel", "The seat may raise.", "2010"), context=SIZES)
SIZES_HINT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "Amounts are the seat's total for the round. Tab: next field. If "
                                                  "the seat may not bet or raise, leave both raises empty or press X.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("BetSizesPanel", "Amounts are the seat's total for the round. Tab: next field. If the "
                                            "seat may not bet or raise, leave both raises empty or press X.", "stud"),
    macau=QT_TRANSLATE_NOOP("BetSizesPanel", "Amounts are the seat's total for the round. Tab: next field. If the "
                                             "seat may not bet or raise, leave both raises empty or press X.", "2010"),
    context=SIZES)
FOLLOW_HINT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("FollowActionPanel", "The seat's number (or click it), then its amounts, each the "
                                                      "seat's total for the round. Tab: next field. If the seat may "
                                                      "not bet or raise, leave both raises empty or press X.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("FollowActionPanel", "The seat's number (or click it), then its amounts, each the seat's "
                                                "total for the round. Tab: next field. If the seat may not bet or "
                                                "raise, leave both raises empty or press X.", "stud"),
    macau=QT_TRANSLATE_NOOP("FollowActionPanel", "The seat's number (or click it), then its amounts, each the "
                                                 "seat's total for the round. Tab: next field. If the seat may not "
                                                 "bet or raise, leave both raises empty or press X.", "2010"),
    context="FollowActionPanel")
NO_RAISE_KEY = PerRules(
    non_banked=QT_TRANSLATE_NOOP("BetSizesPanel", "no raise: the seat may not bet or raise", "non-banked"),
    stud=QT_TRANSLATE_NOOP("BetSizesPanel", "no raise: the seat may not bet or raise", "stud"),
    macau=QT_TRANSLATE_NOOP("BetSizesPanel", "no raise: the seat may not bet or raise", "2010"), context=SIZES)


class WhoActsPanel(SeatPickPanel):
    """Whose turn it is in the round in play (RULINGS R8-2, R8-3)."""

    task_id = "who-acts"
    answer_key = "seat"
    single = True
    badge_text = "?"  # a pick, not a verdict

    def title(self) -> str:
        return self.tr("Who acts?")

    def hint(self) -> str:
        return self.tr("Click the seat whose turn it is, or type its number.")

    def answer(self) -> dict[str, Any]:
        return {"seat": self.picks[0]} if self.picks else {}

    def is_complete(self) -> bool:
        return bool(self.picks)

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        given = feedback.given.get("seat")
        right = int(feedback.correct_answer["seat"])
        self._fill([("?", int(given) if given is not None else None,
                     (given == right, "" if given == right else self.place_text(right)))])
        table.set_badges({right: "▶"})
        table.highlight_seat(right)

    def key_hints(self) -> list[KeyHint]:
        return [self.pick_hint(self.tr("pick the seat")), self.undo_hint(self.tr("take it back")),
                self.click_hint(self.tr("Click a seat"), self.tr("pick it"))]


@dataclass
class AmountRow:
    """One amount of an answer: its frame, name, field and the mark after grading."""

    frame: QFrame
    name: QLabel
    spin: ChipSpin
    mark: Mark
    entered: bool = False
    key: str = ""  # the answer's key of the row (a kept row serves many: a seat, then another)

    def set_used(self, used: bool) -> None:
        self.frame.setVisible(used)
        if not used:
            self.mark.hide()


class AmountsPanel(PanelBase):
    """Shared by the betting panels: rows of one amount each, typed; a row counts once
    something is typed in it (0 too), so a fresh panel answers nothing."""

    _unit = 1  # the table's chip unit, set by build()

    def _amount_row(self) -> AmountRow:
        frame = QFrame()
        frame.setProperty("role", "row")
        row = QHBoxLayout(frame)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(10)
        name = label("", "place")
        spin = chip_spin(0, self._unit)
        spin.setMinimumWidth(140)
        mark = Mark(wrap=True)
        row.addWidget(name, 1)
        row.addWidget(spin)
        out = AmountRow(frame, name, spin, mark)

        def typed() -> None:
            if not out.entered:
                out.entered = True
            self.changed()

        spin.valueChanged.connect(typed)
        edit = spin.findChild(QLineEdit)
        if edit is not None:
            edit.textEdited.connect(typed)  # typing 0 counts too
        return out

    @staticmethod
    def seat_field(spin: QSpinBox, top: int) -> None:
        """Make an amount field a seat number's, from 1 to ``top``: 0 is no seat (the field says
        nothing), no group separator, a step of one seat."""
        spin.setRange(0, top)
        spin.setSingleStep(1)
        spin.setSpecialValueText(" ")
        spin.setGroupSeparatorShown(False)

    @staticmethod
    def _set(row: AmountRow, value: int | None) -> None:
        row.spin.blockSignals(True)
        row.spin.setValue(int(value or 0))
        row.spin.blockSignals(False)
        row.entered = value is not None

    def clear_row(self, row: AmountRow) -> None:
        """Nothing entered, no mark: the row as made."""
        self._set(row, None)
        set_mark(row.spin, None)
        set_mark(row.frame, None)
        row.mark.clear_result()

    def _mark(self, row: AmountRow, ok: bool, expected: str) -> None:
        set_mark(row.spin, ok)
        set_mark(row.frame, ok)
        row.mark.set_result(ok, "" if ok else expected)


class BetSizesPanel(AmountsPanel):
    """The call, the smallest raise-to and the largest raise-to of the seat to act
    (RULINGS R8-4 … R8-7); "No raise" when it may only call, check or fold."""

    task_id = "bet-sizes"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: dict[str, AmountRow] = {}
        self.no_raise = False
        self.add_key(Qt.Key.Key_X, self.toggle_no_raise)

    def title(self) -> str:
        return SIZES_TITLE(self.game())

    def make(self) -> None:
        for key in FIELDS:
            row = self._amount_row()
            row.spin.key_filter = self._field_key  # X in a field: "No raise"
            self.body_layout.addWidget(row.frame)
            self.body_layout.addWidget(row.mark)
            self.rows[key] = row
        for a, b in pairwise(r.spin for r in self.rows.values()):
            QWidget.setTabOrder(a, b)
        self._no_raise_button = QPushButton()
        self._no_raise_button.setCheckable(True)
        self._no_raise_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._no_raise_button.clicked.connect(self._button_clicked)
        self.body_layout.addWidget(self._no_raise_button)
        self._no_raise_mark = Mark(wrap=True)
        self.body_layout.addWidget(self._no_raise_mark)
        self._hint = label("", "hint")
        self._hint.setWordWrap(True)
        self.body_layout.addWidget(self._hint)

    def fill(self, question: Question) -> None:
        """The same three fields for every question: emptied, unmarked, the chip unit set."""
        self._unit = chip_unit(question)
        for row in self.rows.values():
            self.clear_row(row)
            row.spin.setSingleStep(self._unit)
        self.no_raise = False
        self._no_raise_button.show()
        self._no_raise_mark.clear_result()
        self._show_no_raise()

    def game(self) -> str:
        """The question's game (its regulation's words on the panel); hold'em's before any question."""
        return self.question.game if self.question is not None else "holdem"

    def _retranslate(self) -> None:
        game = self.game()
        names = {"to_call": TO_CALL(game), "min_raise_to": SMALLEST(game), "max_raise_to": LARGEST(game)}
        for key, row in self.rows.items():
            row.name.setText(names[key])
        self._no_raise_button.setText(NO_RAISE_BUTTON(game))
        self._hint.setText(SIZES_HINT(game))

    def first_input(self) -> QWidget | None:
        return self.rows["to_call"].spin if self.rows else None

    def _field_key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_X and not self._locked and self.question is not None:
            self.toggle_no_raise()
            return True
        return False

    # -- answering -----------------------------------------------------------------
    def _button_clicked(self) -> None:
        self.toggle_no_raise()

    def toggle_no_raise(self) -> None:
        """The seat may not bet or raise (or, again, it may)."""
        if self._locked or not self.rows:
            return
        self.no_raise = not self.no_raise
        in_raise = any(self.rows[k].spin.hasFocus() for k in RAISES)
        self._show_no_raise()
        if self.no_raise and in_raise:  # the field typed in is closed: back to the call
            self.focus_input(self.rows["to_call"].spin)
        self.changed()

    def _show_no_raise(self) -> None:
        self._no_raise_button.setChecked(self.no_raise)
        for key in RAISES:
            self.rows[key].spin.setEnabled(not self.no_raise)
            self.rows[key].spin.setSpecialValueText("—" if self.no_raise else "")  # no amount, not 0

    def answer(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        call = self.rows.get("to_call")
        if call is not None and call.entered:
            out["to_call"] = call.spin.value()
        raises = [k for k in RAISES if k in self.rows and self.rows[k].entered]
        if self.no_raise or ("to_call" in out and not raises):  # the prompt: "leave the raise empty"
            out.update(dict.fromkeys(RAISES))
        else:
            out.update({k: self.rows[k].spin.value() for k in RAISES if k in self.rows and self.rows[k].entered})
        return out

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """The amounts of ``answer``; None for both raises: "No raise"."""
        if self._locked:
            return
        self.no_raise = all(k in answer and answer[k] is None for k in RAISES)
        for key, row in self.rows.items():
            self._set(row, answer.get(key) if key in answer else None)
        self._show_no_raise()
        self.changed()

    def is_complete(self) -> bool:
        answer = self.answer()
        return "to_call" in answer and all(k in answer for k in RAISES)

    def undo(self) -> None:
        if self.no_raise and not self._locked:
            self.toggle_no_raise()

    # -- feedback ------------------------------------------------------------------
    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        right, given = feedback.correct_answer, feedback.given
        self._no_raise_button.hide()
        for key, row in self.rows.items():
            want = right[key]
            ok = key in given and given[key] == want
            self._mark(row, ok, amount_text(want) if want is not None else NO_RAISE(self.game()))
        said_none = all(k in given and given[k] is None for k in RAISES)
        for key in RAISES:  # "no raise" given: the fields say no amount, not 0
            self.rows[key].spin.setSpecialValueText("—" if said_none else "")
        if right["min_raise_to"] is None:
            self._no_raise_mark.set_result(said_none, MAY_NOT_RAISE(self.game()))
        elif said_none:
            self._no_raise_mark.set_result(False, MAY_RAISE(self.game()))
        options = feedback.question.solved(BettingSolution).state.options
        table.highlight_seat(options.seat if options is not None else None)

    def key_hints(self) -> list[KeyHint]:
        return [self.tab_hint(self.tr("next field")),
                KeyHint(self.tr("Digits"), self.tr("type the amount"), Does.ANSWER, (("5",),)),
                KeyHint(self.tr("X"), NO_RAISE_KEY(self.game()), Does.ANSWER, (("X",),))]


class FollowActionPanel(BetSizesPanel):
    """Drill 5, follow the action: at each step the seat to act (typed, or clicked on the
    table) and its call, smallest and largest raise; Tab between the four fields."""

    task_id = "follow-action"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat: AmountRow | None = None

    def title(self) -> str:
        return self.tr("Follow the action")

    def make(self) -> None:
        seat = self._amount_row()
        self.seat_field(seat.spin, 12)  # up to the largest table: sintético 11 (rule 99), Omaha (Macau) 12
        seat.spin.key_filter = self._field_key  # X in the seat field too: "No raise"
        self.body_layout.addWidget(seat.frame)
        self.body_layout.addWidget(seat.mark)
        self.seat = seat
        super().make()
        QWidget.setTabOrder(seat.spin, self.rows["to_call"].spin)

    def _retranslate(self) -> None:
        super()._retranslate()
        if self.seat is not None:
            self.seat.name.setText(self.tr("Seat to act"))
        self._hint.setText(FOLLOW_HINT(self.game()))

    def first_input(self) -> QWidget | None:
        return self.seat.spin if self.seat is not None else None

    def fill(self, question: Question) -> None:
        super().fill(question)
        if self.seat is not None:
            self.clear_row(self.seat)
            self.seat.spin.setSingleStep(1)  # a seat number, whatever the chip unit

    def on_seat(self, place: int) -> None:
        if self.seat is None or place < 1:
            return
        self._set(self.seat, place)
        self.focus_input(self.rows["to_call"].spin)  # the seat picked: on to its amounts
        self.changed()

    def answer(self) -> dict[str, Any]:
        out = super().answer()
        if self.seat is not None and self.seat.entered and self.seat.spin.value() > 0:
            return {"seat": self.seat.spin.value(), **out}
        return out

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        if self._locked:
            return
        if self.seat is not None:
            self._set(self.seat, answer.get("seat"))
        super().set_answer(answer)

    def is_complete(self) -> bool:
        return "seat" in self.answer() and super().is_complete()

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        super()._feedback(feedback, table)
        right, given = int(feedback.correct_answer["seat"]), feedback.given.get("seat")
        if self.seat is not None:
            self._mark(self.seat, given == right, self.place_text(right))
        table.set_badges({right: "▶"})

    def key_hints(self) -> list[KeyHint]:
        tab, _digits, no_raise = super().key_hints()
        return [KeyHint(self.tr("Digits"), self.tr("the seat, then the amounts"), Does.ANSWER, (("1",),)),
                self.click_hint(self.tr("Click a seat"), self.tr("pick it")), tab, no_raise]


class CountPotPanel(AmountsPanel):
    """The pot after a round: the main pot, then each side pot (RULINGS R1-1, R1-2)."""

    task_id = "count-pot"
    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pots: list[AmountRow] = []
        self._pot_rows: Pool[AmountRow] = self.pool(self._new_pot)
        for key in ("Ctrl++", "Ctrl+="):
            self.add_key(QKeySequence(key), self.add_pot)
        self.add_key(QKeySequence("Ctrl+-"), self.remove_pot)

    def title(self) -> str:
        return self.tr("Count the pot")

    def make(self) -> None:
        self._box_layout = self.row_box()
        self._box_layout.setSpacing(6)
        self._add, self._remove, self._missing = pot_controls(self)
        self._pot_rows.grow(KEPT_POTS)

    def fill(self, question: Question) -> None:
        self._unit = chip_unit(question)
        for row in self._pot_rows.items:
            row.spin.setSingleStep(self._unit)
        self._add.show()
        self._remove.show()
        self._missing.clear_result()
        self._set_pots([None])

    def _new_pot(self, _index: int) -> AmountRow:
        row = self._amount_row()
        self._box_layout.addWidget(row.frame)
        self._box_layout.addWidget(row.mark)
        return row

    def _pot_name(self, i: int) -> str:
        return pot_name(self.question.game if self.question is not None else "holdem", i)

    def _retranslate(self) -> None:
        for i, row in enumerate(self.pots):
            row.name.setText(self._pot_name(i))
        self._add.setText(self.tr("+ Side pot  (Ctrl++)"))
        self._remove.setText(self.tr("− Last pot  (Ctrl+−)"))

    def _set_pots(self, values: list[int | None]) -> None:
        """The rows: one per value (None: nothing typed yet), unmarked (rows kept: shown or put away)."""
        self.pots = self._pot_rows.take(len(values))
        for row, value in zip(self.pots, values, strict=True):
            self.clear_row(row)
            self._set(row, value)
        for a, b in pairwise(r.spin for r in self.pots):
            QWidget.setTabOrder(a, b)
        if self.question is not None:
            self._retranslate()
        self._add.setEnabled(len(self.pots) < MAX_POTS)
        self._remove.setEnabled(len(self.pots) > 1)

    def _values(self) -> list[int | None]:
        return [r.spin.value() if r.entered else None for r in self.pots]

    def first_input(self) -> QWidget | None:
        return self.pots[0].spin if self.pots else None

    def add_pot(self) -> None:
        if self._locked or len(self.pots) >= MAX_POTS:
            return
        self._set_pots([*self._values(), None])
        self.focus_input(self.pots[-1].spin)
        self.changed()

    def remove_pot(self) -> None:
        if self._locked or len(self.pots) <= 1:
            return
        self._set_pots(self._values()[:-1])
        self.focus_input(self.pots[-1].spin)
        self.changed()

    def undo(self) -> None:
        self.remove_pot()

    def answer(self) -> dict[str, Any]:
        values = self._values()
        while values and values[-1] is None:  # rows left empty at the end are no pots
            values.pop()
        return {"pots": [v or 0 for v in values]}

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """One row per pot of ``answer`` (at least one, empty)."""
        if self._locked:
            return
        pots = [int(p) for p in answer.get("pots") or []][:MAX_POTS]
        self._set_pots(list(pots) or [None])
        self.changed()

    def is_complete(self) -> bool:
        return bool(self.answer()["pots"])

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        right = [int(p) for p in feedback.correct_answer["pots"]]
        given = list(feedback.given.get("pots") or [])
        self._add.hide()
        self._remove.hide()
        for i, row in enumerate(self.pots):
            if i >= len(given) and i >= len(right):
                row.frame.hide()  # an empty row beyond every pot
                continue
            want = right[i] if i < len(right) else None
            ok = want is not None and i < len(given) and given[i] == want
            self._mark(row, ok, amount_text(want) if want is not None else self.tr("there is no such pot"))
        missing = [self.tr("{pot} missing: {amount}").format(pot=self._pot_name(i), amount=amount_text(p))
                   for i, p in enumerate(right) if i >= len(self.pots)]
        if missing:
            self._missing.set_result(False, "\n".join(missing))
        table.set_pots([{"amount": p, "label": self._pot_name(i)} for i, p in enumerate(right)])

    def key_hints(self) -> list[KeyHint]:
        return [self.tab_hint(self.tr("next pot")),
                KeyHint(self.tr("Ctrl++"), self.tr("add a side pot"), Does.ANSWER, (("Ctrl++",),)),
                KeyHint(self.tr("Ctrl+−"), self.tr("remove the last pot"), Does.ANSWER, (("Ctrl+-",),),
                    setup=(("Ctrl++",),))]


class LegalActionPanel(ProcedurePanel):
    """An action announced by the seat to act: legal, or what is wrong with it (R8-4 … R8-8).
    The verdicts are the question's choices, picked by number or click."""

    task_id = "legal-action"

    def title(self) -> str:
        return self.tr("Legal or not?")

    def build(self, question: Question) -> None:
        super().build(question)
        self._announce(question)

    def _announce(self, question: Question) -> None:
        """The announced action, last in the table's log of the round, as the player said it."""
        log = self.table.action_log_item() if self.table is not None else None
        if log is None or self.table is None:
            return
        action = proposed(question.params)
        said = self.tr("says “{words}”").format(words=announced(action, question.game))
        self.table.set_action_log([*log.entries, LogEntry(action.seat, said)], getattr(log, "title", None))

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        super()._feedback(feedback, table)
        options = feedback.question.solved(BettingSolution).state.options
        table.highlight_seat(options.seat if options is not None else None)  # the seat that announced it
