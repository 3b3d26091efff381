"""Uncalled bets, side pots, splits, odd chips, commission, conservation (RULINGS R1).

Every expected figure is worked out by hand in the comment above it.  Engine-level
tests call :func:`trainer.engine.pots.settle` with explicit hand strengths (higher
wins, equal ties) so the arithmetic is the only thing under test; the ``solve``
tests run the same situations from scenarios with real cards.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from trainer.engine.pots import (
    Commission,
    Settlement,
    SettlementError,
    check_conservation,
    commission_charges,
    odd_chip_order,
    settle,
    side_pots,
    uncalled_bet,
)
from trainer.engine.solve import solve

# -- R1-1 -----------------------------------------------------------------------------


def test_r1_1_uncalled_bet_is_returned_before_the_pots():
    # SCENARIOS.md's example: seat 3 put in 1200, seat 1 called all-in for 500, seat 6
    # folded 300.  Second-largest commitment 500: seat 3 gets 1200 - 500 = 700 back.
    # Pot 500 + 500 + 300 = 1300; 5 % = 65; seat 1's two pair (aces and sevens)
    # beats seat 3's (queens and sevens): 1300 - 65 = 1235.
    answer = solve({
        "game": "holdem", "marker": 3, "board": ["Ah", "7c", "7d", "2s", "9h"],
        "seats": [
            {"seat": 1, "cards": ["As", "Kd"], "committed": 500},
            {"seat": 3, "cards": ["Qs", "Qd"], "committed": 1200},
            {"seat": 6, "committed": 300, "folded": True},
        ],
        "final_round": [
            {"seat": 3, "action": "bet", "amount": 200},
            {"seat": 1, "action": "call", "allin": True},
        ],
    })
    assert answer["uncalled"] == {"seat": 3, "amount": 700}
    assert answer["pots"] == [
        {"amount": 1300, "eligible": [1, 3], "winners": [1], "commission": 65,
         "shares": {"1": 1235}},
    ]
    assert answer["payouts"] == {"1": 1235, "3": 700}


def test_r1_1_no_uncalled_bet_when_the_top_commitment_is_matched():
    # 400, 400, 100: the largest is matched by another seat, nothing goes back.
    assert uncalled_bet({1: 400, 2: 400, 5: 100}) is None


def test_r1_1_uncalled_bet_records_how_far_it_was_called():
    # 900 against a second-largest of 250: 650 back; called to 250.
    u = uncalled_bet({2: 250, 4: 900, 7: 100})
    assert (u.seat, u.amount, u.committed, u.called_to) == (4, 650, 900, 250)


def test_r1_1_uncalled_bet_bears_no_commission_on_a_hand_won_by_folds():
    # Seat 2 bets 300; seats 4 (100) and 7 (50) folded.  200 of it is uncalled and
    # comes back first; pot 100 + 100 + 50 = 250; 5 % of 250 = 12.5 -> 12 (unit 1).
    # Seat 2 is paid 250 - 12 = 238 and gets 200 back: 438.
    s = settle({2: 300, 4: 100, 7: 50}, {4, 7}, None, commission=Commission(5))
    assert (s.uncalled.seat, s.uncalled.amount) == (2, 200)
    assert [p.amount for p in s.pots] == [250]
    assert s.commission == 12
    assert s.payouts == {2: 438}


# -- R1-2 -----------------------------------------------------------------------------

# Three all-ins at different levels (seats 1, 2, 3: 100, 250, 400), seat 4 folded
# after putting in 200 (more than the smallest all-in), seats 5 and 6 covered at 600.
LAYERED = {1: 100, 2: 250, 3: 400, 4: 200, 5: 600, 6: 600}


def test_r1_2_three_all_ins_and_a_folded_seat_above_the_smallest_all_in():
    # Levels of the seats still in: 100, 250, 400, 600 (seat 4's 200 is not a level).
    # main   0-100:  100 from each of the six seats             = 600, eligible 1 2 3 5 6
    # side1 100-250: 150 from 2, 3, 5, 6 and 200-100 = 100 from 4 = 700, eligible 2 3 5 6
    # side2 250-400: 150 from 3, 5, 6 (seat 4 has nothing left)  = 450, eligible 3 5 6
    # side3 400-600: 200 from 5 and 6                            = 400, eligible 5 6
    # 600 + 700 + 450 + 400 = 2150 = 100+250+400+200+600+600.
    pots = side_pots(LAYERED, folded={4})
    assert [(p.floor, p.ceiling) for p in pots] == [(0, 100), (100, 250), (250, 400), (400, 600)]
    assert [p.amount for p in pots] == [600, 700, 450, 400]
    assert [p.eligible for p in pots] == [(1, 2, 3, 5, 6), (2, 3, 5, 6), (3, 5, 6), (5, 6)]
    assert dict(pots[1].contributions)[4] == 100
    assert [p.dead_seats for p in pots] == [(4,), (4,), (), ()]


def test_r1_2_each_layer_goes_to_the_best_hand_that_reached_it():
    # Strengths: 1 > 3 > 5 > 6 > 2 (seat 4 folded).  No commission.
    # main 600 -> seat 1; side1 700 and side2 450 -> seat 3 (seat 1 is not eligible);
    # side3 400 -> seat 5.  Seat 3: 700 + 450 = 1150.
    s = settle(LAYERED, {4}, {1: 90, 2: 10, 3: 80, 5: 50, 6: 40})
    assert [a.winners for a in s.awards] == [(1,), (3,), (3,), (5,)]
    assert s.payouts == {1: 600, 3: 1150, 5: 400}


def test_r1_2_side_pots_from_a_scenario_with_cards():
    # Same chips as above.  Board Kd 9c 7h 4s 2d (no straight or flush possible):
    # seat 1 Ks Kh trips kings > seat 3 As Ad aces > seat 5 Qs Qd > seat 6 Jc Jd >
    # seat 2 6c 3c king high.  commission none.  Payouts as above: 600, 1150, 400.
    answer = solve({
        "game": "holdem", "marker": 1, "board": ["Kd", "9c", "7h", "4s", "2d"],
        "params": {"commission": "none"},
        "seats": [
            {"seat": 1, "cards": ["Ks", "Kh"], "committed": 100},
            {"seat": 2, "cards": ["6c", "3c"], "committed": 250},
            {"seat": 3, "cards": ["As", "Ad"], "committed": 400},
            {"seat": 4, "committed": 200, "folded": True},
            {"seat": 5, "cards": ["Qs", "Qd"], "committed": 600},
            {"seat": 6, "cards": ["Jc", "Jd"], "committed": 600},
        ],
    })
    assert answer["uncalled"] is None
    assert [(p["amount"], p["eligible"], p["winners"]) for p in answer["pots"]] == [
        (600, [1, 2, 3, 5, 6], [1]),
        (700, [2, 3, 5, 6], [3]),
        (450, [3, 5, 6], [3]),
        (400, [5, 6], [5]),
    ]
    assert answer["commission"] == 0
    assert answer["payouts"] == {"1": 600, "3": 1150, "5": 400}


def test_r1_2_folded_chips_count_but_a_folded_seat_never_wins():
    # Seat 2 folded 300 with (had it stayed) the best hand; seats 1 and 3 at 300.
    # One pot 900, eligible 1 and 3 only; seat 3 has the better hand of those two.
    s = settle({1: 300, 2: 300, 3: 300}, {2}, {1: 5, 3: 6})
    assert [(p.amount, p.eligible) for p in s.pots] == [(900, (1, 3))]
    assert s.payouts == {3: 900}


def test_r1_2_a_folded_seat_above_every_live_seat_is_refused():
    # Nobody folds holding the largest bet: 500 folded against 300 still in.
    with pytest.raises(SettlementError, match="seat 2 folded with 500"):
        side_pots({1: 300, 2: 500, 3: 300}, {2})


# -- R1-3 -----------------------------------------------------------------------------


def test_r1_3_tied_winners_share_equally_in_chip_units():
    # Seats 1 and 2 at 500 each with equal hands, seat 3 folded after 100.
    # Pot 500 + 500 + 100 = 1100; 5 % = 55 -> 50 at chip unit 25 (floor to 25).
    # Net 1050 = 42 units of 25; 21 units each: 525 and 525, no odd unit.
    s = settle({1: 500, 2: 500, 3: 100}, {3}, {1: 7, 2: 7}, chip_unit=25,
               commission=Commission(5), odd_chip="marker", marker=2)
    (award,) = s.awards
    assert award.commission.charged == 50
    assert award.winners == (1, 2)
    assert award.shares == ((1, 525), (2, 525))
    assert award.odd_chips.units == 0


def test_r1_3_a_short_all_in_with_the_best_hand_wins_only_the_main_pot():
    # Seat 1 all-in 200 with the best hand, seats 2 and 3 at 700.
    # main 3 x 200 = 600 -> seat 1; side 2 x 500 = 1000 -> seat 3 (better of 2 and 3).
    s = settle({1: 200, 2: 700, 3: 700}, set(), {1: 9, 2: 1, 3: 5})
    assert [(a.pot.amount, a.winners) for a in s.awards] == [(600, (1,)), (1000, (3,))]
    assert s.payouts == {1: 600, 3: 1000}


def test_r1_3_split_pot_from_a_scenario_with_cards():
    # Board Ts Jh Qd Kc 2s; seats 2 and 5 both hold an ace: A-K-Q-J-T straight each,
    # seat 8 has 9-9 (K-Q-J-T-9 straight, lower).  All at 400, commission none:
    # pot 1200, 600 each to seats 2 and 5.
    answer = solve({
        "game": "holdem", "marker": 8, "board": ["Ts", "Jh", "Qd", "Kc", "2s"],
        "params": {"commission": "none"},
        "seats": [
            {"seat": 2, "cards": ["Ah", "3c"], "committed": 400},
            {"seat": 5, "cards": ["Ad", "4c"], "committed": 400},
            {"seat": 8, "cards": ["9h", "9d"], "committed": 400},
        ],
    })
    assert answer["pots"][0]["winners"] == [2, 5]
    assert answer["pots"][0]["shares"] == {"2": 600, "5": 600}


# -- R1-4 -----------------------------------------------------------------------------

# Three-way tie between seats 2, 5 and 8; seat 4 folded with 25.  Chip unit 5, no
# commission.  Pot 100 + 100 + 100 + 25 = 325 = 65 units; 65 = 3 x 21 + 2:
# 21 units (105) each and 2 odd units of 5 to the first two winners in the order.
TIE = {"commitments": {2: 100, 4: 25, 5: 100, 8: 100}, "folded": {4},
       "strengths": {2: 7, 5: 7, 8: 7}}


@pytest.mark.parametrize(
    ("rule", "marker", "receivers", "shares"),
    [
        # omaha-macau: the whole remainder to one winner, the first from the croupier's
        # left (lowest seat): seat 2 gets both units, 105 + 10 (art. 10.5, R1-4).
        ("croupier-left", None, (2,), {2: 115, 5: 105, 8: 105}),
        # holdem/omaha/sintetico: marker on seat 6 (not a winner); clockwise from it:
        # 8, then round past the croupier to 2: seats 8 and 2 get 5 more.
        ("marker", 6, (8, 2), {2: 110, 5: 105, 8: 110}),
        # marker on a winner (seat 5): "at or next clockwise": 5, then 8.
        ("marker", 5, (5, 8), {2: 105, 5: 110, 8: 110}),
        # stud: dealing order, from the croupier's right: 8 first, then 5.
        ("dealing-order", None, (8, 5), {2: 105, 5: 110, 8: 110}),
    ],
)
def test_r1_4_three_way_tie_with_two_odd_chips(rule, marker, receivers, shares):
    s = settle(TIE["commitments"], TIE["folded"], TIE["strengths"], chip_unit=5,
               odd_chip=rule, marker=marker)
    (award,) = s.awards
    assert award.pot.amount == 325
    assert award.equal_part == 105
    assert award.odd_chips.units == 2
    assert award.odd_chips.receivers == receivers
    assert dict(award.shares) == shares


def test_r1_4_odd_chip_orders():
    # Seats 2 5 8 9.  Croupier's left: lowest first.  Dealing order (from the
    # croupier's right): highest first.  Marker on 6 (empty): clockwise 8 9, round
    # past the croupier to 2 5.  Marker on 9: 9 itself, then 2 5 8.
    seats = [2, 5, 8, 9]
    assert odd_chip_order("croupier-left", seats) == (2, 5, 8, 9)
    assert odd_chip_order("dealing-order", seats) == (9, 8, 5, 2)
    assert odd_chip_order("marker", seats, marker=6) == (8, 9, 2, 5)
    assert odd_chip_order("marker", seats, marker=9) == (9, 2, 5, 8)


def test_r1_4_odd_chip_in_a_holdem_scenario_goes_from_the_marker():
    # Board As Ks Qd Jc Th: every seat plays the A-K-Q-J-T straight.  Seats 1, 4, 6
    # at 100, seat 3 folded 10 (unit 1, no commission): pot 310 = 3 x 103 + 1.
    # Marker on seat 5: clockwise 6, 1, 4 -> seat 6 gets the odd chip: 104.
    answer = solve({
        "game": "holdem", "marker": 5, "board": ["As", "Ks", "Qd", "Jc", "Th"],
        "params": {"commission": "none"},
        "seats": [
            {"seat": 1, "cards": ["2c", "3d"], "committed": 100},
            {"seat": 3, "committed": 10, "folded": True},
            {"seat": 4, "cards": ["2d", "4c"], "committed": 100},
            {"seat": 6, "cards": ["5h", "3c"], "committed": 100},
        ],
    })
    assert answer["pots"][0]["shares"] == {"1": 103, "4": 103, "6": 104}


def test_r1_4_odd_chip_param_overrides_the_rule_set():
    # Same hand with params.odd_chip croupier-left: the lowest seat, 1, gets it.
    answer = solve({
        "game": "holdem", "marker": 5, "board": ["As", "Ks", "Qd", "Jc", "Th"],
        "params": {"commission": "none", "odd_chip": "croupier-left"},
        "seats": [
            {"seat": 1, "cards": ["2c", "3d"], "committed": 100},
            {"seat": 3, "committed": 10, "folded": True},
            {"seat": 4, "cards": ["2d", "4c"], "committed": 100},
            {"seat": 6, "cards": ["5h", "3c"], "committed": 100},
        ],
    })
    assert answer["pots"][0]["shares"] == {"1": 104, "4": 103, "6": 103}


# -- R1-5 -----------------------------------------------------------------------------


def test_r1_5_commission_cap_binds_on_the_main_pot():
    # omaha-macau, 5 %, big blind 20: cap 5 x 20 = 100.  Seat 1 all-in 1000, seats 2
    # and 3 at 1500.  main 3000: 5 % = 150, capped to 100; side 1000: 5 % = 50 due,
    # but the cap is used up: 0.  Board 2c 7d 9h Js Kc: seat 1 Kd Ks (+Kc) trips >
    # seat 2 Ad Ac aces > seat 3 Qs Qc queens.  Seat 1: 3000 - 100 = 2900;
    # seat 2: side pot 1000.  2900 + 1000 + 100 = 4000.
    answer = solve({
        "game": "omaha-macau", "marker": 3, "board": ["2c", "7d", "9h", "Js", "Kc"],
        "params": {"big_blind": 20},
        "seats": [
            {"seat": 1, "cards": ["Kd", "Ks", "4h", "3h"], "committed": 1000},
            {"seat": 2, "cards": ["Ad", "Ac", "5s", "6s"], "committed": 1500},
            {"seat": 3, "cards": ["Qs", "Qc", "8d", "8c"], "committed": 1500},
        ],
    })
    assert [(p["amount"], p["winners"], p["commission"]) for p in answer["pots"]] == [
        (3000, [1], 100),
        (1000, [2], 0),
    ]
    assert answer["commission"] == 100
    assert answer["payouts"] == {"1": 2900, "2": 1000}


def test_r1_5_cap_reasoning_is_kept():
    # Same pots at the engine level: the main pot's charge is capped (due 150, cap
    # left 100), the side pot's due 50 meets a cap left of 0.
    charges = commission_charges([3000, 1000], Commission(5, cap=100), chip_unit=1)
    assert [(c.due, c.cap_left, c.charged, c.capped) for c in charges] == [
        (150, 100, 100, True),
        (50, 0, 0, True),
    ]


def test_r1_5_commission_is_per_pot_and_rounded_down_to_the_chip_unit():
    # holdem 5 %, unit 5.  Seat 1 all-in 165, seats 2 and 3 at 430.
    # main 3 x 165 = 495: 5 % = 24.75 -> 20; side 2 x 265 = 530: 26.5 -> 25.
    # (5 % of the 1025 total would be 51.25 -> 50: per pot is 45.)
    charges = commission_charges([495, 530], Commission(5), chip_unit=5)
    assert [c.charged for c in charges] == [20, 25]
    s = settle({1: 165, 2: 430, 3: 430}, set(), {1: 3, 2: 2, 3: 1}, chip_unit=5,
               commission=Commission(5))
    assert s.commission == 45
    assert s.payouts == {1: 475, 2: 505}


def test_r1_5_fractional_percent_is_exact():
    # 3.3 % of 1000 is exactly 33 (a binary float would give 32.999...).
    (charge,) = commission_charges([1000], Commission(3.3), chip_unit=1)
    assert charge.rate == Fraction(33, 1000)
    assert charge.charged == 33


def test_r1_5_stud_commission_excludes_the_uncalled_final_bet():
    # Stud, unit 5, 4 %.  Seat 1 bets 200 on the last street, seats 3 and 5 fold
    # (400 each in).  Uncalled 600 - 400 = 200 back to seat 1 (art. 9).  Pot 1200:
    # 4 % = 48 -> 45; seat 1 gets 1200 - 45 = 1155 and the 200 back: 1355.
    # (Charging the 200 too would be 4 % of 1400 = 56 -> 55.)
    answer = solve({
        "game": "stud", "params": {"chip_unit": 5},
        "seats": [
            {"seat": 1, "hole": "As", "up": ["Ah", "Kd", "Qc", "Jh"], "committed": 600},
            {"seat": 3, "hole": "9s", "up": ["9h", "8d", "7c", "6h"], "committed": 400,
             "folded": True, "folded_at": 5},
            {"seat": 5, "up": ["Ts", "Td", "5c", "5d"], "committed": 400,
             "folded": True, "folded_at": 5},
        ],
    })
    assert answer["uncalled"] == {"seat": 1, "amount": 200}
    assert answer["pots"] == [
        {"amount": 1200, "eligible": [1], "winners": [1], "commission": 45,
         "shares": {"1": 1155}},
    ]
    assert answer["commission"] == 45
    assert answer["payouts"] == {"1": 1355}
    assert answer["showdown_order"] == []


def test_r1_5_commission_none():
    # commission: none: the whole 1300 goes to the winner.
    answer = solve({
        "game": "holdem", "marker": 3, "board": ["Ah", "7c", "7d", "2s", "9h"],
        "params": {"commission": "none"},
        "seats": [
            {"seat": 1, "cards": ["As", "Kd"], "committed": 500},
            {"seat": 3, "cards": ["Qs", "Qd"], "committed": 1200},
            {"seat": 6, "committed": 300, "folded": True},
        ],
    })
    assert answer["commission"] == 0
    assert answer["payouts"] == {"1": 1300, "3": 700}


def test_r1_5_explicit_cap_across_pots():
    # holdem 5 %, cap 60.  Pots 600 (due 30) then 700 (due 35, cap left 30 -> 30).
    # Strengths: seat 1 wins main, seat 2 the side.  570 + 670 + 60 = 1300.
    s = settle({1: 200, 2: 550, 3: 550}, set(), {1: 9, 2: 5, 3: 1},
               commission=Commission(5, cap=60))
    assert [a.commission.charged for a in s.awards] == [30, 30]
    assert s.payouts == {1: 570, 2: 670}


# -- R1-6 -----------------------------------------------------------------------------


def test_r1_6_payouts_and_commission_add_up_to_commitments():
    # The layered hand with 5 % commission, unit 5, and seats 5 and 6 tied:
    # main 600 (30) -> seat 1 570; side1 700 (35) -> seat 3 665; side2 450 (22.5 -> 20)
    # -> seat 3 430; side3 400 (20) -> 380 split 190/190 between 5 and 6.
    # Payouts 570 + 1095 + 190 + 190 = 2045, commission 105: 2150 = commitments.
    s = settle(LAYERED, {4}, {1: 90, 2: 10, 3: 80, 5: 50, 6: 50}, chip_unit=5,
               commission=Commission(5))
    assert [a.commission.charged for a in s.awards] == [30, 35, 20, 20]
    assert s.payouts == {1: 570, 3: 1095, 5: 190, 6: 190}
    assert sum(s.payouts.values()) + s.commission == s.total_committed == 2150


def test_r1_6_a_settlement_that_loses_chips_is_a_defect():
    good = settle({1: 100, 2: 100}, set(), {1: 2, 2: 1})
    broken = Settlement(good.commitments, good.folded, 1, None, good.pots, True, ())
    with pytest.raises(AssertionError, match="R1-6"):
        check_conservation(broken)
