"""Certification needs an instructor's signature (issue 16 item 2): Ed25519 keys sealed
under the instructor's password; a result is a certificate only when its start and
its result are signed by a key trusted on the workstation reading it."""

from __future__ import annotations

import io
import json

import pytest

from trainer.store import NotAllowed, Role, Store
from trainer.store.certificates import Standing
from trainer.store.chain import content_hash, result_content, verification_code
from trainer.store.export import sealed


@pytest.fixture
def room(answer, clock):
    """A workstation with an instructor, a trainee and a submitted exam."""
    with Store.memory() as store:
        marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        ana = store.add_trainee("Ana")
        exam = store.start_exam(ana.id, {"id": "holdem-certification", "pass_mark": 80}, seed=7, now=clock())
        store.record_exam_answer(exam.id, answer(1, item_id="q1", correct=False), now=clock(1))
        yield store, marta, ana, exam


def _submit(store, exam, clock, passed=False):
    return store.submit_exam(exam.id, 0.0, passed, now=clock(2))


def test_an_exam_signed_at_start_and_at_submission_is_a_certificate(room, clock):
    store, marta, _ana, exam = room
    store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    assert store.certificate(exam.id).standing == Standing.UNSIGNED  # not yet submitted and signed
    _submit(store, exam, clock)
    store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    cert = store.certificate(exam.id)
    assert cert.standing == Standing.CERTIFIED and cert.signer == "Marta"
    assert "certified" in cert.describe()


def test_an_unsigned_result_is_practice_only(room, clock):
    store, *_rest, exam = room
    _submit(store, exam, clock)
    assert store.certificate(exam.id).standing == Standing.UNSIGNED
    assert "practice only" in store.certificate(exam.id).describe()


def test_only_the_instructors_password_signs(room, clock):
    store, marta, ana, exam = room
    store.set_password(ana.id, "ana-knows-this")
    with pytest.raises(NotAllowed):
        store.sign_exam(exam.id, "start", by=marta.id, by_password="a-guess")
    with pytest.raises(NotAllowed):
        store.sign_exam(exam.id, "start", by=ana.id, by_password="ana-knows-this")
    assert store.db.execute("SELECT count(*) FROM exam_signatures").fetchone()[0] == 0


def test_the_private_key_is_stored_sealed(room):
    store, *_ = room
    (key,) = store.instructor_keys()
    sealed = store.db.execute("SELECT sealed_private FROM instructor_keys").fetchone()[0]
    assert key.local and key.trusted and sealed.startswith("scrypt-aesgcm$")
    assert "roleta-2025" not in sealed


def _export(store) -> list[dict]:
    out = io.StringIO()
    store.export(out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def _file(tmp_path, records) -> str:
    path = tmp_path / "in.jsonl"
    path.write_text(sealed(records), encoding="utf-8")
    return str(path)


def test_another_workstation_trusts_the_key_only_once_an_instructor_accepts_it(room, clock, tmp_path):
    store, marta, _ana, exam = room
    store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    _submit(store, exam, clock)
    store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    records = _export(store)
    assert not any("sealed" in json.dumps(r) for r in records)  # private keys never travel
    with Store.memory() as office:
        boss = office.add_trainee("Rui", Role.INSTRUCTOR, "banca-2026")
        summary = office.import_file(_file(tmp_path, records))
        assert summary.keys_added == 1
        cert = office.certificate(exam.id)
        assert cert.standing == Standing.UNTRUSTED and "accept" in cert.describe()
        (theirs,) = [k for k in office.instructor_keys() if not k.local]
        assert theirs.fingerprint == cert.fingerprint
        office.trust_key(theirs.key_id, by=boss.id, by_password="banca-2026")
        assert office.certificate(exam.id).standing == Standing.CERTIFIED


def test_a_fail_turned_into_a_pass_with_every_hash_recomputed_is_not_a_certificate(room, clock, tmp_path):
    """The attack of the issue: edit the result, recompute its hash and code, import it."""
    store, marta, _ana, exam = room
    store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    _submit(store, exam, clock, passed=False)
    store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    records = _export(store)
    result = next(r for r in records if r["type"] == "exam_result")
    attempt_hashes = [r["hash"] for r in records if r["type"] == "attempt" and r["exam"] == exam.id]
    result.update(score=1.0, passed=True)
    forged = {"id": exam.id, "trainee": "Ana", "submitted_at": result["submitted_at"], "score": 1.0,
              "passed": 1, "breakdown": json.dumps(result["breakdown"])}
    result["hash"] = content_hash(result_content(forged, attempt_hashes))
    result["code"] = verification_code(result["hash"])
    with Store.memory() as office:
        boss = office.add_trainee("Rui", Role.INSTRUCTOR, "banca-2026")
        office.import_file(_file(tmp_path, records))
        for key in office.instructor_keys():
            office.trust_key(key.key_id, by=boss.id, by_password="banca-2026")
        assert office.exam_result(exam.id).exam.passed  # the forged pass got in...
        assert office.certificate(exam.id).standing == Standing.INVALID  # ...and is no certificate


def test_a_made_up_sitting_is_unsigned(tmp_path, answer, clock):
    with Store.memory() as home:  # a trainee's own workstation, his own "instructor"
        me = home.add_trainee("Eve")
        exam = home.start_exam(me.id, {"id": "holdem-certification"}, seed=1, now=clock())
        home.record_exam_answer(exam.id, answer(1, item_id="q1"), now=clock(1))
        home.submit_exam(exam.id, 1.0, True, now=clock(2))
        records = _export(home)
    with Store.memory() as office:
        office.add_trainee("Rui", Role.INSTRUCTOR, "banca-2026")
        office.import_file(_file(tmp_path, records))
        assert office.certificate(exam.id).standing == Standing.UNSIGNED


def test_verify_code_says_whether_the_result_is_a_certificate(tmp_path, run_cli, answer, clock):
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        ana = store.add_trainee("Ana")
        exam = store.start_exam(ana.id, {"id": "x"}, seed=3, now=clock())
        store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
        store.record_exam_answer(exam.id, answer(1, item_id="q1"), now=clock(1))
        code = store.submit_exam(exam.id, 1.0, True, now=clock(2)).code
        store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
        other = store.start_exam(ana.id, {"id": "x"}, seed=4, now=clock(3))
        store.record_exam_answer(other.id, answer(2, item_id="q1"), now=clock(4))
        unsigned = store.submit_exam(other.id, 1.0, True, now=clock(5)).code
    rc, out, _ = run_cli("results", "verify", "--db", db, "--code", code, "--code", unsigned)
    lines = out.splitlines()
    assert rc == 1 and "no skills" in out  # made-up definitions are never re-graded as intact (issue 31, X2)
    assert any(code in line and "certified: signed by Marta" in line for line in lines)
    assert any(unsigned in line and "practice only" in line for line in lines)


def test_a_result_relabelled_as_another_exam_no_longer_matches_its_code(room, clock, tmp_path, run_cli):
    """The verification code covers the exam-start record: relabelling an export as another
    exam (a lower pass mark) with every hash recomputed changes the code."""
    from trainer.store.chain import start_content

    store, _marta, _ana, exam = room
    code = store.submit_exam(exam.id, 0.7, True, now=clock(2)).code
    records = _export(store)
    start = next(r for r in records if r["type"] == "exam")
    start["definition"] = {**start["definition"], "pass_mark": 60}
    row = {"id": start["id"], "trainee": start["trainee"], "session_id": start["session"],
           "definition": json.dumps(start["definition"]), "seed": start["seed"],
           "started_at": start["started_at"], "time_limit_s": start["time_limit_s"]}
    start["hash"] = content_hash(start_content(row))
    result = next(r for r in records if r["type"] == "exam_result")
    attempt_hashes = [r["hash"] for r in records if r["type"] == "attempt" and r["exam"] == exam.id]
    exam_row = {"id": exam.id, "trainee": "Ana", "submitted_at": result["submitted_at"], "score": result["score"],
                "passed": int(result["passed"]), "breakdown": json.dumps(result["breakdown"])}
    for start_hash in (start["hash"], None):  # the new form, and the form of results chained before it
        result["hash"] = content_hash(result_content(exam_row, attempt_hashes, start_hash))
        result["code"] = verification_code(result["hash"])
        db = tmp_path / f"office-{start_hash is None}.db"
        with Store.open(db) as office:
            office.import_file(_file(tmp_path, records))
        rc, out, _ = run_cli("results", "verify", "--db", db, "--code", code)
        assert rc == 1 and "no intact exam result has this code" in out
