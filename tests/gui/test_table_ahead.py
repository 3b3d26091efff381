"""A table built ahead (TableView.prepare, issue 21's step speed) is the table built on demand.

The hand screen builds the next step's table while the trainee reads this one; a right
answer then swaps it in.  What is swapped in must be what show_scenario would have drawn,
pixel for pixel, and a table prepared for anything else (another scenario, another window
size, another language) must never be shown.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QImage

from trainer.engine.rulesets import GAMES
from trainer.gui.question.reveal import HANDS_SHOWN
from trainer.table_run import deal_hand, seat_range
from trainer.tasks import task_for

from ..fast import sample

SCENARIO_FACTS = ("seats", "occupied", "cards", "board", "marker", "stacks")


def a_step(game: str, kind: str, seats: int) -> Any:
    """The first step of ``kind`` in the hands dealt from seed 1 on (not every hand reaches a showdown)."""
    return next(s for seed in range(1, 50) for s in deal_hand(game, seed, seats).steps if s.kind == kind)


def _settle() -> None:
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _built_ahead(qtbot: Any, screen: Any) -> None:
    """Wait until the screen's next table is built ahead, if it has one: TableAhead's timer
    (started when the question or its feedback was shown) has fired, and built it."""
    qtbot.waitUntil(lambda: not screen.ahead._timer.isActive())


def picture(view: Any) -> QImage:
    _settle()
    return view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def facts(view: Any) -> dict[str, Any]:
    """What the drills read off a table: seats, their tags and stacks, chips, pots, the log."""
    log = view.action_log_item()
    return {
        "seats": sorted(view.seat_items()), "occupied": view.occupied_seats(),
        "tags": {p: view.seat_tags(p) for p in view.seat_items()},
        "stacks": {p: s.amount for p, s in view.seat_stacks().items()},
        "chips": sorted((c.place, c.amount) for c in view.chip_items() if hasattr(c, "place")),
        "pots": [p.amount for p in view.pot_items()], "marker": view.marker_place(),
        "log": None if log is None else [(e.seat, e.verb, e.amount) for e in log.entries],
        "board": None if view.board_item() is None else [c.card for c in view.board_item().all_cards()],
        "cards": {p: [(c.card, c.face_up) for c in s.all_cards()] for p, s in view.seat_items().items()},
    }


# the fast loop's share: a board game, stud, 13 cards and Q Poker; the slow run the other board games
@pytest.mark.parametrize("game", sample(GAMES, {"holdem", "stud", "thirteen", "qpoker"}))
def test_every_step_of_a_hand_prepared_ahead_is_the_table_built_on_demand(table, game):
    """Each step's table, prepared while the step before was on the screen, then shown,
    against the same table drawn straight away on a second view of the same size."""
    ahead, built = table(), table()
    hand = deal_hand(game, 11, seat_range(game)[1])
    swapped = 0
    for i, step in enumerate(hand.steps):
        reveal = step.kind in HANDS_SHOWN
        before = ahead.scene()
        ahead.show_scenario(dict(step.before), reveal=reveal)
        swapped += ahead.scene() is not before
        built.show_scenario(dict(step.before), reveal=reveal)
        assert facts(ahead) == facts(built), f"step {i + 1} ({step.kind})"
        assert picture(ahead) == picture(built), f"step {i + 1} ({step.kind}): not the same pixels"
        upcoming = hand.steps[i + 1:i + 2]
        if upcoming:
            ahead.prepare(dict(upcoming[0].before), reveal=upcoming[0].kind in HANDS_SHOWN)
    assert swapped == len(hand.steps) - 1  # every step after the first was the one prepared


def test_a_table_prepared_for_another_scenario_is_not_shown(table):
    hand = deal_hand("holdem", 5, 9)
    first, second = (dict(s.before) for s in hand.steps[3:5])
    assert first != second
    view, built = table(), table()
    view.show_scenario(dict(hand.steps[0].before))
    view.prepare(first)
    before = view.scene()
    view.show_scenario(second)
    assert view.scene() is before  # built on demand, in the scene on the screen
    built.show_scenario(second)
    assert facts(view) == facts(built) and picture(view) == picture(built)
    view.show_scenario(first)  # the prepared one was let go: built on demand too
    assert view.scene() is before


def test_a_table_prepared_with_the_hands_hidden_is_not_shown_revealed(table):
    step = a_step("omaha", "showdown-order", 6)
    view, built = table(), table()
    view.prepare(dict(step.before), reveal=False)
    before = view.scene()
    view.show_scenario(dict(step.before), reveal=True)
    assert view.scene() is before
    built.show_scenario(dict(step.before), reveal=True)
    assert picture(view) == picture(built)


def test_a_table_prepared_for_another_window_size_is_not_shown(table):
    steps = deal_hand("stud", 4, 7).steps
    view = table((1280, 720))
    view.show_scenario(dict(steps[0].before))
    view.prepare(dict(steps[1].before))
    view.resize(1920, 1080)
    _settle()
    before = view.scene()
    view.show_scenario(dict(steps[1].before))
    assert view.scene() is before  # the panels placed for the window as it is now
    built = table((1920, 1080))
    built.show_scenario(dict(steps[1].before))
    assert facts(view) == facts(built) and picture(view) == picture(built)


def test_a_language_change_lets_the_prepared_table_go(table, monkeypatch):
    steps = deal_hand("qpoker", 3, 4).steps
    view = table()
    view.show_scenario(dict(steps[0].before))
    view.prepare(dict(steps[1].before))
    view.changeEvent(QEvent(QEvent.Type.LanguageChange))  # its words were the language's before
    before = view.scene()
    view.show_scenario(dict(steps[1].before))
    assert view.scene() is before


def test_a_language_switch_draws_the_table_once_in_the_new_language(table, monkeypatch):
    """Qt's LanguageChange draws the table afresh; the screen's retranslate_ui that follows
    (as a switch mid-drill does) does not draw it a second time (issue 36), and a table asked
    to redraw again, with no change of language since, is drawn again."""
    from trainer.gui import translation

    view = table()
    view.show_scenario(dict(deal_hand("holdem", 1, 6).steps[0].before))
    view.set_pots([100, 40])
    builds: list[int] = []
    build = view._build
    monkeypatch.setattr(view, "_build", lambda: (builds.append(1), build())[1])
    try:
        assert translation.use_language("pt")  # LanguageChange delivered at once: drawn in Portuguese
        view.retranslate_ui()  # the screen's own re-translation: nothing left to draw
        assert len(builds) == 1
        main = QCoreApplication.translate("TableView", "Main pot")
        assert main != "Main pot" and next(p.label for p in view.pot_items()) == main
        view.retranslate_ui()
        assert len(builds) == 2
    finally:
        translation.use_language("en")
    assert next(p.label for p in view.pot_items()) == "Main pot"


def test_a_scenario_the_table_cannot_draw_is_left_to_show_scenario(table):
    view = table()
    view.show_scenario(dict(deal_hand("holdem", 1, 6).steps[0].before))
    drawn = facts(view)
    view.prepare({"game": "blackjack"})  # no error while the trainee reads the step
    assert facts(view) == drawn  # the table on the screen untouched
    with pytest.raises(ValueError, match="unknown game"):
        view.show_scenario({"game": "blackjack"})


def test_marks_set_after_a_swap_land_on_the_swapped_table(table):
    step = a_step("holdem", "showdown-order", 6)
    view, built = table(), table()
    view.prepare(dict(step.before), reveal=True)
    before = view.scene()
    view.show_scenario(dict(step.before), reveal=True)
    assert view.scene() is not before
    seats = view.occupied_seats()[:2]
    for v in (view, built):
        if v is built:
            v.show_scenario(dict(step.before), reveal=True)
        v.set_badges({seats[0]: 1, seats[1]: 2})
        v.highlight_seat(seats[1])
    assert view.badges() == {seats[0]: "1", seats[1]: "2"}
    assert picture(view) == picture(built)


def test_the_hand_screen_shows_the_next_table_built_while_the_step_was_read(qtbot, store, table):
    """A step on the screen; a moment later the next step's table is built; the right answer
    swaps it in — the next step's table, as drawn on demand.  A wrong answer's corrected table
    is drawn on demand, and the table after it is built ahead again."""
    from trainer.gui.table_run.screen import HandScreen

    screen = HandScreen(store, store.add_trainee("Ana"))
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.deal("holdem", 21, 6, "practice")
    run = screen.run
    assert run is not None and screen.panel is not None
    _built_ahead(qtbot, screen)
    assert screen.table._prepared is not None
    before = screen.table.scene()
    screen.panel.set_answer(run.current.answer)
    screen.submit()
    assert run.index == 1 and screen.table.scene() is not before  # the table built ahead, swapped in
    built = table()
    built.resize(screen.table.size())
    built.show_scenario(dict(run.current.before), reveal=run.current.kind in HANDS_SHOWN)
    _settle()
    assert facts(screen.table) == facts(built)
    assert picture(screen.table) == picture(built)

    _built_ahead(qtbot, screen)
    # An answer left empty, wrong for this step: the supervisor's table (the step's after) drawn.
    step = run.current
    while task_for(step.kind).grade(dict(screen.panel.answer()), step.answer).correct:
        screen.panel.set_answer(step.answer)
        screen.submit()
        _built_ahead(qtbot, screen)
        step = run.current
    screen.submit()
    assert run.answered_current and not run.results[-1].correct
    built.show_scenario(dict(step.after), reveal=step.kind in HANDS_SHOWN)
    if task_for(step.kind).shows_table:
        built.set_reveal(True)
    screen.panel.show_feedback(run.results[-1].feedback, built)  # the same marks
    assert facts(screen.table) == facts(built)
    _built_ahead(qtbot, screen)
    assert screen.table._prepared is not None  # the next step's, while the feedback is read
    before = screen.table.scene()
    screen.next_step()
    assert screen.table.scene() is not before
    built.show_scenario(dict(run.current.before), reveal=run.current.kind in HANDS_SHOWN)
    assert facts(screen.table) == facts(built)


def test_the_drill_screen_shows_the_next_table_built_while_the_question_was_read(qtbot, store, table):
    """A drill of mixed tasks: each next table (after the feedback, and after a right step of
    follow the action) is the one built ahead, the same as drawn on demand; a procedure
    question hides the table and builds nothing."""
    from trainer.curriculum.generate import generate
    from trainer.gui.drill.screen import DrillScreen
    from trainer.gui.question.layout import question_table
    from trainer.store import SessionKind

    questions = [*generate("omaha", "pot-split", 2, 3, {}), *generate("holdem", "follow-action", 1, 4, {}),
                 *generate("thirteen", "foul", 1, 5, {}), *generate("qpoker", "qpoker-payout", 1, 6, {})]
    screen = DrillScreen(store)
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    screen.start(store.add_trainee("Ana"), "ahead", questions, SessionKind.DRILL)
    built = table()
    drill, swaps = screen.drill, 0
    assert drill is not None
    while drill.current is not None:
        _built_ahead(qtbot, screen)
        before = screen.table.scene()
        question = drill.current
        screen.panel.set_answer(question.answer)
        screen.submit()
        if drill.answered_current:  # the feedback on the screen: N goes on
            _built_ahead(qtbot, screen)
            before = screen.table.scene()
            screen.next_question()
        if drill.current is None:
            break
        swaps += screen.table.scene() is not before
        drawn = question_table(drill.current)
        assert drawn is not None
        built.show_scenario(drawn[0], reveal=drawn[1])
        # The scenario's own things (the panel marks the table it is given: badges, pots...).
        shown, fresh = facts(screen.table), facts(built)
        assert {k: shown[k] for k in SCENARIO_FACTS} == {k: fresh[k] for k in SCENARIO_FACTS}
    assert swaps == len(questions) - 1
