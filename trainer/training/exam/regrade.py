"""Re-grade an exam result with the engine (issue 16 item 2).

An exam's items follow from its definition snapshot and its seed, and its answers
are kept; so its score, per-skill breakdown and pass or fail can be worked out
again, here, by this workstation's engine.  ``trainer results import`` refuses a
file with an exam result that does not re-grade to what it says (a FAIL edited into
a PASS, a made-up sitting), naming the record's line; ``trainer results verify``
does the same over the records already here.  Hashes can be recomputed by anyone;
the engine's verdict cannot be forged.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from trainer.scenarios.exam import ExamDefinition
from trainer.store import (
    Attempt,
    AttemptId,
    ImportFileError,
    ImportSummary,
    SessionId,
    SkillResult,
    Store,
    TraineeId,
    breakdown_from_json,
)
from trainer.store.lines import bounded_lines

from .items import ExamError, build_items
from .results import graded_lines, score_of

RESULT_FIELDS = ("score", "passed", "breakdown")


@dataclass(frozen=True)
class Mismatch:
    exam_id: str
    line: int | None
    what: str

    def __str__(self) -> str:
        return f"exam result {self.exam_id}: {self.what}"


def regrade(definition_json: Mapping[str, Any], seed: int,
            answers: Iterable[Attempt]) -> tuple[float, bool, tuple[SkillResult, ...]]:
    """(score, passed, breakdown) as the engine marks these answers today."""
    definition = ExamDefinition.from_json(definition_json)
    items = build_items(definition, seed, definition_json.get("item_ids"))
    latest: dict[str, Attempt] = {}
    for attempt in sorted(answers, key=lambda a: (a.answered_at, a.id)):
        latest[attempt.item_id] = attempt
    lines = graded_lines(definition, items, latest.values())
    score = min(1.0, max(0.0, score_of(lines, len(items))))
    passed = definition.passes(score) and not any(x.floor_missed for x in lines)
    return score, passed, tuple(x.result for x in lines)


def compare(exam_id: str, line: int | None, definition: Mapping[str, Any], seed: int, answers: list[Attempt],
            score: float, passed: bool, breakdown: Iterable[SkillResult]) -> Mismatch | None:
    """None when the engine marks the answers as recorded.  A snapshot that is no exam
    definition at all (no quotas: written by a test or a script, never by an exam of
    this trainer) is not re-graded; such a result can never be a certificate."""
    if not isinstance(definition, Mapping) or "skills" not in definition:
        return None
    try:
        right_score, right_pass, right_breakdown = regrade(definition, seed, answers)
    except (ExamError, KeyError, ValueError, TypeError) as exc:  # a definition this engine cannot read
        return Mismatch(exam_id, line, f"its items cannot be rebuilt from its definition and seed ({exc})")
    if not math.isclose(score, right_score, abs_tol=1e-9):
        return Mismatch(exam_id, line, f"re-graded by the engine it scores {right_score:.1%}, not {score:.1%}")
    if passed != right_pass:
        verdict = "passed" if right_pass else "failed"
        return Mismatch(exam_id, line, f"re-graded by the engine it {verdict}, but the record says otherwise")
    if _tally(breakdown) != _tally(right_breakdown):
        return Mismatch(exam_id, line, "re-graded by the engine its per-skill breakdown differs")
    return None


def _tally(breakdown: Iterable[SkillResult]) -> list[tuple[str, int, int, float]]:
    return sorted((r.skill.key, r.answered, r.correct, round(r.score, 9)) for r in breakdown)


# -- a file before it is imported ------------------------------------------------------------


def check_export(path: str) -> Mismatch | None:
    """The first exam result in an export that does not re-grade to what it records.

    Reads the file line by line; a file that is not a readable export is left to the
    importer to refuse with its own message (this returns None for it)."""
    exams: dict[str, tuple[dict[str, Any], int]] = {}
    answers: dict[str, list[Attempt]] = {}
    results: list[tuple[int, dict[str, Any]]] = []
    for number, item in _records(path):
        kind = item.get("type")
        if kind == "exam" and isinstance(item.get("definition"), dict):
            exams[str(item.get("id"))] = (item["definition"], int(item.get("seed", 0)))
        elif kind == "attempt" and item.get("exam"):
            attempt = _attempt(item)
            if attempt is not None:
                answers.setdefault(str(item["exam"]), []).append(attempt)
        elif kind == "exam_result":
            results.append((number, item))
    for number, item in results:
        exam_id = str(item.get("exam"))
        if exam_id not in exams:
            continue  # the importer names a result whose exam is missing
        definition, seed = exams[exam_id]
        try:
            breakdown = _breakdown(item.get("breakdown"))
            found = compare(exam_id, number, definition, seed, answers.get(exam_id, []),
                            float(item["score"]), bool(item["passed"]), breakdown)
        except (KeyError, TypeError, ValueError):
            continue  # a malformed record: the importer's schema check refuses it
        if found is not None:
            return found
    return None


def _records(path: str) -> Iterator[tuple[int, dict[str, Any]]]:
    try:
        handle = open(path, encoding="utf-8")  # noqa: SIM115 - closed below
    except OSError:
        return
    with handle:
        for number, line in bounded_lines(handle):  # the line's length capped while it is read (X13)
            try:
                item = json.loads(line)
            except (ValueError, RecursionError):
                continue
            if isinstance(item, dict):
                yield number, item


def _attempt(item: Mapping[str, Any]) -> Attempt | None:
    try:
        return Attempt(AttemptId(str(item["id"])), TraineeId(0), SessionId(str(item["session"])), item.get("lesson_id"),
                       str(item["item_id"]), str(item["game"]), str(item["task"]), item["scenario"], item["answer"],
                       bool(item["correct"]), float(item["score"]), int(item["time_ms"]),
                       datetime.fromisoformat(str(item["answered_at"])), item.get("params") or {})
    except (KeyError, TypeError, ValueError):
        return None


def _breakdown(data: Any) -> tuple[SkillResult, ...]:
    return breakdown_from_json(data)


def import_regraded(store: Store, path: str | os.PathLike[str]) -> ImportSummary:
    """``trainer results import`` and the instructor's Import button: every exam result
    of the file re-graded first; a mismatch refuses the whole file, naming its line."""
    mismatch = check_export(os.fspath(path))
    if mismatch is not None:
        raise ImportFileError(os.fspath(path), mismatch.line, f"{mismatch}; nothing was imported")
    return store.import_file(path)


# -- the records already here -----------------------------------------------------------------


def check_store(store: Store) -> list[Mismatch]:
    """Every submitted exam here that does not re-grade to its recorded result."""
    out = []
    for exam in store.exams():
        if not exam.submitted or exam.score is None or exam.passed is None:
            continue
        answers = store.attempts(session_id=exam.session_id)
        found = compare(exam.id, None, exam.definition, exam.seed, answers, exam.score, exam.passed,
                        exam.breakdown or ())
        if found is not None:
            out.append(found)
    return out
