"""Panels answered by picking seats: showdown order, the winners, first to act (stud).

Mouse: click the seats on the table.  Keys: a seat's number (the number row is
seats 1-12: ``1``-``9``, ``0`` = 10, ``-`` = 11, ``=`` = 12).  Picking a seat
already picked takes it out (in an order, the seats after it move up one place);
Backspace (``undo``) takes out the last seat picked.  The picks show on the table
as badges and in the panel as a list; after grading the list puts the right seat
beside each wrong one and the table shows the right badges.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from html import escape
from typing import Any, ClassVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from trainer.engine.poker import PokerSolution
from trainer.gui.table import TableView
from trainer.tasks import Question
from trainer.training.drill import Feedback

from .common import (
    Does,
    KeyHint,
    Mark,
    PanelBase,
    Pool,
    keyed,
    label,
    scenario_seats,
    seat_key,
    seat_keys_text,
    seat_name,
    set_prop,
)

KEPT_LINES = 10  # lines of picks made ahead: a seat each (more are made when needed)


@dataclass(eq=False)
class PickLine:
    """A line of the picks: the badge's disc, the seat, the mark after grading."""

    disc: QLabel
    seat: QLabel
    mark: Mark

    def set_used(self, used: bool) -> None:
        self.disc.setVisible(used)
        self.seat.setVisible(used)
        if not used:
            self.mark.hide()


class SeatPickPanel(PanelBase):
    """Seats picked by click or key, shown as badges; ``ordered`` keeps the click order."""

    ordered: ClassVar[bool] = True
    single: ClassVar[bool] = False
    badge_text: ClassVar[str] = ""  # "" for numbered badges
    answer_key: ClassVar[str]
    """The answer's field holding the seats (a list, or one seat for a single pick)."""

    keeps_widgets = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picks: list[int] = []
        self._seats: list[int] = []
        self._lines: Pool[PickLine] = self.pool(self._new_line)
        self.add_seat_keys(self.pick)

    # -- building ------------------------------------------------------------------
    def make(self) -> None:
        self._hint = label("", "hint")
        self._hint.setWordWrap(True)
        self.body_layout.addWidget(self._hint)
        self._list = QWidget()
        self._grid = QGridLayout(self._list)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(12)
        self._grid.setVerticalSpacing(8)
        self._grid.setColumnStretch(1, 1)
        self.body_layout.addWidget(self._list)
        self._empty = label("", "name")
        self._yours, self._right = self.heading(), self.heading()
        self._fixed = (self._empty, self._yours, self._right)
        for widget in self._fixed:
            widget.setParent(self._list)
            widget.hide()
        buttons = QHBoxLayout()
        self._undo = QPushButton()
        self._undo.setProperty("flat", True)
        self._undo.clicked.connect(self.undo)
        self._clear = QPushButton()
        self._clear.setProperty("flat", True)
        self._clear.clicked.connect(self.clear)
        for b in (self._undo, self._clear):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.body_layout.addLayout(buttons)
        self._lines.grow(KEPT_LINES)

    def _new_line(self, _index: int) -> PickLine:
        disc = label("", "disc", self._list)
        disc.setFixedSize(30, 30)
        disc.setAlignment(Qt.AlignmentFlag.AlignCenter)
        seat = label("", "place", self._list)
        seat.setTextFormat(Qt.TextFormat.RichText)
        return PickLine(disc, seat, Mark(self._list))

    def fill(self, question: Question) -> None:
        self.picks = []
        self._seats = list(scenario_seats(question))
        self._undo.show()
        self._clear.show()
        if self.table is not None:
            self.table.clear_badges()
        self._show_picks()

    def _retranslate(self) -> None:
        self._hint.setText(self.hint())
        self._undo.setText(self.tr("Undo last  (Backspace)"))
        self._clear.setText(self.tr("Clear"))
        self._show_picks()

    def hint(self) -> str:
        return self.tr("Click the seats on the table, or type their numbers.")

    # -- answering -----------------------------------------------------------------
    def pick(self, seat: int) -> None:
        """Pick a seat (or take it out if it was picked)."""
        if self._locked or seat not in self._seats:
            return
        if seat in self.picks:
            self.picks.remove(seat)
        elif self.single:
            self.picks = [seat]
        else:
            self.picks.append(seat)
        self._show_picks()
        self.changed()

    def on_seat(self, place: int) -> None:
        if place > 0:
            self.pick(place)

    def undo(self) -> None:
        if self.picks and not self._locked:
            self.picks.pop()
            self._show_picks()
            self.changed()

    def clear(self) -> None:
        if self.picks and not self._locked:
            self.picks = []
            self._show_picks()
            self.changed()

    def set_answer(self, answer: Mapping[str, Any]) -> None:
        """The seats of ``answer`` picked, in its order (the picks before are dropped)."""
        raw = answer.get(self.answer_key, [])
        seats = [raw] if isinstance(raw, int | str) else list(raw)
        if self._locked:
            return
        self.picks = []
        self._show_picks()
        for seat in seats:
            self.pick(int(seat))
        self.changed()

    def is_complete(self) -> bool:
        return len(self.picks) >= (2 if self.ordered else 1)

    def badge(self, index: int) -> str:
        return self.badge_text or str(index + 1)

    def _show_picks(self) -> None:
        if self.table is not None:
            self.table.set_badges({s: self.badge(i) for i, s in enumerate(self.picks)})
        rows: list[tuple[str, int | None, tuple[bool, str] | None]] = [
            (self.badge(i), s, None) for i, s in enumerate(self.picks)]
        self._fill(rows)
        self._undo.setEnabled(bool(self.picks))
        self._clear.setEnabled(bool(self.picks))

    def _fill(self, rows: list[tuple[str, int | None, tuple[bool, str] | None]]) -> None:
        """Rows of (badge, seat or None for none, (right?, expected) after grading)."""
        while self._grid.count():  # the lines kept, taken out of the grid and put in again as needed
            self._grid.takeAt(0)
        for widget in self._fixed:
            widget.hide()
        if not rows:
            self._lines.take(0)
            self._empty.setText(self.tr("No seat picked yet."))
            self._grid.addWidget(self._empty, 0, 0, 1, 3)
            self._empty.show()
            return
        graded = any(result is not None for _, _, result in rows)
        if graded:
            self._undo.hide()
            self._clear.hide()
            self._yours.setText(self.tr("YOURS"))
            self._right.setText(self.tr("RIGHT"))
            self._grid.addWidget(self._yours, 0, 0, 1, 2)
            self._grid.addWidget(self._right, 0, 2)
            self._yours.show()
            self._right.show()
        for r, (line, (badge, seat, result)) in enumerate(zip(self._lines.take(len(rows)), rows, strict=True),
                                                          start=int(graded)):
            line.disc.setText(badge if seat is not None else "")
            set_prop(line.disc, "empty", seat is None)
            line.seat.setText(self._seat_text(seat))
            self._grid.addWidget(line.disc, r, 0)
            self._grid.addWidget(line.seat, r, 1)
            self._grid.addWidget(line.mark, r, 2)
            if result is not None:
                line.mark.set_result(*result)
            else:
                line.mark.clear_result()

    def _seat_text(self, seat: int | None) -> str:
        if seat is None:
            return "—"
        name = seat_name(self.question, seat) if self.question else ""
        return self.place_text(seat) + (f"  <span style='color:#8ea4ad;font-size:13px'>{escape(name)}</span>"
                                        if name else "")

    def seat_presses(self) -> tuple[tuple[str, ...], ...]:
        """A seat's key for each seat at the table."""
        return tuple((seat_key(s),) for s in keyed(self._seats)) if self.question is not None else ()

    def pick_hint(self, does: str) -> KeyHint:
        """The number keys this table needs: 1-9, then 0 for seat 10, - and = for 11 and 12."""
        seats = list(scenario_seats(self.question)) if self.question is not None else list(range(1, 10))
        return KeyHint(seat_keys_text(seats), does, Does.ANSWER, self.seat_presses())

    def undo_hint(self, does: str) -> KeyHint:
        first = self.seat_presses()[:1]
        return KeyHint(self.tr("Backspace"), does, Does.ANSWER, (("Backspace",),), setup=first)

    def key_hints(self) -> list[KeyHint]:
        return [self.pick_hint(self.tr("pick that seat")),
                self.undo_hint(self.tr("take back the last seat")),
                self.click_hint(self.tr("Click a seat"), self.tr("pick it; again to take it out"))]


class ShowdownOrderPanel(SeatPickPanel):
    task_id = "showdown-order"
    answer_key = "order"

    def title(self) -> str:
        return self.tr("Showdown order")

    def hint(self) -> str:
        return self.tr("Click the seats on the table in the order they show, or type their numbers.")

    def answer(self) -> dict[str, Any]:
        return {"order": list(self.picks)}

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        given = [int(s) for s in feedback.given.get("order", [])]
        right = [int(s) for s in feedback.correct_answer["order"]]
        rows: list[tuple[str, int | None, tuple[bool, str] | None]] = []
        for i in range(max(len(given), len(right))):
            g = given[i] if i < len(given) else None
            want = right[i] if i < len(right) else None
            expected = self.place_text(want) if want is not None else self.tr("nobody")
            rows.append((str(i + 1), g, (g == want, "" if g == want else expected)))
        self._fill(rows)
        table.set_badges({s: i + 1 for i, s in enumerate(right)})
        table.highlight_seat(right[0] if right else None)


class WinnerPanel(SeatPickPanel):
    task_id = "winner"
    answer_key = "winners"
    ordered = False
    badge_text = "★"  # a pick, not a verdict: ✓ and ✗ are kept for grading

    def title(self) -> str:
        return self.tr("Who wins?")

    def hint(self) -> str:
        return self.tr("Click the winning seat on the table, or type its number. Pick every seat "
                       "that ties.")

    def answer(self) -> dict[str, Any]:
        return {"winners": sorted(self.picks)}

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        given = sorted(int(s) for s in feedback.given.get("winners", []))
        right = sorted(int(s) for s in feedback.correct_answer["winners"])
        rows: list[tuple[str, int | None, tuple[bool, str] | None]] = []
        for seat in sorted(set(given) | set(right)):
            if seat in given and seat in right:
                rows.append(("★", seat, (True, "")))
            elif seat in given:
                rows.append(("★", seat, (False, self.tr("does not win"))))
            else:
                rows.append(("—", None, (False, self.tr("{place} wins").format(place=self.place_text(seat)))))
        self._fill(rows)
        table.set_badges(dict.fromkeys(right, "✓"))  # the verdict: these seats win
        self.raise_best(table, [str(s) for s in right])
        table.highlight_seat(right[0] if len(right) == 1 else None)


class FirstToActPanel(SeatPickPanel):
    """Stud: which seat opens the betting on the street asked (RULINGS R4)."""

    task_id = "first-to-act"
    answer_key = "seat"
    single = True
    badge_text = "1"

    def title(self) -> str:
        return self.tr("Who opens the betting?")

    def hint(self) -> str:
        """Round 1's opener must open (art. 10 b); on later streets the best board speaks first."""
        if self.question is not None and self.street() != 1:
            return self.tr("Click the seat that speaks first, or type its number.")
        return self.tr("Click the seat that must open the betting, or type its number.")

    def street(self) -> int | None:
        """The street asked: the task's ``street`` param, else the last street reached."""
        assert self.question is not None
        street = self.question.params.get("street")
        if street is None:
            openings = self.question.solved(PokerSolution).openings
            street = max(o.street for o in openings) if openings else None
        return int(street) if street is not None else None

    def answer(self) -> dict[str, Any]:
        out: dict[str, Any] = {} if self.street() is None else {"street": self.street()}
        if self.picks:
            out["seat"] = self.picks[0]
        return out

    def is_complete(self) -> bool:
        return bool(self.picks)

    def _feedback(self, feedback: Feedback, table: TableView) -> None:
        given = feedback.given.get("seat")
        right = int(feedback.correct_answer["seat"])
        self._fill([("1", int(given) if given is not None else None,
                     (given == right, self.place_text(right)))])
        table.set_badges({right: "1"})
        table.highlight_seat(right)
        street = self.street()
        seat = scenario_seats(self.question).get(right, {}) if self.question else {}
        if street is not None:  # the open cards that decide on the street asked (RULINGS R4)
            table.raise_cards(right, [str(c) for c in (seat.get("up") or [])[:street]])

    def key_hints(self) -> list[KeyHint]:
        return [self.pick_hint(self.tr("pick the seat")), self.undo_hint(self.tr("take it back")),
                self.click_hint(self.tr("Click a seat"), self.tr("pick it"))]
