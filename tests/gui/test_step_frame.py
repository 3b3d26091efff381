"""Issue 36: what a hand step's frame no longer does twice.

- The key hints keep the most height they have needed, so the table's column keeps its size
  from step to step: the table is not drawn at one size and placed again at another.
- After a wrong step whose explanation went under the table, Next lays the column out before
  the next table is drawn: its panels are placed once, at the size the table is shown at, and
  the table being replaced is not placed again for the grown column.
- The feedback room leaves the answer side's sizes alone when they are already the question's.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from trainer.engine.rulesets import GAMES
from trainer.gui.table import games
from trainer.gui.table.view import TableView
from trainer.gui.table_run.screen import HandScreen
from trainer.table_run import seat_range


def _screen(qtbot: Any, store: Any) -> HandScreen:
    screen = HandScreen(store, store.add_trainee("Ana"))
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def _deal(screen: HandScreen, game: str, seed: int) -> None:
    screen.deal(game, seed, seat_range(game)[1], "practice")
    QApplication.processEvents()


def _count(monkeypatch: Any, cls: type, name: str) -> list[Any]:
    """Every call of ``cls.name`` from now on, by its first argument."""
    calls: list[Any] = []
    original = getattr(cls, name)

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(self)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(cls, name, counted)
    return calls


def test_the_tables_column_keeps_its_size_from_step_to_step(qtbot, store, monkeypatch):
    screen = _screen(qtbot, store)
    resizes = _count(monkeypatch, TableView, "resizeEvent")
    heights, steps, moved = [screen.keys.minimumHeight()], 0, []
    for game in GAMES:  # one hand of each game, every seat dealt in: one-line and two-line hints
        _deal(screen, game, 3000)
        run = screen.run
        assert run is not None and run.current is not None
        resizes.clear()  # the hand's first step gives the column its size
        while run.current is not None and screen.panel is not None:
            screen.panel.set_answer(run.current.answer)
            screen.submit()
            QApplication.processEvents()
            heights.append(screen.keys.minimumHeight())
            steps += 1
        moved += [game for r in resizes if r is screen.table]
    assert steps > 70
    assert heights == sorted(heights) and heights[-1] > heights[0]  # the hints' height only grows
    assert moved == []


def test_next_after_an_explanation_under_the_table_places_the_next_tables_panels_once(qtbot, store, monkeypatch):
    screen = _screen(qtbot, store)
    # No table built ahead (that path shows the built table, then places it): on a loaded machine
    # the ahead timer could fire in a processEvents below and the test would not test this path.
    monkeypatch.setattr(screen.ahead, "start", lambda: None)
    fits = _count(monkeypatch, games.SceneBuilder, "_fit")
    for game, seed in [("holdem", 3000), ("omaha", 3000), ("stud", 3000), ("holdem", 3001)]:
        _deal(screen, game, seed)
        run = screen.run
        assert run is not None
        while run.current is not None and screen.panel is not None:
            screen.submit()  # the panel as it stands: wrong on most steps
            QApplication.processEvents()
            if run.answered_current and screen.room.under_table:
                break
            if run.answered_current:
                screen.next_step()
                QApplication.processEvents()
        if run.current is not None and screen.room.under_table:
            break
    assert screen.room.under_table, "no step of four hands put its explanation under the table at 1280x720"
    assert not screen.table.built_ahead()
    fits.clear()
    screen.next_step()
    built = screen.table._builder
    assert built is not None
    region = built.region
    QApplication.processEvents()
    if run.current is not None:
        assert not screen.room.under_table
        assert len(fits) == len(screen.table._built.panels)  # each panel placed once
        assert {id(b) for b in fits} == {id(built)}  # by the next table's builder only
        assert screen.table._panel_region() == region  # drawn at the size it is shown at


def test_the_room_leaves_the_sides_sizes_alone_when_they_are_the_questions(qtbot, store, monkeypatch):
    screen = _screen(qtbot, store)
    _deal(screen, "holdem", 3000)
    side = screen.room.side
    calls: list[Any] = []
    original = side.setSizes
    monkeypatch.setattr(side, "setSizes", lambda sizes: (calls.append(sizes), original(sizes)))
    assert side.sizes() == [max(side.height(), 2), 0]
    screen.room.restore()
    assert calls == []
    screen.room.explanation.show()  # as after a graded answer: the side shared
    side.setSizes([side.height() // 2, side.height() // 2])
    calls.clear()
    screen.room.restore()
    assert calls == [[max(side.height(), 2), 0]]
    assert side.sizes() == [max(side.height(), 2), 0] and not screen.room.explanation.isVisibleTo(side)
