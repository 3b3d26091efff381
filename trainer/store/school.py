"""The school server as the app uses it (issues 22, 34 item 5), no Qt: the records a sync
thread sends and receives through a connection of its own, and the instructor's reads —
the server's when one is set and reachable, else the local merged copy.

The GUI keeps only the thread that calls :meth:`SyncConnection.sync` and the status line
it shows; the policy (which copy answers a read, for how long a failed server is left
alone) lives here.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from .errors import StoreError
from .facade import Store
from .models import Exam, ExamId, ExamResult, Skill, SkillState, SkillStats, Streaks, Trainee, TraineeId, TrendPoint
from .stats import ClassOverview
from .timestamps import utc_now

if TYPE_CHECKING:
    from sqlite_utils import Database

    from .server.pull import Install
    from .server.push import Regrade

log = logging.getLogger(__name__)
T = TypeVar("T")


def mask(text: str) -> str:
    """``text`` with any password in a server URL masked (every text about the server is shown so)."""
    from .server import mask as masked

    return masked(text)


def url_without_password(url: str) -> tuple[str, bool]:
    """``url`` as a setting keeps it — without its password (libpq's ``~/.pgpass`` supplies it) —
    and whether it had one (then kept in memory only)."""
    from .server.connection import has_password, without_password

    return without_password(url), has_password(url)


@dataclass(frozen=True)
class Synced:
    """A sync that went through: the answers received, and the records still waiting."""

    received: int
    waiting: int
    notes: tuple[str, ...] = ()  # records kept aside, each said once


class SyncConnection:
    """The records at ``path`` as a sync thread reads them: a SQLite connection of its own, made
    (and closed) on the thread that uses it — the app's store stays on the GUI thread."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db: Database | None = None

    def sync(self, url: str, regrade: Regrade | None, install: Install | None = None) -> Synced:
        """Send this workstation's new records to ``url`` and merge the others' (``regrade``: the
        engine's check of each exam result pulled; ``install``: the school files that came put in the
        school folder, issue 35 item 4). Raises StoreError, or whatever the network raised."""
        from .db import connect
        from .server import sync, waiting

        if self.db is None:
            self.db = connect(self.path, create=False)
        summary = sync(self.db, url, regrade=regrade, install=install)
        return Synced(summary.received_answers, waiting(self.db, summary.school), tuple(summary.notes()))

    def waiting(self) -> int:
        """The records not sent yet (0 when they cannot be counted: only a figure of a status line)."""
        try:
            return waiting_records(self.db) if self.db is not None else 0
        except Exception:
            return 0

    def close(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None


def waiting_records(db: Database) -> int:
    from .server import waiting

    return waiting(db)


def server_reads(store: Store, url: str, regrade: Regrade | None) -> Any:
    """The server's reads for the instructor's screens (``store`` names the trainees; results
    shown once ``regrade`` marks them to what they say, issue 31)."""
    from .server.reads import SchoolReads

    return SchoolReads(store.db, url, regrade=regrade)


class SchoolStore(Store):
    """The store as the instructor's screens read it: the class view, a trainee's statistics,
    charts and exams from the school server (``reads``: :func:`server_reads`; None: no server
    set); the local merged copy when it cannot be reached (``source`` "local" then)."""

    RETRY_S = 30  # after a failed read, the local copy for this long (no wait at every click)

    def __init__(self, store: Store, reads: Any) -> None:
        super().__init__(store.db, store.path)
        self.local = store
        self.source: Literal["server", "local"] = "server"
        self.error = ""
        self._reads = reads
        self._down_until = 0.0

    def _read(self, server: Callable[[Any], T], local: Callable[[], T]) -> T:
        if self._reads is None or time.monotonic() < self._down_until:
            return local()
        try:
            found = server(self._reads)
        except Exception as exc:  # a ServerError, or anything unforeseen: the local copy is always an answer
            self.source, self.error = "local", mask(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
            self._down_until = time.monotonic() + self.RETRY_S
            log.warning("school server read failed: %s", self.error)
            return local()
        self.source, self.error = "server", ""
        return found

    def retry(self) -> None:
        """Try the server again at the next read."""
        self._down_until = 0.0

    def trainees(self) -> list[Trainee]:
        return self._read(lambda r: r.trainees(), self.local.trainees)

    def class_overview(self, since: datetime | None = None, now: datetime | None = None) -> ClassOverview:
        return self._read(lambda r: cast(ClassOverview, r.class_overview(now or utc_now(), since)),
                          lambda: self.local.class_overview(since=since, now=now))

    def skill_stats(self, trainee_id: TraineeId | None = None, since: datetime | None = None,
                    until: datetime | None = None) -> list[SkillStats]:
        return self._read(lambda r: r.skill_stats(trainee_id, since, until),
                          lambda: self.local.skill_stats(trainee_id, since, until))

    def skill_trend(self, trainee_id: TraineeId | None, skill: Skill | None = None,
                    since: datetime | None = None, until: datetime | None = None,
                    period: Literal["day", "week"] = "day") -> list[TrendPoint]:
        return self._read(lambda r: r.skill_trend(trainee_id, skill, since, until, period),
                          lambda: self.local.skill_trend(trainee_id, skill, since, until, period))

    def exams(self, trainee_id: TraineeId | None = None) -> list[Exam]:
        return self._read(lambda r: r.exams(trainee_id), lambda: self.local.exams(trainee_id))

    def exam_result(self, exam_id: ExamId) -> ExamResult | None:
        return self._read(lambda r: cast(ExamResult | None, r.exam_result(exam_id)),
                          lambda: self.local.exam_result(exam_id))

    # a trainee known only on the server has no schedule nor streak here yet
    def practice_queue(self, trainee_id: TraineeId, skills: Iterable[Skill] | None = None,
                       now: datetime | None = None, limit: int | None = None) -> list[SkillState]:
        return self.local.practice_queue(trainee_id, skills=skills, now=now, limit=limit)

    def streaks(self, trainee_id: TraineeId, today: date | None = None) -> Streaks:
        return self.local.streaks(trainee_id, today)

    def close(self) -> None:  # the window's store: not this view's to close
        pass


__all__ = ["SchoolStore", "StoreError", "SyncConnection", "Synced", "mask", "server_reads", "url_without_password",
           "waiting_records"]
