"""The exam screen: the four pages in a stack, the keys, the clock, and the way from one
page to the next (start or resume, submit, the result, the review)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from trainer import i18n
from trainer.curriculum.exam import ExamDefinition
from trainer.gui.common.prefs import use_school_folder
from trainer.gui.panels.base import AnswerPanel
from trainer.i18n import lesson_text
from trainer.store import CertificateStanding, Exam, ExamId, Store, StoreError, Trainee, utc_now
from trainer.training.exam import Clock, ExamError, ExamSession, Outcome, ReviewItem, Standing, offered_exams, standings

from .confirm import start_box, submit_box
from .item_page import ExamItemPage
from .list_page import ExamListPage
from .pdf import ask_report_path, write_exam_report
from .result_page import ExamResultPage, floors_missed_text
from .review_page import ExamReviewPage
from .sign_dialog import SignDialog

LIST, EXAM, RESULT, REVIEW = range(4)


ERROR_SHOWN = 120
"""At most so many characters of a damaged record's error on the list page (issue 31 N2)."""


class ExamScreen(QWidget):
    closed = Signal()

    def __init__(self, store: Store, trainee: Trainee, parent: QWidget | None = None, *,
                 definitions: tuple[ExamDefinition, ...] | None = None, clock: Clock | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee = trainee
        if definitions is None:
            use_school_folder(store)  # the school's exams beside the shipped ones (issue 35 item 4)
        self.definitions = tuple(offered_exams() if definitions is None else definitions)
        self.clock: Clock = clock or utc_now
        self.session: ExamSession | None = None
        self.outcome: Outcome | None = None
        self.confirm: QMessageBox | None = None
        self.sign_dialog: SignDialog | None = None
        self.note_key = ""  # why the last result was submitted (time-out), for retranslation
        self.list_page = ExamListPage()
        self.item_page = ExamItemPage()
        self.result_page = ExamResultPage()
        self.review_page = ExamReviewPage()
        self.pages = QStackedWidget()
        for page in (self.list_page, self.item_page, self.result_page, self.review_page):
            self.pages.addWidget(page)
        QVBoxLayout(self).addWidget(self.pages)
        self._connect()
        # The widgets callers (and the tests) reach by these names on the screen itself.
        lp, ip, rp, vp = self.list_page, self.item_page, self.result_page, self.review_page
        self.exam_list, self.list_model, self.details = lp.exam_list, lp.model, lp.details
        self.start_button, self.list_message = lp.start_button, lp.message
        self.table, self.countdown, self.nav_buttons = ip.table, ip.countdown, ip.nav_buttons
        self.position, self.answered_label, self.save_status = ip.position, ip.answered_label, ip.save_status
        self.next_button, self.autosave = ip.next_button, ip.autosave
        self.verdict, self.result_note, self.code_label = rp.verdict, rp.note, rp.code_label
        self.skill_model, self.review_button = rp.skill_model, rp.review_button
        self.review_rule_label, self.result_back = rp.review_rule_label, rp.back_button
        self.pdf_button, self.pdf_message = rp.pdf_button, rp.pdf_message
        self.review_list, self.review_text = vp.review_list, vp.text
        self.ticker = ip.timer  # the item page's clock: its countdown, and the time-up checked here
        self._keys()
        self.retranslate_ui()
        self.refresh()
        pending = store.open_exams(trainee.id)
        if pending:  # back after a crash or a power cut: straight into the exam
            self.resume(pending[0])

    @property
    def panel(self) -> AnswerPanel | None:
        """The answer panel of the item shown (None off the exam)."""
        return self.item_page.panel

    @property
    def review_items(self) -> list[ReviewItem]:
        return self.review_page.items

    @review_items.setter
    def review_items(self, items: list[ReviewItem]) -> None:
        self.review_page.items = items

    def _connect(self) -> None:
        lp, ip, rp, vp = self.list_page, self.item_page, self.result_page, self.review_page
        lp.exam_list.doubleClicked.connect(lambda _i: self.start_selected())
        lp.start_button.clicked.connect(self.start_selected)
        lp.last_button.clicked.connect(self.show_last_result)
        lp.back_button.clicked.connect(self.closed)
        ip.submit_button.clicked.connect(self.ask_submit)
        ip.expired.connect(self._expired)
        rp.review_button.clicked.connect(self.show_review)
        rp.pdf_button.clicked.connect(lambda: self.save_report())
        rp.back_button.clicked.connect(self.show_list)
        vp.back_button.clicked.connect(lambda: self.pages.setCurrentIndex(RESULT))

    def _keys(self) -> None:
        ip, vp = self.item_page, self.review_page
        keys: dict[QKeySequence | Qt.Key | str, dict[int, Callable[[], None]]] = {
            Qt.Key.Key_Return: {LIST: self.start_selected, EXAM: ip.save_and_next},
            Qt.Key.Key_Enter: {LIST: self.start_selected, EXAM: ip.save_and_next},
            Qt.Key.Key_Escape: {LIST: self.closed.emit, RESULT: self.show_list,
                                REVIEW: lambda: self.pages.setCurrentIndex(RESULT)},
            Qt.Key.Key_R: {LIST: self.show_last_result, RESULT: self.show_review},
            Qt.Key.Key_PageDown: {EXAM: ip.next_item, REVIEW: lambda: vp.step(1)},
            Qt.Key.Key_PageUp: {EXAM: ip.previous_item, REVIEW: lambda: vp.step(-1)},
            "Ctrl+Right": {EXAM: ip.next_item},
            "Ctrl+Left": {EXAM: ip.previous_item},
            "Ctrl+Return": {EXAM: self.ask_submit},
            "Ctrl+Enter": {EXAM: self.ask_submit},
            Qt.Key.Key_Backspace: {EXAM: ip.undo},
            "Ctrl+P": {RESULT: self._save_report_key},
        }
        self.shortcuts: list[QShortcut] = []
        self._pages_of: dict[QShortcut, set[int]] = {}
        for key, by_page in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda by_page=by_page: self._dispatch(by_page))
            self.shortcuts.append(shortcut)
            self._pages_of[shortcut] = set(by_page)
        # A key is live only on the pages where it acts: elsewhere it is the panel's (R on an
        # item is a category list's Royal flush, not "the last result").
        self.pages.currentChanged.connect(self._live_keys)
        self._live_keys(self.pages.currentIndex())

    def _live_keys(self, page: int) -> None:
        for shortcut, pages in self._pages_of.items():
            shortcut.setEnabled(page in pages)

    def _dispatch(self, by_page: dict[int, Callable[[], None]]) -> None:
        if self.confirm is not None and self.confirm.isVisible():
            return
        slot = by_page.get(self.pages.currentIndex())
        if slot is not None:
            slot()

    def retranslate_ui(self) -> None:
        for page in (self.list_page, self.item_page, self.result_page, self.review_page):
            page.retranslate_ui()
        self.refresh()
        if self.session is not None and not self.session.submitted:
            self.item_page.retranslate_item()
            self.tick()
        if self.outcome is not None:
            self._fill_result()
        if self.review_items:
            self._fill_review()

    # -- the list ------------------------------------------------------------------------

    def refresh(self) -> None:
        self.list_page.show_standings(standings(self.store, self.trainee.id, self.definitions))

    def selected(self) -> Standing | None:
        return self.list_page.selected()

    def start_selected(self) -> None:
        standing = self.selected()
        if standing is None:
            return
        if standing.open_exam is not None:
            self.resume(standing.open_exam)
            return
        if not standing.can_start:
            self.list_page.show_details()
            return
        d = standing.definition
        box = start_box(self, standing, i18n.tr)
        box.finished.connect(lambda result, d=d: self._start_answered(result, d))
        self._open_confirm(box)

    def _start_answered(self, result: int, definition: ExamDefinition) -> None:
        self.confirm = None
        if result != QMessageBox.StandardButton.Yes:
            return
        try:
            session = ExamSession.start(self.store, self.trainee.id, definition, clock=self.clock)
        except ExamError as exc:
            self.list_page.message.setText(str(exc))
            return
        self._ask_signature(session.exam.id, "start", lambda: self._enter_exam(session))

    def _ask_signature(self, exam_id: ExamId, kind: str, then: Callable[[], None]) -> None:
        """An instructor signs the exam's start or result (issue 16 item 2); then ``then``.
        Records with no instructor have nobody to ask: the result is practice only."""
        if not self.store.instructors_here():
            then()
            return
        dialog = SignDialog(self.store, exam_id, kind, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(lambda _result: then())
        dialog.finished.connect(self._back_from_confirm)
        self.sign_dialog = dialog
        dialog.open()

    def _open(self, exam_id: ExamId) -> ExamSession | None:
        """The exam's session, or None with one line on the list page: a refusal of the exam's
        own rules, or any error of a record damaged or made outside the program (issue 31 N2: a
        start naming an unknown task raised a crash dialog at every sign-in)."""
        try:
            return ExamSession.resume(self.store, exam_id, clock=self.clock)
        except ExamError as exc:
            self.list_page.message.setText(str(exc))
        except Exception as exc:  # whatever a damaged record raises, it is said in one line
            error = " ".join(str(exc.args[0] if isinstance(exc, KeyError) and exc.args else exc).split())
            error = error.split(" (one of:")[0]  # the engine's list of every task: not the candidate's to read
            if len(error) > ERROR_SHOWN:
                error = error[:ERROR_SHOWN - 1] + "…"
            self.list_page.message.setText(self.tr(
                "This exam's records are damaged and it cannot be opened ({error}); 'trainer results verify' "
                "tells an instructor what is wrong.").format(error=error))
        return None

    def resume(self, exam: Exam) -> None:
        session = self._open(exam.id)
        if session is None:
            return
        if session.submitted:
            self._show_outcome(session.outcome(), session)
            return
        if session.expired():  # the time ran out while the program was closed
            self.session = session
            self.note_key = "closed"
            self._submit()
            return
        self._enter_exam(session)

    def show_last_result(self) -> None:
        standing = self.selected()
        if standing is None or standing.last_result is None:
            return
        session = self._open(standing.last_result.id)
        if session is None:
            return
        self.note_key = ""
        self._show_outcome(session.outcome(), session)

    def show_list(self) -> None:
        self.outcome = None
        self.session = None
        self.review_items = []
        self.refresh()
        self.pages.setCurrentIndex(LIST)
        self.list_page.exam_list.setFocus()

    # -- taking the exam -----------------------------------------------------------------

    def _enter_exam(self, session: ExamSession) -> None:
        self.session = session
        self.outcome = None
        self.note_key = ""
        self.item_page.set_session(session)
        self.pages.setCurrentIndex(EXAM)
        self.item_page.begin()
        self.ticker.start()
        self.tick()

    def go(self, index: int) -> None:
        """Leave the item shown (its answer saved) and show item ``index``."""
        self.item_page.go(index)

    def tick(self) -> None:
        """The countdown now (the item page's tick; at 0:00 it says the time is up)."""
        session = self.session
        if session is None or session.submitted:
            self.ticker.stop()
            return
        if self.pages.currentIndex() == EXAM:
            self.item_page.tick()

    def _expired(self) -> None:
        if self.pages.currentIndex() == EXAM:
            self.note_key = self.note_key or "time"
            self.time_up()

    def time_up(self) -> None:
        """The time is up: keep what is on screen (within the grace) and submit."""
        session = self.session
        if session is None or session.submitted:
            return
        self.ticker.stop()
        self.item_page.autosave.stop()
        if self.confirm is not None:
            box, self.confirm = self.confirm, None
            box.finished.disconnect()
            box.done(QMessageBox.StandardButton.No)
        if not self.item_page.save_unsaved():
            self.ticker.start()  # the records would not take the last answer: again at the next tick
            return
        self.note_key = self.note_key or "time"
        self._submit()

    def ask_submit(self) -> None:
        session = self.session
        if session is None or session.submitted:
            return
        if not self.item_page.save_current(force=False):
            return  # the answer shown is not saved: the page says so, and tries again
        if self.session is None or session.submitted:
            return
        box = submit_box(self, session, i18n.tr)
        box.finished.connect(self._submit_answered)
        self._open_confirm(box)

    def _submit_answered(self, result: int) -> None:
        self.confirm = None
        if result == QMessageBox.StandardButton.Yes:
            self._submit()

    def _submit(self) -> None:
        session = self.session
        if session is None:
            return
        self.ticker.stop()
        self.item_page.autosave.stop()
        try:
            outcome = session.submit()
        except StoreError as exc:
            # Nothing was submitted: the exam stays open with every answer, and the clock runs on
            # (at the time-out the next tick submits again).
            self.item_page.save_status.setText(self.tr(
                "The exam could not be submitted: {error}. Your answers are kept; submit again in a "
                "moment.").format(error=exc))
            self.ticker.start()
            return
        self._show_outcome(outcome, session)
        if self.store.certificate(session.exam.id).standing == CertificateStanding.UNSIGNED and \
                self.store.exam_signed_at_start(session.exam.id) and self.store.instructors_here():
            self.result_page.set_pending(True)  # no verdict before the instructor signs (U13)
            self._ask_signature(session.exam.id, "result", self._fill_certificate)

    def _open_confirm(self, box: QMessageBox) -> None:
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(self._back_from_confirm)  # after the caller's own slot
        self.confirm = box
        box.open()

    def _back_from_confirm(self) -> None:
        """The box closed: the keyboard back to this screen.  Without a window manager (a
        kiosk workstation) nothing gives the window its focus back, and every key after
        "Start the exam" would be lost."""
        self.window().activateWindow()
        page = self.pages.currentIndex()
        if page == EXAM and self.item_page.panel is not None:
            focused = QApplication.focusWidget()
            if focused is None or not self.item_page.panel.isAncestorOf(focused):
                self.item_page.panel.setFocus()
        elif page == LIST:
            self.exam_list.setFocus()

    # -- the result and the review --------------------------------------------------------

    def _show_outcome(self, outcome: Outcome, session: ExamSession) -> None:
        self.session = session
        self.outcome = outcome
        self.review_items = []
        self.item_page.leave()
        self.result_page.pdf_message.clear()
        self._fill_result()
        self.pages.setCurrentIndex(RESULT)
        self.refresh()
        self.list_page.select(outcome.definition.id)
        self.result_page.back_button.setFocus()

    def _fill_certificate(self) -> None:
        if self.session is None:
            return
        self.result_page.show_standing(self.store.certificate(self.session.exam.id))

    def _fill_result(self) -> None:
        if self.outcome is not None and self.session is not None:
            self.result_page.show_outcome(self.outcome, self.trainee.name, self.note_key,
                                          self.session.review_available())
            self._fill_certificate()

    def show_review(self) -> None:
        session = self.session
        if session is None or not session.submitted or not session.review_available():
            return
        self.review_items = session.review()
        self._fill_review()
        self.pages.setCurrentIndex(REVIEW)
        self.review_page.review_list.setCurrentRow(0)
        self.review_page.review_list.setFocus()

    def _fill_review(self) -> None:
        outcome = self.outcome
        title = lesson_text(outcome.definition.title) if outcome is not None else None
        self.review_page.show_items(self.review_items, title,
                                    floors_missed_text(outcome, i18n.tr) if outcome is not None else [])

    def _save_report_key(self) -> None:
        self.save_report()

    def save_report(self, path: str | None = None) -> Path | None:
        """Write the PDF report of the result shown (asking where, unless ``path`` is given)."""
        outcome = self.outcome
        if outcome is None:
            return None
        if path is None:
            path = ask_report_path(self, self.trainee.name, outcome, self.clock, i18n.tr)
            if not path:
                return None
        saved, message = write_exam_report(path, self.store, outcome.exam.id, i18n.tr)
        self.result_page.pdf_message.setText(message)
        return saved

    def hideEvent(self, event) -> None:
        # Leaving the screen (the window closing): keep the answer on screen, and stop the
        # clocks: a hidden screen neither saves nor submits behind anyone's back (the time
        # left is kept by the store, and the exam resumes with it).
        if self.session is not None and not self.session.submitted and self.item_page.dirty:
            self.item_page.save_current(force=False)
        self.ticker.stop()
        self.item_page.autosave.stop()
        super().hideEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.session is not None and not self.session.submitted and self.pages.currentIndex() == EXAM:
            self.ticker.start()
            self.tick()
