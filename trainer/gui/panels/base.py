"""What every answer panel is: the trainee's side of one task.

The drill screen owns the table and the panel.  For each question it calls
``panel.load(question, table)``; the panel builds its inputs (and may listen to
``table.seatClicked``); ``panel.set_answer(answer)`` shows a saved answer; Enter
on the drill screen calls ``panel.answer()`` — a
mapping in the task's answer shape (``trainer.tasks``) — and after
grading ``panel.show_feedback(feedback, table)`` draws the right answer on the
panel and the table.  Backspace calls ``panel.undo()``.  Each panel declares its
own keys in ``key_hints()`` (what works while the question is open) and ``graded_hints()``
(what still works once it is graded); ``shortcuts()`` gives the ones that work now, as
the line of key hints under the panel shows them.

The key scheme (issue 33, U6): a key works from every field of the panel, or is not
offered.  Keys that answer (a seat picked, a place marked, a choice) are plain keys, on
panels where no field types them; keys that move the keyboard to a seat's or place's row
are Alt plus that seat's key (Alt+1, Alt+B), so they never type into the field that has
the keyboard; N belongs to the screen (next), never to a panel.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from trainer.gui.table import TableView
from trainer.tasks import Question
from trainer.training.drill import Feedback


class Does(Enum):
    """What a hinted key does, as a test can check it."""

    GO = "go"
    """Moves the keyboard (the next field, a seat's row): nothing of the answer changes."""
    ANSWER = "answer"
    """Changes the answer: picks, marks, chooses, types into the field that has the keyboard."""
    MOUSE = "mouse"
    """A click or a double-click: no key."""


@dataclass(frozen=True)
class KeyHint:
    """One entry of the line of key hints: the key as shown, what it does (both translated),
    what kind of thing it does, and the presses it names.

    ``presses``: each a sequence of keys (``QKeySequence`` text: ``"5"``, ``"Alt+1"``,
    ``"Tab"``, a name's letters ``"T", "W"``) pressed on a freshly loaded panel: the keys the
    entry names.  ``setup``: for each press, the keys pressed before it that set the panel up
    for it (a seat picked before Backspace takes it back), or none.  ``places``: for a
    :attr:`Does.GO` entry, the place each press reaches (the answer's key of a seat or place:
    ``"1"``, ``"banker"``), or none for "the next field"."""

    key: str
    does: str
    kind: Does = Does.ANSWER
    presses: tuple[tuple[str, ...], ...] = ()
    places: tuple[str, ...] = ()
    setup: tuple[tuple[str, ...], ...] = ()

    def setup_of(self, index: int) -> tuple[str, ...]:
        """The keys pressed before press number ``index``."""
        return self.setup[index] if index < len(self.setup) else ()

    def pair(self) -> tuple[str, str]:
        return self.key, self.does


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

    def key_hints(self) -> list[KeyHint]:
        """The keys (and clicks) that answer the question loaded, each working from every field."""
        return []

    def graded_hints(self) -> list[KeyHint]:
        """What still works once the answer is in (the panel locked): a click on the table, say."""
        return []

    def hints(self) -> list[KeyHint]:
        """The entries of the line of key hints that are true now."""
        return self.graded_hints() if self.is_answered() else self.key_hints()

    def is_answered(self) -> bool:
        """A question is loaded and no more input is taken (submitted, graded, or a locked step)."""
        return False

    def shortcuts(self) -> list[tuple[str, str]]:
        """(key, what it does) pairs, shown under the panel: only what works now."""
        return [hint.pair() for hint in self.hints()]

    def place_fields(self, place: str) -> list[QWidget]:
        """The fields of a seat's or place's row (where a key that goes to it lands)."""
        return []

    def retranslate_ui(self) -> None:
        """Re-set every visible string after a language change."""
