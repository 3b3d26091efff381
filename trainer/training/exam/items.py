"""An exam's items: drawn from (definition, seed), rebuilt the same on resuming; an answer graded."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from trainer.curriculum.exam import ExamDefinition, ExamSkill
from trainer.curriculum.lesson import Lesson
from trainer.engine.errors import ScenarioError
from trainer.i18n import tr
from trainer.scenarios import words
from trainer.store import ANSWER_GRACE_S, Skill
from trainer.table_run import HandError, deal_hand
from trainer.tasks import TASKS, Grade, Question, is_blank, task_for

GRACE_S = ANSWER_GRACE_S
"""After the deadline, a save is still taken for this long: the screen's last save at time-out
(the store refuses an answer later than that, :data:`trainer.store.exams.ANSWER_GRACE_S`)."""
SEED_LIMIT = 1 << 62


class ExamError(Exception):
    """Something the candidate asked for that the exam rules refuse (the message says why)."""


class AttemptsUsed(ExamError):
    pass


class TimeUp(ExamError):
    pass


class ReviewClosed(ExamError):
    pass


class StepLocked(ExamError):
    """A hand step asked out of its order (issue 21): not open yet, or locked by a later one."""


HAND_PREFIX = "hand"
"""A hand step's item id: ``hand<h>/<step>/<kind>`` (``hand2/5/follow-action``), counting from 1."""


def hand_item_id(hand: int, step: int, kind: str) -> str:
    return f"{HAND_PREFIX}{hand}/{step}/{kind}"


def hand_step_kind(item_id: str) -> str | None:
    """The step kind of a hand step's item id; None for a quota item (whose ids start with a digit)."""
    if not item_id.startswith(HAND_PREFIX):
        return None
    return item_id.rpartition("/")[2] or None


@dataclass(frozen=True)
class ExamItem:
    number: int
    """Its place in the exam, counting from 1."""
    id: str
    skill_index: int
    """Which quota of the definition it fills (-1: a hand step)."""
    question: Question
    hand: int = 0
    """The hand it is a step of, counting from 1 (0: a quota item)."""
    step: int = 0
    """Its step in the hand, counting from 1."""
    steps: int = 0
    """How many steps its hand has."""
    hands: int = 0
    """How many hands the exam deals."""
    table: Mapping[str, Any] | None = None
    """A hand step's table as the candidate finds it (the step's ``before``): drawn instead of
    ``question.scenario``, which for a deal or a board is the table once dealt — its answer."""

    @property
    def is_hand_step(self) -> bool:
        return self.hand > 0

    def quota(self, definition: ExamDefinition) -> ExamSkill | None:
        """The quota it fills (None: a hand step, which has none)."""
        return None if self.is_hand_step else definition.skills[self.skill_index]

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

    The hands' steps (issue 21) come after the quota items, hand after hand, each hand's
    steps in the order it is run — never shuffled, on resuming too.
    """
    from trainer.curriculum.generate import GenerateError, generate

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
        steps = hand_steps(definition, seed, len(drawn))
        quota_ids = [i for i in ids if hand_step_kind(i) is None]
        if len(by_id) != len(quota_ids) or set(by_id) != set(quota_ids) \
                or [s.id for s in steps] != list(ids[len(quota_ids):]):  # the hands last, each in step order
            raise ExamError(_cannot_rebuild())
        return [ExamItem(n + 1, i, by_id[i][1], by_id[i][2]) for n, i in enumerate(quota_ids)] + steps
    order = list(range(len(drawn)))
    random.Random(f"{seed}:order").shuffle(order)
    items = [ExamItem(n + 1, drawn[i][0], drawn[i][1], drawn[i][2]) for n, i in enumerate(order)]
    return items + hand_steps(definition, seed, len(items))


def hand_seed(seed: int, hand: int) -> int:
    """The seed hand ``hand`` (from 1) of an exam is dealt from, drawn from the exam's seed."""
    return random.Random(f"{seed}:hand:{hand}").randrange(SEED_LIMIT)


def hand_steps(definition: ExamDefinition, seed: int, before: int) -> list[ExamItem]:
    """The exam's hands dealt from its seed, every step an item numbered after the ``before``
    quota items: hand 1's steps in order, then hand 2's..."""
    out: list[ExamItem] = []
    total, number = definition.hand_count, 0
    for entry in definition.hands:
        for _ in range(entry.count):
            number += 1
            try:
                hand = deal_hand(definition.game, hand_seed(seed, number), entry.seats)
            except HandError as exc:
                raise ExamError(tr("The exam's hands cannot be dealt: {error}", error=str(exc))) from None
            for s, hand_step in enumerate(hand.steps, 1):
                out.append(ExamItem(before + len(out) + 1, hand_item_id(number, s, hand_step.kind), -1,
                                    hand_step.question, hand=number, step=s, steps=len(hand.steps), hands=total,
                                    table=hand_step.before))
    return out


def _cannot_rebuild() -> str:
    return tr("The questions of this exam cannot be rebuilt: the exam files or lessons have changed "
              "since it started.")


@cache
def written_pool(game: str, task: str) -> tuple[Question, ...]:
    """The shipped lessons' written questions of ``task`` for ``game``, in the order
    :func:`trainer.training.sources.written_questions` draws from, checking only the lessons
    that name the task (issue 31: ``results verify`` checked every shipped lesson, 10 s of CPU,
    to re-grade two exams).  A lesson asks a written task only by naming it, so the lessons
    left out hold none of its questions; each lesson checked is cached."""
    return tuple(q for lesson in pool_lessons(game, task) for q in lesson.for_game(game).questions() if q.task == task)


@cache
def pool_lessons(game: str, task: str) -> tuple[Lesson, ...]:
    """The shipped lessons a written pool of ``task`` for ``game`` draws from, in the pool's order."""
    from trainer.engine.rulesets import GAMES
    from trainer.resources import lessons_dir
    from trainer.training.sources import open_lesson

    lessons = []
    for path in sorted(Path(lessons_dir()).rglob("*.yaml")):
        if "exams" in path.parts:
            continue
        try:
            if task not in path.read_text(encoding="utf-8"):
                continue
        except (OSError, UnicodeDecodeError):
            continue
        lesson, _ = open_lesson(path)
        if lesson is not None and game in lesson.games:
            lessons.append(lesson)
    lessons.sort(key=lambda lesson: (list(GAMES).index(lesson.game), lesson.sort_key))
    return tuple(lessons)


def written_questions(game: str, task: str, count: int, seed: int | None) -> list[Question]:
    """``count`` of :func:`written_pool`, shuffled by ``seed`` (as the lessons' drills draw them)."""
    pool = list(written_pool(game, task))
    random.Random(seed).shuffle(pool)
    return pool[:count]


def _written(game: str, task: str, count: int, seed: int, k: int,
             ids: Sequence[str] | None) -> list[Question]:
    """``count`` of the lessons' written questions of ``task`` (the procedure questions)."""
    questions = written_questions(game, task, count, seed)
    if ids is not None:  # resuming: the questions the exam started with, wherever they now are
        prefix = f"{k + 1}/"
        wanted = [i[len(prefix):] for i in ids if i.startswith(prefix)]
        if {q.item_id for q in questions} != set(wanted):
            pool = {q.item_id: q for q in written_pool(game, task)}
            questions = [pool[w] for w in wanted if w in pool]
            if len(questions) != count:
                raise ExamError(_cannot_rebuild())
    if len(questions) < count:
        raise ExamError(short_of(task, game, count, len(questions)))
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
    task = task_for(item.task)  # a drill task, or a hand-only step kind (forced bets, the deal...)
    try:
        answer = task.read_answer(dict(given), ("answer",))
    except ScenarioError:
        return Grade(0.0, ())  # an answer in a shape the task cannot read earns nothing
    return task.grade_in(item.question.game, answer, item.question.answer)


def short_of(task: str, game: str, count: int, have: int) -> str:
    """A quota the lessons cannot fill, in words: the task and the game as the trainee reads them."""
    return tr("The exam asks for %n {task} questions on {game} but the lessons have only {have}.", None, count,
              task=tr(TASKS[task].title) if task in TASKS else task, game=words.game(game), have=have)
