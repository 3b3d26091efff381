"""The score store: recording one answer, and the statistics the progress screens ask for.

Both on a file database in a temporary directory, WAL, ``synchronous=FULL`` —
the settings the app runs with.  Targets (issue 7): recording under 5 ms median,
per-skill statistics over 100,000 answers under 300 ms.
"""

from __future__ import annotations

import itertools
import tempfile
from functools import partial
from pathlib import Path

from trainer.bench import Row, median, p95, timings_ms

TITLE = "Score store (SQLite, WAL, synchronous=FULL)"
ORDER = 50
STATS_ATTEMPTS = 100_000


def run(quick: bool) -> list[Row]:
    with tempfile.TemporaryDirectory(prefix="trainer-bench-") as tmp:
        rows = _recording(Path(tmp) / "record.db", repeat=200 if quick else 1000)
        rows += _statistics(Path(tmp) / "stats.db", repeat=3 if quick else 7)
        rows += _class_view(Path(tmp) / "class.db", CLASS_ATTEMPTS_QUICK if quick else CLASS_ATTEMPTS)
    return rows


CLASS_ATTEMPTS = 1_000_000
CLASS_ATTEMPTS_QUICK = 100_000


def _class_view(path: Path, count: int) -> list[Row]:
    """The instructor's class view over ``count`` answers of 200 trainees (issue 16 item 9):
    the first read after opening the records, then warm."""
    from datetime import timedelta

    from trainer.store import Store
    from trainer.store.sample import START, fill_attempts

    with Store.open(path) as store:
        fill_attempts(store, count, trainees=200)
    now = START + timedelta(days=91)
    rows = []
    for label, since in (("all time", None), ("last 30 days", now - timedelta(days=30))):
        with Store.open(path) as store:
            view = partial(store.class_overview, since=since, now=now)
            first, warm = timings_ms(view, 1), timings_ms(view, 5)
        note = f"{count:,} attempts, 200 trainees; target < 200 ms warm, < 500 ms first"
        rows.append(Row(f"class view, {label}, first read", first[0], "ms", higher_is_better=False, note=note))
        rows.append(Row(f"class view, {label}, warm", median(warm), "ms", higher_is_better=False, note=note))
    return rows


def _recording(path: Path, repeat: int) -> list[Row]:
    from trainer.store import Answer, SessionKind, Store
    from trainer.store.sample import SKILLS

    with Store.open(path) as store:
        trainee = store.add_trainee("Bench")
        session = store.start_session(trainee.id, SessionKind.DRILL)
        answers = itertools.cycle(
            Answer(f"item-{i}", s.game, s.task, {"seats": [1, 2, 3], "pot": 120},
                   {"order": [2, 1, 3]}, i % 3 != 0, 1.0 if i % 3 else 0.0, 2500 + 37 * i)
            for i, s in enumerate(SKILLS))
        times = timings_ms(lambda: store.record_answer(session.id, next(answers)), repeat)
    note = f"{repeat} answers, commit + FSRS update each"
    return [
        Row("record one answer, median", median(times), "ms", higher_is_better=False,
            note=f"target < 5 ms; {note}"),
        Row("record one answer, 95th percentile", p95(times), "ms", higher_is_better=False,
            note=note),
    ]


def _statistics(path: Path, repeat: int) -> list[Row]:
    from trainer.store import Store
    from trainer.store.sample import fill_attempts

    with Store.open(path) as store:
        fill_attempts(store, STATS_ATTEMPTS, trainees=20)
        one = store.trainees()[0].id
        everyone = timings_ms(lambda: store.skill_stats(), repeat)
        single = timings_ms(lambda: store.skill_stats(one), repeat)
        weekly = timings_ms(lambda: store.skill_trend(None, period="week"), repeat)
    note = f"{STATS_ATTEMPTS:,} attempts, 20 trainees, 24 skills"
    return [
        Row("per-skill statistics, whole class", median(everyone), "ms",
            higher_is_better=False, note=f"target < 300 ms; {note}"),
        Row("per-skill statistics, one trainee", median(single), "ms", higher_is_better=False,
            note=note),
        Row("weekly trend, whole class", median(weekly), "ms", higher_is_better=False,
            note=note),
    ]
