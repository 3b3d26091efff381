"""The shipped lessons for 13 cards, Q Poker and the procedure drills (issue 6).

Every lesson file in ``lessons/thirteen``, ``lessons/qpoker`` and
``lessons/procedure`` loads and checks clean against the engine. The scripted
lessons teach their rule in an intro citing an article, hold at least 8 scripted
items with a hand-worked ``expect`` and end with a generated practice block;
together their items exercise every ruling of R5 and R6. The procedure lessons
(one per regulation) hold at least 8 multiple-choice questions, each citing the
article it rests on.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from trainer.curriculum.lesson import (
    GenerateBlock,
    Lesson,
    ProcedureItem,
    ScriptedItem,
)
from trainer.scenarios.rulings import ruling_ids

from .. import shipped

LESSONS = Path(__file__).resolve().parents[2] / "lessons"

# Scripted lessons: folder -> the tasks that must each have a lesson.
SCRIPTED = {
    "thirteen": {"foul", "natural", "thirteen-settle", "dice", "pay-chips"},
    "qpoker": {"qpoker-qualify", "qpoker-payout", "pay-chips"},
}
SCRIPTED_FILES = sorted(p for folder in SCRIPTED for p in (LESSONS / folder).glob("*.yaml"))
PROCEDURE_FILES = sorted((LESSONS / "procedure").glob("*.yaml"))
ALL_FILES = SCRIPTED_FILES + PROCEDURE_FILES

# One procedure lesson per regulation, named by the rule set it belongs to.
PROCEDURE_GAMES = {"stud", "thirteen", "qpoker", "omaha-macau", "holdem", "omaha", "sintetico"}

REGULATION = {
    "stud": r"Portaria 104/85/M",
    "thirteen": r"Portaria 51/89/M",
    "qpoker": r"Despacho 89/2004",
    "omaha-macau": r"Despacho 97/2010",
}
NONBANKED = re.compile(r"\brules? \d+")


def _cites_article(game: str, text: str) -> bool:
    if game in REGULATION:
        return re.search(REGULATION[game] + r"[^.]*?\bart\. \d+", text) is not None
    return NONBANKED.search(text) is not None


# Procedure articles each lesson must ask about (cite prefixes).
PROCEDURE_ARTICLES = {
    "stud": ["art. 11 a)", "art. 11 b)", "art. 11 c)", "art. 11 d)", "art. 11 e)", "art. 11 f)", "art. 10"],
    "thirteen": ["art. 2", "art. 4", "art. 5"],
    "qpoker": [
        "art. 11.1",
        "art. 11.2",
        "art. 11.3",
        "art. 11.4",
        "art. 11.5",
        "art. 3",
        "art. 6",
        "art. 7",
        "art. 9.1",
    ],
    "omaha-macau": ["art. 9.1", "art. 9.2"],
    "holdem": ["rule 69", "rule 70", "rule 71"],
    "sintetico": ["rule 109", "rule 110", "rule 111"],
    "omaha": ["rules 35, 77", "rule 80", "rules 81", "rule 84", "rule 86", "rule 87", "rule 89",
              "rule 90", "rule 91"],
}

# Rulings the scripted items of these folders must exercise between them,
# and the procedure lessons' tags.
REQUIRED_RULINGS = {r for r in ruling_ids() if r.startswith(("R5-", "R6-"))} - {"R6-6"}
REQUIRED_RULINGS |= {"R0-3"}
PROCEDURE_RULINGS = {"R6-6"}  # R0-4 was a wrong tag (content audit, procedure/qpoker 1)


def _load(path: Path) -> Lesson:
    lesson, problems = shipped.checked(path)
    assert not problems, "\n".join(str(p) for p in problems)
    assert lesson is not None
    return lesson


def _scripted(lesson: Lesson) -> list[ScriptedItem]:
    return [i for i in lesson.items if isinstance(i, ScriptedItem)]


def _procedure(lesson: Lesson) -> list[ProcedureItem]:
    return [i for i in lesson.items if isinstance(i, ProcedureItem)]


def test_every_file_is_found():
    assert len(SCRIPTED_FILES) == 8  # 13 cards: foul, natural, settle, dice, pay-chips; Q Poker: 3
    assert len(PROCEDURE_FILES) == 7


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_lesson_checks_clean(path: Path):
    lesson = _load(path)
    assert lesson.title and lesson.intro
    if path.parent.name == "procedure":
        assert lesson.id == f"procedure-{path.stem}"
        assert lesson.game == path.stem
        assert lesson.skills == ("procedure",)
    else:
        assert lesson.game == path.parent.name
        assert len(lesson.skills) == 1
        assert lesson.id in (f"{lesson.game}-{path.stem}", lesson.skills[0])


@pytest.mark.parametrize("folder", sorted(SCRIPTED))
def test_every_task_has_a_lesson(folder: str):
    covered: set[str] = set()
    for path in (LESSONS / folder).glob("*.yaml"):
        covered.update(_load(path).skills)
    assert covered == SCRIPTED[folder]


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_intro_cites_an_article(path: Path):
    lesson = _load(path)
    assert _cites_article(lesson.game, lesson.intro), "the intro must cite an article"
    if path.parent.name != "procedure":
        assert "ruling R" in lesson.intro


@pytest.mark.parametrize("path", SCRIPTED_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_scripted_lesson_shape(path: Path):
    lesson = _load(path)
    scripted = _scripted(lesson)
    assert len(scripted) >= 8
    for item in scripted:
        assert item.expect is not None, item.id
        assert item.task in lesson.skills, item.id
        assert item.rulings, f"{item.id}: tag the rulings the item exercises"
        assert item.explain, item.id
    assert not _procedure(lesson)
    generated = [i for i in lesson.items if isinstance(i, GenerateBlock)]
    assert len(generated) == 1, "a lesson ends with one generated practice block"
    assert isinstance(lesson.items[-1], GenerateBlock)
    assert generated[0].task in lesson.skills
    assert generated[0].count == 10


@pytest.mark.parametrize("path", SCRIPTED_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_generated_block_expands(path: Path):
    lesson = _load(path)
    questions = list(lesson.questions())
    assert len(questions) == lesson.size
    for q in questions:
        assert q.task in lesson.skills
        assert q.answer


@pytest.mark.parametrize("path", PROCEDURE_FILES, ids=lambda p: p.name)
def test_procedure_lesson_shape(path: Path):
    lesson = _load(path)
    questions = _procedure(lesson)
    assert len(questions) >= 8
    assert len(questions) == len(lesson.items), "procedure lessons are not generated"
    for q in questions:
        assert q.cite, q.id
        assert _cites_article(lesson.game, q.cite), f"{q.id}: cite {q.cite!r}"
        assert 3 <= len(q.choices) <= 4, q.id
        assert len(set(q.choices)) == len(q.choices), q.id
        assert 0 <= q.answer < len(q.choices), q.id
        assert q.explain, q.id
        assert q.question.rstrip().endswith("?"), q.id
    cites = " | ".join(q.cite for q in questions)
    for article in PROCEDURE_ARTICLES[lesson.game]:
        assert article in cites, f"no question cites {article}"


def test_procedure_lessons_cover_every_regulation():
    games = {_load(p).game for p in PROCEDURE_FILES}
    assert games == PROCEDURE_GAMES


@pytest.mark.parametrize("path", PROCEDURE_FILES, ids=lambda p: p.name)
def test_procedure_answers_are_not_all_the_same_position(path: Path):
    """As asked (choices shuffled per item), the right answer moves around."""
    answers = [q.answer["choice"] for q in _load(path).questions()]
    assert len(set(answers)) > 1


def test_qpoker_irregularities_tag_r6_6():
    lesson = _load(LESSONS / "procedure" / "qpoker.yaml")
    for q in _procedure(lesson):
        if q.cite.startswith("Despacho 89/2004 art. 11"):
            assert "R6-6" in q.rulings, q.id


def test_ids_are_unique_across_the_curriculum():
    ids = []
    for path in sorted(LESSONS.rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("id"), str):
            ids.append(data["id"])
    mine = [_load(p).id for p in ALL_FILES]
    for lesson_id in mine:
        assert ids.count(lesson_id) == 1, lesson_id


def test_item_ids_are_named():
    for path in ALL_FILES:
        for item in _load(path).items:
            if not isinstance(item, GenerateBlock):
                assert not item.id.isdigit(), f"{path.name}: give item {item.id} an id"


def collected_rulings() -> tuple[set[str], set[str]]:
    """The rulings tagged by the scripted items, and by the procedure questions."""
    scripted: set[str] = set()
    for path in SCRIPTED_FILES:
        for item in _scripted(_load(path)):
            scripted.update(item.rulings)
    procedure: set[str] = set()
    for path in PROCEDURE_FILES:
        for item in _procedure(_load(path)):
            procedure.update(item.rulings)
    return scripted, procedure


def test_rulings_covered():
    scripted, procedure = collected_rulings()
    missing = REQUIRED_RULINGS - scripted
    assert not missing, f"no scripted item exercises {sorted(missing)}"
    assert procedure >= PROCEDURE_RULINGS
    assert (scripted | procedure) <= set(ruling_ids())


# -- issue 15 ---------------------------------------------------------------------------


def test_r5_7_every_thirteen_settle_item_states_its_bet_unit_and_stakes_1_to_3_units():
    data = yaml.safe_load((LESSONS / "thirteen" / "settle.yaml").read_text(encoding="utf-8"))
    scripted = [i for i in data["items"] if "id" in i]
    assert len(scripted) >= 8
    for item in scripted:
        unit = (item["scenario"].get("params") or {}).get("bet_unit")
        assert unit, f"{item['id']}: no bet_unit"
        staked = [seat for seat in item["scenario"]["seats"] if "stake" in seat]
        assert staked, item["id"]  # a place nobody bets on (art. 2 c: dealt all the same) has no stake
        for seat in staked:
            assert seat["stake"] in (unit, 2 * unit, 3 * unit), (item["id"], seat["seat"])


def _procedure_ids(game: str) -> dict[str, str]:
    data = yaml.safe_load((LESSONS / "procedure" / f"{game}.yaml").read_text(encoding="utf-8"))
    return {i["id"]: i["cite"] for i in data["items"]}


def test_omaha_macau_procedure_pool_asks_art_9_at_most_twice():
    cites = _procedure_ids("omaha-macau").values()
    assert sum("art. 9" in c for c in cites) <= 2


def test_r4_1_stud_procedure_asks_the_dealing_of_the_later_cards():
    cites = _procedure_ids("stud")
    assert cites["fourth-card-after-checks"].endswith("art. 10 c) ii)")
    assert cites["next-card-after-opener-folds"].endswith("art. 10 c) iv)")
