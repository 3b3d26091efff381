"""Whole lessons played with the mouse on the drill screen (issue 8): seats clicked on
the table, the panel's choices and lists clicked, amounts clicked into and typed, then
the Submit and Next buttons; checked per question on screen and in the store.  Some
lessons are answered wrong on purpose: what is recorded, and the right answer shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from trainer.gui.panels.common import Mark, amount_text
from trainer.tasks import TASKS

from .conftest import DATA
from .drill_play import (
    Player,
    check_question_shown,
    check_recorded,
    check_summary,
    give_by_mouse,
    lesson_on_screen,
    play_lesson_right,
    same,
)

# Opening a drop-down list on the offscreen platform: it cannot raise or grab (warnings only there).
POPUP = pytest.mark.qt_log_ignore("This plugin does not support raise", "This plugin does not support grabbing")
BACKSPACE = Qt.Key.Key_Backspace

BETTING_HOLDEM = DATA / "lesson_betting_holdem.yaml"
BETTING_STUD = DATA / "lesson_betting_stud.yaml"

# One shipped lesson per task, played whole (other lessons than the keyboard tests').
LESSONS = {
    "showdown-order": "stud-showdown-order",
    "first-to-act": "stud-first-to-act",
    "winner": "holdem-winner",
    "hand-category": "stud-hand-category",  # a click on a seat opens nothing: it goes to its list
    "pot-split": "holdem-pot-split",  # "+ Side pot", winners clicked on the table
    "commission": "omaha-commission",
    "natural": "thirteen-natural",  # the banker is place 0 on the table
    "foul": "thirteen-foul",  # places clicked on the table
    "thirteen-settle": "thirteen-settle",  # Win / Lose / Push, then the net typed
    "dice": "thirteen-dice",  # the panel's choices
    "qpoker-qualify": "qpoker-qualify",
    "qpoker-payout": "qpoker-payout",
    "pay-chips": "qpoker-pay-chips",  # issue 20: a count per chip value
    "count-stack": "holdem-count-stack",  # issue 20: totals hidden until graded
    "cut-pot": "stud-cut-pot",  # issue 20: a winner's seat clicked, its stack typed
    "colour-up": "omaha-macau-colour-up",  # issue 20: the stack handed in counted, given back in the fewest chips
    "change-bet": "sintetico-change",  # issue 20: the change of one chip too large for a call
    "procedure": "procedure-thirteen",
    # issue 18: test lessons of hand-written betting hands (the shipped betting lessons once merged)
    "who-acts": BETTING_STUD,  # the seat clicked on the table
    "bet-sizes": BETTING_HOLDEM,  # amounts clicked into and typed, "No raise" clicked
    "count-pot": BETTING_STUD,
    "legal-action": BETTING_HOLDEM,  # the verdict clicked
    "follow-action": "stud-follow",  # the seat clicked on the table, the amounts typed
    # issue 21: a hand's own steps: seats clicked on the table, the pad's digits, the direction's buttons
    "forced-bets": "omaha-deal",
    "deal-order": "omaha-macau-deal",
    "burn-board": "holdem-deal",
    "pair-plus": "qpoker-deal",  # ± after the digits for a loss
    "fold-collect": "qpoker-deal",
}


def test_every_task_has_a_lesson_played_by_mouse():
    assert set(LESSONS) == set(TASKS)


@POPUP
@pytest.mark.parametrize("limit", [pytest.param(2, id="first-2"),
                                   pytest.param(None, id="whole", marks=pytest.mark.slow)])
@pytest.mark.parametrize("lesson_id", list(LESSONS.values()), ids=list(LESSONS))
def test_a_lesson_by_mouse(qtbot, tmp_path, lesson_id, limit):
    """Every task's lesson by mouse: its first two questions in the fast loop, the whole
    lesson in the slow run (a stud table's panels take a second a question to place)."""
    with lesson_on_screen(qtbot, tmp_path / "t.db", lesson_id, limit=limit, fast_popups=True) as p:
        play_lesson_right(p, "mouse")


# -- wrong on purpose --------------------------------------------------------------------


def marks(p: Player) -> list[str]:
    return [m.text() for m in p.panel.findChildren(Mark) if m.isVisible()]


def play_wrong(p: Player, wrong, check_shown) -> list[dict]:
    """Answer every question ``wrong(q)`` by mouse; ``check_shown(p, q, given)`` after each."""
    given_all = []
    for i, q in enumerate(p.questions):
        check_question_shown(p, i)
        given = wrong(q)
        give_by_mouse(p, q, given)
        assert same(p.panel.answer(), given), q.item_id
        p.submit_by_click()
        assert p.answered() and p.panel._verdict.text().startswith("✗  ")
        assert p.screen.score.text() == f"0 of {i + 1} right"
        check_shown(p, q, given)
        given_all.append(given)
        p.next_by_click()
    check_summary(p, 0)
    return given_all


def test_a_showdown_order_lesson_given_backwards(qtbot, tmp_path):
    def shown(p: Player, q, given) -> None:
        right = list(q.answer["order"])
        assert p.explanation().startswith("Wrong.")
        seats = ", ".join(map(str, right))
        assert f"showdown order: the answer is {seats}, you gave {', '.join(map(str, given['order']))}." \
            in p.explanation()
        assert p.screen.table.badges() == {s: str(n) for n, s in enumerate(right, start=1)}  # the right order
        assert f"✗  Seat {right[0]}" in marks(p)

    with lesson_on_screen(qtbot, tmp_path / "t.db", "stud-showdown-order") as p:
        given = play_wrong(p, lambda q: {"order": list(reversed(q.answer["order"]))}, shown)
        attempts = check_recorded(p, given, correct=False)
        assert all(a.score == 0.0 for a in attempts)


def test_a_pot_split_lesson_with_the_pots_right_and_nobody_paid(qtbot, tmp_path):
    def shown(p: Player, q, given) -> None:
        paid = {s: v for s, v in q.answer["payouts"].items() if v}
        score = len(q.answer["pots"]) / (len(q.answer["pots"]) + len(paid))
        parts = len(q.answer["pots"]) + len(paid)
        verdict = f"Partly right: {len(q.answer['pots'])} of {parts} parts ({score:.0%})."
        assert p.explanation().startswith(verdict)
        assert p.panel._verdict.text() == "✗  " + verdict  # one wording: the banner and the explanation
        for seat, amount in paid.items():
            assert f"seat {seat} is paid: the answer is {amount_text(amount)}, you gave 0." in p.explanation()
            assert f"✗  {amount_text(amount)}" in marks(p)  # beside the seat's field
            assert p.panel.payouts[seat].property("mark") == "wrong"
        assert all(pot.amount.property("mark") == "right" for pot in p.panel.pots)
        assert [pot.amount for pot in p.screen.table.pot_items()] == [pot["amount"] for pot in q.answer["pots"]]

    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-pot-split") as p:
        given = play_wrong(p, lambda q: {"pots": q.answer["pots"], "payouts": {}}, shown)
        attempts = check_recorded(p, given, correct=False)
        for attempt, q in zip(attempts, p.questions, strict=True):
            paid = [v for v in q.answer["payouts"].values() if v]
            assert attempt.score == pytest.approx(len(q.answer["pots"]) / (len(q.answer["pots"]) + len(paid)))


def test_a_procedure_lesson_with_the_wrong_choice_every_time(qtbot, tmp_path):
    def wrong(q) -> dict:
        return {"choice": (q.answer["choice"] + 1) % len(q.choices)}

    def shown(p: Player, q, given) -> None:
        right = q.answer["choice"]
        assert p.explanation().startswith("Wrong.")
        # The choices in words, numbered as on the panel (never "the answer is 0").
        assert f"Your answer: {given['choice'] + 1}. {q.choices[given['choice']]}" in p.explanation()
        assert f"The right answer: {right + 1}. {q.choices[right]}" in p.explanation()
        assert "the answer is" not in p.explanation()
        assert p.panel.buttons[right].property("mark") == "right"
        assert p.panel.buttons[given["choice"]].property("mark") == "wrong"

    with lesson_on_screen(qtbot, tmp_path / "t.db", "procedure-thirteen") as p:
        given = play_wrong(p, wrong, shown)
        attempts = check_recorded(p, given, correct=False)
        assert all(a.score == 0.0 for a in attempts)


# -- Backspace -----------------------------------------------------------------------------


def test_backspace_takes_back_the_last_seat_clicked(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "stud-showdown-order") as p:
        q = p.questions[0]
        order = list(q.answer["order"])
        assert len(order) >= 3
        table = p.screen.table
        for seat in [*order[:2], order[-1]]:  # the last seat one place too early
            p.click_place(seat)
        assert p.panel.answer() == {"order": [*order[:2], order[-1]]}
        p.keys(BACKSPACE)  # the table has the keyboard after a click: Backspace is the drill's undo
        assert p.panel.answer() == {"order": order[:2]}
        assert table.badges() == {order[0]: "1", order[1]: "2"}
        p.keys(BACKSPACE, BACKSPACE)
        assert p.panel.answer() == {"order": []} and table.badges() == {}
        p.keys(BACKSPACE)  # nothing left to take back
        for seat in order:
            p.click_place(seat)
        p.submit_by_click()
        p.keys(BACKSPACE)  # after the answer: changes nothing
        assert table.badges() == {s: str(n) for n, s in enumerate(order, start=1)}
        (attempt,) = p.attempts()
        assert attempt.correct and attempt.answer == {"order": order}


def test_backspace_takes_back_a_winner_clicked_into_a_pot(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-pot-split") as p:
        q = p.questions[0]
        pot = q.answer["pots"][0]
        p.type_amount(p.panel.pots[0].amount, pot["amount"])
        other = next(s for s in p.screen.table.occupied_seats() if s not in pot["winners"])
        for seat in [*pot["winners"], other]:
            p.click_place(seat)
        assert p.panel.answer()["pots"] == [{"amount": pot["amount"], "winners": sorted([*pot["winners"], other])}]
        p.keys(BACKSPACE)  # the last seat clicked, not a digit of the amount
        assert p.panel.answer()["pots"] == [pot]
        for seat, amount in q.answer["payouts"].items():
            p.type_amount(p.panel.payouts[seat], amount)
        p.submit_by_click()
        assert p.explanation().startswith("Right.")
        (attempt,) = p.attempts()
        assert attempt.correct and same(attempt.answer, q.answer)


def test_a_click_into_an_amount_showing_0_then_digits_give_that_amount(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "qpoker-payout", limit=1) as p:
        seat = next(iter(p.questions[0].answer["seats"]))
        spin = p.panel.spins[seat]["bet"]
        p.click(spin)
        p.keys("40")
        assert spin.value() == 40  # not 400: the click selected the 0
        p.click(spin)  # a field showing an amount: the click puts the cursor in it, to edit
        assert spin.hasFocus() and not spin.lineEdit().hasSelectedText()
        p.click(p.panel.spins[seat]["net"])
        p.keys("-15")
        assert p.panel.spins[seat]["net"].value() == -15
