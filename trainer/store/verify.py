"""``trainer results verify``: walk the exam chain and recompute every hash.

Finds, in chain order, records that were

- altered: a record whose content no longer matches its hash, or a link whose
  hash or back-reference was edited;
- deleted: a link whose record is gone, or a gap in the chain's numbering;
- inserted: an exam, or an answer in an exam session, that is not in the chain.

It also reports the append-only triggers missing: only a hand edit removes them,
and without them a drill answer (not chained) could be changed unnoticed.

What a hash chain cannot see on its own: the newest records removed together with
their links (the chain is simply shorter), or a forger who recomputes every hash
after an edit.  The verification code printed on each exam report anchors that
result outside the database: ``verify --code`` checks it.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from typing import Any

from sqlite_utils import Database

from . import chain
from .migrations import GUARDS
from .models import CodeCheck, Problem, VerifyReport
from .records import exam_from_row
from .safety import integrity_problems

LABELS = {"exam-start": "exam start", "exam-attempt": "exam attempt", "exam-result": "exam result"}


class Walk:
    """One chain walked link by link against the records it covers (``exams``: rows as
    ``chain.EXAM_SQL`` reads them, ``attempts``: as ``chain.EXAM_ATTEMPT_SQL``, by id).
    The school server walks each workstation's chain with it (issue 22)."""

    def __init__(self, exams: dict[str, dict[str, Any]], attempts: dict[str, dict[str, Any]]) -> None:
        self.exams = exams
        self.attempts = attempts
        self.problems: list[Problem] = []
        self.seen: set[tuple[str, str]] = set()
        self.attempt_hashes: dict[str, list[str]] = defaultdict(list)
        self.result_digests: dict[str, str] = {}  # exam id -> recomputed result hash
        self.start_hashes: dict[str, str] = {}
        self.prev_seq, self.prev_hash = 0, chain.GENESIS

    def link(self, seq: int, kind: str, exam_id: str, record_id: str, stored: str,
             prev: str, digest: str) -> None:
        label = f"{LABELS.get(kind, kind)} {record_id}"
        if seq != self.prev_seq + 1:
            missing = f"chain #{self.prev_seq + 1}"
            if seq > self.prev_seq + 2:
                missing += f" to #{seq - 1}"
            self.problems.append(Problem("deleted", missing, f"missing before {label}"))
        elif prev != self.prev_hash:
            self.problems.append(Problem("altered", label, "its link to the record before it"
                                         " was edited", seq))
        if digest != chain.link_hash(prev, stored):
            self.problems.append(Problem("altered", label, "its chain entry was edited", seq))
        content = self._content(kind, exam_id, record_id)
        if content is None:
            self.problems.append(Problem("deleted", label, "the record is gone", seq))
        else:
            recomputed = chain.content_hash(content)
            if recomputed != stored and kind == "exam-result":  # chained before it covered its start
                recomputed = chain.content_hash({k: v for k, v in content.items() if k != "start"})
            if recomputed != stored:
                self.problems.append(
                    Problem("altered", label, "its content no longer matches its hash", seq))
            if kind == "exam-result":
                self.result_digests[exam_id] = recomputed
        if kind == "exam-attempt":
            self.attempt_hashes[exam_id].append(stored)
        elif kind == "exam-start":
            self.start_hashes[exam_id] = stored
        self.seen.add((kind, record_id))
        self.prev_seq, self.prev_hash = seq, digest

    def _content(self, kind: str, exam_id: str, record_id: str) -> dict[str, Any] | None:
        if kind == "exam-attempt":
            attempt = self.attempts.get(record_id)
            return chain.attempt_content(attempt) if attempt else None
        exam = self.exams.get(record_id)
        if exam is None:
            return None
        if kind == "exam-start":
            return chain.start_content(exam)
        return chain.result_content(exam, self.attempt_hashes[exam_id], self.start_hashes.get(exam_id))

    def unchained(self) -> None:
        for attempt_id in self.attempts:
            if ("exam-attempt", attempt_id) not in self.seen:
                self.problems.append(Problem("inserted", f"exam attempt {attempt_id}",
                                             "it is not in the chain"))
        for exam_id, exam in self.exams.items():
            if ("exam-start", exam_id) not in self.seen:
                self.problems.append(Problem("inserted", f"exam start {exam_id}",
                                             "it is not in the chain"))
            if exam["submitted_at"] is not None and ("exam-result", exam_id) not in self.seen:
                self.problems.append(Problem("altered", f"exam result {exam_id}",
                                             "it was submitted outside the program"))

    def check_code(self, code: str) -> CodeCheck:
        for exam_id, digest in self.result_digests.items():
            if chain.verification_code(digest) == code:
                exam = self.exams[exam_id]
                return CodeCheck(code, exam_from_row(exam), exam["trainee"])
        return CodeCheck(code, None)


def _missing_guards(db: Database) -> list[Problem]:
    present = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
    missing = [name for name in GUARDS if name not in present]
    if not missing:
        return []
    return [Problem("altered", "the database's append-only guards",
                    f"trigger {', '.join(missing)} removed outside the program")]


def verify(db: Database, codes: tuple[str, ...] = ()) -> VerifyReport:
    """Recompute the chain; ``codes`` (already normalised) are looked up among intact results."""
    damage = [Problem("damaged", "the database file", detail)
              for detail in integrity_problems(db.conn, full=True)]
    try:
        walk = Walk({r["id"]: r for r in db.query(chain.EXAM_SQL)},
                    {r["id"]: r for r in db.query(chain.EXAM_ATTEMPT_SQL)})
        links = db.execute(
            "SELECT seq, kind, exam_id, record_id, content_hash, prev_hash, hash FROM chain"
            " ORDER BY seq"
        )
        count = 0
        for row in links:
            walk.link(*row)
            count += 1
        walk.unchained()
        walk.problems += _missing_guards(db)
    except sqlite3.DatabaseError as exc:  # too damaged to walk: what SQLite found is the report
        return VerifyReport(0, 0, (*damage, Problem("damaged", "the exam chain", str(exc))), ())
    return VerifyReport(
        records=count,
        exams=len(walk.exams),
        problems=(*damage, *walk.problems),
        codes=tuple(walk.check_code(code) for code in codes),
    )
