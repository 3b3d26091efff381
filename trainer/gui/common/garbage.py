"""Python's garbage collected on the GUI thread only (issue 33 item 7).

Python collects cyclic garbage in whichever thread happens to allocate when a generation
fills.  The app has threads of its own (the background worker, the school sync): a
collection run there can free a cycle that holds a Qt widget, and a QWidget destroyed off
the GUI thread deadlocks against it or crashes (seen: the instructor area hung while the
worker imported numpy and the collector freed a replay's leftover table).

So the automatic collector is switched off once the app has threads, and a timer on the GUI
thread does its work: at each tick, the oldest generation whose count has passed its
threshold is collected, as the automatic collector would have, only here and between events
(never in the middle of a paint).  ``collect_now`` does it at once (tests, and before a
measure).
"""

from __future__ import annotations

import gc
import threading

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer

TICK_MS = 250

_collector: _Collector | None = None


class _Collector(QObject):
    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.gui_thread = threading.get_ident()
        self.collections = 0  # how many collections this collector ran (tests read it)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> int | None:
        """Collect the generation the automatic collector would have collected now; which one (or None)."""
        thresholds, counts = gc.get_threshold(), gc.get_count()
        generation = None
        for g in range(3):
            if thresholds[g] and counts[g] > thresholds[g]:
                generation = g
        if generation is not None:
            self.collect(generation)
        return generation

    def collect(self, generation: int = 2) -> int:
        assert threading.get_ident() == self.gui_thread, "garbage is collected on the GUI thread only"
        self.collections += 1
        return gc.collect(generation)


def install() -> bool:
    """The collector moved to the GUI thread (once; from the GUI thread, with an application made).
    False if there is no application yet (nothing changed)."""
    global _collector
    app = QCoreApplication.instance()
    if app is None:
        return False
    if _collector is None or not shiboken6.isValid(_collector):
        _collector = _Collector(app)
    gc.disable()
    return True


def installed() -> bool:
    return _collector is not None and shiboken6.isValid(_collector) and not gc.isenabled()


def collect_now() -> int:
    """A full collection at once, on this (the GUI) thread."""
    return _collector.collect(2) if installed() and _collector is not None else gc.collect()
