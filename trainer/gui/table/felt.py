"""The table itself (rail and felt), the croupier's tray, the board and the pots."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .cards import CARD_RATIO, CardItem
from .items import CHIP_COLOURS, PotItem, font
from .layout import Oval, Rect
from .pixcache import draw_cached

RAIL = 34.0
FeltShape = Literal["oval", "halfmoon"]


def felt_path(shape: FeltShape, oval: Oval, grow: float = 0.0, edge: float | None = None) -> QPainterPath:
    """The felt's outline, ``grow`` units larger all round (for the rail).

    A half-moon is the top half of ``oval`` closed by a straight edge at y = ``edge``.
    """
    rx, ry = oval.rx + grow, oval.ry + grow
    path = QPainterPath()
    if shape == "oval":
        path.addEllipse(QPointF(oval.cx, oval.cy), rx, ry)
        return path
    # Half-moon (Q Poker): the upper half of the oval over a straight croupier's edge.
    bottom = (oval.cy + 0.2 * oval.ry if edge is None else edge) + grow
    rect = QRectF(oval.cx - rx, oval.cy - ry, 2 * rx, 2 * ry)
    path.moveTo(oval.cx + rx, oval.cy)
    path.arcTo(rect, 0, 180)
    path.lineTo(oval.cx - rx, bottom - 40)
    path.quadTo(oval.cx - rx, bottom, oval.cx - rx + 40, bottom)
    path.lineTo(oval.cx + rx - 40, bottom)
    path.quadTo(oval.cx + rx, bottom, oval.cx + rx, bottom - 40)
    path.closeSubpath()
    return path


class FeltItem(QGraphicsItem):
    """Dark green felt inside a padded rail, with the game's name printed faintly."""

    def __init__(self, shape: FeltShape, oval: Oval, title: str = "", title_y: float | None = None,
                 edge: float | None = None) -> None:
        super().__init__()
        self.shape_kind, self.oval, self.title, self.edge = shape, oval, title, edge
        self.title_y = oval.cy if title_y is None else title_y
        self.setZValue(-100)

    def boundingRect(self) -> QRectF:
        return felt_path(self.shape_kind, self.oval, RAIL + 12, self.edge).boundingRect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # The largest thing drawn, the same for every question of a game: made once per scale.
        key = ("felt", self.shape_kind, self.oval, self.title, self.title_y, self.edge)
        draw_cached(painter, key, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        o = self.oval
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawPath(felt_path(self.shape_kind, o, RAIL + 8, self.edge).translated(0, 8))
        rail = QRadialGradient(QPointF(o.cx, o.cy - o.ry * 0.4), max(o.rx, o.ry) + RAIL)
        rail.setColorAt(0.0, QColor("#5a3820"))
        rail.setColorAt(1.0, QColor("#24150b"))
        painter.setBrush(rail)
        painter.setPen(QPen(QColor("#120a05"), 2))
        painter.drawPath(felt_path(self.shape_kind, o, RAIL, self.edge))
        painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(felt_path(self.shape_kind, o, RAIL - 6, self.edge))
        felt = QRadialGradient(QPointF(o.cx, o.cy - o.ry * 0.15), max(o.rx, o.ry))
        felt.setColorAt(0.0, QColor("#2e8a4c"))
        felt.setColorAt(0.7, QColor("#1d6d39"))
        felt.setColorAt(1.0, QColor("#11512a"))
        painter.setBrush(felt)
        painter.setPen(QPen(QColor("#0b2e17"), 3))
        painter.drawPath(felt_path(self.shape_kind, o, 0.0, self.edge))
        painter.setPen(QPen(QColor(255, 255, 255, 38), 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.shape_kind == "oval":  # the betting line
            painter.drawPath(felt_path(self.shape_kind, o, -o.ry * 0.2))
        else:
            inner = QRectF(o.cx - o.rx * 0.72, o.cy - o.ry * 0.72, o.rx * 1.44, o.ry * 1.44)
            painter.drawArc(inner, 16 * 15, 16 * 150)
        if self.title:
            painter.setPen(QColor(255, 255, 255, 55))
            painter.setFont(font(28, bold=True))
            painter.drawText(QRectF(o.cx - 400, self.title_y - 24, 800, 48), Qt.AlignmentFlag.AlignCenter,
                             self.title)


class TrayItem(QGraphicsItem):
    """The croupier's chip tray (decoration beside the croupier's place)."""

    W, H = 220.0, 34.0

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        draw_cached(painter, ("tray",), self.boundingRect().adjusted(-1, -1, 1, 1), self._draw)

    def _draw(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#0c0c0c"), 1.5))
        painter.setBrush(QColor("#2b2b2b"))
        painter.drawRoundedRect(self.boundingRect(), 6, 6)
        colours = [c for _, c in CHIP_COLOURS][:8]
        slot = (self.W - 12) / len(colours)
        for i, colour in enumerate(colours):
            r = QRectF(6 + i * slot + 2, 6, slot - 4, self.H - 12)
            painter.setPen(QPen(QColor(0, 0, 0, 160), 1))
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(r, 4, 4)


class BoardItem(QGraphicsItem):
    """The community cards with faint slots for those not dealt yet."""

    SLOTS = 5

    def __init__(self, cards: Sequence[str], card_w: float, deck: str) -> None:
        super().__init__()
        self.card_w = card_w
        self.gap = card_w * 0.12
        self.place = "board"
        self.cards: dict[str, list[CardItem]] = {"board": []}
        for i, card in enumerate(cards):
            item = CardItem(card, card_w, face_up=True, deck=deck, parent=self)
            item.set_home(i * (card_w + self.gap), card_w * CARD_RATIO * 0.14)
            self.cards["board"].append(item)

    @classmethod
    def size(cls, card_w: float) -> tuple[float, float]:
        return cls.SLOTS * card_w * 1.12 - card_w * 0.12, card_w * CARD_RATIO * 1.14

    def boundingRect(self) -> QRectF:
        w, h = self.size(self.card_w)
        return QRectF(0, 0, w, h)

    def all_cards(self) -> list[CardItem]:
        return self.cards["board"]

    def raise_cards(self, cards: Sequence[str] | None) -> None:
        wanted = set(cards or ())
        for card in self.all_cards():
            card.set_raised(card.card in wanted)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if len(self.cards["board"]) < self.SLOTS:  # dashed antialiased outlines: drawn once per scale
            key = ("slots", self.card_w, len(self.cards["board"]))
            draw_cached(painter, key, self.boundingRect().adjusted(-2, -2, 2, 2), self._draw_slots)

    def _draw_slots(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 50), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 25))
        h = self.card_w * CARD_RATIO
        for i in range(len(self.cards["board"]), self.SLOTS):
            r = QRectF(i * (self.card_w + self.gap), h * 0.14, self.card_w, h)
            painter.drawRoundedRect(r, self.card_w * 0.075, self.card_w * 0.075)


def pot_rects(n: int, area: Rect) -> list[Rect]:
    """``n`` pots in ``area``: rows of up to four, shrunk only when more than two rows."""
    if n <= 0:
        return []
    w, h = PotItem.WIDTH + 6, PotItem.HEIGHT + 4
    per_row = min(n, 4)
    rows = [list(range(i, min(i + per_row, n))) for i in range(0, n, per_row)]
    scale = min(1.0, area.w / (per_row * w), area.h / (len(rows) * h))
    out = []
    top = area.y + (area.h - len(rows) * h * scale) / 2
    for r, row in enumerate(rows):
        left = area.x + (area.w - len(row) * w * scale) / 2
        out += [Rect(left + j * w * scale, top + r * h * scale, w * scale, h * scale)
                for j in range(len(row))]
    return out
