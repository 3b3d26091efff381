"""An exam's items: drawn from (definition, seed), rebuilt the same on resuming; an answer graded."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.errors import ScenarioError
from trainer.i18n import tr
from trainer.scenarios.exam import ExamDefinition
from trainer.scenarios.tasks import Grade, Question, is_blank, task_for
from trainer.store import Skill

GRACE_S = 2.0
"""After the deadline, a save is still taken for this long: the screen's last save at time-out."""
SEED_LIMIT = 1 << 62


class ExamError(Exception):
    """Something the candidate asked for that the exam rules refuse (the message says why)."""


class AttemptsUsed(ExamError):
    pass


class TimeUp(ExamError):
    pass


class ReviewClosed(ExamError):
    pass


@dataclass(frozen=True)
class ExamItem:
    number: int
    """Its place in the exam, counting from 1."""
    id: str
    skill_index: int
    """Which quota of the definition it fills."""
    question: Question

    @property
    def task(self) -> str:
        return self.question.task

    @property
    def skill(self) -> Skill:
        return Skill(self.question.game, self.question.task)


def build_items(definition: ExamDefinition, seed: int,
                ids: Sequence[str] | None = None) -> list[ExamItem]:
    """The exam's items for ``seed``: every quota filled, in an order drawn from the seed.

    The same (definition, seed) always gives the same items.  ``ids`` (the item ids
    kept in the snapshot) pick the written questions (those no generator makes) by id,
    so a resumed exam keeps its questions even if the lessons were reordered since.
    """
    from trainer.scenarios.generate import GenerateError, generate

    drawn: list[tuple[str, int, Question]] = []
    for k, skill in enumerate(definition.skills):
        skill_seed = random.Random(f"{seed}:{k}:{skill.task}").randrange(SEED_LIMIT)
        if not task_for(skill.task).generated:
            questions = _written(definition.game, skill.task, skill.count, skill_seed, k, ids)
        else:
            try:
                questions = generate(definition.game, skill.task, skill.count, skill_seed, skill.constraints)
            except GenerateError as exc:
                raise ExamError(tr("The exam's items cannot be drawn: {error}", error=exc.message)) from None
        drawn.extend((f"{k + 1}/{q.item_id}", k, q) for q in questions)
    if ids is not None:  # resuming: the items in the order the exam started with
        by_id = {d[0]: d for d in drawn}
        if len(by_id) != len(ids) or set(by_id) != set(ids):
            raise ExamError(_cannot_rebuild())
        return [ExamItem(n + 1, i, by_id[i][1], by_id[i][2]) for n, i in enumerate(ids)]
    order = list(range(len(drawn)))
    random.Random(f"{seed}:order").shuffle(order)
    return [ExamItem(n + 1, drawn[i][0], drawn[i][1], drawn[i][2]) for n, i in enumerate(order)]


def _cannot_rebuild() -> str:
    return tr("The questions of this exam cannot be rebuilt: the exam files or lessons have changed "
              "since it started.")


def _written(game: str, task: str, count: int, seed: int, k: int,
             ids: Sequence[str] | None) -> list[Question]:
    """``count`` of the lessons' written questions of ``task`` (the procedure questions)."""
    from trainer.training.sources import written_questions

    questions = written_questions(game, task, count, seed)
    if ids is not None:  # resuming: the questions the exam started with, wherever they now are
        prefix = f"{k + 1}/"
        wanted = [i[len(prefix):] for i in ids if i.startswith(prefix)]
        if {q.item_id for q in questions} != set(wanted):
            pool = {q.item_id: q for q in written_questions(game, task, 100_000, 0)}
            questions = [pool[w] for w in wanted if w in pool]
            if len(questions) != count:
                raise ExamError(_cannot_rebuild())
    if len(questions) < count:
        raise ExamError(tr("The exam asks for {count} {task} questions on {game} but the lessons "
                           "have only {have}.", count=count, task=task, game=game, have=len(questions)))
    return questions


# -- answers ---------------------------------------------------------------------------


def same_answer(a: Mapping[str, Any] | None, b: Mapping[str, Any] | None) -> bool:
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


def grade_of(item: ExamItem, given: Mapping[str, Any] | None) -> Grade:
    """The grade of ``given``: nothing for no answer or one the task cannot read.

    Only the task's refusal to read the answer (:class:`ScenarioError`) scores 0; any
    other error is a defect and goes on to the crash log, never a silent zero.
    """
    if given is None or is_blank(given):
        return Grade(0.0, ())
    task = task_for(item.task)
    try:
        answer = task.read_answer(dict(given), ("answer",))
    except ScenarioError:
        return Grade(0.0, ())  # an answer in a shape the task cannot read earns nothing
    return task.grade(answer, item.question.answer)
