"""A trainee's display preferences, kept with the records (the database's ``settings``):
how the cards look, who signed in last, the free drill's form; and the school's lesson folder.

They travel with ``--db`` / ``$TRAINER_DB`` (issue 17 item 15: two databases on one
machine must not share trainees' choices); the window's size stays with the machine
(QSettings, per screen: trainer.gui.main_window).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from trainer.curriculum.school_folder import SCHOOL_FOLDER_KEY
from trainer.store import Store, Trainee


def _key(trainee: Trainee, what: str) -> str:
    return f"trainee/{int(trainee.id)}/{what}"


def four_colour(store: Store, trainee: Trainee) -> bool:
    """The four-colour deck (clubs green, diamonds blue) instead of the classic red and black."""
    return bool(store.preference(_key(trainee, "four_colour"), False))


def set_four_colour(store: Store, trainee: Trainee, on: bool) -> None:
    store.set_preference(_key(trainee, "four_colour"), bool(on))


def apply_deck(screen: QWidget, store: Store, trainee: Trainee) -> None:
    """Draw every table of ``screen`` with ``trainee``'s deck."""
    from trainer.gui.table import TableView

    on = four_colour(store, trainee)
    for table in screen.findChildren(TableView):
        table.set_four_colour(on)


def last_trainee(store: Store) -> str:
    return str(store.preference("last_trainee", ""))


def set_last_trainee(store: Store, name: str) -> None:
    store.set_preference("last_trainee", name)


def drill_form(store: Store, trainee: Trainee) -> dict[str, Any]:
    """The free drill's form as this trainee left it (game, task, count, constraints); empty
    for a trainee who has not used it, so the next trainee never sees another's (item 14)."""
    form = store.preference(_key(trainee, "free_drill"), {})
    return dict(form) if isinstance(form, dict) else {}


def set_drill_form(store: Store, trainee: Trainee, form: dict[str, Any]) -> None:
    store.set_preference(_key(trainee, "free_drill"), form)


SCHOOL_LESSONS = SCHOOL_FOLDER_KEY


def school_lessons_folder(store: Store) -> Path:
    """Where the school's own lessons are saved (issue 35): the folder an instructor chose, kept
    with the records (every workstation on this database saves there), else
    ``$TRAINER_SCHOOL_LESSONS``, else ``school-lessons`` in the user's data folder."""
    from trainer.curriculum.school_folder import school_lessons_dir

    chosen = store.preference(SCHOOL_LESSONS, "")
    return Path(chosen) if isinstance(chosen, str) and chosen.strip() else school_lessons_dir()


def set_school_lessons_folder(store: Store, folder: Path | None) -> None:
    """The school's lesson folder (None: back to the default)."""
    store.set_preference(SCHOOL_LESSONS, str(folder) if folder is not None else "")
    use_school_folder(store)


def use_school_folder(store: Store) -> Path:
    """The school folder of these records is the one the lessons and exams are offered from
    (:func:`trainer.training.sources.use_school_folder`); returned."""
    from trainer.training import sources

    folder = school_lessons_folder(store)
    sources.use_school_folder(folder)
    return folder
