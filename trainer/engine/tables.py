"""The tables a trainee may be shown (RULINGS R0-5) and the limits each game allows (R8-5).

The engine (``trainer solve``) still solves any well-formed table; every lesson item,
generated item, exam item and hand stays within the bounds the game's rule set declares
(:class:`~trainer.engine.rulesets.TableRules`).  :func:`table_faults` names each bound a
scenario breaks, with the field and the article, so ``trainer lessons check``, the
generators and the hands ask one place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import FieldPath
from .rulesets import RULESETS, TableRules, games_where, table_rules

BETTING_BOARD_GAMES = games_where(lambda r: r.betting and r.has_board)


@dataclass(frozen=True)
class TableFault:
    """One bound of R0-5 or R8-5 a scenario breaks: where, what, and the rule."""

    path: FieldPath
    message: str
    cite: str

    def __str__(self) -> str:
        return f"{self.message} ({self.cite}; ruling R0-5)"


def _seats(scenario: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    seats = scenario.get("seats")
    if not isinstance(seats, Sequence) or isinstance(seats, str):
        return []
    return [s for s in seats if isinstance(s, Mapping)]


def _params(scenario: Mapping[str, Any]) -> Mapping[str, Any]:
    params = scenario.get("params")
    return params if isinstance(params, Mapping) else {}


def table_faults(scenario: Mapping[str, Any]) -> list[TableFault]:
    """Every R0-5 / R8-5 bound ``scenario`` breaks (empty: a table the regulation allows)."""
    game = scenario.get("game")
    if not isinstance(game, str) or game not in RULESETS:
        return []
    rules = table_rules(game)
    faults: list[TableFault] = []
    faults += _player_faults(game, rules, scenario)
    faults += _limit_faults(game, rules, scenario)
    if rules.entries:
        faults += _entry_faults(rules, scenario)
    if rules.stake_points:
        faults += _stake_faults(rules, scenario)
    if game in BETTING_BOARD_GAMES:
        faults += _board_faults(rules, scenario)
    return faults


def players_allowed(game: str, count: int) -> bool:
    low, high = table_rules(game).players
    return low <= count <= high


def _player_faults(game: str, rules: TableRules, scenario: Mapping[str, Any]) -> list[TableFault]:
    seats = _seats(scenario)
    if not seats:
        return []  # a table with no seats listed (a dice roll, a deal's first card) has none to count
    low, high = rules.players
    if RULESETS[game].plays_spots and "spots" in scenario:
        return []
    count = len(seats)
    if low <= count <= high:
        return []
    want = f"exactly {low}" if low == high else f"{low} to {high}"
    return [TableFault(("seats",), f"{game}: a hand is dealt to {want} players, not {count}", rules.players_cite)]


def _limit_faults(game: str, rules: TableRules, scenario: Mapping[str, Any]) -> list[TableFault]:
    limit = _params(scenario).get("limit")
    if limit is None or not rules.limits or limit in rules.limits:
        return []
    return [TableFault(("params", "limit"), f"{game} is played at {' or '.join(rules.limits)}, not {limit}",
                       rules.limits_cite)]


def _entry_faults(rules: TableRules, scenario: Mapping[str, Any]) -> list[TableFault]:
    """stud: an entry of $20 or $100, every seat starting the hand with at least art. 6's floor, and
    every seat dealt in having put in at least the entry (art. 10 a: all contribute before the first
    card) — the smallest entry, $20, where the table states none; a seat all in having put in at
    least the floor, since what it put in is its whole capital."""
    params = _params(scenario)
    ante = params.get("ante")
    faults: list[TableFault] = []
    if ante is not None and ante not in rules.entries:
        entries = " or ".join(str(e) for e in rules.entries)
        faults.append(TableFault(("params", "ante"), f"the entry ('bolo de entrada') is {entries}, not {ante}",
                                 "Portaria 104/85/M art. 6-7"))
        return faults
    entry = ante if ante is not None else min(rules.entries)  # no entry stated: the smallest a table has
    for i, seat in enumerate(_seats(scenario)):
        committed = seat.get("committed")
        if isinstance(committed, int) and not isinstance(committed, bool) and committed < entry:
            what = f"the entry of {ante}" if ante is not None else f"the smallest entry a table has, {entry}"
            faults.append(TableFault(("seats", i, "committed"),
                                     f"seat {seat.get('seat')} has put in {committed}, less than {what}: every "
                                     f"player puts in the entry before the first card",
                                     "Portaria 104/85/M art. 6, 10 a"))
    faults += _allin_capital_faults(rules, scenario, ante)
    if ante is None:
        return faults
    floor = rules.capital_floor.get(ante)
    for i, seat in enumerate(_seats(scenario)):
        stack = seat.get("stack")
        if isinstance(stack, int) and floor is not None and stack < floor:
            faults.append(TableFault(("seats", i, "stack"),
                                     f"seat {seat.get('seat')} starts the hand with {stack}, below the {floor} a "
                                     f"player must hold at a {ante} table", "Portaria 104/85/M art. 6"))
    return faults


def _allin_capital_faults(rules: TableRules, scenario: Mapping[str, Any], ante: Any) -> list[TableFault]:
    """stud: a seat all in has put in its whole capital, which it held when the hand began, so it is
    at least art. 6's floor for the table's entry (the smallest entry's, $500, where the table states
    none): no seat starts a hand below it (a player below it tops up after the hand)."""
    entry = ante if ante is not None else min(rules.entries)
    floor = rules.capital_floor.get(entry)
    if floor is None:
        return []
    where = f"a {entry} table" if ante is not None else f"a {entry} table, the smallest entry (the table states none)"
    faults: list[TableFault] = []
    for i, seat in enumerate(_seats(scenario)):
        committed = seat.get("committed")
        if seat.get("allin") is not True or not isinstance(committed, int) or isinstance(committed, bool):
            continue
        if entry <= committed < floor:  # below the entry it is refused above, as every seat is
            faults.append(TableFault(("seats", i, "committed"),
                                     f"seat {seat.get('seat')} is all in with {committed}, its whole capital: it "
                                     f"started the hand with {committed}, below the {floor} a player must hold at "
                                     f"{where}", "Portaria 104/85/M art. 6, 11 a"))
    return faults


def _stake_faults(rules: TableRules, scenario: Mapping[str, Any]) -> list[TableFault]:
    """thirteen: a seat stakes 1, 2 or 3 points of the bet unit, which the table states (art. 11)."""
    staked = [(i, s) for i, s in enumerate(_seats(scenario)) if "stake" in s]
    if not staked:
        return []
    unit = _params(scenario).get("bet_unit")
    if not isinstance(unit, int) or isinstance(unit, bool) or unit <= 0:
        return [TableFault(("params", "bet_unit"), "a table with stakes states its bet unit (one 'ponto')",
                           "Portaria 51/89/M art. 11")]
    points = ", ".join(str(p) for p in rules.stake_points)
    return [TableFault(("seats", i, "stake"), f"seat {s.get('seat')} stakes {s.get('stake')}: a stake is "
                                              f"{points} points of {unit}", "Portaria 51/89/M art. 11")
            for i, s in staked if s.get("stake") not in [p * unit for p in rules.stake_points]]


def board_for_round(game: str, number: int) -> int:
    """How many board cards are on the table during betting round ``number`` (1-based)."""
    boards = table_rules(game).board_by_round
    return boards[min(number, len(boards)) - 1]


def _board_faults(rules: TableRules, scenario: Mapping[str, Any]) -> list[TableFault]:
    """A betting table shows the board its round has dealt (a round-3 hold'em question: flop and turn)."""
    betting = scenario.get("betting")
    if not isinstance(betting, Sequence) or isinstance(betting, str) or not betting:
        return []
    board = scenario.get("board") or []
    if not isinstance(board, Sequence) or isinstance(board, str):
        return []
    number = min(len(betting), len(rules.board_by_round))
    want = rules.board_by_round[number - 1]
    if len(board) == want or len(board) == rules.board_by_round[-1] > want:  # or run out to the end
        return []
    if not betting[-1] and len(board) == (rules.board_by_round[number - 2] if number > 1 else 0) \
            and (scenario.get("dealt") is False or scenario.get("gathered") is True):
        return []  # a hand's moment before the round's card: the deal to come, or the chips just gathered (R8-12)
    if len(board) in rules.board_by_round and len(board) > want and _ran_out(scenario):
        return []  # R8-3: the board run out street by street, no betting round between its cards
    return [TableFault(("board",), f"round {number} is bet with {want} board cards on the table, not {len(board)}",
                       rules.board_cite)]


def _ran_out(scenario: Mapping[str, Any]) -> bool:
    """The betting ended with at most one seat able to bet and cards still to come (R8-3)."""
    from .betting import Status
    from .betting_scenario import replay
    from .errors import ScenarioError
    from .rulesets import ruleset

    try:
        state, _ = replay(scenario, ruleset(str(scenario["game"])))
    except (ScenarioError, KeyError, TypeError, ValueError):
        return False
    return state.status == Status.RUN_OUT
