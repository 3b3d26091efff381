"""Instructors across the school's workstations, against a real PostgreSQL (issue 31 N1)."""

from __future__ import annotations

import sqlite3

from tests.server.school import sync
from trainer.store import Role


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
        assert store.forged_roles() == []
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
