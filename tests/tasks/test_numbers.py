"""Issue 17 item 17: one number format everywhere — grouped by thousands, the same on the
table, in the panels, in the engine's explanations and in the lessons' own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainer import i18n
from trainer.curriculum.generate import generate
from trainer.curriculum.lesson import ProcedureItem, ScriptedItem, load_lesson
from trainer.i18n import number, tr
from trainer.resources import lessons_dir
from trainer.scenarios import words
from trainer.tasks import task_for

UNGROUPED = re.compile(r"(?<![\d/.,])\d{4,}(?![\d/])")
YEAR = re.compile(r"(Macau|Omaha|Despacho \d+/) ?$")


def ungrouped(text: str) -> list[str]:
    """Numbers of four digits or more written without grouping (a regulation's year aside)."""
    return [m.group() for m in UNGROUPED.finditer(text) if not YEAR.search(text[max(0, m.start() - 10):m.start()])]


def test_numbers_are_grouped_and_a_loss_has_a_minus_sign():
    assert number(0) == "0" and number(999) == "999" and number(10800) == "10,800"
    assert number(-1010) == "−1,010" and words.chips(2470) == "2,470"
    assert tr("{a} of {b} for seat {seat}", a=10800, b=1010, seat=3) == "10,800 of 1,010 for seat 3"
    assert tr("{yes}", yes=True) == "True"  # a flag is not a number


@pytest.fixture
def portuguese_grouping():
    i18n.set_group_separator("\u00a0")
    yield
    i18n.set_group_separator(",")


def test_the_separator_follows_the_language(portuguese_grouping):
    assert number(10800) == "10\u00a0800" and tr("{n}", n=1010) == "1\u00a0010"


@pytest.mark.parametrize("game,task", [("holdem", "pot-split"), ("omaha-macau", "commission"),
                                       ("stud", "pot-split"), ("thirteen", "thirteen-settle"),
                                       ("qpoker", "qpoker-payout")])
def test_the_engine_explanations_group_every_amount(game, task):
    # big chips (a real stake in them, RULINGS R0-5: hold'em's big blind of 100 has a small blind of 50)
    constraints = {"chip_unit": 50} if task in ("pot-split", "commission") else {}
    texts = [s.text for q in generate(game, task, 15, 2, constraints)
             for s in task_for(task).explain(q.solution, q.params)]
    if constraints:  # big chips: amounts of 1,000 and more to check
        assert any(re.search(r"\d,\d{3}", t) for t in texts)
    assert not [t for t in texts if ungrouped(t)]


def test_the_lessons_own_words_group_every_amount():
    found = []
    for path in sorted(Path(lessons_dir()).rglob("*.yaml")):
        if "exams" in path.parts:
            continue
        lesson = load_lesson(path)
        texts = [lesson.title, lesson.intro]
        for item in lesson.items:
            if isinstance(item, ScriptedItem):
                texts += [item.prompt, item.explain]
            elif isinstance(item, ProcedureItem):
                texts += [item.question, item.explain, *item.choices]
        found += [(path.name, n) for t in texts for n in ungrouped(t or "")]
    assert found == []
