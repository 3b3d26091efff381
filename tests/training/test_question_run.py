"""One question run (issue 34 item 2): one scripted lesson under each feedback policy — every
answer recorded before submit returns, the feedback offered at once, only when wrong, or at the end."""

from pathlib import Path

import pytest

from tests.training.conftest import Clock
from trainer.curriculum.lesson import load_lesson
from trainer.store import SessionKind, Skill
from trainer.training.drill import Drill
from trainer.training.exam import ExamSession
from trainer.training.exam.run import ExamRun
from trainer.training.question_run import FeedbackPolicy, QuestionFlow, QuestionRun
from trainer.training.sprint import Sprint
from trainer.training.table_run import POLICIES, HandRun

from .test_exam import definition

EXAMPLE = Path(__file__).parents[1] / "data" / "lesson_example.yaml"

# The example lesson's four questions: right, wrong, right, wrong (the procedure question last).
SCRIPT = [({"order": [3, 1]}, True),
          ({"pots": [{"amount": 1300, "winners": [1]}], "payouts": {"1": 1300, "3": 700}}, False),
          ({"winners": [1]}, True),
          (None, False)]
STOPS = {FeedbackPolicy.AT_ONCE: [True, True, True, True],
         FeedbackPolicy.STOP_WHEN_WRONG: [False, True, False, True],
         FeedbackPolicy.AT_END: [False, False, False, False]}





@pytest.mark.parametrize("policy", list(FeedbackPolicy))
def test_one_scripted_lesson_under_each_policy(store, policy):
    lesson = load_lesson(EXAMPLE)
    ana = store.add_trainee("Ana")
    clock = Clock(50.0)
    run = Drill(store, ana.id, list(lesson.questions()), SessionKind.LESSON, lesson.id, clock=clock, policy=policy)
    assert isinstance(run, QuestionRun) and run.policy is policy
    stops = []
    for n, (given, right) in enumerate(SCRIPT, 1):
        if given is None:  # the procedure question: a choice that is not "b"
            given = {"choice": run.current.choices.index("a")}
        run.begin()
        clock.t += n
        result = run.submit(given)
        recorded = store.attempts(trainee_id=ana.id)
        assert len(recorded) == n  # committed before submit returned, whatever the policy
        assert result.attempt in recorded and result.attempt.time_ms == n * 1000
        assert result.correct is right and result.attempt.correct is right
        stops.append(run.stops_on(result))
        run.advance()
    assert stops == STOPS[policy]
    assert policy.shows_feedback is any(STOPS[policy])
    assert run.finished and store.session(run.session.id).ended_at is not None
    figures = run.figures()
    assert (figures.answered, figures.total, figures.correct, figures.time_ms) == (4, 4, 2, 10_000)
    assert figures.score == run.summary().score


def test_a_hand_in_practice_stops_only_on_a_wrong_step_and_in_the_exam_never(store):
    ana = store.add_trainee("Ana")
    assert POLICIES == {"practice": FeedbackPolicy.STOP_WHEN_WRONG, "exam": FeedbackPolicy.AT_END}
    for variant in ("practice", "exam"):
        run = HandRun.start(store, ana.id, "holdem", 7, 6, variant=variant, clock=Clock(50.0))
        assert run.policy is POLICIES[variant] and run.shows_feedback is (variant == "practice")
        first = run.submit(dict(run.current.answer))
        run.advance()
        second = run.submit({})
        assert first.correct and not second.correct
        assert [run.stops_on(first), run.stops_on(second)] == [False, variant == "practice"]
        assert run.figures().answered == 2 == len(store.attempts(session_id=run.session.id))


def test_a_sprint_keeps_its_feedback_for_the_summary(store):
    lesson = load_lesson(EXAMPLE)
    ana = store.add_trainee("Ana")
    questions = [q for q in lesson.questions() if q.task == "showdown-order"]
    sprint = Sprint(store, ana.id, Skill(questions[0].game, questions[0].task), questions, 60)
    assert sprint.drill.policy is FeedbackPolicy.AT_END
    sprint.drill.begin()
    assert not sprint.drill.stops_on(sprint.drill.submit({"order": [1, 3]}))


def test_an_exam_meets_the_same_protocol_its_answers_saved_ungraded_and_shown_at_the_end(store):
    from datetime import UTC, datetime

    ana = store.add_trainee("Ana")
    session = ExamSession.start(store, ana.id, definition(), clock=lambda: datetime(2025, 5, 6, 9, tzinfo=UTC))
    run: QuestionFlow = ExamRun(session)
    assert run.policy is FeedbackPolicy.AT_END and run.total == 5 and run.current is session.items[0]
    run.begin()
    saved = run.submit(dict(session.items[0].question.answer))
    assert run.answered_current and not run.stops_on(saved)
    assert saved.correct is False and saved.score == 0.0  # saved, not graded, until submission
    assert run.figures().correct == 1  # marked now under the exam's rule
    for _ in range(run.total - 1):
        assert run.advance() is not None
    assert run.advance() is None and session.index == run.total - 1
    session.submit()
    assert run.current is None
