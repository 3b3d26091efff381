"""An exam with whole hands (issue 21) taken by keyboard on the exam screen: each step where
its hand puts it, a later step greyed until the one before is answered, an earlier step
locked once the next was shown, the result by kind and the review."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from trainer.curriculum.exam import ExamDefinition, check_exam_text
from trainer.gui.exam import ExamScreen
from trainer.gui.exam.screen import EXAM, RESULT, REVIEW
from trainer.store import Store
from trainer.tasks import Question
from trainer.training.exam import ExamSession
from trainer.training.exam.regrade import check_store

from .drill_play import TAB, answer_by_keyboard

SEED = 20251127
EXAM_TEXT = """\
id: omaha-hands-gui
title: "Omaha: hands on the screen"
game: omaha
items: 1
hands:
  - {count: 2, seats: 4}
time_limit: 60
pass_mark: 80
attempts_allowed: 2
review: after-submit
skills:
  - {task: winner, count: 1}
"""


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch):
    class Seeds:
        def randrange(self, stop: int) -> int:
            return SEED % stop

    monkeypatch.setattr("trainer.training.exam.session.random.SystemRandom", Seeds)


def definition() -> ExamDefinition:
    d, problems = check_exam_text(EXAM_TEXT, "hands.yaml")
    assert problems == [] and d is not None
    return d


class Keys:
    """The candidate at the keyboard: what :func:`answer_by_keyboard` needs of a player."""

    def __init__(self, qtbot: Any, screen: ExamScreen) -> None:
        self.qtbot, self.screen = qtbot, screen

    @property
    def panel(self) -> Any:
        return self.screen.item_page.panel

    def focus(self) -> QWidget:
        return self.screen.focusWidget() or self.screen

    def keys(self, *keys: Any) -> None:
        for key in keys:
            if isinstance(key, str):
                for ch in key:
                    self.qtbot.keyClicks(self.focus(), ch)
            elif isinstance(key, tuple):
                self.qtbot.keyClick(self.focus(), key[0], key[1])
            else:
                self.qtbot.keyClick(self.focus(), key)

    def answer(self, q: Question, answer: dict | None = None) -> None:
        """``answer`` (default: the right one) typed into the item's panel."""
        a = dict(q.answer if answer is None else answer)
        if q.task == "deal-order":
            arrow = Qt.Key.Key_Right if a["direction"] == "clockwise" else Qt.Key.Key_Left
            self.keys(str(a["first"]), TAB, str(a["cards"]), arrow)
        elif q.task == "burn-board":
            self.keys(str(a["burn"]), TAB, str(a["board"]))
        elif q.task == "forced-bets":
            for i, key in enumerate(self.panel.rows):
                if i:
                    self.keys(TAB)
                if key in a["posts"]:
                    self.keys(str(a["posts"][key]))
        else:
            answer_by_keyboard(self, Question(q.task, q.scenario, q.solution, a, q.params, q.prompt,  # type: ignore[arg-type]
                                              q.item_id, choices=q.choices))

    def enter(self) -> None:
        self.keys(Qt.Key.Key_Return)


@pytest.fixture
def screen(qtbot, tmp_path):
    from trainer.gui import translation

    translation.use_language("en")  # as the app starts: English's plural forms ("1 item")
    with Store.open(tmp_path / "t.db") as store:
        s = ExamScreen(store, store.add_trainee("Ana"), definitions=(definition(),))
        qtbot.addWidget(s)
        s.resize(1280, 720)
        s.show()
        s.activateWindow()
        qtbot.waitUntil(s.isActiveWindow)
        yield s


def accept(qtbot, screen: ExamScreen, name: str) -> None:
    box = screen.confirm
    assert box is not None and box.objectName() == name and box.isVisible()
    qtbot.keyClick(box.button(QMessageBox.StandardButton.Yes), Qt.Key.Key_Space)  # the button pressed by key
    assert screen.confirm is None


def test_a_hands_exam_taken_by_keyboard_to_the_result_and_the_review(qtbot, screen):
    page, you = screen.item_page, Keys(qtbot, screen)
    assert "1 item and 2 whole hands" in screen.list_model.cells(screen.selected())[2]
    assert "a step opens once the step before it is answered" in screen.details.text()
    qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
    assert "1 item and 2 whole hands" in screen.confirm.text()
    accept(qtbot, screen, "confirm_start")
    session: ExamSession = screen.session
    assert screen.pages.currentIndex() == EXAM and session is not None
    steps = [i for i, item in enumerate(session.items) if item.is_hand_step]
    assert steps == list(range(1, session.total)) and not page.hand_position.isVisible()
    assert "greyed: a hand's step" in page.legend.text() and "locked" in page.legend.text()

    # the quota item: a wrong winner on purpose
    winner = session.items[0].question
    loser = next(s["seat"] for s in winner.scenario["seats"] if s["seat"] not in winner.answer["winners"]
                 and not s.get("folded"))
    you.answer(winner, {"winners": [loser]})
    you.enter()

    # hand 1, step 1: the next step is greyed and refused until this one is answered
    first = session.items[1]
    assert session.index == 1 and page.hand_position.isVisible()
    assert page.hand_position.text() == f"Hand 1 of 2 · step 1 of {first.steps}"
    assert not page.nav_buttons[2].isEnabled() and "opens once step 1 is answered" in page.nav_buttons[2].toolTip()
    you.keys(Qt.Key.Key_PageDown)
    assert session.index == 1 and page.step_note.isVisible()
    assert page.step_note.text() == "Hand 1, step 2 opens once step 1 is answered: a hand is run in order."
    you.enter()  # Enter on an empty step saves nothing and does not open the next
    assert session.index == 1
    you.answer(first.question)
    you.enter()
    assert session.index == 2 and page.nav_buttons[2].isEnabled() and not page.step_note.isVisible()

    # back to step 1: shown, locked — its panel takes no change, its answer stands
    you.keys(Qt.Key.Key_PageUp)
    assert session.index == 1 and not page.panel.isEnabled() and not page.save_button.isEnabled()
    assert "Hand 1, step 1 is locked: step 2 has been shown" in page.step_note.text()
    assert "answered and locked" in page.nav_buttons[1].toolTip() and page.nav_buttons[1].property("locked") is True
    you.keys(Qt.Key.Key_PageDown)
    assert session.index == 2 and page.panel.isEnabled()

    # every other step in order, each right, by keyboard
    for i in steps[1:]:
        assert session.index == i, (i, session.current.task)
        item = session.items[i]
        assert page.hand_position.text() == f"Hand {item.hand} of 2 · step {item.step} of {item.steps}"
        if item.task == "burn-board":  # the table before the board is dealt, not after: no answer given away
            assert page.table._data == dict(item.table)
            assert len(item.table.get("board", [])) < len(item.question.scenario["board"])
        you.answer(item.question)
        you.enter()
        assert session.is_answered(i), (i, item.task, session.answer_of(i), item.question.answer)
    assert session.unanswered() == []

    you.keys((Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier))
    accept(qtbot, screen, "confirm_submit")
    assert screen.pages.currentIndex() == RESULT
    outcome = screen.outcome
    assert outcome is not None and outcome.items == session.total
    assert outcome.score == pytest.approx((session.total - 1) / session.total) and outcome.passed
    assert f"{session.total} of {session.total} items answered" in screen.result_page.figures.text()
    titles = [screen.skill_model.data(screen.skill_model.index(r, 0)) for r in range(screen.skill_model.rowCount())]
    assert titles[0] == "Who wins? (2 in the hands)"  # the quota item and one step in each hand
    assert "Forced bets (hand steps)" in titles and "Dealing order (hand steps)" in titles
    assert any(t.startswith("Follow the action") for t in titles)
    store = screen.store
    assert store.verify([outcome.code]).ok and check_store(store) == []

    you.keys(Qt.Key.Key_R)  # the review: every step by its hand and place
    assert screen.pages.currentIndex() == REVIEW
    rows = [screen.review_page.review_list.item(r).text() for r in range(screen.review_page.review_list.count())]
    assert len(rows) == session.total and rows[0].startswith("1. Who wins? — ✗")
    assert rows[1] == "2. Hand 1, step 1: Forced bets — ✓"
    assert all("✓" in r for r in rows[1:])


def test_the_report_lists_the_hand_steps_by_kind(qtbot, screen):
    from trainer.gui.report import report_html

    session = screen.session
    assert session is None
    qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
    accept(qtbot, screen, "confirm_start")
    session = screen.session
    session.save(dict(session.items[0].question.answer), 0)
    for i in range(1, 4):
        session.go(i)
        session.save(dict(session.items[i].question.answer))
    outcome = session.submit()
    html = report_html(screen.store, outcome.exam.id)
    assert "Forced bets (hand steps)" in html and f"<b>{session.total}</b>" in html


def test_an_exam_of_a_hundred_steps_keeps_three_rows_of_items_in_sight(qtbot, tmp_path):
    """Three hands of Omaha at six seats (about a hundred items) at 1280x720: the navigator is
    three rows high, not five, so the table keeps its height; the item shown is always in
    sight, and every item can be scrolled to."""
    from trainer.gui.exam.navigator import NAV_COLUMNS, NAV_ROWS

    text = EXAM_TEXT.replace("id: omaha-hands-gui", "id: omaha-long").replace("{count: 2, seats: 4}",
                                                                             "{count: 3, seats: 6}")
    d, problems = check_exam_text(text, "long.yaml")
    assert problems == [] and d is not None
    with Store.open(tmp_path / "t.db") as store:
        screen = ExamScreen(store, store.add_trainee("Ana"), definitions=(d,))
        qtbot.addWidget(screen)
        screen.resize(1280, 720)
        screen.show()
        qtbot.waitExposed(screen)
        screen.start_selected()
        accept(qtbot, screen, "confirm_start")
        session, page = screen.session, screen.item_page
        nav, buttons = page.navigator, page.nav_buttons
        assert session.total > NAV_COLUMNS * (NAV_ROWS + 1)  # five rows' worth of items
        assert {b.height() for b in buttons} == {buttons[0].height()}  # the framed one too: rows never grow
        row = buttons[0].height()
        assert NAV_ROWS * row <= nav.height() < (NAV_ROWS + 1) * row
        assert nav.verticalScrollBar().isVisible()

        def in_sight(i: int) -> bool:
            top = buttons[i].mapTo(nav.viewport(), buttons[i].rect().topLeft()).y()
            return top >= 0 and top + buttons[i].height() <= nav.viewport().height()

        assert in_sight(0) and not in_sight(session.total - 1)
        for i in range(session.total - 1):  # each step answered in turn: the one shown stays in sight
            page.panel.set_answer(session.items[i].question.answer)
            page.save_and_next()
            assert session.index == i + 1 and in_sight(i + 1), i + 1
        nav.verticalScrollBar().setValue(0)  # scrolled back by hand: the first row again
        assert in_sight(0)
        assert page.table.height() > 440  # the table keeps its room on a 720-pixel screen
