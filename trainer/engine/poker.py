"""Poker scenarios (holdem, omaha, sintetico, omaha-macau, stud): reading and solving.

``read_poker`` turns a scenario mapping (SCENARIOS.md) into a :class:`PokerHand`,
refusing invalid input with a :class:`ScenarioError` that names the field
(RULINGS R0-4, R7).  ``hands`` evaluates every seat still in the hand;
``settle_hand`` settles its chips (:mod:`.pots`, RULINGS R1); ``showdown_order``
and ``stud_openings`` give the order of play (:mod:`.showdown`, R2, R4);
``solve_poker`` puts them together as the ``trainer solve`` answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from . import validate as v
from .cards import Card
from .errors import FieldPath, ScenarioError
from .evaluate import HandValue, best_hand
from .pots import ODD_CHIP_RULES as _ODD_CHIP_RULES
from .pots import Commission, Settlement, settle
from .rulesets import Family, RuleSet
from .showdown import (
    ShowdownOrder,
    StreetOpening,
    nonbanked_showdown,
    omaha_macau_showdown,
    one_seat_left,
    sintetico_showdown,
    stud_openings,
    stud_showdown,
)

ACTIONS = ("check", "bet", "raise", "call", "fold")

_TOP_KEYS = {
    "game", "marker", "board", "params", "seats", "final_round",
    "previous_round_high_bettor", "title", "notes",
}
_SEAT_KEYS = {"seat", "cards", "committed", "folded", "allin", "name", "stack"}
_STUD_SEAT_KEYS = {"seat", "hole", "up", "committed", "folded", "folded_at", "allin", "name", "stack"}
_ACTION_KEYS = {"seat", "action", "amount", "allin"}
_PARAM_KEYS = {"chip_unit", "chip_set", "commission", "big_blind", "odd_chip"}
ODD_CHIP_RULES = tuple(_ODD_CHIP_RULES)  # RULINGS R1-4, see pots.odd_chip_order



@dataclass(frozen=True)
class PokerParams:
    chip_unit: int
    commission: Commission | None
    big_blind: int | None
    odd_chip: str
    chip_set: tuple[int, ...] = ()
    """The table's own chips (``params.chip_set``, issue 20), smallest first; () when the
    scenario gives none (the house set down to the chip unit: ``chipset.table_chip_set``)."""


@dataclass(frozen=True)
class Action:
    seat: int
    action: str
    amount: int | None = None
    allin: bool = False


@dataclass(frozen=True)
class PokerSeat:
    seat: int
    committed: int
    cards: tuple[Card, ...] = ()
    """Private cards; for stud, the hole card ("carta chave")."""
    up: tuple[Card, ...] = ()
    """Stud only: the open cards in the order dealt."""
    folded: bool = False
    folded_at: int | None = None
    allin: bool = False

    @property
    def all_cards(self) -> tuple[Card, ...]:
        return self.cards + self.up

    @property
    def out_at(self) -> int | None:
        """Stud: the street (number of open cards) from which the seat is gone.

        ``folded_at: N``: gone from street N on (SCENARIOS.md).  A folded seat without
        ``folded_at`` is read as folded at the street of its last open card, so it is
        skipped there (RULINGS R4-5: folded seats are skipped).  None: still in.
        """
        if not self.folded:
            return None
        return self.folded_at if self.folded_at is not None else len(self.up)


@dataclass(frozen=True)
class PokerHand:
    rules: RuleSet
    params: PokerParams
    seats: tuple[PokerSeat, ...]
    board: tuple[Card, ...] = ()
    marker: int | None = None
    final_round: tuple[Action, ...] = ()
    previous_round_high_bettor: int | None = None

    @property
    def game(self) -> str:
        return self.rules.id

    def seat(self, number: int) -> PokerSeat:
        for s in self.seats:
            if s.seat == number:
                return s
        raise KeyError(number)

    @property
    def active(self) -> tuple[PokerSeat, ...]:
        """Seats not folded, in seat order."""
        return tuple(s for s in self.seats if not s.folded)

    @property
    def complete(self) -> bool:
        """Every card of the hand is out: the hand can be shown down."""
        if self.rules.open_boards:
            return all(len(s.up) == 4 and len(s.cards) == 1 for s in self.active)
        return len(self.board) == 5


def read_poker(data: Mapping[str, Any], rules: RuleSet) -> PokerHand:
    if rules.family != Family.POKER:
        raise ScenarioError(("game",), f"{rules.id} is not a poker game")
    stud = rules.open_boards
    v.no_unknown_keys(data, _TOP_KEYS, ())
    params = read_params(data.get("params"), rules)
    ledger = v.CardLedger()

    board: list[Card] = []
    if stud:
        if data.get("board"):
            raise ScenarioError(("board",), "stud has no board: give each seat 'hole' and 'up'")
    else:
        board = v.cards(data.get("board", []), ("board",), rules, "the board", count=(0, 3, 4, 5))
        ledger.add_all(board, ("board",), "the board")

    marker = None
    if rules.marker:
        raw = v.require(data, "marker", (), "the seat holding the marker, RULINGS R7")
        marker = _seat_number(raw, ("marker",), rules)
    elif data.get("marker") is not None:
        marker = _seat_number(data["marker"], ("marker",), rules)

    raw_seats = v.sequence(v.require(data, "seats", ()), ("seats",))
    if len(raw_seats) < 2:
        raise ScenarioError(("seats",), f"a hand needs at least 2 seats, got {len(raw_seats)}")
    seats: list[PokerSeat] = []
    numbers: set[int] = set()
    for i, raw in enumerate(raw_seats):
        seat = _read_seat(raw, ("seats", i), rules, params, ledger, stud)
        if seat.seat in numbers:
            raise ScenarioError(("seats", i, "seat"), f"seat {seat.seat} is listed twice")
        numbers.add(seat.seat)
        seats.append(seat)
    if stud:
        _check_stud_streets(seats)
    _check_commitments(seats)
    seats.sort(key=lambda s: s.seat)
    if params.odd_chip == "marker" and marker is None:
        raise ScenarioError(
            ("marker",), "missing required field 'marker' (params.odd_chip is 'marker', RULINGS R1-4)"
        )

    high = data.get("previous_round_high_bettor")
    high_bettor = None
    if high is not None:
        high_bettor = _seat_number(high, ("previous_round_high_bettor",), rules)
        if high_bettor not in numbers:
            raise ScenarioError(
                ("previous_round_high_bettor",), f"seat {high_bettor} is not at the table"
            )

    final_round = tuple(_read_actions(data.get("final_round"), numbers, params))
    _check_final_round(final_round, {s.seat: s for s in seats})
    return PokerHand(
        rules=rules,
        params=params,
        seats=tuple(seats),
        board=tuple(board),
        marker=marker,
        final_round=final_round,
        previous_round_high_bettor=high_bettor,
    )


def read_params(raw: Any, rules: RuleSet) -> PokerParams:
    path = ("params",)
    given = {} if raw is None else v.mapping(raw, path)
    v.no_unknown_keys(given, _PARAM_KEYS, path)
    chip_unit = v.integer(rules.param(given, "chip_unit"), (*path, "chip_unit"), minimum=1)
    chip_set: tuple[int, ...] = ()
    if "chip_set" in given:  # the table's chips (issue 20): drawn and counted, never changes an amount
        chip_set = v.chip_set(given["chip_set"], (*path, "chip_set"), chip_unit)
    big_blind = given.get("big_blind")
    if big_blind is not None:
        big_blind = v.amount(big_blind, (*path, "big_blind"), chip_unit)
        if big_blind == 0:
            raise ScenarioError((*path, "big_blind"), "the big blind must be more than 0")
    odd_chip = rules.param(given, "odd_chip")
    if odd_chip not in ODD_CHIP_RULES:
        raise ScenarioError(
            (*path, "odd_chip"), f"odd_chip must be one of {', '.join(ODD_CHIP_RULES)}"
        )
    commission = _read_commission(given, rules, chip_unit, big_blind)
    return PokerParams(chip_unit, commission, big_blind, odd_chip, chip_set)


def _read_commission(
    given: Mapping[str, Any], rules: RuleSet, chip_unit: int, big_blind: int | None
) -> Commission | None:
    path = ("params", "commission")
    raw = given.get("commission", rules.defaults["commission"])
    if raw is None or raw is False or (isinstance(raw, str) and raw.strip().lower() == "none"):
        return None
    raw = v.mapping(raw, path)
    v.no_unknown_keys(raw, {"percent", "cap", "cap_big_blinds"}, path)
    default = rules.defaults["commission"]
    percent = raw.get("percent", default["percent"])
    low, high, why = rules.commission_percents  # RULINGS R1-5: the percent the regulation allows
    if isinstance(percent, bool) or not isinstance(percent, (int, float)) or not (
        low <= percent <= high
    ):
        raise ScenarioError(
            (*path, "percent"),
            f"percent must be a number from {low:g} to {high:g} ({why}), got {percent!r}",
        )
    if "cap" in raw:
        cap = None if raw["cap"] is None else v.amount(raw["cap"], (*path, "cap"), chip_unit)
    elif "cap_big_blinds" in raw or "cap_big_blinds" in default:
        multiple = raw.get("cap_big_blinds", default.get("cap_big_blinds"))
        multiple = v.integer(multiple, (*path, "cap_big_blinds"), minimum=0)
        if big_blind is None:
            raise ScenarioError(
                ("params", "big_blind"),
                f"missing required field 'big_blind' ({rules.id} caps commission at "
                f"{multiple} x big blind; or set commission: none or an explicit cap)",
            )
        cap = multiple * big_blind
    else:
        cap = default.get("cap")
    return Commission(float(percent), cap)


def _seat_number(raw: Any, path: FieldPath, rules: RuleSet) -> int:
    n = v.integer(raw, path, minimum=1)
    if n > rules.max_seats:
        raise ScenarioError(path, f"seat {n} does not exist: {rules.id} tables have "
                                  f"{rules.max_seats} seats")
    return n


def _read_seat(
    raw: Any, path: FieldPath, rules: RuleSet, params: PokerParams, ledger: v.CardLedger, stud: bool
) -> PokerSeat:
    raw = v.mapping(raw, path)
    v.no_unknown_keys(raw, _STUD_SEAT_KEYS if stud else _SEAT_KEYS, path)
    number = _seat_number(v.require(raw, "seat", path), (*path, "seat"), rules)
    who = f"seat {number}"
    folded = v.boolean(raw.get("folded", False), (*path, "folded"))
    allin = v.boolean(raw.get("allin", False), (*path, "allin"))
    committed = v.amount(
        v.require(raw, "committed", path, f"chips {who} put in during the hand"),
        (*path, "committed"),
        params.chip_unit,
    )
    if stud:
        hole: list[Card] = []
        if raw.get("hole") is not None:
            hole = [v.card(raw["hole"], (*path, "hole"), rules, who)]
        elif not folded:
            raise ScenarioError((*path, "hole"), f"{who} is in the hand but has no hole card")
        up = v.cards(v.require(raw, "up", path, f"{who}'s open cards"), (*path, "up"), rules, who)
        if not 1 <= len(up) <= 4:
            raise ScenarioError((*path, "up"), f"{who} has {len(up)} open cards, expected 1 to 4")
        ledger.add_all(hole, (*path, "hole"), who)
        ledger.add_all(up, (*path, "up"), who)
        folded_at = None
        if raw.get("folded_at") is not None:
            folded_at = v.integer(raw["folded_at"], (*path, "folded_at"), minimum=1)
            if not folded:
                raise ScenarioError((*path, "folded_at"), f"{who} has folded_at but is not folded")
            if folded_at > len(up) + 1:
                raise ScenarioError(
                    (*path, "folded_at"),
                    f"{who} folded_at {folded_at} is past the cards dealt "
                    f"({len(up)} open cards: at most {len(up) + 1})",
                )
            if len(up) > folded_at:
                raise ScenarioError(
                    (*path, "folded_at"),
                    f"{who} folded_at {folded_at} but has {len(up)} open cards: a seat that "
                    f"folds gets no more cards (at most {folded_at})",
                )
        return PokerSeat(number, committed, tuple(hole), tuple(up), folded, folded_at, allin)

    if raw.get("cards") is None:
        if not folded:
            raise ScenarioError((*path, "cards"), f"{who} is in the hand but has no cards")
        hole = []
    else:
        hole = v.cards(raw["cards"], (*path, "cards"), rules, who, count=rules.hole_cards)
    ledger.add_all(hole, (*path, "cards"), who)
    return PokerSeat(number, committed, tuple(hole), (), folded, None, allin)


def _check_stud_streets(seats: list[PokerSeat]) -> None:
    """Every seat still in has reached the same street; a folded seat no further.

    ``seats`` is in the order of the scenario's list, so ``i`` is the field index.
    """
    active = [s for s in seats if not s.folded]
    if not active:
        return
    street = max(len(s.up) for s in active)
    for i, s in enumerate(seats):
        if not s.folded and len(s.up) != street:
            raise ScenarioError(
                ("seats", i, "up"),
                f"seat {s.seat} is still in with {len(s.up)} open cards, "
                f"but another seat still in has {street}",
            )
        if s.folded and len(s.up) > street:
            raise ScenarioError(
                ("seats", i, "up"),
                f"seat {s.seat} folded but has {len(s.up)} open cards, "
                f"more than the {street} of the seats still in",
            )


def _check_commitments(seats: list[PokerSeat]) -> None:
    """At least one seat is still in, and no folded seat put in more than every seat
    still in: a seat folds only facing a larger bet, so the largest commitment is
    always a live seat's (RULINGS R1-1, R1-2 rest on it).

    ``seats`` is in the order of the scenario's list, so ``i`` is the field index.
    """
    live = [s.committed for s in seats if not s.folded]
    if not live:
        raise ScenarioError(("seats",), "every seat has folded: at least one must still be in")
    top = max(live)
    for i, s in enumerate(seats):
        if s.folded and s.committed > top:
            raise ScenarioError(
                ("seats", i, "committed"),
                f"seat {s.seat} folded with {s.committed} committed, more than any seat still "
                f"in ({top}): a seat folds only facing a larger bet",
            )


def _check_final_round(actions: tuple[Action, ...], seats: Mapping[int, PokerSeat]) -> None:
    """A seat that folds acts no more; ``final_round`` and the seats' ``folded`` agree."""
    folded_at: dict[int, int] = {}
    for i, a in enumerate(actions):
        path = ("final_round", i)
        if a.seat in folded_at:
            raise ScenarioError(
                (*path, "seat"),
                f"seat {a.seat} acts after folding (it folded at final_round[{folded_at[a.seat]}])",
            )
        seat = seats[a.seat]
        if a.action == "fold":
            if not seat.folded:
                raise ScenarioError(
                    (*path, "action"),
                    f"seat {a.seat} folds here, but its seat entry does not say folded: true",
                )
            folded_at[a.seat] = i
        elif seat.folded and not any(
            b.seat == a.seat and b.action == "fold" for b in actions[i + 1 :]
        ):
            raise ScenarioError(
                (*path, "seat"),
                f"seat {a.seat} folded before the final round (folded: true, no fold in "
                f"final_round) but acts here",
            )


def _read_actions(raw: Any, seats: set[int], params: PokerParams) -> list[Action]:
    if raw is None:
        return []
    out = []
    for i, item in enumerate(v.sequence(raw, ("final_round",))):
        path = ("final_round", i)
        item = v.mapping(item, path)
        v.no_unknown_keys(item, _ACTION_KEYS, path)
        seat = v.integer(v.require(item, "seat", path), (*path, "seat"), minimum=1)
        if seat not in seats:
            raise ScenarioError((*path, "seat"), f"seat {seat} is not at the table")
        action = v.require(item, "action", path)
        if action not in ACTIONS:
            raise ScenarioError(
                (*path, "action"), f"action must be one of {', '.join(ACTIONS)}, got {action!r}"
            )
        amount = item.get("amount")
        if amount is not None:
            amount = v.amount(amount, (*path, "amount"), params.chip_unit)
        allin = v.boolean(item.get("allin", False), (*path, "allin"))
        out.append(Action(seat, action, amount, allin))
    return out


def hands(hand: PokerHand) -> dict[int, HandValue]:
    """Best hand of every seat still in, when the hand is complete (else empty)."""
    if not hand.complete:
        return {}
    return {s.seat: best_hand(hand.rules, s.all_cards, hand.board) for s in hand.active}


def is_over(hand: PokerHand) -> bool:
    """The hand can be settled: all cards are out, or only one seat is left (SCENARIOS.md)."""
    return hand.complete or len(hand.active) == 1


def settle_hand(hand: PokerHand, values: Mapping[int, HandValue] | None = None) -> Settlement:
    """Settle the hand's chips (RULINGS R1); pots only while the hand is not over.

    ``committed`` is what each seat put in the pot; in stud the flat initial
    commission of art. 8 is taken before the deal and is not part of it (R1-5).
    """
    strengths = None
    if is_over(hand) and len(hand.active) > 1:
        values = hands(hand) if values is None else values
        strengths = {seat: hv.strength for seat, hv in values.items()}
    return settle(
        {s.seat: s.committed for s in hand.seats},
        {s.seat for s in hand.seats if s.folded},
        strengths,
        chip_unit=hand.params.chip_unit,
        commission=hand.params.commission,
        odd_chip=hand.params.odd_chip,
        marker=hand.marker,
    )


def showdown_order(hand: PokerHand) -> ShowdownOrder:
    """Who shows first and in what order (RULINGS R2); empty with one seat left."""
    active = [s.seat for s in hand.active]
    showdown = hand.rules.showdown
    if showdown == "open-boards":
        return stud_showdown({s.seat: s.up[:4] for s in hand.active})
    if len(active) < 2:
        return one_seat_left("SCENARIOS.md: one seat left, the hand is over")
    assert hand.marker is not None  # required for these games by read_poker (R7)
    if showdown == "last-aggressor":
        return omaha_macau_showdown(active, hand.marker, hand.final_round)
    if showdown == "high-bettor":
        if hand.previous_round_high_bettor is None:
            raise ScenarioError(
                ("previous_round_high_bettor",),
                "missing required field 'previous_round_high_bettor' (sintetico: the player "
                "who opened the last round, rule 108, RULINGS R2-1)",
            )
        return sintetico_showdown(active, hand.previous_round_high_bettor, allin_before_last_round(hand),
                                  bool(hand.final_round))
    return nonbanked_showdown(active, hand.marker, allin_before_last_round(hand), bool(hand.final_round))


def allin_before_last_round(hand: PokerHand) -> frozenset[int]:
    """RULINGS R2-1, SCENARIOS.md: seats still in that were all in when the last round
    began — ``committed`` below the top of the seats still in, or ``allin: true`` — and
    have no action of their own in ``final_round``."""
    top = max((s.committed for s in hand.active), default=0)
    acted = {a.seat for a in hand.final_round}
    return frozenset(s.seat for s in hand.active
                     if (s.committed < top or s.allin) and s.seat not in acted)


def stud_betting(hand: PokerHand) -> tuple[StreetOpening, ...]:
    """Stud: who opens each street reached (RULINGS R4); folded seats skipped (R4-5)."""
    return stud_openings(
        {s.seat: s.up for s in hand.seats}, {s.seat: s.out_at for s in hand.seats}
    )


@dataclass(frozen=True)
class PokerSolution:
    """The engine's whole answer to a poker scenario, as values (SCENARIOS.md)."""

    hand: PokerHand
    values: Mapping[int, HandValue]
    """Each live seat's best five, when the cards are all out."""
    showdown: ShowdownOrder | None
    """Who shows in which order (RULINGS R2-1), when the hand is over."""
    settlement: Settlement
    openings: tuple[StreetOpening, ...]
    """Stud only: who opens each street's betting."""

    @property
    def over(self) -> bool:
        return self.showdown is not None

    def to_json(self) -> dict[str, Any]:
        """The ``trainer solve`` answer (SCENARIOS.md keys)."""
        hand = self.hand
        answer: dict[str, Any] = {"game": hand.game}
        if hand.complete:
            answer["hands"] = {
                str(seat): {"category": hv.category, "best": hv.names()}
                for seat, hv in self.values.items()
            }
        if self.showdown is not None:
            answer["showdown_order"] = list(self.showdown.order)
        answer.update(settlement_answer(self.settlement))
        if hand.rules.open_boards:
            answer["first_to_act"] = {str(o.street): o.opener for o in self.openings}
        return answer


def answer_poker(hand: PokerHand) -> PokerSolution:
    """Solve a poker hand already read (:func:`read_poker`)."""
    values = hands(hand)
    order = showdown_order(hand) if is_over(hand) else None
    openings = stud_betting(hand) if hand.rules.open_boards else ()
    return PokerSolution(hand, values, order, settle_hand(hand, values), openings)


def solve_poker(hand: PokerHand) -> dict[str, Any]:
    """The ``trainer solve`` answer for a poker scenario (SCENARIOS.md)."""
    return answer_poker(hand).to_json()


def settlement_answer(settlement: Settlement) -> dict[str, Any]:
    """``uncalled``, ``pots``, ``commission``, ``payouts`` (SCENARIOS.md); while the hand
    is not over, pot amounts and eligible seats only."""
    u = settlement.uncalled
    out: dict[str, Any] = {"uncalled": None if u is None else {"seat": u.seat, "amount": u.amount}}
    if not settlement.over:
        out["pots"] = [{"amount": p.amount, "eligible": list(p.eligible)} for p in settlement.pots]
        return out
    out["pots"] = [
        {
            "amount": a.pot.amount,
            "eligible": list(a.pot.eligible),
            "winners": list(a.winners),
            "commission": a.commission.charged,
            "shares": {str(seat): chips for seat, chips in a.shares},
        }
        for a in settlement.awards
    ]
    out["commission"] = settlement.commission
    out["payouts"] = {str(seat): chips for seat, chips in settlement.payouts.items()}
    return out
