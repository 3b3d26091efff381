"""The exam screen's second page: one item of the exam under way.

The bar (title, position, answers given, the countdown, Submit), a numbered button
per item (filled: answered), the table and the answer panel.  Nothing is graded
here: an answer is saved as given — a moment after each change, on leaving the
item and on Enter — and the hidden cards stay hidden.  The page is the question screen
(:mod:`trainer.gui.question.screen`) over the exam's run (:class:`~trainer.training.exam.run.ExamRun`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from trainer import i18n
from trainer.gui.question.explain_html import value_text
from trainer.gui.question.layout import HANDS_SHOWN, KeyHints, share_width, show_question_table, table_split
from trainer.gui.question.screen import QuestionScreen
from trainer.gui.style import restyle, set_role
from trainer.store import Attempt, StoreError
from trainer.training.exam import ExamItem, ExamSession, StepLocked, TimeUp, is_blank
from trainer.training.exam.run import ExamRun

from .navigator import ItemNavigator
from .restore import restore_answer

AUTOSAVE_MS = 800
URGENT_S = 60


def clock_text(seconds: float) -> str:
    s = max(0, int(seconds + 0.999))  # 0:01 until the very end
    h, rest = divmod(s, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}" if h else f"{rest // 60:02d}:{rest % 60:02d}"


class ExamItemPage(QuestionScreen):
    """The item shown and its answer; ``expired`` when a save finds the time up.

    The question screen over an :class:`ExamRun` (the policy "at the end": nothing is graded
    before the exam is submitted): submitting an answer is saving it (Enter, a double-click on a
    choice, Save and go on), and it goes on to the next item; an item is also left for another
    (:meth:`go`: PgUp, PgDn, the navigator), its answer saved first.  The bar and the answer side
    are the exam's own (:meth:`_make_bar`, :meth:`_lay_room`); the keys are the exam screen's,
    which has one table of them for its four pages, and call this page's (:meth:`save_and_next`,
    :meth:`undo`).  The Submit button is the screen's to connect (it asks first).
    """

    expired = Signal()
    refusals = (StoreError, TimeUp)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.run: ExamRun | None = None  # its session keeps the answer shown and not saved yet
        self._loading = False
        self._lay_question()
        self.question_page.layout().insertLayout(1, self.nav_row)  # type: ignore[union-attr]
        self.pages.addWidget(self.question_page)
        self.autosave = QTimer(self)
        self.autosave.setSingleShot(True)
        self.autosave.setInterval(AUTOSAVE_MS)
        self.autosave.timeout.connect(lambda: self.save_current(force=False))

    def _make_bar(self) -> QHBoxLayout:
        """The title, where the item is, the answers given, the countdown and Submit; under it
        (:attr:`nav_row`) a numbered button per item and what their looks mean."""
        self.title = QLabel()
        set_role(self.title, "item-title")
        self.title.setWordWrap(True)  # a long exam title wraps rather than widen the window
        self.position = QLabel()
        self.position.setObjectName("position")
        set_role(self.position, "figures")
        self.hand_position = QLabel()  # issue 21: "Hand 2 of 3 · step 5 of 31"
        self.hand_position.setObjectName("hand_position")
        set_role(self.hand_position, "figures")
        self.hand_position.hide()
        self.answered_label = QLabel()
        self.answered_label.setObjectName("answered")
        self.item_target = QLabel()  # the quota's target time, where it counts towards the mark (issue 20)
        self.item_target.setObjectName("item_target")
        self.item_target.hide()
        self.countdown = QLabel("00:00")
        self.countdown.setObjectName("countdown")
        self.countdown.setProperty("urgent", False)
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("submit_exam")
        self.submit_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Ctrl+Enter; no stray Space submits
        bar = QHBoxLayout()
        bar.addWidget(self.title, 1)
        bar.addWidget(self.item_target)
        bar.addWidget(self.hand_position)
        bar.addSpacing(16)
        for w in (self.position, self.answered_label, self.countdown):
            bar.addWidget(w)
            bar.addSpacing(16)
        bar.addWidget(self.submit_button)
        self.navigator = ItemNavigator()
        self.navigator.picked.connect(self.go)
        self.nav_buttons = self.navigator.buttons
        self.legend = QLabel()
        set_role(self.legend, "muted")
        self.legend.setWordWrap(True)  # beside a full row of items it wraps: the page fits 1280 px
        self.legend.setMinimumWidth(160)
        self.nav_row = QHBoxLayout()
        self.nav_row.addWidget(self.navigator)
        self.nav_row.addSpacing(12)
        self.nav_row.addWidget(self.legend, 1)
        return bar

    def _lay_room(self) -> QWidget:
        """The table beside the answer side: the panel over the step's note, the save status,
        the key hints and Previous / Save and go on / Next."""
        self.panels.answerChanged.connect(self._answer_changed)
        self.step_note = QLabel()  # a hand step refused or locked, and why
        self.step_note.setObjectName("step_note")
        self.step_note.setWordWrap(True)
        set_role(self.step_note, "alert")
        self.step_note.hide()
        self.save_status = QLabel()
        self.save_status.setObjectName("save_status")
        self.save_status.setWordWrap(True)
        set_role(self.save_status, "muted")
        self.keys_label = KeyHints()
        self.prev_button = QPushButton()
        self.prev_button.setObjectName("previous_item")
        self.prev_button.clicked.connect(self.previous_item)
        self.save_button = QPushButton()
        self.save_button.setObjectName("save_answer")
        self.save_button.clicked.connect(self.save_and_next)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next_item")
        self.next_button.clicked.connect(self.next_item)
        for b in (self.prev_button, self.save_button, self.next_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        moves = QHBoxLayout()
        moves.addWidget(self.prev_button)
        moves.addWidget(self.save_button, 1)
        moves.addWidget(self.next_button)
        self.side = QWidget()
        side_layout = QVBoxLayout(self.side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.panels, 1)
        side_layout.addWidget(self.step_note)
        side_layout.addWidget(self.save_status)
        side_layout.addWidget(self.keys_label)
        side_layout.addLayout(moves)
        self.split = table_split(self.table, self.side)
        self.split.setChildrenCollapsible(False)
        return self.split

    def _question_keys(self) -> list[tuple[Qt.Key, Callable[[], None]]]:
        return []  # the exam screen's, one table for its four pages (Enter starts an exam on its list)

    @property
    def session(self) -> ExamSession | None:
        """The exam under way (None: none, or it is over)."""
        return self.run.session if self.run is not None else None

    def retranslate_ui(self) -> None:
        self.prev_button.setText(self.tr("◀ Previous (PgUp)"))
        self.save_button.setText(self.tr("Save and go on (Enter)"))
        self.next_button.setText(self.tr("Next (PgDn) ▶"))
        self.submit_button.setText(self.tr("Submit exam… (Ctrl+Enter)"))
        self._show_legend()
        self.table.retranslate_ui()

    def retranslate_item(self) -> None:
        """The words about the item shown, in the new language."""
        self._show_position()
        self._show_keys()
        self._show_save_status()
        self._show_step_note()
        if self.panel is not None:
            self.panel.retranslate_ui()

    # -- the exam's items ----------------------------------------------------------------

    def set_session(self, session: ExamSession) -> None:
        """The exam's title and a button an item; :meth:`begin` shows the first item."""
        self.run = ExamRun(session)
        self.title.setText(i18n.lesson_text(session.definition.title))  # a school exam: its own translation
        self.navigator.set_session(session)
        self._show_legend()
        self.panels.prepare(dict.fromkeys(item.question.task for item in session.items))  # no wait later

    def begin(self) -> None:
        share_width(self.split)
        self.show_question()

    def leave(self) -> None:
        """The exam is over: no item, no panel."""
        self.run = None
        self.panels.clear()
        self.panel = None
        self.table.clear()

    def go(self, index: int) -> None:
        """Leave the item shown (its answer saved) and show item ``index``."""
        run, session = self.run, self.session
        if run is None or session is None or session.submitted or not 0 <= index < session.total:
            return
        if not self.save_current(force=False):
            return  # not saved: the item stays on screen with its answer
        if self.session is None or session.submitted:  # the save found the time up
            return
        try:
            run.go(index)
        except StepLocked as exc:  # a hand's step before the one before it is answered
            self._show_nav()
            self._show_step_note(str(exc))
            return
        self.show_question()

    def next_item(self) -> None:
        if self.session is not None:
            self.go(min(self.session.index + 1, self.session.total - 1))

    def previous_item(self) -> None:
        if self.session is not None:
            self.go(max(self.session.index - 1, 0))

    def save_and_next(self) -> None:
        """Enter: save the answer as it stands (even untouched), then the next item; a locked
        hand step's answer stands, and Enter goes on."""
        self._enter()

    def undo(self) -> None:
        """Backspace: the answer's last step taken back, while it may be changed."""
        self._undo()

    show_item = QuestionScreen.show_question

    # -- the question screen's hooks ------------------------------------------------------

    def _answer_open(self) -> bool:
        """Until the exam is submitted an answer may be changed and saved again, but not a
        locked hand step's."""
        session = self.session
        return session is not None and not session.submitted and not session.step_locked(session.index)

    def _advance(self) -> None:
        """The answer saved: the next item, if there is one."""
        session = self.session
        if session is not None and not session.submitted and session.index < session.total - 1:
            self.go(session.index + 1)

    def show_summary(self) -> None:
        """None here: the exam's result is its screen's, after it is submitted."""

    def _clear_bar(self) -> None:
        self.autosave.stop()

    def _clear_feedback(self) -> Callable[[], None]:
        return lambda: None  # nothing was shown of the last answer

    def _draw_question(self, item: ExamItem) -> None:
        self._loading = True
        question = item.question
        show_question_table(self.table, self.side, question)
        if item.table is not None and not self.table.isHidden():  # a hand step: the table before it
            self.table.show_scenario(dict(item.table), reveal=question.task in HANDS_SHOWN)

    def _shown(self, item: ExamItem) -> None:
        session, panel = self.session, self.panel
        assert session is not None and panel is not None
        saved = session.answer_of(session.index)
        if saved is not None and not is_blank(saved):
            session.saved_shown = restore_answer(panel, saved)
        self._loading = False
        locked = session.step_locked(session.index)
        panel.setEnabled(not locked)  # a hand step whose next step was shown: its answer stays
        self.save_button.setEnabled(not locked)

    def _focus_panel(self) -> None:
        session, panel = self.session, self.panel
        assert session is not None and panel is not None
        focused = QApplication.focusWidget()
        if session.step_locked(session.index):
            self.setFocus()  # the moves' keys still work
        elif focused is None or not panel.isAncestorOf(focused):
            panel.setFocus()  # the keys go to the item, never to a button such as Submit

    def _show_figures(self) -> None:
        self._show_step_note()
        self._show_position()
        self._show_nav()
        self._show_save_status()

    def _not_recorded(self, exc: Exception) -> None:
        if isinstance(exc, TimeUp):
            self.expired.emit()
            return
        self._show_save_status()  # "Not saved yet", the answer kept on screen
        self.autosave.start()  # again in a moment

    def _recorded(self) -> None:
        pass

    def _graded(self, result: Attempt | None) -> None:
        """Saved, nothing graded; the exam's clock runs on."""
        self._show_saved()
        self.timer.start()

    def _show_saved(self) -> None:
        """An answer saved: the status, the item's button filled, the count of answers."""
        self._show_save_status()
        self._show_nav()
        self._show_position()

    def _tick(self) -> None:
        """The countdown; at 0:00 the page says the time is up."""
        session = self.session
        if session is None or session.submitted:
            self.timer.stop()
            return
        left = session.remaining_s()
        self.show_time(left)
        if left <= 0:
            self.expired.emit()

    tick = _tick

    # -- saving --------------------------------------------------------------------------

    @property
    def dirty(self) -> bool:
        """The answer shown differs from the one saved."""
        return self.session is not None and self.session.unsaved is not None

    @property
    def save_error(self) -> str:
        return self.session.save_error if self.session is not None else ""

    def _answer_changed(self) -> None:
        if self._loading or self.session is None or self.panel is None:
            return
        self.session.hold(self.panel.answer())
        self._show_save_status()
        self.autosave.start()

    def save_current(self, force: bool) -> bool:
        """Save the answer shown if it changed (``force``: even if untouched).

        False when the records would not take it (a locked or full disk): the answer stays
        on screen, unsaved, is tried again in a moment, and the item is not left.
        """
        run, session, panel = self.run, self.session, self.panel
        self.autosave.stop()
        if run is None or session is None or panel is None or session.submitted:
            return True
        if session.unsaved is None and not force:
            return True  # untouched
        try:
            run.submit(panel.answer())
        except self.refusals as exc:
            self._not_recorded(exc)
            return isinstance(exc, TimeUp)  # past the time, the screen submits what was saved
        self._show_saved()
        return True

    def save_unsaved(self) -> bool:
        """The time is up: save the change not saved yet (past the grace it is lost, as the
        rules say).  False when the records would not take it: try again before submitting."""
        if self.session is None:
            return True
        try:
            saved = self.session.save_unsaved()
        except TimeUp:
            return True
        if not saved:
            self._show_save_status()
        return saved

    # -- showing -------------------------------------------------------------------------

    def show_time(self, left: float) -> None:
        """The countdown, red in the last minute."""
        self.countdown.setText(clock_text(left))
        self.countdown.setToolTip(self.tr("Time left"))
        urgent = left < URGENT_S
        if self.countdown.property("urgent") != urgent:
            restyle(self.countdown, urgent=urgent)

    def _show_position(self) -> None:
        session = self.session
        if session is None:
            return
        answered = session.total - len(session.unanswered())
        self.position.setText(self.tr("Item {n} of {total}").format(n=session.index + 1, total=session.total))
        self.answered_label.setText(self.tr("{answered} of {total} answered").format(
            answered=answered, total=session.total))
        item = session.current
        quota = item.quota(session.definition)
        target = quota.target_s if quota is not None else None
        self.hand_position.setVisible(item.is_hand_step)
        self.hand_position.setText(self.tr("Hand {hand} of {hands} · step {step} of {steps}").format(
            hand=item.hand, hands=item.hands, step=item.step, steps=item.steps) if item.is_hand_step else "")
        self.item_target.setVisible(target is not None)
        self.item_target.setText("" if target is None else self.tr(
            "Target {target} s: a right answer over it earns half").format(target=target))
        self.prev_button.setEnabled(session.index > 0)
        self.next_button.setEnabled(session.index < session.total - 1)

    def _show_legend(self) -> None:
        text = self.tr("Filled: answered · framed: the item shown · no marks until you submit")
        if self.session is not None and self.session.definition.hands:
            text = self.tr("Filled: answered · darker: a hand's step locked · framed: the item shown · greyed: "
                           "a hand's step that opens once the one before is answered · no marks until you submit")
        self.legend.setText(text)

    def _show_step_note(self, refused: str = "") -> None:
        """Why the step asked for cannot be shown (``refused``), or why the step shown is locked."""
        session = self.session
        text = refused or (session.locked_reason(session.index) if session is not None
                           and not session.submitted else "")
        self.step_note.setText(text)
        self.step_note.setVisible(bool(text))

    def _show_nav(self) -> None:
        if self.session is not None:
            self.navigator.show_session(self.session)

    def _show_keys(self) -> None:
        if self.panel is None:
            return
        self.keys_label.set_keys(self.panel.shortcuts() + [
            (self.tr("Enter"), self.tr("save and go on")), (self.tr("PgUp / PgDn"), self.tr("move")),
            (self.tr("Ctrl+Enter"), self.tr("submit")),
        ])

    def _show_save_status(self) -> None:
        session = self.session
        if session is None or session.submitted:
            return
        saved = session.answer_of(session.index)
        saved_at = session.saved_at(session.index)
        if self.dirty and self.save_error:
            text = self.tr("Not saved yet: {error}. Your answer stays here and is saved as soon as the "
                           "records take it.").format(error=self.save_error)
        elif not session.saved_shown and saved is not None:
            text = self.tr("Your saved answer: {answer}. It stays unless you change it.").format(
                answer=value_text(saved, i18n.tr, game=session.current.question.game))
        elif self.dirty:
            text = self.tr("Saving…")
        elif saved is not None and not is_blank(saved) and saved_at is not None:
            text = self.tr("Answer saved at {time}.").format(time=i18n.clock_text(saved_at, seconds=True))
        else:
            text = self.tr("No answer saved for this item yet.")
        self.save_status.setText(text)
