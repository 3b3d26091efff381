"""A hand of the banked games, step by step: 13 cards (Portaria 51/89/M) and Q Poker
(Despacho 89/2004).  The deal itself is drawn by the drills' seeded generators; the hand
asks its steps in the regulation's order."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any

from trainer.generators import qpoker as qpoker_gen
from trainer.generators import thirteen as thirteen_gen
from trainer.generators.common import Retry
from trainer.table_run.steps import HandStep, asked, solved, step
from trainer.tasks import task_for
from trainer.tasks.dealing import Deal

TRIES = 200


def _drawn(build: Any, rng: random.Random, game: str, task: str, values: Mapping[str, Any]) -> dict[str, Any]:
    for _ in range(TRIES):
        try:
            return dict(build(rng, game, task, values))
        except Retry:
            continue
    raise RuntimeError(f"no {game} deal after {TRIES} draws")  # pragma: no cover - the generators fit quickly


def thirteen_hand(rng: random.Random) -> list[HandStep]:
    """R5-1 the dice and the first card; art. 9 I naturals, then art. 7 fouls (a natural never
    fouls, ruling R5-5: the naturals are named first); art. 8-11 settlement."""
    full = _drawn(thirteen_gen.build, rng, "thirteen", "thirteen-settle", {"dice": True})
    stakes_staked = [s["stake"] for s in full["seats"]]
    params = dict(full.get("params") or {})
    if "bet_unit" not in params:  # art. 11: a table states its unit ("ponto"); the stakes' own
        params["bet_unit"] = math.gcd(*stakes_staked)
        full["params"] = params
    stakes = {k: v for k, v in full.items() if k not in ("banker", "seats")}
    stakes["seats"] = [{"seat": s["seat"], "stake": s["stake"]} for s in full["seats"]]
    steps = [step("dice", solved(full), full, stakes, full)]  # the dice thrown, the cards dealt from them
    steps += [asked(kind, full) for kind in ("natural", "foul", "thirteen-settle")]
    return steps


def qpoker_hand(rng: random.Random, spots: int | None) -> list[HandStep]:
    """Art. 7 the deal; art. 9 1) the spots' hands opened and pair plus settled first; 9 2)-3) the
    decisions, the folds collected; 9 4) the croupier opens his hand and qualifies or not; 9 5)-7)
    and 10 the payouts.

    Once the pair plus is settled (the pair-plus step), the tables after it show it settled: a
    losing pair plus collected off its circle, a winning one still on it, paid (ruling R6-4).  The
    payout step is still asked of the whole round (its answer gives each spot's pair plus, bet and
    net, the pair plus as the pair-plus step settled it).

    The croupier's cards are closed until every spot has played or folded (art. 9 3)): the
    tables before that leave ``dealer`` out, and the table draws his three cards face down.
    A fold collected leaves its spot empty: its cards and its bet taken off the layout."""
    values: dict[str, Any] = {"seats": (spots, spots)} if spots else {}
    full = _drawn(qpoker_gen.build, rng, "qpoker", "qpoker-payout", values)
    closed = {k: v for k, v in full.items() if k != "dealer"}
    bets = dict(closed)  # the bets placed, no card dealt yet
    bets["seats"] = [{k: v for k, v in s.items() if k not in ("cards", "decision")} for s in full["seats"]]
    dealt = dict(closed)  # art. 7: three cards to each spot and to the croupier, face down
    dealt["seats"] = [{k: v for k, v in s.items() if k != "decision"} for s in full["seats"]]
    solution = solved(full)
    settled = _pair_plus_settled(full["seats"], solution)
    decided = {**closed, "shown": True, "seats": settled}  # art. 9 1)-2): the hands open, pair plus settled
    opened = {**full, "shown": True}  # art. 9 3)-4): the folds collected, the croupier's hand opened
    opened["seats"] = [s if s.get("decision") != "fold" else {"seat": s["seat"], "decision": "fold"}
                       for s in settled]
    deal = Deal("qpoker", tuple(s["seat"] for s in full["seats"]))
    kinds = [k for k in ("pair-plus", "fold-collect", "qpoker-qualify", "qpoker-payout")
             if task_for(k).asks_about(solution) is None]
    after = {"pair-plus": decided, "fold-collect": opened, "qpoker-qualify": opened, "qpoker-payout": opened}
    if "pair-plus" not in kinds:  # no pair plus to settle: the spots decide once their cards are seen
        after["deal-order"] = decided if "fold-collect" in kinds else opened
    else:
        after["deal-order"] = dealt
    if "fold-collect" not in kinds:  # nobody folds: the croupier opens once every spot has played
        after["pair-plus"] = opened
    steps = [step("deal-order", deal, full, bets, after["deal-order"])]
    for kind in kinds:
        steps.append(step(kind, solution, full, steps[-1].after, after[kind]))
    return steps


def _pair_plus_settled(seats: list[dict[str, Any]], solution: Any) -> list[dict[str, Any]]:
    """The spots once the pair plus bets are settled (art. 9 1): «o croupier procede à verificação das
    perdas e ganhos nas apostas no Par»; ruling R6-4, settled first): a losing pair plus collected
    off its circle, a winning one left on it, paid."""
    lost = {r.seat for r in solution.result.seats if r.pair_plus.amount < 0}
    return [{k: v for k, v in s.items() if k != "pair_plus"} if s["seat"] in lost else s for s in seats]
