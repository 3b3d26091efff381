"""Issue 18: a hand given by its ``betting`` drawn as a croupier sees it, from the
engine's replay — stacks, each seat's chips for the round in play, the pot in the
middle, the blinds, folds and all-ins, the round's actions — and never the seat to act."""

from __future__ import annotations

import copy

import pytest

from trainer.engine.solve import solve_typed

from .conftest import BETTING_FILES, load


def chips_by_seat(view) -> dict[int, tuple[int, int | None]]:
    """Each seat's chip stack: (amount, round amount)."""
    return {c.place: (c.amount, c.round_amount) for c in view.chip_items() if getattr(c, "place", None)}


def test_r8_1_the_blinds_are_tagged_and_in_front_of_their_seats(table):
    view = table()
    view.show_scenario(load("betting-omaha-macau"))
    assert "SB" in view.seat_tags(4) and "BB" in view.seat_tags(5)
    assert not any(t in ("SB", "BB") for s in (1, 2) for t in view.seat_tags(s))
    # round 1: the chips in front are the round's (blinds, call, raise), the folded blind's too
    assert chips_by_seat(view) == {1: (100, None), 2: (400, None), 4: (50, None), 5: (100, None)}
    assert view.pot_items() == []  # nothing gathered yet


def test_stacks_are_the_chips_left_after_the_replay(table):
    view = table()
    view.show_scenario(load("betting-omaha-macau"))
    _, solution = solve_typed(load("betting-omaha-macau"))
    stacks = view.seat_stacks()  # drawn in chips under each plate (issue 20), no longer a tag
    for seat, left in solution.state.stacks.items():
        assert stacks[seat].amount == left and stacks[seat].label == f"STACK {left:,}"
        assert not any(t.startswith("STACK") for t in view.seat_tags(seat))


def test_folds_and_all_ins_come_from_the_actions(table):
    view = table()
    view.show_scenario(load("betting-holdem-pot"))
    assert view.seat_tags(6)[0] == "FOLDED" and view.seat_item(6).opacity() < 1
    assert view.seat_item(6).all_cards() == []  # a folded seat's cards are gone to the muck
    assert view.seat_tags(3) == ["ALL-IN"]  # no stack left to show
    assert "FOLDED" not in view.seat_tags(1) and view.seat_item(1).opacity() == 1


def test_a_later_round_the_pot_in_the_middle_and_each_seats_round_and_total(table):
    view = table()
    view.show_scenario(load("betting-holdem-pot"))
    # 1,325 put in: 850 in front of the seats this round, 475 gathered from round 1
    assert [(p.label, p.amount) for p in view.pot_items()] == [("Pot", 475)]
    chips = chips_by_seat(view)
    assert chips[1] == (450, 300) and chips[3] == (400, 250) and chips[8] == (450, 300)
    assert chips[6] == (25, 0)  # the folded small blind: its total only
    log = view.action_log_item()
    assert log.title == "Round 2"
    assert [(e.seat, e.verb, e.amount, e.allin) for e in log.entries] == [
        (8, "check", None, False), (1, "bet", 300, False), (3, "call", 250, True), (8, "call", 300, False)]


def test_stud_antes_go_to_the_middle(table):
    data = load("betting-stud")
    data["betting"] = [[]]  # the antes are in, nobody has acted
    for seat in data["seats"]:
        seat["up"] = seat["up"][:1]
    view = table()
    view.show_scenario(data)
    assert [(p.label, p.amount) for p in view.pot_items()] == [("Antes", 30)]
    assert view.action_log_item().title == "Round 1: nobody has acted yet"


def test_r8_2_sintetico_tags_the_high_bettor_of_the_round_before(table):
    """Rule 108: a later round opens with the seat that made the highest bet of the round
    before; the table shows who that was (seat 2 bet, the others called)."""
    data = {"game": "sintetico", "marker": 1, "params": {"ante": 10},
            "seats": [{"seat": 1, "stack": 500}, {"seat": 2, "stack": 500}, {"seat": 3, "stack": 500}],
            "betting": [[{"seat": 2, "action": "bet", "to": 50}, {"seat": 3, "action": "call"},
                         {"seat": 1, "action": "call"}], []]}
    _, solution = solve_typed(data)
    assert solution.state.high_bettors[0] == 2
    view = table()
    view.show_scenario(data)
    assert "HIGH BET, LAST ROUND" in view.seat_tags(2)
    assert sum("HIGH BET, LAST ROUND" in view.seat_tags(s) for s in (1, 2, 3)) == 1


@pytest.mark.parametrize("name", sorted(BETTING_FILES))
def test_the_seat_to_act_is_not_marked(table, name):
    view = table()
    view.show_scenario(load(name))
    seats = view.seat_items().values()
    assert not any(s.highlighted or s.badge for s in seats)


def test_a_hand_the_engine_refuses_is_drawn_as_given(table):
    data = load("betting-omaha-macau")
    bad = copy.deepcopy(data)
    bad["betting"][0][0]["seat"] = 4  # out of turn
    view = table()
    view.show_scenario(bad)  # no traceback: the stacks as given, the actions as listed
    assert view.seat_stacks()[1].amount == 5_000 and view.seat_stacks()[1].label == "STACK 5,000"
    assert view.action_log_item() is not None and view.action_log_item().title == "Last round's actions"
