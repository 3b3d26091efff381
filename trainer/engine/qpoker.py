"""Q Poker (Despacho 89/2004): hand order with suits, dealer qualification, pair
plus and the bet against the croupier (RULINGS R6, R0-3).

The round is read (:func:`read_qpoker`), settled (:func:`settle_round`) and
written as the ``trainer solve`` answer (:func:`answer`).  Every step keeps its
reasons in frozen values — which card's suit broke a tie, why the croupier
qualifies, which odds applied, how an amount was rounded — so explanations for
trainees can be built from them without re-deriving the rules.

Readings where RULINGS is silent (each also in the docstring that applies it):

- Several decks, three cards of one suit with two of the same rank (Ah Ah Kh):
  a **flush**, ranked by its cards high to low (A, A, K).  Art. 8.4 defines the
  flush as three cards of one suit not in sequence, which the hand is; it is
  also a pair (art. 8.5), and art. 8 grades combinations in decreasing order, so
  the hand counts as the higher one (as three of a kind counts over a pair).
- A seat with neither ``pair_plus`` nor ``bet`` is refused: cards are dealt only
  to hands with a bet (art. 7), and a hand dealt without one is void (art. 11.4).
- ``decision`` on a seat with no bet against the croupier is refused: there is
  nothing to play or fold (art. 9.2 decides only that bet).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from . import validate as v
from .cards import RANK_MASK, SUIT_SHIFT, Card, card_names
from .chips import to_chip_unit
from .errors import FieldPath, ScenarioError
from .evaluate import display_order
from .ranking import pack
from .rulesets import QPOKER_RANKING, RuleSet

REGULATION = "Despacho 89/2004"
QUEEN = 12
DECISIONS = ("play", "fold")

_ONE_SUIT = frozenset(3 << (4 * i) for i in range(4))
_TOP_KEYS = {"game", "decks", "dealer", "seats", "params", "title", "notes"}
_SEAT_KEYS = {"seat", "cards", "pair_plus", "bet", "decision", "name"}
_PARAM_KEYS = {"chip_unit", "chip_set", "decks"}


# -- hands: art. 4, 8; R6-1 .. R6-3b ------------------------------------------------


@dataclass(frozen=True)
class QHand:
    """Three cards graded by art. 8, with the suit that breaks a tie (R6-3)."""

    cards: tuple[Card, ...]
    """The cards in display order (largest group, then rank, then suit)."""
    category: str
    ranks: tuple[int, ...]
    """What art. 8 compares, in order: a sequence's highest card (3 for A-2-3),
    the trio's rank, the pair then the odd card, or every card high to low."""
    suit_card: Card | None
    """The card whose suit breaks a tie of equal ranks (R6-3); None for three of a
    kind, which never goes to suits (R6-3b)."""
    strength: int
    """Higher wins; equal is a push (only possible with several decks)."""

    @property
    def base(self) -> int:
        """Strength by category and ranks alone, before suits (R6-1, R6-2)."""
        return self.strength >> 2


def base_strength(cards: Sequence[Card]) -> int:
    """Category and ranks of three cards, suits not yet counted (art. 4.3, 8).

    With several decks three cards of one suit may repeat a rank.  Three equal
    cards are three of a kind (art. 8.2); two equal ranks in one suit are read as
    a flush ranked by its cards high to low (art. 8.4 — see the module doc).
    """
    total = sum(cards)
    rank_part = total & RANK_MASK
    if (total >> SUIT_SHIFT) in _ONE_SUIT:
        suited = QPOKER_RANKING.suited_table.get(rank_part)
        if suited is not None:
            return suited
        ranks = sorted((c.rank for c in cards), reverse=True)
        if ranks[0] != ranks[2]:
            return pack(QPOKER_RANKING.category_rank("flush"), ranks)
    return QPOKER_RANKING.plain_table[rank_part]


def sequence_high(cards: Sequence[Card]) -> Card:
    """The highest card of a sequence: the 3 in A-2-3 (art. 4.3; R6-3)."""
    ranks = {c.rank for c in cards}
    top = 3 if ranks == {14, 2, 3} else max(ranks)
    return next(c for c in cards if c.rank == top)


def suit_card(category: str, cards: Sequence[Card]) -> Card | None:
    """The card whose suit decides between equal ranks (art. 8; R6-3, R6-3b)."""
    if category == "three-of-a-kind":
        return None
    if category in ("straight-flush", "straight"):
        return sequence_high(cards)
    if category == "one-pair":
        ranks = [c.rank for c in cards]
        return next(c for c in cards if ranks.count(c.rank) == 1)
    # flush: every card has its suit; odd cards: the highest card (R6-3).
    return max(cards, key=lambda c: (c.rank, c.suit_order))


def strength(cards: Sequence[Card]) -> int:
    """R6 strength of three cards: higher wins, equal pushes (art. 8; R6-3)."""
    base = base_strength(cards)
    return _with_suit(base, suit_card(QPOKER_RANKING.category_of(base), cards))


def _with_suit(base: int, card: Card | None) -> int:
    """Suits rank below every rank difference: spades 3 .. diamonds 0 (art. 4.1)."""
    return (base << 2) | (card.suit_order if card is not None else 0)


def evaluate(cards: Sequence[Card]) -> QHand:
    """Grade three cards by art. 8, keeping what was compared (R6-1 .. R6-3b)."""
    if len(cards) != 3:
        raise ValueError(f"a Q Poker hand has 3 cards, got {len(cards)}")
    base = base_strength(cards)
    category = QPOKER_RANKING.category_of(base)
    card = suit_card(category, cards)
    if category in ("straight-flush", "straight"):
        ranks: tuple[int, ...] = (sequence_high(cards).rank,)
    else:
        ranks = QPOKER_RANKING.tiebreak_of(base)
    return QHand(tuple(display_order(cards)), category, ranks, card, _with_suit(base, card))


@dataclass(frozen=True)
class Showdown:
    """Seat against croupier: ``winner`` 'seat', 'dealer' or 'push'; ``decided_by``
    'category', 'ranks', 'suit' (art. 8; R6-3) or 'equal' (a push: several decks,
    R6-3, R6-3b)."""

    winner: str
    decided_by: str


def showdown(seat: QHand, dealer: QHand) -> Showdown:
    """Which hand is higher and what decided it (art. 8; R6-1 .. R6-3b)."""
    if seat.strength == dealer.strength:
        return Showdown("push", "equal")
    winner = "seat" if seat.strength > dealer.strength else "dealer"
    if seat.category != dealer.category:
        return Showdown(winner, "category")
    return Showdown(winner, "ranks" if seat.base != dealer.base else "suit")


# -- the croupier: art. 9.4 -----------------------------------------------------------


@dataclass(frozen=True)
class Qualification:
    """Whether the croupier's hand may play (art. 9.4; R6-5).

    ``reason``: 'combination' (a sequence, flush, pair or better), 'queen-or-higher'
    (odd cards with a Q, K or A) or 'below-queen' (odd cards, highest card J or less).
    """

    qualifies: bool
    reason: str
    high_rank: int
    rule: str = f"{REGULATION} art. 9.4; R6-5"


def dealer_qualifies(hand: QHand) -> Qualification:
    """The croupier plays with Q-high or better: any combination above three odd
    cards, or odd cards whose highest card is a queen or higher (art. 9.4; R6-5)."""
    high = max(c.rank for c in hand.cards)
    if hand.category != "high-card":
        return Qualification(True, "combination", high)
    if high >= QUEEN:
        return Qualification(True, "queen-or-higher", high)
    return Qualification(False, "below-queen", high)


# -- money: art. 9, 10; R0-3 ----------------------------------------------------------


@dataclass(frozen=True)
class Odds:
    """``win`` paid for every ``per`` staked ("3 por 2")."""

    win: int
    per: int

    def __str__(self) -> str:
        return f"{self.win}:{self.per}"

    def of(self, stake: int) -> Fraction:
        return Fraction(stake * self.win, self.per)


PAIR_PLUS_ODDS: Mapping[str, Odds] = {
    # Despacho 89/2004 art. 10; R6-4.  Three odd cards lose (art. 9.1).
    "straight-flush": Odds(40, 1),
    "three-of-a-kind": Odds(30, 1),
    "straight": Odds(6, 1),
    "flush": Odds(4, 1),
    "one-pair": Odds(1, 1),
}
BET_ODDS: Mapping[str, Odds] = {
    # Despacho 89/2004 art. 9.7; R6-5.  Any other hand: 1 por 1.
    "straight-flush": Odds(3, 1),
    "three-of-a-kind": Odds(2, 1),
    "straight": Odds(3, 2),
}
EVEN_MONEY = Odds(1, 1)
HALF = Odds(1, 2)
"""Paid when the croupier does not qualify (art. 9.5); forfeited on a fold (art. 9.3)."""


@dataclass(frozen=True)
class PairPlusResult:
    """The pair-plus bet, settled first on the seat's own hand (art. 9.1, 10; R6-4)."""

    stake: int
    category: str
    odds: Odds | None
    """The art. 10 odds paid; None when there is no stake or the hand is odd cards."""
    amount: int
    """+ won, - lost, 0 no stake (whole odds: never any rounding)."""
    rule: str = f"{REGULATION} art. 9.1, 10; R6-4"


def settle_pair_plus(stake: int, hand: QHand) -> PairPlusResult:
    """Art. 10 odds on the seat's category; three odd cards lose it (art. 9.1)."""
    if stake == 0:
        return PairPlusResult(0, hand.category, None, 0)
    odds = PAIR_PLUS_ODDS.get(hand.category)
    if odds is None:
        return PairPlusResult(stake, hand.category, None, -stake)
    return PairPlusResult(stake, hand.category, odds, int(odds.of(stake)))


@dataclass(frozen=True)
class BetResult:
    """The bet against the croupier (art. 9.2-9.7; R6-5).

    ``outcome``: 'none' (no bet), 'fold' (art. 9.3), 'dealer-not-qualified'
    (art. 9.5), 'win' (art. 9.7), 'lose' (art. 9.6) or 'push' (R6-3, R6-3b).
    """

    stake: int
    outcome: str
    odds: Odds | None
    """Odds paid on a win (art. 9.7) or by a croupier who does not qualify (art. 9.5)."""
    exact: Fraction
    """The signed result before rounding to the chip unit."""
    amount: int
    """The signed result: + won, - lost (R0-3 applied)."""
    rounding: str
    """'none', 'down' (what the house pays) or 'up' (the half forfeited on a fold), R0-3."""
    showdown: Showdown | None
    rule: str = ""


def settle_bet(
    stake: int,
    decision: str | None,
    seat: QHand,
    dealer: QHand,
    qualification: Qualification,
    chip_unit: int,
) -> BetResult:
    """Settle one bet against the croupier (art. 9.3-9.7; R6-5; R0-3)."""
    if stake == 0:
        return BetResult(0, "none", None, Fraction(0), 0, "none", None)
    if decision not in DECISIONS:
        raise ValueError(f"a bet against the croupier needs play or fold, got {decision!r}")
    if decision == "fold":
        exact = -HALF.of(stake)
        return _bet(stake, "fold", None, exact, chip_unit, None, "art. 9.3; R6-5; R0-3")
    if not qualification.qualifies:
        return _bet(stake, "dealer-not-qualified", HALF, HALF.of(stake), chip_unit, None,
                    "art. 9.4, 9.5; R6-5; R0-3")
    result = showdown(seat, dealer)
    if result.winner == "dealer":
        return _bet(stake, "lose", None, Fraction(-stake), chip_unit, result, "art. 9.6; R6-5")
    if result.winner == "push":
        # R6-3b: equal three of a kind push (the house's reading, not art. 8's words); other equal
        # hands are identical to the suit (R6-3)
        rule = "art. 8; R6-3b" if seat.category == "three-of-a-kind" else "art. 8; R6-3"
        return _bet(stake, "push", None, Fraction(0), chip_unit, result, rule)
    odds = BET_ODDS.get(seat.category, EVEN_MONEY)
    return _bet(stake, "win", odds, odds.of(stake), chip_unit, result, "art. 9.7; R6-5; R0-3")


def _bet(
    stake: int, outcome: str, odds: Odds | None, exact: Fraction, chip_unit: int,
    result: Showdown | None, articles: str,
) -> BetResult:
    """Round ``exact`` per R0-3: a forfeit up (it is a loss), a payment down."""
    forfeit = exact < 0
    size = to_chip_unit(abs(exact), chip_unit, up=forfeit)
    amount = -size if forfeit else size
    rounding = "none" if amount == exact else ("up" if forfeit else "down")
    return BetResult(stake, outcome, odds, exact, amount, rounding, result,
                     f"{REGULATION} {articles}")


# -- the round ------------------------------------------------------------------------


@dataclass(frozen=True)
class QSeat:
    seat: int
    cards: tuple[Card, ...]
    pair_plus: int
    bet: int
    decision: str | None


@dataclass(frozen=True)
class QRound:
    chip_unit: int
    decks: int
    dealer: tuple[Card, ...]
    seats: tuple[QSeat, ...]
    chip_set: tuple[int, ...] = ()
    """The table's own chips (``params.chip_set``, issue 20), smallest first; () when the
    scenario gives none (the house set down to the chip unit: ``chipset.table_chip_set``)."""


@dataclass(frozen=True)
class SeatResult:
    seat: int
    hand: QHand
    pair_plus: PairPlusResult
    bet: BetResult

    @property
    def net(self) -> int:
        return self.pair_plus.amount + self.bet.amount


@dataclass(frozen=True)
class RoundResult:
    dealer: QHand
    qualification: Qualification
    seats: tuple[SeatResult, ...]


def settle_round(round_: QRound) -> RoundResult:
    """Pair plus first (art. 9.1), then each bet against the croupier (art. 9.2-9.7)."""
    dealer = evaluate(round_.dealer)
    qualification = dealer_qualifies(dealer)
    results = []
    for s in round_.seats:
        hand = evaluate(s.cards)
        pair_plus = settle_pair_plus(s.pair_plus, hand)
        bet = settle_bet(s.bet, s.decision, hand, dealer, qualification, round_.chip_unit)
        results.append(SeatResult(s.seat, hand, pair_plus, bet))
    return RoundResult(dealer, qualification, tuple(results))


def answer(result: RoundResult) -> dict[str, Any]:
    """The ``trainer solve`` answer (SCENARIOS.md, Q Poker); extra keys are additions."""
    return {
        "game": "qpoker",
        "dealer": {
            "category": result.dealer.category,
            "qualifies": result.qualification.qualifies,
            "qualification": result.qualification.reason,
            "cards": card_names(result.dealer.cards),
        },
        "seats": {
            str(r.seat): {
                "category": r.hand.category,
                "pair_plus": r.pair_plus.amount,
                "bet": r.bet.amount,
                "net": r.net,
                "cards": card_names(r.hand.cards),
                "pair_plus_odds": str(r.pair_plus.odds) if r.pair_plus.odds else None,
                "bet_outcome": r.bet.outcome,
                "bet_odds": str(r.bet.odds) if r.bet.odds else None,
            }
            for r in result.seats
        },
    }


@dataclass(frozen=True)
class QPokerSolution:
    """The engine's whole answer to a ``qpoker`` scenario, as values."""

    round: QRound
    result: RoundResult

    def to_json(self) -> dict[str, Any]:
        """The ``trainer solve`` answer (SCENARIOS.md keys)."""
        return answer(self.result)


def solve_qpoker_typed(data: Mapping[str, Any], rules: RuleSet) -> tuple[QRound, QPokerSolution]:
    """Read a ``qpoker`` scenario and answer it."""
    round_ = read_qpoker(data, rules)
    return round_, QPokerSolution(round_, settle_round(round_))


def solve_qpoker(data: Mapping[str, Any], rules: RuleSet) -> dict[str, Any]:
    """Scenario -> answer for ``game: qpoker`` (SCENARIOS.md)."""
    return solve_qpoker_typed(data, rules)[1].to_json()


# -- reading a scenario: R0-3, R0-4, R7 ------------------------------------------------


def read_qpoker(data: Mapping[str, Any], rules: RuleSet) -> QRound:
    """Read a ``qpoker`` scenario, refusing invalid input with the field named."""
    v.no_unknown_keys(data, _TOP_KEYS, ())
    chip_unit, decks, chip_set = _read_params(data, rules)
    ledger = v.CardLedger(copies=decks)
    dealer = _hand(v.require(data, "dealer", (), "the croupier's three cards"), ("dealer",),
                   rules, "the croupier", ledger)
    raw_seats = v.sequence(v.require(data, "seats", ()), ("seats",))
    if not raw_seats:
        raise ScenarioError(("seats",), "a round needs at least one seat with a bet")
    seats: list[QSeat] = []
    for i, raw in enumerate(raw_seats):
        seat = _read_seat(raw, ("seats", i), rules, chip_unit, ledger)
        if any(s.seat == seat.seat for s in seats):
            raise ScenarioError(("seats", i, "seat"), f"seat {seat.seat} is listed twice")
        seats.append(seat)
    seats.sort(key=lambda s: s.seat)
    return QRound(chip_unit, decks, tuple(dealer), tuple(seats), chip_set)


def _read_params(data: Mapping[str, Any], rules: RuleSet) -> tuple[int, int, tuple[int, ...]]:
    """``chip_unit``, ``decks`` (art. 1.1: one deck or more) and the ``chip_set`` (() if not
    given); ``decks`` may be given at the top (SCENARIOS.md) or in ``params``, not both
    differently."""
    path: FieldPath = ("params",)
    given = {} if data.get("params") is None else v.mapping(data["params"], path)
    v.no_unknown_keys(given, _PARAM_KEYS, path)
    chip_unit = v.integer(rules.param(given, "chip_unit"), (*path, "chip_unit"), minimum=1)
    chip_set: tuple[int, ...] = ()
    if "chip_set" in given:  # the table's chips (issue 20): drawn and paid in, never changes an amount
        chip_set = v.chip_set(given["chip_set"], (*path, "chip_set"), chip_unit)
    decks = v.integer(rules.param(given, "decks"), (*path, "decks"), minimum=1)
    if data.get("decks") is not None:
        top = v.integer(data["decks"], ("decks",), minimum=1)
        if "decks" in given and top != decks:
            raise ScenarioError(("decks",), f"decks is {top} here but {decks} in params")
        decks = top
    return chip_unit, decks, chip_set


def _read_seat(
    raw: Any, path: FieldPath, rules: RuleSet, chip_unit: int, ledger: v.CardLedger
) -> QSeat:
    raw = v.mapping(raw, path)
    v.no_unknown_keys(raw, _SEAT_KEYS, path)
    number = v.integer(v.require(raw, "seat", path), (*path, "seat"), minimum=1)
    if number > rules.max_seats:
        raise ScenarioError((*path, "seat"), f"seat {number} does not exist: qpoker tables "
                                             f"have {rules.max_seats} seats")
    who = f"seat {number}"
    pair_plus = v.amount(raw.get("pair_plus", 0), (*path, "pair_plus"), chip_unit)
    bet = v.amount(raw.get("bet", 0), (*path, "bet"), chip_unit)
    if pair_plus == 0 and bet == 0:
        raise ScenarioError((*path, "bet"), f"{who} has no bet at all: give pair_plus, bet or "
                                            "both (art. 7 deals only to hands with a bet)")
    decision = raw.get("decision")
    if bet and decision is None:
        raise ScenarioError((*path, "decision"), f"{who} has a bet of {bet} against the croupier "
                                                 "but no decision (play or fold, art. 9.2)")
    if not bet and decision is not None:
        raise ScenarioError((*path, "decision"), f"{who} has a decision but no bet against "
                                                 "the croupier to play or fold")
    if decision is not None and decision not in DECISIONS:
        raise ScenarioError((*path, "decision"),
                            f"{who}: decision must be play or fold, got {decision!r}")
    cards = _hand(v.require(raw, "cards", path, f"{who}'s three cards"), (*path, "cards"),
                  rules, who, ledger)
    return QSeat(number, tuple(cards), pair_plus, bet, decision)


def _hand(raw: Any, path: FieldPath, rules: RuleSet, who: str, ledger: v.CardLedger) -> list[Card]:
    """Three cards of the shoe; no card more often than the decks hold it (R0-4)."""
    cards = v.cards(raw, path, rules, who, count=3)
    for i, c in enumerate(cards):
        holders = list(ledger.seen.get(c, ()))
        try:
            ledger.add(c, (*path, i), who)
        except ScenarioError:
            decks = ledger.copies
            shoe = f"{decks} deck" + ("s hold" if decks > 1 else " holds")
            raise ScenarioError(
                (*path, i),
                f"{who}: {c} is dealt {len(holders) + 1} times but {shoe} only {decks} "
                f"(already held by {', '.join(holders)})",
            ) from None
    return cards
