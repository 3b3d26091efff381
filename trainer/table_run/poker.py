"""A hand of stud or of a flop game, dealt and bet through the engine, step by step.

The cards come off one shuffled deck in the order the regulation deals them (the first
card to the seat :func:`~.kinds.deal_order` names, one card a seat at a time; a burnt
card before each flop-game board; sintético's board from the bottom of the deck, rule
107), the forced bets and every action go through the betting engine
(:class:`~trainer.engine.betting.BettingTable`), each action drawn by the seed among the
ones the engine declares legal, and the hand ends with the showdown and the pots.

Each step's table is the table the croupier faces at that moment (issue 30, RULINGS R0-5,
R8-12): before the deal no seat holds a card (``dealt: false``); a round's bets stay in
front of the seats until the round is over and the pot is counted, then they are gathered
into the pots, main and side (``gathered: true``) before the next cards; the next round
begins with those cards; the hands shown at the showdown stay face up to the payout
(``shown: true``).  Those three keys say how the table is drawn (:mod:`trainer.gui.table`);
a scenario the engine solves (a betting step's, a count's, the showdown's) never carries them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from trainer.engine.betting import BetAction, BettingTable, Kind, Options, Status, betting_params
from trainer.engine.betting_scenario import BETTING_PARAMS, BettingSolution, replay
from trainer.engine.betting_terms import ANTE_GAMES, BLIND_GAMES
from trainer.engine.cards import Card
from trainer.engine.poker import read_params, settlement_answer
from trainer.engine.pots import settle
from trainer.engine.rulesets import RULESETS, table_rules
from trainer.table_run.steps import HandStep, solved, step
from trainer.tasks import task_for
from trainer.tasks.dealing import Deal, cards_dealt, deal_order

SOLVED_BOARDS = (0, 3, 4, 5)
"""Boards the engine solves a hand's cards with (SCENARIOS.md); with sintético's first one or two
board cards the question's table gives the board and leaves the seats' cards out (the betting
does not depend on them)."""
VIEW_KEYS = ("dealt", "gathered", "shown")
"""Keys of a drawn table beyond SCENARIOS.md: how the moment of the hand is drawn."""


def usual_stake(game: str) -> dict[str, int]:
    """The stake of a poker game's usual table: its big blind (a blind game) or its ante (stud's
    entry, sintético's ante), the first of the rule set's stakes (RULINGS R0-5); {} for a
    banked game."""
    if game in BLIND_GAMES:
        return {"big_blind": table_rules(game).stakes[0]}
    if game in ANTE_GAMES:
        return {"ante": table_rules(game).stakes[0]}
    return {}


def starting_stacks(game: str, rng: random.Random, seats: list[int], unit: int, ante: int | None) -> dict[int, int]:
    """The chips each seat starts the hand with.  Stud (art. 6, RULINGS R0-5): at least the
    capital floor of the table's entry, $500 at $20 and $1,000 at $100 (a player below it tops
    up after the hand), some seats near it; a short stack comes from the hand's own betting.
    The flop games: 20 to 120 table minimums, a few seats short, 2 to 8 minimums (rule 79: a
    player whose chips fall below the table minimum tops up to play on)."""
    floor = table_rules(game).capital_floor.get(ante or 0, 0)
    if floor:
        return {s: floor + unit * (rng.randint(0, 5) if rng.random() < 0.25 else rng.randint(0, 3 * floor // unit))
                for s in seats}
    stacks = {s: unit * rng.randint(20, 120) for s in seats}
    for s in seats:
        if rng.random() < 0.12:  # a short stack: all-ins and side pots (R1-2)
            stacks[s] = unit * rng.randint(2, 8)
    return stacks


class PokerHand:
    def __init__(self, game: str, rng: random.Random, seats: list[int],
                 table: Mapping[str, Any] | None = None) -> None:
        self.game, self.rng, self.seats = game, rng, seats
        self.deck = list(RULESETS[game].deck)
        rng.shuffle(self.deck)
        self.name = {c: str(c) for c in self.deck}
        self.params = {**usual_stake(game), **(table or {})}
        self.terms = betting_params(game, self.params, 1)
        self.pot_terms = read_params({k: v for k, v in self.params.items() if k not in BETTING_PARAMS}, RULESETS[game])
        unit = self.terms.big_blind or self.terms.min_bet
        self.stacks = starting_stacks(game, rng, seats, unit, self.terms.ante)
        self.rules = RULESETS[game]
        self.marker = rng.choice(seats) if self.rules.marker else None
        self.hole: dict[int, list[Card]] = {s: [] for s in seats}
        self.up: dict[int, list[Card]] = {s: [] for s in seats}
        self.board: list[Card] = []
        self.rounds: list[list[dict[str, Any]]] | None = None
        self.table: BettingTable | None = None
        self.steps: list[HandStep] = []
        self.empty: dict[str, Any] = {}
        # the moment drawn: no card dealt yet; the bets gathered into the pots; the hands shown
        self.dealt, self.gathered, self.shown = False, False, False
        self.ran_out = False  # cards dealt after the last betting round (R8-3)

    # -- the table as a scenario ------------------------------------------------------------

    def scenario(self, *, solvable: bool = False) -> dict[str, Any]:
        """The table as it stands: as drawn (with the moment's :data:`VIEW_KEYS`), or
        ``solvable``, as the engine solves it (the board it can solve with, no view keys)."""
        out: dict[str, Any] = {"game": self.game}
        if self.marker is not None:
            out["marker"] = self.marker
        out["params"] = dict(self.params)
        early = self.rules.has_board and len(self.board) not in SOLVED_BOARDS  # sintético's first cards
        if self.rules.has_board:
            out["board"] = [self.name[c] for c in self.board]
        seats = []
        for s in self.seats:
            entry: dict[str, Any] = {"seat": s, "stack": self.stacks[s]}
            if self.rules.open_boards and self.hole[s]:
                entry["hole"] = self.name[self.hole[s][0]]
                entry["up"] = [self.name[c] for c in self.up[s]]
            elif self.hole[s] and not (solvable and early):
                entry["cards"] = [self.name[c] for c in self.hole[s]]
            seats.append(entry)
        out["seats"] = seats
        if self.rounds is not None:
            out["betting"] = [list(r) for r in self.rounds]
        if not solvable:
            if not self.dealt:
                out["dealt"] = False
            if self.gathered:
                out["gathered"] = True
            if self.shown:
                out["shown"] = True
        return out

    # -- the hand --------------------------------------------------------------------------

    def views(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """The table as drawn, and as the engine solves it."""
        return self.scenario(), self.scenario(solvable=True)

    def add(self, kind: str, solution: Any, scenario: dict[str, Any], after: dict[str, Any],
            params: dict[str, Any] | None = None) -> None:
        """A step from the table as the last step left it to ``after``."""
        before = self.steps[-1].after if self.steps else self.empty
        self.steps.append(step(kind, solution, scenario, before, after, params))

    def play(self) -> list[HandStep]:
        self.empty = self.scenario()
        if self.rules.open_boards:
            self._stud_start()
        else:
            self._flop_start()
        rounds = self.rules.betting_rounds
        for number in range(1, rounds + 1):
            if number > 1 or self.rules.board_before_first_round:
                self._street(number)
            assert self.table is not None and self.rounds is not None
            self._betting()
            status = self.table.status
            if status == Status.WON:
                break
            if self.rounds[-1]:  # a round nobody could bet in leaves the pot as it was
                table = self.scenario(solvable=True)
                self.gathered = True  # the round over, its bets are gathered into the pots
                self.add("count-pot", self.betting_solution(), table, self.scenario())
            self.gathered = True
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
        posted = self.scenario()  # the blinds (the antes) in, no card dealt yet (rule 102; R8-12)
        self.add("forced-bets", self.betting_solution(), posted, posted)
        deal = Deal(self.game, tuple(self.seats), self.marker)
        order = deal_order(deal)
        for _ in range(cards_dealt(deal)):  # one card to each seat at a time (rule 35, art. 6.1)
            for s in order:
                self.hole[s].append(self.deck.pop(0))
        self.dealt = True
        self.gathered = self.rules.board_before_first_round  # the antes in the pot, the first board card (rule 107)
        dealt = self.scenario()
        self.add("deal-order", deal, dealt, dealt)

    def _stud_start(self) -> None:
        self.rounds = [[]]
        anted = self.scenario()  # art. 8, 10 a: the entry stakes in before the first card
        deal = Deal(self.game, tuple(self.seats))
        order = deal_order(deal)
        self.deck.pop(0)  # art. 10 a: "retirada da caixa a primeira carta"
        for s in order:  # art. 10 a: the first card face up, then the hole card, from the croupier's right
            self.up[s].append(self.deck.pop(0))
        for s in order:
            self.hole[s].append(self.deck.pop(0))
        self.table = BettingTable(self.terms, self.stacks, None, self.up)
        self.table.start_round()
        self.add("forced-bets", self.betting_solution(), anted, anted)
        self.dealt = True
        dealt = self.scenario()
        self.add("deal-order", deal, dealt, dealt)

    def _street(self, number: int, run_out: bool = False) -> None:
        """The cards before betting round ``number``, which begins with them (or, ``run_out``,
        with no betting to come: the bets stay gathered)."""
        assert self.table is not None and self.rounds is not None
        in_hand = tuple(self.table.in_hand)
        if self.rules.open_boards:
            deal = Deal(self.game, in_hand, street=number - 1, up={s: tuple(self.up[s]) for s in in_hand},
                        run_out=run_out)
            for s in deal_order(deal):  # art. 10 b, c ii, c iv: from the best board, counterclockwise
                self.up[s].append(self.deck.pop(0))
            kind: str = "deal-order"
        else:
            street = number - 1 if self.rules.board_before_first_round else number - 2
            deal = Deal(self.game, in_hand, self.marker, street=street, run_out=run_out)
            if self.rules.board_from_bottom:  # rules 100, 107, 108: no burn; from the bottom of the deck
                self.board.append(self.deck.pop())
            else:  # rules 41, 43, 45; art. 7.1, 8.1, 8.3: burn one, then the board cards
                self.deck.pop(0)
                for _ in range(self.rules.board_deals[street]):
                    self.board.append(self.deck.pop(0))
            kind = "burn-board"
        if run_out:
            self.ran_out = True
        else:  # the betting round begins with these cards
            if number > 1:
                self.table.start_round()
                self.rounds.append([])
            self.gathered = False
        drawn, table = self.views()
        self.add(kind, deal, table, drawn)

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
        """The showdown and the pots, asked of the hand as the engine derives it from its betting:
        the last street as it was (R2-1) — when cards came after the last betting round (a board
        run out, stud's last cards with nobody left to bet), no round was played on the last
        street, so ``final_round`` is empty, never an earlier street's round."""
        data = {k: v for k, v in self.scenario().items() if k not in VIEW_KEYS}
        if self.rules.has_board and len(self.board) not in SOLVED_BOARDS:
            del data["board"]  # won before sintético's third card: the board plays no part
        state, derived = replay(data, RULESETS[self.game])
        final = dict(derived)
        if self.ran_out:
            final["final_round"] = []
            if self.rules.high_bettor_opens and state.high_bettors and state.high_bettors[-1] is not None:
                # rule 108: the round on the last street would have been opened by the highest bettor
                # of the round before it that was played; no round came after it (R2-1's fallback)
                final["previous_round_high_bettor"] = state.high_bettors[-1]
        solution = solved(final)
        assert self.table is not None
        showdown = self.table.status != Status.WON
        for kind in ("showdown-order", "winner", "commission", "pot-split"):
            if task_for(kind).asks_about(solution) is None:
                if kind in ("showdown-order", "winner"):  # the hands are shown, and stay face up to the payout
                    self.shown = showdown
                self.add(kind, solution, final, self.scenario())


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
