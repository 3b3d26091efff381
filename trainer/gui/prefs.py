"""A trainee's display preferences, kept on the workstation (QSettings): how the cards look.

Training data lives in SQLite; these only change what a screen looks like, per trainee,
since trainees share workstations.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from trainer.store import Trainee


def _key(trainee: Trainee) -> str:
    return f"trainee/{int(trainee.id)}/four_colour"


def four_colour(trainee: Trainee) -> bool:
    """The four-colour deck (clubs green, diamonds blue) instead of the classic red and black."""
    return bool(QSettings().value(_key(trainee), False, type=bool))


def set_four_colour(trainee: Trainee, on: bool) -> None:
    QSettings().setValue(_key(trainee), on)


def apply_deck(screen: QWidget, trainee: Trainee) -> None:
    """Draw every table of ``screen`` with ``trainee``'s deck."""
    from trainer.gui.table import TableView

    on = four_colour(trainee)
    for table in screen.findChildren(TableView):
        table.set_four_colour(on)
