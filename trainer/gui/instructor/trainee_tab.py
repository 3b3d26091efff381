"""One trainee: progress charts, recent mistakes replayed on the table, exam results
with their reports, whole hands replayed step by step."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.gui.common.files import documents_folder
from trainer.gui.progress.screen import TraineeProgress
from trainer.gui.progress.stats_view import ShareSplitter, seconds_text, skill_text, streaks_text
from trainer.gui.style import set_role
from trainer.gui.translation import date_time_text
from trainer.i18n import percent
from trainer.store import Attempt, AttemptId, CertificateStanding, Exam, Role, Store, StoreError, Trainee, TraineeId
from trainer.training.attempt_text import AttemptWords, describe

from .hand_replay import HandsView
from .replay import ReplayView
from .rows import Column, RowsModel, make_table

MISTAKES = 50
PROGRESS, MISTAKES_PAGE, EXAMS, HANDS = range(4)  # the trainee's pages


def _when(moment: datetime | None) -> str:
    return date_time_text(moment)  # as the language writes dates (issue 19)


def exam_title(exam: Exam) -> str:
    definition = exam.definition
    if isinstance(definition, dict):
        return str(definition.get("title") or definition.get("id") or "")
    return ""


class TraineeTab(QWidget):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee: Trainee | None = None
        self.picker_label = QLabel()
        self.picker = QComboBox()
        self.picker.setObjectName("trainee_picker")
        self.picker.setMinimumWidth(240)
        self.picker.currentIndexChanged.connect(self._picked)
        self.streaks = QLabel()
        self.streaks.setObjectName("trainee_streaks")
        self.deactivated = QLabel()
        self.deactivated.setObjectName("trainee_deactivated")
        self.deactivated.setWordWrap(True)
        set_role(self.deactivated, "notice")
        self.deactivated.hide()
        bar = QHBoxLayout()
        bar.addWidget(self.picker_label)
        bar.addWidget(self.picker)
        bar.addSpacing(16)
        bar.addWidget(self.streaks, 1)

        self.progress = TraineeProgress()

        # The lesson's title and the question as asked, not the item's id (issue 17 item 16).
        self._words: dict[AttemptId, AttemptWords] = {}
        self._words_key = ("mistake words", id(self))
        self.mistakes_model = RowsModel([
            Column(lambda: self.tr("Answered"), lambda a: _when(a.answered_at)),
            Column(lambda: self.tr("Lesson"), lambda a: self.words(a).source,
                   tooltip=lambda a: skill_text(a.skill, i18n.tr)),
            Column(lambda: self.tr("Question"), lambda a: self.words(a).question or "—",
                   tooltip=lambda a: self._question_tip(a)),
            Column(lambda: self.tr("Score"), lambda a: percent(a.score), numeric=True),
            Column(lambda: self.tr("Time"), lambda a: seconds_text(a.time_ms), numeric=True),
        ], self)
        self.mistakes = make_table(self.mistakes_model, "mistakes", stretch=2)
        self.mistakes.setWordWrap(False)
        self.mistakes.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.mistakes.selectionModel().selectionChanged.connect(self._mistake_selected)
        self.replay = ReplayView()
        mistakes_page = ShareSplitter((0.25, 0.75), Qt.Orientation.Vertical)
        mistakes_page.addWidget(self.mistakes)
        mistakes_page.addWidget(self.replay)

        self.exams_model = RowsModel([
            Column(lambda: self.tr("Started"), lambda e: _when(e.started_at)),
            Column(lambda: self.tr("Exam"), exam_title),
            Column(lambda: self.tr("Score"), lambda e: percent(e.score) if e.score is not None else "—",
                   numeric=True),
            Column(lambda: self.tr("Result"), self._result_text),
            Column(lambda: self.tr("Submitted"), lambda e: _when(e.submitted_at)),
        ], self)
        self.exams = make_table(self.exams_model, "exams", stretch=1)
        self.exams.selectionModel().selectionChanged.connect(lambda *_: self._exam_selected())
        self.exams.doubleClicked.connect(lambda _i: self.ask_save_report())
        self.report_button = QPushButton()
        self.report_button.setObjectName("save_report")
        self.report_button.clicked.connect(self.ask_save_report)
        self.exam_status = QLabel()
        self.exam_status.setObjectName("exam_status")
        self.exam_status.setWordWrap(True)
        exam_buttons = QHBoxLayout()
        exam_buttons.addWidget(self.exam_status, 1)
        exam_buttons.addWidget(self.report_button)
        exams_page = QWidget()
        exams_layout = QVBoxLayout(exams_page)
        exams_layout.addWidget(self.exams, 1)
        exams_layout.addLayout(exam_buttons)

        self.pages = QTabWidget()
        self.pages.setObjectName("trainee_pages")
        self.pages.addTab(self.progress, "")
        self.pages.addTab(mistakes_page, "")
        self.pages.addTab(exams_page, "")
        self.hands = HandsView()
        self.hands.setObjectName("trainee_hands")
        self.pages.addTab(self.hands, "")
        self._unread: set[int] = set()  # the pages not filled for the trainee picked yet
        self.pages.currentChanged.connect(self._read_page)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.deactivated)
        layout.addWidget(self.pages, 1)
        self._exam_selected()
        self.retranslate_ui()

    # -- which trainee -----------------------------------------------------------------------
    def refresh(self, select: TraineeId | None = None) -> None:
        """Re-read the list of trainees (after an import) and the one shown (or ``select``)."""
        current = select if select is not None else self.trainee.id if self.trainee else None
        people = sorted(self.store.trainees(), key=lambda t: (t.role != Role.TRAINEE, t.name.casefold()))
        self.picker.blockSignals(True)
        self.picker.clear()
        for t in people:
            self.picker.addItem(self._label(t), t)
        index = next((i for i, t in enumerate(people) if t.id == current), 0 if people else -1)
        self.picker.setCurrentIndex(index)
        self.picker.blockSignals(False)
        self._picked()

    def show_trainee(self, trainee: Trainee) -> None:
        index = next((i for i in range(self.picker.count()) if self.picker.itemData(i).id == trainee.id), -1)
        if index < 0:
            self.refresh(select=trainee.id)  # read once, the trainee picked
            return
        if index == self.picker.currentIndex():
            self._picked()
        else:
            self.picker.setCurrentIndex(index)

    def _picked(self) -> None:
        trainee = self.picker.currentData()
        self.trainee = trainee
        self.deactivated.setText(self._deactivated_text())
        self.deactivated.setVisible(bool(self.deactivated.text()))
        if trainee is None:
            return
        now = datetime.now(UTC)
        s = self.store.streaks(trainee.id, now.astimezone().date())
        self.streaks.setText(streaks_text(s, i18n.tr))
        # Each page reads the trainee's records when it is shown (issue 33 item 7): the one in
        # front now, the others when picked.
        self._unread = set(range(self.pages.count()))
        self._read_page(self.pages.currentIndex())

    def _read_page(self, page: int) -> None:
        """Page ``page`` filled with the trainee's records, if it was not since he was picked."""
        trainee = self.trainee
        if trainee is None or page not in self._unread:
            return
        self._unread.discard(page)
        if page == PROGRESS:
            self.progress.load(self.store, trainee.id, datetime.now(UTC))
        elif page == MISTAKES_PAGE:
            self._load_mistakes(self.store.recent_mistakes(trainee.id, MISTAKES))
            self.replay.show_message(self.tr("Pick a mistake above to replay it on the table."))
        elif page == EXAMS:
            self.exams_model.load(list(reversed(self.store.exams(trainee.id))))
            self._exam_selected()
        elif page == HANDS:
            self.hands.load(self.store, trainee.id)

    # -- mistakes ----------------------------------------------------------------------------
    def _load_mistakes(self, mistakes: list[Attempt]) -> None:
        """List ``mistakes``; their words (each question rebuilt) are worked out off the GUI
        thread and shown when ready (issue 33 item 7)."""
        from trainer.gui.common.background import background

        self.mistakes_model.load(mistakes)
        missing = [a for a in mistakes if a.id not in self._words]
        if not missing:
            background().cancel(self._words_key)
            return
        background().submit(self._words_key, lambda: {a.id: describe(a) for a in missing},
                            self._described, owner=self)

    def _described(self, found: dict[AttemptId, AttemptWords]) -> None:
        self._words.update(found)
        self.mistakes_model.retranslate()  # the cells asked again

    def words_pending(self) -> bool:
        """The listed mistakes' words not all worked out yet."""
        from trainer.gui.common.background import background

        return background().pending(self._words_key)

    def replay_pending(self) -> bool:
        """A replay asked for (a row picked) and not drawn yet."""
        return self.replay.pending()

    def words(self, attempt: Attempt) -> AttemptWords:
        """The attempt in words (its lesson, its question), worked out once; "…" while they are
        worked out off the GUI thread."""
        found = self._words.get(attempt.id)
        if found is None:
            return AttemptWords("…", "…", "", "", "")
        return found

    def _question_tip(self, attempt: Attempt) -> str:
        words = self.words(attempt)
        return self.tr("{question}\nAnswered: {given}\nRight: {right}\nItem: {item}").format(
            question=words.question or "—", given=words.given, right=words.right or "—", item=attempt.item_id)

    def replay_mistake(self, row: int) -> bool:
        self._read_page(MISTAKES_PAGE)
        attempt: Attempt = self.mistakes_model.row(row)
        heading = self._heading(attempt)
        return self.replay.show_attempt(attempt, heading)

    def _heading(self, attempt: Attempt) -> str:
        return self.tr("{skill}: answered {when} in {time}").format(
            skill=skill_text(attempt.skill, i18n.tr), when=_when(attempt.answered_at),
            time=seconds_text(attempt.time_ms))

    def _mistake_selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        """The picked row's replay, worked out off the GUI thread: a row picked meanwhile
        supersedes it, so the replay drawn is always the highlighted row's."""
        rows = selected.indexes()
        if rows:
            attempt: Attempt = self.mistakes_model.row(rows[0].row())
            self.replay.request_attempt(attempt, self._heading(attempt))

    # -- exams -------------------------------------------------------------------------------
    def selected_exam(self) -> Exam | None:
        rows = self.exams.selectionModel().selectedRows()
        return self.exams_model.row(rows[0].row()) if rows else None

    def _exam_selected(self) -> None:
        exam = self.selected_exam()
        self.report_button.setEnabled(exam is not None and exam.submitted)
        if exam is not None and exam.submitted:
            result = self.store.exam_result(exam.id)
            code = result.code if result else "—"
            self.exam_status.setText(self.tr("Verification code {code}").format(code=code))
        elif exam is not None:
            self.exam_status.setText(self.tr("Not submitted yet: no report until it is."))
        elif self.exams_model.rowCount():
            self.exam_status.setText(self.tr("Pick a submitted exam to save its report."))
        else:
            self.exam_status.setText(self.tr("No exam taken yet."))

    def _result_text(self, exam: Exam) -> str:
        """The result and what it is worth (issue 31 X11): only a certificate says plainly passed."""
        if not exam.submitted:
            return self.tr("in progress")
        standing = self.store.certificate(exam.id).standing
        if standing == CertificateStanding.INVALID:
            return self.tr("invalid — not a certificate")
        if standing == CertificateStanding.CERTIFIED:
            return self.tr("passed — certificate") if exam.passed else self.tr("failed — signed")
        return self.tr("passed — practice only") if exam.passed else self.tr("failed — practice only")

    def ask_save_report(self) -> None:
        exam = self.selected_exam()
        if exam is None or not exam.submitted or self.trainee is None:
            return
        folder = str(documents_folder())
        name = f"{self.trainee.name}-{exam.started_at.astimezone():%Y-%m-%d}-report.pdf".replace(" ", "-")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the exam report"),
                                              os.path.join(folder, name), self.tr("PDF files (*.pdf)"))
        if path:
            self.save_report(Path(path), exam)

    def save_report(self, path: Path, exam: Exam) -> bool:
        """Write ``exam``'s report (PDF) to ``path``; the status line says how it went."""
        from trainer.gui.report import write_report

        try:
            write_report(path, self.store, exam.id)
        except (StoreError, OSError) as exc:
            self.exam_status.setText(self.tr("The report could not be saved: {error}").format(
                error=getattr(exc, "strerror", None) or exc))
            return False
        self.exam_status.setText(self.tr("Report saved to {path}").format(path=path))
        return True

    # -- texts -------------------------------------------------------------------------------
    def _label(self, trainee: Trainee) -> str:
        name = trainee.name
        if trainee.role == Role.INSTRUCTOR:
            name = self.tr("{name} (instructor)").format(name=name)
        if not trainee.active:  # issue 33 U21: as People marks him
            name = self.tr("{name} — deactivated").format(name=name)
        return name

    def _deactivated_text(self) -> str:
        if self.trainee is None or self.trainee.active:
            return ""
        return self.tr("{name} is deactivated: the records are kept; sign-in is refused.").format(
            name=self.trainee.name)

    def retranslate_ui(self) -> None:
        self.picker_label.setText(self.tr("Trainee"))
        for i in range(self.picker.count()):
            self.picker.setItemText(i, self._label(self.picker.itemData(i)))
        self.deactivated.setText(self._deactivated_text())
        self.pages.setTabText(0, self.tr("Progress"))
        self.pages.setTabText(1, self.tr("Recent mistakes"))
        self.pages.setTabText(2, self.tr("Exams"))
        self.pages.setTabText(3, self.tr("Hands"))
        self.report_button.setText(self.tr("Save report (PDF)…"))
        self.mistakes_model.retranslate()
        self.exams_model.retranslate()
        self.progress.retranslate_ui()
        self.replay.retranslate_ui()
        self.hands.retranslate_ui()
        self._exam_selected()
