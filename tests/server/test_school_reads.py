"""The instructor's reads from the school server (issue 22): the same figures as the local store's
reads over the same answers, and every workstation's trainees."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import psycopg
import pytest

from tests.server.school import sync
from tests.store.conftest import make_answer
from trainer.store import SessionKind
from trainer.store.server import ServerError, init_server
from trainer.store.server.reads import SchoolReads
from trainer.training.exam.server_check import regrade_records


def _drill(store, name, answers):
    trainee = store.find_trainee(name) or store.add_trainee(name)
    session = store.start_session(trainee.id, SessionKind.DRILL)
    for i, (task, correct, time_ms) in enumerate(answers):
        store.record_answer(session.id, make_answer(i, task=task, correct=correct, time_ms=time_ms, target_s=4))
    store.end_session(session.id)
    return trainee


ANSWERS = [("showdown_order", True, 3000), ("showdown_order", False, 5000), ("showdown_order", True, 4200),
           ("best_hand", True, 2500), ("best_hand", True, 1900)]


def test_the_class_view_from_the_server_is_the_local_one_and_has_the_other_workstation(school, workstation):
    here, there = workstation("instructor"), workstation("b")
    ana = _drill(here, "Ana", ANSWERS)
    _drill(there, "Bruno", ANSWERS[:3])
    sync(here.db, school)
    sync(there.db, school, pull=False)
    now = datetime.now(UTC)
    served = SchoolReads(here.db, school).class_overview(now, since=now - timedelta(days=30))
    names = [s.trainee.name for s in served.summaries]
    assert names == ["Ana", "Bruno"]  # Bruno is on the server only: this workstation has not pulled him
    bruno = served.summaries[1]
    assert bruno.trainee.id < 0 and bruno.attempts == 3 and bruno.correct == 2
    local = here.class_overview(since=now - timedelta(days=30), now=now)
    assert served.skills[ana.id] == local.skills[ana.id]  # figures, exact medians, target counts alike
    whole = {s.skill: s for s in served.whole}
    assert sum(s.attempts for s in whole.values()) == 8


def test_a_trainee_s_statistics_charts_and_exams_from_the_server_match_the_local_ones(school, workstation):
    store = workstation("a")
    ana = _drill(store, "Ana", ANSWERS)
    sync(store.db, school)
    reads = SchoolReads(store.db, school)
    assert reads.skill_stats(ana.id) == store.skill_stats(ana.id)
    for period in ("day", "week"):
        assert reads.skill_trend(ana.id, period=period) == store.skill_trend(ana.id, period=period)
    assert reads.exams(ana.id) == store.exams(ana.id) == []


def test_an_unreachable_server_is_a_server_error_in_seconds(workstation, cluster):
    store = workstation("a")
    url = "postgresql://trainer@127.0.0.1:1/postgres"  # nothing listens on port 1
    with pytest.raises(ServerError):
        SchoolReads(store.db, url).class_overview(datetime.now(UTC))


def test_schema_v2_keeps_the_answers_append_only_and_computes_their_target(server_url, workstation):
    init_server(server_url)
    store = workstation("a")
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, SessionKind.DRILL)
    store.record_answer(session.id, make_answer(0, time_ms=4000, target_s=5))
    sync(store.db, server_url)
    with psycopg.connect(server_url) as conn:
        assert conn.execute("SELECT target_ms FROM trainer.attempts").fetchone()[0] == 5000
        with pytest.raises(psycopg.errors.RaiseException, match="append-only"):
            conn.execute("UPDATE trainer.attempts SET correct = NOT correct")


def test_a_version_1_server_brought_to_version_2_counts_the_answers_it_had(server_url, workstation, monkeypatch):
    from trainer.store.server import schema

    monkeypatch.setattr(schema, "STEPS", schema.STEPS[:1])
    monkeypatch.setattr(schema, "VERSION", 1)
    init_server(server_url)
    store = workstation("a")
    ana = _drill(store, "Ana", ANSWERS)
    from trainer.store.server.connection import connect
    from trainer.store.server.push import Push

    with connect(server_url) as conn:  # five answers on a version 1 server (sent as a trainer of then did)
        school = conn.execute("SELECT id FROM trainer.school").fetchone()[0]
        conn.rollback()
        Push(store.db, conn, school).run()
    monkeypatch.undo()
    assert init_server(server_url) == (1, schema.VERSION)
    _drill(store, "Ana", ANSWERS[:2])  # two more, counted by the trigger as they arrive
    sync(store.db, server_url)
    now = datetime.now(UTC)
    reads = SchoolReads(store.db, server_url)
    for since in (None, now - timedelta(days=7)):
        served = reads.class_overview(now, since)
        local = store.class_overview(since=since, now=now)
        assert served.skills[ana.id] == local.skills[ana.id]
        assert sum(s.attempts for s in served.whole) == 7


def test_beyond_the_exact_medians_the_server_s_histogram_medians_are_the_workstation_s(school, workstation,
                                                                                     monkeypatch):
    from trainer.store import stats_sql

    store = workstation("a")
    ana = _drill(store, "Ana", ANSWERS * 3)
    sync(store.db, school)
    monkeypatch.setattr(stats_sql, "EXACT_MEDIANS_UP_TO", 0)  # as past 50,000 answers
    now = datetime.now(UTC)
    for since in (None, now - timedelta(days=30)):
        served = SchoolReads(store.db, school).class_overview(now, since)
        local = store.class_overview(since=since, now=now)
        assert served.skills[ana.id] == local.skills[ana.id] and served.whole == local.whole


def test_windows_of_days_tiled_by_spans_count_what_the_workstation_counts(school, workstation, monkeypatch):
    from trainer.store import stats_sql

    store = workstation("a")
    ana, rita = store.add_trainee("Ana"), store.add_trainee("Rita")
    now = datetime.now(UTC)
    for who in (ana, rita):
        session = store.start_session(who.id, SessionKind.DRILL, now=now - timedelta(days=120))
        for day in range(0, 120, 3):  # an answer every third day, 120 days back to today
            at = now - timedelta(days=day, hours=day % 5)
            store.record_answer(session.id, make_answer(day, task="best_hand" if day % 2 else "showdown_order",
                                                        correct=day % 4 != 0, time_ms=1000 + 37 * day,
                                                        target_s=3), now=at)
    sync(store.db, school)
    monkeypatch.setattr(stats_sql, "EXACT_MEDIANS_UP_TO", 0)  # the counts alone, as past 50,000 answers
    reads = SchoolReads(store.db, school)
    for days in (1, 7, 30, 90, None):
        since = None if days is None else now - timedelta(days=days)
        served = reads.class_overview(now, since)
        local = store.class_overview(since=since, now=now)
        assert served.whole == local.whole, days
        assert {s.trainee.name: (s.attempts, s.correct) for s in served.summaries} == \
            {s.trainee.name: (s.attempts, s.correct) for s in local.summaries}, days


def test_a_window_of_days_is_tiled_by_aligned_spans_of_the_counted_levels():
    from trainer.store.server import schema
    from trainer.store.server.reads import spans

    for first in range(9000, 9070):
        for last in range(first, first + 140, 3):
            tiles = spans(first, last)
            days = [d for level, n in tiles for d in range(n << level, (n + 1) << level)]
            assert days == list(range(first, last + 1)), (first, last)
            assert all(level in schema.SPAN_LEVELS for level, _ in tiles)
            assert len(tiles) <= 3 * 2 * len(schema.SPAN_LEVELS), (first, last)


def test_an_exam_and_its_result_read_from_the_server_are_the_workstation_s(school, workstation):
    from tests.server.school import real_exam

    here, there = workstation("instructor"), workstation("b")
    ana = there.add_trainee("Ana")
    session, result = real_exam(there, ana.id, (True, False, True))  # an exam the engine re-grades (X3)
    exam = session.exam
    open_one = real_exam(there, ana.id, (), submit=False, seed=8)[0].exam  # not submitted yet
    sync(there.db, school)
    reads = SchoolReads(here.db, school, regrade=regrade_records)  # a workstation that has not pulled Ana
    served_ana = next(t for t in reads.trainees() if t.name == "Ana")
    assert served_ana.id < 0
    served = reads.exams(served_ana.id)
    local = there.exams(ana.id)
    assert [e.id for e in served] == [e.id for e in local] == [exam.id, open_one.id]
    strip = lambda e: (e.definition, e.seed, e.started_at, e.time_limit_s, e.submitted_at, e.score, e.passed,  # noqa: E731
                       e.breakdown)
    assert [strip(e) for e in served] == [strip(e) for e in local]
    found = reads.exam_result(exam.id)
    assert found is not None and found.code == result.code and reads.exam_result(open_one.id) is None
