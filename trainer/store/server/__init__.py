"""The school server (issue 22): workstations share one record on PostgreSQL, local SQLite first.

Every answer is committed to the workstation's own store as before; :func:`sync` sends what
the server lacks and brings back the other workstations' records.  Qt-free, like the rest
of :mod:`trainer.store`; psycopg is imported only when a server is used.

- :func:`init_server` — ``trainer server init``: create or bring forward the school schema;
- :func:`sync` — ``trainer sync``: push, then pull;
- :func:`verify_school` — ``trainer results verify --server``: every workstation's chain;
- :func:`export_school` — ``trainer results export --server``: the school's records as JSON lines.

Every failure is a :class:`ServerError`, one line with the password masked; the local
store keeps what it had (a sync's marks move only after the server committed).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, TextIO

from sqlite_utils import Database

from ..errors import ImportFileError
from ..models import ExportSummary, VerifyReport
from . import schema
from .connection import ENV_VAR, ServerError, connect, failed, mask, resolve_url

if TYPE_CHECKING:
    import psycopg

__all__ = ["ENV_VAR", "ServerError", "SyncSummary", "export_school", "init_server", "mask", "resolve_url",
           "sync", "verify_school", "waiting"]


@dataclass(frozen=True)
class SyncSummary:
    sent: dict[str, int]
    received_answers: int
    school: str = ""
    """The server's school id (the sync marks are kept under it: :func:`waiting`)."""

    def line(self) -> str:
        sent = ", ".join(f"{n} {kind}" for kind, n in self.sent.items() if n) or "nothing new"
        return f"sent {sent}; received {self.received_answers} answers from other workstations"


@contextlib.contextmanager
def _server(url: str, doing: str, *, current: bool = True) -> Iterator[psycopg.Connection[tuple[Any, ...]]]:
    import psycopg

    conn = connect(url)
    try:
        if current:
            schema.require_current(conn, url)
            conn.rollback()
        yield conn
    except psycopg.Error as exc:
        raise failed(url, doing, exc) from None
    finally:
        with contextlib.suppress(psycopg.Error):
            conn.close()


def init_server(url: str) -> tuple[int, int]:
    """``trainer server init``: (schema version before, version now)."""
    with _server(url, "creating the school schema", current=False) as conn:
        return schema.init(conn, url)


def _school(conn: psycopg.Connection[tuple[Any, ...]]) -> str:
    row = conn.execute("SELECT id FROM trainer.school").fetchone()
    conn.rollback()
    if row is None:
        raise ServerError("the school server has no school id (was trainer.school emptied by hand?)")
    return str(row[0])


def sync(db: Database, url: str, *, batch: int | None = None, pull: bool = True) -> SyncSummary:
    """Send this workstation's new records, then (``pull``) merge the other workstations' new ones."""
    from .pull import pull as pull_records
    from .push import BATCH, Push

    with _server(url, "the sync") as conn:
        school = _school(conn)
        pushed = Push(db, conn, school, batch or BATCH).run()
        try:
            received = pull_records(db, conn, school) if pull else 0
        except ImportFileError as exc:
            raise ServerError(f"{mask(url)}: the other workstations' records could not be merged here"
                              f" ({exc.message}); nothing of them was kept") from None
    return SyncSummary(pushed.counts, received, school)


def waiting(db: Database, school: str | None = None) -> int:
    """Records of this workstation not yet on the server (``school``; None: the one synced with
    last, or with none yet, every record)."""
    from .push import waiting as count

    if school is None:
        row = db.execute("SELECT school FROM sync_marks ORDER BY rowid DESC LIMIT 1").fetchone()
        school = str(row[0]) if row else ""
    return count(db, school)


def verify_school(url: str) -> VerifyReport:
    from .verify import verify_server

    with _server(url, "verifying the exam chains") as conn:
        return verify_server(conn)


def export_school(url: str, out: TextIO, trainee: str | None = None, since: datetime | None = None) -> ExportSummary:
    from .export import export_server

    with _server(url, "the export") as conn:
        return export_server(conn, out, trainee, since)
