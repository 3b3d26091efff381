"""How an exam is marked, by rule version (issue 31 item 3): the one place the pass rule is written.

An exam's answers are stored ungraded; its score, per-skill lines and pass or fail are worked
out by a *marking rule*.  The session marks with it at submission, and the re-grade
(:mod:`.regrade`: ``trainer results import``, ``trainer results verify``, the school server's
pull and ``verify --server``) marks the same answers again with it.  Each rule has a version;
the version an exam was taken under is kept in its snapshot (``"marking"``), which the exam's
start hash covers (so it cannot be changed without the chain, and the signatures, seeing it),
and a re-grade always uses *that* version.  So the marking may change in a later trainer (a
version 2 registered in :data:`RULES` and made :data:`CURRENT`) without turning a single past
certificate into a mismatch.  A snapshot without ``"marking"`` was taken before versions
existed, under version 1, which is today's rule and must never change.

Version 1: each item's latest answer graded by its task; a quota's ``target`` halves the marks
of a right answer given in more time than it (:meth:`trainer.curriculum.exam.ExamSkill.marks`);
the score is the mean item score over every item (an unanswered one scores 0), clamped to 0..1;
passed means the pass mark reached (in whole hundredths of a percent) and no quota under its
floor (``min_correct``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from math import ceil
from typing import Any

from trainer.curriculum.exam import ExamDefinition
from trainer.store import Attempt

from .items import ExamError, ExamItem
from .results import SkillLine, graded_lines, score_of

MARKING_KEY = "marking"
"""The snapshot's field holding the rule version the exam is taken under."""


@dataclass(frozen=True)
class Marks:
    """An exam marked: score (0-1), passed, and the per-skill lines."""

    score: float
    passed: bool
    lines: tuple[SkillLine, ...]


MarkingRule = Callable[[ExamDefinition, Sequence[ExamItem], Iterable[Attempt]], Marks]


def _mark_v1(definition: ExamDefinition, items: Sequence[ExamItem], answers: Iterable[Attempt]) -> Marks:
    """Version 1 (the module's docstring).  Never change it: past certificates are re-marked with it."""
    lines = graded_lines(definition, items, answers)
    score = min(1.0, max(0.0, score_of(lines, len(items))))
    passed = definition.passes(score) and not any(x.floor_missed for x in lines)
    return Marks(score, passed, lines)


RULES: dict[int, MarkingRule] = {1: _mark_v1}
"""Every marking rule this trainer knows, by version.  A rule is only ever added."""
CURRENT = 1
"""The version a new exam is taken under."""


class UnknownMarking(ExamError):
    """An exam taken under a marking rule this trainer does not know (a newer trainer's)."""


def register(version: int, rule: MarkingRule) -> None:
    """Add a marking rule (a later version); a version once registered is never replaced."""
    if version in RULES and RULES[version] is not rule:
        raise ValueError(f"marking rule version {version} is already registered")
    RULES[version] = rule


def version_of(snapshot: Mapping[str, Any]) -> int:
    """The marking version an exam's snapshot was taken under (1 if it names none).  Raises
    :class:`UnknownMarking` for one that is not a version this trainer knows."""
    raw = snapshot.get(MARKING_KEY, 1) if isinstance(snapshot, Mapping) else 1
    if isinstance(raw, bool) or not isinstance(raw, int) or raw not in RULES:
        raise UnknownMarking(f"it was marked under rule version {raw!r}, which this trainer does not know")
    return raw


def marks_to_pass(definition: ExamDefinition, total: int) -> int:
    """The fewest of ``total`` full marks whose score reaches the pass mark (floors aside): what
    the exam editor's summary tells the instructor a sitting needs."""
    if total == 0:
        return 0
    need = max(ceil(definition.pass_mark / 100 * total) - 1, 0)
    while need < total and not definition.passes(need / total):
        need += 1
    return need


def mark(definition: ExamDefinition, items: Sequence[ExamItem], latest: Iterable[Attempt],
         version: int) -> Marks:
    """Mark the latest answer to each item under rule ``version`` (the exam's, :func:`version_of`)."""
    rule = RULES.get(version)
    if rule is None:
        raise UnknownMarking(f"it was marked under rule version {version!r}, which this trainer does not know")
    return rule(definition, items, latest)
