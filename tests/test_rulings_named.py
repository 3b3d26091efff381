"""Every rule of RULINGS.md has a test whose name names it (``test_r5_4_...``), and one
that runs in the fast loop (``pytest -m "not slow"``), not only behind the ``slow`` marker."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

from trainer.scenarios.rulings import ruling_ids

TESTS = Path(__file__).resolve().parent


def _is_slow(node: ast.expr) -> bool:
    """``pytest.mark.slow`` (or a list of marks holding it)."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(_is_slow(e) for e in node.elts)
    return isinstance(node, ast.Attribute) and node.attr == "slow" and ast.unparse(node.value) == "pytest.mark"


@cache
def _trees() -> tuple[ast.Module, ...]:
    """Every test file parsed, once a worker (both tests read them, one of them twice)."""
    return tuple(ast.parse(path.read_text(encoding="utf-8")) for path in TESTS.rglob("*.py"))


def _tests(fast_only: bool) -> set[str]:
    """The test functions' names; with ``fast_only``, only those not marked slow (by a
    decorator or the module's ``pytestmark``)."""
    names = set()
    for tree in _trees():
        if fast_only and any(isinstance(n, ast.Assign) and any(ast.unparse(t) == "pytestmark" for t in n.targets)
                             and _is_slow(n.value) for n in tree.body):
            continue
        for node in ast.walk(tree):
            if (isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_")
                    and not (fast_only and any(_is_slow(d) for d in node.decorator_list))):
                names.add(node.name)
    return names


def _unnamed(names: set[str]) -> list[str]:
    ids = ruling_ids()
    assert len(ids) >= 30
    return [r for r in ids if not any(re.search(rf"_{r.lower().replace('-', '_')}(_|$)", n) for n in names)]


def test_every_ruling_has_a_test_named_after_it():
    assert _unnamed(_tests(fast_only=False)) == []


def test_every_ruling_has_a_fast_test_named_after_it():
    fast = _tests(fast_only=True)
    assert fast < _tests(fast_only=False)  # the slow marker is seen: some tests are behind it
    assert _unnamed(fast) == []
