"""Exams: a snapshot and a seed at the start, every answer saved as given, resume
after a crash with the time left, one submission with a verification code."""

from __future__ import annotations

import pytest

from trainer.store import ExamClosed, SkillResult, Store

DEFINITION = {"title": "Stud final", "items": ["q1", "q2", "q3"], "pass_mark": 0.7}


def test_an_exam_keeps_its_definition_snapshot_seed_and_clock(store, clock):
    ana = store.add_trainee("Ana")
    exam = store.start_exam(ana.id, DEFINITION, seed=2**40 + 5, time_limit_s=1800, now=clock())
    again = store.exam(exam.id)
    assert again == exam
    assert (again.definition, again.seed, again.time_limit_s) == (DEFINITION, 2**40 + 5, 1800)
    assert again.started_at == clock() and not again.submitted
    assert store.open_exams(ana.id) == [exam]


def test_a_crashed_exam_resumes_with_every_answer_and_the_time_left(db_path, answer, clock):
    with Store.open(db_path) as store:
        ana = store.add_trainee("Ana")
        exam = store.start_exam(ana.id, DEFINITION, seed=11, time_limit_s=1800, now=clock())
        store.record_exam_answer(exam.id, answer(1, item_id="q1", correct=False), clock(2))
        store.record_exam_answer(exam.id, answer(2, item_id="q2"), clock(4))
        changed = store.record_exam_answer(exam.id, answer(3, item_id="q1"), clock(5))
    # the app died here; it starts again 10 minutes after the exam began
    with Store.open(db_path) as store:
        (pending,) = store.open_exams(ana.id)
        progress = store.exam_progress(pending.id, now=clock(10))
        assert set(progress.answers) == {"q1", "q2"}
        assert progress.answers["q1"] == changed  # the latest answer to an item counts
        assert progress.remaining_s == pytest.approx(1800 - 600)
        assert store.exam_progress(pending.id, now=clock(45)).remaining_s == 0


def test_an_untimed_exam_has_no_deadline(store, clock):
    exam = store.start_exam(store.add_trainee("Ana").id, DEFINITION, seed=1, now=clock())
    assert exam.deadline is None and store.exam_progress(exam.id, clock(500)).remaining_s is None


def test_submitting_scores_breaks_down_by_skill_and_closes_the_exam(store, answer, clock):
    ana = store.add_trainee("Ana")
    exam = store.start_exam(ana.id, DEFINITION, seed=5, time_limit_s=600, now=clock())
    given = [answer(1, "stud", "side_pots", True, item_id="q1", score=1.0),
             answer(2, "stud", "side_pots", False, item_id="q2", score=0.5),
             answer(3, "holdem", "showdown_order", True, item_id="q3", score=1.0)]
    for i, a in enumerate(given):
        store.record_exam_answer(exam.id, a, now=clock(i + 1))
    result = store.submit_exam(exam.id, score=2.5 / 3, passed=True, now=clock(8))
    by_skill = {r.skill: r for r in result.exam.breakdown}
    for skill in {a.skill for a in given}:
        mine = [a for a in given if a.skill == skill]
        assert by_skill[skill] == SkillResult(skill, len(mine), sum(a.correct for a in mine),
                                              sum(a.score for a in mine))
    assert result.exam.passed and result.exam.submitted_at == clock(8)
    assert store.exam_result(exam.id) == result
    assert store.session(exam.session_id).ended_at == clock(8)
    assert store.open_exams(ana.id) == []
    with pytest.raises(ExamClosed):
        store.record_exam_answer(exam.id, answer(4, item_id="q1"), now=clock(9))
    with pytest.raises(ExamClosed):
        store.submit_exam(exam.id, score=1.0, passed=True)


def test_the_exam_engine_may_give_its_own_breakdown(store, answer, clock):
    exam = store.start_exam(store.add_trainee("Ana").id, DEFINITION, seed=5, now=clock())
    own = (SkillResult(answer().skill, 3, 2, 2.0),)
    result = store.submit_exam(exam.id, 0.66, False, breakdown=own, now=clock(3))
    assert result.exam.breakdown == own and result.exam.passed is False


def test_a_missed_floor_is_kept_with_the_result_under_the_chain(store, answer, clock):
    exam = store.start_exam(store.add_trainee("Ana").id, DEFINITION, seed=5, now=clock())
    floored = (SkillResult(answer().skill, 4, 1, 1.0, min_correct=2),)
    result = store.submit_exam(exam.id, 0.9, False, breakdown=floored, now=clock(3))
    again = store.exam(exam.id)
    assert again.breakdown == floored and again.floors_missed == floored
    assert store.verify([result.code]).ok


def test_a_missed_floor_travels_to_another_workstation_and_still_verifies(store, answer, clock, tmp_path):
    import io

    exam = store.start_exam(store.add_trainee("Ana").id, DEFINITION, seed=5, now=clock())
    floored = (SkillResult(answer(task="procedure").skill, 4, 1, 1.0, min_correct=2),)
    code = store.submit_exam(exam.id, 0.9, False, breakdown=floored, now=clock(3)).code
    out = io.StringIO()
    store.export(out)
    path = tmp_path / "results.jsonl"
    path.write_text(out.getvalue(), encoding="utf-8")
    with Store.memory() as other:
        other.import_file(path)
        assert other.exam(exam.id).floors_missed == floored
        assert other.verify([code]).ok


def test_results_verify_names_the_minimum_missed(db_path, answer, clock, run_cli):
    with Store.open(db_path) as store:
        exam = store.start_exam(store.add_trainee("Ana").id, DEFINITION, seed=5, now=clock())
        floored = (SkillResult(answer(task="procedure").skill, 4, 1, 1.0, min_correct=2),)
        code = store.submit_exam(exam.id, 0.9, False, breakdown=floored, now=clock(3)).code
    rc, out, _ = run_cli("results", "verify", "--db", db_path, "--code", code)
    assert "score 90.0%, failed (under the minimum: holdem/procedure 1 right, minimum 2): matches" in out
    assert rc == 1 and "no skills" in out  # a made-up definition is never re-graded as intact (issue 31, X2)


def test_a_breakdown_without_floors_is_stored_as_before(store, answer, clock):
    exam = store.start_exam(store.add_trainee("Ana").id, DEFINITION, seed=5, now=clock())
    store.submit_exam(exam.id, 0.66, False, breakdown=(SkillResult(answer().skill, 3, 2, 2.0),), now=clock(3))
    (stored,) = store.db.execute("SELECT breakdown FROM exams WHERE id = ?", [exam.id]).fetchone()
    assert "min_correct" not in stored and store.exam(exam.id).floors_missed == ()


def test_the_verification_code_is_a_stable_function_of_the_result(store, answer, clock):
    ana = store.add_trainee("Ana")
    codes = {}
    for _ in range(2):  # the same answers at the same times: only the exam ids differ
        exam = store.start_exam(ana.id, DEFINITION, seed=9, now=clock())
        store.record_exam_answer(exam.id, answer(1, item_id="q1"), now=clock(1))
        codes[exam.id] = store.submit_exam(exam.id, 1.0, True, now=clock(2)).code
    assert len(set(codes.values())) == 2
    assert all(len(c) == 19 and c.count("-") == 3 for c in codes.values())
    assert {e.id: store.exam_result(e.id).code for e in store.exams(ana.id)} == codes
    assert store.exam_result(store.start_exam(ana.id, DEFINITION, seed=1).id) is None


def test_an_impossible_exam_is_refused(store):
    ana = store.add_trainee("Ana")
    with pytest.raises(ValueError):
        store.start_exam(ana.id, DEFINITION, seed=-1)
    with pytest.raises(ValueError):
        store.start_exam(ana.id, DEFINITION, seed=1, time_limit_s=0)
    exam = store.start_exam(ana.id, DEFINITION, seed=1)
    with pytest.raises(ValueError):
        store.submit_exam(exam.id, score=1.2, passed=True)
