"""Table items blitted from pixmaps cached at the device scale (issue 8, speed): the
same pixels as painting directly, made once per look and scale, within a budget."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from trainer.gui.table import pixcache
from trainer.gui.table.cards import CardItem
from trainer.gui.table.items import ChipStackItem, PlateItem


def painted(paint, scale: float, origin=(10, 10), size=(260, 220)) -> QImage:
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#204030"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    painter.translate(*origin)
    painter.scale(scale, scale)
    paint(painter)
    painter.end()
    return image


def differing(a: QImage, b: QImage, tolerance: int = 24) -> float:
    """Share of pixels whose colour differs by more than ``tolerance`` in some channel."""
    bad = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            if max(abs(ca.red() - cb.red()), abs(ca.green() - cb.green()), abs(ca.blue() - cb.blue())) > tolerance:
                bad += 1
    return bad / ((a.width() // 2) * (a.height() // 2))


def test_a_cached_card_looks_like_the_card_painted_directly(qapp):
    pixcache.clear()
    card = CardItem("Qh", 80, face_up=True, deck="classic")
    for scale in (0.8, 1.0, 1.7):
        cached = painted(lambda p, c=card: c.paint(p, None), scale)
        direct = painted(lambda p, c=card: c._draw_card(p, "Qh"), scale)
        assert differing(cached, direct) < 0.01, scale
        assert cached != painted(lambda p: None, scale)  # something was drawn


def test_plates_and_chips_look_the_same_cached(qapp):
    pixcache.clear()
    for item in (PlateItem(180, 7, "Ana Sousa", "Folded", marker=True), ChipStackItem(3125)):
        cached = painted(lambda p, i=item: i.paint(p, None), 1.25)
        direct = painted(lambda p, i=item: i._draw(p), 1.25)
        assert differing(cached, direct) < 0.01, type(item).__name__


def test_one_pixmap_per_look_and_scale(qapp):
    pixcache.clear()
    calls = []

    def render(p: QPainter) -> None:
        calls.append(1)
        p.fillRect(QRectF(0, 0, 50, 50), Qt.GlobalColor.red)

    rect = QRectF(0, 0, 50, 50)
    painted(lambda p: pixcache.draw_cached(p, "box", rect, render), 1.0)
    painted(lambda p: pixcache.draw_cached(p, "box", rect, render), 1.0, origin=(40, 30))
    assert len(calls) == 1  # moved, not re-drawn
    painted(lambda p: pixcache.draw_cached(p, "box", rect, render), 2.0)
    painted(lambda p: pixcache.draw_cached(p, "other", rect, render), 1.0)
    assert len(calls) == 3


def test_the_cache_keeps_to_its_budget(qapp, monkeypatch):
    pixcache.clear()
    monkeypatch.setattr(pixcache, "BUDGET", 4 * 100 * 100 * 3)  # room for three 100 x 100 pixmaps
    for n in range(10):
        pixcache.render_pixmap(("n", n), 100, 100, 1.0, 1.0, lambda p: None)
    assert len(pixcache._cache) == 3 and pixcache._bytes <= pixcache.BUDGET
    assert ("n", 9) in pixcache._cache and ("n", 0) not in pixcache._cache  # least recently used out
    pixcache.clear()


def test_a_rotated_painter_paints_directly(qapp):
    pixcache.clear()
    drawn = []
    image = QImage(100, 100, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setTransform(QTransform().rotate(30))
    pixcache.draw_cached(painter, "r", QRectF(0, 0, 20, 20), lambda p: drawn.append(p is painter))
    painter.end()
    assert drawn == [True] and not pixcache._cache


def test_a_transient_drawing_is_kept_among_the_last_few_and_its_pixmap_drawn_over_cleanly(qapp, monkeypatch):
    pixcache.clear()
    monkeypatch.setattr(pixcache, "TRANSIENT", 2)
    rect = QRectF(0, 0, 30, 20)

    def red(p: QPainter) -> None:
        p.fillRect(rect, QColor("#ff0000"))

    made = [pixcache.render_pixmap(("amount", n), 30, 20, 1.0, 1.0, red, transient=True) for n in range(3)]
    assert list(pixcache._transient) == [("amount", 1), ("amount", 2)]  # the oldest let go of
    assert not pixcache._cache  # not in the budget's cache
    blank = pixcache.render_pixmap(("amount", 3), 30, 20, 1.0, 1.0, lambda p: None, transient=True, dpr=2.0)
    assert blank is made[0]  # the pixmap let go of, drawn over
    image = blank.toImage()
    assert blank.devicePixelRatio() == 2.0
    assert all(image.pixelColor(x, y).alpha() == 0 for x in range(30) for y in range(20))  # nothing left of before
    pixcache.clear()
