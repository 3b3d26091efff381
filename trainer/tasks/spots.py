"""Q Poker's hand-only step kinds (issue 21): the pair plus bets settled first, then what
the croupier takes from the spots that fold (Despacho 89/2004 art. 9)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from trainer.engine import qpoker as q
from trainer.engine.errors import FieldPath
from trainer.engine.qpoker import QPokerSolution
from trainer.i18n import QT_TRANSLATE_NOOP, tr
from trainer.tasks.answers import SeatAmountsAnswer
from trainer.tasks.base import GivenAnswer, Grade, Params, Shape, Step, Task, only_keys
from trainer.tasks.dealing import amounts, per_seat
from trainer.tasks.qpoker import pair_plus_step


class PairPlus(Task[QPokerSolution, SeatAmountsAnswer]):
    """Despacho 89/2004 art. 9 1): the pair plus bets are settled first, on each spot's own hand."""

    id = "pair-plus"
    shape = Shape.DEALT
    target_s = 15  # Q Poker: each pair plus bet read off its hand and paid from the pay table
    answer_words = MappingProxyType({"seats": QT_TRANSLATE_NOOP("", "seats", "answer key")})
    title = QT_TRANSLATE_NOOP("", "Pair plus")
    games = ("qpoker",)
    solution_kind = QPokerSolution

    def applies(self, solution: QPokerSolution) -> str | None:
        return None if _pair_plus(solution) else "no spot has a pair plus bet"

    def prompt(self, solution: QPokerSolution, params: Params) -> str:
        return tr("The spots' hands are open. Settle the pair plus bets: what each one wins (+) or loses (−).")

    def answer(self, solution: QPokerSolution, params: Params) -> SeatAmountsAnswer:
        return {"seats": {str(r.seat): r.pair_plus.amount for r in _pair_plus(solution)}}

    def read_answer(self, raw: Any, path: FieldPath) -> SeatAmountsAnswer:
        raw = only_keys(raw, {"seats"}, path)
        return {"seats": amounts(raw.get("seats"), "seats", path)}

    def grade(self, given: GivenAnswer, correct: SeatAmountsAnswer) -> Grade:
        return per_seat(tr("pair plus"), correct["seats"], given.get("seats") or {})

    def explain(self, solution: QPokerSolution, params: Params) -> list[Step]:
        steps = [step for r in _pair_plus(solution) if (step := pair_plus_step(r)) is not None]
        return [Step(tr("After the spots' hands are opened, the pair plus bets are settled first."),
                     "Despacho 89/2004 art. 9.1"), *steps]


def _pair_plus(solution: QPokerSolution) -> list[q.SeatResult]:
    return [r for r in solution.result.seats if r.pair_plus.stake]


class FoldCollect(Task[QPokerSolution, SeatAmountsAnswer]):
    """Despacho 89/2004 art. 9 3): a spot that will not play against the croupier loses half its bet."""

    id = "fold-collect"
    shape = Shape.DEALT
    target_s = 10  # Q Poker: half of each folded bet taken, rounded up to the chip unit
    answer_words = MappingProxyType({"seats": QT_TRANSLATE_NOOP("", "seats", "answer key")})
    title = QT_TRANSLATE_NOOP("", "Collect the folds")
    games = ("qpoker",)
    solution_kind = QPokerSolution

    def applies(self, solution: QPokerSolution) -> str | None:
        return None if _folds(solution) else "no spot folds"

    def prompt(self, solution: QPokerSolution, params: Params) -> str:
        return tr("The spots have decided. How much does the croupier take from each spot that folds?")

    def answer(self, solution: QPokerSolution, params: Params) -> SeatAmountsAnswer:
        return {"seats": {str(r.seat): -r.bet.amount for r in _folds(solution)}}

    def read_answer(self, raw: Any, path: FieldPath) -> SeatAmountsAnswer:
        raw = only_keys(raw, {"seats"}, path)
        return {"seats": amounts(raw.get("seats"), "seats", path)}

    def grade(self, given: GivenAnswer, correct: SeatAmountsAnswer) -> Grade:
        return per_seat(tr("taken"), correct["seats"], given.get("seats") or {})

    def explain(self, solution: QPokerSolution, params: Params) -> list[Step]:
        steps = [Step(tr("A spot decides before the croupier's cards are opened, and may not take it back."),
                      "Despacho 89/2004 art. 9.2, 9.3")]
        for r in _folds(solution):
            steps.append(Step(tr("Seat {seat} folds: it loses half its bet of {stake}, rounded up to the chip "
                                 "unit: {loss}.", seat=r.seat, stake=r.bet.stake, loss=-r.bet.amount),
                              "Despacho 89/2004 art. 9.3; ruling R6-5, R0-3"))
        return steps


def _folds(solution: QPokerSolution) -> list[q.SeatResult]:
    return [r for r in solution.result.seats if r.bet.outcome == "fold"]


TASKS = (PairPlus(), FoldCollect())
