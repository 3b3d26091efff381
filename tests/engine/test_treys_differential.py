"""Differential test against treys, an independent hold'em evaluator (issue 2).

20,000 seeded deals of four hold'em hands on one board: our category must be
treys' class, and every pair of hands must be ordered the same way (treys: lower
rank is better).
"""

import random
from itertools import combinations

from treys import Card as TCard
from treys import Evaluator

from trainer.engine.evaluate import strength
from trainer.engine.rulesets import RULESETS

TREYS_CLASS = {
    "royal-flush": "Royal Flush",
    "straight-flush": "Straight Flush",
    "four-of-a-kind": "Four of a Kind",
    "full-house": "Full House",
    "flush": "Flush",
    "straight": "Straight",
    "three-of-a-kind": "Three of a Kind",
    "two-pair": "Two Pair",
    "one-pair": "Pair",
    "high-card": "High Card",
}


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def test_holdem_agrees_with_treys_on_20000_deals():
    rules = RULESETS["holdem"]
    ranking = rules.ranking
    evaluator = Evaluator()
    conv = {c: TCard.new(str(c)) for c in rules.deck}
    rng = random.Random(20_000)
    compared = 0
    for _ in range(20_000):
        cards = rng.sample(rules.deck, 13)
        board = cards[:5]
        holes = [cards[5 + 2 * i : 7 + 2 * i] for i in range(4)]
        t_board = [conv[c] for c in board]
        ours, theirs = [], []
        for hole in holes:
            s = strength(rules, hole, board)
            t = evaluator.evaluate(t_board, [conv[c] for c in hole])
            assert TREYS_CLASS[ranking.category_of(s)] == evaluator.class_to_string(
                evaluator.get_rank_class(t)
            ), (hole, board)
            ours.append(s)
            theirs.append(t)
        for i, j in combinations(range(4), 2):
            assert _sign(ours[i] - ours[j]) == _sign(theirs[j] - theirs[i]), (holes[i], holes[j], board)
            compared += 1
    assert compared == 120_000
