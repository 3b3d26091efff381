"""The school schema on the PostgreSQL server, as a history of versioned steps.

Like the workstation's migrations (:mod:`trainer.store.migrations`) each step is frozen once
released; ``trainer server init`` applies the missing ones in one transaction, under an
advisory lock so two workstations initialising at once do not race.  A server whose schema
is newer than this trainer knows is refused before anything is written.

Everything lives in the PostgreSQL schema ``trainer`` (a school's existing database is
left alone).  Version 1:

- ``school``: one row, the server's random id (a workstation's sync marks are kept per
  school, so pointing it at another server starts afresh);
- ``workstations``: each workstation that synced, by its store's random id;
- ``trainees``, ``sessions``, ``exams``, ``attempts``, ``exam_results``, ``sprints``: the
  records of every workstation, each by the id a JSON-lines export gives it (a trainee by
  its school-wide id, ``<workstation>-<local id>`` where it was created), with the columns
  an instructor's queries need and the export record itself (``record``, JSON text as the
  workstation's export writes it);
- ``instructor_keys`` (public keys only: a private key never leaves its workstation) and
  ``exam_signatures``, as the export gives them;
- ``chain``: each workstation's exam hash chain, link by link, as recorded there;
- every row carries ``txid``, the server transaction that wrote it: a workstation pulls the
  rows of transactions finished since its last pull (below the oldest one still running),
  so a row committed late by a slow transaction is never skipped;
- triggers keep it append-only: nothing is updated or deleted, except a session's end
  filled in once.

Version 2: see :data:`_V2`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..migrations import TIME_BUCKETS_MS
from .connection import ServerError, failed, mask

if TYPE_CHECKING:
    import psycopg

LOCK_KEY = 2022_11_22  # pg_advisory_xact_lock key of `trainer server init`
TXID = "txid bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)"

APPEND_ONLY = ("attempts", "trainees", "exams", "exam_results", "sprints", "instructor_keys", "exam_signatures",
               "chain")
"""The tables whose rows are never updated nor deleted (a trigger refuses it); sessions take their
end time once."""
_APPEND_ONLY = "\n".join(f"CREATE TRIGGER {t}_append_only BEFORE UPDATE OR DELETE ON trainer.{t}\n"
                         f"    FOR EACH ROW EXECUTE FUNCTION trainer.append_only();" for t in APPEND_ONLY)

_V1 = f"""
CREATE SCHEMA IF NOT EXISTS trainer;
CREATE TABLE trainer.school (id text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now());
INSERT INTO trainer.school (id) VALUES (md5(random()::text || clock_timestamp()::text));
CREATE TABLE trainer.workstations (
    id text PRIMARY KEY,
    first_sync timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE trainer.trainees (
    id text PRIMARY KEY,
    name text NOT NULL,
    role text NOT NULL CHECK (role IN ('trainee', 'instructor')),
    workstation text NOT NULL REFERENCES trainer.workstations,
    {TXID}
);
CREATE TABLE trainer.sessions (
    id text PRIMARY KEY,
    trainee_id text NOT NULL REFERENCES trainer.trainees,
    workstation text NOT NULL REFERENCES trainer.workstations,
    kind text NOT NULL,
    lesson_id text,
    started_at timestamptz NOT NULL,
    ended_at timestamptz,
    record json NOT NULL,
    {TXID}
);
CREATE TABLE trainer.exams (
    id text PRIMARY KEY,
    trainee_id text NOT NULL REFERENCES trainer.trainees,
    session_id text NOT NULL UNIQUE REFERENCES trainer.sessions,
    workstation text NOT NULL REFERENCES trainer.workstations,
    started_at timestamptz NOT NULL,
    record json NOT NULL,
    {TXID}
);
CREATE TABLE trainer.attempts (
    id text PRIMARY KEY,
    trainee_id text NOT NULL REFERENCES trainer.trainees,
    session_id text NOT NULL REFERENCES trainer.sessions,
    exam_id text REFERENCES trainer.exams,
    workstation text NOT NULL,
    game text NOT NULL,
    task text NOT NULL,
    correct boolean NOT NULL,
    time_ms integer NOT NULL,
    answered_at timestamptz NOT NULL,
    record json NOT NULL,
    {TXID}
);
CREATE TABLE trainer.exam_results (
    exam_id text PRIMARY KEY REFERENCES trainer.exams,
    trainee_id text NOT NULL REFERENCES trainer.trainees,
    workstation text NOT NULL REFERENCES trainer.workstations,
    submitted_at timestamptz NOT NULL,
    record json NOT NULL,
    {TXID}
);
CREATE TABLE trainer.sprints (
    id text PRIMARY KEY,
    trainee_id text NOT NULL REFERENCES trainer.trainees,
    session_id text NOT NULL REFERENCES trainer.sessions,
    workstation text NOT NULL REFERENCES trainer.workstations,
    record json NOT NULL,
    {TXID}
);
CREATE TABLE trainer.instructor_keys (
    id text PRIMARY KEY,
    owner text NOT NULL,
    workstation text NOT NULL REFERENCES trainer.workstations,
    record json NOT NULL,
    {TXID}
);
CREATE TABLE trainer.exam_signatures (
    exam_id text NOT NULL REFERENCES trainer.exams,
    kind text NOT NULL CHECK (kind IN ('start', 'result')),
    workstation text NOT NULL REFERENCES trainer.workstations,
    record json NOT NULL,
    {TXID},
    PRIMARY KEY (exam_id, kind)
);
CREATE TABLE trainer.chain (
    workstation text NOT NULL REFERENCES trainer.workstations,
    seq bigint NOT NULL,
    kind text NOT NULL CHECK (kind IN ('exam-start', 'exam-attempt', 'exam-result')),
    exam_id text NOT NULL,
    record_id text NOT NULL,
    content_hash text NOT NULL,
    prev_hash text NOT NULL,
    hash text NOT NULL,
    PRIMARY KEY (workstation, seq)
);
CREATE INDEX attempts_by_trainee ON trainer.attempts (trainee_id, answered_at);
CREATE INDEX attempts_by_time ON trainer.attempts (answered_at);
CREATE INDEX attempts_by_txid ON trainer.attempts (txid);
CREATE INDEX trainees_by_txid ON trainer.trainees (txid);
CREATE INDEX sessions_by_txid ON trainer.sessions (txid);
CREATE INDEX exams_by_txid ON trainer.exams (txid);
CREATE INDEX exam_results_by_txid ON trainer.exam_results (txid);
CREATE INDEX sprints_by_txid ON trainer.sprints (txid);
CREATE INDEX instructor_keys_by_txid ON trainer.instructor_keys (txid);
CREATE INDEX exam_signatures_by_txid ON trainer.exam_signatures (txid);
CREATE FUNCTION trainer.append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN RAISE EXCEPTION 'trainer.%: the school''s records are append-only', TG_TABLE_NAME; END $$;
{_APPEND_ONLY}
CREATE TRIGGER sessions_no_delete BEFORE DELETE ON trainer.sessions
    FOR EACH ROW EXECUTE FUNCTION trainer.append_only();
CREATE TRIGGER sessions_end_once BEFORE UPDATE ON trainer.sessions FOR EACH ROW
    WHEN (OLD.ended_at IS NOT NULL OR NEW.id IS DISTINCT FROM OLD.id
          OR NEW.trainee_id IS DISTINCT FROM OLD.trainee_id OR NEW.kind IS DISTINCT FROM OLD.kind
          OR NEW.started_at IS DISTINCT FROM OLD.started_at
          OR NEW.lesson_id IS DISTINCT FROM OLD.lesson_id)
    EXECUTE FUNCTION trainer.append_only();
"""

_EDGES = "ARRAY[" + ", ".join(str(edge) for edge in TIME_BUCKETS_MS) + "]"
_BUCKET_COLUMNS = [f"b{i}" for i in range(len(TIME_BUCKETS_MS) + 1)]
_COUNTS = ("answers integer NOT NULL, right_answers integer NOT NULL, last_at timestamptz NOT NULL,"
           " timed integer NOT NULL, within integer NOT NULL, "
           + ", ".join(f"{b} integer NOT NULL" for b in _BUCKET_COLUMNS))
_COUNT_NAMES = "answers, right_answers, last_at, timed, within, " + ", ".join(_BUCKET_COLUMNS)
_COUNTED = ("count(*)::int AS answers, count(*) FILTER (WHERE correct)::int AS right_answers,"
            " max(answered_at) AS last_at, count(target_ms)::int AS timed,"
            " count(*) FILTER (WHERE time_ms <= target_ms)::int AS within, "
            + ", ".join(f"count(*) FILTER (WHERE bucket = {i})::int AS {b}" for i, b in enumerate(_BUCKET_COLUMNS)))
"""Counted as integers, so that summing them is integer arithmetic (a sum of bigints is numeric)."""
_ADDED = ("answers = t.answers + excluded.answers, right_answers = t.right_answers + excluded.right_answers,"
          " last_at = greatest(t.last_at, excluded.last_at), timed = t.timed + excluded.timed,"
          " within = t.within + excluded.within, "
          + ", ".join(f"{b} = t.{b} + excluded.{b}" for b in _BUCKET_COLUMNS))
SPAN_LEVELS = (0, 2, 4, 6)
"""Answers are counted per span of 1, 4, 16 and 64 school days (span level ``k``: ``2^k`` days),
each span aligned on its own length: any window of days is a handful of spans (at most three
per level at each end)."""
EPOCH = "2000-01-01"
"""Day 0 of the span numbers."""
_DAY = f"((answered_at AT TIME ZONE (SELECT timezone FROM trainer.school LIMIT 1))::date - DATE '{EPOCH}')"


def _bucketed(source: str) -> str:
    return (f"(SELECT trainee_id, game, task, answered_at, correct, time_ms, target_ms, {_DAY} AS day,"
            f" width_bucket(time_ms, {_EDGES}) AS bucket FROM {source} WHERE exam_id IS NULL) drills")


_SUMMED = ("sum(answers), sum(right_answers), max(last_at), sum(timed), sum(within), "
           + ", ".join(f"sum({b})" for b in _BUCKET_COLUMNS))


def _count_into(source: str) -> str:
    """The drill answers of ``source`` added to the per-span and all-time counts: counted per
    day once, the spans and totals summed from those days (one statement)."""
    return f"""
    WITH day_counts AS (
        SELECT trainee_id, game, task, day, {_COUNTED} FROM {_bucketed(source)} GROUP BY 1, 2, 3, 4
    ), spans AS (
        INSERT INTO trainer.skill_spans AS t (level, span, trainee_id, game, task, {_COUNT_NAMES})
        SELECT level, day >> level, trainee_id, game, task, {_SUMMED}
        FROM day_counts CROSS JOIN unnest(ARRAY{list(SPAN_LEVELS)}::smallint[]) AS level
        GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (level, span, trainee_id, game, task) DO UPDATE SET {_ADDED}
    )
    INSERT INTO trainer.skill_totals AS t (trainee_id, game, task, {_COUNT_NAMES})
    SELECT trainee_id, game, task, {_SUMMED} FROM day_counts GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (trainee_id, game, task) DO UPDATE SET {_ADDED};"""


_V2 = f"""
ALTER TABLE trainer.school ADD COLUMN timezone text;
UPDATE trainer.school SET timezone = current_setting('TimeZone');
ALTER TABLE trainer.school ALTER COLUMN timezone SET NOT NULL;
ALTER TABLE trainer.attempts ADD COLUMN target_ms integer
    GENERATED ALWAYS AS (round((record->>'target_s')::numeric * 1000)::integer) STORED;
CREATE TABLE trainer.skill_spans (
    level smallint NOT NULL, span integer NOT NULL,
    trainee_id text NOT NULL, game text NOT NULL, task text NOT NULL, {_COUNTS},
    PRIMARY KEY (level, span, trainee_id, game, task)
) WITH (fillfactor = 50);
CREATE TABLE trainer.skill_totals (
    trainee_id text NOT NULL, game text NOT NULL, task text NOT NULL, {_COUNTS},
    PRIMARY KEY (trainee_id, game, task)
) WITH (fillfactor = 50);
{_count_into("trainer.attempts")}
CREATE FUNCTION trainer.count_answers() RETURNS trigger LANGUAGE plpgsql SET work_mem = '64MB' AS $$
BEGIN {_count_into("added")}
    RETURN NULL;
END $$;
CREATE TRIGGER attempts_counted AFTER INSERT ON trainer.attempts REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION trainer.count_answers();
"""
"""Version 2 (the instructor's screens read the server):

- ``school.timezone``: the school's days (the server's time zone when the step ran), by which
  answers are counted per day;
- ``attempts.target_ms``: each answer's target time as a column of its own, computed by the
  server from the record (no row is rewritten by an UPDATE: the append-only triggers stay);
- ``skill_spans`` / ``skill_totals``: per trainee and skill, per span of school days
  (:data:`SPAN_LEVELS`: span ``n`` of level ``k`` is days ``n·2^k`` to ``(n+1)·2^k - 1``
  counted from :data:`EPOCH`) and all time, the answers, right answers, last answer, answers
  with a target and within it, and the answer-time histogram (the workstation's buckets,
  :data:`trainer.store.migrations.TIME_BUCKETS_MS`) — the server's copy of the workstation's
  aggregates (migration m007), kept by a statement trigger on every batch of answers added (one
  upsert per batch), filled from the answers already there.  The class view reads them: the
  same at a million answers as at a thousand, a window of days in a handful of spans.
"""

STEPS: tuple[tuple[int, str, str], ...] = (
    (1, "school records, exam chains, append-only", _V1),
    (2, "answers' target times; counts per span of days and all time, for the class view", _V2),
)
VERSION = STEPS[-1][0]


def installed_version(conn: psycopg.Connection[tuple[Any, ...]]) -> int:
    """The server's schema version (0: none yet)."""
    row = conn.execute("SELECT to_regclass('trainer.schema_version') IS NOT NULL").fetchone()
    if not row or not row[0]:
        return 0
    found = conn.execute("SELECT max(version) FROM trainer.schema_version").fetchone()
    return int(found[0]) if found and found[0] is not None else 0


def init(conn: psycopg.Connection[tuple[Any, ...]], url: str) -> tuple[int, int]:
    """Create or bring forward the school schema: (version before, version now)."""
    import psycopg

    try:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK_KEY,))
            before = installed_version(conn)
            _refuse_newer(url, before)
            if before == 0:
                conn.execute("CREATE SCHEMA IF NOT EXISTS trainer")
                conn.execute("CREATE TABLE trainer.schema_version (version integer PRIMARY KEY,"
                             " name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())")
            for version, name, script in STEPS:
                if version > before:
                    conn.execute(script.encode())
                    conn.execute("INSERT INTO trainer.schema_version (version, name) VALUES (%s, %s)",
                                 (version, name))
    except psycopg.Error as exc:
        raise failed(url, "creating the school schema", exc) from None
    return before, VERSION


def require_current(conn: psycopg.Connection[tuple[Any, ...]], url: str) -> None:
    """Refuse a server without the school schema, with an older one, or a newer one."""
    version = installed_version(conn)
    _refuse_newer(url, version)
    if version == 0:
        raise ServerError(f"{mask(url)}: no school schema on this server; run 'trainer server init --url URL'")
    if version < VERSION:
        raise ServerError(f"{mask(url)}: the school schema is version {version}, this trainer needs"
                          f" {VERSION}; run 'trainer server init --url URL' to bring it forward")


def _refuse_newer(url: str, version: int) -> None:
    if version > VERSION:
        raise ServerError(f"{mask(url)}: the school schema is version {version}, newer than this trainer"
                          f" knows ({VERSION}); update trainer on this workstation (nothing was written)")
