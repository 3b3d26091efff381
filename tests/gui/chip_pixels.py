"""Chips counted in a rendered image, as a trainee counts them (issue 33, U5): stacks found
where the picture is not transparent, and a stack's chips counted down its middle — each chip
one edge, the chips apart by a groove through which the background shows.

Pixel analysis only: nothing here asks the drawing code how many chips it drew."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QRegion
from PySide6.QtWidgets import QWidget

OPAQUE = 128  # alpha: a pixel more chip than what is behind (a groove is cut through, then shaded)
SEEN = 24  # alpha: anything drawn at all (a stack's antialiased rim)
ROW_GAP = 8  # transparent pixel rows across the whole picture: the rows of stacks are apart
PANEL = QColor("#172127")  # the answer panel's background (style.qss), what a close-up's groove shows
FELT = QColor("#2e8a4c")  # the felt at its lightest (felt.py), what a large table's groove shows


@dataclass(frozen=True)
class SeenStack:
    left: int
    right: int  # inclusive
    top: int
    bottom: int  # inclusive
    edges: int  # the chips counted down the stack's middle

    @property
    def width(self) -> int:
        return self.right - self.left + 1

    @property
    def middle(self) -> int:
        return (self.left + self.right) // 2


def picture(widget: QWidget, ratio: float = 1.0) -> QImage:
    """What ``widget`` paints, on a transparent ground, one pixel per device pixel (``ratio``:
    the screen's device pixels per pixel, 2 on a high-density screen)."""
    image = QImage(widget.size() * ratio, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    widget.render(image, QPoint(0, 0), QRegion(), QWidget.RenderFlag.DrawChildren)  # no window background
    image.setDevicePixelRatio(1.0)  # analysed pixel by pixel
    return image


def alphas(image: QImage) -> list[bytes]:
    """Each pixel row's alpha values (an ARGB32 image: B, G, R, A bytes a pixel)."""
    if image.format() != QImage.Format.Format_ARGB32:
        image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data, stride, w = bytes(image.constBits()), image.bytesPerLine(), image.width()
    return [data[y * stride + 3:y * stride + 4 * w:4] for y in range(image.height())]


def runs(flags: list[bool]) -> list[tuple[int, int]]:
    """The (first, last) index of each run of True."""
    out: list[tuple[int, int]] = []
    start = None
    for i, flag in enumerate([*flags, False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            out.append((start, i - 1))
            start = None
    return out


def rows_of_stacks(image: QImage, top: int = 0, bottom: int | None = None) -> list[tuple[int, int]]:
    """The bands of pixel rows that hold stacks, each apart from the next by transparency."""
    bottom = image.height() - 1 if bottom is None else bottom
    a = alphas(image)
    drawn = [max(a[y]) > SEEN for y in range(top, bottom + 1)]
    bands = runs(drawn)
    merged: list[tuple[int, int]] = []
    for first, last in bands:  # a groove's row or two is not a gap between rows of stacks
        if merged and first - merged[-1][1] - 1 < ROW_GAP:
            merged[-1] = (merged[-1][0], last)
        else:
            merged.append((first, last))
    return [(top + a, top + b) for a, b in merged]


def edges_down(a: list[bytes], x: int, top: int, bottom: int) -> int:
    """The chips in column ``x`` from ``top`` to ``bottom`` (``a``: :func:`alphas`): the runs of
    opaque pixels (the top chip's face and edge are one, each chip under it another, a groove
    between)."""
    return len(runs([a[y][x] >= OPAQUE for y in range(top, bottom + 1)]))


def stacks_seen(image: QImage, band: tuple[int, int] | None = None) -> list[SeenStack]:
    """The stacks of a picture's row (``band``: its pixel rows; none: the whole picture),
    left to right, each with its chips counted down its middle and a pixel either side
    (the three must agree, or the count is reported as -1: not countable)."""
    top, bottom = band or (0, image.height() - 1)
    a = alphas(image)
    columns = [any(a[y][x] > SEEN for y in range(top, bottom + 1)) for x in range(image.width())]
    out = []
    for left, right in runs(columns):
        ys = [y for y in range(top, bottom + 1) if max(a[y][left:right + 1]) > SEEN]
        middle = (left + right) // 2
        counts = {edges_down(a, x, ys[0], ys[-1]) for x in (middle - 1, middle, middle + 1)}
        out.append(SeenStack(left, right, ys[0], ys[-1], counts.pop() if len(counts) == 1 else -1))
    return out


def all_stacks_seen(image: QImage) -> list[SeenStack]:
    """Every stack of a close-up, row by row (back rows first), each row left to right."""
    return [s for band in rows_of_stacks(image) for s in stacks_seen(image, band)]


def grooves(image: QImage, stack: SeenStack) -> list[tuple[int, int]]:
    """The grooves down a stack's middle: the (first, last) pixel rows of each."""
    a = alphas(image)
    column = [a[y][stack.middle] < OPAQUE for y in range(stack.top, stack.bottom + 1)]
    inside = runs(column)
    return [(stack.top + a, stack.top + b) for a, b in inside if a > 0 and stack.top + b < stack.bottom]


def over(image: QImage, x: int, y: int, ground: QColor = PANEL) -> QColor:
    """The pixel as the trainee sees it: over ``ground`` (the answer panel's background)."""
    c = image.pixelColor(x, y)
    a = c.alphaF()
    return QColor.fromRgbF(c.redF() * a + ground.redF() * (1 - a), c.greenF() * a + ground.greenF() * (1 - a),
                           c.blueF() * a + ground.blueF() * (1 - a))


def distance(a: QColor, b: QColor) -> float:
    return ((a.red() - b.red()) ** 2 + (a.green() - b.green()) ** 2 + (a.blue() - b.blue()) ** 2) ** 0.5
