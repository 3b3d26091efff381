"""Screenshots of the fullest tables at 1280x720 (issue 33: cards under the table card); run
on purpose: ``SHOTS_DIR=... pytest tests/gui/cards_shots.py -n 0 -k ...``."""

from __future__ import annotations

import os

import pytest

from trainer.gui.home.screen import DrillRequest
from trainer.store import SessionKind

from .shots import shots_dir_fixture, themed_fixture  # noqa: F401  (fixtures by name)
from .test_cards_uncovered import tables
from .test_feedback_layout import _settled

CASES = os.environ.get("CASES", "winner,follow-action,qpoker-qualify,bet-sizes").split(",")


@pytest.mark.parametrize("task", CASES)
def test_shot(qtbot, window, store, shots_dir, task):
    window.resize(1280, 720)
    window.show_home(store.add_trainee("Ana"))
    for name, q in tables(task):
        window.start(DrillRequest("Layout", [q], SessionKind.DRILL))
        _settled(qtbot)
        stem = f"{task}_{name.replace(' ', '_')}"
        window.grab().save(str(shots_dir / f"{stem}_q.png"))
        window.drill.submit()
        _settled(qtbot)
        window.grab().save(str(shots_dir / f"{stem}_fb.png"))
        window.drill.end_session()
