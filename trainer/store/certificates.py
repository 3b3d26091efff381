"""Keys, exam signatures and what an exam result is worth (issue 16 item 2, issue 31).

A result is a **certificate** only when

- the exam's start and result records, recomputed from the ``exams`` and ``attempts`` rows now,
  are the ones the chain recorded (a row altered in the file is "invalid", issue 31 X9);
- both its signatures (the instructor who opened the exam, the one who signed its result) verify
  with their instructor keys;
- each of those keys carries the school's signature, made by the school key whose fingerprint is
  pinned outside the records file (:mod:`.school_key`; X10: a key put into ``instructor_keys``
  with ``trusted_at`` set, or a password hash swapped, certifies nothing).

A result with no valid signature is "unsigned — practice only", never a certificate.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlite_utils import Database

from . import chain, school_key, signing
from .errors import NotAllowed, NotFound
from .models import TraineeId
from .timestamps import to_text


class Standing(StrEnum):
    CERTIFIED = "certified"  # both signatures valid, by instructor keys the pinned school key signed
    UNSIGNED = "unsigned"  # practice only
    UNTRUSTED = "untrusted"  # signed with a key the school (pinned here) has not signed
    INVALID = "invalid"  # a signature or a record that does not match: altered


@dataclass(frozen=True)
class Certificate:
    standing: Standing
    signer: str | None = None
    """Who signed the result."""
    fingerprint: str | None = None
    """The result signer's key."""
    opener: str | None = None
    """Who signed the exam's start (opened it)."""
    school: str | None = None
    """The school key's fingerprint the certificate chains to (the pinned one), grouped."""
    pinned_in: str | None = None
    """Where that pin was read, when not the system's folder (issue 31 N5: the user's own folder or
    the environment, which a trainee may be able to rewrite); None: the system's."""

    def describe(self) -> str:
        if self.standing == Standing.CERTIFIED:
            return (f"certified: opened by {self.opener}, result signed by {self.signer} (key {self.fingerprint});"
                    f" school key {self.school}" + self.pin_caveat())
        if self.standing == Standing.UNTRUSTED:
            school = (f"the school key pinned here ({self.school})" if self.school
                      else "a school key (none is pinned on this workstation)")
            return (f"signed (opened by {self.opener}, result by {self.signer}, key {self.fingerprint}) with a key"
                    f" {school} has not signed: not a certificate")
        if self.standing == Standing.INVALID:
            return "invalid: its records or signatures do not match, altered since it was signed — not a certificate"
        return "unsigned — practice only, not a certificate"

    def pin_caveat(self) -> str:
        if self.pinned_in is None:
            return ""
        return (f" (pinned only in {self.pinned_in}, not in the system folder: not out of a trainee's reach;"
                f" compare the school key with the one the school publishes)")


@dataclass(frozen=True)
class InstructorKey:
    key_id: str
    owner: str
    public_key: str
    local: bool
    trusted: bool
    """Signed by the school key pinned on this workstation."""
    retired: bool

    @property
    def fingerprint(self) -> str:
        return signing.fingerprint(self.key_id)


def make_key(db: Database, trainee_id: TraineeId, owner: str, password: str, at: datetime) -> str:
    """A new key pair for a local instructor (any older one is retired).  It certifies once the
    school key signs it, and acts here once an instructor here or the school endorses it."""
    pair = signing.new_key_pair(password)
    db.execute("UPDATE instructor_keys SET retired_at = ? WHERE trainee_id = ? AND retired_at IS NULL",
               (to_text(at), trainee_id))
    db.execute("INSERT INTO instructor_keys (id, owner, trainee_id, public_key, sealed_private, created_at)"
               " VALUES (?, ?, ?, ?, ?, ?)",
               (pair.key_id, owner, trainee_id, pair.public_key, pair.sealed_private, to_text(at)))
    return pair.key_id


def active_key(db: Database, trainee_id: TraineeId) -> tuple[str, str] | None:
    """(key id, sealed private key) of a local instructor's current key."""
    row = db.execute("SELECT id, sealed_private FROM instructor_keys WHERE trainee_id = ? AND retired_at IS NULL"
                     " AND sealed_private IS NOT NULL", (trainee_id,)).fetchone()
    return None if row is None else (str(row[0]), str(row[1]))


def _hashes(db: Database, exam_id: str) -> tuple[str | None, str | None]:
    rows = dict(db.execute("SELECT kind, content_hash FROM chain WHERE exam_id = ? AND record_id = ?"
                           " AND kind IN ('exam-start', 'exam-result')", (exam_id, exam_id)).fetchall())
    return rows.get("exam-start"), rows.get("exam-result")


def sign(db: Database, exam_id: str, kind: str, trainee_id: TraineeId, password: str, at: datetime) -> None:
    """Sign the exam's start (``kind='start'``) or its result with the instructor's key."""
    key = active_key(db, trainee_id)
    if key is None:
        raise NotAllowed("this instructor has no signing key on this workstation")
    key_id, sealed = key
    private = signing.unseal(sealed, password, key_id)
    start, result = _hashes(db, exam_id)
    if start is None:
        raise NotFound(f"no exam {exam_id}")
    if kind == "result" and result is None:
        raise NotAllowed(f"exam {exam_id} has not been submitted: its result cannot be signed yet")
    signature = signing.sign(private, signing.payload(kind, exam_id, start, result))
    db.execute("INSERT INTO exam_signatures (exam_id, kind, key_id, signature, signed_at) VALUES (?, ?, ?, ?, ?)",
               (exam_id, kind, key_id, signature, to_text(at)))


def records_match(db: Database, exam_id: str, start: str, result: str) -> bool:
    """The exam's start, answers and result as the rows hold them now hash to what the chain
    recorded (issue 31 X9: a row altered in the file, its trigger dropped and re-made, is caught)."""
    rows = list(db.query(chain.EXAM_SQL + " WHERE e.id = ?", [exam_id]))
    if not rows or chain.content_hash(chain.start_content(rows[0])) != start:
        return False
    answers = sorted(chain.content_hash(chain.attempt_content(a))
                     for a in db.query(chain.EXAM_ATTEMPT_SQL + " WHERE e.id = ?", [exam_id]))
    if answers != sorted(chain.chained_attempt_hashes(db, exam_id)):
        return False
    exam = rows[0]
    return result in (chain.content_hash(chain.result_content(exam, answers, start)),
                      chain.content_hash(chain.result_content(exam, answers)))  # chained before results held the start


def certificate(db: Database, exam_id: str, pins: school_key.Pins | str | None = None) -> Certificate:
    """What the result is worth on this workstation; ``pins``: what is pinned outside the records
    (:func:`school_key.pins`; a fingerprint alone is taken as the system folder's)."""
    if isinstance(pins, school_key.Pins):
        pin, pinned_in = pins.school, (None if pins.school_system else pins.school_from)
    else:
        pin, pinned_in = pins, None
    start, result = _hashes(db, exam_id)
    rows = {r[0]: r[1:] for r in db.execute(
        "SELECT s.kind, s.key_id, s.signature, k.public_key, k.owner FROM exam_signatures s"
        " LEFT JOIN instructor_keys k ON k.id = s.key_id WHERE s.exam_id = ?", (exam_id,))}
    if start is None or result is None or set(rows) != {"start", "result"}:
        return Certificate(Standing.UNSIGNED)
    for kind, (key_id, signature, public_key, _owner) in rows.items():
        if public_key is None or signing.key_id_of(public_key) != key_id or not signing.check(
                public_key, signing.payload(kind, exam_id, start, result), signature):
            return Certificate(Standing.INVALID)
    if not records_match(db, exam_id, start, result):
        return Certificate(Standing.INVALID)
    key_id, _sig, _public, owner = rows["result"]
    opener = rows["start"][3]
    school = None if pin is None else school_key.school_fingerprint(pin)
    signed = all(school_key.school_signed(db, rows[k][0], pin) for k in ("start", "result"))
    return Certificate(Standing.CERTIFIED if signed else Standing.UNTRUSTED, owner, signing.fingerprint(key_id),
                       opener, school, pinned_in if signed else None)


def keys(db: Database, pin: str | None = None) -> list[InstructorKey]:
    return [InstructorKey(r[0], r[1], r[2], r[3] is not None, school_key.school_signed(db, r[0], pin), r[4] is not None)
            for r in db.execute("SELECT id, owner, public_key, sealed_private, retired_at"
                                " FROM instructor_keys ORDER BY owner, created_at")]


def school_sign(db: Database, key_id: str, school: school_key.SchoolKey, password: str, by: str,
                at: datetime) -> None:
    """The head instructor's school key signs instructor key ``key_id`` (he typed its password)."""
    if db.execute("SELECT 1 FROM instructor_keys WHERE id = ?", (key_id,)).fetchone() is None:
        raise NotFound(f"no key {signing.fingerprint(key_id)}")
    private = signing.unseal(str(school.sealed_private), password, school.key_id)
    school_key.endorse(db, key_id, "school", school.key_id, school.public_key, private, at)
    db.execute("UPDATE instructor_keys SET trusted_at = ?, trusted_by = ? WHERE id = ? AND trusted_at IS NULL",
               (to_text(at), by, key_id))


def enable(db: Database, key_id: str, by: TraineeId, password: str, at: datetime) -> None:
    """Instructor ``by`` (his ``password``) enables a local instructor key with his own key."""
    mine = active_key(db, by)
    if mine is None:
        raise NotAllowed("this instructor has no signing key on this workstation")
    own_id, sealed = mine
    private = signing.unseal(sealed, password, own_id)
    public = db.execute("SELECT public_key FROM instructor_keys WHERE id = ?", (own_id,)).fetchone()[0]
    school_key.endorse(db, key_id, "instructor", own_id, str(public), private, at)


def endorse_first(db: Database, key_id: str, password: str, at: datetime) -> None:
    """The first instructor of these records: his key endorses itself (a root only for a key pinned
    outside the file as these records' first instructor's: :func:`school_key.enabled_keys`)."""
    sealed, public = db.execute("SELECT sealed_private, public_key FROM instructor_keys WHERE id = ?",
                                (key_id,)).fetchone()
    school_key.endorse(db, key_id, "first", key_id, str(public), signing.unseal(str(sealed), password, key_id), at)


def unseals(db: Database, trainee_id: TraineeId, password: str) -> bool:
    """``password`` opens the instructor's own key here: a password hash swapped in the file does not."""
    key = active_key(db, trainee_id)
    if key is None:
        return False
    try:
        signing.unseal(key[1], password, key[0])
    except NotAllowed:
        return False
    return True


# -- travelling with exports ---------------------------------------------------------------


def key_records(db: Database, owners: set[str] | None = None) -> list[dict[str, Any]]:
    """Public keys (never the sealed private key) for an export, each with its school signature."""
    out = []
    for key_id, owner, public_key, created_at in db.execute(
            "SELECT id, owner, public_key, created_at FROM instructor_keys ORDER BY created_at, id"):
        if owners is None or owner in owners:
            record = {"type": "instructor_key", "id": key_id, "owner": owner, "public_key": public_key,
                      "created_at": created_at}
            record.update(school_key.school_record(db, key_id) or {})
            out.append(record)
    return out


def signature_records(db: Database, exam_id: str) -> list[dict[str, Any]]:
    return [{"type": "exam_signature", "exam": e, "kind": k, "key": key, "signature": s, "signed_at": at}
            for e, k, key, s, at in db.execute(
                "SELECT exam_id, kind, key_id, signature, signed_at FROM exam_signatures WHERE exam_id = ?"
                " ORDER BY kind DESC", (exam_id,))]


def import_key(db: Database, item: dict[str, Any]) -> bool:
    """A public key from another workstation, with the school signature it carries (kept only if
    it verifies).  It is never a local key: nobody signs in or signs exams with it here."""
    if signing.key_id_of(item["public_key"]) != item["id"]:
        raise ValueError(f"key {item['id'][:16]}…: its id is not its public key's fingerprint")
    cursor = db.execute("INSERT OR IGNORE INTO instructor_keys (id, owner, public_key, created_at)"
                        " VALUES (?, ?, ?, ?)", (item["id"], item["owner"], item["public_key"], item["created_at"]))
    school_key.import_school_signature(db, item["id"], item)
    return bool(cursor.rowcount)


def import_signature(db: Database, item: dict[str, Any]) -> None:
    here = db.execute("SELECT signature FROM exam_signatures WHERE exam_id = ? AND kind = ?",
                      (item["exam"], item["kind"])).fetchone()
    if here is not None:
        if here[0] != item["signature"]:
            raise ValueError(f"exam {item['exam']}: its {item['kind']} signature differs from the one here")
        return
    db.execute("INSERT INTO exam_signatures (exam_id, kind, key_id, signature, signed_at) VALUES (?, ?, ?, ?, ?)",
               (item["exam"], item["kind"], item["key"], item["signature"], item["signed_at"]))
