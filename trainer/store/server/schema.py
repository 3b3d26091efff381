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

Version 2: see :data:`_V2`; version 3 (what the server refuses, and who may write): :data:`_V3`.
"""

from __future__ import annotations

import re
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


SYNC_ROLE = "trainer_sync"
"""The group role of the workstations' logins: it may read the school's records and add to them
(SELECT and INSERT, nothing else: no UPDATE, DELETE, TRUNCATE, TRIGGER, no ALTER since it owns
nothing), so no workstation's login can switch off an append-only trigger or edit a record.  The
login that runs ``trainer server init`` owns the schema; each later step grants this role what
its new tables need."""

_UUID = "'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'"
_HEX32 = "'^[0-9a-f]{32}$'"
_HEX64 = "'^[0-9a-f]{64}$'"
_SHAPE = "'^[a-z][a-z0-9_-]{0,63}$'"
"""A game's or a task's id, as the engine names them (``holdem``, ``winner``, ``side-pots``)."""
_NAME_OK = "length(btrim({c})) > 0 AND length({c}) <= 1000 AND {c} !~ '[[:cntrl:]]'"


def _is(record: str, field: str, json_type: str, test: str = "true") -> str:
    """``record->field`` is a JSON ``json_type`` and passes ``test`` (``$v``: its text), in an
    order PostgreSQL keeps (a CASE: the cast runs only on a value of that type)."""
    value = f"({record}->>'{field}')"
    then = test.replace("$v", value)
    return f"(CASE WHEN json_typeof({record}->'{field}') = '{json_type}' THEN {then} ELSE false END)"


def _fraction(field: str) -> str:
    return _is("record", field, "number", "$v::numeric BETWEEN 0 AND 1")


def _count(field: str) -> str:
    return _is("record", field, "number", "$v::numeric >= 0 AND $v::numeric = trunc($v::numeric)")


CHECKS: dict[str, dict[str, str]] = {
    # table: constraint name (naming the field it guards) -> the condition
    "workstations": {"id_shape": f"id ~ {_HEX32}"},
    "trainees": {"id_shape": "id ~ '^[0-9a-f]{32}-[0-9]+$'", "name_text": _NAME_OK.format(c="name")},
    "sessions": {
        "id_uuid": f"id ~ {_UUID}", "kind_known": "kind IN ('drill', 'lesson', 'practice', 'exam')",
        "record_object": "json_typeof(record) = 'object'", "record_id": "record->>'id' = id",
        "record_kind": "record->>'kind' = kind",
        "times_in_order": "ended_at IS NULL OR ended_at >= started_at",
    },
    "exams": {
        "id_uuid": f"id ~ {_UUID}", "session_uuid": f"session_id ~ {_UUID}",
        "record_object": "json_typeof(record) = 'object'", "record_id": "record->>'id' = id",
        "record_session": "record->>'session' = session_id",
        "seed_whole": _count("seed"), "definition_object": "json_typeof(record->'definition') = 'object'",
        "hash_shape": _is("record", "hash", "string", f"$v ~ {_HEX64}"),
    },
    "attempts": {
        "id_uuid": f"id ~ {_UUID}", "session_uuid": f"session_id ~ {_UUID}",
        "exam_uuid": f"exam_id IS NULL OR exam_id ~ {_UUID}",
        "game_shape": f"game ~ {_SHAPE}", "task_shape": f"task ~ {_SHAPE}", "time_ms_from_0": "time_ms >= 0",
        "record_object": "json_typeof(record) = 'object'", "record_id": "record->>'id' = id",
        "record_session": "record->>'session' = session_id",
        "record_exam": "(record->>'exam') IS NOT DISTINCT FROM exam_id",
        "record_game": "record->>'game' = game AND record->>'task' = task",
        "score_0_to_1": _fraction("score"),
        "correct_boolean": _is("record", "correct", "boolean", "$v::boolean = correct"),
        "record_time_ms": _is("record", "time_ms", "number", "$v::numeric = time_ms"),
        "target_s_positive": "json_typeof(record->'target_s') IS NULL OR json_typeof(record->'target_s') = 'null'"
                             f" OR {_is('record', 'target_s', 'number', '$v::numeric > 0')}",
        "params_object": "json_typeof(record->'params') IS NULL OR json_typeof(record->'params') = 'object'",
    },
    "exam_results": {
        "exam_uuid": f"exam_id ~ {_UUID}", "record_object": "json_typeof(record) = 'object'",
        "record_exam": "record->>'exam' = exam_id", "score_0_to_1": _fraction("score"),
        "passed_boolean": "json_typeof(record->'passed') = 'boolean'",
        "hash_shape": _is("record", "hash", "string", f"$v ~ {_HEX64}"),
    },
    "sprints": {
        "id_uuid": f"id ~ {_UUID}", "session_uuid": f"session_id ~ {_UUID}",
        "record_object": "json_typeof(record) = 'object'", "record_id": "record->>'id' = id",
        "right_count": _count("right"), "score_count": _count("score"), "items_count": _count("items"),
        "seconds_from_0": _is("record", "seconds", "number", "$v::numeric >= 0"),
    },
    "instructor_keys": {"id_shape": f"id ~ {_HEX64}", "record_object": "json_typeof(record) = 'object'",
                        "record_id": "record->>'id' = id", "owner_text": _NAME_OK.format(c="owner")},
    "exam_signatures": {"exam_uuid": f"exam_id ~ {_UUID}", "record_object": "json_typeof(record) = 'object'",
                        "record_exam": "record->>'exam' = exam_id AND record->>'kind' = kind"},
    "chain": {"seq_from_1": "seq >= 1", "exam_uuid": f"exam_id ~ {_UUID}",
              "hashes_shape": f"content_hash ~ {_HEX64} AND prev_hash ~ {_HEX64} AND hash ~ {_HEX64}"},
}
"""Every column a workstation sends, and the fields of each record the school's screens and the
other workstations read, checked by the server itself (a record that fails is refused whole:
its push fails, and the workstation's own check (:func:`trainer.store.validate.check_fields`,
run before sending) keeps such a record back with one line naming it)."""
_CONSTRAINTS = "\n".join(f"ALTER TABLE trainer.{table} ADD CONSTRAINT {table}_{name} CHECK ({condition}) NOT VALID;"
                         for table, checks in CHECKS.items() for name, condition in checks.items())
_TABLES = ("school", "schema_version", "workstations", "trainees", "sessions", "exams", "attempts", "exam_results",
           "sprints", "instructor_keys", "exam_signatures", "chain", "skill_spans", "skill_totals",
           "workstation_syncs", "conflicts")
_INSERTS = ("workstations", "trainees", "sessions", "exams", "attempts", "exam_results", "sprints",
            "instructor_keys", "exam_signatures", "chain", "workstation_syncs", "conflicts")

_V3 = f"""
{_CONSTRAINTS}
CREATE TABLE trainer.workstation_syncs (
    workstation text NOT NULL REFERENCES trainer.workstations,
    prev text NOT NULL CHECK (prev = '' OR prev ~ {_HEX32}),
    token text NOT NULL UNIQUE CHECK (token ~ {_HEX32}),
    at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (workstation, prev)
);
CREATE TABLE trainer.conflicts (
    workstation text NOT NULL REFERENCES trainer.workstations,
    exam_id text NOT NULL REFERENCES trainer.exams CHECK (exam_id ~ {_UUID}),
    reason text NOT NULL,
    record json NOT NULL CHECK (json_typeof(record) = 'object' AND record->>'exam' = exam_id),
    {TXID},
    PRIMARY KEY (workstation, exam_id)
);
CREATE TRIGGER workstation_syncs_append_only BEFORE UPDATE OR DELETE ON trainer.workstation_syncs
    FOR EACH ROW EXECUTE FUNCTION trainer.append_only();
CREATE TRIGGER conflicts_append_only BEFORE UPDATE OR DELETE ON trainer.conflicts
    FOR EACH ROW EXECUTE FUNCTION trainer.append_only();
CREATE FUNCTION trainer.end_sessions(ids text[], ends text[]) RETURNS integer
    LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    WITH done AS (
        UPDATE trainer.sessions s SET ended_at = e.ended_at::timestamptz,
            txid = pg_current_xact_id()::text::bigint,
            record = (jsonb_set(s.record::jsonb, '{{ended_at}}', to_jsonb(e.ended_at)))::json
        FROM unnest(ids, ends) AS e(id, ended_at)
        WHERE s.id = e.id AND s.ended_at IS NULL AND e.ended_at::timestamptz >= s.started_at
        RETURNING 1)
    SELECT count(*)::integer FROM done $$;
ALTER FUNCTION trainer.count_answers() SECURITY DEFINER;
ALTER FUNCTION trainer.count_answers() SET search_path = pg_catalog, pg_temp;
REVOKE ALL ON FUNCTION trainer.end_sessions(text[], text[]) FROM PUBLIC;
REVOKE ALL ON FUNCTION trainer.count_answers() FROM PUBLIC;
REVOKE ALL ON FUNCTION trainer.append_only() FROM PUBLIC;
DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{SYNC_ROLE}') THEN
        CREATE ROLE {SYNC_ROLE} NOLOGIN;
    END IF;
END $$;
REVOKE ALL ON SCHEMA trainer FROM PUBLIC;
GRANT USAGE ON SCHEMA trainer TO {SYNC_ROLE};
REVOKE ALL ON {", ".join(f"trainer.{t}" for t in _TABLES)} FROM PUBLIC, {SYNC_ROLE};
GRANT SELECT ON {", ".join(f"trainer.{t}" for t in _TABLES)} TO {SYNC_ROLE};
GRANT INSERT ON {", ".join(f"trainer.{t}" for t in _INSERTS)} TO {SYNC_ROLE};
GRANT EXECUTE ON FUNCTION trainer.end_sessions(text[], text[]) TO {SYNC_ROLE};
"""
"""Version 3 (issue 31: the server refuses what it must not hold, and no workstation can unmake it):

- CHECK constraints on every column a workstation sends (:data:`CHECKS`: ids UUID-shaped, a
  score from 0 to 1, ``time_ms`` from 0, ``correct`` a boolean and the same in the record, games
  and tasks shaped as the engine names them, each record a JSON object whose ids match its
  columns, …).  Added ``NOT VALID``: a row already there (one taken before this step) stays, and
  a workstation's pull keeps it aside (quarantine) rather than failing on it; every new row is
  checked;
- the sync role :data:`SYNC_ROLE` (SELECT and INSERT only); a session's end is filled in by
  ``trainer.end_sessions``, a function that runs as the owner and ends only a session not ended
  yet (the ``sessions_end_once`` trigger still stands behind it), and the class counts' trigger
  runs as the owner too: the sync role needs no UPDATE at all;
- ``workstation_syncs``: each workstation's syncs as a chain of random tokens (each sync adds
  the token after the last one it holds; two records files holding the same place, a copy or a
  restored backup, are told apart: :mod:`trainer.store.server.identity`);
- ``conflicts``: an exam result refused because the server holds another result for that exam
  (the first one received stands), kept so that its workstation's exam chain still verifies.
"""

_V4 = f"""
CREATE TABLE trainer.school_files (
    sha256 text NOT NULL CHECK (sha256 ~ {_HEX64}),
    name text NOT NULL CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{{0,99}}(/[A-Za-z0-9][A-Za-z0-9._-]{{0,99}}){{0,3}}$'
                              AND name !~ '(^|/)\\.\\.?(/|$)' AND name ~ '\\.yaml$'),
    body bytea NOT NULL CHECK (octet_length(body) <= 10000000),
    key_id text NOT NULL CHECK (key_id ~ {_HEX32} OR key_id ~ {_HEX64}),
    signature text NOT NULL CHECK (length(signature) <= 200),
    workstation text NOT NULL REFERENCES trainer.workstations,
    at timestamptz NOT NULL DEFAULT now(),
    {TXID},
    PRIMARY KEY (name, sha256)
);
CREATE INDEX school_files_txid ON trainer.school_files (txid);
CREATE TRIGGER school_files_append_only BEFORE UPDATE OR DELETE ON trainer.school_files
    FOR EACH ROW EXECUTE FUNCTION trainer.append_only();
REVOKE ALL ON trainer.school_files FROM PUBLIC, {SYNC_ROLE};
GRANT SELECT, INSERT ON trainer.school_files TO {SYNC_ROLE};
"""
"""Version 4 (issue 35 item 4): ``school_files``, the school's own lesson and exam files an instructor
published, each with his key's signature over its name and SHA-256 (:mod:`trainer.store.school_files`).
The server refuses a name that is not a plain relative ``.yaml`` path and a body over 10 MB; what makes
a file the school's is the signature, which every workstation checks before it takes one."""

STEPS: tuple[tuple[int, str, str], ...] = (
    (1, "school records, exam chains, append-only", _V1),
    (2, "answers' target times; counts per span of days and all time, for the class view", _V2),
    (3, "checks on every column, the sync role, workstation identity, conflicting results", _V3),
    (4, "the school's own lesson and exam files, signed by an instructor", _V4),
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


def make_sync_login(conn: psycopg.Connection[tuple[Any, ...]], url: str, name: str, password: str) -> None:
    """The workstations' login ``name``: made (or its password set) as a member of :data:`SYNC_ROLE`,
    nothing more (no superuser, no CREATEDB, no CREATEROLE; it owns nothing)."""
    import psycopg
    from psycopg import sql

    if not re.fullmatch(r"[a-z_][a-z0-9_]{0,62}", name):
        raise ServerError(f"--sync-login {name!r}: a login name of lower-case letters, digits and _")
    if not password:
        raise ServerError(f"--sync-login {name}: an empty password")
    try:
        with conn.transaction():
            me = conn.execute("SELECT current_user").fetchone()
            if me and me[0] == name:
                raise ServerError(f"--sync-login {name}: that is the owner's login, which runs 'trainer server init';"
                                  " the workstations' login must be another one")
            role, secret = sql.Identifier(name), sql.Literal(password)
            exists = conn.execute("SELECT rolsuper OR rolcreaterole OR rolcreatedb FROM pg_roles WHERE rolname = %s",
                                  (name,)).fetchone()
            if exists is None:
                conn.execute(sql.SQL("CREATE ROLE {} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE INHERIT PASSWORD {}")
                             .format(role, secret))
            elif exists[0]:
                raise ServerError(f"--sync-login {name}: that login may create roles or databases (or is a"
                                  " superuser); give the workstations a plain login")
            else:
                conn.execute(sql.SQL("ALTER ROLE {} LOGIN PASSWORD {}").format(role, secret))
            owns = conn.execute("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
                                " WHERE n.nspname = 'trainer' AND pg_has_role(%s, c.relowner, 'USAGE')",
                                (name,)).fetchone()
            if owns and owns[0]:
                raise ServerError(f"--sync-login {name}: that login owns (or is a member of the owner of) the"
                                  " school's tables; the workstations' login must be another one")
            conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(SYNC_ROLE), role))
    except psycopg.Error as exc:
        raise failed(url, f"making the sync login {name}", exc) from None


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
