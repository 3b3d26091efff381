"""Issue 20, chip drill 3 "colour up / change": the stack handed in and the change given back
in the fewest chips of the table's set; graded like a payment (total half, fewest full)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from trainer.curriculum.generate import generate
from trainer.engine.chipset import ChipSet, broken_down, chip_count, colour_up, total
from trainer.engine.errors import ScenarioError
from trainer.engine.solve import solve_typed
from trainer.tasks import task_for
from trainer.tasks.chips import chip_set_of, read_chips
from trainer.tasks.colour import handed_stack

COLOUR, CHANGE = task_for("colour-up"), task_for("change-bet")

FOUR_DENOMINATIONS = {  # seat 5 put in 1,975: one 1,000, one 500, four 100s, three 25s
    "game": "holdem", "marker": 1, "board": ["Ah", "8s", "8d", "4c", "3h"],
    "seats": [{"seat": 1, "committed": 20, "folded": True},
              {"seat": 5, "cards": ["Ad", "Qs"], "committed": 1975},
              {"seat": 9, "cards": ["8h", "7h"], "committed": 1975}]}


def with_committed(amount: int, game: str = "holdem", params: dict | None = None) -> dict:
    scenario = {**FOUR_DENOMINATIONS, "game": game,
                "seats": [{**s, "committed": amount if s["seat"] != 1 else min(amount, 20)}
                          for s in FOUR_DENOMINATIONS["seats"]]}
    if params:
        scenario["params"] = params
    return scenario


def solved(scenario):
    return solve_typed(scenario)[1]


def calling(stacks=(1500, 900, 2000, 1200, 700), actions=(), **params):
    """A hold'em first round (big blind 20) after ``actions``: seat 6 acts first."""
    seats = [{"seat": s, "stack": n} for s, n in zip((1, 3, 4, 6, 8), stacks, strict=True)]
    return {"game": "holdem", "marker": 3, "params": {"big_blind": 20, **params}, "seats": seats,
            "betting": [list(actions)]}


# -- colour up ------------------------------------------------------------------------------------


def test_the_stack_handed_in_is_the_fewest_chips_each_broken_down_one_denomination():
    solution = solved(FOUR_DENOMINATIONS)
    assert COLOUR.seat(solution) == 5
    stack = COLOUR.stack(solution, {})
    # 1,000 -> 2 x 500, 500 -> 5 x 100, 4 x 100 -> 16 x 25, 3 x 25 -> 15 x 5 (chip unit 1: the 1 exists)
    assert stack == {500: 2, 100: 5, 25: 16, 5: 15}
    assert total(stack) == 1975 and chip_count(stack) == 38
    answer = COLOUR.answer(solution, {})
    assert answer == {"chips": {"10000": 0, "5000": 0, "1000": 1, "500": 1, "100": 4, "25": 3, "5": 0, "1": 0}}
    assert read_chips(answer["chips"]) == colour_up(stack, chip_set_of(solution))


def test_colour_up_right_total_in_the_fewest_is_right_more_chips_half_a_wrong_total_nothing():
    correct = COLOUR.answer(solved(FOUR_DENOMINATIONS), {})
    assert COLOUR.grade({"chips": {"1000": 1, "500": 1, "100": 4, "25": 3}}, correct).score == 1.0
    half = COLOUR.grade({"chips": {"500": 3, "100": 4, "25": 3}}, correct)  # 1,975 in ten chips
    assert half.score == 0.5 and [p.correct for p in half.parts] == [True, False]
    assert half.parts[0].expected == 1975 and half.parts[1].expected == 9 and half.parts[1].given == 10
    assert COLOUR.grade({"chips": {"1000": 1, "500": 1, "100": 4}}, correct).score == 0.0  # 1,900
    assert COLOUR.grade({}, correct).score == 0.0
    assert COLOUR.grade({"chips": [1, 2]}, correct).score == 0.0  # a hostile stored answer is no answer


def test_colour_up_explanation_gives_the_stack_its_total_and_the_fewest_largest_first():
    solution = solved(FOUR_DENOMINATIONS)
    first, second = COLOUR.explain(solution, {})
    assert "2 × 500 = 1,000, 5 × 100 = 500, 16 × 25 = 400, 15 × 5 = 75" in first.text
    assert "1,975 in 38 chips" in first.text
    assert first.cite == "non-banked rules 19, 53"
    assert "1 × 1,000, 975 left; 1 × 500, 475 left; 4 × 100, 75 left; 3 × 25, 0 left" in second.text
    assert "1,975 is 1 × 1,000 + 1 × 500 + 4 × 100 + 3 × 25: 9 chips" in second.text
    assert "house's practice" in second.text and second.cite == "ruling R0-3"  # not passed off as a regulation


@pytest.mark.parametrize(("game", "cite"), [("omaha-macau", "Despacho 97/2010 art. 4.1"),
                                            ("stud", "Portaria 104/85/M art. 7")])
def test_colour_up_cites_where_each_regulation_says_bets_are_chips(game, cite):
    if game == "stud":
        scenario = {"game": "stud", "seats": [
            {"seat": 2, "hole": "As", "up": ["Ks", "Qs", "Js", "Ts"], "committed": 1975},
            {"seat": 5, "hole": "9h", "up": ["5h", "6d", "7c", "9s"], "committed": 1975}]}
    else:
        scenario = with_committed(1975, game, {"big_blind": 20})
        extra = {5: ["2c", "2d"], 9: ["6c", "6d"]}
        scenario["seats"] = [{**s, "cards": s["cards"] + extra[s["seat"]]} if "cards" in s else s
                             for s in scenario["seats"]]
    assert COLOUR.explain(solved(scenario), {})[0].cite == cite


def test_colour_up_is_not_asked_when_the_stack_is_already_the_fewest_or_empty():
    # a table of 5s only: 25 is five 5s, nothing smaller to hand in
    only_fives = with_committed(25, params={"chip_set": [5], "chip_unit": 5})
    assert "already the fewest" in COLOUR.asks_about(solved(only_fives))
    assert "already the fewest" in COLOUR.asks_about(solved(with_committed(3)))  # three 1s, the smallest chip
    assert COLOUR.asks_about(solved(with_committed(25))) is None  # one 25 is handed in as five 5s
    assert handed_stack(0, ChipSet()) is None
    # a set of 10 and 25: 35 is 25 + 10, and no smaller chips make a 25: nothing to hand in
    assert handed_stack(35, ChipSet((10, 25))) is None
    assert handed_stack(45, ChipSet((10, 25))) is None  # 45 is not made of 10s and 25s at all


def test_a_lesson_may_give_its_own_stack_checked_against_the_seat_and_the_set():
    solution = solved(FOUR_DENOMINATIONS)
    own = {"stack": {"100": 19, "25": 3}}
    assert COLOUR.stack(solution, own) == {100: 19, 25: 3}
    assert COLOUR.answer(solution, own) == COLOUR.answer(solution, {})  # the same total, the same fewest
    for bad, why in (({"100": 19}, "not the seat's 1975"), ({"1000": 1, "500": 1, "100": 4, "25": 3}, "already"),
                     ({"250": 7, "25": 9}, "not in the table's set"), ("lots", "expected the chips")):
        with pytest.raises(ScenarioError, match=why):
            COLOUR.answer(solution, {"stack": bad})


def test_a_generated_colour_up_records_its_stack_so_a_replay_asks_the_same():
    for game in ("holdem", "stud", "omaha-macau"):
        for q in generate(game, "colour-up", 4, 3):
            stack = read_chips(q.params["stack"])
            solution = q.solution
            assert stack == COLOUR.stack(solution, {})
            assert total(stack) == solution.hand.seat(COLOUR.seat(solution)).committed
            assert chip_count(read_chips(q.answer["chips"])) < chip_count(stack)


@settings(max_examples=examples(200), deadline=None)
@given(amount=st.integers(1, 400_000), unit=st.sampled_from((1, 5, 25)))
def test_the_colour_up_answer_has_the_same_total_and_never_more_chips_than_the_stack(amount, unit):
    chip_set = ChipSet.of({unit, *(v for v in (5, 25, 100, 500, 1_000, 5_000, 10_000) if v % unit == 0)})
    amount = amount * unit
    stack = broken_down(chip_set.fewest(amount), chip_set)
    assert total(stack) == amount and set(stack) <= set(chip_set.values)
    up = colour_up(stack, chip_set)
    assert total(up) == amount and chip_count(up) <= chip_count(stack)
    handed = handed_stack(amount, chip_set)
    assert handed is None or chip_count(colour_up(handed, chip_set)) < chip_count(handed)


# -- change a bet ---------------------------------------------------------------------------------


def test_r8_4_the_change_is_the_chip_less_the_engines_call_in_the_fewest_chips():
    # seat 6 raises to 70; seat 8 faces 70: one 100 chip, 30 back = one 25 and one 5
    solution = solved(calling(actions=[{"seat": 6, "action": "raise", "to": 70}]))
    assert CHANGE.call(solution) == 70 and CHANGE.chip(solution, {}) == 100
    assert CHANGE.answer(solution, {}) == {"chips": {"10000": 0, "5000": 0, "1000": 0, "500": 0, "100": 0,
                                                     "25": 1, "5": 1, "1": 0}}
    assert "Seat 8" in CHANGE.prompt(solution, {}) and "100" in CHANGE.prompt(solution, {})


def test_change_right_in_the_fewest_is_right_more_chips_half_wrong_nothing():
    correct = CHANGE.answer(solved(calling(actions=[{"seat": 6, "action": "raise", "to": 70}])), {})
    assert CHANGE.grade({"chips": {"25": 1, "5": 1}}, correct).score == 1.0
    half = CHANGE.grade({"chips": {"5": 6}}, correct)
    assert half.score == 0.5 and half.parts[0].label == "the change" and half.parts[0].given == 30
    assert CHANGE.grade({"chips": {"25": 1}}, correct).score == 0.0


def test_change_explanation_gives_the_call_the_chip_the_subtraction_and_rule_53():
    solution = solved(calling(actions=[{"seat": 6, "action": "raise", "to": 70}]))
    steps = CHANGE.explain(solution, {})
    call = next(s for s in steps if "to call, 70" in s.text)
    assert call.cite == "ruling R8-4"
    change = next(s for s in steps if "100 − 70 = 30" in s.text)
    assert change.cite == "non-banked rule 53" and "exact bet stands" in change.text
    assert "1 × 25, 5 left; 1 × 5, 0 left" in steps[-1].text and "30 is 1 × 25 + 1 × 5: 2 chips" in steps[-1].text
    assert "house's practice" in steps[-1].text


@pytest.mark.parametrize("game", ["omaha-macau", "stud"])
def test_change_never_claims_rule_53_where_the_regulation_has_none(game):
    q = generate(game, "change-bet", 1, 5)[0]
    steps = CHANGE.explain(q.solution, q.params)
    change = next(s for s in steps if " − " in s.text)
    assert "53" not in change.cite and "house's practice" in change.text
    assert change.cite == {"omaha-macau": "Despacho 97/2010 art. 4.1, 11.1", "stud": "Portaria 104/85/M art. 7"}[game]


def test_change_is_not_asked_with_nothing_to_call_a_call_of_one_chip_or_no_larger_chip():
    big_blind_option = calling(actions=[{"seat": s, "action": "call"} for s in (6, 8, 1, 3)])
    assert "nothing to call" in CHANGE.asks_about(solved(big_blind_option))
    one_chip = calling(actions=[{"seat": 6, "action": "raise", "to": 100}], limit="no-limit")
    assert "one chip" in CHANGE.asks_about(solved(one_chip))
    short = calling(stacks=(1500, 900, 2000, 1200, 90), actions=[{"seat": 6, "action": "raise", "to": 70}])
    assert "no chip larger" in CHANGE.asks_about(solved(short))  # 90 behind: no 100 chip


def test_a_lesson_may_give_its_own_chip_above_the_call():
    solution = solved(calling(actions=[{"seat": 6, "action": "raise", "to": 70}]))
    assert CHANGE.answer(solution, {"chip": 500})["chips"]["100"] == 4  # 430 = 4 x 100 + 25 + 5
    for bad, why in ((25, "no larger"), (250, "table's set"), (1000, "only 700 behind")):
        with pytest.raises(ScenarioError, match=why):
            CHANGE.answer(solution, {"chip": bad})


def test_generated_change_questions_record_the_chip_and_change_plus_call_is_the_chip():
    for game in ("holdem", "omaha", "sintetico", "omaha-macau", "stud"):
        for q in generate(game, "change-bet", 4, 7):
            call, chip = CHANGE.call(q.solution), q.params["chip"]
            change = total(read_chips(q.answer["chips"]))
            assert change + call == chip and chip in chip_set_of(q.solution).values
            assert call not in chip_set_of(q.solution).values and change > 0


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 10_000), game=st.sampled_from(("holdem", "stud", "omaha-macau")))
def test_the_change_plus_the_call_is_the_chip(seed, game):
    q = generate(game, "change-bet", 1, seed)[0]
    change = read_chips(q.answer["chips"])
    assert total(change) + CHANGE.call(q.solution) == CHANGE.chip(q.solution, q.params)
    assert chip_count(change) == chip_set_of(q.solution).fewest_count(total(change))


def test_a_table_with_its_own_chip_set_changes_in_its_chips():
    raised = calling(actions=[{"seat": 6, "action": "raise", "to": 70}], chip_set=[5, 20, 100, 500], chip_unit=5)
    solution = solved(raised)
    assert CHANGE.answer(solution, {})["chips"] == {"500": 0, "100": 0, "20": 1, "5": 2}
