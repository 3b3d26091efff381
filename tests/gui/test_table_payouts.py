"""Issue 20, a payout on the table: once a payment is graded the croupier's payment is drawn
as its fewest chips beside what it pays (a Q Poker circle, a 13-card stake, a poker winner's
chips), "+amount" under them with the other totals, clear of everything, until the next question."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from trainer.engine.chipset import stacks_of
from trainer.gui.table import TableView
from trainer.gui.table.items import BetCircleItem, PayoutItem
from trainer.tasks.chips import Payment, chip_set_of, payment_of, payments

from .drill_play import lesson_on_screen, lesson_questions
from .geometry import _extent, _on_screen

SIZES = [(1280, 720), (1920, 1080), (3840, 2160)]


def fewest_stacks(solution, amount: int):
    return stacks_of(chip_set_of(solution).fewest(amount))


def drawn(view: TableView) -> list[tuple[int, str, int]]:
    return [(item.place, item.bet, item.amount) for item in view.payout_items()]


def near(view: TableView, item: PayoutItem) -> bool:
    """The payment lies beside what it pays: within a chip stack's reach of its circle (Q
    Poker), its stake or bet, or its seat."""
    seat = view.seat_item(item.place)
    assert seat is not None
    circles = [c for c in seat.childItems() if isinstance(c, BetCircleItem)]
    if item.bet in ("pair_plus", "bet"):
        anchor = _extent(circles[0 if item.bet == "pair_plus" else 1])
    else:
        chips = [c for c in view.chip_items() if getattr(c, "place", None) == item.place]
        anchor = _extent(chips[0]) if chips else _extent(seat.plate)
    box = _extent(item)
    return anchor.adjusted(-120, -120, 120, 120).intersects(box)


@pytest.mark.parametrize("lesson", ["qpoker-pay-chips", "thirteen-pay-chips", "holdem-pay-chips"])
def test_a_graded_payment_is_drawn_in_its_fewest_chips_beside_what_it_pays(qtbot, tmp_path, lesson):
    with lesson_on_screen(qtbot, tmp_path / "t.db", lesson, limit=2) as p:
        table, q = p.win.drill.table, p.questions[0]
        paid = payment_of(q.solution)
        assert paid is not None
        assert table.payout_items() == []  # nothing paid before the answer is graded
        p.panel.set_answer(q.answer)
        p.submit_by_key()
        assert p.win.drill.feedback is not None and p.win.drill.feedback.correct
        assert drawn(table) == [(paid.seat, paid.bet, paid.amount)]
        item = table.payout_items()[0]
        assert item.stacks() == fewest_stacks(q.solution, paid.amount)
        assert item.label() == f"+{paid.amount:,}"
        assert near(table, item) and _on_screen(table, item)
        p.next_by_key()  # the next question: a table with nothing paid yet
        assert p.win.drill.panel.question is p.questions[1]
        assert table.payout_items() == []


def test_a_wrong_payment_still_draws_what_the_croupier_pays(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "qpoker-pay-chips", limit=1) as p:
        q = p.questions[0]
        paid = payment_of(q.solution)
        smallest = min(int(v) for v in q.answer["chips"])
        p.panel.set_answer({"chips": {str(smallest): 1}})
        p.submit_by_key()
        assert not p.win.drill.feedback.correct
        assert drawn(p.win.drill.table) == [(paid.seat, paid.bet, paid.amount)]


def test_every_spots_wins_are_drawn_beside_their_circles_after_a_qpoker_payout(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "qpoker-payout", limit=2) as p:
        table, q = p.win.drill.table, p.questions[0]
        wins = payments(q.solution)
        assert len(wins) >= 2  # a round with more than one payment
        assert table.payout_items() == []
        p.panel.set_answer(q.answer)
        p.submit_by_key()
        assert drawn(table) == [(w.seat, w.bet, w.amount) for w in wins]
        for item, win in zip(table.payout_items(), wins, strict=True):
            assert item.stacks() == fewest_stacks(q.solution, win.amount)
            assert near(table, item), (win.seat, win.bet)
        p.next_by_key()
        assert table.payout_items() == []


def covered(view: TableView, item: PayoutItem) -> list[object]:
    """What a payment covers: a card, plate, circle, tag or stack of a seat, chips, a pot, the
    board, a panel, another payment."""
    seats = [*view.seat_items().values(), *([view.croupier_item()] if view.croupier_item() else [])]
    others: list[object] = [part for s in seats for part in s.childItems()]
    others += [*view.chip_items(), view.board_item(), view.table_card_item(), view.action_log_item(),
               view.chip_legend_item()]
    others += [o for o in view.payout_items() if o is not item]
    box = _extent(item)
    return [o for o in others if o is not None and box.intersects(_extent(o))]


def paid_questions():
    """Rounds with payments: Q Poker spots (several each), 13-card seats, poker winners."""
    out = []
    for lesson in ("qpoker-payout", "thirteen-pay-chips", "holdem-pay-chips", "stud-pay-chips",
                   "omaha-macau-pay-chips"):
        _, questions = lesson_questions(lesson)
        for q in questions[:8]:
            paid = payments(q.solution) if q.task == "qpoker-payout" else [payment_of(q.solution)]
            out.append((q, [p for p in paid if p is not None]))
    return out


@pytest.mark.parametrize("size", SIZES)
def test_payments_cover_nothing_and_stay_on_screen_at_every_size(table, size):
    view = table(size)
    for q, paid in paid_questions():
        view.show_scenario(dict(q.scenario))
        view.set_payments(paid)
        assert len(view.payout_items()) == len(paid)
        for item in view.payout_items():
            assert _on_screen(view, item), (q.id, item.place, item.bet)
            assert not covered(view, item), (q.id, item.place, item.bet, covered(view, item))
            assert near(view, item), (q.id, item.place, item.bet)


def test_the_panels_keep_clear_of_a_payment_when_the_window_changes_size(table):
    _, questions = lesson_questions("qpoker-payout")
    q = questions[0]
    view = table((1280, 720))
    view.show_scenario(dict(q.scenario))
    view.set_payments(payments(q.solution))
    for size in ((3840, 2160), (1920, 1080), (1280, 1000)):
        view.resize(*size)
        for panel in (view.table_card_item(), view.chip_legend_item()):
            assert not [i for i in view.payout_items() if _extent(panel).intersects(_extent(i))], size


def _render(item: PayoutItem) -> QImage:
    image = QImage(int(item.WIDTH), int(item.boundingRect().height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def _light(image: QImage) -> int:
    return sum(image.pixelColor(x, y).lightness() > 200 and image.pixelColor(x, y).alpha() > 200
               for x in range(image.width()) for y in range(image.height() - 30, image.height()))


def test_the_amount_paid_hides_with_the_totals_and_shows_again(table):
    _, questions = lesson_questions("thirteen-pay-chips")
    q = questions[0]
    paid = payment_of(q.solution)
    view = table()
    view.set_totals_shown(False)
    view.show_scenario(dict(q.scenario))
    view.set_payments([paid])
    item = view.payout_items()[0]
    assert not item.totals_shown
    hidden = _light(_render(item))
    view.set_totals_shown(True)  # graded: every total written again, the payment's too
    assert item.totals_shown
    assert _light(_render(item)) > hidden + 20  # "+amount" written under the chips


def test_a_payment_is_kept_when_the_table_is_drawn_again_and_cleared_by_the_next_scenario(table):
    _, questions = lesson_questions("qpoker-payout")
    q = questions[0]
    view = table()
    view.show_scenario(dict(q.scenario))
    view.set_payments(payments(q.solution))
    before = [(i.place, i.bet, i.amount, i.pos()) for i in view.payout_items()]
    view.retranslate_ui()  # a language change redraws the table, marks kept
    assert [(i.place, i.bet, i.amount, i.pos()) for i in view.payout_items()] == before
    view.set_payments([Payment(1, "pair_plus", 0)])  # nothing paid: nothing drawn
    assert view.payout_items() == []
    view.set_payments(payments(q.solution))
    view.show_scenario(dict(q.scenario))
    assert view.payout_items() == []


def full_qpoker_table() -> dict:
    """Seven spots, each paid on its pair plus and on its bet (the croupier holds Q-high)."""
    hands = [["Ah", "Kh", "Qh"], ["2s", "2d", "2c"], ["Jc", "Tc", "9c"], ["5h", "6s", "7c"], ["As", "Ks", "4s"],
             ["8h", "8s", "3d"], ["Td", "9d", "8d"]]
    return {"game": "qpoker", "decks": 1, "dealer": ["Qs", "7d", "3c"],
            "seats": [{"seat": i + 1, "cards": cards, "pair_plus": 25 * (i + 1), "bet": 1_000 + 5 * i,
                       "decision": "play"} for i, cards in enumerate(hands)]}


@pytest.mark.parametrize("size", SIZES)
def test_a_full_qpoker_table_paid_on_every_circle_covers_nothing(table, size):
    from trainer.engine.solve import solve_typed

    data = full_qpoker_table()
    _, solution = solve_typed(data)
    paid = payments(solution)
    assert len(paid) == 14  # every spot paid twice
    view = table(size)
    view.show_scenario(data)
    view.set_payments(paid)
    for item in view.payout_items():
        assert _on_screen(view, item), (item.place, item.bet)
        assert not covered(view, item), (item.place, item.bet, covered(view, item))
        assert near(view, item), (item.place, item.bet)
        assert item.stacks() == fewest_stacks(solution, item.amount)


def gap(a, b) -> float:
    """How far apart two boxes are (0 when they touch or overlap)."""
    return max(b.left() - a.right(), a.left() - b.right(), b.top() - a.bottom(), a.top() - b.bottom(), 0.0)


@pytest.mark.parametrize("size", SIZES)
def test_each_qpoker_payment_sits_right_by_its_own_circle(table, size):
    """Seven spots each paid twice: every payment touches its own circle's side (a few units
    off), not a chips' box away or round the back of the plate; its box is only as wide as
    its stacks and its "+amount"."""
    from trainer.engine.solve import solve_typed

    data = full_qpoker_table()
    _, solution = solve_typed(data)
    view = table(size)
    view.show_scenario(data)
    view.set_payments(payments(solution))
    for item in view.payout_items():
        seat = view.seat_item(item.place)
        circles = [c for c in seat.childItems() if isinstance(c, BetCircleItem)]
        own = circles[0 if item.bet == "pair_plus" else 1].sceneBoundingRect()
        other = circles[1 if item.bet == "pair_plus" else 0].sceneBoundingRect()
        box = item.sceneBoundingRect()
        assert gap(own, box) <= 20, (item.place, item.bet, gap(own, box))
        assert gap(own, box) <= gap(other, box), (item.place, item.bet)  # nearer its own circle
        assert item.width < PayoutItem.WIDTH
