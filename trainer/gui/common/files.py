"""Where the app's save and open dialogs start: the user's documents folder (U20).

``QStandardPaths`` names it (``~/Documents`` on Linux, the Documents library on Windows),
but on a fresh account the folder may not exist yet, and a file dialog given a folder
that does not exist opens in the program's working folder — a checkout, a USB stick —
instead.  So the folder is made when it is missing; if that fails, the home folder.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def documents_folder() -> Path:
    """The user's documents folder, there to open a dialog in (made if missing; else home)."""
    named = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    home = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation) or Path.home())
    if not named:
        return home
    folder = Path(named)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return home
    return folder
