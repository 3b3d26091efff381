"""``trainer lessons coverage``: the provisions each game's items cite (issue 15)."""

from __future__ import annotations

import json

import pytest

from trainer.curriculum.coverage import REQUIRED, covers, parse_cite, provisions_of, uncovered

from .. import shipped


@pytest.mark.parametrize(
    ("cite", "game", "provisions"),
    [
        ("Non-banked poker rules, rule 69 a)", "holdem", ["rule 69 a"]),
        ("non-banked rules 87, 88", "omaha", ["rule 87", "rule 88"]),
        ("non-banked rules 81-83", "holdem", ["rule 81", "rule 82", "rule 83"]),
        ("non-banked rules 42-46, 62; ruling R2-1", "holdem",
         ["rule 42", "rule 43", "rule 44", "rule 45", "rule 46", "rule 62"]),
        ("non-banked rules 7 a, 65; ruling R1-5", "sintetico", ["rule 7 a", "rule 65"]),
        ("non-banked rule 69 d-f", "holdem", ["rule 69 d", "rule 69 e", "rule 69 f"]),
        ("Portaria 104/85/M art. 10 c) i) 2)", "stud", ["art. 10 c i 2"]),
        ("Portaria 104/85/M art. 10 c ii-iv", "stud", ["art. 10 c ii", "art. 10 c iii", "art. 10 c iv"]),
        ("Despacho 97/2010 art. 9.1", "omaha-macau", ["art. 9.1"]),
        ("Despacho 97/2010 art. 7.1, 8.1, 8.3", "omaha-macau", ["art. 7.1", "art. 8.1", "art. 8.3"]),
        ("Despacho 97/2010 art. 6.3-6.5", "omaha-macau", ["art. 6.3", "art. 6.4", "art. 6.5"]),
        ("Portaria 51/89/M art. 9 II, 10; ruling R5-6", "thirteen", ["art. 9 II", "art. 10"]),
        ("Despacho 89/2004 art. 9.1, 9.2", "qpoker", ["art. 9.1", "art. 9.2"]),
        ("ruling R1-4 (the house reads Despacho 97/2010 art. 10.5 as one participant)", "omaha-macau",
         ["art. 10.5"]),
        # another regulation's rule is not this game's provision; the game's own is kept
        ("non-banked rule 51; Portaria 104/85/M art. 4", "stud", ["art. 4"]),
        ("non-banked rule 51", "omaha-macau", []),
        # no regulation named: the game's own
        ("art. 8, 11", "thirteen", ["art. 8", "art. 11"]),
        ("ruling R2-2 (house practice)", "omaha-macau", []),
    ],
)
def test_every_cite_form_is_read_as_the_regulation_numbers_it(cite, game, provisions):
    assert provisions_of(cite, game) == provisions


def test_a_cite_keeps_the_regulation_it_names():
    assert [(c.regulation, c.provision) for c in parse_cite("Portaria 104/85/M art. 9; ruling R1-5")] == [
        ("Portaria 104/85/M", "art. 9")]


def test_a_provision_is_covered_by_itself_or_a_subdivision():
    assert covers("art. 10 c ii", "art. 10 c ii") and covers("art. 5.1", "art. 5")
    assert covers("rule 69 d", "rule 69") and not covers("rule 69", "rule 69 d")
    assert not covers("art. 6.30", "art. 6.3") and not covers("rule 140", "rule 14")


def test_required_list_is_the_one_issue_15_names():
    issue_15 = REQUIRED["holdem"][:19 + 11 + 1]
    assert "rule 92" in issue_15 and "rule 92" not in REQUIRED["omaha"]
    # issue 30, the review of the non-banked content (section 2): 23 general rules, rules 6, 13,
    # 75, 76, 79 for hold'em and Omaha; sintético's seats (6, 99) and estardilho (106 a, c)
    assert len(REQUIRED["holdem"]) == 31 + 23 + 5 and len(REQUIRED["omaha"]) == 30 + 23 + 5
    assert {"rule 4", "rule 7 b", "rule 51", "rule 69 b", "rule 76", "rule 79"} <= set(REQUIRED["holdem"])
    assert REQUIRED["sintetico"][-4:] == ("rule 6", "rule 99", "rule 106 a", "rule 106 c")
    # sintético requires none of the general rules it replaces with its own (rule 112)
    assert not {"rule 32", "rule 69 b", "rule 69 d", "rule 70 f"} & set(REQUIRED["sintetico"])
    assert REQUIRED["stud"] == ("art. 2", "art. 3", "art. 6", "art. 10 b", "art. 10 c ii", "art. 10 c iv",
                                "art. 8", "art. 10 b 1", "art. 10 c i 3")  # the last three: issue 30 (S15)
    assert REQUIRED["omaha-macau"] == ("art. 3.1", "art. 5", "art. 6.3", "art. 6.4", "art. 6.5", "art. 11.1",
                                       "art. 12.1", "art. 12.2", "art. 12.3", "art. 12.4",
                                       # issue 30, review N section 2
                                       "art. 1.2", "art. 2.2", "art. 2.3", "art. 4.2", "art. 4.3", "art. 7.3",
                                       "art. 14.1", "art. 14.3")
    # issue 30 (S16): 13 cards art. 2 b, 2 c, then art. 1 (the material)
    assert REQUIRED["thirteen"] == ("art. 3", "art. 11", "art. 2 b", "art. 2 c", "art. 1")
    # issue 30 (S7, S17): Q Poker art. 2.1, 5.2, 6.1, 7.2, then art. 1 (the material), 2.2 (the two betting
    # spaces) and 4 (the card values that rank the hands, asked by every payout)
    assert REQUIRED["qpoker"] == ("art. 7", "art. 2.1", "art. 5.2", "art. 6.1", "art. 7.2", "art. 1", "art. 2.2",
                                  "art. 4")


def test_coverage_json_lists_each_game_with_the_items_citing_each_provision(run_cli, monkeypatch):
    shipped.check_lesson_once(monkeypatch)  # the command's check of each shipped file: the worker's one
    rc, out, err = run_cli("lessons", "coverage", "--json")
    assert rc == 0, err
    found = json.loads(out)
    assert set(found) == set(REQUIRED)
    # a procedure item's cite, and a scripted item's explanation step
    assert "procedure-stud/time-limit" in found["stud"]["art. 11 b"]
    assert "holdem-showdown-order/marker-seat-shows-first" in found["holdem"]["rule 62"]
    # an exam's generated quota
    assert "holdem-certification/showdown-order" in found["holdem"]["rule 62"]
    assert all(isinstance(ids, list) and ids for game in found.values() for ids in game.values())


def test_every_provision_issue_15_requires_is_asked_by_an_item():
    from trainer.curriculum.coverage import coverage
    from trainer.training.exam import shipped_exams
    from trainer.training.sources import shipped_lessons

    assert uncovered(coverage(shipped_lessons(), shipped_exams())) == {}
