"""What a sync keeps aside on this workstation instead of failing (issue 31 item 5).

One table, ``sync_quarantine``, made by the first sync that needs it (it belongs to the school
link, like the sync marks; a records file that never syncs never has it):

- ``refused``: a record of this workstation that is not sent, because the school server must
  not hold it (it fails the record checks, :func:`trainer.store.validate.check_fields`, which
  the server's CHECK constraints mirror).  It stays here as it is; the sync goes on without it;
- ``conflict``: an exam result of this workstation refused because the server already holds
  another result for that exam, received first (the first result received stands);
- ``pulled``: a record from the server that this workstation cannot take (it fails the record
  checks, it does not re-grade to what it says, it contradicts a record here), kept with the
  reason while the rest of the pull is merged.

Each is reported once, as one line naming the record and the reason; nothing kept here is
ever sent or merged later by itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlite_utils import Database

from ..timestamps import to_text, utc_now

DIRECTIONS = ("refused", "conflict", "pulled")
TABLE = """CREATE TABLE IF NOT EXISTS sync_quarantine (
    school TEXT NOT NULL,
    direction TEXT NOT NULL CHECK (direction IN ('refused', 'conflict', 'pulled')),
    kind TEXT NOT NULL,
    record_id TEXT NOT NULL,
    reason TEXT NOT NULL,
    record TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (school, direction, kind, record_id)
)"""


@dataclass(frozen=True)
class Held:
    direction: str
    kind: str
    record_id: str
    reason: str

    def line(self) -> str:
        what = {"refused": "not sent (kept here)", "conflict": "refused by the server (kept here, marked as a"
                " conflict)", "pulled": "not merged here (kept aside)"}[self.direction]
        name = f"{self.kind} {self.record_id}"
        return f"{name}: {what}: {self.reason.removeprefix(name + ': ')}"


def ensure(db: Database) -> None:
    db.execute(TABLE)


def label(record: dict[str, Any]) -> tuple[str, str]:
    """(kind, id) naming a record in a line: an exam result and a signature by their exam."""
    kind = str(record.get("type", "record"))
    if kind == "trainee":
        return kind, str(record.get("name"))
    if kind == "exam_signature":
        return kind, f"{record.get('exam')} ({record.get('kind')})"
    return kind.replace("_", " "), str(record.get("id", record.get("exam")))


def keep(db: Database, school: str, direction: str, record: dict[str, Any], reason: str) -> Held:
    """Keep ``record`` aside (inside the caller's transaction, if any)."""
    kind, record_id = label(record)
    db.execute("INSERT OR IGNORE INTO sync_quarantine (school, direction, kind, record_id, reason, record, at)"
               " VALUES (?, ?, ?, ?, ?, ?, ?)",
               (school, direction, kind, record_id, reason, json.dumps(record, ensure_ascii=False, default=str),
                to_text(utc_now())))
    return Held(direction, kind, record_id, reason)


def held(db: Database, school: str | None = None) -> list[Held]:
    """What is kept aside (for ``school``, or every school)."""
    if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'sync_quarantine'").fetchone() is None:
        return []
    rows = db.execute("SELECT direction, kind, record_id, reason FROM sync_quarantine WHERE ? IS NULL OR school = ?"
                      " ORDER BY at, kind, record_id", (school, school))
    return [Held(*row) for row in rows]
