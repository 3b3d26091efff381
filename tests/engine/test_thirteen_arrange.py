"""Arranging 13 unarranged cards (RULINGS R5-4, R5-5): legal, strongest, naturals.

"Strongest" compares the back first, then the middle, then the front; "legal"
means the rows are in order (no foul by RULINGS R5-4).
"""

from __future__ import annotations

import random
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from trainer.engine.cards import ALL_CARDS, Card, parse_cards
from trainer.engine.thirteen import Hand, cards_natural, evaluate_row, fouls_of, judge
from trainer.engine.thirteen_arrange import (
    FIVE_MASKS,
    THREE_MASKS,
    arrange,
    natural_split,
    strongest_rows,
)

thirteen_cards = st.lists(st.sampled_from(ALL_CARDS), min_size=13, max_size=13, unique=True)


def strength_key(h: Hand) -> tuple[int, int, int]:
    """Back, then middle, then front (the front on the middle's scale)."""
    return (h.back.strength, h.middle.strength, h.front.row_scale)


def in_order(h: Hand) -> bool:
    return not fouls_of(*h.rows)


def random_legal_arrangements(cards: list[Card], rng: random.Random, count: int) -> list[Hand]:
    out: list[Hand] = []
    for _ in range(50 * count):
        shuffled = rng.sample(cards, 13)
        h = judge(shuffled[:3], shuffled[3:8], shuffled[8:])
        if h.middle.strength > h.back.strength:  # half the shuffles: swap the five-card rows
            h = judge(shuffled[:3], shuffled[8:], shuffled[3:8])
        if in_order(h):
            out.append(h)
            if len(out) == count:
                break
    return out


def brute_force_best(cards: list[Card]) -> tuple[int, int, int]:
    """Every one of the 1,287 x 56 = 72,072 arrangements, judged from scratch."""
    best = None
    for back_cards in combinations(cards, 5):
        back = evaluate_row("back", back_cards)
        rest = [c for c in cards if c not in back_cards]
        for middle_cards in combinations(rest, 5):
            middle = evaluate_row("middle", middle_cards)
            front = evaluate_row("front", [c for c in rest if c not in middle_cards])
            key = (back.strength, middle.strength, front.row_scale)
            if not fouls_of(front, middle, back) and (best is None or key > best):
                best = key
    assert best is not None
    return best


def test_every_subset_is_evaluated_once():
    # C(13,5) = 1,287 five-card and C(13,3) = 286 three-card subsets, each its own mask.
    assert len(set(FIVE_MASKS)) == 1287
    assert len(set(THREE_MASKS)) == 286


@settings(max_examples=examples(60), deadline=None, database=None)
@given(thirteen_cards)
def test_an_arrangement_the_engine_returns_is_never_a_foul(cards):
    result = arrange(cards)
    assert in_order(result.hand)
    assert not result.hand.foul
    assert sorted(result.hand.cards) == sorted(cards)


@settings(max_examples=25, deadline=None, database=None)
@given(thirteen_cards, st.integers(min_value=0, max_value=2**32))
def test_the_arrangers_result_is_at_least_as_strong_as_200_random_legal_ones(cards, seed):
    ours = strength_key(judge(*strongest_rows(cards)))
    others = random_legal_arrangements(cards, random.Random(seed), 200)
    assert len(others) == 200
    assert all(ours >= strength_key(h) for h in others)


def test_the_arranger_finds_the_brute_force_optimum():
    # Random hands, plus hands where several backs tie because art. 9 ignores
    # their kickers (trips 8s, quads 8s / full house) and the rest must decide.
    rng = random.Random(5189)
    hands = [rng.sample(ALL_CARDS, 13) for _ in range(2)]
    hands.append(parse_cards("8s 8h 8d Ks 2c 3d 5h 7c 9s Jd Qh 4c Tc"))
    hands.append(parse_cards("8s 8h 8d 8c Ks Kh 2c 2d 5h 5c 9s 9d Qh"))
    for cards in hands:
        assert strength_key(judge(*strongest_rows(cards))) == brute_force_best(cards)


def test_quads_take_the_kicker_that_leaves_the_best_middle_and_front():
    # Back: four 8s; the kicker does not count (art. 9 II.3), so every kicker gives
    # an equal back and the rest decides.  Kicker 2 leaves K-K-Q-Q-9-9-5-5: middle
    # two pair K-Q with 9 (the best possible), front 9-5-5 (pair of 5s).  Kicker 5
    # or 9 leaves the same middle but a weaker front (9-5-2 high, 5-5-2); kicker K
    # or Q leaves a weaker middle (K-K-9-9 or Q-Q-9-9).
    cards = parse_cards("8s 8h 8d 8c Ks Kh Qc Qd 9s 9d 5h 5c 2s")
    front, middle, back = (sorted(c.rank for c in row) for row in strongest_rows(cards))
    assert back == [2, 8, 8, 8, 8]
    assert middle == [9, 12, 12, 13, 13]
    assert front == [5, 5, 9]


def test_unarranged_naturals_are_reported():
    # 13 ranks: dragon.
    dragon = arrange(parse_cards("Ah 2d 3c 4s 5h 6d 7c 8s 9h Td Jc Qs Kh"))
    assert dragon.natural == "dragon" and dragon.natural_rows is None
    # Pairs A K Q J T 9 and an odd 2: six pairs and a half.
    assert arrange(parse_cards("As Ah Ks Kh Qs Qh Js Jh Ts Th 9s 9h 2c")).natural == (
        "six-pairs-and-a-half"
    )
    # 3 hearts, 5 spades, 5 diamonds (9 twice, no 10: not a dragon): three flushes.
    flushes = arrange(parse_cards("2h 7h 9h 3s 5s 8s Js Ks 4d 6d 9d Qd Ad"))
    assert flushes.natural == "three-flushes"
    shown = flushes.natural_rows
    assert shown is not None and shown.natural == "three-flushes" and not shown.foul
    # Back first: the A-high diamond flush behind the K-high spade flush.
    assert {c.suit for c in shown.back.cards} == {"d"}
    # A-2-3 / 3-4-5-6-7 / 8-9-T-J-Q (12 ranks, one pair): three straights.
    straights = arrange(parse_cards("Ah 2d 3c 3s 4h 5d 6c 7s 8h 9d Tc Js Qh"))
    assert straights.natural == "three-straights"
    assert straights.natural_rows is not None and not straights.natural_rows.foul


def test_no_natural_and_no_split_for_an_ordinary_hand():
    cards = parse_cards("As Kd 9c 7h 7d 5s 4c 2h Jc Jd Qs 3h 8d")
    assert arrange(cards).natural is None
    assert natural_split(cards, "three-flushes") is None
    assert natural_split(cards, "three-straights") is None
    assert cards_natural(cards) is None


def test_an_eight_card_suit_splits_into_a_front_and_a_flush():
    # Eight spades and five hearts (6 twice, no 5: not a dragon).  The hearts cannot
    # be the front (two would be left over), so they are one five-card row and the
    # spades give 3 + 5.  Back first: the A-Q-10-8-6 spade flush beats the K-high
    # heart flush, the hearts go in the middle and the three spades left, 4-3-2, in
    # the front.
    cards = parse_cards("As Qs Ts 8s 6s 4s 3s 2s Kh Jh 9h 7h 6h")
    rows = natural_split(cards, "three-flushes")
    assert rows is not None
    front, middle, back = rows
    assert (sorted(c.rank for c in back), {c.suit for c in back}) == ([6, 8, 10, 12, 14], {"s"})
    assert {c.suit for c in middle} == {"h"}
    assert (sorted(c.rank for c in front), {c.suit for c in front}) == ([2, 3, 4], {"s"})
    h = judge(*rows)
    assert (h.natural, h.foul) == ("three-flushes", False)
