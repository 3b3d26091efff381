"""Playing shipped lessons on the drill screen, by keyboard or by mouse (issue 8).

Shared by ``test_drill_keyboard.py`` and ``test_drill_mouse.py``: a main window on the
drill screen with one lesson started (:func:`lesson_on_screen`), a :class:`Player` that
types and clicks as a trainee would, the way each task is answered by keys
(:func:`answer_by_keyboard`) and by mouse (:func:`answer_by_mouse`), and the checks of
what is shown and what is recorded.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from trainer.curriculum.lesson import Lesson, load_lesson
from trainer.engine.rulesets import RULESETS
from trainer.gui import translation
from trainer.gui.home.screen import DrillRequest
from trainer.gui.main_window import MainWindow
from trainer.gui.panels.common import PLACE_KEY_TEXT, SEAT_KEY_TEXT, live_seats
from trainer.gui.panels.thirteen import first_card_key
from trainer.store import Attempt, SessionKind, Store, Trainee
from trainer.tasks import Question
from trainer.training import sources

TAB = Qt.Key.Key_Tab
ENTER = Qt.Key.Key_Return
CTRL_PLUS = (Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
Key = str | Qt.Key | tuple[Qt.Key, Qt.KeyboardModifier]


def alt(key: str) -> tuple[Qt.Key, Qt.KeyboardModifier]:
    """Alt and a seat's or place's key (``B``, ``1``...): go to its row."""
    combo = QKeySequence(key)[0]
    return combo.key(), Qt.KeyboardModifier.AltModifier

# A drop-down list ignores a mouse release that comes sooner than the double-click
# interval after it opened (press, drag, release picks a line); the mouse tests shorten
# the interval to this so that a lesson of lists takes a second, not half a minute
# (restored when the lesson is closed).
POPUP_DOUBLE_CLICK_MS = 10


def lesson_questions(lesson_id: str | Path) -> tuple[Lesson, list[Question]]:
    """A shipped lesson by its id, or a lesson file (a test lesson) by its path."""
    if isinstance(lesson_id, Path):
        lesson = load_lesson(lesson_id)
    else:
        lesson = next(x for x in sources.shipped_lessons() if x.id == lesson_id)
    return lesson, list(sources.lesson_questions(lesson))


class Player:
    """A trainee at the drill screen: keys go to whatever has the keyboard, clicks land
    on what is under the pointer."""

    def __init__(self, qtbot: Any, win: MainWindow, store: Store, trainee: Trainee, lesson: Lesson,
                 questions: list[Question]) -> None:
        self.qtbot = qtbot
        self.win = win
        self.store = store
        self.trainee = trainee
        self.lesson = lesson
        self.questions = questions
        self.screen = win.drill

    @property
    def panel(self) -> Any:
        return self.screen.panel

    # -- the keyboard ----------------------------------------------------------------
    def focus(self) -> QWidget:
        return self.win.focusWidget() or self.screen

    def keys(self, *keys: Key) -> None:
        """Strings are typed a character at a time (ASCII only: QTest.keyClicks aborts on
        anything else); each key goes to the widget that has the keyboard at that moment."""
        for key in keys:
            if isinstance(key, str):
                for ch in key:
                    assert ch.isascii(), ch
                    self.qtbot.keyClicks(self.focus(), ch)
            elif isinstance(key, tuple):
                self.qtbot.keyClick(self.focus(), key[0], key[1])
            else:
                self.qtbot.keyClick(self.focus(), key)

    # -- the mouse -------------------------------------------------------------------
    def click(self, widget: QWidget, pos: QPoint | None = None) -> None:
        """A left click at ``pos`` (the centre): it lands on the child under the pointer,
        as a real click does (the text field inside an amount field, say)."""
        assert widget.isVisible() and widget.isEnabled(), widget
        pos = widget.rect().center() if pos is None else pos
        target = widget.childAt(pos) or widget
        self.qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(widget, pos))

    def click_place(self, place: int) -> None:
        """Click a place's plate on the table (0: the banker or the Q Poker croupier)."""
        table = self.screen.table
        seat = table.seat_item(place)
        assert seat is not None and seat.clickable, place
        point = table.mapFromScene(seat.plate.sceneBoundingRect().center())
        assert table.viewport().rect().contains(point), place
        self.qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def pick(self, combo: QComboBox, data: str) -> None:
        """Open a drop-down list with a click and click the line whose data is ``data``."""
        self.click(combo)
        view = combo.view()
        self.qtbot.waitUntil(view.isVisible)
        self.qtbot.wait(QApplication.doubleClickInterval() + 10)  # a popup ignores a release this soon
        pos = view.visualRect(view.model().index(combo.findData(data), 0)).center()
        self.qtbot.mouseMove(view.viewport(), pos)
        self.qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        self.qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        self.qtbot.waitUntil(lambda: not view.isVisible())
        assert combo.currentData() == data

    def type_amount(self, field: QWidget, amount: int) -> None:
        """Click into an amount field and type the amount: typing is how amounts are given
        (the fields have no arrows to click).  A field left at 0 is not touched."""
        if amount:
            self.click(field)
            assert field.hasFocus()
            self.keys(str(amount))
            assert field.value() == amount, (field.text(), amount)

    # -- the screen ------------------------------------------------------------------
    def index(self) -> int:
        assert self.screen.drill is not None
        return self.screen.drill.index

    def answered(self) -> bool:
        assert self.screen.drill is not None
        return self.screen.drill.answered_current

    def submit_by_key(self) -> None:
        self.keys(ENTER)

    def next_by_key(self) -> None:
        self.keys("n")

    def submit_by_click(self) -> None:
        self.click(self.screen.submit_button)

    def next_by_click(self) -> None:
        self.click(self.screen.next_button)

    def explanation(self) -> str:
        return self.screen.explanation.toPlainText()

    def attempts(self) -> list[Attempt]:
        return self.store.attempts(trainee_id=self.trainee.id)


@contextmanager
def lesson_on_screen(qtbot: Any, db: Path, lesson_id: str | Path, limit: int | None = None,
                     fast_popups: bool = False) -> Iterator[Player]:
    """A main window, signed in, on the drill screen with ``lesson_id`` started (its first
    ``limit`` questions), active so that window shortcuts work."""
    lesson, questions = lesson_questions(lesson_id)
    questions = questions[:limit]
    hints = QGuiApplication.styleHints()
    interval = hints.mouseDoubleClickInterval()
    translation.use_language("en")  # as the app starts: its catalogue installed (English plurals: "1 chip")
    with Store.open(db) as store:
        win = MainWindow(store)
        qtbot.addWidget(win)
        win.resize(1280, 720)
        win.show()
        qtbot.waitExposed(win)
        trainee = store.add_trainee("Ana")
        win.show_home(trainee)
        win.start(DrillRequest(lesson.title, questions, SessionKind.LESSON, lesson.id))
        win.drill.close_intro()  # the lesson's intro is read first (issue 17 item 7)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)  # window-wide shortcuts need the active window
        if fast_popups:
            hints.setMouseDoubleClickInterval(POPUP_DOUBLE_CLICK_MS)
        try:
            yield Player(qtbot, win, store, trainee, lesson, questions)
        finally:
            hints.setMouseDoubleClickInterval(interval)
            win.close()


# -- answering by keyboard -------------------------------------------------------------


def seat_keys(seats: list[int]) -> str:
    """The number row: 1-9, 0 = seat 10, - = 11, = = 12."""
    return "".join(SEAT_KEY_TEXT[int(s)] for s in seats)


def letters_for(combo: QComboBox, data: str) -> str:
    """The letters that pick ``data`` in a list that has the keyboard: its first letter,
    once per line before it (after the current one) that starts with the same letter —
    ``f`` four of a kind, ``ff`` full house... (a list searches from the line after the
    current one)."""
    target = combo.findData(data)
    assert target >= 0, data
    current = combo.currentIndex()
    if target == current:
        return ""
    letter = combo.itemText(target)[:1].lower()
    assert letter.isalpha(), combo.itemText(target)
    lines = [(current + k) % combo.count() for k in range(1, combo.count())]
    between = lines[: lines.index(target) + 1]
    return letter * sum(combo.itemText(i)[:1].lower() == letter for i in between)


def answer_by_keyboard(p: Player, q: Question) -> None:
    """Give the engine's answer with the keys the task's panel declares, Tab between fields."""
    a, panel = q.answer, p.panel
    if q.task == "showdown-order":
        p.keys(seat_keys(a["order"]))
    elif q.task == "winner":
        p.keys(seat_keys(a["winners"]))
    elif q.task == "first-to-act":
        p.keys(seat_keys([a["seat"]]))
    elif q.task in ("procedure", "legal-action"):
        p.keys(str(a["choice"] + 1))
    elif q.task == "qpoker-qualify":
        p.keys("1" if a["qualifies"] else "2")
    elif q.task == "dice":
        p.keys(PLACE_KEY_TEXT[first_card_key(a["first_card"])].lower())
    elif q.task == "foul":  # the fouls, then 0: every place not marked is in order
        p.keys(*(PLACE_KEY_TEXT[k].lower() for k, fouled in a["fouls"].items() if fouled))
        if not all(a["fouls"].values()):
            p.keys("0")
    elif q.task == "commission":
        assert p.focus() is panel.spin  # the amount has the keyboard at once
        p.keys(str(a["commission"]))
    elif q.task == "pot-split":
        for i, pot in enumerate(a["pots"]):
            if i:
                p.keys(CTRL_PLUS)  # a side pot; the keyboard goes to its amount
            assert p.focus() is panel.pots[i].amount
            p.keys(str(pot["amount"]), TAB, " ".join(str(s) for s in pot["winners"]))
        p.keys(TAB)
        for seat in live_seats(q):  # every seat still in, in table order; 0 stays 0
            assert p.focus() is panel.payouts[str(seat)]
            p.keys(str(a["payouts"].get(str(seat), "")), TAB)
    elif q.task == "hand-category":
        for seat, category in a["categories"].items():
            combo = panel.combos[seat]
            assert p.focus() is combo, seat
            p.keys(letters_for(combo, category), TAB)
    elif q.task == "natural":
        for place, natural in a["naturals"].items():  # every place chosen, "No natural" too
            p.keys(alt(PLACE_KEY_TEXT[place]))  # Alt+B, Alt+1, 2, 3: go to that place's list
            combo = panel.combos[place]
            assert p.focus() is combo, place
            p.keys(letters_for(combo, natural or "none"))
    elif q.task == "thirteen-settle":
        for seat, settled in a["seats"].items():
            assert p.focus() is panel.outcomes[seat], seat
            p.keys(settled["outcome"][0], TAB)  # W, L, P
            assert p.focus() is panel.nets[seat], seat
            p.keys(str(settled["net"] or ""), TAB)
    elif q.task == "qpoker-payout":
        for seat, row in a["seats"].items():
            for field in ("pair_plus", "bet", "net"):
                assert p.focus() is panel.spins[seat][field], (seat, field)
                p.keys(str(row[field] or ""), TAB)
    elif q.task == "count-stack":  # the total has the keyboard at once
        assert p.focus() is panel.spin
        p.keys(str(a["amount"]))
    elif q.task == "cut-pot":  # each winner's stack, in seat order, Tab to the next winner
        for i, (seat, amount) in enumerate(a["shares"].items()):
            if i:
                p.keys(TAB)
            assert p.focus() is panel.spins[seat], seat
            p.keys(str(amount))
    elif q.task in ("pay-chips", "colour-up", "change-bet"):  # a count per chip value, largest first, Tab
        for value in panel.values:
            assert p.focus() is panel.spins[value], value
            p.keys(str(a["chips"].get(str(value), "")), TAB)
    elif q.task == "who-acts":
        p.keys(seat_keys([a["seat"]]))
    elif q.task == "bet-sizes":  # the call, Tab, the smallest, Tab, the largest; X: no raise
        assert p.focus() is panel.rows["to_call"].spin  # the call has the keyboard at once
        p.keys(str(a["to_call"]))
        if a["min_raise_to"] is None:
            p.keys("x")
        else:
            p.keys(TAB, str(a["min_raise_to"]), TAB, str(a["max_raise_to"]))
    elif q.task == "count-pot":
        for i, amount in enumerate(a["pots"]):
            if i:
                p.keys(CTRL_PLUS)  # a side pot; the keyboard goes to its amount
            assert p.focus() is panel.pots[i].spin
            p.keys(str(amount))
    elif q.task == "follow-action":  # the seat, Tab, the call, Tab, the smallest, Tab, the largest; X: no raise
        assert panel.seat is not None and p.focus() is panel.seat.spin  # the seat has the keyboard at once
        p.keys(str(a["seat"]), TAB, str(a["to_call"]))
        if a["min_raise_to"] is None:
            p.keys("x")
        else:
            p.keys(TAB, str(a["min_raise_to"]), TAB, str(a["max_raise_to"]))
    elif q.task == "deal-order":  # issue 21: the first seat, Tab, the cards each; an arrow for the direction
        assert p.focus() is panel.rows["first"].spin  # the first seat has the keyboard at once
        arrow = Qt.Key.Key_Right if a["direction"] == "clockwise" else Qt.Key.Key_Left
        p.keys(str(a["first"]), TAB, str(a["cards"]), arrow)
    elif q.task == "burn-board":  # issue 21: the cards burnt (0 typed too), Tab, the cards turned up
        assert p.focus() is panel.rows["burn"].spin
        p.keys(str(a["burn"]), TAB, str(a["board"]))
    elif q.task in ("forced-bets", "pair-plus", "fold-collect"):  # issue 21: an amount per seat, Tab
        amounts = next(iter(a.values()))
        for i, seat in enumerate(panel.rows):
            if i:
                p.keys(TAB)
            assert p.focus() is panel.rows[seat].spin, seat
            if seat in amounts:
                p.keys(str(amounts[seat]))
    else:
        raise AssertionError(f"no keyboard plan for {q.task}")


# -- answering by mouse ----------------------------------------------------------------


def answer_by_mouse(p: Player, q: Question) -> None:
    """Give the engine's answer with clicks: seats on the table, the panel's choices and
    lists; amounts are clicked into and typed."""
    give_by_mouse(p, q, q.answer)


def give_by_mouse(p: Player, q: Question, a: Mapping[str, Any]) -> None:
    """Give answer ``a`` (in the task's shape) to ``q`` with the mouse."""
    panel = p.panel
    if q.task == "showdown-order":
        for seat in a["order"]:
            p.click_place(seat)
    elif q.task == "winner":
        for seat in a["winners"]:
            p.click_place(seat)
    elif q.task == "first-to-act":
        p.click_place(a["seat"])
    elif q.task == "foul":  # a click on a place of the table marks it; then "the others are in order"
        for place, fouled in a["fouls"].items():
            if fouled:
                p.click_place(0 if place == "banker" else int(place))
        if not all(a["fouls"].values()):
            p.click(panel._rest)
    elif q.task == "dice":
        p.click(panel.buttons[first_card_key(a["first_card"])])
    elif q.task == "qpoker-qualify":
        p.click(panel.buttons[a["qualifies"]])
    elif q.task in ("procedure", "legal-action"):
        p.click(panel.buttons[a["choice"]])
    elif q.task == "commission":
        p.click(panel.spin)
        p.keys(str(a["commission"]))  # 0 is typed too: the panel waits for an amount
    elif q.task == "pot-split":
        for i, pot in enumerate(a["pots"]):
            if i:
                p.click(panel._add)  # "+ Side pot"
            p.type_amount(panel.pots[i].amount, pot["amount"])
            for seat in pot["winners"]:  # a seat clicked on the table: a winner of the pot edited
                p.click_place(seat)
        for seat, amount in a.get("payouts", {}).items():
            p.type_amount(panel.payouts[seat], amount)
    elif q.task in ("hand-category", "natural"):
        key = "categories" if q.task == "hand-category" else "naturals"
        for place, code in a[key].items():
            p.click_place(0 if place == "banker" else int(place))  # the table takes us to its list
            combo = panel.combos[place]
            assert combo.hasFocus(), place
            p.pick(combo, "none" if code is None else code)  # "No natural" is chosen too
    elif q.task == "thirteen-settle":
        for seat, settled in a["seats"].items():
            p.click(panel.outcomes[seat].buttons[settled["outcome"]])
            p.type_amount(panel.nets[seat], settled["net"])
    elif q.task == "qpoker-payout":
        for seat, row in a["seats"].items():
            for field in ("pair_plus", "bet", "net"):
                p.type_amount(panel.spins[seat][field], row[field])
    elif q.task == "count-stack":
        p.type_amount(panel.spin, a["amount"])
    elif q.task == "cut-pot":  # a winner's seat clicked on the table takes us to its stack
        for seat, amount in a["shares"].items():
            p.click_place(int(seat))
            assert panel.spins[seat].hasFocus(), seat
            p.keys(str(amount))
    elif q.task in ("pay-chips", "colour-up", "change-bet"):  # one click on a chip for every chip paid
        for value, count in a["chips"].items():
            for _ in range(count):
                p.click(panel.adders[int(value)])
    elif q.task == "who-acts":
        p.click_place(a["seat"])
    elif q.task in ("bet-sizes", "follow-action"):  # amounts clicked into and typed (0 too: a check)
        if q.task == "follow-action":  # the seat clicked on the table, which takes us to the call
            p.click_place(a["seat"])
            assert panel.rows["to_call"].spin.hasFocus()
        else:
            p.click(panel.rows["to_call"].spin)
        p.keys(str(a["to_call"]))  # "No raise" clicked, or the raises typed
        if a["min_raise_to"] is None:
            p.click(panel._no_raise_button)
        else:
            for key in ("min_raise_to", "max_raise_to"):
                p.type_amount(panel.rows[key].spin, a[key])
    elif q.task == "count-pot":
        for i, amount in enumerate(a["pots"]):
            if i:
                p.click(panel._add)  # "+ Side pot"
            p.type_amount(panel.pots[i].spin, amount)
    elif q.task == "deal-order":  # issue 21: the first seat clicked on the table, the pad, a direction
        p.click_place(int(a["first"]))
        pad(p, int(a["cards"]))  # the seat clicked: the pad types the cards each
        p.click(panel.directions[a["direction"]])
    elif q.task == "burn-board":  # issue 21: a field clicked, the pad's digit
        for key in ("burn", "board"):
            p.click(panel.rows[key].spin)
            pad(p, int(a[key]))
    elif q.task in ("forced-bets", "pair-plus", "fold-collect"):  # issue 21: a seat clicked, the pad's digits
        for seat, amount in next(iter(a.values())).items():
            p.click_place(int(seat))
            pad(p, int(amount))
    else:
        raise AssertionError(f"no mouse plan for {q.task}")


def pad(p: Player, amount: int) -> None:
    """An amount clicked on a hand step panel's pad of digits (± after the digits: a loss)."""
    for digit in str(abs(amount)):
        p.click(p.panel._pad[digit])
    if amount < 0:
        p.click(p.panel._pad["±"])


# -- what is shown and what is recorded ----------------------------------------------------


def same(a: Any, b: Any) -> bool:
    """Equal as stored (JSON: tuples are lists, keys are strings)."""
    return json.loads(json.dumps(a, sort_keys=True)) == json.loads(json.dumps(b, sort_keys=True))


def progress_said(questions: list[Question], i: int) -> str:
    """The bar's count at question ``i`` (U14): a hand followed step by step counts once —
    "Hand 1 of 2 · step 3 of 15" — and a question of its own once."""
    keys = [q.item_id.rpartition("#")[0] if "#" in q.item_id and "step" in q.params else f"q{k}"
            for k, q in enumerate(questions)]
    firsts = [k for k in range(len(keys)) if k == 0 or keys[k] != keys[k - 1]]
    n = sum(1 for k in firsts if k <= i)
    q = questions[i]
    if not keys[i].startswith("q"):
        what = "Hand" if all(not key.startswith("q") for key in keys) else "Question"
        return f"{what} {n} of {len(firsts)} · step {q.params['step']} of {q.params['steps']}"
    return f"Question {n} of {len(firsts)}"


def check_question_shown(p: Player, i: int) -> None:
    """Question ``i`` is on screen, open for an answer."""
    q = p.questions[i]
    assert p.index() == i and not p.answered()
    assert p.screen.pages.currentWidget() is p.screen.drill_page
    assert p.screen.progress_text.text() == progress_said(p.questions, i)
    assert p.panel.task_id == q.task and p.panel._prompt.text() == q.prompt
    assert p.screen.submit_button.isEnabled() and not p.screen.next_button.isEnabled()
    assert not p.screen.explanation.isVisible() and not p.panel._verdict.isVisible()


def check_right_shown(p: Player, i: int) -> None:
    """After a right answer to question ``i``: the verdict, the explanation, the score."""
    assert p.answered(), p.questions[i].item_id
    assert p.panel._verdict.isVisible() and p.panel._verdict.text() == "✓  Right."
    assert p.screen.explanation.isVisible() and p.explanation().startswith("Right.")
    assert "Why:" in p.explanation()
    assert p.screen.score.text() == f"{i + 1} of {i + 1} right"
    assert p.screen.next_button.isEnabled() and not p.screen.submit_button.isEnabled()


def check_summary(p: Player, right: int) -> None:
    """The summary page after the last question: ``right`` of them right."""
    total = len(p.questions)
    assert p.screen.pages.currentWidget() is p.screen.summary_view
    view = p.screen.summary_view
    assert f"{right} of {total} right" in view.figures.text()
    assert view.model.rowCount() == total
    results = [view.model.index(r, 1).data() for r in range(total)]
    assert results.count("right") == right, results
    assert all(r in ("right", "wrong") or re.fullmatch(r"partly \(\d+%\)", r) for r in results), results
    for r, q in enumerate(p.questions):  # the game as the trainee knows it, not its id
        assert view.model.index(r, 3).data().startswith(f"{RULESETS[q.game].title} · "), q.item_id
    assert view.review.isEnabled() == (right < total)


def check_recorded(p: Player, answers: list[Mapping[str, Any]], correct: bool) -> list[Attempt]:
    """One attempt per question, in order, with the answer given and its verdict."""
    attempts = p.attempts()
    assert len(attempts) == len(p.questions)
    for attempt, q, given in zip(attempts, p.questions, answers, strict=True):
        assert attempt.item_id == q.item_id and attempt.task == q.task and attempt.game == q.game
        assert attempt.lesson_id == p.lesson.id
        assert same(attempt.answer, given), (q.item_id, attempt.answer, given)
        assert attempt.correct is correct, q.item_id
        if correct:
            assert attempt.score == 1.0
    return attempts


def play_lesson_right(p: Player, by: str) -> None:
    """Every question answered right (``by`` "keyboard" or "mouse"), checked as it goes."""
    if by == "keyboard":
        answer, submit, go_on = answer_by_keyboard, p.submit_by_key, p.next_by_key
    else:
        answer, submit, go_on = answer_by_mouse, p.submit_by_click, p.next_by_click
    for i, q in enumerate(p.questions):
        check_question_shown(p, i)
        answer(p, q)
        assert same(p.panel.answer(), q.answer), (q.item_id, dict(p.panel.answer()), dict(q.answer))
        submit()
        if p.index() == i + 1 and not p.answered():  # a hand followed: a right step goes on at once
            assert p.screen.step_note.isHidden()  # nothing of the last step in the bar (U8)
            assert p.screen.score.text() == f"{i + 1} of {i + 1} right"
            continue
        check_right_shown(p, i)
        go_on()
    check_summary(p, len(p.questions))
    check_recorded(p, [q.answer for q in p.questions], correct=True)
