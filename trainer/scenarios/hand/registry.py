"""The step kinds only a hand asks (issue 21) by id: the forced bets, the deal, the burn and
the board (:mod:`trainer.scenarios.tasks.dealing`), Q Poker's pair plus and the folds
collected (:mod:`trainer.scenarios.tasks.spots`).

They are tasks of the drills' registry (:data:`trainer.scenarios.tasks.TASKS`) like any
other — an answer panel each (:mod:`trainer.gui.panels.hand`), a title, a target time, a
lesson per game, progress, practice and exams — whose questions are moments of a dealt
hand: a drill of them draws the moments from seeded hands (:mod:`.drill`).
:data:`HAND_TASKS` names them; :func:`hand_task` finds a step's task, a hand's own or a
drill's (showdown order, pot split...)."""

from __future__ import annotations

from typing import Any

from ..tasks import TASKS, task_for
from ..tasks.base import Task
from ..tasks.dealing import TASKS as DEALING
from ..tasks.spots import TASKS as SPOTS

HAND_TASKS: dict[str, Task[Any, Any]] = {t.id: TASKS[t.id] for t in (*DEALING, *SPOTS)}
"""The step kinds only a hand asks: a drill of one deals hands to find its moments."""


def hand_task(kind: str) -> Task[Any, Any]:
    """A step's task: a drill task (showdown order, pot split...) or a hand-only kind."""
    try:
        return task_for(kind)
    except KeyError:
        raise KeyError(f"unknown step kind {kind!r}") from None
