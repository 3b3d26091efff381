"""The tasks a trainee can be asked (issue 6), by id."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from trainer.engine.rulesets import RULESETS
from trainer.i18n import tr
from trainer.scenarios.words import PerRules, wording
from trainer.tasks.base import Grade, Part, Question, Shape, Step, Task, is_blank, verdict
from trainer.tasks.betting import TASKS as _BETTING
from trainer.tasks.chips import TASKS as _CHIPS
from trainer.tasks.colour import TASKS as _COLOUR
from trainer.tasks.cut import TASKS as _CUT
from trainer.tasks.dealing import TASKS as _DEALING
from trainer.tasks.poker import TASKS as _POKER
from trainer.tasks.procedure import TASKS as _PROCEDURE
from trainer.tasks.qpoker import TASKS as _QPOKER
from trainer.tasks.spots import TASKS as _SPOTS
from trainer.tasks.thirteen import TASKS as _THIRTEEN

TASKS: dict[str, Task[Any, Any]] = {
    t.id: t for t in (*_POKER, *_BETTING, *_THIRTEEN, *_QPOKER, *_CHIPS, *_CUT, *_COLOUR, *_PROCEDURE, *_DEALING,
                      *_SPOTS)
}


def task_for(task_id: str) -> Task[Any, Any]:
    """The task of a drill, an exam item or a hand's step (the forced bets, the deal... are tasks too)."""
    try:
        return TASKS[task_id]
    except KeyError:
        raise KeyError(f"unknown task {task_id!r} (one of: {', '.join(TASKS)})") from None


def _answer_words() -> dict[str, str]:
    out: dict[str, str] = {}
    for task in TASKS.values():
        for key, word in task.answer_words.items():
            if out.setdefault(key, word) != word:
                raise ValueError(f"answer key {key!r}: task {task.id} says {word!r}, another {out[key]!r}")
    return out


ANSWER_WORDS: Mapping[str, str] = MappingProxyType(_answer_words())
"""Every task's answer keys as a reader says them (each task declares its own: :attr:`Task.answer_words`)."""
REGULATION_WORDS: Mapping[str, PerRules] = MappingProxyType(
    {key: said for task in TASKS.values() for key, said in task.regulation_words.items()})
"""The answer keys said in each regulation's words where they differ (:attr:`Task.regulation_words`)."""


def answer_key(key: str, game: str | None = None) -> str:
    """An answer's key (``to_call``, ``pair_plus``...) as words in the language in use, a betting
    key in ``game``'s regulation's words; a key of no answer of ours as it is written, its
    underscores as spaces."""
    betting = REGULATION_WORDS.get(key)
    if betting is not None and game in RULESETS and wording(game) in betting.versions():
        return betting(game)
    return tr(ANSWER_WORDS[key], "answer key") if key in ANSWER_WORDS else key.replace("_", " ")


def tasks_for_game(game: str) -> list[Task[Any, Any]]:
    return [t for t in TASKS.values() if game in t.games]


__all__ = ["ANSWER_WORDS", "REGULATION_WORDS", "TASKS", "Grade", "Part", "Question", "Shape", "Step", "Task",
           "answer_key", "is_blank", "task_for", "tasks_for_game", "verdict"]
