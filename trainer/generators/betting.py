"""Hands given by their betting (RULINGS R8), dealt through the engine one action at a time.

Each scenario is a real hand: stacks drawn, forced bets posted by the engine (blinds by
the marker, antes), then legal actions chosen from the engine's own options at every
step (:class:`~trainer.engine.betting.BettingTable`) until the round asked about —
stopped with a seat to act (``who-acts``, ``bet-sizes``) or at the round's end
(``count-pot``).  Constraints steer the choices (a cap reached, the big blind's
option, a checked stud seat, an incomplete all-in raise, two seats left); ``unmet``
checks them on the engine's answer, and the caller draws again when one is missed.

Every table is one the regulation allows (RULINGS R0-5, R8-5, the game's ``TableRules``):
the seats dealt in within its players, a real Macau stake (big blind, or stud's and
sintético's entry) in the chip unit, a limit the game allows, stud's stacks at least art. 6's
floor, and the flop games' board as the round asked about has dealt it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from trainer.engine.betting import (
    BETTING_GAMES,
    ROUNDS,
    BetAction,
    BettingTable,
    Kind,
    Limit,
    NoRaise,
    Options,
    Status,
    betting_params,
)
from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.betting_terms import ANTE_GAMES, BLIND_GAMES, GAME_LIMITS, BettingParams
from trainer.engine.rulesets import RULESETS, games_where, table_rules
from trainer.engine.showdown import clockwise_from
from trainer.engine.tables import BETTING_BOARD_GAMES, board_for_round
from trainer.generators import chip_drill
from trainer.generators.chips import CHIP_UNITS, stakes_for
from trainer.generators.common import (
    Constraint,
    GenerateError,
    Retry,
    Shoe,
    boolean,
    chance,
    check_seats,
    choice,
    int_or_range,
    integer,
    names,
    seat_bounds,
    seat_numbers,
    table_size,
    weighted,
)

GAMES = BETTING_GAMES
TASKS = ("who-acts", "bet-sizes", "legal-action", "count-pot", "follow-action", "change-bet")
WHOLE_HAND = "follow-action"  # a whole hand played, followed step by step (drill 5)
WHOLE_HAND_CONSTRAINTS = frozenset({"seats", "limit", "short_blind"})
MIN_STEPS = 4
MID_ROUND = frozenset({"who-acts", "bet-sizes", "legal-action", "change-bet"})
VERDICTS = ("legal", "check", "too-small", "too-large", "no-raise", "opener-check")
LIMIT_WORDS = tuple(str(limit) for limit in Limit)
"""Every limit the constraint reads; ``check`` keeps the game's own (``GAME_LIMITS``, R8-5)."""
DEFAULT_SEATS = 8
"""At most this many seats dealt in when the instructor gives no ``seats`` (a table to read)."""

CONSTRAINTS: dict[str, Constraint] = {
    c.name: c
    for c in (
        Constraint("seats", "seats dealt in: a number or [min, max], within the game's players (R0-5: hold'em, "
                            "Omaha, sintético 4 or more; Omaha (Macau) 2-10; stud 2-7)", int_or_range(1, 16)),
        Constraint("limit", "a limit the game allows (R8-5: Omaha (Macau) pot or no-limit, stud no-limit); "
                            "default: drawn among them", choice(LIMIT_WORDS)),
        Constraint("round", "the betting round asked about (R8-2)", integer(1, 5)),
        Constraint("heads_up", "true: two seats are left in the hand (no raise cap, R8-7)", boolean),
        Constraint("cap_reached", "true: the round has had all its raises (R8-7)", boolean,
                   frozenset(MID_ROUND), frozenset(games_where(lambda r: bool(r.raise_capped_limits)))),
        Constraint("no_raise", "true: the seat to act may not bet or raise; false: it may (R8-4, R8-6, R8-7)",
                   boolean, frozenset(MID_ROUND)),
        Constraint("bb_option", "true: round 1, nobody raised, the big blind to act (R8-3)", boolean,
                   frozenset(MID_ROUND), frozenset(BLIND_GAMES)),
        Constraint("stud_checked", "true: the seat to act checked before a bet this round (art. 10 c i 2)",
                   boolean, frozenset(MID_ROUND), frozenset({"stud"})),
        Constraint("incomplete_raise", "true: an all-in raise short of a full raise this round (R8-6)", boolean),
        Constraint("short_blind", "true: a blind was posted short, the seat all in from it (the call is still the "
                                  "full big blind, R8-1); false: both blinds posted in full", boolean,
                   None, frozenset(BLIND_GAMES)),
        Constraint("side_pots", "0-3: side pots from all-ins (R1-2)", integer(0, 3), frozenset({"count-pot"})),
        Constraint("verdict", "the action shown is legal, a check facing a bet, a raise too small, too large, "
                              "a raise by a seat that may not raise, or (stud) a check by the first opener",
                   choice(VERDICTS), frozenset({"legal-action"})),
    )
} | chip_drill.CONSTRAINTS


def check(game: str, task: str, values: Mapping[str, Any]) -> None:
    if task == WHOLE_HAND and set(values) - WHOLE_HAND_CONSTRAINTS:
        name = sorted(set(values) - WHOLE_HAND_CONSTRAINTS)[0]
        raise GenerateError((name,), f"a hand followed from its start takes only "
                                     f"{', '.join(sorted(WHOLE_HAND_CONSTRAINTS))}")
    if values.get("round", 1) > ROUNDS[game]:
        raise GenerateError(("round",), f"{game} has {ROUNDS[game]} betting rounds")
    check_seats(game, values)
    hi = seat_bounds(game, values)[1]
    limit = values.get("limit")
    if limit is not None and Limit(limit) not in GAME_LIMITS[game]:
        rules = table_rules(game)
        allowed = " or ".join(str(lim) for lim in GAME_LIMITS[game])
        raise GenerateError(("limit",), f"{game} is played at {allowed}, not {limit} ({rules.limits_cite})")
    unit = values.get("chip_unit") or (values["chip_set"][0] if values.get("chip_set") else None)
    if unit in CHIP_UNITS and not stakes_for(game, unit):  # another chip unit: chip_drill.check names it
        stakes = ", ".join(map(str, table_rules(game).stakes))
        raise GenerateError(("chip_set",), f"no {game} stake ({stakes}) is a multiple of the chip unit {unit}, "
                                           f"the smallest chip (RULINGS R0-3, R0-5)")
    if values.get("heads_up") and values.get("cap_reached"):
        raise GenerateError(("cap_reached",), "two seats in the hand have no raise cap (R8-7)")
    capped, limit = RULESETS[game].raise_capped_limits, values.get("limit")
    if values.get("cap_reached") and capped and limit in table_rules(game).limits and limit not in capped:
        raise GenerateError(("cap_reached",), f"{game} {limit} has no raise cap (art. 12.3)")
    if values.get("bb_option") and values.get("round", 1) != 1:
        raise GenerateError(("bb_option",), "the big blind's option is in round 1")
    if values.get("cap_reached") and values.get("no_raise") is False:
        raise GenerateError(("no_raise",), "with the cap reached nobody may raise")
    if values.get("verdict") == "opener-check" and not RULESETS[game].open_boards:
        raise GenerateError(("verdict",), "only stud's first opener must bet or fold (art. 10 b)")
    if values.get("short_blind") and values.get("bb_option") and (values.get("heads_up") or hi < 3):
        raise GenerateError(("short_blind",), "with the small blind all in and two seats, the big blind has "
                                              "nothing to decide: no option (R8-3)")
    if values.get("side_pots") and hi < values["side_pots"] + 2:
        raise GenerateError(("side_pots",), f"{values['side_pots']} side pots need {values['side_pots'] + 2} seats")


# -- building a hand ----------------------------------------------------------------------


def _params(rng: random.Random, game: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """The table's terms: a real Macau stake (``TableRules.stakes``: the big blind, or stud's and
    sintético's entry) a multiple of the chip unit, and a limit the game allows (R0-5, R8-5)."""
    # the chip unit a chip set implies (change-bet: its smallest chip), else drawn
    unit = values.get("chip_unit") or weighted(rng, {1: 0.5, 5: 0.3, 25: 0.2})
    stakes = stakes_for(game, unit)
    if not stakes:
        raise Retry(f"no {game} stake is a multiple of the chip unit {unit}")
    params: dict[str, Any] = {}
    if unit != 1:
        params["chip_unit"] = unit
    if game in BLIND_GAMES:
        params["big_blind"] = rng.choice(stakes)
    if game in ANTE_GAMES:
        params["ante"] = rng.choice(stakes)
    limit = values.get("limit")
    allowed = [str(lim) for lim in GAME_LIMITS[game]]
    if limit is None and len(allowed) > 1 and chance(rng, 0.25):
        limit = rng.choice(allowed)
    if limit is not None:
        params["limit"] = limit
    return params


def _stacks(rng: random.Random, seats: list[int], unit: int, blind: int, short: bool, floor: int) -> dict[int, int]:
    """Deep stacks, and with ``short`` one or more short ones that will go all in.  Stud: every
    stack at least the floor of art. 6 ($500 at an entry of $20, $1,000 at $100); its short
    stacks are just above it, all in from the betting."""
    base = max(blind // unit, 1)
    stacks = {s: unit * rng.randint(30, 200) * base for s in seats}
    if short:
        for seat in rng.sample(seats, rng.randint(1, max(1, len(seats) // 2))):
            stacks[seat] = unit * rng.randint(1, 12) * base
    if floor:
        least = -(-floor // unit) * unit
        stacks = {s: stack if stack >= least else least + unit * base * rng.randint(0, 6)
                  for s, stack in stacks.items()}
    return stacks


def _short_blind(rng: random.Random, game: str, seats: list[int], marker: int | None, stacks: dict[int, int],
                 terms: BettingParams, unit: int, keep_big: bool) -> None:
    """One blind seat left with less than its blind: it posts what it has, all in (R8-1).

    ``keep_big``: the big blind must keep its option (R8-3), so the small blind is the short one."""
    assert marker is not None and terms.big_blind is not None and terms.small_blind is not None
    small, big = clockwise_from(sorted(seats), marker, inclusive=RULESETS[game].marker_first)[:2]
    blinds = {big: terms.big_blind} if not keep_big else {}
    if terms.small_blind > unit:  # a stack is a whole number of chips: below one chip is none
        blinds[small] = terms.small_blind
    if not blinds:
        raise Retry("no blind can be posted short with this chip unit")
    seat = rng.choice(sorted(blinds))
    stacks[seat] = unit * rng.randint(1, blinds[seat] // unit - 1)


def _amount(rng: random.Random, options: Options, step: int, lean: str) -> int:
    """The smallest, the largest, or a round amount between (a multiple of ``step``)."""
    low, high = options.min_raise_to, options.max_raise_to
    assert low is not None and high is not None
    if lean == "min" or high == low:
        return low
    if lean == "max":
        return high
    first = -(-low // step) * step
    if first >= high:
        return low
    return first + step * rng.randint(0, (high - first) // step)


def _choose(rng: random.Random, options: Options, step: int, steer: Mapping[str, Any]) -> BetAction:
    """One legal action, drawn with a croupier's table in mind and steered by ``steer``."""
    kinds = options.actions
    seat = options.seat
    aggressive = next((k for k in kinds if k in (Kind.BET, Kind.RAISE)), None)
    # stud's first opener may not check and has nothing to call: it bets (or folds), art. 10 b
    passive = next((k for k in (Kind.CHECK, Kind.CALL) if k in kinds), None)
    if aggressive is not None and steer.get("to") is not None:
        return BetAction(seat, aggressive, steer["to"])
    if aggressive is not None and (steer.get("raise") or (steer.get("passive") and passive is None)):
        return BetAction(seat, aggressive, _amount(rng, options, step, "min"))
    if steer.get("passive") and passive is not None:
        return BetAction(seat, passive)
    if steer.get("fold") and Kind.FOLD in kinds and Kind.CHECK not in kinds:
        return BetAction(seat, Kind.FOLD)
    weights = {Kind.FOLD: 0.18 if Kind.CHECK not in kinds else 0.0}
    if passive is not None:
        weights[passive] = 0.55
    if aggressive is not None:
        weights[aggressive] = 0.27
    kind = weighted(rng, {k: w for k, w in weights.items() if w})
    if kind in (Kind.BET, Kind.RAISE):
        lean = weighted(rng, {"min": 0.45, "any": 0.35, "max": 0.2})
        return BetAction(seat, kind, _amount(rng, options, step, lean))
    return BetAction(seat, kind)


def build(rng: random.Random, game: str, task: str, values: Mapping[str, Any]) -> dict[str, Any]:
    lo, hi = seat_bounds(game, values, DEFAULT_SEATS)
    if values.get("side_pots"):
        lo = max(lo, values["side_pots"] + 2)
    if values.get("cap_reached"):
        lo = max(lo, 3)
    if lo > hi:
        raise Retry("too few seats for the constraints")
    count = rng.randint(lo, hi)
    rules = RULESETS[game]
    params = _params(rng, game, values)
    unit = int(params.get("chip_unit", 1))
    terms = betting_params(game, params, unit)
    seats = seat_numbers(rng, count, table_size(game))
    short = bool(values.get("side_pots") or values.get("incomplete_raise")) or chance(rng, 0.2)
    floor = table_rules(game).capital_floor.get(terms.ante or 0, 0)
    stacks = _stacks(rng, seats, unit, terms.big_blind or terms.min_bet, short, floor)
    if task == WHOLE_HAND:
        target = ROUNDS[game]  # played to its end
    else:
        target = values.get("round") or weighted(rng, {r: 1.0 / r for r in range(1, ROUNDS[game] + 1)})
    marker = rng.choice(seats) if rules.marker else None
    if values.get("short_blind"):
        _short_blind(rng, game, seats, marker, stacks, terms, unit, bool(values.get("bb_option")))
    up: dict[int, list[Any]] = {}
    hole: dict[int, Any] = {}
    if rules.open_boards:
        shoe = Shoe(rules.deck, rng)
        for seat in seats:
            hole[seat] = shoe.draw(1)[0]
            up[seat] = shoe.draw(target)
    step = max(unit, terms.min_bet // 2 // unit * unit)  # amounts a player would push: round ones
    table = BettingTable(terms, stacks, marker, up or None)
    table.start_round()
    rounds: list[list[BetAction]] = [[]]
    folded_in: dict[int, int] = {}
    stop_after = None
    while True:
        state_round = len(rounds)
        if table.status == Status.TO_ACT:
            if state_round == target and task in MID_ROUND:
                if stop_after is None:
                    stop_after = rng.randint(0, 2 * count)
                if _stop_here(table, values, len(rounds[-1]), stop_after):
                    break
            options = table.options()
            steer = _steer(table, values, state_round, target, options)
            action = _choose(rng, options, step, steer)
            table.act(action, ("betting", state_round - 1, len(rounds[-1])))
            rounds[-1].append(action)
            if action.kind == Kind.FOLD:
                folded_in[action.seat] = state_round
            continue
        if table.status == Status.DEAL and state_round < target:
            table.start_round()
            rounds.append([])
            continue
        break
    if task == WHOLE_HAND:
        if sum(map(len, rounds)) < MIN_STEPS:
            raise Retry(f"a hand of fewer than {MIN_STEPS} actions")
    elif len(rounds) != target:
        raise Retry(f"the hand ended in round {len(rounds)}, before round {target}")
    if task in MID_ROUND and table.status != Status.TO_ACT:
        raise Retry("the round ended before the question")
    scenario: dict[str, Any] = {"game": game}
    if marker is not None:
        scenario["marker"] = marker
    if params:
        scenario["params"] = params
    out_seats = []
    for seat in seats:
        entry: dict[str, Any] = {"seat": seat, "stack": stacks[seat]}
        if rules.open_boards:
            entry["hole"] = str(hole[seat])
            entry["up"] = names(up[seat][: folded_in.get(seat, len(rounds))])
        out_seats.append(entry)
    scenario["seats"] = out_seats
    if game in BETTING_BOARD_GAMES:  # the board the last round is bet with (R0-5: round 3 of hold'em, the turn)
        scenario["board"] = names(Shoe(rules.deck, rng).draw(board_for_round(game, len(rounds))))
    scenario["betting"] = [[_action_json(a) for a in r] for r in rounds]
    return scenario


def _stop_here(table: BettingTable, values: Mapping[str, Any], acted: int, stop_after: int) -> bool:
    """Ask now? The constraints that are about the seat to act decide; else after ``stop_after``."""
    options = table.options()
    r = table.round
    if values.get("bb_option"):
        return options.seat == getattr(table, "big_blind_seat", None) and options.to_call == 0
    if values.get("stud_checked"):
        return options.seat in r.checked and r.bet_made
    if values.get("cap_reached"):
        return options.no_raise == NoRaise.CAP_REACHED
    short_raise = values.get("incomplete_raise") and any(
        a.round == r.number and a.allin and not a.full and a.kind == Kind.RAISE for a in table.played)
    if values.get("incomplete_raise") and not short_raise:
        return False
    if values.get("heads_up") and len(table.in_hand) != 2:
        return False
    if short_raise and "no_raise" not in values:
        return True  # ask the seat that faces the all-in raise for less (the round could end first)
    if "no_raise" in values and (options.no_raise is not None) != values["no_raise"]:
        return acted >= stop_after + 12  # give up waiting: unmet() will draw again
    return acted >= stop_after


def _steer(table: BettingTable, values: Mapping[str, Any], number: int, target: int,
           options: Options) -> dict[str, Any]:
    """Nudges toward the constraints: raise for a cap, call for the option, fold for heads-up."""
    steer: dict[str, Any] = {}
    in_hand = len(table.in_hand)
    if values.get("heads_up") and in_hand > 2:
        steer["fold"] = True
    elif values.get("bb_option"):
        steer["passive"] = True
    elif values.get("cap_reached") and number == target:
        steer["raise"] = True
    elif values.get("stud_checked") and number == target:
        r = table.round
        steer["raise" if len(r.checked) >= 1 and not r.bet_made else "passive"] = True
    elif values.get("incomplete_raise") and number == target and options.min_raise_to is not None:
        allin_to = table.stack[options.seat] + table.round.bets[options.seat]
        if options.min_raise_to == allin_to:
            steer["raise"] = True  # a short stack: all in, for less than a full raise
        else:
            to = _setting_up_short_raise(table, options)
            if to is not None:
                steer["to"] = to  # a bet a short stack behind can raise all in for less
    elif values.get("side_pots") and number == target:
        steer["passive"] = True  # everyone calls: the short stacks go all in
    elif number < target:
        steer["passive"] = chance_passive(table)
    return steer


def _setting_up_short_raise(table: BettingTable, options: Options) -> int | None:
    """A bet or raise to which a shorter seat still to come can answer all in for more than the
    call but less than a full raise (R8-6): its all-in lies between the new total and a full
    raise over it; None if no seat is that short or the amount is not legal here."""
    r = table.round
    if options.min_raise_to is None or options.max_raise_to is None or any(
            a.round == r.number and a.allin and not a.full and a.kind == Kind.RAISE for a in table.played):
        return None
    unit = table.p.chip_unit
    for other in table.in_hand:
        if other == options.seat or not table.able(other):
            continue
        allin = table.stack[other] + r.bets[other]
        # the new total x: x < allin < x + (x - highest) for a full raise by the bet's own size
        low = max(options.min_raise_to, (allin + r.highest) // 2 + unit)
        high = min(options.max_raise_to, allin - unit)
        low = -(-low // unit) * unit
        if low <= high:
            return low
    return None


def chance_passive(table: BettingTable) -> bool:
    """Before the round asked about, keep most seats in: a hand with something to ask."""
    return len(table.in_hand) <= 3


def _action_json(action: BetAction) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": action.seat, "action": str(action.kind)}
    if action.kind in (Kind.BET, Kind.RAISE):
        out["to"] = action.to
    return out


# -- the action shown in a "legal or not?" question ------------------------------------------


def _proposals(rng: random.Random, solution: BettingSolution) -> dict[str, dict[str, Any]]:
    """One action of each kind the seat to act could announce now, by verdict."""
    state, unit = solution.state, solution.params.chip_unit
    options = state.options
    assert options is not None
    seat, highest = options.seat, solution.highest
    allin_to = state.bets.get(seat, 0) + state.stacks[seat]
    aggressive = "raise" if highest > 0 else "bet"
    out: dict[str, dict[str, Any]] = {}
    legal = [{"seat": seat, "action": str(k)} for k in (Kind.CHECK, Kind.CALL) if k in options.actions]
    if options.min_raise_to is not None and options.max_raise_to is not None:
        legal += [{"seat": seat, "action": aggressive, "to": to}
                  for to in sorted({options.min_raise_to, options.max_raise_to})]
    out["legal"] = rng.choice(legal) if legal else {}
    if options.min_raise_to is not None and options.max_raise_to is not None:
        short = options.min_raise_to - unit
        if short > highest and short < allin_to:
            out["too-small"] = {"seat": seat, "action": aggressive, "to": short}
        over = options.max_raise_to + unit * max(1, (options.max_raise_to // unit) // 4)
        if over <= allin_to and options.max_raise_to < allin_to:
            out["too-large"] = {"seat": seat, "action": aggressive, "to": over}
    if options.to_call > 0:
        out["check"] = {"seat": seat, "action": "check"}
    elif Kind.CHECK not in options.actions:  # stud: the first round's opener bets or folds (art. 10 b)
        out["opener-check"] = {"seat": seat, "action": "check"}
    if options.no_raise is not None and options.no_raise != NoRaise.NO_CHIPS_BEYOND_CALL:
        to = highest + max(options.to_call, solution.params.min_bet)
        if to < allin_to:
            out["no-raise"] = {"seat": seat, "action": aggressive, "to": to}
    return {k: v for k, v in out.items() if v}


def params_for(rng: random.Random, task: str, solution: BettingSolution,
               values: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A ``legal-action`` question's params: the action shown, of the verdict asked (else drawn)."""
    if task != "legal-action":
        return {}
    proposals = _proposals(rng, solution)
    wanted = (values or {}).get("verdict")
    if wanted is not None:
        if wanted not in proposals:
            raise Retry(f"no {wanted} action to show here")
        return {"action": proposals[wanted]}
    return {"action": proposals[rng.choice(sorted(proposals))]}


# -- checking a solved hand ----------------------------------------------------------------


def unmet(game: str, task: str, values: Mapping[str, Any], scenario: Mapping[str, Any],
          solution: BettingSolution) -> str | None:
    state = solution.state
    options = state.options
    if "round" in values and state.round != values["round"]:
        return "round"
    if "limit" in values and str(solution.params.limit) != values["limit"]:
        return "limit"
    if "seats" in values:
        lo, hi = values["seats"]
        if not lo <= len(scenario["seats"]) <= hi:
            return "seats"
    in_hand = len(state.committed) - len(state.folded)
    if values.get("heads_up") is not None and (in_hand == 2) != values["heads_up"]:
        return "heads up"
    if task in MID_ROUND:
        assert options is not None
        capped = options.no_raise == NoRaise.CAP_REACHED
        if values.get("cap_reached") is not None and capped != values["cap_reached"]:
            return "cap reached"
        if "no_raise" in values and (options.no_raise is not None) != values["no_raise"]:
            return "no raise"
        checked = options.no_raise == NoRaise.STUD_CHECKED
        if values.get("stud_checked") is not None and checked != values["stud_checked"]:
            return "stud checked"
        if values.get("bb_option") is not None:
            big = next((s for s, what, _ in state.forced if what == "big-blind"), None)
            option = state.round == 1 and options.seat == big and options.to_call == 0
            if option != values["bb_option"]:
                return "big blind's option"
    if values.get("incomplete_raise") is not None:
        short = any(a.round == state.round and a.kind == Kind.RAISE and a.allin and not a.full for a in state.played)
        if short != values["incomplete_raise"]:
            return "incomplete raise"
    if "short_blind" in values:
        short = any(what != "ante" and chips < _blind(solution, what) for _, what, chips in state.forced)
        if short != values["short_blind"]:
            return "short blind"
    if "side_pots" in values and len(solution.settlement.pots) - 1 != values["side_pots"]:
        return "side pots"
    return None


def _blind(solution: BettingSolution, what: str) -> int:
    """The blind a seat had to post (R8-1): the table's small or big blind."""
    amount = solution.params.small_blind if what == "small-blind" else solution.params.big_blind
    assert amount is not None
    return amount
