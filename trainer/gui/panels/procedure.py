"""Procedure questions: multiple choice on the irregularity and procedure articles.

Keys: ``1``-``9`` pick a choice; mouse: click one (double-click picks and submits).
After grading the right choice is framed green, a wrong pick red.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtWidgets import QWidget

from trainer.gui.table import TableView
from trainer.i18n import lesson_text
from trainer.tasks import Question
from trainer.tasks.procedure import Procedure
from trainer.training.drill import Feedback

from .choice import ChoicePanel
from .common import SEAT_KEYS, Does, KeyHint

MAX_CHOICES = 9


class ProcedurePanel(ChoicePanel):
    task_id = Procedure.id
    answer_key = "choice"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for n in range(1, MAX_CHOICES + 1):
            self.add_key(SEAT_KEYS[n][0], partial(self.choose, n - 1))

    def title(self) -> str:
        return self.tr("Procedure")

    def build(self, question: Question) -> None:
        super().build(question)
        for i, text in enumerate(question.choices[:MAX_CHOICES]):
            button = self.add_option(i, str(i + 1))
            button.set_text(lesson_text(text))
            self.body_layout.addWidget(button)

    def key_of(self, value: Any) -> int:
        return int(value)

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        want = int(feedback.correct_answer["choice"])
        got = feedback.given.get("choice")
        if want in self.buttons:
            self.buttons[want].set_result(True)
        if got is not None and got != want and got in self.buttons:
            self.buttons[got].set_result(False)

    def key_hints(self) -> list[KeyHint]:
        return [KeyHint(self.tr("1-{last}").format(last=max(len(self.buttons), 2)), self.tr("pick a choice"),
                        Does.ANSWER, tuple((str(n + 1),) for n in range(len(self.buttons)))),
                self.click_hint(self.tr("Double-click"), self.tr("pick and submit"))]
