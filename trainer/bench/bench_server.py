"""The school server (issue 22): ``trainer sync`` against a throwaway local PostgreSQL cluster.

Targets: a first sync of 100,000 answers from one workstation under 20 s; an incremental
sync of 50 new answers under 200 ms; the instructor's class view read from the server over
1,000,000 answers of 200 trainees under 500 ms (the server filled directly, in SQL).
The workstation's store is a file (WAL, ``synchronous=FULL``); the cluster is a fresh
``initdb`` on this machine (fsync on).
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
CLASS_ANSWERS, CLASS_TRAINEES, CLASS_DAYS = 1_000_000, 200, 90
CLASS_ANSWERS_QUICK = 100_000
WORKSTATION = "b" * 32  # the filled school's one workstation
SESSION_ID = "md5('s-' || t || '-' || d)::uuid::text"  # SQL: a UUID per trainee and day
ATTEMPT_ID = "md5('a-' || n)::uuid::text"


def run(quick: bool) -> list[Row]:
    from trainer.bench.pgcluster import Unavailable, throwaway_cluster

    try:
        with throwaway_cluster() as cluster, tempfile.TemporaryDirectory(prefix="trainer-bench-") as tmp:
            return _first_sync(cluster, Path(tmp), FIRST_SYNC_QUICK if quick else FIRST_SYNC, 1 if quick else 3) + \
                _incremental(cluster, Path(tmp) / "incremental.db", 3 if quick else 9) + \
                class_view(cluster, CLASS_ANSWERS_QUICK if quick else CLASS_ANSWERS, 3 if quick else 7)
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


def fill_school(url: str, answers: int, trainees: int = CLASS_TRAINEES, days: int = CLASS_DAYS) -> None:
    """``answers`` drill answers of ``trainees`` trainees over the last ``days`` days, written on
    the server directly (one ``INSERT ... SELECT`` from ``generate_series``: no workstation, no
    sync), each with an export record of a real answer's size; then ``VACUUM ANALYZE`` of the answers
    and of the counts their trigger wrote (as autovacuum leaves a server after such a fill)."""
    import psycopg

    from trainer.store.sample import SKILLS

    games = [s.game for s in SKILLS]
    tasks = [s.task for s in SKILLS]
    with psycopg.connect(url, autocommit=True) as conn:
        # ids of the shapes the server's checks hold a workstation to (schema.CHECKS): a 32-hex
        # workstation, trainees "<workstation>-<n>", sessions and answers as UUIDs
        conn.execute("INSERT INTO trainer.workstations (id) VALUES (%s)", (WORKSTATION,))
        conn.execute("INSERT INTO trainer.trainees (id, name, role, workstation) SELECT %(ws)s || '-' || i,"
                     " 'Trainee ' || lpad(i::text, 3, '0'), 'trainee', %(ws)s FROM generate_series(1, %(n)s) i",
                     {"ws": WORKSTATION, "n": trainees})
        conn.execute("INSERT INTO trainer.sessions (id, trainee_id, workstation, kind, started_at, ended_at, record)"
                     f" SELECT {SESSION_ID}, %(ws)s || '-' || t, %(ws)s, 'drill',"
                     " now() - d * interval '1 day' - interval '8 hours', now() - d * interval '1 day',"
                     f" json_build_object('id', {SESSION_ID}, 'kind', 'drill')"
                     " FROM generate_series(1, %(n)s) t, generate_series(0, %(last)s) d",
                     {"ws": WORKSTATION, "n": trainees, "last": days - 1})
        conn.execute(f"""
            INSERT INTO trainer.attempts (id, trainee_id, session_id, workstation, game, task, correct, time_ms,
                                          answered_at, record)
            SELECT {ATTEMPT_ID}, %(ws)s || '-' || t, {SESSION_ID}, %(ws)s, (%(games)s::text[])[k],
                   (%(tasks)s::text[])[k], ok, ms,
                   now() - d * interval '1 day' - random() * interval '8 hours',
                   json_build_object('type', 'attempt', 'id', {ATTEMPT_ID}, 'trainee', 'Trainee ' || t,
                                     'session', {SESSION_ID}, 'exam', NULL, 'lesson_id', 'bench/lesson',
                                     'item_id', 'item-' || n, 'game', (%(games)s::text[])[k],
                                     'task', (%(tasks)s::text[])[k],
                                     'scenario', json_build_object('seats', json_build_array(1, 2, 3, 4, 5, 6),
                                                                   'board', 'Ah Kd 7c 7s 2d', 'n', n),
                                     'answer', json_build_object('order', json_build_array(3, 1, 2)),
                                     'correct', ok, 'score', CASE WHEN ok THEN 1.0 ELSE 0.0 END,
                                     'time_ms', ms, 'target_s', 8, 'hash', NULL)
            FROM (SELECT n, 1 + n %% %(trainees)s AS t, (n / %(trainees)s) %% %(days)s AS d,
                         1 + floor(random() * %(skills)s)::int AS k, (400 + random() * 15000)::int AS ms,
                         random() < 0.8 AS ok
                  FROM generate_series(1, %(answers)s) n) x""",
                     {"games": games, "tasks": tasks, "trainees": trainees, "days": days, "skills": len(SKILLS),
                      "answers": answers, "ws": WORKSTATION})
        for table in ("attempts", "trainees", "skill_spans", "skill_totals"):
            conn.execute(f"VACUUM ANALYZE trainer.{table}")


def class_view(cluster: Cluster, answers: int, repeat: int) -> list[Row]:
    """The instructor's class view read from the server (what the Class tab shows), as a
    workstation that knows none of the trainees reads it."""
    from datetime import UTC, datetime, timedelta

    from trainer.store import Store
    from trainer.store.server import init_server
    from trainer.store.server.reads import SchoolReads

    url = cluster.url(cluster.new_database())
    init_server(url)
    fill_school(url, answers)
    rows = []
    with Store.memory() as store:
        reads = SchoolReads(store.db, url)
        for label, days in (("the last 30 days", 30), ("all time", None)):
            now = datetime.now(UTC)
            since = None if days is None else now - timedelta(days=days)
            overview = reads.class_overview(now, since)
            counted = sum(s.attempts for s in overview.whole)
            assert len(overview.summaries) == CLASS_TRAINEES and 0 < counted <= answers, counted
            def read(since: datetime | None = since) -> object:
                return reads.class_overview(datetime.now(UTC), since)

            times = timings_ms(read, repeat)
            rows.append(Row(f"class view from the server, {label}", median(times), "ms", higher_is_better=False,
                            note=f"{counted:,} of {answers:,} answers, {CLASS_TRAINEES} trainees, "
                                 f"{len(overview.whole)} skills; median of {repeat}; target < 500 ms"))
    return rows
