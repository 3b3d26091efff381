"""My mistakes (issue 33 U21): in My progress, the signed-in trainee's own wrong answers, newest
first, filtered by skill, each replayed on the table with the right answer and its explanation —
by the instructor area's replay, never another trainee's answers."""

from __future__ import annotations

import pytest

from trainer.gui import translation
from trainer.gui.instructor.replay import ReplayView
from trainer.gui.progress.screen import ProgressScreen
from trainer.store import SessionKind, Skill, Store
from trainer.training import sources

from .test_instructor_mistakes import _answer_wrong


@pytest.fixture
def store():
    with Store.memory() as s:
        yield s


def _open(qtbot, store, trainee) -> ProgressScreen:
    screen = ProgressScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def _mistakes(store):
    ana, bob = store.add_trainee("Ana"), store.add_trainee("Bob")
    omaha = next(q for q in sources.free_drill("omaha", "showdown-order", 5, seed=5) if len(q.answer["order"]) > 1)
    _answer_wrong(store, ana, [omaha], SessionKind.DRILL)
    procedure = sources.free_drill("thirteen", "procedure", 1, seed=2)[0]
    _answer_wrong(store, ana, [procedure], SessionKind.DRILL)
    bobs = sources.free_drill("stud", "procedure", 2, seed=9)
    _answer_wrong(store, bob, bobs, SessionKind.DRILL)
    return ana, bob, omaha, procedure


def test_my_mistakes_lists_only_my_own_newest_first_and_replays_the_newest(qtbot, store):
    ana, _bob, omaha, procedure = _mistakes(store)
    screen = _open(qtbot, store, ana)
    view = screen.mistakes
    assert not view.loaded  # My progress opens without reading them
    screen.tabs.setCurrentWidget(view)
    assert screen.tabs.tabText(1) == "My mistakes"
    rows = [view.model.row(r) for r in range(view.model.rowCount())]
    assert [a.item_id for a in rows] == [procedure.item_id, omaha.item_id]  # newest first
    assert {a.trainee_id for a in rows} == {ana.id}  # never Bob's
    assert view.count.text() == "2 wrong answers, newest first"
    assert isinstance(view.replay, ReplayView)  # the instructor area's replay, not a copy
    assert view.replay.question is not None and view.replay.question.item_id == procedure.item_id
    text = view.replay.explanation.toPlainText()
    assert "The engine’s answer" in text and "The trainee’s answer" in text


def test_a_mistake_is_replayed_on_the_table_with_the_right_answer(qtbot, store):
    ana, _bob, omaha, _procedure = _mistakes(store)
    screen = _open(qtbot, store, ana)
    screen.tabs.setCurrentIndex(1)
    view = screen.mistakes
    view.table.selectRow(1)
    assert view.replay.question.item_id == omaha.item_id
    assert view.replay.table.isVisible()  # the table as the trainee saw it, the answer drawn in
    assert "Omaha" in view.replay.heading.text()
    assert "✗" in view.replay.explanation.toPlainText()


def test_the_skill_filter_keeps_one_skills_mistakes(qtbot, store):
    translation.use_language("en")  # English's own plural forms ("1 wrong answer")
    ana, _bob, omaha, _procedure = _mistakes(store)
    screen = _open(qtbot, store, ana)
    screen.tabs.setCurrentIndex(1)
    view = screen.mistakes
    skills = [view.skill_filter.itemData(i) for i in range(view.skill_filter.count())]
    assert skills[0] is None and view.skill_filter.itemText(0) == "All skills"
    assert set(skills[1:]) == {Skill("omaha", "showdown-order"), Skill("thirteen", "procedure")}
    view.skill_filter.setCurrentIndex(skills.index(Skill("omaha", "showdown-order")))
    assert [view.model.row(r).item_id for r in range(view.model.rowCount())] == [omaha.item_id]
    assert view.count.text() == "1 wrong answer, newest first"


def test_no_mistakes_says_so(qtbot, store):
    ana = store.add_trainee("Ana")
    screen = _open(qtbot, store, ana)
    screen.tabs.setCurrentIndex(1)
    assert screen.mistakes.model.rowCount() == 0
    assert "No mistakes" in screen.mistakes.replay.heading.text()
