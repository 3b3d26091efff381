"""Moving results: import another workstation's export, export for another workstation
(JSON lines) or for a spreadsheet (CSV) — the store's own import and export."""

from __future__ import annotations

import html
import os
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Literal

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer import i18n
from trainer.gui.common.files import documents_folder
from trainer.gui.school import SchoolLink
from trainer.store import ExportSummary, ImportSummary, Role, Store, StoreError
from trainer.training.attempt_text import csv_words
from trainer.training.exam.regrade import import_regraded

from .server_box import ServerBox

Format = Literal["jsonl", "csv"]
WINDOWS = (None, 7, 30, 90)  # days of answers to export; None: everything


class ResultsTab(QWidget):
    imported = Signal()  # new records arrived: the other tabs read them again

    def __init__(self, store: Store, parent: QWidget | None = None, school: SchoolLink | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.server_box = ServerBox(school) if school is not None else None
        self.import_button = QPushButton()
        self.import_button.setObjectName("import_results")
        self.import_button.clicked.connect(self.ask_import)
        self.import_text = QLabel()
        self.import_text.setWordWrap(True)
        self.import_box = QGroupBox()
        import_layout = QVBoxLayout(self.import_box)
        import_layout.addWidget(self.import_text)
        import_buttons = QHBoxLayout()
        import_buttons.addWidget(self.import_button)
        import_buttons.addStretch(1)
        import_layout.addLayout(import_buttons)

        self.who = QComboBox()
        self.who.setObjectName("export_trainee")
        self.period = QComboBox()
        self.period.setObjectName("export_window")
        for days in WINDOWS:
            self.period.addItem("", days)
        self.export_jsonl = QPushButton()
        self.export_jsonl.setObjectName("export_jsonl")
        self.export_jsonl.clicked.connect(lambda: self.ask_export("jsonl"))
        self.export_csv = QPushButton()
        self.export_csv.setObjectName("export_csv")
        self.export_csv.clicked.connect(lambda: self.ask_export("csv"))
        self.export_box = QGroupBox()
        form = QFormLayout(self.export_box)
        self.who_label, self.period_label = QLabel(), QLabel()
        form.addRow(self.who_label, self.who)
        form.addRow(self.period_label, self.period)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_csv)
        buttons.addWidget(self.export_jsonl)
        buttons.addStretch(1)
        form.addRow(buttons)

        self.log = QTextBrowser()
        self.log.setObjectName("results_log")
        self.log_box = QGroupBox()
        QVBoxLayout(self.log_box).addWidget(self.log)
        top = QHBoxLayout()
        top.addWidget(self.import_box, 1)
        top.addWidget(self.export_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        if self.server_box is not None:
            layout.addWidget(self.server_box)
        layout.addWidget(self.log_box, 1)
        self.last_line = ""
        self.refresh()
        self.retranslate_ui()

    def refresh(self) -> None:
        """The trainees to export (after an import brings new ones)."""
        current = self.who.currentData()
        self.who.blockSignals(True)
        self.who.clear()
        self.who.addItem(self.tr("Everyone"), None)
        for t in self.store.trainees():
            if t.role == Role.TRAINEE or self.store.attempts(t.id, limit=1):
                self.who.addItem(t.name, t.id)
        found = self.who.findData(current)
        self.who.setCurrentIndex(max(found, 0))
        self.who.blockSignals(False)

    # -- import ------------------------------------------------------------------------------
    def ask_import(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Import results"), self._folder(),
                                                self.tr("Trainer results (*.jsonl);;All files (*)"))
        for path in paths:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> ImportSummary | None:
        """Merge one export file (all or nothing); the log says what came in, or why not."""
        try:
            summary = import_regraded(self.store, path)
        except (StoreError, OSError) as exc:
            self._say(self.tr("Nothing imported from {file}: {error}").format(file=path.name, error=exc), error=True)
            return None
        self._say(self.tr("Imported: {summary}").format(summary=summary.line()))
        self.refresh()
        self.imported.emit()
        return summary

    # -- export ------------------------------------------------------------------------------
    def ask_export(self, format: Format) -> None:
        suffix = "csv" if format == "csv" else "jsonl"
        name = f"trainer-results-{date.today():%Y-%m-%d}.{suffix}"
        kind = self.tr("CSV files (*.csv)") if format == "csv" else self.tr("Trainer results (*.jsonl)")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export results"),
                                              os.path.join(self._folder(), name), kind)
        if path:
            self.export_file(Path(path), format)

    def export_file(self, path: Path, format: Format, now: datetime | None = None) -> ExportSummary | None:
        """Write the chosen trainee's (or everyone's) answers and exams to ``path``."""
        days = self.period.currentData()
        since = None if days is None else (now or datetime.now(UTC)) - timedelta(days=days)
        try:
            with open(path, "w", encoding="utf-8", newline="") as out:
                summary = self.store.export(out, format, trainee_id=self.who.currentData(), since=since,
                                            describe=csv_words if format == "csv" else None)
        except (StoreError, OSError) as exc:
            self._say(self.tr("Nothing exported to {file}: {error}").format(
                file=path.name, error=getattr(exc, "strerror", None) or exc), error=True)
            return None
        # two counts, each its plural (U17: "1 exams"): the noun phrases made apart
        self._say(self.tr("Exported {answers} and {exams} to {file}").format(
            answers=self.tr("%n answers", "", summary.attempts), exams=self.tr("%n exams", "", summary.exams),
            file=path))
        return summary

    # -- helpers -----------------------------------------------------------------------------
    def _folder(self) -> str:
        return str(documents_folder())  # made if missing: a dialog in a missing folder opens in the cwd

    def _say(self, line: str, error: bool = False) -> None:
        self.last_line = line
        colour = "#ec7063" if error else "#e8ecef"
        stamp = i18n.clock_text(datetime.now().astimezone(), seconds=True)
        self.log.append(f"<span style='color:#7d8a96'>{stamp}</span> "
                        f"<span style='color:{colour}'>{html.escape(line)}</span>")

    def retranslate_ui(self) -> None:
        self.import_box.setTitle(self.tr("Import from another workstation"))
        self.import_text.setText(self.tr(
            "Pick the .jsonl files exported at the other workstations. A file is merged whole or not at "
            "all; answers already here are counted, not doubled."))
        self.import_button.setText(self.tr("Import…"))
        self.export_box.setTitle(self.tr("Export"))
        self.who_label.setText(self.tr("Whose results"))
        self.period_label.setText(self.tr("Answers given in"))
        self.who.setItemText(0, self.tr("Everyone"))
        names = {None: self.tr("all time"), 7: self.tr("the last 7 days"), 30: self.tr("the last 30 days"),
                 90: self.tr("the last 90 days")}
        for i, days in enumerate(WINDOWS):
            self.period.setItemText(i, names[days])
        self.export_csv.setText(self.tr("Export CSV (spreadsheet)…"))
        self.export_jsonl.setText(self.tr("Export for another workstation (.jsonl)…"))
        self.log_box.setTitle(self.tr("What happened"))
        self.log.setPlaceholderText(self.tr("Each import and export made here is listed here."))
        if self.server_box is not None:
            self.server_box.retranslate_ui()
