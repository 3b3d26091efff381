"""Best hand of a seat under each rule set's composition rule (RULINGS R3).

- holdem: any five of the seven cards (rule 94);
- omaha, omaha-macau: exactly two hole cards and three board cards (rule 73,
  Omaha 2010 art. 10.1);
- sintetico: both hole cards and three board cards (rule 97);
- stud: the hole card and the four open cards.

``strength`` is the fast path (one int, higher is better); ``best_hand`` also
finds the five cards that make the hand, for display and explanation.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from .cards import RANK_MASK, SUIT_SHIFT, Card, sort_cards
from .ranking import Ranking
from .rulesets import RuleSet

_SUIT_BITS = tuple(1 << (SUIT_SHIFT + 4 * i) for i in range(4))
_SUIT_CARRY = 0x3333 << SUIT_SHIFT
"""Added to a card-key sum, it sets the top bit of each suit count of five or more."""
_PLAIN_KEY = RANK_MASK | (0x8888 << SUIT_SHIFT)
"""Keeps the rank key and those top bits: the rank key alone when no suit holds five."""


@dataclass(frozen=True)
class HandValue:
    strength: int
    category: str
    best: tuple[Card, ...]

    def names(self) -> list[str]:
        return [str(c) for c in self.best]


def best_of_any(ranking: Ranking, cards: Sequence[Card]) -> int:
    """Strength of the best five of ``cards`` (5 to 7 cards), any five allowed.

    With no five cards of one suit the best five depend on the ranks alone: one read of
    :attr:`Ranking.best_seen` by the rank key.  A key with a suit's flag set is never there.
    """
    best = ranking.best_seen.get((sum(cards) + _SUIT_CARRY) & _PLAIN_KEY)
    if best is None:
        return _best_of_any_searched(ranking, cards)
    return best


def _best_of_any_searched(ranking: Ranking, cards: Sequence[Card]) -> int:
    """:func:`best_of_any` from the best-of-n tables; a hand with no flush is kept in ``best_seen``."""
    total = sum(cards)
    rank_key = total & RANK_MASK
    best = ranking.plain_by_count[len(cards)][rank_key]
    suits = total >> SUIT_SHIFT
    if ((suits + 0x3333) & 0x8888) == 0:  # no suit holds five or more
        ranking.best_seen[rank_key] = best
        return best
    for i, bit in enumerate(_SUIT_BITS):
        if (suits >> (4 * i)) & 15 < 5:
            continue
        suited = [c & RANK_MASK for c in cards if c & bit]
        value = ranking.suited_by_count[len(suited)][sum(suited)]
        if value > best:
            best = value
    return best


def best_of_split(
    ranking: Ranking, hole: Sequence[Card], board: Sequence[Card], hole_used: int
) -> int:
    """Strength of the best hand of exactly ``hole_used`` hole cards and the rest from the board."""
    board_total = sum(board)
    best = ranking.split_table(hole_used).best(sum(hole) & RANK_MASK, board_total & RANK_MASK)
    # A flush needs 5 - hole_used board cards and hole_used hole cards of one suit.
    need = 5 - hole_used
    board_suits = board_total >> SUIT_SHIFT
    if not ((board_suits + (8 - need) * 0x1111) & 0x8888):
        return best
    for i, bit in enumerate(_SUIT_BITS):
        if (board_suits >> (4 * i)) & 15 < need:
            continue
        suited_hole = [c & RANK_MASK for c in hole if c & bit]
        if len(suited_hole) < hole_used:
            continue
        suited_board = [c & RANK_MASK for c in board if c & bit]
        table = ranking.suited_table
        for h in combinations(suited_hole, hole_used):
            hs = sum(h)
            for b in combinations(suited_board, need):
                value = table[hs + sum(b)]
                if value > best:
                    best = value
    return best


def candidate_fives(
    rules: RuleSet, hole: Sequence[Card], board: Sequence[Card]
) -> Iterator[tuple[Card, ...]]:
    """Every legal five-card hand of a seat under the rule set's composition rule."""
    if rules.hole_used is None:
        yield from combinations([*hole, *board], 5)
    else:
        for h in combinations(hole, rules.hole_used):
            for b in combinations(board, 5 - rules.hole_used):
                yield h + b


def strength(rules: RuleSet, hole: Sequence[Card], board: Sequence[Card]) -> int:
    """Best strength of a seat (stud: ``hole`` is the hole card plus the open cards)."""
    ranking = rules.ranking
    if rules.hole_used is None:
        cards = [*hole, *board]
        if len(cards) == 5:
            return ranking.strength(cards)
        return best_of_any(ranking, cards)
    return best_of_split(ranking, hole, board, rules.hole_used)


def best_hand(rules: RuleSet, hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """The best legal five cards of a seat, with their category and strength."""
    ranking = rules.ranking
    best_value = -1
    best_five: tuple[Card, ...] = ()
    for five in candidate_fives(rules, sort_cards(hole), sort_cards(board)):
        value = ranking.strength(five)
        if value > best_value:
            best_value, best_five = value, five
    if best_value < 0:
        raise ValueError("a hand needs five cards")
    return HandValue(best_value, ranking.category_of(best_value), tuple(display_order(best_five)))


def display_order(cards: Sequence[Card]) -> list[Card]:
    """Cards grouped as a dealer reads them: largest group first, then rank, then suit."""
    counts: dict[int, int] = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    return sorted(cards, key=lambda c: (counts[c.rank], c.rank, c.suit_order), reverse=True)
