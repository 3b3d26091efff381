"""Export files that are cut short, hostile or written to a full disk (issue 16 items 6
and 7): refused with one line naming the file and line, nothing imported, no
traceback, no partial file."""

from __future__ import annotations

import errno
import io
import json
import os

import pytest

from trainer.store import ImportFileError, SessionKind, Store
from trainer.store.export import sealed
from trainer.store.importer import MAX_LINE


@pytest.fixture
def exported(answer, clock) -> str:
    with Store.memory() as store:
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL, now=clock())
        for i in range(5):
            store.record_answer(session.id, answer(i), now=clock(i))
        exam = store.start_exam(ana.id, {"items": ["q1"]}, seed=3, now=clock(10))
        store.record_exam_answer(exam.id, answer(9, item_id="q1"), now=clock(11))
        store.submit_exam(exam.id, 1.0, True, now=clock(12))
        out = io.StringIO()
        store.export(out)
        return out.getvalue()


def _import(tmp_path, text: str | bytes):
    path = tmp_path / "in.jsonl"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    with Store.memory() as store:
        try:
            store.import_file(path)
        except ImportFileError as exc:
            assert store.attempts() == [] and store.trainees() == []  # all or nothing
            return exc
    raise AssertionError("the file was imported")


def test_the_export_ends_with_a_trailer_and_imports_whole(exported, tmp_path):
    last = json.loads(exported.splitlines()[-1])
    assert last["type"] == "trailer" and last["lines"] == len(exported.splitlines()) - 1
    path = tmp_path / "whole.jsonl"
    path.write_text(exported, encoding="utf-8")
    with Store.memory() as store:
        summary = store.import_file(path)
        assert summary.attempts_added == 6 and summary.results_added == 1


@pytest.mark.parametrize("keep", [1, 3, -3, -2])
def test_a_file_cut_at_a_line_boundary_is_refused(exported, tmp_path, keep):
    lines = exported.splitlines(keepends=True)
    err = _import(tmp_path, "".join(lines[:keep]))
    assert "cut short" in err.message  # the exam result at the end is not silently dropped


def test_a_trailer_that_does_not_match_is_refused(exported, tmp_path):
    lines = exported.splitlines(keepends=True)
    err = _import(tmp_path, "".join(lines[:3] + lines[4:]))  # a line taken out of the middle
    assert err.line == len(lines) - 1 and "trailer does not match" in err.message


def test_a_record_after_the_trailer_is_refused(exported, tmp_path):
    lines = exported.splitlines(keepends=True)
    err = _import(tmp_path, exported + lines[2])
    assert err.line == len(lines) + 1 and "after the trailer" in err.message


def test_a_line_nested_100000_deep_is_one_line_not_a_recursion_error(exported, tmp_path):
    header = exported.splitlines()[0]
    err = _import(tmp_path, header + "\n" + "[" * 100_000 + "]" * 100_000 + "\n")
    assert err.line == 2 and "nested too deep" in err.message


def test_a_time_past_2_63_is_refused_by_its_field(exported, tmp_path):
    lines = exported.splitlines()
    index = next(i for i, line in enumerate(lines) if '"type": "attempt"' in line)
    record = json.loads(lines[index])
    lines[index] = json.dumps({**record, "time_ms": 2**63})
    err = _import(tmp_path, "\n".join(lines) + "\n")
    assert err.line == index + 1 and "attempt.time_ms" in err.message


def test_an_overlong_line_is_refused_without_reading_it_whole(exported, tmp_path):
    header = exported.splitlines()[0]
    err = _import(tmp_path, header + "\n" + '{"type": "trainee", "name": "' + "x" * (MAX_LINE + 10) + '"}\n')
    assert err.line == 2 and "longer than" in err.message


def _sealed(records: list[dict]) -> str:
    return sealed(records)


def test_imported_names_lose_control_and_bidi_characters(exported, tmp_path):
    hostile = "Ana\u202e\u0007 Silva\u2066"
    drills = [r for r in map(json.loads, exported.splitlines()) if r["type"] in ("trainer-results", "trainee")
              or (r["type"] in ("session", "attempt") and r.get("kind", "drill") == "drill" and not r.get("exam"))]
    for r in drills:
        for key in ("name", "trainee"):
            if r.get(key) == "Ana":
                r[key] = hostile
    path = tmp_path / "names.jsonl"
    path.write_text(_sealed(drills), encoding="utf-8")
    with Store.memory() as store:
        summary = store.import_file(path)
        assert summary.attempts_added == 5
        assert [t.name for t in store.trainees()] == ["Ana Silva"]


def test_a_trainee_name_added_by_hand_loses_them_too():
    with Store.memory() as store:
        assert store.add_trainee("\u202eZé\u200f  Lopes\x00").name == "Zé Lopes"


def test_export_to_a_full_disk_leaves_no_partial_file(tmp_path, run_cli, monkeypatch, answer, clock):
    db = tmp_path / "trainer.db"
    with Store.open(db) as store:
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL, now=clock())
        store.record_answer(session.id, answer(1), now=clock())
    target = tmp_path / "out.jsonl"

    def full(_fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    rc, _out, err = run_cli("results", "export", "--db", db, "-o", target)
    assert rc == 2 and len(err.strip().splitlines()) == 1 and "No space left" in err
    assert not target.exists()
    assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == []
