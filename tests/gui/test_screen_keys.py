"""Issue 33 U6: the screen's part of the line of key hints is true, with one meaning per key.

Drill and run the table: before the answer the line offers Enter to submit and no N (N does
nothing then); once the answer is in, "Enter / N: next", N goes on, and the panel's answer
keys are gone from the line (it is locked).  Exam: PgUp / PgDn and Enter, pressed with the
keyboard in an amount field, move between items and type nothing into the field.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from trainer.curriculum.exam import check_exam_text
from trainer.gui.exam import ExamScreen
from trainer.gui.exam.screen import EXAM
from trainer.gui.home.screen import DrillRequest
from trainer.gui.main_window import MainWindow
from trainer.store import SessionKind
from trainer.tasks import task_for
from trainer.training import sources

from .test_exam_screen import Clock, accept, clock, db, fixed_seed, opened, store  # noqa: F401
from .test_hand_mode import deal_by_keyboard, hand_window

SUBMIT, NEXT = "<b>Enter</b> submit", "<b>Enter / N</b> next"


def drill_window(qtbot: Any, records: Any) -> MainWindow:
    win = MainWindow(records)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.show_home(records.add_trainee("Ana"))
    return win


def test_the_drill_offers_n_only_once_the_answer_is_in(qtbot, store):  # noqa: F811
    """Foul and Q Poker's qualify used N for an answer beside N "next": now N is only next."""
    win = drill_window(qtbot, store)
    questions = [*sources.free_drill("thirteen", "foul", 2, seed=4), *sources.free_drill("qpoker", "qpoker-qualify", 2,
                                                                                          seed=4)]
    win.start(DrillRequest("keys", questions, SessionKind.DRILL))
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    screen = win.drill
    for i in range(len(questions)):
        assert screen.drill.index == i and not screen.drill.answered_current
        line = screen.keys.text()
        assert SUBMIT in line and "<b>N</b>" not in line and "Enter / N" not in line
        before = dict(screen.panel.answer())
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_N)
        assert screen.drill.index == i and dict(screen.panel.answer()) == before  # N: nothing yet
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Return)
        assert screen.drill.answered_current
        line = screen.keys.text()
        assert NEXT in line and SUBMIT not in line
        answer_keys = [h.key for h in screen.panel.key_hints()]
        assert not any(f"<b>{k}</b>" in line for k in answer_keys)  # locked: its keys answer nothing now
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_N)
        if i + 1 < len(questions):
            assert screen.drill.index == i + 1
    assert screen.pages.currentWidget() is screen.summary_view


def test_run_the_table_offers_n_only_on_a_step_to_correct(qtbot, tmp_path):
    with hand_window(qtbot, tmp_path / "t.db") as p:
        deal_by_keyboard(p, "thirteen", 8)
        screen = p.hand_screen
        run = screen.run
        assert run is not None
        corrected = 0
        while run.current is not None and corrected < 2:
            step, number = run.current, run.number
            line = screen.keys.text()
            assert SUBMIT in line and "Enter / N" not in line and "<b>N</b>" not in line
            p.keys("n")
            assert run.number == number and not run.answered_current  # N: nothing before the answer
            empty_right = task_for(step.kind).grade(dict(p.panel.answer()), step.answer).correct
            p.keys(Qt.Key.Key_Return)  # left empty: wrong, the supervisor steps in (or right: on at once)
            if empty_right:
                assert run.number == number + 1 or run.current is None
                continue
            corrected += 1
            assert run.answered_current and NEXT in screen.keys.text()
            p.keys("n")
            assert run.number == number + 1 or run.current is None
        assert corrected == 2


EXAM_TEXT = """\
id: keys-gui
title: "Keys: screen test"
game: holdem
items: 3
time_limit: 10
pass_mark: 80
attempts_allowed: 2
review: after-submit
skills:
  - {task: commission, count: 2}
  - {task: count-stack, count: 1}
"""


def test_the_exam_keys_move_between_items_from_an_amount_field(qtbot, store, opened):  # noqa: F811
    definition, problems = check_exam_text(EXAM_TEXT, "keys.yaml")
    assert problems == [] and definition is not None
    screen: ExamScreen = opened(store, store.add_trainee("Ana"), definitions=(definition,))
    qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
    accept(qtbot, screen, "confirm_start")
    assert screen.pages.currentIndex() == EXAM and screen.session is not None
    page = screen.item_page
    line = page.keys_label.text()
    assert "<b>PgUp / PgDn</b> move" in line and "<b>Enter</b> save and go on" in line
    spin = page.panel.spin
    assert spin.hasFocus()
    qtbot.keyClicks(spin, "25")
    assert dict(page.panel.answer()) == {"commission": 25}
    for key, index in ((Qt.Key.Key_PageDown, 1), (Qt.Key.Key_PageUp, 0), (Qt.Key.Key_Return, 1)):
        qtbot.keyClick(QApplication.focusWidget(), key)
        assert screen.session.index == index, key
        assert screen.session.answer_of(0) == {"commission": 25}, key  # moved, the amount kept as typed
