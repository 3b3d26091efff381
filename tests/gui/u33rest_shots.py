"""Screenshots of what issue 33's remainders changed (branch u33rest), at 1280x720 in English,
Chinese and Portuguese: the exam list and its start confirmation counting one item, the class
and trainee views marking a deactivated trainee, a long round's log after grading (its last
actions), and Qt's file dialog.  Not collected; run on purpose::

    SHOTS_DIR=/tmp/shots QT_QPA_PLATFORM=offscreen python -m pytest -n 0 tests/gui/u33rest_shots.py
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from trainer.curriculum.exam import check_exam_text
from trainer.gui import translation
from trainer.gui.exam import ExamScreen
from trainer.gui.home.screen import DrillRequest
from trainer.gui.instructor.screen import InstructorScreen
from trainer.store import Answer, Role, SessionKind, Store

from .shots import shots_dir_fixture, themed_fixture  # noqa: F401 (fixtures)
from .test_cards_uncovered import tables
from .test_feedback_layout import _settled

SIZE = (1280, 720)
LANGUAGES = ["en", "zh_Hant", "pt"]
EXAM = """\
id: one-item
title: "Hold'em: who wins"
game: holdem
items: 1
time_limit: 10
pass_mark: 80
attempts_allowed: 2
review: after-submit
skills:
  - {task: winner, count: 1}
"""


def _save(qtbot, widget, path) -> None:
    _settled(qtbot)
    assert widget.grab().save(str(path))


@pytest.mark.parametrize("language", LANGUAGES)
def test_exam_counts(qtbot, tmp_path, shots_dir, language):
    translation.use_language(language)
    d, problems = check_exam_text(EXAM, "one.yaml")
    assert d is not None and not problems
    with Store.open(tmp_path / "t.db") as store:
        screen = ExamScreen(store, store.add_trainee("Ana"), definitions=(d, replace(d, id="two", items=2)))
        qtbot.addWidget(screen)
        screen.resize(*SIZE)
        with qtbot.waitExposed(screen):
            screen.show()
        _save(qtbot, screen, shots_dir / f"u33-{language}-1-exam-list.png")
        qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
        box = screen.confirm
        assert box is not None
        qtbot.waitUntil(box.isVisible)
        _save(qtbot, box, shots_dir / f"u33-{language}-2-exam-confirm.png")
        box.reject()


@pytest.mark.parametrize("language", LANGUAGES)
def test_deactivated(qtbot, tmp_path, shots_dir, language):
    translation.use_language(language)
    with Store.open(tmp_path / "t.db") as store:
        marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        for name in ("Ana Sousa Magalhães", "王小明", "Bob"):
            t = store.add_trainee(name)
            session = store.start_session(t.id, SessionKind.DRILL)
            store.record_answer(session.id, Answer("item-1", "holdem", "winner", {"game": "holdem"}, {}, True,
                                                   1.0, 1500))
        store.deactivate(store.find_trainee("王小明").id, by=marta.id, by_password="roleta-2025")
        screen = InstructorScreen(store, marta)
        qtbot.addWidget(screen)
        screen.resize(*SIZE)
        with qtbot.waitExposed(screen):
            screen.show()
        screen.class_tab.refresh()
        _save(qtbot, screen, shots_dir / f"u33-{language}-3-class.png")
        screen.show_trainee(store.find_trainee("王小明"))
        _save(qtbot, screen, shots_dir / f"u33-{language}-4-trainee.png")


@pytest.mark.parametrize("language", LANGUAGES)
def test_long_log_after_grading(qtbot, window, store, shots_dir, language):
    window.set_language(language)
    window.resize(*SIZE)
    window.show_home(store.add_trainee("Ana"))
    q = dict(tables("bet-sizes"))["stud 7 seats"]
    window.start(DrillRequest("Layout", [q], SessionKind.DRILL))
    _settled(qtbot)
    window.drill.submit()
    _save(qtbot, window, shots_dir / f"u33-{language}-5-long-log.png")


@pytest.mark.parametrize("language", LANGUAGES)
def test_file_dialog(qtbot, shots_dir, language):
    translation.use_language(language)
    dialog = QFileDialog(None, "PDF", "", "PDF (*.pdf)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    dialog.resize(900, 520)
    with qtbot.waitExposed(dialog):
        dialog.show()
    _save(qtbot, dialog, shots_dir / f"u33-{language}-6-file-dialog.png")
