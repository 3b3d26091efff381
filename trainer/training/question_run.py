"""One question run (issue 34 item 2; architecture debt 3): questions asked one after another,
each answer graded and recorded before ``submit`` returns, and a feedback policy saying when the
trainee is shown what the answer was worth.

The GUI shows ``run.current``, calls ``begin()`` when it is on screen, ``submit(answer)`` when
the trainee answers — graded against the engine, explained and committed to the store (one
transaction) before ``submit`` returns — asks ``stops_on(result)`` whether to stop on the
feedback or go straight on, then calls ``advance()``.  ``figures()`` gives the figures every
summary shows.

A run is configured by what it asks and how it records it (:class:`QuestionRun`'s hooks):
a drill or a lesson asks its questions (:class:`~trainer.training.drill.Drill`), run the table
asks a dealt hand's steps (:class:`~trainer.training.table_run.HandRun`); an exam meets the same
protocol (:class:`QuestionFlow`) through :class:`~trainer.training.exam.run.ExamRun`, its
marking and saving rules its own.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, Protocol, TypeVar

from trainer.i18n import decimal, tr
from trainer.store import Answer, Attempt, Session, Store, StoreError
from trainer.tasks import Grade, Question, Step, task_for


class FeedbackPolicy(Enum):
    """When the trainee sees an answer's feedback (its grade, the right answer, the rule)."""

    AT_ONCE = "at_once"
    """After every answer (a drill, a lesson)."""
    STOP_WHEN_WRONG = "stop_when_wrong"
    """Only after a wrong one: a right answer goes straight on (run the table, practice)."""
    AT_END = "at_end"
    """None until the summary (run the table's exam, a sprint, an exam)."""

    def stops_on(self, correct: bool) -> bool:
        """After an answer right (``correct``) or not, the run stops on its feedback."""
        return self is FeedbackPolicy.AT_ONCE or (self is FeedbackPolicy.STOP_WHEN_WRONG and not correct)

    @property
    def shows_feedback(self) -> bool:
        """Some answer's feedback is shown before the summary."""
        return self is not FeedbackPolicy.AT_END


@dataclass(frozen=True)
class Feedback:
    """What the trainee sees after answering."""

    question: Question
    given: Mapping[str, Any]
    grade: Grade
    correct_answer: Mapping[str, Any]
    steps: tuple[Step, ...]
    time_ms: int
    attempt: Attempt

    @property
    def correct(self) -> bool:
        return self.grade.correct

    @property
    def target_s(self) -> int | None:
        """The target time that applied to the answer (recorded with it)."""
        return self.attempt.target_s

    @property
    def within_target(self) -> bool | None:
        return self.attempt.within_target

    def time_text(self) -> str:
        """The time against the target, e.g. ``12.4 s — within the 15 s target``."""
        return time_against_target(self.time_ms, self.target_s)


def time_against_target(time_ms: int, target: int | None) -> str:
    """``12.4 s — within the 15 s target`` or ``over the 15 s target``, in words: a ✓ or ✗ here
    would read as the answer's mark beside it; the time alone without a target."""
    seconds = decimal(time_ms / 1000)
    if target is None:
        return tr("{seconds} s", seconds=seconds)
    if time_ms <= target * 1000:
        return tr("{seconds} s — within the {target} s target", seconds=seconds, target=target)
    return tr("{seconds} s — over the {target} s target", seconds=seconds, target=target)


@dataclass(frozen=True)
class Figures:
    """What every run's summary shows: answers given of the items, right, mean score, time."""

    answered: int
    total: int
    correct: int
    score: float
    """Mean score over the answered items, 0 to 1."""
    time_ms: int
    """The answers' time together."""


class QuestionFlow(Protocol):
    """What a question screen drives: a drill, a hand, an exam (through its adapter)."""

    policy: FeedbackPolicy

    @property
    def total(self) -> int: ...

    @property
    def current(self) -> Any: ...

    @property
    def answered_current(self) -> bool: ...

    def begin(self) -> None: ...

    def elapsed_ms(self) -> int: ...

    def submit(self, given: Mapping[str, Any]) -> Any: ...

    def advance(self) -> Any: ...

    def figures(self) -> Figures: ...


ItemT = TypeVar("ItemT")
ResultT = TypeVar("ResultT")


class QuestionRun(Generic[ItemT, ResultT]):
    """Items of one session asked in order; each answer graded, explained and recorded at once.

    A configuration gives its items, its ``policy``, and the hooks: the question an item asks
    (:meth:`question_of`), its explanation (:meth:`explanation_of`), the record an answer makes
    (:meth:`record_of`) and what the run keeps of it (:meth:`result_of`, :meth:`feedback_of`)."""

    nothing_left = "the run has no question left"
    """The error of a submit past the last item (a programming error, never a trainee's)."""

    def __init__(self, store: Store, session: Session, items: Sequence[ItemT], policy: FeedbackPolicy,
                 clock: Callable[[], float] = time.monotonic, targets: Mapping[str, int] | None = None,
                 results: Sequence[ResultT] = ()) -> None:
        self.store = store
        self.session = session
        self.items: list[ItemT] = list(items)
        self.policy = policy
        self.clock = clock
        self.targets = dict(targets or {})
        """The lesson's own target times (task -> seconds); the school's defaults for the rest."""
        self.results: list[ResultT] = list(results)
        self.index = len(self.results)
        self._shown_at: float | None = None
        self._paused_at: float | None = None
        self.finished = False

    # -- the hooks a configuration gives --------------------------------------------------

    def question_of(self, item: ItemT) -> Question:
        raise NotImplementedError

    def explanation_of(self, item: ItemT) -> tuple[Step, ...]:
        raise NotImplementedError

    def record_of(self, item: ItemT, given: Mapping[str, Any], grade: Grade, time_ms: int) -> Answer:
        """What the store keeps of an answer to ``item``."""
        raise NotImplementedError

    def result_of(self, feedback: Feedback) -> ResultT:
        raise NotImplementedError

    def feedback_of(self, result: ResultT) -> Feedback:
        raise NotImplementedError

    # -- where the run is -----------------------------------------------------------------

    @property
    def total(self) -> int:
        return len(self.items)

    @property
    def current(self) -> ItemT | None:
        return self.items[self.index] if self.index < len(self.items) else None

    @property
    def answered_current(self) -> bool:
        return len(self.results) > self.index

    def begin(self) -> None:
        """The current item is on screen: its clock starts."""
        self._shown_at = self.clock()
        self._paused_at = None

    def elapsed_ms(self) -> int:
        if self._shown_at is None:
            return 0
        now = self._paused_at if self._paused_at is not None else self.clock()
        return int((now - self._shown_at) * 1000)

    def pause_clock(self) -> None:
        """The item is off screen for a while (a lesson's intro read again): its clock stops."""
        if self._shown_at is not None and self._paused_at is None and not self.answered_current:
            self._paused_at = self.clock()

    def resume_clock(self) -> None:
        """The item is back on screen: its clock goes on from where it stopped."""
        if self._paused_at is not None:
            if self._shown_at is not None:
                self._shown_at += self.clock() - self._paused_at
            self._paused_at = None

    # -- answering ------------------------------------------------------------------------

    def submit(self, given: Mapping[str, Any]) -> ResultT:
        """Grade, explain and record the answer to the current item (committed on return)."""
        item = self.current
        if item is None:
            raise IndexError(self.nothing_left)
        if self.answered_current:
            raise RuntimeError("this question has been answered already")
        question = self.question_of(item)
        time_ms = self.elapsed_ms()
        grade = task_for(question.task).grade_in(question.game, given, question.answer)
        attempt = self.store.record_answer(self.session.id, self.record_of(item, given, grade, time_ms))
        feedback = Feedback(question, dict(given), grade, question.answer, self.explanation_of(item), time_ms,
                            attempt)
        result = self.result_of(feedback)
        self.results.append(result)
        return result

    def stops_on(self, result: ResultT) -> bool:
        """After the answer just given (``result``), the screen stops on its feedback under the
        run's policy; False: it goes straight on to the next item."""
        return self.policy.stops_on(self.feedback_of(result).correct)

    def advance(self) -> ItemT | None:
        """Go on to the next item (after the current one was answered); past the last one the
        run's session ends."""
        if not self.answered_current:
            raise RuntimeError("answer the question before going on")
        self.index += 1
        self._shown_at = self._paused_at = None
        if self.current is None:
            self.end()
        return self.current

    def end(self) -> None:
        """End the run's session (a run ended early keeps what was answered)."""
        if not self.finished:
            # A failed write leaves only the session's end time missing: every answer was
            # committed as it was given.
            with contextlib.suppress(StoreError):
                self.store.end_session(self.session.id)
            self.finished = True

    # -- figures --------------------------------------------------------------------------

    def feedbacks(self) -> tuple[Feedback, ...]:
        return tuple(self.feedback_of(r) for r in self.results)

    def figures(self) -> Figures:
        done = self.feedbacks()
        answered = len(done)
        return Figures(answered, self.total, sum(f.correct for f in done),
                       sum(f.grade.score for f in done) / answered if answered else 0.0,
                       sum(f.time_ms for f in done))
