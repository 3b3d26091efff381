"""ExamSession: items from a seed, answers saved as given, the deadline, resume, scoring, review."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from trainer.curriculum.exam import ExamDefinition, check_exam_text
from trainer.store import Answer, ExamClosed, Skill, Store
from trainer.tasks import TASKS, task_for
from trainer.training.exam import (
    GRACE_S,
    AttemptsUsed,
    ExamError,
    ExamSession,
    ReviewClosed,
    TimeUp,
    build_items,
    outcome_of,
    shipped_exams,
    standings,
)

T0 = datetime(2025, 5, 6, 9, 0, tzinfo=UTC)

MINI = """\
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


def definition(**changes: str) -> ExamDefinition:
    text = MINI
    for old, new in changes.items():
        text = text.replace(f"{old}: ", f"{old}: {new} #")
    d, problems = check_exam_text(text, "mini.yaml")
    assert problems == [] and d is not None, [str(p) for p in problems]
    return d


class Clock:
    """A settable clock: ``clock.at(minutes=3)``."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now

    def at(self, minutes: float = 0, seconds: float = 0) -> datetime:
        self.now = T0 + timedelta(minutes=minutes, seconds=seconds)
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()



@pytest.fixture
def ana(store):
    return store.add_trainee("Ana")


def right(session: ExamSession, index: int) -> dict:
    return dict(session.items[index].question.answer)


def wrong(session: ExamSession, index: int) -> dict:
    task = session.items[index].task
    return {"winner": {"winners": [99]}, "procedure": {"choice": 99},
            "pot-split": {"pots": [{"amount": 1, "winners": [99]}], "payouts": {}}}[task]


# -- items ----------------------------------------------------------------------------


def test_the_same_seed_gives_the_same_items_and_another_seed_other_items_of_the_same_skills():
    d = definition()
    a, again, b = build_items(d, 1234), build_items(d, 1234), build_items(d, 98765)
    assert [(i.id, dict(i.question.scenario)) for i in a] == [
        (i.id, dict(i.question.scenario)) for i in again]
    assert [i.number for i in a] == [1, 2, 3, 4, 5]
    generated = [i for i in a if i.task != "procedure"]
    assert {i.id for i in generated}.isdisjoint(i.id for i in b)
    assert [dict(i.question.scenario) for i in generated] != [
        dict(i.question.scenario) for i in b if i.task != "procedure"]
    for items in (a, b):
        assert Counter(i.task for i in items) == {"winner": 2, "pot-split": 2, "procedure": 1}
        for item in items:
            if item.task == "pot-split":  # the same difficulty: the constraints hold for every candidate
                assert len(item.question.answer["pots"]) == 2


def test_starting_records_a_system_seed_and_a_snapshot_that_rebuilds_the_items(store, ana, clock):
    d = definition()
    first = ExamSession.start(store, ana.id, d, clock=clock)
    second = ExamSession.start(store, store.add_trainee("Bea").id, d, clock=clock)
    assert first.exam.seed != second.exam.seed
    assert first.exam.definition["id"] == "holdem-mini"
    assert first.exam.definition["item_ids"] == [i.id for i in first.items]
    assert first.exam.time_limit_s == 600
    assert [i.id for i in build_items(d, first.exam.seed)] == [i.id for i in first.items]


@pytest.mark.parametrize("seed", [7, 2**61 + 12345])
def test_every_shipped_exam_can_be_drawn(seed):
    for d in shipped_exams():
        items = build_items(d, seed)
        quota = [i for i in items if not i.is_hand_step]  # a hands exam's steps come on top (issue 21)
        assert len(quota) == d.items, d.id
        assert len({i.id for i in items}) == len(items)
        assert Counter(i.skill_index for i in quota) == {k: s.count for k, s in enumerate(d.skills)}
        assert len({i.hand for i in items if i.is_hand_step}) == d.hand_count


# -- answering --------------------------------------------------------------------------


def test_an_answer_is_saved_at_once_ungraded_and_the_latest_counts(store, ana, clock):
    """Issue 16 item 3: graded only at submission — the records of an open exam hold no
    right or wrong that an export (run by the candidate himself) could show."""
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    clock.at(1)
    session.save(wrong(session, 0))
    clock.at(2)
    attempt = session.save(right(session, 0))
    assert not attempt.correct and attempt.score == 0.0 and attempt.time_ms == 120_000
    assert all(not a.correct for a in store.attempts(session_id=session.exam.session_id))
    progress = store.exam_progress(session.exam.id, now=clock())
    assert progress.answers[session.items[0].id] == attempt
    assert session.is_answered(0) and session.unanswered() == [2, 3, 4, 5]
    assert session.score() == pytest.approx(1 / 5)


def test_a_blank_answer_is_no_answer_and_scores_nothing(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    index = next(i for i, item in enumerate(session.items) if item.task == "winner")
    session.save({"winners": []}, index)
    assert not session.is_answered(index) and session.score() == 0


def test_the_time_left_runs_from_the_start_and_the_deadline_is_enforced(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    clock.at(9, 30)
    assert session.remaining_s() == 30 and not session.expired()
    clock.at(10)
    assert session.expired()
    session.save(right(session, 0))  # the screen's last save, within the grace
    clock.at(10, GRACE_S + 1)
    with pytest.raises(TimeUp):
        session.save(right(session, 1))
    assert store.exam_progress(session.exam.id).answers.keys() == {session.items[0].id}


def test_navigation_stays_inside_the_exam(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    assert session.previous().number == 1
    session.go(4)
    assert session.next().number == 5
    with pytest.raises(IndexError):
        session.go(5)


# -- resuming ----------------------------------------------------------------------------


def test_after_the_store_is_reopened_the_exam_resumes_with_its_items_answers_and_time(tmp_path, clock):
    path = tmp_path / "trainer.db"
    with Store.open(path) as store:
        ana = store.add_trainee("Ana")
        session = ExamSession.start(store, ana.id, definition(), clock=clock)
        ids = [i.id for i in session.items]
        clock.at(2)
        session.save(right(session, 0))
        session.go(2)
        clock.at(3)
        session.save(wrong(session, 2))
    clock.at(7)  # the machine was off for four minutes: the exam clock ran on
    with Store.open(path) as store:
        (pending,) = store.open_exams(ana.id)
        again = ExamSession.resume(store, pending.id, clock=clock)
        assert [i.id for i in again.items] == ids
        assert again.answer_of(0) == right(again, 0) and again.answer_of(2) == wrong(again, 2)
        assert again.index == 1  # the first item without an answer
        assert again.remaining_s() == 180


def test_an_exam_process_killed_outright_resumes_with_its_answers(tmp_path):
    path = tmp_path / "trainer.db"
    script = textwrap.dedent(f"""
        import sys, time
        from trainer.curriculum.exam import check_exam_text
        from trainer.store import Store
        from trainer.training.exam import ExamSession
        d, _ = check_exam_text({MINI!r})
        store = Store.open({str(path)!r})
        session = ExamSession.start(store, store.add_trainee("Ana").id, d)
        session.save(dict(session.items[0].question.answer))
        session.go(3)
        session.save(dict(session.items[3].question.answer))
        print("PySide6" in sys.modules, flush=True)
        time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "False"  # the session logic never loads Qt
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
        if proc.stdout is not None:
            proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    with Store.open(path) as store:
        (pending,) = store.open_exams(store.find_trainee("Ana").id)
        session = ExamSession.resume(store, pending.id)
        assert [i for i in range(session.total) if session.is_answered(i)] == [0, 3]
        assert 590 < session.remaining_s() <= 600
        assert session.score() == pytest.approx(2 / 5)


# -- the result ---------------------------------------------------------------------------


def test_submitting_scores_every_item_decides_and_breaks_down_by_skill(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    for i in range(4):
        session.go(i)
        session.save(right(session, i) if i < 3 else wrong(session, i))
    clock.at(5)
    outcome = session.submit()
    assert outcome.score == pytest.approx(3 / 5) and not outcome.passed  # item 5 unanswered: 0
    assert outcome.exam.submitted_at == clock()
    assert len(outcome.code) == 19 and store.verify([outcome.code]).ok
    lines = {x.skill.task: x for x in outcome.lines}
    assert sum(x.items for x in lines.values()) == 5
    for task, line in lines.items():
        items = [i for i, item in enumerate(session.items) if item.task == task]
        assert line.skill == Skill("holdem", task) and line.items == len(items)
        assert line.answered == sum(i < 4 for i in items) and line.correct == sum(i < 3 for i in items)
    stored = {r.skill.task: r for r in store.exam(session.exam.id).breakdown}
    assert {t: (r.answered, r.correct) for t, r in stored.items()} == {
        t: (x.answered, x.correct) for t, x in lines.items()}
    assert outcome_of(store, session.exam.id) == outcome
    with pytest.raises(ExamError):
        session.save(right(session, 4))
    item = session.items[0]
    with pytest.raises(ExamClosed):  # and the store refuses it too
        store.record_exam_answer(session.exam.id, Answer(item.id, "holdem", item.task, {}, {}, True, 1.0, 0))


def test_the_pass_mark_is_reached_exactly(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    for i in range(4):
        session.go(i)
        session.save(right(session, i))
    outcome = session.submit()
    assert outcome.score == pytest.approx(0.8) and outcome.passed


def test_the_attempts_allowed_are_enforced_and_an_open_exam_is_resumed_not_restarted(store, ana, clock):
    d = definition()
    first = ExamSession.start(store, ana.id, d, clock=clock)
    with pytest.raises(ExamError, match="resume"):
        ExamSession.start(store, ana.id, d, clock=clock)
    first.submit()
    ExamSession.start(store, ana.id, d, clock=clock).submit()
    (standing,) = standings(store, ana.id, [d])
    assert standing.attempts_used == 2 and not standing.can_start and standing.last_result is not None
    with pytest.raises(AttemptsUsed):
        ExamSession.start(store, ana.id, d, clock=clock)
    # another trainee and another exam are not affected
    assert standings(store, store.add_trainee("Bea").id, [d])[0].can_start
    assert standings(store, ana.id, [definition(id="other-exam")])[0].can_start


# -- review -----------------------------------------------------------------------------


def test_after_submit_review_opens_only_once_submitted(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    session.save(wrong(session, 0))
    assert not session.review_available()
    with pytest.raises(ReviewClosed):
        session.review()
    session.submit()
    review = session.review()
    assert [r.item.number for r in review] == [1, 2, 3, 4, 5]
    assert review[0].answered and not review[0].grade.correct
    assert review[0].correct_answer == right(session, 0) and review[0].steps
    assert not review[1].answered and review[1].grade.score == 0


def test_review_never_stays_closed(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(review="never"), clock=clock)
    session.submit()
    assert not session.review_available()
    with pytest.raises(ReviewClosed, match="not shown"):
        session.review()


def test_review_after_close_waits_for_the_closing_time(store, ana, clock):
    d = definition(review="after-close\ncloses_at: 2025-05-06T12:00:00+00:00")
    session = ExamSession.start(store, ana.id, d, clock=clock)
    clock.at(5)
    session.submit()
    assert not session.review_available()
    clock.at(3 * 60)
    assert session.review_available() and len(session.review()) == 5
    reopened = ExamSession.resume(store, session.exam.id, clock=clock)
    assert reopened.submitted and reopened.review_available()


def test_items_that_cannot_be_rebuilt_are_an_exam_error_not_a_crash(store, ana, clock):
    d = definition()
    with pytest.raises(ExamError, match="cannot be rebuilt"):
        build_items(d, 5, ids=["1/not-an-item"])
    ids = [i.id for i in build_items(d, 5)]
    assert [i.id for i in build_items(d, 5, ids=list(reversed(ids)))] == list(reversed(ids))


def test_an_exam_answer_is_saved_with_its_questions_params_under_the_chain(store, ana, clock):
    import dataclasses

    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    index = next(i for i, item in enumerate(session.items) if item.task == "winner")
    item = session.items[index]
    assert item.question.params == {}  # a generated item: asked with no params
    clock.at(1)
    plain = session.save(wrong(session, index), index)
    assert plain.params == {}
    # A question asked with params (as a lesson item is) keeps them with the answer.
    seats = sorted(item.question.answer["winners"])
    session.items[index] = dataclasses.replace(
        item, question=dataclasses.replace(item.question, params={"seats": seats}))
    clock.at(2)
    asked = session.save(right(session, index), index)
    assert asked.params == {"seats": seats}
    assert store.exam_progress(session.exam.id, now=clock()).answers[item.id] == asked
    assert store.verify().ok


# -- floors (issue 15) and grading errors (issue 14 item 5) ------------------------------

FLOORED = MINI.replace("  - {task: procedure, count: 1}", "  - {task: procedure, count: 1, min_correct: 1}")


def floored() -> ExamDefinition:
    d, problems = check_exam_text(FLOORED, "mini.yaml")
    assert problems == [] and d is not None, [str(p) for p in problems]
    return d


@pytest.mark.parametrize("floor", ["0", "2", "yes", "1.5", "true"])
def test_a_floor_is_a_whole_number_from_1_to_the_quota_count(floor):
    text = FLOORED.replace("min_correct: 1", f"min_correct: {floor}")
    d, problems = check_exam_text(text, "mini.yaml")
    assert d is None and len(problems) == 1
    assert "mini.yaml:12" in str(problems[0]) and "skills[2].min_correct" in str(problems[0])
    assert "from 1 to the quota's count (1)" in str(problems[0])


def test_a_floor_needs_its_task_in_one_quota():
    text = MINI.replace("  - {task: winner, count: 2}",
                        "  - {task: winner, count: 1, min_correct: 1}\n  - {task: winner, count: 1}")
    d, problems = check_exam_text(text, "mini.yaml")
    assert d is None and "skills[0].min_correct" in str(problems[0]) and "more than one quota" in str(problems[0])


def test_a_floor_is_part_of_the_snapshot_and_absent_when_not_set():
    d = floored()
    assert d.floor_of("procedure") == 1 and d.floor_of("winner") is None
    assert ExamDefinition.from_json(d.to_json()) == d
    assert "min_correct" not in str(definition().to_json())  # definitions without floors: snapshots unchanged


def test_a_candidate_under_a_floor_fails_whatever_the_score(store, ana, clock):
    session = ExamSession.start(store, ana.id, floored(), clock=clock)
    for i, item in enumerate(session.items):
        session.save(wrong(session, i) if item.task == "procedure" else right(session, i), i)
    outcome = session.submit()
    assert outcome.score == pytest.approx(0.8) and outcome.definition.passes(outcome.score)
    assert not outcome.passed
    assert [(x.skill.task, x.correct, x.min_correct) for x in outcome.floors_missed] == [("procedure", 0, 1)]
    exam = store.exam(session.exam.id)  # the store's result says which floor was missed
    assert [(r.skill.task, r.correct, r.min_correct) for r in exam.floors_missed] == [("procedure", 0, 1)]
    assert outcome_of(store, session.exam.id) == outcome
    assert store.verify([outcome.code]).ok


def test_a_candidate_who_meets_every_floor_passes_on_the_score(store, ana, clock):
    session = ExamSession.start(store, ana.id, floored(), clock=clock)
    for i, item in enumerate(session.items):
        session.save(wrong(session, i) if item.task == "winner" and i == next(
            j for j, x in enumerate(session.items) if x.task == "winner") else right(session, i), i)
    outcome = session.submit()
    assert outcome.score == pytest.approx(0.8) and outcome.passed and outcome.floors_missed == ()
    line = next(x for x in outcome.lines if x.skill.task == "procedure")
    assert line.min_correct == 1 and not line.floor_missed


def test_every_shipped_exam_sets_a_floor_on_its_procedure_quota():
    for d in shipped_exams():
        if not d.skills:  # an exam of whole hands only (omaha-hands): no quota, no floor
            continue
        quota = next(s for s in d.skills if s.task == "procedure")
        assert quota.min_correct is not None and 1 <= quota.min_correct <= quota.count, d.id


def test_an_answer_the_task_cannot_read_scores_nothing(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    index = next(i for i, item in enumerate(session.items) if item.task == "winner")
    attempt = session.save({"winners": "the tall one"}, index)
    assert attempt.score == 0 and not attempt.correct


def test_a_grader_that_fails_is_a_defect_not_a_zero(store, ana, clock, monkeypatch):
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    index = next(i for i, item in enumerate(session.items) if item.task == "winner")
    task = type(task_for("winner"))

    def broken(self, given, correct):
        raise KeyError("winners")

    monkeypatch.setattr(task, "grade", broken)
    with pytest.raises(KeyError):  # on to the crash log, never a silent 0 on the record
        session.save(right(session, index), index)
    assert session.answer_of(index) is None


def test_the_unsaved_answer_is_kept_by_the_session_until_saved(store, ana, clock):
    session = ExamSession.start(store, ana.id, definition(), clock=clock)
    session.hold(right(session, 0))
    assert session.unsaved == right(session, 0) and session.answer_of(0) is None
    assert session.save_unsaved() and session.unsaved is None and session.answer_of(0) == right(session, 0)
    session.hold(right(session, 0))  # the same answer again: nothing new recorded
    assert session.save_unsaved() and len(store.exam_progress(session.exam.id, now=clock()).answers) == 1
    session.hold({})
    session.go(1)  # moving on drops what the screen did not save
    assert session.unsaved is None


def test_the_right_answer_of_every_task_reads_and_grades_full_after_the_store(store, ana, clock):
    """Every task's answer, in the shape a panel gives it and back from JSON, is read by the
    task (no refusal hiding a bug) and earns full marks."""
    import json

    from trainer.curriculum.generate import generate
    from trainer.engine.rulesets import GAMES
    from trainer.training.exam import ExamItem, grade_of
    from trainer.training.sources import written_questions

    for game in GAMES:
        for task in [t for t in TASKS.values() if game in t.games]:
            made = generate(game, task.id, 2, 7) if task.generated else written_questions(game, task.id, 2, 7)
            for q in made:
                item = ExamItem(1, f"1/{q.item_id}", 0, q)
                given = json.loads(json.dumps(dict(q.answer)))
                assert grade_of(item, given).correct, (game, task.id, given)


def test_an_exam_started_before_its_floor_was_added_is_judged_by_the_snapshot_it_started_with(
        store, ana, clock):
    started = ExamSession.start(store, ana.id, definition(), clock=clock)  # no floor then
    resumed = ExamSession.resume(store, started.exam.id, clock=clock)  # the file has a floor now
    assert resumed.definition.floor_of("procedure") is None
    for i, item in enumerate(resumed.items):
        resumed.save(wrong(resumed, i) if item.task == "procedure" else right(resumed, i), i)
    outcome = resumed.submit()
    assert outcome.passed and outcome.floors_missed == () and store.verify([outcome.code]).ok
