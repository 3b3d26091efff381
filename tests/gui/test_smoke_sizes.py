"""Smoke test: every screen at three window sizes; on the drill screen, before and
after answering, no two seats of the table overlap and everything drawn is in view."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from trainer.engine.rulesets import GAMES
from trainer.gui.home import DrillRequest
from trainer.gui.main_window import MainWindow, available_screens
from trainer.store import Role, SessionKind, Store
from trainer.training import sources

from .conftest import SIZES
from .geometry import assert_fits

FIRST_SCENARIO_LESSON = {game: next(lesson for lesson in sources.shipped_lessons()
                                    if lesson.game == game and "procedure" not in lesson.skills)
                         for game in GAMES}


@pytest.fixture
def window(qtbot, tmp_path):
    store = Store.open(tmp_path / "t.db")
    win = MainWindow(store)
    qtbot.addWidget(win)
    yield win
    win.close()
    store.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_at_each_size(qtbot, window, size):
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert not window.grab().isNull()  # sign in
    rui = window.store.add_trainee("Rui Conceição Magalhães", Role.INSTRUCTOR, "pass1234")  # a long name
    window.show_home(rui)
    assert not window.grab().isNull()
    for game, lesson in FIRST_SCENARIO_LESSON.items():
        question = sources.lesson_questions(lesson)[0]
        window.start(DrillRequest(lesson.title, [question], SessionKind.LESSON, lesson.id))
        window.drill.close_intro()
        qtbot.wait(1)
        table = window.drill.table
        assert table.isVisible() and table.width() > 300, game
        if table.seat_items():
            assert_fits(table)
        window.drill.submit()
        qtbot.wait(1)
        if table.seat_items():
            assert_fits(table)
        assert window.drill.explanation.isVisible()
        assert_window_fits(qtbot, window, size)
        window.drill.next_question()  # the last question: on to the summary
        assert window.drill.pages.currentWidget() is window.drill.summary_view
        assert not window.grab().isNull()
        assert_window_fits(qtbot, window, size)
        window.show_home(rui)
    for entry in available_screens():
        window.open_screen(entry.key)
        assert window.stack.currentWidget() is window.extra, entry.key
        assert not window.grab().isNull()
        assert_window_fits(qtbot, window, size)
        if entry.key == "exams":  # and an exam under way: its longest row of item buttons
            exams = window.extra
            exams.exam_list.selectRow(0)
            exams.start_selected()
            exams.confirm.button(QMessageBox.StandardButton.Yes).click()
            assert exams.sign_dialog is not None  # an instructor is asked to sign the start
            exams.sign_dialog.reject()  # practice only: the exam runs unsigned
            assert exams.session is not None and len(exams.item_page.nav_buttons) >= 20
            assert_window_fits(qtbot, window, size)
            exams.session.submit()  # else home would send the candidate straight back to it
        window.show_home(rui)


def assert_window_fits(qtbot, window, size: tuple[int, int]) -> None:
    """Nothing on the screen shown asks for more room than the window has: a screen whose
    minimum outgrows 1280x720 pushes the window past a 1280x720 screen."""
    qtbot.wait(1)  # the layout of what was just shown
    hint = window.minimumSizeHint()
    assert hint.width() <= size[0] and hint.height() <= size[1], (window.stack.currentWidget(), hint)
    assert (window.width(), window.height()) == size


def test_the_longest_names_and_titles_fit_1280_by_720(qtbot, window):
    # Text the trainee's data decides: a long name on home, the longest lesson title on the drill.
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    name = "Maria da Conceição Magalhães Sequeira Ho 何嘉欣"
    window.show_home(window.store.add_trainee(name, Role.INSTRUCTOR, "pass1234"))
    assert_window_fits(qtbot, window, (1280, 720))
    lesson = max(sources.shipped_lessons(), key=lambda x: len(x.title))
    question = sources.lesson_questions(lesson)[0]
    window.start(DrillRequest(lesson.title * 2, [question], SessionKind.LESSON, lesson.id))
    assert_window_fits(qtbot, window, (1280, 720))
