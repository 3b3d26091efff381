"""Exam results that come from the school server, re-graded by the engine (issue 31, X3).

``trainer sync`` and ``trainer results verify --server`` take this as their ``regrade``: the
store reads the server's records but does not know the engine, so the caller hands it the
engine's verdict.  The marking itself is :func:`trainer.training.exam.regrade.compare`, the
same one an import and ``trainer results verify`` use; here the server's records (as an export
writes them) are only put in the shape it takes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .regrade import regrade_result


def regrade_records(exam: Mapping[str, Any], answers: Sequence[Mapping[str, Any]],
                    result: Mapping[str, Any]) -> str | None:
    """None when the engine marks ``answers`` of ``exam`` (its start record) to what ``result``
    says, under the exam's own marking rule and inside its time; else what differs.  The one
    re-grade of records from outside (:func:`~.regrade.regrade_result`), as an import uses it."""
    return regrade_result(exam, answers, result)
