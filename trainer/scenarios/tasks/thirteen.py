"""Tasks on 13 cards (Portaria 51/89/M): fouls, naturals, settlement, the dice."""

from __future__ import annotations

from typing import Any

from trainer.engine.errors import FieldPath, ScenarioError
from trainer.i18n import tr

from .. import words
from .base import (
    AnswerData,
    GivenAnswer,
    Grade,
    Params,
    Part,
    ScenarioData,
    SolutionData,
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


def _places(solution: SolutionData) -> dict[str, dict[str, Any]]:
    """banker and every arranged seat, in table order."""
    out = {"banker": solution["banker"]} if solution.get("banker") else {}
    out.update({k: v for k, v in solution["seats"].items() if "rows" in v or "foul" in v})
    return out


def _banker(solution: SolutionData) -> dict[str, dict[str, Any]]:
    return {"banker": solution["banker"]} if solution.get("banker") else {}


def foul_steps(solution: SolutionData) -> list[Step]:
    steps = []
    for key, place in _places(solution).items():
        if place.get("natural"):
            steps.append(Step(tr("{place} holds a natural ({natural}): a natural is never a foul.",
                                 place=words.place(key, start=True), natural=words.natural(place["natural"])),
                              f"{REG} art. 9 I; ruling R5-5"))
        elif place.get("foul"):
            steps.append(Step(tr("{place} fouls: {reason}.", place=words.place(key, start=True),
                                 reason=place.get("foul_reason", "")), f"{REG} art. 7; ruling R5-4"))
        else:
            steps.append(Step(tr("{place} is in order: the front does not beat the middle and the "
                                 "middle does not beat the back.", place=words.place(key, start=True)),
                              f"{REG} art. 7; ruling R5-4"))
    return steps


class Foul(Task):
    id = "foul"
    title = "Foul or not?"
    games = ("thirteen",)

    def prompt(self, scenario: ScenarioData, params: Params) -> str:
        return tr("Which places have fouled (rows not in ascending order)?")

    def answer(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> AnswerData:
        return {"fouls": {k: bool(v.get("foul")) for k, v in _places(solution).items()}}

    def read_answer(self, raw: Any, path: FieldPath) -> AnswerData:
        raw = only_keys(raw, {"fouls"}, path)
        fouls = seat_map(raw.get("fouls"), (*path, "fouls"))
        for k, v in fouls.items():
            if not isinstance(v, bool):
                raise ScenarioError((*path, "fouls", k), "expected true or false")
        return {"fouls": fouls}

    def grade(self, given: GivenAnswer, correct: GivenAnswer) -> Grade:
        got = given.get("fouls", {})
        return whole([Part(words.place(k), got.get(k, False) == v, v, got.get(k, False))
                      for k, v in correct["fouls"].items()])

    def explain(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> list[Step]:
        return foul_steps(solution)


class Natural(Task):
    id = "natural"
    title = "Naturals"
    games = ("thirteen",)

    def prompt(self, scenario: ScenarioData, params: Params) -> str:
        return tr("Does any place hold a natural? Name it.")

    def answer(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> AnswerData:
        places = {**_banker(solution), **solution["seats"]}
        return {"naturals": {k: v.get("natural") for k, v in places.items()}}

    def read_answer(self, raw: Any, path: FieldPath) -> AnswerData:
        raw = only_keys(raw, {"naturals"}, path)
        nat = seat_map(raw.get("naturals"), (*path, "naturals"))
        for k, v in nat.items():
            if v is not None and v not in NATURALS:
                raise ScenarioError((*path, "naturals", k), f"{v!r} is not a natural ({', '.join(NATURALS)})")
        return {"naturals": nat}

    def grade(self, given: GivenAnswer, correct: GivenAnswer) -> Grade:
        got = given.get("naturals", {})
        return whole([Part(words.place(k), got.get(k) == v, v, got.get(k))
                      for k, v in correct["naturals"].items()])

    def explain(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> list[Step]:
        steps = []
        places = {**_banker(solution), **solution["seats"]}
        for key, place in places.items():
            if place.get("natural"):
                steps.append(Step(tr("{place}: {natural}.", place=words.place(key, start=True),
                                     natural=words.natural(place["natural"])),
                                  f"{REG} art. 9 I; ruling R5-5"))
            else:
                steps.append(Step(tr("{place}: no natural.", place=words.place(key, start=True)),
                                  f"{REG} art. 9 I; ruling R5-5"))
        return steps


class ThirteenSettle(Task):
    id = "thirteen-settle"
    title = "Settle the seats"
    games = ("thirteen",)

    def applies(self, scenario: ScenarioData, solution: SolutionData) -> str | None:
        settled = [v for v in solution["seats"].values() if "outcome" in v]
        return None if settled else "no arranged seat to settle"

    def prompt(self, scenario: ScenarioData, params: Params) -> str:
        return tr("For each seat: win, lose or push against the banker, and the net amount.")

    def answer(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> AnswerData:
        return {"seats": {k: {"outcome": v["outcome"], "net": v["net"]}
                          for k, v in solution["seats"].items() if "outcome" in v}}

    def read_answer(self, raw: Any, path: FieldPath) -> AnswerData:
        raw = only_keys(raw, {"seats"}, path)
        out = {}
        for seat, v in seat_map(raw.get("seats"), (*path, "seats")).items():
            v = only_keys(v, {"outcome", "net"}, (*path, "seats", seat))
            where = (*path, "seats", seat)
            if v.get("outcome") not in OUTCOMES:
                raise ScenarioError((*where, "outcome"), f"outcome must be one of {', '.join(OUTCOMES)}")
            out[seat] = {"outcome": v["outcome"], "net": amount_value(v.get("net"), (*where, "net"))}
        return {"seats": out}

    def grade(self, given: GivenAnswer, correct: GivenAnswer) -> Grade:
        got = given.get("seats", {})
        return whole([
            Part(words.place(k), got.get(k) == v, v, got.get(k)) for k, v in correct["seats"].items()
        ])

    def explain(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> list[Step]:
        steps = foul_steps(solution)
        for key, seat in solution["seats"].items():
            if "outcome" not in seat:
                continue
            for row in ROWS:
                r = seat.get("rows", {}).get(row)
                if isinstance(r, dict) and r.get("winner"):
                    winner = tr("the banker") if r["winner"] == "banker" else words.place(key)
                    text = tr("{place}, {row} row: {winner} wins and scores {points}.",
                              place=words.place(key, start=True), row=tr(row, "row"), winner=winner,
                              points=r["points"])
                    steps.append(Step(text, f"{REG} art. 9 II, 10; ruling R5-6"))
            steps.append(Step(tr("{place} scores {seat_points}, the banker {banker_points}: "
                                 "{outcome}, net {net}.", place=words.place(key, start=True),
                                 seat_points=seat["seat_points"], banker_points=seat["banker_points"],
                                 outcome=tr(seat["outcome"], "outcome"), net=seat["net"]),
                              f"{REG} art. 8, 11; ruling R5-7"))
        return steps


class Dice(Task):
    id = "dice"
    title = "The dice: who gets the first card?"
    games = ("thirteen",)

    def applies(self, scenario: ScenarioData, solution: SolutionData) -> str | None:
        return None if "first_card" in solution else "the scenario has no dice"

    def prompt(self, scenario: ScenarioData, params: Params) -> str:
        return tr("The four dice are shown. Which place receives the first card?")

    def answer(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> AnswerData:
        return {"first_card": solution["first_card"]}

    def read_answer(self, raw: Any, path: FieldPath) -> AnswerData:
        raw = only_keys(raw, {"first_card"}, path)
        value = str(raw.get("first_card", "")).strip().lower()
        if value.isdigit():
            value = f"seat {value}"
        if value not in ("banker", "seat 1", "seat 2", "seat 3"):
            raise ScenarioError((*path, "first_card"), "expected banker, seat 1, seat 2 or seat 3")
        return {"first_card": value}

    def grade(self, given: GivenAnswer, correct: GivenAnswer) -> Grade:
        return exact(tr("first card"), correct["first_card"], given.get("first_card"))

    def explain(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> list[Step]:
        dice = scenario.get("dice", [])
        total = sum(dice)
        return [Step(tr("The dice add up to {total}. Count counterclockwise from the banker, the banker "
                        "being 1: banker, seat 3, seat 2, seat 1, banker... Position {pos} of 4 is "
                        "{place}, which receives the first card.", total=total,
                        pos=(total - 1) % 4 + 1, place=solution["first_card"]),
                     f"{REG} art. 2 b; ruling R5-1")]


TASKS = (Foul(), Natural(), ThirteenSettle(), Dice())
