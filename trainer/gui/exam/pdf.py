"""The exam result as a PDF report: where to save it (a name from the candidate, the exam
and the day, in Documents), and the words for the result page once it is written."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from trainer.gui.common.files import documents_folder
from trainer.store import ExamId, Store
from trainer.training.exam import Outcome


def ask_report_path(parent: QWidget, name: str, outcome: Outcome, clock: Callable[[], datetime],
                    tr: Callable[[str], str]) -> str:
    """The file the candidate picks for the report (``name``: the candidate's); "" if none."""
    folder = documents_folder()
    day = (outcome.exam.submitted_at or clock()).astimezone().strftime("%Y-%m-%d")
    stem = re.sub(r"[^\w.-]+", "-", f"{name}-{outcome.definition.id}-{day}").strip("-")
    path, _ = QFileDialog.getSaveFileName(parent, tr("Save the exam report"), str(folder / f"{stem}.pdf"),
                                          tr("PDF (*.pdf)"))
    return path


def write_exam_report(path: str, store: Store, exam_id: ExamId, tr: Callable[[str], str]) -> tuple[Path | None, str]:
    """Write the report; the file written (None if it could not be) and a sentence saying so."""
    from trainer.gui.report import write_report  # the PDF machinery, loaded only when asked for

    try:
        write_report(path, store, exam_id)
    except OSError as exc:
        return None, tr("The report could not be saved: {error}").format(error=exc)
    return Path(path), tr("Report saved to {path}").format(path=path)
