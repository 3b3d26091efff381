"""Run the table (issue 21): the trainee deals a whole hand as the croupier, step by step.

Three pages: the table picked (game, seats, seed, practice or exam), the hand played (each
step's ``before`` table and its answer panel; Enter submits; in practice a wrong step shows
the right answer, the rule and the table corrected — the step's ``after`` — and N or Enter
goes on; in the exam nothing is shown until the end), and the summary (steps right and
wrong by kind, time per kind against its target, the mistakes replayed: a mistake picked
shows its table, the answer given and the right one).  Everything a step is comes from the
engine's :class:`~trainer.table_run.HandStep`; each answer is recorded by
:class:`~trainer.training.table_run.HandRun` before anything is drawn, and a hand left unfinished
is taken up again where it stopped when the screen opens.  The play page is the question
screen's (:mod:`trainer.gui.question.screen`), under the run's policy: stop when wrong
(practice), at the end (exam).

A lesson of hands (``hands:`` in a lesson file) plays its hands one after the other, each a
lesson session of its own (:meth:`HandScreen.start_lesson`): after each hand's summary the
next hand is dealt, and a lesson hand taken up after a crash goes on with the lesson.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QWidget

from trainer import i18n
from trainer.curriculum.lesson import Lesson
from trainer.gui.question.explain_html import feedback_html
from trainer.gui.question.layout import share_width
from trainer.gui.question.lesson_intro import LessonIntroPage
from trainer.gui.question.reveal import HANDS_SHOWN
from trainer.gui.question.screen import QuestionScreen
from trainer.gui.table_run.setup import SetupPage
from trainer.gui.table_run.summary import SummaryPage
from trainer.scenarios import words
from trainer.store import SessionKind, Store, StoreError, Trainee
from trainer.table_run import HandError, HandStep
from trainer.training import sources
from trainer.training.table_run import HandRun, lesson_hands


class HandScreen(QuestionScreen):
    """Opened from home (``trainer.gui.screens``): a hand set up, played and summed up — the
    question screen over a :class:`HandRun`, stopping on a wrong step in practice only."""

    closed = Signal()

    def __init__(self, store: Store, trainee: Trainee, parent: QWidget | None = None) -> None:
        self.setup = SetupPage()  # first: its fields first in the focus chain, as ever
        super().__init__(parent)
        self.store = store
        self.trainee = trainee
        self.resumed_at: int | None = None  # the step a hand taken up again was resumed at (its note)
        self.lesson: Lesson | None = None  # a lesson of hands being played
        self.lesson_index = 0  # its hand on the table (from 0)

        self.setup.dealRequested.connect(self.deal)
        self.setup.homeRequested.connect(self.closed)
        self.end_button.setObjectName("end_hand")
        self.end_button.clicked.connect(self.end_hand)
        self._lay_question()
        self.play_page = self.question_page

        self.summary_view = SummaryPage()
        self.summary_view.againRequested.connect(self._again)
        self.summary_view.homeRequested.connect(self.closed)

        self.intro_page = LessonIntroPage()
        self.intro_page.hint.hide()  # no F1 here: the intro is read before the first hand
        self.intro_page.startRequested.connect(self._first_lesson_hand)

        for page in (self.setup, self.play_page, self.summary_view, self.intro_page):
            self.pages.addWidget(page)
        for key, button in ((Qt.Key.Key_A, self.summary_view.again), (Qt.Key.Key_H, self.summary_view.home)):
            self.shortcut(key, self.summary_view).activated.connect(button.click)
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
        self._retranslate_question()
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

    # -- the question screen's hooks ------------------------------------------------------

    show_step = QuestionScreen.show_question
    next_step = QuestionScreen.next_question

    def _clear_bar(self) -> None:
        # The bar shows this hand and this step only (U8): the last step's time and notes go.
        self.resumed_at = None
        self._show_step_note()
        self.time_note.clear()

    def _draw_question(self, item: HandStep) -> None:
        self._draw(item.before, item)

    def _draw_corrected(self, item: HandStep) -> None:
        # Practice, a wrong step: the supervisor steps in — the table corrected (the step's
        # ``after``), the right answer and the rule.
        self._draw(item.after, item)

    def _show_figures(self) -> None:
        self._show_progress()

    def _next_words(self) -> tuple[str, str]:
        return self.tr("Next (N)"), self.tr("next")

    def _end_keys(self) -> list[tuple[str, str]]:
        return [(self.tr("Esc"), self.tr("end the hand"))]

    def _upcoming(self) -> tuple[dict[str, Any], bool] | None:
        """The next step's table (TableAhead), while a step is being played."""
        run = self.run
        if run is None or run.current is None or self.pages.currentWidget() is not self.play_page:
            return None
        upcoming = run.hand.steps[run.index + 1:run.index + 2]
        return (dict(upcoming[0].before), upcoming[0].kind in HANDS_SHOWN) if upcoming else None

    def _draw(self, scenario: Any, step: HandStep) -> None:
        self.table.show_scenario(dict(scenario), reveal=step.kind in HANDS_SHOWN)

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
        else:
            super()._enter()

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
        seconds = self.run.elapsed_total_ms() // 1000  # the hand's time, not the step's
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
