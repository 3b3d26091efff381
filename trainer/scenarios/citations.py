"""A citation as a value, shown in the language in use (issue 19; issue 32 T1).

A canonical citation is what the engine and the lessons write, in English, and what the
link behind it keeps (:func:`~trainer.scenarios.regulations.rule_texts` reads it): clauses
parted by ``;``, each one of

- ``Portaria 104/85/M art. 11 a)``, ``Despacho 97/2010 art. 6.3-6.5``, ``Portaria 104/85/M
  art. 10 c i 2``, ``Portaria 51/89/M art. 9 II, 10``, ``Portaria 51/89/M art. 2 b), c)``;
- ``non-banked rule 86``, ``non-banked rules 42-46, 62, 85``, ``Non-banked poker rules, rule 71 c)``;
- ``ruling R8-3``, ``ruling R8-4, R8-5``, ``rulings R8-4, R8-6``;

any of them with a remark in brackets, ``ruling R2-2 (house practice)``.

:func:`parse_clause` reads a clause into a :class:`Clause`: its instrument and its
provisions, each a path of :class:`Division` s as the regulation numbers them — the article
(or non-banked rule), a Roman part (``9 II``), a número (``6.3``), an alínea (``11 a)``,
``12.1``), a subalínea (``10 c ii``), a point (``10 c i 2``) — with ranges (``42-46``,
``6.3-6.5``) and lists.  ``X.Y`` is read as the regulation numbers it: a número where
article X has a paragraph ``Y.``, an alínea where it has ``Y)`` only (Despacho 97/2010
art. 12.1 is alínea 1) of art. 12: :func:`~trainer.scenarios.regulations.paragraph_level`).

:func:`citation_text` renders the clauses from that structure, never by pasting strings:
every fixed word and joint is a template through ``tr`` (:data:`TEMPLATES`), the numbers
are filled in by the code — in Chinese numerals where the language's citation form says so
(:func:`citation_form`).  Chinese cites as Macau does, article, número, alínea, subalínea:
``經濟財政司司長第97/2010號批示第十二條（一）項``, ``第104/85/M號訓令第十條c項ii目``,
``經濟財政司司長第97/2010號批示第六條第三款至第五款``; Portuguese as the regulations
themselves cite, from the smallest division up (``alínea 1) do n.º 3 do artigo 6.º``, Despacho
97/2010 art. 11): ``alínea a) do art. 11.º da Portaria n.º 104/85/M``, ``n.º 1 do art. 3.º do
Despacho n.º 97/2010``.  English shows the canonical citation as written.  A clause of a
shape not known is shown as written (a test holds every shipped clause to a known shape).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from trainer.i18n import QT_TRANSLATE_NOOP, fill, tr
from trainer.scenarios.regulations import paragraph_level

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

NONBANKED = "non-banked"
RULING = "ruling"


@dataclass(frozen=True)
class Instrument:
    kind: str
    """``portaria``; ``despacho`` (of the Secretary for Economy and Finance, Despacho 97/2010's
    header); ``external regulatory despacho`` (a *Despacho Regulamentar Externo* of the same
    Secretary, Despacho 89/2004's header); ``non-banked`` (the rules of non-banked poker)."""
    number: str
    """``104/85/M``, ``97/2010`` ("" for the non-banked rules)."""


INSTRUMENTS = {
    "Portaria 104/85/M": Instrument("portaria", "104/85/M"),
    "Portaria 51/89/M": Instrument("portaria", "51/89/M"),
    "Despacho 89/2004": Instrument("external regulatory despacho", "89/2004"),
    "Despacho 97/2010": Instrument("despacho", "97/2010"),
    NONBANKED: Instrument(NONBANKED, ""),
}
"""The instruments a canonical citation names (``regulations.FILES``' keys), as each file's
header calls it: the Portarias of 1985 and 1989 (the Governor's, cited by number alone), the
*Despacho do Secretário para a Economia e Finanças n.º 97/2010* and the *Despacho
Regulamentar Externo do Secretário para a Economia e Finanças n.º 89/2004*."""

LEVELS = ("article", "rule", "part", "number", "alinea", "subalinea", "point")
"""The divisions of a provision, largest first (``article`` for a Portaria's or Despacho's
article, ``rule`` for a non-banked rule)."""


@dataclass(frozen=True)
class Division:
    level: str
    """One of :data:`LEVELS`."""
    label: str
    """As the regulation numbers it: ``12``, ``II``, ``1``, ``c``, ``ii``, ``2``."""
    last: str = ""
    """A range's last label: ``rules 42-46`` is ``Division("rule", "42", "46")``."""


Provision = tuple[Division, ...]
"""One provision, its divisions from the article down: ``art. 10 c ii`` is article 10,
alínea c, subalínea ii."""


@dataclass(frozen=True)
class Clause:
    instrument: str
    """A key of :data:`INSTRUMENTS`, or :data:`RULING`."""
    provisions: tuple[Provision, ...] = ()
    rulings: tuple[str, ...] = ()
    """``R8-4``, ``R6-3b`` (a ruling clause)."""
    remark: str = ""
    """The remark in brackets, in English as written."""


# -- reading a canonical clause ------------------------------------------------------------

_REGULATION = re.compile(r"(?P<kind>Portaria|Despacho) (?P<number>\d+/\d+(?:/M)?)")
_REMARK = re.compile(r"^(?P<body>.*?)\s*\((?P<remark>[^()]*(?:\([^()]*\)[^()]*)*)\)$")
_ARTICLES = re.compile(rf"^(?P<regulation>{_REGULATION.pattern}) art\. (?P<refs>.+)$")
_RULES = re.compile(r"^(?:non-banked|Non-banked poker rules,) (?P<word>rules?) (?P<refs>.+)$")
_RULING_ID = r"R\d+(?:-\d+b?)?"
_RULINGS = re.compile(rf"^(?:rulings? )?(?P<ids>{_RULING_ID}(?:(?:,\s*|\s+and\s+)(?:ruling )?{_RULING_ID})*)$")
_NUMBER = re.compile(r"^(?P<first>\d+(?:\.\d+){0,2})(?:-(?P<last>\d+(?:\.\d+){0,2}))?$")
_LETTER = re.compile(r"^[a-z](?:-[a-z])?$")
_ROMAN = re.compile(r"^[ivx]+(?:-[ivx]+)?$")
_PART = re.compile(r"^(?P<part>[IVX]+)(?:\.(?P<number>\d+))?$")
_POINT = re.compile(r"^\d+$")


def clauses(citation: str) -> list[str]:
    """The clauses of a canonical citation, as written."""
    return [c.strip() for c in citation.split(";") if c.strip()]


def parse_clause(clause: str) -> Clause | None:
    """A canonical clause as a :class:`Clause`; None for a shape not known."""
    m = _REMARK.match(clause)
    body, remark = (m.group("body"), m.group("remark")) if m else (clause, "")
    if m := _ARTICLES.match(body):
        regulation = m.group("regulation")
        if regulation not in INSTRUMENTS:
            return None
        provisions = _provisions(m.group("refs"), regulation)
    elif m := _RULES.match(body):
        regulation = NONBANKED
        provisions = _provisions(m.group("refs"), regulation)
    elif m := _RULINGS.match(body):
        return Clause(RULING, rulings=tuple(re.findall(_RULING_ID, m.group("ids"))), remark=remark)
    else:
        return None
    return Clause(regulation, provisions, remark=remark) if provisions else None


def _provisions(text: str, regulation: str) -> tuple[Provision, ...] | None:
    """``62, 108`` / ``7 a, 65`` / ``10 c i 2`` / ``10 b, c`` / ``6.3-6.5`` as provisions;
    None for a shape not known."""
    out: list[Provision] = []
    for item in re.split(r",\s*|\s+and\s+", text.strip()):
        provision = _provision(item, regulation, out[-1] if out else None)
        if provision is None:
            return None
        out.append(provision)
    return tuple(out)


def _provision(item: str, regulation: str, before: Provision | None) -> Provision | None:
    tokens = [t.removeprefix("(").removesuffix(")") for t in item.split()]
    if not tokens or not all(tokens):
        return None
    top = "rule" if regulation == NONBANKED else "article"
    if m := _NUMBER.match(tokens[0]):
        path = _numbered(m.group("first"), m.group("last") or "", top, regulation)
        if path is None:
            return None
        rest = tokens[1:]
    elif before is not None and len(tokens) == 1 and _LETTER.match(tokens[0]):
        # A further alínea of the article before: the c of "2 b), c)".
        path = [d for d in before if d.level in (top, "part", "number")]
        rest = tokens
    else:
        return None
    for token in rest:
        division = _subdivision(token, path)
        if division is None:
            return None
        path.append(division)
    if any(d.last for d in path[:-1]):  # a range is the provision's last division
        return None
    return tuple(path)


def _numbered(first: str, last: str, top: str, regulation: str) -> list[Division] | None:
    """``12`` / ``42-46`` / ``12.1`` / ``6.3-6.5`` / ``9.1.2``: the article and its número or
    alínea, as the regulation numbers them."""
    a, b = first.split("."), last.split(".") if last else []
    if b and (len(a) != len(b) or a[:-1] != b[:-1]):
        return None
    path = [Division(top, a[0], b[0] if len(a) == 1 and b else "")]
    if len(a) >= 2:
        level = paragraph_level(regulation, int(a[0]), int(a[1])) or "number"
        if len(a) == 3:
            level = "number"
        path.append(Division(level, a[1], b[1] if len(a) == 2 and b else ""))
    if len(a) == 3:
        path.append(Division("alinea", a[2], b[2] if b else ""))
    return path


def _subdivision(token: str, path: list[Division]) -> Division | None:
    """The division a token after the number names, given the divisions before it: a letter is
    the alínea (``71 i)`` too), then Roman numerals the subalínea and digits the point."""
    levels = [d.level for d in path]
    first, _, last = token.partition("-")
    if len(levels) == 1 and (m := _PART.match(token)):
        return Division("part", m.group("part")) if not m.group("number") else None
    if "alinea" not in levels and _LETTER.match(token):
        return Division("alinea", first, last)
    if levels[-1] == "alinea" and _ROMAN.match(token):
        return Division("subalinea", first, last)
    if levels[-1] in ("alinea", "subalinea") and _POINT.match(token):
        return Division("point", token)
    return None


# -- rendering -------------------------------------------------------------------------------

TEMPLATES: dict[str, Callable[[], str]] = {
    # The instrument around its provisions.
    "portaria": lambda: tr(
        "Portaria {number}, {provisions}",
        "citation: provisions of a Portaria, {provisions} already in the language "
        "(zh 第{number}號訓令{provisions}; pt {provisions} da Portaria n.º {number})"),
    "despacho": lambda: tr(
        "Despacho {number}, {provisions}",
        "citation: provisions of a Despacho of the Secretary for Economy and Finance "
        "(zh 經濟財政司司長第{number}號批示{provisions}; pt {provisions} do Despacho n.º {number})"),
    "external regulatory despacho": lambda: tr(
        "Despacho Regulamentar Externo {number}, {provisions}",
        "citation: provisions of an external regulatory Despacho of the Secretary for Economy and Finance "
        "(zh 經濟財政司司長第{number}號對外規範性批示{provisions})"),
    # An instrument named alone (the Help's list of each game's regulation).
    "portaria-alone": lambda: tr(
        "Portaria {number}", "citation: a Portaria named alone (zh 第{number}號訓令; pt Portaria n.º {number})"),
    "despacho-alone": lambda: tr(
        "Despacho {number}", "citation: a Despacho of the Secretary for Economy and Finance named alone "
        "(zh 經濟財政司司長第{number}號批示; pt Despacho n.º {number})"),
    "external regulatory despacho-alone": lambda: tr(
        "Despacho Regulamentar Externo {number}", "citation: an external regulatory Despacho of the Secretary "
        "for Economy and Finance named alone (zh 經濟財政司司長第{number}號對外規範性批示)"),
    NONBANKED: lambda: tr(
        "non-banked poker rules, {provisions}",
        "citation: rules of non-banked poker (zh 非莊家遊戲規則{provisions}; pt {provisions} do póquer não bancado)"),
    # One division, alone or as the head of the divisions below it.
    "article": lambda: tr("art. {n}", "citation: one article (zh 第{n}條; pt art. {n}.º)"),
    "rule": lambda: tr("rule {n}", "citation: one non-banked rule (zh 第{n}條; pt regra {n})"),
    "part": lambda: tr(
        "part {part}",
        "citation: an article's part in Roman numerals, 9 II (zh 第{part}部分)"),
    "number": lambda: tr(
        "no. {n}",
        "citation: an article's numbered paragraph, the 1 of art. 3.1 (número; zh 第{n}款; pt n.º {n})"),
    "alinea": lambda: tr(
        "({letter})",
        "citation: a lettered paragraph, the a of art. 11 a (alínea; zh {letter}項; pt alínea {letter}))"),
    "alinea-numbered": lambda: tr(
        "({n})", "citation: a paragraph numbered 1), the 1 of Despacho 97/2010 art. 12.1 "
        "(alínea; zh （{n}）項; pt alínea {n}))"),
    "subalinea": lambda: tr(
        "({item})",
        "citation: an item in Roman numerals, the ii of art. 10 c ii (subalínea; zh {item}目)"),
    "point": lambda: tr(
        "point {n}",
        "citation: a numbered point of an item, the 2 of art. 10 c i 2 (zh 第{n}點; pt ponto {n}))"),
    # Divisions within a division: "n.º 1 of art. 12", "(a) of rule 71".
    "of-article": lambda: tr(
        "{provisions} of {head}",
        "citation: divisions of an article (zh {head}{provisions}; pt {provisions} do {head})"),
    "of-rule": lambda: tr(
        "{provisions} of {head}",
        "citation: divisions of a non-banked rule (zh {head}{provisions}; pt {provisions} da {head})"),
    "of-part": lambda: tr(
        "{provisions} of {head}",
        "citation: divisions of an article's part (zh {head}{provisions}; pt {provisions} da {head})"),
    "of-number": lambda: tr(
        "{provisions} of {head}",
        "citation: divisions of a número (zh {head}{provisions}; pt {provisions} do {head})"),
    "of-alinea": lambda: tr(
        "{provisions} of {head}",
        "citation: divisions of an alínea (zh {head}{provisions}; pt {provisions} da {head})"),
    "of-subalinea": lambda: tr(
        "{provisions} of {head}",
        "citation: divisions of a subalínea (zh {head}{provisions}; pt {provisions} da {head})"),
    # Articles or rules cited by number alone, several in a row: "arts. 7, 8", "rules 42-46, 62".
    "articles": lambda: tr(
        "arts. {numbers}",
        "citation: the first of several articles cited by number alone (pt arts. {numbers}; zh {numbers})"),
    "rules": lambda: tr(
        "rules {numbers}",
        "citation: the first of several rules cited by number alone (pt regras {numbers}; zh {numbers})"),
    "article-in-list": lambda: tr(
        "{n}",
        "citation: an article's number among several, the 8 of arts. 7, 8 (zh 第{n}條; pt {n}.º)"),
    "rule-in-list": lambda: tr(
        "{n}",
        "citation: a rule's number among several, the 62 of rules 42-46, 62 (zh 第{n}條; pt {n})"),
    # Joints.
    "range": lambda: tr(
        "{first}-{last}",
        "citation: a range, rules 42-46, art. 6.3-6.5 (zh {first}至{last}; pt {first} a {last})"),
    "list": lambda: tr("{list}, {item}", "a list of cited numbers"),
    "list-last": lambda: tr("{list} and {item}", "a list of cited numbers, its last"),
    "ruling": lambda: tr("ruling {rulings}", "citation: one house ruling"),
    "rulings": lambda: tr("rulings {rulings}", "citation: several house rulings"),
    "next": lambda: tr("{citation}; {next}", "citations one after another"),
    "remark": lambda: tr("{citation} ({remark})", "a citation with a remark"),
}
"""Every fixed word and joint of a rendered citation, each its ``tr`` (written out, for lupdate)."""


def citation_form() -> str:
    """How the language in use writes a citation, as its catalogue says (Qt's own
    ``QT_LAYOUT_DIRECTION`` trick, so this module never asks which language is in use):
    ``as written`` (the canonical English), ``arabic`` (the templates, numbers in digits) or
    ``chinese`` (the templates, numbers in Chinese numerals)."""
    form = tr("as written", "citation form: 'as written' (the canonical English: Despacho 97/2010 art. 12.1), "
              "'arabic' (this catalogue's citation templates, numbers in digits) or 'chinese' (the templates, the "
              "numbers of articles, paragraphs and points in Chinese numerals: 第十二條); translate as one of these "
              "three words")
    return form if form in ("arabic", "chinese") else "as written"


def citation_text(citation: str) -> str:
    """``citation`` as the trainee reads it in the language in use."""
    parts = clauses(citation)
    if not parts or citation_form() == "as written":
        return citation
    text = clause_text(parts[0])
    for clause in parts[1:]:
        text = _template("next", citation=text, next=clause_text(clause))
    return text


def regulation_text(regulation: str) -> str:
    """A game's regulation as :data:`trainer.engine.rulesets` names it (``Portaria 104/85/M``,
    ``Non-banked poker rules 1-91``) in the language in use; as written for another shape."""
    if citation_form() == "as written":
        return regulation
    if regulation in INSTRUMENTS and regulation != NONBANKED:
        instrument = INSTRUMENTS[regulation]
        return _template(f"{instrument.kind}-alone", number=instrument.number)
    if m := re.match(r"^Non-banked poker rules (?P<refs>\d.*)$", regulation):
        return citation_text(f"non-banked rules {m.group('refs')}")
    return regulation


def clause_text(clause: str) -> str:
    """One canonical clause in the language in use; as written for a shape not known."""
    parsed = parse_clause(clause)
    if parsed is None or citation_form() == "as written":
        return clause
    return render(parsed)


def render(clause: Clause) -> str:
    """A :class:`Clause` in the language in use (:data:`TEMPLATES`, the numbers in the
    language's :func:`citation_form`)."""
    if clause.instrument == RULING:
        text = _template("ruling" if len(clause.rulings) == 1 else "rulings",
                         rulings=_listed(list(clause.rulings), nested=False))
    else:
        instrument = INSTRUMENTS[clause.instrument]
        provisions = _top(_tree(clause.provisions), chinese=citation_form() == "chinese")
        text = _template(instrument.kind, number=instrument.number, provisions=provisions)
    if clause.remark:
        text = _template("remark", citation=text, remark=tr(clause.remark))
    return text


def _template(key: str, /, **values: str) -> str:
    return fill(TEMPLATES[key](), **values)


@dataclass
class _Node:
    division: Division
    below: list[_Node] = field(default_factory=list)

    def nested(self) -> bool:
        """Whether a list is cited below: its joints are then commas only (第十條b項、c項ii目及iv目)."""
        return len(self.below) > 1 or any(n.nested() for n in self.below)


def _tree(provisions: Sequence[Provision]) -> list[_Node]:
    """Provisions one after another that share their first divisions, merged: ``10 b, 10 c ii,
    10 c iv`` is article 10 with b, and c with ii and iv.  A range of two neighbours is the
    two (``rules 17-18``: regras 17 e 18, 第十七條及第十八條)."""
    top: list[_Node] = []
    for provision in (p for whole in provisions for p in _neighbours(whole)):
        nodes = top
        for index, division in enumerate(provision):
            last = nodes[-1] if nodes else None
            more = index < len(provision) - 1
            if last is not None and last.division == division and last.below and more and not division.last:
                nodes = last.below
                continue
            node = _Node(division)
            nodes.append(node)
            for rest in provision[index + 1:]:
                child = _Node(rest)
                node.below.append(child)
                node = child
            break
    return top


def _neighbours(provision: Provision) -> tuple[Provision, ...]:
    last = provision[-1]
    if last.last and _next_label(last.label) == last.last:
        return provision[:-1] + (Division(last.level, last.label),), provision[:-1] + (Division(last.level, last.last),)
    return (provision,)


def _next_label(label: str) -> str:
    if label.isdigit():
        return str(int(label) + 1)
    return chr(ord(label) + 1) if len(label) == 1 and label.isalpha() else ""


def _numeral(label: str, chinese: bool) -> str:
    return chinese_numeral(int(label)) if chinese and label.isdigit() else label


def _one(division: Division, label: str, chinese: bool) -> str:
    """One division alone: ``art. 12.º`` / ``第十二條``, ``alínea 1)`` / ``（一）項``."""
    n = _numeral(label, chinese)
    if division.level == "alinea":
        if label.isdigit():
            return _template("alinea-numbered", n=n)
        return _template("alinea", letter=label)
    if division.level == "subalinea":
        return _template("subalinea", item=label)
    if division.level == "part":
        return _template("part", part=label)
    return _template(division.level, n=n)


def _division(division: Division, chinese: bool) -> str:
    if division.last:
        return _template("range", first=_one(division, division.label, chinese),
                         last=_one(division, division.last, chinese))
    return _one(division, division.label, chinese)


def _node(node: _Node, chinese: bool) -> str:
    head = _division(node.division, chinese)
    if not node.below:
        return head
    below = _listed([_node(n, chinese) for n in node.below], nested=any(n.nested() for n in node.below))
    return _template(f"of-{node.division.level}", head=head, provisions=below)


def _top(nodes: list[_Node], chinese: bool) -> str:
    """The clause's provisions: articles or rules cited by number alone, several in a row, under
    one word (``arts. 7.º, 8.º``, ``regras 42 a 46, 62 e 85``)."""
    items: list[str] = []
    index = 0
    while index < len(nodes):
        run = index
        while run < len(nodes) and not nodes[run].below:
            run += 1
        if run - index >= 2 or (run > index and nodes[index].division.last):
            for at in range(index, run):
                division = nodes[at].division
                number = _in_list(division, division.label, chinese)
                if division.last:
                    number = _template("range", first=number, last=_in_list(division, division.last, chinese))
                if at == index:
                    number = _template("articles" if division.level == "article" else "rules", numbers=number)
                items.append(number)
            index = run
        else:
            items.append(_node(nodes[index], chinese))
            index += 1
    return _listed(items, nested=any(n.nested() for n in nodes))


def _in_list(division: Division, label: str, chinese: bool) -> str:
    return _template(f"{division.level}-in-list", n=_numeral(label, chinese))


def _listed(words: Sequence[str], *, nested: bool) -> str:
    """``62, 108`` / ``38, 49 and 50`` with the language's joints (zh: 62、108 / 38、49及50); a
    list with a list inside it has commas only."""
    text = words[0]
    for index, word in enumerate(words[1:], start=1):
        last = index == len(words) - 1 and not nested
        text = _template("list-last" if last else "list", list=text, item=word)
    return text


_DIGITS = "零一二三四五六七八九"


def chinese_numeral(n: int) -> str:
    """A whole number from 1 to 9999 as a Chinese legal text writes it: 十二, 二十, 一百零八,
    一百一十二 (a hundred or more says 一十)."""
    if not 0 < n < 10000:
        raise ValueError(f"no Chinese numeral for {n}")
    if n < 20:
        return ("十" if n >= 10 else "") + (_DIGITS[n % 10] if n % 10 or n < 10 else "")
    out = ""
    zero = False
    for value, unit in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        digit = n // value % 10
        if digit:
            out += ("零" if zero else "") + _DIGITS[digit] + unit
            zero = False
        elif out:
            zero = True
    return out


def chinese_value(numeral: str) -> int:
    """A Chinese numeral as :func:`chinese_numeral` writes it, read back: 一百零八 -> 108."""
    total, digit = 0, 0
    for char in numeral:
        if char in _UNITS:
            total += (digit or 1) * _UNITS[char]
            digit = 0
        elif char in _DIGITS:
            digit = _DIGITS.index(char)
        else:
            raise ValueError(f"not a Chinese numeral: {numeral!r}")
    return total + digit


_UNITS = {"十": 10, "百": 100, "千": 1000}
