"""The exam screen's first page: the exams on offer, the one picked in words, and the
buttons to start (or resume) it, to see its last result, or to go back home."""

from __future__ import annotations

import html

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
from trainer.gui.style import set_role
from trainer.i18n import lesson_text
from trainer.training.exam import Standing, review_rule

from .models import ExamListModel, items_and_hands


class ExamListPage(QWidget):
    """The buttons and the list's double-click are the screen's to connect."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        set_role(self.heading, "page-title")
        self.model = ExamListModel(self)
        self.exam_list = QTableView()
        self.exam_list.setObjectName("exam_list")
        self.exam_list.setModel(self.model)
        self.exam_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.exam_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.exam_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.exam_list.verticalHeader().hide()
        self.exam_list.verticalHeader().setDefaultSectionSize(30)
        self.exam_list.setAlternatingRowColors(True)
        self.details = QLabel()
        self.details.setObjectName("exam_details")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.message = QLabel()
        self.message.setObjectName("list_message")
        self.message.setWordWrap(True)
        set_role(self.message, "alert")
        self.start_button = QPushButton()
        self.start_button.setObjectName("start_exam")
        set_role(self.start_button, "main-action")
        self.last_button = QPushButton()
        self.last_button.setObjectName("last_result")
        self.back_button = QPushButton()
        self.back_button.setObjectName("back_home")
        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        buttons.addWidget(self.last_button)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.back_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.exam_list, 1)
        layout.addWidget(self.details, 1)
        layout.addLayout(buttons)
        self.exam_list.selectionModel().currentRowChanged.connect(lambda *_: self.show_details())

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("Certification exams"))
        self.last_button.setText(self.tr("Last result (R)"))
        self.back_button.setText(self.tr("Back (Esc)"))

    def headers(self) -> list[str]:
        return [self.tr("Exam"), self.tr("Game"), self.tr("Items"), self.tr("Time"), self.tr("Pass mark"),
                self.tr("Attempts"), self.tr("Last result")]

    def show_standings(self, rows: list[Standing]) -> None:
        """The exams afresh, the same row picked as before."""
        row = max(self.exam_list.currentIndex().row(), 0)
        self.model.load(rows, self.headers())
        header = self.exam_list.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if self.model.columnCount():
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        if self.model.rows:
            self.exam_list.selectRow(min(row, len(self.model.rows) - 1))
        self.show_details()

    def selected(self) -> Standing | None:
        row = self.exam_list.currentIndex().row()
        return self.model.rows[row] if 0 <= row < len(self.model.rows) else None

    def select(self, definition_id: str) -> None:
        for i, row in enumerate(self.model.rows):
            if row.definition.id == definition_id:
                self.exam_list.selectRow(i)

    def show_details(self) -> None:
        standing = self.selected()
        self.message.clear()
        if standing is None:
            self.details.setText(self.tr("No exams are available."))
            self.start_button.setText(self.tr("Start exam (Enter)"))
            self.start_button.setEnabled(False)
            self.last_button.setEnabled(False)
            return
        d = standing.definition
        rules = self.tr(
            "%n items · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}", None, d.items
        ).format(minutes=d.time_limit_min, mark=d.pass_mark,
                 next=min(standing.attempts_used + 1, d.attempts_allowed), allowed=d.attempts_allowed)
        how = self.tr("During the exam nothing is marked and no right answer is shown. Move freely between "
                      "the items; every answer is saved as you give it. The clock keeps running if the "
                      "program is closed, and the exam submits itself when the time is up.")
        if d.hands:  # issue 21: whole hands on top of the items, their steps in order
            rules = self.tr(
                "{what} · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}"
            ).format(what=items_and_hands(d, i18n.tr), minutes=d.time_limit_min, mark=d.pass_mark,
                     next=min(standing.attempts_used + 1, d.attempts_allowed), allowed=d.attempts_allowed)
            how = self.tr("During the exam nothing is marked and no right answer is shown. Each step of a hand "
                          "is one item: a step opens once the step before it is answered, and it is locked once "
                          "the next step has been shown, because the next step's table shows its right answer. "
                          "Every answer is saved as you give it. The clock keeps running if the program is "
                          "closed, and the exam submits itself when the time is up.")
        parts = [f"<h3>{html.escape(lesson_text(d.title))}</h3>", f"<p><b>{html.escape(rules)}</b></p>"]
        if d.intro:
            parts.append(f"<p>{html.escape(lesson_text(d.intro))}</p>")
        if d.source:  # issue 35 item 4: the file it was drawn from, which the exam's record keeps
            parts.append("<p><i>{}</i></p>".format(html.escape(self.tr(
                "An exam of the school (file {file}, fingerprint {fingerprint}): the instructor who opens it "
                "sees the same fingerprint.").format(file=d.source.get("file", ""),
                                                      fingerprint=d.source.get("sha256", "")[:16]))))
        parts.append(f"<p>{html.escape(how)} {html.escape(review_rule(d))}</p>")
        self.details.setText("".join(parts))
        if standing.open_exam is not None:
            self.start_button.setText(self.tr("Resume exam (Enter)"))
            self.start_button.setEnabled(True)
        else:
            self.start_button.setText(self.tr("Start exam (Enter)"))
            self.start_button.setEnabled(standing.can_start)
            if not standing.can_start:
                self.message.setText(self.tr("All %n attempts have been used.", None, d.attempts_allowed))
        self.last_button.setEnabled(standing.last_result is not None)
