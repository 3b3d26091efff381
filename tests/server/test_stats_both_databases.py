"""One query builder for the statistics of both databases (issue 34 item 5): the same records in
a workstation's SQLite and on a real PostgreSQL school server give the same figures — every
statistic both answer (per-skill statistics, trends by day and week, the class view, with exact
and with histogram medians), for one class over several days, trainees, lessons and exams, a
deactivated trainee, a trainee with no answers, and empty classes.

The school and the workstation keep Macau's days (UTC+8): answers near midnight in UTC fall on
the next day there, so a day counted in the wrong zone shows."""

from __future__ import annotations

import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import psycopg
import pytest

from tests.server.school import real_exam, sync
from tests.store.conftest import make_answer
from trainer.store import Role, SessionKind, Skill, Store, stats_sql
from trainer.store.server.reads import SchoolReads
from trainer.training.exam.server_check import regrade_records

MACAU = ZoneInfo("Asia/Macau")
NOW = datetime(2026, 11, 20, 15, 30, tzinfo=UTC)  # 23:30 in Macau
PW = "roleta-2025"
SKILLS = [Skill("holdem", "showdown_order"), Skill("holdem", "best_hand"), Skill("stud", "betting_order")]
WINDOWS = [(None, None), (NOW - timedelta(days=5), None), (NOW - timedelta(days=10), NOW - timedelta(days=2))]


@pytest.fixture
def macau(monkeypatch):
    """The workstation's days are Macau's (the C library's local time, which SQLite's
    ``'localtime'`` and Python's ``astimezone()`` read)."""
    monkeypatch.setenv("TZ", "Asia/Macau")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def _macau_school(url: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:  # the server itself keeps UTC
        conn.execute("UPDATE trainer.school SET timezone = 'Asia/Macau'")


def _answers(store: Store, trainee, kind: SessionKind, first_day: int, count: int, seed: int,
             lesson_id: str | None = None) -> list[datetime]:
    """``count`` answers of ``trainee`` from ``first_day`` days before NOW on, one every 9 hours and a
    bit (so they cross midnight in UTC and in Macau), of every skill, right and wrong, with a
    target time or none."""
    start = NOW - timedelta(days=first_day)
    session = store.start_session(trainee.id, kind, lesson_id=lesson_id, now=start)
    moments = []
    for i in range(count):
        at = start + timedelta(hours=9 * i, minutes=7 * seed + 13 * i)
        skill = SKILLS[(i * 7 + seed) % len(SKILLS)]
        target = (None, 3, 5)[(i + seed) % 3]
        store.record_answer(session.id, make_answer(
            i, game=skill.game, task=skill.task, correct=(i * seed + i // 2) % 3 != 0,
            time_ms=900 + (i * 811 + seed * 97) % 6500, target_s=target, item_id=f"item-{seed}-{i}"), now=at)
        moments.append(at)
    store.end_session(session.id, now=moments[-1])
    return moments


def _same_everywhere(local: Store, served: SchoolReads, trainees) -> int:
    """Every statistic both stores answer, compared; the number of comparisons."""
    compared = 0
    for exact_up_to in (stats_sql.EXACT_MEDIANS_UP_TO, 0):  # exact medians, then the histograms'
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(stats_sql, "EXACT_MEDIANS_UP_TO", exact_up_to)
            for days in (None, 0, 1, 3, 7, 30, -1):  # -1: a window that starts tomorrow (empty)
                since = None if days is None else NOW - timedelta(days=days)
                assert served.class_overview(NOW, since) == local.class_overview(since=since, now=NOW), \
                    (exact_up_to, days)
                compared += 1
    for who in [None, *trainees]:
        trainee_id = None if who is None else who.id
        for since, until in WINDOWS:
            assert served.skill_stats(trainee_id, since, until) == local.skill_stats(trainee_id, since, until), \
                (who, since, until)
            for skill in (None, *SKILLS):
                for period in ("day", "week"):
                    assert served.skill_trend(trainee_id, skill, since, until, period) == \
                        local.skill_trend(trainee_id, skill, since, until, period), (who, skill, since, until, period)
                    compared += 1
            compared += 1
    return compared


def test_every_statistic_is_the_same_from_the_workstation_and_from_the_server(school, workstation, macau):
    _macau_school(school)
    here, there = workstation("instructor"), workstation("b")
    marta = here.add_trainee("Marta", Role.INSTRUCTOR, PW)
    ana, bruno, fabio = here.add_trainee("Ana"), here.add_trainee("Bruno"), here.add_trainee("Fábio")
    carla, duarte, _eva = there.add_trainee("carla"), there.add_trainee("Duarte"), there.add_trainee("Eva")
    ana_at = _answers(here, ana, SessionKind.DRILL, 18, 30, 1)
    ana_at += _answers(here, ana, SessionKind.LESSON, 6, 12, 2, lesson_id="holdem/showdown")
    _answers(here, bruno, SessionKind.DRILL, 12, 20, 3)
    _answers(there, carla, SessionKind.PRACTICE, 9, 25, 4)
    _answers(there, duarte, SessionKind.LESSON, 25, 8, 5, lesson_id="stud/order")
    _answers(there, duarte, SessionKind.DRILL, 2, 5, 6)
    real_exam(here, ana.id, (True, False, True))  # exam answers count in no statistic
    real_exam(here, fabio.id, (True, True, False))  # Fábio answered nothing but an exam
    real_exam(there, carla.id, (False, True), submit=False, seed=9)  # an exam still open
    sync(here.db, school)
    sync(there.db, school)
    sync(here.db, school)  # the instructor's workstation has pulled the other's records
    here.deactivate(bruno.id, by=marta.id, by_password=PW, now=NOW)
    trainees = here.trainees()
    assert {t.name for t in trainees} == {"Marta", "Ana", "Bruno", "Fábio", "carla", "Duarte", "Eva"}
    served = SchoolReads(here.db, school, regrade=regrade_records)

    assert _same_everywhere(here, served, trainees) == 2 * 7 + 8 * 3 * (1 + 4 * 2)  # all of them alike

    # what was compared is what the records say
    overview = served.class_overview(NOW)
    by_name = {s.trainee.name: s for s in overview.summaries}
    assert [s.trainee.name for s in overview.summaries] == ["Ana", "Bruno", "carla", "Duarte", "Eva", "Fábio",
                                                            "Marta"]
    assert not by_name["Bruno"].trainee.active and by_name["Bruno"].attempts == 20
    assert (by_name["Eva"].attempts, by_name["Fábio"].attempts, by_name["Fábio"].last_answered_at) == (0, 0, None)
    assert sum(s.attempts for s in overview.whole) == 30 + 12 + 20 + 25 + 8 + 5
    assert {s.skill for s in overview.whole} == set(SKILLS)
    macau_days = Counter(at.astimezone(MACAU).date() for at in ana_at)
    assert macau_days != Counter(at.date() for at in ana_at)  # some answers are on another day in UTC
    assert {p.period_start: p.attempts for p in served.skill_trend(ana.id)} == macau_days
    weeks = served.skill_trend(ana.id, period="week")
    assert len(weeks) >= 3 and all(p.period_start.weekday() == 0 for p in weeks)
    assert len({s.median_ms for s in overview.whole}) == len(SKILLS)


def test_empty_classes_are_the_same_from_the_workstation_and_from_the_server(school, workstation, macau):
    _macau_school(school)
    here = workstation("instructor")
    served = SchoolReads(here.db, school)
    sync(here.db, school)
    nobody = served.class_overview(NOW)
    assert nobody == here.class_overview(now=NOW) and nobody.summaries == nobody.whole == [] and nobody.skills == {}
    assert served.skill_stats() == here.skill_stats() == [] and served.skill_trend(None) == here.skill_trend(None) == []
    here.add_trainee("Marta", Role.INSTRUCTOR, PW)
    here.add_trainee("Ana")
    sync(here.db, school)  # a class of people who have answered nothing yet
    assert _same_everywhere(here, served, here.trainees()) > 0
    assert [(s.trainee.name, s.attempts) for s in served.class_overview(NOW).summaries] == [("Ana", 0), ("Marta", 0)]
