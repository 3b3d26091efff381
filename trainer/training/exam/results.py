"""An exam's result: the lines by skill (with their floors), the outcome, the review policy."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from trainer.curriculum.exam import ExamDefinition
from trainer.i18n import date_time_text, tr
from trainer.store import Attempt, Exam, ExamId, ExamResult, Skill, SkillResult, Store, breakdown_of
from trainer.tasks import TASKS, Grade, Step, task_for

from ..drill import explain
from .catalogue import definition_of
from .items import ExamItem, grade_of, hand_step_kind, is_blank


@dataclass(frozen=True)
class SkillLine:
    """One line of the result: a skill with its item count and the candidate's marks."""

    skill: Skill
    items: int
    answered: int
    correct: int
    score: float
    """Sum of the item scores."""
    min_correct: int | None = None
    """The exam's floor for the skill: fewer right answers fail the exam whatever the score."""
    in_hands: int = 0
    """How many of its items are steps of the exam's hands (issue 21)."""

    @property
    def percent(self) -> float:
        return self.score / self.items if self.items else 0.0

    @property
    def floor_missed(self) -> bool:
        return self.min_correct is not None and self.correct < self.min_correct

    @property
    def result(self) -> SkillResult:
        """The line as the store keeps it."""
        return SkillResult(self.skill, self.answered, self.correct, self.score, self.min_correct)


def lines_of(definition: ExamDefinition, breakdown: Iterable[SkillResult],
             item_ids: Iterable[str] = ()) -> tuple[SkillLine, ...]:
    """The result's lines: each skill of the definition (in its order) with its item count and
    floor, then the hands' step kinds not in a quota (in the order the hands ask them), and the
    candidate's figures from ``breakdown`` (the store's per-skill tally).  ``item_ids`` (the
    exam's, as its snapshot keeps them) count the hands' steps: a hand step counts in the skill
    of its kind."""
    counts: dict[Skill, int] = {}
    for quota in definition.skills:
        key = Skill(definition.game, quota.task)
        counts[key] = counts.get(key, 0) + quota.count
    in_hands: dict[Skill, int] = {}
    for item_id in item_ids:
        kind = hand_step_kind(item_id)
        if kind is not None:
            key = Skill(definition.game, kind)
            counts[key] = counts.get(key, 0) + 1
            in_hands[key] = in_hands.get(key, 0) + 1
    given = {r.skill: r for r in breakdown}
    lines = []
    for skill, n in counts.items():
        r = given.get(skill)
        lines.append(SkillLine(skill, n, r.answered if r else 0, r.correct if r else 0,
                               float(r.score) if r else 0.0, definition.floor_of(skill.task),
                               in_hands.get(skill, 0)))
    return tuple(lines)


@dataclass(frozen=True)
class Outcome:
    result: ExamResult
    definition: ExamDefinition
    lines: tuple[SkillLine, ...]

    @property
    def exam(self) -> Exam:
        return self.result.exam

    @property
    def code(self) -> str:
        return self.result.code

    @property
    def score(self) -> float:
        return float(self.exam.score or 0.0)

    @property
    def passed(self) -> bool:
        return bool(self.exam.passed)

    @property
    def items(self) -> int:
        """Every item of the exam, the hands' steps included."""
        return sum(x.items for x in self.lines)

    @property
    def floors_missed(self) -> tuple[SkillLine, ...]:
        """The skills under their floor: each one alone fails the exam."""
        return tuple(x for x in self.lines if x.floor_missed)


def outcome_of(store: Store, exam_id: ExamId) -> Outcome | None:
    """The result of a submitted exam, rebuilt from the store (None if still open)."""
    result = store.exam_result(exam_id)
    if result is None:
        return None
    definition = definition_of(result.exam)
    return Outcome(result, definition, lines_of(definition, result.exam.breakdown, snapshot_ids(result.exam)))


def snapshot_ids(exam: Exam) -> list[str]:
    """The item ids an exam's snapshot keeps (in the order the exam asked them)."""
    ids = exam.definition.get("item_ids") if isinstance(exam.definition, Mapping) else None
    return [str(i) for i in ids] if isinstance(ids, list) else []


@dataclass(frozen=True)
class ReviewItem:
    item: ExamItem
    attempt: Attempt | None
    given: Mapping[str, Any]
    grade: Grade
    correct_answer: Mapping[str, Any]
    steps: tuple[Step, ...]

    @property
    def answered(self) -> bool:
        return self.attempt is not None and not is_blank(self.given)

    @property
    def over_target(self) -> bool:
        """A right answer given in more than its quota's target time: it earned half its marks
        (:meth:`trainer.curriculum.exam.ExamSkill.marks`)."""
        a = self.attempt
        return (self.answered and self.grade.correct and a is not None and a.target_s is not None
                and a.time_ms > a.target_s * 1000)


def review_items(items: Iterable[ExamItem], answers: Mapping[str, Attempt]) -> list[ReviewItem]:
    """Every item with the candidate's answer (latest), its grade, the right answer and the steps."""
    out = []
    for item in items:
        attempt = answers.get(item.id)
        given = dict(attempt.answer) if attempt is not None else {}
        grade = grade_of(item, given) if not is_blank(given) else Grade(0.0, ())
        out.append(ReviewItem(item, attempt, given, grade, item.question.answer, explained(item)))
    return out


def explained(item: ExamItem) -> tuple[Step, ...]:
    """The right answer's explanation: a drill task's, or a hand-only step kind's (its task is
    not in the drills' registry)."""
    if item.is_hand_step and item.task not in TASKS:
        return tuple(task_for(item.task).explain(item.question.solution, item.question.params))
    return explain(item.question)


def review_open(definition: ExamDefinition, exam: Exam, now: datetime) -> bool:
    """May the candidate see the right answers of this exam now?"""
    if not exam.submitted or definition.review == "never":
        return False
    if definition.review == "after-close":
        return definition.closes_at is not None and now >= definition.closes_at
    return True


def review_rule(definition: ExamDefinition) -> str:
    """The review policy in words, for the candidate."""
    if definition.review == "never":
        return tr("The answers of this exam are not shown.")
    if definition.review == "after-close" and definition.closes_at is not None:
        return tr("The answers can be reviewed once the exam closes, on {when}.",
                  when=date_time_text(definition.closes_at))
    return tr("The answers can be reviewed after you submit.")


def graded_lines(definition: ExamDefinition, items: Sequence[ExamItem],
                 answers: Iterable[Attempt]) -> tuple[SkillLine, ...]:
    """Grade the latest answer to each item now (answers are stored ungraded, issue 16
    item 3) and tally them per skill: the one way a session, a re-grade on import and
    ``results verify`` mark an exam.  A quota with a ``target`` halves the marks of a right
    answer given in more time than it (:meth:`trainer.curriculum.exam.ExamSkill.marks`); the answer still counts as
    right (for the floor)."""
    by_id = {item.id: item for item in items}
    graded = []
    for attempt in answers:
        item = by_id.get(attempt.item_id)
        if item is None or is_blank(attempt.answer):
            continue
        grade = grade_of(item, attempt.answer)
        quota = item.quota(definition)  # a hand step: one mark, no target time
        score = grade.score if quota is None else quota.marks(grade.score, grade.correct, attempt.time_ms)
        graded.append(dataclasses.replace(attempt, correct=grade.correct, score=score))
    return lines_of(definition, breakdown_of(graded), [item.id for item in items])


def score_of(lines: Sequence[SkillLine], total: int) -> float:
    """Mean item score over every item; an unanswered item scores 0."""
    return sum(line.score for line in lines) / total if total else 0.0
