"""The first instructor, made at sign-in (issue 31 item 2, U9): only on records with nobody in them;
the password typed twice; Enter goes down the form and submits it; errors said under the fields.
He sets the school up: the school key is made, sealed under his password, and pinned."""

from __future__ import annotations

from PySide6.QtCore import Qt

from trainer.store import Role
from trainer.store.school_key import pinned


def _form(signin, qtbot, name, password, again):
    signin.new_instructor.setChecked(True)
    signin.new_name.setFocus()
    qtbot.keyClicks(signin.new_name, name)
    qtbot.keyClick(signin.new_name, Qt.Key.Key_Return)
    assert signin.new_password.hasFocus()
    qtbot.keyClicks(signin.new_password, password)
    qtbot.keyClick(signin.new_password, Qt.Key.Key_Return)
    assert signin.new_again.hasFocus()
    qtbot.keyClicks(signin.new_again, again)
    qtbot.keyClick(signin.new_again, Qt.Key.Key_Return)


def test_u9_the_password_twice_and_enter_submits(qtbot, window, store):
    signin = window.signin
    window.show()
    assert signin.new_instructor.isVisible() and signin.new_again.isVisible() is False
    signin.new_instructor.setChecked(True)
    assert signin.new_again.isVisible()
    _form(signin, qtbot, "Marta", "roleta-2025", "roleta-2052")
    assert store.find_trainee("Marta") is None
    assert signin.new_error.isVisible() and "differ" in signin.new_error.text()
    assert signin.new_box.isAncestorOf(signin.new_error)  # next to the fields, not at the window's foot
    assert signin.new_again.hasFocus()
    signin.new_again.clear()
    qtbot.keyClicks(signin.new_again, "roleta-2025")
    qtbot.keyClick(signin.new_again, Qt.Key.Key_Return)
    marta = store.find_trainee("Marta")
    assert marta.role == Role.INSTRUCTOR and window.stack.currentWidget() is not signin
    school = store.school_key()
    assert school is not None and pinned() == school.key_id  # the school is set up, its key pinned


def _try_first_instructor(signin, name):
    signin.new_instructor.setChecked(True)  # even ticked behind the screen's back
    signin.new_name.setText(name)
    signin.new_password.setText("eves-pass-1")
    signin.new_again.setText("eves-pass-1")
    signin.create_trainee()


def test_n3_the_first_instructor_path_is_gone_once_an_instructor_is_set_up_here(qtbot, window, store):
    """N3: trainees in the records do not shut the path (a workstation that synced first still
    gets its first instructor); the first instructor made, nobody else becomes one at sign-in."""
    store.add_trainee("Ana")
    signin = window.signin
    signin.refresh()
    assert signin.new_instructor.isVisible()
    store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    signin.refresh()
    assert not signin.new_instructor.isVisible()
    _try_first_instructor(signin, "Eve")
    assert store.find_trainee("Eve").role == Role.TRAINEE


def test_u1_the_exam_room_never_offers_the_first_instructor(qtbot, window, store):
    """U1, N3: in the exam-room mode (``trainer --kiosk`` sets ``store.exam_room``) the candidate
    cannot make himself an instructor, even on records where nobody is one yet."""
    store.add_trainee("Ana")
    store.exam_room = True
    signin = window.signin
    signin.refresh()
    assert not signin.new_instructor.isVisible()
    _try_first_instructor(signin, "Eve")
    assert store.find_trainee("Eve").role == Role.TRAINEE and store.instructors_here() == set()
