"""Fixtures for the GUI tests: scenario files and a table view of a given size."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

DATA = Path(__file__).parent / "data"
GAME_FILES = {
    "holdem": "holdem.yaml", "omaha": "omaha.yaml", "sintetico": "sintetico.yaml",
    "omaha-macau": "omaha_macau.yaml", "stud": "stud.yaml", "thirteen": "thirteen.yaml",
    "qpoker": "qpoker.yaml",
}
# Hands given by their betting (issue 18): load("betting-holdem-pot") and so on.
BETTING_FILES = {p.stem.replace("_", "-"): p.name for p in sorted(DATA.glob("betting_*.yaml"))}
SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]


def load(game: str) -> dict[str, Any]:
    name = GAME_FILES.get(game) or BETTING_FILES[game]
    return yaml.safe_load((DATA / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="session", autouse=True)
def style_sheet(qapp):
    """The app's style sheet, as ``trainer`` loads it: the sizes and colours the tests measure."""
    from trainer.gui.style import load_style_sheet

    load_style_sheet(qapp)


@pytest.fixture(autouse=True)
def _shipped_lessons_checked_once(monkeypatch):
    """The library tab's check of a shipped lesson file is the worker's one check of it
    (tests/shipped.py: ``check_lesson``'s own result, made once): each ``LibraryTab.load()`` of
    the shipped folder checked the whole curriculum again, ~15 s of a worker each time (issue 34
    item 7).  Any other file (a school folder, a test's own) is checked by ``check_lesson``."""
    from trainer.gui.instructor import library_tab

    from .. import shipped

    monkeypatch.setattr(library_tab, "check_lesson", shipped.checked)


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path):
    """Every GUI test gets its own QSettings (the last trainee, window geometry...)."""
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().clear()
    yield
    QSettings().clear()


@pytest.fixture
def scenario() -> Callable[[str], dict[str, Any]]:
    return load


@pytest.fixture
def table(qtbot):
    """Make a shown TableView of ``size``: ``table(size=(1280, 720), four_colour=False)``."""
    from trainer.gui.table import TableView

    def _make(size: tuple[int, int] = (1280, 720), **kwargs: Any) -> TableView:
        view = TableView(**kwargs)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        return view

    return _make


@pytest.fixture
def store(tmp_path):
    """The records of one test, on disk (a module may define its own ``store``)."""
    from trainer.store import Store

    with Store.open(tmp_path / "t.db") as s:
        yield s


@pytest.fixture
def window(qtbot, store):
    """The app's main window on ``store``, shown at 1280x720, at the sign-in screen."""
    from trainer.gui.main_window import MainWindow

    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    return win
