"""Putting a saved exam answer back into a freshly loaded answer panel (a candidate back on
an item, or back in the exam after a crash): each panel restores its own answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.gui.panels.base import AnswerPanel
from trainer.training.exam import same_answer


def restore_answer(panel: AnswerPanel, answer: Mapping[str, Any]) -> bool:
    """Put a saved answer back into a freshly loaded panel; True if the panel now gives it back
    (False: the screen says the saved answer stays unless the candidate changes it)."""
    panel.set_answer(answer)
    return same_answer(panel.answer(), answer)
