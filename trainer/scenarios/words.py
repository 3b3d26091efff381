"""How the engine's codes read in explanations (translatable, whole phrases)."""

from __future__ import annotations

from collections.abc import Iterable

from trainer.engine.cards import Card
from trainer.engine.rulesets import RULESETS
from trainer.i18n import QT_TRANSLATE_NOOP, number, tr

CATEGORY_NAMES = {
    "royal-flush": QT_TRANSLATE_NOOP("", "royal flush", "category"),
    "straight-flush": QT_TRANSLATE_NOOP("", "straight flush", "category"),
    "four-of-a-kind": QT_TRANSLATE_NOOP("", "four of a kind", "category"),
    "full-house": QT_TRANSLATE_NOOP("", "full house", "category"),
    "flush": QT_TRANSLATE_NOOP("", "flush", "category"),
    "straight": QT_TRANSLATE_NOOP("", "straight", "category"),
    "three-of-a-kind": QT_TRANSLATE_NOOP("", "three of a kind", "category"),
    "figures-with-pairs": QT_TRANSLATE_NOOP("", "figures with pairs", "category"),
    "simple-figures": QT_TRANSLATE_NOOP("", "simple figures", "category"),
    "two-pair": QT_TRANSLATE_NOOP("", "two pair", "category"),
    "one-pair": QT_TRANSLATE_NOOP("", "one pair", "category"),
    "high-card": QT_TRANSLATE_NOOP("", "high card", "category"),
}

NATURAL_NAMES = {
    "dragon": QT_TRANSLATE_NOOP("", "dragon", "natural"),
    "six-pairs-and-a-half": QT_TRANSLATE_NOOP("", "six pairs and a half", "natural"),
    "three-flushes": QT_TRANSLATE_NOOP("", "three flushes", "natural"),
    "three-straights": QT_TRANSLATE_NOOP("", "three straights", "natural"),
}


GAME_TITLES = (  # the engine's RULESETS titles (the engine has no i18n), marked for lupdate
    QT_TRANSLATE_NOOP("", "Five-card stud", "game"),
    QT_TRANSLATE_NOOP("", "Hold'em", "game"),
    QT_TRANSLATE_NOOP("", "Omaha", "game"),
    QT_TRANSLATE_NOOP("", "Póquer sintético", "game"),
    QT_TRANSLATE_NOOP("", "Omaha (Macau 2010)", "game"),
    QT_TRANSLATE_NOOP("", "Thirteen cards", "game"),
    QT_TRANSLATE_NOOP("", "Q Poker", "game"),
)


def game(code: str) -> str:
    """A game's name (RULESETS' title) in the language in use."""
    return tr(RULESETS[code].title, "game") if code in RULESETS else code


ROW_NAMES = {
    "front": QT_TRANSLATE_NOOP("", "front", "row"),
    "middle": QT_TRANSLATE_NOOP("", "middle", "row"),
    "back": QT_TRANSLATE_NOOP("", "back", "row"),
}

OUTCOME_NAMES = {
    "win": QT_TRANSLATE_NOOP("", "win", "outcome"),
    "lose": QT_TRANSLATE_NOOP("", "lose", "outcome"),
    "push": QT_TRANSLATE_NOOP("", "push", "outcome"),
}


def row(code: str) -> str:
    """A row of 13 cards: front, middle, back."""
    return tr(ROW_NAMES.get(code, code), "row")


def outcome(code: str) -> str:
    """A seat's outcome against the banker: win, lose, push."""
    return tr(OUTCOME_NAMES.get(code, code), "outcome")


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
