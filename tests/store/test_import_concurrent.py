"""A big import never makes an answer being saved meanwhile fail (issue 16 item 8): the
file is checked outside the write lock and written in short transactions with a gap
between them, so a writer waiting on the same database gets its turn."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from trainer.store import Store, importer
from trainer.store.sample import fill_attempts

WRITER = textwrap.dedent("""
    import sys, time
    from trainer.store import Answer, SessionKind, Store, db
    db.BUSY_TIMEOUT_S = 0.3  # far shorter than the app's 10 s: a starved writer fails fast
    store = Store.open(sys.argv[1])
    live = store.add_trainee("Live")
    session = store.start_session(live.id, SessionKind.DRILL)
    print("ready", flush=True)
    saved = failed = 0
    deadline = time.time() + float(sys.argv[2])
    while time.time() < deadline:
        try:
            store.record_answer(session.id, Answer(f"live-{saved}", "holdem", "winner", {}, {"winner": [1]},
                                                   True, 1.0, 3000))
            saved += 1
        except Exception as exc:
            failed += 1
            print("refused:", exc, flush=True)
        time.sleep(0.02)
    print(f"saved {saved} failed {failed}", flush=True)
""")


def test_answers_saved_during_a_big_import_are_never_refused(tmp_path, monkeypatch):
    source = tmp_path / "other.db"
    with Store.open(source) as other:
        fill_attempts(other, 20_000, trainees=10)
        export = tmp_path / "other.jsonl"
        with export.open("w", encoding="utf-8") as out:
            other.export(out)
    target = tmp_path / "target.db"
    Store.open(target).close()
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(target), "60"], stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        monkeypatch.setattr(importer, "ATTEMPT_BATCH", 500)  # forty write transactions of answers
        monkeypatch.setattr(importer, "REBUILD_SLICE_S", 0.05)  # and short ones of schedules
        with Store.open(target) as store:
            summary = store.import_file(export)
    finally:
        writer.terminate()
        out, _ = writer.communicate(timeout=30)
    assert summary.attempts_added == 20_000
    assert "refused" not in out, out
    with Store.open(target) as store:
        assert store.db.execute("SELECT count(*) FROM attempts WHERE item_id LIKE 'live-%'").fetchone()[0] > 0
