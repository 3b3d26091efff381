"""Opening the database: where it lives, the pragmas that keep answers safe, migrations.

Durability (issue 7): WAL journal, ``synchronous=FULL`` (in WAL mode NORMAL may
lose the last commits on power loss; FULL syncs the log at every commit), foreign
keys on, and every write in a ``BEGIN IMMEDIATE`` transaction so a second process
(the GUI and ``trainer results import`` at once) waits for the lock instead of
failing half-way.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator, Mapping
from pathlib import Path

from sqlite_utils import Database

from . import safety
from .errors import StoreError, StoreWriteError
from .migrations import MIGRATIONS, STEPS
from .timestamps import utc_now

APP_NAME = "trainer"
ENV_VAR = "TRAINER_DB"
DB_FILENAME = "trainer.db"
BUSY_TIMEOUT_S = 10.0


def default_db_path() -> Path:
    """``trainer.db`` in the user's data directory (platformdirs)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False) / DB_FILENAME


def resolve_db_path(
    explicit: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] = os.environ,
) -> Path:
    """``--db PATH`` first, then ``$TRAINER_DB``, then the default."""
    if explicit:
        return Path(explicit)
    if environ.get(ENV_VAR):
        return Path(environ[ENV_VAR])
    return default_db_path()


def connect(path: str | os.PathLike[str] | None, *, create: bool = True,
            read_only: bool = False) -> Database:
    """Open (or create) the database at ``path`` (None: in memory) and migrate it.

    A file that exists must be an SQLite database, the trainer's (its application id or,
    for an older file, its schema: :func:`.safety.identify`, before anything is written),
    and pass SQLite's quick check, or it is refused (:mod:`.safety`); a full disk or a
    read-only file is said as such (:func:`.safety.unusable`).  Once open, the file is
    stamped with the trainer's application id if it is not yet, and today's backup is made
    if there is none.
    ``read_only``: open an existing file as it is, damaged or not — no migration, no
    backup, no write (for ``trainer results verify``, which reports what is wrong)."""
    file = None if path is None else Path(path)
    if file is not None:
        safety.check_file(file)
        if (not create or read_only) and not file.exists():
            raise StoreError(f"no database at {file}")
    existed = file is not None and file.exists()
    try:
        if file is None:
            conn = sqlite3.connect(":memory:", timeout=BUSY_TIMEOUT_S)
        elif read_only:
            conn = sqlite3.connect(safety.read_only_uri(file), uri=True, timeout=BUSY_TIMEOUT_S)
        else:
            file.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(os.fspath(file), timeout=BUSY_TIMEOUT_S)
    except (OSError, sqlite3.Error) as exc:
        found = safety.unusable(file, exc) if file is not None else None
        raise found or StoreError(f"{path}: cannot open the database ({exc})") from None
    try:
        db = Database(conn, execute_plugins=False)
        if read_only:
            return db
        unstamped = file is not None
        if file is not None and existed:
            unstamped = safety.identify(conn, file)  # reads only: a foreign file is left as it was
            safety.check_integrity(conn, file)
        _configure(db, on_disk=file is not None)
        migrate(db)
        if unstamped:
            _stamp(db)
        if file is not None:
            safety.backup_if_due(conn, file, utc_now())
    except sqlite3.DatabaseError as exc:
        conn.close()
        if file is not None:
            raise safety.unusable(file, exc) or safety.DamagedDatabase(file, str(exc)) from None
        raise StoreError(f"{path}: cannot use this database ({exc})") from None
    except StoreWriteError as exc:  # the migration or the stamp could not be written
        conn.close()
        cause = exc.__cause__
        found = safety.unusable(file, cause) if file is not None and cause is not None else None
        if found is not None:
            raise found from None
        raise
    except BaseException:
        conn.close()
        raise
    return db


def _stamp(db: Database) -> None:
    """The trainer's application id, once; a file that cannot take it now (read-only) is
    still read, and stamped at a later open."""
    with contextlib.suppress(StoreWriteError), write_transaction(db):
        safety.stamp(db.conn)


def _configure(db: Database, *, on_disk: bool) -> None:
    db.execute("PRAGMA foreign_keys = ON")
    if on_disk:
        db.enable_wal()
        db.execute("PRAGMA synchronous = FULL")


def migrate(db: Database) -> None:
    """Apply pending migrations, all in one write transaction (one process at a time)."""
    newer = [m.name for m in MIGRATIONS.applied(db) if m.name not in STEPS]
    if newer:
        raise StoreError(
            f"the database was written by a newer version of trainer (migration {newer[0]})"
        )
    pending = MIGRATIONS.pending(db)
    if not pending:
        return
    if "m011_school_key" in {m.name for m in pending}:  # records from before the school key
        db.instructors_before_school_key = _instructor_keys(db)  # type: ignore[attr-defined]
    with write_transaction(db):
        MIGRATIONS.apply(db)


def _instructor_keys(db: Database) -> list[str]:
    """The current keys of the instructors in records older than the school key (issue 31 X10′):
    the set-up of those records made them, so bringing the records forward pins them outside
    the file as these records' first instructors' (:meth:`trainer.store.facade.Store.open`)."""
    if "instructor_keys" not in db.table_names():
        return []
    return [str(r[0]) for r in db.execute(
        "SELECT k.id FROM instructor_keys k JOIN trainees t ON t.id = k.trainee_id"
        " WHERE t.role = 'instructor' AND k.retired_at IS NULL AND k.sealed_private IS NOT NULL")]


@contextlib.contextmanager
def write_transaction(db: Database) -> Iterator[Database]:
    """One durable transaction: ``BEGIN IMMEDIATE`` ... ``COMMIT`` (a savepoint if nested).

    Like ``db.atomic()``, but takes the write lock at the start, so a reader that
    becomes a writer never meets SQLITE_BUSY half-way through.
    """
    if db.conn.in_transaction:
        with db.atomic():
            yield db
        return
    try:
        db.conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        raise StoreWriteError(_write_failed(db, exc)) from exc
    try:
        yield db
    except sqlite3.OperationalError as exc:
        db.rollback()
        raise StoreWriteError(_write_failed(db, exc)) from exc
    except BaseException:
        db.rollback()
        raise
    try:
        db.conn.execute("COMMIT")
    except sqlite3.OperationalError as exc:
        db.rollback()
        raise StoreWriteError(_write_failed(db, exc)) from exc
    except BaseException:
        db.rollback()
        raise


def _write_failed(db: Database, exc: sqlite3.OperationalError) -> str:
    """One line: a full disk, a read-only file, a lock held past the wait said as such."""
    file = _main_file(db)
    found = safety.unusable(file, exc) if file is not None else None
    if found is not None:
        return f"the records could not be written: {found}"
    code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
    if code == 13:  # SQLITE_FULL
        return "the records could not be written: the disk is full; nothing of it was kept, and nothing is damaged"
    return f"the records could not be written ({exc}); nothing of it was kept"


def _main_file(db: Database) -> Path | None:
    try:
        for _seq, name, file in db.conn.execute("PRAGMA database_list"):
            if name == "main":
                return Path(file) if file else None
    except sqlite3.Error:
        pass
    return None
