"""Reading a file line by line with the line's length capped while it is read.

``for line in handle`` reads a whole line before anyone can look at its length: one line of
300 MB with no newline is 300 MB in memory (issue 31, X13).  :func:`bounded_lines` reads at
most :data:`MAX_LINE` + 1 bytes (characters, for a file opened as text) a line, and refuses a
longer line as soon as it has read that much, so memory stays flat whatever the file holds.
Both readers of an export use it: the importer (:mod:`.importer`) and the re-grade that reads
the file before it (``trainer.training.exam.regrade``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import IO, AnyStr

from .errors import ImportFileError

MAX_LINE = 1 << 20  # one record a line: an answer's scenario is a few kB


def bounded_lines(handle: IO[AnyStr], limit: int = MAX_LINE, *,
                  path: str | os.PathLike[str] | None = None) -> Iterator[tuple[int, AnyStr]]:
    """``(number, line)`` for each line of ``handle`` (from 1, newline kept), each read with
    ``readline(limit + 1)``: a line longer than ``limit`` raises :class:`ImportFileError`
    naming the file and the line, having read no more than ``limit + 1`` of it."""
    where = os.fspath(path) if path is not None else str(getattr(handle, "name", "the file"))
    number = 0
    while True:
        try:
            line = handle.readline(limit + 1)
        except OSError as exc:
            raise ImportFileError(where, number + 1, exc.strerror or str(exc)) from None
        if not line:
            return
        number += 1
        if len(line) > limit and not line.endswith(b"\n" if isinstance(line, bytes) else "\n"):
            unit = "bytes" if isinstance(line, bytes) else "characters"
            raise ImportFileError(where, number, f"the line is longer than {limit:,} {unit}; nothing was imported")
        yield number, line
