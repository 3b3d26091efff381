"""Q Poker money: pair plus (art. 10), the bet against the croupier (art. 9),
rounding (R0-3).  RULINGS R6-4, R6-5.  Every expected amount is worked by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from trainer.engine.cards import parse_cards
from trainer.engine.qpoker import (
    QHand,
    QRound,
    QSeat,
    dealer_qualifies,
    evaluate,
    settle_bet,
    settle_pair_plus,
    settle_round,
)


def hand(text: str) -> QHand:
    return evaluate(parse_cards(text))


def bet(stake: int, decision: str, seat: str, dealer: str, chip_unit: int = 1):
    d = hand(dealer)
    return settle_bet(stake, decision, hand(seat), d, dealer_qualifies(d), chip_unit)


QUALIFIED = "Qs 7d 3c"       # Q-high: the lowest kind of hand that qualifies
NOT_QUALIFIED = "Jd Tc 8h"   # J-high


# -- R6-4: pair plus ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        ("Ah Kh Qh", 400),   # straight flush 40:1 on 10
        ("5c 5d 5s", 300),   # three of a kind 30:1
        ("9s 8h 7h", 60),    # straight 6:1
        ("Kd 9d 4d", 40),    # flush 4:1
        ("Qs Qc 2d", 10),    # pair 1:1
        ("As Kd 9c", -10),   # three odd cards lose the stake (art. 9.1)
    ],
)
def test_r6_4_pair_plus_odds(cards, expected):
    assert settle_pair_plus(10, hand(cards)).amount == expected


def test_r6_4_pair_plus_pays_on_a_twin_flush_from_two_decks():
    # Ah Ah Kh is a flush (art. 8.4, see qpoker module doc): 4:1 on 25 = 100, not 1:1.
    result = settle_pair_plus(25, hand("Ah Ah Kh"))
    assert (result.amount, str(result.odds)) == (100, "4:1")


def test_r6_4_pair_plus_paid_even_when_the_bet_is_folded():
    # Seat: 9-9-2, pair plus 10 (1:1 -> +10), bet 20 folded (-10).  Net 0.
    # The croupier's hand (three sixes) would have beaten the seat: it does not matter.
    round_ = QRound(1, 1, tuple(parse_cards("6s 6h 6d")),
                    (QSeat(1, tuple(parse_cards("9s 9d 2c")), 10, 20, "fold"),))
    (seat,) = settle_round(round_).seats
    assert (seat.pair_plus.amount, seat.bet.amount, seat.net) == (10, -10, 0)


def test_r6_4_pair_plus_alone_needs_no_decision():
    # Pair plus 5 on a straight (6:1 = 30), no bet against the croupier.
    round_ = QRound(1, 1, tuple(parse_cards("Qs 7d 3c")),
                    (QSeat(4, tuple(parse_cards("9s 8h 7h")), 5, 0, None),))
    (seat,) = settle_round(round_).seats
    assert (seat.pair_plus.amount, seat.bet.amount, seat.bet.outcome, seat.net) == (
        30, 0, "none", 30
    )


# -- R6-5: dealer qualification -----------------------------------------------------------


def test_r6_5_croupier_qualifies_with_q_j_9_not_with_j_high():
    assert dealer_qualifies(hand("Qd Jc 9h")).qualifies
    assert dealer_qualifies(hand("Qd Jc 9h")).reason == "queen-or-higher"
    assert not dealer_qualifies(hand("Jd Tc 8h")).qualifies
    assert dealer_qualifies(hand("Jd Tc 8h")).reason == "below-queen"


@pytest.mark.parametrize(
    "cards",
    ["Qs 3d 2c",   # the lowest Q-high
     "2s 2d 3c",   # the lowest pair
     "Ah 2c 3d",   # A-2-3, the lowest straight: its "highest card" is a 3 but it is a straight
     "7d 5d 2d"],  # a flush with no card above 7
)
def test_r6_5_q_high_or_any_combination_qualifies(cards):
    assert dealer_qualifies(hand(cards)).qualifies


# -- R6-5: fold, croupier not qualified -----------------------------------------------------


def test_r6_5_fold_on_25_loses_13_rounded_up():
    # Half of 25 is 12.5; the forfeited half is rounded up to the chip unit 1 (R0-3): 13.
    result = bet(25, "fold", "9s 9d 2c", QUALIFIED)
    assert (result.outcome, result.exact, result.amount, result.rounding) == (
        "fold", Fraction(-25, 2), -13, "up"
    )


def test_r6_5_fold_with_chip_unit_5_loses_15():
    # 25 / 2 = 12.5, rounded up to a multiple of 5: 15.
    assert bet(25, "fold", "9s 9d 2c", QUALIFIED, chip_unit=5).amount == -15


def test_r6_5_croupier_not_qualified_pays_half_rounded_down():
    # 1:2 on 25 = 12.5, paid rounded down (R0-3): 12; with chip unit 5: 10.
    # The seat holds only 7-high odd cards: nothing is compared (art. 9.5).
    result = bet(25, "play", "7c 4d 2h", NOT_QUALIFIED)
    assert (result.outcome, result.amount, result.rounding, str(result.odds)) == (
        "dealer-not-qualified", 12, "down", "1:2"
    )
    assert result.showdown is None
    assert bet(25, "play", "7c 4d 2h", NOT_QUALIFIED, chip_unit=5).amount == 10
    assert bet(40, "play", "7c 4d 2h", NOT_QUALIFIED).amount == 20  # exact: no rounding


def test_r6_5_fold_loses_half_even_when_croupier_does_not_qualify():
    # Art. 9.3: the decision is made before the croupier's cards are opened.  40 / 2 = 20.
    assert bet(40, "fold", "Ah Kh Qh", NOT_QUALIFIED).amount == -20


# -- R6-5: croupier qualified ---------------------------------------------------------------


def test_r6_5_qualified_croupier_higher_takes_the_bet():
    result = bet(25, "play", "Jd Tc 8h", QUALIFIED)
    assert (result.outcome, result.amount) == ("lose", -25)
    assert result.showdown.decided_by == "ranks"


def test_r6_5_straight_beating_qualified_croupier_pays_3_to_2():
    # 3:2 on 25 = 37.5, paid rounded down (R0-3): 37.  On 20: exactly 30.
    result = bet(25, "play", "9s 8h 7h", QUALIFIED)
    assert (result.outcome, str(result.odds), result.exact, result.amount, result.rounding) == (
        "win", "3:2", Fraction(75, 2), 37, "down"
    )
    assert bet(20, "play", "9s 8h 7h", QUALIFIED).amount == 30
    assert bet(25, "play", "9s 8h 7h", QUALIFIED, chip_unit=5).amount == 35


@pytest.mark.parametrize(
    ("seat", "expected"),
    [
        ("Ah Kh Qh", 60),   # straight flush 3:1 on 20
        ("5c 5d 5s", 40),   # three of a kind 2:1
        ("Kd 9d 4d", 20),   # flush: "outras" 1:1
        ("Qh Qc 2d", 20),   # pair 1:1
        ("Ks 8d 4c", 20),   # K-high odd cards beat Q-high, 1:1
    ],
)
def test_r6_5_win_is_paid_by_the_seats_hand(seat, expected):
    assert bet(20, "play", seat, QUALIFIED).amount == expected


def test_r6_5_odds_follow_the_seats_hand_not_the_croupiers():
    # Croupier 8-8-2 (pair), seat a straight: 3:2 on 20 = 30.  Croupier a straight
    # flush 4-3-2 of diamonds, seat A-K-Q of hearts: 3:1 on 20 = 60.
    assert bet(20, "play", "9s 8h 7h", "8s 8d 2c").amount == 30
    assert bet(20, "play", "Ah Kh Qh", "4d 3d 2d").amount == 60


def test_r6_5_a23_loses_to_4_3_2():
    # Both straights, croupier qualifies: 4-3-2 is higher (art. 4.3), the seat loses 20.
    assert bet(20, "play", "As 2s 3h", "4c 3d 2h").amount == -20
    assert bet(20, "play", "4c 3d 2h", "As 2s 3h").amount == 30  # and wins 3:2 the other way


def test_r6_5_equal_ranks_decided_by_suit():
    # Q-high both (Q-7-3): seat Qh over croupier Qc (hearts > clubs) -> 1:1 on 20.
    result = bet(20, "play", "Qh 7s 3d", "Qc 7d 3c")
    assert (result.amount, result.showdown.decided_by) == (20, "suit")


def test_r6_3_two_deck_identical_hands_push():
    # Two decks: croupier As Kh 9d qualifies (A-high); the seat holds the same cards.
    result = bet(20, "play", "As Kh 9d", "As Kh 9d")
    assert (result.outcome, result.amount, result.showdown.decided_by) == ("push", 0, "equal")
    # equal trios (R6-3b) push too
    assert bet(20, "play", "7s 7h 7c", "7s 7h 7d").amount == 0


def test_a_bet_without_play_or_fold_is_a_programming_error():
    with pytest.raises(ValueError, match="play or fold"):
        bet(20, None, "9s 8h 7h", QUALIFIED)
