"""The betting track (issue 18): one lesson per poker game in ``lessons/betting/``, taught
after reading hands — forced bets and whose turn, the call and the smallest and largest
raise, legal or not, the pot — each checked against the engine.

Like every lesson of the curriculum: an intro that cites the regulation's articles (or
rules) and the rulings (R8) and gives the floor's Portuguese words; at least 8 scripted
items with a hand-worked ``expect``, the rulings they exercise and an explanation; then
generated practice, 10 items per skill.  Together a game's items exercise R8-1 … R8-7.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainer.engine.betting import BETTING_GAMES
from trainer.scenarios.lesson import GenerateBlock, Lesson, ScriptedItem, check_lesson

LESSONS = Path(__file__).resolve().parents[2] / "lessons" / "betting"
SKILLS = ("who-acts", "bet-sizes", "legal-action", "count-pot")
SOURCE = re.compile(r"(non-banked rules? \d+|Portaria 104/85/M[^.]*?\bart\. \d+|Despacho 97/2010[^.]*?\bart\. \d+)")
REQUIRED = {"R8-1", "R8-2", "R8-3", "R8-4", "R8-5", "R8-6"}


def _load(game: str) -> Lesson:
    lesson, problems = check_lesson(LESSONS / f"{game}.yaml")
    assert not problems, "\n".join(str(p) for p in problems)
    assert lesson is not None
    return lesson


@pytest.mark.parametrize("game", BETTING_GAMES)
def test_each_poker_game_has_its_betting_lesson_in_shape(game):
    lesson = _load(game)
    assert lesson.id == f"{game}-betting" and lesson.game == game and lesson.skills == SKILLS
    assert SOURCE.search(lesson.intro) and "ruling R8-" in lesson.intro
    assert "Words on the floor" in lesson.intro and '"' in lesson.intro
    scripted = [i for i in lesson.items if isinstance(i, ScriptedItem)]
    assert len(scripted) >= 8
    for item in scripted:
        assert item.expect is not None and item.explain and item.task in SKILLS, item.id
        assert item.rulings and all(r.startswith(("R8-", "R1-", "R4-")) for r in item.rulings), item.id
    assert {i.task for i in scripted} == set(SKILLS)
    blocks = [i for i in lesson.items if isinstance(i, GenerateBlock)]
    assert [b.task for b in blocks] == list(SKILLS) and all(b.count == 10 for b in blocks)
    assert isinstance(lesson.items[-1], GenerateBlock)


@pytest.mark.parametrize("game", BETTING_GAMES)
def test_r8_the_betting_lesson_exercises_forced_bets_order_round_end_actions_and_amounts(game):
    tagged = {r for i in _load(game).items if isinstance(i, ScriptedItem) for r in i.rulings}
    assert tagged >= REQUIRED, REQUIRED - tagged


def test_the_betting_track_comes_after_reading_hands():
    for game in BETTING_GAMES:
        betting = _load(game)
        hands = [check_lesson(p)[0] for p in (LESSONS.parent / game).glob("*.yaml")]
        assert all(h is not None and h.sort_key < betting.sort_key for h in hands if "procedure" not in h.skills)
