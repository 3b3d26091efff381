"""A question on the table with the engine's answer: a trainee's mistake replayed, or a
lesson or exam item previewed.

The answer panel of the drill draws the answer (locked, as after a submission), so
the instructor sees what the trainee saw; the explanation is the engine's, with
the rules it rests on.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from trainer import i18n
from trainer.engine.errors import ScenarioError
from trainer.gui.explain_html import VERDICT_COLOURS, open_rule_links, steps_html
from trainer.gui.stats_view import ShareSplitter
from trainer.gui.style import set_role
from trainer.gui.table import TableView
from trainer.i18n import lesson_text
from trainer.scenarios.lesson import Lesson
from trainer.scenarios.tasks import Grade, Question, task_for, verdict
from trainer.store import Attempt
from trainer.training.attempt_text import ReplayError, question_for_attempt, value_words

__all__ = ["ReplayError", "ReplayView", "answer_html", "question_for_attempt", "show_value"]


def show_value(value: Any, tr, key: str = "") -> str:
    """An answer's value in words, as the drill writes it: ``amount: 190, winners: 9``, its keys and
    words in the language in use (:func:`value_words`; ``key``: the answer's key it stands under)."""
    return value_words(value, tr, flat=True, key=key)


def answer_html(question: Question, grade: Grade, given: Mapping[str, Any] | None, tr) -> str:
    """The engine's answer part by part, and beside it (for a replay) the trainee's."""
    right, wrong = "#58d68d", "#ec7063"
    head = [tr("Asked"), tr("The engine’s answer")] + ([tr("The trainee’s answer")] if given is not None else [])
    rows = ["<tr>" + "".join(f"<th align='left'>{html.escape(h)}</th>" for h in head) + "</tr>"]
    if task_for(question.task).is_choice:
        chosen = given.get("choice") if given is not None else None
        want = question.answer.get("choice")
        for i, choice in enumerate(question.choices):
            mark = "✓" if i == want else ""
            cells = [f"{i + 1}. {html.escape(lesson_text(choice))}", f"<span style='color:{right}'>{mark}</span>"]
            if given is not None:
                colour = right if i == want else wrong
                cells.append(f"<span style='color:{colour}'>{'●' if i == chosen else ''}</span>")
            rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    else:
        for part in grade.parts:
            cells = [html.escape(part.label), html.escape(show_value(part.expected, tr, part.key))]
            if given is not None:
                colour, mark = (right, "✓") if part.correct else (wrong, "✗")
                given_words = html.escape(show_value(part.given, tr, part.key))
                cells.append(f"<span style='color:{colour}'>{mark} {given_words}</span>")
            rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    return f"<table cellspacing='0' cellpadding='3'>{''.join(rows)}</table>"


class ReplayView(QWidget):
    """The table with the engine's answer drawn on it, and beside it the question, the
    answer part by part (the trainee's too, for a replay) and the engine's reasons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = TableView()
        self.heading = QLabel()
        self.heading.setObjectName("replay_heading")
        self.heading.setWordWrap(True)
        set_role(self.heading, "subheading")
        self.explanation = QTextBrowser()
        self.explanation.setObjectName("replay_explanation")
        open_rule_links(self.explanation, self)
        self.explanation.setMinimumWidth(300)
        self.split = ShareSplitter((0.6, 0.4))
        self.split.addWidget(self.table)
        self.split.addWidget(self.explanation)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.split, 1)
        # The task's answer panel draws the engine's answer on the table (badges, pots,
        # rows...) exactly as after a drill answer; the panel itself stays hidden, since
        # its fields hold nothing of a stored answer.
        self.panel: QWidget | None = None
        self.question: Question | None = None

    # -- what is shown ---------------------------------------------------------------------
    def show_message(self, heading: str, text: str = "") -> None:
        """Nothing on the table; a heading and a few words (a lesson, a problem, an error)."""
        self._clear()
        self.table.hide()  # words only: they take the width
        self.heading.setText(heading)
        self.explanation.setHtml(text)

    def show_attempt(self, attempt: Attempt, heading: str, lessons: Iterable[Lesson] = ()) -> bool:
        """Replay a stored answer: the table, the answer given against the engine's. False if it cannot."""
        try:
            question = question_for_attempt(attempt, lessons)
        except ReplayError as exc:
            self.show_message(heading, "<p style='color:#ec7063'>{}</p>".format(html.escape(
                self.tr("This answer cannot be replayed: {reason}.").format(reason=exc))))
            return False
        given = attempt.answer if isinstance(attempt.answer, Mapping) else {}
        return self._show(question, heading, given, attempt.score)

    def show_answered(self, question: Question, heading: str, given: Any, score: float | None) -> bool:
        """Replay an answer to ``question`` (a hand's step dealt again): the answer given against
        the engine's, its recorded score."""
        return self._show(question, heading, given if isinstance(given, Mapping) else {}, score)

    def show_question(self, question: Question, heading: str) -> bool:
        """Preview a question with the engine's answer drawn in."""
        return self._show(question, heading, None, None)

    # -- drawing ---------------------------------------------------------------------------
    def _show(self, question: Question, heading: str, given: Mapping[str, Any] | None,
              score: float | None) -> bool:
        from trainer.gui.panels import panel_for
        from trainer.training.drill import Feedback, explain

        self._clear()
        self.heading.setText(heading)
        try:
            task = task_for(question.task)
            answer = dict(given) if given is not None else dict(question.answer)
            grade = task.grade_in(question.game, answer, question.answer)
            steps = explain(question)
            on_table = task_for(question.task).shows_table  # a procedure question is words only
            if on_table:
                self.table.show_scenario(dict(question.scenario), reveal=True)
            self.table.setVisible(on_table)
            panel = panel_for(question.task, self)
            panel.hide()
            self.panel = panel
            panel.load(question, self.table)
            panel.set_locked(True)
            # No stored attempt is needed to draw: the panels read the answers only.
            panel.show_feedback(Feedback(question, answer, grade, question.answer, steps, 0,
                                         None), self.table)  # type: ignore[arg-type]
        except (ScenarioError, KeyError, TypeError, ValueError) as exc:
            self.show_message(heading, "<p style='color:#ec7063'>{}</p>".format(html.escape(
                self.tr("This question cannot be drawn: {reason}.").format(reason=exc))))
            return False
        self.question = question
        parts = []
        if score is not None:  # the score recorded with the answer, in the one wording
            kind, words = verdict(Grade(score, grade.parts), given)
            parts.append(f"<h3 style='color:{VERDICT_COLOURS[kind]}'>{html.escape(words)}</h3>")
        if question.prompt:
            parts.append(f"<p><b>{html.escape(question.shown_prompt)}</b></p>")
        parts.append(answer_html(question, grade, given, i18n.tr))
        parts.append(steps_html(steps, i18n.tr))
        self.explanation.setHtml("".join(parts))
        return True

    def _clear(self) -> None:
        self.question = None
        if self.panel is not None:
            self.panel.deleteLater()
            self.panel = None
        self.table.clear()
        self.explanation.clear()

    def retranslate_ui(self) -> None:
        self.table.retranslate_ui()
