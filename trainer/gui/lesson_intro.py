"""A lesson's intro: its text as HTML with a link on every rule it cites, and the page that
shows it to a trainee before the first question and on demand (issue 17 item 7).

:func:`intro_html` is the one rendering of an intro: the instructor's lesson library
shows it the same way.  A citation in the text — ``ruling R5-4``, ``Portaria 51/89/M
art. 7``, ``non-banked rules 62 and 108``, or a bare ``art. 9`` / ``rule 49`` read in the
lesson's own regulation, and their Portuguese and Chinese forms in a translated intro
(``regras 62 e 108``, ``第51/89/M號訓令第7條``, ``規則第49條``) — becomes a ``cite:`` link to the
canonical citation that
:func:`~trainer.gui.explain_html.open_rule_links` opens in the rule dialog.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from trainer.engine.rulesets import RULESETS
from trainer.gui.explain_html import cite_href, open_rule_links
from trainer.gui.question_layout import PROCEDURE_WIDTH, ReadableColumn
from trainer.gui.style import set_role
from trainer.i18n import lesson_text, unwrapped
from trainer.scenarios.lesson import Lesson
from trainer.scenarios.regulations import FILES, rule_texts
from trainer.training.attempt_text import shipped_lesson

READING_WIDTH = PROCEDURE_WIDTH + 100

ZH_NAMES = {
    "第104/85/M號訓令": "Portaria 104/85/M",
    "第51/89/M號訓令": "Portaria 51/89/M",
    "經濟財政司司長第89/2004號對外規範性批示": "Despacho 89/2004",
    "經濟財政司司長第97/2010號批示": "Despacho 97/2010",
    "第89/2004號批示": "Despacho 89/2004",
    "第97/2010號批示": "Despacho 97/2010",
}
"""The regulations as the Chinese cites them: the instruments' Chinese titles, the Despachos
with their issuing office (T1); the short forms too."""

_NUMBER = r"\d+(?:\.\d+)*(?:\s*(?:-|至)\s*\d+(?:\.\d+)*)?"
_NUMBERS = rf"{_NUMBER}(?:(?:,\s*|\s+(?:and|e)\s+){_NUMBER})*"
_REGULATIONS = "|".join(re.escape(name) for name in FILES if name != "non-banked")
_ZH_REGULATIONS = "|".join(re.escape(name) for name in sorted(ZH_NAMES, key=len, reverse=True))
_ZH_DIGIT = "一二三四五六七八九"
_ZH_N = rf"[{_ZH_DIGIT}十百零]+"
_ZH_SUBDIVISION = rf"(?:[a-zA-Z]+(?:\s*-\s*[a-z])?(?:項|目)?)*(?:第(?:\d+|{_ZH_N})點)?"
_ZH_ARTICLE = (rf"(?:第{_NUMBER}(?:(?:、|及|和)第?{_NUMBER})*條"  # 第12.1條, 第62、108條: as written before T1
               rf"|第{_ZH_N}條(?:第{_ZH_N}款)?(?:至第{_ZH_N}(?:條(?:第{_ZH_N}款)?|款))?)")  # Macau's 第十二條第一款
_ZH_ARTICLES = rf"{_ZH_ARTICLE}{_ZH_SUBDIVISION}"
_CITATION = re.compile(
    rf"(?P<article>(?:(?P<regulation>{_REGULATIONS})\s+)?(?:[Aa]rt\.|[Aa]rtigos?)\s*(?P<articles>{_NUMBERS})"
    rf"(?:\s+d[oa]\s+(?P<regulation_after>{_REGULATIONS}))?)"
    rf"|(?P<rule>(?:non-banked\s+)?(?:[Rr]ules?|[Rr]egras?)\s+(?P<rules>{_NUMBERS})(?:\s+dos\s+jogos\s+não\s+bancados)?)"
    rf"|(?P<zh>(?:(?P<zh_rule>規則)|(?P<zh_regulation>{_ZH_REGULATIONS}|{_REGULATIONS})\s*)?"
    rf"(?P<zh_articles>{_ZH_ARTICLES}(?:(?:、|及|和){_ZH_ARTICLES})*))"
    r"|(?P<ruling>(?:(?:rulings?|interpretaç(?:ão|ões))\s+|解讀\s*)?(?<![0-9A-Za-z-])R\d+-\d+b?(?![0-9A-Za-z]))"
)
"""A citation in an intro, in English, Portuguese (``regras 62, 108 dos jogos não bancados``,
``interpretação R8-3``) or Chinese (``非莊家遊戲規則第62、108條``, ``第104/85/M號訓令第十一條a項``,
``經濟財政司司長第97/2010號批示第六條第三款至第五款``, ``解讀 R8-3``): the translated
lessons cite as the English does."""
_LIST_LINE = re.compile(r"^\s*(?:\d+\.|[-*•])\s")


def _zh_number(numeral: str) -> int:
    """一 1, 十二 12, 二十 20, 一百零五 105: the numbers of Macau's articles and paragraphs."""
    total, digit = 0, 0
    for char in numeral:
        if char in _ZH_DIGIT:
            digit = _ZH_DIGIT.index(char) + 1
        elif char == "十":
            total, digit = total + (digit or 1) * 10, 0
        elif char == "百":
            total, digit = total + (digit or 1) * 100, 0
    return total + digit


def _arabic(text: str) -> str:
    """Macau's numbering as the canonical citation writes it: 第十二條第一款 -> 第12.1條,
    第六條第三款至第五款 -> 第6.3-6.5條, 第六條至第七條 -> 第6-7條."""
    text = re.sub(_ZH_N, lambda m: str(_zh_number(m.group())), text)
    text = re.sub(r"第(\d+)條第(\d+)款至第(\d+)條第(\d+)款", r"第\1.\2-\3.\4條", text)
    text = re.sub(r"第(\d+)條第(\d+)款至第(\d+)款", r"第\1.\2-\1.\3條", text)
    text = re.sub(r"第(\d+)條第(\d+)款", r"第\1.\2條", text)
    return re.sub(r"第(\d+)條至第(\d+)條", r"第\1-\2條", text)


def _numbers(text: str) -> str:
    """The numbers a citation names, as the canonical citation writes them: ``62, 108``,
    ``42-46``, ``6.3-6.5`` (from ``62 and 108``, ``62 e 108``, ``第62、108條``, ``第42至46條``,
    ``第六條第三款至第五款``)."""
    if "第" in text:  # only the numbers of 第…條: not a point's 第3點
        text = ", ".join(re.findall(rf"第((?:{_NUMBER}(?:、|及|和)?)+)條", _arabic(text)))
    found = [re.sub(r"\s*(?:-|至)\s*", "-", n) for n in re.findall(_NUMBER, text)]
    return ", ".join(dict.fromkeys(found))


def _cite(match: re.Match[str], game: str) -> str:
    """What the matched words cite, in the words :func:`rule_texts` reads; "" if nothing."""
    regulation = RULESETS[game].regulation if game in RULESETS else ""
    own = "non-banked" if regulation.lower().startswith("non-banked") else regulation
    if match.group("article"):
        named = match.group("regulation") or match.group("regulation_after") or own
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
