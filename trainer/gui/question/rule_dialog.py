"""'Show the rule': the cited articles in Portuguese beside the house ruling in the language in
use (issue 19): the ruling's text is looked up in the lessons' catalogue, context "ruling",
its id the comment; English, or a ruling not translated yet, shows RULINGS.md's words.

Issue 32 (T1, T16): the regulation's pane says, in the trainee's language, that its text is the
Portuguese original, and heads each article with its number as the language cites it and its
title as the regulation writes it (the non-banked rules have none: their subsection's); the
ruling's pane names the games, not their ids (``holdem`` -> 德州撲克), and a Chinese ruling
says 按鈕（莊位）, never «a mão»."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from trainer.engine.rulesets import RULESETS
from trainer.gui.style import set_role
from trainer.gui.translation import current_language, name_buttons
from trainer.scenarios import words
from trainer.scenarios.citations import citation_text
from trainer.scenarios.regulations import RuleText, article_titles, rule_sections, rule_texts
from trainer.translations import RULING_CONTEXT


class RuleDialog(QDialog):
    def __init__(self, citation: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.citation = citation
        self.texts: list[RuleText] = rule_texts(citation)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.original = QTextBrowser()
        self.original.setObjectName("original")
        self.ruling = QTextBrowser()
        self.ruling.setObjectName("ruling")
        for browser in (self.original, self.ruling):
            set_role(browser, "reading")  # as the explanation it is opened from
        self.original_label = QLabel()
        self.original_label.setWordWrap(True)
        self.ruling_label = QLabel()
        left, right = QVBoxLayout(), QVBoxLayout()
        left.addWidget(self.original_label)
        left.addWidget(self.original)
        right.addWidget(self.ruling_label)
        right.addWidget(self.ruling)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(columns)
        layout.addWidget(buttons)
        self.resize(1100, 640)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("The rule"))
        name_buttons(self.buttons)
        self.heading.setText(self.tr("<b>{citation}</b>").format(citation=html.escape(citation_text(self.citation))))
        self.original_label.setText(self.tr("The regulation's text, in the Portuguese original"))
        self.ruling_label.setText(self.tr("How the trainer reads it (RULINGS)"))
        pt = [t for t in self.texts if t.language == "pt"]
        en = [ruling_text(t) for t in self.texts if t.language == "en"]
        self.original.setHtml(self._articles_html(pt) or self.tr("<i>No article is cited here.</i>"))
        self.ruling.setHtml(_html(en, markdown=True) or self.tr("<i>No house ruling is cited here.</i>"))

    def _articles_html(self, texts: list[RuleText]) -> str:
        """Each article under its number as the language cites it and its title as the regulation
        writes it (Portuguese), then its Portuguese text."""
        parts = []
        for t in texts:
            number = citation_text(t.source)
            title = original_title(t.source)
            heading = self.tr("{article} — {title}").format(article=number, title=title) if title else number
            body = html.escape(t.text).replace("\n", "<br>")
            parts.append(f"<h3>{html.escape(heading)}</h3><p lang='pt'>{body}</p>")
        return "".join(parts)


def original_title(source: str) -> str:
    """The title the regulation gives the article a source names (``Portaria 51/89/M art. 7``:
    Arrumação das cartas); for a non-banked rule, its subsection's (Variante «omaha»)."""
    if m := re.fullmatch(r"(?P<regulation>.+) art\. (?P<n>\d+)", source):
        return article_titles(m.group("regulation")).get(int(m.group("n")), "")
    if m := re.fullmatch(r"non-banked rule (?P<n>\d+)", source):
        return rule_sections().get(int(m.group("n")), "")
    return ""


def _html(texts: list[RuleText], *, markdown: bool = False) -> str:
    """The texts as HTML, each under its source; ``markdown``: RULINGS.md's inline marks
    (``**bold**``, `` `code` ``) drawn, not shown as asterisks and backticks."""
    parts = []
    for t in texts:
        body = html.escape(t.text)
        if markdown:
            body = _BOLD.sub(r"<b>\1</b>", body)
            body = _CODE.sub(r"<code>\1</code>", body)
        body = body.replace("\n", "<br>")
        parts.append(f"<h3>{html.escape(citation_text(t.source))}</h3><p>{body}</p>")
    return "".join(parts)


def ruling_text(ruling: RuleText) -> RuleText:
    """A ruling (``source`` "ruling R8-3", its English text) in the language in use, in the
    trainee's words (:func:`trainee_words`)."""
    rid = ruling.source.split()[-1]
    text = QCoreApplication.translate(RULING_CONTEXT, ruling.text, rid)
    return RuleText(ruling.source, trainee_words(text, current_language()), ruling.language)


_GAME_IDS = sorted(RULESETS, key=len, reverse=True)  # omaha-macau before omaha
_CODED_GAME = re.compile(rf"`({'|'.join(map(re.escape, _GAME_IDS))})`")
_BARE_GAME = re.compile(rf"(?<![A-Za-z0-9_`-])({'|'.join(map(re.escape, _GAME_IDS))})(?![A-Za-z0-9_`-])")
"""A game id outside code marks, between any characters but Latin ones (a Chinese sentence
writes ``omaha-macau不計`` with no space)."""
_SPOKEN_IDS = {"stud", "thirteen"}  # game ids as data: ids spelt as English words, a fact of the spelling
"""Game ids that are also English and Portuguese words (``stud's house commission``): in those
languages left where they stand bare, outside code marks."""
_A_MAO = re.compile(r"[\"「“«]a mão[\"」”»](?:（按鈕[^）]*）)?|\s*(?<!ter )(?<!à )\ba mão(?:（按鈕[^）]*）)?\s*")
_CJK = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"
_GLOSSED = re.compile(r"([^\s（）：；，。、——]+)（\1）")


def trainee_words(text: str, language: str) -> str:
    """A ruling as a trainee reads it: the games by their names in the language (RULINGS.md
    writes their ids, `` `holdem` ``, and a translation may keep them bare); in Chinese the
    marker as the glossary says, 按鈕（莊位）, not the Portuguese «a mão» (a quotation of the
    regulation, ``"ter a mão"``, ``acresce à mão``, stays as it is quoted)."""
    text = _CODED_GAME.sub(lambda m: words.game(m.group(1)), text)

    def bare(m: re.Match[str]) -> str:
        if language != "zh_Hant" and m.group(1) in _SPOKEN_IDS:
            return m.group(1)
        return words.game(m.group(1))

    text = _BARE_GAME.sub(bare, text)
    if language == "zh_Hant":
        marker = QCoreApplication.translate(
            "RuleDialog", "a mão", "the non-banked rules' word for the marker, as a Chinese ruling names it "
            "(GLOSSARY: 按鈕（莊位）); Portuguese and English keep the regulation's «a mão»")
        if marker != "a mão":
            text = _A_MAO.sub(marker, text)
        text = _GLOSSED.sub(r"\1", text)  # a name glossed with itself: 德州撲克（德州撲克）
        names = "|".join(re.escape(words.game(game)) for game in _GAME_IDS)
        # The spaces around a code mark go with it: 在 `holdem` 中 -> 在德州撲克中.
        text = re.sub(rf"(?<=[{_CJK}]) ({names})", r"\1", text)
        text = re.sub(rf"({names}) (?=[{_CJK}])", r"\1", text)
    return text


_BOLD = re.compile(r"\*\*(.+?)\*\*", re.S)
_CODE = re.compile(r"`([^`]+)`")
