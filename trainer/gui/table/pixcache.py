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
from PySide6.QtGui import QPainter, QPixmap

BUDGET = 64 * 1024 * 1024  # bytes of cached pixmaps (a 4K table needs about 20 MB)
TRANSIENT = 96  # drawings of one item's own (an amount's chips): the last few tables' worth
SPARES = 32  # transient pixmaps let go of, kept to be drawn over again

_cache: OrderedDict[Hashable, QPixmap] = OrderedDict()
_bytes = 0
_transient: OrderedDict[Hashable, QPixmap] = OrderedDict()
_spares: dict[tuple[int, int], list[QPixmap]] = {}
_spare_count = 0
_rendering: list[float] = []  # the device pixel ratio of each pixmap being painted, outermost first


def render_pixmap(key: Hashable, width: int, height: int, scale_x: float, scale_y: float,
                  render: Callable[[QPainter], None], dpr: float = 1.0, transient: bool = False) -> QPixmap:
    """``render`` painted into a ``width`` x ``height`` pixmap under ``scale`` (cached by ``key``).

    ``dpr``: the device pixel ratio the pixmap is drawn at (its size in device pixels).
    ``transient``: a drawing seldom met again (an amount's chips, new with each question),
    kept among the last :data:`TRANSIENT` such, not in the budget; its pixmap is drawn over
    again for the next one of its size once let go of.  (A pixmap's fresh memory costs more
    to fill than the drawing in it: ten times as much as memory used before.)
    """
    global _bytes
    store = _transient if transient else _cache
    pix = store.get(key)
    if pix is not None:
        store.move_to_end(key)
        return pix
    # Painted straight into the pixmap (the raster engine's pixmaps are images of this format):
    # no image drawn then copied.
    pix = _spare(width, height) if transient else None
    if pix is None:
        pix = QPixmap(max(width, 1), max(height, 1))
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    painter.scale(scale_x, scale_y)
    _rendering.append(dpr)
    try:
        render(painter)
    finally:
        _rendering.pop()
        painter.end()
    pix.setDevicePixelRatio(dpr)
    store[key] = pix
    if transient:
        while len(_transient) > TRANSIENT:
            _let_go(_transient.popitem(last=False)[1])
        return pix
    _bytes += 4 * pix.width() * pix.height()
    while _bytes > BUDGET and len(_cache) > 1:
        _, old = _cache.popitem(last=False)
        _bytes -= 4 * old.width() * old.height()
    return pix


def _spare(width: int, height: int) -> QPixmap | None:
    global _spare_count
    pool = _spares.get((max(width, 1), max(height, 1)))
    if not pool:
        return None
    _spare_count -= 1
    pix = pool.pop()
    pix.setDevicePixelRatio(1.0)  # painted in device pixels, as a new one
    return pix


def _let_go(pix: QPixmap) -> None:
    global _spare_count
    if _spare_count < SPARES:
        _spares.setdefault((pix.width(), pix.height()), []).append(pix)
        _spare_count += 1


def cached(key: Hashable) -> QPixmap | None:
    """The pixmap made for ``key``, if it is still cached (then kept longest)."""
    pix = _cache.get(key)
    if pix is not None:
        _cache.move_to_end(key)
    return pix


def screen_scale(painter: QPainter) -> float:
    """How large what ``painter`` draws lands on the screen, in logical pixels per unit: its
    world transform's scale, less the device pixel ratio of the pixmap it paints into (a cached
    picture is painted in device pixels, :func:`draw_cached`)."""
    t = painter.worldTransform()
    scale = math.sqrt(abs(t.determinant()))
    return scale / _rendering[0] if _rendering else scale


def draw_cached(painter: QPainter, key: Hashable, rect: QRectF, render: Callable[[QPainter], None],
                transient: bool = False) -> None:
    """Draw what ``render`` paints inside ``rect`` (item coordinates), from a cached pixmap.

    The pixmap is made at the painter's device scale and blitted at a whole device
    pixel.  Under a rotation or shear it falls back to painting directly.  ``transient``:
    see :func:`render_pixmap`.
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
    store = _transient if transient else _cache
    pix = store.get(full)
    if pix is not None:  # the usual case, kept short: a table paints some 60 of these
        store.move_to_end(full)
    else:
        def draw(p: QPainter) -> None:
            p.translate(-rect.x(), -rect.y())
            render(p)

        pix = render_pixmap(full, math.ceil(rect.width() * sx) + 1, math.ceil(rect.height() * sy) + 1, sx, sy,
                            draw, dpr, transient)
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
    global _bytes, _spare_count
    _cache.clear()
    _bytes = 0
    _transient.clear()
    _spares.clear()
    _spare_count = 0
