"""Speed (issue 20): the target recorded with each answer, within-target shares, sprints,
and migration m009 (old records kept and verifying)."""

from __future__ import annotations

import json
from datetime import timedelta

from sqlite_utils import Database

from tests.store.conftest import T0, at
from tests.store.test_migrations import ALL_STEPS, _write_version_1
from trainer.store import SessionKind, Skill, Store
from trainer.store.chain import EXAM_ATTEMPT_SQL, attempt_content, content_hash
from trainer.store.migrations import MIGRATIONS


def test_each_answer_keeps_the_target_that_applied(store, drill, answer):
    _, session = drill
    timed = store.record_answer(session.id, answer(1, time_ms=4000, target_s=5), now=at(1))
    over = store.record_answer(session.id, answer(2, time_ms=5001, target_s=5), now=at(2))
    untimed = store.record_answer(session.id, answer(3), now=at(3))
    assert [a.target_s for a in store.attempts()] == [5, 5, None]
    assert (timed.within_target, over.within_target, untimed.within_target) == (True, False, None)


def test_the_within_target_share_counts_only_answers_with_a_target(store, drill, answer):
    ana, session = drill
    for i, (ms, target) in enumerate([(3000, 5), (6000, 5), (4000, 5), (9000, None)]):
        store.record_answer(session.id, answer(i, time_ms=ms, target_s=target), now=at(i))
    (stats,) = store.skill_stats(ana.id)
    assert (stats.attempts, stats.timed, stats.within) == (4, 3, 2)
    assert stats.within_share == 2 / 3
    (point,) = store.skill_trend(ana.id)
    assert point.within_share == 2 / 3
    overview = store.class_overview(now=at(10))
    (mine,) = overview.skills[ana.id]
    assert (mine.timed, mine.within) == (3, 2)  # kept by the aggregates' trigger


def test_an_exam_answers_target_joins_its_hash_and_verifies(store, answer):
    ana = store.add_trainee("Ana")
    exam = store.start_exam(ana.id, {"id": "x"}, seed=1, now=T0)
    store.record_exam_answer(exam.id, answer(1, item_id="q1", target_s=12), now=at(1))
    store.record_exam_answer(exam.id, answer(2, item_id="q2"), now=at(2))
    rows = {r["item_id"]: r for r in store.db.query(EXAM_ATTEMPT_SQL)}
    assert attempt_content(rows["q1"])["target_s"] == 12
    assert "target_s" not in attempt_content(rows["q2"])
    assert store.verify().ok
    # The target is part of what the chain vouches for.
    assert content_hash(attempt_content({**rows["q1"], "target_s": 99})) != content_hash(attempt_content(rows["q1"]))


def test_migration_9_keeps_every_answer_and_the_chain_verifies(db_path, answer):
    written = _write_version_1(db_path)
    with Database(db_path) as db:
        MIGRATIONS.apply(db, stop_before="m009_speed")
        assert "target_s" not in {r[1] for r in db.execute("PRAGMA table_xinfo(attempts)")}
        columns = "id, scenario, answer, correct, score, time_ms, answered_at, params"
        before = [tuple(r) for r in db.execute(f"SELECT {columns} FROM attempts ORDER BY id")]
        chain_before = [tuple(r) for r in db.execute("SELECT * FROM chain ORDER BY seq")]
        aggregates_before = db.execute("SELECT trainee_id, game, task, answers, right FROM skill_totals").fetchall()
    with Store.open(db_path) as store:
        assert [m.name for m in MIGRATIONS.applied(store.db)] == ALL_STEPS
        assert [tuple(r) for r in store.db.execute(f"SELECT {columns} FROM attempts ORDER BY id")] == before
        assert {a.target_s for a in store.attempts()} == {None}
        assert sorted(a.id for a in store.attempts()) == sorted(written["attempt_ids"])
        assert [tuple(r) for r in store.db.execute("SELECT * FROM chain ORDER BY seq")] == chain_before
        report = store.verify()
        assert report.ok and report.records == 4
        assert store.db.execute("SELECT trainee_id, game, task, answers, right, timed, within"
                                " FROM skill_totals").fetchall() == [(*r, 0, 0) for r in aggregates_before]
        bea = store.find_trainee("Bea")
        session = store.start_session(bea.id, SessionKind.DRILL)
        store.record_answer(session.id, answer(game="stud", task="showdown_order", time_ms=2000, target_s=15))
        totals = store.db.execute("SELECT answers, timed, within FROM skill_totals").fetchone()
        assert totals == (aggregates_before[0][3] + 1, 1, 1)


def test_a_sprint_is_recorded_and_the_best_per_skill_kept(store, drill):
    ana, session = drill
    pots, winner = Skill("holdem", "pot-split"), Skill("holdem", "winner")
    first = store.record_sprint(session.id, pots, 10, 600, 400.0, 8, 1000, now=T0)
    assert store.personal_bests(ana.id) == {pots: first}
    store.record_sprint(session.id, pots, 10, 600, 500.0, 6, 700, now=T0 + timedelta(minutes=20))
    better = store.record_sprint(session.id, pots, 10, 600, 300.0, 10, 1500, now=T0 + timedelta(minutes=40))
    other = store.record_sprint(session.id, winner, 20, 200, 100.0, 20, 3000, now=T0 + timedelta(hours=1))
    assert store.personal_bests(ana.id) == {pots: better, winner: other}
    assert store.personal_bests(store.add_trainee("Bea").id) == {}


def test_targets_travel_with_an_export_and_an_exam_answers_hash_still_holds(tmp_path, answer):
    import io

    with Store.memory() as a:
        ana = a.add_trainee("Ana")
        session = a.start_session(ana.id, SessionKind.DRILL, now=T0)
        a.record_answer(session.id, answer(1, time_ms=3000, target_s=5), now=at(1))
        a.record_answer(session.id, answer(2), now=at(2))
        exam = a.start_exam(ana.id, {"id": "x"}, seed=1, now=at(3))
        a.record_exam_answer(exam.id, answer(3, item_id="q1", target_s=12), now=at(4))
        a.submit_exam(exam.id, 1.0, True, now=at(5))
        out = io.StringIO()
        a.export(out)
        text = out.getvalue()
        expected = sorted((x.item_id, x.target_s) for x in a.attempts())
    assert text.count('"target_s"') == 2  # only where a target applied: older trainers read the rest
    path = tmp_path / "a.jsonl"
    path.write_text(text, encoding="utf-8")
    with Store.memory() as b:
        summary = b.import_file(path)
        assert summary.attempts_added == 3
        assert sorted((x.item_id, x.target_s) for x in b.attempts()) == expected
        (stats,) = b.skill_stats(b.find_trainee("Ana").id)
        assert (stats.timed, stats.within) == (1, 1)
        assert b.verify().ok
        assert b.import_file(path).attempts_added == 0  # the same again: nothing new, no conflict


def test_sprints_travel_with_an_export_once(tmp_path, answer):
    import io

    import pytest

    from trainer.store import ImportFileError

    with Store.memory() as a:
        ana = a.add_trainee("Ana")
        session = a.start_session(ana.id, SessionKind.DRILL, now=T0)
        a.record_answer(session.id, answer(1, game="holdem", task="winner", target_s=10), now=at(1))
        best = a.record_sprint(session.id, Skill("holdem", "winner"), 1, 10, 4.5, 1, 155, now=at(2))
        out = io.StringIO()
        a.export(out)
        text = out.getvalue()
    path = tmp_path / "a.jsonl"
    path.write_text(text, encoding="utf-8")
    with Store.memory() as b:
        assert b.import_file(path).sprints_added == 1
        (here,) = b.personal_bests(b.find_trainee("Ana").id).values()
        assert (here.id, here.skill, here.seconds, here.right, here.score, here.finished_at) == (
            best.id, best.skill, 4.5, 1, 155, best.finished_at)
        assert b.import_file(path).sprints_added == 0
        edited = tmp_path / "edited.jsonl"
        from trainer.store.export import sealed

        records = [json.loads(line) for line in text.splitlines()]
        for r in records:
            if r["type"] == "sprint":
                r["score"] = 9999
        edited.write_text(sealed(records), encoding="utf-8")
        with pytest.raises(ImportFileError, match="differs from the one in this database"):
            b.import_file(edited)
