"""A sync cut short — killed, the server stopped, the connection cut, bad input — loses
nothing, doubles nothing, and says what happened in one line (issue 22)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time

import psycopg
import pytest

from tests.server.school import sync
from tests.store.conftest import make_answer
from trainer.cli import main
from trainer.store import SessionKind, Store
from trainer.store.server import ServerError, schema


def _answers(store: Store, n: int, name: str = "Ana") -> None:
    trainee = store.find_trainee(name) or store.add_trainee(name)
    session = store.start_session(trainee.id, SessionKind.DRILL)
    with store.db.conn:  # many at once, as an import would; the app records one at a time
        for i in range(n):
            store.record_answer(session.id, make_answer(i))


def _server_ids(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        return [r[0] for r in conn.execute("SELECT id FROM trainer.attempts")]


def _local_state(store: Store) -> tuple:
    return (sorted(r[0] for r in store.db.execute("SELECT id FROM attempts")),
            list(store.db.execute("SELECT * FROM sync_marks ORDER BY school, name")))


def test_a_sync_killed_mid_batch_and_run_again_loses_and_doubles_nothing(school, tmp_path):
    path = tmp_path / "ws.db"
    with Store.open(path) as store:
        _answers(store, 3000)
    script = ("import sys; from trainer.store import Store; from trainer.store.server import sync\n"
              "with Store.open(sys.argv[1]) as s: sync(s.db, sys.argv[2], batch=50)\n")
    proc = subprocess.Popen([sys.executable, "-c", script, str(path), school])
    try:
        with psycopg.connect(school, autocommit=True) as admin:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline and not admin.execute(  # a batch's transaction open on the server
                    "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'trainer-sync'"
                    " AND xact_start IS NOT NULL AND (SELECT count(*) FROM trainer.attempts) >= 500").fetchone()[0]:
                time.sleep(0.001)
            os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait()
    assert proc.returncode == -signal.SIGKILL
    partial = len(_server_ids(school))
    assert 0 < partial < 3000  # killed half-way
    with Store.open(path) as store:
        sync(store.db, school, batch=50)
        local = {a.id for a in store.attempts()}
    on_server = _server_ids(school)
    assert len(on_server) == len(set(on_server)) == 3000
    assert set(on_server) == local


def test_answers_given_while_the_server_is_down_are_kept_and_sent_when_it_returns(cluster, school, workstation,
                                                                                    capsys):
    store = workstation("a")
    _answers(store, 5)
    sync(store.db, school)
    cluster.stop()
    try:
        _answers(store, 4)  # the session goes on: every answer committed locally
        before = _local_state(store)
        assert main(["--db", str(store.path), "sync", "--server", school]) == 2
        err = capsys.readouterr().err.strip()
        assert "\n" not in err and "cannot connect" in err and "s3cret" not in err and "***" in err
        assert _local_state(store) == before
    finally:
        cluster.start()
    assert main(["--db", str(store.path), "sync", "--server", school]) == 0
    assert "1 sessions, 4 answers" in capsys.readouterr().out
    assert sorted(_server_ids(school)) == sorted(a.id for a in store.attempts())


def test_a_connection_cut_mid_transaction_is_one_line_and_the_next_sync_completes(school, workstation):
    store = workstation("a")
    _answers(store, 2000)
    cut = threading.Event()

    def cut_the_connection() -> None:
        with psycopg.connect(school, autocommit=True) as admin:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and not cut.is_set():
                done = admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'trainer-sync'"
                    " AND state IN ('active', 'idle in transaction') AND xact_start IS NOT NULL"
                    " AND (SELECT count(*) FROM trainer.attempts) > 0").fetchall()
                if any(r[0] for r in done):
                    cut.set()
                time.sleep(0.002)

    killer = threading.Thread(target=cut_the_connection)
    killer.start()
    try:
        with pytest.raises(ServerError) as failure:
            sync(store.db, school, batch=20)
    finally:
        cut.set()
        killer.join()
    message = str(failure.value)
    assert "\n" not in message and "s3cret" not in message and "nothing of this step was kept" in message
    sent = len(_server_ids(school))
    assert 0 < sent < 2000
    sync(store.db, school, batch=20)
    on_server = _server_ids(school)
    assert len(on_server) == len(set(on_server)) == 2000


def _one_line_exit_2(capsys, argv: list[str], *expected: str) -> str:
    assert main(argv) == 2
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert "\n" not in err and "Traceback" not in err, err
    for text in expected:
        assert text in err, err
    return err


def test_bad_server_input_is_one_line_exit_2_and_the_local_store_untouched(cluster, school, workstation, capsys):
    store = workstation("a")
    _answers(store, 3)
    before = _local_state(store)
    db = ["--db", str(store.path)]
    _one_line_exit_2(capsys, [*db, "sync", "--server", "http://example.org/x"], "not a PostgreSQL URL")
    _one_line_exit_2(capsys, [*db, "sync", "--server", "postgresql://a:b@[::1"], "trainer sync:")
    wrong = _one_line_exit_2(capsys, [*db, "sync", "--server", cluster.url(school.rsplit("/", 1)[1], "wrong-pw")],
                             "cannot connect", "***")
    assert "wrong-pw" not in wrong and "password authentication failed" in wrong
    unreachable = school.replace(f":{cluster.port}/", f":{_closed_port()}/")
    assert "s3cret" not in _one_line_exit_2(capsys, [*db, "sync", "--server", unreachable], "cannot connect")
    _one_line_exit_2(capsys, [*db, "sync"], "TRAINER_SERVER")
    assert _local_state(store) == before


def test_a_server_of_a_newer_schema_is_refused_and_nothing_written(school, workstation, capsys):
    store = workstation("a")
    _answers(store, 3)
    with psycopg.connect(school) as conn:
        conn.execute("INSERT INTO trainer.schema_version (version, name) VALUES (99, 'from the future')")
    before = _local_state(store)
    _one_line_exit_2(capsys, ["--db", str(store.path), "sync", "--server", school], "newer", "version 99")
    _one_line_exit_2(capsys, ["server", "init", "--url", school], "newer", "nothing was written")
    _one_line_exit_2(capsys, ["results", "verify", "--server", school], "newer")
    assert _local_state(store) == before
    with psycopg.connect(school) as conn:
        assert conn.execute("SELECT count(*) FROM trainer.attempts").fetchone()[0] == 0
        assert conn.execute("SELECT max(version) FROM trainer.schema_version").fetchone()[0] == 99


def test_server_init_creates_then_finds_the_schema_up_to_date(server_url, capsys, monkeypatch):
    monkeypatch.setenv("TRAINER_SERVER", server_url)
    assert main(["server", "init"]) == 0
    out = capsys.readouterr().out
    assert f"school schema created (version {schema.VERSION})" in out and "s3cret" not in out and "***" in out
    assert main(["server", "init", "--url", server_url]) == 0
    assert f"up to date (version {schema.VERSION})" in capsys.readouterr().out


def test_a_server_without_the_school_schema_says_to_init_it(server_url, workstation, capsys):
    store = workstation("a")
    _one_line_exit_2(capsys, ["--db", str(store.path), "sync", "--server", server_url], "trainer server init")


def _closed_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_pull_killed_after_its_merge_began_and_before_its_mark_moved_brings_everything_once(school, tmp_path):
    import sqlite3

    with Store.open(tmp_path / "a.db") as a:
        _answers(a, 3000)
        sync(a.db, school)
        sent = {x.id for x in a.attempts()}
    path = tmp_path / "b.db"
    Store.open(path).close()
    script = ("import sys; from trainer.store import Store; from trainer.store.server import sync\n"
              "with Store.open(sys.argv[1]) as s: sync(s.db, sys.argv[2])\n")
    proc = subprocess.Popen([sys.executable, "-c", script, str(path), school])
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and proc.poll() is None:
            with contextlib.closing(sqlite3.connect(path, timeout=30)) as conn:
                if conn.execute("SELECT count(*) FROM attempts").fetchone()[0] > 0:
                    break  # the merge has begun
            time.sleep(0.005)
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait()
    with Store.open(path) as b:
        assert b.db.execute("SELECT count(*) FROM sync_marks WHERE name = 'pull'").fetchone()[0] == 0
        sync(b.db, school)
        ids = [r[0] for r in b.db.execute("SELECT id FROM attempts")]
    assert len(ids) == len(set(ids)) == 3000 and set(ids) == sent
