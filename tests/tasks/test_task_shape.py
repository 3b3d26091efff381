"""A task is one place (issue 34 item 3): it declares its shape, its target time and the words of its
answer's keys; the registry's lookups (``task_for``, ``answer_key``) read them."""

from __future__ import annotations

import typing

import pytest

from trainer import i18n, translations
from trainer.tasks import ANSWER_WORDS, TASKS, Shape, answer_key, task_for
from trainer.tasks.answers import Answer


def _answer_type(task: object) -> typing.Any:
    """The task's answer TypedDict, the ``A`` of its ``Task[S, A]``."""
    for cls in type(task).__mro__:
        for base in getattr(cls, "__orig_bases__", ()):
            args = typing.get_args(base)
            if args and typing.is_typeddict(args[-1]):
                return args[-1]
    raise AssertionError(f"{type(task).__name__} names no answer type")


def _keys(tp: typing.Any) -> set[str]:
    """Every key an answer of type ``tp`` may hold, nested ones too."""
    found: set[str] = set()
    if typing.is_typeddict(tp):
        for key, value in typing.get_type_hints(tp).items():
            found |= {key} | _keys(value)
    for arg in typing.get_args(tp):
        found |= _keys(arg)
    return found


@pytest.mark.parametrize("task_id", TASKS)
def test_every_task_says_each_key_of_its_answer(task_id: str) -> None:
    task = TASKS[task_id]
    assert _keys(_answer_type(task)) <= set(task.answer_words), task_id
    assert all(word == key.replace("_", " ") for key, word in task.answer_words.items()), \
        "an answer key's English is the key spelt out (SCENARIOS.md)"


def test_the_answer_types_are_the_tasks_and_every_word_is_one_of_theirs() -> None:
    used = {_answer_type(t) for t in TASKS.values()}
    assert used == set(typing.get_args(Answer))
    assert set(ANSWER_WORDS) == {k for t in TASKS.values() for k in t.answer_words}


def test_an_answer_key_reads_in_the_language_in_use_and_in_the_games_words() -> None:
    assert answer_key("pair_plus") == "pair plus"
    assert answer_key("a_key_of_no_answer") == "a key of no answer"
    try:
        i18n.set_translator(translations.catalogue("pt").translate)
        assert answer_key("pots") != "pots"
        calls = {answer_key("to_call", game) for game in ("holdem", "stud", "omaha-macau")}
        assert len(calls) == 3, "«acompanhar», «aceitar», «igualar»: each regulation's word (issue 32 T3)"
    finally:
        i18n.set_translator(i18n.english)


SHAPES = {
    Shape.TABLE: (True, True, False, False, False, False),
    Shape.COUNT: (True, True, False, False, False, True),
    Shape.CHOICE: (True, True, True, False, False, False),
    Shape.WORDS: (False, False, True, False, False, False),
    Shape.MULTI_STEP: (True, True, False, True, False, False),
    Shape.DEALT: (True, True, False, False, True, False),
}
"""(generated, shows_table, is_choice, multi_step, dealt, hides_totals) of each shape."""


@pytest.mark.parametrize("task_id", TASKS)
def test_a_tasks_facts_are_its_shapes(task_id: str) -> None:
    task = task_for(task_id)
    facts = (task.generated, task.shows_table, task.is_choice, task.multi_step, task.dealt, task.hides_totals)
    assert facts == SHAPES[task.shape], task_id


def test_the_shapes_of_the_tasks_today() -> None:
    by_shape = {shape: sorted(t.id for t in TASKS.values() if t.shape is shape) for shape in Shape}
    assert by_shape[Shape.WORDS] == ["procedure"]
    assert by_shape[Shape.CHOICE] == ["legal-action"]
    assert by_shape[Shape.MULTI_STEP] == ["follow-action"]
    assert by_shape[Shape.COUNT] == ["colour-up", "count-stack", "cut-pot"]
    assert by_shape[Shape.DEALT] == ["burn-board", "deal-order", "fold-collect", "forced-bets", "pair-plus"]


def test_a_hands_step_kind_is_looked_up_as_any_task() -> None:
    assert task_for("forced-bets").shape is Shape.DEALT
    with pytest.raises(KeyError, match="unknown task 'no-such-step'"):
        task_for("no-such-step")
