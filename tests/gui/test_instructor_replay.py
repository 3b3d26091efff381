"""A trainee's answer replayed for the instructor asks the question the trainee was asked:
the params stored with the answer (a stud street, the seats whose hands are asked) rebuild
the same prompt and the same right answer, not the answer to the task's default question."""

from __future__ import annotations

import pytest

from trainer.curriculum.generate import generate
from trainer.curriculum.lesson import ScriptedItem, scripted_question
from trainer.gui.instructor.replay import ReplayView, question_for_attempt
from trainer.store import SessionKind, Store
from trainer.training.drill import Drill, explain


class Clock:
    t = 100.0

    def __call__(self) -> float:
        return self.t


def _asked_with(question, params):
    """The generated ``question`` asked with ``params``, built as the generator builds a question."""
    item = ScriptedItem(id=question.item_id, task=question.task, scenario=question.scenario, params=params)
    return scripted_question(item)


def stud_first_to_act_at_street_2():
    for q in generate("stud", "first-to-act", 20, 7, {"street": 4}):
        if q.solution.to_json()["first_to_act"]["2"] != q.solution.to_json()["first_to_act"]["4"]:
            return q, _asked_with(q, {"street": 2}), {"seat": 9}
    raise AssertionError("no generated item where street 2 and street 4 differ")


def holdem_hand_category_of_one_seat():
    for q in generate("holdem", "hand-category", 20, 3):
        if len(q.solution.to_json()["hands"]) > 1:
            seat = int(sorted(q.solution.to_json()["hands"], key=int)[-1])
            return q, _asked_with(q, {"seats": [seat]}), {"categories": {}}
    raise AssertionError("no generated item with two hands shown")


CASES = {"stud first-to-act, street 2": stud_first_to_act_at_street_2,
         "hold'em hand-category, one seat": holdem_hand_category_of_one_seat}


@pytest.fixture
def store():
    with Store.memory() as s:
        yield s


def _answer_in_a_drill(store, questions, given):
    ana = store.add_trainee("Ana")
    drill = Drill(store, ana.id, questions, SessionKind.DRILL, clock=Clock())
    for _ in questions:
        drill.begin()
        drill.submit(given)
        drill.advance()
    by_id = {a.id: a for a in store.attempts(trainee_id=ana.id)}  # as stored, in the order asked
    return [by_id[f.attempt.id] for f in drill.results]


@pytest.mark.parametrize("case", CASES)
def test_a_generated_item_replays_with_the_params_it_was_asked_with(store, case):
    default, asked, wrong = CASES[case]()
    assert asked.answer != default.answer  # otherwise the test could not tell them apart
    replayed_asked, replayed_default = (
        question_for_attempt(a) for a in _answer_in_a_drill(store, [asked, default], wrong))

    assert replayed_asked.params == asked.params
    assert replayed_asked.prompt == asked.prompt and replayed_asked.answer == asked.answer
    assert replayed_asked.solution == asked.solution and replayed_asked.item_id == asked.item_id
    assert explain(replayed_asked) == explain(asked)
    # An answer without params (stored before they were kept, or asked without) replays as before.
    assert replayed_default.params == {}
    assert (replayed_default.prompt, replayed_default.answer) == (default.prompt, default.answer)


def test_the_replay_view_shows_the_street_the_trainee_was_asked_about(qtbot, store):
    default, asked, wrong = stud_first_to_act_at_street_2()
    attempt = _answer_in_a_drill(store, [asked], wrong)[0]
    view = ReplayView()
    qtbot.addWidget(view)
    assert view.show_attempt(attempt, "first to act")
    assert view.question is not None and view.question.answer == asked.answer
    text = " ".join(view.explanation.toPlainText().split())
    assert " ".join(asked.prompt.split()) in text and "Wrong." in text
    assert " ".join(default.prompt.split()) not in text
