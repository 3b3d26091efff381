"""The school server's setting (issue 22), in the instructor's Import and export tab: the URL,
Save, Sync now, and the status line."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from trainer.gui.school import SchoolLink, SyncStatus
from trainer.gui.style import set_role


class ServerBox(QGroupBox):
    def __init__(self, link: SchoolLink, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.text = QLabel()
        self.text.setWordWrap(True)
        set_role(self.text, "muted")
        self.url = QLineEdit()
        self.url.setObjectName("server_url")
        self.url.setText(link.shown_url())
        self.url.returnPressed.connect(self.save)
        self.save_button = QPushButton()
        self.save_button.setObjectName("save_server")
        self.save_button.clicked.connect(self.save)
        self.sync_button = QPushButton()
        self.sync_button.setObjectName("sync_now")
        self.sync_button.clicked.connect(link.sync_now)
        self.status = QLabel()
        self.status.setObjectName("server_status")
        self.status.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("server_note")
        self.note.setWordWrap(True)
        set_role(self.note, "muted")
        self._secret = False
        row = QHBoxLayout()
        row.addWidget(self.url, 1)
        row.addWidget(self.save_button)
        row.addWidget(self.sync_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addWidget(self.note)
        link.statusChanged.connect(self._status)
        self.retranslate_ui()

    def save(self) -> None:
        text = self.url.text().strip()
        if text == self.link.shown_url():
            return  # the masked URL shown back: nothing changed
        text = _unmasked(text, self.link.url)
        if text and not text.startswith(("postgresql://", "postgres://")):
            self.note.setText(self.tr("Not a PostgreSQL URL: postgresql://user@host:port/database"))
            return
        self._secret = self.link.set_url(text)
        self.url.setText(self.link.shown_url())
        self.retranslate_ui()

    def _status(self, status: SyncStatus | None) -> None:
        if not self.link.url:
            self.status.setText(self.tr("No school server: this workstation keeps its records to itself."))
            return
        line = self.link.status_text(status)
        if status is not None and status.error:
            line += "\n" + status.error
        self.status.setText(line)

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("School server"))
        self.text.setText(self.tr(
            "Every workstation of the school sends its records to one PostgreSQL server and reads the"
            " others' from it, every minute and at each sign-out. Leave the password out of the URL:"
            " put it in ~/.pgpass."))
        self.url.setPlaceholderText("postgresql://trainer@server:5432/school")
        self.save_button.setText(self.tr("Save"))
        self.sync_button.setText(self.tr("Sync now"))
        self.sync_button.setEnabled(self.link.active)
        self.note.setText(self.tr(
            "The password in this URL is kept only until the app closes, never on disk: put it in"
            " ~/.pgpass for the next start.") if self._secret else "")
        self._status(self.link.status)


def _unmasked(text: str, current: str) -> str:
    """``text`` with a password shown as ``***`` put back as it is in ``current`` (the URL in
    use): the instructor edits the host or database of a masked URL without typing it again."""
    import re

    found = re.search(r"://[^:/@?#]*:([^@/?#]*)@", current)
    if found is None or "://" not in text:
        return text
    return re.sub(r"(://[^:/@?#]*:)\*\*\*(@)", lambda m: f"{m[1]}{found[1]}{m[2]}", text, count=1)
