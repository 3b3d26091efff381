"""Chips for generated poker and stud hands: who is still in, what each seat put in,
and the commission (RULINGS R1).

The plan is drawn so the constraints hold by construction:

- ``side_pots: k`` needs k + 1 distinct commitment levels among the seats still in
  once the uncalled bet went back (R1-1, R1-2).  The k shortest stacks are all-in
  at k distinct levels below the top; the top is reached either by two or more
  seats (one of them may have bet more: its excess is the uncalled bet), or by a
  single seat whose excess over a folded seat's commitment goes back to it;
- a seat still in below the top level is all-in; a folded seat never put in more
  than the top level it faced;
- amounts are multiples of the chip unit, top levels and bets multiples of the
  big blind, all-in stacks whatever the stack was (multiples of the chip unit,
  of the small blind or of the big blind).

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
from trainer.engine.poker import PokerSolution, read_params
from trainer.engine.rulesets import RULESETS

from .common import GenerateError, Path, Retry, chance, weighted

BLINDS: tuple[tuple[int, int], ...] = ((5, 10), (10, 20), (25, 50), (50, 100), (100, 200))
"""Small and big blind (stud: the first-street bet and the full bet)."""
CHIP_UNITS: tuple[int, ...] = (1, 5, 10, 25, 50, 100)
TOP_MULTIPLES: tuple[int, ...] = (2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100)
BET_MULTIPLES: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 8, 10)
COMMISSION_MODES: tuple[str, ...] = ("on", "off", "cap-binding")
SHOWDOWN_TASKS = ("showdown-order", "hand-category")
POT_TASKS = ("pot-split", "commission")
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
    if game == "stud" and street < 4 and task != "first-to-act":
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


def seat_range(values: Mapping[str, Any], table: int) -> tuple[int, int]:
    lo, hi = values.get("seats", (2, table))
    return lo, min(hi, table)


def feasible_counts(
    game: str, task: str, values: Mapping[str, Any], table: int, live_cap: int, street: int = 4
) -> tuple[list[Counts], tuple[Path, str] | None]:
    """Every (seats, folds) the constraints allow, and the first reason one was refused."""
    lo, hi = seat_range(values, table)
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


def check_counts(game: str, task: str, values: Mapping[str, Any], table: int, live_cap: int,
                 street: int = 4) -> None:
    counts, why = feasible_counts(game, task, values, table, live_cap, street)
    if not counts:
        assert why is not None
        raise GenerateError(*why)


def pick_counts(rng: random.Random, game: str, task: str, values: Mapping[str, Any], table: int,
                live_cap: int, street: int = 4) -> Counts:
    counts, _ = feasible_counts(game, task, values, table, live_cap, street)
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
    blinds: dict[int, int] = field(default_factory=dict)
    """Seat -> blind it posted (board games)."""
    minimum_fold: int = 0
    """Least a folded seat put in (stud: the first-street bet)."""
    fold_share: dict[int, float] = field(default_factory=dict)
    """Stud: folded seat -> share of the top level it can have put in (earlier folds, less)."""


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
        modes = {"on": 0.85, "off": 0.15} if game == "stud" else {"on": 0.6, "off": 0.15, "cap-binding": 0.25}
        out["commission"] = weighted(rng, modes)
    if "chip_unit" not in out:
        out["chip_unit"] = weighted(rng, {1: 0.5, 5: 0.5})
    return out


def pick_stakes(rng: random.Random, chip_unit: int) -> tuple[int, int]:
    options = [b for b in BLINDS if b[0] % chip_unit == 0]
    return rng.choice(options)


def check_chip_unit(values: Mapping[str, Any]) -> None:
    cu = values.get("chip_unit")
    if cu is not None and cu not in CHIP_UNITS:
        raise GenerateError(("chip_unit",), f"chip_unit must be one of {', '.join(map(str, CHIP_UNITS))}")


@dataclass
class Chips:
    committed: dict[int, int]
    allin: set[int]
    params: dict[str, Any]
    settlement: pots.Settlement


def draw_chips(
    rng: random.Random, plan: ChipPlan, strengths: Mapping[int, int] | None, marker: int | None
) -> Chips:
    """Commitments and params meeting the plan, checked against the engine's settlement."""
    for _ in range(AMOUNT_TRIES):
        committed, allin = _commitments(rng, plan)
        params = _params(rng, plan, committed)
        if params is None:
            continue
        rules = RULESETS[plan.game]
        commission = read_params(params, rules).commission
        settlement = pots.settle(
            committed, plan.folded, strengths if len(plan.live) > 1 else None,
            chip_unit=plan.chip_unit, commission=commission,
            odd_chip=rules.defaults["odd_chip"], marker=marker,
        )
        if _settlement_problem(plan, settlement, strengths is not None) is None:
            return Chips(committed, allin, params, settlement)
    raise Retry("no amounts fit")


def _levels(rng: random.Random, plan: ChipPlan, top: int, k: int) -> list[int]:
    """k distinct all-in levels below ``top``."""
    cu, sb, bb = plan.chip_unit, plan.small, plan.big
    steps = {bb: 0.35, sb: 0.35}
    if cu < sb:
        steps[cu] = 0.3
    step = weighted(rng, steps)
    low = -(-max(bb // 2, step) // step) * step
    options = list(range(low, top, step))
    if len(options) < k:
        raise Retry("top too low for the side pots")
    return sorted(rng.sample(options, k))


def _top(rng: random.Random, plan: ChipPlan, k: int) -> int:
    least = 2 * (k + 1)
    multiples = [m for m in TOP_MULTIPLES if m >= least]
    players = len(plan.live) + len(plan.folded) / 2
    if plan.game == "omaha-macau" and plan.commission == "cap-binding":
        multiples = [m for m in multiples if m * max(2, len(plan.live)) >= 110] or multiples[-3:]
    elif plan.game == "omaha-macau" and plan.commission == "on":
        multiples = [m for m in multiples if m * players <= 90] or multiples[:1]
    elif plan.commission == "cap-binding":
        multiples = [m for m in multiples if m >= 6] or multiples
    return plan.big * rng.choice(multiples)


def _bet(rng: random.Random, plan: ChipPlan) -> int:
    return plan.big * rng.choice(BET_MULTIPLES)


def _commitments(rng: random.Random, plan: ChipPlan) -> tuple[dict[int, int], set[int]]:
    k = plan.side_pots
    live = list(plan.live)
    rng.shuffle(live)
    committed: dict[int, int] = {}
    allin: set[int] = set()
    if len(live) == 1:
        top = _top(rng, plan, 0)
        for seat in plan.folded:
            committed[seat] = _folded_amount(rng, plan, seat, top, strict=True)
        if max(committed.values(), default=0) < plan.big:  # someone put money in before folding
            committed[rng.choice(plan.folded)] = plan.big * rng.randint(1, max(1, top // plan.big - 1))
        committed[live[0]] = max(committed.values()) + _bet(rng, plan)
        return committed, allin
    top = _top(rng, plan, k)
    levels = _levels(rng, plan, top, k)
    single_top = len(live) == k + 1  # one seat at the top: its excess goes back over a folded seat
    shorts, tops = live[:k], live[k:]
    for seat, level in zip(shorts, levels, strict=True):
        committed[seat] = level
        allin.add(seat)
    for i, seat in enumerate(tops):
        if i >= 2 and levels and chance(rng, 0.25):
            committed[seat] = rng.choice(levels)  # all-in for the same amount as another stack
            allin.add(seat)
        else:
            committed[seat] = top
    folded = list(plan.folded)
    rng.shuffle(folded)
    if single_top:
        if not folded or not plan.uncalled:
            raise Retry("a single seat at the top needs a folded seat and an uncalled bet")
        matched = folded.pop()
        committed[matched] = top
    for seat in folded:
        committed[seat] = _folded_amount(rng, plan, seat, top, strict=not plan.uncalled)
    if plan.uncalled:
        bettor = tops[0] if single_top else rng.choice([s for s in tops if committed[s] == top])
        committed[bettor] = top + _bet(rng, plan)
        for seat in tops:
            if seat != bettor and committed[seat] == top:
                allin.add(seat)  # called the bet for less
    elif chance(rng, 0.2):
        allin.add(rng.choice([s for s in tops if committed[s] == top]))
    return committed, allin


def _folded_amount(rng: random.Random, plan: ChipPlan, seat: int, top: int, strict: bool) -> int:
    """What a folded seat put in: its blind, nothing, or a few bets; below the level it faced."""
    bound = top - 1 if strict else top
    if seat in plan.fold_share:
        bound = min(bound, max(plan.minimum_fold, int(top * plan.fold_share[seat])))
    blind = plan.blinds.get(seat)
    if blind is not None and chance(rng, 0.5):
        return blind
    if not plan.minimum_fold and chance(rng, 0.25):
        return 0
    options = [plan.big * m for m in range(1, 21) if plan.big * m <= bound]
    if plan.minimum_fold:
        options = [plan.minimum_fold, *options]
    options = [x for x in options if x <= bound and x >= plan.minimum_fold]
    if not options:
        return 0 if not plan.minimum_fold else min(plan.minimum_fold, bound)
    weights = [1.0 / (1 + i) for i in range(len(options))]
    return rng.choices(options, weights=weights)[0]


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
    if plan.game == "omaha-macau":
        params["big_blind"] = bb
    if plan.commission == "off":
        params["commission"] = "none"
        return params
    amounts = _pot_amounts(committed, plan.folded)
    if plan.game == "stud":
        return params if _due(amounts, 4, cu) > 0 else None
    if plan.game == "omaha-macau":
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
