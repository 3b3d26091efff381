"""The school server in the app (issue 22): automatic sync and its status line, and the
instructor's screens reading the server.

- :class:`SchoolLink` — the workstation's link to the server: the URL (the app's setting,
  else ``$TRAINER_SERVER``), a sync every minute and on sign-out, run on a thread of its own
  with its own SQLite connection (the store's connection stays on the GUI thread), so drilling
  never waits for the network; ``statusChanged`` after each sync.
- :meth:`SchoolLink.status_text` — "Synced 10:42" / "12 records waiting" / "Server unreachable since 10:40".
- the instructor's screens read the store as :class:`trainer.store.SchoolStore` (from the server
  when one is set and reachable, else the local merged copy): :meth:`SchoolLink.reads` gives it
  the server's reads.  The policy and the sync's connection are the store's
  (:mod:`trainer.store.school`); here is only the thread and the status line.

A password in the URL is kept in memory only (the setting keeps the URL without it: libpq's
``~/.pgpass`` supplies it) and never shown: every text here is masked.  A failed sync is a
status, never a dialog nor a traceback, and leaves the local store as it was.
"""

from __future__ import annotations

import functools
import logging
import os
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication, QMetaObject, QObject, Qt, QThread, QTimer, Signal, Slot

from trainer.gui.common import garbage
from trainer.i18n import clock_text
from trainer.store import (
    Store,
    StoreError,
    SyncConnection,
    from_text,
    mask,
    server_reads,
    to_text,
    url_without_password,
    utc_now,
    waiting_records,
)

log = logging.getLogger(__name__)

URL_KEY = "server/url"
INTERVAL_KEY = "server/interval_s"
LAST_SYNC_KEY = "server/last_sync"
INTERVAL_S = 60
ENV_VAR = "TRAINER_SERVER"


@dataclass(frozen=True)
class SyncStatus:
    """What the status line says: ``state`` "synced" (nothing waiting), "waiting" (the server
    reachable, ``waiting`` records not sent yet) or "unreachable" (since ``at``)."""

    state: Literal["synced", "waiting", "unreachable"]
    at: datetime  # the last sync that went through (synced/waiting) or the first failure
    waiting: int = 0
    error: str = ""  # one line, the password masked


def _clock(moment: datetime) -> str:
    return clock_text(moment)


@dataclass(frozen=True)
class _Outcome:
    ok: bool
    at: datetime
    waiting: int
    received: int = 0
    error: str = ""


class _Worker(QObject):
    """Runs the syncs on the link's thread, through a connection of its own made there."""

    done = Signal(object)  # _Outcome

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.records = SyncConnection(path)
        self.folder: Path | None = None  # the school folder the files that come go to (issue 35 item 4)

    @Slot(str)
    def run(self, url: str) -> None:
        at = utc_now()
        try:
            from trainer.training.exam.server_check import regrade_records
            from trainer.training.school_files import installer

            folder = self.folder
            synced = self.records.sync(url, regrade_records, installer(folder) if folder is not None else None)
            for note in synced.notes:  # a record kept aside: said once, the sync goes on
                log.warning("school sync: %s", note)
            outcome = _Outcome(True, at, synced.waiting, synced.received)
        except StoreError as exc:
            log.warning("school sync failed: %s", mask(str(exc)))
            outcome = _Outcome(False, at, self.records.waiting(), error=mask(str(exc)))
        except Exception as exc:  # a sync's failure is a status, never a traceback
            line = mask(f"{type(exc).__name__}: {exc}".splitlines()[0])
            log.warning("school sync failed: %s", line)
            outcome = _Outcome(False, at, self.records.waiting(), error=line)
        self.done.emit(outcome)

    @Slot()
    def close(self) -> None:
        self.records.close()


def _end_thread(thread: QThread, worker: QObject, *_destroyed: object) -> None:
    """The sync thread ended: the worker's SQLite connection closed on its own thread, before that
    thread ends (nothing if it has ended already)."""
    if not thread.isRunning():
        return
    QMetaObject.invokeMethod(worker, "close", Qt.ConnectionType.BlockingQueuedConnection)
    thread.quit()
    thread.wait()


class SchoolLink(QObject):
    """The workstation's link to the school server (idle when none is set)."""

    statusChanged = Signal(object)  # SyncStatus
    synced = Signal(int)  # answers received from the other workstations
    _request = Signal(str)

    def __init__(self, store: Store, parent: QObject | None = None, environ: dict[str, str] | None = None) -> None:
        super().__init__(parent)
        self.store = store
        env = os.environ if environ is None else environ
        self._url: str = str(store.preference(URL_KEY, "") or env.get(ENV_VAR, "") or "").strip()
        self.status: SyncStatus | None = None
        self._busy = self._again = False
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.sync_now)
        self._start_timer()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)  # the thread ends before the application

    # -- the setting -------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """The URL in use (password included if one was given: for connecting, never to show)."""
        return self._url

    @property
    def active(self) -> bool:
        return bool(self._url) and self.store.path is not None

    def shown_url(self) -> str:
        return mask(self._url)

    def set_url(self, url: str) -> bool:
        """Use ``url`` from now on; True if it carries a password, which is then kept in memory
        only (the setting keeps the URL without it)."""
        url = url.strip()
        kept, secret = url_without_password(url)
        self.store.set_preference(URL_KEY, kept)
        self._url = url
        self.status = None
        self._start_timer()
        if self.active:
            self.sync_now()
        return secret

    def last_synced(self) -> datetime | None:
        text = self.store.preference(LAST_SYNC_KEY, None)
        return from_text(text) if text else None

    def _start_timer(self) -> None:
        if self.active:
            self.timer.start(int(float(self.store.preference(INTERVAL_KEY, INTERVAL_S)) * 1000))
        else:
            self.timer.stop()

    # -- syncing -----------------------------------------------------------------------------

    def sync_now(self) -> None:
        """A sync on the link's thread (after the one running, if any); nothing if no server."""
        if not self.active:
            return
        if self._busy:
            self._again = True
            return
        self._busy = True
        self._ensure_thread()
        if self._worker is not None:  # read here, on the GUI thread: the records' setting
            from trainer.training.school_files import folder_of

            self._worker.folder = folder_of(self.store)
        self._request.emit(self._url)

    def _ensure_thread(self) -> None:
        if self._thread is not None:
            return
        assert self.store.path is not None
        garbage.install()  # the sync thread never runs Python's collector (trainer.gui.common.garbage)
        self._thread = QThread()
        self._thread.setObjectName("trainer-school-sync")
        self._worker = _Worker(self.store.path)
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.run)
        self._worker.done.connect(self._done)
        # a window deleted without being closed (no closeEvent, so no stop()) still ends the
        # thread: Qt aborts the process when a running QThread is destroyed
        self.destroyed.connect(functools.partial(_end_thread, self._thread, self._worker))
        self._thread.start()

    @Slot(object)
    def _done(self, outcome: _Outcome) -> None:
        self._busy = False
        if outcome.ok:
            self.store.set_preference(LAST_SYNC_KEY, to_text(outcome.at))
            self.status = SyncStatus("waiting" if outcome.waiting else "synced", outcome.at, outcome.waiting)
            self.synced.emit(outcome.received)
        else:
            since = self.status.at if self.status is not None and self.status.state == "unreachable" else outcome.at
            self.status = SyncStatus("unreachable", since, outcome.waiting, outcome.error)
        self.statusChanged.emit(self.status)
        if self._again:
            self._again = False
            self.sync_now()

    def status_text(self, status: SyncStatus | None = None) -> str:
        """The status line (``status``, else the last), in local time and the app's language."""
        status = status or self.status
        if status is None:
            return self.tr("Not synced yet")
        if status.state == "unreachable":
            text = self.tr("Server unreachable since {time}").format(time=_clock(status.at))
            if status.waiting:
                text += " · " + self.tr("%n records waiting", None, status.waiting)
            return text
        if status.state == "waiting":
            return self.tr("%n records waiting", None, status.waiting)
        return self.tr("Synced {time}").format(time=_clock(status.at))

    def refresh_waiting(self) -> None:
        """Count again the records not yet sent (after a drill: a cheap count above the sync
        marks, on this thread): "N records waiting" until the next sync sends them."""
        if not self.active or self.status is None or self._busy:
            return
        try:
            n = waiting_records(self.store.db)
        except StoreError:
            return
        state = self.status.state if self.status.state == "unreachable" else ("waiting" if n else "synced")
        if (state, n) != (self.status.state, self.status.waiting):
            self.status = SyncStatus(state, self.status.at, n, self.status.error)
            self.statusChanged.emit(self.status)

    def wait_idle(self, timeout_s: float = 30) -> bool:
        """Process events until no sync runs (for sign-out at closing, and tests)."""
        end = time.monotonic() + timeout_s
        while self._busy and time.monotonic() < end:
            QCoreApplication.processEvents()
            time.sleep(0.01)
        return not self._busy

    def stop(self) -> None:
        """Stop the timer and the thread (the window closes)."""
        self.timer.stop()
        if self._thread is None or self._worker is None:
            return
        self.wait_idle()
        _end_thread(self._thread, self._worker)
        self._thread = None
        self._worker = None

    def reads(self) -> Any:
        """The server's reads for the instructor's screens (None: no server set)."""
        if not self._url:
            return None
        from trainer.training.exam.server_check import regrade_records

        return server_reads(self.store, self._url, regrade_records)  # results re-graded (issue 31)
