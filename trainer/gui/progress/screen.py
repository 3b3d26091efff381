"""My progress: the trainee's own charts, what is due, streaks, and a line per skill.

The skills table is also the charts' legend and picker: tick a skill to draw its
accuracy and time to answer over time (its colour is the line's).  The instructor
area shows the same :class:`TraineeProgress` for any trainee.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.gui.common.columns_model import ColumnsModel, Index, fit_columns
from trainer.gui.common.screen_header import ScreenHeader
from trainer.gui.progress.mistakes_view import MistakesView
from trainer.gui.progress.stats_view import (
    ShareSplitter,
    accuracy_colour,
    colour_for,
    seconds_text,
    skill_text,
    streaks_text,
)
from trainer.gui.style import set_role
from trainer.i18n import percent
from trainer.store import Skill, SkillState, SkillStats, Store, Trainee, TraineeId
from trainer.training import sources

if TYPE_CHECKING:
    from trainer.gui.progress.charts import ProgressCharts

RECENT = timedelta(days=30)
DEFAULT_WEAKEST = 2  # weak skills drawn beside "all skills" when the screen opens
WEAK_BELOW = 0.9
MIN_ANSWERS_FOR_WEAKEST = 5
TABLE_SHARE = 0.55  # of the width, when the screen is first shown (the skill names want it: "Omaha (Macau 2010) · …")


@dataclass(frozen=True)
class SkillRow:
    skill: Skill | None  # None: every skill together
    stats: SkillStats | None
    recent: SkillStats | None
    state: SkillState | None


def _total(stats: list[SkillStats]) -> SkillStats | None:
    if not stats:
        return None
    # The medians of the skills do not make the median of all answers: the charts show
    # that one, day by day; the table leaves it out (see _text).
    return SkillStats(Skill("", ""), sum(s.attempts for s in stats), sum(s.correct for s in stats), 0.0,
                      sum(s.timed for s in stats), sum(s.within for s in stats))


class SkillProgressModel(ColumnsModel):
    """A row per skill (first: all skills); tick a row to chart it."""

    COLUMNS = ("skill", "answers", "accuracy", "recent", "median", "within", "next")
    linesChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[SkillRow] = []
        self.now = datetime.now(UTC)
        self.colours: dict[Skill | None, int] = {}  # charted rows -> palette index

    def load(self, rows: Sequence[SkillRow], charted: Sequence[Skill | None] = (),
             now: datetime | None = None) -> None:
        self.now = now or datetime.now(UTC)
        self.colours = {skill: i for i, skill in enumerate(charted)}
        super().load(rows)
        self.linesChanged.emit()

    def lines(self) -> list[tuple[str, Skill | None, int]]:
        """(label, skill, palette index) of every ticked row, in table order."""
        return [(self._name(r.skill), r.skill, self.colours[r.skill]) for r in self.rows
                if r.skill in self.colours]

    def header(self, key: str) -> str:
        return {
            "skill": self.tr("Skill"), "answers": self.tr("Answers"),
            "accuracy": self.tr("Accuracy"), "recent": self.tr("30 days"),
            "median": self.tr("Median"), "within": self.tr("Within target"), "next": self.tr("Practise"),
        }[key]

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if not self._answered(self.rows[index.row()]):
            return Qt.ItemFlag.ItemIsSelectable  # greyed: nothing to chart yet
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return flags | Qt.ItemFlag.ItemIsUserCheckable if index.column() == 0 else flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.UserRole:
            return row.skill
        if column == "skill":
            return self._skill_cell(row, role)
        stats = row.recent if column == "recent" else row.stats
        if role == Qt.ItemDataRole.BackgroundRole and column in ("accuracy", "recent") and stats:
            return QBrush(accuracy_colour(stats.accuracy))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("answers", "accuracy", "recent", "median",
                                                                    "within"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and column == "within" and stats and stats.within_share is not None:
            return QBrush(accuracy_colour(stats.within_share))
        if role == Qt.ItemDataRole.ToolTipRole and column == "within":
            return self.tr("The share of answers given within the skill's target time (answers with a target)")
        if role == Qt.ItemDataRole.ForegroundRole and column == "next" and self._due(row):
            return QBrush(QColor("#f0c75e"))
        return None

    def _skill_cell(self, row: SkillRow, role: int) -> Any:
        if role == Qt.ItemDataRole.CheckStateRole:
            return Qt.CheckState.Checked if row.skill in self.colours else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.DecorationRole and row.skill in self.colours:
            return QColor(colour_for(self.colours[row.skill]))
        if role == Qt.ItemDataRole.FontRole and row.skill is None:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.column() != 0 or role != Qt.ItemDataRole.CheckStateRole:
            return False
        skill = self.rows[index.row()].skill
        if Qt.CheckState(value) == Qt.CheckState.Checked:
            used = set(self.colours.values())
            self.colours[skill] = next(i for i in range(len(self.colours) + 1) if i not in used)
        else:
            self.colours.pop(skill, None)
        self.dataChanged.emit(index, index)
        self.linesChanged.emit()
        return True

    def set_charted(self, skill: Skill | None, on: bool) -> None:
        row = next(i for i, r in enumerate(self.rows) if r.skill == skill)
        state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        self.setData(self.index(row, 0), state.value, Qt.ItemDataRole.CheckStateRole)

    # -- texts -----------------------------------------------------------------------------
    def _name(self, skill: Skill | None) -> str:
        return self.tr("All skills") if skill is None else skill_text(skill, i18n.tr)

    @staticmethod
    def _answered(row: SkillRow) -> bool:
        return row.stats is not None and row.stats.attempts > 0

    def _due(self, row: SkillRow) -> bool:
        s = row.state
        return s is not None and s.reviews > 0 and s.is_due(self.now)

    def _text(self, row: SkillRow, column: str) -> str:
        stats = row.recent if column == "recent" else row.stats
        if column == "skill":
            return self._name(row.skill)
        if column == "answers":
            return str(stats.attempts) if stats else "0"
        if column in ("accuracy", "recent"):
            return percent(stats.accuracy) if stats else "—"
        if column == "median":
            return seconds_text(stats.median_ms) if stats and row.skill is not None else "—"
        if column == "within":
            share = stats.within_share if stats else None
            return "—" if share is None else percent(share)
        return self._next_text(row)

    def _next_text(self, row: SkillRow) -> str:
        s = row.state
        if row.skill is None:
            return ""
        if s is None or s.reviews == 0 or s.due is None:
            return self.tr("new")
        if s.is_due(self.now):
            return self.tr("due now")
        left = s.due - self.now
        if left < timedelta(days=1):
            return self.tr("in {hours} h").format(hours=max(1, round(left.total_seconds() / 3600)))
        days = round(left.total_seconds() / 86400)
        return self.tr("in %n days", None, days)


class TraineeProgress(QWidget):
    """One trainee's skills table (also the charts' picker) beside their charts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel()
        self.summary.setObjectName("due_summary")
        set_role(self.summary, "figures")
        self.model = SkillProgressModel(self)
        self.table = QTableView()
        self.table.setObjectName("progress_skills")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)  # fitted at each load (fit_columns)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # The charts (pyqtgraph, numpy: a second to import on a busy machine) come a moment after
        # the table is on the screen, or when asked for (issue 33 item 7).
        self._charts: ProgressCharts | None = None
        self._charted: tuple[Store, TraineeId] | None = None
        self.charts_room = _ChartsRoom(self._charts_wanted)
        self.model.linesChanged.connect(self._lines_changed)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.summary)
        left_layout.addWidget(self.table, 1)
        self.hint = QLabel()
        set_role(self.hint, "muted")
        left_layout.addWidget(self.hint)
        self.split = ShareSplitter((TABLE_SHARE, 1 - TABLE_SHARE))
        self.split.addWidget(left)
        self.split.addWidget(self.charts_room)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.split)
        self._due = self._new = 0

    def load(self, store: Store, trainee_id: TraineeId, now: datetime | None = None) -> None:
        now = now or datetime.now(UTC)
        stats = store.skill_stats(trainee_id)
        recent = {s.skill: s for s in store.skill_stats(trainee_id, since=now - RECENT)}
        skills = list(dict.fromkeys([*sources.catalogue(), *(s.skill for s in stats)]))
        queue = store.practice_queue(trainee_id, skills=skills, now=now)
        by_skill = {s.skill: s for s in stats}
        rows = [SkillRow(None, _total(stats), _total(list(recent.values())), None)]
        practised = [q for q in queue if q.reviews > 0 or q.skill in by_skill]
        never = [q for q in queue if q.reviews == 0 and q.skill not in by_skill]
        rows += [SkillRow(q.skill, by_skill.get(q.skill), recent.get(q.skill), q) for q in practised + never]
        weakest = sorted((s for s in stats if s.attempts >= MIN_ANSWERS_FOR_WEAKEST and s.accuracy < WEAK_BELOW),
                         key=lambda s: (s.accuracy, -s.median_ms, s.skill.key))[:DEFAULT_WEAKEST]
        charted: list[Skill | None] = [None, *(s.skill for s in weakest)] if stats else []
        self._due = sum(1 for q in queue if q.reviews > 0 and q.is_due(now))
        self._new = len(never)
        self._charted = (store, trainee_id)
        if self._charts is not None:
            self._charts.load(store, trainee_id)
        self.model.load(rows, charted, now)
        self.retranslate_ui()  # the columns fitted to the rows there

    def retranslate_ui(self) -> None:
        self.summary.setText(self.tr("Skills due now: {due} · never practised: {new}").format(
            due=self._due, new=self._new))
        self.hint.setText(self.tr("Tick a skill to draw it on the charts; its colour is its line's."))
        if self._charts is not None:
            self._charts.retranslate_ui()
        self.model.retranslate()
        fit_columns(self.table, skip=(0,))


    @property
    def charts(self) -> ProgressCharts:
        """The charts, made now if they were not yet (drawing the trainee loaded)."""
        if self._charts is None:
            from trainer.gui.progress.charts import ProgressCharts

            charts = self._charts = ProgressCharts()
            if not shiboken6.isValid(self.charts_room):  # closed while pyqtgraph was imported
                return charts
            self.charts_room.box.addWidget(charts)
            if self._charted is not None:
                charts.load(*self._charted)
            charts.show_skills(self.model.lines())
            charts.retranslate_ui()
        return self._charts

    def _charts_wanted(self) -> None:
        room = self.charts_room
        if shiboken6.isValid(room) and room.isVisible():  # not closed meanwhile
            self.charts  # noqa: B018 (made on first use)

    def _lines_changed(self) -> None:
        if self._charts is not None:
            self._charts.show_skills(self.model.lines())


class _ChartsRoom(QWidget):
    """Where the charts go: after its first paint (the table beside it is on the screen), it asks for them."""

    def __init__(self, wanted: Callable[[], None]) -> None:
        super().__init__()
        self._wanted = wanted
        self.asked = False
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.asked:
            self.asked = True
            QTimer.singleShot(0, self._wanted)


class ProgressScreen(QWidget):
    """The signed-in trainee's own progress (home: "My progress")."""

    closed = Signal()

    def __init__(self, store: Store, trainee: Trainee, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee = trainee
        self.streaks = set_role(QLabel(), "figures")
        self.streaks.setObjectName("streaks")
        self.header = ScreenHeader(self, self.streaks)
        self.header.backRequested.connect(self.closed)
        self.heading, self.back = self.header.heading, self.header.back
        self.progress = TraineeProgress()
        # My mistakes (issue 33 U21): the trainee's own wrong answers, replayed; read when first shown
        self.mistakes = MistakesView(store, trainee)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("progress_tabs")
        self.tabs.addTab(self.progress, "")
        self.tabs.addTab(self.mistakes, "")
        self.tabs.currentChanged.connect(self._page_shown)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.tabs, 1)
        self.refresh()

    def _page_shown(self, index: int) -> None:
        if self.tabs.widget(index) is self.mistakes and not self.mistakes.loaded:
            self.mistakes.load()
            self.mistakes.retranslate_ui()

    def refresh(self, now: datetime | None = None) -> None:
        now = now or datetime.now(UTC)
        self.progress.load(self.store, self.trainee.id, now)
        self._streaks = self.store.streaks(self.trainee.id, now.astimezone().date())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("My progress"))
        s = self._streaks
        self.streaks.setText(streaks_text(s, i18n.tr))
        self.header.retranslate_ui()
        self.progress.retranslate_ui()
        self.tabs.setTabText(0, self.tr("Skills and charts"))
        self.tabs.setTabText(1, self.tr("My mistakes"))
        self.mistakes.retranslate_ui()
