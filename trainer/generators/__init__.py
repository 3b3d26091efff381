"""Per-game scenario builders used by :mod:`trainer.curriculum.generate`.

Each module offers ``CONSTRAINTS`` (name -> :class:`~.common.Constraint`),
``check(game, task, values)`` (combinations, statically), ``build(rng, game,
task, values)`` (one scenario) and ``unmet(game, task, values, scenario,
solution)`` (which constraint a solved scenario misses, or None).
"""

from __future__ import annotations

from types import ModuleType

from trainer.engine.rulesets import RULESETS, Family, RuleSet
from trainer.generators import betting, poker, qpoker, stud, thirteen

FAMILY_MODULES: dict[Family, ModuleType] = {Family.POKER: poker, Family.THIRTEEN: thirteen, Family.QPOKER: qpoker}
"""Each family's builders (:attr:`RuleSet.family`); the poker games dealt by open boards
(:attr:`RuleSet.open_boards`, stud) have their own, :mod:`.stud`."""


def _builders(rules: RuleSet) -> ModuleType:
    return stud if rules.open_boards else FAMILY_MODULES[rules.family]


MODULES: dict[str, ModuleType] = {game: _builders(rules) for game, rules in RULESETS.items()}


def module_for(game: str, task: str = "") -> ModuleType:
    """The builder of ``game``'s scenarios for ``task``: a hand given by its betting for the
    betting tasks (RULINGS R8), else the game's own."""
    return betting if task in betting.TASKS else MODULES[game]
