"""The hash chain over exam records, and the verification code of an exam result.

Three kinds of record join the chain, in the order they are written: an exam's
start (trainee, definition snapshot, seed, start time, time limit), each answer
given in the exam, and the exam's result (score, pass, breakdown, and the hashes
of the answers it was marked on).  Each link in table ``chain`` stores

    content_hash = sha256(canonical JSON of the record's content)
    hash         = sha256(prev_hash + content_hash)      (prev_hash of #1: 64 zeros)

The content names the trainee by name and every other record by UUID, so a
record's ``content_hash`` is the same on every workstation it is imported into;
only the links (``seq``, ``prev_hash``, ``hash``) are local.

The verification code printed on an exam report is the first 80 bits of the
result's ``content_hash`` in Crockford base 32: ``XXXX-XXXX-XXXX-XXXX``.  It
changes if the score, the pass, the breakdown, the time, the trainee or any
answer of the exam changes, so ``trainer results verify --code`` can confirm a
paper report against any database the result was merged into.

An answer's content holds the task's ``params`` only when they are not empty, and the
target time that applied (``target_s``, migration m009: it counts towards the mark)
only when one did (see :func:`attempt_content`), so records chained before either was
stored keep their hashes and verify unchanged.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from sqlite_utils import Database

GENESIS = "0" * 64
KINDS = ("exam-start", "exam-attempt", "exam-result")
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford: no I, L, O, U
CODE_CHARS = 16

EXAM_SQL = """
SELECT e.id, e.trainee_id, t.name AS trainee, e.session_id, e.definition, e.seed, e.started_at,
       e.time_limit_s, e.submitted_at, e.score, e.passed, e.breakdown
FROM exams e JOIN trainees t ON t.id = e.trainee_id
"""
_EXAM_ATTEMPT_FROM = """
FROM attempts a
JOIN sessions s ON s.id = a.session_id AND s.kind = 'exam'
LEFT JOIN exams e ON e.session_id = a.session_id
LEFT JOIN trainees t ON t.id = a.trainee_id
"""
_EXAM_ATTEMPT_V3_COLUMNS = """
SELECT a.id, t.name AS trainee, a.session_id, e.id AS exam_id, a.lesson_id, a.item_id,
       a.game, a.task, a.scenario, a.answer, a.correct, a.score, a.time_ms, a.answered_at"""
EXAM_ATTEMPT_V3_SQL = _EXAM_ATTEMPT_V3_COLUMNS + _EXAM_ATTEMPT_FROM  # as m003 found them: no params
EXAM_ATTEMPT_V4_SQL = _EXAM_ATTEMPT_V3_COLUMNS + ", a.params" + _EXAM_ATTEMPT_FROM  # before m009: no target
EXAM_ATTEMPT_SQL = _EXAM_ATTEMPT_V3_COLUMNS + ", a.params, a.target_s" + _EXAM_ATTEMPT_FROM


def canonical_json(value: Any) -> str:
    """The one text form of a JSON value: sorted keys, no spaces, no NaN."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def content_hash(content: dict[str, Any]) -> str:
    return sha256_hex(canonical_json(content))


def link_hash(prev_hash: str, content_digest: str) -> str:
    return sha256_hex(prev_hash + content_digest)


def _json(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def start_content(exam: dict[str, Any]) -> dict[str, Any]:
    return {
        "record": "exam-start",
        "id": exam["id"],
        "trainee": exam["trainee"],
        "session": exam["session_id"],
        "definition": _json(exam["definition"]),
        "seed": exam["seed"],
        "started_at": exam["started_at"],
        "time_limit_s": exam["time_limit_s"],
    }


def attempt_content(attempt: dict[str, Any]) -> dict[str, Any]:
    """An exam answer's hashed content.

    ``params`` (migration m004) joins it only when it is not ``{}``: answers
    recorded before params were kept (and answers to questions without params)
    keep the hash they were chained with.  A row without a ``params`` key (as
    m003 read them) counts as ``{}``.  ``target_s`` (migration m009) likewise joins it
    only when a target applied: an answer without one keeps its hash.
    """
    content = {
        "record": "exam-attempt",
        "id": attempt["id"],
        "exam": attempt["exam_id"],
        "trainee": attempt["trainee"],
        "session": attempt["session_id"],
        "lesson_id": attempt["lesson_id"],
        "item_id": attempt["item_id"],
        "game": attempt["game"],
        "task": attempt["task"],
        "scenario": _json(attempt["scenario"]),
        "answer": _json(attempt["answer"]),
        "correct": attempt["correct"],
        "score": attempt["score"],
        "time_ms": attempt["time_ms"],
        "answered_at": attempt["answered_at"],
    }
    params = _json(attempt.get("params", "{}"))
    if params != {}:
        content["params"] = params
    target = attempt.get("target_s")
    if target is not None:
        content["target_s"] = target
    return content


def result_content(exam: dict[str, Any], attempt_hashes: list[str], start_hash: str | None = None) -> dict[str, Any]:
    """The result's hashed content.  Since trainer 0.2 it holds the exam-start record's
    hash (``start``): the verification code then changes if the exam is relabelled —
    another definition, pass mark, review policy, seed or limit (issue 16 item 2).
    Results chained before have no ``start`` and keep their hash and code."""
    content = {
        "record": "exam-result",
        "id": exam["id"],
        "trainee": exam["trainee"],
        "submitted_at": exam["submitted_at"],
        "score": exam["score"],
        "passed": exam["passed"],
        "breakdown": _json(exam["breakdown"]),
        "attempts": sorted(attempt_hashes),
    }
    if start_hash is not None:
        content["start"] = start_hash
    return content


def append(db: Database, kind: str, exam_id: str, record_id: str, digest: str) -> int:
    """Add a link after the last one (caller holds the write transaction); returns its seq."""
    last = db.execute("SELECT seq, hash FROM chain ORDER BY seq DESC LIMIT 1").fetchone()
    seq, prev = (last[0] + 1, last[1]) if last else (1, GENESIS)
    db.execute(
        "INSERT INTO chain (seq, kind, exam_id, record_id, content_hash, prev_hash, hash)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (seq, kind, exam_id, record_id, digest, prev, link_hash(prev, digest)),
    )
    return seq


def chained_attempt_hashes(db: Database, exam_id: str) -> list[str]:
    """Content hashes of the exam's answers, as the chain recorded them."""
    rows = db.execute(
        "SELECT content_hash FROM chain WHERE exam_id = ? AND kind = 'exam-attempt'", (exam_id,)
    ).fetchall()
    return [r[0] for r in rows]


def result_digest(db: Database, exam: dict[str, Any], *, legacy: bool = False) -> str:
    """The result's content hash; ``legacy``: as chained before it covered the start."""
    start = None if legacy else stored_start_hash(db, exam["id"])
    return content_hash(result_content(exam, chained_attempt_hashes(db, exam["id"]), start))


def stored_start_hash(db: Database, exam_id: str) -> str | None:
    row = db.execute(
        "SELECT content_hash FROM chain WHERE kind = 'exam-start' AND record_id = ?", (exam_id,)
    ).fetchone()
    return None if row is None else str(row[0])


def stored_result_hash(db: Database, exam_id: str) -> str | None:
    row = db.execute(
        "SELECT content_hash FROM chain WHERE kind = 'exam-result' AND record_id = ?", (exam_id,)
    ).fetchone()
    return row[0] if row else None


def verification_code(digest: str) -> str:
    """``XXXX-XXXX-XXXX-XXXX`` from the first 80 bits of a result's content hash."""
    number = int(digest[: CODE_CHARS * 5 // 4], 16)
    chars = [CODE_ALPHABET[(number >> (5 * i)) & 31] for i in reversed(range(CODE_CHARS))]
    return "-".join("".join(chars[i : i + 4]) for i in range(0, CODE_CHARS, 4))


def normalise_code(text: str) -> str:
    """Accept a code as typed (any case, spaces or dashes, O for 0, I or L for 1)."""
    cleaned = text.upper().replace("-", "").replace(" ", "")
    cleaned = cleaned.translate(str.maketrans("OIL", "011"))
    if len(cleaned) != CODE_CHARS or any(c not in CODE_ALPHABET for c in cleaned):
        raise ValueError(f"{text!r} is not a verification code (XXXX-XXXX-XXXX-XXXX)")
    return "-".join(cleaned[i : i + 4] for i in range(0, CODE_CHARS, 4))


def backfill(db: Database) -> None:
    """Chain the exams a version-2 database already holds (migration m003)."""
    for exam in list(db.query(EXAM_SQL + " ORDER BY e.started_at, e.id")):
        append(db, "exam-start", exam["id"], exam["id"], content_hash(start_content(exam)))
        attempts = list(db.query(
            EXAM_ATTEMPT_V3_SQL + " WHERE a.session_id = ? ORDER BY a.answered_at, a.id",
            [exam["session_id"]],
        ))
        for attempt in attempts:
            digest = content_hash(attempt_content(attempt))
            append(db, "exam-attempt", exam["id"], attempt["id"], digest)
        if exam["submitted_at"] is not None:
            append(db, "exam-result", exam["id"], exam["id"], result_digest(db, exam, legacy=True))
