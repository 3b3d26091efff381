"""The least-covering search of a panel that fits nowhere clear (issue 36: it was most of a
crowded table's layout, 13 million overlap calls in one lesson) gives the place the plain search
gave: every layer's overlaps summed in full, the places compared whole, the first of equal ones.
The quick search stops a sum once it passes the best place's; these tests hold it to the plain one."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from trainer.gui.home.screen import DrillRequest
from trainer.gui.table import games
from trainer.gui.table.layout import Rect, panel_rect
from trainer.store import SessionKind
from trainer.tasks import TASKS

from ..fast import sample
from .test_cards_uncovered import tables
from .test_feedback_layout import _settled

coord = st.floats(min_value=-50, max_value=400, allow_nan=False)
size = st.floats(min_value=0, max_value=200, allow_nan=False)
rects = st.builds(Rect, coord, coord, size, size)


@given(rects, st.lists(rects, max_size=12))
def test_covered_is_the_sum_of_the_overlaps_to_the_last_bit(rect, boxes):
    plain = sum(games._overlap(rect, b) for b in boxes)
    edges = (rect.x, rect.y, rect.x + rect.w, rect.y + rect.h)
    assert games._covered(*edges, games._edges(boxes)) == plain


@given(rects, st.lists(rects, max_size=12), st.floats(min_value=0, max_value=5_000, allow_nan=False))
def test_a_sum_stopped_at_its_limit_is_over_the_limit_and_never_over_the_whole(rect, boxes, limit):
    plain = sum(games._overlap(rect, b) for b in boxes)
    edges = (rect.x, rect.y, rect.x + rect.w, rect.y + rect.h)
    stopped = games._covered(*edges, games._edges(boxes), limit)
    assert (stopped > limit) == (plain > limit)
    assert stopped <= plain
    if plain <= limit:
        assert stopped == plain


def _overlaps(rects: list[Rect], layer: list[tuple[float, float, float, float]]) -> list[list[float]]:
    """``games._overlap(rect, box)`` of each rect with each box of ``layer`` (given by its edges,
    made a Rect as ``Rect(a, b, c - a, d - b)``), a row per rect: the same float operations in
    the same order, made for every pair at once (the ~7 million calls one at a time were most of
    this module's time; :func:`test_the_reference_overlaps_are_games_overlap_to_the_last_bit`)."""
    if not layer:
        return [[] for _ in rects]
    edges = np.array(layer, dtype=float)
    bx, by = edges[:, 0], edges[:, 1]
    bw, bh = edges[:, 2] - bx, edges[:, 3] - by
    a = np.array([(r.x, r.y, r.w, r.h) for r in rects], dtype=float).reshape(-1, 4)
    ax, ay, aw, ah = (a[:, i, None] for i in range(4))
    w = np.minimum(ax + aw, bx + bw) - np.maximum(ax, bx)
    h = np.minimum(ay + ah, by + bh) - np.maximum(ay, by)
    return np.where((w > 0) & (h > 0), w * h, 0.0).tolist()


def _plain_place(plan, scale, spots, region, layers):
    """The search as it was written first: every sum in full (``sum`` of each ``_overlap`` in
    the layer's order), whole keys compared."""
    best = None
    for columns in range(1, plan.max_columns + 1):
        probe = plan.make(columns)
        if columns > 1 and len(probe.columns) < columns:
            break
        w, h = probe.width * scale, probe.height * scale
        firsts = [panel_rect(w, h, spot, at, region) for spot, at in spots]
        places = [*enumerate(firsts), *((len(firsts), r) for r in games._grid(w, h, region))]
        rows = [_overlaps([rect for _i, rect in places], layer) for layer in layers]
        for n, (i, rect) in enumerate(places):
            sums = [sum(row[n]) for row in rows]
            away = i * 10_000 + abs(rect.x - firsts[0].x) + abs(rect.y - firsts[0].y)
            key = (*sums, away, columns)
            if best is None or key < best[0]:
                best = key, (columns, rect)
    return best[1]


@given(st.lists(rects, min_size=1, max_size=6), st.lists(rects, max_size=12))
def test_the_reference_overlaps_are_games_overlap_to_the_last_bit(places, boxes):
    layer = games._edges(boxes)
    plain = [[games._overlap(rect, Rect(a, b, c - a, d - b)) for a, b, c, d in layer] for rect in places]
    made = _overlaps(places, layer)
    assert made == plain
    assert [sum(row) for row in made] == [sum(row) for row in plain]


@pytest.mark.parametrize("size", sample([(1280, 720), (1366, 768)], {(1280, 720)}), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_crowded_table_places_its_panels_where_the_plain_search_did(qtbot, window, store, monkeypatch, size):
    quick = games._least_covering_place
    compared: list[tuple[object, object]] = []

    def both(*args):
        found = quick(*args)
        compared.append((found, _plain_place(*args)))
        return found

    monkeypatch.setattr(games, "_least_covering_place", both)
    window.resize(*size)
    window.show_home(store.add_trainee("Ana"))
    for task in TASKS:
        for _name, q in tables(task):
            window.start(DrillRequest("Layout", [q], SessionKind.DRILL))
            _settled(qtbot)
            if window.drill.table.isVisible():
                window.drill.submit()  # after grading the table's column is shorter: more panels crowd
                _settled(qtbot)
            window.drill.end_session()
    assert len(compared) >= 10  # crowded tables were searched
    assert [quick for quick, plain in compared if quick != plain] == []


class _Probe:
    """A panel laid out in some columns: only its size and its columns are read by the search."""

    def __init__(self, width: float, height: float, columns: int) -> None:
        self.width, self.height, self.columns = width, height, [None] * columns


class _Plan:
    def __init__(self, sizes: list[tuple[float, float]]) -> None:
        self.max_columns = len(sizes)
        self._sizes = sizes

    def make(self, columns: int) -> _Probe:
        w, h = self._sizes[columns - 1]
        return _Probe(w, h, columns)


# Edges on a coarse lattice (and a few off it) make equal sums and equal distances common: the
# ties a "first of equal places wins" must break as the plain search did.
lattice = st.one_of(st.integers(-4, 70).map(lambda k: k * 12.0), coord)
boxes_on_lattice = st.builds(lambda x, y, w, h: (x, y, x + w, y + h), lattice, lattice,
                             st.integers(1, 20).map(lambda k: k * 12.0), st.integers(1, 20).map(lambda k: k * 12.0))
spot_lists = st.lists(st.tuples(st.sampled_from(["bl", "br", "tl", "tr", "c"]), st.none()), min_size=1, max_size=5)


@given(st.lists(st.tuples(st.integers(2, 30).map(lambda k: k * 10.0), st.integers(2, 30).map(lambda k: k * 10.0)),
                min_size=1, max_size=3),
       st.sampled_from([1.0, 0.55, 0.8]), spot_lists,
       st.builds(Rect, st.just(0.0), st.just(0.0), st.integers(20, 70).map(lambda k: k * 12.0),
                 st.integers(15, 45).map(lambda k: k * 12.0)),
       st.lists(st.lists(boxes_on_lattice, max_size=14), min_size=1, max_size=4))
# Its corner covered, the panel's nearest free places are (72, 0) and (0, 72), as far from it: the
# first of them in the grid's order, row by row, wins.
@example([(48.0, 48.0)], 1.0, [("tl", None)], Rect(0.0, 0.0, 240.0, 240.0), [[(0.0, 0.0, 72.0, 72.0)]])
def test_the_search_box_by_box_finds_the_plain_searchs_place(sizes, scale, spots, region, layers):
    """Issue 36: the grid's sums made box by box (each box adds to the places it meets) give the
    plain search's place — its columns and rect — on any layers, ties included."""
    plan = _Plan(sizes)
    assert games._least_covering_place(plan, scale, spots, region, layers) == _plain_place(
        plan, scale, spots, region, layers)


@given(st.floats(min_value=-100, max_value=100, allow_nan=False), st.sampled_from([24.0, 12.0, 7.5]),
       st.integers(0, 60), st.floats(min_value=0, max_value=300, allow_nan=False), coord, size)
def test_a_boxs_span_is_every_place_it_meets_and_no_other(first, step, count, width, lo, length):
    """Issue 36: the places a box meets, found by bisection, are the places whose overlap
    with it, measured as :func:`games._covered` measures it, is more than nothing."""
    starts = [first + k * step for k in range(count)]
    hi = lo + length
    meets = [k for k, v in enumerate(starts) if (min(v + width, hi) - max(v, lo)) > 0]
    assert list(games._span(starts, width, lo, hi)) == meets


@given(st.builds(Rect, st.just(0.0), st.just(0.0), st.integers(10, 40).map(lambda k: k * 12.0),
                 st.integers(10, 30).map(lambda k: k * 12.0)),
       st.integers(1, 12).map(lambda k: k * 12.0), st.integers(1, 12).map(lambda k: k * 12.0),
       st.lists(st.one_of(boxes_on_lattice, st.builds(lambda r: (r.x, r.y, r.x + r.w, r.y + r.h), rects)),
                max_size=14))
def test_a_place_is_clear_exactly_where_its_covered_sum_is_nothing(region, w, h, boxes):
    """Issue 36: the grid's clear places, struck out box by box, are those whose overlaps sum to 0."""
    xs, ys = games._grid_axes(w, h, region)
    clear = games._clear_of(xs, ys, w, h, boxes)
    sums = [games._covered(x, y, x + w, y + h, boxes) for y in ys for x in xs]
    assert list(clear) == [1 if s == 0 else 0 for s in sums]
