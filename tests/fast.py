"""The fast loop's share of a parametrized sweep (issue 34 item 7): ``pytest -m "not slow"`` runs
the values a test names as its sample, a plain ``pytest`` (README's, CI's) runs every value.

    @pytest.mark.parametrize("game", sample(GAMES, fast={"holdem", "stud"}))

Each value keeps the id pytest gives it; the values outside the sample carry ``pytest.mark.slow``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import Any

import pytest

PARAM = type(pytest.param(None))  # what pytest.param makes (its class is not public)


def sample(values: Iterable[Any], fast: Collection[Any] | Callable[[Any], bool], *, several: bool = False) -> list[Any]:
    """``values`` as parameters, those in ``fast`` (or for which ``fast(value)`` holds) in the
    fast loop, the others marked slow. ``several``: each value is a tuple of several arguments."""
    keep = fast if callable(fast) else (lambda v: v in fast)
    out: list[Any] = []
    kept = 0
    for value in values:
        if isinstance(value, PARAM):
            args, marks, id_ = value.values, tuple(value.marks), value.id
            plain = args if several else args[0]
        else:
            args, marks, id_ = (tuple(value) if several else (value,)), (), None
            plain = value
        if keep(plain):
            kept += 1
            out.append(pytest.param(*args, marks=marks, id=id_))
        else:
            out.append(pytest.param(*args, marks=(*marks, pytest.mark.slow), id=id_))
    assert kept, "a sweep keeps at least one value in the fast loop"
    return out
