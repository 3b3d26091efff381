"""The checker's words in the language in use (issue 35): the problem lines the lesson and exam
editors show — a table the regulation does not allow (R0-5), a fact the question hides, the
length cue, the lesson and exam checks' messages — read from the English the checker writes.

The checkers (:mod:`.lesson`, :mod:`.exam`, :mod:`trainer.engine.tables`, the engine's own
refusals) write one English line a problem, the line ``trainer lessons check`` prints: that stays
their contract, and the command line stays English.  What a screen shows goes through
:func:`checker_text`: the line is matched against the templates below (each the English sentence
its checker writes, its variable parts named), and the template found is translated in the
catalogue's context ``checker`` (:func:`trainer.i18n.translate`), its parts read the same way —
a field's path by its keys, a game or a task by its name, a citation as the language cites it, a
sentence inside a sentence by its own template.  A line no template matches is shown as written.

A template is written as its checker writes the sentence; a test holds each checker's lines to
the templates (``tests/scenarios/test_check_words.py``), so a sentence reworded in the checker
and not here is found.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

from trainer import i18n
from trainer.i18n import QT_TRANSLATE_NOOP

CONTEXT = "checker"
FIELD_CONTEXT = "checker field"
"""The keys of a lesson or exam file (``seats``, ``committed``), as a field's path names them."""
WORD_CONTEXT = "checker word"
"""The regulation's words a checker line quotes in English: limits, length ranks."""

TEMPLATES: tuple[str, ...] = (
    # the R0-5 / R8-5 bounds (trainer.engine.tables; scenarios.lesson.fault_text)
    QT_TRANSLATE_NOOP("checker", "{game}: a hand is dealt to {want} players, not {count}"),
    QT_TRANSLATE_NOOP("checker", "exactly {n}"),
    QT_TRANSLATE_NOOP("checker", "{low} to {high}"),
    QT_TRANSLATE_NOOP("checker", "{game} is played at {limits}, not {limit}"),
    QT_TRANSLATE_NOOP("checker", "the entry ('bolo de entrada') is {entries}, not {ante}"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} has put in {committed}, less than {what}: every player puts in the "
                                 "entry before the first card"),
    QT_TRANSLATE_NOOP("checker", "the entry of {ante}"),
    QT_TRANSLATE_NOOP("checker", "the smallest entry a table has, {entry}"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} starts the hand with {stack}, below the {floor} a player must hold "
                                 "at a {ante} table"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} is all in with {committed}, its whole capital: it started the hand "
                                 "with {committed}, below the {floor} a player must hold at {table}"),
    QT_TRANSLATE_NOOP("checker", "a {entry} table, the smallest entry (the table states none)"),
    QT_TRANSLATE_NOOP("checker", "a {entry} table"),
    QT_TRANSLATE_NOOP("checker", "a table with stakes states its bet unit (one 'ponto')"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} stakes {stake}: a stake is {points} points of {unit}"),
    QT_TRANSLATE_NOOP("checker", "round {number} is bet with {want} board cards on the table, not {count}"),
    # a fact the question does not show (scenarios.tasks.base.Task.unseen)
    QT_TRANSLATE_NOOP("checker", "the answer may turn on {facts}, which a {task} question does not show (the "
                                 "trainee must see every fact the answer depends on)"),
    # the length cue (scenarios.length_cue, scenarios.choices, scenarios.lesson_edit.choice_warnings)
    QT_TRANSLATE_NOOP("checker", "length cue in {pool}: picking the {rank} option finds the key in {keyed} of "
                                 "{items} items ({rate}, more than {limit}); vary which option is longest "
                                 "(rewrite the options, not the key)"),
    QT_TRANSLATE_NOOP("checker", "this lesson's procedure items"),
    QT_TRANSLATE_NOOP("checker", "the {game} procedure pool"),
    QT_TRANSLATE_NOOP("checker", "lesson"),
    QT_TRANSLATE_NOOP("checker", "exam"),
    QT_TRANSLATE_NOOP("checker", "the keyed option is the longest: a trainee who picks the longest option finds "
                                 "it"),
    QT_TRANSLATE_NOOP("checker", "the right answer is the longest choice in {longest} of {items} procedure items "
                                 "({ids}): more than a third, so picking the longest answer passes; give the "
                                 "distractors the same length, or move the reasons into the explanation"),
    # the lesson check (scenarios.lesson) and the engine's refusals an item being set up meets
    QT_TRANSLATE_NOOP("checker", "missing required field 'scenario' (a table situation)"),
    QT_TRANSLATE_NOOP("checker", "missing required field '{key}'"),
    QT_TRANSLATE_NOOP("checker", "'{key}' must be text, got {value}"),
    QT_TRANSLATE_NOOP("checker", "choices must be a list of at least two texts"),
    QT_TRANSLATE_NOOP("checker", "item id {id} is used twice"),
    QT_TRANSLATE_NOOP("checker", "{id}: use lower-case letters, digits and dashes"),
    QT_TRANSLATE_NOOP("checker", "task {task} does not apply to {game}"),
    QT_TRANSLATE_NOOP("checker", "this lesson is about {game}, not {other}"),
    QT_TRANSLATE_NOOP("checker", "the lesson expects {given} but the engine says {correct}"),
    QT_TRANSLATE_NOOP("checker", "task {task} cannot be asked here: {reason}"),
    QT_TRANSLATE_NOOP("checker", "no hand could leave this table: {reason}"),
    QT_TRANSLATE_NOOP("checker", "a hand needs at least {n} seats, got {count}"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} has {count} cards, expected {n}"),
    # the exam check (scenarios.exam)
    QT_TRANSLATE_NOOP("checker", "items is {items} but the skills' counts add up to {total}"),
    QT_TRANSLATE_NOOP("checker", "{task} questions take no constraints"),
    QT_TRANSLATE_NOOP("checker", "{task} is given twice: give it once with the total count"),
    QT_TRANSLATE_NOOP("checker", "min_correct must be a whole number from 1 to the quota's count ({count}), got "
                                 "{floor}"),
    QT_TRANSLATE_NOOP("checker", "count must be a whole number from 1 to {n}, got {count}"),
    QT_TRANSLATE_NOOP("checker", "review: after-close needs closes_at, the date and time the exam closes (e.g. "
                                 "2025-06-30 18:00)"),
    QT_TRANSLATE_NOOP("checker", "closes_at is only used with review: after-close"),
    # the editors' drafts refusing a save (scenarios.lesson_edit)
    QT_TRANSLATE_NOOP("checker", "{path} is a shipped {kind} and is never overwritten: save a school copy"),
    QT_TRANSLATE_NOOP("checker", "{path} is inside the shipped lessons ({root}): save in the school's lesson "
                                 "folder"),
    QT_TRANSLATE_NOOP("checker", "{path}: cannot be written: {reason}"),
    # how the checkers put a problem together: where it is, what it is, the rule it breaks
    QT_TRANSLATE_NOOP("checker", "generated item {n}: {where}: {message}"),
    QT_TRANSLATE_NOOP("checker", "not saved: {problem}"),
    QT_TRANSLATE_NOOP("checker", "{message} ({cite}; ruling R0-5)"),
    QT_TRANSLATE_NOOP("checker", "{message} ({cite})"),
    QT_TRANSLATE_NOOP("checker", "{where}: {message}"),
)
"""The checkers' sentences, the most particular first (a line is read by the first that matches
it whole)."""

FIELDS = (
    QT_TRANSLATE_NOOP("checker field", "scenario"), QT_TRANSLATE_NOOP("checker field", "seats"),
    QT_TRANSLATE_NOOP("checker field", "cards"), QT_TRANSLATE_NOOP("checker field", "committed"),
    QT_TRANSLATE_NOOP("checker field", "allin"), QT_TRANSLATE_NOOP("checker field", "folded"),
    QT_TRANSLATE_NOOP("checker field", "stack"), QT_TRANSLATE_NOOP("checker field", "stake"),
    QT_TRANSLATE_NOOP("checker field", "board"), QT_TRANSLATE_NOOP("checker field", "marker"),
    QT_TRANSLATE_NOOP("checker field", "params"), QT_TRANSLATE_NOOP("checker field", "limit"),
    QT_TRANSLATE_NOOP("checker field", "ante"), QT_TRANSLATE_NOOP("checker field", "bet_unit"),
    QT_TRANSLATE_NOOP("checker field", "commission"), QT_TRANSLATE_NOOP("checker field", "big_blind"),
    QT_TRANSLATE_NOOP("checker field", "small_blind"), QT_TRANSLATE_NOOP("checker field", "chip_set"),
    QT_TRANSLATE_NOOP("checker field", "front"), QT_TRANSLATE_NOOP("checker field", "middle"),
    QT_TRANSLATE_NOOP("checker field", "back"), QT_TRANSLATE_NOOP("checker field", "banker"),
    QT_TRANSLATE_NOOP("checker field", "question"), QT_TRANSLATE_NOOP("checker field", "choices"),
    QT_TRANSLATE_NOOP("checker field", "answer"), QT_TRANSLATE_NOOP("checker field", "cite"),
    QT_TRANSLATE_NOOP("checker field", "explain"), QT_TRANSLATE_NOOP("checker field", "expect"),
    QT_TRANSLATE_NOOP("checker field", "prompt"), QT_TRANSLATE_NOOP("checker field", "id"),
    QT_TRANSLATE_NOOP("checker field", "task"), QT_TRANSLATE_NOOP("checker field", "items"),
    QT_TRANSLATE_NOOP("checker field", "skills"), QT_TRANSLATE_NOOP("checker field", "generate"),
    QT_TRANSLATE_NOOP("checker field", "constraints"), QT_TRANSLATE_NOOP("checker field", "count"),
    QT_TRANSLATE_NOOP("checker field", "seed"), QT_TRANSLATE_NOOP("checker field", "title"),
    QT_TRANSLATE_NOOP("checker field", "intro"), QT_TRANSLATE_NOOP("checker field", "min_correct"),
    QT_TRANSLATE_NOOP("checker field", "betting"),
)
"""The keys a problem's field names most often; any other key is shown as the file writes it."""

WORDS = (
    QT_TRANSLATE_NOOP("checker word", "pot"), QT_TRANSLATE_NOOP("checker word", "half-pot"),
    QT_TRANSLATE_NOOP("checker word", "no-limit"),
    QT_TRANSLATE_NOOP("checker word", "longest"), QT_TRANSLATE_NOOP("checker word", "second-longest"),
    QT_TRANSLATE_NOOP("checker word", "third-longest"), QT_TRANSLATE_NOOP("checker word", "fourth-longest"),
    QT_TRANSLATE_NOOP("checker word", "fifth-longest"), QT_TRANSLATE_NOOP("checker word", "shortest"),
)

_NAMED = re.compile(r"\{(\w+)\}")
_PARTS: dict[str, str] = {
    # a field's path, a game or an id: no spaces
    "cite": r"[^()]+",  # a citation holds no brackets: a sentence before it may
    "where": r"[A-Za-z_][\w.\[\]-]*", "game": r"[a-z][a-z-]*", "other": r"[a-z][a-z-]*", "key": r"[\w.]+",
    # a number, an amount, a seat
    **{name: r"[^\s,;:()]+" for name in ("n", "count", "seat", "committed", "stack", "floor", "ante", "entry",
                                         "stake", "unit", "number", "low", "high", "limit", "keyed", "items",
                                         "longest", "rank", "task", "id", "total", "kind")},
}
"""What each named part may be (any other: any text, as little as makes the whole line match)."""
_SENTENCES = frozenset({"message", "problem", "want", "what", "table", "pool", "reason", "kind"})
"""Parts that are a checker's sentence themselves, read by their own template."""


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    out = []
    for template in TEMPLATES:
        seen: set[str] = set()
        regex, at = "", 0
        for m in _NAMED.finditer(template):
            name = m.group(1)
            regex += re.escape(template[at:m.start()])
            regex += f"(?P={name})" if name in seen else f"(?P<{name}>{_PARTS.get(name, '.+?')})"
            seen.add(name)
            at = m.end()
        regex += re.escape(template[at:])
        out.append((template, re.compile(regex, re.DOTALL)))
    return tuple(out)


def template_of(message: str) -> str | None:
    """The template ``message`` is written by (None: no template knows it)."""
    for template, pattern in _patterns():
        if pattern.fullmatch(message):
            return template
    return None


def checker_text(message: str) -> str:
    """A checker's line (``scenario.seats: holdem: a hand is dealt to 4 to 10 players, not 3 (...)``)
    in the language in use; a line no template knows: as written."""
    for template, pattern in _patterns():
        m = pattern.fullmatch(message)
        if m:
            parts = {name: _part(name, value) for name, value in m.groupdict().items()}
            return i18n.translate(CONTEXT, template, **parts)
    return message


def _part(name: str, value: str) -> str:
    reader = _READERS.get(name)
    if reader is not None:
        return reader(value)
    if name in _SENTENCES:
        return checker_text(value)
    return value


def field_text(path: str) -> str:
    """A field's path (``scenario.seats[2].committed``) by its keys in the language in use."""
    return re.sub(r"[A-Za-z_]+", lambda m: _word(FIELD_CONTEXT, FIELDS, m.group(0)), path)


def _word(context: str, known: Sequence[str], word: str) -> str:
    return i18n.translate(context, word) if word in known else word


def _joined(items: Sequence[str], joint: str) -> str:
    """``items`` as a list, each joined to the ones before it by ``joint`` ("a, b, c"; "a or b or c",
    as the checkers write their lists)."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = i18n.translate(CONTEXT, joint, list=text, item=item)
    return text


def _or_list(value: str) -> str:
    return _joined([_word(WORD_CONTEXT, WORDS, w) for w in value.split(" or ")], "{list} or {item}")


def _comma_list(value: str, reader: Callable[[str], str] = str) -> str:
    return _joined([reader(v) for v in value.split(", ")], "{list}, {item}")


def _game(value: str) -> str:
    from trainer.engine.rulesets import GAMES

    from . import words

    return words.game(value) if value in GAMES else value


def _task(value: str) -> str:
    from .tasks import TASKS

    task = value.strip("'")
    return i18n.tr(TASKS[task].title) if task in TASKS else value


def _cite(value: str) -> str:
    from .citations import citation_text

    return citation_text(value)


_READERS: dict[str, Callable[[str], str]] = {
    "where": field_text, "key": field_text, "game": _game, "other": _game, "task": _task, "cite": _cite,
    "limits": _or_list, "entries": _or_list, "limit": lambda v: _word(WORD_CONTEXT, WORDS, v),
    "rank": lambda v: _word(WORD_CONTEXT, WORDS, v), "points": _comma_list,
    "facts": lambda v: _comma_list(v, field_text),
}
_LISTS = (QT_TRANSLATE_NOOP("checker", "{list}, {item}"), QT_TRANSLATE_NOOP("checker", "{list} or {item}"))
