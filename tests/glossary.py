"""The glossary of the trade's words (docs/GLOSSARY.md, a copy of ../shared/GLOSSARY.md).

Each table row gives an English term (or several: "player / seat"), the regulations'
Portuguese word(s) — one per regulation where they differ: "croupier (Omaha 2010); pagador
(non-banked); dealer (stud)" — and the Macau Chinese word ("玩家 / 座位": one per English
term where the counts agree, else the first is the one to use).  Issue 19 asks that a
catalogue use these words wherever the English term appears: :func:`uses` finds the terms
in an English source, :func:`has_portuguese` and :func:`has_chinese` look for their words in
a translation (tests/i18n/test_glossary.py).

A regulation label in brackets names the games it covers: "stud" is Portaria 104/85/M
(five-card stud), "2010" the Despacho 97/2010 (Omaha, Macau 2010), "non-banked" and
"rule N" the non-banked poker rules (hold'em, Omaha, póquer sintético).  A word without a
label is the word of every game that has no labelled word of its own.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from trainer.engine.rulesets import games_where


def spoken_in(label: str) -> frozenset[str]:
    """The games whose words are a regulation's, by the label the glossary and the descriptor give it
    (:attr:`trainer.engine.rulesets.RuleSet.words`: "non-banked", "stud", "2010")."""
    return frozenset(games_where(lambda rules: rules.words == label))


REGULATION_LABELS = ("stud", "2010", "non-banked")
"""The regulations a bracketed label may name (the descriptor's :attr:`~trainer.engine.rulesets.RuleSet.words`);
"rule N" names the non-banked rules too."""
NON_BANKED: frozenset[str] = spoken_in("non-banked")
"""The games of the non-banked poker rules (hold'em, Omaha, póquer sintético)."""

ANY_GAME = ""
"""The regulation key of a word given without a label."""


@dataclass(frozen=True)
class Entry:
    """One English term of the glossary with its words."""

    english: str
    """The term as a trainee reads it in English, lower case ("side pot", "front row")."""
    portuguese: Mapping[str, tuple[str, ...]]
    """Game id -> the regulation's words for it; :data:`ANY_GAME` -> the unlabelled words."""
    chinese: str
    section: str
    row: int
    """The row's line number in the glossary (1-based)."""

    def portuguese_for(self, game: str | None) -> tuple[str, ...]:
        """The words a translation for ``game`` may use: the game's regulation's, else the
        unlabelled ones, else (no game, or a game no label covers) every word of the term."""
        if game and game in self.portuguese:
            return self.portuguese[game]
        if game and ANY_GAME in self.portuguese:
            return self.portuguese[ANY_GAME]
        return self.all_portuguese()

    def all_portuguese(self) -> tuple[str, ...]:
        words: dict[str, None] = {}
        for group in self.portuguese.values():
            words.update(dict.fromkeys(group))
        return tuple(words)


@dataclass(frozen=True)
class Row:
    """A table row as written: the three cells and where it is."""

    english: str
    portuguese: str
    chinese: str
    section: str
    line: int


# -- reading the tables ------------------------------------------------------------------

_SEPARATOR = re.compile(r"^\|\s*-")


def rows(text: str) -> Iterator[Row]:
    """The body rows of every three-column table (the header and the |---| line left out)."""
    section = ""
    header = False
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith("## "):
            section, header = line[3:].strip(), True
            continue
        if not line.startswith("|"):
            continue
        if header:  # the English | Português | 中文 line
            header = False
            continue
        if _SEPARATOR.match(line):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3:
            yield Row(cells[0], cells[1], cells[2], section, number)


def _split_outside_brackets(text: str, separator: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "(（":
            depth += 1
        elif ch in ")）":
            depth -= 1
        elif depth == 0 and text.startswith(separator, i):
            parts.append(text[start:i])
            start = i + len(separator)
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


_BRACKETS = re.compile(r"\s*[(（]([^()（）]*)[)）]")


def _games_of_label(piece: str) -> frozenset[str] | None:
    """The games a bracketed label names, or None when it names no regulation (a gloss)."""
    games: set[str] = set()
    for label in REGULATION_LABELS:
        if label in piece:
            games |= spoken_in(label)
    if re.search(r"\brules?\s+\d", piece):
        games |= NON_BANKED
    if games:
        return frozenset(games)
    return frozenset() if piece.startswith("art.") else None


def _alternatives(english: str, portuguese: str) -> list[str]:
    """ "player / seat" -> [player, seat]; "front / middle / back row" -> [front row, ...]
    when the Portuguese lists as many words (one per term); "board / community cards" (one
    Portuguese word: two names of one thing) keeps "board"."""
    cleaned = re.sub(r"^the\s+", "", _BRACKETS.sub("", english).strip().lower())
    parts = _split_outside_brackets(cleaned, " / ")
    counts = {len(_split_outside_brackets(_BRACKETS.sub("", g), " / "))
              for g in _split_outside_brackets(portuguese, "; ")}
    return _elide(parts) if len(parts) in counts else parts


def _elide(parts: list[str]) -> list[str]:
    """Give back the words a slash list leaves out: "primeiro / segundo / terceiro escalão"
    (a shared tail) and "aposta prévia menor / maior" (a shared head)."""
    if len(parts) < 2:
        return parts
    words = [p.split() for p in parts]
    if len(words[-1]) > 1 and all(len(w) == 1 for w in words[:-1]):
        tail = " ".join(words[-1][1:])
        return [f"{p} {tail}" for p in parts[:-1]] + [parts[-1]]
    if len(words[0]) > 1 and all(len(w) == 1 for w in words[1:]):
        head = " ".join(words[0][:-1])
        return [parts[0]] + [f"{head} {p}" for p in parts[1:]]
    return parts


def _portuguese(cell: str, terms: int) -> list[dict[str, list[str]]]:
    """Per English alternative: game (or ANY_GAME) -> words."""
    per_term: list[dict[str, list[str]]] = [{} for _ in range(terms)]
    for group in _split_outside_brackets(cell, "; "):
        games: frozenset[str] = frozenset()
        glosses: list[str] = []
        trailing = [m for m in _BRACKETS.finditer(group) if m.end() == len(group)]
        if trailing:
            label_games: set[str] = set()
            pieces = [p.strip() for p in re.split(r"[;,]\s*", trailing[0].group(1))]
            found = [(piece, _games_of_label(piece)) for piece in pieces]
            if any(games_of is not None for _, games_of in found):  # a regulation label
                for piece, games_of in found:
                    if games_of is None:
                        glosses.append(piece.strip('"'))
                    else:
                        label_games |= games_of
                games = frozenset(label_games)
                group = group[: trailing[0].start()].rstrip()
        words = _split_outside_brackets(group, " / ")
        positional = terms > 1 and len(words) == terms
        if positional:
            words = _elide(words)
        for index in range(terms):
            chosen = [words[index]] if positional else list(words)
            expanded: list[str] = []
            for word in chosen:
                expanded.extend(_bracket_alternatives(word))
            expanded.extend(g for g in glosses if g)
            for game in sorted(games) or [ANY_GAME]:
                per_term[index].setdefault(game, []).extend(expanded)
    return per_term


def _bracket_alternatives(word: str) -> list[str]:
    """ "com limite (metade do pote)" -> both; "jogo feito ou natural" -> both."""
    inner = [m.group(1).strip() for m in _BRACKETS.finditer(word)]
    bare = _BRACKETS.sub("", word).strip()
    return [w for w in (*bare.split(" ou "), *inner) if w]


def _chinese(cell: str, terms: int) -> list[str]:
    words = [_BRACKETS.sub("", w).strip() for w in _split_outside_brackets(cell, " / ")]
    if terms > 1 and len(words) == terms:
        return words
    return [words[0]] * terms


def parse(text: str) -> list[Entry]:
    """Every term of the glossary's tables, one :class:`Entry` per English alternative."""
    entries = []
    for row in rows(text):
        english = _alternatives(row.english, row.portuguese)
        portuguese = _portuguese(row.portuguese, len(english))
        chinese = _chinese(row.chinese, len(english))
        for term, pt, zh in zip(english, portuguese, chinese, strict=True):
            words = {game: tuple(dict.fromkeys(ws)) for game, ws in pt.items()}
            entries.append(Entry(term, words, zh, row.section, row.line))
    return entries


def load(path: Path) -> list[Entry]:
    return parse(path.read_text(encoding="utf-8"))


# -- finding the terms and the words -----------------------------------------------------


def _english_token(token: str, last: bool) -> str:
    if not last:
        return re.escape(token)
    forms = {token, token + "s", token + "es", token + "ed", token + "d", token + "ing"}
    if token.endswith("e"):
        forms.add(token[:-1] + "ing")
    if re.search(r"[^aeiou][aeiou][bcdfgklmnprtv]$", token):  # bet -> betting, pot -> pots
        forms |= {token + token[-1] + "ing", token + token[-1] + "ed"}
    if token.endswith("s") and len(token) > 3:  # chips -> chip, points -> point
        forms.add(token[:-1])
    return "(?:" + "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)) + ")"


@functools.cache
def english_pattern(term: str) -> re.Pattern[str]:
    """The term as a whole word or phrase, case-insensitive, with its plural and -ed/-ing
    forms ("bet", "bets", "betting"); a hyphen or a space may join its words."""
    tokens = re.split(r"[\s-]+", term)
    body = r"[\s-]+".join(_english_token(t, i == len(tokens) - 1) for i, t in enumerate(tokens))
    return re.compile(rf"(?<![\w-]){body}(?![\w-])", re.IGNORECASE)


PORTUGUESE_STOP_WORDS = frozenset({"o", "a", "os", "as", "de", "do", "da", "dos", "das", "e", "um", "uma", "se"})


def _portuguese_stem(token: str) -> str:
    """A word's stem, so that its plural and its verb forms match: "jogador" -> jogadores,
    "desistir" -> desiste, "comissão" -> comissões, "cartas comuns" -> carta comum."""
    t = token.lower()
    for plural, singular in (("ões", ""), ("ães", ""), ("ais", "a"), ("ns", "")):
        if t.endswith(plural) and len(t) > 4:
            return t[: -len(plural)] + singular
    if re.search(r"[rzl]es$", t) and len(t) > 4:
        t = t[:-2]
    elif t.endswith("s") and len(t) > 3:
        t = t[:-1]
    if len(t) >= 5 and t.endswith("ão"):
        return t[:-2]
    if len(t) >= 5 and re.search(r"[aei]r$", t):  # a verb: repicar -> repique, subir -> subida
        return t[:-2] if len(t) > 5 else t[:-1]
    if len(t) >= 5 and t[-1] in "aeolm":
        return t[:-1]
    return t


IRREGULAR: dict[str, str] = {"subir": r"(?:subi\w*|sob[eo]m?\b|subo\b)"}
"""Verbs whose forms change their stem: subir -> sobe, sobem."""


def _stem_pattern(stem: str) -> str:
    """A verb stem's spellings: repic- -> repique, jog- -> jogue."""
    spelled = {"c": "(?:c|qu)", "g": "(?:g|gu)"}
    if stem[-1:] in spelled:
        return re.escape(stem[:-1]) + spelled[stem[-1]] + r"\w*"
    return re.escape(stem) + r"\w*"


@functools.cache
def portuguese_pattern(word: str) -> re.Pattern[str]:
    """The word's content words in order, each by its stem, at most two words between.  A
    verb with its object ("subir a aposta", "aceitar a aposta", "passar a voz") is matched by
    the verb alone too: the noun ("uma subida") and a short answer ("aceita") drop the object."""
    tokens = [t for t in re.split(r"[\s-]+", word.lower()) if t and t not in PORTUGUESE_STOP_WORDS]
    if len(tokens) > 1 and re.search(r"[aei]r$", tokens[0]) and " " in word:
        tokens = tokens[:1]
    parts = [IRREGULAR.get(t) or _stem_pattern(_portuguese_stem(t)) for t in tokens]
    body = r"(?:\W+\w+){0,2}?\W+".join(parts)
    return re.compile(rf"(?<!\w){body}", re.IGNORECASE)


@dataclass(frozen=True)
class Use:
    """A glossary term found in a message's English source."""

    entry: Entry
    start: int
    end: int


def uses(entries: Iterable[Entry], source: str) -> list[Use]:
    """The terms a source uses, the longest first: a span taken by "side pot" is not also
    "pot", nor "straight flush" a "straight" and a "flush"."""
    found: list[Use] = []
    taken: list[tuple[int, int]] = []
    for entry in sorted(entries, key=lambda e: len(e.english), reverse=True):
        for match in english_pattern(entry.english).finditer(source):
            if any(match.start() < end and start < match.end() for start, end in taken):
                continue
            found.append(Use(entry, match.start(), match.end()))
            taken.append((match.start(), match.end()))
    return sorted(found, key=lambda u: u.start)


def has_portuguese(translation: str, words: Iterable[str]) -> bool:
    return any(portuguese_pattern(w).search(translation) for w in words)


def has_chinese(translation: str, word: str) -> bool:
    return word.casefold() in translation.casefold()  # "Póquer sintético" opens a sentence
