"""Statistics for the progress screens and the instructor area, checked against
figures computed independently from the answers themselves."""

from __future__ import annotations

import statistics
from collections import defaultdict
from datetime import timedelta

from trainer.store import SessionKind, Skill
from trainer.store.sample import fill_attempts

SHOWDOWN = Skill("holdem", "showdown_order")
POTS = Skill("stud", "side_pots")


def _expected(attempts):
    groups = defaultdict(list)
    for a in attempts:
        groups[a.skill].append(a)
    return {skill: (len(g), sum(a.correct for a in g), statistics.median(a.time_ms for a in g))
            for skill, g in groups.items()}


def _figures(stats):
    return {s.skill: (s.attempts, s.correct, s.median_ms) for s in stats}


def test_accuracy_and_median_time_per_skill(store, drill, answer, clock):
    trainee, session = drill
    plan = [(SHOWDOWN, True, 3000), (SHOWDOWN, False, 9000), (SHOWDOWN, True, 4000),
            (SHOWDOWN, True, 5000), (POTS, False, 12000), (POTS, True, 7000)]
    for i, (skill, correct, ms) in enumerate(plan):
        store.record_answer(session.id, answer(i, skill.game, skill.task, correct, ms),
                            now=clock(minutes=i))
    stats = {s.skill: s for s in store.skill_stats(trainee.id)}
    assert _figures(stats.values()) == _expected(store.attempts())
    assert stats[SHOWDOWN].accuracy == 3 / 4 and stats[SHOWDOWN].median_ms == 4500
    assert stats[POTS].accuracy == 1 / 2 and stats[POTS].median_ms == 9500


def test_a_time_window_counts_only_the_answers_inside_it(store, drill, answer, clock):
    trainee, session = drill
    for day in range(10):
        store.record_answer(session.id, answer(day, correct=day % 2 == 0, time_ms=1000 * day),
                            now=clock(days=day))
    since, until = clock(days=3), clock(days=7)
    (window,) = store.skill_stats(trainee.id, since=since, until=until)
    inside = [a for a in store.attempts() if since <= a.answered_at < until]
    assert (window.attempts, window.correct, window.median_ms) == _expected(inside)[SHOWDOWN]


def test_class_wide_statistics_over_many_answers(store):
    fill_attempts(store, 5000, trainees=6, seed=3)
    attempts = store.attempts()
    assert _figures(store.skill_stats()) == _expected(attempts)
    someone = store.trainees()[2].id
    mine = [a for a in attempts if a.trainee_id == someone]
    assert _figures(store.skill_stats(someone)) == _expected(mine)


def test_daily_and_weekly_trend(store, drill, answer, clock):
    trainee, session = drill
    for i in range(15):  # one answer a day from Monday 3 March, 09:00 UTC
        store.record_answer(session.id, answer(i, correct=i % 3 != 0, time_ms=2000 + 10 * i),
                            now=clock(days=i))
    daily = store.skill_trend(trainee.id, SHOWDOWN)
    local_days = [a.answered_at.astimezone().date() for a in store.attempts()]
    assert [p.period_start for p in daily] == sorted(set(local_days))
    weekly = store.skill_trend(trainee.id, period="week")
    assert sum(p.attempts for p in weekly) == 15
    assert all(p.period_start.weekday() == 0 for p in weekly)
    mondays = {d - timedelta(days=d.weekday()) for d in local_days}
    assert [p.period_start for p in weekly] == sorted(mondays)


def test_weakest_skills_come_lowest_accuracy_first(store, drill, answer, clock):
    trainee, session = drill
    rates = {Skill("holdem", "a"): 0.9, Skill("holdem", "b"): 0.3, Skill("holdem", "c"): 0.6}
    for skill, rate in rates.items():
        for i in range(10):
            right = i < round(rate * 10)
            store.record_answer(session.id, answer(i, skill.game, skill.task, right))
    store.record_answer(session.id, answer(0, "stud", "rare", False))  # too few to judge
    weakest = store.weakest_skills(trainee.id, limit=2, min_attempts=5)
    assert [s.skill for s in weakest] == sorted(rates, key=rates.get)[:2]


def test_streaks_of_days_and_of_right_answers(store, drill, answer, clock):
    trainee, session = drill
    days = [0, 1, 2, 5, 6]  # a three-day run, a gap, then two days
    outcomes = [True, True, False, True, True, True, False, True, True]
    moments = [clock(days=days[i % len(days)], minutes=i) for i in range(len(outcomes))]
    for i, (moment, right) in enumerate(sorted(zip(moments, outcomes, strict=True))):
        store.record_answer(session.id, answer(i, correct=right), now=moment)
    ordered = [a.correct for a in store.attempts()]
    runs = "".join("1" if c else "0" for c in ordered).split("0")
    today = (clock(days=6)).astimezone().date()
    streaks = store.streaks(trainee.id, today=today)
    assert streaks.correct_current == len(runs[-1])
    assert streaks.correct_best == max(len(r) for r in runs)
    assert (streaks.days_current, streaks.days_best) == (2, 3)
    assert store.streaks(trainee.id, today=today + timedelta(days=2)).days_current == 0


def test_instructor_sees_every_trainee_and_recent_mistakes(store, answer, clock):
    ana, bob = store.add_trainee("Ana"), store.add_trainee("Bob")
    store.add_trainee("Cid")  # no answers yet
    for person, outcomes in ((ana, [True, False, True]), (bob, [False, False])):
        session = store.start_session(person.id, SessionKind.DRILL, now=clock())
        for i, right in enumerate(outcomes):
            store.record_answer(session.id, answer(i, correct=right, scenario={"who": person.name}),
                                now=clock(minutes=10 * i + person.id))
    summaries = {s.trainee.name: s for s in store.trainee_summaries(now=clock(days=30))}
    assert (summaries["Ana"].attempts, summaries["Ana"].correct) == (3, 2)
    assert (summaries["Bob"].attempts, summaries["Bob"].accuracy) == (2, 0.0)
    assert summaries["Cid"].attempts == 0 and summaries["Cid"].last_answered_at is None
    assert summaries["Ana"].due_skills == 1

    mistakes = store.recent_mistakes(limit=2)
    wrong = sorted((a for a in store.attempts() if not a.correct),
                   key=lambda a: a.answered_at, reverse=True)
    assert mistakes == wrong[:2]
    assert {m.scenario["who"] for m in store.recent_mistakes(bob.id)} == {"Bob"}

