"""'Show the rule': the cited articles in Portuguese beside the house ruling in the language in
use (issue 19): the ruling's text is looked up in the lessons' catalogue, context "ruling",
its id the comment; English, or a ruling not translated yet, shows RULINGS.md's words."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from trainer.gui.style import set_role
from trainer.scenarios.citations import citation_text
from trainer.scenarios.regulations import RuleText, rule_texts
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
        self.ruling_label = QLabel()
        left, right = QVBoxLayout(), QVBoxLayout()
        left.addWidget(self.original_label)
        left.addWidget(self.original)
        right.addWidget(self.ruling_label)
        right.addWidget(self.ruling)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(columns)
        layout.addWidget(buttons)
        self.resize(1100, 640)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("The rule"))
        self.heading.setText(self.tr("<b>{citation}</b>").format(citation=html.escape(citation_text(self.citation))))
        self.original_label.setText(self.tr("The regulation (Portuguese original)"))
        self.ruling_label.setText(self.tr("How the trainer reads it (RULINGS)"))
        pt = [t for t in self.texts if t.language == "pt"]
        en = [ruling_text(t) for t in self.texts if t.language == "en"]
        self.original.setHtml(_html(pt) or self.tr("<i>No article is cited here.</i>"))
        self.ruling.setHtml(_html(en, markdown=True) or self.tr("<i>No house ruling is cited here.</i>"))


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
    """A ruling (``source`` "ruling R8-3", its English text) in the language in use."""
    rid = ruling.source.split()[-1]
    return RuleText(ruling.source, QCoreApplication.translate(RULING_CONTEXT, ruling.text, rid), ruling.language)


_BOLD = re.compile(r"\*\*(.+?)\*\*", re.S)
_CODE = re.compile(r"`([^`]+)`")
