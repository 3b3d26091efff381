"""The length cue (issue 30 item 5, audits N17 and S13): no fixed length rank of the options
(longest, second-longest, …, shortest) may find the keyed answer in more than 40 % of a
choice pool — a procedure lesson file, or an exam's procedure pool."""

from __future__ import annotations

import textwrap

import pytest

from trainer.curriculum import length_cue
from trainer.curriculum.lesson import ProcedureItem, check_text

HEAD = textwrap.dedent("""\
    id: length-cue
    title: Length cue
    game: holdem
    skills: [procedure]
    intro: Rule 69.
    items:
""")
LONGEST = "The hand is void and dealt again at once"
MIDDLE = "Play goes on as dealt"
SHORTEST = "Ask"


def item(n: int, answer: int, choices: tuple[str, ...] = (LONGEST, MIDDLE, SHORTEST)) -> str:
    quoted = ", ".join(f'"{c}"' for c in choices)
    return textwrap.indent(textwrap.dedent(f"""\
        - task: procedure
          id: q{n}
          question: Question {n}?
          choices: [{quoted}]
          answer: {answer}
          cite: non-banked rule 69 d
    """), "  ")


def text_of(answers: list[int]) -> str:
    return HEAD + "".join(item(n, a) for n, a in enumerate(answers))


def choice(choices: tuple[str, ...], answer: int) -> ProcedureItem:
    return ProcedureItem(id="x", question="?", choices=choices, answer=answer, cite="rule 1")


def test_key_ranks_count_the_options_strictly_longer_and_read_shortest_apart():
    assert length_cue.key_ranks(("aaaa", "bb", "c"), 0) == {"longest"}
    assert length_cue.key_ranks(("aaaa", "bb", "c"), 1) == {"second-longest"}
    assert length_cue.key_ranks(("aaaa", "bb", "c"), 2) == {"third-longest", "shortest"}
    assert length_cue.key_ranks(("aaaa", "bbb", "cc", "d"), 2) == {"third-longest"}
    # a tie holds the better rank of the two (the strategy may pick it), and shortest with it
    assert length_cue.key_ranks(("aa", "bb", "cccc"), 0) == {"second-longest", "shortest"}


def test_issue_30_item_5_a_lesson_keyed_on_the_second_longest_in_3_of_4_items_is_refused(run_cli, tmp_path):
    path = tmp_path / "cue.yaml"
    path.write_text(text_of([2, 2, 2, 1]), encoding="utf-8")
    rc, _, err = run_cli("lessons", "check", path)
    assert rc == 2
    lines = [line for line in err.splitlines() if "length cue" in line]
    assert lines == [f"{path}:7: items: length cue in this lesson's procedure items: picking the second-longest "
                     "option finds the key in 3 of 4 items (75%, more than 40%); vary which option is longest "
                     "(rewrite the options, not the key)"]


def test_issue_30_item_5_a_pool_with_the_keys_spread_over_the_ranks_passes(run_cli, tmp_path):
    path = tmp_path / "even.yaml"
    path.write_text(text_of([1, 2, 3, 1, 2, 3]), encoding="utf-8")
    rc, out, err = run_cli("lessons", "check", path)
    assert (rc, err) == (0, ""), err
    assert "1 lesson(s), 6 item(s)" in out


@pytest.mark.parametrize(("answers", "ranks"), [
    ([3, 3, 3, 1, 2], ["shortest", "third-longest"]),  # 60 % on the shortest
    ([1, 1, 2, 3, 2], []),  # 40 %: not more than the limit
    ([1, 1], []),  # two items say nothing of a pattern
])
def test_a_rank_is_reported_above_40_percent_and_from_three_items(answers, ranks):
    lesson, problems = check_text(text_of(answers), "l.yaml")
    assert problems == []
    assert sorted(c.rank for c in length_cue.cues(length_cue.procedure_items([lesson]))) == ranks


def test_an_exam_pool_is_every_procedure_item_of_the_lessons_serving_its_game():
    lesson, _ = check_text(text_of([2, 2, 2, 1]), "l.yaml")
    problems = length_cue.exam_problems("exams/x.yaml", "holdem", ["winner", "procedure"], [lesson], 12)
    assert [str(p) for p in problems] == [
        "exams/x.yaml:12: skills: length cue in the holdem procedure pool: picking the second-longest option "
        "finds the key in 3 of 4 items (75%, more than 40%); vary which option is longest (rewrite the "
        "options, not the key)"]
    assert length_cue.exam_problems("exams/x.yaml", "omaha", ["procedure"], [lesson], 12) == []
    assert length_cue.exam_problems("exams/x.yaml", "holdem", ["winner"], [lesson], 12) == []


def test_issue_30_item_5_every_shipped_procedure_lesson_passes():
    from trainer.training.sources import shipped_lessons

    lessons = [lesson for lesson in shipped_lessons() if length_cue.procedure_items([lesson])]
    assert len(lessons) >= 7
    assert [str(p) for lesson in lessons for p in length_cue.lesson_problems(lesson)] == []


def test_issue_30_item_5_every_shipped_exam_procedure_pool_passes():
    from trainer.training.exam import shipped_exams
    from trainer.training.sources import shipped_lessons

    lessons = shipped_lessons()
    exams = [e for e in shipped_exams() if any(s.task == "procedure" for s in e.skills)]
    assert {e.game for e in exams} == {"holdem", "omaha", "sintetico", "omaha-macau", "stud", "thirteen", "qpoker"}
    for exam in exams:
        pool = length_cue.exam_pool(exam.game, lessons)
        assert len(pool) >= 12, exam.id
        assert length_cue.exam_problems(exam.file, exam.game, [s.task for s in exam.skills], lessons) == []


def test_issue_30_item_5_rebalancing_kept_every_procedure_item():
    """Item counts before the re-balance (c776242) and after it: none dropped, ten added (S7, S15-S17),
    two for R0-5 (rule 24) and R8-12 (art. 6.1), 36 for the provisions review N (section 2) found
    without an item, and three for the strict croupier's reading of S16-S17 (13 cards art. 1; Q Poker
    art. 1, 2.2), and one for rule 78 (a new player's minimum, its own Omaha/Hold'em item)."""
    from trainer.training.sources import shipped_lessons

    counts = {lesson.id: len(length_cue.procedure_items([lesson])) for lesson in shipped_lessons()
              if lesson.id.startswith("procedure-")}
    assert counts == {"procedure-holdem": 27 + 1 + 21, "procedure-omaha": 21 + 4 + 1, "procedure-sintetico": 16 + 3,
                      "procedure-omaha-macau": 16 + 1 + 8, "procedure-stud": 16 + 3,
                      "procedure-thirteen": 12 + 3 + 1, "procedure-qpoker": 12 + 4 + 2}
