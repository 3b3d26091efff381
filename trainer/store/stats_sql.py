"""One query builder for the statistics of both databases (issue 34 item 5): the workstation's
SQLite (:mod:`trainer.store.stats`) and the school server's PostgreSQL
(:mod:`trainer.store.server.reads`) ask each question in the same words, each in its own
spelling — a :class:`Dialect` holds the spelling (placeholder, tables, columns, the days
answers fall on, the median), this module the questions:

- :func:`skill_stats`: answers, right answers, median time and target counts per skill;
- :func:`skill_trend`: the same per day or week;
- :func:`class_overview`: the class view, from the aggregates each database keeps with its
  answers (a window of days given by the caller as its :class:`Counts`, since the two keep
  their days differently: per day on the workstation, per span of days on the server).

A dialect with a median aggregate (PostgreSQL) groups in SQL; one without (SQLite) reads the
rows of the window and groups them in Python (:func:`tally`): one pass over the rows beats
SQLite's window functions (a sort of every row) by a factor of three.  Either way the groups
come back in Python's key order (a server's collation is not Python's), the medians as floats.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any, Literal

from .migrations import TIME_BUCKETS_MS
from .models import Skill, SkillStats, Trainee, TraineeId, TraineeSummary, TrendPoint
from .timestamps import from_text, to_text

Run = Callable[[str, Sequence[Any]], Iterable[tuple[Any, ...]]]
"""A database's way to run a statement with its parameters and give its rows."""


@dataclass(frozen=True)
class Dialect:
    """How a database spells the statistics' questions.  Column expressions are on the answers
    table's alias ``a``; ``{}`` in a template is the expression it applies to."""

    name: str
    mark: str  # the parameter placeholder
    answers: str  # the answers table, as ``a``
    totals: str  # the all-time aggregates per trainee and skill
    drills: str  # the clause that keeps exam answers out
    right: str  # the aggregates' column of right answers
    target_ms: str  # an answer's target time in ms (NULL: it had none)
    day: str  # the day an answer at {} falls on
    week: str  # the Monday of the week an answer at {} falls in
    median: str | None  # the median of {} as an aggregate; None: taken in Python
    moment: Callable[[datetime], Any]  # a datetime as the database compares it
    moment_of: Callable[[Any], datetime]  # a moment as the database gives it, in UTC
    day_of: Callable[[Any], date]  # a day as the database gives it


SQLITE = Dialect(
    name="sqlite", mark="?", answers="attempts a", totals="skill_totals",
    drills="a.session_id NOT IN (SELECT id FROM sessions WHERE kind = 'exam')",
    right="right", target_ms="a.target_s * 1000",
    day="date({}, 'localtime')", week="date({}, 'localtime', '-6 days', 'weekday 1')",
    median=None, moment=to_text, moment_of=from_text, day_of=date.fromisoformat)
"""The workstation's store: times as text (UTC), days the workstation's local dates."""

_SCHOOL_ZONE = "(SELECT timezone FROM trainer.school LIMIT 1)"

POSTGRES = Dialect(
    name="postgresql", mark="%s", answers="trainer.attempts a", totals="trainer.skill_totals",
    drills="a.exam_id IS NULL", right="right_answers", target_ms="a.target_ms",
    day=f"({{}} AT TIME ZONE {_SCHOOL_ZONE})::date",
    week=f"date_trunc('week', {{}} AT TIME ZONE {_SCHOOL_ZONE})::date",
    median="percentile_cont(0.5) WITHIN GROUP (ORDER BY {})",
    moment=lambda moment: moment, moment_of=lambda moment: moment.astimezone(UTC), day_of=lambda day: day)
"""The school server: times as timestamptz, days the school's (``trainer.school.timezone``),
as its counts per span of days are kept (:mod:`trainer.store.server.schema`)."""


def answers_window(dialect: Dialect, trainee: Any | None, since: datetime | None, until: datetime | None,
                   skill: Skill | None = None) -> tuple[str, list[Any]]:
    """The WHERE clause (and its parameters) of the practice answers of ``trainee`` (None: all;
    the database's own id), in [``since``, ``until``), of ``skill`` (None: all)."""
    mark = dialect.mark
    clauses: list[str] = [dialect.drills]
    params: list[Any] = []
    if trainee is not None:
        clauses.append(f"a.trainee_id = {mark}")
        params.append(trainee)
    if skill is not None:
        clauses.append(f"a.game = {mark} AND a.task = {mark}")
        params += [skill.game, skill.task]
    if since is not None:
        clauses.append(f"a.answered_at >= {mark}")
        params.append(dialect.moment(since))
    if until is not None:
        clauses.append(f"a.answered_at < {mark}")
        params.append(dialect.moment(until))
    return " AND ".join(clauses), params


Tally = tuple[Any, ...]


def tally(rows: Iterable[tuple[tuple[Any, ...], Any, int, bool | None]]) -> list[Tally]:
    """Per key: (*key, answers, right answers, median time in ms, answers with a target, answers
    within it), in key order — from (key, correct, time_ms, within its target or None) per answer."""
    groups: dict[tuple[Any, ...], tuple[list[int], list[int], list[bool]]] = {}
    for key, correct, time_ms, within in rows:
        entry = groups.get(key)
        if entry is None:
            entry = groups[key] = ([], [], [])
        entry[0].append(correct)
        entry[1].append(time_ms)
        if within is not None:
            entry[2].append(within)
    return [(*key, len(flags), sum(flags), float(statistics.median(times)), len(timed), sum(timed))
            for key, (flags, times, timed) in sorted(groups.items())]


def grouped(dialect: Dialect, run: Run, keys: Sequence[str], where: str, params: Sequence[Any]) -> list[Tally]:
    """Per group of ``keys`` (expressions on ``a``) of the answers ``where`` holds: (*keys, answers,
    right answers, median time in ms, answers with a target, answers within it), in key order."""
    picked, width, target = ", ".join(keys), len(keys), dialect.target_ms
    source = f"FROM {dialect.answers} WHERE {where}"
    if dialect.median is None:
        rows = run(f"SELECT {picked}, a.correct, a.time_ms, {target} {source}", params)
        return tally((row[:width], row[width], row[width + 1],
                      None if row[width + 2] is None else row[width + 1] <= row[width + 2]) for row in rows)
    rows = run(f"SELECT {picked}, count(*), sum(CASE WHEN a.correct THEN 1 ELSE 0 END),"
               f" {dialect.median.format('a.time_ms')}, count({target}),"
               f" sum(CASE WHEN a.time_ms <= {target} THEN 1 ELSE 0 END) {source} GROUP BY {picked}", params)
    return sorted((*r[:width], int(r[width]), int(r[width + 1]), float(r[width + 2]), int(r[width + 3]),
                   int(r[width + 4])) for r in rows)


def skill_stats(dialect: Dialect, run: Run, trainee: Any | None = None, since: datetime | None = None,
                until: datetime | None = None) -> list[SkillStats]:
    """Answers, right answers and median time per skill (all trainees if ``trainee`` is None)."""
    where, params = answers_window(dialect, trainee, since, until)
    return [SkillStats(Skill(game, task), n, right, median, timed, within)
            for game, task, n, right, median, timed, within in grouped(dialect, run, ["a.game", "a.task"], where,
                                                                        params)]


def skill_trend(dialect: Dialect, run: Run, trainee: Any | None, skill: Skill | None = None,
                since: datetime | None = None, until: datetime | None = None,
                period: Literal["day", "week"] = "day") -> list[TrendPoint]:
    """Accuracy and median time per day or week (Monday first), for one skill or all."""
    where, params = answers_window(dialect, trainee, since, until, skill)
    bucket = (dialect.day if period == "day" else dialect.week).format("a.answered_at")
    return [TrendPoint(dialect.day_of(start), n, right, median, timed, within)
            for start, n, right, median, timed, within in grouped(dialect, run, [bucket], where, params)]


# -- the instructor's class view, from the aggregates (issue 16 item 9) ----------------------


@dataclass(frozen=True)
class ClassOverview:
    """The whole class at once: each trainee's summary and skills, and the class's skills.

    Read from the aggregates each database keeps with every drill answer, so the view costs the
    same at a million answers as at a thousand.  Days are whole days, so a window starts at the
    beginning of its first day.  Median times are exact while the window holds at most
    :data:`EXACT_MEDIANS_UP_TO` answers (read from the answers), and beyond that — or for an
    aggregate no answer stands behind — read from the answer-time histogram (to within a
    bucket, interpolated).
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


@dataclass(frozen=True)
class Counts:
    """The aggregate rows a class view reads: ``source`` (a FROM item, with its WHERE if any, of
    rows with the columns of ``Dialect.totals``) and its parameters, and ``start``: the first
    moment they count (the beginning of the window's first day; None: all time)."""

    source: str
    params: list[Any]
    start: datetime | None


def class_overview(dialect: Dialect, run: Run, counts: Counts, people: Mapping[Any, Trainee],
                   due: Mapping[TraineeId, int]) -> ClassOverview:
    """The class view of the aggregates ``counts`` selects: a summary of each of ``people`` (the
    database's trainee id -> the trainee shown) by name, with ``due`` skills; each one's skills;
    the class's skills (everyone's answers, whoever is shown)."""
    ((total,),) = run(f"SELECT coalesce(sum(answers), 0) FROM {counts.source}", counts.params)
    exact: dict[tuple[Any, str, str], float] = {}
    rows: list[tuple[Any, ...]] = []
    if int(total) <= EXACT_MEDIANS_UP_TO:
        where, params = answers_window(dialect, None, counts.start, None)
        exact = _exact_medians(dialect, run, where, params)
        rows = _counted(dialect, run, counts, histograms=False)
    if int(total) > EXACT_MEDIANS_UP_TO or any(tuple(row[:3]) not in exact for row in rows):
        rows = _counted(dialect, run, counts, histograms=True)  # the medians exact ones cannot give
    skills: dict[TraineeId, list[SkillStats]] = {}
    whole: dict[Skill, list[Any]] = {}
    latest: dict[Any, tuple[int, int, Any]] = {}
    for trainee, game, task, answers, right, last_at, timed, within, *hist in rows:
        answers, right, timed, within = int(answers), int(right), int(timed), int(within)
        skill = Skill(game, task)
        median = exact.get((trainee, game, task))
        shown = people.get(trainee)
        if shown is not None:
            skills.setdefault(shown.id, []).append(SkillStats(
                skill, answers, right, histogram_median(hist) if median is None else median, timed, within))
        entry = whole.setdefault(skill, [0, 0, [0] * _BUCKETS, 0, 0])
        entry[0] += answers
        entry[1] += right
        if hist:
            entry[2] = [a + int(b) for a, b in zip(entry[2], hist, strict=True)]
        entry[3] += timed
        entry[4] += within
        n, r, last = latest.get(trainee, (0, 0, None))
        latest[trainee] = (n + answers, r + right, last_at if last is None or last_at > last else last)
    summaries = []
    for key, trainee_shown in sorted(people.items(), key=lambda kv: _by_name(kv[1])):
        n, r, last = latest.get(key, (0, 0, None))
        summaries.append(TraineeSummary(trainee_shown, n, r, None if last is None else dialect.moment_of(last),
                                        due.get(trainee_shown.id, 0)))
    for listed in skills.values():
        listed.sort(key=lambda s: s.skill.key)
    class_stats = []
    for skill, (n, r, hist, timed, within) in sorted(whole.items()):
        median = exact.get((None, skill.game, skill.task))
        class_stats.append(SkillStats(skill, n, r, histogram_median(hist) if median is None else median, timed,
                                      within))
    return ClassOverview(summaries, skills, class_stats)


def _by_name(trainee: Trainee) -> tuple[str, str, str]:
    return trainee.name.casefold(), trainee.name, trainee.record_name


def _counted(dialect: Dialect, run: Run, counts: Counts, *, histograms: bool) -> list[tuple[Any, ...]]:
    """Per trainee and skill: answers, right answers, last answer, timed, within (and the
    histogram's buckets, if ``histograms``: not summed when the medians are exact, half the query)."""
    sums = "".join(f", sum(b{i})" for i in range(_BUCKETS)) if histograms else ""
    return list(run(f"SELECT trainee_id, game, task, sum(answers), sum({dialect.right}), max(last_at), sum(timed),"
                    f" sum(within){sums} FROM {counts.source} GROUP BY trainee_id, game, task", counts.params))


def _exact_medians(dialect: Dialect, run: Run, where: str, params: Sequence[Any]) -> dict[tuple[Any, str, str], float]:
    """The median answer time per (trainee, game, task) and per (None, game, task) — the class's —
    of the answers ``where`` holds.  One pass over their times only (issue 33 item 7: the
    instructor area opens on this view)."""
    if dialect.median is not None:
        return {(t, g, k): float(m) for t, g, k, m in run(
            f"SELECT a.trainee_id, a.game, a.task, {dialect.median.format('a.time_ms')}"
            f" FROM {dialect.answers} WHERE {where}"
            " GROUP BY GROUPING SETS ((a.trainee_id, a.game, a.task), (a.game, a.task))", params)}
    times: dict[tuple[Any, str, str], list[int]] = {}
    for t, g, k, ms in run(f"SELECT a.trainee_id, a.game, a.task, a.time_ms FROM {dialect.answers} WHERE {where}",
                           params):
        entry = times.get((t, g, k))
        if entry is None:
            entry = times[t, g, k] = []
        entry.append(ms)
    by_skill: dict[tuple[Any, str, str], list[int]] = {}
    for (_t, g, k), values in times.items():
        by_skill.setdefault((None, g, k), []).extend(values)
    return {key: float(statistics.median(values)) for key, values in (*times.items(), *by_skill.items())}


__all__ = ["EXACT_MEDIANS_UP_TO", "POSTGRES", "SQLITE", "ClassOverview", "Counts", "Dialect", "Run",
           "answers_window", "class_overview", "grouped", "histogram_median", "skill_stats", "skill_trend", "tally"]
