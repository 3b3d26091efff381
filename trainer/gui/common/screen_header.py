"""The top line of a screen opened from home: its heading, maybe a line of figures,
and Back (also Esc, anywhere in the screen)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QKeySequence, QPainter, QPaintEvent, QResizeEvent, QShortcut
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
    """A one-line title: where the bar is too narrow it is drawn a little smaller (down to
    :data:`SMALLEST` of its size), and only then cut short with "…", its whole text in its
    tooltip — instead of wrapping to a second line that pushes the table down (U17: a
    Portuguese sprint's or lesson's title)."""

    SMALLEST = 0.75

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._shown = ""
        self._scale = 1.0
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:
        self._full = text
        super().setText(text)  # for the size hints and accessibility; drawn by paintEvent
        self._fit()

    def shown(self) -> str:
        """The text as drawn: the whole title, or its start and "…"."""
        return self._shown

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())  # a long title never widens the window

    def _font(self, scale: float) -> QFont:
        font = QFont(self.font())
        if scale == 1.0:
            return font
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * scale)
        else:
            font.setPixelSize(max(1, round(font.pixelSize() * scale)))
        return font

    def _fit(self) -> None:
        width = self.contentsRect().width()
        self._scale, self._shown = 1.0, self._full
        if width <= 0 or not self._full:
            self.setToolTip("")
            return
        wanted = QFontMetricsF(self.font()).horizontalAdvance(self._full)
        if wanted > width:
            scale = width / wanted  # sizes are whole pixels and hinting is not linear: step down to fit
            while scale > self.SMALLEST and QFontMetricsF(self._font(scale)).horizontalAdvance(self._full) > width:
                scale -= 0.02
            self._scale = max(self.SMALLEST, scale)
            self._shown = QFontMetricsF(self._font(self._scale)).elidedText(
                self._full, Qt.TextElideMode.ElideRight, width)
        self.setToolTip(self._full if self._shown != self._full else "")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setFont(self._font(self._scale))
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.contentsRect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         self._shown)
