"""Who may be an instructor, as a user meets it (issue 16 item 1): the sign-in screen
makes only the first instructor; later ones come from the instructor area's People
tab, with the signed-in instructor's own password; trainees' passwords if the school
wants them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.gui.instructor.screen import InstructorScreen
from trainer.store import Role, Store
from trainer.store.passwords import MIN_LENGTH


def _pick(signin, name):
    row = next(i for i in range(signin.trainees.count())
               if signin.trainees.item(i).data(Qt.ItemDataRole.UserRole).name == name)
    signin.trainees.setCurrentRow(row)


def test_sign_in_creates_the_first_instructor_only(qtbot, window, store):
    signin = window.signin
    assert signin.new_instructor.isVisible()  # first run: nobody is an instructor yet
    signin.new_name.setText("Marta")
    signin.new_instructor.setChecked(True)
    signin.new_password.setText("abc")  # the GUI once took 4 characters, then crashed in the store
    signin.create_trainee()
    assert f"at least {MIN_LENGTH}" in signin.error.text() and store.find_trainee("Marta") is None
    signin.new_password.setText("roleta-2025")
    signin.create_trainee()
    assert store.find_trainee("Marta").role == Role.INSTRUCTOR
    window.sign_out()
    assert not signin.new_instructor.isVisible()  # the tick box is gone for good
    signin.new_instructor.setChecked(True)  # even ticked behind the screen's back
    signin.new_name.setText("Eve")
    signin.new_password.setText("i-want-in")
    signin.create_trainee()
    assert store.find_trainee("Eve").role == Role.TRAINEE


def test_the_people_tab_makes_instructors_with_the_signed_in_instructors_password(qtbot, store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    screen = InstructorScreen(store, marta)
    qtbot.addWidget(screen)
    people = screen.people_tab
    people.new_name.setText("Rui")
    people.new_password.setText("banca-2026")
    people.new_again.setText("banca-2026")
    people.own_password.setText("a-guess")
    people.create_instructor()
    assert store.find_trainee("Rui") is None and "instructor's password" in people.message.text()
    people.own_password.setText("roleta-2025")
    people.create_instructor()
    assert store.find_trainee("Rui").role == Role.INSTRUCTOR
    assert any("Rui — instructor" in people.people.item(i).text() for i in range(people.people.count()))


def test_a_trainee_cannot_open_the_people_tab(qtbot, store):
    ana = store.add_trainee("Ana")
    with pytest.raises(PermissionError):
        InstructorScreen(store, ana)


def test_trainee_passwords_turned_on_are_chosen_at_first_sign_in_then_asked(qtbot, window, store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    store.add_trainee("Ana")
    store.set_setting(store.TRAINEE_PASSWORDS, True, by=marta.id, by_password="roleta-2025")
    signin = window.signin
    signin.refresh()
    _pick(signin, "Ana")
    assert signin.password.isVisible()
    signin.sign_in()
    assert window.stack.currentWidget() is signin and "password" in signin.error.text()
    signin.password.setText("ana-pin-77")
    signin.sign_in()  # first time: this becomes her password
    assert window.stack.currentWidget() is window.home
    window.sign_out()
    _pick(signin, "Ana")
    signin.password.setText("wrong-pin")
    signin.sign_in()
    assert window.stack.currentWidget() is signin and "Wrong password" in signin.error.text()
    signin.password.setText("ana-pin-77")
    signin.sign_in()
    assert window.stack.currentWidget() is window.home


def test_an_instructor_accepts_another_workstations_key_by_its_fingerprint(qtbot, tmp_path):
    """Issue 16 item 2: an imported key signs nothing here until an instructor accepts it."""
    import io

    from trainer.store import CertificateStanding

    with Store.memory() as there:
        marta = there.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        ana = there.add_trainee("Ana")
        exam = there.start_exam(ana.id, {"id": "x"}, seed=1)
        there.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
        there.submit_exam(exam.id, 1.0, True)
        there.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
        out = io.StringIO()
        there.export(out)
    export = tmp_path / "there.jsonl"
    export.write_text(out.getvalue(), encoding="utf-8")
    with Store.open(tmp_path / "here.db") as here:
        rui = here.add_trainee("Rui", Role.INSTRUCTOR, "banca-2026")
        here.import_file(export)
        assert here.certificate(exam.id).standing == CertificateStanding.UNTRUSTED
        screen = InstructorScreen(here, rui)
        qtbot.addWidget(screen)
        people = screen.people_tab
        texts = [people.keys.item(i).text() for i in range(people.keys.count())]
        assert any("Marta" in t and "not accepted" in t for t in texts)
        row = next(i for i, t in enumerate(texts) if "Marta" in t)
        people.keys.setCurrentRow(row)
        people.own_password.setText("a-guess")
        people.trust_selected()
        assert here.certificate(exam.id).standing == CertificateStanding.UNTRUSTED
        people.own_password.setText("banca-2026")
        people.keys.setCurrentRow(row)
        people.trust_selected()
        assert here.certificate(exam.id).standing == CertificateStanding.CERTIFIED
