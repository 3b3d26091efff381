"""Issue 20, the chip drills on screen: a stack counted with the table's totals hidden until
graded, and seen close up in the panel; a payment built from the chip buttons."""

from __future__ import annotations

from trainer.engine.chipset import stacks_of
from trainer.engine.poker import PokerSolution
from trainer.tasks.chips import chip_set_of

from .chip_pixels import all_stacks_seen, picture
from .drill_play import ENTER, lesson_on_screen


def test_count_the_stack_hides_the_totals_until_graded_and_shows_the_seat_close_up(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-count-stack", limit=2) as p:
        table, panel = p.win.drill.table, p.panel
        q = p.questions[0]
        seat = max(q.solved(PokerSolution).hand.seats, key=lambda s: (s.committed, -s.seat)).seat
        assert not table.totals_shown()  # the amounts under the chips are hidden
        assert panel.seat == seat and f"Seat {seat}'s chips" in panel.close_up_title.text()
        chips = chip_set_of(q.solved(PokerSolution)).fewest(int(q.answer["amount"]))
        seen = all_stacks_seen(picture(panel.close_up))  # counted in the picture, chip for chip
        assert [s.edges for s in seen] == [n for _, counts in stacks_of(chips) for n in counts]
        p.keys(str(q.answer["amount"]), ENTER)
        assert p.win.drill.feedback is not None and p.win.drill.feedback.correct
        assert table.totals_shown()  # graded: the amounts written again


def test_the_next_task_after_a_count_shows_the_totals_again(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-commission", limit=1) as p:
        p.win.drill.table.set_totals_shown(False)  # as a count left it
        p.win.drill.show_question()
        assert p.win.drill.table.totals_shown()
