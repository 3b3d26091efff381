"""``trainer solve FILE``: print the engine's answer to one scenario as JSON."""

from __future__ import annotations

import argparse
import json
import sys

from trainer.curriculum.yamlio import InputError, load_file
from trainer.engine.errors import ScenarioError
from trainer.engine.solve import solve


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="scenario file (YAML or JSON), or - for standard input")
    parser.add_argument("--indent", type=int, default=2, help="JSON indentation (0: one line)")


def solve_file(path: str) -> dict:
    """Read and solve one scenario file; raises InputError naming file, line and field."""
    if path == "-":
        from trainer.curriculum.yamlio import SCENARIO_MAX_BYTES, decode, load_text, read_capped

        raw = read_capped(sys.stdin.buffer, "<stdin>", SCENARIO_MAX_BYTES)
        doc = load_text(decode(raw, "<stdin>"), "<stdin>")
    else:
        doc = load_file(path)
    try:
        return solve(doc.data)
    except ScenarioError as exc:
        raise doc.error(exc) from None


def run(args: argparse.Namespace) -> int:
    try:
        answer = solve_file(args.file)
    except InputError as exc:
        print(f"trainer solve: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(answer, indent=args.indent or None, ensure_ascii=False))
    return 0
