"""tests/fast.py: the fast loop's share of a sweep is its sample, the slow run has every value."""

from __future__ import annotations

import pytest

from tests.fast import sample


def _slow(param) -> bool:
    return any(m.name == "slow" for m in param.marks)


def test_the_values_outside_the_sample_are_marked_slow_and_keep_their_own_marks_and_ids():
    kept_mark = pytest.mark.qt_log_ignore("x")
    params = sample(["a", pytest.param("b", id="bee", marks=kept_mark), "c"], {"a", "b"})
    assert [p.values for p in params] == [("a",), ("b",), ("c",)]
    assert [_slow(p) for p in params] == [False, False, True]
    assert params[1].id == "bee" and kept_mark in params[1].marks
    assert [p.id for p in (params[0], params[2])] == [None, None]  # pytest names them as it named the plain values


def test_several_arguments_and_a_predicate():
    params = sample([("holdem", "pt"), ("stud", "zh_Hant")], lambda v: v[0] == "stud", several=True)
    assert [(p.values, _slow(p)) for p in params] == [(("holdem", "pt"), True), (("stud", "zh_Hant"), False)]


def test_a_sample_keeps_at_least_one_value_fast():
    with pytest.raises(AssertionError):
        sample(["a", "b"], set())
