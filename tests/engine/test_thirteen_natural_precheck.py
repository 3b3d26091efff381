"""The quick tests for three flushes / three straights agree with the full search (R5-5)."""

import random

from trainer.engine.cards import ALL_CARDS, parse_cards
from trainer.engine.thirteen_arrange import ROW_NATURALS, Subsets, _natural_rows, could_show


def _search(cards, name):
    return _natural_rows(Subsets(sorted(cards, key=lambda c: (c.rank, c.suit_order), reverse=True)),
                         *ROW_NATURALS[name]) is not None


def test_r5_5_quick_tests_match_the_search_on_random_and_built_hands():
    rng = random.Random(55)
    hands = [rng.sample(ALL_CARDS, 13) for _ in range(300)]
    # Hands built to hold the naturals, so both answers occur.
    hands.append(parse_cards("2h 3h 4h 5d 6d 7d 8d 9d Ts Js Qs Ks As"))    # three straights
    hands.append(parse_cards("2h 5h 9h 3d 6d 8d Jd Kd 2s 4s 7s Ts Qs"))    # three flushes
    hands.append(parse_cards("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh"))    # one suit: both
    for cards in hands:
        for name in ROW_NATURALS:
            assert could_show(cards, name) == _search(cards, name), (name, cards)
    assert could_show(hands[-3], "three-straights") and could_show(hands[-2], "three-flushes")
