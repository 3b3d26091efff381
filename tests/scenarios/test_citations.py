"""A citation in the language in use (issue 19; issue 32 T1): the brackets after a step and the
article a procedure answer rests on read in Chinese as Macau cites — article, número, alínea,
subalínea (條, 款, 項, 目) in Chinese numerals, under the instrument's full Chinese title — and
in Portuguese as the regulations cite, from the smallest division up; English shows the
canonical citation, which stays the link's target."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

import pytest

from trainer import i18n, translations
from trainer.curriculum import coverage
from trainer.curriculum.generate import generate
from trainer.scenarios.citations import (
    NONBANKED,
    REMARKS,
    RULING,
    chinese_numeral,
    chinese_value,
    citation_text,
    clause_text,
    clauses,
    parse_clause,
    regulation_text,
)
from trainer.scenarios.regulations import articles, nonbanked_rules
from trainer.tasks import task_for
from trainer.training.exam.catalogue import shipped_exams
from trainer.training.sources import shipped_lessons


@pytest.fixture
def language() -> Iterator[object]:
    def use(name: str) -> None:
        i18n.set_translator(translations.catalogue(name).translate if name != "en" else i18n.english)

    yield use
    i18n.set_translator(i18n.english)


CHINESE = {
    "Despacho 97/2010 art. 12.1": "經濟財政司司長第97/2010號批示第十二條（一）項",
    "Despacho 97/2010 art. 3.2, 6.1; ruling R8-12":
        "經濟財政司司長第97/2010號批示第三條第二款及第六條第一款；解讀 R8-12",
    "Despacho 97/2010 art. 6.3-6.5; ruling R8-2": "經濟財政司司長第97/2010號批示第六條第三款至第五款；解讀 R8-2",
    "Despacho 97/2010 art. 10.4, 10.5": "經濟財政司司長第97/2010號批示第十條第四款及第五款",
    "Despacho 97/2010 art. 8.5; ruling R2-2 (house practice)":
        "經濟財政司司長第97/2010號批示第八條第五款；解讀 R2-2（賭場慣例）",
    "Despacho 89/2004 art. 9.1, 10; ruling R6-4":
        "經濟財政司司長第89/2004號對外規範性批示第九條（一）項及第十條；解讀 R6-4",
    "Despacho 89/2004 art. 5.2": "經濟財政司司長第89/2004號對外規範性批示第五條第二款",
    "Portaria 104/85/M art. 11 a)": "第104/85/M號訓令第十一條a項",
    "Portaria 104/85/M art. 10 c) ii)": "第104/85/M號訓令第十條c項ii目",
    "Portaria 104/85/M art. 10 c i 2; ruling R8-4": "第104/85/M號訓令第十條c項i目第二點；解讀 R8-4",
    "Portaria 104/85/M art. 10 b, 10 c ii, 10 c iv; ruling R4-1, R4-5":
        "第104/85/M號訓令第十條b項、c項ii目及iv目；解讀 R4-1及R4-5",
    "Portaria 104/85/M art. 7, 8, 10 a; ruling R8-1": "第104/85/M號訓令第七條、第八條及第十條a項；解讀 R8-1",
    "Portaria 51/89/M art. 2 b), c)": "第51/89/M號訓令第二條b項及c項",
    "Portaria 51/89/M art. 9 II, 10; ruling R5-6": "第51/89/M號訓令第九條第II部分及第十條；解讀 R5-6",
    "non-banked rules 62, 108; ruling R8-3": "非莊家遊戲規則第六十二條及第一百零八條；解讀 R8-3",
    "Non-banked poker rules, rule 71 c)": "非莊家遊戲規則第七十一條c項",
    "non-banked rules 42-46, 62, 85; ruling R2-1":
        "非莊家遊戲規則第四十二條至第四十六條、第六十二條及第八十五條；解讀 R2-1",
    "non-banked rules 38, 49-50; ruling R1-2": "非莊家遊戲規則第三十八條、第四十九條及第五十條；解讀 R1-2",
    "non-banked rules 7 a, 65; ruling R1-5": "非莊家遊戲規則第七條a項及第六十五條；解讀 R1-5",
    "Non-banked poker rules, rules 70 f), 110, 112": "非莊家遊戲規則第七十條f項、第一百一十條及第一百一十二條",
    "ruling R8-4, R8-5, R8-6": "解讀 R8-4、R8-5及R8-6",
    "ruling R1-4 (the house reads Despacho 97/2010 art. 10.5 as one participant)":
        "解讀 R1-4（賭場將經濟財政司司長第97/2010號批示第十條第五款理解為一名參與者）",
}
PORTUGUESE = {
    "Despacho 97/2010 art. 12.1": "alínea 1) do art. 12.º do Despacho n.º 97/2010",
    "Despacho 97/2010 art. 3.2, 6.1": "n.º 2 do art. 3.º e n.º 1 do art. 6.º do Despacho n.º 97/2010",
    "Despacho 97/2010 art. 6.3-6.5; ruling R8-2":
        "n.º 3 a n.º 5 do art. 6.º do Despacho n.º 97/2010; interpretação R8-2",
    "Despacho 97/2010 art. 8.5; ruling R2-2 (house practice)":
        "n.º 5 do art. 8.º do Despacho n.º 97/2010; interpretação R2-2 (prática da casa)",
    "Despacho 89/2004 art. 9.1, 9.2": "alínea 1) e alínea 2) do art. 9.º do Despacho Regulamentar Externo n.º 89/2004",
    "Portaria 104/85/M art. 11 a)": "alínea a) do art. 11.º da Portaria n.º 104/85/M",
    "Portaria 104/85/M art. 10 c i 2; ruling R8-4":
        "ponto 2) da subalínea i) da alínea c) do art. 10.º da Portaria n.º 104/85/M; interpretação R8-4",
    "Portaria 104/85/M art. 10 c ii, 10 c iii; ruling R8-2":
        "subalínea ii) e subalínea iii) da alínea c) do art. 10.º da Portaria n.º 104/85/M; interpretação R8-2",
    "Portaria 104/85/M art. 7, 8, 10 a": "arts. 7.º, 8.º e alínea a) do art. 10.º da Portaria n.º 104/85/M",
    "Portaria 51/89/M art. 9 I": "parte I do art. 9.º da Portaria n.º 51/89/M",
    "non-banked rules 62, 108; ruling R8-3": "regras 62 e 108 do póquer não bancado; interpretação R8-3",
    "non-banked rule 86": "regra 86 do póquer não bancado",
    "Non-banked poker rules, rule 71 c)": "alínea c) da regra 71 do póquer não bancado",
    "non-banked rules 42-46, 62, 85": "regras 42 a 46, 62 e 85 do póquer não bancado",
    "non-banked rules 107 and 108": "regras 107 e 108 do póquer não bancado",
    "ruling R8-4, R8-5, R8-6": "interpretações R8-4, R8-5 e R8-6",
    "non-banked rule 51; Portaria 104/85/M art. 4": "regra 51 do póquer não bancado; art. 4.º da Portaria n.º 104/85/M",
}


@pytest.mark.parametrize(("citation", "chinese"), CHINESE.items())
def test_t1_a_citation_reads_in_chinese_as_macau_cites(language, citation, chinese):
    language("zh_Hant")
    assert citation_text(citation) == chinese


@pytest.mark.parametrize(("citation", "portuguese"), PORTUGUESE.items())
def test_t1_a_citation_reads_in_portuguese_as_the_regulations_cite(language, citation, portuguese):
    language("pt")
    assert citation_text(citation) == portuguese


@pytest.mark.parametrize(("n", "chinese"), [
    (1, "一"), (9, "九"), (10, "十"), (12, "十二"), (20, "二十"), (49, "四十九"), (100, "一百"),
    (101, "一百零一"), (108, "一百零八"), (110, "一百一十"), (112, "一百一十二"),
])
def test_t1_article_numbers_are_chinese_numerals(n, chinese):
    assert chinese_numeral(n) == chinese


def test_t1_a_chinese_numeral_reads_back_as_its_number():
    assert [chinese_value(chinese_numeral(n)) for n in range(1, 1200)] == list(range(1, 1200))


def test_t1_a_dotted_paragraph_is_the_regulations_numero_or_alinea():
    """``art. 12.1`` of the 2010 Despacho is its alínea 1): art. 12 numbers its paragraphs 1), 2)
    and has no n.º 1; art. 6.3 is a número (``3.``)."""
    (twelve,) = parse_clause("Despacho 97/2010 art. 12.1").provisions
    (six,) = parse_clause("Despacho 97/2010 art. 6.3").provisions
    assert [(d.level, d.label) for d in twelve] == [("article", "12"), ("alinea", "1")]
    assert [(d.level, d.label) for d in six] == [("article", "6"), ("number", "3")]
    assert "\n1) O montante de subida" in articles("Despacho 97/2010")[12]
    assert "\n1. " not in articles("Despacho 97/2010")[12] and "\n3. Após leitura" in articles("Despacho 97/2010")[6]


# -- every citation shipped ----------------------------------------------------------------


@cache
def shipped() -> tuple[str, ...]:
    """Every citation the shipped lessons and exams show: procedure items' ``cite``, scripted
    items' and generated blocks' explanation steps, and the exams' generated quotas (seed 0,
    as ``trainer lessons coverage`` draws them)."""
    found: set[str] = set()
    for lesson in shipped_lessons():
        for game in lesson.games:
            found.update(cite for cite, _ in coverage._fixed_cites(lesson))
            found.update(cite for cite, _ in coverage._generated_cites(lesson, game))
    for exam in shipped_exams():
        for skill in exam.skills:
            if task_for(skill.task).generated:
                for question in generate(exam.game, skill.task, skill.count, 0, skill.constraints):
                    found.update(coverage._step_cites(question))
    return tuple(sorted(found))


def shipped_clauses() -> list[str]:
    return sorted({clause for citation in shipped() for clause in clauses(citation)})


TITLES = {
    "Portaria 104/85/M": "第104/85/M號訓令",
    "Portaria 51/89/M": "第51/89/M號訓令",
    "Despacho 97/2010": "經濟財政司司長第97/2010號批示",
    "Despacho 89/2004": "經濟財政司司長第89/2004號對外規範性批示",
    NONBANKED: "非莊家遊戲規則",  # no official Chinese title is known for these rules
}
PORTUGUESE_TITLES = {
    "Portaria 104/85/M": " da Portaria n.º 104/85/M",
    "Portaria 51/89/M": " da Portaria n.º 51/89/M",
    "Despacho 97/2010": " do Despacho n.º 97/2010",
    "Despacho 89/2004": " do Despacho Regulamentar Externo n.º 89/2004",
    NONBANKED: " do póquer não bancado",
}
_HAN = "零一二三四五六七八九十百"
_N = f"[{_HAN}]+"
# One division as Macau writes it, and its rank: 條 > 部分 > 款 > 項 > 目 > 點.
_DIVISION = re.compile(rf"第(?P<article>{_N})條|第(?P<part>[IVX]+)部分|第(?P<number>{_N})款"
                       rf"|(?P<alinea>[a-z]|（{_N}）)項|(?P<subalinea>[ivx]+)目|第(?P<point>{_N})點")
_RANK = {"article": 0, "part": 1, "number": 2, "alinea": 3, "subalinea": 4, "point": 5}


def _value(text: str) -> int:
    """A Chinese numeral read back, independently of the code under test: 一百零八 -> 108."""
    total, digit = 0, 0
    for char in text:
        if char in "十百":
            total += (digit or 1) * (10 if char == "十" else 100)
            digit = 0
        else:
            digit = _HAN.index(char)
    return total + digit


def _chinese_divisions(provisions: str) -> list[tuple[str, str]]:
    """The divisions of a Chinese clause's provisions, in order, each (level, label with Arabic
    numbers); fails on anything else than divisions and the joints 、 及 至."""
    out: list[tuple[str, str]] = []
    at = 0
    while at < len(provisions):
        if provisions[at] in "、及至":
            at += 1
            continue
        m = _DIVISION.match(provisions, at)
        assert m, f"not Macau's form at {provisions[at:]!r} in {provisions!r}"
        level = next(k for k, v in m.groupdict().items() if v)
        label = m.group(level).strip("（）")
        out.append((level, str(_value(label)) if label[0] in _HAN else label))
        at = m.end()
    return out


def _canonical_divisions(clause: str) -> list[tuple[str, str]]:
    """The divisions the canonical clause names, in order, a provision's first divisions left out
    where they are the one's before (``9.1, 9.2``: 9, 1, 2 — 第九條（一）項及（二）項)."""
    parsed = parse_clause(clause)
    assert parsed is not None
    out = []
    before: tuple = ()
    for provision in parsed.provisions:
        shared = 0
        while shared < min(len(before), len(provision)) - 1 and before[shared] == provision[shared]:
            shared += 1
        before = provision
        for division in provision[shared:]:
            level = "article" if division.level == "rule" else division.level
            out.append((level, division.label))
            if division.last:
                out.append((level, division.last))
    return out


def test_t1_every_shipped_clause_has_a_known_shape():
    """No clause is left "as written": each reads into instrument and provisions (or rulings), and
    every remark in brackets is in the catalogue."""
    assert len(shipped()) > 150
    unknown = [clause for clause in shipped_clauses() if parse_clause(clause) is None]
    assert unknown == []
    remarks = {parse_clause(clause).remark for clause in shipped_clauses()} - {""}
    assert remarks <= set(REMARKS)


def test_t1_every_shipped_citation_reads_in_chinese_in_macaus_form(language):
    """Every clause shipped, in Chinese: the instrument's full title, then 條/款/項/目/點 in that
    order (a list below a division starts lower down: 第十條b項、c項ii目), article, número,
    numbered alínea and point in Chinese numerals — the numbers the canonical citation names,
    none in Arabic (no 第12.1條) — and the rulings as 解讀."""
    language("zh_Hant")
    for clause in shipped_clauses():
        parsed = parse_clause(clause)
        shown = clause_text(clause)
        if parsed.remark:
            remark = i18n.tr(parsed.remark)
            assert shown.endswith(f"（{remark}）") and not re.search(r"[A-Za-z]{2,}", remark), (clause, shown)
            shown = shown.removesuffix(f"（{remark}）")
        if parsed.instrument == RULING:
            assert re.fullmatch(r"解讀 R[\d\-b]+(?:[、及]R[\d\-b]+)*", shown), (clause, shown)
            continue
        title = TITLES[parsed.instrument]
        assert shown.startswith(title), (clause, shown)
        provisions = shown.removeprefix(title)
        assert not re.search(r"\d", provisions), (clause, shown)  # no Arabic number: 第12.1條, 第9條
        divisions = _chinese_divisions(provisions)
        assert divisions == _canonical_divisions(clause), (clause, shown)
        ranks = [_RANK[level] for level, _ in divisions]
        for before, after, joint in zip(ranks[:-1], ranks[1:], _joints(provisions), strict=True):
            assert after > before or joint, (clause, shown)  # within one provision the divisions go down


def _joints(provisions: str) -> list[bool]:
    """Between each two divisions, whether a joint (、 及 至) parts them."""
    out, joint = [], False
    for m in re.finditer(rf"{_DIVISION.pattern}|(?P<joint>[、及至])", provisions):
        if m.group("joint"):
            joint = True
        else:
            out.append(joint)
            joint = False
    return out[1:]


def test_t1_every_shipped_dotted_paragraph_is_one_the_article_has():
    """The 款 or （N）項 a citation shows is a paragraph of the article as the regulation numbers it
    (``N.`` a número, ``N)`` an alínea): no citation names a paragraph the article lacks."""
    for clause in shipped_clauses():
        parsed = parse_clause(clause)
        if parsed.instrument == RULING:
            continue
        for provision in parsed.provisions:
            article = int(provision[0].label)
            table = nonbanked_rules() if parsed.instrument == NONBANKED else articles(parsed.instrument)
            text = table[article]
            for division in provision[1:]:
                for label in filter(None, (division.label, division.last)):
                    if division.level == "number":
                        assert re.search(rf"^{label}\. ", text, re.M), (clause, label)
                    elif division.level == "alinea":
                        # (rule 69's a) follows a stray "h) " in the published text)
                        assert re.search(rf"^(?:- |h\) )?{label}\) ", text, re.M), (clause, label)


_PORTUGUESE_DIVISION = re.compile(
    r"arts?\. \d+\.º|\d+\.º|regras? \d+|\d+|parte [IVX]+|n\.º \d+|alínea (?:[a-z]|\d+)\)|subalínea [ivx]+\)"
    r"|ponto \d+\)")


def test_t1_every_shipped_citation_reads_in_portuguese_in_legal_form(language):
    """Every clause shipped, in Portuguese: the divisions from the smallest up (``alínea a) do
    art. 11.º``), articles with the ordinal (``art. 12.º``, never ``art. 12.1``), numbers and
    letters as the canonical citation names them, then the instrument (``da Portaria n.º
    104/85/M``, ``do Despacho n.º 97/2010``, ``do póquer não bancado``); rulings as interpretação."""
    language("pt")
    for clause in shipped_clauses():
        parsed = parse_clause(clause)
        shown = clause_text(clause)
        if parsed.remark:
            shown = shown.removesuffix(f" ({i18n.tr(parsed.remark)})")
        if parsed.instrument == RULING:
            assert re.fullmatch(r"interpretaç(?:ão|ões) R[\d\-b]+(?:(?:, | e )R[\d\-b]+)*", shown), (clause, shown)
            continue
        title = PORTUGUESE_TITLES[parsed.instrument]
        assert shown.endswith(title), (clause, shown)
        provisions = shown.removesuffix(title)
        assert not re.search(r"art\. \d+\.\d|\b(?:rules?|and|of)\b", provisions), (clause, shown)
        rest = _PORTUGUESE_DIVISION.sub("", provisions)
        assert re.fullmatch(r"(?:, | e | a | d[oa] )*", rest), (clause, shown, rest)
        numbers = set(re.findall(r"\d+|\b[a-z]\)|\b[ivx]+\)|\b[IVX]+\b", provisions))
        wanted = {label if level in ("article", "number", "point", "part") or label.isdigit() else f"{label})"
                  for level, label in _canonical_divisions(clause)}
        assert numbers == wanted, (clause, shown)


def test_t1_in_english_every_shipped_citation_is_shown_as_written(language):
    language("en")
    assert [c for c in shipped() if citation_text(c) != c] == []


def test_t1_remarks_cite_in_the_languages_form_too(language):
    """A remark that names an article (the house reading of art. 10.5) cites it as the language does."""
    language("zh_Hant")
    chinese = [i18n.tr(remark) for remark in REMARKS]
    assert not [r for r in chinese if re.search(r"第\d+(?:\.\d+)?條|Despacho|[A-Za-z]{3,}", r)]
    language("pt")
    assert i18n.tr(REMARKS[2]) == "a casa lê o n.º 5 do art. 10.º do Despacho n.º 97/2010 como um só participante"


def test_a_shape_not_known_is_shown_as_written(language):
    language("zh_Hant")
    assert citation_text("RULINGS R2-2 (Despacho 97/2010 art. 8.5)") == "RULINGS R2-2 (Despacho 97/2010 art. 8.5)"
    assert citation_text("Portaria 104/85/M art. 10 c xyz") == "Portaria 104/85/M art. 10 c xyz"
    assert parse_clause("Portaria 104/85/M art. 10 c xyz") is None
    assert citation_text("") == ""


def test_t1_no_engine_sentence_cites_in_a_form_the_language_does_not_use():
    """Every citation the engine prints inside a sentence (``art. 12.4 puts no limit``, ``it checked
    earlier, art. 10 c i 2``) is in the language's form too: no 第12.4條 or 第6條 in the Chinese
    catalogue, no ``art. 12.4`` or ``art. 6`` without its ordinal in the Portuguese one."""
    folder = translations.translations_dir()
    chinese = [m for m in translations.read_ts(translations.code_ts("zh_Hant", folder)) if m.finished]
    # an Arabic article number, or a Despacho without its author
    arabic = re.compile(r"第\d+(?:\.\d+)*[條款點]|(?<!司長)第\d+/\d+號(?:對外規範性)?批示")
    assert [t for m in chinese for t in m.forms if arabic.search(t)] == []
    portuguese = [m for m in translations.read_ts(translations.code_ts("pt", folder)) if m.finished]
    assert [t for m in portuguese for t in m.forms if re.search(r"\bart\. \d+(?!\.º|\d)", t)] == []


REGULATIONS = {  # each game's regulation as the Help lists it (issue 33 U21; the strict croupier's reading)
    "holdem": ("Non-banked poker rules 1-94", "regras 1 a 94 do póquer não bancado",
               "非莊家遊戲規則第一條至第九十四條"),
    "omaha": ("Non-banked poker rules 1-91", "regras 1 a 91 do póquer não bancado",
              "非莊家遊戲規則第一條至第九十一條"),
    "sintetico": ("Non-banked poker rules 1-71, 95-112", "regras 1 a 71 e 95 a 112 do póquer não bancado",
                  "非莊家遊戲規則第一條至第七十一條及第九十五條至第一百一十二條"),
    "stud": ("Portaria 104/85/M", "Portaria n.º 104/85/M", "第104/85/M號訓令"),
    "thirteen": ("Portaria 51/89/M", "Portaria n.º 51/89/M", "第51/89/M號訓令"),
    "omaha-macau": ("Despacho 97/2010", "Despacho n.º 97/2010", "經濟財政司司長第97/2010號批示"),
    "qpoker": ("Despacho 89/2004", "Despacho Regulamentar Externo n.º 89/2004",
               "經濟財政司司長第89/2004號對外規範性批示"),
}


@pytest.mark.parametrize("game", REGULATIONS)
def test_each_games_regulation_reads_in_each_language(language, game):
    """Hold'em is rules 1-94: rule 92 gives it the general rules and the Omaha rules 72-91, then its
    own 93-94 (RULINGS' table of rule sets says "1-71 + 92-94"; its rulings R8-5, R8-9 apply rules
    72-91 to hold'em)."""
    from trainer.engine.rulesets import RULESETS

    english, portuguese, chinese = REGULATIONS[game]
    assert RULESETS[game].regulation == english
    assert dict(RULESETS[game].regulation_names) == {"en": english, "pt": portuguese, "zh_Hant": chinese}
    assert regulation_text(english) == english
    language("pt")
    assert regulation_text(english) == portuguese
    language("zh_Hant")
    assert regulation_text(english) == chinese
