"""Look at a scenario on the table, or save a screenshot of it.

    python -m trainer.gui.table.preview FILE.yaml [--four-colour] [--reveal]
        [--size 1280x720] [--seats N] [--croupier top|bottom] [--out PNG]

With ``--out`` the table is drawn offscreen and saved; without it a window opens.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size like 1280x720: {text!r}") from None
    if w < 320 or h < 180:
        raise argparse.ArgumentTypeError(f"too small (at least 320x180): {text!r}")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m trainer.gui.table.preview",
                                description="Draw a scenario on the card table.")
    p.add_argument("file", help="scenario file (YAML or JSON)")
    p.add_argument("--four-colour", action="store_true", help="four-colour deck")
    p.add_argument("--reveal", action="store_true", help="show private cards face up")
    p.add_argument("--size", type=parse_size, default=(1280, 720), help="window size, e.g. 1920x1080")
    p.add_argument("--seats", type=int, default=None, help="table size (default: the game's)")
    p.add_argument("--croupier", choices=("bottom", "top"), default="bottom", help="croupier's side")
    p.add_argument("--out", help="save a PNG here instead of opening a window")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.out:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from trainer.curriculum.yamlio import InputError, load_file

    try:
        data = load_file(args.file).data
    except InputError as exc:
        print(exc, file=sys.stderr)
        return 2
    if not isinstance(data, dict):
        print(f"{args.file}: not a scenario (a mapping is expected)", file=sys.stderr)
        return 2

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from trainer.gui.table import TableView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    view = TableView(four_colour=args.four_colour, croupier_at=args.croupier)
    try:
        view.show_scenario(data, reveal=args.reveal, seat_count=args.seats)
    except (KeyError, TypeError, ValueError) as exc:
        print(f"{args.file}: cannot draw: {exc}", file=sys.stderr)
        return 2
    view.resize(*args.size)
    title = QCoreApplication.translate("TableView", "{file} - table preview")
    view.setWindowTitle(title.format(file=os.path.basename(args.file)))
    view.show()
    if args.out:
        app.processEvents()
        saved = view.grab().save(args.out)
        view.close()
        view.deleteLater()
        if not saved:
            print(f"{args.out}: could not save the image", file=sys.stderr)
            return 2
        return 0
    return app.exec()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
