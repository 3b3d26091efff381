"""Keys, exam signatures and what an exam result is worth (issue 16 item 2).

A result is a **certificate** only when both its signatures (at the start and at
the submission) check against a key trusted on this workstation and the records
they sign are the ones in the chain now; a result with no valid signature is
"unsigned — practice only", never a certificate.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlite_utils import Database

from . import signing
from .errors import NotAllowed, NotFound
from .models import TraineeId
from .timestamps import to_text


class Standing(StrEnum):
    CERTIFIED = "certified"  # both signatures valid, by a trusted instructor's key
    UNSIGNED = "unsigned"  # practice only
    UNTRUSTED = "untrusted"  # signed with a key no instructor here has accepted
    INVALID = "invalid"  # a signature that does not match the records: altered


@dataclass(frozen=True)
class Certificate:
    standing: Standing
    signer: str | None = None
    fingerprint: str | None = None

    def describe(self) -> str:
        if self.standing == Standing.CERTIFIED:
            return f"certified: signed by {self.signer} (key {self.fingerprint})"
        if self.standing == Standing.UNTRUSTED:
            return (f"signed by {self.signer} with a key not accepted on this workstation (key {self.fingerprint}):"
                    " an instructor here must accept it first")
        if self.standing == Standing.INVALID:
            return "its signature does not match the records: altered since it was signed — not a certificate"
        return "unsigned — practice only, not a certificate"


@dataclass(frozen=True)
class InstructorKey:
    key_id: str
    owner: str
    public_key: str
    local: bool
    trusted: bool
    retired: bool

    @property
    def fingerprint(self) -> str:
        return signing.fingerprint(self.key_id)


def make_key(db: Database, trainee_id: TraineeId, owner: str, password: str, at: datetime) -> str:
    """A new key pair for a local instructor (any older one is retired); trusted here."""
    pair = signing.new_key_pair(password)
    db.execute("UPDATE instructor_keys SET retired_at = ? WHERE trainee_id = ? AND retired_at IS NULL",
               (to_text(at), trainee_id))
    db.execute("INSERT INTO instructor_keys (id, owner, trainee_id, public_key, sealed_private, created_at,"
               " trusted_at, trusted_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
               (pair.key_id, owner, trainee_id, pair.public_key, pair.sealed_private, to_text(at), to_text(at), owner))
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


def certificate(db: Database, exam_id: str) -> Certificate:
    start, result = _hashes(db, exam_id)
    rows = {r[0]: r[1:] for r in db.execute(
        "SELECT s.kind, s.key_id, s.signature, k.public_key, k.owner, k.trusted_at FROM exam_signatures s"
        " LEFT JOIN instructor_keys k ON k.id = s.key_id WHERE s.exam_id = ?", (exam_id,))}
    if start is None or result is None or set(rows) != {"start", "result"}:
        return Certificate(Standing.UNSIGNED)
    checks = []
    for kind, (_key_id, signature, public_key, _owner, _trusted) in rows.items():
        valid = public_key is not None and signing.check(
            public_key, signing.payload(kind, exam_id, start, result), signature)
        checks.append(valid)
    if not all(checks):
        return Certificate(Standing.INVALID)
    key_id, _sig, _public, owner, trusted = rows["result"]
    standing = Standing.CERTIFIED if trusted and rows["start"][4] else Standing.UNTRUSTED
    return Certificate(standing, owner, signing.fingerprint(key_id))


def keys(db: Database) -> list[InstructorKey]:
    return [InstructorKey(r[0], r[1], r[2], r[3] is not None, r[4] is not None, r[5] is not None)
            for r in db.execute("SELECT id, owner, public_key, sealed_private, trusted_at, retired_at"
                                " FROM instructor_keys ORDER BY owner, created_at")]


def trust(db: Database, key_id: str, by: str, at: datetime) -> None:
    if db.execute("SELECT 1 FROM instructor_keys WHERE id = ?", (key_id,)).fetchone() is None:
        raise NotFound(f"no key {signing.fingerprint(key_id)}")
    db.execute("UPDATE instructor_keys SET trusted_at = ?, trusted_by = ? WHERE id = ? AND trusted_at IS NULL",
               (to_text(at), by, key_id))


# -- travelling with exports ---------------------------------------------------------------


def key_records(db: Database, owners: set[str] | None = None) -> list[dict[str, Any]]:
    """Public keys (never the sealed private key) for an export."""
    out = []
    for key_id, owner, public_key, created_at in db.execute(
            "SELECT id, owner, public_key, created_at FROM instructor_keys ORDER BY created_at, id"):
        if owners is None or owner in owners:
            out.append({"type": "instructor_key", "id": key_id, "owner": owner, "public_key": public_key,
                        "created_at": created_at})
    return out


def signature_records(db: Database, exam_id: str) -> list[dict[str, Any]]:
    return [{"type": "exam_signature", "exam": e, "kind": k, "key": key, "signature": s, "signed_at": at}
            for e, k, key, s, at in db.execute(
                "SELECT exam_id, kind, key_id, signature, signed_at FROM exam_signatures WHERE exam_id = ?"
                " ORDER BY kind DESC", (exam_id,))]


def import_key(db: Database, item: dict[str, Any]) -> bool:
    """A public key from another workstation: kept, untrusted until an instructor accepts it."""
    if signing.key_id_of(item["public_key"]) != item["id"]:
        raise ValueError(f"key {item['id'][:16]}…: its id is not its public key's fingerprint")
    cursor = db.execute("INSERT OR IGNORE INTO instructor_keys (id, owner, public_key, created_at)"
                        " VALUES (?, ?, ?, ?)", (item["id"], item["owner"], item["public_key"], item["created_at"]))
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
