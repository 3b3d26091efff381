"""My mistakes (issue 33 U21): the signed-in trainee's own wrong answers, newest first, by skill,
each replayed on the table with the right answer and its explanation.

The replay is the instructor area's (:class:`~trainer.gui.instructor.replay.ReplayView`, with
the same rows and words as its trainee tab): what a trainee reviews is what his instructor sees.
The store is asked for one trainee's answers only — the one this view was made for.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from trainer import i18n
from trainer.gui.instructor.replay import ReplayView
from trainer.gui.instructor.rows import Column, RowsModel, make_table
from trainer.gui.progress.stats_view import ShareSplitter, seconds_text, skill_text
from trainer.gui.translation import date_time_text
from trainer.i18n import percent
from trainer.store import Attempt, AttemptId, Skill, Store, Trainee
from trainer.training import sources
from trainer.training.attempt_text import AttemptWords, describe

MY_MISTAKES = 200
"""The newest wrong answers listed (per skill when one is picked)."""


class MistakesView(QWidget):
    """``trainee``'s wrong drill answers (never an exam's: an exam gives no feedback) and the
    replay of the one picked."""

    def __init__(self, store: Store, trainee: Trainee, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee = trainee
        self._words: dict[AttemptId, AttemptWords] = {}
        self.filter_label = QLabel()
        self.skill_filter = QComboBox()
        self.skill_filter.setObjectName("mistakes_skill")
        self.skill_filter.setMinimumWidth(320)
        self.skill_filter.currentIndexChanged.connect(lambda _i: self._load())
        self.count = QLabel()
        self.count.setObjectName("mistakes_count")
        bar = QHBoxLayout()
        bar.addWidget(self.filter_label)
        bar.addWidget(self.skill_filter)
        bar.addSpacing(16)
        bar.addWidget(self.count, 1)
        self.model = RowsModel([
            Column(lambda: self.tr("Answered"), lambda a: date_time_text(a.answered_at)),
            Column(lambda: self.tr("Lesson"), lambda a: self.words(a).source,
                   tooltip=lambda a: skill_text(a.skill, i18n.tr)),
            Column(lambda: self.tr("Question"), lambda a: self.words(a).question or "—"),
            Column(lambda: self.tr("Score"), lambda a: percent(a.score), numeric=True),
            Column(lambda: self.tr("Time"), lambda a: seconds_text(a.time_ms), numeric=True),
        ], self)
        self.table = make_table(self.model, "my_mistakes", stretch=2)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.selectionModel().selectionChanged.connect(self._selected)
        self.replay = ReplayView()
        split = ShareSplitter((0.3, 0.7), Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.replay)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        self.loaded = False

    def load(self) -> None:
        """Read the mistakes (when the page is first shown: My progress opens without them)."""
        self.loaded = True
        skills = sorted((s.skill for s in self.store.skill_stats(self.trainee.id) if s.attempts > s.correct),
                        key=lambda k: skill_text(k, i18n.tr).casefold())
        self.skill_filter.blockSignals(True)
        self.skill_filter.clear()
        self.skill_filter.addItem("", None)
        for skill in skills:
            self.skill_filter.addItem(skill_text(skill, i18n.tr), skill)
        self.skill_filter.blockSignals(False)
        self._load()

    def skill(self) -> Skill | None:
        data = self.skill_filter.currentData()
        return data if isinstance(data, Skill) else None

    def _load(self) -> None:
        self.model.load(self.store.recent_mistakes(self.trainee.id, MY_MISTAKES, skill=self.skill()))
        self._show_count()
        if self.model.rowCount():
            self.table.selectRow(0)  # the newest one on the table at once
        else:
            self.replay.show_message(self.tr("No mistakes to review here yet."))

    def _show_count(self) -> None:
        self.count.setText(self.tr("%n wrong answers, newest first", "", self.model.rowCount()))

    def words(self, attempt: Attempt) -> AttemptWords:
        if attempt.id not in self._words:
            self._words[attempt.id] = describe(attempt)
        return self._words[attempt.id]

    def replay_row(self, row: int) -> bool:
        attempt: Attempt = self.model.row(row)
        heading = self.tr("{skill}: answered {when} in {time}").format(
            skill=skill_text(attempt.skill, i18n.tr), when=date_time_text(attempt.answered_at),
            time=seconds_text(attempt.time_ms))
        return self.replay.show_attempt(attempt, heading, sources.shipped_lessons())

    def _selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        rows = selected.indexes()
        if rows:
            self.replay_row(rows[0].row())

    def retranslate_ui(self) -> None:
        self.filter_label.setText(self.tr("Skill:"))
        self.skill_filter.setItemText(0, self.tr("All skills"))
        for i in range(1, self.skill_filter.count()):
            self.skill_filter.setItemText(i, skill_text(self.skill_filter.itemData(i), i18n.tr))
        self._words.clear()
        self.model.retranslate()
        self._show_count()
        self.replay.retranslate_ui()
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.replay_row(rows[0].row())
