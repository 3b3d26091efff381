"""The step kinds only a hand asks (issue 21): the forced bets, the deal, the burn and the board
(:mod:`trainer.tasks.dealing`), Q Poker's pair plus and the folds collected
(:mod:`trainer.tasks.spots`).

They are tasks of the drills' registry (:data:`trainer.tasks.TASKS`) like any
other — an answer panel each (:mod:`trainer.gui.panels.hand`), a title, a target time, a
lesson per game, progress, practice and exams — whose questions are moments of a dealt
hand (:attr:`~trainer.tasks.Shape.DEALT`): a drill of them draws the moments from
seeded hands (:mod:`.drill`).  A step's task, a hand's own or a drill's (showdown order,
pot split...), is found as any task is: :func:`trainer.tasks.task_for`."""

from __future__ import annotations

from typing import Any

from trainer.tasks import TASKS
from trainer.tasks.base import Task

HAND_TASKS: dict[str, Task[Any, Any]] = {task.id: task for task in TASKS.values() if task.dealt}
"""The step kinds only a hand asks: a drill of one deals hands to find its moments."""
