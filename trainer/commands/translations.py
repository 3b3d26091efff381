"""``trainer translations update|build|font``: the catalogues of issue 19 and the Chinese font
of issue 32, for developers.

``update`` runs ``pyside6-lupdate`` over the package's Python files and the lessons'
extractor over ``lessons/`` and the rulings of RULINGS.md into ``assets/translations/*.ts``, keeping every translation
already made; ``build`` runs ``pyside6-lrelease`` on each ``.ts`` into the ``.qm`` the app
loads (committed: they ship with the package), then ``font`` when it can: ``font`` subsets
Noto Sans CJK HK (Debian: fonts-noto-cjk) with fontTools (a test dependency) to every
character of the Chinese text into ``assets/fonts/TrainerSansHant-Regular.otf`` (committed).
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
    sub.add_parser("build", help="build assets/translations/*.qm from the .ts files (pyside6-lrelease), then the "
                                 "Chinese font if fontTools and Noto Sans CJK HK are here")
    font = sub.add_parser("font", help="subset Noto Sans CJK HK to the Chinese text into assets/fonts/ (fontTools)")
    font.add_argument("--source", type=Path, metavar="PATH",
                      help="the .ttc or .otf with Noto Sans CJK HK (default: where the system's packages put it)")


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
        elif args.action == "build":
            done = translations.build(folder)
        else:
            return _font(args.source)
    except (FileNotFoundError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", b"") or b""
        print(f"trainer translations: {exc} {detail.decode(errors='replace').strip()}".strip(), file=sys.stderr)
        return 2
    for path in done:
        print(path.relative_to(CHECKOUT))
    if args.action == "build":
        _font(None, required=False)
    return 0


def _font(source: Path | None, *, required: bool = True) -> int:
    """Rebuild the Chinese font; without fontTools or the source face, ``build`` says so and goes on."""
    from trainer import translations

    try:
        face = None
        if source is not None:
            number = translations.source_face(source) if source.is_file() else None
            if number is None:
                raise FileNotFoundError(f"{source} has no face {translations.FONT_SOURCE_FAMILY}")
            face = (source, number)
        built = translations.build_font(CHECKOUT, face)
    except (FileNotFoundError, ImportError) as exc:
        print(f"trainer translations: {'' if required else 'the Chinese font is not rebuilt: '}{exc}", file=sys.stderr)
        return 2
    state = "" if built.written else " (up to date)"
    print(f"{built.path.relative_to(CHECKOUT)}{state}: {built.characters} characters, "
          f"{built.path.stat().st_size // 1024} KiB")
    if built.absent:
        print(f"  not in {translations.FONT_SOURCE_FAMILY}, left to the Latin font: {built.absent}")
    return 0
