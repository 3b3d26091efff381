"""Exam definitions: every shipped exam checks clean, and a bad one is reported by file, line and field."""

from __future__ import annotations

import textwrap
from datetime import UTC, datetime
from pathlib import Path

import pytest

from trainer.curriculum.exam import ExamDefinition, check_exam, check_exam_text
from trainer.engine.rulesets import GAMES
from trainer.resources import lessons_dir
from trainer.tasks import tasks_for_game

EXAMS = Path(lessons_dir()) / "exams"

GOOD = """\
id: holdem-mini
title: "Hold'em: a small exam"
game: holdem
items: 5
time_limit: 10
pass_mark: 80
attempts_allowed: 2
review: after-submit
skills:
  - {task: winner, count: 2}
  - {task: pot-split, count: 2, constraints: {side_pots: 1}}
  - {task: procedure, count: 1}
"""


def check(text: str):
    return check_exam_text(textwrap.dedent(text), "exam.yaml")


def only_problem(text: str):
    definition, problems = check(text)
    assert definition is None
    assert len(problems) == 1, [str(p) for p in problems]
    return problems[0]


def test_every_game_ships_one_certification_exam_that_checks_clean():
    found = {}
    for path in sorted(EXAMS.glob("*.yaml")):
        definition, problems = check_exam(path)
        assert problems == [], [str(p) for p in problems]
        assert definition is not None
        if definition.hands:  # whole hands (omaha-hands.yaml), not a certification exam
            continue
        found[definition.game] = definition
    assert set(found) == set(GAMES)
    for game, d in found.items():
        tasks = {s.task for s in d.skills}
        # every skill of the game (a hand followed step by step is a drill, not an exam item)
        assert tasks == {t.id for t in tasks_for_game(game) if not t.multi_step}, game
        assert "procedure" in tasks
        assert d.items == sum(s.count for s in d.skills) >= 15
        assert 30 <= d.time_limit_min <= 60 and d.pass_mark == 80 and d.attempts_allowed >= 1
        assert d.review == "after-submit"


def test_lessons_check_checks_the_exam_files(run_cli):
    rc, out, err = run_cli("lessons", "check", EXAMS)
    assert (rc, err) == (0, "")
    assert f"{len(list(EXAMS.glob('*.yaml')))} exam(s)" in out


def test_lessons_check_reports_a_bad_exam_with_file_line_and_field(run_cli, tmp_path):
    folder = tmp_path / "exams"
    folder.mkdir()
    (folder / "bad.yaml").write_text(GOOD.replace("items: 5", "items: 6"), encoding="utf-8")
    rc, _, err = run_cli("lessons", "check", folder)
    assert rc == 2
    assert f"{folder / 'bad.yaml'}:4: items: items is 6 but the skills' counts add up to 5" in err


def test_lessons_check_refuses_more_procedure_questions_than_the_lessons_hold(run_cli, tmp_path):
    folder = tmp_path / "exams"
    folder.mkdir()
    text = GOOD.replace("items: 5", "items: 154").replace("{task: procedure, count: 1}",
                                                          "{task: procedure, count: 150}")
    (folder / "greedy.yaml").write_text(text, encoding="utf-8")
    rc, _, err = run_cli("lessons", "check", folder)
    assert rc == 2
    assert "greedy.yaml:12: skills[2].count: 150 procedure questions asked but the lessons " in err


def test_a_good_definition_reads_back_and_survives_its_snapshot():
    definition, problems = check(GOOD)
    assert problems == [] and definition is not None
    assert (definition.id, definition.game, definition.items) == ("holdem-mini", "holdem", 5)
    assert definition.time_limit_s == 600 and definition.pass_mark == 80
    quotas = [(s.task, s.count) for s in definition.skills]
    assert quotas == [("winner", 2), ("pot-split", 2), ("procedure", 1)]
    assert definition.skills[1].constraints == {"side_pots": 1} and definition.skills[1].line == 11
    assert ExamDefinition.from_json(definition.to_json()) == definition


def test_the_pass_mark_is_met_exactly_at_the_mark():
    definition, _ = check(GOOD)
    assert definition is not None
    assert definition.passes(0.8) and definition.passes(4 / 5) and not definition.passes(0.7999)


def test_a_quota_sum_that_is_not_the_item_count_is_reported_on_the_items_line():
    p = only_problem(GOOD.replace("items: 5", "items: 7"))
    assert (p.file, p.line, p.field) == ("exam.yaml", 4, "items")
    assert "add up to 5" in p.message


def test_an_unknown_task_names_its_skill_line():
    p = only_problem(GOOD.replace("{task: winner, count: 2}", "{task: winners, count: 2}"))
    assert (p.line, p.field) == (10, "skills[0].task") and "unknown task 'winners'" in p.message


def test_a_task_of_another_game_is_refused():
    p = only_problem(GOOD.replace("{task: winner, count: 2}", "{task: foul, count: 2}"))
    assert (p.line, p.field) == (10, "skills[0].task") and "does not apply to holdem" in p.message


def test_a_bad_review_policy_is_reported():
    p = only_problem(GOOD.replace("review: after-submit", "review: sometimes"))
    assert (p.line, p.field) == (8, "review")
    assert "never, after-submit, after-close" in p.message


def test_after_close_needs_a_closing_time_and_reads_it_as_local_time():
    p = only_problem(GOOD.replace("review: after-submit", "review: after-close"))
    assert p.field == "closes_at" and "needs closes_at" in p.message
    definition, problems = check(GOOD.replace("review: after-submit",
                                              "review: after-close\ncloses_at: 2025-06-30T18:00:00+00:00"))
    assert problems == [] and definition is not None
    assert definition.closes_at == datetime(2025, 6, 30, 18, 0, tzinfo=UTC)
    p = only_problem(GOOD + "closes_at: 2025-06-30 18:00\n")
    assert p.field == "closes_at" and "only used with review: after-close" in p.message


def test_bad_constraints_are_reported_inside_the_skill():
    p = only_problem(GOOD.replace("{side_pots: 1}", "{side_pots: 9}"))
    assert p.line == 11 and p.field.startswith("skills[1].constraints")


def test_procedure_takes_no_constraints_and_comes_once():
    p = only_problem(GOOD.replace("{task: procedure, count: 1}", "{task: procedure, count: 1, "
                                                                  "constraints: {tie: true}}"))
    assert p.field == "skills[2].constraints"
    _, problems = check(GOOD.replace("items: 5", "items: 6") + "  - {task: procedure, count: 1}\n")
    assert [pr.field for pr in problems] == ["skills[3].task"]


@pytest.mark.parametrize(("old", "new", "field"), [
    ("time_limit: 10", "time_limit: 0", "time_limit"),
    ("time_limit: 10", "time_limit: ten", "time_limit"),
    ("pass_mark: 80", "pass_mark: 180", "pass_mark"),
    ("attempts_allowed: 2", "attempts_allowed: 1.5", "attempts_allowed"),
    ("attempts_allowed: 2\n", "", "attempts_allowed"),
    ("game: holdem", "game: bridge", "game"),
    ("id: holdem-mini", "id: Holdem Mini", "id"),
    ("{task: winner, count: 2}", "{task: winner, count: 0}", "skills[0].count"),
    ("{task: winner, count: 2}", "{task: winner, count: 2, level: 3}", "skills[0].level"),
    ("review: after-submit", "review: after-submit\ncolour: red", "colour"),
])
def test_every_bad_field_is_named(old, new, field):
    definition, problems = check(GOOD.replace(old, new))
    assert definition is None
    assert field in [p.field for p in problems], [str(p) for p in problems]
    assert all(p.file == "exam.yaml" and p.line for p in problems)


def test_a_file_that_is_not_yaml_or_not_a_mapping_is_one_problem(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("id: [unclosed\n", encoding="utf-8")
    definition, problems = check_exam(path)
    assert definition is None and len(problems) == 1 and problems[0].file == str(path)
    p = only_problem("- just\n- a list\n")
    assert "an exam is a mapping" in p.message


def test_an_exam_refuses_a_hand_followed_step_by_step():
    """Issue 18 drill 5: follow-action is a drill of whole hands; an exam counts single items."""
    problem = only_problem(GOOD.replace("  - {task: procedure, count: 1}", "  - {task: follow-action, count: 1}"))
    assert problem.line == 12 and problem.field == "skills[2].task"
    assert "drill of a whole hand" in problem.message
