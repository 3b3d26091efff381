"""13 cards: the strongest legal arrangement of a random 13-card hand.

Ours: :func:`trainer.engine.thirteen_arrange.arrange` (every 5-card and 3-card
subset evaluated once, then a search over masks; the natural checks included).
Anchor: a brute force over all 72,072 ways to set 13 cards in rows of 3, 5 and
5, each middle and back evaluated with treys and each front by its rank counts,
keeping the strongest arrangement that does not foul.  treys ranks straights
the standard way, so its answers can differ from RULINGS R5-3; it anchors the
time only.  The brute force is slow, so it is timed on a few hands.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Sequence
from functools import partial
from itertools import combinations
from typing import Any

from trainer.bench import Row, median, p95, timings_ms
from trainer.engine.cards import ALL_CARDS, Card
from trainer.engine.thirteen_arrange import arrange

TITLE = "Thirteen cards: arranging"
ORDER = 30
TARGET_MS = 50
ANCHOR = "treys brute force, 72,072 arrangements"


def _hands(count: int, seed: int = 51_89) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(ALL_CARDS, 13) for _ in range(count)]


def run(quick: bool) -> list[Row]:
    hands = _hands(40 if quick else 200)
    arrange(hands[0])  # build the ranking tables outside the timings
    times = []
    for hand in hands:
        times.extend(timings_ms(partial(arrange, hand), 1))
    rows = [
        Row(
            f"arrange 13 cards, median of {len(hands)} hands",
            median(times),
            "ms",
            higher_is_better=False,
            note=f"target < {TARGET_MS} ms",
        ),
        Row(f"arrange 13 cards, 95th percentile of {len(hands)}", p95(times), "ms",
            higher_is_better=False),
    ]
    brute_hands = hands[: 1 if quick else 3]
    anchor = _brute_force_ms(brute_hands)
    if anchor is None:
        rows[0].anchor = "treys not installed: no anchor"
        return rows
    rows[0].anchor, rows[0].anchor_value = ANCHOR, anchor
    rows.append(Row(f"treys brute force, per hand ({len(brute_hands)} hands)", anchor, "ms",
                    higher_is_better=False, note="the anchor alone"))
    return rows


def _brute_force_ms(hands: Sequence[Sequence[Card]]) -> float | None:
    try:
        from treys import Card as TreysCard
        from treys import Evaluator
    except ImportError:
        return None
    evaluator = Evaluator()
    start = time.perf_counter()
    for hand in hands:
        _brute_force(evaluator, [TreysCard.new(str(c)) for c in hand], [c.rank for c in hand])
    return (time.perf_counter() - start) * 1000 / len(hands)


# One scale for front and middle: high card 1, pair 2, two pair 3, trips 4, above 5.
# treys classes by rank (1..7462, lower stronger): straight or better <= 1609,
# three of a kind <= 2467, two pair <= 3325, one pair <= 6185.
_TREYS_CLASSES = ((1609, 5), (2467, 4), (3325, 3), (6185, 2), (7462, 1))


def _by_count(ranks: Sequence[int]) -> list[tuple[int, int]]:
    return sorted(Counter(ranks).items(), key=lambda kv: (kv[1], kv[0]), reverse=True)


def _front_key(ranks: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    groups = _by_count(ranks)
    return ({3: 4, 2: 2, 1: 1}[groups[0][1]], tuple(r for r, _ in groups))


def _middle_key(ranks: Sequence[int], treys_rank: int) -> tuple[int, tuple[int, ...]]:
    """The middle on the front's scale, its ranks by count (trips: the trio alone)."""
    category = next(c for limit, c in _TREYS_CLASSES if treys_rank <= limit)
    if category == 5:
        return (5, ())
    order = tuple(r for r, _ in _by_count(ranks))
    return (category, order[:1] if category == 4 else order)


def _brute_force(evaluator: Any, treys_cards: list[int], ranks: list[int]) -> tuple:
    """Every arrangement re-evaluated from scratch; the strongest legal one's key."""
    evaluate = evaluator.evaluate
    best: tuple = ()
    for back in combinations(range(13), 5):
        rest = [i for i in range(13) if i not in back]
        back_rank = evaluate([treys_cards[i] for i in back[:2]], [treys_cards[i] for i in back[2:]])
        for middle in combinations(rest, 5):
            front = [i for i in rest if i not in middle]
            middle_rank = evaluate(
                [treys_cards[i] for i in middle[:2]], [treys_cards[i] for i in middle[2:]]
            )
            if middle_rank < back_rank:  # treys: lower is stronger; middle above back
                continue
            front_key = _front_key([ranks[i] for i in front])
            if front_key > _middle_key([ranks[i] for i in middle], middle_rank):
                continue
            key = (-back_rank, -middle_rank, front_key)
            best = max(best, key) if best else key
    return best
