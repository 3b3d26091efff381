"""Exam definitions (issue 9): what a certification exam asks, for how long, and how it is passed.

An exam file (YAML, in ``lessons/exams/``) has

- ``id``, ``title``, ``game`` and an optional ``intro`` shown before the start;
- ``skills``: a list of quotas ``{task, count, constraints, min_correct}`` — ``count``
  items of ``task``, generated to the ``constraints`` (the vocabulary of
  :mod:`trainer.curriculum.generate`; none for a task whose questions are written in the
  lessons, such as ``procedure``, drawn from the shipped lessons for the game); an
  optional floor ``min_correct`` (1 .. count): a candidate with fewer right answers on
  the quota fails whatever the overall score (issue 15); an optional ``target`` (whole
  seconds, see :mod:`trainer.tasks.targets`) that counts towards the mark: a right
  answer given in more time than the target earns half its marks (:data:`OVER_TARGET_FACTOR`;
  the time is the whole time the candidate spent on the item, over every visit);
- ``items``: the number of items, which must be the sum of the quotas (it may be left
  out of an exam with hands and no quotas);
- ``hands`` (optional, issue 21): whole hands dealt by the engine and run step by step,
  a list of ``{count, seats}`` — ``count`` hands of the exam's game, each dealt in
  ``seats`` seats (optional: the game's usual table; within
  :func:`trainer.table_run.seat_range`).  A hand's steps come *on top of* the
  ``items`` (the exam says "40 items and 3 hands"; how many steps a hand has depends on
  its deal), after the quota items, each hand's steps in the order the hand is run.
  Each step is one item and earns one mark, like a quota item (no target time); a step
  counts in the skill of its kind (pot split, follow the action, forced bets...), so a
  quota's ``min_correct`` on a task a hand also asks counts the right answers to that
  task wherever it was asked.  Within a hand a step opens only once the step before it
  is answered, and an answered step is locked once the next is opened (its table shows
  the earlier steps' right answers): :mod:`trainer.training.exam.session` enforces it;
- ``time_limit`` in minutes, ``pass_mark`` in percent, ``attempts_allowed``;
- ``review``: when a candidate may see the right answers — ``never``,
  ``after-submit``, or ``after-close`` with ``closes_at`` (a date and time, local
  unless zoned).

:func:`check_exam` reports *every* problem as an :class:`InputError` naming the
file, line and field, like :func:`trainer.curriculum.lesson.check_lesson`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time
from pathlib import Path as FilePath
from typing import Any

from trainer.curriculum.lesson import ID_PATTERN
from trainer.curriculum.yamlio import Document, InputError, ProblemLog, check_file, check_source
from trainer.engine.errors import FieldPath
from trainer.engine.rulesets import GAMES
from trainer.table_run import seat_range
from trainer.tasks import TASKS
from trainer.tasks.targets import target_problem

EXAM_KEYS = {"id", "title", "game", "intro", "skills", "items", "time_limit", "pass_mark",
             "attempts_allowed", "review", "closes_at", "notes", "hands"}
SKILL_KEYS = {"task", "count", "constraints", "min_correct", "target"}
HAND_KEYS = {"count", "seats"}
MAX_HANDS = 10
REVIEW_POLICIES = ("never", "after-submit", "after-close")
MAX_ITEMS = 200
MAX_MINUTES = 600
MAX_ATTEMPTS = 100
SNAPSHOT_VERSION = 1
OVER_TARGET_FACTOR = 0.5
"""What an answer over its quota's ``target`` keeps of its marks (issue 20)."""


@dataclass(frozen=True)
class ExamSkill:
    """One quota: ``count`` items of ``task`` built to ``constraints``."""

    task: str
    count: int
    constraints: Mapping[str, Any] = field(default_factory=dict)
    line: int | None = field(default=None, compare=False)
    min_correct: int | None = None
    """The floor: fewer right answers than this on the quota fail the exam."""
    target_s: int | None = None
    """The per-item target time that counts towards the mark (:data:`OVER_TARGET_FACTOR`)."""

    def to_json(self) -> dict[str, Any]:
        """The floor and target are written only when set, so a definition without them keeps its snapshot."""
        floor = {} if self.min_correct is None else {"min_correct": self.min_correct}
        target = {} if self.target_s is None else {"target": self.target_s}
        return {"task": self.task, "count": self.count, "constraints": dict(self.constraints), **floor, **target}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ExamSkill:
        floor, target = data.get("min_correct"), data.get("target")
        return cls(str(data["task"]), int(data["count"]), dict(data.get("constraints") or {}),
                   min_correct=None if floor is None else int(floor),
                   target_s=None if target is None else int(target))

    def marks(self, score: float, correct: bool, time_ms: int) -> float:
        """An item's marks under this quota: a right answer over the target keeps
        :data:`OVER_TARGET_FACTOR` of its score; any other answer keeps its score."""
        if self.target_s is not None and correct and time_ms > self.target_s * 1000:
            return score * OVER_TARGET_FACTOR
        return score


@dataclass(frozen=True)
class ExamHands:
    """``count`` whole hands of the exam's game, each dealt in ``seats`` seats (None: the
    game's usual table), asked step by step (issue 21)."""

    count: int
    seats: int | None = None
    line: int | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"count": self.count, **({} if self.seats is None else {"seats": self.seats})}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ExamHands:
        seats = data.get("seats")
        return cls(int(data["count"]), None if seats is None else int(seats))


@dataclass(frozen=True)
class ExamDefinition:
    id: str
    title: str
    game: str
    skills: tuple[ExamSkill, ...]
    items: int
    time_limit_min: float
    pass_mark: float
    """Percent of the marks needed to pass (0-100)."""
    attempts_allowed: int
    review: str
    closes_at: datetime | None = None
    """When an ``after-close`` exam closes (UTC)."""
    intro: str = ""
    file: str = field(default="", compare=False)
    hands: tuple[ExamHands, ...] = ()
    """Whole hands asked step by step on top of the ``items`` (issue 21)."""
    source: Mapping[str, str] | None = field(default=None, compare=False)
    """Where a school exam was defined (issue 35 item 4): ``{"folder": "school", "file": <its path in the
    school folder>, "sha256": <the file's bytes>}``; None for a shipped exam.  Kept in the snapshot, so
    the exam's start record — hashed in the chain and signed by the instructor who opens the exam —
    binds the result to the very file it was drawn from."""

    @property
    def hand_count(self) -> int:
        return sum(h.count for h in self.hands)

    @property
    def time_limit_s(self) -> int:
        return round(self.time_limit_min * 60)

    def to_json(self) -> dict[str, Any]:
        """The snapshot the store keeps with each exam taken (JSON values only)."""
        return {
            "version": SNAPSHOT_VERSION,
            "id": self.id, "title": self.title, "game": self.game, "intro": self.intro,
            "skills": [s.to_json() for s in self.skills],
            "items": self.items, "time_limit_min": self.time_limit_min, "pass_mark": self.pass_mark,
            "attempts_allowed": self.attempts_allowed, "review": self.review,
            "closes_at": self.closes_at.isoformat() if self.closes_at else None,
            **({"hands": [h.to_json() for h in self.hands]} if self.hands else {}),
            **({"source": dict(self.source)} if self.source else {}),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ExamDefinition:
        """Back from a snapshot written by :meth:`to_json`.  The exam caps apply (issue 31, X13):
        a snapshot from a file (an import, the school server) that asks more than an exam file
        may — or is not in the shape :meth:`to_json` writes — raises ValueError at once, before
        any item is drawn."""
        _check_snapshot(data)
        closes = data.get("closes_at")
        return cls(
            id=str(data["id"]), title=str(data["title"]), game=str(data["game"]),
            skills=tuple(ExamSkill.from_json(s) for s in data["skills"]),
            items=int(data["items"]), time_limit_min=float(data["time_limit_min"]),
            pass_mark=float(data["pass_mark"]), attempts_allowed=int(data["attempts_allowed"]),
            review=str(data["review"]),
            closes_at=datetime.fromisoformat(closes).astimezone(UTC) if closes else None,
            intro=str(data.get("intro") or ""),
            hands=tuple(ExamHands.from_json(h) for h in data.get("hands") or ()),
            source=_source(data.get("source")),
        )

    def passes(self, score: float) -> bool:
        """``score`` (0-1) reaches the pass mark (compared in whole hundredths of a percent)."""
        return round(score * 10000) >= round(self.pass_mark * 100)

    def floor_of(self, task: str) -> int | None:
        """The floor set on ``task``'s quota (a floor is allowed only on a task given once)."""
        return next((s.min_correct for s in self.skills if s.task == task), None)


def _source(raw: Any) -> Mapping[str, str] | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping) or not all(isinstance(v, str) and len(v) <= 400 for v in raw.values()):
        raise ValueError("the exam's source is not a mapping of short texts")
    return {str(k): v for k, v in raw.items()}


def _whole(value: Any, low: int, high: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, got {value!r:.40}")
    return value


def _check_snapshot(data: Any) -> None:
    """The shape and caps of a snapshot (:meth:`ExamDefinition.from_json`): ValueError naming the field."""
    if not isinstance(data, Mapping):
        raise ValueError("the exam's definition is not a mapping")
    skills, hands = data.get("skills"), data.get("hands") or []
    if not isinstance(skills, list) or not isinstance(hands, list):
        raise ValueError("the exam's skills and hands must be lists")
    if len(skills) > MAX_ITEMS or len(hands) > MAX_HANDS:
        raise ValueError(f"the exam has more than {MAX_ITEMS} quotas or {MAX_HANDS} hands entries")
    total = 0
    for i, skill in enumerate(skills):
        if not isinstance(skill, Mapping):
            raise ValueError(f"skills[{i}] is not a mapping")
        total += _whole(skill.get("count"), 1, MAX_ITEMS, f"skills[{i}].count")
        for key in ("min_correct", "target"):
            if skill.get(key) is not None:
                _whole(skill.get(key), 0, 10**6, f"skills[{i}].{key}")
    if total > MAX_ITEMS:
        raise ValueError(f"the exam's quotas ask {total} items: at most {MAX_ITEMS}")
    dealt = 0
    for i, entry in enumerate(hands):
        if not isinstance(entry, Mapping):
            raise ValueError(f"hands[{i}] is not a mapping")
        dealt += _whole(entry.get("count"), 1, MAX_HANDS, f"hands[{i}].count")
        if entry.get("seats") is not None:
            _whole(entry.get("seats"), 1, 100, f"hands[{i}].seats")
    if dealt > MAX_HANDS:
        raise ValueError(f"the exam deals {dealt} hands: at most {MAX_HANDS}")
    _whole(data.get("items"), 0, MAX_ITEMS, "items")


# -- reading and checking --------------------------------------------------------------




def check_exam(path: str | FilePath) -> tuple[ExamDefinition | None, list[InputError]]:
    """Read and check one exam file: the definition (if sound) and every problem.  A school exam's
    translations beside it (``<exam>.translations.yaml``) are read with it, so a Portuguese or a
    Chinese candidate reads its title and intro in their language (:func:`trainer.i18n.lesson_text`)."""
    from trainer.curriculum.lesson_translations import register

    register(path)
    return check_file(path, check_exam_document)


def check_exam_text(text: str, name: str = "<exam>") -> tuple[ExamDefinition | None, list[InputError]]:
    return check_source(text, name, check_exam_document)


def check_exam_document(doc: Document) -> tuple[ExamDefinition | None, list[InputError]]:
    r = ProblemLog(doc)
    data = doc.data
    if not isinstance(data, Mapping):
        r.problem((), "an exam is a mapping with id, title, game, skills, items, time_limit, "
                      "pass_mark, attempts_allowed and review")
        return None, r.problems
    for key in data:
        if key not in EXAM_KEYS:
            r.problem((str(key),), f"unknown field '{key}' (expected one of: {', '.join(sorted(EXAM_KEYS))})")
    exam_id = _text(r, data, "id")
    if exam_id and not ID_PATTERN.match(exam_id):
        r.problem(("id",), f"{exam_id!r}: use lower-case letters, digits and dashes")
    title = _text(r, data, "title")
    intro = _text(r, data, "intro", required=False)
    game = data.get("game")
    if game not in GAMES:
        r.problem(("game",), f"game must be one of {', '.join(GAMES)}, got {game!r}")
        game = None
    hands = _hands(r, data, game)
    hands_only = "hands" in data and not data.get("skills")
    skills = [] if hands_only else _skills(r, data, game)
    items: float | None = 0
    if not (hands_only and "items" not in data):
        items = _number(r, data, "items", 0 if hands_only else 1, MAX_ITEMS, whole=True)
    if items is not None and skills and len(skills) == len(data.get("skills") or []):
        total = sum(s.count for s in skills)
        if total != items:
            r.problem(("items",), f"items is {items} but the skills' counts add up to {total}")
    elif hands_only and items:
        r.problem(("items",), f"items is {items} but the exam has no skills: leave items out (the hands' steps "
                              "are counted on top of the items)")
    minutes = _number(r, data, "time_limit", 1, MAX_MINUTES)
    pass_mark = _number(r, data, "pass_mark", 1, 100)
    attempts = _number(r, data, "attempts_allowed", 1, MAX_ATTEMPTS, whole=True)
    review = data.get("review")
    if review not in REVIEW_POLICIES:
        r.problem(("review",), f"review must be one of {', '.join(REVIEW_POLICIES)}, got {review!r}")
    closes_at = _closes_at(r, data, review)
    if r.problems or game is None:
        return None, r.problems
    assert items is not None and minutes is not None and pass_mark is not None and attempts is not None
    definition = ExamDefinition(
        id=exam_id, title=title, game=game, skills=tuple(skills), items=int(items),
        time_limit_min=float(minutes), pass_mark=float(pass_mark), attempts_allowed=int(attempts),
        review=str(review), closes_at=closes_at, intro=intro, file=doc.file, hands=tuple(hands),
    )
    return definition, r.problems


def _text(r: ProblemLog, data: Mapping[str, Any], key: str, required: bool = True) -> str:
    value = data.get(key)
    if value is None:
        if required:
            r.problem((key,), f"missing required field '{key}'")
        return ""
    if not isinstance(value, str) or not value.strip():
        r.problem((key,), f"'{key}' must be text, got {value!r}")
        return ""
    return " ".join(value.split()) if key != "intro" else value.strip()


def _number(r: ProblemLog, data: Mapping[str, Any], key: str, low: float, high: float,
            whole: bool = False) -> float | None:
    value = data.get(key)
    kind = "a whole number" if whole else "a number"
    if value is None:
        r.problem((key,), f"missing required field '{key}' ({kind} from {low:g} to {high:g})")
        return None
    is_number = isinstance(value, int) if whole else isinstance(value, int | float)
    if isinstance(value, bool) or not is_number:
        r.problem((key,), f"'{key}' must be {kind} from {low:g} to {high:g}, got {value!r}")
        return None
    if not low <= value <= high:
        r.problem((key,), f"'{key}' must be from {low:g} to {high:g}, got {value!r}")
        return None
    return value


def _skills(r: ProblemLog, data: Mapping[str, Any], game: str | None) -> list[ExamSkill]:
    raw = data.get("skills")
    if not isinstance(raw, list) or not raw:
        r.problem(("skills",), "skills must be a list of quotas such as {task: pot-split, count: 4}")
        return []
    out: list[ExamSkill] = []
    written_seen: set[str] = set()
    for i, entry in enumerate(raw):
        path: FieldPath = ("skills", i)
        if not isinstance(entry, Mapping):
            r.problem(path, "a skill is a mapping: {task, count, constraints}")
            continue
        unknown = [k for k in entry if k not in SKILL_KEYS]
        for key in unknown:
            r.problem((*path, str(key)),
                      f"unknown field '{key}' (expected one of: {', '.join(sorted(SKILL_KEYS))})")
        task = entry.get("task")
        if not isinstance(task, str) or task not in TASKS:
            r.problem((*path, "task"), f"unknown task {task!r} (one of: {', '.join(TASKS)})")
            continue
        if game and game not in TASKS[task].games:
            r.problem((*path, "task"), f"task {task!r} does not apply to {game}")
            continue
        if TASKS[task].multi_step:  # a whole hand asked step by step: a drill (issue 21 brings hands to exams)
            r.problem((*path, "task"), f"{task} is a drill of a whole hand, step by step: a quota counts single "
                                       "items (use who-acts and bet-sizes, or deal whole hands with "
                                       "hands: [{count: 3}])")
            continue
        count = entry.get("count")
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_ITEMS:
            r.problem((*path, "count"), f"count must be a whole number from 1 to {MAX_ITEMS}, got {count!r}")
            continue
        constraints = entry.get("constraints") or {}
        if not isinstance(constraints, Mapping):
            r.problem((*path, "constraints"), "constraints must be a mapping")
            continue
        if not TASKS[task].generated:
            if constraints:
                r.problem((*path, "constraints"), f"{task} questions take no constraints")
                continue
            if task in written_seen:
                r.problem((*path, "task"), f"{task} is given twice: give it once with the total count")
                continue
            written_seen.add(task)
        elif game:
            from trainer.curriculum.generate import GenerateError, check_constraints

            try:
                check_constraints(game, task, constraints)
            except GenerateError as exc:
                r.problem((*path, "constraints", *exc.path), exc.message)
                continue
        floor_ok, floor = _floor(r, entry, path, count)
        target = entry.get("target")
        why_not = None if target is None else target_problem(target)
        if why_not:
            r.problem((*path, "target"), why_not)
        if unknown or not floor_ok or why_not:
            continue
        out.append(ExamSkill(task, count, dict(constraints), r.doc.line_of(path), floor, target))
    _floors_once(r, raw, out)
    return out


def _hands(r: ProblemLog, data: Mapping[str, Any], game: str | None) -> list[ExamHands]:
    """The ``hands`` entry: a list of ``{count, seats}``, each problem named by its field."""
    if "hands" not in data:
        return []
    raw = data.get("hands")
    if not isinstance(raw, list) or not raw:
        r.problem(("hands",), "hands must be a list such as [{count: 3, seats: 6}]")
        return []
    out: list[ExamHands] = []
    for i, entry in enumerate(raw):
        path: FieldPath = ("hands", i)
        if not isinstance(entry, Mapping):
            r.problem(path, "a hands entry is a mapping: {count, seats}")
            continue
        unknown = [k for k in entry if k not in HAND_KEYS]
        for key in unknown:
            r.problem((*path, str(key)),
                      f"unknown field '{key}' (expected one of: {', '.join(sorted(HAND_KEYS))})")
        count = entry.get("count")
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_HANDS:
            r.problem((*path, "count"), f"count must be a whole number of hands from 1 to {MAX_HANDS}, got {count!r}")
            continue
        seats = entry.get("seats")
        if seats is not None and game is not None:

            low, high = seat_range(game)
            if isinstance(seats, bool) or not isinstance(seats, int) or not low <= seats <= high:
                span = f"exactly {low}" if low == high else f"a whole number from {low} to {high}"
                r.problem((*path, "seats"), f"seats must be {span} for a hand of {game}, got {seats!r}")
                continue
        if unknown or game is None:
            continue
        out.append(ExamHands(count, seats, r.doc.line_of(path)))
    total = sum(h.count for h in out)
    if total > MAX_HANDS:
        r.problem(("hands",), f"the exam deals {total} hands in all: at most {MAX_HANDS}")
    return out


def _floor(r: ProblemLog, entry: Mapping[str, Any], path: FieldPath, count: int) -> tuple[bool, int | None]:
    """Whether the quota's ``min_correct`` is sound (a problem logged if not), and its value."""
    if "min_correct" not in entry:
        return True, None
    floor = entry["min_correct"]
    if isinstance(floor, bool) or not isinstance(floor, int) or not 1 <= floor <= count:
        r.problem((*path, "min_correct"),
                  f"min_correct must be a whole number from 1 to the quota's count ({count}), got {floor!r}")
        return False, None
    return True, floor


def _floors_once(r: ProblemLog, raw: list[Any], skills: list[ExamSkill]) -> None:
    """A floor is counted per skill (game and task): its task must fill one quota only."""
    tasks = [s.task for s in skills]
    for i, entry in enumerate(raw):
        if isinstance(entry, Mapping) and "min_correct" in entry and tasks.count(str(entry.get("task"))) > 1:
            r.problem(("skills", i, "min_correct"),
                      f"min_correct on {entry.get('task')!r}, which fills more than one quota: "
                      "a floor needs the task in one quota")


def _closes_at(r: ProblemLog, data: Mapping[str, Any], review: Any) -> datetime | None:
    raw = data.get("closes_at")
    if raw is None:
        if review == "after-close":
            r.problem(("closes_at",), "review: after-close needs closes_at, the date and time the exam "
                                      "closes (e.g. 2025-06-30 18:00)")
        return None
    if review != "after-close":
        r.problem(("closes_at",), "closes_at is only used with review: after-close")
        return None
    moment: datetime | None
    if isinstance(raw, datetime):
        moment = raw
    elif isinstance(raw, date):
        moment = datetime.combine(raw, time())
    else:
        try:
            moment = datetime.fromisoformat(str(raw))
        except ValueError:
            moment = None
    if moment is None:
        r.problem(("closes_at",), f"closes_at must be a date and time such as 2025-06-30 18:00, got {raw!r}")
        return None
    if moment.tzinfo is None:
        moment = moment.astimezone()  # the workstation's local time
    return moment.astimezone(UTC)
