"""Lesson files: reading, checking, and turning items into questions.

A lesson (YAML) has an ``id``, ``title``, ``game`` (or ``games: [holdem, omaha]`` for a
lesson on provisions several games share: every item is checked against each of them),
``skills`` (task ids), an ``intro`` that teaches the rule, and ``items``; optional
``level`` (1, 2, ...) and ``order`` (a whole number) put lessons in teaching order
(:func:`teaching_key`); optional ``targets`` (``{pot-split: 45}``) set the lesson's own
target time in whole seconds for tasks it asks (:mod:`trainer.tasks.targets`).  An item is one of

- a scripted scenario: ``task``, ``scenario`` (SCENARIOS.md format; ``game`` may
  be left out), optional ``params`` for the task, ``prompt``, ``expect`` (the
  instructor's answer, checked against the engine) and ``explain`` (extra text);
- a generated block: ``generate: {task, count, seed, constraints}``;
- a procedure question: ``task: procedure``, ``question``, ``choices``, ``answer``
  (the number of the right choice, counting from 1), ``cite``, optional ``explain``.

A lesson of hands (Run the table, issue 21) has ``hands: {count, seats, seeds}`` in place of
``items``: ``count`` whole hands of its game dealt to ``seats`` seats (the game's usual number
when left out), one from each of ``seeds`` (as many as ``count``; when left out, seeds drawn
from the lesson's id), played step by step; its ``skills`` may be left out (the step kinds
its hands ask).

:func:`check_lesson` reports *every* problem as an :class:`InputError` naming the
file, line and field; nothing here raises anything else for bad input.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path as FilePath
from typing import Any

from trainer.curriculum.generate import GenerateError, check_constraints, generate
from trainer.curriculum.items import ScriptedItem, item_questions, scripted_question, step_items  # noqa: F401  (re-exported: callers import it from here)
from trainer.curriculum.lesson_header import header_key, header_key_of, lesson_games, teaching_key  # noqa: F401  (re-exported)
from trainer.curriculum.lesson_translations import register as register_translations
from trainer.curriculum.yamlio import Document, InputError, ProblemLog, check_file, check_source
from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.errors import FieldPath, ScenarioError, format_path
from trainer.engine.rulesets import GAMES, table_rules
from trainer.engine.solve import Solution, solve_typed
from trainer.engine.tables import BETTING_BOARD_GAMES, TableFault, board_for_round, table_faults
from trainer.scenarios.possible import impossibilities
from trainer.scenarios.rulings import ruling_ids
from trainer.table_run import HandError, deal_hand
from trainer.table_run.drill import dealt_question
from trainer.tasks import TASKS, task_for
from trainer.tasks.base import ChoiceKey, Question, Task
from trainer.tasks.procedure import Procedure
from trainer.tasks.targets import target_problem

LESSON_KEYS = {"id", "title", "game", "games", "skills", "intro", "items", "hands", "level", "order", "notes",
               "targets"}
HANDS_KEYS = {"count", "seats", "seeds"}
MAX_HANDS = 20
SCRIPTED_KEYS = {"task", "scenario", "params", "prompt", "expect", "explain", "id", "rulings"}
PROCEDURE_KEYS = {"task", "question", "choices", "answer", "cite", "explain", "id", "prompt", "rulings"}
GENERATE_KEYS = {"task", "count", "seed", "constraints"}
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
MAX_GENERATED = 1000
MAX_LESSON_ITEMS = 2000
"""The most items a lesson may hold, generated ones included (issue 31, X21: 2,000 blocks of 1,000
items took minutes to check, and the app checks every lesson it loads)."""


@dataclass(frozen=True)
class ProcedureItem:
    id: str
    question: str
    choices: tuple[str, ...]
    answer: int
    """Index of the right choice, counting from 0."""
    cite: str
    explain: str = ""
    line: int | None = None
    task: str = Procedure.id
    rulings: tuple[str, ...] = ()


@dataclass(frozen=True)
class GenerateBlock:
    task: str
    count: int
    seed: int
    constraints: Mapping[str, Any] = field(default_factory=dict)
    line: int | None = None


@dataclass(frozen=True)
class HandsBlock:
    """A lesson's whole hands: one dealt from each seed to ``seats`` seats (None: the game's usual)."""

    seeds: tuple[int, ...]
    seats: int | None = None
    line: int | None = None

    @property
    def count(self) -> int:
        return len(self.seeds)


Item = ScriptedItem | ProcedureItem | GenerateBlock


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    game: str
    skills: tuple[str, ...]
    intro: str
    items: tuple[Item, ...]
    file: str = ""
    games: tuple[str, ...] = ()
    """Every game the lesson serves (``games:``), ``game`` first; ``(game,)`` by default."""
    level: int = 1
    order: int | None = None
    targets: Mapping[str, int] = field(default_factory=dict)
    """The lesson's own target times (task id -> whole seconds); the defaults elsewhere."""
    hands: HandsBlock | None = None
    """A lesson of whole hands (no items): the hands it deals."""

    def __post_init__(self) -> None:
        if not self.games:
            object.__setattr__(self, "games", (self.game,))

    def for_game(self, game: str) -> Lesson:
        """The lesson as served to one of its games: its questions are asked as that game's."""
        from dataclasses import replace

        return self if game == self.game else replace(self, game=game)

    @property
    def sort_key(self) -> tuple[int, int, float, str]:
        return teaching_key(self.level, self.order, self.title)

    def questions(self) -> Iterator[Question]:
        """Every question of the lesson in order, generated blocks expanded."""
        for item in self.items:
            if isinstance(item, GenerateBlock):
                yield from generate(self.game, item.task, item.count, item.seed, item.constraints)
            elif isinstance(item, ProcedureItem):
                yield procedure_question(item, self.id, self.game)
            else:
                yield from item_questions(item, self.id)

    @property
    def size(self) -> int:
        if self.hands is not None:
            return self.hands.count
        return sum(i.count if isinstance(i, GenerateBlock) else 1 for i in self.items)


def procedure_question(item: ProcedureItem, lesson_id: str = "", game: str = "") -> Question:
    """A multiple-choice question: words, no table (its scenario names only the game; what
    was asked goes to the records through ``task_for(q.task).asked(q)``).

    The choices are shuffled, the same way every time for the same item, so the
    right one is not always where the author wrote it.
    """
    order = list(range(len(item.choices)))
    random.Random(f"{lesson_id}/{item.id}").shuffle(order)
    choices = tuple(item.choices[i] for i in order)
    key = ChoiceKey(order.index(item.answer), item.explain, item.cite)
    return Question(
        task=item.task,
        scenario={"game": game},
        solution=key,
        answer=task_for(item.task).answer(key, {}),
        prompt=item.question,
        own_prompt=True,
        choices=choices,
        cite=item.cite,
        item_id=f"{lesson_id}/{item.id}" if lesson_id else item.id,
    )


# -- reading and checking --------------------------------------------------------------


def check_lesson(path: str | FilePath) -> tuple[Lesson | None, list[InputError]]:
    """Read and check one lesson file: the lesson (if readable) and every problem.  A school
    lesson's translations beside it (``<lesson>.translations.yaml``) are read with it, so its
    trainee reads them (:func:`trainer.i18n.lesson_text`)."""
    register_translations(path)
    return check_file(path, check_document)


def check_text(text: str, name: str = "<lesson>") -> tuple[Lesson | None, list[InputError]]:
    return check_source(text, name, check_document)


def check_document(doc: Document) -> tuple[Lesson | None, list[InputError]]:
    r = ProblemLog(doc)
    data = doc.data
    if not isinstance(data, Mapping):
        r.problem((), "a lesson is a mapping with id, title, game, skills, intro and items")
        return None, r.problems
    _unknown_keys(r, data, LESSON_KEYS, ())
    lesson_id = _text(r, data, "id", ())
    if lesson_id and not ID_PATTERN.match(lesson_id):
        r.problem(("id",), f"{lesson_id!r}: use lower-case letters, digits and dashes")
    title = _text(r, data, "title", ())
    intro = _text(r, data, "intro", ())
    games = _games(r, data)
    game = games[0] if games else None
    level, order = _whole(r, data, "level", 1), _whole(r, data, "order", None)
    hands = None
    if "hands" in data:
        if "items" in data:
            r.problem(("hands",), "a lesson has either items or hands, not both")
        hands, kinds = _hands(r, data["hands"], lesson_id, games)
        skills = _skills(r, data, games) if "skills" in data else kinds
    else:
        skills = _skills(r, data, games)
    items_raw = data.get("items")
    items: list[Item] = []
    if "hands" in data:
        pass  # a lesson of hands asks no items
    elif not isinstance(items_raw, list) or not items_raw:
        r.problem(("items",), "a lesson needs a list of items (or hands)")
    else:
        seen_ids: set[str] = set()
        total = 0
        for i, raw in enumerate(items_raw):
            total += _items_asked(raw)
            if total > MAX_LESSON_ITEMS:
                r.problem(("items", i), f"a lesson holds at most {MAX_LESSON_ITEMS:,} items; with this one it "
                                        f"would hold {total:,} (the items after it are not checked)")
                break
            item = _item_for_games(r, raw, i, games)
            if item is None:
                continue
            item_id = getattr(item, "id", None)
            if item_id is not None:
                if item_id in seen_ids:
                    r.problem(("items", i, "id"), f"item id {item_id!r} is used twice")
                seen_ids.add(item_id)
            items.append(item)
    targets = _targets(r, data, skills, items)
    if r.problems or game is None:
        return None, r.problems
    lesson = Lesson(lesson_id, title, game, tuple(skills), intro, tuple(items), doc.file,
                    games=games, level=level if level is not None else 1, order=order, targets=targets,
                    hands=hands)
    return lesson, r.problems


def _items_asked(raw: Any) -> int:
    """How many questions an item of ``items`` asks, read before it is built: a generated block's
    count (when it is a sane whole number), else one."""
    if isinstance(raw, Mapping) and isinstance(raw.get("generate"), Mapping):
        count = raw["generate"].get("count")
        if isinstance(count, int) and not isinstance(count, bool) and count > 0:
            return count
    return 1


def default_seeds(lesson_id: str, count: int) -> tuple[int, ...]:
    """A lesson's hands when it names no seeds: the same ones every time, from its id."""
    import zlib

    base = zlib.crc32(lesson_id.encode("utf-8")) % 100_000 * 100
    return tuple(base + i for i in range(count))


def _hands(r: ProblemLog, raw: Any, lesson_id: str, games: tuple[str, ...]) -> tuple[HandsBlock | None, list[str]]:
    """``hands: {count, seats, seeds}``: checked, and each hand dealt for every game of the
    lesson; the block and the step kinds its hands ask (in the order first asked)."""

    path: FieldPath = ("hands",)
    if not isinstance(raw, Mapping):
        r.problem(path, "hands takes count, seats and seeds (e.g. {count: 3, seats: 6})")
        return None, []
    if _unknown_keys(r, raw, HANDS_KEYS, path):
        return None, []
    count, seats, seeds = raw.get("count"), raw.get("seats"), raw.get("seeds")
    if count is not None and (isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_HANDS):
        r.problem((*path, "count"), f"count must be a whole number from 1 to {MAX_HANDS}")
        return None, []
    if seats is not None and (isinstance(seats, bool) or not isinstance(seats, int)):
        r.problem((*path, "seats"), f"seats must be a whole number, got {seats!r}")
        return None, []
    if seeds is None:
        if count is None:
            r.problem((*path, "count"), "give the number of hands (count) or their seeds")
            return None, []
        seeds = list(default_seeds(lesson_id, count))
    elif (not isinstance(seeds, list) or not 1 <= len(seeds) <= MAX_HANDS
          or any(isinstance(x, bool) or not isinstance(x, int) for x in seeds)):
        r.problem((*path, "seeds"), f"seeds must be a list of 1 to {MAX_HANDS} whole numbers")
        return None, []
    elif count is not None and count != len(seeds):
        r.problem((*path, "seeds"), f"count says {count} hands but {len(seeds)} seeds are given")
        return None, []
    elif len(set(seeds)) != len(seeds):
        r.problem((*path, "seeds"), "a seed is given twice: the same hand would be dealt twice")
        return None, []
    kinds: dict[str, None] = {}
    for game in games:
        for i, seed in enumerate(seeds):
            try:
                hand = deal_hand(game, seed, seats)
            except HandError as exc:
                r.problem((*path, "seats") if seats is not None else (*path, "seeds", i), str(exc))
                return None, []
            if not hand.steps:
                r.problem((*path, "seeds", i), f"{game} seed {seed}: the hand has no steps")
                return None, []
            if _hand_faults(r, hand, (*path, "seats") if seats is not None else (*path, "seeds", i)):
                return None, []
            kinds.update(dict.fromkeys(hand.kinds()))
    return HandsBlock(tuple(seeds), seats, r.doc.line_of(path)), list(kinds)


def _hand_faults(r: ProblemLog, hand: Any, path: FieldPath) -> bool:
    """Log each bound of R0-5 / R8-5 a step of a dealt hand shows broken (the first step that shows
    each); True if there was one."""
    seen: set[tuple[FieldPath, str]] = set()
    for k, step in enumerate(hand.steps):
        for fault in bound_faults({"game": hand.game, **step.question.scenario}, step.kind):
            if (fault.path, fault.message) in seen:
                continue
            seen.add((fault.path, fault.message))
            r.problem(path, f"{hand.game} seed {hand.seed}, step {k + 1} ({step.kind}): "
                            f"{format_path(('scenario', *fault.path))}: {fault_text(fault)}")
    return bool(seen)


def _games(r: ProblemLog, data: Mapping[str, Any]) -> tuple[str, ...]:
    """``game: X`` or ``games: [X, Y]`` (not both): the lesson's games, checked."""
    known = ", ".join(GAMES)
    if "games" in data:
        if "game" in data:
            r.problem(("games",), "give either 'game' or 'games', not both")
            return ()
        raw = data["games"]
        if not isinstance(raw, list) or not raw:
            r.problem(("games",), f"games must be a list of games (some of {known}), got {raw!r}")
            return ()
        out: list[str] = []
        for i, g in enumerate(raw):
            if g not in GAMES:
                r.problem(("games", i), f"game must be one of {known}, got {g!r}")
            elif g in out:
                r.problem(("games", i), f"{g} is named twice")
            else:
                out.append(g)
        return tuple(out) if len(out) == len(raw) else ()
    game = data.get("game")
    if game not in GAMES:
        r.problem(("game",), f"game must be one of {known}, got {game!r}")
        return ()
    return (game,)


def _targets(r: ProblemLog, data: Mapping[str, Any], skills: list[str], items: list[Item]) -> dict[str, int]:
    """``targets: {task: seconds}``: each a task the lesson asks (its skills or items), whole seconds."""
    raw = data.get("targets")
    if raw is None:
        return {}
    if not isinstance(raw, Mapping) or not raw:
        r.problem(("targets",), f"targets must be a mapping of task to seconds (e.g. {{pot-split: 45}}), got {raw!r}")
        return {}
    asked = [*skills, *(item.task for item in items)]
    out: dict[str, int] = {}
    for task, seconds in raw.items():
        if task not in asked:
            r.problem(("targets", str(task)), f"{task!r} is not a task of this lesson (one of: "
                                              f"{', '.join(dict.fromkeys(asked)) or 'none'})")
            continue
        why_not = target_problem(seconds)
        if why_not:
            r.problem(("targets", str(task)), why_not)
            continue
        out[str(task)] = seconds
    return out


def _whole(r: ProblemLog, data: Mapping[str, Any], key: str, default: int | None) -> int | None:
    """An optional whole-number header field (``level`` from 1, ``order`` any integer)."""
    value = data.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int) or (key == "level" and value < 1):
        what = "a whole number from 1" if key == "level" else "a whole number"
        r.problem((key,), f"'{key}' must be {what}, got {value!r}")
        return default
    return value


def _item_for_games(r: ProblemLog, raw: Any, index: int, games: tuple[str, ...]) -> Item | None:
    """Check one item against each game of the lesson (a scripted scenario that names its
    game, against that game only); the first game's reading is kept.  Checking stops at
    the first game that finds a problem, so one mistake is reported once."""
    if not games:
        return _guarded_item(r, raw, ("items", index), None, index)
    scenario = raw.get("scenario") if isinstance(raw, Mapping) else None
    named = scenario.get("game") if isinstance(scenario, Mapping) else None
    targets = (named,) if named in games else games
    item: Item | None = None
    for g in targets:
        before = len(r.problems)
        checked = _guarded_item(r, raw, ("items", index), g, index)
        if len(r.problems) > before:
            return None
        item = item or checked
    return item


def _text(r: ProblemLog, data: Mapping[str, Any], key: str, path: FieldPath, required: bool = True) -> str:
    value = data.get(key)
    if value is None:
        if required:
            r.problem((*path, key), f"missing required field '{key}'")
        return ""
    if not isinstance(value, str) or not value.strip():
        r.problem((*path, key), f"'{key}' must be text, got {value!r}")
        return ""
    return value.strip()


def prose(text: str) -> str:
    """A question as written in a YAML block, made one flowing text: the line breaks inside a
    paragraph (where the author's editor wrapped it) become spaces; a blank line still
    separates paragraphs.  A label shows every line break, and the author's wrapping is no
    place to break a line on a screen of any width."""
    paragraphs = re.split(r"\n\s*\n", text.strip())
    return "\n\n".join(" ".join(p.split()) for p in paragraphs if p.strip())


def _skills(r: ProblemLog, data: Mapping[str, Any], games: tuple[str, ...]) -> list[str]:
    raw = data.get("skills")
    if not isinstance(raw, list) or not raw:
        r.problem(("skills",), "skills must be a list of task ids (e.g. [pot-split])")
        return []
    out = []
    for i, s in enumerate(raw):
        if not isinstance(s, str) or s not in TASKS:
            r.problem(("skills", i), f"unknown task {s!r} (one of: {', '.join(TASKS)})")
        elif any(g not in TASKS[s].games for g in games):
            game = next(g for g in games if g not in TASKS[s].games)
            r.problem(("skills", i), f"task {s!r} does not apply to {game}")
        else:
            out.append(s)
    return out


INTERNAL = "internal error while checking this item"


def _guarded_item(r: ProblemLog, raw: Any, path: FieldPath, game: str | None, index: int) -> Item | None:
    """Check one item; a fault in the checker itself is reported as a problem of the
    item (never a traceback), worded so the test suite can tell it from bad input."""
    try:
        return _item(r, raw, path, game, index)
    except ScenarioError as exc:
        r.from_error(exc, path)
        return None
    except InputError as exc:
        r.problems.append(exc)
        return None
    except Exception as exc:  # the user sees one line; the tests see INTERNAL
        r.problem(path, f"{INTERNAL}: {type(exc).__name__}: {exc}")
        return None


class LessonError(InputError):
    """A lesson that cannot be used: carries every problem found."""

    def __init__(self, problems: list[InputError]) -> None:
        first = problems[0]
        super().__init__(first.file, first.line, first.field, first.message)
        self.problems = problems


def load_lesson(path: str | FilePath) -> Lesson:
    """Read and check a lesson; raises :class:`LessonError` with every problem."""
    lesson, problems = check_lesson(path)
    if problems or lesson is None:
        raise LessonError(problems)
    return lesson


def _item(r: ProblemLog, raw: Any, path: FieldPath, game: str | None, index: int) -> Item | None:
    if not isinstance(raw, Mapping):
        r.problem(path, "an item is a mapping: a task and scenario, generate, or a procedure question")
        return None
    if "generate" in raw:
        extra = set(raw) - {"generate"}
        if extra:
            r.problem((*path, sorted(map(str, extra))[0]), "a generate item has only the 'generate' field")
        return _generate(r, raw["generate"], (*path, "generate"), game)
    task_id = raw.get("task")
    if not isinstance(task_id, str) or task_id not in TASKS:
        r.problem((*path, "task"), f"unknown task {task_id!r} (one of: {', '.join(TASKS)})")
        return None
    if game and game not in TASKS[task_id].games:
        r.problem((*path, "task"), f"task {task_id!r} does not apply to {game}")
        return None
    item_id = str(raw.get("id", index + 1))
    if not TASKS[task_id].generated:  # a question in words, written in the lesson
        return _procedure(r, raw, path, item_id)
    return _scripted(r, raw, path, game, item_id)


def _scripted(
    r: ProblemLog, raw: Mapping[str, Any], path: FieldPath, game: str | None, item_id: str
) -> ScriptedItem | None:
    if _unknown_keys(r, raw, SCRIPTED_KEYS, path):
        return None
    task = task_for(raw["task"])
    if task.dealt:  # a moment of a dealt hand (issue 21): named by its params, dealt again
        return _dealt(r, raw, path, game, item_id, task)
    scenario = raw.get("scenario")
    if not isinstance(scenario, Mapping):
        r.problem((*path, "scenario"), "missing required field 'scenario' (a table situation)")
        return None
    scenario = dict(scenario)
    if scenario.setdefault("game", game) != game:
        r.problem((*path, "scenario", "game"), f"this lesson is about {game}, not {scenario['game']}")
        return None
    params = raw.get("params") or {}
    if not isinstance(params, Mapping) or set(params) - task.params_allowed:
        allowed = ", ".join(sorted(task.params_allowed)) or "none"
        r.problem((*path, "params"), f"task {task.id} takes these params: {allowed}")
        return None
    if _refused_table(r, scenario, (*path, "scenario")):  # RULINGS R0-5, R8-5: a table the regulation allows
        return None
    try:
        solution = solve_typed(scenario)[1]
    except ScenarioError as exc:
        r.from_error(exc, (*path, "scenario"))
        return None
    why_not = task.asks_about(solution)
    if why_not:
        r.problem((*path, "task"), f"task {task.id} cannot be asked here: {why_not}")
        return None
    unseen = task.unseen(scenario)
    if unseen:
        r.problem((*path, "scenario"), unseen)
        return None
    impossible = impossibilities(scenario)
    if impossible:  # a table no real hand could leave (RULINGS R8): issue 18
        r.problem((*path, "scenario"), f"no hand could leave this table: {impossible[0]}")
        return None
    expect = raw.get("expect")
    steps: list[Solution] = []
    if task.multi_step:  # a hand followed step by step: every step must be a question
        if expect is not None:
            r.problem((*path, "expect"), f"task {task.id} is asked step by step and answered by the engine at "
                                         f"each step: give no 'expect'")
            return None
        solved = _solved_steps(r, task, scenario, path)
        if solved is None:
            return None
        steps = solved
    else:
        try:
            correct = task.answer(solution, params)
        except ScenarioError as exc:
            r.from_error(exc, path)
            return None
    if expect is not None:
        try:
            given = task.read_answer(expect, ())
        except ScenarioError as exc:
            r.from_error(exc, (*path, "expect"))
            return None
        if not task.grade(given, correct).correct:
            r.problem(
                (*path, "expect"),
                f"the lesson expects {_compact(given)} but the engine says {_compact(correct)}",
            )
            return None
    line = r.doc.line_of(path)
    item = ScriptedItem(
        id=item_id, task=task.id, scenario=scenario, params=dict(params),
        prompt=prose(_opt_text(r, raw, "prompt", path)), expect=expect,
        explain=_opt_text(r, raw, "explain", path), line=line,
        rulings=_rulings(r, raw, path), solution=solution,
    )
    if task.multi_step:  # each step keeps the solution the check found: solved once
        item = replace(item, steps=tuple(replace(step, solution=solved)
                                         for step, solved in zip(step_items(item), steps, strict=True)))
    return item


def _dealt(r: ProblemLog, raw: Mapping[str, Any], path: FieldPath, game: str | None, item_id: str,
           task: Task[Any, Any]) -> ScriptedItem | None:
    """An item of a hand's own step (the forced bets, a deal, a board...): ``params: {hand: {game,
    seed, seats, step}}`` names the step of a seeded hand; its ``scenario``, if given, must be the
    table the step finds (as ``trainer generate`` writes it), and its ``expect`` the engine's."""

    params = raw.get("params")
    if not isinstance(params, Mapping) or set(params) != {"hand"}:
        r.problem((*path, "params"), f"task {task.id} names its step of a dealt hand: params: {{hand: {{game, "
                                     f"seed, seats, step}}}}")
        return None
    hand = params["hand"]
    if isinstance(hand, Mapping) and hand.get("game") != game:
        r.problem((*path, "params", "hand", "game"), f"this lesson is about {game}, not {hand.get('game')}")
        return None
    try:
        question = dealt_question(task.id, params)
    except ScenarioError as exc:
        r.from_error(exc, path)
        return None
    if _refused_table(r, {"game": game, **question.scenario}, (*path, "scenario"), "the step's table: ", task.id):
        return None
    scenario = raw.get("scenario")
    if scenario is not None and (not isinstance(scenario, Mapping)
                                 or {"game": game, **scenario} != {"game": game, **question.scenario}):
        r.problem((*path, "scenario"), "this is not the table of that hand's step (leave 'scenario' out: "
                                       "the hand gives it)")
        return None
    expect = raw.get("expect")
    if expect is not None:
        try:
            given = task.read_answer(expect, ())
        except ScenarioError as exc:
            r.from_error(exc, (*path, "expect"))
            return None
        if not task.grade(given, question.answer).correct:
            r.problem((*path, "expect"),
                      f"the lesson expects {_compact(given)} but the engine says {_compact(question.answer)}")
            return None
    solution: Any = question.solution  # the deal's facts (a Deal) or the engine's solution of the step
    return ScriptedItem(
        id=item_id, task=task.id, scenario={"game": game, **question.scenario}, params=dict(params),
        prompt=prose(_opt_text(r, raw, "prompt", path)), expect=expect,
        explain=_opt_text(r, raw, "explain", path), line=r.doc.line_of(path),
        rulings=_rulings(r, raw, path), solution=solution,
    )


def _solved_steps(r: ProblemLog, task: Task[Any, Any], scenario: Mapping[str, Any],
                  path: FieldPath) -> list[Solution] | None:
    """Each step of a multi-step item solved, or None (a problem logged) if one cannot be
    asked (a seat to act, its answer)."""
    steps = task.steps(scenario)
    if not steps:
        r.problem((*path, "scenario"), f"task {task.id} needs a hand with actions to follow")
        return None
    out = []
    seen: set[tuple[FieldPath, str]] = set()
    refused = False
    for step, params in steps:
        for fault in [*table_faults(step), *_step_board_faults(step)]:  # each step: the table as dealt by then
            if (fault.path, fault.message) not in seen:
                seen.add((fault.path, fault.message))
                r.problem((*path, "scenario", *fault.path), f"step {params.get('step')}: {fault_text(fault)}")
                refused = True
        if refused:
            continue
        try:
            step_solution = solve_typed(step)[1]
            why = task.asks_about(step_solution)
            if why is None:
                task.answer(step_solution, params)
        except ScenarioError as exc:
            r.from_error(exc, (*path, "scenario"))
            return None
        if why:
            r.problem((*path, "scenario"), f"step {params.get('step')} cannot be asked: {why}")
            return None
        out.append(step_solution)
    return None if refused else out


def _step_board_faults(step: Mapping[str, Any]) -> list[TableFault]:
    """A step of a hand is taken with a seat to act, never on a run-out: its board is exactly the
    cards its round has dealt (R0-5), not the whole board the hand ends with."""
    game, betting, board = step.get("game"), step.get("betting"), step.get("board") or []
    if game not in BETTING_BOARD_GAMES or not isinstance(betting, list) or not betting or not isinstance(board, list):
        return []
    rules = table_rules(str(game))
    number = min(len(betting), len(rules.board_by_round))
    want = board_for_round(str(game), number)
    if len(board) == want:
        return []
    return [TableFault(("board",), f"round {number} is bet with {want} board cards on the table, not {len(board)}",
                       rules.board_cite)]


def _procedure(r: ProblemLog, raw: Mapping[str, Any], path: FieldPath, item_id: str) -> ProcedureItem | None:
    if _unknown_keys(r, raw, PROCEDURE_KEYS, path):
        return None
    question = prose(_text(r, raw, "question", path))
    cite = _text(r, raw, "cite", path)
    choices = raw.get("choices")
    if not isinstance(choices, list) or len(choices) < 2 or not all(
        isinstance(c, str) and c.strip() for c in choices
    ):
        r.problem((*path, "choices"), "choices must be a list of at least two texts")
        return None
    answer = raw.get("answer")
    if isinstance(answer, bool) or not isinstance(answer, int) or not 1 <= answer <= len(choices):
        r.problem((*path, "answer"), f"answer must be the number of the right choice, 1 to {len(choices)}")
        return None
    if not (question and cite):
        return None
    return ProcedureItem(
        id=item_id, question=question, choices=tuple(c.strip() for c in choices),
        answer=answer - 1, cite=cite, explain=_opt_text(r, raw, "explain", path),
        line=r.doc.line_of(path), rulings=_rulings(r, raw, path),
    )


def _generate(r: ProblemLog, raw: Any, path: FieldPath, game: str | None) -> GenerateBlock | None:
    if not isinstance(raw, Mapping):
        r.problem(path, "generate takes task, count, seed and optional constraints")
        return None
    if _unknown_keys(r, raw, GENERATE_KEYS, path):
        return None
    task_id = raw.get("task")
    if not isinstance(task_id, str) or task_id not in TASKS or not TASKS[task_id].generated:
        r.problem((*path, "task"), f"unknown or ungeneratable task {task_id!r}")
        return None
    if game and game not in TASKS[task_id].games:
        r.problem((*path, "task"), f"task {task_id!r} does not apply to {game}")
        return None
    count, seed = raw.get("count"), raw.get("seed", 0)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_GENERATED:
        r.problem((*path, "count"), f"count must be a whole number from 1 to {MAX_GENERATED}")
        return None
    if isinstance(seed, bool) or not isinstance(seed, int):
        r.problem((*path, "seed"), "seed must be a whole number")
        return None
    constraints = raw.get("constraints") or {}
    if not isinstance(constraints, Mapping):
        r.problem((*path, "constraints"), "constraints must be a mapping")
        return None
    try:
        check_constraints(game or "", task_id, constraints)
    except GenerateError as exc:
        r.problem((*path, "constraints", *exc.path), exc.message)
        return None
    if game:
        try:
            unseen, faults = check_generated(game, task_id, count, seed, constraints)
        except GenerateError as exc:
            r.problem((*path, "constraints", *exc.path), exc.message)
            return None
        if unseen:
            r.problem((*path, "task"), unseen)
        for fault in faults:
            r.problem(path, fault)
        if unseen or faults:
            return None
    return GenerateBlock(task_id, count, seed, dict(constraints), r.doc.line_of(path))


UNSEEN_SAMPLE = 5
"""Generated items checked for unseen facts per block or exam quota (the first ones)."""


BEFORE_THE_DEAL = frozenset({"forced-bets", "deal-order", "burn-board"})
"""A hand's steps that may be asked before any card is dealt: the forced bets posted, the cards
about to go out, the first board card about to be burnt and dealt — sintético's first board card
(rule 107) is not on the table yet."""


def bound_faults(scenario: Mapping[str, Any], task: str = "") -> list[TableFault]:
    """:func:`~trainer.engine.tables.table_faults`, but a table between two betting rounds — the
    last round's betting closed and the next board card(s) just dealt (the croupier burns and deals
    the flop, the turn; or runs the board out when every seat is all in) — shows those cards, and
    a step asked before the deal (``task`` in :data:`BEFORE_THE_DEAL`) no board yet (R0-5)."""
    faults = table_faults(scenario)
    if any(f.path == ("board",) for f in faults) and _board_as_dealt(scenario, task):
        faults = [f for f in faults if f.path != ("board",)]
    return faults


def _board_as_dealt(scenario: Mapping[str, Any], task: str) -> bool:
    game, betting, board = scenario.get("game"), scenario.get("betting"), scenario.get("board") or []
    if game not in BETTING_BOARD_GAMES or not isinstance(betting, list) or not isinstance(board, list):
        return False
    if task in BEFORE_THE_DEAL and not board and not any(betting):
        return True  # no action taken, no card dealt
    rounds = table_rules(str(game)).board_by_round
    if len(betting) >= len(rounds) or len(board) not in rounds[len(betting):]:
        return False
    try:
        solution = solve_typed(dict(scenario))[1]
    except ScenarioError:
        return False
    if not isinstance(solution, BettingSolution):
        return False
    state = solution.state
    if str(state.status) == "run-out":  # every seat all in: the board is dealt out, no more betting
        return True
    return str(state.status) == "deal" and len(board) == rounds[len(betting)]  # the next round's cards


def fault_text(fault: TableFault) -> str:
    """A bound of R0-5 / R8-5 a table breaks, in words with its article and the ruling."""
    ruling = "" if "ruling" in fault.cite else "; ruling R0-5"
    return f"{fault.message} ({fault.cite}{ruling})"


def _refused_table(r: ProblemLog, scenario: Mapping[str, Any], path: FieldPath, prefix: str = "",
                   task: str = "") -> bool:
    """Log every bound of RULINGS R0-5 / R8-5 ``scenario`` breaks, one problem each, at its field
    (the players dealt in, the limit, stud's entry and floor, 13 cards' stake points, the board a
    round shows); True if there was one (the item is refused)."""
    faults = bound_faults(scenario, task)
    for fault in faults:
        r.problem((*path, *fault.path), f"{prefix}{fault_text(fault)}")
    return bool(faults)


def generated_table_faults(game: str, questions: list[Question]) -> list[str]:
    """Every bound of R0-5 / R8-5 a generated question's table breaks, one line each, naming the
    item (counting from 1) and the field: ``generated item 3: scenario.seats: holdem: ...``."""
    out = []
    for i, q in enumerate(questions):
        for fault in bound_faults({"game": game, **q.scenario}, q.task):
            where = format_path(("scenario", *fault.path))
            out.append(f"generated item {i + 1}: {where}: {fault_text(fault)}")
    return out


def check_generated(game: str, task: str, count: int, seed: int, constraints: Mapping[str, Any]
                    ) -> tuple[str | None, list[str]]:
    """A generated block (or an exam quota's items drawn from ``seed``): the first unseen fact among
    its first :data:`UNSEEN_SAMPLE` items, and every table fault of every item (R0-5, R8-5).
    Raises :class:`GenerateError` when the items cannot be generated."""
    questions = generate(game, task, count, seed, constraints)
    unseen = None
    for i, q in enumerate(questions[:UNSEEN_SAMPLE]):
        why = TASKS[task].unseen(q.scenario)
        if why:
            unseen = f"generated item {i + 1}: {why}"
            break
    return unseen, generated_table_faults(game, questions)


def unseen_in_generated(game: str, task: str, count: int, seed: int, constraints: Mapping[str, Any]) -> str | None:
    """The first unseen fact in ``count`` generated items, in words; None if all is shown."""
    for i, q in enumerate(generate(game, task, count, seed, constraints)):
        unseen = TASKS[task].unseen(q.scenario)
        if unseen:
            return f"generated item {i + 1}: {unseen}"
    return None


def _unknown_keys(r: ProblemLog, raw: Mapping[str, Any], allowed: set[str], path: FieldPath) -> bool:
    """Report every key not in ``allowed``; True if there was one."""
    unknown = [k for k in raw if k not in allowed]
    for key in unknown:
        r.problem((*path, str(key)), f"unknown field '{key}' (expected one of: {', '.join(sorted(allowed))})")
    return bool(unknown)


def _rulings(r: ProblemLog, raw: Mapping[str, Any], path: FieldPath) -> tuple[str, ...]:
    """The RULINGS.md ids an item exercises (``rulings: [R1-4, R1-5]``)."""
    value = raw.get("rulings")
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        r.problem((*path, "rulings"), "rulings must be a list of ruling ids such as R1-4")
        return ()
    known = ruling_ids()
    out = []
    for i, rid in enumerate(value):
        if rid not in known:
            r.problem((*path, "rulings", i), f"{rid!r} is not a ruling of RULINGS.md")
        else:
            out.append(rid)
    return tuple(out)


def _opt_text(r: ProblemLog, raw: Mapping[str, Any], key: str, path: FieldPath) -> str:
    value = raw.get(key)
    if value is None:
        return ""
    if not isinstance(value, str):
        r.problem((*path, key), f"'{key}' must be text")
        return ""
    return value.strip()


def _compact(answer: Mapping[str, Any]) -> str:
    return json.dumps(answer, separators=(", ", ": "), ensure_ascii=False)
