"""Issue 20, "pay it" in 13 cards and the poker games: the amount is the engine's (a seat's
net win as the banker settles it; one winner's share of a pot after its commission), paid in
the fewest chips; and the generators' chip constraints (chip set, amount, denominations)."""

from __future__ import annotations

import pytest

from trainer.curriculum.generate import GenerateError, generate, generate_scenarios
from trainer.curriculum.lesson import check_lesson
from trainer.engine.chipset import chip_count, table_chip_set, total
from trainer.engine.poker import PokerSolution
from trainer.engine.solve import solve_typed
from trainer.engine.thirteen_solve import ThirteenSolution
from trainer.tasks import task_for
from trainer.tasks.chips import chip_set_of, paid_pot, payment_of, read_chips

PAY = task_for("pay-chips")
POKER = ("holdem", "omaha", "sintetico", "omaha-macau", "stud")

ROWS_WIN = {  # seat 1 wins every row; seat 2 loses; seat 3 wins 2 rows to 1 (thirteen-settle lesson)
    "game": "thirteen", "params": {"bet_unit": 50},
    "banker": {"front": ["4s", "4h", "9c"], "middle": ["7s", "7h", "Kc", "Qd", "2s"],
               "back": ["Ts", "Th", "3c", "3d", "Ac"]},
    "seats": [
        {"seat": 1, "stake": 100, "front": ["Ks", "Kh", "2c"], "middle": ["8s", "8h", "5c", "5d", "6s"],
         "back": ["Js", "Jh", "2d", "2h", "9d"]},
        {"seat": 2, "stake": 50, "front": ["Qs", "6h", "3s"], "middle": ["6c", "6d", "Jc", "8c", "7c"],
         "back": ["Ad", "Ah", "9s", "9h", "Kd"]},
        {"seat": 3, "stake": 150, "front": ["3h", "8d", "7d"], "middle": ["5s", "5h", "4c", "4d", "Jd"],
         "back": ["Qh", "Qc", "Tc", "Td", "As"]},
    ],
}

TWO_SIDE_POTS = {  # side pot 2 (2,500-3,000) is contested by seats 3 and 4; seat 4's straight wins
    "game": "holdem", "marker": 2, "board": ["8c", "5c", "6c", "Qh", "Js"],
    "params": {"big_blind": 100, "commission": {"percent": 5, "cap": 700}},
    "seats": [
        {"seat": 2, "committed": 50, "folded": True},
        {"seat": 3, "cards": ["2d", "Ah"], "committed": 3000},
        {"seat": 4, "cards": ["9h", "7s"], "committed": 3000},
        {"seat": 6, "cards": ["5s", "As"], "committed": 1100, "allin": True},
        {"seat": 9, "committed": 400, "folded": True},
        {"seat": 10, "cards": ["8s", "Qc"], "committed": 2500, "allin": True},
    ],
}


def solved(scenario):
    return solve_typed(scenario)[1]


def paid(answer) -> dict[int, int]:
    return read_chips(answer["chips"]) or {}


def test_r5_7_thirteen_pays_the_lowest_winning_seat_its_net_as_the_engine_settles_it():
    solution = solved(ROWS_WIN)
    assert isinstance(solution, ThirteenSolution)
    p = payment_of(solution)
    assert p is not None and (p.seat, p.bet) == (1, "net")
    assert p.amount == solution.seats[1].settlement.payout.net == 49  # 50 less 2 % (1)
    assert "seat 1's win against the banker" in PAY.prompt(solution, {})
    assert paid(PAY.answer(solution, {})) == {25: 1, 5: 4, 1: 4}
    steps = PAY.explain(solution, {})
    money = next(s for s in steps if "croupier pays 49" in s.text)
    assert money.cite == "Portaria 51/89/M art. 2 c, 11; ruling R5-7, R0-3"
    assert "no regulation says how a payment is made up" in steps[-1].text  # house practice, said so


def test_thirteen_with_no_winning_seat_is_not_asked():
    losers = {**ROWS_WIN, "seats": [ROWS_WIN["seats"][1]]}
    assert PAY.asks_about(solved(losers)) == "no spot is paid in this round"


def test_a_13_card_table_keeps_its_chip_set_and_pays_in_it():
    own = {**ROWS_WIN, "params": {"bet_unit": 50, "chip_unit": 5, "chip_set": [5, 20, 100]}}
    solution = solved(own)
    assert solution.chip_set == (5, 20, 100) and chip_set_of(solution).values == (5, 20, 100)
    assert PAY.answer(solution, {}) == {"chips": {"100": 0, "20": 2, "5": 2}}  # 50: two 20s, two 5s


def test_r1_2_poker_pays_a_share_of_the_contested_side_pot_after_its_commission():
    solution = solved(TWO_SIDE_POTS)
    assert isinstance(solution, PokerSolution)
    award = paid_pot(solution)
    assert award is not None and award.pot.index == 2 and award.contested
    p = payment_of(solution)
    assert p is not None and (p.seat, p.pot) == (4, 2)
    assert p.amount == award.share_of(4) == award.pot.amount - award.commission.charged == 950
    assert "side pot 2" in PAY.prompt(solution, {})
    assert paid(PAY.answer(solution, {})) == {500: 1, 100: 4, 25: 2}
    cites = [s.cite for s in PAY.explain(solution, {})]
    assert "non-banked rules 7 a, 65; ruling R1-5" in cites and "non-banked rules 38, 49-50; ruling R1-2" in cites


def test_r1_4_on_a_split_the_share_asked_is_the_one_with_the_odd_chip():
    split = {"game": "holdem", "marker": 4, "board": ["6s", "As", "9d", "Qs", "6d"],
             "params": {"big_blind": 100, "commission": {"percent": 3, "cap": 600}},
             "seats": [{"seat": 2, "committed": 300, "folded": True},
                       {"seat": 3, "cards": ["Qh", "3c"], "committed": 2500},
                       {"seat": 4, "cards": ["Jd", "Kc"], "committed": 2500},
                       {"seat": 6, "cards": ["Qc", "3s"], "committed": 2500},
                       {"seat": 10, "cards": ["Qd", "3d"], "committed": 2500}]}
    solution = solved(split)
    p = payment_of(solution)
    assert p is not None and (p.seat, p.amount) == (6, 3331)  # 9,991 / 3 = 3,330, the odd unit from the marker
    steps = PAY.explain(solution, {})
    assert steps[-2].text == "Seat 6 is paid 3,331 from the main pot." and steps[-2].cite == "ruling R1-3, R1-4"


def test_a_hand_not_over_is_not_asked():
    open_hand = {**TWO_SIDE_POTS, "board": ["8c", "5c", "6c"]}
    assert "not over" in (PAY.asks_about(solved(open_hand)) or "")


@pytest.mark.parametrize("game", ["thirteen", *POKER])
def test_every_generated_payment_is_the_engines_amount_in_the_fewest_chips(game):
    for q in generate(game, "pay-chips", 30, 11):
        p = payment_of(q.solution)  # type: ignore[arg-type]
        assert p is not None, q.item_id
        if game == "thirteen":
            assert p.amount == q.solution.seats[p.seat].settlement.payout.net > 0  # type: ignore[union-attr]
        else:
            award = next(a for a in q.solution.settlement.awards if a.pot.index == p.pot)  # type: ignore[union-attr]
            assert p.amount == award.share_of(p.seat) > 0
        chips = paid(q.answer)
        chip_set = chip_set_of(q.solution)  # type: ignore[arg-type]
        assert total(chips) == p.amount and chip_count(chips) == chip_set.fewest_count(p.amount), q.item_id
        assert PAY.grade(q.answer, q.answer).correct


# -- the generators' chip constraints ------------------------------------------------------

CHIP_SETS = [
    ("thirteen", {"chip_set": [25, 100, 500, 1000], "amount": [100, 2000], "denominations": [25]}),
    ("holdem", {"chip_set": "low", "amount": [50, 500]}),
    ("stud", {"chip_set": [10, 50, 100, 500, 1000], "denominations": [50, 10]}),
    ("omaha-macau", {"chip_set": "high", "amount": [1000, 20000], "denominations": [1000]}),
    ("qpoker", {"chip_set": [5, 25, 100, 500], "amount": [100, 1000], "denominations": [100]}),
]
NAMED = {"low": (1, 5, 25, 100, 500), "high": (25, 100, 500, 1000, 5000, 10000)}


@pytest.mark.parametrize(("game", "constraints"), CHIP_SETS, ids=[g for g, _ in CHIP_SETS])
def test_chip_constraints_hold_over_many_seeds_and_the_same_seed_gives_the_same_items(game, constraints):
    want = constraints["chip_set"]
    values = NAMED[want] if isinstance(want, str) else tuple(want)
    for seed in range(12):
        for q in generate(game, "pay-chips", 3, seed, constraints):
            params = q.scenario["params"]
            assert tuple(params["chip_set"]) == values and params.get("chip_unit", 1) == values[0]
            assert chip_set_of(q.solution) == table_chip_set(values[0], values)  # type: ignore[arg-type]
            p = payment_of(q.solution)  # type: ignore[arg-type]
            chips = paid(q.answer)
            assert p is not None and total(chips) == p.amount
            if "amount" in constraints:
                lo, hi = constraints["amount"]
                assert lo <= p.amount <= hi
            assert all(chips.get(d) for d in constraints.get("denominations", ()))
    again = generate_scenarios(game, "pay-chips", 3, 5, constraints)
    assert again == generate_scenarios(game, "pay-chips", 3, 5, constraints)


@pytest.mark.parametrize(("game", "constraints", "field", "words"), [
    ("holdem", {"chip_set": [5, 7]}, "chip_set.1", "not a multiple of 5"),
    ("thirteen", {"chip_set": "tiny"}, "chip_set", "named sets: house, low, high"),
    ("qpoker", {"chip_set": [5, 5, 25]}, "chip_set", "listed twice"),
    ("stud", {"chip_set": [2, 10]}, "chip_set", "chip unit of 1, 5, 10, 25, 50, 100"),
    ("holdem", {"chip_set": [25, 100], "denominations": [5]}, "denominations", "not a chip of the chip_set"),
    ("omaha", {"chip_set": [25, 100], "amount": [1, 20]}, "amount", "multiple of the chip unit 25"),
    ("sintetico", {"denominations": [500, 100], "amount": [1, 400]}, "amount", "at least 600"),
    ("thirteen", {"amount": [0, 10]}, "amount.0", "from 1 to"),
    ("thirteen", {"denominations": [0]}, "denominations.0", "whole number"),
    ("holdem", {"chip_set": "low", "tie": True}, "tie", "does not apply"),
])
def test_a_bad_chip_constraint_is_refused_naming_its_field(game, constraints, field, words):
    with pytest.raises(GenerateError) as err:
        generate(game, "pay-chips", 1, 1, constraints)
    assert ".".join(map(str, err.value.path)) == field and words in err.value.message


def test_a_lesson_with_a_bad_chip_constraint_names_file_line_and_field(tmp_path):
    path = tmp_path / "pay.yaml"
    path.write_text(
        "id: bad-pay\ntitle: Bad\ngame: holdem\nskills: [pay-chips]\nintro: x\nitems:\n"
        "  - generate:\n      task: pay-chips\n      count: 2\n      seed: 1\n"
        "      constraints:\n        chip_set: [25, 100]\n        denominations: [5]\n",
        encoding="utf-8")
    _, problems = check_lesson(path)
    assert problems
    problem = problems[0]
    assert problem.file.endswith("pay.yaml") and problem.line == 13  # the denominations line
    assert "constraints" in problem.field and problem.field.endswith("denominations")
    assert "5 is not a chip of the chip_set" in problem.message
