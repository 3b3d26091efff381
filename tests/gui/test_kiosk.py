"""``trainer --kiosk`` (issue 16 item 3): only an instructor's password closes the app."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from trainer.cli import build_parser
from trainer.gui.kiosk import KioskLock
from trainer.gui.main_window import MainWindow
from trainer.store import Role, Store


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Ok)
    with Store.open(tmp_path / "t.db") as store:
        store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        store.add_trainee("Ana")
        win = MainWindow(store)
        qtbot.addWidget(win)
        lock = KioskLock(win, store)
        win.show()
        yield win, lock


def test_the_candidate_cannot_close_the_window(window, monkeypatch):
    win, lock = window
    monkeypatch.setattr(lock, "ask", lambda: lock.check("ana-guess"))
    assert win.close() is False and win.isVisible()
    monkeypatch.setattr(lock, "ask", lambda: False)  # the password box cancelled
    assert win.close() is False and win.isVisible()


def test_an_instructors_password_closes_it(qtbot, window, monkeypatch):
    win, lock = window
    monkeypatch.setattr(lock, "ask", lambda: lock.check("roleta-2025"))
    win.close()
    qtbot.waitUntil(lambda: not win.isVisible())


def test_the_command_line_has_the_kiosk_switch():
    assert build_parser().parse_args(["--kiosk"]).kiosk
