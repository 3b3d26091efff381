"""Issue 36: the app starts to its home screen without importing what home does not show.

The app is started as ``trainer bench --gui`` starts it (a fresh process, ``python -m
trainer.cli``, a trainee signed in, quit when home is up and idle); the modules loaded at that
moment are compared with those that must wait for their first use: every other screen, the
engine's solvers, the task registry and the generators, the lessons' checker, the store's
server code, the PDF report, the charts, and the YAML readers.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

# Run as the app's entry point, with ``print`` watched: at the bench's "ready" (home shown and
# idle) the names in sys.modules are written to the file given.
PROBE = """
import builtins, json, sys
out, real_print, done = sys.argv[1], builtins.print, []
def watched(*args, **kwargs):
    if args and args[0] == "ready" and not done:
        done.append(1)
        with open(out, "w", encoding="utf-8") as f:
            json.dump(sorted(sys.modules), f)
    return real_print(*args, **kwargs)
builtins.print = watched
from trainer.cli import main
sys.exit(main(sys.argv[2:]))
"""

LATER = (
    # the screens home opens, and the drill's
    "trainer.gui.drill.screen", "trainer.gui.table_run.", "trainer.gui.exam", "trainer.gui.progress.screen",
    "trainer.gui.instructor.", "trainer.gui.home.help_window", "trainer.gui.home.kiosk",
    "trainer.gui.question.lesson_intro", "trainer.gui.question.feedback_room", "trainer.gui.question.explain_html",
    "trainer.gui.question.rule_dialog", "trainer.gui.table", "trainer.gui.panels",
    "trainer.gui.progress.mistakes_view",
    # the PDF report and the charts
    "trainer.gui.report", "trainer.gui.progress.charts", "pyqtgraph", "numpy",
    # the task registry, the generators, the lessons' and exams' checkers, hands
    "trainer.tasks", "trainer.curriculum.generate", "trainer.generators",
    "trainer.curriculum.lesson", "trainer.curriculum.lesson_edit", "trainer.curriculum.exam",
    "trainer.table_run", "trainer.curriculum.lesson_translations",
    "trainer.training.drill", "trainer.training.table_run", "trainer.training.exam", "trainer.training.sprint",
    # the store's server and sync code
    "trainer.store.server",
    # YAML (read only when a lesson is opened or a drill's constraints are), the .ts reader
    "yaml", "ruamel", "xml.etree",
)
ENGINE_AT_START = {"trainer.engine", "trainer.engine.rulesets", "trainer.engine.cards", "trainer.engine.ranking"}
"""The engine modules home needs: the games' descriptor (its list of games) and the cards it names."""


def modules_at_home(tmp_path: Path, language: str) -> list[str]:
    out = tmp_path / f"modules-{language}.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TRAINER_BENCH_STARTUP="Bench", TRAINER_LANGUAGE=language,
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    db = str(tmp_path / "start.db")
    for _ in range(2):  # the first start writes the indexes kept between runs (lessons, skills)
        proc = subprocess.run([sys.executable, "-c", PROBE, str(out), "--db", db], env=env,
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0 and "ready" in proc.stdout, proc.stderr[-2000:]
    return list(json.loads(out.read_text(encoding="utf-8")))


def _matches(module: str, pattern: str) -> bool:
    """``pattern`` names a module and its submodules; one ending in a dot, only its submodules
    (``trainer.gui.instructor.``: the package itself is read to list the screens' buttons)."""
    if pattern.endswith("."):
        return module.startswith(pattern)
    return module == pattern or module.startswith(pattern + ".")


def _loaded_too_soon(modules: list[str]) -> list[str]:
    return [m for m in modules if any(_matches(m, p) for p in LATER)
            or (m.startswith("trainer.engine") and m not in ENGINE_AT_START)]


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_home_is_ready_before_the_other_screens_the_engine_and_yaml_are_imported(tmp_path, language):
    modules = modules_at_home(tmp_path, language)
    assert "trainer.gui.home.screen" in modules and "PySide6.QtWidgets" in modules  # the probe saw the app's start
    assert _loaded_too_soon(modules) == []


def test_the_probe_sees_a_module_loaded_too_soon():
    """The check itself: what a start that imported the drill screen or the solvers would load."""
    assert _loaded_too_soon(["trainer.gui.home.screen", "trainer.gui.drill.screen", "trainer.engine.solve",
                             "yaml.loader",
                             "trainer.engine.rulesets", "trainer.gui.instructor", "trainer.gui.instructor.screen",
                             "xml.etree.ElementTree", "trainer.curriculum.lesson_header"]) == [
        "trainer.gui.drill.screen", "trainer.engine.solve", "yaml.loader", "trainer.gui.instructor.screen",
        "xml.etree.ElementTree"]
