"""The typed answer to a ``thirteen`` scenario and its ``trainer solve`` JSON (SCENARIOS.md).

:func:`solve_thirteen_typed` reads a scenario and returns a :class:`ThirteenSolution`
built from the engine's values (:class:`~.thirteen.Hand`,
:class:`~.thirteen.Settlement`, :class:`~.thirteen_arrange.Arrangement`);
:meth:`ThirteenSolution.to_json` is the JSON edge.  The JSON contract keeps a
readable English ``foul_reason``; that sentence is made here, at the edge, from
the engine's codes (:class:`~.thirteen.Foul`: the row and the row it beats) —
explanations on screen make their own words through ``trainer.i18n.tr``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import RANK_CHARS, Card
from .rulesets import RuleSet
from .thirteen import (
    Foul,
    Hand,
    RowValue,
    Settlement,
    ThirteenScenario,
    first_card,
    judge,
    read_thirteen,
    settle,
)
from .thirteen_arrange import Arrangement, arrange, natural_split

# -- the typed solution ------------------------------------------------------------------


@dataclass(frozen=True)
class PlaceSolution:
    """One place's answer: its arranged rows judged (``hand``), and for a seat against an
    arranged banker its ``settlement``; or, for 13 unarranged cards, the engine's
    ``arrangement`` hint."""

    hand: Hand | None
    settlement: Settlement | None
    arrangement: Arrangement | None
    natural_rows: Hand | None
    """For arranged rows that do not show the place's three flushes / three straights:
    the strongest legal rows that do.  The place holds the natural all the same — it
    is judged on the 13 cards, however the rows are laid out (RULINGS R5-5)."""

    @property
    def natural(self) -> str | None:
        """The place's natural (art. 9 I), arranged or not."""
        if self.hand is not None:
            return self.hand.natural
        return self.arrangement.natural if self.arrangement is not None else None

    def to_json(self) -> dict[str, Any]:
        if self.arrangement is not None:
            return self.arrangement.answer()
        assert self.hand is not None
        out = _hand_json(self.hand, self.settlement, self.natural_rows)
        if self.settlement is not None:
            result, money = self.settlement.verdict, self.settlement.payout
            out.update(
                seat_points=result.seat_points,
                banker_points=result.banker_points,
                outcome=str(result.outcome),
                net=money.net,
                decided_by=str(result.decided_by),
                prize=money.prize,
                commission=money.commission,
            )
        return out


@dataclass(frozen=True)
class ThirteenSolution:
    """The engine's whole answer to a ``thirteen`` scenario."""

    first_card: str | None
    banker: PlaceSolution | None
    seats: Mapping[int, PlaceSolution]
    """By seat number, in the scenario's order."""
    dice: tuple[int, ...] = ()
    """The four dice as thrown (art. 2 b), when the scenario gives them."""
    chip_unit: int = 1
    """The table's chip unit (RULINGS R0-3)."""
    chip_set: tuple[int, ...] = ()
    """The table's own chips (``params.chip_set``, issue 20), smallest first; () when the
    scenario gives none (the house set down to the chip unit: ``chipset.table_chip_set``)."""

    def to_json(self) -> dict[str, Any]:
        answer: dict[str, Any] = {"game": "thirteen"}
        if self.first_card is not None:
            answer["first_card"] = self.first_card
        if self.banker is not None:
            answer["banker"] = self.banker.to_json()
        answer["seats"] = {str(seat): place.to_json() for seat, place in self.seats.items()}
        return answer


def solve_thirteen_typed(data: Mapping[str, Any], rules: RuleSet) -> tuple[ThirteenScenario, ThirteenSolution]:
    """Read a ``thirteen`` scenario and answer it (SCENARIOS.md)."""
    scenario = read_thirteen(data, rules)
    return scenario, answer_thirteen(scenario)


def answer_thirteen(scenario: ThirteenScenario) -> ThirteenSolution:
    """The engine's answer to a scenario already read."""
    banker: Hand | None = None
    banker_solution: PlaceSolution | None = None
    if scenario.banker is not None:
        if scenario.banker.rows is None:
            banker_solution = PlaceSolution(None, None, arrange(scenario.banker.cards), None)
        else:
            banker = judge(*scenario.banker.rows)
            banker_solution = _judged(banker, None)
    seats: dict[int, PlaceSolution] = {}
    for place in scenario.seats:
        assert place.seat is not None  # read_thirteen numbers every seat
        if place.rows is None:
            seats[place.seat] = PlaceSolution(None, None, arrange(place.cards), None)
            continue
        assert banker is not None and place.stake is not None  # read_thirteen checked both
        hand = judge(*place.rows)
        seats[place.seat] = _judged(hand, settle(hand, banker, place.stake, scenario.rules))
    dealt = first_card(scenario.dice) if scenario.dice is not None else None
    return ThirteenSolution(dealt, banker_solution, seats, tuple(scenario.dice or ()), scenario.rules.chip_unit,
                            scenario.rules.chip_set)


def solve_thirteen(data: Mapping[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The ``trainer solve`` answer for a ``thirteen`` scenario (SCENARIOS.md)."""
    return solve_thirteen_typed(data, rules)[1].to_json()


def _judged(hand: Hand, settlement: Settlement | None) -> PlaceSolution:
    natural_rows = None
    if hand.natural is not None and not hand.natural_in_rows:
        rows = natural_split(hand.cards, hand.natural)
        assert rows is not None  # the cards make the natural, so some rows show it
        natural_rows = judge(*rows)
    return PlaceSolution(hand, settlement, None, natural_rows)


def _hand_json(hand: Hand, settlement: Settlement | None, natural_rows: Hand | None) -> dict[str, Any]:
    out: dict[str, Any] = {"foul": hand.foul}
    if hand.foul:
        out["foul_reason"] = foul_reason(hand)
    out["natural"] = hand.natural
    if settlement is None:
        out["rows"] = {r.row: r.category for r in hand.rows}
    else:
        by_row = {r.row: r for r in settlement.verdict.rows}
        out["rows"] = {
            r.row: {
                "category": r.category,
                "winner": str(by_row[r.row].winner) if r.row in by_row else None,
                "points": by_row[r.row].points if r.row in by_row else 0,
            }
            for r in hand.rows
        }
    if natural_rows is not None:
        out["natural_arrangement"] = {r.row: r.names() for r in natural_rows.rows}
    return out


# -- the English foul sentence of the JSON contract ---------------------------------------


def foul_reason(hand: Hand) -> str | None:
    """Every foul of ``hand`` in English, joined by "; " (None when it does not foul)."""
    return "; ".join(foul_sentence(f) for f in hand.fouls) or None


def foul_sentence(foul: Foul) -> str:
    """E.g. "front one-pair 9s with A kicker beats middle one-pair 9s with K-7-3 kickers
    (kicker A over K)"."""
    return (
        f"{foul.row.row} {describe(foul.row)} beats {foul.beaten.row} "
        f"{describe(foul.beaten)} ({why_beats(foul.row, foul.beaten)})"
    )


RUN_CATEGORIES = ("royal-flush", "straight-flush", "straight")
_TIEBREAK_NAMES: Mapping[str, tuple[str, ...]] = {
    "four-of-a-kind": ("four",),
    "full-house": ("trio",),
    "three-of-a-kind": ("trio",),
    "two-pair": ("higher pair", "second pair", "odd card"),
    "one-pair": ("pair", "kicker", "second kicker", "third kicker"),
}
_CARD_ORDER = ("highest card", "second card", "third card", "fourth card", "fifth card")


def rank_text(value: int) -> str:
    return "10" if value == 10 else RANK_CHARS[value - 2]


def _ranks_text(values: Iterable[int]) -> str:
    return "-".join(rank_text(x) for x in values)


def run_text(cards: Sequence[Card]) -> str:
    """A run as dealers say it: high to low, the wheel as A-2-3-4-5 (art. 9 II.6)."""
    ranks = sorted((c.rank for c in cards), reverse=True)
    if ranks[0] == 14 and ranks[1] != 13:
        return _ranks_text([14, *reversed(ranks[1:])])
    return _ranks_text(ranks)


def describe(row: RowValue) -> str:
    """'one-pair 9s with A kicker', 'straight A-2-3-4-5', 'full-house 8s full of 5s'."""
    groups = sorted(Counter(c.rank for c in row.cards).items(), key=lambda kv: (kv[1], kv[0]))
    order = [rank for rank, _ in reversed(groups)]
    category = row.category
    if category in RUN_CATEGORIES:
        return f"{category} {run_text(row.cards)}"
    if category in ("four-of-a-kind", "three-of-a-kind"):
        return f"{category} {rank_text(order[0])}s"
    if category == "full-house":
        return f"{category} {rank_text(order[0])}s full of {rank_text(order[1])}s"
    if category == "two-pair":
        return (
            f"{category} {rank_text(order[0])}s and {rank_text(order[1])}s "
            f"with {rank_text(order[2])} kicker"
        )
    if category == "one-pair":
        plural = "s" if len(order) > 2 else ""
        return f"{category} {rank_text(order[0])}s with {_ranks_text(order[1:])} kicker{plural}"
    return f"{category} {_ranks_text(order)}"


def why_beats(a: RowValue, b: RowValue) -> str:
    """Why row ``a`` is above row ``b`` (a front is compared as far as it has cards)."""
    if a.category != b.category:
        return f"{a.category} ranks above {b.category}"
    if a.category in RUN_CATEGORIES:
        return f"{run_text(a.cards)} ranks above {run_text(b.cards)}, RULINGS R5-3"
    names = _TIEBREAK_NAMES.get(a.category, _CARD_ORDER)
    for i, (x, y) in enumerate(zip(a.tiebreak, b.tiebreak, strict=False)):
        if x != y:
            return f"{names[i]} {rank_text(x)} over {rank_text(y)}"
    return "equal"


