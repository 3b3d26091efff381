"""When the records will not take a write (another program holds the database, a full
disk): nothing is graded or submitted that was not recorded, the answer stays on screen,
the trainee is told in one line, and the same key saves it once the records take it."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from trainer.gui.exam import ExamScreen
from trainer.store import Store, StoreWriteError
from trainer.training.exam import shipped_exams

from .drill_play import answer_by_keyboard, lesson_on_screen


@pytest.fixture(autouse=True)
def short_wait(monkeypatch):
    """The store waits 10 s for a lock; here a twentieth of a second."""
    monkeypatch.setattr("trainer.store.db.BUSY_TIMEOUT_S", 0.05)


@contextmanager
def locked(db: Path) -> Iterator[None]:
    """Another program writing to the database: the store can read but not write."""
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_the_store_says_a_write_failed_in_one_line_and_keeps_nothing_of_it(tmp_path):
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        with locked(db), pytest.raises(StoreWriteError) as failed:
            store.add_trainee("Ana")
        assert "could not be written" in str(failed.value) and "locked" in str(failed.value)
        assert "\n" not in str(failed.value)
        assert store.find_trainee("Ana") is None
        store.add_trainee("Ana")  # the lock gone, the same write goes through
        assert store.find_trainee("Ana") is not None


def test_a_drill_answer_the_records_refuse_stays_on_screen_and_enter_saves_it(qtbot, tmp_path):
    db = tmp_path / "t.db"
    with lesson_on_screen(qtbot, db, "holdem-showdown-order", limit=2) as p:
        q = p.questions[0]
        answer_by_keyboard(p, q)
        with locked(db):
            p.submit_by_key()
            assert p.screen.error.isVisible() and "could not be saved" in p.screen.error.text()
            assert not p.answered() and not p.screen.explanation.isVisible()  # not graded
            assert p.panel.answer() == q.answer  # the answer as given, still there
        assert p.attempts() == []
        p.submit_by_key()  # the same key, once the records take it
        assert p.answered() and not p.screen.error.isVisible()
        assert [a.answer for a in p.attempts()] == [q.answer]


def test_an_exam_answer_the_records_refuse_is_kept_on_screen_and_saved_later(qtbot, tmp_path):
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        definition = min((d for d in shipped_exams() if not d.hands), key=lambda d: d.items)
        screen = ExamScreen(store, store.add_trainee("Ana"), definitions=(definition,))
        qtbot.addWidget(screen)
        screen.resize(1280, 800)
        screen.show()
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
        qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
        screen.confirm.button(QMessageBox.StandardButton.Yes).click()
        session, page = screen.session, screen.item_page
        procedure = next(i for i, item in enumerate(session.items) if item.task == "procedure")
        page.go(procedure)
        with locked(db):
            qtbot.keyClick(page.panel, Qt.Key.Key_2)  # choice 2
            page.save_and_next()  # Enter
            assert session.index == procedure  # the item is not left
            assert page.dirty and "Not saved yet" in page.save_status.text()
            page.next_item()
            assert session.index == procedure
            screen.ask_submit()
            assert screen.confirm is None  # no submission offered over an unsaved answer
        qtbot.waitUntil(lambda: not page.dirty, timeout=3000)  # the autosave tries again
        assert session.answer_of(procedure) == {"choice": 1}
        assert "Answer saved at" in page.save_status.text()
        with locked(db):
            screen._submit()
            assert not session.submitted and "could not be submitted" in page.save_status.text()
        screen._submit()
        assert session.submitted
        screen.close()
