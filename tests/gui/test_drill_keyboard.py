"""Whole lessons played from the keyboard on the drill screen (issue 8): the keys each
panel declares, then Enter to submit and N to go on; every answer recorded right."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.gui.home import DrillRequest
from trainer.gui.main_window import MainWindow
from trainer.store import SessionKind, Store
from trainer.training import sources

DIGIT = {n: getattr(Qt.Key, f"Key_{n % 10}") for n in range(1, 11)}
PLACE = {"banker": Qt.Key.Key_B, "1": Qt.Key.Key_1, "2": Qt.Key.Key_2, "3": Qt.Key.Key_3}


def keys_for(question) -> list[Qt.Key]:
    """The keystrokes that give the engine's answer, by each panel's declared keys."""
    a = question.answer
    task = question.task
    if task == "showdown-order":
        return [DIGIT[s] for s in a["order"]]
    if task == "winner":
        return [DIGIT[s] for s in a["winners"]]
    if task == "first-to-act":
        return [DIGIT[a["seat"]]]
    if task == "procedure":
        return [DIGIT[a["choice"] + 1]]
    if task == "qpoker-qualify":
        return [Qt.Key.Key_Y if a["qualifies"] else Qt.Key.Key_N]
    if task == "dice":
        place = a["first_card"].replace("seat ", "")
        return [PLACE[place]]
    if task == "foul":
        return [PLACE[k] for k, fouled in a["fouls"].items() if fouled]
    raise AssertionError(task)


LESSONS = ["holdem-showdown-order", "stud-first-to-act", "omaha-winner", "thirteen-dice",
           "thirteen-foul", "qpoker-qualify", "procedure-stud"]


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_a_whole_lesson_by_keyboard(qtbot, tmp_path, lesson_id):
    lesson = next(x for x in sources.shipped_lessons() if x.id == lesson_id)
    questions = [q for q in sources.lesson_questions(lesson) if q.task in (*lesson.skills, "procedure")]
    with Store.open(tmp_path / "t.db") as store:
        win = MainWindow(store)
        qtbot.addWidget(win)
        win.resize(1280, 720)
        win.show()
        qtbot.waitExposed(win)
        ana = store.add_trainee("Ana")
        win.show_home(ana)
        win.start(DrillRequest(lesson.title, questions, SessionKind.LESSON, lesson.id))
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)  # window-wide shortcuts need the active window
        drill = win.drill
        for i, question in enumerate(questions):
            assert drill.drill.index == i
            for key in keys_for(question):
                qtbot.keyClick(win.focusWidget() or drill, key)
            assert dict(drill.panel.answer()) == dict(question.answer)
            qtbot.keyClick(win.focusWidget() or drill, Qt.Key.Key_Return)
            assert drill.drill.answered_current, question.item_id
            qtbot.keyClick(win.focusWidget() or drill, Qt.Key.Key_N)
        assert drill.pages.currentIndex() == 1  # the summary
        attempts = store.attempts(trainee_id=ana.id)
        assert len(attempts) == len(questions)
        assert all(a.correct for a in attempts), [a.item_id for a in attempts if not a.correct]
        win.close()
