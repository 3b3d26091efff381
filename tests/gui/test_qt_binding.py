"""Guard against a Qt binding that leaks references to None.

PySide6-Essentials 6.12.0 takes one reference away from ``None`` on every call that
returns nothing; on Python 3.11 the app then aborts ("none_dealloc") after a few
repaints of a full table.  pyproject.toml excludes that release; this test fails
loudly if such a binding is ever installed again.
"""

import sys

from PySide6.QtWidgets import QGraphicsRectItem


def test_void_calls_keep_the_reference_count_of_none(qapp):
    item = QGraphicsRectItem()
    before = sys.getrefcount(None)
    for _ in range(1000):
        item.setPos(1, 1)
        item.setOpacity(0.5)
    assert abs(sys.getrefcount(None) - before) < 50
