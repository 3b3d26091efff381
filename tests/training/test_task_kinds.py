"""Issue 14 item 2: the procedure question is its own kind, told by the task's attributes
(``generated``, ``shows_table``, ``is_choice``, ``asked``) — no code outside the tasks asks
which task it is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainer.tasks import TASKS, task_for
from trainer.training.sources import free_drill, shipped_lessons, written_questions

TRAINER = Path(__file__).parents[2] / "trainer"
TASKS_DIR = TRAINER / "scenarios" / "tasks"
# A task id compared or assigned as a literal: task == "procedure", "procedure" != t.task,
# task: str = "procedure", task_id = "procedure", UNGENERATED = ("procedure",) ...
ASKS_WHICH = re.compile(
    r"""task[\w.\[\]()'"]*\s*[!=]=\s*["']procedure["']"""
    r"""|["']procedure["']\s*[!=]=\s*\w*task"""
    r"""|\btask\w*\s*(:[^=\n]+)?=\s*["']procedure["']"""
    r"""|\(\s*["']procedure["']\s*,\s*\)"""
)


@pytest.mark.parametrize("line", [
    'if question.task == "procedure" and not steps:', "if attempt.task != 'procedure':",
    'on_table = question.task != "procedure"', 'task: str = "procedure"', '        task="procedure",',
    'UNGENERATED = ("procedure",)', 'if task_id == "procedure":', '    task_id = "procedure"',
    'x = r.item.task != "procedure"',
])
def test_the_check_catches_the_ways_code_asked_which_task_it_was(line):
    assert ASKS_WHICH.search(line)


def test_no_module_outside_the_tasks_asks_whether_a_task_is_procedure():
    found = []
    for path in sorted(TRAINER.rglob("*.py")):
        if TASKS_DIR in path.parents:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if ASKS_WHICH.search(line):
                found.append(f"{path.relative_to(TRAINER.parent)}:{n}: {line.strip()}")
    assert found == []


def test_the_procedure_task_says_what_it_is():
    procedure = task_for("procedure")
    assert (procedure.generated, procedure.shows_table, procedure.is_choice) == (False, False, True)
    legal = task_for("legal-action")  # a choice about a table: generated, drawn, answered by a pick
    assert (legal.generated, legal.shows_table, legal.is_choice) == (True, True, True)
    for task in TASKS.values():
        if task not in (procedure, legal):
            assert task.generated and task.shows_table and not task.is_choice, task.id


def test_a_written_question_carries_no_fake_scenario_and_is_recorded_as_asked():
    lesson = next(x for x in shipped_lessons() if any(q.task == "procedure" for q in x.questions()))
    q = next(q for q in lesson.questions() if q.task == "procedure")
    assert dict(q.scenario) == {"game": lesson.game}  # no question packed into a table situation
    assert task_for(q.task).asked(q) == {"game": lesson.game, "question": q.prompt,
                                         "choices": list(q.choices), "cite": q.cite}


def test_a_drill_of_a_task_no_generator_makes_draws_the_written_questions():
    questions = free_drill("holdem", "procedure", 3, seed=5)
    assert [q.item_id for q in questions] == [q.item_id for q in written_questions("holdem", "procedure", 3, 5)]
    assert len(questions) == 3 and all(q.choices for q in questions)
