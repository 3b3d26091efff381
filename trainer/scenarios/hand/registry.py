"""The hand-only step kinds by id (issue 21), kept apart from the drills' registry
(:data:`trainer.scenarios.tasks.TASKS`): a drill task must have an answer panel, lessons
and a target time, which a hand step does not need until the GUI plays hands.
:func:`hand_task` finds a step's task in either registry."""

from __future__ import annotations

from typing import Any

from ..tasks import TASKS
from ..tasks.base import Task
from .kinds import BurnBoard, DealOrder, ForcedBets
from .spots import FoldCollect, PairPlus

HAND_TASKS: dict[str, Task[Any, Any]] = {t.id: t for t in (ForcedBets(), DealOrder(), BurnBoard(), PairPlus(),
                                                           FoldCollect())}
"""The step kinds only a hand asks (not drilled alone yet: no panel, lesson or target time)."""


def hand_task(kind: str) -> Task[Any, Any]:
    """A step's task: a drill task (showdown order, pot split...) or a hand-only kind."""
    task = TASKS.get(kind) or HAND_TASKS.get(kind)
    if task is None:
        raise KeyError(f"unknown step kind {kind!r}")
    return task
