"""The shipped lessons for omaha-macau and stud (issue 6).

Every lesson file loads and checks clean against the engine, teaches its rule in an
intro that cites an article, has at least 8 scripted items with a hand-worked
``expect`` and ends with a generated practice block; together the items exercise the
rulings these two games rest on.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainer.curriculum.lesson import GenerateBlock, Lesson, ScriptedItem

from .. import shipped

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
GAMES = {
    "omaha-macau": {"winner", "hand-category", "showdown-order", "pot-split", "commission", "count-stack",
                    "cut-pot", "colour-up", "pay-chips"},
    "stud": {"winner", "hand-category", "showdown-order", "pot-split", "commission", "first-to-act", "count-stack",
             "cut-pot", "colour-up", "pay-chips"},
}
FILES = sorted(p for game in GAMES for p in (LESSONS / game).glob("*.yaml"))
ARTICLE = re.compile(r"(Portaria 104/85/M|Despacho 97/2010)[^.]*?\bart\. \d+")

# The rulings the items of these two games must exercise between them.
REQUIRED_RULINGS = {
    "omaha-macau": {"R0-1", "R0-3", "R1-1", "R1-2", "R1-3", "R1-4", "R1-5", "R1-6",
                    "R2-2", "R2-4", "R3-1", "R3-4"},
    "stud": {"R0-1", "R0-2", "R0-3", "R1-1", "R1-2", "R1-3", "R1-4", "R1-5", "R1-6",
             "R2-3", "R2-4", "R3-2", "R4-1", "R4-2", "R4-3", "R4-4", "R4-5"},
}


def _load(path: Path) -> Lesson:
    lesson, problems = shipped.checked(path)
    assert not problems, "\n".join(str(p) for p in problems)
    assert lesson is not None
    return lesson


def _scripted(lesson: Lesson) -> list[ScriptedItem]:
    return [i for i in lesson.items if isinstance(i, ScriptedItem)]


def test_every_game_task_pair_has_a_lesson():
    for game, tasks in GAMES.items():
        covered = set()
        for path in (LESSONS / game).glob("*.yaml"):
            covered.update(_load(path).skills)
        assert covered == tasks, game


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_lesson_checks_clean(path: Path):
    lesson = _load(path)
    assert lesson.game == path.parent.name
    assert lesson.id == f"{lesson.game}-{path.stem}"
    assert lesson.skills == (path.stem,)


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_lesson_shape(path: Path):
    lesson = _load(path)
    assert ARTICLE.search(lesson.intro), "the intro must cite an article of the regulation"
    assert "ruling R" in lesson.intro
    scripted = _scripted(lesson)
    assert len(scripted) >= 8
    for item in scripted:
        assert item.expect is not None, item.id
        assert item.task in lesson.skills, item.id
        assert item.rulings, f"{item.id}: tag the rulings the item exercises"
        assert item.explain, item.id
    generated = [i for i in lesson.items if isinstance(i, GenerateBlock)]
    assert generated, "a lesson ends with a generated practice block"
    assert isinstance(lesson.items[-1], GenerateBlock)
    for block in generated:
        assert block.task in lesson.skills
        assert block.count == 10


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_generated_block_expands(path: Path):
    lesson = _load(path)
    questions = list(lesson.questions())
    assert len(questions) == lesson.size
    for q in questions:
        assert q.task in lesson.skills
        assert q.answer


def test_ids_are_unique():
    lesson_ids = [_load(p).id for p in FILES]
    assert len(lesson_ids) == len(set(lesson_ids))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_rulings_covered(game: str):
    tagged: set[str] = set()
    for path in (LESSONS / game).glob("*.yaml"):
        for item in _scripted(_load(path)):
            tagged.update(item.rulings)
    missing = REQUIRED_RULINGS[game] - tagged
    assert not missing, f"{game}: no scripted item exercises {sorted(missing)}"


# -- issue 15: content the reviews found wrong stays right --------------------------------


def _item(lesson: Lesson, item_id: str) -> ScriptedItem:
    found = [i for i in _scripted(lesson) if i.id == item_id]
    assert len(found) == 1, item_id
    return found[0]


def test_r1_4_omaha_macau_three_way_tie_gives_the_whole_remainder_to_one_winner():
    item = _item(_load(LESSONS / "omaha-macau" / "pot-split.yaml"), "three-way-tie")
    assert item.expect is not None
    assert item.expect["payouts"] == {2: 530, 6: 520, 9: 520}
    assert "ruling R1-4" in (item.explain or "")


def test_omaha_macau_four_aces_are_not_taught_as_always_one_pair():
    intro = _load(LESSONS / "omaha-macau" / "hand-category.yaml").intro
    assert "are only a pair of aces" not in intro
    # two aces with a board's three of a kind (say K-K-K) make kings full of aces, not aces full
    assert "three of a kind full of aces" in intro and "aces full" not in intro


def test_r4_1_stud_later_cards_dealt_from_the_best_board_and_later_streets_not_compulsory():
    intro = _load(LESSONS / "stud" / "first-to-act.yaml").intro
    assert "ruling R4-1" in intro and "10 c" in intro
    assert "passar a voz" in intro
    prompts = [i.prompt or "" for i in _scripted(_load(LESSONS / "stud" / "first-to-act.yaml"))]
    assert not any("must open the" in p and "first round" not in p for p in prompts)


def test_r1_5_stud_commission_says_art_9_is_amended_and_4_percent_is_the_house_default():
    for name in ("commission.yaml", "pot-split.yaml"):
        intro = _load(LESSONS / "stud" / name).intro
        assert "118/89/M" in intro, name
        assert "R1-5" in intro, name
