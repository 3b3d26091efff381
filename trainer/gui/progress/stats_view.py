"""What the trainee's and the instructor's screens share to show figures: the colour of
an accuracy, a time, a skill's name, the streaks, a splitter shared out by proportions.

Qt widgets and colours only, no charts: the instructor's class tab and the lesson
library import this without loading pyqtgraph (that is ``trainer.gui.progress.charts``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import QSplitter, QWidget

from trainer.i18n import decimal
from trainer.scenarios import words
from trainer.store import Skill, Streaks
from trainer.training import skill_index

Translate = Callable[[str], str]


def streaks_text(s: Streaks, tr: Translate) -> str:
    """Both streaks with their bests, worded for any count (no "1 day(s)")."""
    return tr("Days in a row: {days} (best {best_days}) · right answers in a row: {right} (best {best_right})"
              ).format(days=s.days_current, best_days=s.days_best, right=s.correct_current,
                       best_right=s.correct_best)


def accuracy_colour(accuracy: float) -> QColor:
    """Green from 90 %, amber from 70 %, red below (home, progress, the class)."""
    if accuracy >= 0.9:
        return QColor("#1e5631")
    if accuracy >= 0.7:
        return QColor("#6b5414")
    return QColor("#7b241c")


COLOURS = ("#f0c75e", "#5dade2", "#58d68d", "#ec7063", "#af7ac5", "#f5b041", "#48c9b0", "#eb98c4")
"""The charts' lines, in order (here, so a table can show a line's colour without pyqtgraph)."""


def colour_for(index: int) -> str:
    return COLOURS[index % len(COLOURS)]


def seconds_text(ms: float) -> str:
    return f"{decimal(ms / 1000)} s"


def skill_text(skill: Skill, tr: Translate) -> str:
    """``Hold'em · Showdown order``; a skill this version does not know keeps its key."""
    game = words.game(skill.game)
    titles = {e.id: e.title for e in skill_index.task_entries()}
    task = tr(titles[skill.task]) if skill.task in titles else skill.task
    return f"{game} · {task}"


class ShareSplitter(QSplitter):
    """A splitter that shares its width (or height) out as told when first shown;
    the user's dragging is kept from then on."""

    def __init__(self, shares: tuple[float, ...], orientation: Qt.Orientation = Qt.Orientation.Horizontal,
                 parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self.shares = shares
        self._shared = False
        self.setChildrenCollapsible(False)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shared:
            self._shared = True
            total = self.width() if self.orientation() == Qt.Orientation.Horizontal else self.height()
            self.setSizes([round(total * share / sum(self.shares)) for share in self.shares])
