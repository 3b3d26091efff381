"""Table geometry (no Qt): seats spread round the oval, boxes fitted, chips put clear."""

from __future__ import annotations

import itertools
import math

import pytest

from trainer.gui.table.layout import (
    SAFE,
    Oval,
    Point,
    Rect,
    arc_angles,
    boxes_fit,
    fit_boxes,
    free_spot,
    perimeter,
    seat_anchors,
)

OVAL = Oval(800, 445, 690, 352)


@pytest.mark.parametrize("n", [2, 7, 10, 11, 12])
def test_r0_1_seat_1_is_at_the_croupiers_left_and_numbers_run_clockwise(n):
    angles = arc_angles(OVAL, n, "bottom", 330)
    assert angles == sorted(angles)  # growing angle is clockwise on a y-down screen
    assert math.pi / 2 < angles[0] < 3 * math.pi / 2  # left half: clockwise of the croupier (bottom)
    assert 3 * math.pi / 2 < angles[-1] < 5 * math.pi / 2  # the last seat on the croupier's right
    first, last = OVAL.at(angles[0]), OVAL.at(angles[-1])
    assert first.x < 800 < last.x  # the croupier faces the table: left of the screen is his left


def test_seats_are_spaced_evenly_along_the_rail():
    pts = seat_anchors(OVAL, 10, "bottom", 330)
    gaps = [math.dist((a.x, a.y), (b.x, b.y)) for a, b in itertools.pairwise(pts)]
    assert max(gaps) / min(gaps) < 1.1


def test_croupier_at_the_top_puts_seat_1_on_the_screens_right():
    first = seat_anchors(OVAL, 10, "top", 330)[0]
    assert first.x > 800 and first.y < 445


def test_perimeter_of_a_circle():
    assert perimeter(Oval(0, 0, 100, 100)) == pytest.approx(2 * math.pi * 100, rel=1e-4)


def test_fit_boxes_shrinks_the_cards_until_the_seats_fit():
    anchors = seat_anchors(OVAL, 12, "bottom", 330)
    card_w, boxes = fit_boxes(anchors, lambda c: (3 * c, 3 * c), 200, 20)
    assert card_w < 200 and boxes_fit(boxes)
    assert all(b.inside(SAFE) for b in boxes)


def test_free_spot_steps_off_an_obstacle_towards_the_centre():
    blocker = Rect(90, 90, 20, 20)
    r = free_spot(Point(100, 100), Point(100, 0), Point(100, 400), 10, 10, [blocker])
    assert not r.intersects(blocker.inflated(6)) and r.y > 100
