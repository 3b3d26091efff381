"""Help (issue 33 U21): F1 outside a lesson opens it; it lists each screen's real keys (checked
here against the screens themselves, both ways), the version from the package metadata, and
the regulation of every game."""

from __future__ import annotations

from importlib import metadata

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from trainer.engine.rulesets import RULESETS
from trainer.gui.home.help_window import HelpWindow, mnemonic_keys
from trainer.store import Role

PORTABLE = QKeySequence.SequenceFormat.PortableText
SAME_KEY = {"Enter": "Return", "Ctrl+Enter": "Ctrl+Return"}  # the keypad's Enter is Return's twin


def _real_keys(screen: QWidget) -> set[str]:
    keys = {s.key().toString(PORTABLE) for s in screen.findChildren(QShortcut)}
    return {SAME_KEY.get(k, k) for k in keys}


def _screens(qtbot, store):
    from trainer.gui.drill.screen import DrillScreen
    from trainer.gui.exam import ExamScreen
    from trainer.gui.instructor.screen import InstructorScreen
    from trainer.gui.progress.screen import ProgressScreen
    from trainer.gui.table_run.screen import HandScreen

    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    ana = store.add_trainee("Ana")
    made = {"drill": DrillScreen(store), "hand": HandScreen(store, ana), "exams": ExamScreen(store, ana),
            "progress": ProgressScreen(store, ana), "instructor": InstructorScreen(store, marta)}
    for screen in made.values():
        qtbot.addWidget(screen)
    instructor = made["instructor"]  # its tabs are built when first shown (U16): build them all
    for tab in (instructor.class_tab, instructor.trainee_tab, instructor.library_tab, instructor.results_tab,
                instructor.people_tab):
        assert tab is not None
    return made


def test_every_key_help_lists_is_a_shortcut_of_that_screen_and_none_is_left_out(qtbot, store):
    help_window = HelpWindow()
    qtbot.addWidget(help_window)
    screens = _screens(qtbot, store)
    sections = {s.screen: s for s in help_window.sections()}
    assert set(sections) == set(screens)
    for name, screen in screens.items():
        listed = {key for key, _what in sections[name].keys}
        real = _real_keys(screen)
        assert listed <= real, f"{name}: Help lists {listed - real}, which the screen has no shortcut for"
        assert real <= listed, f"{name}: the screen's {real - listed} are missing from Help"
        assert all(what for _key, what in sections[name].keys)


def test_f1_on_home_opens_help_with_home_keys_version_and_regulations(qtbot, window, store):
    store.add_trainee("Ana")
    window.show_home(store.find_trainee("Ana"))
    qtbot.keyClick(window.home, Qt.Key.Key_F1)
    shown = window.help
    assert shown is not None and shown.isVisible()
    text = shown.browser.toPlainText()
    assert f"Version {metadata.version('trainer')}" in text
    for key, what in mnemonic_keys(window.home):  # home's Alt+letters, read from its own buttons
        assert key.startswith("Alt+") and what in text
    assert "Alt+O" in {k for k, _w in mnemonic_keys(window.home)}  # Sign &out
    for rules in RULESETS.values():
        assert rules.regulation.split(" rules")[0] in text
    assert "My progress" in text and "Exams" in text


@pytest.mark.parametrize("key", ["progress", "instructor", "hand"])
def test_f1_on_the_screens_outside_a_lesson_opens_help(qtbot, window, store, key):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    window.show_home(marta)
    window.open_screen(key)
    assert window.extra is not None
    qtbot.keyClick(window.extra, Qt.Key.Key_F1)
    assert window.help is not None and window.help.isVisible()


def test_f1_in_a_lesson_keeps_opening_its_intro_not_help(qtbot, window, store):
    from trainer.gui.home.screen import DrillRequest
    from trainer.store import SessionKind
    from trainer.training import sources

    window.show_home(store.add_trainee("Ana"))
    lesson = next(x for x in sources.shipped_lessons() if x.id == "holdem-winner")
    window.start(DrillRequest(lesson.title, sources.lesson_questions(lesson)[:2], SessionKind.LESSON, lesson.id))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    drill = window.drill
    drill.intro_page.start_button.click()
    qtbot.keyClick(drill.panel, Qt.Key.Key_F1)
    assert drill.pages.currentWidget() is drill.intro_page
    assert window.help is None


def test_f1_on_my_mistakes_opens_help_but_never_over_a_hand_being_played(qtbot, window, store):
    ana = store.add_trainee("Ana")
    window.show_home(ana)
    window.open_screen("progress")
    window.extra.tabs.setCurrentWidget(window.extra.mistakes)
    qtbot.keyClick(window.extra.mistakes, Qt.Key.Key_F1)
    assert window.help is not None and window.help.isVisible()
    window.help.close()
    window.help = None
    window.open_screen("hand")
    hand = window.extra
    hand.setup.deal.click()
    assert hand.pages.currentIndex() != 0  # a hand on the table: its clock runs
    qtbot.keyClick(hand, Qt.Key.Key_F1)
    assert window.help is None


@pytest.mark.parametrize(("language", "close", "yes", "cancel"), [("pt", "Fechar", "Sim", "Cancelar"),
                                                                  ("zh_Hant", "關閉", "是", "取消")])
def test_standard_buttons_say_the_language_in_use(qtbot, language, close, yes, cancel):
    """Qt ships no European Portuguese catalogue: Help's Close and a message box's Yes stayed
    English on a Portuguese screen (the strict croupier's look at today's screens)."""
    from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QMessageBox

    from trainer.gui import translation
    from trainer.gui.question.rule_dialog import RuleDialog
    from trainer.gui.translation import name_buttons

    try:
        translation.use_language(language)
        shown = HelpWindow()
        qtbot.addWidget(shown)
        assert shown.buttons.button(QDialogButtonBox.StandardButton.Close).text() == close
        rule = RuleDialog("Despacho 97/2010 art. 12.1")
        qtbot.addWidget(rule)
        assert rule.buttons.button(QDialogButtonBox.StandardButton.Close).text() == close
        box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes
                          | QMessageBox.StandardButton.Cancel)
        name_buttons(box)
        assert box.button(QMessageBox.StandardButton.Yes).text() == yes
        assert box.button(QMessageBox.StandardButton.Cancel).text() == cancel
        asked = QInputDialog()
        name_buttons(asked)
        assert asked.cancelButtonText() == cancel
    finally:
        translation.use_language("en")
