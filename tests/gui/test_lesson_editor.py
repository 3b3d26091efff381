"""Issue 35: an instructor builds lessons in the app, by mouse and keyboard only — the engine
keys each item as it is set up, an illegal table or a hidden fact is refused, a trainee's
preview plays the items, and the saved file passes ``trainer lessons check``."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QComboBox, QLineEdit, QPlainTextEdit, QPushButton, QWidget

from trainer.gui.instructor.lesson_editor import LessonEditor
from trainer.gui.instructor.library_tab import LibraryTab
from trainer.resources import lessons_dir

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def school(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "school-lessons"
    monkeypatch.setenv("TRAINER_SCHOOL_LESSONS", str(folder))
    return folder


def click(qtbot, widget: QWidget) -> None:
    assert widget.isEnabled(), widget.objectName()
    if isinstance(widget, QCheckBox):  # ticked with the space bar, as from the keyboard
        qtbot.keyClick(widget, Qt.Key.Key_Space)
    else:
        qtbot.mouseClick(widget, LEFT)


def child(parent: QWidget, kind, name: str):
    found = parent.findChild(kind, name)
    assert found is not None, name
    return found


def type_text(qtbot, field: QWidget, text: str) -> None:
    """Click into a field, select what it holds, type ``text`` over it (Enter ends a line)."""
    qtbot.mouseClick(field, LEFT)
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    qtbot.keyClicks(field, text)
    if isinstance(field, QLineEdit | QAbstractSpinBox):
        qtbot.keyClick(field, Qt.Key.Key_Return)


def type_composed(qtbot, field: QWidget, text: str) -> None:
    """:func:`type_text` for a text with letters beyond ASCII (ã, ç, Chinese): the keyboard's
    input method commits them, as it does for the instructor (QTest types ASCII only)."""
    from PySide6.QtGui import QInputMethodEvent
    from PySide6.QtWidgets import QApplication

    qtbot.mouseClick(field, LEFT)
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    commit = QInputMethodEvent()
    commit.setCommitString(text)
    QApplication.sendEvent(field, commit)
    if isinstance(field, QLineEdit):
        qtbot.keyClick(field, Qt.Key.Key_Return)


def pick_in_combo(qtbot, combo: QComboBox, text: str) -> None:
    """The combo's item ``text`` chosen with the arrow keys."""
    qtbot.keyClick(combo, Qt.Key.Key_Home)  # the keys move the choice (a click would open the list)
    for _ in range(combo.count()):
        if combo.currentText() == text:
            return
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == text


def deal(qtbot, editor: LessonEditor, cards: list[str]) -> None:
    for card in cards:
        click(qtbot, child(editor, QPushButton, f"pick_{card}"))


def new_lesson(qtbot, game_title: str) -> LessonEditor:
    library = LibraryTab()
    qtbot.addWidget(library)
    pick_in_combo(qtbot, child(library, QComboBox, "new_lesson_game"), game_title)
    click(qtbot, child(library, QPushButton, "new_lesson"))
    window = library.edit_buttons.editor_window
    assert window is not None
    qtbot.addWidget(window)
    assert window.isVisible()
    return window.editor  # type: ignore[attr-defined]


def seat(qtbot, editor: LessonEditor, n: int, cards: list[str], committed: int, folded: bool = False,
         allin: bool = False) -> None:
    click(qtbot, child(editor, QPushButton, f"seat_toggle_{n}"))  # seated, and its cards are dealt next
    deal(qtbot, editor, cards)
    type_text(qtbot, child(editor, QAbstractSpinBox, f"seat{n}_committed"), str(committed))
    if folded:
        click(qtbot, child(editor, QCheckBox, f"seat{n}_folded"))
    if allin:
        click(qtbot, child(editor, QCheckBox, f"seat{n}_allin"))


def header(qtbot, editor: LessonEditor, lesson_id: str, title: str, skills: str) -> None:
    type_text(qtbot, child(editor, QLineEdit, "lesson_id"), lesson_id)
    type_text(qtbot, child(editor, QLineEdit, "lesson_title"), title)
    type_text(qtbot, child(editor, QLineEdit, "lesson_skills"), skills)
    type_text(qtbot, child(editor, QPlainTextEdit, "lesson_intro"), "Return the uncalled bet, then build the pots.")


def first_pot_split_item(qtbot, editor: LessonEditor) -> None:
    """Seat 4 bets 1,200, seat 8 calls all in for 500, seats 1 and 2 folded their blinds."""
    click(qtbot, child(editor, QPushButton, "add_table"))
    type_text(qtbot, child(editor, QLineEdit, "item_id"), "uncalled-first")
    click(qtbot, child(editor, QPushButton, "board_deal"))
    deal(qtbot, editor, ["Kc", "9h", "7d", "4s", "2c"])
    seat(qtbot, editor, 1, [], 25, folded=True)
    seat(qtbot, editor, 2, [], 50, folded=True)
    seat(qtbot, editor, 4, ["Ks", "Qd"], 1200)
    seat(qtbot, editor, 8, ["9s", "9c"], 500, allin=True)


class _PreviewWindow:
    """What :class:`drill_play.Player` reads of the main window, for the editor's preview window."""

    def __init__(self, dialog: QWidget) -> None:
        self.dialog = dialog
        self.drill = dialog.screen_widget  # type: ignore[attr-defined]

    def focusWidget(self) -> QWidget | None:
        return self.dialog.focusWidget()


def preview_item_answered(qtbot, editor: LessonEditor, wrong: dict | None) -> str:
    """Preview the item being edited as a trainee, give the engine's answer (or ``wrong``) by mouse
    on the trainee's screen, submit it; the feedback the trainee reads.  The preview is closed:
    back to editing."""
    from .drill_play import Player, give_by_mouse

    click(qtbot, child(editor, QPushButton, "preview_item"))
    dialog = editor.preview_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    player = Player(qtbot, _PreviewWindow(dialog), None, None, None, [])  # type: ignore[arg-type]
    question = player.screen.drill.current
    give_by_mouse(player, question, question.answer if wrong is None else wrong)
    player.submit_by_click()
    feedback = player.screen.feedback
    assert feedback is not None and feedback.correct is (wrong is None), (question.answer, wrong)
    said = player.explanation()
    assert said
    dialog.close()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    return said


def test_r0_5_the_picker_never_deals_a_card_twice_and_an_illegal_table_is_refused(qtbot, school):
    editor = new_lesson(qtbot, "Hold'em")
    header(qtbot, editor, "school-pots", "Pots", "pot-split")
    click(qtbot, child(editor, QPushButton, "add_table"))
    click(qtbot, child(editor, QPushButton, "board_deal"))
    deal(qtbot, editor, ["Kc", "9h", "7d", "4s", "2c"])
    assert not child(editor, QPushButton, "pick_Kc").isEnabled()  # on the board: greyed out in the deck
    assert not child(editor, QPushButton, "pick_As").isEnabled()  # the board holds five: nothing more goes there
    seat(qtbot, editor, 4, ["Ks", "Qd"], 1200)
    seat(qtbot, editor, 8, ["9s", "9c"], 500, allin=True)
    seat(qtbot, editor, 2, [], 50, folded=True)
    # three players: hold'em deals to 4 to 10 (non-banked rules 6, 24)
    status = child(editor, QWidget, "item_status").text()
    assert "Refused: a table the regulation does not allow" in status and "not 3" in status
    save = child(editor, QPushButton, "save_lesson")
    assert not save.isEnabled()
    assert "This item cannot be saved" in child(editor, QWidget, "lesson_status").text()
    seat(qtbot, editor, 1, [], 25, folded=True)
    assert editor.editor.check is not None and editor.editor.check.ok
    assert save.isEnabled()
    # a card on the table is never dealt again: seat 4's king of spades is greyed out for seat 1
    click(qtbot, child(editor, QPushButton, "seat1_cards_deal"))
    assert not child(editor, QPushButton, "pick_Ks").isEnabled()
    assert child(editor, QPushButton, "pick_As").isEnabled()


def test_a_hidden_fact_is_refused_in_the_editor(qtbot, school, monkeypatch):
    from trainer.scenarios.facts import TABLE_SHOWS
    from trainer.tasks import TASKS

    # a pot-split question that did not show all-ins (every task shows every fact today)
    monkeypatch.setattr(type(TASKS["pot-split"]), "shows", TABLE_SHOWS - {"seats.allin"})
    editor = new_lesson(qtbot, "Hold'em")
    header(qtbot, editor, "school-pots", "Pots", "pot-split")
    first_pot_split_item(qtbot, editor)
    status = child(editor, QWidget, "item_status").text()
    assert "Refused: the answer needs a fact the table does not show" in status and "seats.allin" in status
    assert not child(editor, QPushButton, "save_lesson").isEnabled()
    click(qtbot, child(editor, QCheckBox, "seat8_allin"))  # the all-in left unsaid: shown by the chips
    assert editor.editor.check is not None and editor.editor.check.ok
    assert child(editor, QPushButton, "save_lesson").isEnabled()


def test_an_instructor_builds_a_pot_split_lesson_previews_it_and_saves_it_clean(qtbot, school, run_cli):
    editor = new_lesson(qtbot, "Hold'em")
    header(qtbot, editor, "school-pot-split", "Hold'em: pots at our school", "pot-split")
    # item 1: set up on the table, keyed by the engine as it is set up
    first_pot_split_item(qtbot, editor)
    check = editor.editor.check
    assert check is not None and check.ok, check.problems
    assert check.answer == {"pots": [{"amount": 1075, "winners": [8]}], "payouts": {"4": 700, "8": 1022}}
    assert "The engine keys this item" in child(editor, QWidget, "item_status").text()
    assert "700" in editor.editor.view.explanation.toPlainText()  # the engine's reasons beside the table
    # previewed as a trainee: the pot and payouts given by mouse on the trainee's screen, wrong then right
    preview_item_answered(qtbot, editor, {"pots": [{"amount": 1000, "winners": [8]}], "payouts": {"4": 700, "8": 1000}})
    assert "1,075" in preview_item_answered(qtbot, editor, None)
    assert editor.items.currentRow() == 0 and editor.editor.check is not None and editor.editor.check.ok
    # item 2: a copy with seat 8 calling 1,200 — the engine's answer follows
    click(qtbot, child(editor, QPushButton, "duplicate"))
    assert editor.items.currentRow() == 1
    click(qtbot, child(editor, QCheckBox, "seat8_allin"))
    type_text(qtbot, child(editor, QAbstractSpinBox, "seat8_committed"), "1200")
    check = editor.editor.check
    assert check is not None and check.ok, check.problems
    assert check.answer is not None and check.answer["pots"] == [{"amount": 2475, "winners": [8]}]
    # a generated block of three items with a side pot, previewed item by item
    click(qtbot, child(editor, QPushButton, "add_generate"))
    type_text(qtbot, child(editor, QAbstractSpinBox, "generate_count"), "3")
    type_text(qtbot, child(editor, QLineEdit, "generate_constraints"), "side_pots: 1")
    generated = child(editor, QWidget, "generated_items")
    assert generated.count() == 3
    qtbot.mouseClick(generated.viewport(), LEFT, pos=generated.visualItemRect(generated.item(2)).center())
    assert editor.editor.view.heading.text() == "Generated item 3"
    assert editor.editor.view.question is not None and len(editor.editor.view.question.answer["pots"]) == 2
    # a choice item, the length cue warned while it is written
    click(qtbot, child(editor, QPushButton, "add_choice"))
    type_text(qtbot, child(editor, QLineEdit, "item_id"), "misdeal-order")
    type_text(qtbot, child(editor, QPlainTextEdit, "question"),
              "The cards were not dealt in the regulation order. What happens?")
    type_text(qtbot, child(editor, QLineEdit, "option1"), "Misdeal: the hand is void and a new hand is dealt.")
    type_text(qtbot, child(editor, QLineEdit, "option2"), "Swap the cards.")
    type_text(qtbot, child(editor, QLineEdit, "option3"), "Play on.")
    type_text(qtbot, child(editor, QLineEdit, "cite"), "Non-banked poker rules, rule 69 a)")
    assert "the keyed option is the longest" in child(editor, QWidget, "item_status").text()
    type_text(qtbot, child(editor, QLineEdit, "option2"),
              "Move the cards so that each player gets the cards he should have had.")
    type_text(qtbot, child(editor, QLineEdit, "option3"), "The hand stands: nobody looked yet.")
    assert "Length cue" not in child(editor, QWidget, "item_status").text()
    assert editor.editor.check is not None and editor.editor.check.ok
    assert [editor.items.item(i).text() for i in range(4)][1:3] == [
        "2. uncalled-first-2 · Pots and payouts", "Generated: 3 × Pots and payouts (seed 1)"]

    # preview the choice item as a trainee: a wrong answer, then the right one
    for right in (False, True):
        click(qtbot, child(editor, QPushButton, "preview_item"))
        dialog = editor.preview_dialog
        assert dialog is not None
        qtbot.addWidget(dialog)
        screen = dialog.screen_widget  # type: ignore[attr-defined]
        keyed = screen.drill.current.answer["choice"]
        click(qtbot, screen.panel.buttons[keyed if right else (keyed + 1) % 3])
        click(qtbot, screen.submit_button)
        assert screen.feedback is not None and screen.feedback.correct is right
        assert screen.explanation.toPlainText()  # the feedback the trainee reads
        qtbot.keyClick(screen, Qt.Key.Key_Escape)  # the session ends: back to editing
        dialog.close()
    # the whole lesson as a trainee gets it: 2 scripted items, 3 generated, 1 choice
    click(qtbot, child(editor, QPushButton, "preview_lesson"))
    dialog = editor.preview_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    screen = dialog.screen_widget  # type: ignore[attr-defined]
    assert len(screen.drill.questions) == 6
    assert screen.table.isVisible() and screen.drill.current.task == "pot-split"
    # played through as a trainee, by mouse: the scripted items, the generated ones, the choice item
    from .drill_play import Player, give_by_mouse

    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    player = Player(qtbot, _PreviewWindow(dialog), None, None, None, [])  # type: ignore[arg-type]
    asked = []
    for i in range(6):
        question = screen.drill.current
        asked.append(question.task)
        give_by_mouse(player, question, question.answer)
        player.submit_by_click()
        assert screen.feedback is not None and screen.feedback.correct, (i, question.answer)
        if i < 5:
            player.next_by_click()
    assert asked == ["pot-split"] * 5 + ["procedure"]
    dialog.close()

    click(qtbot, child(editor, QPushButton, "save_lesson"))
    saved = school / "holdem" / "school-pot-split.yaml"
    assert "lessons check: no problems" in child(editor, QWidget, "lesson_status").text()
    text = saved.read_text(encoding="utf-8")
    assert "  - id: uncalled-first\n    task: pot-split\n" in text
    assert "        - {seat: 8, cards: [9s, 9c], committed: 500, allin: true}\n" in text
    assert "  - generate: {task: pot-split, count: 3, seed: 1, constraints: {side_pots: 1}}\n" in text
    rc, out, err = run_cli("lessons", "check", saved)
    assert (rc, err) == (0, "")
    assert "1 lesson(s), 6 item(s)" in out


ROWS_13 = {
    "banker": (["2s", "3d", "7c"], ["8s", "8d", "4c", "5h", "9c"], ["Js", "Jd", "6c", "6h", "Tc"]),
    "seat1": (["Ks", "Qd", "2h"], ["Ah", "2c", "3h", "4d", "5s"], ["Kc", "Qh", "Jc", "Th", "9s"]),
    "seat2": (["8h", "7s", "3c"], ["Kh", "Qs", "Jh", "Td", "9d"], ["As", "2d", "3s", "4h", "5c"]),
    "seat3": (["Ad", "Kd", "Qc"], ["Ts", "9h", "8c", "7h", "6s"], ["7d", "6d", "5d", "4s", "Ac"]),
}


def test_an_instructor_sets_up_a_13_card_foul_item_and_saves_it_clean(qtbot, school, run_cli):
    editor = new_lesson(qtbot, "Thirteen cards")
    header(qtbot, editor, "school-foul", "Thirteen cards: our fouls", "foul")
    click(qtbot, child(editor, QPushButton, "add_table"))
    type_text(qtbot, child(editor, QLineEdit, "item_id"), "wheel-in-the-middle")
    for place, rows in ROWS_13.items():
        for row, cards in zip(("front", "middle", "back"), rows, strict=True):
            click(qtbot, child(editor, QPushButton, f"{place}_{row}_deal"))
            deal(qtbot, editor, cards)
            assert not child(editor, QPushButton, f"pick_{cards[0]}").isEnabled()
    assert not any(b.isEnabled() for b in editor.findChildren(QPushButton) if b.objectName().startswith("pick_"))
    for n in (1, 2, 3):
        type_text(qtbot, child(editor, QAbstractSpinBox, f"seat{n}_stake"), "100")
    # stakes with no bet unit: art. 11 stakes 1, 2 or 3 points of the table's unit (R0-5)
    assert "bet unit" in child(editor, QWidget, "item_status").text()
    assert not child(editor, QPushButton, "save_lesson").isEnabled()
    type_text(qtbot, child(editor, QAbstractSpinBox, "bet_unit"), "50")
    check = editor.editor.check
    assert check is not None and check.ok, check.problems
    assert check.answer is not None and check.answer["fouls"]["1"] is True and check.answer["fouls"]["2"] is False
    # previewed as a trainee: the fouled seat clicked on the table, wrong (seat 2 too) then right
    preview_item_answered(qtbot, editor, {"fouls": {**check.answer["fouls"], "2": True}})
    preview_item_answered(qtbot, editor, None)
    click(qtbot, child(editor, QPushButton, "save_lesson"))
    saved = school / "thirteen" / "school-foul.yaml"
    assert "lessons check: no problems" in child(editor, QWidget, "lesson_status").text()
    assert "middle: [Ah, 2c, 3h, 4d, 5s]" in saved.read_text(encoding="utf-8")
    rc, out, err = run_cli("lessons", "check", saved)
    assert (rc, err) == (0, "")
    assert "1 lesson(s), 1 item(s)" in out


def test_a_shipped_lesson_opened_and_saved_unchanged_is_byte_identical(qtbot, school):
    library = LibraryTab(Path(lessons_dir()) / "holdem")
    qtbot.addWidget(library)
    library.resize(1280, 720)
    library.show()
    library.load()
    tree = library.tree
    node = next(tree.topLevelItem(0).child(i) for i in range(tree.topLevelItem(0).childCount())
                if tree.topLevelItem(0).child(i).toolTip(0).endswith("pot-split.yaml"))
    tree.scrollToItem(node)
    qtbot.mouseClick(tree.viewport(), LEFT, pos=tree.visualItemRect(node).center())
    click(qtbot, child(library, QPushButton, "edit_lesson"))
    window = library.edit_buttons.editor_window
    assert window is not None
    qtbot.addWidget(window)
    editor: LessonEditor = window.editor  # type: ignore[attr-defined]
    assert editor.draft.shipped
    items = editor.items
    qtbot.mouseClick(items.viewport(), LEFT, pos=items.visualItemRect(items.item(0)).center())
    for _ in range(items.count() - 1):  # every item looked at with the arrow key, none changed
        qtbot.keyClick(items, Qt.Key.Key_Down)
    assert items.currentRow() == items.count() - 1
    click(qtbot, child(editor, QPushButton, "save_lesson"))
    source = Path(lessons_dir()) / "holdem" / "pot-split.yaml"
    copy = school / "holdem" / "pot-split.yaml"
    assert copy.read_bytes() == source.read_bytes()
    assert "lessons check: no problems" in child(editor, QWidget, "lesson_status").text()


PT_TEXTS = {"lesson_title": ("tr_title_pt", "Os nossos erros de distribuição"),
            "intro": ("tr_intro_pt", "Devolva a aposta não igualada e depois forme os potes."),
            "question": ("tr_question_pt",
                         "As cartas não foram distribuídas pela ordem do regulamento. O que acontece?"),
            "option1": ("tr_choice1_pt", "Erro de distribuição: a mão é nula e o croupier volta a distribuir."),
            "option2": ("tr_choice2_pt", "Trocam-se as cartas para que cada jogador receba as que devia ter."),
            "option3": ("tr_choice3_pt", "A mão mantém-se: ninguém as viu.")}


def test_the_texts_in_three_languages_side_by_side_a_missing_one_marked_and_drilled_in_portuguese(
        qtbot, school):
    from PySide6.QtWidgets import QTabWidget

    from trainer import i18n
    from trainer.gui import translation

    editor = new_lesson(qtbot, "Hold'em")
    header(qtbot, editor, "school-misdeals", "Our misdeals", "procedure")
    click(qtbot, child(editor, QPushButton, "add_choice"))
    type_text(qtbot, child(editor, QLineEdit, "item_id"), "misdeal-order")
    type_text(qtbot, child(editor, QPlainTextEdit, "question"),
              "The cards were not dealt in the regulation order. What happens?")
    type_text(qtbot, child(editor, QLineEdit, "option1"), "Misdeal: the hand is void and our dealer deals it again.")
    type_text(qtbot, child(editor, QLineEdit, "option2"),
              "Move the cards so that each player gets the cards he should have had.")
    type_text(qtbot, child(editor, QLineEdit, "option3"), "The hand stands: nobody looked yet.")
    type_text(qtbot, child(editor, QLineEdit, "cite"), "Non-banked poker rules, rule 69 a)")
    tabs = child(editor, QTabWidget, "editor_tabs")
    assert tabs.tabText(1) == "Translations (12 missing)"  # six texts, none in Portuguese or Chinese yet
    qtbot.mouseClick(tabs.tabBar(), LEFT, pos=tabs.tabBar().tabRect(1).center())
    assert tabs.currentIndex() == 1
    title_pt = child(editor, QLineEdit, "tr_title_pt")
    assert title_pt.property("missing") is True and title_pt.text() == ""  # marked, not English in its place
    assert title_pt.placeholderText() == "missing: type the translation"
    panel = editor.translations
    english = [panel.grid.itemAtPosition(r, 1).widget().text() for r in range(1, 7)]
    assert english[:3] == ["Our misdeals", "Return the uncalled bet, then build the pots.",
                           "The cards were not dealt in the regulation order. What happens?"]
    for name, text in PT_TEXTS.values():
        type_composed(qtbot, child(editor, QWidget, name), text)
    type_composed(qtbot, child(editor, QWidget, "tr_question_zh_Hant"), "牌不是按規則的次序派發，會怎樣？")
    assert title_pt.property("missing") is False and child(editor, QLineEdit, "tr_title_zh_Hant").property("missing")
    assert tabs.tabText(1) == "Translations (5 missing)"
    assert tabs.tabToolTip(1) == "5 texts lack a Chinese translation"
    assert editor.items.item(0).toolTip() == "3 translations missing"  # the item's options, in Chinese
    editor.resize(1280, 720)
    editor.grab().save("/tmp/ed5_translations.png")
    click(qtbot, child(editor, QPushButton, "save_lesson"))
    saved = school / "holdem" / "school-misdeals.yaml"
    assert "lessons check: no problems" in child(editor, QWidget, "lesson_status").text()
    assert "Os nossos erros de distribuição" in (school / "holdem" / "school-misdeals.translations.yaml").read_text(
        encoding="utf-8")

    # the library says what is missing, in its preview of the lesson
    library = LibraryTab(school)
    qtbot.addWidget(library)
    library.load()
    node = library.tree.topLevelItem(0).child(0)
    assert node.toolTip(0) == str(saved)  # the side file is not listed as a lesson
    library.select(node)
    about = library.preview.explanation.toPlainText()
    assert "5 texts lack a Chinese translation" in about and "Portuguese" not in about

    # drilled under Portuguese, the trainee reads the instructor's words
    translation.use_language("pt")
    try:
        click(qtbot, child(editor, QPushButton, "preview_lesson"))
        dialog = editor.preview_dialog
        assert dialog is not None
        qtbot.addWidget(dialog)
        screen = dialog.screen_widget  # type: ignore[attr-defined]
        assert screen.drill.current.shown_prompt == PT_TEXTS["question"][1]
        shown = sorted(b.text.text() for b in screen.panel.buttons.values())
        assert shown == sorted(PT_TEXTS[f"option{n}"][1] for n in (1, 2, 3))
        dialog.close()
    finally:
        translation.use_language("en")
        i18n.clear_school_translations()


PROCEDURE_LESSON = "procedure/holdem.yaml"


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hant"])
def test_at_1280x720_every_field_of_the_item_form_is_inside_the_window(qtbot, school, language):
    """Ten seat buttons, the all-in column and the table's terms fit the form's column at 1280x720 in
    each language (the seat bar's sentence and the commission had made it wider than its column)."""
    from PySide6.QtWidgets import QScrollArea

    from trainer.gui import translation
    from trainer.gui.instructor.lesson_editor import open_lesson_editor

    translation.use_language(language)
    try:
        for lesson, row in (("holdem/pot-split.yaml", 0), ("thirteen/foul.yaml", 0), (PROCEDURE_LESSON, 0)):
            window = open_lesson_editor(Path(lessons_dir()) / lesson, school_folder=school)
            qtbot.addWidget(window)
            window.resize(1280, 720)
            window.show()
            qtbot.waitExposed(window)
            editor: LessonEditor = window.editor  # type: ignore[attr-defined]
            editor.items.setCurrentRow(row)
            scroll = editor.editor.findChild(QScrollArea)
            qtbot.waitUntil(lambda s=scroll: s.widget().width() <= s.viewport().width())
            assert scroll.horizontalScrollBar().maximum() == 0  # nothing to scroll sideways to
            viewport = scroll.viewport()
            fields = [w for w in scroll.widget().findChildren(QWidget)
                      if w.isVisible() and w.objectName() and not w.objectName().startswith("qt_")]
            assert any(w.objectName() == "item_id" for w in fields)
            for field in fields:
                left = field.mapTo(viewport, field.rect().topLeft()).x()
                right = field.mapTo(viewport, field.rect().topRight()).x()
                assert left >= 0 and right < viewport.width(), (lesson, field.objectName(), right, viewport.width())
                assert field.mapTo(window, field.rect().topRight()).x() < window.width()  # down the form: it scrolls
            if lesson.startswith("holdem"):
                assert editor.findChild(QWidget, "seat_toggle_10").isVisible()
                window.grab().save(f"/tmp/ed5_fit_{language}.png")
            window.close()
    finally:
        translation.use_language("en")


def test_save_as_opens_in_the_school_folder_and_never_writes_over_a_shipped_lesson(qtbot, school, monkeypatch):
    from trainer.gui.instructor.lesson_editor import open_lesson_editor

    shipped = Path(lessons_dir()) / "holdem" / "pot-split.yaml"
    before = shipped.read_bytes()
    window = open_lesson_editor(shipped, school_folder=school)
    qtbot.addWidget(window)
    window.show()
    editor: LessonEditor = window.editor  # type: ignore[attr-defined]
    asked: list[str] = []
    answer = [str(school / "holdem" / "our-pots")]  # no suffix typed: .yaml added

    def dialog(_parent, _title, start, _filter):
        asked.append(start)
        return answer[0], ""

    monkeypatch.setattr("trainer.gui.instructor.lesson_editor.QFileDialog.getSaveFileName", dialog)
    click(qtbot, child(editor, QPushButton, "save_lesson_as"))
    assert asked == [str(school / "holdem" / "pot-split.yaml")]  # the school's copy, proposed in its folder
    copy = school / "holdem" / "our-pots.yaml"
    assert copy.read_bytes() == before
    assert (school / "holdem" / "our-pots.translations.yaml").exists()
    assert child(editor, QLineEdit, "save_where").text() == "holdem/our-pots.yaml"
    assert "lessons check: no problems" in child(editor, QWidget, "lesson_status").text()
    answer[0] = str(shipped)  # the instructor points the dialog at the shipped file itself
    click(qtbot, child(editor, QPushButton, "save_lesson_as"))
    assert "is inside the shipped lessons" in child(editor, QWidget, "lesson_status").text()
    assert shipped.read_bytes() == before
    assert not (shipped.parent / "pot-split.translations.yaml").exists()


def test_the_school_lesson_folder_is_a_setting_the_instructor_changes(qtbot, school, tmp_path, monkeypatch):
    from trainer.gui.common import prefs
    from trainer.store import Store

    store = Store.memory()
    library = LibraryTab()
    qtbot.addWidget(library)
    library.edit_buttons.store = store
    assert library.edit_buttons.folder() == school  # $TRAINER_SCHOOL_LESSONS until one is chosen
    share = tmp_path / "server-share" / "lessons"
    share.mkdir(parents=True)
    monkeypatch.setattr("trainer.gui.instructor.library_edit.QFileDialog.getExistingDirectory",
                        lambda _parent, _title, start: str(share) if start == str(school) else "")
    click(qtbot, child(library, QPushButton, "school_folder"))
    assert prefs.school_lessons_folder(store) == share  # kept with the records
    assert str(share) in child(library, QPushButton, "school_folder").toolTip()
    other = LibraryTab()  # the next time the library is opened
    qtbot.addWidget(other)
    other.edit_buttons.store = store
    click(qtbot, child(other, QPushButton, "new_lesson"))
    window = other.edit_buttons.editor_window
    assert window is not None
    qtbot.addWidget(window)
    assert window.editor.school_folder == share  # type: ignore[attr-defined]
    store.close()


def click_seat_on_table(qtbot, editor: LessonEditor, n: int) -> None:
    table = editor.editor.view.table
    assert table.isVisible()
    seat = table.seat_items()[n]
    qtbot.mouseClick(table.viewport(), LEFT, pos=table.mapFromScene(seat.sceneBoundingRect().center()))


def test_a_seat_clicked_on_the_drawn_table_is_seated_and_clicked_again_is_taken_away(qtbot, school):
    editor = new_lesson(qtbot, "Hold'em")
    header(qtbot, editor, "school-pots", "Pots", "pot-split")
    click(qtbot, child(editor, QPushButton, "add_table"))
    assert not editor.editor.check.ok  # nobody seated yet: the table is drawn all the same, to click on
    click_seat_on_table(qtbot, editor, 4)
    assert child(editor, QPushButton, "seat_toggle_4").isChecked()
    qtbot.waitUntil(child(editor, QWidget, "seat4_cards").isVisible)  # its row on the form, to deal its cards
    assert [s["seat"] for s in editor.editor.value()["scenario"]["seats"]] == [4]
    for n in (1, 2, 8):
        click_seat_on_table(qtbot, editor, n)
    assert [s["seat"] for s in editor.editor.value()["scenario"]["seats"]] == [1, 2, 4, 8]
    click_seat_on_table(qtbot, editor, 2)  # clicked again: the seat is taken away
    assert not child(editor, QPushButton, "seat_toggle_2").isChecked()
    assert editor.findChild(QWidget, "seat2_cards") is None
    assert [s["seat"] for s in editor.draft.item(0)["scenario"]["seats"]] == [1, 4, 8]


def shown_text(label: QWidget) -> str:
    """A rich-text label's words as the instructor reads them (tags and entities out)."""
    import html
    import re

    return html.unescape(re.sub(r"<[^>]+>", " ", label.text()))


@pytest.mark.parametrize(("language", "players", "hidden"), [("pt", "jogadores", "não mostra"),
                                                             ("zh_Hant", "玩家", "沒有顯示")])
def test_an_illegal_table_and_a_hidden_fact_are_refused_in_the_instructors_language(
        qtbot, school, monkeypatch, language, players, hidden):
    from trainer.curriculum.lesson_edit import LessonDraft
    from trainer.gui import translation
    from trainer.scenarios.facts import TABLE_SHOWS
    from trainer.tasks import TASKS

    from ..i18n.screen_words import leaks

    translation.use_language(language)
    try:
        editor = LessonEditor(LessonDraft.new("holdem", "school-pots", "Pots", ["pot-split"]), school)
        qtbot.addWidget(editor)
        click(qtbot, child(editor, QPushButton, "add_table"))
        click(qtbot, child(editor, QPushButton, "board_deal"))
        deal(qtbot, editor, ["Kc", "9h", "7d", "4s", "2c"])
        seat(qtbot, editor, 4, ["Ks", "Qd"], 1200)
        seat(qtbot, editor, 8, ["9s", "9c"], 500, allin=True)
        seat(qtbot, editor, 2, [], 50, folded=True)
        # three players: hold'em deals to 4 to 10 (non-banked rules 6, 24), said in the instructor's words
        check = editor.editor.check
        assert check is not None and check.refused_table
        status = shown_text(child(editor, QWidget, "item_status"))
        assert players in status and "R0-5" in status, status
        assert leaks(language, status) == [], status
        refusal = shown_text(child(editor, QWidget, "lesson_status"))
        assert players in refusal and leaks(language, refusal) == [], refusal
        editor.resize(1280, 720)
        editor.grab().save(f"/tmp/edtr-refused-{language}.png")

        # a question that did not show all-ins: the fact it hides named in the instructor's words
        monkeypatch.setattr(type(TASKS["pot-split"]), "shows", TABLE_SHOWS - {"seats.allin"})
        seat(qtbot, editor, 1, [], 25, folded=True)
        check = editor.editor.check
        assert check is not None and check.hidden and not check.refused_table
        status = shown_text(child(editor, QWidget, "item_status"))
        assert hidden in status and leaks(language, status) == [], status
        assert not child(editor, QPushButton, "save_lesson").isEnabled()
    finally:
        translation.use_language("en")


BAD_LESSON = """id: school-bad
title: Pots
game: holdem
skills: [pot-split]
intro: |
  Pots.
items:
  - id: three-players
    task: pot-split
    scenario:
      marker: 4
      board: [Kc, 9h, 7d, 4s, 2c]
      seats:
        - {seat: 2, cards: [Ah, Ad], committed: 50, folded: true}
        - {seat: 4, cards: [Ks, Qd], committed: 1200}
        - {seat: 8, cards: [9s, 9c], committed: 500, allin: true}
"""


def test_the_library_says_a_school_lessons_refused_table_in_portuguese(qtbot, school):
    from trainer.gui import translation

    (school / "holdem").mkdir(parents=True)
    (school / "holdem" / "school-bad.yaml").write_text(BAD_LESSON, encoding="utf-8")
    translation.use_language("pt")
    try:
        library = LibraryTab(school)
        qtbot.addWidget(library)
        library.load()
        node = library.tree.topLevelItem(0).child(0)
        library.select(node)
        shown = library.preview.explanation.toPlainText()
        assert "cada mão é distribuída a 4 a 10 jogadores, não a 3" in shown, shown
        assert "players" not in shown and "lugares" in shown  # the field by its keys: mesa.lugares
    finally:
        translation.use_language("en")
