"""Instructors across the school's workstations, against a real PostgreSQL (issue 31 N1, N3)."""

from __future__ import annotations

import sqlite3

import pytest

from tests.server.school import sync
from trainer.store import NotAllowed, Role


def test_n1_verify_is_quiet_on_two_workstations_each_with_a_first_instructor_sam(school, workstation, tmp_path,
                                                                                  run_cli):
    """N1: a pull names the second Sam ``Sam [e8d468]``; his key's owner is "Sam".  ``verify``
    looked the key up by the name shown here and called him a role nobody gave (exit 1 on honest
    records); it now looks him up by who he is at the school (his school id)."""
    w1, w2 = workstation("w1"), workstation("w2")
    w1.add_trainee("Sam", Role.INSTRUCTOR, "sam-on-w1")
    w2.add_trainee("Sam", Role.INSTRUCTOR, "sam-on-w2")
    w1.add_trainee("Ana")
    w2.add_trainee("Ana")
    for store in (w1, w2, w1):
        sync(store.db, school)
    for name, store in (("w1", w1), ("w2", w2)):
        other = [t for t in store.trainees() if t.name.startswith("Sam [")]
        assert len(other) == 1 and other[0].role == Role.INSTRUCTOR and other[0].id not in store.instructors_here()
        assert store.forged_roles() == [] and store.trust_problems() == []
        rc, out, _err = run_cli("results", "verify", "--db", tmp_path / f"{name}.db")
        assert rc == 0 and "intact" in out and "a role the program did not give" not in out
    # a role written into the file is still found, under a name a pull gave too
    ana = next(t for t in w2.trainees() if t.name.startswith("Ana ["))
    conn = sqlite3.connect(tmp_path / "w2.db", isolation_level=None)
    conn.execute("UPDATE trainees SET role = 'instructor' WHERE id = ?", (ana.id,))
    conn.close()
    assert w2.forged_roles() == [ana.name]
    rc, out, _err = run_cli("results", "verify", "--db", tmp_path / "w2.db")
    assert rc == 1 and f"{ana.name} is marked instructor in the file" in out


def test_n3_a_workstation_that_syncs_before_its_set_up_still_gets_its_first_instructor(school, workstation):
    """N3: a fresh workstation left a minute on the sign-in screen with $TRAINER_SERVER set syncs, and
    the school's instructors arrive — not enabled here.  The first-instructor path stays open; the
    instructor made there enables them; they are never usable before (X1)."""
    a = workstation("a")
    a.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    a.add_trainee("Ana")
    sync(a.db, school)
    fresh = workstation("fresh")
    assert fresh.needs_first_instructor()
    sync(fresh.db, school)
    marta = fresh.find_trainee("Marta")
    assert marta.role == Role.INSTRUCTOR and fresh.instructors_here() == set()
    assert fresh.needs_first_instructor()
    with pytest.raises(NotAllowed):
        fresh.require_instructor(marta.id, "roleta-2025")
    assert fresh.check_instructor_password("roleta-2025") is None
    nina = fresh.add_trainee("Nina", Role.INSTRUCTOR, "nina-pass-1")
    assert fresh.instructors_here() == {nina.id} and not fresh.needs_first_instructor()
    with pytest.raises(NotAllowed):
        fresh.add_trainee("Eve", Role.INSTRUCTOR, "eves-pass-1")
    fresh.enable_instructor(marta.id, "marta-here-1", by=nina.id, by_password="nina-pass-1")
    assert fresh.instructors_here() == {nina.id, marta.id}
