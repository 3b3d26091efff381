"""The school key: the trust root that lives outside the records file (issue 31 items 1 and 2).

A trainee who can write the records file can write anything in it — a trust list, a role,
a password hash, a key that endorses itself.  So nothing in the file certifies, or makes an
instructor, by itself.  The school has one Ed25519 key (the ``cryptography`` package).  Its
private part is sealed under the head instructor's password (the scheme of the instructors' keys,
:mod:`.signing`) and kept in the records of the workstation where the school was set up; its
**fingerprint is pinned outside the file**, in a file ``school-key``:

1. in the system's configuration folder (``platformdirs.site_config_path``, ``/etc/xdg/trainer``
   on Linux; ``$TRAINER_SYSTEM_CONFIG_DIR`` names another): what a workstation's installer writes
   as the administrator (``trainer results school-key --system --pin FINGERPRINT``), out of a
   trainee's reach.  A pin there is never overridden, not by the environment nor by the user's
   folder;
2. else ``$TRAINER_SCHOOL_KEY`` (the fingerprint itself);
3. else in the user's configuration folder (``platformdirs.user_config_path``;
   ``$TRAINER_CONFIG_DIR`` names another): written at the set-up and by ``trainer results
   school-key --pin``.  A trainee who can write the records file can usually write there too,
   so the app says so wherever trust rests on it (:func:`trust_notes`, a certificate's standing,
   ``trainer results verify --code``).

Beside it, the file ``first-instructors`` pins the key of each workstation's **first
instructor** (issue 31 X10′): one line per key, its fingerprint and the records file it was made
in.  The set-up writes it (the user's folder); the installer may copy it to the system folder
(``trainer results school-key --system --first-instructor FINGERPRINT --db PATH``).  For a records
file named by a first-instructor pin of the system folder, the user's folder's are not read.

The school key signs instructors' public keys (an *endorsement* of kind ``school``).  A result is
a certificate only when both its signatures verify with instructor keys whose school signature
verifies with the pinned key (:func:`trainer.store.certificates.certificate`); the fingerprint is
printed on the PDF report and by ``trainer results verify --code``, so anyone can compare it
with the one the school publishes.

Roles are checked the same way: an instructor is *enabled here* — may sign in, close the kiosk,
create instructors, sign — only when his local key (made on this workstation, sealed under his
password) is endorsed by the pinned school key, by an instructor enabled here (``instructor``:
he typed his own password to enable him), or by itself as a first instructor (``first``) **whose
key is pinned outside the file**.  A role written into the file, an instructor who came by
import or sync, a key inserted with ``trusted_at`` set, a self-endorsed key nobody pinned: none
of them is enabled, and :func:`trust_problems` (``trainer results verify``) names each, and a
pinned first instructor whose endorsement was deleted from the file.

The first-instructor path (:func:`first_path_open`) is open while no instructor is enabled here
and no first-instructor pin names these records — never in the exam-room mode (the store's
``exam_room``).  It makes the school key too when no school key is pinned on the machine yet.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
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
"""The user's configuration folder, if not platformdirs' (the tests give each test its own)."""
SYSTEM_CONFIG_ENV = "TRAINER_SYSTEM_CONFIG_DIR"
"""The system's configuration folder, if not platformdirs' ``site_config_path``."""
PIN_FILE = "school-key"
FIRST_FILE = "first-instructors"
APP_NAME = "trainer"
MIN_PIN_HEX = 32
"""A pin names at least the first 128 bits of the key's SHA-256 (what :func:`signing.fingerprint` shows)."""
MAX_CHAIN = 16
"""Endorsements followed from a root at most (instructor enabling instructor enabling …)."""


class PinError(StoreError):
    """A pin that is not a fingerprint, or one that would replace another."""


# -- the pins ----------------------------------------------------------------------------------


def normalise_pin(text: str) -> str:
    """A fingerprint as typed (spaces, colons, any case) -> lower-case hex; PinError if it is none."""
    cleaned = re.sub(r"[\s:-]", "", text).lower()
    if not re.fullmatch(rf"[0-9a-f]{{{MIN_PIN_HEX},64}}", cleaned):
        raise PinError(f"{text.strip()[:80]!r} is not a school key fingerprint (at least {MIN_PIN_HEX} hex digits)")
    return cleaned


def system_folder(environ: Mapping[str, str] = os.environ) -> Path:
    """The system's configuration folder: the installer's (the administrator's), not a trainee's."""
    if environ.get(SYSTEM_CONFIG_ENV):
        return Path(environ[SYSTEM_CONFIG_ENV])
    from platformdirs import site_config_path

    return site_config_path(APP_NAME, appauthor=False)


def user_folder(environ: Mapping[str, str] = os.environ) -> Path:
    """The user's own configuration folder."""
    if environ.get(CONFIG_ENV):
        return Path(environ[CONFIG_ENV])
    from platformdirs import user_config_path

    return user_config_path(APP_NAME, appauthor=False)


def pin_files(environ: Mapping[str, str] = os.environ) -> list[Path]:
    """Where a school key pin file is looked for, first found first: the system's, the user's."""
    return [system_folder(environ) / PIN_FILE, user_folder(environ) / PIN_FILE]


@dataclass(frozen=True)
class FirstPin:
    """A first instructor's key pinned outside the records file."""

    key: str
    """Its fingerprint (hex, at least 128 bits)."""
    records: str
    """The records file it was made in (absolute path; empty: records with no file)."""
    system: bool
    """Read from the system's folder."""
    where: str


@dataclass(frozen=True)
class Pins:
    """What this machine pins outside the records file."""

    school: str | None = None
    """The school key's fingerprint (hex)."""
    school_from: str | None = None
    """Where it was read: a file, or ``$TRAINER_SCHOOL_KEY``."""
    school_system: bool = False
    """Read from the system's folder (out of a trainee's reach)."""
    firsts: tuple[FirstPin, ...] = field(default=())

    def firsts_for(self, records: Path | None, local_keys: Iterable[str]) -> tuple[FirstPin, ...]:
        """The first-instructor pins that count for these records: the system folder's alone
        when one of them names these records (their file, or a key made in them), else all."""
        local = list(local_keys)
        here = _records_name(records)

        def names_these(p: FirstPin) -> bool:
            return (bool(here) and p.records == here) or any(k.startswith(p.key) for k in local)

        system = tuple(p for p in self.firsts if p.system)
        if any(names_these(p) for p in system):
            return system
        return self.firsts

    def names(self, records: Path | None, local_keys: Iterable[str]) -> bool:
        """A first-instructor pin (either folder's) names these records: their file or a key made in them."""
        here = _records_name(records)
        local = list(local_keys)
        return any((bool(here) and p.records == here) or any(k.startswith(p.key) for k in local)
                   for p in self.firsts)

    def system_only(self) -> Pins:
        """Only what the system folder pins (what holds even if the user's folder was rewritten)."""
        return Pins(self.school if self.school_system else None, self.school_from if self.school_system else None,
                    self.school_system, tuple(p for p in self.firsts if p.system))


def _records_name(records: Path | None) -> str:
    return "" if records is None else str(Path(records).resolve())


def _read_school_pin(path: Path) -> str | None:
    try:
        text = path.read_text(encoding="utf-8").strip()
    except OSError:
        return None
    if not text:
        return None
    try:
        return normalise_pin(text.splitlines()[0])
    except PinError:
        raise PinError(f"{path}: {text.splitlines()[0][:80]!r} is not a school key fingerprint") from None


def _read_first_pins(path: Path, system: bool) -> list[FirstPin]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return []
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _sep, records = line.partition("\t")
        try:
            out.append(FirstPin(normalise_pin(key), records.strip(), system, str(path)))
        except PinError:
            raise PinError(f"{path}:{number}: {key[:80]!r} is not a key fingerprint") from None
    return out


def pins(environ: Mapping[str, str] = os.environ) -> Pins:
    """What this machine pins: the school key (the system folder's first, never overridden) and
    the first instructors' keys."""
    system, user = system_folder(environ), user_folder(environ)
    firsts = tuple(_read_first_pins(system / FIRST_FILE, True) + _read_first_pins(user / FIRST_FILE, False))
    found = _read_school_pin(system / PIN_FILE)
    if found is not None:
        return Pins(found, str(system / PIN_FILE), True, firsts)
    if environ.get(PIN_ENV):
        return Pins(normalise_pin(environ[PIN_ENV]), f"${PIN_ENV}", False, firsts)
    found = _read_school_pin(user / PIN_FILE)
    if found is not None:
        return Pins(found, str(user / PIN_FILE), False, firsts)
    return Pins(None, None, False, firsts)


def pinned(environ: Mapping[str, str] = os.environ) -> str | None:
    """The pinned school key fingerprint (hex), or None when this machine pins none."""
    return pins(environ).school


def pin_source(environ: Mapping[str, str] = os.environ) -> str | None:
    """Where the pin was read from, for messages."""
    return pins(environ).school_from


def matches(pin: str | None, key_id: str) -> bool:
    return pin is not None and key_id.lower().startswith(pin)


def _write(target: Path, text: str, system: bool, what: str) -> Path:
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        temp = target.with_name(target.name + ".partial")
        temp.write_text(text, encoding="utf-8")
        os.replace(temp, target)
    except OSError as exc:
        hint = ("; the system folder is the administrator's: run it as the administrator (sudo)"
                if system and isinstance(exc, PermissionError) else "")
        raise PinError(f"{target}: {what} could not be pinned ({exc.strerror or exc}){hint}") from None
    return target


def write_pin(key_id: str, environ: Mapping[str, str] = os.environ, *, replace: bool = False,
              system: bool = False) -> Path:
    """Pin ``key_id`` in the user's folder (``system``: the system's); never silently over another
    pin, and never in the user's folder against the system's."""
    current = pins(environ)
    if system:
        target = system_folder(environ) / PIN_FILE
        there = _read_school_pin(target)
        if there is not None and not matches(there, key_id) and not replace:
            raise PinError(f"the system folder already pins another school key ({school_fingerprint(there)}, "
                           f"{target})")
        return _write(target, key_id + "\n", True, "the school key")
    if current.school_system:
        if matches(current.school, key_id):
            return Path(str(current.school_from))  # pinned already, out of a trainee's reach
        raise PinError(f"the system folder pins another school key ({school_fingerprint(str(current.school))}, "
                       f"{current.school_from}): a pin in the user's folder would not count")
    if current.school is not None and not matches(current.school, key_id) and not replace:
        raise PinError(f"this machine already pins another school key ({school_fingerprint(current.school)}, "
                       f"{current.school_from})")
    return _write(user_folder(environ) / PIN_FILE, key_id + "\n", False, "the school key")


def write_first_pin(key_id: str, records: Path | None, environ: Mapping[str, str] = os.environ, *,
                    system: bool = False) -> Path:
    """Pin a first instructor's key (made in ``records``) in the user's folder (``system``: the system's)."""
    target = (system_folder(environ) if system else user_folder(environ)) / FIRST_FILE
    here = _records_name(records)
    known = _read_first_pins(target, system)
    if any(key_id.startswith(p.key) and p.records == here for p in known):
        return target
    try:
        before = target.read_text(encoding="utf-8")
    except FileNotFoundError:
        before = "# first instructors' keys (trainer, issue 31): fingerprint<TAB>records file\n"
    except OSError as exc:
        raise PinError(f"{target}: the first instructor's key could not be pinned ({exc.strerror or exc})") from None
    if before and not before.endswith("\n"):
        before += "\n"
    return _write(target, f"{before}{key_id}\t{here}\n", system, "the first instructor's key")


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


@dataclass(frozen=True)
class _Graph:
    local: dict[str, tuple[str, str, TraineeId, str, bool]]
    """Local instructor keys (retired ones too): id -> (owner, public key, trainee, his name, current)."""
    edges: list[tuple[str, str, str]]
    """Endorsements that verify: (key, kind, by key)."""


def _graph(db: Database) -> _Graph:
    local: dict[str, tuple[str, str, TraineeId, str, bool]] = {}
    for key_id, owner, public, tid, name, retired in db.execute(
            "SELECT k.id, k.owner, k.public_key, t.id, t.name, k.retired_at FROM instructor_keys k"
            " JOIN trainees t ON t.id = k.trainee_id"
            " WHERE t.role = 'instructor' AND k.sealed_private IS NOT NULL"):
        local[str(key_id)] = (str(owner), str(public), TraineeId(tid), str(name), retired is None)
    edges: list[tuple[str, str, str]] = []
    for key_id, by_key, by_public, kind, signature in db.execute(
            "SELECT key_id, by_key, by_public, kind, signature FROM key_endorsements"):
        if key_id in local and _valid(*local[key_id][:2], key_id, by_key, by_public, signature):
            edges.append((str(key_id), str(kind), str(by_key)))
    return _Graph(local, edges)


def _first_roots(graph: _Graph, pins: Pins, records: Path | None) -> set[str]:
    """The local keys that endorse themselves as a first instructor and are pinned outside the file."""
    counted = pins.firsts_for(records, graph.local)
    return {k for k, kind, by in graph.edges if kind == "first" and by == k
            and any(k.startswith(p.key) for p in counted)}


def _enabled(graph: _Graph, pins: Pins, records: Path | None) -> set[str]:
    enabled = {k for k, kind, by in graph.edges if kind == "school" and matches(pins.school, by)}
    enabled |= _first_roots(graph, pins, records)
    for _round in range(MAX_CHAIN):
        more = {k for k, kind, by in graph.edges if kind == "instructor" and by in enabled} - enabled
        if not more:
            break
        enabled |= more
    return enabled


def first_roots(db: Database, pins: Pins, records: Path | None = None) -> set[str]:
    """The local keys that are first instructors' here: self-endorsed and pinned outside the file."""
    return _first_roots(_graph(db), pins, records)


def pinned_unendorsed_firsts(db: Database, pins: Pins, records: Path | None = None) -> list[tuple[TraineeId, str]]:
    """(instructor, key) for each current local key pinned outside the file as these records'
    first instructor's that does not endorse itself yet (records brought forward from before the
    school key, issue 31 X10′): only his password, which opens the key, can add the endorsement."""
    graph = _graph(db)
    counted = pins.firsts_for(records, graph.local)
    signed = {k for k, kind, by in graph.edges if kind == "first" and by == k}
    return [(tid, key_id) for key_id, (_o, _p, tid, _n, current) in graph.local.items()
            if current and key_id not in signed and any(key_id.startswith(p.key) for p in counted)]


def self_endorsed(db: Database) -> set[str]:
    """The local keys that endorse themselves as a first instructor's, pinned or not."""
    return {k for k, kind, by in _graph(db).edges if kind == "first" and by == k}


def enabled_keys(db: Database, pins: Pins, records: Path | None = None) -> set[str]:
    """The local instructor keys (any, retired too) that chain to a root outside the file: the
    pinned school key, or a first instructor's key pinned for these records (``records``: their file)."""
    return _enabled(_graph(db), pins, records)


def enabled_instructors(db: Database, pins: Pins, records: Path | None = None) -> set[TraineeId]:
    """Instructors whose current key is enabled here: the only ones who act as instructors."""
    graph = _graph(db)
    keys = _enabled(graph, pins, records)
    return {tid for key_id, (_o, _p, tid, _n, current) in graph.local.items() if current and key_id in keys}


def first_path_open(db: Database, pins: Pins, records: Path | None = None) -> bool:
    """The first instructor may be made here (issue 31 item 2, N3): no instructor is enabled here
    and no first-instructor pin names these records (their file, or a key made in them) — so an
    instructor who came by import or sync before the set-up does not shut it, and a trainee who
    deletes the first instructor's rows from the file does not open it again.  (The exam-room
    mode is the store's to refuse.)"""
    graph = _graph(db)
    enabled = _enabled(graph, pins, records)
    if any(current for key_id, (*_rest, current) in graph.local.items() if key_id in enabled):
        return False
    return not pins.names(records, graph.local)


def unendorsed_instructors(db: Database, pins: Pins, records: Path | None = None) -> list[str]:
    """Names marked instructor in the file that nothing here makes one: an instructor who came
    from another workstation and is not enabled yet, or a role written into the file."""
    enabled = enabled_instructors(db, pins, records)
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


def trust_problems(db: Database, pins: Pins, records: Path | None = None) -> list[str]:
    """What ``trainer results verify`` reports of the instructors' keys (X10′): a first
    instructor's key pinned outside the file whose endorsement is gone from the records, and every
    instructor key made here that chains to no root pinned outside the file (a key endorsing
    itself that nobody pinned, or one endorsed only by such a key)."""
    graph = _graph(db)
    enabled = _enabled(graph, pins, records)
    counted = pins.firsts_for(records, graph.local)
    firsts = {k for k, kind, by in graph.edges if kind == "first" and by == k}
    out = []
    deleted: set[TraineeId] = set()
    for key_id, (_owner, _public, tid, name, _current) in sorted(graph.local.items(), key=lambda kv: kv[1][3]):
        pin = next((p for p in counted if key_id.startswith(p.key)), None)
        if pin is not None and key_id not in firsts:
            deleted.add(tid)
            out.append(f"{name}'s key {signing.fingerprint(key_id)} is pinned as a first instructor's ({pin.where}),"
                       f" but its first-instructor endorsement is no longer in the records: deleted from the file;"
                       f" {name} is not an instructor here")
    for key_id, (_owner, _public, tid, name, current) in sorted(graph.local.items(), key=lambda kv: kv[1][3]):
        if not current or key_id in enabled or tid in deleted:
            continue
        if key_id in firsts:
            out.append(f"{name}'s key {signing.fingerprint(key_id)} endorses itself as the first instructor of"
                       f" these records, but no first-instructor pin outside the file names it: {name} is not"
                       f" an instructor here (if he is these records' first instructor, 'trainer results school-key"
                       f" --first-instructor {key_id[:32]}' pins him)")
        else:
            out.append(f"{name}'s key {signing.fingerprint(key_id)} was made here, but chains to no root pinned"
                       f" outside the file (the school key, or a first instructor's key): {name} is not an"
                       f" instructor here")
    return out


def trust_notes(db: Database, pins: Pins, records: Path | None = None) -> list[str]:
    """Where trust here rests only on what a trainee may be able to rewrite (N5): the school key
    pinned in the user's folder or the environment, not the system's; instructors enabled only
    through pins in the user's folder."""
    out = []
    if pins.school is not None and not pins.school_system:
        out.append(f"the school key is pinned only in {pins.school_from}, not in the system folder "
                   f"({system_folder() / PIN_FILE}): whoever can change it could pin another key; the installer "
                   f"pins it there with 'trainer results school-key --system --pin FINGERPRINT' (as the administrator)")
    graph = _graph(db)
    full = _enabled(graph, pins, records)
    strict = _enabled(graph, pins.system_only(), records)
    for key_id, (_owner, _public, _tid, name, current) in sorted(graph.local.items(), key=lambda kv: kv[1][3]):
        if current and key_id in full and key_id not in strict:
            hint = (f"; 'trainer results school-key --system --first-instructor {key_id[:32]} --db PATH'"
                    f" (as the administrator) pins him there" if key_id in _first_roots(graph, pins, records) else "")
            out.append(f"{name} is an instructor here only through pins in the user's folder, not the system's"
                       f"{hint}")
    return out
