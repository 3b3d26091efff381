"""One enormous line is refused with memory flat (issue 31, X13, attack row 11): a header and
then one line of tens of MB with no newline.  Every reader of the file caps the line's length
while it reads (:func:`trainer.store.lines.bounded_lines`), so peak memory grows by about the
cap (1 MB), never by the line."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.store import Store
from trainer.store.errors import ImportFileError
from trainer.store.export import FORMAT
from trainer.store.lines import MAX_LINE, bounded_lines

LINE_MB = 50
HEADER = json.dumps({"type": FORMAT, "version": 2, "exported_at": "2025-01-01T00:00:00.000+00:00"})

# Peak RSS (ru_maxrss, kB on Linux) before and after, in a process of its own.
MEASURE = """
import resource, sys
from trainer.cli import main
import trainer.store.importer, trainer.training.exam.regrade  # loaded before the baseline
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
rc = main(["results", "import", "--db", sys.argv[1], sys.argv[2]])
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(rc, after - before)
"""


@pytest.fixture(scope="module")
def long_line_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("long") / "huge.jsonl"
    chunk = b"x" * (1 << 20)
    with path.open("wb") as handle:
        handle.write(HEADER.encode() + b"\n" + b'{"type": "trainee", "name": "')
        for _ in range(LINE_MB):
            handle.write(chunk)  # no newline, ever
    return path


def test_a_huge_line_is_refused_with_memory_flat(tmp_path, long_line_file):
    """Row 11: `results import` of a 300 MB line peaked at 662 MB (the re-grade's `for line in handle`)."""
    db = tmp_path / "trainer.db"
    Store.open(db).close()
    done = subprocess.run([sys.executable, "-c", MEASURE, str(db), str(long_line_file)],
                          capture_output=True, text=True, timeout=300, check=False)
    assert "Traceback" not in done.stderr, done.stderr
    rc, grown_kb = map(int, done.stdout.split())
    assert rc == 2
    assert len(done.stderr.strip().splitlines()) == 1 and ":2: the line is longer than" in done.stderr
    assert grown_kb < 12 * 1024, f"peak memory grew by {grown_kb // 1024} MB for a {LINE_MB} MB line"


def test_the_store_import_refuses_it_too(tmp_path, long_line_file):
    with Store.open(tmp_path / "trainer.db") as store, pytest.raises(ImportFileError) as err:
        store.import_file(long_line_file)
    assert err.value.line == 2 and "longer than" in err.value.message


@pytest.mark.parametrize("handle", [io.BytesIO(b"a\n" + b"y" * 50 + b"\nz"), io.StringIO("a\n" + "y" * 50 + "\nz")])
def test_bounded_lines_reads_no_more_than_the_cap(handle):
    lines = bounded_lines(handle, 20, path="f.jsonl")
    assert next(lines)[1] in (b"a\n", "a\n")
    with pytest.raises(ImportFileError) as err:
        next(lines)
    assert err.value.line == 2 and "longer than 20" in err.value.message and err.value.file == "f.jsonl"
    assert handle.tell() == 2 + 21  # stopped after the cap, the rest of the line unread


def test_a_line_exactly_at_the_cap_is_read():
    handle = io.BytesIO(b"x" * MAX_LINE + b"\n" + b"last")
    assert [n for n, _ in bounded_lines(handle)] == [1, 2]
