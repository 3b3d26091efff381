"""Fixtures shared by the whole suite."""

from __future__ import annotations

import os
import tempfile
import textwrap
from pathlib import Path

import pytest

import tests.examples  # noqa: F401  (loads the Hypothesis profile, "dev" or HYPOTHESIS_PROFILE's, before any test)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the lessons' index cache (trainer.training.sources) of a test run stays in the run's own folder
os.environ.setdefault("TRAINER_CACHE_DIR", tempfile.mkdtemp(prefix="trainer-cache-"))
# the school key pin (trainer.store.school_key) is never read from or written to the machine's own
# configuration folders by a test: every test has its own (issue 31)
os.environ.pop("TRAINER_SCHOOL_KEY", None)
os.environ.pop("TRAINER_SYSTEM_CONFIG_DIR", None)


@pytest.fixture(autouse=True)
def _own_config_dir(tmp_path_factory, monkeypatch):
    """The user's configuration folder and the system's (issue 31 N5): each test has its own two."""
    monkeypatch.setenv("TRAINER_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    monkeypatch.setenv("TRAINER_SYSTEM_CONFIG_DIR", str(tmp_path_factory.mktemp("system-config")))


@pytest.fixture(autouse=True)
def _own_school_folder(tmp_path_factory, monkeypatch):
    """The school's lesson folder (issue 35 item 4): each test has its own, empty, so a school
    lesson on this machine is never offered in a test."""
    from trainer.training import sources

    monkeypatch.setenv("TRAINER_SCHOOL_LESSONS", str(tmp_path_factory.mktemp("school-lessons")))
    sources.use_school_folder(None)
    yield
    sources.use_school_folder(None)


@pytest.fixture(autouse=True)
def _garbage_between_tests():
    """Once a test has made the app's worker, Python's collector runs only from a GUI-thread
    timer (trainer.gui.common.garbage); between tests it does here what it would have done, so a test
    that never turns the event loop does not pile up the garbage of the ones before."""
    yield
    import sys

    garbage = sys.modules.get("trainer.gui.common.garbage")
    if garbage is not None and garbage.installed():
        garbage._collector.tick()


@pytest.fixture
def run_cli(capsys):
    """Run ``trainer ARGS...`` in-process; returns (exit status, stdout, stderr)."""
    from trainer.cli import main

    def _run(*args: str) -> tuple[int, str, str]:
        capsys.readouterr()
        try:
            rc = main([str(a) for a in args])
        except SystemExit as exc:  # argparse usage errors
            rc = exc.code if isinstance(exc.code, int) else 2
        out, err = capsys.readouterr()
        return rc, out, err

    return _run


@pytest.fixture
def scenario_file(tmp_path: Path):
    """Write a scenario (YAML text, dedented) to a file and return its path."""
    counter = iter(range(10_000))

    def _write(text: str, name: str | None = None) -> Path:
        path = tmp_path / (name or f"scenario{next(counter)}.yaml")
        path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
        return path

    return _write
