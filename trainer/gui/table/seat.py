"""A seat (or the banker's / croupier's place): its cards, its plate, its marks.

A :class:`SeatItem` is a box whose size :class:`SeatShape` computes before any
item exists, so layout.py can fit every seat of a table before drawing.  Inside
the box, top to bottom: room to raise cards, the card rows, Q Poker's betting
circles, and the plate (or the plate first, for Q Poker spots).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from trainer.engine.chipset import ChipSet

from .cards import CARD_RATIO, CardItem
from .items import BADGE_R, MARKER_R, NUMBER_R, PLATE_H, BadgeItem, BetCircleItem, PlateItem, SeatStackItem
from .layout import fan_width
from .notes import TAG_GAP, TAG_H, TagItem, line_rows, tag_height, tag_lines

GAP = 6.0
PLATE_W = 176.0
LIFT = 0.14  # raised cards go up this fraction of their height
SEAT_Z = 5.5
"""Above the bets and pots in front of the seats (5), below the payments (6) and the panels (8):
a seat's tags ("FOLDED") and plate stay in sight where its chips crowd it (issue 33 U7)."""


@dataclass(frozen=True)
class SeatShape:
    """What a seat box must hold, to size it for a card width."""

    rows: tuple[int, ...]  # cards per row, top to bottom
    step: float = 0.5  # fraction of a card's width left showing by the next card
    row_step: float = 0.6  # fraction of a card's height between stacked rows
    lead: float = 0.0  # extra gap after the first card (stud's hole card), fraction of a width
    circles: bool = False
    plate_w: float = PLATE_W
    plate_first: bool = False
    tag_rows: int = 0  # lines of tags ("FOLDED", "ALL-IN", ...) kept under the plate
    min_w: float = 0.0  # at least this wide (the widest line of tags)
    stack_row: bool = False  # a row under the plate for the seat's stack (its chips left)

    @property
    def tags_h(self) -> float:
        """The room under the plate: the tags' lines, and the stack's row."""
        return self.tag_rows * (TAG_H + TAG_GAP) + (SeatStackItem.HEIGHT + TAG_GAP if self.stack_row else 0.0)

    def cards_size(self, card_w: float) -> tuple[float, float]:
        rows = [n for n in self.rows if n] or []
        if not rows:
            return 0.0, 0.0
        h = card_w * CARD_RATIO
        return (max(self.row_width(n, card_w) for n in rows),
                h * (1 + self.row_step * (len(self.rows) - 1)))

    def row_width(self, n: int, card_w: float) -> float:
        return fan_width(n, card_w, self.step) + (self.lead * card_w if n > 1 else 0.0)

    def card_x(self, k: int, card_w: float) -> float:
        return k * card_w * self.step + (self.lead * card_w if k > 0 else 0.0)

    def size(self, card_w: float) -> tuple[float, float]:
        cw, ch = self.cards_size(card_w)
        w = max(cw + BADGE_R * 0.6 if cw else 0.0, self.plate_w, self.min_w,
                2 * BetCircleItem.SIZE + GAP if self.circles else 0.0,
                SeatStackItem.WIDTH if self.stack_row else 0.0)
        h = PLATE_H + self.tags_h
        if ch:
            h += ch + GAP + card_w * CARD_RATIO * LIFT
        if self.circles:
            h += BetCircleItem.SIZE + GAP
        return w, h


@dataclass
class SeatContent:
    """What to draw in a seat: plate texts, card rows (card or None for an unseen card)."""

    place: int  # seat number; 0 for the banker or croupier
    number: int | None
    title: str
    status: str = ""
    marker: bool = False
    occupied: bool = True
    folded: bool = False
    clickable: bool = True
    rows: dict[str, list[str | None]] = field(default_factory=dict)
    private: dict[str, list[bool]] = field(default_factory=dict)  # which cards hide until revealed
    circles: tuple[tuple[str, int | None], ...] = ()
    tags: tuple[tuple[str, str], ...] = ()  # (text, kind): see notes.TAG_COLOURS
    stack: int = 0  # the chips the seat has left in front of it (drawn by denomination)
    stack_label: str = ""  # written beside them ("STACK 4,900")


class SeatItem(QGraphicsItem):
    """One place at the table, ``size`` scene units, laid out as ``shape`` says."""

    def __init__(self, content: SeatContent, shape: SeatShape, card_w: float, size: tuple[float, float],
                 *, deck: str, reveal: bool, chip_set: ChipSet | None = None, totals_shown: bool = True) -> None:
        super().__init__()
        self.chip_set, self.totals_shown = chip_set, totals_shown
        self.stack: SeatStackItem | None = None
        self.content, self.layout_shape = content, shape
        self.place = content.place
        self.w, self.h = size
        self.card_w = card_w
        self.highlighted = False
        self.cards: dict[str, list[CardItem]] = {}
        self._row_rects: dict[str, QRectF] = {}
        self._outlines: list[QGraphicsPathItem] = []
        self._badge: BadgeItem | None = None
        self.tags: list[TagItem] = []
        self.setZValue(SEAT_Z)
        self._build(deck, reveal)
        if content.folded:
            self.setOpacity(0.38)
        self.clickable = content.occupied and content.clickable
        if self.clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    # -- building ------------------------------------------------------------
    def _build(self, deck: str, reveal: bool) -> None:
        c, shape = self.content, self.layout_shape
        y = 0.0
        if c.occupied:
            plate_w = min(self.w, shape.plate_w)
        else:  # the number alone, and the marker beside it when it lies at an empty seat
            plate_w = 2 * NUMBER_R + 12 + (2 * MARKER_R + 6 if c.marker else 0)
        plate = PlateItem(plate_w, c.number, c.title, c.status, c.marker, c.occupied, self)
        if shape.plate_first:
            plate.setPos((self.w - plate.width) / 2, 0)
            y = self._build_tags(self._build_stack(PLATE_H + TAG_GAP)) + GAP - TAG_GAP
            y = self._build_circles(y)
            self._build_rows(y, deck, reveal)
        else:
            y = self._build_rows(y, deck, reveal)
            y = self._build_circles(y)
            plate.setPos((self.w - plate.width) / 2, self.h - PLATE_H - shape.tags_h)
            self._build_tags(self._build_stack(self.h - shape.tags_h + TAG_GAP))
        self.plate = plate

    def _build_stack(self, y: float) -> float:
        """The seat's stack by denomination in a row from ``y``, just under its plate (its
        tags under it; a seat with no chips left has its tags there); the y below it."""
        if not (self.layout_shape.stack_row and self.content.occupied and self.content.stack > 0):
            return y
        width = min(self.w, max(self.layout_shape.plate_w, SeatStackItem.WIDTH))
        self.stack = SeatStackItem(self.content.stack, self.content.stack_label, width, self,
                                   place=self.content.place, chip_set=self.chip_set, totals_shown=self.totals_shown)
        self.stack.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)  # clear on a folded seat
        self.stack.setPos((self.w - width) / 2, y)
        return y + SeatStackItem.HEIGHT + TAG_GAP

    def _build_tags(self, y: float) -> float:
        """The seat's tags in centred lines from ``y``; returns the y below them."""
        kinds = dict(self.content.tags)
        for line in tag_lines([t for t, _ in self.content.tags], self.w):
            items = [TagItem(text, kinds[text], self) for text in line]
            width = sum(i.width for i in items) + TAG_GAP * (len(items) - 1)
            x = (self.w - width) / 2
            for item in items:
                item.setPos(x, y)
                x += item.width + TAG_GAP
            self.tags.extend(items)
            y += tag_height(line_rows(line)) + TAG_GAP
        return y

    def _build_rows(self, y: float, deck: str, reveal: bool) -> float:
        if not any(self.layout_shape.rows):
            return y
        cw = self.card_w
        ch = cw * CARD_RATIO
        y += ch * LIFT
        for i, (name, cards) in enumerate(self.content.rows.items()):
            n = len(cards)
            width = self.layout_shape.row_width(n, cw)
            x0 = (self.w - width) / 2
            if width + BADGE_R * 0.6 > self.w - 1:  # leave the badge's overhang on the right
                x0 = 0.0
            top = y + i * ch * self.layout_shape.row_step
            private = self.content.private.get(name, [True] * n)
            items = []
            for k, card in enumerate(cards):
                item = CardItem(card, cw, face_up=self._shows(private[k], reveal), deck=deck, parent=self)
                item.hole = private[k] and not all(private)  # a hidden card among open ones: stud's hole card
                item.set_home(x0 + self.layout_shape.card_x(k, cw), top)
                item.setZValue(1 + i * 20 + k)
                items.append(item)
            self.cards[name] = items
            last = i == len(self.content.rows) - 1
            self._row_rects[name] = QRectF(x0, top, width, ch if last else ch * self.layout_shape.row_step)
        return y + self.layout_shape.cards_size(cw)[1] + GAP

    def _build_circles(self, y: float) -> float:
        if not self.layout_shape.circles:
            return y
        size = BetCircleItem.SIZE
        x0 = (self.w - (2 * size + GAP)) / 2
        for i, (label, amount) in enumerate(self.content.circles):
            item = BetCircleItem(label, amount, self)
            item.setPos(x0 + i * (size + GAP), y)
        return y + size + GAP

    # -- marks ---------------------------------------------------------------
    def all_cards(self) -> list[CardItem]:
        return [card for row in self.cards.values() for card in row]

    def set_deck(self, deck: str) -> None:
        for card in self.all_cards():
            card.set_deck(deck)

    def set_revealed(self, reveal: bool) -> None:
        """Private cards face up (``True``) or down; open cards stay up."""
        for name, row in self.cards.items():
            private = self.content.private.get(name, [True] * len(row))
            for card, hidden in zip(row, private, strict=False):
                card.set_face_up(self._shows(hidden, reveal))

    def _shows(self, private: bool, reveal: bool) -> bool:
        """Open cards always show; private ones when revealed, never for a folded seat."""
        return not private or (reveal and not self.content.folded)

    def set_badge(self, text: str | None) -> None:
        if self._badge is not None:
            self._badge.setParentItem(None)  # type: ignore[arg-type]  # Qt takes None: no parent
            if self.scene():
                self.scene().removeItem(self._badge)
            self._badge = None
        if text:
            self._badge = BadgeItem(text, self)
            x, y = self._badge_spot()
            self._badge.setPos(x, y)

    def _badge_spot(self) -> tuple[float, float]:
        """On the top-right corner of the cards (the blank corner of the last card), else of the plate."""
        rects = list(self._row_rects.values())
        if rects:
            right, top = rects[0].right(), rects[0].top()
        else:
            right, top = self.plate.x() + self.plate.width, self.plate.y()
        x = min(right - 2, self.w - BADGE_R - 2)
        y = min(max(top + 2, BADGE_R + 2), self.h - BADGE_R - 2)
        return x, y

    @property
    def badge(self) -> str | None:
        return self._badge.text if self._badge else None

    def outline_rows(self, rows: Iterable[str]) -> None:
        """Outline these rows (a 13-card foul) in red; an empty list clears them."""
        for item in self._outlines:
            item.setParentItem(None)  # type: ignore[arg-type]  # Qt takes None: no parent
            if self.scene():
                self.scene().removeItem(item)
        self._outlines = []
        for name in rows:
            rect = self._row_rects.get(name)
            if rect is None:
                continue
            path = QPainterPath()
            path.addRoundedRect(rect.adjusted(-3, -3, 3, 3), 7, 7)
            item = QGraphicsPathItem(path, self)
            item.setPen(QPen(QColor("#ff3b30"), 4.5))
            item.setZValue(80)
            item.setData(0, name)
            self._outlines.append(item)

    def row_rect(self, name: str) -> QRectF | None:
        """Where a card row lies, in the seat's coordinates."""
        return self._row_rects.get(name)

    @property
    def outlined_rows(self) -> list[str]:
        return [item.data(0) for item in self._outlines]

    def raise_cards(self, cards: Sequence[str] | None) -> None:
        """Raise these cards (the winning five), lower all others; None lowers all."""
        wanted = set(cards or ())
        for card in self.all_cards():
            card.set_raised(card.face_up and card.card in wanted)

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    # -- painting ------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.highlighted:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffd34d"), 4))
        painter.setBrush(QColor(255, 211, 77, 55))
        painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 14, 14)
