"""Generators (issue 6): seeded and deterministic, constraints checked with the path of the
offending key, items built as scripted items, and ``trainer generate`` writing a lesson
that ``trainer lessons check`` accepts and that reads back as the same items."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections import Counter

import pytest
import yaml

from trainer.curriculum.generate import GenerateError, check_constraints, generate, tasks_of
from trainer.curriculum.lesson import ScriptedItem, check_lesson, check_text, scripted_question
from trainer.engine.rulesets import GAMES
from trainer.tasks import task_for

# one task of each game asked one question an item (a hand followed step by step asks many)
ONE_TASK = {g: [t for t in tasks_of(g) if not task_for(t).multi_step][-1] for g in GAMES}


def _items(game, task, count, seed, constraints=None):
    return [(q.scenario, q.answer) for q in generate(game, task, count, seed, constraints)]


# -- determinism ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_gives_the_same_items_and_another_seed_other_items(game):
    task = ONE_TASK[game]
    first = _items(game, task, 12, 7)
    assert _items(game, task, 12, 7) == first
    other = _items(game, task, 12, 8)
    assert sum(a != b for a, b in zip(first, other, strict=True)) >= 10


def test_an_item_does_not_depend_on_how_many_are_asked_for():
    few = _items("holdem", "pot-split", 4, 3, {"side_pots": 2})
    many = _items("holdem", "pot-split", 20, 3, {"side_pots": 2})
    assert many[:4] == few


def test_items_are_the_same_in_another_process_with_another_hash_seed():
    script = textwrap.dedent("""
        import json
        from trainer.engine.rulesets import GAMES
        from trainer.curriculum.generate import generate, tasks_of
        out = {g: [q.scenario for t in tasks_of(g) for q in generate(g, t, 2, 5)] for g in GAMES}
        print(json.dumps(out, sort_keys=True))
    """)
    runs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
        )
        runs.append(done.stdout)
    assert runs[0] == runs[1]
    here = {g: [q.scenario for t in tasks_of(g) for q in generate(g, t, 2, 5)] for g in GAMES}
    assert json.loads(runs[0]) == json.loads(json.dumps(here, sort_keys=True))


def test_constraints_change_the_items():
    one, two = ({"side_pots": 1}, {"side_pots": 2})
    assert _items("stud", "pot-split", 5, 1, one) != _items("stud", "pot-split", 5, 1, two)


# -- items are scripted items -----------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_every_question_is_what_a_scripted_item_of_its_scenario_gives(game):
    for task in tasks_of(game):
        for q in generate(game, task, 3, 11):
            scripted = scripted_question(ScriptedItem(id="x", task=task, scenario=q.scenario, params=q.params))
            assert (q.task, q.prompt, q.answer, q.solution) == (task, scripted.prompt, scripted.answer,
                                                                 scripted.solution)


def test_unconstrained_items_vary_the_way_an_exam_should():
    qs = generate("holdem", "pot-split", 200, 4)
    side_pots = Counter(len(q.solution.to_json()["pots"]) - 1 for q in qs)
    assert {0, 1, 2} <= set(side_pots)
    assert Counter(len(q.solution.to_json()["pots"][0]["winners"]) > 1 for q in qs)[True] >= 20
    assert Counter(q.solution.to_json()["uncalled"] is not None for q in qs)[True] >= 20
    seat_sets = [[s["seat"] for s in q.scenario["seats"]] for q in qs]
    assert sum(seats != list(range(1, len(seats) + 1)) for seats in seat_sets) >= 150
    assert {(q.scenario.get("params") or {}).get("chip_unit", 1) for q in qs} == {1, 5}


def test_omaha_macau_hands_name_the_big_blind_and_sometimes_the_last_street():
    qs = generate("omaha-macau", "showdown-order", 60, 2)
    assert all(q.scenario["params"]["big_blind"] > 0 for q in qs)
    with_round = [q for q in qs if "final_round" in q.scenario]
    assert 10 <= len(with_round) <= 50


def test_sintetico_hands_name_the_previous_round_high_bettor():
    for q in generate("sintetico", "showdown-order", 20, 2):
        assert q.scenario["previous_round_high_bettor"] in {s["seat"] for s in q.scenario["seats"]}


def test_thirteen_stakes_are_one_to_three_betting_units():
    for q in generate("thirteen", "thirteen-settle", 30, 3):
        unit = (q.scenario.get("params") or {}).get("bet_unit")
        stakes = [s["stake"] for s in q.scenario["seats"]]
        if unit:
            assert all(s in (unit, 2 * unit, 3 * unit) for s in stakes)


def test_a_builder_that_never_fits_ends_in_a_generate_error(monkeypatch):
    from trainer.generators import common, qpoker

    def never(*args):
        raise common.Retry("the shoe is empty")

    monkeypatch.setattr(qpoker, "build", never)
    with pytest.raises(GenerateError, match=r"cannot generate qpoker qpoker-payout .* after \d+ tries"):
        generate("qpoker", "qpoker-payout", 1, 0)


# -- check_constraints ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "task", "constraints", "path", "words"),
    [
        ("holdem", "pot-split", {"sidepots": 2}, ("sidepots",), "allowed: seats, folds, side_pots"),
        ("holdem", "pot-split", {"side_pots": 5}, ("side_pots",), "0 to 4"),
        ("holdem", "pot-split", {"side_pots": "two"}, ("side_pots",), "whole number"),
        ("holdem", "pot-split", {"tie": "maybe"}, ("tie",), "true or false"),
        ("holdem", "pot-split", {"seats": [4, 40]}, ("seats", 1), "from 1 to"),
        ("holdem", "pot-split", {"seats": 3}, ("seats",),
         "4 to 10 players, not 3 (non-banked rules 6, 24; ruling R0-5)"),
        ("omaha-macau", "pot-split", {"seats": [2, 11]}, ("seats",), "2 to 10 players, not 11 (Despacho 97/2010"),
        ("holdem", "pot-split", {"seats": [6, 3]}, ("seats",), "min <= max"),
        ("holdem", "pot-split", {"commission": "sometimes"}, ("commission",), "on, off, cap-binding"),
        ("holdem", "pot-split", {"chip_unit": 3}, ("chip_unit",), "1, 5, 10"),
        ("holdem", "winner", {"side_pots": 1}, ("side_pots",), "does not apply to task winner"),
        ("omaha", "pot-split", {"board_plays": True}, ("board_plays",), "does not apply to omaha"),
        ("holdem", "showdown-order", {"final_round": True}, ("final_round",), "does not apply to holdem"),
        ("holdem", "pot-split", {"seats": 4, "side_pots": 3}, ("side_pots",), "need at least 5 seats"),
        ("holdem", "pot-split", {"seats": 4, "folds": 4}, ("folds",), "at least one seat"),
        ("holdem", "showdown-order", {"seats": 4, "folds": 3}, ("folds",), "at least two seats"),
        ("holdem", "pot-split", {"tie": False, "odd_chips": True}, ("odd_chips",), "split main pot"),
        ("holdem", "pot-split", {"board_plays": True, "tie": False}, ("board_plays",), "tie"),
        ("holdem", "pot-split", {"seats": 4, "folds": 3, "uncalled": False}, ("uncalled",), "uncalled"),
        ("stud", "pot-split", {"commission": "cap-binding"}, ("commission",), "no cap"),
        ("stud", "pot-split", {"seats": 9}, ("seats",),
         "2 to 7 players, not 9 (Portaria 104/85/M art. 3; ruling R0-5)"),
        ("stud", "showdown-order", {"street": 3}, ("street",), "street 4"),
        ("stud", "winner", {"street": 2, "seats": 4, "folds": 1}, ("folds",), "every other seat folded"),
        ("stud", "first-to-act", {"street": 2, "folded_at": [3, 4]}, ("folded_at",), "after street 2"),
        ("stud", "first-to-act", {"duty_passes": True, "folded_at": 1, "street": 3}, ("duty_passes",),
         "street 3"),
        ("stud", "pot-split", {"duty_passes": True}, ("duty_passes",), "does not apply"),
        ("thirteen", "foul", {"foul": "maybe"}, ("foul",), "yes, no, subtle"),
        ("thirteen", "natural", {"natural": "dragons"}, ("natural",), "six-pairs-and-a-half"),
        ("thirteen", "dice", {"dice": False}, ("dice",), "needs the dice"),
        ("thirteen", "foul", {"arranged": False}, ("arranged",), "arranged rows"),
        ("thirteen", "dice", {"foul": "yes"}, ("foul",), "does not apply to task dice"),
        ("qpoker", "qpoker-qualify", {"folds": 1}, ("folds",), "does not apply"),
        ("qpoker", "qpoker-payout", {"decks": 3}, ("decks",), "1 to 2"),
        ("qpoker", "qpoker-payout", {"seats": 2, "folds": 3}, ("folds",), "cannot fold"),
    ],
)
def test_check_constraints_refuses_with_the_path_of_the_key(game, task, constraints, path, words):
    with pytest.raises(GenerateError) as info:
        check_constraints(game, task, constraints)
    assert info.value.path == path
    assert words in info.value.message


@pytest.mark.parametrize(
    ("game", "task", "constraints"),
    [
        ("holdem", "pot-split", {"side_pots": 4, "tie": True, "odd_chips": True,
                                 "commission": "cap-binding"}),
        ("holdem", "pot-split", {"commission": True, "seats": [4, 6]}),  # YAML's on is true
        ("omaha-macau", "showdown-order", {"final_round": True, "folds": 2}),
        ("stud", "first-to-act", {"street": 2, "folded_at": [1, 2], "duty_passes": True}),
        ("thirteen", "foul", {"foul": True, "natural": "dragon", "dice": True}),  # YAML's yes is true
        ("thirteen", "natural", {"arranged": False, "natural": False}),
        ("qpoker", "qpoker-payout", {"qualifies": False, "folds": 2, "decks": 2, "seats": [3, 5]}),
        ("", "pot-split", {"anything": 1}),  # the lesson's game is reported elsewhere
    ],
)
def test_check_constraints_accepts_what_can_be_generated(game, task, constraints):
    assert check_constraints(game, task, constraints) is None


def test_unknown_game_and_ungeneratable_tasks_are_refused():
    with pytest.raises(GenerateError, match="unknown game"):
        check_constraints("baccarat", "winner", {})
    with pytest.raises(GenerateError, match="cannot generate task 'procedure'"):
        check_constraints("holdem", "procedure", {})
    with pytest.raises(GenerateError, match="does not apply to holdem"):
        check_constraints("holdem", "foul", {})
    with pytest.raises(GenerateError, match="mapping"):
        check_constraints("holdem", "winner", ["tie"])


def test_constraint_aliases_generate_what_they_say():
    (q,) = generate("thirteen", "foul", 1, 0, {"foul": True})
    assert any(p.get("foul") for p in [q.solution.to_json()["banker"], *q.solution.to_json()["seats"].values()])
    (q,) = generate("holdem", "commission", 1, 0, {"commission": False})
    assert q.solution.to_json()["commission"] == 0


# -- lessons with generated blocks ------------------------------------------------------------------


def test_a_lesson_generate_block_expands_into_its_items():
    lesson, problems = check_text(textwrap.dedent("""
        id: side-pots
        title: Side pots
        game: holdem
        skills: [pot-split]
        intro: One side pot per all-in level.
        items:
          - generate: {task: pot-split, count: 4, seed: 9, constraints: {side_pots: 2}}
    """))
    assert problems == []
    questions = list(lesson.questions())
    assert [len(q.solution.to_json()["pots"]) for q in questions] == [3, 3, 3, 3]


def test_a_bad_constraint_in_a_lesson_is_reported_at_its_line():
    _, problems = check_text(textwrap.dedent("""
        id: side-pots
        title: Side pots
        game: holdem
        skills: [pot-split]
        intro: One side pot per all-in level.
        items:
          - generate:
              task: pot-split
              count: 4
              constraints: {seats: 4, side_pots: 3}
    """), "side-pots.yaml")
    assert len(problems) == 1
    assert problems[0].field == "items[0].generate.constraints.side_pots"
    assert problems[0].line == 11


# -- trainer generate ---------------------------------------------------------------------------------


def test_trainer_generate_writes_a_lesson_that_checks_and_reads_back(run_cli, tmp_path):
    args = ["--game", "omaha-macau", "--task", "pot-split", "--count", "6", "--seed", "21",
            "-c", "side_pots=2", "-c", "commission=cap-binding"]
    rc, out, err = run_cli("generate", *args)
    assert (rc, err) == (0, "")
    path = tmp_path / "generated.yaml"
    path.write_text(out, encoding="utf-8")
    assert run_cli("lessons", "check", path)[0] == 0
    lesson, problems = check_lesson(path)
    assert problems == []
    assert "seed 21" in lesson.intro and "side_pots=2" in lesson.intro
    expected = generate("omaha-macau", "pot-split", 6, 21, {"side_pots": 2, "commission": "cap-binding"})
    read = list(lesson.questions())
    assert [q.scenario for q in read] == [q.scenario for q in expected]
    assert [q.answer for q in read] == [q.answer for q in expected]
    raw = yaml.safe_load(out)
    assert [item["expect"]["pots"] for item in raw["items"]] == [q.answer["pots"] for q in expected]


@pytest.mark.parametrize("game", GAMES)
def test_trainer_generate_output_checks_for_every_game(run_cli, tmp_path, game):
    rc, out, _ = run_cli("generate", "--game", game, "--task", ONE_TASK[game], "--count", "3", "--seed", "2")
    assert rc == 0
    path = tmp_path / f"{game}.yaml"
    path.write_text(out, encoding="utf-8")
    assert run_cli("lessons", "check", path)[0] == 0


def test_trainer_generate_writes_card_lists_in_flow_style(run_cli):
    rc, out, _ = run_cli("generate", "--game", "holdem", "--task", "winner", "--count", "2")
    assert rc == 0
    assert "board: [" in out and "cards: [" in out
    assert "- {seat: " in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((), "--game is required"),
        (("--game", "poker", "--task", "winner"), "--game must be one of"),
        (("--game", "holdem"), "--task is required"),
        (("--game", "holdem", "--task", "foul"), "--task for holdem must be one of"),
        (("--game", "holdem", "--task", "winner", "--count", "many"), "--count must be a whole number"),
        (("--game", "holdem", "--task", "winner", "--count", "5000"), "1 to 1000"),
        (("--game", "holdem", "--task", "winner", "--seed", "x"), "--seed must be a whole number"),
        (("--game", "holdem", "--task", "winner", "-c", "tie"), "KEY=VALUE"),
        (("--game", "holdem", "--task", "winner", "-c", "ties=true"), "constraint ties: unknown constraint"),
        (("--game", "holdem", "--task", "pot-split", "-c", "seats=[3,"), "is not a value"),
        (("--game", "holdem", "--task", "pot-split", "-c", "tie=true", "-c", "tie=false"), "given twice"),
        (("--game", "holdem", "--task", "winner", "--id", "Bad Id"), "lower-case"),
    ],
)
def test_trainer_generate_bad_arguments_give_one_line_and_status_2(run_cli, args, words):
    rc, out, err = run_cli("generate", *args)
    assert rc == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("trainer generate: ")
    assert words in err and "Traceback" not in err


def test_trainer_generate_help_lists_the_constraints(run_cli):
    rc, out, _ = run_cli("generate", "--help")
    assert rc == 0
    for word in ("side_pots", "odd_chips", "cap-binding", "board_plays", "folded_at", "subtle", "qualifies"):
        assert word in out
    from trainer.generators import betting

    for name in betting.CONSTRAINTS:  # the betting tasks' constraints, from the generator's declarations
        assert f"\n  {name} " in out, name
    assert "follow-action takes only limit, seats, short_blind" in out
