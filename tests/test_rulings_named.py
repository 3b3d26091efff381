"""Every rule of RULINGS.md has a test whose name names it (``test_r5_4_...``)."""

from __future__ import annotations

import re
from pathlib import Path

from trainer.scenarios.rulings import ruling_ids

TESTS = Path(__file__).resolve().parent


def test_every_ruling_has_a_test_named_after_it():
    names = set()
    for path in TESTS.rglob("*.py"):
        names.update(re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")))
    ids = ruling_ids()
    assert len(ids) >= 30
    unnamed = [r for r in ids if not any(re.search(rf"_{r.lower().replace('-', '_')}(_|$)", n) for n in names)]
    assert unnamed == []
