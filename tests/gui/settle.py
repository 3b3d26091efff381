"""Waiting for the screen to be laid out, with no fixed wait (issue 34 item 7)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent


def laid_out(qtbot, check: Callable[[], object]) -> None:
    """Wait until ``check`` holds (it asserts, or returns True) on the screen as laid out: the
    events pending and the layout requests posted are handled before each try, and the event
    loop turns between tries (``qtbot.waitUntil``), so a check never passes on the geometry from
    before what was just shown.  A check still failing after the wait's timeout fails with its
    own assertion."""
    def settled() -> None:
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        result = check()
        assert result is None or result is True, f"{getattr(check, '__name__', check)} is not true yet"

    qtbot.waitUntil(settled)
