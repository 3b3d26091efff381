"""The exam screen's table models: the exams on offer (the list) and a result by skill."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from trainer import i18n
from trainer.curriculum.exam import ExamDefinition
from trainer.gui.common.columns_model import ColumnsModel, Index
from trainer.i18n import fill, lesson_text, percent
from trainer.scenarios import words
from trainer.tasks import task_for
from trainer.training.exam import SkillLine, Standing

Tr = Callable[..., str]  # trainer.i18n.tr: (text, disambiguation, count)


def items_and_hands(d: ExamDefinition, tr: Tr) -> str:
    """What an exam with hands asks, counted: "12 items and 3 whole hands" (issue 21)."""
    hands = tr("%n whole hands", None, d.hand_count)
    return hands if not d.items else tr("%n items and {hands}", None, d.items).format(hands=hands)


def skill_title(line: SkillLine, tr: Tr) -> str:
    """A result line's skill, saying how many of its items were steps of the exam's hands."""
    title = tr(task_for(line.skill.task).title)
    if not line.in_hands:
        return title
    if line.in_hands == line.items:
        return tr("{skill} (hand steps)").format(skill=title)
    return tr("{skill} (%n in the hands)", None, line.in_hands).format(skill=title)


def local_time(moment: datetime | None) -> str:
    return i18n.date_time_text(moment)  # one form on every screen (U20)


class RowsModel(ColumnsModel):
    """Read-only rows under column headers; ``load`` replaces both."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headers: list[str] = []

    def load(self, rows: Sequence[Any], headers: Sequence[str] = ()) -> None:
        self.headers = list(headers)
        super().load(rows)

    def column_keys(self) -> list[str]:
        return self.headers


class ExamListModel(RowsModel):
    rows: list[Standing]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        d = row.definition
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cells(row)[index.column()]
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == 6 and row.last_result:
            return QColor("#58d68d" if row.last_result.passed else "#ec7063")
        if role == Qt.ItemDataRole.TextAlignmentRole and 2 <= index.column() <= 5:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.ToolTipRole:
            return lesson_text(d.intro)
        return None

    def cells(self, row: Standing) -> list[str]:
        d = row.definition
        last = row.last_result
        if row.open_exam is not None:
            result = self.tr("under way")
        elif last is None:
            result = "—"
        else:
            verdict = self.tr("passed") if last.passed else self.tr("not passed")
            result = fill(self.tr("{score:.0%} {verdict}, {when}"),
                          score=float(last.score or 0), verdict=verdict, when=local_time(last.submitted_at))
        items = str(d.items) if not d.hands else items_and_hands(d, i18n.tr)
        return [lesson_text(d.title), words.game(d.game), items,
                self.tr("{minutes:g} min").format(minutes=d.time_limit_min),
                self.tr("{mark:g} %").format(mark=d.pass_mark),
                self.tr("{used} of {allowed}").format(used=row.attempts_used, allowed=d.attempts_allowed),
                result]


class SkillModel(RowsModel):
    rows: list[SkillLine]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        line = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return [skill_title(line, i18n.tr), str(line.items), str(line.answered),
                    str(line.correct), percent(line.percent)][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return Qt.AlignmentFlag.AlignCenter
        return None
