"""A big import never makes an answer being saved meanwhile fail (issue 16 item 8): the
file is checked outside the write lock and written in short transactions with a gap
between them, so a writer waiting on the same database gets its turn — during the import,
not after it (its answers are stored between the imported ones), and with the app's own
wait for the lock, so how loaded the machine is does not decide the outcome."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from trainer.store import Store, importer
from trainer.store.sample import fill_attempts

ANSWERS = 2_000
BATCH = 100  # twenty write transactions of answers

WRITER = textwrap.dedent("""
    import sys, time
    from trainer.store import Answer, SessionKind, Store
    store = Store.open(sys.argv[1])
    live = store.add_trainee("Live")
    session = store.start_session(live.id, SessionKind.DRILL)
    print("ready", flush=True)
    saved = 0
    while True:  # until terminated
        try:
            store.record_answer(session.id, Answer(f"live-{saved}", "holdem", "winner", {}, {"winner": [1]},
                                                   True, 1.0, 3000))
            saved += 1
        except Exception as exc:
            print("refused:", exc, flush=True)
        time.sleep(0.02)  # a trainee answering: the pace, not a wait for anything
""")


def test_answers_saved_during_a_big_import_are_never_refused(tmp_path, monkeypatch):
    source = tmp_path / "other.db"
    with Store.open(source) as other:
        fill_attempts(other, ANSWERS, trainees=10)
        export = tmp_path / "other.jsonl"
        with export.open("w", encoding="utf-8") as out:
            other.export(out)
    target = tmp_path / "target.db"
    Store.open(target).close()
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        monkeypatch.setattr(importer, "ATTEMPT_BATCH", BATCH)
        monkeypatch.setattr(importer, "REBUILD_SLICE_S", 0.05)  # and short ones of schedules
        with Store.open(target) as store:
            summary = store.import_file(export)
    finally:
        writer.terminate()
        out, _ = writer.communicate(timeout=30)
    assert summary.attempts_added == ANSWERS
    assert "refused" not in out, out
    with Store.open(target) as store:
        # rowids are given in the order rows are written: live answers among the imported
        # ones were saved in the gaps between the import's transactions
        between = store.db.execute(
            "SELECT count(*) FROM attempts WHERE item_id LIKE 'live-%' AND rowid BETWEEN"
            " (SELECT min(rowid) FROM attempts WHERE item_id NOT LIKE 'live-%') AND"
            " (SELECT max(rowid) FROM attempts WHERE item_id NOT LIKE 'live-%')").fetchone()[0]
    assert between > 0
