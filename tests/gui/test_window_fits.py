"""The window opens within the screen's available room (issue 17 item 12): on a screen
smaller than its preferred 1440x900 it opens maximized, so Submit and End are never
off-screen; the size is remembered per screen, and a remembered size that no longer
fits is not used."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings

from trainer.gui import main_window as mw
from trainer.gui.main_window import MainWindow
from trainer.store import Store


class FakeScreen:
    def __init__(self, width: int, height: int) -> None:
        self.room = QRect(0, 0, width, height)

    def availableGeometry(self) -> QRect:
        return self.room

    def name(self) -> str:
        return f"screen-{self.room.width()}x{self.room.height()}"


@pytest.fixture
def window(qtbot, tmp_path):
    with Store.open(tmp_path / "t.db") as store:  # QSettings: the test's own (tests/gui/conftest.py)
        win = MainWindow(store)
        qtbot.addWidget(win)
        yield win


def test_a_small_screen_opens_the_window_maximized(window, monkeypatch):
    monkeypatch.setattr(window, "screen", lambda: FakeScreen(1280, 720))
    window.show_fitted()
    assert window.isMaximized()


def test_a_large_screen_gets_the_preferred_size_inside_it(window, monkeypatch):
    screen = FakeScreen(1920, 1080)
    monkeypatch.setattr(window, "screen", lambda: screen)
    window.show_fitted()
    assert not window.isMaximized()
    assert (window.width(), window.height()) == mw.PREFERRED_SIZE


def test_the_size_is_remembered_per_screen_and_used_only_if_it_fits(window, monkeypatch):
    big = FakeScreen(2560, 1440)
    monkeypatch.setattr(window, "screen", lambda: big)
    window.resize(2000, 1200)
    window.close()
    assert QSettings().value(f"{mw.GEOMETRY_KEY}/{big.name()}") is not None
    assert QSettings().value(f"{mw.GEOMETRY_KEY}/screen-1280x720") is None
    small = FakeScreen(1280, 720)
    monkeypatch.setattr(window, "screen", lambda: small)
    window.show_fitted()
    assert window.isMaximized()  # nothing remembered for this screen: it fits the room
