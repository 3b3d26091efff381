"""Card items: the SVG artwork drawn through cached pixmaps.

One :class:`QSvgRenderer` per (deck, card) and one pixmap per (deck, card, pixel
size), shadow included: a table repaint blits pixmaps instead of re-rendering SVG,
and the pixmap is rendered at the size the card has on the screen, so cards stay
sharp from 1280x720 to 4K (``pixcache``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from trainer.resources import asset

from .pixcache import draw_cached, render_pixmap

CARD_RATIO = 1.4  # height / width
BACK = "back"
RANKS = "23456789TJQKA"
SUITS = "shcd"

_renderers: dict[tuple[str, str], QSvgRenderer] = {}


def normalise(card: str) -> str:
    """``"10h"``, ``"th"``, ``" Th"`` -> ``"Th"`` (RULINGS R0-2); ValueError if not a card."""
    text = str(card).strip()
    rank, suit = text[:-1].upper(), text[-1:].lower()
    rank = "T" if rank == "10" else rank
    if len(rank) != 1 or rank not in RANKS or suit not in SUITS:
        raise ValueError(f"not a card: {card!r}")
    return rank + suit


def renderer(deck: str, name: str) -> QSvgRenderer:
    """The renderer of ``assets/cards/<deck>/<name>.svg`` (``name`` a card or ``"back"``)."""
    key = (deck, name)
    r = _renderers.get(key)
    if r is None:
        r = QSvgRenderer(str(asset("cards", deck, f"{name}.svg")))
        _renderers[key] = r
    return r


def card_pixmap(deck: str, name: str, width: int, height: int) -> QPixmap:
    """The card rendered at exactly ``width`` x ``height`` device pixels (cached)."""
    return render_pixmap(("face", deck, name, width, height), width, height, 1.0, 1.0,
                         lambda p: renderer(deck, name).render(p, QRectF(0, 0, width, height)))


HOLE_BAND = "#1d3b6f"  # the card back's blue


class CardItem(QGraphicsItem):
    """One card, face up or down, ``width`` scene units wide; can be raised (a winning card)."""

    def __init__(self, card: str | None, width: float, *, face_up: bool, deck: str,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.card = normalise(card) if card else None
        self.face_up = face_up and self.card is not None
        self.deck = deck
        self.width = width
        self.height = width * CARD_RATIO
        self.raised = False
        self.hole = False  # a stud hole card: once turned up, a band in the back's blue says it was down
        self._home_y = 0.0

    # -- state -------------------------------------------------------------
    def set_face_up(self, up: bool) -> None:
        up = up and self.card is not None
        if up != self.face_up:
            self.face_up = up
            self.update()

    def set_deck(self, deck: str) -> None:
        if deck != self.deck:
            self.deck = deck
            self.update()

    def set_home(self, x: float, y: float) -> None:
        self._home_y = y
        self.setPos(x, y - self.lift if self.raised else y)

    @property
    def lift(self) -> float:
        return self.height * 0.14

    def set_raised(self, raised: bool) -> None:
        if raised != self.raised:
            self.prepareGeometryChange()
            self.raised = raised
            self.setY(self._home_y - self.lift if raised else self._home_y)
            self.update()

    # -- painting ------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 9, self.height + 9)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        name = self.card if self.face_up and self.card else BACK
        draw_cached(painter, ("card", self.deck, name, self.width), rect.adjusted(0, 0, 4, 5),
                    lambda p: self._draw_card(p, name))
        if self.hole and self.face_up:
            band = QRectF(rect.left() + 1, rect.bottom() - self.height * 0.1, rect.width() - 2, self.height * 0.1 - 1)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(HOLE_BAND))
            painter.drawRoundedRect(band, self.width * 0.05, self.width * 0.05)
        if self.raised:
            radius = self.width * 0.075
            pen = QPen(QColor("#ffd34d"), max(2.5, self.width * 0.05))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)

    def _draw_card(self, painter: QPainter, name: str) -> None:
        """The card and its shadow, in item coordinates (drawn once per size, then cached)."""
        rect = self.card_rect()
        radius = self.width * 0.075
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(2.5, 3.5), radius, radius)
        renderer(self.deck, name).render(painter, rect)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path
