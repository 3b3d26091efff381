"""``trainer --kiosk``: the exam-room mode (issue 16 item 3, issue 31 X1 and U1).

The window fills the screen without a frame, and closing it — the window's close,
Alt+F4, Esc on the first screen — asks for an instructor's password; anything else
keeps the candidate in the app.  (Leaving the machine itself, a virtual terminal or
the window manager's own keys, is the workstation's set-up to lock.)

Only an instructor enabled on this workstation counts (:meth:`Store.instructors_here`): one who
came by import or sync, or a role written into the records, closes nothing.  The mode refuses to
start on records without such an instructor (:func:`refusal`), and while it runs the store is in
the exam-room mode (``Store.exam_room``): the first-instructor path is shut whatever happens to the
records, so the candidate never makes himself an instructor.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox, QWidget

from trainer.gui.translation import name_buttons
from trainer.store import Store

DIALOG_WIDTH = 460
"""Wide enough that the password box's title is never cut (U13)."""


def refusal(store: Store) -> str | None:
    """Why the exam-room mode cannot start on ``store`` (one line for the terminal), or None."""
    if store.instructors_here():
        return None
    return (f"trainer --kiosk: {store.path or 'these records'} have no instructor of this workstation to close "
            f"the exam room; make one first (start trainer without --kiosk)")


class KioskLock(QObject):
    """An event filter on the main window: a close needs an instructor's password."""

    def __init__(self, window: QWidget, store: Store) -> None:
        super().__init__(window)
        self.window, self.store = window, store
        store.exam_room = True  # the sign-in screen never makes a first instructor here (U1, N3)
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
        dialog = QInputDialog(self.window)
        dialog.setObjectName("kiosk_password")
        dialog.setWindowTitle(self.tr("Leave the exam room mode"))
        dialog.setLabelText(self.tr("An instructor's password closes the trainer:"))
        dialog.setTextEchoMode(QLineEdit.EchoMode.Password)
        name_buttons(dialog)
        dialog.setMinimumWidth(DIALOG_WIDTH)
        if dialog.exec() != QInputDialog.DialogCode.Accepted:
            return False
        return self.check(dialog.textValue())

    def check(self, password: str) -> bool:
        if self.store.check_instructor_password(password) is not None:
            return True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Leave the exam room mode"),
                          self.tr("That is not an instructor's password."), QMessageBox.StandardButton.Ok,
                          self.window)
        box.setMinimumWidth(DIALOG_WIDTH)
        name_buttons(box)
        box.exec()
        return False
