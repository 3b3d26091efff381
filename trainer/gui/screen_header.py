"""The top line of a screen opened from home: its heading, maybe a line of figures,
and Back (also Esc, anywhere in the screen)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from trainer.gui.style import set_role

FIGURES_GAP = 24


class ScreenHeader(QWidget):
    """``backRequested`` on the Back button and on Esc within ``screen``."""

    backRequested = Signal()

    def __init__(self, screen: QWidget, figures: QWidget | None = None) -> None:
        super().__init__(screen)
        self.heading = set_role(QLabel(), "screen-title")
        self.back = QPushButton()
        self.back.setObjectName("back")
        self.back.clicked.connect(self.backRequested)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), screen)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self.backRequested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if figures is None:
            layout.addWidget(self.heading, 1)
        else:
            layout.addWidget(self.heading)
            layout.addSpacing(FIGURES_GAP)
            layout.addWidget(figures, 1)
        layout.addWidget(self.back)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.back.setText(self.tr("Back (Esc)"))
