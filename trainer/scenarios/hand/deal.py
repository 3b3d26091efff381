"""A seeded hand: the game, the seed and the seats dealt in give the same hand every time.

``seats`` is a number of seats (placed around the table by the seed) or the seat numbers
themselves, in any order; the hand is drawn from ``random.Random(f"hand:{game}:{seed}:{seats}")``
with the seats sorted, so a list in another order deals the same hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from trainer.engine.rulesets import GAMES

from ..generators.common import seat_numbers
from .banked import qpoker_hand, thirteen_hand
from .poker import TABLE, PokerHand
from .steps import Hand

HAND_GAMES = GAMES
QPOKER_SPOTS = 7
DEFAULT_SEATS = {"stud": 5, "qpoker": 3, "thirteen": 3}


class HandError(ValueError):
    """A hand that cannot be dealt as asked (an unknown game, too many seats): one line for the user."""


def seat_range(game: str) -> tuple[int, int]:
    """How many seats a hand of ``game`` deals in."""
    if game == "thirteen":
        return 3, 3  # R5-1: the banker and seats 1-3
    if game == "qpoker":
        return 1, QPOKER_SPOTS
    return 2, TABLE[game]


def deal_hand(game: str, seed: int, seats: int | Sequence[int] | None = None) -> Hand:
    if game not in GAMES:
        raise HandError(f"unknown game {game!r} (one of: {', '.join(GAMES)})")
    low, high = seat_range(game)
    numbers = _seats(game, seed, seats, low, high)
    rng = random.Random(f"hand:{game}:{seed}:{','.join(map(str, numbers))}")
    if game == "thirteen":
        steps = thirteen_hand(rng)
    elif game == "qpoker":
        steps = qpoker_hand(rng, len(numbers))
    else:
        steps = PokerHand(game, rng, numbers).play()
    return Hand(game, seed, tuple(numbers), tuple(steps))


def _seats(game: str, seed: int, seats: int | Sequence[int] | None, low: int, high: int) -> list[int]:
    if seats is None:
        seats = DEFAULT_SEATS.get(game, 6)
    if isinstance(seats, int):
        if not low <= seats <= high:
            raise HandError(f"{game} deals {low} to {high} seats here, not {seats}" if low != high
                            else f"{game} deals exactly {low} seats, not {seats}")
        if game in ("thirteen",):
            return [1, 2, 3]
        if game == "qpoker":
            return list(range(1, seats + 1))
        return sorted(seat_numbers(random.Random(f"seats:{game}:{seed}:{seats}"), seats, high))
    numbers = sorted(set(seats))
    if len(numbers) != len(list(seats)) or not low <= len(numbers) <= high or min(numbers) < 1 \
            or max(numbers) > max(high, 3):
        raise HandError(f"{game}: seats must be {low} to {high} distinct seat numbers from 1 to {high}")
    return numbers
