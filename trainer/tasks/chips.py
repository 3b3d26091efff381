"""Chip drills (issue 20): pay a payout in chips, the fewest the table's chip set allows.

"Pay it": the table shows a settled hand; the trainee works out what one spot is paid and
builds the payment from the chip set, denomination by denomination.  The total must be
right (a wrong total is a wrong payment); full marks only when it is also the fewest chips
of the set (the house rule a school teaches: pay in the largest chips the amount allows),
within the chip unit (RULINGS R0-3: the amount itself is already rounded by the game's rule).

The amount paid comes from the engine's solution, never from the task: in Q Poker a pair
plus bet won (R6-4) or the bet won against the croupier (R6-5); in 13 cards a seat's net
win as the banker settles it (Portaria 51/89/M art. 2 c, 11: the prize less the house's
commission, R5-7); in the poker games one winner's share of one pot after its commission,
as the engine splits it (R1-2 to R1-5), a side pot when there is one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.chipset import ChipSet, ChipSetError, chip_count, table_chip_set, total
from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.poker import PokerSolution
from trainer.engine.pots import PotAward
from trainer.engine.qpoker import QPokerSolution
from trainer.engine.rulesets import POKER_GAMES, RULESETS, Family, games_where
from trainer.engine.thirteen_solve import ThirteenSolution
from trainer.i18n import QT_TRANSLATE_NOOP, number, tr
from trainer.scenarios import words
from trainer.tasks import betting_words as said
from trainer.tasks.answers import ChipsAnswer, CountStackAnswer
from trainer.tasks.base import GivenAnswer, Grade, Params, Part, Shape, Step, Task, amount_value, exact, only_keys
from trainer.tasks.explain_poker import award_steps, pot_steps, tied_category
from trainer.tasks.qpoker import bet_step, dealer_steps, pair_plus_step
from trainer.tasks.thirteen import REG as THIRTEEN_REG
from trainer.tasks.thirteen import foul_steps, settle_steps

PaySolution = QPokerSolution | ThirteenSolution | PokerSolution
"""The solutions a payment is read from: a Q Poker round, a 13-card deal, a poker hand."""


@dataclass(frozen=True)
class Payment:
    """One amount the croupier pays: to which seat, for which bet, how much."""

    seat: int
    bet: str
    """Q Poker: "pair_plus" or "bet"; 13 cards: "net" (the win against the banker);
    poker: "pot" (the seat's share of pot number ``pot``)."""
    amount: int
    pot: int = 0
    """Poker: the pot the share comes from (0: the main pot, k: side pot k)."""


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


def thirteen_payments(solution: ThirteenSolution) -> list[Payment]:
    """Every seat the banker pays (a win: its prize less the house's commission, the stake
    returned beside it, Portaria 51/89/M art. 2 c, 11), by seat number."""
    return [Payment(seat, "net", place.settlement.payout.net) for seat, place in solution.seats.items()
            if place.settlement is not None and place.settlement.payout.net > 0]


def paid_pot(solution: PokerSolution) -> PotAward | None:
    """The pot asked about: the last contested side pot, else the last side pot, else the
    main pot (a side pot is the harder share to work out); None when no share is paid."""
    awards = [a for a in solution.settlement.awards if any(chips for _, chips in a.shares)]
    sides = [a for a in awards if a.pot.index > 0]
    contested = [a for a in sides if a.contested]
    for pool in (contested, sides, awards):
        if pool:
            return pool[-1]
    return None


def pot_payment(solution: PokerSolution) -> Payment | None:
    """One winner's share of the pot asked about: the winner who took an odd chip when there
    is one (the share that differs), else the first winner by seat number."""
    award = paid_pot(solution)
    if award is None:
        return None
    shares = dict(award.shares)
    receivers = [s for s in award.odd_chips.receivers if shares.get(s)]
    seat = receivers[0] if receivers else next(s for s, chips in award.shares if chips)
    return Payment(seat, "pot", shares[seat], award.pot.index)


def payment_of(solution: PaySolution) -> Payment | None:
    """The payment asked about in any game (None: nobody is paid)."""
    if isinstance(solution, QPokerSolution):
        paid = payments(solution)
    elif isinstance(solution, ThirteenSolution):
        paid = thirteen_payments(solution)
    else:
        one = pot_payment(solution) if solution.settlement.over else None
        paid = [one] if one is not None else []
    return paid[0] if paid else None


def chip_set_of(solution: PaySolution | BettingSolution) -> ChipSet:
    """The table's chip set as the engine read it: ``params.chip_set``, else the house set
    down to the table's chip unit."""
    if isinstance(solution, BettingSolution):
        return table_chip_set(solution.params.chip_unit, solution.chip_set or None)
    if isinstance(solution, QPokerSolution):
        unit, own = solution.round.chip_unit, solution.round.chip_set
    elif isinstance(solution, ThirteenSolution):
        unit, own = solution.chip_unit, solution.chip_set
    else:
        unit, own = solution.hand.params.chip_unit, solution.hand.params.chip_set
    return table_chip_set(unit, own or None)


def chips_words(chips: Mapping[int, int]) -> str:
    """``3 x 1,000 + 1 x 500``, largest chips first."""
    return " + ".join(tr("{count} × {value}", count=count, value=number(value))
                      for value, count in sorted(chips.items(), reverse=True) if count)


class PayChips(Task[PaySolution, ChipsAnswer]):
    """Pay it in chips, in every game where the croupier pays: one task (one skill, one
    target time, one panel) whose amount each game's engine gives."""

    id = "pay-chips"
    target_s = 20  # a payout built from the chips
    answer_words = MappingProxyType({"chips": QT_TRANSLATE_NOOP("", "chips", "answer key")})
    solution_kind = (QPokerSolution, ThirteenSolution, PokerSolution)
    title = QT_TRANSLATE_NOOP("", "Pay it in chips")
    games = (*games_where(lambda r: r.family == Family.QPOKER), *games_where(lambda r: r.family == Family.THIRTEEN),
             *POKER_GAMES)

    def applies(self, solution: PaySolution) -> str | None:
        if isinstance(solution, PokerSolution) and not solution.settlement.over:
            return "the hand is not over: no pot is paid yet"
        return None if payment_of(solution) is not None else "no spot is paid in this round"

    def payment(self, solution: PaySolution) -> Payment:
        """The payment asked: Q Poker, the first of the round (the lowest seat's pair plus
        first); 13 cards, the lowest winning seat; poker, one winner's share of one pot."""
        paid = payment_of(solution)
        assert paid is not None  # applies(): somebody is paid
        return paid

    def chip_amount(self, solution: PaySolution, params: Params) -> int | None:
        """The amount paid (:meth:`payment`)."""
        paid = payment_of(solution)
        return paid.amount if paid is not None else None

    def prompt(self, solution: PaySolution, params: Params) -> str:
        p = self.payment(solution)
        if p.bet == "pair_plus":
            return tr("Pay seat {seat}'s pair plus bet: build the payment from the chips, the fewest "
                      "the table's chips allow.", seat=p.seat)
        if p.bet == "net":
            return tr("Pay seat {seat}'s win against the banker: build the payment from the chips, the "
                      "fewest the table's chips allow.", seat=p.seat)
        if p.bet == "pot" and p.pot == 0:
            return tr("Pay seat {seat} what it wins from the main pot: build the payment from the chips, "
                      "the fewest the table's chips allow.", seat=p.seat)
        if p.bet == "pot":
            return tr("Pay seat {seat} what it wins from side pot {n}: build the payment from the chips, "
                      "the fewest the table's chips allow.", seat=p.seat, n=p.pot)
        return tr("Pay seat {seat}'s bet against the croupier: build the payment from the chips, the "
                  "fewest the table's chips allow.", seat=p.seat)

    def answer(self, solution: PaySolution, params: Params) -> ChipsAnswer:
        chip_set = chip_set_of(solution)
        fewest = chip_set.fewest(self.payment(solution).amount)
        # every chip of the table's set, largest first, 0 for those not paid: the set is part
        # of the answer (a payment in chips the table does not have is not the fewest)
        return {"chips": {str(value): fewest.get(value, 0) for value in reversed(chip_set.values)}}

    def read_answer(self, raw: Any, path: FieldPath) -> ChipsAnswer:
        return read_chips_answer(raw, path)

    def grade(self, given: GivenAnswer, correct: ChipsAnswer) -> Grade:
        return grade_chips(given, correct, tr("the amount paid"))

    def explain(self, solution: PaySolution, params: Params) -> list[Step]:
        p = self.payment(solution)
        if isinstance(solution, QPokerSolution):
            steps = self._qpoker_steps(solution, p)
        elif isinstance(solution, ThirteenSolution):
            steps = self._thirteen_steps(solution, p)
        else:
            steps = self._pot_steps(solution, p)
        chip_set = chip_set_of(solution)
        fewest = chip_set.fewest(p.amount)
        steps.append(Step(tr("The table's chips are {values}, each a multiple of the chip unit. Paid in the "
                             "fewest chips, largest first (the house's practice: no regulation says how a "
                             "payment is made up), {amount} is {chips}: %n chips.", None, chip_count(fewest),
                             values=words.listed(number(v) for v in reversed(chip_set.values)),
                             amount=p.amount, chips=chips_words(fewest)), "ruling R0-3"))
        return steps

    @staticmethod
    def _qpoker_steps(solution: QPokerSolution, p: Payment) -> list[Step]:
        result = next(r for r in solution.result.seats if r.seat == p.seat)
        if p.bet == "pair_plus":  # R6-4: paid on the spot's own hand, whatever the croupier holds
            return [step for step in (pair_plus_step(result),) if step]
        return [*dealer_steps(solution.result), *[step for step in (bet_step(result),) if step]]

    @staticmethod
    def _thirteen_steps(solution: ThirteenSolution, p: Payment) -> list[Step]:
        """How the seat came to win (its rows or the natural or foul that decided), then the
        money of art. 11 as the engine settled it."""
        place = solution.seats[p.seat]
        assert place.settlement is not None  # thirteen_payments(): a settled seat
        money = place.settlement.payout
        steps = [*foul_steps(solution), *settle_steps(p.seat, place.settlement)]
        steps.append(Step(tr("The banker collects or pays each bet. Seat {seat} staked {stake}: its prize is "
                             "{prize}, less the house's commission of {commission} on it (each rounded down "
                             "to the chip unit), so the croupier pays {net}, beside the stake returned.",
                             seat=p.seat, stake=money.stake, prize=money.prize, commission=money.commission,
                             net=money.net), f"{THIRTEEN_REG} art. 2 c, 11; ruling R5-7, R0-3"))
        return steps

    @staticmethod
    def _pot_steps(solution: PokerSolution, p: Payment) -> list[Step]:
        """The pots as the engine built them, then the one asked about: its commission, its
        winners and their shares."""
        game = solution.hand.game
        settlement = solution.settlement
        award = next(a for a in settlement.awards if a.pot.index == p.pot)
        steps = [*pot_steps(game, settlement), *award_steps(game, award, tied_category(solution, award))]
        if len(award.winners) == 1:  # "... takes {net}" already said it
            return steps
        if p.pot == 0:
            text = said.PAID_FROM_MAIN_POT(game, seat=p.seat, share=p.amount)
        else:
            text = said.PAID_FROM_SIDE_POT(game, seat=p.seat, share=p.amount, n=p.pot)
        steps.append(Step(text, "ruling R1-3, R1-4"))
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
    "Portaria 104/85/M": "Portaria 104/85/M art. 7",  # the pot ("bolo") is the total, in chips, put in
    "Despacho 97/2010": "Despacho 97/2010 art. 4.1",  # every bet is made in chips
}
"""Where each regulation (:attr:`RuleSet.instrument`) says that bets are chips; the non-banked
games: rules 19 and 53 (:func:`bets_in_chips`)."""


def bets_in_chips(game: str) -> str:
    return BETS_IN_CHIPS.get(RULESETS[game].instrument, "non-banked rules 19, 53")


class CountStack(Task[PokerSolution, CountStackAnswer]):
    """Count the stack: the chips a seat has put in, drawn by denomination with no total
    written under them — the total, read off the chips as a croupier does."""

    id = "count-stack"
    shape = Shape.COUNT
    target_s = 10  # a seat's chips counted at a glance, from the largest chip down
    answer_words = MappingProxyType({"amount": QT_TRANSLATE_NOOP("", "amount", "answer key")})
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Count the stack")
    games = POKER_GAMES

    def applies(self, solution: PokerSolution) -> str | None:
        if solution.hand.final_round:  # its log writes the last round's amounts
            return "the last round's actions are shown with their amounts"
        return None if any(s.committed for s in solution.hand.seats) else "no seat has put in any chips"

    def seat(self, solution: PokerSolution) -> int:
        """The seat counted: the one with the most chips in front of it (the lowest on a tie)."""
        return max(solution.hand.seats, key=lambda s: (s.committed, -s.seat)).seat

    def chip_amount(self, solution: PokerSolution, params: Params) -> int | None:
        """The stack counted: the chips the seat has put in."""
        return solution.hand.seat(self.seat(solution)).committed

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
        cite = bets_in_chips(solution.hand.game)
        return [Step(tr("Every bet is made in chips. Seat {seat}'s, from the largest chip: {chips} = {amount}.",
                        seat=seat, chips=chips_words(chips), amount=amount), cite)]


TASKS = (PayChips(), CountStack())

__all__ = ["TASKS", "ChipSetError", "CountStack", "PayChips", "PaySolution", "Payment", "chip_set_of", "chips_answer",
           "chips_words", "grade_chips", "paid_pot", "payment_of", "payments", "pot_payment", "read_chips",
           "read_chips_answer", "thirteen_payments"]
