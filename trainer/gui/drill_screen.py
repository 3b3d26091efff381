"""Drill: the table and the answer panel, a timer, progress, feedback, and the summary.

Keys: Enter submits (and, once answered, goes on), N goes on, Backspace undoes the
last step of the answer, Esc ends the session, F1 shows a lesson's intro (shown before
its first question too; Enter goes back to the question as it was left).  Each answer is recorded by the
drill (``trainer.training.drill``) before any feedback is drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.curriculum.lesson import Lesson
from trainer.gui.columns_model import ColumnsModel, Index
from trainer.gui.explain_html import PARTLY, RIGHT, WRONG, feedback_html
from trainer.gui.lesson_intro import LessonIntroPage, lesson_for
from trainer.gui.panels.base import AnswerPanel
from trainer.gui.panels.host import PanelHost
from trainer.gui.question_layout import TableAhead, question_room, question_table, share_width, show_question_table
from trainer.gui.screen_header import ElidedLabel
from trainer.gui.style import restyle, set_role
from trainer.gui.table import TableView
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

class DrillScreen(QWidget):
    finished = Signal()
    reviewRequested = Signal(str, list)  # title, questions

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.drill: Drill | None = None
        self.panel: AnswerPanel | None = None
        self.feedback: Feedback | None = None
        self.sprint: Sprint | None = None  # a sprint against the clock (issue 20)
        self.title_text = ""
        self.lesson_title: str | None = None  # a lesson's own title (English): shown through lesson_text
        self.retitle: Callable[[], str] | None = None  # a drill's title in the language in use
        self.lesson: Lesson | None = None  # a lesson with an intro to show (issue 17 item 7)
        self._started = False  # the first question has been shown (Start pressed, or no intro)

        self.title = ElidedLabel()  # one line: a long title is cut short, whole in its tooltip (U17)
        set_role(self.title, "item-title")
        # A label, not a QProgressBar: the bar repaints itself synchronously (~7 ms a question).
        self.progress_text = QLabel()
        self.progress_text.setObjectName("progress_text")
        self.clock = QLabel("0:00")
        self.clock.setObjectName("clock")
        self.score = QLabel()
        self.time_note = QLabel()  # the answer's time against its target (issue 20)
        self.time_note.setObjectName("time_note")
        self.step_note = QLabel()  # a sprint: the last item's verdict in a word
        self.step_note.setObjectName("step_note")
        set_role(self.step_note, "figures")
        self.step_note.hide()
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.end_session)
        self.intro_button = QPushButton()
        self.intro_button.setObjectName("show_intro")
        self.intro_button.clicked.connect(self.show_intro)
        self.intro_button.hide()
        bar = QHBoxLayout()
        bar.addWidget(self.title, 1)
        bar.addWidget(self.step_note)
        bar.addWidget(self.time_note)
        bar.addWidget(self.score)
        bar.addWidget(self.progress_text)
        bar.addWidget(self.clock)
        bar.addWidget(self.intro_button)
        bar.addWidget(self.end_button)

        self.table = TableView()
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        set_role(self.prompt, "drill-prompt")
        self.panels = PanelHost()
        self.panels.submitRequested.connect(self.submit)
        self.laid = laid = question_room(self, self.table, self.panels, self.submit, self.next_question)
        self.keys, self.submit_button, self.next_button = laid.keys, laid.submit_button, laid.next_button
        self.error, self.explanation = laid.error, laid.explanation
        self.side, self.table_column, self.room, self.split = laid.side, laid.table_column, laid.room, laid.split
        self.prompt.hide()  # each panel shows its own prompt; kept for tests and accessibility

        self.summary_view = SummaryView()
        self.summary_view.homeRequested.connect(self.finished)
        self.summary_view.reviewRequested.connect(lambda qs: self.reviewRequested.emit(self.review_title()(), qs))
        self.drill_page = QWidget()
        page_layout = QVBoxLayout(self.drill_page)
        page_layout.addLayout(bar)
        page_layout.addWidget(self.split, 1)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.drill_page)
        self.pages.addWidget(self.summary_view)
        self.intro_page = LessonIntroPage()
        self.intro_page.startRequested.connect(self.close_intro)
        self.pages.addWidget(self.intro_page)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)  # each page has its own margins: no height lost twice at 720
        outer.addWidget(self.pages)

        # The next question's table built while the trainee reads this one (or its feedback).
        self.ahead = TableAhead(self.table, self._upcoming, self)
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self._tick)
        for keys, slot in (
            ((Qt.Key.Key_Return, Qt.Key.Key_Enter), self._enter),
            ((Qt.Key.Key_N,), self._next_key),
            ((Qt.Key.Key_Backspace,), self._undo),
            ((Qt.Key.Key_Escape,), self._escape),
            ((Qt.Key.Key_F1,), self._intro_key),
            # R and H belong to the summary page: during a question the panel may use them
            # (a category list's High card, Royal flush).
            ((Qt.Key.Key_R,), self._summary_key(self.summary_view.review)),
            ((Qt.Key.Key_H,), self._summary_key(self.summary_view.home)),
        ):
            for key in keys:
                owner = self.summary_view if key in (Qt.Key.Key_R, Qt.Key.Key_H) else self
                shortcut = QShortcut(QKeySequence(key), owner)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)
                if key == Qt.Key.Key_N:
                    # N is live only once the question is answered: until then a panel may
                    # use it (Q Poker: N = "does not qualify"); two live N keys would cancel out.
                    self.next_shortcut = shortcut
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.end_button.setText(self.tr("End (Esc)"))
        self.intro_button.setText(self.tr("Intro (F1)"))
        self.intro_page.retranslate_ui()
        self.submit_button.setText(self.tr("Submit (Enter)"))
        self.next_button.setText(self.tr("Next (N)"))
        self.summary_view.retranslate_ui()
        self.table.retranslate_ui()
        if self.panel is not None:
            self.panel.retranslate_ui()
            self._show_keys()
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

    def show_question(self) -> None:
        drill = self.drill
        if drill is None or drill.current is None:
            return
        question = drill.current
        self.feedback = None
        if self.sprint is None:  # a sprint keeps the last answer's time in sight; a drill starts afresh
            self.time_note.clear()
            self.step_note.hide()
        table_back = self.table.isHidden()
        show_question_table(self.table, self.side, question)
        self.laid.show_table(not self.table.isHidden())  # a procedure question: no column, no handle
        if table_back and not self.table.isHidden():
            share_width(self.split)  # the table's column back after a procedure question
        self.panel = self.panels.show_question(question, self.table)
        self.panel.setFocus()
        self.prompt.setText(question.prompt)
        self.explanation.clear()
        self.room.restore()
        self.submit_button.setEnabled(True)
        self.next_button.setEnabled(False)
        self.next_shortcut.setEnabled(False)
        self._show_progress()
        self._show_score()
        self._show_keys()
        drill.begin()
        if self.sprint is not None:
            self.sprint.start()
        self._tick()
        self.timer.start()
        self.ahead.start()

    def _upcoming(self) -> tuple[dict[str, Any], bool] | None:
        """The next question's table (TableAhead), while a question is on the screen."""
        drill = self.drill
        if drill is None or drill.current is None or self.pages.currentWidget() is not self.drill_page:
            return None
        return question_table(drill.questions[drill.index + 1] if drill.index + 1 < drill.total else None)

    def submit(self) -> None:
        drill, panel = self.drill, self.panel
        if (drill is None or panel is None or drill.current is None or drill.answered_current
                or self.pages.currentWidget() is not self.drill_page):
            return
        self.timer.stop()
        self.ahead.stop()  # not built yet: the next table is built when it is shown
        self._tick()
        if self._on_summary():  # a sprint whose time ran out: the answer came too late
            return
        try:
            self.feedback = drill.submit(panel.answer())
        except StoreError as exc:
            # Not recorded, so not graded: the answer stays in the panel for Enter to try again.
            self.error.setText(self.tr("This answer could not be saved: {error}. It is still here: press "
                                       "Enter to try again.").format(error=exc))
            self.error.show()
            self.timer.start()
            return
        self.error.hide()
        self.time_note.setText(self.feedback.time_text())
        within = self.feedback.within_target
        restyle(self.time_note, within="" if within is None else str(within).lower())
        if self.sprint is not None:
            # A sprint does not stop on an answer: the verdict in a word, the next item at once
            # (the mistakes are reviewed from the summary).
            self.step_note.setText(self.tr("✓ right") if self.feedback.correct else self.tr("✗ wrong"))
            self.step_note.show()
            self.next_question()
            return
        if self.feedback.correct and drill.continues_hand():
            # Follow the action: a right step lets the hand go on at once (the score counts it;
            # the next step's bar says nothing of this one, U8); a wrong one stops on the
            # correction (the explanation), and Enter goes on from there.
            self.next_question()
            return
        self.laid.show_graded(panel, self.feedback, self.table, task_for(drill.current.task).shows_table)
        self._show_keys()  # what the keys and clicks do now that the answer is graded
        self.next_shortcut.setEnabled(True)
        self._show_score()
        self.ahead.start()

    def next_question(self) -> None:
        drill = self.drill
        if drill is None or not drill.answered_current:
            return
        if drill.advance() is None:
            self.show_summary()
        else:
            self.show_question()

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
        elif self.drill is not None and self.drill.answered_current:
            self.next_question()
        else:
            self.submit()

    def _next_key(self) -> None:
        if self.pages.currentWidget() is self.drill_page:
            self.next_question()

    def _undo(self) -> None:
        if (self.panel is not None and self.drill is not None and not self.drill.answered_current
                and not self._on_intro()):
            self.panel.undo()

    def _summary_key(self, button: QPushButton):
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
        seconds = self.drill.elapsed_ms() // 1000
        self.clock.setText(f"{seconds // 60}:{seconds % 60:02d}")

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

    def _show_keys(self) -> None:
        if self.panel is None:
            return
        # What works now, one meaning per key: N is "next" only once the answer is in.
        answered = self.drill is not None and self.drill.answered_current
        step = [(self.tr("Enter / N"), self.tr("next"))] if answered else [(self.tr("Enter"), self.tr("submit"))]
        keys = self.panel.shortcuts() + step + [
            (self.tr("Esc"), self.tr("end")),
        ] + ([(self.tr("F1"), self.tr("the lesson's intro"))] if self.lesson is not None else [])
        self.keys.set_keys(keys)
