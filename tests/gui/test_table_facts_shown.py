"""Issue 17 item 6: the facts the table claims to show (``TABLE_SHOWS``) are drawn.

For each fact, a scenario holding it — from the shipped lessons or the generators, the
content trainees see — is drawn; the fact is then taken away (or changed) and drawn
again: the picture must change.  A fact listed but not drawn fails here, so the
hidden-fact check of the lessons (``trainer lessons check``) rests on the drawing.
"""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from trainer.curriculum.generate import generate, tasks_of
from trainer.curriculum.lesson import GenerateBlock, ScriptedItem
from trainer.engine.betting_scenario import BettingSolution
from trainer.scenarios.facts import TABLE_SHOWS, facts_of
from trainer.tasks import task_for

from .. import shipped

# A different value for a fact, where taking it away leaves the game's default in force.
OTHER = {"params.chip_unit": 25, "params.commission": "none", "params.big_blind": 400,
         "params.odd_chip": "dealing-order", "params.prize_percent": 40, "params.bet_unit": 25,
         "params.decks": 2, "decks": 2, "params.small_blind": 30, "params.ante": 20, "params.min_bet": 300,
         "params.limit": "no-limit", "params.max_raises": 1, "params.chip_set": [25, 100, 500]}
# Hands given by their betting (issue 18), drawn from the engine's replay of them.
BETTING = sorted((Path(__file__).parent / "data").glob("betting_*.yaml"))


@cache
def scenarios() -> tuple[dict[str, Any], ...]:
    """The shipped lessons' tables, the betting files' and two generated of each other task: made
    when a test first asks (at import, every worker made them while collecting: ~3 s)."""
    out: list[dict[str, Any]] = []
    for path in shipped.lesson_paths():
        lesson = shipped.loaded(path)
        out += [dict(i.scenario) for i in lesson.items if isinstance(i, ScriptedItem)]
        out += [dict(q.scenario) for i in lesson.items if isinstance(i, GenerateBlock)
                for q in generate(lesson.game, i.task, min(i.count, 3), i.seed, i.constraints)]
    out += [yaml.safe_load(path.read_text(encoding="utf-8")) for path in BETTING]
    for game in ("holdem", "stud", "thirteen", "qpoker", "sintetico", "omaha-macau"):
        # The betting tasks' hands come from the files above and the shipped betting lessons.
        for task in (t for t in tasks_of(game) if task_for(t).solution_kind is not BettingSolution):
            out += [dict(q.scenario) for q in generate(game, task, 2, 3)]
    return tuple(out)


def _holding(fact: str) -> dict[str, Any]:
    """A scenario with the fact given (an empty board, before the deal, gives none to draw);
    for a param no content gives, one with it added."""
    for data in scenarios():
        if fact in facts_of(data) and data.get(fact) != []:
            return copy.deepcopy(data)
    if fact.startswith("params.") and fact in OTHER:
        game = {"params.prize_percent": "thirteen", "params.bet_unit": "thirteen",
                "params.decks": "qpoker", "params.ante": "stud"}.get(fact, "holdem")
        key = fact.split(".")[1]  # a table whose own key of that name does not stand in for it
        data = copy.deepcopy(next(d for d in scenarios() if d["game"] == game and key not in d))
        data.setdefault("params", {})[fact.split(".")[1]] = OTHER[fact]
        return data
    raise AssertionError(f"no scenario gives {fact}")


def _without(data: dict[str, Any], fact: str) -> list[dict[str, Any]]:
    """The scenario with the fact taken away, and with it changed where there is another value."""
    variants = []
    if "." in fact:
        where, key = fact.split(".", 1)
        gone = copy.deepcopy(data)
        places = gone[where] if isinstance(gone[where], list) else [gone[where]]
        for place in places:
            place.pop(key, None)
        variants.append(gone)
        if fact in OTHER:
            changed = copy.deepcopy(data)
            changed[where][key] = OTHER[fact]
            variants.append(changed)
    else:
        gone = copy.deepcopy(data)
        gone.pop(fact)
        variants.append(gone)
        if fact in OTHER:
            variants.append({**copy.deepcopy(data), fact: OTHER[fact]})
    return variants


def _picture(view, data: dict[str, Any]):
    view.show_scenario(data, reveal=True)
    return view.grab().toImage()


@pytest.mark.parametrize("fact", sorted(TABLE_SHOWS))
def test_each_fact_the_table_claims_to_show_changes_the_drawing(table, fact):
    view = table()
    data = _holding(fact)
    before = _picture(view, data)
    changed = [v for v in _without(data, fact) if _picture(view, v) != before]
    assert changed, f"{fact} is listed as shown but the drawing does not change with it ({data.get('game')})"
