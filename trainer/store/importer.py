"""``trainer results import``: merge another workstation's export into this database.

A file is read and checked line by line, then merged in one transaction: the
first bad line stops it and nothing from that file is kept (``ImportFileError``
names file and line).  Merging is idempotent: a record already here with the
same content is counted as present; one here with *different* content is a
conflict, since answers are never overwritten.  Exam records arrive with their
content hash and are checked against it before they join this database's chain.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections import Counter
from collections.abc import Iterator
from typing import Any

from sqlite_utils import Database

from . import chain, schedule
from .errors import ImportFileError
from .export import FORMAT, READABLE_VERSIONS, TRAILER
from .models import ImportSummary, Role, SessionKind, Skill, TraineeId
from .records import ATTEMPT_COLUMNS, clean_name, insert_attempt, insert_trainee
from .timestamps import utc_now
from .validate import check_fields


class _Conflict(Exception):
    """A line that cannot be merged; the message names what is wrong."""


MAX_LINE = 1 << 20  # one record a line: an answer's scenario is a few kB


def read_records(path: str) -> list[tuple[int, dict[str, Any]]]:
    """The file's records with their line numbers, each checked against its schema; a
    version 2 file must end with its trailer (line count and SHA-256 of the lines)."""
    items = []
    digest = hashlib.sha256()
    version = None
    trailer: tuple[int, dict[str, Any]] | None = None
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
            items.append((number, item))
        digest.update(raw)
    if version is None:
        raise ImportFileError(path, None, "the file is empty")
    if version >= 2:
        _check_trailer(path, trailer, len(items) + 1, digest.hexdigest())
    return items


def _lines(path: str) -> Iterator[tuple[int, bytes]]:
    """The file's lines (bytes, newline kept), read one at a time: memory stays flat."""
    try:
        handle = open(path, "rb")  # noqa: SIM115 - closed below, after the last line
    except FileNotFoundError:
        raise ImportFileError(path, None, "no such file") from None
    except OSError as exc:
        raise ImportFileError(path, None, exc.strerror or str(exc)) from None
    with handle:
        number = 0
        while True:
            try:
                raw = handle.readline(MAX_LINE + 1)
            except OSError as exc:
                raise ImportFileError(path, number + 1, exc.strerror or str(exc)) from None
            if not raw:
                return
            number += 1
            if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
                raise ImportFileError(path, number, f"the line is longer than {MAX_LINE:,} bytes")
            yield number, raw


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


def merge(db: Database, path: str, items: list[tuple[int, dict[str, Any]]]) -> ImportSummary:
    """Merge the records of one file (caller holds the write transaction, rolls back on error)."""
    merge = _Merge(db)
    for number, item in items:
        try:
            getattr(merge, item["type"])(item)
        except _Conflict as exc:
            raise ImportFileError(path, number, str(exc)) from None
        except sqlite3.IntegrityError as exc:
            raise ImportFileError(path, number, f"the database refused it ({exc})") from None
    merge.rebuild_schedules()
    return ImportSummary(path, **merge.counts)


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

    def session(self, item: dict[str, Any]) -> None:
        found = self.db.execute("SELECT trainee_id, kind FROM sessions WHERE id = ?",
                                (item["id"],)).fetchone()
        trainee_id = self._trainee_id(item["trainee"])
        if found is None:
            self.db.execute(
                "INSERT INTO sessions (id, trainee_id, kind, lesson_id, started_at, ended_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (item["id"], trainee_id, item["kind"], item["lesson_id"], item["started_at"],
                 item["ended_at"]))
            self.counts["sessions_added"] += 1
            return
        if tuple(found) != (trainee_id, item["kind"]):
            raise _Conflict(f"session {item['id']} differs from the one in this database")
        if item["ended_at"] is not None:
            self.db.execute("UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL",
                            (item["ended_at"], item["id"]))

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
        row = _attempt_row(item, self._trainee_id(item["trainee"]))
        exam = self._exam_of(item, kind)
        digest = None
        if exam is not None:
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
        if digest != item["hash"]:
            raise _Conflict(f"exam result {exam['id']}: its content does not match its hash"
                            " (altered since it was recorded, or answers missing)")
        self.db.execute(
            "UPDATE exams SET submitted_at = ?, score = ?, passed = ?, breakdown = ? WHERE id = ?",
            (submitted["submitted_at"], submitted["score"], submitted["passed"], breakdown,
             exam["id"]))
        chain.append(self.db, "exam-result", exam["id"], exam["id"], digest)
        self.counts["results_added"] += 1

    def rebuild_schedules(self) -> None:
        for trainee_id, skill in sorted(self.touched, key=lambda t: (t[0], t[1].key)):
            schedule.rebuild(self.db, trainee_id, skill)


def _attempt_row(item: dict[str, Any], trainee_id: TraineeId) -> dict[str, Any]:
    """The attempts row for ``item``, in column order (see records.ATTEMPT_COLUMNS)."""
    return {
        "id": item["id"], "trainee_id": trainee_id, "session_id": item["session"],
        "lesson_id": item["lesson_id"], "item_id": item["item_id"], "game": item["game"],
        "task": item["task"], "scenario": chain.canonical_json(item["scenario"]),
        "answer": chain.canonical_json(item["answer"]), "correct": int(item["correct"]),
        "score": float(item["score"]), "time_ms": item["time_ms"],
        "answered_at": item["answered_at"],
        "params": chain.canonical_json(item.get("params", {})),  # an older export has none
    }

