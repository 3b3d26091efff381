"""Uncalled bets, side pots, commission and odd chips (RULINGS R1).

Settling a poker hand, step by step as the croupier does it:

1. the uncalled bet goes back to its owner before anything else (R1-1; stud art. 9);
2. what is left is cut into the main pot and side pots by the commitment levels of
   the seats still in (R1-2; non-banked rule 38, stud art. 11 a);
3. each pot, main pot first, is charged its commission until the hand's cap is
   reached (R1-5; rule 65, stud art. 9, Omaha 2010 art. 16);
4. the rest of each pot goes to its best eligible hand(s), split equally in whole
   chip units (R1-3), the odd units one each in the rule set's order (R1-4);
5. payouts + commission = commitments, always (R1-6).

Every step keeps the numbers it worked with (which layer, which seats put chips in
it, who could win it, what the commission was before the cap, who got an odd chip
and why), so an explanation can be built from a :class:`Settlement` alone.

Seats are plain seat numbers; hand strengths are ints, higher is better, equal is
a tie (see :mod:`trainer.engine.evaluate`).  Nothing here knows about cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from .chips import floor_to_unit

# RULINGS R1-4 (param ``odd_chip``): who gets the units left after an equal split.
ODD_CHIP_RULES: dict[str, str] = {
    "croupier-left": "ruling R1-4 (Omaha 2010 art. 10.5): the whole remainder to the first winner clockwise "
                     "from the croupier's left",
    "marker": "non-banked rule 67: first winner at or clockwise from the marker (a mão)",
    "dealing-order": "RULINGS R1-4 (stud): first winner in dealing order, from the croupier's right",
}
WHOLE_REMAINDER_RULES = frozenset({"croupier-left"})
"""R1-4: rules that give every odd unit to one winner (art. 10.5 "acresce à mão do participante")."""


class SettlementError(ValueError):
    """Commitments no real hand can produce (a programming or input-checking error)."""


@dataclass(frozen=True)
class Commission:
    """Commission per hand (RULINGS R1-5): ``percent`` of each pot, at most ``cap`` in all."""

    percent: float
    cap: int | None = None

    @property
    def rate(self) -> Fraction:
        """The percentage as an exact fraction (``3.3`` is 33/1000, not a binary float)."""
        return percent_rate(self.percent)


@lru_cache(maxsize=64)
def percent_rate(percent: float) -> Fraction:
    """``percent`` % as an exact fraction, read from its decimal writing (a table has a few rates)."""
    return Fraction(str(percent)) / 100


@dataclass(frozen=True)
class UncalledBet:
    """RULINGS R1-1: the part of the largest commitment nobody matched goes back."""

    seat: int
    amount: int
    committed: int
    """What the seat had put in, the uncalled part included."""
    called_to: int
    """The second-largest commitment: how far the others went."""


@dataclass(frozen=True)
class SidePot:
    """One layer of the commitments (RULINGS R1-2): chips between two levels.

    The main pot (``index`` 0) takes from every seat up to the smallest level of a
    seat still in; each side pot takes the next layer.  ``contributions`` names every
    seat that put chips in this layer, folded or not; ``eligible`` only the seats
    still in that reached ``ceiling``.
    """

    index: int
    floor: int
    """Commitment level where the layer starts (chips above it)."""
    ceiling: int
    """Commitment level where the layer ends (chips up to it)."""
    contributions: tuple[tuple[int, int], ...]
    eligible: tuple[int, ...]

    @property
    def amount(self) -> int:
        return sum(chips for _, chips in self.contributions)

    @property
    def is_main(self) -> bool:
        return self.index == 0

    @property
    def dead_seats(self) -> tuple[int, ...]:
        """Folded seats whose chips are in this pot: they contribute, never win (R1-2)."""
        return tuple(seat for seat, _ in self.contributions if seat not in self.eligible)


@dataclass(frozen=True)
class CommissionCharge:
    """What the house took from one pot (RULINGS R1-5), and why."""

    rate: Fraction
    due: int
    """``floor_to_unit(pot × rate)`` before the cap."""
    cap_left: int | None
    """What the hand's cap still allowed when this pot was reached (None: no cap)."""
    charged: int

    @property
    def capped(self) -> bool:
        return self.charged < self.due


@dataclass(frozen=True)
class OddChips:
    """RULINGS R1-4: units left after the equal split: one each to the first winners, or
    (``whole``, omaha-macau) all of them to the first winner."""

    units: int
    rule: str
    order: tuple[int, ...]
    """The pot's winners in the rule's order."""
    receivers: tuple[int, ...]
    """The winners who got extra units: the first ``units`` of ``order`` (one each), or
    the first of ``order`` alone when ``whole``."""

    @property
    def whole(self) -> bool:
        return self.rule in WHOLE_REMAINDER_RULES


@dataclass(frozen=True)
class PotAward:
    """One pot settled: winners, commission, equal part and odd chips."""

    pot: SidePot
    winners: tuple[int, ...]
    """Best hand(s) among the eligible seats (R1-3), in seat order."""
    contested: bool
    """False when only one seat could win the pot (nothing to show)."""
    commission: CommissionCharge
    equal_part: int
    """What each winner gets before the odd chips: whole chip units."""
    odd_chips: OddChips
    shares: tuple[tuple[int, int], ...]
    """(seat, chips) for every winner that gets something, in seat order."""

    @property
    def net(self) -> int:
        """The pot less its commission: what the winners share."""
        return self.pot.amount - self.commission.charged

    def share_of(self, seat: int) -> int:
        return dict(self.shares).get(seat, 0)


@dataclass(frozen=True)
class Settlement:
    """A hand's chips from commitments to payouts (RULINGS R1).

    ``over`` is False while more than one seat is still in and the cards are not
    all out: then only the uncalled bet and the pots (amounts, eligible seats) are
    known, and ``awards`` is empty.
    """

    commitments: tuple[tuple[int, int], ...]
    folded: frozenset[int]
    chip_unit: int
    uncalled: UncalledBet | None
    pots: tuple[SidePot, ...]
    over: bool
    awards: tuple[PotAward, ...] = ()

    @property
    def commission(self) -> int:
        return sum(a.commission.charged for a in self.awards)

    @property
    def payouts(self) -> dict[int, int]:
        """Chips pushed to each seat: its shares plus any uncalled return (seats > 0 only)."""
        out: dict[int, int] = {}
        if self.uncalled is not None:
            out[self.uncalled.seat] = self.uncalled.amount
        for award in self.awards:
            for seat, chips in award.shares:
                out[seat] = out.get(seat, 0) + chips
        return {seat: out[seat] for seat in sorted(out) if out[seat]}

    @property
    def total_committed(self) -> int:
        return sum(c for _, c in self.commitments)


# -- R1-1 -------------------------------------------------------------------------------


def uncalled_bet(commitments: Mapping[int, int]) -> UncalledBet | None:
    """RULINGS R1-1: the excess of a lone largest commitment over the second-largest.

    Returned before anything else; it is in no pot and bears no commission
    (Portaria 104/85/M art. 9 excludes the final bet "que não seja acompanhada").
    """
    if len(commitments) < 2:
        raise SettlementError("a hand needs at least two seats")
    ordered = sorted(commitments.items(), key=lambda kv: kv[1], reverse=True)
    (top_seat, top), (_, second) = ordered[0], ordered[1]
    if top == second:
        return None
    return UncalledBet(top_seat, top - second, top, second)


# -- R1-2 -------------------------------------------------------------------------------


def side_pots(commitments: Mapping[int, int], folded: Iterable[int]) -> tuple[SidePot, ...]:
    """RULINGS R1-2: main and side pots by the commitment levels of the seats still in.

    ``commitments`` are taken as they stand (return the uncalled bet first).  One
    layer per distinct level of a seat still in (rule 38: one side pot per all-in
    amount; stud art. 11 a: the short stack "está em jogo em relação à porção do bolo
    até à altura em que esgotou o capital").  Every seat, folded or not, puts in each
    layer what it committed within it; only seats still in that reached the layer's
    top may win it.  Rules 49-50 ("parte proporcional") read as this layering.
    """
    folded = frozenset(folded)
    ordered = sorted(commitments.items())
    live = {seat: c for seat, c in ordered if seat not in folded}  # in seat order
    if not live:
        raise SettlementError("every seat has folded: nobody can win the pots")
    top_live = max(live.values())
    for seat, c in ordered:
        if c > top_live and seat in folded:
            raise SettlementError(
                f"seat {seat} folded with {c} committed, more than any seat still in "
                f"({top_live}): a seat folds only facing a larger bet"
            )
    pots: list[SidePot] = []
    floor = 0
    for level in sorted(set(live.values())):
        if level == floor:  # a seat still in that put in nothing: no layer
            continue
        contributions = tuple((seat, min(c, level) - floor) for seat, c in ordered if c > floor)
        eligible = tuple(seat for seat, c in live.items() if c >= level)
        pots.append(SidePot(len(pots), floor, level, contributions, eligible))
        floor = level
    return tuple(pots)


def returned_commitments(
    commitments: Mapping[int, int], uncalled: UncalledBet | None
) -> dict[int, int]:
    """Commitments after the uncalled bet went back (R1-1): what the pots are made of."""
    out = dict(commitments)
    if uncalled is not None:
        out[uncalled.seat] -= uncalled.amount
    return out


# -- R1-5 -------------------------------------------------------------------------------


def commission_charges(
    amounts: Sequence[int], commission: Commission | None, chip_unit: int
) -> tuple[CommissionCharge, ...]:
    """RULINGS R1-5: each pot, main pot first, pays ``floor_to_unit(pot × percent)``
    until the hand's cap is reached; ``commission: none`` charges nothing."""
    if commission is None:
        return tuple(CommissionCharge(Fraction(0), 0, None, 0) for _ in amounts)
    rate = commission.rate
    taken = 0
    out = []
    for amount in amounts:
        due = floor_to_unit(amount * rate.numerator // rate.denominator, chip_unit)
        cap_left = None if commission.cap is None else max(commission.cap - taken, 0)
        charged = due if cap_left is None else min(due, cap_left)
        taken += charged
        out.append(CommissionCharge(rate, due, cap_left, charged))
    return tuple(out)


# -- R1-3, R1-4 -------------------------------------------------------------------------


def odd_chip_order(rule: str, seats: Iterable[int], marker: int | None = None) -> tuple[int, ...]:
    """RULINGS R1-4: seats in the order they receive odd chips under ``rule``.

    - ``croupier-left`` (omaha-macau, art. 10.5): clockwise from the croupier's left,
      i.e. lowest seat number first (R0-1);
    - ``marker`` (holdem, omaha, sintetico, rule 67): the marker's seat, then clockwise
      (increasing seat numbers, wrapping round past the croupier);
    - ``dealing-order`` (stud): from the croupier's right, counterclockwise, i.e.
      highest seat number first (art. 10 a deals that way).
    """
    seats = sorted(set(seats))
    if rule == "croupier-left":
        return tuple(seats)
    if rule == "dealing-order":
        return tuple(reversed(seats))
    if rule == "marker":
        if marker is None:
            raise SettlementError("odd_chip 'marker' needs the marker's seat")
        return tuple(s for s in seats if s >= marker) + tuple(s for s in seats if s < marker)
    raise SettlementError(f"unknown odd_chip rule {rule!r} (one of {', '.join(ODD_CHIP_RULES)})")


def split_pot(
    net: int, winners_in_order: Sequence[int], chip_unit: int, rule: str
) -> tuple[int, OddChips, tuple[tuple[int, int], ...]]:
    """RULINGS R1-3, R1-4: equal parts in whole chip units; the odd units one each in order,
    or, for omaha-macau (``croupier-left``), all of them to the first winner in order.

    Returns the equal part, the odd chips and the shares (seat order, zero shares left out).
    """
    n = len(winners_in_order)
    units, rest = divmod(net, chip_unit)
    if rest:
        raise SettlementError(f"pot of {net} is not a whole number of chip units ({chip_unit})")
    per_winner, odd_units = divmod(units, n)
    whole = rule in WHOLE_REMAINDER_RULES
    receivers = tuple(winners_in_order[: min(odd_units, 1) if whole else odd_units])
    odd = OddChips(odd_units, rule, tuple(winners_in_order), receivers)
    equal_part = per_winner * chip_unit
    extra = odd_units * chip_unit if whole else chip_unit
    shares = tuple(
        (seat, equal_part + (extra if seat in receivers else 0))
        for seat in sorted(winners_in_order)
    )
    return equal_part, odd, tuple((s, c) for s, c in shares if c)


def pot_winners(pot: SidePot, strengths: Mapping[int, int] | None) -> tuple[int, ...]:
    """RULINGS R1-3: the best hand(s) among the pot's eligible seats."""
    if len(pot.eligible) == 1:
        return pot.eligible
    if strengths is None:
        raise SettlementError(f"pot {pot.index} is contested but no hands were given")
    missing = [s for s in pot.eligible if s not in strengths]
    if missing:
        raise SettlementError(f"no hand strength for eligible seat(s) {missing}")
    best = max(strengths[s] for s in pot.eligible)
    return tuple(s for s in pot.eligible if strengths[s] == best)


# -- the whole hand ---------------------------------------------------------------------


def settle(
    commitments: Mapping[int, int],
    folded: Iterable[int],
    strengths: Mapping[int, int] | None,
    *,
    chip_unit: int = 1,
    commission: Commission | None = None,
    odd_chip: str = "croupier-left",
    marker: int | None = None,
) -> Settlement:
    """Settle a hand (RULINGS R1-1 … R1-6).

    ``commitments``: every seat's chips put in during the hand (blinds included);
    ``folded``: seats out of the hand; ``strengths``: the hand strength of every seat
    still in, or None while the cards are not all out.  With one seat still in the
    hand is over at once and that seat takes every pot, commission charged
    (R1-5: "charged on every hand, also one won without a showdown").
    """
    folded = frozenset(folded)
    commitments = dict(sorted(commitments.items()))
    for seat, c in commitments.items():
        if c < 0 or c % chip_unit:
            raise SettlementError(f"seat {seat}: {c} is not a whole number of chip units")
    uncalled = uncalled_bet(commitments)
    pots = side_pots(returned_commitments(commitments, uncalled), folded)
    live = [s for s in commitments if s not in folded]
    over = len(live) == 1 or strengths is not None
    awards: tuple[PotAward, ...] = ()
    if over:
        hands = None if len(live) == 1 else strengths
        order = odd_chip_order(odd_chip, commitments, marker)
        awards = award_pots(pots, hands, chip_unit, commission, order, odd_chip)
    settlement = Settlement(
        tuple(commitments.items()), folded, chip_unit, uncalled, pots, over, awards
    )
    if over:
        check_conservation(settlement)
    return settlement


def award_pots(
    pots: Sequence[SidePot],
    strengths: Mapping[int, int] | None,
    chip_unit: int,
    commission: Commission | None,
    order: Sequence[int],
    odd_chip: str,
) -> tuple[PotAward, ...]:
    """Each pot, main pot first: commission (R1-5), winners (R1-3), split and odd chips (R1-4)."""
    charges = commission_charges([p.amount for p in pots], commission, chip_unit)
    awards = []
    for pot, charge in zip(pots, charges, strict=True):
        winners = pot_winners(pot, strengths)
        in_order = tuple(s for s in order if s in winners)
        equal_part, odd, shares = split_pot(pot.amount - charge.charged, in_order, chip_unit, odd_chip)
        awards.append(
            PotAward(pot, winners, len(pot.eligible) > 1, charge, equal_part, odd, shares)
        )
    return tuple(awards)


def check_conservation(settlement: Settlement) -> None:
    """RULINGS R1-6: payouts + commission = commitments; anything else is a defect."""
    paid = sum(settlement.payouts.values()) + settlement.commission
    if paid != settlement.total_committed:
        raise AssertionError(
            f"R1-6 broken: payouts + commission = {paid}, commitments = "
            f"{settlement.total_committed}"
        )
