"""``trainer solve`` on 13-card scenarios: the SCENARIOS.md answer keys and the
refusal of invalid input (exit 2, one line naming the seat and the field)."""

from __future__ import annotations

import json

import pytest

from trainer.engine.cards import parse_cards
from trainer.engine.thirteen import judge

# SCENARIOS.md banker: pair of 2s / K-high heart flush / full house 4s over 8s.
BANKER = "banker: {front: [2s, 2d, 9c], middle: [3h, 7h, 9h, Jh, Kh], back: [4s, 4d, 4c, 8s, 8d]}"
# Seat 1: A-Q-5 high / 9-high straight / quads 10s.
SEAT_1 = (
    "{seat: 1, stake: 100, front: [Ac, Qd, 5s], middle: [5h, 6c, 7d, 8c, 9d], "
    "back: [Td, Th, Ts, Tc, 2h]}"
)
# Seat 2, unarranged: pairs A K Q J 7 6 and the odd 3 (six pairs and a half).
SEAT_2_CARDS = "[Ah, As, Kd, Kc, Qh, Qs, Jd, Jc, 7s, 7c, 6s, 6h, 3c]"
# Seat 3: A-K-Q high / two pair 5s and 3s / J-high: the middle beats the back.
SEAT_3 = (
    "{seat: 3, stake: 150, front: [Ad, Ks, Qc], middle: [9s, 3s, 3d, 5c, 5d], "
    "back: [Js, 8h, 4h, 6d, 2c]}"
)


@pytest.fixture
def solve(run_cli, scenario_file):
    def _solve(text: str):
        return run_cli("solve", scenario_file(text))

    return _solve


def answer_of(solve, text: str) -> dict:
    rc, out, err = solve(text)
    assert (rc, err) == (0, "")
    return json.loads(out)


def refused(solve, text: str) -> str:
    rc, out, err = solve(text)
    assert (rc, out) == (2, "")
    assert err.count("\n") == 1  # one line
    return err


def scenario(*seats: str, top: str = "") -> str:
    lines = ["game: thirteen", *([top] if top else []), BANKER, "seats:"]
    lines += [f"  - {s}" for s in seats]
    return "\n".join(lines) + "\n"


def test_scenarios_md_example_answer(solve):
    # Dice 3+5+2+6 = 16: counted from the banker = 1 counterclockwise, 16 lands on
    # seat 1 (R5-1).  Seat 1: front banker 1 (pair over high card), middle banker 1
    # (flush over straight), back seat 4 (quads in the back): 4 - 2, win; stake
    # 100 = 2 units of 50 -> prize 50, commission 1, net 49 (R5-7).
    answer = answer_of(
        solve,
        scenario(SEAT_1, f"{{seat: 2, stake: 50, cards: {SEAT_2_CARDS}}}",
                 top="dice: [3, 5, 2, 6]\nparams: {bet_unit: 50}"),
    )
    assert answer["first_card"] == "seat 1"
    assert answer["banker"] == {
        "foul": False, "natural": None,
        "rows": {"front": "one-pair", "middle": "flush", "back": "full-house"},
    }
    seat = answer["seats"]["1"]
    assert seat["rows"] == {
        "front": {"category": "high-card", "winner": "banker", "points": 1},
        "middle": {"category": "straight", "winner": "banker", "points": 1},
        "back": {"category": "four-of-a-kind", "winner": "seat", "points": 4},
    }
    assert {k: seat[k] for k in ("foul", "natural", "seat_points", "banker_points")} == {
        "foul": False, "natural": None, "seat_points": 4, "banker_points": 2,
    }
    assert (seat["outcome"], seat["net"]) == ("win", 49)
    assert "foul_reason" not in seat
    unarranged = answer["seats"]["2"]
    assert unarranged["natural"] == "six-pairs-and-a-half"
    rows = unarranged["arrangement"]
    assert [len(rows[r]) for r in ("front", "middle", "back")] == [3, 5, 5]
    dealt = [card for row in rows.values() for card in row]
    assert sorted(dealt) == sorted(SEAT_2_CARDS.strip("[]").split(", "))
    assert not judge(*(parse_cards(rows[r]) for r in ("front", "middle", "back"))).foul
    assert "outcome" not in unarranged  # an unarranged seat is not settled


def test_a_fouled_seat_answer_names_the_rows_and_loses_its_stake(solve):
    # Seat 3's middle (two pair) beats its back (J-high): foul, loses 150.
    seat = answer_of(solve, scenario(SEAT_1, SEAT_3))["seats"]["3"]
    assert seat["foul"] is True
    assert seat["foul_reason"] == (
        "middle two-pair 5s and 3s with 9 kicker beats back high-card J-8-6-4-2 "
        "(two-pair ranks above high-card)"
    )
    assert (seat["outcome"], seat["net"]) == ("lose", -150)
    assert {r["winner"] for r in seat["rows"].values()} == {None}


def test_a_fouled_banker_pays_every_seat_that_did_not_foul(solve):
    # Banker: pair of 8s / A-2-3-4-5 straight / K-high straight: the middle beats
    # the back (R5-3), a foul.  Seat 1 (in order, weak) wins: 100 -> 49.  Seat 2
    # fouls (front pair of 9s over a K-high middle) and loses 50.
    answer = answer_of(solve, """
        game: thirteen
        banker: {front: [8s, 8d, 6c], middle: [Ah, 2d, 3s, 4c, 5h], back: [Kh, Qd, Js, Tc, 9h]}
        seats:
          - {seat: 1, stake: 100, front: [7c, 4d, 2c], middle: [7h, 7d, 3c, 6d, 5c],
             back: [As, Ac, Qc, Jh, 8c]}
          - {seat: 2, stake: 50, front: [9c, 9d, Ad], middle: [9s, 2h, Kd, 7s, 3h],
             back: [Qs, Qh, Td, Th, 6h]}
        """)
    assert answer["banker"]["foul"] is True
    assert "middle straight A-2-3-4-5 beats back straight K-Q-J-10-9" in (
        answer["banker"]["foul_reason"]
    )
    one, two = answer["seats"]["1"], answer["seats"]["2"]
    assert (one["foul"], one["outcome"], one["net"]) == (False, "win", 49)
    assert (two["foul"], two["outcome"], two["net"]) == (True, "lose", -50)


def test_first_card_only_with_dice(solve):
    # Dice 1+1+1+2 = 5: banker (5 counts round to the banker again).
    assert answer_of(solve, scenario(SEAT_1, top="dice: [1, 1, 1, 2]"))["first_card"] == "banker"
    assert "first_card" not in answer_of(solve, scenario(SEAT_1))


def test_params_commission_none_and_chip_unit(solve):
    # Commission none: the seat 1 win pays the whole half stake, 50.
    answer = answer_of(solve, scenario(SEAT_1, top="params: {commission: none}"))
    assert answer["seats"]["1"]["net"] == 50
    # Chip unit 25, stake 100: prize 50; 2 % of 50 = 1 -> rounded down to 0 chips of 25.
    answer = answer_of(solve, scenario(SEAT_1, top="params: {chip_unit: 25}"))
    assert answer["seats"]["1"]["net"] == 50


def test_an_unarranged_banker_gets_a_hint_when_no_seat_is_settled(solve):
    # Banker: every rank once (dragon).  Seat 2: pairs A K Q J 7 6, odd 3.
    answer = answer_of(solve, """
        game: thirteen
        banker: {cards: [Ah, 2d, 3c, 4s, 5h, 6d, 7c, 8s, 9h, Td, Jc, Qs, Kh]}
        seats:
          - {seat: 2, cards: [As, Ad, Kd, Kc, Qh, Qd, Jd, Jh, 7s, 7h, 6s, 6h, 3d]}
        """)
    assert answer["banker"]["natural"] == "dragon"
    assert answer["seats"]["2"]["natural"] == "six-pairs-and-a-half"
    assert set(answer["banker"]["arrangement"]) == {"front", "middle", "back"}


# -- invalid input ---------------------------------------------------------------------------


def test_a_row_with_the_wrong_number_of_cards(solve):
    err = refused(solve, scenario(SEAT_1.replace("front: [Ac, Qd, 5s]", "front: [Ac, Qd]")))
    assert "seats[0].front" in err and "seat 1 front has 2 cards, expected 3" in err


def test_thirteen_cards_given_both_arranged_and_unarranged(solve):
    seat = SEAT_1.replace("back:", "cards: [3d, 5d, 6s, 7c, 8h, 9c, Jc, Qc, Ks, Kd, 2c, 3s, 4h], back:")
    err = refused(solve, scenario(seat))
    assert "seats[0].cards" in err and "seat 1" in err and "not both" in err


def test_a_duplicate_card_across_seats(solve):
    # Seat 3 holds the 4s the banker's back already holds.
    seat = SEAT_3.replace("back: [Js, 8h, 4h", "back: [Js, 8h, 4s")
    err = refused(solve, scenario(SEAT_1, seat))
    assert "seats[1].back[2]" in err and "duplicate card 4s: seat 3 and banker" in err


@pytest.mark.parametrize("dice", ["[3, 5, 7, 1]", "[0, 1, 2, 3]"])
def test_dice_outside_1_to_6(solve, dice):
    err = refused(solve, scenario(SEAT_1, top=f"dice: {dice}"))
    assert "dice[" in err and "a die shows 1 to 6" in err


def test_four_dice(solve):
    err = refused(solve, scenario(SEAT_1, top="dice: [3, 5, 2]"))
    assert "dice:" in err and "four dice" in err


@pytest.mark.parametrize("stake", [75, 200, 0])
def test_a_stake_that_is_not_1_2_or_3_units(solve, stake):
    seat = SEAT_1.replace("stake: 100", f"stake: {stake}")
    err = refused(solve, scenario(seat, top="params: {bet_unit: 50}"))
    assert "seats[0].stake" in err and f"seat 1 stakes {stake}" in err
    assert "1, 2 or 3 units (50, 100 or 150)" in err


def test_three_units_are_accepted(solve):
    seat = SEAT_1.replace("stake: 100", "stake: 150")
    # Win: half of 150 = 75; 2 % of 75 = 1.5 -> 1; net 74.
    assert answer_of(solve, scenario(seat, top="params: {bet_unit: 50}"))["seats"]["1"]["net"] == 74


def test_an_arranged_seat_needs_a_stake_and_a_banker(solve):
    err = refused(solve, scenario(SEAT_1.replace("stake: 100, ", "")))
    assert "seats[0].stake" in err and "seat 1" in err
    err = refused(solve, f"game: thirteen\nseats:\n  - {SEAT_1}\n")
    assert "banker" in err and "seat 1" in err


def test_a_missing_row_and_missing_cards(solve):
    err = refused(solve, scenario(SEAT_1.replace(", middle: [5h, 6c, 7d, 8c, 9d]", "")))
    assert "seats[0].middle" in err and "seat 1 has no middle row" in err
    err = refused(solve, scenario("{seat: 2, stake: 50}"))
    assert "seats[0]" in err and "seat 2 has no cards" in err


def test_unarranged_cards_must_be_thirteen(solve):
    err = refused(solve, scenario("{seat: 2, cards: [Ah, As, Kd]}"))
    assert "seats[0].cards" in err and "seat 2 has 3 cards, expected 13" in err


def test_a_seat_number_outside_1_to_3_and_a_seat_twice(solve):
    err = refused(solve, scenario(SEAT_1.replace("seat: 1", "seat: 4")))
    assert "seats[0].seat" in err and "seat 4 does not exist" in err
    seat_1_again = f"{{seat: 1, cards: {SEAT_2_CARDS}}}"
    err = refused(solve, scenario(SEAT_1, seat_1_again))
    assert "seats[1].seat" in err and "seat 1 is listed twice" in err


def test_a_bad_card_and_an_unknown_field(solve):
    err = refused(solve, scenario(SEAT_1.replace("Qd", "Qx")))
    assert "seats[0].front[1]" in err and "seat 1 front" in err
    err = refused(solve, scenario(SEAT_1.replace("stake:", "bet:")))
    assert "seats[0].bet" in err and "unknown field" in err
