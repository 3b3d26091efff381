"""A drill: questions one after another, each graded, explained and recorded at once — a
:class:`~trainer.training.question_run.QuestionRun` over a lesson's or a drill's questions.

The GUI shows ``drill.current``, calls ``begin()`` when the question is on screen,
``submit(answer)`` when the trainee answers — the answer is graded against the
engine, explained, and committed to the store before ``submit`` returns — then
``advance()``.  ``summary()`` gives the end-of-session figures.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.i18n import later, lesson_msg, msg
from trainer.scenarios.citations import citation_text
from trainer.store import Answer, SessionKind, Store, TraineeId
from trainer.tasks import Grade, Question, Step, task_for
from trainer.tasks.targets import target_s

from .question_run import Feedback, FeedbackPolicy, QuestionRun, time_against_target

__all__ = ["Drill", "Feedback", "FeedbackPolicy", "Position", "Summary", "explain", "hand_of",
           "time_against_target", "units"]


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


class Drill(QuestionRun[Question, Feedback]):
    """A lesson's or a drill's questions, each answer's feedback at once (a sprint: at the end);
    a hand followed step by step goes on at once after a right step (:meth:`continues_hand`)."""

    nothing_left = "the drill has no question left"

    def __init__(
        self,
        store: Store,
        trainee_id: TraineeId,
        questions: Sequence[Question],
        kind: SessionKind = SessionKind.DRILL,
        lesson_id: str | None = None,
        clock: Callable[[], float] = time.monotonic,
        targets: Mapping[str, int] | None = None,
        policy: FeedbackPolicy = FeedbackPolicy.AT_ONCE,
    ) -> None:
        super().__init__(store, store.start_session(trainee_id, kind, lesson_id), questions, policy, clock, targets)
        self.lesson_id = lesson_id
        self._units = units(self.items)

    @property
    def questions(self) -> list[Question]:
        return self.items

    pause = QuestionRun.pause_clock
    resume = QuestionRun.resume_clock

    # -- the run's hooks ------------------------------------------------------------------

    def question_of(self, item: Question) -> Question:
        return item

    def explanation_of(self, item: Question) -> tuple[Step, ...]:
        return explain(item)

    def record_of(self, item: Question, given: Mapping[str, Any], grade: Grade, time_ms: int) -> Answer:
        return Answer(
            item_id=item.item_id or f"{item.game}/{item.task}/{self.index + 1}",
            game=item.game,
            task=item.task,
            scenario=task_for(item.task).asked(item),
            answer=dict(given),
            correct=grade.correct,
            score=grade.score,
            time_ms=time_ms,
            lesson_id=self.lesson_id,
            params=dict(item.params),
            target_s=target_s(item.task, self.targets),
        )

    def result_of(self, feedback: Feedback) -> Feedback:
        return feedback

    def feedback_of(self, result: Feedback) -> Feedback:
        return result

    # -- where the drill is ---------------------------------------------------------------

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

    def stops_on(self, result: Feedback) -> bool:
        """At once, except a right step of a hand followed: the hand goes on (a wrong one stops
        on the correction)."""
        if result.correct and self.continues_hand():
            return False
        return super().stops_on(result)

    def finish(self) -> Summary:
        self.end()
        return self.summary()

    def summary(self) -> Summary:
        figures = self.figures()
        return Summary(
            answered=figures.answered,
            total=figures.total,
            correct=figures.correct,
            score=figures.score,
            times_ms=tuple(f.time_ms for f in self.results),
            mistakes=tuple(f for f in self.results if not f.correct),
            results=tuple(self.results),
        )
