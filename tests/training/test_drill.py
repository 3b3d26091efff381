"""A drill grades, explains and records each answer the moment it is given."""

from pathlib import Path

import pytest

from tests.training.conftest import Clock
from trainer.curriculum.lesson import load_lesson
from trainer.store import SessionKind
from trainer.training.drill import Drill

EXAMPLE = Path(__file__).parents[1] / "data" / "lesson_example.yaml"





def make_drill(store, clock):
    lesson = load_lesson(EXAMPLE)
    ana = store.add_trainee("Ana")
    drill = Drill(store, ana.id, list(lesson.questions()), SessionKind.LESSON, lesson.id, clock=clock)
    return ana, drill


def test_a_right_answer_is_graded_explained_and_recorded_at_once(store):
    clock = Clock()
    ana, drill = make_drill(store, clock)
    assert drill.total == 4 and drill.current.task == "showdown-order"
    drill.begin()
    clock.t += 3.25
    fb = drill.submit({"order": [3, 1]})
    assert fb.correct and fb.grade.score == 1.0 and fb.time_ms == 3250
    assert fb.steps and all(s.cite for s in fb.steps)
    stored = store.attempts(trainee_id=ana.id)
    assert len(stored) == 1
    a = stored[0]
    assert (a.game, a.task, a.correct, a.score, a.time_ms) == ("holdem", "showdown-order", True, 1.0, 3250)
    assert a.answer == {"order": [3, 1]} and a.scenario["marker"] == 3
    assert a.item_id == "holdem-example/1" and a.lesson_id == "holdem-example"


def test_a_wrong_answer_shows_the_right_one_and_counts_as_a_mistake(store):
    clock = Clock()
    ana, drill = make_drill(store, clock)
    drill.begin()
    fb = drill.submit({"order": [1, 3]})
    assert not fb.correct and fb.correct_answer == {"order": [3, 1]}
    drill.advance()
    drill.begin()
    partial = drill.submit({"pots": [{"amount": 1300, "winners": [1]}], "payouts": {"1": 1300, "3": 700}})
    assert 0 < partial.grade.score < 1
    summary = drill.summary()
    assert summary.answered == 2 and summary.correct == 0
    assert [m.question.task for m in summary.mistakes] == ["showdown-order", "pot-split"]
    stored = {a.id: a for a in store.attempts(trainee_id=ana.id)}
    assert stored[partial.attempt.id].score == partial.grade.score


def test_each_question_is_answered_once_and_before_going_on(store):
    _, drill = make_drill(store, Clock())
    with pytest.raises(RuntimeError):
        drill.advance()
    drill.begin()
    drill.submit({"order": [3, 1]})
    with pytest.raises(RuntimeError):
        drill.submit({"order": [3, 1]})


def test_the_whole_lesson_to_its_summary(store):
    clock = Clock()
    ana, drill = make_drill(store, clock)
    answers = [{"order": [3, 1]},
               {"pots": [{"amount": 1300, "winners": [1]}], "payouts": {"1": 1235, "3": 700}},
               {"winners": [1]}, None]
    for given in answers:
        if given is None:  # the procedure question: the right choice is "b" (answer: 2)
            given = {"choice": drill.current.choices.index("b")}
        drill.begin()
        clock.t += 2
        drill.submit(given)
        drill.advance()
    assert drill.current is None and drill.finished
    summary = drill.summary()
    assert (summary.answered, summary.correct, summary.score) == (4, 4, 1.0)
    assert summary.median_ms == 2000
    assert len(store.attempts(trainee_id=ana.id)) == 4
    assert store.session(drill.session.id).ended_at is not None


def stud_first_to_act_at_street_2():
    """A generated stud first-to-act item asked about street 2 (not the default, the last street),
    built the way the generator builds a question, where street 2 and street 4 have different answers."""
    from trainer.curriculum.generate import generate
    from trainer.curriculum.lesson import ScriptedItem, scripted_question

    for q in generate("stud", "first-to-act", 20, 7, {"street": 4}):
        if q.solution.to_json()["first_to_act"]["2"] != q.solution.to_json()["first_to_act"]["4"]:
            item = ScriptedItem(id=q.item_id, task=q.task, scenario=q.scenario, params={"street": 2})
            return q, scripted_question(item)
    raise AssertionError("no generated item where street 2 and street 4 differ")


def test_a_drill_stores_the_questions_params_with_each_answer(store):
    default, asked = stud_first_to_act_at_street_2()
    assert default.params == {} and asked.params == {"street": 2} and asked.answer != default.answer
    ana = store.add_trainee("Ana")
    drill = Drill(store, ana.id, [asked, default], clock=Clock())
    for _ in range(2):
        drill.begin()
        drill.submit({"seat": 9})
        drill.advance()
    by_id = {a.id: a for a in store.attempts(trainee_id=ana.id)}  # same moment: order by answer
    stored = [by_id[f.attempt.id] for f in drill.results]
    assert [a.params for a in stored] == [{"street": 2}, {}]
    assert [a.item_id for a in stored] == [asked.item_id, default.item_id]
    assert stored == [f.attempt for f in drill.results]


def test_a_paused_question_does_not_count_the_time_it_was_off_screen(store):
    """The lesson's intro read again during a question (issue 17 item 7): its clock waits."""
    clock = Clock()
    ana, drill = make_drill(store, clock)
    drill.begin()
    clock.t += 2.0
    drill.pause()
    clock.t += 30.0
    assert drill.elapsed_ms() == 2000
    drill.resume()
    clock.t += 1.5
    assert drill.elapsed_ms() == 3500
    assert drill.submit({"order": [1]}).time_ms == 3500
    drill.pause()  # answered: nothing left to time
    clock.t += 5
    drill.resume()
    assert store.attempts(trainee_id=ana.id)[0].time_ms == 3500


def test_u14_a_drill_of_hands_followed_counts_hands_not_steps(store):
    """A free 'follow the action' drill of 3 hands: the position is hand n of 3 and the step of
    that hand, never 'question 7 of 30'."""
    from trainer.training.drill import Position
    from trainer.training.sources import free_drill

    questions = free_drill("stud", "follow-action", 3, 5)
    sizes = [q.params["steps"] for q in questions if q.params["step"] == 1]
    assert len(sizes) == 3 and sum(sizes) == len(questions)
    drill = Drill(store, store.add_trainee("Ana").id, questions)
    seen = []
    while drill.current is not None:
        seen.append(drill.position())
        drill.begin()
        drill.submit({})
        drill.advance()
    expected = [Position(h + 1, 3, k + 1, n, hands=True) for h, n in enumerate(sizes) for k in range(n)]
    assert seen == expected


def test_u14_a_question_of_its_own_counts_once_beside_a_hand(store):
    from trainer.training.drill import Position
    from trainer.training.sources import free_drill

    hand = free_drill("holdem", "follow-action", 1, 3)
    single = free_drill("holdem", "who-acts", 2, 3)
    drill = Drill(store, store.add_trainee("Ana").id, [single[0], *hand, single[1]])
    seen = []
    while drill.current is not None:
        seen.append(drill.position())
        drill.begin()
        drill.submit({})
        drill.advance()
    steps = len(hand)
    assert seen == [Position(1, 3), *[Position(2, 3, k + 1, steps) for k in range(steps)], Position(3, 3)]
