"""The skills catalogue's words — each task's id, title and games — without the task registry.

The home screen lists every skill (a game with a task) by its title; the registry
(:mod:`trainer.tasks`) that holds them imports the engine's solvers, grading and
explanations, a fifth of the app's start (issue 36).  So the titles are kept between runs beside
the lessons' index (``skills-index.json``), stamped with the size and time of every file they come
from (the tasks' and the engine's modules): a changed file, a damaged or foreign cache, or a
folder that cannot be read means the registry is imported and the index written again.  Once the
registry is imported (a drill started), it is read from the registry itself.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

CACHE_NAME = "skills-index.json"
CACHE_VERSION = 1
REGISTRY = "trainer.tasks"


@dataclass(frozen=True)
class TaskEntry:
    """What a list of skills shows of a task: its id, its title (the English source, translated
    where it is shown: ``i18n.tr(title)``) and the games it is asked in."""

    id: str
    title: str
    games: tuple[str, ...]


def task_entries() -> tuple[TaskEntry, ...]:
    """Every task of the registry, in the registry's order."""
    if REGISTRY in sys.modules:
        return _from_registry()
    return _cached_entries()


def task_entry(task_id: str) -> TaskEntry:
    """One task's entry (KeyError for a task the registry does not have)."""
    for entry in task_entries():
        if entry.id == task_id:
            return entry
    raise KeyError(f"unknown task {task_id!r}")


def task_title(task_id: str) -> str:
    """A task's title, in English (the caller translates it: ``i18n.tr``)."""
    return task_entry(task_id).title


def tasks_for_game(game: str) -> list[TaskEntry]:
    return [e for e in task_entries() if game in e.games]


@cache
def _from_registry() -> tuple[TaskEntry, ...]:
    from trainer.tasks import TASKS

    return tuple(TaskEntry(t.id, str(t.title), tuple(t.games)) for t in TASKS.values())


@cache
def _cached_entries() -> tuple[TaskEntry, ...]:
    stamp = sources_stamp()
    if stamp:
        entries = _read(stamp)
        if entries is not None:
            return entries
    entries = _from_registry()
    if stamp:
        _write(stamp, entries)
    return entries


def sources_stamp() -> list[list[Any]]:
    """The size and time of each module the titles and games come from (the tasks' and the
    engine's); empty when they cannot be listed (then the registry is read, never a cache)."""
    import trainer

    root = Path(trainer.__file__).parent
    out: list[list[Any]] = []
    try:
        for folder in (root / "scenarios" / "tasks", root / "engine"):
            for path in sorted(folder.glob("*.py")):
                stat = path.stat()
                out.append([path.name, stat.st_mtime_ns, stat.st_size])
    except OSError:
        return []
    return out


def cache_path() -> Path:
    from trainer.training.cache_dir import cache_folder

    return cache_folder() / CACHE_NAME


def _read(stamp: list[list[Any]]) -> tuple[TaskEntry, ...] | None:
    import json

    try:
        data = json.loads(cache_path().read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("version") != CACHE_VERSION or data.get("stamp") != stamp:
            return None
        entries = tuple(TaskEntry(str(e["id"]), str(e["title"]), tuple(str(g) for g in e["games"]))
                        for e in data["tasks"])
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError):
        return None
    return entries or None


def _write(stamp: list[list[Any]], entries: tuple[TaskEntry, ...]) -> None:
    """Written whole to a new file, then put in place: a run cut short leaves the old one."""
    import json
    import os

    path = cache_path()
    data = {"version": CACHE_VERSION, "stamp": stamp,
            "tasks": [{"id": e.id, "title": e.title, "games": list(e.games)} for e in entries]}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only cache directory: the registry is read every run
