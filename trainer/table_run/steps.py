"""A hand as the croupier runs it (issue 21): a sequence of steps, each a question with its
right answer, its explanation and the table before and after it.

A step is asked through a task (:func:`~trainer.tasks.task_for`): a drill task where one exists
(who acts and the amounts, count the pot, showdown order, pot split, commission, the dice,
foul, natural, settle, qualify, payout) or a hand-only kind (the forced bets, the deal, the
board: :mod:`trainer.tasks.dealing`; pair plus, the folds: :mod:`~trainer.tasks.spots`).
Its ``question`` is made exactly as a drill's: the task's prompt, answer and choices from the
engine's solution of the step's scenario (``question.scenario``, in the SCENARIOS.md
format): for a betting step and a settlement step the table as the question finds it; for
the forced bets and a deal, the table once they are made (the engine posts the forced bets
and the deal puts out the cards the answer is about).  ``before`` and ``after`` are the
tables the GUI draws around the step; nothing about a step is left for the GUI to work out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from trainer.engine.solve import Solution, solve_typed
from trainer.tasks import task_for
from trainer.tasks.base import Question, Step


@dataclass(frozen=True)
class HandStep:
    kind: str
    question: Question
    before: Mapping[str, Any]
    after: Mapping[str, Any]

    @property
    def answer(self) -> Any:
        return self.question.answer

    @property
    def prompt(self) -> str:
        """The question in the language in use (``question.prompt`` is the one it was made in), as
        ``question.shown_prompt`` gives it."""
        q = self.question
        return task_for(self.kind).prompt(q.solution, q.params)

    @property
    def explanation(self) -> tuple[Step, ...]:
        """The task's explanation, with the article or ruling of each sentence, written when read
        (in the language in use then, as a drill's question re-words itself on a switch)."""
        q = self.question
        return tuple(task_for(self.kind).explain(q.solution, q.params))

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "question": self.prompt,
            "answer": self.question.answer,
            "explanation": [{"text": s.text, "cite": s.cite} for s in self.explanation],
            "params": dict(self.question.params),
            "scenario": dict(self.question.scenario),
            "before": dict(self.before),
            "after": dict(self.after),
        }


@dataclass(frozen=True)
class Hand:
    game: str
    seed: int
    seats: tuple[int, ...]
    steps: tuple[HandStep, ...] = field(default=())
    table: Mapping[str, Any] = field(default_factory=dict)
    """The table's terms chosen over the game's usual ones (stakes, limit); empty: the usual."""

    def kinds(self) -> list[str]:
        return [s.kind for s in self.steps]


def step(kind: str, solution: Any, scenario: Mapping[str, Any], before: Mapping[str, Any],
         after: Mapping[str, Any], params: Mapping[str, Any] | None = None) -> HandStep:
    """A step asked through its task, of ``solution`` (the engine's, or a deal's facts)."""
    task = task_for(kind)
    params = dict(params or {})
    why = task.asks_about(solution)
    if why is not None:
        raise ValueError(f"a {kind} step cannot be asked here: {why}")
    question = Question(task=kind, scenario=dict(scenario), solution=solution, answer=task.answer(solution, params),
                        params=params, prompt=task.prompt(solution, params),
                        choices=task.choices_for(solution, params), item_id=f"hand/{kind}")
    return HandStep(kind, question, dict(before), dict(after))


def solved(scenario: Mapping[str, Any]) -> Solution:
    return solve_typed(dict(scenario))[1]


def asked(kind: str, scenario: Mapping[str, Any], after: Mapping[str, Any] | None = None,
          params: Mapping[str, Any] | None = None) -> HandStep:
    """A drill task's step on the table as it stands (``scenario``), solved by the engine."""
    return step(kind, solved(scenario), scenario, scenario, after if after is not None else scenario, params)
