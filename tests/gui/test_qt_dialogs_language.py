"""Issue 33 item 4: Qt's own dialogs — the file dialog of an export or a PDF, a message box's
standard buttons — speak European Portuguese under pt (Portugal's qt_pt_PT, which PySide6 ships,
and our catalogue's words for what it lacks: the standard buttons, two labels), never Brazil's
("Salvar", "Arquivo"), and Chinese under zh_Hant; English again after."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QFileDialog, QLabel, QMessageBox

from trainer.gui import translation

Button = QMessageBox.StandardButton


@pytest.fixture
def language(qapp) -> Iterator[object]:
    yield translation.use_language
    translation.use_language("en")


def _save_dialog(qtbot) -> QFileDialog:
    dialog = QFileDialog(None, "Save", "", "PDF (*.pdf)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # Qt's own widgets (no desktop's dialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    return dialog


def _words(dialog: QFileDialog) -> tuple[list[str], list[str], dict[str, str]]:
    labels = [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    tips = [w.toolTip() for w in dialog.findChildren(QAbstractButton) if w.toolTip()]
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    buttons = {box.standardButton(b).name: b.text() for b in box.buttons()}
    return labels, tips, buttons


def test_a_message_boxs_standard_buttons_read_in_portuguese_under_pt(language):
    language("pt")
    box = QMessageBox(QMessageBox.Icon.Question, "", "", Button.Yes | Button.No | Button.Cancel | Button.Ok
                      | Button.Close | Button.Save)
    said = {box.standardButton(b).name: b.text() for b in box.buttons()}
    assert said == {"Yes": "&Sim", "No": "&Não", "Cancel": "Cancelar", "Ok": "OK", "Close": "Fechar",
                    "Save": "Guardar"}


def test_the_file_dialog_reads_in_portugals_portuguese_under_pt(qtbot, language):
    language("pt")
    labels, tips, buttons = _words(_save_dialog(qtbot))
    assert {"&Procurar em:", "&Nome do Ficheiro:", "Ficheiros do &tipo:"} <= set(labels)
    assert {"Recuar", "Criar Nova Pasta", "Vista Detalhada"} <= set(tips)
    assert buttons == {"Save": "&Gravar", "Cancel": "Cancelar"}
    words = " ".join([*labels, *tips, *buttons.values()])
    assert "Salvar" not in words and "rquivo" not in words  # not Brazil's
    assert QCoreApplication.translate("QFileSystemModel", "Date Modified") == "Data de Modificação"


def test_the_file_dialog_reads_in_chinese_under_zh_hant_and_in_english_again_after(qtbot, language):
    language("zh_Hant")
    labels, _tips, buttons = _words(_save_dialog(qtbot))
    assert "查看位置(&L)：" in labels and "檔案類型(&T)：" in labels
    assert buttons["Cancel"] == "取消"
    language("en")
    labels, _tips, buttons = _words(_save_dialog(qtbot))
    assert "&Look in:" in labels and buttons == {"Save": "&Save", "Cancel": "Cancel"}


def test_the_folder_dialog_chooses_in_portuguese_under_pt(qtbot, language):
    """The school folder's dialog (issue 35): Qt 6's "&Choose" and "All files (*)", which Qt 4's
    qt_pt_PT lacks, read in Portuguese from our catalogue (the strict reader saw "Choose")."""
    language("pt")
    dialog = QFileDialog(None, "Pasta", "")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    qtbot.addWidget(dialog)
    _labels, _tips, buttons = _words(dialog)
    assert buttons["Open"] == "&Escolher"
    assert QCoreApplication.translate("QFileDialog", "All files (*)") == "Todos os ficheiros (*)"
    assert QCoreApplication.translate("QFileDialog", "&New Folder") == "&Nova pasta"
