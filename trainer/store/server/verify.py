"""``trainer results verify --server URL``: every workstation's exam chain, checked on the server.

Each workstation's chain is walked as ``trainer results verify`` walks a local one
(:class:`trainer.store.verify.Walk`): the links in order, each record's content hash
recomputed from the record the server holds.  An exam, answer or result on the server
that no workstation's chain covers is reported as inserted.

Hashes can be recomputed by anyone, so with ``regrade`` (the engine's, given by the caller)
every exam result is also re-graded, on the answers the chain that carries it holds before it:
a result that does not mark to what it says is reported as altered, whatever its hashes
(issue 31, X3).  A workstation's result refused as a conflict (``trainer.conflicts``: the exam's
first result received stands) is what that workstation's chain is checked against.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..chain import canonical_json
from ..importer import stored_attempt
from ..models import Problem, TraineeId, VerifyReport
from ..verify import Walk
from .push import Regrade

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


def verify_server(conn: psycopg.Connection[tuple[Any, ...]], regrade: Regrade | None = None) -> VerifyReport:
    starts: dict[str, dict[str, Any]] = {}
    results: dict[str, dict[str, Any]] = {}
    for start, result in conn.execute(
            "SELECT e.record, r.record FROM trainer.exams e LEFT JOIN trainer.exam_results r ON r.exam_id = e.id"):
        starts[str(start["id"])] = start
        if result is not None:
            results[str(start["id"])] = result
    exams = {exam_id: exam_row(start, results.get(exam_id)) for exam_id, start in starts.items()}
    records = {str(r[0]["id"]): r[0] for r in conn.execute(
        "SELECT record FROM trainer.attempts WHERE exam_id IS NOT NULL")}
    attempts = {attempt_id: attempt_row(record) for attempt_id, record in records.items()}
    conflicts: dict[str, dict[str, dict[str, Any]]] = defaultdict(dict)
    for ws, exam_id, record in conn.execute("SELECT workstation, exam_id, record FROM trainer.conflicts"):
        conflicts[str(ws)][str(exam_id)] = record
    problems: list[Problem] = []
    seen: set[tuple[str, str]] = set()
    count = 0
    for (ws,) in conn.execute("SELECT DISTINCT workstation FROM trainer.chain ORDER BY workstation").fetchall():
        own = {e: exam_row(starts[e], r) for e, r in conflicts[ws].items() if e in starts}
        walk = Walk({**exams, **own}, attempts)
        answered: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for link in conn.execute("SELECT seq, kind, exam_id, record_id, content_hash, prev_hash, hash"
                                 " FROM trainer.chain WHERE workstation = %s ORDER BY seq", (ws,)):
            walk.link(*link)
            count += 1
            kind, exam_id, record_id = link[1], str(link[2]), str(link[3])
            if kind == "exam-attempt" and record_id in records:
                answered[exam_id].append(records[record_id])
            elif kind == "exam-result" and regrade is not None and exam_id in starts:
                result = conflicts[ws].get(exam_id) or results.get(exam_id)
                why = regrade(starts[exam_id], answered[exam_id], result) if result is not None else None
                if why is not None:
                    walk.problems.append(Problem("altered", f"exam result {exam_id}",
                                                 f"re-graded by the engine: {why}", link[0]))
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
