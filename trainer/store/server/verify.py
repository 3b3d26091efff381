"""``trainer results verify --server URL``: every workstation's exam chain, checked on the server.

Each workstation's chain is walked as ``trainer results verify`` walks a local one
(:class:`trainer.store.verify.Walk`): the links in order, each record's content hash
recomputed from the record the server holds.  An exam, answer or result on the server
that no workstation's chain covers is reported as inserted.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..chain import canonical_json
from ..importer import stored_attempt
from ..models import Problem, TraineeId, VerifyReport
from ..verify import Walk

if TYPE_CHECKING:
    import psycopg


def exam_row(record: dict[str, Any], result: dict[str, Any] | None) -> dict[str, Any]:
    """An exam's start record (and result record) as ``chain.EXAM_SQL`` reads the exam."""
    return {"id": record["id"], "trainee_id": None, "trainee": record["trainee"], "session_id": record["session"],
            "definition": canonical_json(record["definition"]), "seed": record["seed"],
            "started_at": record["started_at"], "time_limit_s": record["time_limit_s"],
            "submitted_at": result["submitted_at"] if result else None,
            "score": float(result["score"]) if result else None,
            "passed": int(result["passed"]) if result else None,
            "breakdown": canonical_json(result["breakdown"]) if result and result["breakdown"] is not None else None}


def attempt_row(record: dict[str, Any]) -> dict[str, Any]:
    """An exam answer's record as ``chain.EXAM_ATTEMPT_SQL`` reads the answer."""
    return {**stored_attempt(record, TraineeId(0)), "trainee": record["trainee"], "exam_id": record["exam"]}


def verify_server(conn: psycopg.Connection[tuple[Any, ...]]) -> VerifyReport:
    exams = {str(r[0]["id"]): exam_row(r[0], r[1]) for r in conn.execute(
        "SELECT e.record, r.record FROM trainer.exams e LEFT JOIN trainer.exam_results r ON r.exam_id = e.id")}
    attempts = {str(r[0]["id"]): attempt_row(r[0]) for r in conn.execute(
        "SELECT record FROM trainer.attempts WHERE exam_id IS NOT NULL")}
    problems: list[Problem] = []
    seen: set[tuple[str, str]] = set()
    count = 0
    for (ws,) in conn.execute("SELECT DISTINCT workstation FROM trainer.chain ORDER BY workstation").fetchall():
        walk = Walk(exams, attempts)
        for link in conn.execute("SELECT seq, kind, exam_id, record_id, content_hash, prev_hash, hash"
                                 " FROM trainer.chain WHERE workstation = %s ORDER BY seq", (ws,)):
            walk.link(*link)
            count += 1
        problems += [replace(p, record=f"workstation {ws}: {p.record}") for p in walk.problems]
        seen |= walk.seen
    for attempt_id in attempts:
        if ("exam-attempt", attempt_id) not in seen:
            problems.append(Problem("inserted", f"exam attempt {attempt_id}", "no workstation's chain has it"))
    for exam_id, exam in exams.items():
        if ("exam-start", exam_id) not in seen:
            problems.append(Problem("inserted", f"exam start {exam_id}", "no workstation's chain has it"))
        if exam["submitted_at"] is not None and ("exam-result", exam_id) not in seen:
            problems.append(Problem("inserted", f"exam result {exam_id}", "no workstation's chain has it"))
    return VerifyReport(records=count, exams=len(exams), problems=tuple(problems))
