"""Issue 32, T5 / T6 / T12: the drill screen in Chinese and Portuguese shows no English word and no card
code — its panel's labels, lists and key hints, the words the table paints (seat tags such as
SB / BB / ALL-IN, the action log, pots), and after an answer the feedback and the right answer
drawn on the panel and the table.  One question of every task of every game, answered blank.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QLineEdit, QTextEdit, QWidget

from trainer import i18n, translations
from trainer.engine.rulesets import GAMES
from trainer.gui import translation
from trainer.gui.home.screen import DrillRequest
from trainer.gui.panels import panel_for
from trainer.gui.panels.widgets import Picker
from trainer.gui.question.explain_html import mistakes_html
from trainer.gui.table import pixcache
from trainer.store import SessionKind
from trainer.tasks import task_for, tasks_for_game
from trainer.training import sources
from trainer.training.attempt_text import value_words

from ..fast import sample
from ..i18n.screen_words import leaks


@pytest.fixture
def painted(monkeypatch) -> Iterator[list[str]]:
    """Every text a painter draws while the fixture is on (the table's items paint their words)."""
    texts: list[str] = []
    draw = QPainter.drawText

    def recording(self: QPainter, *args: object) -> None:
        texts.extend(a for a in args if isinstance(a, str))
        draw(self, *args)

    monkeypatch.setattr(QPainter, "drawText", recording)
    yield texts


def shown_texts(root: QWidget) -> Iterator[tuple[str, bool]]:
    """Each visible widget's words, and whether they are sentences (a button's or a key hint's
    words name keys as the keyboard writes them: "提交 (Enter)", "1-9, 0")."""
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root.window()):
            continue
        if isinstance(w, QAbstractButton):
            yield w.text(), False
        elif isinstance(w, QLabel):
            yield w.text(), "<b>" not in w.text()  # the keys bar: key names in bold
        elif isinstance(w, QComboBox):
            yield from ((w.itemText(i), True) for i in range(w.count()))
        elif isinstance(w, QTextEdit):
            yield w.toPlainText(), True
        elif isinstance(w, QLineEdit):
            yield w.placeholderText(), True


def table_texts(screen, painted: list[str]) -> list[str]:
    """What the table paints now: its cached pictures dropped, so each item draws its words again."""
    pixcache.clear()
    painted.clear()
    screen.table.grab()
    return list(painted)


# the fast loop's share: every game's own tasks (stud's, a board game's, 13 cards', Q Poker's) in
# one of the two languages, each language twice; the slow run every game in both
T5_FAST = {("stud", "pt"), ("holdem", "zh_Hant"), ("thirteen", "zh_Hant"), ("qpoker", "pt")}


@pytest.mark.parametrize(("game", "lang"), sample([(g, lang) for lang in ("zh_Hant", "pt") for g in GAMES],
                                                  T5_FAST, several=True))
def test_t5_the_drill_screen_of_every_task_shows_no_english(qtbot, window, store, painted, lang, game):
    window.set_language(lang)
    try:
        window.show_home(store.add_trainee("Ana"))
        questions = [q for task in tasks_for_game(game) for q in sources.free_drill(game, task.id, 1, seed=5)[:1]]
        window.start(DrillRequest("drill", questions, SessionKind.DRILL))
        screen = window.drill
        found = []
        # Despacho 97/2010 art. 11.3 writes «(all-in)» itself: the Portuguese 2010 table's own tag (T3)
        own = {"ALL-IN"} if (lang, game) == ("pt", "omaha-macau") else set()
        for q in questions:
            assert screen.drill.current is q
            for moment in ("asked", "graded"):
                if moment == "graded":
                    screen.submit()  # blank: every part wrong, the right answers drawn
                texts = [*shown_texts(screen), *((t, True) for t in table_texts(screen, painted))]
                texts += [(t, False) for pair in screen.panel.shortcuts() for t in pair]
                found += [f"{q.task} {moment}: {bad} in {text[:120]!r}" for text, sentence in texts
                          if (bad := [w for w in leaks(lang, text, joints=sentence) if w not in own])]
            screen.next_question()
        assert not found, f"{len(found)} texts:\n" + "\n".join(dict.fromkeys(found))
    finally:
        translation.use_language("en")


def _type(combo: QComboBox, letters: str) -> None:
    """Letters as a keyboard gives them to the list (any letter: ç and ó too), one key at a time."""
    for ch in letters:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(combo, QKeyEvent(kind, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier, ch))


T6_LISTS = [("hand-category", "holdem"), ("hand-category", "sintetico"), ("hand-category", "stud"),
            ("natural", "thirteen")]
# the fast loop's share: each list once, the languages in turn (Portuguese's ç and ó twice)
T6_FAST = {("hand-category", "holdem", "en"), ("hand-category", "sintetico", "pt"),
           ("hand-category", "stud", "zh_Hant"), ("natural", "thirteen", "pt")}


@pytest.mark.parametrize(("task", "game", "lang"), sample([(t, g, lang) for lang in ("en", "zh_Hant", "pt")
                                                          for t, g in T6_LISTS], T6_FAST, several=True))
def test_t6_the_key_hint_names_letters_that_pick_what_it_says(qtbot, table, lang, task, game):
    """The hint under a list of names says which letters pick which name, from the lines as the
    language writes them; in Chinese the names are not typed letter by letter, so the hint names
    the arrows (which step through the list) and no letter at all."""
    translation.use_language(lang)
    try:
        q = next(q for q in sources.free_drill(game, task, 3, seed=2) if len(q.answer[PANEL_KEY[task]]) > 1)
        view = table()
        panel = panel_for(task)
        qtbot.addWidget(panel)
        view.show_scenario(q.scenario)
        panel.load(q, view)
        combo = next(iter(panel.combos.values()))
        lines = [combo.itemText(i) for i in range(combo.count())]
        hint = dict(panel.shortcuts())
        keys = Picker.typed_keys(lines)
        if lang == "zh_Hant":
            assert not keys and "↑ ↓" in hint and QCoreApplication.translate("PickerPanel", "Letters") not in hint
            assert not any(re.search("[A-Za-z]", what) for what in hint.values())  # keys named, no mnemonics
            combo.setFocus()
            qtbot.keyClick(combo, Qt.Key.Key_Down)
            assert combo.currentIndex() == 1  # the arrows step through the names
            return
        letters = QCoreApplication.translate("PickerPanel", "Letters")
        said = hint[letters]
        assert set(range(1, len(lines))) <= set(keys)  # every name has its letters
        for i, key in keys.items():  # what the hint promises, each typed on a fresh list
            combo.setCurrentIndex(0)
            combo.forget_typing()
            _type(combo, key)
            assert combo.currentIndex() == i, (key, lines[i])
        named = re.findall(r"(\S+)(?: \S+)? = ([^,]+)", said.split(": ", 1)[1])
        assert len(named) >= 2 and all(name.strip() in lines for _, name in named), said
    finally:
        translation.use_language("en")


PANEL_KEY = {"hand-category": "categories", "natural": "naturals"}


@pytest.mark.parametrize(("lang", "foul", "in_order"), [("zh_Hant", "倒水", "順序正確"), ("pt", "falta", "em ordem")])
def test_t12_a_13_card_answer_says_foul_or_in_order_never_yes_or_no(lang, foul, in_order):
    """The foul feedback reads "莊家：答案是順序正確，你答了倒水。", not "答案是否" (is the answer…?)."""
    i18n.set_translator(translations.catalogue(lang).translate)
    try:
        q = next(q for q in sources.free_drill("thirteen", "foul", 5, seed=3)
                 if any(q.answer["fouls"].values()) and not all(q.answer["fouls"].values()))
        given = {"fouls": {k: not v for k, v in q.answer["fouls"].items()}}  # every place wrong
        grade = task_for("foul").grade(given, q.answer)
        text = mistakes_html(grade.mistakes, i18n.tr, flat=True)
        yes, no = i18n.tr("yes"), i18n.tr("no")
        assert foul in text and in_order in text
        for part in grade.mistakes:
            said = value_words(part.expected, flat=True, key=part.key)
            assert said == (foul if part.expected else in_order) and said not in (yes, no)
        right = value_words(q.answer)
        assert foul in right and in_order in right and yes not in right and no not in right
    finally:
        i18n.set_translator(i18n.english)
