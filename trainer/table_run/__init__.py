"""Run the table (issue 21): a whole hand of any of the seven games as a sequence of
steps made by the engine — :func:`deal_hand` deals it from a seed."""

from __future__ import annotations

from trainer.table_run.deal import (
    HAND_GAMES,
    TABLE_TERMS,
    HandError,
    deal_hand,
    default_seats,
    seat_range,
    table_limits,
    table_terms,
    usual_stake,
)
from trainer.table_run.registry import HAND_TASKS
from trainer.table_run.steps import Hand, HandStep

__all__ = ["HAND_GAMES", "HAND_TASKS", "TABLE_TERMS", "Hand", "HandError", "HandStep", "deal_hand",
           "default_seats", "seat_range", "table_limits", "table_terms", "usual_stake"]
