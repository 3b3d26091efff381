"""A school lesson and a school exam reach the trainee's home screen and exam list (issue 35 item 4)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from trainer.gui.common import prefs
from trainer.gui.exam import ExamScreen
from trainer.resources import lessons_dir
from trainer.store import NotAllowed, Role

SHIPPED = Path(lessons_dir()) / "holdem" / "count-stack.yaml"
SCHOOL_TITLE = "Hold'em: the school's stacks"


@pytest.fixture
def school(tmp_path, store):
    folder = tmp_path / "school"
    (folder / "holdem").mkdir(parents=True)
    (folder / "holdem" / "stacks.yaml").write_text(SHIPPED.read_text(encoding="utf-8").replace(
        "id: holdem-count-stack", "id: school-stacks").replace(
        'title: "Hold\'em: count the stack"', f'title: "{SCHOOL_TITLE}"'), encoding="utf-8")
    exam = (Path(lessons_dir()) / "exams" / "holdem.yaml").read_text(encoding="utf-8")
    (folder / "exams").mkdir()
    (folder / "exams" / "floor.yaml").write_text(exam.replace("id: holdem-certification", "id: floor-exam").replace(
        'title: "Hold\'em: certification exam"', 'title: "Hold\'em: the school\'s floor exam"'), encoding="utf-8")
    prefs.set_school_lessons_folder(store, folder)  # the instructor's setting, kept with the records
    return folder


def listed(home) -> dict[str, object]:
    out = {}
    for i in range(home.lessons.topLevelItemCount()):
        group = home.lessons.topLevelItem(i)
        for j in range(group.childCount()):
            info = group.child(j).data(0, Qt.ItemDataRole.UserRole)
            out[info.id] = group.child(j)
    return out


def test_a_trainee_is_offered_the_school_lesson_under_its_game_and_drills_it(qtbot, window, store, school):
    window.show_home(store.add_trainee("Ana"))
    home = window.home
    items = listed(home)
    assert "school:school-stacks" in items and "holdem-count-stack" in items
    mine = items["school:school-stacks"]
    assert mine.parent().text(0) == "Hold'em" and "school" in mine.toolTip(0)
    assert not home.school_note.isVisible()
    home.lessons.setCurrentItem(mine)
    qtbot.mouseClick(home.lesson_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.drill
    assert window.drill.drill.lesson_id == "school:school-stacks"


def test_a_broken_school_file_is_named_to_an_instructor_and_hidden_from_a_trainee(window, store, school):
    broken = school / "holdem" / "broken.yaml"
    broken.write_text("id: broken\ntitle: Broken\ngame: holdem\nskills: [winner]\nintro: x\n"
                      "items:\n  - task: winner\n    scenario: {marker: 1}\n", encoding="utf-8")
    window.show_home(store.add_trainee("Ana"))
    assert not window.home.school_note.isVisible() and "school:broken" not in listed(window.home)
    window.show_home(store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!"))
    note = window.home.school_note
    assert note.isVisible() and str(broken) in note.text() and "school:broken" not in listed(window.home)


def test_the_exam_list_offers_the_school_exam_with_its_fingerprint(qtbot, store, school):
    screen = ExamScreen(store, store.add_trainee("Ana"))
    qtbot.addWidget(screen)
    ids = [row.definition.id for row in screen.list_model.rows]
    assert "school:floor-exam" in ids and "holdem-certification" in ids
    screen.list_page.select("school:floor-exam")
    d = screen.selected().definition
    assert d.source is not None and d.source["sha256"][:16] in screen.details.text()


def test_a_school_exam_is_signed_only_once_an_instructor_published_its_file(qtbot, store, school):
    """A trainee who can write into the school folder can make an easy exam; its start cannot be
    signed (so its result is no certificate) until an instructor of the school published that very file."""
    from trainer.gui.exam.sign_dialog import SignDialog
    from trainer.training.exam import ExamSession, offered_exams
    from trainer.training.school_files import publish

    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    ana = store.add_trainee("Ana")
    [mine] = [d for d in offered_exams() if d.source is not None]
    exam = ExamSession.start(store, ana.id, mine).exam
    dialog = SignDialog(store, exam.id, "start")
    qtbot.addWidget(dialog)
    assert not dialog.sign_button.isEnabled() and "No instructor of the school published" in dialog.error.text()
    assert mine.source["sha256"][:16] in dialog.text.text()
    dialog.password.setText("roleta-2025")
    dialog.sign()
    assert not store.exam_signed_at_start(exam.id)
    with pytest.raises(NotAllowed):  # nor by the store itself (the command line, another screen)
        store.sign_exam(exam.id, "start", by=marta.id, by_password="roleta-2025")
    publish(store, school, school / "exams" / "floor.yaml", marta.id, "roleta-2025")
    again = SignDialog(store, exam.id, "start")
    qtbot.addWidget(again)
    assert again.sign_button.isEnabled() and "Published by Marta" in again.text.text()
    again.password.setText("roleta-2025")
    again.sign()
    assert store.exam_signed_at_start(exam.id)
    # a row written into the records file by hand is no publication
    store.db.execute("UPDATE school_files_out SET signature = ?", ("A" * 88,))
    assert store.school_file_signer(mine.source["sha256"]) is None


@pytest.mark.parametrize("language", ["pt", "zh_Hant"])
def test_a_broken_school_files_problem_is_told_in_the_instructors_language(window, store, school, language):
    """The home screen's note names the file and line as written and says the problem in the
    language in use, as the library and the editors do (no English left)."""
    from tests.i18n.screen_words import leaks
    from trainer.gui import translation

    broken = school / "holdem" / "broken.yaml"
    broken.write_text("id: broken\ntitle: Broken\ngame: holdem\nskills: [winner]\nintro: x\n"
                      "items:\n  - task: winner\n    scenario: {marker: 1}\n", encoding="utf-8")
    translation.use_language(language)
    try:
        window.show_home(store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!"))
        note = window.home.school_note
        said = note.text().replace(str(broken), "")
        assert note.isVisible() and f"{broken}:8" in note.text()
        assert leaks(language, said) == [], said
    finally:
        translation.use_language("en")
