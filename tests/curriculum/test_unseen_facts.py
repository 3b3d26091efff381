"""Issue 17 item 6: every fact an answer depends on is shown — a lesson item (or a
generated block, or an exam quota) whose scenario holds a fact its question does not
show is a problem naming the file, line and field."""

from __future__ import annotations

import textwrap
from functools import cache
from pathlib import Path

import pytest

from trainer.curriculum.exam import check_exam
from trainer.curriculum.generate import generate
from trainer.curriculum.lesson import GenerateBlock, Lesson, ScriptedItem, check_text
from trainer.resources import lessons_dir
from trainer.scenarios.facts import TABLE_SHOWS, facts_of, hidden_facts
from trainer.tasks import TASKS

from .. import shipped

LESSON = textwrap.dedent("""\
    id: stacks
    title: Stacks
    game: holdem
    intro: A question that does not draw a seat's stack.
    skills: [pot-split]
    items:
      - task: pot-split
        scenario:
          marker: 2
          board: [Ah, Kd, 7c, 5s, 2h]
          seats:
            - {seat: 1, cards: [As, Ad], committed: 100, stack: 900}
            - {seat: 2, cards: [Kh, Kc], committed: 100}
            - {seat: 3, committed: 50, folded: true}
            - {seat: 4, committed: 0, folded: true}
    """)


def test_a_scripted_item_with_a_fact_the_table_does_not_draw_is_a_problem_with_its_line(monkeypatch):
    # The table draws every fact there is today; a question that did not draw stacks is refused.
    monkeypatch.setattr(type(TASKS["pot-split"]), "shows", TABLE_SHOWS - {"seats.stack"})
    lesson, problems = check_text(LESSON, "stacks.yaml")
    assert lesson is None or not lesson.items
    (problem,) = problems
    assert problem.file == "stacks.yaml" and problem.line == 9 and problem.field == "items[0].scenario"
    assert "seats.stack" in problem.message and "does not show" in problem.message


def test_facts_are_named_by_where_they_sit_and_labels_are_not_facts():
    scenario = {"game": "holdem", "title": "x", "marker": 3, "params": {"commission": "none"},
                "seats": [{"seat": 1, "name": "Ana", "cards": ["As", "Ad"], "committed": 10, "folded": True}]}
    assert facts_of(scenario) == {"marker", "params.commission", "seats.cards", "seats.committed",
                                  "seats.folded"}
    assert hidden_facts({"marker", "seats.cards"}, scenario) == ["params.commission", "seats.committed",
                                                                  "seats.folded"]


@cache  # loaded once for the module's two tests (they only read the lessons)
def _shipped() -> tuple[tuple[Path, Lesson], ...]:
    return tuple((path, shipped.loaded(path)) for path in shipped.lesson_paths())


# The facts the table did not draw before issue 17 (items 1-4): the check catches each one
# in the shipped content, had the table's list been what it was.
BEFORE = TABLE_SHOWS - {"previous_round_high_bettor", "final_round", "marker", "params.commission",
                        "params.chip_unit", "params.bet_unit", "seats.folded_at"}


def test_the_check_would_have_caught_the_defects_of_issue_17_in_the_shipped_content():
    caught = set()
    for _, lesson in _shipped():
        for item in lesson.items:
            if isinstance(item, ScriptedItem):
                caught.update(hidden_facts(BEFORE, item.scenario))
            elif isinstance(item, GenerateBlock):
                for q in generate(lesson.game, item.task, min(item.count, 10), item.seed, item.constraints):
                    caught.update(hidden_facts(BEFORE, q.scenario))
    assert {"previous_round_high_bettor", "final_round", "marker", "params.commission"} <= caught


@pytest.mark.parametrize("path", sorted(p for p in Path(lessons_dir()).rglob("*.yaml") if "exams" in p.parts),
                         ids=lambda p: p.stem)
def test_every_exam_quota_shows_every_fact_over_many_sittings(path):
    definition, problems = check_exam(path)
    assert definition is not None and not problems
    for skill in definition.skills:
        task = TASKS[skill.task]
        if not task.generated:
            continue
        for seed in range(4):  # four sittings' items, not only the checker's sample
            for q in generate(definition.game, skill.task, min(skill.count, 10), seed, skill.constraints):
                assert task.unseen(q.scenario) is None, (path.name, skill.task, seed)


def test_every_shipped_lesson_item_shows_every_fact():
    for path, lesson in _shipped():
        for item in lesson.items:
            if isinstance(item, ScriptedItem):
                assert TASKS[item.task].unseen(item.scenario) is None, (path.name, item.id)
            elif isinstance(item, GenerateBlock):
                for q in generate(lesson.game, item.task, item.count, item.seed, item.constraints):
                    assert TASKS[item.task].unseen(q.scenario) is None, (path.name, q.item_id)
