"""A lesson of whole hands (issue 21) started from home's lessons list: its intro, then its
hands one after the other on the hand screen, each a lesson session with its answers under
the lesson's id; a hand of it taken up after the app was closed goes on with the lesson."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from trainer.gui.main_window import MainWindow
from trainer.gui.table_run.screen import HandScreen
from trainer.store import SessionKind, Store

from .drill_play import ENTER, Player
from .test_hand_mode import HandPlayer, play_hand

LESSON = "thirteen-run-the-table"


def _window(qtbot: Any, store: Store, trainee: Any) -> MainWindow:
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.show_home(trainee)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    return win


def _start_from_home(qtbot: Any, win: MainWindow, lesson_id: str) -> HandScreen:
    tree = win.home.lessons
    found = [tree.topLevelItem(g).child(i) for g in range(tree.topLevelItemCount())
             for i in range(tree.topLevelItem(g).childCount())
             if tree.topLevelItem(g).child(i).data(0, Qt.ItemDataRole.UserRole).id == lesson_id]
    assert len(found) == 1 and found[0].text(1) == "3"  # listed with its number of hands
    tree.setCurrentItem(found[0])
    qtbot.mouseClick(win.home.lesson_button, Qt.MouseButton.LeftButton)
    screen = win.extra
    assert isinstance(screen, HandScreen) and screen.pages.currentWidget() is screen.intro_page
    assert screen.intro_page.heading.text() == "Thirteen cards: run the table, three whole hands"
    assert "Portaria 51/89/M art. 2 b" in screen.intro_page.text.toPlainText()
    return screen


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_a_lesson_of_hands_plays_its_hands_one_after_the_other(qtbot, tmp_path):
    with Store.open(tmp_path / "t.db") as store:
        ana = store.add_trainee("Ana")
        win = _window(qtbot, store, ana)
        screen = _start_from_home(qtbot, win, LESSON)
        p = HandPlayer(qtbot, win, store, ana)
        Player.keys(p, ENTER)  # Start
        seeds = screen.lesson.hands.seeds
        played = []
        for n in range(1, 4):
            assert screen.pages.currentWidget() is screen.play_page
            assert screen.run.hand.seed == seeds[n - 1] and screen.run.session.kind == SessionKind.LESSON
            assert screen.title.text() == f"Thirteen cards: run the table, three whole hands · hand {n} of 3"
            play_hand(p, wrong_on_purpose=1 if n == 2 else 0)
            played.append(screen.run.session.id)
            again = screen.summary_view.again.text()
            assert again == (f"Next hand, {n + 1} of 3 (A)" if n < 3 else "Another hand (A)")
            # The lesson so far, under the hand's figures: every hand of it played, every step.
            answers = store.attempts(trainee_id=ana.id)
            mistakes = 1 if n >= 2 else 0
            assert screen.summary_view.lesson_figures.isVisible()
            assert screen.summary_view.lesson_figures.text().startswith(
                f"Lesson “Thirteen cards: run the table, three whole hands”: {n} of 3 hands played, "
                f"{len(answers) - mistakes} of {len(answers)} steps right in ")
            if n < 3:
                Player.keys(p, "a")
        Player.keys(p, "a")  # after the last hand: a hand set up afresh
        assert screen.pages.currentWidget() is screen.setup and screen.lesson is None
        screen.deal("holdem", 4, 6, "practice")  # a hand of no lesson: no lesson line
        screen.end_hand()
        assert screen.pages.currentWidget() is screen.summary_view
        assert not screen.summary_view.lesson_figures.isVisible()

        sessions = [store.session(s) for s in played]
        assert all(s.kind == SessionKind.LESSON and s.lesson_id == LESSON and s.ended_at for s in sessions)
        attempts = store.attempts(trainee_id=ana.id)
        assert {a.lesson_id for a in attempts} == {LESSON}
        assert [h.seed for h in reversed(store.played_hands(ana.id))] == list(seeds)
        assert sum(not a.correct for a in attempts) == 1
        win.close()


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_a_lesson_hand_left_mid_way_goes_on_with_its_lesson(qtbot, tmp_path):
    from trainer.training.table_run import HandRun, lesson_hands

    with Store.open(tmp_path / "t.db") as store:
        ana = store.add_trainee("Ana")
        run = HandRun.start(store, ana.id, "thirteen", 2, 3, kind=SessionKind.LESSON, lesson_id=LESSON)
        run.begin()
        run.submit(run.current.answer)  # the app closed after step 1 of the lesson's second hand
        win = _window(qtbot, store, ana)
        screen = win.extra
        assert isinstance(screen, HandScreen) and screen.run is not None and screen.run.number == 2
        assert screen.lesson is not None and screen.lesson.id == LESSON and screen.lesson_index == 1
        assert screen.title.text().endswith("hand 2 of 3")
        while screen.run.current is not None:  # the resumed hand played to its end
            screen.panel.set_answer(screen.run.current.answer)
            screen.submit()
        # The lesson so far counts the hand played before the crash (hand 1 was never played
        # here: the lesson's hands played are the ones the records hold).
        played = lesson_hands(store, ana.id, LESSON, screen.lesson.hands.seeds, 1)
        assert played.played == 1 and played.answered == run.total and played.correct == run.total
        assert screen.summary_view.lesson_figures.text().startswith(
            f"Lesson “Thirteen cards: run the table, three whole hands”: 1 of 3 hands played, {run.total} of "
            f"{run.total} steps right in ")
        win.close()


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_the_setup_page_deals_at_the_stake_and_limit_picked(qtbot, tmp_path):
    with Store.open(tmp_path / "t.db") as store:
        ana = store.add_trainee("Ana")
        win = _window(qtbot, store, ana)
        qtbot.mouseClick(win.home.screen_buttons["hand"], Qt.MouseButton.LeftButton)
        screen = win.extra
        setup = screen.setup
        setup.game.setCurrentIndex(setup.game.findData("stud"))
        assert setup.labels[2].text() == "E&ntry stake" and setup.stake.value() == 20
        assert not setup.limit.isEnabled() and setup.limit.currentText() == "no limit"  # art. 6: no maximum
        setup.game.setCurrentIndex(setup.game.findData("qpoker"))
        assert not setup.stake.isVisibleTo(setup) and setup.table() == {}
        setup.game.setCurrentIndex(setup.game.findData("holdem"))
        assert setup.stake.isVisibleTo(setup) and setup.stake.value() == 10 and setup.limit.currentText() == "pot limit"
        setup.stake.setValue(40)
        setup.limit.setCurrentIndex(setup.limit.findData("no-limit"))
        setup.seed.setText("12")
        qtbot.mouseClick(setup.deal, Qt.MouseButton.LeftButton)
        run = screen.run
        assert run is not None and run.hand.table == {"big_blind": 40, "limit": "no-limit"}
        assert run.current.question.scenario["params"] == {"big_blind": 40, "limit": "no-limit"}
        win.close()


def test_the_instructors_library_counts_a_lesson_of_hands_in_hands(qtbot):
    from trainer.gui.instructor.library_tab import LibraryTab

    tab = LibraryTab()
    qtbot.addWidget(tab)
    tab.load()
    found = []

    def walk(node):
        entry = node.data(0, Qt.ItemDataRole.UserRole)
        if entry is not None and entry.kind == "lesson" and entry.lesson is not None and entry.lesson.hands:
            found.append((entry.lesson.id, node.text(1), node.childCount()))
        for i in range(node.childCount()):
            walk(node.child(i))

    for i in range(tab.tree.topLevelItemCount()):
        walk(tab.tree.topLevelItem(i))
    assert sorted(found) == sorted((f"{g}-run-the-table", "OK · 3 hands", 0) for g in
                                   ("holdem", "omaha", "omaha-macau", "sintetico", "stud", "qpoker", "thirteen"))


def test_r0_5_the_setup_page_offers_only_the_tables_the_regulation_allows(qtbot):
    """The seats within the rule set's players (rule 24: four at least in hold'em, Omaha and
    sintético), stud's entry 20 or 100 (art. 6-7) and nothing else dealt."""
    from trainer.engine.rulesets import GAMES
    from trainer.gui.table_run.setup import SetupPage
    from trainer.table_run import default_seats, seat_range

    setup = SetupPage()
    qtbot.addWidget(setup)
    for game in GAMES:
        setup.game.setCurrentIndex(setup.game.findData(game))
        assert (setup.seats.minimum(), setup.seats.maximum()) == seat_range(game)
        assert setup.seats.value() == default_seats(game)
    assert seat_range("holdem")[0] == 4
    setup.game.setCurrentIndex(setup.game.findData("stud"))
    assert (setup.stake.minimum(), setup.stake.maximum(), setup.stake.singleStep()) == (20, 100, 80)
    setup.stake.stepBy(1)
    assert setup.stake.value() == 100 and setup.table() == {"ante": 100, "limit": "no-limit"}
    setup.game.setCurrentIndex(setup.game.findData("holdem"))
    assert (setup.stake.minimum(), setup.stake.singleStep(), setup.stake.value()) == (1, 1, 10)
