"""Migrations: an empty file gets the whole schema; a version-1, -2 or -3 file with
data is brought forward without losing or changing a single answer."""

from __future__ import annotations

import json
import sqlite3
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from fsrs import Card, Rating
from sqlite_utils import Database

from trainer.store import SessionKind, Store, StoreError
from trainer.store.migrations import GUARDS, MIGRATIONS
from trainer.store.schedule import SCHEDULER

ALL_STEPS = ["m001_initial", "m002_skill_columns", "m003_exam_chain", "m004_attempt_params", "m005_settings",
             "m006_signatures", "m007_class_aggregates", "m008_trainee_language", "m009_speed",
             "m010_school_sync", "m011_school_key", "m012_exam_clock", "m013_people", "m014_school_files"]
V1_START = datetime(2024, 11, 4, 10, 0, tzinfo=UTC)


def test_an_empty_file_gets_every_migration_wal_and_foreign_keys(db_path):
    with Store.open(db_path) as store:
        applied = [m.name for m in MIGRATIONS.applied(store.db)]
        assert applied == ALL_STEPS
        assert store.db.journal_mode == "wal"
        assert store.db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert {"trainees", "sessions", "attempts", "exams", "schedule", "chain"} <= set(
            store.db.table_names())
        assert "skill" in {r[1] for r in store.db.execute("PRAGMA table_xinfo(attempts)")}


def test_opening_again_applies_nothing_and_keeps_the_records(db_path, answer):
    with Store.open(db_path) as store:
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL)
        kept = store.record_answer(session.id, answer())
    with Store.open(db_path) as store:
        assert [m.name for m in MIGRATIONS.applied(store.db)] == ALL_STEPS
        assert store.attempts() == [kept]


def test_a_database_from_a_newer_trainer_is_refused(db_path):
    with Store.open(db_path) as store:
        store.db["_sqlite_migrations"].insert(
            {"migration_set": "trainer", "name": "m999_future", "applied_at": "2030"})
    with pytest.raises(StoreError, match="newer version"):
        Store.open(db_path)


def _v1_iso(moment: datetime) -> str:
    return moment.isoformat(timespec="milliseconds")


def _write_version_1(path) -> dict:
    """A database as trainer version 1 wrote it: schedule cards as JSON, no chain."""
    with Database(path) as db:
        MIGRATIONS.apply(db, stop_before="m002_skill_columns")
        with db.atomic():
            return _insert_version_1_records(db)


def _insert_version_1_records(db: Database) -> dict:
    db.execute("INSERT INTO trainees (id, name, role, created_at) VALUES (1, 'Bea', 'trainee', ?)",
               [_v1_iso(V1_START)])
    drill, exam_session, exam_id = (str(uuid.uuid4()) for _ in range(3))
    for sid, kind in ((drill, "drill"), (exam_session, "exam")):
        db.execute("INSERT INTO sessions (id, trainee_id, kind, started_at) VALUES (?, 1, ?, ?)",
                   [sid, kind, _v1_iso(V1_START)])
    card = Card(card_id=1)
    attempts = []
    for i in range(6):
        when = V1_START + timedelta(minutes=i)
        session = exam_session if i >= 4 else drill
        attempts.append((str(uuid.uuid4()), 1, session, "lesson-1", f"item-{i}", "stud",
                         "showdown_order", json.dumps({"i": i}), json.dumps({"a": i}),
                         int(i % 3 != 0), 1.0 if i % 3 else 0.0, 3000 + 100 * i, _v1_iso(when)))
        if session == drill:
            card, _ = SCHEDULER.review_card(card, Rating.Good if i % 3 else Rating.Again, when)
    db.conn.executemany("INSERT INTO attempts VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", attempts)
    db.execute("INSERT INTO schedule VALUES (1, 'stud', 'showdown_order', ?, ?)",
               [card.to_json(), card.due.isoformat()])
    db.execute("INSERT INTO exams (id, trainee_id, session_id, definition, seed, started_at,"
               " submitted_at, score, passed) VALUES (?, 1, ?, ?, 7, ?, ?, 0.5, 0)",
               [exam_id, exam_session, json.dumps({"items": 2}), _v1_iso(V1_START),
                _v1_iso(V1_START + timedelta(minutes=9))])
    drills = [a for a in attempts if a[2] == drill]
    return {"attempt_ids": [a[0] for a in attempts], "card": card, "exam_id": exam_id,
            "reviews": len(drills), "lapses": sum(a[9] == 0 for a in drills)}


@pytest.mark.parametrize("stop_at", ["v1", "v2", "v3"])
def test_an_older_file_with_data_is_upgraded_without_losing_anything(db_path, answer, stop_at):
    written = _write_version_1(db_path)
    if stop_at != "v1":
        with Database(db_path) as db:
            next_step = {"v2": "m003_exam_chain", "v3": "m004_attempt_params"}[stop_at]
            MIGRATIONS.apply(db, stop_before=next_step)
    with Database(db_path) as db:
        before = [tuple(r) for r in db.execute(
            "SELECT id, scenario, answer, correct, score, time_ms, answered_at FROM attempts"
            " ORDER BY id")]

    with Store.open(db_path) as store:
        assert [m.name for m in MIGRATIONS.applied(store.db)] == ALL_STEPS
        after = [tuple(r) for r in store.db.execute(
            "SELECT id, scenario, answer, correct, score, time_ms, answered_at FROM attempts"
            " ORDER BY id")]
        assert after == before
        assert sorted(a.id for a in store.attempts()) == sorted(written["attempt_ids"])
        skills = {r[0] for r in store.db.execute("SELECT skill FROM attempts")}
        assert skills == {"stud/showdown_order"}

        bea = store.find_trainee("Bea")
        state = store.skill_state(bea.id, store.attempts()[0].skill)
        card = written["card"]
        assert state.due == card.due and state.stability == pytest.approx(card.stability)
        assert (state.reviews, state.lapses) == (written["reviews"], written["lapses"])

        report = store.verify()
        assert report.ok and report.records == 4  # start, two answers, result
        exam = store.exam(written["exam_id"])
        assert exam.submitted and exam.time_limit_s is None and store.exam_result(exam.id)

        session = store.start_session(bea.id, SessionKind.DRILL)
        store.record_answer(session.id, answer(game="stud"))
        assert len(store.attempts()) == 7


def test_migration_from_version_3_keeps_every_attempt_with_params_empty_and_the_exam_intact(db_path, answer):
    written = _write_version_1(db_path)
    with Database(db_path) as db:
        MIGRATIONS.apply(db, stop_before="m004_attempt_params")
        assert "params" not in {r[1] for r in db.execute("PRAGMA table_xinfo(attempts)")}
        columns = "id, trainee_id, session_id, lesson_id, item_id, game, task, scenario, answer, " \
                  "correct, score, time_ms, answered_at"
        before = [tuple(r) for r in db.execute(f"SELECT {columns} FROM attempts ORDER BY id")]
        chain_before = [tuple(r) for r in db.execute("SELECT * FROM chain ORDER BY seq")]

    with Store.open(db_path) as store:
        assert [m.name for m in MIGRATIONS.applied(store.db)] == ALL_STEPS
        after = [tuple(r) for r in store.db.execute(f"SELECT {columns} FROM attempts ORDER BY id")]
        assert after == before  # every answer kept, unchanged
        assert {r[0] for r in store.db.execute("SELECT params FROM attempts")} == {"{}"}
        attempts = store.attempts()
        assert sorted(a.id for a in attempts) == sorted(written["attempt_ids"])
        assert all(a.params == {} for a in attempts)
        # The chain is as m003 wrote it, and every exam record still verifies against it.
        assert [tuple(r) for r in store.db.execute("SELECT * FROM chain ORDER BY seq")] == chain_before
        report = store.verify()
        assert report.ok and report.records == 4
        triggers = {r[0] for r in store.db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")}
        assert set(GUARDS) <= triggers

        bea = store.find_trainee("Bea")
        session = store.start_session(bea.id, SessionKind.DRILL)
        new = store.record_answer(session.id, answer(game="stud", params={"street": 3}))
        assert store.attempts(session_id=session.id) == [new] and new.params == {"street": 3}
    with Database(db_path) as db, pytest.raises(sqlite3.IntegrityError, match="append-only"):
        db.execute("UPDATE attempts SET params = '{\"street\":2}'")
