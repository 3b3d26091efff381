"""Betting action (RULINGS R8): forced bets, whose turn, the legal actions, the
smallest and largest amounts, the raise cap — for stud and the four flop games.

A hand's betting is replayed from its start: :func:`play` takes the seats' stacks,
the marker (flop games) or the open cards (stud), the table's parameters and the
actions of each round, checks every action against R8, and returns the
:class:`BettingState` after the last one — whose turn it is, what it may do, the
pot, the stacks and each seat's commitment.  An illegal action is a
:class:`BettingError` naming the action (round and position), the seat and the
ruling it breaks, so the reader of the scenario can turn it into file and line.

Amounts of a bet or raise are the seat's **total for the round** ("raise to 600"),
as croupiers announce them (R8).  Seats are numbered clockwise from the croupier's
left (R0-1): clockwise is increasing seat number, counterclockwise decreasing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

from .betting_terms import (
    ROUNDS,
    BetAction,
    BettingParams,
    Kind,
    Limit,
    Status,
    betting_params,
    read_actions,
)
from .cards import Card
from .errors import FieldPath, ScenarioError
from .rulesets import BETTING_GAMES, RuleSet, ruleset
from .showdown import clockwise_from, open_board

__all__ = [
    "BETTING_GAMES",
    "ROUNDS",
    "BetAction",
    "BettingError",
    "BettingParams",
    "BettingState",
    "BettingTable",
    "Kind",
    "Limit",
    "NoRaise",
    "Options",
    "PlayedAction",
    "Status",
    "betting_params",
    "judge",
    "play",
    "read_actions",
]


class PlayedAction(NamedTuple):
    """An action as the engine applied it: the seat's total for the round after it,
    the chips it put in, and whether it left the seat all in.

    A value, immutable, as a NamedTuple rather than a frozen dataclass: one is made per
    action replayed, for a third of the instructions (issue 36); so are :class:`Options`
    and :class:`~.betting_terms.BetAction`."""

    round: int
    seat: int
    kind: Kind
    to: int
    put_in: int
    allin: bool
    full: bool
    """A bet or raise of at least the smallest full amount (R8-6); False for an
    incomplete all-in raise, and for folds, checks and calls."""


class NoRaise(StrEnum):
    """Why a seat may not bet or raise now (codes; words are made where words belong)."""

    NO_CHIPS_BEYOND_CALL = "no-chips-beyond-call"  # R8-4
    CAP_REACHED = "cap-reached"  # R8-7
    STUD_CHECKED = "stud-checked"  # R8-4, art. 10 c i 2
    NOT_REOPENED = "not-reopened"  # R8-6
    NOBODY_TO_ANSWER = "nobody-to-answer"  # R8-4


# For the one-line refusal of an illegal action in a scenario file (``trainer solve``).
NO_RAISE_TEXT: Mapping[NoRaise, str] = {
    NoRaise.NO_CHIPS_BEYOND_CALL: "it has no chips beyond the call (R8-4)",
    NoRaise.CAP_REACHED: "the round has had its {cap} raises (R8-7)",
    NoRaise.STUD_CHECKED: "a stud seat that checked may only call or fold in that round (art. 10 c i 2, R8-4)",
    NoRaise.NOT_REOPENED: "an incomplete all-in raise does not reopen the betting to a seat that has acted (R8-6)",
    NoRaise.NOBODY_TO_ANSWER: "no other seat could put in more: nobody could answer it (R8-4)",
}


class Illegal(StrEnum):
    """Why an action of the seat to act is not legal now (codes; R8-4 … R8-7)."""

    STUD_OPENER_CHECK = "stud-opener-check"  # art. 10 b: the first opener bets or folds
    CHECK_FACING_BET = "check-facing-bet"  # R8-4
    NOTHING_TO_CALL = "nothing-to-call"  # R8-4
    IS_A_RAISE = "is-a-raise"  # a "bet" after a bet
    IS_A_BET = "is-a-bet"  # a "raise" with no bet yet
    NO_RAISE = "no-raise"  # the seat may not bet or raise now (Options.no_raise says why)
    CALL_NOT_ALLIN = "call-not-allin"
    NO_AMOUNT = "no-amount"
    CHIP_UNIT = "chip-unit"  # R0-3
    ALLIN_MISMATCH = "allin-mismatch"
    MORE_THAN_STACK = "more-than-stack"  # R8-5
    BELOW_MINIMUM = "below-minimum"  # R8-6
    ABOVE_MAXIMUM = "above-maximum"  # R8-5


class Options(NamedTuple):
    """What the seat to act may do (R8-4 … R8-7)."""

    seat: int
    to_call: int
    actions: tuple[Kind, ...]
    min_raise_to: int | None
    max_raise_to: int | None
    raises_left: int | None
    no_raise: NoRaise | None = None
    """Why the seat may not bet or raise (None when it may)."""


@dataclass(frozen=True)
class BettingState:
    """The hand after the last action given (SCENARIOS.md ``betting``)."""

    game: str
    round: int
    status: Status
    options: Options | None
    pot: int
    stacks: Mapping[int, int]
    committed: Mapping[int, int]
    bets: Mapping[int, int]
    """Each seat's chips in front of it in the round in play (blinds included): what a
    croupier sees before he gathers them into the pot."""
    folded: frozenset[int]
    forced: tuple[tuple[int, str, int], ...]
    """(seat, "small-blind" | "big-blind" | "ante", chips posted), in posting order (R8-1)."""
    played: tuple[PlayedAction, ...]
    openers: tuple[int | None, ...]
    """The first seat to act in each round played (R8-2), None where nobody could act."""
    high_bettors: tuple[int | None, ...]
    """Each round's last bettor or raiser (rule 108), None where nobody bet."""
    highest: int = 0
    """The total each seat must match in the round in play: the full big blind in the first
    round even when it was posted short (R8-1), then the highest bet or raise."""

    @property
    def rules(self) -> RuleSet:
        """The game's descriptor."""
        return ruleset(self.game)

    @property
    def to_act(self) -> int | None:
        return self.options.seat if self.options else None

    @property
    def allin(self) -> frozenset[int]:
        return frozenset(s for s, left in self.stacks.items() if left == 0 and s not in self.folded)

    def round_actions(self, number: int) -> tuple[PlayedAction, ...]:
        return tuple(a for a in self.played if a.round == number)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"round": self.round, "status": str(self.status)}
        if self.options is not None:
            o = self.options
            out.update(to_act=o.seat, to_call=o.to_call, actions=[str(k) for k in o.actions])
            if o.min_raise_to is not None:
                out.update(min_raise_to=o.min_raise_to, max_raise_to=o.max_raise_to)
            out["raises_left"] = o.raises_left
        out["pot"] = self.pot
        out["stacks"] = {str(s): n for s, n in sorted(self.stacks.items())}
        out["committed"] = {str(s): n for s, n in sorted(self.committed.items())}
        return out


def judge(options: Options, mine: int, stack: int, chip_unit: int, action: BetAction) -> Illegal | None:
    """Is ``action`` of the seat to act legal now (R8-4 … R8-7)? None if it is, else why not.

    ``mine``: the seat's chips in front of it this round; ``stack``: its chips behind.  The
    one test of legality: the engine refuses an action of a scenario by it, and the
    "legal or not?" drill asks it of a proposed action.
    """
    kind, actions = action.kind, options.actions
    if kind not in actions:
        if kind == Kind.CHECK:
            return Illegal.CHECK_FACING_BET if options.to_call else Illegal.STUD_OPENER_CHECK
        if kind == Kind.CALL:
            return Illegal.NOTHING_TO_CALL
        if options.no_raise is not None:
            return Illegal.NO_RAISE
        if kind == Kind.BET and Kind.RAISE in actions:
            return Illegal.IS_A_RAISE
        if kind == Kind.RAISE and Kind.BET in actions:
            return Illegal.IS_A_BET
        return Illegal.NO_RAISE
    if kind == Kind.CALL and action.allin and options.to_call != stack:
        return Illegal.CALL_NOT_ALLIN
    if kind not in (Kind.BET, Kind.RAISE):
        return None
    assert options.min_raise_to is not None and options.max_raise_to is not None
    to = action.to if action.to is not None else (mine + stack if action.allin else None)
    if to is None:
        return Illegal.NO_AMOUNT
    if to % chip_unit:
        return Illegal.CHIP_UNIT
    if action.allin and to != mine + stack:
        return Illegal.ALLIN_MISMATCH
    if to > mine + stack:
        return Illegal.MORE_THAN_STACK
    if to < options.min_raise_to:
        return Illegal.BELOW_MINIMUM
    if to > options.max_raise_to:
        return Illegal.ABOVE_MAXIMUM
    return None


class BettingError(ScenarioError):
    """An illegal action: names ``betting[r][i]``, the seat and the ruling broken."""


@dataclass
class _Round:
    number: int
    bets: dict[int, int]
    highest: int
    full_raise: int
    """The smallest increment of a full raise now (R8-6)."""
    raises: int = 0
    acted: set[int] = field(default_factory=set)
    """Seats that have acted since the last full bet or raise."""
    level_when_acted: dict[int, int] = field(default_factory=dict)
    checked: set[int] = field(default_factory=set)
    bet_made: bool = False
    last: int | None = None
    opener: int | None = None
    high_bettor: int | None = None
    board_order: tuple[int, ...] = ()


class BettingTable:
    """A hand's betting, one action at a time (R8): :meth:`start_round`, then :meth:`options`
    for the seat to act and :meth:`act`; :meth:`state` says where the hand stands.  :func:`play`
    replays a whole hand with it; the generators deal hands with it, step by step."""

    def __init__(self, params: BettingParams, stacks: Mapping[int, int], marker: int | None,
                 up: Mapping[int, Sequence[Card]] | None) -> None:
        self.p = params
        self.rules: RuleSet = ruleset(params.game)
        """The game's descriptor: what its betting asks (R8)."""
        self.seats = tuple(sorted(stacks))
        self.stack = dict(stacks)
        self.committed = dict.fromkeys(self.seats, 0)
        self.pot = 0
        """Every chip put in so far, this round's included (R8-5): the sum of ``committed``."""
        self.folded: set[int] = set()
        self._live = self.seats
        """The seats not folded, in seat order."""
        self._able = {s for s in self.seats if self.stack[s] > 0}
        """The seats still in with chips to act with (R8-2)."""
        self._clockwise, self._counterclockwise = _rings(self.seats)
        self.marker = marker
        self.up = up or {}
        self.forced: list[tuple[int, str, int]] = []
        self.played: list[PlayedAction] = []
        self.rounds: list[_Round] = []
        self.round: _Round
        """The round in play (the last of ``rounds``), from :meth:`start_round` on."""
        self.status = Status.TO_ACT
        self.to_act: int | None = None
        self._options: Options | None = None
        """The options of the seat to act, worked out once per turn (:meth:`options`)."""

    # -- who is where -------------------------------------------------------------------

    @property
    def game(self) -> str:
        return self.p.game

    @property
    def in_hand(self) -> list[int]:
        return list(self._live)

    def able(self, seat: int) -> bool:
        """Still in the hand with chips to act with (R8-2: folded and all-in seats are skipped)."""
        return seat in self._able

    def _take(self, seat: int, chips: int) -> None:
        """Move ``chips`` of ``seat``'s stack into the pot."""
        left = self.stack[seat] - chips
        self.stack[seat] = left
        self.committed[seat] += chips
        self.pot += chips
        if left == 0:
            self._able.discard(seat)

    def _fold(self, seat: int) -> None:
        self.folded.add(seat)
        self._live = tuple(s for s in self._live if s != seat)
        self._able.discard(seat)

    def _post(self, seat: int, what: str, amount: int, into_round: bool) -> None:
        chips = min(amount, self.stack[seat])  # R8-1: a short seat posts what it has, all in
        self._take(seat, chips)
        if into_round:
            self.round.bets[seat] = self.round.bets.get(seat, 0) + chips
        self.forced.append((seat, what, chips))

    # -- rounds -------------------------------------------------------------------------

    def start_round(self) -> None:
        number = len(self.rounds) + 1
        self._options = None
        r = self.round = _Round(number, dict.fromkeys(self.seats, 0), 0, self.p.min_bet)
        self.rounds.append(r)
        if number == 1:
            self._forced_bets()
        if self.rules.open_boards:
            boards = {s: tuple(self.up.get(s, ())[:number]) for s in self.in_hand}
            missing = [s for s, b in boards.items() if len(b) < number and self.able(s)]
            if missing:
                raise ScenarioError(("seats",), f"seat {missing[0]} needs {number} open cards for betting round "
                                                f"{number} (stud: one open card per round, RULINGS R8-2)")
            ranked = sorted((s for s in boards if len(boards[s]) == number),
                            key=lambda s: (open_board(boards[s]).key(), s), reverse=True)
            r.board_order = tuple(ranked)
        self.to_act = self._first_to_act()
        r.opener = self.to_act
        self._settle_status()

    def _forced_bets(self) -> None:
        p = self.p
        if self.rules.forced_bets == "antes":
            assert p.ante is not None
            for seat in self.seats:  # R8-1: every seat antes into the pot, before the first round
                self._post(seat, "ante", p.ante, into_round=False)
            return
        assert p.big_blind is not None and p.small_blind is not None and self.marker is not None
        # rules 81-83: a mão (the marker's seat) posts the small blind, the seat to its left the big
        # blind; art. 5: the first seat after the marker, then the next
        small, big = clockwise_from(self.seats, self.marker, inclusive=self.rules.marker_first)[:2]
        self._post(small, "small-blind", p.small_blind, into_round=True)
        self._post(big, "big-blind", p.big_blind, into_round=True)
        self.round.highest = p.big_blind  # R8-1: the call is the full big blind, even if short
        self.round.full_raise = p.big_blind
        self.round.bet_made = True
        self.big_blind_seat = big

    def _first_to_act(self) -> int | None:
        """R8-2: the first seat to act in the round just begun."""
        r, rules = self.round, self.rules
        able = [s for s in self.seats if s in self._able]
        if not able:
            return None
        if rules.open_boards:
            order = [s for s in r.board_order if s in self._able]
            return order[0] if order else None
        assert self.marker is not None
        if r.number == 1 and rules.forced_bets == "blinds":  # art. 6.3; rule 84: after the big blind
            start, inclusive = self.big_blind_seat, False
        elif rules.high_bettor_opens:  # sintético: rule 107, then rule 108 (the previous round's highest bettor)
            previous = self.rounds[-2].high_bettor if r.number > 1 else None
            start, inclusive = (previous, True) if previous is not None else (self.marker, False)
        else:  # rules 42, 44, 46, 85: from a mão; art. 6.5, 7.2, 8.2: after the marker
            start, inclusive = self.marker, rules.marker_first
        # the first able seat from there: if the seat named is out or all in, the next (R8-2)
        return clockwise_from(able, start, inclusive=inclusive)[0]

    def _next_to_act(self, last: int) -> int | None:
        r = self.round
        if self.rules.open_boards and not r.bet_made:  # R8-2: by the open boards until someone bets
            order = list(r.board_order)
            after = order[order.index(last) + 1:] if last in order else order
            candidates: Sequence[int] = after
        elif self.rules.open_boards:  # once a seat bets, counterclockwise from its right
            candidates = self._counterclockwise[last]
        else:
            candidates = self._clockwise[last]
        able, acted, bets, highest = self._able, r.acted, r.bets, r.highest
        for seat in candidates:  # the first able seat that has not acted since the last full raise, or not matched it
            if seat in able and (seat not in acted or bets[seat] < highest):
                return seat
        return None

    def _settle_status(self) -> None:
        """R8-3: is the round over, and what comes next."""
        if len(self._live) == 1:
            self.status, self.to_act = Status.WON, None  # rule 51: it wins without showing
            return
        r = self.round
        if self.to_act is not None and r.bets[self.to_act] >= r.highest and len(self._able) <= 1:
            self.to_act = None  # nothing to call and nobody to bet against: no more betting (R8-3)
        if self.to_act is None:
            if r.number == self.rules.betting_rounds:
                self.status = Status.SHOWDOWN
            elif len(self._able) <= 1:
                self.status = Status.RUN_OUT
            else:
                self.status = Status.DEAL
        else:
            self.status = Status.TO_ACT

    # -- what the seat to act may do ----------------------------------------------------

    def options(self) -> Options:
        """What the seat to act may do now (R8-4 … R8-7)."""
        if self._options is None:
            self._options = self._work_out_options()
        return self._options

    def _work_out_options(self) -> Options:
        seat = self.to_act
        assert seat is not None
        r = self.round
        mine, stack = r.bets[seat], self.stack[seat]
        owed = r.highest - mine
        to_call = max(min(owed, stack), 0)
        kinds = [Kind.FOLD]
        if owed <= 0:
            # R8-4: stud's first round opener must bet or fold (art. 10 b)
            if not (self.rules.open_boards and r.number == 1 and not r.bet_made):
                kinds.append(Kind.CHECK)
        else:
            kinds.append(Kind.CALL)
        low = high = None
        raises_left = self._raises_left()
        increment = self._increment()
        no_raise = self._why_no_raise(seat, raises_left, increment)
        if no_raise is None:
            kinds.append(Kind.RAISE if r.bet_made else Kind.BET)
            low, high = self._raise_bounds(seat, increment)
        return Options(seat, to_call, tuple(kinds), low, high, raises_left, no_raise)

    def _raises_left(self) -> int | None:
        if self.p.max_raises is None or len(self._live) <= 2:  # R8-7: heads-up, no cap
            return None
        return max(self.p.max_raises - self.round.raises, 0)

    def _why_no_raise(self, seat: int, raises_left: int | None, increment: int) -> NoRaise | None:
        """None if ``seat`` may bet or raise now, else the rule that forbids it (``increment``: R8-6's)."""
        r = self.round
        mine, stack = r.bets[seat], self.stack[seat]
        if stack <= r.highest - mine:
            return NoRaise.NO_CHIPS_BEYOND_CALL
        if r.bet_made and raises_left == 0:
            return NoRaise.CAP_REACHED
        if self.rules.open_boards and seat in r.checked:
            return NoRaise.STUD_CHECKED
        if seat in r.level_when_acted and r.highest - r.level_when_acted[seat] < increment:
            return NoRaise.NOT_REOPENED
        bets, stacks, highest = r.bets, self.stack, r.highest
        if not any(bets[s] + stacks[s] > highest for s in self._live if s != seat):
            return NoRaise.NOBODY_TO_ANSWER
        return None

    def _increment(self) -> int:
        """R8-6: what a raise must add at least."""
        r = self.round
        if not r.bet_made:
            return self.p.min_bet
        return r.full_raise if self.rules.raise_by_last_raise else self.p.min_bet

    def _raise_bounds(self, seat: int, increment: int) -> tuple[int, int]:
        r, p = self.round, self.p
        mine, stack = r.bets[seat], self.stack[seat]
        allin_to = mine + stack
        low = r.highest + increment if r.bet_made else p.min_bet
        call = r.highest - mine
        pot = self.pot  # every chip in, this round's included (R8-5)
        # R8-5, Despacho 97/2010 art. 12.4: with two seats left in an Omaha (Macau) hand a raise
        # has no maximum but the seat's chips; a bet keeps art. 11.2's
        heads_up_raise = self.rules.heads_up_raise_unlimited and r.bet_made and len(self._live) <= 2
        if p.limit == Limit.NO_LIMIT or heads_up_raise:
            high = allin_to
        elif p.limit == Limit.POT:
            high = r.highest + pot + call
        else:
            high = r.highest + (pot + call) // 2 // p.chip_unit * p.chip_unit
        high = max(high, low)  # R8-5: where the largest is below the smallest, the smallest
        if allin_to <= low:
            return allin_to, allin_to  # R8-6: all in for less is always allowed
        return low, min(high, allin_to)

    # -- applying an action -------------------------------------------------------------

    def act(self, action: BetAction, path: FieldPath) -> None:
        seat = action.seat
        if seat not in self.stack:
            raise BettingError(path, f"seat {seat}: {action.kind} — no such seat at the table")
        if seat != self.to_act:
            raise BettingError(path, f"seat {seat}: {action.kind} — out of turn: seat {self.to_act} is to act "
                                     f"(R8-2)")
        options = self.options()
        r = self.round
        mine, stack = r.bets[seat], self.stack[seat]
        illegal = judge(options, mine, stack, self.p.chip_unit, action)
        if illegal is not None:
            raise BettingError(path, f"seat {seat}: {action.kind} — {self._refusal(illegal, action, options)}")
        if action.kind == Kind.FOLD:
            self._fold(seat)
            self._record(action, mine, 0, full=False)
        elif action.kind == Kind.CHECK:
            r.checked.add(seat)
            self._record(action, mine, 0, full=False)
        elif action.kind == Kind.CALL:
            put = options.to_call
            self._put(seat, put)
            self._record(action, mine + put, put, full=False)
        else:
            to = action.to if action.to is not None else mine + stack
            before = r.highest
            full = to - before >= self._increment()
            self._put(seat, to - mine)
            r.highest = to
            if full:
                if r.bet_made:
                    r.raises += 1  # R8-7: the opening bet and the blinds are not raises
                r.full_raise = to - before if self.rules.raise_by_last_raise else r.full_raise
                r.acted = set()
            r.bet_made = True
            r.high_bettor = seat
            self._record(action, to, to - mine, full=full)
        r.acted.add(seat)
        r.level_when_acted[seat] = r.highest
        r.last = seat
        self._options = None
        self.to_act = self._next_to_act(seat)
        self._settle_status()

    def _refusal(self, illegal: Illegal, action: BetAction, options: Options) -> str:
        """Why an action is refused, in the one line of an invalid scenario (``trainer solve``)."""
        mine, stack = self.round.bets[action.seat], self.stack[action.seat]
        return {
            Illegal.STUD_OPENER_CHECK: "the first round's opener must bet or fold (stud art. 10 b, R8-4)",
            Illegal.CHECK_FACING_BET: f"a check facing a bet: {options.to_call} to call (R8-4)",
            Illegal.NOTHING_TO_CALL: "nothing to call: the seat may check (R8-4)",
            Illegal.IS_A_RAISE: "somebody has already bet this round: that is a raise (R8-4)",
            Illegal.IS_A_BET: "nobody has bet this round: that is a bet (R8-4)",
            Illegal.NO_RAISE: (NO_RAISE_TEXT[options.no_raise].format(cap=self.p.max_raises)
                               if options.no_raise else "not allowed now (R8-4)"),
            Illegal.CALL_NOT_ALLIN: f"allin: true but the call is {options.to_call} of its {stack} chips",
            Illegal.NO_AMOUNT: "a bet or raise needs 'to': the seat's total for the round (R8)",
            Illegal.CHIP_UNIT: f"{action.to} is not a multiple of the chip unit {self.p.chip_unit} (R0-3)",
            Illegal.ALLIN_MISMATCH: f"allin: true but all its chips make a total of {mine + stack}, not {action.to}",
            Illegal.MORE_THAN_STACK: f"to {action.to} is more than the seat has: {mine + stack} in all (R8-5)",
            Illegal.BELOW_MINIMUM: (f"to {action.to} is out of bounds: from {options.min_raise_to} to "
                                    f"{options.max_raise_to} (R8-5, R8-6)"),
            Illegal.ABOVE_MAXIMUM: (f"to {action.to} is out of bounds: from {options.min_raise_to} to "
                                    f"{options.max_raise_to} (R8-5, R8-6)"),
        }[illegal]

    def _put(self, seat: int, chips: int) -> None:
        self._take(seat, chips)
        self.round.bets[seat] += chips

    def _record(self, action: BetAction, to: int, put: int, *, full: bool) -> None:
        self.played.append(PlayedAction(self.round.number, action.seat, action.kind, to, put,
                                        self.stack[action.seat] == 0 and action.kind != Kind.FOLD, full))

    def state(self) -> BettingState:
        options = self.options() if self.status == Status.TO_ACT else None
        return BettingState(
            game=self.game, round=self.round.number, status=self.status, options=options,
            pot=self.pot, stacks=dict(self.stack), committed=dict(self.committed),
            bets={s: n for s, n in self.round.bets.items() if n},
            folded=frozenset(self.folded), forced=tuple(self.forced), played=tuple(self.played),
            openers=tuple(r.opener for r in self.rounds),
            high_bettors=tuple(r.high_bettor for r in self.rounds), highest=self.round.highest,
        )


def _rings(seats: tuple[int, ...]) -> tuple[dict[int, tuple[int, ...]], dict[int, tuple[int, ...]]]:
    """Each seat's table round from the seat after it, clockwise and counterclockwise (R0-1),
    the seat itself last (as :func:`~.showdown.clockwise_from` gives them, not inclusive)."""
    clockwise = {s: seats[i + 1:] + seats[:i + 1] for i, s in enumerate(seats)}
    counter = {s: seats[:i][::-1] + seats[i:][::-1] for i, s in enumerate(seats)}
    return clockwise, counter


def play(params: BettingParams, stacks: Mapping[int, int], rounds: Sequence[Sequence[BetAction]], *,
         marker: int | None = None, up: Mapping[int, Sequence[Card]] | None = None,
         path: FieldPath = ("betting",)) -> BettingState:
    """Replay a hand's betting (R8) and return where it stands after the last action.

    ``stacks``: each seat's chips when the hand began; ``rounds``: the actions of each
    round in order (the last may be unfinished or empty); ``marker``: the seat holding
    the marker (flop games); ``up``: each stud seat's open cards in the order dealt.
    """
    game = params.game
    if not stacks:
        raise ScenarioError(("seats",), "a hand needs seats")
    if len(stacks) < 2:
        raise ScenarioError(("seats",), "betting needs at least two seats")
    for seat, chips in stacks.items():
        if chips <= 0:
            raise ScenarioError(("seats",), f"seat {seat} has no chips: it cannot be dealt in")
    if ruleset(game).marker:
        if marker is None:
            raise ScenarioError(("marker",), f"missing required field 'marker' for {game} (RULINGS R7)")
        if marker not in stacks:
            raise ScenarioError(("marker",), f"the marker must be at a seat of the table; seat {marker} is not")
    if len(rounds) > ROUNDS[game]:
        raise ScenarioError((*path, ROUNDS[game]), f"{game} has {ROUNDS[game]} betting rounds, "
                                                   f"{len(rounds)} are given (R8-2)")
    table = BettingTable(params, stacks, marker, up)
    table.start_round()
    for r, actions in enumerate(rounds):
        if r > 0:
            if table.status != Status.DEAL:
                raise BettingError((*path, r), f"betting round {r + 1} cannot begin: the hand is "
                                               f"{table.status} after round {r} (R8-3)")
            table.start_round()
        for i, action in enumerate(actions):
            table.act(action, (*path, r, i))
    return table.state()


