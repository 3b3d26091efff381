"""Issue 18 drills 1, 2 and 4: who acts, call / smallest / largest raise ("Pot!"), count the
pot — generated hands are real hands (dealt through the engine), every constraint holds
on the engine's ``trainer solve`` answer, and the answers, grades and explanations follow R8."""

from __future__ import annotations

import re

import pytest

from trainer.curriculum.generate import check_constraints, generate
from trainer.curriculum.items import ScriptedItem, scripted_question
from trainer.engine.betting import BETTING_GAMES
from trainer.engine.solve import solve
from trainer.generators.common import GenerateError
from trainer.tasks import task_for

TASKS = ("who-acts", "bet-sizes", "count-pot")
EXAMPLE = {  # SCENARIOS.md's example: seat 5 to act, 300 to call, 700 to 1,350
    "game": "omaha-macau", "marker": 2, "params": {"big_blind": 100, "limit": "pot"},
    "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 800}, {"seat": 4, "stack": 3000},
              {"seat": 5, "stack": 2500}],
    "betting": [[{"seat": 1, "action": "call"}, {"seat": 2, "action": "raise", "to": 400},
                 {"seat": 4, "action": "fold"}]],
}


def question(task, scenario=EXAMPLE):
    return scripted_question(ScriptedItem(id="x", task=task, scenario=scenario))


@pytest.mark.parametrize("game", BETTING_GAMES)
@pytest.mark.parametrize("task", TASKS)
def test_generated_hands_replay_to_the_answer_the_json_contract_gives(game, task):
    for q in generate(game, task, 25, 7):
        betting = solve(q.scenario)["betting"]  # the scenario replayed again, as `trainer solve` does
        if task == "who-acts":
            assert betting["status"] == "to-act" and q.answer == {"seat": betting["to_act"]}
        elif task == "bet-sizes":
            assert q.answer == {"to_call": betting["to_call"], "min_raise_to": betting.get("min_raise_to"),
                                "max_raise_to": betting.get("max_raise_to")}
        else:
            assert betting["status"] in ("deal", "run-out", "showdown")
            pots = solve(q.scenario)["pots"]
            assert q.answer == {"pots": [p["amount"] for p in pots]}
            assert sum(q.answer["pots"]) + (solve(q.scenario)["uncalled"] or {}).get("amount", 0) == betting["pot"]
        assert task_for(task).grade(q.answer, q.answer).correct
        assert task_for(task).explain(q.solution, q.params)


CONSTRAINED = [
    ("holdem", "bet-sizes", {"cap_reached": True}, lambda b, s: b["raises_left"] == 0 and "raise" not in b["actions"]),
    ("omaha-macau", "who-acts", {"cap_reached": True}, lambda b, s: b["raises_left"] == 0),
    ("holdem", "bet-sizes", {"bb_option": True},
     lambda b, s: b["round"] == 1 and b["to_call"] == 0 and "check" in b["actions"]),
    ("omaha", "bet-sizes", {"heads_up": True},
     lambda b, s: len(s["seats"]) - sum(1 for x in s["folded"]) == 2 and b["raises_left"] is None),
    ("stud", "bet-sizes", {"stud_checked": True}, lambda b, s: "raise" not in b["actions"] and b["to_call"] > 0),
    ("holdem", "bet-sizes", {"no_raise": False}, lambda b, s: "min_raise_to" in b),
    ("omaha-macau", "bet-sizes", {"limit": "no-limit"}, lambda b, s: True),
    ("sintetico", "who-acts", {"round": 3}, lambda b, s: b["round"] == 3),
    ("holdem", "count-pot", {"side_pots": 2}, lambda b, s: len(s["pots"]) == 3),
]


@pytest.mark.parametrize("game,task,constraints,holds", CONSTRAINED,
                         ids=[f"{g}-{t}-{'-'.join(c)}" for g, t, c, _ in CONSTRAINED])
def test_r8_constraints_hold_on_the_engines_answer(game, task, constraints, holds):
    for q in generate(game, task, 10, 3, constraints):
        answer = solve(q.scenario)  # independent of the generator: the JSON contract
        facts = {**answer, "seats": q.scenario["seats"], "folded": sorted(q.solution.state.folded)}
        assert holds(answer["betting"], facts), q.scenario


def test_r8_6_an_incomplete_all_in_raise_is_generated_on_demand():
    for q in generate("omaha-macau", "who-acts", 8, 5, {"incomplete_raise": True}):
        played = q.solution.state.played
        assert any(a.kind == "raise" and a.allin and not a.full and a.round == q.solution.state.round for a in played)


def test_constraints_that_cannot_be_met_are_refused_with_the_field():
    with pytest.raises(GenerateError, match=r"heads|two seats"):
        check_constraints("holdem", "bet-sizes", {"heads_up": True, "cap_reached": True})
    with pytest.raises(GenerateError, match="round 1"):
        check_constraints("holdem", "who-acts", {"bb_option": True, "round": 2})
    with pytest.raises(GenerateError, match="does not apply"):
        check_constraints("stud", "bet-sizes", {"bb_option": True})
    with pytest.raises(GenerateError, match="betting rounds"):
        check_constraints("holdem", "who-acts", {"round": 5})


def test_r8_5_the_scenarios_example_pot_limit_arithmetic_as_a_croupier_says_it():
    q = question("bet-sizes")
    assert q.answer == {"to_call": 300, "min_raise_to": 700, "max_raise_to": 1350}
    texts = [s.text for s in task_for("bet-sizes").explain(q.solution, {})]
    assert "The highest total this round is 400; seat 5 has 100 in front of it: to call, 300." in texts
    assert ("A raise adds at least the last full bet or raise of the round: 300. The smallest raise is to "
            "400 + 300 = 700.") in texts
    assert 'Pot limit: the pot 650 plus the call 300 is 950: "Pot!" is a raise to 400 + 950 = 1,350.' in texts


def test_r8_2_who_acts_is_explained_from_the_round_opener_and_the_actions_since():
    q = question("who-acts")
    texts = [s.text for s in task_for("who-acts").explain(q.solution, {})]
    assert texts[0].startswith("Round 1: the blinds are posted and the first seat after the big blind (seat 5)")
    assert texts[1] == "Since then: seat 1 calls 100; seat 2 raises to 400; seat 4 folds."
    assert texts[-1].endswith("seat 5 acts now.")


def test_r8_5_every_pot_limit_largest_raise_is_shown_as_pot_plus_call():
    for q in generate("holdem", "bet-sizes", 30, 11, {"limit": "pot", "no_raise": False}):
        steps = [s for s in task_for("bet-sizes").explain(q.solution, {}) if s.text.startswith("Pot limit")]
        assert len(steps) == 1 and "R8-5" in steps[0].cite
        numbers = [int(n.replace(",", "")) for n in re.findall(r"\d[\d,]*", steps[0].text)]
        pot, call, total, highest, _, full = numbers[:6]
        assert pot + call == total and highest + total == full


def test_bet_sizes_earns_per_amount_and_no_raise_is_an_answer():
    task = task_for("bet-sizes")
    q = question("bet-sizes")
    partly = {"to_call": 300, "min_raise_to": 700, "max_raise_to": 1000}
    assert task.grade(partly, q.answer).score == pytest.approx(2 / 3)
    assert task.grade({}, q.answer).score == 0
    capped = generate("holdem", "bet-sizes", 1, 3, {"cap_reached": True})[0]
    assert capped.answer["min_raise_to"] is None and capped.answer["max_raise_to"] is None
    given = task.read_answer({"to_call": capped.answer["to_call"], "min_raise_to": None, "max_raise_to": None}, ())
    assert task.grade(given, capped.answer).correct
    with pytest.raises(Exception, match="both"):
        task.read_answer({"to_call": 100, "min_raise_to": 200}, ())


def test_a_betting_task_is_not_asked_of_a_hand_given_by_committed_and_the_reverse():
    plain = {"game": "holdem", "marker": 1, "board": ["Ah", "Kd", "7c", "5s", "2h"],
             "seats": [{"seat": 1, "cards": ["As", "Ad"], "committed": 100},
                       {"seat": 2, "cards": ["Kh", "Kc"], "committed": 100}]}
    poker = question("pot-split", plain).solution
    betting = question("who-acts").solution
    assert "not asked about a hand given by its committed chips" in task_for("who-acts").asks_about(poker)
    assert "not asked about a hand given by its betting" in task_for("pot-split").asks_about(betting)


VERDICT_RULING = {1: "R8-4", 2: "R8-5, R8-6", 3: "R8-5", 4: None, 5: "art. 10 b, R8-4"}


@pytest.mark.parametrize("game", BETTING_GAMES)
def test_r8_4_legal_or_not_agrees_with_the_engine_replaying_the_action(game):
    """Drill 3: the action shown, appended to the hand, is accepted by ``trainer solve`` exactly
    when the right choice is "legal", and refused with the ruling the choice names otherwise."""
    from trainer.engine.errors import ScenarioError

    seen = set()
    for q in generate(game, "legal-action", 30, 4):
        assert len(q.choices) == (6 if game == "stud" else 5)
        assert q.prompt.startswith(f"Seat {q.params['action']['seat']} announces")
        played = {**q.scenario, "betting": [list(r) for r in q.scenario["betting"]]}
        played["betting"][-1].append(dict(q.params["action"]))
        choice = q.answer["choice"]
        seen.add(choice)
        if choice == 0:
            solve(played)  # accepted
        else:
            with pytest.raises(ScenarioError) as refused:
                solve(played)
            ruling = VERDICT_RULING[choice]
            assert ruling is None or ruling in str(refused.value), (choice, str(refused.value))
        steps = task_for("legal-action").explain(q.solution, q.params)
        assert "R8" in steps[-1].cite
    assert len(seen) >= 3


@pytest.mark.parametrize("verdict,choice", [("legal", 0), ("check", 1), ("too-small", 2), ("too-large", 3),
                                            ("no-raise", 4)])
def test_legal_or_not_makes_each_verdict_on_demand(verdict, choice):
    qs = generate("omaha", "legal-action", 6, 8, {"verdict": verdict})
    assert {q.answer["choice"] for q in qs} == {choice}


def test_r8_4_stud_the_first_opener_may_not_check_a_verdict_of_its_own():
    qs = generate("stud", "legal-action", 6, 8, {"verdict": "opener-check"})
    assert {q.answer["choice"] for q in qs} == {5}
    assert all(q.choices[5].startswith("Not legal: the first round's opener may not check") for q in qs)
    with pytest.raises(GenerateError, match="stud"):
        check_constraints("holdem", "legal-action", {"verdict": "opener-check"})


def test_r8_2_stud_rounds_are_explained_by_the_boards_never_a_marker():
    for task in ("who-acts", "bet-sizes", "legal-action"):
        for q in generate("stud", task, 15, 9):
            texts = [s.text for s in task_for(task).explain(q.solution, q.params)]
            assert not any("marker" in t for t in texts), texts


def test_r8_2_sintetico_a_high_bettor_all_in_passes_the_opening_to_the_next_seat():
    scenario = {"game": "sintetico", "marker": 4, "params": {"ante": 10},
                "seats": [{"seat": 1, "stack": 800}, {"seat": 4, "stack": 600}, {"seat": 6, "stack": 900},
                          {"seat": 9, "stack": 200}],
                "betting": [[{"seat": 6, "action": "check"}, {"seat": 9, "action": "bet", "to": 190},
                             {"seat": 1, "action": "call"}, {"seat": 4, "action": "fold"},
                             {"seat": 6, "action": "call"}], []]}
    q = question("who-acts", scenario)
    assert q.answer == {"seat": 1}
    first = task_for("who-acts").explain(q.solution, {})[0].text
    assert first.startswith("Round 2: seat 9 made the highest bet of the round before but cannot act")


def test_r8_1_a_short_big_blind_still_sets_the_full_blind_to_call_and_the_arithmetic_says_so():
    scenario = {"game": "holdem", "marker": 3, "params": {"big_blind": 20},
                "seats": [{"seat": 1, "stack": 1500}, {"seat": 3, "stack": 900}, {"seat": 4, "stack": 15},
                          {"seat": 6, "stack": 1200}],
                "betting": [[]]}
    q = question("bet-sizes", scenario)
    assert q.answer == {"to_call": 20, "min_raise_to": 40, "max_raise_to": 65}
    texts = [s.text for s in task_for("bet-sizes").explain(q.solution, {})]
    assert "The highest total this round is 20; seat 6 has 0 in front of it: to call, 20." in texts
    assert 'Pot limit: the pot 25 plus the call 20 is 45: "Pot!" is a raise to 20 + 45 = 65.' in texts
