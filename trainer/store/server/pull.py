"""Bringing the other workstations' records from the school server (``trainer sync``, second half).

The rows of server transactions finished since the last pull — those below the oldest
transaction still running, so one that commits late is taken next time, not skipped — are
written as a JSON-lines export and merged by the import (:func:`trainer.store.importer.import_file`):
the same checks, the exam chain extended, the schedules rebuilt.  The mark moves only after
the merge; merging the same records again adds nothing.

Trainees are known by their school-wide id.  One not known here is added (with that id kept
in ``school_trainees``); if its name is taken here by someone else, the name gets the id's
first characters — two people are never merged because they share a name.  An exam taken
under a name other than the one its trainee has here (one such renamed trainee, on either
side) is not merged here: its chained hashes hold the name it was taken under.  It stays on
the server, where ``trainer results verify --server`` checks it.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from .. import importer
from ..db import write_transaction
from ..export import FORMAT, VERSION, write_jsonl
from ..models import Role
from ..records import insert_trainee
from ..timestamps import to_text, utc_now
from .push import mark, set_mark, workstation_id

if TYPE_CHECKING:
    import psycopg

MARK = "pull"
CHAINED = ("exams", "exam_results")


def local_trainees(db: Database, conn: psycopg.Connection[tuple[Any, ...]], wanted: set[str]) -> dict[str, str]:
    """School id -> local name for ``wanted`` ids, adding here those not known yet."""
    ws = workstation_id(db)
    known = {school: name for school, name in db.execute(
        "SELECT s.school_id, t.name FROM school_trainees s JOIN trainees t ON t.id = s.trainee_id")}
    own = {f"{ws}-{tid}": name for tid, name in db.execute("SELECT id, name FROM trainees")}
    names = {**own, **known}
    missing = sorted(wanted - names.keys())
    if missing:
        rows = conn.execute("SELECT id, name, role FROM trainer.trainees WHERE id = ANY(%s)", (missing,)).fetchall()
        with write_transaction(db):
            for school_id, name, role in rows:
                local = str(name)
                if db.execute("SELECT 1 FROM trainees WHERE name = ?", (local,)).fetchone():
                    local = f"{name} [{str(school_id)[:6]}]"
                tid = insert_trainee(db, local, Role(str(role)), None, utc_now())
                db.execute("INSERT INTO school_trainees (trainee_id, school_id) VALUES (?, ?)", (tid, school_id))
                names[str(school_id)] = local
    return names


SOURCES = (  # export order: a record's trainee, session and exam come before it
    ("sessions", "trainee_id"), ("exams", "trainee_id"), ("attempts", "trainee_id"),
    ("sprints", "trainee_id"), ("exam_results", "trainee_id"),
)


def pull(db: Database, conn: psycopg.Connection[tuple[Any, ...]], school: str) -> int:
    """Merge the other workstations' new records; how many answers came."""
    ws = workstation_id(db)
    low = mark(db, school, MARK)
    sessions: list[str] = []  # those merged: their answers are not sent back
    with conn.transaction():
        conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        row = conn.execute("SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint").fetchone()
        high = int(row[0]) if row else low
        if high <= low:
            return 0
        window = "workstation != %s AND txid >= %s AND txid < %s"
        wanted = {str(r[0]) for table, column in (("trainees", "id"), *SOURCES) for r in conn.execute(
            f"SELECT DISTINCT {column} FROM trainer.{table} WHERE {window}", (ws, low, high))}
        wanted |= {str(r[0]) for r in conn.execute(  # the trainees of exams signed since
            "SELECT DISTINCT e.trainee_id FROM trainer.exam_signatures s JOIN trainer.exams e ON e.id = s.exam_id"
            " WHERE s.workstation != %s AND s.txid >= %s AND s.txid < %s", (ws, low, high))}
        keys = conn.execute("SELECT count(*) FROM trainer.instructor_keys WHERE workstation != %s"
                            " AND txid >= %s AND txid < %s", (ws, low, high)).fetchone()
        count = 0
        if wanted or (keys and keys[0]):
            names = local_trainees(db, conn, wanted)
            with tempfile.TemporaryDirectory(prefix="trainer-pull-") as tmp:
                path = os.path.join(tmp, "pull.jsonl")
                with open(path, "w", encoding="utf-8") as out:
                    summary = write_jsonl(out, _records(conn, names, (ws, low, high), sessions))
                count = summary.attempts
                importer.import_file(db, path, stage_dir=tmp)
    with write_transaction(db):
        set_mark(db, school, MARK, high)
        db.conn.executemany("INSERT OR IGNORE INTO sync_pulled_sessions (school, session_id) VALUES (?, ?)",
                            [(school, sid) for sid in sessions])
    return count


def _records(conn: psycopg.Connection[tuple[Any, ...]], names: dict[str, str],
             window: tuple[str, int, int], sessions: list[str]) -> Iterator[dict[str, Any]]:
    yield {"type": FORMAT, "version": VERSION, "exported_at": to_text(utc_now())}
    roles = dict(conn.execute("SELECT id, role FROM trainer.trainees WHERE id = ANY(%s)",
                              (list(names),)).fetchall())
    for school_id, name in sorted(names.items(), key=lambda kv: kv[1]):
        if school_id in roles:
            yield {"type": "trainee", "name": name, "role": roles[school_id]}
    for table, column in SOURCES:
        cursor = conn.cursor(name=f"pull_{table}")  # server-side: memory stays flat
        cursor.execute(f"SELECT {column}, record FROM trainer.{table}"
                       " WHERE workstation != %s AND txid >= %s AND txid < %s ORDER BY txid", window)
        for trainee_id, record in cursor:
            name = names[str(trainee_id)]
            if record["trainee"] != name and (table in CHAINED or record.get("exam")):
                continue  # its hash holds the name it was taken under: see the module's note
            if table == "sessions":
                sessions.append(str(record["id"]))
            yield {**record, "trainee": name}
        cursor.close()
    keys = "SELECT record FROM trainer.instructor_keys WHERE workstation != %s AND txid >= %s AND txid < %s"
    for (record,) in conn.execute(keys + " ORDER BY txid, id", window):
        yield record
    signed = ("SELECT s.record, e.trainee_id, e.record->>'trainee' FROM trainer.exam_signatures s"
              " JOIN trainer.exams e ON e.id = s.exam_id"
              " WHERE s.workstation != %s AND s.txid >= %s AND s.txid < %s ORDER BY s.txid")
    for record, trainee_id, taken_by in conn.execute(signed, window):
        if names.get(str(trainee_id)) == taken_by:  # an exam not merged here (see above) is not signed here
            yield record
