"""Spaced practice: one FSRS card (the ``fsrs`` package, v6) per trainee and skill.

Every drill, lesson or practice answer reviews the skill's card.  Exam answers do
not: an exam measures, and its answers may be revised before submission.

Rating an answer (FSRS wants Again / Hard / Good / Easy):

- wrong -> Again;
- right -> Good, or, once the skill has 3 reviews and a typical time,
  Hard if it took at least twice the typical time, Easy if at most half.

The typical time is a moving average (weight 0.2) of the trainee's right answers
on that skill.  The schedule is derived data: :func:`rebuild` replays a skill's
answers in time order (fuzzing is off, so replay gives the same state), which is
how imported answers from other workstations join it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from fsrs import Card, Rating, Scheduler, State
from sqlite_utils import Database

from .models import Skill, SkillState, TraineeId
from .timestamps import from_text, to_text

SCHEDULER = Scheduler(enable_fuzzing=False, maximum_interval=365)
FAST, SLOW = 0.5, 2.0
MIN_REVIEWS_FOR_TIME = 3
TYPICAL_WEIGHT = 0.2
STATE_NAMES = {State.Learning: "learning", State.Review: "review", State.Relearning: "relearning"}

COLUMNS = "state, step, stability, difficulty, due, last_review, reviews, lapses, typical_ms"


def rating_for(correct: bool, time_ms: int, typical_ms: float | None, reviews: int) -> Rating:
    if not correct:
        return Rating.Again
    if typical_ms is None or reviews < MIN_REVIEWS_FOR_TIME:
        return Rating.Good
    if time_ms >= SLOW * typical_ms:
        return Rating.Hard
    if time_ms <= FAST * typical_ms:
        return Rating.Easy
    return Rating.Good


def next_typical(typical_ms: float | None, correct: bool, time_ms: int) -> float | None:
    if not correct:
        return typical_ms
    if typical_ms is None:
        return float(time_ms)
    return (1 - TYPICAL_WEIGHT) * typical_ms + TYPICAL_WEIGHT * time_ms


class _Memory:
    """A skill's card plus the counts kept beside it."""

    def __init__(self, row: Sequence[Any] | None = None) -> None:
        if row is None:
            self.card = Card(card_id=0)  # an explicit id: Card() sleeps 1 ms to make one
            self.reviews, self.lapses, self.typical_ms = 0, 0, None
            return
        state, step, stability, difficulty, due, last, reviews, lapses, typical = row
        self.card = Card(card_id=0, state=State(state), step=step, stability=stability,
                         difficulty=difficulty, due=from_text(due), last_review=_time(last))
        self.reviews, self.lapses, self.typical_ms = reviews, lapses, typical

    def review(self, correct: bool, time_ms: int, at: datetime) -> None:
        if self.card.last_review is not None and at < self.card.last_review:
            at = self.card.last_review  # a clock set back: FSRS needs time to move forward
        rating = rating_for(correct, time_ms, self.typical_ms, self.reviews)
        self.card, _ = SCHEDULER.review_card(self.card, rating, review_datetime=at)
        self.reviews += 1
        self.lapses += not correct
        self.typical_ms = next_typical(self.typical_ms, correct, time_ms)

    def values(self) -> tuple[Any, ...]:
        c = self.card
        return (int(c.state), c.step, c.stability, c.difficulty, to_text(c.due),
                to_text(c.last_review) if c.last_review else None, self.reviews, self.lapses,
                self.typical_ms)


def _time(text: str | None) -> datetime | None:
    return None if text is None else from_text(text)


def _load(db: Database, trainee_id: TraineeId, skill: Skill) -> _Memory:
    row = db.execute(
        f"SELECT {COLUMNS} FROM schedule WHERE trainee_id = ? AND game = ? AND task = ?",
        (trainee_id, skill.game, skill.task),
    ).fetchone()
    return _Memory(row)


def _save(db: Database, trainee_id: TraineeId, skill: Skill, memory: _Memory) -> None:
    db.execute(
        f"INSERT OR REPLACE INTO schedule (trainee_id, game, task, {COLUMNS})"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (trainee_id, skill.game, skill.task, *memory.values()),
    )


def review(db: Database, trainee_id: TraineeId, skill: Skill, correct: bool, time_ms: int,
           at: datetime) -> None:
    """Update the skill's memory state with one answer (caller holds the transaction)."""
    memory = _load(db, trainee_id, skill)
    memory.review(correct, time_ms, at)
    _save(db, trainee_id, skill, memory)


def rebuild(db: Database, trainee_id: TraineeId, skill: Skill) -> None:
    """Recompute the skill's state from all its non-exam answers, oldest first."""
    rows = db.execute(
        "SELECT a.correct, a.time_ms, a.answered_at FROM attempts a"
        " JOIN sessions s ON s.id = a.session_id AND s.kind != 'exam'"
        " WHERE a.trainee_id = ? AND a.game = ? AND a.task = ? ORDER BY a.answered_at, a.id",
        (trainee_id, skill.game, skill.task),
    ).fetchall()
    if not rows:
        return
    memory = _Memory()
    for correct, time_ms, answered_at in rows:
        memory.review(bool(correct), time_ms, from_text(answered_at))
    _save(db, trainee_id, skill, memory)


def _state(skill: Skill, memory: _Memory, now: datetime) -> SkillState:
    card = memory.card
    return SkillState(
        skill=skill,
        state=STATE_NAMES[card.state],  # type: ignore[arg-type]
        due=card.due,
        retrievability=SCHEDULER.get_card_retrievability(card, now),
        stability=card.stability,
        difficulty=card.difficulty,
        reviews=memory.reviews,
        lapses=memory.lapses,
        last_review=card.last_review,
    )


def new_state(skill: Skill) -> SkillState:
    return SkillState(skill, "new", None, 0.0, None, None, 0, 0, None)


def skill_state(db: Database, trainee_id: TraineeId, skill: Skill, now: datetime) -> SkillState:
    memory = _load(db, trainee_id, skill)
    return new_state(skill) if memory.reviews == 0 else _state(skill, memory, now)


def skill_states(db: Database, trainee_id: TraineeId, now: datetime) -> list[SkillState]:
    rows = db.execute(
        f"SELECT game, task, {COLUMNS} FROM schedule WHERE trainee_id = ?", (trainee_id,)
    )
    return [_state(Skill(r[0], r[1]), _Memory(r[2:]), now) for r in rows]


def practice_order(states: Iterable[SkillState], now: datetime) -> list[SkillState]:
    """Due skills first (weakest first), then new ones, then the rest (weakest first)."""

    def key(s: SkillState) -> tuple[int, float, str]:
        if s.state == "new":
            return (1, 0.0, s.skill.key)
        group = 0 if s.is_due(now) else 2
        return (group, s.retrievability, to_text(s.due) if s.due else "")

    return sorted(states, key=key)


def due_count(db: Database, trainee_id: TraineeId, now: datetime) -> int:
    row = db.execute(
        "SELECT count(*) FROM schedule WHERE trainee_id = ? AND due <= ?",
        (trainee_id, to_text(now)),
    ).fetchone()
    return int(row[0])
