"""The exam screen's result page: passed or not, the score, the verification code, the
score by skill, and the buttons to the review, the PDF report and back to the list."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.gui.style import restyle, set_role
from trainer.i18n import fill, lesson_text
from trainer.store import Certificate, CertificateStanding
from trainer.tasks import task_for
from trainer.training.exam import Outcome, review_rule

from .models import SkillModel, local_time


def floors_missed_text(outcome: Outcome, tr: Callable[[str], str]) -> list[str]:
    """A sentence per floor (``min_correct``) the candidate missed: each one fails the exam."""
    return [tr("Below the minimum in {skill}: {correct} right of {items}, at least {floor} needed — "
               "not passed whatever the score.").format(
                skill=tr(task_for(x.skill.task).title), correct=x.correct, items=x.items, floor=x.min_correct)
            for x in outcome.floors_missed]


def standing_text(cert: Certificate, passed: bool | None, tr: Callable[[str], str]) -> str:
    """What the result is worth, in one sentence (issue 31 U12, U13, X11): a certificate names
    both signers and the school key; a failed exam is "result signed by", never "certificate"."""
    s = CertificateStanding
    # N5: a pin in the user's own folder is not out of a trainee's reach: the paper says so
    caveat = "" if cert.pinned_in is None else " " + tr(
        "The school key is pinned only in this user's own folder, not the system's: compare it with the one "
        "the school publishes.")
    if cert.standing == s.CERTIFIED and passed:
        return tr("Certificate: opened by {opener}, result signed by {signer}. School key {school}.").format(
            opener=cert.opener, signer=cert.signer, school=cert.school) + caveat
    if cert.standing == s.CERTIFIED:
        return tr("Result signed by {signer} (opened by {opener}). School key {school}.").format(
            opener=cert.opener, signer=cert.signer, school=cert.school) + caveat
    if cert.standing == s.UNTRUSTED:
        return tr("Signed by {signer}, with a key the school key pinned here has not signed: "
                  "not a certificate.").format(signer=cert.signer)
    if cert.standing == s.INVALID:
        return tr("Invalid: the records do not match their signatures — not a certificate.")
    return tr("Unsigned — practice only, not a certificate.")


SKILL_ROWS_SHOWN = 6
"""The skill rows the result page shows at the least; more scroll when the window is small."""


class ExamResultPage(QWidget):
    """The buttons are the screen's to connect."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.figures = QLabel()
        self.figures.setObjectName("result_figures")
        self.figures.setTextFormat(Qt.TextFormat.RichText)
        self.note = QLabel()
        self.note.setObjectName("result_note")
        self.note.setWordWrap(True)
        self.floors = QLabel()
        self.floors.setObjectName("floors_missed")
        self.floors.setWordWrap(True)
        self.certificate = QLabel()
        self.certificate.setObjectName("certificate")
        self.certificate.setWordWrap(True)
        self.code_caption = QLabel()
        self.code_label = QLabel()
        self.code_label.setObjectName("code")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.skill_model = SkillModel(self)
        self.skill_table = QTableView()
        self.skill_table.setObjectName("skill_table")
        self.skill_table.setModel(self.skill_model)
        self.skill_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.skill_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.skill_table.verticalHeader().hide()
        self.skill_table.setAlternatingRowColors(True)
        self.skill_table.setMaximumWidth(820)
        self.skill_table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.skill_table.verticalHeader().setDefaultSectionSize(30)
        self.skill_heading = QLabel()
        set_role(self.skill_heading, "section-heading")
        self.review_rule_label = QLabel()
        self.review_rule_label.setObjectName("review_rule")
        self.review_rule_label.setWordWrap(True)
        self.review_button = QPushButton()
        self.review_button.setObjectName("review_answers")
        self.pdf_button = QPushButton()
        self.pdf_button.setObjectName("save_report")
        set_role(self.pdf_button, "main-action")
        self.back_button = QPushButton()
        self.back_button.setObjectName("back_to_list")
        self.pdf_message = QLabel()
        self.pdf_message.setObjectName("pdf_message")
        self.pdf_message.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.pdf_message, 1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.pdf_button)
        buttons.addWidget(self.back_button)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_caption)
        code_row.addWidget(self.code_label)
        code_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.verdict)
        layout.addWidget(self.figures)
        layout.addWidget(self.floors)
        layout.addWidget(self.certificate)
        layout.addWidget(self.note)
        layout.addLayout(code_row)
        layout.addWidget(self.skill_heading)
        layout.addWidget(self.skill_table, 1)
        layout.addWidget(self.review_rule_label)
        layout.addStretch(0)
        layout.addLayout(buttons)

    def retranslate_ui(self) -> None:
        self.code_caption.setText(self.tr("Verification code:"))
        self.skill_heading.setText(self.tr("Results by skill"))
        self.review_button.setText(self.tr("Review the answers (R)"))
        self.pdf_button.setText(self.tr("Save report (PDF)… (Ctrl+P)"))
        self.back_button.setText(self.tr("Back to the exams (Esc)"))

    def show_outcome(self, outcome: Outcome, name: str, note_key: str, review_available: bool) -> None:
        """``name``: the candidate's; ``note_key``: why the exam was submitted ("time", "closed" or "")."""
        d = outcome.definition
        self.verdict.setText(self.tr("Passed") if outcome.passed else self.tr("Not passed"))
        restyle(self.verdict, passed=outcome.passed)
        figures = fill(self.tr("<b>{name}</b> · {title}<br>Score <b>{score:.1%}</b> (pass mark {mark:g} %) · "
                               "{answered} of %n items answered · submitted {when}", None, outcome.items),
            name=html.escape(name), title=html.escape(lesson_text(d.title)), score=float(outcome.score),
            mark=d.pass_mark, answered=sum(x.answered for x in outcome.lines),
            when=local_time(outcome.exam.submitted_at))
        self.figures.setText(figures)
        floors = floors_missed_text(outcome, i18n.tr)
        self.floors.setText("\n".join(floors))
        self.floors.setVisible(bool(floors))
        notes = {"time": self.tr("Time was up: the exam was submitted by itself with the answers saved."),
                 "closed": self.tr("The time ran out while the program was closed: the exam was submitted "
                                   "with the answers saved before.")}
        self.note.setText(notes.get(note_key, ""))
        self.note.setVisible(note_key in notes)
        self.code_label.setText(outcome.code)
        self.skill_model.load(list(outcome.lines), [self.tr("Skill"), self.tr("Items"), self.tr("Answered"),
                                                    self.tr("Right"), self.tr("Score")])
        header = self.skill_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(90)
        # every skill's row when the window has room; a scrolled table of at least SKILL_ROWS_SHOWN
        # rows when it has not (a certification of 15 skills fits 1280x720 with the verdict)
        row = self.skill_table.verticalHeader().defaultSectionSize()
        frame = header.sizeHint().height() + 2 * self.skill_table.frameWidth()
        self.skill_table.setMaximumHeight(frame + row * len(outcome.lines))
        self.skill_table.setMinimumHeight(frame + row * min(len(outcome.lines), SKILL_ROWS_SHOWN))
        self.review_button.setVisible(review_available)
        self.review_rule_label.setText("" if review_available else review_rule(d))
        self.review_rule_label.setVisible(not review_available)
        self._passed = outcome.passed

    RESULT_PARTS = ("verdict", "figures", "floors", "code_caption", "code_label", "skill_heading", "skill_table",
                    "review_button", "review_rule_label", "pdf_button", "note")

    def set_pending(self, pending: bool) -> None:
        """While the instructor is asked to sign the result the candidate sees no verdict and no
        score (U13): only that the exam is submitted."""
        self.pending = pending
        for name in self.RESULT_PARTS:
            widget = getattr(self, name)
            if pending:
                widget.setProperty("shown_before", widget.isVisibleTo(self))
                widget.setVisible(False)
            elif widget.property("shown_before") is not None:
                widget.setVisible(bool(widget.property("shown_before")))
                widget.setProperty("shown_before", None)
        if pending:
            self.certificate.setText(self.tr("Submitted. The result is shown once an instructor signs it, "
                                             "or leaves it unsigned."))

    def show_standing(self, cert: Certificate) -> None:
        self.set_pending(False)
        self.certificate.setText(standing_text(cert, getattr(self, "_passed", None), i18n.tr))
