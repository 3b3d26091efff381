"""``trainer solve`` on Q Poker scenarios: the SCENARIOS.md answer keys and the
refusal of invalid input (exit 2, one line naming the seat and the field)."""

from __future__ import annotations

import json

import pytest


@pytest.fixture
def solve(run_cli, scenario_file):
    def _solve(text: str):
        return run_cli("solve", scenario_file(text))

    return _solve


def answer_of(solve, text: str) -> dict:
    rc, out, err = solve(text)
    assert (rc, err) == (0, "")
    return json.loads(out)


def test_scenarios_md_example_answer(solve):
    # SCENARIOS.md: croupier Q-7-3 qualifies (Q-high, art. 9.4).
    # Seat 1: A-K-Q of hearts, a straight flush: pair plus 10 x 40 = 400, bet 20 x 3 = 60
    #         (it beats Q-high), net 460.
    # Seat 2: pair of nines, no pair plus; folds 20 and loses half: -10.
    answer = answer_of(solve, """
        game: qpoker
        decks: 1
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 1, cards: [Ah, Kh, Qh], pair_plus: 10, bet: 20, decision: play}
          - {seat: 2, cards: [9s, 9d, 2c], bet: 20, decision: fold}
        """)
    assert answer["dealer"]["category"] == "high-card"
    assert answer["dealer"]["qualifies"] is True
    assert set(answer["seats"]) == {"1", "2"}
    pick = ("category", "pair_plus", "bet", "net")
    assert {k: answer["seats"]["1"][k] for k in pick} == {
        "category": "straight-flush", "pair_plus": 400, "bet": 60, "net": 460,
    }
    assert {k: answer["seats"]["2"][k] for k in pick} == {
        "category": "one-pair", "pair_plus": 0, "bet": -10, "net": -10,
    }


def test_croupier_not_qualified_with_rounding(solve):
    # Croupier J-T-8: J-high, does not qualify (art. 9.4).  Chip unit 1.
    # Seat 3: odd cards 7-4-2, pair plus 5 lost (-5); plays 25: paid half, 12.5 -> 12. Net 7.
    # Seat 5: straight 9-8-7, pair plus 5 x 6 = 30; folds 25: loses 12.5 -> 13. Net 17.
    answer = answer_of(solve, """
        game: qpoker
        dealer: [Jd, Tc, 8h]
        seats:
          - {seat: 5, cards: [9s, 8c, 7h], pair_plus: 5, bet: 25, decision: fold}
          - {seat: 3, cards: [7c, 4d, 2h], pair_plus: 5, bet: 25, decision: play}
        """)
    assert (answer["dealer"]["category"], answer["dealer"]["qualifies"]) == ("high-card", False)
    seat3, seat5 = answer["seats"]["3"], answer["seats"]["5"]
    assert (seat3["category"], seat3["pair_plus"], seat3["bet"], seat3["net"]) == (
        "high-card", -5, 12, 7
    )
    assert (seat5["category"], seat5["pair_plus"], seat5["bet"], seat5["net"]) == (
        "straight", 30, -13, 17
    )


def test_two_decks_identical_hands_push_and_chip_unit(solve):
    # Two decks (params), chip unit 5.  Croupier As Kh 9d: A-high, qualifies.
    # Seat 1 holds the same three cards: push, bet 0; pair plus 10 on odd cards lost: -10.
    # Seat 2: straight 5-4-3 beats A-high: 3:2 on 25 = 37.5 -> 35 (chip unit 5). Net 35.
    answer = answer_of(solve, """
        game: qpoker
        params: {chip_unit: 5, decks: 2}
        dealer: [As, Kh, 9d]
        seats:
          - {seat: 1, cards: [As, Kh, 9d], pair_plus: 10, bet: 20, decision: play}
          - {seat: 2, cards: [5c, 4d, 3s], bet: 25, decision: play}
        """)
    assert answer["dealer"]["qualifies"] is True
    assert (answer["seats"]["1"]["bet"], answer["seats"]["1"]["net"]) == (0, -10)
    assert answer["seats"]["1"]["bet_outcome"] == "push"
    assert (answer["seats"]["2"]["bet"], answer["seats"]["2"]["net"]) == (35, 35)


def test_pair_plus_only_seat_and_a_losing_bet(solve):
    # Croupier a pair of kings, qualifies.  Seat 4: pair plus only, flush: 10 x 4 = 40.
    # Seat 6: pair of queens plays 30 and loses it; pair plus 10 at 1:1 = 10. Net -20.
    answer = answer_of(solve, """
        game: qpoker
        dealer: [Ks, Kd, 2c]
        seats:
          - {seat: 4, cards: [Jh, 8h, 3h], pair_plus: 10}
          - {seat: 6, cards: [Qs, Qc, 5d], pair_plus: 10, bet: 30, decision: play}
        """)
    assert answer["dealer"]["category"] == "one-pair"
    assert {k: answer["seats"]["4"][k] for k in ("category", "pair_plus", "bet", "net")} == {
        "category": "flush", "pair_plus": 40, "bet": 0, "net": 40,
    }
    assert {k: answer["seats"]["6"][k] for k in ("pair_plus", "bet", "net")} == {
        "pair_plus": 10, "bet": -30, "net": -20,
    }


# -- invalid input: exit 2, one line, the seat and the field named ----------------------------


def refused(solve, text: str) -> str:
    rc, out, err = solve(text)
    assert (rc, out) == (2, "")
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_seat_with_no_bet_at_all_is_refused(solve):
    err = refused(solve, """
        game: qpoker
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 1, cards: [Ah, Kh, Qh], bet: 20, decision: play}
          - {seat: 2, cards: [9s, 9d, 2c]}
        """)
    assert "seats[1].bet" in err and "seat 2" in err and "no bet at all" in err


def test_zero_stakes_count_as_no_bet(solve):
    err = refused(solve, """
        game: qpoker
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 3, cards: [9s, 9d, 2c], pair_plus: 0, bet: 0}
        """)
    assert "seats[0].bet" in err and "seat 3" in err


def test_missing_decision_for_a_seat_with_a_bet_is_refused(solve):
    err = refused(solve, """
        game: qpoker
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 1, cards: [Ah, Kh, Qh], pair_plus: 10, bet: 20, decision: play}
          - {seat: 4, cards: [9s, 9d, 2c], pair_plus: 10, bet: 20}
        """)
    assert "seats[1].decision" in err and "seat 4" in err


def test_decision_without_a_bet_or_unknown_decision_is_refused(solve):
    err = refused(solve, """
        game: qpoker
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 2, cards: [9s, 9d, 2c], pair_plus: 10, decision: play}
        """)
    assert "seats[0].decision" in err and "seat 2" in err
    err = refused(solve, """
        game: qpoker
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 2, cards: [9s, 9d, 2c], bet: 10, decision: raise}
        """)
    assert "seats[0].decision" in err and "seat 2" in err and "play or fold" in err


def test_card_repeated_beyond_one_deck_is_refused(solve):
    err = refused(solve, """
        game: qpoker
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 1, cards: [Ah, Kh, Qh], bet: 20, decision: play}
          - {seat: 5, cards: [Ah, 9d, 2c], bet: 20, decision: play}
        """)
    assert "seats[1].cards[0]" in err and "seat 5" in err and "Ah" in err and "seat 1" in err


def test_card_repeated_beyond_two_decks_is_refused(solve):
    # Two decks hold two Ah: the third is refused, at the seat that got it.
    err = refused(solve, """
        game: qpoker
        decks: 2
        dealer: [Ah, 7d, 3c]
        seats:
          - {seat: 1, cards: [Ah, Kh, Qh], bet: 20, decision: play}
          - {seat: 6, cards: [9d, 2c, Ah], bet: 20, decision: play}
        """)
    assert "seats[1].cards[2]" in err and "seat 6" in err and "Ah" in err and "2 decks" in err


def test_two_decks_allow_a_card_twice(solve):
    # Seat 1: Ah Kh Qh straight flush beats croupier Ah 7d 3c (A-high): 3:1 on 20 = 60.
    answer = answer_of(solve, """
        game: qpoker
        decks: 2
        dealer: [Ah, 7d, 3c]
        seats:
          - {seat: 1, cards: [Ah, Kh, Qh], bet: 20, decision: play}
        """)
    assert answer["seats"]["1"]["bet"] == 60


@pytest.mark.parametrize("cards", ["[Ah, Kh]", "[Ah, Kh, Qh, Jh]"])
def test_wrong_number_of_cards_in_a_seat_is_refused(solve, cards):
    err = refused(solve, f"""
        game: qpoker
        dealer: [Qs, 7d, 3c]
        seats:
          - {{seat: 7, cards: {cards}, bet: 20, decision: play}}
        """)
    assert "seats[0].cards" in err and "seat 7" in err and "expected 3" in err


@pytest.mark.parametrize("cards", ["[Qs, 7d]", "[Qs, 7d, 3c, 2c]"])
def test_wrong_number_of_cards_for_the_croupier_is_refused(solve, cards):
    err = refused(solve, f"""
        game: qpoker
        dealer: {cards}
        seats:
          - {{seat: 1, cards: [Ah, Kh, Qh], bet: 20, decision: play}}
        """)
    assert "dealer" in err and "the croupier" in err and "expected 3" in err


def test_error_line_number_points_at_the_seat(solve):
    # The offending seat is written on line 5 of the file.
    err = refused(solve, """
        game: qpoker
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 1, cards: [Ah, Kh, Qh], bet: 20, decision: play}
          - {seat: 2, cards: [9s, 9d, 2c], bet: 20}
        """)
    assert ".yaml:5: seats[1].decision" in err


def test_seat_listed_twice_and_conflicting_decks_are_refused(solve):
    err = refused(solve, """
        game: qpoker
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 2, cards: [Ah, Kh, Qh], bet: 20, decision: play}
          - {seat: 2, cards: [9s, 9d, 2c], bet: 20, decision: play}
        """)
    assert "seats[1].seat" in err and "seat 2 is listed twice" in err
    err = refused(solve, """
        game: qpoker
        decks: 2
        params: {decks: 3}
        dealer: [Qs, 7d, 3c]
        seats:
          - {seat: 2, cards: [Ah, Kh, Qh], bet: 20, decision: play}
        """)
    assert "decks" in err and "3 in params" in err
