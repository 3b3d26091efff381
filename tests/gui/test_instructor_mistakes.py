"""The instructor's list of a trainee's mistakes names the lesson and the question, not the
item's internal id (issue 17 item 16)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.gui.instructor.screen import InstructorScreen
from trainer.store import Role, SessionKind, Store
from trainer.training import sources
from trainer.training.drill import Drill


class Clock:
    t = 100.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def store():
    with Store.memory() as s:
        yield s


def _wrong(question) -> dict:
    """An answer the engine marks wrong, of the task's own shape."""
    if question.task == "showdown-order":
        return {"order": list(reversed(question.answer["order"]))}
    if question.task == "procedure":
        return {"choice": (question.answer["choice"] + 1) % len(question.choices)}
    return {}


def _answer_wrong(store, trainee, questions, kind, lesson_id=None):
    drill = Drill(store, trainee.id, questions, kind, lesson_id, clock=Clock())
    for question in questions:
        drill.begin()
        assert not drill.submit(_wrong(question)).correct
        drill.advance()


def _rows(tab) -> list[list[str]]:
    model = tab.mistakes_model
    return [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())]


def test_mistakes_show_the_lesson_title_and_the_question_not_the_item_id(qtbot, store):
    boss = store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")
    ana = store.add_trainee("Ana")
    lesson = next(x for x in sources.shipped_lessons() if x.id == "holdem-showdown-order")
    generated = next(q for q in lesson.questions()
                     if not q.item_id.startswith(lesson.id + "/") and len(q.answer["order"]) > 1)
    scripted = next(q for q in lesson.questions()
                    if q.item_id.startswith(lesson.id + "/") and len(q.answer["order"]) > 1)
    _answer_wrong(store, ana, [generated, scripted], SessionKind.LESSON, lesson.id)
    free = sources.free_drill("omaha", "showdown-order", 3, seed=5)
    free_one = next(q for q in free if len(q.answer["order"]) > 1)
    _answer_wrong(store, ana, [free_one], SessionKind.DRILL)
    procedure = sources.free_drill("thirteen", "procedure", 1, seed=2)[0]
    _answer_wrong(store, ana, [procedure], SessionKind.DRILL)

    screen = InstructorScreen(store, boss)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.show_trainee(ana)
    tab = screen.trainee_tab
    tab.pages.setCurrentIndex(1)
    qtbot.waitUntil(lambda: not tab.words_pending())  # worked out off the GUI thread (issue 33 item 7)
    model = tab.mistakes_model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Answered", "Lesson", "Question", "Score", "Time"]
    rows = _rows(tab)
    assert len(rows) == 4
    by_item = {model.row(r).item_id: row for r, row in enumerate(rows)}

    def shown(question) -> tuple[str, str]:
        lesson_text, question_text = by_item[question.item_id][1:3]
        assert question_text == " ".join(question.prompt.split())
        return lesson_text, question_text

    assert shown(generated)[0] == lesson.title  # a generated item of a lesson: the lesson's title
    assert shown(scripted)[0] == lesson.title
    assert shown(free_one)[0] == "Omaha · Showdown order"  # a free drill: the game and the task
    procedure_lesson = procedure.item_id.split("/")[0]  # a written question drawn for a drill: its lesson
    assert shown(procedure)[0] == next(i.title for i in sources.lesson_index() if i.id == procedure_lesson)
    ids = [generated.item_id, scripted.item_id, free_one.item_id, procedure.item_id]
    assert not any(item_id in cell for row in rows for cell in row for item_id in ids)
    # The whole question, the answers and the item's id are in the question's tooltip.
    tip = model.data(model.index(0, 2), Qt.ItemDataRole.ToolTipRole)
    newest = model.row(0)
    assert newest.item_id in tip and "Right:" in tip
    assert not screen.grab().isNull()
