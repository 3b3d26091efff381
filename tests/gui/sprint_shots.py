"""Screenshots of speed (issue 20): a drill's time against target, a sprint from home to its
score, progress with the share within target.  Not collected with the suite; run on purpose::

    SHOTS_DIR=/work/wt/shots QT_QPA_PLATFORM=offscreen python -m pytest tests/gui/sprint_shots.py
"""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import Qt

from trainer.store import Answer, SessionKind, Store

from .drill_play import Player, answer_by_keyboard
from .shots import themed_fixture  # noqa: F401 (a fixture)


def test_sprint_shots(qtbot, tmp_path):
    from trainer.gui.main_window import MainWindow
    from trainer.gui.progress.screen import ProgressScreen

    out = Path(os.environ.get("SHOTS_DIR", "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    with Store.open(tmp_path / "t.db") as store:
        win = MainWindow(store)
        qtbot.addWidget(win)
        win.resize(1280, 720)
        win.show()
        qtbot.waitExposed(win)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        ana = store.add_trainee("Ana")
        win.show_home(ana)
        home = win.home
        home.game.setCurrentIndex(home.game.findData("holdem"))
        home.task.setCurrentIndex(home.task.findData("bet-sizes"))
        home.count.setValue(4)
        qtbot.wait(100)
        assert win.grab().save(str(out / "sprint-1-home.png"))
        home.sprint_button.click()
        screen = win.drill
        p = Player(qtbot, win, store, ana, None, list(screen.sprint.drill.questions))
        for i, q in enumerate(screen.sprint.drill.questions):
            if i != 1:
                answer_by_keyboard(p, q)
            qtbot.keyClick(p.focus(), Qt.Key.Key_Return)
            if i == 1:
                qtbot.wait(100)
                assert win.grab().save(str(out / "sprint-2-running.png"))
        qtbot.wait(100)
        assert win.grab().save(str(out / "sprint-3-score.png"))
        qtbot.keyClick(screen.summary_view, Qt.Key.Key_H)
        qtbot.wait(100)
        assert win.grab().save(str(out / "sprint-4-home-best.png"))
        home.task.setCurrentIndex(home.task.findData("winner"))
        home.free_drill()
        q = screen.drill.current
        answer_by_keyboard(p, q)
        qtbot.keyClick(p.focus(), Qt.Key.Key_Return)
        qtbot.wait(100)
        assert win.grab().save(str(out / "sprint-5-drill-feedback.png"))
        start = datetime.now(UTC) - timedelta(days=3)
        session = store.start_session(ana.id, SessionKind.DRILL, now=start)
        for i in range(12):
            store.record_answer(session.id, Answer(f"w-{i}", "holdem", "winner", {"game": "holdem"}, {},
                                                   i % 4 != 0, 1.0 if i % 4 else 0.0, 4000 + 1500 * i, target_s=10),
                                now=start + timedelta(days=i // 4, minutes=i))
        progress = ProgressScreen(store, ana)
        qtbot.addWidget(progress)
        progress.resize(1280, 720)
        progress.show()
        qtbot.waitExposed(progress)
        progress.refresh()
        progress.progress.model.set_charted(progress.progress.model.rows[1].skill, True)
        qtbot.wait(200)
        assert progress.grab().save(str(out / "sprint-6-progress.png"))
