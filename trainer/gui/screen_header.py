"""The top line of a screen opened from home: its heading, maybe a line of figures,
and Back (also Esc, anywhere in the screen)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

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


class ElidedLabel(QLabel):
    """A one-line title that is cut short with "…" where the bar is too narrow, its whole text
    in its tooltip, instead of wrapping to a second line that pushes the table down (U17: a
    Portuguese sprint's title)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(0)

    def setText(self, text: str) -> None:
        self._full = text
        self._elide()

    def text(self) -> str:  # the whole title, as set (tests and the screens read it)
        return self._full

    def shown(self) -> str:
        """The text as drawn: the whole title, or its start and "…"."""
        return super().text()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elide()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 4, hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())  # a long title never widens the window

    def _elide(self) -> None:
        width = max(self.contentsRect().width(), 0)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width) if width else self._full
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")
