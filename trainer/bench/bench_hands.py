"""Hand evaluation rates, side by side with treys (issue 2).

Workloads: 5-card hands, 7-card hold'em (best five of seven), Omaha (best of the
60 two-plus-three hands), 40-card stud.  treys does the same work in the same run
(Omaha through treys = best of the 60 five-card evaluations), so the ratio is
fair on whatever machine runs it.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from trainer.engine.cards import Card
from trainer.engine.evaluate import best_of_any, best_of_split
from trainer.engine.rulesets import HOLDEM_RANKING, RULESETS, STUD_RANKING

from . import Row, compare, rate

TITLE = "hand evaluation (evaluations per second)"
ORDER = 10
DEALS = 2000


def _deals(deck: tuple[Card, ...], size: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(deck, size) for _ in range(DEALS)]


def _treys() -> tuple[Any, Any] | None:
    try:
        from treys import Card as TCard
        from treys import Evaluator
    except ImportError:
        return None
    return TCard, Evaluator()


def run(quick: bool) -> list[Row]:
    seconds = 0.3 if quick else 1.0
    full = RULESETS["holdem"].deck
    stud_deck = RULESETS["stud"].deck
    five = _deals(full, 5, 1)
    seven = _deals(full, 7, 2)
    nine = _deals(full, 9, 3)
    stud = _deals(stud_deck, 5, 4)
    # Warm the tables (built once per process) before timing.
    HOLDEM_RANKING.best_plain(7)
    HOLDEM_RANKING.best_suited(7)
    assert STUD_RANKING.plain_table

    hs, st = HOLDEM_RANKING.strength, STUD_RANKING.strength

    def ours_five() -> int:
        for h in five:
            hs(h)
        return len(five)

    def ours_seven() -> int:
        for h in seven:
            best_of_any(HOLDEM_RANKING, h)
        return len(seven)

    def ours_omaha() -> int:
        for d in nine:
            best_of_split(HOLDEM_RANKING, d[:4], d[4:], 2)
        return len(nine)

    def ours_stud() -> int:
        for h in stud:
            st(h)
        return len(stud)

    workloads = {
        "5-card hands": ours_five,
        "7-card hold'em (best 5 of 7)": ours_seven,
        "Omaha (best of 60)": ours_omaha,
        "40-card stud (5 cards)": ours_stud,
    }
    anchor = _treys()
    if anchor is None:
        return [Row(k, rate(fn, seconds), "/s", "treys not installed") for k, fn in workloads.items()]
    TCard, ev = anchor
    conv = {c: TCard.new(str(c)) for c in full}
    t_five = [[conv[c] for c in h] for h in five]
    t_seven = [[conv[c] for c in h] for h in seven]
    t_nine = [[conv[c] for c in h] for h in nine]
    t_stud = [[conv[c] for c in h] for h in stud]
    five_eval = ev._five

    def treys_five() -> int:
        for h in t_five:
            ev.evaluate(h[:2], h[2:])
        return len(t_five)

    def treys_seven() -> int:
        for h in t_seven:
            ev.evaluate(h[:2], h[2:])
        return len(t_seven)

    def treys_omaha() -> int:
        for d in t_nine:
            hole, board = d[:4], d[4:]
            min(five_eval([*h, *b]) for h in combinations(hole, 2) for b in combinations(board, 3))
        return len(t_nine)

    def treys_stud() -> int:
        for h in t_stud:
            ev.evaluate(h[:2], h[2:])
        return len(t_stud)

    anchors = {
        "5-card hands": treys_five,
        "7-card hold'em (best 5 of 7)": treys_seven,
        "Omaha (best of 60)": treys_omaha,
        "40-card stud (5 cards)": treys_stud,
    }
    notes = {"40-card stud (5 cards)": "treys ranks these with 52-card rules; speed only",
             "7-card hold'em (best 5 of 7)": "target >= 15x treys (issue 36)",
             "Omaha (best of 60)": "target >= 6x treys (issue 36); each hole's and board's parts found once"}
    rows = []
    for name, fn in workloads.items():
        ours, theirs = compare(fn, anchors[name], seconds * 2)
        rows.append(Row(name, ours, "/s", "treys", theirs, note=notes.get(name, "")))
    return rows
