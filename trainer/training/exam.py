"""An exam being taken (issue 9): items drawn from a seed, answers saved as given, a deadline.

``ExamSession.start(store, trainee_id, definition)`` draws a seed from the system's
random source, builds the items from (definition, seed) and opens the exam in the
store with a snapshot of the definition (and the item ids) and the seed.
``ExamSession.resume(store, exam_id)`` rebuilds the very same items from the
snapshot and the seed, with every answer given and the time left — the store
keeps the start time, so the clock runs on through a crash.

During the exam nothing is told: :meth:`ExamSession.save` grades an answer
silently and records it at once (the latest answer to an item counts);
:meth:`ExamSession.submit` scores every item (an unanswered one scores 0), decides
pass or fail, breaks the result down by skill and closes the exam with a
verification code.  The store accepts answers at any time; the deadline is
enforced here.  The right answers are given only by :meth:`ExamSession.review`,
and only when the definition's review policy allows.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from trainer.i18n import tr
from trainer.scenarios.exam import ExamDefinition, check_exam
from trainer.scenarios.tasks import Grade, Question, Step, task_for
from trainer.store import (
    Answer,
    Attempt,
    Exam,
    ExamId,
    ExamResult,
    Skill,
    SkillResult,
    Store,
    TraineeId,
)
from trainer.store.timestamps import utc_now

from .drill import explain

Clock = Callable[[], datetime]
GRACE_S = 2.0
"""After the deadline, a save is still taken for this long: the screen's last save at time-out."""
SEED_LIMIT = 1 << 62


class ExamError(Exception):
    """Something the candidate asked for that the exam rules refuse (the message says why)."""


class AttemptsUsed(ExamError):
    pass


class TimeUp(ExamError):
    pass


class ReviewClosed(ExamError):
    pass


@dataclass(frozen=True)
class ExamItem:
    number: int
    """Its place in the exam, counting from 1."""
    id: str
    skill_index: int
    """Which quota of the definition it fills."""
    question: Question

    @property
    def task(self) -> str:
        return self.question.task

    @property
    def skill(self) -> Skill:
        return Skill(self.question.game, self.question.task)


@dataclass(frozen=True)
class SkillLine:
    """One line of the result: a skill with its item count and the candidate's marks."""

    skill: Skill
    items: int
    answered: int
    correct: int
    score: float
    """Sum of the item scores."""

    @property
    def percent(self) -> float:
        return self.score / self.items if self.items else 0.0


@dataclass(frozen=True)
class Outcome:
    result: ExamResult
    definition: ExamDefinition
    lines: tuple[SkillLine, ...]

    @property
    def exam(self) -> Exam:
        return self.result.exam

    @property
    def code(self) -> str:
        return self.result.code

    @property
    def score(self) -> float:
        return float(self.exam.score or 0.0)

    @property
    def passed(self) -> bool:
        return bool(self.exam.passed)


@dataclass(frozen=True)
class ReviewItem:
    item: ExamItem
    attempt: Attempt | None
    given: Mapping[str, Any]
    grade: Grade
    correct_answer: Mapping[str, Any]
    steps: tuple[Step, ...]

    @property
    def answered(self) -> bool:
        return self.attempt is not None and not is_blank(self.given)


# -- the exams on offer ----------------------------------------------------------------


def exams_dir() -> Path:
    from trainer.resources import lessons_dir

    return Path(lessons_dir()) / "exams"


@cache
def shipped_exams() -> tuple[ExamDefinition, ...]:
    """The exams in ``lessons/exams/``, checked; a file with problems is left out
    (``trainer lessons check`` names them)."""
    from trainer.engine.rulesets import GAMES

    out = []
    for path in sorted(exams_dir().glob("*.yaml")):
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


# -- items -----------------------------------------------------------------------------


def build_items(definition: ExamDefinition, seed: int,
                ids: Sequence[str] | None = None) -> list[ExamItem]:
    """The exam's items for ``seed``: every quota filled, in an order drawn from the seed.

    The same (definition, seed) always gives the same items.  ``ids`` (the item ids
    kept in the snapshot) pick the procedure questions by id, so a resumed exam
    keeps its questions even if the lessons were reordered since.
    """
    from trainer.scenarios.generate import GenerateError, generate

    drawn: list[tuple[str, int, Question]] = []
    for k, skill in enumerate(definition.skills):
        skill_seed = random.Random(f"{seed}:{k}:{skill.task}").randrange(SEED_LIMIT)
        if skill.task == "procedure":
            questions = _procedure(definition.game, skill.count, skill_seed, k, ids)
        else:
            try:
                questions = generate(definition.game, skill.task, skill.count, skill_seed, skill.constraints)
            except GenerateError as exc:
                raise ExamError(tr("The exam's items cannot be drawn: {error}", error=exc.message)) from None
        drawn.extend((f"{k + 1}/{q.item_id}", k, q) for q in questions)
    if ids is not None:  # resuming: the items in the order the exam started with
        by_id = {d[0]: d for d in drawn}
        if len(by_id) != len(ids) or set(by_id) != set(ids):
            raise ExamError(_cannot_rebuild())
        return [ExamItem(n + 1, i, by_id[i][1], by_id[i][2]) for n, i in enumerate(ids)]
    order = list(range(len(drawn)))
    random.Random(f"{seed}:order").shuffle(order)
    return [ExamItem(n + 1, drawn[i][0], drawn[i][1], drawn[i][2]) for n, i in enumerate(order)]


def _cannot_rebuild() -> str:
    return tr("The questions of this exam cannot be rebuilt: the exam files or lessons have changed "
              "since it started.")


def _procedure(game: str, count: int, seed: int, k: int, ids: Sequence[str] | None) -> list[Question]:
    from .sources import procedure_questions

    questions = procedure_questions(game, count, seed)
    if ids is not None:  # resuming: the questions the exam started with, wherever they now are
        prefix = f"{k + 1}/"
        wanted = [i[len(prefix):] for i in ids if i.startswith(prefix)]
        if {q.item_id for q in questions} != set(wanted):
            pool = {q.item_id: q for q in procedure_questions(game, 100_000, 0)}
            questions = [pool[w] for w in wanted if w in pool]
            if len(questions) != count:
                raise ExamError(_cannot_rebuild())
    if len(questions) < count:
        raise ExamError(tr("The exam asks for {count} procedure questions on {game} but the lessons "
                           "have only {have}.", count=count, game=game, have=len(questions)))
    return questions


# -- answers ---------------------------------------------------------------------------


def is_blank(answer: Mapping[str, Any] | None) -> bool:
    """No answer at all: nothing given, or only empty lists and mappings."""
    if not answer:
        return True
    return all(isinstance(v, list | tuple | dict) and not v for v in answer.values())


def grade_of(item: ExamItem, given: Mapping[str, Any] | None) -> Grade:
    if given is None or is_blank(given):
        return Grade(0.0, ())
    try:
        return task_for(item.task).grade(given, item.question.answer)
    except (KeyError, TypeError, ValueError, AttributeError):
        return Grade(0.0, ())  # an answer in a shape the task cannot read earns nothing


# -- the session ------------------------------------------------------------------------


class ExamSession:
    """One candidate's exam, from the first item to the result."""

    def __init__(self, store: Store, exam: Exam, definition: ExamDefinition, items: list[ExamItem],
                 clock: Clock = utc_now) -> None:
        self.store = store
        self.exam = exam
        self.definition = definition
        self.items = items
        self.clock = clock
        self.index = 0
        self.answers: dict[str, Attempt] = {}
        self._shown_at: datetime | None = None
        self._result: ExamResult | None = store.exam_result(exam.id) if exam.submitted else None
        self.answers = store.exam_progress(exam.id, now=clock()).answers

    # -- opening ----------------------------------------------------------------------

    @classmethod
    def start(cls, store: Store, trainee_id: TraineeId, definition: ExamDefinition, *,
              seed: int | None = None, clock: Clock = utc_now) -> ExamSession:
        """Open a new exam (refused when the attempts are used up or one is still open)."""
        standing = standings(store, trainee_id, [definition])[0]
        if standing.open_exam is not None:
            raise ExamError(tr("This exam is already under way: resume it."))
        if not standing.can_start:
            raise AttemptsUsed(tr("All {allowed} attempts at this exam have been used.",
                                  allowed=definition.attempts_allowed))
        if seed is None:
            seed = random.SystemRandom().randrange(SEED_LIMIT)
        items = build_items(definition, seed)
        snapshot = {**definition.to_json(), "item_ids": [i.id for i in items]}
        exam = store.start_exam(trainee_id, snapshot, seed, definition.time_limit_s, now=clock())
        session = cls(store, exam, definition, items, clock)
        session.go(0)
        return session

    @classmethod
    def resume(cls, store: Store, exam_id: ExamId, clock: Clock = utc_now) -> ExamSession:
        """Carry on an exam after a crash (or open a submitted one for its result and review)."""
        exam = store.exam(exam_id)
        definition = definition_of(exam)
        items = build_items(definition, exam.seed, exam.definition.get("item_ids"))
        session = cls(store, exam, definition, items, clock)
        first_open = next((i for i, item in enumerate(items) if not session.is_answered(i)), 0)
        session.go(first_open)
        return session

    # -- where the candidate is -------------------------------------------------------

    @property
    def total(self) -> int:
        return len(self.items)

    @property
    def current(self) -> ExamItem:
        return self.items[self.index]

    @property
    def submitted(self) -> bool:
        return self._result is not None

    def go(self, index: int) -> ExamItem:
        """Show item ``index`` (counting from 0); its time starts counting."""
        if not 0 <= index < self.total:
            raise IndexError(f"no item {index + 1} in an exam of {self.total}")
        self.index = index
        self._shown_at = self.clock()
        return self.current

    def next(self) -> ExamItem:
        return self.go(min(self.index + 1, self.total - 1))

    def previous(self) -> ExamItem:
        return self.go(max(self.index - 1, 0))

    def answer_of(self, index: int) -> Mapping[str, Any] | None:
        """The answer saved for item ``index`` (the latest), or None."""
        attempt = self.answers.get(self.items[index].id)
        return None if attempt is None else attempt.answer

    def is_answered(self, index: int) -> bool:
        return not is_blank(self.answer_of(index))

    def unanswered(self) -> list[int]:
        """The numbers (from 1) of the items without an answer."""
        return [item.number for i, item in enumerate(self.items) if not self.is_answered(i)]

    # -- time -------------------------------------------------------------------------

    def remaining_s(self) -> float:
        left = self.exam.remaining_s(self.clock())
        return float("inf") if left is None else left

    def expired(self) -> bool:
        return self.remaining_s() <= 0

    # -- answering --------------------------------------------------------------------

    def save(self, given: Mapping[str, Any], index: int | None = None) -> Attempt:
        """Grade silently and record the answer to item ``index`` (default: the current one).

        Refused once the exam is submitted or its time is up; the returned attempt
        is on disk.  Nothing about the grade is returned to show.
        """
        if self.submitted:
            raise ExamError(tr("This exam has been submitted."))
        now = self.clock()
        deadline = self.exam.deadline
        if deadline is not None and (now - deadline).total_seconds() > GRACE_S:
            raise TimeUp(tr("Time is up: no more answers can be saved."))
        index = self.index if index is None else index
        item = self.items[index]
        grade = grade_of(item, given)
        previous = self.answers.get(item.id)
        spent = previous.time_ms if previous is not None else 0
        if index == self.index and self._shown_at is not None:
            spent += max(0, int((now - self._shown_at).total_seconds() * 1000))
            self._shown_at = now
        attempt = self.store.record_exam_answer(self.exam.id, Answer(
            item_id=item.id, game=item.question.game, task=item.task,
            scenario=dict(item.question.scenario), answer=dict(given), correct=grade.correct,
            score=grade.score, time_ms=spent, params=dict(item.question.params),
        ), now=now)
        self.answers[item.id] = attempt
        return attempt

    # -- the result -------------------------------------------------------------------

    def lines(self) -> tuple[SkillLine, ...]:
        """Per skill (game and task, in the definition's order): items, answered, right, marks."""
        tally: dict[Skill, list[float]] = {}
        for skill in self.definition.skills:
            tally.setdefault(Skill(self.definition.game, skill.task), [0, 0, 0, 0.0])
        for i, item in enumerate(self.items):
            t = tally.setdefault(item.skill, [0, 0, 0, 0.0])
            t[0] += 1
            if self.is_answered(i):
                attempt = self.answers[item.id]
                t[1] += 1
                t[2] += attempt.correct
                t[3] += attempt.score
        return tuple(SkillLine(s, int(n), int(a), int(c), float(sc)) for s, (n, a, c, sc) in tally.items())

    def score(self) -> float:
        """Mean item score over every item; an unanswered item scores 0."""
        if not self.items:
            return 0.0
        return sum(line.score for line in self.lines()) / self.total

    def submit(self) -> Outcome:
        """Close the exam: score, pass or fail, the per-skill breakdown, the verification code."""
        if self._result is not None:
            return self.outcome()
        lines = self.lines()
        score = min(1.0, max(0.0, self.score()))
        breakdown = tuple(SkillResult(x.skill, x.answered, x.correct, x.score) for x in lines)
        self._result = self.store.submit_exam(self.exam.id, score, self.definition.passes(score),
                                              breakdown, now=self.clock())
        self.exam = self._result.exam
        return Outcome(self._result, self.definition, lines)

    def outcome(self) -> Outcome:
        if self._result is None:
            raise ExamError(tr("This exam has not been submitted yet."))
        return Outcome(self._result, self.definition, self.lines())

    # -- review -----------------------------------------------------------------------

    def review_available(self) -> bool:
        return review_open(self.definition, self.exam, self.clock())

    def review(self) -> list[ReviewItem]:
        """Every item with the candidate's answer, the right answer and the explanation."""
        if not self.review_available():
            raise ReviewClosed(review_rule(self.definition))
        out = []
        for i, item in enumerate(self.items):
            attempt = self.answers.get(item.id)
            given = dict(attempt.answer) if attempt is not None else {}
            out.append(ReviewItem(item, attempt, given, grade_of(item, given) if self.is_answered(i)
                                  else Grade(0.0, ()), item.question.answer, explain(item.question)))
        return out


def review_open(definition: ExamDefinition, exam: Exam, now: datetime) -> bool:
    """May the candidate see the right answers of this exam now?"""
    if not exam.submitted or definition.review == "never":
        return False
    if definition.review == "after-close":
        return definition.closes_at is not None and now >= definition.closes_at
    return True


def review_rule(definition: ExamDefinition) -> str:
    """The review policy in words, for the candidate."""
    if definition.review == "never":
        return tr("The answers of this exam are not shown.")
    if definition.review == "after-close" and definition.closes_at is not None:
        return tr("The answers can be reviewed once the exam closes, on {when}.",
                  when=definition.closes_at.astimezone().strftime("%Y-%m-%d %H:%M"))
    return tr("The answers can be reviewed after you submit.")


def outcome_of(store: Store, exam_id: ExamId) -> Outcome | None:
    """The result of a submitted exam, rebuilt from the store (None if still open)."""
    result = store.exam_result(exam_id)
    if result is None:
        return None
    definition = definition_of(result.exam)
    counts: dict[Skill, int] = {}
    for skill in definition.skills:
        key = Skill(definition.game, skill.task)
        counts[key] = counts.get(key, 0) + skill.count
    given = {r.skill: r for r in result.exam.breakdown}
    lines = []
    for skill, n in counts.items():
        r = given.get(skill)
        lines.append(SkillLine(skill, n, r.answered if r else 0, r.correct if r else 0,
                               r.score if r else 0.0))
    return Outcome(result, definition, tuple(lines))
