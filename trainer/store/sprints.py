"""Sprints (issue 20): N items of one skill against the clock, one row each (migration m009).

The answers of a sprint are stored as any drill's (a session of kind ``drill``); the
sprint's row keeps what the sprint itself was — its skill, items, time limit, the
seconds used, the right answers and the score — and :func:`personal_bests` reads the
best score per skill.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
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


def export_records(db: Database, session_ids: str, params: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The sprints run in the exported sessions (``session_ids``: a SELECT of their ids)."""
    for row in db.query(
            "SELECT p.id, t.name AS trainee, p.session_id, p.game, p.task, p.items, p.limit_s, p.seconds,"
            " p.right, p.score, p.finished_at FROM sprints p JOIN trainees t ON t.id = p.trainee_id"
            f" WHERE p.session_id IN ({session_ids}) ORDER BY p.finished_at, p.id", params):
        yield {"type": "sprint", "id": row["id"], "trainee": row["trainee"], "session": row["session_id"],
               "game": row["game"], "task": row["task"], "items": row["items"], "limit_s": row["limit_s"],
               "seconds": row["seconds"], "right": row["right"], "score": row["score"],
               "finished_at": row["finished_at"]}


def import_record(db: Database, item: dict[str, Any], trainee_id: TraineeId) -> bool:
    """Add an exported sprint (True), or find it here as it was (False); ValueError if it differs."""
    row = (item["id"], trainee_id, item["session"], item["game"], item["task"], item["items"], item["limit_s"],
           float(item["seconds"]), item["right"], item["score"], item["finished_at"])
    here = db.execute(f"SELECT {COLUMNS} FROM sprints WHERE id = ?", (item["id"],)).fetchone()
    if here is not None:
        if tuple(here) != row:
            raise ValueError(f"sprint {item['id']} differs from the one in this database")
        return False
    if not 0 <= item["right"] <= item["items"] or item["items"] < 1 or item["limit_s"] < 1:
        raise ValueError(f"sprint {item['id']}: right answers, items and time limit do not add up")
    db.execute(f"INSERT INTO sprints ({COLUMNS}) VALUES ({', '.join('?' * len(row))})", row)
    return True
