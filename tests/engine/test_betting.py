"""Betting action, RULINGS R8-1 … R8-7: each ruling with figures worked by hand.

Amounts of a bet or raise are the seat's total for the round ("raise to 600").
"""

from __future__ import annotations

from typing import Any

import pytest

from trainer.engine.betting import BettingError, Kind, Status, betting_params, play, read_actions
from trainer.engine.cards import parse_card
from trainer.engine.errors import ScenarioError
from trainer.engine.solve import solve


def _play(game: str, stacks: dict[int, int], rounds: list[list[Any]], *, marker: int | None = None,
          up: dict[int, str] | None = None, **params: Any):
    p = betting_params(game, params, params.get("chip_unit", 1))
    cards = {s: [parse_card(c) for c in u.split()] for s, u in (up or {}).items()}
    actions = read_actions([[_action(a) for a in r] for r in rounds])
    return play(p, stacks, actions, marker=marker, up=cards or None)


def _action(text: str) -> dict[str, Any]:
    """``"3 raise 600"`` -> {seat: 3, action: raise, to: 600}; a trailing ``allin`` marks it."""
    words = text.split()
    out: dict[str, Any] = {"seat": int(words[0]), "action": words[1]}
    rest = words[2:]
    if rest and rest[-1] == "allin":
        out["allin"] = True
        rest = rest[:-1]
    if rest:
        out["to"] = int(rest[0])
    return out


SIX = {1: 5000, 2: 5000, 3: 5000, 4: 5000, 5: 5000, 6: 5000}


# -- R8-1 forced bets ---------------------------------------------------------------------


def test_r8_1_omaha_macau_blinds_are_the_two_seats_after_the_marker():
    state = _play("omaha-macau", {1: 5000, 2: 800, 4: 3000, 5: 2500}, [[]], marker=2, big_blind=100)
    assert [(s, w, n) for s, w, n in state.forced] == [(4, "small-blind", 50), (5, "big-blind", 100)]
    assert state.to_act == 1 and state.pot == 150


def test_r8_1_holdem_the_marker_posts_the_small_blind():
    state = _play("holdem", {1: 1000, 3: 1000, 6: 1000}, [[]], marker=3, big_blind=100)
    assert state.forced == ((3, "small-blind", 50), (6, "big-blind", 100))
    assert state.to_act == 1  # rule 84: the seat after the big blind


def test_r8_1_small_blind_defaults_to_half_rounded_down_to_the_chip_unit():
    state = _play("omaha", {1: 1000, 2: 1000, 3: 1000}, [[]], marker=1, big_blind=25, chip_unit=5)
    assert state.forced[0] == (1, "small-blind", 10)  # 12.5 -> 10 in units of 5


def test_r8_1_every_seat_antes_in_stud_and_sintetico():
    stud = _play("stud", {1: 500, 2: 500, 3: 500}, [[]], ante=20, up={1: "Ah", 2: "Kd", 3: "9s"})
    assert stud.pot == 60 and all(n == 20 for _, w, n in stud.forced if w == "ante")
    assert stud.options is not None and stud.options.to_call == 0
    sint = _play("sintetico", {1: 500, 4: 500, 7: 500}, [[]], marker=4, ante=10)
    assert sint.pot == 30 and sint.to_act == 7  # rule 107: the seat left of a mão


def test_r8_1_a_short_big_blind_is_all_in_and_the_call_is_still_the_full_blind():
    state = _play("holdem", {1: 1000, 2: 1000, 3: 60}, [[]], marker=2, big_blind=100)
    assert state.forced == ((2, "small-blind", 50), (3, "big-blind", 60))
    assert state.stacks[3] == 0
    assert state.options is not None and state.to_act == 1 and state.options.to_call == 100


# -- R8-2 order -----------------------------------------------------------------------------


def test_r8_2_omaha_macau_order_round_one_and_two():
    # marker 3: blinds 4 and 5; round 1 from seat 6, big blind 5 last (art. 6.3, 6.4)
    r1 = _play("omaha-macau", SIX, [["6 call", "1 call", "2 call", "3 call", "4 call"]], marker=3, big_blind=100)
    assert r1.to_act == 5
    done = _play("omaha-macau", SIX, [["6 call", "1 call", "2 call", "3 call", "4 call", "5 check"], []],
                 marker=3, big_blind=100)
    assert done.round == 2 and done.to_act == 4  # art. 6.5: after the marker, the marker (3) last
    last = _play("omaha-macau", SIX, [["6 call", "1 call", "2 call", "3 call", "4 call", "5 check"],
                                      ["4 check", "5 check", "6 check", "1 check", "2 check"]],
                 marker=3, big_blind=100)
    assert last.to_act == 3


def test_r8_2_holdem_later_rounds_start_at_a_mao_or_the_next_seat_still_in():
    r1 = [["3 call", "4 call", "5 call", "6 fold", "1 call", "2 check"]]  # marker 1: blinds 1 and 2
    assert _play("holdem", SIX, r1, marker=1, big_blind=100).status == Status.DEAL
    at_marker = _play("holdem", SIX, [*r1, []], marker=1, big_blind=100)
    assert at_marker.to_act == 1  # rule 85: a mão speaks first after the first round
    folded = [["3 call", "4 call", "5 call", "6 fold", "1 fold", "2 check"], []]
    assert _play("holdem", SIX, folded, marker=1, big_blind=100).to_act == 2


def test_r8_2_sintetico_later_rounds_start_with_the_previous_highest_bettor():
    stacks = {1: 1000, 3: 1000, 5: 1000, 8: 1000}
    # marker 3: round 1 from seat 5 (rule 107)
    r1 = ["5 check", "8 bet 50", "1 call", "3 raise 150", "5 call", "8 call", "1 call"]
    state = _play("sintetico", stacks, [r1, []], marker=3, ante=10)
    assert state.to_act == 3  # rule 108: seat 3 raised last in round 1
    nobody = _play("sintetico", stacks, [["5 check", "8 check", "1 check", "3 check"], []], marker=3, ante=10)
    assert nobody.to_act == 5  # nobody bet: from the seat left of a mão
    allin = {1: 1000, 3: 160, 5: 1000, 8: 1000}
    skipped = _play("sintetico", allin, [r1, []], marker=3, ante=10)
    assert skipped.stacks[3] == 0 and skipped.to_act == 5  # the high bettor is all in: next seat able


def test_r8_2_stud_turn_passes_by_boards_until_a_bet_then_counterclockwise():
    stacks = {1: 1000, 2: 1000, 3: 1000, 4: 1000, 5: 1000}
    up = {1: "9d Ts", 2: "Ah Kd", 3: "6c 6d", 4: "Qh Jc", 5: "As Qc"}
    first = ["5 bet 20", "4 call", "3 call", "2 call", "1 call"]  # street 1: As (5) beats Ah (2) by suit
    base = _play("stud", stacks, [first], ante=10, up={s: u.split()[0] for s, u in up.items()})
    assert base.status == Status.DEAL
    # street 2: pair of sixes (3) first, then by the second open card: K (2), Q (5), J (4), T (1)
    street2 = _play("stud", stacks, [first, ["3 check", "2 check"]], ante=10, up=up)
    assert street2.to_act == 5
    bet = _play("stud", stacks, [first, ["3 check", "2 check", "5 bet 50"]], ante=10, up=up)
    assert bet.to_act == 4  # counterclockwise from the bettor's right (art. 10 b, c iii)
    around = _play("stud", stacks, [first, ["3 check", "2 check", "5 bet 50", "4 call"]], ante=10, up=up)
    assert around.to_act == 3  # seat 3 checked before the bet: now it must call or fold


# -- R8-3 end of a round, the big blind's option -------------------------------------------


def test_r8_3_big_blind_option_check_or_raise_when_nobody_raised():
    state = _play("holdem", SIX, [["3 call", "4 call", "5 call", "6 call", "1 call"]], marker=1, big_blind=100)
    assert state.to_act == 2 and state.options is not None
    assert state.options.actions == (Kind.FOLD, Kind.CHECK, Kind.RAISE)
    checked = _play("holdem", SIX, [["3 call", "4 call", "5 call", "6 call", "1 call", "2 check"]],
                    marker=1, big_blind=100)
    assert checked.status == Status.DEAL and checked.pot == 600


def test_r8_3_one_seat_left_wins_and_an_all_in_hand_runs_out():
    won = _play("holdem", {1: 1000, 2: 1000, 3: 1000}, [["3 fold", "1 fold"]], marker=1, big_blind=100)
    assert won.status == Status.WON and won.to_act is None
    run = _play("holdem", {1: 300, 2: 1000, 3: 1000},
                [["3 fold", "1 raise 300 allin", "2 call"]], marker=1, big_blind=100)
    assert run.status == Status.RUN_OUT  # seat 2 still has chips, but nobody to bet against
    with pytest.raises(BettingError, match="round 2 cannot begin"):
        _play("holdem", {1: 300, 2: 1000, 3: 1000}, [["3 fold", "1 raise 300 allin", "2 call"], []],
              marker=1, big_blind=100)


def test_r8_3_the_last_round_complete_is_a_showdown():
    rounds = [["3 call", "1 call", "2 check"], ["1 check", "2 check", "3 check"],
              ["1 check", "2 check", "3 check"], ["1 bet 100", "2 call", "3 call"]]
    state = _play("omaha", {1: 1000, 2: 1000, 3: 1000}, rounds, marker=1, big_blind=100)
    assert state.status == Status.SHOWDOWN and state.pot == 600


# -- R8-4 legal actions ---------------------------------------------------------------------


def test_r8_4_a_check_facing_a_bet_is_refused_naming_the_action_and_ruling():
    with pytest.raises(BettingError) as err:
        _play("holdem", SIX, [["3 check"]], marker=1, big_blind=100)
    assert err.value.path == ("betting", 0, 0)
    assert "seat 3" in str(err.value) and "R8-4" in str(err.value) and "100 to call" in str(err.value)


def test_r8_4_a_stud_seat_that_checked_may_only_call_or_fold():
    stacks = {1: 1000, 2: 1000, 3: 1000}
    up = {1: "9d Ts", 2: "Ah Kd", 3: "6c 6d"}
    first = ["2 bet 20", "1 call", "3 call"]
    state = _play("stud", stacks, [first, ["3 check", "2 bet 50", "1 call"]], ante=10, up=up)
    assert state.to_act == 3 and state.options is not None
    assert state.options.actions == (Kind.FOLD, Kind.CALL)
    with pytest.raises(BettingError, match=r"art\. 10 c i 2"):
        _play("stud", stacks, [first, ["3 check", "2 bet 50", "1 call", "3 raise 150"]], ante=10, up=up)


def test_r8_4_flop_games_allow_a_check_raise():
    rounds = [["3 call", "1 call", "2 check"], ["1 check", "2 bet 100", "3 call"]]
    state = _play("holdem", {1: 1000, 2: 1000, 3: 1000}, rounds, marker=1, big_blind=100)
    assert state.to_act == 1 and state.options is not None and Kind.RAISE in state.options.actions


def test_r8_4_the_stud_first_round_opener_must_bet_or_fold():
    state = _play("stud", {1: 500, 2: 500}, [[]], ante=10, up={1: "Ah", 2: "Kd"})
    assert state.to_act == 1 and state.options is not None
    assert state.options.actions == (Kind.FOLD, Kind.BET)
    with pytest.raises(BettingError, match=r"art\. 10 b"):
        _play("stud", {1: 500, 2: 500}, [["1 check"]], ante=10, up={1: "Ah", 2: "Kd"})


def test_r8_4_no_bet_or_raise_when_nobody_could_answer_it():
    # seat 1 has 300 and is all in; seat 2 may only call (or fold): nobody could match more
    state = _play("holdem", {1: 300, 2: 5000, 3: 5000}, [["3 fold", "1 raise 300 allin"]], marker=1, big_blind=100)
    assert state.to_act == 2 and state.options is not None
    assert state.options.actions == (Kind.FOLD, Kind.CALL) and state.options.to_call == 200


# -- R8-5 largest amount --------------------------------------------------------------------


def test_r8_5_pot_limit_raise_is_the_pot_after_the_call():
    # SCENARIOS.md example: pot 650, call 300 -> 400 + 650 + 300 = 1,350
    state = _play("omaha-macau", {1: 5000, 2: 800, 4: 3000, 5: 2500}, [["1 call", "2 raise 400", "4 fold"]],
                  marker=2, big_blind=100)
    assert state.options is not None
    assert (state.options.min_raise_to, state.options.max_raise_to) == (700, 1350)
    assert state.to_json()["max_raise_to"] == 1350


def test_r8_5_half_pot_and_no_limit():
    half = _play("holdem", SIX, [[]], marker=1, big_blind=100, limit="half-pot")
    # seat 3 first: pot 150, call 100 -> 100 + (250 // 2) = 225
    assert half.options is not None and half.options.max_raise_to == 225
    nolimit = _play("holdem", SIX, [[]], marker=1, big_blind=100, limit="no-limit")
    assert nolimit.options is not None and nolimit.options.max_raise_to == 5000


def test_r8_5_never_more_than_the_seat_has_and_never_below_the_smallest():
    short = _play("holdem", {1: 5000, 2: 5000, 3: 250}, [[]], marker=1, big_blind=100)
    assert short.options is not None and (short.options.min_raise_to, short.options.max_raise_to) == (200, 250)
    tiny = _play("holdem", SIX, [[]], marker=1, big_blind=100, limit="half-pot", min_bet=300)
    assert tiny.options is not None and tiny.options.min_raise_to == 400 == tiny.options.max_raise_to
    with pytest.raises(BettingError, match="out of bounds"):
        _play("holdem", SIX, [["3 raise 400"]], marker=1, big_blind=100)


# -- R8-6 smallest amount -------------------------------------------------------------------


def test_r8_6_nonbanked_raise_adds_the_table_minimum_macau_the_last_raise():
    holdem = _play("holdem", SIX, [["3 raise 350"]], marker=1, big_blind=100)
    assert holdem.options is not None and holdem.options.min_raise_to == 450  # rule 86: + 100
    macau = _play("omaha-macau", SIX, [["6 raise 350"]], marker=3, big_blind=100)
    assert macau.options is not None and macau.options.min_raise_to == 600  # art. 12.1: + 250


def test_r8_6_an_incomplete_all_in_raise_does_not_reopen_the_betting():
    stacks = {1: 5000, 2: 5000, 3: 5000, 4: 420}
    # omaha-macau, marker 1: blinds 2 and 3; seat 4 first; seat 1 raises to 300 (adds 200)
    rounds = [["4 call", "1 raise 300", "2 call", "3 call", "4 raise 420 allin"]]
    state = _play("omaha-macau", stacks, rounds, marker=1, big_blind=100)
    # seat 4 added 120 < 200: seat 1 (acted at 300) may only call or fold
    assert state.to_act == 1 and state.options is not None
    assert state.options.actions == (Kind.FOLD, Kind.CALL) and state.options.to_call == 120
    with pytest.raises(BettingError, match="incomplete"):
        _play("omaha-macau", stacks, [[*rounds[0], "1 raise 800"]], marker=1, big_blind=100)


def test_r8_6_all_in_for_less_than_the_minimum_is_allowed():
    state = _play("holdem", {1: 5000, 2: 5000, 3: 150}, [["3 raise 150 allin"]], marker=1, big_blind=100)
    assert state.committed[3] == 150 and state.stacks[3] == 0
    assert state.to_act == 1 and state.options is not None and state.options.to_call == 100


# -- R8-7 the raise cap ---------------------------------------------------------------------


def test_r8_7_three_raises_then_only_calls():
    rounds = [["3 raise 200", "4 raise 300", "5 raise 400"]]
    state = _play("holdem", SIX, rounds, marker=1, big_blind=100)
    assert state.options is not None and state.options.raises_left == 0
    assert Kind.RAISE not in state.options.actions
    with pytest.raises(BettingError, match="R8-7"):
        _play("holdem", SIX, [[*rounds[0], "6 raise 500"]], marker=1, big_blind=100)


def test_r8_7_no_cap_heads_up_nor_in_no_limit_macau_nor_stud():
    heads_up = _play("holdem", {1: 5000, 2: 5000}, [["1 raise 200", "2 raise 300", "1 raise 400", "2 raise 500"]],
                     marker=1, big_blind=100)
    assert heads_up.options is not None and heads_up.options.raises_left is None
    assert Kind.RAISE in heads_up.options.actions
    nl = _play("omaha-macau", SIX, [["6 raise 200", "1 raise 300", "2 raise 400"]], marker=3, big_blind=100,
               limit="no-limit")
    assert nl.options is not None and nl.options.raises_left is None and Kind.RAISE in nl.options.actions


def test_r8_7_an_incomplete_raise_does_not_count_towards_the_cap():
    stacks = {**SIX, 5: 350}
    rounds = [["3 raise 200", "4 raise 300", "5 raise 350 allin"]]
    state = _play("holdem", stacks, rounds, marker=1, big_blind=100)
    assert state.options is not None and state.options.raises_left == 1


# -- scenarios through solve ------------------------------------------------------------------


def test_r8_scenarios_example_through_solve():
    data = {
        "game": "omaha-macau", "marker": 2, "params": {"big_blind": 100, "limit": "pot"},
        "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 800},
                  {"seat": 4, "stack": 3000}, {"seat": 5, "stack": 2500}],
        "betting": [[{"seat": 1, "action": "call"}, {"seat": 2, "action": "raise", "to": 400},
                     {"seat": 4, "action": "fold"}]],
    }
    assert solve(data)["betting"] == {
        "round": 1, "status": "to-act", "to_act": 5, "to_call": 300,
        "actions": ["fold", "call", "raise"], "min_raise_to": 700, "max_raise_to": 1350,
        "raises_left": 2, "pot": 650,
        "stacks": {"1": 4900, "2": 400, "4": 2950, "5": 2400},
        "committed": {"1": 100, "2": 400, "4": 50, "5": 100},
    }


def test_r8_a_replayed_hand_settles_like_one_given_by_committed():
    seats = [{"seat": 1, "stack": 1000, "cards": ["As", "Kd"]}, {"seat": 3, "stack": 2000, "cards": ["Qs", "Qd"]},
             {"seat": 6, "stack": 2000, "cards": ["2c", "3c"]}]
    replayed = solve({
        "game": "holdem", "marker": 1, "board": ["Ah", "7c", "7d", "2s", "9h"], "params": {"big_blind": 100},
        "seats": seats,
        "betting": [[{"seat": 6, "action": "call"}, {"seat": 1, "action": "call"}, {"seat": 3, "action": "check"}],
                    [{"seat": 1, "action": "bet", "to": 200}, {"seat": 3, "action": "call"},
                     {"seat": 6, "action": "fold"}],
                    [{"seat": 1, "action": "check"}, {"seat": 3, "action": "check"}],
                    [{"seat": 1, "action": "bet", "to": 500}, {"seat": 3, "action": "raise", "to": 1700},
                     {"seat": 1, "action": "call", "allin": True}]],
    })
    given = solve({
        "game": "holdem", "marker": 1, "board": ["Ah", "7c", "7d", "2s", "9h"],
        "seats": [{"seat": 1, "cards": ["As", "Kd"], "committed": 1000, "allin": True},
                  {"seat": 3, "cards": ["Qs", "Qd"], "committed": 2000, "allin": True},
                  {"seat": 6, "cards": ["2c", "3c"], "committed": 100, "folded": True}],
        "final_round": [{"seat": 1, "action": "bet", "amount": 500},
                        {"seat": 3, "action": "raise", "amount": 1700, "allin": True},
                        {"seat": 1, "action": "call", "allin": True}],
    })
    assert replayed["betting"]["status"] == "showdown"
    assert {k: v for k, v in replayed.items() if k != "betting"} == given
    assert given["uncalled"] == {"seat": 3, "amount": 1000}


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda d: d["betting"][0].insert(0, {"seat": 2, "action": "call"}), "betting[0][0]", "out of turn"),
    (lambda d: d["seats"][0].update(committed=100), "seats[0].committed", "derived"),
    (lambda d: d.update(marker=9), "marker", "not"),
    (lambda d: d["params"].pop("big_blind"), "params.big_blind", "R8-1"),
    (lambda d: d["betting"].extend([[]] * 4), "betting[4]", "rounds"),
    (lambda d: d["betting"][0].append({"seat": 5, "action": "raise", "to": 5000}), "betting[0][3]",
     "more than the seat has"),
])
def test_r8_invalid_betting_names_the_field(change, field, words):
    data = {
        "game": "omaha-macau", "marker": 2, "params": {"big_blind": 100},
        "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 800},
                  {"seat": 4, "stack": 3000}, {"seat": 5, "stack": 2500}],
        "betting": [[{"seat": 1, "action": "call"}, {"seat": 2, "action": "raise", "to": 400},
                     {"seat": 4, "action": "fold"}]],
    }
    change(data)
    with pytest.raises(ScenarioError) as err:
        solve(data)
    assert err.value.field == field and words in str(err.value)


# -- the table's rounds of seats, worked out once per hand ---------------------------------

@pytest.mark.parametrize("seats", [(1, 2), (1, 3, 4, 7), tuple(range(1, 11)), (2, 5, 6, 9, 10)])
def test_each_seats_round_of_the_table_is_the_clockwise_and_counterclockwise_order(seats):
    from trainer.engine.betting import _rings
    from trainer.engine.showdown import clockwise_from, counterclockwise_from

    clockwise, counter = _rings(seats)
    for seat in seats:
        assert clockwise[seat] == clockwise_from(seats, seat, inclusive=False)
        assert counter[seat] == counterclockwise_from(seats, seat, inclusive=False)


def test_a_fold_and_an_all_in_leave_the_seats_still_able_to_act():
    # rules 81-83: a mão (seat 4) posts the small blind, seat 1 the big blind, seat 2 opens
    state = _play("holdem", {1: 1000, 2: 300, 3: 1000, 4: 1000}, [["2 raise 300", "3 fold", "4 call"]], marker=4,
                  big_blind=100)
    assert state.folded == {3}
    assert state.stacks[2] == 0
    assert state.to_act == 1  # seat 2 all in and seat 3 out are passed over (R8-2)
    assert state.options is not None and state.options.to_call == 200
    assert state.pot == sum(state.committed.values()) == 100 + 300 + 300
