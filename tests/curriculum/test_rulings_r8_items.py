"""RULINGS R8-8 (irregularities of the betting) is knowledge for the procedure drills:
every shipped item tagged with it cites a provision the ruling names, and the spoken
bet and the out-of-turn fold are each asked somewhere."""

from __future__ import annotations

from trainer.curriculum.coverage import provisions_of
from trainer.curriculum.lesson import ProcedureItem
from trainer.training.sources import shipped_lessons

R8_8_PROVISIONS = {
    "stud": {"art. 11 b", "art. 11 c", "art. 10 c i 2"},
    "omaha-macau": {"art. 11.1"},
    "holdem": {"rule 71 c", "rule 71 d", "rule 71 f", "rule 71 i", "rule 70 h", "rule 55", "rule 53"},
}


def _tagged(ruling: str) -> list[tuple[str, ProcedureItem]]:
    return [(game, item) for lesson in shipped_lessons() for game in lesson.games
            for item in lesson.items if isinstance(item, ProcedureItem) and ruling in item.rulings]


def test_r8_8_irregularity_items_cite_what_the_ruling_names():
    tagged = _tagged("R8-8")
    assert {game for game, _ in tagged} >= {"stud", "omaha-macau"}
    for game, item in tagged:
        named = R8_8_PROVISIONS.get(game, R8_8_PROVISIONS["holdem"])
        cited = set(provisions_of(item.cite, game))
        assert cited & named, (game, item.id, item.cite)


def test_r8_8_a_spoken_bet_binds_in_the_macau_pool():
    (item,) = [i for g, i in _tagged("R8-8") if g == "omaha-macau" and "spoken" in i.id]
    assert "binds" in item.choices[item.answer]
