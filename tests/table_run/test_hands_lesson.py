"""A lesson of whole hands (Run the table, issue 21): ``hands: {count, seats, seeds}`` in place
of items, checked like the rest with file, line and field; one shipped per game."""

from __future__ import annotations

import textwrap

import pytest

from trainer.curriculum.lesson import check_lesson, check_text, default_seeds
from trainer.engine.rulesets import GAMES
from trainer.resources import lessons_dir
from trainer.table_run import deal_hand
from trainer.training import sources


def lesson(hands: str, extra: str = "") -> str:
    return textwrap.dedent(f"""\
        id: holdem-hands
        title: Hands
        game: holdem
        intro: Deal them.
        hands: {hands}
        """) + extra


def problems_of(text):
    found, problems = check_text(text, "hands.yaml")
    assert found is None
    return [(p.line, p.field, p.message) for p in problems]


def test_a_lesson_of_hands_deals_its_seeds_and_asks_their_step_kinds():
    found, problems = check_text(lesson("{count: 2, seats: 4, seeds: [5, 9]}"), "hands.yaml")
    assert problems == [] and found is not None
    assert found.hands is not None and found.hands.seeds == (5, 9) and found.hands.seats == 4
    assert found.size == 2 and found.items == () and list(found.questions()) == []
    kinds = [k for seed in (5, 9) for k in deal_hand("holdem", seed, 4).kinds()]
    assert list(found.skills) == list(dict.fromkeys(kinds))


def test_without_seeds_the_hands_come_from_the_lesson_id_the_same_every_time():
    found, _ = check_text(lesson("{count: 3}"), "hands.yaml")
    assert found is not None and found.hands is not None
    assert found.hands.seeds == default_seeds("holdem-hands", 3) and len(set(found.hands.seeds)) == 3
    assert found.hands.seats is None


@pytest.mark.parametrize(("hands", "extra", "field", "words"), [
    ("{count: 2, seats: 12}", "", "hands.seats", "4 to 10 seats"),
    ("{count: 0}", "", "hands.count", "from 1 to 20"),
    ("{count: 2, seeds: [1, 2, 3]}", "", "hands.seeds", "count says 2 hands but 3 seeds"),
    ("{seeds: [4, 4]}", "", "hands.seeds", "given twice"),
    ("{count: 2, stakes: 5}", "", "hands.stakes", "unknown field 'stakes'"),
    ("{seats: 6}", "", "hands.count", "give the number of hands"),
    ("{count: 1}", "items: [{generate: {task: pot-split, count: 1, seed: 1}}]\n", "hands", "not both"),
])
def test_a_bad_hands_block_is_named_with_its_line_and_field(hands, extra, field, words):
    problems = problems_of(lesson(hands, extra))
    assert any(f == field and words in m and line == 5 for line, f, m in problems), problems


@pytest.mark.parametrize("game", GAMES)
def test_each_game_ships_a_lesson_of_hands_that_checks_clean(game):
    path = lessons_dir() / "tables" / f"{game}.yaml"
    found, problems = check_lesson(path)
    assert problems == [] and found is not None and found.game == game
    assert found.hands is not None and found.hands.count >= 3
    info = next(i for i in sources.lesson_index() if i.path == path)  # the home list shows it
    assert info.id == found.id and info.size == found.hands.count
