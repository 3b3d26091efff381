"""Items drawn once into a pixmap at the size they have on the screen, then blitted.

A table repaint is mostly the same things drawn again (the felt, the cards' faces,
their shadows) at a scale that only changes when the window is resized.  Painting
them with antialiased paths costs tens of milliseconds a question in Qt's software
rasteriser; blitting a pixmap made at the device scale costs a few microseconds and
looks the same, pixel for pixel at that scale.  The cache is shared by every view,
least recently used first out, within a byte budget.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

BUDGET = 64 * 1024 * 1024  # bytes of cached pixmaps (a 4K table needs about 20 MB)

_cache: OrderedDict[Hashable, QPixmap] = OrderedDict()
_bytes = 0


def render_pixmap(key: Hashable, width: int, height: int, scale_x: float, scale_y: float,
                  render: Callable[[QPainter], None], dpr: float = 1.0) -> QPixmap:
    """``render`` painted into a ``width`` x ``height`` pixmap under ``scale`` (cached by ``key``).

    ``dpr``: the device pixel ratio the pixmap is drawn at (its size in device pixels).
    """
    global _bytes
    pix = _cache.get(key)
    if pix is not None:
        _cache.move_to_end(key)
        return pix
    image = QImage(max(width, 1), max(height, 1), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    painter.scale(scale_x, scale_y)
    render(painter)
    painter.end()
    pix = QPixmap.fromImage(image)
    pix.setDevicePixelRatio(dpr)
    _cache[key] = pix
    _bytes += 4 * image.width() * image.height()
    while _bytes > BUDGET and len(_cache) > 1:
        _, old = _cache.popitem(last=False)
        _bytes -= 4 * old.width() * old.height()
    return pix


def cached(key: Hashable) -> QPixmap | None:
    """The pixmap made for ``key``, if it is still cached (then kept longest)."""
    pix = _cache.get(key)
    if pix is not None:
        _cache.move_to_end(key)
    return pix


def draw_cached(painter: QPainter, key: Hashable, rect: QRectF, render: Callable[[QPainter], None]) -> None:
    """Draw what ``render`` paints inside ``rect`` (item coordinates), from a cached pixmap.

    The pixmap is made at the painter's device scale and blitted at a whole device
    pixel.  Under a rotation or shear it falls back to painting directly.
    """
    t = painter.worldTransform()
    m11, m22 = t.m11(), t.m22()
    if t.m12() or t.m21() or m11 <= 0 or m22 <= 0:
        render(painter)
        return
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    sx, sy = m11 * dpr, m22 * dpr
    full = (key, round(sx, 5), round(sy, 5), dpr)
    pix = _cache.get(full)
    if pix is not None:  # the usual case, kept short: a table paints some 60 of these
        _cache.move_to_end(full)
    else:
        def draw(p: QPainter) -> None:
            p.translate(-rect.x(), -rect.y())
            render(p)

        pix = render_pixmap(full, math.ceil(rect.width() * sx) + 1, math.ceil(rect.height() * sy) + 1, sx, sy,
                            draw, dpr)
    x, y = m11 * rect.x() + t.dx(), m22 * rect.y() + t.dy()  # rect's corner on the device
    blit(painter, pix, QPointF(round(x * dpr) / dpr, round(y * dpr) / dpr))


def blit(painter: QPainter, pix: QPixmap, at: QPointF) -> None:
    """``pix`` drawn unscaled with its top left at ``at`` (device coordinates, on a whole
    device pixel).  Without smooth pixmap transformation: the raster engine takes its
    bilinear path for it even when nothing is scaled, about 20 times slower than a plain
    copy, for the same pixels."""
    t = painter.worldTransform()
    smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.resetTransform()
    if smooth:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    painter.drawPixmap(at, pix)
    painter.setWorldTransform(t)
    if smooth:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)


def clear() -> None:
    """Forget every cached pixmap (tests, a changed look)."""
    global _bytes
    _cache.clear()
    _bytes = 0
