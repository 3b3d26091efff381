"""Chip drill 4 (issue 20), cut and size: a pot split between tied winners, cut into their stacks.

The table shows the pots as chips with no totals written; the prompt says who ties for the
pot asked (the trainee does not read the hands here).  The trainee cuts the pot: each
winner's stack, and thereby where the odd chips go.  Every number comes from the engine's
settlement (:mod:`trainer.engine.pots`: commission R1-5, the equal split R1-3, the odd
chips R1-4); the task only picks the pot and words it.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from trainer.engine.chipset import ChipSet
from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.poker import PokerSolution
from trainer.engine.pots import PotAward
from trainer.engine.rulesets import POKER_GAMES
from trainer.i18n import QT_TRANSLATE_NOOP, number, tr
from trainer.scenarios import words
from trainer.tasks.answers import CutPotAnswer
from trainer.tasks.base import (
    GivenAnswer,
    Grade,
    Params,
    Part,
    Shape,
    Step,
    Task,
    amount_value,
    only_keys,
    seat_map,
    whole,
)
from trainer.tasks.chips import bets_in_chips, chip_set_of, chips_words
from trainer.tasks.explain_poker import award_steps, tied_category

NO_SPLIT = "no pot is split between tied winners"


def split_awards(solution: PokerSolution) -> list[PotAward]:
    """The pots of a settled hand shared by two or more tied winners, main pot first."""
    if not solution.settlement.over:
        return []
    return [a for a in solution.settlement.awards if len(a.winners) > 1]


def in_chips(amount: int, chip_set: ChipSet) -> str:
    """``amount`` in the fewest chips of the set, or the bare number when its chips cannot make it."""
    return chips_words(chip_set.fewest(amount)) if amount and chip_set.can_make(amount) else number(amount)


class CutPot(Task[PokerSolution, CutPotAnswer]):
    """Cut and size: the pot asked (``params.pot``: 0 the main pot, n side pot n; by default
    the first pot with tied winners), cut into one stack per winner."""

    id = "cut-pot"
    shape = Shape.COUNT
    target_s = 20  # a split pot counted, less its commission, cut into equal stacks, odd chip placed
    answer_words = MappingProxyType({"shares": QT_TRANSLATE_NOOP("", "shares", "answer key")})
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Cut the pot")
    games = POKER_GAMES
    params_allowed = frozenset({"pot"})

    def applies(self, solution: PokerSolution) -> str | None:
        if not solution.settlement.over:
            return "the hand is not over: the board is not complete"
        return None if split_awards(solution) else NO_SPLIT

    def award(self, solution: PokerSolution, params: Params) -> PotAward:
        """The pot asked, as the engine settled it."""
        awards = solution.settlement.awards
        if "pot" not in params:
            return split_awards(solution)[0]
        index = params["pot"]
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(awards):
            raise ScenarioError(("params", "pot"), f"no pot {index!r} in this hand (0: the main pot, "
                                                   f"1-{len(awards) - 1}: the side pots)")
        if len(awards[index].winners) < 2:
            raise ScenarioError(("params", "pot"), f"pot {index} has one winner: nothing to cut")
        return awards[index]

    def chip_amount(self, solution: PokerSolution, params: Params) -> int | None:
        """The pot cut, as its chips are drawn (the fewest of the table's set)."""
        return self.award(solution, params).pot.amount

    def prompt(self, solution: PokerSolution, params: Params) -> str:
        award = self.award(solution, params)
        seats = words.seats(award.winners)
        if award.pot.is_main:
            return tr("Seats {seats} tie for the main pot. Cut it: how much is each winner's stack?", seats=seats)
        return tr("Seats {seats} tie for side pot {n}. Cut it: how much is each winner's stack?",
                  seats=seats, n=award.pot.index)

    def answer(self, solution: PokerSolution, params: Params) -> CutPotAnswer:
        award = self.award(solution, params)
        return {"shares": {str(seat): award.share_of(seat) for seat in award.winners}}

    def read_answer(self, raw: Any, path: FieldPath) -> CutPotAnswer:
        raw = only_keys(raw, {"shares"}, path)
        shares = seat_map(raw.get("shares"), (*path, "shares"))
        return {"shares": {k: amount_value(v, (*path, "shares", k)) for k, v in shares.items()}}

    def grade(self, given: GivenAnswer, correct: CutPotAnswer) -> Grade:
        raw = given.get("shares")
        got = {str(k): v for k, v in raw.items()} if isinstance(raw, Mapping) else {}  # a stored answer is not trusted
        parts = [Part(tr("seat {seat}'s stack", seat=seat), got.get(seat) == want, want, got.get(seat))
                 for seat, want in correct["shares"].items()]
        parts += [Part(tr("seat {seat} does not share this pot", seat=seat), False, 0, chips)
                  for seat, chips in got.items() if seat not in correct["shares"] and chips]
        return whole(parts)

    def explain(self, solution: PokerSolution, params: Params) -> list[Step]:
        game = solution.hand.game
        award = self.award(solution, params)
        chip_set = chip_set_of(solution)
        pot = award.pot.amount
        steps = [Step(tr("The pot's chips, from the largest: {chips} = {amount}.",
                         chips=in_chips(pot, chip_set), amount=number(pot)),
                      bets_in_chips(game))]
        steps += award_steps(game, award, tied_category(solution, award))
        if award.equal_part:
            steps.append(Step(tr("Each equal stack of {part} is, in the fewest chips, {chips}; a chip that does "
                                 "not divide evenly is changed for smaller ones (house practice).",
                                 part=number(award.equal_part), chips=in_chips(award.equal_part, chip_set)),
                              "ruling R1-3"))
        stacks = words.listed(tr("seat {seat}: {amount}", seat=seat, amount=number(chips))
                              for seat, chips in award.shares)
        steps.append(Step(tr("The stacks pushed to the winners: {stacks}.", stacks=stacks),
                          "ruling R1-4" if award.odd_chips.units else "ruling R1-3"))
        return steps


TASKS = (CutPot(),)

__all__ = ["TASKS", "CutPot", "split_awards"]
