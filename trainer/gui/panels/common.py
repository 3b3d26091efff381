"""What every answer panel shares: the frame, the keys, the verdict, the table marks.

A panel is a narrow column beside the table: the task's title, the question, the
inputs (``self.body``), and after grading a verdict.  Key scheme for seats (one key
each, the number row left to right): ``1``-``9``, ``0`` = seat 10, ``-`` = seat 11,
``=`` (or ``+``) = seat 12; the banker of 13 cards is ``B``.  A seat's key alone picks
it (a panel of seats to pick, which has no field to type in); Alt and the seat's key go
to its row (a panel of fields, from any of them: the key is never typed into the field
that has the keyboard).  The look and the small widgets are in ``widgets.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.poker import PokerSolution
from trainer.engine.qpoker import QPokerSolution
from trainer.engine.thirteen_solve import ThirteenSolution
from trainer.gui.table import TableView
from trainer.tasks import Question, verdict
from trainer.training.drill import Feedback

from .base import AnswerPanel, Does, KeyHint
from .widgets import (
    ACCENT,
    MAX_CHIPS,
    RIGHT,
    WRONG,
    ChipSpin,
    Mark,
    OptionButton,
    Picker,
    amount_text,
    chip_spin,
    key_cap,
    label,
    repolish,
    set_mark,
    set_prop,
    show_now,
)

# The number row, left to right, is seats 1 to 12.
SEAT_KEYS: dict[int, tuple[Qt.Key, ...]] = {
    **{n: (Qt.Key(Qt.Key.Key_0.value + n),) for n in range(1, 10)},
    10: (Qt.Key.Key_0,),
    11: (Qt.Key.Key_Minus,),
    12: (Qt.Key.Key_Equal, Qt.Key.Key_Plus),
}
SEAT_KEY_TEXT = {**{n: str(n) for n in range(1, 10)}, 10: "0", 11: "-", 12: "="}
# 13 cards: the banker and seats 1-3 (RULINGS R5-1); table place 0 is the banker.
PLACE_KEYS: dict[str, Qt.Key] = {"banker": Qt.Key.Key_B, "1": Qt.Key.Key_1, "2": Qt.Key.Key_2,
                                 "3": Qt.Key.Key_3}
PLACE_KEY_TEXT = {"banker": "B", "1": "1", "2": "2", "3": "3"}
GO_MODIFIER = "Alt+"  # with a seat's or place's key: go to its row (never typed into a field)


def seat_key(seat: int | str) -> str:
    """The key of a seat (``1``-``9``, ``0``, ``-``, ``=``) or a 13-card place (``B``)."""
    return PLACE_KEY_TEXT["banker"] if str(seat) == "banker" else SEAT_KEY_TEXT[int(seat)]


def keyed(seats: Iterable[int | str]) -> list[int | str]:
    """The seats that have a key (Q Poker's spots 13-16 have none: they are clicked)."""
    return [s for s in seats if str(s) == "banker" or int(s) in SEAT_KEY_TEXT]


def seat_keys_text(seats: Iterable[int | str], go: bool = False) -> str:
    """The keys of these seats as a hint names them: ``1-9``, ``1-9 0``, ``1 3-7``, ``B 1 2 3``;
    keys that go to a row with Alt before each (``Alt+2 Alt+5``), or before the whole list
    when it is long (``Alt + 1 3-7``)."""
    keys = [seat_key(s) for s in keyed(seats)]
    groups: list[list[str]] = []
    for key in keys:
        last = groups[-1][-1] if groups else ""
        if key.isdigit() and key != "0" and last.isdigit() and last != "0" and int(key) == int(last) + 1:
            groups[-1].append(key)
        else:
            groups.append([key])
    words = [f"{g[0]}-{g[-1]}" if len(g) > 3 else " ".join(g) for g in groups]
    if not go:
        return " ".join(words)
    if len(keys) <= 3:
        return " ".join(GO_MODIFIER + k for k in keys)
    return GO_MODIFIER.rstrip("+") + " + " + " ".join(words)


def chip_unit(question: Question) -> int:
    """The table's chip unit (RULINGS R0-3), as the engine read it."""
    solution = question.solution
    if isinstance(solution, PokerSolution):
        return solution.hand.params.chip_unit
    if isinstance(solution, QPokerSolution):
        return solution.round.chip_unit
    if isinstance(solution, ThirteenSolution):
        return solution.chip_unit
    if isinstance(solution, BettingSolution):
        return solution.params.chip_unit
    return 1


def scenario_seats(question: Question) -> dict[int, Mapping[str, Any]]:
    """The scenario's seats by number, in table order."""
    seats = question.scenario.get("seats") or []
    return {int(s["seat"]): s for s in sorted(seats, key=lambda s: int(s["seat"]))}


def live_seats(question: Question) -> list[int]:
    """Seats not folded (they show down, they can be paid), as the engine read them."""
    return sorted(s.seat for s in question.solved(PokerSolution).hand.active)


def seat_name(question: Question, seat: int | str, limit: int = 18) -> str:
    """The player's name at a seat, if the scenario gives one (cut to ``limit`` characters)."""
    if str(seat).isdigit():
        name = str(scenario_seats(question).get(int(seat), {}).get("name") or "")
        return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"
    return ""


class Pooled(Protocol):
    def set_used(self, used: bool) -> None:
        """Shown for the question (True), or put away hidden (False)."""


R = TypeVar("R", bound=Pooled)


class Pool(Generic[R]):
    """Rows made once and kept across questions (a seat's row, a pot's row...): ``take(n)``
    gives the first ``n`` shown, making only those never made before, and hides the others.
    A new widget costs its construction, its style sheet and its first layout; a row kept
    costs its values reset (the panel's ``fill``)."""

    def __init__(self, make: Callable[[int], R]) -> None:
        self._make = make  # the row at this index: made and put in its layout
        self.items: list[R] = []

    def grow(self, count: int) -> None:
        while len(self.items) < count:
            item = self._make(len(self.items))
            item.set_used(False)
            self.items.append(item)

    def take(self, count: int) -> list[R]:
        self.grow(count)
        for i, item in enumerate(self.items):
            item.set_used(i < count)
        return self.items[:count]


@dataclass(eq=False)
class SeatRow:
    """A row for one place (:meth:`PanelBase.seat_row`): its key cap, its name and the player's
    name under it; the panel adds the inputs to ``layout``."""

    frame: QFrame
    layout: QHBoxLayout
    cap: QLabel
    place: QLabel
    name: QLabel
    key: str = ""

    def set_place(self, key: str | int, keycap: str, player: str) -> None:
        """The row made the row of ``key`` (its key cap, the player's name: none for "")."""
        self.key = str(key)
        self.cap.setText(keycap)
        self.cap.setVisible(bool(keycap))
        self.name.setText(player)
        self.name.setToolTip(player)
        self.name.setVisible(bool(player))

    def set_used(self, used: bool) -> None:
        self.frame.setVisible(used)


class PanelBase(AnswerPanel):
    """The frame of a panel: title, question, inputs in ``self.body``, verdict.

    Subclasses implement ``build(question)`` (fill ``self.body_layout``),
    ``answer()``, ``_retranslate()`` and ``_feedback(feedback, table)``; they
    declare keys with ``add_key`` (window-wide while the panel is shown and not
    locked) and hear table clicks in ``on_seat(place)``.

    A panel that keeps its widgets (``keeps_widgets``) implements ``make()`` instead of
    ``build``: the widgets of every question, made once (at :meth:`prepare`, a hand's start),
    their rows in pools (:class:`Pool`); and ``fill(question)``, which sets them for a question as
    a panel built for it would be: the rows it needs, emptied, unmarked.
    """

    keeps_widgets: ClassVar[bool] = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setMinimumWidth(340)
        self.question: Question | None = None
        self.table: TableView | None = None
        self._locked = False
        self._graded: Feedback | None = None
        self._shortcuts: list[QShortcut] = []
        self._made = False
        self._pools: list[Pool[Any]] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 16, 18, 16)
        outer.setSpacing(10)
        self._title = label("", "title")
        self._prompt = label("", "prompt")
        self._prompt.setWordWrap(True)
        self._verdict = label("", "verdict")
        self._verdict.setWordWrap(True)
        self._verdict.hide()
        self.body = QWidget()
        self.body.setObjectName("answerBody")
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 4, 0, 4)
        self.body_layout.setSpacing(8)
        scroll = QScrollArea()
        scroll.setObjectName("answerScroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.body)
        scroll.viewport().setObjectName("answerViewport")
        self._scroll = scroll
        outer.addWidget(self._title)
        outer.addWidget(self._prompt)
        outer.addWidget(scroll, 1)
        outer.addWidget(self._verdict)

    # -- the contract --------------------------------------------------------------
    def load(self, question: Question, table: TableView) -> None:
        self.question = question
        self._graded = None
        self._listen(table)
        self._locked = False
        self.body.setEnabled(True)
        for sc in self._shortcuts:
            sc.setEnabled(True)
        self._verdict.hide()
        if self.keeps_widgets:
            self.prepare()
            focused = self.focusWidget()
            if focused is not None:  # no field framed as focused while its size is worked out again
                focused.clearFocus()
            self.fill(question)
        elif not self.refill(question):
            self._clear_body()
            self.build(question)
            self.body_layout.addStretch(1)
            show_now(self.body)
        self.retranslate_ui()
        first = self.first_input()
        if first is not None:
            # Its size asked before it is focused (a focused field asks for a thicker frame), as a
            # new panel's fields are when shown: a kept field, restyled, asks again.
            first.sizeHint()
            first.minimumSizeHint()
            self.setFocusProxy(first)  # the drill screen's panel.setFocus() lands on the first field
            first.setFocus(Qt.FocusReason.OtherFocusReason)
            if isinstance(first, QAbstractSpinBox):
                first.selectAll()  # typing replaces the 0
        self.answerChanged.emit()

    def prepare(self) -> None:
        """Make the widgets kept for every question now (``keeps_widgets``; once), so that
        loading a question makes none: called by the panel host at a hand's start."""
        if not self.keeps_widgets or self._made:
            return
        self.make()
        self._made = True  # after make(): a panel whose widgets failed to be made is not prepared
        self.body_layout.addStretch(1)
        for pool in self._pools:  # every row made shown once (the host's first show lays them out)
            pool.take(len(pool.items))
        show_now(self.body)
        self.ensurePolished()  # the style sheet applied now, not at the first question

    def pool(self, make: Callable[[int], R]) -> Pool[R]:
        """A :class:`Pool` of this panel's rows (``make(index)``: a row made and put in its layout)."""
        pool = Pool(make)
        self._pools.append(pool)
        return pool

    def is_prepared(self) -> bool:
        return self._made or not self.keeps_widgets

    def set_locked(self, locked: bool) -> None:
        self._locked = locked
        self.body.setEnabled(not locked)
        for sc in self._shortcuts:
            sc.setEnabled(not locked)

    def release(self) -> None:
        self.set_locked(True)
        self.question = None
        self._graded = None

    def is_locked(self) -> bool:
        return self._locked

    def is_answered(self) -> bool:
        return self._locked and self.question is not None

    def show_feedback(self, feedback: Feedback, table: TableView) -> None:
        self._graded = feedback
        self._show_verdict(feedback)
        self._feedback(feedback, table)

    def retranslate_ui(self) -> None:
        self._title.setText(self.title().upper())
        self._prompt.setText(self.question.shown_prompt if self.question else "")
        if self.question is not None and self.is_prepared():  # not a kept widget it has not made
            self._retranslate()
            if self._graded is not None and self.table is not None:
                self.show_feedback(self._graded, self.table)  # the marks, in the new language

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- for subclasses ------------------------------------------------------------
    def outcome_badges(self) -> dict[str, str]:
        """The letters a settled seat's badge on the table shows: won, lost, push, folded."""
        return {"win": self.tr("W", "badge: the seat wins"), "lose": self.tr("L", "badge: the seat loses"),
                "push": self.tr("P", "badge: push"), "fold": self.tr("F", "badge: folded")}

    def title(self) -> str:
        return ""

    def build(self, question: Question) -> None:
        raise NotImplementedError

    def make(self) -> None:
        """The widgets of every question (``keeps_widgets``), into ``self.body_layout``."""
        raise NotImplementedError

    def fill(self, question: Question) -> None:
        """The kept widgets set for ``question`` (``keeps_widgets``): as ``build`` would make them."""
        raise NotImplementedError

    def refill(self, question: Question) -> bool:
        """Make the widgets already built ready for ``question`` (emptied, unmarked) and say
        True, or False to have them rebuilt: a panel whose widgets do not depend on the
        question saves the rebuilding (follow the action: a step every few seconds)."""
        return False

    def first_input(self) -> QWidget | None:
        """The widget that takes the keyboard when a question is loaded."""
        return None

    def on_seat(self, place: int) -> None:
        """A place of the table was clicked (0: the banker or the Q Poker croupier)."""

    def _retranslate(self) -> None:
        """Set the texts of the question's widgets (called after build and on language change)."""

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        raise NotImplementedError

    def focus_input(self, widget: QWidget) -> None:
        """Give a field the keyboard and scroll it into view (long lists of seats)."""
        widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._scroll.ensureWidgetVisible(widget)

    def changed(self) -> None:
        self.answerChanged.emit()

    def add_key(self, key: Qt.Key | str | QKeySequence, slot: Callable[[], None]) -> QShortcut:
        """A key that works anywhere in the window while this panel is shown and open."""
        seq = key if isinstance(key, QKeySequence) else QKeySequence(key)
        sc = QShortcut(seq, self)
        sc.setContext(Qt.ShortcutContext.WindowShortcut)
        sc.setAutoRepeat(False)
        sc.activated.connect(lambda: None if self._locked or self.question is None else slot())
        self._shortcuts.append(sc)
        return sc

    def add_seat_keys(self, slot: Callable[[int], None]) -> None:
        """A seat's key alone: ``slot(seat)`` (a panel with no field that types digits)."""
        for seat, keys in SEAT_KEYS.items():
            for key in keys:
                self.add_key(key, partial(slot, seat))

    def add_place_keys(self, slot: Callable[[str], None]) -> None:
        """B, 1, 2, 3 alone: ``slot(place)`` (a 13-card panel with no field that types them)."""
        for place, key in PLACE_KEYS.items():
            self.add_key(key, partial(slot, place))

    def add_go_seat_keys(self, slot: Callable[[int], None]) -> None:
        """Alt and a seat's key: ``slot(seat)``, the keyboard to its row, from any field."""
        for seat, keys in SEAT_KEYS.items():
            for key in keys:
                self.add_key(QKeySequence(Qt.KeyboardModifier.AltModifier | key), partial(slot, seat))

    def add_go_place_keys(self, slot: Callable[[str], None]) -> None:
        """Alt+B, Alt+1, Alt+2, Alt+3: ``slot(place)``, the keyboard to its row, from any field."""
        for place, key in PLACE_KEYS.items():
            self.add_key(QKeySequence(Qt.KeyboardModifier.AltModifier | key), partial(slot, place))

    def go_hint(self, places: Iterable[str], does: str) -> KeyHint:
        """The hint of the keys that go to these places' rows (Alt and each one's key)."""
        places = [str(p) for p in keyed(places)]
        return KeyHint(seat_keys_text(places, go=True), does, Does.GO,
                       tuple((GO_MODIFIER + seat_key(p),) for p in places), tuple(places))

    def tab_hint(self, does: str) -> KeyHint:
        return KeyHint(self.tr("Tab"), does, Does.GO, (("Tab",),))

    def click_hint(self, what: str, does: str) -> KeyHint:
        return KeyHint(what, does, Does.MOUSE)

    def place_text(self, key: str | int) -> str:
        """``banker`` / ``dealer`` / a seat number, as the panel writes it."""
        key = str(key)
        if key == "banker":
            return self.tr("Banker")
        if key == "dealer":
            return self.tr("Croupier")
        return self.tr("Seat {seat}").format(seat=key)

    def seat_row(self, key: str | int, keycap: str = "") -> tuple[QFrame, QHBoxLayout, QLabel]:
        """A row for one place: its key cap, its name; the caller adds the inputs."""
        row = self.kept_seat_row()
        row.set_place(key, keycap, seat_name(self.question, key) if self.question else "")
        return row.frame, row.layout, row.place

    def kept_seat_row(self) -> SeatRow:
        """A :meth:`seat_row` to keep (in a :class:`Pool`): its key cap and player's name are set
        by :meth:`SeatRow.set_place` for each question."""
        frame = QFrame()
        frame.setProperty("role", "row")
        row = QHBoxLayout(frame)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(10)
        cap = key_cap("")
        row.addWidget(cap)
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addStretch(1)
        place = label("", "place")
        place.setMinimumWidth(60)
        names.addWidget(place)
        sub = label("", "name")
        sub.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        names.addWidget(sub)
        names.addStretch(1)
        row.addLayout(names, 1)
        return SeatRow(frame, row, cap, place, sub)

    def row_box(self) -> QVBoxLayout:
        """A box in the body, spaced as the body, for rows kept in a :class:`Pool` (a row made
        later, for more seats than ever before, goes in its place, not after the stretch)."""
        box = QWidget()
        rows = QVBoxLayout(box)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(self.body_layout.spacing())
        self.body_layout.addWidget(box)
        return rows

    def heading(self, text: str = "") -> QLabel:
        return label(text, "heading")

    # -- table marks ---------------------------------------------------------------
    @staticmethod
    def place_number(key: str) -> int:
        """Table place of an answer key: ``banker`` / ``dealer`` are place 0."""
        return int(key) if str(key).isdigit() else 0

    def raise_best(self, table: TableView, seats: Iterable[str]) -> None:
        """Raise the best five of these seats, on their hands and on the board."""
        from trainer.gui.table import BOARD

        assert self.question is not None
        values = self.question.solved(PokerSolution).values
        table.clear_raised()
        board = set(str(c) for c in self.question.scenario.get("board") or [])
        on_board: list[str] = []
        for seat in seats:
            best = values[int(seat)].names() if int(seat) in values else []
            table.raise_cards(int(seat), [c for c in best if c not in board])
            on_board += [c for c in best if c in board and c not in on_board]
        if board:
            table.raise_cards(BOARD, on_board)

    # -- inside --------------------------------------------------------------------
    def _listen(self, table: TableView) -> None:
        if table is self.table:
            return
        if self.table is not None:
            self.table.seatClicked.disconnect(self._seat_clicked)
        self.table = table
        table.seatClicked.connect(self._seat_clicked)

    def _seat_clicked(self, place: int) -> None:
        if self._locked or self.question is None or not self.isVisible():
            return
        self.on_seat(place)

    def _clear_body(self) -> None:
        while self.body_layout.count():
            item = self.body_layout.takeAt(0)
            if item is None:
                break
            widget, inner = item.widget(), item.layout()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
            elif inner is not None:
                _delete_layout(inner)

    def _show_verdict(self, feedback: Feedback) -> None:
        """The verdict in the one wording every screen uses (``verdict``), after a ✓ or ✗."""
        kind, text = verdict(feedback.grade, feedback.given)
        self._verdict.setText(("✓  " if kind == "right" else "✗  ") + text)
        set_mark(self._verdict, feedback.grade.correct)
        self._verdict.show()


class OneAmountPanel(PanelBase):
    """A panel asking one amount (the commission, a stack's total): a labelled field typed
    with digits, 0 typed counting as an answer, Backspace clearing it.  Subclasses name the
    answer's key and the field (their own ``self.tr``, so each keeps its context) and grade."""

    answer_key: str

    def field_label(self) -> str:
        raise NotImplementedError

    def build(self, question: Question) -> None:
        self.make()
        self.fill(question)

    def make(self) -> None:
        frame = QFrame()
        frame.setProperty("role", "row")
        row = QHBoxLayout(frame)
        row.setContentsMargins(10, 8, 10, 8)
        self._label = label("", "place")
        self.spin = chip_spin(0)
        self.spin.setMinimumWidth(150)
        self.spin.valueChanged.connect(self.changed)
        row.addWidget(self._label, 1)
        row.addWidget(self.spin)
        self.mark = Mark()
        self.body_layout.addWidget(frame)
        self.body_layout.addWidget(self.mark)
        self._entered = False
        self.spin.valueChanged.connect(self._typed)
        edit = self.spin.findChild(QLineEdit)
        if edit is not None:
            edit.textEdited.connect(self._typed)  # typing 0 counts too

    def fill(self, question: Question) -> None:
        """The field emptied and unmarked, stepping by the table's chip unit."""
        self.spin.blockSignals(True)
        self.spin.setValue(0)
        self.spin.blockSignals(False)
        self.spin.setSingleStep(max(1, chip_unit(question)))
        self._entered = False
        set_mark(self.spin, None)
        self.mark.clear_result()

    def _typed(self) -> None:
        if not self._entered:
            self._entered = True
            self.changed()

    def _retranslate(self) -> None:
        self._label.setText(self.field_label())

    def first_input(self) -> QWidget | None:
        return self.spin

    def answer(self) -> dict[str, Any]:
        return {self.answer_key: self.spin.value()} if self._entered else {}

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """The amount of ``answer`` entered (none: the panel as loaded)."""
        if self._locked:
            return
        self.spin.setValue(int(answer.get(self.answer_key, 0)))
        self._entered = self.answer_key in answer
        self.changed()

    def is_complete(self) -> bool:
        return self._entered

    def undo(self) -> None:
        if not self._locked:
            self.spin.setValue(0)
            self._entered = False


def _delete_layout(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif item.layout() is not None:
            _delete_layout(item.layout())


__all__ = [
    "ACCENT",
    "GO_MODIFIER",
    "MAX_CHIPS",
    "PLACE_KEYS",
    "PLACE_KEY_TEXT",
    "RIGHT",
    "SEAT_KEYS",
    "SEAT_KEY_TEXT",
    "WRONG",
    "ChipSpin",
    "Does",
    "KeyHint",
    "Mark",
    "OneAmountPanel",
    "OptionButton",
    "PanelBase",
    "Picker",
    "Pool",
    "SeatRow",
    "amount_text",
    "chip_spin",
    "chip_unit",
    "key_cap",
    "keyed",
    "label",
    "live_seats",
    "repolish",
    "scenario_seats",
    "seat_key",
    "seat_keys_text",
    "seat_name",
    "set_mark",
    "set_prop",
    "show_now",
]
