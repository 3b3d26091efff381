"""Issue 18, "Possible tables everywhere": every generated poker table is one a real
hand produces (forced bets by the right seats, RULINGS R8-1; the rest from legal
actions, R8-2 … R8-7), and :mod:`trainer.scenarios.possible` names a scripted
table that could not arise."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import examples
from trainer.curriculum.generate import generate
from trainer.engine.betting import BetAction, Kind, Status, betting_params, play
from trainer.scenarios.possible import blind_seats, impossibilities

POKER_TASKS = ("winner", "hand-category", "showdown-order", "pot-split", "commission")
FLOP_GAMES = ("holdem", "omaha", "sintetico", "omaha-macau")
CONSTRAINT_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"side_pots": 2, "uncalled": True},
    {"side_pots": 1, "uncalled": False, "folds": 1},
    {"seats": [2, 3], "folds": 0},
    {"seats": 6, "folds": 5},
    {"commission": "off", "chip_unit": 5},
    {"tie": True, "odd_chips": True},
    {"side_pots": 3},
)


def _applicable(game: str, task: str, constraints: dict[str, Any]) -> bool:
    pots = {"side_pots", "uncalled", "commission", "chip_unit"}
    if task not in ("pot-split", "commission") and pots & set(constraints):
        return False
    if "tie" in constraints and task not in ("winner", "pot-split"):
        return False
    if "odd_chips" in constraints and task != "pot-split":
        return False
    # folds 5 of 6 leaves no showdown
    return not (constraints.get("seats") == 6 and task in ("hand-category", "showdown-order"))


def _dealt_to(game: str, constraints: dict[str, Any]) -> dict[str, Any]:
    """Hold'em, Omaha and sintético deal a hand to four players or more (rule 24, RULINGS R0-5): their
    smallest table is four, the others keep two and three."""
    if game in ("holdem", "omaha", "sintetico") and constraints.get("seats") == [2, 3]:
        return {**constraints, "seats": [4, 5]}
    return constraints


CASES = [(g, t, _dealt_to(g, c)) for g in (*FLOP_GAMES, "stud") for t in POKER_TASKS for c in CONSTRAINT_SETS
         if _applicable(g, t, c)]


@pytest.mark.parametrize(("game", "task", "constraints"), CASES,
                         ids=[f"{g}-{t}-{i}" for i, (g, t, _) in enumerate(CASES)])
def test_r8_1_every_generated_poker_table_could_arise(game: str, task: str, constraints: dict[str, Any]) -> None:
    for seed in (1, 2):
        for q in generate(game, task, 4, seed, constraints):
            assert impossibilities(q.scenario) == [], q.scenario


@pytest.mark.parametrize("street", [1, 2, 3, 4])
def test_r8_1_generated_stud_first_to_act_tables_could_arise(street: int) -> None:
    for q in generate("stud", "first-to-act", 6, 3, {"street": street}):
        assert impossibilities(q.scenario) == [], q.scenario
        assert all(s["committed"] > 0 for s in q.scenario["seats"])  # every seat anted


@pytest.mark.parametrize("game", ["holdem", "omaha", "omaha-macau"])
def test_r8_1_generated_blinds_are_posted_by_the_right_seats(game: str) -> None:
    for q in generate(game, "pot-split", 12, 9):
        sc = q.scenario
        big = sc["params"]["big_blind"]
        committed = {s["seat"]: s["committed"] for s in sc["seats"]}
        allin = {s["seat"] for s in sc["seats"] if s.get("allin")}
        blinds = blind_seats(game, sorted(committed), sc["marker"])
        assert blinds is not None
        small_seat, big_seat = blinds
        if game != "omaha-macau":
            assert small_seat == sc["marker"]  # rules 81-83: a mão posts the small blind
        assert committed[small_seat] >= big // 2 or small_seat in allin
        assert committed[big_seat] >= big or big_seat in allin
        for s in sc["seats"]:  # a seat still in called the big blind or is all in
            if not s.get("folded"):
                assert s["committed"] >= big or s["seat"] in allin


def test_r8_1_generated_omaha_macau_last_street_is_the_engines() -> None:
    for q in generate("omaha-macau", "showdown-order", 8, 4, {"final_round": True}):
        actions = q.scenario["final_round"]
        assert actions and all(a["action"] in ("check", "bet", "raise", "call", "fold") for a in actions)
        assert impossibilities(q.scenario) == []


# -- the check catches impossible tables (content audit, issue 18) ----------------------------


def _holdem(seats: list[dict[str, Any]], marker: int = 2, **params: Any) -> dict[str, Any]:
    return {"game": "holdem", "marker": marker, "board": ["Ah", "7c", "7d", "2s", "9h"],
            "params": params, "seats": seats}


def test_r8_1_marker_with_nothing_committed_in_holdem_is_impossible() -> None:
    # audit: holdem-showdown-order seed 103 items 3 and 5, the marker seat with committed 0
    sc = _holdem([{"seat": 2, "committed": 0, "folded": True},
                  {"seat": 4, "cards": ["As", "Kd"], "committed": 400},
                  {"seat": 7, "cards": ["Qs", "Qd"], "committed": 400}])
    why = impossibilities(sc)
    assert len(why) == 1 and "seat 2 posts the small blind" in why[0] and "R8-1" in why[0]


def test_r8_1_the_big_blind_is_the_seat_left_of_the_marker_in_holdem() -> None:
    sc = _holdem([{"seat": 2, "committed": 10, "folded": True},
                  {"seat": 4, "committed": 0, "folded": True},
                  {"seat": 7, "cards": ["As", "Kd"], "committed": 20}])
    assert any("seat 4 posts the big blind" in w for w in impossibilities(sc))


def test_r8_1_omaha_macau_blinds_are_the_two_seats_after_the_marker() -> None:
    seats = [{"seat": 2, "committed": 0, "folded": True},
             {"seat": 4, "committed": 0, "folded": True},
             {"seat": 7, "cards": ["As", "Kd", "Qc", "Jc"], "committed": 100},
             {"seat": 9, "cards": ["Qs", "Qd", "2c", "3c"], "committed": 100}]
    sc = {"game": "omaha-macau", "marker": 2, "board": ["Ah", "7c", "7d", "2s", "9h"],
          "params": {"big_blind": 50}, "seats": seats}
    why = impossibilities(sc)
    assert len(why) == 1 and "seat 4 posts the small blind" in why[0]
    assert blind_seats("omaha-macau", [2, 4, 7, 9], 2) == (4, 7)


def test_r8_1_a_folded_blind_short_of_its_blind_is_impossible() -> None:
    # audit item 8: marker 2 with 10, seat 4 (the big blind of 20) folded with 5
    sc = _holdem([{"seat": 1, "cards": ["As", "Kd"], "committed": 20},
                  {"seat": 2, "cards": ["Qs", "Qd"], "committed": 20},
                  {"seat": 4, "committed": 5, "folded": True}], big_blind=20)
    why = impossibilities(sc)
    assert len(why) == 1 and "seat 4" in why[0] and "big blind" in why[0]


def test_r8_1_a_folded_seat_below_the_big_blind_is_impossible() -> None:
    sc = _holdem([{"seat": 2, "committed": 50, "folded": True},
                  {"seat": 4, "committed": 100, "cards": ["As", "Kd"]},
                  {"seat": 6, "committed": 30, "folded": True},
                  {"seat": 7, "cards": ["Qs", "Qd"], "committed": 100}], big_blind=100)
    why = impossibilities(sc)
    assert len(why) == 1 and "folded seat 6 has 30, less than the big blind 100" in why[0]


def test_r8_6_a_folded_seat_between_one_and_two_big_blinds_is_impossible_without_an_all_in() -> None:
    # audit, omaha-macau-commission round-down: folded seat 9 with 90 at 25/50
    seats: list[dict[str, Any]] = [{"seat": 1, "committed": 25, "folded": True},
             {"seat": 3, "cards": ["As", "Kd", "Qc", "Jc"], "committed": 400},
             {"seat": 5, "cards": ["Qs", "Qd", "2c", "3c"], "committed": 400},
             {"seat": 9, "committed": 90, "folded": True}]
    sc = {"game": "omaha-macau", "marker": 9, "board": ["Ah", "7c", "7d", "2s", "9h"],
          "params": {"big_blind": 50}, "seats": seats}
    why = impossibilities(sc)
    assert len(why) == 1 and "folded seat 9 has 90" in why[0] and "R8-6" in why[0]
    seats[2]["committed"] = 90  # a seat all in for 90 makes that level: possible
    assert impossibilities(sc) == []


def test_r8_4_a_folded_seat_above_every_seat_still_in_is_impossible() -> None:
    sc = _holdem([{"seat": 2, "committed": 50, "folded": True},
                  {"seat": 4, "committed": 900, "folded": True},
                  {"seat": 7, "cards": ["Qs", "Qd"], "committed": 600},
                  {"seat": 8, "cards": ["As", "Kd"], "committed": 600}], big_blind=100)
    why = impossibilities(sc)
    assert len(why) == 1 and "folded seat 4 put in 900, more than any seat still in (600)" in why[0]


def test_r8_1_every_seat_antes_in_stud_and_sintetico() -> None:
    stud = {"game": "stud", "seats": [
        {"seat": 1, "hole": "Ks", "up": ["Ah", "9d", "9c", "Th"], "committed": 400},
        {"seat": 4, "hole": "5s", "up": ["Kd", "Jc", "6h", "6d"], "committed": 400},
        {"seat": 6, "up": ["Qc"], "committed": 0, "folded": True}]}
    assert any("seat 6" in w and "antes" in w for w in impossibilities(stud))
    sintetico = {"game": "sintetico", "marker": 1, "board": [], "seats": [
        {"seat": 1, "committed": 0, "folded": True}, {"seat": 2, "committed": 300},
        {"seat": 3, "committed": 300}]}
    assert any("seat 1" in w for w in impossibilities(sintetico))


def test_r8_4_a_seat_still_in_with_nothing_committed_is_impossible() -> None:
    sc = _holdem([{"seat": 2, "committed": 50, "folded": True}, {"seat": 3, "committed": 100},
                  {"seat": 5, "committed": 0}, {"seat": 7, "committed": 100}], big_blind=100)
    why = impossibilities(sc)
    assert len(why) == 1 and "seat 5 is still in with nothing committed" in why[0]


def test_possible_tables_and_other_scenarios_are_not_flagged() -> None:
    ok = _holdem([{"seat": 2, "committed": 50, "folded": True},  # the small blind folds
                  {"seat": 4, "committed": 100, "folded": True},  # the big blind folds to a raise
                  {"seat": 6, "committed": 0, "folded": True},  # folds to the blinds
                  {"seat": 7, "cards": ["Qs", "Qd"], "committed": 300},
                  {"seat": 8, "cards": ["As", "Kd"], "committed": 40}], big_blind=100)  # all in short
    assert impossibilities(ok) == []
    assert impossibilities({"game": "thirteen", "seats": []}) == []
    assert impossibilities({"game": "holdem", "marker": 1, "betting": [[]], "seats": []}) == []
    assert impossibilities({"game": "holdem", "seats": "nonsense"}) == []


def test_r8_1_lessons_check_refuses_a_scripted_table_no_hand_could_leave_naming_its_line() -> None:
    """The audit's example: the marker seat of a hold'em table with nothing committed (rule 81
    makes it post the small blind)."""
    from trainer.curriculum.lesson import check_text

    text = """id: impossible
title: Impossible
game: holdem
intro: "Non-banked rule 81; ruling R8-1."
skills: [pot-split]
items:
  - id: bad-blind
    task: pot-split
    scenario:
      marker: 2
      params: {big_blind: 100}
      board: [Ah, Kd, 7c, 5s, 2h]
      seats:
        - {seat: 2, committed: 0, folded: true}
        - {seat: 4, cards: [As, Ad], committed: 100}
        - {seat: 6, cards: [Kh, Kc], committed: 100}
        - {seat: 8, committed: 0, folded: true}
"""
    _, problems = check_text(text, "impossible.yaml")
    (problem,) = problems
    assert (problem.file, problem.field) == ("impossible.yaml", "items[0].scenario") and problem.line
    assert "no hand could leave this table" in problem.message and "R8-1" in problem.message


# -- no false alarms: every table the engine reaches by legal actions passes ------------------


@st.composite
def _hands(draw: st.DrawFn) -> tuple[str, dict[int, int], int, list[int]]:
    game = draw(st.sampled_from(["holdem", "omaha", "omaha-macau", "sintetico"]))
    seats = sorted(draw(st.sets(st.integers(1, 9), min_size=2, max_size=6)))
    stacks = {s: draw(st.integers(1, 60)) * 10 for s in seats}
    marker = draw(st.sampled_from(seats))
    choices = draw(st.lists(st.integers(0, 99), min_size=40, max_size=40))
    return game, stacks, marker, choices


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_hands())
def test_r8_1_tables_reached_by_legal_actions_are_never_flagged(hand: tuple[Any, ...]) -> None:
    """A table given by ``committed`` is a hand between rounds (or over): every such
    point of a hand played by random legal actions passes the check."""
    game, stacks, marker, choices = hand
    raw = {"ante": 10} if game == "sintetico" else {"big_blind": 20}
    params = betting_params(game, raw, 10)
    rounds: list[list[BetAction]] = [[]]
    state = play(params, stacks, rounds, marker=marker)
    for pick in choices:
        if state.status == Status.DEAL:
            rounds.append([])
        elif state.status != Status.TO_ACT or state.options is None:
            break
        else:
            o = state.options
            kind = o.actions[pick % len(o.actions)]
            to = None
            if kind in (Kind.BET, Kind.RAISE):
                assert o.min_raise_to is not None and o.max_raise_to is not None
                span = (o.max_raise_to - o.min_raise_to) // 10
                to = o.min_raise_to + 10 * (pick * 7 % (span + 1))
            rounds[-1].append(BetAction(o.seat, kind, to))
        state = play(params, stacks, rounds, marker=marker)
        if state.status == Status.TO_ACT:
            continue  # mid-round: no committed-form table shows it
        table = {"game": game, "marker": marker, "board": [],
                 "params": {"big_blind": 20} if game != "sintetico" else {},
                 "seats": [{"seat": s, "committed": state.committed[s], "folded": s in state.folded,
                            "allin": state.stacks[s] == 0 and s not in state.folded} for s in stacks]}
        assert impossibilities(table) == [], (rounds, table)
