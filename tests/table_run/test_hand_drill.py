"""A drill of a hand's own steps (issue 21): each question a moment of a seeded hand, the
same for the same seed, named by its ``hand`` params and rebuilt from them (a replay, an
exam resumed, a hand run on the hand screen)."""

from __future__ import annotations

import json

import pytest

from trainer.curriculum.generate import GenerateError, generate
from trainer.curriculum.items import ScriptedItem, scripted_question
from trainer.curriculum.lesson import check_lesson
from trainer.store import Store
from trainer.table_run import HAND_TASKS, deal_hand
from trainer.table_run.drill import dealt_question
from trainer.tasks import TASKS, task_for
from trainer.tasks.targets import DEFAULT_TARGETS_S
from trainer.training.attempt_text import question_for_attempt
from trainer.training.drill import Drill
from trainer.training.sources import catalogue, free_drill, shipped_lessons

PAIRS = [(g, t) for t in HAND_TASKS for g in TASKS[t].games]


@pytest.mark.parametrize(("game", "task"), PAIRS, ids=[f"{g}-{t}" for g, t in PAIRS])
def test_a_generated_question_is_a_step_of_the_hand_its_params_name(game, task):
    questions = generate(game, task, 6, 17)
    assert len(questions) == 6
    assert [q.answer for q in questions] == [q.answer for q in generate(game, task, 6, 17)]  # seeded
    for q in questions:
        where = q.params["hand"]
        step = deal_hand(where["game"], where["seed"], where["seats"]).steps[where["step"] - 1]
        assert (step.kind, where["game"], q.game) == (task, game, game)
        assert q.answer == step.answer and dict(q.scenario) == dict(step.before)  # the table as the step finds it
        assert q.answer == task_for(task).answer(q.solution, q.params)
        assert task_for(task).grade(q.answer, q.answer).correct
        assert q.shown_prompt == step.prompt
        again = scripted_question(ScriptedItem(id="x", task=task, scenario=dict(q.scenario), params=dict(q.params)))
        assert again.answer == q.answer and again.solution == q.solution  # rebuilt by dealing the hand again


def test_a_hand_only_kind_takes_no_constraints_and_names_its_hand():
    with pytest.raises(GenerateError, match="takes no constraints"):
        generate("holdem", "burn-board", 1, 1, {"seats": 3})
    with pytest.raises(GenerateError, match="does not apply to holdem"):
        generate("holdem", "pair-plus", 1, 1)
    with pytest.raises(Exception, match="names its hand"):
        dealt_question("deal-order", {})
    q = generate("holdem", "deal-order", 1, 3)[0]
    wrong_step = {**q.params["hand"], "step": q.params["hand"]["step"] + 1}
    with pytest.raises(Exception, match="not a deal-order"):
        dealt_question("deal-order", {"hand": wrong_step})


def test_a_recorded_answer_is_replayed_from_its_hand():
    q = free_drill("qpoker", "fold-collect", 1, seed=4)[0]
    with Store.memory() as store:
        ana = store.add_trainee("Ana")
        feedback = Drill(store, ana.id, [q]).submit({"seats": {s: n + 1 for s, n in q.answer["seats"].items()}})
        assert not feedback.grade.correct
        (attempt,) = store.attempts(ana.id)
    assert attempt.task == "fold-collect" and attempt.params["hand"] == q.params["hand"]
    replayed = question_for_attempt(attempt)
    assert replayed.answer == q.answer and replayed.solution == q.solution


def test_each_kind_is_a_skill_with_a_target_time_and_a_lesson_in_every_game_it_occurs_in():
    skills = set(catalogue())
    taught = {(lesson.game, s) for lesson in shipped_lessons() for s in lesson.skills}
    for task in HAND_TASKS:
        assert DEFAULT_TARGETS_S[task] <= 15
        for game in TASKS[task].games:
            assert any(s.game == game and s.task == task for s in skills)
            assert (game, task) in taught, (game, task)


def test_a_lesson_item_names_its_hand_step_and_its_expect_is_checked(tmp_path, run_cli):
    """What ``trainer generate`` writes for a hand's own step checks clean; a wrong expect, another
    game's hand or another table is named."""
    rc, out, _ = run_cli("generate", "--game", "holdem", "--task", "forced-bets", "--count", "2", "--seed", "4")
    assert rc == 0 and "hand:" in out
    good = tmp_path / "good.yaml"
    good.write_text(out, encoding="utf-8")
    lesson, problems = check_lesson(good)
    assert problems == [] and lesson is not None
    assert [q.answer for q in lesson.questions()] == [q.answer for q in generate("holdem", "forced-bets", 2, 4)]
    q = generate("holdem", "forced-bets", 1, 4)[0]
    posts = q.answer["posts"]
    wrong = {**posts, next(iter(posts)): 1}
    bad = tmp_path / "bad.yaml"
    hand, omaha = json.dumps(q.params["hand"]), json.dumps({**q.params["hand"], "game": "omaha"})
    item = (f"  - {{id: a, task: forced-bets, params: {{hand: {hand}}}, expect: {{posts: {json.dumps(wrong)}}}}}\n"
            f"  - {{id: b, task: forced-bets, params: {{hand: {omaha}}}}}\n"
            f"  - {{id: c, task: forced-bets, params: {{hand: {hand}}}, scenario: {{seats: []}}}}\n")
    bad.write_text(f"id: t\ntitle: t\ngame: holdem\nskills: [forced-bets]\nintro: t\nitems:\n{item}", encoding="utf-8")
    _, problems = check_lesson(bad)
    text = "\n".join(str(p) for p in problems)
    assert "but the engine says" in text and "not omaha" in text and "not the table of that hand's step" in text
