"""An exam met as a question run (issue 34 item 2): :class:`ExamRun` lets a question screen drive
an :class:`~.session.ExamSession` as it drives a drill or a hand
(:class:`~trainer.training.question_run.QuestionFlow`).

What the exam's own rules are stays in the session: an answer is saved, not graded, until the
exam is submitted; its feedback is the result and the review (the policy "at the end"); a hand's
steps open in order; the time is the exam's measured time.  The exam's item page
(:class:`~trainer.gui.exam.item_page.ExamItemPage`) is the question screen driving this run: an
answer submitted is the answer saved, and the candidate moves between the items (:meth:`ExamRun.go`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.store import Attempt, StoreError
from trainer.tasks import Question

from ..question_run import FeedbackPolicy, Figures
from .items import ExamItem
from .session import ExamSession


class ExamRun:
    """The current item, begin, elapsed time, submit (= save), advance and figures of an exam."""

    policy = FeedbackPolicy.AT_END

    def __init__(self, session: ExamSession) -> None:
        self.session = session

    @property
    def total(self) -> int:
        return self.session.total

    @property
    def index(self) -> int:
        return self.session.index

    @property
    def current(self) -> ExamItem | None:
        """The item on screen; None once the exam is submitted (nothing more is asked)."""
        return None if self.session.submitted else self.session.current

    @property
    def answered_current(self) -> bool:
        return self.session.is_answered(self.session.index)

    def question_of(self, item: ExamItem) -> Question:
        return item.question

    def go(self, index: int) -> ExamItem:
        """Show item ``index`` (:meth:`ExamSession.go`: :class:`StepLocked` for a hand's step not open yet)."""
        return self.session.go(index)

    def begin(self) -> None:
        """The current item is on screen: its visit is timed from now (from when it was gone to:
        a second call for the same visit changes nothing)."""
        current = self.current
        if current is not None and self.session.timer.showing != current.id:
            self.session.timer.show(current.id)

    def elapsed_ms(self) -> int:
        """The current item's time over every visit."""
        return 0 if self.current is None else self.session.timer.item_ms(self.current.id)

    def submit(self, given: Mapping[str, Any]) -> Attempt | None:
        """Save ``given``, the answer on screen, to the current item, ungraded (the exam's rules:
        :meth:`ExamSession.save`); the attempt saved (None: nothing saved, the item blank).

        Nothing is saved when it is the answer saved already, or blank with none saved; a saved
        answer the screen could not show (:attr:`ExamSession.saved_shown`) stays unless changed;
        a change to a locked hand step is dropped.  :class:`StoreError` when the records refuse
        it: the answer stays held (:attr:`ExamSession.unsaved`), the reason in
        :attr:`ExamSession.save_error`, for a save in a moment.  :class:`TimeUp` past the grace."""
        session = self.session
        if session.unsaved is not None or session.saved_shown:
            session.hold(given)  # the answer as it stands
        if not session.save_unsaved():
            raise StoreError(session.save_error)
        return session.answers.get(session.current.id)

    def stops_on(self, result: Attempt | None) -> bool:
        """Nothing is shown of an answer before the exam is submitted."""
        return False

    def advance(self) -> ExamItem | None:
        """The next item; None after the last (the exam is submitted from its navigator, not here)."""
        if self.session.index + 1 >= self.session.total:
            return None
        return self.session.next()

    def figures(self) -> Figures:
        """The exam marked now under its marking rule."""
        marks = self.session.marks()
        return Figures(sum(line.answered for line in marks.lines), self.total,
                       sum(line.correct for line in marks.lines), marks.score,
                       sum(a.time_ms for a in self.session.answers.values()))
