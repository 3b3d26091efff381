"""What every game's generator shares: the error, constraint declarations, cards.

A generator module (``poker``, ``stud``, ``thirteen``, ``qpoker``) declares its
constraints as :class:`Constraint` values (name, one line of help, a parser that
validates and normalises the value, the tasks it applies to), checks
combinations statically (:func:`check` in each module), builds one scenario from
a seeded :class:`random.Random` (``build``), and says whether a solved scenario
meets the constraints (``unmet``).  A builder that drew something it cannot use
raises :class:`Retry`; :mod:`trainer.curriculum.generate` bounds the retries.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.cards import Card
from trainer.engine.rulesets import table_rules

Path = tuple[str | int, ...]


class GenerateError(Exception):
    """Constraints that cannot be generated: ``path`` inside the constraints mapping."""

    def __init__(self, path: Path, message: str) -> None:
        self.path = tuple(path)
        self.message = message
        where = ".".join(str(p) for p in self.path)
        super().__init__(f"{where}: {message}" if where else message)


class Retry(Exception):
    """A builder drew cards or chips it cannot use: draw again (bounded by the caller)."""


Parser = Callable[[Any, Path], Any]


@dataclass(frozen=True)
class Constraint:
    """One constraint an instructor may set: ``parse`` validates and normalises it."""

    name: str
    help: str
    parse: Parser
    tasks: frozenset[str] | None = None
    """The tasks it applies to (None: every task of the game)."""
    games: frozenset[str] | None = None
    """The games it applies to (None: every game of the module)."""

    def applies(self, game: str, task: str) -> bool:
        return (self.games is None or game in self.games) and (self.tasks is None or task in self.tasks)


# -- value parsers ---------------------------------------------------------------------


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def boolean(value: Any, path: Path) -> bool:
    if not isinstance(value, bool):
        raise GenerateError(path, f"expected true or false, got {value!r}")
    return value


def integer(low: int, high: int) -> Parser:
    def parse(value: Any, path: Path) -> int:
        if not _is_int(value) or not low <= value <= high:
            raise GenerateError(path, f"expected a whole number from {low} to {high}, got {value!r}")
        return value

    return parse


def int_or_range(low: int, high: int) -> Parser:
    """A number, or ``[min, max]``: normalised to ``(min, max)``."""

    def parse(value: Any, path: Path) -> tuple[int, int]:
        if _is_int(value):
            if not low <= value <= high:
                raise GenerateError(path, f"expected a number from {low} to {high}, got {value}")
            return (value, value)
        if isinstance(value, list) and len(value) == 2:
            for i, v in enumerate(value):
                if not _is_int(v) or not low <= v <= high:
                    raise GenerateError((*path, i), f"expected a number from {low} to {high}, got {v!r}")
            if value[0] > value[1]:
                raise GenerateError(path, f"[min, max] with min <= max, got {value}")
            return (value[0], value[1])
        raise GenerateError(path, f"expected a number from {low} to {high} or [min, max], got {value!r}")

    return parse


def choice(values: Sequence[str], aliases: Mapping[Any, str] | None = None) -> Parser:
    """One of ``values``; ``aliases`` maps other spellings (YAML reads ``yes`` and ``on`` as true)."""
    aliases = dict(aliases or {})

    def parse(value: Any, path: Path) -> str:
        for alias, name in aliases.items():
            if value is alias or (isinstance(value, str) and isinstance(alias, str) and value == alias):
                return name
        if isinstance(value, str) and value.strip().lower() in values:
            return value.strip().lower()
        raise GenerateError(path, f"expected one of {', '.join(values)}, got {value!r}")

    return parse


def int_set(low: int, high: int) -> Parser:
    """A number or a list of numbers, each from ``low`` to ``high``: normalised to a sorted tuple."""

    def parse(value: Any, path: Path) -> tuple[int, ...]:
        items = value if isinstance(value, list) else [value]
        if not items:
            raise GenerateError(path, f"expected a number from {low} to {high} or a list of them")
        for i, v in enumerate(items):
            if not _is_int(v) or not low <= v <= high:
                where = (*path, i) if isinstance(value, list) else path
                raise GenerateError(where, f"expected a number from {low} to {high}, got {v!r}")
        return tuple(sorted(set(items)))

    return parse


def read_constraints(
    declared: Mapping[str, Constraint], game: str, task: str, raw: Any
) -> dict[str, Any]:
    """Validate ``raw`` against the declared constraints: the normalised values by name."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise GenerateError((), f"constraints must be a mapping, got {raw!r}")
    usable = [c.name for c in declared.values() if c.applies(game, task)]
    out: dict[str, Any] = {}
    for key, value in raw.items():
        c = declared.get(key) if isinstance(key, str) else None
        if c is None:
            raise GenerateError(
                (str(key),),
                f"unknown constraint '{key}' for {game} {task} (allowed: {', '.join(usable) or 'none'})",
            )
        if not c.applies(game, task):
            where = f"task {task}" if c.games is None or game in c.games else game
            raise GenerateError(
                (key,), f"'{key}' does not apply to {where} (allowed: {', '.join(usable) or 'none'})"
            )
        out[key] = c.parse(value, (key,))
    return out


# -- drawing -----------------------------------------------------------------------------


def weighted(rng: random.Random, table: Mapping[Any, float]) -> Any:
    """One key of ``table`` drawn with its weight (keys in the table's order: deterministic)."""
    keys = list(table)
    return rng.choices(keys, weights=[table[k] for k in keys])[0]


def chance(rng: random.Random, p: float) -> bool:
    return rng.random() < p


class Shoe:
    """The cards not yet dealt, drawn at random or by name (deterministic for a seeded rng)."""

    def __init__(self, cards: Iterable[Card], rng: random.Random) -> None:
        self.cards = list(cards)
        self.rng = rng

    def __len__(self) -> int:
        return len(self.cards)

    def draw(self, n: int) -> list[Card]:
        if n > len(self.cards):
            raise Retry("the shoe is empty")
        out = []
        for _ in range(n):
            out.append(self.cards.pop(self.rng.randrange(len(self.cards))))
        return out

    def take(self, card: Card) -> Card:
        """Remove a given card; Retry if it is gone."""
        try:
            self.cards.remove(card)
        except ValueError:
            raise Retry(f"{card} is already dealt") from None
        return card

    def put_back(self, cards: Iterable[Card]) -> None:
        self.cards.extend(cards)

    def has(self, card: Card) -> bool:
        return card in self.cards

    def of_rank(self, rank: int, exclude_suits: Iterable[str] = ()) -> list[Card]:
        skip = set(exclude_suits)
        return [c for c in self.cards if c.rank == rank and c.suit not in skip]

    def take_rank(self, rank: int, exclude_suits: Iterable[str] = ()) -> Card:
        """A card of ``rank`` (any suit but ``exclude_suits``), drawn at random."""
        options = self.of_rank(rank, exclude_suits)
        if not options:
            raise Retry(f"no card of rank {rank} left")
        return self.take(self.rng.choice(options))


# -- the tables the regulation allows (RULINGS R0-5, R8-5) --------------------------------


def players_wanted(game: str) -> str:
    """'4 to 10' / 'exactly 3': the players a hand of ``game`` is dealt to (R0-5)."""
    low, high = table_rules(game).players
    return f"exactly {low}" if low == high else f"{low} to {high}"


def check_seats(game: str, values: Mapping[str, Any], key: str = "seats") -> None:
    """Refuse a ``seats`` constraint (normalised ``(min, max)``) outside the players a hand of
    ``game`` is dealt to (RULINGS R0-5), naming the rule."""
    if key not in values:
        return
    lo, hi = values[key]
    rules = table_rules(game)
    low, high = rules.players
    if low <= lo and hi <= high:
        return
    bad = lo if lo < low else hi
    raise GenerateError((key,), f"{game}: a hand is dealt to {players_wanted(game)} players, not {bad} "
                                f"({rules.players_cite}; ruling R0-5)")


def seat_bounds(game: str, values: Mapping[str, Any], default_high: int | None = None) -> tuple[int, int]:
    """The seats to deal in: the ``seats`` constraint, else the game's players (R0-5), at most
    ``default_high`` when the instructor gave no range."""
    low, high = table_rules(game).players
    if "seats" in values:
        return values["seats"]
    return low, max(low, min(high, default_high or high))


def table_size(game: str) -> int:
    """The table's places a generated hand seats its players at (their seat numbers)."""
    return table_rules(game).players[1]


def names(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]


def seat_numbers(rng: random.Random, count: int, table: int) -> list[int]:
    """``count`` distinct seat numbers of a table of ``table`` seats, in order (not always 1..n)."""
    return sorted(rng.sample(range(1, table + 1), count))
