"""The ``trainer`` command.

With no arguments it opens the drilling app; subcommands give the engine and the
records to instructors and scripts.  Errors a user can cause are printed as one
line and exit status 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# name -> (module, help).  Each module defines add_arguments(parser) and run(args) -> int.
COMMANDS: dict[str, tuple[str, str]] = {
    "solve": ("trainer.commands.solve", "solve a scenario file and print the answer as JSON"),
    "bench": ("trainer.bench", "measure the engine's speed beside the anchor libraries"),
    "results": ("trainer.commands.results", "export, import and verify trainees' results"),
    "lessons": ("trainer.commands.lessons", "check lesson files against the engine, or list them"),
    "generate": ("trainer.commands.generate", "write a lesson of generated items (seeded) to stdout"),
    "hand": ("trainer.commands.hand", "deal a seeded hand and print its steps as JSON lines"),
    "server": ("trainer.commands.server", "create or bring forward the school schema on a PostgreSQL server"),
    "sync": ("trainer.commands.sync", "send this workstation's new records to the school server, bring back others'"),
    "translations": ("trainer.commands.translations", "extract the strings into the .ts catalogues, build the .qm"),
}


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; given ``argv``, only the command it names has its module
    imported for its arguments (each command's help line is here without it): the app opened
    with ``--db`` or ``--kiosk`` starts without importing every command."""
    parser = argparse.ArgumentParser(
        prog="trainer",
        description="Croupier trainer: drills checked by a rules engine. "
        "Run with no command to open the app.",
    )
    parser.add_argument("--db", metavar="PATH", help="the records database of the app "
                        "(default: $TRAINER_DB, else trainer.db in the user's data folder)")
    parser.add_argument("--kiosk", action="store_true", help="exam-room mode: full screen, and only an "
                        "instructor's password closes the app")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    named = None if argv is None else set(argv) & COMMANDS.keys()
    for name, (module, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        if named is None or name in named:
            importlib.import_module(module).add_arguments(p)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:
        return open_app()
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    if args.command is None:
        return open_app(args.db, kiosk=args.kiosk)
    module = importlib.import_module(COMMANDS[args.command][0])
    # The commands' messages in the user's language ($TRAINER_LANGUAGE, else the system's),
    # from the same catalogues as the app, read without Qt (issue 19).
    importlib.import_module("trainer.translations").install_without_qt()
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


def open_app(db: str | None = None, *, kiosk: bool = False) -> int:
    # The records (sqlite-utils and what it brings) before Qt: PySide6's import hook reads the
    # source of every module imported after it (to look for ``from __feature__ import``), some
    # 90 modules fewer to read at each start (issue 36).
    importlib.import_module("trainer.store")
    gui = importlib.import_module("trainer.gui.app")
    return int(gui.main(db, kiosk=kiosk) or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
