"""A hand of stud or of a flop game, dealt and bet through the engine, step by step.

The cards come off one shuffled deck in the order the regulation deals them (the first
card to the seat :func:`~.kinds.deal_order` names, one card a seat at a time; a burnt
card before each flop-game board; sintético's board from the bottom of the deck, rule
107), the forced bets and every action go through the betting engine
(:class:`~trainer.engine.betting.BettingTable`), each action drawn by the seed among the
ones the engine declares legal, and the hand ends with the showdown and the pots.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from trainer.engine.betting import BetAction, BettingTable, Kind, Options, Status, betting_params
from trainer.engine.betting_scenario import BETTING_PARAMS, BettingSolution, replay
from trainer.engine.cards import Card
from trainer.engine.poker import read_params, settlement_answer
from trainer.engine.pots import settle
from trainer.engine.rulesets import RULESETS

from ..tasks.dealing import BOARD, Deal, cards_dealt, deal_order
from .registry import hand_task
from .steps import HandStep, solved, step

TABLE = {"holdem": 10, "omaha": 10, "omaha-macau": 10, "sintetico": 10, "stud": 7}
"""Seats dealt in at most (stud: a 40-card deck, art. 1)."""
STAKES: Mapping[str, Mapping[str, int]] = {
    "holdem": {"big_blind": 10}, "omaha": {"big_blind": 10}, "omaha-macau": {"big_blind": 100},
    "sintetico": {"ante": 10}, "stud": {"ante": 20},  # stud: the $20 entry stake of art. 8
}
SOLVED_BOARDS = (0, 3, 4, 5)
"""Boards a poker scenario may give (SCENARIOS.md); sintético's first two cards are drawn, not solved."""


class PokerHand:
    def __init__(self, game: str, rng: random.Random, seats: list[int],
                 table: Mapping[str, Any] | None = None) -> None:
        self.game, self.rng, self.seats = game, rng, seats
        self.deck = list(RULESETS[game].deck)
        rng.shuffle(self.deck)
        self.name = {c: str(c) for c in self.deck}
        self.params = {**STAKES[game], **(table or {})}
        self.terms = betting_params(game, self.params, 1)
        self.pot_terms = read_params({k: v for k, v in self.params.items() if k not in BETTING_PARAMS}, RULESETS[game])
        unit = self.terms.big_blind or self.terms.min_bet
        self.stacks = {s: unit * rng.randint(20, 120) for s in seats}
        for s in seats:
            if rng.random() < 0.12:  # a short stack: all-ins and side pots (R1-2)
                self.stacks[s] = unit * rng.randint(1, 8)
        self.marker = rng.choice(seats) if game != "stud" else None
        self.hole: dict[int, list[Card]] = {s: [] for s in seats}
        self.up: dict[int, list[Card]] = {s: [] for s in seats}
        self.board: list[Card] = []
        self.rounds: list[list[dict[str, Any]]] | None = None
        self.table: BettingTable | None = None
        self.steps: list[HandStep] = []
        self.empty: dict[str, Any] = {}

    # -- the table as a scenario ------------------------------------------------------------

    def scenario(self, *, solvable: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {"game": self.game}
        if self.marker is not None:
            out["marker"] = self.marker
        out["params"] = dict(self.params)
        if self.game != "stud" and (not solvable or len(self.board) in SOLVED_BOARDS):
            out["board"] = [self.name[c] for c in self.board]
        seats = []
        for s in self.seats:
            entry: dict[str, Any] = {"seat": s, "stack": self.stacks[s]}
            if self.game == "stud" and self.hole[s]:
                entry["hole"] = self.name[self.hole[s][0]]
                entry["up"] = [self.name[c] for c in self.up[s]]
            elif self.hole[s]:
                entry["cards"] = [self.name[c] for c in self.hole[s]]
            seats.append(entry)
        out["seats"] = seats
        if self.rounds is not None:
            out["betting"] = [list(r) for r in self.rounds]
        return out

    # -- the hand --------------------------------------------------------------------------

    def views(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """The table as drawn, and as the engine solves it (the same dict unless sintético's board
        has one or two cards, which a solved scenario may not give)."""
        drawn = self.scenario()
        if self.game == "stud" or len(self.board) in SOLVED_BOARDS:
            return drawn, drawn
        return drawn, self.scenario(solvable=True)

    def add(self, kind: str, solution: Any, scenario: dict[str, Any], after: dict[str, Any],
            params: dict[str, Any] | None = None) -> None:
        """A step from the table as the last step left it to ``after``."""
        before = self.steps[-1].after if self.steps else self.empty
        self.steps.append(step(kind, solution, scenario, before, after, params))

    def play(self) -> list[HandStep]:
        self.empty = self.scenario()
        if self.game == "stud":
            self._stud_start()
        else:
            self._flop_start()
        rounds = len(BOARD.get(self.game, ())) if self.game == "sintetico" else 4
        for number in range(1, rounds + 1):
            if number > 1 or self.game == "sintetico":
                self._street(number)
            assert self.table is not None and self.rounds is not None
            if number > 1:
                self.table.start_round()
                self.rounds.append([])
            self._betting()
            status = self.table.status
            if status == Status.WON:
                break
            if self.rounds[-1]:  # a round nobody could bet in leaves the pot as it was
                drawn, table = self.views()
                self.add("count-pot", self.betting_solution(), table, drawn)
            if status == Status.RUN_OUT:
                for later in range(number + 1, rounds + 1):
                    self._street(later, run_out=True)
                break
            if status == Status.SHOWDOWN:
                break
        self._settle()
        return self.steps

    def _flop_start(self) -> None:
        self.rounds = [[]]
        self.table = BettingTable(self.terms, self.stacks, self.marker, None)
        self.table.start_round()
        posted = self.scenario()
        self.add("forced-bets", self.betting_solution(), posted, posted)
        deal = Deal(self.game, tuple(self.seats), self.marker)
        order = deal_order(deal)
        for _ in range(cards_dealt(deal)):  # one card to each seat at a time (rule 35, art. 6.1)
            for s in order:
                self.hole[s].append(self.deck.pop(0))
        dealt = self.scenario()
        self.add("deal-order", deal, dealt, dealt)

    def _stud_start(self) -> None:
        deal = Deal("stud", tuple(self.seats))
        order = deal_order(deal)
        self.deck.pop(0)  # art. 10 a: "retirada da caixa a primeira carta"
        for s in order:  # art. 10 a: the first card face up, then the hole card, from the croupier's right
            self.up[s].append(self.deck.pop(0))
        for s in order:
            self.hole[s].append(self.deck.pop(0))
        self.rounds = [[]]
        self.table = BettingTable(self.terms, self.stacks, None, self.up)
        self.table.start_round()
        dealt = self.scenario()
        anted = {**self.empty, "betting": [[]]}  # the antes in, no card yet: drawn, not solved
        self.add("forced-bets", self.betting_solution(), dealt, anted)
        self.add("deal-order", deal, dealt, dealt)

    def _street(self, number: int, run_out: bool = False) -> None:
        """The cards before betting round ``number`` (or, ``run_out``, with no betting to come)."""
        assert self.table is not None
        in_hand = tuple(self.table.in_hand)
        if self.game == "stud":
            deal = Deal("stud", in_hand, street=number - 1, up={s: tuple(self.up[s]) for s in in_hand},
                        run_out=run_out)
            for s in deal_order(deal):  # art. 10 b, c ii, c iv: from the best board, counterclockwise
                self.up[s].append(self.deck.pop(0))
            dealt = self.scenario()
            self.add("deal-order", deal, dealt, dealt)
            return
        street = number - 1 if self.game == "sintetico" else number - 2
        deal = Deal(self.game, in_hand, self.marker, street=street, run_out=run_out)
        if self.game == "sintetico":  # rules 100, 107, 108: no burn; from the bottom of the deck
            self.board.append(self.deck.pop())
        else:  # rules 41, 43, 45; art. 7.1, 8.1, 8.3: burn one, then the board cards
            self.deck.pop(0)
            for _ in range(BOARD[self.game][street]):
                self.board.append(self.deck.pop(0))
        drawn, table = self.views()
        self.add("burn-board", deal, table, drawn)

    def _betting(self) -> None:
        table, rounds = self.table, self.rounds
        assert table is not None and rounds is not None
        unit = self.terms.chip_unit
        size_step = max(unit, self.terms.min_bet // 2 // unit * unit)
        solvable = self.views()[1]
        while table.status == Status.TO_ACT:
            solution = self.betting_solution()
            options = solution.state.options
            assert options is not None  # a seat is to act
            action = choose(self.rng, options, size_step, len(table.in_hand))
            table.act(action, ("betting", len(rounds) - 1, len(rounds[-1])))
            rounds[-1].append(action_json(action))
            drawn, after = self.views()
            self.add("follow-action", solution, solvable, drawn)
            solvable = after

    def betting_solution(self) -> BettingSolution:
        """The engine's answer on the table as it stands, from the betting engine in play: what
        :func:`~trainer.engine.betting_scenario.solve_betting_typed` gives on :meth:`scenario`
        (a test holds them equal) without replaying the hand from its start at every action."""
        assert self.table is not None
        state, p = self.table.state(), self.pot_terms
        settlement = settle(dict(state.committed), state.folded, None, chip_unit=p.chip_unit,
                            commission=p.commission, odd_chip=p.odd_chip, marker=self.marker)
        return BettingSolution(state, self.terms, settlement, {"game": self.game, **settlement_answer(settlement)})

    def _settle(self) -> None:
        """The showdown and the pots, asked of the hand as the engine derives it from its betting."""
        drawn, data = self.views()
        final = dict(replay(data, RULESETS[self.game])[1])
        solution = solved(final)
        for kind in ("showdown-order", "winner", "commission", "pot-split"):
            if hand_task(kind).asks_about(solution) is None:
                self.add(kind, solution, final, drawn)


def choose(rng: random.Random, options: Options, size_step: int, in_hand: int) -> BetAction:
    """One legal action (the engine's options), drawn: mostly calls and checks, some bets and raises,
    some folds while more than two seats are in."""
    kinds = options.actions
    passive = next((k for k in (Kind.CHECK, Kind.CALL) if k in kinds), None)
    aggressive = next((k for k in (Kind.BET, Kind.RAISE) if k in kinds), None)
    weights: dict[Kind | None, float] = {passive: 0.6, aggressive: 0.22}
    if Kind.CHECK not in kinds:
        weights[Kind.FOLD] = 0.2 if in_hand > 2 else 0.08
    drawn = [k for k, w in weights.items() if k is not None and w]
    kind = rng.choices(drawn, [weights[k] for k in drawn])[0]
    if kind in (Kind.BET, Kind.RAISE):
        low, high = options.min_raise_to, options.max_raise_to
        assert low is not None and high is not None
        lean = rng.random()
        if lean < 0.5 or high == low:
            to = low
        elif lean < 0.85:
            first = -(-low // size_step) * size_step
            to = low if first >= high else first + size_step * rng.randint(0, (high - first) // size_step)
        else:
            to = high
        return BetAction(options.seat, kind, to)
    assert kind is not None
    return BetAction(options.seat, kind)


def action_json(action: BetAction) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": action.seat, "action": str(action.kind)}
    if action.kind in (Kind.BET, Kind.RAISE):
        out["to"] = action.to
    return out
