"""Issue 20, the app's speed: a new table of chip stacks is built and painted once, and what
its layout memoises gives the same table as working it out afresh."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QObject, QRect, QRectF
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication


class PaintCounter(QObject):
    """The paint events of a viewport, by the rectangle each paints."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRect] = []

    @property
    def paints(self) -> int:
        return len(self.rects)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.rects.append(event.rect())
        return False


def chip_table(rng: random.Random) -> tuple[dict, list[dict]]:
    """A table of 10 seats of chips and stacks and 4 pots, as ``trainer bench --gui`` draws."""
    data = {"game": "holdem", "board": ["As", "Kd", "7c"], "marker": rng.randint(1, 10),
            "params": {"big_blind": 100},
            "seats": [{"seat": n, "cards": [], "committed": rng.randrange(5, 200_000, 5),
                       "stack": rng.randrange(5, 400_000, 5)} for n in range(1, 11)]}
    pots = [{"amount": rng.randrange(100, 500_000, 5), "seats": sorted(rng.sample(range(1, 11), 10 - 2 * i))}
            for i in range(4)]
    return data, pots


def test_a_new_table_painted_at_once_is_painted_once(table):
    """Built and painted straight away (as the bench does): the whole table painted once; the
    pots set after the scenario painted again only where they are, not the whole table."""
    view = table((1600, 900))
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    whole = view.viewport().rect()
    rng = random.Random(20)
    for _ in range(3):
        data, pots = chip_table(rng)
        counter.rects = []
        view.show_scenario(data)
        view.viewport().repaint()
        QApplication.processEvents()
        assert counter.rects == [whole]
        counter.rects = []
        view.show_scenario(data)
        view.set_pots(pots, gathered=False)
        view.viewport().repaint()
        QApplication.processEvents()
        assert counter.rects[0] == whole
        pots_area = view.mapFromScene(_extent_of(view.pot_items())).boundingRect()
        assert all(pots_area.adjusted(-4, -4, 4, 4).contains(r) for r in counter.rects[1:])
        assert len(view.pot_items()) == 4 and len(view.chip_items()) == 14


def _extent_of(items: list) -> QRectF:
    out = QRectF()
    for item in items:
        out |= item.sceneBoundingRect()
    return out


def test_a_new_table_left_to_the_event_loop_is_painted_and_later_changes_too(table):
    view = table((1600, 900))
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    data, pots = chip_table(random.Random(7))
    view.show_scenario(data)
    view.set_pots(pots, gathered=False)
    QApplication.processEvents()
    assert counter.paints == 1
    counter.rects = []
    view.highlight_seat(3)  # a change made outside a rebuild is painted as before
    QApplication.processEvents()
    assert counter.paints == 1


def test_the_memoised_places_are_those_worked_out_afresh(table):
    from trainer.gui.table import layout

    view = table((1280, 720))
    rng = random.Random(3)

    def places() -> list[tuple[float, float, float]]:
        items = [*view.chip_items(), view.table_card_item(), view.chip_legend_item()]
        return [(i.pos().x(), i.pos().y(), i.scale()) for i in items if i is not None]

    data, pots = chip_table(rng)
    view.show_scenario(data)
    view.set_pots(pots, gathered=False)
    first = places()
    view.show_scenario(data)  # the same table again: every place taken from the memo
    view.set_pots(pots, gathered=False)
    assert places() == first
    layout._clear_spot.cache_clear()
    layout._fit_panel.cache_clear()
    view.show_scenario(data)  # worked out afresh
    view.set_pots(pots, gathered=False)
    assert places() == first
