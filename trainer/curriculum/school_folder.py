"""Where the school's own lessons are kept (issue 35), found without the lesson editor's YAML
writer (ruamel): the home screen lists them at start (issue 36)."""

from __future__ import annotations

from pathlib import Path

SCHOOL_FOLDER_KEY = "school_lessons_folder"
"""The records' preference naming the school folder (the instructor's setting, :mod:`trainer.gui.common.prefs`)."""

SCHOOL_LESSONS_ENV = "TRAINER_SCHOOL_LESSONS"
"""The school's lesson folder (a folder every workstation reads: the school server's share), when set."""


def school_lessons_dir() -> Path:
    """Where the school's own lessons are saved: ``$TRAINER_SCHOOL_LESSONS``, else ``school-lessons`` in
    the user's data folder (platformdirs).  Shipped lessons are never written; their copies go here."""
    import os

    value = os.environ.get(SCHOOL_LESSONS_ENV, "").strip()
    if value:
        return Path(value)
    from platformdirs import user_data_path

    return user_data_path("trainer", appauthor=False) / "school-lessons"
