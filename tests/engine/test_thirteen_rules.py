"""Thirteen cards (Portaria 51/89/M): one named test per ruling R5-1 ... R5-7.

Every expected value is worked out by hand in the comment above it.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

import pytest

from trainer.engine.cards import parse_cards
from trainer.engine.thirteen import (
    Hand,
    PayoutRules,
    compare_row,
    evaluate_row,
    first_card,
    judge,
    payout,
    row_points,
    settle,
    verdict,
)
from trainer.engine.thirteen_solve import foul_reason


def hand(front: str, middle: str, back: str) -> Hand:
    return judge(parse_cards(front), parse_cards(middle), parse_cards(back))


def row(name: str, cards: str):
    return evaluate_row(name, parse_cards(cards))


# Banker used in several settlements: pair of 3s / two pair 4s and 6s / quads 5s.
# Rank counts 3:2 8:1 4:2 6:2 9:1 5:4 2:1 -> 1+1+1+2 = 5 pairs: no natural; rows in order.
PLAIN_BANKER = ("3c 3d 8c", "4c 4d 6c 6d 9c", "5s 5h 5c 5d 2d")


# -- R5-1 dice ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dice", "place"),
    [
        # Counting counterclockwise from the banker = 1: banker 1, seat 3 2, seat 2 3,
        # seat 1 4, banker 5, seat 3 6, ...  so sum s -> place (s - 1) mod 4.
        ((1, 1, 1, 2), "banker"),   # 5 -> (5-1) mod 4 = 0
        ((1, 1, 2, 2), "seat 3"),   # 6 -> 1
        ((1, 1, 2, 3), "seat 2"),   # 7 -> 2
        ((1, 1, 1, 1), "seat 1"),   # 4 -> 3, the lowest sum
        ((4, 4, 4, 4), "seat 1"),   # 16 -> 15 mod 4 = 3
        ((3, 5, 2, 6), "seat 1"),   # 16, the SCENARIOS.md example
        ((6, 6, 6, 6), "seat 1"),   # 24 -> 23 mod 4 = 3, the highest sum
        ((2, 2, 2, 3), "banker"),   # 9 -> 8 mod 4 = 0
    ],
)
def test_r5_1_dice_are_counted_counterclockwise_from_the_banker(dice, place):
    assert first_card(dice) == place


# -- R5-2 front rows ----------------------------------------------------------------------


def test_r5_2_front_ranks_only_as_trips_pair_or_high_card():
    # Three suited consecutive cards are neither a straight nor a flush in the front.
    assert row("front", "Ah Kh Qh").category == "high-card"
    assert row("front", "2c 3c 4c").category == "high-card"
    assert row("front", "Ah 2d 3s").category == "high-card"
    assert row("front", "9h 9d Ac").category == "one-pair"
    assert row("front", "8s 8h 8d").category == "three-of-a-kind"
    # Trips 2s > pair of aces > A-K-Q high; suits never rank (A-K-Q suited = offsuit).
    order = ["2s 2h 2d", "As Ad 3c", "As Ad 2c", "Ah Kh Qh", "Ah Kd 9c"]
    strengths = [row("front", cards).strength for cards in order]
    assert all(a > b for a, b in pairwise(strengths))
    assert row("front", "Ah Kh Qh").strength == row("front", "Ad Ks Qc").strength


# -- R5-3 straights -------------------------------------------------------------------------


def test_r5_3_straights_rank_a_high_then_a_to_5_then_king_down_to_six():
    # Art. 9 II.6: A-K-Q-J-T highest, A-2-3-4-5 second, then K-high down to 6-high.
    straights = [
        "Ah Kd Qs Jc Th", "Ah 2d 3s 4c 5h", "Kh Qd Js Tc 9h", "Qh Jd Ts 9c 8h",
        "Jh Td 9s 8c 7h", "Th 9d 8s 7c 6h", "9h 8d 7s 6c 5h", "8h 7d 6s 5c 4h",
        "7h 6d 5s 4c 3h", "6h 5d 4s 3c 2h",
    ]
    values = [row("middle", s) for s in straights]
    assert {v.category for v in values} == {"straight"}
    assert all(a.strength > b.strength for a, b in pairwise(values))


def test_r5_3_a_to_5_suited_is_the_highest_straight_flush_below_the_royal():
    # Art. 9 II.1, II.2: royal flush its own combination; A-2-3-4-5 suited next,
    # then K-Q-J-T-9 suited down to 6-5-4-3-2 suited.
    flushes = [
        "As Ks Qs Js Ts", "Ah 2h 3h 4h 5h", "Kd Qd Jd Td 9d", "Qc Jc Tc 9c 8c",
        "Js Ts 9s 8s 7s", "Th 9h 8h 7h 6h", "9d 8d 7d 6d 5d", "8c 7c 6c 5c 4c",
        "7s 6s 5s 4s 3s", "6h 5h 4h 3h 2h",
    ]
    values = [row("back", s) for s in flushes]
    assert values[0].category == "royal-flush"
    assert {v.category for v in values[1:]} == {"straight-flush"}
    assert all(a.strength > b.strength for a, b in pairwise(values))
    # Straight flushes are still above four of a kind.
    assert values[-1].strength > row("back", "As Ah Ad Ac Ks").strength


def test_art_9_kickers_of_quads_full_house_and_trips_never_count():
    # Art. 9 II.3 (quads), II.4 (full house), II.7 (trips): only the quad/trio ranks.
    assert row("back", "9s 9h 9d 9c Ah").strength == row("back", "9s 9h 9d 9c 2h").strength
    assert row("back", "8s 8h 8d Ac Ad").strength == row("back", "8s 8h 8d 2c 2d").strength
    assert row("back", "Ks Kh Kd Ac Qd").strength == row("back", "Ks Kh Kd 3c 2d").strength
    # ... while two pair counts the odd card (II.8) and a pair its kickers (II.9).
    assert row("back", "Ts Th 6s 6h 5c").strength > row("back", "Tc Td 6c 6d 4c").strength
    assert row("back", "Ts Th 9c 7d 6s").strength > row("back", "Tc Td 9d 7c 5s").strength


# -- R5-4 fouls ----------------------------------------------------------------------------


def test_r5_4_middle_a_to_5_straight_over_back_king_straight_is_a_foul():
    # Middle A-2-3-4-5 is the second-highest straight; K-Q-J-T-9 is below it.
    h = hand("8s 8d 6c", "Ah 2d 3s 4c 5h", "Kh Qd Js Tc 9h")
    assert h.foul and h.natural is None
    [foul] = h.fouls
    assert (foul.row.row, foul.beaten.row) == ("middle", "back")
    assert foul_reason(h) == (
        "middle straight A-2-3-4-5 beats back straight K-Q-J-10-9 "
        "(A-2-3-4-5 ranks above K-Q-J-10-9, RULINGS R5-3)"
    )


def test_r5_4_front_pair_with_ace_kicker_over_middle_pair_with_king_is_a_foul():
    # Front 9-9-A against middle 9-9-K-7-3: pairs equal, then the front's kicker A
    # beats the middle's first kicker K.  Back trips queens is above both.
    h = hand("9h 9d Ac", "9s 9c Kd 7h 3s", "Qs Qh Qd 4c 2h")
    assert h.foul
    [foul] = h.fouls
    assert (foul.row.row, foul.beaten.row) == ("front", "middle")
    assert foul_reason(h) == (
        "front one-pair 9s with A kicker beats middle one-pair 9s with K-7-3 kickers "
        "(kicker A over K)"
    )


def test_r5_4_equal_rows_are_not_a_foul():
    # Front 9-9-K and middle 9-9-K-7-3 are equal as far as the front has cards.
    assert not hand("9h 9d Kc", "9s 9c Kd 7h 3s", "2s 2h 2d 5c 6c").foul
    # Front A-Q-5 and middle A-Q-5-4-2 (high cards): equal on the front's three cards.
    assert not hand("Ac Qd 5s", "Ah Qc 5h 4d 2s", "3c 3d 7c 8c 9d").foul
    # Middle and back flushes A-J-9-6-3 in two suits: identical ranks, equal rows.
    assert not hand("4c 5d 7s", "Ah Jh 9h 6h 3h", "As Js 9s 6s 3s").foul


def test_r5_4_front_is_compared_card_by_card_as_far_as_it_has_cards():
    # Front A-Q-6 against middle A-Q-5-4-2: the third card 6 beats 5 -> foul.
    h = hand("Ac Qd 6s", "Ah Qc 5h 4d 2s", "3c 3d 7c 8c 9d")
    assert foul_reason(h) == (
        "front high-card A-Q-6 beats middle high-card A-Q-5-4-2 (third card 6 over 5)"
    )


def test_r5_4_front_trips_above_middle_two_pair_is_a_foul():
    # Three of a kind ranks above two pair, whatever the ranks (category first).
    # Pairs: 2s 1, Ks 1, Qs 1, four aces 2 = 5, odd 7 and 8: no natural.
    h = hand("2s 2h 2d", "Ks Kh Qc Qd Ac", "As Ah Ad 7c 8d")
    assert foul_reason(h) == (
        "front three-of-a-kind 2s beats middle two-pair Ks and Qs with A kicker "
        "(three-of-a-kind ranks above two-pair)"
    )


def test_r5_4_front_trips_against_middle_trips_compare_the_trio():
    # Trips in the front and the middle: the trio decides (art. 9 II.7 ignores the
    # middle's other cards; the front has none).  Q-Q-Q over 9-9-9 fouls; 8-8-8
    # under 9-9-9 does not.  Pairs Q/8 1, 9 1, A 1: no natural.
    h = hand("Qs Qh Qd", "9s 9h 9d 2c 3c", "As Ah Ad 4c 5c")
    assert foul_reason(h) == (
        "front three-of-a-kind Qs beats middle three-of-a-kind 9s (trio Q over 9)"
    )
    assert not hand("8s 8h 8d", "9s 9h 9d 2c 3c", "As Ah Ad 4c 5c").foul


def test_r5_4_both_pairs_of_rows_out_of_order_are_both_named():
    # Front pair of kings over a middle pair of 8s, and that middle over a back A-high.
    h = hand("Ks Kh 2c", "8s 8h 3d 4c 5h", "Ad Jc 9d 7s 6c")
    assert [(f.row.row, f.beaten.row) for f in h.fouls] == [("front", "middle"), ("middle", "back")]
    assert foul_reason(h).count(";") == 1


def test_r5_4_fouled_seat_loses_whatever_the_banker_holds():
    # Seat: front pair 9s with A over middle pair 9s with K (foul).  The banker
    # is plain: the seat loses its stake, rows are not counted.
    seat = hand("9h 9d Ac", "9s 9c Kd 7h 3s", "Qs Qh Qd 4c 2h")
    banker = hand(*PLAIN_BANKER)
    result = settle(seat, banker, 100, PayoutRules())
    assert result.verdict.decided_by == "seat-foul"
    assert (result.verdict.outcome, result.payout.net) == ("lose", -100)
    assert result.verdict.rows == ()


def test_r5_4_fouled_banker_against_a_fouled_seat_the_seat_loses():
    # Both foul: "a fouled seat loses its bet whatever the banker holds".
    seat = hand("9h 9d Ac", "9s 9c Kd 7h 3s", "Qs Qh Qd 4c 2h")
    banker = hand("8s 8d 6c", "Ah 2d 3s 4c 5h", "Kh Qd Js Tc 9h")
    assert seat.foul and banker.foul
    result = settle(seat, banker, 50, PayoutRules())
    assert (result.verdict.decided_by, result.verdict.outcome, result.payout.net) == (
        "seat-foul", "lose", -50,
    )


def test_r5_4_fouled_banker_pays_a_seat_that_did_not_foul():
    # Banker fouls (middle A-2-3-4-5 over back K-high straight); the seat's rows are
    # weak (high cards / pair / pair) but in order: it wins.  Stake 100: prize 50,
    # commission 2 % of 50 = 1, net 49.
    banker = hand("8s 8d 6c", "Ah 2d 3s 4c 5h", "Kh Qd Js Tc 9h")
    seat = hand("7c 4d 2c", "7h 7d 3c 6d 9c", "As Ac Qc Jh 8c")
    result = settle(seat, banker, 100, PayoutRules())
    assert result.verdict.decided_by == "banker-foul"
    assert (result.verdict.outcome, result.payout.net) == ("win", 49)
    assert (result.verdict.seat_points, result.verdict.banker_points) == (0, 0)


# -- R5-5 naturals ---------------------------------------------------------------------------


def test_r5_5_dragon_is_thirteen_distinct_ranks_and_never_a_foul():
    # A-2-3 / 4-5-6-7-8 / 9-T-J-Q-K holds every rank once.  Set as a foul (middle
    # A-K-Q-J-T straight over back 9-high) it is still a dragon and not a foul.
    assert hand("Ah 2d 3c", "4s 5h 6d 7c 8s", "9h Td Jc Qs Kh").natural == "dragon"
    h = hand("2d 3c 4s", "Ah Kh Qs Jc Td", "9h 8s 7c 6d 5h")
    assert (h.natural, h.foul, foul_reason(h)) == ("dragon", False, None)


@pytest.mark.parametrize(
    "cards",
    [
        # Six plain pairs A K Q J T 9 and the odd 2.
        ("As Ah 2c", "Ks Kh Qs Qh Js", "Jh Ts Th 9s 9h"),
        # Four aces = two pairs, + K Q J T pairs = 6, odd 2.
        ("As Ah 2c", "Ad Ac Ks Kh Qs", "Qh Js Jh Ts Th"),
        # Three aces = a pair and the odd card, + K Q J T 9 pairs = 6.
        ("As Ah Ad", "Ks Kh Qs Qh Js", "Jh Ts Th 9s 9h"),
    ],
)
def test_r5_5_six_pairs_and_a_half_counts_quads_as_two_pairs_and_trips_as_pair_and_odd(cards):
    assert hand(*cards).natural == "six-pairs-and-a-half"


def test_r5_5_five_pairs_and_a_trio_is_not_six_pairs_and_a_half():
    # Trips A, trips K: 1 + 1 pairs, + Q J T pairs = 5, two odd cards left: no natural.
    assert hand("As Ah Ad", "Ks Kh Kd Qs Qh", "Js Jh Ts Th 2c").natural is None


def test_r5_5_three_flushes_every_row_one_suit_even_out_of_order():
    # Hearts / spades K-high flush / diamonds A-high flush: three flushes (ranks: 9
    # twice, no 10: not a dragon; one pair: not six pairs).
    assert hand("2h 7h 9h", "3s 5s 8s Js Ks", "4d 6d 9d Qd Ad").natural == "three-flushes"
    # The same with the A-high flush in the middle would foul without the natural.
    h = hand("2h 7h 9h", "4d 6d 9d Qd Ad", "3s 5s 8s Js Ks")
    assert (h.natural, h.foul) == ("three-flushes", False)
    # Two flushes and a mixed front: no natural.
    assert hand("2h 7h 9c", "3s 5s 8s Js Ks", "4d 6d 9d Qd Ad").natural is None


@pytest.mark.parametrize(
    ("front", "middle", "back"),
    [
        # A-2-3 front; 12 ranks (no K), one pair (3s): not a dragon, not six pairs.
        ("Ah 2d 3c", "3s 4h 5d 6c 7s", "8h 9d Tc Js Qh"),
        # Q-K-A front; pairs 5 and 6 only.
        ("Qc Kd Ah", "2s 3h 4d 5c 6s", "5h 6d 7c 8s 9h"),
        # 2-3-4 front and a straight flush in the back (a sequence as well).
        ("2c 3d 4h", "4s 5h 6d 7c 8s", "9h Th Jh Qh Kh"),
    ],
)
def test_r5_5_three_straights_count_a23_and_qka_fronts(front, middle, back):
    assert hand(front, middle, back).natural == "three-straights"


def test_r5_5_a_front_does_not_wrap_around_the_ace():
    # K-A-2 is not a sequence: with two straights behind it, still no natural
    # (no queen, 7 twice: not a dragon).
    assert hand("Kc Ad 2h", "3s 4h 5d 6c 7s", "7h 8d 9c Ts Jh").natural is None


def test_r5_5_a_natural_is_never_a_foul():
    # Three straights with the A-high straight in the middle over a 9-high back.
    # 9, 10 and J twice: three pairs, not six; 10 distinct ranks: not a dragon.
    h = hand("9c Td Js", "Ah Kd Qs Jc Th", "9h 8d 7s 6c 5h")
    assert (h.natural, h.foul) == ("three-straights", False)
    # Six pairs and a half with a front pair of aces over a middle pair of queens.
    h = hand("As Ah Kc", "Qs Qh Ks Jh 2c", "Js Ts Th 9s 9h")
    assert (h.natural, h.foul) == ("six-pairs-and-a-half", False)


def test_r5_5_several_naturals_take_the_first_name_in_article_9_order():
    # Pairs 2 3 4 5 6 7 and the odd 8 (six pairs), every row one suit (three flushes).
    assert hand("6h 7h 8h", "2s 3s 4s 5s 6s", "2d 3d 4d 5d 7d").natural == "six-pairs-and-a-half"
    # A dragon set as three straights.
    assert hand("Ah 2d 3c", "4s 5h 6d 7c 8s", "9h Td Jc Qs Kh").natural == "dragon"


def test_r5_5_a_natural_beats_a_non_natural_3_points_to_0():
    natural = hand("2h 7h 9h", "3s 5s 8s Js Ks", "4d 6d 9d Qd Ad")  # three flushes
    plain = hand(*PLAIN_BANKER)
    assert (natural.natural, plain.natural) == ("three-flushes", None)
    seat_wins = verdict(natural, plain)
    assert (seat_wins.decided_by, seat_wins.seat_points, seat_wins.banker_points) == (
        "natural", 3, 0,
    )
    assert seat_wins.outcome == "win" and seat_wins.rows == ()
    banker_wins = verdict(plain, natural)
    assert (banker_wins.seat_points, banker_wins.banker_points, banker_wins.outcome) == (
        0, 3, "lose",
    )


def test_r5_5_dragon_against_six_pairs_and_a_half_is_a_tie():
    # Art. 9 I: two naturals tie "independentemente da sua composição"; 3 points each.
    dragon = hand("Ah 2d 3c", "4s 5h 6d 7c 8s", "9h Td Jc Qs Kh")
    six_pairs = hand("As Ad 2c", "Ks Kd Qh Qd Js", "Jd Ts Th 9s 9d")
    assert (dragon.natural, six_pairs.natural) == ("dragon", "six-pairs-and-a-half")
    result = settle(six_pairs, dragon, 100, PayoutRules())
    assert (result.verdict.seat_points, result.verdict.banker_points) == (3, 3)
    assert (result.verdict.outcome, result.payout.net) == ("push", 0)


def test_r5_5_a_natural_seat_against_a_fouled_banker_wins_on_the_natural():
    # The banker fouls; the seat's natural decides first (3 to 0), a win either way.
    banker = hand("8s 8d 6c", "Ah 2d 3s 4c 5h", "Kh Qd Js Tc 9h")
    seat = hand("2h 7h 9h", "3c 5c 8c Jc Kc", "4d 6d 9d Qd Ad")  # three flushes
    assert (seat.natural, banker.foul) == ("three-flushes", True)
    result = verdict(seat, banker)
    assert (result.decided_by, result.seat_points, result.outcome) == ("natural", 3, "win")


# -- R5-6 rows and points -----------------------------------------------------------------------


def test_r5_6_identical_middle_rows_go_to_the_banker():
    # 9-9-K-7-3 against 9-9-K-7-3 in other suits: art. 10, the banker wins, 1 point.
    result = compare_row(row("middle", "9s 9d Kc 7c 3d"), row("middle", "9h 9c Kd 7h 3s"))
    assert (result.winner, result.points, result.identical) == ("banker", 1, True)
    # Identical straights and identical flush ranks too.
    assert compare_row(row("back", "Ah 2d 3s 4c 5h"), row("back", "As 2c 3d 4h 5s")).winner == (
        "banker"
    )
    assert compare_row(row("back", "Ah Jh 9h 6h 3h"), row("back", "As Js 9s 6s 3s")).winner == (
        "banker"
    )
    # One kicker higher is enough for the seat: 9-9-K-7-4 over 9-9-K-7-3.
    assert compare_row(row("middle", "9s 9d Kc 7c 4d"), row("middle", "9h 9c Kd 7h 3s")).winner == (
        "seat"
    )


def test_r5_6_royal_flush_scores_10_in_the_middle_and_5_in_the_back():
    # Seat: 7-6-2 high / royal spades / royal hearts (equal rows: no foul; ranks
    # 2 6 7 and A K Q J T twice -> 5 pairs, no natural).  Banker: PLAIN_BANKER.
    # Front: banker's pair of 3s wins, 1 point.  Middle: royal, 10.  Back: royal, 5.
    # Seat 15, banker 1: win; stake 100 -> 50 less 1 -> 49.
    seat = hand("2c 6h 7c", "As Ks Qs Js Ts", "Ah Kh Qh Jh Th")
    banker = hand(*PLAIN_BANKER)
    assert seat.natural is None and not seat.foul
    result = settle(seat, banker, 100, PayoutRules())
    front, middle, back = result.verdict.rows
    assert (front.winner, front.points) == ("banker", 1)
    assert (middle.winner, middle.seat.category, middle.points) == ("seat", "royal-flush", 10)
    assert (back.winner, back.seat.category, back.points) == ("seat", "royal-flush", 5)
    assert (result.verdict.seat_points, result.verdict.banker_points) == (15, 1)
    assert (result.verdict.outcome, result.payout.net) == ("win", 49)


def test_r5_6_front_trips_score_3():
    # Seat: 8-8-8 / Q-Q-Q-3-4 / 7-7-7-7-2 (pairs 1+1+2 = 4: no natural).
    # Banker: A-K-J high / pair of 2s / trips 10s.
    # Front: trips 8s over A-K-J, 3 points.  Middle: trips Q over a pair, 1 point.
    # Back: quads 7s over trips 10s, 4 points.  Seat 8, banker 0.
    seat = hand("8s 8h 8d", "Qs Qh Qd 3c 4c", "7s 7h 7d 7c 2s")
    banker = hand("Ac Kd Jh", "2c 2d 5s 6h 9c", "Ts Th Tc 3d 4d")
    result = verdict(seat, banker)
    assert [(r.winner, r.points) for r in result.rows] == [("seat", 3), ("seat", 1), ("seat", 4)]
    assert (result.seat_points, result.banker_points, result.outcome) == (8, 0, "win")


def test_r5_6_points_by_the_winners_combination_and_row():
    # The table of art. 9 II, row by row.
    assert [row_points("middle", c) for c in ("straight-flush", "four-of-a-kind", "full-house")] == [
        10, 8, 2,
    ]
    assert [row_points("back", c) for c in ("straight-flush", "four-of-a-kind", "full-house")] == [
        5, 4, 1,
    ]
    assert [row_points("front", c) for c in ("three-of-a-kind", "one-pair", "high-card")] == [
        3, 1, 1,
    ]
    for category in ("flush", "straight", "three-of-a-kind", "two-pair", "one-pair", "high-card"):
        assert row_points("middle", category) == row_points("back", category) == 1


def test_r5_6_the_points_of_the_losing_row_do_not_count():
    # Banker's middle full house (2 points if it won) loses to the seat's quads:
    # the seat scores 8; the loser's combination scores nothing.
    result = compare_row(row("middle", "6s 6h 6d 6c 2c"), row("middle", "Ks Kh Kd 4c 4d"))
    assert (result.winner, result.points) == ("seat", 8)


def test_r5_6_totals_decide_win_lose_or_push():
    # SCENARIOS.md example.  Banker: pair of 2s / K-high flush / full house 4s.
    # Seat: A-Q-5 high / 9-high straight / quads 10s.
    # Front: pair over high card, banker 1.  Middle: flush over straight, banker 1.
    # Back: quads over full house, seat 4 (quads in the back).  Seat 4, banker 2: win.
    scenario_seat = hand("Ac Qd 5s", "5h 6c 7d 8c 9d", "Td Th Ts Tc 2h")
    scenario_banker = hand("2s 2d 9c", "3h 7h 9h Jh Kh", "4s 4d 4c 8s 8d")
    result = verdict(scenario_seat, scenario_banker)
    assert (result.seat_points, result.banker_points, result.outcome) == (4, 2, "win")
    # The same hands the other way round.  Front: the seat's pair of 2s, seat 1.
    # Middle: the seat's flush, seat 1.  Back: the banker's quads, banker 4.  2 - 4: lose.
    result = verdict(scenario_banker, scenario_seat)
    assert (result.seat_points, result.banker_points, result.outcome) == (2, 4, "lose")
    # Seat: A-K-4 high / full house 7s / full house Js (pairs 7 9 J 2: no natural).
    # Banker: pair of 3s / two pair Q-T / full house Ks (pairs 3 Q T K 5: no natural).
    # Front: pair of 3s over A-K-4, banker 1.  Middle: full house over two pair,
    # seat 2 (full house in the middle).  Back: full house Ks over full house Js,
    # banker 1 (full house in the back).  Seat 2, banker 2: push.
    seat = hand("Ah Kc 4h", "7s 7d 7h 9h 9c", "Js Jh Jd 2h 2s")
    banker = hand("3c 3d 8h", "Qs Qh Tc Td 6c", "Ks Kh Kd 5c 5d")
    result = verdict(seat, banker)
    assert [(r.winner, r.points) for r in result.rows] == [
        ("banker", 1), ("seat", 2), ("banker", 1),
    ]
    assert (result.seat_points, result.banker_points, result.outcome) == (2, 2, "push")


# -- R5-7 payout ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stake", "chip_unit", "prize", "commission", "net"),
    [
        (100, 1, 50, 1, 49),        # half of 100 = 50; 2 % of 50 = 1
        (50, 1, 25, 0, 25),         # 25; 2 % of 25 = 0.5 -> rounded down to 0
        (150, 1, 75, 1, 74),        # 75; 1.5 -> 1
        (300, 1, 150, 3, 147),      # 150; 3
        (75, 1, 37, 0, 37),         # 37.5 -> 37; 0.74 -> 0
        (30, 5, 15, 0, 15),         # 15 (a multiple of 5); 0.3 -> 0
        (15, 5, 5, 0, 5),           # 7.5 -> 5 (chip unit 5); 0.1 -> 0
        (2500, 25, 1250, 25, 1225),  # 1250; 25 (exactly one chip of 25)
        (5000, 25, 2500, 50, 2450),  # 2500; 50
    ],
)
def test_r5_7_a_win_is_paid_half_the_stake_less_2_percent_rounded_down(
    stake, chip_unit, prize, commission, net
):
    result = payout("win", stake, PayoutRules(chip_unit=chip_unit))
    assert (result.prize, result.commission, result.net) == (prize, commission, net)


def test_r5_7_a_loss_loses_the_stake_and_a_push_returns_it():
    assert payout("lose", 150, PayoutRules()).net == -150
    assert payout("push", 150, PayoutRules()).net == 0


def test_r5_7_prize_and_commission_are_parameters():
    # Without commission a 100 stake wins 50; at even money (prize 100 %) with 5 %
    # commission it wins 100 - 5 = 95; 2.5 % of 50 = 1.25 -> 1, net 49.
    assert payout("win", 100, PayoutRules(commission_percent=Fraction(0))).net == 50
    even = PayoutRules(prize_percent=Fraction(100), commission_percent=Fraction(5))
    assert payout("win", 100, even).net == 95
    assert payout("win", 100, PayoutRules(commission_percent=Fraction("2.5"))).net == 49
