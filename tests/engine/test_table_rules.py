"""The tables a game allows (RULINGS R0-5), the limits (R8-5, art. 12.4) and the run-out
showdown (R2-1): what ``trainer solve`` refuses and answers, and what ``table_faults`` names."""

from __future__ import annotations

import json

import pytest

from trainer.engine.betting import BetAction, Kind, play
from trainer.engine.betting_terms import DEFAULT_LIMIT, GAME_LIMITS, Limit, betting_params
from trainer.engine.errors import ScenarioError
from trainer.engine.rulesets import GAMES, table_rules
from trainer.engine.tables import board_for_round, table_faults

HEADS_UP_MACAU = """\
game: omaha-macau
marker: 1
params: {big_blind: 100, limit: pot}
seats:
  - {seat: 1, stack: 3000}
  - {seat: 4, stack: 5000}
betting:
  - - {seat: 4, action: raise, to: 300}
"""


def test_r8_5_each_game_allows_its_own_limits_and_no_other():
    assert GAME_LIMITS["stud"] == (Limit.NO_LIMIT,)
    assert set(GAME_LIMITS["omaha-macau"]) == {Limit.POT, Limit.NO_LIMIT}
    for game in ("holdem", "omaha", "sintetico"):
        assert set(GAME_LIMITS[game]) == set(Limit)  # rule 21 a-c
    assert DEFAULT_LIMIT == {"omaha-macau": Limit.POT, "holdem": Limit.POT, "omaha": Limit.POT,
                             "sintetico": Limit.NO_LIMIT, "stud": Limit.NO_LIMIT}


@pytest.mark.parametrize(("game", "limit"), [("stud", "pot"), ("stud", "half-pot"), ("omaha-macau", "half-pot")])
def test_r8_5_a_limit_the_game_does_not_allow_is_refused_naming_params_limit(game, limit):
    stake = {"ante": 20} if game == "stud" else {"big_blind": 100}
    with pytest.raises(ScenarioError) as caught:
        betting_params(game, {**stake, "limit": limit}, 1)
    assert caught.value.path == ("params", "limit")
    assert f"not {limit}" in caught.value.message and "R8-5" in caught.value.message


@pytest.mark.parametrize(("game", "limit"), [("stud", "pot"), ("omaha-macau", "half-pot")])
def test_r8_5_trainer_solve_refuses_stud_pot_limit_and_omaha_macau_half_pot(game, limit, run_cli, scenario_file):
    if game == "stud":
        text = (f"game: stud\nparams: {{ante: 20, limit: {limit}}}\nseats:\n"
                "  - {seat: 1, stack: 1000, hole: 2s, up: [As]}\n  - {seat: 3, stack: 1000, hole: 3s, up: [Ks]}\n"
                "betting:\n  - []\n")
    else:
        text = HEADS_UP_MACAU.replace("limit: pot", f"limit: {limit}")
    rc, out, err = run_cli("solve", scenario_file(text))
    assert rc == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "params.limit" in lines[0] and f"not {limit}" in lines[0]


def test_r8_5_art_12_4_two_seats_left_may_raise_to_all_their_chips(run_cli, scenario_file):
    """Despacho 97/2010 art. 12.4: "não há limite para o montante de subida da aposta"."""
    rc, out, _ = run_cli("solve", scenario_file(HEADS_UP_MACAU))
    assert rc == 0
    betting = json.loads(out)["betting"]
    assert betting["to_act"] == 1 and "raise" in betting["actions"]
    assert betting["max_raise_to"] == 3000  # the seat's chips, not the pot limit (300 + 400 + 200 = 900)
    assert betting["raises_left"] is None  # R8-7: no cap heads up


def test_r8_5_art_12_4_a_heads_up_bet_keeps_the_pot_maximum():
    params = betting_params("omaha-macau", {"big_blind": 100, "limit": "pot"}, 1)
    rounds = [[BetAction(4, Kind.CALL), BetAction(1, Kind.CHECK)], []]
    state = play(params, {1: 3000, 4: 5000}, rounds, marker=1)
    assert state.to_act == 4
    assert state.options is not None and Kind.BET in state.options.actions
    assert state.options.max_raise_to == 200  # a bet: art. 11.2's pot (200), art. 12.4 speaks of the raise


def test_r8_5_three_seats_in_omaha_macau_keep_the_pot_limit_on_a_raise():
    params = betting_params("omaha-macau", {"big_blind": 100, "limit": "pot"}, 1)
    state = play(params, {1: 3000, 4: 5000, 6: 5000}, [[BetAction(6, Kind.RAISE, 300)]], marker=6)
    assert state.to_act == 1
    assert state.options is not None and state.options.max_raise_to < 5000


def test_r2_1_a_river_opener_who_bet_and_was_folded_to_shows_first(run_cli, scenario_file):
    """RULINGS R2-1's example: marker 6, seats 6 and 9 all in before the river, seat 4 checks,
    seat 5 bets, seat 4 folds: seat 5 shows first, then 6, 9."""
    text = """\
game: holdem
marker: 6
board: [2c, 7d, 9h, Js, Kd]
seats:
  - {seat: 4, cards: [As, Ad], committed: 500, folded: true}
  - {seat: 5, cards: [Ks, Kh], committed: 700}
  - {seat: 6, cards: [Qs, Qh], committed: 300}
  - {seat: 9, cards: [Ts, Th], committed: 400}
final_round:
  - {seat: 4, action: check}
  - {seat: 5, action: bet}
  - {seat: 4, action: fold}
"""
    rc, out, _ = run_cli("solve", scenario_file(text))
    assert rc == 0 and json.loads(out)["showdown_order"] == [5, 6, 9]


def test_r2_1_a_board_run_out_with_no_river_betting_shows_from_the_marker(run_cli, scenario_file):
    """The fallback is for a run-out only (final_round: []): the first seat still in from a mão."""
    text = """\
game: holdem
marker: 6
board: [2c, 7d, 9h, Js, Kd]
seats:
  - {seat: 5, cards: [Ks, Kh], committed: 700}
  - {seat: 6, cards: [Qs, Qh], committed: 300}
  - {seat: 9, cards: [Ts, Th], committed: 400}
final_round: []
"""
    rc, out, _ = run_cli("solve", scenario_file(text))
    assert rc == 0 and json.loads(out)["showdown_order"] == [6, 9, 5]


def test_r0_5_every_game_declares_its_table():
    for game in GAMES:
        low, high = table_rules(game).players
        assert 1 <= low <= high
    assert table_rules("holdem").players[0] == 4  # rule 24
    assert table_rules("omaha-macau").players == (2, 10)  # art. 2.1-2.3
    assert table_rules("stud").players == (2, 7)  # art. 3
    assert table_rules("stud").entries == (20, 100)
    assert dict(table_rules("stud").capital_floor) == {20: 500, 100: 1000}  # art. 6
    assert table_rules("thirteen").stake_points == (1, 2, 3)  # art. 11
    assert [board_for_round("holdem", n) for n in (1, 2, 3, 4)] == [0, 3, 4, 5]


def _seats(n: int, stack: int = 1000) -> list[dict[str, int]]:
    return [{"seat": s, "stack": stack} for s in range(1, n + 1)]


@pytest.mark.parametrize(("scenario", "field", "words"), [
    ({"game": "holdem", "marker": 1, "params": {"big_blind": 10}, "seats": _seats(3), "betting": [[]]},
     ("seats",), "4 to 10 players, not 3"),
    ({"game": "sintetico", "marker": 1, "params": {"ante": 10}, "seats": _seats(2), "betting": [[]],
      "board": ["As"]}, ("seats",), "not 2"),
    ({"game": "stud", "params": {"ante": 10}, "seats": _seats(3), "betting": [[]]}, ("params", "ante"),
     "20 or 100, not 10"),
    ({"game": "stud", "params": {"ante": 20}, "seats": [*_seats(2), {"seat": 3, "stack": 300}], "betting": [[]]},
     ("seats", 2, "stack"), "below the 500"),
    ({"game": "stud", "params": {"ante": 100, "limit": "pot"}, "seats": _seats(3, 1000), "betting": [[]]},
     ("params", "limit"), "no-limit, not pot"),
    ({"game": "omaha-macau", "marker": 1, "params": {"big_blind": 100, "limit": "half-pot"}, "seats": _seats(2),
      "betting": [[]]}, ("params", "limit"), "not half-pot"),
    ({"game": "holdem", "marker": 1, "params": {"big_blind": 10}, "seats": _seats(4), "betting": [[], [], []]},
     ("board",), "round 3 is bet with 4 board cards on the table, not 0"),
    ({"game": "thirteen", "seats": [{"seat": s, "stake": 100} for s in (1, 2, 3)]}, ("params", "bet_unit"),
     "bet unit"),
    ({"game": "thirteen", "params": {"bet_unit": 50}, "seats": [{"seat": 1, "stake": 200},
                                                                 {"seat": 2, "stake": 50}, {"seat": 3, "stake": 150}]},
     ("seats", 0, "stake"), "1, 2, 3 points of 50"),
    ({"game": "thirteen", "params": {"bet_unit": 50}, "seats": [{"seat": 1, "stake": 50}]}, ("seats",),
     "exactly 3 players, not 1"),
])
def test_r0_5_table_faults_name_the_field_and_the_article(scenario, field, words):
    faults = table_faults(scenario)
    assert [f.path for f in faults] == [field], faults
    assert words in faults[0].message and "R0-5" in str(faults[0])


@pytest.mark.parametrize("scenario", [
    {"game": "holdem", "marker": 1, "params": {"big_blind": 10}, "seats": _seats(4), "betting": [[], []],
     "board": ["As", "Kd", "7c"]},
    {"game": "omaha-macau", "marker": 1, "params": {"big_blind": 100}, "seats": _seats(2), "betting": [[]]},
    {"game": "stud", "params": {"ante": 100}, "seats": _seats(7, 1000), "betting": [[]]},
    {"game": "thirteen", "params": {"bet_unit": 50}, "seats": [{"seat": s, "stake": 50 * s} for s in (1, 2, 3)]},
    {"game": "holdem", "marker": 1, "params": {"big_blind": 10}, "seats": _seats(4), "betting": [[], []],
     "board": ["As", "Kd", "7c", "2h", "9s"]},  # run out to the river after round 2
])
def test_r0_5_a_table_the_regulation_allows_has_no_fault(scenario):
    assert table_faults(scenario) == []
