"""Exams with whole hands (issue 21): the steps as items in order, the lock rules enforced by
the session, one mark a step, the result by kind, and the records' chain."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from trainer.curriculum.exam import ExamDefinition, check_exam_text
from trainer.store import Skill, Store
from trainer.table_run import deal_hand
from trainer.training.exam import (
    ExamError,
    ExamSession,
    StepLocked,
    build_items,
    hand_step_kind,
    outcome_of,
    shipped_exams,
)
from trainer.training.exam.items import hand_seed
from trainer.training.exam.regrade import check_store

T0 = datetime(2025, 5, 6, 9, 0, tzinfo=UTC)

OMAHA = """\
id: omaha-hands-test
title: "Omaha: two hands"
game: omaha
items: 3
hands:
  - {count: 2, seats: 4}
time_limit: 60
pass_mark: 70
attempts_allowed: 3
review: after-submit
skills:
  - {task: winner, count: 2}
  - {task: pot-split, count: 1}
"""

THIRTEEN = """\
id: thirteen-hands-test
title: "13 cards: three hands"
game: thirteen
hands: [{count: 3}]
time_limit: 30
pass_mark: 50
attempts_allowed: 3
review: after-submit
"""


def definition(text: str) -> ExamDefinition:
    d, problems = check_exam_text(text, "hands.yaml")
    assert problems == [] and d is not None, [str(p) for p in problems]
    return d


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now

    def later(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock() -> Clock:
    return Clock()



@pytest.fixture
def ana(store):
    return store.add_trainee("Ana")


def right(session: ExamSession, index: int) -> dict:
    return dict(session.items[index].question.answer)


def steps_of(session: ExamSession, hand: int) -> list[int]:
    return [i for i, item in enumerate(session.items) if item.hand == hand]


def answer_in_order(session: ExamSession, indices: list[int], given=right) -> None:
    for i in indices:
        session.go(i)
        session.save(given(session, i))


# -- the items -------------------------------------------------------------------------------


def test_each_hand_is_dealt_from_a_seed_drawn_from_the_exams_and_its_steps_follow_the_quota_items_in_order():
    d = definition(OMAHA)
    items = build_items(d, 4321)
    quota = [i for i in items if not i.is_hand_step]
    assert [i.number for i in items] == list(range(1, len(items) + 1))
    assert len(quota) == 3 and items[:3] == quota  # the quota items first, the hands after them
    for hand in (1, 2):
        steps = [i for i in items if i.hand == hand]
        dealt = deal_hand("omaha", hand_seed(4321, hand), 4)
        assert [s.task for s in steps] == dealt.kinds()  # every step, in the order the hand is run
        assert [s.step for s in steps] == list(range(1, len(dealt.steps) + 1))
        assert {s.steps for s in steps} == {len(dealt.steps)} and {s.hands for s in steps} == {2}
        assert [dict(s.question.scenario) for s in steps] == [dict(x.question.scenario) for x in dealt.steps]
        assert [dict(s.table or {}) for s in steps] == [dict(x.before) for x in dealt.steps]  # the table drawn
        numbers = [s.number for s in steps]
        assert numbers == list(range(numbers[0], numbers[0] + len(steps)))  # consecutive, never interleaved
        assert len(dealt.seats) == 4
    assert [i.hand for i in items[3:]] == sorted(i.hand for i in items[3:])
    assert hand_seed(4321, 1) != hand_seed(4321, 2)


def test_the_ids_are_unique_stable_and_name_each_steps_hand_place_and_kind():
    d = definition(OMAHA)
    items = build_items(d, 99)
    ids = [i.id for i in items]
    assert len(set(ids)) == len(ids)
    assert ids == [i.id for i in build_items(d, 99)]
    assert ids != [i.id for i in build_items(d, 100)] or [dict(i.question.scenario) for i in items] != [
        dict(i.question.scenario) for i in build_items(d, 100)]
    hand_ids = [i for i in items if i.is_hand_step]
    assert hand_ids[0].id == f"hand1/1/{hand_ids[0].task}"
    assert all(hand_step_kind(i.id) == i.task for i in hand_ids)
    assert all(hand_step_kind(i.id) is None for i in items if not i.is_hand_step)


def test_adding_hands_leaves_the_quota_items_and_their_order_as_they_were():
    with_hands = definition(OMAHA)
    without = definition(OMAHA.replace("hands:\n  - {count: 2, seats: 4}\n", ""))
    assert without.hands == ()
    assert [i.id for i in build_items(without, 77)] == [i.id for i in build_items(with_hands, 77)][:3]


def test_an_exam_of_hands_only_has_no_quota_items():
    d = definition(THIRTEEN)
    assert d.items == 0 and d.skills == () and d.hand_count == 3
    items = build_items(d, 5)
    assert [i.hand for i in items] == [1] * 4 + [2] * 4 + [3] * 4
    assert [i.task for i in items[:4]] == ["dice", "natural", "foul", "thirteen-settle"]  # R5-5: naturals first


def test_the_hands_are_in_the_snapshot_and_the_snapshot_rebuilds_them(store, ana, clock):
    d = definition(OMAHA)
    session = ExamSession.start(store, ana.id, d, seed=2024, clock=clock)
    snap = session.exam.definition
    assert snap["hands"] == [{"count": 2, "seats": 4}]
    assert snap["item_ids"] == [i.id for i in session.items]
    again = ExamDefinition.from_json(snap)
    assert again.hands == d.hands
    assert [i.id for i in build_items(again, 2024, snap["item_ids"])] == snap["item_ids"]


def test_a_snapshot_whose_hand_steps_were_moved_cannot_be_rebuilt(store, ana, clock):
    d = definition(OMAHA)
    ids = [i.id for i in build_items(d, 11)]
    swapped = ids[:3] + [ids[4], ids[3]] + ids[5:]
    with pytest.raises(ExamError, match="cannot be rebuilt"):
        build_items(d, 11, swapped)
    with pytest.raises(ExamError, match="cannot be rebuilt"):
        build_items(d, 11, ids[:-1])  # a step lost


def test_no_shipped_exam_changed_by_the_hands():
    """The certification exams have no hands; the hands exam has the hands and no quota."""
    for d in shipped_exams():
        if d.hands:
            assert d.id == "omaha-hands"
        else:
            assert all(not i.is_hand_step for i in build_items(d, 3))


# -- the lock rules, tried through the session -------------------------------------------------


def test_a_later_step_cannot_be_opened_or_answered_before_the_one_before_it(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(OMAHA), seed=8, clock=clock)
    first, second, third = steps_of(session, 1)[:3]
    session.go(first)  # a hand's first step is open
    with pytest.raises(StepLocked, match="Hand 1, step 2 opens once step 1 is answered"):
        session.go(second)
    with pytest.raises(StepLocked, match="Hand 1, step 3 opens once step 2 is answered"):
        session.save(right(session, third), third)  # answering out of order through the API
    with pytest.raises(StepLocked, match="step 2 opens"):
        session.save(right(session, second), second)
    assert session.index == first and not session.is_answered(second) and not session.is_answered(third)
    assert session.step_open(first) and not session.step_open(second)
    second_hand = steps_of(session, 2)[0]
    session.go(second_hand)  # another hand's first step opens whatever the first hand's state
    with pytest.raises(StepLocked, match="Hand 2, step 2 opens"):
        session.go(second_hand + 1)
    session.go(0)  # the quota items are never locked
    session.save(right(session, 0))


def test_a_step_cannot_be_changed_once_the_next_one_has_been_shown(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(OMAHA), seed=8, clock=clock)
    first, second = steps_of(session, 1)[:2]
    session.go(first)
    session.save({"posts": {}})  # a first try, changed before going on: allowed
    session.save(right(session, first))
    session.go(second)  # the next step is shown: the table gives away the first step's answer
    assert session.step_locked(first) and not session.step_locked(second)
    with pytest.raises(StepLocked, match="Hand 1, step 1 is locked: step 2 has been shown"):
        session.save({"posts": {}}, first)
    session.go(first)  # looking back is allowed, changing is not
    with pytest.raises(StepLocked, match="is locked"):
        session.save({"posts": {}})
    with pytest.raises(StepLocked, match="is locked"):
        session.save({})  # nor clearing it
    session.hold({"posts": {"1": 5}})
    assert session.save_unsaved() and session.unsaved is None  # a change on screen is dropped
    assert session.answer_of(first) == right(session, first)
    session.go(second)
    session.save(right(session, second))  # the step shown is still open until the third is shown
    session.save(right(session, second))


def test_the_lock_holds_after_the_exam_is_resumed(tmp_path, clock):
    db = tmp_path / "exam.db"
    d = definition(OMAHA)
    with Store.open(db) as store:
        ana = store.add_trainee("Ana")
        session = ExamSession.start(store, ana.id, d, seed=31, clock=clock)
        first, second = steps_of(session, 1)[:2]
        answer_in_order(session, [0, 1, 2, first])
        session.go(second)  # shown, not answered: then the workstation dies
        exam_id = session.exam.id
    with Store.open(db) as store:
        back = ExamSession.resume(store, exam_id, clock=clock)
        assert [i.id for i in back.items] == [i.id for i in session.items]
        assert back.index == second  # the first item without an answer
        with pytest.raises(StepLocked, match="Hand 1, step 1 is locked"):
            back.save({"posts": {}}, first)
        assert back.answer_of(first) == right(back, first)


def test_opening_a_step_after_the_time_is_up_records_nothing(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(THIRTEEN), seed=3, clock=clock)
    session.save(right(session, 0))
    clock.later(31 * 60)
    session.go(1)
    assert session.items[1].id not in session.answers


# -- marks, the result and the records ----------------------------------------------------------


def test_each_step_earns_one_mark_in_the_skill_of_its_kind(store, ana, clock):
    d = definition(OMAHA)
    session = ExamSession.start(store, ana.id, d, seed=57, clock=clock)
    hand1, hand2 = steps_of(session, 1), steps_of(session, 2)
    answer_in_order(session, [0, 1, 2])
    answer_in_order(session, hand1)
    wrong_step = hand2[-1]  # the hand's last step: the pots split
    assert session.items[wrong_step].task == "pot-split"
    answer_in_order(session, hand2[:-1])
    session.go(wrong_step)
    session.save({"pots": [{"amount": 1, "winners": [99]}], "payouts": {}})
    clock.later(60)
    outcome = session.submit()
    total = 3 + len(hand1) + len(hand2)
    assert outcome.items == total == session.total
    assert outcome.score == pytest.approx((total - 1) / total)
    assert outcome.passed
    lines = {x.skill.task: x for x in outcome.lines}
    assert [x.skill.task for x in outcome.lines][:2] == ["winner", "pot-split"]  # the quotas first
    kinds = [session.items[i].task for i in hand1 + hand2]
    for kind in set(kinds):
        line = lines[kind]
        quota = {"winner": 2, "pot-split": 1}.get(kind, 0)
        assert line.items == quota + kinds.count(kind) and line.in_hands == kinds.count(kind)
        assert line.answered == line.items
    assert lines["pot-split"].correct == lines["pot-split"].items - 1
    assert lines["forced-bets"].skill == Skill("omaha", "forced-bets")
    assert sum(x.correct for x in outcome.lines) == total - 1


def test_unanswered_steps_score_nothing_and_can_fail_the_exam(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(THIRTEEN), seed=9, clock=clock)
    answer_in_order(session, steps_of(session, 1))
    session.go(steps_of(session, 2)[0])
    session.save(right(session, session.index))
    session.go(steps_of(session, 2)[1])  # shown and left blank: an opening, not an answer
    outcome = session.submit()
    assert outcome.score == pytest.approx(5 / 12) and not outcome.passed
    assert sum(x.answered for x in outcome.lines) == 5
    assert session.unanswered() == list(range(6, 13))


def test_the_result_rebuilt_from_the_records_re_grades_and_the_chain_verifies(store, ana, clock):
    d = definition(OMAHA)
    session = ExamSession.start(store, ana.id, d, seed=123, clock=clock)
    answer_in_order(session, [0, 1, 2, *steps_of(session, 1)])
    session.go(steps_of(session, 2)[0])
    session.save({"posts": {"1": 1}})  # a wrong answer
    session.go(steps_of(session, 2)[1])  # then opened the next step and stopped
    outcome = session.submit()
    again = outcome_of(store, session.exam.id)
    assert again is not None and again.lines == outcome.lines and again.items == outcome.items
    assert store.verify([outcome.code]).ok
    assert check_store(store) == []  # the engine marks the records as the result says


def test_the_review_after_submit_gives_every_step_its_right_answer_and_explanation(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(OMAHA), seed=5, clock=clock)
    answer_in_order(session, [0, 1, 2, *steps_of(session, 1)[:3]])
    session.submit()
    session.go(steps_of(session, 2)[5])  # after submitting, any item can be looked at
    review = session.review()
    assert len(review) == session.total
    steps = [r for r in review if r.item.is_hand_step]
    assert all(r.steps for r in steps)  # every kind explains itself, the hand-only kinds too
    assert [r.answered for r in steps[:4]] == [True, True, True, False]
    assert all(r.grade.correct for r in steps[:3])
