"""The project installs as a user gets it: data packaged, layers kept apart."""

import ast
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from trainer.resources import assets_dir, lessons_dir

ROOT = Path(__file__).resolve().parents[1]
QT_FREE = ("engine", "scenarios", "tasks", "generators", "table_run", "curriculum", "store", "training", "commands")


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_code_package_is_listed_for_installation():
    listed = set(_pyproject()["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "trainer").rglob("__init__.py")
    }
    assert on_disk <= listed, sorted(on_disk - listed)


def test_assets_and_lessons_are_found_at_run_time():
    assert assets_dir().is_dir() and (assets_dir() / "__init__.py").exists()
    assert lessons_dir().is_dir() and (lessons_dir() / "__init__.py").exists()


def test_a_plain_wheel_carries_the_assets_and_lessons(tmp_path):
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "-q", "-w", str(tmp_path), str(ROOT)],
        check=True, capture_output=True, timeout=300,
    )
    (wheel,) = tmp_path.glob("trainer-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder, package in (("assets", "trainer/assets"), ("lessons", "trainer/lessons")):
        for f in (ROOT / folder).rglob("*"):
            if f.is_file() and "__pycache__" not in f.parts:
                rel = f.relative_to(ROOT / folder).as_posix()
                assert f"{package}/{rel}" in names, rel


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def test_nothing_below_the_gui_imports_qt():
    for layer in QT_FREE:
        for path in (ROOT / "trainer" / layer).rglob("*.py"):
            assert not _imports(path) & {"PySide6", "pyqtgraph", "shiboken6"}, path


def test_solve_does_not_load_qt():
    code = (
        "import sys, trainer.cli as c; c.main(['solve', sys.argv[1]]);"
        "assert not any(m.startswith(('PySide6','pyqtgraph')) for m in sys.modules)"
    )
    scenario = ROOT / "tests" / "data" / "holdem_two_pair.yaml"
    proc = subprocess.run([sys.executable, "-c", code, str(scenario)], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
