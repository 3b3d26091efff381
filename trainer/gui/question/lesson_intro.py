"""A lesson's intro: its text as HTML with a link on every rule it cites, and the page that
shows it to a trainee before the first question and on demand (issue 17 item 7).

:func:`intro_html` is the one rendering of an intro: the instructor's lesson library
shows it the same way.  A citation in the text — ``ruling R5-4``, ``Portaria 51/89/M
art. 7``, ``non-banked rules 62 and 108``, or a bare ``art. 9`` / ``rule 49`` read in the
lesson's own regulation, and their Portuguese and Chinese forms in a translated intro
(``regras 62 e 108``, ``第51/89/M號訓令第7條``, ``規則第49條``) — becomes a ``cite:`` link to the
canonical citation that
:func:`~trainer.gui.question.explain_html.open_rule_links` opens in the rule dialog.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from trainer.curriculum.lesson import Lesson
from trainer.engine.rulesets import RULESETS
from trainer.gui.question.explain_html import cite_href, open_rule_links
from trainer.gui.question.layout import PROCEDURE_WIDTH, ReadableColumn
from trainer.gui.style import set_role
from trainer.i18n import lesson_text, unwrapped
from trainer.scenarios.citations import chinese_value
from trainer.scenarios.regulations import FILES, rule_texts
from trainer.training.attempt_text import shipped_lesson

READING_WIDTH = PROCEDURE_WIDTH + 100

ZH_NAMES = {
    "經濟財政司司長第89/2004號對外規範性批示": "Despacho 89/2004",
    "經濟財政司司長第97/2010號批示": "Despacho 97/2010",
    "第104/85/M號訓令": "Portaria 104/85/M",
    "第51/89/M號訓令": "Portaria 51/89/M",
    "第89/2004號對外規範性批示": "Despacho 89/2004",
    "第89/2004號批示": "Despacho 89/2004",
    "第97/2010號批示": "Despacho 97/2010",
}
"""The regulations as the Chinese cites them (:func:`~trainer.scenarios.citations.citation_text`:
the Despachos under their author, 經濟財政司司長), and the shorter forms translations wrote
before (issue 32 T1), the longer first."""
PT_NAMES = {
    "Despacho Regulamentar Externo n.º 89/2004": "Despacho 89/2004",
    "Despacho n.º 97/2010": "Despacho 97/2010",
    "Portaria n.º 104/85/M": "Portaria 104/85/M",
    "Portaria n.º 51/89/M": "Portaria 51/89/M",
}
"""The regulations as the Portuguese cites them (``alínea a) do art. 11.º da Portaria n.º 104/85/M``)."""

_NUMBER = r"\d+(?:\.\d+)*(?:\.º)?(?:\s*(?:-|至|\ba\b)\s*\d+(?:\.\d+)*(?:\.º)?)?"
_NUMBERS = rf"{_NUMBER}(?:(?:,\s*|\s+(?:and|e)\s+){_NUMBER})*"
_HAN = "[一二三四五六七八九十百千零]+"
_ZH_NUMBER = rf"(?:\d+|{_HAN})(?:\.\d+)*(?:\s*(?:-|至)\s*(?:\d+|{_HAN})(?:\.\d+)*)?"
_REGULATIONS = "|".join(re.escape(name) for name in FILES if name != "non-banked")
_PT_REGULATIONS = "|".join(re.escape(name) for name in PT_NAMES)
_ZH_REGULATIONS = "|".join(re.escape(name) for name in ZH_NAMES)
_ZH_SUBDIVISION = (rf"(?:[、及至]?(?:第[IVX]+部分|第{_ZH_NUMBER}款|（(?:\d+|{_HAN})）項|第{_ZH_NUMBER}點"
                   r"|[a-zA-Z]+(?:\s*-\s*[a-z])?(?:項|目)?))*")
_ZH_ARTICLES = rf"第{_ZH_NUMBER}(?:(?:、|及|和)第?{_ZH_NUMBER})*條{_ZH_SUBDIVISION}"
_CITATION = re.compile(
    rf"(?P<article>(?:(?P<regulation>{_REGULATIONS})\s+)?(?:[Aa]rts?\.|[Aa]rtigos?)\s*(?P<articles>{_NUMBERS})"
    rf"(?:\s+d[oa]\s+(?P<regulation_after>{_PT_REGULATIONS}|{_REGULATIONS}))?)"
    rf"|(?P<rule>(?:non-banked\s+)?(?:[Rr]ules?|[Rr]egras?)\s+(?P<rules>{_NUMBERS})"
    r"(?:\s+dos\s+jogos\s+não\s+bancados|\s+do\s+póquer\s+não\s+bancado)?)"
    rf"|(?P<zh>(?:(?P<zh_rule>(?:非莊家遊戲)?規則)|(?P<zh_regulation>{_ZH_REGULATIONS}|{_REGULATIONS})\s*)?"
    rf"(?P<zh_articles>{_ZH_ARTICLES}(?:(?:、|及|和|至){_ZH_ARTICLES})*))"
    r"|(?P<ruling>(?:(?:rulings?|interpretaç(?:ão|ões))\s+|解讀\s*)?(?<![0-9A-Za-z-])R\d+-\d+b?(?![0-9A-Za-z]))"
)
"""A citation in an intro, in English, Portuguese (``regras 62 e 108 do póquer não bancado``,
``art. 12.º do Despacho n.º 97/2010``, ``interpretação R8-3``) or Chinese (``非莊家遊戲規則第六十二條
及第一百零八條``, ``經濟財政司司長第97/2010號批示第十二條（一）項``, and the forms translations wrote
before: ``第62、108條``, ``第104/85/M號訓令第11條a項``, ``Portaria 51/89/M第7條``, ``解讀 R8-3``):
the translated lessons cite as the English does."""
_LIST_LINE = re.compile(r"^\s*(?:\d+\.|[-*•])\s")


def _numbers(text: str) -> str:
    """The numbers a citation names, as the canonical citation writes them: ``62, 108``,
    ``42-46`` (from ``62 and 108``, ``62 e 108``, ``42 a 46``, ``7.º, 8.º``, ``第62、108條``,
    ``第42至46條``, ``第四十二條至第四十六條``)."""
    if "第" in text:  # only the numbers of 第…條: not a paragraph's 第三款 or a point's 第3點
        text = re.sub(_HAN, lambda m: str(chinese_value(m.group(0))), text)
        text = text.replace("條至第", "-")
        text = ", ".join(re.findall(rf"第((?:{_NUMBER}(?:、|及|和)?)+)條", text))
    found = [re.sub(r"\s*(?:-|至|\ba\b)\s*", "-", n).replace(".º", "") for n in re.findall(_NUMBER, text)]
    return ", ".join(dict.fromkeys(found))


def _cite(match: re.Match[str], game: str) -> str:
    """What the matched words cite, in the words :func:`rule_texts` reads; "" if nothing."""
    regulation = RULESETS[game].regulation if game in RULESETS else ""
    own = "non-banked" if regulation.lower().startswith("non-banked") else regulation
    if match.group("article"):
        after = match.group("regulation_after")
        named = match.group("regulation") or PT_NAMES.get(after or "", after) or own
        cite = f"{named} art. {_numbers(match.group('articles'))}" if named in FILES else ""
    elif match.group("rule"):
        cite = f"non-banked rules {_numbers(match.group('rules'))}"
    elif match.group("zh"):
        named = ZH_NAMES.get(match.group("zh_regulation") or "", match.group("zh_regulation") or own)
        numbers = _numbers(match.group("zh_articles"))
        cite = f"non-banked rules {numbers}" if match.group("zh_rule") or named == "non-banked" \
            else f"{named} art. {numbers}"
    else:
        cite = "ruling " + match.group("ruling").split()[-1].removeprefix("解讀")
    return cite if rule_texts(cite) else ""


def linked_text(text: str, game: str) -> str:
    """``text`` as HTML (escaped) with each citation it makes linked to its rule."""
    out, at = [], 0
    for match in _CITATION.finditer(text):
        cite = _cite(match, game)
        if not cite:
            continue
        out.append(html.escape(text[at:match.start()]))
        out.append(f"<a href='{cite_href(cite)}'>{html.escape(match.group(0))}</a>")
        at = match.end()
    out.append(html.escape(text[at:]))
    return "".join(out)


def intro_html(intro: str, game: str) -> str:
    """An intro's paragraphs (blank lines part them; a numbered or dashed line starts a line
    of its own), every citation a link to its rule."""
    paragraphs = []
    for block in re.split(r"\n\s*\n", intro.strip()):
        lines: list[str] = []
        for line in block.splitlines():
            if lines and not _LIST_LINE.match(line):
                lines[-1] = unwrapped(lines[-1] + "\n" + line)
            else:
                lines.append(line.strip())
        paragraphs.append("<br>".join(linked_text(line, game) for line in lines if line))
    return "".join(f"<p>{p}</p>" for p in paragraphs if p)


lesson_for = shipped_lesson
"""The shipped lesson of an id, checked (None for none, or one with problems)."""


class LessonIntroPage(QWidget):
    """The lesson's title and intro, and one button: start the lesson, or go back to the
    question the trainee left (Enter, as the screen that holds the page decides)."""

    startRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setObjectName("intro_title")
        self.heading.setWordWrap(True)
        set_role(self.heading, "page-title")
        self.text = QTextBrowser()
        self.text.setObjectName("intro_text")
        set_role(self.text, "reading")
        open_rule_links(self.text, self)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        set_role(self.hint, "muted")
        self.start_button = QPushButton()
        self.start_button.setObjectName("start_lesson")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.startRequested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint, 1)
        buttons.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.text, 1)
        layout.addLayout(buttons)
        ReadableColumn(self).set_width(READING_WIDTH)  # lines short enough to read on a wide screen
        self.lesson: Lesson | None = None
        self.question = 0  # the question to go back to; 0 before the first
        self.retranslate_ui()

    def show_intro(self, lesson: Lesson, question: int = 0) -> None:
        """``question``: the number of the question left for the intro (0: the lesson has not begun)."""
        self.lesson, self.question = lesson, question
        self.retranslate_ui()
        self.text.verticalScrollBar().setValue(0)

    def retranslate_ui(self) -> None:
        if self.lesson is not None:
            self.heading.setText(lesson_text(self.lesson.title))
            self.text.setHtml(intro_html(lesson_text(self.lesson.intro), self.lesson.game))
        if self.question:
            self.start_button.setText(self.tr("Back to question {n} (Enter)").format(n=self.question))
        else:
            self.start_button.setText(self.tr("Start (Enter)"))
        self.hint.setText(self.tr("Click a rule to read it. F1 brings this page back during the lesson."))
