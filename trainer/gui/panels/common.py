"""What every answer panel shares: the look, the frame, keys, the verdict and the marks.

A panel is a narrow column beside the table: the task's title, the question, the
inputs (``self.body``), and after grading a verdict.  Colours follow the table's
room (dark slate), with the badge orange for what the trainee picked, green for
right and red for wrong.  Key scheme for seats (one key each, the number row left
to right): ``1``-``9``, ``0`` = seat 10, ``-`` = seat 11, ``=`` (or ``+``) = seat 12.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.gui.table import TableView
from trainer.scenarios.tasks import Grade, Question
from trainer.training.drill import Feedback

from .base import AnswerPanel

RIGHT, WRONG, ACCENT = "#3ccf84", "#ff6b5e", "#e8590c"
MAX_CHIPS = 1_000_000_000

STYLE = f"""
QWidget#answerPanel {{ background: #172127; }}
QWidget#answerBody, QScrollArea#answerScroll, QWidget#answerViewport {{ background: transparent; }}
QLabel {{ color: #e8eef1; font-size: 15px; background: transparent; }}
QLabel[role="title"] {{ color: #8ea4ad; font-size: 12px; font-weight: 700; letter-spacing: 1px; }}
QLabel[role="prompt"] {{ color: #ffffff; font-size: 18px; font-weight: 600; }}
QLabel[role="hint"] {{ color: #8ea4ad; font-size: 13px; }}
QLabel[role="heading"] {{ color: #8ea4ad; font-size: 12px; font-weight: 700; letter-spacing: 1px; }}
QLabel[role="place"] {{ color: #ffffff; font-size: 16px; font-weight: 600; }}
QLabel[role="name"] {{ color: #8ea4ad; font-size: 13px; }}
QLabel[role="key"] {{ color: #c9d6db; background: #0e1519; border: 1px solid #3b4e57;
    border-radius: 5px; font-size: 12px; font-weight: 700; padding: 1px 6px; }}
QLabel[role="mark"] {{ font-size: 15px; font-weight: 700; }}
QLabel[role="mark"][mark="right"] {{ color: {RIGHT}; }}
QLabel[role="mark"][mark="wrong"] {{ color: {WRONG}; }}
QLabel[role="verdict"] {{ font-size: 20px; font-weight: 800; border-radius: 10px; padding: 10px 14px; }}
QLabel[role="verdict"][mark="right"] {{ background: #1f5b3d; color: #d9ffe9; border: 2px solid {RIGHT}; }}
QLabel[role="verdict"][mark="wrong"] {{ background: #64241f; color: #ffe3df; border: 2px solid {WRONG}; }}
QLabel[role="disc"] {{ background: {ACCENT}; color: white; border: 2px solid white; border-radius: 15px;
    font-size: 15px; font-weight: 800; }}
QPushButton {{ background: #24333b; color: #e8eef1; border: 1px solid #3b4e57; border-radius: 8px;
    padding: 6px 12px; font-size: 15px; min-height: 30px; }}
QPushButton:hover {{ background: #2d3f48; }}
QPushButton:focus {{ border: 2px solid #ffd34d; }}
QPushButton:checked {{ background: {ACCENT}; border: 2px solid #ff9a5c; color: white; font-weight: 700; }}
QPushButton:disabled {{ color: #9fb1b8; }}
QPushButton:checked:disabled {{ background: #a9501c; color: #ffffff; border: 2px solid #a9501c; }}
QPushButton[flat="true"] {{ background: transparent; border: 1px solid #3b4e57; color: #c9d6db;
    font-size: 13px; min-height: 24px; padding: 3px 10px; }}
QSpinBox, QLineEdit, QComboBox {{ background: #0e1519; color: #ffffff; border: 1px solid #3b4e57;
    border-radius: 6px; padding: 4px 8px; font-size: 17px; min-height: 30px;
    selection-background-color: {ACCENT}; }}
QSpinBox:focus, QLineEdit:focus, QComboBox:focus {{ border: 2px solid #ffd34d; }}
QSpinBox:disabled, QLineEdit:disabled, QComboBox:disabled {{ color: #d3dde1; background: #131c21; }}
QSpinBox[mark="right"], QLineEdit[mark="right"], QComboBox[mark="right"] {{ border: 2px solid {RIGHT}; }}
QSpinBox[mark="wrong"], QLineEdit[mark="wrong"], QComboBox[mark="wrong"] {{ border: 2px solid {WRONG}; }}
QSpinBox::up-button, QSpinBox::down-button {{ width: 0px; border: none; }}
QComboBox::drop-down {{ border: none; width: 22px; }}
QComboBox QAbstractItemView {{ background: #1d2a31; color: #e8eef1; font-size: 16px;
    selection-background-color: {ACCENT}; selection-color: white; outline: none; }}
QFrame[role="option"] {{ background: #24333b; border: 1px solid #3b4e57; border-radius: 10px; }}
QFrame[role="option"]:hover {{ background: #2d3f48; }}
QFrame[role="option"][checked="true"] {{ background: {ACCENT}; border: 2px solid #ff9a5c; }}
QFrame[role="option"][mark="right"] {{ border: 3px solid {RIGHT}; }}
QFrame[role="option"][mark="wrong"] {{ border: 3px solid {WRONG}; }}
QFrame[role="option"] QLabel[role="text"] {{ color: #ffffff; font-size: 16px; font-weight: 600; }}
QFrame[role="seg"] {{ border: 2px solid transparent; border-radius: 9px; }}
QFrame[role="seg"]:focus {{ border: 2px solid #ffd34d; }}
QFrame[role="seg"][mark="right"] {{ border: 2px solid {RIGHT}; }}
QFrame[role="seg"][mark="wrong"] {{ border: 2px solid {WRONG}; }}
QFrame[role="seg"] QPushButton {{ padding: 4px 8px; border-radius: 6px; }}
QFrame[role="row"] {{ background: #1e2b32; border-radius: 8px; border: 1px solid transparent; }}
QFrame[role="row"][active="true"] {{ border: 1px solid #ffd34d; }}
QFrame[role="row"][mark="right"] {{ border: 2px solid {RIGHT}; }}
QFrame[role="row"][mark="wrong"] {{ border: 2px solid {WRONG}; }}
"""

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


def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property changed."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()


def set_prop(widget: QWidget, name: str, value: Any) -> None:
    if widget.property(name) != value:
        widget.setProperty(name, value)
        repolish(widget)


def set_mark(widget: QWidget, ok: bool | None) -> None:
    """Green (right), red (wrong) or no frame (None)."""
    set_prop(widget, "mark", "" if ok is None else ("right" if ok else "wrong"))


def label(text: str = "", role: str = "", parent: QWidget | None = None) -> QLabel:
    out = QLabel(text, parent)
    if role:
        out.setProperty("role", role)
    return out


def key_cap(text: str) -> QLabel:
    """A small key drawn as a key cap, beside what it does."""
    cap = label(text, "key")
    cap.setAlignment(Qt.AlignmentFlag.AlignCenter)
    cap.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return cap


def chip_spin(minimum: int = 0, step: int = 1) -> QSpinBox:
    """A chip amount: typed digits (group separators shown), no arrows to aim at."""
    spin = QSpinBox()
    spin.setRange(minimum, MAX_CHIPS)
    spin.setSingleStep(max(1, step))
    spin.setGroupSeparatorShown(True)
    # No arrows to aim at: hidden by the style sheet (STYLE), not by NoButtons, which with
    # any style sheet leaves the text field 1 px wide in Qt 6.11.
    spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.UpDownArrows)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)
    spin.setMinimumWidth(104)
    spin.setAccelerated(True)
    return spin


def amount_text(amount: int) -> str:
    """An amount as the table writes it (sign shown for nets)."""
    from PySide6.QtCore import QLocale

    text = QLocale().toString(abs(int(amount)))
    return f"−{text}" if amount < 0 else text


def chip_unit(question: Question) -> int:
    params = question.scenario.get("params") or {}
    unit = params.get("chip_unit", 1) if isinstance(params, Mapping) else 1
    return unit if isinstance(unit, int) and unit > 0 else 1


def scenario_seats(question: Question) -> dict[int, Mapping[str, Any]]:
    """The scenario's seats by number, in table order."""
    seats = question.scenario.get("seats") or []
    return {int(s["seat"]): s for s in sorted(seats, key=lambda s: int(s["seat"]))}


def live_seats(question: Question) -> list[int]:
    """Seats not folded (they show down, they can be paid)."""
    return [n for n, s in scenario_seats(question).items() if not s.get("folded")]


def seat_name(question: Question, seat: int | str) -> str:
    if str(seat).isdigit():
        s = scenario_seats(question).get(int(seat), {})
        return str(s.get("name") or "")
    return ""


class Mark(QLabel):
    """Beside an input after grading: a green tick, or a red cross and what was expected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "mark")
        self.setWordWrap(True)
        self.hide()

    def set_result(self, ok: bool, expected: str = "") -> None:
        self.setText("✓" if ok else (f"✗  {expected}" if expected else "✗"))
        set_mark(self, ok)
        self.show()

    def clear_result(self) -> None:
        self.clear()
        set_mark(self, None)
        self.hide()


class OptionButton(QFrame):
    """A large clickable choice: a key cap and a text that wraps; checked shows orange."""

    clicked = Signal()
    doubleClicked = Signal()

    def __init__(self, key: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setProperty("role", "option")
        self.setProperty("checked", False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumHeight(52)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.setSpacing(12)
        self.key = key_cap(key)
        self.key.setVisible(bool(key))
        self.text = label("", "text")
        self.text.setWordWrap(True)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.mark = Mark()
        row.addWidget(self.key, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.text, 1)
        row.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignVCenter)

    def set_text(self, text: str) -> None:
        self.text.setText(text)

    def is_checked(self) -> bool:
        return bool(self.property("checked"))

    def set_checked(self, on: bool) -> None:
        set_prop(self, "checked", bool(on))

    def set_result(self, ok: bool | None, note: str = "") -> None:
        set_mark(self, ok)
        if ok is None:
            self.mark.clear_result()
        elif note or ok:
            self.mark.set_result(ok, note)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.doubleClicked.emit()
        super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Space:
            self.clicked.emit()
            return
        super().keyPressEvent(event)


class PanelBase(AnswerPanel):
    """The frame of a panel: title, question, inputs in ``self.body``, verdict.

    Subclasses implement ``build(question)`` (fill ``self.body_layout``),
    ``answer()``, ``_retranslate()`` and ``_feedback(feedback, table)``; they
    declare keys with ``add_key`` (window-wide while the panel is shown and not
    locked) and hear table clicks in ``on_seat(place)``.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.setMinimumWidth(340)
        self.question: Question | None = None
        self.table: TableView | None = None
        self._locked = False
        self._shortcuts: list[QShortcut] = []
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
        self._listen(table)
        self._locked = False
        self.body.setEnabled(True)
        for sc in self._shortcuts:
            sc.setEnabled(True)
        self._verdict.hide()
        self._clear_body()
        self.build(question)
        self.body_layout.addStretch(1)
        self.retranslate_ui()
        first = self.first_input()
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)
        self.answerChanged.emit()

    def set_locked(self, locked: bool) -> None:
        self._locked = locked
        self.body.setEnabled(not locked)
        for sc in self._shortcuts:
            sc.setEnabled(not locked)

    def is_locked(self) -> bool:
        return self._locked

    def show_feedback(self, feedback: Feedback, table: TableView) -> None:
        self._show_verdict(feedback.grade)
        self._feedback(feedback, table)

    def retranslate_ui(self) -> None:
        self._title.setText(self.title().upper())
        self._prompt.setText(self.question.prompt if self.question else "")
        if self.question is not None:
            self._retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- for subclasses ------------------------------------------------------------
    def title(self) -> str:
        return ""

    def build(self, question: Question) -> None:
        raise NotImplementedError

    def first_input(self) -> QWidget | None:
        """The widget that takes the keyboard when a question is loaded."""
        return None

    def on_seat(self, place: int) -> None:
        """A place of the table was clicked (0: the banker or the Q Poker croupier)."""

    def _retranslate(self) -> None:
        """Set the texts of the question's widgets (called after build and on language change)."""

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        raise NotImplementedError

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
        for seat, keys in SEAT_KEYS.items():
            for key in keys:
                self.add_key(key, lambda s=seat: slot(s))

    def add_place_keys(self, slot: Callable[[str], None]) -> None:
        for place, key in PLACE_KEYS.items():
            self.add_key(key, lambda p=place: slot(p))

    def place_text(self, key: str | int) -> str:
        """``banker`` / ``dealer`` / a seat number, as the panel writes it."""
        key = str(key)
        if key == "banker":
            return self.tr("Banker")
        if key == "dealer":
            return self.tr("Croupier")
        return self.tr("Seat %1").replace("%1", key)

    def seat_row(self, key: str | int, keycap: str = "") -> tuple[QFrame, QHBoxLayout, QLabel]:
        """A row for one place: its key cap, its name; the caller adds the inputs."""
        frame = QFrame()
        frame.setProperty("role", "row")
        row = QHBoxLayout(frame)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(10)
        if keycap:
            row.addWidget(key_cap(keycap))
        names = QVBoxLayout()
        names.setSpacing(0)
        place = label("", "place")
        names.addWidget(place)
        name = seat_name(self.question, key) if self.question else ""
        if name:
            sub = label(name, "name")
            names.addWidget(sub)
        row.addLayout(names, 1)
        return frame, row, place

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
        hands = self.question.solution.get("hands", {})
        table.clear_raised()
        board = set(str(c) for c in self.question.scenario.get("board") or [])
        on_board: list[str] = []
        for seat in seats:
            best = [str(c) for c in hands.get(str(seat), {}).get("best", [])]
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
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
            elif item.layout() is not None:
                _delete_layout(item.layout())

    def _show_verdict(self, grade: Grade) -> None:
        if grade.correct:
            text = self.tr("✓  Right")
        elif grade.parts and grade.score > 0:
            right = sum(p.correct for p in grade.parts)
            text = self.tr("✗  Wrong: %1 of %2 right").replace("%1", str(right)).replace(
                "%2", str(len(grade.parts)))
        else:
            text = self.tr("✗  Wrong")
        self._verdict.setText(text)
        set_mark(self._verdict, grade.correct)
        self._verdict.show()


def _delete_layout(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif item.layout() is not None:
            _delete_layout(item.layout())
