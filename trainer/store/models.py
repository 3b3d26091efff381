"""The values the store hands out and takes in: typed ids and frozen dataclasses.

Nothing here touches the database; the GUI and the training logic may import
these freely (they are what :class:`trainer.store.Store` returns).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from enum import StrEnum
from typing import Any, Literal, NewType

TraineeId = NewType("TraineeId", int)
SessionId = NewType("SessionId", str)  # a UUID, so sessions merge across workstations
AttemptId = NewType("AttemptId", str)  # a UUID: an answer keeps its id wherever it moves
ExamId = NewType("ExamId", str)  # a UUID


class Role(StrEnum):
    TRAINEE = "trainee"
    INSTRUCTOR = "instructor"


class SessionKind(StrEnum):
    DRILL = "drill"
    LESSON = "lesson"
    PRACTICE = "practice"
    EXAM = "exam"


@dataclass(frozen=True, order=True)
class Skill:
    """What is scheduled and counted: one task asked about one game."""

    game: str
    task: str

    @property
    def key(self) -> str:
        return f"{self.game}/{self.task}"

    def __str__(self) -> str:
        return self.key


@dataclass(frozen=True)
class Trainee:
    """``name``: the name shown (the one an instructor renamed him to, issue 33 U21);
    ``record_name``: the name his records carry — exams' hashes and signatures, export files,
    the school server — which a rename never changes.  ``active``: False once an instructor
    deactivated him here (records kept, sign-in refused)."""

    id: TraineeId
    name: str
    role: Role
    created_at: datetime
    has_password: bool
    record_name: str = ""
    active: bool = True

    def __post_init__(self) -> None:
        if not self.record_name:
            object.__setattr__(self, "record_name", self.name)


@dataclass(frozen=True)
class Session:
    id: SessionId
    trainee_id: TraineeId
    kind: SessionKind
    lesson_id: str | None
    started_at: datetime
    ended_at: datetime | None


@dataclass(frozen=True)
class Answer:
    """One answer as the training logic hands it over, before it is stored.

    ``scenario`` and ``answer`` are JSON values; ``score`` is the fraction of
    full marks (0 to 1); ``time_ms`` is how long the trainee took.  ``params``
    (a JSON object) is what the task asked about the scenario, as the question
    carried it (a stud street, the seats whose hands are asked): without it the
    question cannot be asked again exactly.
    """

    item_id: str
    game: str
    task: str
    scenario: Any
    answer: Any
    correct: bool
    score: float
    time_ms: int
    lesson_id: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    target_s: int | None = None
    """The target time that applied to the answer, whole seconds (None: none applied)."""

    def __post_init__(self) -> None:
        if not (self.item_id and self.game and self.task):
            raise ValueError("an answer needs an item_id, a game and a task")
        if "/" in self.game:
            raise ValueError(f"game {self.game!r}: '/' separates game and task in a skill key")
        if not (math.isfinite(self.score) and 0 <= self.score <= 1):
            raise ValueError(f"score {self.score!r} is not between 0 and 1")
        if isinstance(self.time_ms, bool) or not isinstance(self.time_ms, int) or self.time_ms < 0:
            raise ValueError(f"time_ms {self.time_ms!r} is not a whole number of milliseconds")
        if not isinstance(self.params, Mapping) or not all(isinstance(k, str) for k in self.params):
            raise ValueError(f"params {self.params!r} is not a mapping with text keys")
        if self.target_s is not None and (isinstance(self.target_s, bool) or not isinstance(self.target_s, int)
                                          or self.target_s < 1):
            raise ValueError(f"target_s {self.target_s!r} is not a whole number of seconds from 1")

    @property
    def skill(self) -> Skill:
        return Skill(self.game, self.task)


@dataclass(frozen=True)
class Attempt:
    """One stored answer.  Attempts are never changed once written.

    ``params`` is the task's params the question was asked with (``{}`` for
    answers stored before they were kept, migration m004).
    """

    id: AttemptId
    trainee_id: TraineeId
    session_id: SessionId
    lesson_id: str | None
    item_id: str
    game: str
    task: str
    scenario: Any
    answer: Any
    correct: bool
    score: float
    time_ms: int
    answered_at: datetime
    params: Mapping[str, Any] = field(default_factory=dict)
    target_s: int | None = None
    """The target time that applied (migration m009; None before, or where none applied)."""

    @property
    def skill(self) -> Skill:
        return Skill(self.game, self.task)

    @property
    def within_target(self) -> bool | None:
        """Answered in no more than its target (None: no target applied)."""
        return None if self.target_s is None else self.time_ms <= self.target_s * 1000


@dataclass(frozen=True)
class PlayedHand:
    """A whole hand a trainee played (Run the table, issue 21), as its answers recorded it:
    each step's attempt carries ``params["hand"]`` (game, seed, seats, step, steps, variant),
    enough to deal the hand again from its seed and replay it step by step."""

    session_id: SessionId
    lesson_id: str | None
    game: str
    seed: int
    seats: int
    variant: str
    steps: int
    """The steps the hand had when it was played."""
    attempts: tuple[Attempt, ...]
    """The steps answered, in the hand's order (step 1 first)."""

    @property
    def table(self) -> Mapping[str, Any]:
        """The stake and limit chosen over the game's usual ones (empty: the usual)."""
        table = self.attempts[0].params["hand"].get("table")
        return table if isinstance(table, Mapping) else {}

    @property
    def started_at(self) -> datetime:
        return self.attempts[0].answered_at

    @property
    def answered(self) -> int:
        return len(self.attempts)

    @property
    def right(self) -> int:
        return sum(a.correct for a in self.attempts)

    @property
    def time_ms(self) -> int:
        return sum(a.time_ms for a in self.attempts)

    def step_of(self, attempt: Attempt) -> int:
        """The attempt's step in the hand, from 1."""
        return int(attempt.params["hand"]["step"])


@dataclass(frozen=True)
class SkillState:
    """A skill's memory state for one trainee (FSRS), or ``state == "new"`` if never practised."""

    skill: Skill
    state: Literal["new", "learning", "review", "relearning"]
    due: datetime | None
    retrievability: float  # predicted chance of a right answer now, 0 for a new skill
    stability: float | None
    difficulty: float | None
    reviews: int
    lapses: int
    last_review: datetime | None

    def is_due(self, now: datetime) -> bool:
        return self.due is None or self.due <= now


@dataclass(frozen=True)
class SkillStats:
    skill: Skill
    attempts: int
    correct: int
    median_ms: float
    timed: int = 0
    """Answers given with a target time (every answer since migration m009)."""
    within: int = 0
    """Of those, the answers given within their target."""

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0

    @property
    def within_share(self) -> float | None:
        """The share of answers within their target (None: no answer had one)."""
        return self.within / self.timed if self.timed else None


@dataclass(frozen=True)
class SprintResult:
    """One sprint run (issue 20): ``items`` of one skill in ``limit_s`` seconds at most."""

    id: str
    trainee_id: TraineeId
    session_id: SessionId
    skill: Skill
    items: int
    limit_s: int
    seconds: float
    """The seconds used (the limit when time ran out)."""
    right: int
    score: int
    finished_at: datetime


@dataclass(frozen=True)
class TrendPoint:
    """Accuracy and median time over one day or week (local dates)."""

    period_start: date
    attempts: int
    correct: int
    median_ms: float
    timed: int = 0
    """Answers given with a target time (every answer since migration m009)."""
    within: int = 0
    """Of those, the answers given within their target."""

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0

    @property
    def within_share(self) -> float | None:
        """The share of answers within their target (None: no answer had one)."""
        return self.within / self.timed if self.timed else None


@dataclass(frozen=True)
class Streaks:
    days_current: int  # consecutive days with an answer, ending today (or yesterday)
    days_best: int
    correct_current: int  # right answers in a row, ending with the latest answer
    correct_best: int


@dataclass(frozen=True)
class TraineeSummary:
    trainee: Trainee
    attempts: int
    correct: int
    last_answered_at: datetime | None
    due_skills: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


@dataclass(frozen=True)
class SkillResult:
    """One line of an exam's per-skill breakdown (latest answer per item)."""

    skill: Skill
    answered: int
    correct: int
    score: float  # sum of the item scores
    min_correct: int | None = None
    """The exam's floor for this skill: fewer right answers fail the exam (issue 15)."""

    @property
    def floor_missed(self) -> bool:
        return self.min_correct is not None and self.correct < self.min_correct


@dataclass(frozen=True)
class Exam:
    id: ExamId
    trainee_id: TraineeId
    session_id: SessionId
    definition: Any
    seed: int
    started_at: datetime
    time_limit_s: int | None
    submitted_at: datetime | None = None
    score: float | None = None
    passed: bool | None = None
    breakdown: tuple[SkillResult, ...] = ()

    @property
    def submitted(self) -> bool:
        return self.submitted_at is not None

    @property
    def deadline(self) -> datetime | None:
        if self.time_limit_s is None:
            return None
        return self.started_at + timedelta(seconds=self.time_limit_s)

    @property
    def floors_missed(self) -> tuple[SkillResult, ...]:
        """The skills whose floor (``min_correct``) the result missed: each fails the exam."""
        return tuple(r for r in self.breakdown if r.floor_missed)

    def remaining_s(self, now: datetime) -> float | None:
        """Seconds left at ``now`` (never below 0); None for an untimed exam."""
        if self.deadline is None:
            return None
        return max(0.0, (self.deadline - now).total_seconds())


@dataclass(frozen=True)
class ExamProgress:
    """What the exam screen needs to carry on after a crash."""

    exam: Exam
    answers: dict[str, Attempt]  # item_id -> the latest answer given to it
    remaining_s: float | None


@dataclass(frozen=True)
class ExamResult:
    exam: Exam
    code: str  # verification code printed on the report (see trainer.store.chain)


@dataclass(frozen=True)
class Problem:
    """One record that was changed outside the program."""

    kind: Literal["altered", "inserted", "deleted", "damaged"]
    record: str  # e.g. "exam attempt 0b7c…" or "chain #12"
    detail: str
    seq: int | None = None  # position in the chain, when known

    def __str__(self) -> str:
        where = f" (chain #{self.seq})" if self.seq is not None else ""
        return f"{self.record}{where} {self.kind}: {self.detail}"


@dataclass(frozen=True)
class CodeCheck:
    code: str
    exam: Exam | None  # the exam result the code belongs to, if any
    trainee_name: str | None = None


@dataclass(frozen=True)
class VerifyReport:
    records: int  # chained records checked
    exams: int
    problems: tuple[Problem, ...] = ()
    codes: tuple[CodeCheck, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems and all(c.exam is not None for c in self.codes)


@dataclass(frozen=True)
class ImportSummary:
    file: str
    trainees_added: int = 0
    sessions_added: int = 0
    attempts_added: int = 0
    attempts_present: int = 0
    exams_added: int = 0
    results_added: int = 0
    keys_added: int = 0
    sprints_added: int = 0

    def line(self) -> str:
        return (
            f"{self.file}: {self.attempts_added} attempts added, "
            f"{self.attempts_present} already present; {self.exams_added} exams and "
            f"{self.results_added} exam results added; {self.trainees_added} new trainees"
        )


@dataclass(frozen=True)
class ExportSummary:
    attempts: int
    exams: int
