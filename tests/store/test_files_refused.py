"""Files the records must not be mistaken for (issue 31 item 6): a foreign SQLite database
given as --db (X16), a backup path with ``?``, ``#`` or ``%41`` (X15), a full disk or a
read-only file (X17) — each refused or said as what it is, in one line, nothing written."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from trainer.store import Store, StoreError
from trainer.store import db as store_db
from trainer.store.errors import StoreWriteError
from trainer.store.safety import (
    APPLICATION_ID,
    DiskFull,
    ForeignDatabase,
    ReadOnlyRecords,
    backup_dir,
    unusable,
)


def _one_line(rc, out, err, *words, absent=("damaged", "restore")):
    assert rc == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    for word in words:
        assert word in err, err
    for word in absent:
        assert word not in err, err


def _foreign(path: Path) -> Path:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE cookies (host TEXT, name TEXT, value TEXT)")
        conn.execute("INSERT INTO cookies VALUES ('example.org', 'sid', 'abc')")
        conn.commit()
    return path


def _records(path: Path, *names: str) -> Path:
    with Store.open(path) as store:
        for name in names:
            store.add_trainee(name)
    return path


def _names(path: Path) -> list[str]:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return [r[0] for r in conn.execute("SELECT name FROM trainees ORDER BY name")]


def _app_id(path: Path) -> int:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return int(conn.execute("PRAGMA application_id").fetchone()[0])


# -- X16: a foreign SQLite database ---------------------------------------------------------


def test_a_foreign_sqlite_database_is_refused_and_left_byte_identical(tmp_path, run_cli):
    """Row 36: `results export --db foreign.db` wrote 20+ trainer tables into it."""
    path = _foreign(tmp_path / "foreign.db")
    before = path.read_bytes()
    with pytest.raises(ForeignDatabase, match="another program"):
        Store.open(path)
    _one_line(*run_cli("results", "export", "--db", path), "another program", "cookies", "left as it is")
    (tmp_path / "x.jsonl").write_text("{}\n", encoding="utf-8")
    _one_line(*run_cli("results", "import", "--db", path, tmp_path / "x.jsonl"), "another program")
    _one_line(*run_cli("results", "verify", "--db", path), "another program")
    assert path.read_bytes() == before
    assert not backup_dir(path).exists()
    with contextlib.closing(sqlite3.connect(path)) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master")]
    assert tables == ["cookies"]


def test_a_database_with_another_application_id_is_refused(tmp_path):
    path = tmp_path / "other.db"
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.execute("PRAGMA application_id = 1196444487")  # a GeoPackage's "GPKG", no table yet
        conn.commit()
    before = path.read_bytes()
    with pytest.raises(ForeignDatabase, match="application id"):
        Store.open(path)
    assert path.read_bytes() == before


def test_a_new_records_file_carries_the_trainers_application_id(tmp_path):
    path = _records(tmp_path / "trainer.db", "Ana")
    assert _app_id(path) == APPLICATION_ID


def test_an_older_records_file_is_recognised_by_its_schema_and_stamped(tmp_path):
    path = _records(tmp_path / "trainer.db", "Ana")
    with contextlib.closing(sqlite3.connect(path)) as conn:  # as a trainer before the id made it
        conn.execute("PRAGMA application_id = 0")
        conn.commit()
    assert _app_id(path) == 0
    with Store.open(path) as store:
        assert [t.name for t in store.trainees()] == ["Ana"]
    assert _app_id(path) == APPLICATION_ID


# -- X15: restore paths taken literally -----------------------------------------------------


@pytest.mark.parametrize("name", ["x?y.db", "p#1.db", "q%41.db", "a?mode=rwc#b.db"])
def test_a_backup_path_with_uri_characters_restores_that_backup(tmp_path, run_cli, name):
    """Row 35: `results restore` of `bk/x?y.db` put an EMPTY database in place, rc 0."""
    source = _records(tmp_path / "A.db", "Ana", "Bob")
    live = _records(tmp_path / "live.db", "Zoe")
    folder = tmp_path / "bk"
    folder.mkdir()
    backup = folder / name
    shutil.copyfile(source, backup)
    listing = sorted(p.name for p in folder.iterdir())
    rc, _out, err = run_cli("results", "restore", "--db", live, backup)
    assert rc == 0, err
    assert _names(live) == ["Ana", "Bob"]  # that backup, never an empty database
    kept = [p for p in tmp_path.iterdir() if ".replaced-" in p.name and p.suffix == ".db"]
    assert len(kept) == 1 and _names(kept[0]) == ["Zoe"]
    stray = sorted(p.name for p in folder.iterdir() if not p.name.endswith(("-wal", "-shm")))
    assert stray == listing  # no empty `bk/x` made beside it


def test_a_backup_with_no_trainer_tables_never_replaces_the_records(tmp_path, run_cli):
    live = _records(tmp_path / "live.db", "Ana")
    before = live.read_bytes()
    empty = tmp_path / "empty.db"
    with contextlib.closing(sqlite3.connect(empty)) as conn:
        conn.execute("PRAGMA user_version = 1")  # an SQLite file with no table at all
        conn.commit()
    _one_line(*run_cli("results", "restore", "--db", live, empty), "not a backup", "nothing was changed",
              absent=())
    foreign = _foreign(tmp_path / "cookies.db")
    _one_line(*run_cli("results", "restore", "--db", live, foreign), "not a backup", "cookies", absent=())
    assert live.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if ".replaced-" in p.name]


def test_two_restores_in_one_second_keep_both_replaced_files(tmp_path):
    from datetime import UTC, datetime

    from trainer.store import restore_backup

    backup = _records(tmp_path / "A.db", "Ana")
    live = _records(tmp_path / "live.db", "Zoe")
    now = datetime(2026, 3, 1, 12, tzinfo=UTC)
    first = restore_backup(backup, live, now)
    second = restore_backup(backup, live, now)
    assert first is not None and second is not None and first != second
    assert _names(first) == ["Zoe"] and _names(second) == ["Ana"]


# -- X17: a full disk, a read-only file ------------------------------------------------------


@contextlib.contextmanager
def _tmpfs(where: Path, size: str = "2m") -> Iterator[Path]:
    where.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                          capture_output=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here ({done.stderr.decode().strip()})")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def _fill(folder: Path) -> None:
    with contextlib.suppress(OSError), (folder / "filler").open("wb") as handle:
        while True:
            handle.write(b"\0" * 65536)
            handle.flush()


def test_a_sound_database_on_a_full_disk_is_said_to_be_on_a_full_disk(tmp_path, run_cli):
    """Row 33: on a full tmpfs every command said "the database is damaged… restore the backup"."""
    with _tmpfs(tmp_path / "small") as disk:
        path = _records(disk / "t.db", "Ana")
        _fill(disk)
        for command in (("results", "export", "--db", path), ("results", "verify", "--db", path)):
            _one_line(*run_cli(*command), "the disk is full")
        with pytest.raises(DiskFull):
            Store.open(path)
        (disk / "filler").unlink()
        assert _names(path) == ["Ana"]
        rc, out, _ = run_cli("results", "verify", "--db", path)
        assert rc == 0 and "intact" in out


def _killed_after_an_answer(path: Path) -> None:
    """Records whose program was killed: the -wal file stays; the -shm is removed."""
    code = ("import os; from trainer.store import Store; s = Store.open(os.environ['DB']);"
            " s.add_trainee('Ana'); os._exit(0)")
    subprocess.run([sys.executable, "-c", code], env={**os.environ, "DB": str(path)}, check=True)
    Path(f"{path}-shm").unlink()


def test_a_database_on_a_read_only_file_system_is_said_to_be_read_only(tmp_path, run_cli):
    """Row 33: after a read-only remount `results export` said "damaged (unable to open database file)"."""
    with _tmpfs(tmp_path / "ro", size="4m") as disk:
        path = disk / "t.db"
        _killed_after_an_answer(path)
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        for command in (("results", "export", "--db", path), ("results", "verify", "--db", path)):
            _one_line(*run_cli(*command), "read-only", "read-only file system")
        subprocess.run(["mount", "-o", "remount,rw", str(disk)], check=True)
        assert _names(path) == ["Ana"]


def test_a_read_only_folder_is_said_as_such_never_as_damage(tmp_path, run_cli):
    """`unable to open database file` when the -wal is there and the -shm cannot be made."""
    folder = tmp_path / "locked"
    folder.mkdir()
    path = folder / "t.db"
    _killed_after_an_answer(path)
    if subprocess.run(["chattr", "+i", str(folder)], capture_output=True, check=False).returncode != 0:
        pytest.skip("chattr +i is not available here")
    try:
        for command in (("results", "export", "--db", path), ("results", "verify", "--db", path)):
            _one_line(*run_cli(*command), "read-only")
        with pytest.raises(ReadOnlyRecords):
            Store.open(path)
    finally:
        subprocess.run(["chattr", "-i", str(folder)], check=False)
    assert _names(path) == ["Ana"]


def test_sqlite_full_at_open_is_a_full_disk(tmp_path, monkeypatch):
    """A real SQLITE_FULL from SQLite (its page limit) while a new file is made."""
    configure = store_db._configure

    def tight(db, *, on_disk):
        configure(db, on_disk=on_disk)
        db.execute("PRAGMA max_page_count = 2")

    monkeypatch.setattr(store_db, "_configure", tight)
    with pytest.raises(DiskFull, match="the disk is full") as err:
        Store.open(tmp_path / "new.db")
    assert "damaged" not in str(err.value)


def test_sqlite_full_while_writing_says_the_disk_is_full(tmp_path):
    with Store.open(tmp_path / "t.db") as store:
        pages = store.db.execute("PRAGMA page_count").fetchone()[0]
        store.db.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(StoreWriteError, match="the disk is full"):
            for i in range(10_000):
                store.add_trainee(f"Trainee {i:05d} " + "x" * 80)


def test_what_an_error_means_is_read_from_sqlites_code(tmp_path):
    path = _records(tmp_path / "t.db", "Ana")
    full = sqlite3.OperationalError("database or disk is full")
    full.sqlite_errorcode = 13  # type: ignore[attr-defined]
    assert isinstance(unusable(path, full), DiskFull)
    read_only = sqlite3.OperationalError("attempt to write a readonly database")
    read_only.sqlite_errorcode = 8  # type: ignore[attr-defined]
    assert isinstance(unusable(path, read_only), ReadOnlyRecords)
    corrupt = sqlite3.DatabaseError("database disk image is malformed")
    corrupt.sqlite_errorcode = 11  # type: ignore[attr-defined]
    assert unusable(path, corrupt) is None  # that one is damage
    assert issubclass(DiskFull, StoreError) and issubclass(ReadOnlyRecords, StoreError)


def test_answers_on_a_disk_that_fills_up_say_the_disk_is_full(tmp_path, answer, clock):
    from trainer.store import SessionKind

    with _tmpfs(tmp_path / "small") as disk, Store.open(disk / "t.db") as store:
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL, now=clock())
        _fill(disk)
        saved = 0
        with pytest.raises(StoreWriteError) as err:
            for i in range(100_000):
                store.record_answer(session.id, answer(i, scenario={"pad": "x" * 4000, "n": i}), now=clock(i))
                saved += 1
        assert "the disk is full" in str(err.value) and "damaged" not in str(err.value)
        (disk / "filler").unlink()
        assert len(store.attempts()) == saved  # nothing lost, nothing half-written


def test_an_empty_sqlite_file_of_another_program_is_refused_but_a_blank_one_is_used(tmp_path):
    other = tmp_path / "other.db"
    with contextlib.closing(sqlite3.connect(other)) as conn:
        conn.execute("PRAGMA user_version = 7")
        conn.commit()
    before = other.read_bytes()
    with pytest.raises(ForeignDatabase, match="user version 7"):
        Store.open(other)
    assert other.read_bytes() == before
    blank = tmp_path / "blank.db"
    with contextlib.closing(sqlite3.connect(blank)) as conn:  # a first start cut short: header only
        conn.execute("PRAGMA journal_mode = WAL")
    with Store.open(blank) as store:
        store.add_trainee("Ana")
    assert _app_id(blank) == APPLICATION_ID
