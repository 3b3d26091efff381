"""A lesson or exam file from the school server is installed only when its name is safe and it
passes the check; anything else is kept aside and logged, never installed (issue 35 item 4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.curriculum.yamlio import LESSON_MAX_BYTES
from trainer.resources import lessons_dir
from trainer.training import sources
from trainer.training.school_files import QUARANTINE, install

LESSON = (Path(lessons_dir()) / "holdem" / "count-stack.yaml").read_bytes()
EXAM = (Path(lessons_dir()) / "exams" / "holdem.yaml").read_bytes()


@pytest.fixture
def school(tmp_path):
    folder = tmp_path / "school"
    folder.mkdir()
    sources.use_school_folder(folder)
    return folder


def refused(school: Path) -> list[str]:
    log = school / QUARANTINE / "refused.log"
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def test_a_clean_lesson_and_exam_are_installed_and_offered(school):
    lesson = install(school, "holdem/stacks.yaml", LESSON)
    exam = install(school, "exams/floor.yaml", EXAM)
    assert lesson.installed == school / "holdem" / "stacks.yaml" and exam.installed == school / "exams" / "floor.yaml"
    assert [i.path for i in sources.school_lessons().offered] == [lesson.installed]
    assert refused(school) == []


@pytest.mark.parametrize("name", ["../x.yaml", "holdem/../../x.yaml", "/etc/x.yaml", "holdem\\..\\x.yaml",
                                  ".quarantine/x.yaml", "holdem/.hidden.yaml", "holdem/x.txt",
                                  "a/b/c/d/e.yaml", "", "holdem/\x00.yaml"])
def test_a_name_that_is_not_a_plain_path_in_the_folder_is_refused(school, tmp_path, name):
    out = install(school, name, LESSON)
    assert out.installed is None and out.problem
    assert not (tmp_path / "x.yaml").exists() and not Path("/etc/x.yaml").exists()
    assert len(refused(school)) == 1 and sources.school_lessons().offered == ()


def test_a_link_out_of_the_folder_is_not_followed(school, tmp_path):
    (tmp_path / "elsewhere").mkdir()
    (school / "holdem").symlink_to(tmp_path / "elsewhere")
    out = install(school, "holdem/stacks.yaml", LESSON)
    assert out.installed is None and "out of the school folder" in out.problem
    assert list((tmp_path / "elsewhere").iterdir()) == []


def test_a_folder_inside_the_shipped_lessons_is_never_written(school):
    (school / "holdem").symlink_to(Path(lessons_dir()) / "holdem")
    before = (Path(lessons_dir()) / "holdem" / "count-stack.yaml").read_bytes()
    out = install(school, "holdem/count-stack.yaml", b"id: x\n")
    assert out.installed is None
    assert (Path(lessons_dir()) / "holdem" / "count-stack.yaml").read_bytes() == before


@pytest.mark.parametrize("data, said", [
    (b"id: [unclosed\n", "stacks.yaml"),
    (b"a: &a [1]\n" + b"".join(b"b%d: &b%d [*a, *a]\n" % (i, i) for i in range(200)), "alias"),
    (b"[" * 500 + b"]" * 500, "deep"),
    (b"id: x\n\x00", "NUL"),
    (b"x" * (LESSON_MAX_BYTES + 1), "bytes"),
    (LESSON.replace(b"id: holdem-count-stack", b"id: Bad Id"), "id"),
])
def test_a_file_that_fails_the_check_is_quarantined_never_installed(school, data, said):
    out = install(school, "holdem/stacks.yaml", data)
    assert out.installed is None and said.lower() in out.problem.lower()
    assert not (school / "holdem" / "stacks.yaml").exists()
    [line] = refused(school)
    assert "holdem/stacks.yaml" in line and len(list((school / QUARANTINE).glob("*.refused"))) == 1
    assert sources.school_lessons() == sources.SchoolLessons((), ())


def test_a_lessons_translations_are_installed_beside_it_when_they_read(school):
    side = b"- en: \"Hold'em: count the stack\"\n  pt: \"Hold'em: contar a pilha\"\n"
    assert install(school, "holdem/stacks.translations.yaml", side).installed == \
        school / "holdem" / "stacks.translations.yaml"
    bad = install(school, "holdem/other.translations.yaml", b"{not: a list}\n")
    assert bad.installed is None and "a list of entries" in bad.problem
    assert not (school / "holdem" / "other.translations.yaml").exists()
