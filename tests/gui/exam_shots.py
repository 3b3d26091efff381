"""Screenshots of the exam's item page (issue 34 item 2, the exam made a configuration of the
question screen): a plain exam and one of whole hands, at 1280x720, in English and Portuguese.
Not collected with the suite (no ``test_`` prefix); run it on purpose, before and after a change
to the page, and compare the pictures::

    SHOTS_DIR=/tmp/exam_shots/before QT_QPA_PLATFORM=offscreen python -m pytest -n 0 tests/gui/exam_shots.py

PNGs: ``{exam}-{language}-{n}-{state}.png``: the first item, an answer saved, the next item, a
hand's step refused and one locked (the hands exam), an answer the records refused, the result.
The clock stands still and the seed is fixed, so two runs of the same code give the same pixels.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from trainer.gui import translation
from trainer.gui.exam import ExamScreen
from trainer.store import Store, StoreError

from . import test_exam_hands
from .shots import shots_dir_fixture, themed_fixture  # noqa: F401 (fixtures)
from .test_exam_item_page_run import EXAMS, seeded_exam

SIZE = (1280, 720)
T0 = datetime(2025, 5, 6, 9, 0, tzinfo=UTC)


def _still() -> datetime:
    return T0  # the countdown and "saved at" the same in every run


@pytest.mark.parametrize("language", ["en", "pt"])
@pytest.mark.parametrize("exam", sorted(EXAMS))
def test_exam_shots(qtbot, tmp_path, shots_dir, monkeypatch, exam, language):
    definition = seeded_exam(monkeypatch, exam)
    translation.use_language(language)
    keys = test_exam_hands.Keys
    with Store.open(tmp_path / "t.db") as store:
        screen = ExamScreen(store, store.add_trainee("Ana"), definitions=(definition,), clock=_still)
        qtbot.addWidget(screen)
        screen.resize(*SIZE)
        screen.show()
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow)
        you = keys(qtbot, screen)

        def shot(name: str) -> None:
            screen.item_page.autosave.stop()
            qtbot.wait(150)
            assert screen.grab().save(str(shots_dir / f"{exam}-{language}-{name}.png"))

        qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
        qtbot.mouseClick(screen.confirm.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
        session = screen.session
        assert session is not None
        shot("1-first")
        you.answer(session.items[0].question)
        screen.item_page.save_current(force=True)
        assert session.is_answered(0)
        shot("2-saved")
        you.enter()  # save and go on
        assert session.index == 1
        shot("3-next")
        if exam == "hands":
            you.keys(Qt.Key.Key_PageDown)  # the next step is not open yet
            assert session.index == 1 and screen.item_page.step_note.isVisible()
            shot("4-refused")
            you.answer(session.current.question)
            you.enter()
            you.keys(Qt.Key.Key_PageUp)  # back to a step whose next was shown
            assert session.index == 1 and session.step_locked(1)
            shot("5-locked")
            you.keys(Qt.Key.Key_PageDown)

        def refused(*_args, **_kwargs):
            raise StoreError("database is locked")

        with monkeypatch.context() as m:
            m.setattr(store, "record_exam_answer", refused)
            index = session.index
            you.answer(session.current.question)
            you.enter()
            assert session.index == index and screen.item_page.dirty
            shot("6-not-saved")
        screen.item_page.autosave.stop()
        screen._submit()
        assert session.submitted
        qtbot.wait(150)
        assert screen.grab().save(str(shots_dir / f"{exam}-{language}-7-result.png"))
        screen.close()
    translation.use_language("en")
