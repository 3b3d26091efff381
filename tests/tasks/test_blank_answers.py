"""Issue 17 item 8: no marks for parts not answered, and one verdict wording."""

from __future__ import annotations

import pytest

from trainer.curriculum.generate import generate
from trainer.tasks import TASKS, Grade, Part, task_for, verdict

GAME = {"foul": "thirteen", "natural": "thirteen", "thirteen-settle": "thirteen", "dice": "thirteen",
        "qpoker-qualify": "qpoker", "qpoker-payout": "qpoker", "first-to-act": "stud", "pay-chips": "qpoker",
        "pair-plus": "qpoker", "fold-collect": "qpoker"}
GENERATED = [t for t in TASKS if TASKS[t].generated]


def _empty_of(answer):
    """The answer's shape with nothing in it: {"fouls": {}}, {"order": []}..."""
    return {k: type(v)() for k, v in answer.items() if isinstance(v, dict | list)}


@pytest.mark.parametrize("task", GENERATED)
def test_an_empty_answer_earns_no_marks(task):
    for q in generate(GAME.get(task, "holdem"), task, 12, 5):
        grader = task_for(task)
        assert grader.grade({}, q.answer).score == 0, q.item_id
        assert grader.grade(_empty_of(q.answer), q.answer).score == 0, (q.item_id, _empty_of(q.answer))


def test_a_13_card_place_left_unmarked_is_not_answered_in_order():
    q = generate("thirteen", "foul", 1, 3, {"foul": "no"})[0]
    places = list(q.answer["fouls"])
    assert not any(q.answer["fouls"].values())  # every place in order
    one = {"fouls": {places[0]: False}}
    grade = task_for("foul").grade(one, q.answer)
    assert grade.score == pytest.approx(1 / len(places))
    assert [p.given for p in grade.parts] == [False] + [None] * (len(places) - 1)


def test_no_natural_is_an_answer_and_a_missing_place_is_not():
    q = generate("thirteen", "natural", 1, 3, {"natural": False})[0]
    naturals = q.answer["naturals"]
    assert task_for("natural").grade({"naturals": dict(naturals)}, q.answer).correct
    first = next(iter(naturals))
    partial = {k: v for k, v in naturals.items() if k != first}
    assert task_for("natural").grade({"naturals": partial}, q.answer).score < 1


def test_one_verdict_wording_for_every_grade():
    part = Part("x", True, 1, 1)
    wrong = Part("y", False, 1, 2)
    assert verdict(Grade(1.0, (part,)), {"a": 1}) == ("right", "Right.")
    assert verdict(Grade(0.0, (wrong,)), {}) == ("blank", "Not answered: no marks.")
    assert verdict(Grade(0.0, (wrong,)), {"fouls": {}}) == ("blank", "Not answered: no marks.")
    assert verdict(Grade(0.0, (wrong,)), {"order": [2]}) == ("wrong", "Wrong.")
    assert verdict(Grade(2 / 3, (part, part, wrong)), {"order": [2]}) == (
        "partly", "Partly right: 2 of 3 parts (67%).")
