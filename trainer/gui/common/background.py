"""Work off the GUI thread, its result back on it (issue 33 item 7): a replay's question solved
again, the lessons checked for the library, a trainee's mistakes put in words.

Like :class:`trainer.gui.school.SchoolLink`'s sync, the work runs on a thread of its own and
what it finds comes back to the GUI thread through a queued signal, so a click is handled at
once while the work goes on.  The work given here is pure (the engine, the lessons): no Qt
widget and no store connection, which stay on the GUI thread.

Each piece of work is asked under a ``key`` (one per thing on show: "this replay view's
replay"); asking again under the same key supersedes what was asked before: work not started
yet is not started, and the result of work already running is dropped, never shown — the
screen always shows what was asked last (the highlighted row), never a stale answer late.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal

from trainer.gui.common import garbage

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Ticket:
    """One piece of work asked: its key and its number among the work asked under that key."""

    key: object
    number: int


@dataclass
class _Job:
    ticket: Ticket
    work: Callable[[], Any]
    done: Callable[[Any], None]
    failed: Callable[[Exception], None] | None
    owner: QObject | None


class _Post(QObject):
    """Lives on the GUI thread: the worker's results are queued to it."""

    delivered = Signal(object, object, object)  # _Job, result, error


class Background:
    """A worker thread taking pure work in order (daemon: nothing to stop at exit)."""

    def __init__(self) -> None:
        self._queue: queue.Queue[_Job | None] = queue.Queue()
        self._latest: dict[object, int] = {}  # the number of the work asked last, per key
        self._delivered: dict[object, int] = {}  # ... and of the work whose result came back
        self._lock = threading.Lock()
        self._post = _Post()
        self._post.delivered.connect(self._deliver)
        garbage.install()  # the worker never runs Python's collector: it could free a widget there
        self._thread = threading.Thread(target=self._run, name="trainer-background", daemon=True)
        self._thread.start()

    # -- the GUI thread's side -------------------------------------------------------------
    def submit(self, key: object, work: Callable[[], Any], done: Callable[[Any], None],
               failed: Callable[[Exception], None] | None = None, owner: QObject | None = None) -> Ticket:
        """Do ``work()`` on the worker, then ``done(result)`` (or ``failed(error)``) on this thread,
        unless work was asked under ``key`` since, or ``owner`` (a widget) was deleted meanwhile."""
        with self._lock:
            number = self._latest.get(key, 0) + 1
            self._latest[key] = number
        ticket = Ticket(key, number)
        self._queue.put(_Job(ticket, work, done, failed, owner))
        return ticket

    def cancel(self, key: object) -> None:
        """Whatever was asked under ``key`` is dropped (the thing it was for is gone or shows something else)."""
        with self._lock:
            self._latest[key] = self._delivered[key] = self._latest.get(key, 0) + 1

    def current(self, ticket: Ticket) -> bool:
        with self._lock:
            return self._latest.get(ticket.key) == ticket.number

    def pending(self, key: object) -> bool:
        """Work asked under ``key`` whose result has not been delivered yet."""
        with self._lock:
            return self._latest.get(key, 0) > self._delivered.get(key, 0)

    def wait(self, key: object, timeout_s: float = 30.0) -> bool:
        """Turn the event loop until the work under ``key`` is delivered (tests, and a caller that must)."""
        import time

        end = time.monotonic() + timeout_s
        while self.pending(key) and time.monotonic() < end:
            QCoreApplication.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.MetaCall)
            time.sleep(0.001)
        return not self.pending(key)

    def _deliver(self, job: _Job, result: Any, error: Exception | None) -> None:
        with self._lock:
            if self._latest.get(job.ticket.key) != job.ticket.number:
                return  # superseded while it ran: its result is never shown
            self._delivered[job.ticket.key] = job.ticket.number
        if job.owner is not None and not shiboken6.isValid(job.owner):
            return
        if error is None:
            job.done(result)
        elif job.failed is not None:
            job.failed(error)
        else:
            log.warning("background work failed: %s", error)

    # -- the worker's side -----------------------------------------------------------------
    def _run(self) -> None:
        while True:
            job = self._queue.get()
            if job is None:
                return
            if not self.current(job.ticket):
                continue  # superseded before it started
            try:
                result, error = job.work(), None
            except Exception as exc:  # handed to the GUI thread, which says it
                result, error = None, exc
            if shiboken6.isValid(self._post):
                self._post.delivered.emit(job, result, error)


_shared: Background | None = None


def background() -> Background:
    """The app's worker (made at the first call, on the GUI thread)."""
    global _shared
    if _shared is None:
        _shared = Background()
    return _shared
