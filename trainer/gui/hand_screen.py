"""Run the table (issue 21): the trainee deals a whole hand as the croupier, step by step.

Three pages: the table picked (game, seats, seed, practice or exam), the hand played (each
step's ``before`` table and its answer panel; Enter submits; in practice a wrong step shows
the right answer, the rule and the table corrected — the step's ``after`` — and N or Enter
goes on; in the exam nothing is shown until the end), and the summary (steps right and
wrong by kind, time per kind against its target, the mistakes replayed: a mistake picked
shows its table, the answer given and the right one).  Everything a step is comes from the
engine's :class:`~trainer.table_run.HandStep`; each answer is recorded by
:class:`~trainer.training.hand.HandRun` before anything is drawn, and a hand left unfinished
is taken up again where it stopped when the screen opens.

A lesson of hands (``hands:`` in a lesson file) plays its hands one after the other, each a
lesson session of its own (:meth:`HandScreen.start_lesson`): after each hand's summary the
next hand is dealt, and a lesson hand taken up after a crash goes on with the lesson.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.curriculum.lesson import Lesson
from trainer.gui.explain_html import feedback_html
from trainer.gui.hand_setup import SetupPage
from trainer.gui.hand_summary import SummaryPage
from trainer.gui.lesson_intro import LessonIntroPage
from trainer.gui.panels.base import AnswerPanel
from trainer.gui.panels.host import PanelHost
from trainer.gui.question_layout import TableAhead, question_room, share_width
from trainer.gui.reveal import HANDS_SHOWN
from trainer.gui.screen_header import ElidedLabel
from trainer.gui.style import restyle, set_role
from trainer.gui.table import TableView
from trainer.scenarios import words
from trainer.store import SessionKind, Store, StoreError, Trainee
from trainer.table_run import HandError, HandStep
from trainer.tasks import task_for
from trainer.training import sources
from trainer.training.hand import HandRun, StepResult, lesson_hands


class HandScreen(QWidget):
    """Opened from home (``trainer.gui.screens``): a hand set up, played and summed up."""

    closed = Signal()

    def __init__(self, store: Store, trainee: Trainee, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee = trainee
        self.run: HandRun | None = None
        self.panel: AnswerPanel | None = None
        self.result: StepResult | None = None
        self.resumed_at: int | None = None  # the step a hand taken up again was resumed at (its note)
        self.lesson: Lesson | None = None  # a lesson of hands being played
        self.lesson_index = 0  # its hand on the table (from 0)

        self.setup = SetupPage()
        self.setup.dealRequested.connect(self.deal)
        self.setup.homeRequested.connect(self.closed)

        self.title = ElidedLabel()  # one line: a long title is cut short, whole in its tooltip (U17)
        set_role(self.title, "item-title")
        self.step_note = QLabel()
        self.step_note.setObjectName("step_note")
        set_role(self.step_note, "figures")
        self.time_note = QLabel()
        self.time_note.setObjectName("time_note")
        self.score = QLabel()
        self.progress_text = QLabel()
        self.progress_text.setObjectName("progress_text")
        self.clock = QLabel("0:00")
        self.clock.setObjectName("clock")
        self.end_button = QPushButton()
        self.end_button.setObjectName("end_hand")
        self.end_button.clicked.connect(self.end_hand)
        bar = QHBoxLayout()
        bar.addWidget(self.title, 1)
        for w in (self.step_note, self.time_note, self.score, self.progress_text, self.clock, self.end_button):
            bar.addWidget(w)

        self.table = TableView()
        self.panels = PanelHost()
        self.panels.submitRequested.connect(self.submit)
        self.laid = laid = question_room(self, self.table, self.panels, self.submit, self.next_step)
        self.keys, self.submit_button, self.next_button = laid.keys, laid.submit_button, laid.next_button
        self.error, self.explanation = laid.error, laid.explanation
        self.side, self.table_column, self.room, self.split = laid.side, laid.table_column, laid.room, laid.split
        self.play_page = QWidget()
        play_layout = QVBoxLayout(self.play_page)
        play_layout.addLayout(bar)
        play_layout.addWidget(self.split, 1)

        self.summary_view = SummaryPage()
        self.summary_view.againRequested.connect(self._again)
        self.summary_view.homeRequested.connect(self.closed)

        self.intro_page = LessonIntroPage()
        self.intro_page.hint.hide()  # no F1 here: the intro is read before the first hand
        self.intro_page.startRequested.connect(self._first_lesson_hand)

        self.pages = QStackedWidget()
        for page in (self.setup, self.play_page, self.summary_view, self.intro_page):
            self.pages.addWidget(page)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pages)

        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self._tick)
        # The next step's table built while the trainee reads this one: a right answer then
        # shows it at once.
        self.ahead = TableAhead(self.table, self._upcoming, self)
        self.next_shortcut: QShortcut | None = None
        for key, slot in ((Qt.Key.Key_Return, self._enter), (Qt.Key.Key_Enter, self._enter),
                          (Qt.Key.Key_N, self._next_key), (Qt.Key.Key_Backspace, self._undo),
                          (Qt.Key.Key_Escape, self._escape)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            if key == Qt.Key.Key_N:
                self.next_shortcut = shortcut  # live only once a step is answered: a panel may use N
        for key, button in ((Qt.Key.Key_A, self.summary_view.again), (Qt.Key.Key_H, self.summary_view.home)):
            shortcut = QShortcut(QKeySequence(key), self.summary_view)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(button.click)
        self.retranslate_ui()
        resumed = self._resumable()
        if resumed is not None:
            self._resume_lesson(resumed)
            self.begin(resumed)  # a hand the app was closed on goes on where it stopped
        else:
            self.show_setup()

    def _resumable(self) -> HandRun | None:
        try:
            return HandRun.resume(self.store, self.trainee.id)
        except StoreError:
            return None

    # -- texts ----------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setup.retranslate_ui()
        self.intro_page.retranslate_ui()
        self.summary_view.retranslate_ui()
        self._show_again()
        self.end_button.setText(self.tr("End (Esc)"))
        self.submit_button.setText(self.tr("Submit (Enter)"))
        self.next_button.setText(self.tr("Next (N)"))
        self.table.retranslate_ui()
        if self.panel is not None:
            self.panel.retranslate_ui()
            self._show_keys()
        if self.run is not None:
            self._show_title()
            self._show_progress()
            self._show_step_note()
            if self.result is not None and self.run.answered_current and self.run.shows_feedback:
                self.explanation.setHtml(feedback_html(self.result.feedback, i18n.tr))

    def _show_title(self) -> None:
        assert self.run is not None
        if self.lesson is not None and self.lesson.hands is not None:
            self.title.setText(self.tr("{lesson} · hand {n} of {count}").format(
                lesson=i18n.lesson_text(self.lesson.title), n=self.lesson_index + 1, count=self.lesson.hands.count))
            return
        variant = self.tr("exam") if self.run.variant == "exam" else self.tr("practice")
        self.title.setText(self.tr("Run the table: {game} · {variant}").format(
            game=words.game(self.run.hand.game), variant=variant))

    # -- the hand -------------------------------------------------------------------------

    def show_setup(self) -> None:
        self.lesson = None
        self.timer.stop()
        self.panels.clear()
        self.panel = None
        self.pages.setCurrentWidget(self.setup)
        self.setup.game.setFocus()

    def deal(self, game: str, seed: int, seats: int, variant: str, table: Any = None) -> None:
        try:
            run = HandRun.start(self.store, self.trainee.id, game, seed, seats, variant, table=table)
        except (HandError, StoreError) as exc:
            self.setup.error.setText(str(exc))
            return
        self.begin(run)

    # -- a lesson of hands ----------------------------------------------------------------

    def start_lesson(self, lesson: Lesson) -> bool:
        """Play ``lesson``'s hands one after the other: its intro, then its first hand (Start);
        False if it is no lesson of hands."""
        if lesson.hands is None:
            return False
        self.lesson, self.lesson_index = lesson, 0
        self.timer.stop()
        self.intro_page.show_intro(lesson)
        self.pages.setCurrentWidget(self.intro_page)
        self.intro_page.start_button.setFocus()
        return True

    def _first_lesson_hand(self) -> None:
        if self.lesson is not None and self.pages.currentWidget() is self.intro_page:
            self._deal_lesson_hand()

    def _deal_lesson_hand(self) -> bool:
        lesson = self.lesson
        assert lesson is not None and lesson.hands is not None
        try:
            run = HandRun.start(self.store, self.trainee.id, lesson.game, lesson.hands.seeds[self.lesson_index],
                                lesson.hands.seats, "practice", kind=SessionKind.LESSON, lesson_id=lesson.id,
                                targets=lesson.targets)
        except (HandError, StoreError) as exc:
            self.show_setup()
            self.setup.error.setText(str(exc))
            return False
        self.begin(run)
        return True

    def _more_hands(self) -> bool:
        lesson = self.lesson
        return lesson is not None and lesson.hands is not None and self.lesson_index + 1 < lesson.hands.count

    def _again(self) -> None:
        """The summary's A: the lesson's next hand, else a hand set up afresh."""
        if self._more_hands():
            self.lesson_index += 1
            self._deal_lesson_hand()
        else:
            self.setup.another()
            self.show_setup()

    def _resume_lesson(self, run: HandRun) -> None:
        """A lesson's hand taken up after a crash goes on with its lesson (its other hands after it)."""
        lesson_id = run.session.lesson_id
        if lesson_id is None:
            return
        for info in sources.lesson_index():
            if info.id != lesson_id:
                continue
            lesson, _problems = sources.open_lesson(info.path)
            if lesson is not None and lesson.hands is not None and run.hand.seed in lesson.hands.seeds \
                    and lesson.game == run.hand.game:
                self.lesson, self.lesson_index = lesson, lesson.hands.seeds.index(run.hand.seed)
            return

    def begin(self, run: HandRun) -> None:
        self.run = run
        self.result = None
        self.pages.setCurrentWidget(self.play_page)
        share_width(self.split)
        self.panels.prepare(dict.fromkeys(s.kind for s in run.hand.steps))
        self._show_title()
        self.show_step()
        self.resumed_at = run.resumed_at  # shown on the step the hand is taken up at, and only there
        self._show_step_note()

    def show_step(self) -> None:
        run = self.run
        if run is None or run.current is None:
            return
        step = run.current
        self.result = None
        # The bar shows this hand and this step only (U8): the last step's time and notes go.
        self.resumed_at = None
        self._show_step_note()
        self.time_note.clear()
        self._draw(step.before, step)
        self.panel = self.panels.show_question(step.question, self.table)
        self.panel.setFocus()
        self.explanation.clear()
        self.room.restore()
        self.submit_button.setEnabled(True)
        self.next_button.setEnabled(False)
        if self.next_shortcut is not None:
            self.next_shortcut.setEnabled(False)
        self._show_progress()
        self._show_keys()
        run.begin()
        self._tick()
        self.timer.start()
        self.ahead.start()

    def _upcoming(self) -> tuple[dict[str, Any], bool] | None:
        """The next step's table (TableAhead), while a step is being played."""
        run = self.run
        if run is None or run.current is None or self.pages.currentWidget() is not self.play_page:
            return None
        upcoming = run.hand.steps[run.index + 1:run.index + 2]
        return (dict(upcoming[0].before), upcoming[0].kind in HANDS_SHOWN) if upcoming else None

    def _draw(self, scenario: Any, step: HandStep) -> None:
        self.table.show_scenario(dict(scenario), reveal=step.kind in HANDS_SHOWN)

    def submit(self) -> None:
        run, panel = self.run, self.panel
        if (run is None or panel is None or run.current is None or run.answered_current
                or self.pages.currentWidget() is not self.play_page):
            return
        self.timer.stop()
        self.ahead.stop()  # not built yet: the next table is built when it is shown
        step = run.current
        try:
            self.result = run.submit(panel.answer())
        except StoreError as exc:
            # Not recorded, so not graded: the answer stays in the panel for Enter to try again.
            self.error.setText(self.tr("This answer could not be saved: {error}. It is still here: press "
                                       "Enter to try again.").format(error=exc))
            self.error.show()
            self.timer.start()
            return
        self.error.hide()
        feedback = self.result.feedback
        if not run.shows_feedback or feedback.correct:
            # The exam says nothing until the end; in practice a right step lets the hand go on
            # (the score counts it; the next step's bar says nothing of this one).
            self.next_step()
            return
        # Practice, a wrong step: the supervisor steps in — the table corrected, the right
        # answer and the rule; N or Enter goes on.
        self.time_note.setText(feedback.time_text())
        within = feedback.within_target
        restyle(self.time_note, within="" if within is None else str(within).lower())
        self._draw(step.after, step)
        self.laid.show_graded(panel, feedback, self.table, task_for(step.kind).shows_table)
        self._show_keys()
        if self.next_shortcut is not None:
            self.next_shortcut.setEnabled(True)
        self._show_progress()
        self.ahead.start()

    def next_step(self) -> None:
        run = self.run
        if run is None or not run.answered_current:
            return
        if run.advance() is None:
            self.show_summary()
        else:
            self.show_step()

    def end_hand(self) -> None:
        """Esc: the hand ends here (what was answered is kept) and its summary is shown."""
        if self.run is None or self.pages.currentWidget() is not self.play_page:
            return
        self.show_summary()

    def show_summary(self) -> None:
        assert self.run is not None
        self.timer.stop()
        summary = self.run.finish()
        self.panels.clear()
        self.panel = None
        self.summary_view.show_summary(summary)
        self._show_lesson()
        self._show_again()
        self.pages.setCurrentWidget(self.summary_view)
        self.summary_view.mistakes.setFocus()

    def _show_lesson(self) -> None:
        """Under a lesson's hand, the lesson so far: its hands played, their steps right."""
        lesson = self.lesson
        figures = None
        if lesson is not None and lesson.hands is not None:
            with contextlib.suppress(StoreError):  # the hand's own figures are shown all the same
                figures = lesson_hands(self.store, self.trainee.id, lesson.id, lesson.hands.seeds,
                                       self.lesson_index)
        self.summary_view.show_lesson(None if lesson is None else lesson.title, figures)

    def _show_again(self) -> None:
        """The summary's A goes on to the lesson's next hand while there is one."""
        if self._more_hands():
            assert self.lesson is not None and self.lesson.hands is not None
            self.summary_view.again.setText(self.tr("Next hand, {n} of {count} (A)").format(
                n=self.lesson_index + 2, count=self.lesson.hands.count))
        else:
            self.summary_view.again.setText(self.summary_view.again_text())

    # -- keys -----------------------------------------------------------------------------

    def _enter(self) -> None:
        page = self.pages.currentWidget()
        if page is self.setup:
            self.setup.request()
        elif page is self.intro_page:
            self._first_lesson_hand()
        elif page is self.summary_view:
            self.summary_view.home.click()
        elif self.run is not None and self.run.answered_current:
            self.next_step()
        else:
            self.submit()

    def _next_key(self) -> None:
        if self.pages.currentWidget() is self.play_page:
            self.next_step()

    def _undo(self) -> None:
        if self.panel is not None and self.run is not None and not self.run.answered_current:
            self.panel.undo()

    def _escape(self) -> None:
        page = self.pages.currentWidget()
        if page is self.play_page:
            self.end_hand()
        elif page in (self.setup, self.intro_page):
            self.closed.emit()

    # -- what the bar shows ---------------------------------------------------------------

    def _tick(self) -> None:
        if self.run is None:
            return
        seconds = self.run.elapsed_total_ms() // 1000
        self.clock.setText(f"{seconds // 60}:{seconds % 60:02d}")

    def _show_progress(self) -> None:
        run = self.run
        if run is None:
            return
        self.progress_text.setText(self.tr("Step {n} of {total}").format(n=min(run.number, run.total),
                                                                          total=run.total))
        if run.shows_feedback and run.results:
            right = sum(r.correct for r in run.results)
            self.score.setText(self.tr("%n of {answered} right", "", right).format(answered=len(run.results)))
        else:
            self.score.clear()

    def _show_step_note(self) -> None:
        """A hand taken up again says where, on that step only."""
        if self.resumed_at is None:
            self.step_note.hide()
            return
        self.step_note.setText(self.tr("Hand resumed at step {n}").format(n=self.resumed_at))
        self.step_note.show()

    def _show_keys(self) -> None:
        if self.panel is None:
            return
        # What works now, one meaning per key: N is "next" only once a step is answered.
        answered = self.run is not None and self.run.answered_current
        step = [(self.tr("Enter / N"), self.tr("next"))] if answered else [(self.tr("Enter"), self.tr("submit"))]
        self.keys.set_keys(self.panel.shortcuts() + step + [(self.tr("Esc"), self.tr("end the hand"))])


