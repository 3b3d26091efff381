"""The school's own lesson and exam files on their way to every workstation (issue 35 item 4).

An instructor *publishes* a file of his school folder: his key (sealed under his password, as
for an exam signature: :mod:`.signing`) signs its name and its SHA-256, and the file waits in
``school_files_out`` for the next sync, which sends it to the server's ``school_files``.

A workstation that pulls a file takes it only when the signature verifies with an instructor key
that carries the school's signature under the school key pinned on this machine
(:func:`trainer.store.school_key.school_signed`, the test a certificate passes), and the body
hashes to the signed SHA-256.  A file sent under the sync login by anyone else — a trainee's
records, a hand-made row — has no such signature and is kept aside.  What then checks the file
itself (its name, the lesson checker) is the caller's (``install``: the store does not know the
lessons; :func:`trainer.training.school_files.install`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlite_utils import Database

from . import certificates, school_key, signing
from .chain import canonical_json
from .errors import NotAllowed
from .models import TraineeId
from .timestamps import to_text

MAX_BYTES = 10_000_000
"""What a school file may weigh (a lesson file's limit, :data:`trainer.curriculum.yamlio.LESSON_MAX_BYTES`)."""


def payload(name: str, sha256: str) -> bytes:
    """What an instructor signs: the file's name in the school folder and its content's hash."""
    return canonical_json({"signed": "school-file", "name": name, "sha256": sha256}).encode("utf-8")


def publish(db: Database, name: str, data: bytes, by: TraineeId, password: str, at: datetime) -> str:
    """Sign ``data`` (the file ``name`` of the school folder) with instructor ``by``'s key; it goes to the
    server at the next sync.  The SHA-256 signed, returned.  The caller checked he is an instructor here."""
    if len(data) > MAX_BYTES:
        raise NotAllowed(f"{name}: {len(data)} bytes, more than a school file may hold ({MAX_BYTES})")
    key = certificates.active_key(db, by)
    if key is None:
        raise NotAllowed("this instructor has no signing key on this workstation")
    key_id, sealed = key
    digest = hashlib.sha256(data).hexdigest()
    signature = signing.sign(signing.unseal(sealed, password, key_id), payload(name, digest))
    db.execute("INSERT OR IGNORE INTO school_files_out (name, sha256, body, key_id, signature, signed_at)"
               " VALUES (?, ?, ?, ?, ?, ?)", (name, digest, data, key_id, signature, to_text(at)))
    return digest


@dataclass(frozen=True)
class Pulled:
    name: str
    sha256: str
    body: bytes
    key_id: str
    signature: str

    @property
    def record(self) -> dict[str, Any]:
        """How it is named where it is kept aside (never its body)."""
        return {"type": "school_file", "id": f"{self.name[:200]} {self.sha256}", "name": self.name[:200],
                "key": self.key_id[:64]}


def signature_problem(db: Database, pulled: Pulled, pin: str | None) -> str | None:
    """None when an instructor of the school signed this very file; else why not, in words."""
    if len(pulled.body) > MAX_BYTES:
        return f"{len(pulled.body)} bytes, more than a school file may hold"
    if hashlib.sha256(pulled.body).hexdigest() != pulled.sha256:
        return "its content does not hash to the SHA-256 it was signed with"
    row = db.execute("SELECT public_key FROM instructor_keys WHERE id = ?", (pulled.key_id,)).fetchone()
    if row is None or signing.key_id_of(str(row[0])) != pulled.key_id:
        return "it is signed with a key that is no instructor's key known here"
    if not school_key.school_signed(db, pulled.key_id, pin):
        return "it is signed with a key the school key pinned here has not signed (no instructor of the school)"
    if not signing.check(str(row[0]), payload(pulled.name, pulled.sha256), pulled.signature):
        return "its signature does not verify"
    return None


def record_installed(db: Database, pulled: Pulled, at: datetime) -> None:
    """A file pulled and installed here: its name, hash and signature (what :func:`signer` reads)."""
    db.execute("INSERT OR IGNORE INTO school_files_in (name, sha256, key_id, signature, installed_at)"
               " VALUES (?, ?, ?, ?, ?)", (pulled.name, pulled.sha256, pulled.key_id, pulled.signature, to_text(at)))


def signer(db: Database, sha256: str, pin: str | None) -> str | None:
    """The instructor of the school who signed a file of this content (published here or pulled), by
    the name his key holds; None if none did.  Every signature is checked again here (a row written
    into the records file by hand verifies nothing)."""
    for name, key_id, signature in db.execute(
            "SELECT name, key_id, signature FROM school_files_out WHERE sha256 = :h UNION ALL"
            " SELECT name, key_id, signature FROM school_files_in WHERE sha256 = :h", {"h": sha256}):
        row = db.execute("SELECT owner, public_key FROM instructor_keys WHERE id = ?", (key_id,)).fetchone()
        if row is None or signing.key_id_of(str(row[1])) != key_id or not school_key.school_signed(db, key_id, pin):
            continue
        if signing.check(str(row[1]), payload(str(name), sha256), str(signature)):
            return str(row[0])
    return None
