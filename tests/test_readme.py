"""README gives set-up as exactly two commands, and CI runs the same test command."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = text.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    return [b.strip() for b in re.findall(r"```sh\n(.*?)```", setup, re.S)]


def test_readme_gives_exactly_two_set_up_commands():
    commands = _commands()
    assert len(commands) == 2
    assert all("\n" not in c for c in commands)
    assert commands[0].endswith("trainer")
    assert "pytest" in commands[1]


def test_ci_runs_the_readme_test_command_word_for_word():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert _commands()[1] in ci.splitlines()
    assert "QT_QPA_PLATFORM=offscreen" in ci


def test_every_cli_command_is_documented_in_the_readme():
    from trainer.cli import COMMANDS

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in COMMANDS:
        assert f"`trainer {name}" in text, name
