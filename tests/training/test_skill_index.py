"""The skills' index kept between runs (issue 36): the home screen lists the tasks' titles and games
without importing the task registry; the index is the registry's, a changed source file or a damaged
cache means the registry is read again, never a stale title shown."""

from __future__ import annotations

import json

import pytest

from trainer.engine.rulesets import GAMES
from trainer.store import Skill
from trainer.tasks import TASKS
from trainer.training import skill_index, sources


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(sources.INDEX_CACHE_ENV, str(tmp_path))
    skill_index._cached_entries.cache_clear()
    yield tmp_path
    skill_index._cached_entries.cache_clear()


def _registry_unread(monkeypatch) -> list[int]:
    read: list[int] = []

    def refuse() -> tuple[skill_index.TaskEntry, ...]:
        read.append(1)
        raise AssertionError("the task registry was read")

    monkeypatch.setattr(skill_index, "_from_registry", refuse)
    return read


def test_the_index_is_the_registry_s_titles_and_games_in_its_order():
    entries = skill_index.task_entries()
    assert [e.id for e in entries] == list(TASKS)
    assert all(e.title == TASKS[e.id].title and e.games == tuple(TASKS[e.id].games) for e in entries)
    assert sources.catalogue() == tuple(
        Skill(game, t.id) for game in GAMES for t in TASKS.values() if game in t.games)


def test_a_second_start_reads_the_cached_index_not_the_registry(cache_dir, monkeypatch):
    first = skill_index._cached_entries()
    assert skill_index.cache_path().exists()
    skill_index._cached_entries.cache_clear()
    read = _registry_unread(monkeypatch)
    assert skill_index._cached_entries() == first and read == []


def test_a_changed_source_file_means_the_registry_is_read_again(cache_dir, monkeypatch):
    skill_index._cached_entries()
    data = json.loads(skill_index.cache_path().read_text(encoding="utf-8"))
    data["stamp"][0][1] -= 1  # as if a task's module changed since
    data["tasks"][0]["title"] = "a stale title"
    skill_index.cache_path().write_text(json.dumps(data), encoding="utf-8")
    skill_index._cached_entries.cache_clear()
    again = skill_index._cached_entries()
    assert "a stale title" not in {e.title for e in again} and [e.id for e in again] == list(TASKS)
    assert json.loads(skill_index.cache_path().read_text(encoding="utf-8"))["stamp"] == skill_index.sources_stamp()


@pytest.mark.parametrize("damage", ["{not json", '{"version": 99}', '{"version": 1, "stamp": [], "tasks": []}',
                                    '{"version": 1, "stamp": "x", "tasks": [{"id": 1}]}'])
def test_a_damaged_or_foreign_cache_is_rebuilt_not_trusted(cache_dir, damage):
    skill_index.cache_path().write_text(damage, encoding="utf-8")
    assert skill_index._cached_entries() == skill_index._from_registry()


def test_an_unwritable_cache_leaves_the_index_as_the_registry_s(tmp_path, monkeypatch):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv(sources.INDEX_CACHE_ENV, str(blocked))
    skill_index._cached_entries.cache_clear()
    try:
        assert skill_index._cached_entries() == skill_index._from_registry()
    finally:
        skill_index._cached_entries.cache_clear()


def test_a_task_the_registry_lacks_is_a_key_error():
    with pytest.raises(KeyError):
        skill_index.task_title("no-such-task")
