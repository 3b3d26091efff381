"""Speed (issue 20): the target each drill answer is timed against, the feedback line,
sprints and their score, and an exam item over its target."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.training.test_exam import MINI, Clock, right
from trainer.curriculum.exam import check_exam_text
from trainer.curriculum.generate import generate
from trainer.curriculum.lesson import load_lesson
from trainer.store import SessionKind, Skill
from trainer.training.drill import Drill, time_against_target
from trainer.training.exam import ExamSession
from trainer.training.exam.regrade import regrade
from trainer.training.sprint import Sprint, sprint_score, time_limit_s

EXAMPLE = Path(__file__).parents[1] / "data" / "lesson_example.yaml"


class Seconds:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t



def test_a_drill_answer_is_timed_against_the_lessons_target_else_the_schools(store):
    clock = Seconds()
    lesson = load_lesson(EXAMPLE)
    ana = store.add_trainee("Ana")
    task = next(lesson.questions()).task
    drill = Drill(store, ana.id, list(lesson.questions()), SessionKind.LESSON, lesson.id, clock=clock,
                  targets={task: 3})
    drill.begin()
    clock.t += 3.25
    fb = drill.submit({"order": [3, 1]})
    assert fb.target_s == 3 and fb.within_target is False
    assert store.attempts(trainee_id=ana.id)[0].target_s == 3
    plain = Drill(store, ana.id, list(lesson.questions()), clock=clock)
    plain.begin()
    clock.t += 2
    assert plain.submit({"order": [3, 1]}).target_s == 15  # showdown-order's default


def test_the_feedback_line_shows_time_against_target():
    assert time_against_target(12_400, 15) == "12.4 s — within the 15 s target"
    assert time_against_target(15_000, 15) == "15.0 s — within the 15 s target"
    assert time_against_target(15_100, 15) == "15.1 s — over the 15 s target"
    assert time_against_target(800, None) == "0.8 s"


def test_the_sprint_score_rewards_right_answers_and_time_left():
    assert sprint_score(10, 0, 100) == 2000
    assert sprint_score(10, 50, 100) == 1500
    assert sprint_score(10, 100, 100) == 1000
    assert sprint_score(10, 130, 100) == 1000  # the limit is the most a sprint uses
    assert sprint_score(0, 10, 100) == 0
    assert time_limit_s("bet-sizes", 20) == 300


def test_a_sprint_runs_to_the_end_is_recorded_and_sets_a_personal_best(store):
    clock = Seconds()
    ana = store.add_trainee("Ana")
    questions = generate("holdem", "winner", 4, 7, {})
    sprint = Sprint(store, ana.id, Skill("holdem", "winner"), questions, clock=clock)
    assert sprint.limit_s == 40
    sprint.start()
    for i, q in enumerate(questions):
        sprint.drill.begin()
        clock.t += 5
        sprint.drill.submit(dict(q.answer) if i else {"winners": [99]})
        sprint.drill.advance()
    outcome = sprint.finish()
    assert (outcome.result.right, outcome.result.seconds, outcome.result.score) == (3, 20.0, 450)
    assert outcome.new_best and outcome.previous_best is None
    assert sprint.finish() is outcome  # once only
    assert store.personal_bests(ana.id) == {Skill("holdem", "winner"): outcome.result}

    slower = Sprint(store, ana.id, Skill("holdem", "winner"), questions, clock=clock)
    slower.start()
    clock.t += 60  # the time runs out with nothing answered
    assert slower.time_up()
    second = slower.finish()
    assert (second.result.right, second.result.seconds, second.result.score) == (0, 40.0, 0)
    assert not second.new_best and second.previous_best == outcome.result


def test_an_exam_item_over_its_target_earns_half_its_marks(store):
    text = MINI.replace("{task: winner, count: 2}", "{task: winner, count: 2, target: 20}")
    definition, problems = check_exam_text(text, "mini.yaml")
    assert problems == [] and definition is not None
    clock = Clock()
    session = ExamSession.start(store, store.add_trainee("Ana").id, definition, clock=clock)
    winners = [i for i, item in enumerate(session.items) if item.task == "winner"]
    session.go(winners[0])
    clock.at(seconds=15)
    fast = session.save(right(session, winners[0]))
    session.go(winners[1])
    clock.at(seconds=15 + 25)
    slow = session.save(right(session, winners[1]))
    assert (fast.target_s, slow.target_s) == (20, 20)
    line = next(x for x in session.lines() if x.skill.task == "winner")
    assert (line.correct, line.score) == (2, 1.5)  # both right; the slow one at half marks
    outcome = session.submit()
    assert outcome.score == pytest.approx(1.5 / 5)
    # The rule is the definition's: a re-grade from the records gives the same mark.
    score, _passed, _breakdown = regrade(session.exam.definition, session.exam.seed, store.attempts(
        session_id=session.exam.session_id))
    assert score == pytest.approx(1.5 / 5)
    assert store.verify().ok
    review = {r.item.number: r for r in session.review()}
    assert [review[session.items[i].number].over_target for i in winners] == [False, True]


def test_u20_a_sprint_stopped_before_its_end_is_no_sprint_and_no_personal_best(store):
    """1 of 10 answered, then stopped: the answer is kept, but no sprint is recorded, so it
    is neither scored nor a personal best; a finished one after it is the first best."""
    clock = Seconds()
    ana = store.add_trainee("Ana")
    questions = generate("holdem", "winner", 10, 7, {})
    stopped = Sprint(store, ana.id, Skill("holdem", "winner"), questions, clock=clock)
    stopped.start()
    stopped.drill.begin()
    clock.t += 2
    stopped.drill.submit(dict(questions[0].answer))
    outcome = stopped.finish()
    assert not outcome.counted and outcome.result is None and not outcome.new_best
    assert (outcome.answered, outcome.items) == (1, 10)
    assert store.personal_bests(ana.id) == {}
    assert len(store.attempts(trainee_id=ana.id)) == 1  # the answer is a drill's all the same

    short = questions[:2]
    done = Sprint(store, ana.id, Skill("holdem", "winner"), short, clock=clock)
    done.start()
    for q in short:
        done.drill.begin()
        clock.t += 1
        done.drill.submit(dict(q.answer))
        done.drill.advance()
    finished = done.finish()
    assert finished.counted and finished.new_best and finished.previous_best is None
    assert store.personal_bests(ana.id) == {Skill("holdem", "winner"): finished.result}
