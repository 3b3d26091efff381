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
from .rulesets import GAMES, POKER_GAMES, ruleset


def solve(data: Any) -> dict[str, Any]:
    data = v.mapping(data, ())
    game = v.require(data, "game", (), f"one of {', '.join(GAMES)}")
    if game not in GAMES:
        raise ScenarioError(("game",), f"unknown game {game!r} (one of: {', '.join(GAMES)})")
    rules = ruleset(game)
    if "betting" in data:  # the hand replayed from its actions (RULINGS R8)
        from .betting_scenario import solve_betting

        return solve_betting(data)
    if game in POKER_GAMES:
        from .poker import read_poker, solve_poker

        return solve_poker(read_poker(data, rules))
    if game == "thirteen":
        from .thirteen import solve_thirteen

        return solve_thirteen(data, rules)
    from .qpoker import solve_qpoker

    return solve_qpoker(data, rules)


def game_of(data: Mapping[str, Any]) -> str | None:
    game = data.get("game") if isinstance(data, Mapping) else None
    return game if game in GAMES else None
