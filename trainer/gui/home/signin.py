"""Sign in: pick or create a trainee; instructors sign in with their password.

Only an instructor enabled on this workstation signs in as one (issue 31 X1): one who came by
import or sync, or a role written into the records file, is listed but refused until an
instructor here enables him (People).  The first instructor is made here only on records with
nobody in them (never in the exam-room mode, which refuses to start without an instructor); his
password is typed twice, Enter moves down the form and submits it (U9).
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.gui import translation
from trainer.gui.common import prefs
from trainer.gui.style import set_role
from trainer.store import Role, Store, StoreError, Trainee, TraineeId


def language_box(object_name: str) -> QComboBox:
    """The languages of the app, each named in itself (the sign-in screen's and home's)."""
    from trainer.i18n import LANGUAGES

    box = QComboBox()
    box.setObjectName(object_name)
    for code, name in LANGUAGES.items():
        box.addItem(name, code)
    return box


def show_language(box: QComboBox, code: str) -> None:
    """Point ``box`` at ``code`` without telling anyone (the language is already in use)."""
    blocker = QSignalBlocker(box)
    box.setCurrentIndex(max(box.findData(code), 0))
    del blocker


class SignInScreen(QWidget):
    signedIn = Signal(object)  # Trainee
    languageChosen = Signal(str)  # a code of trainer.i18n.LANGUAGES, picked before signing in

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._here: set[TraineeId] = set()
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSize(font.pointSize() + 10)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Chosen before signing in (issue 19); kept for the trainee who signs in next.
        self.language = language_box("signin_language")
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.language_chosen: str | None = None
        self.language.currentIndexChanged.connect(self._language_picked)
        language_row = QHBoxLayout()
        language_row.addStretch(1)
        language_row.addWidget(self.language_label)
        language_row.addWidget(self.language)

        self.trainees = QListWidget()
        self.trainees.setObjectName("trainees")
        # Enter or a double-click on a name signs in (activated is both, whatever the style).
        self.trainees.itemActivated.connect(lambda _item: self.sign_in())
        self.trainees.currentItemChanged.connect(lambda *_: self._selection_changed())
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.returnPressed.connect(self.sign_in)
        self.password_label = QLabel()
        self.sign_in_button = QPushButton()
        self.sign_in_button.setDefault(True)
        self.sign_in_button.clicked.connect(self.sign_in)
        self.pick_box = QGroupBox()
        pick = QVBoxLayout(self.pick_box)
        pick.addWidget(self.trainees)
        row = QHBoxLayout()
        row.addWidget(self.password_label)
        row.addWidget(self.password, 1)
        row.addWidget(self.sign_in_button)
        pick.addLayout(row)

        self.new_name = QLineEdit()
        self.new_name.setObjectName("new_name")
        self.new_instructor = QCheckBox()
        self.new_password = QLineEdit()
        self.new_password.setObjectName("new_password")
        self.new_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.new_again = QLineEdit()
        self.new_again.setObjectName("new_password_again")
        self.new_again.setEchoMode(QLineEdit.EchoMode.Password)
        self.create_button = QPushButton()
        self.create_button.clicked.connect(self.create_trainee)
        # Enter goes down the form and submits it (U9): name -> password -> again -> create.
        self.new_name.returnPressed.connect(self._name_entered)
        self.new_password.returnPressed.connect(self._password_entered)
        self.new_again.returnPressed.connect(self.create_trainee)
        self.new_instructor.toggled.connect(lambda _on: self._new_password_needed())
        # the form's own errors, under its fields (U9: not far from them at the window's foot)
        self.new_error = QLabel()
        self.new_error.setObjectName("new_error")
        set_role(self.new_error, "alert")
        self.new_error.setWordWrap(True)
        self.new_box = QGroupBox()
        self.new_form = QFormLayout(self.new_box)
        for field in (self.new_name, self.new_instructor, self.new_password, self.new_again, self.new_error,
                      self.create_button):
            self.new_form.addRow(field)

        self.error = QLabel()
        self.error.setObjectName("error")
        set_role(self.error, "alert")
        self.error.setWordWrap(True)

        boxes = QHBoxLayout()
        boxes.addWidget(self.pick_box, 3)
        boxes.addWidget(self.new_box, 2)
        outer = QVBoxLayout(self)
        outer.addLayout(language_row)
        outer.addStretch(1)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        outer.addSpacing(24)
        outer.addLayout(boxes, 4)
        outer.addWidget(self.error)
        outer.addStretch(1)
        outer.setContentsMargins(120, 40, 120, 40)
        self.retranslate_ui()
        self.refresh()

    def retranslate_ui(self) -> None:
        show_language(self.language, translation.current_language())
        self.language_label.setText(self.tr("&Language:"))
        self.title.setText(self.tr("Croupier trainer"))
        self.subtitle.setText(self.tr("Showdown order, side pots, 13 cards and Q Poker — "
                                      "checked against the Macau regulations."))
        self.pick_box.setTitle(self.tr("Who is training?"))
        self.password_label.setText(self.tr("Password:"))
        self.sign_in_button.setText(self.tr("Sign in"))
        self.new_box.setTitle(self.tr("New trainee"))
        self.new_name.setPlaceholderText(self.tr("Name"))
        # Only on first run: later instructors are created in the instructor area (issue 16).
        self.new_instructor.setText(self.tr("The first instructor of these records (needs a password)"))
        self.new_password.setPlaceholderText(
            self.tr("Password (at least %n characters)", None, Store.PASSWORD_MIN_LENGTH))
        self.new_again.setPlaceholderText(self.tr("Password again"))
        self.create_button.setText(self.tr("Create and sign in"))
        for i in range(self.trainees.count()):  # "(instructor)" in the new language, the choice kept
            item = self.trainees.item(i)
            item.setText(self._label(item.data(Qt.ItemDataRole.UserRole)))

    def _language_picked(self) -> None:
        self.language_chosen = self.language.currentData()
        self.languageChosen.emit(self.language_chosen)

    def refresh(self) -> None:
        self.trainees.clear()
        self._here = self.store.instructors_here() | self.store.instructors_pinned_unendorsed()
        last = prefs.last_trainee(self.store)
        for t in self.store.trainees():
            if not t.active:  # deactivated by an instructor (issue 33 U21): records kept, not offered here
                continue
            item = QListWidgetItem(self._label(t))
            item.setData(Qt.ItemDataRole.UserRole, t)
            self.trainees.addItem(item)
            if t.name == last:
                self.trainees.setCurrentItem(item)
        if self.trainees.currentItem() is None and self.trainees.count():
            self.trainees.setCurrentRow(0)
        self.new_instructor.setVisible(self.store.needs_first_instructor())
        if not self.new_instructor.isVisible():
            self.new_instructor.setChecked(False)
        self._new_password_needed()
        self._selection_changed()

    def _label(self, t: Trainee) -> str:
        if t.role == Role.TRAINEE:
            return t.name
        if t.id in self._here:
            return self.tr("{name} (instructor)").format(name=t.name)
        return self.tr("{name} (instructor, not enabled here)").format(name=t.name)

    def _new_password_needed(self) -> None:
        self.new_password.setVisible(self.new_instructor.isChecked() or self.store.trainee_passwords_required())
        self.new_again.setVisible(self.new_password.isVisible())
        self.new_error.clear()
        self.new_error.setVisible(False)

    def _name_entered(self) -> None:
        (self.new_password if self.new_password.isVisible() else self.create_button).setFocus()
        if not self.new_password.isVisible():
            self.create_trainee()

    def _password_entered(self) -> None:
        if self.new_again.text():
            self.create_trainee()
        else:
            self.new_again.setFocus()

    def _form_error(self, text: str, field: QLineEdit | None = None) -> None:
        self.new_error.setText(text)
        self.new_error.setVisible(True)
        if field is not None:
            field.setFocus()
            field.selectAll()

    def _needs_password(self, t: Trainee) -> bool:
        return t.role == Role.INSTRUCTOR or self.store.trainee_passwords_required()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.focus_first()

    def focus_first(self) -> None:
        """The keyboard where the next key is typed: the list of names (arrows, Enter), or the
        new name when there is nobody yet."""
        (self.trainees if self.trainees.count() else self.new_name).setFocus()

    def selected(self) -> Trainee | None:
        item = self.trainees.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def _selection_changed(self) -> None:
        t = self.selected()
        needs = t is not None and self._needs_password(t)
        self.password.setVisible(needs)
        self.password_label.setVisible(needs)
        self.sign_in_button.setEnabled(t is not None)
        self.error.clear()

    def _refused(self, name: str) -> str:
        return self.tr("{name} is deactivated on this workstation: an instructor reactivates him "
                       "(instructor area, People).").format(name=name)

    def sign_in(self) -> None:
        t = self.selected()
        if t is None:
            return
        try:  # the list may be older than a deactivation: the store has the last word
            t = self.store.require_active(t.id)
        except StoreError:
            self.error.setText(self._refused(t.name))
            self.password.clear()
            return
        if t.role == Role.INSTRUCTOR and t.id not in self._here:
            self.error.setText(self.tr("{name} is an instructor from other records: an instructor of this "
                                       "workstation enables him first (instructor area, People).").format(name=t.name))
            self.password.clear()
            return
        if self._needs_password(t) and not self.password.text():
            self.error.setText(self.tr("Type {name}'s password.").format(name=t.name))
            self.password.setFocus()
            return
        if t.role == Role.INSTRUCTOR:
            self._sign_in_instructor(t)
            return
        if self._needs_password(t) and not t.has_password:
            # the school turned trainee passwords on: a trainee's first sign-in chooses one (never an
            # instructor's: issue 31 X1)
            try:
                self.store.set_password(t.id, self.password.text())
            except StoreError as exc:
                self.error.setText(str(exc))
                return
        elif self._needs_password(t) and not self.store.verify_password(t.id, self.password.text()):
            self.error.setText(self.tr("Wrong password for {name}.").format(name=t.name))
            self.password.selectAll()
            return
        self.password.clear()
        self._done(t)

    def _sign_in_instructor(self, t: Trainee) -> None:
        """Only an instructor enabled here, with his password (which must open his own key too)."""
        try:
            self.store.require_instructor(t.id, self.password.text())
        except StoreError:
            self.error.setText(self.tr("Wrong password for {name}.").format(name=t.name))
            self.password.selectAll()
            return
        self.password.clear()
        self._done(t)

    def create_trainee(self) -> None:
        name = self.new_name.text().strip()
        if not name:
            self._form_error(self.tr("Type the new trainee's name."), self.new_name)
            return
        instructor = self.new_instructor.isVisible() and self.new_instructor.isChecked()
        password = self.new_password.text()
        with_password = instructor or self.store.trainee_passwords_required()
        if with_password and len(password) < Store.PASSWORD_MIN_LENGTH:
            self._form_error(self.tr("A password needs at least %n characters.", None, Store.PASSWORD_MIN_LENGTH),
                             self.new_password)
            return
        if with_password and password != self.new_again.text():
            self._form_error(self.tr("The two passwords differ."), self.new_again)
            return
        known = self.store.find_trainee(name)
        if known is not None and not known.active:  # his own name typed again: refused as at the list
            self._form_error(self._refused(known.name), self.new_name)
            return
        try:
            t = self.store.add_trainee(name, Role.INSTRUCTOR if instructor else Role.TRAINEE,
                                       password if with_password else None)
        except StoreError as exc:
            self._form_error(str(exc), self.new_name)
            return
        self.new_name.clear()
        self.new_password.clear()
        self.new_again.clear()
        self.new_instructor.setChecked(False)
        self.refresh()
        self._done(t)

    def _done(self, trainee: Trainee) -> None:
        if self.language_chosen is not None:  # picked here before signing in: the trainee's from now on
            self.store.set_trainee_language(trainee.id, self.language_chosen)
            self.language_chosen = None
        prefs.set_last_trainee(self.store, trainee.name)
        self.error.clear()
        self.signedIn.emit(trainee)
