"""The typed answer (issue 14 item 1): solve_typed reads once, solves once, and its
to_json() is exactly the ``trainer solve`` dict (SCENARIOS.md)."""

import json

import pytest

from trainer.curriculum.generate import generate_scenarios, tasks_of
from trainer.curriculum.lesson import ScriptedItem
from trainer.engine.betting import BettingState
from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.cards import parse_cards
from trainer.engine.poker import PokerHand, PokerSolution
from trainer.engine.qpoker import QPokerSolution, QRound
from trainer.engine.solve import Scenario, solve, solve_typed
from trainer.engine.thirteen import DecidedBy, Outcome, RowWinner, ThirteenScenario, judge
from trainer.engine.thirteen_solve import ThirteenSolution, foul_reason
from trainer.tasks import task_for

from .. import shipped

KINDS = {PokerSolution: PokerHand, ThirteenSolution: ThirteenScenario, QPokerSolution: QRound,
         BettingSolution: BettingState}


def _lesson_items() -> list[ScriptedItem]:
    items = []
    for path in shipped.lesson_paths():
        lesson, problems = shipped.checked(path)
        assert not problems, problems
        if lesson is not None:
            items += [i for i in lesson.items if isinstance(i, ScriptedItem)]
    return items


ITEMS = _lesson_items()


def test_every_lesson_item_solved_typed_gives_the_solve_json_and_keeps_its_data():
    assert ITEMS
    for item in ITEMS:
        scenario, solution = solve_typed(item.scenario)
        assert isinstance(scenario, Scenario) and scenario.data == item.scenario
        assert scenario.game == item.scenario["game"]
        assert isinstance(scenario.parsed, KINDS[type(solution)])
        assert solution.to_json() == solve(item.scenario), item.id
        json.dumps(solution.to_json())  # JSON-ready: enums leave as their plain values


def test_the_lesson_checker_keeps_the_typed_solution_it_computed():
    for item in ITEMS:
        assert isinstance(item.solution, tuple(KINDS)), item.id
        assert item.solution.to_json() == solve(item.scenario), item.id


@pytest.mark.parametrize("game", ["holdem", "omaha-macau", "stud", "thirteen", "qpoker"])
def test_generated_scenarios_solved_typed_match_the_solve_json(game):
    for task in tasks_of(game):
        if task_for(task).dealt:  # a moment of a dealt hand (issue 21): before the deal, no cards to solve
            continue
        for data in generate_scenarios(game, task, 3, seed=7):
            assert solve_typed(data)[1].to_json() == solve(data)


def test_r5_4_a_foul_is_codes_in_the_engine_and_one_english_sentence_at_the_json_edge():
    hand = judge(parse_cards("As Ah Kd"), parse_cards("2c 3d 5h 7s 9c"), parse_cards("Qs Qh 4d 6c 8s"))
    assert [(f.row.row, f.beaten.row) for f in hand.fouls] == [("front", "middle")]
    assert (hand.fouls[0].row.category, hand.fouls[0].beaten.category) == ("one-pair", "high-card")
    assert not hasattr(hand, "foul_reason")
    assert foul_reason(hand) == (
        "front one-pair As with K kicker beats middle high-card 9-7-5-3-2 (one-pair ranks above high-card)"
    )


def test_r5_6_thirteen_codes_are_string_enums_equal_to_the_contract_words():
    assert {w.value for w in RowWinner} == {"seat", "banker"}
    assert {d.value for d in DecidedBy} == {"seat-foul", "natural", "banker-foul", "rows"}
    assert {o.value for o in Outcome} == {"win", "lose", "push"}
    assert Outcome.WIN == "win" and json.dumps(DecidedBy.ROWS) == '"rows"'
