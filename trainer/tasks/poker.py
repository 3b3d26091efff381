"""Tasks on the poker rule sets: winner, hand category, showdown order, pots,
commission, stud first to act."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.poker import PokerSolution
from trainer.engine.ranking import CATEGORIES
from trainer.engine.rulesets import POKER_GAMES
from trainer.engine.showdown import StreetOpening, open_board
from trainer.i18n import QT_TRANSLATE_NOOP, tr
from trainer.tasks import betting_words as said
from trainer.tasks import explain_poker as ex
from trainer.tasks.answers import (
    CategoryAnswer,
    CommissionAnswer,
    FirstToActAnswer,
    OrderAnswer,
    PotAnswer,
    PotSplitAnswer,
    WinnerAnswer,
)
from trainer.tasks.base import (
    GivenAnswer,
    Grade,
    Params,
    Part,
    Step,
    Task,
    amount_value,
    exact,
    one_seat,
    only_keys,
    seat_list,
    seat_map,
    whole,
)

NEEDS_SHOWDOWN = "the hand is not over: the board is not complete"


def _over(solution: PokerSolution) -> bool:
    """The hand is settled: the pots have winners and the seats are paid."""
    return solution.settlement.over


class Winner(Task[PokerSolution, WinnerAnswer]):
    id = "winner"
    target_s = 10  # one showdown, the best hand named
    answer_words = MappingProxyType({"winners": QT_TRANSLATE_NOOP("", "winners", "answer key")})
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Who wins?")
    games = POKER_GAMES

    def applies(self, solution: PokerSolution) -> str | None:
        return None if _over(solution) else NEEDS_SHOWDOWN

    def prompt(self, solution: PokerSolution, params: Params) -> str:
        return tr("Which seat holds the winning hand? (Several seats if they tie.)")

    def answer(self, solution: PokerSolution, params: Params) -> WinnerAnswer:
        return {"winners": ex.best_seats(solution)}

    def read_answer(self, raw: Any, path: FieldPath) -> WinnerAnswer:
        raw = only_keys(raw, {"winners"}, path)
        return {"winners": sorted(seat_list(raw.get("winners"), (*path, "winners")))}

    def grade(self, given: GivenAnswer, correct: WinnerAnswer) -> Grade:
        return exact(tr("winning seats"), sorted(correct["winners"]), sorted(given.get("winners", [])))

    def explain(self, solution: PokerSolution, params: Params) -> list[Step]:
        return ex.explain_hands(solution)


class HandCategory(Task[PokerSolution, CategoryAnswer]):
    id = "hand-category"
    target_s = 10  # every hand read and named
    answer_words = MappingProxyType({"categories": QT_TRANSLATE_NOOP("", "categories", "answer key")})
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Read the hands")
    games = POKER_GAMES
    params_allowed = frozenset({"seats"})

    def applies(self, solution: PokerSolution) -> str | None:
        return None if solution.hand.complete and solution.values else NEEDS_SHOWDOWN

    def prompt(self, solution: PokerSolution, params: Params) -> str:
        return tr("Name the hand of each seat still in.")

    def answer(self, solution: PokerSolution, params: Params) -> CategoryAnswer:
        asked = [int(s) for s in params.get("seats", [])] or list(solution.values)
        return {"categories": {str(s): solution.values[s].category for s in asked}}

    def read_answer(self, raw: Any, path: FieldPath) -> CategoryAnswer:
        raw = only_keys(raw, {"categories"}, path)
        cats = seat_map(raw.get("categories"), (*path, "categories"))
        for seat, cat in cats.items():
            if cat not in CATEGORIES:
                raise ScenarioError((*path, "categories", seat), f"{cat!r} is not a hand category")
        return {"categories": cats}

    def grade(self, given: GivenAnswer, correct: CategoryAnswer) -> Grade:
        got = given.get("categories", {})
        return whole([
            Part(tr("seat {seat}", seat=s), got.get(s) == c, c, got.get(s))
            for s, c in correct["categories"].items()
        ])

    def explain(self, solution: PokerSolution, params: Params) -> list[Step]:
        return ex.explain_hands(solution)


class ShowdownOrder(Task[PokerSolution, OrderAnswer]):
    id = "showdown-order"
    target_s = 15  # who shows first, in order
    answer_words = MappingProxyType({"order": QT_TRANSLATE_NOOP("", "order", "answer key")})
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Showdown order")
    games = POKER_GAMES

    def applies(self, solution: PokerSolution) -> str | None:
        if not _over(solution):
            return NEEDS_SHOWDOWN
        if solution.showdown is None or len(solution.showdown.order) < 2:
            return "fewer than two seats show down"
        return None

    def prompt(self, solution: PokerSolution, params: Params) -> str:
        ask = tr("In which order do the players show their cards? Click the seats in order.")
        high = solution.hand.previous_round_high_bettor
        if high is None:
            return ask
        # Sintético (rule 108): the fact the answer turns on, said as well as drawn (issue 17 item 1).
        if solution.showdown is not None and solution.showdown.no_last_round:
            # a board run out: the cards after the last round came with no betting, so the high bet is
            # the last betting round's, not "the previous round's" (R2-1's fallback; review C4)
            return tr("Seat {seat} made the highest bet in the last betting round played. {ask}", seat=high,
                      ask=ask)
        return tr("Seat {seat} made the highest bet in the previous round. {ask}", seat=high, ask=ask)

    def answer(self, solution: PokerSolution, params: Params) -> OrderAnswer:
        assert solution.showdown is not None  # applies() asked for a hand that is over
        return {"order": list(solution.showdown.order)}

    def read_answer(self, raw: Any, path: FieldPath) -> OrderAnswer:
        raw = only_keys(raw, {"order"}, path)
        return {"order": seat_list(raw.get("order"), (*path, "order"))}

    def grade(self, given: GivenAnswer, correct: OrderAnswer) -> Grade:
        return exact(tr("showdown order"), list(correct["order"]), list(given.get("order", [])))

    def explain(self, solution: PokerSolution, params: Params) -> list[Step]:
        return ex.explain_showdown(solution)


class PotSplit(Task[PokerSolution, PotSplitAnswer]):
    id = "pot-split"
    target_s = 60  # pots and side pots split among the winners, odd chips placed
    answer_words = MappingProxyType({
        "pots": QT_TRANSLATE_NOOP("", "pots", "answer key"), "amount": QT_TRANSLATE_NOOP("", "amount", "answer key"),
        "winners": QT_TRANSLATE_NOOP("", "winners", "answer key"),
        "payouts": QT_TRANSLATE_NOOP("", "payouts", "answer key")
    })
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Pots and payouts")
    games = POKER_GAMES

    def applies(self, solution: PokerSolution) -> str | None:
        return None if _over(solution) else NEEDS_SHOWDOWN

    def prompt(self, solution: PokerSolution, params: Params) -> str:
        return said.BUILD_POTS(solution.hand.game)

    def answer(self, solution: PokerSolution, params: Params) -> PotSplitAnswer:
        settlement = solution.settlement
        return {
            "pots": [{"amount": a.pot.amount, "winners": sorted(a.winners)} for a in settlement.awards],
            "payouts": {str(seat): chips for seat, chips in settlement.payouts.items()},
        }

    def read_answer(self, raw: Any, path: FieldPath) -> PotSplitAnswer:
        raw = only_keys(raw, {"pots", "payouts"}, path)
        pots_raw = raw.get("pots", [])
        if not isinstance(pots_raw, list):
            raise ScenarioError((*path, "pots"), "expected a list of pots")
        pots: list[PotAnswer] = []
        for i, p in enumerate(pots_raw):
            p = only_keys(p, {"amount", "winners"}, (*path, "pots", i))
            pots.append({
                "amount": amount_value(p.get("amount"), (*path, "pots", i, "amount")),
                "winners": sorted(seat_list(p.get("winners"), (*path, "pots", i, "winners"))),
            })
        payouts = {
            k: amount_value(v, (*path, "payouts", k))
            for k, v in seat_map(raw.get("payouts", {}), (*path, "payouts")).items()
        }
        return {"pots": pots, "payouts": payouts}

    def grade(self, given: GivenAnswer, correct: PotSplitAnswer) -> Grade:
        parts = []
        got_pots = list(given.get("pots", []))
        for i, pot in enumerate(correct["pots"]):
            g = got_pots[i] if i < len(got_pots) else None
            label = tr("main pot") if i == 0 else tr("side pot {n}", n=i)
            parts.append(Part(label, g is not None and g == pot, pot, g))
        for g in got_pots[len(correct["pots"]):]:
            parts.append(Part(tr("extra pot"), False, None, g))
        got_pay = {k: v for k, v in given.get("payouts", {}).items() if v}
        for seat in sorted(set(correct["payouts"]) | set(got_pay), key=int):
            want, got = correct["payouts"].get(seat, 0), got_pay.get(seat, 0)
            parts.append(Part(tr("seat {seat} is paid", seat=seat), want == got, want, got))
        return whole(parts)

    def explain(self, solution: PokerSolution, params: Params) -> list[Step]:
        return ex.explain_pots(solution)


class Commission(Task[PokerSolution, CommissionAnswer]):
    id = "commission"
    target_s = 20  # the house's commission on a pot
    answer_words = MappingProxyType({"commission": QT_TRANSLATE_NOOP("", "commission", "answer key")})
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Commission")
    games = POKER_GAMES

    def applies(self, solution: PokerSolution) -> str | None:
        return None if _over(solution) else NEEDS_SHOWDOWN

    def prompt(self, solution: PokerSolution, params: Params) -> str:
        return tr("How much commission does the house take from this hand?")

    def answer(self, solution: PokerSolution, params: Params) -> CommissionAnswer:
        return {"commission": solution.settlement.commission}

    def read_answer(self, raw: Any, path: FieldPath) -> CommissionAnswer:
        raw = only_keys(raw, {"commission"}, path)
        return {"commission": amount_value(raw.get("commission"), (*path, "commission"))}

    def grade(self, given: GivenAnswer, correct: CommissionAnswer) -> Grade:
        return exact(tr("commission"), correct["commission"], given.get("commission"))

    def explain(self, solution: PokerSolution, params: Params) -> list[Step]:
        return ex.explain_commission(solution)


class FirstToAct(Task[PokerSolution, FirstToActAnswer]):
    id = "first-to-act"
    target_s = 8  # stud: read the door cards (lowest / highest board) and name the seat
    answer_words = MappingProxyType({
        "seat": QT_TRANSLATE_NOOP("", "seat", "answer key"), "street": QT_TRANSLATE_NOOP("", "street", "answer key")
    })
    solution_kind = PokerSolution
    title = QT_TRANSLATE_NOOP("", "Who opens the betting? (stud)")
    games = ("stud",)
    params_allowed = frozenset({"street"})

    def applies(self, solution: PokerSolution) -> str | None:
        return None if solution.openings else "no street to ask about"

    def _opening(self, solution: PokerSolution, params: Params) -> StreetOpening:
        """The street asked (``params.street``), else the current one: the last dealt."""
        if "street" not in params:
            return max(solution.openings, key=lambda o: o.street)
        for opening in solution.openings:
            if opening.street == params["street"]:
                return opening
        dealt = ", ".join(str(o.street) for o in solution.openings)
        raise ScenarioError(("params", "street"), f"no street {params['street']!r} in this hand (dealt: {dealt})")

    def prompt(self, solution: PokerSolution, params: Params) -> str:
        """Round 1's opener must open (art. 10 b); on later streets the best board speaks first."""
        street = self._opening(solution, params).street
        if "street" in params:
            if street == 1:
                return tr("With one open card each, which seat must open the betting?")
            return tr("With {n} open cards each, which seat speaks first?", n=street)
        if street == 1:
            return tr("On the current street, which seat must open the betting?")
        return tr("On the current street, which seat speaks first?")

    def answer(self, solution: PokerSolution, params: Params) -> FirstToActAnswer:
        opening = self._opening(solution, params)
        return {"street": opening.street, "seat": opening.opener}

    def read_answer(self, raw: Any, path: FieldPath) -> FirstToActAnswer:
        raw = only_keys(raw, {"street", "seat"}, path)
        out: FirstToActAnswer = {"seat": one_seat(raw.get("seat"), (*path, "seat"))}
        if "street" in raw:
            out["street"] = amount_value(raw["street"], (*path, "street"))
        return out

    def grade(self, given: GivenAnswer, correct: FirstToActAnswer) -> Grade:
        return exact(tr("first to act"), correct["seat"], given.get("seat"))

    def explain(self, solution: PokerSolution, params: Params) -> list[Step]:
        opening = self._opening(solution, params)
        return ex.explain_first_to_act(opening, board_order(solution, opening))


def board_order(solution: PokerSolution, opening: StreetOpening) -> tuple[int, ...]:
    """The seats still in at the street, best open board first (art. 10 c ii; R4), ties to the
    seat first in dealing order, as the engine orders them."""
    street = opening.street
    boards = {s.seat: s.up[:street] for s in solution.hand.seats
              if s.seat in opening.present and len(s.up) >= street}
    return tuple(sorted(boards, key=lambda seat: (open_board(boards[seat]).key(), seat), reverse=True))


TASKS = (Winner(), HandCategory(), ShowdownOrder(), PotSplit(), Commission(), FirstToAct())
__all__ = ["TASKS", "Grade", "Step"]
