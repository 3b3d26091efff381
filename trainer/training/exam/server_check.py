"""Exam results that come from the school server, re-graded by the engine (issue 31, X3).

``trainer sync`` and ``trainer results verify --server`` take this as their ``regrade``: the
store reads the server's records but does not know the engine, so the caller hands it the
engine's verdict.  The marking itself is :func:`trainer.training.exam.regrade.compare`, the
same one an import and ``trainer results verify`` use; here the server's records (as an export
writes them) are only put in the shape it takes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from trainer.store import Attempt, AttemptId, SessionId, TraineeId, breakdown_from_json

from .regrade import compare


def _attempt(item: Mapping[str, Any]) -> Attempt:
    return Attempt(AttemptId(str(item["id"])), TraineeId(0), SessionId(str(item["session"])), item.get("lesson_id"),
                   str(item["item_id"]), str(item["game"]), str(item["task"]), item["scenario"], item["answer"],
                   bool(item["correct"]), float(item["score"]), int(item["time_ms"]),
                   datetime.fromisoformat(str(item["answered_at"])), item.get("params") or {})


def regrade_records(exam: Mapping[str, Any], answers: Sequence[Mapping[str, Any]],
                    result: Mapping[str, Any]) -> str | None:
    """None when the engine marks ``answers`` of ``exam`` (its start record) to what ``result``
    says; else what differs.  A record the engine cannot read at all does not pass either."""
    try:
        found = compare(str(exam["id"]), None, exam["definition"], int(exam["seed"]), [_attempt(a) for a in answers],
                        float(result["score"]), bool(result["passed"]), breakdown_from_json(result.get("breakdown")))
    except (KeyError, TypeError, ValueError, AttributeError, RecursionError) as exc:
        return f"it cannot be re-graded ({type(exc).__name__}: {exc})"
    return None if found is None else found.what
