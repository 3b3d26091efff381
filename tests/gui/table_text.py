"""The sizes of the words a table draws, as they land on the screen (issue 33 item 3, U7).

A table is drawn scaled (the view fits its 1600 x 900 scene to the window), so a word's
size on the screen is its font's pixel size times the scale it is painted at, not the
font an item names.  :func:`rendered_text` paints the table afresh and notes, for every
font set while it paints, that size and the item that set it.  The chips' own faces (their
value inlaid in the chip, drawn by ``table/chips.py``) are chip art read by colour and
size, and are left out.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QGraphicsItem

from trainer.gui.table import TableView, pixcache

CHIP_ART = "trainer.gui.table.chips"


@dataclass(frozen=True)
class Text:
    item: str  # the class of the item that drew it
    px: float  # its height on the screen: font pixel size x the scale it is painted at


def _drawer() -> str | None:
    """The item painting now (the nearest ``self`` up the stack that is a graphics item);
    None for a chip's face."""
    frame = sys._getframe(2)
    if frame.f_globals.get("__name__") == CHIP_ART:
        return None
    while frame is not None:
        owner = frame.f_locals.get("self")
        if isinstance(owner, QGraphicsItem):
            return type(owner).__name__
        frame = frame.f_back
    return "?"


@contextmanager
def _spying(found: list[Text]) -> Iterator[None]:
    original = QPainter.setFont

    def spy(painter: QPainter, f: QFont) -> None:
        item = _drawer()
        if item is not None:
            t = painter.worldTransform()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
            found.append(Text(item, px * math.sqrt(abs(t.determinant()))))
        original(painter, f)

    QPainter.setFont = spy  # type: ignore[method-assign]
    try:
        yield
    finally:
        QPainter.setFont = original  # type: ignore[method-assign]


def rendered_text(view: TableView) -> list[Text]:
    """Every font the table sets as it is painted now, at its size on the screen."""
    found: list[Text] = []
    pixcache.clear()  # the pictures painted again, not blitted from the cache
    with _spying(found):
        view.viewport().grab()
    return found
