"""Issue 20, chip drill 4 "cut and size": a split pot cut into one stack per tied winner,
the odd chips where the game's rule (RULINGS R1-4) puts them, all from the engine's split."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.curriculum.generate import check_constraints, generate
from trainer.engine.errors import ScenarioError
from trainer.engine.solve import solve_typed
from trainer.tasks import task_for
from trainer.tasks.cut import split_awards

CUT = task_for("cut-pot")

# Hold'em, board plays a royal flush: seats 2, 6, 9 tie; 310 in units of 5 is 62 units, 20 each, 2 odd.
HOLDEM_THREE_WAY = {
    "game": "holdem", "marker": 5, "board": ["As", "Ks", "Qs", "Js", "Ts"],
    "params": {"chip_unit": 5, "commission": "none"},
    "seats": [
        {"seat": 2, "cards": ["2c", "3d"], "committed": 100},
        {"seat": 4, "committed": 10, "folded": True},
        {"seat": 6, "cards": ["4c", "5d"], "committed": 100},
        {"seat": 9, "cards": ["6c", "7d"], "committed": 100},
    ],
}
# Omaha (Macau 2010): seats 1, 3, 5 each make three kings with 6-5; 1,570 in units of 5 (R1-4's example).
MACAU_THREE_WAY = {
    "game": "omaha-macau", "marker": 8, "board": ["Ks", "Kd", "Kh", "7c", "2s"],
    "params": {"chip_unit": 5, "commission": "none", "big_blind": 20},
    "seats": [
        {"seat": 1, "cards": ["3c", "4c", "5c", "6c"], "committed": 500},
        {"seat": 3, "cards": ["3d", "4d", "5d", "6d"], "committed": 500},
        {"seat": 5, "cards": ["3h", "4h", "5h", "6s"], "committed": 500},
        {"seat": 8, "committed": 70, "folded": True},
    ],
}
# Five-card stud: seats 1 and 6 hold the same straight; commission 4 % of 720 is 25, 695 left.
STUD_TIE = {
    "game": "stud", "params": {"chip_unit": 5},
    "seats": [
        {"seat": 1, "hole": "Ah", "up": ["Kd", "Qs", "Jc", "Th"], "committed": 240},
        {"seat": 3, "hole": "9s", "up": ["9d", "5h", "5c", "8h"], "committed": 240},
        {"seat": 6, "hole": "As", "up": ["Kc", "Qd", "Jh", "Ts"], "committed": 240},
    ],
}


def solved(scenario):
    return solve_typed(scenario)[1]


def with_(scenario, **changes):
    return {**scenario, **changes}


def test_r1_4_marker_rule_67_odd_units_go_one_each_from_the_winner_after_the_marker():
    solution = solved(HOLDEM_THREE_WAY)
    # marker at 5: the winners in rule 67's order are 6, 9, 2; two odd units of 5 go to 6 and 9
    assert CUT.answer(solution, {}) == {"shares": {"2": 100, "6": 105, "9": 105}}
    assert CUT.prompt(solution, {}).startswith("Seats 2, 6, 9 tie for the main pot.")


def test_r1_4_marker_rule_67_the_order_wraps_round_past_the_croupier():
    solution = solved(with_(HOLDEM_THREE_WAY, marker=9))
    assert CUT.answer(solution, {}) == {"shares": {"2": 105, "6": 100, "9": 105}}  # 9, then 2
    solution = solved(with_(HOLDEM_THREE_WAY, marker=1))
    assert CUT.answer(solution, {}) == {"shares": {"2": 105, "6": 105, "9": 100}}  # 2, then 6


def test_r1_4_croupier_left_omaha_macau_the_whole_remainder_to_the_first_winner():
    solution = solved(MACAU_THREE_WAY)
    assert CUT.answer(solution, {}) == {"shares": {"1": 530, "3": 520, "5": 520}}  # not 525 / 525 / 520
    steps = CUT.explain(solution, {})
    odd = next(s for s in steps if "odd chip" in s.text)
    assert "all of them go to seat 1" in odd.text and "R1-4" in odd.cite and "10.5" in odd.cite


def test_r1_4_dealing_order_stud_the_highest_seat_first_and_r1_5_commission_comes_off_first():
    solution = solved(STUD_TIE)
    assert CUT.answer(solution, {}) == {"shares": {"1": 345, "6": 350}}
    steps = CUT.explain(solution, {})
    assert "commission 4% of 720" in steps[1].text and "R1-5" in steps[1].cite  # commission first
    assert "695" in steps[2].text and steps[2].cite == "ruling R1-3"
    odd = next(s for s in steps if "odd chip" in s.text)
    assert "seat 6" in odd.text and "dealing order" in odd.cite


def test_answers_equal_the_engines_split_of_the_pot():
    for scenario in (HOLDEM_THREE_WAY, MACAU_THREE_WAY, STUD_TIE):
        solution = solved(scenario)
        award = split_awards(solution)[0]
        assert CUT.answer(solution, {})["shares"] == {str(s): c for s, c in award.shares}


def test_a_side_pot_split_is_asked_when_the_main_pot_has_one_winner():
    scenario = {
        "game": "stud", "params": {"chip_unit": 5},
        "seats": [
            {"seat": 2, "hole": "Kh", "up": ["Qc", "Jd", "Ts", "9h"], "committed": 1500},
            {"seat": 3, "hole": "Ad", "up": ["Ac", "Ah", "7h", "7c"], "committed": 605, "allin": True},
            {"seat": 6, "hole": "Ks", "up": ["Qd", "Jh", "Tc", "9s"], "committed": 1500},
        ],
    }
    solution = solved(scenario)
    assert CUT.applies(solution) is None
    assert CUT.prompt(solution, {}).startswith("Seats 2, 6 tie for side pot 1.")
    assert CUT.answer(solution, {}) == {"shares": {"2": 860, "6": 860}}  # 1,790 less 70, evenly
    with pytest.raises(ScenarioError, match="one winner"):
        CUT.answer(solution, {"pot": 0})


def test_the_pot_param_picks_a_pot_with_tied_winners():
    scenario = {
        "game": "stud", "params": {"chip_unit": 5},
        "seats": [
            {"seat": 2, "hole": "Kh", "up": ["Qc", "Jd", "Ts", "9h"], "committed": 1500},
            {"seat": 3, "hole": "Ad", "up": ["Ac", "7s", "7h", "5c"], "committed": 605, "allin": True},
            {"seat": 6, "hole": "Ks", "up": ["Qd", "Jh", "Tc", "9s"], "committed": 1500},
        ],
    }
    solution = solved(scenario)
    assert CUT.answer(solution, {}) == {"shares": {"2": 870, "6": 875}}  # main pot: 1,745 = 349 units of 5, odd to 6
    assert CUT.answer(solution, {"pot": 1}) == {"shares": {"2": 860, "6": 860}}
    with pytest.raises(ScenarioError, match="no pot 2"):
        CUT.answer(solution, {"pot": 2})


def test_grading_is_per_winner_with_partial_credit():
    correct = CUT.answer(solved(HOLDEM_THREE_WAY), {})
    assert CUT.grade({"shares": {"2": 100, "6": 105, "9": 105}}, correct).score == 1.0
    odd_misplaced = CUT.grade({"shares": {"2": 105, "6": 105, "9": 100}}, correct)
    assert odd_misplaced.score == pytest.approx(1 / 3)
    assert [p.label for p in odd_misplaced.mistakes] == ["seat 2's stack", "seat 9's stack"]
    stranger = CUT.grade({"shares": {"2": 100, "6": 105, "9": 105, "4": 5}}, correct)
    assert stranger.score == pytest.approx(3 / 4) and stranger.mistakes[0].label == "seat 4 does not share this pot"
    assert CUT.grade({}, correct).score == 0.0
    assert CUT.grade({"shares": "310"}, correct).score == 0.0  # a hostile stored answer is no answer


def test_read_answer_takes_seat_keys_and_whole_chips_only():
    assert CUT.read_answer({"shares": {3: 625, "seat 7": 630}}, ()) == {"shares": {"3": 625, "7": 630}}
    with pytest.raises(ScenarioError, match="whole number"):
        CUT.read_answer({"shares": {3: "625"}}, ())
    with pytest.raises(ScenarioError, match="unknown field"):
        CUT.read_answer({"pot": 0, "shares": {3: 625}}, ())


def test_not_asked_without_a_split_pot_nor_before_the_showdown():
    one_winner = with_(STUD_TIE, seats=[*STUD_TIE["seats"][:2],
                                        {"seat": 6, "hole": "6s", "up": ["Kc", "Qd", "Jh", "7s"], "committed": 240}])
    assert CUT.applies(solved(one_winner)) == "no pot is split between tied winners"
    unfinished = with_(HOLDEM_THREE_WAY, board=["As", "Ks", "Qs"])
    assert "not over" in (CUT.applies(solved(unfinished)) or "")


def test_the_explanation_shows_the_chips_by_denomination_and_the_stacks():
    steps = CUT.explain(solved(MACAU_THREE_WAY), {})
    assert steps[0].text == "The pot's chips, from the largest: 1 × 1,000 + 1 × 500 + 2 × 25 + 4 × 5 = 1,570."
    assert steps[0].cite == "Despacho 97/2010 art. 4.1"
    stack = next(s for s in steps if s.text.startswith("Each equal stack"))
    assert "520 is, in the fewest chips, 1 × 500 + 4 × 5" in stack.text and "house practice" in stack.text
    assert steps[-1].text == "The stacks pushed to the winners: seat 1: 530, seat 3: 520, seat 5: 520."
    assert steps[-1].cite == "ruling R1-4"


def test_cut_pot_generates_split_pots_and_refuses_tie_false():
    check_constraints("holdem", "cut-pot", {"odd_chips": True, "side_pots": 1})
    with pytest.raises(Exception, match="tie"):
        check_constraints("stud", "cut-pot", {"tie": False})


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(["holdem", "omaha", "sintetico", "omaha-macau", "stud"]),
       seed=st.integers(0, 10_000))
def test_shares_add_up_to_the_pot_less_its_commission(game, seed):
    (question,) = generate(game, "cut-pot", 1, seed)
    solution = question.solution
    award = CUT.award(solution, question.params)
    shares = question.answer["shares"]
    assert len(shares) == len(award.winners) >= 2
    assert sum(shares.values()) == award.pot.amount - award.commission.charged
    unit = solution.hand.params.chip_unit
    assert all(c % unit == 0 for c in shares.values())
    assert max(shares.values()) - min(shares.values()) <= max(unit, award.odd_chips.units * unit)
