"""The exam screen's review page (when the exam's rules allow it): each item marked, and
for the one picked the table, the answer given, the right one and why."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.gui.question.explain_html import MUTED, RIGHT, WRONG, open_rule_links, review_html
from trainer.gui.style import set_role
from trainer.gui.table import TableView
from trainer.i18n import decimal, percent
from trainer.tasks import task_for
from trainer.training.exam import ReviewItem


class ExamReviewPage(QWidget):
    """The Back button is the screen's to connect."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.items: list[ReviewItem] = []
        self.heading = QLabel()
        set_role(self.heading, "item-title")
        self.floors = QLabel()
        self.floors.setObjectName("review_floors_missed")
        self.floors.setWordWrap(True)
        self.floors.hide()
        self.review_list = QListWidget()
        self.review_list.setObjectName("review_list")
        self.review_list.setMinimumWidth(340)
        self.review_list.setMaximumWidth(380)
        self.review_list.currentRowChanged.connect(self._show_item)
        self.table = TableView()
        self.text = QTextBrowser()
        self.text.setObjectName("review_text")
        open_rule_links(self.text, self)
        self.back_button = QPushButton()
        self.back_button.setObjectName("back_to_result")
        self.text.setMinimumWidth(380)
        split = QSplitter()
        split.addWidget(self.review_list)
        split.addWidget(self.table)
        split.addWidget(self.text)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 2)
        split.setChildrenCollapsible(False)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.back_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.floors)
        layout.addWidget(split, 1)

    def retranslate_ui(self) -> None:
        self.back_button.setText(self.tr("Back to the result (Esc)"))
        self.table.retranslate_ui()

    def show_items(self, items: list[ReviewItem], title: str | None, floors: list[str] | None = None) -> None:
        """The items marked, the same row picked as before; ``title``: the exam's; ``floors``: a
        sentence per minimum the candidate missed."""
        self.items = items
        self.floors.setText("\n".join(floors or []))
        self.floors.setVisible(bool(floors))
        row = max(self.review_list.currentRow(), 0)
        self.review_list.blockSignals(True)
        self.review_list.clear()
        for r in items:
            mark = self.tr("no answer") if not r.answered else (
                "✓" if r.grade.correct else f"✗ {percent(r.grade.score)}")
            if r.over_target and r.attempt is not None and r.attempt.target_s is not None:
                # issue 20: the exam's rule, in the candidate's words
                mark += " " + self.tr("({seconds} s, over the {target} s target: half marks)").format(
                    seconds=decimal(r.attempt.time_ms / 1000), target=r.attempt.target_s)
            # A dash, not a colon: task titles may end in "?" ("Who wins?").
            task = i18n.tr(task_for(r.item.task).title)
            if r.item.is_hand_step:  # issue 21: which hand, which step
                text = self.tr("{n}. Hand {hand}, step {step}: {task} — {mark}").format(
                    n=r.item.number, hand=r.item.hand, step=r.item.step, task=task, mark=mark)
            else:
                text = self.tr("{n}. {task} — {mark}").format(n=r.item.number, task=task, mark=mark)
            item = QListWidgetItem(text)
            item.setForeground(QColor(MUTED if not r.answered else (RIGHT if r.grade.correct else WRONG)))
            self.review_list.addItem(item)
        self.review_list.blockSignals(False)
        if items:
            self.review_list.setCurrentRow(min(row, len(items) - 1))
            self._show_item(self.review_list.currentRow())
        if title is not None:
            self.heading.setText(self.tr("Review: {title}").format(title=title))

    def step(self, step: int) -> None:
        n = self.review_list.count()
        if n:
            self.review_list.setCurrentRow(max(0, min(n - 1, self.review_list.currentRow() + step)))

    def _show_item(self, row: int) -> None:
        if not 0 <= row < len(self.items):
            return
        r = self.items[row]
        shows_table = task_for(r.item.task).shows_table
        self.table.setVisible(shows_table)
        if not shows_table:
            self.table.clear()
        else:
            self.table.show_scenario(dict(r.item.question.scenario), reveal=True)
        self.text.setHtml(review_html(r, i18n.tr))
