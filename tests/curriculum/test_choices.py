"""Choice items cannot be passed by picking the longest answer (issue 15)."""

from __future__ import annotations

import textwrap
from fractions import Fraction

from trainer.curriculum.choices import SHIPPED_LIMIT, keyed_longest, longest_answer_problem, longest_share
from trainer.curriculum.lesson import check_text

HEAD = textwrap.dedent("""\
    id: longest
    title: Longest answers
    game: holdem
    skills: [procedure]
    intro: Rule 69.
    items:
""")


def item(n: int, answer_longest: bool) -> str:
    right = "The hand is void and dealt again" if answer_longest else "Void"
    return textwrap.indent(textwrap.dedent(f"""\
        - task: procedure
          id: q{n}
          question: Question {n}?
          choices: ["{right}", "Play goes on", "Ask the floor"]
          answer: 1
          cite: non-banked rule 69 d
    """), "  ")


def lesson_of(longest: int, total: int):
    text = HEAD + "".join(item(n, n < longest) for n in range(total))
    lesson, problems = check_text(text, "l.yaml")
    assert problems == []
    return lesson


def test_keyed_longest_means_longer_than_every_other_choice():
    lesson = lesson_of(1, 2)
    assert [keyed_longest(i) for i in lesson.items] == [True, False]


def test_a_lesson_keyed_to_the_longest_choice_in_more_than_a_third_of_its_items_is_reported():
    assert longest_answer_problem(lesson_of(1, 3)) is None  # exactly a third: allowed
    problem = longest_answer_problem(lesson_of(2, 3))
    assert problem is not None
    assert str(problem).startswith("l.yaml:7: items: the right answer is the longest choice in 2 of 3 "
                                   "procedure items (q0, q1)")


def test_lessons_check_reports_it_with_file_and_line(run_cli, tmp_path):
    path = tmp_path / "l.yaml"
    path.write_text(HEAD + "".join(item(n, n < 2) for n in range(3)), encoding="utf-8")
    rc, _, err = run_cli("lessons", "check", path)
    assert rc == 2 and f"{path}:7: items: the right answer is the longest choice in 2 of 3" in err


def test_shipped_procedure_items_keyed_to_the_uniquely_longest_choice_at_most_30_percent():
    from trainer.training.sources import shipped_lessons

    longest, total = longest_share(shipped_lessons())
    assert total >= 80
    assert Fraction(longest, total) <= SHIPPED_LIMIT, f"{longest} of {total} items"
