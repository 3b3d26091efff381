"""A question on the table with the engine's answer: a trainee's mistake replayed, or a
lesson or exam item previewed.

The answer panel of the drill draws the answer (locked, as after a submission), so
the instructor sees what the trainee saw; the explanation is the engine's, with
the rules it rests on.
"""

from __future__ import annotations

import html
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from trainer import i18n
from trainer.curriculum.lesson import Lesson
from trainer.engine.errors import ScenarioError
from trainer.gui.progress.stats_view import ShareSplitter
from trainer.gui.question.explain_html import VERDICT_COLOURS, open_rule_links, steps_html
from trainer.gui.style import set_role
from trainer.gui.table import TableView
from trainer.i18n import lesson_text, render
from trainer.store import Attempt
from trainer.tasks import Grade, Question, Step, task_for, verdict
from trainer.training.attempt_text import ReplayError, question_for_attempt, value_words

__all__ = ["Prepared", "ReplayError", "ReplayView", "answer_html", "prepare", "prepare_attempt",
           "question_for_attempt", "show_value"]

KEPT = 128
"""Replays kept ready (issue 33 item 7): a row picked again is drawn without solving it again."""


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
            cells = [html.escape(render(part.label)), html.escape(show_value(part.expected, tr, part.key))]
            if given is not None:
                colour, mark = (right, "✓") if part.correct else (wrong, "✗")
                given_words = html.escape(show_value(part.given, tr, part.key))
                cells.append(f"<span style='color:{colour}'>{mark} {given_words}</span>")
            rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    return f"<table cellspacing='0' cellpadding='3'>{''.join(rows)}</table>"


@dataclass(frozen=True)
class Prepared:
    """A replay worked out, ready to draw: the question, the answer graded, the engine's reasons
    and the words beside the table (in the language in use when it was prepared).  Made by
    :func:`prepare` without Qt, so off the GUI thread too."""

    question: Question
    given: Mapping[str, Any] | None
    answer: dict[str, Any]
    grade: Grade
    steps: tuple[Step, ...]
    html: str


def prepare(question: Question, given: Mapping[str, Any] | None, score: float | None) -> Prepared:
    """``question`` graded against ``given`` (None: a preview, the engine's answer only), explained;
    ScenarioError, KeyError, TypeError or ValueError if it cannot be."""
    from trainer.training.drill import explain

    task = task_for(question.task)
    answer = dict(given) if given is not None else dict(question.answer)
    grade = task.grade_in(question.game, answer, question.answer)
    steps = explain(question)
    parts = []
    if score is not None:  # the score recorded with the answer, in the one wording
        kind, words = verdict(Grade(score, grade.parts), given)
        parts.append(f"<h3 style='color:{VERDICT_COLOURS[kind]}'>{html.escape(words)}</h3>")
    if question.prompt:
        parts.append(f"<p><b>{html.escape(question.shown_prompt)}</b></p>")
    parts.append(answer_html(question, grade, given, i18n.tr))
    parts.append(steps_html(steps, i18n.tr))
    return Prepared(question, given, answer, grade, steps, "".join(parts))


_kept: OrderedDict[tuple[Any, ...], Prepared] = OrderedDict()


def prepare_attempt(attempt: Attempt, lessons: Iterable[Lesson] | None = None, language: str = "") -> Prepared:
    """A stored answer's replay prepared (:func:`prepare`), kept for the next time it is asked
    (per ``language``, the words being in it); ReplayError if its question cannot be rebuilt,
    the others of :func:`prepare` if it cannot be drawn.  ``lessons``: as
    :func:`question_for_attempt` (None: the one shipped lesson the answer names, checked once)."""
    key = (attempt.id, language) if lessons is None else None
    if key is not None and key in _kept:
        _kept.move_to_end(key)
        return _kept[key]
    question = question_for_attempt(attempt, lessons)
    given = attempt.answer if isinstance(attempt.answer, Mapping) else {}
    prepared = prepare(question, given, attempt.score)
    if key is not None:
        _kept[key] = prepared
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return prepared


class ReplayView(QWidget):
    """The table with the engine's answer drawn on it, and beside it the question, the
    answer part by part (the trainee's too, for a replay) and the engine's reasons.

    :meth:`request_attempt` works the replay out off the GUI thread (a click is answered at
    once); a newer request, or anything shown since, supersedes it: the view never shows a
    replay other than the one asked last."""

    replayed = Signal(object)  # the Attempt whose replay was just drawn

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
        self.attempt: Attempt | None = None  # the stored answer on show (or asked for)
        self._work_key = ("replay", id(self))

    # -- what is shown ---------------------------------------------------------------------
    def show_message(self, heading: str, text: str = "") -> None:
        """Nothing on the table; a heading and a few words (a lesson, a problem, an error)."""
        self._clear()
        self.table.hide()  # words only: they take the width
        self.heading.setText(heading)
        self.explanation.setHtml(text)

    def show_attempt(self, attempt: Attempt, heading: str, lessons: Iterable[Lesson] | None = None) -> bool:
        """Replay a stored answer: the table, the answer given against the engine's. False if it cannot.
        ``lessons``: where its lesson item is looked for (None: the shipped lesson it names)."""
        try:
            prepared = prepare_attempt(attempt, lessons, self._language())
        except ReplayError as exc:
            self._cannot_replay(attempt, heading, exc)
            return False
        except (ScenarioError, KeyError, TypeError, ValueError) as exc:
            self._cannot_draw(heading, exc)
            return False
        return self._shown_attempt(attempt, self._draw(prepared, heading))

    def request_attempt(self, attempt: Attempt, heading: str, lessons: Iterable[Lesson] | None = None) -> None:
        """:meth:`show_attempt`, the replay worked out off the GUI thread: ``heading`` at once and
        the table cleared, the replay drawn when ready (at once if it was kept)."""
        from trainer.gui.common.background import background

        language = self._language()
        key = (attempt.id, language)
        if lessons is None and key in _kept:
            self.show_attempt(attempt, heading)
            return
        self.show_message(heading, "<p>{}</p>".format(html.escape(self.tr("Setting the table…"))))
        self.attempt = attempt
        def drawn(prepared: Prepared) -> None:
            self._shown_attempt(attempt, self._draw(prepared, heading))

        background().submit(self._work_key, lambda: prepare_attempt(attempt, lessons, language), drawn,
                            lambda exc: self._failed(attempt, heading, exc), owner=self)

    def pending(self) -> bool:
        """A replay asked for and not drawn yet."""
        from trainer.gui.common.background import background

        return background().pending(self._work_key)

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
        try:
            prepared = prepare(question, given, score)
        except (ScenarioError, KeyError, TypeError, ValueError) as exc:
            self._cannot_draw(heading, exc)
            return False
        return self._draw(prepared, heading)

    def _draw(self, prepared: Prepared, heading: str) -> bool:
        from trainer.gui.panels import panel_for
        from trainer.training.drill import Feedback

        self._clear()
        self.heading.setText(heading)
        question = prepared.question
        try:
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
            panel.show_feedback(Feedback(question, prepared.answer, prepared.grade, question.answer, prepared.steps,
                                         0, None), self.table)  # type: ignore[arg-type]
        except (ScenarioError, KeyError, TypeError, ValueError) as exc:
            self._cannot_draw(heading, exc)
            return False
        self.question = question
        self.explanation.setHtml(prepared.html)
        return True

    def _shown_attempt(self, attempt: Attempt, drawn: bool) -> bool:
        self.attempt = attempt
        if drawn:
            self.replayed.emit(attempt)
        return drawn

    def _failed(self, attempt: Attempt, heading: str, exc: Exception) -> None:
        if isinstance(exc, ReplayError):
            self._cannot_replay(attempt, heading, exc)
        elif isinstance(exc, ScenarioError | KeyError | TypeError | ValueError):
            self._cannot_draw(heading, exc)
        else:
            raise exc
        self.attempt = attempt

    def _cannot_replay(self, attempt: Attempt, heading: str, exc: Exception) -> None:
        self.show_message(heading, "<p style='color:#ec7063'>{}</p>".format(html.escape(
            self.tr("This answer cannot be replayed: {reason}.").format(reason=exc))))
        self.attempt = attempt

    def _cannot_draw(self, heading: str, exc: Exception) -> None:
        self.show_message(heading, "<p style='color:#ec7063'>{}</p>".format(html.escape(
            self.tr("This question cannot be drawn: {reason}.").format(reason=exc))))

    @staticmethod
    def _language() -> str:
        from trainer.gui.translation import current_language

        return current_language()

    def _clear(self) -> None:
        from trainer.gui.common.background import background

        background().cancel(self._work_key)  # whatever comes next supersedes a replay on its way
        self.question = None
        self.attempt = None
        if self.panel is not None:
            self.panel.deleteLater()
            self.panel = None
        self.table.clear()
        self.explanation.clear()

    def retranslate_ui(self) -> None:
        self.table.retranslate_ui()
