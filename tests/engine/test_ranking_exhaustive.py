"""Every five-card hand of each deck, counted by category (RULINGS R3)."""

from collections import Counter
from itertools import combinations, pairwise

import pytest

from trainer.engine.rulesets import RULESETS

EXPECTED = {
    # 52 cards (holdem, omaha, omaha-macau): the classical counts.
    "holdem": {
        "royal-flush": 4, "straight-flush": 36, "four-of-a-kind": 624, "full-house": 3744,
        "flush": 5108, "straight": 10200, "three-of-a-kind": 54912, "two-pair": 123552,
        "one-pair": 1098240, "high-card": 1302540,
    },
    # 40 cards, A-5-6-7-8 the lowest straight (R3-2): 7 straights x 4^5.
    "stud": {
        "royal-flush": 4, "straight-flush": 24, "four-of-a-kind": 360, "full-house": 2160,
        "flush": 980, "straight": 7140, "three-of-a-kind": 23040, "two-pair": 51840,
        "one-pair": 322560, "high-card": 249900,
    },
    # 28 cards, A-8-9-T-J the lowest straight, figures categories (R3-3).
    "sintetico": {
        "royal-flush": 4, "straight-flush": 12, "four-of-a-kind": 168, "flush": 68,
        "full-house": 1008, "straight": 4080, "three-of-a-kind": 6720,
        "figures-with-pairs": 1728, "two-pair": 13392, "one-pair": 53760, "high-card": 17340,
    },
}
EXPECTED["omaha-macau"] = EXPECTED["holdem"]
# The 52-card decks' 2,598,960 hands are behind the slow marker; the fast loop sweeps
# the 40- and 28-card decks (658,008 and 98,280 hands) through the same code.
SLOW = ("holdem", "omaha-macau")


def _games(games):
    return [pytest.param(g, marks=pytest.mark.slow) if g in SLOW else g for g in games]


def _census(game: str) -> Counter:
    ranking = RULESETS[game].ranking
    strength, category_of = ranking.strength, ranking.category_of
    return Counter(category_of(strength(h)) for h in combinations(RULESETS[game].deck, 5))


@pytest.mark.parametrize("game", _games(EXPECTED))
def test_r3_every_five_card_hand_of_the_deck_by_category(game):
    census = _census(game)
    assert dict(census) == EXPECTED[game]
    assert sum(census.values()) == {"stud": 658008, "sintetico": 98280}.get(game, 2598960)


def test_r3_3_simple_figures_cannot_occur_with_28_cards():
    census = _census("sintetico")
    assert "simple-figures" in RULESETS["sintetico"].ranking.categories
    assert census["simple-figures"] == 0


@pytest.mark.parametrize("game", _games(["holdem", "stud", "sintetico", "omaha-macau"]))
def test_r3_categories_are_ordered_as_the_rule_set_lists_them(game):
    """Every hand of a better category beats every hand of a worse one."""
    ranking = RULESETS[game].ranking
    lo: dict[str, int] = {}
    hi: dict[str, int] = {}
    for h in combinations(RULESETS[game].deck, 5):
        s = ranking.strength(h)
        c = ranking.category_of(s)
        lo[c] = min(lo.get(c, s), s)
        hi[c] = max(hi.get(c, s), s)
    present = [c for c in ranking.categories if c in lo]
    for better, worse in pairwise(present):
        assert lo[better] > hi[worse], (better, worse)
