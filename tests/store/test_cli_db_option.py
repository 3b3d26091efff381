"""``trainer --db X results …`` and ``trainer results … --db X`` reach the same database,
and $TRAINER_DB reaches every subcommand (issue 17 item 10: the subcommand's own
default used to overwrite the global option, so an import went into the user's
real database)."""

from __future__ import annotations

import json

import pytest

from trainer.store import ENV_VAR, SessionKind, Store


@pytest.fixture
def two_dbs(tmp_path, answer, clock, monkeypatch):
    """A filled database, an empty one set as $TRAINER_DB's decoy, and an export file."""
    filled = tmp_path / "filled.db"
    with Store.open(filled) as store:
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL, now=clock())
        for i in range(3):
            store.record_answer(session.id, answer(i), now=clock(days=i))
    decoy = tmp_path / "decoy.db"
    Store.open(decoy).close()
    monkeypatch.setenv(ENV_VAR, str(decoy))
    return filled, decoy, tmp_path


def _attempts(path) -> int:
    with Store.open(path, create=False) as store:
        return store.db.execute("SELECT count(*) FROM attempts").fetchone()[0]


@pytest.mark.parametrize("where", ["before", "after"])
def test_export_reads_the_database_named_before_or_after_the_subcommand(two_dbs, run_cli, where):
    filled, _, _ = two_dbs
    args = ["--db", filled, "results", "export"] if where == "before" else ["results", "export", "--db", filled]
    rc, out, err = run_cli(*args)
    assert rc == 0, err
    assert sum(json.loads(line)["type"] == "attempt" for line in out.splitlines()) == 3


@pytest.mark.parametrize("where", ["before", "after"])
def test_import_writes_into_the_database_named_not_the_default(two_dbs, run_cli, where):
    filled, decoy, tmp = two_dbs
    export = tmp / "ana.jsonl"
    assert run_cli("--db", filled, "results", "export", "-o", export)[0] == 0
    target = tmp / "target.db"
    Store.open(target).close()
    args = (["--db", target, "results", "import", export] if where == "before"
            else ["results", "import", export, "--db", target])
    rc, _, err = run_cli(*args)
    assert rc == 0, err
    assert _attempts(target) == 3 and _attempts(decoy) == 0


@pytest.mark.parametrize("where", ["before", "after"])
def test_verify_checks_the_database_named(two_dbs, run_cli, where, tmp_path):
    missing = tmp_path / "nowhere" / "missing.db"
    args = ["--db", missing, "results", "verify"] if where == "before" else ["results", "verify", "--db", missing]
    rc, _out, err = run_cli(*args)
    assert rc == 2 and "missing.db" in err  # it looked where it was told, not at $TRAINER_DB


def test_trainer_db_reaches_the_subcommands_when_no_option_is_given(two_dbs, run_cli):
    _filled, _, _ = two_dbs
    rc, out, err = run_cli("results", "export")
    assert rc == 0 and "exported 0 attempts" in err  # the decoy of $TRAINER_DB, empty
    assert not any(json.loads(line)["type"] == "attempt" for line in out.splitlines())
