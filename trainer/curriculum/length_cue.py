"""The length cue: a choice pool whose keys sit on one length rank (issue 30 item 5).

A trainee who always picks the option of one fixed length rank — the longest, the
second-longest, …, the shortest, by the character count of the option's English text —
must not beat chance.  For each choice pool (a procedure lesson file, and each exam's
procedure pool: the procedure items of every lesson serving the exam's game),
``trainer lessons check`` reports every rank that picks the keyed answer in more than
:data:`LIMIT` of the items (and in at least :data:`MIN_KEYED` of them), one line naming
the file, the rank and the rate.

An option's rank counts the options strictly longer than it (``0``: the longest, ``1``:
the second-longest, …), so an option tied with another holds the better rank of the two
(the strategy may pick it); "shortest" is read apart, as no option strictly shorter,
since pools mix three- and four-option items.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from trainer.curriculum.lesson import Lesson, ProcedureItem
from trainer.curriculum.yamlio import InputError

LIMIT = Fraction(40, 100)
"""More than this share of a pool's keys on one length rank is a problem."""
MIN_KEYED = 3
"""…when the rank finds the key in at least this many items: two items say nothing of a
pattern (and a pool of one or two items always has a rank above 40 %)."""

SHORTEST = "shortest"


def rank_name(rank: int) -> str:
    """``0`` → "longest", ``1`` → "second-longest", …"""
    if rank == 0:
        return "longest"
    ordinal = {1: "second", 2: "third", 3: "fourth", 4: "fifth"}.get(rank, f"{rank + 1}th")
    return f"{ordinal}-longest"


def key_ranks(choices: Sequence[str], answer: int) -> set[str]:
    """The length ranks the keyed option ``choices[answer]`` (counted from 0) holds."""
    keyed = len(choices[answer])
    ranks = {rank_name(sum(len(c) > keyed for c in choices))}
    if not any(len(c) < keyed for c in choices):
        ranks.add(SHORTEST)
    return ranks


@dataclass(frozen=True)
class Cue:
    rank: str
    keyed: int
    """Items whose key holds the rank."""
    items: int

    @property
    def rate(self) -> Fraction:
        return Fraction(self.keyed, self.items)

    def describe(self, pool: str) -> str:
        return (f"length cue in {pool}: picking the {self.rank} option finds the key in {self.keyed} of "
                f"{self.items} items ({float(self.rate):.0%}, more than {float(LIMIT):.0%}); vary which "
                "option is longest (rewrite the options, not the key)")


def cues(items: Iterable[ProcedureItem]) -> list[Cue]:
    """Every length rank that picks the key in more than :data:`LIMIT` of ``items``."""
    items = list(items)
    counts: dict[str, int] = {}
    for item in items:
        for rank in key_ranks(item.choices, item.answer):
            counts[rank] = counts.get(rank, 0) + 1
    return [Cue(rank, n, len(items)) for rank, n in sorted(counts.items(), key=lambda kv: -kv[1])
            if n >= MIN_KEYED and Fraction(n, len(items)) > LIMIT]


def procedure_items(lessons: Iterable[Lesson]) -> list[ProcedureItem]:
    return [item for lesson in lessons for item in lesson.items if isinstance(item, ProcedureItem)]


def lesson_problems(lesson: Lesson) -> list[InputError]:
    """A lesson file's procedure items as one pool."""
    items = procedure_items([lesson])
    line = items[0].line if items else None
    return [InputError(lesson.file, line, "items", cue.describe("this lesson's procedure items"))
            for cue in cues(items)]


def exam_pool(game: str, lessons: Iterable[Lesson]) -> list[ProcedureItem]:
    """The procedure items an exam of ``game`` draws from ``lessons`` (the curriculum it is checked with)."""
    return procedure_items(lesson for lesson in lessons if game in lesson.games)


def exam_problems(file: str, game: str, tasks: Iterable[str], lessons: Iterable[Lesson],
                  line: int | None = None) -> list[InputError]:
    """An exam's procedure pool, when it asks procedure items (``tasks``: its skills' tasks)."""
    if "procedure" not in set(tasks):
        return []
    return [InputError(file, line, "skills", cue.describe(f"the {game} procedure pool"))
            for cue in cues(exam_pool(game, lessons))]
