"""Chip drill 3 (issue 20): colour up a stack, or change a large chip for a bet.

**Colour up** (``colour-up``): a seat's chips, handed in as small chips, exchanged for the
fewest chips of the same total (:func:`trainer.engine.chipset.colour_up`).  The stack handed
in is the seat's committed amount (the seat :class:`~.chips.CountStack` counts) made up of
small chips by a fixed rule, :func:`handed_stack`: the amount's fewest chips, each
denomination but the table's smallest changed into the fewest chips below it
(:func:`trainer.engine.chipset.broken_down`) — 1,975 is handed in as 2 x 500, 5 x 100,
16 x 25 and 15 x 5 (38 chips for 9).  A lesson may give its own stack (``params.stack``);
a generated question records the stack in its params, so a replay or a re-grade shows the
same chips.  Not asked when the stack handed in is already the fewest.

**Change a bet** (``change-bet``): the seat to act announces a call and puts in one chip
larger than the call — the smallest chip of the table's set above it (or ``params.chip``);
the croupier gives back the change, chip - call, in the fewest chips.  Non-banked rule 53:
when the chips put in differ from the bet announced, the croupier changes them so the exact
bet stands.  The Macau Omaha and stud regulations say only that bets are chips; there the
change is the house's practice.

Both are graded like a payment (:func:`~.chips.grade_chips`): the total right is half the
marks, the fewest chips the other half.  Building the fewest chips is the house's practice
(no regulation says how chips are made up).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.chipset import ChipSet, broken_down, chip_count, colour_up, total
from trainer.engine.errors import ScenarioError
from trainer.engine.poker import PokerSolution
from trainer.engine.rulesets import POKER_GAMES, RULESETS
from trainer.i18n import QT_TRANSLATE_NOOP, number, tr
from trainer.scenarios import words
from trainer.tasks.answers import ChipsAnswer
from trainer.tasks.base import GivenAnswer, Grade, Params, Shape, Step, Task
from trainer.tasks.betting import BET_SIZES, SeatToAct, round_steps
from trainer.tasks.chips import (
    CountStack,
    bets_in_chips,
    chip_set_of,
    chips_answer,
    chips_words,
    grade_chips,
    read_chips,
    read_chips_answer,
)

CHANGE_RULES = {
    "Despacho 97/2010": "Despacho 97/2010 art. 4.1, 11.1",  # bets are chips; a bet announced binds the seat
    "Portaria 104/85/M": "Portaria 104/85/M art. 7",  # the pot is the total, in chips, put in
}
"""Where the regulations (:attr:`RuleSet.instrument`) without a rule on changing chips say what the
change rests on."""
CHANGE_RULE = "non-banked rule 53"
FEWEST_CITE = "ruling R0-3"
"""The fewest chips are a house practice (said so in the sentence); the chips are of the
table's set, whose smallest is the chip unit every amount is a multiple of (R0-3)."""


def handed_stack(amount: int, chip_set: ChipSet) -> dict[int, int] | None:
    """The small chips a seat hands in for ``amount`` (see the module): its fewest chips
    broken down one denomination; None when that is no more chips than the fewest."""
    if amount <= 0 or not chip_set.can_make(amount):
        return None
    fewest = chip_set.fewest(amount)
    stack = broken_down(fewest, chip_set)
    return stack if chip_count(stack) > chip_count(fewest) else None


def products(chips: Mapping[int, int]) -> str:
    """``2 × 500 = 1,000, 5 × 100 = 500``, largest chips first."""
    return words.listed(tr("{count} × {value} = {sum}", count=count, value=number(value), sum=count * value)
                        for value, count in sorted(chips.items(), reverse=True) if count)


def largest_first(amount: int, chips: Mapping[int, int]) -> str:
    """The fewest chips of ``amount`` taken largest first: ``1 × 1,000, 975 left; ...``."""
    out, left = [], amount
    for value, count in sorted(chips.items(), reverse=True):
        if count:
            left -= value * count
            out.append(tr("{count} × {value}, {left} left", count=count, value=number(value), left=left))
    return words.clauses(out)


def _stack_param(raw: Any, chip_set: ChipSet, amount: int) -> dict[int, int]:
    path = ("params", "stack")
    chips = read_chips(raw)
    if not chips:
        raise ScenarioError(path, f"expected the chips handed in, chip value -> count, got {raw!r}")
    foreign = sorted(set(chips) - set(chip_set.values))
    if foreign:
        raise ScenarioError(path, f"chips of {foreign} are not in the table's set {list(chip_set.values)}")
    if total(chips) != amount:
        raise ScenarioError(path, f"the stack makes {total(chips)}, not the seat's {amount}")
    if chip_count(chips) <= chip_set.fewest_count(amount):
        raise ScenarioError(path, f"{chip_count(chips)} chips are already the fewest for {amount}: nothing to "
                                  f"colour up")
    return chips


class ColourUp(Task[PokerSolution, ChipsAnswer]):
    """Colour up: a seat's chips handed in small, given back in the fewest chips."""

    id = "colour-up"
    shape = Shape.COUNT
    # a stack of small chips counted and rebuilt in the fewest chips: a count and a payment together,
    # each denomination once
    target_s = 20
    answer_words = MappingProxyType({"chips": QT_TRANSLATE_NOOP("", "chips", "answer key")})
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Colour up")
    games = POKER_GAMES
    params_allowed = frozenset({"stack"})

    def applies(self, solution: PokerSolution) -> str | None:
        why = _COUNTED.applies(solution)
        if why:
            return why
        if handed_stack(self.amount(solution), chip_set_of(solution)) is None:
            return "the seat's chips are already the fewest: nothing to colour up"
        return None

    def seat(self, solution: PokerSolution) -> int:
        """The seat whose chips are coloured up: the one counted in the count-stack drill."""
        return _COUNTED.seat(solution)

    def amount(self, solution: PokerSolution) -> int:
        return solution.hand.seat(self.seat(solution)).committed

    def chip_amount(self, solution: PokerSolution, params: Params) -> int | None:
        """The stack coloured up: the seat's chips, handed in small and given back in the fewest."""
        return self.amount(solution)

    def stack(self, solution: PokerSolution, params: Params) -> dict[int, int]:
        """The chips handed in: the lesson's ``params.stack``, else :func:`handed_stack`."""
        chip_set, amount = chip_set_of(solution), self.amount(solution)
        if params.get("stack") is not None:
            return _stack_param(params["stack"], chip_set, amount)
        stack = handed_stack(amount, chip_set)
        assert stack is not None  # applies()
        return stack

    def recorded_params(self, solution: PokerSolution) -> dict[str, Any]:
        return {"stack": {str(v): n for v, n in sorted(self.stack(solution, {}).items(), reverse=True)}}

    def prompt(self, solution: PokerSolution, params: Params) -> str:
        return tr("Seat {seat} hands in the chips shown: colour them up, the same amount in the fewest chips.",
                  seat=self.seat(solution))

    def answer(self, solution: PokerSolution, params: Params) -> ChipsAnswer:
        chip_set = chip_set_of(solution)
        return chips_answer(colour_up(self.stack(solution, params), chip_set), chip_set)

    def read_answer(self, raw: Any, path: Any) -> ChipsAnswer:
        return read_chips_answer(raw, path)

    def grade(self, given: GivenAnswer, correct: ChipsAnswer) -> Grade:
        return grade_chips(given, correct, tr("the total"))

    def explain(self, solution: PokerSolution, params: Params) -> list[Step]:
        stack = self.stack(solution, params)
        chip_set = chip_set_of(solution)
        amount, fewest = total(stack), colour_up(stack, chip_set)
        cite = bets_in_chips(solution.hand.game)
        return [
            Step(tr("Every bet is made in chips. Seat {seat} hands in {products}: {amount} in %n chips.", None,
                    chip_count(stack), seat=self.seat(solution), products=products(stack), amount=amount), cite),
            Step(tr("Coloured up in the fewest chips, the largest first (the house's practice: no regulation says "
                    "how chips are exchanged): {steps}. {amount} is {chips}: %n chips.", None, chip_count(fewest),
                    steps=largest_first(amount, fewest), amount=amount, chips=chips_words(fewest)), FEWEST_CITE),
        ]


def _chip_param(raw: Any, chip_set: ChipSet, call: int, behind: int) -> int:
    path = ("params", "chip")
    if isinstance(raw, bool) or not isinstance(raw, int) or raw not in chip_set.values:
        raise ScenarioError(path, f"expected a chip of the table's set {list(chip_set.values)}, got {raw!r}")
    if raw <= call:
        raise ScenarioError(path, f"a chip of {raw} is no larger than the call of {call}: no change")
    if raw > behind:
        raise ScenarioError(path, f"the seat has only {behind} behind: it has no chip of {raw}")
    return raw


class ChangeBet(SeatToAct[ChipsAnswer]):
    """Change a bet: the seat to act calls with one chip too large; the change, fewest chips."""

    id = "change-bet"
    target_s = 10  # a call's change from one chip: one subtraction and a small payment, while the game waits
    answer_words = MappingProxyType({"chips": QT_TRANSLATE_NOOP("", "chips", "answer key")})
    title = QT_TRANSLATE_NOOP("", "Change a bet")
    params_allowed = frozenset({"chip"})

    def applies(self, solution: BettingSolution) -> str | None:
        why = super().applies(solution)
        if why:
            return why
        call = self.call(solution)
        if call == 0:
            return "nothing to call: no chip is put in"
        if call in chip_set_of(solution).values:
            return f"the call of {call} is one chip: no change"
        chip = self._smallest_above(solution)
        if chip is None:
            return f"the seat has no chip larger than the call of {call}"
        return None

    @staticmethod
    def call(solution: BettingSolution) -> int:
        options = solution.state.options
        assert options is not None  # a seat is to act
        return options.to_call

    @staticmethod
    def _behind(solution: BettingSolution) -> int:
        options = solution.state.options
        assert options is not None
        return solution.state.stacks[options.seat]

    def _smallest_above(self, solution: BettingSolution) -> int | None:
        call = self.call(solution)
        above = [v for v in chip_set_of(solution).values if v > call]
        return above[0] if above and above[0] <= self._behind(solution) else None

    def chip(self, solution: BettingSolution, params: Params) -> int:
        """The chip put in: the lesson's ``params.chip``, else the smallest chip above the call."""
        if params.get("chip") is not None:
            return _chip_param(params["chip"], chip_set_of(solution), self.call(solution), self._behind(solution))
        chip = self._smallest_above(solution)
        assert chip is not None  # applies()
        return chip

    def recorded_params(self, solution: BettingSolution) -> dict[str, Any]:
        return {"chip": self.chip(solution, {})}

    def change(self, solution: BettingSolution, params: Params) -> int:
        return self.chip(solution, params) - self.call(solution)

    def chip_amount(self, solution: BettingSolution, params: Params) -> int | None:
        """The change given back, in the fewest chips."""
        return self.change(solution, params)

    def prompt(self, solution: BettingSolution, params: Params) -> str:
        options = solution.state.options
        assert options is not None
        return tr("Seat {seat} calls {call} with one chip of {chip}: give the change in the fewest chips.",
                  seat=options.seat, call=self.call(solution), chip=self.chip(solution, params))

    def answer(self, solution: BettingSolution, params: Params) -> ChipsAnswer:
        chip_set = chip_set_of(solution)
        return chips_answer(chip_set.fewest(self.change(solution, params)), chip_set)

    def read_answer(self, raw: Any, path: Any) -> ChipsAnswer:
        return read_chips_answer(raw, path)

    def grade(self, given: GivenAnswer, correct: ChipsAnswer) -> Grade:
        return grade_chips(given, correct, tr("the change"))

    def explain(self, solution: BettingSolution, params: Params) -> list[Step]:
        options = solution.state.options
        assert options is not None
        game, seat = solution.state.game, options.seat
        call, chip = self.call(solution), self.chip(solution, params)
        change = chip - call
        fewest = chip_set_of(solution).fewest(change)
        # the round so far and the call, as the bet-sizes drill tells them (ruling R8-4)
        steps = BET_SIZES.explain(solution, params)[: len(round_steps(solution)) + 1]
        arithmetic = tr("the change is {chip} − {call} = {change}", chip=chip, call=call, change=change)
        instrument = RULESETS[game].instrument
        if instrument in CHANGE_RULES:
            steps.append(Step(tr("Seat {seat} calls {call} with one chip of {chip}. Every bet is made in chips; the "
                                 "regulation says nothing of changing them, so the croupier gives the change as "
                                 "the house's practice: {arithmetic}.", seat=seat, call=call, chip=chip,
                                 arithmetic=arithmetic), CHANGE_RULES[instrument]))
        else:
            steps.append(Step(tr("Seat {seat} calls {call} with one chip of {chip}. When the chips put in differ "
                                 "from the bet announced, the croupier changes them so the exact bet stands, and "
                                 "the player may not object: {arithmetic}.", seat=seat, call=call, chip=chip,
                                 arithmetic=arithmetic), CHANGE_RULE))
        steps.append(Step(tr("The change in the fewest chips, the largest first (the house's practice: no "
                             "regulation says how change is made up): {steps}. {change} is {chips}: %n chips.",
                             None, chip_count(fewest), steps=largest_first(change, fewest), change=change,
                             chips=chips_words(fewest)), FEWEST_CITE))
        return steps


_COUNTED = CountStack()
TASKS = (ColourUp(), ChangeBet())

__all__ = ["TASKS", "ChangeBet", "ColourUp", "handed_stack", "largest_first", "products"]
