"""``trainer translations update|build``: the catalogues of issue 19, for developers.

``update`` runs ``pyside6-lupdate`` over the package's Python files and the lessons'
extractor over ``lessons/`` and the rulings of RULINGS.md into ``assets/translations/*.ts``, keeping every translation
already made; ``build`` runs ``pyside6-lrelease`` on each ``.ts`` into the ``.qm`` the app
loads (committed: they ship with the package).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    sub.add_parser("update", help="extract the strings of the code and the lessons into assets/translations/*.ts")
    sub.add_parser("build", help="build assets/translations/*.qm from the .ts files (pyside6-lrelease)")


def run(args: argparse.Namespace) -> int:
    from trainer import translations
    from trainer.scenarios.rulings import rulings

    if not (CHECKOUT / "trainer").is_dir() or not (CHECKOUT / "lessons").is_dir():
        print("trainer translations: run it from a checkout of the trainer's sources", file=sys.stderr)
        return 2
    folder = CHECKOUT / "assets" / "translations"
    try:
        if args.action == "update":
            done = translations.update(CHECKOUT, folder, rulings=rulings())
        else:
            done = translations.build(folder)
    except (FileNotFoundError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", b"") or b""
        print(f"trainer translations: {exc} {detail.decode(errors='replace').strip()}".strip(), file=sys.stderr)
        return 2
    for path in done:
        print(path.relative_to(CHECKOUT))
    return 0
