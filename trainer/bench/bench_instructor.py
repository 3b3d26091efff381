"""The instructor area's speed (issue 33 item 7), offscreen: ``trainer bench --gui``.

On a class of 30 trainees with 2,000 answers each, 50 recent mistakes each on real tables and
a couple of whole hands (:mod:`trainer.bench.instructor_records`), in a fresh app each run
(:mod:`trainer.bench.instructor_area`), as the instructor clicks:

- opened: home's "Instructor area" clicked -> the class tab painted with its records;
- each tab's first showing: its label clicked -> its page painted with what it lists;
- the first replay of a recent mistake (the row clicked -> the replay painted), and the next ones;
- the lesson library listed (every lesson checked, off the GUI thread: no target).

Medians and 95th percentiles over the runs (one more run first, untimed: it writes the
modules' bytecode and warms the disk cache).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from . import Row, median, p95

TITLE = "instructor area (offscreen)"
ORDER = 91
TARGET = "target < 300 quiet"
TABS = {"trainee": "Trainee", "library": "Lesson library", "results": "Import and export",
        "people": "People", "class": "Class (back to it)"}


def instructor_runs(runs: int, **records: Any) -> list[dict[str, Any]]:
    """The instructor area measured in ``runs`` fresh apps on one class built for them
    (``records``: the arguments of :func:`trainer.bench.instructor_records.build_class`)."""
    from trainer.bench.instructor_records import build_class
    from trainer.store import Store

    out = []
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "class.db"
        with Store.open(db) as store:
            store.db.execute("PRAGMA synchronous = OFF")  # the records made faster; read as the app reads
            build_class(store, **records)
        # the app's settings in the run's own folder (as cold_start_ms), its bytecode kept as an
        # installed app keeps it
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(Path(tmp) / "config"),
                   TRAINER_LANGUAGE="en")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for _ in range(runs + 1):
            proc = subprocess.run([sys.executable, "-m", "trainer.bench.instructor_area", str(db)], env=env,
                                  capture_output=True, text=True, timeout=600)
            if proc.returncode != 0:
                raise RuntimeError(f"the instructor area run failed: {proc.stderr.strip()[-500:]}")
            out.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    return out[1:]


def _both(values: list[float]) -> str:
    return f"p50 {median(values):,.0f} ms, p95 {p95(values):,.0f} ms over {len(values)}"


def instructor_rows(runs: list[dict[str, Any]]) -> list[Row]:
    opened = [r["opened"] for r in runs]
    first = [r["first_replay"] for r in runs]
    later = [ms for r in runs for ms in r["replays"]]
    listed = [r["library_listed"] for r in runs]
    rows = [
        Row("area opened: click -> class tab painted (p50)", median(opened), "ms", higher_is_better=False,
            note=f"{TARGET}; 30 trainees x 2,000 answers, a fresh app each run"),
        Row("area opened (p95)", p95(opened), "ms", higher_is_better=False, note=TARGET),
        Row("first replay of a recent mistake: click -> painted (p50)", median(first), "ms",
            higher_is_better=False, note=TARGET),
        Row("first replay of a recent mistake (p95)", p95(first), "ms", higher_is_better=False, note=TARGET),
        Row("next replays: click -> painted (p95)", p95(later), "ms", higher_is_better=False, note=_both(later)),
    ]
    for key, name in TABS.items():
        values = [r["tabs"][key] for r in runs]
        rows.append(Row(f"tab first shown: {name} (p95)", p95(values), "ms", higher_is_better=False,
                        note=f"{TARGET}; {_both(values)}"))
    rows.append(Row("lesson library: every lesson checked and listed (p95)", p95(listed), "ms",
                    higher_is_better=False, note=f"off the GUI thread, no target; {_both(listed)}"))
    return rows


def run(quick: bool) -> list[Row]:
    return instructor_rows(instructor_runs(3 if quick else 7))
