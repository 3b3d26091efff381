"""Screenshots of Help, My mistakes and People (issue 33 U21) in English, Chinese and Portuguese,
at 1280x720.  Not collected with the suite (no ``test_`` prefix); run it on purpose::

    SHOTS_DIR=/tmp/shots-school QT_QPA_PLATFORM=offscreen python -m pytest -n 0 tests/gui/school_shots.py

PNGs: ``{language}-{help,mistakes,people}.png``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from trainer.gui.main_window import MainWindow
from trainer.store import Role, SessionKind
from trainer.training import sources

from .shots import themed_fixture  # noqa: F401 (a fixture)
from .test_instructor_mistakes import _answer_wrong

SIZE = (1280, 720)


@pytest.mark.parametrize("language", ["en", "zh_Hant", "pt"])
def test_school_screens(qtbot, store, language):
    out = Path(os.environ.get("SHOTS_DIR", "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    win.set_language(language)
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    ana = store.add_trainee("Ana")
    bob = store.add_trainee("Bob")
    store.rename_person(ana.id, "Ana Lee", by=marta.id, by_password="roleta-2025")
    store.deactivate(bob.id, by=marta.id, by_password="roleta-2025")
    omaha = [q for q in sources.free_drill("omaha", "showdown-order", 6, seed=5) if len(q.answer["order"]) > 1][:2]
    _answer_wrong(store, ana, omaha, SessionKind.DRILL)
    _answer_wrong(store, ana, sources.free_drill("thirteen", "procedure", 1, seed=2), SessionKind.DRILL)

    win.show_home(store.trainee(ana.id))
    win.show_help()
    win.help.resize(900, 680)
    qtbot.waitExposed(win.help)
    win.help.grab().save(str(out / f"{language}-help.png"))
    win.help.close()

    win.open_screen("progress")
    win.extra.tabs.setCurrentIndex(1)
    win.extra.mistakes.table.selectRow(1)
    qtbot.wait(50)
    win.grab().save(str(out / f"{language}-mistakes.png"))

    win.show_home(store.trainee(marta.id))
    win.open_screen("instructor")
    screen = win.extra
    screen.tabs.setCurrentWidget(screen.people_tab)
    people = screen.people_tab
    row = next(i for i in range(people.people.count())
               if people.people.item(i).data(Qt.ItemDataRole.UserRole).name == "Bob")
    people.people.setCurrentRow(row)
    qtbot.wait(50)
    win.grab().save(str(out / f"{language}-people.png"))
    win.sign_out()
    win.grab().save(str(out / f"{language}-signin.png"))
