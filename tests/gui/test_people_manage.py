"""People (issue 33 U21), as an instructor meets it: rename, deactivate and reactivate the person
picked, reset a trainee's password; and the sign-in screen, which offers no deactivated person
and refuses him with a clear line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.gui.instructor.screen import InstructorScreen
from trainer.store import Role

PW = "roleta-2025"


@pytest.fixture
def people(qtbot, store):
    """Marta's People tab, with trainees Ana and Bob (the screen kept alive: the tab is its child)."""
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, PW)
    store.add_trainee("Ana")
    store.add_trainee("Bob")
    screen = InstructorScreen(store, marta)
    qtbot.addWidget(screen)
    yield screen.people_tab


def _pick(people, name):
    row = next(i for i in range(people.people.count())
               if people.people.item(i).data(Qt.ItemDataRole.UserRole).name == name)
    people.people.setCurrentRow(row)


def _names(signin):
    return [signin.trainees.item(i).data(Qt.ItemDataRole.UserRole).name for i in range(signin.trainees.count())]


def test_rename_the_person_picked_with_the_instructors_password(qtbot, window, store, people):
    _pick(people, "Ana")
    assert people.rename_field.text() == "Ana"
    people.rename_field.setText("Ana Lee")
    people.rename_selected()  # no password typed: refused, nothing changed
    assert store.find_trainee("Ana").name == "Ana" and "password" in people.message.text()
    people.own_password.setText(PW)
    qtbot.keyClick(people.rename_field, Qt.Key.Key_Return)
    assert "Ana is shown as Ana Lee now." in people.message.text()
    assert people.people.currentItem().text() == "Ana Lee — trainee" and people.own_password.text() == ""
    window.signin.refresh()
    assert "Ana Lee" in _names(window.signin)
    _pick(people, "Bob")
    people.rename_field.setText("Ana Lee")
    people.own_password.setText(PW)
    people.rename_selected()
    assert "looks the same" in people.message.text() and store.find_trainee("Bob").name == "Bob"


def test_deactivate_hides_from_sign_in_refuses_and_reactivate_brings_back(qtbot, window, store, people):
    _pick(people, "Bob")
    assert people.active_button.text().startswith("Deactivate")
    people.own_password.setText(PW)
    people.active_button.click()
    assert "Bob is deactivated" in people.message.text()
    assert people.people.currentItem().text() == "Bob — deactivated"
    assert people.active_button.text().startswith("Reactivate")
    signin = window.signin
    signin.refresh()
    assert "Bob" not in _names(signin) and "Ana" in _names(signin)
    signin.new_name.setText("Bob")  # his name typed as a new trainee
    signin.create_trainee()
    assert "Bob is deactivated on this workstation" in signin.new_error.text()
    assert [t.name for t in store.trainees()].count("Bob") == 1
    people.own_password.setText(PW)
    people.active_button.click()
    assert "Bob may sign in again." in people.message.text()
    signin.refresh()
    assert "Bob" in _names(signin)


def test_a_sign_in_list_older_than_the_deactivation_is_refused(qtbot, window, store, people):
    signin = window.signin
    signin.refresh()
    row = _names(signin).index("Ana")
    signin.trainees.setCurrentRow(row)
    _pick(people, "Ana")
    people.own_password.setText(PW)
    people.active_button.click()
    signin.sign_in()
    assert window.stack.currentWidget() is signin
    assert "Ana is deactivated on this workstation: an instructor reactivates him" in signin.error.text()


def test_the_last_instructor_is_not_deactivated(store, people):
    _pick(people, "Marta")
    people.own_password.setText(PW)
    people.active_button.click()
    assert "last active instructor" in people.message.text()
    assert store.find_trainee("Marta").active


def test_reset_a_trainees_password_but_never_an_instructors(store, people):
    _pick(people, "Ana")
    people.reset_password.setText("ana-new-1")
    people.own_password.setText(PW)
    people.reset_selected()
    assert "Ana's password is set." in people.message.text()
    assert store.verify_password(store.find_trainee("Ana").id, "ana-new-1")
    _pick(people, "Marta")
    people.reset_password.setText("taken-over-1")
    people.own_password.setText(PW)
    people.reset_selected()
    assert "seals his signing key" in people.message.text()
    assert store.require_instructor(store.find_trainee("Marta").id, PW)


def test_the_stores_refusals_are_said_in_the_language_in_use(qtbot, store, people):
    from trainer.gui import translation

    try:
        translation.use_language("pt")
        people.retranslate_ui()
        _pick(people, "Marta")
        people.own_password.setText(PW)
        people.active_button.click()
        assert "último instrutor ativo" in people.message.text()
        _pick(people, "Ana")
        people.rename_field.setText("Bob")
        people.rename_selected()  # no password typed
        assert "palavra-passe" in people.message.text() and "instructor" not in people.message.text()
    finally:
        translation.use_language("en")
