"""R0-3, R0-4 and R4-1 each named by a test of its own, through the engine's public face
(``solve``): the rounding directions, the refusals of impossible tables, and the stud
dealing order from the croupier's right.  Every figure is worked by hand in a comment."""

from __future__ import annotations

from fractions import Fraction

import pytest

from trainer.engine.chips import to_chip_unit
from trainer.engine.errors import ScenarioError
from trainer.engine.solve import solve

BOARD = ["Ah", "7c", "7d", "2s", "9h"]


def holdem(committed: int, chip_unit: int) -> dict:
    return {"game": "holdem", "marker": 1, "board": BOARD,
            "params": {"chip_unit": chip_unit, "commission": {"percent": 5, "cap": 1000}},
            "seats": [{"seat": 1, "cards": ["As", "Kd"], "committed": committed},
                      {"seat": 3, "cards": ["Qs", "Qd"], "committed": committed}]}


def test_r0_3_commission_and_payments_round_down_a_forfeit_rounds_up():
    # The helper, both ways, on the half-unit case.
    assert to_chip_unit(Fraction(75, 2), 5) == 35  # 3:2 on 25 = 37.5, paid: 35
    assert to_chip_unit(Fraction(75, 2), 5, up=True) == 40
    # Commission: 5% of 1070 = 53.5 -> 50 with a chip unit of 5; 53 with a unit of 1.
    assert solve(holdem(535, 5))["commission"] == 50
    assert solve(holdem(535, 1))["commission"] == 53
    # Q Poker: a fold forfeits half of 25 = 12.5 -> 15 with a unit of 5, 13 with a unit of 1.
    for unit, forfeit in ((5, 15), (1, 13)):
        q = solve({"game": "qpoker", "dealer": ["Qs", "7d", "3c"], "params": {"chip_unit": unit},
                   "seats": [{"seat": 1, "cards": ["Ah", "Kd", "Qh"], "bet": 25, "decision": "fold"}]})
        assert q["seats"]["1"]["bet"] == -forfeit


@pytest.mark.parametrize(("scenario", "where", "words"), [
    ({"game": "holdem", "marker": 1, "board": BOARD, "seats": [
        {"seat": 1, "cards": ["Ah", "Kd"], "committed": 5}, {"seat": 3, "cards": ["Qs", "Qd"], "committed": 5}]},
     ("seats", 0, "cards", 0), ["seat 1", "Ah", "duplicate"]),
    ({"game": "stud", "seats": [{"seat": 2, "hole": "2s", "up": ["Ah"], "committed": 5},
                                {"seat": 5, "hole": "Ad", "up": ["Ac"], "committed": 5}]},
     ("seats", 0, "hole"), ["seat 2", "2s", "not in the stud deck"]),
    ({"game": "holdem", "marker": 1, "board": BOARD, "seats": [
        {"seat": 1, "cards": ["As", "Kd", "Kc"], "committed": 5}, {"seat": 3, "cards": ["Qs", "Qd"], "committed": 5}]},
     ("seats", 0, "cards"), ["seat 1", "3 cards", "expected 2"]),
    ({"game": "qpoker", "dealer": ["Qs", "7d"],
      "seats": [{"seat": 1, "cards": ["Ah", "Kd", "Qh"], "bet": 25, "decision": "play"}]},
     ("dealer",), ["croupier", "2 cards", "expected 3"]),
], ids=["duplicate", "not-in-deck", "seat-card-count", "croupier-card-count"])
def test_r0_4_an_impossible_table_is_refused_naming_the_seat_and_card(scenario, where, words):
    with pytest.raises(ScenarioError) as refused:
        solve(scenario)
    assert tuple(refused.value.path) == where
    assert all(w in str(refused.value) for w in words), str(refused.value)


def test_r4_1_stud_deals_from_the_croupiers_right_so_the_odd_chip_goes_there_first():
    # Seats 2 and 5 tie (aces and nines, ten kicker) for 45 + 45 + 15 = 105: 52 each and one
    # odd chip, to the first winner in dealing order, from the croupier's right
    # (counterclockwise: the highest seat number first): seat 5.
    r = solve({"game": "stud", "params": {"commission": "none"}, "seats": [
        {"seat": 2, "hole": "As", "up": ["Ah", "9d", "9c", "Th"], "committed": 45},
        {"seat": 5, "hole": "Ad", "up": ["Ac", "9h", "9s", "Tc"], "committed": 45},
        {"seat": 6, "up": ["Qc", "8h"], "committed": 15, "folded": True, "folded_at": 3}]})
    assert r["pots"][0]["winners"] == [2, 5]
    assert r["payouts"] == {"2": 52, "5": 53}
