"""Sending this workstation's records to the school server (``trainer sync``, first half).

Each table is sent in batches from where its high-water mark stands (the local ``rowid``,
or the exam chain's ``seq``) up to a bound read, for every table at once, when the sync
began: every record sent then finds its trainee and session on the server.  A batch is
one server transaction; its mark is committed locally only after the server committed,
and the server keeps what it has (``ON CONFLICT DO NOTHING``), so a sync cut at any point
sends the unfinished batch again and nothing is lost or doubled.

The records are the JSON-lines export's (:mod:`trainer.store.export`), the ids its ids:
trainees go by their school-wide id (:func:`school_ids`), never by name.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from .. import certificates, sprints
from ..chain import EXAM_SQL
from ..db import write_transaction
from ..export import ATTEMPT_SQL, attempt_record, exam_record, result_record

if TYPE_CHECKING:
    import psycopg

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
         "attempts": ("attempts", "rowid"), "sprints": ("sprints", "rowid")}
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
KEYS = {"exam_results": "exam_id", "chain": "workstation, seq", "exam_signatures": "exam_id, kind"}


def _dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, allow_nan=False)


class Push:
    def __init__(self, db: Database, conn: psycopg.Connection[tuple[Any, ...]], school: str,
                 batch: int = BATCH) -> None:
        self.db, self.conn, self.school, self.batch = db, conn, school, batch
        self.ws = workstation_id(db)
        self.copy = _Copy(conn)
        self.pushed = Pushed()
        self.ids: dict[str, str] = {}

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
                if after is not None:
                    after()
            low = high

    def _trainees(self, low: int, high: int) -> None:
        rows = [(self.ids[name], name, role, self.ws) for name, role in self.db.execute(
            "SELECT name, role FROM trainees WHERE rowid > ? AND rowid <= ?", (low, high))]
        self.pushed.add("trainees", self.copy.insert("trainees", ("id", "name", "role", "workstation"), rows))

    def _sessions(self, low: int, high: int) -> Callable[[], None]:
        rows, still_open = [], []
        for s in self.db.query("SELECT s.id, t.name AS trainee, s.kind, s.lesson_id, s.started_at, s.ended_at"
                               " FROM sessions s JOIN trainees t ON t.id = s.trainee_id"
                               f" WHERE s.rowid > ? AND s.rowid <= ? AND {NOT_PULLED}", [low, high, self.school]):
            record = {"type": "session", **s}
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
        with self.conn.transaction():
            self.conn.cursor().executemany(
                "UPDATE trainer.sessions SET ended_at = %s, txid = pg_current_xact_id()::text::bigint,"
                " record = (jsonb_set(record::jsonb, '{ended_at}', to_jsonb(%s::text)))::json"
                " WHERE id = %s AND ended_at IS NULL", [(end, end, sid) for sid, end in ended])
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
        for _, kind, exam_id, record_id, digest, _, _ in links:
            exam = exams[exam_id]
            trainee = self.ids[exam["trainee"]]
            if kind == "exam-start":
                starts.append((exam_id, trainee, exam["session_id"], self.ws, exam["started_at"],
                               _dumps(exam_record(exam, digest))))
            elif kind == "exam-result":
                results.append((exam_id, trainee, self.ws, exam["submitted_at"],
                                _dumps(result_record(exam, digest))))
            else:
                a = self.db.query(ATTEMPT_SQL + " WHERE a.id = ?", [record_id])
                answers.extend(self._attempt_row(row, digest) for row in a)
        self.pushed.add("exams", self.copy.insert(
            "exams", ("id", "trainee_id", "session_id", "workstation", "started_at", "record"), starts))
        self.pushed.add("exam answers", self.copy.insert("attempts", ATTEMPT_COLUMNS, answers))
        self.pushed.add("exam results", self.copy.insert(
            "exam_results", ("exam_id", "trainee_id", "workstation", "submitted_at", "record"), results))
        self.copy.insert("chain", ("workstation", "seq", "kind", "exam_id", "record_id", "content_hash",
                                   "prev_hash", "hash"), [(self.ws, *link) for link in links])

    def _attempt_row(self, a: dict[str, Any], digest: str | None) -> tuple[Any, ...]:
        return (a["id"], self.ids[a["trainee"]], a["session_id"], a["exam_id"], self.ws, a["game"], a["task"],
                bool(a["correct"]), a["time_ms"], a["answered_at"], _dumps(attempt_record(a, digest)))

    def _keys(self, low: int, high: int) -> None:
        """Instructors' public keys (what an export gives: never the sealed private key)."""
        ids = {r[0] for r in self.db.execute("SELECT id FROM instructor_keys WHERE rowid > ? AND rowid <= ?",
                                              (low, high))}
        rows = [(k["id"], k["owner"], self.ws, _dumps(k)) for k in certificates.key_records(self.db) if k["id"] in ids]
        self.pushed.add("instructor keys", self.copy.insert(
            "instructor_keys", ("id", "owner", "workstation", "record"), rows))

    def _signatures(self, low: int, high: int) -> None:
        wanted = set(self.db.execute("SELECT exam_id, kind FROM exam_signatures WHERE rowid > ? AND rowid <= ?",
                                     (low, high)).fetchall())
        rows = [(r["exam"], r["kind"], self.ws, _dumps(r)) for exam_id in sorted({e for e, _ in wanted})
                for r in certificates.signature_records(self.db, exam_id) if (r["exam"], r["kind"]) in wanted]
        self.pushed.add("signatures", self.copy.insert(
            "exam_signatures", ("exam_id", "kind", "workstation", "record"), rows))

    def _attempt_batches(self, bound: int) -> None:
        """Drill answers (an exam's answers travel with its chain), pipelined: the next batch is
        read and put in export form here while the server writes the last one (psycopg waits
        without holding the GIL).  Each batch's mark still moves only after its server commit."""
        low = mark(self.db, self.school, "attempts")
        pending: tuple[Future[int], int] | None = None
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="trainer-sync") as server:
            while low < bound or pending is not None:
                rows, high = None, low
                if low < bound:
                    high = self._next("attempts", low, bound)
                    rows = [self._attempt_row(a, None) for a in self.db.query(
                        ATTEMPT_SQL + " WHERE a.rowid > ? AND a.rowid <= ? AND s.kind != 'exam'"
                        f" AND {NOT_PULLED}", [low, high, self.school])]
                if pending is not None:
                    written, done = pending
                    self.pushed.add("answers", written.result())
                    with write_transaction(self.db):  # only once the server has committed
                        set_mark(self.db, self.school, "attempts", done)
                    pending = None
                if rows is not None:
                    pending = (server.submit(self._write_attempts, rows), high)
                    low = high

    def _write_attempts(self, rows: list[tuple[Any, ...]]) -> int:
        with self.conn.transaction():
            return self.copy.insert("attempts", ATTEMPT_COLUMNS, rows)

    def _sprints(self, low: int, high: int) -> None:
        rows = [(r["id"], self.ids[r["trainee"]], r["session"], self.ws, _dumps(r)) for r in sprints.export_records(
            self.db, "SELECT session_id FROM sprints WHERE rowid > :low AND rowid <= :high",
            {"low": low, "high": high})]
        self.pushed.add("sprints", self.copy.insert(
            "sprints", ("id", "trainee_id", "session_id", "workstation", "record"), rows))


ATTEMPT_COLUMNS = ("id", "trainee_id", "session_id", "exam_id", "workstation", "game", "task", "correct",
                   "time_ms", "answered_at", "record")
