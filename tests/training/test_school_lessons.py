"""The school's own lessons and exams are offered beside the shipped ones (issue 35 item 4):
namespaced ids, a file that fails the check refused with its file and line, the index read again
when a school file changes, and a school exam's file bound to its result."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from trainer.resources import lessons_dir
from trainer.store import SessionKind, Store
from trainer.training import attempt_text, sources
from trainer.training.drill import Drill
from trainer.training.exam import ExamSession, offered_exams, school_exams
from trainer.training.exam.regrade import check_store

SHIPPED = Path(lessons_dir()) / "holdem" / "count-stack.yaml"
SHIPPED_EXAM = Path(lessons_dir()) / "exams" / "holdem.yaml"


@pytest.fixture
def school(tmp_path):
    folder = tmp_path / "school"
    (folder / "holdem").mkdir(parents=True)
    sources.use_school_folder(folder)
    return folder


def copy_lesson(school: Path, name: str = "count-stack.yaml", text: str | None = None) -> Path:
    path = school / "holdem" / name
    path.write_text(SHIPPED.read_text(encoding="utf-8") if text is None else text, encoding="utf-8")
    return path


def touch_later(path: Path) -> None:
    """A file written again in the same clock tick still shows a new time (no sleep)."""
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))


def test_a_school_copy_of_a_shipped_lesson_is_offered_beside_it_under_its_own_id(school):
    path = copy_lesson(school)
    index = sources.lesson_index()
    mine = [i for i in index if i.path == path]
    assert len(mine) == 1 and mine[0].school and mine[0].id == "school:holdem-count-stack"
    assert mine[0].game == "holdem"
    assert any(i.id == "holdem-count-stack" and not i.school for i in index)  # the shipped one stays
    lesson, problems = sources.open_lesson(path)
    assert lesson is not None and problems == () and lesson.id == "school:holdem-count-stack"
    written = [q.item_id for q in lesson.questions() if "/" in q.item_id]  # (a generated item has its own id)
    assert written and all(i.startswith("school:holdem-count-stack/") for i in written)


def test_a_school_lesson_is_drilled_recorded_and_its_answers_read_back(school, tmp_path):
    path = copy_lesson(school)
    lesson, _ = sources.open_lesson(path)
    assert lesson is not None
    with Store.open(tmp_path / "t.db") as store:
        ana = store.add_trainee("Ana")
        questions = sources.lesson_questions(lesson)
        drill = Drill(store, ana.id, questions, SessionKind.LESSON, lesson.id)
        drill.submit(questions[0].answer)
        [attempt] = store.attempts(ana.id)
        assert attempt.lesson_id == "school:holdem-count-stack" and attempt.correct
        # the mistakes and class views rebuild the question from the school lesson, its author's words
        assert attempt_text.shipped_lesson(attempt.lesson_id) == lesson
        again = attempt_text.question_for_attempt(attempt)
        assert again.item_id == questions[0].item_id and again.answer == questions[0].answer


def test_a_school_file_that_fails_the_check_is_refused_with_its_file_line_and_field(school):
    good = copy_lesson(school)
    bad = copy_lesson(school, "broken.yaml", SHIPPED.read_text(encoding="utf-8").replace(
        "id: holdem-count-stack", "id: Not An Id"))
    (school / "holdem" / "junk.yaml").write_text("id: [unclosed\n", encoding="utf-8")
    found = sources.school_lessons()
    assert [i.path for i in found.offered] == [good]
    refused = {r.path: r.problem for r in found.refused}
    assert set(refused) == {bad, school / "holdem" / "junk.yaml"}
    assert str(bad) in refused[bad] and ":1" in refused[bad] and "id" in refused[bad]
    assert all(i.path != bad for i in sources.lesson_index())


def test_two_school_files_of_one_id_the_second_is_refused(school):
    copy_lesson(school)
    twin = copy_lesson(school, "zz-twin.yaml")
    found = sources.school_lessons()
    assert len(found.offered) == 1
    assert [r.path for r in found.refused] == [twin] and "also used by" in found.refused[0].problem


def test_the_index_sees_a_school_file_saved_changed_and_removed(school):
    before = sources.lesson_index()
    assert not any(i.school for i in before)
    path = copy_lesson(school)
    assert [i.path for i in sources.lesson_index() if i.school] == [path]
    path.write_text(path.read_text(encoding="utf-8").replace('title: "Hold\'em: count the stack"',
                                                             'title: "Hold\'em: the school\'s stacks"'),
                    encoding="utf-8")
    touch_later(path)
    assert [i.title for i in sources.lesson_index() if i.school] == ["Hold'em: the school's stacks"]
    path.write_text("id: [broken\n", encoding="utf-8")
    touch_later(path)
    assert not any(i.school for i in sources.lesson_index())
    path.unlink()
    assert sources.lesson_index() == before


def test_a_link_out_of_the_school_folder_is_not_read(school, tmp_path):
    outside = tmp_path / "outside.yaml"
    outside.write_text(SHIPPED.read_text(encoding="utf-8"), encoding="utf-8")
    (school / "holdem" / "link.yaml").symlink_to(outside)
    assert sources.school_lessons().offered == ()


def school_exam(school: Path) -> Path:
    text = SHIPPED_EXAM.read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert first.startswith("id: ")
    path = school / "exams" / "easy.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.replace(first, "id: school-easy", 1), encoding="utf-8")
    return path


def test_a_school_exam_is_offered_under_its_own_id_with_its_files_fingerprint(school):
    path = school_exam(school)
    [mine] = [d for d in offered_exams() if d.source is not None]
    assert mine.id == "school:school-easy"
    assert mine.source == {"folder": "school", "file": "exams/easy.yaml",
                           "sha256": hashlib.sha256(path.read_bytes()).hexdigest()}
    assert any(d.id == "holdem-certification" and d.source is None for d in offered_exams())


def test_a_school_exam_that_cannot_fill_its_pools_is_refused(school):
    path = school / "exams" / "short.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(SHIPPED_EXAM.read_text(encoding="utf-8").replace("task: procedure, count: ",
                                                                      "task: procedure, count: 19", 1),
                    encoding="utf-8")
    found = school_exams()
    assert found.offered == () and [r.path for r in found.refused] == [path]
    assert str(path) in found.refused[0].problem


def test_a_school_exams_result_is_bound_to_its_file(school, tmp_path):
    path = school_exam(school)
    [mine] = [d for d in offered_exams() if d.source is not None]
    with Store.open(tmp_path / "t.db") as store:
        ana = store.add_trainee("Ana")
        session = ExamSession.start(store, ana.id, mine)
        snapshot = store.exam(session.exam.id).definition
        # the start record (hashed in the chain, signed by the instructor who opens it) holds the file's hash
        assert snapshot["id"] == "school:school-easy"
        assert snapshot["source"]["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
        for index in range(3):
            session.save(dict(session.items[index].question.answer), index)
        session.submit()
        assert check_store(store) == []  # re-graded from the snapshot, as a shipped exam's
        assert store.verify().problems == ()


def test_a_school_files_verdict_is_kept_between_runs_and_a_forged_one_never_trusted(school, monkeypatch):
    path = copy_lesson(school)
    first = sources.school_lessons()
    sources._school_scan.cache_clear()  # the next run: nothing in memory, the verdict on disk
    checked = []
    monkeypatch.setattr(sources, "_open_lesson", lambda p, s: checked.append(p) or (None, ("x",)))
    assert sources.school_lessons() == first and checked == []  # no file solved again
    cache = sources.index_cache_path().with_name(sources.SCHOOL_CACHE)
    cache.write_text(cache.read_text(encoding="utf-8").replace("school:holdem-count-stack", "holdem-count-stack"),
                     encoding="utf-8")
    sources._school_scan.cache_clear()
    again = sources.school_lessons()  # an id without the school's prefix: the file is checked again
    assert checked == [path] and again.offered == ()
