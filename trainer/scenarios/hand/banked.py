"""A hand of the banked games, step by step: 13 cards (Portaria 51/89/M) and Q Poker
(Despacho 89/2004).  The deal itself is drawn by the drills' seeded generators; the hand
asks its steps in the regulation's order."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..generators import qpoker as qpoker_gen
from ..generators import thirteen as thirteen_gen
from ..generators.common import Retry
from ..tasks.dealing import Deal
from .registry import hand_task
from .steps import HandStep, asked, solved, step

TRIES = 200


def _drawn(build: Any, rng: random.Random, game: str, task: str, values: Mapping[str, Any]) -> dict[str, Any]:
    for _ in range(TRIES):
        try:
            return dict(build(rng, game, task, values))
        except Retry:
            continue
    raise RuntimeError(f"no {game} deal after {TRIES} draws")  # pragma: no cover - the generators fit quickly


def thirteen_hand(rng: random.Random) -> list[HandStep]:
    """R5-1 the dice and the first card; art. 7 fouls; art. 9 I naturals; art. 8-11 settlement."""
    full = _drawn(thirteen_gen.build, rng, "thirteen", "thirteen-settle", {"dice": True})
    stakes = {k: v for k, v in full.items() if k not in ("banker", "seats")}
    stakes["seats"] = [{"seat": s["seat"], "stake": s["stake"]} for s in full["seats"]]
    steps = [step("dice", solved(full), full, stakes, full)]  # the dice thrown, the cards dealt from them
    steps += [asked(kind, full) for kind in ("foul", "natural", "thirteen-settle")]
    return steps


def qpoker_hand(rng: random.Random, spots: int | None) -> list[HandStep]:
    """Art. 7 the deal; art. 9 1) pair plus first; 9 2)-3) the decisions; 9 4) the croupier
    qualifies or not; 9 5)-7) and 10 the payouts."""
    values: dict[str, Any] = {"seats": (spots, spots)} if spots else {}
    full = _drawn(qpoker_gen.build, rng, "qpoker", "qpoker-payout", values)
    bets = {k: v for k, v in full.items() if k != "dealer"}
    bets["seats"] = [{k: v for k, v in s.items() if k not in ("cards", "decision")} for s in full["seats"]]
    dealt = dict(full)
    dealt["seats"] = [{k: v for k, v in s.items() if k != "decision"} for s in full["seats"]]
    solution = solved(full)
    deal = Deal("qpoker", tuple(s["seat"] for s in full["seats"]))
    pair_plus = hand_task("pair-plus").asks_about(solution) is None
    # The spots decide (art. 9 2)) after pair plus is settled, or after the deal if no spot has
    # pair plus: the table then shows the decisions the folds are collected from.
    steps = [step("deal-order", deal, full, bets, dealt if pair_plus else full)]
    for kind in ("pair-plus", "fold-collect", "qpoker-qualify", "qpoker-payout"):
        if hand_task(kind).asks_about(solution) is None:
            steps.append(step(kind, solution, full, steps[-1].after, full))
    return steps
