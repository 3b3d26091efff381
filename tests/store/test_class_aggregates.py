"""The class view from aggregates kept with every answer (issue 16 item 9): the same
counts as reading every answer, medians to within a histogram bucket, exam answers
left out, and the migration's fill equal to what the trigger keeps."""

from __future__ import annotations

import itertools
import statistics

import pytest

from trainer.store import SessionKind, Store, stats, stats_sql
from trainer.store.migrations import TIME_BUCKETS_MS, _aggregate_backfill
from trainer.store.sample import fill_attempts


def _bucket_width(ms: float) -> float:
    edges = (0, *TIME_BUCKETS_MS)
    for low, high in itertools.pairwise(edges):
        if low <= ms < high:
            return high - low
    return TIME_BUCKETS_MS[-1]


@pytest.mark.parametrize("exact_up_to", [0, 50_000])  # medians from the histogram, then exact
def test_the_overview_counts_what_reading_every_answer_counts(store, clock, monkeypatch, exact_up_to):
    monkeypatch.setattr(stats_sql, "EXACT_MEDIANS_UP_TO", exact_up_to)
    fill_attempts(store, 4000, trainees=8, seed=5)
    overview = store.class_overview(now=clock(days=400))
    exact = {s.skill: s for s in store.skill_stats()}
    assert {s.skill: (s.attempts, s.correct) for s in overview.whole} == \
        {k: (s.attempts, s.correct) for k, s in exact.items()}
    for s in overview.whole:
        if exact_up_to:
            assert s.median_ms == exact[s.skill].median_ms
        else:
            assert abs(s.median_ms - exact[s.skill].median_ms) <= _bucket_width(exact[s.skill].median_ms)
    by_name = {s.trainee.name: s for s in store.trainee_summaries(now=clock(days=400))}
    for summary in overview.summaries:
        other = by_name[summary.trainee.name]
        assert (summary.attempts, summary.correct, summary.last_answered_at, summary.due_skills) == \
            (other.attempts, other.correct, other.last_answered_at, other.due_skills)
        mine = {s.skill: (s.attempts, s.correct) for s in store.skill_stats(summary.trainee.id)}
        assert {s.skill: (s.attempts, s.correct) for s in overview.skills.get(summary.trainee.id, [])} == mine


def test_an_aggregate_with_no_answers_to_read_takes_its_median_from_its_histogram(store, clock):
    """Exact medians are read from the answers; an aggregate row none of them stands behind (as a
    record restored without its answers would leave) gets the histogram's, not a median of 0."""
    fill_attempts(store, 200, trainees=2, seed=3)
    row = store.db.execute("SELECT * FROM skill_totals LIMIT 1").fetchone()
    columns = [d[0] for d in store.db.execute("SELECT * FROM skill_totals LIMIT 1").description]
    ghost = dict(zip(columns, row, strict=True)) | {"task": "a-task-never-answered"}
    store.db.execute(f"INSERT INTO skill_totals ({', '.join(ghost)}) VALUES ({', '.join('?' * len(ghost))})",
                     list(ghost.values()))
    overview = store.class_overview(now=clock(days=400))
    (stats_,) = [s for s in overview.whole if s.skill.task == "a-task-never-answered"]
    hist = [ghost[f"b{i}"] for i in range(len(TIME_BUCKETS_MS) + 1)]
    assert stats_.median_ms == stats.histogram_median(hist) > 0
    others = {s.skill: s for s in store.skill_stats()}
    assert all(s.attempts == others[s.skill].attempts for s in overview.whole if s.skill in others)


def test_a_window_starts_at_the_beginning_of_its_first_day(store, drill, answer, clock):
    _trainee, session = drill
    for day in range(10):
        store.record_answer(session.id, answer(day, time_ms=1000 + day), now=clock(days=day))
    overview = store.class_overview(since=clock(days=6, minutes=30), now=clock(days=10))
    (stats,) = overview.whole
    assert stats.attempts == 4  # days 6, 7, 8 and 9


def test_exam_answers_stay_out_of_the_aggregates(store, answer, clock):
    ana = store.add_trainee("Ana")
    drill = store.start_session(ana.id, SessionKind.DRILL, now=clock())
    store.record_answer(drill.id, answer(1), now=clock())
    exam = store.start_exam(ana.id, {"id": "x"}, seed=1, now=clock(1))
    store.record_exam_answer(exam.id, answer(2, item_id="q1"), now=clock(2))
    (summary,) = store.class_overview(now=clock(3)).summaries
    assert summary.attempts == 1


def test_the_migration_fills_what_the_trigger_keeps(store, clock):
    fill_attempts(store, 3000, trainees=5, seed=9)
    # fill_attempts writes straight into attempts: the trigger has kept the aggregates
    kept = store.db.execute("SELECT * FROM skill_days ORDER BY 1, 2, 3, 4").fetchall()
    totals = store.db.execute("SELECT * FROM skill_totals ORDER BY 1, 2, 3").fetchall()
    store.db.execute("DELETE FROM skill_days")
    store.db.execute("DELETE FROM skill_totals")
    for statement in _aggregate_backfill():
        store.db.execute(statement)
    assert store.db.execute("SELECT * FROM skill_days ORDER BY 1, 2, 3, 4").fetchall() == kept
    assert store.db.execute("SELECT * FROM skill_totals ORDER BY 1, 2, 3").fetchall() == totals
    assert sum(r[3] for r in totals) == 3000


def test_imported_answers_join_the_aggregates(tmp_path, answer, clock):
    with Store.memory() as there:
        fill_attempts(there, 500, trainees=3, seed=2)
        export = tmp_path / "there.jsonl"
        with export.open("w", encoding="utf-8") as out:
            there.export(out)
    with Store.memory() as here:
        here.import_file(export)
        assert sum(s.attempts for s in here.class_overview(now=clock(days=500)).whole) == 500
        assert statistics.fmean(s.median_ms for s in here.class_overview(now=clock(days=500)).whole) > 0
