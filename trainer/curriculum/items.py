"""A scripted item and the question it makes, solved once.

Lesson files (:mod:`.lesson`) and the generators (:mod:`.generate`) both make
:class:`ScriptedItem` values and turn them into questions here; neither imports
the other for it.  An item that was already solved (the lesson checker solves
every item to check it) carries that ``solution``, and :func:`scripted_question`
uses it instead of solving again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from trainer.engine.solve import Solution, solve_typed
from trainer.table_run.drill import dealt_question
from trainer.tasks import task_for
from trainer.tasks.base import Question


@dataclass(frozen=True)
class ScriptedItem:
    id: str
    task: str
    scenario: Mapping[str, Any]
    params: Mapping[str, Any] = field(default_factory=dict)
    prompt: str = ""
    expect: Mapping[str, Any] | None = None
    explain: str = ""
    line: int | None = None
    rulings: tuple[str, ...] = ()
    solution: Solution | None = field(default=None, compare=False, repr=False)
    """The engine's typed answer to ``scenario`` when it is already known; None: solve it."""
    steps: tuple[ScriptedItem, ...] = field(default=(), compare=False, repr=False)
    """A multi-step item's steps, already solved (the lesson checker's); empty: cut and solve them."""


def item_questions(item: ScriptedItem, lesson_id: str = "") -> list[Question]:
    """The questions of a scripted item: one, or one per step of a hand followed
    (a multi-step task), each step solved as the table stands then."""
    task = task_for(item.task)
    if not task.multi_step:
        return [scripted_question(item, lesson_id)]
    return [scripted_question(step, lesson_id) for step in item.steps or step_items(item)]


def step_items(item: ScriptedItem) -> list[ScriptedItem]:
    """A multi-step item's steps as items of their own (``<id>#<k>``), solved when asked."""
    return [replace(item, id=f"{item.id}#{params.get('step', k + 1)}", scenario=scenario,
                    params={**item.params, **params}, prompt="", expect=None, solution=None)
            for k, (scenario, params) in enumerate(task_for(item.task).steps(item.scenario))]


def scripted_question(item: ScriptedItem, lesson_id: str = "") -> Question:
    """The question of a scripted item (its scenario solved, or its known solution)."""
    task = task_for(item.task)
    solution: Any
    if item.solution is not None:
        solution = item.solution
    elif task.dealt:  # a moment of a dealt hand: the hand its params name, dealt again

        solution = dealt_question(item.task, item.params).solution
    else:
        solution = solve_typed(item.scenario)[1]
    prompt = item.prompt or task.prompt(solution, item.params)
    return Question(
        task=item.task,
        scenario=item.scenario,
        solution=solution,
        answer=task.answer(solution, item.params),
        params=item.params,
        prompt=prompt,
        choices=task.choices_for(solution, item.params),
        item_id=f"{lesson_id}/{item.id}" if lesson_id else item.id,
        explain=item.explain,
        own_prompt=bool(item.prompt),
    )
