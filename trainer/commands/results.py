"""``trainer results``: move training records between workstations and check them.

    trainer results export [--db PATH | --server URL] [--format jsonl|csv] [--trainee NAME] [--since DATE] [-o FILE]
    trainer results import [--db PATH] FILE.jsonl ...
    trainer results verify [--db PATH] [--code CODE ...]
    trainer results verify --server URL
    trainer results restore [--db PATH] BACKUP
    trainer results school-key [--db PATH] [--system] [--pin FINGERPRINT [--replace]] [--first-instructor FINGERPRINT]

``verify`` recomputes the hash chain over exam records: exit 0 when intact, 1
naming the first record altered, inserted or deleted outside the program.  With
``--code`` it also looks up the verification code printed on an exam report and
shows the result it belongs to (exit 1 if no intact result has that code).
With ``--server URL`` (issue 22) ``export`` and ``verify`` read the school server instead:
the school's records as one JSON-lines export, and every workstation's exam chain there.
``verify --code`` prints the fingerprint of the school key pinned on this workstation: a result is
a certificate only when it chains to it (issue 31), so compare it with the one the school publishes.
``school-key`` shows that pin (and where it is read from) or, with ``--pin``, writes it: in the
user's folder, or with ``--system`` in the system's (what a workstation's installer runs, as the
administrator, with the school's published fingerprint: out of a trainee's reach).
``--first-instructor`` pins a workstation's first instructor's key the same way (issue 31 X10′).
User errors (missing database, bad import line) are one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sqlite3
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:  # the store (sqlite-utils, fsrs) loads only when a results command runs
    from datetime import datetime

    from trainer.store import CodeCheck, Store
    from trainer.store.export import Describe

DB_HELP = "the database (default: $TRAINER_DB, else trainer.db in the user data directory)"
MAX_PROBLEMS_SHOWN = 10


def add_arguments(parser: argparse.ArgumentParser) -> None:
    db = argparse.ArgumentParser(add_help=False)
    # SUPPRESS: given after the subcommand it wins; not given, the global `trainer --db` (or
    # $TRAINER_DB) stands instead of being overwritten by a default of None (issue 17 item 10).
    db.add_argument("--db", metavar="PATH", help=DB_HELP, default=argparse.SUPPRESS)
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)

    text = "write attempts and exam results as JSON lines (for import) or CSV"
    p = sub.add_parser("export", parents=[db], help=text, description=text)
    p.add_argument("--format", choices=("jsonl", "csv"), default="jsonl",
                   help="jsonl (default; what import reads) or csv (for spreadsheets)")
    p.add_argument("--trainee", metavar="NAME", help="only this trainee's records")
    p.add_argument("--since", metavar="DATE",
                   help="only records since DATE (YYYY-MM-DD or YYYY-MM-DDTHH:MM, local time)")
    p.add_argument("-o", "--output", metavar="FILE", help="write to FILE, not standard output")
    p.add_argument("--server", metavar="URL", help="export the school's records from this server (JSON lines)")

    text = "merge exports from other workstations (idempotent, all or nothing per file)"
    p = sub.add_parser("import", parents=[db], help=text, description=text)
    p.add_argument("files", nargs="+", metavar="FILE.jsonl")

    text = "check the exam records' hash chain and report verification codes"
    p = sub.add_parser("verify", parents=[db], help=text, description=text)
    p.add_argument("--code", action="append", default=[], metavar="CODE",
                   help="verification code from a printed exam report (repeatable)")
    p.add_argument("--server", metavar="URL", help="check every workstation's exam chain on this school server")

    text = "put a backup of the records back in place (the file it replaces is kept beside it)"
    p = sub.add_parser("restore", parents=[db], help=text, description=text)
    p.add_argument("backup", metavar="BACKUP", help="a file from the <name>-backups folder beside the database")

    text = "show the school key pinned on this workstation, or pin the school's published fingerprint"
    p = sub.add_parser("school-key", parents=[db], help=text, description=text)
    p.add_argument("--pin", metavar="FINGERPRINT", help="the school key's fingerprint, as the school publishes it")
    p.add_argument("--replace", action="store_true", help="replace a pin that names another key")
    p.add_argument("--first-instructor", metavar="FINGERPRINT",
                   help="pin the key of the first instructor of the records (--db), as 'school-key' shows it")
    p.add_argument("--system", action="store_true",
                   help="write the pin in the system's configuration folder (the installer's, as the administrator;"
                        " out of a trainee's reach), not the user's")


def run(args: argparse.Namespace) -> int:
    from trainer.store import StoreError

    try:
        return ACTIONS[args.action](args)
    except StoreError as exc:
        print(f"trainer results {args.action}: {exc}", file=sys.stderr)
        return 2
    except sqlite3.DatabaseError as exc:  # a file damaged after it was opened: one line, never a traceback
        print(f"trainer results {args.action}: the database could not be read ({exc}); "
              f"run 'trainer results verify' to see what is damaged", file=sys.stderr)
        return 2


def _count(n: int, noun: str) -> str:
    """``n`` and its English noun, singular for one (U17: not "1 exams")."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _open(args: argparse.Namespace, create: bool) -> Store:
    from trainer.store import Store

    return Store.open(args.db, create=create)


def export(args: argparse.Namespace) -> int:
    from trainer.store import StoreError
    from trainer.store.timestamps import parse_user_time

    try:
        since = parse_user_time(args.since) if args.since else None
    except ValueError as exc:
        raise StoreError(f"--since: {exc}") from None
    if getattr(args, "server", None):
        return _export_school(args, since)
    with _open(args, create=False) as store:
        trainee_id = None
        if args.trainee:
            trainee = store.find_trainee(args.trainee)
            if trainee is None:
                raise StoreError(f"no trainee named {args.trainee!r} in {store.path}")
            trainee_id = trainee.id
        with _output(args.output) as out:
            summary = store.export(out, args.format, trainee_id, since, describe=_words(args.format))
    print(f"exported {_count(summary.attempts, 'attempt')} and {_count(summary.exams, 'exam')}", file=sys.stderr)
    return 0


def _export_school(args: argparse.Namespace, since: datetime | None) -> int:
    from trainer.store import StoreError
    from trainer.store.server import export_school, resolve_url

    if args.format != "jsonl":
        raise StoreError("--server: the school's records are exported as JSON lines only (--format jsonl)")
    url = resolve_url(args.server)
    with _output(args.output) as out:
        summary = export_school(url, out, args.trainee, since)
    print(f"exported {_count(summary.attempts, 'attempt')} and {_count(summary.exams, 'exam')}", file=sys.stderr)
    return 0


def _words(format: str) -> Describe | None:
    """The CSV's answers in words (the lesson, the question, the answers); JSON lines keep the data."""
    if format != "csv":
        return None
    from trainer.training.attempt_text import csv_words

    return csv_words


@contextlib.contextmanager
def _output(path: str | None) -> Iterator[TextIO]:
    from trainer.store import StoreError

    if path is None:
        yield sys.stdout
        return
    # Written beside the target and renamed over it only when whole: a full disk or an
    # error half-way leaves no partial file behind (issue 16 item 6).
    target = Path(path)
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial", dir=target.parent or ".")
    except OSError as exc:
        raise StoreError(f"{path}: {exc.strerror}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except OSError as exc:
        Path(temp).unlink(missing_ok=True)
        raise StoreError(f"{path}: {exc.strerror or exc}; nothing was written") from None
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def import_(args: argparse.Namespace) -> int:
    from trainer.store import StoreError

    status = 0
    from trainer.training.exam.regrade import import_regraded

    with _open(args, create=True) as store:
        for path in args.files:
            try:  # every exam result re-graded by the engine before anything is merged (issue 16)
                print(import_regraded(store, path).line())
            except StoreError as exc:
                print(f"trainer results import: {exc}", file=sys.stderr)
                status = 2
    return status


def verify(args: argparse.Namespace) -> int:
    from trainer.store import DamagedDatabase, Store

    if getattr(args, "server", None):
        return _verify_school(args)
    try:
        store = _open(args, create=False)
    except DamagedDatabase:  # open it as it is: the report says what SQLite finds wrong
        store = Store.open(args.db, create=False, read_only=True)
    from trainer.training.exam.regrade import check_store

    with store:
        report = store.verify(args.code)
        where = store.path
        regraded = [] if any(p.kind == "damaged" for p in report.problems) else check_store(store)
        standings = {c.exam.id: store.certificate(c.exam.id).describe() for c in report.codes if c.exam is not None}
        damaged = any(p.kind == "damaged" for p in report.problems)
        forged = [] if damaged else store.forged_roles()
        keys = [] if damaged else store.trust_problems()
        notes = [] if damaged else store.trust_notes()
    for problem in report.problems[:MAX_PROBLEMS_SHOWN]:
        print(f"{where}: {problem}")
    if len(report.problems) > MAX_PROBLEMS_SHOWN:
        print(f"{where}: ... and {len(report.problems) - MAX_PROBLEMS_SHOWN} more problems")
    for mismatch in regraded:
        print(f"{where}: {mismatch}")
    if not report.problems and not regraded and not forged and not keys:
        print(f"{where}: intact: {_count(report.records, 'chained record')}, {_count(report.exams, 'exam')}, "
              f"every result re-graded by the engine")
    for name in forged:
        print(f"{where}: {name} is marked instructor in the file, but no instructor key was ever made for "
              f"{name}: a role the program did not give")
    for line in keys:
        print(f"{where}: {line}")
    for line in notes:
        print(f"{where}: note: {line}")
    for check in report.codes:
        print(_describe(check) + (f"; {standings[check.exam.id]}" if check.exam is not None else ""))
    if args.code:
        print(_pin_line())
    return 0 if report.ok and not regraded and not forged and not keys else 1


def _pin_line() -> str:
    from trainer.store.school_key import pins, school_fingerprint

    pinned = pins()
    if pinned.school is None:
        return "no school key is pinned on this workstation: no result here is a certificate"
    where = (f"{pinned.school_from}, the system folder" if pinned.school_system else
             f"{pinned.school_from} only, not the system folder: not out of a trainee's reach")
    return (f"school key pinned here: {school_fingerprint(pinned.school)} ({where}); "
            f"compare it with the fingerprint the school publishes")


def school_key(args: argparse.Namespace) -> int:
    from trainer.store import Store, StoreError
    from trainer.store.school_key import normalise_pin, write_first_pin, write_pin

    if args.pin:
        path = write_pin(normalise_pin(args.pin), replace=args.replace, system=args.system)
        print(f"{path}: pinned")
    if args.first_instructor:
        wanted = normalise_pin(args.first_instructor)
        # read as it is (never migrated nor backed up: the administrator may run this on a user's file)
        with Store.open(args.db, create=False, read_only=True) as store:
            key = next((k for k in store.instructor_keys() if k.local and k.key_id.startswith(wanted)), None)
            if key is None:
                raise StoreError(f"{store.path}: no instructor key made in these records has the fingerprint "
                                 f"{args.first_instructor.strip()[:80]}")
            path = write_first_pin(key.key_id, store.path, system=args.system)
        print(f"{path}: {key.owner}'s key {key.fingerprint} pinned as the first instructor's of {store.path}")
    if args.system and not args.pin and not args.first_instructor:
        raise StoreError("--system: with --pin FINGERPRINT or --first-instructor FINGERPRINT")
    print(_pin_line())
    if not args.pin and not args.first_instructor:
        with _open(args, create=False) as store:
            held = store.school_key()
            waiting = store.instructors_waiting()
            pinned_firsts = store.first_instructor_keys()
            firsts = [(k, k.key_id in pinned_firsts) for k in store.instructor_keys() if k.local and not k.retired
                      and k.key_id in store.first_instructor_keys(pinned=False)]
            notes = store.trust_notes()
            problems = store.trust_problems()
        if held is not None:
            print(f"{store.path}: holds the school key's private part, sealed under the head instructor's password")
        for k, pinned_here in firsts:
            print(f"{store.path}: first instructor {k.owner}, key {k.fingerprint} "
                  + ("(pinned outside the file)" if pinned_here else "(not pinned in the folders read here)"))
        if waiting:
            print(f"{store.path}: not instructors here until an instructor here enables them: {', '.join(waiting)}")
        for line in problems:
            print(f"{store.path}: {line}")
        for line in notes:
            print(f"{store.path}: note: {line}")
    return 0


def _verify_school(args: argparse.Namespace) -> int:
    from trainer.store import StoreError
    from trainer.store.server import mask, resolve_url, verify_school
    from trainer.training.exam.server_check import regrade_records

    if args.code:
        raise StoreError("--server: look a code up in a workstation's records (--code without --server)")
    url = resolve_url(args.server)
    report = verify_school(url, regrade_records)  # every result re-graded, not only its hashes (issue 31)
    where = mask(url)
    for problem in report.problems[:MAX_PROBLEMS_SHOWN]:
        print(f"{where}: {problem}")
    if len(report.problems) > MAX_PROBLEMS_SHOWN:
        print(f"{where}: ... and {len(report.problems) - MAX_PROBLEMS_SHOWN} more problems")
    if report.ok:
        print(f"{where}: intact: {_count(report.records, 'chained record')} of every workstation, "
              f"{_count(report.exams, 'exam')},"
              " every result re-graded by the engine")
    return 0 if report.ok else 1


def _describe(check: CodeCheck) -> str:
    exam = check.exam
    if exam is None or exam.submitted_at is None:
        return f"{check.code}: no intact exam result has this code"
    verdict = "passed" if exam.passed else "failed"
    missed = "; ".join(f"{r.skill.key} {r.correct} right, minimum {r.min_correct}" for r in exam.floors_missed)
    if missed:
        verdict += f" (under the minimum: {missed})"
    from trainer.i18n import date_time_text

    when = date_time_text(exam.submitted_at)  # as the screens and the report write it (U20)
    return (f"{check.code}: exam {exam.id} of {check.trainee_name}, submitted {when}, "
            f"score {exam.score:.1%}, {verdict}: matches")


def restore(args: argparse.Namespace) -> int:
    from trainer.store import resolve_db_path, restore_backup

    target = resolve_db_path(args.db)
    kept = restore_backup(Path(args.backup), target)
    print(f"{target}: restored from {args.backup}" + (f"; the file it replaced is kept as {kept}" if kept else ""))
    return 0


ACTIONS: dict[str, Callable[[argparse.Namespace], int]] = {
    "export": export,
    "import": import_,
    "verify": verify,
    "restore": restore,
    "school-key": school_key,
}
