"""Which provisions of the regulations the items ask (``trainer lessons coverage``).

For each game: every provision an item its lessons and exams can draw **asks** — a
procedure item's own ``cite``, or, for a scripted or generated item, the provisions its
explanation's steps rest on *that its task asks* (:data:`ASKS`: a who-acts item asks
who acts, a settle item the outcome and not whether the stake was legal) — with the
items that ask it (``<lesson id>/<item id>``; a generated block is the lesson item it
is written as; an exam's generated quota is ``<exam id>/<task>``).  An explanation step
that merely mentions a provision the task does not ask (the round's opener in a
change-a-bet item, the chips of art. 4.1 in a colour-up item) counts for nothing (issue
30 item 4).  A lesson that names several games (``games:``) counts for each.

Provisions are written as the regulation numbers them: the non-banked rules as
``rule 69 d``, the articles of the Portarias and Despachos as ``art. 10 c ii`` or
``art. 6.3``.  A game counts only its own regulation's provisions (stud: Portaria
104/85/M; thirteen: Portaria 51/89/M; qpoker: Despacho 89/2004; omaha-macau: Despacho
97/2010; holdem, omaha, sintetico: the non-banked rules): an explanation that also
names another regulation's article says so in passing, it does not teach it.

:data:`REQUIRED` lists the provisions a croupier acts on that issue 15 requires an
item for; :func:`uncovered` names those left without one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from trainer.curriculum.generate import generate
from trainer.curriculum.items import item_questions
from trainer.curriculum.lesson import GenerateBlock, Lesson, ProcedureItem, ScriptedItem
from trainer.engine.rulesets import GAMES, RULESETS
from trainer.tasks import Question, task_for

# -- citations -------------------------------------------------------------------------

NONBANKED = "non-banked"
REGULATION_OF_GAME: dict[str, str] = {game: rules.instrument for game, rules in RULESETS.items()}
_REGULATION_NAMES = (
    (re.compile(r"Portaria\s+(?:n\.?º\s*)?104/85/M", re.I), "Portaria 104/85/M"),
    (re.compile(r"Portaria\s+(?:n\.?º\s*)?51/89/M", re.I), "Portaria 51/89/M"),
    (re.compile(r"Despacho\s+(?:n\.?º\s*)?89/2004", re.I), "Despacho 89/2004"),
    (re.compile(r"Despacho\s+(?:n\.?º\s*)?97/2010", re.I), "Despacho 97/2010"),
    (re.compile(r"non-banked|não bancad", re.I), NONBANKED),
    (re.compile(r"\{REG\}"), ""),  # an unfilled placeholder: the game's own regulation
)
_KEYWORD = re.compile(r"\b(?:rules?|regras?|art(?:igos?|s)?\.?)(?=\s*\d)", re.I)
_NUMBER = re.compile(r"\s*(\d+(?:\.\d+)*)")
_SUB = re.compile(r"\s*(?:\(|)\s*([a-z]|[ivx]+|[IVX]+|\d)\)?(?=[\s,;:.)\-]|$)")
_ROMAN_LOWER = re.compile(r"^[ivx]+$")


@dataclass(frozen=True)
class Citation:
    regulation: str
    """``non-banked``, ``Portaria 104/85/M``, … (:data:`REGULATION_OF_GAME`'s values)."""
    provision: str
    """``rule 69 d``, ``art. 10 c ii``, ``art. 6.3``."""


def parse_cite(text: str, game: str = "") -> list[Citation]:
    """Every provision a citation names, ranges expanded ("rules 81-83" is three).

    The regulation is the one named last before the number; with none named, the
    game's own.  Rulings ("ruling R1-4") are not provisions and are left out.
    """
    out: list[Citation] = []
    own = REGULATION_OF_GAME.get(game, NONBANKED)
    for clause in re.split(r";", text):
        regulation = own
        marks = sorted(
            [(m.start(), "reg", name or own) for pattern, name in _REGULATION_NAMES for m in pattern.finditer(clause)]
            + [(m.end(), "ref", "") for m in _KEYWORD.finditer(clause)]
        )
        for position, kind, name in marks:
            if kind == "reg":
                regulation = name
                continue
            word = "rule" if regulation == NONBANKED else "art."
            out.extend(Citation(regulation, f"{word} {ref}") for ref in _refs(clause[position:]))
    return _unique(out)


def _refs(text: str) -> list[str]:
    """The references at the start of ``text``: ``87, 88``, ``10 c) i) 2)``, ``6.3-6.5``,
    ``69 d-f``; each as written by the regulation (``10 c i 2``)."""
    refs: list[str] = []
    pos = 0
    while True:
        ref, pos = _ref(text, pos)
        if ref is None:
            return refs
        dash = re.match(r"\s*[-–]\s*", text[pos:])
        if dash:
            end, after = _ref(text, pos + dash.end(), bare_sub=True)
            if end is not None:
                refs.extend(_expand(ref, end))
                pos = after
            else:
                refs.append(ref)
        else:
            refs.append(ref)
        more = re.match(r"\s*(?:,|and|e)\s*(?=\d)", text[pos:])
        if not more:
            return refs
        pos += more.end()


def _ref(text: str, pos: int, bare_sub: bool = False) -> tuple[str | None, int]:
    """One reference from ``pos``: a number with its lettered or numbered subdivisions.
    ``bare_sub``: the end of a range may be a subdivision alone (``d`` in ``69 d-f``)."""
    m = _NUMBER.match(text, pos)
    parts: list[str] = []
    if m:
        parts.append(m.group(1))
        pos = m.end()
    elif not bare_sub:
        return None, pos
    while True:
        s = _SUB.match(text, pos)
        if not s or (not parts and not bare_sub):
            break
        token = s.group(1)
        parts.append(token.lower() if len(token) == 1 and token.isalpha() and token.islower() else token)
        pos = s.end()
        if bare_sub and len(parts) == 1 and not m:
            break
    return (" ".join(parts) if parts else None), pos


def _expand(start: str, end: str) -> list[str]:
    """A range: ``81``-``83``, ``6.3``-``6.5``, ``69 d``-``f``, ``10 c ii``-``iv``."""
    head, _, last = start.rpartition(" ")
    if " " not in end and not end[0].isdigit() and head:
        lo, hi = last, end
        if len(lo) == len(hi) == 1 and lo.isalpha():
            return [f"{head} {chr(c)}" for c in range(ord(lo), ord(hi) + 1)]
        romans = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]
        if lo in romans and hi in romans:
            return [f"{head} {r}" for r in romans[romans.index(lo): romans.index(hi) + 1]]
        return [start, f"{head} {end}"]
    if start.isdigit() and end.isdigit() and int(start) <= int(end):
        return [str(n) for n in range(int(start), int(end) + 1)]
    a, b = start.split("."), end.split(".")
    if len(a) == len(b) == 2 and a[0] == b[0] and a[1].isdigit() and b[1].isdigit():
        return [f"{a[0]}.{n}" for n in range(int(a[1]), int(b[1]) + 1)]
    return [start, end]


def _unique(cites: Iterable[Citation]) -> list[Citation]:
    return list(dict.fromkeys(cites))


def provisions_of(text: str, game: str) -> list[str]:
    """The provisions of ``game``'s own regulation that ``text`` cites."""
    own = REGULATION_OF_GAME[game]
    return [c.provision for c in parse_cite(text, game) if c.regulation == own]


# -- what the items cite -----------------------------------------------------------------

Coverage = dict[str, dict[str, list[str]]]


def coverage(lessons: Sequence, exams: Sequence = ()) -> Coverage:
    """``{game: {provision: [item ids]}}`` over ``lessons`` (checked :class:`Lesson`) and
    ``exams`` (:class:`ExamDefinition`; their generated quotas, drawn once with seed 0): the
    provisions each item asks (:func:`asks`).  Each scripted item is solved once and each
    generated block generated once per game."""
    out: Coverage = {game: {} for game in GAMES}
    for lesson in lessons:
        shared: list[tuple[str, str, str]] | None = None  # (task, cite, item id) not depending on the game
        for game in lesson.games:
            if shared is None:
                shared = list(_fixed_task_cites(lesson))
            for task, cite, item_id in [*shared, *_generated_task_cites(lesson, game)]:
                for provision in provisions_of(cite, game):
                    if asks(task, game, provision):
                        _add(out[game], provision, item_id)
    for exam in exams:
        for skill in exam.skills:
            if not task_for(skill.task).generated:
                continue  # drawn from the lessons, counted there

            for question in generate(exam.game, skill.task, skill.count, 0, skill.constraints):
                for cite in _step_cites(question):
                    for provision in provisions_of(cite, exam.game):
                        if asks(question.task, exam.game, provision):
                            _add(out[exam.game], provision, f"{exam.id}/{skill.task}")
    return {game: dict(sorted(found.items(), key=lambda kv: provision_key(kv[0]))) for game, found in out.items()}


def _fixed_cites(lesson: Lesson) -> Iterable[tuple[str, str]]:
    """(citation, item id) of every procedure and scripted item, each step's as written."""
    for _, cite, item_id in _fixed_task_cites(lesson):
        yield cite, item_id


def _generated_cites(lesson: Lesson, game: str) -> Iterable[tuple[str, str]]:
    """(citation, item id) of every step of the lesson's generated blocks in ``game``."""
    for _, cite, item_id in _generated_task_cites(lesson, game):
        yield cite, item_id


def _fixed_task_cites(lesson: Lesson) -> Iterable[tuple[str, str, str]]:
    for item in lesson.items:
        if isinstance(item, ProcedureItem):
            yield item.task, item.cite, f"{lesson.id}/{item.id}"
        elif isinstance(item, ScriptedItem):
            for question in item_questions(item, lesson.id):
                for cite in _step_cites(question):
                    yield question.task, cite, question.item_id


def _generated_task_cites(lesson: Lesson, game: str) -> Iterable[tuple[str, str, str]]:
    from trainer.curriculum.generate import generate

    for index, item in enumerate(lesson.items):
        if isinstance(item, GenerateBlock):
            for question in generate(game, item.task, item.count, item.seed, item.constraints):
                for cite in _step_cites(question):
                    yield question.task, cite, f"{lesson.id}/{index + 1}"


def _step_cites(question: Question) -> list[str]:

    steps = task_for(question.task).explain(question.solution, question.params)
    return [step.cite for step in steps if step.cite]


def _add(found: dict[str, list[str]], provision: str, item_id: str) -> None:
    ids = found.setdefault(provision, [])
    if item_id not in ids:
        ids.append(item_id)


def provision_key(provision: str) -> tuple:
    """Sort ``rule 9`` before ``rule 69 a`` before ``rule 69 b`` before ``rule 70``."""
    parts: list[tuple[int, int, str]] = []
    for token in re.split(r"[ .]", provision.split(" ", 1)[1]):
        if token.isdigit():
            parts.append((0, int(token), ""))
        elif _ROMAN_LOWER.match(token):
            parts.append((1, len(token), token))
        else:
            parts.append((2, 0, token))
    return (provision.split(" ", 1)[0], parts)


def covers(cited: str, required: str) -> bool:
    """A provision is taught by an item citing it or one of its subdivisions."""
    return cited == required or cited.startswith(required + " ") or cited.startswith(required + ".")


# -- what must be taught (issue 15) --------------------------------------------------------


def _rules(*refs: str) -> tuple[str, ...]:
    return tuple(f"rule {r}" for ref in refs for r in _refs(ref))


def _arts(*refs: str) -> tuple[str, ...]:
    return tuple(f"art. {r}" for ref in refs for r in _refs(ref))


_GENERAL_NONBANKED = _rules("14", "31-34", "53", "55-57", "63", "69 d-f", "70 b", "70 f", "71 a-c", "71 i")
# Issue 30 (review of the non-banked content, section 2): the general rules a croupier acts on
# that had no item — the deck (4), the session fee (7 b), rest (13), the other bans of rule 14,
# mixed tables (23), a new player's cave (28), a mão (29-30), a hand won unshown (51), the
# cards and the deck in play (54, 58-61), the pagador reads the hands (64), a wrong card count (69 b).
_GENERAL_NONBANKED_30 = _rules("4", "7 b", "14 a", "14 b", "14 d", "14 f", "14 h", "14 i", "14 j", "14 k", "14 l",
                               "23", "28", "29", "30", "51", "54", "58-61", "64", "69 b")
DISPLACED: dict[str, tuple[str, ...]] = {
    game: _rules(*rules.displaced_rules) for game, rules in RULESETS.items() if rules.displaced_rules
}
"""Per game, the provisions of its regulation that do not apply in it, so no item of it asks them
(the descriptor's :attr:`~trainer.engine.rulesets.RuleSet.displaced_rules`)."""


def _applying(game: str, provisions: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(p for p in provisions if not any(covers(p, d) for d in DISPLACED.get(game, ())))


REQUIRED: dict[str, tuple[str, ...]] = {  # game ids as data: each game's curriculum, as lessons/<game>/ is
    "holdem": _GENERAL_NONBANKED + _rules("81-91", "92") + _GENERAL_NONBANKED_30 + _rules("6", "13", "75", "76",
                                                                                           "79"),
    "omaha": _GENERAL_NONBANKED + _rules("81-91") + _GENERAL_NONBANKED_30 + _rules("6", "13", "75", "76", "79"),
    "sintetico": _applying("sintetico", _GENERAL_NONBANKED + _rules("106") + _GENERAL_NONBANKED_30)
    + _rules("6", "99", "106 a", "106 c"),
    "stud": _arts("2", "3", "6", "10 b", "10 c ii", "10 c iv") + _arts("8", "10 b 1", "10 c i 3"),
    "omaha-macau": _arts("3.1", "5", "6.3-6.5", "11.1", "12.1-12.4")
    + _arts("1.2", "2.2", "2.3", "4.2", "4.3", "7.3", "14.1", "14.3"),
    "thirteen": _arts("3", "11") + _arts("2 b", "2 c") + _arts("1"),
    "qpoker": _arts("7") + _arts("2.1", "5.2", "6.1", "7.2") + _arts("1", "2.2", "4"),
}
"""The provisions a croupier acts on that issue 15 requires at least one item for, with
those issue 30 adds (audit S7, S15-S17: stud art. 8, 10 b 1, 10 c i 3; 13 cards art. 1, 2 b,
2 c; Q Poker art. 1, 2.1, 2.2, 4, 5.2, 6.1, 7.2; the review of the non-banked content, section 2: the
general rules of ``_GENERAL_NONBANKED_30``, the seats of rules 6 and 99, rest in hold'em and
Omaha (13), the caves of rules 75 and 79, the shuffler of rule 76, the estardilho's raise and
short cave (106 a, c); Omaha (Macau) art. 1.2, 2.2, 2.3, 4.2, 4.3, 7.3, 14.1, 14.3).
Sintético requires none of the general rules it replaces (:data:`DISPLACED`)."""


def uncovered(found: Mapping[str, Mapping[str, Sequence[str]]]) -> dict[str, list[str]]:
    """Per game, the :data:`REQUIRED` provisions no item cites (games with none left out)."""
    out: dict[str, list[str]] = {}
    for game, required in REQUIRED.items():
        cited = found.get(game, {})
        missing = [r for r in required if not any(covers(c, r) for c in cited)]
        if missing:
            out[game] = missing
    return out


# -- what each task asks ---------------------------------------------------------------------

_PROCEDURE = "procedure"
_NB_HANDS = _rules("17", "18", "73", "94", "97", "103-105")
# A hand's category is its composition (rules 17, 73, 94, 97, 103, 105), never how a tie between
# two hands of it is broken (rule 18) or shared (rule 104): a category item asks no tie.
_NB_CATEGORY = _rules("17", "73", "94", "97", "103", "105")
_NB_POTS = _rules("7 a", "38", "49", "50", "65-67", "104")
_NB_WHO = _rules("42-46", "84", "85", "107", "108")
_NB_AMOUNT = _rules("20", "21", "47", "86-88")
_STUD_BETTING = _arts("10 b", "10 c", "10 d")
_MACAU_WHO = _arts("6.3-6.5", "7.2", "8.2")
_MACAU_AMOUNT = _arts("6.4", "7.3", "11", "12")
_THIRTEEN_RESULT = _arts("7", "8", "9", "10")
_QPOKER_PAYOUT = _arts("8", "9", "10")
_QPOKER_SETTLE = _arts("4") + _QPOKER_PAYOUT  # the payout asks who wins: art. 4's card values rank the hands

ASKS: dict[str, dict[str, tuple[str, ...]]] = {
    "winner": {NONBANKED: _NB_HANDS, "Despacho 97/2010": _arts("10", "15"), "Portaria 104/85/M": _arts("4", "5")},
    "hand-category": {NONBANKED: _NB_CATEGORY, "Despacho 97/2010": _arts("10", "15"),
                      "Portaria 104/85/M": _arts("4", "5")},
    "showdown-order": {NONBANKED: _rules("62"), "Despacho 97/2010": _arts("8.5"),
                       "Portaria 104/85/M": _arts("10 e")},
    "pot-split": {NONBANKED: _NB_POTS, "Despacho 97/2010": _arts("10", "16"),
                  "Portaria 104/85/M": _arts("4", "9", "11 a")},
    "commission": {NONBANKED: _rules("7 a", "65"), "Despacho 97/2010": _arts("16"), "Portaria 104/85/M": _arts("9")},
    "first-to-act": {"Portaria 104/85/M": _STUD_BETTING},
    "who-acts": {NONBANKED: _NB_WHO, "Despacho 97/2010": _MACAU_WHO, "Portaria 104/85/M": _STUD_BETTING},
    "bet-sizes": {NONBANKED: _NB_AMOUNT, "Despacho 97/2010": _MACAU_AMOUNT, "Portaria 104/85/M": _STUD_BETTING},
    "legal-action": {NONBANKED: _NB_AMOUNT + _rules("55"), "Despacho 97/2010": _MACAU_AMOUNT,
                     "Portaria 104/85/M": _STUD_BETTING},
    "count-pot": {NONBANKED: _rules("38", "49", "50"), "Despacho 97/2010": _arts("10"),
                  "Portaria 104/85/M": _arts("11 a")},
    "follow-action": {NONBANKED: _NB_WHO + _NB_AMOUNT, "Despacho 97/2010": _MACAU_WHO + _MACAU_AMOUNT,
                      "Portaria 104/85/M": _STUD_BETTING},
    "foul": {"Portaria 51/89/M": _arts("7")},
    "natural": {"Portaria 51/89/M": _arts("9 I")},
    "thirteen-settle": {"Portaria 51/89/M": _THIRTEEN_RESULT},
    "dice": {"Portaria 51/89/M": _arts("2 b")},
    "qpoker-qualify": {"Despacho 89/2004": _arts("4.2", "4.3", "8", "9.4")},
    "qpoker-payout": {"Despacho 89/2004": _QPOKER_SETTLE},
    "pay-chips": {NONBANKED: _NB_POTS, "Despacho 97/2010": _arts("10", "16"),
                  "Portaria 104/85/M": _arts("4", "9", "11 a"), "Portaria 51/89/M": _THIRTEEN_RESULT,
                  "Despacho 89/2004": _QPOKER_PAYOUT},
    "cut-pot": {NONBANKED: _rules("7 a", "65-67", "104"), "Despacho 97/2010": _arts("10.4", "10.5", "16"),
                "Portaria 104/85/M": _arts("4", "9")},
    "forced-bets": {NONBANKED: _rules("81-83", "102"), "Despacho 97/2010": _arts("5"),
                    "Portaria 104/85/M": _arts("7")},
    "deal-order": {NONBANKED: _rules("34", "35", "77", "93", "96"), "Despacho 97/2010": _arts("3.2", "6.1"),
                   "Portaria 104/85/M": _arts("10 a", "10 b", "10 c"), "Despacho 89/2004": _arts("7")},
    "burn-board": {NONBANKED: _rules("41", "43", "45", "100"), "Despacho 97/2010": _arts("7.1", "8.1", "8.3")},
    "pair-plus": {"Despacho 89/2004": _arts("9.1", "10")},
    "fold-collect": {"Despacho 89/2004": _arts("9.2", "9.3")},
    # count-stack, colour-up and change-bet ask a count of chips: no provision
}
"""Per task, per regulation: the provisions its question asks.  A step of its explanation
citing another provision (the round's opener in a change-a-bet item, the chip values of a
colour-up, the stake of art. 11 in a 13-card settle, which gives the stake and never asks
whether it is legal) does not count as asking it.  A procedure item asks what it cites."""


def asks(task: str, game: str, provision: str) -> bool:
    """Whether an item of ``task`` in ``game`` asks ``provision`` (of the game's regulation)
    when an explanation step cites it.  A provision the game replaces with its own
    (:data:`DISPLACED`) is never asked in it: a procedure item citing rule 32 at a sintético
    table asks whether rule 32 holds there, and the answer is rule 101."""
    if any(covers(provision, d) for d in DISPLACED.get(game, ())):
        return False
    if task == _PROCEDURE:
        return True
    asked = ASKS.get(task, {}).get(REGULATION_OF_GAME.get(game, ""), ())
    return any(covers(provision, a) for a in asked)
