"""Generated five-card stud hands (Portaria 104/85/M, 40-card deck, seats 1-7).

Seats still in hold the hole card and ``street`` open cards (1-4); folded seats
keep the open cards they had when they folded (their hole card is mucked), with
``folded_at`` written or left to its default (RULINGS R4-5, SCENARIOS.md).  For
``first-to-act`` with ``duty_passes``, the best board of the street asked is
given to a seat that folded there, so the duty passes to the next best (R4-5).
Ties hold the same five ranks in other suits (stud counts no suit, R3-2).
The chips are a hand played through the betting engine (:mod:`.chips`, R8): every
seat antes, the turn follows the open boards, and a folded seat folds in the
betting round of its last open card; for ``first-to-act`` the street asked has
begun and only seats that fold have acted in it.  The table is one art. 3, 6 and 7 allow
(RULINGS R0-5): two to seven seats, an entry of $20 or $100, and every seat starting with at
least $500 or $1,000, so a seat all in has put in at least that much.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from trainer.engine.cards import Card
from trainer.engine.evaluate import strength
from trainer.engine.poker import PokerSolution
from trainer.engine.rulesets import RULESETS, table_rules
from trainer.engine.showdown import best_board, stud_openings
from trainer.generators import chip_drill
from trainer.generators.chips import (
    ChipPlan,
    check_chip_unit,
    check_counts,
    draw_chips,
    pick_counts,
    pick_stakes,
    resolve_chips,
    stud_floor,
    unmet_pots,
)
from trainer.generators.common import (
    Constraint,
    GenerateError,
    Retry,
    Shoe,
    boolean,
    chance,
    check_seats,
    int_set,
    integer,
    names,
    seat_numbers,
    table_size,
    weighted,
)
from trainer.generators.poker import CUT_TASK, good_start, pot_constraints

GAMES = ("stud",)
RULES = RULESETS["stud"]
PLAYERS = table_rules("stud").players
"""Art. 3: two to seven seats (RULINGS R0-5)."""
DEAL_TRIES = 60

CONSTRAINTS: dict[str, Constraint] = {
    **pot_constraints(GAMES, PLAYERS[1]),
    **chip_drill.CONSTRAINTS,
    "street": Constraint("street", "open cards of the seats still in, 1-4", integer(1, 4)),
    "folded_at": Constraint("folded_at", "a street 1-4 or a list: folded seats carry folded_at from it",
                            int_set(1, 4)),
    "duty_passes": Constraint("duty_passes", "true: the best board of the street asked has folded (R4-5)",
                              boolean, frozenset({"first-to-act"})),
}


def check(game: str, task: str, values: Mapping[str, Any]) -> None:
    check_seats(game, values)
    check_chip_unit(values, game)
    if values.get("commission") == "cap-binding":
        raise GenerateError(
            ("commission",), "stud commission has no cap (Portaria 104/85/M art. 9): on or off"
        )
    if values.get("odd_chips") and values.get("tie") is False:
        raise GenerateError(("odd_chips",), "odd_chips: true comes from a split main pot: drop tie: false")
    if task == CUT_TASK and values.get("tie") is False:
        raise GenerateError(("tie",), "cut-pot cuts a split main pot: drop tie: false")
    street = values.get("street", 4)
    folded_at = values.get("folded_at")
    if folded_at and min(folded_at) > street:
        raise GenerateError(("folded_at",), f"a seat cannot fold after street {street}, the street dealt")
    if values.get("duty_passes") and folded_at and street not in folded_at:
        raise GenerateError(
            ("duty_passes",), f"the duty passes on street {street}: folded_at must include it"
        )
    check_counts(game, task, _with_implied(values, task), PLAYERS, PLAYERS[1], street)


def _with_implied(values: Mapping[str, Any], task: str) -> dict[str, Any]:
    out = dict(values)
    if task == CUT_TASK:  # the pot cut is a split one: the main pot's winners tie
        out["tie"] = True
    if out.get("odd_chips"):
        out["tie"] = True
    return out


def build(rng: random.Random, game: str, task: str, values: Mapping[str, Any]) -> dict[str, Any]:
    given = _with_implied(values, task)
    street = given.get("street")
    if street is None:
        street = weighted(rng, {1: 0.2, 2: 0.25, 3: 0.25, 4: 0.3}) if task == "first-to-act" else 4
    counts = pick_counts(rng, game, task, given, PLAYERS, PLAYERS[1], street)
    if task == "first-to-act":  # mid-hand: the seats still in have matched each other
        given = {**given, "side_pots": 0, "uncalled": counts.live == 1}
    v = resolve_chips(rng, game, task, given, counts)
    if "tie" not in v:
        v["tie"] = chance(rng, 0.3) if task in ("winner", "pot-split") and counts.live >= 2 else None
    seats = seat_numbers(rng, counts.seats, table_size(game))
    folded = sorted(rng.sample(seats, counts.folds))
    live = [s for s in seats if s not in folded]
    folds = _fold_streets(rng, v, folded, street)
    hole, up = deal(rng, v, live, folds, street)
    strengths = None
    if street == 4:
        strengths = {s: strength(RULES, [hole[s], *up[s]], ()) for s in live}
    ante, big = pick_stakes(rng, game, v["chip_unit"])  # an entry of $20 or $100 (art. 6-7)
    plan = ChipPlan(
        game=game, live=live, folded=folded, side_pots=v["side_pots"], uncalled=v["uncalled"],
        commission=v["commission"], chip_unit=v["chip_unit"], small=ante, big=big,
        tie=v.get("tie"), odd_chips=v.get("odd_chips"), seats=seats, ante=ante, rounds=street,
        up=up, fold_rounds={s: cards for s, (cards, _) in folds.items()},
        stop_before_live=task == "first-to-act" and counts.live > 1,  # one left: the hand is won
        floor=stud_floor(game, ante),  # every seat starts with at least $500 / $1,000 (art. 6)
    )
    chips = draw_chips(rng, plan, strengths, None)
    scenario: dict[str, Any] = {"game": game}
    if chips.params:
        scenario["params"] = chips.params
    scenario["seats"] = []
    for seat in seats:
        entry: dict[str, Any] = {"seat": seat}
        if seat in hole:
            entry["hole"] = str(hole[seat])
        entry["up"] = names(up[seat])
        entry["committed"] = chips.committed[seat]
        if seat in folds:
            entry["folded"] = True
            if folds[seat][1] is not None:
                entry["folded_at"] = folds[seat][1]
        elif seat in chips.allin:
            entry["allin"] = True
        scenario["seats"].append(entry)
    return scenario


def _fold_streets(
    rng: random.Random, v: Mapping[str, Any], folded: list[int], street: int
) -> dict[int, tuple[int, int | None]]:
    """Folded seat -> (open cards it holds, its folded_at or None to leave it out)."""
    out: dict[int, tuple[int, int | None]] = {}
    allowed = [x for x in v.get("folded_at", ()) if x <= street]
    duty = rng.choice(folded) if v.get("duty_passes") else None
    for seat in folded:
        if seat == duty:
            out[seat] = (street, street if allowed or chance(rng, 0.5) else None)
        elif allowed:
            at = rng.choice(allowed)
            cards = at - 1 if at >= 2 and chance(rng, 0.3) else at
            out[seat] = (cards, at)
        else:
            cards = rng.randint(1, street)
            form = weighted(rng, {"none": 0.5, "same": 0.25, "next": 0.25 if cards < street else 0.0})
            out[seat] = (cards, None if form == "none" else cards if form == "same" else cards + 1)
    return out


def deal(
    rng: random.Random, v: Mapping[str, Any], live: list[int],
    folds: Mapping[int, tuple[int, int | None]], street: int,
) -> tuple[dict[int, Card], dict[int, list[Card]]]:
    for _ in range(DEAL_TRIES):
        shoe = Shoe(RULES.deck, rng)
        try:
            hole, up = _cards(rng, v, shoe, live, folds, street)
        except Retry:
            continue
        if _fits(v, hole, up, live, folds, street):
            return hole, up
    raise Retry("no stud deal fits")


def _cards(
    rng: random.Random, v: Mapping[str, Any], shoe: Shoe, live: list[int],
    folds: Mapping[int, tuple[int, int | None]], street: int,
) -> tuple[dict[int, Card], dict[int, list[Card]]]:
    hole: dict[int, Card] = {}
    up: dict[int, list[Card]] = {}
    if v.get("tie") and street == 4:
        count = 3 if len(live) >= 3 and chance(rng, 0.15) else 2
        tied = rng.sample(live, count)
        first = good_start(rng, shoe, 5, RULES.ranks)
        for seat in tied:
            cards = first if seat == tied[0] else [shoe.take_rank(c.rank) for c in first]
            cards = list(cards)
            rng.shuffle(cards)
            hole[seat], up[seat] = cards[0], cards[1:]
    for seat in live:
        if seat not in hole:
            hole[seat] = shoe.draw(1)[0]
            up[seat] = shoe.draw(street)
    for seat, (count, _) in folds.items():
        up[seat] = shoe.draw(count)
    if v.get("duty_passes"):
        _give_best_board(folds, up, live, street)
    return hole, up


def _give_best_board(
    folds: Mapping[int, tuple[int, int | None]], up: dict[int, list[Card]], live: list[int], street: int
) -> None:
    """The folded seat of the street asked takes the best open cards of that street."""
    duty = next(s for s, (cards, at) in folds.items() if cards == street and (at is None or at == street))
    boards = {s: tuple(up[s][:street]) for s in [*live, duty]}
    best = best_board(boards)
    if best != duty:
        up[best], up[duty] = up[duty], up[best]


def _fits(
    v: Mapping[str, Any], hole: dict[int, Card], up: dict[int, list[Card]], live: list[int],
    folds: Mapping[int, tuple[int, int | None]], street: int,
) -> bool:
    if street == 4 and len(live) >= 2 and v.get("tie") is not None:
        values = {s: strength(RULES, [hole[s], *up[s]], ()) for s in live}
        top = max(values.values())
        if (sum(x == top for x in values.values()) > 1) != v["tie"]:
            return False
    if v.get("duty_passes") is not None:
        outs = {s: (None if s in live else (folds[s][1] or len(up[s]))) for s in up}
        opening = stud_openings(up, outs)[-1]
        if bool(opening.passed_over) != v["duty_passes"] or opening.street != street:
            return False
    return True


def unmet(game: str, task: str, values: Mapping[str, Any], scenario: Mapping[str, Any],
          solution: PokerSolution) -> str | None:
    why = unmet_pots(game, _with_implied(values, task), scenario, solution)
    if why:
        return why
    seats = scenario["seats"]
    if "street" in values and any(len(s["up"]) != values["street"] for s in seats if not s.get("folded")):
        return "street"
    folded = [s for s in seats if s.get("folded")]
    if "folded_at" in values and any(s.get("folded_at") not in values["folded_at"] for s in folded):
        return "folded_at"
    openings = solution.openings
    if "duty_passes" in values and bool(openings and openings[-1].passed_over) != values["duty_passes"]:
        return "duty passes"
    return None
