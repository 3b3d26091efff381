"""U20: the export, import and PDF dialogs open in the user's documents folder — made when a
fresh account has none yet (a dialog given a missing folder opens in the working folder)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from trainer.gui.common.files import documents_folder
from trainer.gui.instructor.results_tab import ResultsTab
from trainer.store import Role, Store


@pytest.fixture
def fresh_home(tmp_path, monkeypatch):
    """An account with no Documents folder yet, the program run from elsewhere."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    work = tmp_path / "checkout"
    work.mkdir()
    monkeypatch.chdir(work)
    assert not (home / "Documents").exists()
    return home


def test_u20_the_documents_folder_is_made_when_missing(fresh_home):
    folder = documents_folder()
    assert folder == Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    assert folder.is_dir() and folder.is_relative_to(fresh_home) and folder != Path.cwd()


def test_u20_the_export_dialog_opens_in_documents_not_the_working_folder(qtbot, fresh_home, monkeypatch):
    asked: list[str] = []

    def save(_parent, _title, where, _filter):
        asked.append(where)
        return "", ""

    def open_files(_parent, _title, where, _filter):
        asked.append(where)
        return [], ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", open_files)
    with Store.memory() as store:
        store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")
        tab = ResultsTab(store)
        qtbot.addWidget(tab)
        tab.ask_export("csv")
        tab.ask_import()
    documents = documents_folder()
    assert len(asked) == 2 and Path(os.path.dirname(asked[0])) == documents and Path(asked[1]) == documents
    assert Path(asked[1]).is_dir()  # there: a dialog in a missing folder opens in the working folder
    assert not Path(asked[0]).is_relative_to(Path.cwd())
