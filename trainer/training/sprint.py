"""Sprint mode (issue 20): N generated items of one skill against the clock.

A sprint is a drill of ``items`` questions of one skill with a time limit of
``items × the skill's target time`` (:mod:`trainer.tasks.targets`; e.g. 20 bet
sizes at 15 s each: 5 minutes).  It ends when every item is answered or the time is
up.  Each answer is recorded as any drill's; the sprint's own row (skill, items, time
limit, seconds used, right answers, score) goes to the store when it ends.

The score (:func:`sprint_score`)::

    points = right answers × (100 + 100 × seconds left / time limit)

so a right answer is worth 100 points, and up to 100 more the sooner the sprint is
done: all right with half the time left scores ``items × 150``; a wrong or unanswered
item scores nothing.  The best score per skill is the trainee's personal best.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from trainer.store import SessionKind, Skill, SprintResult, Store, TraineeId
from trainer.tasks import Question
from trainer.tasks.targets import target_s

from .drill import Drill, FeedbackPolicy

POINTS_RIGHT = 100
POINTS_SPEED = 100


def time_limit_s(task: str, items: int) -> int:
    """The sprint's time limit: the skill's target for each item."""
    return items * target_s(task)


def sprint_score(right: int, seconds: float, limit_s: int) -> int:
    """``right × (100 + 100 × seconds left / limit)``, rounded to a whole point."""
    left = max(0.0, limit_s - seconds)
    return round(right * (POINTS_RIGHT + POINTS_SPEED * left / limit_s))


@dataclass(frozen=True)
class SprintOutcome:
    result: SprintResult | None
    """The sprint as recorded; None for a sprint stopped before its end, which is not one (U20)."""
    previous_best: SprintResult | None
    """The best sprint of the skill before this one (None: the first)."""
    answered: int = 0
    """Items answered (a stopped sprint's: fewer than its items)."""
    items: int = 0

    @property
    def counted(self) -> bool:
        """Finished — every item answered, or the time up — so scored and recorded."""
        return self.result is not None

    @property
    def new_best(self) -> bool:
        if self.result is None:
            return False
        return self.previous_best is None or self.result.score > self.previous_best.score


class Sprint:
    """One sprint: its drill, its clock, and its result once it ends."""

    def __init__(self, store: Store, trainee_id: TraineeId, skill: Skill, questions: Sequence[Question],
                 limit_s: int | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        if not questions:
            raise ValueError("a sprint needs questions")
        self.store = store
        self.trainee_id = trainee_id
        self.skill = skill
        self.limit_s = limit_s if limit_s is not None else time_limit_s(skill.task, len(questions))
        self.clock = clock
        self.drill = Drill(store, trainee_id, questions, SessionKind.DRILL, clock=clock,
                           policy=FeedbackPolicy.AT_END)  # the verdict in a word; the mistakes at the end
        self._started_at: float | None = None
        self.outcome: SprintOutcome | None = None

    @property
    def items(self) -> int:
        return self.drill.total

    def start(self) -> None:
        """The first item is on screen: the sprint's clock starts."""
        if self._started_at is None:
            self._started_at = self.clock()

    def elapsed_s(self) -> float:
        return 0.0 if self._started_at is None else self.clock() - self._started_at

    def remaining_s(self) -> float:
        return max(0.0, self.limit_s - self.elapsed_s())

    def time_up(self) -> bool:
        return self.remaining_s() <= 0

    @property
    def right(self) -> int:
        return sum(f.correct for f in self.drill.results)

    @property
    def complete(self) -> bool:
        """Every item answered, or the time up: a sprint that counts."""
        return len(self.drill.results) >= self.items or self.time_up()

    def finish(self) -> SprintOutcome:
        """End the sprint.  Finished (all items answered, or the time up), its score is recorded
        and compared with the personal best; stopped by the trainee before that, it is no sprint
        (U20: 1 of 10 answered was a "new personal best") — its answers are kept as any drill's,
        nothing else.  Called again, the same outcome."""
        if self.outcome is None:
            previous = self.store.personal_bests(self.trainee_id).get(self.skill)
            answered = len(self.drill.results)
            result = None
            if self.complete:
                seconds = min(float(self.limit_s), self.elapsed_s())
                score = sprint_score(self.right, seconds, self.limit_s)
                result = self.store.record_sprint(self.drill.session.id, self.skill, self.items, self.limit_s,
                                                  round(seconds, 1), self.right, score)
            self.drill.finish()
            self.outcome = SprintOutcome(result, previous, answered, self.items)
        return self.outcome
