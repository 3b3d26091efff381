"""The new-instructor form of the People tab by keyboard: Enter goes on down the form and
submits it (issue 17 item 16)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from trainer.gui.instructor.screen import InstructorScreen
from trainer.store import Role


def test_enter_in_the_new_instructors_password_submits(qtbot, store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    screen = InstructorScreen(store, marta)
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    screen.tabs.setCurrentWidget(screen.people_tab)
    screen.activateWindow()
    qtbot.waitUntil(screen.isActiveWindow)
    people = screen.people_tab
    people.own_password.setText("roleta-2025")
    people.new_name.setFocus()
    qtbot.keyClicks(people.new_name, "Rui")
    qtbot.keyClick(people.new_name, Qt.Key.Key_Return)
    assert people.new_password.hasFocus()
    qtbot.keyClicks(people.new_password, "banca-2026")
    qtbot.keyClick(people.new_password, Qt.Key.Key_Return)
    assert people.new_again.hasFocus() and store.find_trainee("Rui") is None  # the repeat first
    qtbot.keyClicks(people.new_again, "banca-2026")
    qtbot.keyClick(people.new_again, Qt.Key.Key_Return)
    assert store.find_trainee("Rui").role == Role.INSTRUCTOR

    # With both typed, Enter in the password field itself submits.
    people.own_password.setText("roleta-2025")  # asked again for every change
    people.new_name.setText("Ho")
    people.new_again.setText("dados-2026")
    people.new_password.setFocus()
    qtbot.keyClicks(people.new_password, "dados-2026")
    qtbot.keyClick(people.new_password, Qt.Key.Key_Return)
    assert store.find_trainee("Ho").role == Role.INSTRUCTOR
    assert "Ho is an instructor now." in people.message.text()
