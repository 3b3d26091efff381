"""The terms of betting (RULINGS R8): the table's parameters with their defaults, the
actions a scenario lists, and the words for limits, actions and where a hand stands.
:mod:`.betting` plays them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from .errors import FieldPath, ScenarioError
from .rulesets import BETTING_GAMES, RULESETS, games_where, ruleset, table_rules

BLIND_GAMES: tuple[str, ...] = games_where(lambda r: r.forced_bets == "blinds")
ANTE_GAMES: tuple[str, ...] = games_where(lambda r: r.forced_bets == "antes")
ROUNDS: Mapping[str, int] = {game: RULESETS[game].betting_rounds for game in BETTING_GAMES}


class Limit(StrEnum):
    """R8-5: the largest amount of a bet or raise."""

    POT = "pot"
    HALF_POT = "half-pot"
    NO_LIMIT = "no-limit"


class Kind(StrEnum):
    """What a seat does (R8-4)."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"


class Status(StrEnum):
    """Where the hand stands after the last action (SCENARIOS.md, ``betting.status``)."""

    TO_ACT = "to-act"
    DEAL = "deal"
    RUN_OUT = "run-out"
    SHOWDOWN = "showdown"
    WON = "won"


# R8-5: the limits each game allows, its default first (rulesets.TableRules.limits): pot for
# the Macau Omaha and the non-banked hold'em and Omaha (art. 11.2; rules 86, 92); no limit
# for sintético (a house choice among rule 21's three) and stud (the only one it allows).
GAME_LIMITS: Mapping[str, tuple[Limit, ...]] = {
    game: tuple(Limit(limit) for limit in table_rules(game).limits) for game in BETTING_GAMES
}
DEFAULT_LIMIT: Mapping[str, Limit] = {game: limits[0] for game, limits in GAME_LIMITS.items()}
# R8-6: a raise adds at least the table minimum (rule 86) or the last full bet or
# raise of the round (art. 12.1; stud art. 10 b 3).
RAISE_BY_LAST_RAISE: frozenset[str] = frozenset(games_where(lambda r: r.raise_by_last_raise))


@dataclass(frozen=True)
class BettingParams:
    """The table's betting terms (R8-1, R8-5 … R8-7), with R8's defaults filled in."""

    game: str
    chip_unit: int
    big_blind: int | None
    small_blind: int | None
    ante: int | None
    min_bet: int
    limit: Limit
    max_raises: int | None


def betting_params(game: str, raw: Mapping[str, Any], chip_unit: int, path: FieldPath = ("params",)) -> BettingParams:
    """Read the betting params of ``raw`` (a scenario's ``params``) with R8's defaults."""
    if game not in BETTING_GAMES:
        raise ScenarioError(("game",), f"{game} has no betting rounds (RULINGS R8)")

    def amount(name: str, required: bool) -> int | None:
        value = raw.get(name)
        if value is None:
            if required:
                raise ScenarioError((*path, name), f"missing required param '{name}' for {game} (RULINGS R8-1)")
            return None
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise ScenarioError((*path, name), f"expected a positive whole number of chips, got {value!r}")
        if value % chip_unit:
            raise ScenarioError((*path, name), f"{value} is not a multiple of the chip unit {chip_unit} (RULINGS R0-3)")
        return value

    big_blind = amount("big_blind", game in BLIND_GAMES)
    small_blind = amount("small_blind", False)
    ante = amount("ante", game in ANTE_GAMES)
    if game in BLIND_GAMES and small_blind is None:
        assert big_blind is not None
        small_blind = big_blind // 2 // chip_unit * chip_unit  # R8-1: half, rounded down
    min_bet = amount("min_bet", False)
    if min_bet is None:
        min_bet = big_blind if game in BLIND_GAMES else ante  # R8-6
    assert min_bet is not None
    raw_limit = raw.get("limit", DEFAULT_LIMIT[game])
    try:
        limit = Limit(raw_limit)
    except ValueError:
        raise ScenarioError((*path, "limit"), f"limit must be pot, half-pot or no-limit, got {raw_limit!r}") from None
    if limit not in GAME_LIMITS[game]:
        allowed = " or ".join(str(lim) for lim in GAME_LIMITS[game])
        raise ScenarioError((*path, "limit"), f"{game} is played at {allowed}, not {limit} "
                                              f"({table_rules(game).limits_cite})")
    if "max_raises" in raw:
        max_raises = raw["max_raises"]
        if max_raises == "none":
            max_raises = None
        if max_raises is not None and (isinstance(max_raises, bool) or not isinstance(max_raises, int)
                                       or max_raises < 0):
            raise ScenarioError((*path, "max_raises"), f"max_raises must be a whole number or none, got {max_raises!r}")
    else:  # R8-7: three raises (rule 87; art. 12.2), none in no-limit Omaha (art. 12.3), sintético, stud
        capped = limit in ruleset(game).raise_capped_limits
        max_raises = 3 if capped else None
    return BettingParams(game, chip_unit, big_blind, small_blind, ante, min_bet, limit, max_raises)


class BetAction(NamedTuple):
    """One action as given (``betting[r][i]``); ``to`` is the seat's total for the round."""

    seat: int
    kind: Kind
    to: int | None = None
    allin: bool = False


ACTION_FIELDS = frozenset({"seat", "action", "to", "allin"})
KINDS: Mapping[str, Kind] = {str(kind): kind for kind in Kind}
"""Each action's word in a scenario (``action: call``) -> its kind."""


def read_actions(raw: Any, path: FieldPath = ("betting",)) -> list[list[BetAction]]:
    """A scenario's ``betting``: a list of rounds, each a list of actions (SCENARIOS.md)."""
    if not isinstance(raw, list):
        raise ScenarioError(path, "betting is a list of rounds, each a list of actions")
    out = []
    for r, round_raw in enumerate(raw):
        if round_raw is None:
            round_raw = []
        if not isinstance(round_raw, list):
            raise ScenarioError((*path, r), "a betting round is a list of actions")
        actions = []
        for i, item in enumerate(round_raw):
            here = (*path, r, i)
            if not isinstance(item, (dict, Mapping)):  # a dict (as YAML and JSON give it) is seen first
                raise ScenarioError(here, "an action is a mapping: {seat, action, to, allin}")
            if not ACTION_FIELDS.issuperset(item):
                name = sorted(map(str, set(item) - ACTION_FIELDS))[0]
                raise ScenarioError((*here, name), f"unknown field '{name}' (expected seat, action, to, allin)")
            seat = item.get("seat")
            if isinstance(seat, bool) or not isinstance(seat, int):
                raise ScenarioError((*here, "seat"), f"expected a seat number, got {seat!r}")
            kind = KINDS.get(str(item.get("action")))
            if kind is None:
                raise ScenarioError((*here, "action"), f"action must be one of fold, check, call, bet, raise, "
                                                        f"got {item.get('action')!r}")
            to = item.get("to")
            if to is not None and (isinstance(to, bool) or not isinstance(to, int) or to <= 0):
                raise ScenarioError((*here, "to"), f"expected the seat's total for the round, got {to!r}")
            if to is not None and kind not in (Kind.BET, Kind.RAISE):
                raise ScenarioError((*here, "to"), f"only a bet or raise has 'to', not a {kind}")
            allin = item.get("allin", False)
            if not isinstance(allin, bool):
                raise ScenarioError((*here, "allin"), f"expected true or false, got {allin!r}")
            actions.append(BetAction(seat, kind, to, allin))
        out.append(actions)
    return out
