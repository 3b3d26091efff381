"""Which workstation a records file is, on the school server (issue 31, X6).

A workstation's records go to the server under its id (``workstation.id``, a random id kept in
the file): its trainees as ``<id>-<local id>``, its exam chain as links ``(id, seq)``.  A copy of
the file (an imaged workstation) or a restored backup holds the same id and the same local
numbering, so its new trainees and exam links would be filed under the original's.

The id is therefore bound to the file's place in a chain of syncs kept by the server
(``trainer.workstation_syncs``, append-only): each sync adds a fresh random token naming the
token the file holds as the one before it, ``PRIMARY KEY (workstation, prev)``.  Only one file
can follow a given token: of two copies, the first to sync moves on; the other finds another
token after the one it holds, and so does a restored backup (the original went on syncing after
the backup was taken).  Such a file is *renewed* before it sends anything:

- it takes a new random id, so everything it makes from now on is its own;
- the trainees it had already sent keep the school ids they have on the server (written into
  ``school_trainees``: those at or below the sync mark, the ones the server has); those made
  since are the new id's;
- its whole exam chain is sent again under the new id (its mark goes back to 0; exams, answers
  and results already there are kept as they are), so no link is dropped and the server can
  walk the chain from its first link.

A sync cut between the server's commit and the local one is not mistaken for a copy: the new
token is written here (``pending``) before it is sent, and the token found on the server is
compared with it; after confirming a token left pending, one more step is taken at once (two
copies of a file cut mid-sync would otherwise both confirm the same token).

What this does not stop: someone holding the sync login can read every id and token on the
server and write a file that claims another workstation's place; the server cannot tell
workstations apart while they share one login (a login per workstation would).
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from ..db import write_transaction
from .push import workstation_id

if TYPE_CHECKING:
    import psycopg

TABLE = """CREATE TABLE IF NOT EXISTS sync_identity (
    school TEXT PRIMARY KEY,
    token TEXT NOT NULL DEFAULT '',
    pending TEXT
)"""


def ensure(db: Database) -> None:
    db.execute(TABLE)


def _pending(db: Database, school: str) -> tuple[str, str, bool]:
    """(the token held, the next one, whether that was left pending by a cut sync)."""
    with write_transaction(db):
        db.execute("INSERT OR IGNORE INTO sync_identity (school) VALUES (?)", (school,))
        token, pending = db.execute("SELECT token, pending FROM sync_identity WHERE school = ?", (school,)).fetchone()
        if pending:
            return str(token), str(pending), True
        pending = secrets.token_hex(16)
        db.execute("UPDATE sync_identity SET pending = ? WHERE school = ?", (pending, school))
    return str(token), pending, False


def _step(db: Database, conn: psycopg.Connection[tuple[Any, ...]], school: str) -> bool | None:
    """One step of the chain of syncs: True done, False this file is a copy, None once more."""
    ws = workstation_id(db)
    token, pending, was_pending = _pending(db, school)
    with conn.transaction():
        conn.execute("INSERT INTO trainer.workstations (id) VALUES (%s) ON CONFLICT DO NOTHING", (ws,))
        if token and conn.execute("SELECT 1 FROM trainer.workstation_syncs WHERE workstation = %s AND token = %s",
                                  (ws, token)).fetchone() is None:
            return False  # a token this workstation never had: another file's place
        conn.execute("INSERT INTO trainer.workstation_syncs (workstation, prev, token) VALUES (%s, %s, %s)"
                     " ON CONFLICT DO NOTHING", (ws, token, pending))
        row = conn.execute("SELECT token FROM trainer.workstation_syncs WHERE workstation = %s AND prev = %s",
                           (ws, token)).fetchone()
    if row is None or str(row[0]) != pending:
        return False
    with write_transaction(db):
        db.execute("UPDATE sync_identity SET token = ?, pending = NULL WHERE school = ? AND pending = ?",
                   (pending, school, pending))  # unless another sync of this file confirmed it first
    return None if was_pending else True


def check(db: Database, conn: psycopg.Connection[tuple[Any, ...]], school: str) -> str | None:
    """Make sure this file holds its own place on the server before anything is sent; renew
    its identity if it does not.  A line saying what happened, when it was renewed."""
    ensure(db)
    renewed: str | None = None
    for _ in range(4):
        done = _step(db, conn, school)
        if done is None:
            continue
        if done:
            return renewed
        if renewed is not None:
            break
        old, new = renew(db)
        renewed = (f"this records file is a copy or a restored backup of workstation {old}, which has synced"
                   f" since: it now syncs as workstation {new} (its own records, and its exam chain again,"
                   " go under the new id; nothing was lost)")
    from .connection import ServerError

    raise ServerError("the school server keeps refusing this workstation's place in its chain of syncs;"
                      " nothing was sent")


def renew(db: Database) -> tuple[str, str]:
    """A new identity for this file: (old id, new id)."""
    old, new = workstation_id(db), secrets.token_hex(16)
    with write_transaction(db):
        sent = db.execute("SELECT max(mark) FROM sync_marks WHERE name = 'trainees'").fetchone()[0] or 0
        db.execute("INSERT OR IGNORE INTO school_trainees (trainee_id, school_id)"
                   " SELECT id, ? || '-' || id FROM trainees WHERE id <= ?"
                   " AND id NOT IN (SELECT trainee_id FROM school_trainees)", (old, sent))
        db.execute("UPDATE workstation SET id = ?", (new,))
        db.execute("DELETE FROM sync_marks WHERE name = 'chain'")
        db.execute("DELETE FROM sync_identity")
    return old, new
