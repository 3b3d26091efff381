"""Follow the action (issue 18, drill 5): one hand, step by step.

A hand given by its ``betting`` (SCENARIOS.md) is cut before each of its actions: step
*k* is the table as it stands when the *k*-th action is about to be taken — the same
scenario with the betting up to that point, and only the cards dealt by then: in stud the
open cards of the streets dealt, in the flop games the board its round is bet with
(``board_for_round``, RULINGS R0-5: a round-3 hold'em step shows the flop and the turn; a
scripted whole hand gives its full board, each step shows its part).  Each step is a
question of its own (who acts, the call, the smallest and the largest raise), recorded as
it is answered; the next step's table shows the action taken, so the hand goes on
whatever the trainee answered.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from trainer.engine.rulesets import RULESETS
from trainer.engine.tables import BETTING_BOARD_GAMES, board_for_round

STEP, STEPS = "step", "steps"


def hand_steps(scenario: Mapping[str, Any]) -> list[tuple[dict[str, Any], dict[str, int]]]:
    """Each step of a hand: the scenario before its *k*-th action, and the step's params
    (``step``: *k*, from 1; ``steps``: how many)."""
    rounds = [list(r) for r in scenario.get("betting") or []]
    cuts = [(r, i) for r, actions in enumerate(rounds) for i in range(len(actions))]
    return [(cut_before(scenario, rounds, r, i), {STEP: k + 1, STEPS: len(cuts)})
            for k, (r, i) in enumerate(cuts)]


def cut_before(scenario: Mapping[str, Any], rounds: Sequence[Sequence[Any]], r: int, i: int) -> dict[str, Any]:
    """The scenario as the table stands before action ``i`` of round ``r`` (from 0)."""
    out = dict(scenario)
    out["betting"] = [list(x) for x in rounds[:r]] + [list(rounds[r][:i])]
    game = scenario.get("game")
    if isinstance(game, str) and game in RULESETS and RULESETS[game].open_boards:  # round r + 1's open cards (art. 10)
        out["seats"] = [_dealt(seat, r + 1) for seat in scenario.get("seats") or []]
    elif game in BETTING_BOARD_GAMES and game in RULESETS and isinstance(scenario.get("board"), list):
        out["board"] = scenario["board"][:board_for_round(str(game), r + 1)]  # the board dealt by round r + 1
    return out


def _dealt(seat: Any, cards: int) -> Any:
    if not isinstance(seat, Mapping) or not isinstance(seat.get("up"), list):
        return seat  # the engine names what is wrong with it
    return {**seat, "up": seat["up"][:cards]}
