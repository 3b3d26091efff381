"""Re-grade an exam result with the engine (issue 16 item 2, issue 31 item 3).

An exam's items follow from its definition snapshot and its seed, and its answers
are kept; so its score, per-skill breakdown and pass or fail can be worked out
again, here, by this workstation's engine, under the marking rule the exam was taken
under (:mod:`.marking`).  Hashes can be recomputed by anyone; the engine's verdict
cannot be forged.

Wherever an exam result enters, it is re-graded:

- ``trainer results import`` and the instructor's Import button (:func:`import_regraded`):
  the importer hands every exam result it is about to merge to :func:`regrade_result`, with
  the answers it will stand on — the file's and those already here, whatever file or line
  they came in, read exactly as the importer reads them — and every exam start to
  :func:`check_exam_record`; the first that fails refuses the file, naming its line;
- ``trainer results verify`` (:func:`check_store`): every result already here;
- the school server's pull and ``trainer results verify --server`` call
  :func:`regrade_result` with the server's records (as an export writes them).

A result fails the re-grade when the engine marks its answers otherwise, when its exam's
snapshot is not an exam definition this trainer can mark (no quotas, odd fields, more than
an exam may ask), or when an answer is stamped outside its exam (before the start, or after
the deadline plus its grace: X4).
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from trainer.curriculum.exam import ExamDefinition
from trainer.store import (
    MAX_SEED,
    Attempt,
    AttemptId,
    ImportSummary,
    SessionId,
    SkillResult,
    Store,
    TraineeId,
    breakdown_from_json,
    from_text,
    window_problem,
)

from . import marking
from .items import ExamError, build_items

RESULT_FIELDS = ("score", "passed", "breakdown")
_UNREADABLE = (ValueError, TypeError, KeyError, AttributeError, IndexError, LookupError, ArithmeticError,
               RecursionError)
"""What reading a snapshot or record that is not in the shape this trainer writes can raise."""


@dataclass(frozen=True)
class Mismatch:
    exam_id: str
    line: int | None
    what: str

    def __str__(self) -> str:
        return f"exam result {self.exam_id}: {self.what}"


def regrade(definition_json: Mapping[str, Any], seed: int,
            answers: Iterable[Attempt]) -> tuple[float, bool, tuple[SkillResult, ...]]:
    """(score, passed, breakdown) as the engine marks these answers under the snapshot's marking rule."""
    definition = ExamDefinition.from_json(definition_json)
    version = marking.version_of(definition_json)
    items = build_items(definition, seed, _item_ids(definition_json))
    latest: dict[str, Attempt] = {}
    for attempt in sorted(answers, key=lambda a: (a.answered_at, a.id)):
        latest[attempt.item_id] = attempt
    marks = marking.mark(definition, items, latest.values(), version)
    return marks.score, marks.passed, tuple(x.result for x in marks.lines)


def _item_ids(snapshot: Mapping[str, Any]) -> list[str] | None:
    ids = snapshot.get("item_ids")
    if ids is None:
        return None
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise ValueError("its item_ids are not a list of item ids")
    return ids


def snapshot_problem(definition: Any, seed: Any) -> str | None:
    """Why an exam's snapshot and seed are not an exam this trainer can mark (None: they are)."""
    if not isinstance(definition, Mapping) or "skills" not in definition:
        return "its definition is not an exam definition (no skills): it cannot be re-graded"
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED:
        return f"its seed {seed!r:.40} is not a whole number from 0 to 2**63 - 1"
    try:
        ExamDefinition.from_json(definition)
        marking.version_of(definition)
        _item_ids(definition)
    except marking.UnknownMarking as exc:
        return str(exc)
    except _UNREADABLE as exc:
        return f"its definition cannot be read ({exc})"
    return None


def compare(exam_id: str, line: int | None, definition: Any, seed: Any, answers: Sequence[Attempt],
            score: float, passed: bool, breakdown: Iterable[SkillResult], *,
            started_at: datetime | None = None, time_limit_s: int | None = None) -> Mismatch | None:
    """None when the engine marks the answers as recorded.  Never raises: a snapshot that is
    no exam definition this trainer can mark (no quotas, odd fields, over the exam caps) is a
    mismatch — such a result is never shown as re-graded.  With ``started_at``, an answer
    stamped outside the exam (before it, or after the deadline plus its grace) is one too."""
    why = snapshot_problem(definition, seed)
    if why is not None:
        return Mismatch(exam_id, line, why)
    if started_at is not None:
        for attempt in sorted(answers, key=lambda a: (a.answered_at, a.id)):
            outside = window_problem(started_at, time_limit_s, attempt.answered_at)
            if outside is not None:
                return Mismatch(exam_id, line, f"answer {attempt.id}: {outside}")
    try:
        right_score, right_pass, right_breakdown = regrade(definition, seed, answers)
    except marking.UnknownMarking as exc:
        return Mismatch(exam_id, line, str(exc))
    except (ExamError, *_UNREADABLE) as exc:  # a definition this engine cannot rebuild
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


# -- records as an export (or the school server) holds them --------------------------------


def regrade_result(exam: Mapping[str, Any], answers: Sequence[Mapping[str, Any]],
                   result: Mapping[str, Any]) -> str | None:
    """The one re-grade for records from outside (issue 31, X2/X3): ``exam`` (its start record),
    ``answers`` (its answer records: every one the result stands on) and ``result`` (its result
    record), each as ``trainer results export`` writes them.  None when the engine marks the
    answers, under the exam's marking rule, to what the result says and every answer falls
    inside the exam's time; else what is wrong, in words.  Never raises.

    ``trainer results import`` calls it through the importer; the school server's pull and
    ``trainer results verify --server`` call it with the server's records."""
    try:
        exam_id = str(exam["id"])
        started = _moment(exam["started_at"])
        limit = exam.get("time_limit_s")
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int)):
            raise ValueError(f"time_limit_s {limit!r:.40} is not a whole number")
        attempts = [_attempt(a) for a in answers]
        score = result["score"]
        if isinstance(score, bool) or not isinstance(score, int | float) or not math.isfinite(score):
            raise ValueError(f"score {score!r:.40} is not a number")
        if not isinstance(result["passed"], bool):
            raise ValueError(f"passed {result['passed']!r:.40} is not true or false")
        breakdown = breakdown_from_json(result.get("breakdown"))
    except _UNREADABLE as exc:
        return f"it cannot be re-graded ({type(exc).__name__}: {exc})"
    found = compare(exam_id, None, exam.get("definition"), exam.get("seed"), attempts, float(score),
                    result["passed"], breakdown, started_at=started, time_limit_s=limit)
    return None if found is None else found.what


def check_exam_record(exam: Mapping[str, Any]) -> str | None:
    """None when ``exam`` (a start record as an export writes it) is an exam this trainer can
    mark and resume — its items are built from its definition and seed, as a resume builds them
    (issue 31 N2: a start naming an unknown task, sent without its result, was taken and then
    crashed the candidate's resume); else why not, naming the field.  Never raises."""
    from trainer.tasks import TASKS

    definition, seed = exam.get("definition"), exam.get("seed")
    try:
        why = snapshot_problem(definition, seed)
        if why is not None or not isinstance(definition, Mapping) or not isinstance(seed, int):
            return why  # (snapshot_problem said why; the types are for the checker)
        for k, skill in enumerate(definition["skills"]):
            task = skill.get("task") if isinstance(skill, Mapping) else None
            if task not in TASKS:
                return f"definition.skills[{k}].task: {task!r:.40} is no task of this trainer"
        build_items(ExamDefinition.from_json(definition), seed, _item_ids(definition))
    except ExamError as exc:
        return f"definition: its items cannot be built from its definition and seed ({exc})"
    except _UNREADABLE as exc:
        return f"definition: its items cannot be built from its definition and seed ({type(exc).__name__}: {exc})"
    return None


def _moment(text: Any) -> datetime:
    if not isinstance(text, str):
        raise ValueError(f"time {text!r:.40} is not text")
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        raise ValueError(f"time {text!r:.40} has no time zone")
    return from_text(text)


def _attempt(item: Mapping[str, Any]) -> Attempt:
    time_ms = item["time_ms"]
    if isinstance(time_ms, bool) or not isinstance(time_ms, int):
        raise ValueError(f"answer {item.get('id')}: time_ms {time_ms!r:.40} is not a whole number")
    answer = item["answer"]
    if not isinstance(answer, Mapping):
        raise ValueError(f"answer {item.get('id')}: its answer is not a mapping")
    return Attempt(AttemptId(str(item["id"])), TraineeId(0), SessionId(str(item["session"])), item.get("lesson_id"),
                   str(item["item_id"]), str(item["game"]), str(item["task"]), item["scenario"], dict(answer),
                   bool(item["correct"]), float(item["score"]), time_ms, _moment(item["answered_at"]),
                   item.get("params") or {})


def import_regraded(store: Store, path: str | os.PathLike[str]) -> ImportSummary:
    """``trainer results import`` and the instructor's Import button: every exam start the file
    brings read by the engine and every exam result re-graded (:func:`regrade_result`), on the
    records exactly as the importer reads them; the first that fails refuses the whole file,
    naming its line."""
    return store.import_file(path, regrade=regrade_result, check_exam=check_exam_record)


# -- the records already here -----------------------------------------------------------------


def check_store(store: Store) -> list[Mismatch]:
    """Every submitted exam here that does not re-grade to its recorded result, or whose
    answers fall outside its time."""
    out = []
    for exam in store.exams():
        if not exam.submitted or exam.score is None or exam.passed is None:
            continue
        answers = store.attempts(session_id=exam.session_id)
        found = compare(exam.id, None, exam.definition, exam.seed, answers, exam.score, exam.passed,
                        exam.breakdown or (), started_at=exam.started_at, time_limit_s=exam.time_limit_s)
        if found is not None:
            out.append(found)
    return out
