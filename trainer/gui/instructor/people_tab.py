"""People: who is an instructor, and how people sign in (issue 16 item 1).

Only here can another instructor be created — by a signed-in instructor, whose own
password the store checks again for every change made from this tab: a workstation
left signed in is not enough to make oneself an instructor.  An instructor who came from
other records (an import, a sync) is enabled here the same way, with the password he
chooses (issue 31 X1); the head instructor, who holds the school key, accepts other
workstations' instructor keys for the school.

The person picked is renamed, deactivated or reactivated here (issue 33 U21): the store checks
the instructor's password for each and refuses a trainee.  A rename changes the name shown on
this workstation only (his records, exams and signatures keep the name they were made under);
a deactivated person keeps his records and is refused at sign-in.  A trainee's forgotten
password is reset by the instructor, who types the new one here and tells him; an instructor's
never is (his password seals his signing key).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
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

from trainer.store import Role, Store, StoreError, Trainee


def _password_field(name: str) -> QLineEdit:
    field = QLineEdit()
    field.setObjectName(name)
    field.setEchoMode(QLineEdit.EchoMode.Password)
    return field


class PeopleTab(QWidget):
    changed = Signal()  # a person renamed, deactivated or reactivated: the class and trainee views re-read

    def __init__(self, store: Store, instructor: Trainee, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.instructor = instructor
        self.people = QListWidget()
        self.people.setObjectName("people")

        self.own_password = _password_field("own_password")
        self.own_label = QLabel()
        self.message = QLabel()
        self.message.setObjectName("people_message")
        self.message.setWordWrap(True)

        self.new_box = QGroupBox()
        self.new_name = QLineEdit()
        self.new_name.setObjectName("new_instructor_name")
        self.new_password = _password_field("new_instructor_password")
        self.new_again = _password_field("new_instructor_again")
        self.create_button = QPushButton()
        self.create_button.clicked.connect(self.create_instructor)
        # Enter goes on down the form and submits it (issue 17 item 16): from the name to the
        # password, from the password to its repeat (or submits when it is typed already).
        self.new_name.returnPressed.connect(self.new_password.setFocus)
        self.new_password.returnPressed.connect(self._password_entered)
        self.new_again.returnPressed.connect(self.create_instructor)
        self.new_form = QFormLayout(self.new_box)
        self.new_labels = [QLabel(), QLabel(), QLabel()]
        for label, field in zip(self.new_labels, (self.new_name, self.new_password, self.new_again), strict=True):
            self.new_form.addRow(label, field)
        self.new_form.addRow(self.create_button)

        self.sign_in_box = QGroupBox()
        self.trainee_passwords = QCheckBox()
        self.trainee_passwords.setObjectName("trainee_passwords")
        self.trainee_passwords.clicked.connect(self.set_trainee_passwords)
        self.reset_password = _password_field("reset_password")
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.reset_selected)
        self.reset_label = QLabel()
        self.enable_button = QPushButton()
        self.enable_button.setObjectName("enable_instructor")
        self.enable_button.clicked.connect(self.enable_selected)
        sign_in = QFormLayout(self.sign_in_box)
        sign_in.addRow(self.trainee_passwords)
        sign_in.addRow(self.reset_label, self.reset_password)
        sign_in.addRow(self.reset_button)
        sign_in.addRow(self.enable_button)

        self.person_box = QGroupBox()
        self.person_box.setObjectName("person_box")
        self.rename_field = QLineEdit()
        self.rename_field.setObjectName("rename_name")
        self.rename_button = QPushButton()
        self.rename_button.setObjectName("rename")
        self.rename_button.clicked.connect(self.rename_selected)
        self.rename_field.returnPressed.connect(self.rename_selected)
        self.active_button = QPushButton()
        self.active_button.setObjectName("deactivate")
        self.active_button.clicked.connect(self.toggle_selected)
        self.person_note = QLabel()
        self.person_note.setWordWrap(True)
        self.rename_label = QLabel()
        rename_row = QHBoxLayout()
        rename_row.addWidget(self.rename_field, 1)
        rename_row.addWidget(self.rename_button)
        person = QFormLayout(self.person_box)
        person.addRow(self.rename_label, rename_row)
        person.addRow(self.active_button)
        person.addRow(self.person_note)
        self.people.currentItemChanged.connect(lambda *_: self._picked())

        self.keys_box = QGroupBox()
        self.keys = QListWidget()
        self.keys.setObjectName("instructor_keys")
        self.trust_button = QPushButton()
        self.trust_button.clicked.connect(self.trust_selected)
        keys_layout = QVBoxLayout(self.keys_box)
        keys_layout.addWidget(self.keys)
        keys_layout.addWidget(self.trust_button)

        own = QHBoxLayout()
        own.addWidget(self.own_label)
        own.addWidget(self.own_password, 1)
        right = QVBoxLayout()
        right.addLayout(own)
        right.addWidget(self.new_box)
        right.addWidget(self.sign_in_box)
        right.addWidget(self.keys_box)
        right.addWidget(self.message)
        right.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.people, 1)
        left.addWidget(self.person_box)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)
        self.retranslate_ui()
        self.refresh()

    def retranslate_ui(self) -> None:
        self.own_label.setText(self.tr("Your password (asked for every change):"))
        self.new_box.setTitle(self.tr("New instructor"))
        for label, text in zip(self.new_labels, (self.tr("Name"), self.tr("Password"), self.tr("Password again")),
                               strict=True):
            label.setText(text)
        self.new_password.setPlaceholderText(self.tr("at least %n characters", None, Store.PASSWORD_MIN_LENGTH))
        self.create_button.setText(self.tr("Create instructor"))
        self.sign_in_box.setTitle(self.tr("Signing in"))
        self.trainee_passwords.setText(self.tr("Trainees sign in with a password too"))
        self.reset_label.setText(self.tr("New password for the person picked"))
        self.reset_button.setText(self.tr("Set the trainee's password (tell him it)"))
        self.enable_button.setText(self.tr("Enable the instructor picked here, with this new password"))
        self.person_box.setTitle(self.tr("The person picked"))
        self.rename_label.setText(self.tr("Name"))
        self.rename_button.setText(self.tr("Rename"))
        self.person_note.setText(self.tr("A rename changes the name this workstation shows, on its screens and "
                                         "printed reports; the records, their signatures and exports keep the "
                                         "name they were made under. A deactivated person keeps his records and "
                                         "cannot sign in."))
        self._picked()
        self.keys_box.setTitle(self.tr("Instructors' signing keys"))
        self.trust_button.setText(self.tr("Sign the key picked with the school key (head instructor; compare its "
                                          "fingerprint with its owner's first)"))

    def refresh(self) -> None:
        picked = self._person()
        self.people.clear()
        here = self.store.instructors_here()
        for person in self.store.trainees():
            if not person.active:
                text = self.tr("{name} — deactivated").format(name=person.name)
            elif person.role == Role.INSTRUCTOR and person.id in here:
                text = self.tr("{name} — instructor").format(name=person.name)
            elif person.role == Role.INSTRUCTOR:
                text = self.tr("{name} — instructor from other records, not enabled here").format(name=person.name)
            elif person.has_password:
                text = self.tr("{name} — trainee, with a password").format(name=person.name)
            else:
                text = self.tr("{name} — trainee").format(name=person.name)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, person)
            self.people.addItem(item)
            if picked is not None and person.id == picked.id:
                self.people.setCurrentItem(item)
        self._picked()
        self.trainee_passwords.setChecked(self.store.trainee_passwords_required())
        self.keys.clear()
        for key in self.store.instructor_keys():
            if key.trusted:
                text = self.tr("{owner}: {fingerprint} — signed by the school key").format(
                    owner=key.owner, fingerprint=key.fingerprint)
            else:
                text = self.tr("{owner}: {fingerprint} — not signed by the school key: its exams are no "
                               "certificates").format(owner=key.owner, fingerprint=key.fingerprint)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, key.key_id)
            self.keys.addItem(item)

    def _refusal(self, exc: StoreError, person: Trainee | None = None) -> str:
        """The store's refusal in the language in use, where it gives its reason (else its line)."""
        name = person.name if person is not None else ""
        words = {
            "password": self.tr("That is not an instructor's password: type your own password first."),
            "look-alike": self.tr("That name looks the same as someone's already here: choose a name that can be "
                                  "told apart."),
            "last-instructor": self.tr("{name} is the last active instructor here: create or enable another "
                                       "instructor first.").format(name=name),
            "instructor-password": self.tr("{name} is an instructor: his password seals his signing key, so it is "
                                           "never reset here.").format(name=name),
        }
        return words.get(exc.reason, str(exc))

    def _person(self) -> Trainee | None:
        item = self.people.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def _picked(self) -> None:
        """The person box shows the person picked: his name to edit, and whether he may sign in."""
        person = self._person()
        self.person_box.setEnabled(person is not None)
        self.rename_field.setText("" if person is None else person.name)
        active = person is None or person.active
        self.active_button.setText(self.tr("Deactivate: no sign-in, records kept") if active
                                   else self.tr("Reactivate: may sign in again"))

    def rename_selected(self) -> None:
        new = self.rename_field.text()
        self._act_on_selected(
            lambda person: self.store.rename_person(person.id, new, by=self.instructor.id,
                                                    by_password=self.own_password.text()),
            lambda person: self.tr("{old} is shown as {new} now.").format(
                old=person.name, new=self.store.trainee(person.id).name))

    def toggle_selected(self) -> None:
        person = self._person()
        if person is not None and not person.active:
            self._act_on_selected(
                lambda p: self.store.reactivate(p.id, by=self.instructor.id, by_password=self.own_password.text()),
                lambda p: self.tr("{name} may sign in again.").format(name=p.name))
            return
        self._act_on_selected(
            lambda p: self.store.deactivate(p.id, by=self.instructor.id, by_password=self.own_password.text()),
            lambda p: self.tr("{name} is deactivated: his records are kept, and he cannot sign in.").format(
                name=p.name))

    def _say(self, text: str, ok: bool) -> None:
        self.message.setProperty("verdict", "right" if ok else "wrong")
        self.message.setText(text)
        self.own_password.clear()

    def _password_entered(self) -> None:
        if self.new_again.text():
            self.create_instructor()
        else:
            self.new_again.setFocus()

    def create_instructor(self) -> None:
        name, password = self.new_name.text().strip(), self.new_password.text()
        if not name:
            self._say(self.tr("Type the new instructor's name."), ok=False)
            return
        if password != self.new_again.text():
            self._say(self.tr("The two passwords differ."), ok=False)
            return
        try:
            made = self.store.add_instructor(name, password, by=self.instructor.id,
                                             by_password=self.own_password.text())
        except StoreError as exc:
            self._say(self._refusal(exc), ok=False)
            return
        for field in (self.new_name, self.new_password, self.new_again):
            field.clear()
        self.refresh()
        self._say(self.tr("{name} is an instructor now.").format(name=made.name), ok=True)

    def set_trainee_passwords(self, on: bool) -> None:
        try:
            self.store.set_setting(self.store.TRAINEE_PASSWORDS, bool(on), by=self.instructor.id,
                                   by_password=self.own_password.text())
        except StoreError as exc:
            self.trainee_passwords.setChecked(not on)
            self._say(self._refusal(exc), ok=False)
            return
        self._say(self.tr("Trainees now sign in with a password.") if on
                  else self.tr("Trainees sign in without a password."), ok=True)

    def reset_selected(self) -> None:
        self._act_on_selected(
            lambda person: self.store.reset_password(person.id, self.reset_password.text(), by=self.instructor.id,
                                                     by_password=self.own_password.text()),
            lambda person: self.tr("{name}'s password is set.").format(name=person.name))

    def enable_selected(self) -> None:
        """An instructor who came from other records becomes one here (issue 31 X1): the password
        typed under "New password" is his from now on, and your own password vouches for him."""
        self._act_on_selected(
            lambda person: self.store.enable_instructor(person.id, self.reset_password.text(),
                                                        by=self.instructor.id, by_password=self.own_password.text()),
            lambda person: self.tr("{name} is an instructor on this workstation now.").format(name=person.name))

    def _act_on_selected(self, act: Callable[[Trainee], object], done: Callable[[Trainee], str]) -> None:
        """``act`` on the person picked in the list with the password typed under "New password";
        the store's refusal is said in one line, and ``done`` when it is done."""
        item = self.people.currentItem()
        if item is None:
            self._say(self.tr("Pick a person in the list first."), ok=False)
            return
        person: Trainee = item.data(Qt.ItemDataRole.UserRole)
        try:
            act(person)
        except StoreError as exc:
            self._say(self._refusal(exc, person), ok=False)
            return
        self.reset_password.clear()
        self.refresh()
        self._say(done(person), ok=True)
        self.changed.emit()

    def trust_selected(self) -> None:
        """Accept another workstation's instructor key: exams it signed become certificates
        here (issue 16 item 2).  The fingerprint is compared with its owner's first."""
        item = self.keys.currentItem()
        if item is None:
            self._say(self.tr("Pick a key in the list first."), ok=False)
            return
        try:
            self.store.trust_key(item.data(Qt.ItemDataRole.UserRole), by=self.instructor.id,
                                 by_password=self.own_password.text())
        except StoreError as exc:
            self._say(self._refusal(exc), ok=False)
            return
        self.refresh()
        self._say(self.tr("The school key signed it: its signatures, past and future, count towards "
                          "certificates wherever the school key is pinned."), ok=True)
