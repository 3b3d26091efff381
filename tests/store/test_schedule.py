"""Spaced practice with FSRS: answers move a skill's memory state; the practice
queue puts due and weak skills first."""

from __future__ import annotations

from fsrs import Rating

from trainer.store import SessionKind, Skill
from trainer.store.schedule import SLOW, rating_for

SHOWDOWN = Skill("holdem", "showdown_order")
POTS = Skill("stud", "side_pots")
THIRTEEN = Skill("thirteen", "settlement")


def _history(store, name, outcomes, clock, skill=SHOWDOWN, start=0.0):
    trainee = store.add_trainee(name)
    session = store.start_session(trainee.id, SessionKind.DRILL, now=clock(start))
    for i, correct in enumerate(outcomes):
        store.record_answer(session.id, _answer(i, skill, correct), now=clock(days=start + i))
    return trainee, session


def _answer(i, skill, correct, time_ms=4000):
    from trainer.store import Answer

    return Answer(f"i{i}", skill.game, skill.task, {"i": i}, {"a": i}, correct,
                  1.0 if correct else 0.0, time_ms)


def test_a_wrong_answer_brings_the_skill_due_sooner_than_a_right_one(store, clock):
    right, _ = _history(store, "Right", [True, True, True, True], clock)
    wrong, _ = _history(store, "Wrong", [True, True, True, False], clock)
    now = clock(days=4)
    due_right = store.skill_state(right.id, SHOWDOWN, now).due
    due_wrong = store.skill_state(wrong.id, SHOWDOWN, now).due
    assert due_wrong < due_right
    assert store.skill_state(wrong.id, SHOWDOWN, now).lapses == 1


def test_right_answers_stretch_the_interval_and_raise_stability(store, clock):
    trainee, session = _history(store, "Ana", [True], clock)
    first = store.skill_state(trainee.id, SHOWDOWN, clock(days=1))
    for i in range(1, 6):
        store.record_answer(session.id, _answer(i, SHOWDOWN, True), now=clock(days=3 * i))
    later = store.skill_state(trainee.id, SHOWDOWN, clock(days=16))
    assert later.stability > first.stability
    assert later.due - later.last_review > first.due - first.last_review
    assert later.reviews == 6 and later.state == "review"


def test_ratings_come_from_right_wrong_and_time_against_the_trainees_typical_time():
    assert rating_for(False, 1000, 4000, reviews=10) is Rating.Again
    assert rating_for(True, 4000, None, reviews=10) is Rating.Good
    assert rating_for(True, 100, 4000, reviews=1) is Rating.Good  # too few answers to judge
    assert rating_for(True, 4000, 4000, reviews=10) is Rating.Good
    assert rating_for(True, int(SLOW * 4000), 4000, reviews=10) is Rating.Hard
    assert rating_for(True, 1500, 4000, reviews=10) is Rating.Easy


def test_a_slow_right_answer_schedules_sooner_than_a_quick_one(store, clock):
    due = {}
    for name, last_time in (("Quick", 4000), ("Slow", 20000)):
        trainee = store.add_trainee(name)
        session = store.start_session(trainee.id, SessionKind.DRILL, now=clock())
        for i in range(4):
            store.record_answer(session.id, _answer(i, POTS, True), now=clock(days=i))
        store.record_answer(session.id, _answer(9, POTS, True, last_time), now=clock(days=5))
        due[name] = store.skill_state(trainee.id, POTS, clock(days=5)).due
    assert due["Slow"] < due["Quick"]


def test_practice_queue_puts_due_and_weakest_first_then_new_then_the_rest(store, clock):
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, SessionKind.DRILL, now=clock())
    for i in range(3):  # well known: due far ahead
        store.record_answer(session.id, _answer(i, SHOWDOWN, True), now=clock(days=4 * i))
    store.record_answer(session.id, _answer(5, POTS, False), now=clock(days=8))  # due soon
    now = clock(days=9)
    catalogue = [SHOWDOWN, POTS, THIRTEEN]
    queue = store.practice_queue(ana.id, catalogue, now=now)
    assert [s.skill for s in queue] == [POTS, THIRTEEN, SHOWDOWN]
    assert queue[0].is_due(now) and queue[1].state == "new" and not queue[2].is_due(now)
    assert store.due_count(ana.id, now) == 1
    assert [s.skill for s in store.practice_queue(ana.id, now=now)] == [POTS, SHOWDOWN]
    assert len(store.practice_queue(ana.id, catalogue, now=now, limit=2)) == 2


def test_among_due_skills_the_less_retained_comes_first(store, clock):
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, SessionKind.DRILL, now=clock())
    for i in range(4):
        store.record_answer(session.id, _answer(i, SHOWDOWN, True), now=clock(days=i))
        store.record_answer(session.id, _answer(i, POTS, i != 3), now=clock(days=i))
    far = clock(days=400)  # both long overdue
    queue = store.practice_queue(ana.id, now=far)
    assert all(s.is_due(far) for s in queue)
    assert [s.skill for s in queue] == [POTS, SHOWDOWN]  # the one with a lapse is weaker
    assert queue[0].retrievability < queue[1].retrievability


def test_exam_answers_leave_the_schedule_alone(store, clock):
    ana = store.add_trainee("Ana")
    exam = store.start_exam(ana.id, {"items": 1}, seed=3, now=clock())
    store.record_exam_answer(exam.id, _answer(0, SHOWDOWN, False), now=clock(1))
    assert store.skill_state(ana.id, SHOWDOWN, clock(2)).state == "new"
    assert store.due_count(ana.id, clock(2)) == 0


def test_replaying_the_answers_gives_the_state_built_answer_by_answer(store, clock):
    from trainer.store import schedule

    trainee, _ = _history(store, "Ana", [True, False, True, True, False, True], clock)
    before = store.skill_state(trainee.id, SHOWDOWN, clock(days=7))
    schedule.rebuild(store.db, trainee.id, SHOWDOWN)
    assert store.skill_state(trainee.id, SHOWDOWN, clock(days=7)) == before
