"""The table view: a scenario drawn on a felt table, scaled to the window.

The scene is a fixed 1600 x 900 rectangle; the view fits it to the window with
its aspect kept, so the same table reads the same from 1280x720 to 4K.  The view
only draws what it is given: rules (who shows first, who won) are the engine's,
and reach the table as marks (badges, pots, raised cards, outlined rows).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QMetaObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
    QTransform,
)
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from trainer.engine.chipset import ChipSet
from trainer.tasks.chips import Payment

from .betting import is_shown
from .felt import BoardItem, FeltItem, pot_rects
from .games import CENTRE, Built, SceneBuilder
from .items import READABLE_PX, BetCircleItem, ChipsItem, ChipStackItem, PayoutItem, PotItem, SeatStackItem
from .layout import MARGIN, SAFE, SCENE_H, SCENE_W, CroupierSide, Point, Rect, spot_beside
from .notes import PANEL_SMALLEST_PX, TEXT_PX, ActionLogItem, ChipLegendItem, LogEntry, TableCardItem
from .seat import SeatItem

Place = int | str  # a seat number, 0 for the banker or croupier, "board" for the board
BOARD = "board"
PANEL_TEXT_PX = 12.0  # the table card's and action log's text on the screen, where there is room
PAYOUT_INWARD = 0.6  # how far a payment beside a circle leans to the table's centre (1: as much as sideways)
PAYOUT_TRIES = {"circle": ((0.75, 40.0), (0.62, 40.0), (0.5, 40.0), (0.62, 240.0)),
                "seat": ((0.8, 80.0), (0.62, 80.0), (0.5, 240.0))}
"""How large a payment is drawn beside a betting circle (Q Poker) or a seat's chips, and how
far from it (:func:`spot_beside`'s reach): each tried in turn, smaller right beside it before
larger further off, so that on a crowded table a payment stays by its own circle."""


class TableView(QGraphicsView):
    """A card table drawn from a scenario dict (SCENARIOS.md).

    ``seatClicked(n)`` is emitted when an occupied seat is clicked (0: the 13-card
    banker or the Q Poker croupier's hand).
    """

    seatClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None, *, four_colour: bool = False,
                 croupier_at: CroupierSide = "bottom") -> None:
        super().__init__(parent)
        self._scene = QGraphicsScene(0, 0, SCENE_W, SCENE_H, self)
        self.setScene(self._scene)
        self.setSceneRect(0, 0, SCENE_W, SCENE_H)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # No smooth pixmap transformation: every pixmap on the table is blitted unscaled at a whole
        # device pixel (pixcache.blit), the same pixels without it, and switching it off and on
        # for each of some 60 blits a paint made the raster engine prepare its drawing afresh.
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        # One rectangle round what changed: a new item changes most of the table, and painting
        # through a clip of a score of rectangles (the smart mode's) costs twice the blits.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(320, 180)
        # The table at the top of a view taller than it: the room under it holds the panels,
        # and a graded answer's explanation takes it without moving the table (issue 33 U7).
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        room = QLinearGradient(0, 0, 0, SCENE_H)
        room.setColorAt(0, QColor("#1e2a30"))
        room.setColorAt(1, QColor("#0d1317"))
        self.setBackgroundBrush(room)
        self._four_colour = four_colour
        self._side: CroupierSide = croupier_at
        self._data: Mapping[str, Any] | None = None
        self._reveal = False
        self._seat_count: int | None = None
        self._built = Built()
        self._builder: SceneBuilder | None = None
        self._marks: dict[str, Any] = {}
        self._pot_items: list[PotItem] = []
        self._payout_items: list[PayoutItem] = []
        self._totals_shown = True
        self._paint_due = False  # the whole viewport marked for painting, not painted yet
        self._prepared: _Prepared | None = None  # a table built ahead (:meth:`prepare`)
        # Qt's LanguageChange events this view was given, and how many of them had come when its
        # scene was drawn: a scene drawn since the last one is in the language in use.
        self._language_changes = 0
        self._drawn_at_change = 0
        self._shown_once = False
        self._stale_language = False
        """Drawn in a language left while the view was hidden: drawn again when it is shown."""

    @contextmanager
    def _one_paint(self) -> Iterator[None]:
        """A table built afresh inside, painted once, with the next paint of the whole viewport.

        The scene takes in its changed items on the next turn of the event loop and paints
        what they cover then, so a table built and painted straight away (a ``repaint``) was
        painted twice.  Here the changes are taken in at once, with the viewport's updates held
        (nothing painted), and the whole viewport is marked for the next paint instead.  While
        that paint is still to come, taking them in would paint at once (the scene brings its
        views up to date as it goes), so changes made before it are left to the scene.  (Only
        for a whole table: a few items changed — pots, payments — are better painted where
        they are, as the scene does.)"""
        try:
            yield
        finally:
            viewport = self.viewport()
            if (not self._paint_due and viewport.updatesEnabled()
                    and self._scene.metaObject().indexOfMethod("_q_processDirtyItems()") >= 0):
                viewport.setUpdatesEnabled(False)
                QMetaObject.invokeMethod(self._scene, "_q_processDirtyItems", Qt.ConnectionType.DirectConnection)
                viewport.setUpdatesEnabled(True)  # the whole viewport to be painted
                self._paint_due = True

    def paintEvent(self, event: QPaintEvent) -> None:
        self._paint_due = False
        super().paintEvent(event)

    # -- drawing a scenario ----------------------------------------------------------
    def show_scenario(self, data: Mapping[str, Any], *, reveal: bool = False,
                      seat_count: int | None = None) -> None:
        """Draw ``data`` (a scenario dict); private cards face down unless ``reveal``.

        ``seat_count`` sets the table size (default: the game's usual table, or more
        if a seat number needs it).  Optional keys beyond SCENARIOS.md: a seat's
        ``name``, and ``pots`` (as in the engine's answer) to draw in the centre; and a
        hand's moment (:mod:`trainer.table_run`): ``dealt: false`` — no card dealt
        yet, no seat holds one (not even a back); ``gathered: true`` — the bets gathered
        into the pots, main and side, none in front of the seats but an uncalled bet (in
        no pot, in front of its owner until it is paid back), no action log between
        rounds; ``shown: true`` — the hands still in face up (the showdown to the payout).
        A Q Poker table whose spots hold cards and whose ``dealer`` is not given draws the
        croupier's three cards face down.
        Drawn as well: the table card (the table's terms), the chip legend (the table's
        chip set, ``params.chip_set`` or the house set), the marker (at an empty seat
        too), FOLDED / ALL-IN / last round's high bettor tags on the seats, and the last
        round's actions (``final_round``, else the last round of ``betting``) as an
        action log.  Every amount is drawn in its fewest chips of the table's set, in a
        croupier's stacks, with its total under it unless :meth:`set_totals_shown` hid them.
        Clears every mark (badges, pots, ...).  Raises ValueError (bad card, unknown
        game), KeyError or TypeError on a malformed scenario, leaving the table empty.
        """
        self._data, self._reveal, self._seat_count = data, reveal, seat_count
        self._marks = {}
        if not self._take_prepared():
            self._rebuild()

    # -- a table built ahead ---------------------------------------------------------
    def prepare(self, data: Mapping[str, Any], *, reveal: bool = False, seat_count: int | None = None) -> None:
        """Build ``data``'s table now, off the screen, for a later :meth:`show_scenario` of an
        equal scenario (with the same ``reveal`` and ``seat_count``, the window and the table's
        settings unchanged) to show at once: the hand screen builds the next step's table while
        the trainee reads this one.  The pictures of its cards, chips and panels are drawn too,
        at the window's scale.  A scenario the table cannot draw is left to show_scenario (and
        its error).  Replaces the table prepared before."""
        self._drop_prepared()
        spare = QGraphicsScene(0, 0, SCENE_W, SCENE_H, self)
        shown = self._state()
        self._scene, self._data, self._reveal, self._seat_count, self._marks = spare, data, reveal, seat_count, {}
        try:
            self._build()
        except (KeyError, TypeError, ValueError):
            spare.deleteLater()
            return
        else:
            self._prepared = _Prepared(self._settings(), self._state())
            paint_ahead(spare, self.viewportTransform(), self.viewport().size(), self.devicePixelRatioF(),
                        self.renderHints())
        finally:
            self._set_state(shown)

    def _take_prepared(self) -> bool:
        """Show the table prepared ahead if it is the one asked for (the scenario, ``reveal`` and
        ``seat_count`` just set); else let it go."""
        prepared, self._prepared = self._prepared, None
        if prepared is None:
            return False
        state = prepared.state
        if (prepared.settings != self._settings() or state.data != self._data or state.reveal != self._reveal
                or state.seat_count != self._seat_count):
            state.scene.deleteLater()
            return False
        old = self._scene
        self._set_state(_State(state.scene, self._data, self._reveal, self._seat_count, {}, state.built,
                               state.builder, state.pot_items, state.payout_items))
        self.setScene(self._scene)  # the whole viewport painted on the next turn, once
        self._stale_language = False  # (prepared in the language in use: a switch drops what it finds)
        old.clear()
        old.deleteLater()
        return True

    def _drop_prepared(self) -> None:
        if self._prepared is not None:
            self._prepared.state.scene.deleteLater()
            self._prepared = None

    def _settings(self) -> tuple[Any, ...]:
        """What a table is drawn with besides its scenario: a table prepared under other
        settings (a resized window, another deck, the totals hidden) is not shown."""
        return (self.deck, self._side, self._totals_shown, self._panel_region(), self._panel_largest(),
                self._panel_least())

    def _state(self) -> _State:
        return _State(self._scene, self._data, self._reveal, self._seat_count, self._marks, self._built,
                      self._builder, self._pot_items, self._payout_items)

    def _set_state(self, state: _State) -> None:
        (self._scene, self._data, self._reveal, self._seat_count, self._marks, self._built, self._builder,
         self._pot_items, self._payout_items) = (state.scene, state.data, state.reveal, state.seat_count,
                                                 state.marks, state.built, state.builder, state.pot_items,
                                                 state.payout_items)

    def built_ahead(self) -> bool:
        """A table was prepared ahead (:meth:`prepare`) and not yet shown or let go."""
        return self._prepared is not None

    def retire(self) -> None:
        """The table shown is about to be replaced (a show_scenario or clear follows): a resize
        before then scales it but leaves its panels where they are — they are placed for the
        next table, not twice."""
        self._builder = None

    def clear(self) -> None:
        self._data = None
        self._marks = {}
        self._rebuild()

    def _rebuild(self) -> None:
        self._stale_language = False
        with self._one_paint():
            self._build()

    def _build(self) -> None:
        self._drawn_at_change = self._language_changes
        self._scene.clear()
        self._pot_items = []
        self._payout_items = []
        self._built = Built()
        self._builder = None
        if self._data is not None:
            # a hand's showdown: the hands shown stay face up to the payout (``shown``)
            reveal = self._reveal or is_shown(self._data)
            builder = SceneBuilder(self._scene, deck=self.deck, reveal=reveal, side=self._side,
                                   region=self._panel_region(), totals_shown=self._totals_shown)
            builder.largest, builder.least = self._panel_largest(), self._panel_least()
            try:
                self._built = builder.build(self._data, self._seat_count)
            except (KeyError, TypeError, ValueError):
                self._scene.clear()  # no half-drawn table
                self._data, self._marks = None, {}
                raise
            self._builder = builder
            pots = self._data.get("pots")
            if pots and "pots" not in self._marks:  # the engine's pots: the hand's chips gathered
                self._draw_pots(pots, gathered=True)
            elif self._built.pots and "pots" not in self._marks:  # a betting hand's pots: this round's bets stay
                self._draw_pots(self._built.pots, gathered=False)
        self._apply_marks()

    @property
    def deck(self) -> str:
        return "four-colour" if self._four_colour else "classic"

    def set_four_colour(self, on: bool) -> None:
        """Four-colour deck (clubs green, diamonds blue) or the classic red and black."""
        self._four_colour = on
        for item in self._card_holders():
            for card in item.all_cards():
                card.set_deck(self.deck)

    def four_colour(self) -> bool:
        return self._four_colour

    def set_reveal(self, reveal: bool) -> None:
        """Turn every seat's private cards up or down (folded seats' stay down)."""
        self._reveal = reveal
        self._marks.pop("revealed", None)
        for seat in self._built.seats.values():
            seat.set_revealed(reveal)

    def reveal_seat(self, place: int, reveal: bool = True) -> None:
        """Turn one place's private cards up (or down), e.g. as a seat shows at showdown."""
        self._marks.setdefault("revealed", {})[place] = reveal
        seat = self._built.seats.get(place)
        if seat is not None:
            seat.set_revealed(reveal)

    # -- marks for the drills -------------------------------------------------------
    def set_badges(self, badges: Mapping[int, int | str]) -> None:
        """Numbered badges on seats, e.g. ``{3: 1, 1: 2}`` for a showdown order."""
        self._marks["badges"] = {int(k): str(v) for k, v in badges.items()}
        for place, seat in self._built.seats.items():
            seat.set_badge(self._marks["badges"].get(place))

    def clear_badges(self) -> None:
        self.set_badges({})

    def badges(self) -> dict[int, str]:
        return {p: s.badge for p, s in self._built.seats.items() if s.badge}

    def set_pots(self, pots: Sequence[Mapping[str, Any] | int], *, gathered: bool = True) -> None:
        """Pots in the centre, main pot first: amounts or dicts with ``amount`` (and
        ``label``, and ``seats`` or ``eligible``: the seats that can win it).

        ``gathered`` (the default): the pots hold the seats' bets, gathered into the middle
        (a finished hand, its pots shown), so the chips in front of the seats are no longer
        drawn — not counted twice on the felt.  False: the pots of the rounds before, beside
        the bets of the round in play, which stay."""
        self._marks["pots"] = list(pots)
        self._marks["gathered"] = gathered
        self._draw_pots(pots, gathered)

    def pot_items(self) -> list[PotItem]:
        return list(self._pot_items)

    def set_action_log(self, entries: Sequence[LogEntry | tuple[int, str, int | None]],
                       title: str | None = None) -> None:
        """Show these actions as the table's action log, in order, instead of the
        scenario's last round: :class:`LogEntry` values or ``(seat, verb, amount)``
        tuples (``verb``: check, bet, raise, call, fold, post; ``amount`` the seat's
        total for the round, or None).  An empty list removes the log."""
        log = [e if isinstance(e, LogEntry) else LogEntry(int(e[0]), str(e[1]), e[2]) for e in entries]
        self._marks["log"] = (log, title)
        if self._builder is not None:
            self._builder.action_log(log, title)

    def outline_rows(self, place: int, rows: Iterable[str]) -> None:
        """Outline 13-card rows (``"front"``, ``"middle"``, ``"back"``) of a place (0: banker)."""
        self._marks.setdefault("outlines", {})[int(place)] = list(rows)
        seat = self._built.seats.get(int(place))
        if seat is not None:
            seat.outline_rows(self._marks["outlines"][int(place)])

    def clear_outlines(self) -> None:
        for seat in self._built.seats.values():
            seat.outline_rows([])
        self._marks.pop("outlines", None)

    def raise_cards(self, place: Place, cards: Iterable[str]) -> None:
        """Raise these cards of a seat (or of ``"board"``), e.g. the winning five."""
        self._marks.setdefault("raised", {})[place] = list(cards)
        holder = self._built.board if place == BOARD else self._built.seats.get(int(place))
        if holder is not None:
            holder.raise_cards(self._marks["raised"][place])

    def clear_raised(self) -> None:
        for item in self._card_holders():
            item.raise_cards(None)
        self._marks.pop("raised", None)

    def highlight_seat(self, place: int | None) -> None:
        """Highlight one place (None: none)."""
        self._marks["highlight"] = place
        for p, seat in self._built.seats.items():
            seat.set_highlighted(p == place)

    def set_made_up(self, place: int, chips: Mapping[int, int] | None) -> None:
        """Draw a seat's chips as these chips, not its fewest (a stack handed in to be
        coloured up, issue 20); None: its fewest again.  Kept until the next scenario."""
        self._marks.setdefault("made_up", {})[int(place)] = dict(chips) if chips else None
        for item in self._built.chips:
            if item.place == int(place):
                item.set_made_up(chips)

    def set_payments(self, payments: Sequence[Payment]) -> None:
        """Draw each payment the croupier makes (issue 20) as its fewest chips of the table's
        set, beside what it pays, with "+amount" under them (hidden with the totals): a Q Poker
        spot's pair plus or bet beside that circle, a 13-card seat's win beside its stake, a
        poker winner's share beside its chips (or its plate).  Each is put where it covers no
        card, plate, circle or chips; the panels keep clear of it.  Replaces the payments drawn
        before; kept until the next scenario."""
        self._marks["payments"] = list(payments)
        for item in self._payout_items:
            self._scene.removeItem(item)
            self._drop_obstacle(item)
        self._payout_items = []
        if self._data is None:
            return
        for payment in payments:
            if payment.amount > 0:
                self._place_payout(payment)

    def payout_items(self) -> list[PayoutItem]:
        """The payments drawn (:meth:`set_payments`), in the order given."""
        return list(self._payout_items)

    def _place_payout(self, payment: Payment) -> None:
        item = PayoutItem(payment.amount, payment.seat, payment.bet, chip_set=self._built.chip_set,
                          totals_shown=self._totals_shown)
        anchor, toward, kind = self._paid_for(payment)
        obstacles = self._taken()
        rect, scale = None, 1.0
        for scale, reach in PAYOUT_TRIES[kind]:
            rect = spot_beside(anchor, item.width * scale, item.height * scale, obstacles, toward, reach=reach)
            if rect is not None:
                break
        if rect is None:  # nowhere clear: against what it pays, on the table's side
            w, h = item.width * scale, item.height * scale
            side = 1 if toward.x >= 0 else -1
            rect = Rect.centred(Point(anchor.centre.x + side * (anchor.w + w) / 2, anchor.centre.y),
                                w, h).clamped_into(SAFE)
        item.setScale(scale)
        item.setPos(rect.x, rect.y)
        self._scene.addItem(item)
        self._payout_items.append(item)
        self._built.obstacles.append(rect)  # the panels, placed again for another window, keep clear

    def _paid_for(self, payment: Payment) -> tuple[Rect, Point, str]:
        """What a payment is set beside (its box), the side it goes (a direction), and the kind
        of place: a Q Poker circle, else a seat's chips (its stake, its bet) or its plate."""
        seat = self._built.seats.get(payment.seat)
        if seat is None:
            return Rect.centred(CENTRE, 1, 1), Point(1, 0), "seat"
        circles = [c for c in seat.childItems() if isinstance(c, BetCircleItem)]
        if payment.bet in ("pair_plus", "bet") and len(circles) == 2:
            circle = scene_rect(circles[0 if payment.bet == "pair_plus" else 1])  # the pair plus on the left
            inward = Point(CENTRE.x - circle.centre.x, CENTRE.y - circle.centre.y)
            k = PAYOUT_INWARD / (math.hypot(inward.x, inward.y) or 1.0)
            # away from the other circle, leaning to the felt's side
            return circle, Point((-1 if payment.bet == "pair_plus" else 1) + k * inward.x, k * inward.y), "circle"
        chips = [c for c in self._built.chips if c.place == payment.seat and c.isVisible()]
        anchor = scene_rect(chips[0]) if chips else scene_rect(seat.plate)
        return anchor, Point(CENTRE.x - anchor.centre.x, CENTRE.y - anchor.centre.y), "seat"

    def _taken(self) -> list[Rect]:
        """Everything drawn on the felt a payment must not cover: each card, plate, circle,
        tag and stack of a seat, the chips and pots, the board, the panels, the payments."""
        out = []
        for item in self._scene.items():
            # (topLevelItem, not parentItem: PySide6 6.12 on Python 3.11 loses a reference to
            # None each time parentItem() returns None)
            if item.topLevelItem() is not item or isinstance(item, FeltItem):
                continue
            parts = item.childItems() if isinstance(item, SeatItem) else [item]
            out += [scene_rect(part) for part in parts if part.isVisible()]
        return out

    def _drop_obstacle(self, item: PayoutItem) -> None:
        rect = scene_rect(item)
        for kept in self._built.obstacles:
            if all(abs(a - b) < 0.01 for a, b in zip((kept.x, kept.y, kept.w, kept.h),
                                                      (rect.x, rect.y, rect.w, rect.h), strict=True)):
                self._built.obstacles.remove(kept)
                return

    def clear_marks(self) -> None:
        self._marks = {}
        self._rebuild()

    def _apply_marks(self) -> None:
        marks = dict(self._marks)
        if "badges" in marks:
            self.set_badges(marks["badges"])
        if "pots" in marks:
            self._draw_pots(marks["pots"], marks.get("gathered", True))
        for place, rows in marks.get("outlines", {}).items():
            self.outline_rows(place, rows)
        for place, reveal in marks.get("revealed", {}).items():
            self.reveal_seat(place, reveal)
        for place, cards in marks.get("raised", {}).items():
            self.raise_cards(place, cards)
        if marks.get("highlight") is not None:
            self.highlight_seat(marks["highlight"])
        if "log" in marks:
            self.set_action_log(*marks["log"])
        for place, chips in marks.get("made_up", {}).items():
            self.set_made_up(place, chips)
        if "payments" in marks:  # last: placed clear of everything else
            self.set_payments(marks["payments"])

    def _draw_pots(self, pots: Sequence[Mapping[str, Any] | int], gathered: bool) -> None:
        for item in self._pot_items:
            self._scene.removeItem(item)
        self._pot_items = []
        for bet in self._built.chips:  # the bets in front of the seats, unless gathered into these pots
            bet.setVisible(not (gathered and pots))
        area = self._built.pot_area
        if area is None:
            return
        for i, (pot, rect) in enumerate(zip(pots, pot_rects(len(pots), area), strict=True)):
            amount = pot["amount"] if isinstance(pot, Mapping) else pot
            label = pot.get("label") if isinstance(pot, Mapping) else None
            if not label:
                label = self.tr("Main pot") if i == 0 else self.tr("Side pot {n}").format(n=i)
            seats = (pot.get("seats") or pot.get("eligible") or ()) if isinstance(pot, Mapping) else ()
            item = PotItem(int(amount), label, seats=tuple(seats), chip_set=self._built.chip_set,
                           totals_shown=self._totals_shown)
            scale = rect.w / (PotItem.WIDTH + 6)
            item.setScale(scale)
            item.setPos(rect.x + (rect.w - PotItem.WIDTH * scale) / 2,
                        rect.y + (rect.h - PotItem.HEIGHT * scale) / 2)
            self._scene.addItem(item)
            self._pot_items.append(item)

    def set_totals_shown(self, shown: bool) -> None:
        """Write each amount under its chips (the default), or hide them all so the
        trainee counts the stacks (chip drills).  Kept for the scenarios drawn after."""
        self._totals_shown = shown
        for item in self._chip_drawings():
            item.set_totals_shown(shown)

    def totals_shown(self) -> bool:
        return self._totals_shown

    def chip_set(self) -> ChipSet:
        """The table's chip set (the scenario's ``params.chip_set``, else the house set)."""
        return self._built.chip_set

    def _chip_drawings(self) -> list[ChipsItem]:
        circles = [c for s in self._built.seats.values() for c in s.childItems() if isinstance(c, BetCircleItem)]
        return [*self._built.chips, *self._pot_items, *circles, *self.seat_stacks().values(),
                *self._payout_items]

    def seat_stacks(self) -> dict[int, SeatStackItem]:
        """Each seat's stack (the chips it has left) drawn by denomination, by seat number."""
        return {p: s.stack for p, s in self._built.seats.items() if s.stack is not None}

    # -- items, for the drill screen and the tests -----------------------------------
    def seat_item(self, place: int) -> SeatItem | None:
        return self._built.seats.get(place)

    def seat_items(self) -> dict[int, SeatItem]:
        """Every place drawn (empty seats too; 0: the banker or croupier's hand)."""
        return dict(self._built.seats)

    def croupier_item(self) -> SeatItem | None:
        """The croupier's plate of the poker games (not a place: never clicked)."""
        return self._built.croupier

    def occupied_seats(self) -> list[int]:
        return sorted(p for p, s in self._built.seats.items() if s.clickable and p > 0)

    def chip_items(self) -> list[ChipStackItem | PotItem]:
        return [*self._built.chips, *self._pot_items]

    def board_item(self) -> BoardItem | None:
        return self._built.board

    def table_card_item(self) -> TableCardItem | None:
        """The table's terms (game, limits, commission, chip unit, bet unit, paytable)."""
        return self._built.table_card

    def paytable_item(self) -> TableCardItem | None:
        """Q Poker: the bet's paytable, on the croupier's other side from the table card."""
        return self._built.paytable

    def chip_legend_item(self) -> ChipLegendItem | None:
        """The house legend: the table's chips, each with its value."""
        return self._built.legend

    def action_log_item(self) -> ActionLogItem | None:
        """The action log (the scenario's last round, or what :meth:`set_action_log` set)."""
        return self._built.action_log

    def marker_place(self) -> int | None:
        """The seat at which the marker button is drawn (an empty seat too), or None."""
        return self._built.marker

    def seat_tags(self, place: int) -> list[str]:
        """The words tagged on a seat ("FOLDED", "ALL-IN", ...), in order."""
        seat = self._built.seats.get(place)
        return [t.text for t in seat.tags] if seat is not None else []

    def _card_holders(self) -> list[Any]:
        holders: list[Any] = list(self._built.seats.values())
        if self._built.board is not None:
            holders.append(self._built.board)
        return holders

    # -- Qt events -------------------------------------------------------------------
    def fit(self) -> None:
        self.fitInView(QRectF(0, 0, SCENE_W, SCENE_H), Qt.AspectRatioMode.KeepAspectRatio)
        if self._builder is not None:
            self._builder.place_panels(self._panel_region(), self._panel_largest(), self._panel_least())

    def _panel_largest(self) -> float:
        """How much the panels may grow: enough for their text to reach PANEL_TEXT_PX on the
        screen when the window draws the table small (a drill screen's side), never
        shrunk below their own size, at most half again as large."""
        zoom = self.transform().m11()
        return min(1.5, max(1.0, PANEL_TEXT_PX / (TEXT_PX * zoom))) if zoom > 0 else 1.0

    def _panel_least(self) -> float:
        """The smallest the panels may be drawn: their smallest words READABLE_PX high on the
        screen (never more than their largest)."""
        zoom = self.transform().m11()
        return min(self._panel_largest(), READABLE_PX / (PANEL_SMALLEST_PX * zoom)) if zoom > 0 else 0.5

    def _panel_region(self) -> Rect:
        """Where the table card and the action log may go: what the window shows of the
        scene (the table, and the room beside or above and below it when the window's
        shape is not the table's), inside a margin."""
        shown = self.mapToScene(self.viewport().rect()).boundingRect()
        visible = Rect(shown.x(), shown.y(), shown.width(), shown.height()).inflated(-MARGIN - 2)
        x, y = min(visible.x, SAFE.x), min(visible.y, SAFE.y)
        right = max(visible.x + visible.w, SAFE.x + SAFE.w)
        bottom = max(visible.y + visible.h, SAFE.y + SAFE.h)
        return Rect(x, y, right - x, bottom - y)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._shown_once = True
        if self._stale_language:  # the language changed while it was hidden
            self._rebuild()
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        event.accept()  # the table takes every click, on a seat or not
        if event.button() != Qt.MouseButton.LeftButton:
            return
        for item in self.items(event.position().toPoint()):
            # Seats are top-level items.  (Not parentItem() in a loop: PySide6 6.12 on
            # Python 3.11 loses a reference to None each time it returns None.)
            seat = item.topLevelItem()
            if isinstance(seat, SeatItem) and seat.clickable:
                self.seatClicked.emit(seat.place)
                return

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        event.accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._language_changes += 1
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Redraw in the current language, keeping the marks.

        Qt's LanguageChange redraws the table as the new translators come in
        (:func:`trainer.gui.translation.use_language` delivers it at once); the screen's own
        retranslate_ui that follows finds the scene drawn since and does not draw it again
        (issue 36: a switch drew the table twice).  The table prepared ahead goes either way."""
        self._drop_prepared()  # drawn in the language before
        if self._language_changes and self._drawn_at_change == self._language_changes:
            self._drawn_at_change = -1  # drawn once for this change: asked again, it is drawn again
            return
        if self._shown_once and not self.isVisible():
            # A table behind another screen (the drill's behind home) or of a closed one is drawn
            # when it is shown again, not at every switch (issue 36: each hidden table took a draw).
            self._stale_language = True
            return
        self._rebuild()


@dataclass
class _State:
    """A drawn table: its scene and what the view keeps of it."""

    scene: QGraphicsScene
    data: Mapping[str, Any] | None
    reveal: bool
    seat_count: int | None
    marks: dict[str, Any]
    built: Built
    builder: SceneBuilder | None
    pot_items: list[PotItem]
    payout_items: list[PayoutItem]


@dataclass
class _Prepared:
    settings: tuple[Any, ...]
    state: _State


def paint_ahead(scene: QGraphicsScene, view: QTransform, size: QSize, dpr: float,
                hints: QPainter.RenderHint) -> None:
    """Paint every item of ``scene`` as a view with transform ``view`` would, into an image
    thrown away: the pictures the items keep (pixcache) are made now, not on the screen."""
    image = QImage(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    painter.setRenderHints(hints)
    option = QStyleOptionGraphicsItem()
    for item in scene.items(Qt.SortOrder.AscendingOrder):
        if not item.isVisible():
            continue
        painter.setWorldTransform(item.deviceTransform(view))
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, None)
    painter.end()


def scene_rect(item: QGraphicsItem) -> Rect:
    """Everything an item paints (its children too), in scene coordinates."""
    r = item.mapRectToScene(item.boundingRect() | item.childrenBoundingRect())
    return Rect(r.x(), r.y(), r.width(), r.height())
