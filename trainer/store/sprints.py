"""Sprints (issue 20): N items of one skill against the clock, one row each (migration m009).

The answers of a sprint are stored as any drill's (a session of kind ``drill``); the
sprint's row keeps what the sprint itself was — its skill, items, time limit, the
seconds used, the right answers and the score — and :func:`personal_bests` reads the
best score per skill.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlite_utils import Database

from .models import SessionId, Skill, SprintResult, TraineeId
from .records import new_id
from .timestamps import from_text, to_text

COLUMNS = "id, trainee_id, session_id, game, task, items, limit_s, seconds, right, score, finished_at"


def sprint_from_row(row: Sequence[Any]) -> SprintResult:
    sid, tid, session, game, task, items, limit_s, seconds, right, score, at = row
    return SprintResult(sid, TraineeId(tid), SessionId(session), Skill(game, task), items, limit_s,
                        seconds, right, score, from_text(at))


def insert_sprint(db: Database, trainee_id: TraineeId, session_id: SessionId, skill: Skill, items: int,
                  limit_s: int, seconds: float, right: int, score: int, at: datetime) -> SprintResult:
    row = (new_id(), trainee_id, session_id, skill.game, skill.task, items, limit_s, seconds, right, score,
           to_text(at))
    db.execute(f"INSERT INTO sprints ({COLUMNS}) VALUES ({', '.join('?' * len(row))})", row)
    return sprint_from_row(row)


def personal_bests(db: Database, trainee_id: TraineeId) -> dict[Skill, SprintResult]:
    """Each skill's best sprint (highest score; on a tie the earlier)."""
    best: dict[Skill, SprintResult] = {}
    for row in db.execute(f"SELECT {COLUMNS} FROM sprints WHERE trainee_id = ?"
                          " ORDER BY score DESC, finished_at, id", (trainee_id,)):
        sprint = sprint_from_row(row)
        best.setdefault(sprint.skill, sprint)
    return best
