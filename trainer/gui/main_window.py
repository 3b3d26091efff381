"""The main window: sign in -> home -> drill -> summary -> home."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QWidget

from trainer.gui import translation
from trainer.gui.common.prefs import apply_deck
from trainer.gui.home.screen import DrillRequest, HomeScreen
from trainer.gui.home.signin import SignInScreen
from trainer.gui.school import SchoolLink, SyncStatus
from trainer.gui.screens import available_screens
from trainer.store import Role, SessionKind, Store, Trainee

if TYPE_CHECKING:
    from trainer.gui.drill.screen import DrillScreen
    from trainer.tasks import Question

GEOMETRY_KEY = "window/geometry"
PREFERRED_SIZE = (1440, 900)


class MainWindow(QMainWindow):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee: Trainee | None = None
        self.signin = SignInScreen(store)
        self.home = HomeScreen(store)
        # The drill screen (and its panels, table and explanations) is built the first time a
        # drill starts, not at start-up (issue 36: the home screen in half a second).
        self._drill: DrillScreen | None = None
        self.stack = QStackedWidget()
        for screen in (self.signin, self.home):
            self.stack.addWidget(screen)
        self.setCentralWidget(self.stack)
        self.signin.signedIn.connect(self._signed_in)
        self.signin.languageChosen.connect(self.set_language)
        self.home.languageChosen.connect(self.set_language)
        self.home.signOutRequested.connect(self.sign_out)
        self.home.startRequested.connect(self.start)
        self.home.screenRequested.connect(self.open_screen)
        self.home.handLessonRequested.connect(self.start_hand_lesson)
        self.help: Any = None  # the Help window (F1), once opened
        self.extra: Any = None  # the screen of SCREENS open: a QWidget with closed and retranslate_ui()
        # the school server (issue 22): synced every minute and at sign-out, off this thread
        self.school = SchoolLink(store, self)
        self.sync_status = QLabel()
        self.sync_status.setObjectName("sync_status")
        self.statusBar().addPermanentWidget(self.sync_status)
        self.statusBar().setSizeGripEnabled(False)
        self.school.statusChanged.connect(self._show_sync)
        self.school.synced.connect(self._synced)
        self._show_sync(None)
        if self.school.active:
            self.school.sync_now()
        self.resize(*PREFERRED_SIZE)
        self.retranslate_ui()

    @property
    def drill(self) -> DrillScreen:
        """The drill screen, built (and put on the stack) the first time it is asked for."""
        if self._drill is None:
            from trainer.gui.drill.screen import DrillScreen

            self._drill = DrillScreen(self.store)
            self._drill.finished.connect(lambda: self.show_home(self.trainee))
            self._drill.reviewRequested.connect(self._review)
            self.stack.addWidget(self._drill)
        return self._drill

    def _show_sync(self, status: SyncStatus | None) -> None:
        """The status line: shown only when a server is set."""
        self.statusBar().setVisible(self.school.active)
        self.sync_status.setText(self.school.status_text(status))
        self.sync_status.setProperty("state", status.state if status else "")
        self.sync_status.setToolTip(status.error if status is not None else "")

    def _synced(self, received: int) -> None:
        """Records came from the other workstations: the sign-in list shows new trainees."""
        if received and self.stack.currentWidget() is self.signin:
            self.signin.refresh()

    def _geometry_key(self) -> str:
        """The window's size is remembered per screen (a laptop's and a wall screen's differ)."""
        screen = self.screen()
        name = screen.name() if screen is not None else ""
        return f"{GEOMETRY_KEY}/{name}" if name else GEOMETRY_KEY

    def show_fitted(self) -> None:
        """Show the window within the screen's available room (issue 17 item 12): the size it
        had on this screen last time if that still fits, else the preferred size, or
        maximized when the screen is smaller than that (a 1280x720 screen: Submit and End
        stay on the screen)."""
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        geometry = QSettings().value(self._geometry_key())
        restored = isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)
        if restored and (room is None or room.contains(self.frameGeometry())):
            self.show()
            return
        if room is not None and (room.width() < PREFERRED_SIZE[0] or room.height() < PREFERRED_SIZE[1]):
            self.showMaximized()
            return
        self.resize(*PREFERRED_SIZE)
        if room is not None:
            self.move(room.center() - self.rect().center())
        self.show()

    def set_language(self, code: str) -> None:
        """Speak ``code`` at once on every screen, the one open included (issue 19)."""
        if translation.use_language(code):
            self.retranslate_ui()

    def _signed_in(self, trainee: Trainee) -> None:
        chosen = self.store.trainee_language(trainee.id)  # the trainee's own (or just picked)
        if chosen is not None:
            self.set_language(chosen)
        self.show_home(trainee)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Croupier trainer") if self.trainee is None
                            else self.tr("Croupier trainer — {name}").format(name=self.trainee.name))
        for screen in (self.signin, self.home, self._drill, self.extra):
            if screen is not None:
                screen.retranslate_ui()
        self._show_sync(self.school.status)

    def show_home(self, trainee: Trainee | None) -> None:
        if trainee is None:
            return
        self.trainee = trainee
        self._close_extra()
        self.school.refresh_waiting()
        self.home.set_trainee(trainee)
        self.stack.setCurrentWidget(self.home)
        self.setWindowTitle(self.tr("Croupier trainer — {name}").format(name=trainee.name))
        if self.store.open_exams(trainee.id) and any(e.key == "exams" for e in available_screens()):
            # An exam interrupted by a crash or power cut: the candidate goes straight back to it.
            self.open_screen("exams")
        elif any(e.key == "hand" for e in available_screens()) and self._hand_to_resume(trainee):
            # A hand the app was closed on (or killed): it goes on at the step it was on.
            self.open_screen("hand")

    def _hand_to_resume(self, trainee: Trainee) -> bool:
        """A hand the app was closed on (the hand module loaded only when the records hold one
        never ended, not at every start: issue 36)."""
        from trainer.training.resume import may_resume_hand

        if not may_resume_hand(self.store, trainee.id):
            return False
        from trainer.training.table_run import HandRun

        return HandRun.resume(self.store, trainee.id) is not None

    def open_screen(self, key: str) -> None:
        """Open one of the screens of SCREENS for the signed-in trainee."""
        entry = next((e for e in available_screens() if e.key == key), None)
        if entry is None or self.trainee is None:
            return
        if entry.instructors_only and self.trainee.role != Role.INSTRUCTOR:
            return
        self._close_extra()
        cls = getattr(importlib.import_module(entry.module), entry.cls)
        extra = {"school": self.school} if entry.key == "instructor" else {}
        self.extra = cls(self.store, self.trainee, **extra)
        apply_deck(self.extra, self.store, self.trainee)
        self.extra.closed.connect(lambda: self.show_home(self.trainee))
        self.stack.addWidget(self.extra)
        self.stack.setCurrentWidget(self.extra)

    def start_hand_lesson(self, lesson: Any) -> None:
        """A lesson of hands: the hand screen opened on its first hand."""
        self.open_screen("hand")
        if self.extra is not None and hasattr(self.extra, "start_lesson"):
            self.extra.start_lesson(lesson)

    def _close_extra(self) -> None:
        if self.extra is not None:
            self.stack.removeWidget(self.extra)
            self.extra.deleteLater()
            self.extra = None

    def sign_out(self) -> None:
        self.school.sync_now()  # the session's answers reach the server before the next trainee sits down
        self.trainee = None
        self.set_language(translation.system_language())  # the next trainee's default
        self.signin.refresh()
        self.stack.setCurrentWidget(self.signin)
        self.signin.focus_first()
        self.setWindowTitle(self.tr("Croupier trainer"))

    def start(self, request: DrillRequest) -> None:
        if self.trainee is None:
            return
        self.stack.setCurrentWidget(self.drill)
        apply_deck(self.drill, self.store, self.trainee)
        self.drill.start(self.trainee, request.title, request.questions, request.kind, request.lesson_id,
                         retitle=request.retitle, sprint_limit_s=request.sprint_limit_s)

    def _review(self, title: str, questions: list[Question]) -> None:
        self.start(DrillRequest(title, questions, SessionKind.DRILL, retitle=self.drill.review_title()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """F1 that no screen took (a lesson's intro is the drill's F1) opens Help (issue 33 U21)."""
        if event.key() == Qt.Key.Key_F1 and self._help_here():
            self.show_help()
            return
        super().keyPressEvent(event)

    def _help_here(self) -> bool:
        """Help opens between questions, never over a running one: on the set-up page of Run
        the table and on the exam list (page 0 of their ``pages``), and on every other screen."""
        screen = self.stack.currentWidget()
        if screen is not None and screen is self._drill:
            return False
        pages = getattr(screen, "pages", None)
        return pages is None or pages.currentIndex() == 0

    def show_help(self) -> None:
        from trainer.gui.home.help_window import HelpWindow

        self.help = HelpWindow(self.home if self.trainee is not None else None, self)
        self.help.show()

    def closeEvent(self, event) -> None:
        QSettings().setValue(self._geometry_key(), self.saveGeometry())
        self.school.stop()
        super().closeEvent(event)
