"""The instructor at the workstation opens and closes a certification exam (issue 16 item 2).

At the start and after the submission the exam screen asks an instructor of these
records for his password; the store checks it and signs the exam's start or its
result with his key.  Without it the exam still runs, but its result is "unsigned —
practice only", never a certificate.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from trainer.store import ExamId, NotAllowed, Store, StoreError

MIN_WIDTH = 560
"""Wide enough that the window's title is never cut ("An instructor …ses the exam", U13)."""


class SignDialog(QDialog):
    """Pick the instructor, type his password: the store signs ``kind`` of the exam."""

    def __init__(self, store: Store, exam_id: ExamId, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"sign_{kind}")
        self.store, self.exam_id, self.kind = store, exam_id, kind
        self.signed = False
        source = self._source()
        # a school exam is signed only when an instructor of the school published its very file (issue 35)
        self.publisher = store.school_file_signer(source.get("sha256", "")) if source else None
        self.unsigned_school_exam = bool(source) and self.publisher is None
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.instructor = QComboBox()
        self.instructor.setObjectName("instructor")
        here = store.instructors_here()  # only instructors of this workstation sign (issue 31 X1)
        for person in store.trainees():
            if person.id in here:
                self.instructor.addItem(person.name, person.id)
        self.password = QLineEdit()
        self.password.setObjectName("instructor_password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox()
        self.sign_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.skip_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        self.sign_button.setDefault(True)
        self.buttons.accepted.connect(self.sign)
        self.buttons.rejected.connect(self.reject)
        self.password.returnPressed.connect(self.sign)
        form = QFormLayout()
        self.instructor_label, self.password_label = QLabel(), QLabel()
        form.addRow(self.instructor_label, self.instructor)
        form.addRow(self.password_label, self.password)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(MIN_WIDTH)
        self.sign_button.setEnabled(not (kind == "start" and self.unsigned_school_exam))
        self.retranslate_ui()
        self.password.setFocus()

    def retranslate_ui(self) -> None:
        if self.kind == "start":
            self.setWindowTitle(self.tr("An instructor opens the exam"))
            self.text.setText(self.tr("A certification exam is opened by an instructor at this workstation: "
                                      "type your password to sign its start. Without it the result is "
                                      "practice only."))
            source = self._source()
            if source:  # issue 35 item 4: the instructor signs the school file it was drawn from
                self.text.setText(self.text.text() + "\n\n" + self.tr(
                    "This is an exam of the school, not a shipped one: file {file}, fingerprint {fingerprint}. "
                    "Sign only an exam your school wrote.").format(
                        file=source.get("file", ""), fingerprint=source.get("sha256", "")[:16]))
                if self.publisher is None:
                    self.error.setText(self.tr(
                        "No instructor of the school published this file (Publish… in the lesson library): "
                        "it cannot be signed, and its result is practice only."))
                else:
                    self.text.setText(self.text.text() + " " + self.tr("Published by {instructor}.").format(
                        instructor=self.publisher))
            self.sign_button.setText(self.tr("Sign and start"))
            self.skip_button.setText(self.tr("Practice only (unsigned)"))
        else:
            self.setWindowTitle(self.tr("An instructor closes the exam"))
            self.text.setText(self.tr("The exam is submitted. An instructor signs its result to make it a "
                                      "certificate; without it the result is practice only."))
            self.sign_button.setText(self.tr("Sign the result"))
            self.skip_button.setText(self.tr("Leave it unsigned"))
        self.instructor_label.setText(self.tr("Instructor"))
        self.password_label.setText(self.tr("Password"))

    def _source(self) -> dict[str, str]:
        """The school file the exam was drawn from, as its start record keeps it (empty: shipped)."""
        try:
            definition = self.store.exam(self.exam_id).definition
        except StoreError:
            return {}
        source = definition.get("source") if isinstance(definition, dict) else None
        return {str(k): str(v) for k, v in source.items()} if isinstance(source, dict) else {}

    def sign(self) -> None:
        if self.kind == "start" and self.unsigned_school_exam:
            return  # (the button is off; Enter in the password field lands here)
        who = self.instructor.currentData()
        if who is None:
            self.error.setText(self.tr("These records have no instructor."))
            return
        try:
            self.store.sign_exam(self.exam_id, "start" if self.kind == "start" else "result",
                                 by=who, by_password=self.password.text())
        except NotAllowed:
            self.error.setText(self.tr("That is not an instructor's password."))
            self.password.selectAll()
            return
        except StoreError as exc:
            self.error.setText(str(exc))
            self.password.selectAll()
            return
        self.password.clear()
        self.signed = True
        self.accept()
