"""Bench section: betting action (RULINGS R8).

Workload: seeded 10-seat pot-limit ``omaha-macau`` hands whose betting runs through
all four rounds (calls, checks, bets and raises drawn among the actions the engine
declares legal, nobody folding before the river), kept as scenarios with ``betting``.

- ``solve`` of such a scenario (reading, replaying every action against R8, the
  pots from the derived commitments, the ``betting`` answer): median time per hand
  (issue 18's target: under 1 ms);
- a 100-item betting exam built from its seed (issue 18's target: under 200 ms);
- the betting replay alone (:func:`trainer.engine.betting.play`) beside pokerkit
  replaying the same actions through its own state machine (``PotLimitOmahaHoldem``,
  no cap, as in the cross-check test), in hands per second, with the ratio.
"""

from __future__ import annotations

import random
from typing import Any

from trainer.bench import Row, compare, median, timings_ms
from trainer.engine.betting import BetAction, Kind, Status, betting_params, play
from trainer.engine.solve import solve

TITLE = "Betting: replaying a hand's actions (R8)"
ORDER = 25
SEATS = 10
BIG_BLIND = 100
SAMPLE = 60
SEED = 2010


def random_hand(rng: random.Random) -> dict[str, Any]:
    """A 10-seat hand with all four rounds of action, as a scenario."""
    params = {"big_blind": BIG_BLIND, "limit": "pot", "max_raises": "none"}
    stacks = {s: BIG_BLIND * rng.randint(40, 200) for s in range(1, SEATS + 1)}
    marker = rng.randint(1, SEATS)
    terms = betting_params("omaha-macau", params, 1)
    rounds: list[list[BetAction]] = [[]]
    while True:
        state = play(terms, stacks, rounds, marker=marker)
        if state.status == Status.DEAL:
            rounds.append([])
            continue
        if state.options is None:
            break
        o = state.options
        raising = (Kind.RAISE in o.actions or Kind.BET in o.actions) and rng.random() < 0.08 \
            and o.min_raise_to is not None
        if raising:
            assert o.min_raise_to is not None
            kind = Kind.RAISE if Kind.RAISE in o.actions else Kind.BET
            rounds[-1].append(BetAction(o.seat, kind, o.min_raise_to))
        else:
            rounds[-1].append(BetAction(o.seat, Kind.CALL if o.to_call else Kind.CHECK))
    return {
        "game": "omaha-macau", "marker": marker, "params": params,
        "seats": [{"seat": s, "stack": n} for s, n in stacks.items()],
        "betting": [[_raw(a) for a in r] for r in rounds],
    }


def _raw(action: BetAction) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": action.seat, "action": str(action.kind)}
    if action.to is not None:
        out["to"] = action.to
    return out


def run(quick: bool) -> list[Row]:
    rng = random.Random(SEED)
    hands = [random_hand(rng) for _ in range(SAMPLE if not quick else 15)]
    rounds = sum(len(h["betting"]) for h in hands) / len(hands)
    actions = sum(len(r) for h in hands for r in h["betting"]) / len(hands)
    cycle = iter(range(10**9))
    times = timings_ms(lambda: solve(hands[next(cycle) % len(hands)]), len(hands) * (3 if quick else 10))
    rows = [Row(f"solve a {SEATS}-seat hand, {rounds:.0f} rounds, {actions:.0f} actions", median(times), "ms",
                higher_is_better=False, note="median; target < 0.5 ms (issue 36)")]
    rows.append(_replay_row(hands, seconds=1.0 if quick else 4.0))
    rows.append(_exam_row(quick))
    return rows


def _exam_row(quick: bool) -> Row:
    """A 100-item betting exam (who acts, call/min/Pot!, count the pot) built from its seed:
    every hand dealt through the engine, solved, and its question made."""
    from trainer.curriculum.exam import ExamDefinition, ExamSkill
    from trainer.training.exam.items import build_items

    skills = (ExamSkill("who-acts", 34), ExamSkill("bet-sizes", 33), ExamSkill("count-pot", 33))
    definition = ExamDefinition(id="bench-betting", title="bench", game="omaha-macau", skills=skills, items=100,
                                time_limit_min=60, pass_mark=80.0, attempts_allowed=1, review="after-submit")
    cycle = iter(range(10**9))
    times = timings_ms(lambda: build_items(definition, next(cycle)), 3 if quick else 10)
    return Row("build a 100-item betting exam (omaha-macau)", median(times), "ms", higher_is_better=False,
               note="median over seeds; target < 200 ms (issue 36)")


def _replay_row(hands: list[dict[str, Any]], seconds: float) -> Row:
    from trainer.engine.betting import read_actions

    terms = betting_params("omaha-macau", hands[0]["params"], 1)
    prepared = [({s["seat"]: s["stack"] for s in h["seats"]}, read_actions(h["betting"]), h["marker"])
                for h in hands]

    def ours() -> int:
        for stacks, rounds, marker in prepared:
            play(terms, stacks, rounds, marker=marker)
        return len(prepared)

    try:
        theirs = _pokerkit_replay(prepared)
    except ImportError:
        return Row("replay the betting of a hand", ours() / 1, "hands/s", note="pokerkit not installed: no anchor")
    ours_rate, theirs_rate = compare(ours, theirs, seconds)
    return Row("replay the betting of a hand", ours_rate, "hands/s", anchor="pokerkit", anchor_value=theirs_rate)


def _pokerkit_replay(prepared: list[tuple[dict[int, int], list[list[BetAction]], int]]) -> Any:
    from pokerkit import Automation, PotLimitOmahaHoldem

    automations = (
        Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING, Automation.HOLE_DEALING, Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING, Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )

    def theirs() -> int:
        for stacks, rounds, marker in prepared:
            seats = sorted(stacks)
            order = [s for s in seats if s > marker] + [s for s in seats if s <= marker]
            state = PotLimitOmahaHoldem.create_state(
                automations, True, 0, (BIG_BLIND // 2, BIG_BLIND), BIG_BLIND, tuple(stacks[s] for s in order),
                len(order))
            for actions in rounds:
                for a in actions:
                    if a.kind in (Kind.BET, Kind.RAISE):
                        state.complete_bet_or_raise_to(a.to)
                    elif a.kind == Kind.FOLD:
                        state.fold()
                    else:
                        state.check_or_call()
        return len(prepared)

    return theirs
