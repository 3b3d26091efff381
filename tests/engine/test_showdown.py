"""Showdown order (RULINGS R2).

Seats are numbered clockwise from the croupier's left (R0-1): clockwise is
increasing seat number, wrapping round past the croupier.  Each expected order is
worked out in the comment above it.
"""

from __future__ import annotations

from trainer.engine.cards import parse_cards
from trainer.engine.poker import Action
from trainer.engine.showdown import (
    clockwise_from,
    counterclockwise_from,
    last_aggressor,
    nonbanked_showdown,
    omaha_macau_showdown,
    sintetico_showdown,
    stud_showdown,
)
from trainer.engine.solve import solve


def test_table_directions():
    # Clockwise from 7 among 2 4 7 9: 7 9 then round to 2 4; counterclockwise: 7 4 2 9.
    assert clockwise_from([2, 4, 7, 9], 7) == (7, 9, 2, 4)
    assert clockwise_from([2, 4, 7, 9], 7, inclusive=False) == (9, 2, 4, 7)
    assert counterclockwise_from([2, 4, 7, 9], 7) == (7, 4, 2, 9)
    assert counterclockwise_from([2, 4, 7, 9], 7, inclusive=False) == (4, 2, 9, 7)


# -- R2-1 -----------------------------------------------------------------------------


def test_r2_1_holdem_opener_of_the_last_round_is_the_marker_seat():
    # Marker on seat 4, still in: he opened the river (rule 46) and shows first, then
    # each seat to his left: 4, 7, 9, round past the croupier to 2.
    order = nonbanked_showdown([2, 4, 7, 9], marker=4)
    assert order.order == (4, 7, 9, 2)
    assert order.anchor == 4


def test_r2_1_marker_seat_out_of_the_hand_passes_to_the_next_active_seat_clockwise():
    # Marker on seat 9, which folded; seats 2 and 5 are in.  Clockwise from 9 the
    # next seat in is 2 (round past the croupier): 2, 5.
    assert nonbanked_showdown([2, 5], marker=9).order == (2, 5)


def test_r2_1_holdem_scenario_with_the_marker_seat_folded():
    # Marker on seat 5 (folded).  Seats 1, 7, 8 in: clockwise from 5 -> 7, 8, 1.
    answer = solve({
        "game": "holdem", "marker": 5, "board": ["2c", "7d", "9h", "Js", "Kc"],
        "seats": [
            {"seat": 1, "cards": ["As", "Ah"], "committed": 100},
            {"seat": 5, "committed": 50, "folded": True},
            {"seat": 7, "cards": ["Qs", "Qh"], "committed": 100},
            {"seat": 8, "cards": ["3s", "4h"], "committed": 100},
        ],
    })
    assert answer["showdown_order"] == [7, 8, 1]


def test_r2_1_sintetico_opener_is_the_previous_round_high_bettor():
    # Sintetico: the last round is opened by the player who made the highest bet in
    # the previous round (rule 108): seat 6, although the marker is on seat 1.
    # Order: 6, then clockwise 9, 1, 3.
    answer = solve({
        "game": "sintetico", "marker": 1, "board": ["Ah", "Kd", "Qc", "9s", "8h"],
        "previous_round_high_bettor": 6,
        "seats": [
            {"seat": 1, "cards": ["As", "Ks"], "committed": 200},
            {"seat": 3, "cards": ["Qs", "Qh"], "committed": 200},
            {"seat": 6, "cards": ["Js", "Jh"], "committed": 200},
            {"seat": 9, "cards": ["Ts", "Th"], "committed": 200},
        ],
    })
    assert answer["showdown_order"] == [6, 9, 1, 3]


def test_r2_1_sintetico_high_bettor_folded():
    # Seat 6 made the highest bet, then folded on the last street: next active seat
    # clockwise from him is 9, then 1, 3.
    order = sintetico_showdown([1, 3, 9], high_bettor=6)
    assert order.order == (9, 1, 3)
    assert order.anchor == 6


def test_r2_1_everyone_all_in_uses_the_same_opener():
    # No betting on the river (seats 3 and 8 all-in earlier, seat 6 covered them):
    # the positional opener stands.  Marker 6: 6, 8, 3.
    answer = solve({
        "game": "omaha", "marker": 6, "board": ["2c", "7d", "9h", "Js", "Kc"],
        "seats": [
            {"seat": 3, "cards": ["As", "Ah", "3d", "4d"], "committed": 300, "allin": True},
            {"seat": 6, "cards": ["Qs", "Qh", "5d", "6d"], "committed": 500},
            {"seat": 8, "cards": ["Ts", "Th", "5c", "6c"], "committed": 500, "allin": True},
        ],
    })
    assert answer["showdown_order"] == [6, 8, 3]


# -- R2-2 -----------------------------------------------------------------------------


def test_r2_2_omaha_macau_last_aggressor_shows_first():
    # River: 3 bets, 7 raises, 9 calls, 3 calls.  Last bet or raise: seat 7.
    # Order: 7, 9, then round to 1, 3.
    actions = [Action(3, "bet", 100), Action(7, "raise", 300), Action(9, "call"),
               Action(3, "call")]
    order = omaha_macau_showdown([1, 3, 7, 9], marker=9, final_round=actions)
    assert order.order == (7, 9, 1, 3)
    assert order.reason == "last-aggressor"


def test_r2_2_an_all_in_counts_as_what_it_was():
    # 2 bets, 5 calls all-in for less: written as a call, not an aggressor -> 2.
    # 2 bets, 8 raises all-in: a raise, so 8 is the last aggressor.
    assert last_aggressor([Action(2, "bet", 100), Action(5, "call", None, True)]) == 2
    assert last_aggressor([Action(2, "bet", 100), Action(8, "raise", 400, True),
                           Action(2, "call")]) == 8


def test_r2_2_nobody_bet_first_active_seat_left_of_the_marker():
    # Everyone checked; marker on seat 5.  First seat in clockwise from the marker's
    # left: 8, then 2, then the marker's own seat 5.
    checks = [Action(8, "check"), Action(2, "check"), Action(5, "check")]
    assert omaha_macau_showdown([2, 5, 8], 5, checks).order == (8, 2, 5)
    # Marker on the highest seat (8): its left is round past the croupier: 2, 5, 8.
    assert omaha_macau_showdown([2, 5, 8], 8, []).order == (2, 5, 8)


def test_r2_2_omaha_macau_scenario():
    # Marker 1.  River: seat 4 bets, seat 6 raises all-in, seat 1 calls, seat 4 calls.
    # Last aggressor 6: 6, then 1, 4.
    answer = solve({
        "game": "omaha-macau", "marker": 1, "board": ["2c", "7d", "9h", "Js", "Kc"],
        "params": {"big_blind": 10},
        "seats": [
            {"seat": 1, "cards": ["As", "Ah", "3d", "4d"], "committed": 800},
            {"seat": 4, "cards": ["Qs", "Qh", "5d", "6d"], "committed": 800},
            {"seat": 6, "cards": ["Ts", "Th", "5c", "6c"], "committed": 800},
        ],
        "final_round": [
            {"seat": 4, "action": "bet", "amount": 100},
            {"seat": 6, "action": "raise", "amount": 400, "allin": True},
            {"seat": 1, "action": "call"},
            {"seat": 4, "action": "call"},
        ],
    })
    assert answer["showdown_order"] == [6, 1, 4]


# -- R2-3 -----------------------------------------------------------------------------


def test_r2_3_stud_best_open_board_shows_last_counterclockwise():
    # Open boards: seat 3 has three jacks showing, the best.  Showing starts at the
    # player to his right (seat 1), then counterclockwise: round to 6, 5; 3 last.
    boards = {
        1: parse_cards("Kh Qd 9c 6s"),
        3: parse_cards("Js Jh Jd 5c"),
        5: parse_cards("Ac Kc 8d 7h"),
        6: parse_cards("Td 9s 8h 5s"),
    }
    order = stud_showdown(boards)
    assert order.order == (1, 6, 5, 3)
    assert order.anchor == 3


def test_r2_3_suits_do_not_break_a_tie_of_boards_at_the_showdown():
    # Seats 2 and 5 both show A-K-9-7 (the fourth card, 7, decides: a tie).  For the
    # betting order seat 2's 7s beats seat 5's 7c (R4-4), but not at the showdown
    # (art. 10 b, last sentence): the tied seat first in dealing order (highest
    # number, 5) is taken as the best board.  Start right of 5: 3, 2; then 5.
    answer = solve({
        "game": "stud",
        "seats": [
            {"seat": 2, "hole": "Td", "up": ["Ah", "Kd", "9h", "7s"], "committed": 300},
            {"seat": 3, "hole": "5h", "up": ["Qh", "Jd", "8c", "6d"], "committed": 300},
            {"seat": 5, "hole": "Tc", "up": ["As", "Ks", "9d", "7c"], "committed": 300},
        ],
    })
    assert answer["first_to_act"]["4"] == 2
    assert answer["showdown_order"] == [3, 2, 5]


# -- R2-4 -----------------------------------------------------------------------------


def test_r2_4_folded_seats_never_show_and_all_in_seats_show_in_their_place():
    # Marker on seat 3, who folded; seat 4 is all in for 150 (still in the hand) from
    # before the river, so it could not open it (R2-1): seat 6 opened and shows first,
    # then 1, and seat 4 shows in its place, after 1: 6, 1, 4.
    answer = solve({
        "game": "holdem", "marker": 3, "board": ["2c", "7d", "9h", "Js", "Kc"],
        "seats": [
            {"seat": 1, "cards": ["As", "Ah"], "committed": 400},
            {"seat": 3, "committed": 100, "folded": True},
            {"seat": 4, "cards": ["Qs", "Qh"], "committed": 150, "allin": True},
            {"seat": 6, "cards": ["3s", "4h"], "committed": 400},
        ],
    })
    assert answer["showdown_order"] == [6, 1, 4]


def test_r2_4_one_seat_left_nobody_shows():
    # Everyone else folded: the hand is over at once, showdown_order is empty.
    assert nonbanked_showdown([7], marker=2).order == ()
    answer = solve({
        "game": "holdem", "marker": 2, "board": ["2c", "7d", "9h"],
        "seats": [
            {"seat": 2, "committed": 10, "folded": True},
            {"seat": 7, "cards": ["As", "Ah"], "committed": 30},
        ],
    })
    assert answer["showdown_order"] == []
