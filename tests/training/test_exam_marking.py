"""Versioned marking (issue 31 item 3): one marking function, its version kept in the exam's
snapshot and covered by its hash, every exam re-marked under the rule it was taken under; and
``results verify`` re-grades without checking every shipped lesson."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from trainer.curriculum.exam import check_exam_text
from trainer.store import ImportFileError, Store
from trainer.store.export import sealed
from trainer.training.exam import ExamSession, marking
from trainer.training.exam.regrade import check_store, import_regraded

EXAM = """\
id: holdem-marked
title: "Hold'em: marked"
game: holdem
items: 4
time_limit: 10
pass_mark: 50
attempts_allowed: 5
review: after-submit
skills:
  - {task: winner, count: 3}
  - {task: procedure, count: 1}
"""


@pytest.fixture
def exam_definition():
    d, problems = check_exam_text(EXAM, "marked.yaml")
    assert problems == [] and d is not None
    return d


def sit(store: Store, definition, right: int):
    """One sitting with ``right`` items answered right (the others wrong), submitted."""
    trainee = store.find_trainee("Ana") or store.add_trainee("Ana")
    session = ExamSession.start(store, trainee.id, definition)
    for i, item in enumerate(session.items):
        wrong = {"winners": [99]} if item.task == "winner" else {"choice": 99}
        session.save(dict(item.question.answer) if i < right else wrong, i)
    return session.submit()


def test_the_snapshot_names_its_marking_rule_and_its_hash_covers_it(exam_definition, tmp_path):
    with Store.memory() as store:
        outcome = sit(store, exam_definition, 3)
        assert outcome.exam.definition["marking"] == marking.CURRENT == 1
        out = io.StringIO()
        store.export(out)
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    del next(r for r in records if r["type"] == "exam")["definition"]["marking"]  # relabelled, hash kept
    path = tmp_path / "relabelled.jsonl"
    path.write_text(sealed(records), encoding="utf-8")
    with Store.memory() as office, pytest.raises(ImportFileError, match="does not match its hash"):
        import_regraded(office, path)


def fail_everything(definition, items, answers):
    """A stricter rule (a version 2 of the test's making): nobody passes."""
    marks = marking.RULES[1](definition, items, answers)
    return marking.Marks(0.0, False, marks.lines)


def test_an_exam_taken_under_v1_still_verifies_after_a_v2_rule_is_registered(exam_definition, monkeypatch,
                                                                              tmp_path, run_cli):
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        before = sit(store, exam_definition, 3)
        assert before.passed and before.exam.definition["marking"] == 1
    monkeypatch.setattr(marking, "RULES", {**marking.RULES})
    marking.register(2, fail_everything)
    monkeypatch.setattr(marking, "CURRENT", 2)
    with Store.open(db) as store:
        after = sit(store, exam_definition, 3)
        assert after.exam.definition["marking"] == 2 and not after.passed and after.score == 0
        assert check_store(store) == []  # each re-marked under its own rule: both verify
    rc, out, _ = run_cli("results", "verify", "--db", db)
    assert rc == 0 and "intact" in out
    with pytest.raises(ValueError, match="already registered"):
        marking.register(1, fail_everything)


def test_a_result_of_a_rule_this_trainer_does_not_know_is_never_re_graded_as_intact(exam_definition, tmp_path):
    with Store.open(tmp_path / "t.db") as store:
        trainee = store.add_trainee("Ana")
        snapshot = {**exam_definition.to_json(), "marking": 9}
        exam = store.start_exam(trainee.id, snapshot, 4, 600)
        store.submit_exam(exam.id, 1.0, True, ())
        (mismatch,) = check_store(store)
        assert "rule version 9" in str(mismatch)


def test_the_pass_rule_is_written_once():
    """The pass mark and the floors are decided in marking.py alone (issue 31: it was written twice)."""
    folder = Path(marking.__file__).parent
    deciding = sorted(p.name for p in folder.glob("*.py") if ".passes(" in p.read_text(encoding="utf-8"))
    assert deciding == ["marking.py"]


def test_verify_re_grades_without_checking_every_shipped_lesson(exam_definition, tmp_path, monkeypatch, run_cli):
    """``results verify`` loaded every shipped lesson (10 s of CPU for two exams): now only the lessons
    that hold the written questions an exam asks."""
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        sit(store, exam_definition, 2)
        sit(store, exam_definition, 4)
    from trainer.training import sources

    def every_lesson():
        raise AssertionError("the re-grade checked every shipped lesson")

    monkeypatch.setattr(sources, "shipped_lessons", every_lesson)
    rc, out, _ = run_cli("results", "verify", "--db", db)
    assert rc == 0 and "2 exams, every result re-graded" in out


def test_the_written_questions_are_drawn_as_the_lessons_draw_them():
    from trainer.engine.rulesets import GAMES
    from trainer.training.exam.items import written_questions
    from trainer.training.sources import written_questions as from_every_lesson

    for game in GAMES:
        assert [q.item_id for q in written_questions(game, "procedure", 1000, 3)] == \
            [q.item_id for q in from_every_lesson(game, "procedure", 1000, 3)]
