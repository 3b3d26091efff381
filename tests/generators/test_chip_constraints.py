"""Issue 20, every chip drill generated to an instructor's chip constraints: the table's chip
set, the range of the drill's amount and the denominations its fewest make-up must use, for
count the stack (the seat's committed chips), colour up (the stack's total), change a bet
(the change given back) and cut the pot (the pot, as its chips are drawn)."""

from __future__ import annotations

from typing import Any

import pytest

from trainer.curriculum.generate import GenerateError, generate, generate_scenarios
from trainer.engine.chipset import table_chip_set, total
from trainer.generators.chip_drill import CHIP_TASKS
from trainer.tasks import TASKS, Question
from trainer.tasks.chips import chip_set_of, chips_words, read_chips
from trainer.tasks.cut import CutPot

NAMED = {"low": (1, 5, 25, 100, 500), "high": (25, 100, 500, 1000, 5000, 10000)}

DRILLS = [
    ("count-stack", "holdem", {"chip_set": [25, 100, 500, 1000], "amount": [500, 3000], "denominations": [100]}),
    # stud at a real entry of $20 or $100 (RULINGS R0-5): a seat's chips in the pot run to hundreds
    ("count-stack", "stud", {"chip_set": "low", "amount": [100, 1500], "denominations": [25]}),
    ("colour-up", "omaha", {"chip_set": [5, 25, 100, 500], "amount": [200, 2500], "denominations": [100]}),
    ("colour-up", "stud", {"chip_set": [10, 50, 100, 500], "amount": [100, 1500]}),
    ("change-bet", "omaha-macau", {"chip_set": [5, 25, 100, 500, 1000], "denominations": [25]}),
    ("change-bet", "stud", {"chip_set": "low", "amount": [5, 90], "denominations": [5]}),
    ("change-bet", "holdem", {"chip_set": [25, 100, 500, 1000], "amount": [25, 900]}),
    ("cut-pot", "sintetico", {"chip_set": [5, 25, 100, 500, 1000], "amount": [200, 5000], "denominations": [25]}),
    ("cut-pot", "stud", {"chip_set": "high", "amount": [500, 20000], "denominations": [100]}),
]


def chip_values(constraints: dict[str, Any]) -> tuple[int, ...]:
    want = constraints["chip_set"]
    return NAMED[want] if isinstance(want, str) else tuple(want)


def shown_chips(task: str, q: Question) -> list[dict[int, int]]:
    """The chips the drill shows or asks for: its answer's chips, the stack handed in."""
    out = []
    if "chips" in q.answer:
        out.append(read_chips(q.answer["chips"]) or {})
    if "stack" in q.params:
        out.append(read_chips(q.params["stack"]) or {})
    return out


def test_the_chip_drills_are_the_tasks_with_a_chip_amount():
    assert sorted(CHIP_TASKS) == ["change-bet", "colour-up", "count-stack", "cut-pot", "pay-chips"]
    q = generate("holdem", "pot-split", 1, 1)[0]  # not a chip drill: no amount, no chip constraint
    assert TASKS["pot-split"].chip_amount(q.solution, q.params) is None
    with pytest.raises(GenerateError, match="does not apply"):
        generate("holdem", "pot-split", 1, 1, {"amount": [100, 200]})


@pytest.mark.parametrize(("task", "game", "constraints"), DRILLS, ids=[f"{t}-{g}" for t, g, _ in DRILLS])
def test_every_chip_drill_keeps_its_chip_set_amount_and_denominations(task, game, constraints):
    values = chip_values(constraints)
    drill = TASKS[task]
    for seed in range(6):
        for q in generate(game, task, 3, seed, constraints):
            params = q.scenario["params"]
            assert tuple(params["chip_set"]) == values and params.get("chip_unit", 1) == values[0]
            chip_set = chip_set_of(q.solution)  # type: ignore[arg-type]
            assert chip_set == table_chip_set(values[0], values)
            amount = drill.chip_amount(q.solution, q.params)
            assert amount is not None
            if "amount" in constraints:
                lo, hi = constraints["amount"]
                assert lo <= amount <= hi
            fewest = chip_set.fewest(amount)
            assert total(fewest) == amount and set(fewest) <= set(values)
            assert all(fewest.get(d) for d in constraints.get("denominations", ()))
            for chips in shown_chips(task, q):  # every chip the drill shows or asks is of the set
                assert set(chips) <= set(values)
            # the amount is the one the drill asks about, read off its own answer or explanation
            if task == "count-stack":
                assert q.answer == {"amount": amount}
            elif task in ("colour-up", "change-bet"):
                assert total(read_chips(q.answer["chips"]) or {}) == amount
                assert read_chips(q.answer["chips"]) == fewest
            else:
                award = CutPot().award(q.solution, q.params)  # type: ignore[arg-type]
                assert award.pot.amount == amount and sum(q.answer["shares"].values()) <= amount
            if task in ("count-stack", "cut-pot"):
                assert any(chips_words(fewest) in step.text for step in drill.explain(q.solution, q.params))
    assert generate_scenarios(game, task, 3, 7, constraints) == generate_scenarios(game, task, 3, 7, constraints)
    first = [(q.scenario, q.params) for q in generate(game, task, 2, 7, constraints)]
    assert first == [(q.scenario, q.params) for q in generate(game, task, 2, 7, constraints)]


@pytest.mark.parametrize(("task", "game", "constraints", "field", "words"), [
    ("count-stack", "holdem", {"chip_set": [5, 7]}, "chip_set.1", "not a multiple of 5"),
    ("count-stack", "stud", {"chip_set": [2, 10]}, "chip_set", "chip unit of 1, 5, 10, 25, 50, 100"),
    ("colour-up", "omaha", {"chip_set": "tiny"}, "chip_set", "named sets: house, low, high"),
    ("colour-up", "stud", {"chip_set": [25]}, "chip_set", "needs two or more"),
    ("change-bet", "holdem", {"chip_set": [25, 100], "denominations": [5]}, "denominations",
     "not a chip of the chip_set"),
    ("change-bet", "omaha-macau", {"chip_set": [25, 100], "amount": [1, 20]}, "amount", "multiple of the chip unit 25"),
    ("change-bet", "stud", {"chip_set": [3, 9]}, "chip_set", "chip unit of 1, 5, 10, 25, 50, 100"),
    ("cut-pot", "sintetico", {"denominations": [500, 100], "amount": [1, 400]}, "amount", "at least 600"),
    ("cut-pot", "stud", {"chip_set": [25, 100], "chip_unit": 5}, "chip_set", "not the chip_unit 5"),
    ("cut-pot", "holdem", {"amount": [0, 10]}, "amount.0", "from 1 to"),
    ("count-stack", "omaha", {"denominations": [0]}, "denominations.0", "whole number"),
    ("who-acts", "holdem", {"chip_set": "low"}, "chip_set", "does not apply"),
])
def test_a_bad_chip_constraint_is_refused_naming_its_field(task, game, constraints, field, words):
    with pytest.raises(GenerateError) as err:
        generate(game, task, 1, 1, constraints)
    assert ".".join(map(str, err.value.path)) == field and words in err.value.message
