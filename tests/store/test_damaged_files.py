"""Damaged and foreign database files (issue 16 item 5): refused with one line, never
written into nor replaced; daily backups; ``trainer results restore``."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from trainer.store import DamagedDatabase, SessionKind, Store, StoreError, backups
from trainer.store.safety import KEEP, backup_dir, backup_if_due


@pytest.fixture
def full_db(tmp_path, answer, clock) -> Path:
    """A database with enough answers to span many pages."""
    path = tmp_path / "trainer.db"
    with Store.open(path) as store:
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL, now=clock())
        for i in range(300):
            store.record_answer(session.id, answer(i), now=clock(minutes=i))
    with sqlite3.connect(path) as conn:  # everything into the main file
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        shutil.rmtree(backup_dir(path))  # today's backup was made at the first open, empty:
        backup_if_due(conn, path, datetime.now(UTC))  # make it again with the answers in
    return path


def _flip_middle(path: Path) -> None:
    """Overwrite a b-tree page header in the middle of the file, as a failing disk would."""
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big") or 65536
    middle = (len(data) // page // 2) * page
    data[middle:middle + 12] = b"\xff" * 12
    path.write_bytes(bytes(data))


def _one_line(rc, out, err, *words):
    assert rc == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    for word in words:
        assert word in err, err


def test_a_zero_length_file_is_refused_and_left_as_it_is(tmp_path, run_cli):
    path = tmp_path / "trainer.db"
    path.write_bytes(b"")
    with pytest.raises(StoreError, match="empty"):
        Store.open(path)
    assert path.stat().st_size == 0  # never silently replaced by a new empty database
    _one_line(*run_cli("results", "export", "--db", path), "empty")
    _one_line(*run_cli("results", "import", "--db", path, tmp_path / "x.jsonl"), "empty")
    assert path.stat().st_size == 0


def test_a_file_that_is_not_sqlite_is_refused(tmp_path, run_cli):
    path = tmp_path / "notes.db"
    path.write_text("my lesson notes\n" * 100, encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(StoreError, match="not an SQLite database"):
        Store.open(path)
    _one_line(*run_cli("results", "verify", "--db", path), "not an SQLite database")
    assert path.read_bytes() == before


def test_flipped_bytes_are_found_at_open_and_nothing_is_written(full_db, run_cli, clock):
    _flip_middle(full_db)
    before = full_db.read_bytes()
    with pytest.raises(DamagedDatabase) as err:
        Store.open(full_db)
    assert "damaged" in str(err.value) and "backup" in str(err.value)
    assert str(backups(full_db)[-1]) in str(err.value)  # it says where the last backup is
    assert full_db.read_bytes() == before
    _one_line(*run_cli("results", "export", "--db", full_db), "damaged", "trainer results restore")
    assert full_db.read_bytes() == before


def test_verify_runs_sqlites_integrity_check(full_db, run_cli):
    rc, out, _ = run_cli("results", "verify", "--db", full_db)
    assert rc == 0 and "intact" in out
    _flip_middle(full_db)
    rc, out, err = run_cli("results", "verify", "--db", full_db)
    assert rc == 1 and "damaged" in out and "intact" not in out and "Traceback" not in err


def test_one_backup_a_day_and_the_last_seven_kept(full_db):
    shutil.rmtree(backup_dir(full_db))
    conn = sqlite3.connect(full_db)
    start = datetime(2026, 3, 1, 12, tzinfo=UTC)
    made = [backup_if_due(conn, full_db, start + timedelta(days=d)) for d in range(10)]
    again = backup_if_due(conn, full_db, start + timedelta(days=9, hours=1))
    conn.close()
    assert all(m is not None for m in made) and again is None  # one a day
    kept = backups(full_db)
    assert len(kept) == KEEP and kept[-1].name == "trainer-2026-03-10.db"
    assert kept[0].name == "trainer-2026-03-04.db"
    assert all(p.parent == backup_dir(full_db) for p in kept)
    with sqlite3.connect(kept[-1]) as copy:
        assert copy.execute("SELECT count(*) FROM attempts").fetchone()[0] == 300


def test_opening_the_records_makes_todays_backup(tmp_path):
    path = tmp_path / "fresh.db"
    Store.open(path).close()
    assert len(backups(path)) == 1


def test_restore_puts_a_backup_back_and_keeps_the_damaged_file(full_db, run_cli):
    backup = backups(full_db)[-1]
    _flip_middle(full_db)
    damaged = full_db.read_bytes()
    rc, out, err = run_cli("results", "restore", "--db", full_db, backup)
    assert rc == 0, err
    kept = [p for p in full_db.parent.iterdir() if ".replaced-" in p.name and p.suffix == ".db"]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged  # nothing is ever deleted
    with Store.open(full_db) as store:
        assert store.db.execute("SELECT count(*) FROM attempts").fetchone()[0] == 300
    rc, out, _ = run_cli("results", "verify", "--db", full_db)
    assert rc == 0 and "intact" in out


def test_a_damaged_backup_is_not_restored(full_db, run_cli, tmp_path):
    bad = tmp_path / "bad.db"
    bad.write_bytes(full_db.read_bytes())
    _flip_middle(bad)
    before = full_db.read_bytes()
    _one_line(*run_cli("results", "restore", "--db", full_db, bad), "damaged too")
    assert full_db.read_bytes() == before
