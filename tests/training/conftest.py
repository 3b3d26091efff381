"""What the session tests share: a store in memory, a clock moved by hand."""

from __future__ import annotations

import pytest

from trainer.store import Store


class Clock:
    """Seconds as a session reads them (its ``clock``), moved by the test: ``clock.t += 3``."""

    def __init__(self, t: float = 100.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def store():
    with Store.memory() as s:
        yield s
