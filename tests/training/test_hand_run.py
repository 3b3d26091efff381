"""Run the table (issue 21): a hand's steps graded, recorded one by one as they are given,
summed up by kind against the target times, and resumed after the app is killed."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.training.conftest import Clock
from trainer.store import SessionKind, Store
from trainer.table_run import HandError, deal_hand
from trainer.tasks.targets import target_s
from trainer.training.attempt_text import csv_words
from trainer.training.table_run import HandRun


@pytest.fixture
def ana(store):
    return store.add_trainee("Ana")


def wrong(answer):
    """An answer the step's task grades wrong: nothing given."""
    return {}


def steps_of(attempts):
    """The step numbers recorded, in the hand's order (answers of one instant: time does not order them)."""
    return sorted(a.params["hand"]["step"] for a in attempts)


def by_step(attempts):
    return sorted(attempts, key=lambda a: a.params["hand"]["step"])


def play(run, clock, wrong_at=(), seconds=2.0, upto=None):
    """Answer the hand's steps (right but at ``wrong_at``, numbers from 1) up to step ``upto``."""
    while run.current is not None and (upto is None or run.number <= upto):
        run.begin()
        clock.t += seconds
        step = run.current
        result = run.submit(wrong(step.answer) if run.number in wrong_at else dict(step.answer))
        assert result.correct == (run.number not in wrong_at)
        run.advance()


def test_each_step_is_recorded_as_it_is_given_with_its_hand(store, ana):
    clock = Clock()
    run = HandRun.start(store, ana.id, "holdem", 7, 6, clock=clock)
    hand = deal_hand("holdem", 7, 6)
    assert run.total == len(hand.steps) > 10 and run.current.kind == hand.steps[0].kind
    run.begin()
    clock.t += 3.5
    first = run.submit(dict(run.current.answer))
    assert first.correct and first.feedback.time_ms == 3500 and first.feedback.steps
    (a,) = store.attempts(trainee_id=ana.id)  # committed before submit returned
    step = hand.steps[0]
    assert (a.item_id, a.task, a.game, a.correct, a.time_ms) == (f"hand/{step.kind}", step.kind, "holdem", True, 3500)
    assert a.scenario == step.question.scenario and a.answer == step.answer
    assert a.params["hand"] == {"game": "holdem", "seed": 7, "seats": 6, "step": 1, "steps": run.total,
                                "variant": "practice"}
    assert a.target_s == target_s(step.kind)
    run.advance()
    play(run, clock, wrong_at={2, 5})
    attempts = by_step(store.attempts(session_id=run.session.id))
    assert steps_of(attempts) == list(range(1, run.total + 1))
    assert [x.task for x in attempts] == hand.kinds()
    assert [x.correct for x in attempts] == [n not in {2, 5} for n in range(1, run.total + 1)]
    assert store.session(run.session.id).ended_at is not None  # the last step ends the hand
    assert store.session(run.session.id).kind == SessionKind.DRILL


def test_the_summary_counts_each_kind_and_its_time_against_its_target(store, ana):
    clock = Clock()
    run = HandRun.start(store, ana.id, "thirteen", 3, clock=clock)
    # R5-5: a natural never fouls, so the naturals are named before the fouls are asked
    assert [s.kind for s in run.hand.steps] == ["dice", "natural", "foul", "thirteen-settle"]
    run.begin()
    clock.t += 4
    run.submit(dict(run.current.answer))
    run.advance()
    run.begin()
    clock.t += 5
    run.submit(dict(run.current.answer))
    run.advance()
    run.begin()
    clock.t += 20  # over the foul check's 15 s
    run.submit({})
    run.advance()
    play(run, clock, seconds=10)
    summary = run.summary()
    assert (summary.answered, summary.correct, summary.total) == (4, 3, 4)
    lines = {k.kind: k for k in summary.kinds}
    assert [k.kind for k in summary.kinds] == ["dice", "natural", "foul", "thirteen-settle"]
    assert (lines["dice"].right, lines["dice"].mean_ms, lines["dice"].target_s) == (1, 4000, 5)
    assert lines["dice"].within_target
    assert (lines["foul"].wrong, lines["foul"].mean_ms) == (1, 20000) and not lines["foul"].within_target
    assert lines["thirteen-settle"].within_target and summary.time_ms == 39000
    (mistake,) = summary.mistakes
    assert mistake.number == 3 and mistake.step.kind == "foul"
    assert mistake.feedback.correct_answer == run.hand.steps[2].answer and mistake.feedback.given == {}


def test_the_exam_variant_records_alike_and_keeps_its_feedback_for_the_end(store, ana):
    clock = Clock()
    run = HandRun.start(store, ana.id, "qpoker", 11, 3, variant="exam", clock=clock)
    assert not run.shows_feedback
    play(run, clock, wrong_at={1})
    attempts = by_step(store.attempts(session_id=run.session.id))
    assert len(attempts) == run.total and all(a.params["hand"]["variant"] == "exam" for a in attempts)
    assert [a.correct for a in attempts] == [False] + [True] * (run.total - 1)
    assert run.summary().correct == run.total - 1


def test_a_hand_started_from_a_lesson_is_the_lessons_session(store, ana):
    run = HandRun.start(store, ana.id, "omaha", 2, kind=SessionKind.LESSON, lesson_id="omaha-hands")
    run.begin()
    run.submit(dict(run.current.answer))
    (a,) = store.attempts(session_id=run.session.id)
    assert a.lesson_id == "omaha-hands" and store.session(run.session.id).kind == SessionKind.LESSON


def test_a_hand_that_cannot_be_dealt_says_why(store, ana):
    with pytest.raises(HandError, match="seats"):
        HandRun.start(store, ana.id, "thirteen", 1, 5)
    with pytest.raises(ValueError, match="variant"):
        HandRun.start(store, ana.id, "holdem", 1, variant="test")


def test_a_hand_left_unfinished_resumes_at_its_first_unanswered_step(tmp_path):
    path = tmp_path / "trainer.db"
    clock = Clock()
    with Store.open(path) as store:
        ana = store.add_trainee("Ana")
        run = HandRun.start(store, ana.id, "stud", 5, 5, variant="exam", clock=clock)
        play(run, clock, wrong_at={2}, upto=4)
        session_id, total = run.session.id, run.total
    with Store.open(path) as store:
        again = HandRun.resume(store, ana.id, clock=clock)
        assert again is not None and again.session.id == session_id
        assert (again.index, again.number, again.resumed_at, again.variant) == (4, 5, 5, "exam")
        assert again.hand == deal_hand("stud", 5, 5)
        assert [r.correct for r in again.results] == [True, False, True, True]
        play(again, clock)
        assert steps_of(store.attempts(session_id=session_id)) == list(range(1, total + 1))  # none lost, none twice
        assert again.summary().correct == total - 1
        assert HandRun.resume(store, ana.id) is None  # finished: nothing left to resume


def test_only_the_trainees_own_unfinished_hand_is_resumed(store, ana):
    rui = store.add_trainee("Rui")
    run = HandRun.start(store, ana.id, "holdem", 1)
    assert HandRun.resume(store, ana.id) is None  # nothing answered yet: nothing to lose
    run.begin()
    run.submit(dict(run.current.answer))
    assert HandRun.resume(store, rui.id) is None
    assert HandRun.resume(store, ana.id).session.id == run.session.id
    run.finish()  # ended early (Esc): not resumed
    assert HandRun.resume(store, ana.id) is None


def test_a_hand_killed_outright_resumes_with_its_answers(tmp_path):
    path = tmp_path / "trainer.db"
    script = textwrap.dedent(f"""
        import sys, time
        from trainer.store import Store
        from trainer.training.table_run import HandRun
        store = Store.open({str(path)!r})
        run = HandRun.start(store, store.add_trainee("Ana").id, "omaha-macau", 9, 4)
        for n in range(3):
            run.begin()
            run.submit(dict(run.current.answer) if n != 1 else {{}})
            run.advance()
        print("PySide6" in sys.modules, flush=True)
        time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "False"  # the hand's logic never loads Qt
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
        if proc.stdout is not None:
            proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    with Store.open(path) as store:
        ana = store.find_trainee("Ana")
        run = HandRun.resume(store, ana.id)
        assert run is not None and run.number == 4 and run.hand == deal_hand("omaha-macau", 9, 4)
        assert [r.correct for r in run.results] == [True, False, True]
        run.begin()
        run.submit(dict(run.current.answer))
        assert steps_of(store.attempts(trainee_id=ana.id)) == [1, 2, 3, 4]


def test_a_hands_records_export_and_import_with_their_hand(tmp_path, store, ana):
    clock = Clock()
    run = HandRun.start(store, ana.id, "sintetico", 4, clock=clock)
    play(run, clock, wrong_at={3}, upto=5)
    out = io.StringIO()
    store.export(out, "jsonl")
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    hands = [x["params"]["hand"] for x in lines if x.get("type") == "attempt"]
    assert sorted(h["step"] for h in hands) == [1, 2, 3, 4, 5] and {h["game"] for h in hands} == {"sintetico"}
    sheet = io.StringIO()
    store.export(sheet, "csv", describe=csv_words)  # the spreadsheet names each step's kind in words
    rows = sheet.getvalue().splitlines()[1:]
    assert len(rows) == 5 and all(",Póquer sintético · " in r for r in rows)
    export = tmp_path / "hand.jsonl"
    export.write_text(out.getvalue(), encoding="utf-8")
    with Store.open(tmp_path / "other.db") as other:
        other.import_file(export)
        moved = by_step(other.attempts())
        assert steps_of(moved) == [1, 2, 3, 4, 5]
        assert [a.correct for a in moved] == [True, True, False, True, True]
        resumed = HandRun.resume(other, ana.id)  # the import keeps the session open: it goes on
        assert resumed is not None and resumed.number == 6


def test_a_lesson_of_hands_counts_the_newest_play_of_each_of_its_hands(store, ana):
    """lesson_hands: the lesson's hands up to the one on the table, each seed's newest play (a
    lesson played again counts its new hands, not the old ones twice); other lessons' hands and
    hands of no lesson are not counted."""
    from trainer.training.table_run import lesson_hands

    clock, seeds = Clock(), (5, 6, 7)

    def hand(seed, lesson="thirteen-run-the-table", wrong_at=(), upto=None):
        run = HandRun.start(store, ana.id, "thirteen", seed, 3, kind=SessionKind.LESSON if lesson else
                            SessionKind.DRILL, lesson_id=lesson, clock=clock)
        play(run, clock, wrong_at=wrong_at, seconds=2.0, upto=upto)
        return run

    first = hand(5, wrong_at=(1, 2))  # the lesson's first play: hand 1 with two mistakes
    hand(6)
    hand(5, lesson="another-lesson")  # not this lesson
    hand(6, lesson=None)  # no lesson
    figures = lesson_hands(store, ana.id, "thirteen-run-the-table", seeds, 1)
    total = first.total + len(deal_hand("thirteen", 6, 3).steps)
    assert (figures.played, figures.count, figures.answered, figures.correct) == (2, 3, total, total - 2)
    assert figures.time_ms == total * 2000
    again = hand(5, upto=3)  # the lesson again: its hand 1, three steps so far, all right
    figures = lesson_hands(store, ana.id, "thirteen-run-the-table", seeds, 0)
    assert (figures.played, figures.answered, figures.correct) == (1, 3, 3) and again.number == 4
    assert lesson_hands(store, ana.id, "thirteen-run-the-table", seeds, 2).played == 2  # seed 7 not played yet
