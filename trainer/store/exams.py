"""Exams: start with a definition snapshot and a seed, save each answer as given,
resume after a crash, submit once.  Every step joins the hash chain (see chain.py).

The store keeps the start time and the time limit.  The exam's running time is measured by
the session (a monotonic clock, issue 31 item 4) and kept here as it runs (``exam_clock``: the
time spent, in all and per item), so a crash-resume keeps it; the clock only runs forward.

The start record's time bounds every answer (issue 31, X4): an answer stamped before the
exam started, or after its deadline plus :data:`ANSWER_GRACE_S`, is refused — when it is
saved (:func:`record_answer`) and when it arrives in an import (:func:`window_problem`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlite_utils import Database

from . import chain
from .errors import ExamClosed, NotFound, StoreError
from .models import (
    Answer,
    Attempt,
    Exam,
    ExamId,
    ExamProgress,
    ExamResult,
    Session,
    SessionId,
    SessionKind,
    Skill,
    SkillResult,
    TraineeId,
)
from .records import (
    attempt_from_row,
    attempt_row,
    breakdown_to_json,
    exam_from_row,
    insert_attempt,
    insert_session,
    new_id,
    select_attempts,
)
from .timestamps import from_text, to_text

MAX_SEED = 2**63
ANSWER_GRACE_S = 2.0
"""After the deadline, an answer is still taken for this long: the screen's last save at time-out."""


def get_row(db: Database, exam_id: ExamId) -> dict[str, Any]:
    rows = list(db.query(chain.EXAM_SQL + " WHERE e.id = ?", [exam_id]))
    if not rows:
        raise NotFound(f"no exam {exam_id}")
    return rows[0]


def get(db: Database, exam_id: ExamId) -> Exam:
    return exam_from_row(get_row(db, exam_id))


def start(db: Database, trainee_id: TraineeId, definition: Any, seed: int,
          time_limit_s: int | None, at: datetime) -> Exam:
    if not 0 <= seed < MAX_SEED:
        raise ValueError(f"seed {seed} is outside 0 .. 2**63 - 1")
    if time_limit_s is not None and time_limit_s <= 0:
        raise ValueError(f"time limit {time_limit_s} s is not positive")
    session = Session(SessionId(new_id()), trainee_id, SessionKind.EXAM, None, at, None)
    insert_session(db, session)
    exam_id = ExamId(new_id())
    db.execute(
        "INSERT INTO exams (id, trainee_id, session_id, definition, seed, started_at,"
        " time_limit_s) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (exam_id, trainee_id, session.id, chain.canonical_json(definition), seed, to_text(at),
         time_limit_s),
    )
    row = get_row(db, exam_id)
    chain.append(db, "exam-start", exam_id, exam_id, chain.content_hash(chain.start_content(row)))
    return exam_from_row(row)


def window_problem(started_at: datetime, time_limit_s: int | None, answered_at: datetime) -> str | None:
    """Why an answer stamped ``answered_at`` falls outside its exam (None: it does not): before
    the start, or after the deadline plus :data:`ANSWER_GRACE_S`."""
    if answered_at < started_at:
        return (f"it is stamped {to_text(answered_at)}, before the exam started ({to_text(started_at)})")
    if time_limit_s is not None:
        deadline = started_at + timedelta(seconds=time_limit_s)
        if (answered_at - deadline).total_seconds() > ANSWER_GRACE_S:
            return f"it is stamped {to_text(answered_at)}, after the exam's deadline ({to_text(deadline)})"
    return None


def _taken_elsewhere(db: Database, exam: dict[str, Any]) -> None:
    """An exam that came from the school server is answered and submitted only on the workstation
    it was started on (issue 31, X7): one exam is never submitted twice."""
    if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'sync_pulled_sessions'").fetchone() and db.execute(
            "SELECT 1 FROM sync_pulled_sessions WHERE session_id = ?", (exam["session_id"],)).fetchone():
        raise ExamClosed(f"exam {exam['id']} was started on another workstation: it can be resumed and submitted"
                         " only there")


def record_answer(db: Database, exam_id: ExamId, answer: Answer, at: datetime) -> Attempt:
    exam = get_row(db, exam_id)
    if exam["submitted_at"] is not None:
        raise ExamClosed(f"exam {exam_id} has been submitted")
    outside = window_problem(from_text(exam["started_at"]), exam["time_limit_s"], at)
    if outside is not None:
        raise ExamClosed(f"an answer to exam {exam_id} is refused: {outside}")
    _taken_elsewhere(db, exam)
    row = attempt_row(exam["trainee_id"], exam["session_id"], answer, at)
    insert_attempt(db, row)
    content = chain.attempt_content({**row, "trainee": exam["trainee"], "exam_id": exam_id})
    chain.append(db, "exam-attempt", exam_id, row["id"], chain.content_hash(content))
    return attempt_from_row(row)


def latest_answers(db: Database, session_id: SessionId) -> dict[str, Attempt]:
    """item_id -> the last answer given to it (a trainee may change an answer)."""
    answers: dict[str, Attempt] = {}
    for attempt in select_attempts(db, "session_id = ?", (session_id,)):
        answers[attempt.item_id] = attempt
    return answers


def progress(db: Database, exam_id: ExamId, now: datetime) -> ExamProgress:
    exam = get(db, exam_id)
    return ExamProgress(exam, latest_answers(db, exam.session_id), exam.remaining_s(now))


def breakdown_of(answers: Iterable[Attempt]) -> tuple[SkillResult, ...]:
    """The one per-skill tally of an exam's answers (latest per item): answered, right, marks."""
    totals: dict[Skill, list[float]] = {}
    for a in answers:
        t = totals.setdefault(a.skill, [0, 0, 0.0])
        t[0] += 1
        t[1] += a.correct
        t[2] += a.score
    return tuple(SkillResult(skill, int(n), int(right), score)
                 for skill, (n, right, score) in sorted(totals.items()))


def submit(db: Database, exam_id: ExamId, score: float, passed: bool,
           breakdown: Sequence[SkillResult] | None, at: datetime) -> ExamResult:
    if not (math.isfinite(score) and 0 <= score <= 1):
        raise ValueError(f"exam score {score!r} is not between 0 and 1")
    exam = get_row(db, exam_id)
    if exam["submitted_at"] is not None:
        raise ExamClosed(f"exam {exam_id} has already been submitted")
    _taken_elsewhere(db, exam)
    if breakdown is None:
        breakdown = breakdown_of(latest_answers(db, exam["session_id"]).values())
    db.execute(
        "UPDATE exams SET submitted_at = ?, score = ?, passed = ?, breakdown = ? WHERE id = ?",
        (to_text(at), float(score), int(bool(passed)),
         chain.canonical_json(breakdown_to_json(breakdown)), exam_id),
    )
    db.execute("UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL",
               (to_text(at), exam["session_id"]))
    row = get_row(db, exam_id)
    digest = chain.result_digest(db, row)
    chain.append(db, "exam-result", exam_id, exam_id, digest)
    return ExamResult(exam_from_row(row), chain.verification_code(digest))


def result(db: Database, exam_id: ExamId) -> ExamResult | None:
    """The submitted result with its verification code, or None if not submitted."""
    exam = get(db, exam_id)
    digest = chain.stored_result_hash(db, exam_id)
    if not exam.submitted or digest is None:
        return None
    return ExamResult(exam, chain.verification_code(digest))


def list_exams(db: Database, trainee_id: TraineeId | None = None,
               open_only: bool = False) -> list[Exam]:
    clauses, params = ["1"], []
    if trainee_id is not None:
        clauses.append("e.trainee_id = ?")
        params.append(trainee_id)
    if open_only:  # to resume here: not one started on another workstation (issue 31, X7)
        clauses.append("e.submitted_at IS NULL")
        if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'sync_pulled_sessions'").fetchone():
            clauses.append("e.session_id NOT IN (SELECT session_id FROM sync_pulled_sessions)")
    sql = f"{chain.EXAM_SQL} WHERE {' AND '.join(clauses)} ORDER BY e.started_at, e.id"
    return [exam_from_row(r) for r in db.query(sql, params)]


def require_not_exam(kind: SessionKind) -> None:
    if kind is SessionKind.EXAM:
        raise StoreError("answers in an exam are recorded with record_exam_answer")


# -- the exam's running time (issue 31 item 4) --------------------------------------------------


@dataclass(frozen=True)
class ExamClock:
    """An open exam's time as its session measured it, last kept at ``wall``.

    ``elapsed_ms``: the exam's time spent in all; ``items``: per item id, the time it was shown
    (every visit, saved or not); ``mono`` and ``boot``: the monotonic clock's reading then and
    the machine's boot it belongs to, so a session resumed on the same boot counts the time the
    program was down by that clock, never by the wall clock."""

    elapsed_ms: int
    mono: float
    boot: str
    wall: datetime
    items: Mapping[str, int] = field(default_factory=dict)


def exam_clock(db: Database, exam_id: ExamId) -> ExamClock | None:
    if not _has_clock_table(db):
        return None
    row = db.execute("SELECT elapsed_ms, mono, boot, wall, items FROM exam_clock WHERE exam_id = ?",
                     (exam_id,)).fetchone()
    if row is None:
        return None
    try:
        items = {str(k): int(v) for k, v in json.loads(row[4]).items()}
    except (ValueError, TypeError, AttributeError):
        items = {}
    return ExamClock(int(row[0]), float(row[1]), str(row[2]), from_text(row[3]), items)


def keep_exam_clock(db: Database, exam_id: ExamId, clock: ExamClock) -> None:
    """Keep the exam's measured time; it never goes back (the table's trigger refuses that too)."""
    if not _has_clock_table(db):
        return
    db.execute(
        "INSERT INTO exam_clock (exam_id, elapsed_ms, mono, boot, wall, items) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (exam_id) DO UPDATE SET elapsed_ms = max(exam_clock.elapsed_ms, excluded.elapsed_ms),"
        " mono = excluded.mono, boot = excluded.boot, wall = excluded.wall, items = excluded.items",
        (exam_id, max(0, int(clock.elapsed_ms)), float(clock.mono), clock.boot, to_text(clock.wall),
         json.dumps({k: int(v) for k, v in clock.items.items()}, sort_keys=True)))


def _has_clock_table(db: Database) -> bool:
    return db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'exam_clock'").fetchone() is not None
