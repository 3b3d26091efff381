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

A pull never fails every sync because of one record (issue 31): a record this workstation
cannot take — one that fails the record checks, an exam result that the engine does not
re-grade to what it says (``regrade``, given by the caller: the store does not know the
engine), a record the import refuses here (a second result for an exam submitted here) — is
kept aside in ``sync_quarantine`` with the reason (:mod:`trainer.store.server.quarantine`),
with the records that depend on it (a session's answers, a refused result's signature), and
reported in one line; the rest is merged and the mark moves past it.  Without ``regrade``,
no exam result is merged: each is kept aside as not re-graded.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from .. import importer
from ..db import write_transaction
from ..errors import ImportFileError
from ..export import FORMAT, VERSION, write_jsonl
from ..models import Role
from ..records import insert_trainee, school_local_name
from ..school_files import Pulled, record_installed, signature_problem
from ..timestamps import to_text, utc_now
from ..validate import check_fields
from . import quarantine
from .push import Regrade, mark, set_mark, workstation_id

if TYPE_CHECKING:
    import psycopg

MARK = "pull"
CHAINED = ("exams", "exam_results")
MAX_REFUSED = 200
"""Records the import may refuse one by one in a pull (each is kept aside and the merge tried
again without it); past that the pull fails as a whole, nothing of it kept."""



@dataclass
class _Aside:
    """What a pull keeps aside: the records, and the ids whose dependants go with them."""

    held: list[tuple[dict[str, Any], str]] = field(default_factory=list)
    sessions: set[str] = field(default_factory=set)
    exams: set[str] = field(default_factory=set)
    results: set[str] = field(default_factory=set)

    def put(self, record: dict[str, Any], reason: str) -> None:
        self.held.append((record, reason))
        kind = record.get("type")
        if kind == "session":
            self.sessions.add(str(record.get("id")))
        elif kind == "exam":
            self.exams.add(str(record.get("id")))
        elif kind == "exam_result":
            self.results.add(str(record.get("exam")))

    def depends(self, record: dict[str, Any]) -> str | None:
        """Why ``record`` goes aside with one already there (None: it does not)."""
        kind = record.get("type")
        if str(record.get("session")) in self.sessions:
            return f"its session {record.get('session')} was kept aside"
        if str(record.get("exam")) in self.exams:
            return f"its exam {record.get('exam')} was kept aside"
        if kind == "exam_signature" and record.get("kind") == "result" and str(record.get("exam")) in self.results:
            return f"the exam result it signs ({record.get('exam')}) was kept aside"
        return None


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
                if db.execute("SELECT 1 FROM trainees WHERE name = ? OR shown_name = ?", (local, local)).fetchone():
                    local = school_local_name(str(name), str(school_id))
                tid = insert_trainee(db, local, Role(str(role)), None, utc_now())
                db.execute("INSERT INTO school_trainees (trainee_id, school_id) VALUES (?, ?)", (tid, school_id))
                names[str(school_id)] = local
    return names


SOURCES = (  # export order: a record's trainee, session and exam come before it
    ("sessions", "trainee_id"), ("exams", "trainee_id"), ("attempts", "trainee_id"),
    ("sprints", "trainee_id"), ("exam_results", "trainee_id"),
)


Install = Callable[[str, bytes], "str | None"]
"""Puts a school file, signed by an instructor of the school, in this workstation's school folder: None
when it did, else why not (:func:`trainer.training.school_files.install_pulled`: the lesson checker)."""


def pull(db: Database, conn: psycopg.Connection[tuple[Any, ...]], school: str,
         regrade: Regrade | None = None, install: Install | None = None) -> tuple[int, list[quarantine.Held]]:
    """Merge the other workstations' new records: (how many answers came, what was kept aside).
    The school files that came (issue 35 item 4) go to ``install`` once their signature is an instructor's
    of the school; without ``install`` they are left on the server (the mark of files does not move)."""
    ws = workstation_id(db)
    low = mark(db, school, MARK)
    sessions: list[str] = []  # those merged: their answers are not sent back
    aside = _Aside()
    with conn.transaction():
        conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        row = conn.execute("SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint").fetchone()
        high = int(row[0]) if row else low
        files_low = mark(db, school, FILES_MARK) if install is not None else high
        if high <= min(low, files_low):
            return 0, []
        window = "workstation != %s AND txid >= %s AND txid < %s"
        wanted = {str(r[0]) for table, column in (("trainees", "id"), *SOURCES) for r in conn.execute(
            f"SELECT DISTINCT {column} FROM trainer.{table} WHERE {window}", (ws, low, high))}
        wanted |= {str(r[0]) for r in conn.execute(  # the trainees of exams signed since
            "SELECT DISTINCT e.trainee_id FROM trainer.exam_signatures s JOIN trainer.exams e ON e.id = s.exam_id"
            " WHERE s.workstation != %s AND s.txid >= %s AND s.txid < %s", (ws, low, high))}
        keys = conn.execute("SELECT count(*) FROM trainer.instructor_keys WHERE workstation != %s"
                            " AND txid >= %s AND txid < %s", (ws, low, high)).fetchone()
        files = [Pulled(str(n), str(h), bytes(b), str(k), str(sig)) for n, h, b, k, sig in conn.execute(
            "SELECT name, sha256, body, key_id, signature FROM trainer.school_files WHERE workstation != %s"
            " AND txid >= %s AND txid < %s ORDER BY txid, name", (ws, files_low, high))]
        count = 0
        if wanted or (keys and keys[0]):
            names = local_trainees(db, conn, wanted)
            with tempfile.TemporaryDirectory(prefix="trainer-pull-") as tmp:
                path = os.path.join(tmp, "pull.jsonl")
                with open(path, "w", encoding="utf-8") as out:
                    checked = _checked(conn, _records(conn, names, (ws, low, high), sessions), aside, regrade)
                    summary = write_jsonl(out, checked)
                count = summary.attempts
                count -= _merge(db, path, tmp, aside)
    installed: list[Pulled] = []
    refused = _install_files(db, files, install, installed) if install is not None else []
    with write_transaction(db):
        set_mark(db, school, MARK, high)
        if install is not None:
            set_mark(db, school, FILES_MARK, high)
        for pulled in installed:
            record_installed(db, pulled, utc_now())
        db.conn.executemany("INSERT OR IGNORE INTO sync_pulled_sessions (school, session_id) VALUES (?, ?)",
                            [(school, sid) for sid in sessions if sid not in aside.sessions])
        held = [quarantine.keep(db, school, "pulled", record, reason)
                for record, reason in (*aside.held, *refused)]
    return count, held


FILES_MARK = "pull_school_files"


def _install_files(db: Database, files: list[Pulled], install: Install,
                   installed: list[Pulled]) -> list[tuple[dict[str, Any], str]]:
    """Each school file that came, installed when an instructor of the school signed it (the keys and
    their school signatures merged just before) and the installer takes it; the others, with why."""
    from ..school_key import pinned

    pin = pinned()
    refused = []
    for pulled in files:
        why = signature_problem(db, pulled, pin)
        if why is None:
            why = install(pulled.name, pulled.body)
            if why is None:
                installed.append(pulled)
        if why is not None:
            refused.append((pulled.record, f"school file {pulled.name[:200]!r}: {why}"))
    return refused


def _checked(conn: psycopg.Connection[tuple[Any, ...]], records: Iterator[dict[str, Any]], aside: _Aside,
             regrade: Regrade | None) -> Iterator[dict[str, Any]]:
    """``records`` less those kept aside: failing the record checks, depending on one kept aside,
    or an exam result that does not re-grade."""
    for record in records:
        if record.get("type") == FORMAT:
            yield record
            continue
        reason = check_fields(record) or aside.depends(record)
        if reason is None and record.get("type") == "exam_result":
            reason = _regraded(conn, record, regrade)
        if reason is None:
            yield record
        else:
            aside.put(record, reason)


def _regraded(conn: psycopg.Connection[tuple[Any, ...]], result: dict[str, Any], regrade: Regrade | None) -> str | None:
    """Why ``result`` is not taken as it is (None: the engine marks it so)."""
    if regrade is None:
        return "not re-graded: this sync was given no engine to re-grade exam results"
    exam_id = str(result["exam"])
    found = conn.execute("SELECT record FROM trainer.exams WHERE id = %s", (exam_id,)).fetchone()
    if found is None:
        return f"its exam {exam_id} is not on the server"
    return regrade(found[0], chained_answers(conn, exam_id), result)


def chained_answers(conn: psycopg.Connection[tuple[Any, ...]], exam_id: str) -> list[dict[str, Any]]:
    """The exam's answers that the chain of the workstation that sent its result holds before
    the result (the answers that result was marked on)."""
    rows = conn.execute(
        "SELECT a.record FROM trainer.exam_results r"
        " JOIN trainer.chain l ON l.workstation = r.workstation AND l.kind = 'exam-result' AND l.record_id = r.exam_id"
        " JOIN trainer.chain c ON c.workstation = r.workstation AND c.kind = 'exam-attempt' AND c.exam_id = r.exam_id"
        " AND c.seq < l.seq JOIN trainer.attempts a ON a.id = c.record_id WHERE r.exam_id = %s ORDER BY c.seq",
        (exam_id,)).fetchall()
    return [row[0] for row in rows]


def _merge(db: Database, path: str, tmp: str, aside: _Aside) -> int:
    """Import ``path``; a record the import refuses is kept aside (with its dependants) and the
    rest tried again.  How many answers were kept aside so."""
    dropped = 0
    for _ in range(MAX_REFUSED):
        try:
            importer.import_file(db, path, stage_dir=tmp)
            return dropped
        except ImportFileError as exc:
            if exc.line is None:
                raise
            dropped += _drop(path, exc.line, exc.message, aside)
    importer.import_file(db, path, stage_dir=tmp)
    return dropped


def _drop(path: str, line: int, reason: str, aside: _Aside) -> int:
    """Rewrite ``path`` without its ``line`` and the records depending on it; answers dropped."""
    with open(path, encoding="utf-8") as handle:
        records = [json.loads(text) for text in handle]
    bad = records[line - 1]
    if bad.get("type") in (FORMAT, "trailer") or not isinstance(bad, dict):
        raise ImportFileError(path, line, reason)
    aside.put(bad, reason)
    kept = []
    dropped = int(bad.get("type") == "attempt")
    for record in records[:-1]:  # the trailer is made again
        if record is bad:
            continue
        why = aside.depends(record) if record.get("type") != FORMAT else None
        if why is not None:
            aside.put(record, why)
            dropped += int(record.get("type") == "attempt")
            continue
        kept.append(record)
    with open(path, "w", encoding="utf-8") as out:
        write_jsonl(out, iter(kept))
    return dropped


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
