"""What the table says in words: seat tags, the action log and the table card.

Each of these is a fact a question may depend on (issue 17 items 1, 2, 4, 5): who
folded or is all in, who made the last round's highest bet, what was done in the last
round and in which order, and the table's terms (limits, commission, chip unit, bet
unit, paytable).  They only show what the scenario says; no rule is applied here.

:class:`ActionLogItem` is generic: a list of :class:`LogEntry` (seat, verb, amount or
None), drawn in order with short labels, for any list of actions (a scenario's
``final_round``, a round of ``betting``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from trainer.engine.chipset import ChipSet
from trainer.i18n import tr
from trainer.scenarios.words import listed

from . import rule_words
from .chips import draw_legend_chips, legend_width
from .items import amount_text, fitted, font, label_font
from .pixcache import draw_cached

# -- seat tags ----------------------------------------------------------------------

TAG_H = 27.0
TAG_GAP = 4.0
TAG_FONT = 16.0
TAG_PAD = 18.0
TAG_MAX_W = 248.0
"""The widest a tag is drawn (English's widest fits on one line): longer words — Portuguese runs
~30 % longer — wrap onto a second line of the same tag, so the seats of an 11-seat table keep
their room (issue 19)."""
# kind -> (fill, text colour)
TAG_COLOURS: dict[str, tuple[str, str]] = {
    "folded": ("#5f6468", "#f2f2f2"),
    "allin": ("#c92a2a", "#ffffff"),
    "high-bet": ("#f0b429", "#1a1a1a"),
    "blind": ("#1f6fb2", "#ffffff"),
    "stack": ("#233239", "#f1e4bf"),
}


def tag_words(game: str) -> dict[str, str]:
    """The words of the seat tags, in the current language and ``game``'s regulation's words."""
    return {
        "folded": QCoreApplication.translate("TableView", "FOLDED", "seat tag: the seat is out of the hand"),
        "folded-at": QCoreApplication.translate(
            "TableView", "FOLDED AT OPEN CARD {n}",
            "seat tag, stud: the seat folded when the n-th open card was dealt (it played the streets before)"),
        "allin": rule_words.ALL_IN_TAG(game),
        "high-bet": QCoreApplication.translate(
            "TableView", "HIGH BET, LAST ROUND",
            "seat tag: this seat made the highest bet of the previous round (sintético rule 108)"),
    }


def tag_text_lines(text: str) -> list[str]:
    """A tag's words in lines no wider than :data:`TAG_MAX_W` (a single word too wide keeps a
    line); two lines as even as they can be ("MAIOR APOSTA," over "TURNO ANTERIOR")."""
    metrics = QFontMetricsF(font(TAG_FONT, bold=True))

    def wide(line: str) -> float:
        return metrics.horizontalAdvance(line) + TAG_PAD

    if wide(text) <= TAG_MAX_W:
        return [text]
    words = text.split(" ")
    halves = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
    two = [h for h in halves if max(map(wide, h)) <= TAG_MAX_W]
    if two:
        return min(two, key=lambda h: max(map(wide, h)))
    lines: list[str] = []
    for word in words:
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and wide(joined) <= TAG_MAX_W:
            lines[-1] = joined
        else:
            lines.append(word)
    return lines


def tag_width(text: str) -> float:
    metrics = QFontMetricsF(font(TAG_FONT, bold=True))
    return max(metrics.horizontalAdvance(line) for line in tag_text_lines(text)) + TAG_PAD


def tag_rows(text: str) -> int:
    """How many of the seat's tag rows a tag takes (two when its words wrap)."""
    return len(tag_text_lines(text))


def tag_height(rows: int) -> float:
    return rows * TAG_H + (rows - 1) * TAG_GAP


def line_rows(line: Sequence[str]) -> int:
    """The tag rows a line of tags takes: its tallest tag's."""
    return max((tag_rows(t) for t in line), default=1)


def tag_lines(texts: Sequence[str], width: float) -> list[list[str]]:
    """The tags laid out in lines no wider than ``width`` (a tag too wide has its own line)."""
    lines: list[list[str]] = []
    used = 0.0
    for text in texts:
        w = tag_width(text)
        if lines and used + TAG_GAP + w <= width:
            lines[-1].append(text)
            used += TAG_GAP + w
        else:
            lines.append([text])
            used = w
    return lines


def lines_width(texts: Sequence[str]) -> float:
    """The width of one line of tags."""
    return sum(tag_width(t) for t in texts) + TAG_GAP * max(len(texts) - 1, 0)


class TagItem(QGraphicsItem):
    """A coloured word on a seat ("FOLDED", "ALL-IN", ...), clear even on a dimmed seat."""

    def __init__(self, text: str, kind: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text, self.kind = text, kind
        self.width = tag_width(text)
        self.rows = tag_rows(text)
        self.height = tag_height(self.rows)
        self.setZValue(30)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        draw_cached(painter, ("tag", self.text, self.kind), self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        fill, ink = TAG_COLOURS.get(self.kind, ("#333333", "#ffffff"))
        rect = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 1))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(rect, TAG_H / 2, TAG_H / 2)
        painter.setPen(QColor(ink))
        words = "\n".join(tag_text_lines(self.text))
        painter.setFont(fitted(label_font(painter, TAG_FONT, bold=True), words, rect.width() - TAG_PAD / 2))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, words)


# -- panels: rows of text in columns -------------------------------------------------

PAD = 10.0
ROW_H = 27.0
TEXT_PX = 19.0
PANEL_SMALLEST_PX = TEXT_PX - 2
"""A panel's smallest words: a two-digit seat number in its disc (issue 33 U7: no smaller)."""
DISC_R = 12.0
COLUMN_GAP = 18.0
LEGEND_ROW = 1.5  # a chip legend's row height, in rows
FOLD_MARK = "…"
"""After a folded panel's title: more is said than drawn (in its tooltip)."""


@dataclass(frozen=True)
class PanelRow:
    """One line of a panel: an optional seat disc, a left text, a right text (a figure)."""

    left: str
    right: str = ""
    seat: int | None = None
    heading: bool = False
    chips: tuple[int, ...] = ()  # a chip legend: these denominations drawn face up, right of ``left``


def row_height(row: PanelRow) -> float:
    """A chip legend's row is taller: its chips' values are read on their faces."""
    return ROW_H * LEGEND_ROW if row.chips else ROW_H


def _row_width(row: PanelRow) -> float:
    """A row's width in the panel's font (memoised per font: a table's panels are measured
    in each column count at each question, the same rows)."""
    return _measured_row(row, font(TEXT_PX).key())


@lru_cache(maxsize=1024)
def _measured_row(row: PanelRow, font_key: str) -> float:
    fm_left = QFontMetricsF(font(TEXT_PX, bold=row.heading))
    fm_right = QFontMetricsF(font(TEXT_PX, bold=True))
    w = fm_left.horizontalAdvance(row.left)
    if row.chips:
        w += 12 + legend_width(len(row.chips), ROW_H * LEGEND_ROW)
    if row.right:
        w += 12 + fm_right.horizontalAdvance(row.right)
    if row.seat is not None:
        w += 2 * DISC_R + 6
    return w


def split_columns(rows: Sequence[PanelRow], columns: int) -> list[list[PanelRow]]:
    """``rows`` in ``columns`` columns, top to bottom then left to right, the columns
    as even as may be; a column does not start just after a heading."""
    columns = max(1, min(columns, len(rows) or 1))
    per = math.ceil(len(rows) / columns) if rows else 0
    out: list[list[PanelRow]] = []
    i = 0
    while i < len(rows):
        end = min(i + per, len(rows))
        if len(out) == columns - 1:
            end = len(rows)
        while end - 1 > i and end < len(rows) and rows[end - 1].heading:
            end -= 1  # keep a heading with the row below it
        out.append(list(rows[i:end]))
        i = end
    return out


class PanelItem(QGraphicsItem):
    """A dark rounded panel: a title over rows of text, flowed into ``columns`` columns."""

    KIND: ClassVar[str] = "panel"

    def __init__(self, title: str, rows: Sequence[PanelRow], columns: int = 1,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.title, self.rows = title, list(rows)
        self.folded = False
        """Drawn as its title line alone (:meth:`fold`); its rows kept, said in its tooltip."""
        self.columns = split_columns(self.rows, columns)
        self.setZValue(8)
        self._widths = [max((_row_width(r) for r in col), default=0.0) for col in self.columns]
        title_w = QFontMetricsF(font(TEXT_PX, bold=True)).horizontalAdvance(title)
        body_w = sum(self._widths) + COLUMN_GAP * max(len(self._widths) - 1, 0)
        self.width = max(body_w, title_w) + 2 * PAD
        body_h = max((sum(row_height(r) for r in c) for c in self.columns), default=0.0)
        self.height = 2 * PAD + (ROW_H + 4 if title else 0) + body_h

    def fold(self) -> PanelItem:
        """Draw the title line alone, followed by FOLD_MARK (a crowded table after grading, where
        the panel whole would lie on a seat's cards or chips: issue 33); the rows are kept, in
        :meth:`text` and in the tooltip.  Returns the panel."""
        self.prepareGeometryChange()
        self.folded = True
        title = self.drawn_title()
        self.width = QFontMetricsF(font(TEXT_PX, bold=True)).horizontalAdvance(title) + 2 * PAD
        self.height = 2 * PAD + ROW_H
        self.setToolTip(self.tip())
        return self

    def drawn_title(self) -> str:
        return f"{self.title} {FOLD_MARK}" if self.folded else self.title

    def relayout(self, other: PanelItem) -> None:
        """Take ``other``'s layout (the same rows in another number of columns, or an action
        log's last rows, or its title alone)."""
        self.prepareGeometryChange()
        self.rows, self.columns, self._widths = other.rows, other.columns, other._widths
        self.width, self.height = other.width, other.height
        self.folded = other.folded
        self.setToolTip(self.tip() if self.folded else "")

    def text(self) -> str:
        """Everything the panel says, one row a line (for the tests and accessibility); a
        folded panel's rows too (they are in its tooltip)."""
        return self._text(self.rows)

    def whole_rows(self) -> list[PanelRow]:
        """Every row the panel has to say, whether drawn or not."""
        return self.rows

    def whole_text(self) -> str:
        """Everything the panel has to say, whether drawn or not, one row a line."""
        return self._text(self.whole_rows())

    def _text(self, rows: Sequence[PanelRow]) -> str:
        lines = [self.title] if self.title else []
        for row in rows:
            seat = f"{row.seat} " if row.seat is not None else ""
            right = row.right or " ".join(amount_text(v) for v in row.chips)
            lines.append(f"{seat}{row.left} {right}".strip())
        return "\n".join(lines)

    def tip(self) -> str:
        """The tooltip of a panel drawn short (folded, or a log's last actions): all it says, its
        title over its rows in two columns, as the panel draws them."""
        cells = []
        for row in self.whole_rows():
            seat = f"{row.seat} " if row.seat is not None else ""
            right = row.right or " ".join(amount_text(v) for v in row.chips)
            left = f"<b>{escape(row.left)}</b>" if row.heading else escape(seat + row.left)
            cells.append(f"<tr><td>{left}</td><td align='right'><b>{escape(right)}</b></td></tr>")
        return f"<p><b>{escape(self.title)}</b></p><table cellspacing='4'>{''.join(cells)}</table>"

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        key = (self.KIND, self.title, tuple(self.rows), len(self.columns), self.folded, QLocale().name())
        draw_cached(painter, key, self.boundingRect(), self._draw)

    def _draw(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        painter.setBrush(QColor(12, 18, 16, 228))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)
        y = PAD
        if self.title:
            painter.setPen(QColor("#f0c36b"))
            painter.setFont(font(TEXT_PX, bold=True))
            painter.drawText(QRectF(PAD, y, self.width - 2 * PAD, ROW_H), Qt.AlignmentFlag.AlignVCenter,
                             self.drawn_title())
            y += ROW_H
        if self.folded:
            return
            painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
            painter.drawLine(QPointF(PAD, y + 2), QPointF(self.width - PAD, y + 2))
            y += 4
        x = PAD
        legend = ChipSet.of({v for r in self.rows for v in r.chips}) if any(r.chips for r in self.rows) else None
        for column, width in zip(self.columns, self._widths, strict=True):
            top = y
            for row in column:
                self._draw_row(painter, row, QRectF(x, top, width, row_height(row)), legend)
                top += row_height(row)
            x += width + COLUMN_GAP

    @staticmethod
    def _draw_row(painter: QPainter, row: PanelRow, rect: QRectF, chip_set: ChipSet | None = None) -> None:
        left = rect.left()
        if row.seat is not None:
            centre = QPointF(left + DISC_R, rect.center().y())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f1e4bf"))
            painter.drawEllipse(centre, DISC_R, DISC_R)
            painter.setPen(QColor("#1a1a1a"))
            painter.setFont(font(TEXT_PX if row.seat < 10 else PANEL_SMALLEST_PX, bold=True))
            painter.drawText(QRectF(centre.x() - DISC_R, centre.y() - DISC_R, 2 * DISC_R, 2 * DISC_R),
                             Qt.AlignmentFlag.AlignCenter, str(row.seat))
            left += 2 * DISC_R + 6
        text_rect = QRectF(left, rect.top(), rect.right() - left, rect.height())
        if row.chips:
            draw_legend_chips(painter, rect, row.chips, chip_set or ChipSet.of(row.chips))
        painter.setFont(font(TEXT_PX, bold=row.heading))
        painter.setPen(QColor("#f0c36b") if row.heading else QColor(235, 235, 235))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, row.left)
        if row.right:
            painter.setFont(font(TEXT_PX, bold=True))
            painter.setPen(QColor("#ffffff"))
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, row.right)


# -- the action log --------------------------------------------------------------------


@dataclass(frozen=True)
class LogEntry:
    """One action: ``seat`` did ``verb`` (``check``, ``bet``, ``raise``, ``call``, ``fold``,
    ``post``, or any word), for ``amount`` chips (None: no figure given)."""

    seat: int
    verb: str
    amount: int | None = None
    allin: bool = False


def verb_words(game: str) -> dict[str, str]:
    """Short labels of the actions, in the current language and ``game``'s regulation's words."""
    return {
        "check": rule_words.CHECKS(game),
        "bet": QCoreApplication.translate("TableView", "bets", "action log"),
        "raise": rule_words.RAISES_TO(game),
        "call": rule_words.CALLS(game),
        "fold": QCoreApplication.translate("TableView", "folds", "action log"),
        "post": QCoreApplication.translate("TableView", "posts", "action log: a forced bet"),
    }


def log_rows(entries: Sequence[LogEntry], game: str) -> list[PanelRow]:
    words = verb_words(game)
    allin = rule_words.ALL_IN(game)
    rows = []
    for e in entries:
        verb = words.get(e.verb, e.verb)
        if e.allin:
            verb = listed((verb, allin))
        rows.append(PanelRow(verb, amount_text(e.amount) if e.amount is not None else "", seat=e.seat))
    return rows


def earlier_row(hidden: int) -> PanelRow:
    """The first line of a log drawn with its last actions only: how many come before them."""
    return PanelRow(tr("… %n earlier actions", "action log: the ones not drawn", hidden))


class ActionLogItem(PanelItem):
    """The actions of a round in order, one line each: seat disc, short verb, amount.

    ``ActionLogItem(entries, title, columns=1, game=...)``; ``entries`` is a sequence of
    :class:`LogEntry`, said in the words of ``game``'s regulation.  Reusable for any list of
    actions (e.g. a ``betting`` round).  ``shown``: only the last ``shown`` entries drawn, under a
    line saying how many come before (a long round where the table has no clear room for it
    whole, issue 33: not over a seat's cards); ``entries`` keeps them all.
    """

    KIND = "log"

    def __init__(self, entries: Sequence[LogEntry], title: str, columns: int = 1, *, game: str,
                 shown: int | None = None, parent: QGraphicsItem | None = None) -> None:
        self.entries = list(entries)
        self.game = game
        count = len(self.entries)
        self.shown = count if shown is None else max(0, min(shown, count))
        """How many of the entries are drawn: the last ones."""
        drawn = self.entries[count - self.shown:]
        rows = ([earlier_row(count - self.shown)] if self.shown < count else []) + log_rows(drawn, game)
        super().__init__(title, rows, columns, parent)

    def relayout(self, other: PanelItem) -> None:
        super().relayout(other)
        if isinstance(other, ActionLogItem):
            self.shown = other.shown
        if self.shown < len(self.entries):  # its last actions drawn: all of them on hover
            self.setToolTip(self.tip())

    def whole_rows(self) -> list[PanelRow]:
        """Every action of the round, the ones not drawn too."""
        return log_rows(self.entries, self.game)


class TableCardItem(PanelItem):
    """The table's terms: game, limits, commission and cap, chip unit, bet unit, paytable."""

    KIND = "card"


class ChipLegendItem(PanelItem):
    """The house legend (issue 20): the table's chips face up, each showing its value."""

    KIND = "legend"

    def chip_values(self) -> tuple[int, ...]:
        return tuple(v for row in self.rows for v in row.chips)
