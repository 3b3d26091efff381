"""Counting the graders (issue 34 item 4): a switch of language renders the feedback's messages
again and never grades or explains the answer again."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

from trainer.tasks import task_for

GRADERS = ("grade", "grade_in", "explain")


def _counted(real: Callable[..., Any], name: str, calls: list[str]) -> Callable[..., Any]:
    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(name)
        return real(self, *args, **kwargs)

    return counted


def grading_calls(monkeypatch: pytest.MonkeyPatch, tasks: Iterable[str]) -> list[str]:
    """Every call of the tasks' ``grade``, ``grade_in`` and ``explain`` from now on, by name."""
    calls: list[str] = []
    for cls in {type(task_for(task)) for task in tasks}:
        for name in GRADERS:
            monkeypatch.setattr(cls, name, _counted(getattr(cls, name), name, calls))
    return calls
