"""RULINGS R2-1's fallback in words: with no betting round on the last street (a run-out) the
explanation says so, and never that a seat "opened the last round" (review of issue 30)."""

from __future__ import annotations

from trainer.engine.solve import solve_typed
from trainer.tasks.explain_poker import explain_showdown


def _first(scenario: dict) -> tuple[str, str]:
    step = explain_showdown(solve_typed(scenario)[1])[0]
    return step.text, step.cite


def test_r2_1_everyone_all_in_the_run_out_is_named_and_nobody_opened_a_last_round():
    text, cite = _first({
        "game": "holdem", "marker": 5, "board": ["Jh", "Td", "6s", "6c", "2h"],
        "seats": [
            {"seat": 2, "cards": ["Ac", "Ad"], "committed": 400},
            {"seat": 5, "cards": ["Kc", "Kd"], "committed": 1000},
            {"seat": 7, "cards": ["Js", "9s"], "committed": 700},
            {"seat": 9, "committed": 10, "folded": True},
        ],
        "final_round": [],
    })
    assert text.startswith("No betting round was played on the last street")
    assert "from a mão (the marker, seat 5) shows first, all in or not: seat 5." in text
    assert "opened the last round" not in text and cite == "ruling R2-1"


def test_r2_1_an_all_in_marker_passed_over_is_said_without_calling_anyone_the_opener():
    """R2-1's second example: seat 4 opened the river and folded; seat 5 shows first."""
    text, _ = _first({
        "game": "holdem", "marker": 6, "board": ["2c", "7d", "9h", "Js", "Kd"],
        "seats": [
            {"seat": 4, "cards": ["As", "Ad"], "committed": 500, "folded": True},
            {"seat": 5, "cards": ["Ks", "Kh"], "committed": 700},
            {"seat": 6, "cards": ["Qs", "Qh"], "committed": 300},
            {"seat": 9, "cards": ["Ts", "Th"], "committed": 400},
        ],
        "final_round": [{"seat": 4, "action": "check"}, {"seat": 5, "action": "bet"},
                        {"seat": 4, "action": "fold"}],
    })
    assert "seat 5, the first seat still in clockwise from it that could bet in the last round, shows first" in text
    assert "opened the last round" not in text
