"""Scene building per game family: where each scenario key is drawn.

Only drawing: what is face up, who folded, who holds the marker all come from the
scenario (SCENARIOS.md); nothing here applies a rule of the game.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import compress
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from trainer.engine.betting import BettingState, Status
from trainer.engine.chipset import ChipSet
from trainer.engine.rulesets import RULESETS, Family
from trainer.i18n import QT_TRANSLATE_NOOP

from . import rule_words
from .betting import (
    betting_state,
    betting_words,
    gathered_pots,
    is_dealt,
    is_gathered,
    log_title,
    middle_pots,
    previous_high_bettor,
    round_log,
    seat_tags,
)
from .cards import normalise
from .chips import table_chips
from .felt import BoardItem, FeltItem, TrayItem
from .items import PLATE_H, BetCircleItem, ChipStackItem, DiceItem, amount_text
from .layout import (
    SAFE,
    CroupierSide,
    Oval,
    PanelSpot,
    Point,
    Rect,
    arc_angles,
    boxes_fit,
    clear_spot,
    croupier_angle,
    fit_boxes,
    fit_panel,
    panel_rect,
    perimeter,
    seat_anchors,
)
from .notes import (
    ActionLogItem,
    ChipLegendItem,
    LogEntry,
    PanelItem,
    PanelRow,
    TableCardItem,
    line_rows,
    lines_width,
    tag_lines,
    tag_words,
)
from .seat import PLATE_W, SeatContent, SeatItem, SeatShape
from .terms import chip_legend_rows, chip_legend_title, qpoker_card, table_card_rows

# The rule sets (trainer.engine.rulesets) say which games there are, how many places a
# table is drawn with (RuleSet.table_places) and how many hole cards a board game deals.
GAMES = tuple(RULESETS)
TABLE_SIZE = {game: rules.table_places for game, rules in RULESETS.items()}
HOLE_CARDS = {game: rules.hole_cards for game, rules in RULESETS.items() if rules.board_cards}

CENTRE = Point(800, 445)
SEAT_OVAL = Oval(800, 445, 690, 352)
FELT_OVAL = Oval(800, 445, 606, 300)
BET_OVAL = Oval(800, 445, 470, 212)
CROUPIER_GAP = 330.0
POT_AREA_H = 116.0  # the pots under the board: their chips over their labels
BOARD_CARD_W = 74.0
QPOKER_TITLE_Y = 404.0
LAST_ROWS_KEPT = 3
"""The fewest of a long log's last actions drawn alone (the one before, the call to it, the last)."""
PANEL_SCALE_ENOUGH = 0.9  # a panel drawn this share of its largest size is as good: fewer columns, first spot
BET_SCALES = (1.0, 0.9, 0.8, 0.72)  # a seat's chips drawn this much smaller where the felt is crowded
QPOKER_GAP = 0.40  # share of the half-moon's oval left to the croupier's straight edge


QPOKER_WIDTHS = (640.0, 680.0, 720.0, 760.0)  # the spots' arc, as wide as the spots need
CORNERS: tuple[PanelSpot, ...] = ("bl", "br", "tl", "tr")


def _scene_box(item: QGraphicsItem, rect: QRectF | None = None) -> Rect:
    """The item's box (or ``rect`` of it) on the scene."""
    r = item.sceneBoundingRect() if rect is None else item.mapRectToScene(rect)
    return Rect(r.x(), r.y(), r.width(), r.height())


def _overlap(a: Rect, b: Rect) -> float:
    w = min(a.x + a.w, b.x + b.w) - max(a.x, b.x)
    h = min(a.y + a.h, b.y + b.h) - max(a.y, b.y)
    return w * h if w > 0 and h > 0 else 0.0


def _grid(w: float, h: float, region: Rect, step: float = 24.0) -> list[Rect]:
    """Every place of a ``w`` x ``h`` box in ``region``, ``step`` by ``step``: where a panel
    that fits nowhere clear may find a gap (between seats, on the felt inside them); row by row."""
    xs, ys = _grid_axes(w, h, region, step)
    return [Rect(x, y, w, h) for y in ys for x in xs]


Box = tuple[float, float, float, float]
"""A rectangle as its edges (left, top, right, bottom): what :func:`_covered` reads."""


def _edges(rects: Iterable[Rect]) -> list[Box]:
    return [(r.x, r.y, r.x + r.w, r.y + r.h) for r in rects]


def _covered(x0: float, y0: float, x1: float, y1: float, boxes: list[Box], limit: float = math.inf) -> float:
    """``sum(_overlap(rect, b) for b in boxes)`` for the rect with these edges, the same float
    (the same products added in the same order); once the sum passes ``limit`` it stops and
    returns what it has (more than ``limit``): a place that already covers more than the best
    one found is not finished (issue 36: the least-covering search was most of a table's layout)."""
    total = 0.0
    for a0, b0, a1, b1 in boxes:
        w = (x1 if x1 < a1 else a1) - (x0 if x0 > a0 else a0)
        if w > 0:
            h = (y1 if y1 < b1 else b1) - (y0 if y0 > b0 else b0)
            if h > 0:
                total += w * h
                if total > limit:
                    return total
    return total


def _always(panel: PanelItem) -> Callable[[int], PanelItem]:
    """A plan's ``make`` that lays ``panel`` out as it is, in any number of columns asked."""
    return lambda columns: panel


def _least_covering_place(plan: PanelPlan, scale: float, spots: Sequence[tuple[Any, Any]], region: Rect,
                          layers: list[list[Box]]) -> tuple[int, Rect]:
    """The columns and place of ``plan``'s panel at ``scale`` that covers least, layer by layer
    (plates, then held cards and chips, then folded cards, then the rest): its ``spots`` first,
    then every place of the region's grid, counted as further the further from its first spot;
    the first of equal places wins."""
    best: tuple[float, ...] | None = None
    best_place: tuple[int, Rect] | None = None
    for columns in range(1, plan.max_columns + 1):
        probe = plan.make(columns)
        if columns > 1 and len(probe.columns) < columns:
            break
        w, h = probe.width * scale, probe.height * scale
        firsts = [panel_rect(w, h, spot, at, region) for spot, at in spots]
        fx, fy = firsts[0].x, firsts[0].y
        for i, r in enumerate(firsts):
            x1, y1 = r.x + w, r.y + h
            key = (*(_covered(r.x, r.y, x1, y1, boxes) for boxes in layers),
                   i * 10_000 + abs(r.x - fx) + abs(r.y - fy), columns)
            if best is None or key < best:
                best, best_place = key, (columns, r)
        xs, ys = _grid_axes(w, h, region)
        if not xs or not ys:
            continue
        covered, g = _grid_least(xs, ys, w, h, layers, len(firsts) * 10_000, fx, fy)
        x, y = xs[g % len(xs)], ys[g // len(xs)]
        key = (*covered, len(firsts) * 10_000 + abs(x - fx) + abs(y - fy), columns)
        if best is None or key < best:
            best, best_place = key, (columns, Rect(x, y, w, h))
    assert best_place is not None
    return best_place


def _grid_axes(w: float, h: float, region: Rect, step: float = 24.0) -> tuple[list[float], list[float]]:
    """The left edges and the top edges of :func:`_grid`'s places (a place: a top and a left)."""
    xs = [region.x + k * step for k in range(int((region.w - w) / step) + 1)]
    ys = [region.y + k * step for k in range(int((region.h - h) / step) + 1)]
    return xs, ys


def _grid_least(xs: list[float], ys: list[float], w: float, h: float, layers: list[list[Box]],
                away: float, fx: float, fy: float) -> tuple[list[float], int]:
    """The grid place (index ``row * len(xs) + column``, rows ``ys``) whose overlaps, layer by
    layer, are least, then nearest ``(fx, fy)`` (``away`` plus the distance, as the caller's key
    adds it), then first: its sums and its index.

    A layer that leaves some place in the running clear (every layer of most searches: the plates
    always, issue 36) is read as which places its boxes meet — each box's places are a block of
    the grid, struck out a row at a time — and no overlap is summed; a layer that meets them all
    sums them box by box (:func:`_box_by_box`), so each place's sum is :func:`_covered`'s to the
    last bit (the same products added in the same order), or, once few places are left, each
    whole by :func:`_covered`.  (A sum of positive overlaps is 0 only where no box meets the place.)"""
    nx, places = len(xs), len(xs) * len(ys)
    candidates: list[int] = []
    alive: int | None = None  # the places still in the running, a bit each (None: every place)
    covered: list[float] = []
    for boxes in layers:
        clear = int.from_bytes(_clear_of(xs, ys, w, h, boxes), "little")
        if alive is not None:
            clear &= alive
        if clear:
            covered.append(0.0)
            alive = clear
            candidates = list(compress(range(places), clear.to_bytes(places, "little")))
            continue
        if alive is None:
            candidates = list(range(places))
        sums: dict[int, float] | list[float]
        if len(candidates) * len(boxes) < places // 2:
            sums = {}
            for g in candidates:
                x, y = xs[g % nx], ys[g // nx]
                sums[g] = _covered(x, y, x + w, y + h, boxes)
        else:
            sums = _box_by_box(xs, ys, w, h, boxes)
        least = min(sums[g] for g in candidates)
        candidates = [g for g in candidates if sums[g] == least]
        covered.append(least)
        running = bytearray(places)
        for g in candidates:
            running[g] = 1
        alive = int.from_bytes(running, "little")
    dx, dy = [abs(x - fx) for x in xs], [abs(y - fy) for y in ys]
    # Candidates run in the grid's order: min keeps the first of equal distances.
    return covered, min(candidates, key=lambda g: away + dx[g % nx] + dy[g // nx])


def _span(starts: list[float], size: float, lo: float, hi: float) -> range:
    """The places ``starts[k]`` .. ``starts[k] + size`` (ascending starts) that overlap ``lo`` .. ``hi``
    by more than nothing, as :func:`_covered` measures it: a run of them."""

    def meets(k: int) -> bool:
        v = starts[k]
        return (((v + size) if (v + size) < hi else hi) - (v if v > lo else lo)) > 0

    n = len(starts)
    k0 = max(0, bisect_right(starts, lo - size) - 1)
    while k0 < n and not meets(k0):
        k0 += 1
    k1 = min(n, bisect_left(starts, hi) + 1)
    while k1 > k0 and not meets(k1 - 1):
        k1 -= 1
    return range(k0, k1)


def _clear_of(xs: list[float], ys: list[float], w: float, h: float, boxes: list[Box]) -> bytearray:
    """A byte a grid place: 1 where none of ``boxes`` meets it."""
    nx = len(xs)
    clear = bytearray(b"\x01") * (nx * len(ys))
    for a0, b0, a1, b1 in boxes:
        across = _span(xs, w, a0, a1)
        if not across:
            continue
        down = _span(ys, h, b0, b1)
        struck = bytes(len(across))
        for base in range(down.start * nx, down.stop * nx, nx):
            clear[base + across.start:base + across.stop] = struck
    return clear


def _box_by_box(xs: list[float], ys: list[float], w: float, h: float, boxes: list[Box]) -> list[float]:
    """Each grid place's :func:`_covered` sum over ``boxes``, made box by box."""
    nx = len(xs)
    sums = [0.0] * (nx * len(ys))
    for a0, b0, a1, b1 in boxes:
        span = _span(xs, w, a0, a1)
        across = [(k, ((x + w) if (x + w) < a1 else a1) - (x if x > a0 else a0))
                  for k, x in zip(span, xs[span.start:span.stop], strict=True)]
        if not across:
            continue
        for row in _span(ys, h, b0, b1):
            y = ys[row]
            hy = ((y + h) if (y + h) < b1 else b1) - (y if y > b0 else b0)
            base = row * nx
            for k, wx in across:
                sums[base + k] += wx * hy
    return sums


TITLES = (  # the rule sets' titles (RuleSet.title) as the felt prints them, marked for lupdate
    QT_TRANSLATE_NOOP("TableView", "Hold'em"),
    QT_TRANSLATE_NOOP("TableView", "Omaha"),
    QT_TRANSLATE_NOOP("TableView", "Póquer sintético"),
    QT_TRANSLATE_NOOP("TableView", "Omaha (Macau 2010)"),
    QT_TRANSLATE_NOOP("TableView", "Five-card stud"),
    QT_TRANSLATE_NOOP("TableView", "Thirteen cards"),
    QT_TRANSLATE_NOOP("TableView", "Q Poker"),
)


def game_title(game: str) -> str:
    """The game's name on the felt and the table card, in the current language."""
    return QCoreApplication.translate("TableView", RULESETS[game].title)


def table_words() -> dict[str, str]:
    """The words written on the table, in the current language."""
    return {
        "banker": QCoreApplication.translate("TableView", "Banker"),
        "folded": QCoreApplication.translate("TableView", "Folded"),
        "fold": QCoreApplication.translate("TableView", "Fold", "Q Poker decision"),
        "play": QCoreApplication.translate("TableView", "Play", "Q Poker decision"),
        "pair_plus": QCoreApplication.translate("TableView", "Pair plus"),
        "bet": QCoreApplication.translate("TableView", "Bet", "Q Poker betting circle"),
        "total": QCoreApplication.translate("TableView", "total {amount}",
                                            "under a seat's chips: all it put in during the hand"),
    }


def seat_title(seat: Mapping[str, Any], number: int) -> str:
    name = seat.get("name")
    if name:
        return str(name)
    return QCoreApplication.translate("TableView", "Seat {number}").format(number=number)


def cards_of(value: Any) -> list[str]:
    return [normalise(c) for c in (value or [])]


def round_entries(data: Mapping[str, Any]) -> list[LogEntry]:
    """The last round's actions of a scenario: ``final_round``, else the last round of
    ``betting`` (``amount`` / ``to``: the seat's total for the round)."""
    actions: Any = data.get("final_round")
    if not actions and data.get("betting"):
        rounds = [r for r in data["betting"] if r]
        actions = rounds[-1] if rounds else []
    out = []
    for a in actions or []:
        if not isinstance(a, Mapping):
            continue
        amount = a.get("amount", a.get("to"))
        out.append(LogEntry(int(a["seat"]), str(a.get("action", "")),
                            int(amount) if isinstance(amount, int) else None, bool(a.get("allin"))))
    return out


def round_chips(entries: list[LogEntry]) -> dict[int, int | None]:
    """Each acting seat's chips for the round as the log writes them: a bet's or raise's
    figure is the seat's total; a call without a figure matches the highest total before
    it (an all-in call without one is left unknown: None)."""
    highest = 0
    put: dict[int, int | None] = {}
    for e in entries:
        if e.amount is not None and e.verb in ("bet", "raise", "call", "post"):
            put[e.seat] = e.amount
            highest = max(highest, e.amount)
        elif e.verb == "call":
            put[e.seat] = None if e.allin else highest
        else:
            put.setdefault(e.seat, 0)
    return put


@dataclass
class PanelPlan:
    """A panel (table card, action log) and how to place it: its spots, in order of
    preference, and up to how many columns its rows may flow into."""

    item: PanelItem
    make: Callable[[int], PanelItem]  # the same panel laid out in n columns
    spots: list[tuple[PanelSpot, Point | None]]
    max_columns: int
    rect: Rect | None = None  # where it is, once placed
    last: Callable[[int, int], PanelItem] | None = None
    """An action log: its last k rows in n columns, when it fits nowhere clear whole."""
    rows: int = 0  # how many rows ``last`` may keep


@dataclass
class Built:
    """The items of one drawn scenario, for the view to mark later."""

    seats: dict[int, SeatItem] = field(default_factory=dict)  # 0: banker or croupier
    board: BoardItem | None = None
    croupier: SeatItem | None = None  # the croupier's plate in the poker games (not clickable)
    chips: list[ChipStackItem] = field(default_factory=list)
    pot_area: Rect | None = None
    obstacles: list[Rect] = field(default_factory=list)
    table_card: TableCardItem | None = None
    paytable: TableCardItem | None = None  # Q Poker: the bet's paytable, the croupier's other side
    legend: ChipLegendItem | None = None  # the house legend: the table's chips
    action_log: ActionLogItem | None = None
    panels: list[PanelPlan] = field(default_factory=list)
    marker: int | None = None  # the place whose plate draws the marker button
    pots: list[dict[str, Any]] = field(default_factory=list)  # a betting hand's pots in the middle
    chip_set: ChipSet = field(default_factory=ChipSet)  # the table's denominations


class SceneBuilder:
    """Draws one scenario dict into ``scene``."""

    def __init__(self, scene: QGraphicsScene, *, deck: str, reveal: bool, side: CroupierSide,
                 region: Rect = SAFE, totals_shown: bool = True) -> None:
        self.scene, self.deck, self.reveal, self.side = scene, deck, reveal, side
        self.totals_shown = totals_shown  # the amounts written under the chips
        self.region = region  # where the panels may go: the part of the scene the window shows
        self.largest = 1.0  # the panels' largest scale (more when the window draws the table small)
        self.least = 0.55  # their smallest: their words still readable on the screen (TableView sets it)
        self.built = Built()
        self.words = table_words()
        self.game = ""  # the game drawn: its regulation's words on the table (issue 32 T3)

    def build(self, data: Mapping[str, Any], seat_count: int | None = None) -> Built:
        game = str(data.get("game", ""))
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r} (one of: {', '.join(GAMES)})")
        self.game = game
        self.built.chip_set = table_chips(data)
        SCENES[RULESETS[game].family](self, game, data, seat_count)
        self._table_card(game, data)
        self._chip_legend(data)
        return self.built

    # -- shared ----------------------------------------------------------------
    def _add(self, item: QGraphicsItem, rect: Rect) -> None:
        item.setPos(rect.x, rect.y)
        self.scene.addItem(item)

    def _seat(self, content: SeatContent, shape: SeatShape, card_w: float, box: Rect,
              size: tuple[float, float] | None = None) -> SeatItem:
        item = SeatItem(content, shape, card_w, size or (box.w, box.h), deck=self.deck, reveal=self.reveal,
                        chip_set=self.built.chip_set, totals_shown=self.totals_shown)
        self._add(item, box)
        self.built.seats[content.place] = item
        self.built.obstacles.append(box)
        return item

    def _chips(self, amount: int, target: Point, seat: SeatItem, round_amount: int | None = None,
               in_round: bool = False) -> None:
        """A seat's chips near ``target``, moved along the seat-centre line until clear.

        ``in_round``: a round's actions are drawn, so the chips are the seat's for that
        round (``round_amount``) and its hand total is written under them."""
        if not amount and not round_amount:
            return
        caption = self.words["total"].format(amount=amount_text(amount)) if in_round else ""
        item = ChipStackItem(amount, round_amount=round_amount, caption=caption, place=seat.place,
                             chip_set=self.built.chip_set, totals_shown=self.totals_shown)
        w, h = ChipStackItem.WIDTH, item.height
        home = Point(seat.sceneBoundingRect().center().x(), seat.sceneBoundingRect().center().y())
        for scale in BET_SCALES:  # drawn smaller where the seats crowd the felt (a seat's stack under its plate)
            found = clear_spot(target, home, CENTRE, w * scale, h * scale, self.built.obstacles)
            if found is not None:
                rect = found
                item.setScale(scale)
                break
        else:  # nowhere clear, even drawn smaller: where it belongs, at the size that covers the least
            scale, rect = min(((k, Rect.centred(target, w * k, h * k).clamped_into(SAFE)) for k in BET_SCALES),
                              key=lambda kr: (sum(_overlap(kr[1], o) for o in self.built.obstacles), -kr[0]))
            item.setScale(scale)
        self._add(item, rect)
        self.built.chips.append(item)
        self.built.obstacles.append(rect)

    def _count(self, game: str, seats: Mapping[int, Any], seat_count: int | None) -> int:
        if seat_count:
            return max(seat_count, max(seats, default=0))
        return max(TABLE_SIZE[game], max(seats, default=0))

    def _croupier(self, title: str) -> Rect:
        """The croupier's plate and tray on the rail; returns the box they take."""
        at = SEAT_OVAL.at(croupier_angle(self.side))
        box = Rect.centred(at, TrayItem.W, TrayItem.H + PLATE_H + 6)
        content = SeatContent(place=0, number=None, title=title, clickable=False)
        shape = SeatShape(rows=(), plate_w=TrayItem.W * 0.8)
        plate = SeatItem(content, shape, 0, (box.w, PLATE_H), deck=self.deck, reveal=self.reveal)
        tray = TrayItem()
        tray_y, plate_y = (box.y, box.y + TrayItem.H + 6) if self.side == "bottom" else (
            box.y + PLATE_H + 6, box.y)
        self._add(tray, Rect(box.x, tray_y, TrayItem.W, TrayItem.H))
        self._add(plate, Rect(box.x, plate_y, box.w, PLATE_H))
        self.built.croupier = plate
        self.built.obstacles.append(box)
        return box

    # -- poker: holdem, omaha, sintetico, omaha-macau, stud ----------------------
    def _poker(self, game: str, data: Mapping[str, Any], seat_count: int | None) -> None:
        seats = {int(s["seat"]): s for s in data.get("seats") or []}
        marker = data.get("marker")
        marker = marker if isinstance(marker, int) and not isinstance(marker, bool) and marker > 0 else None
        n = max(self._count(game, seats, seat_count), marker or 0)
        stud = RULESETS[game].open_boards
        title_y = FELT_OVAL.cy + (FELT_OVAL.ry - 50) * (1 if self.side == "bottom" else -1)
        self.scene.addItem(FeltItem("oval", FELT_OVAL, game_title(game), title_y))
        croupier = self._croupier(rule_words.CROUPIER(game))
        state = betting_state(data)  # a hand given by its betting, as the engine replays it
        folded = set(state.folded) if state is not None else set()
        dealt = is_dealt(data)  # before the deal no seat holds a card, not even a back (RULINGS R8-12)
        rows = {k: self._poker_row(game, s, k in folded) if dealt else ([], []) for k, s in seats.items()}
        gathered = state is not None and is_gathered(data)
        pots, uncalled = gathered_pots(state) if gathered and state is not None else ([], None)
        entries = round_log(state) if state is not None else round_entries(data)
        tags = self._poker_tags(game, data, seats, entries)
        if state is not None:
            high = previous_high_bettor(state, data)
            tags = {n: t for n in seats if (t := tuple(seat_tags(state, n, high)))}
            stacks = {n: state.stacks.get(n, 0) for n in seats}
        else:  # no betting, or the engine refused it: the stacks as given
            stacks = {n: s["stack"] for n, s in seats.items()
                      if isinstance(s.get("stack"), int) and not isinstance(s["stack"], bool)}
        lines = [tag_lines([t for t, _ in ts], PLATE_W) for ts in tags.values()]
        tag_rows = max((sum(line_rows(line) for line in ls) for ls in lines), default=0)
        widest = max((lines_width(line) for ls in lines for line in ls), default=0.0)
        longest = max((len(r[0]) for r in rows.values()), default=0) or HOLE_CARDS.get(game, 5)
        stack_row = any(v > 0 for v in stacks.values())
        if stud:
            shape = SeatShape(rows=(longest,), step=0.56, lead=0.5, tag_rows=tag_rows, min_w=widest,
                              stack_row=stack_row)
        else:
            shape = SeatShape(rows=(longest,), step=1.06 if longest <= 2 else 0.5, tag_rows=tag_rows,
                              min_w=widest, stack_row=stack_row)
        stack_word = betting_words(game)["stack"]
        angles = arc_angles(SEAT_OVAL, n, self.side, CROUPIER_GAP)
        anchors = [SEAT_OVAL.at(t) for t in angles]
        card_w, boxes = fit_boxes(anchors, shape.size, 80 if stud else 76, 36, [croupier])
        for number, box in enumerate(boxes, start=1):
            seat = seats.get(number)
            if seat is None:
                content = SeatContent(place=number, number=number, title="", occupied=False,
                                      marker=marker == number)
            else:
                cards, private = rows[number]
                content = SeatContent(
                    place=number, number=number, title=seat_title(seat, number), marker=marker == number,
                    folded=bool(seat.get("folded")) or (state is not None and number in state.folded),
                    rows={"hand": cards} if cards else {},
                    private={"hand": private}, tags=tags.get(number, ()), stack=max(stacks.get(number, 0), 0),
                    stack_label=stack_word.format(amount=amount_text(stacks.get(number, 0))))
            self._seat(content, shape, card_w, box)
        self.built.marker = marker if marker is not None and marker <= n else None
        if self.built.marker is not None and self.built.marker in self.built.seats:
            # what «D» means here: a mão, not a dealer's button (U20)
            self.built.seats[self.built.marker].plate.setToolTip(rule_words.marker_tip(game))
        if stud:
            self.built.pot_area = Rect(CENTRE.x - 320, CENTRE.y - 70, 640, 140)
        else:
            board = BoardItem(cards_of(data.get("board")), BOARD_CARD_W, self.deck)
            bw, bh = BoardItem.size(BOARD_CARD_W)
            top = CENTRE.y - 160 if self.side == "bottom" else CENTRE.y - 50
            rect = Rect(CENTRE.x - bw / 2, top, bw, bh)
            self._add(board, rect)
            self.built.board = board
            self.built.obstacles.append(rect)
            pot_top = rect.y + rect.h + 4 if self.side == "bottom" else rect.y - POT_AREA_H - 4
            self.built.pot_area = Rect(CENTRE.x - 320, pot_top, 640, POT_AREA_H)
        self.built.obstacles.append(self.built.pot_area)
        if state is not None and gathered:
            # The round closed: its bets gathered into the pots, main and side, none left in front
            # of the seats.  Between rounds no round is in play: no log until the next begins; at
            # the end of the hand the last round's actions stay (the showdown order reads them).
            self.built.pots = pots
            owner = self.built.seats.get(uncalled.seat) if uncalled is not None else None
            if uncalled is not None and owner is not None:  # R1-1: in no pot, it goes back to its owner
                self._chips(uncalled.amount, BET_OVAL.at(angles[uncalled.seat - 1]), owner)
            if state.status not in (Status.DEAL, Status.TO_ACT):
                self.action_log(entries, log_title(state), keep_empty=True)
            return
        if state is not None:
            self._betting_chips(state, angles)
            # before the deal a log only of the blinds posted: the antes are no action of a round
            self.action_log(entries, log_title(state), keep_empty=dealt)
            return
        # Chips for the round only from ``final_round``, whose figures are all there is to
        # know; a ``betting`` round's calls depend on blinds the engine posts.
        self._committed_chips(seats, angles, entries if data.get("final_round") else [])
        if entries:
            self.action_log(entries)

    def _betting_chips(self, state: BettingState, angles: list[float]) -> None:
        """Each seat's chips in front of it for the round in play; after the first round,
        with its total for the hand under them.  The pot in the middle: the rest."""
        later = any(state.committed.get(s, 0) != state.bets.get(s, 0) for s in state.committed)
        for number in sorted(state.committed):
            seat = self.built.seats.get(number)
            if seat is None:
                continue
            bet, total = state.bets.get(number, 0), state.committed.get(number, 0)
            target = BET_OVAL.at(angles[number - 1])
            if later:
                self._chips(total, target, seat, bet, True)
            else:
                self._chips(bet, target, seat)
        self.built.pots = middle_pots(state)

    def _poker_tags(self, game: str, data: Mapping[str, Any], seats: Mapping[int, Mapping[str, Any]],
                    entries: list[LogEntry]) -> dict[int, tuple[tuple[str, str], ...]]:
        """FOLDED, ALL-IN and the last round's high bettor, as the scenario says them."""
        words = tag_words(game)
        allin = {e.seat for e in entries if e.allin}
        high = data.get("previous_round_high_bettor")
        out: dict[int, tuple[tuple[str, str], ...]] = {}
        for number, seat in seats.items():
            tags = []
            if seat.get("folded"):
                at = seat.get("folded_at")  # stud: folded as the N-th open card was dealt
                text = words["folded-at"].format(n=at) if isinstance(at, int) else words["folded"]
                tags.append((text, "folded"))
            elif seat.get("allin") or number in allin:
                tags.append((words["allin"], "allin"))
            if high == number:
                tags.append((words["high-bet"], "high-bet"))
            if tags:
                out[number] = tuple(tags)
        return out

    def _committed_chips(self, seats: Mapping[int, Mapping[str, Any]], angles: list[float],
                         entries: list[LogEntry]) -> None:
        in_round = round_chips(entries)
        for number, seat in sorted(seats.items()):
            self._chips(int(seat.get("committed") or 0), BET_OVAL.at(angles[number - 1]),
                        self.built.seats[number], in_round.get(number), bool(entries))

    # -- the action log and the table card ---------------------------------------------
    def action_log(self, entries: Sequence[LogEntry], title: str | None = None,
                   keep_empty: bool = False) -> ActionLogItem | None:
        """Draw ``entries`` as the table's action log (replacing any), in the corner on the
        croupier's right; no entries: no log (``keep_empty``: the title alone)."""
        old = self.built.action_log
        if old is not None:
            plan = next(p for p in self.built.panels if p.item is old)
            self.built.panels.remove(plan)
            if plan.rect is not None:
                self.built.obstacles.remove(plan.rect)
            self.scene.removeItem(old)
            self.built.action_log = None
        if not entries and not keep_empty:
            return None
        game = self.game
        words = title if title is not None else rule_words.LAST_ROUND_TITLE(game)
        corner: PanelSpot = "br" if self.side == "bottom" else "tr"
        item = ActionLogItem(entries, words, 1, game=game)
        self._place_panel(PanelPlan(item, lambda columns: ActionLogItem(entries, words, columns, game=game),
                                    [(corner, None)], max_columns=4,
                                    last=lambda k, columns: ActionLogItem(entries, words, columns, game=game, shown=k),
                                    rows=len(entries)))
        self.built.action_log = item
        return item

    def _table_card(self, game: str, data: Mapping[str, Any]) -> None:
        title = game_title(game)
        rules = RULESETS[game]
        if rules.plays_spots:
            self._qpoker_card(data, title)
            return
        rows = table_card_rows(data)
        spots: list[tuple[PanelSpot, Point | None]] = [("bl" if self.side == "bottom" else "tl", None)]
        if rules.family == Family.THIRTEEN:
            spots.append(("c", Point(CENTRE.x, CENTRE.y + 130 if self.side == "bottom" else 315)))
        item = TableCardItem(title, rows, 1)
        self._place_panel(PanelPlan(item, lambda columns: TableCardItem(title, rows, columns), spots,
                                    max_columns=2))
        self.built.table_card = item

    def _qpoker_card(self, data: Mapping[str, Any], title: str) -> None:
        """The table card and the bet's paytable each side of the croupier, by the spots they
        pay, on the felt by its straight edge (where a Q Poker layout prints them), the same
        graded or not; in a lower corner of the window's room where that is larger."""
        card_rows, bet_title, bet_rows = qpoker_card(data)
        dealer = self.built.seats.get(0)
        first, last = self.built.seats.get(1), self.built.seats.get(max(self.built.seats))
        if dealer is None or first is None or last is None:
            return
        d, a, b = _scene_box(dealer), _scene_box(first), _scene_box(last)
        n = max(self.built.seats)
        inner = [_scene_box(s) for p, s in self.built.seats.items() if p in (2, n - 1) and n > 3]
        top = max((r.y + r.h for r in inner), default=CENTRE.y)  # under the second and the last but one spots
        y = (top + SAFE.y + SAFE.h) / 2
        self.built.table_card = self._qpoker_panel(card_rows, title, Point((a.x + a.w + d.x) / 2, y), "bl")
        self.built.paytable = self._qpoker_panel(bet_rows, bet_title, Point((d.x + d.w + b.x) / 2, y), "br")

    def _qpoker_panel(self, rows: list[PanelRow], title: str, at: Point, corner: PanelSpot) -> TableCardItem:
        item = TableCardItem(title, rows, 1)
        spots: list[tuple[PanelSpot, Point | None]] = [("c", at), (corner, None)]
        self._place_panel(PanelPlan(item, lambda columns: TableCardItem(title, rows, columns), spots, max_columns=1))
        return item

    def _chip_legend(self, data: Mapping[str, Any]) -> None:
        """The house legend in a corner the croupier faces (the far side of the table),
        clear of the seats and of the other panels."""
        rows, title = chip_legend_rows(data), chip_legend_title()
        far: list[tuple[PanelSpot, Point | None]] = [("tl", None), ("tr", None)] if self.side == "bottom" else [
            ("bl", None), ("br", None)]
        item = ChipLegendItem(title, rows, 1)
        self._place_panel(PanelPlan(item, lambda columns: ChipLegendItem(title, rows, columns), far, max_columns=2))
        self.built.legend = item

    def _place_panel(self, plan: PanelPlan) -> None:
        self.built.panels.append(plan)
        self.scene.addItem(plan.item)
        self._fit(plan)

    def place_panels(self, region: Rect, largest: float = 1.0, least: float | None = None) -> None:
        """Place the panels again for a window that shows ``region`` of the scene (more
        room around the table when its shape is not the table's), up to ``largest``."""
        least = self.least if least is None else least
        if (region, largest, least) == (self.region, self.largest, self.least):
            return
        self.region, self.largest, self.least = region, largest, least
        for plan in self.built.panels:
            if plan.rect is not None:
                self.built.obstacles.remove(plan.rect)
                plan.rect = None
        for plan in self.built.panels:
            self._fit(plan)

    def _fit(self, plan: PanelPlan) -> None:
        """Put the panel at the spot and in the column count where it is drawn largest,
        clear of everything else on the table (fewest columns when that is large enough)."""
        found: list[tuple[int, int, float, Rect]] = []  # spot, columns, scale, box
        for columns in range(1, plan.max_columns + 1):
            probe = plan.make(columns)
            if columns > 1 and len(probe.columns) < columns:
                break
            for i, (spot, at) in enumerate(plan.spots):
                placed = fit_panel(probe.width, probe.height, spot, at, self.built.obstacles, region=self.region,
                                   smallest=self.least, largest=self.largest)
                if placed is not None:
                    found.append((i, columns, placed[1], placed[0]))
        shortened = None if found else self._last_rows(plan)
        if found:  # the first spot, in the fewest columns, where it is drawn nearly as large as it can be
            enough = PANEL_SCALE_ENOUGH * max(f[2] for f in found) - 1e-6
            _, columns, scale, rect = min((f for f in found if f[2] >= enough), key=lambda f: (f[0], f[1], -f[2]))
            layout = plan.make(columns)
        elif shortened is not None:  # a long log: its last actions, clear of every seat's cards and chips
            layout, scale, rect = shortened
        else:  # nowhere clear: still readable, where it covers the least (never a seat's plate if it can)
            scale, drawn = self.least, plan
            if plan.last is not None and plan.rows > LAST_ROWS_KEPT:  # a long log: its last actions, covering less
                last = plan.last
                drawn = replace(plan, make=lambda columns: last(LAST_ROWS_KEPT, columns))
            columns, rect = self._least_covering(drawn, scale)
            layout = drawn.make(columns)
            if self._hides(rect):  # it would lie on what a trainee reads: its title line alone
                layout, scale, rect = self._folded(plan)
        plan.item.relayout(layout)
        plan.item.setScale(scale)
        plan.item.setPos(rect.x, rect.y)
        plan.rect = rect
        self.built.obstacles.append(rect)

    def _clear_fit(self, probe: PanelItem, plan: PanelPlan) -> tuple[float, Rect] | None:
        """Where ``probe`` fits clear at the first of its plan's spots, then of the region's other
        corners, that holds it: the largest scale there."""
        for spot, at in [*plan.spots, *((c, None) for c in CORNERS if (c, None) not in plan.spots)]:
            placed = fit_panel(probe.width, probe.height, spot, at, self.built.obstacles, region=self.region,
                               smallest=self.least, largest=self.largest)
            if placed is not None:
                return placed[1], placed[0]
        return None

    def _last_rows(self, plan: PanelPlan) -> tuple[PanelItem, float, Rect] | None:
        """An action log that fits nowhere clear whole (a long round on a table whose window
        leaves no room beside it, after grading): the most of its last actions that fit clear,
        at least LAST_ROWS_KEPT of them, under a line counting the ones before; None: not even those."""
        if plan.last is None or plan.rows <= LAST_ROWS_KEPT:
            return None
        last = plan.last

        def fitted(k: int) -> tuple[PanelItem, float, Rect] | None:
            for columns in range(1, plan.max_columns + 1):
                probe = last(k, columns)
                if columns > 1 and len(probe.columns) < columns:
                    break
                placed = self._clear_fit(probe, plan)
                if placed is not None:
                    return probe, placed[0], placed[1]
            return None

        best, low, high = None, LAST_ROWS_KEPT, plan.rows - 1  # fewer rows fit wherever more do
        while low <= high:
            k = (low + high) // 2
            got = fitted(k)
            if got is None:
                high = k - 1
            else:
                best, low = got, k + 1
        return best

    def _folded(self, plan: PanelPlan) -> tuple[PanelItem, float, Rect]:
        """The panel folded to its title line (issue 33: a crowded table after grading, the table
        card whole on seats' bets), a log to its last action or two if those fit clear in its corner
        or another (not in a gap between the seats, over the felt's print: the log is looked for
        in a corner): clear at its spots or a corner, largest there; else where it covers the least."""
        if plan.last is not None:  # a log: its last action or two, if they fit clear
            for k in range(min(LAST_ROWS_KEPT, plan.rows) - 1, 0, -1):
                probe = plan.last(k, 1)
                placed = self._clear_fit(probe, plan)
                if placed is not None:
                    return probe, placed[0], placed[1]
        folded = plan.make(1).fold()
        placed = self._clear_fit(folded, plan)
        if placed is not None:
            return folded, placed[0], placed[1]
        _, rect = self._least_covering(replace(plan, make=_always(folded), max_columns=1), self.least)
        return folded, self.least, rect

    def _hides(self, rect: Rect) -> bool:
        """A panel at ``rect`` lies on what a trainee reads on the table: a seat's plate, tags,
        cards or chips, the croupier's plate, the board, the pots' place or another panel."""
        seats = self.built.seats.values()
        things = [_scene_box(seat.plate) for seat in seats]
        things += [_scene_box(tag) for seat in seats for tag in seat.tags]
        things += [_scene_box(card, card.card_rect()) for seat in seats for card in seat.all_cards()]
        things += [_scene_box(seat.stack) for seat in seats if seat.stack is not None]
        things += [_scene_box(chips) for chips in self.built.chips]
        if self.built.croupier is not None:
            things.append(_scene_box(self.built.croupier))
        if self.built.board is not None:
            things.append(_scene_box(self.built.board))
        if self.built.pot_area is not None:
            things.append(self.built.pot_area)
        things += [p.rect for p in self.built.panels if p.rect is not None]
        return any(rect.intersects(t) for t in things)

    def _least_covering(self, plan: PanelPlan, scale: float) -> tuple[int, Rect]:
        """Where a panel at ``scale`` covers the least when it fits nowhere clear: the plates
        first (a seat's name and number are never hidden if some spot avoids them), then the
        seats' cards and chips and the pots' place (issue 33: the table card on seat 4's cards at
        1280x720), then a folded seat's cards, then everything else on the table; its spots first, then the region's
        other corners, then anywhere in the region."""
        plates = [_scene_box(seat.plate) for seat in self.built.seats.values()]
        if self.built.croupier is not None:
            plates.append(_scene_box(self.built.croupier))
        seats = self.built.seats.values()
        held = [_scene_box(card, card.card_rect()) for seat in seats if not seat.content.folded
                for card in seat.all_cards()]
        held += [_scene_box(seat.stack) for seat in seats if seat.stack is not None]
        held += [_scene_box(chips) for chips in self.built.chips]
        if self.built.pot_area is not None:  # where the pots are drawn
            held.append(self.built.pot_area)
        dead = [_scene_box(card, card.card_rect()) for seat in seats if seat.content.folded  # out of the hand
                for card in seat.all_cards()]
        spots = [*plan.spots, *((c, None) for c in CORNERS if (c, None) not in plan.spots)]
        return _least_covering_place(plan, scale, spots, self.region, [_edges(plates), _edges(held), _edges(dead),
                                                                       _edges(self.built.obstacles)])


    def _poker_row(self, game: str, seat: Mapping[str, Any], folded: bool = False
                   ) -> tuple[list[str | None], list[bool]]:
        if RULESETS[game].open_boards:
            # The hole card is always there; a back stands for one the scenario leaves out.
            hole = normalise(seat["hole"]) if seat.get("hole") else None
            up = cards_of(seat.get("up"))
            return [hole, *up], [True] + [False] * len(up)
        cards: list[str | None] = list(cards_of(seat.get("cards")))
        if not cards and not seat.get("folded") and not folded:
            cards = [None] * HOLE_CARDS[game]  # dealt but not given: backs
        return cards, [True] * len(cards)

    # -- thirteen cards ------------------------------------------------------------
    def _thirteen(self, data: Mapping[str, Any]) -> None:
        oval = Oval(CENTRE.x, CENTRE.y, 620, 318)
        self.scene.addItem(FeltItem("oval", Oval(CENTRE.x, CENTRE.y, 560, 290), game_title(self.game),
                                    CENTRE.y + 70))
        arranged = SeatShape(rows=(3, 5, 5), step=0.5, row_step=0.58)
        loose = SeatShape(rows=(7, 6), step=0.38, row_step=1.08)  # 13 cards not yet arranged

        def size(c: float) -> tuple[float, float]:
            (aw, ah), (lw, lh) = arranged.size(c), loose.size(c)
            return max(aw, lw), max(ah, lh)

        anchors = seat_anchors(oval, 3, self.side, perimeter(oval) / 4)
        anchors.append(oval.at(croupier_angle(self.side)))
        card_w, boxes = fit_boxes(anchors, size, 72, 36)
        banker: Mapping[str, Any] = data.get("banker") or {}
        places: list[tuple[int, Mapping[str, Any]]] = [(int(s["seat"]), s) for s in data.get("seats") or []]
        by_number = dict(places)
        for i, box in enumerate(boxes):
            number = i + 1 if i < 3 else 0
            seat = by_number.get(number) if number else banker
            if seat is None:  # a place nobody sits at (the banker is always there)
                content = SeatContent(place=number, number=number, title="", occupied=False)
                self._seat(content, arranged, card_w, box)
                continue
            title = seat_title(seat, number) if number else self.words["banker"]
            rows, shape = self._thirteen_rows(seat, arranged, loose)
            content = SeatContent(place=number, number=number or None, title=title, rows=rows,
                                  private={k: [True] * len(v) for k, v in rows.items()})
            self._seat(content, shape, card_w, box)
        for number, seat in places:
            item = self.built.seats[number]
            home = item.sceneBoundingRect().center()
            target = Point(home.x() + 0.55 * (CENTRE.x - home.x()), home.y() + 0.55 * (CENTRE.y - home.y()))
            self._chips(int(seat.get("stake") or 0), target, item)
        if data.get("dice"):
            dice = DiceItem(list(data["dice"]))
            r = dice.boundingRect()
            self._add(dice, Rect.centred(CENTRE, r.width(), r.height()))

    @staticmethod
    def _thirteen_rows(seat: Mapping[str, Any], arranged: SeatShape, loose: SeatShape
                       ) -> tuple[dict[str, list[str | None]], SeatShape]:
        if seat.get("cards"):
            cards: list[str | None] = list(cards_of(seat["cards"]))
            return {"cards": cards[:7], "cards-2": cards[7:]}, loose
        rows: dict[str, list[str | None]] = {
            r: list(cards_of(seat.get(r))) for r in ("front", "middle", "back")}
        return rows, arranged

    # -- Q Poker ---------------------------------------------------------------
    def _qpoker(self, data: Mapping[str, Any], seat_count: int | None) -> None:
        seats = {int(s["seat"]): s for s in data.get("seats") or []}
        n = self._count("qpoker", seats, seat_count)
        oval = Oval(CENTRE.x, 620, 640, 480)
        felt = Oval(CENTRE.x, 620, 670, 510)
        self.scene.addItem(FeltItem("halfmoon", felt, game_title(self.game), QPOKER_TITLE_Y, edge=770))
        dealer_shape = SeatShape(rows=(3,), step=0.62, plate_w=200)
        dealer_box = Rect.centred(Point(CENTRE.x, 800), *dealer_shape.size(76))
        shape = SeatShape(rows=(3,), step=0.62, circles=True, plate_first=True)
        for rx in QPOKER_WIDTHS:  # more spots than the half-moon holds: spread to the scene's edges
            wide = Oval(oval.cx, oval.cy, rx, oval.ry)
            anchors = seat_anchors(wide, n, "bottom", perimeter(wide) * QPOKER_GAP)
            card_w, boxes = fit_boxes(anchors, shape.size, 76, 36, [dealer_box])
            if boxes_fit(boxes, [dealer_box]):
                break
        dealer_cards: list[str | None] = list(cards_of(data.get("dealer")))
        if not dealer_cards and any(s.get("cards") for s in seats.values()):
            dealer_cards = [None] * 3  # art. 7: dealt his three cards with the spots', closed until he opens them
        self._seat(SeatContent(place=0, number=None, title=rule_words.CROUPIER("qpoker"),
                               rows={"hand": dealer_cards} if dealer_cards else {},
                               private={"hand": [True] * len(dealer_cards)}), dealer_shape, 76, dealer_box)
        for number, box in enumerate(boxes, start=1):
            seat = seats.get(number)
            if seat is None:
                content = SeatContent(place=number, number=number, title="", occupied=False)
            else:
                cards: list[str | None] = list(cards_of(seat.get("cards")))
                decision = seat.get("decision")
                folded = decision == "fold"
                status = {"fold": self.words["fold"], "play": self.words["play"]}.get(str(decision), "")
                content = SeatContent(
                    place=number, number=number, title=seat_title(seat, number), status=status,
                    folded=folded, rows={"hand": cards} if cards else {},
                    private={"hand": [True] * len(cards)},
                    circles=((self.words["pair_plus"], seat.get("pair_plus")),
                             (self.words["bet"], seat.get("bet"))))
            seat_item = self._seat(content, shape, card_w, box)
            for child in seat_item.childItems():
                if isinstance(child, BetCircleItem):
                    child.set_chip_set(self.built.chip_set)
                    child.set_totals_shown(self.totals_shown)


SCENES: dict[Family, Callable[[SceneBuilder, str, Mapping[str, Any], int | None], None]] = {
    Family.POKER: lambda builder, game, data, seat_count: builder._poker(game, data, seat_count),
    Family.THIRTEEN: lambda builder, game, data, seat_count: builder._thirteen(data),
    Family.QPOKER: lambda builder, game, data, seat_count: builder._qpoker(data, seat_count),
}
"""Each family's scene (:attr:`~trainer.engine.rulesets.RuleSet.family`): where its scenario's keys are drawn."""
