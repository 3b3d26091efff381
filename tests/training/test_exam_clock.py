"""The exam's time is measured, not read from the wall clock (issue 31 item 4; attack rows 43
and 44, findings X4 and X14): a monotonic clock accumulated and kept as the exam runs; the
start record's time bounds every answer; an item's time counts every visit, saved or not."""

from __future__ import annotations

import io
import json
import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from trainer.curriculum.exam import check_exam_text
from trainer.store import Answer, ExamClosed, ImportFileError, Store, chain
from trainer.store.records import attempt_row, insert_attempt
from trainer.training.exam import ExamSession, TimeUp
from trainer.training.exam.regrade import check_store, import_regraded

T0 = datetime(2025, 5, 5, 10, 0, tzinfo=UTC)

EXAM = """\
id: holdem-timed
title: "Hold'em: a timed exam"
game: holdem
items: 4
time_limit: 10
pass_mark: 75
attempts_allowed: 3
review: after-submit
skills:
  - {task: winner, count: 4, target: 20}
"""


class Clocks:
    """A wall clock and a monotonic clock set apart, as a workstation has them."""

    def __init__(self) -> None:
        self.wall_now = T0
        self.mono_now = 1000.0
        self.boot_id = "boot-1"

    def advance(self, seconds: float) -> None:
        """Time passes: both clocks move."""
        self.wall_now += timedelta(seconds=seconds)
        self.mono_now += seconds

    def set_wall(self, delta_s: float) -> None:
        """Someone sets the workstation's clock: only the wall clock moves."""
        self.wall_now += timedelta(seconds=delta_s)

    def reboot(self) -> None:
        self.boot_id += "+"
        self.mono_now = 5.0

    @property
    def measured(self):
        from trainer.training.exam import MeasuredClock

        return MeasuredClock(lambda: self.wall_now, lambda: self.mono_now, lambda: self.boot_id)


@pytest.fixture
def clocks() -> Clocks:
    return Clocks()


@pytest.fixture
def timed():
    d, problems = check_exam_text(EXAM, "timed.yaml")
    assert problems == [] and d is not None
    return d



def right(session: ExamSession, index: int) -> dict:
    return dict(session.items[index].question.answer)


# -- row 43 (X4): the wall clock set back an hour mid-exam --------------------------------------------


def test_row43_the_wall_clock_set_back_an_hour_gives_no_time(store, timed, clocks):
    ana = store.add_trainee("Ana")
    session = ExamSession.start(store, ana.id, timed, clock=clocks.measured)
    clocks.advance(9 * 60 + 50)
    assert session.remaining_s() == pytest.approx(10)
    clocks.set_wall(-3600)
    assert session.remaining_s() == pytest.approx(10)  # not 3610
    attempt = session.save(right(session, 0))
    assert attempt.answered_at >= session.exam.started_at  # stamped by the exam's clock, not 09:10
    assert attempt.answered_at == session.exam.started_at + timedelta(seconds=590)
    clocks.advance(15)
    assert session.remaining_s() == 0 and session.expired()
    with pytest.raises(TimeUp):
        session.save(right(session, 1), 1)
    session.submit()
    assert session.exam.submitted_at >= session.exam.started_at
    assert check_store(store) == []


def test_row43_a_wall_clock_only_clock_set_back_gives_no_time_either(store, timed):
    """The screens pass a wall clock alone: its steps back are ignored all the same."""
    now = [T0]
    ana = store.add_trainee("Ana")
    session = ExamSession.start(store, ana.id, timed, clock=lambda: now[0])
    now[0] = T0 + timedelta(minutes=9, seconds=50)
    assert session.remaining_s() == pytest.approx(10)
    now[0] -= timedelta(hours=1)
    assert session.remaining_s() == pytest.approx(10)
    now[0] += timedelta(seconds=15)
    assert session.expired()


def test_row43_the_store_refuses_an_answer_outside_the_exam(store, timed, clocks):
    ana = store.add_trainee("Ana")
    session = ExamSession.start(store, ana.id, timed, clock=clocks.measured)
    item = session.items[0]
    answer = Answer(item_id=item.id, game="holdem", task="winner", scenario={}, answer={"winners": [1]},
                    correct=False, score=0.0, time_ms=10)
    with pytest.raises(ExamClosed, match="before the exam started"):
        store.record_exam_answer(session.exam.id, answer, now=T0 - timedelta(minutes=46))
    with pytest.raises(ExamClosed, match="after the exam's deadline"):
        store.record_exam_answer(session.exam.id, answer, now=T0 + timedelta(minutes=10, seconds=3))
    store.record_exam_answer(session.exam.id, answer, now=T0 + timedelta(minutes=10, seconds=1))  # the grace


def forged_before_start(tmp_path, timed) -> tuple[str, str]:
    """A crafted workstation (raw SQL, hashes all right) whose exam has an answer stamped an hour
    before its start, submitted as a pass: the database and its export."""
    db = tmp_path / "forged.db"
    with Store.open(db) as w:
        ana = w.add_trainee("Ana")
        session = ExamSession.start(w, ana.id, timed, seed=3, clock=lambda: T0)
        exam = w.exam(session.exam.id)
        row_exam = next(iter(w.db.query(chain.EXAM_SQL + " WHERE e.id = ?", [exam.id])))
        for item in session.items:
            row = attempt_row(ana.id, exam.session_id, Answer(
                item_id=item.id, game="holdem", task="winner", scenario={}, answer=dict(item.question.answer),
                correct=False, score=0.0, time_ms=5000, target_s=20), T0 - timedelta(hours=1))
            with w.db.conn:
                insert_attempt(w.db, row)
                content = chain.attempt_content({**row, "trainee": row_exam["trainee"], "exam_id": exam.id})
                chain.append(w.db, "exam-attempt", exam.id, row["id"], chain.content_hash(content))
        session = ExamSession.resume(w, exam.id, clock=lambda: T0)
        assert session.submit().passed
        out = io.StringIO()
        w.export(out)
    path = tmp_path / "forged.jsonl"
    path.write_text(out.getvalue(), encoding="utf-8")
    return str(db), str(path)


def test_row43_answers_stamped_before_the_start_are_refused_on_import_and_flagged_by_verify(tmp_path, timed,
                                                                                            run_cli):
    db, path = forged_before_start(tmp_path, timed)
    with Store.memory() as office, pytest.raises(ImportFileError, match="before the exam started"):
        import_regraded(office, path)
    with Store.memory() as office, pytest.raises(ImportFileError, match="before the exam started"):
        office.import_file(path)  # the store refuses it without the engine too
    rc, out, _ = run_cli("results", "verify", "--db", db)
    assert rc == 1 and "before the exam started" in out and "intact" not in out


# -- row 44 (X14): every visit counts, saved or not ----------------------------------------------------


def test_row44_an_item_read_for_five_minutes_without_saving_counts_them(store, timed, clocks):
    ana = store.add_trainee("Ana")
    session = ExamSession.start(store, ana.id, timed, clock=clocks.measured)
    session.go(0)
    clocks.advance(5 * 60)
    session.go(1)
    session.go(0)
    clocks.advance(2)
    attempt = session.save(right(session, 0))
    assert attempt.time_ms >= 5 * 60 * 1000
    outcome = session.submit()
    (line,) = outcome.lines
    assert line.correct == 1 and line.score == pytest.approx(0.5)  # over its 20 s target: half marks
    assert check_store(store) == []


def test_row44_with_a_wall_clock_alone_too(store, timed):
    now = [T0]
    session = ExamSession.start(store, store.add_trainee("Ana").id, timed, clock=lambda: now[0])
    session.go(0)
    now[0] += timedelta(minutes=5)
    session.go(1)
    session.go(0)
    now[0] += timedelta(seconds=2)
    assert session.save(right(session, 0)).time_ms >= 5 * 60 * 1000


def test_row44_the_visits_survive_a_crash(tmp_path, timed, clocks):
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        session = ExamSession.start(store, store.add_trainee("Ana").id, timed, clock=clocks.measured)
        clocks.advance(40)
        session.go(1)
        exam_id = session.exam.id
    with Store.open(db) as store:
        again = ExamSession.resume(store, exam_id, clock=clocks.measured)
        again.go(0)
        assert again.save(right(again, 0)).time_ms >= 40_000


# -- the time kept as the exam runs ---------------------------------------------------------------------


def test_a_crash_resume_keeps_the_time_and_counts_the_time_down(tmp_path, timed, clocks):
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        session = ExamSession.start(store, store.add_trainee("Ana").id, timed, clock=clocks.measured)
        clocks.advance(3 * 60)
        session.go(1)  # kept
        clocks.advance(20)
        assert session.remaining_s() == pytest.approx(7 * 60 - 20)  # kept every few seconds as it counts
        exam_id = session.exam.id
    clocks.advance(60)  # the program is down for a minute: the monotonic clock runs on
    clocks.set_wall(-3600)
    with Store.open(db) as store:
        assert ExamSession.resume(store, exam_id, clock=clocks.measured).remaining_s() == pytest.approx(5 * 60 + 40)


def test_after_a_restart_of_the_machine_only_a_wall_clock_going_forward_counts(tmp_path, timed, clocks):
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        session = ExamSession.start(store, store.add_trainee("Ana").id, timed, clock=clocks.measured)
        clocks.advance(4 * 60)
        session.go(1)
        exam_id = session.exam.id
    clocks.reboot()
    clocks.set_wall(-3600)  # set back while the machine was off: no time given
    with Store.open(db) as store:
        assert ExamSession.resume(store, exam_id, clock=clocks.measured).remaining_s() == pytest.approx(6 * 60)
    clocks.reboot()
    clocks.set_wall(120)  # two minutes on from the time last kept: they count
    with Store.open(db) as store:
        assert ExamSession.resume(store, exam_id, clock=clocks.measured).remaining_s() == pytest.approx(4 * 60)


def test_the_kept_time_only_runs_forward(store, timed, clocks):
    session = ExamSession.start(store, store.add_trainee("Ana").id, timed, clock=clocks.measured)
    clocks.advance(100)
    session.go(1)
    with pytest.raises(sqlite3.DatabaseError, match="only runs forward"), store.db.conn:
        store.db.execute("UPDATE exam_clock SET elapsed_ms = 0")
    with pytest.raises(sqlite3.DatabaseError, match="is kept"), store.db.conn:
        store.db.execute("DELETE FROM exam_clock")
    kept = store.exam_clock(session.exam.id)
    assert kept is not None and kept.elapsed_ms == 100_000 and json.dumps(dict(kept.items))
