"""Issue 20, chip drill 3 on screen: a colour-up lesson and a change lesson played by keyboard
and by mouse, right and wrong; the stack handed in drawn close up and at the seat (totals hidden
until graded), the chip put in beside the call; the answers and verdicts recorded."""

from __future__ import annotations

import pytest

from trainer.engine.chipset import chip_count, stacks_of, total
from trainer.gui.table.chips import chip_stacks
from trainer.tasks.chips import read_chips

from ..fast import sample
from .chip_pixels import all_stacks_seen, picture
from .drill_play import TAB, check_recorded, lesson_on_screen, play_lesson_right, same


def seat_chips(table, seat):
    return next(item for item in table.chip_items() if getattr(item, "place", None) == seat)


# the fast loop's share: a colour-up by keyboard and a change by mouse; the slow run the other two
@pytest.mark.parametrize(("lesson_id", "by"), sample([("holdem-colour-up", "keyboard"), ("stud-colour-up", "mouse"),
                                                      ("omaha-macau-change", "keyboard"), ("holdem-change", "mouse")],
                                                     {("holdem-colour-up", "keyboard"), ("holdem-change", "mouse")},
                                                     several=True))
def test_a_whole_colour_up_or_change_lesson_right(qtbot, tmp_path, lesson_id, by):
    with lesson_on_screen(qtbot, tmp_path / "t.db", lesson_id, limit=8) as p:
        assert {q.task for q in p.questions} == set(p.lesson.skills)
        play_lesson_right(p, by)
        attempts = p.attempts()
        for attempt, q in zip(attempts, p.questions, strict=True):  # what was asked, kept with the answer
            assert same(attempt.params, q.params) and attempt.scenario["seats"] == q.scenario["seats"]
            assert attempt.target_s == {"colour-up": 20, "change-bet": 10}[q.task]


def test_colour_up_shows_the_stack_handed_in_with_no_total_until_graded(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-colour-up", limit=2) as p:
        table, panel, q = p.screen.table, p.panel, p.questions[1]  # 1,975 handed in as 38 small chips
        assert not table.totals_shown()
        handed = read_chips({"500": 2, "100": 5, "25": 16, "5": 15})
        first = p.questions[0]  # answered right by keys, then on to the second
        for value in panel.values:
            p.keys(str(first.answer["chips"].get(str(value), "")), TAB)
        p.submit_by_key()
        p.next_by_key()
        assert p.index() == 1 and p.panel.question is q
        assert panel.handed == handed and total(handed) == 1975
        assert "Seat 5's chips handed in" in panel.close_up_title.text()
        seen = all_stacks_seen(picture(panel.close_up))  # the stack drawn large, counted chip for chip
        assert [s.edges for s in seen] == [n for _, counts in stacks_of(handed) for n in counts]
        at_seat = seat_chips(table, 5)
        assert at_seat.stacks() != chip_stacks(1975, table.chip_set())  # not its fewest: the chips handed in
        assert sum(sum(counts) for _, counts in at_seat.stacks()) == chip_count(handed)
        assert not table.totals_shown()
        # wrong: 1,975 in ten chips (three 500s): the total is right, not the fewest — half marks
        for value in panel.values:
            p.keys({500: "3", 100: "4", 25: "3"}.get(value, ""), TAB)
        assert "1,975 in 10 chips" in panel.running.text()
        p.submit_by_key()
        feedback = p.screen.drill.results[-1]
        assert feedback.grade.score == 0.5 and not feedback.correct
        assert table.totals_shown()  # graded: the amounts written again
        assert seat_chips(table, 5).stacks() == chip_stacks(1975, table.chip_set())  # coloured up on the table
        assert "1 × 1,000 + 1 × 500 + 4 × 100 + 3 × 25" in panel.mark.text()
        attempt = p.attempts()[-1]
        assert attempt.task == "colour-up" and attempt.score == 0.5 and attempt.correct is False
        assert same(attempt.answer, {"chips": {str(v): {500: 3, 100: 4, 25: 3}.get(v, 0) for v in panel.values}})


def test_a_change_wrong_by_mouse_is_recorded_wrong_and_shows_the_chip_and_the_call(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-change", limit=1) as p:
        panel, q = p.panel, p.questions[0]  # seat 6 calls the big blind, 20, with a 25
        assert (panel.call, panel.chip) == (20, 25)
        assert "Chip put in: 25" in panel.put_in_text.text() and "The call: 20" in panel.put_in_text.text()
        assert p.screen.table.totals_shown()  # the amounts are not what is asked here
        p.click(panel.adders[1])  # a 1 for the change of 5: wrong total
        assert "Change so far: 1 in 1 chip" in panel.running.text() and "chips" not in panel.running.text()  # U17
        p.submit_by_click()
        feedback = p.screen.drill.results[-1]
        assert feedback.grade.score == 0.0
        check_recorded(p, [{"chips": {str(v): int(v == 1) for v in panel.values}}], correct=False)
        assert same(q.answer["chips"]["5"], 1)
