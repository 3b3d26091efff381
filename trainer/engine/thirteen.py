"""Thirteen cards (Portaria 51/89/M, RULINGS R5): rows, fouls, naturals, points, settlement.

A place (the banker or seat 1-3) sets its 13 cards in three rows: front (3 cards),
middle (5) and back (5).  :func:`judge` evaluates a place: each row's combination
(:class:`RowValue`), the natural of its 13 cards however they are laid out
(RULINGS R5-5), any foul and why — and :func:`settle` plays a seat against the
banker row by row and pays it.  Every result is a frozen value that keeps its
reasons (which row won and why, which natural and whether the rows show it, which
rows are out of order), so explanations can be built from it.

Reading a ``thirteen`` scenario (SCENARIOS.md) is at the end of this module;
arranging 13 unarranged cards is in :mod:`.thirteen_arrange`, and the ``trainer
solve`` answer (with the English foul sentence of the JSON contract) in
:mod:`.thirteen_solve`.  This module returns values and codes only, no sentences.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import cache
from itertools import permutations
from typing import Any

from . import validate as v
from .cards import FULL_RANKS, RANK_MASK, SUIT_SHIFT, Card, rank_key
from .chips import floor_to_unit
from .errors import FieldPath, ScenarioError
from .evaluate import display_order
from .ranking import Ranking, pack, windows
from .rulesets import THIRTEEN_FRONT_RANKING, THIRTEEN_RANKING, RuleSet

ROWS: tuple[str, ...] = ("front", "middle", "back")
ROW_SIZES: Mapping[str, int] = {"front": 3, "middle": 5, "back": 5}
HAND_SIZE = 13
NATURALS: tuple[str, ...] = ("dragon", "six-pairs-and-a-half", "three-flushes", "three-straights")
NATURAL_POINTS = 3  # art. 9 I: "O lugar com jogo feito ou natural obtém 3 pontos"

# RULINGS R5-6 / art. 9 II: points the winner of a row scores, by its combination and
# row; every combination not listed scores 1.
ROW_POINTS: Mapping[str, Mapping[str, int]] = {
    "front": {"three-of-a-kind": 3},
    "middle": {"royal-flush": 10, "straight-flush": 10, "four-of-a-kind": 8, "full-house": 2},
    "back": {"royal-flush": 5, "straight-flush": 5, "four-of-a-kind": 4, "full-house": 1},
}

# Art. 2 b / RULINGS R5-1: places counted counterclockwise from the banker (banker = 1).
PLACES_COUNTERCLOCKWISE: tuple[str, ...] = ("banker", "seat 3", "seat 2", "seat 1")


def _run_keys(size: int, low_ace_run: tuple[int, ...]) -> frozenset[int]:
    runs = (*windows(FULL_RANKS, size), low_ace_run)
    return frozenset(sum(map(rank_key, run)) for run in runs)


# Art. 9 I "três sequências" / RULINGS R5-5: consecutive rows, A-2-3 and Q-K-A fronts
# included; keyed by the rank part of the row's card sum.
RUN_KEYS: Mapping[int, frozenset[int]] = {
    3: _run_keys(3, (3, 2, 14)),
    5: _run_keys(5, (5, 4, 3, 2, 14)),
}


# -- rows --------------------------------------------------------------------------


def ranking_for(row: str) -> Ranking:
    """RULINGS R5-2: the front ranks as trips/pair/high card; middle and back per R5-3."""
    return THIRTEEN_FRONT_RANKING if row == "front" else THIRTEEN_RANKING


@cache
def front_on_row_scale(front_strength: int) -> int:
    """A front's strength on the five-card scale of the middle (RULINGS R5-4).

    Same category (three-of-a-kind, one-pair, high-card), the front's cards in the
    same order (trio; pair then kicker; high cards), and zeros where the front has
    no more cards — so a middle equal to the front as far as the front has cards
    is never below it, and "front beats middle" is one integer comparison.
    """
    category = THIRTEEN_FRONT_RANKING.category_of(front_strength)
    tiebreak = THIRTEEN_FRONT_RANKING.tiebreak_of(front_strength)
    return pack(THIRTEEN_RANKING.category_rank(category), tiebreak)


@dataclass(frozen=True)
class RowValue:
    """One row as set: its cards, its strength in the row's ranking and its combination."""

    row: str
    cards: tuple[Card, ...]
    strength: int
    category: str

    @property
    def tiebreak(self) -> tuple[int, ...]:
        """The ranks that decide between rows of the same combination, first most significant."""
        return ranking_for(self.row).tiebreak_of(self.strength)

    @property
    def row_scale(self) -> int:
        """Strength on the middle/back scale (a front through :func:`front_on_row_scale`)."""
        return front_on_row_scale(self.strength) if self.row == "front" else self.strength

    @property
    def points(self) -> int:
        """What this row scores when it wins (RULINGS R5-6, art. 9 II)."""
        return row_points(self.row, self.category)

    def names(self) -> list[str]:
        return [str(c) for c in display_order(self.cards)]


def evaluate_row(row: str, cards: Sequence[Card]) -> RowValue:
    ranking = ranking_for(row)
    strength = ranking.strength(cards)
    return RowValue(row, tuple(cards), strength, ranking.category_of(strength))


def row_points(row: str, category: str) -> int:
    return ROW_POINTS[row].get(category, 1)


# -- fouls (art. 7, RULINGS R5-4) ---------------------------------------------------


@dataclass(frozen=True)
class Foul:
    """``row`` beats ``beaten``, the next row up, though it must not (art. 7)."""

    row: RowValue
    beaten: RowValue



def fouls_of(front: RowValue, middle: RowValue, back: RowValue) -> tuple[Foul, ...]:
    """Every pair of rows out of order (RULINGS R5-4); equal rows are not a foul.

    Front vs middle compares category, then the front's cards against the middle's
    as far as the front has cards (:func:`front_on_row_scale`).
    """
    found = []
    if front.row_scale > middle.strength:
        found.append(Foul(front, middle))
    if middle.strength > back.strength:
        found.append(Foul(middle, back))
    return tuple(found)


# -- naturals (art. 9 I, RULINGS R5-5) ----------------------------------------------
#
# A natural is judged on the place's 13 cards, however the rows are laid out: a
# place whose cards CAN be set as three flushes or three straights has that natural
# even if it set its rows otherwise, or fouled them.  Every test reads the sum of the
# 13 card keys (cards.py): its rank part is the rank multiset, its suit part the
# count of each suit, so each natural is one look-up or one pass over 13 fields.


def _suit_counts_key(counts: Sequence[int]) -> int:
    return sum(n << (4 * i) for i, n in enumerate(counts))


# Three flushes: the suit counts split into 3, 5 and 5 of one suit each — a single
# suit (3+5+5), 10 and 3 (5+5, 3), 8 and 5 (3+5, 5) or 5, 5 and 3.
THREE_FLUSH_SUIT_KEYS: frozenset[int] = frozenset(
    _suit_counts_key(order)
    for counts in ((13, 0, 0, 0), (10, 3, 0, 0), (8, 5, 0, 0), (5, 5, 3, 0))
    for order in permutations(counts)
)
# Three straights: the rank multiset is a 3-card run and two 5-card runs (A-2-3 and
# Q-K-A fronts, A-2-3-4-5 and T-J-Q-K-A rows, RULINGS R5-3); each rank is in at
# most three runs, so the 3-bit rank fields never carry.
THREE_RUN_KEYS: frozenset[int] = frozenset(
    a + b + c for a in RUN_KEYS[3] for b in RUN_KEYS[5] for c in RUN_KEYS[5]
)
DRAGON_KEY = sum(map(rank_key, FULL_RANKS))  # one card of every rank


def _six_pairs(rank_total: int) -> bool:
    """Six pairs and one card: four of a kind counts as two pairs, three of a kind
    as a pair and the odd card, so the test is "the rank counts hold six pairs"."""
    return sum(((rank_total >> (3 * i)) & 7) >> 1 for i in range(len(FULL_RANKS))) == 6


# Art. 9 I order.  Each test takes the sum of the 13 card keys.
NATURAL_TESTS: Mapping[str, Callable[[int], bool]] = {
    "dragon": lambda total: (total & RANK_MASK) == DRAGON_KEY,
    "six-pairs-and-a-half": lambda total: _six_pairs(total & RANK_MASK),
    "three-flushes": lambda total: (total >> SUIT_SHIFT) in THREE_FLUSH_SUIT_KEYS,
    "three-straights": lambda total: (total & RANK_MASK) in THREE_RUN_KEYS,
}
assert tuple(NATURAL_TESTS) == NATURALS


def _thirteen_total(cards: Iterable[Card]) -> int:
    cards = tuple(cards)
    if len(cards) != HAND_SIZE:
        raise ValueError(f"a natural is judged on a place's 13 cards, got {len(cards)}")
    return sum(cards)


def cards_natural(cards: Iterable[Card]) -> str | None:
    """The natural of a place's 13 cards, however they are laid out (RULINGS R5-5).

    The first of art. 9 I that the cards make: dragon (13 ranks), six pairs and a
    half, three flushes (the cards split into rows of 3, 5 and 5 of one suit each),
    three straights (the cards split into consecutive rows of 3, 5 and 5).
    """
    total = _thirteen_total(cards)
    return next((name for name, test in NATURAL_TESTS.items() if test(total)), None)


def makes_natural(cards: Iterable[Card], natural: str) -> bool:
    """Whether the 13 cards make ``natural`` in some layout (several can hold at once)."""
    return NATURAL_TESTS[natural](_thirteen_total(cards))


def one_suit(cards: Iterable[Card]) -> bool:
    return len({c.suit for c in cards}) == 1


def is_run(cards: Sequence[Card]) -> bool:
    """Consecutive ranks (art. 9 I "sequências"; A-2-3 and Q-K-A count in the front)."""
    return (sum(cards) & RANK_MASK) in RUN_KEYS[len(cards)]


def rows_show(rows: Sequence[Sequence[Card]], natural: str) -> bool:
    """Whether rows as set show ``natural`` in art. 9 I's words: every row one suit
    ("cores em todos os três escalões"), every row in sequence; a dragon and six
    pairs and a half depend on the cards alone, so any rows show them."""
    if natural == "three-flushes":
        return all(one_suit(row) for row in rows)
    if natural == "three-straights":
        return all(is_run(row) for row in rows)
    return True


# -- a place's hand ------------------------------------------------------------------


@dataclass(frozen=True)
class Hand:
    """A place's three rows judged: combinations, the natural of its cards, fouls."""

    front: RowValue
    middle: RowValue
    back: RowValue
    natural: str | None
    """The natural of the 13 cards, however the rows are laid out (RULINGS R5-5)."""
    natural_in_rows: bool
    """Whether the rows as set show the natural; false when the place holds three
    flushes or three straights only in another layout (it still holds them, R5-5),
    and when it has no natural."""
    out_of_order: tuple[Foul, ...]
    """Every pair of rows out of order as set (art. 7), even where a natural voids the
    foul; :attr:`fouls` are the ones that count."""

    @property
    def fouls(self) -> tuple[Foul, ...]:
        """The rows out of order, or none when the place has a natural: a natural is
        never a foul (RULINGS R5-5)."""
        return () if self.natural else self.out_of_order

    @property
    def rows(self) -> tuple[RowValue, RowValue, RowValue]:
        return (self.front, self.middle, self.back)

    @property
    def foul(self) -> bool:
        return bool(self.fouls)

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.front.cards + self.middle.cards + self.back.cards


def judge(front: Sequence[Card], middle: Sequence[Card], back: Sequence[Card]) -> Hand:
    """Evaluate a place's rows (R5-2, R5-3), the natural of its 13 cards (R5-5) and
    its fouls (R5-4)."""
    rows = (front, middle, back)
    front_value, middle_value, back_value = (
        evaluate_row(row, cards) for row, cards in zip(ROWS, rows, strict=True))
    natural = cards_natural(c for row in rows for c in row)
    shown = natural is not None and rows_show(rows, natural)
    return Hand(front_value, middle_value, back_value, natural, shown,
                fouls_of(front_value, middle_value, back_value))


# -- the seat against the banker (art. 8, 9, 10; RULINGS R5-4 to R5-6) ---------------


class RowWinner(StrEnum):
    """Who takes a row; identical ranks go to the banker (art. 10)."""

    SEAT = "seat"
    BANKER = "banker"


class DecidedBy(StrEnum):
    """What decided a seat against the banker (art. 8, RULINGS R5-4, R5-5)."""

    SEAT_FOUL = "seat-foul"
    NATURAL = "natural"
    BANKER_FOUL = "banker-foul"
    ROWS = "rows"


class Outcome(StrEnum):
    """The seat's outcome against the banker."""

    WIN = "win"
    LOSE = "lose"
    PUSH = "push"


@dataclass(frozen=True)
class RowResult:
    """One row played banker against seat (art. 10, RULINGS R5-6)."""

    row: str
    seat: RowValue
    banker: RowValue
    winner: RowWinner
    """``"seat"`` or ``"banker"``; identical ranks go to the banker (art. 10)."""
    points: int
    """What the winner scores, by its combination and row."""

    @property
    def identical(self) -> bool:
        return self.seat.strength == self.banker.strength


def compare_row(seat: RowValue, banker: RowValue) -> RowResult:
    """The seat wins a row only with a strictly stronger combination (art. 10)."""
    winner = seat if seat.strength > banker.strength else banker
    return RowResult(
        seat.row, seat, banker, RowWinner.SEAT if winner is seat else RowWinner.BANKER, winner.points
    )


@dataclass(frozen=True)
class Verdict:
    """Who won and on what (art. 8), before any money changes hands."""

    decided_by: DecidedBy
    """``seat-foul``, ``natural``, ``banker-foul`` or ``rows``."""
    rows: tuple[RowResult, ...]
    """The three row results; empty unless the rows decided (RULINGS R5-5)."""
    seat_points: int
    banker_points: int
    outcome: Outcome
    """``win``, ``lose`` or ``push`` for the seat."""


def verdict(seat: Hand, banker: Hand) -> Verdict:
    """Play one seat against the banker (RULINGS R5-4, R5-5, R5-6).

    Order of what decides: a fouled seat loses whatever the banker holds; then a
    natural on either side (3 points each to a natural, so two naturals push 3-3 —
    art. 9 I gives "the place with a natural" 3 points and calls it a tie); then a
    fouled banker pays; else the rows are compared and their points summed.
    Row points are not counted in the first three cases.
    """
    if seat.foul:
        return Verdict(DecidedBy.SEAT_FOUL, (), 0, 0, Outcome.LOSE)
    if seat.natural or banker.natural:
        seat_points = NATURAL_POINTS if seat.natural else 0
        banker_points = NATURAL_POINTS if banker.natural else 0
        return Verdict(DecidedBy.NATURAL, (), seat_points, banker_points, _outcome(seat_points, banker_points))
    if banker.foul:
        return Verdict(DecidedBy.BANKER_FOUL, (), 0, 0, Outcome.WIN)
    results = tuple(compare_row(s, b) for s, b in zip(seat.rows, banker.rows, strict=True))
    seat_points = sum(r.points for r in results if r.winner == "seat")
    banker_points = sum(r.points for r in results if r.winner == "banker")
    return Verdict(DecidedBy.ROWS, results, seat_points, banker_points, _outcome(seat_points, banker_points))


def _outcome(seat_points: int, banker_points: int) -> Outcome:
    if seat_points == banker_points:
        return Outcome.PUSH
    return Outcome.WIN if seat_points > banker_points else Outcome.LOSE


# -- money (art. 11, RULINGS R5-7, R0-3) -----------------------------------------------


@dataclass(frozen=True)
class PayoutRules:
    """The rule-set parameters of RULINGS R5-7 (defaults in rulesets.py)."""

    chip_unit: int = 1
    prize_percent: Fraction = Fraction(50)
    commission_percent: Fraction = Fraction(2)
    bet_unit: int | None = None
    chip_set: tuple[int, ...] = ()
    """The table's own chips (``params.chip_set``, issue 20), smallest first; () when the
    scenario gives none.  Only what the croupier pays in: never changes an amount."""


@dataclass(frozen=True)
class Payout:
    stake: int
    prize: int
    """Half the stake (``prize_percent``), rounded down to the chip unit; 0 unless won."""
    commission: int
    """The house's percentage of the prize, rounded down to the chip unit."""
    net: int
    """What the seat gains (+) or loses (-) against its stake."""


def payout(outcome: Outcome, stake: int, rules: PayoutRules) -> Payout:
    """Art. 11: a win is paid half the stake less 2 % of that prize; a loss loses the stake."""
    if outcome == "lose":
        return Payout(stake, 0, 0, -stake)
    if outcome == "push":
        return Payout(stake, 0, 0, 0)
    prize = floor_to_unit(stake * rules.prize_percent / 100, rules.chip_unit)
    commission = floor_to_unit(prize * rules.commission_percent / 100, rules.chip_unit)
    return Payout(stake, prize, commission, prize - commission)


@dataclass(frozen=True)
class Settlement:
    verdict: Verdict
    payout: Payout


def settle(seat: Hand, banker: Hand, stake: int, rules: PayoutRules) -> Settlement:
    result = verdict(seat, banker)
    return Settlement(result, payout(result.outcome, stake, rules))


def first_card(dice: Sequence[int]) -> str:
    """The place dealt the first card (art. 2 b, RULINGS R5-1).

    The sum of the four dice is counted counterclockwise from the banker, the
    banker counting as 1: banker, seat 3, seat 2, seat 1, banker, ...
    """
    return PLACES_COUNTERCLOCKWISE[(sum(dice) - 1) % len(PLACES_COUNTERCLOCKWISE)]


# -- scenarios (SCENARIOS.md "thirteen") --------------------------------------------------

_TOP_KEYS = {"game", "dice", "params", "banker", "seats", "title", "notes"}
_SEAT_KEYS = {"seat", "stake", "cards", "name", *ROWS}
_BANKER_KEYS = {"cards", "name", *ROWS}
_PARAM_KEYS = {"chip_unit", "chip_set", "prize_percent", "commission", "bet_unit"}


@dataclass(frozen=True)
class PlaceInput:
    """One place as written: three rows, or 13 unarranged cards."""

    who: str
    seat: int | None
    stake: int | None
    rows: tuple[tuple[Card, ...], ...] | None
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class ThirteenScenario:
    rules: PayoutRules
    dice: tuple[int, ...] | None
    banker: PlaceInput | None
    seats: tuple[PlaceInput, ...]


def read_thirteen(data: Mapping[str, Any], rules: RuleSet) -> ThirteenScenario:
    """Read a ``thirteen`` scenario, refusing invalid input by field (RULINGS R0-4, R7)."""
    v.no_unknown_keys(data, _TOP_KEYS, ())
    payout_rules = read_params(data.get("params"), rules)
    dice = _read_dice(data.get("dice"))
    ledger = v.CardLedger()
    banker = None
    if data.get("banker") is not None:
        raw = v.mapping(data["banker"], ("banker",))
        v.no_unknown_keys(raw, _BANKER_KEYS, ("banker",))
        banker = _read_place(raw, ("banker",), "banker", None, None, rules, ledger)
    raw_seats = v.sequence(v.require(data, "seats", (), "seats 1-3"), ("seats",))
    seats: list[PlaceInput] = []
    for i, raw in enumerate(raw_seats):
        seat = _read_seat(raw, ("seats", i), rules, payout_rules, ledger)
        if any(s.seat == seat.seat for s in seats):
            raise ScenarioError(("seats", i, "seat"), f"seat {seat.seat} is listed twice")
        seats.append(seat)
    settled = [s for s in seats if s.rows is not None]
    if settled and (banker is None or banker.rows is None):
        field = "banker" if banker is None else "banker.cards"
        path = ("banker",) if banker is None else ("banker", "cards")
        raise ScenarioError(
            path,
            f"{settled[0].who} is arranged and is played against the banker's rows: "
            f"give {field} as front, middle and back",
        )
    return ThirteenScenario(payout_rules, dice, banker, tuple(sorted(seats, key=lambda s: s.seat or 0)))


def read_params(raw: Any, rules: RuleSet) -> PayoutRules:
    path = ("params",)
    given = {} if raw is None else v.mapping(raw, path)
    v.no_unknown_keys(given, _PARAM_KEYS, path)
    chip_unit = v.integer(rules.param(given, "chip_unit"), (*path, "chip_unit"), minimum=1)
    chip_set: tuple[int, ...] = ()
    if "chip_set" in given:  # the table's chips (issue 20): drawn and paid in, never changes an amount
        chip_set = v.chip_set(given["chip_set"], (*path, "chip_set"), chip_unit)
    prize = _percent(rules.param(given, "prize_percent"), (*path, "prize_percent"))
    commission = given.get("commission", rules.defaults["commission"])
    if commission is None or commission is False or str(commission).strip().lower() == "none":
        percent = Fraction(0)
    else:
        commission = v.mapping(commission, (*path, "commission"))
        v.no_unknown_keys(commission, {"percent"}, (*path, "commission"))
        default = rules.defaults["commission"]["percent"]
        percent = _percent(commission.get("percent", default), (*path, "commission", "percent"))
    bet_unit = rules.param(given, "bet_unit")
    if bet_unit is not None:
        bet_unit = v.amount(bet_unit, (*path, "bet_unit"), chip_unit)
        if bet_unit == 0:
            raise ScenarioError((*path, "bet_unit"), "the betting unit must be more than 0")
    return PayoutRules(chip_unit, prize, percent, bet_unit, chip_set)


def _percent(value: Any, path: FieldPath) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 100:
        raise ScenarioError(path, f"expected a percentage 0-100, got {value!r}")
    return Fraction(str(value)) if isinstance(value, float) else Fraction(value)


def _read_dice(raw: Any) -> tuple[int, ...] | None:
    """Four dice, each 1 to 6 (art. 1 c, 2 b)."""
    if raw is None:
        return None
    dice = v.sequence(raw, ("dice",))
    if len(dice) != 4:
        raise ScenarioError(("dice",), f"13 cards is played with four dice, got {len(dice)}")
    out = []
    for i, die in enumerate(dice):
        value = v.integer(die, ("dice", i))
        if not 1 <= value <= 6:
            raise ScenarioError(("dice", i), f"die {i + 1} shows {value}: a die shows 1 to 6")
        out.append(value)
    return tuple(out)


def _read_seat(
    raw: Any, path: FieldPath, rules: RuleSet, payout_rules: PayoutRules, ledger: v.CardLedger
) -> PlaceInput:
    raw = v.mapping(raw, path)
    v.no_unknown_keys(raw, _SEAT_KEYS, path)
    number = v.integer(v.require(raw, "seat", path, "1, 2 or 3"), (*path, "seat"), minimum=1)
    if number > rules.max_seats:
        raise ScenarioError((*path, "seat"), f"seat {number} does not exist: seats are 1, 2 and 3")
    who = f"seat {number}"
    stake = None
    arranged = any(raw.get(row) is not None for row in ROWS)
    if raw.get("stake") is not None or arranged:
        what = f"{who}'s bet, needed to settle it (RULINGS R7)"
        stake = v.amount(v.require(raw, "stake", path, what), (*path, "stake"), payout_rules.chip_unit)
        _check_units(stake, (*path, "stake"), who, payout_rules.bet_unit)
    return _read_place(raw, path, who, number, stake, rules, ledger)


def _check_units(stake: int, path: FieldPath, who: str, unit: int | None) -> None:
    """Art. 11 / RULINGS R5-7: with a betting unit set, a stake is 1, 2 or 3 units."""
    if unit is not None and stake not in (unit, 2 * unit, 3 * unit):
        raise ScenarioError(
            path,
            f"{who} stakes {stake}: with bet_unit {unit} a stake is 1, 2 or 3 units "
            f"({unit}, {2 * unit} or {3 * unit}), Portaria 51/89/M art. 11",
        )


def _read_place(
    raw: Mapping[str, Any], path: FieldPath, who: str, seat: int | None, stake: int | None,
    rules: RuleSet, ledger: v.CardLedger,
) -> PlaceInput:
    given_rows = [row for row in ROWS if raw.get(row) is not None]
    if raw.get("cards") is not None:
        if given_rows:
            raise ScenarioError(
                (*path, "cards"),
                f"{who} gives its cards both unarranged ('cards') and arranged "
                f"('{given_rows[0]}'): give 13 cards or the three rows, not both",
            )
        cards = v.cards(raw["cards"], (*path, "cards"), rules, who, count=13)
        ledger.add_all(cards, (*path, "cards"), who)
        return PlaceInput(who, seat, stake, None, tuple(cards))
    if not given_rows:
        raise ScenarioError(path, f"{who} has no cards: give front, middle and back, or 13 cards")
    rows = []
    for row in ROWS:
        if raw.get(row) is None:
            raise ScenarioError(
                (*path, row), f"{who} has no {row} row (give front 3, middle 5, back 5 cards)"
            )
        cards = v.cards(raw[row], (*path, row), rules, f"{who} {row}", count=ROW_SIZES[row])
        ledger.add_all(cards, (*path, row), who)
        rows.append(tuple(cards))
    return PlaceInput(who, seat, stake, tuple(rows), sum(rows, ()))
