"""Chips by denomination (issue 20): a table's chip set, the fewest chips that make an
amount, and the stacks a croupier builds of them.

A chip set is the denominations a table plays with, e.g. the house set 5, 25, 100, 500,
1,000, 5,000, 10,000.  The regulations fix no chip set; the house rule a school teaches is
to pay, change and colour up in the **fewest chips** the set allows — so "the fewest" here
is exact (a dynamic programme), not the greedy count, which fails on sets such as 1, 15, 25
(30 = 15 + 15, not 25 + 5 x 1).  Among payments of the fewest chips, the one with the larger
denominations wins, so the answer is unique.

A croupier builds a denomination's chips in stacks of 20 and then of 5, the rest beside
(:func:`croupier_stacks`), larger denominations behind (:func:`stacks_of`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

HOUSE_SET = (5, 25, 100, 500, 1_000, 5_000, 10_000)
"""The default chip set of a table with no set of its own."""

NAMED_SETS: dict[str, tuple[int, ...]] = {
    "house": HOUSE_SET,
    "low": (1, 5, 25, 100, 500),
    "high": (25, 100, 500, 1_000, 5_000, 10_000),
}
"""Chip sets a lesson or ``trainer generate`` may name (the house's choices, not a
regulation's: no regulation fixes a chip set): the house set, a low-stakes table's chips
down to 1, and a high-stakes table's chips from 25."""

FULL_STACK, SMALL_STACK = 20, 5
"""A croupier's stack sizes: stacks of 20 chips, then of 5, the rest beside."""

Chips = dict[int, int]
"""Denomination -> how many chips of it (no zero counts)."""


class ChipSetError(ValueError):
    """A chip set or an amount that cannot be made of it."""


@dataclass(frozen=True)
class ChipSet:
    """The denominations of a table, smallest first."""

    values: tuple[int, ...] = HOUSE_SET

    def __post_init__(self) -> None:
        if not self.values:
            raise ChipSetError("a chip set needs at least one denomination")
        if any(not isinstance(v, int) or isinstance(v, bool) or v <= 0 for v in self.values):
            raise ChipSetError(f"denominations must be positive whole numbers, not {list(self.values)}")
        if list(self.values) != sorted(set(self.values)):
            raise ChipSetError(f"denominations must be distinct and smallest first, not {list(self.values)}")

    @classmethod
    def of(cls, values: Iterable[int]) -> ChipSet:
        return cls(tuple(sorted(values)))

    @property
    def smallest(self) -> int:
        return self.values[0]

    def can_make(self, amount: int) -> bool:
        return amount >= 0 and _fewest(self.values, amount) is not None

    def fewest(self, amount: int) -> Chips:
        """The fewest chips of this set that make ``amount`` (larger chips on a tie)."""
        if amount < 0:
            raise ChipSetError(f"an amount cannot be negative ({amount})")
        found = _fewest(self.values, amount)
        if found is None:
            raise ChipSetError(f"{amount} cannot be made of chips of {', '.join(map(str, self.values))}")
        return found

    def fewest_count(self, amount: int) -> int:
        return chip_count(self.fewest(amount))


def total(chips: Mapping[int, int]) -> int:
    return sum(value * count for value, count in chips.items())


def chip_count(chips: Mapping[int, int]) -> int:
    return sum(chips.values())


def colour_up(chips: Mapping[int, int], chip_set: ChipSet) -> Chips:
    """``chips`` exchanged for the fewest chips of the same total (colouring up)."""
    return chip_set.fewest(total(chips))


def broken_down(chips: Mapping[int, int], chip_set: ChipSet) -> Chips:
    """``chips`` with each denomination but the set's smallest given in the chips below it:
    the chips of one denomination changed into the fewest of the smaller ones (3 x 100 ->
    12 x 25), a denomination the smaller chips cannot make left as it is.  The stack a
    player pushes in to be coloured up (issue 20): the same total in smaller chips."""
    out: Chips = {}
    for value, count in chips.items():
        smaller = tuple(v for v in chip_set.values if v < value)
        part = {value: count}
        if count and smaller and ChipSet(smaller).can_make(value * count):
            part = ChipSet(smaller).fewest(value * count)
        for v, n in part.items():
            if n:
                out[v] = out.get(v, 0) + n
    return out


def croupier_stacks(count: int) -> list[int]:
    """``count`` chips of one denomination as a croupier stacks them: stacks of 20, then
    stacks of 5, then the rest (47 -> [20, 20, 5, 2])."""
    if count < 0:
        raise ChipSetError(f"a chip count cannot be negative ({count})")
    stacks = [FULL_STACK] * (count // FULL_STACK)
    rest = count % FULL_STACK
    stacks += [SMALL_STACK] * (rest // SMALL_STACK)
    if rest % SMALL_STACK:
        stacks.append(rest % SMALL_STACK)
    return stacks


def stacks_of(chips: Mapping[int, int]) -> list[tuple[int, list[int]]]:
    """Each denomination present with its stacks, the largest denomination first (behind)."""
    return [(value, croupier_stacks(chips[value])) for value in sorted(chips, reverse=True) if chips[value]]


@cache
def _table(values: tuple[int, ...], limit_units: int, unit: int) -> tuple[list[int], list[int]]:
    """Fewest chips for every multiple of ``unit`` up to ``limit_units`` units, and the
    denomination a best payment of each starts with (the largest that keeps it fewest)."""
    unreachable = limit_units + 1
    best = [0] + [unreachable] * limit_units
    first = [0] * (limit_units + 1)
    coins = [v // unit for v in values]
    for n in range(1, limit_units + 1):
        for coin in reversed(coins):  # largest first: a tie keeps the larger chip
            if coin <= n and best[n - coin] + 1 < best[n]:
                best[n], first[n] = best[n - coin] + 1, coin
    return best, first


def _fewest(values: tuple[int, ...], amount: int) -> Chips | None:
    """The fewest chips, exactly.  Past ``largest`` x ``largest`` units every best payment
    can hold a largest chip: it has at least ``largest`` chips, and among any ``largest``
    chips some add up to a multiple of the largest (pigeonhole on the running sums), which
    that many largest chips or fewer replace — so those are taken first, keeping the table
    small."""
    unit = _gcd(values)
    if amount % unit:
        return None
    units = amount // unit
    if _greedy_is_best(values):
        return _greedy(values, amount)
    out: Chips = {}
    largest = values[-1] // unit
    if units >= largest * largest:  # a best payment of this much holds a largest chip (below)
        count = (units - largest * largest) // largest + 1
        out[values[-1]] = count
        units -= count * largest
    limit = 1 << max(units, 1).bit_length()  # cached tables grow by doubling
    best, first = _table(values, limit, unit)
    if best[units] > limit:
        return None
    while units:
        coin = first[units]
        out[coin * unit] = out.get(coin * unit, 0) + 1
        units -= coin
    return out


def _greedy(values: tuple[int, ...], amount: int) -> Chips | None:
    out: Chips = {}
    for value in reversed(values):
        count, amount = divmod(amount, value)
        if count:
            out[value] = count
    return out if amount == 0 else None


@cache
def _greedy_is_best(values: tuple[int, ...]) -> bool:
    """Whether taking the largest chip first is always fewest for this set: it is if it is
    for every amount below the sum of the two largest chips (Kozen and Zaks, 1994), and only
    when the smallest chip divides every other (so the greedy never strands a remainder)."""
    if any(v % values[0] for v in values):
        return False
    bound = values[-1] + (values[-2] if len(values) > 1 else 0)
    unit = values[0]
    best, _ = _table(values, bound // unit, unit)
    return all(chip_count(_greedy(values, n * unit) or {}) == best[n] for n in range(1, bound // unit + 1))


@cache
def _gcd(values: tuple[int, ...]) -> int:
    """The set's chip unit (memoised: a table asks it for every amount it draws)."""
    from math import gcd

    out = 0
    for v in values:
        out = gcd(out, v)
    return out


def table_chip_set(chip_unit: int = 1, values: Iterable[int] | None = None) -> ChipSet:
    """A table's chip set: ``values`` when the lesson or scenario gives them (each a multiple
    of the chip unit), else the house set's denominations that are multiples of the chip
    unit, with the chip unit itself as the smallest chip when the house set lacks it — so
    every amount of the table (a multiple of the unit, R0-3) can be made of its chips."""
    if values is not None:
        chip_set = ChipSet.of(values)
        bad = [v for v in chip_set.values if v % chip_unit]
        if bad:
            raise ChipSetError(f"denominations {bad} are not multiples of the chip unit {chip_unit}")
        return chip_set
    house = [v for v in HOUSE_SET if v % chip_unit == 0]
    if not house or house[0] != chip_unit:
        house.insert(0, chip_unit)
    return ChipSet(tuple(house))
