"""Generated Q Poker rounds (Despacho 89/2004): the croupier and 1-7 spots.

Bets are multiples of the table minimum (5, 10 or 25); some spots add a pair
plus bet, a few play pair plus alone.  Spots fold their weakest hands (a player
plays Q-6-4 or better, most of the time).  The croupier's hand is drawn to
qualify or not (Q-high or better, R6-5).  With two decks the shoe may deal the
same card twice, so identical hands (a push, R6-3) can occur.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from trainer.engine import qpoker as q
from trainer.engine.cards import Card
from trainer.engine.rulesets import RULESETS, table_rules
from trainer.generators import chip_drill
from trainer.generators.common import (
    Constraint,
    GenerateError,
    Retry,
    Shoe,
    boolean,
    chance,
    int_or_range,
    integer,
    names,
    weighted,
)

GAMES = ("qpoker",)
RULES = RULESETS["qpoker"]
TABLE = 7
MINIMUMS = (5, 10, 25)
PLAYING_HAND = (12, 6, 4)
"""Q-6-4: the hand from which a player usually plays rather than folds."""

CONSTRAINTS: dict[str, Constraint] = {
    c.name: c
    for c in (
        Constraint("qualifies", "true/false: the croupier qualifies (Q-high or better, R6-5)", boolean),
        Constraint("folds", "how many spots fold (they lose half the bet, R6-5)", integer(0, RULES.max_seats),
                   frozenset({"qpoker-payout"})),
        Constraint("decks", "1 or 2 decks in the shoe", integer(1, 2)),
        Constraint("seats", "spots with a bet: a number or [min, max] (art. 2.1, R0-5)",
                   int_or_range(*table_rules("qpoker").players)),
    )
} | chip_drill.CONSTRAINTS


def check(game: str, task: str, values: Mapping[str, Any]) -> None:
    _, hi = values.get("seats", (1, TABLE))
    if values.get("folds", 0) > hi:
        raise GenerateError(("folds",), f"{values['folds']} spots cannot fold with at most {hi} spots")


def build(rng: random.Random, game: str, task: str, values: Mapping[str, Any]) -> dict[str, Any]:
    lo, hi = values.get("seats", (1, 6))
    folds = values.get("folds")
    lo = max(lo, folds or 0)
    count = rng.randint(lo, hi)
    decks = values.get("decks") or weighted(rng, {1: 0.8, 2: 0.2})
    qualifies = values.get("qualifies")
    if qualifies is None:
        qualifies = chance(rng, 0.65)
    shoe = Shoe(RULES.deck * decks, rng)
    dealer = _dealer(rng, shoe, qualifies)
    table = max(TABLE, count)
    seats = sorted(rng.sample(range(1, table + 1), count))
    hands = {s: shoe.draw(3) for s in seats}
    chip_unit: int | None = values.get("chip_unit")  # the chip set's smallest chip (pay-chips)
    minimums = [m for m in MINIMUMS if chip_unit is None or m % chip_unit == 0]
    minimum: int = rng.choice(minimums) if minimums else int(chip_unit or 1)
    if folds is None:
        folds = sum(1 for s in seats if not _plays(hands[s]) and chance(rng, 0.85))
    folding = _folders(rng, hands, folds)
    out: dict[str, Any] = {"game": "qpoker", "decks": decks, "dealer": names(dealer)}
    if chip_unit is not None:
        if chip_unit != 1:
            out["params"] = {"chip_unit": chip_unit}
    elif chance(rng, 0.1):
        out["params"] = {"chip_unit": 5}
    out["seats"] = []
    for seat in seats:
        entry: dict[str, Any] = {"seat": seat, "cards": names(hands[seat])}
        if seat not in folding and chance(rng, 0.05):
            entry["pair_plus"] = minimum * rng.choice((1, 2, 4))
        else:
            if chance(rng, 0.4):
                entry["pair_plus"] = minimum * rng.choice((1, 1, 2, 3, 4))
            entry["bet"] = minimum * rng.choice((1, 1, 2, 2, 3, 4, 5, 10))
            entry["decision"] = "fold" if seat in folding else "play"
        out["seats"].append(entry)
    return out


def _dealer(rng: random.Random, shoe: Shoe, qualifies: bool) -> list[Card]:
    for _ in range(60):
        cards = shoe.draw(3)
        if q.dealer_qualifies(q.evaluate(cards)).qualifies == qualifies:
            return cards
        shoe.put_back(cards)
    raise Retry("no croupier hand fits")


def _plays(cards: Sequence[Card]) -> bool:
    hand = q.evaluate(cards)
    return hand.category != "high-card" or tuple(hand.ranks) >= PLAYING_HAND


def _folders(rng: random.Random, hands: Mapping[int, list], folds: int) -> set[int]:
    """The spots that fold: mostly the weakest hands."""
    order = sorted(hands, key=lambda s: q.evaluate(hands[s]).strength)
    if chance(rng, 0.2):
        rng.shuffle(order)
    return set(order[:folds])


def unmet(game: str, task: str, values: Mapping[str, Any], scenario: Mapping[str, Any],
          solution: q.QPokerSolution) -> str | None:
    if "qualifies" in values and solution.result.qualification.qualifies != values["qualifies"]:
        return "qualification"
    seats = scenario["seats"]
    if "folds" in values and sum(s.get("decision") == "fold" for s in seats) != values["folds"]:
        return "folds"
    if "decks" in values and scenario.get("decks", 1) != values["decks"]:
        return "decks"
    if "seats" in values:
        lo, hi = values["seats"]
        if not lo <= len(seats) <= hi:
            return "seats"
    return None


def scale(scenario: Mapping[str, Any], k: int) -> dict[str, Any]:
    """The round with every bet and pair plus bet multiplied by ``k``: the same hands, each
    payment about ``k`` times as large (pay-chips steers its amount with it)."""
    return chip_drill.scaled(scenario, k, ("bet", "pair_plus"))
