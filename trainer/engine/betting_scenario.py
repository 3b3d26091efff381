"""A poker scenario given by its betting (SCENARIOS.md ``betting``): read it, replay
the actions (:mod:`.betting`, RULINGS R8), and derive what the other keys of the
game are computed from — each seat's ``committed``, who folded, who is all in, the
last round's actions as ``final_round`` — so a hand replayed from its actions
settles its pots like one given by ``committed``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from . import validate as v
from .betting import (
    BETTING_GAMES,
    BettingParams,
    BettingState,
    Kind,
    PlayedAction,
    Status,
    betting_params,
    play,
    read_actions,
)
from .cards import Card
from .errors import ScenarioError
from .poker import read_params, read_poker, settlement_answer, solve_poker
from .pots import Settlement, settle
from .rulesets import RuleSet, ruleset
from .showdown import clockwise_from

BETTING_PARAMS = frozenset({"small_blind", "ante", "min_bet", "limit", "max_raises"})
DERIVED = ("committed", "folded", "folded_at")


@dataclass(frozen=True)
class BettingSolution:
    """The engine's answer to a hand given by its betting: the state after the last
    action (whose turn, the amounts, the pot), the table's terms, the pots the
    commitments make so far, and the game's keys from the derived commitments."""

    state: BettingState
    params: BettingParams
    settlement: Settlement
    """Uncalled bet and pots (main, side) of the chips put in so far (RULINGS R1-1, R1-2)."""
    game_answer: Mapping[str, Any]
    """The game's ``trainer solve`` keys, as for the derived scenario."""
    chip_set: tuple[int, ...] = ()
    """The table's own chips (``params.chip_set``, issue 20), smallest first; () when the
    scenario gives none (the house set down to the chip unit: ``chipset.table_chip_set``)."""

    @property
    def highest(self) -> int:
        """The total to match in the round in play (R8-1: the full big blind, even if short)."""
        return self.state.highest

    def to_json(self) -> dict[str, Any]:
        return {**self.game_answer, "betting": self.state.to_json()}


def solve_betting_typed(data: Mapping[str, Any]) -> BettingSolution:
    """Replay a scenario's ``betting`` once: the typed answer (:class:`BettingSolution`)."""
    game = data.get("game")
    if game not in BETTING_GAMES:
        raise ScenarioError(("betting",), f"{game} has no betting rounds: 'betting' is for "
                                          f"{', '.join(BETTING_GAMES)} (RULINGS R8)")
    rules = ruleset(str(game))
    state, derived = replay(data, rules)
    params = read_params(derived.get("params"), rules)
    settlement = settle(
        dict(state.committed), state.folded, None, chip_unit=params.chip_unit,
        commission=params.commission, odd_chip=params.odd_chip, marker=derived.get("marker"),
    )
    if _has_every_hand(derived, rules):
        answer = solve_poker(read_poker(derived, rules))
    else:  # cards not given: the chips still settle as far as they can (SCENARIOS.md)
        answer = _chips_only(rules, state, settlement)
    raw_params = v.mapping(data.get("params") or {}, ("params",))
    terms = betting_params(rules.id, raw_params, params.chip_unit)
    return BettingSolution(state, terms, settlement, answer, params.chip_set)


def solve_betting(data: Mapping[str, Any]) -> dict[str, Any]:
    """The ``trainer solve`` answer for a scenario with ``betting``: the game's keys
    from the derived commitments, and ``betting`` (SCENARIOS.md)."""
    return solve_betting_typed(data).to_json()


def replay(data: Mapping[str, Any], rules: RuleSet) -> tuple[BettingState, dict[str, Any]]:
    """Replay ``data['betting']``; the state after it and the scenario it leaves
    (``committed`` and the rest derived, ``betting`` removed)."""
    game = rules.id
    raw_params = v.mapping(data.get("params") or {}, ("params",))
    chip_unit = v.integer(rules.param(dict(raw_params), "chip_unit"), ("params", "chip_unit"), minimum=1)
    params = betting_params(game, raw_params, chip_unit)
    raw_seats = v.sequence(v.require(data, "seats", ()), ("seats",))
    stacks: dict[int, int] = {}
    up: dict[int, list[Card]] = {}
    ledger = v.CardLedger()
    for i, raw in enumerate(raw_seats):
        path = ("seats", i)
        raw = v.mapping(raw, path)
        for key in DERIVED:
            if key in raw:
                raise ScenarioError((*path, key), f"'{key}' is derived from 'betting' and may not be given with it")
        seat = v.integer(v.require(raw, "seat", path), (*path, "seat"), minimum=1)
        if seat in stacks:
            raise ScenarioError((*path, "seat"), f"seat {seat} is listed twice")
        stack = v.amount(v.require(raw, "stack", path, f"the chips seat {seat} had when the hand began"),
                         (*path, "stack"), chip_unit)
        stacks[seat] = stack
        if rules.open_boards:
            up[seat] = v.cards(v.require(raw, "up", path, f"seat {seat}'s open cards"), (*path, "up"), rules,
                               f"seat {seat}")
            ledger.add_all(up[seat], (*path, "up"), f"seat {seat}")
    marker = None
    if data.get("marker") is not None:
        marker = v.integer(data["marker"], ("marker",), minimum=1)
    state = play(params, stacks, read_actions(data.get("betting")), marker=marker, up=up or None)
    return state, _derived(data, raw_seats, state)


def _derived(data: Mapping[str, Any], raw_seats: list[Any], state: BettingState) -> dict[str, Any]:
    out = {k: val for k, val in data.items() if k != "betting"}
    out["params"] = {k: val for k, val in dict(data.get("params") or {}).items() if k not in BETTING_PARAMS}
    folded_in = {a.seat: a.round for a in state.played if a.kind == Kind.FOLD}
    seats = []
    for i, raw in enumerate(raw_seats):
        seat = dict(raw)
        number = seat["seat"]
        seat["committed"] = state.committed[number]
        if number in folded_in:
            seat["folded"] = True
            if state.rules.open_boards:
                rounds_played = folded_in[number]
                if len(seat.get("up") or ()) > rounds_played:
                    raise ScenarioError(("seats", i, "up"), f"seat {number} folds in betting round {rounds_played} "
                                                            f"but has {len(seat['up'])} open cards: a seat that "
                                                            f"folds gets no more cards")
                seat["folded_at"] = rounds_played + 1
        elif state.stacks[number] == 0:
            seat["allin"] = True
        seats.append(seat)
    out["seats"] = seats
    last = state.round_actions(state.round)
    out["final_round"] = [final_round_entry(a) for a in last]
    if state.rules.high_bettor_opens:
        out["previous_round_high_bettor"] = last_round_opener(state, int(data["marker"]))
    return out


def final_round_entry(action: PlayedAction) -> dict[str, Any]:
    """A played action in ``final_round`` form (SCENARIOS.md): an all-in written as the
    action it was, with ``allin: true``."""
    out: dict[str, Any] = {"seat": action.seat, "action": str(action.kind)}
    if action.kind in (Kind.BET, Kind.RAISE):
        out["amount"] = action.to
    if action.allin:
        out["allin"] = True
    return out


def last_round_opener(state: BettingState, marker: int) -> int:
    """Sintético (R2-1, rule 108): the seat that opened the last round played — the first
    to act in it, else the previous round's high bettor or the next seat still in from it,
    else the seat to the left of the marker."""
    opener = state.openers[-1]
    if opener is not None:
        return opener
    previous = state.high_bettors[-2] if len(state.high_bettors) > 1 else None
    live = [s for s in sorted(state.committed) if s not in state.folded]
    start = previous if previous is not None else marker + 1
    return clockwise_from(live, start)[0]


def _has_every_hand(derived: Mapping[str, Any], rules: RuleSet) -> bool:
    key = "hole" if rules.open_boards else "cards"
    return all(s.get(key) is not None for s in derived["seats"] if not s.get("folded"))


def _chips_only(rules: RuleSet, state: BettingState, settlement: Settlement) -> dict[str, Any]:
    """Without the cards of every seat still in: the uncalled bet and the pots, and
    the whole settlement when one seat is left (it needs no cards)."""
    answer: dict[str, Any] = {"game": rules.id}
    if state.status == Status.WON:
        answer["showdown_order"] = []
    answer.update(settlement_answer(settlement))
    return answer
