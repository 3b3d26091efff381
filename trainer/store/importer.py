"""``trainer results import``: merge another workstation's export into this database.

A file is read and checked line by line into a staging database, then checked
against this one: the first bad line found stops it and nothing from that file is
kept (``ImportFileError`` names file and line); see :func:`import_file` for how
the write lock is kept short.  Merging is idempotent: a record already here with the
same content is counted as present; one here with *different* content is a
conflict, since answers are never overwritten.  Exam records arrive with their
content hash and are checked against it before they join this database's chain.

Hashes can be recomputed by anyone, so the caller may hand in the engine's checks (the
store does not know the engine): ``regrade`` re-marks every exam result the file brings, on
the answers it will stand on once merged — those in the file and those already here, whatever
file or line they came in — and ``check_exam`` reads every exam start's definition.  Both see
the records exactly as this importer read them (issue 31, X2).  Every exam answer is also
checked against its exam's start record: one stamped before the start, or after the deadline
plus its grace, is refused (X4).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from sqlite_utils import Database

from . import certificates, chain, schedule, sprints
from .db import write_transaction
from .errors import ImportFileError, StoreError
from .exams import window_problem
from .export import ATTEMPT_SQL, FORMAT, READABLE_VERSIONS, TRAILER, attempt_record, exam_record
from .lines import MAX_LINE, bounded_lines
from .models import ImportSummary, Role, SessionKind, Skill, TraineeId
from .records import ATTEMPT_COLUMNS, clean_name, insert_attempt, insert_trainee, settle_names
from .timestamps import from_text, utc_now
from .validate import check_fields

ResultCheck = Callable[[dict[str, Any], list[dict[str, Any]], dict[str, Any]], str | None]
"""``regrade(exam, answers, result)``: None when the engine marks the exam's answers (its start
record and answer records, as an export writes them) to what ``result`` says; else what differs
(``trainer.training.exam.regrade.regrade_result``)."""
ExamCheck = Callable[[dict[str, Any]], str | None]
"""``check_exam(exam)``: None when the engine can read the exam start record's definition and seed."""


class _Conflict(Exception):
    """A line that cannot be merged; the message names what is wrong."""




def stage_file(path: str, stage: sqlite3.Connection) -> None:
    """Read and check the file line by line into the staging database ``stage``: every
    record against its schema, the header, and (version 2) the trailer.  Nothing here
    touches the records; memory stays flat whatever the file's size."""
    stage.executescript(STAGE_SCHEMA)
    digest = hashlib.sha256()
    version = None
    count = 0
    trailer: tuple[int, dict[str, Any]] | None = None
    batch: dict[str, list[tuple[Any, ...]]] = {"attempt": [], "session": [], "other": []}
    for number, raw in _lines(path):
        if trailer is not None:
            raise ImportFileError(path, number, "a record after the trailer line")
        if not raw.strip():
            continue
        item = _parse(path, number, raw)
        if version is None:
            version = _check_header(path, number, item)
        elif item.get("type") == TRAILER and version >= 2:
            trailer = (number, item)
            continue
        else:
            problem = check_fields(item)
            if problem:
                raise ImportFileError(path, number, problem)
            _stage(batch, number, item, path)
            count += 1
            if sum(map(len, batch.values())) >= STAGE_BATCH:
                _flush(stage, batch)
        digest.update(raw)
    if version is None:
        raise ImportFileError(path, None, "the file is empty")
    if version >= 2:
        _check_trailer(path, trailer, count + 1, digest.hexdigest())
    _flush(stage, batch)
    stage.executescript(STAGE_INDEXES)
    stage.commit()


STAGE_BATCH = 20_000
STAGE_SCHEMA = """
CREATE TABLE records (line INTEGER PRIMARY KEY, type TEXT NOT NULL, body TEXT NOT NULL);
CREATE TABLE sessions (line INTEGER PRIMARY KEY, id TEXT NOT NULL, trainee TEXT NOT NULL, kind TEXT NOT NULL,
                       lesson_id TEXT, started_at TEXT NOT NULL, ended_at TEXT);
CREATE TABLE attempts (line INTEGER PRIMARY KEY, id TEXT NOT NULL, trainee TEXT NOT NULL, session TEXT NOT NULL,
                       exam TEXT, lesson_id TEXT, item_id TEXT NOT NULL, game TEXT NOT NULL, task TEXT NOT NULL,
                       scenario TEXT NOT NULL, answer TEXT NOT NULL, correct INTEGER NOT NULL, score REAL NOT NULL,
                       time_ms INTEGER NOT NULL, answered_at TEXT NOT NULL, params TEXT NOT NULL, target_s INTEGER,
                       hash TEXT, body TEXT);
"""
STAGE_INDEXES = """
CREATE INDEX attempts_by_id ON attempts(id);
CREATE INDEX attempts_by_session ON attempts(session);
CREATE INDEX sessions_by_id ON sessions(id);
CREATE INDEX records_by_type ON records(type, line);
"""


def _stage(batch: dict[str, list[tuple[Any, ...]]], line: int, item: dict[str, Any], path: str) -> None:
    kind = item["type"]
    try:
        if kind == "trainee":
            item = {**item, "name": clean_name(item["name"])}
        elif "trainee" in item:
            item = {**item, "trainee": clean_name(item["trainee"])}
    except StoreError as exc:
        raise ImportFileError(path, line, str(exc)) from None
    if kind == "session":
        batch["session"].append((line, item["id"], item["trainee"], item["kind"], item["lesson_id"],
                                 item["started_at"], item["ended_at"]))
    elif kind == "attempt":
        row = stored_attempt(item, TraineeId(0))
        batch["attempt"].append((line, item["id"], item["trainee"], item["session"], item["exam"], row["lesson_id"],
                                 row["item_id"], row["game"], row["task"], row["scenario"], row["answer"],
                                 row["correct"], row["score"], row["time_ms"], row["answered_at"], row["params"],
                                 row["target_s"], item["hash"],
                                 None if item["exam"] is None else json.dumps(item, ensure_ascii=False)))
    else:
        batch["other"].append((line, kind, json.dumps(item, ensure_ascii=False)))


def _flush(stage: sqlite3.Connection, batch: dict[str, list[tuple[Any, ...]]]) -> None:
    stage.executemany("INSERT INTO records VALUES (?, ?, ?)", batch["other"])
    stage.executemany("INSERT INTO sessions VALUES (?, ?, ?, ?, ?, ?, ?)", batch["session"])
    stage.executemany(f"INSERT INTO attempts VALUES ({', '.join('?' * 19)})", batch["attempt"])
    for rows in batch.values():
        rows.clear()


def _lines(path: str) -> Iterator[tuple[int, bytes]]:
    """The file's lines (bytes, newline kept), read one at a time with the length capped
    while reading (:func:`.lines.bounded_lines`): memory stays flat."""
    try:
        handle = open(path, "rb")  # noqa: SIM115 - closed below, after the last line
    except FileNotFoundError:
        raise ImportFileError(path, None, "no such file") from None
    except OSError as exc:
        raise ImportFileError(path, None, exc.strerror or str(exc)) from None
    with handle:
        yield from bounded_lines(handle, MAX_LINE, path=path)


def _check_trailer(path: str, trailer: tuple[int, dict[str, Any]] | None, lines: int, sha256: str) -> None:
    if trailer is None:
        raise ImportFileError(path, None, f"the file ends after {lines} records without its trailer line: "
                                          f"it was cut short (nothing was imported)")
    number, item = trailer
    if item.get("lines") != lines or item.get("sha256") != sha256:
        raise ImportFileError(path, number, f"the trailer does not match the {lines} lines before it: "
                                            f"lines are missing or changed (nothing was imported)")


def _parse(path: str, number: int, raw: bytes) -> dict[str, Any]:
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ImportFileError(path, number, "not UTF-8 text") from None
    try:
        item = json.loads(line, parse_constant=_no_constant)
    except (json.JSONDecodeError, ValueError) as exc:
        raise ImportFileError(path, number, f"not valid JSON ({exc})") from None
    except RecursionError:
        raise ImportFileError(path, number, "nested too deep to be a record") from None
    if not isinstance(item, dict):
        raise ImportFileError(path, number, "a line must hold one JSON object")
    return item


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _check_header(path: str, number: int, item: dict[str, Any]) -> int:
    if item.get("type") != FORMAT:
        raise ImportFileError(path, number, "not a trainer results export (no header line)")
    version = item.get("version")
    if version not in READABLE_VERSIONS:
        raise ImportFileError(path, number, f"format version {version!r} is not one this "
                              f"trainer reads (it reads versions {', '.join(map(str, READABLE_VERSIONS))})")
    return int(version)


class _Merge:
    def __init__(self, db: Database) -> None:
        self.db = db
        self.counts: Counter[str] = Counter()
        self.touched: set[tuple[TraineeId, Skill]] = set()

    def _trainee_id(self, name: str) -> TraineeId:
        row = self.db.execute("SELECT id FROM trainees WHERE name = ?", (clean_name(name),))
        found = row.fetchone()
        if found is None:
            raise _Conflict(f"trainee {name!r} is not in this file or this database")
        return TraineeId(found[0])

    def _session(self, session_id: str, trainee: str) -> str:
        row = self.db.execute("SELECT trainee_id, kind FROM sessions WHERE id = ?", (session_id,))
        found = row.fetchone()
        if found is None:
            raise _Conflict(f"session {session_id} is not in this file or this database")
        if found[0] != self._trainee_id(trainee):
            raise _Conflict(f"session {session_id} belongs to another trainee here")
        return str(found[1])

    def trainee(self, item: dict[str, Any]) -> None:
        name = clean_name(item["name"])
        if self.db.execute("SELECT 1 FROM trainees WHERE name = ?", (name,)).fetchone():
            return
        insert_trainee(self.db, name, Role(item["role"]), None, utc_now())
        self.counts["trainees_added"] += 1

    def exam(self, item: dict[str, Any]) -> None:
        row = {"id": item["id"], "trainee": clean_name(item["trainee"]),
               "session_id": item["session"], "definition": chain.canonical_json(item["definition"]),
               "seed": item["seed"], "started_at": item["started_at"],
               "time_limit_s": item["time_limit_s"]}
        digest = chain.content_hash(chain.start_content(row))
        if digest != item["hash"]:
            raise _Conflict(f"exam {item['id']}: its content does not match its hash"
                            " (altered since it was recorded)")
        here = self.db.execute("SELECT content_hash FROM chain WHERE kind = 'exam-start'"
                               " AND record_id = ?", (item["id"],)).fetchone()
        if here is not None:
            if here[0] != digest:
                raise _Conflict(f"exam {item['id']} differs from the one in this database")
            return
        if self._session(item["session"], item["trainee"]) != SessionKind.EXAM:
            raise _Conflict(f"exam {item['id']}: session {item['session']} is not an exam")
        self.db.execute(
            "INSERT INTO exams (id, trainee_id, session_id, definition, seed, started_at,"
            " time_limit_s) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (row["id"], self._trainee_id(row["trainee"]), row["session_id"], row["definition"],
             row["seed"], row["started_at"], row["time_limit_s"]))
        chain.append(self.db, "exam-start", item["id"], item["id"], digest)
        self.counts["exams_added"] += 1

    def attempt(self, item: dict[str, Any]) -> None:
        kind = self._session(item["session"], item["trainee"])
        row = stored_attempt(item, self._trainee_id(item["trainee"]))
        exam = self._exam_of(item, kind)
        digest = None
        if exam is not None:
            outside = window_problem(from_text(exam["started_at"]), exam["time_limit_s"],
                                     from_text(row["answered_at"]))
            if outside is not None:
                raise _Conflict(f"attempt {item['id']} of exam {exam['id']}: {outside}")
            content = chain.attempt_content({**row, "trainee": exam["trainee"],
                                             "exam_id": exam["id"]})
            digest = chain.content_hash(content)
            if digest != item["hash"]:
                raise _Conflict(f"attempt {item['id']}: its content does not match its hash"
                                " (altered since it was recorded)")
        here = self.db.execute(f"SELECT {ATTEMPT_COLUMNS} FROM attempts WHERE id = ?",
                               (item["id"],)).fetchone()
        if here is not None:
            if tuple(here) != tuple(row.values()):
                raise _Conflict(f"attempt {item['id']} differs from the one in this database")
            self.counts["attempts_present"] += 1
            return
        if exam is not None and exam["submitted_at"] is not None:
            raise _Conflict(f"attempt {item['id']}: exam {exam['id']} was submitted here"
                            " without it")
        insert_attempt(self.db, row)
        self.counts["attempts_added"] += 1
        if exam is None:
            self.touched.add((row["trainee_id"], Skill(row["game"], row["task"])))
        else:
            chain.append(self.db, "exam-attempt", exam["id"], item["id"], str(digest))

    def _exam_of(self, item: dict[str, Any], kind: str) -> dict[str, Any] | None:
        if kind != SessionKind.EXAM:
            if item["exam"] is not None:
                raise _Conflict(f"attempt {item['id']}: session {item['session']} is not an exam")
            return None
        rows = list(self.db.query(chain.EXAM_SQL + " WHERE e.session_id = ?", [item["session"]]))
        if not rows or rows[0]["id"] != item["exam"]:
            raise _Conflict(f"attempt {item['id']}: exam {item['exam']} is not in this file"
                            " or this database")
        return rows[0]

    def sprint(self, item: dict[str, Any]) -> None:
        kind = self._session(item["session"], item["trainee"])
        if kind == SessionKind.EXAM:
            raise _Conflict(f"sprint {item['id']}: session {item['session']} is an exam")
        try:
            if sprints.import_record(self.db, item, self._trainee_id(item["trainee"])):
                self.counts["sprints_added"] += 1
        except ValueError as exc:
            raise _Conflict(str(exc)) from None

    def instructor_key(self, item: dict[str, Any]) -> None:
        try:
            if certificates.import_key(self.db, item):
                self.counts["keys_added"] += 1
        except ValueError as exc:
            raise _Conflict(str(exc)) from None

    def exam_signature(self, item: dict[str, Any]) -> None:
        if self.db.execute("SELECT 1 FROM exams WHERE id = ?", (item["exam"],)).fetchone() is None:
            raise _Conflict(f"exam {item['exam']} is not in this file or this database")
        try:
            certificates.import_signature(self.db, item)
        except ValueError as exc:
            raise _Conflict(str(exc)) from None

    def exam_result(self, item: dict[str, Any]) -> None:
        rows = list(self.db.query(chain.EXAM_SQL + " WHERE e.id = ?", [item["exam"]]))
        if not rows:
            raise _Conflict(f"exam {item['exam']} is not in this file or this database")
        exam = rows[0]
        if exam["submitted_at"] is not None:
            if chain.stored_result_hash(self.db, exam["id"]) != item["hash"]:
                raise _Conflict(f"exam result {exam['id']} differs from the one in this database")
            return
        breakdown = None if item["breakdown"] is None else chain.canonical_json(item["breakdown"])
        submitted = {**exam, "submitted_at": item["submitted_at"], "score": float(item["score"]),
                     "passed": int(item["passed"]), "breakdown": breakdown}
        digest = chain.result_digest(self.db, submitted)
        if digest != item["hash"]:  # a result chained before results covered their start
            digest = chain.result_digest(self.db, submitted, legacy=True)
        if digest != item["hash"]:
            raise _Conflict(f"exam result {exam['id']}: its content does not match its hash"
                            " (altered since it was recorded, or answers missing)")
        self.db.execute(
            "UPDATE exams SET submitted_at = ?, score = ?, passed = ?, breakdown = ? WHERE id = ?",
            (submitted["submitted_at"], submitted["score"], submitted["passed"], breakdown,
             exam["id"]))
        chain.append(self.db, "exam-result", exam["id"], exam["id"], digest)
        self.counts["results_added"] += 1


ATTEMPT_BATCH = 40_000
"""Drill answers written per transaction: the write lock is held about a second at a time,
so an answer given meanwhile on the same workstation waits, and is never refused."""


def import_file(db: Database, path: str, stage_dir: str | None = None, *,
                regrade: ResultCheck | None = None, check_exam: ExamCheck | None = None) -> ImportSummary:
    """Merge one export file (issue 16 item 8).

    1. Outside the write lock: the whole file is read and checked into a staging
       database in a temporary folder (:func:`stage_file`), then every answer is
       checked against this database (:func:`_check_staged`, reads only); with ``regrade``
       and ``check_exam``, every exam start and result is checked by the engine
       (:func:`_regrade_staged`, reads only).
    2. One short write transaction writes the few records (trainees, sessions, exams,
       exam answers, results), checking each; a bad line anywhere stops the import
       before anything of the file is kept.
    3. The drill answers, all checked, are written in transactions of
       :data:`ATTEMPT_BATCH`.  If the program is killed half-way, importing the same
       file again completes it (the import is idempotent).
    4. Each touched skill's schedule is rebuilt, one short transaction each.
    """
    with tempfile.TemporaryDirectory(prefix="trainer-import-", dir=stage_dir) as tmp:
        stage_path = os.path.join(tmp, "stage.db")
        stage = sqlite3.connect(stage_path)
        try:
            stage_file(path, stage)
            settle_names(db, stage, path)  # a look-alike of a trainee here files under that trainee
        finally:
            stage.close()
        db.execute("ATTACH DATABASE ? AS stage", (stage_path,))
        try:
            merge = _Merge(db)
            _check_staged(db, path)
            _regrade_staged(db, path, regrade, check_exam)
            merge.counts["attempts_present"] += int(db.execute(
                "SELECT count(*) FROM stage.attempts a JOIN main.attempts x ON x.id = a.id"
                " WHERE a.exam IS NULL").fetchone()[0])
            with write_transaction(db):
                _merge_records(merge, path)
            merge.touched |= {(TraineeId(tid), Skill(game, task)) for tid, game, task in db.execute(
                f"SELECT DISTINCT t.id, a.game, a.task FROM stage.attempts a {_DRILL_JOIN}")}
            lines = [r[0] for r in db.execute(f"SELECT a.line FROM stage.attempts a {_DRILL_JOIN} ORDER BY a.line")]
            for first in range(0, len(lines), ATTEMPT_BATCH):
                chunk = lines[first:first + ATTEMPT_BATCH]
                with write_transaction(db):
                    merge.counts["attempts_added"] += _insert_drills(db, chunk[0], chunk[-1])
                _let_others_write()
        finally:
            db.execute("DETACH DATABASE stage")
    _rebuild_schedules(db, sorted(merge.touched, key=lambda t: (t[0], t[1].key)))
    return ImportSummary(path, **merge.counts)


LOCK_GAP_S = 0.15
"""A pause between two write transactions of an import.  SQLite's waiting writers poll
(sleeping up to 100 ms between tries): without a gap, back-to-back transactions starve
an answer being saved on the same workstation until its wait runs out."""
REBUILD_SLICE_S = 0.5


def _let_others_write() -> None:
    time.sleep(LOCK_GAP_S)


def _rebuild_schedules(db: Database, touched: list[tuple[TraineeId, Skill]]) -> None:
    """Each touched skill's schedule, in transactions of about half a second."""
    while touched:
        started = time.perf_counter()
        with write_transaction(db):
            while touched and time.perf_counter() - started < REBUILD_SLICE_S:
                schedule.rebuild(db, *touched.pop(0))
        if touched:
            _let_others_write()


_DRILL_JOIN = ("JOIN main.sessions d ON d.id = a.session AND d.kind != 'exam'"
               " JOIN main.trainees t ON t.name = a.trainee"
               " WHERE NOT EXISTS (SELECT 1 FROM main.attempts x WHERE x.id = a.id)")


def _insert_drills(db: Database, first: int, last: int) -> int:
    cursor = db.execute(
        f"INSERT INTO main.attempts ({ATTEMPT_COLUMNS}) SELECT a.id, t.id, a.session, a.lesson_id, a.item_id,"
        " a.game, a.task, a.scenario, a.answer, a.correct, a.score, a.time_ms, a.answered_at, a.params,"
        f" a.target_s FROM stage.attempts a {_DRILL_JOIN} AND a.line BETWEEN ? AND ?", (first, last))
    return int(cursor.rowcount)


def _first(db: Database, path: str, sql: str, message: str) -> None:
    """Refuse the file at the first line ``sql`` finds (``min(line)``, then the message's values)."""
    row = db.execute(sql).fetchone()
    if row is not None and row[0] is not None:
        raise ImportFileError(path, row[0], message.format(*row[1:]))


# A staged name is a trainee here already, or one the file brings.
_KNOWN = ("(SELECT name FROM main.trainees UNION"
          " SELECT json_extract(body, '$.name') FROM stage.records WHERE type = 'trainee')")
# Each staged answer's session: here already, or in the file (kind and trainee's name).
_SESSIONS = ("(SELECT d.id, d.kind, t.name AS trainee FROM main.sessions d JOIN main.trainees t ON t.id = d.trainee_id"
             " UNION ALL SELECT s.id, s.kind, s.trainee FROM stage.sessions s"
             " WHERE NOT EXISTS (SELECT 1 FROM main.sessions d WHERE d.id = s.id))")


def _check_staged(db: Database, path: str) -> None:
    """Step 1's second half, reading only: sessions and answers against this database."""
    unknown = "trainee {!r} is not in this file or this database"
    _first(db, path, f"SELECT min(line), trainee FROM stage.sessions WHERE trainee NOT IN {_KNOWN}", unknown)
    _first(db, path, "SELECT min(s.line), s.id FROM stage.sessions s JOIN stage.sessions o ON o.id = s.id"
                     " AND o.line < s.line", "session {} appears twice in the file")
    _first(db, path, "SELECT min(s.line), s.id FROM stage.sessions s JOIN main.sessions d ON d.id = s.id"
                     " JOIN main.trainees t ON t.id = d.trainee_id WHERE t.name != s.trainee OR d.kind != s.kind",
           "session {} differs from the one in this database")
    _first(db, path, f"SELECT min(line), trainee FROM stage.attempts WHERE trainee NOT IN {_KNOWN}", unknown)
    _first(db, path, f"SELECT min(a.line), a.session FROM stage.attempts a LEFT JOIN {_SESSIONS} k"
                     " ON k.id = a.session WHERE k.id IS NULL", "session {} is not in this file or this database")
    _first(db, path, f"SELECT min(a.line), a.session FROM stage.attempts a JOIN {_SESSIONS} k ON k.id = a.session"
                     " WHERE k.trainee != a.trainee", "session {} belongs to another trainee here")
    _first(db, path, "SELECT min(a.line), a.id FROM stage.attempts a JOIN stage.attempts o ON o.id = a.id"
                     " AND o.line < a.line", "attempt {} appears twice in the file")
    _first(db, path, f"SELECT min(a.line), a.id, a.session FROM stage.attempts a JOIN {_SESSIONS} k"
                     " ON k.id = a.session WHERE k.kind != 'exam' AND a.exam IS NOT NULL",
           "attempt {}: session {} is not an exam")
    _first(db, path, f"SELECT min(a.line), a.id FROM stage.attempts a JOIN {_SESSIONS} k ON k.id = a.session"
                     " WHERE k.kind = 'exam' AND a.exam IS NULL",
           "attempt {}: exam None is not in this file or this database")
    columns = ("lesson_id", "item_id", "game", "task", "scenario", "answer", "correct", "score", "time_ms",
               "answered_at", "params", "target_s")
    differs = " OR ".join(f"x.{c} IS NOT a.{c}" for c in columns)
    _first(db, path, "SELECT min(a.line), a.id FROM stage.attempts a JOIN main.attempts x ON x.id = a.id"
                     " JOIN main.trainees t ON t.id = x.trainee_id"
                     f" WHERE a.exam IS NULL AND (x.session_id != a.session OR t.name != a.trainee OR {differs})",
           "attempt {} differs from the one in this database")


def _regrade_staged(db: Database, path: str, regrade: ResultCheck | None, check_exam: ExamCheck | None) -> None:
    """Every exam start the file brings read by the engine (``check_exam``), and every exam
    result it brings re-marked (``regrade``) on the answers it will stand on once merged: the
    file's and those already here.  A result already here, identical, is not merged and not
    checked again.  The first that fails refuses the file, naming its line."""
    if check_exam is not None:
        for line, body in db.execute("SELECT line, body FROM stage.records WHERE type = 'exam' ORDER BY line"):
            why = check_exam(json.loads(body))
            if why is not None:
                raise ImportFileError(path, line, f"exam {json.loads(body).get('id')}: {why}; nothing was imported")
    if regrade is None:
        return
    for line, body in db.execute("SELECT line, body FROM stage.records WHERE type = 'exam_result'"
                                 " ORDER BY line").fetchall():
        result = json.loads(body)
        exam_id = str(result["exam"])
        stored = list(db.query(chain.EXAM_SQL + " WHERE e.id = ?", [exam_id]))
        if stored and stored[0]["submitted_at"] is not None \
                and chain.stored_result_hash(db, exam_id) == result.get("hash"):
            continue  # here already, as it is: nothing enters
        if stored:
            exam = exam_record(stored[0], None)
        else:
            found = db.execute("SELECT body FROM stage.records WHERE type = 'exam' AND json_extract(body, '$.id') = ?"
                               " ORDER BY line LIMIT 1", (exam_id,)).fetchone()
            if found is None:
                raise ImportFileError(path, line, f"exam {exam_id} is not in this file or this database")
            exam = json.loads(found[0])
        answers = {a["id"]: attempt_record(a, None)
                   for a in db.query(ATTEMPT_SQL + " WHERE a.session_id = ?", [exam["session"]])}
        for (text,) in db.execute("SELECT body FROM stage.attempts WHERE session = ? AND body IS NOT NULL"
                                  " ORDER BY line", (exam["session"],)):
            answer = json.loads(text)
            answers.setdefault(answer["id"], answer)
        why = regrade(exam, list(answers.values()), result)
        if why is not None:
            raise ImportFileError(path, line, f"exam result {exam_id}: {why}; nothing was imported")


def _merge_records(merge: _Merge, path: str) -> None:
    """Step 2: the records that are few, each checked as it is written, in one transaction."""
    db = merge.db

    def each(sql: str, apply: Callable[[dict[str, Any]], None]) -> None:
        for line, body in db.execute(sql).fetchall():
            try:
                apply(json.loads(body))
            except _Conflict as exc:
                raise ImportFileError(path, line, str(exc)) from None
            except sqlite3.IntegrityError as exc:
                raise ImportFileError(path, line, f"the database refused it ({exc})") from None

    each("SELECT line, body FROM stage.records WHERE type = 'trainee' ORDER BY line", merge.trainee)
    merge.counts["sessions_added"] += int(db.execute(
        "INSERT INTO main.sessions (id, trainee_id, kind, lesson_id, started_at, ended_at)"
        " SELECT s.id, t.id, s.kind, s.lesson_id, s.started_at, s.ended_at FROM stage.sessions s"
        " JOIN main.trainees t ON t.name = s.trainee"
        " WHERE NOT EXISTS (SELECT 1 FROM main.sessions d WHERE d.id = s.id)").rowcount)
    db.execute("UPDATE main.sessions SET ended_at = (SELECT s.ended_at FROM stage.sessions s WHERE s.id ="
               " main.sessions.id) WHERE ended_at IS NULL AND id IN"
               " (SELECT id FROM stage.sessions WHERE ended_at IS NOT NULL)")
    each("SELECT line, body FROM stage.records WHERE type = 'exam' ORDER BY line", merge.exam)
    each("SELECT a.line, a.body FROM stage.attempts a JOIN main.sessions d ON d.id = a.session"
         " AND d.kind = 'exam' ORDER BY a.line", merge.attempt)
    each("SELECT line, body FROM stage.records WHERE type = 'exam_result' ORDER BY line", merge.exam_result)
    each("SELECT line, body FROM stage.records WHERE type = 'sprint' ORDER BY line", merge.sprint)
    each("SELECT line, body FROM stage.records WHERE type = 'instructor_key' ORDER BY line", merge.instructor_key)
    each("SELECT line, body FROM stage.records WHERE type = 'exam_signature' ORDER BY line", merge.exam_signature)


def stored_attempt(item: dict[str, Any], trainee_id: TraineeId) -> dict[str, Any]:
    """The attempts row for ``item``, in column order (see records.ATTEMPT_COLUMNS)."""
    return {
        "id": item["id"], "trainee_id": trainee_id, "session_id": item["session"],
        "lesson_id": item["lesson_id"], "item_id": item["item_id"], "game": item["game"],
        "task": item["task"], "scenario": chain.canonical_json(item["scenario"]),
        "answer": chain.canonical_json(item["answer"]), "correct": int(item["correct"]),
        "score": float(item["score"]), "time_ms": item["time_ms"],
        "answered_at": item["answered_at"],
        "params": chain.canonical_json(item.get("params", {})),  # an older export has none
        "target_s": item.get("target_s"),  # nor a target (before m009)
    }

