"""`trainer solve` for the poker rule sets: the answer, and refusals (R0-4, R7)."""

import json
import subprocess
import sys

import pytest

GOOD = """
game: holdem
marker: 3
board: [Ah, 7c, 7d, 2s, 9h]
seats:
  - {seat: 1, cards: [As, Kd], committed: 500}
  - {seat: 3, cards: [Qs, Qd], committed: 1200}
  - {seat: 6, committed: 300, folded: true}
"""


def test_solve_prints_each_seat_still_in_with_category_and_best_five(run_cli, scenario_file):
    rc, out, err = run_cli("solve", scenario_file(GOOD))
    assert rc == 0, err
    answer = json.loads(out)
    assert answer["game"] == "holdem"
    assert answer["hands"]["1"] == {"category": "two-pair", "best": ["As", "Ah", "7c", "7d", "Kd"]}
    assert answer["hands"]["3"]["category"] == "two-pair"
    assert sorted(answer["hands"]["3"]["best"]) == sorted(["Qs", "Qd", "7c", "7d", "Ah"])
    assert "6" not in answer["hands"]  # folded


def test_solve_reads_json_too(run_cli, scenario_file):
    scenario = {
        "game": "stud",
        "seats": [
            {"seat": 1, "hole": "Ks", "up": ["Ah", "9d", "9c", "Th"], "committed": 400},
            {"seat": 4, "hole": "5s", "up": ["Kd", "Jc", "6h", "6d"], "committed": 400},
        ],
    }
    rc, out, err = run_cli("solve", scenario_file(json.dumps(scenario), "s.json"))
    assert rc == 0, err
    hands = json.loads(out)["hands"]
    assert hands["1"]["category"] == "one-pair" and hands["4"]["category"] == "one-pair"


def test_solve_accepts_10_for_ten_and_answers_in_two_character_form(run_cli, scenario_file):
    rc, out, _ = run_cli("solve", scenario_file(GOOD.replace("Qs, Qd", "10s, 10d")))
    assert rc == 0
    assert "Ts" in json.loads(out)["hands"]["3"]["best"]


BAD = {
    "duplicate card": (GOOD.replace("Qs, Qd", "Qs, Ah"), "seats[1].cards[1]", "duplicate card Ah"),
    "not a card": (GOOD.replace("Qs, Qd", "Qs, Qx"), "seats[1].cards[1]", "'Qx' is not a card"),
    "too few hole cards": (GOOD.replace("[Qs, Qd]", "[Qs]"), "seats[1].cards", "seat 3 has 1 cards"),
    "unknown game": (GOOD.replace("holdem", "blackjack"), "game", "unknown game 'blackjack'"),
    "missing game": (GOOD.replace("game: holdem\n", ""), "game", "missing required field 'game'"),
    "missing seats": (GOOD.split("seats:")[0], "seats", "missing required field 'seats'"),
    "missing marker": (GOOD.replace("marker: 3\n", ""), "marker", "missing required field 'marker'"),
    "negative amount": (GOOD.replace("committed: 500", "committed: -5"), "seats[0].committed",
                        "must not be negative"),
    "fractional amount": (GOOD.replace("committed: 500", "committed: 2.5"), "seats[0].committed",
                          "whole number"),
    "board of two": (GOOD.replace("[Ah, 7c, 7d, 2s, 9h]", "[Ah, 7c]"), "board", "expected 0 or 3 or 4 or 5"),
    "seat twice": (GOOD.replace("seat: 3,", "seat: 1,"), "seats[1].seat", "seat 1 is listed twice"),
    "unknown field": (GOOD.replace("marker: 3", "marker: 3\nmarkr: 4"), "markr", "unknown field"),
    "stud card below five": (
        "game: stud\nseats:\n  - {seat: 1, hole: 4s, up: [Ah], committed: 20}\n"
        "  - {seat: 2, hole: 5s, up: [Kh], committed: 20}\n",
        "seats[0].hole", "4s is not in the stud deck"),
    "sintetico card below eight": (
        "game: sintetico\nmarker: 1\nboard: []\nseats:\n  - {seat: 1, cards: [7h, As], committed: 20}\n"
        "  - {seat: 2, cards: [8s, 9s], committed: 20}\n",
        "seats[0].cards[0]", "7h is not in the sintetico deck"),
    "omaha with two cards": (
        GOOD.replace("holdem", "omaha"), "seats[0].cards", "seat 1 has 2 cards, expected 4"),
    "not yaml": ("game: holdem\nseats: [\n", "", "not valid YAML"),
    "not a mapping": ("- just\n- a list\n", "(scenario)", "expected a mapping"),
}


@pytest.mark.parametrize("case", list(BAD))
def test_invalid_scenario_exits_2_with_one_line_naming_file_and_field(case, run_cli, scenario_file):
    text, field, message = BAD[case]
    path = scenario_file(text)
    rc, out, err = run_cli("solve", path)
    assert rc == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert str(path) in lines[0]
    assert f": {field}: " in lines[0] or (not field and "not valid YAML" in lines[0])
    assert message in lines[0]
    assert "Traceback" not in err


def test_error_names_the_line_of_the_offending_field(run_cli, scenario_file):
    path = scenario_file(GOOD.replace("Qs, Qd", "Qs, Ah"))
    _, _, err = run_cli("solve", path)
    # GOOD starts with a blank line stripped by the fixture: seat 3 is on line 6.
    assert f"{path}:6: seats[1].cards[1]:" in err


def test_missing_file_and_empty_file_are_one_line_errors(run_cli, scenario_file, tmp_path):
    rc, _, err = run_cli("solve", tmp_path / "nope.yaml")
    assert rc == 2 and "cannot read the file" in err and len(err.strip().splitlines()) == 1
    rc, _, err = run_cli("solve", scenario_file(""))
    assert rc == 2 and "the file is empty" in err


def test_the_installed_command_never_shows_a_traceback(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"game: holdem\nmarker: 1\nseats: \xff\xfe\n")
    proc = subprocess.run(
        [sys.executable, "-m", "trainer.cli", "solve", str(bad)],
        capture_output=True, text=True, timeout=60,
    )
    assert proc.returncode == 2
    assert "not UTF-8" in proc.stderr and "Traceback" not in proc.stderr
