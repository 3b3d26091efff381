"""The exams on offer (``lessons/exams/``) and where a trainee stands with each."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from trainer.curriculum.exam import ExamDefinition, check_exam
from trainer.store import Exam, Store, TraineeId
from trainer.training.sources import Refused


def exams_dir() -> Path:
    from trainer.resources import lessons_dir

    return Path(lessons_dir()) / "exams"


@cache
def shipped_exams() -> tuple[ExamDefinition, ...]:
    """The exams in ``lessons/exams/``, checked; a file with problems is left out
    (``trainer lessons check`` names them)."""
    from trainer.engine.rulesets import GAMES

    out = []
    from trainer.curriculum.lesson_translations import is_side_file

    for path in sorted(p for p in exams_dir().glob("*.yaml") if not is_side_file(p)):
        definition, problems = check_exam(path)
        if definition is not None and not problems:
            out.append(definition)
    return tuple(sorted(out, key=lambda d: (list(GAMES).index(d.game), d.title)))


def offered_exams() -> tuple[ExamDefinition, ...]:
    """The exams a trainee is offered: the shipped ones, then the school folder's that pass
    ``trainer lessons check`` (:func:`school_exams`)."""
    from trainer.engine.rulesets import GAMES

    return tuple(sorted((*shipped_exams(), *school_exams().offered),
                        key=lambda d: (list(GAMES).index(d.game), d.source is not None, d.title)))


@dataclass(frozen=True)
class SchoolExams:
    offered: tuple[ExamDefinition, ...]
    refused: tuple[Refused, ...]


def school_exams(folder: Path | None = None) -> SchoolExams:
    """The exams of the school folder's ``exams`` (issue 35 item 4), read again whenever a file
    changes: each checked as ``trainer lessons check`` checks it and its items built once (a pool
    the lessons cannot fill is refused here, not at a trainee's start); its id namespaced
    (``school:``, never a shipped exam's) and its file's SHA-256 kept with it (:attr:`ExamDefinition.source`)."""
    from trainer.training.sources import file_stamp, school_files, school_folder

    folder = school_folder() if folder is None else folder
    return _scan_exams(folder, tuple((p, file_stamp(p)) for p in school_files(folder, exams=True)))


@lru_cache(maxsize=8)
def _scan_exams(folder: Path, stamps: tuple[tuple[Path, object], ...]) -> SchoolExams:
    import hashlib
    from dataclasses import replace

    from trainer.training.sources import SCHOOL_PREFIX

    from .items import ExamError, build_items

    offered: list[ExamDefinition] = []
    refused: list[Refused] = []
    seen: dict[str, Path] = {}
    for path, _ in stamps:
        try:
            data = path.read_bytes()
        except OSError as exc:
            refused.append(Refused(path, f"{path}: cannot be read: {exc}"))
            continue
        definition, problems = check_exam(path)
        if definition is None or problems:
            refused.append(Refused(path, str(problems[0]) if problems else f"{path}: not an exam"))
            continue
        try:
            build_items(definition, 0)
        except ExamError as exc:
            refused.append(Refused(path, f"{path}: skills: {exc}"))
            continue
        if definition.id in seen:
            refused.append(Refused(path, f"{path}:1: id: exam id {definition.id!r} is also used by "
                                         f"{seen[definition.id]}"))
            continue
        seen[definition.id] = path
        try:
            name = path.resolve().relative_to(folder.resolve()).as_posix()
        except (OSError, ValueError):
            name = path.name
        offered.append(replace(definition, id=SCHOOL_PREFIX + definition.id, source={
            "folder": "school", "file": name, "sha256": hashlib.sha256(data).hexdigest()}))
    return SchoolExams(tuple(offered), tuple(refused))


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
