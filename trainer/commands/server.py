"""``trainer server``: the school's PostgreSQL server (issue 22).

    trainer server init [--url URL] [--sync-login NAME]

creates the school schema on the server (or brings it forward to this trainer's version);
the URL is ``--url``, else ``$TRAINER_SERVER``.  Run it with the owner's login: the schema is
the owner's, and the workstations get a separate login, a member of the sync role that may
only read and add records (``--sync-login NAME`` makes it, or sets its password: from
``$TRAINER_SYNC_PASSWORD``, else asked twice).  A server whose schema is newer than this
trainer knows is refused, nothing written.  Errors are one line on stderr (the password
masked), exit 2.
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from collections.abc import Callable

PASSWORD_VAR = "TRAINER_SYNC_PASSWORD"
URL_HELP = ("the school server, postgresql://user@host:port/database (default: $TRAINER_SERVER; keep the "
            "password in ~/.pgpass rather than in the URL)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    text = "create the school schema on a PostgreSQL server, or bring it forward"
    p = sub.add_parser("init", help=text, description=text)
    p.add_argument("--url", metavar="URL", help=URL_HELP + "; the owner's login")
    p.add_argument("--sync-login", metavar="NAME",
                   help="make the workstations' login NAME (read and add records only), or set its password"
                        f" (${PASSWORD_VAR}, else asked twice)")


def run(args: argparse.Namespace) -> int:
    from trainer.store import StoreError

    try:
        return ACTIONS[args.action](args)
    except StoreError as exc:
        print(f"trainer server {args.action}: {exc}", file=sys.stderr)
        return 2


def init(args: argparse.Namespace) -> int:
    from trainer.store import StoreError
    from trainer.store.server import init_server, mask, resolve_url

    url = resolve_url(args.url)
    login = None
    if args.sync_login:
        password = os.environ.get(PASSWORD_VAR)
        if password is None:
            password = getpass.getpass(f"password for the sync login {args.sync_login}: ")
            if getpass.getpass("the same password again: ") != password:
                raise StoreError("the two passwords differ; nothing was written")
        login = (args.sync_login, password)
    before, now = init_server(url, login)
    if before == now:
        print(f"{mask(url)}: the school schema is up to date (version {now})")
    elif before == 0:
        print(f"{mask(url)}: school schema created (version {now})")
    else:
        print(f"{mask(url)}: school schema brought forward from version {before} to {now}")
    if login is not None:
        print(f"{mask(url)}: the workstations' login {login[0]} may read and add records, nothing more;"
              " give it to the workstations (never this owner's login)")
    _school_key_note()
    return 0


def _school_key_note() -> None:
    """The school key is made where the school is set up (its first instructor's workstation,
    issue 31): every workstation that syncs must pin the same one."""
    from trainer.store.school_key import pinned, school_fingerprint

    pin = pinned()
    if pin is None:
        print("no school key is pinned on this machine: the head instructor sets the school up (the first "
              "instructor of a workstation's records), then every workstation's installer runs 'trainer results "
              "school-key --system --pin FINGERPRINT' with its fingerprint, as the administrator")
    else:
        print(f"school key pinned here: {school_fingerprint(pin)}; every workstation that syncs pins the same "
              f"('trainer results school-key --system --pin ...', as the administrator)")


ACTIONS: dict[str, Callable[[argparse.Namespace], int]] = {"init": init}
