"""Chips drawn by denomination, as a croupier stacks them (issue 20).

An amount on the table is drawn as its fewest chips of the table's set
(:meth:`ChipSet.fewest`), in a croupier's stacks (:func:`stacks_of`: stacks of 20, then
of 5, the rest beside, the larger denominations behind).  Every chip shows its value on
its face, and each denomination has a colour of its own lightness and an edge pattern of
its own, so the value is never told by colour alone.

The plan (:func:`plan_stacks`) is pure arithmetic, for the tests; the painting is Qt.
On the table a 20-stack is drawn shorter than 20 chips, with a "×20" mark; a run of many
20-stacks of one denomination is drawn as one stack marked "k×20", so a large amount stays
compact.  A close-up (issue 33, U5) draws every chip, its rows apart.

Each chip of a stack shows one edge, with its denomination's marks; chips large enough to
count (:data:`APART_PX`) stand apart, a shaded groove between two (:func:`_cut_grooves`),
so a stack of n chips is a face and n edges — never a face and a band that read as two.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

from trainer.engine.chipset import FULL_STACK, ChipSet, ChipSetError, stacks_of, table_chip_set
from trainer.engine.rulesets import RULESETS

from .pixcache import cached, render_pixmap

Stacks = list[tuple[int, list[int]]]
T = TypeVar("T")
"""A drawn amount: each denomination present, largest first, with its stacks."""

# value -> (fill, marks on the edge): the house set's chips a step of luminance apart
# (27, 54, 81, 114, 137, 166, 204, 243), so a trainee who cannot tell red from green still
# tells them by lightness, and each has its own edge pattern; the value is on every face.
HOUSE_LOOKS: dict[int, tuple[str, int]] = {
    1: ("#f4f4f0", 0), 5: ("#b3122b", 4), 25: ("#3aa65a", 6), 100: ("#1b1b1b", 8),
    500: ("#9460c8", 3), 1_000: ("#f5d02a", 5), 5_000: ("#f59a3a", 2), 10_000: ("#1d58ad", 10),
    25_000: ("#8fdcec", 12), 50_000: ("#6b3a1f", 7), 100_000: ("#c8c8c8", 9),
}
SPARE_LOOKS: tuple[tuple[str, int], ...] = (
    ("#f4f4f0", 0), ("#b3122b", 4), ("#3aa65a", 6), ("#1b1b1b", 8), ("#9460c8", 3), ("#f5d02a", 5),
    ("#f59a3a", 2), ("#1d58ad", 10), ("#8fdcec", 12), ("#6b3a1f", 7), ("#c8c8c8", 9), ("#e85fa8", 11))
INLAY = QColor("#fbf7ea")
INK = QColor("#141414")

THICK = 0.10  # a chip's thickness, a share of its diameter
TILT = 0.36  # the face's half-height, a share of the diameter (the table seen from the seat)
FULL_DRAWN = 7  # a 20-stack is drawn this many chips high
MAX_FULL_RUN = 3  # more 20-stacks of one denomination than this: one stack marked "k×20"
MAX_ROWS = 3
TUCK = 0.2  # a row behind starts this share of the diameter below the top of the row in front
GAP = 1.06  # stack pitch, a share of the diameter


def look(value: int, chip_set: ChipSet) -> tuple[QColor, int]:
    """A denomination's colour and the number of marks on its edge."""
    colour, marks = _looks(chip_set.values).get(value, SPARE_LOOKS[-1])
    return QColor(colour), marks


@lru_cache(maxsize=64)
def _looks(values: tuple[int, ...]) -> dict[int, tuple[str, int]]:
    """The house's look for each house denomination; a denomination of the set's own takes
    the first look no other chip of the set has, so no two chips of a table look alike."""
    out = {v: HOUSE_LOOKS[v] for v in values if v in HOUSE_LOOKS}
    free = [lk for lk in SPARE_LOOKS if lk not in out.values()]
    for v in values:
        if v not in out:
            out[v] = free.pop(0) if free else SPARE_LOOKS[len(out) % len(SPARE_LOOKS)]
    return out


def face_text(value: int) -> str:
    """A chip's value as printed on its face: 1,000 -> "1K", 5,000 -> "5K", 1,000,000 -> "1M"."""
    if value >= 1_000_000 and value % 1_000_000 == 0:
        return f"{value // 1_000_000}M"
    if value >= 1_000 and value % 1_000 == 0:
        return f"{value // 1_000}K"
    if value >= 10_000 and value % 100 == 0:
        return f"{value / 1_000:g}K"
    return str(value)


def table_chips(data: Mapping[str, Any]) -> ChipSet:
    """A scenario's chip set: ``params.chip_set``, else the house set down to its chip unit.

    The table draws what it can: a set the engine would refuse (validated with the
    scenario) falls back to the default set."""
    params = data.get("params")
    params = params if isinstance(params, Mapping) else {}
    unit = params.get("chip_unit", 1)
    if str(data.get("game")) in RULESETS and "chip_unit" not in params:
        unit = RULESETS[str(data["game"])].param(params, "chip_unit")
    unit = unit if isinstance(unit, int) and not isinstance(unit, bool) and unit > 0 else 1
    given = params.get("chip_set")
    try:
        return table_chip_set(unit, given if isinstance(given, list) else None)
    except (ChipSetError, TypeError):
        return table_chip_set(unit)


def chip_stacks(amount: int, chip_set: ChipSet) -> Stacks:
    """``amount`` in the fewest chips of ``chip_set``, in a croupier's stacks, largest
    denomination first; an amount the set cannot make is made with 1-chips for the rest."""
    return [(value, list(counts)) for value, counts in _chip_stacks(max(int(amount), 0), chip_set)]


@lru_cache(maxsize=4096)
def _chip_stacks(amount: int, chip_set: ChipSet) -> tuple[tuple[int, tuple[int, ...]], ...]:
    return tuple((value, tuple(counts)) for value, counts in _fewest_stacks(amount, chip_set))


def _fewest_stacks(amount: int, chip_set: ChipSet) -> Stacks:
    try:
        return stacks_of(chip_set.fewest(amount))
    except ChipSetError:
        return stacks_of(ChipSet.of({*chip_set.values, 1}).fewest(amount))


@dataclass(frozen=True)
class DrawnStack:
    """One stack as drawn: its denomination, chips, and how many 20-stacks it stands for.

    ``every_chip``: each chip drawn, a 20-stack 20 chips high and unmarked (a close-up, where
    the chips are counted); else a 20-stack is drawn :data:`FULL_DRAWN` high, marked "×20"."""

    value: int
    count: int
    runs: int = 1  # k: a stack standing for k stacks of 20 (a run too long to draw)
    every_chip: bool = False

    @property
    def drawn(self) -> int:
        return FULL_DRAWN if self.count == FULL_STACK and not self.every_chip else self.count

    @property
    def mark(self) -> str:
        if self.count != FULL_STACK or self.every_chip:
            return ""
        return f"{self.runs}×{FULL_STACK}" if self.runs > 1 else f"×{FULL_STACK}"


@dataclass(frozen=True)
class PlacedStack:
    stack: DrawnStack
    x: float  # centre
    base: float  # the bottom of the stack's lowest chip


@dataclass(frozen=True)
class StackPlan:
    diameter: float
    stacks: tuple[PlacedStack, ...]
    rows: int

    @property
    def thickness(self) -> float:
        return self.diameter * THICK


def drawn_stacks(stacks: Stacks, every_chip: bool = False) -> list[DrawnStack]:
    """The stacks as drawn; ``every_chip``: each stack as it is, chip for chip (a close-up)."""
    if every_chip:
        return [_drawn_stack(value, c, 1, True) for value, counts in stacks for c in counts if c > 0]
    out: list[DrawnStack] = []
    for value, counts in stacks:
        full = counts.count(FULL_STACK)
        if full > MAX_FULL_RUN:
            out.append(_drawn_stack(value, FULL_STACK, full))
        elif full:
            out += [_drawn_stack(value, FULL_STACK, 1)] * full
        out += [_drawn_stack(value, c, 1) for c in counts if c != FULL_STACK]
    return out


@lru_cache(maxsize=1024)
def _drawn_stack(value: int, count: int, runs: int, every_chip: bool = False) -> DrawnStack:
    """One shared (frozen) stack per denomination, chips and run: a table makes hundreds."""
    return DrawnStack(value, count, runs, every_chip)


def _height(stack: DrawnStack, d: float) -> float:
    return stack.drawn * d * THICK + 2 * d * TILT


def _rows(drawn: list[T], rows: int) -> list[list[T]]:
    per = math.ceil(len(drawn) / rows)
    return [drawn[i:i + per] for i in range(0, len(drawn), per)]


def plan_stacks(stacks: Stacks, width: float, height: float, largest: float, *,
                every_chip: bool = False, label_room: float = 0.0) -> StackPlan:
    """Where each stack stands in a ``width`` x ``height`` box (its bottom centre), the
    chips as large as fit, up to ``largest`` across: rows from the back (the largest
    denominations) to the front, each row centred, a row behind standing higher than the
    one in front, so every stack's face and height show.

    A close-up (``label_room`` > 0, the room under each row for the stacks' counts) stands
    its rows apart, none hiding the foot of a stack behind it; ``every_chip``: see
    :class:`DrawnStack`."""
    drawn = drawn_stacks(stacks, every_chip)
    if not drawn:
        return StackPlan(largest, (), 0)
    apart = label_room > 0
    tuck = 0.0 if apart else TUCK
    best_d, best_rows = 0.0, 1
    chips = [s.drawn for s in drawn]
    n = len(chips)
    for rows in range(1, min(MAX_ROWS, n) + 1):
        per = math.ceil(n / rows)  # the first row is the longest
        counts = [chips[i:i + per] for i in range(0, n, per)]
        need = sum([max(g) * THICK + 2 * TILT for g in counts]) - tuck * (len(counts) - 1)
        room = height - label_room * len(counts)
        d = min(largest, width / (per * GAP), room / need) if room > 0 else 0.0
        if d > best_d * 1.08:  # another row only for chips clearly larger
            best_d, best_rows = d, rows
    d = math.floor(best_d * 2) / 2 if best_d >= 1 else best_d  # a few sizes only: the stacks' sprites are shared
    groups = _rows(drawn, best_rows)
    placed: list[PlacedStack] = []
    base = height - label_room
    for group in reversed(groups):  # front row first, each row behind standing on its top
        left = (width - len(group) * d * GAP) / 2 + d * GAP / 2
        placed += [PlacedStack(s, left + k * d * GAP, base) for k, s in enumerate(group)]
        tallest = max([s.drawn for s in group])  # (the tallest stack's height, as _height has it)
        base -= tallest * d * THICK + 2 * d * TILT - tuck * d + label_room
    return StackPlan(d, tuple(placed), len(groups))


def _face_font(text: str, width: float, height: float) -> QFont:
    """The largest bold font (down to 4 px) in which ``text`` fits ``width`` x ``height``."""
    return QFont(_fitted_font(text, round(width, 3), round(height, 3)))


@lru_cache(maxsize=1024)
def _fitted_font(text: str, width: float, height: float) -> QFont:
    f = QFont()
    f.setBold(True)
    px = height * 0.95
    f.setPixelSize(max(1, round(px)))
    while px > 4 and QFontMetricsF(f).horizontalAdvance(text) > width:
        px -= 0.5
        f.setPixelSize(max(1, round(px)))
    return f


def _rim_pen(colour: QColor, marks: int, a: float, b: float, width: float) -> QPen:
    """A pen drawing ``marks`` light blocks around an ellipse of half-axes ``a``, ``b``."""
    light = colour.lightness() < 150
    pen = QPen(QColor(255, 255, 255, 235) if light else QColor(30, 30, 30, 220), width)
    perimeter = math.pi * (3 * (a + b) - math.sqrt((3 * a + b) * (a + 3 * b)))
    period = perimeter / marks / width
    pen.setStyle(Qt.PenStyle.CustomDashLine)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    pen.setDashPattern([period * 0.45, period * 0.55])
    return pen


def draw_chip(painter: QPainter, centre: QPointF, d: float, value: int, chip_set: ChipSet,
              tilt: float = TILT) -> None:
    """One chip's face with its value (``tilt``: the face's half-height, a share of the
    diameter; 0.5 seen from above).  A stack's sides are :func:`_draw_side`'s."""
    colour, marks = look(value, chip_set)
    a, b = d / 2, d * tilt
    edge = QPen(QColor(0, 0, 0, 170), max(d * 0.025, 0.6))
    top = QRectF(centre.x() - a, centre.y() - b, 2 * a, 2 * b)
    painter.setPen(edge)
    painter.setBrush(colour)
    painter.drawEllipse(top)
    if marks:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = top.adjusted(d * 0.055, d * 0.055 * tilt * 2, -d * 0.055, -d * 0.055 * tilt * 2)
        painter.setPen(_rim_pen(colour, marks, ring.width() / 2, ring.height() / 2, d * 0.09))
        painter.drawEllipse(ring)
    inset = 0.13 if tilt < 0.5 else 0.11
    inlay = top.adjusted(d * inset, d * inset * tilt * 2, -d * inset, -d * inset * tilt * 2)
    painter.setPen(QPen(QColor(0, 0, 0, 90), max(d * 0.02, 0.5)))
    painter.setBrush(INLAY)
    painter.drawEllipse(inlay)
    text = face_text(value)
    painter.setFont(_face_font(text, inlay.width() * 0.96, inlay.height() * 0.98))
    painter.setPen(INK)
    painter.drawText(inlay.adjusted(-2, -2, 2, 2), Qt.AlignmentFlag.AlignCenter, text)


def draw_plan(painter: QPainter, plan: StackPlan, chip_set: ChipSet, origin: QPointF) -> None:
    """The stacks of ``plan``, back rows first; each stack's top chip shows its value.

    Each stack is drawn once per look and device size into a cached sprite (the same
    stacks recur from item to item), keyed by its denomination's look, its chips and its
    size in device pixels (the painter's scale times the device's pixel ratio, so a 4K or
    high-DPI screen gets sprites of its own resolution), then blitted at a whole device pixel."""
    d = plan.diameter
    t = painter.worldTransform()
    if t.m12() or t.m21() or t.m11() <= 0 or t.m22() <= 0:  # rotated or mirrored: painted directly
        for placed in sorted(plan.stacks, key=lambda p: p.base):
            w, h = d + 2, _height(placed.stack, d) + 2
            _draw_stack(painter, placed.stack, d, chip_set, QPointF(origin.x() + placed.x - w / 2,
                                                                    origin.y() + placed.base - h + 1))
        return
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    m11, m22, dx, dy = t.m11(), t.m22(), t.dx(), t.dy()
    sx, sy = m11 * dpr, m22 * dpr
    d = sprite_diameter(d * sx) / sx  # standing where planned, at most a few per cent narrower
    ox, oy = origin.x() - (d + 2) / 2, origin.y() + 1
    looks = _looks(chip_set.values)
    sprites = []
    for placed in sorted(plan.stacks, key=lambda p: p.base):
        s = placed.stack
        x, y = m11 * (ox + placed.x) + dx, m22 * (oy + placed.base - _height(s, d) - 2) + dy  # on the device
        sprites.append((stack_sprite(s, d, chip_set, sx, sy, dpr, looks),
                        QPointF(round(x * dpr) / dpr, round(y * dpr) / dpr)))
    smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.resetTransform()
    if smooth:  # see pixcache.blit (switched only if on: each switch costs the text after it)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    for sprite, at in sprites:
        painter.drawPixmap(at, sprite)
    painter.setWorldTransform(t)
    if smooth:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)


def sprite_diameter(device_d: float) -> float:
    """A chip's diameter in device pixels, taken down to a ladder of sizes (whole pixels up
    to 32, even ones to 64, then multiples of 4: at most 6 % narrower), so the stacks of
    every item, pot and table size share a few dozen sprites rather than make their own."""
    if device_d < 4:
        return device_d
    step = 1 << max(0, int(math.log2(device_d / 16)))
    return float(math.floor(device_d / step) * step)


def stack_sprite(s: DrawnStack, d: float, chip_set: ChipSet, sx: float, sy: float, dpr: float = 1.0,
                 looks: Mapping[int, tuple[str, int]] | None = None) -> QPixmap:
    """One stack of ``d`` scene units across drawn at a device scale ``sx`` x ``sy``, from the
    cache: made once per denomination's look, chips drawn, mark and size in device pixels.
    (``looks``: the set's, when the caller has them.)"""
    colour, marks = (looks or _looks(chip_set.values)).get(s.value, SPARE_LOOKS[-1])
    key = ("stack", s.value, colour, marks, s.drawn, s.mark, round(d * sx, 2), round(d * sy, 2), dpr)
    pix = cached(key)
    if pix is not None:
        return pix
    w, h = d + 2, _height(s, d) + 2

    def render(p: QPainter) -> None:
        _draw_stack(p, s, d, chip_set, QPointF(0, 0), _face_sprite(s.value, d, chip_set, sx, sy))

    return render_pixmap(key, math.ceil(w * sx) + 1, math.ceil(h * sy) + 1, sx, sy, render, dpr)


def _face_sprite(value: int, d: float, chip_set: ChipSet, sx: float, sy: float) -> QPixmap:
    """The top chip's face as a stack sprite draws it (the same place in the sprite, at the
    same scale): one per denomination and size, shared by its stacks of every height."""
    colour, marks = _looks(chip_set.values).get(value, SPARE_LOOKS[-1])
    key = ("face", value, colour, marks, round(d * sx, 2), round(d * sy, 2))

    def render(p: QPainter) -> None:
        draw_chip(p, QPointF(1 + d / 2, 1 + d * TILT), d, value, chip_set)

    return render_pixmap(key, math.ceil((d + 2) * sx) + 1, math.ceil((2 * d * TILT + 2) * sy) + 1, sx, sy, render)


def _draw_stack(painter: QPainter, s: DrawnStack, d: float, chip_set: ChipSet, corner: QPointF,
                face: QPixmap | None = None) -> None:
    """One stack in its box (``d + 2`` wide), its box's top left at ``corner``; ``face``:
    the top chip's face ready drawn (:func:`_face_sprite`, the box at the origin of an
    unrotated painter), laid over the stack's side.  Drawn into its own sprite (``face``
    given) with chips :data:`APART_PX` device pixels thick or more, the chips stand apart."""
    x = corner.x() + 1 + d / 2
    top = corner.y() + 1 + d * TILT  # the centre of the top chip's face
    colour, marks = look(s.value, chip_set)
    device_t = d * THICK * painter.worldTransform().m22()
    _draw_side(painter, QPointF(x, top), d, s.drawn, colour, marks, face is not None and device_t >= APART_PX)
    if face is not None:
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawPixmap(QPointF(0, 0), face)
        painter.restore()
    else:
        draw_chip(painter, QPointF(x, top), d, s.value, chip_set)
    if s.mark:
        _draw_mark(painter, QRectF(x - d / 2, top + d * TILT, d, s.drawn * d * THICK), s.mark)


APART_PX = 3.5
"""A chip this many device pixels thick or more is drawn apart from the next (a close-up, a
large screen's table): a sliver of what is behind the stack shows between the two chips."""


def side_colour(colour: QColor, apart: bool = True) -> QColor:
    """A chip's edge: its colour in the shade of the side; chips drawn apart (large enough to
    count), a dark chip's edge lit a little, or it would not show on the dark felt or panel."""
    if not apart:
        return colour.darker(140)
    if colour.lightness() < 70:
        return _mixed(colour, QColor("#ffffff"), 0.24)
    return colour.darker(130)


def _mixed(a: QColor, b: QColor, share: float) -> QColor:
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * share, a.greenF() + (b.greenF() - a.greenF()) * share,
                           a.blueF() + (b.blueF() - a.blueF()) * share)


def _draw_side(painter: QPainter, centre: QPointF, d: float, chips: int, colour: QColor, marks: int,
               apart: bool) -> None:
    """The sides of a stack of ``chips`` whose top face is centred on ``centre``: one edge per
    chip, each with its denomination's marks (each chip turned its own way, as stacked), and
    between two chips a groove (``apart``: cut through to what is behind, in whole device
    pixels, the lower chip's top edge lit; else a fine dark line, and the chips' marks in line,
    a stack a few pixels high looking as it always has)."""
    t, a, b = d * THICK, d / 2, d * TILT
    x, top = centre.x(), centre.y()
    side = side_colour(colour, apart)
    edge = QPen(QColor(0, 0, 0, 170), max(d * 0.025, 0.6))
    painter.setPen(edge)
    painter.setBrush(side)
    painter.drawRect(QRectF(x - a, top, 2 * a, chips * t))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QRectF(x - a, top + chips * t - b, 2 * a, 2 * b))
    painter.setPen(edge)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(x - a, top + chips * t - b, 2 * a, 2 * b), 180 * 16, 180 * 16)
    if marks:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 200) if colour.lightness() < 150 else QColor(30, 30, 30, 200))
        for k in range(chips):
            turn = (k * 0.382) % 1.0 if apart else 0.0  # (the golden angle's share: no two chips alike)
            for j in range(marks):
                angle = 2 * math.pi * (j + 0.5 + turn) / marks
                depth = math.sin(angle)
                if depth <= 0.15:  # behind, or edge on
                    continue
                w = d * 0.07 * depth
                mx = x + a * math.cos(angle) * 0.98
                painter.drawRect(QRectF(mx - w / 2, top + k * t + b * depth + t * 0.2, w, t * 0.6))
    if apart:
        _cut_grooves(painter, x, top, d, chips, side)
        return
    painter.setPen(QPen(QColor(0, 0, 0, 110), max(d * 0.018, 0.5)))
    for k in range(1, chips):  # the joins between the chips (below the face's rim: apart from it)
        painter.drawArc(QRectF(x - a, top + k * t - b, d, 2 * b), 180 * 16, 180 * 16)


GROOVE_SHADE = QColor(0, 0, 0, 110)
"""A groove between two chips: what is behind, less than half covered, in the chips' shadow."""


def _cut_grooves(painter: QPainter, x: float, top: float, d: float, chips: int, side: QColor) -> None:
    """The grooves between the chips of a stack drawn into its own sprite: each cleared
    through to what is behind (then shaded, :data:`GROOVE_SHADE`), a whole number of device
    pixels high where it is lowest (the front of the stack) and set on the device's pixel
    rows there, so each shows sharp."""
    t, a, b = d * THICK, d / 2, d * TILT
    transform = painter.worldTransform()
    scale = transform.m22()
    groove = max(1, round(t * scale / 7))  # device pixels
    lit = QPen(_mixed(side, QColor("#ffffff"), 0.38), max(t * 0.12, 1 / scale))
    lit.setCapStyle(Qt.PenCapStyle.FlatCap)
    cut = QPen(QColor(0, 0, 0), groove / scale)
    cut.setCapStyle(Qt.PenCapStyle.FlatCap)
    shade = QPen(GROOVE_SHADE, groove / scale)
    shade.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for k in range(1, chips):
        lowest = transform.map(QPointF(x, top + k * t + b)).y()
        on_rows = math.floor(lowest) + 0.5 if groove % 2 else float(round(lowest))
        y = top + k * t + (on_rows - lowest) / scale  # the groove's middle, where the face's centre would be
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        painter.setPen(lit)
        shift = (groove / scale + lit.widthF()) / 2
        painter.drawArc(QRectF(x - a, y - b + shift, d, 2 * b), 180 * 16, 180 * 16)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
        painter.setPen(cut)
        painter.drawArc(QRectF(x - a, y - b, d, 2 * b), 180 * 16, 180 * 16)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        painter.setPen(shade)  # what shows through, in the chips' shadow (the green felt by a green chip)
        painter.drawArc(QRectF(x - a, y - b, d, 2 * b), 180 * 16, 180 * 16)
    painter.restore()


def _draw_mark(painter: QPainter, rect: QRectF, text: str) -> None:
    f = _face_font(text, rect.width() * 0.92, min(rect.height() * 0.8, rect.width() * 0.42))
    painter.setFont(f)
    fm = QFontMetricsF(f)
    w, h = fm.horizontalAdvance(text) + 4, fm.height()
    box = QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 190))
    painter.drawRoundedRect(box, 3, 3)
    painter.setPen(QColor("#ffffff"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def draw_legend_chips(painter: QPainter, rect: QRectF, values: Sequence[int], chip_set: ChipSet) -> None:
    """The set's chips face up in a row, right-aligned in ``rect`` (the house legend)."""
    d = rect.height() * 0.96
    pitch = d * GAP
    x = rect.right() - d / 2
    for value in reversed(values):
        draw_chip(painter, QPointF(x, rect.center().y()), d, value, chip_set, tilt=0.5)
        x -= pitch


def legend_width(count: int, height: float) -> float:
    return count * height * 0.96 * GAP
