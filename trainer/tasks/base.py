"""What a task is: the question asked about a scenario, its answer, grading, explanation.

A task never holds an answer key: the correct answer is always computed from the
engine's solution of the scenario.  Answers are plain JSON-ready mappings (seat
keys as strings, seat lists as ints) so they can be stored and compared as given.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any, ClassVar, Generic, TypeVar

from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.solve import Solution
from trainer.i18n import lesson_text, tr
from trainer.scenarios.facts import TABLE_SHOWS, hidden_facts
from trainer.scenarios.words import PerRules
from trainer.tasks.answers import Answer

Params = Mapping[str, Any]
"""A task's params as the lesson gives them (SCENARIOS.md)."""
GivenAnswer = Mapping[str, Any]
"""An answer as a person gave it, stored as given: read by the task's ``grade``, which
never trusts its shape (a key may be missing, an exam answer may be empty)."""


@dataclass(frozen=True)
class ChoiceKey:
    """The key of a question in words (no table, nothing for the engine to solve): the
    right choice, in the order shown, and the author's explanation with its article."""

    choice: int
    explain: str = ""
    cite: str = ""


Solved = Solution | ChoiceKey
"""What a question's right answer is computed from: the engine's typed answer to its
scenario, or the key of a question in words."""

S = TypeVar("S", bound=Solved)
K = TypeVar("K", bound=Solved)
A = TypeVar("A", bound=Answer)


@dataclass(frozen=True)
class Part:
    """One graded part of an answer (a pot, a seat, the whole order...)."""

    label: str
    correct: bool
    expected: Any
    given: Any
    key: str = ""
    """The answer's key its values stand under (``fouls``), where a yes or no says what it means
    (:data:`trainer.scenarios.words.YES_NO`)."""


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


def is_blank(answer: Mapping[str, Any] | None) -> bool:
    """No answer at all: nothing given, or only empty lists and mappings."""
    if not answer:
        return True
    return all(isinstance(v, list | tuple | dict) and not v for v in answer.values())


def verdict(grade: Grade, given: Mapping[str, Any] | None) -> tuple[str, str]:
    """The one wording of a graded answer, everywhere it is shown: its kind (``right``,
    ``partly``, ``wrong``, ``blank``) and its sentence."""
    if grade.correct:
        return "right", tr("Right.")
    if is_blank(given):
        return "blank", tr("Not answered: no marks.")
    if grade.score > 0:
        right = sum(p.correct for p in grade.parts)
        return "partly", tr("Partly right: {right} of {total} parts ({score:.0%}).",
                            right=right, total=len(grade.parts), score=grade.score)
    return "wrong", tr("Wrong.")


@dataclass(frozen=True)
class Step:
    """One step of an explanation, with the article or ruling it rests on."""

    text: str
    cite: str = ""


@dataclass(frozen=True)
class Question:
    """A scenario and what is asked about it, solved once: the engine's typed answer
    (``solution``, which holds the scenario as the engine read it) and the task's right
    answer drawn from it (``answer``)."""

    task: str
    scenario: Mapping[str, Any]
    """The scenario as given (SCENARIOS.md): drawn on the table and kept with the answer."""
    solution: Solved
    answer: Answer
    params: Params = field(default_factory=dict)
    prompt: str = ""
    item_id: str = ""
    """Where the question comes from: ``lesson-id/item-id`` or ``generated/...``."""
    explain: str = ""
    """The lesson author's extra explanation, shown after the engine's."""
    choices: tuple[str, ...] = ()
    cite: str = ""
    own_prompt: bool = False
    """The prompt is the lesson author's (translated through the lessons' catalogue); False:
    the task's, which it makes again in the language in use."""

    @property
    def shown_prompt(self) -> str:
        """The prompt in the language in use (issue 19: a switch re-words the question on screen)."""
        if self.own_prompt or not self.prompt:
            return lesson_text(self.prompt)
        from trainer.tasks import task_for

        return task_for(self.task).prompt(self.solution, self.params)

    @property
    def game(self) -> str:
        return str(self.scenario.get("game", ""))

    def solved(self, kind: type[K]) -> K:
        """The engine's solution as the kind the caller reads (PokerSolution...)."""
        if not isinstance(self.solution, kind):
            raise TypeError(f"a {self.task} question is solved by a {type(self.solution).__name__}, "
                            f"not a {kind.__name__}")
        return self.solution


class Shape(Enum):
    """What a task's question is, in one value (issue 34 item 3, in place of six flags)."""

    TABLE = "table"
    """A hand on the table, answered on the task's panel; made by the generators."""
    COUNT = "count"
    """A hand on the table whose chips are counted: the table writes no amount under them until the
    answer is graded (cut the pot, count the stack, colour up)."""
    CHOICE = "choice"
    """A hand on the table, answered by picking one of the question's choices (a legal action)."""
    WORDS = "words"
    """A question in words, no table: written in the lessons (never generated), answered by a pick."""
    MULTI_STEP = "multi-step"
    """A whole hand asked step by step: one question per step, each recorded as it is answered."""
    DEALT = "dealt"
    """A moment of a hand dealt from a seed (issue 21), rebuilt by dealing the hand again."""


class Task(Generic[S, A]):
    """Base of every task; subclasses fill in the class attributes and methods.

    ``S`` is the engine's solution the task reads (PokerSolution, ThirteenSolution,
    QPokerSolution, or a ChoiceKey), ``A`` the task's answer (:mod:`.answers`).
    """

    id: ClassVar[str]
    title: ClassVar[str]
    games: ClassVar[tuple[str, ...]]
    params_allowed: ClassVar[frozenset[str]] = frozenset()
    shape: ClassVar[Shape] = Shape.TABLE
    """What its question is: on the table or in words, answered on its panel, by a pick, by a count,
    step by step, or at a moment of a dealt hand (:class:`Shape`)."""
    target_s: ClassVar[int]
    """The school's target for one answer, in whole seconds (issue 20; :mod:`trainer.tasks.targets`
    lists every task's with why; a lesson or an exam may set its own)."""
    answer_words: ClassVar[Mapping[str, str]]
    """Its answer's keys (SCENARIOS.md), every one of them, nested ones too, as a reader says them:
    each marked ``QT_TRANSLATE_NOOP("", word, "answer key")`` (:func:`trainer.tasks.answer_key`)."""
    regulation_words: ClassVar[Mapping[str, PerRules]] = MappingProxyType({})
    """Its answer's keys in the words of each regulation, where the regulations' words differ (the
    call is «acompanhar», «aceitar a aposta», «igualar»: issue 32 T3)."""
    solution_kind: ClassVar[type | tuple[type, ...]]
    """The engine's solution it reads: a hand given by ``committed`` is a PokerSolution, one
    given by its ``betting`` a BettingSolution; a tuple for a task asked in several games
    (pay it in chips: a Q Poker round, a 13-card deal or a poker hand), read by ``isinstance``."""
    shows: ClassVar[frozenset[str]] = TABLE_SHOWS
    """The scenario facts its question shows (:mod:`trainer.scenarios.facts`): the table's."""

    # -- what the shape says (read-only: a task declares its :attr:`shape`, never these) ----------
    @property
    def generated(self) -> bool:
        """Its questions are made from scenarios by the generators; False: written in the lessons
        (drawn from them for drills and exams) and never generated."""
        return self.shape is not Shape.WORDS

    @property
    def shows_table(self) -> bool:
        """Its question is a hand on the table; False: a question in words, no table drawn."""
        return self.shape is not Shape.WORDS

    @property
    def is_choice(self) -> bool:
        """Answered by picking one of the question's ``choices`` (the answer's ``choice``)."""
        return self.shape in (Shape.CHOICE, Shape.WORDS)

    @property
    def multi_step(self) -> bool:
        """A scripted item of it is a whole hand asked step by step (:meth:`steps`): one question per
        step, each recorded as it is answered (follow the action)."""
        return self.shape is Shape.MULTI_STEP

    @property
    def dealt(self) -> bool:
        """Its question is a moment of a hand dealt from a seed (the forced bets, a deal, a board:
        issue 21), named by the question's ``hand`` param and rebuilt by dealing the hand again
        (:mod:`trainer.table_run.drill`); False: the engine's solution of the scenario."""
        return self.shape is Shape.DEALT

    @property
    def hides_totals(self) -> bool:
        """Its question is answered by counting chips: the table writes no amount under them (until
        the answer is graded)."""
        return self.shape is Shape.COUNT

    def unseen(self, scenario: Mapping[str, Any]) -> str | None:
        """None if the question shows every fact of ``scenario``, else which ones it hides."""
        hidden = hidden_facts(self.shows, scenario)
        if not hidden:
            return None
        return (f"the answer may turn on {', '.join(hidden)}, which a {self.id} question does not show "
                f"(the trainee must see every fact the answer depends on)")

    def asked(self, question: Question) -> dict[str, Any]:
        """What was asked, as the store keeps it with the answer: the scenario, JSON-ready."""
        return dict(question.scenario)

    def applies(self, solution: S) -> str | None:
        """None if the task can be asked about this scenario, else why not."""
        return None

    def recorded_params(self, solution: S) -> dict[str, Any]:
        """The params a generated question records with it: what the task draws from the
        scenario by its own rule (the chips handed in...), so a replay or a re-grade asks the
        same question even if the rule changes."""
        return {}

    def chip_amount(self, solution: S, params: Params) -> int | None:
        """The amount this chip drill's chips make (the payment paid, the stack counted or
        coloured up, the change given back, the pot cut), read from the engine's solution; None
        for a task that is not a chip drill.  The generators steer a drill's chip set, amount
        and denominations by it (:mod:`trainer.generators.chip_drill`)."""
        return None

    def steps(self, scenario: Mapping[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """A multi-step task's questions about one hand: each step's scenario and params."""
        return [(dict(scenario), {})]

    def asks_about(self, solution: Solved) -> str | None:
        """None if the task can be asked of ``solution`` (its kind, then :meth:`applies`)."""
        if not isinstance(solution, self.solution_kind):
            given = "its betting" if self.solution_kind is not BettingSolution else "its committed chips"
            return f"task {self.id} is not asked about a hand given by {given}"
        return self.applies(solution)  # type: ignore[arg-type]  # narrowed by the kind above

    def prompt(self, solution: S, params: Params) -> str:
        raise NotImplementedError

    def choices_for(self, solution: S, params: Params) -> tuple[str, ...]:
        """The choices of a question answered by picking one (``is_choice``), in the order
        shown; a question written in a lesson carries its own."""
        return ()

    def answer(self, solution: S, params: Params) -> A:
        """The correct answer, from the engine's solution."""
        raise NotImplementedError

    def read_answer(self, raw: Any, path: FieldPath) -> A:
        """Validate and normalise an answer given by a person (a lesson's ``expect``)."""
        raise NotImplementedError

    def grade(self, given: GivenAnswer, correct: A) -> Grade:
        raise NotImplementedError

    def grade_in(self, game: str, given: GivenAnswer, correct: A) -> Grade:
        """:meth:`grade` at ``game``'s table, its parts named in the words of the game's regulation
        where they differ (issue 32 T3: the call is «acompanhar», «aceitar a aposta», «igualar»)."""
        return self.grade(given, correct)

    def explain(self, solution: S, params: Params) -> list[Step]:
        raise NotImplementedError


# -- helpers shared by the tasks -----------------------------------------------------


def whole(parts: list[Part]) -> Grade:
    """Score = share of parts right (partial credit per pot, per seat...)."""
    if not parts:
        return Grade(1.0, ())
    right = sum(p.correct for p in parts)
    return Grade(right / len(parts), tuple(parts))


def exact(label: str, expected: Any, given: Any, key: str = "") -> Grade:
    ok = expected == given
    return Grade(1.0 if ok else 0.0, (Part(label, ok, expected, given, key),))


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


def one_seat(raw: Any, path: FieldPath) -> int:
    """A single seat number (``3`` or ``[3]``)."""
    seats = seat_list(raw, path)
    if len(seats) != 1:
        raise ScenarioError(path, "expected one seat")
    return seats[0]


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
