"""Screenshots of the screens issue 33 items 4-5 changed (U8, U14, U17-U20), in English,
Chinese and Portuguese at 1280x720.  Not collected (no ``test_`` prefix); run on purpose::

    SHOTS_DIR=/tmp/shots-status QT_QPA_PLATFORM=offscreen python -m pytest -n 0 tests/gui/status_shots.py
"""

from __future__ import annotations

import pytest

from trainer.gui import translation
from trainer.gui.home.screen import DrillRequest
from trainer.gui.instructor.screen import InstructorScreen
from trainer.gui.main_window import MainWindow
from trainer.store import Role, SessionKind, Store
from trainer.training import sources
from trainer.training.table_run import HandRun

from .drill_play import Player, answer_by_keyboard
from .shots import shots_dir_fixture, themed_fixture  # noqa: F401 (fixtures)

SIZE = (1280, 720)
LANGUAGES = ["en", "zh_Hant", "pt"]


def _window(qtbot, store, language):
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.set_language(language)
    return win


@pytest.mark.parametrize("language", LANGUAGES)
def test_status_screens(qtbot, tmp_path, shots_dir, language):
    with Store.open(tmp_path / "t.db") as store:
        win = _window(qtbot, store, language)
        ana = store.add_trainee("Ana Sousa Magalhães")
        store.set_language(ana.id, language) if hasattr(store, "set_language") else None

        def shot(name: str, widget=None) -> None:
            qtbot.wait(150)
            assert (widget or win).grab().save(str(shots_dir / f"{language}-{name}.png"))

        win.show_home(ana)
        win.set_language(language)
        shot("1-home")

        # U14: a free follow-the-action drill of 3 hands, the second step of the first hand answered
        questions = sources.free_drill("stud", "follow-action", 3, 5)
        win.start(DrillRequest("Five-card stud · Follow the action", questions, SessionKind.DRILL))
        p = Player(qtbot, win, store, ana, None, questions)
        answer_by_keyboard(p, questions[0])
        p.submit_by_key()
        shot("2-follow-drill-step2")
        win.drill.end_session()
        win.show_home(ana)

        # U20: a sprint stopped after 1 of 10 — no personal best
        home = win.home
        home.game.setCurrentIndex(home.game.findData("holdem"))
        home.task.setCurrentIndex(home.task.findData("winner"))
        home.count.setValue(10)
        home.sprint_button.click()
        sprint = win.drill.sprint
        p = Player(qtbot, win, store, ana, None, list(sprint.drill.questions))
        shot("3-sprint-item1")
        answer_by_keyboard(p, sprint.drill.questions[0])
        p.submit_by_key()
        win.drill.end_session()
        shot("4-sprint-stopped")
        win.show_home(ana)

        # U8: a practice hand ended, then Another hand in the exam variant: step 1's bar
        clock_run = HandRun.start(store, ana.id, "holdem", 7, 6)
        for n in range(4):
            clock_run.begin()
            clock_run.submit(clock_run.current.answer if n % 2 else {})
            clock_run.advance()
        clock_run.finish()
        win.show_screen("hand") if hasattr(win, "show_screen") else win.home.screen_buttons["hand"].click()
        screen = win.extra
        screen.setup.game.setCurrentIndex(screen.setup.game.findData("stud"))
        screen.setup.exam.setChecked(True)
        screen.setup.seed.setText("12")
        screen.setup.request()
        shot("5-hand-exam-step1")
        screen.end_hand()
        screen.summary_view.again.click()
        shot("6-hand-setup-after-another")
        win.close()

        # U20: Instructor → Hands: dates, '2 of 4', '4 of N, ended early'
        boss = store.add_trainee("Rui Conceição", Role.INSTRUCTOR, "pass1234")
        instr = InstructorScreen(store, boss)
        qtbot.addWidget(instr)
        instr.resize(*SIZE)
        instr.show()
        qtbot.waitExposed(instr)
        instr.show_trainee(ana)
        tab = instr.trainee_tab
        tab.pages.setCurrentWidget(tab.hands)
        tab.hands.hands.selectRow(0)
        shot("7-instructor-hands", instr)


@pytest.mark.parametrize("language", LANGUAGES)
def test_marker_tooltip(qtbot, shots_dir, language):
    """U20: the marker «D» on hover — the table and, beside it, the tooltip it shows."""
    from PySide6.QtGui import QPainter, QPixmap
    from PySide6.QtWidgets import QLabel

    from trainer.gui.table import TableView

    from .conftest import load

    try:
        translation.use_language(language)
        for game in ("holdem", "omaha-macau"):
            view = TableView()
            qtbot.addWidget(view)
            view.resize(900, 560)
            view.show()
            qtbot.waitExposed(view)
            view.show_scenario(load(game))
            plate = view.seat_item(view.marker_place()).plate
            tip = QLabel(plate.toolTip())  # the tooltip's text as shown (offscreen shows no tooltip window)
            tip.setWordWrap(True)
            tip.setFixedWidth(view.width())
            tip.setStyleSheet("background: #ffffdc; color: black; padding: 6px; font-size: 14px")
            tip.adjustSize()
            table, label = view.grab(), tip.grab()
            out = QPixmap(table.width(), table.height() + label.height() + 8)
            out.fill()
            painter = QPainter(out)
            painter.drawPixmap(0, 0, table)
            painter.drawPixmap(0, table.height() + 8, label)
            painter.end()
            assert out.save(str(shots_dir / f"{language}-8-marker-tip-{game}.png"))
    finally:
        translation.use_language("en")
