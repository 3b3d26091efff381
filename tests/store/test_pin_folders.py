"""Where the pins live (issue 31 N5): the system's configuration folder is the installer's, out
of a trainee's reach — ``trainer results school-key --system`` writes it (platformdirs'
``site_config_path``, the folder the app reads first; here each test's own
``$TRAINER_SYSTEM_CONFIG_DIR``), a pin there is never overridden by the user's folder
(``$TRAINER_CONFIG_DIR`` here) nor by the environment, and wherever trust rests only on the
user's folder the app says so: in a certificate's standing, ``verify --code`` and ``verify``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from trainer.store import Role, Store
from trainer.store.certificates import Standing
from trainer.store.school_key import (
    FIRST_FILE,
    PIN_FILE,
    PinError,
    pins,
    school_fingerprint,
    system_folder,
    user_folder,
    write_first_pin,
    write_pin,
)

from .test_certificates import signed_exam
from .test_first_instructor_root import BOBS, forge_first

SCHOOL = "ab" * 32
OTHER = "cd" * 32


def _folders() -> tuple[Path, Path]:
    return system_folder() / PIN_FILE, user_folder() / PIN_FILE


def test_n5_the_installers_command_writes_the_system_folder(run_cli):
    system, user = _folders()
    rc, out, _err = run_cli("results", "school-key", "--system", "--pin", school_fingerprint(SCHOOL))
    assert rc == 0 and f"{system}: pinned" in out
    assert system.read_text().strip() == SCHOOL and not user.exists()
    found = pins()
    assert found.school == SCHOOL and found.school_system and found.school_from == str(system)
    assert os.environ["TRAINER_SYSTEM_CONFIG_DIR"] in str(system)  # the folder the app reads first


def test_n5_a_user_pin_never_overrides_the_system_one(run_cli, monkeypatch):
    system, user = _folders()
    write_pin(SCHOOL, system=True)
    user.parent.mkdir(parents=True, exist_ok=True)
    user.write_text(OTHER + "\n")  # the trainee rewrites the file in his own folder
    monkeypatch.setenv("TRAINER_SCHOOL_KEY", OTHER)  # or starts the app with his own environment
    assert pins().school == SCHOOL and pins().school_system
    monkeypatch.delenv("TRAINER_SCHOOL_KEY")
    rc, _out, err = run_cli("results", "school-key", "--pin", OTHER)
    assert rc == 2 and len(err.strip().splitlines()) == 1 and "the system folder pins another school key" in err
    with pytest.raises(PinError, match="system folder pins another"):
        write_pin(OTHER, replace=True)
    rc, out, _err = run_cli("results", "school-key", "--pin", SCHOOL)  # the same key: pinned already
    assert rc == 0 and f"{system}: pinned" in out
    rc, _out, err = run_cli("results", "school-key", "--system", "--pin", OTHER)
    assert rc == 2 and "already pins another school key" in err
    assert system.read_text().strip() == SCHOOL


def test_n5_the_set_up_writes_the_users_folder_and_the_app_says_so(tmp_path, run_cli, answer, clock):
    """The set-up runs as the workstation's user: its pins go to his folder, and every place that
    shows trust says it is not out of a trainee's reach — until the installer pins it in the system's."""
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        _marta, _ana, exam, code = signed_exam(store, answer, clock)
        school = store.school_key()
        key = next(k for k in store.instructor_keys() if k.owner == "Marta")
        cert = store.certificate(exam.id)
        assert cert.standing == Standing.CERTIFIED and cert.pinned_in == str(user_folder() / PIN_FILE)
        assert "not out of a trainee's reach" in cert.describe()
        assert any("Marta is an instructor here only through pins in the user's folder" in n
                   for n in store.trust_notes())
    system, user = _folders()
    assert user.read_text().strip() == school.key_id and not system.exists()
    assert (user_folder() / FIRST_FILE).is_file() and not (system_folder() / FIRST_FILE).exists()
    rc, out, _err = run_cli("results", "school-key", "--db", db)
    assert rc == 0 and f"first instructor Marta, key {key.fingerprint} (pinned outside the file)" in out
    assert "note: Marta is an instructor here only through pins in the user's folder" in out
    rc, out, _err = run_cli("results", "verify", "--db", db, "--code", code)
    assert "only, not the system folder: not out of a trainee's reach" in out
    assert "note: the school key is pinned only in" in out
    # the installer's step, as the administrator
    rc, out, _err = run_cli("results", "school-key", "--system", "--pin", school.fingerprint)
    assert rc == 0
    rc, out, _err = run_cli("results", "school-key", "--system", "--first-instructor", key.fingerprint, "--db", db)
    assert rc == 0 and "Marta's key" in out and (system_folder() / FIRST_FILE).is_file()
    rc, out, _err = run_cli("results", "verify", "--db", db, "--code", code)
    assert f"({system}, the system folder)" in out and "note:" not in out and "not out of" not in out
    with Store.open(db) as store:
        assert store.certificate(exam.id).pinned_in is None and store.trust_notes() == []


def test_n5_system_first_instructor_pins_shut_out_the_users_folder(tmp_path):
    """Once the installer pins these records' first instructor in the system folder, a first pin the
    trainee adds to his own folder (for his key forged in the file, X10′) counts for nothing."""
    write_pin(SCHOOL, system=True)
    db = tmp_path / "w.db"
    with Store.open(db) as store:
        leong = store.add_trainee("Leong", Role.INSTRUCTOR, "banca-2026")
        store.add_trainee("Bob")
        (first,) = store.first_instructor_keys()
    write_first_pin(first, db, system=True)
    forge_first(db)
    with Store.open(db) as store:
        bob_key = next(k.key_id for k in store.instructor_keys() if k.owner == "Bob")
    write_first_pin(bob_key, db)  # the user's folder: within the trainee's reach
    with Store.open(db) as store:
        assert store.check_instructor_password(BOBS) is None
        assert store.find_trainee("Bob").id not in store.instructors_here()
        assert leong.id not in store.instructors_here()  # his endorsement was deleted: restore the backup
    # without the system's first pin, the user's folder is all there is: the app says so
    (system_folder() / FIRST_FILE).unlink()
    with Store.open(db) as store:
        assert store.check_instructor_password(BOBS) is not None
        assert any("Bob is an instructor here only through pins in the user's folder" in n
                   for n in store.trust_notes())


def test_n5_the_system_folder_refused_says_to_run_it_as_the_administrator(tmp_path, monkeypatch, run_cli):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("TRAINER_SYSTEM_CONFIG_DIR", str(blocker / "trainer"))
    rc, _out, err = run_cli("results", "school-key", "--system", "--pin", SCHOOL)
    assert rc == 2 and len(err.strip().splitlines()) == 1 and "could not be pinned" in err
