"""``trainer solve`` on poker scenarios: the answer's keys (SCENARIOS.md) and invalid input.

Every invalid scenario must exit 2 with one line on stderr naming the file and the
offending field, and print nothing on stdout.
"""

from __future__ import annotations

import json

import pytest

SCENARIOS_HOLDEM = """
    game: holdem
    marker: 3
    board: [Ah, 7c, 7d, 2s, 9h]
    seats:
      - {seat: 1, cards: [As, Kd], committed: 500}
      - {seat: 3, cards: [Qs, Qd], committed: 1200}
      - {seat: 6, committed: 300, folded: true}
    final_round:
      - {seat: 3, action: bet, amount: 200}
      - {seat: 1, action: call, allin: true}
"""

SCENARIOS_STUD = """
    game: stud
    params: {chip_unit: 5}
    seats:
      - {seat: 1, hole: Ks, up: [Ah, 9d, 9c, Th], committed: 400}
      - {seat: 4, hole: 5s, up: [Kd, Jc, 6h, 6d], committed: 400}
      - {seat: 6, up: [Qc, 8h], committed: 100, folded: true, folded_at: 3}
"""


def solved(run_cli, scenario_file, text: str) -> dict:
    rc, out, err = run_cli("solve", scenario_file(text))
    assert (rc, err) == (0, "")
    return json.loads(out)


def test_holdem_answer_is_the_one_in_scenarios_md(run_cli, scenario_file):
    # SCENARIOS.md's worked answer: seat 3's 700 uncalled (R1-1); pot 1300, 5 % = 65;
    # seat 1's aces and sevens beat queens and sevens: 1235.  Marker 3 opens: 3, 1.
    answer = solved(run_cli, scenario_file, SCENARIOS_HOLDEM)
    assert answer == {
        "game": "holdem",
        "hands": {"1": {"category": "two-pair", "best": ["As", "Ah", "7c", "7d", "Kd"]},
                  "3": {"category": "two-pair", "best": ["Qs", "Qd", "7c", "7d", "Ah"]}},
        "showdown_order": [3, 1],
        "uncalled": {"seat": 3, "amount": 700},
        "pots": [{"amount": 1300, "eligible": [1, 3], "winners": [1],
                  "commission": 65, "shares": {"1": 1235}}],
        "commission": 65,
        "payouts": {"1": 1235, "3": 700},
    }


def test_stud_answer_has_every_key(run_cli, scenario_file):
    # Seat 1: Ks + A-9-9-T = pair of nines; seat 4: 5s + K-J-6-6 = pair of sixes.
    # Pot 400 + 400 + 100 = 900; 4 % = 36 -> 35 (unit 5); seat 1 gets 865.
    # Best four-card board: seat 4 (pair formed with the 4th card) shows last; the
    # player to his right is seat 1: order 1, 4.
    answer = solved(run_cli, scenario_file, SCENARIOS_STUD)
    assert set(answer) == {
        "game", "hands", "showdown_order", "uncalled", "pots", "commission", "payouts",
        "first_to_act",
    }
    assert answer["hands"]["1"]["category"] == "one-pair"
    assert sorted(answer["hands"]["1"]["best"]) == sorted(["9c", "9d", "Ah", "Ks", "Th"])
    assert answer["hands"]["4"]["category"] == "one-pair"
    assert answer["showdown_order"] == [1, 4]
    assert answer["uncalled"] is None
    assert answer["pots"] == [{"amount": 900, "eligible": [1, 4], "winners": [1],
                               "commission": 35, "shares": {"1": 865}}]
    assert answer["commission"] == 35
    assert answer["payouts"] == {"1": 865}
    assert answer["first_to_act"] == {"1": 1, "2": 4, "3": 1, "4": 4}


def test_incomplete_board_gives_pots_and_eligibility_only(run_cli, scenario_file):
    # Flop only, three seats in.  Seat 2 all-in 100, seats 4 and 7 at 450 and 300:
    # seat 4's 150 over 300 is uncalled.  main 3 x 100 = 300 (2 4 7), side 2 x 200 = 400
    # (4 7).  Winners, shares, commission, payouts, hands, showdown_order: omitted.
    answer = solved(run_cli, scenario_file, """
        game: holdem
        marker: 2
        board: [Ah, 7c, 7d]
        seats:
          - {seat: 2, cards: [As, Kd], committed: 100, allin: true}
          - {seat: 4, cards: [Qs, Qd], committed: 450}
          - {seat: 7, cards: [Js, Jd], committed: 300}
    """)
    assert answer == {
        "game": "holdem",
        "uncalled": {"seat": 4, "amount": 150},
        "pots": [{"amount": 300, "eligible": [2, 4, 7]}, {"amount": 400, "eligible": [4, 7]}],
    }


def test_one_seat_left_the_hand_is_over_at_once(run_cli, scenario_file):
    # Flop: seat 2 bets, seats 5 and 8 fold.  Seat 2's 300 against 100: 200 uncalled.
    # Pot 100 + 100 + 100 = 300, 5 % = 15, seat 2 takes 285 and the 200: 485.
    answer = solved(run_cli, scenario_file, """
        game: holdem
        marker: 5
        board: [Ah, 7c, 7d]
        seats:
          - {seat: 2, cards: [As, Kd], committed: 300}
          - {seat: 5, committed: 100, folded: true}
          - {seat: 8, committed: 100, folded: true}
    """)
    assert answer == {
        "game": "holdem",
        "showdown_order": [],
        "uncalled": {"seat": 2, "amount": 200},
        "pots": [{"amount": 300, "eligible": [2], "winners": [2], "commission": 15,
                  "shares": {"2": 285}}],
        "commission": 15,
        "payouts": {"2": 485},
    }


def test_stud_before_the_last_card(run_cli, scenario_file):
    # Street 2, two seats in at 100 each, seat 6 folded 20 on street 1 (folded_at 1).
    # Pot 220 eligible 1 and 4; first_to_act: street 1 Ah (1); street 2 seconds
    # Jc (4) against 9d (1) -> 4.
    answer = solved(run_cli, scenario_file, """
        game: stud
        seats:
          - {seat: 1, hole: Ks, up: [Ah, 9d], committed: 100}
          - {seat: 4, hole: 5s, up: [Kd, Jc], committed: 100}
          - {seat: 6, up: [Qc], committed: 20, folded: true, folded_at: 1}
    """)
    assert answer == {
        "game": "stud",
        "uncalled": None,
        "pots": [{"amount": 220, "eligible": [1, 4]}],
        "first_to_act": {"1": 1, "2": 4},
    }


INVALID = {
    "negative committed": ("""
        game: holdem
        marker: 1
        board: [Ah, 7c, 7d, 2s, 9h]
        seats:
          - {seat: 1, cards: [As, Kd], committed: 500}
          - {seat: 3, cards: [Qs, Qd], committed: -5}
    """, "seats[1].committed"),
    "non-integer committed": ("""
        game: holdem
        marker: 1
        seats:
          - {seat: 1, cards: [As, Kd], committed: 12.5}
          - {seat: 3, cards: [Qs, Qd], committed: 20}
    """, "seats[0].committed"),
    "non-numeric committed": ("""
        game: omaha
        marker: 1
        seats:
          - {seat: 1, cards: [As, Kd, 2c, 3c], committed: lots}
          - {seat: 3, cards: [Qs, Qd, 2d, 3d], committed: 20}
    """, "seats[0].committed"),
    "negative final_round amount": ("""
        game: holdem
        marker: 1
        seats:
          - {seat: 1, cards: [As, Kd], committed: 100}
          - {seat: 3, cards: [Qs, Qd], committed: 100}
        final_round:
          - {seat: 1, action: bet, amount: -50}
    """, "final_round[0].amount"),
    "non-integer final_round amount": ("""
        game: holdem
        marker: 1
        seats:
          - {seat: 1, cards: [As, Kd], committed: 100}
          - {seat: 3, cards: [Qs, Qd], committed: 100}
        final_round:
          - {seat: 1, action: bet, amount: 50.5}
    """, "final_round[0].amount"),
    "folded seat acts after folding": ("""
        game: omaha-macau
        marker: 1
        params: {commission: none}
        seats:
          - {seat: 1, cards: [As, Kd, 2c, 3c], committed: 100}
          - {seat: 3, cards: [Qs, Qd, 2d, 3d], committed: 100}
          - {seat: 6, committed: 50, folded: true}
        final_round:
          - {seat: 1, action: bet, amount: 50}
          - {seat: 6, action: fold}
          - {seat: 6, action: raise, amount: 200}
    """, "final_round[2].seat"),
    "seat folded before the final round acts in it": ("""
        game: holdem
        marker: 1
        seats:
          - {seat: 1, cards: [As, Kd], committed: 100}
          - {seat: 3, cards: [Qs, Qd], committed: 100}
          - {seat: 6, committed: 50, folded: true}
        final_round:
          - {seat: 6, action: check}
    """, "final_round[0].seat"),
    "fold by a seat not marked folded": ("""
        game: holdem
        marker: 1
        seats:
          - {seat: 1, cards: [As, Kd], committed: 100}
          - {seat: 3, cards: [Qs, Qd], committed: 100}
        final_round:
          - {seat: 1, action: check}
          - {seat: 3, action: fold}
    """, "final_round[1].action"),
    "folded_at past the cards dealt": ("""
        game: stud
        seats:
          - {seat: 1, hole: Ks, up: [Ah, 9d, 9c], committed: 100}
          - {seat: 4, hole: 5s, up: [Kd, Jc, 6h], committed: 100}
          - {seat: 6, up: [Qc, 8h], committed: 20, folded: true, folded_at: 4}
    """, "seats[2].folded_at"),
    "folded_at before cards the seat shows": ("""
        game: stud
        seats:
          - {seat: 1, hole: Ks, up: [Ah, 9d, 9c], committed: 100}
          - {seat: 4, hole: 5s, up: [Kd, Jc, 6h], committed: 100}
          - {seat: 6, up: [Qc, 8h, 7d], committed: 20, folded: true, folded_at: 2}
    """, "seats[2].folded_at"),
    "missing marker": ("""
        game: holdem
        seats:
          - {seat: 1, cards: [As, Kd], committed: 100}
          - {seat: 3, cards: [Qs, Qd], committed: 100}
    """, "marker"),
    "sintetico showdown without previous_round_high_bettor": ("""
        game: sintetico
        marker: 1
        board: [Ah, Kd, Qc, 9s, 8h]
        seats:
          - {seat: 1, cards: [As, Ks], committed: 200}
          - {seat: 3, cards: [Qs, Qh], committed: 200}
    """, "previous_round_high_bettor"),
    "folded seat put in more than every seat still in": ("""
        game: holdem
        marker: 1
        seats:
          - {seat: 1, cards: [As, Kd], committed: 100}
          - {seat: 3, committed: 400, folded: true}
          - {seat: 5, cards: [Qs, Qd], committed: 100}
    """, "seats[1].committed"),
    "every seat folded": ("""
        game: holdem
        marker: 1
        seats:
          - {seat: 1, committed: 100, folded: true}
          - {seat: 3, committed: 100, folded: true}
    """, "seats"),
    "omaha-macau commission above 5 %": ("""
        game: omaha-macau
        marker: 1
        params: {big_blind: 10, commission: {percent: 6}}
        seats:
          - {seat: 1, cards: [As, Kd, 2c, 3c], committed: 100}
          - {seat: 3, cards: [Qs, Qd, 2d, 3d], committed: 100}
    """, "params.commission.percent"),
    "holdem commission above 5 %": ("""
        game: holdem
        marker: 1
        params: {commission: {percent: 7}}
        seats:
          - {seat: 1, cards: [As, Kd], committed: 100}
          - {seat: 3, cards: [Qs, Qd], committed: 100}
    """, "params.commission.percent"),
    "negative commission cap": ("""
        game: holdem
        marker: 1
        params: {commission: {percent: 5, cap: -10}}
        seats:
          - {seat: 1, cards: [As, Kd], committed: 100}
          - {seat: 3, cards: [Qs, Qd], committed: 100}
    """, "params.commission.cap"),
    "omaha-macau without big_blind": ("""
        game: omaha-macau
        marker: 1
        seats:
          - {seat: 1, cards: [As, Kd, 2c, 3c], committed: 100}
          - {seat: 3, cards: [Qs, Qd, 2d, 3d], committed: 100}
    """, "params.big_blind"),
    "stud odd chips by the marker without a marker": ("""
        game: stud
        params: {odd_chip: marker}
        seats:
          - {seat: 1, hole: Ks, up: [Ah], committed: 100}
          - {seat: 4, hole: 5s, up: [Kd], committed: 100}
    """, "marker"),
}


@pytest.mark.parametrize("case", list(INVALID))
def test_invalid_scenario_exits_2_naming_file_and_field(run_cli, scenario_file, case):
    text, field = INVALID[case]
    path = scenario_file(text)
    rc, out, err = run_cli("solve", path)
    assert rc == 2
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert f"{path}:" in err
    assert f": {field}: " in err
