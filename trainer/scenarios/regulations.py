"""The regulations' own words, for "show the rule": the article a citation names.

Citations in explanations look like ``Portaria 51/89/M art. 7; ruling R5-4`` or
``non-banked rules 62, 108``.  :func:`rule_texts` turns one into the cited
articles' Portuguese text (from ``assets/regulations``) and the rulings' English
text (RULINGS.md), side by side.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from trainer.engine.rulesets import RULESETS
from trainer.resources import asset
from trainer.scenarios.rulings import rulings

FILES = {rules.instrument: rules.regulation_file for rules in RULESETS.values()}
"""Each regulation (:attr:`~trainer.engine.rulesets.RuleSet.instrument`) -> its text in ``assets/regulations``."""
_ARTICLE_HEAD = re.compile(r"^Artigo (\d+)\.º\*?$")
_RULE_HEAD = re.compile(r"^(\d+) - ")
_CITED_ARTICLES = re.compile(
    r"(Portaria 104/85/M|Portaria 51/89/M|Despacho 89/2004|Despacho 97/2010)\s+art\.\s*((?:\d+[\w.]*(?:,\s*|\s+))*\d+)"
)
_CITED_RULES = re.compile(r"non-banked rules?\s+((?:\d+(?:-\d+)?[a-z ]*(?:,\s*|\s+and\s+))*\d+(?:-\d+)?)")
_CITED_RULINGS = re.compile(r"\bR\d+-\d+b?\b")


@dataclass(frozen=True)
class RuleText:
    source: str
    """e.g. "Portaria 51/89/M art. 7", "non-banked rule 62", "ruling R5-4"."""
    text: str
    language: str
    """"pt" for the regulation's words, "en" for the house ruling."""


@cache
def _lines(regulation: str) -> tuple[str, ...]:
    return tuple(asset("regulations", FILES[regulation]).read_text(encoding="utf-8").splitlines())


@cache
def articles(regulation: str) -> dict[int, str]:
    """Article number -> its text, for the four Macau regulations (the annexed
    regulation's articles: a later heading of the same number wins)."""
    out: dict[int, str] = {}
    current: int | None = None
    body: list[str] = []
    for line in _lines(regulation):
        m = _ARTICLE_HEAD.match(line.strip())
        if m:
            if current is not None:
                out[current] = _join(body)
            current, body = int(m.group(1)), [line.strip()]
        elif current is not None:
            body.append(line.strip())
    if current is not None:
        out[current] = _join(body)
    return out


@cache
def nonbanked_rules() -> dict[int, str]:
    out: dict[int, str] = {}
    current: int | None = None
    body: list[str] = []
    for line in _lines("non-banked"):
        stripped = line.strip()
        m = _RULE_HEAD.match(stripped)
        if m or stripped.startswith("SUBSECÇÃO"):
            if current is not None:
                out[current] = _join(body)
            current, body = (int(m.group(1)), [stripped]) if m else (None, [])
        elif current is not None:
            body.append(stripped)
    if current is not None:
        out[current] = _join(body)
    return out


def _join(lines: list[str]) -> str:
    text = "\n".join(lines).strip()
    return re.sub(r"\n{3,}", "\n\n", text)


def _numbers(spec: str) -> list[int]:
    """``"9.1, 10"`` -> [9, 10]; ``"42-46, 62"`` -> [42, ..., 46, 62]."""
    out: list[int] = []
    for part in re.split(r",|\band\b", spec):
        m = re.match(r"\s*(\d+)(?:\s*-\s*(\d+))?", part)
        if not m:
            continue
        lo = int(m.group(1))
        hi = int(m.group(2)) if m.group(2) else lo
        for n in range(lo, min(hi, lo + 20) + 1):
            if n not in out:
                out.append(n)
    return out


def rule_texts(citation: str) -> list[RuleText]:
    """Every article, rule and ruling a citation names, with its text."""
    out: list[RuleText] = []
    for m in _CITED_ARTICLES.finditer(citation):
        regulation = m.group(1)
        table = articles(regulation)
        for n in _numbers(m.group(2)):
            if n in table:
                out.append(RuleText(f"{regulation} art. {n}", table[n], "pt"))
    for m in _CITED_RULES.finditer(citation):
        table = nonbanked_rules()
        for n in _numbers(m.group(1)):
            if n in table:
                out.append(RuleText(f"non-banked rule {n}", table[n], "pt"))
    known = rulings()
    for rid in dict.fromkeys(_CITED_RULINGS.findall(citation)):
        if rid in known:
            out.append(RuleText(f"ruling {rid}", known[rid], "en"))
    return out


def paragraph_level(regulation: str, article: int, paragraph: int) -> str:
    """What the ``Y`` of a citation's ``art. X.Y`` is in the regulation: ``"number"`` where
    article X has a paragraph numbered ``Y.`` (a número: Despacho 97/2010 art. 6.3), else
    ``"alinea"`` where it has one lettered ``Y)`` (an alínea: the articles 11 and 12 of
    Despacho 97/2010 and 6, 7, 9 and 11 of Despacho 89/2004 have no números, their ``1)``,
    ``2)`` are alíneas); ``""`` where it has neither (or the article is not found)."""
    text = articles(regulation).get(article, "") if regulation in FILES and regulation != "non-banked" \
        else nonbanked_rules().get(article, "")
    if re.search(rf"^\s*{paragraph}\.\s", text, re.M):
        return "number"
    if re.search(rf"^\s*(?:-\s*)?{paragraph}\)\s", text, re.M):
        return "alinea"
    return ""


@cache
def article_titles(regulation: str) -> dict[int, str]:
    """Article number -> its title as the regulation writes it, brackets dropped
    (``Arrumação das cartas``, ``Composição final``)."""
    out: dict[int, str] = {}
    for number, text in articles(regulation).items():
        lines = [line.strip() for line in text.splitlines()[1:] if line.strip()]
        if lines:
            out[number] = lines[0].removeprefix("(").removesuffix(")")
    return out


@cache
def rule_sections() -> dict[int, str]:
    """Non-banked rule number -> the title of its subsection (``Regras gerais``, ``Variante
    «omaha»``): the rules have no titles of their own."""
    out: dict[int, str] = {}
    title = ""
    waiting = False  # a SUBSECÇÃO heading whose title is on a line of its own
    for line in _lines("non-banked"):
        stripped = line.strip()
        if stripped.startswith("SUBSECÇÃO"):
            title = re.sub(r"^SUBSECÇÃO\s+[IVX]+\s*", "", stripped)
            waiting = not title
        elif waiting and stripped:
            title, waiting = stripped, False
        elif m := _RULE_HEAD.match(stripped):
            out.setdefault(int(m.group(1)), title)
    return out
