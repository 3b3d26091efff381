"""The exam's time, measured (issue 31 item 4, X4 and X14): never read from the wall clock.

An exam's time spent is accumulated from a monotonic clock — on Linux the boot-time clock,
which also runs while the machine sleeps — a reading at a time, each step forward added and a
step back ignored, so setting the workstation's clock back (or forward) gives no time and
takes none.  Each item's time is accumulated the same way over every visit, saved or not.
The running totals are kept in the records as the exam runs (on each navigation, each save
and every few seconds of the countdown: :class:`ExamTimer.keep`), so a crash loses nothing.

On resuming, the time the program was down is counted by the monotonic clock when the machine
has not restarted since (the same boot); after a restart only the wall clock knows, and it is
believed only when it says time went *forward* — it can take time from the candidate, never
give it.  An exam with no kept time (one from before, or from another workstation) resumes from
its last answer's time, or the wall clock's time since its start if that is later.

The times an answer is stamped with are the start's time plus the measured time spent
(:meth:`ExamTimer.stamp`): the start record bounds every answer (the store refuses one outside
the exam, the re-grade flags one).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cache

from trainer.store import Exam, ExamClock, Store, utc_now

Clock = Callable[[], datetime]
KEEP_EVERY_S = 5.0
"""The countdown keeps the measured time at least this often (a navigation or save keeps it at once)."""


def _monotonic() -> float:
    boottime = getattr(time, "CLOCK_BOOTTIME", None)  # Linux: counts a suspend too
    if boottime is not None:
        try:
            return time.clock_gettime(boottime)
        except OSError:  # pragma: no cover - a kernel without it
            pass
    return time.monotonic()


@cache
def _boot_id() -> str:
    """This machine's boot (Linux's boot id; elsewhere unknown, ""): a monotonic reading is
    comparable only with one from the same boot."""
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as handle:
            return handle.read().strip()
    except OSError:
        return ""


@dataclass(frozen=True)
class MeasuredClock:
    """Where an exam reads its time: ``wall`` for what a person reads (a result's date, whether
    review has opened), ``monotonic`` (seconds) and ``boot`` to measure the exam's time."""

    wall: Clock = utc_now
    monotonic: Callable[[], float] = _monotonic
    boot: Callable[[], str] = field(default=_boot_id)


def measured(clock: Clock | MeasuredClock) -> MeasuredClock:
    """The system's clocks for ``utc_now``; for another wall clock (a test's, a screen's), its
    readings as the monotonic clock too — a step back is still ignored."""
    if isinstance(clock, MeasuredClock):
        return clock
    if clock is utc_now:
        return MeasuredClock()
    return MeasuredClock(clock, lambda: clock().timestamp(), lambda: "wall-clock")


class ExamTimer:
    """One open exam's measured time: in all, and per item over every visit."""

    def __init__(self, store: Store, exam: Exam, clock: MeasuredClock, elapsed_s: float,
                 items: dict[str, float]) -> None:
        self.store = store
        self.exam = exam
        self.clock = clock
        self.elapsed_s = elapsed_s
        self.items = items
        self.showing: str | None = None
        """The item id on screen (its visit is being timed), or None."""
        self._last = clock.monotonic()
        self._kept = float("-inf")

    @classmethod
    def resume(cls, store: Store, exam: Exam, clock: MeasuredClock) -> ExamTimer:
        kept = store.exam_clock(exam.id)
        now = clock.monotonic()
        if kept is None:
            answers = store.exam_progress(exam.id, now=clock.wall()).answers.values()
            last = max((a.answered_at for a in answers), default=exam.started_at)
            elapsed = max((last - exam.started_at).total_seconds(), (clock.wall() - exam.started_at).total_seconds(),
                          0.0)
            items = {a.item_id: a.time_ms / 1000 for a in answers}
        else:
            if kept.boot == clock.boot() and now >= kept.mono:
                down = now - kept.mono  # the same boot: the monotonic clock ran on while the program was down
            else:
                down = max(0.0, (clock.wall() - kept.wall).total_seconds())  # the wall clock only takes time
            elapsed = kept.elapsed_ms / 1000 + down
            items = {k: v / 1000 for k, v in kept.items.items()}
        timer = cls(store, exam, clock, elapsed, items)
        timer._last = now
        return timer

    def tick(self) -> None:
        """Add the monotonic clock's step since the last reading (a step back adds nothing)."""
        now = self.clock.monotonic()
        step = max(0.0, now - self._last)
        self._last = now
        self.elapsed_s += step
        if self.showing is not None:
            self.items[self.showing] = self.items.get(self.showing, 0.0) + step

    def show(self, item_id: str | None) -> None:
        """``item_id`` is on screen from now (the one before has its visit counted)."""
        self.tick()
        self.showing = item_id
        self.keep()

    def item_ms(self, item_id: str) -> int:
        self.tick()
        return int(self.items.get(item_id, 0.0) * 1000)

    def stamp(self) -> datetime:
        """The exam's time now: its start plus the time spent."""
        self.tick()
        return self.exam.started_at + timedelta(seconds=self.elapsed_s)

    def remaining_s(self) -> float | None:
        self.tick()
        if self._last - self._kept >= KEEP_EVERY_S:
            self.keep()
        if self.exam.time_limit_s is None:
            return None
        return max(0.0, self.exam.time_limit_s - self.elapsed_s)

    def over_s(self) -> float:
        """Seconds past the deadline (negative before it; -inf for an untimed exam)."""
        self.tick()
        if self.exam.time_limit_s is None:
            return float("-inf")
        return self.elapsed_s - self.exam.time_limit_s

    def keep(self) -> None:
        """Keep the measured time in the records (a crash-resume starts from it)."""
        self.tick()
        self.store.keep_exam_clock(self.exam.id, ExamClock(
            round(self.elapsed_s * 1000), self._last, self.clock.boot(), self.clock.wall(),
            {k: round(v * 1000) for k, v in self.items.items()}))
        self._kept = self._last
