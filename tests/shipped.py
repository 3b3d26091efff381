"""What several test modules compute from the whole shipped curriculum, computed once a worker
(issue 34 item 7): the tests only read it.

Checking the ~70 shipped lessons (every item solved, every generated block drawn) takes seconds;
before, six modules each checked them all again, most at import, so every xdist worker paid it
six times before running a test."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from trainer.curriculum.lesson import Lesson
    from trainer.curriculum.yamlio import InputError


@cache
def lesson_paths() -> tuple[Path, ...]:
    """The shipped lesson files, sorted (the exam definitions beside them left out)."""
    from trainer.resources import lessons_dir

    return tuple(p.resolve() for p in sorted(Path(lessons_dir()).rglob("*.yaml")) if "exams" not in p.parts)


@cache
def _clean() -> dict[str, Lesson]:
    """The lessons ``shipped_lessons()`` checked (those with no problem), by file: the app's own
    check of the curriculum, made once a worker, serves the tests too."""
    from trainer.training.sources import shipped_lessons

    return {str(Path(lesson.file).resolve()): lesson for lesson in shipped_lessons()}


@cache
def _checked(path: Path) -> tuple[Lesson | None, tuple[InputError, ...]]:
    from trainer.curriculum.lesson import check_lesson

    clean = _clean().get(str(path))
    if clean is not None:
        return clean, ()
    lesson, problems = check_lesson(path)
    return lesson, tuple(problems)


def checked(path: str | Path) -> tuple[Lesson | None, list[InputError]]:
    """``check_lesson(path)``, computed once a worker for a file of the shipped curriculum (its
    lesson shared, read only; the problems a fresh list); any other file is checked every time.
    A lesson's translations beside it are registered every time, as check_lesson does."""
    from trainer.curriculum.lesson import check_lesson
    from trainer.curriculum.lesson_translations import register

    path = Path(path).resolve()
    if path not in lesson_paths():
        return check_lesson(path)
    register(path)
    lesson, problems = _checked(path)
    return lesson, list(problems)


def loaded(path: str | Path) -> Lesson:
    """``load_lesson(path)`` from :func:`checked`: the lesson, or LessonError with its problems."""
    from trainer.curriculum.lesson import LessonError

    lesson, problems = checked(path)
    if problems or lesson is None:
        raise LessonError(problems)
    return lesson


@cache
def lessons_coverage() -> dict[str, dict[str, list[str]]]:
    """``coverage(shipped_lessons())``: each game's provisions with the lesson items citing them
    (a few seconds: every shipped question is expanded and explained)."""
    from trainer.curriculum.coverage import coverage
    from trainer.training.sources import shipped_lessons

    return coverage(shipped_lessons())
