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
from .db import APP_NAME, ENV_VAR, default_db_path, resolve_db_path
from .errors import ExamClosed, ImportFileError, NotAllowed, NotFound, StoreError, StoreWriteError
from .exams import ANSWER_GRACE_S, MAX_SEED, ExamClock, breakdown_of, window_problem
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
from .school import SchoolStore, SyncConnection, Synced, mask, server_reads, url_without_password, waiting_records
from .stats import ClassOverview, weakest_of
from .timestamps import from_text, to_text, utc_now

__all__ = [
    "ANSWER_GRACE_S",
    "APP_NAME",
    "ENV_VAR",
    "MAX_SEED",
    "Answer",
    "Attempt",
    "AttemptId",
    "Certificate",
    "CertificateStanding",
    "ClassOverview",
    "CodeCheck",
    "DamagedDatabase",
    "Exam",
    "ExamClock",
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
    "SchoolStore",
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
    "SyncConnection",
    "Synced",
    "Trainee",
    "TraineeId",
    "TraineeSummary",
    "TrendPoint",
    "VerifyReport",
    "backups",
    "breakdown_from_json",
    "breakdown_of",
    "default_db_path",
    "from_text",
    "mask",
    "resolve_db_path",
    "restore_backup",
    "server_reads",
    "to_text",
    "url_without_password",
    "utc_now",
    "waiting_records",
    "weakest_of",
    "window_problem",
]
