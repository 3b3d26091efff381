"""Properties of the betting engine over random legal hands (RULINGS R8).

Every hand is played by choosing, at each turn, one of the actions the engine
declares legal (an amount drawn between its smallest and largest), then the whole
hand is replayed from its actions.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from trainer.engine.betting import (
    ROUNDS,
    BetAction,
    BettingState,
    Kind,
    Status,
    betting_params,
    play,
)
from trainer.engine.betting_terms import GAME_LIMITS
from trainer.engine.cards import STUD_RANKS, deck

GAMES = ("holdem", "omaha", "sintetico", "omaha-macau", "stud")


@st.composite
def hands(draw: st.DrawFn) -> tuple[Any, ...]:
    game = draw(st.sampled_from(GAMES))
    unit = draw(st.sampled_from([1, 5, 25]))
    seats = sorted(draw(st.sets(st.integers(1, 7 if game == "stud" else 10), min_size=2, max_size=7)))
    stacks = {s: unit * draw(st.integers(1, 400)) for s in seats}
    params: dict[str, Any] = {"chip_unit": unit}
    if game in ("stud", "sintetico"):
        params["ante"] = unit * draw(st.integers(1, 10))
    else:
        params["big_blind"] = unit * draw(st.integers(2, 20))
    params["limit"] = str(draw(st.sampled_from(GAME_LIMITS[game])))  # R8-5: the limits the game allows
    marker = draw(st.sampled_from(seats))
    up = None
    if game == "stud":
        cards = draw(st.permutations(deck(STUD_RANKS)))
        up = {s: list(cards[i * 4:(i + 1) * 4]) for i, s in enumerate(seats)}
    return game, params, stacks, marker, up, draw(st.randoms(use_true_random=False))


def _play_randomly(game, params, stacks, marker, up, rng) -> tuple[list[list[BetAction]], list[BettingState]]:
    p = betting_params(game, params, params["chip_unit"])
    rounds: list[list[BetAction]] = [[]]
    states = []
    while True:
        state = play(p, stacks, rounds, marker=marker, up=up)
        states.append(state)
        if state.status == Status.DEAL:
            rounds.append([])
            continue
        if state.status != Status.TO_ACT:
            return rounds, states
        o = state.options
        assert o is not None
        kind = rng.choice(o.actions)
        to = None
        if kind in (Kind.BET, Kind.RAISE):
            assert o.min_raise_to is not None and o.max_raise_to is not None
            steps = (o.max_raise_to - o.min_raise_to) // p.chip_unit
            to = o.min_raise_to + p.chip_unit * rng.randint(0, steps)
            if rng.random() < 0.2:
                to = o.max_raise_to
        rounds[-1].append(BetAction(o.seat, kind, to))


@settings(max_examples=examples(150), deadline=None)
@given(hands())
def test_r8_random_legal_hands_keep_every_invariant(hand):
    game, params, stacks, marker, up, rng = hand
    rounds, states = _play_randomly(game, params, stacks, marker, up, rng)
    final = states[-1]
    assert final.status in (Status.WON, Status.SHOWDOWN, Status.RUN_OUT)
    assert len(rounds) <= ROUNDS[game]
    for state in states:
        # chips are conserved: what is left plus what went in is what each seat had
        assert all(state.stacks[s] + state.committed[s] == stacks[s] for s in stacks)
        assert state.pot == sum(state.committed.values())
        assert all(n >= 0 for n in state.stacks.values())
        o = state.options
        if o is not None and o.min_raise_to is not None:
            allin_to = state.bets.get(o.seat, 0) + state.stacks[o.seat]
            assert o.min_raise_to <= o.max_raise_to <= allin_to
            assert o.min_raise_to % params["chip_unit"] == 0 and o.max_raise_to % params["chip_unit"] == 0
        if o is not None:
            assert o.seat not in state.folded and state.stacks[o.seat] > 0
        if state.status in (Status.DEAL, Status.SHOWDOWN, Status.RUN_OUT):
            # a round never ends with a seat able to act below the highest total
            top = max(state.bets.values(), default=0)
            able = [s for s in stacks if s not in state.folded and state.stacks[s] > 0]
            assert all(state.bets.get(s, 0) == top for s in able)
    # replaying the actions the engine declared legal never fails and ends the same
    again = play(betting_params(game, params, params["chip_unit"]), stacks, rounds, marker=marker, up=up)
    assert again == final
