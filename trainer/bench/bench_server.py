"""The school server (issue 22): ``trainer sync`` against a throwaway local PostgreSQL cluster.

Targets: a first sync of 100,000 answers from one workstation under 20 s; an incremental
sync of 50 new answers under 200 ms.  The workstation's store is a file (WAL,
``synchronous=FULL``); the cluster is a fresh ``initdb`` on this machine (fsync on).
Skipped, with the reason, where no PostgreSQL binaries are installed.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from trainer.bench import Row, median, timings_ms

if TYPE_CHECKING:
    from trainer.bench.pgcluster import Cluster

TITLE = "School server (PostgreSQL sync)"
ORDER = 55
FIRST_SYNC = 100_000
FIRST_SYNC_QUICK = 20_000
NEW_ANSWERS = 50


def run(quick: bool) -> list[Row]:
    from trainer.bench.pgcluster import Unavailable, throwaway_cluster

    try:
        with throwaway_cluster() as cluster, tempfile.TemporaryDirectory(prefix="trainer-bench-") as tmp:
            return _first_sync(cluster, Path(tmp), FIRST_SYNC_QUICK if quick else FIRST_SYNC, 1 if quick else 3) + \
                _incremental(cluster, Path(tmp) / "incremental.db", 3 if quick else 9)
    except Unavailable as exc:
        return [Row("school server sync", 0, "s", note=f"skipped: {exc}")]


def _first_sync(cluster: Cluster, folder: Path, count: int, repeat: int) -> list[Row]:
    from trainer.store import Store
    from trainer.store.sample import fill_attempts
    from trainer.store.server import init_server, sync

    path = folder / "first.db"
    with Store.open(path) as store:
        fill_attempts(store, count, trainees=20)
    seconds = []
    for _ in range(repeat):  # each time to a new, empty school database
        url = cluster.url(cluster.new_database())
        init_server(url)
        with Store.open(path) as store:
            started = time.perf_counter()
            summary = sync(store.db, url)
            seconds.append(time.perf_counter() - started)
        assert summary.sent.get("answers") == count, summary
    note = f"{count:,} synthetic answers, 20 trainees; median of {repeat}; target < 20 s for 100,000"
    with Store.open(folder / "instructor.db") as instructor:  # a new workstation receives them all
        started = time.perf_counter()
        received = sync(instructor.db, url).received_answers
        pulled = time.perf_counter() - started
    assert received == count, received
    return [Row(f"first sync, {count:,} answers", median(seconds), "s", higher_is_better=False, note=note),
            Row(f"a new workstation receives {count:,} answers", pulled, "s", higher_is_better=False,
                note="merged by the import: checked, schedules rebuilt; once")]


def _incremental(cluster: Cluster, path: Path, repeat: int) -> list[Row]:
    from trainer.store import Answer, SessionKind, Store
    from trainer.store.sample import SKILLS, fill_attempts
    from trainer.store.server import init_server, sync

    url = cluster.url(cluster.new_database())
    init_server(url)
    with Store.open(path) as store:
        fill_attempts(store, 10_000, trainees=20)
        sync(store.db, url)
        trainee = store.add_trainee("Bench")
        session = store.start_session(trainee.id, SessionKind.DRILL)
        given = 0

        def fifty_then_sync() -> None:
            nonlocal given
            for _ in range(NEW_ANSWERS):
                s = SKILLS[given % len(SKILLS)]
                store.record_answer(session.id, Answer(f"item-{given}", s.game, s.task, {"seats": [1, 2, 3]},
                                                       {"order": [2, 1, 3]}, True, 1.0, 2500))
                given += 1

        times = []
        for _ in range(repeat):
            fifty_then_sync()
            times += timings_ms(lambda: sync(store.db, url), 1)
    note = f"{NEW_ANSWERS} new since the last sync, 10,000 before; median of {repeat}; target < 200 ms"
    return [Row(f"incremental sync, {NEW_ANSWERS} new answers", median(times), "ms", higher_is_better=False, note=note)]
