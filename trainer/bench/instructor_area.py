"""The instructor area under the clock (issue 33 item 7), one fresh app per run, offscreen:

    python -m trainer.bench.instructor_area RECORDS.db [--profile OUT.prof]

prints one JSON object of milliseconds:

- ``opened``: the home screen's "Instructor area" clicked -> the class tab painted with its
  records (the first opening in the process: the area's modules imported, as in the app);
- ``tabs``: each tab's label clicked in turn (Trainee, Lesson library, Import and export,
  People, Class) -> that page painted with what it lists;
- ``first_replay``: on the trainee's "Recent mistakes", the first row clicked -> its replay
  painted (the table, or the words of a written question); ``replays``: the next rows, each;
- ``library_listed``: the library's tab clicked -> every lesson listed and painted.

A page is "painted" when a paint event reached it (or the named view in it) after the
condition held: what the instructor sees, not what a test can read before the screen shows it.
Clicks are real mouse events on the tab bar and the table (QTest), sent as the user sends them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from functools import partial
from typing import Any

TIMEOUT_S = 120.0
TABS = ("trainee", "library", "results", "people", "class")
REPLAYS = 6


class _Paints:
    """Every paint event's receiver, with the time it was seen (an event filter on the app)."""

    def __init__(self, app: Any) -> None:
        from PySide6.QtCore import QEvent, QObject

        paint = QEvent.Type.Paint
        seen: list[tuple[float, Any]] = []
        self.seen = seen

        class Filter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == paint:
                    seen.append((time.perf_counter(), watched))
                return False

        self.filter = Filter()
        app.installEventFilter(self.filter)

    def painted_after(self, since: float, inside: Any) -> float | None:
        """When a widget in ``inside`` (or ``inside`` itself) first painted at ``since`` or later."""
        first = None
        for at, widget in reversed(self.seen):
            if at < since:
                break
            try:
                if widget is inside or inside.isAncestorOf(widget):
                    first = at
            except RuntimeError:  # a widget deleted since
                continue
        return first


def _until(paints: _Paints, start: float, ready: Callable[[], bool], inside: Callable[[], Any]) -> float:
    """Turn the event loop until ``ready()`` holds and ``inside()`` has painted since; the ms from ``start``."""
    from PySide6.QtCore import QCoreApplication, QEvent

    held: float | None = None
    deadline = time.perf_counter() + TIMEOUT_S
    while time.perf_counter() < deadline:
        if held is None and ready():
            held = time.perf_counter()
        painted = paints.painted_after(held, inside()) if held is not None else None
        if painted is not None:
            return (painted - start) * 1000
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        time.sleep(0.0005)
    raise TimeoutError("the instructor area did not show in time")


def _click(widget: Any, pos: Any) -> float:
    """A left click at ``pos`` in ``widget``; the time it was pressed."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    start = time.perf_counter()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    return start


def _settle(seconds: float) -> None:
    from PySide6.QtCore import QCoreApplication

    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        QCoreApplication.processEvents()
        time.sleep(0.002)


def measure(db: str, profile: str | None = None) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QTableView, QTreeWidget

    from trainer.bench.bench_gui import quiet_offscreen
    from trainer.bench.instructor_records import INSTRUCTOR
    from trainer.gui.app import create_app
    from trainer.gui.main_window import MainWindow
    from trainer.store import Store

    app = create_app()
    quiet_offscreen()
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
    out: dict[str, Any] = {"tabs": {}}
    with Store.open(db, create=False) as store:
        window = MainWindow(store)
        window.resize(1280, 720)
        window.show()
        boss = store.find_trainee(INSTRUCTOR)
        assert boss is not None
        window.show_home(boss)
        paints = _Paints(app)
        _settle(0.3)

        def run(key: str, start: float, ready: Callable[[], bool], inside: Callable[[], Any]) -> float:
            ms = _until(paints, start, ready, inside)
            out[key] = ms
            return ms

        if profiler:
            profiler.enable()
        button = window.home.screen_buttons["instructor"]
        start = _click(button, button.rect().center())
        screen_of: Callable[[], Any] = lambda: window.extra  # noqa: E731
        table_of: Callable[[], Any] = lambda: screen_of().findChild(QTableView, "class_table")  # noqa: E731
        run("opened", start,
            lambda: screen_of() is not None and table_of() is not None and table_of().model().rowCount() > 1,
            lambda: table_of().viewport())
        screen = window.extra
        tabs = screen.tabs
        _settle(0.2)

        ready: dict[str, Callable[[], bool]] = {
            "trainee": lambda: _filled(screen.findChild(QTableView, "progress_skills")),
            "library": partial(_listed, screen, {}),
            "results": lambda: True,
            "people": lambda: True,
            "class": lambda: _filled(screen.findChild(QTableView, "class_table")),
        }
        order = {"class": 0, "trainee": 1, "library": 2, "results": 3, "people": 4}
        for key in TABS:
            i = order[key]
            bar = tabs.tabBar()
            start = _click(bar, bar.tabRect(i).center())
            page: Callable[[], Any] = lambda: tabs.widget(tabs.currentIndex())  # noqa: E731
            if key == "library":
                out["tabs"][key] = _until(paints, start, partial(_in_front, tabs, i, _always), page)
                run("library_listed", start, ready[key], lambda: screen.findChild(QTreeWidget, "library").viewport())
            else:
                out["tabs"][key] = _until(paints, start, partial(_in_front, tabs, i, ready[key]), page)
            _settle(0.2)

        # the trainee's recent mistakes: the first replay, then the next few
        bar = tabs.tabBar()
        _until(paints, _click(bar, bar.tabRect(order["trainee"]).center()),
               lambda: tabs.currentIndex() == order["trainee"], lambda: tabs.currentWidget())
        trainee_tab = screen.trainee_tab
        pages = trainee_tab.pages
        _until(paints, _click(pages.tabBar(), pages.tabBar().tabRect(1).center()),
               lambda: pages.currentIndex() == 1 and trainee_tab.mistakes.model().rowCount() > 0,
               lambda: trainee_tab.mistakes.viewport())
        _settle(0.2)
        replays = []
        for row in range(REPLAYS + 1):
            view = trainee_tab.mistakes
            replay = trainee_tab.replay
            before = (replay.heading.text(), replay.question)
            start = _click(view.viewport(), view.visualRect(view.model().index(row, 1)).center())
            ms = _until(paints, start, partial(_replayed, trainee_tab, before), partial(_same, replay))
            (replays.append(ms) if row else out.__setitem__("first_replay", ms))
            _settle(0.05)
        out["replays"] = replays
        if profiler is not None and profile:
            profiler.disable()
            profiler.dump_stats(profile)
        window.close()
    return out


def _listed(screen: Any, found: dict[str, Any]) -> bool:
    """The library's tree lists something (the tree looked up once it exists)."""
    from PySide6.QtWidgets import QTreeWidget

    if "tree" not in found:
        tree = screen.findChild(QTreeWidget, "library")
        if tree is None:
            return False
        found["tree"] = tree
    return bool(found["tree"].topLevelItemCount() > 0)


def _always() -> bool:
    return True


def _same(widget: Any) -> Any:
    return widget


def _in_front(tabs: Any, index: int, ready: Callable[[], bool]) -> bool:
    return bool(tabs.currentIndex() == index and ready())


def _filled(view: Any) -> bool:
    return view is not None and view.model() is not None and view.model().rowCount() > 0


def _replayed(tab: Any, before: tuple[str, Any]) -> bool:
    """Something else than ``before`` (heading, question) on show, and no replay pending."""
    replay = tab.replay
    pending = getattr(tab, "replay_pending", None)
    if callable(pending) and pending():
        return False
    if replay.question is None:  # words only (an answer that cannot be replayed): its heading
        return replay.heading.text() != before[0]
    return replay.question is not before[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("db")
    parser.add_argument("--profile", metavar="OUT")
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.db, args.profile)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
