"""What a task is: the question asked about a scenario, its answer, grading, explanation.

A task never holds an answer key: the correct answer is always computed from the
engine's solution of the scenario.  Answers are plain JSON-ready mappings (seat
keys as strings, seat lists as ints) so they can be stored and compared as given.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from trainer.engine.errors import FieldPath, ScenarioError

# The JSON-shaped values a task reads and returns, named once here so every task
# method says which one it takes (SCENARIOS.md: a scenario, the ``trainer solve``
# answer, a task's params, a task's answer).  Still plain mappings at runtime;
# issue 14 item 1 replaces ScenarioData/SolutionData with the engine's typed values.
ScenarioData = Mapping[str, Any]
SolutionData = Mapping[str, Any]
Params = Mapping[str, Any]
AnswerData = dict[str, Any]
GivenAnswer = Mapping[str, Any]
"""An answer as passed around and stored (a person's or the engine's)."""


@dataclass(frozen=True)
class Part:
    """One graded part of an answer (a pot, a seat, the whole order...)."""

    label: str
    correct: bool
    expected: Any
    given: Any


@dataclass(frozen=True)
class Grade:
    score: float
    parts: tuple[Part, ...]

    @property
    def correct(self) -> bool:
        return self.score >= 1.0

    @property
    def mistakes(self) -> tuple[Part, ...]:
        return tuple(p for p in self.parts if not p.correct)


@dataclass(frozen=True)
class Step:
    """One step of an explanation, with the article or ruling it rests on."""

    text: str
    cite: str = ""


@dataclass(frozen=True)
class Question:
    """A scenario and what is asked about it, with the engine's answer."""

    task: str
    scenario: Mapping[str, Any]
    params: Mapping[str, Any] = field(default_factory=dict)
    prompt: str = ""
    item_id: str = ""
    """Where the question comes from: ``lesson-id/item-id`` or ``generated/...``."""
    explain: str = ""
    """The lesson author's extra explanation, shown after the engine's."""
    answer: Mapping[str, Any] = field(default_factory=dict)
    solution: Mapping[str, Any] = field(default_factory=dict)
    choices: tuple[str, ...] = ()
    cite: str = ""

    @property
    def game(self) -> str:
        return str(self.scenario.get("game", ""))


class Task:
    """Base of every task; subclasses fill in the class attributes and methods."""

    id: ClassVar[str]
    title: ClassVar[str]
    games: ClassVar[tuple[str, ...]]
    params_allowed: ClassVar[frozenset[str]] = frozenset()
    generated: ClassVar[bool] = True
    """Its questions are made from scenarios by the generators; False: written in the lessons
    (drawn from them for drills and exams) and never generated."""
    shows_table: ClassVar[bool] = True
    """Its question is a hand on the table; False: a question in words, no table drawn."""
    is_choice: ClassVar[bool] = False
    """Answered by picking one of the question's ``choices`` (the answer's ``choice``)."""

    def asked(self, question: Question) -> dict[str, Any]:
        """What was asked, as the store keeps it with the answer: the scenario, JSON-ready."""
        return dict(question.scenario)

    def applies(self, scenario: ScenarioData, solution: SolutionData) -> str | None:
        """None if the task can be asked about this scenario, else why not."""
        return None

    def prompt(self, scenario: ScenarioData, params: Params) -> str:
        raise NotImplementedError

    def answer(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> AnswerData:
        """The correct answer, from the engine's solution."""
        raise NotImplementedError

    def read_answer(self, raw: Any, path: FieldPath) -> AnswerData:
        """Validate and normalise an answer given by a person (a lesson's ``expect``)."""
        raise NotImplementedError

    def grade(self, given: GivenAnswer, correct: GivenAnswer) -> Grade:
        raise NotImplementedError

    def explain(self, scenario: ScenarioData, solution: SolutionData, params: Params) -> list[Step]:
        raise NotImplementedError


# -- helpers shared by the tasks -----------------------------------------------------


def whole(parts: list[Part]) -> Grade:
    """Score = share of parts right (partial credit per pot, per seat...)."""
    if not parts:
        return Grade(1.0, ())
    right = sum(p.correct for p in parts)
    return Grade(right / len(parts), tuple(parts))


def exact(label: str, expected: Any, given: Any) -> Grade:
    ok = expected == given
    return Grade(1.0 if ok else 0.0, (Part(label, ok, expected, given),))


def seat_list(raw: Any, path: FieldPath) -> list[int]:
    if isinstance(raw, int) and not isinstance(raw, bool):
        raw = [raw]
    if not isinstance(raw, list):
        raise ScenarioError(path, f"expected a list of seat numbers, got {raw!r}")
    out = []
    for i, x in enumerate(raw):
        if isinstance(x, bool) or not isinstance(x, int) or x < 1:
            raise ScenarioError((*path, i), f"expected a seat number, got {x!r}")
        out.append(x)
    return out


def seat_map(raw: Any, path: FieldPath) -> dict[str, Any]:
    """A mapping keyed by seat (``3`` or ``"3"``) or place (``banker``): keys as strings."""
    if not isinstance(raw, Mapping):
        raise ScenarioError(path, f"expected a mapping of seat -> value, got {raw!r}")
    out = {}
    for key, value in raw.items():
        k = str(key).strip().lower()
        if k.startswith("seat "):
            k = k[5:].strip()
        if not (k.isdigit() or k in ("banker", "dealer")):
            raise ScenarioError((*path, str(key)), f"{key!r} is not a seat")
        out[k] = value
    return out


def amount_value(raw: Any, path: FieldPath) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        if isinstance(raw, float) and raw.is_integer():
            return int(raw)
        raise ScenarioError(path, f"expected a whole number of chips, got {raw!r}")
    return raw


def only_keys(raw: Any, keys: set[str], path: FieldPath) -> Mapping[str, Any]:
    if not isinstance(raw, Mapping):
        raise ScenarioError(path, f"expected a mapping with {', '.join(sorted(keys))}, got {raw!r}")
    for k in raw:
        if k not in keys:
            raise ScenarioError((*path, str(k)), f"unknown field '{k}' (expected {', '.join(sorted(keys))})")
    return raw


def seat_label(key: str) -> str:
    return key if not key.isdigit() else f"seat {key}"
