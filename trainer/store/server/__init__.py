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

What the server must not hold, or this workstation cannot take, never fails a sync (issue 31):
each such record is kept aside here (:mod:`.quarantine`) and named in one line
(:meth:`SyncSummary.notes`).  The workstations sync with a login of the sync role, which may
only read and add records (:data:`schema.SYNC_ROLE`); a records file that is a copy or a
restored backup of another workstation's takes a new identity before it sends anything
(:mod:`.identity`).
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
from .push import Regrade
from .quarantine import Held

if TYPE_CHECKING:
    import psycopg

    from .pull import Install

__all__ = ["ENV_VAR", "Held", "Regrade", "ServerError", "SyncSummary", "export_school", "held", "init_server",
           "mask", "resolve_url", "sync", "verify_school", "waiting"]


@dataclass(frozen=True)
class SyncSummary:
    sent: dict[str, int]
    received_answers: int
    school: str = ""
    """The server's school id (the sync marks are kept under it: :func:`waiting`)."""
    held: tuple[Held, ...] = ()
    """Records kept aside by this sync (not sent, refused as a conflict, or not merged here)."""
    renewed: str | None = None
    """Said when this records file was found to be a copy or a restored backup and took a new identity."""
    owner_login: bool = False
    """The login used can alter the school's tables (the owner's): workstations should use the sync login."""

    def line(self) -> str:
        sent = ", ".join(f"{n} {kind}" for kind, n in self.sent.items() if n) or "nothing new"
        return f"sent {sent}; received {self.received_answers} answers from other workstations"

    def notes(self) -> list[str]:
        """One line for each thing a user should know of besides :meth:`line`."""
        out = [self.renewed] if self.renewed else []
        out += [held.line() for held in self.held]
        if self.owner_login:
            out.append("this login owns the school's tables (it could switch off their append-only guards):"
                       " give workstations the sync login that 'trainer server init --sync-login' makes")
        return out


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


def init_server(url: str, sync_login: tuple[str, str] | None = None) -> tuple[int, int]:
    """``trainer server init``, run with the owner's login: (schema version before, version now).
    ``sync_login`` (name, password): the login the workstations use, made (or its password set)
    as a member of the sync role, :data:`schema.SYNC_ROLE`."""
    with _server(url, "creating the school schema", current=False) as conn:
        versions = schema.init(conn, url)
        if sync_login is not None:
            schema.make_sync_login(conn, url, *sync_login)
        return versions


def _school(conn: psycopg.Connection[tuple[Any, ...]]) -> str:
    row = conn.execute("SELECT id FROM trainer.school").fetchone()
    conn.rollback()
    if row is None:
        raise ServerError("the school server has no school id (was trainer.school emptied by hand?)")
    return str(row[0])


def sync(db: Database, url: str, *, batch: int | None = None, pull: bool = True,
         regrade: Regrade | None = None, install: Install | None = None) -> SyncSummary:
    """Send this workstation's new records, then (``pull``) merge the other workstations' new ones.

    ``regrade`` re-grades each exam result pulled (the engine's, which the store does not know:
    :func:`trainer.training.exam.server_check.regrade_records`); without it no pulled exam result
    is merged (each is kept aside).  ``install`` puts each school lesson or exam file an instructor
    of the school published in this workstation's school folder (issue 35 item 4:
    :func:`trainer.training.school_files.install_pulled`).  Records that cannot go or come are kept aside, each named in
    :meth:`SyncSummary.notes`; a records file that is a copy or a restored backup of another
    workstation's is given a new identity first (:mod:`.identity`)."""
    from . import identity, quarantine
    from .pull import pull as pull_records
    from .push import BATCH, Push

    with _server(url, "the sync") as conn:
        school = _school(conn)
        quarantine.ensure(db)
        renewed = identity.check(db, conn, school)
        owner = _owner_login(conn)
        push = Push(db, conn, school, batch or BATCH, regrade)
        pushed = push.run()
        held = list(push.held)
        received = 0
        if pull:
            try:
                received, pulled = pull_records(db, conn, school, regrade, install)
            except ImportFileError as exc:
                raise ServerError(f"{mask(url)}: the other workstations' records could not be merged here"
                                  f" ({exc.message}); nothing of them was kept") from None
            held += pulled
    return SyncSummary(pushed.counts, received, school, tuple(held), renewed, owner)


def _owner_login(conn: psycopg.Connection[tuple[Any, ...]]) -> bool:
    """True if this login may alter the school's tables (owns them, or is a superuser)."""
    row = conn.execute("SELECT pg_has_role(current_user, tableowner, 'USAGE') FROM pg_tables"
                       " WHERE schemaname = 'trainer' AND tablename = 'attempts'").fetchone()
    conn.rollback()
    return bool(row and row[0])


def held(db: Database, school: str | None = None) -> list[Held]:
    """What syncs kept aside on this workstation (for ``school``, or every school)."""
    from .quarantine import held as kept

    return kept(db, school)


def waiting(db: Database, school: str | None = None) -> int:
    """Records of this workstation not yet on the server (``school``; None: the one synced with
    last, or with none yet, every record)."""
    from .push import waiting as count

    if school is None:
        row = db.execute("SELECT school FROM sync_marks ORDER BY rowid DESC LIMIT 1").fetchone()
        school = str(row[0]) if row else ""
    return count(db, school)


def verify_school(url: str, regrade: Regrade | None = None) -> VerifyReport:
    """Every workstation's exam chain, and (``regrade``) every exam result re-graded by the engine."""
    from .verify import verify_server

    with _server(url, "verifying the exam chains") as conn:
        return verify_server(conn, regrade)


def export_school(url: str, out: TextIO, trainee: str | None = None, since: datetime | None = None) -> ExportSummary:
    from .export import export_server

    with _server(url, "the export") as conn:
        return export_server(conn, out, trainee, since)
