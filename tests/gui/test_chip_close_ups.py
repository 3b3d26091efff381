"""Issue 33, U5, in the drills: the close-ups of count the stack, cut the pot and colour up at
1280x720 show every stack chip for chip (counted in the rendered picture, against the
engine's chips), large; each stack's count is written under it once graded and not before,
and the graded (locked) panel keeps the chips in their colours."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from trainer.engine.chipset import stacks_of
from trainer.engine.poker import PokerSolution
from trainer.gui.panels.chips import ChipsCloseUp
from trainer.gui.panels.cut import asked_award
from trainer.tasks import Question, task_for
from trainer.tasks.chips import chip_set_of

from ..fast import sample
from .chip_pixels import SEEN, SeenStack, all_stacks_seen, alphas, picture
from .drill_play import answer_by_keyboard, lesson_on_screen

LESSONS = ["holdem-count-stack", "stud-count-stack", "omaha-macau-cut-pot", "holdem-cut-pot",
           "holdem-colour-up", "stud-colour-up"]


def chips_asked(q: Question) -> Mapping[int, int]:
    """The chips the question shows close up, as the engine has them (not as drawn)."""
    solution = q.solved(PokerSolution)
    chip_set = chip_set_of(solution)
    if q.task == "count-stack":
        return chip_set.fewest(int(q.answer["amount"]))
    if q.task == "cut-pot":
        return chip_set.fewest(asked_award(q).pot.amount)
    colour_up: Any = task_for("colour-up")
    return colour_up.stack(solution, q.params)  # the small chips handed in


def stack_counts(q: Question) -> list[int]:
    """Each stack's chips as a croupier stacks them: the largest denomination first."""
    return [count for _, counts in stacks_of(chips_asked(q)) for count in counts]


def drawn_in(image, rect: QRectF) -> bool:
    a = alphas(image)
    rows = range(max(0, int(rect.top())), min(image.height(), int(rect.bottom()) + 1))
    return any(max(a[y][max(0, int(rect.left())):int(rect.right()) + 1]) > SEEN for y in rows)


def label_under(labels: list[tuple[QRectF, str]], stack: SeenStack) -> str:
    """The count written under ``stack``: the one label centred below it, just under its foot."""
    under = [text for rect, text in labels
             if stack.left <= rect.center().x() <= stack.right and 0 <= rect.top() - stack.bottom <= 12]
    assert len(under) == 1, (stack, labels)
    return under[0]


def without(image: QImage, rects: list[QRectF]) -> QImage:
    """``image`` with ``rects`` (and their outlines) cleared."""
    out = image.copy()
    painter = QPainter(out)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
    for rect in rects:
        painter.fillRect(rect.adjusted(-1, -1, 1, 1), Qt.GlobalColor.transparent)
    painter.end()
    return out


def stack_pixels(image, stack: SeenStack):
    return image.copy(stack.left, stack.top, stack.width, stack.bottom - stack.top + 1)


# the fast loop's share: each of the three tasks once, on a board game and on stud; the slow run all six
@pytest.mark.parametrize("lesson_id", sample(LESSONS, {"stud-count-stack", "holdem-cut-pot", "holdem-colour-up"}))
def test_every_stack_of_a_close_up_shows_its_chips_and_its_count_only_once_graded(qtbot, tmp_path, lesson_id):
    with lesson_on_screen(qtbot, tmp_path / "t.db", lesson_id, limit=2) as p:
        for i, q in enumerate(p.questions):
            close_up = p.panel.close_up
            assert isinstance(close_up, ChipsCloseUp) and close_up.isVisible()
            assert close_up.width() >= 400  # the panel's width at 1280x720, not a 60 px picture
            before = picture(close_up)
            seen = all_stacks_seen(before)
            assert [s.edges for s in seen] == stack_counts(q), (q.item_id, seen)
            assert min(s.width for s in seen) >= 44  # each chip large enough to count
            assert not close_up.counts_shown() and close_up.count_labels() == []  # the count is the answer
            if i == 0:
                answer_by_keyboard(p, q)
            p.submit_by_key()  # the second question handed in as it stands: wrong
            assert p.win.drill.feedback is not None and p.win.drill.feedback.correct is (i == 0)
            after = picture(close_up)
            assert close_up.counts_shown()
            labels = close_up.count_labels()
            assert len(labels) == len(seen) and all(drawn_in(after, r) and not drawn_in(before, r) for r, _ in labels)
            chips_only = without(after, [r for r, _ in labels])
            seen_after = all_stacks_seen(chips_only)  # where the stacks are now (a scroll bar may have gone)
            assert [s.edges for s in seen_after] == [s.edges for s in seen]
            for stack, was in zip(seen_after, seen, strict=True):
                assert label_under(labels, stack) == str(stack.edges)  # what the picture shows, written under it
                assert stack_pixels(chips_only, stack) == stack_pixels(before, was)  # in colour, locked or not
            if i == 0:
                p.next_by_key()
                assert not p.panel.close_up.counts_shown() and p.panel.close_up.count_labels() == []


def test_a_seats_few_chips_are_drawn_a_hundred_pixels_across(qtbot, tmp_path):
    """The audit measured the old close-up's chips at ~60 px across in a 400 x 170 picture."""
    with lesson_on_screen(qtbot, tmp_path / "t.db", "holdem-count-stack", limit=1) as p:
        q = p.questions[0]
        assert max(stack_counts(q)) <= 5 and len(stack_counts(q)) <= 4  # a few short stacks
        seen = all_stacks_seen(picture(p.panel.close_up))
        assert min(s.width for s in seen) >= 96


@pytest.mark.parametrize("lesson_id", ["omaha-macau-colour-up", "omaha-macau-count-stack"])
def test_at_1920_by_1080_too_every_stack_is_counted_right(qtbot, tmp_path, lesson_id):
    """The audit's last misreading was at 1920x1080: a lone 25 beside stacks of five read as two."""
    with lesson_on_screen(qtbot, tmp_path / "t.db", lesson_id, limit=1) as p:
        p.win.resize(1920, 1080)
        qtbot.waitUntil(lambda: p.panel.close_up.width() > 500)
        seen = all_stacks_seen(picture(p.panel.close_up))
        assert [s.edges for s in seen] == stack_counts(p.questions[0])
        assert min(s.width for s in seen) >= 44
