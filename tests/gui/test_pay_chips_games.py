"""Issue 20, "pay it" in 13 cards and the poker games on screen: whole lessons played right by
keyboard and by mouse, and payments given wrong on purpose (more chips than needed: half the
marks; a wrong amount: none), each answer recorded as given."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from trainer.engine.chipset import ChipSet, chip_count, total
from trainer.tasks.chips import chip_set_of, read_chips

from ..fast import sample
from .drill_play import (
    ENTER,
    TAB,
    Player,
    check_recorded,
    give_by_mouse,
    lesson_on_screen,
    play_lesson_right,
)

LESSONS = ["thirteen-pay-chips", "holdem-pay-chips", "stud-pay-chips"]


WAYS = ("keyboard", "mouse")
# the fast loop's share: each lesson one way, the ways in turn; the slow run each lesson both ways
PAY_FAST = {(lesson, WAYS[i % 2]) for i, lesson in enumerate(LESSONS)}


@pytest.mark.parametrize(("lesson_id", "by"), sample([(lesson, by) for by in WAYS for lesson in LESSONS[:2]], PAY_FAST,
                                                     several=True))
def test_a_whole_pay_it_lesson_right(qtbot, tmp_path, lesson_id, by):
    with lesson_on_screen(qtbot, tmp_path / "t.db", lesson_id) as p:
        assert {q.task for q in p.questions} == {"pay-chips"} and len(p.questions) == 18  # 8 scripted, 10 generated
        # the panel has a chip button and a count for every chip of this table's set
        q = p.questions[0]
        values = list(reversed(chip_set_of(q.solution).values))  # type: ignore[arg-type]
        assert p.panel.values == values and set(p.panel.adders) == set(values)
        play_lesson_right(p, by)


def more_chips(answer: Mapping[str, Any], chip_set: ChipSet) -> dict[str, Any]:
    """The same amount with the largest chip paid broken into the next smaller chips that
    make it (a 1,000 into two 500s)."""
    chips = read_chips(answer["chips"]) or {}
    largest = max(chips)
    smaller = next(v for v in reversed(chip_set.values) if v < largest and largest % v == 0)
    out = dict(chips)
    out[largest] -= 1
    out[smaller] = out.get(smaller, 0) + largest // smaller
    return {"chips": {str(v): out.get(v, 0) for v in reversed(chip_set.values)}}


def one_chip_too_many(answer: Mapping[str, Any], chip_set: ChipSet) -> dict[str, Any]:
    chips = dict(read_chips(answer["chips"]) or {})
    chips[chip_set.smallest] = chips.get(chip_set.smallest, 0) + 1
    return {"chips": {str(v): chips.get(v, 0) for v in reversed(chip_set.values)}}


def give_by_keyboard(p: Player, answer: Mapping[str, Any]) -> None:
    """A count per chip value, largest first, Tab to the next value (the first has the keys)."""
    for value in p.panel.values:
        assert p.focus() is p.panel.spins[value], value
        p.keys(str(answer["chips"].get(str(value), 0) or ""), TAB)


@pytest.mark.parametrize(("lesson_id", "by"), sample([(lesson, by) for by in WAYS for lesson in LESSONS], PAY_FAST,
                                                     several=True))
def test_wrong_payments_are_marked_and_recorded_as_given(qtbot, tmp_path, lesson_id, by):
    with lesson_on_screen(qtbot, tmp_path / "t.db", lesson_id, limit=2) as p:
        given = []
        for i, q in enumerate(p.questions):
            chip_set = chip_set_of(q.solution)  # type: ignore[arg-type]
            right = read_chips(q.answer["chips"]) or {}
            wrong = more_chips(q.answer, chip_set) if i == 0 else one_chip_too_many(q.answer, chip_set)
            if by == "keyboard":
                give_by_keyboard(p, wrong)
                p.keys(ENTER)
            else:
                give_by_mouse(p, q, wrong)
                p.submit_by_click()
            assert p.answered()
            paid = read_chips(wrong["chips"]) or {}
            n = chip_count(paid)
            assert p.panel.running.text() == f"Paid so far: {total(paid):,} in {n} chip{'' if n == 1 else 's'}"
            if i == 0:  # the right amount in more chips: half the marks
                assert total(paid) == total(right) and chip_count(paid) > chip_count(right)
                assert "Partly right" in p.panel._verdict.text()
            else:
                assert "Wrong" in p.panel._verdict.text()
            assert "in the fewest chips" in p.panel.mark.text()
            given.append(wrong)
            if by == "keyboard":
                p.next_by_key()
            else:
                p.next_by_click()
        attempts = check_recorded(p, given, correct=False)
        assert [a.score for a in attempts] == [0.5, 0.0]
