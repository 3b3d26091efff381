"""What the app goes back to at sign-in, looked up without the modules that resume it: the home
screen's start does not import the hand runner and the engine behind it for a trainee who left
no hand unfinished (issue 36)."""

from __future__ import annotations

from trainer.store import Store, TraineeId

HAND_KEY = "hand"
"""The params key a hand's attempts carry (what a resume looks for)."""


def may_resume_hand(store: Store, trainee_id: TraineeId) -> bool:
    """The records hold a hand session never ended (:meth:`trainer.training.table_run.HandRun.resume`
    then tells whether it can go on)."""
    return bool(store.open_sessions_with(trainee_id, HAND_KEY))
