"""Room for a graded answer that keeps the table as it was and the buttons where they were
(issue 17 item 13, issue 33 item 3 / U7).

The answer side is a vertical splitter of the answer panel over the explanation; the footer
— the save error, the key hints, Submit and Next — is laid out under the table
(:func:`trainer.gui.question.layout.question_room`), outside both splitters, so Submit and
Next keep their place before and after grading whatever the explanation needs, and the
answer has the side's whole height.

After grading, :meth:`FeedbackRoom.make_room` gives the panel the height its content asks
for (the comparison of the answer given with the right one read whole, not through a
two-row scroll area) and the explanation what is left, down to :data:`EXPLANATION_MIN`.
When the side cannot hold both (a pot split of six parts at 1280x720), the explanation goes
under the table into the room the table does not use: the table is drawn at its column's
full width and 16:9, so a column taller than that has a strip under it.  The table is never
made smaller than :data:`TABLE_KEPT` of its size before grading to give the explanation more
room (at 1280x720 the strip is some 230 px and the table keeps all of its size).
:meth:`FeedbackRoom.restore` puts the explanation back for the next question.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QScrollArea, QSplitter, QWidget

from trainer.gui.table.layout import SCENE_H, SCENE_W

EXPLANATION_MIN = 150
"""Pixels: the verdict and the first lines of the reasons."""
ANSWER_SHARE = 0.55
"""Of the side, at least, for the answer when both fit (as before issue 17 item 13)."""
TABLE_KEPT = 0.97
"""The least share of its size before grading the table keeps when the explanation goes under it."""


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


def table_height(width: int, height: int) -> int:
    """The height a table drawn in a ``width`` x ``height`` view fills (the scene keeps its shape)."""
    scale = min(width / SCENE_W, height / SCENE_H)
    return min(height, math.ceil(scale * SCENE_H))


def strip_under(width: int, height: int, handle: int = 0) -> int:
    """The height a column of ``width`` x ``height`` holding the table gives the explanation
    under it: what the table does not fill, or — when that is less than EXPLANATION_MIN — as
    much more as the table can give up and keep TABLE_KEPT of its size."""
    drawn = table_height(width, height)
    free = height - drawn - handle
    if free >= EXPLANATION_MIN:
        return free
    kept = math.ceil(drawn * TABLE_KEPT)
    return max(0, min(EXPLANATION_MIN, height - kept - handle))


class FeedbackRoom(QObject):
    """``side``: the vertical splitter of the answer side (index 0: the panels' host) over the
    explanation (index 1); ``column``: the vertical splitter that holds the table (index 0),
    under which the explanation goes when the side is short of room."""

    def __init__(self, side: QSplitter, column: QSplitter, explanation: QWidget) -> None:
        super().__init__(side)
        self.side, self.column, self.explanation = side, column, explanation
        self.panel: QWidget | None = None  # the graded panel the room is made for, until the next question
        self._fitting = False
        side.installEventFilter(self)  # the window resized: the room is made again for the new size
        column.installEventFilter(self)
        self.column.setCollapsible(0, False)

    @property
    def under_table(self) -> bool:
        return self.explanation.parentWidget() is self.column

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
        # No layout pass before this: the side's height is the window's, not its content's (the
        # pass after setSizes lays out the verdict and the explanation shown at once; issue 36).
        total = max(self.side.height(), 2)
        answer = total - EXPLANATION_MIN
        self._set_sizes(self.side, [answer, total - answer])
        _flush()
        if shortfall(panel) == 0:
            answer = max(answer - slack(panel), round(total * ANSWER_SHARE))
            answer = min(answer, total - EXPLANATION_MIN)
            self._set_sizes(self.side, [answer, total - answer])
            return
        # The answer keeps the side's whole height; the explanation goes under the table, in
        # the strip the table leaves, at the table's width.
        self.column.addWidget(self.explanation)
        self.column.setCollapsible(1, False)
        self.explanation.show()  # a widget given a new parent is hidden until shown
        height = max(self.column.height(), 2)
        below = strip_under(self.column.width(), height, self.column.handleWidth())
        self.column.setSizes([height - self.column.handleWidth() - below, below])
        _flush()

    def restore(self) -> None:
        """For the next question: the explanation back under the answer, hidden — the table's
        column laid out again at once when it gets back the explanation's strip, so that the
        next table is drawn at the size it is shown at."""
        self.panel = None
        moved = self.under_table
        self._restore(keep_shown=False)
        if moved:
            _flush()

    def _restore(self, keep_shown: bool) -> None:
        if self.under_table:
            self.side.insertWidget(1, self.explanation)
        if self.explanation.isVisibleTo(self.side) != keep_shown:
            self.explanation.setVisible(keep_shown)
        if not keep_shown:  # already so after a question answered at once: a layout pass saved
            self._set_sizes(self.side, [max(self.side.height(), 2), 0])

    @staticmethod
    def _set_sizes(splitter: QSplitter, sizes: list[int]) -> None:
        """The splitter's sizes, unless they are so already: each setSizes resizes and lays out
        its widgets at once (issue 36)."""
        if splitter.sizes() != sizes:
            splitter.setSizes(sizes)
