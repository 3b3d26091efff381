"""Coverage counts a provision only for an item that ASKS it (issue 30 item 4, audit S7): a
procedure item's own ``cite``, or an item whose task asks that provision — never an item whose
explanation step merely mentions it (a settle item gives the stake, it does not ask whether the
stake is legal)."""

from __future__ import annotations

import pytest

from trainer.curriculum import coverage as cov
from trainer.curriculum.coverage import REQUIRED, asks, coverage, provisions_of, uncovered

from ..shipped import lessons_coverage


def shipped(lesson_id: str):
    from trainer.training.sources import shipped_lessons

    return next(lesson for lesson in shipped_lessons() if lesson.id == lesson_id)


@pytest.mark.parametrize(("task", "game", "provision", "asked"), [
    ("procedure", "thirteen", "art. 11", True),  # a procedure item asks what it cites
    ("thirteen-settle", "thirteen", "art. 11", False),  # the stake is given, never asked
    ("thirteen-settle", "thirteen", "art. 9 II", True),
    ("who-acts", "holdem", "rule 42", True),
    ("change-bet", "holdem", "rule 42", False),  # the round's opener, said in passing
    ("change-bet", "sintetico", "rule 107", False),
    ("colour-up", "omaha-macau", "art. 4.1", False),  # counting chips asks no provision
    ("count-stack", "holdem", "rule 19", False),
    ("bet-sizes", "sintetico", "rule 106 a", False),  # the estardilho is not the table's limit
    ("bet-sizes", "omaha-macau", "art. 12.4", True),
    ("forced-bets", "stud", "art. 8", False),  # the entry is asked, not the initial commission
    ("forced-bets", "stud", "art. 7", True),
    ("deal-order", "qpoker", "art. 7.1", True),
])
def test_issue_30_item_4_a_task_asks_only_its_own_provisions(task, game, provision, asked):
    assert asks(task, game, provision) is asked


def test_issue_30_item_4_a_settle_item_mentions_art_11_but_does_not_cover_it():
    lesson = shipped("thirteen-settle")
    mentioned = {p for cite, _ in cov._fixed_cites(lesson) for p in provisions_of(cite, "thirteen")}
    assert "art. 11" in mentioned  # its steps name the payout article...
    found = coverage([lesson])["thirteen"]
    assert "art. 11" not in found  # ...but no settle item asks whether a stake is legal
    assert found["art. 9 II"] and found["art. 7"]


def test_issue_30_item_4_a_procedure_item_covers_what_it_cites():
    found = coverage([shipped("procedure-thirteen")])["thirteen"]
    assert found["art. 11"] == ["procedure-thirteen/stake-in-points"]
    assert "procedure-thirteen/dice-points" in found["art. 2 c"]
    assert "procedure-thirteen/the-deal" in found["art. 2 b"]


def test_s7_the_items_and_terms_lost_in_the_merge_are_back():
    thirteen, qpoker = shipped("procedure-thirteen"), shipped("procedure-qpoker")
    ids = {item.id for item in thirteen.items} | {item.id for item in qpoker.items}
    assert {"stake-in-points", "dealing-with-shuffler"} <= ids
    for term in ("campânula", "carta branca", "«três escalões»"):  # art. 7's words, as written
        assert term in " ".join(thirteen.intro.split())
    for term in ("sabot", "baralhador"):
        assert term in " ".join(qpoker.intro.split())
    assert coverage([qpoker])["qpoker"]["art. 7.2"] == ["procedure-qpoker/dealing-with-shuffler"]


def test_s15_to_s17_each_new_provision_has_its_procedure_item():
    found = coverage([shipped(f"procedure-{game}") for game in ("stud", "qpoker")])
    assert found["stud"]["art. 8"] == ["procedure-stud/initial-commission"]
    assert found["stud"]["art. 10 b 1"] == ["procedure-stud/fold-gesture"]
    assert found["stud"]["art. 10 c i 3"] == ["procedure-stud/bet-shown-before-pushed"]
    assert found["qpoker"]["art. 2.1"] == ["procedure-qpoker/places-at-a-table"]
    assert found["qpoker"]["art. 5.2"] == ["procedure-qpoker/one-bet-or-both"]
    assert found["qpoker"]["art. 6.1"] == ["procedure-qpoker/several-hands-and-players"]


def test_issue_30_item_4_every_required_provision_is_asked_by_a_lesson_item():
    found = lessons_coverage()
    assert uncovered(found) == {}
    assert set(REQUIRED) == set(found)
