"""People (issue 33 U21): an instructor renames, deactivates and reactivates a person and resets a
trainee's password — in the store, where a trainee calling these functions is refused; a rename
changes the name shown only, so signatures, verification codes, imports and the school server
still know the person by his records' name; an import never renames nor reactivates anyone."""

from __future__ import annotations

import contextlib
import io
import json

import pytest
from sqlite_utils import Database

from trainer.store import NotAllowed, Role, SessionKind, Store, StoreError
from trainer.store.certificates import Standing
from trainer.store.export import sealed
from trainer.store.migrations import MIGRATIONS

from .test_certificates import signed_exam

PW = "roleta-2025"


@pytest.fixture
def school(store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, PW)
    ana = store.add_trainee("Ana")
    bob = store.add_trainee("Bob")
    return store, marta, ana, bob


def _export(store: Store) -> list[dict]:
    out = io.StringIO()
    store.export(out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def _file(tmp_path, records, name="in.jsonl") -> str:
    path = tmp_path / name
    path.write_text(sealed(records), encoding="utf-8")
    return str(path)


def test_a_trainee_calling_the_store_does_none_of_it(school):
    """Attack: Bob, signed in as a trainee, calls the store functions the People tab calls, with his
    own id and any password, or with Marta's id and a guessed password."""
    store, marta, ana, bob = school
    store.reset_password(bob.id, "bobs-pin-1", by=marta.id, by_password=PW)
    for by, password in ((bob.id, "bobs-pin-1"), (bob.id, ""), (marta.id, "bobs-pin-1"), (ana.id, "")):
        with pytest.raises(NotAllowed):
            store.rename_person(ana.id, "Mallory", by=by, by_password=password)
        with pytest.raises(NotAllowed):
            store.deactivate(ana.id, by=by, by_password=password)
        with pytest.raises(NotAllowed):
            store.deactivate(marta.id, by=by, by_password=password)
        with pytest.raises(NotAllowed):
            store.reactivate(bob.id, by=by, by_password=password)
        with pytest.raises(NotAllowed):
            store.reset_password(ana.id, "taken-over-1", by=by, by_password=password)
    assert [(t.name, t.active) for t in store.trainees()] == [("Ana", True), ("Bob", True), ("Marta", True)]
    assert not store.trainee(ana.id).has_password


def test_rename_changes_the_name_shown_and_keeps_the_records_name(school):
    store, marta, ana, _bob = school
    renamed = store.rename_person(ana.id, "  Ana  Lee ", by=marta.id, by_password=PW)
    assert (renamed.name, renamed.record_name) == ("Ana Lee", "Ana")
    assert store.find_trainee("Ana Lee") == renamed == store.find_trainee("Ana")
    assert [t.name for t in store.trainees()] == ["Ana Lee", "Bob", "Marta"]
    assert [s.trainee.name for s in store.trainee_summaries()] == ["Ana Lee", "Bob", "Marta"]
    back = store.rename_person(ana.id, "Ana", by=marta.id, by_password=PW)
    assert back.name == "Ana" and store.db.execute("SELECT shown_name FROM trainees WHERE id = ?",
                                                   (ana.id,)).fetchone()[0] is None


def test_rename_refuses_a_name_drawn_like_another_persons(school):
    store, marta, ana, bob = school
    store.rename_person(bob.id, "Roberto", by=marta.id, by_password=PW)
    for name in ("Bob", "Roberto", "R\u043eberto", "Marta", "Ana\u200b"):  # a Cyrillic o; Ana's own twin is fine
        if name.startswith("Ana"):
            store.rename_person(ana.id, name, by=marta.id, by_password=PW)
            continue
        with pytest.raises(StoreError, match="looks the same"):
            store.rename_person(ana.id, name, by=marta.id, by_password=PW)
    with pytest.raises(StoreError, match="looks the same"):  # a new trainee may not take a renamed one's name
        store.add_trainee("Roberto")


def test_a_rename_breaks_no_signature_nor_verification_code(tmp_path, answer, clock):
    with Store.open(tmp_path / "a.db") as store:
        marta, ana, exam, code = signed_exam(store, answer, clock)
        store.rename_person(ana.id, "Ana Lee", by=marta.id, by_password=PW)
        store.rename_person(marta.id, "Marta Sousa", by=marta.id, by_password=PW)
        assert store.certificate(exam.id).standing == Standing.CERTIFIED
        report = store.verify([code])
        assert report.ok and report.codes[0].exam.id == exam.id
        assert report.codes[0].trainee_name == "Ana"  # the name the exam was taken and signed under
        assert store.require_instructor(marta.id, PW).name == "Marta Sousa"


def test_an_export_after_a_rename_still_files_under_the_same_person_elsewhere(tmp_path, answer, clock):
    with Store.open(tmp_path / "a.db") as a:
        marta, ana, _exam, _code = signed_exam(a, answer, clock)
        drill = a.start_session(ana.id, SessionKind.DRILL, now=clock(10))
        a.record_answer(drill.id, answer(5), now=clock(11))
        first = _export(a)
        a.rename_person(ana.id, "Ana Lee", by=marta.id, by_password=PW)
        later = a.start_session(ana.id, SessionKind.DRILL, now=clock(20))
        a.record_answer(later.id, answer(6), now=clock(21))
        second = _export(a)
    assert {r["name"] for r in second if r["type"] == "trainee"} == {"Ana"}  # the records' name travels
    with Store.open(tmp_path / "b.db") as b:
        b.import_file(_file(tmp_path, first, "first.jsonl"))
        b.import_file(_file(tmp_path, second, "second.jsonl"))  # refused before: "belongs to another trainee"
        assert [t.name for t in b.trainees()] == ["Ana"]
        assert len(b.attempts(b.find_trainee("Ana").id)) == 3


def test_a_file_naming_the_renamed_name_files_under_that_person(school, tmp_path, clock):
    """Attack: a crafted file brings a trainee called as Ana is shown now, to have answers (or a
    forged result) appear under her name as a second person."""
    store, marta, ana, _bob = school
    store.rename_person(ana.id, "Ana Lee", by=marta.id, by_password=PW)
    session = "11111111-1111-4111-8111-111111111111"
    store.import_file(_file(tmp_path, [
        {"type": "trainer-results", "version": 2, "exported_at": "2025-01-01T00:00:00.000+00:00"},
        {"type": "trainee", "name": "Ana Lee\u200b", "role": "trainee"},
        {"type": "trainee", "name": "\u0410na Lee", "role": "trainee"},
        {"type": "trainee", "name": "Ana Lee", "role": "trainee"},
        {"type": "session", "id": session, "trainee": "Ana Lee", "kind": "drill", "lesson_id": None,
         "started_at": "2025-01-01T00:00:00.000+00:00", "ended_at": None}]))
    assert [t.name for t in store.trainees()] == ["Ana Lee", "Bob", "Marta"]
    assert store.session(session).trainee_id == ana.id


def test_deactivated_keeps_the_records_and_refuses_sign_in_and_training(school, answer, clock):
    store, marta, ana, _bob = school
    session = store.start_session(ana.id, SessionKind.DRILL, now=clock())
    kept = store.record_answer(session.id, answer(1), now=clock(1))
    store.deactivate(ana.id, by=marta.id, by_password=PW, now=clock(5))
    gone = store.trainee(ana.id)
    assert not gone.active and store.attempts(ana.id) == [kept]
    assert any(r.get("type") == "attempt" for r in _export(store))  # still exported
    with pytest.raises(NotAllowed, match="deactivated"):
        store.require_active(ana.id)
    with pytest.raises(NotAllowed, match="deactivated"):
        store.start_session(ana.id, SessionKind.DRILL)
    with pytest.raises(NotAllowed, match="deactivated"):
        store.start_exam(ana.id, {"id": "x"}, seed=1)
    with pytest.raises(NotAllowed, match="deactivated"):
        store.set_password(ana.id, "my-own-pin")
    store.reactivate(ana.id, by=marta.id, by_password=PW)
    assert store.require_active(ana.id).active
    store.start_session(ana.id, SessionKind.DRILL)


def test_the_last_active_instructor_cannot_be_deactivated(school):
    store, marta, _ana, _bob = school
    with pytest.raises(NotAllowed, match="last active instructor"):
        store.deactivate(marta.id, by=marta.id, by_password=PW)
    rui = store.add_instructor("Rui", "banca-2026", by=marta.id, by_password=PW)
    store.deactivate(rui.id, by=marta.id, by_password=PW)
    with pytest.raises(NotAllowed):  # a deactivated instructor acts no more: no sign-in, no kiosk, no signing
        store.require_instructor(rui.id, "banca-2026")
    assert store.check_instructor_password("banca-2026") is None
    with pytest.raises(NotAllowed, match="last active instructor"):  # Rui, deactivated, does not count
        store.deactivate(marta.id, by=marta.id, by_password=PW)
    store.reactivate(rui.id, by=marta.id, by_password=PW)
    store.deactivate(marta.id, by=rui.id, by_password="banca-2026")
    assert not store.trainee(marta.id).active
    with pytest.raises(NotAllowed):
        store.reactivate(marta.id, by=marta.id, by_password=PW)  # she cannot bring herself back
    store.reactivate(marta.id, by=rui.id, by_password="banca-2026")
    assert store.require_instructor(marta.id, PW).active


def test_an_instructor_resets_a_trainees_password_never_an_instructors(school):
    store, marta, ana, _bob = school
    store.reset_password(ana.id, "new-pin-42", by=marta.id, by_password=PW)
    assert store.verify_password(ana.id, "new-pin-42")
    rui = store.add_instructor("Rui", "banca-2026", by=marta.id, by_password=PW)
    keys = len(store.instructor_keys())
    for who, by, password in ((rui, marta, PW), (marta, marta, PW), (rui, rui, "banca-2026")):
        with pytest.raises(NotAllowed, match="seals his signing key"):
            store.reset_password(who.id, "took-over-1", by=by.id, by_password=password)
    assert len(store.instructor_keys()) == keys  # no key made in anyone's name
    assert store.require_instructor(rui.id, "banca-2026") and store.require_instructor(marta.id, PW)


def test_a_crafted_import_neither_reactivates_nor_renames(school, tmp_path):
    """Attack: Bob, deactivated, brings an export file that names him with fields of the new
    columns, or renamed, to come back or to take Ana's place in the lists."""
    store, marta, ana, bob = school
    store.deactivate(bob.id, by=marta.id, by_password=PW)
    store.rename_person(ana.id, "Ana Lee", by=marta.id, by_password=PW)
    header = {"type": "trainer-results", "version": 2, "exported_at": "2025-01-01T00:00:00.000+00:00"}
    crafted = [
        [header, {"type": "trainee", "name": "Bob", "role": "trainee", "disabled_at": None, "active": True}],
        [header, {"type": "trainee", "name": "Bob", "role": "trainee", "shown_name": "Ana Lee"}],
        [header, {"type": "trainee", "name": "Ana", "role": "trainee", "shown_name": "Mallory"}],
        [header, {"type": "trainee", "name": "Ana", "role": "instructor"}],
    ]
    for n, records in enumerate(crafted):
        with contextlib.suppress(StoreError):  # refused outright is as good
            store.import_file(_file(tmp_path, records, f"c{n}.jsonl"))
        people = {t.record_name: t for t in store.trainees()}
        assert not people["Bob"].active and people["Bob"].name == "Bob"
        assert people["Ana"].name == "Ana Lee" and people["Ana"].role == Role.TRAINEE
        assert set(people) == {"Ana", "Bob", "Marta"}


def test_a_version_12_file_is_brought_forward_with_everyone_active_and_named_as_before(db_path):
    with Database(db_path) as db:
        MIGRATIONS.apply(db, stop_before="m013_people")
        db.execute("INSERT INTO trainees (name, role, created_at)"
                   " VALUES ('Bea', 'trainee', '2025-01-01T00:00:00.000+00:00')")
        db.conn.commit()
        assert "shown_name" not in {r[1] for r in db.execute("PRAGMA table_info(trainees)")}
    with Store.open(db_path) as store:
        assert "m013_people" in [m.name for m in MIGRATIONS.applied(store.db)]
        bea = store.find_trainee("Bea")
        assert (bea.name, bea.record_name, bea.active) == ("Bea", "Bea", True)
        store.start_session(bea.id, SessionKind.DRILL)
