"""``trainer``'s command line imports only the command it runs: the app opened with ``--db``
or ``--kiosk`` starts without the other commands' modules (cold start, issue 8)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from trainer.cli import COMMANDS, build_parser


def imported_commands(argv: list[str]) -> list[str]:
    """The command modules a fresh interpreter has imported after building the parser for ``argv``."""
    code = ("import json, sys; from trainer.cli import COMMANDS, build_parser; build_parser(json.loads(sys.argv[1])); "
            "print(json.dumps(sorted(m for m, _ in COMMANDS.values() if m in sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code, json.dumps(argv)], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_the_app_opened_with_its_options_imports_no_command():
    assert imported_commands(["--db", "x.db", "--kiosk"]) == []


def test_a_command_imports_its_own_module_only():
    assert imported_commands(["hand", "--game", "holdem"]) == ["trainer.commands.hand"]


@pytest.mark.parametrize("name", list(COMMANDS))
def test_each_command_still_takes_its_arguments(name, capsys):
    parser = build_parser([name, "--help"])
    with pytest.raises(SystemExit) as done:
        parser.parse_args([name, "--help"])
    assert done.value.code == 0
    usage = capsys.readouterr().out.splitlines()[0]
    assert usage.startswith(f"usage: trainer {name} [-h] ") and len(usage) > len(f"usage: trainer {name} [-h] ")


def test_the_help_lists_every_command_without_importing_them(capsys):
    with pytest.raises(SystemExit):
        build_parser(["--help"]).parse_args(["--help"])
    out = capsys.readouterr().out
    assert all(name in out for name in COMMANDS)
