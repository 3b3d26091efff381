"""Procedure questions: multiple choice on the irregularity and procedure articles."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.rulesets import GAMES
from trainer.i18n import QT_TRANSLATE_NOOP, lesson_text, tr
from trainer.tasks.answers import ChoiceAnswer
from trainer.tasks.base import ChoiceKey, GivenAnswer, Grade, Params, Question, Shape, Step, Task, exact, only_keys


class Procedure(Task[ChoiceKey, ChoiceAnswer]):
    id = "procedure"
    shape = Shape.WORDS
    target_s = 20  # a procedure question read and answered
    answer_words = MappingProxyType({"choice": QT_TRANSLATE_NOOP("", "choice", "answer key")})
    solution_kind = ChoiceKey
    title = QT_TRANSLATE_NOOP("", "Procedure and irregularities")
    games = GAMES
    shows = frozenset()  # words only: its scenario names just the game

    def asked(self, question: Question) -> dict[str, Any]:
        """No table: the question, its choices (in the order shown) and the article, for the records."""
        return {"game": question.game, "question": question.prompt, "choices": list(question.choices),
                "cite": question.cite}

    def prompt(self, solution: ChoiceKey, params: Params) -> str:
        return tr("Choose the correct procedure.")

    def answer(self, solution: ChoiceKey, params: Params) -> ChoiceAnswer:
        return {"choice": solution.choice}

    def read_answer(self, raw: Any, path: FieldPath) -> ChoiceAnswer:
        raw = only_keys(raw, {"choice"}, path)
        choice = raw.get("choice")
        if isinstance(choice, bool) or not isinstance(choice, int) or choice < 0:
            raise ScenarioError((*path, "choice"), f"expected the number of a choice, got {choice!r}")
        return {"choice": choice}

    def grade(self, given: GivenAnswer, correct: ChoiceAnswer) -> Grade:
        return exact(tr("choice"), correct["choice"], given.get("choice"))

    def explain(self, solution: ChoiceKey, params: Params) -> list[Step]:
        return [Step(lesson_text(solution.explain), solution.cite)] if solution.explain else []


TASKS = (Procedure(),)
