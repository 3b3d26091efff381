"""The exam's item page is the question screen driving an exam run (issue 34 item 2, "one question
run, one question screen"): the page is a :class:`QuestionScreen` over an :class:`ExamRun` (the
policy "at the end"), and through the real keys an answer is saved and the candidate moves on,
a locked hand step keeps its answer, and an answer the records refuse stays on the screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from trainer.curriculum.exam import ExamDefinition, check_exam_text
from trainer.gui.exam import ExamScreen
from trainer.gui.exam.screen import EXAM
from trainer.gui.question.screen import QuestionScreen
from trainer.store import Store, StoreError
from trainer.training.exam import ExamSession
from trainer.training.exam.run import ExamRun
from trainer.training.question_run import FeedbackPolicy

from . import test_exam_hands, test_exam_screen
from .test_exam_hands import Keys

EXAMS = {
    "plain": (test_exam_screen.EXAM_TEXT.format(review="after-submit"), test_exam_screen.SEED),
    "hands": (test_exam_hands.EXAM_TEXT, test_exam_hands.SEED),
}


def seeded_exam(monkeypatch: pytest.MonkeyPatch, name: str) -> ExamDefinition:
    """The exam ``name`` of :data:`EXAMS`, checked, its items drawn by its fixed seed."""
    text, seed = EXAMS[name]

    class Seeds:
        def randrange(self, stop: int) -> int:
            return seed % stop

    monkeypatch.setattr("trainer.training.exam.session.random.SystemRandom", Seeds)
    definition, problems = check_exam_text(text, f"{name}.yaml")
    assert problems == [] and definition is not None
    return definition


@pytest.fixture
def exam_on_screen(qtbot, tmp_path, monkeypatch):
    """``exam_on_screen(name)``: the exam started on a shown, active exam screen at 1280x720."""
    stores: list[Store] = []

    def _open(name: str) -> ExamScreen:
        definition = seeded_exam(monkeypatch, name)
        store = Store.open(tmp_path / f"{name}.db")
        stores.append(store)
        screen = ExamScreen(store, store.add_trainee("Ana"), definitions=(definition,),
                            clock=test_exam_screen.Clock())
        qtbot.addWidget(screen)
        screen.resize(1280, 720)
        screen.show()
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
        qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
        qtbot.mouseClick(screen.confirm.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
        assert screen.pages.currentIndex() == EXAM and screen.session is not None
        return screen

    yield _open
    for store in stores:
        store.close()


def test_the_item_page_is_the_question_screen_driving_an_exam_run(qtbot, exam_on_screen):
    screen = exam_on_screen("plain")
    page, session = screen.item_page, screen.session
    assert isinstance(page, QuestionScreen) and isinstance(page.run, ExamRun)
    assert page.run.session is session and page.session is session
    assert page.run.policy is FeedbackPolicy.AT_END and page.pages.currentWidget() is page.question_page
    assert screen.ticker is page.timer and page.timer.isActive()  # the countdown is the page's tick
    before = session.timer.item_ms(session.current.id)
    page.run.begin()  # again, for the visit already timed: nothing changes
    assert session.timer.showing == session.current.id and session.timer.item_ms(session.current.id) == before


def test_enter_saves_and_goes_on_and_the_keys_move_between_items(qtbot, exam_on_screen):
    screen = exam_on_screen("plain")
    page, session, you = screen.item_page, screen.session, Keys(qtbot, screen)
    first = session.items[0].question
    you.answer(first)
    assert page.dirty and page.save_status.text() == "Saving…"
    you.enter()
    assert session.index == 1 and session.answer_of(0) == dict(first.answer)
    assert session.answers[session.items[0].id].correct is False  # saved, not graded
    assert page.nav_buttons[0].property("answered") is True and page.answered_label.text() == "1 of 5 answered"
    assert page.position.text() == "Item 2 of 5" and page.save_status.text() == "No answer saved for this item yet."
    you.keys(Qt.Key.Key_PageUp)
    assert session.index == 0 and dict(page.panel.answer()) == dict(first.answer)
    assert page.save_status.text().startswith("Answer saved at ")
    you.keys(Qt.Key.Key_PageDown, Qt.Key.Key_PageDown)
    assert session.index == 2 and session.unanswered() == [2, 3, 4, 5]
    you.enter()  # Enter on an item left blank: nothing saved, on to the next
    assert session.index == 3 and session.unanswered() == [2, 3, 4, 5]
    screen.go(session.total - 1)
    last = session.current.question
    you.answer(last)
    you.enter()  # the last item: saved, and it stays on screen
    assert session.index == session.total - 1 and session.answer_of(session.index) == dict(last.answer)
    assert page.timer.isActive()  # the exam's clock runs on after a save that does not move


def test_a_locked_hand_step_keeps_its_answer_and_enter_goes_on(qtbot, exam_on_screen):
    screen = exam_on_screen("hands")
    page, session, you = screen.item_page, screen.session, Keys(qtbot, screen)
    you.answer(session.items[0].question)
    you.enter()
    step = session.items[1]
    assert session.index == 1 and step.is_hand_step
    you.keys(Qt.Key.Key_PageDown)  # the next step is not open yet
    assert session.index == 1
    assert page.step_note.text() == "Hand 1, step 2 opens once step 1 is answered: a hand is run in order."
    you.answer(step.question)
    you.enter()
    assert session.index == 2 and page.step_note.isHidden()
    you.keys(Qt.Key.Key_PageUp)
    assert session.index == 1 and session.step_locked(1) and not page._answer_open()
    assert not page.panel.isEnabled() and not page.save_button.isEnabled()
    assert page.step_note.text().startswith("Hand 1, step 1 is locked: step 2 has been shown")
    shown = dict(page.panel.answer())
    you.keys(Qt.Key.Key_Backspace)  # no undo on a locked step
    assert dict(page.panel.answer()) == shown == dict(session.answer_of(1))
    you.enter()  # its answer stands, and Enter goes on
    assert session.index == 2 and dict(session.answer_of(1)) == shown and page.panel.isEnabled()


def test_an_answer_the_records_refuse_stays_on_screen_and_is_saved_by_the_autosave(qtbot, exam_on_screen,
                                                                                   monkeypatch):
    screen = exam_on_screen("plain")
    page, session, you = screen.item_page, screen.session, Keys(qtbot, screen)
    store = screen.store
    question = session.items[0].question

    def refused(*_args, **_kwargs):
        raise StoreError("disk full")

    with monkeypatch.context() as m:
        m.setattr(store, "record_exam_answer", refused)
        you.answer(question)
        you.enter()
        assert session.index == 0 and session.answer_of(0) is None  # not saved, not left
        assert page.dirty and session.save_error == "disk full"
        assert page.save_status.text() == ("Not saved yet: disk full. Your answer stays here and is saved as "
                                           "soon as the records take it.")
        assert dict(page.panel.answer()) == dict(question.answer)  # the answer still on screen
        assert page.autosave.isActive() and page.timer.isActive()
        with pytest.raises(StoreError, match="disk full"):  # the run says so to whoever submits
            page.run.submit(page.panel.answer())
        you.keys(Qt.Key.Key_PageDown)
        assert session.index == 0  # the item is not left over an unsaved answer
    qtbot.waitUntil(lambda: not page.dirty, timeout=3000)  # the records take it: the autosave saves it
    assert session.answer_of(0) == dict(question.answer) and session.index == 0
    assert page.save_status.text().startswith("Answer saved at ")
    assert store.exam_progress(session.exam.id).answers[session.items[0].id].answer == dict(question.answer)


def test_the_run_saves_what_the_session_holds_and_nothing_blank(store):
    from tests.training.test_exam import MINI, Clock

    definition, _ = check_exam_text(MINI, "mini.yaml")
    session = ExamSession.start(store, store.add_trainee("Ana").id, definition, clock=Clock())
    run = ExamRun(session)
    assert run.question_of(session.items[1]) is session.items[1].question
    assert run.submit({}) is None and session.answer_of(0) is None  # blank, none saved: nothing recorded
    saved = run.submit(dict(session.items[0].question.answer))
    assert saved is not None and saved.answer == dict(session.items[0].question.answer)
    assert run.submit(dict(session.items[0].question.answer)) is saved  # the same answer: not again
    assert run.go(1) is session.items[1] and run.index == 1


@pytest.fixture
def store():
    with Store.memory() as s:
        yield s
