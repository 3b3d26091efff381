"""A citation in the language in use (issue 19): the brackets after a step and the article a
procedure answer rests on read in Chinese and Portuguese as the translated lessons write
them; English shows the canonical citation, which stays the link's target."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from trainer import i18n, translations
from trainer.scenarios import coverage
from trainer.scenarios.citations import REMARKS, citation_text
from trainer.training.sources import shipped_lessons


@pytest.fixture
def language() -> Iterator[object]:
    def use(name: str) -> None:
        i18n.set_translator(translations.catalogue(name).translate if name != "en" else i18n.english)

    yield use
    i18n.set_translator(i18n.english)


CHINESE = {
    "non-banked rules 62, 108; ruling R8-3": "非莊家遊戲規則第62、108條；解讀 R8-3",
    "non-banked rule 86": "非莊家遊戲規則第86條",
    "Non-banked poker rules, rule 71 c)": "非莊家遊戲規則第71條c項",
    "non-banked rules 42-46, 84-85; ruling R8-2": "非莊家遊戲規則第42-46、84-85條；解讀 R8-2",
    "non-banked rules 107 and 108": "非莊家遊戲規則第107及108條",
    "non-banked rules 7 a, 65; ruling R1-5": "非莊家遊戲規則第7條a項、第65條；解讀 R1-5",
    "Portaria 104/85/M art. 11 a)": "第104/85/M號訓令第11條a項",
    "Portaria 104/85/M art. 10 c i 2; ruling R8-4": "第104/85/M號訓令第10條c項i目第2點；解讀 R8-4",
    "Portaria 104/85/M art. 10 b 3; non-banked rule 49; ruling R8-6":
        "第104/85/M號訓令第10條b項第3點；非莊家遊戲規則第49條；解讀 R8-6",
    "Portaria 104/85/M art. 10 b, c; ruling R8-2": "第104/85/M號訓令第10條b項、c項；解讀 R8-2",
    "Portaria 51/89/M art. 9 II, 10; ruling R5-6": "第51/89/M號訓令第9條II、第10條；解讀 R5-6",
    "Despacho 97/2010 art. 12.1": "第97/2010號批示第12.1條",
    "Despacho 97/2010 art. 6.3-6.5; ruling R8-2": "第97/2010號批示第6.3-6.5條；解讀 R8-2",
    "Despacho 89/2004 art. 9.1, 10; ruling R6-4": "第89/2004號批示第9.1、10條；解讀 R6-4",
    "ruling R8-4, R8-5, R8-6": "解讀 R8-4、R8-5、R8-6",
    "Despacho 89/2004 art. 8; ruling R6-3, ruling R6-3b": "第89/2004號批示第8條；解讀 R6-3、R6-3b",
    "Despacho 97/2010 art. 8.5; ruling R2-2 (house practice)": "第97/2010號批示第8.5條；解讀 R2-2（賭場慣例）",
}
PORTUGUESE = {
    "non-banked rules 62, 108; ruling R8-3": "regras 62, 108 dos jogos não bancados; interpretação R8-3",
    "non-banked rule 86": "regra 86 dos jogos não bancados",
    "Non-banked poker rules, rule 71 c)": "regra 71 c dos jogos não bancados",
    "non-banked rules 38, 49-50; ruling R1-2": "regras 38, 49-50 dos jogos não bancados; interpretação R1-2",
    "non-banked rules 107 and 108": "regras 107 e 108 dos jogos não bancados",
    "Portaria 104/85/M art. 11 a)": "Portaria 104/85/M art. 11 a)",
    "Portaria 104/85/M art. 10 c i 2; ruling R8-4": "Portaria 104/85/M art. 10 c i 2; interpretação R8-4",
    "Despacho 97/2010 art. 12.1": "Despacho 97/2010 art. 12.1",
    "ruling R8-4, R8-5, R8-6": "interpretações R8-4, R8-5, R8-6",
    "non-banked rule 51; Portaria 104/85/M art. 4": "regra 51 dos jogos não bancados; Portaria 104/85/M art. 4",
    "Despacho 97/2010 art. 8.5; ruling R2-2 (house practice)":
        "Despacho 97/2010 art. 8.5; interpretação R2-2 (prática da casa)",
}


@pytest.mark.parametrize(("citation", "chinese"), CHINESE.items())
def test_a_citation_reads_in_chinese_as_the_translated_lessons_write_it(language, citation, chinese):
    language("zh_Hant")
    assert citation_text(citation) == chinese


@pytest.mark.parametrize(("citation", "portuguese"), PORTUGUESE.items())
def test_a_citation_reads_in_portuguese_rule_and_rules_as_one_and_many(language, citation, portuguese):
    language("pt")
    assert citation_text(citation) == portuguese


def _shipped_citations() -> set[str]:
    found: set[str] = set()
    for lesson in shipped_lessons():
        for game in lesson.games:
            found.update(cite for cite, _ in coverage._fixed_cites(lesson))
            found.update(cite for cite, _ in coverage._generated_cites(lesson, game))
    return found


SHIPPED = sorted(_shipped_citations())


def test_in_english_every_shipped_citation_is_shown_as_written(language):
    language("en")
    assert len(SHIPPED) > 150
    assert [c for c in SHIPPED if citation_text(c) != c] == []


def test_in_chinese_and_portuguese_no_shipped_citation_keeps_an_english_word(language):
    english = re.compile(r"\b(?:non-banked|[Nn]on-banked poker rules|rules?|rulings?|and|art\.)\b")
    remarks = set(REMARKS)
    for name, latin in (("zh_Hant", re.compile(r"[A-Za-z]{2,}")), ("pt", english)):
        language(name)
        for citation in SHIPPED:
            shown = citation_text(citation)
            if name == "pt":
                shown = re.sub(r"(?:Portaria|Despacho) [\d/M]+ art\. ", "", shown)  # the decree's own words
            # Left in Latin letters: a paragraph's letter and Roman numerals, as the regulations number them.
            words = [w for w in latin.findall(shown) if not re.fullmatch(r"[ivxIVX]+", w)]
            assert words == [], (name, citation, shown)
        # Every remark the shipped citations make in brackets is in the catalogue, translated.
        said = {m.group(1) for c in SHIPPED for m in [re.search(r"\(([^()]*(?:\([^()]*\))?[^()]*)\)$", c)] if m}
        assert said - {"a", "b", "c", "d", "e", "f", "g", "h", "i", "ii", "iv", "2"} <= remarks


def test_a_shape_not_known_is_shown_as_written(language):
    language("zh_Hant")
    assert citation_text("RULINGS R2-2 (Despacho 97/2010 art. 8.5)") == "RULINGS R2-2 (Despacho 97/2010 art. 8.5)"
    assert citation_text("Portaria 104/85/M art. 10 c xyz") == "Portaria 104/85/M art. 10 c xyz"
    assert citation_text("") == ""
