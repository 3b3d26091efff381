"""A drill: questions one after another, each graded, explained and recorded at once.

The GUI shows ``drill.current``, calls ``begin()`` when the question is on screen,
``submit(answer)`` when the trainee answers — the answer is graded against the
engine, explained, and committed to the store before ``submit`` returns — then
``advance()``.  ``summary()`` gives the end-of-session figures.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.i18n import decimal, later, lesson_msg, msg, tr
from trainer.scenarios.citations import citation_text
from trainer.store import Answer, Attempt, SessionKind, Store, StoreError, TraineeId
from trainer.tasks import Grade, Question, Step, task_for
from trainer.tasks.targets import target_s


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
class Summary:
    answered: int
    total: int
    correct: int
    score: float
    """Mean score over the answered items, 0 to 1."""
    times_ms: tuple[int, ...]
    mistakes: tuple[Feedback, ...]
    results: tuple[Feedback, ...] = ()

    @property
    def median_ms(self) -> int:
        ordered = sorted(self.times_ms)
        if not ordered:
            return 0
        mid = len(ordered) // 2
        return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) // 2


@dataclass(frozen=True)
class Position:
    """Where a session stands (U14): its ``n``-th thing of ``total`` — a question, or a hand
    followed step by step counted once however many steps it has — and, on a hand's step,
    that step of ``steps``.  ``hands``: every thing in the session is such a hand."""

    n: int
    total: int
    step: int | None = None
    steps: int | None = None
    hands: bool = False


def hand_of(question: Question) -> str | None:
    """The hand a question is a step of (follow the action: ``<hand>#<k>``), None for a
    question of its own."""
    if not task_for(question.task).multi_step:
        return None
    hand, mark, _ = question.item_id.rpartition("#")
    return hand if mark and hand else None


def units(questions: Sequence[Question]) -> list[int]:
    """Each question's thing in the session, from 0: a hand's steps share one."""
    out: list[int] = []
    last: str | None = None
    for q in questions:
        hand = hand_of(q)
        if not out or hand is None or hand != last:
            out.append(out[-1] + 1 if out else 0)
        else:
            out.append(out[-1])
        last = hand
    return out


def explain(question: Question) -> tuple[Step, ...]:
    """The engine's step-by-step reasoning, then the lesson author's extra words."""
    steps = list(task_for(question.task).explain(question.solution, question.params))
    if not steps and question.cite:  # a written question with no words of its own: its article
        steps.append(Step(msg("The answer rests on {cite}.", cite=later(citation_text, question.cite)), question.cite))
    if question.explain:
        steps.append(Step(lesson_msg(question.explain), ""))
    return tuple(steps)


class Drill:
    def __init__(
        self,
        store: Store,
        trainee_id: TraineeId,
        questions: Sequence[Question],
        kind: SessionKind = SessionKind.DRILL,
        lesson_id: str | None = None,
        clock: Callable[[], float] = time.monotonic,
        targets: Mapping[str, int] | None = None,
    ) -> None:
        self.store = store
        self.questions = list(questions)
        self.targets = dict(targets or {})
        """The lesson's own target times (task -> seconds); the school's defaults for the rest."""
        self.lesson_id = lesson_id
        self.clock = clock
        self.session = store.start_session(trainee_id, kind, lesson_id)
        self.index = 0
        self.results: list[Feedback] = []
        self._shown_at: float | None = None
        self._paused_at: float | None = None
        self.finished = False
        self._units = units(self.questions)

    @property
    def total(self) -> int:
        return len(self.questions)

    def position(self) -> Position:
        """The question on screen as the trainee counts it: a hand's steps are one hand (U14)."""
        if not self.questions:
            return Position(0, 0)
        index = min(self.index, len(self.questions) - 1)
        question = self.questions[index]
        total = self._units[-1] + 1
        hands = all(hand_of(q) is not None for q in self.questions)
        step, steps = question.params.get("step"), question.params.get("steps")
        if hand_of(question) is None or not isinstance(step, int) or not isinstance(steps, int):
            return Position(self._units[index] + 1, total, hands=hands)
        return Position(self._units[index] + 1, total, step, steps, hands)

    @property
    def current(self) -> Question | None:
        return self.questions[self.index] if self.index < len(self.questions) else None

    @property
    def answered_current(self) -> bool:
        return len(self.results) > self.index

    def begin(self) -> None:
        """The current question is on screen: its clock starts."""
        self._shown_at = self.clock()
        self._paused_at = None

    def elapsed_ms(self) -> int:
        if self._shown_at is None:
            return 0
        now = self._paused_at if self._paused_at is not None else self.clock()
        return int((now - self._shown_at) * 1000)

    def pause(self) -> None:
        """The question is off screen for a while (the lesson's intro read again): its clock stops."""
        if self._shown_at is not None and self._paused_at is None and not self.answered_current:
            self._paused_at = self.clock()

    def resume(self) -> None:
        """The question is back on screen: its clock goes on from where it stopped."""
        if self._paused_at is not None:
            if self._shown_at is not None:
                self._shown_at += self.clock() - self._paused_at
            self._paused_at = None

    def submit(self, given: Mapping[str, Any]) -> Feedback:
        """Grade, explain and record the answer to the current question (committed on return)."""
        question = self.current
        if question is None:
            raise IndexError("the drill has no question left")
        if self.answered_current:
            raise RuntimeError("this question has been answered already")
        task = task_for(question.task)
        time_ms = self.elapsed_ms()
        grade = task.grade_in(question.game, given, question.answer)
        attempt = self.store.record_answer(
            self.session.id,
            Answer(
                item_id=question.item_id or f"{question.game}/{question.task}/{self.index + 1}",
                game=question.game,
                task=question.task,
                scenario=task.asked(question),
                answer=dict(given),
                correct=grade.correct,
                score=grade.score,
                time_ms=time_ms,
                lesson_id=self.lesson_id,
                params=dict(question.params),
                target_s=target_s(question.task, self.targets),
            ),
        )
        feedback = Feedback(question, dict(given), grade, question.answer, explain(question), time_ms, attempt)
        self.results.append(feedback)
        return feedback

    def continues_hand(self) -> bool:
        """The next question is the next step of the hand the current one is a step of
        (follow the action): the table goes on without stopping on a right answer."""
        if self.index + 1 >= len(self.questions) or self.current is None:
            return False
        here, after = self.current, self.questions[self.index + 1]
        if not task_for(here.task).multi_step or after.task != here.task:
            return False
        hand, _, _ = here.item_id.rpartition("#")
        return (bool(hand) and after.item_id.rpartition("#")[0] == hand
                and after.params.get("step") == here.params.get("step", 0) + 1)

    def advance(self) -> Question | None:
        """Go on to the next question (after the current one was answered)."""
        if not self.answered_current:
            raise RuntimeError("answer the question before going on")
        self.index += 1
        self._shown_at = self._paused_at = None
        if self.current is None:
            self.finish()
        return self.current

    def finish(self) -> Summary:
        if not self.finished:
            # A failed write leaves only the session's end time missing: every answer was
            # committed as it was given.
            with contextlib.suppress(StoreError):
                self.store.end_session(self.session.id)
            self.finished = True
        return self.summary()

    def summary(self) -> Summary:
        answered = len(self.results)
        correct = sum(f.correct for f in self.results)
        score = sum(f.grade.score for f in self.results) / answered if answered else 0.0
        return Summary(
            answered=answered,
            total=self.total,
            correct=correct,
            score=score,
            times_ms=tuple(f.time_ms for f in self.results),
            mistakes=tuple(f for f in self.results if not f.correct),
            results=tuple(self.results),
        )
