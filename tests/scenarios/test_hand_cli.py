"""``trainer hand`` (issue 21): a hand's steps as JSON lines; bad input one line, exit 2."""

from __future__ import annotations

import json

import pytest

from trainer.cli import main
from trainer.engine.rulesets import GAMES


@pytest.mark.parametrize("game", GAMES)
def test_trainer_hand_prints_each_step_as_a_json_line(game, capsys):
    assert main(["hand", "--game", game, "--seed", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    steps = [json.loads(line) for line in lines]
    assert steps and [s["step"] for s in steps] == list(range(1, len(steps) + 1))
    for s in steps:
        assert {"kind", "question", "answer", "explanation", "before", "after"} <= set(s)
        assert s["question"] and all(e["cite"] for e in s["explanation"])


def test_trainer_hand_same_seed_same_lines(capsys):
    main(["hand", "--game", "omaha-macau", "--seed", "12", "--seats", "10"])
    first = capsys.readouterr().out
    main(["hand", "--game", "omaha-macau", "--seed", "12", "--seats", "10"])
    assert capsys.readouterr().out == first


@pytest.mark.parametrize("argv", [
    [], ["--game", "poker"], ["--game", "holdem", "--seed", "x"], ["--game", "holdem", "--seats", "11"],
    ["--game", "stud", "--seats", "8"], ["--game", "thirteen", "--seats", "4"], ["--game", "qpoker", "--seats", "0"],
    ["--game", "holdem", "--seats", "two"],
])
def test_trainer_hand_bad_arguments_exit_2_with_one_line(argv, capsys):
    assert main(["hand", *argv]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert len(out.err.strip().splitlines()) == 1 and "Traceback" not in out.err
