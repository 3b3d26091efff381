"""Small table items: chip stacks with their amount, seat plates, badges, bet circles.

Sizes are in scene units (the scene is 1600 x 900, see layout.py); the view scales
everything, so text sizes here are pixel sizes at 1600 x 900.  Each item is drawn
once per look and scale into a cached pixmap (``pixcache``), then blitted.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from trainer.engine.chipset import ChipSet, stacks_of, total
from trainer.i18n import number
from trainer.scenarios.words import listed

from .chips import GAP, HOUSE_LOOKS, Stacks, chip_stacks, draw_plan, plan_stacks
from .pixcache import draw_cached, screen_scale

# The croupier's tray's colours (decoration: chips on the table are drawn by chips.py).
CHIP_COLOURS: tuple[tuple[int, str], ...] = tuple(
    (value, HOUSE_LOOKS[value][0]) for value in (25_000, 5_000, 1_000, 500, 100, 25, 5, 1))
HOUSE = ChipSet()  # the house set, when an item is given none
PLATE_H = 44.0
NUMBER_R = 17.0
BADGE_R = 17.0
MARKER_R = 14.0  # the marker button ("a mão") on a plate
READABLE_PX = 9.0
"""The least height on the screen of a word on the table (issue 33 U7): a label is drawn larger
than its own size where the window draws the table small (:func:`label_font`); the panels keep
to it by their own scale (view.py)."""
LABEL_GROWTH = 1.6
"""The most a label grows to stay readable: a table drawn smaller than that (a preview's
thumbnail) is not read word by word, and its labels keep to their boxes."""


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def label_font(painter: QPainter | None, px: float, bold: bool = False) -> QFont:
    """The font of a label drawn ``px`` high in the scene by ``painter``: larger where the table
    is drawn small, so that it lands at least READABLE_PX high on the screen (at most
    LABEL_GROWTH times ``px``).  Chosen as it is painted, so a resized window or a table
    prepared ahead draws it at its own scale (the cached pictures are made per scale); the
    boxes stay as laid out, the words fitted to them (:func:`fitted`).  None: ``px`` itself."""
    scale = screen_scale(painter) if painter is not None else 0.0
    if scale <= 0:
        return font(px, bold)
    return font(max(px, min(math.ceil(READABLE_PX / scale - 1e-6), px * LABEL_GROWTH)), bold)


def fitted(f: QFont, text: str, width: float) -> QFont:
    """``f`` narrowed (its letters' width, not their height) so that each line of ``text`` fits in
    ``width``: a label grown to stay readable keeps to the box laid out for it."""
    wide = max((QFontMetricsF(f).horizontalAdvance(line) for line in text.split("\n")), default=0.0)
    if wide <= width or wide <= 0:
        return f
    narrow = QFont(f)
    narrow.setStretch(max(50, math.floor(100 * width / wide)))
    return narrow


def elided(text: str, f: QFont, width: float) -> str:
    """``text`` cut to ``width`` in ``f`` with an ellipsis (memoised: a pot's label and seats
    recur from question to question)."""
    key = (text, f.key(), width)
    out = _elided.get(key)
    if out is None:
        if len(_elided) >= 1024:
            _elided.clear()
        out = _elided[key] = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)
    return out


_elided: dict[tuple[str, str, float], str] = {}


def amount_text(amount: int) -> str:
    """An amount as every screen writes it (:func:`trainer.i18n.number`)."""
    return number(amount)


def pill_height(lines: list[tuple[str, QFont]]) -> float:
    """The height of :func:`draw_pill`'s pill for ``lines``."""
    return sum(QFontMetricsF(f).height() for _, f in lines) + 4


def draw_pill(painter: QPainter, centre: QPointF, lines: list[tuple[str, QFont]],
              fill: QColor | None = None, text: QColor | None = None, width: float | None = None) -> QRectF:
    """Text lines centred on ``centre`` in a dark rounded pill; returns the pill rect.
    ``width``: the widest the pill may be (its lines narrowed to fit, :func:`fitted`)."""
    fill = fill or QColor(10, 20, 14, 215)
    text = text or QColor("#ffffff")
    if width is not None:
        lines = [(t, fitted(f, t, width - 16)) for t, f in lines]
    metrics = [QFontMetricsF(f) for _, f in lines]
    w = math.ceil(max(m.horizontalAdvance(t) for (t, _), m in zip(lines, metrics, strict=True))) + 16
    if width is not None:
        w = min(w, math.floor(width))
    h = sum(m.height() for m in metrics) + 4
    rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    radius = min(h / 2, 12)

    def background(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawRoundedRect(rect, radius, radius)

    # The pill of each width drawn once per scale (an antialiased rounded rectangle costs ten
    # blits); the text over it is the amount's own.
    draw_cached(painter, ("pill", w, h, fill.rgba()), rect, background)
    painter.setPen(text)
    y = rect.top() + 2
    for (t, f), m in zip(lines, metrics, strict=True):
        painter.setFont(f)
        painter.drawText(QRectF(rect.left(), y, w, m.height()), Qt.AlignmentFlag.AlignCenter, t)
        y += m.height()
    return rect


class ChipsItem(QGraphicsItem):
    """What every drawing of chips on the table shares: the table's chip set, the amount's
    stacks by denomination (:func:`chips.chip_stacks`), and whether its total is written."""

    def __init__(self, parent: QGraphicsItem | None, chip_set: ChipSet | None, totals_shown: bool) -> None:
        super().__init__(parent)
        self.chip_set = chip_set or HOUSE
        self.totals_shown = totals_shown
        self._locale = QLocale().name()  # (a language change draws the table afresh)

    def drawn_amount(self) -> int:
        raise NotImplementedError

    def stacks(self) -> Stacks:
        """The stacks drawn: each denomination present, largest first, with its stacks."""
        return chip_stacks(self.drawn_amount(), self.chip_set)

    def set_totals_shown(self, shown: bool) -> None:
        """Write the total under the chips, or leave the trainee to count them."""
        if shown != self.totals_shown:
            self.totals_shown = shown
            self.update()

    def set_chip_set(self, chip_set: ChipSet) -> None:
        self.chip_set = chip_set
        self.update()

    def _chip_key(self) -> tuple[object, ...]:
        return (self.chip_set.values, self.totals_shown, self._locale)

    def _compose(self, painter: QPainter) -> None:
        """:meth:`_draw` without smooth pixmap transformation: an amount is drawn as sprites
        blitted unscaled at whole device pixels (the same pixels either way), shapes and text,
        and the raster engine sets its text drawing up afresh after each switch of the hint
        (each sprite's blit switched it off and on again: a third of an amount's drawing)."""
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if smooth:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        self._draw(painter)
        if smooth:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)

    def _draw(self, painter: QPainter) -> None:
        raise NotImplementedError


class ChipStackItem(ChipsItem):
    """A seat's chips (committed, or a stake) in stacks by denomination, the amount
    written under them (unless the totals are hidden).

    With ``round_amount`` (a round's actions are on the table, issue 17 item 2) the chips
    are those the seat put in during that round, written large, and ``caption`` (the
    seat's total for the hand) is written under them; ``amount`` stays the total.
    """

    WIDTH, HEIGHT = 136.0, 96.0
    ROUND_HEIGHT = 114.0
    CHIP_D = 34.0

    def __init__(self, amount: int, parent: QGraphicsItem | None = None, *,
                 round_amount: int | None = None, caption: str = "", place: int | None = None,
                 chip_set: ChipSet | None = None, totals_shown: bool = True) -> None:
        super().__init__(parent, chip_set, totals_shown)
        self.amount = int(amount)
        self.place = place  # whose chips they are
        self.round_amount = round_amount
        self.caption = caption
        self.made_up: dict[int, int] | None = None
        self.width = self.WIDTH
        self.height = self.ROUND_HEIGHT if caption else self.HEIGHT
        self.setZValue(5)

    def drawn_amount(self) -> int:
        return self.amount if not self.caption else (self.round_amount or 0)

    def stacks(self) -> Stacks:
        """The fewest chips of the amount, or the chips it is made up of (:meth:`set_made_up`)."""
        if self.made_up and total(self.made_up) == self.drawn_amount():
            return stacks_of(self.made_up)
        return super().stacks()

    def set_made_up(self, chips: Mapping[int, int] | None) -> None:
        """Draw the amount as these chips (a stack handed in to be coloured up, issue 20);
        None: as its fewest chips."""
        self.made_up = dict(chips) if chips else None
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        chips = tuple(sorted(self.made_up.items())) if self.made_up else None
        key = ("chips", self.amount, self.round_amount, self.caption, chips, *self._chip_key())
        draw_cached(painter, key, self.boundingRect(), self._compose, transient=True)

    def _lines(self, painter: QPainter | None = None) -> list[tuple[str, QFont]]:
        """The words under the chips, in the fonts ``painter`` draws them in (:func:`label_font`)."""
        shown = self.drawn_amount()
        lines = [(amount_text(shown), label_font(painter, 19, bold=True))] if shown else []
        if self.caption:  # larger when it is all there is to read
            lines.append((self.caption, label_font(painter, 15 if shown else 17, bold=not shown)))
        return lines

    def _draw(self, painter: QPainter) -> None:
        lines = self._lines(painter)  # the space for them is kept when hidden: the chips stay put
        pill_h = pill_height(lines) if lines else 0.0
        pill_top = self.height - pill_h
        plan = plan_stacks(self.stacks(), self.width - 4, pill_top - 4, self.CHIP_D)
        draw_plan(painter, plan, self.chip_set, QPointF(2, 2))
        if lines and self.totals_shown:
            draw_pill(painter, QPointF(self.width / 2, pill_top + pill_h / 2), lines, width=self.width)


class PayoutItem(ChipStackItem):
    """A payment the croupier has made (issue 20): its fewest chips, as every amount is drawn,
    set beside what it pays (a circle, a stake, a winner's bet), "+amount" under them unless
    the totals are hidden.  ``seat`` and ``bet`` name what it pays (as the engine's payment)."""

    def __init__(self, amount: int, seat: int, bet: str, parent: QGraphicsItem | None = None, *,
                 chip_set: ChipSet | None = None, totals_shown: bool = True) -> None:
        super().__init__(amount, parent, place=seat, chip_set=chip_set, totals_shown=totals_shown)
        self.bet = bet
        self.width = self._fitted_width()
        self.setZValue(6)

    def _fitted_width(self) -> float:
        """As wide as its stacks and its "+amount" need, not a seat's chips' whole box, so it
        is set right beside what it pays: its stacks stand as they would in the whole box
        (their rows as wide as there, each centred), and its label fits."""
        lines = self._lines()
        pill_h = sum(QFontMetricsF(f).height() for _, f in lines) + 4
        plan = plan_stacks(self.stacks(), self.WIDTH - 4, self.height - pill_h - 4, self.CHIP_D)
        per_row = Counter(p.base for p in plan.stacks)
        chips_w = max(per_row.values(), default=0) * plan.diameter * GAP + 2
        pill_w = max(math.ceil(QFontMetricsF(f).horizontalAdvance(t)) for t, f in lines) + 16
        return min(self.WIDTH, math.ceil(max(chips_w, pill_w)) + 4.0)

    def label(self) -> str:
        return QCoreApplication.translate("TableView", "+{amount}", "beside a payment: the amount paid"
                                          ).format(amount=amount_text(self.amount))

    def _lines(self, painter: QPainter | None = None) -> list[tuple[str, QFont]]:
        return [(self.label(), label_font(painter, 19, bold=True))]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        key = ("payout", self.amount, self.label(), *self._chip_key())
        draw_cached(painter, key, self.boundingRect(), self._compose, transient=True)


class SeatStackItem(ChipsItem):
    """A seat's stack (the chips it has left in front of it, behind its bets) in stacks by
    denomination, in a row under its plate, its amount at the right unless the totals are
    hidden — then the chips take the whole row, to be counted.  ``label`` (the amount in
    words, "STACK 4,900") is its tool tip while the totals are shown."""

    WIDTH, HEIGHT = 204.0, 36.0  # the row's width where the seat has room (its plate's, at least)
    CHIP_D = 26.0
    LABEL_PX = 14.0

    def __init__(self, amount: int, label: str, width: float, parent: QGraphicsItem | None = None, *,
                 place: int | None = None, chip_set: ChipSet | None = None, totals_shown: bool = True) -> None:
        super().__init__(parent, chip_set, totals_shown)
        self.amount = int(amount)
        self.label = label
        self.width = width
        self.place = place  # whose chips they are
        self.setZValue(4)
        self.setToolTip(label if totals_shown else "")

    def drawn_amount(self) -> int:
        return self.amount

    def set_totals_shown(self, shown: bool) -> None:
        super().set_totals_shown(shown)
        self.setToolTip(self.label if shown else "")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        key = ("seat-stack", self.amount, self.width, *self._chip_key())
        draw_cached(painter, key, self.boundingRect(), self._compose, transient=True)

    def label_width(self, painter: QPainter | None = None) -> float:
        """The amount's room at the right of the row (as ``painter`` draws it, :func:`label_font`)."""
        text = amount_text(self.amount)
        f = label_font(painter, self.LABEL_PX, bold=True)
        return min(math.ceil(QFontMetricsF(f).horizontalAdvance(text)) + 16, self.width / 2)

    def chips_rect(self, label_w: float | None = None) -> QRectF:
        """Where the chips stand: left of the amount, or the whole row when it is hidden."""
        if not self.totals_shown:
            return QRectF(2, 2, self.width - 4, self.HEIGHT - 4)
        right = self.width - ((self.label_width() if label_w is None else label_w) + 4)
        return QRectF(2, 2, right - 4, self.HEIGHT - 4)

    def _draw(self, painter: QPainter) -> None:
        label_w = self.label_width(painter) if self.totals_shown else 0.0
        box = self.chips_rect(label_w)
        plan = plan_stacks(self.stacks(), box.width(), box.height(), self.CHIP_D)
        draw_plan(painter, plan, self.chip_set, box.topLeft())
        if self.totals_shown:
            draw_pill(painter, QPointF(self.width - label_w / 2, self.HEIGHT / 2),
                      [(amount_text(self.amount), label_font(painter, self.LABEL_PX, bold=True))],
                      QColor(35, 50, 57, 235), QColor("#f1e4bf"), width=label_w)


def seat_runs(seats: tuple[int, ...]) -> str:
    """Seat numbers, three or more in a row written as a run: (1, 2, 3, 4, 6, 9) -> "1–4, 6, 9"."""
    out: list[str] = []
    ordered = sorted(set(seats))
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        if j - i >= 2:
            out.append(f"{ordered[i]}–{ordered[j]}")
        else:
            out += [str(n) for n in ordered[i:j + 1]]
        i = j + 1
    return listed(out)


class PotItem(ChipsItem):
    """A pot in the centre: its chips in stacks by denomination over its label, the seats
    that can win it (a side pot's) and its amount (unless the totals are hidden)."""

    WIDTH, HEIGHT = 164.0, 116.0
    CHIP_D = 34.0

    def __init__(self, amount: int, label: str, parent: QGraphicsItem | None = None, *,
                 seats: tuple[int, ...] = (), chip_set: ChipSet | None = None, totals_shown: bool = True) -> None:
        super().__init__(parent, chip_set, totals_shown)
        self.amount = int(amount)
        self.label = label
        self.seats = tuple(int(s) for s in seats)  # who can win it
        self.setZValue(5)

    def drawn_amount(self) -> int:
        return self.amount

    def seats_text(self) -> str:
        if not self.seats:
            return ""
        return QCoreApplication.translate("TableView", "seats {seats}", "under a pot: the seats that can win it"
                                          ).format(seats=seat_runs(self.seats))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.WIDTH, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        key = ("pot", self.amount, self.label, self.seats, *self._chip_key())
        draw_cached(painter, key, self.boundingRect(), self._compose, transient=True)

    def _draw(self, painter: QPainter) -> None:
        name_font = label_font(painter, 13)
        seats_font, amount_font = label_font(painter, 13, bold=True), label_font(painter, 18, bold=True)
        width = self.WIDTH - 16
        lines = [(elided(self.label, name_font, width), name_font)]
        if self.seats:
            lines.append((elided(self.seats_text(), seats_font, width), seats_font))
        amount = (amount_text(self.amount), amount_font)
        pill_h = pill_height([*lines, amount])  # kept when hidden
        if self.totals_shown:
            lines.append(amount)
        pill_top = self.HEIGHT - pill_h
        plan = plan_stacks(self.stacks(), self.WIDTH - 4, pill_top - 4, self.CHIP_D)
        draw_plan(painter, plan, self.chip_set, QPointF(2, 2))
        draw_pill(painter, QPointF(self.WIDTH / 2, pill_top + pill_height(lines) / 2), lines, width=self.WIDTH)


class BetCircleItem(ChipsItem):
    """A betting circle on the felt (Q Poker's pair plus and bet) with its chips and amount."""

    SIZE = 84.0

    def __init__(self, label: str, amount: int | None, parent: QGraphicsItem | None = None, *,
                 chip_set: ChipSet | None = None, totals_shown: bool = True) -> None:
        super().__init__(parent, chip_set, totals_shown)
        self.label = label
        self.amount = amount

    def drawn_amount(self) -> int:
        return int(self.amount or 0)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.SIZE, self.SIZE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        key = ("circle", self.label, self.amount, *self._chip_key())
        draw_cached(painter, key, self.boundingRect(), self._compose, transient=True)

    def _draw(self, painter: QPainter) -> None:
        r = self.SIZE / 2 - 8
        c = QPointF(self.SIZE / 2, r + 2)
        painter.setPen(QPen(QColor(240, 220, 150, 200), 2.5))
        painter.setBrush(QColor(0, 0, 0, 35))
        painter.drawEllipse(c, r, r)
        words = label_font(painter, 12, bold=True)
        label = self.label.upper()
        painter.setPen(QColor(240, 220, 150, 230))
        if not self.amount:
            lines = "\n".join(label.split(" ")) if QFontMetricsF(words).horizontalAdvance(label) > 2 * r else label
            painter.setFont(fitted(words, lines, 2 * r))
            painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, lines)
            return
        painter.setFont(fitted(words, label, self.SIZE - 4))
        label_h = QFontMetricsF(words).height()
        painter.drawText(QRectF(0, c.y() - r + 1, self.SIZE, label_h), Qt.AlignmentFlag.AlignCenter, label)
        amount = [(amount_text(self.amount), label_font(painter, 17, True))]
        pill_h = pill_height(amount)
        top = c.y() - r + label_h
        bottom = self.SIZE - pill_h - 1 if self.totals_shown else c.y() + r - 4
        plan = plan_stacks(self.stacks(), 2 * r - 8, bottom - top, 40)
        draw_plan(painter, plan, self.chip_set, QPointF(c.x() - r + 4, top))
        if self.totals_shown:
            draw_pill(painter, QPointF(c.x(), self.SIZE - pill_h / 2), amount, width=self.SIZE)


class PlateItem(QGraphicsItem):
    """A seat's name plate: number disc, name, status line, and the marker button."""

    def __init__(self, width: float, number: int | None, title: str, status: str = "",
                 marker: bool = False, occupied: bool = True, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width, self.number, self.title = width, number, title
        self.status, self.marker, self.occupied = status, marker, occupied

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, PLATE_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        key = ("plate", self.width, self.number, self.title, self.status, self.marker, self.occupied,
               QCoreApplication.translate("TableView", "D", "the marker button"))
        draw_cached(painter, key, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        if self.occupied:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5))
            painter.setBrush(QColor(18, 22, 20, 225))
        else:
            dashed = QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(dashed)
            painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect, PLATE_H / 2, PLATE_H / 2)
        left = 8.0
        if self.number is not None:
            centre = QPointF(rect.left() + 4 + NUMBER_R, rect.center().y())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f1e4bf") if self.occupied else QColor(255, 255, 255, 60))
            painter.drawEllipse(centre, NUMBER_R, NUMBER_R)
            painter.setPen(QColor("#1a1a1a") if self.occupied else QColor(255, 255, 255, 170))
            painter.setFont(label_font(painter, 20, bold=True))
            painter.drawText(QRectF(centre.x() - NUMBER_R, centre.y() - NUMBER_R, 2 * NUMBER_R, 2 * NUMBER_R),
                             Qt.AlignmentFlag.AlignCenter, str(self.number))
            left = 4 + 2 * NUMBER_R + 8
        elif not self.status:
            painter.setFont(fitted(label_font(painter, 17, bold=True), self.title, rect.width() - 8))
            painter.setPen(QColor("#ffffff"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.title)
            return
        right = rect.width() - (2 * MARKER_R + 10 if self.marker else 10)
        text_w = max(right - left, 0)
        name_font, status_font = label_font(painter, 17, bold=True), label_font(painter, 13)
        painter.setPen(QColor("#ffffff"))
        name = QFontMetricsF(name_font).elidedText(self.title, Qt.TextElideMode.ElideRight, text_w)
        painter.setFont(name_font)
        if self.status:
            # two lines in the plate: the status's line shares the name's spare leading when
            # both are grown (label_font)
            status_h = min(QFontMetricsF(status_font).height(), PLATE_H - 22)
            painter.drawText(QRectF(left, 3, text_w, PLATE_H - 6 - status_h), Qt.AlignmentFlag.AlignVCenter, name)
            painter.setFont(fitted(status_font, self.status, text_w))
            painter.setPen(QColor("#f0c36b"))
            painter.drawText(QRectF(left, PLATE_H - 3 - status_h, text_w, status_h),
                             Qt.AlignmentFlag.AlignVCenter, self.status)
        else:
            painter.drawText(QRectF(left, 0, text_w, PLATE_H), Qt.AlignmentFlag.AlignVCenter, name)
        if self.marker:
            self._paint_marker(painter, self.marker_centre())

    def marker_centre(self) -> QPointF:
        """Where the marker button is drawn, in the plate's coordinates."""
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        return QPointF(rect.right() - 4 - MARKER_R, rect.center().y())

    def _paint_marker(self, painter: QPainter, centre: QPointF) -> None:
        painter.setPen(QPen(QColor("#333333"), 1.5))
        painter.setBrush(QColor("#fbfbf4"))
        painter.drawEllipse(centre, MARKER_R, MARKER_R)
        painter.setPen(QColor("#111111"))
        painter.setFont(label_font(painter, 16, bold=True))
        # The marker button ("a mão", RULINGS R2-1).
        text = QCoreApplication.translate("TableView", "D", "the marker button")
        painter.drawText(QRectF(centre.x() - 14, centre.y() - 14, 28, 28), Qt.AlignmentFlag.AlignCenter, text)


class BadgeItem(QGraphicsItem):
    """A numbered disc on a seat (showdown order, first to act, ...)."""

    def __init__(self, text: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.setZValue(20)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)  # clear on a folded seat

    def boundingRect(self) -> QRectF:
        return QRectF(-BADGE_R - 1, -BADGE_R - 1, 2 * BADGE_R + 2, 2 * BADGE_R + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 2.5))
        painter.setBrush(QColor("#e8590c"))
        painter.drawEllipse(QPointF(0, 0), BADGE_R, BADGE_R)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(fitted(label_font(painter, 20 if len(self.text) < 3 else 14, bold=True), self.text,
                               2 * BADGE_R - 4))
        painter.drawText(QRectF(-BADGE_R, -BADGE_R, 2 * BADGE_R, 2 * BADGE_R), Qt.AlignmentFlag.AlignCenter,
                         self.text)


class DiceItem(QGraphicsItem):
    """The dice of a 13-card deal (RULINGS R5-1), drawn as white dice with pips."""

    SIDE = 30.0
    PIPS: ClassVar[dict[int, list[tuple[int, int]]]] = {
        1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}

    def __init__(self, values: list[int], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.values = [int(v) for v in values]

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, len(self.values) * (self.SIDE + 8), self.SIDE + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.SIDE
        for i, v in enumerate(self.values):
            x = i * (s + 8)
            painter.setPen(QPen(QColor("#999999"), 1))
            painter.setBrush(QColor("#fdfdfd"))
            painter.drawRoundedRect(QRectF(x, 0, s, s), 5, 5)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#c8102e") if v == 1 else QColor("#1a1a1a"))
            for px, py in self.PIPS.get(v, []):
                painter.drawEllipse(QPointF(x + s * (0.22 + 0.28 * px), s * (0.22 + 0.28 * py)), 3.2, 3.2)
