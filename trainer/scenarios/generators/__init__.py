"""Per-game scenario builders used by :mod:`trainer.scenarios.generate`.

Each module offers ``CONSTRAINTS`` (name -> :class:`~.common.Constraint`),
``check(game, task, values)`` (combinations, statically), ``build(rng, game,
task, values)`` (one scenario) and ``unmet(game, task, values, scenario,
solution)`` (which constraint a solved scenario misses, or None).
"""

from __future__ import annotations

from types import ModuleType

from . import poker, qpoker, stud, thirteen

MODULES: dict[str, ModuleType] = {
    **dict.fromkeys(poker.GAMES, poker),
    "stud": stud,
    "thirteen": thirteen,
    "qpoker": qpoker,
}


def module_for(game: str) -> ModuleType:
    return MODULES[game]
