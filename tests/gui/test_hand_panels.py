"""The answer panels of a hand's own steps (issue 21): the forced bets, the deal order, the
burn and board, pair plus and the folds collected — each answered by keyboard and by mouse
on a real step of a dealt hand, graded by its task, a wrong answer graded wrong and marked,
Backspace taking back the last entry, and the panel re-worded on a language switch."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from trainer.gui import translation
from trainer.gui.panels import panel_for
from trainer.gui.panels.hand import PadPanel
from trainer.gui.panels.host import PanelHost
from trainer.store import Store
from trainer.table_run import HAND_TASKS, HandStep, deal_hand
from trainer.tasks import Question, task_for
from trainer.training.drill import Drill

from .test_panels import TAB, Bench

# A step of each kind, in a hand dealt from a seed: (kind, game, seed, seats).
STEPS = [
    ("forced-bets", "holdem", 3, 6),  # two blinds among six seats
    ("forced-bets", "stud", 3, 5),  # every seat antes
    ("deal-order", "stud", 3, 5),  # counterclockwise from the croupier's right
    ("deal-order", "omaha-macau", 3, 8),  # four cards, clockwise
    ("deal-order", "qpoker", 1, 5),
    ("burn-board", "omaha-macau", 3, 8),  # a card discarded, the flop
    ("burn-board", "sintetico", 3, 6),  # no card burnt (rule 100)
    ("pair-plus", "qpoker", 1, 5),  # losses typed with -
    ("pair-plus", "qpoker", 4, 7),
    ("fold-collect", "qpoker", 1, 5),
]
IDS = [f"{k}-{g}-{s}" for k, g, s, _ in STEPS]


def hand_step(kind: str, game: str, seed: int, seats: int) -> HandStep:
    return next(s for s in deal_hand(game, seed, seats).steps if s.kind == kind)


@pytest.fixture
def bench(qtbot) -> Iterator[Any]:
    def _make(step: HandStep) -> Bench:
        b = Bench(qtbot, step.kind)
        b.table.show_scenario(step.before, reveal=True)  # the table as the hand screen draws the step
        b.panel.load(step.question, b.table)
        return b

    yield _make


def graded_right(panel: Any, q: Question) -> bool:
    return task_for(q.task).grade(dict(panel.answer()), q.answer).correct


def type_answer(b: Bench, q: Question) -> None:
    """The right answer from the keyboard alone: the fields in Tab order, the direction by arrow."""
    panel = b.panel
    answer = dict(q.answer)
    if q.task == "deal-order":
        arrow = Qt.Key.Key_Right if answer["direction"] == "clockwise" else Qt.Key.Key_Left
        b.keys(str(answer["first"]), TAB, str(answer["cards"]), arrow)
    elif q.task == "burn-board":
        b.keys(str(answer["burn"]), TAB, str(answer["board"]))
    else:
        amounts = next(iter(answer.values()))
        for i, key in enumerate(panel.rows):
            if i:
                b.keys(TAB)
            if key in amounts:
                b.keys(str(amounts[key]))


def pad(b: Bench, value: int) -> None:
    for digit in str(abs(value)):
        b.click_widget(b.panel._pad[digit])
    if value < 0:
        b.click_widget(b.panel._pad["±"])


def click_answer(b: Bench, q: Question) -> None:
    """The right answer with the mouse alone: seats clicked on the table, the pad's digits."""
    panel = b.panel
    answer = dict(q.answer)
    if q.task == "deal-order":
        b.click_seat(int(answer["first"]))
        pad(b, int(answer["cards"]))  # the seat clicked: the pad types the cards each
        b.click_widget(panel.directions[answer["direction"]])
    elif q.task == "burn-board":
        for key in ("burn", "board"):
            b.click_widget(panel.rows[key].spin.lineEdit())
            pad(b, int(answer[key]))
    else:
        for seat, amount in next(iter(answer.values())).items():
            b.click_seat(int(seat))
            pad(b, int(amount))


@pytest.mark.parametrize(("kind", "game", "seed", "seats"), STEPS, ids=IDS)
def test_a_step_answered_by_keyboard(bench, kind, game, seed, seats):
    step = hand_step(kind, game, seed, seats)
    b = bench(step)
    assert not graded_right(b.panel, step.question) and not b.panel.is_complete()  # a fresh panel answers nothing
    type_answer(b, step.question)
    assert dict(b.panel.answer()) == dict(step.answer)
    assert task_for(kind).read_answer(b.panel.answer(), ()) == step.answer  # the shape the task reads
    assert b.panel.is_complete() and graded_right(b.panel, step.question)


@pytest.mark.parametrize(("kind", "game", "seed", "seats"), STEPS, ids=IDS)
def test_a_step_answered_by_mouse(bench, kind, game, seed, seats):
    step = hand_step(kind, game, seed, seats)
    b = bench(step)
    click_answer(b, step.question)
    assert dict(b.panel.answer()) == dict(step.answer)
    assert b.panel.is_complete() and graded_right(b.panel, step.question)


def wrong(answer: dict[str, Any]) -> dict[str, Any]:
    """The answer with one part wrong."""
    if "direction" in answer:
        return {**answer, "cards": answer["cards"] + 1}
    if "burn" in answer:
        return {**answer, "board": answer["board"] + 1}
    key, amounts = next(iter(answer.items()))
    seat = next(iter(amounts))
    return {key: {**amounts, seat: amounts[seat] * 2}}


@pytest.mark.parametrize(("kind", "game", "seed", "seats"), STEPS, ids=IDS)
def test_a_wrong_answer_is_graded_wrong_and_the_right_one_shown(bench, kind, game, seed, seats):
    step = hand_step(kind, game, seed, seats)
    b = bench(step)
    b.panel.set_answer(wrong(dict(step.answer)))
    assert dict(b.panel.answer()) == wrong(dict(step.answer))  # a saved answer goes back as it was
    assert not graded_right(b.panel, step.question)
    with Store.memory() as store:
        feedback = Drill(store, store.add_trainee("Ana").id, [step.question]).submit(b.panel.answer())
    assert not feedback.grade.correct
    b.panel.set_locked(True)
    b.panel.show_feedback(feedback, b.table)
    marks = [r.mark for r in b.panel.rows.values() if r.mark.isVisible()]
    assert any(m.text().startswith("✗") for m in marks)  # the wrong field, with the right value beside it
    assert b.panel._verdict.isVisible() and not b.panel.pad_box.isVisible()


def test_the_deal_order_is_drawn_on_the_table_after_grading(bench):
    step = hand_step("deal-order", "omaha-macau", 3, 8)
    b = bench(step)
    b.click_seat(9)
    assert b.table.seat_item(9) is not None and b.panel.answer() == {"first": 9}
    with Store.memory() as store:
        feedback = Drill(store, store.add_trainee("Ana").id, [step.question]).submit(b.panel.answer())
    b.panel.show_feedback(feedback, b.table)
    assert step.answer["first"] == 7
    assert b.panel.rows["first"].mark.text() == "✗  " + b.panel.place_text(7)
    assert b.panel.direction_mark.text() == "✗  " + b.panel.tr("clockwise")  # no direction given


def test_backspace_takes_back_the_last_entry(bench):
    step = hand_step("deal-order", "stud", 3, 5)
    b = bench(step)
    b.click_seat(6)
    pad(b, 2)
    b.keys(Qt.Key.Key_Left)
    assert b.panel.answer() == {"first": 6, "cards": 2, "direction": "counterclockwise"}
    b.panel.undo()
    assert b.panel.answer() == {"first": 6, "cards": 2}
    b.panel.undo()
    assert b.panel.answer() == {"first": 6}
    b.panel.undo()
    assert b.panel.answer() == {} and not b.panel.is_complete()

    step = hand_step("forced-bets", "holdem", 3, 6)
    b = bench(step)
    b.click_seat(2)
    pad(b, 5)
    b.click_seat(3)
    pad(b, 10)
    b.click_widget(b.panel._pad["⌫"])  # the pad's own backspace: one digit
    assert b.panel.answer() == {"posts": {"2": 5, "3": 1}}
    b.panel.undo()
    assert b.panel.answer() == {"posts": {"2": 5}}


def test_a_pad_digit_after_a_seat_click_replaces_the_amount(bench):
    step = hand_step("fold-collect", "qpoker", 1, 5)
    b = bench(step)
    b.click_seat(7)
    pad(b, 12)
    b.click_seat(7)  # clicked again: the next digits are a new amount
    pad(b, 10)
    assert b.panel.answer() == {"seats": {"7": 10}}


def test_every_hand_kind_has_a_panel_host_can_show(qtbot):
    from trainer.gui.table import TableView

    host = PanelHost()
    table = TableView()
    qtbot.addWidget(host)
    qtbot.addWidget(table)
    for kind, game, seed, seats in STEPS:
        step = hand_step(kind, game, seed, seats)
        panel = host.show_question(step.question, table)
        assert panel.task_id == kind and isinstance(panel, PadPanel)
        assert panel.shortcuts() and panel._title.text() == panel.title().upper()
        assert panel._prompt.text() == step.prompt
    assert set(host.panels()) == set(HAND_TASKS)


@pytest.mark.parametrize(("kind", "game", "seed", "seats"), [STEPS[0], STEPS[3], STEPS[5], STEPS[7], STEPS[9]],
                         ids=[IDS[0], IDS[3], IDS[5], IDS[7], IDS[9]])
def test_a_language_switch_rewords_the_panel(qtbot, kind, game, seed, seats):
    from trainer.gui.table import TableView

    step = hand_step(kind, game, seed, seats)
    panel, table = panel_for(kind), TableView()
    qtbot.addWidget(panel)
    qtbot.addWidget(table)
    panel.load(step.question, table)
    english = (panel._title.text(), panel._prompt.text(), [r.name.text() for r in panel.rows.values()])
    try:
        translation.use_language("pt")
        QCoreApplication.processEvents()
        portuguese = (panel._title.text(), panel._prompt.text(), [r.name.text() for r in panel.rows.values()])
        assert portuguese[0] != english[0] and portuguese[1] != english[1]
        assert portuguese[1] == step.prompt  # the task's question, in Portuguese
        assert portuguese[2] != english[2]
    finally:
        translation.use_language("en")
        QCoreApplication.processEvents()
    assert panel._title.text() == english[0]
