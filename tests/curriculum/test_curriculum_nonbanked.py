"""The shipped lessons for hold'em, omaha and póquer sintético (issue 6).

Every lesson file loads and checks clean against the engine, teaches its rule in an
intro that cites a non-banked rule and a ruling, has at least 8 scripted items with
a hand-worked ``expect`` and ends with a generated practice block; together the
items exercise the rulings these three games rest on.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainer.curriculum.lesson import GenerateBlock, Lesson, ScriptedItem
from trainer.engine.solve import solve

from .. import shipped

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
TASKS = {"winner", "hand-category", "showdown-order", "pot-split", "commission", "count-stack", "cut-pot",
         "colour-up", "pay-chips"}
GAMES = {"holdem": TASKS, "omaha": TASKS, "sintetico": TASKS}
FILES = sorted(p for game in GAMES for p in (LESSONS / game).glob("*.yaml"))
RULE = re.compile(r"\bnon-banked rules? \d+")

# The rulings the items of each game must exercise between them (RULINGS.md).
COMMON = {"R0-1", "R0-2", "R0-3", "R1-1", "R1-2", "R1-3", "R1-4", "R1-5", "R1-6", "R2-1", "R2-4"}
REQUIRED_RULINGS = {
    "holdem": COMMON | {"R3-1", "R3-4"},
    "omaha": COMMON | {"R3-1", "R3-4"},
    "sintetico": COMMON | {"R3-3", "R3-4"},
}


def _load(path: Path) -> Lesson:
    lesson, problems = shipped.checked(path)
    assert not problems, "\n".join(str(p) for p in problems)
    assert lesson is not None
    return lesson


def _scripted(lesson: Lesson) -> list[ScriptedItem]:
    return [i for i in lesson.items if isinstance(i, ScriptedItem)]


def tagged_rulings(games=tuple(GAMES)) -> dict[str, set[str]]:
    """The ruling ids tagged by the scripted items of each game's lessons."""
    out: dict[str, set[str]] = {}
    for game in games:
        tagged: set[str] = set()
        for path in (LESSONS / game).glob("*.yaml"):
            for item in _scripted(_load(path)):
                tagged.update(item.rulings)
        out[game] = tagged
    return out


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
    assert RULE.search(lesson.intro), "the intro must cite a non-banked rule"
    assert "ruling R" in lesson.intro
    scripted = _scripted(lesson)
    assert len(scripted) >= 8
    for item in scripted:
        assert item.expect is not None, item.id
        assert item.task in lesson.skills, item.id
        assert item.rulings, f"{item.id}: tag the rulings the item exercises"
        assert item.explain, item.id
    assert len({i.id for i in scripted}) == len(scripted)
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


def test_r1_6_hand_worked_payouts_conserve_chips():
    """Every pot-split item's expected payouts plus the commission are all the chips put in."""
    checked = 0
    for game in GAMES:
        for path in (LESSONS / game).glob("*.yaml"):
            for item in _scripted(_load(path)):
                if item.task != "pot-split":
                    continue
                committed = sum(s["committed"] for s in item.scenario["seats"])
                paid = sum(item.expect["payouts"].values())
                commission = solve(item.scenario)["commission"]
                assert paid + commission == committed, f"{path.name}: {item.id}"
                assert sum(p["amount"] for p in item.expect["pots"]) <= committed
                checked += 1
    assert checked >= 3 * 8


def test_ids_are_unique():
    lesson_ids = [_load(p).id for p in FILES]
    assert len(lesson_ids) == len(set(lesson_ids))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_rulings_covered(game: str):
    missing = REQUIRED_RULINGS[game] - tagged_rulings((game,))[game]
    assert not missing, f"{game}: no scripted item exercises {sorted(missing)}"


def test_ten_notation_is_taught():
    """R0-2: some items write the ten as ``10x``, and the engine reads it as ``Tx``."""
    tens = [p for p in FILES if re.search(r"\b10[shcd]\b", p.read_text(encoding="utf-8"))]
    assert {p.parent.name for p in tens} == set(GAMES)


# --- issue 15: the non-banked procedure pools, teaching order and wording -------------

PROCEDURE = LESSONS / "procedure"


def _procedure_item(file: str, item_id: str):
    lesson = _load(PROCEDURE / file)
    return lesson, next(i for i in lesson.items if i.id == item_id)


def _pool(game: str) -> list[str]:
    """The procedure question ids an exam of ``game`` draws from (lessons naming it)."""
    from trainer.training.sources import written_questions

    return [q.item_id.rsplit("/", 1)[-1] for q in written_questions(game, "procedure", 1000, seed=0)]


def test_general_rule_items_serve_all_three_games_and_72_91_serve_omaha_and_holdem():
    """Issue 15: exam pools follow the regulation's structure (rules 1-71 for all three
    games; rules 72-91 for Omaha and, by rule 92, Hold'em)."""
    general = _load(PROCEDURE / "holdem.yaml")
    flop = _load(PROCEDURE / "omaha.yaml")
    assert set(general.games) == {"holdem", "omaha", "sintetico"}
    assert set(flop.games) == {"holdem", "omaha"}
    for item in general.items:
        rules = re.findall(r"rules? (\d+)", item.cite)
        assert rules and all(int(r) <= 71 for r in rules), item.id
    pool = {game: _pool(game) for game in ("holdem", "omaha", "sintetico")}  # each drawn once
    for game in ("holdem", "omaha", "sintetico"):
        assert "missed-turn" in pool[game] and "stalling" in pool[game]
    for game in ("holdem", "omaha"):
        assert "five-hands-without-betting" in pool[game] and "early-river" in pool[game]
    assert "five-hands-without-betting" not in pool["sintetico"]
    assert "estardilho" in pool["sintetico"] and "estardilho" not in pool["holdem"]


def test_r8_9_rule_89_governs_holdem_omaha_and_no_choice_says_leave_the_table():
    _, item = _procedure_item("omaha.yaml", "five-hands-without-betting")
    assert "big blind" in item.choices[item.answer].lower()
    assert not any("leave" in c.lower() for c in item.choices)
    assert "R8-9" in item.explain
    _, sint = _procedure_item("sintetico.yaml", "three-hands-without-betting")
    assert "leave" in sint.choices[sint.answer].lower() and "R8-9" in sint.explain


def test_r8_10_cards_turned_early_count_beyond_the_one_due():
    _, item = _procedure_item("sintetico.yaml", "extra-common-card")
    assert "one betting round is lost" in item.choices[item.answer]
    assert "R8-10" in item.explain and "stay" in item.explain


def test_r8_11_missed_turn_fiscal_decides_call_only_and_mixed_cards_is_a_players_act():
    _, missed = _procedure_item("holdem.yaml", "missed-turn")
    assert "fiscal" in missed.choices[missed.answer] and "never raise" in missed.choices[missed.answer]
    _, mixed = _procedure_item("holdem.yaml", "mixed-cards")
    assert "pushes his hole cards" in mixed.question and "R8-11" in mixed.explain


def test_call_only_is_asked_during_the_round_rule_70_d_interrupts():
    """Rule 70 d deals the new flop only after the betting ends: 70 h limits that round."""
    _, item = _procedure_item("omaha.yaml", "call-only")
    assert "pre-flop round" in item.question and "dealt again" not in item.question


def test_early_river_follows_only_the_second_part_of_70_e():
    _, item = _procedure_item("omaha.yaml", "early-river")
    keyed = item.choices[item.answer]
    assert "no burn" in keyed and "burn a card" not in keyed


def test_four_aces_are_not_taught_as_only_one_pair():
    for path in (LESSONS / "omaha" / "hand-category.yaml", LESSONS / "omaha" / "winner.yaml",
                 LESSONS / "holdem" / "hand-category.yaml"):
        text = path.read_text(encoding="utf-8")
        assert "Four aces in the\n  hand are one pair" not in text
        assert "there the same hand is only a pair" not in text


def test_lessons_start_with_reading_hands_not_commission():
    for game in GAMES:
        lessons = sorted((_load(p) for p in (LESSONS / game).glob("*.yaml")), key=lambda lesson: lesson.sort_key)
        assert tuple(lessons[0].skills) == ("hand-category",)
        assert "commission" in lessons[-1].skills


def test_intros_give_the_regulations_portuguese_terms():
    for path in FILES:
        intro = _load(path).intro
        assert "Words on the floor" in intro and '"' in intro, path.name


def test_r1_5_per_pot_commission_is_cited_as_the_ruling():
    for path in FILES:
        intro = _load(path).intro
        if "each pot" in intro and "commission" in intro.lower():
            assert "R1-5" in intro, path.name
