"""Scenario -> answer: the engine's public face (SCENARIOS.md).

``solve(data)`` takes one scenario as plain data (already read from YAML/JSON)
and returns the JSON-ready answer, or raises :class:`ScenarioError` naming the
field; ``solve_typed(data)`` returns the read :class:`Scenario` and the engine's
typed :data:`Solution` instead (``solution.to_json()`` is what ``solve`` returns).
Each game's module reads and settles its own scenarios.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from . import validate as v
from .betting import BettingState
from .betting_scenario import BettingSolution, solve_betting_typed
from .errors import ScenarioError
from .poker import PokerHand, PokerSolution, answer_poker, read_poker
from .qpoker import QPokerSolution, QRound, solve_qpoker_typed
from .rulesets import GAMES, Family, RuleSet, ruleset
from .thirteen import ThirteenScenario
from .thirteen_solve import ThirteenSolution, solve_thirteen_typed

Solution = PokerSolution | ThirteenSolution | QPokerSolution | BettingSolution
"""The engine's typed answer to a scenario; ``to_json()`` is the ``trainer solve`` dict."""

ParsedInput = PokerHand | ThirteenScenario | QRound | BettingState


@dataclass(frozen=True)
class Scenario:
    """A scenario as given (``data``, kept for the store, the table drawing and lesson
    files) and as the engine read it (``parsed``)."""

    data: Mapping[str, Any]
    parsed: ParsedInput

    @property
    def game(self) -> str:
        return str(self.data["game"])


def solve_typed(data: Any) -> tuple[Scenario, Solution]:
    """Read ``data`` once and solve it once: the scenario and the engine's typed answer.

    Raises :class:`ScenarioError` naming the field, as :func:`solve` does.
    """
    data = v.mapping(data, ())
    if "betting" in data:  # a hand given by its betting (RULINGS R8): replayed once
        betting = solve_betting_typed(data)
        return Scenario(data, betting.state), betting
    game = v.require(data, "game", (), f"one of {', '.join(GAMES)}")
    if game not in GAMES:
        raise ScenarioError(("game",), f"unknown game {game!r} (one of: {', '.join(GAMES)})")
    rules = ruleset(game)
    return SOLVERS[rules.family](data, rules)


def _poker(data: Mapping[str, Any], rules: RuleSet) -> tuple[Scenario, Solution]:
    hand = read_poker(data, rules)
    return Scenario(data, hand), answer_poker(hand)


def _thirteen(data: Mapping[str, Any], rules: RuleSet) -> tuple[Scenario, Solution]:
    thirteen, answer = solve_thirteen_typed(data, rules)
    return Scenario(data, thirteen), answer


def _qpoker(data: Mapping[str, Any], rules: RuleSet) -> tuple[Scenario, Solution]:
    round_, result = solve_qpoker_typed(data, rules)
    return Scenario(data, round_), result


SOLVERS: dict[Family, Callable[[Mapping[str, Any], RuleSet], tuple[Scenario, Solution]]] = {
    Family.POKER: _poker, Family.THIRTEEN: _thirteen, Family.QPOKER: _qpoker,
}
"""Each family's solver (:attr:`RuleSet.family`): the scenario read and its typed answer."""


def solve(data: Any) -> dict[str, Any]:
    """The ``trainer solve`` answer for one scenario (SCENARIOS.md); a hand given by its
    betting (RULINGS R8) is replayed first and answered from the derived commitments."""
    return solve_typed(data)[1].to_json()


def game_of(data: Mapping[str, Any]) -> str | None:
    game = data.get("game") if isinstance(data, Mapping) else None
    return game if game in GAMES else None
