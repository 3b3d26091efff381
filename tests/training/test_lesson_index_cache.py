"""The lessons' index kept between runs (cold start): the same index as read from the files,
a changed file read again, and a damaged or foreign cache never trusted."""

from __future__ import annotations

import json
import os

import pytest

from trainer.training import sources


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv(sources.INDEX_CACHE_ENV, str(tmp_path))
    sources.shipped_index.cache_clear()
    yield tmp_path
    sources.shipped_index.cache_clear()


def test_the_cached_index_is_the_index_read_from_the_files(cache_dir, monkeypatch):
    first = sources.lesson_index()
    assert sources.index_cache_path().exists() and len(first) >= 60
    sources.shipped_index.cache_clear()
    read = []
    monkeypatch.setattr(sources, "_read_header", lambda path: read.append(path))  # no file may be parsed
    assert sources.lesson_index() == first and read == []


def test_a_changed_lesson_file_is_read_again(cache_dir, monkeypatch):
    first = sources.lesson_index()
    data = json.loads(sources.index_cache_path().read_text(encoding="utf-8"))
    path = str(first[0].path)
    data["lessons"][path]["stamp"][0] -= 1  # as if the file changed since
    data["lessons"][path]["info"]["title"] = "a stale title"
    sources.index_cache_path().write_text(json.dumps(data), encoding="utf-8")
    sources.shipped_index.cache_clear()
    again = sources.lesson_index()
    assert again == first and "a stale title" not in {i.title for i in again}


@pytest.mark.parametrize("damage", [
    "{not json", '{"version": 99, "lessons": {}}', "\udcff".encode("utf-8", "surrogatepass"),
    '{"version": 1, "lessons": {"x": {"stamp": 1, "info": []}}}',
])
def test_a_damaged_or_foreign_cache_is_rebuilt_not_trusted(cache_dir, damage):
    truth = sources.lesson_index()
    sources.shipped_index.cache_clear()
    target = sources.index_cache_path()
    if isinstance(damage, bytes):
        target.write_bytes(damage)
    else:
        target.write_text(damage, encoding="utf-8")
    assert sources.lesson_index() == truth


def test_a_cache_that_cannot_be_written_leaves_the_index_as_read(tmp_path, monkeypatch):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv(sources.INDEX_CACHE_ENV, str(blocked))
    sources.shipped_index.cache_clear()
    try:
        assert len(sources.lesson_index()) >= 60
        assert not os.path.isdir(blocked)
    finally:
        sources.shipped_index.cache_clear()
