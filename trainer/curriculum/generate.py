"""Seeded scenario generators (issue 6): exam items built to an instructor's constraints.

``generate(game, task, count, seed, constraints)`` returns ``count`` questions.
Item *i* is drawn from its own ``random.Random(f"{seed}:{game}:{task}:{i}")``,
so the same arguments always give the same items and an item never depends on
how many draws an earlier one needed.  Scenarios are built to meet the
constraints by design; each is then solved by the engine (through
:func:`trainer.curriculum.items.item_questions`, exactly as a scripted item)
and checked — the task can be asked about it and every constraint holds on the
engine's answer — and drawn again if not, at most ``MAX_TRIES`` times.
Constraints an instructor leaves out are drawn per item, so an exam mixes them.

Constraint vocabulary (``check_constraints`` refuses anything else, naming the
allowed keys, and any value or combination that cannot be generated):

Every table drawn is one the regulation allows (RULINGS R0-5, R8-5; the game's
``TableRules``): the players a hand is dealt to, real Macau stakes, stud's entry of 20 or
100 with every seat starting at art. 6's floor, 13 cards' stakes of 1-3 points of the
stated bet unit, a betting table's board as its round has dealt it.

Poker (holdem, omaha, sintetico, omaha-macau) and stud:
  seats       seats dealt in: a number or [min, max], within the game's players (R0-5:
              holdem, omaha 4-10, sintetico 4-11, omaha-macau 2-10, stud 2-7)
  folds       how many of them folded
  side_pots   0-4: side pots beyond the main pot (R1-2)        pot-split, commission, cut-pot
  tie         true: the main pot is split (R1-3)               winner, pot-split, cut-pot (always
              true there: the pot cut is a split main pot)
  odd_chips   true: a split leaves odd chip units (R1-4)       pot-split, cut-pot
  commission  on, off or cap-binding (R1-5; stud: on or off)   pot-split, commission, cut-pot
  uncalled    true: an uncalled bet goes back (R1-1)           pot-split, commission, cut-pot
  chip_unit   1, 5, 10, 25, 50 or 100 (R0-3)                   pot-split, commission, cut-pot
  board_plays true: the tied winners play the board            holdem: winner, pot-split, hand-category
  final_round true: the last street's bets are given (R2-2)    omaha-macau: showdown-order
Stud only:
  street      1-4 open cards (below 4 the hand ends by folds, or first-to-act)
  folded_at   a street 1-4 or a list: folded seats carry folded_at from it
  duty_passes true: the best board on the street asked folded (R4-5)   first-to-act
Thirteen cards:
  foul        yes, no or subtle: a place fouls; none does; a foul-or-not decided by a
              kicker, by the 13-card straight order (A-2-3-4-5 second highest) or by equal
              rows (not a foul) — in thirteen-settle also a row of identical ranks that
              goes to the banker, or decided by the straight order      foul, thirteen-settle
  natural     true, false or a natural's name (dragon, six-pairs-and-a-half, three-flushes,
              three-straights)                                 foul, natural, thirteen-settle
  dice        true: the four dice are given (R5-1)
  arranged    false: the seats give 13 unarranged cards        natural, dice
Q Poker:
  qualifies   true/false: the croupier qualifies (R6-5)
  folds       how many seats fold (R6-5)                       qpoker-payout
  decks       1 or 2
  seats       seats with a bet: a number or [min, max]
Chip drills (the amount is the engine's, as the drill reads it: pay-chips, the payment, in
every game; count-stack, the seat's committed chips; colour-up, the stack's total; change-bet,
the change given back; cut-pot, the pot cut, as its chips are drawn):
  chip_set      the table's chips: a list, e.g. [25, 100, 500, 1000], or a named set (house:
                5-10,000; low: 1, 5, 25, 100, 500; high: 25-10,000); the smallest chip is the
                table's chip unit (R0-3), every other a multiple of it; poker and stud: a
                smallest chip of 1, 5, 10, 25, 50 or 100, the chip_unit if one is given too;
                colour-up and change-bet: two chips or more (one chip exchanges for nothing)
  amount        the drill's amount: a number or [min, max]
  denominations chips the fewest make-up of the amount must use: a value or a list, e.g.
                [500, 25] (each a chip of the set; without chip_set, of the house set)

YAML reads ``yes``/``no`` and ``on``/``off`` as true/false; both spellings work.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from trainer.curriculum.items import ScriptedItem, item_questions
from trainer.engine.rulesets import GAMES, POKER_GAMES
from trainer.engine.solve import solve_typed
from trainer.engine.tables import table_faults
from trainer.generators import chip_drill, module_for
from trainer.generators.chips import CHIP_UNITS
from trainer.generators.common import GenerateError, Retry, read_constraints
from trainer.table_run.drill import hand_questions
from trainer.tasks import TASKS
from trainer.tasks.base import Question

MAX_TRIES = 200
UNGENERATED = tuple(t.id for t in TASKS.values() if not t.generated)

__all__ = ["GenerateError", "check_constraints", "generate", "generate_scenarios", "tasks_of"]


def tasks_of(game: str) -> list[str]:
    """The tasks the generators can build for ``game``."""
    return [t.id for t in TASKS.values() if game in t.games and t.id not in UNGENERATED]


def check_constraints(game: str, task: str, constraints: Mapping[str, Any] | None) -> None:
    """Refuse unknown keys, bad values and combinations that cannot be generated."""
    if not game:
        return  # the lesson's game is already reported as invalid
    normalise(game, task, constraints)


def normalise(game: str, task: str, constraints: Mapping[str, Any] | None) -> dict[str, Any]:
    """The constraints validated and in normal form (ranges as tuples, aliases resolved)."""
    if game not in GAMES:
        raise GenerateError((), f"unknown game {game!r} (one of: {', '.join(GAMES)})")
    if task not in TASKS or task in UNGENERATED:
        raise GenerateError((), f"cannot generate task {task!r} (one of: {', '.join(tasks_of(game))})")
    if game not in TASKS[task].games:
        allowed = ", ".join(tasks_of(game))
        raise GenerateError((), f"task {task!r} does not apply to {game} (one of: {allowed})")
    if TASKS[task].dealt:  # a moment of a seeded hand: nothing to constrain
        if constraints:
            raise GenerateError((), f"task {task!r} takes no constraints (its questions are steps of dealt hands)")
        return {}
    module = module_for(game, task)
    values = read_constraints(module.CONSTRAINTS, game, task, constraints)
    module.check(game, task, values)
    chip_drill.check(game, task, values, CHIP_UNITS if game in POKER_GAMES else None)
    return values


def generate(
    game: str, task: str, count: int, seed: int, constraints: Mapping[str, Any] | None = None
) -> list[Question]:
    """``count`` questions on ``task``, deterministic for (game, task, seed, constraints); for a
    task asked step by step (follow the action), ``count`` hands, each one question a step."""
    values = normalise(game, task, constraints)
    if count < 0:
        raise GenerateError((), f"count must not be negative, got {count}")
    if TASKS[task].dealt:

        return hand_questions(game, task, count, seed)
    return [q for i in range(count) for q in _questions(game, task, seed, i, values, constraints)]


def generate_scenarios(
    game: str, task: str, count: int, seed: int, constraints: Mapping[str, Any] | None = None
) -> list[dict[str, Any]]:
    return [dict(q.scenario) for q in generate(game, task, count, seed, constraints)]


def generate_items(
    game: str, task: str, count: int, seed: int, constraints: Mapping[str, Any] | None = None
) -> list[ScriptedItem]:
    """The items :func:`generate` asks, each whole: a hand followed step by step (follow the
    action) is one item with the whole hand, as a lesson writes it (``trainer generate``)."""
    values = normalise(game, task, constraints)
    if TASKS[task].dealt:
        raise GenerateError((), f"task {task!r} is a step of a dealt hand: its items are the hand's steps")
    return [_item(game, task, seed, i, values, constraints) for i in range(count)]


def _questions(
    game: str, task: str, seed: int, index: int, values: Mapping[str, Any], given: Any
) -> list[Question]:
    return item_questions(_item(game, task, seed, index, values, given))


def _item(
    game: str, task: str, seed: int, index: int, values: Mapping[str, Any], given: Any
) -> ScriptedItem:
    module = module_for(game, task)
    rng = random.Random(f"{seed}:{game}:{task}:{index}")
    last = "nothing fitted"
    values = chip_drill.implied(values)  # the chip unit a chip set implies
    for _ in range(MAX_TRIES):
        try:
            scenario = chip_drill.dressed(module.build(rng, game, task, values), values)
        except Retry as exc:
            last = str(exc)
            continue
        faults = table_faults(scenario)
        if faults:  # a table the regulation does not allow (RULINGS R0-5, R8-5): never shown
            last = str(faults[0])
            continue
        solution = solve_typed(scenario)[1]
        why = TASKS[task].asks_about(solution) or module.unmet(game, task, values, scenario, solution)
        if why is None and chip_drill.wants_chips(values):
            scenario, solution, why = _chips_as_asked(module, task, values, scenario, solution)
        if why is None:
            # a task asked with params (a proposed action...) draws them from the hand it is about
            try:
                params = module.params_for(rng, task, solution, values) if hasattr(module, "params_for") else {}
                params = {**TASKS[task].recorded_params(solution), **params}
            except Retry as exc:
                last = str(exc)
                continue
            return ScriptedItem(id=f"{task}-{seed}-{index + 1}", task=task, scenario=scenario, params=params,
                                solution=solution)
        last = why
    raise GenerateError(
        (), f"cannot generate {game} {task} item {index + 1} with constraints {dict(given or {})} "
            f"after {MAX_TRIES} tries (last miss: {last})"
    )


def _chips_as_asked(module: Any, task: str, values: Mapping[str, Any], scenario: dict[str, Any],
                    solution: Any) -> tuple[dict[str, Any], Any, str | None]:
    """A chip drill's scenario whose amount (the task's ``chip_amount``) meets ``amount`` and
    ``denominations``: as drawn, else (13 cards, Q Poker) with its stakes multiplied by a
    whole number; the miss if none."""
    from trainer.tasks.chips import chip_set_of

    drill = TASKS[task]
    first = drill.chip_amount(solution, {})
    if first is None:
        return scenario, solution, f"task {task} makes no amount in chips"
    why: str | None = "no stake scales"
    ks = chip_drill.scales(values, first) if hasattr(module, "scale") else [1]
    for k in ks:
        candidate = module.scale(scenario, k) if k != 1 else scenario
        solved: Any = solution if k == 1 else solve_typed(candidate)[1]
        why = drill.asks_about(solved) or module.unmet("", task, values, candidate, solved)
        amount = drill.chip_amount(solved, {}) if why is None else None
        if why is None and amount is not None:
            chip_set = chip_set_of(solved)
            if not chip_set.can_make(amount):
                why = f"the table's chips cannot make {amount}"
            else:
                why = chip_drill.unmet(values, amount, chip_set.fewest(amount))
        if why is None:
            return candidate, solved, None
    return scenario, solution, why
