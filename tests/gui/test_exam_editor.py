"""Issue 35 item 6: an instructor builds an exam in the app by keyboard and mouse — its terms,
pools with quotas and floors, whole hands — reads the live summary of what a sitting draws, sits
it as a candidate in a preview, saves it to the school folder, finds it in the library, and
``trainer lessons check`` passes the folder."""

from __future__ import annotations

import html
import shutil
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QMessageBox, QPushButton, QWidget

from trainer import i18n
from trainer.curriculum.exam_edit import ExamDraft
from trainer.gui.exam.screen import EXAM, RESULT
from trainer.gui.instructor.exam_editor import ExamEditor
from trainer.gui.instructor.library_tab import LibraryTab
from trainer.resources import lessons_dir
from trainer.tasks import TASKS
from trainer.training.exam import build_items
from trainer.training.exam.items import written_pool

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def school(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "school-lessons"
    monkeypatch.setenv("TRAINER_SCHOOL_LESSONS", str(folder))
    return folder


def child(parent: QWidget, kind, name: str):
    found = parent.findChild(kind, name)
    assert found is not None, name
    return found


def click(qtbot, widget: QWidget) -> None:
    assert widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, LEFT)


def type_text(qtbot, field: QWidget, text: str) -> None:
    """Click into a field, select what it holds, type ``text`` over it, Enter."""
    qtbot.mouseClick(field, LEFT)
    qtbot.keyClick(field, Qt.Key.Key_A, CTRL)
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, text)
    if isinstance(field, QLineEdit | QAbstractSpinBox):
        qtbot.keyClick(field, Qt.Key.Key_Return)


def pick_in_combo(qtbot, combo: QComboBox, text: str) -> None:
    """The combo's item ``text`` chosen with the arrow keys."""
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentText() == text:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == text


def active(qtbot, window: QWidget) -> None:
    """The window shown and active, as the instructor's is (its keys reach it)."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def title(task: str) -> str:
    return i18n.tr(TASKS[task].title)


def test_an_instructor_builds_an_exam_previews_it_saves_it_and_the_library_lists_it(qtbot, school, run_cli):
    library = LibraryTab()
    qtbot.addWidget(library)
    pick_in_combo(qtbot, child(library, QComboBox, "new_lesson_game"), "Omaha")
    click(qtbot, child(library, QPushButton, "new_exam"))
    window = library.edit_buttons.editor_window
    assert window is not None
    qtbot.addWidget(window)
    assert window.isVisible()
    active(qtbot, window)
    editor: ExamEditor = window.editor  # type: ignore[attr-defined]
    assert editor.save_refusal()  # no pools yet: the checker refuses it
    assert not child(editor, QPushButton, "save_exam").isEnabled()

    # the terms, typed
    type_text(qtbot, child(editor, QLineEdit, "exam_id"), "school-omaha-exam")
    type_text(qtbot, child(editor, QLineEdit, "exam_title"), "Omaha: our school's exam")
    type_text(qtbot, child(editor, QAbstractSpinBox, "exam_time_limit"), "40")
    type_text(qtbot, child(editor, QAbstractSpinBox, "exam_pass_mark"), "75")
    type_text(qtbot, child(editor, QAbstractSpinBox, "exam_attempts"), "2")
    # a pool by mouse: pots with a side pot
    click(qtbot, child(editor, QPushButton, "add_pool"))
    pick_in_combo(qtbot, child(editor, QComboBox, "pool_task"), title("pot-split"))
    type_text(qtbot, child(editor, QAbstractSpinBox, "pool_count"), "2")
    type_text(qtbot, child(editor, QLineEdit, "pool_constraints"), "side_pots: 1")
    # a pool by keyboard: Insert in the list, then the fields; a floor of 2 of 3
    pools = child(editor, QWidget, "exam_pools")
    pools.setFocus()
    qtbot.keyClick(pools, Qt.Key.Key_Insert)
    pick_in_combo(qtbot, child(editor, QComboBox, "pool_task"), title("procedure"))
    type_text(qtbot, child(editor, QAbstractSpinBox, "pool_count"), "3")
    type_text(qtbot, child(editor, QAbstractSpinBox, "pool_floor"), "2")
    assert not child(editor, QLineEdit, "pool_constraints").isEnabled()  # written questions take none
    # a third, removed again; the procedure pool moved first
    qtbot.mouseClick(pools.viewport(), LEFT, pos=pools.visualItemRect(pools.item(1)).center())
    qtbot.keyClick(pools, Qt.Key.Key_Insert)
    assert pools.count() == 3 and pools.currentRow() == 2
    pools.setFocus()
    qtbot.keyClick(pools, Qt.Key.Key_Delete)
    assert pools.count() == 2 and pools.currentRow() == 1
    qtbot.keyClick(pools, Qt.Key.Key_Up, CTRL)
    assert [p["task"] for p in editor.draft.pools()] == ["procedure", "pot-split"]
    assert pools.item(0).text() == f"1. {title('procedure')} × 3 · at least 2 right"
    # two whole hands at six seats
    click(qtbot, child(editor, QPushButton, "add_hands"))
    type_text(qtbot, child(editor, QAbstractSpinBox, "hands_count"), "2")
    type_text(qtbot, child(editor, QAbstractSpinBox, "hands_seats"), "6")

    # the live summary: the exam builder's figures
    assert editor.save_refusal() == "", editor.problems
    s = editor.summary
    assert s is not None and editor.definition is not None
    assert [(p.task, p.count, p.min_correct, p.available, p.fills) for p in s.pools] == [
        ("procedure", 3, 2, len(written_pool("omaha", "procedure")), True), ("pot-split", 2, None, None, True)]
    steps = [i for i in build_items(editor.definition, 0) if i.is_hand_step]
    assert s.hand_steps == len(steps) > 0
    shown = child(editor, QWidget, "exam_summary").toPlainText()
    assert "Pools that can fill their quota: 2 of 2." in shown
    assert f"Items: 5 · hand steps: {len(steps)} · marks: {5 + len(steps)}." in shown
    assert "2 whole hands; seats: 6;" in shown and "Length cue: none" in shown

    # preview: sit it as a candidate, in a store of its own
    qtbot.keyClick(editor, Qt.Key.Key_P, CTRL)
    dialog = editor.preview_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    active(qtbot, dialog)
    screen = dialog.screen_widget  # type: ignore[attr-defined]
    qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
    box = screen.confirm
    assert box is not None and box.isVisible()
    qtbot.keyClick(box.button(QMessageBox.StandardButton.Yes), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: screen.session is not None and screen.pages.currentIndex() == EXAM)
    items = screen.session.items  # a sitting of its own seed: its hands' steps vary with the deal
    assert sum(not i.is_hand_step for i in items) == 5 and {i.hand for i in items if i.is_hand_step} == {1, 2}
    qtbot.keyClick(screen, Qt.Key.Key_Return, CTRL)  # submit, unanswered
    qtbot.keyClick(screen.confirm.button(QMessageBox.StandardButton.Yes), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: screen.pages.currentIndex() == RESULT)
    dialog.close()
    active(qtbot, window)

    # saved with Ctrl+S to the school folder, listed by the library, clean for `lessons check`
    assert child(editor, QLineEdit, "save_where").text() == "exams/school-omaha-exam.yaml"
    qtbot.keyClick(editor, Qt.Key.Key_S, CTRL)
    saved = school / "exams" / "school-omaha-exam.yaml"
    assert "exam check: no problems" in child(editor, QWidget, "exam_status").text()
    assert saved.read_text(encoding="utf-8") == (
        "id: school-omaha-exam\n"
        "title: \"Omaha: our school's exam\"\n"
        "game: omaha\n"
        "items: 5\n"
        "time_limit: 40\n"
        "pass_mark: 75\n"
        "attempts_allowed: 2\n"
        "review: after-submit\n"
        "skills:\n"
        "  - {task: procedure, count: 3, min_correct: 2}\n"
        "  - {task: pot-split, count: 2, constraints: {side_pots: 1}}\n"
        "hands:\n"
        "  - {count: 2, seats: 6}\n")
    listed = LibraryTab(school)
    qtbot.addWidget(listed)
    listed.load()
    exams = listed.tree.topLevelItem(0)
    assert exams.text(0) == "Exams" and exams.child(0).text(0) == "Omaha: our school's exam"
    assert exams.child(0).text(1) == "OK · 5 items"
    rc, out, err = run_cli("lessons", "check", school)
    assert (rc, err) == (0, "")
    assert "1 exam(s)" in out


def test_an_exam_picked_in_the_library_opens_in_the_exam_editor_and_saves_byte_identical(qtbot, school, tmp_path):
    folder = tmp_path / "lessons"
    (folder / "exams").mkdir(parents=True)
    shutil.copy(Path(lessons_dir()) / "exams" / "holdem.yaml", folder / "exams" / "holdem.yaml")
    library = LibraryTab(folder)
    qtbot.addWidget(library)
    library.resize(1280, 720)
    library.show()
    library.load()
    library.tree.setCurrentItem(library.tree.topLevelItem(0).child(0))
    click(qtbot, child(library, QPushButton, "edit_lesson"))
    window = library.edit_buttons.editor_window
    assert window is not None
    qtbot.addWidget(window)
    editor = window.editor  # type: ignore[attr-defined]
    assert isinstance(editor, ExamEditor) and editor.save_refusal() == ""
    assert child(editor, QWidget, "exam_pools").count() == 21
    click(qtbot, child(editor, QPushButton, "save_exam"))
    copy = school / "exams" / "holdem-certification.yaml"
    assert copy.read_bytes() == (folder / "exams" / "holdem.yaml").read_bytes()
    window.grab().save(str(tmp_path / "exam-editor.png"))


def test_a_floor_above_the_quota_cannot_be_typed_and_a_bad_constraint_refuses_saving(qtbot, school):
    library = LibraryTab()
    qtbot.addWidget(library)
    pick_in_combo(qtbot, child(library, QComboBox, "new_lesson_game"), "Hold'em")
    click(qtbot, child(library, QPushButton, "new_exam"))
    window = library.edit_buttons.editor_window
    qtbot.addWidget(window)
    active(qtbot, window)
    editor: ExamEditor = window.editor  # type: ignore[attr-defined]
    click(qtbot, child(editor, QPushButton, "add_pool"))
    pick_in_combo(qtbot, child(editor, QComboBox, "pool_task"), title("pot-split"))
    type_text(qtbot, child(editor, QAbstractSpinBox, "pool_count"), "2")
    type_text(qtbot, child(editor, QAbstractSpinBox, "pool_floor"), "5")
    assert child(editor, QAbstractSpinBox, "pool_floor").maximum() == 2  # the floor stops at the quota
    assert editor.draft.pools()[0].get("min_correct") in (None, 2)
    type_text(qtbot, child(editor, QLineEdit, "pool_constraints"), "seats: [2, 2]")  # R0-5: 4 to 10 players
    assert not child(editor, QPushButton, "save_exam").isEnabled()
    assert "skills[0].constraints.seats" in child(editor, QWidget, "exam_status").text()
    qtbot.keyClick(editor, Qt.Key.Key_S, CTRL)
    assert not list(school.rglob("*.yaml"))


def type_composed(qtbot, field: QWidget, text: str) -> None:
    """A text beyond ASCII (ã, ç, Chinese) typed as the keyboard's input method commits it."""
    from PySide6.QtGui import QInputMethodEvent
    from PySide6.QtWidgets import QApplication

    qtbot.mouseClick(field, LEFT)
    qtbot.keyClick(field, Qt.Key.Key_A, CTRL)
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    commit = QInputMethodEvent()
    commit.setCommitString(text)
    QApplication.sendEvent(field, commit)
    if isinstance(field, QLineEdit):
        qtbot.keyClick(field, Qt.Key.Key_Return)


EXAM_PT = {"title": "Hold'em: o exame da nossa escola",
           "intro": "Os potes e o procedimento, como a nossa escola os ensina."}
EXAM_ZH_TITLE = "德州撲克：本校考試"


def test_an_exams_texts_are_translated_side_by_side_saved_beside_it_and_read_by_a_portuguese_candidate(
        qtbot, school):
    from PySide6.QtWidgets import QPlainTextEdit, QTabWidget

    from trainer.curriculum.exam import check_exam
    from trainer.gui import translation
    from trainer.gui.exam import ExamScreen
    from trainer.store import Store

    library = LibraryTab()
    qtbot.addWidget(library)
    pick_in_combo(qtbot, child(library, QComboBox, "new_lesson_game"), "Hold'em")
    click(qtbot, child(library, QPushButton, "new_exam"))
    window = library.edit_buttons.editor_window
    qtbot.addWidget(window)
    active(qtbot, window)
    editor: ExamEditor = window.editor  # type: ignore[attr-defined]
    type_text(qtbot, child(editor, QLineEdit, "exam_id"), "school-holdem-exam")
    type_text(qtbot, child(editor, QLineEdit, "exam_title"), "Hold'em: our school's exam")
    type_text(qtbot, child(editor, QPlainTextEdit, "exam_intro"), "Pots and procedure, as our school teaches them.")
    click(qtbot, child(editor, QPushButton, "add_pool"))
    pick_in_combo(qtbot, child(editor, QComboBox, "pool_task"), title("procedure"))
    type_text(qtbot, child(editor, QAbstractSpinBox, "pool_count"), "3")

    tabs = child(editor, QTabWidget, "exam_tabs")
    assert tabs.tabText(1) == "Translations (4 missing)"  # title and intro, neither in Portuguese nor Chinese
    qtbot.mouseClick(tabs.tabBar(), LEFT, pos=tabs.tabBar().tabRect(1).center())
    assert tabs.currentIndex() == 1
    title_pt = child(editor, QLineEdit, "tr_title_pt")
    assert title_pt.property("missing") is True and title_pt.text() == ""  # marked, not English in its place
    panel = editor.translations
    assert [panel.grid.itemAtPosition(r, 0).widget().text() for r in (1, 2)] == ["Exam title", "Intro"]
    assert [panel.grid.itemAtPosition(r, 1).widget().text() for r in (1, 2)] == [
        "Hold'em: our school's exam", "Pots and procedure, as our school teaches them."]
    type_composed(qtbot, title_pt, EXAM_PT["title"])
    type_composed(qtbot, child(editor, QWidget, "tr_intro_pt"), EXAM_PT["intro"])
    type_composed(qtbot, child(editor, QLineEdit, "tr_title_zh_Hant"), EXAM_ZH_TITLE)
    assert title_pt.property("missing") is False
    assert child(editor, QWidget, "tr_intro_zh_Hant").property("missing") is True
    assert tabs.tabText(1) == "Translations (1 missing)"
    assert "Chinese" in tabs.tabToolTip(1) and "Portuguese" not in tabs.tabToolTip(1)
    editor.window().resize(1280, 720)
    editor.window().grab().save("/tmp/edtr-exam-translations-en.png")

    qtbot.keyClick(editor, Qt.Key.Key_S, CTRL)
    saved = school / "exams" / "school-holdem-exam.yaml"
    assert "exam check: no problems" in child(editor, QWidget, "exam_status").text()
    side = yaml.safe_load((school / "exams" / "school-holdem-exam.translations.yaml").read_text(encoding="utf-8"))
    assert side == [{"en": "Hold'em: our school's exam", "pt": EXAM_PT["title"], "zh_Hant": EXAM_ZH_TITLE},
                    {"en": "Pots and procedure, as our school teaches them.", "pt": EXAM_PT["intro"], "zh_Hant": ""}]
    assert "translations" not in saved.read_text(encoding="utf-8")  # the exam file itself is the format's

    # the library lists the exam once (its side file is not an exam) and counts what is missing
    listed = LibraryTab(school)
    qtbot.addWidget(listed)
    listed.load()
    exams = listed.tree.topLevelItem(0)
    assert exams.childCount() == 1 and exams.child(0).text(1) == "OK · 3 items"
    listed.select(exams.child(0))
    about = listed.preview.explanation.toPlainText()
    assert ("1 texts lack a Chinese translation" in about or "1 text lacks a Chinese translation" in about)
    assert "Portuguese" not in about

    # opened again, the editor reads the translations from beside the file
    window.close()
    again = ExamEditor(ExamDraft.load(saved), school)
    qtbot.addWidget(again)
    assert again.draft.translations.get("Hold'em: our school's exam", "pt") == EXAM_PT["title"]
    assert again.tabs.tabText(1) == "Translations (1 missing)"

    # a Portuguese candidate reads the school's words in the list and the start confirmation
    definition, problems = check_exam(saved)  # as the exam list reads a school exam: translations with it
    assert definition is not None and not problems
    store = Store.memory()
    trainee = store.add_trainee("Ana")
    translation.use_language("pt")
    try:
        screen = ExamScreen(store, trainee, definitions=(definition,))
        qtbot.addWidget(screen)
        assert screen.list_model.data(screen.list_model.index(0, 0)) == EXAM_PT["title"]
        details = html.unescape(screen.details.text())
        assert EXAM_PT["title"] in details and EXAM_PT["intro"] in details
        active(qtbot, screen)
        qtbot.keyClick(screen.exam_list, Qt.Key.Key_Return)
        assert screen.confirm is not None and EXAM_PT["title"] in screen.confirm.text()
        screen.confirm.close()
        translation.use_language("zh_Hant")
        chinese = ExamScreen(store, trainee, definitions=(definition,))
        qtbot.addWidget(chinese)
        assert chinese.list_model.data(chinese.list_model.index(0, 0)) == EXAM_ZH_TITLE
    finally:
        translation.use_language("en")
        i18n.clear_school_translations()
        store.close()


@pytest.mark.parametrize(("language", "players"), [("pt", "jogadores"), ("zh_Hant", "玩家")])
def test_a_pool_whose_tables_the_regulation_refuses_is_said_in_the_instructors_language(qtbot, school, language,
                                                                                         players):
    import re

    from trainer.gui import translation

    from ..i18n.screen_words import leaks

    translation.use_language(language)
    try:
        editor = ExamEditor(ExamDraft.new("holdem", "school-holdem-exam", "Exam"), school)
        qtbot.addWidget(editor)
        click(qtbot, child(editor, QPushButton, "add_pool"))
        pick_in_combo(qtbot, child(editor, QComboBox, "pool_task"), title("pot-split"))
        type_text(qtbot, child(editor, QLineEdit, "pool_constraints"), "seats: [2, 2]")  # R0-5: 4 to 10 players
        assert not child(editor, QPushButton, "save_exam").isEnabled()
        for shown in (child(editor, QWidget, "exam_status").text(), editor.summary_view.toPlainText()):
            text = html.unescape(re.sub(r"<[^>]+>", " ", shown))
            assert players in text and "R0-5" in text, text
            assert leaks(language, text) == [], text
    finally:
        translation.use_language("en")
