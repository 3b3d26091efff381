"""The school key: the trust root that lives outside the records file (issue 31 items 1 and 2).

A trainee who can write the records file can write anything in it — a trust list, a role,
a password hash.  So nothing in the file certifies by itself.  The school has one Ed25519
key (the ``cryptography`` package).  Its private part is sealed under the head instructor's
password (the scheme of the instructors' keys, :mod:`.signing`) and kept in the records of
the workstation where the school was set up; its **fingerprint is pinned outside the file**:

1. ``$TRAINER_SCHOOL_KEY`` (the fingerprint itself), else
2. the file ``school-key`` in ``$TRAINER_CONFIG_DIR``, else in the system's configuration
   folder (``platformdirs.site_config_path``: what a workstation's installer writes, out of a
   trainee's reach), else in the user's (``user_config_path``: written at the set-up).

The school key signs instructors' public keys (an *endorsement* of kind ``school``).  A result is
a certificate only when both its signatures verify with instructor keys whose school signature
verifies with the pinned key (:func:`trainer.store.certificates.certificate`); the fingerprint is
printed on the PDF report and by ``trainer results verify --code``, so anyone can compare it
with the one the school publishes.

Roles are checked the same way: an instructor is *enabled here* — may sign in, close the kiosk,
create instructors, sign — only when his local key (made on this workstation, sealed under his
password) is endorsed by the pinned school key, by an instructor enabled here (``instructor``:
he typed his own password to enable him), or — on a workstation whose school key is elsewhere —
as its sole first instructor (``first``).  A role written into the file, an instructor who came
by import or sync, a key inserted with ``trusted_at`` set: none of them is endorsed.

The school key is made by the first-instructor path (the first person of empty records, never
in the exam-room mode) when no school key is pinned on the machine yet; the pin is then written
to the user's configuration folder.  ``trainer results school-key`` shows and pins it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from . import signing
from .chain import canonical_json
from .errors import StoreError
from .models import TraineeId
from .timestamps import to_text

PIN_ENV = "TRAINER_SCHOOL_KEY"
CONFIG_ENV = "TRAINER_CONFIG_DIR"
PIN_FILE = "school-key"
APP_NAME = "trainer"
MIN_PIN_HEX = 32
"""A pin names at least the first 128 bits of the key's SHA-256 (what :func:`signing.fingerprint` shows)."""
MAX_CHAIN = 16
"""Endorsements followed from a root at most (instructor enabling instructor enabling …)."""


class PinError(StoreError):
    """A pin that is not a fingerprint, or one that would replace another."""


# -- the pin -----------------------------------------------------------------------------------


def normalise_pin(text: str) -> str:
    """A fingerprint as typed (spaces, colons, any case) -> lower-case hex; PinError if it is none."""
    cleaned = re.sub(r"[\s:-]", "", text).lower()
    if not re.fullmatch(rf"[0-9a-f]{{{MIN_PIN_HEX},64}}", cleaned):
        raise PinError(f"{text.strip()[:80]!r} is not a school key fingerprint (at least {MIN_PIN_HEX} hex digits)")
    return cleaned


def pin_files(environ: Mapping[str, str] = os.environ) -> list[Path]:
    """Where a pin file is looked for, first found first."""
    if environ.get(CONFIG_ENV):
        return [Path(environ[CONFIG_ENV]) / PIN_FILE]
    from platformdirs import site_config_path, user_config_path

    return [site_config_path(APP_NAME, appauthor=False) / PIN_FILE,
            user_config_path(APP_NAME, appauthor=False) / PIN_FILE]


def pinned(environ: Mapping[str, str] = os.environ) -> str | None:
    """The pinned school key fingerprint (hex), or None when this machine pins none."""
    if environ.get(PIN_ENV):
        return normalise_pin(environ[PIN_ENV])
    for path in pin_files(environ):
        try:
            text = path.read_text(encoding="utf-8").strip()
        except OSError:
            continue
        if text:
            try:
                return normalise_pin(text.splitlines()[0])
            except PinError:
                raise PinError(f"{path}: {text.splitlines()[0][:80]!r} is not a school key fingerprint") from None
    return None


def pin_source(environ: Mapping[str, str] = os.environ) -> str | None:
    """Where the pin was read from, for messages."""
    if environ.get(PIN_ENV):
        return f"${PIN_ENV}"
    for path in pin_files(environ):
        if path.is_file() and path.read_text(encoding="utf-8").strip():
            return str(path)
    return None


def matches(pin: str | None, key_id: str) -> bool:
    return pin is not None and key_id.lower().startswith(pin)


def write_pin(key_id: str, environ: Mapping[str, str] = os.environ, *, replace: bool = False) -> Path:
    """Pin ``key_id`` in the (first writable) configuration folder; never silently over another pin."""
    current = pinned(environ)
    if current is not None and not matches(current, key_id) and not replace:
        raise PinError(f"this machine already pins another school key ({school_fingerprint(current)}, "
                       f"{pin_source(environ)})")
    target = pin_files(environ)[-1]
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        temp = target.with_suffix(".partial")
        temp.write_text(key_id + "\n", encoding="utf-8")
        os.replace(temp, target)
    except OSError as exc:
        raise PinError(f"{target}: the school key could not be pinned ({exc.strerror or exc})") from None
    return target


def school_fingerprint(key_id: str) -> str:
    """The whole fingerprint in groups of four, as printed and published: 16 groups of the
    SHA-256 of the school's public key (a pin of only the first 8 groups still matches)."""
    head = key_id.upper()
    return " ".join(head[i:i + 4] for i in range(0, len(head), 4))


# -- the school key in the records ---------------------------------------------------------------


@dataclass(frozen=True)
class SchoolKey:
    key_id: str
    public_key: str
    sealed_private: str | None
    holder_id: TraineeId | None

    @property
    def fingerprint(self) -> str:
        return school_fingerprint(self.key_id)


def make(db: Database, holder: TraineeId, password: str, at: datetime) -> SchoolKey:
    """A new school key, its private part sealed under ``password`` (the head instructor's)."""
    pair = signing.new_key_pair(password)
    db.execute("INSERT INTO school_key (id, public_key, sealed_private, holder_id, created_at) VALUES (?, ?, ?, ?, ?)",
               (pair.key_id, pair.public_key, pair.sealed_private, holder, to_text(at)))
    return SchoolKey(pair.key_id, pair.public_key, pair.sealed_private, holder)


def held_here(db: Database, pin: str | None) -> SchoolKey | None:
    """The pinned school key, if these records hold its sealed private part."""
    for key_id, public, sealed, holder in db.execute(
            "SELECT id, public_key, sealed_private, holder_id FROM school_key WHERE sealed_private IS NOT NULL"):
        if matches(pin, str(key_id)) and signing.key_id_of(str(public)) == key_id:
            return SchoolKey(str(key_id), str(public), str(sealed), holder)
    return None


def any_here(db: Database) -> bool:
    return db.execute("SELECT 1 FROM school_key LIMIT 1").fetchone() is not None


# -- endorsements -------------------------------------------------------------------------------


def key_payload(key_id: str, owner: str, public_key: str) -> bytes:
    """What an endorsement signs: the instructor's key, bound to its owner's name."""
    return canonical_json({"signed": "instructor-key", "key": key_id, "owner": owner,
                           "public_key": public_key}).encode("utf-8")


def _key(db: Database, key_id: str) -> tuple[str, str]:
    row = db.execute("SELECT owner, public_key FROM instructor_keys WHERE id = ?", (key_id,)).fetchone()
    if row is None:
        raise StoreError(f"no key {signing.fingerprint(key_id)}")
    return str(row[0]), str(row[1])


def endorse(db: Database, key_id: str, kind: str, by_key: str, by_public: str, private: Any, at: datetime) -> None:
    """Sign instructor key ``key_id`` with ``private`` (the school's, an instructor's, or its own)."""
    owner, public = _key(db, key_id)
    signature = signing.sign(private, key_payload(key_id, owner, public))
    db.execute("INSERT OR IGNORE INTO key_endorsements (key_id, by_key, by_public, kind, signature, signed_at)"
               " VALUES (?, ?, ?, ?, ?, ?)", (key_id, by_key, by_public, kind, signature, to_text(at)))


def _valid(owner: str, public: str, key_id: str, by_key: str, by_public: str, signature: str) -> bool:
    return (signing.key_id_of(public) == key_id and signing.key_id_of(by_public) == by_key
            and signing.check(by_public, key_payload(key_id, owner, public), signature))


def school_signed(db: Database, key_id: str, pin: str | None) -> bool:
    """``key_id`` carries a school signature that verifies with the pinned school key."""
    if pin is None:
        return False
    for by_key, by_public, signature, owner, public in db.execute(
            "SELECT e.by_key, e.by_public, e.signature, k.owner, k.public_key FROM key_endorsements e"
            " JOIN instructor_keys k ON k.id = e.key_id WHERE e.key_id = ? AND e.kind = 'school'", (key_id,)):
        if matches(pin, str(by_key)) and _valid(owner, public, key_id, by_key, by_public, signature):
            return True
    return False


def school_record(db: Database, key_id: str) -> dict[str, str] | None:
    """The key's school signature as it travels with the key in an export (None if it has none)."""
    row = db.execute("SELECT by_public, signature, signed_at FROM key_endorsements WHERE key_id = ?"
                     " AND kind = 'school' ORDER BY signed_at LIMIT 1", (key_id,)).fetchone()
    return None if row is None else {"school_key": row[0], "school_signature": row[1], "school_signed_at": row[2]}


def import_school_signature(db: Database, key_id: str, item: dict[str, Any]) -> bool:
    """A school signature that came with a key: kept only if it verifies (whichever school's it is:
    the pin decides, when a certificate is read, whether that school is this workstation's)."""
    public, signature = item.get("school_key"), item.get("school_signature")
    if not isinstance(public, str) or not isinstance(signature, str):
        return False
    owner, key_public = _key(db, key_id)
    try:
        by_key = signing.key_id_of(public)
    except ValueError:
        raise ValueError(f"key {key_id[:16]}…: its school key is not a public key") from None
    if not _valid(owner, key_public, key_id, by_key, public, signature):
        raise ValueError(f"key {key_id[:16]}…: its school signature does not verify")
    signed_at = item.get("school_signed_at") or item.get("created_at")
    cursor = db.execute("INSERT OR IGNORE INTO key_endorsements (key_id, by_key, by_public, kind, signature,"
                        " signed_at) VALUES (?, ?, ?, 'school', ?, ?)", (key_id, by_key, public, signature, signed_at))
    return bool(cursor.rowcount)


# -- who is an instructor here -------------------------------------------------------------------


def enabled_keys(db: Database, pin: str | None) -> set[str]:
    """The local instructor keys (any, retired too) that chain to a root: the pinned school key,
    or the one first instructor of a workstation that does not hold the school key."""
    local: dict[str, tuple[str, str]] = {}
    for key_id, owner, public in db.execute(
            "SELECT k.id, k.owner, k.public_key FROM instructor_keys k JOIN trainees t ON t.id = k.trainee_id"
            " WHERE t.role = 'instructor' AND k.sealed_private IS NOT NULL"):
        local[str(key_id)] = (str(owner), str(public))
    edges: list[tuple[str, str, str]] = []  # (key, kind, by)
    for key_id, by_key, by_public, kind, signature in db.execute(
            "SELECT key_id, by_key, by_public, kind, signature FROM key_endorsements"):
        if key_id in local and _valid(*local[key_id], key_id, by_key, by_public, signature):
            edges.append((str(key_id), str(kind), str(by_key)))
    enabled = {k for k, kind, by in edges if kind == "school" and matches(pin, by)}
    firsts = {k for k, kind, by in edges if kind == "first" and by == k}
    if len(firsts) == 1 and held_here(db, pin) is None:
        enabled |= firsts
    for _round in range(MAX_CHAIN):
        more = {k for k, kind, by in edges if kind == "instructor" and by in enabled} - enabled
        if not more:
            break
        enabled |= more
    return enabled


def enabled_instructors(db: Database, pin: str | None) -> set[TraineeId]:
    """Instructors whose current key is enabled here: the only ones who act as instructors."""
    keys = enabled_keys(db, pin)
    return {TraineeId(tid) for tid, key_id in db.execute(
        "SELECT trainee_id, id FROM instructor_keys WHERE retired_at IS NULL AND sealed_private IS NOT NULL"
        " AND trainee_id IS NOT NULL") if key_id in keys}


def unendorsed_instructors(db: Database, pin: str | None) -> list[str]:
    """Names marked instructor in the file that nothing here makes one: an instructor who came
    from another workstation and is not enabled yet, or a role written into the file."""
    enabled = enabled_instructors(db, pin)
    return [str(name) for tid, name in db.execute(
        "SELECT id, name FROM trainees WHERE role = 'instructor' ORDER BY name") if TraineeId(tid) not in enabled]


def forged_roles(db: Database) -> list[str]:
    """Instructors in the file with no key of any kind behind them (not even one from another
    workstation): a role the program never gave (``UPDATE trainees SET role = 'instructor'``,
    or an import that says so).  A key belongs to the trainee it was made for here, or, from
    another workstation, to its owner as the school knows him: a trainee a pull named
    ``Sam [e8d468]`` (another Sam was here first) is the school's Sam of that id (N1)."""
    from .records import school_name

    made_for = {tid for (tid,) in db.execute("SELECT trainee_id FROM instructor_keys WHERE trainee_id IS NOT NULL")}
    owners = {str(owner) for (owner,) in db.execute("SELECT owner FROM instructor_keys")}
    return [str(name) for tid, name, school_id in db.execute(
        "SELECT t.id, t.name, s.school_id FROM trainees t LEFT JOIN school_trainees s ON s.trainee_id = t.id"
        " WHERE t.role = 'instructor' ORDER BY t.name")
        if tid not in made_for and school_name(str(name), school_id) not in owners]
