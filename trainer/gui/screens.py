"""The screens opened from home (exams, progress, the instructor area), each imported
only when opened; home lists their buttons and the main window opens them."""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True)
class ScreenEntry:
    """A screen opened from home: ``module.cls(store, trainee, parent=None)``, a QWidget
    with a ``closed`` signal (back to home) and ``retranslate_ui()``."""

    key: str
    module: str
    cls: str
    instructors_only: bool = False


SCREENS = (
    ScreenEntry("hand", "trainer.gui.table_run.screen", "HandScreen"),
    ScreenEntry("exams", "trainer.gui.exam", "ExamScreen"),
    ScreenEntry("progress", "trainer.gui.progress.screen", "ProgressScreen"),
    ScreenEntry("instructor", "trainer.gui.instructor.screen", "InstructorScreen", instructors_only=True),
)


def available_screens() -> tuple[ScreenEntry, ...]:
    return tuple(e for e in SCREENS if importlib.util.find_spec(e.module) is not None)
