"""Five-card stud betting order (RULINGS R4, Portaria 104/85/M art. 10).

Stud deck: A K Q J T 9 8 7 6 5.  Suits rank spades > hearts > clubs > diamonds for
the betting order (art. 10 b).  Each expected opener is worked out in a comment.
"""

from __future__ import annotations

import pytest

from trainer.engine.cards import parse_cards
from trainer.engine.showdown import best_board, open_board, stud_openings
from trainer.engine.solve import solve


def opener(**boards: str) -> int:
    """The seat that opens, boards given as ``s3="Ah Kd"`` (seat 3)."""
    return best_board({int(k[1:]): parse_cards(v) for k, v in boards.items()})


def category(cards: str) -> str:
    return open_board(parse_cards(cards)).category


# -- R4-2 -----------------------------------------------------------------------------


def test_r4_2_highest_open_card_opens():
    # A beats K whatever the suits: the Ad opens against the Ks.
    assert opener(s1="Ks", s4="Ad") == 4


def test_r4_2_equal_ranks_are_broken_by_suit():
    # Kh against Ks: spades over hearts -> seat 6.  Kc against Kd: clubs -> seat 2.
    assert opener(s2="Kh", s6="Ks") == 6
    assert opener(s2="Kc", s6="Kd") == 2


# -- R4-3 -----------------------------------------------------------------------------


def test_r4_3_second_street_pair_then_second_card():
    # 5-5 showing beats A-K (a pair beats no pair).
    assert opener(s1="Ah Kd", s2="5c 5d") == 2
    # No pair: only the second open card counts: A-6 has 6, 5-9 has 9 -> seat 2.
    assert opener(s1="Ah 6d", s2="5c 9d") == 2
    # Two pairs of kings: the pair holding the higher suit (Ks) -> seat 1.
    assert opener(s1="Ks Kh", s2="Kc Kd") == 1


def test_r4_3_pair_formed_with_the_third_card_beats_an_older_pair():
    # Third street.  Seat 1: K-K-5, a pair of the first two cards (older pair) -> it
    # does not count, seat 1 ranks by its third card, 5.  Seat 3: 7-8-8, the pair is
    # formed with the third card -> seat 3 opens, though kings beat eights.
    # Seat 5: 6-9-Q, no pair, third card Q.
    assert category("Ks Kh 5c") == "third-card"
    assert category("7d 8s 8h") == "pair-with-third-card"
    assert opener(s1="Ks Kh 5c", s3="7d 8s 8h", s5="6c 9d Qd") == 3
    # Without seat 3: the queen third card beats the older kings (third card 5).
    assert opener(s1="Ks Kh 5c", s5="6c 9d Qd") == 5


def test_r4_3_third_street_trio_and_pairs_with_first_or_second_card():
    # Trio 6-6-6 beats a pair of aces formed with the third card.
    assert opener(s1="6s 6h 6c", s2="Ad 9c Ac") == 1
    # Third with first (A-9-A) and third with second (9-K-K): aces higher -> seat 2.
    assert category("Ad 9c Ac") == "pair-with-third-card"
    assert opener(s2="Ad 9c Ac", s4="9s Kd Kc") == 2
    # Equal ranks: the pair holding the higher suit: Qs-Qd against Qh-Qc -> seat 7.
    assert opener(s3="5s Qh Qc", s7="Qs 6d Qd") == 7


# -- R4-4 -----------------------------------------------------------------------------

# One board per category, best first (art. 10 d).
FOURTH_STREET = [
    ("Ks Qs Js Ts", "possible-royal-flush"),
    ("9h 8h 7h 6h", "possible-straight-flush"),
    ("Ac Ad Ah As", "four-of-a-kind"),
    ("Ks 9s 7s 5s", "possible-flush"),
    ("9d 8c 7h 6s", "possible-straight"),
    ("Qc Qd Qh 5d", "three-of-a-kind"),
    ("Jc Jd 6h 6d", "two-pair"),
    ("Ad Kc 9d 9c", "pair-with-fourth-card"),
    ("Ac Kd Qh 9s", "fourth-card"),
]


@pytest.mark.parametrize(("cards", "expected"), FOURTH_STREET)
def test_r4_4_fourth_street_categories(cards, expected):
    assert category(cards) == expected


def test_r4_4_categories_rank_in_the_order_of_article_10_d():
    keys = [open_board(parse_cards(cards)).key() for cards, _ in FOURTH_STREET]
    assert keys == sorted(keys, reverse=True)
    assert len(set(keys)) == len(keys)


def test_r4_4_consecutive_fours_only():
    # T-9-7-6 is not consecutive: never a possible straight; ranks by its fourth card.
    assert category("Ts 9d 7h 6c") == "fourth-card"
    # A-5-6-7 counts as consecutive (the ace plays as the "4", art. 5.6).
    assert category("Ad 5c 6h 7s") == "possible-straight"
    assert category("Ad 5d 6d 7d") == "possible-straight-flush"
    # A-K-Q-T suited is four of a suit but not consecutive: a possible flush.
    assert category("As Ks Qs Ts") == "possible-flush"


def test_r4_4_possible_straights_compare_by_their_top_card():
    # 8-7-6-5 (top 8) beats A-5-6-7 (top 7: the ace is low) -> seat 1.
    assert opener(s1="8d 7c 6h 5s", s2="As 5c 6d 7h") == 1


def test_r4_4_older_pair_on_fourth_street_counts_only_its_fourth_card():
    # Seat 1: A-A-K-9, the pair is of the first two cards -> fourth card 9.
    # Seat 2: 5-6-8-T, no pair -> fourth card T: seat 2 opens.
    assert category("Ah Ad Kc 9s") == "fourth-card"
    assert opener(s1="Ah Ad Kc 9s", s2="5c 6d 8h Ts") == 2


def test_r4_4_ties_ranks_then_suit_of_the_highest_card():
    # Two pair K-K-Q-Q both: seat 1 holds the Ks (highest card, spades) -> seat 1,
    # though seat 2 has the Qs.
    assert opener(s1="Ks Kd Qh Qc", s2="Kh Kc Qs Qd") == 1
    # Possible flushes A-K-9-6 of spades and of hearts: equal ranks, As -> seat 4.
    assert opener(s3="Ah Kh 9h 6h", s4="As Ks 9s 6s") == 4
    # Possible straights 9-8-7-6: highest card 9s against 9h -> seat 2.
    assert opener(s1="9h 8s 7d 6c", s2="6d 7h 8c 9s") == 2


# -- R4-5 -----------------------------------------------------------------------------


def test_r4_5_scenarios_example_first_to_act_every_street():
    # SCENARIOS.md's stud example:
    #   street 1: Ah (1), Kd (4), Qc (6)             -> 1
    #   street 2: seconds 9d (1), Jc (4), 8h (6)     -> 4
    #   street 3: seat 6 folded at the 3rd card; 1 shows A-9-9 (pair with the third
    #             card), 4 shows K-J-6 (third card 6) -> 1
    #   street 4: 1 shows A-9-9-T (older pair: fourth card T), 4 shows K-J-6-6
    #             (pair formed with the fourth card) -> 4
    answer = solve({
        "game": "stud", "params": {"chip_unit": 5},
        "seats": [
            {"seat": 1, "hole": "Ks", "up": ["Ah", "9d", "9c", "Th"], "committed": 400},
            {"seat": 4, "hole": "5s", "up": ["Kd", "Jc", "6h", "6d"], "committed": 400},
            {"seat": 6, "up": ["Qc", "8h"], "committed": 100, "folded": True, "folded_at": 3},
        ],
    })
    assert answer["first_to_act"] == {"1": 1, "2": 4, "3": 1, "4": 4}


def test_r4_5_folded_seats_are_skipped_and_the_duty_passes():
    # Street 2: seat 3 shows Q-Q (best) but folded when that card came (folded_at 2):
    # the duty passes to the next best board, seat 5's second card J over seat 1's 9.
    up = {1: parse_cards("Ah 9d"), 3: parse_cards("Qc Qd"), 5: parse_cards("5c Js")}
    (first, second) = stud_openings(up, {1: None, 3: 2, 5: None})
    # Street 1: A (1) over Q (3) over 5 (5) -> seat 1; seat 3 was still there.
    assert (first.opener, first.present) == (1, (1, 5, 3))
    assert (second.street, second.opener, second.passed_over) == (2, 5, (3,))
    # Betting goes counterclockwise from the opener: 5, then 1.
    assert second.present == (5, 1)


def test_r4_5_seat_that_opened_then_folded_keeps_that_street():
    # Same boards, but seat 3 folded later in the street-2 betting (folded_at 3): he
    # was the one to open street 2.
    up = {1: parse_cards("Ah 9d"), 3: parse_cards("Qc Qd"), 5: parse_cards("5c Js")}
    openings = stud_openings(up, {1: None, 3: 3, 5: None})
    assert [o.opener for o in openings] == [1, 3]


def test_r4_5_folded_seat_without_folded_at_is_skipped_at_its_last_card():
    # Seat 3 folded with two open cards and no folded_at: read as folded at the
    # street of its last open card, so street 2 is opened by seat 5 (J) not 3 (Q-Q).
    answer = solve({
        "game": "stud",
        "seats": [
            {"seat": 1, "hole": "Ks", "up": ["Ah", "9d"], "committed": 100},
            {"seat": 3, "up": ["Qc", "Qd"], "committed": 50, "folded": True},
            {"seat": 5, "hole": "Ts", "up": ["5c", "Js"], "committed": 100},
        ],
    })
    assert answer["first_to_act"] == {"1": 1, "2": 5}
