"""Audit turn 3, N10: a showdown explanation names the seat that shows first, never a folded seat
as showing (RULINGS R2-1, R2-4)."""

from __future__ import annotations

from trainer.engine.solve import solve_typed
from trainer.tasks.explain_poker import explain_showdown


def _first_step(scenario: dict) -> str:
    return explain_showdown(solve_typed(scenario)[1])[0].text


def test_r2_1_r2_4_folded_marker_the_step_names_the_seat_that_shows_first():
    text = _first_step({
        "game": "holdem", "marker": 5, "board": ["Jh", "Td", "6s", "6c", "2h"],
        "seats": [
            {"seat": 2, "cards": ["Ac", "Ad"], "committed": 1000},
            {"seat": 5, "committed": 300, "folded": True},
            {"seat": 7, "cards": ["Js", "9s"], "committed": 1000},
            {"seat": 9, "cards": ["Kh", "Qh"], "committed": 1000},
        ],
    })
    assert "The marker, seat 5, has a mão" in text and "seat 5 is no longer in" in text
    assert "the first seat still in clockwise from it, seat 7, shows first" in text


def test_r2_1_r2_4_sintetico_folded_high_bettor_the_step_names_the_seat_that_shows_first():
    text = _first_step({
        "game": "sintetico", "marker": 1, "previous_round_high_bettor": 10,
        "board": ["Jc", "Tc", "9h", "Kd", "Ks"],
        "seats": [
            {"seat": 1, "committed": 50, "folded": True},
            {"seat": 2, "cards": ["Qc", "8c"], "committed": 900},
            {"seat": 4, "cards": ["Ah", "Ac"], "committed": 900},
            {"seat": 10, "committed": 600, "folded": True},
        ],
    })
    assert "Seat 10 made the highest bet in the previous round" in text and "seat 10 is no longer in" in text
    assert "the first seat still in to its left, seat 2, shows first" in text
    assert "so it opened the last round and shows first" not in text


def test_r2_1_marker_still_in_keeps_the_opener_step():
    text = _first_step({
        "game": "omaha", "marker": 3, "board": ["Kd", "8s", "8c", "4h", "2d"],
        "seats": [
            {"seat": 1, "cards": ["Ah", "Jd", "2c", "3c"], "committed": 600},
            {"seat": 3, "cards": ["Qs", "Qc", "5c", "6c"], "committed": 600},
            {"seat": 4, "committed": 50, "folded": True},
            {"seat": 6, "cards": ["9h", "9c", "Th", "Ts"], "committed": 600},
        ],
    })
    assert "no longer in" not in text
    assert "The marker, seat 3, has a mão: it opened the last round and shows first." in text
