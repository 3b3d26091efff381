"""The instructor's views read from the school server (issue 22): the class view, one trainee's
statistics and charts, their exams — every workstation's records, as fresh as their last sync.

The results are the local store's own types (:mod:`trainer.store.stats`, :mod:`trainer.store.models`),
so a screen shows them as it shows the local ones.  A trainee is the local one where this
workstation knows him (by his school-wide id, :func:`trainer.store.server.push.school_ids`); one
known only on the server (not pulled here yet) gets a negative id of his own for as long as
this reader lives.  Schedules stay with the workstations: "due" comes from the local store.

The statistics are the workstation's own questions, asked in PostgreSQL's spelling
(:mod:`trainer.store.stats_sql`, :data:`~trainer.store.stats_sql.POSTGRES`: one builder for
both).  The class view reads the server's per-span and all-time counts (schema v2), like the
workstation's own class view reads its aggregates: medians exact (``percentile_cont``) while
the window holds at most :data:`trainer.store.stats_sql.EXACT_MEDIANS_UP_TO` answers, else from
the answer-time histogram, so a million answers cost what a thousand do.  Days are the
school's (``trainer.school.timezone``).
Every failure is a :class:`ServerError`; a caller falls back to the local merged copy.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from sqlite_utils import Database

from .. import records, stats, stats_sql
from ..chain import verification_code
from ..models import (
    Exam,
    ExamId,
    ExamResult,
    Role,
    SessionId,
    Skill,
    SkillStats,
    Trainee,
    TraineeId,
    TrendPoint,
)
from ..records import breakdown_from_json
from ..stats_sql import POSTGRES
from ..timestamps import from_text
from . import schema
from .connection import ServerError, connect, failed
from .pull import chained_answers
from .push import Regrade, school_ids

if TYPE_CHECKING:
    import psycopg

T = TypeVar("T")

READ_TIMEOUT_S = 3
"""A screen waits this long at most for an unreachable server before showing the local copy."""

class SchoolReads:
    """Reads for the instructor's screens from the server at ``url``; ``db`` (this workstation's
    own store, used on the caller's thread only) names the trainees.

    An exam result is shown only once the engine (``regrade``, as :func:`trainer.store.server.sync`
    takes it) marks it to what it says (issue 31, X3): one that does not, or with no ``regrade``
    given, shows as its exam without a result, as a pull keeps it aside."""

    def __init__(self, db: Database, url: str, timeout_s: int = READ_TIMEOUT_S,
                 regrade: Regrade | None = None) -> None:
        self.db, self.url, self.timeout_s, self.regrade = db, url, timeout_s, regrade
        self._school_of: dict[TraineeId, str] = {}
        self._server_only: dict[str, Trainee] = {}

    @contextlib.contextmanager
    def _conn(self, doing: str) -> Iterator[psycopg.Connection[tuple[Any, ...]]]:
        import psycopg

        conn = connect(self.url, self.timeout_s)
        try:
            schema.require_current(conn, self.url)
            conn.execute("SET TRANSACTION READ ONLY")
            yield conn
        except psycopg.Error as exc:
            raise failed(self.url, doing, exc) from None
        finally:
            with contextlib.suppress(psycopg.Error):
                conn.close()

    # -- who is who --------------------------------------------------------------------------

    def _people(self, conn: psycopg.Connection[tuple[Any, ...]]) -> dict[str, Trainee]:
        """School id -> trainee: the local one, else one made up for a trainee known only there."""
        here = records.list_trainees(self.db)
        local = {t.record_name: t for t in here}  # the school knows him by his records' name
        ids = {school: local[name] for name, school in school_ids(self.db).items() if name in local}
        taken = set(local) | {t.name for t in here}  # a name shown here (renamed) is taken too
        people: dict[str, Trainee] = {}
        epoch = datetime(1970, 1, 1, tzinfo=UTC)
        rows = conn.execute("SELECT id, name, role FROM trainer.trainees ORDER BY id").fetchall()
        for n, (school, name, role) in enumerate(rows, 1):
            trainee = ids.get(str(school))
            if trainee is None:
                shown = str(name) if str(name) not in taken else f"{name} [{str(school)[:6]}]"
                trainee = Trainee(TraineeId(-n), shown, Role(str(role)), epoch, False)
            people[str(school)] = trainee
        self._school_of = {t.id: school for school, t in people.items()}
        self._server_only = {school: t for school, t in people.items() if t.id < 0}
        return people

    def _school_id(self, conn: psycopg.Connection[tuple[Any, ...]], trainee_id: TraineeId) -> str | None:
        if trainee_id not in self._school_of:
            self._people(conn)
        return self._school_of.get(trainee_id)

    def trainees(self) -> list[Trainee]:
        """Everyone on the server and everyone here, by name."""
        with self._conn("reading the trainees") as conn:
            people = self._people(conn)
        here = {t.id: t for t in records.list_trainees(self.db)}
        everyone = {**here, **{t.id: t for t in people.values()}}
        return sorted(everyone.values(), key=lambda t: t.name.casefold())

    # -- the class view ----------------------------------------------------------------------

    def class_overview(self, now: datetime, since: datetime | None = None) -> stats_sql.ClassOverview:
        """The class view (:func:`trainer.store.stats_sql.class_overview`) from the server's counts
        (schema v2): all time from ``skill_totals``; a window of school days
        (``trainer.school.timezone``, from the beginning of its first day) from the few spans of
        ``skill_spans`` that tile it."""
        with self._conn("reading the class view") as conn:
            people = self._people(conn)
            return stats_sql.class_overview(POSTGRES, conn.execute, _counts(conn, now, since), people,
                                            stats.due_counts(self.db, now))

    # -- one trainee -------------------------------------------------------------------------

    def skill_stats(self, trainee_id: TraineeId | None = None, since: datetime | None = None,
                    until: datetime | None = None) -> list[SkillStats]:
        return self._of_trainee("reading a trainee's statistics", trainee_id,
                                lambda run, school: stats_sql.skill_stats(POSTGRES, run, school, since, until))

    def skill_trend(self, trainee_id: TraineeId | None, skill: Skill | None = None,
                    since: datetime | None = None, until: datetime | None = None,
                    period: Literal["day", "week"] = "day") -> list[TrendPoint]:
        """Per school day or week (Monday first), as :func:`trainer.store.stats.skill_trend`."""
        return self._of_trainee("reading a trainee's charts", trainee_id, lambda run, school: stats_sql.skill_trend(
            POSTGRES, run, school, skill, since, until, period))

    def _of_trainee(self, doing: str, trainee_id: TraineeId | None,
                    read: Callable[[stats_sql.Run, str | None], list[T]]) -> list[T]:
        """``read`` of the answers of ``trainee_id`` (None: everyone's) by his school id; nothing
        for a trainee the server does not know."""
        with self._conn(doing) as conn:
            school = self._school_id(conn, trainee_id) if trainee_id is not None else None
            if trainee_id is not None and school is None:
                return []
            return read(conn.execute, school)

    # -- exams -------------------------------------------------------------------------------

    def exams(self, trainee_id: TraineeId | None = None) -> list[Exam]:
        """Exams as recorded where they were taken, oldest first, with their results."""
        with self._conn("reading the exams") as conn:
            people = self._people(conn)
            school = self._school_of.get(trainee_id) if trainee_id is not None else None
            if trainee_id is not None and school is None:
                return []
            where, params = ("WHERE e.trainee_id = %s", [school]) if school is not None else ("", [])
            rows = conn.execute(f"SELECT e.trainee_id, e.record, r.record FROM trainer.exams e"
                                f" LEFT JOIN trainer.exam_results r ON r.exam_id = e.id {where}"
                                " ORDER BY e.started_at, e.id", params).fetchall()
            shown = [(t, start, self._regraded(conn, start, result)) for t, start, result in rows if str(t) in people]
        return [_exam(people[str(t)].id, start, result) for t, start, result in shown]

    def _regraded(self, conn: psycopg.Connection[tuple[Any, ...]], start: dict[str, Any],
                  result: dict[str, Any] | None) -> dict[str, Any] | None:
        """``result`` if the engine marks it so, else None."""
        if result is None or self.regrade is None:
            return None
        if self.regrade(start, chained_answers(conn, str(start["id"])), result) is not None:
            return None
        return result

    def exam_result(self, exam_id: ExamId) -> ExamResult | None:
        with self._conn("reading an exam result") as conn:
            people = self._people(conn)
            row = conn.execute("SELECT e.trainee_id, e.record, r.record FROM trainer.exams e"
                               " JOIN trainer.exam_results r ON r.exam_id = e.id WHERE e.id = %s",
                               (exam_id,)).fetchone()
            if row is not None and self._regraded(conn, row[1], row[2]) is None:
                return None
        if row is None or str(row[0]) not in people or not row[2].get("hash"):
            return None
        return ExamResult(_exam(people[str(row[0])].id, row[1], row[2]), verification_code(row[2]["hash"]))


def spans(first: int, last: int) -> list[tuple[int, int]]:
    """Days ``first`` to ``last`` (numbers from :data:`schema.EPOCH`) as (level, span) of
    ``skill_spans``: the longest aligned span that fits, from the first day on."""
    out = []
    day = first
    while day <= last:
        level = max(k for k in schema.SPAN_LEVELS if day % (1 << k) == 0 and day + (1 << k) - 1 <= last)
        out.append((level, day >> level))
        day += 1 << level
    return out


def _exam(trainee_id: TraineeId, start: dict[str, Any], result: dict[str, Any] | None) -> Exam:
    done = result or {}
    return Exam(id=ExamId(start["id"]), trainee_id=trainee_id, session_id=SessionId(start["session"]),
                definition=start["definition"], seed=start["seed"], started_at=from_text(start["started_at"]),
                time_limit_s=start["time_limit_s"],
                submitted_at=from_text(done["submitted_at"]) if done.get("submitted_at") else None,
                score=done.get("score"), passed=done.get("passed"),
                breakdown=breakdown_from_json(done.get("breakdown")))


def _counts(conn: psycopg.Connection[tuple[Any, ...]], now: datetime, since: datetime | None) -> stats_sql.Counts:
    """The server's counts of the window from ``since`` on (None: all time): the spans of school
    days from that of ``since`` to today, and any answer dated after today (a workstation's clock
    ahead)."""
    if since is None:
        return stats_sql.Counts(POSTGRES.totals, [], None)
    found = conn.execute(
        "SELECT (%(t)s::timestamptz AT TIME ZONE timezone)::date - %(epoch)s::date,"
        " (%(now)s::timestamptz AT TIME ZONE timezone)::date - %(epoch)s::date,"
        " ((%(t)s::timestamptz AT TIME ZONE timezone)::date::timestamp AT TIME ZONE timezone)"
        " FROM trainer.school", {"t": since, "now": now, "epoch": schema.EPOCH}).fetchone()
    assert found is not None
    first, today, start = found
    last = max(int(first), int(today))  # a window from a day after today is that day and what follows it
    levels, numbers = zip(*spans(int(first), last), strict=True)
    return stats_sql.Counts("(SELECT * FROM trainer.skill_spans WHERE (level, span) IN"
                            " (SELECT * FROM unnest(%s::smallint[], %s::int[]))"
                            " UNION ALL SELECT * FROM trainer.skill_spans WHERE level = 0 AND span > %s) spans",
                            [list(levels), list(numbers), last], start)


__all__ = ["READ_TIMEOUT_S", "SchoolReads", "ServerError"]
