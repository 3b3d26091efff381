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
    assert f"at least {MIN_LENGTH}" in signin.new_error.text() and store.find_trainee("Marta") is None
    signin.new_password.setText("roleta-2025")
    signin.new_again.setText("roleta-2025")
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


def test_the_head_instructor_signs_another_workstations_key_with_the_school_key(qtbot, tmp_path):
    """Issue 16 item 2, issue 31 item 1: a key from another workstation of the school makes no
    certificate until the head instructor, who holds the school key, signs it (by its fingerprint)."""
    import io

    from trainer.store import CertificateStanding

    with Store.open(tmp_path / "here.db") as here:  # where the school was set up: Marta holds the school key
        marta = here.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        rui_here = here.add_instructor("Paulo", "paulo-pass", by=marta.id, by_password="roleta-2025")
    with Store.memory() as there:  # another workstation of the school: its first instructor, Rui
        rui = there.add_trainee("Rui", Role.INSTRUCTOR, "banca-2026")
        ana = there.add_trainee("Ana")
        exam = there.start_exam(ana.id, {"id": "x"}, seed=1)
        there.sign_exam(exam.id, "start", by=rui.id, by_password="banca-2026")
        there.submit_exam(exam.id, 1.0, True)
        there.sign_exam(exam.id, "result", by=rui.id, by_password="banca-2026")
        out = io.StringIO()
        there.export(out)
    export = tmp_path / "there.jsonl"
    export.write_text(out.getvalue(), encoding="utf-8")
    with Store.open(tmp_path / "here.db") as here:
        here.import_file(export)
        assert here.certificate(exam.id).standing == CertificateStanding.UNTRUSTED
        screen = InstructorScreen(here, here.trainee(rui_here.id))  # not the head: cannot sign for the school
        qtbot.addWidget(screen)
        people = screen.people_tab
        texts = [people.keys.item(i).text() for i in range(people.keys.count())]
        assert any("Rui" in t and "not signed by the school key" in t for t in texts)
        row = next(i for i, t in enumerate(texts) if "Rui" in t)
        people.keys.setCurrentRow(row)
        people.own_password.setText("paulo-pass")
        people.trust_selected()
        assert "head instructor" in people.message.text()
        assert here.certificate(exam.id).standing == CertificateStanding.UNTRUSTED
        screen = InstructorScreen(here, here.trainee(marta.id))
        qtbot.addWidget(screen)
        people = screen.people_tab
        people.keys.setCurrentRow(row)
        people.own_password.setText("a-guess")
        people.trust_selected()
        assert here.certificate(exam.id).standing == CertificateStanding.UNTRUSTED
        people.own_password.setText("roleta-2025")
        people.keys.setCurrentRow(row)
        people.trust_selected()
        assert here.certificate(exam.id).standing == CertificateStanding.CERTIFIED
        texts = [people.keys.item(i).text() for i in range(people.keys.count())]
        assert any("Rui" in t and "signed by the school key" in t and "not" not in t for t in texts)


def test_x1_an_instructor_from_other_records_is_enabled_only_by_an_instructor_here(qtbot, window, store, tmp_path):
    """Attack rows 12 and 19 at the screen: the sign-in list offers him, refuses him whatever is typed
    (no password is set by picking him), and the People tab enables him with the password he chooses."""
    from trainer.store.export import sealed

    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    path = tmp_path / "chief.jsonl"
    path.write_text(sealed([
        {"type": "trainer-results", "version": 2, "exported_at": "2025-01-01T00:00:00.000+00:00"},
        {"type": "trainee", "name": "Chief", "role": "instructor"},
        {"type": "session", "id": "11111111-1111-4111-8111-111111111111", "trainee": "Chief", "kind": "drill",
         "lesson_id": None, "started_at": "2025-01-01T00:00:00.000+00:00", "ended_at": None}]), encoding="utf-8")
    store.import_file(path)
    signin = window.signin
    signin.refresh()
    _pick(signin, "Chief")
    assert "not enabled here" in signin.trainees.currentItem().text()
    signin.password.setText("claimed-1")
    signin.sign_in()
    assert window.stack.currentWidget() is signin and "enables him first" in signin.error.text()
    assert not store.find_trainee("Chief").has_password
    screen = InstructorScreen(store, marta)
    qtbot.addWidget(screen)
    people = screen.people_tab
    row = next(i for i in range(people.people.count()) if "Chief" in people.people.item(i).text())
    assert "not enabled here" in people.people.item(row).text()
    people.people.setCurrentRow(row)
    people.reset_password.setText("chief-pass-1")
    people.own_password.setText("roleta-2025")
    people.enable_selected()
    assert "instructor on this workstation now" in people.message.text()
    signin.refresh()
    _pick(signin, "Chief")
    signin.password.setText("chief-pass-1")
    signin.sign_in()
    assert window.stack.currentWidget() is not signin
