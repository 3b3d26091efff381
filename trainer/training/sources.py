"""Where a session's questions come from: a lesson, a free drill, or what is due.

The catalogue is every (game, task) pair — a *skill* — that the trainer can ask.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from trainer.curriculum.lesson_header import header_key_of, lesson_games, teaching_key
from trainer.engine.rulesets import GAMES
from trainer.store import Skill, Store, TraineeId
from trainer.training import skill_index
from trainer.training.cache_dir import INDEX_CACHE_ENV, cache_folder  # noqa: F401  (INDEX_CACHE_ENV re-exported)

if TYPE_CHECKING:
    # The lessons' checker and the task registry (the engine behind them) are imported when a lesson
    # is opened or a question drawn, not for the home screen's lists (issue 36).
    from trainer.curriculum.lesson import Lesson
    from trainer.tasks import Question


def catalogue() -> tuple[Skill, ...]:
    """Every skill: each game with each task that applies to it, procedure included."""
    return tuple(Skill(game, task.id) for game in GAMES for task in skill_index.tasks_for_game(game))


@cache
def shipped_lessons() -> tuple[Lesson, ...]:
    """The curriculum in ``lessons/``, checked; a lesson with problems is left out
    (``trainer lessons check`` names them)."""
    from trainer.curriculum.lesson import check_lesson
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
    school: bool = False
    """A lesson of the school's folder (its id is :data:`SCHOOL_PREFIX` and the file's id)."""


INDEX_CACHE_VERSION = 1


def index_cache_path() -> Path:
    return cache_folder() / "lesson-index.json"


def lesson_index() -> tuple[LessonInfo, ...]:
    """Every lesson a trainee is offered: the shipped lessons (:func:`shipped_index`) and the school's
    own that pass ``trainer lessons check`` (:func:`school_lessons`), grouped by game, each game's in
    teaching order.  The school folder is looked at again on each call (its files' sizes and times:
    a file saved, pulled from the school server or removed is seen at once)."""
    return tuple(sorted((*shipped_index(), *school_lessons().offered), key=_index_key))


def _index_key(i: LessonInfo) -> tuple[Any, ...]:
    return (list(GAMES).index(i.game), teaching_key(i.level, i.order, i.title), i.school, str(i.path))


@cache
def shipped_index() -> tuple[LessonInfo, ...]:
    """The shipped lessons' headers, fast: the full check against the engine waits until
    a lesson is opened (:func:`open_lesson`), so start-up does not solve ~700 items.

    A lesson file is parsed only when it changed since the last run (its size and time in
    the index kept in the user's cache, :func:`index_cache_path`): parsing the ~70 files
    was a third of the app's start.  A cache that cannot be read is rebuilt, never trusted."""
    from trainer.resources import lessons_dir

    cached = _read_index_cache()
    fresh: dict[str, dict[str, Any]] = {}
    out = []
    for path in sorted(Path(lessons_dir()).rglob("*.yaml")):
        if "exams" in path.parts:
            continue
        try:
            stat = path.stat()
        except OSError:
            continue
        stamp = [stat.st_mtime_ns, stat.st_size]
        entry = cached.get(str(path))
        info = _info_from(entry["info"], path) if entry and entry.get("stamp") == stamp else None
        if info is None:
            info = _read_header(path)
        if info is None:
            continue
        fresh[str(path)] = {"stamp": stamp, "info": _info_json(info)}
        out.append(info)
    if fresh != cached:
        _write_index_cache(fresh)
    # grouped by game (the home screen's groups), each game's lessons in teaching order
    return tuple(sorted(out, key=_index_key))


def _read_header(path: Path) -> LessonInfo | None:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=loader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    games = lesson_games(data) if isinstance(data, dict) else ()
    if not games:
        return None
    items = data.get("items") or []
    hands = data.get("hands")
    size = _hands_size(hands) if isinstance(hands, dict) else sum(
        int(i["generate"].get("count", 0)) if isinstance(i, dict) and isinstance(i.get("generate"), dict)
        else 1
        for i in items
    )
    level, order = header_key_of(data, path)[0], data.get("order")  # the file is read once
    return LessonInfo(path, str(data.get("id", path.stem)), str(data.get("title", path.stem)), games[0], size,
                      games, level, order if isinstance(order, int) and not isinstance(order, bool) else None)


def _hands_size(hands: dict[str, Any]) -> int:
    """How many hands a lesson of hands deals (its header read quickly, unchecked)."""
    seeds, count = hands.get("seeds"), hands.get("count")
    if isinstance(seeds, list):
        return len(seeds)
    return count if isinstance(count, int) and not isinstance(count, bool) else 0


def _info_json(info: LessonInfo) -> dict[str, Any]:
    return {"id": info.id, "title": info.title, "game": info.game, "size": info.size, "games": list(info.games),
            "level": info.level, "order": info.order}


def _info_from(raw: Any, path: Path) -> LessonInfo | None:
    """A cached header, if it has the shape :func:`_info_json` writes (else None: re-read)."""
    try:
        games = tuple(str(g) for g in raw["games"] if g in GAMES)
        order = raw["order"]
        info = LessonInfo(path, str(raw["id"]), str(raw["title"]), str(raw["game"]), int(raw["size"]), games,
                          int(raw["level"]), order if isinstance(order, int) and not isinstance(order, bool) else None)
    except (KeyError, TypeError, ValueError):
        return None
    return info if info.game in GAMES and info.games and info.games[0] == info.game else None


def _read_index_cache() -> dict[str, Any]:
    return _read_cache(index_cache_path().name)


def _read_cache(name: str) -> dict[str, Any]:
    import json

    try:
        data = json.loads(index_cache_path().with_name(name).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != INDEX_CACHE_VERSION:
        return {}
    lessons = data.get("lessons")
    return lessons if isinstance(lessons, dict) else {}


def _write_index_cache(lessons: dict[str, Any]) -> None:
    _write_cache(index_cache_path().name, lessons)


def _write_cache(name: str, lessons: dict[str, Any]) -> None:
    """Written whole to a new file, then put in place: a run cut short leaves the old one."""
    import json
    import os

    path = index_cache_path().with_name(name)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"version": INDEX_CACHE_VERSION, "lessons": lessons}), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only cache directory: the index is read from the lessons every run


def open_lesson(path: Path) -> tuple[Lesson | None, tuple[str, ...]]:
    """Check one lesson against the engine: the lesson, or its problems as lines.  Kept while the
    file keeps its size and time (a school lesson saved again is read again).  A lesson outside the
    shipped curriculum is the school's: its id is namespaced (:data:`SCHOOL_PREFIX`) and the checks
    ``trainer lessons check`` adds (longest answer, length cue) count as problems too."""
    path = Path(path)
    return _open_lesson(path, file_stamp(path))


Stamp = tuple[tuple[int, int] | None, tuple[int, int] | None]


def file_stamp(path: Path) -> Stamp:
    """A lesson file's size and time, and its translations' beside it (issue 35 item 5)."""
    from trainer.curriculum.lesson_header import side_path

    def one(p: Path) -> tuple[int, int] | None:
        try:
            stat = p.stat()
        except OSError:
            return None
        return stat.st_mtime_ns, stat.st_size

    return one(path), one(side_path(path))


@lru_cache(maxsize=512)
def _open_lesson(path: Path, stamp: Stamp) -> tuple[Lesson | None, tuple[str, ...]]:
    from trainer.curriculum.lesson import check_lesson

    lesson, problems = check_lesson(path)
    if lesson is not None and not problems and not _shipped(path):
        from dataclasses import replace

        from trainer.curriculum.lesson_edit import lesson_extra_problems

        problems = lesson_extra_problems(lesson)
        lesson = replace(lesson, id=SCHOOL_PREFIX + lesson.id)
    return (lesson if not problems else None), tuple(str(p) for p in problems)


def _shipped(path: Path) -> bool:
    from trainer.resources import lessons_dir

    try:
        path.resolve().relative_to(Path(lessons_dir()).resolve())
    except ValueError:
        return False
    return True


# -- the school's own lessons (issue 35 item 4) ------------------------------------------------------

SCHOOL_PREFIX = "school:"
"""Before the id of a lesson or exam of the school folder.  A colon is never in a file's own id
(lower-case letters, digits and dashes), so a school lesson never takes a shipped lesson's id —
not a school copy of a shipped lesson ("save as" keeps its id), not a file the school server
brought: its trainees' records, progress and mistakes stay apart from the shipped lesson's."""

_school_folder: Path | None = None


def use_school_folder(folder: Path | None) -> None:
    """The school folder the lessons and exams are offered from (the instructor's setting, which the
    GUI reads from the records); None: :func:`~trainer.curriculum.lesson_edit.school_lessons_dir`."""
    global _school_folder
    _school_folder = Path(folder) if folder is not None else None


def school_folder() -> Path:
    from trainer.curriculum.school_folder import school_lessons_dir

    return _school_folder if _school_folder is not None else school_lessons_dir()


@dataclass(frozen=True)
class Refused:
    """A school file not offered to trainees, and why (its first problem: file, line, field)."""

    path: Path
    problem: str


@dataclass(frozen=True)
class SchoolLessons:
    offered: tuple[LessonInfo, ...]
    refused: tuple[Refused, ...]


def school_files(folder: Path, exams: bool = False) -> list[Path]:
    """The lesson files (or, with ``exams``, the exam files: its ``exams`` folder) of a school folder,
    its translations' side files and anything outside it (a link out) left out."""
    from trainer.curriculum.lesson_header import is_side_file

    try:
        root = folder.resolve()
        found = sorted(p for p in folder.rglob("*.yaml") if p.is_file())
    except OSError:
        return []
    out = []
    for p in found:
        try:
            rel = p.resolve().relative_to(root)
        except (OSError, ValueError):
            continue  # a link that leads out of the school folder
        if is_side_file(p) or ("exams" in rel.parts[:-1]) != exams or any(x.startswith(".") for x in rel.parts):
            continue  # (a hidden folder: the school sync's quarantine and its files being written)
        out.append(p)
    return out


def school_lessons(folder: Path | None = None) -> SchoolLessons:
    """The school folder's lessons that pass ``trainer lessons check`` (offered), and the others
    with their first problem (refused: the instructor is told, the trainee is not shown them)."""
    folder = school_folder() if folder is None else folder
    return _school_scan(tuple((p, file_stamp(p)) for p in school_files(folder)))


@lru_cache(maxsize=8)
def _school_scan(stamps: tuple[tuple[Path, Stamp], ...]) -> SchoolLessons:
    """Each file checked against the engine once per change: its verdict (its header, or its first
    problem) is kept between runs beside the shipped lessons' index (``school-index.json``), by its
    size and time and its translations', so the home screen does not solve every school item at each
    start.  A verdict the cache holds wrongly lists at most a file that the check refuses when the
    trainee opens it (:func:`open_lesson` checks it again)."""
    cached = _read_cache(SCHOOL_CACHE)
    fresh: dict[str, Any] = {}
    offered: list[LessonInfo] = []
    refused: list[Refused] = []
    seen: dict[str, Path] = {}
    for path, stamp in stamps:
        entry = cached.get(str(path))
        verdict = entry.get("verdict") if isinstance(entry, dict) and entry.get("stamp") == _stamp_json(stamp) \
            else None
        info = _info_from(verdict.get("info"), path) if isinstance(verdict, dict) and "info" in verdict else None
        problem = verdict.get("problem") if isinstance(verdict, dict) and isinstance(verdict.get("problem"), str) \
            else None
        if info is not None and not info.id.startswith(SCHOOL_PREFIX):
            info = None  # a cache written by hand: never a shipped lesson's id; the file is read again
        if info is None and problem is None:
            lesson, problems = _open_lesson(path, stamp)
            if lesson is None:
                problem = problems[0] if problems else f"{path}: cannot be read"
            else:
                info = LessonInfo(path, lesson.id, lesson.title, lesson.game, lesson.size, lesson.games,
                                  lesson.level, lesson.order)
        fresh[str(path)] = {"stamp": _stamp_json(stamp),
                            "verdict": {"problem": problem} if info is None else {"info": _info_json(info)}}
        if info is None:
            refused.append(Refused(path, problem or f"{path}: cannot be read"))
            continue
        info = LessonInfo(path, info.id, info.title, info.game, info.size, info.games, info.level, info.order,
                          school=True)
        if info.id in seen:
            refused.append(Refused(path, f"{path}:1: id: lesson id {info.id.removeprefix(SCHOOL_PREFIX)!r} "
                                         f"is also used by {seen[info.id]}"))
            continue
        seen[info.id] = path
        offered.append(info)
    if fresh != cached:
        _write_cache(SCHOOL_CACHE, fresh)
    return SchoolLessons(tuple(offered), tuple(refused))


SCHOOL_CACHE = "school-index.json"


def _stamp_json(stamp: Stamp) -> list[Any]:
    return [list(part) if part is not None else None for part in stamp]


def lesson_questions(lesson: Lesson) -> list[Question]:
    return list(lesson.questions())


def free_drill(
    game: str, task: str, count: int, seed: int | None = None,
    constraints: Mapping[str, Any] | None = None,
) -> list[Question]:
    """``count`` generated questions of one skill (a fresh seed unless one is given); for a
    task no generator makes, the lessons' written questions of it."""
    from trainer.tasks import task_for

    if not task_for(task).generated:
        return written_questions(game, task, count, seed)
    from trainer.curriculum.generate import generate

    seed = random.SystemRandom().randrange(1 << 30) if seed is None else seed
    return generate(game, task, count, seed, constraints or {})


def written_questions(game: str, task: str, count: int, seed: int | None = None) -> list[Question]:
    """The shipped lessons' questions of ``task`` for one game (the procedure questions), shuffled;
    a lesson naming several games (``games: [holdem, omaha]``) serves each of them."""
    pool = [q for lesson in (s.for_game(game) for s in shipped_lessons() if game in s.games)
            for q in lesson.questions() if q.task == task]
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
