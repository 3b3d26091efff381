"""Trainees, sessions and attempts: rows in, dataclasses out.

Attempts are only ever inserted (the database refuses UPDATE and DELETE on them,
see migration m003).  Functions here expect the caller to hold the write
transaction; :mod:`trainer.store.facade` does.
"""

from __future__ import annotations

import json
import sqlite3
import unicodedata
import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlite_utils import Database

from .chain import canonical_json
from .errors import NotFound, StoreError
from .models import (
    Answer,
    Attempt,
    AttemptId,
    Exam,
    ExamId,
    PlayedHand,
    Role,
    Session,
    SessionId,
    SessionKind,
    Skill,
    SkillResult,
    Trainee,
    TraineeId,
)
from .timestamps import from_text, to_text

ATTEMPT_COLUMNS = (
    "id, trainee_id, session_id, lesson_id, item_id, game, task, scenario, answer, correct,"
    " score, time_ms, answered_at, params, target_s"
)
SESSION_COLUMNS = "id, trainee_id, kind, lesson_id, started_at, ended_at"
TRAINEE_COLUMNS = "id, name, role, password_hash, created_at"


def new_id() -> str:
    return str(uuid.uuid4())


def clean_name(name: str) -> str:
    """A name as stored: control and bidirectional-formatting characters removed (an
    imported name cannot reorder or hide what a list shows), spaces folded."""
    visible = "".join(ch for ch in name if unicodedata.category(ch) not in _INVISIBLE and ch not in _BIDI)
    cleaned = " ".join(visible.split())
    if not cleaned:
        raise StoreError("a trainee needs a name")
    return cleaned[:MAX_NAME]


MAX_NAME = 100
_INVISIBLE = frozenset({"Cc", "Cs", "Co", "Cn"})  # control, surrogate, private use, unassigned
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def nobody_here(db: Database) -> bool:
    """Records with no person of any kind: the only records where the first instructor may be
    made at sign-in (issue 31 item 2).  Whether an instructor acts here is not read from his role
    in the file but from his key's endorsements (:mod:`.school_key`)."""
    return db.execute("SELECT 1 FROM trainees LIMIT 1").fetchone() is None


def no_instructor_here(db: Database) -> bool:
    """No instructor of any kind in the records — not even one who came from other records by an
    import or a sync, or a role written into the file: the store's own bound on the first instructor."""
    return db.execute("SELECT 1 FROM trainees WHERE role = 'instructor' LIMIT 1").fetchone() is None


def _time(text: str | None) -> datetime | None:
    return None if text is None else from_text(text)


# -- trainees ---------------------------------------------------------------------------


def trainee_from_row(row: Sequence[Any]) -> Trainee:
    tid, name, role, password_hash, created_at = row
    return Trainee(TraineeId(tid), name, Role(role), from_text(created_at), password_hash is not None)


def insert_trainee(db: Database, name: str, role: Role, password_hash: str | None,
                   now: datetime) -> TraineeId:
    try:
        cursor = db.execute(
            "INSERT INTO trainees (name, role, password_hash, created_at) VALUES (?, ?, ?, ?)",
            (name, role.value, password_hash, to_text(now)),
        )
    except sqlite3.IntegrityError:
        raise StoreError(f"there is already a trainee named {name!r}") from None
    return TraineeId(cursor.lastrowid or 0)


def get_trainee(db: Database, trainee_id: TraineeId) -> Trainee:
    row = db.execute(f"SELECT {TRAINEE_COLUMNS} FROM trainees WHERE id = ?", (trainee_id,))
    found = row.fetchone()
    if found is None:
        raise NotFound(f"no trainee with id {trainee_id}")
    return trainee_from_row(found)


def trainee_by_name(db: Database, name: str) -> Trainee | None:
    row = db.execute(f"SELECT {TRAINEE_COLUMNS} FROM trainees WHERE name = ?", (clean_name(name),))
    found = row.fetchone()
    return trainee_from_row(found) if found else None


def list_trainees(db: Database) -> list[Trainee]:
    rows = db.execute(f"SELECT {TRAINEE_COLUMNS} FROM trainees ORDER BY name COLLATE NOCASE")
    return [trainee_from_row(r) for r in rows]


def set_password_hash(db: Database, trainee_id: TraineeId, hashed: str) -> None:
    db.execute("UPDATE trainees SET password_hash = ? WHERE id = ?", (hashed, trainee_id))


def password_hash(db: Database, trainee_id: TraineeId) -> str | None:
    row = db.execute("SELECT password_hash FROM trainees WHERE id = ?", (trainee_id,)).fetchone()
    if row is None:
        raise NotFound(f"no trainee with id {trainee_id}")
    hashed = row[0]
    return None if hashed is None else str(hashed)


# -- sessions ---------------------------------------------------------------------------


def session_from_row(row: Sequence[Any]) -> Session:
    sid, tid, kind, lesson_id, started_at, ended_at = row
    return Session(SessionId(sid), TraineeId(tid), SessionKind(kind), lesson_id,
                   from_text(started_at), _time(ended_at))


def insert_session(db: Database, session: Session) -> None:
    try:
        db.execute(
            f"INSERT INTO sessions ({SESSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)",
            (session.id, session.trainee_id, session.kind.value, session.lesson_id,
             to_text(session.started_at), None),
        )
    except sqlite3.IntegrityError:
        raise NotFound(f"no trainee with id {session.trainee_id}") from None


def end_session(db: Database, session_id: SessionId, at: datetime) -> None:
    db.execute("UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL",
               (to_text(at), session_id))


def get_session(db: Database, session_id: SessionId) -> Session:
    row = db.execute(f"SELECT {SESSION_COLUMNS} FROM sessions WHERE id = ?", (session_id,))
    found = row.fetchone()
    if found is None:
        raise NotFound(f"no session {session_id}")
    return session_from_row(found)


def open_sessions_with(db: Database, trainee_id: TraineeId, params_key: str) -> list[Session]:
    """The trainee's practice sessions never ended (the app closed or killed mid-way) with an
    answer whose params carry ``params_key`` (a hand's ``hand``), newest first."""
    rows = db.execute(
        f"SELECT {SESSION_COLUMNS} FROM sessions s WHERE s.trainee_id = ? AND s.ended_at IS NULL"
        " AND s.kind IN (?, ?) AND EXISTS (SELECT 1 FROM attempts a WHERE a.session_id = s.id"
        " AND json_extract(a.params, ?) IS NOT NULL) ORDER BY s.started_at DESC, s.rowid DESC",
        (trainee_id, SessionKind.DRILL.value, SessionKind.LESSON.value, f"$.{params_key}"))
    return [session_from_row(r) for r in rows]


# -- attempts ---------------------------------------------------------------------------


def attempt_row(trainee_id: TraineeId, session_id: SessionId, answer: Answer,
                at: datetime) -> dict[str, Any]:
    """The row to insert, with values already in the types SQLite gives back."""
    return {
        "id": new_id(),
        "trainee_id": trainee_id,
        "session_id": session_id,
        "lesson_id": answer.lesson_id,
        "item_id": answer.item_id,
        "game": answer.game,
        "task": answer.task,
        "scenario": canonical_json(answer.scenario),
        "answer": canonical_json(answer.answer),
        "correct": int(bool(answer.correct)),
        "score": float(answer.score),
        "time_ms": int(answer.time_ms),
        "answered_at": to_text(at),
        "params": canonical_json(dict(answer.params)),
        "target_s": answer.target_s,
    }


def insert_attempt(db: Database, row: dict[str, Any]) -> None:
    db.execute(
        f"INSERT INTO attempts ({ATTEMPT_COLUMNS}) VALUES (:id, :trainee_id, :session_id,"
        " :lesson_id, :item_id, :game, :task, :scenario, :answer, :correct, :score, :time_ms,"
        " :answered_at, :params, :target_s)",
        row,
    )


def attempt_from_row(row: Sequence[Any] | dict[str, Any]) -> Attempt:
    if isinstance(row, dict):
        row = [row[c.strip()] for c in ATTEMPT_COLUMNS.split(",")]
    aid, tid, sid, lesson_id, item_id, game, task, scenario, answer, correct, score, ms, at, params, target = row
    return Attempt(AttemptId(aid), TraineeId(tid), SessionId(sid), lesson_id, item_id, game, task,
                   json.loads(scenario), json.loads(answer), bool(correct), score, ms,
                   from_text(at), json.loads(params), target)


def select_attempts(db: Database, where: str = "1", params: Sequence[Any] = (),
                    order: str = "answered_at, id", limit: int | None = None) -> list[Attempt]:
    sql = f"SELECT {ATTEMPT_COLUMNS} FROM attempts WHERE {where} ORDER BY {order}"
    if limit is not None:
        sql += f" LIMIT {int(limit)}"
    return [attempt_from_row(r) for r in db.execute(sql, tuple(params))]


def find_attempts(db: Database, trainee_id: TraineeId | None = None,
                  session_id: SessionId | None = None, since: datetime | None = None,
                  limit: int | None = None) -> list[Attempt]:
    clauses: list[str] = []
    params: list[Any] = []
    for clause, value in (("trainee_id = ?", trainee_id), ("session_id = ?", session_id),
                          ("answered_at >= ?", to_text(since) if since else None)):
        if value is not None:
            clauses.append(clause)
            params.append(value)
    return select_attempts(db, " AND ".join(clauses) or "1", params, limit=limit)


def played_hands(db: Database, trainee_id: TraineeId) -> list[PlayedHand]:
    """The trainee's whole hands (Run the table), newest first: the answers whose params carry
    ``hand``, grouped per hand — one session, game, seed, seats and variant, its steps in order
    (a step number met again starts another hand of the same deal)."""
    rows = select_attempts(db, "trainee_id = ? AND json_extract(params, '$.hand') IS NOT NULL",
                           (trainee_id,), order="answered_at, rowid")
    hands: list[list[Attempt]] = []
    open_hands: dict[tuple[Any, ...], list[Attempt]] = {}
    for attempt in rows:
        about = attempt.params.get("hand")
        if not isinstance(about, dict) or not all(isinstance(about.get(k), int) for k in ("step", "seed", "seats")):
            continue  # another task's own "hand" param, or a hand that cannot be read back
        key = (attempt.session_id, canonical_json([about.get(k) for k in ("game", "seed", "seats", "variant")]),
               canonical_json(about.get("table") or {}))
        current = open_hands.get(key)
        if current is None or current[-1].params["hand"]["step"] >= about["step"]:
            current = open_hands[key] = []
            hands.append(current)
        current.append(attempt)
    played = []
    for attempts in hands:
        about = attempts[-1].params["hand"]
        try:
            played.append(PlayedHand(attempts[0].session_id, attempts[0].lesson_id, str(about["game"]),
                                     int(about["seed"]), int(about["seats"]), str(about.get("variant", "")),
                                     int(about.get("steps", len(attempts))), tuple(attempts)))
        except (KeyError, TypeError, ValueError):
            continue  # an answer whose hand cannot be read back: not a hand to replay
    return played[::-1]


# -- exams --------------------------------------------------------------------------------


def breakdown_to_json(breakdown: Sequence[SkillResult]) -> list[dict[str, Any]]:
    """A floor is written only where the exam set one: results without floors keep their old shape."""
    return [{"skill": r.skill.key, "answered": r.answered, "correct": r.correct, "score": r.score,
             **({} if r.min_correct is None else {"min_correct": r.min_correct})} for r in breakdown]


def breakdown_from_json(data: list[dict[str, Any]] | None) -> tuple[SkillResult, ...]:
    out = []
    for item in data or ():
        game, _, task = item["skill"].partition("/")
        out.append(SkillResult(Skill(game, task), item["answered"], item["correct"],
                               item["score"], item.get("min_correct")))
    return tuple(out)


def exam_from_row(row: dict[str, Any]) -> Exam:
    """``row`` as selected by :data:`trainer.store.chain.EXAM_SQL`."""
    breakdown = json.loads(row["breakdown"]) if row["breakdown"] else None
    return Exam(
        id=ExamId(row["id"]),
        trainee_id=TraineeId(row["trainee_id"]),
        session_id=SessionId(row["session_id"]),
        definition=json.loads(row["definition"]),
        seed=row["seed"],
        started_at=from_text(row["started_at"]),
        time_limit_s=row["time_limit_s"],
        submitted_at=_time(row["submitted_at"]),
        score=row["score"],
        passed=None if row["passed"] is None else bool(row["passed"]),
        breakdown=breakdown_from_json(breakdown),
    )
