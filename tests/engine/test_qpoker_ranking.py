"""Q Poker hand order: Despacho 89/2004 art. 4, 8; RULINGS R6-1 .. R6-3b."""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import combinations

import pytest

from trainer.engine.cards import ALL_CARDS, parse_cards
from trainer.engine.qpoker import QHand, evaluate, showdown, strength

ART_8_ORDER = (
    "straight-flush", "three-of-a-kind", "straight", "flush", "one-pair", "high-card",
)
ALL_HANDS = list(combinations(ALL_CARDS, 3))


def hand(text: str) -> QHand:
    return evaluate(parse_cards(text))


def beats(a: str, b: str) -> bool:
    return hand(a).strength > hand(b).strength


# -- exhaustive: every one of the C(52, 3) = 22,100 hands -------------------------------


def test_every_three_card_hand_is_counted_once_per_category():
    # By hand, with 12 sequences (art. 4.3: A-K-Q .. 4-3-2, A-2-3) and
    # C(13, 3) = 286 sets of three ranks, 286 - 12 = 274 of them not a sequence:
    #   straight flush   12 sequences x 4 suits                       =     48
    #   three of a kind  13 ranks x C(4, 3) = 4                        =     52
    #   straight         12 x 4^3 suit patterns - 48 straight flushes =    720
    #   flush            4 suits x 274                                 =  1,096
    #   one pair         13 x C(4, 2) = 6 x 12 odd ranks x 4 suits     =  3,744
    #   three odd cards  274 x (4^3 - 4 one-suit patterns) = 274 x 60  = 16,440
    #   total                                                          = 22,100
    counts = Counter(evaluate(h).category for h in ALL_HANDS)
    assert len(ALL_HANDS) == 22_100
    assert counts == {
        "straight-flush": 48,
        "three-of-a-kind": 52,
        "straight": 720,
        "flush": 1_096,
        "one-pair": 3_744,
        "high-card": 16_440,
    }


def test_fast_strength_agrees_with_evaluate_on_every_hand():
    assert all(strength(h) == evaluate(h).strength for h in ALL_HANDS)


def test_single_deck_order_is_strict_total_suits_break_every_tie():
    # Two hands that can meet at a one-deck table hold different cards; R6-3 then
    # always finds a difference.  Equal strengths happen only between hands sharing
    # the card that decides (As Kh Qd and As Kd Qh: both A-high straights whose
    # highest card is As), which one deck can never deal to two hands at once.
    groups: dict[int, list[tuple]] = defaultdict(list)
    for h in ALL_HANDS:
        groups[strength(h)].append(h)
    for members in groups.values():
        for a, b in combinations(members, 2):
            assert set(a) & set(b), f"{a} and {b} tie"
    # The number of classes, by hand (a class = category, ranks, deciding suit):
    #   straight flush 12 x 4 = 48; three of a kind 13 (no suits, R6-3b);
    #   straight 12 x 4 suits of the highest card = 48; flush 274 x 4 = 1,096;
    #   one pair 13 x 12 x 4 suits of the odd card = 624; odd cards 274 x 4 = 1,096
    #   -> 48 + 13 + 48 + 1,096 + 624 + 1,096 = 2,925.
    assert len(groups) == 2_925


def test_sorted_hands_fall_in_art_8_category_blocks():
    ordered = sorted(ALL_HANDS, key=strength, reverse=True)
    blocks = [evaluate(ordered[0]).category]
    for h in ordered[1:]:
        category = evaluate(h).category
        if category != blocks[-1]:
            blocks.append(category)
    assert tuple(blocks) == ART_8_ORDER


# -- R6-1: suits and categories ----------------------------------------------------------


def test_r6_1_suits_rank_spades_hearts_clubs_diamonds():
    # Same flush ranks K-9-4 in every suit (art. 4.1, 8.4): spades > hearts > clubs > diamonds.
    flushes = ["Ks 9s 4s", "Kh 9h 4h", "Kc 9c 4c", "Kd 9d 4d"]
    strengths = [hand(f).strength for f in flushes]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == 4


@pytest.mark.parametrize(
    ("higher", "lower"),
    [
        ("4d 3d 2d", "As Ah Ad"),   # lowest-but-one straight flush over the best trio
        ("2c 2d 2h", "As Ks Qh"),   # lowest trio over the best straight
        ("3c 2d Ah", "As Ks Js"),   # A-2-3, the lowest straight, over A-K-J flush
        ("5d 3d 2d", "As Ah Kd"),   # the lowest flush over aces
        ("2c 2d 3h", "As Kd Jc"),   # the lowest pair over the best odd cards
    ],
)
def test_r6_1_categories_in_art_8_order(higher, lower):
    assert ART_8_ORDER.index(hand(higher).category) + 1 == ART_8_ORDER.index(hand(lower).category)
    assert beats(higher, lower)


# -- R6-2: sequences ---------------------------------------------------------------------


def test_r6_2_a23_is_the_lowest_sequence():
    # Art. 4.3 ends "... 5-4-3, 4-3-2 e Ás-2-3": A-2-3 loses to 4-3-2 although it holds an ace.
    assert hand("Ah 2c 3d").category == "straight"
    assert beats("4c 3d 2h", "As 2s 3h")
    assert beats("4d 3d 2d", "As 2s 3s")  # straight flushes too, even against spades


def test_r6_2_akq_is_the_highest_sequence():
    assert beats("Ad Kd Qd", "Ks Qs Js")
    assert beats("Ad Kc Qh", "Ks Qs Jh")


def test_r6_2_sequences_in_art_4_order():
    # Art. 4.3 written out, high to low; one suit pattern so only the ranks differ.
    listed = ["A K Q", "K Q J", "Q J T", "J T 9", "T 9 8", "9 8 7", "8 7 6", "7 6 5",
              "6 5 4", "5 4 3", "4 3 2", "A 2 3"]
    hands = [hand(" ".join(r + s for r, s in zip(ranks.split(), "hcd", strict=True)))
             for ranks in listed]
    assert all(h.category == "straight" for h in hands)
    assert [h.strength for h in hands] == sorted((h.strength for h in hands), reverse=True)
    assert len({h.strength for h in hands}) == 12


# -- R6-3: ties ----------------------------------------------------------------------------


def test_r6_3_straight_flush_tie_by_suit():
    assert beats("9h 8h 7h", "9c 8c 7c")
    assert showdown(hand("9c 8c 7c"), hand("9h 8h 7h")).decided_by == "suit"


def test_r6_3_a23_tie_is_decided_by_the_three():
    # R6-3: "the 3 in A-2-3".  3s 2h Ad beats 3h 2s As although the ace of spades is there.
    assert hand("Ad 2h 3s").suit_card == parse_cards("3s")[0]
    assert beats("Ad 2h 3s", "As 2s 3h")


def test_r6_3_straight_tie_by_suit_of_highest_card():
    # K-Q-J both; highest cards Ks vs Kh: spades win although the other holds Qs.
    assert beats("Ks Qh Jd", "Kh Qs Jc")
    assert hand("Ks Qh Jd").ranks == (13,)


def test_r6_3_flush_ranks_card_by_card_before_suit():
    # Art. 8.4: K-7-2 over Q-J-9 (first card), Q-J-9 over Q-J-8 (third card).
    assert beats("Kd 7d 2d", "Qs Js 9s")
    assert beats("Qd Jd 9d", "Qs Js 8s")
    # same ranks: the suit
    assert beats("Th 7h 5h", "Tc 7c 5c")
    assert showdown(hand("Tc 7c 5c"), hand("Th 7h 5h")).decided_by == "suit"


def test_r6_3_pair_tie_by_suit_of_the_odd_card():
    # 9-9-5 both: the fives decide (5s over 5c), not the nines (art. 8.5).
    assert beats("9c 9d 5s", "9s 9h 5c")
    # the pair's rank before the odd card, the odd card's rank before any suit
    assert beats("Tc Td 2d", "9s 9h As")
    assert beats("9c 9d 6d", "9s 9h 5s")


def test_r6_3_odd_cards_tie_by_suit_of_highest_card():
    # A-K-9 both: Ac over Ad (clubs > diamonds) although the other has Ks.
    assert beats("Ac Kd 9h", "Ad Ks 9s")
    assert beats("Ad Kd 9c", "Ah Qs Js")  # second card K over Q first (art. 8.6)


def test_r6_3_identical_hands_from_several_decks_push():
    seat, dealer = hand("As Kh 9d"), hand("As Kd 9h")
    assert seat.strength == dealer.strength
    assert showdown(seat, dealer).winner == "push"
    assert showdown(hand("9h 9d 5c"), hand("9s 9c 5c")).winner == "push"


# -- R6-3b: three of a kind -------------------------------------------------------------


def test_r6_3b_higher_trio_wins_equal_trios_push():
    assert beats("3d 3c 3h", "2s 2h 2c")
    assert hand("7s 7h 7c").suit_card is None
    # two decks: 7s 7h 7c and 7s 7h 7d are both sevens; suits do not count (R6-3b).
    assert showdown(hand("7s 7h 7c"), hand("7s 7h 7d")) == showdown(
        hand("7s 7h 7d"), hand("7s 7h 7c")
    )
    assert showdown(hand("7s 7h 7c"), hand("7s 7h 7d")).winner == "push"


# -- several decks: two equal cards in one suit -------------------------------------------


def test_two_equal_cards_of_one_suit_make_a_flush_ranked_card_by_card():
    # Art. 8.4: three cards of one suit not in sequence -> a flush, above the pair it
    # also holds.  Ranked A, A, K: it beats A-K-J of spades (second card A over K)
    # and loses to the lowest straight.
    twin = hand("Ah Ah Kh")
    assert twin.category == "flush"
    assert twin.ranks == (14, 14, 13)
    assert beats("Ah Ah Kh", "As Ks Js")
    assert beats("Ah 2c 3d", "Ah Ah Kh")
    assert beats("Ah Ah Kh", "As Ah Kd")  # the same ranks not of one suit: only a pair
    assert hand("As Ah Kd").category == "one-pair"
    assert hand("Ah Ah Ah").category == "three-of-a-kind"
