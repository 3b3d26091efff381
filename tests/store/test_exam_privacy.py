"""Exam answers never show up in practice statistics or mistake lists (issue 9):
an exam's answers are seen only as its review policy allows."""

from trainer.store import Answer, SessionKind, Skill, Store


def _answer(item: str, correct: bool) -> Answer:
    return Answer(item, "holdem", "pot-split", {"game": "holdem"}, {"pots": []}, correct,
                  1.0 if correct else 0.0, 4000)


def test_exam_answers_stay_out_of_statistics_and_mistakes():
    with Store.memory() as store:
        ana = store.add_trainee("Ana")
        drill = store.start_session(ana.id, SessionKind.DRILL)
        store.record_answer(drill.id, _answer("d1", True))
        store.record_answer(drill.id, _answer("d2", False))
        exam = store.start_exam(ana.id, {"id": "x"}, seed=1)
        store.record_exam_answer(exam.id, _answer("e1", False))
        store.record_exam_answer(exam.id, _answer("e2", False))
        (stats,) = store.skill_stats(ana.id)
        assert stats.skill == Skill("holdem", "pot-split")
        assert (stats.attempts, stats.correct) == (2, 1)
        assert [m.item_id for m in store.recent_mistakes(ana.id)] == ["d2"]
        assert [m.item_id for m in store.recent_mistakes()] == ["d2"]
        assert len(store.attempts(trainee_id=ana.id)) == 4  # kept, of course


def test_right_answers_in_a_row_and_the_class_view_leave_exam_answers_out():
    """Issue 16 item 3: a streak that grew or broke with each saved exam answer told the
    candidate, during the exam, which answers were right."""
    from datetime import date

    with Store.memory() as store:
        ana = store.add_trainee("Ana")
        drill = store.start_session(ana.id, SessionKind.DRILL)
        store.record_answer(drill.id, _answer("d1", True))
        store.record_answer(drill.id, _answer("d2", True))
        before = store.streaks(ana.id, today=date.today())
        exam = store.start_exam(ana.id, {"id": "x"}, seed=1)
        store.record_exam_answer(exam.id, _answer("e1", True))
        after_right = store.streaks(ana.id, today=date.today())
        store.record_exam_answer(exam.id, _answer("e2", False))
        after_wrong = store.streaks(ana.id, today=date.today())
        assert (before.correct_current, before.correct_best) == (2, 2)
        assert after_right.correct_current == after_wrong.correct_current == 2
        assert after_right.correct_best == after_wrong.correct_best == 2
        (summary,) = store.trainee_summaries()
        assert (summary.attempts, summary.correct) == (2, 2)
