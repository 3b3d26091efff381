"""Sync of workstations' stores to one school server (issue 22), against a real PostgreSQL."""

from __future__ import annotations

import json

import psycopg

from tests.store.conftest import make_answer
from trainer.store import SessionKind
from trainer.store.server import export_school, sync, verify_school


def _count(url: str, table: str) -> int:
    with psycopg.connect(url) as conn:
        return int(conn.execute(f"SELECT count(*) FROM trainer.{table}").fetchone()[0])


def test_a_workstation_s_answers_reach_the_server_once(school, workstation):
    store = workstation("a")
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, SessionKind.DRILL)
    for i in range(7):
        store.record_answer(session.id, make_answer(i))
    first = sync(store.db, school)
    assert first.sent["answers"] == 7 and first.sent["trainees"] == 1 and first.sent["sessions"] == 1
    again = sync(store.db, school)
    assert sum(again.sent.values()) == 0
    assert _count(school, "attempts") == 7
    with psycopg.connect(school) as conn:
        ids = {r[0] for r in conn.execute("SELECT id FROM trainer.attempts")}
    assert ids == {a.id for a in store.attempts()}


def test_the_server_export_is_the_workstation_s_export(school, workstation, tmp_path):
    import io

    store = workstation("a")
    ana = store.add_trainee("Ana")
    session = store.start_session(ana.id, SessionKind.DRILL)
    for i in range(3):
        store.record_answer(session.id, make_answer(i))
    store.end_session(session.id)
    sync(store.db, school)
    here, there = io.StringIO(), io.StringIO()
    store.export(here)
    export_school(school, there)
    strip = lambda text: [json.loads(line) for line in text.splitlines()[1:-1]]  # noqa: E731
    assert strip(here.getvalue()) == strip(there.getvalue())
    assert verify_school(school).ok
