"""A drill of a hand's own steps (issue 21): the forced bets, a deal, a board, pair plus, the
folds — each question a moment of a hand dealt from a seed.

A step of these kinds is not a table the engine solves alone (who deals first, how many
cards are burnt, is a moment of the deal, not of a scenario), so a question names its hand
in its params, ``hand: {game, seed, seats, step}`` (``step`` 1-based, ``seats`` the seat
numbers or how many), and is rebuilt by dealing that hand again (:func:`dealt_question`):
a replay, an exam resumed or a hand run on the hand screen (whose records carry the same
``hand`` params) give back the question that was asked.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from trainer.engine.errors import ScenarioError
from trainer.table_run.deal import HandError, deal_hand, seat_range
from trainer.table_run.registry import HAND_TASKS
from trainer.tasks.base import Question

MAX_HANDS = 60
"""Hands dealt for one question before giving up (a Q Poker fold is the rarest: about one
hand in three)."""


def hand_questions(game: str, task: str, count: int, seed: int) -> list[Question]:
    """``count`` questions of ``task`` for ``game``, each a step of a hand drawn from
    (seed, game, task, index): the same questions for the same arguments."""
    return [_question(game, task, seed, i) for i in range(count)]


def _question(game: str, task: str, seed: int, index: int) -> Question:
    rng = random.Random(f"{seed}:{game}:{task}:{index}")
    low, high = seat_range(game)
    for _ in range(MAX_HANDS):
        hand_seed, seats = rng.randrange(1 << 30), rng.randint(low, high)
        hand = deal_hand(game, hand_seed, seats)
        steps = [i for i, s in enumerate(hand.steps) if s.kind == task]
        if steps:
            k = rng.choice(steps)
            where = {"game": game, "seed": hand_seed, "seats": list(hand.seats), "step": k + 1}
            step = hand.steps[k]
            # the table as the step finds it (``before``): the cards a deal or a board is about
            # not yet out, the spots' hands open before they decide
            return replace(step.question, scenario=dict(step.before), params={**step.question.params, "hand": where},
                           item_id=f"{task}-{seed}-{index + 1}")
    raise ValueError(f"no {task} step in {MAX_HANDS} {game} hands dealt from seed {seed}")


def dealt_question(task: str, params: Mapping[str, Any]) -> Question:
    """The question of ``task`` at the hand and step its params name (``hand``), dealt again."""
    where = params.get("hand")
    if not isinstance(where, Mapping):
        raise ScenarioError(("params", "hand"), f"a {task} question names its hand: game, seed, seats, step")
    try:
        hand = deal_hand(str(where["game"]), int(where["seed"]), where["seats"])
        step = hand.steps[int(where["step"]) - 1]
    except (KeyError, IndexError, TypeError, ValueError, HandError) as exc:
        raise ScenarioError(("params", "hand"), f"no such hand step: {exc}") from None
    if step.kind != task:
        raise ScenarioError(("params", "hand", "step"), f"step {where['step']} of that hand is a {step.kind}, "
                                                        f"not a {task}")
    return replace(step.question, scenario=dict(step.before), params=dict(params))


__all__ = ["HAND_TASKS", "dealt_question", "hand_questions"]
