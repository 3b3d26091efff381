"""``Store``: the one door to the training records (model: Anki's ``Collection``).

The GUI and the training logic call these methods and never write SQL.  Every
method that writes commits before it returns; an answer is on disk (WAL,
``synchronous=FULL``) when :meth:`Store.record_answer` returns.  Times default
to now; pass ``now`` (timezone-aware) to make a call reproducible.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any, Literal, TextIO

from sqlite_utils import Database

from . import (
    certificates,
    exams,
    export,
    importer,
    language,
    passwords,
    records,
    safety,
    schedule,
    school_key,
    sprints,
    stats,
)
from .chain import normalise_code
from .db import connect, resolve_db_path, write_transaction
from .errors import NotAllowed, StoreError
from .exams import ExamClock
from .models import (
    Answer,
    Attempt,
    Exam,
    ExamId,
    ExamProgress,
    ExamResult,
    ExportSummary,
    ImportSummary,
    PlayedHand,
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
from .school_key import SchoolKey
from .timestamps import stamp, utc_now
from .verify import verify


def restore_backup(backup: Path, path: Path, now: datetime | None = None) -> Path | None:
    """``trainer results restore``: put ``backup`` in place of the database at ``path``
    after checking it; the file it replaces is kept beside it (returned)."""
    return safety.restore(backup, path, _at(now))


def _at(now: datetime | None) -> datetime:
    return stamp(now if now is not None else utc_now())


class Store:
    """Trainees, their answers, their schedule, their exams."""

    PASSWORD_MIN_LENGTH = passwords.MIN_LENGTH  # what a form says before it asks the store

    def __init__(self, db: Database, path: Path | None = None) -> None:
        self.db = db
        self.path = path
        self._sessions: dict[SessionId, tuple[TraineeId, SessionKind]] = {}

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *, create: bool = True,
             read_only: bool = False) -> Store:
        """The database at ``path`` (default: ``$TRAINER_DB`` or the user data directory).

        ``read_only``: as it is, even damaged, for checking it (no migration, no backup)."""
        resolved = resolve_db_path(path)
        store = cls(connect(resolved, create=create, read_only=read_only), resolved)
        store._pin_instructors_before_school_key()
        return store

    def _pin_instructors_before_school_key(self) -> None:
        """Records made before the school key (issue 31 X10′), brought forward now: their
        instructors, whom their own set-up made, are pinned outside the file as these records'
        first instructors — once (never while a pin already names these records, so rolling the
        file's schema back pins nothing new) — and each endorses his key with his password at
        his next sign-in (:meth:`_endorse_pinned_first`).  Without this an upgraded workstation
        had no instructor and its first-instructor path stood open to any trainee."""
        keys: list[str] = getattr(self.db, "instructors_before_school_key", [])
        if not keys or self.path is None:
            return
        if school_key.pins().names(self.path, keys):
            return
        for key_id in keys:
            try:
                school_key.write_first_pin(key_id, self.path)
            except school_key.PinError:  # pragma: no cover - a folder that cannot be written
                return
        with write_transaction(self.db):  # which keys may endorse themselves at their sign-in
            self.db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE"
                            " SET value = excluded.value", (self.BROUGHT_FORWARD, json.dumps(keys)))

    BROUGHT_FORWARD = "instructors_before_school_key"
    """The setting that lists the keys pinned when these records were brought forward: only
    they endorse themselves at a sign-in (a first instructor whose endorsement was deleted from
    the file stays reported by ``results verify``, never mended unseen)."""

    def _brought_forward(self) -> set[str]:
        row = self.db.execute("SELECT value FROM settings WHERE key = ?", (self.BROUGHT_FORWARD,)).fetchone()
        try:
            keys = json.loads(row[0]) if row else []
        except ValueError:
            return set()
        return {str(k) for k in keys} if isinstance(keys, list) else set()

    @classmethod
    def memory(cls) -> Store:
        return cls(connect(None))

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- trainees ----------------------------------------------------------------------

    def add_trainee(self, name: str, role: Role = Role.TRAINEE,
                    password: str | None = None) -> Trainee:
        """A new trainee — or, while the first-instructor path is open (:meth:`needs_first_instructor`:
        no instructor enabled here, no first instructor pinned for these records, never in the
        exam-room mode), the first instructor (with a password): the school's head instructor where
        no school key is pinned on this machine (the school key is made, sealed under his password,
        and pinned), else this workstation's first instructor, whose key the school signs later.
        His key is pinned outside the file as these records' first instructor's (issue 31 X10′).
        Later instructors come only from :meth:`add_instructor` and :meth:`enable_instructor`."""
        role = Role(role)
        if role == Role.INSTRUCTOR and password is None:
            raise NotAllowed("an instructor needs a password")
        hashed = passwords.hash_password(password) if password is not None else None
        pins = school_key.pins() if role == Role.INSTRUCTOR else None
        with write_transaction(self.db):
            if pins is not None and not self._first_path_open(pins):
                raise NotAllowed("only a signed-in instructor can create another instructor "
                                 "(instructor area, People)")
            clean = records.clean_name(name)
            tid = records.insert_trainee(self.db, clean, role, hashed, utc_now(),
                                         refuse_look_alike=True)
            if pins is not None:
                assert password is not None
                at = utc_now()
                key_id = certificates.make_key(self.db, tid, clean, password, at)
                certificates.endorse_first(self.db, key_id, password, at)
                if pins.school is None and not school_key.any_here(self.db):
                    school = school_key.make(self.db, tid, password, at)
                    certificates.school_sign(self.db, key_id, school, password, clean, at)
                    school_key.write_pin(school.key_id)
                # written before the commit: an instructor whose pin could not be written is not made
                school_key.write_first_pin(key_id, self.path)
        return self.trainee(tid)

    exam_room = False
    """The exam-room mode (``trainer --kiosk``): no first instructor is ever made (issue 31 U1)."""

    def _first_path_open(self, pins: school_key.Pins) -> bool:
        return not self.exam_room and school_key.first_path_open(self.db, pins, self.path)

    def needs_first_instructor(self) -> bool:
        """The sign-in screen offers the first instructor (issue 31 item 2, N3) while no instructor
        is enabled on this workstation and no first instructor is pinned for these records — an
        instructor who came by an import or a sync does not shut it — and never in the exam-room mode."""
        return self._first_path_open(school_key.pins())

    def instructors_here(self) -> set[TraineeId]:
        """The instructors who act as instructors on this workstation: their key made here and
        endorsed by the pinned school key, by a first instructor's key pinned for these records, or
        by an instructor enabled here (:mod:`.school_key`)."""
        return school_key.enabled_instructors(self.db, school_key.pins(), self.path)

    def instructors_pinned_unendorsed(self) -> set[TraineeId]:
        """Instructors whose current key is pinned outside the file as these records' first
        instructor's but has not endorsed itself yet (records brought forward from before the
        school key): their own password at sign-in endorses it (:meth:`_endorse_pinned_first`)."""
        return {tid for tid, _key in self._pinned_unendorsed()}

    def _pinned_unendorsed(self) -> list[tuple[TraineeId, str]]:
        forward = self._brought_forward()
        if not forward:
            return []
        pinned = school_key.pinned_unendorsed_firsts(self.db, school_key.pins(), self.path)
        return [(tid, key_id) for tid, key_id in pinned if key_id in forward]

    def _endorse_pinned_first(self, instructor_id: TraineeId, password: str) -> None:
        for tid, key_id in self._pinned_unendorsed():
            if tid == instructor_id and self.verify_password(tid, password) \
                    and certificates.unseals(self.db, tid, password):
                with write_transaction(self.db):
                    certificates.endorse_first(self.db, key_id, password, utc_now())

    def instructors_waiting(self) -> list[str]:
        """Instructors in the records whom nothing here makes one (come by import or sync, or a
        role written into the file): they cannot sign in until an instructor here enables them."""
        return school_key.unendorsed_instructors(self.db, school_key.pins(), self.path)

    def forged_roles(self) -> list[str]:
        """Instructors in the file with no key anywhere: a role the program never gave."""
        return school_key.forged_roles(self.db)

    def trust_problems(self) -> list[str]:
        """Instructor keys made here that chain to no root pinned outside the file, and a pinned
        first instructor whose endorsement was deleted from it (``trainer results verify``)."""
        return school_key.trust_problems(self.db, school_key.pins(), self.path)

    def first_instructor_keys(self, *, pinned: bool = True) -> set[str]:
        """The keys of these records' first instructors, as pinned outside the file (``pinned=False``:
        every key made here that endorses itself as one, pinned or not)."""
        if not pinned:
            return school_key.self_endorsed(self.db)
        return school_key.first_roots(self.db, school_key.pins(), self.path)

    def trust_notes(self) -> list[str]:
        """Where trust here rests only on pins in the user's own folder (N5)."""
        return school_key.trust_notes(self.db, school_key.pins(), self.path)

    def add_instructor(self, name: str, password: str, *, by: TraineeId, by_password: str) -> Trainee:
        """Another instructor, created by instructor ``by``, whose password is checked here
        (not only by the screen that asked for it); his key is enabled by ``by``'s."""
        me = self.require_instructor(by, by_password)
        hashed = passwords.hash_password(password)
        with write_transaction(self.db):
            clean = records.clean_name(name)
            tid = records.insert_trainee(self.db, clean, Role.INSTRUCTOR, hashed, utc_now(),
                                         refuse_look_alike=True)
            self._new_instructor_key(tid, clean, password, me, by_password)
        return self.trainee(tid)

    def enable_instructor(self, trainee_id: TraineeId, password: str, *, by: TraineeId, by_password: str) -> None:
        """An instructor who came from another workstation (an import, a sync: passwords and
        private keys never travel) becomes one here: instructor ``by`` sets his password with him
        and enables his new key with his own (issue 31 X1).  His key still needs the school's
        signature to make certificates (given here when ``by`` holds the school key)."""
        me = self.require_instructor(by, by_password)
        who = self.trainee(trainee_id)
        if who.role != Role.INSTRUCTOR:
            raise NotAllowed(f"{who.name} is not an instructor: create instructors in People")
        if trainee_id in self.instructors_here():
            raise NotAllowed(f"{who.name} is an instructor here already")
        hashed = passwords.hash_password(password)
        with write_transaction(self.db):
            records.set_password_hash(self.db, trainee_id, hashed)
            self._new_instructor_key(trainee_id, who.record_name, password, me, by_password)

    def _new_instructor_key(self, tid: TraineeId, name: str, password: str, by: Trainee, by_password: str) -> None:
        at = utc_now()
        key_id = certificates.make_key(self.db, tid, name, password, at)
        certificates.enable(self.db, key_id, by.id, by_password, at)
        school = school_key.held_here(self.db, school_key.pinned())
        if school is not None and school.holder_id == by.id:
            certificates.school_sign(self.db, key_id, school, by_password, by.record_name, at)

    # -- the workstation's settings (an instructor's to change) ------------------------

    TRAINEE_PASSWORDS = "trainee_passwords"

    def setting(self, key: str, default: Any = None) -> Any:
        row = self.db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return default if row is None else json.loads(row[0])

    def set_setting(self, key: str, value: Any, *, by: TraineeId, by_password: str) -> None:
        self.require_instructor(by, by_password)
        with write_transaction(self.db):
            self.db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE"
                            " SET value = excluded.value", (key, json.dumps(value)))

    PREFERENCE = "pref/"

    def preference(self, key: str, default: Any = None) -> Any:
        """A display preference kept with the records (issue 17 item 15): two databases on
        one machine keep their own trainees' choices.  Nothing in it is a permission."""
        return self.setting(self.PREFERENCE + key, default)

    def set_preference(self, key: str, value: Any) -> None:
        with write_transaction(self.db):
            self.db.execute("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE"
                            " SET value = excluded.value", (self.PREFERENCE + key, json.dumps(value)))

    def trainee_passwords_required(self) -> bool:
        """The school's choice: trainees sign in with a password (or PIN) too."""
        return bool(self.setting(self.TRAINEE_PASSWORDS, False))

    def reset_password(self, trainee_id: TraineeId, password: str, *, by: TraineeId, by_password: str) -> None:
        """An instructor types a trainee's new password (one forgotten, or the first) and tells him
        (issue 33 U21: the instructor types it, so no one else can choose it before the trainee
        does).  Never an instructor's: his password seals his signing key, and a reset would give
        whoever made it a key in his name — refused (an instructor from other records is enabled
        with :meth:`enable_instructor`; one who forgot his password is deactivated and another
        instructor is created: what he signed stays signed)."""
        self.require_instructor(by, by_password)
        who = self.trainee(trainee_id)
        if who.role == Role.INSTRUCTOR:
            raise NotAllowed(f"{who.name} is an instructor: his password seals his signing key, so it is never "
                             f"reset here", reason="instructor-password")
        hashed = passwords.hash_password(password)
        with write_transaction(self.db):
            records.set_password_hash(self.db, trainee_id, hashed)

    # -- rename and deactivate (issue 33 U21) ------------------------------------------

    def rename_person(self, trainee_id: TraineeId, name: str, *, by: TraineeId, by_password: str) -> Trainee:
        """Instructor ``by`` renames a person here.  Only the name shown changes: his records keep
        the name they were made under (exams' hashes and signatures cover it; export files and the
        school server know him by it), so nothing signed breaks and an import still files under him.
        A name drawn like another person's (his name or the one shown) is refused."""
        self.require_instructor(by, by_password)
        who = self.trainee(trainee_id)
        clean = records.clean_name(name)
        twin = records.look_alike(self.db, clean, strict=True, besides=trainee_id)
        if twin is not None:
            raise StoreError(f"the name {clean!r} looks the same as {self._shown(twin)!r}, already here; "
                             f"choose a name that can be told apart", reason="look-alike")
        with write_transaction(self.db):
            records.set_shown_name(self.db, trainee_id, None if clean == who.record_name else clean)
        return self.trainee(trainee_id)

    def _shown(self, record_name: str) -> str:
        found = records.trainee_by_name(self.db, record_name)
        return found.name if found is not None else record_name

    def deactivate(self, trainee_id: TraineeId, *, by: TraineeId, by_password: str,
                   now: datetime | None = None) -> None:
        """Instructor ``by`` deactivates a person here: his records are kept (and still exported and
        synced), he is no longer offered at sign-in and cannot sign in.  The last instructor enabled
        and active here cannot be deactivated: nobody could then enable anyone."""
        self.require_instructor(by, by_password)
        who = self.trainee(trainee_id)
        if not who.active:
            return
        others = {i for i in self.instructors_here() if i != trainee_id and self.trainee(i).active}
        if trainee_id in self.instructors_here() and not others:
            raise NotAllowed(f"{who.name} is the last active instructor here: enable or create another first",
                             reason="last-instructor")
        with write_transaction(self.db):
            records.set_disabled(self.db, trainee_id, _at(now))

    def reactivate(self, trainee_id: TraineeId, *, by: TraineeId, by_password: str) -> None:
        """Instructor ``by`` lets a deactivated person sign in again."""
        self.require_instructor(by, by_password)
        self.trainee(trainee_id)
        with write_transaction(self.db):
            records.set_disabled(self.db, trainee_id, None)

    def require_active(self, trainee_id: TraineeId) -> Trainee:
        """The person, if he may sign in and train here; :class:`NotAllowed` once deactivated."""
        who = self.trainee(trainee_id)
        if not who.active:
            raise NotAllowed(f"{who.name} is deactivated on this workstation: an instructor reactivates him "
                             f"(instructor area, People)", reason="deactivated")
        return who

    # -- signatures on certification exams (issue 16 item 2) ---------------------------

    def sign_exam(self, exam_id: ExamId, kind: Literal["start", "result"], *, by: TraineeId,
                  by_password: str, now: datetime | None = None) -> None:
        """The instructor at the workstation signs the exam's start or its result.  A school exam's start
        only when an instructor of the school published its very file (issue 35 item 4): a file anyone
        wrote into the school folder is practice only."""
        self.require_instructor(by, by_password)
        if kind == "start":
            source = self.exam(exam_id).definition.get("source")
            if isinstance(source, dict) and self.school_file_signer(str(source.get("sha256", ""))) is None:
                raise NotAllowed("no instructor of the school published this exam's file: it is practice only")
        with write_transaction(self.db):
            certificates.sign(self.db, exam_id, kind, by, by_password, _at(now))

    def publish_school_file(self, name: str, data: bytes, *, by: TraineeId, by_password: str,
                            now: datetime | None = None) -> str:
        """An instructor here signs a file of the school folder (``name``: its path there) for every
        workstation of the school: sent at the next sync (issue 35 item 4).  Its SHA-256, returned."""
        from . import school_files

        self.require_instructor(by, by_password)
        with write_transaction(self.db):
            return school_files.publish(self.db, name, data, by, by_password, _at(now))

    def school_file_signer(self, sha256: str) -> str | None:
        """The instructor of the school who published a school file of this content (issue 35 item 4),
        his signature checked against the school key pinned here; None if no instructor did."""
        from . import school_files

        return school_files.signer(self.db, sha256, school_key.pinned())

    def exam_signed_at_start(self, exam_id: ExamId) -> bool:
        return self.db.execute("SELECT 1 FROM exam_signatures WHERE exam_id = ? AND kind = 'start'",
                               (exam_id,)).fetchone() is not None

    def certificate(self, exam_id: ExamId) -> certificates.Certificate:
        return certificates.certificate(self.db, exam_id, school_key.pins())

    def instructor_keys(self) -> list[certificates.InstructorKey]:
        """Every key these records know; ``trusted``: signed by the school key pinned here."""
        return certificates.keys(self.db, school_key.pinned())

    def school_key(self) -> SchoolKey | None:
        """The pinned school key, where these records hold its sealed private part."""
        return school_key.held_here(self.db, school_key.pinned())

    def trust_key(self, key_id: str, *, by: TraineeId, by_password: str, now: datetime | None = None) -> None:
        """The head instructor accepts an instructor key (compared by fingerprint with its owner's):
        the school key signs it, and exams it signs become certificates wherever the school key is
        pinned.  Only the instructor who holds the school key on this workstation can."""
        who = self.require_instructor(by, by_password)
        school = school_key.held_here(self.db, school_key.pinned())
        if school is None or school.holder_id != who.id:
            raise NotAllowed("only the head instructor, who holds the school key, accepts a key for the school")
        with write_transaction(self.db):
            certificates.school_sign(self.db, key_id, school, by_password, who.record_name, _at(now))

    def require_instructor(self, instructor_id: TraineeId, password: str) -> Trainee:
        """The instructor, if he is one on this workstation (:meth:`instructors_here`) and
        ``password`` is his and opens his key; else :class:`NotAllowed`."""
        who = self.trainee(instructor_id)
        self._endorse_pinned_first(instructor_id, password)
        if who.role != Role.INSTRUCTOR or not who.active or not self.verify_password(instructor_id, password) \
                or not certificates.unseals(self.db, instructor_id, password) \
                or instructor_id not in self.instructors_here():
            raise NotAllowed("That is not an instructor's password.", reason="password")
        return who

    def check_instructor_password(self, password: str) -> Trainee | None:
        """The instructor here whose password this is (the exam room's lock), or None."""
        for tid in self.instructors_pinned_unendorsed():
            self._endorse_pinned_first(tid, password)
        for tid in sorted(self.instructors_here()):
            if self.trainee(tid).active and self.verify_password(tid, password) \
                    and certificates.unseals(self.db, tid, password):
                return self.trainee(tid)
        return None

    def trainee(self, trainee_id: TraineeId) -> Trainee:
        return records.get_trainee(self.db, trainee_id)

    def find_trainee(self, name: str) -> Trainee | None:
        return records.trainee_by_name(self.db, name)

    def trainees(self) -> list[Trainee]:
        return records.list_trainees(self.db)

    def set_password(self, trainee_id: TraineeId, password: str) -> None:
        """A trainee's own password (his first sign-in when the school asks for one).  Never an
        instructor's: that is :meth:`enable_instructor` (an instructor from other records), by an instructor."""
        hashed = passwords.hash_password(password)
        if self.require_active(trainee_id).role == Role.INSTRUCTOR:
            raise NotAllowed("an instructor's password is set by an instructor here (instructor area, People)")
        with write_transaction(self.db):
            records.set_password_hash(self.db, trainee_id, hashed)

    def trainee_language(self, trainee_id: TraineeId) -> str | None:
        """The language the trainee chose for the app, None before any choice (issue 19)."""
        return language.trainee_language(self.db, trainee_id)

    def set_trainee_language(self, trainee_id: TraineeId, code: str) -> None:
        with write_transaction(self.db):
            language.set_trainee_language(self.db, trainee_id, code)

    def verify_password(self, trainee_id: TraineeId, password: str) -> bool:
        return passwords.check_password(password, records.password_hash(self.db, trainee_id))

    # -- sessions and answers ----------------------------------------------------------

    def start_session(self, trainee_id: TraineeId, kind: SessionKind,
                      lesson_id: str | None = None, now: datetime | None = None) -> Session:
        kind = SessionKind(kind)
        exams.require_not_exam(kind)
        self.require_active(trainee_id)
        session = Session(SessionId(records.new_id()), trainee_id, kind, lesson_id, _at(now),
                          None)
        with write_transaction(self.db):
            records.insert_session(self.db, session)
        self._sessions[session.id] = (trainee_id, kind)
        return session

    def end_session(self, session_id: SessionId, now: datetime | None = None) -> None:
        with write_transaction(self.db):
            records.end_session(self.db, session_id, _at(now))

    def session(self, session_id: SessionId) -> Session:
        return records.get_session(self.db, session_id)

    def open_sessions_with(self, trainee_id: TraineeId, params_key: str) -> list[Session]:
        """Practice sessions never ended whose answers carry ``params_key`` in their params
        (a hand run: ``hand``), newest first: what a crash left to resume."""
        return records.open_sessions_with(self.db, trainee_id, params_key)

    def record_answer(self, session_id: SessionId, answer: Answer,
                      now: datetime | None = None) -> Attempt:
        """Store one answer and update its skill's schedule, in one committed transaction."""
        trainee_id, kind = self._session_owner(session_id)
        exams.require_not_exam(kind)
        at = _at(now)
        row = records.attempt_row(trainee_id, session_id, answer, at)
        with write_transaction(self.db):
            records.insert_attempt(self.db, row)
            schedule.review(self.db, trainee_id, answer.skill, answer.correct, answer.time_ms, at)
        return records.attempt_from_row(row)

    def record_sprint(self, session_id: SessionId, skill: Skill, items: int, limit_s: int, seconds: float,
                      right: int, score: int, now: datetime | None = None) -> SprintResult:
        """Store a finished sprint (its answers are the drill session's, stored as given)."""
        trainee_id, kind = self._session_owner(session_id)
        exams.require_not_exam(kind)
        with write_transaction(self.db):
            return sprints.insert_sprint(self.db, trainee_id, session_id, skill, items, limit_s, seconds,
                                         right, score, _at(now))

    def personal_bests(self, trainee_id: TraineeId) -> dict[Skill, SprintResult]:
        """The trainee's best sprint per skill."""
        return sprints.personal_bests(self.db, trainee_id)

    def _session_owner(self, session_id: SessionId) -> tuple[TraineeId, SessionKind]:
        if session_id not in self._sessions:
            session = records.get_session(self.db, session_id)
            self._sessions[session_id] = (session.trainee_id, session.kind)
        return self._sessions[session_id]

    def attempts(self, trainee_id: TraineeId | None = None, session_id: SessionId | None = None,
                 since: datetime | None = None, limit: int | None = None) -> list[Attempt]:
        """Answers, oldest first, filtered by trainee, session and time."""
        return records.find_attempts(self.db, trainee_id, session_id, since, limit)

    def played_hands(self, trainee_id: TraineeId) -> list[PlayedHand]:
        """The trainee's whole hands (Run the table), newest first, each with its answers in
        step order: what the instructor replays step by step."""
        return records.played_hands(self.db, trainee_id)

    # -- spaced practice ---------------------------------------------------------------

    def skill_state(self, trainee_id: TraineeId, skill: Skill,
                    now: datetime | None = None) -> SkillState:
        return schedule.skill_state(self.db, trainee_id, skill, _at(now))

    def practice_queue(self, trainee_id: TraineeId, skills: Iterable[Skill] | None = None,
                       now: datetime | None = None, limit: int | None = None) -> list[SkillState]:
        """What to practise next: due skills (weakest first), then new, then the rest.

        ``skills`` (the lessons' catalogue) restricts the queue and adds the ones never
        practised; without it only skills already practised are listed.
        """
        at = _at(now)
        states = {s.skill: s for s in schedule.skill_states(self.db, trainee_id, at)}
        if skills is not None:
            wanted = list(dict.fromkeys(skills))
            states = {k: states.get(k) or schedule.new_state(k) for k in wanted}
        ordered = schedule.practice_order(states.values(), at)
        return ordered if limit is None else ordered[:limit]

    def due_count(self, trainee_id: TraineeId, now: datetime | None = None) -> int:
        return schedule.due_count(self.db, trainee_id, _at(now))

    # -- statistics --------------------------------------------------------------------

    def skill_stats(self, trainee_id: TraineeId | None = None, since: datetime | None = None,
                    until: datetime | None = None) -> list[SkillStats]:
        """Per skill: answers, right answers, median time (class-wide if no trainee)."""
        return stats.skill_stats(self.db, trainee_id, since, until)

    def skill_trend(self, trainee_id: TraineeId | None, skill: Skill | None = None,
                    since: datetime | None = None, until: datetime | None = None,
                    period: Literal["day", "week"] = "day") -> list[TrendPoint]:
        return stats.skill_trend(self.db, trainee_id, skill, since, until, period)

    def weakest_skills(self, trainee_id: TraineeId | None, limit: int = 5,
                       since: datetime | None = None, min_attempts: int = 5) -> list[SkillStats]:
        return stats.weakest_skills(self.db, trainee_id, limit, since, min_attempts)

    def streaks(self, trainee_id: TraineeId, today: date | None = None) -> Streaks:
        return stats.streaks(self.db, trainee_id, today or date.today())

    def trainee_summaries(self, since: datetime | None = None,
                          now: datetime | None = None) -> list[TraineeSummary]:
        return stats.trainee_summaries(self.db, _at(now), since)

    def class_overview(self, since: datetime | None = None, now: datetime | None = None) -> stats.ClassOverview:
        """The instructor's class view from the aggregates: fast at a million answers."""
        return stats.class_overview(self.db, _at(now), since)

    def recent_mistakes(self, trainee_id: TraineeId | None = None,
                        limit: int = 20, skill: Skill | None = None) -> list[Attempt]:
        """Wrong drill answers, newest first (exam answers never: an exam shows no feedback)."""
        return stats.recent_mistakes(self.db, trainee_id, limit, skill)

    # -- exams -------------------------------------------------------------------------

    def start_exam(self, trainee_id: TraineeId, definition: Any, seed: int,
                   time_limit_s: int | None = None, now: datetime | None = None) -> Exam:
        """Open an exam: a snapshot of its definition, its seed, start time and time limit."""
        self.require_active(trainee_id)
        with write_transaction(self.db):
            exam = exams.start(self.db, trainee_id, definition, seed, time_limit_s, _at(now))
        self._sessions[exam.session_id] = (trainee_id, SessionKind.EXAM)
        return exam

    def record_exam_answer(self, exam_id: ExamId, answer: Answer,
                           now: datetime | None = None) -> Attempt:
        """Save an exam answer as given (chained, no schedule update); ExamClosed once submitted."""
        with write_transaction(self.db):
            return exams.record_answer(self.db, exam_id, answer, _at(now))

    def exam(self, exam_id: ExamId) -> Exam:
        return exams.get(self.db, exam_id)

    def exam_progress(self, exam_id: ExamId, now: datetime | None = None) -> ExamProgress:
        """Everything needed to resume: latest answer per item and the time left."""
        return exams.progress(self.db, exam_id, _at(now))

    def open_exams(self, trainee_id: TraineeId) -> list[Exam]:
        """Exams started and not submitted (to offer a resume after a crash)."""
        return exams.list_exams(self.db, trainee_id, open_only=True)

    def exams(self, trainee_id: TraineeId | None = None) -> list[Exam]:
        return exams.list_exams(self.db, trainee_id)

    def submit_exam(self, exam_id: ExamId, score: float, passed: bool,
                    breakdown: Sequence[SkillResult] | None = None,
                    now: datetime | None = None) -> ExamResult:
        """Close the exam; the breakdown defaults to the latest answer per item, by skill."""
        with write_transaction(self.db):
            return exams.submit(self.db, exam_id, score, passed, breakdown, _at(now))

    def exam_result(self, exam_id: ExamId) -> ExamResult | None:
        return exams.result(self.db, exam_id)

    def exam_clock(self, exam_id: ExamId) -> ExamClock | None:
        """An open exam's measured time as last kept (issue 31 item 4), or None."""
        return exams.exam_clock(self.db, exam_id)

    def keep_exam_clock(self, exam_id: ExamId, clock: ExamClock) -> None:
        with write_transaction(self.db):
            exams.keep_exam_clock(self.db, exam_id, clock)

    # -- moving and checking results ---------------------------------------------------

    def export(self, out: TextIO, format: Literal["jsonl", "csv"] = "jsonl",
               trainee_id: TraineeId | None = None,
               since: datetime | None = None, describe: export.Describe | None = None) -> ExportSummary:
        """``describe``: the words of an answer for the CSV (``trainer.training.attempt_text.csv_words``)."""
        items = export.records(self.db, trainee_id, since)
        if format == "csv":
            return export.write_csv(out, items, describe)
        return export.write_jsonl(out, items)

    def import_file(self, path: str | os.PathLike[str], regrade: importer.ResultCheck | None = None,
                    check_exam: importer.ExamCheck | None = None) -> ImportSummary:
        """Merge one export file, all or nothing; raises ImportFileError naming the line.
        ``regrade`` and ``check_exam``: the engine's checks of each exam result and exam start
        the file brings (``trainer.training.exam.regrade.import_regraded`` gives them)."""
        name = os.fspath(path)
        stage_dir = None if self.path is None else os.fspath(Path(self.path).resolve().parent)
        return importer.import_file(self.db, name, stage_dir, regrade=regrade, check_exam=check_exam)

    def verify(self, codes: Iterable[str] = ()) -> VerifyReport:
        """Recompute the exam chain; check verification codes from printed reports."""
        try:
            normalised = tuple(normalise_code(c) for c in codes)
        except ValueError as exc:
            raise StoreError(str(exc)) from None
        return verify(self.db, normalised)
