"""Where things go on the table: pure geometry, no Qt.

The scene is a fixed 1600 x 900 rectangle (16:9); the view scales it to the
window.  Seats sit on an oval around the felt, numbered 1..N clockwise from the
croupier's left (RULINGS R0-1), spaced evenly by arc length so the long sides of
the oval are not crowded.  Coordinates are y-down, so increasing the ellipse
angle goes clockwise on screen.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

CroupierSide = Literal["top", "bottom"]

SCENE_W, SCENE_H = 1600.0, 900.0
MARGIN = 6.0  # kept clear inside the scene's edge
SPACING = 12.0  # kept clear between two seats (cards' shadows reach 5 beyond a box)


@dataclass(frozen=True)
class Point:
    x: float
    y: float


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @classmethod
    def centred(cls, c: Point, w: float, h: float) -> Rect:
        return cls(c.x - w / 2, c.y - h / 2, w, h)

    @property
    def centre(self) -> Point:
        return Point(self.x + self.w / 2, self.y + self.h / 2)

    def inflated(self, d: float) -> Rect:
        return Rect(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)

    def intersects(self, o: Rect) -> bool:
        return self.x < o.x + o.w and o.x < self.x + self.w and self.y < o.y + o.h and o.y < self.y + self.h

    def inside(self, o: Rect) -> bool:
        return (o.x <= self.x and o.y <= self.y
                and self.x + self.w <= o.x + o.w and self.y + self.h <= o.y + o.h)

    def clamped_into(self, o: Rect) -> Rect:
        x = min(max(self.x, o.x), o.x + o.w - self.w)
        y = min(max(self.y, o.y), o.y + o.h - self.h)
        return Rect(x, y, self.w, self.h)


SCENE = Rect(0, 0, SCENE_W, SCENE_H)
SAFE = SCENE.inflated(-MARGIN)


@dataclass(frozen=True)
class Oval:
    cx: float
    cy: float
    rx: float
    ry: float

    def at(self, t: float) -> Point:
        return Point(self.cx + self.rx * math.cos(t), self.cy + self.ry * math.sin(t))

    def scaled(self, k: float) -> Oval:
        return Oval(self.cx, self.cy, self.rx * k, self.ry * k)


def croupier_angle(side: CroupierSide) -> float:
    return math.pi / 2 if side == "bottom" else -math.pi / 2


def arc_angles(oval: Oval, n: int, side: CroupierSide, gap: float) -> list[float]:
    """Angles of ``n`` seats on ``oval``, seat 1 first, clockwise from the croupier's left.

    ``gap`` is the arc length kept free around the croupier; the rest is shared out
    equally, each seat in the middle of its share.  (Memoised: a table's geometry is
    the same for every question of a game.)
    """
    return list(_arc_angles(oval, n, side, gap))


@cache
def _arc_angles(oval: Oval, n: int, side: CroupierSide, gap: float) -> tuple[float, ...]:
    if n <= 0:
        return ()
    start = croupier_angle(side)
    steps = 2048
    ts = [start + 2 * math.pi * i / steps for i in range(steps + 1)]
    pts = [oval.at(t) for t in ts]
    cum = [0.0]
    for a, b in itertools.pairwise(pts):
        cum.append(cum[-1] + math.hypot(b.x - a.x, b.y - a.y))
    total = cum[-1]
    gap = min(max(gap, 0.0), total * 0.9)
    share = (total - gap) / n
    wanted = [gap / 2 + share * (i + 0.5) for i in range(n)]
    angles, j = [], 0
    for s in wanted:
        while cum[j + 1] < s:
            j += 1
        f = (s - cum[j]) / (cum[j + 1] - cum[j])
        angles.append(ts[j] + f * (ts[j + 1] - ts[j]))
    return tuple(angles)


def seat_anchors(oval: Oval, n: int, side: CroupierSide, gap: float) -> list[Point]:
    """The seat positions (seat 1 first) on ``oval``."""
    return [oval.at(t) for t in arc_angles(oval, n, side, gap)]


def boxes_fit(boxes: Sequence[Rect], fixed: Sequence[Rect] = ()) -> bool:
    """No two boxes overlap (with SPACING between them) and all lie inside the scene."""
    grown = [b.inflated(SPACING / 2) for b in boxes]
    for i, a in enumerate(grown):
        if not boxes[i].inside(SAFE):
            return False
        if any(a.intersects(b) for b in grown[i + 1:]):
            return False
        if any(a.intersects(f.inflated(SPACING / 2)) for f in fixed):
            return False
    return True


def fit_boxes(anchors: Sequence[Point], size_for: Callable[[float], tuple[float, float]],
              largest: float, smallest: float, fixed: Sequence[Rect] = ()) -> tuple[float, list[Rect]]:
    """The largest card width in [smallest, largest] whose seat boxes all fit.

    ``size_for(card_width)`` gives a seat box's (width, height).  Boxes are centred
    on their anchors and pushed back inside the scene where they would cross its
    edge.  Returns the card width and the boxes (at ``smallest`` if nothing fits).
    """
    c = largest
    while True:
        w, h = size_for(c)
        boxes = [Rect.centred(a, w, h).clamped_into(SAFE) for a in anchors]
        if c <= smallest or boxes_fit(boxes, fixed):
            return c, boxes
        c = max(smallest, c - 1.0)


def fan_width(n: int, card_w: float, step: float) -> float:
    """Width of ``n`` cards of width ``card_w`` overlapped so ``step`` x width of each shows."""
    return 0.0 if n <= 0 else card_w * (1 + step * (n - 1))


@cache
def perimeter(oval: Oval, steps: int = 2048) -> float:
    pts = [oval.at(2 * math.pi * i / steps) for i in range(steps + 1)]
    return sum(math.hypot(b.x - a.x, b.y - a.y) for a, b in itertools.pairwise(pts))


def free_spot(target: Point, outward: Point, inward: Point, w: float, h: float,
              obstacles: Sequence[Rect], clearance: float = 6.0, reach: float = 0.6) -> Rect:
    """A w x h box as near ``target`` as possible on the line ``outward``-``inward``
    that hits no obstacle (``target`` itself if nothing is free)."""
    found = clear_spot(target, outward, inward, w, h, obstacles, clearance, reach)
    return found if found is not None else Rect.centred(target, w, h).clamped_into(SAFE)


def clear_spot(target: Point, outward: Point, inward: Point, w: float, h: float,
               obstacles: Sequence[Rect], clearance: float = 6.0, reach: float = 0.6) -> Rect | None:
    """:func:`free_spot`, or None if nothing on the line is free.

    Memoised: the tables of a game and size put the same boxes among the same obstacles
    item after item (the amounts change, the places do not)."""
    return _clear_spot(target, outward, inward, w, h, tuple(obstacles), clearance, reach)


@lru_cache(maxsize=1024)
def _clear_spot(target: Point, outward: Point, inward: Point, w: float, h: float,
                obstacles: tuple[Rect, ...], clearance: float, reach: float) -> Rect | None:
    # Only the obstacles near the stretch of line searched can be hit (a table has some 30 in
    # all): the boxes tried lie between those at its two ends (pushing a box into the scene
    # is monotone).
    ends = [Rect.centred(Point(target.x + (p.x - target.x) * reach, target.y + (p.y - target.y) * reach), w, h
                         ).clamped_into(SAFE) for p in (inward, outward)]
    lo_x, hi_x = min(e.x for e in ends) - clearance, max(e.x + e.w for e in ends) + clearance
    lo_y, hi_y = min(e.y for e in ends) - clearance, max(e.y + e.h for e in ends) + clearance
    grown = [(o.x - clearance, o.y - clearance, o.x + o.w + clearance, o.y + o.h + clearance) for o in obstacles
             if o.x < hi_x and lo_x < o.x + o.w and o.y < hi_y and lo_y < o.y + o.h]
    left, top = SAFE.x, SAFE.y
    last_x, last_y = SAFE.x + SAFE.w - w, SAFE.y + SAFE.h - h  # a box's corner kept in the scene
    for i in range(0, int(reach * 50) + 1):
        for k in ((i / 50,) if i == 0 else (i / 50, -i / 50)):
            end = inward if k > 0 else outward
            x = min(max(target.x + (end.x - target.x) * abs(k) - w / 2, left), last_x)
            y = min(max(target.y + (end.y - target.y) * abs(k) - h / 2, top), last_y)
            right, bottom = x + w, y + h
            for x0, y0, x1, y1 in grown:  # a plain loop: some 10,000 tests a table
                if x < x1 and x0 < right and y < y1 and y0 < bottom:
                    break
            else:
                return Rect(x, y, w, h)
    return None


def spot_beside(anchor: Rect, w: float, h: float, obstacles: Sequence[Rect], toward: Point,
                clearance: float = 4.0, reach: float = 260.0, region: Rect = SAFE) -> Rect | None:
    """A ``w`` x ``h`` box beside ``anchor`` that touches no obstacle (``clearance`` apart)
    and lies in ``region``: near it, on the side of ``toward`` (a direction from the anchor)
    rather than round the back (a quarter turn away counts as ``TURN_COST`` further);
    None if nothing within ``reach`` (so counted) is free."""
    grown = [o.inflated(clearance) for o in obstacles]
    c = anchor.centre
    norm = math.hypot(toward.x, toward.y) or 1.0
    tx, ty = toward.x / norm, toward.y / norm
    best: tuple[float, Rect] | None = None
    for k in range(16):  # round the anchor, each direction taken to the edge of a square
        a = 2 * math.pi * k / 16
        dx, dy = math.cos(a), math.sin(a)
        turn = TURN_COST * (1 - (dx * tx + dy * ty))
        m = max(abs(dx), abs(dy))
        dx, dy = dx / m, dy / m
        gap = clearance + 1
        while gap + turn <= reach and (best is None or gap + turn < best[0]):
            box = Rect.centred(Point(c.x + dx * ((anchor.w + w) / 2 + gap),
                                     c.y + dy * ((anchor.h + h) / 2 + gap)), w, h)
            if box.inside(region) and not any(box.intersects(o) for o in grown):
                best = (gap + turn, box)
                break
            gap += 6.0
    return best[1] if best is not None else None


TURN_COST = 60.0
"""spot_beside: how much further a box may be to stay on the side asked, per quarter turn."""


PanelSpot = Literal["bl", "br", "tl", "tr", "c"]


def panel_rect(w: float, h: float, spot: PanelSpot, at: Point | None = None, region: Rect = SAFE) -> Rect:
    """A ``w`` x ``h`` box in a corner of ``region`` (``bl``: bottom left ...) or centred on ``at``."""
    if spot == "c":
        centre = at or region.centre
        return Rect.centred(centre, w, h).clamped_into(region)
    x = region.x if spot[1] == "l" else region.x + region.w - w
    y = region.y if spot[0] == "t" else region.y + region.h - h
    return Rect(x, y, w, h)


def fit_panel(w: float, h: float, spot: PanelSpot, at: Point | None, obstacles: Sequence[Rect],
              smallest: float = 0.55, clearance: float = 8.0, region: Rect = SAFE,
              largest: float = 1.0) -> tuple[Rect, float] | None:
    """The largest scale in [smallest, largest] at which a ``w`` x ``h`` panel put at
    ``spot`` of ``region`` touches no obstacle, with its box; None if even ``smallest``
    does not fit.  (Memoised, as :func:`clear_spot`.)"""
    return _fit_panel(w, h, spot, at, tuple(obstacles), smallest, clearance, region, largest)


@lru_cache(maxsize=1024)
def _fit_panel(w: float, h: float, spot: PanelSpot, at: Point | None, obstacles: tuple[Rect, ...],
               smallest: float, clearance: float, region: Rect, largest: float) -> tuple[Rect, float] | None:
    grown = [o.inflated(clearance) for o in obstacles]

    def clear(k: float) -> Rect | None:
        r = panel_rect(w * k, h * k, spot, at, region)
        return None if any(r.intersects(o) for o in grown) else r

    at_most = clear(largest)
    if at_most is not None:
        return at_most, largest
    if clear(smallest) is None:
        return None
    low, high = smallest, largest
    for _ in range(14):
        mid = (low + high) / 2
        low, high = (mid, high) if clear(mid) is not None else (low, mid)
    rect = clear(low)
    assert rect is not None
    return rect, low
