"""Screenshots of Run the table (issue 21): each game's hand mid-way (a wrong step corrected
in practice) and its summary, at 1280x720.  Not collected with the suite; run on purpose::

    SHOTS_DIR=/work/wt/shots QT_QPA_PLATFORM=offscreen python -m pytest -n 0 tests/gui/hand_shots.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from trainer.engine.rulesets import GAMES
from trainer.gui.main_window import MainWindow
from trainer.store import Store
from trainer.tasks import task_for

from .shots import themed_fixture  # noqa: F401 (a fixture)

SEEDS = {"holdem": 3, "omaha": 4, "sintetico": 5, "omaha-macau": 6, "stud": 7, "thirteen": 8, "qpoker": 9}


@pytest.mark.parametrize("game", GAMES)
def test_hand_shots(qtbot, tmp_path, game):
    out = Path(os.environ.get("SHOTS_DIR", "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    with Store.open(tmp_path / "t.db") as store:
        win = MainWindow(store)
        qtbot.addWidget(win)
        win.resize(1280, 720)
        win.show()
        qtbot.waitExposed(win)
        win.show_home(store.add_trainee("Ana"))
        qtbot.mouseClick(win.home.screen_buttons["hand"], Qt.MouseButton.LeftButton)
        screen = win.extra
        if game == "holdem":
            qtbot.wait(50)
            assert win.grab().save(str(out / "hand-0-setup.png"))
        screen.setup.game.setCurrentIndex(screen.setup.game.findData(game))
        screen.deal(game, SEEDS[game], screen.setup.seats.value(), "practice")
        run = screen.run
        middle = run.total // 2 + 1
        shot = False
        while run.current is not None:
            step = run.current
            wrong = run.number >= middle and not shot and not task_for(step.kind).grade(
                screen.panel.answer(), step.answer).correct
            if not wrong:
                screen.panel.set_answer(step.answer)
            screen.submit()
            if wrong:  # mid-way: a wrong step corrected, its rule shown
                qtbot.wait(50)
                assert win.grab().save(str(out / f"hand-{game}-midway.png"))
                shot = True
                screen.next_step()
        qtbot.wait(50)
        assert win.grab().save(str(out / f"hand-{game}-summary.png"))


STEP_SEEDS = {"holdem": 7, "qpoker": 2}
"""The hands the audit walked (U3, U4): hold'em seed 7, Q Poker seed 2."""


@pytest.mark.parametrize("game", sorted(STEP_SEEDS))
def test_every_step_shots(qtbot, tmp_path, game):
    """Each step of a whole hand as the trainee meets it (its table before the answer), answered
    right: ``step-{game}-{n:02d}-{kind}.png``."""
    out = Path(os.environ.get("SHOTS_DIR", "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    with Store.open(tmp_path / "t.db") as store:
        win = MainWindow(store)
        qtbot.addWidget(win)
        win.resize(1280, 720)
        win.show()
        qtbot.waitExposed(win)
        win.show_home(store.add_trainee("Ana"))
        qtbot.mouseClick(win.home.screen_buttons["hand"], Qt.MouseButton.LeftButton)
        screen = win.extra
        screen.deal(game, STEP_SEEDS[game], 6, "practice")  # the audit's six seats
        run = screen.run
        while run.current is not None:
            step = run.current
            qtbot.wait(50)
            assert win.grab().save(str(out / f"step-{game}-{run.number:02d}-{step.kind}.png"))
            screen.panel.set_answer(step.answer)
            screen.submit()
