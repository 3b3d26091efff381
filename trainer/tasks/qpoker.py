"""Tasks on Q Poker (Despacho 89/2004): does the croupier qualify, what is paid."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from trainer.engine import qpoker as q
from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.qpoker import QPokerSolution
from trainer.i18n import QT_TRANSLATE_NOOP, tr
from trainer.scenarios import words
from trainer.tasks.answers import QPokerPayoutAnswer, QualifyAnswer, SpotPayout
from trainer.tasks.base import (
    GivenAnswer,
    Grade,
    Params,
    Part,
    Step,
    Task,
    amount_value,
    exact,
    only_keys,
    seat_map,
    whole,
)

REG = "Despacho 89/2004"


def dealer_steps(result: q.RoundResult) -> list[Step]:
    d, qual = result.dealer, result.qualification
    hand = tr("The croupier holds {cards}: {category}.", cards=words.cards(d.cards),
              category=words.category(d.category, "qpoker"))
    if qual.reason == "combination":
        why = tr("Any combination above three odd cards qualifies, so the croupier plays.")
    elif qual.reason == "queen-or-higher":
        why = tr("Three odd cards with a queen or higher: the croupier qualifies (Q-high or better).")
    else:
        why = tr("Three odd cards with nothing above a jack: the croupier does not qualify.")
    sequence = d.category in ("straight", "straight-flush")  # art. 4.3: which three cards run
    hand_cite = f"{REG} art. 4.3, 8" if sequence else f"{REG} art. 8"
    # art. 4.2: the face values, the queen above the jack, say whether odd cards reach a queen
    why_cite = f"{REG} art. 9.4; ruling R6-5" if qual.reason == "combination" else f"{REG} art. 4.2, 9.4; ruling R6-5"
    return [Step(hand, hand_cite), Step(why, why_cite)]


def compared_by(r: q.SeatResult) -> str:
    """The articles that rank the seat's hand against the croupier's (art. 4, 8): the combinations
    (art. 8), the cards' face values (art. 4.2) or sequences (art. 4.3), or the suits (art. 4.1)."""
    showdown = r.bet.showdown
    if showdown is None or showdown.decided_by == "category":
        return "8"
    if showdown.decided_by == "suit":
        return "4.1, 8"
    return "4.3, 8" if r.hand.category in ("straight", "straight-flush") else "4.2, 8"


def seat_steps(r: q.SeatResult) -> list[Step]:
    steps = [step for step in (pair_plus_step(r), bet_step(r)) if step]
    steps.append(Step(tr("Seat {seat} nets {net}.", seat=r.seat, net=r.net), net_cite(r)))
    return steps


def net_cite(r: q.SeatResult) -> str:
    """The net is the sum of the spot's bets settled: the articles and rulings of each — pair plus
    art. 10 (ruling R6-4), the bet against the croupier art. 9 (ruling R6-5; R6-3b for a push of
    equal three of a kind, R6-3 for another push)."""
    articles, rulings = [], []
    if r.pair_plus.stake:
        articles.append("10")
        rulings.append("R6-4")
    if r.bet.stake:
        articles.insert(0, "9")
        if r.bet.outcome == "push":
            rulings.append("R6-3b" if r.hand.category == "three-of-a-kind" else "R6-3")
        else:
            rulings.append("R6-5")
    rulings.sort()
    word = "rulings" if len(rulings) > 1 else "ruling"
    return f"{REG} art. {', '.join(articles)}; {word} {', '.join(rulings)}"


def pair_plus_step(r: q.SeatResult) -> Step | None:
    """What a spot's pair plus bet pays or loses (R6-4); None without one."""
    pp = r.pair_plus
    if pp.stake:
        if pp.odds is None:
            text = tr("Seat {seat} holds three odd cards: the pair plus bet of {stake} loses.",
                      seat=r.seat, stake=pp.stake)
        else:
            text = tr("Seat {seat} holds a {category}: the pair plus bet of {stake} is paid "
                      "{odds}, that is {amount}.", seat=r.seat, category=words.category(pp.category, "qpoker"),
                      stake=pp.stake, odds=str(pp.odds), amount=pp.amount)
        return Step(text, f"{REG} art. 9.1, 10; ruling R6-4")
    return None


def bet_step(r: q.SeatResult) -> Step | None:
    """What a spot's bet against the croupier pays, loses or returns (R6-5); None without one."""
    b = r.bet
    bet_text = {
        "none": None,
        "fold": tr("Seat {seat} folds: it loses half its bet of {stake}, rounded up to the chip "
                   "unit: {loss}.", seat=r.seat, stake=b.stake, loss=-b.amount),
        "dealer-not-qualified": tr("The croupier does not qualify: seat {seat} is paid half its bet "
                                   "of {stake} (1:2), rounded down: {amount}.",
                                   seat=r.seat, stake=b.stake, amount=b.amount),
        "lose": tr("The croupier's hand is higher: seat {seat} loses its bet of {stake}.",
                   seat=r.seat, stake=b.stake),
        "push": (tr("Seat {seat} and the croupier hold three of a kind of equal rank: the house pushes equal "
                    "three of a kind, and the bet is returned.", seat=r.seat)
                 if r.hand.category == "three-of-a-kind"
                 else tr("Seat {seat} and the croupier hold identical hands: the bet is returned (push).",
                         seat=r.seat)),
        "win": tr("Seat {seat} beats the qualified croupier with a {category}: paid {odds} on {stake}, "
                  "rounded down: {amount}.", seat=r.seat, category=words.category(r.hand.category, "qpoker"),
                  odds=str(b.odds), stake=b.stake, amount=b.amount),
    }[b.outcome]
    if bet_text and b.outcome == "push" and r.hand.category == "three-of-a-kind":
        return Step(bet_text, "ruling R6-3b")  # the house's reading: art. 8 does not say equal trios push
    if bet_text and b.outcome in ("win", "lose"):  # the hands ranked against each other (art. 4, 8) decide it
        cite = words.cite(b.rule.replace("art. ", f"art. {compared_by(r)}, ", 1))
        if b.showdown is not None and b.showdown.decided_by == "suit":  # the suit breaks equal ranks (R6-3)
            cite = cite.replace("ruling R6-5", "rulings R6-3, R6-5", 1)
        return Step(bet_text, cite)
    return Step(bet_text, words.cite(b.rule)) if bet_text else None


class QPokerQualify(Task[QPokerSolution, QualifyAnswer]):
    id = "qpoker-qualify"
    target_s = 5  # the croupier's hand qualifies or not: one look
    answer_words = MappingProxyType({"qualifies": QT_TRANSLATE_NOOP("", "qualifies", "answer key")})
    solution_kind = QPokerSolution
    title = QT_TRANSLATE_NOOP("", "Does the croupier qualify?")
    games = ("qpoker",)

    def prompt(self, solution: QPokerSolution, params: Params) -> str:
        return tr("Does the croupier's hand qualify?")

    def answer(self, solution: QPokerSolution, params: Params) -> QualifyAnswer:
        return {"qualifies": solution.result.qualification.qualifies}

    def read_answer(self, raw: Any, path: FieldPath) -> QualifyAnswer:
        raw = only_keys(raw, {"qualifies"}, path)
        if not isinstance(raw.get("qualifies"), bool):
            raise ScenarioError((*path, "qualifies"), "expected true or false")
        return {"qualifies": raw["qualifies"]}

    def grade(self, given: GivenAnswer, correct: QualifyAnswer) -> Grade:
        return exact(tr("croupier qualifies"), correct["qualifies"], given.get("qualifies"), "qualifies")

    def explain(self, solution: QPokerSolution, params: Params) -> list[Step]:
        return dealer_steps(solution.result)


class QPokerPayout(Task[QPokerSolution, QPokerPayoutAnswer]):
    id = "qpoker-payout"
    target_s = 20  # the spots paid: pair plus and the bets
    answer_words = MappingProxyType({
        "seats": QT_TRANSLATE_NOOP("", "seats", "answer key"),
        "pair_plus": QT_TRANSLATE_NOOP("", "pair plus", "answer key"),
        "bet": QT_TRANSLATE_NOOP("", "bet", "answer key"), "net": QT_TRANSLATE_NOOP("", "net", "answer key")
    })
    solution_kind = QPokerSolution
    title = QT_TRANSLATE_NOOP("", "Pay the spots")
    games = ("qpoker",)

    def prompt(self, solution: QPokerSolution, params: Params) -> str:
        return tr("Settle every spot: pair plus, the bet against the croupier, and the net.")

    def answer(self, solution: QPokerSolution, params: Params) -> QPokerPayoutAnswer:
        return {"seats": {
            str(r.seat): {"pair_plus": r.pair_plus.amount, "bet": r.bet.amount, "net": r.net}
            for r in solution.result.seats
        }}

    def read_answer(self, raw: Any, path: FieldPath) -> QPokerPayoutAnswer:
        raw = only_keys(raw, {"seats"}, path)
        out: dict[str, SpotPayout] = {}
        for seat, v in seat_map(raw.get("seats"), (*path, "seats")).items():
            v = only_keys(v, {"pair_plus", "bet", "net"}, (*path, "seats", seat))
            where = (*path, "seats", seat)
            out[seat] = {"pair_plus": amount_value(v.get("pair_plus", 0), (*where, "pair_plus")),
                         "bet": amount_value(v.get("bet", 0), (*where, "bet")),
                         "net": amount_value(v.get("net", 0), (*where, "net"))}
        return {"seats": out}

    def grade(self, given: GivenAnswer, correct: QPokerPayoutAnswer) -> Grade:
        got = given.get("seats", {})
        return whole([
            Part(tr("seat {seat}", seat=s), got.get(s) == want, want, got.get(s))
            for s, want in correct["seats"].items()
        ])

    def explain(self, solution: QPokerSolution, params: Params) -> list[Step]:
        result = solution.result
        steps = dealer_steps(result)
        for r in result.seats:
            steps.extend(seat_steps(r))
        return steps


TASKS = (QPokerQualify(), QPokerPayout())
