"""Records made before the school key, brought forward (issue 31 X10′): their instructors stay
instructors, and the first-instructor path does not open to a trainee.

The set-up of such records made their instructors; bringing the file forward pins each one's
key outside the file as these records' first instructor's, once, and his own password endorses
it at his next sign-in.  Before this, an upgraded workstation had nobody enabled, and any trainee
could make himself its first instructor."""

from __future__ import annotations

import sqlite3

import pytest
from sqlite_utils import Database

from trainer.store import Store, certificates, passwords, records, school_key
from trainer.store.errors import NotAllowed
from trainer.store.migrations import MIGRATIONS
from trainer.store.models import Role
from trainer.store.timestamps import utc_now

PASSWORD = "roleta-2025-x"


def _records_before_the_school_key(path) -> None:
    """A file as the trainer wrote it before m011: an instructor (Marta, with her key) and a trainee."""
    with Database(path) as db:
        MIGRATIONS.apply(db, stop_before="m011_school_key")
        with db.atomic():
            marta = records.insert_trainee(db, "Marta", Role.INSTRUCTOR, passwords.hash_password(PASSWORD),
                                           utc_now())
            certificates.make_key(db, marta, "Marta", PASSWORD, utc_now())
            records.insert_trainee(db, "Bob", Role.TRAINEE, None, utc_now())


def test_x10_an_upgraded_workstations_instructor_is_pinned_and_no_trainee_may_become_first(db_path):
    _records_before_the_school_key(db_path)
    with Store.open(db_path) as store:
        marta = store.find_trainee("Marta")
        assert not store.needs_first_instructor()  # a pin names these records now
        with pytest.raises(NotAllowed):
            store.add_trainee("Bob2", Role.INSTRUCTOR, password="bob-is-boss-1")
        assert store.instructors_pinned_unendorsed() == {marta.id}
        with pytest.raises(NotAllowed):
            store.require_instructor(marta.id, "not-her-password")
        assert store.instructors_here() == set()  # a wrong password endorses nothing
        store.require_instructor(marta.id, PASSWORD)
        assert store.instructors_here() == {marta.id}
    with Store.open(db_path) as store:
        assert store.instructors_here() == {store.find_trainee("Marta").id}
        assert store.check_instructor_password(PASSWORD) is not None  # the exam room's lock


def test_x10_rolling_the_schema_back_pins_no_new_key(db_path):
    """A trainee with the file who lowers its schema and adds his own instructor key gains
    nothing: the records are already named by a pin, so the step pins nothing more."""
    _records_before_the_school_key(db_path)
    Store.open(db_path).close()
    conn = sqlite3.connect(db_path)
    with conn:
        conn.executescript("DROP TABLE key_endorsements; DROP TABLE school_key; DROP TABLE exam_clock;")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name IN ('m011_school_key', 'm012_exam_clock')")
    conn.close()
    with Database(db_path) as db:
        bob = records.trainee_by_name(db, "Bob")
        db.execute("UPDATE trainees SET role = 'instructor', password_hash = ? WHERE id = ?",
                   [passwords.hash_password("bob-is-boss-1"), bob.id])
        certificates.make_key(db, bob.id, "Bob", "bob-is-boss-1", utc_now())
    with Store.open(db_path) as store:
        bob = store.find_trainee("Bob")
        assert bob.id not in store.instructors_pinned_unendorsed()
        with pytest.raises(NotAllowed):
            store.require_instructor(bob.id, "bob-is-boss-1")
        assert store.check_instructor_password("bob-is-boss-1") is None
        assert len(school_key.pins().firsts) == 1  # Marta's alone
