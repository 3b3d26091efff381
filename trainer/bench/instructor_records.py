"""Records a school's instructor opens (issue 33 item 7): a class of trainees with months of
answers, each with recent mistakes on real tables (replayable, as a drill records them), a
few lesson questions among them, and whole hands played at the table.

The bulk of the answers comes from :func:`trainer.store.sample.fill_attempts` (straight into
the table, fast); the mistakes and the hands go through the drill and the hand run, so they
are stored exactly as the app stores them.  Deterministic for a given ``seed``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from trainer.store import Role, SessionKind, Store, Trainee
from trainer.store.sample import fill_attempts
from trainer.tasks import task_for

TRAINEES = 30
ANSWERS_EACH = 2000
MISTAKES_EACH = 50  # the trainee tab lists the 50 latest
HANDS_EACH = 2
INSTRUCTOR = "Bench instructor"
PASSWORD = "bench-pass!"
MIX = [("holdem", "pot-split"), ("omaha", "showdown-order"), ("stud", "first-to-act"),
       ("omaha-macau", "commission"), ("sintetico", "winner"), ("thirteen", "foul"),
       ("qpoker", "qpoker-payout"), ("holdem", "hand-category"), ("stud", "pot-split"),
       ("holdem", "procedure"), ("thirteen", "procedure")]


@dataclass(frozen=True)
class ClassRecords:
    instructor: Trainee
    trainees: list[Trainee]
    answers: int


class _Clock:
    """A drill's clock that moves 4 s per call: every answer takes a few seconds."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        self.t += 4.0
        return self.t


def wrong_answer(question: Any) -> dict[str, Any]:
    """An answer the engine marks wrong: a choice question's other choice, else nothing given."""
    if task_for(question.task).is_choice and "choice" in question.answer:
        return {"choice": (question.answer["choice"] + 1) % max(len(question.choices), 2)}
    if question.task == "showdown-order":
        return {"order": list(reversed(question.answer["order"]))}
    return {}


def question_pool(count: int, seed: int) -> list[Any]:
    """``count`` questions of the mix: generated tables and the lessons' written questions."""
    from trainer.training import sources

    per = max(1, count // len(MIX))
    pool = []
    for i, (game, task) in enumerate(MIX):
        pool.extend(sources.free_drill(game, task, per, seed=seed + i))
    return pool


def build_class(store: Store, trainees: int = TRAINEES, answers_each: int = ANSWERS_EACH,
                mistakes_each: int = MISTAKES_EACH, hands_each: int = HANDS_EACH, seed: int = 33,
                now: datetime | None = None) -> ClassRecords:
    """An instructor and ``trainees`` trainees: ``answers_each`` answers each over the last 90
    days, then ``mistakes_each`` recent wrong answers each (drills of the mix) and
    ``hands_each`` whole hands each (one step of each answered wrong)."""
    from trainer.training.drill import Drill

    now = now or datetime.now(UTC)
    instructor = store.add_trainee(INSTRUCTOR, Role.INSTRUCTOR, PASSWORD)
    fill_attempts(store, trainees * answers_each, trainees=trainees, seed=seed,
                  start=now - timedelta(days=90), days=89)
    people = [t for t in store.trainees() if t.role == Role.TRAINEE]
    pool = question_pool(max(mistakes_each * 3, len(MIX)), seed)
    cycle: Iterator[Any] = itertools.cycle(pool)
    for person in people:
        questions = [next(cycle) for _ in range(mistakes_each)]
        drill = Drill(store, person.id, questions, SessionKind.DRILL, clock=_Clock())
        for question in questions:
            drill.begin()
            drill.submit(wrong_answer(question))
            drill.advance()
    _play_hands(store, people, hands_each, seed)
    return ClassRecords(instructor, people, trainees * answers_each + len(people) * mistakes_each)


def _play_hands(store: Store, people: list[Trainee], hands_each: int, seed: int) -> None:
    from trainer.engine.rulesets import GAMES
    from trainer.training.table_run import HandRun

    games = itertools.cycle(GAMES)
    for n, person in enumerate(people):
        for h in range(hands_each):
            run = HandRun.start(store, person.id, next(games), seed + 100 * n + h, clock=_Clock())
            wrong_at = 1 + (n + h) % 3
            while run.current is not None:
                run.begin()
                answer: Mapping[str, Any] = {} if run.number == wrong_at else run.current.answer
                run.submit(answer)
                run.advance()
