"""Issue 15 rulings through the engine and through ``trainer solve``: R2-1 (a seat all
in before the last betting round did not open it) and R1-4 (omaha-macau gives the whole
remainder of a split to one winner).  Every figure is worked out in the comment above it."""

from __future__ import annotations

import json

from trainer.engine.pots import split_pot
from trainer.engine.showdown import nonbanked_showdown, sintetico_showdown
from trainer.engine.solve import solve, solve_typed
from trainer.i18n import render
from trainer.tasks.explain_poker import explain_pots, explain_showdown

# Marker 4 went all in for 300 before the river; seats 7 and 1 bet and called the
# river (900 each).  Seat 4 cannot open the river; the first seat clockwise from the
# marker that could is 7; then clockwise: 7, round past the croupier to 1, then 4.
RIVER = """
game: holdem
marker: 4
board: [Ah, 7c, 7d, 2s, 9h]
seats:
  - {seat: 1, cards: [As, Kd], committed: 900}
  - {seat: 4, cards: [Qs, Qd], committed: 300}
  - {seat: 7, cards: [Js, Td], committed: 900}
final_round:
  - {seat: 7, action: bet, amount: 600}
  - {seat: 1, action: call}
"""


def test_r2_1_allin_marker_before_the_river_does_not_show_first(run_cli, scenario_file):
    rc, out, err = run_cli("solve", scenario_file(RIVER))
    assert rc == 0, err
    assert json.loads(out)["showdown_order"] == [7, 1, 4]


def test_r2_1_engine_skips_seats_all_in_before_the_last_round():
    order = nonbanked_showdown([1, 4, 7], marker=4, allin_before={4})
    assert (order.order, order.anchor, order.skipped_allin) == ((7, 1, 4), 4, (4,))
    # Two all-in seats in a row from the marker (4 and 5): the opener is 7: 7, 9, 4, 5.
    order = nonbanked_showdown([4, 5, 7, 9], marker=4, allin_before={4, 5})
    assert (order.order, order.skipped_allin) == ((7, 9, 4, 5), (4, 5))
    # An all-in seat after the opener is not skipped: marker 2 could bet, 4 is all in.
    assert nonbanked_showdown([2, 4, 7], marker=2, allin_before={4}).order == (2, 4, 7)


def test_r2_1_with_at_most_one_seat_able_to_bet_the_first_seat_from_the_marker_shows():
    # Seats 4 and 9 all in before the river, seat 7 the only one who could bet: no
    # river betting round; the first seat still in from the marker (4), all in or not.
    order = nonbanked_showdown([4, 7, 9], marker=4, allin_before={4, 9})
    assert (order.order, order.skipped_allin) == ((4, 7, 9), ())
    answer = solve({
        "game": "omaha", "marker": 4, "board": ["Ah", "7c", "7d", "2s", "9h"],
        "seats": [
            {"seat": 4, "cards": ["Qs", "Qd", "3c", "4c"], "committed": 300},
            {"seat": 7, "cards": ["Js", "Td", "5c", "6c"], "committed": 900},
            {"seat": 9, "cards": ["Ks", "Kd", "3h", "4h"], "committed": 500},
        ],
    })
    assert answer["showdown_order"] == [4, 7, 9]


def test_r2_1_a_seat_that_went_all_in_on_the_river_counts_as_acting_in_it():
    # Seat 4 (marker) bet its last 300 on the river (600 in all, below the others' 900):
    # it acted in final_round, so it was not all in before the river: it opened it and
    # shows first, then 7, 1.
    scenario = json.loads(json.dumps({
        "game": "holdem", "marker": 4, "board": ["Ah", "7c", "7d", "2s", "9h"],
        "seats": [
            {"seat": 1, "cards": ["As", "Kd"], "committed": 900},
            {"seat": 4, "cards": ["Qs", "Qd"], "committed": 600, "allin": True},
            {"seat": 7, "cards": ["Js", "Td"], "committed": 900},
        ],
        "final_round": [
            {"seat": 4, "action": "bet", "amount": 300, "allin": True},
            {"seat": 7, "action": "raise", "amount": 600},
            {"seat": 1, "action": "call"},
        ],
    }))
    assert solve(scenario)["showdown_order"] == [4, 7, 1]
    # The same seat marked `allin: true` with the others' commitment and no river action:
    # all in before the river, skipped: 7 opens.
    del scenario["final_round"]
    scenario["seats"][1]["committed"] = 900
    assert solve(scenario)["showdown_order"] == [7, 1, 4]


def test_r2_1_sintetico_high_bettor_all_in_before_the_last_round_is_skipped():
    # Seat 3 made the highest bet of round 4 with its last chips; seats 5 and 8 bet
    # the last round: 5 opened it (next clockwise from 3 that could bet): 5, 8, 3.
    assert sintetico_showdown([3, 5, 8], high_bettor=3, allin_before={3}).order == (5, 8, 3)


def test_r2_1_explanation_names_the_marker_the_skipped_seat_and_the_opener():
    import yaml

    scenario = yaml.safe_load(RIVER)
    first = explain_showdown(solve_typed(scenario)[1])[0]
    text = render(first.text)  # a Message, rendered as the screen would (issue 34 item 4)
    assert "marker is seat 4" in text and "seat 4 could not open" in text
    assert "seat 7, the first seat still in clockwise from it that could bet in the last round, shows first" \
        in text and "R2-1" in first.cite


# Omaha-Macau, units of 5, no commission: three tied winners (seats 3, 5, 8) and a
# folded seat 1 who put in 70: a pot of 3 x 500 + 70 = 1570 = 314 units; 104 units
# (520) each and 2 units left over; both go to seat 3, the first winner clockwise
# from the croupier's left: 530 / 520 / 520, not 525 / 525 / 520.
SPLIT = """
game: omaha-macau
marker: 6
board: [Ah, Kh, 7d, 2s, 3c]
params: {chip_unit: 5, commission: none}
seats:
  - {seat: 1, committed: 70, folded: true}
  - {seat: 3, cards: [Qs, Js, 4d, 5c], committed: 500}
  - {seat: 5, cards: [Qd, Jd, 4h, 5h], committed: 500}
  - {seat: 8, cards: [Qc, Jc, 4s, 5d], committed: 500}
"""


def test_r1_4_omaha_macau_whole_remainder_to_the_first_winner_from_the_croupiers_left(run_cli, scenario_file):
    rc, out, err = run_cli("solve", scenario_file(SPLIT))
    assert rc == 0, err
    answer = json.loads(out)
    (pot,) = answer["pots"]
    assert (pot["amount"], pot["winners"]) == (1570, [3, 5, 8])
    assert pot["shares"] == {"3": 530, "5": 520, "8": 520}
    assert answer["payouts"] == {"3": 530, "5": 520, "8": 520}


def test_r1_4_split_pot_whole_remainder_rule_only_for_omaha_macau():
    # 1570 among 3 in units of 5: 520 each, 2 units left.
    equal, odd, shares = split_pot(1570, (3, 5, 8), 5, "croupier-left")
    assert (equal, odd.units, odd.receivers, odd.whole) == (520, 2, (3,), True)
    assert dict(shares) == {3: 530, 5: 520, 8: 520}
    # The non-banked games still give one unit each from the marker (rule 67): marker 5.
    equal, odd, shares = split_pot(1570, (5, 8, 3), 5, "marker")
    assert (odd.receivers, odd.whole) == ((5, 8), False)
    assert dict(shares) == {3: 520, 5: 525, 8: 525}


def test_r1_4_explanation_gives_every_odd_unit_to_one_seat_and_cites_the_ruling():
    import yaml

    scenario = yaml.safe_load(SPLIT)
    steps = explain_pots(solve_typed(scenario)[1])
    odd = [render(s.text) for s in steps if "odd chip" in render(s.text)]
    odd_steps = [s for s in steps if "odd chip" in render(s.text)]
    assert len(odd) == 1 and "all of them go to seat 3" in odd[0]
    assert odd_steps[0].cite.startswith("ruling R1-4")
