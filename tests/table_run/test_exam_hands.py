"""An exam's ``hands`` (issue 21): read, kept in the snapshot, and every mistake named by
file, line and field."""

from __future__ import annotations

import textwrap

import pytest

from trainer.curriculum.exam import MAX_HANDS, ExamDefinition, ExamHands, check_exam, check_exam_text
from trainer.table_run import seat_range
from trainer.training.exam import exams_dir

GOOD = """\
id: omaha-mini
title: "Omaha: a small exam"
game: omaha
items: 2
time_limit: 20
pass_mark: 80
attempts_allowed: 2
review: after-submit
skills:
  - {task: winner, count: 2}
hands:
  - {count: 2, seats: 6}
  - {count: 1}
"""

ONLY_HANDS = """\
id: thirteen-hands
title: "13 cards: hands"
game: thirteen
time_limit: 20
pass_mark: 80
attempts_allowed: 2
review: after-submit
hands: [{count: 2}]
"""


def check(text: str):
    return check_exam_text(textwrap.dedent(text), "exam.yaml")


def only_problem(text: str):
    definition, problems = check(text)
    assert definition is None
    assert len(problems) == 1, [str(p) for p in problems]
    return problems[0]


def test_hands_are_read_with_their_lines_and_survive_the_snapshot():
    d, problems = check(GOOD)
    assert problems == [] and d is not None
    assert d.hands == (ExamHands(2, 6), ExamHands(1, None)) and d.hand_count == 3
    assert [h.line for h in d.hands] == [12, 13]
    assert d.items == 2  # the quota items; the hands' steps come on top
    assert d.to_json()["hands"] == [{"count": 2, "seats": 6}, {"count": 1}]
    assert ExamDefinition.from_json(d.to_json()) == d


def test_an_exam_without_hands_keeps_the_snapshot_it_had():
    d, _ = check(GOOD.replace("hands:\n  - {count: 2, seats: 6}\n  - {count: 1}\n", ""))
    assert d is not None and d.hands == () and "hands" not in d.to_json()


def test_an_exam_of_hands_only_needs_no_skills_or_items():
    d, problems = check(ONLY_HANDS)
    assert problems == [] and d is not None
    assert (d.skills, d.items, d.hand_count) == ((), 0, 2)
    d, problems = check(ONLY_HANDS.replace("hands: [{count: 2}]", "hands: [{count: 2}]\nitems: 0"))
    assert problems == [] and d is not None and d.items == 0


def test_items_on_an_exam_of_hands_only_is_named():
    p = only_problem(ONLY_HANDS + "items: 4\n")
    assert (p.file, p.line, p.field) == ("exam.yaml", 9, "items")
    assert "no skills" in p.message and "on top of the items" in p.message


def test_an_exam_with_neither_skills_nor_hands_still_asks_for_skills():
    _, problems = check(ONLY_HANDS.replace("hands: [{count: 2}]\n", "items: 3\n"))
    assert [p.field for p in problems] == ["skills"]


@pytest.mark.parametrize(("old", "new", "line", "field", "words"), [
    ("{count: 2, seats: 6}", "{count: 0, seats: 6}", 12, "hands[0].count",
     f"count must be a whole number of hands from 1 to {MAX_HANDS}, got 0"),
    ("{count: 2, seats: 6}", "{count: two, seats: 6}", 12, "hands[0].count", "got 'two'"),
    ("{count: 2, seats: 6}", "{count: true}", 12, "hands[0].count", "got True"),
    ("{count: 2, seats: 6}", "{count: 2, seats: 11}", 12, "hands[0].seats",
     "seats must be a whole number from 4 to 10 for a hand of omaha, got 11"),
    ("{count: 2, seats: 6}", "{count: 2, seats: 1}", 12, "hands[0].seats", "from 4 to 10"),
    ("{count: 1}", "{count: 1, seat: 4}", 13, "hands[1].seat",
     "unknown field 'seat' (expected one of: count, seats)"),
    ("  - {count: 1}", "  - 3", 13, "hands[1]", "a hands entry is a mapping: {count, seats}"),
    ("hands:\n  - {count: 2, seats: 6}\n  - {count: 1}", "hands: 3", 11, "hands",
     "hands must be a list such as [{count: 3, seats: 6}]"),
    ("{count: 1}", "{count: 9}", 12, "hands", f"the exam deals 11 hands in all: at most {MAX_HANDS}"),
])
def test_every_bad_hands_field_is_named(old, new, line, field, words):
    p = only_problem(GOOD.replace(old, new))
    assert (p.file, p.line, p.field) == ("exam.yaml", line, field)
    assert words in p.message


def test_a_game_dealt_at_a_fixed_table_says_so():
    assert seat_range("thirteen") == (3, 3)
    p = only_problem(ONLY_HANDS.replace("{count: 2}", "{count: 2, seats: 4}"))
    assert p.field == "hands[0].seats" and "seats must be exactly 3 for a hand of thirteen, got 4" in p.message


def test_lessons_check_names_a_bad_hands_entry_by_file_line_and_field(run_cli, tmp_path):
    folder = tmp_path / "exams"
    folder.mkdir()
    (folder / "bad.yaml").write_text(GOOD.replace("{count: 2, seats: 6}", "{count: 2, seats: 12}"), encoding="utf-8")
    rc, _, err = run_cli("lessons", "check", folder)
    assert rc == 2
    assert f"{folder / 'bad.yaml'}:12: hands[0].seats: seats must be a whole number from 4 to 10" in err


def test_the_shipped_hands_exam_checks_clean_and_says_what_it_asks():
    d, problems = check_exam(exams_dir() / "omaha-hands.yaml")
    assert problems == [] and d is not None
    assert (d.game, d.hand_count, d.hands[0].seats) == ("omaha", 3, 6)
    # N16: the hands exam has a procedure floor like every other exam
    assert [(k.task, k.count, k.min_correct) for k in d.skills] == [("procedure", 4, 3)]
    assert d.pass_mark == 80 and d.time_limit_min == 45 and d.review == "after-submit"
    assert "Three whole hands" in d.intro and "Each step is one mark" in d.intro
