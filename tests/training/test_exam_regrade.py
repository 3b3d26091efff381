"""Exam results re-graded by the engine (issue 16 item 2): an export whose result was
edited — a FAIL made a PASS with every hash recomputed, or a sitting made up — is
refused on import naming its line; ``results verify`` re-grades the records here."""

from __future__ import annotations

import io
import json

import pytest

from trainer.curriculum.exam import check_exam_text
from trainer.store import ImportFileError, Store
from trainer.store.chain import content_hash, result_content, verification_code
from trainer.store.export import sealed
from trainer.training.exam import ExamSession
from trainer.training.exam.regrade import check_store, import_regraded

MINI = """\
id: holdem-mini
title: "Hold'em: a small exam"
game: holdem
items: 3
time_limit: 10
pass_mark: 80
attempts_allowed: 2
review: after-submit
skills:
  - {task: winner, count: 2}
  - {task: procedure, count: 1}
"""


@pytest.fixture
def failed_export(tmp_path):
    d, problems = check_exam_text(MINI, "mini.yaml")
    assert problems == [] and d is not None
    with Store.open(tmp_path / "here.db") as store:
        ana = store.add_trainee("Ana")
        session = ExamSession.start(store, ana.id, d)
        for i, item in enumerate(session.items):
            given = {"winners": [99]} if item.task == "winner" else {"choice": 99}
            session.save(given, i)
        outcome = session.submit()
        assert not outcome.passed
        out = io.StringIO()
        store.export(out)
        assert check_store(store) == []  # the honest result re-grades as recorded
    return [json.loads(line) for line in out.getvalue().splitlines()]


def _write(tmp_path, records) -> str:
    path = tmp_path / "edited.jsonl"
    path.write_text(sealed(records), encoding="utf-8")
    return str(path)


def _forge_pass(records) -> int:
    """Turn the FAIL into a PASS, recomputing the result's hash and code: the line number."""
    start = next(r for r in records if r["type"] == "exam")
    result = next(r for r in records if r["type"] == "exam_result")
    hashes = [r["hash"] for r in records if r["type"] == "attempt" and r["exam"] == start["id"]]
    for line in result["breakdown"]:
        line["correct"], line["score"] = line["answered"], float(line["answered"])
    result.update(score=1.0, passed=True)
    row = {"id": start["id"], "trainee": result["trainee"], "submitted_at": result["submitted_at"],
           "score": 1.0, "passed": 1, "breakdown": json.dumps(result["breakdown"])}
    result["hash"] = content_hash(result_content(row, hashes, start["hash"]))
    result["code"] = verification_code(result["hash"])
    return records.index(result) + 1


def test_a_fail_made_a_pass_is_refused_on_import_naming_its_line(failed_export, tmp_path, run_cli):
    line = _forge_pass(failed_export)
    path = _write(tmp_path, failed_export)
    with Store.memory() as office, pytest.raises(ImportFileError) as err:
        import_regraded(office, path)
    assert err.value.line == line and "re-graded by the engine" in str(err.value)
    target = tmp_path / "office.db"
    rc, _, stderr = run_cli("results", "import", "--db", target, path)
    assert rc == 2 and f"edited.jsonl:{line}:" in stderr and "nothing was imported" in stderr
    with Store.open(target) as office:
        assert office.exams() == []


def test_the_honest_export_imports(failed_export, tmp_path):
    with Store.memory() as office:
        summary = import_regraded(office, _write(tmp_path, failed_export))
        assert summary.results_added == 1 and check_store(office) == []


def test_verify_re_grades_the_results_here(tmp_path, run_cli):
    d, _ = check_exam_text(MINI, "mini.yaml")
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        ana = store.add_trainee("Ana")
        session = ExamSession.start(store, ana.id, d)
        session.save(dict(session.items[0].question.answer), 0)
        session.submit()
    rc, out, _ = run_cli("results", "verify", "--db", db)
    assert rc == 0 and "every result re-graded by the engine" in out


def test_attempts_allowed_hold_across_imports(tmp_path):
    """Two sittings on one workstation use up the two attempts on the other too."""
    from trainer.training.exam import standings

    d, _ = check_exam_text(MINI, "mini.yaml")
    with Store.open(tmp_path / "a.db") as a:
        ana = a.add_trainee("Ana")
        for _ in range(2):
            ExamSession.start(a, ana.id, d).submit()
        out = io.StringIO()
        a.export(out)
    path = tmp_path / "a.jsonl"
    path.write_text(out.getvalue())
    with Store.open(tmp_path / "b.db") as b:
        import_regraded(b, path)
        (standing,) = standings(b, b.find_trainee("Ana").id, (d,))
        assert standing.attempts_used == 2 and not standing.can_start
