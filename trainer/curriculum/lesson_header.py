"""A lesson file's header read quickly, unchecked: its games and its place in the teaching order.

Apart from :mod:`trainer.curriculum.lesson` (which checks a lesson against the engine and the
tasks): the home screen lists the lessons with these alone, so its start imports neither the
engine's solvers nor the task registry (issue 36)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path as FilePath
from typing import Any

from trainer.engine.rulesets import GAMES

SUFFIX = ".translations.yaml"
"""A lesson's translations' file beside it: ``<stem>.translations.yaml`` (issue 35 item 5)."""


def teaching_key(level: int, order: int | None, title: str) -> tuple[int, int, float, str]:
    """Lessons list in teaching order: by ``level``, then declared ``order`` (lessons
    without one after those with one), then title."""
    return (level, 0 if order is not None else 1, order if order is not None else 0, title.casefold())


def header_key(path: str | FilePath) -> tuple[int, int, float, str]:
    """:func:`teaching_key` of a lesson file read quickly (header only, not checked); a file
    that cannot be read sorts last, by name."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        data = yaml.load(FilePath(path).read_text(encoding="utf-8"), Loader=loader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        data = None
    return header_key_of(data, path)


def header_key_of(data: Any, path: str | FilePath) -> tuple[int, int, float, str]:
    """:func:`header_key` of a lesson file already read (``data``: what YAML gave)."""
    if not isinstance(data, Mapping):
        return (1 << 30, 1, 0, FilePath(path).name)
    level, order = data.get("level", 1), data.get("order")
    level = level if isinstance(level, int) and not isinstance(level, bool) else 1
    order = order if isinstance(order, int) and not isinstance(order, bool) else None
    return teaching_key(level, order, str(data.get("title", FilePath(path).stem)))


def lesson_games(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The games a lesson header names (``games:`` or ``game:``), unchecked; only known games."""
    raw = data.get("games", [data.get("game")])
    return tuple(g for g in raw if isinstance(g, str) and g in GAMES) if isinstance(raw, list) else ()


def side_path(lesson: str | FilePath) -> FilePath:
    """Where the translations of lesson file ``lesson`` are kept: ``<stem>.translations.yaml``."""
    path = FilePath(lesson)
    return path.with_name(path.stem + SUFFIX)


def is_side_file(path: str | FilePath) -> bool:
    """A lesson's translations, not a lesson (``lessons check`` and the library pass over it)."""
    return FilePath(path).name.endswith(SUFFIX)
