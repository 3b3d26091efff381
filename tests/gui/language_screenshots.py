"""Screenshots in Chinese and in Portuguese (issue 19: "looked at and described"): home, a
drill with its feedback after a wrong answer, the instructor's class view and an exam result,
at 1280x720.

Not collected with the suite (no ``test_`` prefix); run it on purpose::

    SHOTS_DIR=/work/wt/shots QT_QPA_PLATFORM=offscreen python -m pytest tests/gui/language_screenshots.py

PNGs: ``{language}-{1-home,2-drill-wrong,3-instructor-class,4-exam-result}.png``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from trainer import i18n
from trainer.gui.home.screen import DrillRequest
from trainer.gui.main_window import MainWindow
from trainer.store import Role, SessionKind, Store

from .drill_play import Player, answer_by_keyboard, lesson_questions
from .shots import shots_dir_fixture, themed_fixture  # noqa: F401 (fixtures)

SIZE = (1280, 720)


@pytest.mark.parametrize("language", ["zh_Hant", "pt"])
def test_language_screens(qtbot, tmp_path, shots_dir, language):
    with Store.open(tmp_path / "t.db") as store:
        win = MainWindow(store)
        qtbot.addWidget(win)
        win.resize(*SIZE)
        win.show()
        qtbot.waitExposed(win)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        win.set_language(language)
        teacher = store.add_trainee("陳大文" if language == "zh_Hant" else "Rui Conceição", Role.INSTRUCTOR,
                                    "pass1234")
        wang = store.add_trainee("王小明")
        ana = store.add_trainee("Ana Sousa Magalhães")

        def shot(name: str) -> None:
            qtbot.wait(150)
            assert win.grab().save(str(shots_dir / f"{language}-{name}.png"))

        # A few answers on record for the class view: Ana right, Wang wrong then the drill shown.
        lesson, questions = lesson_questions("holdem-commission")
        win.show_home(ana)
        win.start(DrillRequest(i18n.lesson_text(lesson.title), questions[:2], SessionKind.LESSON, lesson.id))
        win.drill.close_intro()
        p = Player(qtbot, win, store, ana, lesson, questions[:2])
        for q in questions[:2]:
            answer_by_keyboard(p, q)
            p.submit_by_key()
            p.next_by_key()
        win.show_home(wang)
        shot("1-home")
        win.start(DrillRequest(i18n.lesson_text(lesson.title), questions[:3], SessionKind.LESSON, lesson.id))
        win.drill.close_intro()
        p = Player(qtbot, win, store, wang, lesson, questions[:3])
        q = questions[0]
        p.keys(str(q.answer["commission"] + 25))  # a wrong amount
        p.submit_by_key()
        assert win.drill.feedback is not None and not win.drill.feedback.correct
        shot("2-drill-wrong")
        win.drill.end_session()
        win.show_home(teacher)
        win.open_screen("instructor")
        shot("3-instructor-class")
        win.show_home(wang)
        win.open_screen("exams")
        exams = win.extra
        exams.exam_list.selectRow(0)
        exams.start_selected()
        exams.confirm.button(QMessageBox.StandardButton.Yes).click()
        if exams.sign_dialog is not None:
            exams.sign_dialog.reject()  # practice only
        assert exams.session is not None
        qtbot.keyClick(exams.item_page.panel, Qt.Key.Key_1)  # one answer given
        exams.item_page.save_current(force=True)
        exams._submit()
        shot("4-exam-result")
        win.close()
