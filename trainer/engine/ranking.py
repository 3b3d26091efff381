"""Hand rankings as lookup tables (RULINGS R3, R5-2, R5-3, R6).

A :class:`Ranking` describes one game's order of hands: which categories exist and
in which order, which sequences count as straights (and straight flushes) and in
which order, and which kickers count.  From that description it builds two tables
keyed by the rank part of a hand's card-key sum (see :mod:`trainer.engine.cards`):
one for hands that are not of one suit and one for hands that are.  A hand's
*strength* is then one dictionary look-up, and strengths compare as plain ints:
higher is better, equal is a tie under that game's rules.

The same machinery serves five-card poker (every rule set), the three-card front
row of 13 cards, and the three-card hands of Q Poker; best-of-six and best-of-seven
tables are derived for hold'em on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import combinations, combinations_with_replacement
from operator import itemgetter
from typing import Any, TypeVar

from .cards import RANK_MASK, SUIT_SHIFT, Card, rank_key

CATEGORIES: tuple[str, ...] = (
    "royal-flush",
    "straight-flush",
    "four-of-a-kind",
    "full-house",
    "flush",
    "straight",
    "three-of-a-kind",
    "figures-with-pairs",
    "simple-figures",
    "two-pair",
    "one-pair",
    "high-card",
)

T = TypeVar("T")

TIEBREAK_BITS = 4
TIEBREAK_SLOTS = 5
CATEGORY_SHIFT = TIEBREAK_BITS * TIEBREAK_SLOTS


def pack(category_rank: int, tiebreak: Sequence[int]) -> int:
    """Strength int: category rank in the high bits, tie-break values below, first most significant."""
    value = category_rank
    for i in range(TIEBREAK_SLOTS):
        value = (value << TIEBREAK_BITS) | (tiebreak[i] if i < len(tiebreak) else 0)
    return value


def windows(order: Sequence[int], size: int) -> tuple[tuple[int, ...], ...]:
    """Consecutive runs of ``size`` ranks in ``order`` (given high to low), highest run first."""
    return tuple(tuple(order[i : i + size]) for i in range(len(order) - size + 1))


class FilledOnDemand(dict[int, T]):
    """A table keyed by rank key whose entry is made the first time it is read: at most one
    entry per multiset of ranks, so it stays bounded (a few thousand entries)."""

    def __init__(self, make: Callable[[int], T]) -> None:
        super().__init__()
        self._make = make

    def __missing__(self, key: int) -> T:
        value = self[key] = self._make(key)
        return value


def ranks_of_key(key: int) -> list[int]:
    """The rank values of a rank key (see :mod:`trainer.engine.cards`), low to high, repeated."""
    return [r for r in range(2, 15) for _ in range((key >> (3 * (r - 2))) & 7)]


class SplitTable:
    """Strengths of the hands made of exactly ``used`` hole cards and ``size - used`` board
    cards, suits ignored: Omaha's two and three (rule 73, Omaha 2010 art. 10.1), sintético's
    two and three (rule 97).

    ``rows`` holds one row per multiset of ``used`` ranks (a hole part), one entry per
    multiset of ``size - used`` ranks (a board part): the strength of the five together
    (-1 where they would make five of a rank).  A hole's distinct parts are its rows
    (:attr:`hole_rows`); a board's distinct parts are one getter (:attr:`board_parts`) that
    reads a row at each of them, so the best hand is a max over rows read by the getter,
    with no sum or hash per pair of parts.  Both are filled on demand, keyed by the rank key
    of the cards.
    """

    def __init__(self, ranking: Ranking, used: int) -> None:
        self.used = used
        hole_keys = [sum(map(rank_key, r)) for r in combinations_with_replacement(ranking.ranks, used)]
        board_keys = [sum(map(rank_key, r)) for r in combinations_with_replacement(ranking.ranks, ranking.size - used)]
        plain = ranking.plain_table
        self.rows: tuple[list[int], ...] = tuple([plain.get(h + b, -1) for b in board_keys] for h in hole_keys)
        self.hole_codes = {k: i for i, k in enumerate(hole_keys)}
        self.board_codes = {k: i for i, k in enumerate(board_keys)}
        self.board_size = ranking.size - used
        self.hole_rows: FilledOnDemand[tuple[list[int], ...]] = FilledOnDemand(self._rows_of)
        """Rank key of a hole -> the rows of its distinct parts of ``used`` cards."""
        self.board_parts: FilledOnDemand[itemgetter[Any]] = FilledOnDemand(self._parts_of)
        """Rank key of a board -> a getter of a row's entries at the board's distinct parts."""

    def _rows_of(self, key: int) -> tuple[list[int], ...]:
        parts = self._codes(key, self.used, self.hole_codes)
        return tuple(self.rows[code] for code in parts)

    def _parts_of(self, key: int) -> itemgetter[Any]:
        parts = self._codes(key, self.board_size, self.board_codes)
        if not parts:
            raise ValueError("a hand needs five cards")
        return itemgetter(*parts, parts[0])  # one code more: the getter gives a tuple even for one part

    @staticmethod
    def _codes(key: int, size: int, codes: dict[int, int]) -> list[int]:
        keys = map(rank_key, ranks_of_key(key))
        return sorted({codes[sum(part)] for part in combinations(keys, size)})

    def best(self, hole_key: int, board_key: int) -> int:
        """The best strength of ``used`` cards of the hole and the rest of the board, by their rank keys."""
        best: int = max(map(max, map(self.board_parts[board_key], self.hole_rows[hole_key])))
        return best


@dataclass(frozen=True)
class Classified:
    category: str
    tiebreak: tuple[int, ...]


@dataclass(frozen=True, eq=False)
class Ranking:
    """One game's order of hands of ``size`` cards (5, or 3 for fronts and Q Poker)."""

    name: str
    ranks: tuple[int, ...]
    categories: tuple[str, ...]
    straights: tuple[tuple[int, ...], ...] = ()
    """Every straight, best first, each written as its ranks (any order)."""
    straight_flushes: tuple[tuple[int, ...], ...] | None = None
    """Straight flushes best first, when their order differs from ``straights``.
    With ``royal-flush`` among the categories, the A-K-Q-J-T flush is always royal."""
    size: int = 5
    quads_kicker: bool = True
    full_house_pair: bool = True
    trips_kickers: bool = True
    figures_from: int | None = None
    """Lowest "figure" rank (sintetico: J = 11) for figures-with-pairs / simple-figures."""
    _cache: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)
    best_seen: dict[int, int] = field(default_factory=dict, init=False, repr=False, compare=False)
    """Rank key of five or more cards with no five of one suit -> the best strength of any
    ``size`` of them (an entry of :meth:`best_plain`), kept by :func:`~.evaluate.best_of_any` for
    each multiset of ranks it has met: one plain dictionary read for most hands of six and seven."""

    # -- description ---------------------------------------------------------------

    def category_rank(self, category: str) -> int:
        return len(self.categories) - self.categories.index(category)

    def category_of(self, strength: int) -> str:
        return self.categories[len(self.categories) - (strength >> CATEGORY_SHIFT)]

    def tiebreak_of(self, strength: int) -> tuple[int, ...]:
        mask = (1 << TIEBREAK_BITS) - 1
        values = [
            (strength >> (TIEBREAK_BITS * (TIEBREAK_SLOTS - 1 - i))) & mask
            for i in range(TIEBREAK_SLOTS)
        ]
        while values and values[-1] == 0:
            values.pop()
        return tuple(values)

    # -- classification ------------------------------------------------------------

    @cached_property
    def _straight_index(self) -> dict[frozenset[int], int]:
        n = len(self.straights)
        return {frozenset(s): n - i for i, s in enumerate(self.straights)}

    @cached_property
    def _straight_flush_index(self) -> dict[frozenset[int], int]:
        order = self.straight_flushes if self.straight_flushes is not None else self.straights
        n = len(order)
        return {frozenset(s): n - i for i, s in enumerate(order)}

    def classify(self, ranks: Sequence[int], suited: bool) -> Classified:
        """Category and tie-break values of ``size`` ranks, ``suited`` if all one suit."""
        counts: dict[int, int] = {}
        for r in ranks:
            counts[r] = counts.get(r, 0) + 1
        groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
        shape = tuple(c for _, c in groups)
        order = tuple(r for r, _ in groups)
        distinct = frozenset(counts)
        cats = self.categories

        if suited and len(distinct) == self.size:
            if "royal-flush" in cats and distinct == frozenset((14, 13, 12, 11, 10)):
                return Classified("royal-flush", ())
            sf = self._straight_flush_index.get(distinct)
            if sf is not None and "straight-flush" in cats:
                return Classified("straight-flush", (sf,))
            if "flush" in cats:
                return Classified("flush", order)
        if shape[0] == 4:
            return Classified("four-of-a-kind", order if self.quads_kicker else order[:1])
        if shape[:2] == (3, 2):
            return Classified("full-house", order if self.full_house_pair else order[:1])
        if shape[0] == 3:
            return Classified("three-of-a-kind", order if self.trips_kickers else order[:1])
        if shape[:2] == (2, 2):
            if self.figures_from is not None and min(distinct) >= self.figures_from:
                return Classified("figures-with-pairs", order)
            return Classified("two-pair", order)
        if shape[0] == 2:
            return Classified("one-pair", order)
        st = self._straight_index.get(distinct)
        if st is not None and "straight" in cats:
            return Classified("straight", (st,))
        if (
            self.figures_from is not None
            and len(distinct) == 5
            and min(distinct) >= self.figures_from
        ):
            return Classified("simple-figures", order)
        return Classified("high-card", order)

    def strength_of_ranks(self, ranks: Sequence[int], suited: bool) -> int:
        c = self.classify(ranks, suited)
        return pack(self.category_rank(c.category), c.tiebreak)

    # -- tables --------------------------------------------------------------------

    @cached_property
    def plain_table(self) -> dict[int, int]:
        """Rank key of ``size`` cards not all of one suit -> strength."""
        table: dict[int, int] = {}
        for ranks in combinations_with_replacement(self.ranks, self.size):
            if max(ranks.count(r) for r in set(ranks)) > 4:
                continue
            table[sum(map(rank_key, ranks))] = self.strength_of_ranks(ranks, False)
        return table

    @cached_property
    def suited_table(self) -> dict[int, int]:
        """Rank key of ``size`` distinct ranks all of one suit -> strength."""
        return {
            sum(map(rank_key, ranks)): self.strength_of_ranks(ranks, True)
            for ranks in combinations(self.ranks, self.size)
        }

    @cached_property
    def _one_suit(self) -> frozenset[int]:
        return frozenset(self.size << (4 * i) for i in range(4))

    def strength(self, cards: Iterable[Card]) -> int:
        """Strength of exactly ``size`` cards."""
        total = sum(cards)
        if (total >> SUIT_SHIFT) in self._one_suit:
            return self.suited_table[total & RANK_MASK]
        return self.plain_table[total & RANK_MASK]

    def category(self, cards: Iterable[Card]) -> str:
        return self.category_of(self.strength(cards))

    @cached_property
    def plain_by_count(self) -> FilledOnDemand[dict[int, int]]:
        """``plain_by_count[n]`` is :meth:`best_plain` ``(n)``, read without a call (the 7-card path)."""
        return FilledOnDemand(self.best_plain)

    @cached_property
    def suited_by_count(self) -> FilledOnDemand[dict[int, int]]:
        """``suited_by_count[n]`` is :meth:`best_suited` ``(n)``."""
        return FilledOnDemand(self.best_suited)

    def best_plain(self, n: int) -> dict[int, int]:
        """Rank key of ``n`` >= size cards -> best strength of any ``size`` of them, suits ignored."""
        if n == self.size:
            return self.plain_table
        table = self._cache.get(("plain", n))
        if table is None:
            table = {}
            smaller = self.best_plain(n - 1)
            keys = [rank_key(r) for r in self.ranks]
            for key, value in smaller.items():
                for rk in keys:
                    if (key // rk) & 7 == 4:  # already four of this rank
                        continue
                    k = key + rk
                    if table.get(k, -1) < value:
                        table[k] = value
            self._cache[("plain", n)] = table
        return table

    def split_table(self, used: int) -> SplitTable:
        """The table of hands of ``used`` hole cards and ``size - used`` board cards (built once)."""
        table = self._cache.get(("split", used))
        if table is None:
            table = self._cache[("split", used)] = SplitTable(self, used)
        return table

    def best_suited(self, n: int) -> dict[int, int]:
        """Rank key of ``n`` >= size distinct ranks of one suit -> best suited strength."""
        if n == self.size:
            return self.suited_table
        table = self._cache.get(("suited", n))
        if table is None:
            table = {}
            smaller = self.best_suited(n - 1)
            keys = [rank_key(r) for r in self.ranks]
            for key, value in smaller.items():
                for rk in keys:
                    if key & (7 * rk):
                        continue
                    k = key + rk
                    if table.get(k, -1) < value:
                        table[k] = value
            self._cache[("suited", n)] = table
        return table


def standard_straights(order: Sequence[int], low_ace_run: Sequence[int] | None) -> tuple[tuple[int, ...], ...]:
    """Runs of five in ``order`` (high to low), then the run where the ace plays low."""
    runs = windows(order, 5)
    return runs + ((tuple(low_ace_run),) if low_ace_run else ())
