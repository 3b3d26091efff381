"""Who may become an instructor (issue 16 item 1): the first instructor on a database
with none, then only one created by a signed-in instructor, whose password the store
itself checks — the sign-in screen's tick box no longer makes anyone an instructor."""

from __future__ import annotations

import pytest

from trainer.store import NotAllowed, Role, StoreError
from trainer.store.passwords import MIN_LENGTH


def test_the_first_instructor_is_created_once(store):
    assert store.needs_first_instructor()
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    assert marta.role == Role.INSTRUCTOR and not store.needs_first_instructor()
    with pytest.raises(NotAllowed, match="signed-in instructor"):
        store.add_trainee("Eve", Role.INSTRUCTOR, "i-want-in")
    assert [t.name for t in store.trainees() if t.role == Role.INSTRUCTOR] == ["Marta"]


def test_a_trainee_cannot_make_himself_or_anyone_an_instructor(store):
    store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    eve = store.add_trainee("Eve")
    store.set_password(eve.id, "eves-own-pass")
    with pytest.raises(NotAllowed):
        store.add_instructor("Eve2", "whatever1", by=eve.id, by_password="eves-own-pass")
    assert all(t.role == Role.TRAINEE for t in store.trainees() if t.name != "Marta")


def test_an_instructor_creates_another_with_his_own_password(store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    with pytest.raises(NotAllowed):
        store.add_instructor("Rui", "banca-2026", by=marta.id, by_password="wrong-guess")
    rui = store.add_instructor("Rui", "banca-2026", by=marta.id, by_password="roleta-2025")
    assert rui.role == Role.INSTRUCTOR and store.verify_password(rui.id, "banca-2026")


def test_an_instructor_always_has_a_password(store):
    with pytest.raises(NotAllowed, match="password"):
        store.add_trainee("Marta", Role.INSTRUCTOR)


@pytest.mark.parametrize("password", ["", "a", "x" * (MIN_LENGTH - 1)])
def test_one_minimum_length_everywhere_and_a_store_error_not_a_crash(store, password):
    with pytest.raises(StoreError, match=f"at least {MIN_LENGTH}"):
        store.add_trainee("Marta", Role.INSTRUCTOR, password)
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    with pytest.raises(StoreError, match=f"at least {MIN_LENGTH}"):
        store.add_instructor("Rui", password, by=marta.id, by_password="roleta-2025")
    with pytest.raises(StoreError, match=f"at least {MIN_LENGTH}"):
        store.set_password(marta.id, password)


def test_only_an_instructor_turns_trainee_passwords_on(store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    eve = store.add_trainee("Eve")
    store.set_password(eve.id, "eves-own-pass")
    assert not store.trainee_passwords_required()
    with pytest.raises(NotAllowed):
        store.set_setting(store.TRAINEE_PASSWORDS, False, by=eve.id, by_password="eves-own-pass")
    store.set_setting(store.TRAINEE_PASSWORDS, True, by=marta.id, by_password="roleta-2025")
    assert store.trainee_passwords_required()


def test_an_instructor_resets_a_trainees_password(store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    ana = store.add_trainee("Ana")
    with pytest.raises(NotAllowed):
        store.reset_password(ana.id, "new-pin-42", by=ana.id, by_password="")
    store.reset_password(ana.id, "new-pin-42", by=marta.id, by_password="roleta-2025")
    assert store.verify_password(ana.id, "new-pin-42")


# -- issue 31 item 2: instructors are made only by instructors -----------------------------------

import io  # noqa: E402
import json  # noqa: E402

from trainer.store import Store  # noqa: E402
from trainer.store.export import sealed  # noqa: E402

from .conftest import make_answer, raw  # noqa: E402

CHIEF = [{"type": "trainer-results", "version": 2, "exported_at": "2025-01-01T00:00:00.000+00:00"},
         {"type": "trainee", "name": "Chief", "role": "instructor"},
         {"type": "session", "id": "11111111-1111-4111-8111-111111111111", "trainee": "Chief", "kind": "drill",
          "lesson_id": None, "started_at": "2025-01-01T00:00:00.000+00:00", "ended_at": None}]


def _write(tmp_path, records, name="in.jsonl"):
    path = tmp_path / name
    path.write_text(sealed(records), encoding="utf-8")
    return path


def _export(store) -> list[dict]:
    out = io.StringIO()
    store.export(out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def _cannot_act(store, who, password):
    """Whatever password is typed for ``who``, he does nothing an instructor does here."""
    with pytest.raises(NotAllowed):
        store.set_password(who.id, password)  # the sign-in screen's "first password" (X1)
    with pytest.raises(NotAllowed):
        store.require_instructor(who.id, password)
    with pytest.raises(NotAllowed):
        store.add_instructor("Helper", "helper-pass", by=who.id, by_password=password)
    with pytest.raises(NotAllowed):
        store.reset_password(who.id, password, by=who.id, by_password=password)
    assert store.check_instructor_password(password) is None  # the kiosk's lock
    assert who.id not in store.instructors_here()


def test_x1_an_instructor_who_came_by_import_cannot_be_claimed(store, tmp_path, run_cli):
    """Attack row 12: an import file holding {"type": "trainee", "role": "instructor"} made a
    passwordless instructor that the first person to pick him at sign-in claimed."""
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    store.import_file(_write(tmp_path, CHIEF))
    chief = store.find_trainee("Chief")
    assert chief.role == Role.INSTRUCTOR and not chief.has_password
    _cannot_act(store, chief, "any-password")
    assert store.instructors_waiting() == ["Chief"] and store.forged_roles() == ["Chief"]
    store.enable_instructor(chief.id, "chief-pass-1", by=marta.id, by_password="roleta-2025")  # Marta vouches
    assert store.require_instructor(chief.id, "chief-pass-1").name == "Chief"
    assert store.instructors_waiting() == []


def test_x1_n3_an_import_before_the_set_up_neither_claims_nor_locks_the_first_instructor(tmp_path, run_cli):
    """The same file through ``trainer results import`` on records with no instructor at all: Chief
    is not the first instructor, and ``verify`` names the role nobody gave.  N3: the import no longer
    shuts the first-instructor path for good — the workstation's own first instructor is still made
    at sign-in, and only he makes Chief an instructor here."""
    db = tmp_path / "ws.db"
    rc, _out, _err = run_cli("results", "import", "--db", db, _write(tmp_path, CHIEF))
    assert rc == 0
    with Store.open(db) as store:
        chief = store.find_trainee("Chief")
        _cannot_act(store, chief, "chief-pass")
        assert store.needs_first_instructor()  # nobody acts as an instructor here yet
        with pytest.raises(StoreError):  # the path makes a new person, never the imported Chief
            store.add_trainee("Chief", Role.INSTRUCTOR, "chief-pass")
        nina = store.add_trainee("Nina", Role.INSTRUCTOR, "nina-pass-1")
        assert store.instructors_here() == {nina.id} and not store.needs_first_instructor()
        _cannot_act(store, store.find_trainee("Chief"), "chief-pass")
        with pytest.raises(NotAllowed):
            store.add_trainee("Eve", Role.INSTRUCTOR, "eves-pass-1")
    rc, out, _err = run_cli("results", "verify", "--db", db)
    assert rc == 1 and "Chief is marked instructor in the file" in out
    with Store.open(db) as store:
        nina = store.find_trainee("Nina")
        store.enable_instructor(store.find_trainee("Chief").id, "chief-pass", by=nina.id, by_password="nina-pass-1")
        assert store.require_instructor(store.find_trainee("Chief").id, "chief-pass").name == "Chief"


def test_x1_an_instructor_who_came_by_sync_is_not_usable_until_enabled(tmp_path, clock):
    """Attack row 19: A's instructor, carried to B (the records a pull merges are an export of A's:
    the pull imports them with the same importer), was claimed on B by a trainee."""
    with Store.open(tmp_path / "a.db") as a:
        marta = a.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        ana = a.add_trainee("Ana")
        exam = a.start_exam(ana.id, {"id": "holdem-certification", "pass_mark": 80}, seed=7, now=clock())
        a.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
        a.record_exam_answer(exam.id, make_answer(1, item_id="q1"), now=clock(1))
        a.submit_exam(exam.id, 1.0, True, now=clock(2))
        a.sign_exam(exam.id, "result", by=marta.id, by_password="roleta-2025")
        records = _export(a)
    # a pull yields every trainee the window holds, instructors too, as {"type": "trainee", ...} records
    records.insert(1, {"type": "trainee", "name": "Marta", "role": "instructor"})
    with Store.open(tmp_path / "b.db") as b:
        leong = b.add_trainee("Leong", Role.INSTRUCTOR, "mesa-7777")
        b.import_file(_write(tmp_path, records))
        there = b.find_trainee("Marta")
        _cannot_act(b, there, "anything-1")
        with pytest.raises(NotAllowed):  # nor trust keys for the school as "Marta"
            b.trust_key(b.instructor_keys()[0].key_id, by=there.id, by_password="anything-1")
        assert b.certificate(exam.id).standing.value == "certified"  # her signatures: the school signed her key
        b.enable_instructor(there.id, "marta-on-b", by=leong.id, by_password="mesa-7777")
        assert there.id in b.instructors_here()
        assert b.require_instructor(there.id, "marta-on-b").name == "Marta"


def test_x10_a_role_written_into_the_file_is_detected(tmp_path, run_cli):
    """Attack row 13: ``UPDATE trainees SET role='instructor' WHERE name='Bob'`` — with trainee
    passwords on, Bob then signed in as an instructor with his own password."""
    db = tmp_path / "a.db"
    with Store.open(db) as store:
        marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        bob = store.add_trainee("Bob")
        store.set_setting(store.TRAINEE_PASSWORDS, True, by=marta.id, by_password="roleta-2025")
        store.set_password(bob.id, "bobs-pass-1")
    with raw(db) as conn:
        conn.execute("UPDATE trainees SET role = 'instructor' WHERE name = 'Bob'")
    with Store.open(db) as store:
        bob = store.find_trainee("Bob")
        assert bob.role == Role.INSTRUCTOR
        with pytest.raises(NotAllowed):
            store.require_instructor(bob.id, "bobs-pass-1")
        with pytest.raises(NotAllowed):
            store.add_instructor("Bob2", "whatever-1", by=bob.id, by_password="bobs-pass-1")
        assert store.check_instructor_password("bobs-pass-1") is None
        assert store.forged_roles() == ["Bob"]
    rc, out, _err = run_cli("results", "verify", "--db", db)
    assert rc == 1 and "Bob is marked instructor in the file" in out


def test_n3_the_first_instructor_path_stays_open_until_one_is_set_up_here(store, tmp_path):
    """N3: the sign-in screen offers the first instructor while no instructor is enabled here and
    none is pinned for these records — trainees, or an instructor who came from other records,
    do not shut it; the first instructor made, it is shut, and the store refuses another."""
    store.add_trainee("Ana")
    assert store.needs_first_instructor()
    store.import_file(_write(tmp_path, CHIEF))
    assert store.needs_first_instructor()
    nina = store.add_trainee("Nina", Role.INSTRUCTOR, "nina-pass-1")
    assert store.instructors_here() == {nina.id} and not store.needs_first_instructor()
    with pytest.raises(NotAllowed):
        store.add_trainee("Eve", Role.INSTRUCTOR, "eves-pass-1")


def test_u1_n3_never_in_the_exam_room_mode(store):
    """U1: a candidate at the exam room's workstation never makes himself the first instructor,
    even on records where nobody is an instructor yet."""
    store.exam_room = True
    store.add_trainee("Ana")
    assert not store.needs_first_instructor()
    with pytest.raises(NotAllowed):
        store.add_trainee("Ana2", Role.INSTRUCTOR, "anas-pass-1")
    assert store.instructors_here() == set() and store.find_trainee("Ana2") is None


def test_an_instructor_enables_only_an_instructor_and_only_once(store, tmp_path):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    ana = store.add_trainee("Ana")
    with pytest.raises(NotAllowed):
        store.enable_instructor(ana.id, "ana-pass-1", by=marta.id, by_password="roleta-2025")
    with pytest.raises(NotAllowed):
        store.enable_instructor(marta.id, "again-pass", by=marta.id, by_password="roleta-2025")
    rui = store.add_instructor("Rui", "banca-2026", by=marta.id, by_password="roleta-2025")
    assert rui.id in store.instructors_here()
    with pytest.raises(NotAllowed, match="seals his signing key"):  # issue 33 U21: not Marta's to reset
        store.reset_password(rui.id, "banca-2027", by=marta.id, by_password="roleta-2025")
    with pytest.raises(NotAllowed, match="seals his signing key"):  # nor his own, this way
        store.reset_password(rui.id, "banca-2027", by=rui.id, by_password="banca-2026")
    assert store.require_instructor(rui.id, "banca-2026").name == "Rui"
