"""The tasks a trainee can be asked (issue 6), by id."""

from __future__ import annotations

from typing import Any

from .base import Grade, Part, Question, Step, Task, is_blank, verdict
from .betting import TASKS as _BETTING
from .chips import TASKS as _CHIPS
from .colour import TASKS as _COLOUR
from .cut import TASKS as _CUT
from .dealing import TASKS as _DEALING
from .poker import TASKS as _POKER
from .procedure import TASKS as _PROCEDURE
from .qpoker import TASKS as _QPOKER
from .spots import TASKS as _SPOTS
from .thirteen import TASKS as _THIRTEEN

TASKS: dict[str, Task[Any, Any]] = {
    t.id: t for t in (*_POKER, *_BETTING, *_THIRTEEN, *_QPOKER, *_CHIPS, *_CUT, *_COLOUR, *_PROCEDURE, *_DEALING,
                      *_SPOTS)
}


def task_for(task_id: str) -> Task[Any, Any]:
    try:
        return TASKS[task_id]
    except KeyError:
        raise KeyError(f"unknown task {task_id!r} (one of: {', '.join(TASKS)})") from None


def tasks_for_game(game: str) -> list[Task[Any, Any]]:
    return [t for t in TASKS.values() if game in t.games]


__all__ = ["TASKS", "Grade", "Part", "Question", "Step", "Task", "is_blank", "task_for", "tasks_for_game", "verdict"]
