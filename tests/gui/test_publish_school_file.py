"""The library's Publish button: an instructor's password signs a school file for every workstation
(issue 35 item 4); a wrong password or a file outside the school folder publishes nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from trainer.gui.common import prefs
from trainer.gui.instructor.library_tab import LibraryTab
from trainer.resources import lessons_dir
from trainer.store import Role

LESSON = (Path(lessons_dir()) / "holdem" / "count-stack.yaml").read_text(encoding="utf-8").replace(
    "id: holdem-count-stack", "id: school-stacks")


def _library(qtbot, store, folder, path, monkeypatch, typed):
    prefs.set_school_lessons_folder(store, folder)
    library = LibraryTab()
    qtbot.addWidget(library)
    library.edit_buttons.store = store
    monkeypatch.setattr(library.edit_buttons, "current_lesson_path", lambda: path)
    monkeypatch.setattr("trainer.gui.instructor.library_edit.QInputDialog.getText",
                        lambda *_args: (typed, True))
    return library


def outbox(store) -> list[tuple]:
    return store.db.execute("SELECT name, sha256 FROM school_files_out").fetchall()


def test_an_instructor_publishes_a_school_lesson_with_his_password(qtbot, store, tmp_path, monkeypatch):
    store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    folder = tmp_path / "school"
    path = folder / "holdem" / "stacks.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(LESSON, encoding="utf-8")
    (folder / "holdem" / "stacks.translations.yaml").write_text(  # its translations go with it
        "- en: \"Hold'em: count the stack\"\n  pt: \"Hold'em: contar a pilha\"\n", encoding="utf-8")
    library = _library(qtbot, store, folder, path, monkeypatch, "roleta-2025")
    button = library.findChild(QPushButton, "publish_lesson")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    published = dict(outbox(store))
    assert set(published) == {"holdem/stacks.yaml", "holdem/stacks.translations.yaml"}
    assert published["holdem/stacks.yaml"][:16] in library.preview.explanation.toPlainText()


def test_a_wrong_password_or_a_file_outside_the_folder_publishes_nothing(qtbot, store, tmp_path, monkeypatch):
    store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    folder = tmp_path / "school"
    path = folder / "holdem" / "stacks.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(LESSON, encoding="utf-8")
    library = _library(qtbot, store, folder, path, monkeypatch, "guess")
    assert not library.edit_buttons.publish_current()
    assert "not an instructor's password" in library.preview.explanation.toPlainText() and outbox(store) == []
    shipped = Path(lessons_dir()) / "holdem" / "count-stack.yaml"
    monkeypatch.setattr(library.edit_buttons, "current_lesson_path", lambda: shipped)
    assert not library.edit_buttons.publish_current("roleta-2025")
    assert "not in the school folder" in library.preview.explanation.toPlainText() and outbox(store) == []
