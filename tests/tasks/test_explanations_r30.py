"""Issue 30 item 4: the engine's and the screens' own sentences and citations, true to the
regulation.  Each test names the audit finding (turn3-content-stud-13-qpoker.md S#,
turn3-content-nonbanked.md N#) and the article or ruling, and checks the sentence against the
engine's own answer on a concrete table."""

from __future__ import annotations

from typing import Any

import pytest

from trainer.curriculum.items import ScriptedItem, scripted_question
from trainer.tasks import Question, Step, task_for
from trainer.tasks.betting import full_raise


def ask(task: str, scenario: dict[str, Any], params: dict[str, Any] | None = None) -> Question:
    return scripted_question(ScriptedItem(id="t", task=task, scenario=scenario, params=params or {}))


def steps_of(q: Question) -> list[Step]:
    return task_for(q.task).explain(q.solution, q.params)


def step(q: Question, start: str) -> Step:
    """The one step of ``q``'s explanation that begins with ``start``."""
    found = [s for s in steps_of(q) if s.text.startswith(start)]
    assert len(found) == 1, [s.text for s in steps_of(q)]
    return found[0]


# -- stud (Portaria 104/85/M) -------------------------------------------------------------

# Entry $20 (art. 6-7): every seat starts with at least $500.  Round 1: seat 5's ace opens;
# round 2 (no pair): the second open cards Q (2), J (7), 9 (5) give the order 2, 7, 5.
STUD_SEATS = [
    {"seat": 2, "stack": 1000, "hole": "8s", "up": ["Kh", "Qh"]},
    {"seat": 5, "stack": 2000, "hole": "7d", "up": ["Ad", "9c"]},
    {"seat": 7, "stack": 960, "hole": "Jc", "up": ["9d", "Jh"]},
]
STUD_ROUND_1 = [{"seat": 5, "action": "bet", "to": 20}, {"seat": 2, "action": "call"},
                {"seat": 7, "action": "call"}]


def stud(betting: list[list[dict[str, Any]]]) -> dict[str, Any]:
    return {"game": "stud", "params": {"ante": 20}, "seats": STUD_SEATS, "betting": betting}


# The audit's street2-second-card table (lessons/stud/first-to-act.yaml).
STREET_2 = {"game": "stud", "params": {"chip_unit": 5}, "seats": [
    {"seat": 1, "hole": "8c", "up": ["As", "7d"], "committed": 60},
    {"seat": 3, "hole": "Jc", "up": ["9h", "Qc"], "committed": 60},
    {"seat": 4, "hole": "5d", "up": ["Kd", "Jh"], "committed": 60},
    {"seat": 6, "hole": "6h", "up": ["5c", "Ts"], "committed": 60}]}


def test_s1_art_10_c_i_on_street_2_the_best_board_speaks_first_and_the_turn_goes_by_the_boards():
    q = ask("first-to-act", STREET_2, {"street": 2})
    assert q.answer == {"street": 2, "seat": 3}
    assert q.prompt == "With 2 open cards each, which seat speaks first?"
    first, order = steps_of(q)
    assert first.text == ("With two open cards each, seat 3 shows the highest second open card: Q♣; it speaks "
                          "first: it may check, bet or fold.")
    assert first.cite == "Portaria 104/85/M art. 10 c i; ruling R4-3"
    # art. 10 c ii: by the open boards Q, J, T, 7 — not counterclockwise (3, 1, 6, 4)
    assert order.text == ("Until someone bets, the turn passes by the open boards: 3, 4, 6, 1; after a bet, "
                          "counterclockwise from the bettor's right.")
    assert order.cite == "Portaria 104/85/M art. 10 c ii, 10 c iii; ruling R8-2"
    assert not any("must open" in s.text for s in (first, order))


def test_s1_art_10_b_on_street_1_the_best_open_card_must_open_bet_or_fold():
    q = ask("first-to-act", STREET_2, {"street": 1})
    assert q.answer == {"street": 1, "seat": 1}
    assert q.prompt == "With one open card each, which seat must open the betting?"
    first, order = steps_of(q)
    assert first.text == "With one open card each, seat 1 shows the highest open card: A♠; it must open (bet or fold)."
    assert first.cite == "Portaria 104/85/M art. 10 b; ruling R4-2"
    # art. 10 b: "a começar pelo jogador colocado à direita do apostador": 6, 4, 3 after seat 1
    assert order.text == "Once it bets, the others follow counterclockwise from its right: 6, 4, 3."
    assert order.cite == "Portaria 104/85/M art. 10 b"


def test_s1_art_10_c_i_the_current_street_prompt_says_speaks_first_after_the_first():
    assert ask("first-to-act", STREET_2).prompt == "On the current street, which seat speaks first?"


def test_s1_art_10_c_ii_iii_a_stud_betting_round_after_the_first_is_opened_by_the_best_board():
    q = ask("who-acts", stud([STUD_ROUND_1, []]))
    assert q.answer == {"seat": 2}
    opener = steps_of(q)[0]
    assert opener.text == ("Round 2: the best open board speaks first: seat 2; it may check, bet or fold. Until "
                           "someone bets, the turn passes by the open boards; after a bet, counterclockwise from "
                           "the bettor's right.")
    assert opener.cite == "Portaria 104/85/M art. 10 c i, 10 c ii, 10 c iii; ruling R8-2"


def test_s2_art_10_b_the_first_round_opener_with_nothing_to_call_must_bet_or_fold_never_may_check():
    q = ask("bet-sizes", stud([[]]))
    assert q.answer == {"to_call": 0, "min_raise_to": 20, "max_raise_to": 1980}
    texts = [s.text for s in steps_of(q)]
    assert not any("may check" in t for t in texts), texts
    opener = step(q, "Seat 5 has 0 in front of it")
    assert opener.text == ("Seat 5 has 0 in front of it: nothing to call; as the first-round opener it must bet at "
                           "least the minimum or fold.")
    assert opener.cite == "Portaria 104/85/M art. 10 b; rulings R8-4, R8-6"  # no article sets the minimum bet
    assert steps_of(q)[0].text.startswith("Round 1: the best open card must open (bet or fold): seat 5")


def test_s8_r8_6_the_stud_minimum_bet_is_the_ruling_alone_not_art_10_b_3():
    q = ask("bet-sizes", stud([[]]))
    bet = step(q, "Nobody has bet this round")
    assert bet.text == "Nobody has bet this round: the smallest bet is the table minimum, 20."
    assert bet.cite == "ruling R8-6"


def test_s4_art_10_b_3_a_seat_short_of_a_full_raise_is_told_the_full_raise_from_the_last_raise():
    # The audit's seed-1 step: a bet of 20 raised to 730 (a raise of 710): the full raise is to 1,440.
    q = ask("bet-sizes", stud([[{"seat": 5, "action": "bet", "to": 20}, {"seat": 2, "action": "raise", "to": 730}]]))
    assert q.answer == {"to_call": 730, "min_raise_to": 940, "max_raise_to": 940}
    assert full_raise(q.solution) == 710
    short = step(q, "A full raise")
    assert short.text == ("A full raise (to 1,440) is more than the seat has: it may go all in for less, to 940, "
                          "as a player \"com capital desfalcado\".")
    assert short.cite == "Portaria 104/85/M art. 10 b 3; ruling R8-6"


def test_s4_r8_6_the_full_raise_figure_is_the_engines_smallest_raise_when_the_seat_can_make_it():
    q = ask("bet-sizes", stud([[{"seat": 5, "action": "bet", "to": 20}, {"seat": 2, "action": "raise", "to": 250}]]))
    options = q.solution.state.options
    assert options.min_raise_to == q.solution.highest + full_raise(q.solution) == 480
    raise_step = step(q, "A raise adds")
    assert raise_step.text == ("A raise adds at least the last full bet or raise of the round: 230. The smallest "
                               "raise is to 250 + 230 = 480.")
    assert raise_step.cite == "Portaria 104/85/M art. 10 b 3; ruling R8-6"


def test_s6_art_10_c_i_2_a_stud_seat_that_checked_may_not_check_again_it_calls_or_folds():
    q = ask("legal-action", stud([STUD_ROUND_1, [{"seat": 2, "action": "check"},
                                                 {"seat": 7, "action": "bet", "to": 100},
                                                 {"seat": 5, "action": "call"}]]),
            {"action": {"seat": 2, "action": "check"}})
    assert q.answer == {"choice": 1}
    assert q.choices[1] == ("Not legal: facing a bet the seat may not check — it calls or folds (it checked "
                            "earlier, art. 10 c i 2).")
    verdict = steps_of(q)[-1]
    assert verdict.text == ("Seat 2 has 100 to call and checked earlier in this round: nobody may check once a bet "
                            "is made, and having checked it may not raise — it calls or folds.")
    assert verdict.cite == "Portaria 104/85/M art. 10 c i 2, 10 c iii; ruling R8-4"
    assert not any("raises or folds" in s.text for s in steps_of(q))


def test_s6_art_6_a_stud_raise_beyond_the_seats_chips_is_more_than_it_has_not_a_table_limit():
    q = ask("legal-action", stud([STUD_ROUND_1, [{"seat": 2, "action": "check"},
                                                 {"seat": 7, "action": "bet", "to": 100}]]),
            {"action": {"seat": 5, "action": "raise", "to": 5000}})
    assert q.answer == {"choice": 3}
    assert q.choices[3] == "Not legal: that is more than the seat has (art. 6)."
    assert q.choices[1] == "Not legal: facing a bet the seat may not check — it calls, raises or folds."
    verdict = steps_of(q)[-1]
    assert verdict.text == ("Seat 5 has 1,960 in all: 5,000 is more than it has, and no player may add to his "
                            "capital once the hand has begun.")
    assert verdict.cite == "Portaria 104/85/M art. 6; ruling R8-5"


def test_u15_a_legal_action_is_explained_with_the_call_the_smallest_and_the_largest():
    q = ask("legal-action", stud([STUD_ROUND_1, [{"seat": 2, "action": "check"},
                                                 {"seat": 7, "action": "bet", "to": 100}]]),
            {"action": {"seat": 5, "action": "call"}})
    assert q.answer == {"choice": 0}
    texts = [s.text for s in steps_of(q)]
    assert "The highest total this round is 100; seat 5 has 0 in front of it: to call, 100." in texts
    assert ("A raise adds at least the last full bet or raise of the round: 100. The smallest raise is to 100 + "
            "100 = 200.") in texts
    assert "No limit: the largest is everything the seat has, to 1,960." in texts
    assert texts[-1].startswith('Seat 5 may announce "Call" now')


def test_u15_r8_4_a_seat_that_may_not_raise_is_told_why_before_the_verdict():
    q = ask("legal-action", stud([STUD_ROUND_1, [{"seat": 2, "action": "check"},
                                                 {"seat": 7, "action": "bet", "to": 100},
                                                 {"seat": 5, "action": "call"}]]),
            {"action": {"seat": 2, "action": "raise", "to": 300}})
    assert q.answer == {"choice": 4}
    texts = [s.text for s in steps_of(q)]
    assert "The highest total this round is 100; seat 2 has 0 in front of it: to call, 100." in texts
    assert ("Seat 2 may not bet or raise: in stud a seat that checked may only call or fold in that round."
            in texts)
    assert texts[-1] == 'So "Raise to 300" is not allowed: seat 2 calls or folds.'  # no check once bet (C1)


# -- flop games: all in for less (N5), minimums (N7), maximums (N6), order (N7, N9) --------

HOLDEM_SHORT = {"game": "holdem", "marker": 1, "params": {"big_blind": 20},
                "seats": [{"seat": 1, "stack": 5000}, {"seat": 3, "stack": 5000}, {"seat": 5, "stack": 5000},
                          {"seat": 7, "stack": 50}],
                "betting": [[{"seat": 5, "action": "raise", "to": 40}]]}


def test_n5_r8_6_a_holdem_raise_all_in_for_less_cites_the_ruling_alone_and_says_the_rules_are_silent():
    q = ask("bet-sizes", HOLDEM_SHORT)
    assert q.answer == {"to_call": 40, "min_raise_to": 50, "max_raise_to": 50}
    short = step(q, "A full raise")
    assert short.text == ("A full raise (to 60) is more than the seat has: it may go all in for less, to 50. The "
                          "regulation is silent on a raise for less; the house allows it.")
    assert short.cite == "ruling R8-6"
    assert not any("Portaria" in s.cite or "rule 49" in s.cite for s in steps_of(q))


MACAU_SHORT = {"game": "omaha-macau", "marker": 1, "params": {"big_blind": 20, "limit": "pot"},
               "seats": [{"seat": 1, "stack": 5000}, {"seat": 3, "stack": 5000}, {"seat": 5, "stack": 5000},
                         {"seat": 7, "stack": 300}],
               "betting": [[{"seat": 7, "action": "call"}, {"seat": 1, "action": "call"},
                            {"seat": 3, "action": "call"}, {"seat": 5, "action": "check"}],
                           [{"seat": 3, "action": "bet", "to": 40}, {"seat": 5, "action": "raise", "to": 200}]]}


def test_n5_s4_r8_6_omaha_macau_all_in_for_less_names_the_full_raise_by_the_last_raise_and_no_portaria():
    q = ask("bet-sizes", MACAU_SHORT)
    assert q.answer == {"to_call": 200, "min_raise_to": 280, "max_raise_to": 280}
    assert full_raise(q.solution) == 160  # the raise from 40 to 200 (R8-6; art. 12.1)
    short = step(q, "A full raise")
    assert short.text.startswith("A full raise (to 360) is more than the seat has: it may go all in for less, to 280.")
    assert short.cite == "ruling R8-6"
    assert not any("Portaria" in s.cite or "non-banked" in s.cite for s in steps_of(q))


def test_n7_art_7_2_8_2_omaha_macau_later_rounds_open_on_the_markers_left():
    q = ask("who-acts", MACAU_SHORT)
    opener = steps_of(q)[0]
    assert opener.text == ("Round 2: the first seat on the marker's left still able to act speaks first (the marker "
                           "speaks last): seat 3.")
    assert opener.cite == "Despacho 97/2010 art. 7.2, 6.5; ruling R8-2"
    checks = [{"seat": s, "action": "check"} for s in (3, 5, 7, 1)]
    third = ask("who-acts", {**MACAU_SHORT, "betting": [MACAU_SHORT["betting"][0], checks, []]})
    assert steps_of(third)[0].cite == "Despacho 97/2010 art. 8.2, 6.5; ruling R8-2"
    first = ask("who-acts", {**MACAU_SHORT, "betting": [[]]})
    assert steps_of(first)[0].cite == "Despacho 97/2010 art. 6.3, 6.4; ruling R8-2"


def calls(*seats: int) -> list[dict[str, Any]]:
    return [{"seat": s, "action": "call"} for s in seats]


# Round 1 played to the end with nobody raising: round 2 begins with nothing bet.
ROUND_1_FLAT = {
    "holdem": [*calls(5, 7, 1), {"seat": 3, "action": "check"}],  # a mão 1 posts the small blind (rules 81-83)
    "omaha": [*calls(5, 7, 1), {"seat": 3, "action": "check"}],
    "omaha-macau": [*calls(7, 1, 3), {"seat": 5, "action": "check"}],  # blinds left of the marker (art. 5)
    "sintetico": [{"seat": 3, "action": "bet", "to": 20}, *calls(5, 7, 1)],  # rule 107: left of a mão
}


@pytest.mark.parametrize(("game", "params", "cite"), [
    ("stud", {"ante": 20}, "ruling R8-6"),
    ("omaha-macau", {"big_blind": 20}, "ruling R8-6"),
    ("holdem", {"big_blind": 20}, "non-banked rule 20; ruling R8-6"),
    ("omaha", {"big_blind": 20}, "non-banked rule 20; ruling R8-6"),
    ("sintetico", {"ante": 20}, "non-banked rule 20; ruling R8-6"),
])
def test_n7_s8_r8_6_the_smallest_bet_cites_the_ruling_and_non_banked_rule_20_never_a_raise_rule(game, params, cite):
    if game == "stud":
        scenario = stud([STUD_ROUND_1, []])
    else:
        scenario = {"game": game, "params": params, "marker": 1,
                    "seats": [{"seat": s, "stack": 5000} for s in (1, 3, 5, 7)],
                    "betting": [ROUND_1_FLAT[game], []]}
    q = ask("bet-sizes", scenario)
    assert q.solution.state.round == 2
    bet = step(q, "Nobody has bet this round")
    assert bet.cite == cite
    assert "86" not in bet.cite and "12.1" not in bet.cite and "10 b 3" not in bet.cite


@pytest.mark.parametrize(("limit", "cite"), [
    ("half-pot", "non-banked rule 21 a; ruling R8-5"),
    ("pot", "non-banked rule 21 b; ruling R8-5"),
    ("no-limit", "non-banked rule 21 c; ruling R8-5"),
])
def test_n6_rule_21_the_sintetico_largest_follows_the_tables_limit_never_rule_106_a(limit, cite):
    q = ask("bet-sizes", {"game": "sintetico", "marker": 1, "params": {"ante": 10, "limit": limit},
                          "seats": [{"seat": s, "stack": 5000} for s in (1, 3, 5, 7)],
                          "betting": [[{"seat": 3, "action": "bet", "to": 10}]]})
    largest = steps_of(q)[-1]
    assert largest.cite == cite
    assert all("106" not in s.cite for s in steps_of(q))


def test_n9_rule_107_sintetico_round_1_opens_left_of_a_mao_and_rule_108_after():
    scenario = {"game": "sintetico", "marker": 1, "params": {"ante": 10},
                "seats": [{"seat": s, "stack": 5000} for s in (1, 3, 5, 7)], "betting": [[]]}
    first = steps_of(ask("who-acts", scenario))[0]
    assert first.text == ("Round 1: the antes are in and the seat to the left of a mão (the marker) acts first, or "
                          "the next seat able to act clockwise: seat 3.")
    assert first.cite == "non-banked rule 107; ruling R8-2"
    second = steps_of(ask("who-acts", {**scenario, "betting": [
        [{"seat": 3, "action": "check"}, {"seat": 5, "action": "bet", "to": 10}, {"seat": 7, "action": "call"},
         {"seat": 1, "action": "call"}, {"seat": 3, "action": "call"}], []]}))[0]
    assert second.text == "Round 2: the seat that made the highest bet of the round before acts first: seat 5."
    assert second.cite == "non-banked rule 108; ruling R8-2"


def test_n9_rules_42_85_holdem_later_rounds_open_at_a_mao_the_marker_itself():
    q = ask("who-acts", {"game": "holdem", "marker": 3, "params": {"big_blind": 20},
                         "seats": [{"seat": s, "stack": 5000} for s in (1, 3, 5, 7)],
                         "betting": [[{"seat": 7, "action": "call"}, {"seat": 1, "action": "call"},
                                      {"seat": 3, "action": "call"}, {"seat": 5, "action": "check"}], []]})
    assert q.answer == {"seat": 3}
    opener = steps_of(q)[0]
    assert opener.text == ("Round 2: the seat that has a mão (the marker) speaks first, or, if it is out or all in, "
                           "the first seat still able to act clockwise from it: seat 3.")
    assert opener.cite == "non-banked rules 42, 85; ruling R8-2"


# -- heads up: art. 12.4 (amount) and the cap (R8-7) ----------------------------------------

MACAU_HEADS_UP = {"game": "omaha-macau", "marker": 1, "params": {"big_blind": 20, "limit": "pot"},
                  "seats": [{"seat": 1, "stack": 50000}, {"seat": 3, "stack": 50000}, {"seat": 5, "stack": 50000}],
                  "betting": [[{"seat": 1, "action": "fold"}, {"seat": 3, "action": "call"},
                               {"seat": 5, "action": "check"}],
                              [{"seat": 3, "action": "bet", "to": 40}]]}


def test_art_12_4_omaha_macau_heads_up_the_largest_raise_is_the_seats_chips():
    q = ask("bet-sizes", MACAU_HEADS_UP)
    assert q.answer == {"to_call": 40, "min_raise_to": 80, "max_raise_to": 49980}
    largest = steps_of(q)[-1]
    assert largest.text == ("Only two players are left (head up): art. 12.4 puts no limit on the amount of the "
                            "raise: the largest is everything the seat has, to 49,980.")
    assert largest.cite == "Despacho 97/2010 art. 12.4; ruling R8-5"


def test_art_11_2_omaha_macau_heads_up_a_bet_keeps_the_pot_limit():
    q = ask("bet-sizes", {**MACAU_HEADS_UP, "betting": [MACAU_HEADS_UP["betting"][0], []]})
    largest = steps_of(q)[-1]
    assert largest.text.startswith("Pot limit:") and largest.cite == "Despacho 97/2010 art. 11.2; ruling R8-5"


def test_r8_7_omaha_macau_heads_up_the_cap_is_lifted_by_the_houses_reading_cited_to_the_ruling():
    raises = [{"seat": 3, "action": "bet", "to": 40}, {"seat": 5, "action": "raise", "to": 80},
              {"seat": 3, "action": "raise", "to": 160}, {"seat": 5, "action": "raise", "to": 320}]
    q = ask("bet-sizes", {**MACAU_HEADS_UP, "betting": [MACAU_HEADS_UP["betting"][0], raises]})
    assert q.answer["min_raise_to"] == 480
    cap = step(q, "Only two players are left (head up): the round has had 3 raises")
    assert cap.cite == "ruling R8-7"
    assert "house reads art. 12.4" in cap.text


HOLDEM_FOUR = [{"seat": s, "stack": 50000} for s in (1, 3, 5, 7)]


def test_r8_7_rule_88_holdem_heads_up_the_raises_are_unlimited():
    q = ask("bet-sizes", {"game": "holdem", "marker": 1, "params": {"big_blind": 20}, "seats": HOLDEM_FOUR,
                          "betting": [[{"seat": 5, "action": "fold"}, {"seat": 7, "action": "fold"},
                                       {"seat": 1, "action": "call"}, {"seat": 3, "action": "check"}],
                                      [{"seat": 1, "action": "bet", "to": 20}, {"seat": 3, "action": "raise", "to": 40},
                                       {"seat": 1, "action": "raise", "to": 60},
                                       {"seat": 3, "action": "raise", "to": 80}]]})
    assert q.answer["min_raise_to"] == 100
    cap = step(q, "Only two players are left")
    assert cap.text == ("Only two players are left: the number of raises is unlimited, so after 3 raises the seat "
                        "may raise again.")
    assert cap.cite == "non-banked rule 88; ruling R8-7"


def test_r8_7_rule_87_holdem_three_raises_cap_the_round():
    q = ask("bet-sizes", {"game": "holdem", "marker": 1, "params": {"big_blind": 20}, "seats": HOLDEM_FOUR,
                          "betting": [[{"seat": 5, "action": "raise", "to": 40},
                                       {"seat": 7, "action": "raise", "to": 60},
                                       {"seat": 1, "action": "raise", "to": 80}]]})
    assert q.answer["min_raise_to"] is None
    capped = steps_of(q)[-1]
    assert capped.text == "Seat 3 may not bet or raise: the round has had all the raises it may have."
    assert capped.cite == "non-banked rule 87; ruling R8-7"


# -- showdown: the seat that shows first is named (N10, R2-1, R2-4) -------------------------

def test_n10_r2_1_holdem_marker_folded_names_the_seat_that_shows_first():
    q = ask("showdown-order", {"game": "holdem", "marker": 5, "board": ["Jh", "Td", "6s", "6c", "2h"], "seats": [
        {"seat": 2, "cards": ["Ac", "Ad"], "committed": 1000}, {"seat": 5, "committed": 300, "folded": True},
        {"seat": 7, "cards": ["Js", "9s"], "committed": 1000}, {"seat": 9, "cards": ["Kh", "Qh"], "committed": 1000},
        {"seat": 10, "committed": 50, "folded": True}]})
    assert q.answer == {"order": [7, 9, 2]}
    first = steps_of(q)[0]
    assert first.text.endswith("the first seat still in clockwise from it, seat 7, shows first.")
    assert "seat 5 is no longer in, and a folded seat never shows" in first.text
    assert first.cite == "non-banked rules 42-46, 62, 85; ruling R2-1, R2-4"


def test_n10_r2_1_sintetico_high_bettor_folded_names_the_seat_that_shows_first():
    q = ask("showdown-order", {"game": "sintetico", "marker": 1, "previous_round_high_bettor": 4,
                               "board": ["Jh", "Js", "Tc", "9d", "8h"], "seats": [
        {"seat": 1, "cards": ["Ac", "As"], "committed": 900}, {"seat": 4, "committed": 500, "folded": True},
        {"seat": 6, "cards": ["Qd", "Kd"], "committed": 900}, {"seat": 9, "cards": ["Th", "Ts"], "committed": 900},
        {"seat": 11, "cards": ["Jc", "8c"], "committed": 900}]})
    assert q.answer == {"order": [6, 9, 11, 1]}
    first = steps_of(q)[0]
    assert first.text.endswith("the first seat still in to its left, seat 6, shows first.")
    assert "shows first (or" not in first.text


def test_n10_r2_2_omaha_macau_nobody_bet_names_the_seat_left_of_the_marker_that_shows_first():
    q = ask("showdown-order", {"game": "omaha-macau", "marker": 1, "params": {"big_blind": 20},
                               "board": ["Jh", "Td", "6s", "6c", "2h"], "seats": [
        {"seat": 2, "cards": ["Ac", "Ad", "3c", "4c"], "committed": 1000},
        {"seat": 5, "committed": 300, "folded": True},
        {"seat": 7, "cards": ["Js", "9s", "8d", "7d"], "committed": 1000},
        {"seat": 9, "cards": ["Kh", "Qh", "5h", "4h"], "committed": 1000}]})
    assert q.answer == {"order": [2, 7, 9]}
    assert steps_of(q)[0].text == ("Nobody bet on the final street: the first seat still in to the left of the marker "
                                   "(seat 1), seat 2, shows first.")


# -- Q Poker (S9) and 13 cards (S11) --------------------------------------------------------

def test_s9_r6_3b_equal_three_of_a_kind_push_is_the_houses_reading_not_identical_hands():
    q = ask("qpoker-payout", {"game": "qpoker", "decks": 2, "dealer": ["7s", "7c", "7d"], "seats": [
        {"seat": 1, "cards": ["7h", "7s", "7d"], "pair_plus": 10, "bet": 20, "decision": "play"}]})
    assert q.answer["seats"]["1"]["bet"] == 0
    push = step(q, "Seat 1 and the croupier")
    assert push.text == ("Seat 1 and the croupier hold three of a kind of equal rank: the house pushes equal three "
                         "of a kind, and the bet is returned.")
    assert push.cite == "ruling R6-3b"


def test_r6_3_identical_hands_push_by_art_8_and_the_suits():
    q = ask("qpoker-payout", {"game": "qpoker", "decks": 2, "dealer": ["Ks", "Qc", "3d"], "seats": [
        {"seat": 1, "cards": ["Ks", "Qc", "3d"], "bet": 20, "decision": "play"}]})
    push = step(q, "Seat 1 and the croupier")
    assert push.text == "Seat 1 and the croupier hold identical hands: the bet is returned (push)."
    assert push.cite == "Despacho 89/2004 art. 8; ruling R6-3"


def test_s11_r5_5_a_natural_is_never_a_foul_cites_the_ruling_alone():
    q = ask("foul", {"game": "thirteen",
                     "banker": {"front": ["Td", "6d", "4h"], "middle": ["8s", "8h", "Kh", "Qc", "9c"],
                                "back": ["As", "Ah", "Js", "Jc", "7c"]},
                     "seats": [{"seat": 1, "stake": 100, "front": ["Qh", "Ks", "Ad"],
                                "middle": ["Ac", "2d", "3c", "4s", "5c"], "back": ["9d", "Tc", "Jh", "Qs", "Kd"]},
                               {"seat": 3, "stake": 100, "front": ["Ts", "Th", "8c"],
                                "middle": ["9s", "9h", "Kc", "6c", "2c"], "back": ["Qd", "Jd", "8d", "5d", "3d"]}]})
    assert q.answer == {"fouls": {"banker": False, "1": False, "3": True}}
    natural = step(q, "Seat 1 holds a natural")
    assert natural.text == "Seat 1 holds a natural (three straights): a natural is never a foul."
    assert natural.cite == "ruling R5-5"


# -- the panel's hint (S1) -------------------------------------------------------------------

def test_s1_art_10_c_i_the_first_to_act_panel_hint_says_speaks_first_after_the_first_street(qtbot):
    from trainer.gui.panels.seats import FirstToActPanel

    panel = FirstToActPanel()
    qtbot.addWidget(panel)
    panel.question = ask("first-to-act", STREET_2, {"street": 2})
    assert panel.hint() == "Click the seat that speaks first, or type its number."
    panel.question = ask("first-to-act", STREET_2, {"street": 1})
    assert panel.hint() == "Click the seat that must open the betting, or type its number."


# -- no regulation of another game (N5: "No stud Portaria in a flop game's explanation") ---

@pytest.mark.parametrize(("game", "cite"), [
    ("holdem", "non-banked rule 51"),
    ("omaha-macau", "ruling R8-3"),
])
def test_n5_rule_51_a_flop_hand_won_without_showing_cites_its_own_rule_never_the_stud_portaria(game, cite):
    # won on the flop: the others folded, no hand is shown (rule 51)
    q = ask("winner", {"game": game, "marker": 1, "params": {"big_blind": 20}, "board": ["Jh", "Td", "6s"],
                       "seats": [{"seat": 1, "committed": 20, "folded": True},
                                 {"seat": 3, "cards": (["Ac", "Ad"] if game == "holdem" else ["Ac", "Ad", "3c", "4c"]),
                                  "committed": 60},
                                 {"seat": 5, "committed": 40, "folded": True}]})
    (won,) = steps_of(q)
    assert won.text == "Every other seat folded: seat 3 wins without showing."
    assert won.cite == cite


def test_art_4_10_c_iii_a_stud_hand_won_without_showing_cites_the_portaria_alone():
    q = ask("winner", {"game": "stud", "params": {"chip_unit": 5}, "seats": [
        {"seat": 1, "hole": "8c", "up": ["As", "7d"], "committed": 60},
        {"seat": 3, "hole": "Jc", "up": ["9h", "Qc"], "committed": 60, "folded": True}]})
    (won,) = steps_of(q)
    assert won.cite == "Portaria 104/85/M art. 4, 10 c iii"


@pytest.mark.parametrize("game", ["holdem", "omaha", "sintetico"])
def test_n5_no_stud_portaria_in_any_generated_non_banked_betting_explanation(game):
    from trainer.curriculum.generate import generate

    seen = 0
    for task in ("who-acts", "bet-sizes", "legal-action"):
        for q in generate(game, task, 30, 8):
            for s in steps_of(q):
                seen += 1
                assert "Portaria" not in s.cite and "Despacho" not in s.cite, (task, s.text, s.cite)
                assert "106" not in s.cite, (task, s.text, s.cite)  # N6: rule 106 a is the estardilho
    assert seen > 100


def test_s1_r4_5_after_the_first_street_a_folded_best_board_passes_on_a_right_not_a_duty():
    # Seat 3's Qc is the best second card, but seat 3 folded on street 2: Jh (seat 4) speaks first.
    seats = [STREET_2["seats"][0], {**STREET_2["seats"][1], "folded": True, "folded_at": 2}, *STREET_2["seats"][2:]]
    q = ask("first-to-act", {**STREET_2, "seats": seats}, {"street": 2})
    assert q.answer == {"street": 2, "seat": 4}
    passed = [s.text for s in steps_of(q) if "had folded" in s.text]
    assert passed == ["Seat 3 had a better board but had folded: the right to speak first passed on."]
    assert "duty" not in " ".join(s.text for s in steps_of(q))
    assert steps_of(q)[-1].text.startswith("Until someone bets, the turn passes by the open boards: 4, 6, 1;")
