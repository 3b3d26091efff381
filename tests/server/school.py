"""The sync and the server verify as the app runs them: every pulled or checked exam result
re-graded by the engine (issue 31, X3)."""

from __future__ import annotations

from functools import partial

from trainer.store.server import sync as plain_sync
from trainer.store.server import verify_school as plain_verify
from trainer.training.exam.server_check import regrade_records

sync = partial(plain_sync, regrade=regrade_records)
verify_school = partial(plain_verify, regrade=regrade_records)


THREE = """\
id: holdem-three
title: "Hold'em: three items"
items: 3
time_limit: 10
game: holdem
pass_mark: 60
attempts_allowed: 3
review: after-submit
skills:
  - {task: winner, count: 3}
"""


def three_items():
    """A real exam definition: the engine can re-grade what is answered to it (issue 31, X2/X3)."""
    from trainer.curriculum.exam import check_exam_text

    definition, problems = check_exam_text(THREE, "three.yaml")
    assert problems == [] and definition is not None
    return definition


def real_exam(store, trainee_id, right=(True, False, True), *, submit=True, seed=7, before_answers=None):
    """A sitting of :func:`three_items` by ``trainee_id``: item i answered right when ``right[i]``
    (only as many items as ``right`` names are answered); ``before_answers(exam)`` runs after the
    start (to sign it). Returns the session and, when submitted, the exam result."""
    from trainer.training.exam import ExamSession

    session = ExamSession.start(store, trainee_id, three_items(), seed=seed)
    if before_answers is not None:
        before_answers(session.exam)
    for i, ok in enumerate(right):
        session.save(dict(session.items[i].question.answer) if ok else {"winners": [99]}, i)
    return session, (session.submit().result if submit else None)
