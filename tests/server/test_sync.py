"""Sync of workstations' stores to one school server (issue 22), against a real PostgreSQL."""

from __future__ import annotations

import json

import psycopg
import pytest

from tests.server.school import real_exam, sync, verify_school
from tests.store.conftest import make_answer
from trainer.store import SessionKind
from trainer.store.server import export_school


def _count(url: str, table: str) -> int:
    with psycopg.connect(url) as conn:
        return int(conn.execute(f"SELECT count(*) FROM trainer.{table}").fetchone()[0])


def test_a_workstation_s_answers_reach_the_server_once(school, workstation):
    store = workstation("a")
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, SessionKind.DRILL)
    for i in range(7):
        store.record_answer(session.id, make_answer(i))
    first = sync(store.db, school)
    assert first.sent["answers"] == 7 and first.sent["trainees"] == 1 and first.sent["sessions"] == 1
    again = sync(store.db, school)
    assert sum(again.sent.values()) == 0
    assert _count(school, "attempts") == 7
    with psycopg.connect(school) as conn:
        ids = {r[0] for r in conn.execute("SELECT id FROM trainer.attempts")}
    assert ids == {a.id for a in store.attempts()}


def test_the_server_export_is_the_workstation_s_export(school, workstation, tmp_path):
    import io

    store = workstation("a")
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, SessionKind.DRILL)
    for i in range(3):
        store.record_answer(session.id, make_answer(i))
    store.end_session(session.id)
    sync(store.db, school)
    here, there = io.StringIO(), io.StringIO()
    store.export(here)
    export_school(school, there)
    strip = lambda text: [json.loads(line) for line in text.splitlines()[1:-1]]  # noqa: E731
    assert strip(here.getvalue()) == strip(there.getvalue())
    assert verify_school(school).ok


def _attempt_ids(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        return [r[0] for r in conn.execute("SELECT id FROM trainer.attempts")]


def test_three_workstations_syncing_at_once_while_answering_send_every_record_once(school, tmp_path):
    import subprocess
    import sys

    from trainer.store import Store

    paths = [tmp_path / f"ws{i}.db" for i in range(3)]
    stores = [Store.open(p) for p in paths]
    sessions = []
    for i, store in enumerate(stores):
        trainee = store.add_trainee(f"Trainee {i}")
        sessions.append(store.start_session(trainee.id, SessionKind.DRILL))
    script = ("import sys; from trainer.store import Store; from trainer.store.server import sync\n"
              "for _ in range(4):\n"
              "    with Store.open(sys.argv[1]) as s: sync(s.db, sys.argv[2], batch=7)\n")
    syncs = [subprocess.Popen([sys.executable, "-c", script, str(p), school]) for p in paths]
    given = 0
    while any(p.poll() is None for p in syncs) or given < 60:  # answers recorded meanwhile
        for store, session in zip(stores, sessions, strict=True):
            store.record_answer(session.id, make_answer(given))
        given += 1
    assert [p.wait() for p in syncs] == [0, 0, 0]
    for store in stores:  # a last round brings every workstation up to date
        sync(store.db, school)
    for store in stores:
        sync(store.db, school)
    local = {a.id for store in stores for a in store.attempts()}
    on_server = _attempt_ids(school)
    assert len(on_server) == len(set(on_server)) == len(local) == 3 * given
    assert set(on_server) == local
    for store in stores:  # each workstation holds the school's answers, each once
        ids = [r[0] for r in store.db.execute("SELECT id FROM attempts")]
        assert len(ids) == len(set(ids)) and set(ids) == local
        assert len(store.trainees()) == 3
        store.close()


def test_the_same_trainee_on_two_workstations_is_one_person(school, workstation):
    a, b = workstation("a"), workstation("b")
    ana = a.add_trainee("Ana")
    s1 = a.start_session(ana.id, SessionKind.DRILL)
    a.record_answer(s1.id, make_answer(1))
    sync(a.db, school)
    sync(b.db, school)  # Ana can sign in on b now
    ana_b = b.find_trainee("Ana")
    assert ana_b is not None
    s2 = b.start_session(ana_b.id, SessionKind.DRILL)
    b.record_answer(s2.id, make_answer(2))
    b.record_answer(s2.id, make_answer(3))
    sync(b.db, school)
    sync(a.db, school)
    assert len(a.attempts(ana.id)) == 3 and len(b.attempts(ana_b.id)) == 3
    with psycopg.connect(school) as conn:
        assert conn.execute("SELECT count(*), count(DISTINCT id) FROM trainer.trainees").fetchone() == (1, 1)
        assert conn.execute("SELECT count(DISTINCT trainee_id) FROM trainer.attempts").fetchone()[0] == 1


def test_a_trainee_created_on_one_workstation_signs_in_on_another_after_a_sync(school, workstation):
    a, b = workstation("a"), workstation("b")
    a.add_trainee("Cai")  # no answer yet
    sync(a.db, school)
    assert b.find_trainee("Cai") is None
    sync(b.db, school)
    cai = b.find_trainee("Cai")
    assert cai is not None
    session = b.start_session(cai.id, SessionKind.DRILL)
    b.record_answer(session.id, make_answer(1))
    sync(b.db, school)
    with psycopg.connect(school) as conn:
        assert conn.execute("SELECT count(*) FROM trainer.trainees").fetchone()[0] == 1


def test_two_people_of_the_same_name_stay_two_people(school, workstation):
    a, b = workstation("a"), workstation("b")
    for store, n in ((a, 2), (b, 5)):
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL)
        for i in range(n):
            store.record_answer(session.id, make_answer(i))
        sync(store.db, school)
    sync(a.db, school)
    with psycopg.connect(school) as conn:
        rows = conn.execute("SELECT t.id, count(a.id) FROM trainer.trainees t JOIN trainer.attempts a"
                            " ON a.trainee_id = t.id WHERE t.name = 'Ana' GROUP BY t.id").fetchall()
    assert sorted(n for _, n in rows) == [2, 5]
    here = a.find_trainee("Ana")
    assert here is not None and len(a.attempts(here.id)) == 2  # a's Ana keeps only her own answers
    other = [t for t in a.trainees() if t.name.startswith("Ana [")]
    assert len(other) == 1 and len(a.attempts(other[0].id)) == 5


def test_an_exam_taken_on_one_workstation_verifies_on_the_server_and_on_another(school, workstation):
    a, b = workstation("a"), workstation("b")
    ana = a.add_trainee("Ana")
    session, result = real_exam(a, ana.id, (True, False, True))  # an exam the engine re-grades (X3)
    exam = session.exam
    sync(a.db, school)
    report = verify_school(school)
    assert report.ok and report.exams == 1 and report.records == 5
    sync(b.db, school)  # the instructor's workstation brings it in, and chains it there
    assert b.verify().ok
    assert b.exam_result(exam.id) is not None
    assert b.exam_result(exam.id).code == result.code
    sync(b.db, school)  # b's chain (holding the same exam) goes up too
    both = verify_school(school)
    assert both.ok and both.records == 10


def test_an_exam_answer_altered_on_the_server_is_found(school, workstation):
    a = workstation("a")
    ana = a.add_trainee("Ana")
    session, _ = real_exam(a, ana.id, (False,))
    answer = next(iter(session.answers.values()))
    sync(a.db, school)
    with psycopg.connect(school) as conn:  # a hand edit by the server's owner, triggers off
        conn.execute("ALTER TABLE trainer.attempts DISABLE TRIGGER attempts_append_only")
        conn.execute("UPDATE trainer.attempts SET correct = true,"
                     " record = (jsonb_set(record::jsonb, '{correct}', 'true'))::json WHERE id = %s", (answer.id,))
    report = verify_school(school)
    assert not report.ok
    assert any(p.kind == "altered" and answer.id in p.record for p in report.problems)


def test_the_school_export_takes_trainee_and_since_and_imports_into_a_workstation(school, workstation, tmp_path,
                                                                                  capsys):
    from datetime import UTC, datetime

    from trainer.cli import main

    a, b = workstation("a"), workstation("b")
    early, late = datetime(2025, 3, 1, 9, tzinfo=UTC), datetime(2025, 3, 5, 9, tzinfo=UTC)
    for store, name in ((a, "Ana"), (b, "Bo")):
        trainee = store.add_trainee(name)
        session = store.start_session(trainee.id, SessionKind.DRILL, now=early)
        store.record_answer(session.id, make_answer(1), now=early)
        store.record_answer(session.id, make_answer(2), now=late)
        sync(store.db, school)
    out = tmp_path / "school.jsonl"
    assert main(["results", "export", "--server", school, "-o", str(out)]) == 0
    assert "exported 4 attempts" in capsys.readouterr().err
    assert main(["results", "export", "--server", school, "--trainee", "Bo", "--since", "2025-03-04",
                 "-o", str(tmp_path / "bo.jsonl")]) == 0
    records = [json.loads(line) for line in (tmp_path / "bo.jsonl").read_text().splitlines()]
    answers = [r for r in records if r["type"] == "attempt"]
    assert [(r["trainee"], r["answered_at"][:10]) for r in answers] == [("Bo", "2025-03-05")]
    fresh = workstation("instructor")
    summary = fresh.import_file(out)  # the school's export is a workstation's export
    assert summary.attempts_added == 4
    assert {t.name for t in fresh.trainees()} == {"Ana", "Bo"}
    assert main(["results", "verify", "--server", school]) == 0
    assert "intact" in capsys.readouterr().out


def test_an_exam_and_a_session_finished_after_a_sync_arrive_whole_at_the_next(school, workstation):
    a, b = workstation("a"), workstation("b")
    ana = a.add_trainee("Ana")
    drill = a.start_session(ana.id, SessionKind.DRILL)
    a.record_answer(drill.id, make_answer(1))
    session, _ = real_exam(a, ana.id, (True,), submit=False, seed=3)
    exam = session.exam
    sync(a.db, school)
    sync(b.db, school)  # b has the exam's start and first answer, the drill still open
    assert b.exam_result(exam.id) is None and b.session(drill.id).ended_at is None
    session.save(dict(session.items[1].question.answer), 1)
    result = session.submit().result
    a.end_session(drill.id)
    sync(a.db, school)
    sync(b.db, school)
    assert b.exam_result(exam.id).code == result.code
    assert b.session(drill.id).ended_at == a.session(drill.id).ended_at
    assert b.verify().ok and verify_school(school).ok


def test_a_certificate_signed_on_one_workstation_is_one_on_another_of_the_school(school, workstation):
    """Issue 31: Marta's key carries the school key's signature; B pins the same school key, so her
    certificate is one on B too — and Marta, come by sync, is no instructor on B (attack row 19)."""
    from trainer.store import NotAllowed, Role
    from trainer.store.certificates import Standing

    a, b = workstation("a"), workstation("b")
    marta = a.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    paulo = b.add_trainee("Paulo", Role.INSTRUCTOR, "mesa-77")  # B's own first instructor, before any sync
    ana = a.add_trainee("Ana")
    session, _ = real_exam(a, ana.id, (True, True, True), before_answers=lambda exam: a.sign_exam(
        exam.id, "start", by=marta.id, by_password="roleta-2025"))  # a real exam: the pull re-grades it (X3)
    exam = session.exam
    a.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    assert a.certificate(exam.id).standing == Standing.CERTIFIED
    first = sync(a.db, school)
    assert first.sent["signatures"] == 2 and first.sent["instructor keys"] == 1
    sync(b.db, school)
    assert b.certificate(exam.id).standing == Standing.CERTIFIED  # the school's signature came with her key
    there = b.find_trainee("Marta")
    assert there is not None and there.id not in b.instructors_here()  # passwords and private keys never travel
    with pytest.raises(NotAllowed):
        b.require_instructor(there.id, "roleta-2025")
    b.enable_instructor(there.id, "marta-on-b", by=paulo.id, by_password="mesa-77")
    assert there.id in b.instructors_here()
    with psycopg.connect(school) as conn:  # public keys only: no sealed private key on the server
        assert "sealed" not in conn.execute("SELECT record::text FROM trainer.instructor_keys").fetchone()[0]


def test_a_rename_and_a_deactivation_stay_on_their_workstation_and_the_person_stays_one(school, workstation):
    """Issue 33 U21: a rename changes the name shown on that workstation only and a deactivation
    is that workstation's (the server, which every workstation's login writes, carries neither);
    the person keeps his school id, so his answers from both workstations stay one person's, the
    instructor's server reads find him under his new name, and a pulled namesake of the new name
    is told apart."""
    from trainer.store import Role
    from trainer.store.server.reads import SchoolReads

    a, b = workstation("a"), workstation("b")
    marta = a.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    ana = a.add_trainee("Ana")
    s1 = a.start_session(ana.id, SessionKind.DRILL)
    a.record_answer(s1.id, make_answer(1))
    sync(a.db, school)
    sync(b.db, school)
    a.rename_person(ana.id, "Ana Lee", by=marta.id, by_password="roleta-2025")
    a.deactivate(ana.id, by=marta.id, by_password="roleta-2025")
    other = b.add_trainee("Ana Lee")  # another person, on b, of the name Ana is shown by on a
    s2 = b.start_session(b.find_trainee("Ana").id, SessionKind.DRILL)
    b.record_answer(s2.id, make_answer(2))
    s3 = b.start_session(other.id, SessionKind.DRILL)
    b.record_answer(s3.id, make_answer(3))
    sync(b.db, school)
    sync(a.db, school)
    assert len(a.attempts(ana.id)) == 2 and not a.trainee(ana.id).active
    assert b.find_trainee("Ana").active and b.find_trainee("Ana").name == "Ana"
    shown = sorted(t.name for t in a.trainees())
    assert shown[0] == "Ana Lee" and shown[1].startswith("Ana Lee [") and "Ana" not in shown
    with psycopg.connect(school) as conn:
        assert sorted(r[0] for r in conn.execute("SELECT name FROM trainer.trainees")) == ["Ana", "Ana Lee", "Marta"]
    served = {t.id: t.name for t in SchoolReads(a.db, school).trainees()}
    assert served[ana.id] == "Ana Lee" and all(i > 0 for i in served)  # every one of them known here
