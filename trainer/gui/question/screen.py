"""One question screen (issue 34 item 2; architecture debt 3): the bar (title, notes, score,
progress, clock, End), the table beside the answer panel, the feedback (the explanation) and
the keys, driving a :class:`~trainer.training.question_run.QuestionRun` under its feedback policy.

A question is shown (:meth:`QuestionScreen.show_question`), answered (:meth:`submit`: recorded
by the run before anything is drawn), then — as the run's policy says (``run.stops_on``) —
either the screen stops on the feedback (the answer graded, the table corrected, the rule;
Enter or N goes on) or goes straight on; past the last question, the summary.

The drill (:class:`~trainer.gui.drill.screen.DrillScreen`), run the table
(:class:`~trainer.gui.table_run.screen.HandScreen`) and the exam's item page
(:class:`~trainer.gui.exam.item_page.ExamItemPage`, over an
:class:`~trainer.training.exam.run.ExamRun`: submitting is saving, nothing graded before the exam
is submitted) are configurations: their pages (a lesson's intro, the table set up, their
summary), their bar and answer side (:meth:`_make_bar`, :meth:`_lay_room`), their keys
(:meth:`_question_keys`, :meth:`_end_keys`), and a few hooks — how the question's table is drawn
(:meth:`_draw_question`, :meth:`_draw_corrected`), what the bar shows (:meth:`_clear_bar`,
:meth:`_show_figures`, :meth:`_tick`), whether the answer may still go in (:meth:`_answer_open`),
where the keyboard goes (:meth:`_focus_panel`), what a refused answer shows (:meth:`_not_recorded`),
what happens on an answer graded (:meth:`_graded`) and on going on (:meth:`_advance`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from trainer.gui.common.screen_header import ElidedLabel
from trainer.gui.panels.base import AnswerPanel
from trainer.gui.panels.host import PanelHost
from trainer.gui.question.layout import TableAhead, question_room
from trainer.gui.style import restyle, set_role
from trainer.gui.table import TableView
from trainer.store import StoreError
from trainer.tasks import task_for
from trainer.training.question_run import Feedback


class QuestionScreen(QWidget):
    """A run's questions on one page (:attr:`question_page`), among the configuration's pages."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.run: Any = None  # the QuestionRun on screen (a Drill, a HandRun, an ExamRun)
        self.panel: AnswerPanel | None = None
        self.result: Any = None  # what the run gave for the answer on screen (None: not answered)
        self.bar = self._make_bar()
        self.table = TableView()

    def _make_bar(self) -> QHBoxLayout:
        """The bar over the question: the title, the notes, the score, the progress, the clock, End."""
        self.title: QLabel = ElidedLabel()  # one line: a long title is cut short, whole in its tooltip (U17)
        set_role(self.title, "item-title")
        # Labels, not a QProgressBar: the bar repaints itself synchronously (~7 ms a question).
        self.step_note = QLabel()  # a sprint's verdict in a word; a hand resumed, where
        self.step_note.setObjectName("step_note")
        set_role(self.step_note, "figures")
        self.step_note.hide()
        self.time_note = QLabel()  # the answer's time against its target (issue 20)
        self.time_note.setObjectName("time_note")
        self.score = QLabel()
        self.progress_text = QLabel()
        self.progress_text.setObjectName("progress_text")
        self.clock = QLabel("0:00")
        self.clock.setObjectName("clock")
        self.end_button = QPushButton()
        bar = QHBoxLayout()
        bar.addWidget(self.title, 1)
        for w in (self.step_note, self.time_note, self.score, self.progress_text, self.clock, self.end_button):
            bar.addWidget(w)
        return bar

    def _lay_question(self) -> None:
        """The bar over the table and the answer side (:meth:`_lay_room`), the question's page;
        then the timer, the table built ahead and the keys every question answers to."""
        self.panels = PanelHost()
        self.panels.submitRequested.connect(self.submit)
        split = self._lay_room()
        self.question_page = QWidget()
        page_layout = QVBoxLayout(self.question_page)
        page_layout.addLayout(self.bar)
        page_layout.addWidget(split, 1)
        self.pages = QStackedWidget()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)  # each page has its own margins: no height lost twice at 720
        outer.addWidget(self.pages)

        # The next question's table built while the trainee reads this one (or its feedback):
        # a right answer that goes straight on then shows it at once.
        self.ahead = TableAhead(self.table, self._upcoming, self)
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self._tick)
        for key, slot in self._question_keys():
            shortcut = self.shortcut(key, self)
            shortcut.activated.connect(slot)
            if key == Qt.Key.Key_N:
                # N is live only once the question is answered: until then a panel may
                # use it (Q Poker: N = "does not qualify"); two live N keys would cancel out.
                self.next_shortcut = shortcut

    def _lay_room(self) -> QWidget:
        """The table beside the answer side, with the footer (the save error, the key hints,
        Submit and Next) and the feedback's room; returns what holds them."""
        self.laid = laid = question_room(self, self.table, self.panels, self.submit, self.next_question)
        self.keys, self.submit_button, self.next_button = laid.keys, laid.submit_button, laid.next_button
        self.error, self.explanation = laid.error, laid.explanation
        self.side, self.table_column, self.room, self.split = laid.side, laid.table_column, laid.room, laid.split
        return self.split

    def _question_keys(self) -> list[tuple[Qt.Key, Callable[[], None]]]:
        """The keys the question page answers to, and what each does."""
        return [(Qt.Key.Key_Return, self._enter), (Qt.Key.Key_Enter, self._enter),
                (Qt.Key.Key_N, self._next_key), (Qt.Key.Key_Backspace, self._undo),
                (Qt.Key.Key_Escape, self._escape)]

    @staticmethod
    def shortcut(key: Qt.Key, owner: QWidget) -> QShortcut:
        """A key for ``owner`` and what is in it."""
        shortcut = QShortcut(QKeySequence(key), owner)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        return shortcut

    def _retranslate_question(self) -> None:
        """The question page's own words in the language in use."""
        self.end_button.setText(QCoreApplication.translate("QuestionScreen", "End (Esc)"))
        self.submit_button.setText(QCoreApplication.translate("QuestionScreen", "Submit (Enter)"))
        self.next_button.setText(self._next_words()[0])
        self.table.retranslate_ui()
        if self.panel is not None:
            self.panel.retranslate_ui()
            self._show_keys()

    # -- a question -----------------------------------------------------------------------

    def show_question(self) -> None:
        run = self.run
        if run is None or run.current is None:
            return
        item = run.current
        self.result = None
        self._clear_bar()
        feedback_gone = self._clear_feedback()
        self._draw_question(item)
        self.panel = self.panels.show_question(run.question_of(item), self.table)
        self._shown(item)
        self._focus_panel()
        feedback_gone()
        self._show_figures()
        self._show_keys()
        run.begin()
        self._begun()
        self._tick()
        self.timer.start()
        self.ahead.start()

    def submit(self) -> None:
        run, panel = self.run, self.panel
        if run is None or panel is None or run.current is None or not self._answer_open() \
                or not self._on_question():
            return
        self.timer.stop()
        self.ahead.stop()  # not built yet: the next table is built when it is shown
        if not self._may_submit():
            return
        item = run.current
        try:
            self.result = run.submit(panel.answer())
        except self.refusals as exc:
            # Not recorded, so not graded: the answer stays in the panel for Enter to try again.
            self._not_recorded(exc)
            if self.run is not None and self.run.current is not None:
                self.timer.start()
            return
        self._recorded()
        self._graded(self.result)
        if not run.stops_on(self.result):
            # A right step of a hand, a sprint, an exam: on at once (the score counts it; the
            # next question's bar says nothing of this one, U8).
            self._advance()
            return
        # The feedback: the table corrected, the right answer and the rule; N or Enter goes on.
        feedback: Feedback = run.feedback_of(self.result)
        self._show_time(feedback)
        self._draw_corrected(item)
        self.laid.show_graded(panel, feedback, self.table, task_for(feedback.question.task).shows_table)
        self._show_keys()  # what the keys and clicks do now that the answer is graded
        self.next_shortcut.setEnabled(True)
        self._show_figures()
        self.ahead.start()

    def _show_time(self, feedback: Feedback) -> None:
        """The answer's time against its target, coloured by whether it was within."""
        self.time_note.setText(feedback.time_text())
        within = feedback.within_target
        restyle(self.time_note, within="" if within is None else str(within).lower())

    def next_question(self) -> None:
        run = self.run
        if run is None or not run.answered_current:
            return
        self._advance()

    # -- the hooks a configuration gives ----------------------------------------------------

    def show_summary(self) -> None:
        raise NotImplementedError

    refusals: tuple[type[Exception], ...] = (StoreError,)
    """What the run's ``submit`` raises when the answer is not recorded (:meth:`_not_recorded`)."""

    def _answer_open(self) -> bool:
        """The answer on screen may still go in (or be changed): not answered yet."""
        return self.run is not None and not self.run.answered_current

    def _advance(self) -> None:
        """On from the question answered: the next one, or past the last the summary."""
        assert self.run is not None
        if self.run.advance() is None:
            self.show_summary()
        else:
            self.show_question()

    def _clear_feedback(self) -> Callable[[], None]:
        """A question to be shown: the last one's feedback goes; what is returned is called once
        the question is drawn.

        The explanation under the table goes back before the next table is drawn, at the size it
        is shown at, the table on the screen not placed again for the grown column — unless the
        next table was built ahead (at the size it had): that one is shown, then placed."""
        self.explanation.clear()
        early = self.room.under_table and not self.table.built_ahead()
        if early:
            self.table.retire()
            self.room.restore()

        def drawn() -> None:
            if not early:
                self.room.restore()
            self.submit_button.setEnabled(True)
            self.next_button.setEnabled(False)
            self.next_shortcut.setEnabled(False)
        return drawn

    def _focus_panel(self) -> None:
        """The question is on screen: where the keyboard goes."""
        assert self.panel is not None
        self.panel.setFocus()

    def _not_recorded(self, exc: Exception) -> None:
        """The run would not record the answer (``exc``, one of :attr:`refusals`): say so."""
        self.error.setText(QCoreApplication.translate(
            "QuestionScreen", "This answer could not be saved: {error}. It is still here: press "
            "Enter to try again.").format(error=exc))
        self.error.show()

    def _recorded(self) -> None:
        """The answer is recorded: a failure said before goes."""
        self.error.hide()

    def _upcoming(self) -> tuple[dict[str, Any], bool] | None:
        """The next question's table and whether its hands are shown (None: no table ahead)."""
        return None

    def _clear_bar(self) -> None:
        """A question shown: what the bar said of the last one goes."""
        self.time_note.clear()

    def _draw_question(self, item: Any) -> None:
        """The question's table, before it is answered."""

    def _draw_corrected(self, item: Any) -> None:
        """The table once the answer is graded, when the screen stops on the feedback."""

    def _shown(self, item: Any) -> None:
        """The question and its panel are on screen."""

    def _begun(self) -> None:
        """The question's clock has started."""

    def _may_submit(self) -> bool:
        """The answer may still go in (after the clock stopped)."""
        return True

    def _graded(self, result: Any) -> None:
        """The answer is recorded and graded, before the screen stops on it or goes on."""

    def _show_figures(self) -> None:
        """The bar's progress and score."""

    def _end_keys(self) -> list[tuple[str, str]]:
        """The keys after Enter in the hints (Esc, F1)."""
        return []

    def _next_words(self) -> tuple[str, str]:
        """Next's button and its word in the key hints: the next question, or step (zh: 下一題, 下一步)."""
        raise NotImplementedError

    def _tick(self) -> None:
        if self.run is None:
            return
        seconds = self.run.elapsed_ms() // 1000
        self.clock.setText(f"{seconds // 60}:{seconds % 60:02d}")

    # -- keys -----------------------------------------------------------------------------

    def _on_question(self) -> bool:
        return self.pages.currentWidget() is self.question_page

    def _enter(self) -> None:
        if self._answer_open():
            self.submit()
        else:
            self.next_question()

    def _next_key(self) -> None:
        if self._on_question():
            self.next_question()

    def _undo(self) -> None:
        if self.panel is not None and self._answer_open() and self._on_question():
            self.panel.undo()

    def _escape(self) -> None:
        raise NotImplementedError

    def _show_keys(self) -> None:
        if self.panel is None:
            return
        # What works now, one meaning per key: N is "next" only once the answer is in.
        answered = self.run is not None and self.run.answered_current
        step = ([(QCoreApplication.translate("QuestionScreen", "Enter / N"), self._next_words()[1])] if answered
                else [(QCoreApplication.translate("QuestionScreen", "Enter"),
                       QCoreApplication.translate("QuestionScreen", "submit"))])
        self.keys.set_keys(self.panel.shortcuts() + step + self._end_keys())

