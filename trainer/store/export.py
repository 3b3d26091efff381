"""``trainer results export``: attempts and exam results as JSON lines or CSV.

CSV is for people with a spreadsheet: a row per answer and per exam, each cell a value
read as it is (trainee, local date and time, game, task, lesson, the question, the answer
given and the right one, correct, score, seconds; ``CSV_COLUMNS``).  It cannot be imported.

JSON lines (the format ``trainer results import`` reads), one record a line::

    {"type": "trainer-results", "version": 1, "exported_at": ...}     header
    {"type": "trainee", "name": ..., "role": ...}
    {"type": "session", "id": ..., "trainee": ..., "kind": ..., ...}
    {"type": "exam", "id": ..., "definition": ..., "seed": ..., "hash": ...}
    {"type": "attempt", "id": ..., "scenario": ..., "answer": ..., "params": ..., "hash": ...}
    {"type": "sprint", "id": ..., "trainee": ..., "session": ..., "game": ..., "task": ..., "score": ...}
    {"type": "exam_result", "exam": ..., "score": ..., "passed": ..., "hash": ..., "code": ...}
    {"type": "instructor_key", "id": ..., "owner": ..., "public_key": ...}  public keys only
    {"type": "exam_signature", "exam": ..., "kind": "start"|"result", "key": ..., "signature": ...}
    {"type": "trailer", "lines": ..., "sha256": ...}                    last line (version 2)

The trailer counts the lines before it (header included) and holds the SHA-256 of
their bytes, so an import can tell a file cut short — even at a line boundary —
from a whole one (issue 16 item 7).  Version 1 files (no trailer) still import.

Trainees travel by name, everything else by UUID.  ``hash`` is the record's
content hash in the exam chain (null for drill answers), so the importing side
can tell a record altered in transit.  Passwords never leave the workstation.
``params`` (the task's params the question was asked with) came with trainer's
migration m004 and is written only when not empty; an answer without it imports with ``{}``.
``target_s`` (the target time that applied, migration m009) is written only where one did.
A ``sprint`` (issue 20) travels with its session; it is not graded again on import (a
sprint is practice), but one that differs from the same sprint here is refused.

Filters: ``trainee`` (one trainee), ``since`` (answers given since; an exam goes
whole, with all its answers, if it was started or submitted since).
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from datetime import datetime
from typing import Any, TextIO

from sqlite_utils import Database

from trainer.engine.rulesets import RULESETS
from trainer.i18n import date_time_text, tr

from . import certificates, sprints
from .chain import EXAM_SQL, canonical_json, verification_code
from .models import ExportSummary, TraineeId
from .timestamps import from_text, to_text, utc_now

FORMAT = "trainer-results"
VERSION = 2
READABLE_VERSIONS = (1, 2)  # 1: written before the trailer existed
TRAILER = "trailer"

ATTEMPT_SQL = """
SELECT a.id, t.name AS trainee, a.session_id, e.id AS exam_id, a.lesson_id, a.item_id,
       a.game, a.task, a.scenario, a.answer, a.correct, a.score, a.time_ms, a.answered_at,
       a.params, a.target_s
FROM attempts a JOIN trainees t ON t.id = a.trainee_id
JOIN sessions s ON s.id = a.session_id
LEFT JOIN exams e ON e.session_id = a.session_id
"""
CSV_COLUMNS = [
    "record", "trainee", "date/time", "game", "task", "lesson", "question", "given answer",
    "right answer", "correct", "score (%)", "seconds", "exam", "passed", "code", "id",
]
"""The spreadsheet's columns, each a value a person reads (issue 17 item 16): no JSON in a cell."""
WORDS = ("task", "lesson", "question", "given answer", "right answer")
Describe = Callable[[Mapping[str, Any]], Mapping[str, str]]
"""An attempt record -> the words of its ``WORDS`` columns (``trainer.training.attempt_text.csv_words``:
the task's title, the lesson's title, the question as asked, the answers in words)."""


class _Selection:
    """The records an export holds, each kind selected by SQL and read from a cursor as it
    is written: memory stays flat however many answers there are (issue 16 item 8)."""

    def __init__(self, db: Database, trainee_id: TraineeId | None, since: datetime | None) -> None:
        self.db = db
        self.params: dict[str, Any] = {}
        exam_where, attempt_where = ["1"], ["s.kind != 'exam'"]
        if trainee_id is not None:
            exam_where.append("e.trainee_id = :trainee")
            attempt_where.append("a.trainee_id = :trainee")
            self.params["trainee"] = trainee_id
        if since is not None:
            exam_where.append("(e.started_at >= :since OR e.submitted_at >= :since)")
            attempt_where.append("a.answered_at >= :since")
            self.params["since"] = to_text(since)
        self.exam_filter = " AND ".join(exam_where)
        exam_sessions = f"SELECT e.session_id FROM exams e WHERE {self.exam_filter}"
        # Drill answers that pass the filters, and every answer of the selected exams.
        self.attempt_filter = (f"({' AND '.join(attempt_where)}) OR a.session_id IN ({exam_sessions})")
        self.session_ids = (f"SELECT a.session_id FROM attempts a JOIN sessions s ON s.id = a.session_id"
                            f" WHERE {self.attempt_filter} UNION {exam_sessions}")

    def chain_hash(self, kind: str, record_id: str) -> str | None:
        row = self.db.execute("SELECT content_hash FROM chain WHERE kind = ? AND record_id = ?",
                              (kind, record_id)).fetchone()
        return None if row is None else str(row[0])

    def exams(self, submitted: bool = False) -> Iterator[dict[str, Any]]:
        where = self.exam_filter + (" AND e.submitted_at IS NOT NULL" if submitted else "")
        order = "e.submitted_at, e.id" if submitted else "e.started_at, e.id"
        return self.db.query(f"{EXAM_SQL} WHERE {where} ORDER BY {order}", self.params)

    def attempts(self) -> Iterator[dict[str, Any]]:
        sql = f"{ATTEMPT_SQL} WHERE {self.attempt_filter} ORDER BY a.answered_at, a.id"
        return self.db.query(sql, self.params)

    def sessions(self) -> Iterator[dict[str, Any]]:
        return self.db.query(
            "SELECT s.id, t.name AS trainee, s.kind, s.lesson_id, s.started_at, s.ended_at"
            f" FROM sessions s JOIN trainees t ON t.id = s.trainee_id WHERE s.id IN ({self.session_ids})"
            " ORDER BY s.started_at, s.id", self.params)

    def trainees(self) -> Iterator[dict[str, Any]]:
        return self.db.query(
            "SELECT name, role FROM trainees WHERE id IN"
            f" (SELECT trainee_id FROM sessions WHERE id IN ({self.session_ids})) ORDER BY name", self.params)


def records(db: Database, trainee_id: TraineeId | None = None,
            since: datetime | None = None) -> Iterator[dict[str, Any]]:
    """The export, record by record (header first), as JSON-ready dicts."""
    sel = _Selection(db, trainee_id, since)
    yield {"type": FORMAT, "version": VERSION, "exported_at": to_text(utc_now())}
    for t in sel.trainees():
        yield {"type": "trainee", "name": t["name"], "role": t["role"]}
    for s in sel.sessions():
        yield {"type": "session", "id": s["id"], "trainee": s["trainee"], "kind": s["kind"],
               "lesson_id": s["lesson_id"], "started_at": s["started_at"],
               "ended_at": s["ended_at"]}
    for e in sel.exams():
        yield exam_record(e, sel.chain_hash("exam-start", e["id"]))
    for a in sel.attempts():
        yield attempt_record(a, sel.chain_hash("exam-attempt", a["id"]) if a["exam_id"] else None)
    yield from sprints.export_records(db, sel.session_ids, sel.params)  # issue 20
    signed = []
    for e in sel.exams(submitted=True):
        yield result_record(e, sel.chain_hash("exam-result", e["id"]))
        signed += certificates.signature_records(db, e["id"])
    if signed:  # the public keys that check them, then the signatures (issue 16 item 2)
        yield from certificates.key_records(db)
        yield from signed


def exam_record(e: dict[str, Any], digest: str | None) -> dict[str, Any]:
    return {"type": "exam", "id": e["id"], "trainee": e["trainee"], "session": e["session_id"],
            "definition": json.loads(e["definition"]), "seed": e["seed"],
            "started_at": e["started_at"], "time_limit_s": e["time_limit_s"], "hash": digest}


def attempt_record(a: dict[str, Any], digest: str | None) -> dict[str, Any]:
    return {"type": "attempt", "id": a["id"], "trainee": a["trainee"],
            "session": a["session_id"], "exam": a["exam_id"], "lesson_id": a["lesson_id"],
            "item_id": a["item_id"], "game": a["game"], "task": a["task"],
            "scenario": json.loads(a["scenario"]), "answer": json.loads(a["answer"]),
            "correct": bool(a["correct"]), "score": a["score"], "time_ms": a["time_ms"],
            "answered_at": a["answered_at"], **_params(a["params"]),
            **({} if a["target_s"] is None else {"target_s": a["target_s"]}), "hash": digest}


def _params(text: str) -> dict[str, Any]:
    """``params`` only when there are some: a file of answers without any still reads in a
    trainer from before m004 (which refuses a field it does not know)."""
    params = json.loads(text)
    return {"params": params} if params else {}


def result_record(e: dict[str, Any], digest: str | None) -> dict[str, Any]:
    return {"type": "exam_result", "exam": e["id"], "trainee": e["trainee"],
            "submitted_at": e["submitted_at"], "score": e["score"],
            "passed": bool(e["passed"]),
            "breakdown": json.loads(e["breakdown"]) if e["breakdown"] else None,
            "hash": digest, "code": verification_code(digest) if digest else None}


def write_jsonl(out: TextIO, items: Iterator[dict[str, Any]]) -> ExportSummary:
    counts = {"attempt": 0, "exam": 0}
    digest = hashlib.sha256()
    lines = 0
    for item in items:
        line = json.dumps(item, ensure_ascii=False, allow_nan=False) + "\n"
        out.write(line)
        digest.update(line.encode("utf-8"))
        lines += 1
        counts[item["type"]] = counts.get(item["type"], 0) + 1
    out.write(json.dumps(trailer(lines, digest.hexdigest())) + "\n")
    return ExportSummary(counts["attempt"], counts["exam"])


def sealed(records: Iterable[dict[str, Any]]) -> str:
    """Records (header first) as an export's text with its trailer; any trailer among them
    is dropped and made again.  What ``write_jsonl`` writes, for records already in hand."""
    out = io.StringIO()
    write_jsonl(out, (r for r in records if r.get("type") != TRAILER))
    return out.getvalue()


def trailer(lines: int, sha256: str) -> dict[str, Any]:
    return {"type": TRAILER, "lines": lines, "sha256": sha256}


def write_csv(out: TextIO, items: Iterator[dict[str, Any]], describe: Describe | None = None) -> ExportSummary:
    """Attempts, then exams (one row each, result included), in one table for spreadsheets.

    ``describe`` puts an attempt in words (the store knows ids and JSON only); without it the
    task and lesson are their ids, the answer given its JSON and the right answer empty.
    Times are the workstation's local time.
    """
    writer = csv.DictWriter(out, CSV_COLUMNS, extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    exams: dict[str, dict[str, Any]] = {}
    titles: dict[str, str] = {}
    attempts = 0
    for item in items:
        kind = item["type"]
        if kind == "attempt":
            attempts += 1
            writer.writerow(_attempt_row(item, describe, titles))
        elif kind == "exam":
            definition = item["definition"] if isinstance(item["definition"], dict) else {}
            titles[item["id"]] = str(definition.get("title") or definition.get("id") or item["id"])
            exams[item["id"]] = {"record": "exam", "trainee": item["trainee"],
                                 "date/time": _local(item["started_at"]), "game": _game(definition.get("game")),
                                 "lesson": titles[item["id"]], "id": item["id"]}
        elif kind == "exam_result":
            exams[item["exam"]].update({"date/time": _local(item["submitted_at"]),
                                        "score (%)": _percent(item["score"]), "passed": _yes(item["passed"]),
                                        "code": item["code"] or ""})
    for exam in exams.values():
        writer.writerow(exam)
    return ExportSummary(attempts, len(exams))


def _attempt_row(item: Mapping[str, Any], describe: Describe | None,
                 exam_titles: Mapping[str, str]) -> dict[str, Any]:
    words = describe(item) if describe is not None else {
        "task": item["task"], "lesson": item["lesson_id"] or "", "question": "",
        "given answer": canonical_json(item["answer"]), "right answer": ""}
    return {"record": "attempt", "trainee": item["trainee"], "date/time": _local(item["answered_at"]),
            "game": _game(item["game"]), **{key: words.get(key, "") for key in WORDS},
            "correct": _yes(item["correct"]), "score (%)": _percent(item["score"]),
            "seconds": f"{item['time_ms'] / 1000:.1f}",
            "exam": exam_titles.get(item["exam"], "") if item["exam"] else "", "id": item["id"]}


def _local(text: str | None) -> str:
    """A stored time as the workstation's local date and time, as every screen writes it (U20:
    29/11/2026 00:46:05, day first as a Macau or Portuguese spreadsheet reads it)."""
    return date_time_text(from_text(text), seconds=True) if text else ""


def _game(game: Any) -> str:
    return RULESETS[game].title if isinstance(game, str) and game in RULESETS else str(game or "")


def _percent(score: float | None) -> str:
    return "" if score is None else f"{score * 100:.0f}"


def _yes(value: Any) -> str:
    return tr("yes") if value else tr("no")
