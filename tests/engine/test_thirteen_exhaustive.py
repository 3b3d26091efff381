"""Every front and every middle/back row of the 52-card deck, counted (RULINGS R5-2, R5-3).

The rows are classified through the same path the arranger uses (the sum of the
card keys, one table look-up), so these counts also check that path.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from trainer.engine.cards import ALL_CARDS
from trainer.engine.rulesets import THIRTEEN_FRONT_RANKING, THIRTEEN_RANKING
from trainer.engine.thirteen_arrange import five_strength, front_strength

# C(52, 3) = 22,100 fronts.
FRONTS = {
    "three-of-a-kind": 52,     # 13 ranks x C(4,3) = 4 suit choices
    "one-pair": 3744,          # 13 ranks x C(4,2) = 6 x 48 other cards
    "high-card": 18304,        # C(13,3) = 286 rank sets x 4^3 = 64 suitings
}

# C(52, 5) = 2,598,960 rows.  Reordering the straights (R5-3) moves no hand from
# one category to another, so the counts are the classical ones:
FIVES = {
    "royal-flush": 4,              # 4 suits
    "straight-flush": 36,          # 9 other runs (A-2-3-4-5 ... K-high) x 4 suits
    "four-of-a-kind": 624,         # 13 x 48
    "full-house": 3744,            # 13 x C(4,3) x 12 x C(4,2) = 13 x 4 x 12 x 6
    "flush": 5108,                 # 4 x (C(13,5) - 10 runs) = 4 x 1,277
    "straight": 10200,             # 10 runs x (4^5 - 4 one-suit)
    "three-of-a-kind": 54912,      # 13 x 4 x C(12,2) x 4^2 = 13 x 4 x 66 x 16
    "two-pair": 123552,            # C(13,2) x 6^2 x 44 = 78 x 36 x 44
    "one-pair": 1098240,           # 13 x 6 x C(12,3) x 4^3 = 13 x 6 x 220 x 64
    "high-card": 1302540,          # (C(13,5) - 10) x (4^5 - 4) = 1,277 x 1,020
}


def test_r5_2_every_front_of_the_deck_by_category():
    census = Counter(map(front_strength, map(sum, combinations(ALL_CARDS, 3))))
    by_category: Counter = Counter()
    for strength, n in census.items():
        # front_strength is on the middle's scale; its category names are the front's.
        by_category[THIRTEEN_RANKING.category_of(strength)] += n
    assert dict(by_category) == FRONTS
    assert sum(by_category.values()) == 22100
    # Distinct fronts: 13 trios + 13 x 12 pair/kicker + C(13,3) = 286 high cards = 455.
    assert len(census) == 455
    assert set(THIRTEEN_FRONT_RANKING.categories) == set(FRONTS)


@pytest.mark.slow  # 2,598,960 rows; the fast loop's R5-3 tests are in test_thirteen_rules.py
def test_r5_3_every_five_card_row_of_the_deck_by_category():
    census = Counter(map(five_strength, map(sum, combinations(ALL_CARDS, 5))))
    by_category: Counter = Counter()
    for strength, n in census.items():
        by_category[THIRTEEN_RANKING.category_of(strength)] += n
    assert dict(by_category) == FIVES
    assert sum(by_category.values()) == 2598960
    # Distinct strengths: the classical 7,462 classes, less the kickers art. 9 ignores:
    # quads 156 -> 13, full houses 156 -> 13, trips 858 -> 13.  7,462 - 1,131 = 6,331.
    assert len(census) == 6331
