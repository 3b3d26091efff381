"""An exam being taken (issue 9): items drawn from a seed, answers saved as given, a deadline.

``ExamSession.start(store, trainee_id, definition)`` draws a seed from the system's
random source, builds the items from (definition, seed) and opens the exam in the
store with a snapshot of the definition (and the item ids) and the seed.
``ExamSession.resume(store, exam_id)`` rebuilds the very same items from the
snapshot and the seed, with every answer given and the time left — the exam's time is
measured by a monotonic clock and kept in the store as it runs (:mod:`.timing`), so it
runs on through a crash and a wall clock set back gives no time.

During the exam nothing is told: :meth:`ExamSession.save` grades an answer
silently and records it at once (the latest answer to an item counts);
:meth:`ExamSession.submit` scores every item (an unanswered one scores 0), decides
pass or fail — the pass mark and every quota's floor (``min_correct``) — breaks the
result down by skill and closes the exam with a verification code.  The store
accepts answers at any time; the deadline is enforced here.  The right answers are
given only by :meth:`ExamSession.review`, and only when the definition's review
policy allows.

The modules: :mod:`.catalogue` (the exams on offer and where a trainee stands),
:mod:`.items` (drawing the items, grading an answer), :mod:`.results` (the
per-skill lines, the outcome, the review policy), :mod:`.marking` (the one marking
rule, by version), :mod:`.timing` (the exam's measured time), :mod:`.regrade` (every
result re-graded wherever it enters) and :mod:`.session`.
"""

from .catalogue import (
    SchoolExams,
    Standing,
    definition_of,
    exams_dir,
    exams_of,
    offered_exams,
    school_exams,
    shipped_exams,
    standings,
)
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
    hand_step_kind,
    is_blank,
    same_answer,
)
from .marking import Marks, mark
from .results import Outcome, ReviewItem, SkillLine, lines_of, outcome_of, review_open, review_rule
from .session import Clock, ExamSession
from .timing import MeasuredClock

__all__ = [
    "GRACE_S", "SEED_LIMIT", "AttemptsUsed", "Clock", "ExamError", "ExamItem", "ExamSession", "Marks",
    "MeasuredClock", "Outcome", "ReviewClosed", "ReviewItem", "SchoolExams", "SkillLine", "Standing", "StepLocked",
    "TimeUp", "build_items", "definition_of", "exams_dir", "exams_of", "grade_of", "hand_step_kind", "is_blank",
    "lines_of", "mark", "offered_exams", "outcome_of", "review_open", "review_rule", "same_answer", "school_exams",
    "shipped_exams", "standings",
]
