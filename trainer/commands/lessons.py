"""``trainer lessons check [PATH ...]``: validate lesson files (default: the shipped curriculum)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    check = sub.add_parser("check", help="check lesson files; one line per problem")
    check.add_argument("paths", nargs="*", help="lesson files or folders (default: the shipped lessons)")
    listing = sub.add_parser("list", help="list lessons (default: the shipped lessons)")
    listing.add_argument("paths", nargs="*", help="lesson files or folders")


def lesson_files(paths: list[str]) -> list[Path]:
    from trainer.resources import lessons_dir

    roots = [Path(p) for p in paths] or [lessons_dir()]
    files: list[Path] = []
    for root in roots:
        if root.is_dir():
            files.extend(sorted(p for p in root.rglob("*.y*ml") if p.suffix in (".yaml", ".yml")))
        else:
            files.append(root)
    return files


def run(args: argparse.Namespace) -> int:
    from trainer.scenarios.lesson import check_lesson

    files = lesson_files(args.paths)
    if args.action == "list":
        for f in files:
            lesson, problems = check_lesson(f)
            if lesson is not None:
                print(f"{lesson.id:<36} {lesson.game:<12} {lesson.size:>4} items  {lesson.title}")
        return 0
    if not files:
        print("trainer lessons check: no lesson files found", file=sys.stderr)
        return 2
    from trainer.scenarios.yamlio import InputError

    problems, lessons, items = [], 0, 0
    seen: dict[str, str] = {}
    for f in files:
        lesson, found = check_lesson(f)
        if lesson is not None:
            lessons += 1
            items += lesson.size
            if lesson.id in seen:
                found = [*found, InputError(str(f), 1, "id",
                                            f"lesson id {lesson.id!r} is also used by {seen[lesson.id]}")]
            seen.setdefault(lesson.id, str(f))
        problems.extend(found)
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s) in {len(files)} file(s)", file=sys.stderr)
        return 2
    print(f"{len(files)} file(s), {lessons} lesson(s), {items} item(s): "
          "all checked against the engine, no problems")
    return 0
