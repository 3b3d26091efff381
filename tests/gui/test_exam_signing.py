"""An instructor opens and closes a certification exam at the workstation (issue 16
item 2): his password at the start and after the submission signs it; skipped, the
result says "unsigned — practice only"."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from trainer.curriculum.exam import check_exam_text
from trainer.gui.exam import ExamScreen
from trainer.gui.exam.screen import EXAM, RESULT
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


def _signed_exam(qtbot, screen, *, answer_right: bool = False):
    dialog = _start(qtbot, screen)
    dialog.password.setText("roleta-2025")
    dialog.sign()
    exam_id = screen.session.exam.id
    _submit(qtbot, screen)
    return exam_id, screen.sign_dialog


def test_u13_the_candidate_sees_no_verdict_before_the_result_is_signed(qtbot, setting):
    """U13: "Not passed" and the score showed behind the closing dialog; a failed exam was headed
    "Certificate: signed by…"; a wrong password said "that needs an instructor's password"."""
    store, screen = setting
    _exam_id, closing = _signed_exam(qtbot, screen)
    page = screen.result_page
    assert closing.isVisible()
    assert not page.verdict.isVisible() and not page.figures.isVisible() and not page.skill_table.isVisible()
    assert "Submitted" in page.certificate.text() and "%" not in page.certificate.text()
    closing.password.setText("a-guess")
    closing.sign()
    assert closing.error.text() == "That is not an instructor's password."
    closing.password.setText("roleta-2025")
    closing.sign()
    assert page.verdict.isVisible() and page.verdict.text() == "Not passed"
    text = page.certificate.text()
    assert text.startswith("Result signed by Marta (opened by Marta)") and "Certificate" not in text
    assert store.school_key().fingerprint in text


def test_u13_the_dialog_titles_are_not_cut(qtbot, setting):
    _store, screen = setting
    dialog = _start(qtbot, screen)
    title = dialog.windowTitle()
    assert dialog.width() >= dialog.fontMetrics().horizontalAdvance(title) + 120


def test_x11_the_paper_says_what_the_result_is_worth(qtbot, setting, tmp_path):
    """Attack row 16 (X11), U12: an unsigned result printed as "certification exam report … PASS"
    with no signature status; a certificate did not name who opened it, nor the school key."""
    from trainer.gui.report import report_html

    store, screen = setting
    dialog = _start(qtbot, screen)
    qtbot.mouseClick(dialog.skip_button, Qt.MouseButton.LeftButton)
    unsigned = screen.session.exam.id
    store.submit_exam(unsigned, 1.0, True)  # a pass, as a two-file forgery (X2) brings it
    text = report_html(store, unsigned)
    assert "PASS" not in text and "certification exam report" not in text
    assert "practice only" in text and "not a certificate" in text
    score = re.search(r"<b>([\d.]+%)</b> \(", text).group(1)
    total = re.search(r"All items</b>.*?<b>([\d.]+%)</b></td></tr>", text, re.S).group(1)
    assert score == total == "100.0%"  # one score figure (U12: "15 %" beside "14.7 %")
    screen.show_list()
    exam_id, closing = _signed_exam(qtbot, screen)
    closing.password.setText("roleta-2025")
    closing.sign()
    text = report_html(store, exam_id)
    assert "Result signed by Marta (opened by Marta)" in text and "FAIL" in text  # a certified fail
    assert store.school_key().fingerprint in text and "practice only" not in text


def test_n5_the_screen_and_the_paper_say_when_the_school_key_is_pinned_only_in_the_users_folder(
        qtbot, setting, run_cli):
    """N5: the set-up pins the school key in the user's own folder, within a trainee's reach; the
    result page and the PDF say so, until the installer pins it in the system folder."""
    from trainer.gui.report import report_html

    store, screen = setting
    exam_id, closing = _signed_exam(qtbot, screen)
    closing.password.setText("roleta-2025")
    closing.sign()
    caveat = "The school key is pinned only in this user"  # (the PDF's HTML escapes the apostrophe)
    assert caveat in screen.result_page.certificate.text() and caveat in report_html(store, exam_id)
    rc, _out, _err = run_cli("results", "school-key", "--system", "--pin", store.school_key().fingerprint)
    assert rc == 0
    assert store.certificate(exam_id).standing == CertificateStanding.CERTIFIED
    assert caveat not in report_html(store, exam_id)
