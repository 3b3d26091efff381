"""Issue 31, X21: a lesson's generated items are capped before they are made."""

from __future__ import annotations

from trainer.curriculum import lesson as lesson_module
from trainer.curriculum.lesson import check_text

HEADER = "id: big\ntitle: Big\ngame: holdem\nskills: [winner]\nintro: x\nitems:\n"


def test_a_lesson_over_the_item_cap_is_refused_at_the_block_that_crosses_it(monkeypatch):
    monkeypatch.setattr(lesson_module, "MAX_LESSON_ITEMS", 5)
    made = []
    real = lesson_module.check_generated
    monkeypatch.setattr(lesson_module, "check_generated", lambda *a: made.append(a) or real(*a))
    text = HEADER + "".join(f"  - generate: {{task: winner, count: 3, seed: {i}}}\n" for i in range(1, 2001))
    lesson, problems = check_text(text, "big.yaml")
    assert lesson is None
    assert [str(p) for p in problems] == [
        "big.yaml:8: items[1]: a lesson holds at most 5 items; with this one it would hold 6 "
        "(the items after it are not checked)"]
    assert len(made) == 1  # the blocks after the cap are never generated (2,000 of them took 164 s)


def test_the_shipped_lessons_are_well_under_the_cap():
    from trainer.training.sources import shipped_lessons

    assert max(lesson.size for lesson in shipped_lessons()) < lesson_module.MAX_LESSON_ITEMS
