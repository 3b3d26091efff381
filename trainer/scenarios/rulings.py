"""The rulings of RULINGS.md (shipped as assets/regulations/RULINGS.md), by id.

Lessons tag items with the rulings they exercise (``rulings: [R1-4]``); the GUI's
"show the rule" reads a ruling's text from here beside the regulation's article.
"""

from __future__ import annotations

import re
from functools import cache

from trainer.resources import asset

_ID = re.compile(r"^- (R\d+-\d+b?) ")


@cache
def rulings() -> dict[str, str]:
    """Ruling id -> its text (English), in the order of RULINGS.md."""
    text = asset("regulations", "RULINGS.md").read_text(encoding="utf-8")
    out: dict[str, str] = {}
    current: str | None = None
    for line in text.splitlines():
        m = _ID.match(line)
        if m:
            current = m.group(1)
            out[current] = line[2:].strip()
        elif current and line.startswith("  ") and line.strip():
            out[current] += " " + line.strip()
        elif not line.strip() or line.startswith("#"):
            current = None
    return out


def ruling_ids() -> tuple[str, ...]:
    return tuple(rulings())
