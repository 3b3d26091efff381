"""Help (F1 outside a lesson, issue 33 U21): the keys of each screen, the version, and where
the rules come from.

The keys are the screens' own: home's are read from its buttons and labels (their ``&``
letters, Alt+letter) when Help opens, and every other screen's are listed in
:meth:`HelpWindow.sections` — ``tests/gui/test_help.py`` builds each screen and checks that every
key listed there is one of that screen's real shortcuts and that none of them is left out, so
the list cannot go stale.  An answer panel's own keys are shown under its table during a question.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from importlib import metadata

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.engine.rulesets import RULESETS
from trainer.gui.translation import current_language, name_buttons
from trainer.scenarios import words

HELP_SIZE = (760, 620)


@dataclass(frozen=True)
class ScreenKeys:
    """One screen's keys: ``key`` in Qt's portable form (``Ctrl+P``, ``PgDown``), and what it does."""

    screen: str  # the screen's id (the test builds that screen)
    title: str
    keys: tuple[tuple[str, str], ...]


def version() -> str:
    """The installed trainer's version, from its package metadata."""
    try:
        return metadata.version("trainer")
    except metadata.PackageNotFoundError:  # pragma: no cover - run from a tree never installed
        return "?"


def mnemonic_keys(widget: QWidget) -> list[tuple[str, str]]:
    """The Alt+letter keys a screen's buttons and labels carry (``Sign &out``: Alt+O), in the
    order they are laid out, with their words (the ``&`` taken out)."""
    found: list[tuple[str, str]] = []
    for child in widget.findChildren(QWidget):
        if not isinstance(child, QAbstractButton | QLabel) or (isinstance(child, QLabel) and child.buddy() is None):
            continue
        text = child.text()
        key = QKeySequence.mnemonic(text)
        if key.isEmpty():
            continue
        found.append((key.toString(QKeySequence.SequenceFormat.PortableText), _plain(text)))
    return list(dict.fromkeys(found))


def _plain(text: str) -> str:
    """A button's words without its ``&`` (and without the ``(&P)`` a Chinese translation adds)."""
    text = re.sub(r"\s*[(（]&[^&][)）]", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip().rstrip(":：")


def key_text(portable: str) -> str:
    """A key as this system writes it (``Ctrl+P``, ``PgDown``)."""
    return QKeySequence(portable, QKeySequence.SequenceFormat.PortableText).toString(
        QKeySequence.SequenceFormat.NativeText)


class HelpWindow(QDialog):
    """``home``: the home screen whose own keys are read (None before anyone signed in)."""

    def __init__(self, home: QWidget | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help_window")
        self.home = home
        self.browser = QTextBrowser()
        self.browser.setObjectName("help_text")
        self.browser.setOpenLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(self.buttons)
        self.resize(*HELP_SIZE)
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.retranslate_ui()

    def sections(self) -> list[ScreenKeys]:
        """Every screen's keys (what tests/gui/test_help.py holds against the screens)."""
        back = self.tr("back to home")
        return [
            ScreenKeys("drill", self.tr("A drill or a lesson"), (
                ("Return", self.tr("submit the answer; then the next question")),
                ("N", self.tr("next question, once answered")),
                ("Backspace", self.tr("undo the last step of the answer")),
                ("Esc", self.tr("end the session")),
                ("F1", self.tr("the lesson's intro (in a lesson)")),
                ("R", self.tr("at the end: review the mistakes")),
                ("H", self.tr("at the end: home")),
            )),
            ScreenKeys("hand", self.tr("Run the table"), (
                ("Return", self.tr("submit the step; then the next step")),
                ("N", self.tr("next step, once answered")),
                ("Backspace", self.tr("undo the last step of the answer")),
                ("Esc", self.tr("end the hand; on the set-up page, home")),
                ("A", self.tr("at the end: another hand")),
                ("H", self.tr("at the end: home")),
            )),
            ScreenKeys("exams", self.tr("Exams"), (
                ("Return", self.tr("start the exam picked; in an exam, save and go to the next item")),
                ("PgDown", self.tr("next item (next step in the review)")),
                ("PgUp", self.tr("previous item (previous step in the review)")),
                ("Ctrl+Right", self.tr("next item")),
                ("Ctrl+Left", self.tr("previous item")),
                ("Backspace", self.tr("undo the last step of the answer")),
                ("Ctrl+Return", self.tr("submit the exam")),
                ("R", self.tr("the last result; on a result, its review")),
                ("Ctrl+P", self.tr("save the result's report as PDF")),
                ("Esc", self.tr("back (to the list, then home)")),
            )),
            ScreenKeys("progress", self.tr("My progress"), (
                ("Esc", back),
            )),
            ScreenKeys("instructor", self.tr("Instructor area"), (
                ("Esc", back),
                ("PgDown", self.tr("a trainee's hand: the next step")),
                ("PgUp", self.tr("a trainee's hand: the previous step")),
            )),
        ]

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Help — Croupier trainer"))
        name_buttons(self.buttons)
        self.browser.setHtml(self.html())

    def html(self) -> str:
        e = html.escape
        keys_note = self.tr("During a question, the keys of its answer are shown under the table. "
                            "F1 outside a lesson opens this page.")
        rules_note = self.tr("Each game is taught as the regulation it is played under in Macau lays it down; "
                             "where the regulation is silent, the rulings this trainer cites (ruling R…) say "
                             "how it is read.")
        title = self.tr("Croupier trainer")
        shown_version = self.tr("Version {version}").format(version=version())
        keys_title = self.tr("Keys")
        rules_title = self.tr("Where the rules come from")
        parts = [f"<h2>{e(title)}</h2>", f"<p>{e(shown_version)}</p>", f"<h3>{e(keys_title)}</h3>",
                 f"<p>{e(keys_note)}</p>"]
        sections = self.sections()
        if self.home is not None:
            sections.insert(0, ScreenKeys("home", self.tr("Home"), tuple(mnemonic_keys(self.home))))
        for section in sections:
            rows = "".join(f"<tr><td><b>{e(key_text(key))}</b>&nbsp;&nbsp;</td><td>{e(what)}</td></tr>"
                           for key, what in section.keys)
            parts.append(f"<h4>{e(section.title)}</h4><table cellspacing='2'>{rows}</table>")
        parts.append(f"<h3>{e(rules_title)}</h3><p>{e(rules_note)}</p>")
        language = current_language()
        rows = "".join(f"<tr><td>{e(words.game(game))}&nbsp;&nbsp;</td>"
                       f"<td>{e(rules.regulation_names.get(language, rules.regulation))}</td></tr>"
                       for game, rules in RULESETS.items())
        parts.append(f"<table cellspacing='2'>{rows}</table>")
        return "".join(parts)
