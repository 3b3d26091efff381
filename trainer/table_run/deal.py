"""A seeded hand: the game, the seed and the seats dealt in give the same hand every time.

``seats`` is a number of seats (placed around the table by the seed) or the seat numbers
themselves, in any order; the hand is drawn from ``random.Random(f"hand:{game}:{seed}:{seats}")``
with the seats sorted, so a list in another order deals the same hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from trainer.engine.betting_terms import GAME_LIMITS, betting_params
from trainer.engine.errors import ScenarioError
from trainer.engine.rulesets import GAMES, RULESETS, Family, table_rules
from trainer.generators.common import seat_numbers
from trainer.table_run.banked import qpoker_hand, thirteen_hand
from trainer.table_run.poker import PokerHand, usual_stake
from trainer.table_run.steps import Hand, HandStep

HAND_GAMES = GAMES

DEALERS: dict[Family, Callable[[random.Random, str, list[int], dict[str, Any]], list[HandStep]]] = {
    Family.POKER: lambda rng, game, seats, terms: PokerHand(game, rng, seats, terms).play(),
    Family.THIRTEEN: lambda rng, game, seats, terms: thirteen_hand(rng),
    Family.QPOKER: lambda rng, game, seats, terms: qpoker_hand(rng, len(seats)),
}
"""Each family's hand dealer (:attr:`~trainer.engine.rulesets.RuleSet.family`): the steps of a hand."""


def default_seats(game: str) -> int:
    """Seats a hand of ``game`` is dealt to unless asked — 6 at the flop games, 5 at stud, 3 at
    Q Poker and 13 cards — within :func:`seat_range`.  The one default: ``trainer hand`` and
    the hand screen's set-up both ask it, so a seed deals the same hand in both (U18)."""
    return RULESETS[game].default_seats


class HandError(ValueError):
    """A hand that cannot be dealt as asked (an unknown game, too many seats): one line for the user."""


def seat_range(game: str) -> tuple[int, int]:
    """How many seats a hand of ``game`` deals in: the rule set's players (RULINGS R0-5) —
    hold'em, Omaha and sintético at least four (rule 24), Omaha (Macau) two to ten (art.
    2.1-2.3), stud two to seven (art. 3), 13 cards the banker and three seats (R5-1), Q Poker
    one spot up to the half-moon's seven player places drawn (art. 2.1: eight or more places, the
    croupier's included)."""
    return RULESETS[game].hand_seats


def table_limits(game: str) -> tuple[str, ...]:
    """The limits a game's table may be played at, its usual one first (RULINGS R8-5); () for a
    banked game."""
    return tuple(str(limit) for limit in GAME_LIMITS.get(game, ()))


TABLE_TERMS = ("big_blind", "ante", "limit")
"""What a poker hand's table may set over the game's usual terms: the stake (the big blind,
or the ante of an ante game) and the limit (RULINGS R8-1, R8-5)."""


MAX_STAKE = 1_000_000
"""The largest big blind or ante a hand is dealt at: its stacks (about a hundred stakes) stay far
below the engine's 10^12 chip units (issue 31, X19: a huge --stake was a traceback)."""


def table_terms(game: str, table: Mapping[str, Any] | None) -> dict[str, Any]:
    """``table`` checked for ``game`` and reduced to what differs from the game's usual terms
    (so a table naming the usual ones deals exactly the usual hand); :class:`HandError` if it
    cannot be."""
    if not table:
        return {}
    stake = usual_stake(game)
    if not stake:
        raise HandError(f"{game} has no stakes or limit to choose here")
    usual = {**stake, "limit": table_limits(game)[0]}
    unknown = [k for k in table if k not in TABLE_TERMS or (k != "limit" and k not in stake)]
    if unknown:
        allowed = ", ".join(k for k in TABLE_TERMS if k == "limit" or k in stake)
        raise HandError(f"{game}: a table sets {allowed}, not {unknown[0]}")
    limits = table_limits(game)
    if "limit" in table and table["limit"] not in limits:
        raise HandError(f"{game} is played at {' or '.join(limits)}, not {table['limit']!r}")
    try:
        betting_params(game, {**stake, **table}, 1)
    except ScenarioError as exc:
        raise HandError(f"{game}: {exc.message}") from None
    for name in ("big_blind", "ante"):
        if isinstance(table.get(name), int) and table[name] > MAX_STAKE:  # attack X19: stacks of ~100 stakes
            raise HandError(f"{game}: a {name.replace('_', ' ')} of {table[name]} is more than a table takes "
                            f"here (at most {MAX_STAKE:,})")
    entries = table_rules(game).entries
    if entries and table.get("ante", entries[0]) not in entries:  # stud: art. 6-7, ruling R0-5
        raise HandError(f"{game}: the entry ('bolo de entrada') is {' or '.join(map(str, entries))}, "
                        f"not {table['ante']}")
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
    steps = DEALERS[RULESETS[game].family](rng, game, numbers, terms)
    return Hand(game, seed, tuple(numbers), tuple(steps), terms)


def _seats(game: str, seed: int, seats: int | Sequence[int] | None, low: int, high: int) -> list[int]:
    if seats is None:
        seats = default_seats(game)
    if isinstance(seats, int):
        if not low <= seats <= high:
            cite = table_rules(game).players_cite
            raise HandError(f"{game} deals {low} to {high} seats here ({cite}), not {seats}" if low != high
                            else f"{game} deals exactly {low} seats ({cite}), not {seats}")
        if RULESETS[game].family != Family.POKER:  # the banker's three seats; the spots from the left
            return list(range(1, seats + 1))
        return sorted(seat_numbers(random.Random(f"seats:{game}:{seed}:{seats}"), seats, high))
    numbers = sorted(set(seats))
    if len(numbers) != len(list(seats)) or not low <= len(numbers) <= high or min(numbers) < 1 \
            or max(numbers) > max(high, 3):
        raise HandError(f"{game}: seats must be {low} to {high} distinct seat numbers from 1 to {high}")
    return numbers
