"""The hand-only step kinds by id (issue 21), kept apart from the drills' registry
(:data:`trainer.scenarios.tasks.TASKS`): a drill task is generated from a scenario and has
lessons, which a hand's own step (the forced bets, a deal, a board, pair plus, the folds) is
not — its question is a moment of a dealt hand.  Each has an answer panel
(:mod:`trainer.gui.panels.hand`), a title and a target time
(:data:`trainer.scenarios.targets.DEFAULT_TARGETS_S`), and
:func:`trainer.scenarios.tasks.task_for` finds it as it finds a drill's, so a screen asks,
grades and names a hand step as any question.  :func:`hand_task` is that look-up."""

from __future__ import annotations

from typing import Any

from ..tasks import task_for
from ..tasks.base import Task
from .kinds import BurnBoard, DealOrder, ForcedBets
from .spots import FoldCollect, PairPlus

HAND_TASKS: dict[str, Task[Any, Any]] = {t.id: t for t in (ForcedBets(), DealOrder(), BurnBoard(), PairPlus(),
                                                           FoldCollect())}
"""The step kinds only a hand asks (not drilled alone: no generator, no lesson)."""


def hand_task(kind: str) -> Task[Any, Any]:
    """A step's task: a drill task (showdown order, pot split...) or a hand-only kind."""
    try:
        return task_for(kind)
    except KeyError:
        raise KeyError(f"unknown step kind {kind!r}") from None
