"""``trainer bench``: the engine's speed, measured beside the anchor libraries.

Each section is a module ``trainer/bench/bench_*.py`` defining ``TITLE``,
``ORDER`` (sort key) and ``run(quick: bool) -> list[Row]``.  A row reports one
workload: our figure and, where an anchor library does the same work, its figure
in the same run and the ratio.  Sections that need an optional package (treys)
say so in their rows rather than fail.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass


@dataclass
class Row:
    workload: str
    value: float
    unit: str
    anchor: str | None = None
    anchor_value: float | None = None
    higher_is_better: bool = True
    note: str = ""

    @property
    def ratio(self) -> float | None:
        if self.anchor_value in (None, 0) or self.value == 0:
            return None
        if self.higher_is_better:
            return self.value / self.anchor_value
        return self.anchor_value / self.value


def rate(fn: Callable[[], int], min_seconds: float = 0.5) -> float:
    """Operations per second: ``fn`` does some work and returns how many operations it did."""
    ops = 0
    start = time.perf_counter()
    while True:
        ops += fn()
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return ops / elapsed


def compare(
    ours: Callable[[], int], theirs: Callable[[], int], seconds: float, rounds: int = 5
) -> tuple[float, float]:
    """Rates of two workloads measured in alternating slices; the best slice of each.

    Alternating keeps a busy machine from favouring whichever side ran in the quiet
    moment; the best slice is the least disturbed one.
    """
    slice_s = seconds / rounds
    a = b = 0.0
    for _ in range(rounds):
        a = max(a, rate(ours, slice_s))
        b = max(b, rate(theirs, slice_s))
    return a, b


def timings_ms(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def median(values: list[float]) -> float:
    return statistics.median(values)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


GUI_SECTIONS = ("bench_gui", "bench_instructor")
"""Sections run only with ``--gui`` (they start the app, offscreen)."""


def sections(include_gui: bool) -> list:
    found = []
    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("bench_"):
            continue
        if info.name in GUI_SECTIONS and not include_gui:
            continue
        found.append(importlib.import_module(f"{__name__}.{info.name}"))
    return sorted(found, key=lambda m: m.ORDER)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--quick", action="store_true", help="shorter runs (rougher figures)")
    parser.add_argument("--gui", action="store_true", help="also measure the app (offscreen)")
    parser.add_argument("--only", metavar="NAME", help="run only sections whose title has NAME")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")


def run(args: argparse.Namespace) -> int:
    results = []
    for section in sections(args.gui):
        if args.only and args.only.lower() not in section.TITLE.lower():
            continue
        if not args.json:
            print(f"\n== {section.TITLE}", flush=True)
        rows = section.run(args.quick)
        for row in rows:
            results.append({"section": section.TITLE, **asdict(row), "ratio": row.ratio})
            if not args.json:
                print(format_row(row), flush=True)
    if args.json:
        json.dump(results, sys.stdout, indent=2)
        print()
    return 0


def format_row(row: Row) -> str:
    text = f"  {row.workload:<44} {_num(row.value):>12} {row.unit}"
    if row.anchor_value is not None:
        text += f"   {row.anchor}: {_num(row.anchor_value)} {row.unit}"
        if row.ratio is not None:
            text += f"   ratio {row.ratio:.2f}x"
    elif row.anchor:
        text += f"   ({row.anchor})"
    if row.note:
        text += f"   [{row.note}]"
    return text


def _num(x: float) -> str:
    return f"{x:,.0f}" if x >= 100 else f"{x:,.2f}"
