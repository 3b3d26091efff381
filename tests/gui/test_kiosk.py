"""``trainer --kiosk`` (issue 16 item 3): only an instructor's password closes the app — an
instructor of this workstation (issue 31 X1, U1: attack row 48)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from trainer.cli import build_parser
from trainer.gui.home.kiosk import KioskLock, refusal
from trainer.gui.main_window import MainWindow
from trainer.store import Role, Store
from trainer.store.export import sealed

CHIEF = [{"type": "trainer-results", "version": 2, "exported_at": "2025-01-01T00:00:00.000+00:00"},
         {"type": "trainee", "name": "Chief", "role": "instructor"},
         {"type": "session", "id": "11111111-1111-4111-8111-111111111111", "trainee": "Chief", "kind": "drill",
          "lesson_id": None, "started_at": "2025-01-01T00:00:00.000+00:00", "ended_at": None}]


@pytest.fixture
def said(monkeypatch):
    """What the lock's warning boxes say (answered at once)."""
    texts: list[str] = []

    def _exec(box):
        texts.append(box.text())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", _exec)
    return texts


@pytest.fixture
def window(qtbot, tmp_path, said, monkeypatch):
    with Store.open(tmp_path / "t.db") as store:
        store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        store.add_trainee("Ana")
        win = MainWindow(store)
        qtbot.addWidget(win)
        lock = KioskLock(win, store)
        monkeypatch.setattr(lock, "ask", lambda: False)  # no password box left open at the test's end
        win.show()
        yield win, lock


def test_the_candidate_cannot_close_the_window(window, monkeypatch, said):
    win, lock = window
    monkeypatch.setattr(lock, "ask", lambda: lock.check("ana-guess"))
    assert win.close() is False and win.isVisible()
    assert said == ["That is not an instructor's password."]
    monkeypatch.setattr(lock, "ask", lambda: False)  # the password box cancelled
    assert win.close() is False and win.isVisible()


def test_an_instructors_password_closes_it(qtbot, window, monkeypatch):
    win, lock = window
    monkeypatch.setattr(lock, "ask", lambda: lock.check("roleta-2025"))
    win.close()
    qtbot.waitUntil(lambda: not win.isVisible())


def test_row48_an_imported_instructor_claimed_at_sign_in_does_not_close_it(qtbot, window, tmp_path, said):
    """Attack row 48: an instructor who came by import had no password; the first person to pick
    him at sign-in set one, and that password closed the kiosk."""
    win, lock = window
    store = lock.store
    path = tmp_path / "chief.jsonl"
    path.write_text(sealed(CHIEF), encoding="utf-8")
    store.import_file(path)
    signin = win.signin
    signin.refresh()
    row = next(i for i in range(signin.trainees.count())
               if signin.trainees.item(i).data(0x0100).name == "Chief")
    signin.trainees.setCurrentRow(row)
    signin.password.setText("chief-now-1")
    signin.sign_in()
    assert win.stack.currentWidget() is signin and "enables" in signin.error.text()
    assert not store.find_trainee("Chief").has_password
    assert lock.check("chief-now-1") is False and win.isVisible()


def test_a_role_written_into_the_file_does_not_close_it(tmp_path, qtbot, said):
    import sqlite3

    db = tmp_path / "t.db"
    with Store.open(db) as store:
        marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        bob = store.add_trainee("Bob")
        store.set_setting(store.TRAINEE_PASSWORDS, True, by=marta.id, by_password="roleta-2025")
        store.set_password(bob.id, "bobs-pass-1")
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("UPDATE trainees SET role = 'instructor' WHERE name = 'Bob'")
    conn.close()
    with Store.open(db) as store:
        win = MainWindow(store)
        qtbot.addWidget(win)
        lock = KioskLock(win, store)
        closed = lock.check("bobs-pass-1")
        lock.unlocked = True
        win.removeEventFilter(lock)
        assert closed is False and said == ["That is not an instructor's password."]


def test_u1_the_exam_room_refuses_records_without_an_instructor(tmp_path, capsys):
    """U1: on records with no instructor the candidate made himself the first instructor and closed
    the kiosk with that password.  The mode now refuses to start, in one line."""
    from trainer.gui import app

    with Store.open(tmp_path / "empty.db") as store:
        assert refusal(store) is not None
    with Store.open(tmp_path / "imported.db") as store:  # an instructor who came by import is none here
        path = tmp_path / "chief.jsonl"
        path.write_text(sealed(CHIEF), encoding="utf-8")
        store.import_file(path)
        assert refusal(store) is not None
    with Store.open(tmp_path / "room.db") as store:
        store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        assert refusal(store) is None
    assert app.main(str(tmp_path / "empty.db"), kiosk=True) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no instructor" in err[0] and "--kiosk" in err[0]


def test_the_command_line_has_the_kiosk_switch():
    assert build_parser().parse_args(["--kiosk"]).kiosk


def test_u1_n3_in_the_exam_room_the_first_instructor_path_stays_shut(qtbot, window, tmp_path, monkeypatch):
    """N3 opened the first-instructor path to records where no instructor is enabled: in the exam
    room it stays shut even if the records lose their instructor while it runs (here: the pins the
    set-up wrote are gone) — the candidate never makes himself one at the sign-in screen."""
    win, lock = window
    store = lock.store
    assert store.exam_room
    monkeypatch.setenv("TRAINER_CONFIG_DIR", str(tmp_path / "pins-gone"))
    assert store.instructors_here() == set() and not store.needs_first_instructor()
    signin = win.signin
    signin.refresh()
    assert not signin.new_instructor.isVisible()
    signin.new_instructor.setChecked(True)
    signin.new_name.setText("Ana2")
    signin.new_password.setText("anas-pass-1")
    signin.new_again.setText("anas-pass-1")
    signin.create_trainee()
    assert store.find_trainee("Ana2").role == Role.TRAINEE and store.instructors_here() == set()
