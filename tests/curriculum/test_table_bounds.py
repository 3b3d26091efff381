"""RULINGS R0-5 and R8-5: every table a trainee is shown is one the regulation allows.

The generators draw only the tables each game's ``TableRules`` allows (the players a hand is
dealt to, the limits, stud's entry and capital floor, 13 cards' stake points, the board a round
shows), and ``trainer lessons check`` refuses a scripted item, a generated block's item, a
step of a hand followed step by step and an exam quota's items whose table breaks one,
naming the file, line, item field and the article.
"""

from __future__ import annotations

import textwrap
from dataclasses import replace
from pathlib import Path

import pytest

from trainer.curriculum.generate import GenerateError, check_constraints, generate, tasks_of
from trainer.curriculum.lesson import check_text
from trainer.engine.cards import parse_cards
from trainer.engine.rulesets import GAMES, ruleset, table_rules
from trainer.engine.tables import BETTING_BOARD_GAMES, board_for_round, table_faults
from trainer.scenarios.follow import hand_steps
from trainer.tasks import TASKS

from ..fast import sample

SEEDS = range(15)
BETTING_TASKS = ("who-acts", "bet-sizes", "legal-action", "count-pot", "change-bet", "follow-action")


def generated_tasks(game: str) -> list[str]:
    """The tasks the seeded generators build for ``game`` (the hand drill's dealt steps come from
    :mod:`trainer.table_run`, checked with the hands)."""
    return [t for t in tasks_of(game) if not TASKS[t].dealt]


# -- the generators ------------------------------------------------------------------------------


# the fast loop's share: a board game, stud, 13 cards and Q Poker; the slow run the other board games
@pytest.mark.parametrize("game", sample(GAMES, {"holdem", "stud", "thirteen", "qpoker"}))
def test_r0_5_r8_5_no_generated_table_has_a_fault(game):
    """Every task of every game over 15 seeds, 3 items each: not one table outside R0-5/R8-5."""
    for task in generated_tasks(game):
        for seed in SEEDS:
            for q in generate(game, task, 3, seed):
                faults = table_faults({"game": game, **q.scenario})
                assert not faults, (task, seed, [str(f) for f in faults], q.scenario)


def _stud_betting(task: str, count: int = 40, seed: int = 3) -> list:
    return generate("stud", task, count, seed)


@pytest.mark.parametrize("task", ("bet-sizes", "who-acts", "count-pot", "legal-action"))
def test_r8_5_r0_5_stud_is_no_limit_with_an_entry_of_20_or_100_and_the_art_6_floor(task):
    floors = table_rules("stud").capital_floor
    for q in _stud_betting(task):
        params = q.scenario["params"]
        assert params.get("limit", "no-limit") == "no-limit"
        assert str(q.solution.params.limit) == "no-limit"  # never pot or half-pot (ruling R8-5)
        assert params["ante"] in (20, 100)  # art. 6-7
        assert all(s["stack"] >= floors[params["ante"]] for s in q.scenario["seats"]), q.scenario  # art. 6


def test_r0_5_stud_all_ins_come_from_the_betting_not_from_a_start_below_the_floor():
    """A stud pot with side pots: a seat all in has put in its whole stack, at least art. 6's $500."""
    for q in generate("stud", "pot-split", 20, 5, {"side_pots": 1}):
        allin = [s for s in q.scenario["seats"] if s.get("allin")]
        assert allin
        assert all(s["committed"] >= 500 for s in allin), q.scenario
    for q in generate("stud", "count-pot", 10, 5, {"side_pots": 1}):
        ante = q.scenario["params"]["ante"]
        assert all(s["stack"] >= table_rules("stud").capital_floor[ante] for s in q.scenario["seats"])


def _stud_showdown(params: dict, allin: int, other: int) -> dict:
    scenario = {"game": "stud", "seats": [
        {"seat": 1, "hole": "As", "up": ["Ah", "Kd", "7c", "2s"], "committed": allin, "allin": True},
        {"seat": 2, "hole": "Ks", "up": ["Kh", "Qd", "9c", "3s"], "committed": other},
        {"seat": 3, "up": ["Jh", "8d"], "committed": 100, "folded": True},  # folded: only what it put in
    ]}
    return {**scenario, "params": params} if params else scenario


@pytest.mark.parametrize(("params", "allin", "floor"), [
    ({"ante": 20}, 480, 500), ({"ante": 100}, 900, 1000), ({}, 420, 500),
], ids=["entry-20", "entry-100", "no-entry-stated-the-smallest"])
def test_r0_5_stud_a_seat_all_in_with_a_capital_below_the_art_6_floor_is_refused(params, allin, floor):
    """A seat all in has put in its whole capital, what it held when the hand began: below art. 6's
    floor for the table's entry (the smallest entry's, 500, where the table states none) the table
    cannot exist; at the floor it can, and a folded seat's smaller commitment is no capital."""
    faults = table_faults(_stud_showdown(params, allin, 2000))
    assert [f.path for f in faults] == [("seats", 0, "committed")]
    assert f"all in with {allin}" in faults[0].message and f"below the {floor}" in faults[0].message
    assert "art. 6" in faults[0].cite
    assert table_faults(_stud_showdown(params, floor, 2000)) == []


def test_r0_5_stud_all_in_at_500_is_below_the_floor_of_a_100_table_only():
    assert table_faults(_stud_showdown({"ante": 20}, 500, 800)) == []
    assert [f.path for f in table_faults(_stud_showdown({"ante": 100}, 500, 1200))] == [("seats", 0, "committed")]


def test_r0_5_no_generated_stud_all_in_seat_started_below_the_floor():
    """The generators' stud tables with side pots: every seat all in put in at least its table's floor."""
    for task in ("pot-split", "commission", "cut-pot"):
        for seed in range(6):
            for q in generate("stud", task, 20, seed, {"side_pots": 2}):
                assert not table_faults({"game": "stud", **q.scenario}), (task, seed, q.scenario)


def test_r8_5_omaha_macau_is_never_half_pot():
    for task in ("who-acts", "bet-sizes", "legal-action", "count-pot", "change-bet"):
        for q in generate("omaha-macau", task, 15, 8):
            assert q.scenario["params"].get("limit", "pot") in ("pot", "no-limit")
            assert str(q.solution.params.limit) != "half-pot"


@pytest.mark.parametrize(("game", "limit", "words"), [
    ("omaha-macau", "half-pot", "omaha-macau is played at pot or no-limit, not half-pot "
                                "(Despacho 97/2010 art. 11.2-11.3; ruling R8-5)"),
    ("stud", "pot", "stud is played at no-limit, not pot (ruling R8-5)"),
    ("stud", "half-pot", "not half-pot"),
])
def test_r8_5_the_limit_constraint_refuses_a_limit_the_game_does_not_allow(game, limit, words):
    with pytest.raises(GenerateError) as info:
        check_constraints(game, "bet-sizes", {"limit": limit})
    assert info.value.path == ("limit",)
    assert words in info.value.message


def test_r8_5_the_limit_constraint_takes_the_games_own():
    check_constraints("omaha-macau", "bet-sizes", {"limit": "no-limit"})
    check_constraints("stud", "bet-sizes", {"limit": "no-limit"})
    check_constraints("holdem", "bet-sizes", {"limit": "half-pot"})


@pytest.mark.parametrize(("game", "task", "seats", "words"), [
    ("holdem", "pot-split", 3, "holdem: a hand is dealt to 4 to 10 players, not 3 (non-banked rules 6, 24; "
                               "ruling R0-5)"),
    ("sintetico", "who-acts", [2, 5], "4 to 11 players, not 2 (non-banked rules 24, 99; ruling R0-5)"),
    ("omaha", "follow-action", [3, 5], "4 to 10 players, not 3"),
    ("omaha-macau", "who-acts", 11, "2 to 10 players, not 11 (Despacho 97/2010 art. 2.1-2.3; ruling R0-5)"),
    ("stud", "winner", 8, "2 to 7 players, not 8 (Portaria 104/85/M art. 3; ruling R0-5)"),
    ("stud", "count-stack", 8, "2 to 7 players"),
])
def test_r0_5_the_seats_constraint_refuses_a_table_the_rule_does_not_allow(game, task, seats, words):
    with pytest.raises(GenerateError) as info:
        check_constraints(game, task, {"seats": seats})
    assert info.value.path == ("seats",)
    assert words in info.value.message


def test_r0_5_heads_up_is_two_seats_left_of_at_least_four_dealt_in():
    for game in ("holdem", "omaha", "sintetico"):
        for q in generate(game, "bet-sizes", 8, 2, {"heads_up": True}):
            state = q.solution.state
            assert len(q.scenario["seats"]) >= 4
            assert len(state.committed) - len(state.folded) == 2
    for q in generate("omaha-macau", "bet-sizes", 8, 2, {"heads_up": True}):
        assert len(q.scenario["seats"]) >= 2


@pytest.mark.parametrize("game", ("holdem", "omaha", "sintetico", "omaha-macau", "stud"))
def test_r0_5_blinds_and_antes_are_real_macau_stakes_in_the_chip_unit(game):
    stakes = table_rules(game).stakes
    for task in ("bet-sizes", "count-pot", "change-bet"):
        for q in generate(game, task, 10, 4):
            params = q.scenario["params"]
            unit = params.get("chip_unit", 1)
            stake = params.get("big_blind") or params.get("ante")
            assert stake in stakes, (task, params)
            assert stake % unit == 0
            if "big_blind" in params:
                assert (stake // 2) % unit == 0  # the small blind, half of it (R8-1), in chips too
    for q in generate(game, "pot-split", 10, 4):
        if "big_blind" in q.scenario.get("params", {}):
            assert q.scenario["params"]["big_blind"] in stakes


def test_r0_5_a_chip_unit_no_stake_fits_is_refused():
    with pytest.raises(GenerateError) as info:
        check_constraints("holdem", "pot-split", {"chip_unit": 100})
    assert info.value.path == ("chip_unit",)
    assert "R0-5" in info.value.message
    check_constraints("stud", "pot-split", {"chip_unit": 100})  # an entry of $100


@pytest.mark.parametrize("task", ("foul", "natural", "thirteen-settle", "dice", "pay-chips"))
def test_r5_7_r0_5_thirteen_states_its_bet_unit_and_stakes_1_2_or_3_points(task):
    for q in generate("thirteen", task, 20, 6):
        unit = q.scenario["params"]["bet_unit"]  # art. 11: every table with stakes states it
        seats = q.scenario["seats"]
        assert [s["seat"] for s in seats] == [1, 2, 3]  # the banker and three seats (art. 2 c)
        assert all(s["stake"] in (unit, 2 * unit, 3 * unit) for s in seats), q.scenario


@pytest.mark.parametrize("game", BETTING_BOARD_GAMES)
def test_r0_5_a_betting_table_shows_the_board_its_round_has_dealt(game):
    deck = set(ruleset(game).deck)
    for task in BETTING_TASKS:
        for q in generate(game, task, 6, 9):
            board = parse_cards(q.scenario["board"])
            assert len(board) == board_for_round(game, len(q.scenario["betting"])), (task, q.scenario)
            assert len(set(board)) == len(board) and set(board) <= deck


def test_r0_5_a_round_3_holdem_question_shows_flop_and_turn():
    for q in generate("holdem", "who-acts", 4, 1, {"round": 3}):
        assert len(q.scenario["board"]) == 4


@pytest.mark.parametrize("game", ("holdem", "sintetico", "omaha-macau"))
def test_r0_5_follow_the_action_each_step_shows_only_the_board_dealt_by_then(game):
    for q in generate(game, "follow-action", 3, 12):
        rounds = len(q.scenario["betting"])
        assert len(q.scenario["board"]) == board_for_round(game, rounds)


def test_r0_5_a_scripted_whole_hand_gives_the_full_board_each_step_its_part():
    scenario = {
        "game": "holdem", "marker": 1, "params": {"big_blind": 20},
        "board": ["Ah", "Kd", "7c", "2s", "9h"],
        "seats": [{"seat": s, "stack": 1000} for s in (1, 2, 3, 4)],
        "betting": [
            [{"seat": 3, "action": "call"}, {"seat": 4, "action": "call"}, {"seat": 1, "action": "call"},
             {"seat": 2, "action": "check"}],
            [{"seat": s, "action": "check"} for s in (1, 2, 3, 4)],
            [{"seat": 1, "action": "check"}],
        ],
    }
    steps = hand_steps(scenario)
    shown = [len(step["board"]) for step, _ in steps]
    assert shown == [0, 0, 0, 0, 3, 3, 3, 3, 4]  # rounds 1, 2, 3: none, the flop, flop and turn
    assert all(not table_faults(step) for step, _ in steps)
    assert steps[-1][0]["board"] == ["Ah", "Kd", "7c", "2s"]


# -- trainer lessons check -----------------------------------------------------------------------


def _lesson(game: str, skills: str, items: str) -> str:
    return textwrap.dedent(f"""\
        id: bounds
        title: Bounds
        game: {game}
        skills: [{skills}]
        intro: A table the regulation allows.
        items:
        """) + textwrap.indent(textwrap.dedent(items), "  ")


def _problems(tmp_path: Path, run_cli, text: str) -> list[str]:
    path = tmp_path / "lesson.yaml"
    path.write_text(text, encoding="utf-8")
    rc, out, err = run_cli("lessons", "check", str(path))
    assert rc == 2, out
    lines = [line for line in err.splitlines() if line.startswith(str(path))]
    return [line.removeprefix(str(path)) for line in lines]


STUD_BET = """\
    - task: who-acts
      scenario:
        params: {params}
        seats:
          - {{seat: 1, stack: 1000, up: [As]}}
          - {{seat: 2, stack: {stack}, up: [Ks]}}
        betting:
          - [{{seat: 1, action: bet, to: 40}}]
    """


@pytest.mark.parametrize(("game", "skills", "items", "expected"), [
    ("holdem", "winner", """\
        - task: winner
          scenario:
            board: [Ah, Kh, Qh, 2c, 3d]
            seats:
              - {seat: 1, cards: [Jh, Th], committed: 100}
              - {seat: 2, cards: [2s, 2d], committed: 100}
              - {seat: 3, cards: [9c, 9d], committed: 100}
        """, ":11: items[0].scenario.seats: holdem: a hand is dealt to 4 to 10 players, not 3 "
             "(non-banked rules 6, 24; ruling R0-5)"),
    ("stud", "who-acts", STUD_BET.format(params="{ante: 20, limit: pot}", stack=1000),
     ":9: items[0].scenario.params.limit: stud is played at no-limit, not pot (ruling R8-5)"),
    ("stud", "who-acts", STUD_BET.format(params="{ante: 10}", stack=1000),
     ":9: items[0].scenario.params.ante: the entry ('bolo de entrada') is 20 or 100, not 10 "
     "(Portaria 104/85/M art. 6-7; ruling R0-5)"),
    ("stud", "who-acts", STUD_BET.format(params="{ante: 20}", stack=300),
     ":12: items[0].scenario.seats[1].stack: seat 2 starts the hand with 300, below the 500 a player must "
     "hold at a 20 table (Portaria 104/85/M art. 6; ruling R0-5)"),
    ("stud", "pot-split", """\
        - task: pot-split
          scenario:
            seats:
              - {seat: 1, hole: As, up: [Ah, Kd, 7c, 2s], committed: 200, allin: true}
              - {seat: 2, hole: Ks, up: [Kh, Qd, 9c, 3s], committed: 600}
              - {seat: 3, hole: Qs, up: [Qh, Jd, 8c, 4s], committed: 600}
        """, ":10: items[0].scenario.seats[0].committed: seat 1 is all in with 200, its whole capital: it started "
             "the hand with 200, below the 500 a player must hold at a 20 table, the smallest entry (the table "
             "states none) (Portaria 104/85/M art. 6, 11 a; ruling R0-5)"),
    ("omaha-macau", "who-acts", """\
        - task: who-acts
          scenario:
            marker: 1
            params: {big_blind: 100, limit: half-pot}
            seats:
              - {seat: 1, stack: 5000}
              - {seat: 2, stack: 5000}
              - {seat: 3, stack: 5000}
            betting:
              - [{seat: 1, action: call}]
        """, ":10: items[0].scenario.params.limit: omaha-macau is played at pot or no-limit, not half-pot "
             "(Despacho 97/2010 art. 11.2-11.3; ruling R8-5)"),
    ("thirteen", "thirteen-settle", """\
        - task: thirteen-settle
          scenario:
            banker: {front: [2c, 3d, 4h], middle: [5s, 6c, 7d, 8h, Ts], back: [Jc, Qd, Kh, As, 9c]}
            seats:
              - {seat: 1, stake: 100, front: [2d, 3h, 4s], middle: [5c, 6d, 7h, 8s, Tc], back: [Jd, Qh, Ks, Ac, 9d]}
              - {seat: 2, stake: 100, front: [2h, 3s, 4c], middle: [5d, 6h, 7s, 8c, Td], back: [Jh, Qs, Kc, Ad, 9h]}
              - {seat: 3, stake: 100, front: [2s, 3c, 4d], middle: [5h, 6s, 7c, 8d, Th], back: [Js, Qc, Kd, Ah, 9s]}
        """, ":9: items[0].scenario.params.bet_unit: a table with stakes states its bet unit (one 'ponto') "
             "(Portaria 51/89/M art. 11; ruling R0-5)"),
    ("holdem", "who-acts", """\
        - task: who-acts
          scenario:
            marker: 1
            params: {big_blind: 20}
            seats:
              - {seat: 1, stack: 1000}
              - {seat: 2, stack: 1000}
              - {seat: 3, stack: 1000}
              - {seat: 4, stack: 1000}
            betting:
              - [{seat: 3, action: call}, {seat: 4, action: call}, {seat: 1, action: call}, {seat: 2, action: check}]
              - [{seat: 2, action: check}, {seat: 3, action: check}, {seat: 4, action: check}, {seat: 1, action: check}]
              - [{seat: 2, action: check}]
        """, ":9: items[0].scenario.board: round 3 is bet with 4 board cards on the table, not 0 "
             "(non-banked rules 41, 43, 45; ruling R0-5)"),
], ids=["r0-5-holdem-3-players", "r8-5-stud-pot-limit", "r0-5-stud-ante-10", "r0-5-stud-below-the-floor",
        "r0-5-stud-all-in-below-the-floor", "r8-5-omaha-macau-half-pot", "r0-5-r5-7-thirteen-no-bet-unit",
        "r0-5-round-3-no-board"])
def test_r0_5_r8_5_lessons_check_refuses_a_scripted_table_outside_the_bounds(tmp_path, run_cli, game, skills,
                                                                               items, expected):
    assert _problems(tmp_path, run_cli, _lesson(game, skills, items)) == [expected]


def test_r0_5_a_scripted_table_within_the_bounds_passes():
    text = _lesson("stud", "who-acts", STUD_BET.format(params="{ante: 20}", stack=500))
    lesson, problems = check_text(text, "ok.yaml")
    assert problems == [] and lesson is not None


def test_r0_5_lessons_check_refuses_each_step_of_a_hand_that_shows_a_table_outside_the_bounds(monkeypatch):
    """A hand followed step by step: a step whose table breaks a bound is refused, naming the step
    (here a step that would show the whole board in round 1)."""
    from trainer.tasks import betting

    def whole_board_steps(scenario):
        return [({**step, "board": scenario["board"]}, params) for step, params in hand_steps(scenario)]

    monkeypatch.setattr(betting, "hand_steps", whole_board_steps)
    text = _lesson("holdem", "follow-action", """\
        - task: follow-action
          scenario:
            marker: 1
            params: {big_blind: 20}
            board: [Ah, Kd, 7c, 2s, 9h]
            seats:
              - {seat: 1, stack: 1000}
              - {seat: 2, stack: 1000}
              - {seat: 3, stack: 1000}
              - {seat: 4, stack: 1000}
            betting:
              - [{seat: 3, action: call}, {seat: 4, action: call}, {seat: 1, action: call}, {seat: 2, action: check}]
              - [{seat: 1, action: check}, {seat: 2, action: bet, to: 20}]
        """)
    _, problems = check_text(text, "hand.yaml")
    assert [str(p) for p in problems] == [
        "hand.yaml:11: items[0].scenario.board: step 1: round 1 is bet with 0 board cards on the table, not 5 "
        "(non-banked rules 41, 43, 45; ruling R0-5)",
        "hand.yaml:11: items[0].scenario.board: step 5: round 2 is bet with 3 board cards on the table, not 5 "
        "(non-banked rules 41, 43, 45; ruling R0-5)"]


def test_r0_5_a_follow_action_hand_within_the_bounds_passes():
    text = _lesson("holdem", "follow-action", """\
        - task: follow-action
          scenario:
            marker: 1
            params: {big_blind: 20}
            board: [Ah, Kd, 7c, 2s, 9h]
            seats:
              - {seat: 1, stack: 1000}
              - {seat: 2, stack: 1000}
              - {seat: 3, stack: 1000}
              - {seat: 4, stack: 1000}
            betting:
              - [{seat: 3, action: call}, {seat: 4, action: call}, {seat: 1, action: call}, {seat: 2, action: check}]
              - [{seat: 1, action: check}, {seat: 2, action: bet, to: 20}]
        """)
    lesson, problems = check_text(text, "hand.yaml")
    assert problems == [] and lesson is not None


def _three_seat_holdem(game, task, count, seed, constraints=None):
    """A stand-in generator that deals hold'em to three players (the check must catch it)."""
    real = generate(game, task, count, seed, constraints)
    return [replace(q, scenario={**q.scenario, "seats": q.scenario["seats"][:3]}) if i == 1 else q
            for i, q in enumerate(real)]


def test_r0_5_lessons_check_refuses_a_generated_item_outside_the_bounds(monkeypatch):
    from trainer.curriculum import lesson as lesson_module

    monkeypatch.setattr(lesson_module, "generate", _three_seat_holdem)
    text = _lesson("holdem", "pot-split", """\
        - generate: {task: pot-split, count: 3, seed: 4, constraints: {seats: 5}}
        """)
    _, problems = check_text(text, "gen.yaml")
    assert [str(p) for p in problems] == [
        "gen.yaml:7: items[0].generate: generated item 2: scenario.seats: holdem: a hand is dealt to 4 to 10 "
        "players, not 3 (non-banked rules 6, 24; ruling R0-5)"]


def test_r0_5_r8_5_lessons_check_refuses_a_generated_block_the_bounds_forbid():
    text = _lesson("omaha-macau", "bet-sizes", """\
        - generate: {task: bet-sizes, count: 3, seed: 4, constraints: {limit: half-pot}}
        """)
    _, problems = check_text(text, "gen.yaml")
    assert [str(p) for p in problems] == [
        "gen.yaml:7: items[0].generate.constraints.limit: omaha-macau is played at pot or no-limit, not half-pot "
        "(Despacho 97/2010 art. 11.2-11.3; ruling R8-5)"]


def test_r0_5_lessons_check_refuses_an_exam_quota_whose_items_break_the_bounds(tmp_path, run_cli, monkeypatch):
    from trainer.curriculum import lesson as lesson_module

    exams = tmp_path / "exams"
    exams.mkdir()
    path = exams / "holdem.yaml"
    path.write_text(textwrap.dedent("""\
        id: holdem-bounds
        title: Bounds
        game: holdem
        skills:
          - {task: pot-split, count: 3}
        items: 3
        time_limit: 10
        pass_mark: 80
        attempts_allowed: 1
        review: after-submit
        """), encoding="utf-8")
    rc, _out, err = run_cli("lessons", "check", str(path))
    assert rc == 0, err
    monkeypatch.setattr(lesson_module, "generate", _three_seat_holdem)
    rc, _out, err = run_cli("lessons", "check", str(path))
    assert rc == 2
    assert f"{path}:5: skills[0]: generated item 2: scenario.seats: holdem: a hand is dealt to 4 to 10 players, " \
           f"not 3 (non-banked rules 6, 24; ruling R0-5)" in err.splitlines()


BETWEEN_ROUNDS = """\
    - task: count-pot
      scenario:
        marker: 1
        params: {{big_blind: 20}}
        board: {board}
        seats:
          - {{seat: 1, stack: 1000}}
          - {{seat: 2, stack: 1000}}
          - {{seat: 3, stack: 1000}}
          - {{seat: 4, stack: 1000}}
        betting:
          - - {{seat: 3, action: call}}
            - {{seat: 4, action: call}}
            - {{seat: 1, action: call}}
            - {{seat: 2, action: check}}
    """


def test_r0_5_a_table_between_rounds_shows_the_board_of_the_round_about_to_begin():
    """Round 1's betting closed and the flop dealt (the croupier's next step): a real table; the turn
    dealt too is not."""
    lesson, problems = check_text(_lesson("holdem", "count-pot", BETWEEN_ROUNDS.format(board="[Ah, Kd, 7c]")),
                                  "between.yaml")
    assert problems == [] and lesson is not None
    _, problems = check_text(_lesson("holdem", "count-pot", BETWEEN_ROUNDS.format(board="[Ah, Kd, 7c, 2s]")),
                             "between.yaml")
    assert [str(p) for p in problems] == [
        "between.yaml:11: items[0].scenario.board: round 1 is bet with 0 board cards on the table, not 4 "
        "(non-banked rules 41, 43, 45; ruling R0-5)"]


def test_r0_5_a_step_before_the_deal_shows_no_board_yet_a_question_in_the_round_does():
    """Sintético's first board card comes before the first round's betting (rules 107-108): the forced
    bets are asked before it is dealt; a seat to act in round 1 has it on the table."""
    from trainer.curriculum.lesson import bound_faults

    table = {"game": "sintetico", "marker": 1, "params": {"ante": 10},
             "seats": [{"seat": s, "stack": 1000} for s in (1, 2, 3, 4)], "betting": [[]]}
    assert bound_faults(table, "forced-bets") == []
    assert [f.path for f in bound_faults(table, "who-acts")] == [("board",)]


def test_r0_5_a_run_out_shows_the_board_as_it_is_dealt_out():
    """Every seat all in in round 1: no more betting, the board is dealt out card by card (R0-5)."""
    from trainer.curriculum.lesson import bound_faults

    table = {"game": "holdem", "marker": 1, "params": {"big_blind": 20, "limit": "no-limit"},
             "board": ["Ah", "Kd", "7c", "2s"],
             "seats": [{"seat": s, "stack": 500} for s in (1, 2, 3, 4)],
             "betting": [[{"seat": 3, "action": "raise", "to": 500}, {"seat": 4, "action": "call"},
                          {"seat": 1, "action": "call"}, {"seat": 2, "action": "call"}]]}
    assert bound_faults(table) == []
    assert table_faults(table) == []  # the engine's bound knows a run-out too


@pytest.mark.parametrize("game", ("holdem", "sintetico", "stud"))
def test_r0_5_trainer_generate_writes_a_followed_hand_whole_each_step_as_dealt(run_cli, tmp_path, game):
    """A hand followed step by step is written once, whole (its full board, no expect): the lesson
    checks clean and asks the very steps the generator asks, each with its round's board."""
    from trainer.curriculum.lesson import check_lesson

    rc, out, err = run_cli("generate", "--game", game, "--task", "follow-action", "--count", "2", "--seed", "4")
    assert (rc, err) == (0, "")
    path = tmp_path / "hands.yaml"
    path.write_text(out, encoding="utf-8")
    lesson, problems = check_lesson(path)
    assert problems == [] and lesson is not None and lesson.size == 2
    read, expected = list(lesson.questions()), generate(game, "follow-action", 2, 4)
    assert [q.scenario for q in read] == [{"game": game, **q.scenario} for q in expected]
    assert [q.answer for q in read] == [q.answer for q in expected]
