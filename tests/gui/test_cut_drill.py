"""Issue 20, chip drill 4 on screen: a split pot cut into each tied winner's stack, played by
keyboard and by mouse, right and wrong, with what is shown and what is recorded."""

from __future__ import annotations

import pytest

from trainer import i18n
from trainer.engine.chipset import stacks_of
from trainer.engine.poker import PokerSolution
from trainer.gui.panels.cut import asked_award
from trainer.tasks.chips import chip_set_of

from .chip_pixels import all_stacks_seen, picture
from .drill_play import ENTER, TAB, answer_by_keyboard, give_by_mouse, lesson_on_screen, same


def equal_parts(q):
    """The pot cut evenly with the odd chips left out: wrong for every winner owed one."""
    award = asked_award(q)
    return {"shares": {str(seat): award.equal_part for seat in award.winners}}


def chips_seen(close_up) -> list[int]:
    """Each stack of the close-up, its chips counted in the picture."""
    return [s.edges for s in all_stacks_seen(picture(close_up))]


def pot_stacks(q) -> list[int]:
    award = asked_award(q)
    chips = chip_set_of(q.solved(PokerSolution)).fewest(award.pot.amount)
    return [n for _, counts in stacks_of(chips) for n in counts]


def test_by_keyboard_a_right_cut_then_the_odd_chips_misplaced(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "omaha-macau-cut-pot", limit=2) as p:
        table, panel = p.win.drill.table, p.panel
        right = p.questions[0]
        award = asked_award(right)
        assert not table.totals_shown()  # counted from the chips, not read
        assert [item.amount for item in table.pot_items()] == [award.pot.amount]  # the pot in the middle
        assert panel.close_up_title.text() == "Main pot, close up" and chips_seen(panel.close_up) == pot_stacks(right)
        assert list(panel.spins) == [str(s) for s in award.winners]  # one stack per winner, seat order
        assert p.focus() is panel.spins[str(award.winners[0])]  # the first stack has the keyboard
        answer_by_keyboard(p, right)
        assert panel.running.text() == f"Cut so far: {sum(right.answer['shares'].values()):,}"
        p.keys(ENTER)
        assert p.win.drill.feedback is not None and p.win.drill.feedback.correct
        assert table.totals_shown()  # graded: the amounts written again
        p.keys("n")

        wrong = p.questions[1]
        given = equal_parts(wrong)  # 315 each: the whole remainder of 10 left out (art. 10.5)
        assert given != wrong.answer
        for i, amount in enumerate(given["shares"].values()):
            p.keys(*([TAB] if i else []), str(amount))
        assert same(panel.answer(), given)
        p.keys(ENTER)
        feedback = p.win.drill.feedback
        assert feedback is not None and not feedback.correct
        first = str(asked_award(wrong).odd_chips.receivers[0])
        assert feedback.grade.score == pytest.approx(2 / 3)  # the other two stacks are right
        assert panel._marks[first].text() == f"✗  {wrong.answer['shares'][first]:,}"
        assert panel._verdict.text().startswith("✗  Partly right: 2 of 3 parts")
        assert "Why:" in p.explanation() and "all of them go to seat" in p.explanation()

        first_attempt, second = p.attempts()
        assert first_attempt.correct and first_attempt.score == 1.0 and same(first_attempt.answer, right.answer)
        assert first_attempt.task == "cut-pot" and first_attempt.item_id == right.item_id
        assert not second.correct and second.score == pytest.approx(2 / 3) and same(second.answer, given)


def test_by_mouse_a_wrong_cut_then_a_right_one(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "stud-cut-pot", limit=2) as p:
        panel = p.panel
        wrong = p.questions[0]
        given = equal_parts(wrong)  # 345 each: seat 6, first in dealing order, is owed 350
        give_by_mouse(p, wrong, given)
        assert same(panel.answer(), given)
        p.submit_by_click()
        feedback = p.win.drill.feedback
        assert feedback is not None and not feedback.correct and feedback.grade.score == pytest.approx(1 / 2)
        assert [i18n.render(part.label) for part in feedback.grade.mistakes] == ["seat 6's stack"]
        assert panel._marks["6"].text() == "✗  350" and panel._marks["1"].text() == "✓"
        p.next_by_click()

        right = p.questions[1]
        give_by_mouse(p, right, right.answer)
        p.submit_by_click()
        assert p.win.drill.feedback is not None and p.win.drill.feedback.correct

        first, second = p.attempts()
        assert not first.correct and first.score == pytest.approx(1 / 2) and same(first.answer, given)
        assert second.correct and same(second.answer, right.answer) and second.item_id == right.item_id


def test_backspace_outside_a_field_clears_the_last_stack_and_an_incomplete_cut_is_not_handed_in(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-cut-pot", limit=1) as p:
        panel = p.panel
        q = p.questions[0]
        first, second = list(panel.spins)
        p.keys(str(q.answer["shares"][first]))
        assert not panel.is_complete()  # a winner's stack still empty
        p.keys(TAB, str(q.answer["shares"][second]))
        assert panel.is_complete()
        panel.undo()
        assert panel.spins[second].value() == 0 and panel.spins[first].value() == q.answer["shares"][first]


@pytest.mark.parametrize("language", ["en", "zh_Hant", "pt"])
def test_four_winners_fit_1280_by_720_in_each_language_before_and_after_grading(qtbot, tmp_path, language):
    from trainer import i18n
    from trainer.gui import translation
    from trainer.gui.home.screen import DrillRequest
    from trainer.gui.main_window import MainWindow
    from trainer.store import SessionKind, Store

    from .drill_play import lesson_questions
    from .geometry import assert_fits
    from .test_smoke_sizes import assert_window_fits

    lesson, questions = lesson_questions("omaha-macau-cut-pot")
    question = max(questions, key=lambda q: len(q.answer["shares"]))  # the four-way tie
    assert len(question.answer["shares"]) == 4
    with Store.open(tmp_path / "t.db") as store:
        window = MainWindow(store)
        qtbot.addWidget(window)
        try:
            window.set_language(language)
            window.resize(1280, 720)
            window.show()
            qtbot.waitExposed(window)
            window.show_home(store.add_trainee("Rui Conceição Magalhães"))
            window.start(DrillRequest(i18n.lesson_text(lesson.title), [question], SessionKind.LESSON, lesson.id))
            window.drill.close_intro()
            assert_window_fits(qtbot, window, (1280, 720))
            assert_fits(window.drill.table)
            window.drill.submit()  # graded as it stands: every stack marked wrong, the right one beside it
            assert_window_fits(qtbot, window, (1280, 720))
            assert_fits(window.drill.table)
        finally:
            window.close()
            translation.use_language("en")
