"""Generators: how fast an exam is built (issue 6: "a 100-item exam in well under a second").

The mixed exam takes items round-robin from every (game, task) the generators
build, each item solved by the engine as a scripted item would be.  Rows for the
fastest and the slowest games show the spread: thirteen cards is bound by the
engine's solve (every arranged place is also searched for a missed natural).
There is no anchor library for this work.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from functools import partial

from trainer.bench import Row, median
from trainer.curriculum.generate import generate, tasks_of
from trainer.engine.rulesets import GAMES

TITLE = "Generators: building exams"
ORDER = 40
EXAM_SIZE = 100
TARGET_S = 1.0


def mixed_exam(seed: int, size: int = EXAM_SIZE) -> int:
    pairs = [(g, t) for g in GAMES for t in tasks_of(g)]
    counts = Counter(pairs[i % len(pairs)] for i in range(size))
    built = 0
    for (game, task), n in counts.items():
        built += len(generate(game, task, n, seed))
    return built


def _seconds(fn: Callable[[int], object], repeat: int) -> list[float]:
    out = []
    for i in range(repeat):
        start = time.perf_counter()
        fn(i)
        out.append(time.perf_counter() - start)
    return out


def _generate_one(game: str, task: str, i: int) -> object:
    return generate(game, task, EXAM_SIZE, 2000 + i)


def run(quick: bool) -> list[Row]:
    repeat = 3 if quick else 10
    mixed_exam(0, 32)  # ranking tables and imports outside the timings
    exam = median(_seconds(lambda i: mixed_exam(1000 + int(i)), repeat))
    rows = [
        Row(f"mixed {EXAM_SIZE}-item exam, all games and tasks", EXAM_SIZE / exam, "items/s",
            note=f"{exam * 1000:.0f} ms per exam (median of {repeat}); target < {TARGET_S:.0f} s"),
    ]
    for game, task in (("holdem", "pot-split"), ("qpoker", "qpoker-payout"), ("thirteen", "thirteen-settle")):
        seconds = median(_seconds(partial(_generate_one, game, task), repeat))
        rows.append(Row(f"{EXAM_SIZE} items of {game} {task}", EXAM_SIZE / seconds, "items/s",
                        note=f"{seconds * 1000:.0f} ms"))
    return rows
