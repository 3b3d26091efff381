"""Choice items that can be passed without knowing the rule (issue 15).

A trainee who always picks the longest answer must not pass: a lesson whose keyed
procedure answer is the uniquely longest choice in more than a third of its procedure
items is reported by ``trainer lessons check``, and across the shipped items it must
be so in at most 30 % (tests/curriculum/test_choices.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from trainer.curriculum.lesson import Lesson, ProcedureItem
from trainer.curriculum.yamlio import InputError

LESSON_LIMIT = Fraction(1, 3)
"""More than this share of a lesson's procedure items keyed to the longest choice is a problem."""
SHIPPED_LIMIT = Fraction(30, 100)


def keyed_longest(item: ProcedureItem) -> bool:
    """The right answer is longer than every other choice."""
    keyed = len(item.choices[item.answer])
    return all(keyed > len(c) for i, c in enumerate(item.choices) if i != item.answer)


def procedure_items(lessons: Iterable[Lesson]) -> list[ProcedureItem]:
    return [item for lesson in lessons for item in lesson.items if isinstance(item, ProcedureItem)]


def longest_answer_problem(lesson: Lesson) -> InputError | None:
    """The lesson's problem when its keyed answer is the longest choice too often."""
    items = procedure_items([lesson])
    longest = [item for item in items if keyed_longest(item)]
    if not items or Fraction(len(longest), len(items)) <= LESSON_LIMIT:
        return None
    ids = ", ".join(item.id for item in longest)
    return InputError(
        lesson.file, longest[0].line, "items",
        f"the right answer is the longest choice in {len(longest)} of {len(items)} procedure items "
        f"({ids}): more than a third, so picking the longest answer passes; give the distractors "
        "the same length, or move the reasons into the explanation")


def longest_share(lessons: Iterable[Lesson]) -> tuple[int, int]:
    """(items whose keyed answer is the uniquely longest choice, procedure items)."""
    items = procedure_items(lessons)
    return sum(keyed_longest(item) for item in items), len(items)
