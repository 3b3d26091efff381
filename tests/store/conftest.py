"""Fixtures for the store: an in-memory store, a file store, answers and a fixed clock."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from trainer.store import Answer, SessionKind, Store

T0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)  # a Monday morning


@pytest.fixture
def store() -> Iterator[Store]:
    with Store.memory() as s:
        yield s


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "trainer.db"


@pytest.fixture
def file_store(db_path: Path) -> Iterator[Store]:
    with Store.open(db_path) as s:
        yield s


def make_answer(i: int = 0, game: str = "holdem", task: str = "showdown_order",
                correct: bool = True, time_ms: int = 4000, **kw) -> Answer:
    return Answer(
        item_id=kw.pop("item_id", f"item-{i}"), game=game, task=task,
        scenario=kw.pop("scenario", {"seats": [1, 2, 3], "n": i}),
        answer=kw.pop("answer", {"order": [3, 1, 2]}), correct=correct,
        score=kw.pop("score", 1.0 if correct else 0.0), time_ms=time_ms, **kw,
    )


@pytest.fixture
def answer() -> Callable[..., Answer]:
    return make_answer


@pytest.fixture
def drill(store: Store):
    """A trainee with a drill session in the in-memory store: (trainee, session)."""
    trainee = store.add_trainee("Ana")
    return trainee, store.start_session(trainee.id, SessionKind.DRILL, now=T0)


def at(minutes: float = 0, days: float = 0) -> datetime:
    return T0 + timedelta(minutes=minutes, days=days)


@contextlib.contextmanager
def raw(path: Path) -> Iterator[sqlite3.Connection]:
    """A plain sqlite3 connection, as a hand editor (DB Browser, sqlite3 shell) would use."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        yield conn
    finally:
        conn.close()


@pytest.fixture
def clock() -> Callable[..., datetime]:
    """``clock(minutes=.., days=..)``: a moment after T0 (Monday 3 March 2025, 09:00 UTC)."""
    return at


@pytest.fixture
def hand_edit() -> Callable[[Path], contextlib.AbstractContextManager[sqlite3.Connection]]:
    return raw
