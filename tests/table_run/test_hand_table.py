"""A hand's table chosen (issue 21: "a table (seats, stakes, limit)"): the stake and the limit
over the game's usual ones.  Naming the usual ones deals exactly the usual hand, step for step;
another stake or limit is played through the engine's terms, recorded with the hand, and the
hand resumes and replays with it."""

from __future__ import annotations

import pytest

from trainer.engine.betting_terms import DEFAULT_LIMIT, GAME_LIMITS
from trainer.engine.rulesets import table_rules
from trainer.store import Store
from trainer.table_run import HandError, deal_hand, table_limits, usual_stake
from trainer.training.table_run import HandRun


def _json(hand):
    return [s.to_json() for s in hand.steps]


@pytest.mark.parametrize("game", sorted(GAME_LIMITS))
@pytest.mark.parametrize("seed", [1, 7])
def test_the_usual_table_named_deals_the_usual_hand(game, seed):
    usual = {**usual_stake(game), "limit": DEFAULT_LIMIT[game].value}
    assert table_limits(game)[0] == usual["limit"]  # the usual limit is offered first
    plain, named = deal_hand(game, seed), deal_hand(game, seed, None, usual)
    assert _json(named) == _json(plain) and named.table == {} and named.seats == plain.seats


def test_another_stake_and_limit_are_the_tables_terms():
    hand = deal_hand("holdem", 4, 6, {"big_blind": 50, "limit": "no-limit"})
    assert hand.table == {"big_blind": 50, "limit": "no-limit"}
    assert all(s.question.scenario["params"]["big_blind"] == 50 for s in hand.steps)
    forced = hand.steps[0]
    assert forced.kind == "forced-bets" and sorted(forced.answer["posts"].values()) == [25, 50]  # R8-1: half
    pot = deal_hand("holdem", 4, 6, {"big_blind": 50})  # the same cards and stacks, at pot limit
    first = next(s.answer for s in hand.steps if s.kind == "follow-action")
    first_pot = next(s.answer for s in pot.steps if s.kind == "follow-action")
    assert first["seat"] == first_pot["seat"] and first["max_raise_to"] > first_pot["max_raise_to"]


@pytest.mark.parametrize(("game", "table", "words"), [
    ("stud", {"limit": "pot"}, "no-limit"),
    ("omaha-macau", {"limit": "half-pot"}, "pot or no-limit"),
    ("holdem", {"ante": 5}, "big_blind, limit"),
    ("qpoker", {"limit": "pot"}, "no stakes or limit"),
    ("holdem", {"big_blind": 0}, "positive whole number"),
])
def test_a_table_the_game_does_not_play_is_refused_in_words(game, table, words):
    with pytest.raises(HandError, match=words):
        deal_hand(game, 1, None, table)


def test_a_hand_at_a_chosen_table_is_recorded_with_it_and_resumes_with_it():
    with Store.memory() as store:
        ana = store.add_trainee("Ana")
        table = {"ante": 40, "limit": "pot"}
        run = HandRun.start(store, ana.id, "sintetico", 9, 5, table=table)
        run.begin()
        run.submit(run.current.answer)
        (attempt,) = store.attempts(trainee_id=ana.id)
        assert attempt.params["hand"]["table"] == table
        resumed = HandRun.resume(store, ana.id)
        assert resumed is not None and resumed.hand.table == table and resumed.number == 2
        assert _json(resumed.hand) == _json(run.hand)
        assert store.played_hands(ana.id)[0].table == table
        usual = HandRun.start(store, ana.id, "sintetico", 9, 5)  # the usual table: nothing more recorded
        usual.begin()
        usual.submit(usual.current.answer)
        assert "table" not in store.attempts(session_id=usual.session.id)[0].params["hand"]


@pytest.mark.parametrize("entry", [10, 30, 50, 200])
def test_r0_5_art_6_7_a_stud_entry_other_than_20_or_100_is_refused(entry):
    assert table_rules("stud").entries == (20, 100)
    with pytest.raises(HandError, match=r"entry .* is 20 or 100"):
        deal_hand("stud", 1, None, {"ante": entry})


@pytest.mark.parametrize("entry", [20, 100])
def test_r0_5_art_6_every_stud_seat_starts_with_the_capital_floor_of_its_entry(entry):
    floor = table_rules("stud").capital_floor[entry]  # art. 6: $500 at a $20 entry, $1,000 at $100
    hands = [deal_hand("stud", seed, 7, {"ante": entry}) for seed in range(40)]
    starts = [s["stack"] for hand in hands for s in hand.steps[0].before["seats"]]
    assert min(starts) >= floor and all(chips % entry == 0 for chips in starts)
    assert min(starts) < floor + 6 * entry  # some seats start near the floor: all-ins come from the hand's betting


def test_the_limits_and_stakes_offered_are_the_rule_sets():
    for game in GAME_LIMITS:
        assert table_limits(game) == tuple(str(limit) for limit in GAME_LIMITS[game])  # R8-5
        assert next(iter(usual_stake(game).values())) == table_rules(game).stakes[0]
    assert table_limits("qpoker") == () and usual_stake("thirteen") == {}
