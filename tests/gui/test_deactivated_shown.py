"""Issue 33 U21: a deactivated person is marked where an instructor reads his figures — the class
table's row and the trainee view's picker and heading — as People marks him, and the marks follow
a deactivation or reactivation made in People without reopening the area."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt

from trainer.gui.instructor.screen import InstructorScreen
from trainer.store import Answer, Role, SessionKind

PW = "roleta-2025"
NOW = datetime.now(UTC)


def answer(store, trainee_id) -> None:
    session = store.start_session(trainee_id, SessionKind.DRILL, now=NOW)
    store.record_answer(session.id, Answer("item-1", "holdem", "winner", {"game": "holdem"}, {}, True, 1.0, 1500),
                        now=NOW)


@pytest.fixture
def screen(qtbot, store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, PW)
    for name in ("Ana", "Bob"):
        answer(store, store.add_trainee(name).id)
    s = InstructorScreen(store, marta)
    qtbot.addWidget(s)
    s.resize(1280, 720)
    with qtbot.waitExposed(s):
        s.show()
    return s


def _class_names(screen) -> list[str]:
    model = screen.class_tab.model
    return [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]


def _toggle(screen, name: str) -> None:
    people = screen.people_tab
    row = next(i for i in range(people.people.count())
               if people.people.item(i).data(Qt.ItemDataRole.UserRole).name == name)
    people.people.setCurrentRow(row)
    people.own_password.setText(PW)
    people.active_button.click()


def test_a_deactivated_trainee_is_marked_in_the_class_and_trainee_views(qtbot, store, screen):
    assert _class_names(screen) == ["Whole class", "Ana", "Bob"]
    trainee = screen.trainee_tab
    _toggle(screen, "Bob")
    assert not store.find_trainee("Bob").active
    assert _class_names(screen) == ["Whole class", "Ana", "Bob — deactivated"]
    model = screen.class_tab.model
    assert model.headerData(2, Qt.Orientation.Vertical, Qt.ItemDataRole.FontRole).italic()
    assert "sign-in is refused" in model.headerData(2, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    assert model.headerData(1, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) is None  # Ana: active

    labels = [trainee.picker.itemText(i) for i in range(trainee.picker.count())]
    assert "Bob — deactivated" in labels and "Ana" in labels
    screen.show_trainee(store.find_trainee("Bob"))
    assert trainee.deactivated.isVisible() and trainee.deactivated.text().startswith("Bob is deactivated")
    screen.show_trainee(store.find_trainee("Ana"))
    assert not trainee.deactivated.isVisible()

    _toggle(screen, "Bob")  # reactivated: no mark left
    assert _class_names(screen) == ["Whole class", "Ana", "Bob"]
    screen.show_trainee(store.find_trainee("Bob"))
    assert trainee.picker.currentText() == "Bob" and not trainee.deactivated.isVisible()


def test_the_mark_is_said_in_portuguese_and_chinese(qtbot, store, screen):
    from trainer.gui import translation

    _toggle(screen, "Bob")
    try:
        for name, said in (("pt", "Bob — conta desativada"), ("zh_Hant", "Bob——已停用")):
            translation.use_language(name)
            screen.retranslate_ui()
            assert said in _class_names(screen)
            screen.show_trainee(store.find_trainee("Bob"))
            assert screen.trainee_tab.picker.currentText() == said
            assert screen.trainee_tab.deactivated.text() and "deactivated" not in screen.trainee_tab.deactivated.text()
    finally:
        translation.use_language("en")
