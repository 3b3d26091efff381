"""The school server refuses what it must not hold and never blocks (issue 31 item 5).

Each test replays an attack row of ``shared/audits/turn3-attacks.md`` as the report ran it,
and asserts it is refused or detected now: rows 20 (X3), 21 (X5), 22 and 23 (X6), 24 (X8) and
30 (X7).  A real PostgreSQL cluster, the schema made with the owner's login, the workstations
on the sync login (``sync_url``), as the README sets a school up.
"""

from __future__ import annotations

import io
import json
import shutil
import sqlite3

import psycopg
import pytest

from tests.server.conftest import SYNC_LOGIN
from tests.server.school import verify_school
from tests.store.conftest import make_answer
from trainer.curriculum.exam import check_exam_text
from trainer.store import ExamClosed, Role, SessionKind, Store
from trainer.store.chain import content_hash, result_content, verification_code
from trainer.store.export import sealed
from trainer.training.exam import ExamSession

MINI = """\
id: holdem-mini
title: "Hold'em: a small exam"
game: holdem
items: 4
time_limit: 10
pass_mark: 75
attempts_allowed: 3
review: after-submit
skills:
  - {task: winner, count: 3}
  - {task: procedure, count: 1}
"""
BAD_ID = "99999999-9999-4999-8999-999999999999"


@pytest.fixture(scope="module")
def mini():
    d, problems = check_exam_text(MINI, "mini.yaml")
    assert problems == [] and d is not None
    return d


def _right(item) -> dict:
    return dict(item.question.answer)


def _wrong(item) -> dict:
    return {"winners": [99]} if item.task == "winner" else {"choice": 99}


def _sit(store: Store, name: str, mini, *, passing: bool) -> str:
    """``name`` (made if new) takes the exam and submits it: the exam's id."""
    trainee = store.find_trainee(name) or store.add_trainee(name)
    session = ExamSession.start(store, trainee.id, mini)
    for i, item in enumerate(session.items):
        session.save(_right(item) if passing else _wrong(item), i)
    assert session.submit().passed is passing
    return session.exam.id


def _drills(store: Store, name: str, n: int) -> None:
    trainee = store.find_trainee(name) or store.add_trainee(name)
    session = store.start_session(trainee.id, SessionKind.DRILL)
    for i in range(n):
        store.record_answer(session.id, make_answer(i))


def _one(url: str, sql: str, params: tuple = ()) -> list[tuple]:
    with psycopg.connect(url) as conn:
        return conn.execute(sql, params).fetchall()


# -- row 21 (X5): one bad drill answer never blocks the other workstations --------------------


def test_row21_a_score_of_5_is_kept_back_at_push_and_every_other_pull_works(sync_url, school, tmp_path, run_cli):
    c, d = tmp_path / "WC.db", tmp_path / "WD.db"
    with Store.open(c) as store:
        _drills(store, "Ana", 3)
    with Store.open(d):
        pass
    assert run_cli("sync", "--db", c, "--server", sync_url)[0] == 0
    with sqlite3.connect(c) as raw:  # the report's own statement
        raw.execute(f"insert into attempts (id,trainee_id,session_id,item_id,game,task,scenario,answer,correct,score,"
                    f"time_ms,answered_at,params) select '{BAD_ID}',trainee_id,session_id,'x','holdem','winner','{{}}',"
                    "'{}',1,5.0,10,answered_at,'{}' from attempts limit 1")
    rc, _, err = run_cli("sync", "--db", c, "--server", sync_url)
    assert rc == 0, err
    assert _one(school, "SELECT count(*) FROM trainer.attempts WHERE id = %s", (BAD_ID,)) == [(0,)]
    assert f"attempt {BAD_ID}: not sent (kept here): attempt.score: expected a number from 0 to 1, got 5.0" in err
    for _ in range(2):  # the other workstation's pull works, on every sync
        rc, _, err = run_cli("sync", "--db", d, "--server", sync_url)
        assert rc == 0, err
    with Store.open(d) as store:
        assert len(store.attempts()) == 3
    rc, _, err = run_cli("sync", "--db", c, "--server", sync_url)  # reported once, not on every sync
    assert rc == 0 and BAD_ID not in err


def test_row21_the_server_itself_refuses_the_bad_row_naming_the_field(sync_url, tmp_path):
    """A crafted workstation that skips the check: the server's CHECK constraint refuses it."""
    with Store.open(tmp_path / "w.db") as store:
        _drills(store, "Ana", 1)
        from tests.server.school import sync

        sync(store.db, sync_url)
    with psycopg.connect(sync_url) as conn:
        with pytest.raises(psycopg.errors.CheckViolation, match="attempts_score_0_to_1"):
            conn.execute("INSERT INTO trainer.attempts (id, trainee_id, session_id, exam_id, workstation, game, task,"
                         " correct, time_ms, answered_at, record) SELECT %s, trainee_id, session_id, NULL,"
                         " workstation, game, task, correct, time_ms, answered_at,"
                         " jsonb_set(jsonb_set(record::jsonb, '{score}', '5.0'), '{id}', to_jsonb(%s::text))::json"
                         " FROM trainer.attempts LIMIT 1", (BAD_ID, BAD_ID))
        conn.rollback()
        for column, value, constraint in (("time_ms", "-1", "attempts_(time_ms_from_0|record_time_ms)"),
                                          ("game", "'Hold em'", "attempts_(game_shape|record_game)")):
            with pytest.raises(psycopg.errors.CheckViolation, match=constraint):
                conn.execute(f"INSERT INTO trainer.attempts (id, trainee_id, session_id, exam_id, workstation, game,"
                             f" task, correct, time_ms, answered_at, record) SELECT %s, trainee_id, session_id, NULL,"
                             f" workstation, {'game' if column != 'game' else value}, task, correct,"
                             f" {'time_ms' if column != 'time_ms' else value}, answered_at,"
                             " jsonb_set(record::jsonb, '{id}', to_jsonb(%s::text))::json FROM trainer.attempts"
                             " LIMIT 1", (BAD_ID, BAD_ID))
            conn.rollback()


def test_row21_a_bad_row_already_on_an_older_server_is_quarantined_by_each_pull(server_url, tmp_path, run_cli,
                                                                                 monkeypatch):
    """A server brought forward from version 2 keeps the rows it had (the checks are NOT VALID):
    a workstation's pull keeps the bad one aside, merges the rest, and syncs on."""
    from trainer.store.server import init_server, schema

    with monkeypatch.context() as old:
        old.setattr(schema, "STEPS", schema.STEPS[:2])
        old.setattr(schema, "VERSION", 2)
        init_server(server_url)
    assert init_server(server_url) == (2, schema.VERSION)
    c, d = tmp_path / "WC.db", tmp_path / "WD.db"
    with Store.open(c) as store:
        _drills(store, "Ana", 3)
    with Store.open(d):
        pass
    assert run_cli("sync", "--db", c, "--server", server_url)[0] == 0
    with psycopg.connect(server_url) as conn:  # a row the version 2 server took (the report's)
        conn.execute("ALTER TABLE trainer.attempts DROP CONSTRAINT attempts_score_0_to_1")
        conn.execute("INSERT INTO trainer.attempts (id, trainee_id, session_id, exam_id, workstation, game, task,"
                     " correct, time_ms, answered_at, record) SELECT %s, trainee_id, session_id, NULL, workstation,"
                     " game, task, correct, time_ms, answered_at, jsonb_set(jsonb_set(record::jsonb, '{score}',"
                     " '5.0'), '{id}', to_jsonb(%s::text))::json FROM trainer.attempts LIMIT 1", (BAD_ID, BAD_ID))
        conn.execute(f"ALTER TABLE trainer.attempts ADD CONSTRAINT attempts_score_0_to_1"
                     f" CHECK ({schema.CHECKS['attempts']['score_0_to_1']}) NOT VALID")
    rc, out, err = run_cli("sync", "--db", d, "--server", server_url)
    assert rc == 0, err
    assert f"attempt {BAD_ID}: not merged here (kept aside): attempt.score: expected a number from 0 to 1" in err
    assert "received 3 answers" in out
    rc, _, err = run_cli("sync", "--db", d, "--server", server_url)
    assert rc == 0 and BAD_ID not in err
    with Store.open(d) as store:
        assert len(store.attempts()) == 3
        from trainer.store.server import held

        assert [(h.direction, h.record_id) for h in held(store.db)] == [("pulled", BAD_ID)]


# -- row 24 (X8): the workstations' login cannot switch off the guards -------------------------


def test_row24_the_sync_login_cannot_disable_a_trigger_nor_edit_nor_delete(sync_url, school, tmp_path, run_cli, mini):
    db = tmp_path / "A.db"
    with Store.open(db) as store:
        _drills(store, "Ana", 2)
        _sit(store, "Bob", mini, passing=False)
        open_session = store.start_session(store.find_trainee("Ana").id, SessionKind.DRILL)
        store.record_answer(open_session.id, make_answer(9))
    rc, _, err = run_cli("sync", "--db", db, "--server", sync_url)
    assert rc == 0 and "owns the school's tables" not in err
    attacks = (
        "ALTER TABLE trainer.exam_results DISABLE TRIGGER exam_results_append_only",
        "ALTER TABLE trainer.attempts DISABLE TRIGGER ALL",
        "DROP TRIGGER attempts_append_only ON trainer.attempts",
        "ALTER TABLE trainer.attempts DROP CONSTRAINT attempts_score_0_to_1",
        "UPDATE trainer.exam_results SET record = record",
        "UPDATE trainer.sessions SET ended_at = now()",
        "DELETE FROM trainer.attempts WHERE exam_id IS NULL",
        "TRUNCATE trainer.attempts",
        "DROP TABLE trainer.chain",
        "CREATE TABLE trainer.mine (a int)",
        "INSERT INTO trainer.school (id, timezone) VALUES ('x', 'UTC')",
        "INSERT INTO trainer.skill_totals SELECT * FROM trainer.skill_totals",
        "CREATE OR REPLACE FUNCTION trainer.append_only() RETURNS trigger LANGUAGE plpgsql"
        " AS $$ BEGIN RETURN NEW; END $$",
    )
    with psycopg.connect(sync_url) as conn:
        for sql in attacks:
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)
            conn.rollback()
        flags = conn.execute("SELECT rolsuper, rolcreaterole, rolcreatedb, rolbypassrls FROM pg_roles"
                             " WHERE rolname = current_user").fetchone()
        assert flags == (False, False, False, False)
    assert _one(school, "SELECT count(*) FROM trainer.attempts WHERE exam_id IS NULL") == [(3,)]
    with Store.open(db) as store:  # what the sync role still does: a session's end, the class counts
        store.end_session(open_session.id)
    assert run_cli("sync", "--db", db, "--server", sync_url)[0] == 0
    assert _one(school, "SELECT ended_at IS NOT NULL, record->>'ended_at' IS NOT NULL FROM trainer.sessions"
                        " WHERE id = %s", (open_session.id,)) == [(True, True)]
    assert _one(school, "SELECT sum(answers) FROM trainer.skill_totals") == [(3,)]
    rc, out, _ = run_cli("results", "verify", "--server", sync_url)
    assert rc == 0 and "intact" in out


def test_row24_the_owner_login_is_named_when_a_workstation_syncs_with_it(school, tmp_path, run_cli):
    db = tmp_path / "A.db"
    with Store.open(db) as store:
        _drills(store, "Ana", 1)
    rc, _, err = run_cli("sync", "--db", db, "--server", school)
    assert rc == 0 and "this login owns the school's tables" in err


def test_server_init_makes_the_sync_login(server_url, run_cli, monkeypatch):
    monkeypatch.setenv("TRAINER_SYNC_PASSWORD", "another-pw")
    rc, out, err = run_cli("server", "init", "--url", server_url, "--sync-login", "desk_sync")
    assert rc == 0 and "desk_sync may read and add records" in out and "another-pw" not in out + err
    url = server_url.replace("school_admin:s3cret-pw@", "desk_sync:another-pw@")
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT pg_has_role('desk_sync', 'trainer_sync', 'MEMBER')").fetchone() == (True,)
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("ALTER TABLE trainer.attempts DISABLE TRIGGER attempts_append_only")
    rc, _, err = run_cli("server", "init", "--url", server_url, "--sync-login", "school_admin")
    assert rc == 2 and "owner" in err
    assert SYNC_LOGIN != "desk_sync"


# -- row 20 (X3): a forged result pushed by a crafted workstation -----------------------------


def _forge_pass(records: list[dict]) -> None:
    """The FAIL made a PASS, its hash and code recomputed (the report's "flipped, rehashed")."""
    start = next(r for r in records if r["type"] == "exam")
    result = next(r for r in records if r["type"] == "exam_result")
    hashes = [r["hash"] for r in records if r["type"] == "attempt" and r["exam"] == start["id"]]
    for line in result["breakdown"]:
        line["correct"], line["score"] = line["answered"], float(line["answered"])
    result.update(score=1.0, passed=True)
    row = {"id": start["id"], "trainee": result["trainee"], "submitted_at": result["submitted_at"],
           "score": 1.0, "passed": 1, "breakdown": json.dumps(result["breakdown"])}
    result["hash"] = content_hash(result_content(row, hashes, start["hash"]))
    result["code"] = verification_code(result["hash"])


def test_row20_a_forged_result_is_flagged_by_verify_server_and_never_pulled_as_passed(sync_url, tmp_path, run_cli,
                                                                                       mini):
    with Store.open(tmp_path / "A.db") as a:
        exam_id = _sit(a, "Zed", mini, passing=False)
        out = io.StringIO()
        a.export(out)
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    _forge_pass(records)
    forged = tmp_path / "forged.jsonl"
    forged.write_text(sealed(records), encoding="utf-8")
    honest, wf = tmp_path / "WH.db", tmp_path / "WF.db"
    for path in (honest, wf):
        with Store.open(path) as crafted:  # the raw import: what any sqlite3 user can produce
            crafted.import_file(forged)
            assert crafted.exam(exam_id).passed is True
    from trainer.store.server import sync as crafted_sync

    with Store.open(wf) as crafted:  # a crafted workstation sends it without re-grading
        crafted_sync(crafted.db, sync_url)
    assert _one(sync_url, "SELECT count(*) FROM trainer.exam_results") == [(1,)]
    rc, out, _ = run_cli("results", "verify", "--server", sync_url)
    assert rc == 1 and f"exam result {exam_id}" in out and "re-graded by the engine" in out and "intact" not in out
    b = tmp_path / "B.db"
    with Store.open(b):
        pass
    rc, out, err = run_cli("sync", "--db", b, "--server", sync_url)
    assert rc == 0, out + err
    assert f"exam result {exam_id}: not merged here (kept aside): re-graded by the engine" in err
    with Store.open(b) as store:
        (exam,) = store.exams()
        assert exam.passed is not True and exam.submitted_at is None
        from trainer.store.server.reads import SchoolReads
        from trainer.training.exam.server_check import regrade_records

        reads = SchoolReads(store.db, sync_url, regrade=regrade_records)  # the instructor's screens, read live
        (served,) = reads.exams()
        assert served.passed is not True and reads.exam_result(exam_id) is None
    assert run_cli("sync", "--db", b, "--server", sync_url)[0] == 0  # and every later sync goes on
    rc, _, err = run_cli("sync", "--db", honest, "--server", sync_url)  # trainer itself never sends it
    assert rc == 0 and f"exam result {exam_id}: not sent (kept here): re-graded by the engine" in err
    with sqlite3.connect(wf) as raw:
        assert _one(sync_url, "SELECT workstation FROM trainer.exam_results") == raw.execute(
            "SELECT id FROM workstation").fetchall()  # the crafted one's, alone


# -- rows 22 and 23 (X6): copies and restored backups never share an identity --------------


def _server_exams(url: str) -> list[tuple[str, str]]:
    """(trainee's name on the server, the name the exam was taken under) for each exam."""
    return sorted(_one(url, "SELECT t.name, e.record->>'trainee' FROM trainer.exams e"
                            " JOIN trainer.trainees t ON t.id = e.trainee_id"))


def test_row22_two_workstations_made_from_one_copied_file_keep_their_records_apart(sync_url, tmp_path, run_cli,
                                                                                    mini):
    image = tmp_path / "image.db"
    with Store.open(image) as store:
        store.add_trainee("Ines", Role.INSTRUCTOR, password="ines-pw-2025")
    k1, k2 = tmp_path / "K1.db", tmp_path / "K2.db"
    shutil.copy(image, k1)
    shutil.copy(image, k2)
    links = {}
    for path, name in ((k1, "Kim"), (k2, "Lou")):
        with Store.open(path) as store:
            _sit(store, name, mini, passing=True)
            links[name] = store.db.execute("SELECT count(*) FROM chain").fetchone()[0]
    rc, _, err1 = run_cli("sync", "--db", k1, "--server", sync_url)
    assert rc == 0 and "copy" not in err1
    rc, _, err2 = run_cli("sync", "--db", k2, "--server", sync_url)
    assert rc == 0
    assert _server_exams(sync_url) == [("Kim", "Kim"), ("Lou", "Lou")]
    assert _one(sync_url, "SELECT count(*), count(DISTINCT workstation) FROM trainer.chain") == [
        (links["Kim"] + links["Lou"], 2)]
    assert "is a copy or a restored backup of workstation" in err2
    report = verify_school(sync_url)
    assert report.ok, report.problems
    for path in (k1, k2):  # both carry on as two workstations: nothing more is renewed
        rc, _, err = run_cli("sync", "--db", path, "--server", sync_url)
        assert rc == 0 and "copy" not in err
    with Store.open(k1) as store:  # K1 has Lou's exam now, under Lou
        assert {store.trainee(e.trainee_id).name for e in store.exams()} == {"Kim", "Lou"}


def test_row23_a_restored_backup_never_files_a_newcomer_under_someone_else(sync_url, tmp_path, run_cli, mini):
    db, backup = tmp_path / "R.db", tmp_path / "copy.db"
    with Store.open(db) as store:
        _drills(store, "Ana", 2)
    assert run_cli("sync", "--db", db, "--server", sync_url)[0] == 0
    shutil.copy(db, backup)
    with Store.open(db) as store:
        _drills(store, "Late", 5)
        _sit(store, "Late", mini, passing=False)
    assert run_cli("sync", "--db", db, "--server", sync_url)[0] == 0
    rc, _, err = run_cli("results", "restore", "--db", db, backup)
    assert rc == 0, err
    with Store.open(db) as store:
        assert store.find_trainee("Late") is None
        _drills(store, "Newcomer", 4)
        _sit(store, "Newcomer", mini, passing=True)
    rc, _, err = run_cli("sync", "--db", db, "--server", sync_url)
    assert rc == 0, err
    answers = _one(sync_url, "SELECT t.name, count(*) FILTER (WHERE a.exam_id IS NULL),"
                             " string_agg(DISTINCT a.record->>'trainee', ',') FROM trainer.trainees t"
                             " JOIN trainer.attempts a ON a.trainee_id = t.id GROUP BY t.id, t.name ORDER BY t.name")
    assert answers == [("Ana", 2, "Ana"), ("Late", 5, "Late"), ("Newcomer", 4, "Newcomer")]
    assert _server_exams(sync_url) == [("Late", "Late"), ("Newcomer", "Newcomer")]
    assert "is a copy or a restored backup of workstation" in err
    report = verify_school(sync_url)
    assert report.ok, report.problems
    with Store.open(db) as store:  # what the restore lost came back from the server
        late = store.find_trainee("Late")
        assert late is not None and len(store.attempts(late.id)) >= 5


# -- row 30 (X7): one exam submitted on two workstations ------------------------------------


def _started_on_a_and_pulled_by_b(a_path, b_path, url, run_cli, mini) -> str:
    """Bob's exam started on A, one answer saved, A synced, then B: the exam's id."""
    with Store.open(a_path) as a:
        bob = a.add_trainee("Bob")
        session = ExamSession.start(a, bob.id, mini)
        session.save(_right(session.items[0]), 0)
        exam_id = session.exam.id
    with Store.open(b_path):
        pass
    assert run_cli("sync", "--db", a_path, "--server", url)[0] == 0
    assert run_cli("sync", "--db", b_path, "--server", url)[0] == 0
    return exam_id


def test_row30_a_pulled_open_exam_is_not_resumed_on_another_workstation(sync_url, tmp_path, run_cli, mini):
    a_path, b_path = tmp_path / "A.db", tmp_path / "B.db"
    exam_id = _started_on_a_and_pulled_by_b(a_path, b_path, sync_url, run_cli, mini)
    with Store.open(b_path) as b:  # the rule: an exam is answered and submitted where it was started
        on_b = ExamSession.resume(b, exam_id)
        with pytest.raises(ExamClosed, match="started on another workstation"):
            on_b.save(_right(on_b.items[1]), 1)
        with pytest.raises(ExamClosed, match="started on another workstation"):
            on_b.submit()
        assert b.exam(exam_id).submitted_at is None and len(b.attempts(b.find_trainee("Bob").id)) == 1
        assert b.open_exams(b.find_trainee("Bob").id) == []  # not offered to resume here
    with Store.open(a_path) as a:  # where it was started, it carries on
        assert [e.id for e in a.open_exams(a.find_trainee("Bob").id)] == [exam_id]
        on_a = ExamSession.resume(a, exam_id)
        on_a.save(_right(on_a.items[1]), 1)
        on_a.submit()


def test_row30_one_exam_submitted_on_two_workstations_never_stops_a_sync(sync_url, school, tmp_path, run_cli, mini):
    a_path, b_path = tmp_path / "A.db", tmp_path / "B.db"
    exam_id = _started_on_a_and_pulled_by_b(a_path, b_path, sync_url, run_cli, mini)
    with sqlite3.connect(b_path) as raw:  # an older trainer (or a crafted file) without the rule: a PASS on B
        raw.execute("DELETE FROM sync_pulled_sessions")
    with Store.open(b_path) as b:
        on_b = ExamSession.resume(b, exam_id)
        for i, item in enumerate(on_b.items[1:], 1):
            on_b.save(_right(item), i)
        assert on_b.submit().passed
    assert run_cli("sync", "--db", b_path, "--server", sync_url)[0] == 0
    with Store.open(a_path) as a:  # and on A, where it was started: a FAIL
        on_a = ExamSession.resume(a, exam_id)
        for i, item in enumerate(on_a.items[1:], 1):
            on_a.save(_wrong(item), i)
        assert not on_a.submit().passed
    rc, _, err = run_cli("sync", "--db", a_path, "--server", sync_url)
    assert rc == 0, err
    rc, _, err_b = run_cli("sync", "--db", b_path, "--server", sync_url)  # B hears of A's answers: kept aside
    assert rc == 0, err_b
    for path in (a_path, b_path, a_path):  # never failing any later sync, on either side
        rc, _, again = run_cli("sync", "--db", path, "--server", sync_url)
        assert rc == 0 and exam_id not in again
    assert _one(school, "SELECT (record->>'passed')::boolean FROM trainer.exam_results WHERE exam_id = %s",
                (exam_id,)) == [(True,)]  # the first result the server received stands
    with Store.open(a_path) as a:
        assert a.exam(exam_id).passed is False  # A's own result is kept there as it was
    rc, out, _ = run_cli("results", "verify", "--server", sync_url)
    assert rc == 0 and "intact" in out
    assert (f"exam result {exam_id}: refused by the server (kept here, marked as a conflict): the server already"
            " holds another result for this exam") in err


def test_a_sync_cut_after_the_server_committed_is_not_taken_for_a_copy(sync_url, tmp_path, run_cli):
    db = tmp_path / "A.db"
    with Store.open(db) as store:
        _drills(store, "Ana", 2)
    assert run_cli("sync", "--db", db, "--server", sync_url)[0] == 0
    with sqlite3.connect(db) as raw:  # as if killed after the server's commit, before the local one
        raw.execute("UPDATE sync_identity SET pending = token, token = ''")
        ws = raw.execute("SELECT id FROM workstation").fetchone()[0]
    rc, _, err = run_cli("sync", "--db", db, "--server", sync_url)
    assert rc == 0 and "copy" not in err
    with sqlite3.connect(db) as raw:
        assert raw.execute("SELECT id FROM workstation").fetchone()[0] == ws
        token, pending = raw.execute("SELECT token, pending FROM sync_identity").fetchone()
    assert pending is None  # the token left pending confirmed, and one more step taken at once
    assert _one(sync_url, "SELECT count(*), max(token) FILTER (WHERE prev <> '') FROM trainer.workstation_syncs"
                          " WHERE workstation = %s", (ws,)) == [(2, token)]


def test_a_session_kept_back_keeps_its_answers_back_and_the_sync_goes_on(sync_url, school, tmp_path, run_cli):
    db = tmp_path / "A.db"
    with Store.open(db) as store:
        _drills(store, "Ana", 2)
        _drills(store, "Bo", 3)
        bo = store.find_trainee("Bo")
        (session_id,) = {a.session_id for a in store.attempts(bo.id)}
    with sqlite3.connect(db) as raw:  # a hand edit: the session ends before it started
        raw.execute("UPDATE sessions SET ended_at = '2000-01-01T00:00:00.000+00:00' WHERE id = ?", (session_id,))
    rc, _, err = run_cli("sync", "--db", db, "--server", sync_url)
    assert rc == 0, err
    assert f"session {session_id}: not sent (kept here): session.ended_at" in err
    assert err.count(f"its session {session_id} was kept back") == 3
    assert _one(school, "SELECT count(*) FROM trainer.attempts") == [(2,)]
    with Store.open(db) as store:  # answers given later in a good session still go
        _drills(store, "Bo", 1)
    rc, out, err = run_cli("sync", "--db", db, "--server", sync_url)
    assert rc == 0 and "sent 1 sessions, 1 answers" in out and err == ""
