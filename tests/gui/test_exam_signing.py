"""An instructor opens and closes a certification exam at the workstation (issue 16
item 2): his password at the start and after the submission signs it; skipped, the
result says "unsigned — practice only"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from trainer.gui.exam import ExamScreen
from trainer.gui.exam.screen import EXAM, RESULT
from trainer.scenarios.exam import check_exam_text
from trainer.store import CertificateStanding, Role, Store

EXAM_TEXT = """\
id: holdem-signed
title: "Hold'em: signed"
game: holdem
items: 2
time_limit: 10
pass_mark: 80
attempts_allowed: 3
review: after-submit
skills:
  - {task: procedure, count: 2}
"""


@pytest.fixture
def setting(qtbot, tmp_path):
    d, problems = check_exam_text(EXAM_TEXT, "signed.yaml")
    assert problems == [] and d is not None
    with Store.open(tmp_path / "t.db") as store:
        store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        ana = store.add_trainee("Ana")
        screen = ExamScreen(store, ana, definitions=(d,))
        qtbot.addWidget(screen)
        screen.resize(1280, 800)
        screen.show()
        yield store, screen


def _start(qtbot, screen):
    screen.start_selected()
    box = screen.confirm
    assert box is not None
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    dialog = screen.sign_dialog
    assert dialog is not None and dialog.isVisible() and dialog.objectName() == "sign_start"
    return dialog


def _submit(qtbot, screen):
    screen._submit()
    assert screen.pages.currentIndex() == RESULT


def test_signed_at_start_and_at_submission_the_result_is_a_certificate(qtbot, setting):
    store, screen = setting
    dialog = _start(qtbot, screen)
    dialog.password.setText("a-guess")
    dialog.sign()
    assert dialog.isVisible() and "password" in dialog.error.text()  # refused, asked again
    dialog.password.setText("roleta-2025")
    dialog.sign()
    assert screen.pages.currentIndex() == EXAM
    exam_id = screen.session.exam.id
    assert store.exam_signed_at_start(exam_id)
    _submit(qtbot, screen)
    closing = screen.sign_dialog
    assert closing is not None and closing.objectName() == "sign_result" and closing.isVisible()
    closing.password.setText("roleta-2025")
    closing.sign()
    assert store.certificate(exam_id).standing == CertificateStanding.CERTIFIED
    assert "signed by Marta" in screen.result_page.certificate.text()


def test_without_an_instructor_the_result_is_practice_only(qtbot, setting):
    store, screen = setting
    dialog = _start(qtbot, screen)
    qtbot.mouseClick(dialog.skip_button, Qt.MouseButton.LeftButton)
    assert screen.pages.currentIndex() == EXAM  # the exam still runs
    exam_id = screen.session.exam.id
    _submit(qtbot, screen)
    assert store.certificate(exam_id).standing == CertificateStanding.UNSIGNED
    assert "practice only" in screen.result_page.certificate.text()
