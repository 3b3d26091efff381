"""A seeded hand: the game, the seed and the seats dealt in give the same hand every time.

``seats`` is a number of seats (placed around the table by the seed) or the seat numbers
themselves, in any order; the hand is drawn from ``random.Random(f"hand:{game}:{seed}:{seats}")``
with the seats sorted, so a list in another order deals the same hand.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from trainer.engine.betting_terms import DEFAULT_LIMIT, betting_params
from trainer.engine.errors import ScenarioError
from trainer.engine.rulesets import GAMES

from ..generators.common import seat_numbers
from .banked import qpoker_hand, thirteen_hand
from .poker import STAKES, TABLE, PokerHand
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


TABLE_TERMS = ("big_blind", "ante", "limit")
"""What a poker hand's table may set over the game's usual terms: the stake (the big blind,
or the ante of an ante game) and the limit (RULINGS R8-1, R8-5)."""


TABLE_LIMITS: Mapping[str, tuple[str, ...]] = {
    # RULINGS R8-5: half pot, pot or no limit (non-banked rule 21 a-c); pot or no limit (Despacho
    # 97/2010 art. 11.2, 11.3); stud sets no maximum (Portaria 104/85/M art. 6).
    "holdem": ("pot", "half-pot", "no-limit"), "omaha": ("pot", "half-pot", "no-limit"),
    "sintetico": ("no-limit", "pot", "half-pot"), "omaha-macau": ("pot", "no-limit"), "stud": ("no-limit",),
}
"""The limits a game's table may be played at, its usual one first."""


def table_terms(game: str, table: Mapping[str, Any] | None) -> dict[str, Any]:
    """``table`` checked for ``game`` and reduced to what differs from the game's usual terms
    (so a table naming the usual ones deals exactly the usual hand); :class:`HandError` if it
    cannot be."""
    if not table:
        return {}
    if game not in TABLE:
        raise HandError(f"{game} has no stakes or limit to choose here")
    usual = {**STAKES[game], "limit": DEFAULT_LIMIT[game].value}
    unknown = [k for k in table if k not in TABLE_TERMS or (k != "limit" and k not in STAKES[game])]
    if unknown:
        allowed = ", ".join(k for k in TABLE_TERMS if k == "limit" or k in STAKES[game])
        raise HandError(f"{game}: a table sets {allowed}, not {unknown[0]}")
    if "limit" in table and table["limit"] not in TABLE_LIMITS[game]:
        raise HandError(f"{game} is played at {' or '.join(TABLE_LIMITS[game])}, not {table['limit']!r}")
    try:
        betting_params(game, {**STAKES[game], **table}, 1)
    except ScenarioError as exc:
        raise HandError(f"{game}: {exc.message}") from None
    return {k: v for k, v in table.items() if usual.get(k) != v}


def deal_hand(game: str, seed: int, seats: int | Sequence[int] | None = None,
              table: Mapping[str, Any] | None = None) -> Hand:
    """``table``: the stake and the limit chosen (:func:`table_terms`); None: the game's usual."""
    if game not in GAMES:
        raise HandError(f"unknown game {game!r} (one of: {', '.join(GAMES)})")
    terms = table_terms(game, table)
    low, high = seat_range(game)
    numbers = _seats(game, seed, seats, low, high)
    rng = random.Random(f"hand:{game}:{seed}:{','.join(map(str, numbers))}")
    if game == "thirteen":
        steps = thirteen_hand(rng)
    elif game == "qpoker":
        steps = qpoker_hand(rng, len(numbers))
    else:
        steps = PokerHand(game, rng, numbers, terms).play()
    return Hand(game, seed, tuple(numbers), tuple(steps), terms)


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
