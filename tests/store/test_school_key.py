"""The school key's pin lives outside the records file (issue 31 item 1): read from
$TRAINER_SCHOOL_KEY or a ``school-key`` file in the configuration folder, written once at the
school's set-up, never silently over another school's; ``trainer results school-key`` shows it and
pins a published fingerprint."""

from __future__ import annotations

import pytest

from trainer.store import Role, Store
from trainer.store.school_key import PinError, normalise_pin, pin_files, pinned, school_fingerprint, write_pin


def test_a_fingerprint_is_read_as_typed_and_a_non_fingerprint_is_refused():
    key = "ab" * 32
    assert normalise_pin(school_fingerprint(key)) == key
    assert normalise_pin(school_fingerprint(key).lower()[:39]) == key[:32]
    for bad in ("", "abc", "zz" * 32, "ab" * 15):
        with pytest.raises(PinError):
            normalise_pin(bad)


def test_the_set_up_pins_the_school_key_and_never_over_another(tmp_path, monkeypatch):
    with Store.memory() as store:
        store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        school = store.school_key()
    assert pinned() == school.key_id and pin_files()[-1].read_text().strip() == school.key_id
    with pytest.raises(PinError, match="already pins another school key"):
        write_pin("cd" * 32)
    assert pinned() == school.key_id
    monkeypatch.setenv("TRAINER_SCHOOL_KEY", "ef" * 32)  # the environment wins over the file
    assert pinned() == "ef" * 32


def test_a_damaged_pin_file_is_said_in_one_line(tmp_path, monkeypatch):
    pin_files()[-1].parent.mkdir(parents=True, exist_ok=True)
    pin_files()[-1].write_text("not a key\n")
    with pytest.raises(PinError, match="is not a school key fingerprint"):
        pinned()


def test_the_cli_shows_and_pins_the_school_key(tmp_path, run_cli, monkeypatch):
    db = tmp_path / "a.db"
    with Store.open(db) as store:
        store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
        school = store.school_key()
    rc, out, _ = run_cli("results", "school-key", "--db", db)
    assert rc == 0 and school.fingerprint in out and "holds the school key" in out
    monkeypatch.setenv("TRAINER_CONFIG_DIR", str(tmp_path / "another-workstation"))
    rc, out, _ = run_cli("results", "school-key", "--db", db)
    assert rc == 0 and "no school key is pinned" in out
    rc, out, _ = run_cli("results", "school-key", "--pin", school.fingerprint)
    assert rc == 0 and "pinned" in out and pinned() == school.key_id
    rc, _out, err = run_cli("results", "school-key", "--pin", "cd" * 32)
    assert rc == 2 and len(err.strip().splitlines()) == 1 and "already pins" in err
