"""Screenshots of a drill for each game, before and after answering (issue 8: "look at it").

Not collected with the suite (no ``test_`` prefix); run it on purpose, under Xvfb for a
real X11 window (the suite's conftest picks the offscreen platform unless told)::

    SHOTS_DIR=screenshots QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1920x1080x24" \
        python -m pytest tests/gui/screenshots.py

Each lesson's first question is answered right, its second wrong (submitted as the
panel stands), at 1280x720 and 1920x1080; the PNGs are named
``{game}-{task}-{width}x{height}-{1-before,2-right,3-before,4-wrong}.png``.
"""

from __future__ import annotations

import os

import pytest

from .drill_play import answer_by_keyboard, lesson_on_screen
from .shots import shots_dir_fixture, themed_fixture  # noqa: F401 (fixtures)

LESSONS = [
    "holdem-pot-split", "omaha-showdown-order", "omaha-macau-winner", "sintetico-hand-category",
    "stud-first-to-act", "stud-pot-split", "thirteen-foul", "thirteen-settle", "qpoker-payout",
    "qpoker-qualify", "procedure-thirteen",
    # issue 18: the betting drills (who acts, call/min/Pot!, legal or not, count the pot) and a
    # hand followed step by step (a right step goes on at once; the empty one is "not answered")
    "holdem-turn", "holdem-amounts", "holdem-irregular", "stud-amounts",
    "holdem-follow", "stud-follow",
    # issue 20: a payout built from the table's chips
    "qpoker-pay-chips", "holdem-count-stack", "stud-count-stack", "omaha-macau-cut-pot", "stud-cut-pot",
    "thirteen-pay-chips", "holdem-pay-chips",
    # issue 20, chip drill 3: a stack handed in small to be coloured up; a call paid with one large chip
    "holdem-colour-up", "stud-colour-up", "holdem-change", "omaha-macau-change",
]
SIZES = [(1280, 720), (1920, 1080)]
if os.environ.get("SHOTS_4K"):
    SIZES.append((3840, 2160))


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("lesson_id", LESSONS)
def test_screenshots(qtbot, tmp_path, shots_dir, lesson_id, size):
    with lesson_on_screen(qtbot, tmp_path / "t.db", lesson_id, limit=2) as p:
        p.win.resize(*size)
        qtbot.wait(200)
        stem = f"{lesson_id}-{size[0]}x{size[1]}"

        def shot(name: str) -> None:
            qtbot.wait(150)
            path = shots_dir / f"{stem}-{name}.png"
            assert p.win.grab().save(str(path))

        shot("1-before")
        answer_by_keyboard(p, p.questions[0])
        p.submit_by_key()
        shot("2-right")
        p.next_by_key()
        shot("3-before")
        p.submit_by_click()
        shot("4-wrong")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_screens(qtbot, tmp_path, shots_dir, size):
    """Sign in, home, the summary and every screen opened from home, with a few answers
    recorded by a trainee whose name is Chinese and one whose name is Portuguese."""
    from trainer.gui.home.screen import DrillRequest
    from trainer.gui.main_window import MainWindow, available_screens
    from trainer.store import Role, SessionKind, Store

    from .drill_play import lesson_questions

    stem = f"screen-{size[0]}x{size[1]}"
    with Store.open(tmp_path / "t.db") as store:
        win = MainWindow(store)
        qtbot.addWidget(win)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)  # window-wide keys (Enter) need the active window
        rui = store.add_trainee("Rui Conceição", Role.INSTRUCTOR, "pass1234")
        wang = store.add_trainee("王小明")
        win.signin.refresh()
        qtbot.wait(100)
        assert win.grab().save(str(shots_dir / f"{stem}-1-signin.png"))
        win.show_home(wang)
        lesson, questions = lesson_questions("holdem-winner")
        win.start(DrillRequest(lesson.title, questions[:4], SessionKind.LESSON, lesson.id))
        win.drill.close_intro()
        for i in range(4):
            if i % 2:
                answer_by_keyboard(p := _player(qtbot, win, store, wang, lesson, questions[:4]), questions[i])
                p.submit_by_key()
            else:
                win.drill.submit()
            win.drill.next_question()
        qtbot.wait(100)
        assert win.grab().save(str(shots_dir / f"{stem}-2-summary.png"))
        win.show_home(wang)
        qtbot.wait(100)
        assert win.grab().save(str(shots_dir / f"{stem}-3-home.png"))
        win.show_home(rui)
        for n, entry in enumerate(available_screens(), start=4):
            win.open_screen(entry.key)
            qtbot.wait(200)
            assert win.grab().save(str(shots_dir / f"{stem}-{n}-{entry.key}.png"))
            tabs = getattr(win.extra, "tabs", None)
            for t in range(1, tabs.count() if tabs is not None else 0):  # the instructor's other tabs
                tabs.setCurrentIndex(t)
                if tabs.currentWidget() is win.extra.trainee_tab:
                    win.extra.show_trainee(wang)
                qtbot.wait(200)
                assert win.grab().save(str(shots_dir / f"{stem}-{n}-{entry.key}-tab{t}.png"))
            win.show_home(rui)
        win.close()


def _player(qtbot, win, store, trainee, lesson, questions):
    from .drill_play import Player

    return Player(qtbot, win, store, trainee, lesson, questions)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_exam_items(qtbot, tmp_path, shots_dir, size):
    """A certification exam under way: an item with a table and a procedure item."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from trainer.gui.exam import ExamScreen
    from trainer.store import Store

    stem = f"exam-{size[0]}x{size[1]}"
    with Store.open(tmp_path / "t.db") as store:
        screen = ExamScreen(store, store.add_trainee("王小明"))
        qtbot.addWidget(screen)
        screen.resize(*size)
        screen.show()
        qtbot.waitExposed(screen)
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
        qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
        qtbot.mouseClick(screen.confirm.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
        session = screen.session
        assert session is not None
        procedure = next(i for i, item in enumerate(session.items) if item.question.task == "procedure")
        table = next(i for i, item in enumerate(session.items) if item.question.task != "procedure")
        for name, index in (("1-table", table), ("2-procedure", procedure)):
            screen.item_page.go(index)
            qtbot.wait(150)
            assert screen.grab().save(str(shots_dir / f"{stem}-{name}.png"))
        qtbot.keyClick(screen.item_page.panel, Qt.Key.Key_1)  # one answer given
        screen.item_page.save_current(force=True)
        screen._submit()
        qtbot.wait(150)
        assert screen.grab().save(str(shots_dir / f"{stem}-3-result.png"))
        if screen.result_page.review_button.isVisible():
            screen.result_page.review_button.click()
            qtbot.wait(150)
            assert screen.grab().save(str(shots_dir / f"{stem}-4-review.png"))
        screen.close()
