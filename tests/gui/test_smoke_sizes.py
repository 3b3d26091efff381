"""Smoke test: every screen at three window sizes; on the drill screen, before and
after answering, no two seats of the table overlap and everything drawn is in view."""

from __future__ import annotations

import pytest

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
    rui = window.store.add_trainee("Rui", Role.INSTRUCTOR, "pass1234")
    window.show_home(rui)
    assert not window.grab().isNull()
    for game, lesson in FIRST_SCENARIO_LESSON.items():
        question = sources.lesson_questions(lesson)[0]
        window.start(DrillRequest(lesson.title, [question], SessionKind.LESSON, lesson.id))
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
        window.drill.next_question()  # the last question: on to the summary
        assert window.drill.pages.currentIndex() == 1
        assert not window.grab().isNull()
        window.show_home(rui)
    for entry in available_screens():
        window.open_screen(entry.key)
        assert window.stack.currentWidget() is window.extra, entry.key
        assert not window.grab().isNull()
        window.show_home(rui)
