"""Whole lessons played from the keyboard on the drill screen (issue 8): for every task,
the keys its panel declares and Tab between fields, then Enter to submit and N to go
on; checked per question on screen, and every answer recorded right."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from trainer.tasks import TASKS

from .conftest import DATA
from .drill_play import CTRL_PLUS, TAB, lesson_on_screen, letters_for, play_lesson_right

BETTING_HOLDEM = DATA / "lesson_betting_holdem.yaml"
BETTING_STUD = DATA / "lesson_betting_stud.yaml"

# One shipped lesson per task, played whole.
LESSONS = {
    "showdown-order": "holdem-showdown-order",
    "first-to-act": "stud-first-to-act",
    "winner": "omaha-winner",
    "hand-category": "omaha-macau-hand-category",  # up to 12 seats, ten lists in one question
    "pot-split": "sintetico-pot-split",  # three pots, seat 11, a chip unit of 25
    "commission": "holdem-commission",  # 0 typed for a table without commission
    "natural": "thirteen-natural",  # Alt+B for the banker's list
    "foul": "thirteen-foul",
    "thirteen-settle": "thirteen-settle",  # pushes left at 0, losses typed with -
    "dice": "thirteen-dice",
    "qpoker-qualify": "qpoker-qualify",  # 1 / 2: qualifies or not; N is only "next"
    "qpoker-payout": "qpoker-payout",
    "pay-chips": "qpoker-pay-chips",  # issue 20: a count per chip value
    "count-stack": "holdem-count-stack",  # issue 20: totals hidden until graded
    "cut-pot": "omaha-macau-cut-pot",  # issue 20: a stack per tied winner, Tab to the next
    "colour-up": "holdem-colour-up",  # issue 20: the stack handed in counted, given back in the fewest chips
    "change-bet": "stud-change",  # issue 20: the change of one chip too large for a call
    "procedure": "procedure-stud",
    # issue 18: test lessons of hand-written betting hands (the shipped betting lessons once merged)
    "who-acts": BETTING_HOLDEM,  # the number row
    "bet-sizes": BETTING_STUD,  # Tab between the amounts
    "count-pot": BETTING_HOLDEM,  # Ctrl++ for the side pot; X for "no raise" in the same lesson
    "legal-action": BETTING_STUD,  # the verdict's number
    "follow-action": "holdem-follow",  # the seat typed, Tab, the amounts; a right step goes on at once
    # issue 21: a hand's own steps, moments of seeded hands
    "forced-bets": "holdem-deal",  # an amount per seat, Tab between the seats
    "deal-order": "stud-deal",  # the first seat, Tab, the cards each, an arrow for the direction
    "burn-board": "sintetico-deal",  # 0 typed for no card burnt
    "pair-plus": "qpoker-deal",  # losses typed with -
    "fold-collect": "qpoker-deal",
}


def test_every_task_has_a_lesson_played_by_keyboard():
    assert set(LESSONS) == set(TASKS)


@pytest.mark.parametrize("limit", [pytest.param(3, id="first-3"),
                                   pytest.param(None, id="whole", marks=pytest.mark.slow)])
@pytest.mark.parametrize("lesson_id", list(LESSONS.values()), ids=list(LESSONS))
def test_a_lesson_by_keyboard(qtbot, tmp_path, lesson_id, limit):
    """Every task's lesson by keyboard: its first three questions in the fast loop, the whole
    lesson in the slow run."""
    with lesson_on_screen(qtbot, tmp_path / "t.db", lesson_id, limit=limit) as p:
        assert {q.task for q in p.questions} <= {*p.lesson.skills, "procedure"}
        play_lesson_right(p, "keyboard")


def test_every_line_of_a_category_list_by_its_letters(qtbot, tmp_path):
    """The letters shown under the panel pick every line, typed at speed: H (high card) and
    R (royal flush) too, though the drill screen also has H and R keys (its summary page)."""
    interval = QApplication.keyboardInputInterval()
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-hand-category", limit=1) as p:
        combo = p.focus()
        assert combo is next(iter(p.panel.combos.values()))
        QApplication.setKeyboardInputInterval(50)  # typing stops after 50 ms, not 400: a fast test
        try:
            for i in range(1, combo.count()):
                combo.setCurrentIndex(0)
                # A new word: a list's keyboard search has no reset but time, so this wait proves
                # the pause (it lasts at least 60 ms, however loaded the machine), not an outcome.
                qtbot.wait(60)
                code = combo.itemData(i)
                p.keys(letters_for(combo, code))
                assert combo.currentData() == code, combo.itemText(i)
        finally:
            QApplication.setKeyboardInputInterval(interval)
        p.keys(Qt.Key.Key_Backspace)  # empties the list that has the keyboard
        assert combo.currentIndex() == 0 and p.panel.answer() == {"categories": {}}


def test_backspace_in_an_amount_field_edits_the_amount(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-pot-split", limit=1) as p:
        p.keys("18000", Qt.Key.Key_Backspace)
        assert p.panel.pots[0].amount.value() == 1800
        p.keys(TAB, "3", CTRL_PLUS, "1400", Qt.Key.Key_Backspace)  # the new pot's amount, not the pot taken back
        assert len(p.panel.pots) == 2 and p.panel.pots[1].amount.value() == 140
        assert p.panel.answer()["pots"] == [{"amount": 1800, "winners": [3]}, {"amount": 140, "winners": []}]


def test_the_key_hints_say_what_a_click_on_a_seat_does_before_and_after_grading(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-hand-category", limit=1) as p:
        hints = p.screen.keys.text()
        assert "<b>Click a seat</b> go to it" in hints and "best five" not in hints
        p.submit_by_key()
        assert "<b>Click a seat</b> raise its best five" in p.screen.keys.text()
