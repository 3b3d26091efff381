"""One question screen (issue 34 item 2): the drill and run the table are configurations of it,
and it stops on an answer's feedback as the run's policy says — not as the screen decides."""

from __future__ import annotations

import pytest

from trainer.gui.drill.screen import DrillScreen
from trainer.gui.question.screen import QuestionScreen
from trainer.gui.table_run.screen import HandScreen
from trainer.store import SessionKind, Store
from trainer.training import sources
from trainer.training.question_run import FeedbackPolicy


@pytest.fixture
def store():
    with Store.memory() as s:
        yield s


def drill_on_screen(qtbot, store, policy):
    screen = DrillScreen(store)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    questions = sources.free_drill("holdem", "commission", 4, seed=3)
    screen.start(store.add_trainee("Ana"), "policy", questions, SessionKind.DRILL)
    screen.drill.policy = policy  # the same drill under another policy: the screen follows it
    return screen


def answer(screen, right):
    question = screen.drill.current
    screen.panel.set_answer(question.answer if right else {"commission": question.answer["commission"] + 1})
    screen.submit()


@pytest.mark.parametrize(("policy", "stops"), [
    (FeedbackPolicy.AT_ONCE, [True, True]),
    (FeedbackPolicy.STOP_WHEN_WRONG, [False, True]),
    (FeedbackPolicy.AT_END, [False, False]),
])
def test_the_screen_stops_on_the_feedback_as_the_runs_policy_says(qtbot, store, policy, stops):
    screen = drill_on_screen(qtbot, store, policy)
    seen = []
    for right in (True, False):
        index = screen.drill.index
        answer(screen, right)
        stopped = screen.drill.index == index
        seen.append(stopped)
        # Stopped: the answer graded on screen, Next live; gone on: the next question, unanswered.
        assert screen.next_button.isEnabled() is stopped and screen.submit_button.isEnabled() is not stopped
        assert (screen.explanation.toPlainText() != "") is stopped
        if stopped:
            screen.next_question()
    assert seen == stops
    assert len(store.attempts(session_id=screen.drill.session.id)) == 2  # recorded, stopped on or not


def test_the_drill_and_the_hand_are_configurations_of_the_question_screen(qtbot, store):
    drill = DrillScreen(store)
    hand = HandScreen(store, store.add_trainee("Ana"))
    for screen in (drill, hand):
        qtbot.addWidget(screen)
        assert isinstance(screen, QuestionScreen) and screen.pages.indexOf(screen.question_page) >= 0
    assert drill.drill_page is drill.question_page and hand.play_page is hand.question_page
    assert hand.end_button.objectName() == "end_hand"
