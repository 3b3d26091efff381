"""A graded answer is read whole at 1280x720: the panel's comparison of the answer given with
the right one shows every row with no scrolling (issue 17 item 13)."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

from trainer.curriculum.generate import generate
from trainer.gui.home.screen import DrillRequest
from trainer.gui.question.feedback_room import EXPLANATION_MIN
from trainer.store import SessionKind
from trainer.tasks import task_for
from trainer.training import sources

from .settle import laid_out


def _lesson_question(lesson_id: str, index: int):
    lesson = next(x for x in sources.shipped_lessons() if x.id == lesson_id)
    return sources.lesson_questions(lesson)[index]


def _graded(qtbot, window, store, questions, answer, size=(1280, 720)):
    window.resize(*size)
    window.show_home(store.add_trainee("Ana"))
    window.start(DrillRequest("Feedback", questions, SessionKind.DRILL))
    drill = window.drill
    laid_out(qtbot, drill.panel.isVisible)
    drill.panel.set_answer(answer)
    drill.submit()
    laid_out(qtbot, drill.explanation.isVisible)  # the feedback, laid out
    return drill


def _rows_shown_whole(panel: QWidget) -> list[str]:
    """Every scroll area of the panel: no scroll range, each row inside its viewport."""
    problems = []
    for area in panel.findChildren(QScrollArea):
        if not area.isVisible():
            continue
        bar = area.verticalScrollBar()
        if bar.maximum() > 0 or bar.isVisible():
            problems.append(f"{area.objectName()} scrolls {bar.maximum()} px")
        view = QRect(QPoint(0, 0), area.viewport().size())
        for row in area.widget().findChildren(QFrame) + area.widget().findChildren(QLabel):
            if row.isVisible():
                box = QRect(row.mapTo(area.viewport(), QPoint(0, 0)), row.size())
                if not view.contains(box):
                    problems.append(f"{type(row).__name__} {row.objectName()!r} at {box} outside {view}")
    return problems


def _wrong_payout(question):
    answer = copy.deepcopy(dict(question.answer))
    seat = next(iter(answer["payouts"]))
    answer["payouts"][seat] += 5
    return answer


@pytest.mark.parametrize(("lesson_id", "index"), [("omaha-pot-split", 1), ("holdem-pot-split", 1)])
def test_a_pot_split_of_six_parts_or_more_is_compared_whole_at_1280x720(qtbot, window, store, lesson_id, index):
    question = _lesson_question(lesson_id, index)
    parts = task_for(question.task).grade(question.answer, question.answer).parts
    assert len(parts) >= 6
    drill = _graded(qtbot, window, store, [question, question], _wrong_payout(question))
    assert not drill.feedback.correct
    assert _rows_shown_whole(drill.panel) == []
    # The explanation still has room to be read, and Next is on the screen.
    assert drill.explanation.isVisible() and drill.explanation.height() >= EXPLANATION_MIN
    assert drill.next_button.isVisible() and drill.next_button.hasFocus()
    assert window.rect().contains(QRect(drill.next_button.mapTo(window, QPoint(0, 0)), drill.next_button.size()))
    assert drill.keys.isVisible()
    # The next question: the explanation hidden again, the buttons back under the answer.
    drill.next_question()
    laid_out(qtbot, lambda: not drill.room.under_table)
    assert not drill.explanation.isVisible() and not drill.room.under_table
    assert drill.table_column.isAncestorOf(drill.submit_button) and drill.submit_button.isVisible()
    assert drill.side.isAncestorOf(drill.explanation)


def test_a_long_yours_right_list_of_seats_is_shown_whole_at_1280x720(qtbot, window, store):
    """A showdown order of ten seats answered backwards: eleven rows of YOURS / RIGHT."""
    question = generate("holdem", "showdown-order", 1, 0, {"seats": 10, "folds": 0})[0]
    order = list(question.answer["order"])
    assert len(order) == 10
    drill = _graded(qtbot, window, store, [question], {"order": order[::-1]})
    assert not drill.feedback.correct
    assert _rows_shown_whole(drill.panel) == []
    assert drill.explanation.isVisible() and drill.explanation.height() >= EXPLANATION_MIN


def test_on_a_large_screen_the_explanation_stays_under_the_answer(qtbot, window, store):
    question = _lesson_question("omaha-pot-split", 1)
    drill = _graded(qtbot, window, store, [question], _wrong_payout(question), size=(1920, 1080))
    assert _rows_shown_whole(drill.panel) == []
    assert not drill.room.under_table and drill.side.isAncestorOf(drill.explanation)
    assert drill.explanation.height() >= EXPLANATION_MIN


def test_the_room_is_made_again_when_the_window_is_resized(qtbot, window, store):
    question = _lesson_question("omaha-pot-split", 1)
    drill = _graded(qtbot, window, store, [question], _wrong_payout(question), size=(1920, 1080))
    assert not drill.room.under_table
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: drill.room.under_table)
    laid_out(qtbot, lambda: _rows_shown_whole(drill.panel) == [])
    assert _rows_shown_whole(drill.panel) == [] and drill.next_button.hasFocus()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: not drill.room.under_table)
    assert _rows_shown_whole(drill.panel) == [] and drill.explanation.isVisible()
