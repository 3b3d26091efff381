"""A citation in the language in use (issue 19): what the trainee reads in brackets after a
step, while the link behind it stays the canonical English citation that
:func:`~trainer.scenarios.regulations.rule_texts` reads.

A canonical citation is clauses parted by ``;``, each one of:

- ``Portaria 104/85/M art. 11 a)``, ``Despacho 97/2010 art. 6.3-6.5`` (an article, its
  lettered paragraph, Roman item, numbered point: ``art. 10 c i 2``);
- ``non-banked rule 86``, ``non-banked rules 62, 108``, ``Non-banked poker rules, rule 71 c)``;
- ``ruling R8-3``, ``ruling R8-4, R8-5``;

any of them with a remark in brackets, ``ruling R2-2 (house practice)``.  Every fixed word
and every joint goes through ``tr`` (the Chinese writes ``非莊家遊戲規則第62、108條``, the
Portuguese ``regras 62, 108 dos jogos não bancados``).  A clause whose words are not
translated — English, or a shape this module does not know — is shown as written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from trainer.i18n import QT_TRANSLATE_NOOP, fill, tr

REMARKS = (
    QT_TRANSLATE_NOOP("", "house practice"),
    QT_TRANSLATE_NOOP("", "stud: dealing order"),
    QT_TRANSLATE_NOOP("", "the house reads Despacho 97/2010 art. 10.5 as one participant"),
    QT_TRANSLATE_NOOP("", "announced amount"),
    QT_TRANSLATE_NOOP("", "who anted cannot be told"),
    QT_TRANSLATE_NOOP("", "art. 8.2 by analogy"),
)
"""The remarks the shipped citations make in brackets, marked for the catalogue (a test
checks every remark of the shipped explanations and procedure items is here)."""

REGULATION = re.compile(r"(?P<kind>Portaria|Despacho) (?P<number>\d+/\d+(?:/M)?)")
_REMARK = re.compile(r"^(?P<body>.*?)\s*\((?P<remark>[^()]*(?:\([^()]*\)[^()]*)*)\)$")
_ARTICLES = re.compile(rf"^{REGULATION.pattern} art\. (?P<refs>.+)$")
_RULES = re.compile(r"^(?:non-banked|Non-banked poker rules,) (?P<word>rules?) (?P<refs>.+)$")
_RULING_ID = r"R\d+(?:-\d+b?)?"
_RULINGS = re.compile(rf"^(?:rulings? )?(?P<ids>{_RULING_ID}(?:(?:,\s*|\s+and\s+)(?:ruling )?{_RULING_ID})*)$")
_NUMBER = re.compile(r"^\d+(?:\.\d+)*(?:-\d+(?:\.\d+)*)?$")
_LETTER = re.compile(r"^[a-z](?:-[a-z])?$")
_ROMAN = re.compile(r"^[ivx]+(?:-[ivx]+)?$")
_PART = re.compile(r"^[IVX]+(?:\.\d+)?$")


def citation_text(citation: str) -> str:
    """``citation`` as the trainee reads it in the language in use."""
    clauses = [_clause(c.strip()) for c in citation.split(";") if c.strip()]
    if not clauses:
        return citation
    text = clauses[0]
    for clause in clauses[1:]:
        text = fill(tr("{citation}; {next}", "citations one after another"), citation=text, next=clause)
    return text


def _clause(clause: str) -> str:
    m = _REMARK.match(clause)
    body, remark = (m.group("body"), m.group("remark")) if m else (clause, "")
    text = _body(body)
    if text is None:  # a shape not known: its remark too is left as written
        return clause
    if remark:
        text = fill(tr("{citation} ({remark})", "a citation with a remark"), citation=text, remark=tr(remark))
    return text


def _body(body: str) -> str | None:
    """The clause without its remark in the language in use; as written when its words are not
    translated (English; the Portuguese of an article); None for a shape not known."""
    if m := _ARTICLES.match(body):
        template = tr("{regulation} art. {articles}")
        refs = _refs(m.group("refs"))
        if refs is None:
            return None
        if template == "{regulation} art. {articles}":
            return body
        return fill(template, regulation=regulation_text(m.group("kind"), m.group("number")), articles=refs)
    if m := _RULES.match(body):
        if m.group("word") == "rule":
            template, source = tr("non-banked rule {rules}"), "non-banked rule {rules}"
        else:
            template, source = tr("non-banked rules {rules}"), "non-banked rules {rules}"
        refs = _refs(m.group("refs"))
        if refs is None:
            return None
        return body if template == source else fill(template, rules=refs)
    if m := _RULINGS.match(body):
        ids = re.findall(_RULING_ID, m.group("ids"))
        if len(ids) == 1:
            template, source = tr("ruling {rulings}"), "ruling {rulings}"
        else:
            template, source = tr("rulings {rulings}"), "rulings {rulings}"
        return body if template == source else fill(template, rulings=_listed(ids, [","] * (len(ids) - 1)))
    return None


def regulation_text(kind: str, number: str) -> str:
    """``Portaria 104/85/M`` in the language in use (zh: 第104/85/M號訓令)."""
    if kind == "Portaria":
        return tr("Portaria {number}", number=number)
    return tr("Despacho {number}", number=number)


@dataclass(frozen=True)
class _Ref:
    number: str  # "" for a further paragraph of the article before: the c of "10 b, c"
    subdivisions: tuple[str, ...]


def _refs(text: str) -> str | None:
    """``62, 108`` / ``7 a, 65`` / ``10 c i 2`` / ``10 b, c`` in the language in use; None for
    a shape not known (the clause is then shown as written)."""
    pieces = re.split(r"(,\s*|\s+and\s+)", text.strip())
    items, joints = pieces[::2], ["and" if "and" in j else "," for j in pieces[1::2]]
    refs = [_ref(item) for item in items]
    if any(r is None for r in refs):
        return None
    words: list[str] = []
    word_joints: list[str] = []
    run: list[str] = []  # plain numbers in a row are cited together: 第62、108條
    run_joints: list[str] = []
    for index, ref in enumerate(refs):
        assert ref is not None
        joint = joints[index - 1] if index else ","
        if not ref.subdivisions and ref.number:
            if run:
                run_joints.append(joint)
            elif words:
                word_joints.append(joint)
            run.append(ref.number)
            continue
        if run:
            words.append(fill(tr("{numbers}", "articles or rules cited by number alone: 62, 108"),
                              numbers=_listed(run, run_joints)))
            run, run_joints = [], []
            word_joints.append(joint)
        elif words:
            word_joints.append(joint)
        provision = _provision(ref)
        if provision is None:
            return None
        words.append(provision)
    if run:
        words.append(fill(tr("{numbers}", "articles or rules cited by number alone: 62, 108"),
                          numbers=_listed(run, run_joints)))
    return _listed(words, word_joints)


def _ref(item: str) -> _Ref | None:
    tokens = [t.strip("()") for t in item.split()]
    if not tokens or not all(tokens):
        return None
    number = tokens[0] if _NUMBER.match(tokens[0]) else ""
    subdivisions = tuple(tokens[1:] if number else tokens)
    if not number and not (len(subdivisions) == 1 and _LETTER.match(subdivisions[0])):
        return None
    return _Ref(number, subdivisions)


def _provision(ref: _Ref) -> str | None:
    """One article or rule with its subdivisions: ``11 a`` -> 第11條a項, ``10 c i 2`` -> 第10條c項i目第2點."""
    if not ref.number:
        return fill(tr("{letter}", "a further lettered paragraph of the article before: the c of 10 b, c"),
                    letter=ref.subdivisions[0])
    text = ref.number
    for index, token in enumerate(ref.subdivisions):
        if index == 0 and _LETTER.match(token):
            text = fill(tr("{article} {letter}", "an article or rule and its lettered paragraph: 11 a"),
                        article=text, letter=token)
        elif index == 0 and _PART.match(token):
            text = fill(tr("{article} {part}", "an article and its part in Roman numerals: 9 II"),
                        article=text, part=token)
        elif index > 0 and _ROMAN.match(token):
            text = fill(tr("{paragraph} {item}", "a paragraph and its item in Roman numerals: 10 c ii"),
                        paragraph=text, item=token)
        elif index > 0 and token.isdigit():
            text = fill(tr("{paragraph} {point}", "a paragraph and its numbered point: 10 b 3"),
                        paragraph=text, point=token)
        else:
            return None
    return text


def _listed(words: Sequence[str], joints: Sequence[str]) -> str:
    """``62, 108`` / ``38, 49 and 50`` with the language's joints (zh: 62、108 / 38、49及50)."""
    text = words[0]
    for word, joint in zip(words[1:], joints, strict=True):
        if joint == "and":
            text = fill(tr("{list} and {item}", "a list of cited numbers, its last"), list=text, item=word)
        else:
            text = fill(tr("{list}, {item}", "a list of cited numbers"), list=text, item=word)
    return text
