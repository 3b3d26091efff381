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


def _check_lesson():
    """``check_lesson`` itself, also while :func:`check_lesson_once` stands in for it."""
    from trainer.curriculum import lesson

    return getattr(lesson.check_lesson, "__wrapped__", lesson.check_lesson)


@cache
def _checked(path: Path) -> tuple[Lesson | None, tuple[InputError, ...]]:
    check_lesson = _check_lesson()
    clean = _clean().get(str(path))
    if clean is not None:
        return clean, ()
    lesson, problems = check_lesson(path)
    return lesson, tuple(problems)


def checked(path: str | Path) -> tuple[Lesson | None, list[InputError]]:
    """``check_lesson(path)``, computed once a worker for a file of the shipped curriculum (its
    lesson shared, read only; the problems a fresh list); any other file is checked every time.
    A lesson's translations beside it are registered every time, as check_lesson does."""
    from trainer.curriculum.lesson_translations import register

    check_lesson = _check_lesson()
    path = Path(path).resolve()
    if path not in lesson_paths():
        return check_lesson(path)
    register(path)
    lesson, problems = _checked(path)
    return lesson, list(problems)


def check_lesson_once(monkeypatch) -> None:
    """``trainer.curriculum.lesson.check_lesson`` made :func:`checked` for the rest of a test: a
    command that checks the shipped files again (``trainer lessons coverage``) reads the
    worker's one check of each (the same result); any other file is checked afresh."""
    from trainer.curriculum import lesson

    real = _check_lesson()

    def check(path: str | Path) -> tuple[Lesson | None, list[InputError]]:
        return checked(path)

    check.__wrapped__ = real  # type: ignore[attr-defined]
    monkeypatch.setattr(lesson, "check_lesson", check)


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
