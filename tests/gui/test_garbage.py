"""Python's garbage is collected on the GUI thread only (trainer.gui.common.garbage, issue 33 item 7):
a cycle holding a Qt object, left for the collector while the background worker allocates,
is freed on the GUI thread — never on the worker, where freeing a widget deadlocks."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject, Qt

from trainer.gui.app import create_app
from trainer.gui.common import garbage
from trainer.gui.common.background import Background


def test_the_app_collects_garbage_on_its_own_thread_only(qtbot):
    create_app()
    assert garbage.installed() and not gc.isenabled()
    gui = threading.get_ident()
    freed_on: list[int] = []

    def cycle_with_a_qt_object() -> None:
        thing = QObject()
        thing.destroyed.connect(lambda *_: freed_on.append(threading.get_ident()),
                                Qt.ConnectionType.DirectConnection)
        loop: list[object] = [thing]
        loop.append(loop)  # only the collector can free it

    cycle_with_a_qt_object()

    def churn() -> int:
        # far more cycles than generation 0's threshold: an automatic collector would run here
        for _ in range(50 * gc.get_threshold()[0]):
            junk: list[object] = []
            junk.append(junk)
        return threading.get_ident()

    worker = Background()
    done: list[int] = []
    worker.submit("churn", churn, done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=30_000)
    assert done[0] != gui  # the work ran on the worker...
    assert freed_on in ([], [gui])  # ...and freed nothing there
    qtbot.waitUntil(lambda: bool(freed_on), timeout=5_000)  # the GUI thread's timer collected it
    assert freed_on == [gui]


def test_a_tick_collects_the_generation_the_collector_would_have(qtbot):
    create_app()
    assert garbage.installed()
    garbage.collect_now()
    assert garbage._collector is not None
    assert garbage._collector.tick() is None  # nothing over a threshold just after a collection
    for _ in range(2 * gc.get_threshold()[0]):
        junk: list[object] = []
        junk.append(junk)
    before = garbage._collector.collections
    assert garbage._collector.tick() is not None
    assert garbage._collector.collections == before + 1
