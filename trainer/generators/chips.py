"""Chips for generated poker and stud hands: who is still in, what each seat put in,
and the commission (RULINGS R1).

Every table is a hand played through the betting engine (:mod:`trainer.engine.betting`,
RULINGS R8): the engine posts the forced bets (the blinds by the seats R8-1 names,
or every seat's ante), says whose turn it is and what it may do, and refuses
anything illegal; the generator only chooses stacks and, at each turn, one of the
legal actions, steered by a plan so the constraints hold:

- ``side_pots: k`` needs k + 1 distinct commitment levels among the seats still in
  once the uncalled bet went back (R1-1, R1-2).  The k short stacks call all in for
  less at k distinct amounts below the top level; the top is reached either by two
  or more seats (the last bettor may bet more than the others have: its excess is
  the uncalled bet), or by a single seat whose last bet a folded seat that had
  matched the top folds to;
- each round has a level the top seats reach (in pot limit a bet at most doubles
  the pot, so the level at most triples, R8-5), one of them betting or raising to
  it; a folded seat folds, from the round planned for it, to the first bet it
  faces — so it put in its blind, nothing, or the levels it had called (R8-1, R8-4);
- amounts are multiples of the chip unit, levels and bets multiples of the big
  blind (stud: of the full bet), all-in stacks whatever the stack was.

Commission, odd chips and splits depend on the pots, so the amounts are checked
against the engine's own settlement (:func:`trainer.engine.pots.settle`) and drawn
again when they miss; ``unmet_pots`` says the same from a solved scenario.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from trainer.engine import pots
from trainer.engine.betting import (
    BetAction,
    BettingParams,
    BettingState,
    BettingTable,
    Kind,
    Options,
    Status,
    betting_params,
)
from trainer.engine.betting_scenario import final_round_entry
from trainer.engine.betting_terms import ANTE_GAMES, BLIND_GAMES
from trainer.engine.cards import Card
from trainer.engine.errors import ScenarioError
from trainer.engine.poker import PokerSolution, read_params
from trainer.engine.rulesets import RULESETS, table_rules
from trainer.generators.common import GenerateError, Path, Retry, chance, weighted

CHIP_UNITS: tuple[int, ...] = (1, 5, 10, 25, 50, 100)
TOP_MULTIPLES: tuple[int, ...] = (2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100)
BET_MULTIPLES: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 8, 10)
COMMISSION_MODES: tuple[str, ...] = ("on", "off", "cap-binding")
SHOWDOWN_TASKS = ("showdown-order", "hand-category")
POT_TASKS = ("pot-split", "commission", "cut-pot")
AMOUNT_TRIES = 40

SIDE_POT_WEIGHTS = {0: 0.45, 1: 0.3, 2: 0.15, 3: 0.07, 4: 0.03}
LIVE_WEIGHTS = {1: 0.04, 2: 1.0, 3: 0.9, 4: 0.6, 5: 0.35}


@dataclass
class Counts:
    """Seats dealt in and folded, and what the other constraints need of them."""

    seats: int
    folds: int

    @property
    def live(self) -> int:
        return self.seats - self.folds


def count_problem(
    game: str, task: str, c: Counts, values: Mapping[str, Any], live_cap: int, street: int = 4
) -> tuple[Path, str] | None:
    """Why ``c`` cannot carry the given constraint values (path, message), or None."""
    live, folds = c.live, c.folds
    if live < 1:
        return ("folds",), "at least one seat must stay in the hand"
    if live > live_cap:
        return ("seats",), f"at most {live_cap} seats still in can hold cards in {game}"
    showdown = task in SHOWDOWN_TASKS or (street == 4 and task != "first-to-act")
    if RULESETS[game].open_boards and street < 4 and task != "first-to-act":
        if task in SHOWDOWN_TASKS:
            return ("street",), f"{task} needs a showdown: street 4"
        if live != 1:
            return ("folds",), (
                f"with {street} open cards the hand is over only when every other seat folded "
                f"(folds: seats - 1)"
            )
    if task in SHOWDOWN_TASKS and live < 2:
        return ("folds",), f"{task} needs at least two seats still in"
    for key in ("tie", "board_plays", "odd_chips"):
        if values.get(key) is True and (live < 2 or not showdown):
            return (key,), f"{key}: true needs a showdown between at least two seats still in"
    if values.get("folded_at") is not None and folds < 1:
        return ("folded_at",), "folded_at needs at least one folded seat"
    if values.get("duty_passes") is True and folds < 1:
        return ("duty_passes",), "duty_passes: true needs at least one folded seat"
    uncalled = values.get("uncalled")
    if live == 1 and uncalled is False:
        return ("uncalled",), "when every other seat folded, the last bet is uncalled (R1-1)"
    k = values.get("side_pots")
    if k is not None and k > max_side_pots(live, folds, uncalled):
        if live == 1:
            return ("side_pots",), "side pots need at least two seats still in"
        return ("side_pots",), (
            f"{k} side pot(s) need at least {k + 2} seats still in (or {k + 1} with a folded "
            f"seat and an uncalled bet); this hand has {live} still in and {folds} folded"
        )
    return None


def max_side_pots(live: int, folds: int, uncalled: bool | None) -> int:
    if live == 1:
        return 0
    if folds >= 1 and uncalled is not False:
        return min(4, live - 1)
    return min(4, live - 2)


def seat_range(values: Mapping[str, Any], players: tuple[int, int]) -> tuple[int, int]:
    """The seats dealt in: the ``seats`` asked, within the players a hand of the game is dealt to
    (``TableRules.players``, RULINGS R0-5)."""
    lo, hi = values.get("seats", players)
    return max(lo, players[0]), min(hi, players[1])


def feasible_counts(
    game: str, task: str, values: Mapping[str, Any], players: tuple[int, int], live_cap: int, street: int = 4
) -> tuple[list[Counts], tuple[Path, str] | None]:
    """Every (seats, folds) the constraints allow, and the first reason one was refused."""
    lo, hi = seat_range(values, players)
    out: list[Counts] = []
    first: tuple[Path, str] | None = None
    for n in range(hi, lo - 1, -1):
        folds = [values["folds"]] if "folds" in values else range(n)
        for f in folds:
            c = Counts(n, f)
            why = count_problem(game, task, c, values, live_cap, street)
            if why is None:
                out.append(c)
            elif first is None:
                first = why
    if not out and first is None:
        first = ("folds",), f"folds must leave at least one of {hi} seats in the hand"
    return out, first


def check_counts(game: str, task: str, values: Mapping[str, Any], players: tuple[int, int], live_cap: int,
                 street: int = 4) -> None:
    counts, why = feasible_counts(game, task, values, players, live_cap, street)
    if not counts:
        assert why is not None
        raise GenerateError(*why)


def pick_counts(rng: random.Random, game: str, task: str, values: Mapping[str, Any], players: tuple[int, int],
                live_cap: int, street: int = 4) -> Counts:
    counts, _ = feasible_counts(game, task, values, players, live_cap, street)
    if not counts:
        raise Retry("no seat count fits")

    def weight(c: Counts) -> float:
        w = LIVE_WEIGHTS.get(c.live, 0.2) if "folds" not in values else 1.0
        if "seats" not in values and c.seats > 7:
            w *= 0.3
        return w

    weights = [weight(c) for c in counts]
    if not any(weights):
        weights = [1.0] * len(counts)
    return rng.choices(counts, weights=weights)[0]


# -- the chip plan ------------------------------------------------------------------------


@dataclass
class ChipPlan:
    """Everything that decides the chips of one hand."""

    game: str
    live: list[int]
    folded: list[int]
    side_pots: int
    uncalled: bool
    commission: str
    chip_unit: int
    small: int
    big: int
    tie: bool | None = None
    odd_chips: bool | None = None
    seats: list[int] = field(default_factory=list)
    """Every seat dealt in, in seat order."""
    marker: int | None = None
    ante: int = 0
    """Stud and sintetico: every seat's ante (R8-1)."""
    rounds: int = 4
    """Betting rounds played (stud: one per open card dealt)."""
    up: dict[int, list[Card]] = field(default_factory=dict)
    """Stud: each seat's open cards (the engine orders the turn by them, R8-2)."""
    fold_rounds: dict[int, int] = field(default_factory=dict)
    """Folded seat -> the round it folds in, when the cards fix it (stud)."""
    stop_before_live: bool = False
    """Stud mid-hand (first-to-act): the last round stops at the first seat still in."""
    floor: int = 0
    """Stud: the least a seat starts the hand with (art. 6: $500 at an entry of $20, $1,000 at
    $100); a seat all in has put in its whole stack, so at least this."""


def resolve_chips(
    rng: random.Random, game: str, task: str, values: Mapping[str, Any], counts: Counts
) -> dict[str, Any]:
    """Values for the chip constraints an instructor left out, consistent with ``counts``."""
    live, folds = counts.live, counts.folds
    out = dict(values)
    if "uncalled" not in out:
        out["uncalled"] = True if live == 1 else chance(rng, 0.35)
    if "side_pots" not in out:
        top = max_side_pots(live, folds, out["uncalled"])
        table = SIDE_POT_WEIGHTS if task in POT_TASKS else {0: 0.6, 1: 0.3, 2: 0.1}
        out["side_pots"] = weighted(rng, {k: w for k, w in table.items() if k <= top})
    if out["side_pots"] == live - 1 and live > 1:
        out["uncalled"] = True  # the top seat's excess over a folded seat makes the last level
    if "commission" not in out:
        modes = {"on": 0.85, "off": 0.15} if RULESETS[game].open_boards \
            else {"on": 0.6, "off": 0.15, "cap-binding": 0.25}
        out["commission"] = weighted(rng, modes)
    if "chip_unit" not in out:
        out["chip_unit"] = weighted(rng, {1: 0.5, 5: 0.5})
    return out


def stakes_for(game: str, chip_unit: int) -> list[int]:
    """The real Macau stakes of ``game`` (``TableRules.stakes``: the big blind of a blind game,
    the entry of an ante game) a table of chip unit ``chip_unit`` can post: a multiple of it,
    and in a blind game a small blind (half the big) one too (R0-3, R8-1)."""
    out = []
    for stake in table_rules(game).stakes:
        if stake % chip_unit:
            continue
        if game in BLIND_GAMES and (stake // 2) % chip_unit:
            continue
        out.append(stake)
    return out


def pick_stakes(rng: random.Random, game: str, chip_unit: int) -> tuple[int, int]:
    """A real stake of the game (RULINGS R0-5): (small blind, big blind) of a blind game; of an
    ante game (ante, the bet the generator counts its levels in: two antes)."""
    options = stakes_for(game, chip_unit)
    if not options:
        raise Retry(f"no {game} stake is a multiple of the chip unit {chip_unit}")
    stake = rng.choice(options)
    if game in BLIND_GAMES:
        return stake // 2, stake
    return stake, 2 * stake


def stud_floor(game: str, ante: int) -> int:
    """Stud: the least a seat starts the hand with at an entry of ``ante`` (art. 6); 0 elsewhere."""
    return table_rules(game).capital_floor.get(ante, 0)


def check_chip_unit(values: Mapping[str, Any], game: str | None = None) -> None:
    cu = values.get("chip_unit")
    if cu is not None and cu not in CHIP_UNITS:
        raise GenerateError(("chip_unit",), f"chip_unit must be one of {', '.join(map(str, CHIP_UNITS))}")
    key = "chip_unit"
    if cu is None and values.get("chip_set"):
        cu, key = values["chip_set"][0], "chip_set"
    if game is not None and cu is not None and not stakes_for(game, cu):
        stakes = ", ".join(map(str, table_rules(game).stakes))
        what = "a big blind (and its half, the small blind)" if game in BLIND_GAMES else "an ante"
        raise GenerateError((key,), f"no {game} stake ({stakes}) has {what} that is a multiple of the chip "
                                    f"unit {cu} (RULINGS R0-3, R0-5)")


@dataclass
class Chips:
    committed: dict[int, int]
    allin: set[int]
    params: dict[str, Any]
    settlement: pots.Settlement
    played: Played


def draw_chips(
    rng: random.Random, plan: ChipPlan, strengths: Mapping[int, int] | None, marker: int | None
) -> Chips:
    """A hand played through the engine meeting the plan, its params checked against the
    engine's settlement (drawn again when they miss)."""
    for _ in range(AMOUNT_TRIES):
        try:
            played = play_hand(rng, plan)
        except Retry:
            continue
        committed = played.committed
        params = _params(rng, plan, committed)
        if params is None:
            continue
        rules = RULESETS[plan.game]
        commission = read_params(params, rules).commission
        live = [s for s in committed if s not in played.folded]
        settlement = pots.settle(
            committed, plan.folded, strengths if len(live) > 1 else None,
            chip_unit=plan.chip_unit, commission=commission,
            odd_chip=rules.defaults["odd_chip"], marker=marker,
        )
        if _settlement_problem(plan, settlement, strengths is not None) is None:
            return Chips(committed, played.allin, params, settlement, played)
    raise Retry("no amounts fit")


def _levels(rng: random.Random, plan: ChipPlan, top: int, k: int) -> list[int]:
    """k distinct all-in levels below ``top``."""
    cu, sb, bb = plan.chip_unit, plan.small, plan.big
    steps = {bb: 0.35, sb: 0.35}
    if cu < sb:
        steps[cu] = 0.3
    step = weighted(rng, steps)
    low = -(-max(bb // 2, step, plan.ante + cu, plan.floor) // step) * step
    options = list(range(low, top, step))
    if len(options) < k:
        raise Retry("top too low for the side pots")
    return sorted(rng.sample(options, k))


def _top(rng: random.Random, plan: ChipPlan, k: int) -> int:
    least = 2 * (k + 1)
    multiples = [m for m in TOP_MULTIPLES if m >= least]
    if plan.floor:  # stud: an all-in level, and a top seat calling all in, start at the floor (art. 6)
        multiples = [m for m in multiples if plan.big * m >= plan.floor + (k + 1) * plan.big] or multiples[-1:]
    if plan.game in BLIND_GAMES:  # pot limit: one bet a round at most triples the level (R8-5)
        multiples = [m for m in multiples if m <= 3 * 3 ** (plan.rounds - 1)] or multiples[:1]
    players = len(plan.live) + len(plan.folded) / 2
    capped_by_blinds = RULESETS[plan.game].commission_cap_big_blinds is not None
    if capped_by_blinds and plan.commission == "cap-binding":
        multiples = [m for m in multiples if m * max(2, len(plan.live)) >= 110] or multiples[-3:]
    elif capped_by_blinds and plan.commission == "on":
        multiples = [m for m in multiples if m * players <= 90] or multiples[:1]
    elif plan.commission == "cap-binding":
        multiples = [m for m in multiples if m >= 6] or multiples
    return plan.big * rng.choice(multiples)


def _bet(rng: random.Random, plan: ChipPlan) -> int:
    return plan.big * rng.choice(BET_MULTIPLES)


# -- playing the hand (RULINGS R8) ------------------------------------------------------------


@dataclass
class _Roles:
    """Who does what in the hand the generator plays."""

    levels: list[int]
    """The level (each seat's total for the hand) the top seats reach by the end of each round."""
    aggressor: dict[int, int]
    """Round -> the top seat that bets or raises to the round's level."""
    final_bet: int
    """The last round's bettor puts this much over the level (its excess is uncalled), or 0."""
    bettor: int | None
    fold_round: dict[int, int]
    """Folded seat -> the round from which it folds to the first bet it faces."""
    tops: set[int]
    shorts: set[int]
    opener: dict[int, tuple[int, int]] = field(default_factory=dict)
    """Round -> (a top seat, its round total): it bets first, and the aggressor raises over it."""
    call_first: set[int] = field(default_factory=set)
    """Folded seats that call the opener's bet and fold to the raise."""


def _openers(rng: random.Random, plan: ChipPlan, levels: list[int], final_bet: int,
             tops: list[int], aggressor: Mapping[int, int]) -> dict[int, tuple[int, int]]:
    """Some rounds open with a smaller bet by another top seat, raised to the level:
    the raise adds at least the bet before it (R8-6), so the bet is at most half."""
    out: dict[int, tuple[int, int]] = {}
    unit = plan.big
    for r in range(1, plan.rounds + 1):
        others = [s for s in tops if s != aggressor[r]]
        if not others or not chance(rng, 0.3):
            continue
        goal = levels[r - 1] + (final_bet if r == plan.rounds else 0)
        if r == 1 and plan.game in BLIND_GAMES:  # over the big blind: to p, then to goal
            low, high = 2 * unit, (goal + unit) // 2
        else:
            start = levels[r - 2] if r > 1 else plan.ante
            low, high = unit, (goal - start) // 2
        high = high // unit * unit
        if low <= high:
            out[r] = (rng.choice(others), rng.randrange(low, high + 1, unit))
    return out


def _schedule(rng: random.Random, plan: ChipPlan, top: int, strict_last: bool, flat_last: bool) -> list[int]:
    """Each round's level, non-decreasing to ``top``; in pot limit a round's bet at most
    doubles the pot (the level at most triples, R8-5), the first round from the big blind."""
    rounds, bb, unit = plan.rounds, plan.big, plan.big
    base = plan.ante if plan.game in ANTE_GAMES else bb
    growth = 3 if plan.game in BLIND_GAMES else 8
    levels: list[int] = []
    previous = base
    for r in range(1, rounds + 1):
        left = rounds - r - (1 if flat_last else 0)
        if r == rounds or (flat_last and r == rounds - 1):
            low = high = top
        else:
            low = max(previous, -(-top // growth ** left))
            high = min(top - (unit if strict_last and left == 1 else 0),
                       (3 * bb if r == 1 else growth * previous) if plan.game in BLIND_GAMES else top)
            if RULESETS[plan.game].open_boards and r == 1:
                low = max(low, base + unit)  # art. 10 b: the first round's opener must bet
        low = -(-low // unit) * unit
        high = high // unit * unit
        if low > high:
            raise Retry("no levels reach the top")
        level = low if chance(rng, 0.25) else rng.randrange(low, high + 1, unit)
        levels.append(level)
        previous = level
    return levels


def play_hand(rng: random.Random, plan: ChipPlan) -> Played:
    """Play a hand through the betting engine (RULINGS R8) that meets the plan's side
    pots and uncalled bet: forced bets posted by the engine, every action legal."""
    live = list(plan.live)
    rng.shuffle(live)
    k = plan.side_pots
    single = len(live) == 1
    top = _top(rng, plan, 0 if single else k)
    shorts, tops = ([], live) if single else (live[:k], live[k:])
    stacks: dict[int, int] = {}
    levels_short = [] if single else _levels(rng, plan, top, k)
    for seat, level in zip(shorts, levels_short, strict=True):
        stacks[seat] = level
    lone_top = len(tops) == 1
    uncalled = plan.uncalled or single
    if lone_top and not single and not (plan.folded and uncalled):
        raise Retry("a single seat at the top needs a folded seat and an uncalled bet")
    levels = _schedule(rng, plan, top, strict_last=uncalled and not lone_top,
                       flat_last=lone_top and not single and plan.rounds > 1)
    bettor = rng.choice(tops)
    final_bet = _bet(rng, plan) if uncalled else 0
    extra = top + final_bet + plan.big * rng.randint(1, 20)
    for seat in tops:
        if seat == bettor:
            stacks[seat] = extra
        elif uncalled:
            stacks[seat] = top  # calls the last bet all in for less
        elif len(tops) > 2 and shorts and chance(rng, 0.2):
            stacks[seat] = rng.choice(levels_short)  # all in for as much as another stack
            tops = [s for s in tops if s != seat]
            shorts.append(seat)
        else:
            stacks[seat] = top if chance(rng, 0.1) else extra + plan.big * rng.randint(0, 10)
    for seat in plan.folded:
        stacks[seat] = extra + plan.big * rng.randint(0, 10)
    rises = [r for r in range(1, plan.rounds + 1)
             if r == 1 or levels[r - 1] > levels[r - 2] or (r == plan.rounds and final_bet)]
    fold_round: dict[int, int] = {}
    folded = list(plan.folded)
    rng.shuffle(folded)
    for i, seat in enumerate(folded):
        if seat in plan.fold_rounds:
            fold_round[seat] = plan.fold_rounds[seat]
        elif lone_top and not single and i == 0:
            fold_round[seat] = plan.rounds  # matched the top and folded to the last bet
        else:
            fold_round[seat] = rng.choice(rises[:1] * 2 + rises)
    aggressor = {r: rng.choice(list(tops)) for r in range(1, plan.rounds + 1)}
    aggressor[plan.rounds] = bettor
    openers = _openers(rng, plan, levels, final_bet, list(tops), aggressor)
    call_first = {s for s in fold_round if fold_round[s] in openers and chance(rng, 0.4)}
    roles = _Roles(levels, aggressor, final_bet, bettor, fold_round, set(tops), set(shorts), openers, call_first)
    return _run(plan, stacks, roles)


@dataclass
class Played:
    """A hand played through the engine: what the table shows."""

    committed: dict[int, int]
    allin: set[int]
    folded: set[int]
    final_round: list[dict[str, Any]]
    state: BettingState


def _run(plan: ChipPlan, stacks: Mapping[int, int], roles: _Roles) -> Played:
    raw: dict[str, Any] = {"chip_unit": plan.chip_unit}
    if plan.game in BLIND_GAMES:
        raw.update(big_blind=plan.big, small_blind=plan.small)
    else:
        raw["ante"] = plan.ante
    params = betting_params(plan.game, raw, plan.chip_unit)
    try:
        state = _play_out(plan, roles, params, stacks)
    except ScenarioError as exc:  # a plan the rules refuse: draw another
        raise Retry(str(exc)) from None
    if plan.stop_before_live:
        want_folded = {s for s, f in roles.fold_round.items() if f < plan.rounds}
        if not want_folded <= state.folded:
            raise Retry("a seat meant to fold did not")
    elif state.folded != set(plan.folded):
        raise Retry("the hand did not fold as planned")
    last = [final_round_entry(a) for a in state.round_actions(state.round)]
    return Played(dict(state.committed), set(state.allin), set(state.folded), last, state)


def _play_out(plan: ChipPlan, roles: _Roles, params: BettingParams, stacks: Mapping[int, int]) -> BettingState:
    """The actions of the hand, each chosen from what the engine allows (R8): the engine's
    table says at every turn whose turn it is and what it may do, and applies the action."""
    table = BettingTable(params, stacks, plan.marker, plan.up or None)
    table.start_round()
    rounds = 1
    for step in range(400):
        if table.status == Status.DEAL and rounds < plan.rounds:
            table.start_round()
            rounds += 1
            continue
        if table.status != Status.TO_ACT:
            break
        state = table.state()
        assert state.options is not None
        if plan.stop_before_live and rounds == plan.rounds and state.options.seat not in roles.fold_round:
            break  # the street asked has begun: nobody but the seats that fold has acted
        action = _decide(plan, roles, state.options, state.bets, state.committed, rounds)
        table.act(action, ("betting", rounds - 1, step))
    return table.state()


def _decide(plan: ChipPlan, roles: _Roles, o: Options, bets: Mapping[int, int], committed: Mapping[int, int],
            r: int) -> BetAction:
    """The action of the seat to act (``o``: what it may do), by its part in the plan."""
    seat = o.seat
    mine = bets.get(seat, 0)
    before = committed[seat] - mine  # its total before this round
    highest = max(bets.values(), default=0)
    can_check = Kind.CHECK in o.actions
    aggression = Kind.RAISE if Kind.RAISE in o.actions else Kind.BET if Kind.BET in o.actions else None

    def pushed(to: int) -> BetAction:
        assert aggression is not None and o.min_raise_to is not None and o.max_raise_to is not None
        to = max(o.min_raise_to, min(to, o.max_raise_to)) // plan.chip_unit * plan.chip_unit
        to = max(to, o.min_raise_to)
        return BetAction(seat, aggression, to)

    opener, opening = roles.opener.get(r, (None, 0))
    if seat in roles.fold_round:
        f = roles.fold_round[seat]
        no_bet_planned = r not in _rising(roles, plan)
        last = plan.stop_before_live and r == plan.rounds
        calls_first = seat in roles.call_first and r == f and highest == opening and mine < highest
        if r >= f and (o.to_call > 0 or no_bet_planned or not can_check or last) and not calls_first:
            return BetAction(seat, Kind.FOLD)
    elif seat == opener and highest < opening and aggression is not None:
        return pushed(opening)
    elif seat in roles.tops and roles.aggressor.get(r) == seat and aggression is not None:
        target = roles.levels[r - 1] + (roles.final_bet if r == plan.rounds else 0)
        if opener is not None and highest < opening and can_check and not RULESETS[plan.game].open_boards:
            return BetAction(seat, Kind.CHECK)  # lets the opener bet first, then raises
        if before + highest < target:
            return pushed(target - before)
    if o.to_call > 0:
        return BetAction(seat, Kind.CALL)
    if can_check:
        return BetAction(seat, Kind.CHECK)
    if aggression is None:
        return BetAction(seat, Kind.FOLD)
    # stud's first-round opener must bet or fold (art. 10 b): it bets
    return pushed(roles.levels[0] - before if seat in roles.tops else 0)


def _rising(roles: _Roles, plan: ChipPlan) -> set[int]:
    out = {1}
    for r in range(2, plan.rounds + 1):
        if roles.levels[r - 1] > roles.levels[r - 2]:
            out.add(r)
    if roles.final_bet:
        out.add(plan.rounds)
    return out


# -- commission (R1-5) ---------------------------------------------------------------------


def _pot_amounts(committed: Mapping[int, int], folded: list[int]) -> list[int]:
    uncalled = pots.uncalled_bet(committed)
    layers = pots.side_pots(pots.returned_commitments(committed, uncalled), folded)
    return [p.amount for p in layers]


def _due(amounts: list[int], percent: int, chip_unit: int) -> int:
    charges = pots.commission_charges(amounts, pots.Commission(percent, None), chip_unit)
    return sum(c.charged for c in charges)


def _params(rng: random.Random, plan: ChipPlan, committed: Mapping[int, int]) -> dict[str, Any] | None:
    """Chip unit, big blind and commission params meeting the commission mode, or None."""
    params: dict[str, Any] = {}
    cu, bb = plan.chip_unit, plan.big
    if cu != 1 or chance(rng, 0.15):
        params["chip_unit"] = cu
    if plan.game in BLIND_GAMES:
        params["big_blind"] = bb  # the table card shows the blinds (R8-1)
    if plan.commission == "off":
        params["commission"] = "none"
        return params
    amounts = _pot_amounts(committed, plan.folded)
    rules = RULESETS[plan.game]
    if rules.open_boards:
        return params if _due(amounts, 4, cu) > 0 else None
    if rules.commission_cap_big_blinds is not None:
        percent = weighted(rng, {5: 0.6, 4: 0.2, 3: 0.2})
        if percent != 5 or chance(rng, 0.3):
            params["commission"] = {"percent": percent}
        due, cap = _due(amounts, percent, cu), 5 * bb
        binds = due > cap
        if due == 0 or binds != (plan.commission == "cap-binding"):
            return None
        return params
    percent = weighted(rng, {5: 0.7, 4: 0.15, 3: 0.15})
    due = _due(amounts, percent, cu)
    if due == 0:
        return None
    if plan.commission == "cap-binding":
        caps = sorted({bb * m for m in (1, 2, 3, 4, 5, 6, 8, 10)} | {5, 10, 20, 25, 50, 100, 200})
        caps = [c for c in caps if 0 < c < due and c % cu == 0]
        if not caps:
            return None
        params["commission"] = {"percent": percent, "cap": rng.choice(caps[-4:])}
        return params
    if percent != 5 or chance(rng, 0.3):
        commission: dict[str, Any] = {"percent": percent}
        if chance(rng, 0.5):  # a cap that does not bind here
            commission["cap"] = -(-due // bb) * bb + bb * rng.choice((0, 1, 2, 5))
        params["commission"] = commission
    return params


# -- checks ----------------------------------------------------------------------------------


def _settlement_problem(plan: ChipPlan, s: pots.Settlement, complete: bool) -> str | None:
    if len(s.pots) != plan.side_pots + 1:
        return "side pots"
    if (s.uncalled is not None) != plan.uncalled:
        return "uncalled"
    if not s.over:
        return None
    if _commission_mode(s) != plan.commission:
        return "commission"
    if plan.tie is not None and complete and _tie(s) != plan.tie:
        return "tie"
    if plan.odd_chips is not None and _odd(s) != plan.odd_chips:
        return "odd chips"
    return None


def _commission_mode(s: pots.Settlement) -> str:
    charged = sum(a.commission.charged for a in s.awards)
    due = sum(a.commission.due for a in s.awards)
    if due == 0 and charged == 0:
        return "off"
    return "cap-binding" if charged < due else "on"


def _tie(s: pots.Settlement) -> bool:
    return len(s.awards[0].winners) > 1


def _odd(s: pots.Settlement) -> bool:
    return any(len(a.winners) > 1 and a.odd_chips.units > 0 for a in s.awards)


def unmet_pots(game: str, values: Mapping[str, Any], scenario: Mapping[str, Any],
               solution: PokerSolution) -> str | None:
    """Which chip constraint a solved scenario misses (from the engine's answer), or None."""
    seats = scenario["seats"]
    folded = sum(1 for s in seats if s.get("folded"))
    if "seats" in values:
        lo, hi = values["seats"]
        if not lo <= len(seats) <= hi:
            return f"{len(seats)} seats"
    if "folds" in values and folded != values["folds"]:
        return f"{folded} folded seats"
    settlement = solution.settlement
    pot_list = settlement.pots
    if "side_pots" in values and len(pot_list) - 1 != values["side_pots"]:
        return f"{len(pot_list) - 1} side pots"
    if "uncalled" in values and (settlement.uncalled is not None) != values["uncalled"]:
        return "uncalled bet"
    params = scenario.get("params") or {}
    if "chip_unit" in values and params.get("chip_unit", 1) != values["chip_unit"]:
        return "chip unit"
    if not settlement.over:
        return None
    awards = settlement.awards
    if values.get("tie") is not None and (len(awards[0].winners) > 1) != values["tie"]:
        return "tie"
    if values.get("odd_chips") is not None:
        cu = params.get("chip_unit", 1)
        odd = any(
            len(a.winners) > 1 and ((a.pot.amount - a.commission.charged) // cu) % len(a.winners)
            for a in awards
        )
        if odd != values["odd_chips"]:
            return "odd chips"
    if "commission" in values and commission_mode(game, scenario, solution) != values["commission"]:
        return "commission"
    return None


def commission_mode(game: str, scenario: Mapping[str, Any], solution: PokerSolution) -> str:
    """``off``, ``on`` (charged in full) or ``cap-binding``, from the answer and the params."""
    params = read_params(scenario.get("params"), RULESETS[game])
    if params.commission is None:
        return "off"
    uncapped = pots.Commission(params.commission.percent)
    amounts = [p.amount for p in solution.settlement.pots]
    due = sum(c.charged for c in pots.commission_charges(amounts, uncapped, params.chip_unit))
    charged = solution.settlement.commission
    if charged < due:
        return "cap-binding"
    return "on" if charged > 0 else "off"
