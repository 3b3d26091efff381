"""One candidate's exam, from the first item to the result (see the package's docstring)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

from trainer.curriculum.exam import ExamDefinition
from trainer.i18n import tr
from trainer.store import (
    Answer,
    Attempt,
    Exam,
    ExamId,
    ExamResult,
    Store,
    StoreError,
    TraineeId,
    utc_now,
)
from trainer.tasks import task_for

from . import marking
from .catalogue import definition_of, standings
from .items import (
    GRACE_S,
    SEED_LIMIT,
    AttemptsUsed,
    ExamError,
    ExamItem,
    ReviewClosed,
    StepLocked,
    TimeUp,
    build_items,
    grade_of,
    is_blank,
    same_answer,
)
from .results import Outcome, ReviewItem, SkillLine, review_items, review_open, review_rule
from .timing import Clock, ExamTimer, MeasuredClock, measured


class ExamSession:
    """One candidate's exam, from the first item to the result, and the current item's
    answer not saved yet (:attr:`unsaved`, :attr:`save_error`, :attr:`saved_shown`)."""

    def __init__(self, store: Store, exam: Exam, definition: ExamDefinition, items: list[ExamItem],
                 clock: Clock | MeasuredClock = utc_now, timer: ExamTimer | None = None) -> None:
        self.store = store
        self.exam = exam
        self.definition = definition
        self.items = items
        self.measured = measured(clock)
        self.clock: Clock = self.measured.wall
        """The wall clock: for what a person reads (review opening); the exam's time is :attr:`timer`'s."""
        self.marking = marking.version_of(exam.definition)
        """The marking rule's version the exam is taken under (kept in its snapshot)."""
        self.index = 0
        self._result: ExamResult | None = store.exam_result(exam.id) if exam.submitted else None
        self.answers: dict[str, Attempt] = store.exam_progress(exam.id, now=self.clock()).answers
        self.timer = timer if timer is not None else ExamTimer.resume(store, exam, self.measured)
        """The exam's measured time (issue 31 item 4): in all and per item, kept as it runs."""
        self.unsaved: dict[str, Any] | None = None
        """The answer on screen for the current item, changed since it was saved (None: none)."""
        self.save_error = ""
        """Why the records would not take the last save ("" once one is taken)."""
        self.saved_shown = True
        """False: the screen could not show the saved answer, which stays unless changed."""

    # -- opening ----------------------------------------------------------------------

    @classmethod
    def start(cls, store: Store, trainee_id: TraineeId, definition: ExamDefinition, *,
              seed: int | None = None, clock: Clock | MeasuredClock = utc_now) -> ExamSession:
        """Open a new exam (refused when the attempts are used up or one is still open)."""
        standing = standings(store, trainee_id, [definition])[0]
        if standing.open_exam is not None:
            raise ExamError(tr("This exam is already under way: resume it."))
        if not standing.can_start:
            raise AttemptsUsed(tr("All %n attempts at this exam have been used.", None,
                                  definition.attempts_allowed))
        if seed is None:
            seed = random.SystemRandom().randrange(SEED_LIMIT)
        items = build_items(definition, seed)
        snapshot = {**definition.to_json(), "item_ids": [i.id for i in items], marking.MARKING_KEY: marking.CURRENT}
        timed = measured(clock)
        exam = store.start_exam(trainee_id, snapshot, seed, definition.time_limit_s, now=timed.wall())
        session = cls(store, exam, definition, items, timed, ExamTimer(store, exam, timed, 0.0, {}))
        session.go(0)
        return session

    @classmethod
    def resume(cls, store: Store, exam_id: ExamId, clock: Clock | MeasuredClock = utc_now) -> ExamSession:
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
        """Show item ``index`` (counting from 0); its time starts counting, nothing is unsaved.

        A hand step opens only once the step before it is answered (:class:`StepLocked`
        otherwise); opening it is recorded at once (a blank answer), which locks the step
        before it for good — through a crash too."""
        if not 0 <= index < self.total:
            raise IndexError(f"no item {index + 1} in an exam of {self.total}")
        if not self.submitted:
            why = self.not_open_reason(index)
            if why:
                raise StepLocked(why)
            self._mark_opened(index)
        self.index = index
        if not self.submitted:  # the visit is timed from now, the one before counted (issue 31, X14)
            self.timer.show(self.current.id)
        self.unsaved, self.save_error, self.saved_shown = None, "", True
        return self.current

    def next(self) -> ExamItem:
        return self.go(min(self.index + 1, self.total - 1))

    # -- a hand's steps in order (issue 21) ---------------------------------------------------
    #
    # A later step's table shows the earlier steps' right answers (the table is corrected as
    # the hand goes on): a step is shown only once the one before it is answered, and a step
    # cannot be changed once the one after it has been shown.

    def _neighbour(self, index: int, offset: int) -> int | None:
        """The index of the step ``offset`` away in the same hand, or None."""
        item, other = self.items[index], index + offset
        if not item.is_hand_step or not 0 <= other < self.total or self.items[other].hand != item.hand:
            return None
        return other

    def step_open(self, index: int) -> bool:
        """May item ``index`` be shown: not a hand step, a hand's first step, or the step before is answered."""
        previous = self._neighbour(index, -1)
        return previous is None or self.is_answered(previous)

    def step_locked(self, index: int) -> bool:
        """Item ``index`` is a hand step whose next step has been shown: its answer stays as it is."""
        following = self._neighbour(index, +1)
        return following is not None and self.items[following].id in self.answers

    def not_open_reason(self, index: int) -> str:
        """Why item ``index`` may not be shown yet ("": it may)."""
        if self.step_open(index):
            return ""
        item = self.items[index]
        return tr("Hand {hand}, step {step} opens once step {previous} is answered: a hand is run in order.",
                  hand=item.hand, step=item.step, previous=item.step - 1)

    def locked_reason(self, index: int) -> str:
        """Why item ``index``'s answer may not be changed ("": it may)."""
        if not self.step_locked(index):
            return ""
        item = self.items[index]
        return tr("Hand {hand}, step {step} is locked: step {next} has been shown, and its table shows this "
                  "step's right answer.", hand=item.hand, step=item.step, next=item.step + 1)

    def _mark_opened(self, index: int) -> None:
        """Record that a hand step (after the first) was shown, as a blank answer: from now on the
        step before it is locked.  Nothing is recorded once the time is up (nothing can be saved)."""
        item = self.items[index]
        if item.step < 2 or item.id in self.answers or self._past_grace():
            return
        self.answers[item.id] = self.store.record_exam_answer(self.exam.id, self._answer(item, {}, 0),
                                                              now=self.timer.stamp())

    def _past_grace(self) -> bool:
        return self.timer.over_s() > GRACE_S

    def _answer(self, item: ExamItem, given: Mapping[str, Any], time_ms: int) -> Answer:
        quota = item.quota(self.definition)
        return Answer(
            item_id=item.id, game=item.question.game, task=item.task,
            scenario=task_for(item.task).asked(item.question), answer=dict(given), correct=False,
            score=0.0, time_ms=time_ms, params=dict(item.question.params),
            target_s=quota.target_s if quota is not None else None,
        )

    def previous(self) -> ExamItem:
        return self.go(max(self.index - 1, 0))

    def answer_of(self, index: int) -> Mapping[str, Any] | None:
        """The answer saved for item ``index`` (the latest), or None."""
        attempt = self.answers.get(self.items[index].id)
        return None if attempt is None else attempt.answer

    def saved_at(self, index: int) -> datetime | None:
        attempt = self.answers.get(self.items[index].id)
        return None if attempt is None else attempt.answered_at

    def is_answered(self, index: int) -> bool:
        return not is_blank(self.answer_of(index))

    def unanswered(self) -> list[int]:
        """The numbers (from 1) of the items without an answer."""
        return [item.number for i, item in enumerate(self.items) if not self.is_answered(i)]

    # -- time -------------------------------------------------------------------------

    def remaining_s(self) -> float:
        """The time left, measured (never read from the wall clock); kept every few seconds."""
        if self.submitted:
            return 0.0 if self.exam.time_limit_s is not None else float("inf")
        left = self.timer.remaining_s()
        return float("inf") if left is None else left

    def expired(self) -> bool:
        return self.remaining_s() <= 0

    # -- answering --------------------------------------------------------------------

    def save(self, given: Mapping[str, Any], index: int | None = None) -> Attempt:
        """Record the answer to item ``index`` (default: the current one), ungraded.

        Refused once the exam is submitted or its time is up; the returned attempt
        is on disk.  It is graded only at submission (issue 16 item 3): until then the
        records hold no right or wrong an export or a statistic could show — an exam
        answer is stored with ``correct`` false and ``score`` 0, and the result's
        per-skill breakdown holds the grading.  An answer the task cannot read is
        still refused here, as before.
        """
        if self.submitted:
            raise ExamError(tr("This exam has been submitted."))
        now = self.timer.stamp()
        if self._past_grace():
            raise TimeUp(tr("Time is up: no more answers can be saved."))
        index = self.index if index is None else index
        item = self.items[index]
        why = self.not_open_reason(index) or self.locked_reason(index)
        if why:
            raise StepLocked(why)
        grade_of(item, given)  # reading the answer: a bug in a grader reaches the crash log now
        previous = self.answers.get(item.id)
        # the whole time the item was shown, over every visit, saved or not (issue 31, X14)
        spent = max(self.timer.item_ms(item.id), previous.time_ms if previous is not None else 0)
        # The records take the latest answer by its time (to the millisecond): an answer given in
        # the same millisecond as the one before it (a hand step's opening, a quick change) is
        # recorded a millisecond after it, so it is the latest for everyone who reads them.
        at = now if previous is None else max(now, previous.answered_at + timedelta(milliseconds=1))
        attempt = self.store.record_exam_answer(self.exam.id, self._answer(item, given, spent), now=at)
        self.answers[item.id] = attempt
        self.timer.keep()
        return attempt

    def hold(self, given: Mapping[str, Any]) -> None:
        """The candidate changed the answer on screen: it is unsaved until :meth:`save_unsaved`."""
        self.unsaved = dict(given)

    def save_unsaved(self) -> bool:
        """Save the current item's unsaved answer, unless it is the one saved (or blank with
        none saved).  False when the records would not take it: it stays unsaved, the reason
        in :attr:`save_error`.  :class:`TimeUp` past the deadline.  A change to a locked hand
        step is dropped (its saved answer stands)."""
        given = self.unsaved
        if given is None or self.submitted:
            return True
        if self.locked_reason(self.index):  # a locked hand step keeps its answer: the change is dropped
            self.unsaved, self.save_error = None, ""
            return True
        saved = self.answer_of(self.index)
        if not (same_answer(given, saved) or (saved is None and is_blank(given))):
            try:
                self.save(given)
            except StoreError as exc:
                self.save_error = str(exc)
                return False
            self.saved_shown = True
        self.unsaved, self.save_error = None, ""
        return True

    # -- the result -------------------------------------------------------------------

    def marks(self) -> marking.Marks:
        """The exam marked now under its marking rule (:mod:`.marking`, the one way it is marked)."""
        return marking.mark(self.definition, self.items, self.answers.values(), self.marking)

    def lines(self) -> tuple[SkillLine, ...]:
        """Per skill (game and task, in the definition's order): items, answered, right, marks."""
        return self.marks().lines

    def score(self) -> float:
        """Mean item score over every item; an unanswered item scores 0."""
        return self.marks().score

    def submit(self) -> Outcome:
        """Close the exam: score, pass or fail, the per-skill breakdown, the verification code.

        Passed means the pass mark reached *and* no quota under its floor (``min_correct``).
        """
        if self._result is not None:
            return self.outcome()
        marks = self.marks()
        self.timer.keep()
        self._result = self.store.submit_exam(self.exam.id, marks.score, marks.passed,
                                              tuple(x.result for x in marks.lines), now=self.timer.stamp())
        self.exam = self._result.exam
        return Outcome(self._result, self.definition, marks.lines)

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
        return review_items(self.items, self.answers)
