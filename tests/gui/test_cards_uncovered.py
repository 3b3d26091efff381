"""Every seat's cards and every stack of chips in sight (issue 33, the table card over seat 4's
cards at 1280x720): for every task, at 1280x720, 1366x768 and 1920x1080, before and after
grading, on a full table (ten seats, or as many as the game deals to) and on the smallest,
no seat's card (face up or down, a folded seat's too) and no chips (a bet, a seat's stack) lie
under the table card (or Q Poker's pay table, or the chips' legend), the action log, the board, a
pot or another seat.  After grading the table's column is shorter (the explanation under it): a
long round's log that fits nowhere clear then draws its last actions, under a line counting the
ones before (it covered folded seat 6's cards, stud, 7 seats, bet-sizes, at 1280x720).

Measured on the scene as drawn (each item's box mapped to the scene), as
:mod:`tests.gui.test_feedback_layout` measures the plates.
"""

from __future__ import annotations

from functools import cache

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from trainer.engine.tables import table_rules
from trainer.gui.home import DrillRequest
from trainer.gui.table import TableView
from trainer.gui.table.cards import CARD_RATIO
from trainer.gui.table.items import ChipStackItem
from trainer.scenarios.generate import generate
from trainer.scenarios.generators.common import GenerateError
from trainer.scenarios.tasks import TASKS, Question
from trainer.store import SessionKind

from .test_feedback_layout import SIZES, _settled, question

TOUCH = 0.5  # scene units: boxes that only meet at an edge do not cover each other
FULL = 10  # a full table: hold'em's and Omaha's ten places (non-banked rule 6)
DRAWS = 12  # a dealt hand's steps drawn to find its fullest and smallest tables


def _seats(q: Question) -> int:
    return len(q.scenario.get("seats") or [])


@cache
def tables(task: str) -> tuple[tuple[str, Question], ...]:
    """The task's tables of FULL seats (its first game's, at most as many as it deals to, and
    hold'em's when the task is asked of hold'em too) and its first game's smallest: a generated
    question each, the constraint ``seats`` where the task takes one, else the fullest and the
    smallest of DRAWS drawn."""
    games = TASKS[task].games
    wanted = [(games[0], "most"), (games[0], "fewest")]
    if games[0] != "holdem" and "holdem" in games:
        wanted.append(("holdem", "most"))
    found: list[tuple[str, Question]] = []
    for game, which in wanted:
        low, high = table_rules(game).players
        try:
            q = generate(game, task, 1, 7, {"seats": min(high, FULL) if which == "most" else low})[0]
        except GenerateError:  # no seats constraint: a dealt hand, 13 cards, a question in words
            try:
                pool = [p for p in generate(game, task, DRAWS, 7) if _seats(p) <= FULL]
            except GenerateError:
                pool = [question(task)]
            q = (max if which == "most" else min)(pool, key=_seats)
        found.append((f"{game} {_seats(q)} seats", q))
    return tuple(found)


def _box(item: QGraphicsItem, rect: QRectF | None = None) -> QRectF:
    return item.mapRectToScene(rect if rect is not None else item.boundingRect()).adjusted(TOUCH, TOUCH, -TOUCH, -TOUCH)


def covered(table: TableView) -> list[str]:
    """Each seat's card and each stack of chips that a panel, the board, a pot or another seat lies on."""
    seats = table.seat_items()
    cards = [(f"seat {place}'s card {card.card or 'back'}", place, _box(card, card.card_rect()))
             for place, seat in seats.items() for card in seat.all_cards() if card.isVisible()]
    chips = [(f"seat {c.place}'s chips {c.amount}", c.place, _box(c))
             for c in table.chip_items() if isinstance(c, ChipStackItem) and c.isVisible()]
    chips += [(f"seat {place}'s stack", place, _box(seat.stack))
              for place, seat in seats.items() if seat.stack is not None and seat.stack.isVisible()]
    panels = [p for p in (table.table_card_item(), table.paytable_item(), table.chip_legend_item(),
                          table.action_log_item())
              if p is not None and p.isVisible()]
    over: list[tuple[str, int | None, QRectF]] = [(type(p).__name__, None, _box(p)) for p in panels]
    board = table.board_item()
    if board is not None:  # its places (the room above them is for a raised card) and its cards
        room = board.boundingRect()
        lift = room.height() - board.card_w * CARD_RATIO
        over.append(("the board", None, _box(board, room.adjusted(0, lift, 0, 0))))
        over += [("the board", None, _box(card, card.card_rect())) for card in board.all_cards()]
    over += [(f"pot {i + 1}", None, _box(p)) for i, p in enumerate(table.pot_items()) if p.isVisible()]
    for place, seat in seats.items():  # another seat: its cards and its plate
        over += [(f"seat {place}'s card", place, _box(card, card.card_rect())) for card in seat.all_cards()
                 if card.isVisible()]
        over.append((f"seat {place}'s plate", place, _box(seat.plate)))
    return [f"{what} under {by}" for what, owner, box in [*cards, *chips]
            for by, other, rect in over if (other is None or other != owner) and box.intersects(rect)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_seats_cards_or_chips_are_covered_for_every_task_on_ten_seat_and_small_tables(qtbot, window, store, size):
    window.resize(*size)
    window.show_home(store.add_trainee("Ana"))
    problems, looked = [], 0
    for task in TASKS:
        for name, q in tables(task):
            window.start(DrillRequest("Layout", [q], SessionKind.DRILL))
            drill = window.drill
            _settled(qtbot)
            if drill.table.isVisible():
                looked += 1
                problems += [f"{task} ({name}) before grading: {c}" for c in covered(drill.table)]
                drill.submit()
                _settled(qtbot)
                problems += [f"{task} ({name}) after grading: {c}" for c in covered(drill.table)]
            drill.end_session()
    assert looked >= 2 * len(TASKS) - 2  # every task with a table, less the questions in words
    assert not problems, "\n".join(problems)


def test_a_q_poker_table_of_sixteen_spots_opens_with_keys_for_the_first_twelve(qtbot, window, store):
    """Despacho 89/2004 art. 2.1: up to 16 spots; the number row has keys for 12 (spots 13-16
    are clicked), and the drill opens instead of failing on a spot with no key."""
    window.show_home(store.add_trainee("Ana"))
    q = generate("qpoker", "qpoker-payout", 1, 7, {"seats": 16})[0]
    assert max(int(s["seat"]) for s in q.scenario["seats"]) > 12
    window.start(DrillRequest("Sixteen spots", [q], SessionKind.DRILL))
    hints = [h.pair() for h in window.drill.panel.hints()]
    go = next(keys for keys, does in hints if keys.startswith("Alt"))
    assert "=" in go and "13" not in go


def test_a_long_log_with_no_clear_room_after_grading_draws_its_last_actions_and_counts_the_rest(
        qtbot, window, store):
    """Stud, 7 seats, bet-sizes at 1280x720: the round's 14 actions fit under the table before
    grading; after it, the log keeps to a corner with the last actions under "… 7 earlier actions"."""
    window.resize(1280, 720)
    window.show_home(store.add_trainee("Ana"))
    q = dict(tables("bet-sizes"))["stud 7 seats"]
    window.start(DrillRequest("Layout", [q], SessionKind.DRILL))
    _settled(qtbot)
    log = window.drill.table.action_log_item()
    assert log is not None and log.shown == len(log.entries) == 14
    window.drill.submit()
    _settled(qtbot)
    log = window.drill.table.action_log_item()
    hidden = len(log.entries) - log.shown
    assert len(log.entries) == 14 and 3 <= log.shown < 14  # every action kept, the last ones drawn
    lines = log.text().splitlines()
    assert lines[1] == f"… {hidden} earlier actions"
    assert lines[2:] == log.text().splitlines()[-log.shown:]
    assert covered(window.drill.table) == []
