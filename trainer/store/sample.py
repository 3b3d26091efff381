"""Synthetic answers in bulk, for the benchmark and the statistics tests.

Written straight into ``attempts`` in one transaction (no schedule updates), so
100,000 answers take about a second.  Deterministic for a given ``seed``.
"""

from __future__ import annotations

import random
import uuid
from datetime import UTC, datetime, timedelta

from .db import write_transaction
from .facade import Store
from .models import Role, SessionKind, Skill, TraineeId
from .records import ATTEMPT_COLUMNS, insert_trainee
from .timestamps import to_text

GAMES = ("holdem", "omaha", "stud", "sintetico", "thirteen", "qpoker")  # game ids as data: the sample's games
TASKS = ("showdown_order", "side_pots", "winner", "payout")
SKILLS = tuple(Skill(g, t) for g in GAMES for t in TASKS)
START = datetime(2025, 1, 6, 9, tzinfo=UTC)


def fill_attempts(store: Store, count: int, trainees: int = 20, seed: int = 0,
                  start: datetime = START, days: int = 90) -> None:
    """Add ``trainees`` trainees and ``count`` drill answers spread over ``days`` days."""
    rng = random.Random(seed)
    db = store.db
    with write_transaction(db):
        people = [insert_trainee(db, f"Sample trainee {seed}-{i:03d}", Role.TRAINEE, None, start)
                  for i in range(trainees)]
        sessions: dict[TraineeId, str] = {}
        for tid in people:
            sid = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            db.execute("INSERT INTO sessions (id, trainee_id, kind, started_at) VALUES (?, ?, ?, ?)",
                       (sid, tid, SessionKind.PRACTICE.value, to_text(start)))
            sessions[tid] = sid
        step = timedelta(days=days) / max(count, 1)
        rows = (_row(rng, people, sessions, start + i * step) for i in range(count))
        marks = ", ".join("?" * len(ATTEMPT_COLUMNS.split(",")))
        db.conn.executemany(f"INSERT INTO attempts ({ATTEMPT_COLUMNS}) VALUES ({marks})", rows)


def _row(rng: random.Random, people: list[TraineeId], sessions: dict[TraineeId, str],
         at: datetime) -> tuple[object, ...]:
    tid = rng.choice(people)
    skill_index = rng.randrange(len(SKILLS))
    skill = SKILLS[skill_index]
    correct = rng.random() < 0.55 + 0.4 * skill_index / len(SKILLS)
    time_ms = int(rng.lognormvariate(8.3, 0.5))
    return (str(uuid.UUID(int=rng.getrandbits(128), version=4)), tid, sessions[tid], None,
            f"item-{rng.randrange(500)}", skill.game, skill.task, '{"sample":true}',
            '{"given":1}', int(correct), 1.0 if correct else 0.0, time_ms, to_text(at), "{}", None)
