"""Target times per skill (issue 20, speed): how long a school gives a croupier for one answer.

A dealer reads who acts at a glance, sizes a bet in the time a player takes to reach
for chips, and may take a minute over a split pot with side pots.  Each task declares the
target a school would ask of a trainee at the end of the course, with why beside it
(:attr:`trainer.tasks.Task.target_s`: who acts 5 s, a pot split 60 s, a 13-card
table settled 90 s); a lesson overrides them with ``targets: {pot-split: 45}`` and an exam
quota with ``target: 45``.

A name that is no task has :data:`FALLBACK_S`.  Targets are whole seconds
from :data:`MIN_S` to :data:`MAX_S`.  An answer is *within target* when its time is at
most the target (``time_ms <= target_s * 1000``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from trainer.tasks import TASKS

DEFAULT_TARGETS_S: Mapping[str, int] = MappingProxyType({task.id: task.target_s for task in TASKS.values()})
"""Each task's target, by id."""
FALLBACK_S = 30
MIN_S = 1
MAX_S = 600


def default_target_s(task: str) -> int:
    """The school's target for one answer of ``task``, in whole seconds."""
    return DEFAULT_TARGETS_S.get(task, FALLBACK_S)


def target_s(task: str, overrides: Mapping[str, int] | None = None) -> int:
    """The target that applies: the lesson's (or exam's) own if it sets one, else the default."""
    if overrides and task in overrides:
        return overrides[task]
    return default_target_s(task)


def within_target(time_ms: int, target: int | None) -> bool | None:
    """Whether an answer of ``time_ms`` met ``target`` seconds (None: no target applied)."""
    return None if target is None else time_ms <= target * 1000


def target_problem(value: object) -> str | None:
    """Why ``value`` is not a target (None: it is one): whole seconds from MIN_S to MAX_S."""
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_S <= value <= MAX_S:
        return f"a target is a whole number of seconds from {MIN_S} to {MAX_S}, got {value!r}"
    return None
