"""Issue 18 drill 5, follow the action: a hand asked step by step, each step the table as
it stands before an action — who acts, and that seat's call, smallest and largest raise
(RULINGS R8-2 … R8-7)."""

from __future__ import annotations

import random
import textwrap
from itertools import pairwise

import pytest

from trainer.curriculum.generate import GenerateError, generate
from trainer.curriculum.lesson import check_text
from trainer.engine.betting import BETTING_GAMES, ROUNDS, Status
from trainer.engine.solve import solve_typed
from trainer.generators import betting as betting_generator
from trainer.scenarios.follow import hand_steps
from trainer.tasks import task_for

FOLLOW = task_for("follow-action")

HAND = """\
id: t
title: T
game: holdem
skills: [follow-action]
intro: Follow the hand.
items:
  - id: hand
    task: follow-action
    scenario:
      marker: 3
      params: {big_blind: 20}
      board: [Ah, Kd, 7c, 2s, 9h]
      seats:
        - {seat: 1, stack: 1000}
        - {seat: 2, stack: 1000}
        - {seat: 3, stack: 1000}
        - {seat: 5, stack: 600}
      betting:
        - - {seat: 1, action: raise, to: 60}
          - {seat: 2, action: fold}
          - {seat: 3, action: call}
          - {seat: 5, action: raise, to: 160}
          - {seat: 1, action: call}
          - {seat: 3, action: fold}
        - - {seat: 5, action: bet, to: 100}
          - {seat: 1, action: call}
"""


def _hand_questions(text: str = HAND):
    lesson, problems = check_text(textwrap.dedent(text), "t.yaml")
    assert problems == [], [str(p) for p in problems]
    assert lesson is not None
    return list(lesson.questions())


def _actions(scenario):
    return [a for r in scenario["betting"] for a in r]


def test_a_hand_is_a_question_before_each_action_with_the_table_as_it_stood():
    questions = _hand_questions()
    assert [q.params for q in questions] == [{"step": k, "steps": 8} for k in range(1, 9)]
    assert [q.item_id for q in questions] == [f"t/hand#{k}" for k in range(1, 9)]
    whole = _actions(questions[-1].scenario)
    for k, q in enumerate(questions):
        assert len(_actions(q.scenario)) == k  # the actions before this step, none after
        assert q.answer["seat"] == [1, 2, 3, 5, 1, 3, 5, 1][k]
        assert q.scenario["board"] == (["Ah", "Kd", "7c"] if k >= 6 else [])  # the board dealt by then (R0-5)
    # step 7 opens round 2: the round is an empty list, the first round whole
    assert questions[6].scenario["betting"] == [[*questions[5].scenario["betting"][0], whole[5]], []]


def test_the_seat_to_act_at_each_step_is_the_seat_that_then_acts_in_generated_hands():
    """R8-2: a legal hand's actions are taken by the seat to act, so step k asks for the seat
    of the k-th action; checked on generated hands of every betting game."""
    for game in BETTING_GAMES:
        questions = generate(game, "follow-action", 3, 5)
        hands: dict[str, list] = {}
        for q in questions:
            hands.setdefault(q.item_id.rpartition("#")[0], []).append(q)
        assert len(hands) == 3, game
        for steps in hands.values():
            n = steps[0].params["steps"]
            assert [q.params["step"] for q in steps] == list(range(1, n + 1)) and n >= 4
            for q, later in pairwise(steps):
                assert _actions(later.scenario)[-1]["seat"] == q.answer["seat"], (game, q.item_id)


def test_each_step_answers_who_acts_and_bet_sizes_as_those_drills_do():
    for q in generate("omaha-macau", "follow-action", 2, 9, {"limit": "pot"}):
        who = task_for("who-acts").answer(q.solution, {})
        sizes = task_for("bet-sizes").answer(q.solution, {})
        assert q.answer == {**who, **sizes}


def test_a_stud_step_shows_only_the_open_cards_dealt_by_its_round():
    """Stud art. 10: one open card a street — a step of round r shows r open cards a seat."""
    for q in generate("stud", "follow-action", 3, 4, {"seats": [3, 5]}):
        state = q.solution.state
        for seat in q.scenario["seats"]:
            if seat["seat"] not in state.folded:
                assert len(seat["up"]) == state.round, (q.item_id, seat)
            assert len(seat["up"]) <= state.round


def test_the_prompt_names_the_last_action_and_a_new_round():
    questions = _hand_questions()
    assert questions[0].prompt.startswith("Step 1 of 8. The hand begins. Who acts now?")
    assert questions[1].prompt.startswith("Step 2 of 8. Last action: seat 1 raises to 60. Who acts now?")
    assert questions[6].prompt.startswith("Step 7 of 8. Last action: seat 3 folds; round 1 is over and round 2 "
                                          "begins.")


def test_a_step_is_graded_by_the_seat_and_each_amount():
    # seat 5, the big blind, faces a raise to 60 and a call: to call 60 - 20; the smallest adds
    # the big blind (rule 86): 80; the pot 20 + 60 + 60 and the call 40 make 180: "Pot!" is 240
    q = _hand_questions()[3]
    assert q.answer == {"seat": 5, "to_call": 40, "min_raise_to": 80, "max_raise_to": 240}
    assert FOLLOW.grade(q.answer, q.answer).correct
    wrong_seat = FOLLOW.grade({**q.answer, "seat": 3}, q.answer)
    assert wrong_seat.score == 0.75 and [p.label for p in wrong_seat.mistakes] == ["seat to act"]
    assert FOLLOW.grade({"seat": 5}, q.answer).score == 0.25  # amounts not given earn nothing


def test_the_explanation_tells_whose_turn_then_the_amounts():
    q = _hand_questions()[3]
    texts = [s.text for s in FOLLOW.explain(q.solution, q.params)]
    assert any("seat 5 acts now" in t for t in texts)
    assert any("to call, 40" in t for t in texts)
    assert any('"Pot!" is a raise to 60 + 180 = 240' in t for t in texts)
    assert sum("Round 1:" in t for t in texts) == 1  # the round's story told once


def test_a_lesson_refuses_an_expect_on_a_hand_followed():
    _, problems = check_text(HAND + "    expect: {seat: 1}\n", "t.yaml")
    assert [(p.line, p.field) for p in problems] == [(27, "items[0].expect")]
    assert "step by step" in problems[0].message


def test_a_lesson_names_the_illegal_action_of_a_hand_followed():
    text = HAND.replace("- {seat: 1, action: call}\n          - {seat: 3, action: fold}",
                        "- {seat: 1, action: check}\n          - {seat: 3, action: fold}")
    _, problems = check_text(text, "t.yaml")
    assert len(problems) == 1
    assert problems[0].field == "items[0].scenario.betting[0][4]"
    assert "check" in problems[0].message


def test_generate_counts_hands_and_takes_only_the_whole_hand_constraints():
    questions = generate("holdem", "follow-action", 2, 3, {"seats": 4})
    assert len({q.item_id.rpartition("#")[0] for q in questions}) == 2
    assert all(len(q.scenario["seats"]) == 4 for q in questions)
    with pytest.raises(GenerateError, match="round"):
        generate("holdem", "follow-action", 1, 3, {"round": 2})


def test_a_generated_hand_plays_to_its_end():
    """A hand to follow is played until nobody is left to act (R8-3): won by folds, all in
    to the run-out, or at the showdown after the game's last round."""
    for game in BETTING_GAMES:
        for i in range(5):
            scenario = betting_generator.build(random.Random(f"{game}{i}"), game, "follow-action", {})
            state = solve_typed(scenario)[1].state
            assert state.status in (Status.WON, Status.RUN_OUT, Status.SHOWDOWN), (game, i, state.status)
            assert state.status != Status.SHOWDOWN or state.round == ROUNDS[game]
            assert len(hand_steps(scenario)) == len(_actions(scenario)) >= 4
