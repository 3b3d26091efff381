"""A damaged or foreign database file is refused, never written into nor replaced, and
the records are backed up every day (issue 16 item 5).

- :func:`check_file` before SQLite opens a file: an empty (0-byte) file or one that
  is not an SQLite database is refused — SQLite would silently turn an empty file
  into a new empty database, and every past record would be gone without a word.
- :func:`identify` right after it opens, before anything is written: the file must be
  the trainer's — its SQLite application id (:data:`APPLICATION_ID`, set when the trainer
  makes a file), or, for a file made before the id existed, the trainer's own schema (it is
  stamped then); any other SQLite database is refused and left byte for byte as it was.
- :func:`unusable`: a full disk, a read-only file or file system, a file another program
  holds — said as such, never as a damaged database (restoring a backup would lose the
  day's answers and cure nothing).
- :func:`check_integrity` right after it opens: ``PRAGMA quick_check``; a damaged
  file is refused for writing, with one line that says where the last backup is.
- :func:`backup_if_due`: SQLite's online backup API copies the database to
  ``<name>-backups/<name>-YYYY-MM-DD.db`` beside it, once a day; the last
  :data:`KEEP` are kept.  :func:`restore` puts a backup back in place after
  checking it, and keeps the file it replaces.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from datetime import datetime
from pathlib import Path

from .errors import StoreError

SQLITE_MAGIC = b"SQLite format 3\x00"
KEEP = 7
APPLICATION_ID = 0x43725472  # "CrTr" in the header of every records file the trainer makes
MIGRATION_SET = "trainer"  # sqlite-utils' _sqlite_migrations rows of the trainer's schema
LOW_SPACE = 1 << 20  # bytes: an I/O error with less than this free is a full disk
# SQLite's primary result codes (the low byte of sqlite_errorcode)
_BUSY, _LOCKED, _READONLY, _IOERR, _FULL, _CANTOPEN = 5, 6, 8, 10, 13, 14


class DamagedDatabase(StoreError):
    """The database file fails SQLite's check: nothing is written into it."""

    def __init__(self, path: Path, detail: str) -> None:
        detail = " ".join(detail.split())  # SQLite's report may run over lines: one line here
        backup = latest_backup(path)
        where = (f"the last backup is {backup} (restore it with: trainer results restore {backup})"
                 if backup else "no backup of it was found")
        super().__init__(f"{path}: the database is damaged ({detail}); nothing was written to it, "
                         f"and {where}")
        self.path = path
        self.backup = backup


class ForeignDatabase(StoreError):
    """An SQLite database that is not the trainer's: refused, never written into."""

    def __init__(self, path: Path, what: str) -> None:
        super().__init__(f"{path}: {what}, not the trainer's records; it was left as it is — "
                         f"name the trainer's records file with --db")
        self.path = path
        self.what = what


class DiskFull(StoreError):
    """The disk that holds the records is full: nothing was written, nothing is damaged."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path}: the disk is full ({_free_text(path)} free on the disk that holds it); nothing "
                         f"was written, and the records are as they were — free some space and try again")
        self.path = path


class ReadOnlyRecords(StoreError):
    """The records file cannot be written here (read-only file, folder or file system)."""

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(f"{path}: the records file is read-only ({why}); nothing was written, and the "
                         f"records are as they were — make it writable, or run as the user who owns it")
        self.path = path


class RecordsInUse(StoreError):
    """Another program holds the records file's lock past the wait."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path}: the records file is in use by another program (still locked after the wait); "
                         f"nothing was written — try again when it is done")
        self.path = path


def unusable(path: Path, exc: BaseException) -> StoreError | None:
    """What ``exc`` (met opening or writing ``path``) means if it is not damage: the disk full,
    the file, its folder or its file system read-only, the file locked by another program.
    None when it is none of these (then the file itself may be damaged)."""
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc).lower()
    if (primary == _FULL or "disk is full" in text
            or (isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT))):
        return DiskFull(path)
    if primary in (_BUSY, _LOCKED):
        return RecordsInUse(path)
    why = _read_only(path)
    if why is not None and (primary in (_READONLY, _IOERR, _CANTOPEN) or isinstance(exc, OSError)):
        return ReadOnlyRecords(path, why)
    if primary == _READONLY:
        return ReadOnlyRecords(path, "SQLite was refused the write")
    if primary in (_IOERR, _CANTOPEN) and _free(path) < LOW_SPACE:
        return DiskFull(path)
    if primary == _CANTOPEN and path.exists() and not os.access(path, os.R_OK):
        return ReadOnlyRecords(path, "this user may not even read it")
    return None


def _read_only(path: Path) -> str | None:
    """Why ``path`` (an existing file) cannot be written here, or None."""
    folder = path.parent
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return "it is on a read-only file system"
    except OSError:
        pass
    if path.exists() and not os.access(path, os.W_OK):
        return "this user may not write to the file"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"this user may not write to its folder {folder}, where SQLite keeps its journal beside it"
    for suffix in ("-wal", "-shm", "-journal"):
        side = Path(f"{path}{suffix}")
        if side.exists() and not os.access(side, os.W_OK):
            return f"this user may not write to its journal file {side.name}"
    return None


def _free(path: Path) -> int:
    try:
        stat = os.statvfs(path.parent)
    except OSError:
        return LOW_SPACE
    return stat.f_bavail * stat.f_frsize


def _free_text(path: Path) -> str:
    free = _free(path)
    return f"{free // 1024:,} kB" if free < 10 * LOW_SPACE else f"{free // LOW_SPACE:,} MB"


def identify(conn: sqlite3.Connection, path: Path, *, empty_ok: bool = True) -> bool:
    """Refuse a database that is not the trainer's (reading only: nothing is written).

    True when it is the trainer's but not stamped yet with :data:`APPLICATION_ID` (a file made
    before the id existed, recognised by its schema, or — ``empty_ok`` — an SQLite file with no
    schema at all, e.g. one whose first start was cut short): the caller stamps it."""
    app = int(conn.execute("PRAGMA application_id").fetchone()[0])
    if app == APPLICATION_ID:
        return False
    if app != 0:
        raise ForeignDatabase(path, f"an SQLite database of another program (application id {app:#010x})")
    objects = [str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
                                               " ORDER BY name")]
    if not objects:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version:  # the trainer never sets it: another program's file, empty so far
            raise ForeignDatabase(path, f"an SQLite database of another program (user version {version})")
        if empty_ok:
            return True
        raise ForeignDatabase(path, "an empty SQLite database (it holds no tables)")
    if "_sqlite_migrations" in objects and "trainees" in objects and conn.execute(
            "SELECT 1 FROM _sqlite_migrations WHERE migration_set = ? LIMIT 1", (MIGRATION_SET,)).fetchone():
        return True
    shown = ", ".join(objects[:4]) + (", ..." if len(objects) > 4 else "")
    raise ForeignDatabase(path, f"an SQLite database of another program (it holds {shown})")


def stamp(conn: sqlite3.Connection) -> None:
    """Mark the file as the trainer's (in the caller's write transaction)."""
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def read_only_uri(path: Path) -> str:
    """An SQLite URI that opens ``path`` read-only, taken literally: ``?``, ``#`` and ``%``
    in the name are escaped (an unescaped one would cut the name, drop the mode, and make
    SQLite create an empty database elsewhere)."""
    return f"{path.resolve().as_uri()}?mode=ro"


def check_file(path: Path) -> None:
    """Refuse a file that exists but is not an SQLite database (an empty one included)."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StoreError(f"{path}: cannot open the database ({exc.strerror})") from None
    if not path.is_file():
        raise StoreError(f"{path}: not a file")
    if size == 0:
        wal = Path(f"{path}-wal")
        if wal.exists() and wal.stat().st_size > 0:
            return  # just created: its pages are still in the write-ahead log
        raise StoreError(f"{path}: the file is empty (0 bytes), not a trainer database; it was left "
                         f"as it is — move it away, or name another file with --db")
    try:
        with path.open("rb") as handle:
            head = handle.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise StoreError(f"{path}: cannot read the database ({exc.strerror})") from None
    if head != SQLITE_MAGIC:
        raise StoreError(f"{path}: not an SQLite database (it begins {head[:8]!r}); it was left as it is")


def integrity_problems(conn: sqlite3.Connection, *, full: bool = False, limit: int = 10) -> list[str]:
    """SQLite's own check of the file: an empty list when it is sound."""
    pragma = "integrity_check" if full else "quick_check"
    try:
        rows = conn.execute(f"PRAGMA {pragma}({limit})").fetchall()
    except sqlite3.DatabaseError as exc:
        return [str(exc)]
    found = [str(r[0]) for r in rows]
    return [] if found == ["ok"] else found


def check_integrity(conn: sqlite3.Connection, path: Path) -> None:
    try:
        rows = conn.execute("PRAGMA quick_check(10)").fetchall()
    except sqlite3.DatabaseError as exc:
        raise unusable(path, exc) or DamagedDatabase(path, str(exc)) from None
    problems = [str(r[0]) for r in rows]
    if problems != ["ok"]:
        raise DamagedDatabase(path, problems[0])


# -- backups -------------------------------------------------------------------------------


def backup_dir(path: Path) -> Path:
    return path.with_name(f"{path.stem}-backups")


def backups(path: Path) -> list[Path]:
    """The backups of ``path``, oldest first."""
    folder = backup_dir(path)
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"{path.stem}-????-??-??.db"))


def latest_backup(path: Path) -> Path | None:
    found = backups(path)
    return found[-1] if found else None


def backup_if_due(conn: sqlite3.Connection, path: Path, now: datetime) -> Path | None:
    """Today's backup, if there is none yet (the newest kept are :data:`KEEP`)."""
    target = backup_dir(path) / f"{path.stem}-{now.astimezone():%Y-%m-%d}.db"
    if target.exists():
        return None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".partial")
        copy = sqlite3.connect(partial)
        try:
            conn.backup(copy)
        finally:
            copy.close()
        os.replace(partial, target)
    except (OSError, sqlite3.Error):
        return None  # a backup that cannot be made never stops an answer being recorded
    for old in backups(path)[:-KEEP]:
        old.unlink(missing_ok=True)
    return target


def restore(backup: Path, path: Path, now: datetime) -> Path | None:
    """Put ``backup`` in place of the database at ``path``; the file it replaces is kept
    as ``<name>.replaced-<time>.db`` (returned), never deleted."""
    check_file(backup)
    if not backup.is_file():
        raise StoreError(f"{backup}: no such backup")
    try:
        source = sqlite3.connect(read_only_uri(backup), uri=True)
    except sqlite3.Error as exc:
        raise StoreError(f"{backup}: cannot open this backup ({exc}); nothing was changed") from None
    try:
        problems = integrity_problems(source, full=True)
        if problems:
            raise StoreError(f"{backup}: this backup is damaged too ({problems[0]}); nothing was changed")
        try:
            identify(source, backup, empty_ok=False)
        except ForeignDatabase as exc:
            raise StoreError(f"{backup}: not a backup of the trainer's records ({exc.what}); "
                             f"nothing was changed") from None
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{backup}: cannot read this backup ({exc}); nothing was changed") from None
        copy = path.with_name(f"{path.name}.restoring")  # copied whole first: the live file is moved
        copy.unlink(missing_ok=True)                     # aside only once its replacement is complete
        try:
            target = sqlite3.connect(copy)
            try:
                source.backup(target)
            finally:
                target.close()
        except (OSError, sqlite3.Error) as exc:
            copy.unlink(missing_ok=True)
            raise unusable(path, exc) or StoreError(f"{backup}: could not be copied ({exc}); "
                                                    f"nothing was changed") from None
        kept = None
        if path.exists():
            kept = path.with_name(f"{path.stem}.replaced-{now.astimezone():%Y%m%d-%H%M%S}{path.suffix}")
            n = 1
            while kept.exists():  # two restores in one second: the first kept file stays too
                n += 1
                kept = path.with_name(f"{path.stem}.replaced-{now.astimezone():%Y%m%d-%H%M%S}-{n}{path.suffix}")
            os.replace(path, kept)
            for suffix in ("-wal", "-shm"):
                side = Path(f"{path}{suffix}")
                if side.exists():
                    os.replace(side, Path(f"{kept}{suffix}"))
        os.replace(copy, path)
        return kept
    finally:
        source.close()
