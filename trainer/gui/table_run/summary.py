"""Run the table's summary (issue 21): the steps right and wrong by kind, the time per step
of each kind against its target, and the mistakes — a mistake picked shows its table as the
step found it, the answer given and the right one, and the rule."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QItemSelection, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.gui.common.columns_model import ColumnsModel, Index
from trainer.gui.question.explain_html import RIGHT, WRONG, mistakes_html, open_rule_links, steps_html
from trainer.gui.style import set_role
from trainer.gui.table import TableView
from trainer.scenarios import words
from trainer.tasks import task_for
from trainer.training.attempt_text import value_words
from trainer.training.table_run import HandSummary, KindLine, LessonHands, StepResult


def kind_title(kind: str) -> str:
    """A step kind's name in the language in use."""
    return i18n.tr(task_for(kind).title)


def two_lines(heading: str) -> str:
    """A figure's heading on two lines, broken at the space nearest its middle (none: as it
    is), so that the figures' narrow columns leave the steps' names their room (issue 33 U7)."""
    spaces = [i for i, ch in enumerate(heading) if ch == " "]
    if not spaces:
        return heading
    middle = min(spaces, key=lambda i: abs(i - len(heading) / 2))
    return heading[:middle] + "\n" + heading[middle + 1:]


def seconds_text(ms: int) -> str:
    return f"{i18n.decimal(ms / 1000)} s"


class KindsModel(ColumnsModel):
    """A row per step kind: its steps, right, wrong, the mean time against the kind's target."""

    COLUMNS = ("kind", "steps", "right", "wrong", "time", "target")
    rows: list[KindLine]

    def header(self, key: str) -> str:
        text = {"kind": self.tr("Step"), "steps": self.tr("Steps"), "right": self.tr("Right"),
                "wrong": self.tr("Wrong"), "time": self.tr("Time per step"), "target": self.tr("Target")}[key]
        return text if key == "kind" else two_lines(text)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        line, column = self.rows[index.row()], self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return {"kind": kind_title(line.kind), "steps": str(line.steps), "right": str(line.right),
                    "wrong": str(line.wrong), "time": seconds_text(line.mean_ms),
                    "target": f"{line.target_s} s"}[column]
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == "time":
                return QColor(RIGHT if line.within_target else WRONG)
            if column == "wrong" and line.wrong:
                return QColor(WRONG)
        return None


class MistakesModel(ColumnsModel):
    """A row per step answered wrong: its number and kind."""

    COLUMNS = ("step", "kind")
    rows: list[StepResult]

    def header(self, key: str) -> str:
        return {"step": self.tr("Step"), "kind": self.tr("Mistake")}[key]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        r = self.rows[index.row()]
        return str(r.number) if self.COLUMNS[index.column()] == "step" else kind_title(r.step.kind)


class SummaryPage(QWidget):
    """The hand's summary: the figures, the kinds, the mistakes and one replayed."""

    againRequested = Signal()
    homeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        set_role(self.heading, "page-title")
        self.figures = QLabel()
        self.figures.setObjectName("hand_figures")
        self.figures.setWordWrap(True)
        set_role(self.figures, "figures")
        self.lesson_figures = QLabel()  # a lesson of hands: the lesson so far
        self.lesson_figures.setObjectName("lesson_figures")
        self.lesson_figures.setWordWrap(True)
        set_role(self.lesson_figures, "figures")
        self.lesson_figures.hide()
        self.lesson: tuple[str, LessonHands] | None = None
        self.kinds_model = KindsModel(self)
        self.kinds = self._table(self.kinds_model, "hand_kinds")
        self.mistakes_label = QLabel()
        self.mistakes_model = MistakesModel(self)
        self.mistakes = self._table(self.mistakes_model, "hand_mistakes")
        self.mistakes.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.mistakes.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.mistakes.selectionModel().selectionChanged.connect(self._picked)
        self.mistakes_label.setBuddy(self.mistakes)
        self.replay_table = TableView()
        self.replay_table.setObjectName("replay_table")
        self.replay_text = QTextBrowser()
        self.replay_text.setObjectName("replay_text")
        set_role(self.replay_text, "reading")
        open_rule_links(self.replay_text, self)
        self.again = QPushButton()
        self.again.setObjectName("another_hand")
        self.again.clicked.connect(self.againRequested)
        self.home = QPushButton()
        self.home.setObjectName("back_home")
        self.home.clicked.connect(self.homeRequested)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.kinds, 3)
        left_layout.addWidget(self.mistakes_label)
        left_layout.addWidget(self.mistakes, 2)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.replay_table)
        right.addWidget(self.replay_text)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        right.setCollapsible(0, False)
        self.replay_text.setMinimumHeight(220)  # the prompt, both answers and the first reasons
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.again)
        buttons.addWidget(self.home)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.figures)
        layout.addWidget(self.lesson_figures)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)
        self.summary: HandSummary | None = None
        self.retranslate_ui()

    @staticmethod
    def _table(model: ColumnsModel, name: str) -> QTableView:
        view = QTableView()
        view.setObjectName(name)
        view.setModel(model)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(model.COLUMNS.index("kind"), QHeaderView.ResizeMode.Stretch)
        # A step's name whole, in any language: wrapped onto a second line in the width the
        # figures leave, the row as tall as it needs, never cut with an ellipsis (issue 33 U7).
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        rows = view.verticalHeader()
        rows.setMinimumSectionSize(rows.defaultSectionSize())  # a one-line row as tall as before
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        rows.hide()
        return view

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("Hand summary"))
        self.mistakes_label.setText(self.tr("&Mistakes — pick one to see its table and the right answer"))
        self.again.setText(self.again_text())
        self.home.setText(self.tr("Back home (H)"))
        self.kinds_model.retranslate()
        self.mistakes_model.retranslate()
        self.replay_table.retranslate_ui()
        if self.summary is not None:
            self.show_summary(self.summary)
        if self.lesson is not None:
            self.show_lesson(*self.lesson)

    def again_text(self) -> str:
        return self.tr("Another hand (A)")

    def show_summary(self, summary: HandSummary) -> None:
        picked = self.picked_row()
        self.summary = summary
        variant = self.tr("exam") if summary.variant == "exam" else self.tr("practice")
        # %n: "1 of 1 step right" (U17); Q Poker can deal 1 spot
        text = self.tr("{game} · {seats} · seed {seed} · {variant}: {correct} of %n steps right in {time}", "",
                       summary.answered).format(game=words.game(summary.game), seed=summary.seed,
                                                seats=self.tr("%n seats", "", summary.seats), variant=variant,
                                                correct=summary.correct, time=seconds_text(summary.time_ms))
        if summary.answered < summary.total:
            text += " · " + self.tr("ended after step {answered} of {total}").format(answered=summary.answered,
                                                                                   total=summary.total)
        self.figures.setText(text)
        self.kinds_model.load(summary.kinds)
        self.mistakes_model.load(summary.mistakes)
        if summary.mistakes:
            self.mistakes.selectRow(picked if 0 <= picked < len(summary.mistakes) else 0)
        else:
            self.replay_table.clear()
            none = self.tr("No mistakes in this hand.")
            self.replay_text.setHtml(f"<p>{html.escape(none)}</p>")

    def show_lesson(self, title: str | None, figures: LessonHands | None) -> None:
        """The lesson the hand is one of, and its hands so far; None: no lesson (or its
        figures could not be read), no line."""
        self.lesson = (title, figures) if title is not None and figures is not None else None
        if self.lesson is None or figures is None:
            self.lesson_figures.hide()
            return
        hands = self.tr("{played} of %n hands played", "", figures.count).format(played=figures.played)
        self.lesson_figures.setText(self.tr("Lesson “{title}”: {hands}, {correct} of %n steps right in {time}", "",
                                            figures.answered).format(
            title=i18n.lesson_text(title or ""), hands=hands, correct=figures.correct,
            time=seconds_text(figures.time_ms)))
        self.lesson_figures.show()

    def picked_row(self) -> int:
        rows = self.mistakes.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _picked(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        row = self.picked_row()
        if self.summary is None or not 0 <= row < len(self.summary.mistakes):
            return
        self.replay(self.summary.mistakes[row])

    def replay(self, result: StepResult) -> None:
        """A mistake again: its table as the step found it, the answer given and the right one, the rule."""
        step, fb = result.step, result.feedback
        self.replay_table.show_scenario(dict(step.before), reveal=True)
        tr = i18n.tr
        grade = fb.grade  # its parts are messages, named in the language in use when shown (issue 34 item 4)
        game = step.question.game
        given = value_words(fb.given, tr, game=game) if fb.given else "—"
        heading = self.tr("Step {n}").format(n=result.number) + " · " + kind_title(step.kind)
        lines = ((self.tr("Your answer:"), given),
                 (self.tr("The right answer:"), value_words(step.answer, tr, game=game)))
        parts = [f"<h3>{html.escape(heading)}</h3>", f"<p>{html.escape(step.prompt)}</p>",
                 *(f"<p><b>{html.escape(label)}</b> {html.escape(value)}</p>" for label, value in lines)]
        if grade.mistakes:
            parts.append(mistakes_html(grade.mistakes, tr, flat=True, game=game))
        parts.append(steps_html(fb.steps, tr))
        self.replay_text.setHtml("".join(parts))
