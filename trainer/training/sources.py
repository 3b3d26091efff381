"""Where a session's questions come from: a lesson, a free drill, or what is due.

The catalogue is every (game, task) pair — a *skill* — that the trainer can ask.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from trainer.engine.rulesets import GAMES
from trainer.scenarios.lesson import Lesson, check_lesson, header_key, lesson_games, teaching_key
from trainer.scenarios.tasks import Question, tasks_for_game
from trainer.store import Skill, Store, TraineeId

GENERATED_TASKS_EXCLUDED = frozenset({"procedure"})


def catalogue() -> tuple[Skill, ...]:
    """Every skill: each game with each task that applies to it, procedure included."""
    return tuple(Skill(game, task.id) for game in GAMES for task in tasks_for_game(game))


@cache
def shipped_lessons() -> tuple[Lesson, ...]:
    """The curriculum in ``lessons/``, checked; a lesson with problems is left out
    (``trainer lessons check`` names them)."""
    from trainer.resources import lessons_dir

    out = []
    for path in sorted(Path(lessons_dir()).rglob("*.yaml")):
        if "exams" in path.parts:
            continue
        lesson, problems = check_lesson(path)
        if lesson is not None and not problems:
            out.append(lesson)
    return tuple(sorted(out, key=lambda lesson: (list(GAMES).index(lesson.game), lesson.sort_key)))


@dataclass(frozen=True)
class LessonInfo:
    """What the home screen lists about a shipped lesson, read without checking it."""

    path: Path
    id: str
    title: str
    game: str
    size: int
    games: tuple[str, ...] = ()
    level: int = 1
    order: int | None = None


@cache
def lesson_index() -> tuple[LessonInfo, ...]:
    """The shipped lessons' headers, fast: the full check against the engine waits until
    a lesson is opened (:func:`open_lesson`), so start-up does not solve ~700 items."""
    import yaml

    from trainer.resources import lessons_dir

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    out = []
    for path in sorted(Path(lessons_dir()).rglob("*.yaml")):
        if "exams" in path.parts:
            continue
        try:
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)
        except (OSError, yaml.YAMLError):
            continue
        games = lesson_games(data) if isinstance(data, dict) else ()
        if not games:
            continue
        items = data.get("items") or []
        size = sum(
            int(i["generate"].get("count", 0)) if isinstance(i, dict) and isinstance(i.get("generate"), dict)
            else 1
            for i in items
        )
        level, order = header_key(path)[0], data.get("order")
        out.append(LessonInfo(path, str(data.get("id", path.stem)), str(data.get("title", path.stem)),
                              games[0], size, games, level,
                              order if isinstance(order, int) and not isinstance(order, bool) else None))
    # grouped by game (the home screen's groups), each game's lessons in teaching order
    return tuple(sorted(out, key=lambda i: (list(GAMES).index(i.game), teaching_key(i.level, i.order, i.title),
                                            str(i.path))))


@cache
def open_lesson(path: Path) -> tuple[Lesson | None, tuple[str, ...]]:
    """Check one lesson against the engine: the lesson, or its problems as lines."""
    lesson, problems = check_lesson(path)
    return (lesson if not problems else None), tuple(str(p) for p in problems)


def lesson_questions(lesson: Lesson) -> list[Question]:
    return list(lesson.questions())


def free_drill(
    game: str, task: str, count: int, seed: int | None = None,
    constraints: Mapping[str, Any] | None = None,
) -> list[Question]:
    """``count`` generated questions of one skill (a fresh seed unless one is given)."""
    if task == "procedure":
        return procedure_questions(game, count, seed)
    from trainer.scenarios.generate import generate

    seed = random.SystemRandom().randrange(1 << 30) if seed is None else seed
    return generate(game, task, count, seed, constraints or {})


def procedure_questions(game: str, count: int, seed: int | None = None) -> list[Question]:
    """Procedure questions of the shipped lessons for one game, shuffled."""
    pool = [q for lesson in (s.for_game(game) for s in shipped_lessons() if game in s.games)
            for q in lesson.questions() if q.task == "procedure"]
    rng = random.Random(seed)
    rng.shuffle(pool)
    return pool[:count]


def due_practice(
    store: Store, trainee_id: TraineeId, count: int = 10, seed: int | None = None,
    skills: Sequence[Skill] | None = None,
) -> list[Question]:
    """The store's FSRS queue (due and weakest first), one generated question per skill,
    cycling through the queue until ``count`` questions."""
    queue = store.practice_queue(trainee_id, skills=list(skills or catalogue()), limit=count)
    rng = random.Random(seed)
    out: list[Question] = []
    for i in range(count):
        if not queue:
            break
        skill = queue[i % len(queue)].skill
        out.extend(free_drill(skill.game, skill.task, 1, rng.randrange(1 << 30)))
    return out
