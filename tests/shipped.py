"""What several test modules compute from the whole shipped curriculum, computed once a worker
(issue 34 item 7): the tests only read it."""

from __future__ import annotations

from functools import cache


@cache
def lessons_coverage() -> dict[str, dict[str, list[str]]]:
    """``coverage(shipped_lessons())``: each game's provisions with the lesson items citing them
    (a few seconds: every shipped question is expanded and explained)."""
    from trainer.scenarios.coverage import coverage
    from trainer.training.sources import shipped_lessons

    return coverage(shipped_lessons())
