"""Strings lupdate cannot see (issue 19 item 1): a tr() call inside an f-string is skipped by
its parser, so the sentence would never reach a catalogue."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOOKUPS = {"tr", "msg", "translate", "QT_TRANSLATE_NOOP"}


def _name(func: ast.expr) -> str | None:
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None


def calls_inside_f_strings(source: str) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            for sub in ast.walk(node):
                if (isinstance(sub, ast.Call) and _name(sub.func) in LOOKUPS and sub.args
                        and any(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in sub.args)):
                    found.append((sub.lineno, ast.unparse(sub)))
    return found


def test_no_translated_string_is_written_inside_an_f_string():
    wrong = [f"{path.relative_to(ROOT)}:{line}: {call}" for path in sorted((ROOT / "trainer").rglob("*.py"))
             for line, call in calls_inside_f_strings(path.read_text(encoding="utf-8"))]
    assert wrong == []


def test_the_check_sees_a_call_in_an_f_string():
    assert calls_inside_f_strings("x = f\"<b>{tr('Why:')}</b> {self.tr('Next')} {tr(name)}\"\n") == [
        (1, "tr('Why:')"), (1, "self.tr('Next')")]
