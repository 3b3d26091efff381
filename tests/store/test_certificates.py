"""Certification needs an instructor's signature (issue 16 item 2) and a trust root outside the
records file (issue 31 items 1 and 2): Ed25519 keys sealed under the instructor's password; a result
is a certificate only when its start and its result are signed by instructor keys the school key
signed, the school key whose fingerprint is pinned outside the records (here: each test's own
``$TRAINER_CONFIG_DIR``, tests/conftest.py)."""

from __future__ import annotations

import io
import json
import os

import pytest

from trainer.store import NotAllowed, Role, Store
from trainer.store.certificates import Standing
from trainer.store.chain import content_hash, result_content, verification_code
from trainer.store.export import sealed

from .conftest import raw


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
    assert cert.standing == Standing.CERTIFIED and cert.signer == "Marta" and cert.opener == "Marta"
    school = store.school_key()
    assert cert.school == school.fingerprint and "certified" in cert.describe()
    assert school.fingerprint in cert.describe() and "opened by Marta" in cert.describe()


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
    school = store.db.execute("SELECT sealed_private FROM school_key").fetchone()[0]
    assert school.startswith("scrypt-aesgcm$") and "roleta-2025" not in school


def _export(store) -> list[dict]:
    out = io.StringIO()
    store.export(out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def _file(tmp_path, records) -> str:
    path = tmp_path / "in.jsonl"
    path.write_text(sealed(records), encoding="utf-8")
    return str(path)


def test_another_workstation_of_the_school_certifies_by_the_school_signature(room, clock, tmp_path, answer):
    """Marta's key was signed by the school key where the school was set up: wherever that school key
    is pinned, her signatures certify.  A key the school never signed (the office's own first
    instructor's) does not, until the head instructor accepts it — and his acceptance travels."""
    store, marta, _ana, exam = room
    store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    _submit(store, exam, clock)
    store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    records = _export(store)
    assert not any("sealed" in json.dumps(r) for r in records)  # private keys never travel
    with Store.open(tmp_path / "office.db") as office:  # the same school: the same pin
        rui = office.add_trainee("Rui", Role.INSTRUCTOR, "banca-2026")
        assert office.school_key() is None and rui.id in office.instructors_here()
        summary = office.import_file(_file(tmp_path, records))
        assert summary.keys_added == 1
        assert office.certificate(exam.id).standing == Standing.CERTIFIED
        bo = office.add_trainee("Bo")
        own = office.start_exam(bo.id, {"id": "holdem-certification", "pass_mark": 80}, seed=8, now=clock(5))
        office.sign_exam(own.id, "start", by=rui.id, by_password="banca-2026")
        office.record_exam_answer(own.id, answer(2, item_id="q1"), now=clock(6))
        office.submit_exam(own.id, 1.0, True, now=clock(7))
        office.sign_exam(own.id, "result", by=rui.id, by_password="banca-2026")
        cert = office.certificate(own.id)
        assert cert.standing == Standing.UNTRUSTED and "has not signed" in cert.describe()
        mine = next(k for k in office.instructor_keys() if k.owner == "Rui")
        with pytest.raises(NotAllowed, match="head instructor"):  # not Rui's to accept, nor anyone's here
            office.trust_key(mine.key_id, by=rui.id, by_password="banca-2026")
        back = _export(office)
    store.import_file(_file(tmp_path, back))
    theirs = next(k for k in store.instructor_keys() if k.owner == "Rui")
    assert not theirs.trusted and theirs.fingerprint == cert.fingerprint
    store.trust_key(theirs.key_id, by=marta.id, by_password="roleta-2025")
    assert store.certificate(own.id).standing == Standing.CERTIFIED
    with Store.open(tmp_path / "office.db") as office:
        office.import_file(_file(tmp_path, _export(store)))  # the school's signature on Rui's key comes back
        assert office.certificate(own.id).standing == Standing.CERTIFIED


def test_another_schools_key_certifies_nothing_here(room, clock, tmp_path, answer, monkeypatch):
    """Attack row 4: a sitting with the right answers signed on a trainee's own workstation — his own
    "Marta", his own school key — is certified there, and only there."""
    store, _marta, _ana, _exam = room
    ours = os.environ["TRAINER_CONFIG_DIR"]
    monkeypatch.setenv("TRAINER_CONFIG_DIR", str(tmp_path / "home-config"))
    with Store.memory() as home:
        fake = home.add_trainee("Marta", Role.INSTRUCTOR, "my-own-pass")
        eve = home.add_trainee("Ana")
        forged = home.start_exam(eve.id, {"id": "holdem-certification", "pass_mark": 80}, seed=1, now=clock())
        home.sign_exam(forged.id, "start", by=fake.id, by_password="my-own-pass")
        home.record_exam_answer(forged.id, answer(1, item_id="q1"), now=clock(1))
        home.submit_exam(forged.id, 1.0, True, now=clock(2))
        home.sign_exam(forged.id, "result", by=fake.id, by_password="my-own-pass")
        assert home.certificate(forged.id).standing == Standing.CERTIFIED  # at home, under his own pin
        records = _export(home)
    monkeypatch.setenv("TRAINER_CONFIG_DIR", ours)
    store.import_file(_file(tmp_path, records))
    cert = store.certificate(forged.id)
    assert cert.standing == Standing.UNTRUSTED and cert.school == store.school_key().fingerprint


def test_without_a_pinned_school_key_nothing_is_a_certificate(room, clock, monkeypatch, tmp_path):
    store, marta, _ana, exam = room
    store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    _submit(store, exam, clock)
    store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    assert store.certificate(exam.id).standing == Standing.CERTIFIED
    monkeypatch.setenv("TRAINER_CONFIG_DIR", str(tmp_path / "nothing-pinned"))
    cert = store.certificate(exam.id)
    assert cert.standing == Standing.UNTRUSTED and "none is pinned" in cert.describe()


def test_the_pin_may_come_from_the_environment(room, clock, monkeypatch, tmp_path):
    store, marta, _ana, exam = room
    school = store.school_key()
    store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    _submit(store, exam, clock)
    store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    monkeypatch.setenv("TRAINER_CONFIG_DIR", str(tmp_path / "nothing-pinned"))
    monkeypatch.setenv("TRAINER_SCHOOL_KEY", school.fingerprint[:39])  # the first 128 bits, as typed
    assert store.certificate(exam.id).standing == Standing.CERTIFIED
    monkeypatch.setenv("TRAINER_SCHOOL_KEY", "0" * 64)
    assert store.certificate(exam.id).standing == Standing.UNTRUSTED


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
        office.add_trainee("Rui", Role.INSTRUCTOR, "banca-2026")
        office.import_file(_file(tmp_path, records))
        assert office.exam_result(exam.id).exam.passed  # the forged pass got in...
        assert office.certificate(exam.id).standing == Standing.INVALID  # ...and is no certificate


def test_x9_a_result_altered_in_the_file_is_invalid(room, clock):
    """Attack row 15 (X9): the submit-once trigger dropped, Bob's fail set to a pass, the trigger
    re-made.  The chain's stored hashes are untouched, so only recomputing them from the row catches it."""
    store, marta, _ana, exam = room
    store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    _submit(store, exam, clock, passed=False)
    store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    assert store.certificate(exam.id).standing == Standing.CERTIFIED
    trigger = store.db.execute("SELECT sql FROM sqlite_master WHERE name = 'exams_submit_once'").fetchone()[0]
    store.db.conn.executescript(f"DROP TRIGGER exams_submit_once; UPDATE exams SET passed = 1, score = 1.0"
                                f" WHERE id = '{exam.id}'; {trigger};")
    assert store.exam(exam.id).passed
    cert = store.certificate(exam.id)
    assert cert.standing == Standing.INVALID and "invalid" in cert.describe()


def test_x9_an_exam_answer_altered_in_the_file_is_invalid(room, clock):
    store, marta, _ana, exam = room
    store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    _submit(store, exam, clock)
    store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    store.db.conn.executescript("DROP TRIGGER attempts_no_update; UPDATE attempts SET correct = 1, score = 1.0;")
    assert store.certificate(exam.id).standing == Standing.INVALID


def _hand_forged_sitting(db, answer, clock, *, endorse: str | None = None):
    """Attack row 14 (X10): with sqlite3, a key of his own put in as Marta's (``trusted_at`` set, hers
    retired), her password hash swapped for one he knows; a sitting with the engine's answers signed
    by hand with his key; her hash put back."""
    from trainer.store import signing
    from trainer.store.certificates import sign
    from trainer.store.db import write_transaction
    from trainer.store.passwords import hash_password
    from trainer.store.school_key import key_payload

    pair = signing.new_key_pair("evil-pass-1")
    with raw(db) as conn:
        real = conn.execute("SELECT password_hash FROM trainees WHERE name = 'Marta'").fetchone()[0]
        conn.execute("UPDATE instructor_keys SET retired_at = '2025-03-03T08:00:00.000+00:00' WHERE owner = 'Marta'")
        conn.execute("INSERT INTO instructor_keys (id, owner, trainee_id, public_key, sealed_private, created_at,"
                     " trusted_at, trusted_by) VALUES (?, 'Marta', 1, ?, ?, '2025-03-03T08:00:00.000+00:00',"
                     " '2025-03-03T08:00:00.000+00:00', 'Marta')", (pair.key_id, pair.public_key, pair.sealed_private))
        if endorse:  # and an endorsement of his key by itself, as if it were the records' first instructor's
            private = signing.unseal(pair.sealed_private, "evil-pass-1", pair.key_id)
            signature = signing.sign(private, key_payload(pair.key_id, "Marta", pair.public_key))
            conn.execute("INSERT INTO key_endorsements VALUES (?, ?, ?, ?, ?, '2025-03-03T08:00:00.000+00:00')",
                         (pair.key_id, pair.key_id, pair.public_key, endorse, signature))
        conn.execute("UPDATE trainees SET password_hash = ? WHERE name = 'Marta'", (hash_password("evil-pass-1"),))
    with Store.open(db) as store:
        marta, bob = store.find_trainee("Marta"), store.find_trainee("Bob")
        exam = store.start_exam(bob.id, {"id": "holdem-certification", "pass_mark": 80}, seed=9, now=clock(10))
        with pytest.raises(NotAllowed):  # the store itself no longer lets him sign as Marta
            store.sign_exam(exam.id, "start", by=marta.id, by_password="evil-pass-1")
        with write_transaction(store.db):
            sign(store.db, exam.id, "start", marta.id, "evil-pass-1", clock(10))
        store.record_exam_answer(exam.id, answer(1, item_id="q1"), now=clock(11))
        code = store.submit_exam(exam.id, 1.0, True, now=clock(12)).code
        with write_transaction(store.db):
            sign(store.db, exam.id, "result", marta.id, "evil-pass-1", clock(12))
    with raw(db) as conn:
        conn.execute("UPDATE trainees SET password_hash = ? WHERE name = 'Marta'", (real,))
    return exam, code


@pytest.mark.parametrize("endorse", [None, "first", "school"])
def test_x10_a_key_put_into_the_file_as_trusted_certifies_nothing(tmp_path, answer, clock, run_cli, endorse):
    db = tmp_path / "a.db"
    with Store.open(db) as store:
        store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        store.add_trainee("Bob")
        fingerprint = store.school_key().fingerprint
    exam, code = _hand_forged_sitting(db, answer, clock, endorse=endorse)
    with Store.open(db) as store:
        cert = store.certificate(exam.id)
        assert cert.standing == Standing.UNTRUSTED and cert.school == fingerprint
    _rc, out, _ = run_cli("results", "verify", "--db", db, "--code", code)
    line = next(line for line in out.splitlines() if code in line)
    assert "certified" not in line and "not a certificate" in line and fingerprint in out


def test_x10_a_password_hash_swapped_in_the_file_opens_nothing(tmp_path):
    """The hash alone is not the instructor: his password must open his own key too."""
    from trainer.store.passwords import hash_password

    db = tmp_path / "a.db"
    with Store.open(db) as store:
        marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    with raw(db) as conn:
        conn.execute("UPDATE trainees SET password_hash = ? WHERE name = 'Marta'", (hash_password("evil-pass-1"),))
    with Store.open(db) as store:
        with pytest.raises(NotAllowed):
            store.require_instructor(marta.id, "evil-pass-1")
        with pytest.raises(NotAllowed):
            store.add_instructor("Eve", "eves-pass-1", by=marta.id, by_password="evil-pass-1")
        assert store.check_instructor_password("evil-pass-1") is None


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


def signed_exam(store: Store, answer, clock):
    """Instructor Marta, trainee Ana, and Ana's one-item exam signed by Marta at its start and
    result: (marta, ana, exam, its verification code)."""
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    ana = store.add_trainee("Ana")
    exam = store.start_exam(ana.id, {"id": "x"}, seed=3, now=clock())
    store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    store.record_exam_answer(exam.id, answer(1, item_id="q1"), now=clock(1))
    code = store.submit_exam(exam.id, 1.0, True, now=clock(2)).code
    store.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
    return marta, ana, exam, code


def test_verify_code_says_whether_the_result_is_a_certificate(tmp_path, run_cli, answer, clock):
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        _marta, ana, _exam, code = signed_exam(store, answer, clock)
        other = store.start_exam(ana.id, {"id": "x"}, seed=4, now=clock(3))
        store.record_exam_answer(other.id, answer(2, item_id="q1"), now=clock(4))
        unsigned = store.submit_exam(other.id, 1.0, True, now=clock(5)).code
    rc, out, _ = run_cli("results", "verify", "--db", db, "--code", code, "--code", unsigned)
    lines = out.splitlines()
    assert rc == 1 and "no skills" in out  # made-up definitions are never re-graded as intact (issue 31, X2)
    with Store.open(db) as store:
        fingerprint = store.school_key().fingerprint
    assert any(code in line and "certified: opened by Marta, result signed by Marta" in line for line in lines)
    assert f"school key {fingerprint}" in out
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
