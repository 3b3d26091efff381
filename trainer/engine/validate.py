"""Checks shared by every game's scenario reader (RULINGS R0, R7).

Each helper takes the value, the path of the field (for the error) and returns
the value in engine form, or raises :class:`ScenarioError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .cards import Card, CardError, parse_card
from .errors import FieldPath, ScenarioError
from .rulesets import RuleSet

MAX_AMOUNT_UNITS = 10**12  # issue 16 item 6: no real table holds more chips


def mapping(value: Any, path: FieldPath) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScenarioError(path, f"expected a mapping of fields, got {_kind(value)}")
    return value


def sequence(value: Any, path: FieldPath) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(path, f"expected a list, got {_kind(value)}")
    return value


def require(data: Mapping[str, Any], key: str, path: FieldPath, what: str = "") -> Any:
    if key not in data or data[key] is None:
        extra = f" ({what})" if what else ""
        raise ScenarioError((*path, key), f"missing required field '{key}'{extra}")
    return data[key]


def no_unknown_keys(data: Mapping[str, Any], allowed: Iterable[str], path: FieldPath) -> None:
    allowed = set(allowed)
    for key in data:
        if key not in allowed:
            raise ScenarioError(
                (*path, str(key)),
                f"unknown field '{key}' (expected one of: {', '.join(sorted(allowed))})",
            )


def integer(value: Any, path: FieldPath, *, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            raise ScenarioError(path, f"expected a whole number, got {value!r}")
    if minimum is not None and value < minimum:
        raise ScenarioError(path, f"must be at least {minimum}, got {value}")
    return int(value)


def amount(value: Any, path: FieldPath, chip_unit: int) -> int:
    """A chip amount: a non-negative whole number, a multiple of the chip unit (R0-3)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ScenarioError(path, f"amount must be a whole number of chips, got {value!r}")
    if isinstance(value, float):
        if not value.is_integer():
            raise ScenarioError(path, f"amount must be a whole number of chips, got {value!r}")
        value = int(value)
    if value < 0:
        raise ScenarioError(path, f"amount must not be negative, got {value}")
    if value > MAX_AMOUNT_UNITS * chip_unit:
        raise ScenarioError(path, f"amount {value} is more than 10^12 chip units")
    if value % chip_unit:
        raise ScenarioError(path, f"amount {value} is not a multiple of the chip unit {chip_unit}")
    return int(value)


def chip_set(value: Any, path: FieldPath, chip_unit: int) -> tuple[int, ...]:
    """A table's chip set (issue 20): a list of distinct denominations, each a positive
    multiple of the chip unit, the chip unit among them so that every amount of the table
    (a multiple of it, R0-3) can be paid in them; returned smallest first."""
    if not isinstance(value, list) or not value:
        raise ScenarioError(path, f"expected a list of chip denominations, e.g. [5, 25, 100], got {value!r}")
    values = []
    for i, v in enumerate(value):
        if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
            raise ScenarioError((*path, i), f"a denomination must be a positive whole number, got {v!r}")
        if v % chip_unit:
            raise ScenarioError((*path, i), f"denomination {v} is not a multiple of the chip unit {chip_unit}")
        values.append(v)
    if len(set(values)) != len(values):
        raise ScenarioError(path, f"a denomination is listed twice in {values}")
    if chip_unit not in values:  # else an amount of one unit could not be paid
        raise ScenarioError(path, f"the chip set {sorted(values)} has no chip of the chip unit {chip_unit}: every "
                                  f"amount is a multiple of it (R0-3), so the smallest chip must be worth it")
    return tuple(sorted(values))


def boolean(value: Any, path: FieldPath) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(path, f"expected true or false, got {value!r}")
    return value


def card(value: Any, path: FieldPath, rules: RuleSet, who: str = "") -> Card:
    """One card of the rule set's deck (R0-2, R0-4)."""
    label = f"{who}: " if who else ""
    try:
        c = parse_card(value)
    except CardError as exc:
        raise ScenarioError(path, f"{label}{exc}") from None
    if c.rank not in rules.ranks:
        raise ScenarioError(
            path, f"{label}{c} is not in the {rules.id} deck ({len(rules.deck)} cards)"
        )
    return c


def cards(
    value: Any, path: FieldPath, rules: RuleSet, who: str = "", count: int | Iterable[int] | None = None
) -> list[Card]:
    """A list of cards of the deck, optionally of an exact count (R0-4)."""
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    items = sequence(value, path)
    out = [card(v, (*path, i), rules, who) for i, v in enumerate(items)]
    if count is not None:
        allowed = {count} if isinstance(count, int) else set(count)
        if len(out) not in allowed:
            label = f"{who} has" if who else "has"
            want = " or ".join(str(n) for n in sorted(allowed))
            raise ScenarioError(path, f"{label} {len(out)} cards, expected {want}")
    return out


class CardLedger:
    """Tracks every card dealt in a scenario to refuse duplicates (R0-4)."""

    def __init__(self, copies: int = 1) -> None:
        self.copies = copies
        self.seen: dict[Card, list[str]] = {}

    def add(self, c: Card, path: FieldPath, who: str) -> None:
        owners = self.seen.setdefault(c, [])
        if len(owners) >= self.copies:
            first = owners[0]
            if self.copies == 1:
                text = f"duplicate card {c}: {who} and {first} both hold it"
            else:
                text = (
                    f"{who}: card {c} appears more than {self.copies} times "
                    f"(the shoe of {self.copies} decks holds {self.copies})"
                )
            raise ScenarioError(path, text)
        owners.append(who)

    def add_all(self, cs: Iterable[Card], path: FieldPath, who: str) -> None:
        for i, c in enumerate(cs):
            self.add(c, (*path, i), who)


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    return {dict: "a mapping", list: "a list", str: f"the text {value!r}", bool: f"{value}"}.get(
        type(value), f"{value!r}"
    )
