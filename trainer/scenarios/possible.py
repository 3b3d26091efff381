"""Could this table arise? The certain impossibilities of a poker scenario given by
``committed`` under the forced bets and betting rules (RULINGS R8-1 … R8-4).

A scenario given by ``betting`` is replayed by the engine and is possible by
construction; one given by ``committed`` may show chips no hand can produce (the
content audit found marker seats with nothing in a blinds game and folded seats
below the big blind).  :func:`impossibilities` names each certain impossibility
in one line, citing the ruling; it says nothing where a table is merely unusual.

What is certain:

- every seat dealt in puts chips in before the first round: a blind (holdem,
  omaha: the marker the small blind, the seat to its left the big blind, rules
  81-83; omaha-macau: the first two seats after the marker, art. 5) or the ante
  (stud, sintetico): a seat that posts nothing cannot be dealt in (R8-1);
- a seat short of its blind is all in and cannot fold: a folded blind seat has at
  least its blind (R8-1);
- a seat still in has put in something: at least the big blind's call or all it had;
- in a blinds game a folded seat has nothing (it folded to the blinds), the small
  blind (the small blind folded), or at least the big blind — every level of the
  hand is the big blind or more, and a seat short of a level is all in (R8-1, R8-4);
- with the big blind known, a folded seat with more than the big blind but less
  than twice it matched a level no full raise or bet makes: only an all-in for less
  makes it, and that seat is still in with exactly that much (R8-6);
- a seat folds only facing more than it put in, and whoever bet that is still in or
  faced more in turn: the most any seat put in belongs to a seat still in, so no
  folded seat put in more than every seat still in (R8-3, R8-4).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.betting_terms import ANTE_GAMES, BLIND_GAMES
from trainer.engine.rulesets import RULESETS
from trainer.engine.showdown import clockwise_from

POKER_GAMES = frozenset({*BLIND_GAMES, *ANTE_GAMES})


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def blind_seats(game: str, seats: list[int], marker: int | None) -> tuple[int, int] | None:
    """(small blind seat, big blind seat) of a blinds game (R8-1), or None when it
    cannot be known (no marker, or the marker not dealt in for holdem/omaha)."""
    if game not in BLIND_GAMES or marker is None or len(seats) < 2:
        return None
    if not RULESETS[game].marker_first:  # art. 5: the first seat after the marker, then the next
        order = clockwise_from(seats, marker, inclusive=False)
    else:  # rules 81-83: a mão posts the small blind, the seat to its left the big blind
        if marker not in seats:
            return None
        order = clockwise_from(seats, marker)
    return order[0], order[1]


def impossibilities(scenario: Mapping[str, Any]) -> list[str]:
    """Why a poker scenario given by ``committed`` could not arise (RULINGS R8), one
    line each; empty when nothing is certainly impossible (or the scenario is not a
    poker table given by ``committed``)."""
    game = scenario.get("game")
    if game not in POKER_GAMES or scenario.get("betting") is not None:
        return []
    raw_seats = scenario.get("seats")
    if not isinstance(raw_seats, list):
        return []
    committed: dict[int, int] = {}
    folded: set[int] = set()
    for raw in raw_seats:
        if not isinstance(raw, Mapping):
            return []
        seat, chips = _int(raw.get("seat")), _int(raw.get("committed"))
        if seat is None or chips is None:
            return []  # not given by committed (or invalid: the engine says why)
        committed[seat] = chips
        if raw.get("folded") is True:
            folded.add(seat)
    if len(committed) < 2:
        return []
    params = scenario.get("params")
    params = params if isinstance(params, Mapping) else {}
    big = _int(params.get("big_blind"))
    small = _int(params.get("small_blind"))
    if big is not None and small is None:
        unit = _int(params.get("chip_unit")) or 1
        small = big // 2 // unit * unit  # R8-1: half the big blind, rounded down
    marker = _int(scenario.get("marker"))
    seats = sorted(committed)
    live = [s for s in seats if s not in folded]
    out: list[str] = []
    blinds = blind_seats(str(game), seats, marker)
    blind_of: dict[int, tuple[str, int | None]] = {}
    if blinds is not None:
        blind_of = {blinds[0]: ("small blind", small), blinds[1]: ("big blind", big)}
    for seat in seats:
        chips = committed[seat]
        if seat in blind_of:
            name, amount = blind_of[seat]
            if chips == 0:
                out.append(f"seat {seat} posts the {name} (R8-1) but has nothing committed")
                continue
            if amount is not None and chips < amount and seat in folded:
                out.append(f"seat {seat} posts the {name} of {amount} (R8-1) and folded with {chips}: "
                           f"a seat short of its blind is all in and cannot fold")
                continue
        if game in ANTE_GAMES and chips == 0:
            out.append(f"seat {seat} has nothing committed: every seat antes before the first round (R8-1)")
            continue
        if seat not in folded and chips == 0:
            out.append(f"seat {seat} is still in with nothing committed: it must call the "
                       f"{'big blind' if game in BLIND_GAMES else 'bets'} or be all in (R8-1, R8-4)")
            continue
        if (seat in folded and game in BLIND_GAMES and big is not None and 0 < chips < big
                and not (seat in blind_of and chips == blind_of[seat][1])):
            out.append(f"folded seat {seat} has {chips}, less than the big blind {big}: only the small "
                       f"blind folds with less; any other call is the big blind or more (R8-1, R8-4)")
    if game in BLIND_GAMES and big is not None:
        live_levels = {committed[s] for s in live}
        for seat in sorted(folded):
            chips = committed[seat]
            if big < chips < 2 * big and chips not in live_levels:
                out.append(f"folded seat {seat} has {chips}, between the big blind {big} and twice it: "
                           f"a raise adds at least the big blind and a later bet is at least the big "
                           f"blind (R8-6), and no seat still in went all in for {chips}")
    if live:
        top_live = max(committed[s] for s in live)
        for seat in sorted(folded):
            if committed[seat] > top_live:
                out.append(f"folded seat {seat} put in {committed[seat]}, more than any seat still in "
                           f"({top_live}): a seat folds only facing a larger bet, and the largest is "
                           f"still in (R8-3, R8-4)")
    return out
