"""What the app does with an error nobody foresaw, raised in one of its event handlers.

Python would print a traceback on the terminal (if there is one) and carry on.  Here the
traceback goes to a log file beside the records, and the user reads one sentence: what
failed, that their answers are kept (each is committed as it is given), and where the
details are for whoever looks after the workstations.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from PySide6.QtWidgets import QApplication, QMessageBox

from trainer.gui.translation import name_buttons

Shown = Callable[[str], None]


def log_path(db: Path) -> Path:
    """``trainer-errors.log`` beside the records."""
    return db.with_name("trainer-errors.log")


def write_log(path: Path, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> bool:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as log:
            log.write(f"--- {datetime.now(UTC).isoformat(timespec='seconds')}\n")
            log.writelines(traceback.format_exception(kind, value, tb))
        return True
    except OSError:
        return False


def message(value: BaseException, log: Path | None) -> str:
    where = (QApplication.translate("crash", "The details are in {log}.").format(log=log) if log
             else QApplication.translate("crash", "The details could not be written down."))
    return QApplication.translate(
        "crash", "Something went wrong: {error}. Every answer given so far is kept. {where}"
    ).format(error=str(value) or type(value).__name__, where=where)


def install(db: Path, show: Shown | None = None) -> None:
    """Log every unforeseen error to the file beside ``db`` and tell the user in a sentence."""
    log = log_path(db)

    def _show(text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, QApplication.translate("crash", "Croupier trainer"), text,
                          QMessageBox.StandardButton.Ok, QApplication.activeWindow())
        name_buttons(box)
        box.exec()

    tell = show or _show

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        written = write_log(log, kind, value, tb)
        tell(message(value, log if written else None))

    sys.excepthook = hook
