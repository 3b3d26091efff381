"""Run the table (issue 21): a whole hand played step by step, each step graded, recorded
and (in practice) explained at once — a :class:`~.question_run.QuestionRun` over a dealt hand.

The GUI shows ``run.current`` (a :class:`~trainer.table_run.HandStep`: its ``before``
table, its question), calls ``begin()`` when the step is on screen and ``submit(answer)``
when the trainee answers: the answer is graded by the step's task and committed to the
store (one transaction) before ``submit`` returns; then ``advance()``.  The ``practice``
variant shows each step's feedback at once; the ``exam`` variant shows none until the
summary.  Every step is one attempt of the session: item ``hand/<kind>``, the kind as
its task, the step's scenario, and ``params["hand"]`` = game, seed, seats, step (from 1),
steps and variant (and ``table``, the stake and limit chosen, when not the game's usual) —
enough to deal the hand again and go on from the first step not
answered when the app was killed mid-hand (:meth:`HandRun.resume`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from trainer.store import Answer, Attempt, Session, SessionKind, Store, TraineeId
from trainer.table_run import Hand, HandError, HandStep, deal_hand
from trainer.tasks import Grade, Question, Step, task_for
from trainer.tasks.targets import target_s
from trainer.training.question_run import Feedback, FeedbackPolicy, QuestionRun
from trainer.training.resume import HAND_KEY  # re-exported: the params key a hand's attempts carry

VARIANTS = ("practice", "exam")
POLICIES = {"practice": FeedbackPolicy.STOP_WHEN_WRONG, "exam": FeedbackPolicy.AT_END}
"""Each variant's feedback policy: practice stops on a wrong step, the exam at the end."""


@dataclass(frozen=True)
class StepResult:
    """A step answered: its number in the hand (from 1), the step and what the trainee got."""

    number: int
    step: HandStep
    feedback: Feedback

    @property
    def correct(self) -> bool:
        return self.feedback.correct


@dataclass(frozen=True)
class KindLine:
    """One step kind's figures in a hand's summary."""

    kind: str
    steps: int
    right: int
    time_ms: int
    """All its steps' time together."""
    target_s: int
    """The target for one step of the kind."""

    @property
    def wrong(self) -> int:
        return self.steps - self.right

    @property
    def mean_ms(self) -> int:
        return self.time_ms // self.steps if self.steps else 0

    @property
    def within_target(self) -> bool:
        """The kind's steps took no more than its target each, on average."""
        return self.mean_ms <= self.target_s * 1000


@dataclass(frozen=True)
class HandSummary:
    game: str
    seed: int
    seats: int
    variant: str
    total: int
    results: tuple[StepResult, ...]
    kinds: tuple[KindLine, ...]
    """A line per step kind, in the order the hand first asked it."""

    @property
    def answered(self) -> int:
        return len(self.results)

    @property
    def correct(self) -> int:
        return sum(r.correct for r in self.results)

    @property
    def time_ms(self) -> int:
        return sum(r.feedback.time_ms for r in self.results)

    @property
    def mistakes(self) -> tuple[StepResult, ...]:
        return tuple(r for r in self.results if not r.correct)


class HandRun(QuestionRun[HandStep, StepResult]):
    """One hand of ``game`` dealt from ``seed`` to ``seats`` seats, played in ``variant``:
    practice stops only on a wrong step, the exam says nothing until the end."""

    nothing_left = "the hand has no step left"

    def __init__(self, store: Store, session: Session, hand: Hand, variant: str,
                 clock: Callable[[], float] = time.monotonic, targets: Mapping[str, int] | None = None,
                 results: list[StepResult] | None = None) -> None:
        if variant not in VARIANTS:
            raise ValueError(f"variant must be one of {', '.join(VARIANTS)}, not {variant!r}")
        super().__init__(store, session, hand.steps, POLICIES[variant], clock, targets, results or ())
        self.hand = hand
        self.variant = variant
        self.resumed_at = self.index + 1 if self.results else None
        """The step a resumed hand went on from (None: a hand started afresh)."""

    @classmethod
    def start(cls, store: Store, trainee_id: TraineeId, game: str, seed: int, seats: int | None = None,
              variant: str = "practice", kind: SessionKind = SessionKind.DRILL, lesson_id: str | None = None,
              clock: Callable[[], float] = time.monotonic, targets: Mapping[str, int] | None = None,
              table: Mapping[str, Any] | None = None) -> HandRun:
        """Deal the hand (:class:`HandError` if it cannot be) and open its session; ``table``:
        the stake and limit chosen (None: the game's usual)."""
        if variant not in VARIANTS:
            raise ValueError(f"variant must be one of {', '.join(VARIANTS)}, not {variant!r}")
        hand = deal_hand(game, seed, seats, table)
        if not hand.steps:
            raise HandError(f"{game} seed {seed}: the hand has no steps")
        session = store.start_session(trainee_id, kind, lesson_id)
        return cls(store, session, hand, variant, clock, targets)

    @classmethod
    def resume(cls, store: Store, trainee_id: TraineeId, clock: Callable[[], float] = time.monotonic,
               targets: Mapping[str, int] | None = None) -> HandRun | None:
        """The trainee's latest hand left unfinished (its session never ended, a step not yet
        answered), dealt again from its seed and going on at its first unanswered step; None
        when there is none.  A session whose hand no longer deals as recorded is not resumed."""
        for session in store.open_sessions_with(trainee_id, HAND_KEY):
            attempts = sorted((a for a in store.attempts(session_id=session.id) if HAND_KEY in a.params),
                              key=_step_of)  # answers of one instant: their time does not order them
            run = cls._rebuilt(store, session, attempts, clock, targets)
            if run is not None:
                return run
        return None

    @classmethod
    def _rebuilt(cls, store: Store, session: Session, attempts: list[Attempt], clock: Callable[[], float],
                 targets: Mapping[str, int] | None) -> HandRun | None:
        about = attempts[-1].params[HAND_KEY]
        try:
            game, seed, seats, variant = about["game"], int(about["seed"]), int(about["seats"]), about["variant"]
            hand = deal_hand(game, seed, seats, about.get("table"))
        except (KeyError, TypeError, ValueError):
            return None
        numbers = [_step_of(a) for a in attempts]
        if (variant not in VARIANTS or about.get("steps") != len(hand.steps) or len(attempts) >= len(hand.steps)
                or numbers != list(range(1, len(attempts) + 1))
                or any(a.task != s.kind for a, s in zip(attempts, hand.steps, strict=False))):
            return None
        results = []
        for number, (attempt, step) in enumerate(zip(attempts, hand.steps, strict=False), 1):
            grade = task_for(step.kind).grade_in(step.question.game, attempt.answer, step.answer)
            results.append(StepResult(number, step, Feedback(step.question, dict(attempt.answer), grade, step.answer,
                                                             step.explanation, attempt.time_ms, attempt)))
        return cls(store, session, hand, variant, clock, targets, results)

    # -- the run's hooks ------------------------------------------------------------------

    def question_of(self, item: HandStep) -> Question:
        return item.question

    def explanation_of(self, item: HandStep) -> tuple[Step, ...]:
        return item.explanation

    def record_of(self, item: HandStep, given: Mapping[str, Any], grade: Grade, time_ms: int) -> Answer:
        return Answer(
            item_id=f"hand/{item.kind}",
            game=self.hand.game,
            task=item.kind,
            scenario=dict(item.question.scenario),
            answer=dict(given),
            correct=grade.correct,
            score=grade.score,
            time_ms=time_ms,
            lesson_id=self.session.lesson_id,
            params={**item.question.params, HAND_KEY: self.about(self.number)},
            target_s=target_s(item.kind, self.targets),
        )

    def result_of(self, feedback: Feedback) -> StepResult:
        step = self.current
        assert step is not None
        return StepResult(self.number, step, feedback)

    def feedback_of(self, result: StepResult) -> Feedback:
        return result.feedback

    # -- where the hand is ----------------------------------------------------------------

    @property
    def number(self) -> int:
        """The current step's number, from 1 (total + 1 once every step is answered)."""
        return self.index + 1

    @property
    def shows_feedback(self) -> bool:
        """Practice: a step's feedback at once (a wrong one's); exam: none until the end."""
        return self.policy.shows_feedback

    def elapsed_total_ms(self) -> int:
        """The hand's time so far: the steps answered and the one on screen."""
        done = sum(r.feedback.time_ms for r in self.results)
        return done + (0 if self.answered_current else self.elapsed_ms())

    def about(self, number: int) -> dict[str, Any]:
        """What a step's attempt records of its hand (``params["hand"]``)."""
        about = {"game": self.hand.game, "seed": self.hand.seed, "seats": len(self.hand.seats),
                 "step": number, "steps": self.total, "variant": self.variant}
        if self.hand.table:  # only a table chosen over the usual: the usual hand's records stay as they were
            about["table"] = dict(self.hand.table)
        return about

    def finish(self) -> HandSummary:
        """End the hand's session (a hand ended early keeps what was answered)."""
        self.end()
        return self.summary()

    def summary(self) -> HandSummary:
        lines: dict[str, list[StepResult]] = {}
        for r in self.results:
            lines.setdefault(r.step.kind, []).append(r)
        kinds = tuple(KindLine(kind, len(rs), sum(r.correct for r in rs), sum(r.feedback.time_ms for r in rs),
                               target_s(kind, self.targets)) for kind, rs in lines.items())
        return HandSummary(self.hand.game, self.hand.seed, len(self.hand.seats), self.variant, self.total,
                           tuple(self.results), kinds)


def _step_of(attempt: Attempt) -> int:
    number = attempt.params[HAND_KEY].get("step")
    return number if isinstance(number, int) else 0


@dataclass(frozen=True)
class LessonHands:
    """A lesson of hands so far: its hands played (the newest play of each of its seeds up to
    the hand on the table), their steps answered, right, and the time they took."""

    played: int
    count: int
    """The hands the lesson deals."""
    answered: int
    correct: int
    time_ms: int


def lesson_hands(store: Store, trainee_id: TraineeId, lesson_id: str, seeds: tuple[int, ...],
                 upto: int) -> LessonHands:
    """The figures of a lesson of hands dealt from ``seeds``, its hands 1 to ``upto`` + 1 (the
    one just played included), as the store has them — so a lesson taken up after a crash
    counts the hands played before it too.  A hand is played again when the lesson is: each
    seed counts its newest play."""
    newest: dict[int, Any] = {}
    for hand in store.played_hands(trainee_id):  # newest first
        if hand.lesson_id == lesson_id and hand.seed in seeds[:upto + 1]:
            newest.setdefault(hand.seed, hand)
    attempts = [a for hand in newest.values() for a in hand.attempts]
    return LessonHands(len(newest), len(seeds), len(attempts), sum(a.correct for a in attempts),
                       sum(a.time_ms for a in attempts))
