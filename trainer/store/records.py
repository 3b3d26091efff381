"""Trainees, sessions and attempts: rows in, dataclasses out.

Attempts are only ever inserted (the database refuses UPDATE and DELETE on them,
see migration m003).  Functions here expect the caller to hold the write
transaction; :mod:`trainer.store.facade` does.
"""

from __future__ import annotations

import json
import sqlite3
import unicodedata
import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlite_utils import Database

from .chain import canonical_json
from .errors import ImportFileError, NotFound, StoreError
from .models import (
    Answer,
    Attempt,
    AttemptId,
    Exam,
    ExamId,
    PlayedHand,
    Role,
    Session,
    SessionId,
    SessionKind,
    Skill,
    SkillResult,
    Trainee,
    TraineeId,
)
from .timestamps import from_text, to_text

ATTEMPT_COLUMNS = (
    "id, trainee_id, session_id, lesson_id, item_id, game, task, scenario, answer, correct,"
    " score, time_ms, answered_at, params, target_s"
)
SESSION_COLUMNS = "id, trainee_id, kind, lesson_id, started_at, ended_at"
TRAINEE_COLUMNS = "id, name, role, password_hash, created_at, shown_name, disabled_at"
TRAINEE_WIDTH = len(TRAINEE_COLUMNS.split(","))


def new_id() -> str:
    return str(uuid.uuid4())


def clean_name(name: str) -> str:
    """A name as stored: what renders nothing removed — control, format (Cf: zero-width
    space, word joiner, soft hyphen, BOM, the Mongolian vowel separator, bidirectional
    controls) and the few combining or filler characters that draw nothing (the combining
    grapheme joiner, variation selectors, Hangul fillers) — then NFC (a name typed as
    ``e`` + combining acute is the same ``é``), spaces folded.  An imported name cannot
    reorder or hide what a list shows, nor split one person in two."""
    visible = "".join(ch for ch in name if not _renders_nothing(ch))
    visible = "".join(ch for ch in unicodedata.normalize("NFC", visible) if not _renders_nothing(ch))
    cleaned = " ".join(visible.split())
    if not cleaned:
        raise StoreError("a trainee needs a name")
    return cleaned[:MAX_NAME]


MAX_NAME = 100
_INVISIBLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})  # control, format, surrogate, private use, unassigned
_BLANK = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u3164\uffa0\u2800"
                   "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _renders_nothing(ch: str) -> bool:
    return (unicodedata.category(ch) in _INVISIBLE or ch in _BLANK
            or "\ufe00" <= ch <= "\ufe0f" or "\U000e0100" <= ch <= "\U000e01ef")


# Letters of other scripts drawn like Latin ones (Unicode's confusables, UTS #39, for the
# letters names are written in here), and Latin sequences drawn like one letter.
_LOOK_ALIKE = str.maketrans({
    # Cyrillic
    "\u0410": "A", "\u0412": "B", "\u0415": "E", "\u041a": "K", "\u041c": "M", "\u041d": "H",
    "\u041e": "O", "\u0420": "P", "\u0421": "C", "\u0422": "T", "\u0425": "X", "\u0405": "S",
    "\u0406": "I", "\u0408": "J", "\u04ae": "Y", "\u04c0": "I", "\u051a": "Q", "\u051c": "W",
    "\u0430": "a", "\u0435": "e", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0443": "y",
    "\u0445": "x", "\u0455": "s", "\u0456": "i", "\u0458": "j", "\u04bb": "h", "\u0501": "d",
    "\u051b": "q", "\u051d": "w", "\u04cf": "l", "\u0457": "\u00ef", "\u0451": "\u00eb",
    # Greek
    "\u0391": "A", "\u0392": "B", "\u0395": "E", "\u0396": "Z", "\u0397": "H", "\u0399": "I",
    "\u039a": "K", "\u039c": "M", "\u039d": "N", "\u039f": "O", "\u03a1": "P", "\u03a4": "T",
    "\u03a5": "Y", "\u03a7": "X", "\u03bf": "o", "\u03bd": "v", "\u03b9": "i", "\u03c1": "p",
    "\u03c5": "u", "\u03f2": "c", "\u037f": "J", "\u03f3": "j",
    # Armenian and Latin letters drawn like plain ones
    "\u0585": "o", "\u0578": "n", "\u057d": "u", "\u0261": "g", "\u0131": "i",
})
# Within Latin itself, what some fonts draw alike: refused for a new name, never merged (two
# real people may be Kama and Karna).
_LATIN_ALIKE = str.maketrans({"I": "l", "1": "l", "|": "l", "0": "O"})
_LATIN_ALIKE_PAIRS = (("rn", "m"), ("vv", "w"), ("cl", "d"))


def name_key(name: str, *, strict: bool = False) -> str:
    """What a name looks like, for comparing (never stored nor shown: the name as written is
    kept).  Two names with the same key are drawn alike: ``Ana`` and ``\u0410na`` (a Cyrillic
    A), fullwidth ``Ａna``, or with a zero-width space.  ``strict``: also the Latin letters
    some fonts draw alike (``I``/``l``, ``rn``/``m``), for refusing a new name."""
    text = unicodedata.normalize("NFKC", clean_name(name)).translate(_LOOK_ALIKE)
    text = "".join(ch for ch in unicodedata.normalize("NFC", text) if not _renders_nothing(ch))
    if strict:
        text = text.translate(_LATIN_ALIKE)
        for pair, letter in _LATIN_ALIKE_PAIRS:
            text = text.replace(pair, letter)
    return text


def look_alike(db: Database, name: str, *, strict: bool = False, besides: TraineeId | None = None) -> str | None:
    """The name (in the records) of a trainee here drawn like ``name`` (the same name included)
    by his name or by the name he was renamed to, or None; ``besides``: leaving him out."""
    key = name_key(name, strict=strict)
    for tid, other, shown in db.execute("SELECT id, name, shown_name FROM trainees ORDER BY id"):
        if tid != besides and any(n is not None and name_key(n, strict=strict) == key for n in (other, shown)):
            return str(other)
    return None


def settle_names(db: Database, stage: sqlite3.Connection, path: str) -> None:
    """An import's staged names (``stage``, see :mod:`.importer`) written as the trainee here
    (or earlier in the file) they are drawn like: a look-alike of Ana files under Ana, never
    as a second Ana.  An exam under a look-alike is refused: its hash names the trainee as
    written, and filing it under another spelling would break it."""
    keys: dict[str, str] = {}
    for name, shown in db.execute("SELECT name, shown_name FROM trainees ORDER BY id"):
        keys.setdefault(name_key(name), str(name))
        if shown is not None:  # renamed here (issue 33 U21): a file's "Ana Lee" files under the one shown so
            keys.setdefault(name_key(shown), str(name))
    staged = stage.execute(
        "SELECT name, min(line) FROM (SELECT json_extract(body, '$.name') AS name, line FROM records"
        " WHERE type = 'trainee' UNION ALL SELECT json_extract(body, '$.trainee'), line FROM records"
        " WHERE json_extract(body, '$.trainee') IS NOT NULL UNION ALL SELECT trainee, line FROM sessions"
        " UNION ALL SELECT trainee, line FROM attempts) WHERE name IS NOT NULL GROUP BY name ORDER BY min(line)")
    renamed = {}
    for name, _line in staged.fetchall():
        here = keys.setdefault(name_key(name), name)
        if here != name:
            renamed[name] = here
    if not renamed:
        return
    for old, new in renamed.items():
        exam = stage.execute(
            "SELECT min(line) FROM (SELECT line FROM records WHERE type IN ('exam', 'exam_result')"
            " AND json_extract(body, '$.trainee') = ? UNION ALL SELECT line FROM attempts"
            " WHERE trainee = ? AND exam IS NOT NULL)", (old, old)).fetchone()[0]
        if exam is not None:
            raise ImportFileError(path, exam, f"trainee {old!r} is drawn like {new!r}, who is already here, but is"
                                              f" spelled otherwise: an exam is never filed under a look-alike name"
                                              f" (nothing was imported)")
        stage.execute("UPDATE records SET body = json_set(body, '$.name', ?) WHERE type = 'trainee'"
                      " AND json_extract(body, '$.name') = ?", (new, old))
        stage.execute("UPDATE records SET body = json_set(body, '$.trainee', ?)"
                      " WHERE json_extract(body, '$.trainee') = ?", (new, old))
        stage.execute("UPDATE sessions SET trainee = ? WHERE trainee = ?", (new, old))
        stage.execute("UPDATE attempts SET trainee = ? WHERE trainee = ?", (new, old))
    stage.commit()


def school_local_name(name: str, school_id: str) -> str:
    """The name a trainee of another workstation gets here when his own is taken: ``Sam [e8d468]``
    (the first characters of his school id)."""
    return f"{name} [{school_id[:6]}]"


def school_name(local: str, school_id: str | None) -> str:
    """The name the school knows a trainee by (his keys' owner): ``local`` less the suffix
    :func:`school_local_name` gave it (issue 31 N1)."""
    if school_id:
        suffix = school_local_name("", str(school_id))
        if local.endswith(suffix) and len(local) > len(suffix):
            return local[:-len(suffix)]
    return local


def _time(text: str | None) -> datetime | None:
    return None if text is None else from_text(text)


# -- trainees ---------------------------------------------------------------------------


def trainee_from_row(row: Sequence[Any]) -> Trainee:
    tid, name, role, password_hash, created_at, shown_name, disabled_at = row
    return Trainee(TraineeId(tid), shown_name or name, Role(role), from_text(created_at), password_hash is not None,
                   record_name=name, active=disabled_at is None)


def insert_trainee(db: Database, name: str, role: Role, password_hash: str | None,
                   now: datetime, *, refuse_look_alike: bool = False) -> TraineeId:
    """``refuse_look_alike``: a new person (the People tab, sign-in) whose name is drawn like
    a trainee's here is refused, so that no two trainees look the same in a list."""
    if refuse_look_alike:
        twin = look_alike(db, name, strict=True)
        if twin is not None and twin != name:
            raise StoreError(f"the name {name!r} looks the same as the trainee {twin!r} already here; "
                             f"choose a name that can be told apart")
    try:
        cursor = db.execute(
            "INSERT INTO trainees (name, role, password_hash, created_at) VALUES (?, ?, ?, ?)",
            (name, role.value, password_hash, to_text(now)),
        )
    except sqlite3.IntegrityError:
        raise StoreError(f"there is already a trainee named {name!r}") from None
    return TraineeId(cursor.lastrowid or 0)


def get_trainee(db: Database, trainee_id: TraineeId) -> Trainee:
    row = db.execute(f"SELECT {TRAINEE_COLUMNS} FROM trainees WHERE id = ?", (trainee_id,))
    found = row.fetchone()
    if found is None:
        raise NotFound(f"no trainee with id {trainee_id}")
    return trainee_from_row(found)


def trainee_by_name(db: Database, name: str) -> Trainee | None:
    """The trainee of that name (in the records, or as renamed here), or else the one whose name
    is drawn like it."""
    clean = clean_name(name)
    row = db.execute(f"SELECT {TRAINEE_COLUMNS} FROM trainees WHERE name = ? OR shown_name = ?"
                     " ORDER BY name = ? DESC LIMIT 1", (clean, clean, clean))
    found = row.fetchone()
    if found is None:
        twin = look_alike(db, name)
        if twin is not None:
            found = db.execute(f"SELECT {TRAINEE_COLUMNS} FROM trainees WHERE name = ?", (twin,)).fetchone()
    return trainee_from_row(found) if found else None


def list_trainees(db: Database) -> list[Trainee]:
    rows = db.execute(f"SELECT {TRAINEE_COLUMNS} FROM trainees ORDER BY coalesce(shown_name, name) COLLATE NOCASE")
    return [trainee_from_row(r) for r in rows]


def set_shown_name(db: Database, trainee_id: TraineeId, shown: str | None) -> None:
    """The name shown for him (None: his name in the records again)."""
    db.execute("UPDATE trainees SET shown_name = ? WHERE id = ?", (shown, trainee_id))


def set_disabled(db: Database, trainee_id: TraineeId, at: datetime | None) -> None:
    """Deactivated since ``at`` (None: active again)."""
    db.execute("UPDATE trainees SET disabled_at = ? WHERE id = ?", (None if at is None else to_text(at), trainee_id))


def set_password_hash(db: Database, trainee_id: TraineeId, hashed: str) -> None:
    db.execute("UPDATE trainees SET password_hash = ? WHERE id = ?", (hashed, trainee_id))


def password_hash(db: Database, trainee_id: TraineeId) -> str | None:
    row = db.execute("SELECT password_hash FROM trainees WHERE id = ?", (trainee_id,)).fetchone()
    if row is None:
        raise NotFound(f"no trainee with id {trainee_id}")
    hashed = row[0]
    return None if hashed is None else str(hashed)


# -- sessions ---------------------------------------------------------------------------


def session_from_row(row: Sequence[Any]) -> Session:
    sid, tid, kind, lesson_id, started_at, ended_at = row
    return Session(SessionId(sid), TraineeId(tid), SessionKind(kind), lesson_id,
                   from_text(started_at), _time(ended_at))


def insert_session(db: Database, session: Session) -> None:
    try:
        db.execute(
            f"INSERT INTO sessions ({SESSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)",
            (session.id, session.trainee_id, session.kind.value, session.lesson_id,
             to_text(session.started_at), None),
        )
    except sqlite3.IntegrityError:
        raise NotFound(f"no trainee with id {session.trainee_id}") from None


def end_session(db: Database, session_id: SessionId, at: datetime) -> None:
    db.execute("UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL",
               (to_text(at), session_id))


def get_session(db: Database, session_id: SessionId) -> Session:
    row = db.execute(f"SELECT {SESSION_COLUMNS} FROM sessions WHERE id = ?", (session_id,))
    found = row.fetchone()
    if found is None:
        raise NotFound(f"no session {session_id}")
    return session_from_row(found)


def open_sessions_with(db: Database, trainee_id: TraineeId, params_key: str) -> list[Session]:
    """The trainee's practice sessions never ended (the app closed or killed mid-way) with an
    answer whose params carry ``params_key`` (a hand's ``hand``), newest first."""
    rows = db.execute(
        f"SELECT {SESSION_COLUMNS} FROM sessions s WHERE s.trainee_id = ? AND s.ended_at IS NULL"
        " AND s.kind IN (?, ?) AND EXISTS (SELECT 1 FROM attempts a WHERE a.session_id = s.id"
        " AND json_extract(a.params, ?) IS NOT NULL) ORDER BY s.started_at DESC, s.rowid DESC",
        (trainee_id, SessionKind.DRILL.value, SessionKind.LESSON.value, f"$.{params_key}"))
    return [session_from_row(r) for r in rows]


# -- attempts ---------------------------------------------------------------------------


def attempt_row(trainee_id: TraineeId, session_id: SessionId, answer: Answer,
                at: datetime) -> dict[str, Any]:
    """The row to insert, with values already in the types SQLite gives back."""
    return {
        "id": new_id(),
        "trainee_id": trainee_id,
        "session_id": session_id,
        "lesson_id": answer.lesson_id,
        "item_id": answer.item_id,
        "game": answer.game,
        "task": answer.task,
        "scenario": canonical_json(answer.scenario),
        "answer": canonical_json(answer.answer),
        "correct": int(bool(answer.correct)),
        "score": float(answer.score),
        "time_ms": int(answer.time_ms),
        "answered_at": to_text(at),
        "params": canonical_json(dict(answer.params)),
        "target_s": answer.target_s,
    }


def insert_attempt(db: Database, row: dict[str, Any]) -> None:
    db.execute(
        f"INSERT INTO attempts ({ATTEMPT_COLUMNS}) VALUES (:id, :trainee_id, :session_id,"
        " :lesson_id, :item_id, :game, :task, :scenario, :answer, :correct, :score, :time_ms,"
        " :answered_at, :params, :target_s)",
        row,
    )


def attempt_from_row(row: Sequence[Any] | dict[str, Any]) -> Attempt:
    if isinstance(row, dict):
        row = [row[c.strip()] for c in ATTEMPT_COLUMNS.split(",")]
    aid, tid, sid, lesson_id, item_id, game, task, scenario, answer, correct, score, ms, at, params, target = row
    return Attempt(AttemptId(aid), TraineeId(tid), SessionId(sid), lesson_id, item_id, game, task,
                   json.loads(scenario), json.loads(answer), bool(correct), score, ms,
                   from_text(at), json.loads(params), target)


def select_attempts(db: Database, where: str = "1", params: Sequence[Any] = (),
                    order: str = "answered_at, id", limit: int | None = None) -> list[Attempt]:
    sql = f"SELECT {ATTEMPT_COLUMNS} FROM attempts WHERE {where} ORDER BY {order}"
    if limit is not None:
        sql += f" LIMIT {int(limit)}"
    return [attempt_from_row(r) for r in db.execute(sql, tuple(params))]


def find_attempts(db: Database, trainee_id: TraineeId | None = None,
                  session_id: SessionId | None = None, since: datetime | None = None,
                  limit: int | None = None) -> list[Attempt]:
    clauses: list[str] = []
    params: list[Any] = []
    for clause, value in (("trainee_id = ?", trainee_id), ("session_id = ?", session_id),
                          ("answered_at >= ?", to_text(since) if since else None)):
        if value is not None:
            clauses.append(clause)
            params.append(value)
    return select_attempts(db, " AND ".join(clauses) or "1", params, limit=limit)


def played_hands(db: Database, trainee_id: TraineeId) -> list[PlayedHand]:
    """The trainee's whole hands (Run the table), newest first: the answers whose params carry
    ``hand``, grouped per hand — one session, game, seed, seats and variant, its steps in order
    (a step number met again starts another hand of the same deal)."""
    rows = select_attempts(db, "trainee_id = ? AND json_extract(params, '$.hand') IS NOT NULL",
                           (trainee_id,), order="answered_at, rowid")
    hands: list[list[Attempt]] = []
    open_hands: dict[tuple[Any, ...], list[Attempt]] = {}
    for attempt in rows:
        about = attempt.params.get("hand")
        if not isinstance(about, dict) or not all(isinstance(about.get(k), int) for k in ("step", "seed", "seats")):
            continue  # another task's own "hand" param, or a hand that cannot be read back
        key = (attempt.session_id, canonical_json([about.get(k) for k in ("game", "seed", "seats", "variant")]),
               canonical_json(about.get("table") or {}))
        current = open_hands.get(key)
        if current is None or current[-1].params["hand"]["step"] >= about["step"]:
            current = open_hands[key] = []
            hands.append(current)
        current.append(attempt)
    played = []
    for attempts in hands:
        about = attempts[-1].params["hand"]
        try:
            played.append(PlayedHand(attempts[0].session_id, attempts[0].lesson_id, str(about["game"]),
                                     int(about["seed"]), int(about["seats"]), str(about.get("variant", "")),
                                     int(about.get("steps", len(attempts))), tuple(attempts)))
        except (KeyError, TypeError, ValueError):
            continue  # an answer whose hand cannot be read back: not a hand to replay
    return played[::-1]


# -- exams --------------------------------------------------------------------------------


def breakdown_to_json(breakdown: Sequence[SkillResult]) -> list[dict[str, Any]]:
    """A floor is written only where the exam set one: results without floors keep their old shape."""
    return [{"skill": r.skill.key, "answered": r.answered, "correct": r.correct, "score": r.score,
             **({} if r.min_correct is None else {"min_correct": r.min_correct})} for r in breakdown]


def breakdown_from_json(data: list[dict[str, Any]] | None) -> tuple[SkillResult, ...]:
    out = []
    for item in data or ():
        game, _, task = item["skill"].partition("/")
        out.append(SkillResult(Skill(game, task), item["answered"], item["correct"],
                               item["score"], item.get("min_correct")))
    return tuple(out)


def exam_from_row(row: dict[str, Any]) -> Exam:
    """``row`` as selected by :data:`trainer.store.chain.EXAM_SQL`."""
    breakdown = json.loads(row["breakdown"]) if row["breakdown"] else None
    return Exam(
        id=ExamId(row["id"]),
        trainee_id=TraineeId(row["trainee_id"]),
        session_id=SessionId(row["session_id"]),
        definition=json.loads(row["definition"]),
        seed=row["seed"],
        started_at=from_text(row["started_at"]),
        time_limit_s=row["time_limit_s"],
        submitted_at=_time(row["submitted_at"]),
        score=row["score"],
        passed=None if row["passed"] is None else bool(row["passed"]),
        breakdown=breakdown_from_json(breakdown),
    )
