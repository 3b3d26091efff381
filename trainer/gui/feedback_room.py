"""Room for a graded answer: the answer panel's comparison of the trainee's answer with the
right one is read whole, not through a two-row scroll area (issue 17 item 13).

After grading, the drill screen's answer side holds the panel (with its comparison) above
the explanation.  :meth:`FeedbackRoom.make_room` gives the panel the height its content asks for and
the explanation what is left, down to :data:`EXPLANATION_MIN`; when the side cannot hold
both (a pot split of six parts at 1280x720), the explanation goes under the table, where
it has the table's width, with the key hints and the Submit / Next buttons, and the answer
side keeps its whole height for the panel.  :meth:`FeedbackRoom.restore` puts everything back for the
next question.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QBoxLayout, QScrollArea, QSplitter, QVBoxLayout, QWidget

EXPLANATION_MIN = 150
"""Pixels: the verdict and the first lines of the reasons."""
UNDER_TABLE_SHARE = 0.4
"""Of the table's column, for the explanation moved under the table."""
ANSWER_SHARE = 0.55
"""Of the side, at least, for the answer when both fit (as before issue 17 item 13)."""


def _flush() -> None:
    """Lay out what changed (a verdict shown, a widget moved) before measuring it."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def _areas(panel: QWidget) -> list[QScrollArea]:
    return [a for a in panel.findChildren(QScrollArea) if a.isVisible() and a.widget() is not None]


def shortfall(panel: QWidget) -> int:
    """Pixels of height the panel's content lacks: the most any of its scroll areas scrolls."""
    return max((a.verticalScrollBar().maximum() for a in _areas(panel)), default=0)


def slack(panel: QWidget) -> int:
    """Pixels of height the panel could give up and still show all of its content."""
    spare = [a.viewport().height() - content.sizeHint().height()
             for a in _areas(panel) if (content := a.widget()) is not None]
    return max(0, min(spare, default=0))


class FeedbackRoom(QObject):
    """``side``: the vertical splitter of the answer side (index 0: the panel's host with the
    ``footer`` — key hints and buttons — under it) over the explanation (index 1);
    ``column``: the vertical splitter that holds the table (index 0), where the explanation and
    the footer go when the side is short of room."""

    def __init__(self, side: QSplitter, column: QSplitter, explanation: QWidget, footer: QWidget) -> None:
        super().__init__(side)
        self.side, self.column, self.explanation, self.footer = side, column, explanation, footer
        self.panel: QWidget | None = None  # the graded panel the room is made for, until the next question
        self._fitting = False
        side.installEventFilter(self)  # the window resized: the room is made again for the new size
        home = footer.parentWidget()
        layout = home.layout() if home is not None else None
        assert isinstance(layout, QBoxLayout), "the footer is laid out in the answer side"
        self.footer_home: QBoxLayout = layout
        self.under = QWidget()  # under the table: the explanation over the footer
        self.under.setObjectName("feedback_under_table")
        self.under_layout = QVBoxLayout(self.under)
        self.under_layout.setContentsMargins(0, 0, 0, 0)
        self.column.addWidget(self.under)
        self.column.setCollapsible(1, False)
        self.under.hide()

    @property
    def under_table(self) -> bool:
        return self.explanation.parentWidget() is self.under

    def make_room(self, panel: QWidget) -> None:
        """Called with the graded answer in ``panel`` and the explanation filled and shown."""
        focus = QApplication.focusWidget()  # a widget moved to another parent loses the keyboard
        self._fitting = True
        try:
            self._make_room(panel)
        finally:
            self._fitting = False
        self.panel = panel
        if focus is not None and focus.isVisible() and QApplication.focusWidget() is not focus:
            focus.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.panel is not None and not self._fitting:
            QTimer.singleShot(0, self._refit)
        return False

    def _refit(self) -> None:
        if self.panel is not None and self.explanation.isVisible():
            self.make_room(self.panel)

    def _make_room(self, panel: QWidget) -> None:
        self._restore(keep_shown=True)
        _flush()
        total = max(self.side.height(), 2)
        answer = total - EXPLANATION_MIN
        self.side.setSizes([answer, total - answer])
        _flush()
        if shortfall(panel) == 0:
            answer = max(answer - slack(panel), round(total * ANSWER_SHARE))
            answer = min(answer, total - EXPLANATION_MIN)
            self.side.setSizes([answer, total - answer])
            return
        # The answer keeps the side's whole height; what is read and pressed after it goes
        # under the table, which has the width for it.
        self.under_layout.addWidget(self.explanation, 1)
        self.under_layout.addWidget(self.footer)
        for moved in (self.under, self.explanation, self.footer):
            moved.show()  # a widget given a new parent is hidden until shown
        height = max(self.column.height(), 2)
        below = max(EXPLANATION_MIN, round(height * UNDER_TABLE_SHARE))
        self.column.setSizes([height - below, below])
        _flush()

    def restore(self) -> None:
        """For the next question: the explanation back under the answer, hidden; the footer under the panel."""
        self.panel = None
        self._restore(keep_shown=False)

    def _restore(self, keep_shown: bool) -> None:
        if self.under_table:
            self.side.insertWidget(1, self.explanation)
            self.footer_home.addWidget(self.footer)
            self.footer.show()
            self.under.hide()
        self.explanation.setVisible(keep_shown)
