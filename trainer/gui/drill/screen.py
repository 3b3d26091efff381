"""Drill: the table and the answer panel, a timer, progress, feedback, and the summary.

Keys: Enter submits (and, once answered, goes on), N goes on, Backspace undoes the
last step of the answer, Esc ends the session, F1 shows a lesson's intro (shown before
its first question too; Enter goes back to the question as it was left).  Each answer is recorded by the
drill (``trainer.training.drill``) before any feedback is drawn.  The question page is the
question screen's (:mod:`trainer.gui.question.screen`), under the drill's policy: feedback
at once (a right step of a hand followed goes on; a sprint's at the end).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.curriculum.lesson import Lesson
from trainer.gui.common.columns_model import ColumnsModel, Index
from trainer.gui.question.explain_html import PARTLY, RIGHT, WRONG, feedback_html
from trainer.gui.question.layout import question_table, share_width, show_question_table
from trainer.gui.question.lesson_intro import LessonIntroPage, lesson_for
from trainer.gui.question.screen import QuestionScreen
from trainer.gui.style import set_role
from trainer.scenarios import words
from trainer.store import SessionKind, Skill, Store, StoreError, Trainee
from trainer.tasks import Question, task_for
from trainer.training.drill import Drill, Feedback, Position, Summary
from trainer.training.sprint import Sprint, SprintOutcome


class SummaryModel(ColumnsModel):
    """A row per question answered: its number, the result (coloured), the time, the skill."""

    COLUMNS = ("question", "result", "time", "skill")
    rows: list[Feedback]

    def header(self, key: str) -> str:
        return {"question": self.tr("Question"), "result": self.tr("Result"), "time": self.tr("Time"),
                "skill": self.tr("Skill")}[key]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        fb = self.rows[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.row(), fb, column)
        if role == Qt.ItemDataRole.ForegroundRole and column == "result":
            return QColor(RIGHT if fb.correct else PARTLY if fb.grade.score > 0 else WRONG)
        return None

    def _text(self, row: int, fb: Feedback, column: str) -> str:
        if column == "question":
            return str(row + 1)
        if column == "result":
            if fb.correct:
                return self.tr("right")
            if fb.grade.score > 0:
                return i18n.fill(self.tr("partly ({score:.0%})"), score=float(fb.grade.score))
            return self.tr("wrong")
        if column == "time":
            return f"{i18n.decimal(fb.time_ms / 1000)} s"
        return f"{words.game(fb.question.game)} · {i18n.tr(task_for(fb.question.task).title)}"


class SummaryView(QWidget):
    reviewRequested = Signal(list)  # list[Question]
    homeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        set_role(self.heading, "page-title")
        self.figures = QLabel()
        set_role(self.figures, "figures")
        self.model = SummaryModel(self)
        self.items = QTableView()
        self.items.setObjectName("summary_items")
        self.items.setModel(self.model)
        self.items.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.items.horizontalHeader().setStretchLastSection(True)
        self.items.verticalHeader().hide()  # the first column numbers the questions
        self.review = QPushButton()
        self.review.setObjectName("review_mistakes")
        self.home = QPushButton()
        self.home.setObjectName("back_home")
        self.review.clicked.connect(lambda: self.reviewRequested.emit(self._mistakes))
        self.home.clicked.connect(self.homeRequested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.review)
        buttons.addWidget(self.home)
        layout = QVBoxLayout(self)
        self.sprint_figures = QLabel()  # a sprint's score and personal best (issue 20)
        self.sprint_figures.setObjectName("sprint_figures")
        self.sprint_figures.setWordWrap(True)  # a stopped sprint's sentence is long in Portuguese
        set_role(self.sprint_figures, "figures")
        self.sprint_figures.hide()
        layout.addWidget(self.heading)
        layout.addWidget(self.figures)
        layout.addWidget(self.sprint_figures)
        layout.addWidget(self.items, 1)
        layout.addLayout(buttons)
        self._mistakes: list[Question] = []
        self.summary: Summary | None = None
        self.sprint: SprintOutcome | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("Session summary"))
        self.model.retranslate()
        self.review.setText(self.tr("Review the mistakes again (R)"))
        self.home.setText(self.tr("Back home (H)"))
        if self.summary is not None:
            self.show_summary(self.summary)
        self.show_sprint(self.sprint)

    def show_sprint(self, outcome: SprintOutcome | None) -> None:
        """A sprint's score against the personal best (None: not a sprint)."""
        self.sprint = outcome
        self.sprint_figures.setVisible(outcome is not None)
        if outcome is None:
            return
        r = outcome.result
        if r is None:  # stopped before its end: no score, no personal best (U20)
            self.sprint_figures.setText(self.tr(
                "Sprint stopped after {answered} of {items}: a sprint counts only when it is finished (every "
                "item answered, or the time up), so it has no score and is no personal best.").format(
                answered=outcome.answered, items=outcome.items))
            return
        text = self.tr("Sprint: {right} of {items} right in {seconds} s (limit {limit} s) · score {score}").format(
            right=r.right, items=r.items, seconds=i18n.decimal(r.seconds), limit=r.limit_s, score=r.score)
        best = outcome.previous_best
        if outcome.new_best:
            text += " · " + self.tr("new personal best!")
        elif best is not None:
            text += " · " + self.tr("personal best {score}").format(score=best.score)
        self.sprint_figures.setText(text)

    def show_summary(self, summary: Summary) -> None:
        self.summary = summary
        self.figures.setText(i18n.fill(self.tr(
            "Score {score:.0%} · {correct} of {answered} right · median time {median:.1f} s"
        ), score=float(summary.score), correct=summary.correct, answered=summary.answered,
            median=summary.median_ms / 1000))
        self.model.load(summary.results)
        self._mistakes = [fb.question for fb in summary.mistakes]
        self.review.setEnabled(bool(self._mistakes))


class DrillScreen(QuestionScreen):
    """A drill, a lesson or a sprint: the question screen over a :class:`Drill`, with a lesson's
    intro and the session's summary."""

    finished = Signal()
    reviewRequested = Signal(str, list)  # title, questions

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.sprint: Sprint | None = None  # a sprint against the clock (issue 20)
        self.title_text = ""
        self.lesson_title: str | None = None  # a lesson's own title (English): shown through lesson_text
        self.retitle: Callable[[], str] | None = None  # a drill's title in the language in use
        self.lesson: Lesson | None = None  # a lesson with an intro to show (issue 17 item 7)
        self._started = False  # the first question has been shown (Start pressed, or no intro)

        self.end_button.clicked.connect(self.end_session)
        self.intro_button = QPushButton()
        self.intro_button.setObjectName("show_intro")
        self.intro_button.clicked.connect(self.show_intro)
        self.intro_button.hide()
        self.bar.insertWidget(self.bar.indexOf(self.end_button), self.intro_button)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        set_role(self.prompt, "drill-prompt")
        self._lay_question()
        self.prompt.hide()  # each panel shows its own prompt; kept for tests and accessibility
        self.drill_page = self.question_page

        self.summary_view = SummaryView()
        self.summary_view.homeRequested.connect(self.finished)
        self.summary_view.reviewRequested.connect(lambda qs: self.reviewRequested.emit(self.review_title()(), qs))
        self.pages.addWidget(self.drill_page)
        self.pages.addWidget(self.summary_view)
        self.intro_page = LessonIntroPage()
        self.intro_page.startRequested.connect(self.close_intro)
        self.pages.addWidget(self.intro_page)

        self.shortcut(Qt.Key.Key_F1, self).activated.connect(self._intro_key)
        # R and H belong to the summary page: during a question the panel may use them
        # (a category list's High card, Royal flush).
        for key, button in ((Qt.Key.Key_R, self.summary_view.review), (Qt.Key.Key_H, self.summary_view.home)):
            self.shortcut(key, self.summary_view).activated.connect(self._summary_key(button))
        self.retranslate_ui()

    @property
    def drill(self) -> Drill | None:
        """The drill on screen (the screen's run)."""
        return self.run

    @drill.setter
    def drill(self, drill: Drill | None) -> None:
        self.run = drill

    @property
    def feedback(self) -> Feedback | None:
        """The feedback of the answer on screen (None: not answered)."""
        return self.result

    @feedback.setter
    def feedback(self, feedback: Feedback | None) -> None:
        self.result = feedback

    def retranslate_ui(self) -> None:
        self.intro_button.setText(self.tr("Intro (F1)"))
        self.intro_page.retranslate_ui()
        self.summary_view.retranslate_ui()
        self._retranslate_question()
        self._retranslate_session()

    def _retranslate_session(self) -> None:
        """A drill in progress in the new language: its title, progress, score, the step note
        and the explanation shown — the feedback's messages rendered again (issue 34 item 4), never
        graded or explained again."""
        if self.drill is None:
            return
        if self.lesson_title is not None:
            self.title_text = i18n.lesson_text(self.lesson_title)
        elif self.retitle is not None:
            self.title_text = self.retitle()
        self.title.setText(self.title_text)
        self._show_progress()
        self._show_score()
        if self.feedback is not None and self.drill.answered_current:
            self.time_note.setText(self.feedback.time_text())  # "12,4 s — ..." in the new language too
            if self.panel is not None:
                self.panel.show_feedback(self.feedback, self.table)
            self._show_explanation(self.feedback)

    def review_title(self) -> Callable[[], str]:
        """The title of a review of this session's mistakes, in the language in use when asked."""
        lesson_title, retitle, kept = self.lesson_title, self.retitle, self.title_text

        def title() -> str:
            inner = i18n.lesson_text(lesson_title) if lesson_title else retitle() if retitle else kept
            return self.tr("Review: {title}").format(title=inner)

        return title

    def _show_explanation(self, feedback: Feedback) -> None:
        scrolled = self.explanation.verticalScrollBar().value()
        self.explanation.setHtml(feedback_html(feedback, i18n.tr))
        self.explanation.verticalScrollBar().setValue(scrolled)

    # -- session ------------------------------------------------------------------------

    def start(self, trainee: Trainee, title: str, questions: list[Question], kind: SessionKind,
              lesson_id: str | None = None, retitle: Callable[[], str] | None = None,
              sprint_limit_s: int | None = None) -> None:
        """A drill, a lesson's (with its own target times), or — ``sprint_limit_s`` set — a
        sprint of one skill against the clock (0: the skill's targets' worth).  ``retitle``:
        the title again after a switch of language (a lesson's: its own title)."""
        self.retitle = retitle
        self.title_text = title
        self.title.setText(title)
        self.step_note.hide()
        self.time_note.clear()
        lesson = lesson_for(lesson_id) if kind == SessionKind.LESSON else None
        self.sprint = None
        if sprint_limit_s is not None and questions:
            skill = Skill(questions[0].game, questions[0].task)
            self.sprint = Sprint(self.store, trainee.id, skill, questions, sprint_limit_s or None)
            self.drill = self.sprint.drill
        else:
            self.drill = Drill(self.store, trainee.id, questions, kind, lesson_id,
                               targets=lesson.targets if lesson is not None else None)
        self.summary_view.show_sprint(None)
        self.pages.setCurrentWidget(self.drill_page)
        share_width(self.split)
        self.panels.prepare(dict.fromkeys(q.task for q in questions))
        # The lesson's title as its file writes it: a switch of language shows it in the new one.
        own = lesson is not None and title in (lesson.title, i18n.lesson_text(lesson.title))
        self.lesson_title = lesson.title if lesson is not None and own else None
        self.lesson = lesson if lesson is not None and lesson.intro.strip() else None
        self.intro_button.setVisible(self.lesson is not None)
        self._started = self.lesson is None
        self.show_question()
        if self.lesson is not None:
            self.show_intro()  # before the first question: its clock waits for Start

    # -- the question screen's hooks ------------------------------------------------------

    def _clear_bar(self) -> None:
        if self.sprint is None:  # a sprint keeps the last answer's time in sight; a drill starts afresh
            self.time_note.clear()
            self.step_note.hide()

    def _draw_question(self, item: Question) -> None:
        table_back = self.table.isHidden()
        show_question_table(self.table, self.side, item)
        self.laid.show_table(not self.table.isHidden())  # a procedure question: no column, no handle
        if table_back and not self.table.isHidden():
            share_width(self.split)  # the table's column back after a procedure question

    def _shown(self, item: Question) -> None:
        self.prompt.setText(item.prompt)

    def _begun(self) -> None:
        if self.sprint is not None:
            self.sprint.start()

    def _upcoming(self) -> tuple[dict[str, Any], bool] | None:
        """The next question's table (TableAhead), while a question is on the screen."""
        drill = self.drill
        if drill is None or drill.current is None or self.pages.currentWidget() is not self.drill_page:
            return None
        return question_table(drill.questions[drill.index + 1] if drill.index + 1 < drill.total else None)

    def _may_submit(self) -> bool:
        self._tick()
        return not self._on_summary()  # a sprint whose time ran out: the answer came too late

    def _graded(self, result: Feedback) -> None:
        self._show_time(result)
        if self.sprint is not None:
            # A sprint does not stop on an answer: the verdict in a word, the next item at once
            # (the mistakes are reviewed from the summary).
            self.step_note.setText(self.tr("✓ right") if result.correct else self.tr("✗ wrong"))
            self.step_note.show()

    def _show_figures(self) -> None:
        self._show_progress()
        self._show_score()

    def _next_words(self) -> tuple[str, str]:
        return self.tr("Next (N)"), self.tr("next")

    def _end_keys(self) -> list[tuple[str, str]]:
        return [(self.tr("Esc"), self.tr("end"))] + (
            [(self.tr("F1"), self.tr("the lesson's intro"))] if self.lesson is not None else [])

    # -- ending, the intro, the summary ---------------------------------------------------

    def end_session(self) -> None:
        if self.drill is None or self._on_summary():
            return
        self.timer.stop()
        self.show_summary()

    def show_intro(self) -> None:
        """The lesson's intro over the question, whose clock stops until the trainee goes back."""
        drill = self.drill
        if drill is None or self.lesson is None or self.pages.currentWidget() is not self.drill_page:
            return
        drill.pause()
        self.timer.stop()
        self.intro_page.show_intro(self.lesson, drill.index + 1 if self._started else 0)
        self.pages.setCurrentWidget(self.intro_page)
        self.intro_page.start_button.setFocus()

    def close_intro(self) -> None:
        """Back to the question as it was left (the first one, when the lesson starts)."""
        drill = self.drill
        if drill is None or not self._on_intro():
            return
        self.pages.setCurrentWidget(self.drill_page)
        self._started = True
        if drill.answered_current:
            self.next_button.setFocus()
            return
        drill.resume()
        self._tick()
        self.timer.start()
        if self.panel is not None:
            self.panel.setFocus()

    def show_summary(self) -> None:
        assert self.drill is not None
        self.timer.stop()
        summary = self.drill.finish()
        if self.sprint is not None:
            try:
                self.summary_view.show_sprint(self.sprint.finish())
            except StoreError as exc:  # the answers are kept; only the sprint's score is not
                self.summary_view.show_sprint(None)
                self.summary_view.sprint_figures.setText(
                    self.tr("The sprint's score could not be saved: {error}").format(error=exc))
                self.summary_view.sprint_figures.show()
        self.summary_view.show_summary(summary)
        self.pages.setCurrentWidget(self.summary_view)
        self.summary_view.home.setFocus()

    # -- helpers ------------------------------------------------------------------------

    def _on_summary(self) -> bool:
        return self.pages.currentWidget() is self.summary_view

    def _on_intro(self) -> bool:
        return self.pages.currentWidget() is self.intro_page

    def _escape(self) -> None:
        """Esc ends the session — but on the lesson's intro it leaves the intro (U19): read
        again with F1, back to the question as it was left; before the first question, home,
        with no empty summary."""
        if not self._on_intro():
            self.end_session()
        elif self._started:
            self.close_intro()
        elif self.drill is not None:
            self.timer.stop()
            self.drill.finish()
            self.finished.emit()

    def _intro_key(self) -> None:
        if self._on_intro():
            self.close_intro()
        else:
            self.show_intro()

    def _enter(self) -> None:
        if self._on_intro():
            self.close_intro()
        elif self._on_summary():
            self.summary_view.home.click()
        else:
            super()._enter()

    def _summary_key(self, button: QPushButton) -> Callable[[], None]:
        def press() -> None:
            if self._on_summary() and button.isEnabled():
                button.click()
        return press

    def _tick(self) -> None:
        if self.drill is None:
            return
        if self.sprint is not None:  # a sprint's clock counts down; at 0:00 the sprint ends
            left = int(self.sprint.remaining_s() + 0.999)
            self.clock.setText(self.tr("{time} left").format(time=f"{left // 60}:{left % 60:02d}"))
            if self.sprint.time_up() and self.pages.currentWidget() is self.drill_page:
                self.end_session()
            return
        super()._tick()

    def _show_progress(self) -> None:
        if self.drill is not None:
            self.progress_text.setText(self.position_text(self.drill.position()))

    def position_text(self, at: Position) -> str:
        """"Question 3 of 10", or on a hand followed "Hand 1 of 10 · step 1 of 9" (U14)."""
        if at.step is None:
            return self.tr("Question {n} of {total}").format(n=at.n, total=at.total)
        if at.hands:
            return self.tr("Hand {n} of {total} · step {step} of {steps}").format(
                n=at.n, total=at.total, step=at.step, steps=at.steps)
        return self.tr("Question {n} of {total} · step {step} of {steps}").format(
            n=at.n, total=at.total, step=at.step, steps=at.steps)

    def _show_score(self) -> None:
        if self.drill is None:
            return
        s = self.drill.summary()
        # a count of right answers: Qt's plural forms ("1 certa em 1", "2 certas em 3"; T10)
        self.score.setText(self.tr("%n of {answered} right", "", s.correct).format(answered=s.answered)
                           if s.answered else "")
