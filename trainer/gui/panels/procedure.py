"""Procedure questions: multiple choice on the irregularity and procedure articles.

Keys: ``1``-``9`` pick a choice; mouse: click one (double-click picks and submits).
After grading the right choice is framed green, a wrong pick red.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from trainer.gui.table import TableView
from trainer.scenarios.tasks import Question
from trainer.training.drill import Feedback

from .common import SEAT_KEYS, OptionButton, PanelBase

MAX_CHOICES = 9


class ProcedurePanel(PanelBase):
    task_id = "procedure"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons: list[OptionButton] = []
        self.choice: int | None = None
        for n in range(1, MAX_CHOICES + 1):
            self.add_key(SEAT_KEYS[n][0], lambda i=n - 1: self.choose(i))

    def title(self) -> str:
        return self.tr("Procedure")

    def build(self, question: Question) -> None:
        self.choice = None
        self.buttons = []
        for i, text in enumerate(question.choices[:MAX_CHOICES]):
            button = OptionButton(str(i + 1))
            button.set_text(text)
            button.clicked.connect(lambda i=i: self.choose(i))
            button.doubleClicked.connect(lambda i=i: self._choose_and_submit(i))
            self.body_layout.addWidget(button)
            self.buttons.append(button)

    def choose(self, index: int | None) -> None:
        if self._locked or (index is not None and index >= len(self.buttons)):
            return
        self.choice = index
        for i, b in enumerate(self.buttons):
            b.set_checked(i == index)
        self.changed()

    def undo(self) -> None:
        self.choose(None)

    def _choose_and_submit(self, choice: Any) -> None:
        if not self._locked:
            self.choose(choice)
            self.submitRequested.emit()

    def answer(self) -> dict[str, Any]:
        return {} if self.choice is None else {"choice": self.choice}

    def is_complete(self) -> bool:
        return self.choice is not None

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        want = int(feedback.correct_answer["choice"])
        got = feedback.given.get("choice")
        if 0 <= want < len(self.buttons):
            self.buttons[want].set_result(True)
        if got is not None and got != want and 0 <= got < len(self.buttons):
            self.buttons[got].set_result(False)

    def shortcuts(self) -> list[tuple[str, str]]:
        return [(self.tr("1-%1").replace("%1", str(max(len(self.buttons), 2))), self.tr("pick a choice")),
                (self.tr("Double-click"), self.tr("pick and submit"))]
