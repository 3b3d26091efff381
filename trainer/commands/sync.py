"""``trainer sync``: send this workstation's new records to the school server, bring back the others'.

    trainer sync [--db PATH] [--server URL]

Every answer is already safe in the workstation's own store; a sync sends what the server
lacks (in batches, each its own server transaction) and merges the other workstations' new
records.  Cut at any point, the next sync takes up where it stopped: nothing is lost or sent
twice.  The server is ``--server``, else ``$TRAINER_SERVER``.  Errors (bad URL, refused
login, unreachable server, newer school schema, a connection cut) are one line on stderr,
the password masked, exit 2.

A record the server must not hold (or that conflicts with one it holds) is not sent, and one
from the server this workstation cannot take (an exam result the engine does not re-grade to
what it says, among others) is not merged: each is kept aside here and named in one line on
stderr, and the sync goes on (exit 0).  A records file found to be a copy or a restored backup
of another workstation's takes a new identity first, said in one line.
"""

from __future__ import annotations

import argparse
import sys

from trainer.commands.server import URL_HELP

DB_HELP = "the database (default: $TRAINER_DB, else trainer.db in the user data directory)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", metavar="PATH", help=DB_HELP, default=argparse.SUPPRESS)
    parser.add_argument("--server", metavar="URL", help=URL_HELP)
    parser.add_argument("--send-only", action="store_true", help="send, but bring nothing back")


def run(args: argparse.Namespace) -> int:
    from trainer.store import Store, StoreError
    from trainer.store.server import mask, resolve_url, sync
    from trainer.training.exam.server_check import regrade_records
    from trainer.training.school_files import folder_of, installer

    try:
        url = resolve_url(args.server)
        with Store.open(args.db, create=False) as store:  # every exam result pulled is re-graded by the engine
            # ... and every school file an instructor published put in the school folder once checked
            summary = sync(store.db, url, pull=not args.send_only, regrade=regrade_records,
                           install=installer(folder_of(store)))
    except StoreError as exc:
        print(f"trainer sync: {exc}", file=sys.stderr)
        return 2
    print(f"{mask(url)}: {summary.line()}")
    for note in summary.notes():  # a record kept aside never stops the sync: each is one line
        print(f"trainer sync: {note}", file=sys.stderr)
    return 0
