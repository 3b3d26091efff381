"""A stored answer in words, for the instructor: where the question came from (the lesson's
title, or the game and task of a free drill), the question as it was asked, the answer given
and the right one (issue 17 item 16).

The store keeps the scenario asked, the item id and the params; :func:`question_for_attempt`
rebuilds the question from them (a lesson item from its lesson, anything else solved again),
and :func:`describe` puts it in words.  Used by the trainee tab's mistakes list and by the
spreadsheet export (:func:`trainer.store.export.write_csv`), so it stays free of Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from trainer.curriculum.items import scripted_question
from trainer.curriculum.lesson import Lesson, ProcedureItem, ScriptedItem, procedure_question
from trainer.engine.errors import ScenarioError
from trainer.i18n import lesson_text, number, tr
from trainer.scenarios import words
from trainer.tasks import TASKS, Question, answer_key, task_for


class ReplayError(Exception):
    """The question cannot be shown again; the message says why, in a sentence."""


class StoredAnswer(Protocol):
    """What the store keeps of an answer (an :class:`~trainer.store.Attempt`, or an export's row)."""

    @property
    def item_id(self) -> str: ...
    @property
    def lesson_id(self) -> str | None: ...
    @property
    def game(self) -> str: ...
    @property
    def task(self) -> str: ...
    @property
    def scenario(self) -> Any: ...
    @property
    def answer(self) -> Any: ...
    @property
    def params(self) -> Any: ...


@dataclass(frozen=True)
class Answered:
    """A :class:`StoredAnswer` from plain values (an export record)."""

    item_id: str
    lesson_id: str | None
    game: str
    task: str
    scenario: Any
    answer: Any
    params: Any = field(default_factory=dict)

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Answered:
        return cls(str(record.get("item_id") or ""), record.get("lesson_id"), str(record.get("game") or ""),
                   str(record.get("task") or ""), record.get("scenario"), record.get("answer"),
                   record.get("params") or {})


@dataclass(frozen=True)
class AttemptWords:
    source: str
    """The lesson's title; for a free drill (or a lesson no longer shipped), game · task."""
    question: str
    """The question as the trainee read it ("" if it cannot be rebuilt)."""
    given: str
    right: str
    """The right answer ("" if the question cannot be rebuilt)."""
    task: str = ""
    """The task's title."""


def _lesson_part(item_id: str) -> tuple[str, str] | None:
    """(lesson id, item id) of a lesson item's ``lesson/item`` (``n/lesson/item`` in an exam)."""
    parts = item_id.split("/")
    if len(parts) == 3 and parts[0].isdigit():
        parts = parts[1:]
    return (parts[0], parts[1]) if len(parts) == 2 else None


def shipped_lesson(lesson_id: str | None) -> Lesson | None:
    """The shipped lesson of that id, checked (None if there is none, or it has problems)."""
    if not lesson_id:
        return None
    from trainer.training import sources

    info = next((i for i in sources.lesson_index() if i.id == lesson_id), None)
    return sources.open_lesson(info.path)[0] if info is not None else None


def _lesson_item(item_id: str, lessons: Iterable[Lesson] | None) -> tuple[Lesson, ScriptedItem | ProcedureItem] | None:
    found = _lesson_part(item_id)
    if found is None:
        return None
    lesson_id, wanted = found
    if lessons is None:
        shipped = shipped_lesson(lesson_id)
        candidates = [shipped] if shipped is not None else []
    else:
        candidates = [x for x in lessons if x.id == lesson_id]
    for lesson in candidates:
        for item in lesson.items:
            if isinstance(item, ScriptedItem | ProcedureItem) and item.id == wanted:
                return lesson, item
    return None


def question_for_attempt(attempt: StoredAnswer, lessons: Iterable[Lesson] | None = None) -> Question:
    """The question a stored answer was given to, rebuilt with the engine's answer.

    A lesson item is taken from its lesson (``lessons``, or the shipped lesson its id names),
    with its params and the author's explanation; anything else is solved again from the
    stored scenario and asked with the params stored with the answer, the way a generated
    question is built, so the prompt and the answer are those of the question the trainee
    was given.
    """
    found = _lesson_item(attempt.item_id, lessons)
    try:
        if found is not None:
            lesson, item = found
            if isinstance(item, ProcedureItem):
                return procedure_question(item, lesson.id, attempt.game or lesson.game)
            return scripted_question(item, lesson.id)
        if not task_for(attempt.task).generated:
            raise ReplayError("the right choice of this procedure question is not kept with the answer, "
                              "and its lesson no longer has it")
        if not isinstance(attempt.scenario, Mapping):
            raise ReplayError("the stored scenario is not a table situation")
        if not isinstance(attempt.params, Mapping):
            raise ReplayError("the stored params are not a mapping")
        scenario = {"game": attempt.game, **attempt.scenario}
        item = ScriptedItem(id=attempt.item_id, task=attempt.task, scenario=scenario, params=dict(attempt.params))
        return scripted_question(item)
    except (ScenarioError, KeyError, TypeError, ValueError) as exc:
        raise ReplayError(str(exc).strip("'\"")) from None


def value_words(value: Any, translate: Callable[[str], str] = tr, *, flat: bool = False, key: str = "",
                game: str | None = None) -> str:
    """An answer, or a part of one, in plain words (one function for the screens and the CSV).

    Grouped (the exam, the CSV): ``pots: (amount: 240, winners: 1, 2); payouts: (1: 58, 2: 182)``.
    Flat (the drill's mistakes, a part at a time): ``amount: 240, winners: 1, 2``.
    Keys are written as words (``pair_plus`` is "pair plus"), and they and the answers' words
    (a category, a natural, a direction...) in the language in use (:func:`~trainer.tasks.answer_key`,
    :func:`words.answer_value`); numbers grouped as everywhere; lists, parts and labels joined
    as the language joins them (:func:`words.listed`: 1、2 in Chinese).  A yes or no under a key
    that names what it says (``fouls``: a place fouls or is in order) is said in those words;
    ``key``: the key a part's value stands under (a graded part's, given apart).  A hand
    category is named in ``game``'s regulation's words (issue 32 T2).
    """

    def said(value: Any, top: bool, under: str = "") -> str:
        if value is None:
            return "—"
        if isinstance(value, bool):
            if under in words.YES_NO:  # "foul" / "in order", never a bare yes or no (T12)
                return words.yes_no(under, value)
            return translate("yes") if value else translate("no")
        if isinstance(value, Mapping):
            parts = [words.labelled(answer_key(str(k), game), said(v, False, under or str(k)))
                     for k, v in value.items()]
            joined = words.clauses(parts) if top and not flat else words.listed(parts)
            if flat:
                return joined
            return (joined if top else words.grouped(joined)) if value else "—"
        if isinstance(value, list | tuple):
            return words.listed(said(v, False, under) for v in value) or "—"
        if isinstance(value, int):
            return number(value)
        return words.answer_value(value, game) if isinstance(value, str) else str(value)

    return said(value, True, key)


def _answer_words(question: Question | None, value: Any, game: str | None = None) -> str:
    """A multiple-choice answer as its choice's number and words; anything else as :func:`value_words`."""
    if question is not None and task_for(question.task).is_choice and question.choices and isinstance(value, Mapping):
        choice = value.get("choice")
        if isinstance(choice, int) and not isinstance(choice, bool) and 0 <= choice < len(question.choices):
            return f"{choice + 1}. {lesson_text(question.choices[choice])}"
        return "—"
    return value_words(value, game=question.game if question is not None else game)


def task_title(task: str) -> str:
    return tr(TASKS[task].title) if task in TASKS else task


def game_title(game: str) -> str:
    return words.game(game)


def describe(attempt: StoredAnswer, lessons: Iterable[Lesson] | None = None) -> AttemptWords:
    """``attempt`` in words; what cannot be rebuilt is left empty, never raised."""
    lesson_id = attempt.lesson_id or (_lesson_part(attempt.item_id) or (None, ""))[0]
    lesson = (next((x for x in lessons if x.id == lesson_id), None) if lessons is not None
              else shipped_lesson(lesson_id))
    source = (lesson_text(lesson.title) if lesson is not None
              else f"{game_title(attempt.game)} · {task_title(attempt.task)}")
    try:
        question: Question | None = question_for_attempt(attempt, lessons)
    except ReplayError:
        question = None
    asked = attempt.scenario if isinstance(attempt.scenario, Mapping) else {}
    prompt = question.shown_prompt if question is not None else str(asked.get("question") or "")
    given = _answer_words(question, attempt.answer if isinstance(attempt.answer, Mapping) else {}, attempt.game)
    right = _answer_words(question, question.answer) if question is not None else ""
    return AttemptWords(source, " ".join(prompt.split()), given, right, task_title(attempt.task))


def csv_words(record: Mapping[str, Any]) -> dict[str, str]:
    """An export's attempt record in the words of the spreadsheet's columns
    (:data:`trainer.store.export.WORDS`)."""
    words = describe(Answered.from_record(record))
    return {"task": words.task, "lesson": words.source, "question": words.question,
            "given answer": words.given, "right answer": words.right}
