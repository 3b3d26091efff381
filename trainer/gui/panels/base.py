"""What every answer panel is: the trainee's side of one task.

The drill screen owns the table and the panel.  For each question it calls
``panel.load(question, table)``; the panel builds its inputs (and may listen to
``table.seatClicked``); ``panel.set_answer(answer)`` shows a saved answer; Enter
on the drill screen calls ``panel.answer()`` — a
mapping in the task's answer shape (``trainer.scenarios.tasks``) — and after
grading ``panel.show_feedback(feedback, table)`` draws the right answer on the
panel and the table.  Backspace calls ``panel.undo()``.  Each panel declares its
own keyboard shortcuts in ``shortcuts()`` so the drill screen can show them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from trainer.gui.table import TableView
from trainer.scenarios.tasks import Question
from trainer.training.drill import Feedback


class AnswerPanel(QWidget):
    """Base class: one subclass per task id (see ``trainer.gui.panels.PANELS``)."""

    task_id: ClassVar[str]
    answerChanged = Signal()
    submitRequested = Signal()

    def prepare(self) -> None:
        """Make ahead what every question needs (a session's start), so loading one is quick."""

    def is_prepared(self) -> bool:
        """True once :meth:`prepare` has nothing left to make."""
        return True

    def load(self, question: Question, table: TableView) -> None:
        """Set the panel up, empty, for ``question`` drawn on ``table``."""
        raise NotImplementedError

    def answer(self) -> Mapping[str, Any]:
        """The trainee's answer so far, in the task's answer shape."""
        raise NotImplementedError

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """Show ``answer`` (in the task's answer shape, as :meth:`answer` gives it) on a loaded
        panel, in place of what it showed: afterwards :meth:`answer` gives it back.  Used to put
        a saved exam answer back on screen."""
        raise NotImplementedError

    def is_complete(self) -> bool:
        """True when the answer can be submitted (e.g. every seat ordered)."""
        return True

    def undo(self) -> None:
        """Backspace: take back the last step (the last seat clicked...)."""

    def set_locked(self, locked: bool) -> None:
        """No more input after the answer is submitted."""
        self.setEnabled(not locked)

    def release(self) -> None:
        """The panel is put away (another task's panel is shown): no keys, no question."""
        self.set_locked(True)

    def show_feedback(self, feedback: Feedback, table: TableView) -> None:
        """Draw the right answer (and what was wrong) on the panel and the table."""
        raise NotImplementedError

    def shortcuts(self) -> list[tuple[str, str]]:
        """(key, what it does) pairs, shown under the panel."""
        return []

    def retranslate_ui(self) -> None:
        """Re-set every visible string after a language change."""
