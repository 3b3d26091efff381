"""Geometry checks on a drawn table: seats never overlap, everything is in view."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from trainer.gui.table import TableView


def _extent(item: QGraphicsItem) -> QRectF:
    """Everything an item paints, children included, in scene coordinates."""
    return item.mapRectToScene(item.boundingRect() | item.childrenBoundingRect())


def _on_screen(view: TableView, item: QGraphicsItem) -> bool:
    return view.viewport().rect().contains(view.mapFromScene(_extent(item)).boundingRect())


def _assert_fits(view: TableView) -> None:
    seats = list(view.seat_items().values())
    assert seats
    if view.croupier_item() is not None:
        seats.append(view.croupier_item())
    boxes = [_extent(s) for s in seats]
    for i, a in enumerate(boxes):
        for j in range(i + 1, len(boxes)):
            assert not a.intersects(boxes[j]), (seats[i].place, seats[j].place)
    items = [*seats, *view.chip_items()]
    items += [c for s in seats for c in s.all_cards()]
    if view.board_item() is not None:
        items += view.board_item().all_cards()
    panels = [p for p in (view.table_card_item(), view.paytable_item(), view.action_log_item()) if p is not None]
    items += panels
    items += [t for s in seats for t in getattr(s, "tags", [])]
    for item in items:
        assert _on_screen(view, item), item
    # The table card and the action log cover nothing: no seat, chips, board or pot, nor each other.
    others = [*seats, *view.chip_items()] + ([view.board_item()] if view.board_item() is not None else [])
    for i, panel in enumerate(panels):
        box = _extent(panel)
        for other in [*others, *panels[i + 1:]]:
            assert not box.intersects(_extent(other)), (type(panel).__name__, other)


assert_fits = _assert_fits
