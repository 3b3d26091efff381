"""Per-game scenario builders used by :mod:`trainer.scenarios.generate`.

Each module offers ``CONSTRAINTS`` (name -> :class:`~.common.Constraint`),
``check(game, task, values)`` (combinations, statically), ``build(rng, game,
task, values)`` (one scenario) and ``unmet(game, task, values, scenario,
solution)`` (which constraint a solved scenario misses, or None).
"""

from __future__ import annotations

from types import ModuleType

from . import betting, poker, qpoker, stud, thirteen

MODULES: dict[str, ModuleType] = {
    **dict.fromkeys(poker.GAMES, poker),
    "stud": stud,
    "thirteen": thirteen,
    "qpoker": qpoker,
}


def module_for(game: str, task: str = "") -> ModuleType:
    """The builder of ``game``'s scenarios for ``task``: a hand given by its betting for the
    betting tasks (RULINGS R8), else the game's own."""
    return betting if task in betting.TASKS else MODULES[game]
