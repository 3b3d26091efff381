"""The Chinese lessons read as Chinese (turn-3 translations review, findings T1, T4, T9, T11,
T13 and T15): Macau's citations, the Chinese term with the Portuguese only where the floor
says it, one word per concept, no gaps left by the English line wrapping."""

from __future__ import annotations

import re
from pathlib import Path

from trainer import i18n, translations
from trainer.scenarios.citations import chinese_value
from trainer.scenarios.regulations import paragraph_level
from trainer.translations import Message, read_ts

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "assets" / "translations"


def _zh_lessons() -> list[Message]:
    """Every live, finished message of the Chinese lessons' catalogue (lessons and rulings)."""
    return [m for m in read_ts(translations.lessons_ts("zh_Hant", FOLDER)) if m.live and m.finished]


def _where(found: list[tuple[Message, str]]) -> list[str]:
    return [f"{m.source[:60]!r}: {what!r}" for m, what in found]


# -- T11: the English line wrapping ---------------------------------------------------------


def test_t11_no_chinese_lesson_text_breaks_a_line_inside_a_chinese_sentence():
    """A break the translator kept from the English wrapping shows as a gap after 。，；: none
    is left between two Chinese characters or beside a Chinese mark (a list's item still
    starts a line)."""
    found = [(m, m.forms[0]) for m in _zh_lessons() if i18n.unbroken(m.forms[0]) != m.forms[0]]
    assert _where(found) == []


def test_t11_a_chinese_translation_wrapped_as_the_english_is_shown_without_gaps(monkeypatch):
    """Should a translation keep the English wrapping, the trainee still sees no gap: an
    explanation's lines are joined without a space between Chinese characters, as an
    intro's are on its page; Portuguese (and English) lines are joined with a space, and a
    list's item keeps its line."""
    from trainer.gui.question.lesson_intro import intro_html

    explain_en = "The rake is 5 %: 68.5;\nthe house never takes a fraction."
    intro_en = "Counting the pot:\n- every chip\nput in.\n"
    catalogue = {explain_en: "其5 %是68.5；\n賭場從不收取\n籌碼的零頭。",
                 intro_en: "計算底池：\n- 所有已投入的\n籌碼。\n"}

    def translate(context, text, disambiguation=None, n=-1):
        return catalogue.get(text, text) if context == i18n.LESSON_CONTEXT else text

    monkeypatch.setattr(i18n, "_translate", translate)
    i18n.set_lesson_sources(lambda text: explain_en if text == " ".join(explain_en.split()) else None)
    try:
        shown = i18n.lesson_text(" ".join(explain_en.split()))  # as the loader holds it: one line
        assert shown == "其5 %是68.5；賭場從不收取籌碼的零頭。"
        intro = i18n.lesson_text(intro_en)
        assert intro == "計算底池：\n- 所有已投入的籌碼。\n"
        assert intro_html(intro, "holdem") == "<p>計算底池：<br>- 所有已投入的籌碼。</p>"
    finally:
        i18n.set_lesson_sources(translations.no_lesson_sources)
    assert i18n.unwrapped("O pote é 5 %:\nnunca se cobra") == "O pote é 5 %: nunca se cobra"
    assert i18n.unwrapped("解讀\nR8-4") == "解讀 R8-4"


# -- T1: Macau's citations ------------------------------------------------------------------

CHINESE_NUMERAL = r"[一二三四五六七八九十百零]+"
TITLES = {
    "Portaria 104/85/M": "第104/85/M號訓令",
    "Portaria 51/89/M": "第51/89/M號訓令",
    "Despacho 97/2010": "經濟財政司司長第97/2010號批示",
    "Despacho 89/2004": "經濟財政司司長第89/2004號對外規範性批示",
}
"""The instruments' Chinese titles, as trainer/scenarios/citations.py renders them too: a
Despacho with its issuing office, Despacho 89/2004 a Despacho Regulamentar Externo."""


def test_t1_no_chinese_lesson_numbers_an_article_and_its_paragraph_as_x_dot_y():
    """Macau writes artigo 12.º, n.º 1 as 第十二條第一款, never 第12.1條."""
    x_dot_y = re.compile(r"第[\d.、及和至\-]*\d+\.\d+[\d.、及和至\-]*條")
    found = [(m, x.group(0)) for m in _zh_lessons() for x in x_dot_y.finditer(m.forms[0])]
    assert _where(found) == []


def test_t1_no_chinese_lesson_names_an_instrument_in_portuguese():
    """「Portaria 51/89/M第7條」 and 「Despacho 97/2010 第12.1條」 become the Chinese titles."""
    found = [(m, x.group(0)) for m in _zh_lessons() for x in re.finditer(r".{0,10}(?:Portaria|Despacho).{0,10}",
                                                                          m.forms[0])]
    assert _where(found) == []


def test_t1_a_despacho_carries_its_issuing_office_and_its_kind():
    found = [(m, x.group(0)) for m in _zh_lessons()
             for x in re.finditer(r".{0,8}(?<!經濟財政司司長)第(?:97/2010|89/2004)號.{0,10}"
                                  r"|.{0,8}第89/2004號批示.{0,4}", m.forms[0])]
    assert _where(found) == []
    text = "".join(m.forms[0] for m in _zh_lessons())
    assert all(title in text for title in TITLES.values())


def test_t1_articles_and_paragraphs_are_numbered_in_chinese():
    """第六條第四款 (a número; an alínea 1) of Despacho 97/2010 art. 12 is 第十二條（一）項, as
    citations.py renders it; alínea a -> a項, subalínea ii -> ii目): in 第…條第…款 both numbers are
    Chinese numerals, and so is every article cited after an instrument's title."""
    found = [(m, x.group(0)) for m in _zh_lessons()
             for x in re.finditer(r"第([^第條]{1,6})條第([^第款]{1,6})款", m.forms[0])
             if not (re.fullmatch(CHINESE_NUMERAL, x.group(1)) and re.fullmatch(CHINESE_NUMERAL, x.group(2)))]
    found += [(m, x.group(0)) for m in _zh_lessons()
              for x in re.finditer(r"(?:號訓令|號批示|號對外規範性批示)第\d+[^條]{0,6}條", m.forms[0])]
    assert _where(found) == []
    shown = {x for m in _zh_lessons() for x in re.findall(rf"第{CHINESE_NUMERAL}條第{CHINESE_NUMERAL}款", m.forms[0])}
    assert {"第六條第四款", "第七條第二款"} <= shown
    alinea = rf"第{CHINESE_NUMERAL}條（{CHINESE_NUMERAL}）項"
    alineas = {x for m in _zh_lessons() for x in re.findall(alinea, m.forms[0])}
    # Despacho 97/2010 art. 11-12, 89/2004 art. 9: alíneas 1), 2)
    assert {"第十二條（一）項", "第十一條（二）項", "第九條（一）項"} <= alineas


# -- T4: the Chinese term, the Portuguese once ----------------------------------------------

PORTUGUESE_WORDS = "葡文用語："
"""The paragraph that gives, term by term, the Chinese word and the regulation's Portuguese
(「中文——português」): the English's "Words on the floor"."""
PORTUGUESE_GLOSS = re.compile(r"葡文：[^，）]*")
"""The Portuguese given once beside a Chinese term a trainee hears on the floor: 雙倍注（葡文：estardilho）."""
NOT_PORTUGUESE = re.compile(
    r"`[^`]*`|(?<![A-Za-z])R\d+(?:-\d+b?)?(?![A-Za-z])|Póquer sintético|Q Poker|\d+/\d+/M"
    r"|(?<![A-Za-z])(?:Tab|Enter|Esc|F1)(?![A-Za-z])|(?<![A-Za-z])[A-C](?=座位)"
    # paragraphs and items, 第十條c項ii目, d、e及f項, 第I分節
    r"|(?<![A-Za-z])(?:[a-z]|i{1,3}|iv|vi{0,3}|ix|I{1,3}|IV)(?:-[a-z])?(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:10|[2-9AKQJTx])(?:[hdcs](?![a-z]))?(?![A-Za-z])")  # cards and ranks: Ah, 10h, A-K-Q, 5 x 50
LATIN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]+")
FLOOR_WORDS_EN = re.compile(r"^(?:Words on the floor|Words of the regulation|The regulation's words|"
                            r"The regulation calls)|\bThe regulation's words:|\bThe regulation calls\b", re.M)


def _lesson_messages() -> list[Message]:
    return [m for m in _zh_lessons() if m.context == i18n.LESSON_CONTEXT]


def test_t4_no_portuguese_word_in_quotes_glossed_in_chinese():
    """The English pattern 'Portuguese word in quotes' made 「fiscal」（監場主任） and the doubles
    監場主任（「fiscal」（監場主任））: the Chinese says the Chinese term."""
    found = [(m, x.group(0)) for m in _lesson_messages() for x in re.finditer(r"「[^「」]*」", m.forms[0])
             if LATIN.search(NOT_PORTUGUESE.sub(" ", x.group(0)))]
    found += [(m, x.group(0)) for m in _lesson_messages()
              for x in re.finditer(r"([^\s（）「」，。；：、]{1,12})（「[^「」]*」（\1））", m.forms[0])]
    assert _where(found) == []


def test_t4_portuguese_only_in_the_portuguese_words_or_once_beside_its_term():
    """A Portuguese word appears only in the 葡文用語 paragraph or in a （葡文：…） gloss: the
    rest is Chinese (card ranks, ruling ids, key names and code aside)."""
    found = []
    for m in _lesson_messages():
        for paragraph in m.forms[0].split("\n\n"):
            if paragraph.startswith(PORTUGUESE_WORDS):
                continue
            rest = NOT_PORTUGUESE.sub(" ", PORTUGUESE_GLOSS.sub(" ", paragraph))
            found += [(m, word) for word in LATIN.findall(rest)]
    assert _where(found) == []


def test_t4_the_floor_words_stay_given_once_in_portuguese():
    """Where the English teaches the floor's Portuguese ("Words on the floor: to call is
    'acompanhar'…"), the Chinese has its 葡文用語 paragraph, and every Portuguese word the
    English quotes there is in it."""
    found = []
    checked = 0
    for m in _lesson_messages():
        floor = [p for p in m.source.split("\n\n") if FLOOR_WORDS_EN.search(p)]
        if not floor:
            continue
        checked += 1
        words = [p for p in m.forms[0].split("\n\n") if p.startswith(PORTUGUESE_WORDS)]
        if not words:
            found.append((m, "no 葡文用語 paragraph"))
            continue
        text = " ".join(floor[-1].split())
        quoted = re.findall(r"[\"«]([^\"»]+)[\"»]", text[text.index(":") + 1:] if ":" in text else text)
        found += [(m, q) for q in quoted if LATIN.search(q) and q.lower() != "póquer sintético"  # the game's name
                  and q.lower() not in words[0].lower()]
    assert checked >= 40 and _where(found) == []


# -- T15: Chinese punctuation ---------------------------------------------------------------


def test_t15_a_list_in_a_chinese_lesson_is_joined_with_the_chinese_comma():
    """「2、1、5、4、3」, never the ASCII 「2, 1, 5, 4, 3」 inside a Chinese sentence (1,000 is a
    number, not a list)."""
    found = [(m, x.group(0)) for m in _zh_lessons()
             for x in re.finditer(r".{0,6}(?:[\u4e00-\u9fff\d]\s*,\s+[\u4e00-\u9fff\d]).{0,6}",
                                  re.sub(r"`[^`]*`", "", m.forms[0]))]
    assert _where(found) == []
    assert any("、" in m.forms[0] for m in _zh_lessons())


def test_t1_a_paragraph_cited_as_kuan_is_a_numero_of_its_article():
    """款 is the número (``6.``); the alíneas ``1)``, ``2)`` of Despacho 97/2010 art. 11-12 and
    of Despacho 89/2004 art. 6, 7, 9, 11 are （一）項 (as citations.py renders them): every
    第X條第Y款 after a Despacho's title is a número of that article in the regulation's text."""
    titles = {"經濟財政司司長第97/2010號批示": "Despacho 97/2010",
              "經濟財政司司長第89/2004號對外規範性批示": "Despacho 89/2004"}
    cited = re.compile(rf"({'|'.join(titles)})第({CHINESE_NUMERAL})條第({CHINESE_NUMERAL})款")
    found = [(m, x.group(0)) for m in _zh_lessons() for x in cited.finditer(m.forms[0])
             if paragraph_level(titles[x.group(1)], chinese_value(x.group(2)), chinese_value(x.group(3))) != "number"]
    checked = [x for m in _zh_lessons() for x in cited.finditer(m.forms[0])]
    assert checked and _where(found) == []
