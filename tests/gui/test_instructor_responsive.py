"""The instructor area answers clicks while it works (issue 33 item 7, audit U16): a replay
superseded by a newer selection is dropped — the replay shown always matches the highlighted
row — and a tab bar click is taken at the first click, even while a tab's work goes on.

No wall clock here: how fast is a bench row (``trainer bench --gui``, instructor area)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from trainer.curriculum.generate import generate
from trainer.gui.instructor import library_tab, replay
from trainer.gui.instructor.screen import CLASS, LIBRARY, PEOPLE, TRAINEE, InstructorScreen
from trainer.store import Role, SessionKind, Store
from trainer.training.drill import Drill


class Clock:
    t = 100.0

    def __call__(self) -> float:
        self.t += 3.0
        return self.t


@pytest.fixture
def store():
    with Store.memory() as s:
        yield s


@pytest.fixture
def boss(store):
    return store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")


def _two_mistakes(store, trainee):
    """Two wrong answers on real tables of different games: (newest, older) as the list shows them."""
    questions = [generate("holdem", "pot-split", 1, 11, {"side_pots": 1})[0],
                 generate("stud", "first-to-act", 1, 7)[0]]
    drill = Drill(store, trainee.id, questions, SessionKind.DRILL, clock=Clock())
    for _ in questions:
        drill.begin()
        drill.submit({})
        drill.advance()
    return store.recent_mistakes(trainee.id, 2)


def _open(qtbot, store, boss, **kwargs) -> InstructorScreen:
    screen = InstructorScreen(store, boss, **kwargs)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    with qtbot.waitExposed(screen):
        screen.show()
    return screen


def _click_row(view, row: int) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.visualRect(view.model().index(row, 1)).center())


def _click_tab(tabs, index: int) -> None:
    bar = tabs.tabBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, bar.tabRect(index).center())


def test_a_replay_superseded_by_a_newer_selection_never_appears(qtbot, store, boss, monkeypatch):
    ana = store.add_trainee("Ana")
    newest, older = _two_mistakes(store, ana)
    screen = _open(qtbot, store, boss)
    screen.show_trainee(ana)
    tab = screen.trainee_tab
    tab.pages.setCurrentIndex(1)
    qtbot.waitUntil(lambda: not tab.words_pending())
    # A's replay is held while it is worked out, as on a machine busy elsewhere.
    started, release = threading.Event(), threading.Event()
    prepare = replay.prepare_attempt

    def slow_for_a(attempt, *args):
        if attempt.id == newest.id:
            started.set()
            release.wait(30)
        return prepare(attempt, *args)

    monkeypatch.setattr(replay, "prepare_attempt", slow_for_a)
    shown = []
    tab.replay.replayed.connect(shown.append)

    _click_row(tab.mistakes, 0)  # row A: its replay starts being worked out
    assert started.wait(10)
    assert tab.replay_pending()
    _click_row(tab.mistakes, 1)  # row B, while A is still loading
    selected = [i.row() for i in tab.mistakes.selectionModel().selectedRows()]
    assert selected == [1]
    # At once: B's heading, and nothing of A on the table.
    assert tab.replay.heading.text() == tab._heading(older)
    assert tab.replay.question is None and tab.replay.table.occupied_seats() == []
    release.set()
    qtbot.waitUntil(lambda: not tab.replay_pending())
    # B's result is in, so A's came back before it (one worker takes the work in order and
    # queues each result to this thread in order): had A's been kept, it would be drawn now
    assert shown == [older]  # A's replay never drawn, not even for a moment
    assert tab.replay.attempt == older
    assert tab.replay.question is not None and tab.replay.question.item_id == older.item_id
    assert tab.replay.heading.text() == tab._heading(older)
    seats = {s["seat"] for s in older.scenario["seats"]}
    assert set(tab.replay.table.occupied_seats()) == seats  # B's table, as highlighted
    assert [i.row() for i in tab.mistakes.selectionModel().selectedRows()] == [1]
    # Picking A again now shows A: nothing was left behind.
    _click_row(tab.mistakes, 0)
    qtbot.waitUntil(lambda: not tab.replay_pending())
    assert shown == [older, newest] and tab.replay.attempt == newest


def test_the_tab_bar_takes_the_first_click_while_a_tab_works(qtbot, store, boss, monkeypatch, tmp_path):
    store.add_trainee("Ana")
    (tmp_path / "holdem").mkdir()
    from trainer.training import sources

    shipped = next(i.path for i in sources.lesson_index() if i.game == "holdem")
    (tmp_path / "holdem" / "one.yaml").write_text(Path(shipped).read_text(encoding="utf-8"), encoding="utf-8")
    checking, release = threading.Event(), threading.Event()
    check = library_tab.check_folder

    def slow_check(folder, fresh=False):
        checking.set()
        release.wait(30)
        return check(folder, fresh)

    monkeypatch.setattr(library_tab, "check_folder", slow_check)
    screen = _open(qtbot, store, boss, lessons_folder=tmp_path)
    tabs = screen.tabs
    assert tabs.currentIndex() == CLASS
    assert all(tabs.built(i) is None for i in (TRAINEE, LIBRARY, PEOPLE))  # opening builds the class tab only

    _click_tab(tabs, LIBRARY)  # one click: the library is in front, its files being checked
    assert tabs.currentIndex() == LIBRARY
    qtbot.waitUntil(lambda: tabs.built(LIBRARY) is not None)
    library = screen.library_tab
    qtbot.waitUntil(checking.is_set)
    assert library.pending()
    assert library.isVisible() and "Checking" in library.summary.text()
    _click_tab(tabs, PEOPLE)  # taken at once, the check still going on
    assert tabs.currentIndex() == PEOPLE
    qtbot.waitUntil(lambda: tabs.built(PEOPLE) is not None)
    assert screen.people_tab.isVisible()
    release.set()
    qtbot.waitUntil(lambda: not library.pending())
    assert tabs.currentIndex() == PEOPLE  # the check ending takes nobody back
    assert library.tree.topLevelItemCount() == 1 and "Lessons: 1, with problems: 0" in library.summary.text()

    _click_tab(tabs, TRAINEE)  # a tab built on its first showing: one click shows it, then fills it
    assert tabs.currentIndex() == TRAINEE
    qtbot.waitUntil(lambda: tabs.built(TRAINEE) is not None)
    assert screen.trainee_tab.picker.currentText() == "Ana"
    assert not screen.grab().isNull()
