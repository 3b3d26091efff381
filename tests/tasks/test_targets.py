"""Target times (issue 20): the defaults, a lesson's ``targets`` and an exam quota's ``target``."""

from __future__ import annotations

from trainer.curriculum.exam import OVER_TARGET_FACTOR, check_exam_text
from trainer.curriculum.lesson import check_text
from trainer.tasks import TASKS
from trainer.tasks.targets import DEFAULT_TARGETS_S, FALLBACK_S, MAX_S, MIN_S, default_target_s, target_s

LESSON = """\
id: pots-fast
title: Pots, fast
game: holdem
skills: [pot-split, winner]
intro: Split the pot.
items:
  - generate: {task: pot-split, count: 2, seed: 1}
"""

EXAM = """\
id: fast-exam
title: Fast
game: holdem
items: 2
time_limit: 10
pass_mark: 50
attempts_allowed: 1
review: after-submit
skills:
  - {task: winner, count: 2, target: TARGET}
"""


def test_every_task_declares_its_school_target_and_a_name_of_no_task_has_the_fallback():
    for task in TASKS.values():  # Task has no default: a task without its own target fails here
        assert isinstance(task.target_s, int) and MIN_S <= task.target_s <= MAX_S, task.id
    assert dict(DEFAULT_TARGETS_S) == {t.id: t.target_s for t in TASKS.values()}
    assert default_target_s("who-acts") < default_target_s("bet-sizes") < default_target_s("pot-split") \
        < default_target_s("thirteen-settle")
    assert default_target_s("a-drill-from-tomorrow") == FALLBACK_S
    assert target_s("pot-split", {"pot-split": 45}) == 45 and target_s("winner", {"pot-split": 45}) == 10


def test_a_lesson_sets_its_own_targets():
    lesson, problems = check_text(LESSON + "targets: {pot-split: 45, winner: 8}\n", "pots.yaml")
    assert problems == [] and lesson is not None
    assert lesson.targets == {"pot-split": 45, "winner": 8}
    plain, _ = check_text(LESSON, "pots.yaml")
    assert plain is not None and plain.targets == {}


def test_a_lesson_target_for_a_task_it_does_not_ask_names_file_line_and_field():
    _, problems = check_text(LESSON + "targets:\n  pot-split: 45\n  bet-sizes: 10\n", "pots.yaml")
    (problem,) = problems
    assert (problem.file, problem.line, problem.field) == ("pots.yaml", 10, "targets.bet-sizes")
    assert "not a task of this lesson" in problem.message


def test_a_lesson_target_must_be_whole_seconds_in_range():
    for bad in ("0", "2.5", f"{MAX_S + 1}", "fast", "true"):
        _, problems = check_text(LESSON + f"targets:\n  pot-split: {bad}\n", "pots.yaml")
        (problem,) = problems
        assert (problem.line, problem.field) == (9, "targets.pot-split"), bad
        assert "whole number of seconds" in problem.message
    _, problems = check_text(LESSON + "targets: [pot-split]\n", "pots.yaml")
    assert [(p.line, p.field) for p in problems] == [(8, "targets")]


def test_an_exam_quota_target_is_checked_and_kept_in_the_snapshot():
    d, problems = check_exam_text(EXAM.replace("TARGET", "12"), "fast.yaml")
    assert problems == [] and d is not None
    assert d.skills[0].target_s == 12
    assert d.skills[0].to_json()["target"] == 12
    assert type(d).from_json(d.to_json()) == d
    for bad in ("0", "1.5", "601", "soon"):
        _, problems = check_exam_text(EXAM.replace("TARGET", bad), "fast.yaml")
        (problem,) = problems
        assert (problem.file, problem.line, problem.field) == ("fast.yaml", 10, "skills[0].target"), bad


def test_an_exam_without_targets_keeps_its_snapshot_shape():
    d, _ = check_exam_text(EXAM.replace(", target: TARGET", ""), "fast.yaml")
    assert d is not None and "target" not in d.skills[0].to_json()


def test_a_right_answer_over_its_target_earns_half_and_nothing_else_changes():
    d, _ = check_exam_text(EXAM.replace("TARGET", "10"), "fast.yaml")
    assert d is not None
    quota = d.skills[0]
    assert OVER_TARGET_FACTOR == 0.5
    assert quota.marks(1.0, True, 10_000) == 1.0  # at the target: within
    assert quota.marks(1.0, True, 10_001) == 0.5
    assert quota.marks(0.0, False, 60_000) == 0.0
    assert quota.marks(0.5, False, 60_000) == 0.5  # a part answer is not right: no speed rule

