"""Queries for the progress screens and the instructor area, on the workstation's SQLite.

The statistics the school server answers too (per-skill statistics, trends, the class view)
are written once, in :mod:`trainer.store.stats_sql`, for both databases; here they are asked
in SQLite's spelling (:data:`trainer.store.stats_sql.SQLITE`).  The others (streaks, mistakes,
the trainees' summaries) are the workstation's own.
Days and weeks are the workstation's local dates; weeks start on Monday.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta
from typing import Any, Literal

from sqlite_utils import Database

from . import stats_sql
from .models import (
    Attempt,
    Skill,
    SkillStats,
    Streaks,
    TraineeId,
    TraineeSummary,
    TrendPoint,
)
from .records import TRAINEE_COLUMNS, TRAINEE_WIDTH, list_trainees, select_attempts, trainee_from_row
from .stats_sql import SQLITE, ClassOverview, Counts, histogram_median
from .timestamps import from_text, to_text

NOT_EXAM = "session_id NOT IN (SELECT id FROM sessions WHERE kind = 'exam')"
"""Exam answers stay out of practice statistics and mistake lists: an exam's answers
are shown only as its review policy allows (issue 9)."""


def _run(db: Database) -> stats_sql.Run:
    return lambda sql, params: db.execute(sql, tuple(params))


def skill_stats(db: Database, trainee_id: TraineeId | None = None,
                since: datetime | None = None, until: datetime | None = None) -> list[SkillStats]:
    """Answers, right answers and median time per skill (all trainees if ``trainee_id`` is None)."""
    return stats_sql.skill_stats(SQLITE, _run(db), trainee_id, since, until)


def skill_trend(db: Database, trainee_id: TraineeId | None, skill: Skill | None = None,
                since: datetime | None = None, until: datetime | None = None,
                period: Literal["day", "week"] = "day") -> list[TrendPoint]:
    """Accuracy and median time per day or week, for one skill or all."""
    return stats_sql.skill_trend(SQLITE, _run(db), trainee_id, skill, since, until, period)


def weakest_skills(db: Database, trainee_id: TraineeId | None, limit: int = 5,
                   since: datetime | None = None, min_attempts: int = 5) -> list[SkillStats]:
    """Lowest accuracy first, slower first on a tie; skills with too few answers left out."""
    return weakest_of(skill_stats(db, trainee_id, since), limit, min_attempts)


def weakest_of(stats: Sequence[SkillStats], limit: int = 5, min_attempts: int = 5) -> list[SkillStats]:
    """The ranking of :func:`weakest_skills`, over statistics already read."""
    kept = [s for s in stats if s.attempts >= min_attempts]
    return sorted(kept, key=lambda s: (s.accuracy, -s.median_ms, s.skill.key))[:limit]


def streaks(db: Database, trainee_id: TraineeId, today: date) -> Streaks:
    days = [date.fromisoformat(r[0]) for r in db.execute(
        "SELECT DISTINCT date(answered_at, 'localtime') AS d FROM attempts"
        " WHERE trainee_id = ? ORDER BY d", (trainee_id,))]
    days_current, days_best = _day_runs(days, today)
    correct_current, correct_best = _correct_runs(db, trainee_id)
    return Streaks(days_current, days_best, correct_current, correct_best)


def _day_runs(days: list[date], today: date) -> tuple[int, int]:
    best = run = 0
    previous: date | None = None
    for day in days:
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    alive = previous is not None and today - previous <= timedelta(days=1)
    return (run if alive else 0), best


def _correct_runs(db: Database, trainee_id: TraineeId) -> tuple[int, int]:
    # Exam answers stay out: a run of right answers would tell a candidate, during the
    # exam, which of his saved answers were right (issue 16 item 3).
    current = db.execute(
        f"SELECT count(*) FROM attempts WHERE trainee_id = ? AND correct = 1 AND {NOT_EXAM} AND answered_at >"
        f" coalesce((SELECT max(answered_at) FROM attempts WHERE trainee_id = ? AND correct = 0 AND {NOT_EXAM}),"
        " '')", (trainee_id, trainee_id)).fetchone()[0]
    best = db.execute(
        f"""SELECT coalesce(max(n), 0) FROM (
               SELECT count(*) AS n FROM (
                   SELECT correct, sum(1 - correct) OVER (ORDER BY answered_at, id) AS run
                   FROM attempts WHERE trainee_id = ? AND {NOT_EXAM})
               WHERE correct = 1 GROUP BY run)""", (trainee_id,)).fetchone()[0]
    return int(current), int(best)


def trainee_summaries(db: Database, now: datetime,
                      since: datetime | None = None) -> list[TraineeSummary]:
    """Every trainee with their answers (since ``since``), accuracy, last answer, due skills."""
    cols = ", ".join(f"t.{c.strip()}" for c in TRAINEE_COLUMNS.split(","))
    window = "AND a.answered_at >= ?" if since is not None else ""
    window += " AND a.session_id NOT IN (SELECT id FROM sessions WHERE kind = 'exam')"  # as NOT_EXAM
    params: list[Any] = [to_text(now)] + ([to_text(since)] if since is not None else [])
    rows = db.execute(
        f"""SELECT {cols},
                   (SELECT count(*) FROM schedule s WHERE s.trainee_id = t.id AND s.due <= ?),
                   count(a.id), coalesce(sum(a.correct), 0), max(a.answered_at)
            FROM trainees t LEFT JOIN attempts a ON a.trainee_id = t.id {window}
            GROUP BY t.id ORDER BY coalesce(t.shown_name, t.name) COLLATE NOCASE""",
        params,
    )
    w = TRAINEE_WIDTH
    return [TraineeSummary(trainee_from_row(r[:w]), r[w + 1], r[w + 2],
                           from_text(r[w + 3]) if r[w + 3] else None, r[w]) for r in rows]


def recent_mistakes(db: Database, trainee_id: TraineeId | None = None,
                    limit: int = 20, skill: Skill | None = None) -> list[Attempt]:
    """The latest wrong answers, newest first, each with its scenario (``skill``: of that skill only)."""
    where = [f"correct = 0 AND {NOT_EXAM}"]
    params: list[Any] = []
    if trainee_id is not None:
        where.append("trainee_id = ?")
        params.append(trainee_id)
    if skill is not None:
        where.append("game = ? AND task = ?")
        params += [skill.game, skill.task]
    return select_attempts(db, " AND ".join(where), params, "answered_at DESC, id DESC", limit)


# -- the instructor's class view, from the aggregates (issue 16 item 9) ----------------------


def class_overview(db: Database, now: datetime, since: datetime | None = None) -> ClassOverview:
    """The class view (:func:`trainer.store.stats_sql.class_overview`) from ``skill_totals``, or
    for a window from ``skill_days`` (migration m007): local days, from that of ``since`` on."""
    if since is None:
        counts = Counts(SQLITE.totals, [], None)
    else:
        local = since.astimezone()
        counts = Counts("skill_days WHERE day >= ?", [local.date().isoformat()],
                        datetime.combine(local.date(), datetime.min.time(), tzinfo=local.tzinfo))
    return stats_sql.class_overview(SQLITE, _run(db), counts, {t.id: t for t in list_trainees(db)},
                                    due_counts(db, now))


def due_counts(db: Database, now: datetime) -> dict[TraineeId, int]:
    """Skills due per trainee, from this workstation's schedules (the school server has none)."""
    return {TraineeId(t): int(n) for t, n in db.execute(
        "SELECT trainee_id, count(*) FROM schedule WHERE due <= ? GROUP BY trainee_id", (to_text(now),))}


__all__ = ["NOT_EXAM", "ClassOverview", "class_overview", "due_counts", "histogram_median", "recent_mistakes",
           "skill_stats", "skill_trend", "streaks", "trainee_summaries", "weakest_of", "weakest_skills"]
