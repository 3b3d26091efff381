"""The first instructor's root lives outside the records file too (issue 31 X10′, attack rows 13
and 48 adapted): a trainee with the file alone — sqlite3 and the public signing code — gives
himself the instructor role, his own key and a ``first`` endorsement by that key, drops the
no-delete trigger, deletes the real first instructor's endorsement and re-endorses him with his
own key.  A ``first`` endorsement now counts only for a key pinned outside the file at the
set-up, so Bob is no instructor here, the exam room does not open to his password, and
``trainer results verify`` names both his key and the deleted endorsement."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.gui.home.kiosk import refusal
from trainer.store import NotAllowed, Role, Store, passwords, signing
from trainer.store.school_key import key_payload, write_pin

from .conftest import raw

BOBS = "bob-is-boss-1"
AT = "2025-03-03T09:00:00.000+00:00"


def forge_first(db: Path, *, null_school_key: bool = False) -> None:
    """``/tmp/hX/x10/forge_first.py``: the attack of the re-run report, step by step."""
    with raw(db) as c:
        bob_id = c.execute("SELECT id FROM trainees WHERE name = 'Bob'").fetchone()[0]
        pair = signing.new_key_pair(BOBS)
        private = signing.unseal(pair.sealed_private, BOBS, pair.key_id)

        def sig(key_id: str, owner: str, public: str) -> str:
            return signing.sign(private, key_payload(key_id, owner, public))

        c.execute("UPDATE trainees SET role = 'instructor', password_hash = ? WHERE id = ?",
                  (passwords.hash_password(BOBS), bob_id))
        c.execute("INSERT INTO instructor_keys (id, owner, trainee_id, public_key, sealed_private, created_at)"
                  " VALUES (?, ?, ?, ?, ?, ?)", (pair.key_id, "Bob", bob_id, pair.public_key, pair.sealed_private, AT))
        c.execute("INSERT INTO key_endorsements VALUES (?, ?, ?, 'first', ?, ?)",
                  (pair.key_id, pair.key_id, pair.public_key, sig(pair.key_id, "Bob", pair.public_key), AT))
        ddl = c.execute("SELECT sql FROM sqlite_master WHERE name = 'key_endorsements_no_delete'").fetchone()[0]
        c.execute("DROP TRIGGER key_endorsements_no_delete")
        others = c.execute("SELECT k.id, k.owner, k.public_key FROM instructor_keys k JOIN trainees t"
                           " ON t.id = k.trainee_id WHERE t.role = 'instructor' AND k.sealed_private IS NOT NULL"
                           " AND k.id != ?", (pair.key_id,)).fetchall()
        for key_id, owner, public in others:
            c.execute("DELETE FROM key_endorsements WHERE key_id = ? AND kind = 'first'", (key_id,))
            c.execute("INSERT OR IGNORE INTO key_endorsements VALUES (?, ?, ?, 'instructor', ?, ?)",
                      (key_id, pair.key_id, pair.public_key, sig(key_id, owner, public), AT))
        c.execute(ddl)
        if null_school_key:  # on the set-up workstation: the school key "not held" any more
            c.execute("UPDATE school_key SET sealed_private = NULL")


def _bob_is_no_instructor(store: Store) -> None:
    bob = store.find_trainee("Bob")
    assert bob.id not in store.instructors_here()
    assert store.check_instructor_password(BOBS) is None  # the exam room's lock
    with pytest.raises(NotAllowed):
        store.require_instructor(bob.id, BOBS)
    with pytest.raises(NotAllowed):
        store.add_instructor("Eve", "eve-pass-123", by=bob.id, by_password=BOBS)
    with pytest.raises(NotAllowed):
        store.set_setting(store.TRAINEE_PASSWORDS, True, by=bob.id, by_password=BOBS)
    assert not store.needs_first_instructor()  # nor does the sign-in screen offer him the path again
    with pytest.raises(NotAllowed):
        store.add_trainee("Bob2", Role.INSTRUCTOR, BOBS)


def test_x10_prime_a_forged_first_instructor_on_a_workstation_of_the_school(tmp_path, run_cli):
    """Workstation B pins the school key, which it does not hold; its first instructor is Leong."""
    write_pin("ab" * 32)
    db = tmp_path / "w.db"
    with Store.open(db) as store:
        leong = store.add_trainee("Leong", Role.INSTRUCTOR, "banca-2026")
        store.add_trainee("Bob")
        assert store.instructors_here() == {leong.id}
    forge_first(db)
    with Store.open(db) as store:
        _bob_is_no_instructor(store)
        assert store.instructors_here() == set()  # Leong's root was deleted: the restore of a backup mends it
        assert refusal(store) is not None  # the exam room does not start on these records
    rc, out, _err = run_cli("results", "verify", "--db", db)
    assert rc == 1 and "intact" not in out
    assert "Bob's key" in out and "endorses itself as the first instructor" in out and "no first-instructor pin" in out
    assert "Leong's key" in out and "deleted from the file" in out


def test_x10_prime_on_the_set_up_workstation_with_the_school_key_let_go(tmp_path, run_cli):
    """Workstation A holds the school key; the attack also nulls its sealed part (so that, before,
    ``first`` roots counted there too).  Marta's school signature still makes her an instructor."""
    db = tmp_path / "a.db"
    with Store.open(db) as store:
        marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        store.add_trainee("Bob")
    forge_first(db, null_school_key=True)
    with Store.open(db) as store:
        _bob_is_no_instructor(store)
        assert store.instructors_here() == {marta.id}
        assert store.check_instructor_password("roleta-2025").name == "Marta"
    rc, out, _err = run_cli("results", "verify", "--db", db)
    assert rc == 1 and "Bob's key" in out and "Marta's key" in out and "deleted from the file" in out


def test_x10_prime_deleting_the_first_instructors_rows_does_not_reopen_the_path(tmp_path):
    """The pin names the records file: a trainee who deletes Leong's key and role from the file does
    not get the sign-in screen's first-instructor path back (N3's rule)."""
    write_pin("ab" * 32)
    db = tmp_path / "w.db"
    with Store.open(db) as store:
        store.add_trainee("Leong", Role.INSTRUCTOR, "banca-2026")
    with raw(db) as c:
        c.execute("DELETE FROM instructor_keys")
        c.execute("UPDATE trainees SET role = 'trainee'")
    with Store.open(db) as store:
        assert store.instructors_here() == set() and not store.needs_first_instructor()
        with pytest.raises(NotAllowed):
            store.add_trainee("Bob", Role.INSTRUCTOR, BOBS)


def test_a_self_endorsed_key_pinned_only_for_other_records_counts_here_only_by_its_key(tmp_path):
    """The pin is of a key: Bob pinning nothing, his key made in the file stays unpinned whatever
    records file the first-instructor pins name."""
    from trainer.store.school_key import FIRST_FILE, pins, user_folder

    write_pin("ab" * 32)
    with Store.open(tmp_path / "other.db") as other:
        other.add_trainee("Ines", Role.INSTRUCTOR, "ines-pass-1")
    db = tmp_path / "w.db"
    with Store.open(db) as store:
        store.add_trainee("Leong", Role.INSTRUCTOR, "banca-2026")
        store.add_trainee("Bob")
    forge_first(db)
    with Store.open(db) as store:
        assert store.find_trainee("Bob").id not in store.instructors_here()
    text = (user_folder() / FIRST_FILE).read_text(encoding="utf-8")
    assert str((tmp_path / "other.db").resolve()) in text and str(db.resolve()) in text
    assert len(pins().firsts) == 2


# -- the honest flows --------------------------------------------------------------------------


def test_standalone_set_up_pins_the_school_key_and_its_first_instructor(tmp_path, run_cli):
    from trainer.store.school_key import pins

    db = tmp_path / "school.db"
    with Store.open(db) as store:
        marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        school = store.school_key()
        assert school is not None and store.instructors_here() == {marta.id}
        mine = next(k for k in store.instructor_keys() if k.owner == "Marta")
        assert store.first_instructor_keys() == {mine.key_id}
        rui = store.add_instructor("Rui", "banca-2026", by=marta.id, by_password="roleta-2025")
        assert store.instructors_here() == {marta.id, rui.id}
    found = pins()
    assert found.school == school.key_id and [p.key for p in found.firsts] == [mine.key_id]
    rc, out, _err = run_cli("results", "verify", "--db", db)
    assert rc == 0 and "intact" in out


def test_a_workstation_joining_the_school_makes_its_first_instructor(tmp_path):
    """Pinning a school key it does not hold: its first instructor is pinned as such, and enables others."""
    from trainer.store.school_key import pins

    with Store.open(tmp_path / "school.db") as a:
        a.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        school = a.school_key()
    with Store.open(tmp_path / "b.db") as b:
        assert b.needs_first_instructor() and b.school_key() is None
        leong = b.add_trainee("Leong", Role.INSTRUCTOR, "banca-2026")
        assert b.school_key() is None and pins().school == school.key_id
        rui = b.add_instructor("Rui", "rui-pass-12", by=leong.id, by_password="banca-2026")
        assert b.instructors_here() == {leong.id, rui.id}
        assert b.trust_problems() == []
