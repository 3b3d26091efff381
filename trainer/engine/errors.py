"""Errors a user can cause with a scenario (RULINGS R0-4, R7).

A :class:`ScenarioError` carries the *path* of the offending field inside the
scenario (``("seats", 2, "cards")``); whoever read the file turns the path into a
line number (see :mod:`trainer.curriculum.yamlio`), so the engine itself does no I/O.
"""

from __future__ import annotations

FieldPath = tuple[str | int, ...]


def format_path(path: FieldPath) -> str:
    """``("seats", 2, "cards")`` -> ``seats[2].cards``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + part
    return out or "(scenario)"


class ScenarioError(ValueError):
    """An invalid scenario: ``path`` names the field, ``message`` says what is wrong."""

    def __init__(self, path: FieldPath, message: str) -> None:
        super().__init__(f"{format_path(path)}: {message}")
        self.path = tuple(path)
        self.message = message

    @property
    def field(self) -> str:
        return format_path(self.path)
