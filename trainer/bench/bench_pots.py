"""Bench section: settling hold'em hands with side pots (RULINGS R1, R2).

Workload: a random 6-seat hold'em hand (complete board, two or three short all-ins
at distinct levels under two covering seats, one or two folded seats that put chips
in, an uncalled overbet half the time, default 5 % commission) as a scenario dict,
solved through :func:`trainer.engine.solve.solve`: reading and validation, the
best hands, uncalled bet, side pots, commission, splits and odd chips, showdown
order, the JSON-ready answer.  A second row times
:func:`trainer.engine.pots.settle` alone on the same hands' chips, strengths given.
No anchor library does this workload as such (pokerkit settles only by playing a
hand through its state machine), so the rows have none.
"""

from __future__ import annotations

import random

from trainer.bench import Row, rate
from trainer.engine.cards import FULL_RANKS, deck, parse_cards
from trainer.engine.evaluate import strength
from trainer.engine.pots import Commission, settle
from trainer.engine.rulesets import ruleset
from trainer.engine.solve import solve

TITLE = "Pots: side pots, commission and splits"
ORDER = 20

SEATS = 6
SAMPLE = 200
SEED = 1985
_DECK = [str(c) for c in deck(FULL_RANKS)]


def random_hand(rng: random.Random) -> dict:
    """A 6-seat hold'em scenario with side pots: one or two seats folded after putting
    chips in, two or three short all-ins at distinct levels, two seats covering them
    (half the time one of them overbet: an uncalled bet)."""
    cards = rng.sample(_DECK, 5 + 2 * SEATS)
    top = 50 * rng.randint(20, 60)
    order = rng.sample(range(1, SEATS + 1), SEATS)
    folded = order[: rng.randint(1, 2)]
    covering = order[len(folded): len(folded) + 2]
    short = order[len(folded) + 2:]
    committed = dict(zip(short, rng.sample(range(50, top, 50), len(short)), strict=True))
    committed.update({seat: top for seat in covering})
    committed.update({seat: 50 * rng.randint(1, top // 50) for seat in folded})
    if rng.random() < 0.5:
        committed[covering[0]] += 50 * rng.randint(1, 10)
    seats = []
    for seat in range(1, SEATS + 1):
        entry: dict = {"seat": seat, "committed": committed[seat]}
        if seat in folded:
            entry["folded"] = True
        else:
            entry["cards"] = cards[3 + 2 * seat: 5 + 2 * seat]
        seats.append(entry)
    return {"game": "holdem", "marker": rng.randint(1, SEATS), "board": cards[:5],
            "seats": seats}


def hands(n: int = SAMPLE, seed: int = SEED) -> list[dict]:
    rng = random.Random(seed)
    return [random_hand(rng) for _ in range(n)]


def run(quick: bool) -> list[Row]:
    batch = hands()
    seconds = 0.3 if quick else 1.5
    side_pot_hands = sum(len(solve(h)["pots"]) > 1 for h in batch)

    def solve_all() -> int:
        for scenario in batch:
            solve(scenario)
        return len(batch)

    chips = [_chips(scenario) for scenario in batch]

    def settle_all() -> int:
        for commitments, folded, strengths, marker in chips:
            settle(commitments, folded, strengths, commission=Commission(5),
                   odd_chip="marker", marker=marker)
        return len(chips)

    return [
        Row("settle 6-seat hold'em hand (solve)", rate(solve_all, seconds), "hands/s",
            note=f"{side_pot_hands}/{len(batch)} hands with side pots"),
        Row("side pots + commission + splits only (settle)", rate(settle_all, seconds),
            "hands/s", note="hand strengths given"),
    ]


def _chips(scenario: dict) -> tuple[dict[int, int], set[int], dict[int, int], int]:
    """The scenario's commitments, folds, hand strengths and marker, for ``settle``."""
    rules = ruleset("holdem")
    board = parse_cards(scenario["board"])
    seats = scenario["seats"]
    return (
        {s["seat"]: s["committed"] for s in seats},
        {s["seat"] for s in seats if s.get("folded")},
        {s["seat"]: strength(rules, parse_cards(s["cards"]), board)
         for s in seats if not s.get("folded")},
        scenario["marker"],
    )
