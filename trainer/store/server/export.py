"""``trainer results export --server URL``: the school's records as one JSON-lines export.

The same format as a workstation's export (:mod:`trainer.store.export`: header, trainees,
sessions, exams, answers, sprints, results, trailer), each record as the workstation that
made it wrote it, so ``trainer results import`` reads it.  ``--trainee NAME`` keeps that
trainee's records (every trainee of that name, on any workstation); ``--since`` keeps the
drill answers given since, and each exam started or submitted since, whole.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import TYPE_CHECKING, Any, TextIO

from ..export import FORMAT, VERSION, write_jsonl
from ..models import ExportSummary
from ..timestamps import to_text, utc_now

if TYPE_CHECKING:
    import psycopg


def export_server(conn: psycopg.Connection[tuple[Any, ...]], out: TextIO, trainee: str | None = None,
                  since: datetime | None = None) -> ExportSummary:
    return write_jsonl(out, _records(conn, trainee, since))


def _records(conn: psycopg.Connection[tuple[Any, ...]], trainee: str | None,
             since: datetime | None) -> Iterator[dict[str, Any]]:
    params: dict[str, Any] = {"name": trainee, "since": since}
    who = "(%(name)s::text IS NULL OR trainee_id IN (SELECT id FROM trainer.trainees WHERE name = %(name)s))"
    exams = (f"SELECT e.id FROM trainer.exams e LEFT JOIN trainer.exam_results r ON r.exam_id = e.id"
             f" WHERE {who.replace('trainee_id', 'e.trainee_id')} AND (%(since)s::timestamptz IS NULL"
             " OR e.started_at >= %(since)s OR r.submitted_at >= %(since)s)")
    answers = (f"{who} AND ((exam_id IS NULL AND (%(since)s::timestamptz IS NULL OR answered_at >= %(since)s))"
               f" OR exam_id IN ({exams}))")
    sessions = f"SELECT session_id FROM trainer.attempts WHERE {answers} UNION SELECT session_id FROM trainer.exams" \
               f" WHERE id IN ({exams})"
    yield {"type": FORMAT, "version": VERSION, "exported_at": to_text(utc_now())}
    for name, role in conn.execute("SELECT DISTINCT t.name, t.role FROM trainer.trainees t JOIN trainer.sessions s"
                                   f" ON s.trainee_id = t.id WHERE s.id IN ({sessions}) ORDER BY t.name", params):
        yield {"type": "trainee", "name": name, "role": role}
    queries = (
        f"SELECT record FROM trainer.sessions WHERE id IN ({sessions}) ORDER BY started_at, id",
        f"SELECT record FROM trainer.exams WHERE id IN ({exams}) ORDER BY started_at, id",
        f"SELECT record FROM trainer.attempts WHERE {answers} ORDER BY answered_at, id",
        f"SELECT record FROM trainer.sprints WHERE session_id IN ({sessions}) ORDER BY id",
        f"SELECT record FROM trainer.exam_results WHERE exam_id IN ({exams}) ORDER BY submitted_at, exam_id",
    )
    for number, sql in enumerate(queries):
        cursor = conn.cursor(name=f"export_{number}")  # server-side: memory stays flat
        cursor.execute(sql, params)
        for (record,) in cursor:
            yield record
        cursor.close()
