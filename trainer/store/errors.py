"""Errors the store raises.  Those a user can cause carry a message fit for one line."""

from __future__ import annotations


class StoreError(Exception):
    """A problem a user can cause (missing database, bad file): the CLI prints it, exit 2.

    ``reason``: a code the GUI turns into words in the trainee's language (the message is the
    CLI's English line); "" where none is given."""

    def __init__(self, *args: object, reason: str = "") -> None:
        super().__init__(*args)
        self.reason = reason


class NotFound(StoreError, LookupError):
    """No trainee, session or exam with that id or name."""


class NotAllowed(StoreError):
    """Something only a signed-in instructor may do, asked without one's password."""


class ExamClosed(StoreError):
    """The exam has been submitted: no more answers, no second submission."""


class ImportFileError(StoreError):
    """A file given to ``trainer results import`` that cannot be merged; nothing was imported."""

    def __init__(self, file: str, line: int | None, message: str) -> None:
        where = f"{file}:{line}" if line is not None else file
        super().__init__(f"{where}: {message}")
        self.file = file
        self.line = line
        self.message = message


class StoreWriteError(StoreError):
    """The database would not take a write (locked past the wait, disk full, read-only, I/O
    error): nothing of the transaction was kept, and the caller still has what it tried to save."""
