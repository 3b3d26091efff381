"""Queries for the progress screens and the instructor area.

SQL selects the answers in a window; medians are taken in Python in the same
pass (see :func:`_grouped`).
Days and weeks are the workstation's local dates; weeks start on Monday.
"""

from __future__ import annotations

import dataclasses
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, Literal

from sqlite_utils import Database

from .migrations import TIME_BUCKETS_MS
from .models import (
    Attempt,
    Skill,
    SkillStats,
    Streaks,
    TraineeId,
    TraineeSummary,
    TrendPoint,
)
from .records import TRAINEE_COLUMNS, TRAINEE_WIDTH, select_attempts, trainee_from_row
from .timestamps import from_text, to_text

PERIODS = {
    "day": "date(answered_at, 'localtime')",
    "week": "date(answered_at, 'localtime', '-6 days', 'weekday 1')",
}


NOT_EXAM = "session_id NOT IN (SELECT id FROM sessions WHERE kind = 'exam')"
"""Exam answers stay out of practice statistics and mistake lists: an exam's answers
are shown only as its review policy allows (issue 9)."""


@dataclass(frozen=True)
class Dialect:
    """How a database spells a window over the answers (issue 34 item 5: one builder for the
    workstation's SQLite and the school server's PostgreSQL)."""

    mark: str  # the parameter placeholder
    column: str  # the answers table's alias, with its dot ("" for none)
    drills: str  # the clause that keeps exam answers out
    moment: Callable[[datetime], Any]  # a datetime as the database compares it


SQLITE = Dialect("?", "", NOT_EXAM, to_text)
POSTGRES = Dialect("%s", "a.", "a.exam_id IS NULL", lambda moment: moment)


def answers_window(dialect: Dialect, trainee: Any | None, since: datetime | None, until: datetime | None,
                   skill: Skill | None = None) -> tuple[str, list[Any]]:
    """The WHERE clause (and its parameters) of the practice answers of ``trainee`` (None: all),
    in [``since``, ``until``), of ``skill`` (None: all)."""
    a, mark = dialect.column, dialect.mark
    clauses: list[str] = [dialect.drills]
    params: list[Any] = []
    if trainee is not None:
        clauses.append(f"{a}trainee_id = {mark}")
        params.append(trainee)
    if skill is not None:
        clauses.append(f"{a}game = {mark} AND {a}task = {mark}")
        params += [skill.game, skill.task]
    if since is not None:
        clauses.append(f"{a}answered_at >= {mark}")
        params.append(dialect.moment(since))
    if until is not None:
        clauses.append(f"{a}answered_at < {mark}")
        params.append(dialect.moment(until))
    return " AND ".join(clauses), params


def _where(trainee_id: TraineeId | None, since: datetime | None, until: datetime | None,
           skill: Skill | None = None) -> tuple[str, list[Any]]:
    return answers_window(SQLITE, trainee_id, since, until, skill)


Tally = tuple[Any, ...]


def tally(rows: Iterable[tuple[tuple[Any, ...], Any, int, bool | None]]) -> list[Tally]:
    """Per key: (*key, answers, right answers, median time in ms, answers with a target, answers
    within it), in key order — from (key, correct, time_ms, within its target or None) per answer.
    The grouping of both databases' statistics (SQL filters, Python groups and takes the medians)."""
    groups: dict[tuple[Any, ...], tuple[list[int], list[int], list[bool]]] = {}
    for key, correct, time_ms, within in rows:
        entry = groups.get(key)
        if entry is None:
            entry = groups[key] = ([], [], [])
        entry[0].append(correct)
        entry[1].append(time_ms)
        if within is not None:
            entry[2].append(within)
    return [(*key, len(flags), sum(flags), statistics.median(times), len(timed), sum(timed))
            for key, (flags, times, timed) in sorted(groups.items())]


def _grouped(db: Database, keys: Sequence[str], where: str,
             params: Sequence[Any]) -> list[tuple[Any, ...]]:
    """Per group of ``keys``: (*keys, answers, right answers, median time in ms, answers with a
    target, answers within it), in key order.

    SQL filters; Python groups and takes the medians: one pass over the rows beats
    SQLite's window functions (a sort of every row) by a factor of three.
    """
    picked = ", ".join(keys)
    width = len(keys)
    rows = db.execute(f"SELECT {picked}, correct, time_ms, target_s FROM attempts WHERE {where}", tuple(params))
    return tally((row[:width], row[width], row[width + 1], None if row[width + 2] is None
                  else row[width + 1] <= row[width + 2] * 1000) for row in rows)


def skill_stats(db: Database, trainee_id: TraineeId | None = None,
                since: datetime | None = None, until: datetime | None = None) -> list[SkillStats]:
    """Answers, right answers and median time per skill (all trainees if ``trainee_id`` is None)."""
    where, params = _where(trainee_id, since, until)
    return [SkillStats(Skill(game, task), n, right, median, timed, within)
            for game, task, n, right, median, timed, within in _grouped(db, ["game", "task"], where, params)]


def skill_trend(db: Database, trainee_id: TraineeId | None, skill: Skill | None = None,
                since: datetime | None = None, until: datetime | None = None,
                period: Literal["day", "week"] = "day") -> list[TrendPoint]:
    """Accuracy and median time per day or week, for one skill or all."""
    where, params = _where(trainee_id, since, until, skill)
    return [TrendPoint(date.fromisoformat(start), n, right, median, timed, within)
            for start, n, right, median, timed, within in _grouped(db, [PERIODS[period]], where, params)]


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


@dataclass(frozen=True)
class ClassOverview:
    """The whole class at once: each trainee's summary and skills, and the class's skills.

    Read from ``skill_days`` / ``skill_totals`` (migration m007), kept with every
    drill answer, so the view costs the same at a million answers as at a thousand.
    Days are local dates, so a window starts at the beginning of its first day.  Median
    times are exact while the window holds at most :data:`EXACT_MEDIANS_UP_TO` answers
    (one pass over them), and beyond that read from the answer-time histogram (to
    within a bucket, interpolated).
    """

    summaries: list[TraineeSummary]
    skills: dict[TraineeId, list[SkillStats]]
    whole: list[SkillStats]


_BUCKETS = len(TIME_BUCKETS_MS) + 1
EXACT_MEDIANS_UP_TO = 50_000


def histogram_median(counts: Sequence[int]) -> float:
    """The median of answer times held as counts per bucket of TIME_BUCKETS_MS."""
    total = sum(counts)
    if not total:
        return 0.0
    half = total / 2
    seen = 0
    for i, n in enumerate(counts):
        if n and seen + n >= half:
            low = 0 if i == 0 else TIME_BUCKETS_MS[i - 1]
            high = TIME_BUCKETS_MS[i] if i < len(TIME_BUCKETS_MS) else low * 1.5
            return low + (high - low) * (half - seen) / n
        seen += n
    return float(TIME_BUCKETS_MS[-1])


def class_overview(db: Database, now: datetime, since: datetime | None = None) -> ClassOverview:
    if since is None:
        source, params = "skill_totals", []
    else:
        source, params = "skill_days WHERE day >= ?", [since.astimezone().date().isoformat()]
    total = db.execute(f"SELECT coalesce(sum(answers), 0) FROM {source}", params).fetchone()[0]
    exact = total <= EXACT_MEDIANS_UP_TO
    if exact:  # the medians read from the answers themselves: the histograms not summed (half the query)
        overview = _class_overview(db, now, since, source, params, histograms=False)
        if overview is not None:
            return overview
    overview = _class_overview(db, now, since, source, params, histograms=True)
    assert overview is not None
    return overview


def _class_overview(db: Database, now: datetime, since: datetime | None, source: str, params: list[Any], *,
                    histograms: bool) -> ClassOverview | None:
    """The overview with medians from the histograms (``histograms``), else exact ones (None if an
    aggregate had no answer to take its median from)."""
    sums = "".join(f", sum(b{i})" for i in range(_BUCKETS)) if histograms else ""
    rows = db.execute(f"SELECT trainee_id, game, task, sum(answers), sum(right), max(last_at), sum(timed),"
                      f" sum(within){sums} FROM {source} GROUP BY trainee_id, game, task", params).fetchall()
    skills: dict[TraineeId, list[SkillStats]] = {}
    whole: dict[Skill, list[Any]] = {}
    latest: dict[TraineeId, tuple[int, int, str]] = {}
    for trainee_id, game, task, answers, right, last_at, timed, within, *hist in rows:
        skill = Skill(game, task)
        skills.setdefault(TraineeId(trainee_id), []).append(
            SkillStats(skill, answers, right, histogram_median(hist), timed, within))
        entry = whole.setdefault(skill, [0, 0, [0] * _BUCKETS, 0, 0])
        entry[0] += answers
        entry[1] += right
        if histograms:
            entry[2] = [a + b for a, b in zip(entry[2], hist, strict=True)]
        entry[3] += timed
        entry[4] += within
        n, r, last = latest.get(TraineeId(trainee_id), (0, 0, ""))
        latest[TraineeId(trainee_id)] = (n + answers, r + right, max(last, last_at))
    cols = ", ".join(f"t.{c.strip()}" for c in TRAINEE_COLUMNS.split(","))
    summaries = []
    for row in db.execute(
            f"SELECT {cols}, (SELECT count(*) FROM schedule s WHERE s.trainee_id = t.id AND s.due <= ?)"
            " FROM trainees t ORDER BY coalesce(t.shown_name, t.name) COLLATE NOCASE", (to_text(now),)):
        trainee = trainee_from_row(row[:TRAINEE_WIDTH])
        n, r, last = latest.get(trainee.id, (0, 0, ""))
        summaries.append(TraineeSummary(trainee, n, r, from_text(last) if last else None, row[TRAINEE_WIDTH]))
    for stats in skills.values():
        stats.sort(key=lambda s: s.skill.key)
    class_stats = [SkillStats(k, v[0], v[1], histogram_median(v[2]), v[3], v[4]) for k, v in sorted(whole.items())]
    if not histograms:
        medians = _exact_medians(db, since, skills, class_stats)
        if medians is None:
            return None
        skills, class_stats = medians
    return ClassOverview(summaries, skills, class_stats)


def _exact_medians(db: Database, since: datetime | None, skills: dict[TraineeId, list[SkillStats]],
                   whole: list[SkillStats]) -> tuple[dict[TraineeId, list[SkillStats]], list[SkillStats]] | None:
    """The same figures with exact medians, from the answers of the window's whole days (None if
    an aggregate has no answers there: its median is read from its histogram instead)."""
    start = None
    if since is not None:
        local = since.astimezone()
        start = datetime.combine(local.date(), datetime.min.time(), tzinfo=local.tzinfo)
    where, params = _where(None, start, None)
    # One pass over the window's answers for both, their times only (issue 33 item 7: the
    # instructor area opens on this view).
    times: dict[tuple[int, str, str], list[int]] = {}
    for key in db.execute(f"SELECT trainee_id, game, task, time_ms FROM attempts WHERE {where}", tuple(params)):
        entry = times.get(key[:3])
        if entry is None:
            entry = times[key[:3]] = []
        entry.append(key[3])
    by_skill: dict[Skill, list[int]] = {}
    for (_t, g, k), values in times.items():
        by_skill.setdefault(Skill(g, k), []).extend(values)
    exact = {(TraineeId(t), Skill(g, k)): statistics.median(v) for (t, g, k), v in times.items()}
    overall = {skill: statistics.median(v) for skill, v in by_skill.items()}
    if any((t, s.skill) not in exact for t, stats in skills.items() for s in stats):
        return None
    return ({t: [dataclasses.replace(s, median_ms=exact[t, s.skill]) for s in stats] for t, stats in skills.items()},
            [dataclasses.replace(s, median_ms=overall[s.skill]) for s in whole])
