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
    ["--game", "holdem", "--seats", "two"], ["--game", "holdem", "--stake", "0"], ["--game", "omaha", "--stake", "x"],
    ["--game", "qpoker", "--stake", "5"], ["--game", "thirteen", "--limit", "pot"],
    ["--game", "stud", "--limit", "pot"],
    ["--game", "omaha-macau", "--limit", "half-pot"], ["--game", "holdem", "--limit", "fixed"],
    ["--game", "holdem", "--seats", "3"], ["--game", "sintetico", "--seats", "2"],  # R0-5, rule 24: four at least
    ["--game", "stud", "--stake", "30"], ["--game", "stud", "--stake", "50"],  # R0-5, art. 6-7: an entry of 20 or 100
    ["--game", "holdem", "--stake", "10000000000"], ["--game", "omaha", "--stake", "1" + "0" * 44],  # attack X19
    ["--game", "sintetico", "--stake", "14000000000"],
])
def test_trainer_hand_bad_arguments_exit_2_with_one_line(argv, capsys):
    assert main(["hand", *argv]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert len(out.err.strip().splitlines()) == 1 and "Traceback" not in out.err


@pytest.mark.parametrize(("game", "stake", "limit", "table"), [
    ("holdem", "50", "no-limit", {"big_blind": 50, "limit": "no-limit"}),
    ("omaha-macau", "200", None, {"big_blind": 200}),
    ("sintetico", "40", "half-pot", {"ante": 40, "limit": "half-pot"}),
    ("stud", "100", None, {"ante": 100}),
])
def test_trainer_hand_deals_the_table_asked_for(game, stake, limit, table, capsys):
    """--stake and --limit: the table the hand screen's set-up picks, the same hand as it deals."""
    from trainer.table_run import deal_hand

    argv = ["hand", "--game", game, "--seed", "9", "--stake", stake] + (["--limit", limit] if limit else [])
    assert main(argv) == 0
    steps = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert steps == [{"step": n, **s.to_json()} for n, s in enumerate(deal_hand(game, 9, None, table).steps, 1)]
    posts = steps[0]["answer"]["posts"]  # the forced bets: the stake asked for
    assert max(posts.values()) == int(stake)
    assert steps != [{"step": n, **s.to_json()} for n, s in enumerate(deal_hand(game, 9).steps, 1)]
