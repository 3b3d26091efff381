"""Where a screen keeps its answer panel: one panel per task, made once and reloaded.

Making a panel (its style sheet, its key shortcuts, its frame) costs several
milliseconds; the drill and exam screens show hundreds of questions, so each task's
panel is made the first time it is needed and ``load``-ed for every later question.
Only the panel shown is live: the others are released (locked, no question), so
their keys and table clicks do nothing and a language change redraws nothing of
theirs on the table.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget

from trainer.gui.table import TableView
from trainer.tasks import Question, task_for

from . import panel_for
from .base import AnswerPanel


class PanelHost(QStackedWidget):
    """A stack of answer panels; ``show_question`` brings the task's panel up, loaded."""

    answerChanged = Signal()  # from the panel shown
    submitRequested = Signal()  # from the panel shown (a double-click on a choice)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._panels: dict[str, AnswerPanel] = {}
        self._blank = QWidget()
        self.addWidget(self._blank)
        self.panel: AnswerPanel | None = None

    def prepare(self, tasks: Iterable[str]) -> None:
        """Make the panels of these tasks now (a session's start), not at their first question:
        their widgets, and, if the host is on screen, shown once, so the style sheet and the
        layout are worked out now and not when their first question is timed."""
        shown = self.currentWidget()
        for task in tasks:
            new = task not in self._panels
            panel = self._panel(task)
            if new or not panel.is_prepared():
                panel.prepare()
                if self.isVisible():
                    self.setCurrentWidget(panel)
        if shown is not None:
            self.setCurrentWidget(shown)

    def show_question(self, question: Question, table: TableView) -> AnswerPanel:
        """The panel for ``question``'s task, shown and loaded with ``question``."""
        panel = self._panel(question.task)
        if self.panel is not None and self.panel is not panel:
            self.panel.release()
            focused = QApplication.focusWidget()
            if focused is not None and self.panel.isAncestorOf(focused):
                # Let go now: the stack would look along the window's focus chain (every field of
                # every panel) for a field of the new panel, which ``load`` focuses anyway.
                focused.clearFocus()
        self.panel = panel
        self.setCurrentWidget(panel)  # shown now, before loading: its keys work at once
        table.set_totals_shown(not task_for(question.task).hides_totals)  # a chip count: counted, not read
        panel.load(question, table)
        return panel

    def clear(self) -> None:
        """No panel (the exam's result page, a screen left)."""
        if self.panel is not None:
            self.panel.release()
        self.panel = None
        self.setCurrentWidget(self._blank)

    def panels(self) -> dict[str, AnswerPanel]:
        """The panels made so far, by task."""
        return dict(self._panels)

    def _panel(self, task: str) -> AnswerPanel:
        panel = self._panels.get(task)
        if panel is None:
            panel = panel_for(task)
            panel.answerChanged.connect(lambda p=panel: self._forward(p, self.answerChanged))
            panel.submitRequested.connect(lambda p=panel: self._forward(p, self.submitRequested))
            panel.release()  # not live until it is shown with a question
            self._panels[task] = panel
            self.addWidget(panel)
        return panel

    def _forward(self, panel: AnswerPanel, signal) -> None:
        if panel is self.panel:
            signal.emit()
