"""A crash loses at most the question on screen: a process recording answers is
killed with SIGKILL after a random number of acknowledged answers, mid-write, 20 times
(behind the slow marker; the fast loop kills it 3 times); every answer it acknowledged
(printed after the commit returned) is in the database, and the file is sound."""

from __future__ import annotations

import contextlib
import random
import signal
import sqlite3
import subprocess
import sys

import pytest

KILLS = 20
SAMPLE = 3

RECORDER = """
import sys
from trainer.store import Answer, SessionKind, Store

store = Store.open(sys.argv[1])
trainee = store.find_trainee("Kim") or store.add_trainee("Kim")
session = store.start_session(trainee.id, SessionKind.DRILL)
print("ready", flush=True)
i = 0
while True:
    attempt = store.record_answer(session.id, Answer(
        f"item-{i}", "holdem", "side_pots", {"pot": i, "seats": [1, 2, 3]}, {"main": i},
        i % 3 != 0, 1.0 if i % 3 else 0.0, 1000 + i))
    sys.stdout.write(attempt.id + "\\n")
    sys.stdout.flush()
    i += 1
"""


def _record_until_killed(db_path, after: int) -> set[str]:
    """Start a recorder, kill it once it has acknowledged ``after`` answers (it is writing the
    next ones meanwhile: the kill lands anywhere in its loop); the answers it acknowledged."""
    proc = subprocess.Popen([sys.executable, "-c", RECORDER, str(db_path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert proc.stdout is not None
        ready = proc.stdout.readline()
        assert ready == b"ready\n", proc.stderr.read() if proc.stderr else ready
        seen = [proc.stdout.readline() for _ in range(after)]
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        printed = b"".join(seen) + proc.stdout.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
    assert proc.returncode == -signal.SIGKILL
    *complete, _partial = printed.decode().split("\n")  # the last line may be cut short
    return set(complete)


@pytest.mark.parametrize("kills", [SAMPLE, pytest.param(KILLS, marks=pytest.mark.slow)])
def test_every_acknowledged_answer_survives_sigkill(db_path, kills):
    rng = random.Random(7)
    acknowledged: set[str] = set()
    for _ in range(kills):
        acknowledged |= _record_until_killed(db_path, rng.randint(1, 40))
        with contextlib.closing(sqlite3.connect(db_path)) as conn:
            stored = {row[0] for row in conn.execute("SELECT id FROM attempts")}
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert acknowledged <= stored, f"lost {len(acknowledged - stored)} acknowledged answers"
    assert len(acknowledged) >= kills  # the recorder really did work between kills
