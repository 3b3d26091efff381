"""What the screenshot scripts (``*_shots.py``, ``*screenshots.py``: run on purpose, not collected)
share: the app's own look, English again after, and the folder the pictures go to. A script
imports the ``*_fixture`` functions; pytest knows them by their names, ``themed`` and ``shots_dir``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from trainer.gui import translation


@pytest.fixture(name="themed", autouse=True)
def themed_fixture(qapp):
    """What ``trainer`` shows (create_app's theme), not pytest-qt's default; English again after."""
    from trainer.gui.app import apply_theme

    apply_theme(qapp)
    yield
    translation.use_language("en")


@pytest.fixture(name="shots_dir")
def shots_dir_fixture() -> Path:
    """``$SHOTS_DIR``, else ./screenshots."""
    out = Path(os.environ.get("SHOTS_DIR", "screenshots"))
    out.mkdir(parents=True, exist_ok=True)
    return out
