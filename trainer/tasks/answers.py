"""Each task's answer, typed: what a person gives and what the engine's answer is.

Answers stay JSON-shaped (TypedDicts of str, int, bool, lists and mappings) because
they are stored as given, compared as given and written to lesson files; seat keys
are strings ("3", or "banker" in 13 cards), seat lists are ints.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict


class WinnerAnswer(TypedDict):
    winners: list[int]


class CategoryAnswer(TypedDict):
    categories: dict[str, str]


class OrderAnswer(TypedDict):
    order: list[int]


class PotAnswer(TypedDict):
    amount: int
    winners: list[int]


class PotSplitAnswer(TypedDict):
    pots: list[PotAnswer]
    payouts: dict[str, int]


class CommissionAnswer(TypedDict):
    commission: int


class FirstToActAnswer(TypedDict):
    seat: int
    street: NotRequired[int]


class FoulAnswer(TypedDict):
    fouls: dict[str, bool]


class NaturalAnswer(TypedDict):
    naturals: dict[str, str | None]


class SeatSettlement(TypedDict):
    outcome: str
    net: int


class ThirteenSettleAnswer(TypedDict):
    seats: dict[str, SeatSettlement]


class DiceAnswer(TypedDict):
    first_card: str


class QualifyAnswer(TypedDict):
    qualifies: bool


class SpotPayout(TypedDict):
    pair_plus: int
    bet: int
    net: int


class QPokerPayoutAnswer(TypedDict):
    seats: dict[str, SpotPayout]


class ChoiceAnswer(TypedDict):
    choice: int




class SeatAnswer(TypedDict):
    seat: int


class BetSizesAnswer(TypedDict):
    to_call: int
    min_raise_to: int | None
    """None: the seat may not bet or raise now."""
    max_raise_to: int | None


class FollowAnswer(TypedDict):
    """A step of a hand followed (drill 5): the seat to act and its amounts."""

    seat: int
    to_call: int
    min_raise_to: int | None
    max_raise_to: int | None


class PotsAnswer(TypedDict):
    pots: list[int]
    """The main pot, then each side pot (RULINGS R1-2)."""


class ChipsAnswer(TypedDict):
    """A payment built from chips (issue 20): chip value (as a string) -> how many; the
    right answer names every chip of the table's set, largest first (0: none of it)."""

    chips: dict[str, int]


class CountStackAnswer(TypedDict):
    """A stack counted (issue 20): its total."""

    amount: int


class PostsAnswer(TypedDict):
    """A hand's forced bets (issue 21): seat -> chips it posts (R8-1)."""

    posts: dict[str, int]


class DealOrderAnswer(TypedDict):
    """A deal (issue 21): the seat receiving the first card, cards each, clockwise or counterclockwise."""

    first: int
    cards: int
    direction: str


class BurnBoardAnswer(TypedDict):
    """A board dealt (issue 21): cards burnt, board cards turned."""

    burn: int
    board: int


class SeatAmountsAnswer(TypedDict):
    """An amount per seat (issue 21: Q Poker's pair plus results, the halves taken from folds)."""

    seats: dict[str, int]


class CutPotAnswer(TypedDict):
    """A split pot cut (issue 20): each tied winner's stack, by seat ("3": 625)."""

    shares: dict[str, int]


Answer = (
    WinnerAnswer | CategoryAnswer | OrderAnswer | PotSplitAnswer | CommissionAnswer | FirstToActAnswer
    | FoulAnswer | NaturalAnswer | ThirteenSettleAnswer | DiceAnswer | QualifyAnswer | QPokerPayoutAnswer
    | ChoiceAnswer | SeatAnswer | BetSizesAnswer | FollowAnswer | PotsAnswer | ChipsAnswer
    | CountStackAnswer | PostsAnswer | DealOrderAnswer | BurnBoardAnswer | SeatAmountsAnswer | CutPotAnswer
)
"""The answer of any task (each task returns its own member of the union)."""
