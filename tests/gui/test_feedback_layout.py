"""Feedback that keeps the table readable (issue 33 item 3, U7): for every task the app has,
at 1280x720, 1366x768 and 1920x1080, before and after grading, the table keeps its size
(at least TABLE_KEPT of it), Submit and Next do not move, every word on the table (the panels',
the plates', the tags', the labels of the chips, the pots and the circles) is at least READABLE_PX
high on the screen, grading makes no word outside the panels smaller, and no panel or seat tag lies
on a seat's plate, nor under chips.

Measured as drawn on the screen (:mod:`tests.gui.table_text`): a font's pixel size times the
scale the table is painted at.  Run with ``-s`` for the figures per size.
"""

from __future__ import annotations

from functools import cache

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QRectF
from PySide6.QtWidgets import QGraphicsItem, QWidget

from trainer.curriculum.generate import generate
from trainer.generators.common import GenerateError
from trainer.gui.home.screen import DrillRequest
from trainer.gui.question.feedback_room import TABLE_KEPT
from trainer.gui.table import TableView
from trainer.gui.table.view import READABLE_PX
from trainer.store import SessionKind
from trainer.tasks import TASKS, Question
from trainer.training import sources

from ..fast import sample
from .table_text import rendered_text

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]
PANELS = ("TableCardItem", "ActionLogItem", "ChipLegendItem")
SHRINK_TOLERANCE = 0.97  # a word may be redrawn a hair smaller (a panel placed again), never more


@cache
def question(task: str) -> Question:
    """A question of each task, on its first game (the same one at every size); a task no
    generator makes (a question in words) from the first shipped lesson that asks it."""
    try:
        return generate(TASKS[task].games[0], task, 1, 7)[0]
    except GenerateError:
        for lesson in sources.shipped_lessons():
            if task in lesson.skills:
                found = [q for q in sources.lesson_questions(lesson) if q.task == task]
                if found:
                    return found[0]
        raise


def _box(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def _scene_box(item: QGraphicsItem) -> QRectF:
    return item.mapRectToScene(item.boundingRect())


def _covered_plates(table: TableView) -> list[str]:
    """Each panel or tag that lies on a seat's plate (or the croupier's), and each tag that chips cover."""
    seats = list(table.seat_items().values())
    plates = [(f"plate {s.place}", _scene_box(s.plate)) for s in seats]
    if table.croupier_item() is not None:
        plates.append(("croupier", _scene_box(table.croupier_item())))
    panels = [p for p in (table.table_card_item(), table.paytable_item(), table.action_log_item(),
                        table.chip_legend_item()) if p]
    tags = [t for s in seats for t in s.tags]
    problems = []
    for thing in [*panels, *tags]:
        box = _scene_box(thing)
        name = getattr(thing, "text", "") if thing in tags else type(thing).__name__
        problems += [f"{name!r} on {plate}" for plate, rect in plates if box.intersects(rect)]
    for tag in tags:
        box, z = _scene_box(tag), tag.topLevelItem().zValue()
        problems += [f"{tag.text!r} under chips of {chips.place}" for chips in table.chip_items()
                     if chips.isVisible() and chips.zValue() >= z and box.intersects(_scene_box(chips))]
    return problems


def _settled(qtbot) -> None:
    """The layouts done (a wrapped line of key hints takes two passes), as the screen shows them."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QCoreApplication.processEvents()  # what the layouts posted in turn: no fixed wait


def _state(window: QWidget, drill) -> dict:
    table = drill.table
    words = rendered_text(table) if table.isVisible() else []
    panel_px = [t.px for t in words if t.item in PANELS]
    by_item: dict[str, float] = {}
    for t in words:
        by_item[t.item] = min(t.px, by_item.get(t.item, t.px))
    return {
        "submit": _box(drill.submit_button, window), "next": _box(drill.next_button, window),
        "scale": table.transform().m11() if table.isVisible() else None,
        "smallest": min((t.px for t in words), default=None),
        "by_item": by_item,
        "panels": min(panel_px, default=None),
        "covered": _covered_plates(table) if table.isVisible() else [],
    }


@pytest.mark.parametrize("size", sample(SIZES, {(1280, 720)}), ids=lambda s: f"{s[0]}x{s[1]}")  # fast: the tightest
def test_grading_keeps_the_table_readable_and_the_buttons_in_place_for_every_task(qtbot, window, store, size):
    window.resize(*size)
    window.show_home(store.add_trainee("Ana"))
    problems, figures = [], []
    for task in TASKS:
        window.start(DrillRequest("Layout", [question(task)], SessionKind.DRILL))
        drill = window.drill
        _settled(qtbot)
        before = _state(window, drill)
        drill.submit()  # the panel as it stands: a blank answer, graded wrong
        _settled(qtbot)
        if not drill.explanation.isVisible():
            problems.append(f"{task}: no explanation shown after grading")
        after = _state(window, drill)
        for key in ("submit", "next"):
            if before[key] != after[key]:
                problems.append(f"{task}: {key} moved from {before[key]} to {after[key]}")
        if before["scale"] is not None:
            if after["scale"] < TABLE_KEPT * before["scale"]:
                problems.append(f"{task}: the table shrank from {before['scale']:.3f} to {after['scale']:.3f}")
            for phase, state in (("before", before), ("after", after)):
                if state["panels"] is not None and state["panels"] < READABLE_PX:
                    problems.append(f"{task} {phase}: panel text {state['panels']:.1f} px < {READABLE_PX} px")
                problems += [f"{task} {phase}: {c}" for c in state["covered"]]
                problems += [f"{task} {phase}: a word of the {item} {px:.1f} px high < {READABLE_PX} px"
                             for item, px in state["by_item"].items() if px < READABLE_PX]
            # What grading adds (the pots, the payments) aside, and the panels, which may leave the
            # room under the table to the explanation for a corner of the felt (still readable).
            for item, px in before["by_item"].items():
                if item in PANELS:
                    continue
                if after["by_item"].get(item, px) < SHRINK_TOLERANCE * px:
                    problems.append(f"{task}: the {item}'s smallest word went from {px:.1f} px to "
                                    f"{after['by_item'][item]:.1f} px")
            figures.append((task, before["scale"], after["scale"], before["panels"], after["panels"],
                            after["smallest"]))
        drill.end_session()
    assert not problems, "\n".join(problems)
    scales = [f[2] / f[1] for f in figures]
    panels = [f[4] for f in figures if f[4] is not None]
    print(f"\n{size[0]}x{size[1]}: {len(figures)} tasks with a table; table scale {figures[0][1]:.3f}, after "
          f"grading at least {min(scales):.1%} of it; panel words at least {min(panels):.1f} px; "
          f"smallest word on the table {min(f[5] for f in figures):.1f} px")


@pytest.mark.parametrize("task", ["qpoker-qualify", "cut-pot", "bet-sizes", "pay-chips"])
def test_a_resized_table_draws_its_labels_for_its_new_size(qtbot, task):
    """The seats' and chips' labels are chosen for the scale they are painted at: a table drawn
    large, then made as small as a 1280x720 window draws it, has every word READABLE_PX high,
    and its cached pictures are those a table drawn afresh at that size has."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1400, 788)
    view.show()
    qtbot.waitExposed(view)
    view.show_scenario(question(task).scenario, reveal=True)
    view.viewport().grab()  # its pictures cached at the large size
    view.resize(776, 437)  # the scale a 1280x720 window draws the table at, about 0.485
    _settled(qtbot)
    kept = view.viewport().grab().toImage()
    words = rendered_text(view)  # painted afresh (the cache cleared)
    assert view.viewport().grab().toImage() == kept
    assert view.transform().m11() < 0.5
    small = sorted({(t.item, round(t.px, 1)) for t in words if t.px < READABLE_PX})
    assert not small, small
