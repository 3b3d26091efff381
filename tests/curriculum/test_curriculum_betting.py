"""The betting track (issue 18): per poker game, the lessons of ``lessons/betting/`` in the
order a school teaches them — forced bets and whose turn, then the call and the smallest
raise (and counting the pot), then the largest ("Pot!"), then irregular actions — taught
after reading hands, each checked against the engine.

Like every lesson of the curriculum: an intro that cites the regulation's articles (or
rules) and the rulings (R8) and gives the floor's Portuguese words; at least 8 scripted
items with a hand-worked ``expect``, the rulings they exercise and an explanation; then
generated practice on the lesson's skills.  Together a game's items exercise R8-1 … R8-7.

Stud has no "Pot!" lesson: ruling R8-5 reads it as no-limit and R8-7 gives it no cap, so
its largest amount (everything the seat has) is taught with the call and the minimum.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainer.curriculum.lesson import GenerateBlock, Lesson, ScriptedItem
from trainer.engine.betting import BETTING_GAMES
from trainer.engine.betting_terms import GAME_LIMITS

from .. import shipped

LESSONS = Path(__file__).resolve().parents[2] / "lessons" / "betting"
SOURCE = re.compile(r"(non-banked rules? \d+|Portaria 104/85/M[^.]*?\bart\. \d+|Despacho 97/2010[^.]*?\bart\. \d+)")
REQUIRED = {"R8-1", "R8-2", "R8-3", "R8-4", "R8-5", "R8-6", "R8-7"}
# part of the track -> (order, skills, title ending)
PARTS = {
    "turn": (6, ("who-acts",), "turn"),
    "amounts": (7, ("bet-sizes", "count-pot"), "minimum"),
    "pot": (8, ("bet-sizes",), "Pot!"),
    "irregular": (9, ("legal-action",), "irregular actions"),
}
STUD = {"turn": (7, ("who-acts",)), "amounts": (8, ("bet-sizes", "count-pot")), "irregular": (9, ("legal-action",))}
TITLE_MAX = 46  # characters: the home screen's lesson list shows the title whole at 1280x720


def _parts(game: str) -> list[str]:
    return list(STUD) if game == "stud" else list(PARTS)


def _load(game: str, part: str) -> Lesson:
    lesson, problems = shipped.checked(LESSONS / f"{game}-{part}.yaml")
    assert not problems, "\n".join(str(p) for p in problems)
    assert lesson is not None
    return lesson


def _scripted(lesson: Lesson) -> list[ScriptedItem]:
    return [i for i in lesson.items if isinstance(i, ScriptedItem)]


CASES = [(g, p) for g in BETTING_GAMES for p in _parts(g)]


@pytest.mark.parametrize(("game", "part"), CASES)
def test_each_betting_lesson_passes_the_check_and_is_in_shape(game, part):
    lesson = _load(game, part)
    order, skills = STUD[part] if game == "stud" else PARTS[part][:2]
    assert lesson.id == f"{game}-{part}" and lesson.game == game and lesson.level == 2
    assert lesson.order == order and lesson.skills == skills
    assert len(lesson.title) <= TITLE_MAX and ":" in lesson.title
    assert game == "stud" or lesson.title.endswith(PARTS[part][2])
    assert SOURCE.search(lesson.intro) and "ruling R8-" in lesson.intro
    assert "Words on the floor" in lesson.intro and '"' in lesson.intro
    scripted = _scripted(lesson)
    assert len(scripted) >= 8  # as every lesson of the curriculum (test_curriculum)
    for item in scripted:
        assert item.expect is not None and item.explain and item.task in skills, item.id
        assert item.rulings and all(r.startswith(("R8-", "R1-", "R4-")) for r in item.rulings), item.id
    assert {i.task for i in scripted} == set(skills)
    blocks = [i for i in lesson.items if isinstance(i, GenerateBlock)]
    assert blocks and {b.task for b in blocks} == set(skills) and all(b.count > 0 for b in blocks)
    assert isinstance(lesson.items[-1], GenerateBlock)


@pytest.mark.parametrize("game", BETTING_GAMES)
def test_r8_the_betting_lessons_exercise_forced_bets_order_round_end_actions_amounts_and_cap(game):
    tagged = {r for part in _parts(game) for i in _scripted(_load(game, part)) for r in i.rulings}
    assert tagged >= REQUIRED, REQUIRED - tagged


@pytest.mark.parametrize("game", BETTING_GAMES)
def test_the_betting_lessons_come_in_teaching_order_after_reading_hands(game):
    lessons = [_load(game, part) for part in _parts(game)]
    keys = [lesson.sort_key for lesson in lessons]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    hands = [shipped.checked(p)[0] for p in (LESSONS.parent / game).glob("*.yaml")]
    assert all(h is not None and h.sort_key < keys[0] for h in hands if "procedure" not in h.skills)


def test_the_track_is_the_lessons_named_here_and_the_old_single_lessons_are_gone():
    mine = {f"{g}-{p}.yaml" for g, p in CASES}
    # besides the track: following a hand (drill 5) and changing a chip for a call (issue 20, chip drill 3)
    shipped = {p.name for p in LESSONS.glob("*.yaml") if not p.name.endswith(("-follow.yaml", "-change.yaml"))}
    assert shipped == mine
    assert not any((LESSONS / f"{g}.yaml").exists() for g in BETTING_GAMES)


@pytest.mark.parametrize("game", sorted({"holdem", "omaha", "omaha-macau"}))
def test_r8_1_short_blinds_are_practised_in_the_blind_games(game):
    blocks = [i for part in _parts(game) for i in _load(game, part).items if isinstance(i, GenerateBlock)]
    assert any(b.constraints.get("short_blind") is True for b in blocks)


def test_r8_4_stud_opener_and_checked_seat_are_practised():
    blocks = [i for i in _load("stud", "irregular").items if isinstance(i, GenerateBlock)]
    verdicts = {b.constraints.get("verdict") for b in blocks}
    assert {"opener-check", "no-raise"} <= verdicts
    assert any(b.constraints.get("stud_checked") for b in blocks)


@pytest.mark.parametrize("game", sorted(set(BETTING_GAMES) - {"stud"}))
def test_r8_5_r8_7_the_pot_lesson_practises_every_limit_the_game_allows(game):
    blocks = [i for i in _load(game, "pot").items if isinstance(i, GenerateBlock)]
    assert {b.constraints.get("limit") for b in blocks} - {None} == {str(limit) for limit in GAME_LIMITS[game]}
    assert any(b.constraints.get("heads_up") for b in blocks)
