"""Issue 33 U6: the line of key hints under every answer panel is true.

For every panel the registry has (``PANELS``), on the drill screen, in each language: with the
keyboard in each of the panel's fields in turn, every key its hint line names is pressed on
the question freshly loaded, and

- a key that moves the keyboard (Tab, Alt and a seat's key) changes nothing typed or chosen,
  and lands where the hint says (the row of that seat);
- a key that answers changes the answer (or the field typed in), and the keys of one entry
  give different answers (W, L and P are three outcomes);
- each key has one meaning on the line: no key in two entries, and no panel takes one of the
  screen's own keys (Enter, N, Esc, F1, Backspace) wherever the keyboard is.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QWidget,
)

from trainer.curriculum.lesson import check_lesson
from trainer.gui import translation
from trainer.gui.home.screen import DrillRequest
from trainer.gui.main_window import MainWindow
from trainer.gui.panels import PANELS
from trainer.gui.panels.base import Does, KeyHint
from trainer.gui.panels.common import OptionButton, PanelBase
from trainer.store import SessionKind
from trainer.tasks import Question, task_for
from trainer.training import sources

from ..fast import sample

LESSON = Path(__file__).parents[1] / "data" / "lesson_example.yaml"  # its written procedure questions
SCREEN_KEYS = {"Return", "Enter", "N", "Esc", "F1", "Backspace"}  # the drill screen's: submit / next, next,
# end, intro, and take back (which the screen hands to the panel's undo)


def question_for(task: str) -> Question:
    """A question of ``task``: generated for the first of its games, or a written one."""
    if not task_for(task).generated:
        lesson, problems = check_lesson(LESSON)
        assert lesson is not None, problems
        return next(q for q in lesson.questions() if q.task == task)
    game = sorted(task_for(task).games)[0]
    return sources.free_drill(game, task, 1, seed=3)[0]


def fields(panel: PanelBase) -> list[QWidget]:
    """Every widget of the panel the keyboard can be in (Tab reaches it), in the panel's order."""
    out = []
    for w in panel.findChildren(QWidget):
        if not (w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus):
            continue
        if isinstance(w, QAbstractScrollArea) or isinstance(w.parentWidget(), QAbstractSpinBox | QComboBox):
            continue  # the panel's scroll area; the text inside an amount field (the field is the one)
        out.append(w)
    return out


def state(panel: PanelBase) -> tuple[str, tuple[Any, ...]]:
    """The answer, and what every field shows (a typed amount counts before it is an answer)."""
    shown: list[Any] = []
    for w in panel.findChildren(QWidget):
        if not w.isVisible():
            continue
        in_spin = isinstance(w.parentWidget(), QAbstractSpinBox)  # the text of an amount field: the field's
        if isinstance(w, QAbstractSpinBox) or (isinstance(w, QLineEdit) and not in_spin):
            shown.append(w.text())
        elif isinstance(w, QComboBox):
            shown.append(w.currentIndex())
        elif isinstance(w, QAbstractButton) and w.isCheckable():
            shown.append(w.isChecked())
        elif isinstance(w, OptionButton):
            shown.append(w.is_checked())
    return json.dumps(dict(panel.answer()), sort_keys=True, default=str), tuple(shown)


def press(qtbot: Any, key: str) -> None:
    """One key, as the keyboard gives it to the widget that has the keyboard."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None
    if len(key) == 1 and key.isalpha() and not key.isascii():  # ç, ó: no Qt key of their own to click
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(target, QKeyEvent(kind, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier, key.lower()))
        return
    sequence = QKeySequence(key)
    assert sequence.count() == 1, key
    combo = sequence[0]
    assert combo.key() != Qt.Key.Key_unknown, key
    qtbot.keyClick(target, combo.key(), combo.keyboardModifiers())


def line_keys(hint: KeyHint) -> set[str]:
    """The keys an entry names (not the keys pressed before them to set the panel up)."""
    return {QKeySequence(key).toString() for keys in hint.presses for key in keys}


def window_keys(panel: PanelBase) -> set[str]:
    """The keys the panel takes wherever the keyboard is (its shortcuts, not a field's typing)."""
    return {sc.key().toString() for sc in panel.findChildren(QShortcut)}


class OnScreen:
    """The drill screen with one question; ``fresh()`` shows it again, unanswered."""

    def __init__(self, qtbot: Any, window: MainWindow, question: Question) -> None:
        self.qtbot = qtbot
        self.window = window
        window.start(DrillRequest("keys", [question], SessionKind.DRILL))
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)  # window-wide shortcuts need the active window
        self.screen = window.drill

    @property
    def panel(self) -> PanelBase:
        panel = self.screen.panel
        assert isinstance(panel, PanelBase)
        return panel

    def fresh(self, field: int | None) -> QWidget | None:
        """The question shown again (nothing answered), the keyboard in field number ``field``
        (None: where the screen leaves it)."""
        self.screen.show_question()
        if field is None:
            return QApplication.focusWidget()
        widget = fields(self.panel)[field]
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        self.qtbot.waitUntil(widget.hasFocus)
        return widget


def check_go(on: OnScreen, hint: KeyHint, field: int | None) -> int:
    for i, keys in enumerate(hint.presses):
        start = on.fresh(field)
        before = state(on.panel)
        for key in keys:
            press(on.qtbot, key)
            assert state(on.panel) == before, f"{hint.key} ({key}) changed the answer"
        focused = QApplication.focusWidget()
        if hint.places:
            assert focused in on.panel.place_fields(hint.places[i]), f"{key} went to {focused}, not {hint.places[i]}"
        else:
            assert focused is not start, f"{hint.key} did not move the keyboard"
    return len(hint.presses)


def check_answer(on: OnScreen, hint: KeyHint, field: int | None) -> int:
    finals = {}
    for i, keys in enumerate(hint.presses):
        on.fresh(field)
        for key in hint.setup_of(i):
            press(on.qtbot, key)
        before = state(on.panel)
        for key in keys:
            press(on.qtbot, key)
        after = state(on.panel)
        assert after != before, f"{hint.key} ({'+'.join(keys)}) did nothing from this field"
        if len(keys) == 1 and not hint.setup_of(i):
            finals[keys] = after
    assert len(set(finals.values())) == len(finals), f"the keys of {hint.key} give the same answer"
    return len(hint.presses)


@pytest.fixture
def drill_window(qtbot, store):
    win = MainWindow(store)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.show_home(store.add_trainee("Ana"))
    yield win
    win.close()



LANGS = ("en", "pt", "zh_Hant")
# the fast loop's share: every task's panel in one language, the languages in turn; the slow run each in all three
KEYS_FAST = {(task, LANGS[i % len(LANGS)]) for i, task in enumerate(PANELS)}


@pytest.mark.parametrize(("task", "lang"), sample([(t, lang) for lang in LANGS for t in PANELS], KEYS_FAST,
                                                  several=True))
def test_every_hinted_key_does_what_it_says_from_every_field(qtbot, drill_window, lang, task):
    drill_window.set_language(lang)
    try:
        on = OnScreen(qtbot, drill_window, question_for(task))
        panel = on.panel
        assert type(panel) is PANELS[task]
        hints = panel.hints()
        assert hints, "no key hints"
        shown = on.screen.keys.text()
        named: list[str] = []
        for hint in hints:
            assert f"<b>{hint.key}</b>" in shown.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
            assert (hint.kind is Does.MOUSE) == (not hint.presses), hint
            named += sorted(line_keys(hint))
        assert len(named) == len(set(named)), f"a key with two meanings: {named}"
        taken = window_keys(panel) & SCREEN_KEYS
        assert not taken, f"the panel takes the screen's keys: {taken}"
        where: list[int | None] = list(range(len(fields(panel)))) or [None]
        count = 0
        for field in where:
            for hint in hints:
                if hint.kind is Does.GO:
                    count += check_go(on, hint, field)
                elif hint.kind is Does.ANSWER:
                    count += check_answer(on, hint, field)
        assert count > 0
    finally:
        translation.use_language("en")



def test_u6_the_audits_steps_no_longer_type_the_seat_into_the_amount(qtbot, drill_window):
    """The audit's steps: 13 cards, W, Tab, 20, then the key the hint names for seat 2 — the
    net stays 20 and seat 2 has the keyboard; Q Poker, 40 in a spot's amount, then spot 3's key."""
    on = OnScreen(qtbot, drill_window, question_for("thirteen-settle"))
    panel = on.panel
    for key in ("W", "Tab", "2", "0"):
        press(qtbot, key)
    assert panel.nets["1"].value() == 20 and panel.outcomes["1"].value() == "win"
    go = next(h for h in panel.hints() if h.kind is Does.GO and h.places)
    press(qtbot, go.presses[go.places.index("2")][0])
    assert panel.nets["1"].value() == 20 and panel.outcomes["2"].hasFocus()  # not 202; seat 2 reached
    on = OnScreen(qtbot, drill_window, question_for("qpoker-payout"))
    panel = on.panel
    spins = list(panel.spins)
    first, third = spins[0], spins[2]
    for key in ("4", "0"):
        press(qtbot, key)
    go = next(h for h in panel.hints() if h.kind is Does.GO and h.places)
    press(qtbot, go.presses[go.places.index(third)][0])
    assert panel.spins[first]["pair_plus"].value() == 40 and panel.spins[third]["pair_plus"].hasFocus()
