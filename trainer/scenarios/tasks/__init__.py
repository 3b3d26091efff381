"""The tasks a trainee can be asked (issue 6), by id."""

from __future__ import annotations

from typing import Any

from .base import Grade, Part, Question, Step, Task, is_blank, verdict
from .betting import TASKS as _BETTING
from .chips import TASKS as _CHIPS
from .colour import TASKS as _COLOUR
from .cut import TASKS as _CUT
from .poker import TASKS as _POKER
from .procedure import TASKS as _PROCEDURE
from .qpoker import TASKS as _QPOKER
from .thirteen import TASKS as _THIRTEEN

TASKS: dict[str, Task[Any, Any]] = {
    t.id: t for t in (*_POKER, *_BETTING, *_THIRTEEN, *_QPOKER, *_CHIPS, *_CUT, *_COLOUR, *_PROCEDURE)
}


def task_for(task_id: str) -> Task[Any, Any]:
    """A task by id: a drill's (:data:`TASKS`) or one of the steps only a hand asks (issue 21:
    the forced bets, the deal, the burn and board, pair plus, the folds collected), which have
    answer panels, titles and target times but no generator or lesson of their own."""
    task = TASKS.get(task_id)
    if task is None:
        from ..hand.registry import HAND_TASKS  # here, not above: the hand's kinds are built on these tasks

        task = HAND_TASKS.get(task_id)
    if task is None:
        raise KeyError(f"unknown task {task_id!r} (one of: {', '.join(TASKS)})")
    return task


def tasks_for_game(game: str) -> list[Task[Any, Any]]:
    return [t for t in TASKS.values() if game in t.games]


__all__ = ["TASKS", "Grade", "Part", "Question", "Step", "Task", "is_blank", "task_for", "tasks_for_game", "verdict"]
