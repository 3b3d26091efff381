"""A hand given by its ``betting`` (SCENARIOS.md), as a croupier sees it (issue 18).

The engine replays the actions (:func:`trainer.engine.solve.solve_typed`); the table
draws the state it reaches: each seat's stack (chips left), the chips in front of each
seat for the round in play, the pot gathered from the rounds before (and the antes), the
blinds, who folded and who is all in, and the round's actions in order.  The seat to
act is never marked: that is what a drill asks.  Nothing here applies a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from trainer.engine.betting import BettingState
from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.betting_terms import ANTE_GAMES, BLIND_GAMES
from trainer.engine.errors import ScenarioError
from trainer.engine.pots import SettlementError, UncalledBet, returned_commitments, side_pots, uncalled_bet
from trainer.engine.rulesets import RULESETS
from trainer.engine.solve import solve_typed

from . import rule_words
from .notes import LogEntry

FORCED_VERB = "post"


VIEW_KEYS = ("dealt", "gathered", "shown")
"""A hand's moment, drawn (:mod:`trainer.table_run`): ``dealt: false`` no card dealt yet,
``gathered: true`` the bets gathered into the pots, ``shown: true`` the hands shown."""


def betting_state(data: Mapping[str, Any]) -> BettingState | None:
    """The hand after the scenario's last action, or None (no ``betting``, or the engine
    refuses the scenario: the table then draws what the scenario says)."""
    if not data.get("betting"):
        return None
    try:
        _, solution = solve_typed(for_betting(data))
    except (ScenarioError, KeyError, TypeError, ValueError):
        return None
    return solution.state if isinstance(solution, BettingSolution) else None


def for_betting(data: Mapping[str, Any]) -> dict[str, Any]:
    """What the replay of a hand's betting reads of a drawn table: not the moment's keys, the
    board or the private cards (the betting does not depend on them, and sintético's first one
    or two board cards are not a hand the engine shows down).  Before a stud deal (art. 10 a)
    the entry stakes are in and no seat holds a card: the replay, which orders a stud round by
    the open cards, is given stand-ins that are never drawn."""
    out = {k: v for k, v in data.items() if k not in VIEW_KEYS and k != "board"}
    seats = [{k: v for k, v in s.items() if k not in ("cards", "hole")} if isinstance(s, Mapping) else s
             for s in data.get("seats") or []]
    game = data.get("game")
    if isinstance(game, str) and game in RULESETS and RULESETS[game].open_boards and data.get("dealt") is False:
        stand_ins = iter(RULESETS[game].deck)
        seats = [{**s, "up": [str(next(stand_ins))]} if isinstance(s, Mapping) else s for s in seats]
    out["seats"] = seats
    return out


def is_gathered(data: Mapping[str, Any]) -> bool:
    """The bets are gathered into the pots: none in front of the seats (a round closed)."""
    return data.get("gathered") is True


def is_dealt(data: Mapping[str, Any]) -> bool:
    """Cards are on the table: false only before the deal (RULINGS R8-12)."""
    return data.get("dealt") is not False


def is_shown(data: Mapping[str, Any]) -> bool:
    """The hands still in are shown, face up, from the showdown to the payout."""
    return data.get("shown") is True


def betting_words(game: str) -> dict[str, str]:
    """The words the table writes for a hand's betting, in the current language and the words of
    ``game``'s regulation (issue 32 T3: «pequena aposta», «aposta prévia menor»; «bolo» in stud)."""
    blinds = game in BLIND_GAMES
    return {
        "small-blind": rule_words.SMALL_BLIND_TAG(game) if blinds else "",
        "big-blind": rule_words.BIG_BLIND_TAG(game) if blinds else "",
        "stack": rule_words.STACK_TAG(game),
        "round": rule_words.ROUND_TITLE(game),
        "round-empty": rule_words.ROUND_EMPTY_TITLE(game),
        "pot": rule_words.POT(game),
        "antes": rule_words.ANTES(game) if game in ANTE_GAMES else "",
    }


def round_log(state: BettingState) -> list[LogEntry]:
    """The round in play, in order: the blinds posted (first round) and every action,
    each with the seat's total for the round."""
    out: list[LogEntry] = []
    if state.round == 1:
        out += [LogEntry(seat, FORCED_VERB, chips, state.stacks.get(seat) == 0 and not _acted(state, seat))
                for seat, what, chips in state.forced if what != "ante"]
    for a in state.round_actions(state.round):
        out.append(LogEntry(a.seat, str(a.kind.value), None if a.kind.value in ("fold", "check") else a.to,
                            a.allin))
    return out


def _acted(state: BettingState, seat: int) -> bool:
    return any(a.seat == seat for a in state.round_actions(1))


def log_title(state: BettingState) -> str:
    words = betting_words(state.game)
    empty = not state.round_actions(state.round) and not (state.round == 1 and any(
        what != "ante" for _, what, _ in state.forced))
    return (words["round-empty"] if empty else words["round"]).format(n=state.round)


def seat_tags(state: BettingState, number: int, previous_high: int | None) -> list[tuple[str, str]]:
    """The tags the replay puts on a seat: folded, all in, blind, last round's high
    bettor.  Its stack (chips left) is drawn in chips under them (``SeatStackItem``)."""
    from .notes import tag_words

    words, tags = {**tag_words(state.game), **betting_words(state.game)}, []
    if number in state.folded:
        tags.append((words["folded"], "folded"))
    elif number in state.allin:
        tags.append((words["allin"], "allin"))
    if state.round == 1:
        tags += [(words[what], "blind") for seat, what, _ in state.forced if seat == number and what != "ante"]
    if previous_high == number:
        tags.append((words["high-bet"], "high-bet"))
    return tags


def previous_high_bettor(state: BettingState, data: Mapping[str, Any]) -> int | None:
    """Sintético: the seat that made the highest bet of the round before (rule 108)."""
    given = data.get("previous_round_high_bettor")
    if isinstance(given, int):
        return given
    if state.rules.high_bettor_opens and state.round >= 2 and len(state.high_bettors) >= state.round - 1:
        return state.high_bettors[state.round - 2]
    return None


def middle_pot(state: BettingState) -> int:
    """The chips in the middle: everything put in before the round in play (and the antes)."""
    return state.pot - sum(state.bets.values())


def middle_pots(state: BettingState) -> list[dict[str, Any]]:
    """The chips in the middle as a croupier has them: one pot, or, once a seat went all in
    for less in a round before, the main pot and each side pot apart, each with the seats
    that can win it (:func:`trainer.engine.pots.side_pots`, RULINGS R1-2)."""
    before = {seat: state.committed.get(seat, 0) - state.bets.get(seat, 0) for seat in state.committed}
    total = middle_pot(state)
    if not total:
        return []
    try:
        layers = side_pots({seat: c for seat, c in before.items() if c}, state.folded)
    except SettlementError:
        layers = ()
    if len(layers) <= 1 or sum(p.amount for p in layers) != total:
        return [{"amount": total, "label": pot_label(state)}]
    return [{"amount": p.amount, "seats": list(p.eligible), "label": pot_name(state.game, p.index)} for p in layers]


def pot_name(game: str, index: int) -> str:
    """The main pot (``index`` 0) or a side pot, in the words of ``game``'s regulation."""
    return rule_words.MAIN_POT(game) if index == 0 else rule_words.SIDE_POT(game, n=index)


def pot_label(state: BettingState) -> str:
    words = betting_words(state.game)
    only_antes = state.round == 1 and any(what == "ante" for _, what, _ in state.forced)
    return words["antes"] if only_antes else words["pot"]


def gathered_pots(state: BettingState) -> tuple[list[dict[str, Any]], UncalledBet | None]:
    """Every chip put in gathered as the croupier gathers a closed round: the uncalled bet apart,
    in no pot, for its owner (R1-1), the rest in the main pot and each side pot, with the seats
    that can win it (R1-2); one pot when there are no side pots."""
    uncalled = uncalled_bet(state.committed)
    try:
        layers = side_pots({s: c for s, c in returned_commitments(state.committed, uncalled).items() if c},
                           state.folded)
    except SettlementError:
        layers = ()
    total = state.pot - (uncalled.amount if uncalled is not None else 0)
    if not total:
        return [], uncalled
    if len(layers) <= 1 or sum(p.amount for p in layers) != total:
        antes = sum(chips for _, what, chips in state.forced if what == "ante")
        words = betting_words(state.game)
        return [{"amount": total, "label": words["antes"] if total == antes else words["pot"]}], uncalled
    return [{"amount": p.amount, "seats": list(p.eligible), "label": pot_name(state.game, p.index)}
            for p in layers], uncalled
