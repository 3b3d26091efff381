"""What a question shows, and the facts an answer depends on (issue 17 item 6).

A scenario's facts are its keys, named by where they sit: ``marker``, ``params.commission``,
``seats.folded_at``, ``banker.front``.  The engine reads every one of them (it refuses
any other key), so each fact present can decide the answer — and a default the
scenario leaves out is a fact too, which the table card states.  A task declares the
facts its question shows (:attr:`~.tasks.base.Task.shows`); an item whose scenario holds
a fact its task does not show asks the trainee to answer from something unseen.

``TABLE_SHOWS`` is what the table drawing shows; a test of the table
(``tests/gui/test_table_facts_shown.py``) changes each of these facts in turn and checks
that the drawing changes with it, so the list cannot claim what the table does not draw.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

NOT_FACTS = frozenset({"title", "notes", "seats.name", "seats.seat", "game", "dealt", "gathered", "shown"})
"""Labels, not facts an answer can turn on (the seat number and game are the table itself; a
dealt hand's moment — no card yet, the bets gathered, the hands shown — says how its table is
drawn, issue 30)."""

TABLE_SHOWS = frozenset({
    # every game: the cards and what was put in
    "board", "marker", "seats.cards", "seats.committed", "seats.folded", "seats.allin",
    # stud
    "seats.hole", "seats.up", "seats.folded_at",
    # the last round and sintético's previous round (R2-1, R2-2)
    "final_round", "previous_round_high_bettor",
    # a hand given by its betting (issue 18): stacks, the chips of the round in play, the
    # pot, the blinds, folds and all-ins from the replay, the round's actions
    "betting", "seats.stack",
    # the table card: the game's terms, given or by default
    "params.chip_unit", "params.commission", "params.big_blind", "params.odd_chip",
    "params.small_blind", "params.ante", "params.min_bet", "params.limit", "params.max_raises",
    "params.prize_percent", "params.bet_unit", "params.decks",
    # the chip legend (issue 20): the table's chip set, given or the house set
    "params.chip_set",
    # 13 cards
    "dice", "banker.cards", "banker.front", "banker.middle", "banker.back",
    "seats.front", "seats.middle", "seats.back", "seats.stake",
    # Q Poker
    "decks", "dealer", "seats.pair_plus", "seats.bet", "seats.decision",
})


def facts_of(scenario: Mapping[str, Any]) -> set[str]:
    """The facts a scenario gives, by name (labels left out)."""
    facts: set[str] = set()
    for key, value in scenario.items():
        if key in ("params", "banker") and isinstance(value, Mapping):
            facts.update(f"{key}.{k}" for k in value)
        elif key == "seats" and isinstance(value, list):
            facts.update(f"seats.{k}" for seat in value if isinstance(seat, Mapping) for k in seat)
        else:
            facts.add(str(key))
    return facts - NOT_FACTS


def hidden_facts(shows: Iterable[str], scenario: Mapping[str, Any]) -> list[str]:
    """The scenario's facts that a question showing ``shows`` does not show, sorted."""
    return sorted(facts_of(scenario) - set(shows))
