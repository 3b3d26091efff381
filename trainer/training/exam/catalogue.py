"""The exams on offer (``lessons/exams/``) and where a trainee stands with each."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from trainer.scenarios.exam import ExamDefinition, check_exam
from trainer.store import Exam, Store, TraineeId


def exams_dir() -> Path:
    from trainer.resources import lessons_dir

    return Path(lessons_dir()) / "exams"


@cache
def shipped_exams() -> tuple[ExamDefinition, ...]:
    """The exams in ``lessons/exams/``, checked; a file with problems is left out
    (``trainer lessons check`` names them)."""
    from trainer.engine.rulesets import GAMES

    out = []
    from trainer.scenarios.lesson_translations import is_side_file

    for path in sorted(p for p in exams_dir().glob("*.yaml") if not is_side_file(p)):
        definition, problems = check_exam(path)
        if definition is not None and not problems:
            out.append(definition)
    return tuple(sorted(out, key=lambda d: (list(GAMES).index(d.game), d.title)))


def definition_of(exam: Exam) -> ExamDefinition:
    return ExamDefinition.from_json(exam.definition)


def exams_of(store: Store, trainee_id: TraineeId, definition_id: str) -> list[Exam]:
    """Every exam of this definition the trainee has started, oldest first."""
    return [e for e in store.exams(trainee_id)
            if isinstance(e.definition, Mapping) and e.definition.get("id") == definition_id]


@dataclass(frozen=True)
class Standing:
    """Where a trainee stands with one exam: attempts used, one open, the last result."""

    definition: ExamDefinition
    exams: tuple[Exam, ...]

    @property
    def attempts_used(self) -> int:
        return len(self.exams)

    @property
    def open_exam(self) -> Exam | None:
        return next((e for e in self.exams if not e.submitted), None)

    @property
    def last_result(self) -> Exam | None:
        done = [e for e in self.exams if e.submitted]
        return done[-1] if done else None

    @property
    def can_start(self) -> bool:
        return self.open_exam is None and self.attempts_used < self.definition.attempts_allowed


def standings(store: Store, trainee_id: TraineeId,
              definitions: Iterable[ExamDefinition]) -> list[Standing]:
    return [Standing(d, tuple(exams_of(store, trainee_id, d.id))) for d in definitions]
