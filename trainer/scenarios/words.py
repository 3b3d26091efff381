"""How the engine's codes read in explanations (translatable, whole phrases)."""

from __future__ import annotations

from collections.abc import Iterable

from trainer.engine.cards import Card
from trainer.i18n import number, tr

CATEGORY_NAMES = {
    "royal-flush": "royal flush",
    "straight-flush": "straight flush",
    "four-of-a-kind": "four of a kind",
    "full-house": "full house",
    "flush": "flush",
    "straight": "straight",
    "three-of-a-kind": "three of a kind",
    "figures-with-pairs": "figures with pairs",
    "simple-figures": "simple figures",
    "two-pair": "two pair",
    "one-pair": "one pair",
    "high-card": "high card",
}

NATURAL_NAMES = {
    "dragon": "dragon",
    "six-pairs-and-a-half": "six pairs and a half",
    "three-flushes": "three flushes",
    "three-straights": "three straights",
}


def category(code: str) -> str:
    return tr(CATEGORY_NAMES.get(code, code), "category")


def natural(code: str | None) -> str:
    return tr("no natural") if code is None else tr(NATURAL_NAMES.get(code, code), "natural")


def cards(cs: Iterable[Card | str]) -> str:
    return " ".join(str(c) for c in cs)


def seats(numbers: Iterable[int | str]) -> str:
    return ", ".join(str(n) for n in numbers)


def place(key: str, start: bool = False) -> str:
    """``banker`` / ``dealer`` / ``"3"`` as a reader says it (``start``: opening a sentence)."""
    if key == "banker":
        return tr("The banker") if start else tr("the banker")
    if key == "dealer":
        return tr("The croupier") if start else tr("the croupier")
    return tr("Seat {seat}", seat=key) if start else tr("seat {seat}", seat=key)


def chips(amount: int) -> str:
    """An amount of chips, grouped as every screen writes numbers."""
    return number(amount)


def cite(rule: str) -> str:
    """The engine's citation with ruling ids spelled out: ``R6-5`` -> ``ruling R6-5``."""
    import re

    return re.sub(r"(?<![\w-])(R\d+(?:-\d+b?)?)", r"ruling \1", rule).replace("ruling ruling", "ruling")
