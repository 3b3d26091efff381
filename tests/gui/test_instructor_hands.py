"""The instructor replays a trainee's whole hand step by step from the trainee's page (issue 21):
the hand is listed, dealt again from its seed, and each step shows the table, the trainee's
recorded answer against the engine's, right or wrong and the time; a hand that no longer
deals as played says so and still shows what was answered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument

from trainer import i18n
from trainer.gui.instructor.replay import answer_html
from trainer.gui.instructor.screen import InstructorScreen
from trainer.store import Answer, Role, SessionKind, Store
from trainer.table_run import deal_hand
from trainer.tasks import task_for
from trainer.training.table_run import HandRun


class Clock:
    t = 100.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def store():
    with Store.memory() as s:
        yield s


def _play(store, trainee, game, seed, wrong_at):
    clock = Clock()
    run = HandRun.start(store, trainee.id, game, seed, clock=clock)
    while run.current is not None:
        run.begin()
        clock.t += 2.5
        run.submit({} if run.number in wrong_at else run.current.answer)
        run.advance()
    return run


def _page(qtbot, store, boss, trainee):
    screen = InstructorScreen(store, boss)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitActive(screen)
    screen.show_trainee(trainee)
    tab = screen.trainee_tab
    tab.pages.setCurrentWidget(tab.hands)
    return screen, tab.hands


def _plain(html_text: str) -> str:
    doc = QTextDocument()
    doc.setHtml(html_text)
    return " ".join(doc.toPlainText().split())


@pytest.mark.parametrize("game", ["holdem", "thirteen"])
def test_a_played_hand_is_listed_and_replayed_step_by_step(qtbot, store, game):
    boss = store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")
    ana = store.add_trainee("Ana")
    run = _play(store, ana, game, 7, wrong_at={1, 3})
    recorded = sorted(store.attempts(trainee_id=ana.id), key=lambda a: a.params["hand"]["step"])
    _screen, view = _page(qtbot, store, boss, ana)

    model = view.model
    assert model.rowCount() == 1
    row = [model.data(model.index(0, c)) for c in range(model.columnCount())]
    assert row[2:5] == ["7", str(len(run.hand.seats)), f"{run.total - 2} of {run.total}"]
    view.hands.selectRow(0)
    assert view.current is not None and view.current.matches

    for number, attempt in enumerate(recorded, 1):
        assert view.attempt == attempt
        assert view.where.text() == f"Step {number} of {run.total}"
        step = run.hand.steps[number - 1]
        question = view.replay.question
        assert question is not None and question.answer == step.answer and question.task == attempt.task
        shown = _plain(view.replay.explanation.toHtml())
        grade = task_for(step.kind).grade(attempt.answer, step.answer)
        assert _plain(answer_html(question, grade, attempt.answer, i18n.tr)) in shown  # given beside right
        assert ("wrong" if number in {1, 3} else "right") in view.replay.heading.text()
        assert "2.5 s" in view.replay.heading.text()
        qtbot.keyClick(view.hands, Qt.Key.Key_PageDown)
    assert view.attempt == recorded[-1]  # the last step stays
    qtbot.mouseClick(view.previous, Qt.MouseButton.LeftButton)
    assert view.attempt == recorded[-2]
    qtbot.keyClick(view.hands, Qt.Key.Key_PageUp)
    assert view.attempt == recorded[-3]


def test_a_hand_that_no_longer_deals_as_played_says_so_and_shows_the_answers(qtbot, store):
    boss = store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")
    ana = store.add_trainee("Ana")
    step = deal_hand("holdem", 3, 6).steps[0]
    session = store.start_session(ana.id, SessionKind.DRILL)
    given = {"choice": 0} if task_for(step.kind).is_choice else {}
    attempt = store.record_answer(session.id, Answer(
        f"hand/{step.kind}", "holdem", step.kind, dict(step.question.scenario), given, False, 0.0, 3000,
        params={**step.question.params,
                "hand": {"game": "holdem", "seed": 3, "seats": 6, "step": 1, "steps": 99, "variant": "practice"}}))
    _screen, view = _page(qtbot, store, boss, ana)

    view.hands.selectRow(0)

    assert view.current is not None and not view.current.matches
    assert view.warning.isVisible() and "no longer deals as it was played" in view.warning.text()
    assert view.where.text() == "Step 1 of 99"
    assert view.attempt == attempt and "wrong" in view.replay.heading.text()
    question = view.replay.question  # replayed from the table stored with the answer
    assert question is not None and question.answer == step.answer
    grade = task_for(step.kind).grade(given, step.answer)
    assert _plain(answer_html(question, grade, given, i18n.tr)) in _plain(view.replay.explanation.toHtml())


def test_u19_pgup_pgdn_go_through_the_steps_whatever_has_the_focus(qtbot, store):
    """A hand clicked in the list (the list has the focus), then PgDn / PgUp — the main keys
    and the keypad's — and from the replayed table: the steps move, not the list's row."""
    boss = store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")
    ana = store.add_trainee("Ana")
    _play(store, ana, "omaha", 8, wrong_at={2})
    _play(store, ana, "holdem", 7, wrong_at={1})
    _screen, view = _page(qtbot, store, boss, ana)
    rect = view.hands.visualRect(view.model.index(0, 1))
    qtbot.mouseClick(view.hands.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    view.hands.setFocus()  # a click gives the list the focus (the offscreen platform may not)
    assert view.current is not None and view.index == 0
    picked = view.current.played
    qtbot.keyClick(view.hands, Qt.Key.Key_PageDown)
    qtbot.keyClick(view.hands, Qt.Key.Key_PageDown, Qt.KeyboardModifier.KeypadModifier)
    assert view.index == 2 and view.current.played == picked
    assert view.hands.currentIndex().row() == 0  # the list stays on the hand picked
    qtbot.keyClick(view.hands, Qt.Key.Key_PageUp, Qt.KeyboardModifier.KeypadModifier)
    assert view.index == 1
    qtbot.keyClick(view.replay.table, Qt.Key.Key_PageDown)
    assert view.index == 2 and view.where.text().startswith("Step 3 of ")


def test_u20_a_hand_ended_early_shows_the_steps_it_had(qtbot, store):
    """A hand of 38 steps ended after step 4, 2 of them right: the row says 2 of 4 right and
    4 of 38 steps, not '2 of 38'."""
    boss = store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")
    ana = store.add_trainee("Ana")
    clock = Clock()
    run = HandRun.start(store, ana.id, "holdem", 7, clock=clock)
    for n in range(4):
        run.begin()
        clock.t += 2
        run.submit(run.current.answer if n % 2 else {})
        run.advance()
    run.finish()
    assert run.total > 4
    _screen, view = _page(qtbot, store, boss, ana)
    model = view.model
    row = [model.data(model.index(0, c)) for c in range(model.columnCount())]
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert row[headers.index("Right")] == "2 of 4"
    assert row[headers.index("Steps")] == f"4 of {run.total}, ended early"
    view.hands.selectRow(0)
    for _ in range(6):
        view.go(1)
    assert view.where.text() == f"Step 4 of {run.total}"  # the last step answered, no further
