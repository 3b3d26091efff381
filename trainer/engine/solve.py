"""Scenario -> answer: the engine's public face (SCENARIOS.md).

``solve(data)`` takes one scenario as plain data (already read from YAML/JSON)
and returns the JSON-ready answer, or raises :class:`ScenarioError` naming the
field.  Each game's module reads and settles its own scenarios.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import validate as v
from .errors import ScenarioError
from .poker import read_poker, solve_poker
from .qpoker import solve_qpoker
from .rulesets import GAMES, POKER_GAMES, ruleset
from .thirteen_solve import solve_thirteen


def solve(data: Any) -> dict[str, Any]:
    data = v.mapping(data, ())
    game = v.require(data, "game", (), f"one of {', '.join(GAMES)}")
    if game not in GAMES:
        raise ScenarioError(("game",), f"unknown game {game!r} (one of: {', '.join(GAMES)})")
    rules = ruleset(game)
    if game in POKER_GAMES:
        return solve_poker(read_poker(data, rules))
    if game == "thirteen":
        return solve_thirteen(data, rules)
    return solve_qpoker(data, rules)


def game_of(data: Mapping[str, Any]) -> str | None:
    game = data.get("game") if isinstance(data, Mapping) else None
    return game if game in GAMES else None
