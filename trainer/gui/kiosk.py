"""``trainer --kiosk``: the exam-room mode (issue 16 item 3).

The window fills the screen without a frame, and closing it — the window's close,
Alt+F4, Esc on the first screen — asks for an instructor's password; anything else
keeps the candidate in the app.  (Leaving the machine itself, a virtual terminal or
the window manager's own keys, is the workstation's set-up to lock.)
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from trainer.store import Role, Store


class KioskLock(QObject):
    """An event filter on the main window: a close needs an instructor's password."""

    def __init__(self, window: QWidget, store: Store) -> None:
        super().__init__(window)
        self.window, self.store = window, store
        self.unlocked = False
        window.setWindowFlag(Qt.WindowType.FramelessWindowHint, True)
        window.setWindowFlag(Qt.WindowType.WindowStaysOnTopHint, True)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close and not self.unlocked:
            event.ignore()
            if self.ask():
                self.unlocked = True
                QTimer.singleShot(0, self.window.close)  # a fresh close, outside this one
            return True
        return False

    def ask(self) -> bool:
        """True when an instructor's password is typed; a wrong one is said and refused."""
        password, ok = QInputDialog.getText(
            self.window, self.tr("Leave the exam room mode"),
            self.tr("An instructor's password closes the trainer:"), QLineEdit.EchoMode.Password)
        if not ok:
            return False
        return self.check(password)

    def check(self, password: str) -> bool:
        for person in self.store.trainees():
            if person.role == Role.INSTRUCTOR and self.store.verify_password(person.id, password):
                return True
        QMessageBox.warning(self.window, self.tr("Leave the exam room mode"),
                            self.tr("That is no instructor's password."))
        return False
