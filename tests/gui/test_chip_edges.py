"""Issue 33, U5: chips you can count.  A close-up draws one edge per chip, each chip apart
from the next, for stacks of 1 to 20 chips of every denomination's look; counted in the
rendered image (``chip_pixels``), not taken from the drawing code."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from trainer.engine.chipset import ChipSet
from trainer.gui.panels.chips import COUNT_CLOSE_UP_H, ChipsCloseUp
from trainer.gui.table.chips import HOUSE_LOOKS, SPARE_LOOKS, look

from .chip_pixels import FELT, PANEL, all_stacks_seen, distance, grooves, over, picture, stacks_seen

PANEL_W = 440  # the count-stack panel's close-up at 1280x720 (test_chip_drills measures it)
HOUSE_WITH_ALL = ChipSet(tuple(sorted(HOUSE_LOOKS)))
HOUSE_LOOKS_SEEN = {colour for colour, _ in HOUSE_LOOKS.values()}
OWN_SET = ChipSet(tuple(range(2, 2 + len(SPARE_LOOKS))))  # a table's own chips, none the house's: every spare look
LOOKS = [(value, HOUSE_WITH_ALL) for value in HOUSE_WITH_ALL.values] + [
    (value, OWN_SET) for value in OWN_SET.values if look(value, OWN_SET)[0].name() not in HOUSE_LOOKS_SEEN]


def close_up(qtbot, stacks, chip_set, width=PANEL_W, height=COUNT_CLOSE_UP_H) -> ChipsCloseUp:
    widget = ChipsCloseUp(height)
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.set_stacks(stacks, chip_set)
    return widget


def groove_contrast(image, middle: int, first: int, last: int, ground: QColor) -> float:
    """How far a groove's colour is from the chips either side of it, over ``ground``, along
    the middle of the stack (the median over seven columns: an edge mark may meet it)."""
    seen = []
    for x in range(middle - 3, middle + 4):
        groove = over(image, x, (first + last) // 2, ground)
        above, below = over(image, x, first - 1, ground), over(image, x, last + 1, ground)
        seen.append(min(distance(groove, above), distance(groove, below)))
    return sorted(seen)[len(seen) // 2]


def test_the_looks_tested_are_every_look_a_chip_can_have():
    seen = {(look(v, s)[0].name(), look(v, s)[1]) for v, s in LOOKS}
    every = {(c, m) for c, m in HOUSE_LOOKS.values()} | {(c, m) for c, m in SPARE_LOOKS}
    assert {(c.lower(), m) for c, m in every} <= seen


@pytest.mark.parametrize(("value", "chip_set"), LOOKS, ids=[f"{v}-{len(s.values)}" for v, s in LOOKS])
def test_a_stack_of_1_to_20_chips_shows_one_edge_per_chip(qtbot, value, chip_set):
    widget = close_up(qtbot, [], chip_set)
    for chips in range(1, 21):
        widget.set_stacks([(value, [chips])], chip_set)
        image = picture(widget)
        seen = stacks_seen(image)
        assert [s.edges for s in seen] == [chips], (value, chips, seen)
        stack = seen[0]
        assert stack.width >= 44, (value, chips, stack)  # large enough to count at 1280x720
        cut = grooves(image, stack)
        assert len(cut) == chips - 1
        for first, last in cut:  # each groove shows against the chip above it and the one below
            for ground in (PANEL, FELT):  # in a close-up, and on a large screen's table
                assert groove_contrast(image, stack.middle, first, last, ground) >= 40, (value, chips, first, ground)


def test_a_single_chip_is_one_chip_and_two_are_two_side_by_side(qtbot):
    """The audit's misreadings: 3 x 1,000 read as 4, one 25 read as two."""
    house = ChipSet()
    for stacks, counts in [([(1_000, [3])], [3]), ([(25, [1]), (5, [4])], [1, 4]),
                           ([(500, [1]), (100, [1])], [1, 1]), ([(1_000, [1]), (25, [1])], [1, 1])]:
        widget = close_up(qtbot, stacks, house)
        assert [s.edges for s in all_stacks_seen(picture(widget))] == counts, stacks


def test_rows_of_a_close_up_stand_apart_and_every_stack_is_counted(qtbot):
    """Colour up's 38 chips: two rows, the back row's feet not hidden behind the front row."""
    stacks = [(500, [2]), (100, [5]), (25, [5, 5, 5, 1]), (5, [5, 5, 5])]
    widget = close_up(qtbot, stacks, ChipSet((1, 5, 25, 100, 500, 1_000)), height=190)
    seen = all_stacks_seen(picture(widget))
    assert [s.edges for s in seen] == [c for _, counts in stacks for c in counts]
    back, front = {s.bottom for s in seen[:5]}, {s.top for s in seen[5:]}
    assert max(back) + 8 < min(front)  # a clear band between the rows (each stack's count goes there)


def test_twenty_chips_are_drawn_as_twenty_not_a_shortened_stack_marked_x20(qtbot):
    widget = close_up(qtbot, [(100, [20]), (25, [7])], ChipSet())
    assert [s.edges for s in all_stacks_seen(picture(widget))] == [20, 7]


def test_on_a_high_density_screen_each_chip_is_its_own_edge_in_device_pixels(qtbot):
    """Drawn at twice the pixels (a device pixel ratio of 2), the grooves are whole device pixels."""
    widget = close_up(qtbot, [], HOUSE_WITH_ALL)
    for value in HOUSE_WITH_ALL.values:
        for chips in (1, 2, 5, 13, 20):
            widget.set_stacks([(value, [chips])], HOUSE_WITH_ALL)
            seen = stacks_seen(picture(widget, 2.0))
            assert [s.edges for s in seen] == [chips] and seen[0].width >= 88, (value, chips, seen)
