"""Arranging 13 cards into three rows (Portaria 51/89/M art. 7, 9; RULINGS R5-4, R5-5).

Given a place's 13 unarranged cards, :func:`arrange` reports any natural and the
strongest legal (non-fouling) arrangement: the strongest back, then the strongest
middle that goes with it, then the strongest front — rows compared back first,
then middle, then front.  It is a hint for trainees and a generator for lessons.

Every 5-card subset (1,287) and 3-card subset (286) of the hand is evaluated
once, keyed by a 13-bit mask of the cards it uses; the search then only combines
masks.  The strongest back is always part of a legal arrangement (the best five of
the remaining eight can always follow it: they are never above the back, and never
below the three cards left over), so only the backs of the top strength are tried.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from .cards import RANK_MASK, SUIT_SHIFT, Card, sort_cards
from .rulesets import THIRTEEN_FRONT_RANKING, THIRTEEN_RANKING
from .thirteen import HAND_SIZE, RUN_KEYS, Hand, front_on_row_scale, judge

FULL_MASK = (1 << HAND_SIZE) - 1
FIVE_MASKS: tuple[int, ...] = tuple(
    sum(1 << i for i in c) for c in combinations(range(HAND_SIZE), 5)
)
THREE_MASKS: tuple[int, ...] = tuple(
    sum(1 << i for i in c) for c in combinations(range(HAND_SIZE), 3)
)
_ONE_SUIT = {n: frozenset(n << (4 * i) for i in range(4)) for n in (3, 5)}

Rows = tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]


def five_strength(total: int) -> int:
    """Middle/back strength of five cards from the sum of their keys (R5-3)."""
    if (total >> SUIT_SHIFT) in _ONE_SUIT[5]:
        return THIRTEEN_RANKING.suited_table[total & RANK_MASK]
    return THIRTEEN_RANKING.plain_table[total & RANK_MASK]


def front_strength(total: int) -> int:
    """A front's strength on the middle's scale (R5-2, R5-4) from the sum of its keys."""
    if (total >> SUIT_SHIFT) in _ONE_SUIT[3]:
        return front_on_row_scale(THIRTEEN_FRONT_RANKING.suited_table[total & RANK_MASK])
    return front_on_row_scale(THIRTEEN_FRONT_RANKING.plain_table[total & RANK_MASK])


class Subsets:
    """Every 5-card and 3-card subset of one 13-card hand, evaluated once, by mask."""

    def __init__(self, cards: Sequence[Card]) -> None:
        if len(cards) != HAND_SIZE or len(set(cards)) != HAND_SIZE:
            raise ValueError("arranging needs 13 distinct cards")
        self.cards = tuple(cards)
        self.five_total = dict(zip(FIVE_MASKS, map(sum, combinations(self.cards, 5)), strict=True))
        self.three_total = dict(zip(THREE_MASKS, map(sum, combinations(self.cards, 3)), strict=True))
        self.five = {m: five_strength(t) for m, t in self.five_total.items()}
        self.front = {m: front_strength(t) for m, t in self.three_total.items()}

    def fives_within(self, mask: int) -> Iterable[int]:
        """Masks of every five cards among the eight of ``mask``."""
        bits = [1 << i for i in range(HAND_SIZE) if mask >> i & 1]
        return map(sum, combinations(bits, 5))

    def rows(self, back: int, middle: int) -> Rows:
        front = FULL_MASK ^ back ^ middle
        return (self._cards(front), self._cards(middle), self._cards(back))

    def _cards(self, mask: int) -> tuple[Card, ...]:
        return tuple(c for i, c in enumerate(self.cards) if mask >> i & 1)


def strongest_rows(cards: Sequence[Card]) -> Rows:
    """The strongest arrangement that does not foul (RULINGS R5-4), compared back first.

    Among backs of the top strength (equal when only ignored kickers differ, art. 9
    II.3, II.4, II.7), the one leaving the strongest middle, then front, is taken.
    """
    return _strongest(Subsets(sort_cards(cards)))


def _strongest(subsets: Subsets) -> Rows:
    top = max(subsets.five.values())
    best: tuple[tuple[int, int], int, int] | None = None
    for back, strength in subsets.five.items():
        if strength != top:
            continue
        rest = FULL_MASK ^ back
        for middle in subsets.fives_within(rest):
            key = (subsets.five[middle], subsets.front[rest ^ middle])
            if key[1] <= key[0] and (best is None or key > best[0]):
                best = (key, back, middle)
    assert best is not None  # see the module docstring: the top back always has a legal rest
    return subsets.rows(best[1], best[2])


def _natural_rows(
    subsets: Subsets, five_ok: Callable[[int], bool], three_ok: Callable[[int], bool]
) -> Rows | None:
    """The strongest legal rows whose every row passes its test (a row-natural), or None."""
    backs = sorted(
        ((s, m) for m, s in subsets.five.items() if five_ok(subsets.five_total[m])), reverse=True
    )
    best: tuple[tuple[int, int, int], int, int] | None = None
    for back_strength, back in backs:
        if best is not None and back_strength < best[0][0]:
            break
        rest = FULL_MASK ^ back
        for middle in subsets.fives_within(rest):
            middle_strength = subsets.five[middle]
            front = rest ^ middle
            if middle_strength > back_strength or not five_ok(subsets.five_total[middle]):
                continue
            if not three_ok(subsets.three_total[front]) or subsets.front[front] > middle_strength:
                continue
            key = (back_strength, middle_strength, subsets.front[front])
            if best is None or key > best[0]:
                best = (key, back, middle)
    return None if best is None else subsets.rows(best[1], best[2])


def _one_suit(size: int) -> Callable[[int], bool]:
    return lambda total: (total >> SUIT_SHIFT) in _ONE_SUIT[size]


def _run(size: int) -> Callable[[int], bool]:
    return lambda total: (total & RANK_MASK) in RUN_KEYS[size]


# Art. 9 I: the naturals that depend on how the cards are set, in the article's order.
ROW_NATURALS: dict[str, tuple[Callable[[int], bool], Callable[[int], bool]]] = {
    "three-flushes": (_one_suit(5), _one_suit(3)),
    "three-straights": (_run(5), _run(3)),
}


def natural_split(cards: Sequence[Card], natural: str) -> Rows | None:
    """Rows showing three flushes or three straights, legal and strongest, if the cards allow.

    Such rows can always be set without a foul (the two five-card rows swap; a
    one-suit or consecutive front is high card), so the search requires it.  Whether
    the cards make the natural at all is :func:`.thirteen.cards_natural`'s question;
    this finds the rows to show it.
    """
    return _natural_rows(Subsets(sort_cards(cards)), *ROW_NATURALS[natural])


@dataclass(frozen=True)
class Arrangement:
    """The engine's hint for 13 unarranged cards (SCENARIOS.md, RULINGS R5-4, R5-5)."""

    hand: Hand
    """The strongest legal arrangement, judged."""
    natural: str | None
    """The natural of the 13 cards, however they are set (art. 9 I order, RULINGS R5-5)."""
    natural_rows: Hand | None
    """For three flushes / three straights: the strongest legal rows that show it."""

    def answer(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "natural": self.natural,
            "arrangement": {r.row: r.names() for r in self.hand.rows},
            "categories": {r.row: r.category for r in self.hand.rows},
        }
        if self.natural_rows is not None:
            out["natural_arrangement"] = {r.row: r.names() for r in self.natural_rows.rows}
        return out


def arrange(cards: Sequence[Card]) -> Arrangement:
    """Report the natural of the cards (art. 9 I order, RULINGS R5-5) and the strongest
    legal arrangement; for three flushes / three straights, the rows that show it."""
    subsets = Subsets(sort_cards(cards))
    hand = judge(*_strongest(subsets))
    natural, natural_rows = hand.natural, None
    if natural is not None and natural in ROW_NATURALS:
        rows = _natural_rows(subsets, *ROW_NATURALS[natural])
        assert rows is not None  # cards_natural is exact (test_thirteen_natural_precheck)
        natural_rows = judge(*rows)
    return Arrangement(hand, natural, natural_rows)
