"""Panels that keep their widgets (issue 21, speed): a panel loaded with question A, answered,
graded and marked, then loaded with question B (other seats, more or fewer rows) shows and
does exactly what a panel freshly made for B does: the same widgets where they were, the
fields empty, no mark left, the keyboard on the first field, and the answers typed or given
back, undone and graded the same way."""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from trainer.curriculum.generate import generate
from trainer.engine.rulesets import GAMES
from trainer.generators.common import GenerateError
from trainer.gui import translation
from trainer.gui.panels import PANELS
from trainer.gui.panels.common import live_seats
from trainer.store import Store
from trainer.table_run import deal_hand, seat_range
from trainer.tasks import Question
from trainer.training.drill import Drill

from ..fast import sample
from .test_panel_host import make
from .test_panels import NATURAL, Bench, question

KEPT = sorted(task for task, cls in PANELS.items() if getattr(cls, "keeps_widgets", False))


@cache
def hand_questions() -> dict[str, list[Question]]:
    """Every step of a few hands of each game, fewest and most seats, by kind."""
    out: dict[str, list[Question]] = {}
    for game in GAMES:
        low, high = seat_range(game)
        for seats in sorted({max(low, 3), high}):
            for seed in range(2):
                for step in deal_hand(game, seed, seats).steps:
                    out.setdefault(step.kind, []).append(step.question)
    return out


def size(q: Question) -> tuple[int, int]:
    """How many rows a question's panel has, near enough: its answer's entries, its seats."""
    answer = dict(q.answer)
    first = next(iter(answer.values()), None)
    entries = len(first) if isinstance(first, dict | list) else len(answer)
    return entries, len(q.scenario.get("seats") or [])


def pair(task: str) -> tuple[Question, Question]:
    """Two questions of ``task``: the one with the most rows, and one with fewer (or others)."""
    if task == "hand-category":  # a drill's, not a hand's: two games, other categories, other seats
        return generate("stud", task, 1, 1)[0], generate("holdem", task, 1, 1)[0]
    found = hand_questions().get(task, [])
    for game in GAMES if not found else ():  # a drill's task: its questions in the games that have it
        try:
            found += generate(game, task, 3, 1)
        except GenerateError:  # a game without this task
            continue
    if task == "natural":
        found = [*found, question("natural", NATURAL)]  # three places asked, not four
    assert len(found) >= 2, task
    big = max(found, key=size)
    small = min(found, key=lambda q: (size(q) == size(big), size(q), json.dumps(dict(q.answer))))
    return big, small


def settle() -> None:
    """The layouts done and the widgets let go deleted, as after a turn of the event loop."""
    for _ in range(2):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()


def seen(panel: Any) -> list[tuple[Any, ...]]:
    """What the trainee sees of a panel's body: each widget shown, where, how big, what it says,
    whether it takes input and how it is marked.  Every layout is worked out again first: Qt
    lays out lazily, and a size asked after the layout ran (a field framed by the keyboard) would
    show only at the next resize."""
    settle()
    for widget in [panel.body, *panel.body.findChildren(QWidget)]:
        if widget.layout() is not None:
            widget.layout().invalidate()
    settle()
    out = []
    for w in panel.body.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QLineEdit) and isinstance(w.parent(), QAbstractSpinBox):
            # A field's text box follows its frame lazily in Qt itself (a frame thickened by the
            # keyboard moves it at the next resize only): its text is what shows.
            out.append(("field text", w.text()))
            continue
        pos = w.mapTo(panel.body, QPoint(0, 0))
        if isinstance(w, QComboBox):
            text: Any = (w.currentText(), tuple(w.itemText(i) for i in range(w.count())))
        elif isinstance(w, QLabel | QLineEdit | QAbstractButton):
            text = w.text()
        elif isinstance(w, QAbstractSpinBox):
            text = (w.text(), w.minimum() if hasattr(w, "minimum") else None, w.singleStep() if hasattr(
                w, "singleStep") else None)
        else:
            text = ""
        checked = w.isChecked() if isinstance(w, QAbstractButton) else None
        props = tuple(str(w.property(p) or "") for p in ("mark", "checked", "active", "empty"))
        out.append((pos.y(), pos.x(), w.width(), w.height(), type(w).__name__, text, checked, props,
                     w.isEnabled(), w.toolTip()))
    return sorted(out, key=repr)


def focus_of(b: Bench) -> tuple[Any, ...] | None:
    widget = b.window.focusWidget()
    if widget is None or not b.panel.isAncestorOf(widget):
        return None
    pos = widget.mapTo(b.panel, QPoint(0, 0))
    return type(widget).__name__, pos.x(), pos.y()


def active(b: Bench) -> Bench:
    """``b``'s window the active one, as the trainee's: keys, focus and undo act there."""
    b.window.activateWindow()
    b.qtbot.waitUntil(b.window.isActiveWindow)
    settle()
    return b


def state(b: Bench) -> dict[str, Any]:
    """The panel as the trainee finds it, its window active (a field with the keyboard is framed)."""
    active(b)
    panel = b.panel
    return {"answer": json.dumps(dict(panel.answer()), sort_keys=True), "complete": panel.is_complete(),
            "seen": seen(panel), "focus": focus_of(b), "keys": panel.shortcuts(),
            "badges": b.table.badges(), "verdict": panel._verdict.isVisible()}


def assert_same(kept: Bench, fresh: Bench, stage: str) -> None:
    """The kept panel and the fresh one alike; else what only each shows, named by ``stage``."""
    a, b = state(kept), state(fresh)
    diff = {k: ([x for x in a[k] if x not in b[k]], [x for x in b[k] if x not in a[k]]) if k == "seen"
            else (a[k], b[k]) for k in a if a[k] != b[k]}
    assert not diff, (stage, diff)


@pytest.fixture
def bench(qtbot) -> Iterator[Any]:
    def _make(task: str) -> Bench:
        return Bench(qtbot, task)

    yield _make


def load(b: Bench, q: Question) -> None:
    b.table.show_scenario(dict(q.scenario), reveal=True)
    b.panel.load(q, b.table)
    settle()


def graded(b: Bench, q: Question, given: dict[str, Any]) -> None:
    """``given`` answered, submitted and its marks drawn, as the drill screen does."""
    b.panel.set_answer(given)
    with Store.memory() as store:
        feedback = Drill(store, store.add_trainee("Ana").id, [q]).submit(dict(b.panel.answer()))
    b.panel.set_locked(True)
    b.panel.show_feedback(feedback, b.table)


def wrong(q: Question) -> dict[str, Any]:
    """A wrong answer to ``q`` that marks many fields: every amount doubled plus one, every seat
    list reversed (what a panel can show back)."""

    def spoil(value: Any) -> Any:
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, int):
            return value * 2 + 1
        if isinstance(value, dict):
            return {k: spoil(v) for k, v in value.items()}
        if isinstance(value, list):
            return [spoil(v) for v in reversed(value)]
        return value

    return spoil(dict(q.answer))


def test_every_panel_of_a_hand_step_keeps_its_widgets():
    kinds = set(hand_questions())
    assert kinds <= set(KEPT), sorted(kinds - set(KEPT))


ORDERS = ("more-then-fewer", "fewer-then-more")
# the fast loop's share: every task's panel in one order, the orders in turn; the slow run each in both
REFILL_FAST = {(ORDERS[i % 2], task) for i, task in enumerate(KEPT)}


@pytest.mark.parametrize(("order", "task"), sample([(o, t) for t in KEPT for o in ORDERS], REFILL_FAST, several=True))
def test_a_panel_loaded_again_is_the_panel_made_for_the_question(bench, task, order):
    first, second = pair(task) if order == "more-then-fewer" else pair(task)[::-1]
    fresh = bench(task)
    load(fresh, second)
    kept = bench(task)
    load(kept, first)
    graded(kept, first, wrong(first))  # A answered wrong: fields filled, marks drawn
    assert kept.panel.is_locked()
    load(kept, second)
    assert_same(kept, fresh, "loaded")
    assert kept.panel.focusProxy() is not None or fresh.panel.focusProxy() is None
    # B answered on both (a saved answer given back), then taken back, then graded: the same again.
    for b in (kept, fresh):
        active(b).panel.set_answer(dict(second.answer))
    assert_same(kept, fresh, "answered")
    assert json.loads(state(kept)["answer"]) == json.loads(json.dumps(dict(second.answer), sort_keys=True))
    for b in (kept, fresh):
        active(b).panel.undo()
    assert_same(kept, fresh, "undone")
    for b in (kept, fresh):
        graded(active(b), second, wrong(second))
    assert_same(kept, fresh, "graded")


@pytest.mark.parametrize("task", ["forced-bets", "pot-split", "thirteen-settle", "qpoker-payout", "foul"])
def test_a_panel_loaded_again_is_reworded_on_a_language_switch(bench, task):
    first, second = pair(task)
    fresh, kept = bench(task), bench(task)
    load(fresh, second)
    load(kept, first)
    graded(kept, first, wrong(first))
    load(kept, second)
    try:
        translation.use_language("pt")
        settle()
        assert_same(kept, fresh, "pt")
    finally:
        translation.use_language("en")
        settle()
    assert_same(kept, fresh, "en")


def test_a_kept_row_answers_for_its_new_seat(bench):
    """A row that served seat A's step types into seat B's answer, by keyboard and by click."""
    first, second = pair("forced-bets")
    b = bench("forced-bets")
    load(b, first)
    graded(b, first, dict(first.answer))
    load(b, second)
    seat = max(int(s) for s in b.panel.rows)
    b.click_seat(seat)
    b.keys("40")
    assert dict(b.panel.answer()) == {"posts": {str(seat): 40}}
    b.panel.undo()
    assert dict(b.panel.answer()) == {"posts": {}} and not b.panel.is_complete()


def test_panels_prepared_by_the_host_are_shown_once_and_put_back(qtbot):
    _window, table, host = make(qtbot)
    before = host.currentWidget()
    host.prepare(["forced-bets", "pot-split", "winner"])
    assert host.currentWidget() is before and host.panel is None
    for panel in host.panels().values():
        assert panel.is_prepared() and panel.is_locked() and not panel.isVisible()
    q = pair("pot-split")[0]
    table.show_scenario(dict(q.scenario), reveal=True)
    panel = host.show_question(q, table)
    settle()
    assert panel is host.panels()["pot-split"] and panel.isVisible()
    assert list(panel.payouts) == [str(s) for s in live_seats(q)]  # a row per seat still in, no more
