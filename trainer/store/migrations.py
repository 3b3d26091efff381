"""The schema, as a history of migrations (sqlite-utils ``Migrations``).

Each step is frozen once released: a database written by an older trainer is
brought forward one step at a time, never rebuilt.  The steps are plain SQL so
that what a step did does not depend on the sqlite-utils version installed.

- ``m001_initial`` (version 1): trainees, sessions, attempts, exams, and the
  schedule as one FSRS card in JSON per skill.
- ``m002_skill_columns`` (version 2): ``attempts.skill`` (a generated column,
  ``game/task``), the schedule split into columns (queryable ``due``) plus the
  counts and the trainee's typical time used to rate answers.
- ``m003_exam_chain`` (version 3): exam time limits and breakdowns, the hash
  chain over exam records (existing exams are chained in the order they were
  taken), and triggers that make attempts and the chain append-only.
- ``m004_attempt_params`` (version 4): ``attempts.params``, the task's params the
  question was asked with (JSON object text; ``'{}'`` for every answer stored
  before).  Added with ``ALTER TABLE ... ADD COLUMN``: no row is rewritten, so
  the append-only triggers stay as they are, and an exam answer's chained hash
  still holds (params join the hashed content only when not empty).

- ``m006_signatures`` (version 6): instructors' Ed25519 keys (the private key sealed
  under the instructor's password; public keys of other workstations' instructors,
  trusted once an instructor here accepts them) and the signatures on exams.
- ``m007_class_aggregates`` (version 7): per trainee, skill and local day (and per
  trainee and skill over all time) the answers, right answers, last answer and a
  histogram of answer times, kept by a trigger in the same transaction as each
  drill answer and filled from the answers already there; the instructor's class
  view reads them instead of every answer (issue 16 item 9).
- ``m008_trainee_language`` (version 8): ``trainees.language``, the language the trainee
  chose for the app (issue 19: workstations are shared); NULL — the system's — for
  every trainee before.
- ``m009_speed`` (version 9, issue 20): ``attempts.target_s``, the target time in whole
  seconds that applied to the answer (NULL for every answer before, and where none
  applied), added with ``ALTER TABLE ... ADD COLUMN`` like m004 (no row rewritten, the
  chained hashes hold: the target joins an exam answer's hashed content only when
  set); the class aggregates gain ``timed`` and ``within`` (answers with a target, and
  within it: the trigger is re-created to keep them); and ``sprints``, one row per
  sprint run (trainee, skill, items, the time limit and the seconds used, right answers, the score, when it finished).
- ``m010_school_sync`` (version 10, issue 22): what this workstation knows of a school server —
  ``workstation`` (one row: this store's random id, which names its records and its exam chain
  on the server), ``school_trainees`` (a trainee's school-wide id where it is not this
  workstation's own ``<workstation>-<id>``: trainees pulled from the server), ``sync_marks``
  (per server and table, the high-water mark sent or received), ``sync_open_sessions``
  (sessions sent before they ended, whose end is still to send) and ``sync_pulled_sessions``
  (sessions that came from the server: their answers are not sent back).  No existing table changes.
- ``m011_school_key`` (version 11, issue 31): ``school_key`` (the school's Ed25519 key as these
  records know it: its public part, and its private part sealed under the head instructor's
  password where he set the school up) and ``key_endorsements`` (a signature over an instructor's
  key by the school key or by the local instructor who enabled him here; append-only).  Trust
  rests on the school key's fingerprint pinned outside the records file (:mod:`.school_key`).
- ``m013_people`` (version 13, issue 33 U21): ``trainees.shown_name`` (the name an instructor
  renamed a person to here; NULL: his name in the records, which exams' hashes, signatures,
  export files and the school server keep) and ``trainees.disabled_at`` (when an instructor
  deactivated him here; NULL: active).  Added with ``ALTER TABLE ... ADD COLUMN``: no row rewritten.
- ``m014_school_files`` (version 14, issue 35 item 4): ``school_files_out``, the school lesson and
  exam files an instructor published (signed by his key), sent to the school server by the sync;
  ``school_files_in``, those pulled and installed here (name, hash and signature: no body).
- ``m005_settings`` (version 5): ``settings``, the workstation's few choices an
  instructor makes (e.g. whether trainees sign in with a password), key -> JSON.

A future step that must rebuild ``attempts`` has to drop and re-create the
append-only triggers around the rebuild.
"""

from __future__ import annotations

from sqlite_utils import Database, Migrations

MIGRATIONS = Migrations("trainer")


def _run(db: Database, script: str) -> None:
    # Inside the migration's transaction, sqlite-utils runs the script statement by
    # statement (triggers included) without sqlite3's implicit COMMIT.
    assert db.conn.in_transaction
    db.executescript(script)


@MIGRATIONS()
def m001_initial(db: Database) -> None:
    _run(
        db,
        """
        CREATE TABLE trainees (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
            role TEXT NOT NULL DEFAULT 'trainee' CHECK (role IN ('trainee', 'instructor')),
            password_hash TEXT,
            created_at TEXT NOT NULL
        );
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            kind TEXT NOT NULL CHECK (kind IN ('drill', 'lesson', 'practice', 'exam')),
            lesson_id TEXT,
            started_at TEXT NOT NULL,
            ended_at TEXT
        );
        CREATE INDEX sessions_by_trainee ON sessions(trainee_id, started_at);
        CREATE TABLE attempts (
            id TEXT PRIMARY KEY,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            session_id TEXT NOT NULL REFERENCES sessions(id),
            lesson_id TEXT,
            item_id TEXT NOT NULL,
            game TEXT NOT NULL,
            task TEXT NOT NULL,
            scenario TEXT NOT NULL,
            answer TEXT NOT NULL,
            correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
            score REAL NOT NULL,
            time_ms INTEGER NOT NULL CHECK (time_ms >= 0),
            answered_at TEXT NOT NULL
        );
        CREATE INDEX attempts_by_trainee ON attempts(trainee_id, answered_at);
        CREATE INDEX attempts_by_session ON attempts(session_id, answered_at);
        CREATE INDEX attempts_by_time ON attempts(answered_at);
        CREATE TABLE exams (
            id TEXT PRIMARY KEY,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            session_id TEXT NOT NULL UNIQUE REFERENCES sessions(id),
            definition TEXT NOT NULL,
            seed INTEGER NOT NULL,
            started_at TEXT NOT NULL,
            submitted_at TEXT,
            score REAL,
            passed INTEGER CHECK (passed IN (0, 1))
        );
        CREATE INDEX exams_by_trainee ON exams(trainee_id, started_at);
        CREATE TABLE schedule (
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            game TEXT NOT NULL,
            task TEXT NOT NULL,
            card TEXT NOT NULL,
            due TEXT NOT NULL,
            PRIMARY KEY (trainee_id, game, task)
        )
        """,
    )


@MIGRATIONS()
def m002_skill_columns(db: Database) -> None:
    _run(
        db,
        """
        ALTER TABLE attempts ADD COLUMN skill TEXT
            GENERATED ALWAYS AS (game || '/' || task) VIRTUAL;
        CREATE INDEX attempts_by_skill ON attempts(trainee_id, skill, answered_at);
        CREATE TABLE schedule_v2 (
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            game TEXT NOT NULL,
            task TEXT NOT NULL,
            state INTEGER NOT NULL,
            step INTEGER,
            stability REAL,
            difficulty REAL,
            due TEXT NOT NULL,
            last_review TEXT,
            reviews INTEGER NOT NULL DEFAULT 0,
            lapses INTEGER NOT NULL DEFAULT 0,
            typical_ms REAL,
            PRIMARY KEY (trainee_id, game, task)
        );
        INSERT INTO schedule_v2
            (trainee_id, game, task, state, step, stability, difficulty, due, last_review,
             reviews, lapses)
        SELECT s.trainee_id, s.game, s.task,
               json_extract(s.card, '$.state'), json_extract(s.card, '$.step'),
               json_extract(s.card, '$.stability'), json_extract(s.card, '$.difficulty'),
               strftime('%Y-%m-%dT%H:%M:%f+00:00', s.due),
               strftime('%Y-%m-%dT%H:%M:%f+00:00', json_extract(s.card, '$.last_review')),
               (SELECT count(*) FROM attempts a JOIN sessions x ON x.id = a.session_id
                 WHERE a.trainee_id = s.trainee_id AND a.game = s.game AND a.task = s.task
                   AND x.kind != 'exam'),
               (SELECT count(*) FROM attempts a JOIN sessions x ON x.id = a.session_id
                 WHERE a.trainee_id = s.trainee_id AND a.game = s.game AND a.task = s.task
                   AND x.kind != 'exam' AND a.correct = 0)
        FROM schedule s;
        DROP TABLE schedule;
        ALTER TABLE schedule_v2 RENAME TO schedule;
        CREATE INDEX schedule_by_due ON schedule(trainee_id, due)
        """,
    )


@MIGRATIONS()
def m003_exam_chain(db: Database) -> None:
    from .chain import backfill

    _run(
        db,
        """
        ALTER TABLE exams ADD COLUMN time_limit_s INTEGER;
        ALTER TABLE exams ADD COLUMN breakdown TEXT;
        CREATE TABLE chain (
            seq INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('exam-start', 'exam-attempt', 'exam-result')),
            exam_id TEXT NOT NULL,
            record_id TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            prev_hash TEXT NOT NULL,
            hash TEXT NOT NULL,
            UNIQUE (kind, record_id)
        );
        CREATE INDEX chain_by_exam ON chain(exam_id, seq)
        """,
    )
    backfill(db)
    _run(
        db,
        """
        CREATE TRIGGER attempts_no_update BEFORE UPDATE ON attempts
        BEGIN SELECT RAISE(ABORT, 'attempts are append-only'); END;
        CREATE TRIGGER attempts_no_delete BEFORE DELETE ON attempts
        BEGIN SELECT RAISE(ABORT, 'attempts are append-only'); END;
        CREATE TRIGGER chain_no_update BEFORE UPDATE ON chain
        BEGIN SELECT RAISE(ABORT, 'the exam chain is append-only'); END;
        CREATE TRIGGER chain_no_delete BEFORE DELETE ON chain
        BEGIN SELECT RAISE(ABORT, 'the exam chain is append-only'); END;
        CREATE TRIGGER exams_no_delete BEFORE DELETE ON exams
        BEGIN SELECT RAISE(ABORT, 'exams are kept for ever'); END;
        CREATE TRIGGER exams_submit_once BEFORE UPDATE ON exams
        WHEN OLD.submitted_at IS NOT NULL
          OR NEW.id IS NOT OLD.id OR NEW.trainee_id IS NOT OLD.trainee_id
          OR NEW.session_id IS NOT OLD.session_id OR NEW.definition IS NOT OLD.definition
          OR NEW.seed IS NOT OLD.seed OR NEW.started_at IS NOT OLD.started_at
          OR NEW.time_limit_s IS NOT OLD.time_limit_s
        BEGIN SELECT RAISE(ABORT, 'an exam is changed only once, when it is submitted'); END
        """,
    )


@MIGRATIONS()
def m004_attempt_params(db: Database) -> None:
    _run(db, "ALTER TABLE attempts ADD COLUMN params TEXT NOT NULL DEFAULT '{}'")


@MIGRATIONS()
def m005_settings(db: Database) -> None:
    _run(db, "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


@MIGRATIONS()
def m006_signatures(db: Database) -> None:
    _run(
        db,
        """
        CREATE TABLE instructor_keys (
            id TEXT PRIMARY KEY,
            owner TEXT NOT NULL,
            trainee_id INTEGER REFERENCES trainees(id),
            public_key TEXT NOT NULL,
            sealed_private TEXT,
            created_at TEXT NOT NULL,
            retired_at TEXT,
            trusted_at TEXT,
            trusted_by TEXT
        );
        CREATE TABLE exam_signatures (
            exam_id TEXT NOT NULL REFERENCES exams(id),
            kind TEXT NOT NULL CHECK (kind IN ('start', 'result')),
            key_id TEXT NOT NULL,
            signature TEXT NOT NULL,
            signed_at TEXT NOT NULL,
            PRIMARY KEY (exam_id, kind)
        );
        CREATE TRIGGER exam_signatures_no_update BEFORE UPDATE ON exam_signatures
        BEGIN SELECT RAISE(ABORT, 'signatures are kept as made'); END;
        CREATE TRIGGER exam_signatures_no_delete BEFORE DELETE ON exam_signatures
        BEGIN SELECT RAISE(ABORT, 'signatures are kept as made'); END
        """,
    )


TIME_BUCKETS_MS = (1000, 2000, 3000, 4000, 5000, 6000, 8000, 10000, 12000, 15000, 20000, 30000, 45000,
                   60000, 90000)
"""Upper edges of the answer-time histogram's buckets; the last bucket is open."""


def _bucket_sql(column: str) -> str:
    cases = " ".join(f"WHEN {column} < {edge} THEN {i}" for i, edge in enumerate(TIME_BUCKETS_MS))
    return f"(CASE {cases} ELSE {len(TIME_BUCKETS_MS)} END)"


def _aggregate_tables() -> list[str]:
    buckets = ", ".join(f"b{i} INTEGER NOT NULL DEFAULT 0" for i in range(len(TIME_BUCKETS_MS) + 1))
    return [f"""
        CREATE TABLE skill_days (
            trainee_id INTEGER NOT NULL, game TEXT NOT NULL, task TEXT NOT NULL, day TEXT NOT NULL,
            answers INTEGER NOT NULL, right INTEGER NOT NULL, last_at TEXT NOT NULL, {buckets},
            PRIMARY KEY (trainee_id, game, task, day))""",
            "CREATE INDEX skill_days_by_day ON skill_days(day)",
            f"""CREATE TABLE skill_totals (
            trainee_id INTEGER NOT NULL, game TEXT NOT NULL, task TEXT NOT NULL,
            answers INTEGER NOT NULL, right INTEGER NOT NULL, last_at TEXT NOT NULL, {buckets},
            PRIMARY KEY (trainee_id, game, task))"""]


def _aggregate_trigger(speed: bool = False) -> str:
    """The trigger that keeps the aggregates; ``speed`` (m009): with the answers that had a
    target (``timed``) and those within it (``within``).  m007's form is ``speed=False``."""
    n = len(TIME_BUCKETS_MS) + 1
    columns = ", ".join(f"b{i}" for i in range(n))
    values = ", ".join(f"({_bucket_sql('NEW.time_ms')} = {i})" for i in range(n))
    updates = ", ".join(f"b{i} = b{i} + excluded.b{i}" for i in range(n))
    if speed:
        columns += ", timed, within"
        values += ", (NEW.target_s IS NOT NULL), coalesce(NEW.time_ms <= NEW.target_s * 1000, 0)"
        updates += ", timed = timed + excluded.timed, within = within + excluded.within"
    common = ("answers = answers + 1, right = right + excluded.right,"
              f" last_at = max(last_at, excluded.last_at), {updates}")
    return f"""
        CREATE TRIGGER attempts_aggregate AFTER INSERT ON attempts
        WHEN (SELECT kind FROM sessions WHERE id = NEW.session_id) != 'exam'
        BEGIN
            INSERT INTO skill_days (trainee_id, game, task, day, answers, right, last_at, {columns})
            VALUES (NEW.trainee_id, NEW.game, NEW.task, date(NEW.answered_at, 'localtime'), 1, NEW.correct,
                    NEW.answered_at, {values})
            ON CONFLICT (trainee_id, game, task, day) DO UPDATE SET {common};
            INSERT INTO skill_totals (trainee_id, game, task, answers, right, last_at, {columns})
            VALUES (NEW.trainee_id, NEW.game, NEW.task, 1, NEW.correct, NEW.answered_at, {values})
            ON CONFLICT (trainee_id, game, task) DO UPDATE SET {common};
        END
    """


def _aggregate_backfill() -> list[str]:
    n = len(TIME_BUCKETS_MS) + 1
    columns = ", ".join(f"b{i}" for i in range(n))
    sums = ", ".join(f"sum({_bucket_sql('a.time_ms')} = {i})" for i in range(n))
    drills = "FROM attempts a JOIN sessions s ON s.id = a.session_id AND s.kind != 'exam'"
    return [f"""
        INSERT INTO skill_days (trainee_id, game, task, day, answers, right, last_at, {columns})
        SELECT a.trainee_id, a.game, a.task, date(a.answered_at, 'localtime'), count(*), sum(a.correct),
               max(a.answered_at), {sums}
        {drills} GROUP BY a.trainee_id, a.game, a.task, date(a.answered_at, 'localtime')""", f"""
        INSERT INTO skill_totals (trainee_id, game, task, answers, right, last_at, {columns})
        SELECT a.trainee_id, a.game, a.task, count(*), sum(a.correct), max(a.answered_at), {sums}
        {drills} GROUP BY a.trainee_id, a.game, a.task"""]


@MIGRATIONS()
def m007_class_aggregates(db: Database) -> None:
    # statement by statement: sqlite-utils' script splitter is slow on long statements
    assert db.conn.in_transaction
    for statement in [*_aggregate_tables(), *_aggregate_backfill(), _aggregate_trigger()]:
        db.conn.execute(statement)


@MIGRATIONS()
def m008_trainee_language(db: Database) -> None:
    _run(db, "ALTER TABLE trainees ADD COLUMN language TEXT")


@MIGRATIONS()
def m009_speed(db: Database) -> None:
    assert db.conn.in_transaction
    for table in ("skill_days", "skill_totals"):  # no answer before had a target: 0 is right for all
        db.conn.execute(f"ALTER TABLE {table} ADD COLUMN timed INTEGER NOT NULL DEFAULT 0")
        db.conn.execute(f"ALTER TABLE {table} ADD COLUMN within INTEGER NOT NULL DEFAULT 0")
    db.conn.execute("DROP TRIGGER attempts_aggregate")
    _run(
        db,
        """
        ALTER TABLE attempts ADD COLUMN target_s INTEGER CHECK (target_s IS NULL OR target_s > 0);
        CREATE TABLE sprints (
            id TEXT PRIMARY KEY,
            trainee_id INTEGER NOT NULL REFERENCES trainees(id),
            session_id TEXT NOT NULL REFERENCES sessions(id),
            game TEXT NOT NULL,
            task TEXT NOT NULL,
            items INTEGER NOT NULL CHECK (items > 0),
            limit_s INTEGER NOT NULL CHECK (limit_s > 0),
            seconds REAL NOT NULL CHECK (seconds >= 0),
            right INTEGER NOT NULL CHECK (right >= 0 AND right <= items),
            score INTEGER NOT NULL CHECK (score >= 0),
            finished_at TEXT NOT NULL
        );
        CREATE INDEX sprints_by_skill ON sprints(trainee_id, game, task, score)
        """,
    )
    db.conn.execute(_aggregate_trigger(speed=True))


@MIGRATIONS()
def m010_school_sync(db: Database) -> None:
    _run(
        db,
        """
        CREATE TABLE workstation (id TEXT NOT NULL);
        INSERT INTO workstation (id) VALUES (lower(hex(randomblob(16))));
        CREATE TABLE school_trainees (
            trainee_id INTEGER PRIMARY KEY REFERENCES trainees(id),
            school_id TEXT NOT NULL UNIQUE
        );
        CREATE TABLE sync_marks (
            school TEXT NOT NULL,
            name TEXT NOT NULL,
            mark INTEGER NOT NULL,
            PRIMARY KEY (school, name)
        );
        CREATE TABLE sync_open_sessions (
            school TEXT NOT NULL,
            session_id TEXT NOT NULL,
            PRIMARY KEY (school, session_id)
        );
        CREATE TABLE sync_pulled_sessions (
            school TEXT NOT NULL,
            session_id TEXT NOT NULL,
            PRIMARY KEY (school, session_id)
        )
        """,
    )


@MIGRATIONS()
def m011_school_key(db: Database) -> None:
    _run(
        db,
        """
        CREATE TABLE school_key (
            id TEXT PRIMARY KEY,
            public_key TEXT NOT NULL,
            sealed_private TEXT,
            holder_id INTEGER REFERENCES trainees(id),
            created_at TEXT NOT NULL
        );
        CREATE TABLE key_endorsements (
            key_id TEXT NOT NULL,
            by_key TEXT NOT NULL,
            by_public TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('school', 'instructor', 'first')),
            signature TEXT NOT NULL,
            signed_at TEXT NOT NULL,
            PRIMARY KEY (key_id, by_key)
        );
        CREATE TRIGGER key_endorsements_no_update BEFORE UPDATE ON key_endorsements
        BEGIN SELECT RAISE(ABORT, 'endorsements are kept as made'); END;
        CREATE TRIGGER key_endorsements_no_delete BEFORE DELETE ON key_endorsements
        BEGIN SELECT RAISE(ABORT, 'endorsements are kept as made'); END
        """,
    )


@MIGRATIONS()
def m012_exam_clock(db: Database) -> None:
    """An open exam's measured time (issue 31 item 4, trainer.store.exams.ExamClock): it only runs forward."""
    _run(
        db,
        """
        CREATE TABLE exam_clock (
            exam_id TEXT PRIMARY KEY REFERENCES exams(id),
            elapsed_ms INTEGER NOT NULL CHECK (elapsed_ms >= 0),
            mono REAL NOT NULL,
            boot TEXT NOT NULL,
            wall TEXT NOT NULL,
            items TEXT NOT NULL DEFAULT '{}'
        );
        CREATE TRIGGER exam_clock_runs_forward BEFORE UPDATE ON exam_clock
        WHEN NEW.elapsed_ms < OLD.elapsed_ms OR NEW.exam_id IS NOT OLD.exam_id
        BEGIN SELECT RAISE(ABORT, 'an exam''s clock only runs forward'); END;
        CREATE TRIGGER exam_clock_no_delete BEFORE DELETE ON exam_clock
        BEGIN SELECT RAISE(ABORT, 'an exam''s clock is kept'); END
        """,
    )


@MIGRATIONS()
def m013_people(db: Database) -> None:
    _run(db, "ALTER TABLE trainees ADD COLUMN shown_name TEXT"
             " CHECK (shown_name IS NULL OR length(trim(shown_name)) > 0);"
             " ALTER TABLE trainees ADD COLUMN disabled_at TEXT")


@MIGRATIONS()
def m014_school_files(db: Database) -> None:
    """The school's lesson and exam files an instructor published, each signed by his key, until
    the sync sends them (issue 35 item 4: :mod:`trainer.store.school_files`)."""
    _run(db, "CREATE TABLE school_files_out (name TEXT NOT NULL, sha256 TEXT NOT NULL, body BLOB NOT NULL,"
             " key_id TEXT NOT NULL, signature TEXT NOT NULL, signed_at TEXT NOT NULL, PRIMARY KEY (name, sha256));"
             " CREATE TABLE school_files_in (name TEXT NOT NULL, sha256 TEXT NOT NULL, key_id TEXT NOT NULL,"
             " signature TEXT NOT NULL, installed_at TEXT NOT NULL, PRIMARY KEY (name, sha256))")


STEPS = (m001_initial.__name__, m002_skill_columns.__name__, m003_exam_chain.__name__,
         m004_attempt_params.__name__, m005_settings.__name__, m006_signatures.__name__,
         m007_class_aggregates.__name__, m008_trainee_language.__name__, m009_speed.__name__,
         m010_school_sync.__name__, m011_school_key.__name__, m012_exam_clock.__name__,
         m013_people.__name__, m014_school_files.__name__)
GUARDS = ("attempts_no_update", "attempts_no_delete", "chain_no_update", "chain_no_delete",
          "exams_no_delete", "exams_submit_once")  # triggers made by m003
