"""Tasks on 13 cards (Portaria 51/89/M): fouls, naturals, settlement, the dice."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.thirteen import Foul as FoulCode
from trainer.engine.thirteen import Settlement
from trainer.engine.thirteen_solve import RUN_CATEGORIES, PlaceSolution, ThirteenSolution, rank_text
from trainer.i18n import QT_TRANSLATE_NOOP, tr
from trainer.scenarios import words
from trainer.tasks.answers import DiceAnswer, FoulAnswer, NaturalAnswer, SeatSettlement, ThirteenSettleAnswer
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

REG = "Portaria 51/89/M"
ROWS = ("front", "middle", "back")
OUTCOMES = ("win", "lose", "push")
NATURALS = ("dragon", "six-pairs-and-a-half", "three-flushes", "three-straights")


def _all_places(solution: ThirteenSolution) -> dict[str, PlaceSolution]:
    """The banker (when the scenario has one) and every seat, keyed as answers are."""
    out = {"banker": solution.banker} if solution.banker is not None else {}
    out.update({str(seat): place for seat, place in solution.seats.items()})
    return out


def _places(solution: ThirteenSolution) -> dict[str, PlaceSolution]:
    """The banker and every seat whose rows are set, in table order."""
    return {k: p for k, p in _all_places(solution).items() if k == "banker" or p.hand is not None}


def _fouls(place: PlaceSolution) -> tuple[FoulCode, ...]:
    return place.hand.fouls if place.hand is not None else ()


def _settled(solution: ThirteenSolution) -> Mapping[int, Settlement]:
    """Each seat settled against the banker, by seat number."""
    return {seat: p.settlement for seat, p in solution.seats.items() if p.settlement is not None}


def foul_text(foul: FoulCode) -> str:
    """One foul in words: which row beats which, with the combinations, the cards and, for
    equal combinations, what decides (from the engine's values, never its English)."""
    row, beaten = foul.row, foul.beaten
    text = tr("the {row} row ({row_hand}: {row_cards}) beats the {beaten} row ({beaten_hand}: {beaten_cards})",
              row=words.row(row.row), row_hand=words.category(row.category, "thirteen"),
              row_cards=words.cards(row.cards),
              beaten=words.row(beaten.row), beaten_hand=words.category(beaten.category, "thirteen"),
              beaten_cards=words.cards(beaten.cards))
    if row.category != beaten.category:
        return text
    if row.category in RUN_CATEGORIES:
        return tr("{foul}, a higher run in the 13-card order (ruling R5-3)", foul=text)
    for high, low in zip(row.tiebreak, beaten.tiebreak, strict=False):
        if high != low:
            return tr("{foul}: {high} over {low}", foul=text, high=rank_text(high), low=rank_text(low))
    return text


def natural_step(key: str, place: PlaceSolution) -> Step | None:
    """A natural the place's rows as set do not show: judged on its 13 cards (R5-5)."""
    hand = place.hand
    if hand is None or hand.natural is None or hand.natural_in_rows:
        return None
    rows = place.natural_rows
    shown = (words.clauses(words.labelled(words.row(r.row), words.cards(r.cards)) for r in rows.rows)
             if rows is not None else "")
    if hand.out_of_order:
        text = tr("{place} holds {natural}: a natural is judged on the place's 13 cards, however the rows "
                  "are laid out, and is never a foul, though its rows as set are out of order. Its cards "
                  "make {rows}.", place=words.place(key, start=True), natural=words.natural(hand.natural),
                  rows=shown)
    else:
        text = tr("{place} holds {natural}: a natural is judged on the place's 13 cards, however the rows "
                  "are laid out. Its cards make {rows}.", place=words.place(key, start=True),
                  natural=words.natural(hand.natural), rows=shown)
    # "never a foul" is the ruling's, not art. 9 I's (R5-5)
    return Step(text, "ruling R5-5" if hand.out_of_order else f"{REG} art. 9 I; ruling R5-5")


def foul_steps(solution: ThirteenSolution) -> list[Step]:
    steps = []
    for key, place in _places(solution).items():
        natural, fouls = place.natural, _fouls(place)
        hidden = natural_step(key, place)
        if hidden is not None:
            steps.append(hidden)
        elif natural:
            steps.append(Step(tr("{place} holds a natural ({natural}): a natural is never a foul.",
                                 place=words.place(key, start=True), natural=words.natural(natural)),
                              "ruling R5-5"))
        elif fouls:
            steps.append(Step(tr("{place} fouls: {reason}.", place=words.place(key, start=True),
                                 reason=words.clauses(foul_text(f) for f in fouls)), f"{REG} art. 7; ruling R5-4"))
        else:
            steps.append(Step(tr("{place} is in order: the front does not beat the middle and the "
                                 "middle does not beat the back.", place=words.place(key, start=True)),
                              f"{REG} art. 7; ruling R5-4"))
    return steps


class Foul(Task[ThirteenSolution, FoulAnswer]):
    id = "foul"
    target_s = 15  # thirteen cards: the three rows checked
    answer_words = MappingProxyType({
        "fouls": QT_TRANSLATE_NOOP("", "fouls", "answer key"), "banker": QT_TRANSLATE_NOOP("", "banker", "answer key")
    })
    solution_kind = ThirteenSolution
    title = QT_TRANSLATE_NOOP("", "Foul or not?")
    games = ("thirteen",)

    def prompt(self, solution: ThirteenSolution, params: Params) -> str:
        return tr("Which places have fouled (rows not in ascending order)?")

    def answer(self, solution: ThirteenSolution, params: Params) -> FoulAnswer:
        return {"fouls": {k: bool(_fouls(p)) for k, p in _places(solution).items()}}

    def read_answer(self, raw: Any, path: FieldPath) -> FoulAnswer:
        raw = only_keys(raw, {"fouls"}, path)
        fouls = seat_map(raw.get("fouls"), (*path, "fouls"))
        for k, v in fouls.items():
            if not isinstance(v, bool):
                raise ScenarioError((*path, "fouls", k), "expected true or false")
        return {"fouls": fouls}

    def grade(self, given: GivenAnswer, correct: FoulAnswer) -> Grade:
        # A place the answer does not mark earns nothing: "in order" is said, never assumed.
        got = given.get("fouls", {})
        return whole([Part(words.place(k), k in got and got[k] == v, v, got.get(k), "fouls")
                      for k, v in correct["fouls"].items()])

    def explain(self, solution: ThirteenSolution, params: Params) -> list[Step]:
        return foul_steps(solution)


class Natural(Task[ThirteenSolution, NaturalAnswer]):
    id = "natural"
    target_s = 15  # thirteen cards: a natural recognised and ranked
    answer_words = MappingProxyType({
        "naturals": QT_TRANSLATE_NOOP("", "naturals", "answer key"),
        "banker": QT_TRANSLATE_NOOP("", "banker", "answer key")
    })
    solution_kind = ThirteenSolution
    title = QT_TRANSLATE_NOOP("", "Naturals")
    games = ("thirteen",)

    def prompt(self, solution: ThirteenSolution, params: Params) -> str:
        return tr("Does any place hold a natural? Name it.")

    def answer(self, solution: ThirteenSolution, params: Params) -> NaturalAnswer:
        return {"naturals": {k: p.natural for k, p in _all_places(solution).items()}}

    def read_answer(self, raw: Any, path: FieldPath) -> NaturalAnswer:
        raw = only_keys(raw, {"naturals"}, path)
        nat = seat_map(raw.get("naturals"), (*path, "naturals"))
        for k, v in nat.items():
            if v is not None and v not in NATURALS:
                raise ScenarioError((*path, "naturals", k), f"{v!r} is not a natural ({', '.join(NATURALS)})")
        return {"naturals": nat}

    def grade(self, given: GivenAnswer, correct: NaturalAnswer) -> Grade:
        # "No natural" is an answer (None); a place left out is not, and earns nothing.
        got = given.get("naturals", {})
        return whole([Part(words.place(k), k in got and got[k] == v, v, got.get(k))
                      for k, v in correct["naturals"].items()])

    def explain(self, solution: ThirteenSolution, params: Params) -> list[Step]:
        steps = []
        for key, place in _all_places(solution).items():
            natural = place.natural
            hidden = natural_step(key, place)
            if hidden is not None:
                steps.append(hidden)
            elif natural:
                steps.append(Step(tr("{place}: {natural}.", place=words.place(key, start=True),
                                     natural=words.natural(natural)),
                                  f"{REG} art. 9 I; ruling R5-5"))
            else:
                steps.append(Step(tr("{place}: no natural.", place=words.place(key, start=True)),
                                  f"{REG} art. 9 I; ruling R5-5"))
        return steps


class ThirteenSettle(Task[ThirteenSolution, ThirteenSettleAnswer]):
    id = "thirteen-settle"
    target_s = 90  # every seat settled against every other
    answer_words = MappingProxyType({
        "seats": QT_TRANSLATE_NOOP("", "seats", "answer key"), "banker": QT_TRANSLATE_NOOP("", "banker", "answer key"),
        "outcome": QT_TRANSLATE_NOOP("", "outcome", "answer key"), "net": QT_TRANSLATE_NOOP("", "net", "answer key")
    })
    solution_kind = ThirteenSolution
    title = QT_TRANSLATE_NOOP("", "Settle the seats")
    games = ("thirteen",)

    def applies(self, solution: ThirteenSolution) -> str | None:
        return None if _settled(solution) else "no arranged seat to settle"

    def prompt(self, solution: ThirteenSolution, params: Params) -> str:
        return tr("For each seat: win, lose or push against the banker, and the net amount.")

    def answer(self, solution: ThirteenSolution, params: Params) -> ThirteenSettleAnswer:
        return {"seats": {str(seat): {"outcome": str(st.verdict.outcome), "net": st.payout.net}
                          for seat, st in _settled(solution).items()}}

    def read_answer(self, raw: Any, path: FieldPath) -> ThirteenSettleAnswer:
        raw = only_keys(raw, {"seats"}, path)
        out: dict[str, SeatSettlement] = {}
        for seat, v in seat_map(raw.get("seats"), (*path, "seats")).items():
            v = only_keys(v, {"outcome", "net"}, (*path, "seats", seat))
            where = (*path, "seats", seat)
            if v.get("outcome") not in OUTCOMES:
                raise ScenarioError((*where, "outcome"), f"outcome must be one of {', '.join(OUTCOMES)}")
            out[seat] = {"outcome": v["outcome"], "net": amount_value(v.get("net"), (*where, "net"))}
        return {"seats": out}

    def grade(self, given: GivenAnswer, correct: ThirteenSettleAnswer) -> Grade:
        got = given.get("seats", {})
        return whole([
            Part(words.place(k), got.get(k) == v, v, got.get(k)) for k, v in correct["seats"].items()
        ])

    def explain(self, solution: ThirteenSolution, params: Params) -> list[Step]:
        steps = foul_steps(solution)
        for seat, st in _settled(solution).items():
            steps.extend(settle_steps(seat, st))
        return steps


def settle_steps(seat: int, st: Settlement) -> list[Step]:
    """One seat settled against the banker: each row won and its points, then the totals,
    the outcome and the net amount."""
    key = str(seat)
    steps = []
    for row in st.verdict.rows:
        if row.winner is not None:
            winner = tr("the banker") if str(row.winner) == "banker" else words.place(key)
            text = tr("{place}, {row} row: {winner} wins and scores {points}.",
                      place=words.place(key, start=True), row=words.row(row.row), winner=winner,
                      points=row.points)
            steps.append(Step(text, f"{REG} art. 9 II, 10; ruling R5-6"))
    steps.append(Step(tr("{place} scores {seat_points}, the banker {banker_points}: "
                         "{outcome}, net {net}.", place=words.place(key, start=True),
                         seat_points=st.verdict.seat_points, banker_points=st.verdict.banker_points,
                         outcome=words.outcome(str(st.verdict.outcome)), net=st.payout.net),
                      f"{REG} art. 8, 11; ruling R5-7"))
    return steps


def first_card_place(first_card: str) -> str:
    """The dice's answer (``banker``, ``seat 2``) as the explanation's sentence says the place (T5:
    never the answer's code)."""
    return words.place(first_card.removeprefix("seat "))


class Dice(Task[ThirteenSolution, DiceAnswer]):
    id = "dice"
    target_s = 5  # count the dice and the seat they point to
    answer_words = MappingProxyType({"first_card": QT_TRANSLATE_NOOP("", "first card", "answer key")})
    solution_kind = ThirteenSolution
    title = QT_TRANSLATE_NOOP("", "The dice: who gets the first card?")
    games = ("thirteen",)

    def applies(self, solution: ThirteenSolution) -> str | None:
        return None if solution.first_card is not None else "the scenario has no dice"

    def prompt(self, solution: ThirteenSolution, params: Params) -> str:
        return tr("The four dice are shown. Which place receives the first card?")

    def answer(self, solution: ThirteenSolution, params: Params) -> DiceAnswer:
        assert solution.first_card is not None  # applies(): the scenario has dice
        return {"first_card": solution.first_card}

    def read_answer(self, raw: Any, path: FieldPath) -> DiceAnswer:
        raw = only_keys(raw, {"first_card"}, path)
        value = str(raw.get("first_card", "")).strip().lower()
        if value.isdigit():
            value = f"seat {value}"
        if value not in ("banker", "seat 1", "seat 2", "seat 3"):
            raise ScenarioError((*path, "first_card"), "expected banker, seat 1, seat 2 or seat 3")
        return {"first_card": value}

    def grade(self, given: GivenAnswer, correct: DiceAnswer) -> Grade:
        return exact(tr("first card"), correct["first_card"], given.get("first_card"))

    def explain(self, solution: ThirteenSolution, params: Params) -> list[Step]:
        assert solution.first_card is not None  # applies(): the scenario has dice
        total = sum(solution.dice)
        return [Step(tr("The dice add up to {total}. Count counterclockwise from the banker, the banker "
                        "being 1: banker, seat 3, seat 2, seat 1, banker... Position {pos} of 4 is "
                        "{place}, which receives the first card.", total=total,
                        pos=(total - 1) % 4 + 1, place=first_card_place(solution.first_card)),
                     f"{REG} art. 2 b; ruling R5-1"),
                Step(tr("From that place the cards are dealt face down, counterclockwise, one at a time to each "
                        "place, until every place has 13 cards; all four places are dealt, however many players "
                        "there are."), f"{REG} art. 2 b, 2 c")]


TASKS = (Foul(), Natural(), ThirteenSettle(), Dice())
