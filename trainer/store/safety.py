"""A damaged or foreign database file is refused, never written into nor replaced, and
the records are backed up every day (issue 16 item 5).

- :func:`check_file` before SQLite opens a file: an empty (0-byte) file or one that
  is not an SQLite database is refused — SQLite would silently turn an empty file
  into a new empty database, and every past record would be gone without a word.
- :func:`check_integrity` right after it opens: ``PRAGMA quick_check``; a damaged
  file is refused for writing, with one line that says where the last backup is.
- :func:`backup_if_due`: SQLite's online backup API copies the database to
  ``<name>-backups/<name>-YYYY-MM-DD.db`` beside it, once a day; the last
  :data:`KEEP` are kept.  :func:`restore` puts a backup back in place after
  checking it, and keeps the file it replaces.
"""

from __future__ import annotations

import os
import sqlite3
from datetime import datetime
from pathlib import Path

from .errors import StoreError

SQLITE_MAGIC = b"SQLite format 3\x00"
KEEP = 7


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
    problems = integrity_problems(conn)
    if problems:
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
    if not backup.exists():
        raise StoreError(f"{backup}: no such backup")
    source = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
    try:
        problems = integrity_problems(source, full=True)
        if problems:
            raise StoreError(f"{backup}: this backup is damaged too ({problems[0]}); nothing was changed")
        kept = None
        if path.exists():
            kept = path.with_name(f"{path.stem}.replaced-{now.astimezone():%Y%m%d-%H%M%S}{path.suffix}")
            os.replace(path, kept)
            for suffix in ("-wal", "-shm"):
                side = Path(f"{path}{suffix}")
                if side.exists():
                    os.replace(side, Path(f"{kept}{suffix}"))
        target = sqlite3.connect(path)
        try:
            source.backup(target)
        finally:
            target.close()
        return kept
    finally:
        source.close()
