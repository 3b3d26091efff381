"""The class at a glance: trainees × skills (accuracy and median time, colour-coded) and
the weakest skills of the class."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.gui.common.columns_model import ColumnsModel, fit_columns
from trainer.gui.progress.stats_view import ShareSplitter, accuracy_colour, seconds_text, skill_text
from trainer.gui.style import set_role
from trainer.gui.translation import date_text
from trainer.i18n import percent
from trainer.store import Role, Skill, SkillStats, Store, Trainee, TraineeSummary, weakest_of
from trainer.training import sources

from .rows import Column, Index, RowsModel, make_table

WINDOWS = (7, 30, 90, None)  # days; None: all time
DEFAULT_WINDOW = 1
SLOW = 1.5  # a median time above 1.5 × the class's median for the skill shows in bold
WEAKEST = 5
MIN_ANSWERS_FOR_WEAKEST = 5


@dataclass(frozen=True)
class ClassRow:
    trainee: Trainee | None  # None: the whole class
    answers: int
    correct: int
    due: int | None
    last: datetime | None
    skills: dict[Skill, SkillStats]

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0

    @property
    def within_share(self) -> float | None:
        """The share of the answers with a target given within it (issue 20; None: none had one)."""
        timed = sum(s.timed for s in self.skills.values())
        return sum(s.within for s in self.skills.values()) / timed if timed else None


class ClassModel(ColumnsModel):
    """A row per trainee (first: the whole class); after four columns, one per skill answered."""

    FIXED = ("answers", "accuracy", "within", "due", "last")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[ClassRow] = []
        self.skills: list[Skill] = []

    def load(self, rows: Sequence[ClassRow], skills: Sequence[Skill] = ()) -> None:
        self.skills = list(skills)
        super().load(rows)

    def column_keys(self) -> list[str | Skill]:
        return [*self.FIXED, *self.skills]

    def skill_at(self, column: int) -> Skill | None:
        k = column - len(self.FIXED)
        return self.skills[k] if k >= 0 else None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole:
                return self._name(self.rows[section])
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            trainee = self.rows[section].trainee
            if role == Qt.ItemDataRole.FontRole and (trainee is None or not trainee.active):
                font = QFont()
                font.setBold(trainee is None)
                font.setItalic(trainee is not None)  # deactivated
                return font
            if role == Qt.ItemDataRole.ToolTipRole and trainee is not None and not trainee.active:
                return self.tr("{name} is deactivated: the records are kept; sign-in is refused.").format(
                    name=trainee.name)
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.header(self.column_keys()[section])
        return None

    def header(self, key: str | Skill) -> str:
        if isinstance(key, Skill):
            return skill_text(key, i18n.tr).replace(" · ", "\n", 1)
        return {"answers": self.tr("Answers"), "accuracy": self.tr("Accuracy"),
                "within": self.tr("Within target"), "due": self.tr("Due"), "last": self.tr("Last answer")}[key]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        skill = self.skill_at(index.column())
        if role == Qt.ItemDataRole.UserRole:
            return row.trainee
        if skill is None:
            return self._fixed(row, self.FIXED[index.column()], role)
        stats = row.skills.get(skill)
        if stats is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _cell_text(stats)
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(accuracy_colour(stats.accuracy))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and self._slow(row, skill):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return i18n.fill(
                self.tr("{name}, {skill}: {right} of {answers} right ({accuracy:.0%}), median time {time}"),
                name=self._name(row), skill=skill_text(skill, i18n.tr), right=stats.correct,
                answers=stats.attempts, accuracy=float(stats.accuracy), time=seconds_text(stats.median_ms))
        return None

    def column_texts(self, column: int) -> Iterator[tuple[int, str, bool]]:
        """The cells' texts from the rows themselves (a class of 30 × 40 skills: 1,200 cells, each
        asked through ``data`` for its text and its font took most of a 60 ms column fit)."""
        skill = self.skill_at(column)
        for i, row in enumerate(self.rows):
            if skill is None:
                text = self._fixed(row, self.FIXED[column], Qt.ItemDataRole.DisplayRole)
                if text:
                    yield i, text, False
            elif (stats := row.skills.get(skill)) is not None:
                yield i, _cell_text(stats), self._slow(row, skill)

    def _fixed(self, row: ClassRow, column: str, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            if column == "answers":
                return str(row.answers)
            if column == "accuracy":
                return percent(row.accuracy) if row.answers else "—"
            if column == "within":
                share = row.within_share
                return "—" if share is None else percent(share)
            if column == "due":
                return "" if row.due is None else str(row.due)
            return date_text(row.last)
        if role == Qt.ItemDataRole.BackgroundRole and column == "accuracy" and row.answers:
            return QBrush(accuracy_colour(row.accuracy))
        if role == Qt.ItemDataRole.BackgroundRole and column == "within" and row.within_share is not None:
            return QBrush(accuracy_colour(row.within_share))
        if role == Qt.ItemDataRole.TextAlignmentRole and column != "last":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _slow(self, row: ClassRow, skill: Skill) -> bool:
        whole = self.rows[0].skills.get(skill) if self.rows and self.rows[0].trainee is None else None
        mine = row.skills.get(skill)
        return row.trainee is not None and whole is not None and mine is not None \
            and mine.median_ms > SLOW * whole.median_ms

    def _name(self, row: ClassRow) -> str:
        if row.trainee is None:
            return self.tr("Whole class")
        name = row.trainee.name
        if row.trainee.role == Role.INSTRUCTOR:
            name = self.tr("{name} (instructor)").format(name=name)
        if not row.trainee.active:  # issue 33 U21: as People marks him
            name = self.tr("{name} — deactivated").format(name=name)
        return name


def _cell_text(stats: SkillStats) -> str:
    return f"{i18n.percent(stats.accuracy)} · {seconds_text(stats.median_ms)}"


def class_rows(store: Store, since: datetime | None, now: datetime) -> tuple[list[ClassRow], list[Skill]]:
    """The whole class, then each trainee (and any instructor who answered in the window).

    Read from the aggregates kept with every answer (issue 16 item 9): the same at a
    million answers as at a thousand; median times to within a histogram bucket."""
    overview = store.class_overview(since=since, now=now)
    summaries: list[TraineeSummary] = overview.summaries
    whole = {s.skill: s for s in overview.whole}
    rows = [ClassRow(None, sum(s.attempts for s in whole.values()), sum(s.correct for s in whole.values()),
                     None, max((s.last_answered_at for s in summaries if s.last_answered_at), default=None),
                     whole)]
    for s in summaries:
        if s.trainee.role != Role.TRAINEE and not s.attempts:
            continue
        stats = {x.skill: x for x in overview.skills.get(s.trainee.id, [])}
        rows.append(ClassRow(s.trainee, s.attempts, s.correct, s.due_skills, s.last_answered_at, stats))
    catalogue = list(sources.catalogue())
    skills = [k for k in catalogue if k in whole] + sorted(k for k in whole if k not in catalogue)
    return rows, skills


class ClassTab(QWidget):
    traineeActivated = Signal(object)  # Trainee

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.period_label = QLabel()
        self.period = QComboBox()
        self.period.setObjectName("class_window")
        for days in WINDOWS:
            self.period.addItem("", days)
        self.period.setCurrentIndex(DEFAULT_WINDOW)
        self.period.currentIndexChanged.connect(lambda _i: self.refresh())
        self.legend = QLabel()
        self.legend.setObjectName("class_legend")
        self.legend.setWordWrap(True)
        set_role(self.legend, "muted")
        bar = QHBoxLayout()
        bar.addWidget(self.period_label)
        bar.addWidget(self.period)
        bar.addSpacing(16)
        bar.addWidget(self.legend, 1)

        self.model = ClassModel(self)
        self.table = QTableView()
        self.table.setObjectName("class_table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Sized to the cells once per load, not at every layout: a class of 30 × 40 skills asked
        # every cell at each resize, seconds in all (issue 33 item 7).
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.activated.connect(self._activated)
        self.table.doubleClicked.connect(self._activated)
        # a click on a trainee's name (the row header) opens him too (issue 17 item 16)
        self.table.verticalHeader().sectionClicked.connect(lambda row: self._activated(self.model.index(row, 0)))

        self.weakest_model = RowsModel([
            Column(lambda: self.tr("Skill"), lambda s: skill_text(s.skill, i18n.tr)),
            Column(lambda: self.tr("Accuracy"), lambda s: percent(s.accuracy), numeric=True,
                   background=lambda s: accuracy_colour(s.accuracy)),
            Column(lambda: self.tr("Median"), lambda s: seconds_text(s.median_ms), numeric=True),
            Column(lambda: self.tr("Answers"), lambda s: str(s.attempts), numeric=True),
        ], self)
        self.weakest = make_table(self.weakest_model, "weakest_skills", stretch=0)
        self.weakest_box = QGroupBox()
        QVBoxLayout(self.weakest_box).addWidget(self.weakest)
        self.class_box = QGroupBox()
        QVBoxLayout(self.class_box).addWidget(self.table)
        split = ShareSplitter((0.68, 0.32))
        split.addWidget(self.class_box)
        split.addWidget(self.weakest_box)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        self.retranslate_ui()

    def since(self, now: datetime) -> datetime | None:
        days = self.period.currentData()
        return None if days is None else now - timedelta(days=days)

    def refresh(self, now: datetime | None = None) -> None:
        now = now or datetime.now(UTC)
        since = self.since(now)
        rows, skills = class_rows(self.store, since, now)
        self.model.load(rows, skills)
        fit_columns(self.table)
        self.weakest_model.load(weakest_of(list(rows[0].skills.values()), WEAKEST, MIN_ANSWERS_FOR_WEAKEST))

    def _activated(self, index: QModelIndex) -> None:
        trainee = self.model.data(index, Qt.ItemDataRole.UserRole)
        if trainee is not None:
            self.traineeActivated.emit(trainee)

    def retranslate_ui(self) -> None:
        self.period_label.setText(self.tr("Answers given in"))
        names = {7: self.tr("the last 7 days"), 30: self.tr("the last 30 days"),
                 90: self.tr("the last 90 days"), None: self.tr("all time")}
        for i, days in enumerate(WINDOWS):
            self.period.setItemText(i, names[days])
        self.legend.setText(self.tr(
            "Each cell: accuracy · median time. Green from 90 %, amber from 70 %, red below; bold: slower "
            "than 1.5 × the class's median time for that skill. Within target: the share of answers given "
            "within their skill's target time. Double-click a trainee to see them."))
        self.class_box.setTitle(self.tr("Trainees × skills"))
        self.weakest_box.setTitle(self.tr("Weakest skills of the class (from %n answers)", None,
                                                 MIN_ANSWERS_FOR_WEAKEST))
        self.model.retranslate()
        fit_columns(self.table)
        self.weakest_model.retranslate()
