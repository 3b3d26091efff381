"""The exam editor's model (issue 35 item 6): every shipped exam round-trips byte-identical, edits
keep comments and key order, a refused exam is never written (the problem named by field), and
the summary of a sitting gives the exam builder's own figures."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from trainer.curriculum import length_cue
from trainer.curriculum.exam import check_exam, check_exam_text
from trainer.curriculum.exam_edit import ExamDraft, school_exam_path
from trainer.curriculum.lesson_edit import DraftError
from trainer.resources import lessons_dir
from trainer.tasks import TASKS
from trainer.training.exam import ExamError, build_items
from trainer.training.exam.draw_summary import summary
from trainer.training.exam.items import written_pool
from trainer.training.sources import written_questions

SHIPPED = sorted((Path(lessons_dir()) / "exams").glob("*.yaml"))


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_every_shipped_exam_opened_and_saved_unchanged_is_byte_identical(path: Path, tmp_path: Path) -> None:
    draft = ExamDraft.load(path)
    assert draft.shipped and not draft.changed
    copy = tmp_path / "exams" / path.name
    assert school_exam_path(draft, tmp_path) == copy
    definition = draft.save_as(copy)
    assert copy.read_bytes() == path.read_bytes()
    assert definition == check_exam(path)[0]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_the_header_set_again_as_the_editor_shows_it_changes_nothing(path: Path) -> None:
    draft = ExamDraft.load(path)
    for key in ("id", "title", "intro", "time_limit", "pass_mark", "attempts_allowed", "review", "notes"):
        value = draft.get(key)
        draft.set_header(key, value.strip() if isinstance(value, str) else value)  # a text field holds it stripped
    assert not draft.changed


def test_a_shipped_exam_is_never_written_over() -> None:
    draft = ExamDraft.load(SHIPPED[0])
    with pytest.raises(DraftError, match="never overwritten"):
        draft.save()
    with pytest.raises(DraftError, match="inside the shipped lessons"):
        draft.save_as(SHIPPED[0])


COMMENTED = """\
# our school's hold'em exam
id: school-holdem
title: "Hold'em: our exam"
game: holdem
items: 4
time_limit: 20  # minutes
pass_mark: 75
attempts_allowed: 2
review: after-submit
skills:
  - {task: winner, count: 2}  # the showdown
  - {task: procedure, count: 2, min_correct: 1}
"""


def test_an_edit_keeps_the_comments_and_the_other_lines_as_written() -> None:
    draft = ExamDraft.from_text(COMMENTED)
    assert draft.text() == COMMENTED
    draft.set_header("pass_mark", 80)
    draft.set_pool(1, {"task": "procedure", "count": 3, "min_correct": 2})
    assert draft.text() == COMMENTED.replace("pass_mark: 75", "pass_mark: 80").replace(
        "items: 4", "items: 5").replace("{task: procedure, count: 2, min_correct: 1}",
                                        "{task: procedure, count: 3, min_correct: 2}")


def test_items_follow_the_pools_and_pools_add_remove_and_reorder() -> None:
    draft = ExamDraft.new("stud", "school-stud", "Stud: our exam")
    draft.add_pool({"task": "winner", "count": 3})
    draft.add_pool({"task": "procedure", "count": 2, "min_correct": 2, "constraints": {}})
    draft.add_pool({"task": "pot-split", "count": 1}, index=0)
    assert [p["task"] for p in draft.pools()] == ["pot-split", "winner", "procedure"]
    assert draft.get("items") == 6
    assert draft.move_pool(2, -1) == 1
    draft.remove_pool(0)
    assert draft.pools() == [{"task": "procedure", "count": 2, "min_correct": 2}, {"task": "winner", "count": 3}]
    assert "  - {task: procedure, count: 2, min_correct: 2}\n  - {task: winner, count: 3}\n" in draft.text()
    definition, problems = draft.problems()
    assert problems == [] and definition is not None and definition.items == 5


def test_an_exam_of_hands_alone_has_no_items_and_closes_at_goes_after_review() -> None:
    draft = ExamDraft.new("omaha", "school-omaha-hands", "Omaha: hands")
    draft.add_hands({"count": 2, "seats": 6})
    draft.set_header("review", "after-close")
    draft.set_header("closes_at", "2027-06-30 18:00")
    text = draft.text()
    assert "items" not in text and "skills" not in text
    assert "review: after-close\ncloses_at: 2027-06-30 18:00\nhands:\n  - {count: 2, seats: 6}\n" in text
    definition, problems = draft.problems()
    assert problems == [] and definition is not None and definition.hand_count == 2


@pytest.mark.parametrize(("edit", "field"), [
    (lambda d: d.set_pool(0, {"task": "winner", "count": 2, "min_correct": 3}), "skills[0].min_correct"),
    (lambda d: d.set_pool(0, {"task": "winner", "count": 2, "constraints": {"side_pots": "many"}}),
     "skills[0].constraints.side_pots"),
    (lambda d: d.set_pool(0, {"task": "procedure", "count": 2, "constraints": {"seats": 4}}),
     "skills[0].constraints"),
    (lambda d: d.set_pool(0, {"task": "pot-split", "count": 2, "constraints": {"seats": [2, 2]}}),
     "skills[0].constraints.seats"),  # R0-5: a hold'em hand is dealt to 4 to 10 players
    (lambda d: d.set_header("closes_at", "2027-06-30 18:00"), "closes_at"),
    (lambda d: d.set_header("pass_mark", 120), "pass_mark"),
    (lambda d: d.add_hands({"count": 1, "seats": 30}), "hands[0].seats"),
])
def test_a_refused_exam_is_not_saved_and_the_refusal_names_the_field(edit, field, tmp_path: Path) -> None:
    draft = ExamDraft.from_text(COMMENTED)
    edit(draft)
    _, problems = check_exam_text(draft.text())
    assert field in [p.field for p in problems]
    target = tmp_path / "exams" / "school-holdem.yaml"
    with pytest.raises(DraftError, match=r"not saved: " + field.replace("[", r"\[").replace("]", r"\]")):
        draft.save_as(target)
    assert not target.exists()


HANDS_AND_POOLS = """\
id: school-omaha
title: "Omaha: our exam"
game: omaha
items: 7
time_limit: 40
pass_mark: 80
attempts_allowed: 3
review: after-submit
skills:
  - {task: pot-split, count: 2, constraints: {side_pots: 1}}
  - {task: winner, count: 2, min_correct: 1}
  - {task: procedure, count: 3, min_correct: 2}
hands:
  - {count: 2, seats: 6}
"""


def test_the_summary_gives_the_exam_builders_figures() -> None:
    definition, problems = check_exam_text(HANDS_AND_POOLS)
    assert problems == [] and definition is not None
    s = summary(definition)
    assert [(p.task, p.count, p.min_correct, p.written) for p in s.pools] == [
        ("pot-split", 2, None, False), ("winner", 2, 1, False), ("procedure", 3, 2, True)]
    procedure = s.pools[2]
    assert procedure.available == len(written_pool("omaha", "procedure"))
    assert procedure.available == len(written_questions("omaha", "procedure", 100_000, 0))  # as lessons check
    assert s.fills and s.problems() == []
    for seed in (0, 7, 41):  # every sitting fills every quota, the hands' steps after them
        items = build_items(definition, seed)
        quota = [i for i in items if not i.is_hand_step]
        assert [sum(i.skill_index == p.index for i in quota) for p in s.pools] == [2, 2, 3]
        assert {i.question.item_id for i in quota if i.skill_index == 2} <= {
            q.item_id for q in written_pool("omaha", "procedure")}
    steps = [i for i in build_items(definition, 0) if i.is_hand_step]
    assert s.hands[0].steps == len(steps) == s.hand_steps
    assert s.marks == 7 + len(steps) and s.floors == 3
    assert definition.passes(s.marks_to_pass / s.marks)
    assert not definition.passes((s.marks_to_pass - 1) / s.marks)


def test_a_pool_the_lessons_cannot_fill_is_named_and_the_builder_refuses_it_too() -> None:
    have = len(written_pool("stud", "procedure"))
    text = (f"id: big\ntitle: Big\ngame: stud\nitems: {have + 1}\ntime_limit: 60\npass_mark: 80\n"
            f"attempts_allowed: 1\nreview: never\nskills:\n  - {{task: procedure, count: {have + 1}}}\n")
    definition, problems = check_exam_text(text)
    assert problems == [] and definition is not None  # the format allows it: the lessons are short
    s = summary(definition)
    assert not s.pools[0].fills and not s.fills
    ((field, words),) = s.problems()  # the task and game named as a trainee reads them
    assert field == "skills[0]" and words == (f"The exam asks for {have + 1} {TASKS['procedure'].title} questions "
                                              f"on Five-card stud but the lessons have only {have}.")
    with pytest.raises(ExamError, match=f"have only {have}"):
        build_items(definition, 0)


def test_the_length_cue_of_a_choice_pool_is_the_lessons_checks(monkeypatch) -> None:
    definition, _ = check_exam_text(COMMENTED)
    assert definition is not None
    pool = summary(definition).pools[1]
    assert pool.length_cues == ()  # the shipped hold'em pool is clean, as `lessons check` finds it
    rank, keyed, size = pool.top_rank or ("", 0, 0)
    questions = written_pool("holdem", "procedure")
    assert size == len(questions)
    assert keyed == sum(rank in length_cue.key_ranks(q.choices, q.answer["choice"]) for q in questions)
    monkeypatch.setattr(length_cue, "LIMIT", Fraction(keyed - 1, size))  # a stricter limit: the cue shows
    pool = summary(definition).pools[1]
    assert len(pool.length_cues) >= 1 and f"picking the {rank} option" in " ".join(pool.length_cues)
    assert ("skills[1]", pool.length_cues[0]) in summary(definition).problems()
