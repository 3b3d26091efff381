"""The look of the answer panels and their small widgets: style sheet, marks, choices.

Colours follow the table's room (dark slate), with the badge orange for what the
trainee picked, green for right and red for wrong.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, QLocale, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from trainer.i18n import number

RIGHT, WRONG, ACCENT = "#3ccf84", "#ff6b5e", "#e8590c"
MAX_CHIPS = 1_000_000_000

def repolish(widget: QWidget) -> None:
    """Re-apply the style sheet after a dynamic property changed."""
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.updateGeometry()  # a frame's width changes the size the widget asks: the layout asks again
    widget.update()


def set_prop(widget: QWidget, name: str, value: Any) -> None:
    """A dynamic property the panels' style sheet matches, set (the widget restyled if it changed).

    The panels' rules match set values only (``[mark="right"]``, ``[active="true"]``): from
    unset to "" or false the look is the same, and the costly restyling is skipped."""
    old = widget.property(name)
    if old != value:
        widget.setProperty(name, value)
        if old is not None or value:
            repolish(widget)


def set_mark(widget: QWidget, ok: bool | None) -> None:
    """Green (right), red (wrong) or no frame (None)."""
    set_prop(widget, "mark", "" if ok is None else ("right" if ok else "wrong"))


def show_now(widget: QWidget) -> None:
    """Show the children just added to a shown widget now, not on the next event-loop turn
    (as a layout would), so the keys typed at once reach them."""
    if not widget.isVisible():
        return
    for child in widget.findChildren(QWidget):
        explicit = child.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
        if not (child.isHidden() and explicit) and not child.isWindow():
            child.setVisible(True)


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


class _AmountText(QLineEdit):
    """A chip field's text: a click in a field that shows 0 selects the 0."""

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        # On the release, after the press has put the cursor where the click was.
        spin = self.parentWidget()
        if isinstance(spin, QSpinBox) and spin.value() == 0 and not self.hasSelectedText():
            spin.selectAll()
        super().mouseReleaseEvent(event)


class ChipSpin(QSpinBox):
    """An amount field whose text is selected when the keyboard arrives, so typing replaces it.

    A click in a field that shows 0 selects the 0 too: typing 40 there gives 40, not 400.
    ``focused`` says the keyboard arrived; ``key_filter`` (a panel's) may take a key typed in
    the field before the field does (True: taken).  Both in place of event filters, which
    would see every event of every field (each paint, each move) in Python.
    """

    focused = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        text = _AmountText(self)
        self.setLineEdit(text)
        text.setObjectName("qt_spinbox_lineedit")  # the name Qt gives its own
        self.key_filter: Callable[[QKeyEvent], bool] | None = None

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.focused.emit()
        super().focusInEvent(event)
        if event.reason() != Qt.FocusReason.MouseFocusReason:
            self.selectAll()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_filter is not None and self.key_filter(event):
            event.accept()
            return
        super().keyPressEvent(event)


def chip_spin(minimum: int = 0, step: int = 1) -> ChipSpin:
    """A chip amount: typed digits (group separators shown), no arrows to aim at."""
    spin = ChipSpin()
    spin.setRange(minimum, MAX_CHIPS)
    spin.setSingleStep(max(1, step))
    spin.setLocale(number_locale())  # grouped as the table and the explanations write it
    spin.setGroupSeparatorShown(True)
    # No arrows to aim at: hidden by the style sheet (style.qss), not by NoButtons, which with
    # any style sheet leaves the text field 1 px wide in Qt 6.11.
    spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.UpDownArrows)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)
    spin.setMinimumWidth(104)
    spin.setAccelerated(True)
    return spin


def number_locale() -> QLocale:
    """A Qt locale that groups numbers as :func:`trainer.i18n.number` does (the system's
    locale would give "10800" or "1 010" beside the table's "10,800")."""
    separator = number(1000)[1:-3]
    if separator == ",":
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    if separator == ".":  # Portuguese as the app writes it (issue 19): 1.000 (Portugal's Qt locale says 1 000)
        return QLocale(QLocale.Language.Portuguese, QLocale.Country.Brazil)
    return QLocale(QLocale.Language.Portuguese, QLocale.Country.Portugal)


def amount_text(amount: int) -> str:
    """An amount as the table writes it (a minus sign for a loss): one format everywhere."""
    return number(amount)


def typed_letter(char: str) -> bool:
    """A letter a key types by itself: a Latin one (a, ç, ó), not a character an input method
    composes (兩)."""
    return len(char) == 1 and char.isalpha() and unicodedata.name(char, "").startswith("LATIN")


class Picker(QComboBox):
    """A drop-down list with its chevron drawn (the style sheet hides the native arrow).

    Letters pick a line by name: its first letters (``tw`` two pair), or one letter again
    and again, however fast, to step through the lines that start with it (``f`` four of
    a kind, ``f`` full house, ``f`` flush).  While the list has the keyboard, a letter that
    picks a line is the list's, not a window shortcut's (the drill's H and R).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._typed = ""
        self._last_key = QElapsedTimer()

    @staticmethod
    def _letter(event: QKeyEvent) -> str:
        text = event.text().lower()
        plain = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        return text if plain and len(text) == 1 and text.isalpha() else ""

    def forget_typing(self) -> None:
        """No letters typed yet (a list kept for a new question)."""
        self._typed = ""
        self._last_key.invalidate()

    def _typing(self) -> bool:
        return self._last_key.isValid() and self._last_key.elapsed() <= QApplication.keyboardInputInterval()

    def _lines(self, prefix: str) -> list[int]:
        return [i for i in range(self.count()) if self.itemText(i).lower().startswith(prefix)]

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            letter = self._letter(event)
            if letter and (self._lines(letter) or (self._typing() and self._lines(self._typed + letter))):
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        letter = self._letter(event)
        if not letter:
            super().keyPressEvent(event)
            return
        self._typed = (self._typed if self._typing() else "") + letter
        self._last_key.start()
        again = self._typed == letter * len(self._typed)
        prefix = letter if again else self._typed
        start = self.currentIndex() + (1 if again else 0)  # the same letter again: the next line
        for k in range(self.count()):
            i = (start + k) % self.count()
            if self.itemText(i).lower().startswith(prefix):
                if i != self.currentIndex():
                    self.setCurrentIndex(i)
                    self.activated.emit(i)
                break

    @staticmethod
    def typed_keys(lines: Sequence[str]) -> dict[int, str]:
        """The letters that pick each line, as :meth:`keyPressEvent` reads them: the fewest first
        letters no other line starts with (``tw`` two pair); a line no letters name alone, its
        first letter again, once per line before it that starts with it (``ff`` the second line
        starting with f).  A line whose name does not start with a letter a keyboard types (兩對:
        Chinese comes through the input method, never as a key's letter) has none."""
        low = [line.lower() for line in lines]
        keys: dict[int, str] = {}
        for i, line in enumerate(low):
            if not typed_letter(line[:1]):
                continue
            for n in range(1, len(line) + 1):
                prefix = line[:n]
                if not all(typed_letter(c) for c in prefix):
                    break
                if sum(other.startswith(prefix) for other in low) == 1:
                    keys[i] = prefix
                    break
            if i not in keys:
                keys[i] = line[0] * sum(other.startswith(line[0]) for other in low[:i + 1])
        return keys

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#c9d6db" if self.isEnabled() else "#5d717a"), 2))
        x, y = self.width() - 16, self.height() / 2
        p.drawPolyline([QPointF(x - 5, y - 2.5), QPointF(x, y + 2.5), QPointF(x + 5, y - 2.5)])
        p.end()


class Mark(QLabel):
    """Beside an input after grading: a green tick, or a red cross and what was expected."""

    def __init__(self, parent: QWidget | None = None, wrap: bool = False) -> None:
        super().__init__(parent)
        self.setProperty("role", "mark")
        self.setWordWrap(wrap)
        self.hide()

    def set_result(self, ok: bool, expected: str = "") -> None:
        """``expected``: the right value beside a wrong answer (or a note beside a right one)."""
        sign = "✓" if ok else "✗"
        self.setText(f"{sign}  {expected}" if expected else sign)
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
        self.key.setParent(self)  # before it is shown: a label without a parent would show as a window
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

    def set_key(self, key: str) -> None:
        """The key cap's letter (none: no key cap)."""
        self.key.setText(key)
        self.key.setVisible(bool(key))

    def is_checked(self) -> bool:
        return bool(self.property("checked"))

    def set_checked(self, on: bool) -> None:
        set_prop(self, "checked", bool(on))

    def set_result(self, ok: bool | None, note: str = "") -> None:
        set_mark(self, ok)
        if ok is None:
            self.mark.clear_result()
        else:
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
