"""``trainer results export | import | verify`` as a user meets them: --db and
TRAINER_DB, one-line errors with exit 2, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.curriculum.exam import ExamDefinition
from trainer.store import ENV_VAR, SessionKind, Store, default_db_path, resolve_db_path
from trainer.store.timestamps import parse_user_time
from trainer.training.exam import ExamSession

ONE_ITEM = ExamDefinition.from_json({"id": "one", "title": "One", "game": "holdem", "items": 1, "time_limit_min": 10,
                                     "pass_mark": 50, "attempts_allowed": 1, "review": "never",
                                     "skills": [{"task": "winner", "count": 1}]})


@pytest.fixture
def filled(db_path, answer, clock) -> Path:
    with Store.open(db_path) as store:
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL, now=clock())
        for i in range(4):
            store.record_answer(session.id, answer(i), now=clock(days=i))
        now = [clock(days=5)]  # a real exam: a made-up one is never re-graded as intact (issue 31, X2)
        exam = ExamSession.start(store, ana.id, ONE_ITEM, seed=3, clock=lambda: now[0])
        now[0] = clock(1, days=5)
        exam.save(dict(exam.items[0].question.answer), 0)
        now[0] = clock(2, days=5)
        assert exam.submit().passed
        store.add_trainee("Bob")
    return db_path


def _one_error_line(rc, out, err, *words):
    assert rc == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    for word in words:
        assert word in err


def test_export_writes_json_lines_to_stdout_or_a_file(filled, run_cli, tmp_path):
    rc, out, err = run_cli("results", "export", "--db", filled)
    assert rc == 0 and "exported 5 attempts and 1 exam" in err and "1 exams" not in err  # U17
    records = [json.loads(line) for line in out.splitlines()]
    assert records[0]["type"] == "trainer-results"
    assert sum(r["type"] == "attempt" for r in records) == 5

    target = tmp_path / "out.csv"
    rc, out, _ = run_cli("results", "export", "--db", filled, "--format", "csv", "-o", target)
    assert rc == 0 and out == ""
    assert target.read_text(encoding="utf-8").startswith("record,trainee,date/time,game,task,lesson,question")


def test_export_filters_from_the_command_line(filled, run_cli):
    rc, out, _ = run_cli("results", "export", "--db", filled, "--trainee", "Bob")
    assert rc == 0 and len(out.splitlines()) == 2  # only the header and trailer: Bob has no answers
    rc, out, _ = run_cli("results", "export", "--db", filled, "--since", "2025-03-05")
    exported = {r["id"] for r in map(json.loads, out.splitlines()) if r["type"] == "attempt"}
    since = parse_user_time("2025-03-05")  # local midnight
    with Store.open(filled) as store:
        assert exported == {a.id for a in store.attempts(since=since)}
    assert 0 < len(exported) < 5


def test_the_database_comes_from_TRAINER_DB_when_no_db_is_given(filled, run_cli, monkeypatch):
    monkeypatch.setenv(ENV_VAR, str(filled))
    rc, out, _ = run_cli("results", "verify")
    assert rc == 0 and str(filled) in out


def test_db_path_precedence(tmp_path):
    env = {ENV_VAR: str(tmp_path / "env.db")}
    assert resolve_db_path(tmp_path / "flag.db", env) == tmp_path / "flag.db"
    assert resolve_db_path(None, env) == tmp_path / "env.db"
    assert resolve_db_path(None, {}) == default_db_path()
    assert default_db_path().name == "trainer.db"


def test_import_prints_one_summary_line_per_file_and_is_idempotent(filled, run_cli, tmp_path):
    export = tmp_path / "a.jsonl"
    run_cli("results", "export", "--db", filled, "-o", export)
    target = tmp_path / "other.db"
    rc, out, err = run_cli("results", "import", "--db", target, export, export)
    assert rc == 0 and err == ""
    first, second = out.splitlines()
    assert "5 attempts added, 0 already present" in first
    assert "0 attempts added, 5 already present" in second
    assert run_cli("results", "verify", "--db", target)[0] == 0


def test_a_bad_file_is_one_line_naming_file_and_line_and_the_others_still_import(
        filled, run_cli, tmp_path):
    good = tmp_path / "good.jsonl"
    run_cli("results", "export", "--db", filled, "-o", good)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(good.read_text(encoding="utf-8") + "{not json\n", encoding="utf-8")
    lines = len(bad.read_text(encoding="utf-8").splitlines())
    target = tmp_path / "other.db"
    rc, out, err = run_cli("results", "import", "--db", target, bad, good)
    assert rc == 2 and "Traceback" not in err
    assert err.strip() == err.strip().splitlines()[0]
    assert f"{bad}:{lines}:" in err
    assert out.startswith(f"{good}: 5 attempts added")


@pytest.mark.parametrize(
    "args",
    [("results", "export", "--db", "{missing}"),
     ("results", "verify", "--db", "{missing}"),
     ("results", "import", "--db", "{db}", "{missing}"),
     ("results", "export", "--db", "{db}", "--since", "last week"),
     ("results", "export", "--db", "{db}", "--trainee", "Nobody"),
     ("results", "export", "--db", "{db}", "-o", "{missing}/out.jsonl"),
     ("results", "verify", "--db", "{garbage}")],
)
def test_user_errors_are_one_line_and_exit_2(filled, run_cli, tmp_path, args):
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"this is not a database, just some bytes" * 50)
    names = {"missing": tmp_path / "nope", "db": filled, "garbage": garbage}
    rc, out, err = run_cli(*(a.format(**names) for a in args))
    _one_error_line(rc, out, err, "trainer results")


def test_help_lists_the_three_actions(run_cli):
    rc, out, _ = run_cli("results", "--help")
    assert rc == 0
    for action in ("export", "import", "verify"):
        assert action in out


def test_the_store_runs_without_qt():
    code = ("import sys, trainer.store, trainer.commands.results, trainer.bench.bench_store;"
            "sys.exit(any(m.split('.')[0] in ('PySide6', 'pyqtgraph') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0
