"""Sending this workstation's records to the school server (``trainer sync``, first half).

Each table is sent in batches from where its high-water mark stands (the local ``rowid``,
or the exam chain's ``seq``) up to a bound read, for every table at once, when the sync
began: every record sent then finds its trainee and session on the server.  A batch is
one server transaction; its mark is committed locally only after the server committed,
and the server keeps what it has (``ON CONFLICT DO NOTHING``), so a sync cut at any point
sends the unfinished batch again and nothing is lost or doubled.

The records are the JSON-lines export's (:mod:`trainer.store.export`), the ids its ids:
trainees go by their school-wide id (:func:`school_ids`), never by name.

What the server must not hold is not sent (issue 31): each record is checked first as an
import checks it (:func:`trainer.store.validate.check_fields`, which the server's CHECK
constraints mirror); one that fails stays here, kept aside with the reason
(:mod:`trainer.store.server.quarantine`), reported in one line, and the sync goes on; so is an
exam result the engine (``regrade``, given by the caller) does not mark to what it says.  An exam
result for an exam the server already holds another result of (the exam was submitted on two
workstations) is refused by the rule *the first result the server received stands*: it is
kept here marked as a conflict, and on the server in ``trainer.conflicts`` beside its exam
chain, so that the chain still verifies; later syncs are not held up by it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from .. import certificates, sprints
from ..chain import EXAM_SQL
from ..db import write_transaction
from ..export import ATTEMPT_SQL, attempt_record, exam_record, result_record
from ..validate import check_fields
from . import quarantine

if TYPE_CHECKING:
    import psycopg

Regrade = Callable[[dict[str, Any], list[dict[str, Any]], dict[str, Any]], str | None]
"""``regrade(exam, answers, result)``: None when the engine marks the exam's ``answers`` (its
start record and its answer records, as an export writes them) to what ``result`` says; else
what differs, in words.  :func:`trainer.training.exam.server_check.regrade_records`."""

BATCH = 5_000
"""Records per server transaction (a batch of answers is a few MB)."""


@dataclass
class Pushed:
    """What a push added to the server, per kind of record (present ones are not counted)."""

    counts: dict[str, int] = field(default_factory=dict)

    def add(self, kind: str, n: int) -> None:
        self.counts[kind] = self.counts.get(kind, 0) + n


def workstation_id(db: Database) -> str:
    return str(db.execute("SELECT id FROM workstation").fetchone()[0])


def school_ids(db: Database) -> dict[str, str]:
    """Local trainee name -> school-wide id: one pulled from the server keeps the id it came
    with; one created here is ``<workstation>-<local id>``."""
    ws = workstation_id(db)
    return {name: school or f"{ws}-{tid}" for tid, name, school in db.execute(
        "SELECT t.id, t.name, s.school_id FROM trainees t LEFT JOIN school_trainees s ON s.trainee_id = t.id")}


def mark(db: Database, school: str, name: str) -> int:
    row = db.execute("SELECT mark FROM sync_marks WHERE school = ? AND name = ?", (school, name)).fetchone()
    return int(row[0]) if row else 0


def set_mark(db: Database, school: str, name: str, value: int) -> None:
    db.execute("INSERT INTO sync_marks (school, name, mark) VALUES (?, ?, ?)"
               " ON CONFLICT (school, name) DO UPDATE SET mark = max(mark, excluded.mark)", (school, name, value))


ORDER = {"trainees": ("trainees", "rowid"), "sessions": ("sessions", "rowid"), "chain": ("chain", "seq"),
         "keys": ("instructor_keys", "rowid"), "signatures": ("exam_signatures", "rowid"),
         "attempts": ("attempts", "rowid"), "sprints": ("sprints", "rowid"),
         "school_files": ("school_files_out", "rowid")}
"""Each mark's table and the column it follows (rows are only ever added, each after the last)."""


def bounds(db: Database) -> dict[str, int]:
    """The last row of each table, read in one snapshot."""
    db.conn.execute("BEGIN")
    try:
        return {name: int(db.execute(f"SELECT max({column}) FROM {table}").fetchone()[0] or 0)
                for name, (table, column) in ORDER.items()}
    finally:
        db.conn.execute("COMMIT")


def waiting(db: Database, school: str) -> int:
    """Records recorded here and not yet on the server ``school``: those above each mark (an
    index range, cheap), less what came from the server (not sent back).  An exam's answers
    and result count as links of its chain."""
    pulled_session = "session_id IN (SELECT session_id FROM sync_pulled_sessions WHERE school = :school)"
    counts = (
        ("trainees", "SELECT count(*) FROM trainees WHERE rowid > :mark"
                     " AND id NOT IN (SELECT trainee_id FROM school_trainees)"),
        ("sessions", "SELECT count(*) FROM sessions s WHERE rowid > :mark AND NOT EXISTS"
                     " (SELECT 1 FROM sync_pulled_sessions p WHERE p.school = :school AND p.session_id = s.id)"),
        ("attempts", f"SELECT count(*) FROM attempts WHERE rowid > :mark AND NOT {pulled_session}"
                     " AND session_id NOT IN (SELECT id FROM sessions WHERE kind = 'exam')"),
        ("chain", "SELECT count(*) FROM chain WHERE seq > :mark"),
        ("sprints", f"SELECT count(*) FROM sprints WHERE rowid > :mark AND NOT {pulled_session}"),
    )
    return sum(int(db.execute(sql, {"mark": mark(db, school, name), "school": school}).fetchone()[0])
               for name, sql in counts)


class _Copy:
    """Rows into a server table through a temporary table: COPY, then one
    ``INSERT ... ON CONFLICT DO NOTHING`` (what is there already stays as it is)."""

    def __init__(self, conn: psycopg.Connection[tuple[Any, ...]]) -> None:
        self.conn = conn

    def insert(self, table: str, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> int:
        rows = list(rows)
        if not rows:
            return 0
        names = ", ".join(columns)
        temp = f"incoming_{table}"
        self.conn.execute(f"CREATE TEMP TABLE IF NOT EXISTS {temp} (LIKE trainer.{table} INCLUDING DEFAULTS)"
                          " ON COMMIT DELETE ROWS")
        with self.conn.cursor().copy(f"COPY {temp} ({names}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)
        key = KEYS.get(table, "id")
        cursor = self.conn.execute(f"INSERT INTO trainer.{table} ({names}) SELECT {names} FROM {temp}"
                                   f" ON CONFLICT ({key}) DO NOTHING")
        self.conn.execute(f"TRUNCATE {temp}")
        return max(cursor.rowcount, 0)


NOT_PULLED = ("NOT EXISTS (SELECT 1 FROM sync_pulled_sessions p WHERE p.school = ? AND p.session_id = s.id)")
"""A session that came from the server, and its answers, are not sent back."""
KEYS = {"exam_results": "exam_id", "chain": "workstation, seq", "exam_signatures": "exam_id, kind",
        "school_files": "name, sha256"}


_SHAPE = re.compile(r"[a-z][a-z0-9_-]{0,63}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_HEX64 = re.compile(r"[0-9a-f]{64}")
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def server_rules(record: dict[str, Any]) -> str | None:
    """What the server's CHECK constraints (schema v3) ask beyond an import's field checks."""
    kind = record.get("type")
    if kind == "attempt":
        for name in ("game", "task"):
            if not _SHAPE.fullmatch(str(record[name])):
                return f"attempt.{name}: expected an id as the engine names them, got {str(record[name])[:40]!r}"
    elif kind == "trainee" and _CONTROL.search(str(record["name"])):
        return "trainee.name: a control character in the name"
    elif kind == "session" and record["ended_at"] is not None and record["ended_at"] < record["started_at"]:
        return f"session.ended_at: {record['ended_at']} is before the start, {record['started_at']}"
    elif kind == "exam" and not isinstance(record["definition"], dict):
        return "exam.definition: expected a JSON object"
    elif kind == "instructor_key" and _CONTROL.search(str(record["owner"])):
        return "instructor_key.owner: a control character in the name"
    return None


def link_problem(seq: Any, exam_id: Any, hashes: Sequence[Any]) -> str | None:
    """What is wrong with an exam chain link, for the server (None: nothing)."""
    if not isinstance(seq, int) or seq < 1:
        return f"chain.seq: expected a whole number from 1, got {seq!r}"
    if not isinstance(exam_id, str) or not _UUID.fullmatch(exam_id):
        return f"chain.exam_id: expected a UUID, got {str(exam_id)[:40]!r}"
    if not all(isinstance(h, str) and _HEX64.fullmatch(h) for h in hashes):
        return "chain.hash: expected SHA-256 hex digests"
    return None


def _dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, allow_nan=False)


class Push:
    def __init__(self, db: Database, conn: psycopg.Connection[tuple[Any, ...]], school: str,
                 batch: int = BATCH, regrade: Regrade | None = None) -> None:
        self.db, self.conn, self.school, self.batch, self.regrade = db, conn, school, batch, regrade
        self.ws = workstation_id(db)
        self.copy = _Copy(conn)
        self.pushed = Pushed()
        self.ids: dict[str, str] = {}
        self.held: list[quarantine.Held] = []
        self._kept: list[tuple[str, dict[str, Any], str]] = []  # kept aside once the batch's mark moves
        quarantine.ensure(db)
        self._back: set[tuple[str, str]] = {  # trainees (by name), sessions and exams kept back, then and now
            (str(kind), str(record_id)) for kind, record_id in db.execute(
                "SELECT kind, record_id FROM sync_quarantine WHERE school = ? AND direction = 'refused'"
                " AND kind IN ('trainee', 'session', 'exam')", (school,))}

    def _sendable(self, record: dict[str, Any]) -> bool:
        """False (and the record kept back here, with the reason) for a record the server must not hold,
        or one whose trainee, session or exam was kept back (the server could not file it)."""
        reason = check_fields(record) or server_rules(record) or self._depends(record)
        if reason is None:
            return True
        self._kept.append(("refused", record, reason))
        kind = record.get("type")
        if kind in ("trainee", "session", "exam"):
            self._back.add((kind, str(record.get("name" if kind == "trainee" else "id"))))
        return False

    def _depends(self, record: dict[str, Any]) -> str | None:
        if not self._back:
            return None
        for kind, field_name in (("trainee", "trainee"), ("session", "session"), ("exam", "exam")):
            if (kind, str(record.get(field_name))) in self._back and record.get("type") != kind:
                return f"its {kind} {record.get(field_name)} was kept back"
        return None

    def _keep_aside(self) -> None:
        """In the local transaction that moves a mark: what the batch kept back."""
        for direction, record, reason in self._kept:
            self.held.append(quarantine.keep(self.db, self.school, direction, record, reason))
        self._kept.clear()

    def run(self) -> Pushed:
        with self.conn.transaction():
            self.conn.execute("INSERT INTO trainer.workstations (id) VALUES (%s) ON CONFLICT DO NOTHING",
                              (self.ws,))
        limits = bounds(self.db)
        self.ids = school_ids(self.db)
        self._batches("trainees", limits["trainees"], self._trainees)
        self._batches("sessions", limits["sessions"], self._sessions)
        self._ended_sessions()
        self._batches("chain", limits["chain"], self._chain)
        self._batches("keys", limits["keys"], self._keys)
        self._batches("signatures", limits["signatures"], self._signatures)
        self._attempt_batches(limits["attempts"])
        self._batches("sprints", limits["sprints"], self._sprints)
        self._batches("school_files", limits["school_files"], self._school_files)
        return self.pushed

    def _next(self, name: str, low: int, bound: int) -> int:
        """The last row of the batch after ``low`` (at most ``bound``)."""
        table, column = ORDER[name]
        row = self.db.execute(f"SELECT max({column}) FROM (SELECT {column} FROM {table} WHERE {column} > ?"
                              f" AND {column} <= ? ORDER BY {column} LIMIT ?)", (low, bound, self.batch)).fetchone()
        return int(row[0] or bound)

    def _batches(self, name: str, bound: int, send: Callable[[int, int], Callable[[], None] | None]) -> None:
        """``send(low, high)`` in one server transaction per batch; then, in one local one, the
        mark moves and what ``send`` returned is done."""
        low = mark(self.db, self.school, name)
        while low < bound:
            high = self._next(name, low, bound)
            with self.conn.transaction():
                after = send(low, high)
            with write_transaction(self.db):  # only once the server has committed
                set_mark(self.db, self.school, name, high)
                self._keep_aside()
                if after is not None:
                    after()
            low = high

    def _trainees(self, low: int, high: int) -> None:
        rows = [(self.ids[name], name, role, self.ws) for name, role in self.db.execute(
            "SELECT name, role FROM trainees WHERE rowid > ? AND rowid <= ?", (low, high))
            if self._sendable({"type": "trainee", "name": name, "role": role})]
        self.pushed.add("trainees", self.copy.insert("trainees", ("id", "name", "role", "workstation"), rows))

    def _sessions(self, low: int, high: int) -> Callable[[], None]:
        rows, still_open = [], []
        for s in self.db.query("SELECT s.id, t.name AS trainee, s.kind, s.lesson_id, s.started_at, s.ended_at"
                               " FROM sessions s JOIN trainees t ON t.id = s.trainee_id"
                               f" WHERE s.rowid > ? AND s.rowid <= ? AND {NOT_PULLED}", [low, high, self.school]):
            record = {"type": "session", **s}
            if not self._sendable(record):
                continue
            rows.append((s["id"], self.ids[s["trainee"]], self.ws, s["kind"], s["lesson_id"], s["started_at"],
                         s["ended_at"], _dumps(record)))
            if s["ended_at"] is None:
                still_open.append(s["id"])
        self.pushed.add("sessions", self.copy.insert(
            "sessions", ("id", "trainee_id", "workstation", "kind", "lesson_id", "started_at", "ended_at",
                         "record"), rows))

        def remember() -> None:  # in the transaction that moves the mark
            self.db.conn.executemany("INSERT OR IGNORE INTO sync_open_sessions (school, session_id) VALUES (?, ?)",
                                     [(self.school, sid) for sid in still_open])
        return remember

    def _ended_sessions(self) -> None:
        """Sessions sent while open whose end is known now: the end is filled in on the server."""
        ended = list(self.db.execute(
            "SELECT s.id, s.ended_at FROM sync_open_sessions o JOIN sessions s ON s.id = o.session_id"
            " WHERE o.school = ? AND s.ended_at IS NOT NULL", (self.school,)))
        if not ended:
            return
        with self.conn.transaction():  # the sync role may not UPDATE: the owner's function does it
            self.conn.execute("SELECT trainer.end_sessions(%s::text[], %s::text[])",
                              ([sid for sid, _ in ended], [end for _, end in ended]))
        with write_transaction(self.db):
            self.db.conn.executemany("DELETE FROM sync_open_sessions WHERE school = ? AND session_id = ?",
                                     [(self.school, sid) for sid, _ in ended])

    def _chain(self, low: int, high: int) -> None:
        """The exam records the chain links from ``low`` to ``high`` name, then the links."""
        links = list(self.db.execute("SELECT seq, kind, exam_id, record_id, content_hash, prev_hash, hash"
                                     " FROM chain WHERE seq > ? AND seq <= ? ORDER BY seq", (low, high)))
        exams = {e["id"]: e for e in self.db.query(
            EXAM_SQL + " WHERE e.id IN (SELECT exam_id FROM chain WHERE seq > ? AND seq <= ?)", [low, high])}
        starts: list[tuple[Any, ...]] = []
        answers: list[tuple[Any, ...]] = []
        results: list[tuple[Any, ...]] = []
        finished: dict[str, dict[str, Any]] = {}
        for _, kind, exam_id, record_id, digest, _, _ in links:
            exam = exams[exam_id]
            trainee = self.ids[exam["trainee"]]
            if kind == "exam-start":
                record = exam_record(exam, digest)
                if self._sendable(record):
                    starts.append((exam_id, trainee, exam["session_id"], self.ws, exam["started_at"],
                                   _dumps(record)))
            elif kind == "exam-result":
                record = result_record(exam, digest)
                if self._sendable(record) and self._marks_as_recorded(exam, digest, record):
                    finished[exam_id] = record
                    results.append((exam_id, trainee, self.ws, exam["submitted_at"], _dumps(record)))
            else:
                a = self.db.query(ATTEMPT_SQL + " WHERE a.id = ?", [record_id])
                answers.extend(row for row in (self._attempt_row(row, digest) for row in a) if row is not None)
        self.pushed.add("exams", self.copy.insert(
            "exams", ("id", "trainee_id", "session_id", "workstation", "started_at", "record"), starts))
        self.pushed.add("exam answers", self.copy.insert("attempts", ATTEMPT_COLUMNS, answers))
        conflicts = self._conflicts(finished)
        self.pushed.add("exam results", self.copy.insert(
            "exam_results", ("exam_id", "trainee_id", "workstation", "submitted_at", "record"),
            [r for r in results if r[0] not in conflicts]))
        good = []
        for link in links:
            problem = link_problem(link[0], link[2], link[4:])
            if problem is None:
                good.append(link)
            else:
                self._kept.append(("refused", {"type": "chain link", "id": link[0], "exam": link[2]}, problem))
        self.copy.insert("chain", ("workstation", "seq", "kind", "exam_id", "record_id", "content_hash",
                                   "prev_hash", "hash"), [(self.ws, *link) for link in good])

    def _marks_as_recorded(self, exam: dict[str, Any], digest: str, result: dict[str, Any]) -> bool:
        """False (the result kept back here) when the engine, given, does not mark the exam's
        answers to what this result says: a result altered in this file never reaches the school."""
        if self.regrade is None:
            return True
        start = self.db.execute("SELECT content_hash FROM chain WHERE kind = 'exam-start' AND exam_id = ?",
                                (exam["id"],)).fetchone()
        answers = [attempt_record(a, None) for a in self.db.query(ATTEMPT_SQL + " WHERE a.session_id = ?",
                                                                  [exam["session_id"]])]
        why = self.regrade(exam_record(exam, start[0] if start else None), answers, result)
        if why is None:
            return True
        self._kept.append(("refused", result, f"re-graded by the engine: {why}"))
        return False

    def _conflicts(self, finished: dict[str, dict[str, Any]]) -> set[str]:
        """The exams of ``finished`` (id -> this workstation's result) whose server already holds
        another result: that one stands (the first received); this one goes to ``trainer.conflicts``
        and is kept here marked as a conflict."""
        if not finished:
            return set()
        found = self.conn.execute(
            "SELECT exam_id, record->>'hash', workstation, record->>'submitted_at' FROM trainer.exam_results"
            " WHERE exam_id = ANY(%s)", (list(finished),)).fetchall()
        out = set()
        for exam_id, digest, ws, submitted in found:
            record = finished[str(exam_id)]
            if digest == record["hash"]:
                continue
            reason = (f"the server already holds another result for this exam (submitted {submitted} on workstation"
                      f" {ws}); the first result the server received stands")
            self.conn.execute("INSERT INTO trainer.conflicts (workstation, exam_id, reason, record)"
                              " VALUES (%s, %s, %s, %s) ON CONFLICT DO NOTHING",
                              (self.ws, exam_id, reason, _dumps(record)))
            self._kept.append(("conflict", record, reason))
            out.add(str(exam_id))
        return out

    def _attempt_row(self, a: dict[str, Any], digest: str | None) -> tuple[Any, ...] | None:
        record = attempt_record(a, digest)
        if not self._sendable(record):
            return None
        return (a["id"], self.ids[a["trainee"]], a["session_id"], a["exam_id"], self.ws, a["game"], a["task"],
                bool(a["correct"]), a["time_ms"], a["answered_at"], _dumps(record))

    def _keys(self, low: int, high: int) -> None:
        """Instructors' public keys (what an export gives: never the sealed private key)."""
        ids = {r[0] for r in self.db.execute("SELECT id FROM instructor_keys WHERE rowid > ? AND rowid <= ?",
                                              (low, high))}
        rows = [(k["id"], k["owner"], self.ws, _dumps(k)) for k in certificates.key_records(self.db)
                if k["id"] in ids and self._sendable(k)]
        self.pushed.add("instructor keys", self.copy.insert(
            "instructor_keys", ("id", "owner", "workstation", "record"), rows))

    def _signatures(self, low: int, high: int) -> None:
        wanted = set(self.db.execute(  # a result refused as a conflict: its signature is not sent either
            "SELECT exam_id, kind FROM exam_signatures s WHERE rowid > ? AND rowid <= ? AND NOT (kind = 'result'"
            " AND EXISTS (SELECT 1 FROM sync_quarantine q WHERE q.school = ? AND q.direction IN ('conflict',"
            " 'refused') AND q.kind = 'exam result' AND q.record_id = s.exam_id))",
            (low, high, self.school)).fetchall())
        rows = [(r["exam"], r["kind"], self.ws, _dumps(r)) for exam_id in sorted({e for e, _ in wanted})
                for r in certificates.signature_records(self.db, exam_id)
                if (r["exam"], r["kind"]) in wanted and self._sendable(r)]
        self.pushed.add("signatures", self.copy.insert(
            "exam_signatures", ("exam_id", "kind", "workstation", "record"), rows))

    def _school_files(self, low: int, high: int) -> None:
        """The school files an instructor published here (issue 35 item 4), with his key's signature;
        his key itself goes with the keys (above), its school signature with it."""
        rows = self.db.execute("SELECT sha256, name, body, key_id, signature FROM school_files_out"
                               " WHERE rowid > ? AND rowid <= ?", (low, high)).fetchall()
        self.pushed.add("school files", self.copy.insert(
            "school_files", ("sha256", "name", "body", "key_id", "signature", "workstation"),
            [(*row, self.ws) for row in rows]))

    def _attempt_batches(self, bound: int) -> None:
        """Drill answers (an exam's answers travel with its chain), pipelined: the next batch is
        read and put in export form here while the server writes the last one (psycopg waits
        without holding the GIL).  Each batch's mark still moves only after its server commit."""
        low = mark(self.db, self.school, "attempts")
        pending: tuple[Future[int], int, list[tuple[str, dict[str, Any], str]]] | None = None
        batch_kept: list[tuple[str, dict[str, Any], str]] = []
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="trainer-sync") as server:
            while low < bound or pending is not None:
                rows, high = None, low
                if low < bound:
                    high = self._next("attempts", low, bound)
                    kept = len(self._kept)
                    rows = [row for row in (self._attempt_row(a, None) for a in self.db.query(
                        ATTEMPT_SQL + " WHERE a.rowid > ? AND a.rowid <= ? AND s.kind != 'exam'"
                        f" AND {NOT_PULLED}", [low, high, self.school])) if row is not None]
                    batch_kept, self._kept[kept:] = self._kept[kept:], []
                if pending is not None:
                    written, done, previous_kept = pending
                    self.pushed.add("answers", written.result())
                    with write_transaction(self.db):  # only once the server has committed
                        set_mark(self.db, self.school, "attempts", done)
                        self._kept.extend(previous_kept)
                        self._keep_aside()
                    pending = None
                if rows is not None:
                    pending = (server.submit(self._write_attempts, rows), high, batch_kept)
                    low = high

    def _write_attempts(self, rows: list[tuple[Any, ...]]) -> int:
        with self.conn.transaction():
            return self.copy.insert("attempts", ATTEMPT_COLUMNS, rows)

    def _sprints(self, low: int, high: int) -> None:
        rows = [(r["id"], self.ids[r["trainee"]], r["session"], self.ws, _dumps(r)) for r in sprints.export_records(
            self.db, "SELECT session_id FROM sprints WHERE rowid > :low AND rowid <= :high",
            {"low": low, "high": high}) if self._sendable(r)]
        self.pushed.add("sprints", self.copy.insert(
            "sprints", ("id", "trainee_id", "session_id", "workstation", "record"), rows))


ATTEMPT_COLUMNS = ("id", "trainee_id", "session_id", "exam_id", "workstation", "game", "task", "correct",
                   "time_ms", "answered_at", "record")
