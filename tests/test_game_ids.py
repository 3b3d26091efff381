"""A game is data: no module outside the game descriptor compares a game id (issue 34 item 1).

The descriptor (:mod:`trainer.engine.rulesets`) says what each game is — its family, forced
bets, marker, limits, rounds and board, seats, deal and regulation — and every other module
asks it.  This test reads ``trainer/`` with :mod:`ast` and finds, outside the descriptor, each
place that decides by a game-id literal:

- a comparison (``==``, ``!=``, ``in``, ``not in``) with a game id, or with a literal tuple,
  list or set holding one (``game in ("holdem", "omaha")``);
- a ``case "stud":`` pattern;
- a dict literal keyed by game ids (``{"stud": …, "holdem": …}``: a dispatch by game);
- a literal collection of two or more game ids (a parallel tuple: ``BLIND_GAMES = (…)``).

A game id passed as a value (``ruleset("holdem")``) decides nothing and is not counted; YAML
files and tests are out of scope.  Where the id itself is the fact — sample data naming the games
it fills, a curriculum keyed by game as ``lessons/<game>/`` is, ids that are also English words —
the line says so and why with a :data:`DATA_MARK` comment (``# game ids as data: <why>``) and is
not counted.  Modules not yet converted would be listed in :data:`NOT_YET_CONVERTED` with their
count; the list only shrinks, and is empty.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

from trainer.engine.rulesets import GAMES

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "trainer"
DESCRIPTOR = {"trainer/engine/rulesets.py"}
"""Where a game's facts live, keyed by its id."""

NOT_YET_CONVERTED: dict[str, int] = {}
"""Modules that still decide by a game id, and how many times (issue 34 item 1: 177 places in 29
modules at the start, none now)."""
DATA_MARK = re.compile(r"#\s*game ids as data:\s*\S")
"""The comment that says a line's game ids are values, not a decision, and why (the why is required)."""

_IDS = frozenset(GAMES)
_OPS = (ast.Eq, ast.NotEq, ast.In, ast.NotIn)


def _ids_in(node: ast.AST) -> list[str]:
    """The game-id literals ``node`` is or holds as a literal collection."""
    if isinstance(node, ast.Constant):
        return [node.value] if node.value in _IDS else []
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [e.value for e in node.elts if isinstance(e, ast.Constant) and e.value in _IDS]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args \
            and node.func.id in ("frozenset", "set", "tuple"):
        return _ids_in(node.args[0])
    return []


def _keyed_by_game(node: ast.Dict) -> bool:
    keys = [k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
    return bool(keys) and all(k in _IDS for k in keys)


def game_id_decisions(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, kind) of each place ``tree`` decides by a game-id literal."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            if any(isinstance(op, _OPS) for op in node.ops) \
                    and any(_ids_in(side) for side in (node.left, *node.comparators)):
                found.append((node.lineno, "comparison"))
        elif isinstance(node, ast.MatchValue):
            if isinstance(node.value, ast.Constant) and node.value.value in _IDS:
                found.append((node.lineno, "case"))
        elif isinstance(node, ast.Dict):
            if _keyed_by_game(node):
                found.append((node.lineno, "dict keyed by game"))
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)) and len(_ids_in(node)) >= 2:
            found.append((node.lineno, "collection of games"))
    return found


def unmarked(found: list[tuple[int, str]], source: str) -> list[tuple[int, str]]:
    """``found`` less the lines marked as data (:data:`DATA_MARK`)."""
    lines = source.splitlines()
    return [(line, kind) for line, kind in found if not DATA_MARK.search(lines[line - 1])]


def census() -> dict[str, list[tuple[int, str]]]:
    """Module (path from the repository) -> its game-id decisions, outside the descriptor."""
    out: dict[str, list[tuple[int, str]]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if name in DESCRIPTOR:
            continue
        source = path.read_text(encoding="utf-8")
        found = unmarked(game_id_decisions(ast.parse(source, str(path))), source)
        if found:
            out[name] = sorted(found)
    return out


def test_no_module_outside_the_descriptor_decides_by_a_game_id() -> None:
    found = census()
    counts = {name: len(places) for name, places in found.items()}
    new = {name: places for name, places in found.items() if counts[name] > NOT_YET_CONVERTED.get(name, 0)}
    assert not new, "decides by a game-id literal; ask the descriptor (trainer.engine.rulesets) instead: " \
        + "; ".join(f"{name} lines {[line for line, _ in places]}" for name, places in new.items())
    stale = {name: n for name, n in NOT_YET_CONVERTED.items() if counts.get(name, 0) != n}
    assert not stale, f"converted: lower NOT_YET_CONVERTED to {({n: counts.get(n, 0) for n in stale})}"


def test_the_checker_finds_each_kind_of_decision() -> None:
    source = '''
if game == "stud": pass
if rules.id != "qpoker": pass
if game in ("holdem", "omaha"): pass
if game not in frozenset({"sintetico"}): pass
match game:
    case "thirteen": pass
TABLE = {"omaha-macau": 10, "qpoker": 7}
BLINDS = ("holdem", "omaha", "omaha-macau")
ruleset("holdem")
if words == "2010": pass
LABELS = {"non-banked": 1, "stud": 2}
'''
    kinds = Counter(kind for _, kind in game_id_decisions(ast.parse(source)))
    assert kinds == {"comparison": 4, "case": 1, "dict keyed by game": 1, "collection of games": 2}



def test_a_data_mark_must_say_why() -> None:
    source = '''
A = ("holdem", "omaha")  # game ids as data: the sample's games
B = ("holdem", "omaha")  # game ids as data:
C = ("holdem", "omaha")
'''
    assert [line for line, _ in unmarked(game_id_decisions(ast.parse(source)), source)] == [3, 4]
