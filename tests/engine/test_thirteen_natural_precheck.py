"""The 13-card natural tests agree with the full search over splits (RULINGS R5-5).

:func:`cards_natural` decides three flushes by the suit counts and three straights
by the rank multiset; the arranger's search finds rows that show them.  The two
must agree on every hand: the natural is a property of the 13 cards.
"""

import random

from trainer.engine.cards import ALL_CARDS, parse_cards
from trainer.engine.thirteen import makes_natural
from trainer.engine.thirteen_arrange import ROW_NATURALS, natural_split


def test_r5_5_the_13_card_tests_match_the_search_over_splits_on_random_and_built_hands():
    rng = random.Random(55)
    hands = [rng.sample(ALL_CARDS, 13) for _ in range(300)]
    # Hands built to hold the naturals, so both answers occur.
    hands.append(parse_cards("2h 3h 4h 5d 6d 7d 8d 9d Ts Js Qs Ks As"))    # three straights
    hands.append(parse_cards("2h 5h 9h 3d 6d 8d Jd Kd 2s 4s 7s Ts Qs"))    # three flushes
    hands.append(parse_cards("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh"))    # one suit: both
    # Random hands with a 5-5-3 suit split and random runs, so "yes" is common too.
    suits = "shcd"
    for _ in range(100):
        a, b, c = rng.sample(suits, 3)
        pool = {s: [x for x in ALL_CARDS if x.suit == s] for s in (a, b, c)}
        hands.append(rng.sample(pool[a], 3) + rng.sample(pool[b], 5) + rng.sample(pool[c], 5))
    # Random runs 3 + 5 + 5 with random suits, so three straights are common too.
    runs3 = [(14, 2, 3)] + [(r, r + 1, r + 2) for r in range(2, 13)]
    runs5 = [(14, 2, 3, 4, 5)] + [tuple(range(r, r + 5)) for r in range(2, 11)]
    for _ in range(100):
        ranks = [*rng.choice(runs3), *rng.choice(runs5), *rng.choice(runs5)]
        cards = []
        for rank in set(ranks):
            cards += rng.sample([x for x in ALL_CARDS if x.rank == rank], ranks.count(rank))
        hands.append(cards)
    for cards in hands:
        for name in ROW_NATURALS:
            assert makes_natural(cards, name) == (natural_split(cards, name) is not None), (name, cards)
    assert makes_natural(hands[300], "three-straights") and makes_natural(hands[301], "three-flushes")
    assert all(makes_natural(cards, "three-flushes") for cards in hands[303:403])
    assert all(makes_natural(cards, "three-straights") for cards in hands[403:])
