"""The shape of the code holds: layers import only downwards, nothing reaches into
another module's private parts, and the types check (issue 14 items 6 and 8).

Layers (STYLE.md): ``engine`` <- ``scenarios`` <- ``tasks`` <- ``generators`` <- ``table_run``
<- ``curriculum`` <- ``training`` <- ``gui`` (issue 34 item 6), with ``store`` beside the core;
``i18n``, ``resources`` and ``translations`` are leaves anyone may use (the glossary the
terminology test reads lives in ``tests/glossary.py``);
``commands``, ``bench`` and ``cli`` are the edges that put the layers together.
"""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "trainer"
LEAVES = {"i18n", "resources", "translations"}
CORE = {"engine", "scenarios", "tasks", "generators", "table_run", "curriculum"}
"""The Qt-free layers below the store's peers, in their order (issue 34 item 6)."""
ALLOWED: dict[str, set[str]] = {
    "i18n": set(),
    "resources": set(),
    "translations": {"i18n", "resources"},  # the catalogues read without Qt (issue 19)
    "engine": set(),
    # What a scenario shows and how it is cited: facts a table shows, the tables possible (R0-5), the
    # action to follow, the regulations' and rulings' texts, citations, the answers' words.
    "scenarios": {"engine"} | LEAVES,
    "tasks": {"engine", "scenarios"} | LEAVES,  # what is asked, graded and explained; target times
    "generators": {"engine", "scenarios", "tasks"} | LEAVES,  # tables drawn at random, within the rules
    "table_run": {"engine", "scenarios", "tasks", "generators"} | LEAVES,  # a hand dealt into its steps
    "curriculum": CORE - {"curriculum"} | LEAVES,  # lessons and exams as files, items, coverage, editing
    "store": {"engine"} | LEAVES,
    "training": CORE | {"store"} | LEAVES,
    "gui": CORE | {"store", "training"} | LEAVES,
    "commands": CORE | {"store", "training"} | LEAVES,
    "bench": CORE | {"store", "training", "gui"} | LEAVES,
    "cli": CORE | {"store", "training", "gui", "commands", "bench"} | LEAVES,
}


def _modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out.append((".".join(parts), path))
    return out


@functools.cache
def _imports(module: str, path: Path) -> tuple[tuple[str, list[str], int], ...]:
    """(imported module, names taken from it, line) for every import in the file (parsed once a
    worker: four tests read every module's imports)."""
    is_package = path.name == "__init__.py"
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(a.name, [], node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.append((target, [a.name for a in node.names], node.lineno))
    return tuple(found)


def _layer(module: str) -> str:
    return module.split(".")[1] if module.count(".") else ""


def test_the_layer_table_names_every_top_level_module():
    tops = {_layer(m) for m, _ in _modules() if m != "trainer"}
    assert tops <= set(ALLOWED), sorted(tops - set(ALLOWED))


def test_packages_import_only_downwards():
    wrong = []
    for module, path in _modules():
        layer = _layer(module)
        if not layer:
            continue
        for target, _, line in _imports(module, path):
            if not target.startswith("trainer."):
                continue
            other = _layer(target)
            if other != layer and other not in ALLOWED[layer]:
                wrong.append(f"{path.relative_to(ROOT)}:{line}: {layer} imports {target}")
    assert wrong == []


def test_the_gui_and_training_read_the_store_through_its_package_only():
    """Issue 34 item 5: the screens and the training layer use ``trainer.store``'s public face
    (the Store, its models, SchoolStore, SyncConnection); no ``trainer.store.<module>`` —
    the server-or-local policy, passwords and connections are the store's own business."""
    wrong = []
    for module, path in _modules():
        if _layer(module) not in ("gui", "training"):
            continue
        for target, _, line in _imports(module, path):
            if target.startswith("trainer.store."):
                wrong.append(f"{path.relative_to(ROOT)}:{line}: {target}")
    assert wrong == []


def test_no_module_imports_another_modules_private_parts():
    wrong = []
    for module, path in _modules():
        for target, names, line in _imports(module, path):
            if not target.startswith("trainer"):
                continue
            private_module = any(p.startswith("_") and p != "__init__" for p in target.split("."))
            private_names = [n for n in names if n.startswith("_") and n != "__version__"]
            if private_module or private_names:
                wrong.append(f"{path.relative_to(ROOT)}:{line}: {target} {private_names or ''}")
    assert wrong == []


def _graph() -> dict[str, set[str]]:
    """Module -> the trainer modules it imports, anywhere in the file (in-function too)."""
    modules = {m for m, _ in _modules()}
    graph: dict[str, set[str]] = {}
    for module, path in _modules():
        deps = set()
        for target, names, _ in _imports(module, path):
            for candidate in [f"{target}.{n}" for n in names] + [target]:
                if candidate in modules and candidate != module:
                    deps.add(candidate)
                    break
        graph[module] = deps
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycles_hidden_in_functions():
    """An import moved into a function to dodge a cycle is still a cycle: a package
    ``__init__`` re-exporting its modules is the one kind of loop allowed."""
    graph = _graph()
    for module in graph:  # a package may import its own modules to re-export them
        graph[module] = {d for d in graph[module] if not module.startswith(d + ".") and not (
            d.startswith(module + ".") and _modules_by_name()[module].name == "__init__.py")}
    assert _cycles(graph) == []


def _modules_by_name() -> dict[str, Path]:
    return dict(_modules())


def _mypy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--hide-error-context",
         "--cache-dir", str(ROOT / ".mypy_cache"), *args],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )


def test_engine_and_store_pass_mypy_strict():
    result = _mypy("--strict", "trainer/engine", "trainer/store")
    assert result.stdout.strip() == "", result.stdout


def test_the_rest_passes_mypy():
    result = _mypy("trainer")
    assert result.stdout.strip() == "", result.stdout
