"""A hand's table chosen (issue 21: "a table (seats, stakes, limit)"): the stake and the limit
over the game's usual ones.  Naming the usual ones deals exactly the usual hand, step for step;
another stake or limit is played through the engine's terms, recorded with the hand, and the
hand resumes and replays with it."""

from __future__ import annotations

import pytest

from trainer.engine.betting_terms import DEFAULT_LIMIT
from trainer.scenarios.hand import TABLE_LIMITS, HandError, deal_hand
from trainer.scenarios.hand.poker import STAKES
from trainer.store import Store
from trainer.training.hand import HandRun


def _json(hand):
    return [s.to_json() for s in hand.steps]


@pytest.mark.parametrize("game", sorted(STAKES))
@pytest.mark.parametrize("seed", [1, 7])
def test_the_usual_table_named_deals_the_usual_hand(game, seed):
    usual = {**STAKES[game], "limit": DEFAULT_LIMIT[game].value}
    assert TABLE_LIMITS[game][0] == usual["limit"]  # the usual limit is offered first
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
