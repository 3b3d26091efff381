"""The ``short_blind`` constraint of the betting generator (issue 18): a blind posted short.

R8-1: a seat with fewer chips than its blind posts what it has and is all in; the amount to
call in the first round is still the full big blind.  ``short_blind: true`` deals such a
hand, ``false`` one where both blinds are posted in full.  Each generated hand is checked
here by hand, from its marker and stacks, not by the generator's own test.
"""

from __future__ import annotations

import pytest

from trainer.curriculum.generate import GenerateError, check_constraints, generate
from trainer.engine.betting_terms import BLIND_GAMES
from trainer.engine.solve import solve

TASKS = ("who-acts", "bet-sizes", "legal-action", "count-pot")


def _blind_seats(scenario: dict) -> tuple[int, int]:
    """(small blind seat, big blind seat) by R8-1, worked out from the marker."""
    seats = sorted(s["seat"] for s in scenario["seats"])
    marker = scenario["marker"]
    after = [s for s in seats if s > marker] + [s for s in seats if s <= marker]  # clockwise, marker last
    if scenario["game"] == "omaha-macau":  # art. 5: the first seat after the marker, then the next
        return after[0], after[1 % len(after)]
    from_marker = [marker, *after[:-1]]  # rules 81-83: a mão itself, then the seat to its left
    return from_marker[0], from_marker[1]


def _blinds(scenario: dict) -> tuple[int, int]:
    big = scenario["params"]["big_blind"]
    unit = scenario["params"].get("chip_unit", 1)
    return big // 2 // unit * unit, big


def _short(scenario: dict) -> bool:
    stacks = {s["seat"]: s["stack"] for s in scenario["seats"]}
    (small_seat, big_seat), (small, big) = _blind_seats(scenario), _blinds(scenario)
    return stacks[small_seat] < small or stacks[big_seat] < big


@pytest.mark.parametrize("game", sorted(BLIND_GAMES))
@pytest.mark.parametrize("task", TASKS)
@pytest.mark.parametrize("short", [True, False])
def test_r8_1_short_blind_hands_are_dealt_as_asked(game, task, short):
    questions = generate(game, task, 6, 41, {"short_blind": short})
    assert len(questions) == 6
    for q in questions:
        assert _short(q.scenario) == short, q.scenario


@pytest.mark.parametrize("game", sorted(BLIND_GAMES))
def test_r8_1_a_short_blind_is_all_in_and_the_call_is_still_the_full_big_blind(game):
    for q in generate(game, "bet-sizes", 8, 7, {"short_blind": True, "round": 1}):
        answer = solve(q.scenario)["betting"]
        small_seat, big_seat = _blind_seats(q.scenario)
        stacks = {s["seat"]: s["stack"] for s in q.scenario["seats"]}
        small, big = _blinds(q.scenario)
        short_seats = [s for s, blind in ((small_seat, small), (big_seat, big)) if stacks[s] < blind]
        assert short_seats
        for seat in short_seats:  # posted everything: all in from the forced bet
            assert answer["stacks"][str(seat)] == 0
            assert answer["committed"][str(seat)] == stacks[seat]
        seat = answer["to_act"]
        mine = answer["committed"][str(seat)]  # round 1: all a seat has in is in front of it
        # the highest total is at least the full big blind, even if the big blind is short
        assert answer["to_call"] == min(answer["stacks"][str(seat)], max(
            big, *answer["committed"].values()) - mine), q.scenario


def test_short_blind_generation_is_seeded():
    first = [q.scenario for q in generate("omaha-macau", "count-pot", 5, 12, {"short_blind": True})]
    again = [q.scenario for q in generate("omaha-macau", "count-pot", 5, 12, {"short_blind": True})]
    other = [q.scenario for q in generate("omaha-macau", "count-pot", 5, 13, {"short_blind": True})]
    assert first == again and first != other


def test_r8_3_short_small_blind_leaves_the_big_blind_its_option():
    for q in generate("holdem", "who-acts", 5, 3, {"short_blind": True, "bb_option": True}):
        small_seat, big_seat = _blind_seats(q.scenario)
        stacks = {s["seat"]: s["stack"] for s in q.scenario["seats"]}
        assert stacks[small_seat] < _blinds(q.scenario)[0] and q.answer == {"seat": big_seat}


@pytest.mark.parametrize(("game", "constraints", "message"), [
    ("stud", {"short_blind": True}, "does not apply to stud"),
    ("sintetico", {"short_blind": False}, "does not apply to sintetico"),
    ("holdem", {"short_blind": "yes please"}, "expected true or false"),
    ("omaha-macau", {"short_blind": True, "bb_option": True, "seats": 2}, "no option"),
    ("omaha-macau", {"short_blind": True, "bb_option": True, "heads_up": True}, "no option"),
])
def test_short_blind_that_cannot_be_generated_is_refused_naming_the_field(game, constraints, message):
    with pytest.raises(GenerateError, match=message) as caught:
        check_constraints(game, "who-acts", constraints)
    assert caught.value.path == ("short_blind",)
