"""A numbered button per exam item, in rows of NAV_COLUMNS: filled once answered, framed
for the item shown; a click moves to that item."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QPushButton, QWidget

from trainer.training.exam import ExamSession

NAV_COLUMNS = 25
# Filled once answered, framed when shown (the screen sets it).
STYLE = """
QPushButton[nav="true"] { min-width: 34px; max-width: 34px; min-height: 30px; padding: 0;
    border-radius: 6px; border: 1px solid #4a5866; background: transparent; color: #c9d3dc;
    font-weight: 700; }
QPushButton[nav="true"][answered="true"] { background: #3d5a80; border: 1px solid #5c7ea8; color: #ffffff; }
QPushButton[nav="true"][current="true"] { border: 3px solid #d4a72c; }
"""


class ItemNavigator(QWidget):
    picked = Signal(int)  # the item's index

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("navigator")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(4)
        self.buttons: list[QPushButton] = []

    def set_session(self, session: ExamSession) -> None:
        """A button for each of the session's items (the buttons of an exam before go)."""
        for b in self.buttons:
            self.grid.removeWidget(b)
            b.deleteLater()
        self.buttons.clear()
        for i, item in enumerate(session.items):
            b = QPushButton(str(item.number))
            b.setObjectName(f"nav_{item.number}")
            b.setProperty("nav", True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, i=i: self.picked.emit(i))
            self.grid.addWidget(b, i // NAV_COLUMNS, i % NAV_COLUMNS)
            self.buttons.append(b)

    def show_session(self, session: ExamSession) -> None:
        """Which items are answered, and which one is shown."""
        for i, b in enumerate(self.buttons):
            answered, current = session.is_answered(i), i == session.index
            if b.property("answered") != answered or b.property("current") != current:
                b.setProperty("answered", answered)
                b.setProperty("current", current)
                b.style().unpolish(b)
                b.style().polish(b)
            b.setToolTip(self.tr("Item {n}: answered").format(n=i + 1) if answered
                         else self.tr("Item {n}: no answer yet").format(n=i + 1))
