"""Issue 20, chip drill "pay it": the amount from the engine, the fewest chips of the table's set."""

from __future__ import annotations

import pytest

from trainer.curriculum.generate import generate
from trainer.engine.chipset import chip_count, table_chip_set
from trainer.engine.errors import ScenarioError
from trainer.engine.solve import solve_typed
from trainer.tasks import task_for
from trainer.tasks.chips import payments, read_chips

PAY = task_for("pay-chips")

TRIPS = {"game": "qpoker", "params": {"chip_unit": 5}, "dealer": ["Qs", "7d", "3c"],
         "seats": [{"seat": 1, "cards": ["5s", "5h", "5d"], "pair_plus": 25, "bet": 25, "decision": "play"}]}


def solved(scenario):
    return solve_typed(scenario)[1]


def test_r6_4_the_pair_plus_is_paid_before_the_bet_and_its_amount_is_the_engines():
    solution = solved(TRIPS)
    assert [(p.seat, p.bet, p.amount) for p in payments(solution)] == [(1, "pair_plus", 750), (1, "bet", 50)]
    assert "seat 1's pair plus" in PAY.prompt(solution, {})
    answer = PAY.answer(solution, {})
    # every chip of the table's set, largest first, 0 where none is paid
    assert answer == {"chips": {"10000": 0, "5000": 0, "1000": 0, "500": 1, "100": 2, "25": 2, "5": 0}}


def test_right_amount_in_the_fewest_chips_is_right_more_chips_half_a_wrong_amount_nothing():
    correct = PAY.answer(solved(TRIPS), {})
    assert PAY.grade({"chips": {"500": 1, "100": 2, "25": 2}}, correct).score == 1.0
    more = PAY.grade({"chips": {"100": 7, "25": 2}}, correct)  # 750 in nine chips
    assert more.score == 0.5 and [p.correct for p in more.parts] == [True, False]
    assert PAY.grade({"chips": {"500": 1, "100": 2}}, correct).score == 0.0  # 700
    assert PAY.grade({"chips": {"500": 1, "250": 1}}, correct).score == 0.5  # a chip the table has not
    assert PAY.grade({}, correct).score == 0.0
    assert PAY.grade({"chips": "750"}, correct).score == 0.0  # a hostile stored answer is no answer


def test_on_a_tie_of_counts_any_make_up_of_the_set_is_the_fewest():
    correct = {"chips": {"30": 1, "20": 0, "10": 1}}  # 40 of a set 10, 20, 30: 30 + 10 or 20 + 20
    assert PAY.grade({"chips": {"20": 2}}, correct).score == 1.0


def test_r0_3_a_fraction_of_the_chip_unit_is_rounded_down_before_it_is_paid():
    straight = {"game": "qpoker", "params": {"chip_unit": 5}, "dealer": ["Qs", "7d", "3c"],
                "seats": [{"seat": 2, "cards": ["4h", "5s", "6d"], "bet": 25, "decision": "play"}]}
    solution = solved(straight)
    assert PAY.answer(solution, {})["chips"]["25"] == 1 and PAY.answer(solution, {})["chips"]["5"] == 2  # 35
    steps = PAY.explain(solution, {})
    assert any("3:2" in s.text and "35" in s.text for s in steps)
    assert "1 × 25 + 2 × 5: 3 chips" in steps[-1].text and steps[-1].cite == "ruling R0-3"
    assert "no regulation says how a payment is made up" in steps[-1].text  # a house practice, said so


def test_a_round_with_nothing_paid_is_not_asked():
    nothing = {"game": "qpoker", "dealer": ["Qs", "7d", "3c"],
               "seats": [{"seat": 1, "cards": ["9h", "5c", "2d"], "bet": 10, "decision": "fold"}]}
    assert PAY.applies(solved(nothing)) == "no spot is paid in this round"


@pytest.mark.parametrize(("expect", "field"), [({"chips": {"x": 1}}, "chips.x"), ({"chips": {"25": -1}}, "chips.25"),
                                               ({"chips": [25]}, "chips"), ({"pay": 1}, "pay")])
def test_a_bad_expect_names_its_field(expect, field):
    with pytest.raises(ScenarioError) as err:
        PAY.read_answer(expect, ())
    assert ".".join(map(str, err.value.path)) == field


def test_every_generated_payment_is_the_fewest_chips_and_adds_up_to_the_payment():
    for q in generate("qpoker", "pay-chips", 40, 7):
        solution = q.solution
        amount = payments(solution)[0].amount
        chips = read_chips(q.answer["chips"])
        assert chips is not None and sum(v * n for v, n in chips.items()) == amount, q.item_id
        assert chip_count(chips) == table_chip_set(solution.round.chip_unit).fewest_count(amount)
        assert PAY.grade(q.answer, q.answer).correct


def test_a_table_with_its_own_chip_set_is_paid_in_its_chips():
    own = {**TRIPS, "params": {"chip_unit": 5, "chip_set": [5, 25, 250, 1000]}}
    answer = PAY.answer(solved(own), {})
    assert answer == {"chips": {"1000": 0, "250": 3, "25": 0, "5": 0}}  # 750: three 250s
    assert PAY.grade({"chips": {"500": 1, "100": 2, "25": 2}}, answer).score == 0.5  # not this table's chips
