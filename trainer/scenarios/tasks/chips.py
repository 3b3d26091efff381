"""Chip drills (issue 20): pay a payout in chips, the fewest the table's chip set allows.

"Pay it": the table shows a settled hand; the trainee works out what one spot is paid and
builds the payment from the chip set, denomination by denomination.  The total must be
right (a wrong total is a wrong payment); full marks only when it is also the fewest chips
of the set (the house rule a school teaches: pay in the largest chips the amount allows),
within the chip unit (RULINGS R0-3: the amount itself is already rounded by the game's rule).

The amount paid comes from the engine's solution (Q Poker: a pair plus bet won, R6-4, or
the bet won against a qualified croupier, R6-5), never from the task.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.chipset import ChipSet, ChipSetError, chip_count, table_chip_set, total
from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.poker import PokerSolution
from trainer.engine.qpoker import QPokerSolution
from trainer.engine.rulesets import POKER_GAMES
from trainer.i18n import QT_TRANSLATE_NOOP, number, tr

from .answers import ChipsAnswer, CountStackAnswer
from .base import GivenAnswer, Grade, Params, Part, Step, Task, amount_value, exact, only_keys
from .qpoker import bet_step, dealer_steps, pair_plus_step


@dataclass(frozen=True)
class Payment:
    """One amount the croupier pays: to which seat, for which bet, how much."""

    seat: int
    bet: str
    """"pair_plus" or "bet"."""
    amount: int


def payments(solution: QPokerSolution) -> list[Payment]:
    """Every amount the croupier pays out in this round (a win: the stake is returned
    beside it), seat by seat, the pair plus before the bet."""
    out = []
    for r in solution.result.seats:
        if r.pair_plus.amount > 0:
            out.append(Payment(r.seat, "pair_plus", r.pair_plus.amount))
        if r.bet.amount > 0:
            out.append(Payment(r.seat, "bet", r.bet.amount))
    return out


def chip_set_of(solution: QPokerSolution | PokerSolution | BettingSolution) -> ChipSet:
    """The table's chip set as the engine read it: ``params.chip_set``, else the house set
    down to the table's chip unit."""
    if isinstance(solution, BettingSolution):
        return table_chip_set(solution.params.chip_unit, solution.chip_set or None)
    unit, own = ((solution.round.chip_unit, solution.round.chip_set) if isinstance(solution, QPokerSolution)
                 else (solution.hand.params.chip_unit, solution.hand.params.chip_set))
    return table_chip_set(unit, own or None)


def chips_words(chips: Mapping[int, int]) -> str:
    """``3 x 1,000 + 1 x 500``, largest chips first."""
    return " + ".join(tr("{count} × {value}", count=count, value=number(value))
                      for value, count in sorted(chips.items(), reverse=True) if count)


class PayChips(Task[QPokerSolution, ChipsAnswer]):
    id = "pay-chips"
    solution_kind = QPokerSolution
    title = QT_TRANSLATE_NOOP("", "Pay it in chips")
    games = ("qpoker",)

    def applies(self, solution: QPokerSolution) -> str | None:
        return None if payments(solution) else "no spot is paid in this round"

    def payment(self, solution: QPokerSolution) -> Payment:
        """The payment asked: the first of the round (the lowest seat's pair plus first)."""
        return payments(solution)[0]

    def prompt(self, solution: QPokerSolution, params: Params) -> str:
        p = self.payment(solution)
        if p.bet == "pair_plus":
            return tr("Pay seat {seat}'s pair plus bet: build the payment from the chips, the fewest "
                      "the table's chips allow.", seat=p.seat)
        return tr("Pay seat {seat}'s bet against the croupier: build the payment from the chips, the "
                  "fewest the table's chips allow.", seat=p.seat)

    def answer(self, solution: QPokerSolution, params: Params) -> ChipsAnswer:
        chip_set = chip_set_of(solution)
        fewest = chip_set.fewest(self.payment(solution).amount)
        # every chip of the table's set, largest first, 0 for those not paid: the set is part
        # of the answer (a payment in chips the table does not have is not the fewest)
        return {"chips": {str(value): fewest.get(value, 0) for value in reversed(chip_set.values)}}

    def read_answer(self, raw: Any, path: FieldPath) -> ChipsAnswer:
        return read_chips_answer(raw, path)

    def grade(self, given: GivenAnswer, correct: ChipsAnswer) -> Grade:
        return grade_chips(given, correct, tr("the amount paid"))

    def explain(self, solution: QPokerSolution, params: Params) -> list[Step]:
        p = self.payment(solution)
        result = next(r for r in solution.result.seats if r.seat == p.seat)
        if p.bet == "pair_plus":  # R6-4: paid on the spot's own hand, whatever the croupier holds
            steps = [step for step in (pair_plus_step(result),) if step]
        else:
            steps = [*dealer_steps(solution.result), *[step for step in (bet_step(result),) if step]]
        chip_set = chip_set_of(solution)
        fewest = chip_set.fewest(p.amount)
        steps.append(Step(tr("The table's chips are {values}, each a multiple of the chip unit. Paid in the "
                             "fewest chips, largest first (the house's practice: no regulation says how a "
                             "payment is made up), {amount} is {chips}: %n chips.", None, chip_count(fewest),
                             values=", ".join(number(v) for v in reversed(chip_set.values)),
                             amount=p.amount, chips=chips_words(fewest)), "ruling R0-3"))
        return steps


def read_chips_answer(raw: Any, path: FieldPath) -> ChipsAnswer:
    """A chips answer as a lesson gives it (``{chips: {500: 1, 100: 2}}``), validated."""
    raw = only_keys(raw, {"chips"}, path)
    chips = raw.get("chips")
    if not isinstance(chips, Mapping):
        raise ScenarioError((*path, "chips"), f"expected a mapping of chip value -> count, got {chips!r}")
    out: dict[str, int] = {}
    for value, count in chips.items():
        where = (*path, "chips", str(value))
        if not str(value).isdigit() or int(value) <= 0:
            raise ScenarioError(where, f"{value!r} is not a chip value")
        n = amount_value(count, where)
        if n < 0:
            raise ScenarioError(where, f"a chip count cannot be negative ({n})")
        if n:
            out[str(int(value))] = n
    return {"chips": out}


def grade_chips(given: GivenAnswer, correct: ChipsAnswer, amount_label: str) -> Grade:
    """Chips given against the fewest that make the amount: half for the amount right
    (``amount_label``), the other half for as few chips as the fewest, all of the table's set."""
    want = read_chips(correct.get("chips")) or {}
    table_set = {int(v) for v in correct.get("chips", {})}  # the right answer names every chip of the set
    got = read_chips(given.get("chips"))
    amount = total(want)
    paid = total(got) if got is not None else None
    total_right = paid == amount
    # fewest: as few chips as the best payment, all of the table's set (on a tie of counts
    # any make-up is as good: the larger-first one is only the one shown)
    fewest = (total_right and got is not None and chip_count(got) == chip_count(want)
              and set(got) <= table_set)
    parts = (
        Part(amount_label, total_right, amount, paid),
        Part(tr("the fewest chips"), fewest, chip_count(want), chip_count(got) if got is not None else None),
    )
    return Grade(sum(p.correct for p in parts) / len(parts), parts)


def chips_answer(chips: Mapping[int, int], chip_set: ChipSet) -> ChipsAnswer:
    """``chips`` as a chips answer: every chip of the table's set, largest first, 0 for those
    not given (the set is part of the answer: chips the table does not have are not the fewest)."""
    return {"chips": {str(value): chips.get(value, 0) for value in reversed(chip_set.values)}}


def read_chips(raw: Any) -> dict[int, int] | None:
    """Chips as given (value -> count, keys as strings or numbers); None when not chips."""
    if not isinstance(raw, Mapping):
        return None
    out: dict[int, int] = {}
    try:
        for value, count in raw.items():
            v, n = int(value), int(count)
            if v <= 0 or n < 0:
                return None
            if n:
                out[v] = out.get(v, 0) + n
    except (TypeError, ValueError):
        return None
    return out


BETS_IN_CHIPS = {
    "stud": "Portaria 104/85/M art. 7",  # the pot ("bolo") is the total, in chips, put in
    "omaha-macau": "Despacho 97/2010 art. 4.1",  # every bet is made in chips
}
"""Where each regulation says that bets are chips; the non-banked games: rules 19 and 53."""


class CountStack(Task[PokerSolution, CountStackAnswer]):
    """Count the stack: the chips a seat has put in, drawn by denomination with no total
    written under them — the total, read off the chips as a croupier does."""

    id = "count-stack"
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Count the stack")
    games = POKER_GAMES
    hides_totals = True

    def applies(self, solution: PokerSolution) -> str | None:
        if solution.hand.final_round:  # its log writes the last round's amounts
            return "the last round's actions are shown with their amounts"
        return None if any(s.committed for s in solution.hand.seats) else "no seat has put in any chips"

    def seat(self, solution: PokerSolution) -> int:
        """The seat counted: the one with the most chips in front of it (the lowest on a tie)."""
        return max(solution.hand.seats, key=lambda s: (s.committed, -s.seat)).seat

    def prompt(self, solution: PokerSolution, params: Params) -> str:
        return tr("Count the chips seat {seat} has put in: how much is it?", seat=self.seat(solution))

    def answer(self, solution: PokerSolution, params: Params) -> CountStackAnswer:
        return {"amount": solution.hand.seat(self.seat(solution)).committed}

    def read_answer(self, raw: Any, path: FieldPath) -> CountStackAnswer:
        raw = only_keys(raw, {"amount"}, path)
        return {"amount": amount_value(raw.get("amount"), (*path, "amount"))}

    def grade(self, given: GivenAnswer, correct: CountStackAnswer) -> Grade:
        return exact(tr("the total"), correct["amount"], given.get("amount"))

    def explain(self, solution: PokerSolution, params: Params) -> list[Step]:
        seat = self.seat(solution)
        amount = solution.hand.seat(seat).committed
        chips = chip_set_of(solution).fewest(amount)
        cite = BETS_IN_CHIPS.get(solution.hand.game, "non-banked rules 19, 53")
        return [Step(tr("Every bet is made in chips. Seat {seat}'s, from the largest chip: {chips} = {amount}.",
                        seat=seat, chips=chips_words(chips), amount=amount), cite)]


TASKS = (PayChips(), CountStack())

__all__ = ["TASKS", "ChipSetError", "CountStack", "PayChips", "Payment", "chip_set_of", "chips_answer", "chips_words",
           "grade_chips", "payments", "read_chips", "read_chips_answer"]
