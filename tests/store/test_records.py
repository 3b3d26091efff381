"""Trainees, sessions and answers: every answer kept exactly as given, never changed."""

from __future__ import annotations

import sqlite3

import pytest

from trainer.store import Answer, NotFound, Role, SessionKind, StoreError


def test_a_recorded_answer_reads_back_exactly(store, drill, answer, clock):
    trainee, session = drill
    given = answer(7, scenario={"pot": 125.5, "seats": ["A", "B"], "note": "açaí"},
                   answer={"order": ["B", "A"]}, correct=False, score=0.25, time_ms=8123,
                   lesson_id="holdem-1")
    stored = store.record_answer(session.id, given, now=clock(minutes=3))
    assert store.attempts(trainee_id=trainee.id) == [stored]
    assert (stored.scenario, stored.answer) == (given.scenario, given.answer)
    assert (stored.correct, stored.score, stored.time_ms) == (False, 0.25, 8123)
    assert stored.answered_at == clock(minutes=3)
    assert stored.lesson_id == "holdem-1" and stored.session_id == session.id


def test_an_answers_params_are_stored_with_it_and_default_to_empty(store, drill, answer, clock):
    _, session = drill
    asked = store.record_answer(session.id, answer(1, game="stud", task="first-to-act",
                                                   params={"street": 2}), now=clock(minutes=1))
    plain = store.record_answer(session.id, answer(2), now=clock(minutes=2))
    assert asked.params == {"street": 2} and plain.params == {}
    assert store.attempts(session_id=session.id) == [asked, plain]
    seats = store.record_answer(session.id, answer(3, task="hand-category", params={"seats": [3, 1]}),
                                now=clock(minutes=3))
    assert store.attempts(limit=3)[-1] == seats and seats.params == {"seats": [3, 1]}


def test_each_answer_gets_its_own_uuid(store, drill, answer):
    _, session = drill
    ids = {store.record_answer(session.id, answer(i)).id for i in range(20)}
    assert len(ids) == 20


def test_attempts_filter_by_trainee_session_and_time(store, answer, clock):
    ana, bob = store.add_trainee("Ana"), store.add_trainee("Bob")
    s1 = store.start_session(ana.id, SessionKind.DRILL, now=clock())
    s2 = store.start_session(bob.id, SessionKind.PRACTICE, now=clock())
    early = store.record_answer(s1.id, answer(1), now=clock(minutes=1))
    late = store.record_answer(s1.id, answer(2), now=clock(minutes=5))
    other = store.record_answer(s2.id, answer(3), now=clock(minutes=2))
    assert store.attempts() == [early, other, late]
    assert store.attempts(trainee_id=ana.id) == [early, late]
    assert store.attempts(session_id=s2.id) == [other]
    assert store.attempts(since=clock(minutes=2)) == [other, late]
    assert store.attempts(limit=1) == [early]


def test_the_database_refuses_to_change_or_delete_an_answer(file_store, answer, db_path,
                                                            hand_edit):
    trainee = file_store.add_trainee("Ana")
    session = file_store.start_session(trainee.id, SessionKind.DRILL)
    kept = file_store.record_answer(session.id, answer())
    with hand_edit(db_path) as conn:
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute("UPDATE attempts SET score = 0.5")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute("DELETE FROM attempts")
    assert file_store.attempts() == [kept]


@pytest.mark.parametrize(
    ("field", "value"),
    [("score", 1.5), ("score", float("nan")), ("time_ms", -1), ("time_ms", 2.5), ("item_id", ""),
     ("game", "holdem/omaha"), ("params", [1]), ("params", {1: "street"})],
)
def test_an_impossible_answer_is_refused_before_it_is_stored(field, value):
    fields = dict(item_id="i", game="holdem", task="t", scenario={}, answer={}, correct=True,
                  score=1.0, time_ms=10)
    fields[field] = value
    with pytest.raises(ValueError):
        Answer(**fields)


def test_trainee_names_are_unique_and_tidied(store):
    ana = store.add_trainee("  Ana   Lima ")
    assert ana.name == "Ana Lima" and ana.role is Role.TRAINEE
    with pytest.raises(StoreError, match="already a trainee"):
        store.add_trainee("Ana Lima")
    assert store.find_trainee("Ana  Lima") == ana
    assert store.find_trainee("Nobody") is None


def test_trainees_are_listed_by_name(store):
    for name in ("carla", "Bruno", "Ana"):
        store.add_trainee(name)
    assert [t.name for t in store.trainees()] == ["Ana", "Bruno", "carla"]


def test_an_unknown_session_or_trainee_is_reported(store, answer):
    with pytest.raises(NotFound):
        store.record_answer("no-such-session", answer())
    with pytest.raises(NotFound):
        store.trainee(999)
    with pytest.raises(NotFound):
        store.start_session(999, SessionKind.DRILL)
    with pytest.raises(NotFound):
        store.start_exam(999, {}, seed=1)


def test_sessions_record_kind_lesson_and_end(store, clock):
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, SessionKind.LESSON, "stud-2", now=clock())
    store.end_session(session.id, now=clock(minutes=12))
    stored = store.session(session.id)
    assert (stored.kind, stored.lesson_id) == (SessionKind.LESSON, "stud-2")
    assert stored.ended_at == clock(minutes=12)


def test_exam_sessions_are_opened_only_through_start_exam(store, answer):
    ana = store.add_trainee("Ana")
    with pytest.raises(StoreError):
        store.start_session(ana.id, SessionKind.EXAM)
    exam = store.start_exam(ana.id, {"items": 1}, seed=1)
    with pytest.raises(StoreError, match="record_exam_answer"):
        store.record_answer(exam.session_id, answer())
