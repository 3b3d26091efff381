"""The training records: SQLite through sqlite-utils, no Qt.

Everything goes through :class:`Store`::

    from trainer.store import Answer, SessionKind, Store

    with Store.open() as store:             # --db PATH, $TRAINER_DB, or the user data dir
        ana = store.add_trainee("Ana")
        session = store.start_session(ana.id, SessionKind.DRILL)
        store.record_answer(session.id, Answer("item-1", "holdem", "showdown_order",
                                               scenario, answer, True, 1.0, 4200))
        store.practice_queue(ana.id)
"""

from __future__ import annotations

import sys as _sys

if "numpy" not in _sys.modules:
    # sqlite-utils imports numpy when it can (~0.1 s of the app's start) only to map numpy's
    # number types to columns; the store writes none, so numpy stays unimported here (the
    # charts import it when they are first shown).
    _sys.modules["numpy"] = None  # type: ignore[assignment]
    try:
        import sqlite_utils  # noqa: F401
    finally:
        del _sys.modules["numpy"]

from .certificates import Certificate
from .certificates import Standing as CertificateStanding
from .db import ENV_VAR, default_db_path, resolve_db_path
from .errors import ExamClosed, ImportFileError, NotAllowed, NotFound, StoreError, StoreWriteError
from .exams import breakdown_of
from .facade import Store, restore_backup
from .models import (
    Answer,
    Attempt,
    AttemptId,
    CodeCheck,
    Exam,
    ExamId,
    ExamProgress,
    ExamResult,
    ExportSummary,
    ImportSummary,
    PlayedHand,
    Problem,
    Role,
    Session,
    SessionId,
    SessionKind,
    Skill,
    SkillResult,
    SkillState,
    SkillStats,
    SprintResult,
    Streaks,
    Trainee,
    TraineeId,
    TraineeSummary,
    TrendPoint,
    VerifyReport,
)
from .records import breakdown_from_json
from .safety import DamagedDatabase, backups
from .stats import ClassOverview, weakest_of
from .timestamps import utc_now

__all__ = [
    "ENV_VAR",
    "Answer",
    "Attempt",
    "AttemptId",
    "Certificate",
    "CertificateStanding",
    "ClassOverview",
    "CodeCheck",
    "DamagedDatabase",
    "Exam",
    "ExamClosed",
    "ExamId",
    "ExamProgress",
    "ExamResult",
    "ExportSummary",
    "ImportFileError",
    "ImportSummary",
    "NotAllowed",
    "NotFound",
    "PlayedHand",
    "Problem",
    "Role",
    "Session",
    "SessionId",
    "SessionKind",
    "Skill",
    "SkillResult",
    "SkillState",
    "SkillStats",
    "SprintResult",
    "Store",
    "StoreError",
    "StoreWriteError",
    "Streaks",
    "Trainee",
    "TraineeId",
    "TraineeSummary",
    "TrendPoint",
    "VerifyReport",
    "backups",
    "breakdown_from_json",
    "breakdown_of",
    "default_db_path",
    "resolve_db_path",
    "restore_backup",
    "utc_now",
    "weakest_of",
]
