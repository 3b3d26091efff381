"""Moving results between workstations: export -> import is lossless, importing twice
adds nothing, a file with a bad line is refused whole."""

from __future__ import annotations

import csv
import io
import json

import pytest

from trainer.engine.rulesets import RULESETS
from trainer.store import ImportFileError, SessionKind, Store
from trainer.store.export import CSV_COLUMNS, sealed


@pytest.fixture
def workstation(answer, clock):
    """Workstation A: two trainees, drills, a submitted exam and an exam in progress."""
    with Store.memory() as store:
        ana, bob = store.add_trainee("Ana"), store.add_trainee("Bob")
        for person, offset in ((ana, 0), (bob, 30)):
            session = store.start_session(person.id, SessionKind.DRILL, "lesson-1",
                                          now=clock(offset))
            for i in range(6):
                store.record_answer(session.id, answer(i, correct=i % 4 != 0, time_ms=900 + i,
                                                       scenario={"who": person.name, "i": i},
                                                       params={"seats": [i]} if i % 2 else {}),
                                    now=clock(offset + i, days=i))
            store.end_session(session.id, now=clock(offset + 10, days=6))
        exam = store.start_exam(ana.id, {"items": ["q1", "q2"]}, seed=77, time_limit_s=1200,
                                now=clock(days=7))
        for i, item in enumerate(("q1", "q2")):
            store.record_exam_answer(exam.id, answer(10 + i, "stud", "side_pots", i == 0, item_id=item,
                                                     params={"street": 3} if i == 0 else {}),
                                     now=clock(i, days=7))
        store.submit_exam(exam.id, 0.5, False, now=clock(5, days=7))
        pending = store.start_exam(bob.id, {"items": ["q1"]}, seed=78, now=clock(days=8))
        store.record_exam_answer(pending.id, answer(20, item_id="q1"), now=clock(1, days=8))
        yield store


def _export(store, **kw) -> str:
    out = io.StringIO()
    store.export(out, **kw)
    return out.getvalue()


def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _records(text):
    """The records of an export, without its header and trailer."""
    return [r for r in map(json.loads, text.splitlines()) if r["type"] not in ("trainer-results", "trailer")]


def _sealed(lines: list[str]) -> str:
    """An export edited by hand, its trailer recomputed as a forger would (the trailer
    tells a file cut short; it is no seal against edits — the hashes are)."""
    return sealed([json.loads(line) for line in lines])


def test_export_then_import_is_lossless(workstation, tmp_path):
    exported = _export(workstation)
    path = _write(tmp_path, "a.jsonl", exported)
    with Store.memory() as other:
        summary = other.import_file(path)
        assert (summary.attempts_added, summary.exams_added, summary.results_added) == (15, 2, 1)
        assert _records(_export(other)) == _records(exported)
        assert other.verify().ok
        names = {t.id: t.name for t in other.trainees()}
        here = {t.id: t.name for t in workstation.trainees()}
        mine = [(a.id, here[a.trainee_id], a.scenario, a.answer, a.correct, a.score, a.time_ms,
                 a.answered_at, a.params) for a in workstation.attempts()]
        theirs = [(a.id, names[a.trainee_id], a.scenario, a.answer, a.correct, a.score,
                   a.time_ms, a.answered_at, a.params) for a in other.attempts()]
        assert theirs == mine
        assert sum(a.params != {} for a in other.attempts()) == 7  # 3 drill answers each, 1 exam answer
        for exam in workstation.exams():
            result = workstation.exam_result(exam.id)
            imported = other.exam_result(exam.id)
            assert (imported.code if imported else None) == (result.code if result else None)


def _without_params(text: str) -> str:
    """The export as a trainer before migration m004 wrote it: attempts without params.

    An answer with no params is written without the field, so an export of such answers
    is already what an older trainer wrote (and reads)."""
    records = [json.loads(line) for line in text.splitlines()[1:]]
    attempts = [r for r in records if r["type"] == "attempt"]
    assert attempts and all("params" not in r for r in attempts)
    return text


def test_an_export_written_before_params_were_kept_imports_with_params_empty(tmp_path, answer, clock):
    with Store.memory() as old:  # what an older workstation held: no answer has params
        ana = old.add_trainee("Ana")
        drill = old.start_session(ana.id, SessionKind.DRILL, now=clock())
        old.record_answer(drill.id, answer(1), now=clock(1))
        exam = old.start_exam(ana.id, {"items": ["q1"]}, seed=5, now=clock(2))
        old.record_exam_answer(exam.id, answer(2, item_id="q1"), now=clock(3))
        result = old.submit_exam(exam.id, 1.0, True, now=clock(4))
        path = _write(tmp_path, "old.jsonl", _without_params(_export(old)))
        expected = old.attempts()
    with Store.memory() as here:
        summary = here.import_file(path)
        assert (summary.attempts_added, summary.exams_added, summary.results_added) == (2, 1, 1)
        assert here.attempts() == expected  # ids, contents and params ({}) alike
        assert [a.params for a in here.attempts()] == [{}, {}]
        assert here.verify().ok and here.exam_result(exam.id).code == result.code


def test_an_exam_answers_params_travel_under_its_hash(workstation, tmp_path):
    lines = _export(workstation).splitlines()
    index = next(i for i, line in enumerate(lines) if '"street": 3' in line)
    record = json.loads(lines[index])
    assert record["hash"] is not None
    for params in ({"street": 4}, {}):
        lines[index] = json.dumps({**record, "params": params})
        path = _write(tmp_path, "edited.jsonl", _sealed(lines))
        with Store.memory() as other, pytest.raises(ImportFileError, match="does not match its hash"):
            other.import_file(path)
    lines[index] = json.dumps({k: v for k, v in record.items() if k != "params"})
    path = _write(tmp_path, "dropped.jsonl", _sealed(lines))
    with Store.memory() as other, pytest.raises(ImportFileError, match="does not match its hash"):
        other.import_file(path)


def test_imported_drills_join_the_schedule_as_if_answered_here(workstation, tmp_path, clock):
    path = _write(tmp_path, "a.jsonl", _export(workstation))
    with Store.memory() as other:
        other.import_file(path)
        for name in ("Ana", "Bob"):
            here, there = workstation.find_trainee(name), other.find_trainee(name)
            assert other.practice_queue(there.id, now=clock(days=9)) == \
                workstation.practice_queue(here.id, now=clock(days=9))


def test_importing_twice_adds_nothing(workstation, tmp_path):
    path = _write(tmp_path, "a.jsonl", _export(workstation))
    with Store.memory() as other:
        other.import_file(path)
        before = _export(other)
        again = other.import_file(path)
        assert (again.attempts_added, again.attempts_present) == (0, 15)
        assert again.exams_added == again.results_added == again.trainees_added == 0
        assert _records(_export(other)) == _records(before)
        assert other.verify().records == workstation.verify().records


def test_a_file_with_a_bad_line_is_refused_whole(workstation, tmp_path):
    lines = _export(workstation).splitlines()
    lines.insert(9, '{"type": "attempt", "id": "not-a-uuid"}')
    path = _write(tmp_path, "bad.jsonl", "\n".join(lines) + "\n")
    with Store.memory() as other:
        with pytest.raises(ImportFileError) as caught:
            other.import_file(path)
        assert caught.value.line == 10 and str(path) in str(caught.value)
        assert other.attempts() == [] and other.trainees() == []


def test_a_conflict_late_in_the_file_rolls_back_everything_before_it(workstation, tmp_path):
    exported = _export(workstation)
    with Store.memory() as other:
        other.add_trainee("Ana")
        other.import_file(_write(tmp_path, "good.jsonl", exported))
        lines = exported.splitlines()
        record = next(r for r in map(json.loads, lines)
                      if r["type"] == "attempt" and r["hash"] is None)
        fresh = record | {"id": "0b0e7c2a-7c1e-4a53-9d2c-3f1c2a9e8b11"}  # a new answer, fine
        record["time_ms"] += 1  # same attempt id, different content
        text = _sealed([lines[0], json.dumps(fresh), json.dumps(record)])
        before = _export(other)
        with pytest.raises(ImportFileError, match=r":3: attempt .* differs"):
            other.import_file(_write(tmp_path, "conflict.jsonl", text))
        assert _records(_export(other)) == _records(before)
        assert fresh["id"] not in {a.id for a in other.attempts()}


def test_an_exam_answer_altered_in_transit_is_refused(workstation, tmp_path):
    lines = _export(workstation).splitlines()
    index = next(i for i, line in enumerate(lines)
                 if '"type": "attempt"' in line and '"hash": "' in line)
    record = json.loads(lines[index])
    record["correct"], record["score"] = not record["correct"], 1.0 - record["score"]
    lines[index] = json.dumps(record)
    path = _write(tmp_path, "edited.jsonl", _sealed(lines))
    with Store.memory() as other:
        with pytest.raises(ImportFileError, match="does not match its hash"):
            other.import_file(path)
        assert other.attempts() == []


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [("", None, "empty"),
     ('{"type": "attempt"}\n', 1, "header"),
     ('{"type": "trainer-results", "version": 3}\n', 1, "version"),
     ('{"type": "trainer-results", "version": 1}\n\n{oops\n', 3, "not valid JSON"),
     ('{"type": "trainer-results", "version": 1}\n[1, 2]\n', 2, "one JSON object"),
     ('{"type": "trainer-results", "version": 1}\n{"type": "trainee", "name": "A", '
      '"role": "boss"}\n', 2, "trainee.role"),
     ('{"type": "trainer-results", "version": 1}\n{"type": "session", "id": '
      '"0b0e7c2a-7c1e-4a53-9d2c-3f1c2a9e8b11", "trainee": "Zed", "kind": "drill", '
      '"lesson_id": null, "started_at": "2025-01-01T00:00:00.000+00:00", "ended_at": null}\n',
      2, "trainee 'Zed'"),
     ('{"type": "trainer-results", "version": 1}\n{"type": "attempt", "id": '
      '"0b0e7c2a-7c1e-4a53-9d2c-3f1c2a9e8b11", "trainee": "Zed", "session": '
      '"0b0e7c2a-7c1e-4a53-9d2c-3f1c2a9e8b12", "exam": null, "lesson_id": null, "item_id": "i", '
      '"game": "stud", "task": "first-to-act", "scenario": {}, "answer": {}, "correct": true, '
      '"score": 1, "time_ms": 5, "answered_at": "2025-01-01T00:00:00.000+00:00", "params": [2], '
      '"hash": null}\n', 2, "attempt.params")],
)
def test_bad_files_are_named_with_their_line(tmp_path, text, line, message):
    path = _write(tmp_path, "x.jsonl", text)
    with Store.memory() as other, pytest.raises(ImportFileError) as caught:
        other.import_file(path)
    assert caught.value.line == line and message in caught.value.message


def test_export_filters_by_trainee_and_date(workstation, clock):
    ana = workstation.find_trainee("Ana")
    only_ana = _records(_export(workstation, trainee_id=ana.id))
    assert {r["trainee"] for r in only_ana if "trainee" in r} == {"Ana"}
    assert sum(r["type"] == "attempt" for r in only_ana) == len(workstation.attempts(ana.id))

    since = clock(days=3)
    recent = _records(_export(workstation, since=since))
    kept = [r for r in recent if r["type"] == "attempt"]
    expected = [a.id for a in workstation.attempts(since=since)]
    assert sorted(r["id"] for r in kept) == sorted(expected)
    assert {r["id"] for r in recent if r["type"] == "exam"} == {e.id for e in workstation.exams()}


def test_csv_export_has_a_row_per_attempt_and_per_exam(workstation):
    """Readable columns, no JSON in a cell (issue 17 item 16); the answers in words are
    the training layer's (tests/training/test_attempt_text.py)."""
    rows = list(csv.DictReader(io.StringIO(_export(workstation, format="csv"))))
    assert list(rows[0]) == CSV_COLUMNS
    attempts = [r for r in rows if r["record"] == "attempt"]
    exams = [r for r in rows if r["record"] == "exam"]
    assert len(attempts) == len(workstation.attempts()) and len(exams) == 2
    by_id = {a.id: a for a in workstation.attempts()}
    for row in attempts:
        a = by_id[row["id"]]
        assert row["trainee"] == workstation.trainee(a.trainee_id).name
        # day first, as a Macau or Portuguese spreadsheet reads it (U20: one date form everywhere)
        assert row["date/time"] == a.answered_at.astimezone().strftime("%d/%m/%Y %H:%M:%S")
        assert row["correct"] == ("yes" if a.correct else "no") and row["score (%)"] == f"{a.score * 100:.0f}"
        assert row["seconds"] == f"{a.time_ms / 1000:.1f}" and row["game"] == RULESETS[a.game].title
        assert not any(cell.startswith(("{", "[")) for key, cell in row.items() if key != "given answer")
    exam_ids = {e.session_id: e.id for e in workstation.exams()}
    for row in attempts:  # an exam's answers name it (a definition with no title: by its id)
        assert row["exam"] == exam_ids.get(by_id[row["id"]].session_id, "")
    assert sum(bool(r["exam"]) for r in attempts) == 3
    submitted = [r for r in exams if r["passed"]]
    assert [r["code"] for r in submitted] == [
        workstation.exam_result(e.id).code for e in workstation.exams() if e.submitted]
    assert [r["passed"] for r in submitted] == ["no"] and submitted[0]["score (%)"] == "50"
