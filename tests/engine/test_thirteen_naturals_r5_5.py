"""RULINGS R5-5: a natural is judged on the place's 13 cards, however the rows are laid out.

A place whose 13 cards can be set as three flushes (rows of 3, 5 and 5 cards, each
of one suit) or three straights (each row consecutive: A-2-3 and Q-K-A fronts,
A-2-3-4-5 and T-J-Q-K-A five-card rows, R5-3) holds that natural even if it set
its rows otherwise, or fouled them; a natural is never a foul (art. 9 I, issue 17
item 9).  Every expected value is worked out by hand in the comment above it; the
properties at the end check the engine against an independent search over splits.
"""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from trainer.engine.cards import ALL_CARDS, Card, parse_cards
from trainer.engine.thirteen import (
    NATURALS,
    Hand,
    PayoutRules,
    cards_natural,
    judge,
    makes_natural,
    settle,
)

ROWS = ("front", "middle", "back")


def hand(front: str, middle: str, back: str) -> Hand:
    return judge(parse_cards(front), parse_cards(middle), parse_cards(back))


# Banker with no natural, rows in order: K-Q-2 high card / two pair 5s and 3s / full
# house 6s over 7s.  Ranks K Q 2 3 3 5 5 9 6 6 6 7 7: four pairs (the three sixes
# count one), no K run without J or A; clubs 5, diamonds 7, hearts 1: no natural.
PLAIN_BANKER = ("Kc Qd 2d", "3d 3c 5d 5c 9d", "6d 6c 6h 7d 7c")

# The hidden case: 3 clubs (2 4 8), 5 hearts (3 5 7 9 J), 5 spades (4 6 8 T Q).
# Ranks 2 3 4 4 5 6 7 8 8 9 T J Q: no A or K (not a dragon), two pairs (not six).
# These cards also make three straights (2-3-4 / 4-5-6-7-8 / 8-9-T-J-Q); three
# flushes come first in art. 9 I, so that is the natural's name.
FLUSHES_AS_STRAIGHTS = ("2c 3h 4s", "4c 5h 6s 7h 8s", "8c 9h Ts Jh Qs")
# The same cards, rows in order, no row natural shown: Q-high / pair of 4s / pair of 8s.
FLUSHES_IN_ORDER_OTHERWISE = ("2c 3h Qs", "4c 4s 5h 6s 7h", "8s 8c 9h Ts Jh")
# The same cards fouled: middle pair of 8s over a Q-high back (7 9 T J Q, mixed suits).
FLUSHES_FOULED = ("2c 3h 4c", "8s 8c 4s 5h 6s", "7h 9h Ts Jh Qs")

# Three straights only through a Q-K-A front: Q-K-A / 2-3-4-5-6 / 5-6-7-8-9.  The
# ace is in a front (A-2-3 or Q-K-A) or an A-high/A-low five; the king, with no J,
# only in Q-K-A.  Ranks without T and J (not a dragon), pairs 5 and 6 (not six);
# clubs 3, diamonds 3, hearts 4, spades 3: no three flushes.
STRAIGHTS_FOULED = ("5c 5h Ah", "6s 6d Kd Qc 2s", "3h 4d 7c 8s 9h")  # pair 6s over 9-high
STRAIGHTS_IN_ORDER_OTHERWISE = ("Ah Kd 2s", "3h 4d 5c 5h 9h", "6s 6d 7c 8s Qc")


def test_r5_5_three_flushes_laid_out_as_straights_score_three_flushes():
    h = hand(*FLUSHES_AS_STRAIGHTS)
    assert (h.natural, h.natural_in_rows, h.foul) == ("three-flushes", False, False)
    result = settle(h, hand(*PLAIN_BANKER), 100, PayoutRules())
    # A natural against none: 3 points to 0, a win; 100 -> prize 50 less 2 % = 49.
    assert (result.verdict.decided_by, result.verdict.seat_points, result.verdict.banker_points) == (
        "natural", 3, 0)
    assert (result.verdict.outcome, result.payout.net, result.verdict.rows) == ("win", 49, ())


def test_r5_5_three_flushes_laid_out_otherwise_in_order_are_still_three_flushes():
    h = hand(*FLUSHES_IN_ORDER_OTHERWISE)
    assert (h.natural, h.natural_in_rows, h.foul, h.out_of_order) == ("three-flushes", False, False, ())
    assert (h.front.category, h.middle.category, h.back.category) == ("high-card", "one-pair", "one-pair")


def test_r5_5_three_flushes_in_fouled_rows_are_a_natural_and_not_a_foul():
    h = hand(*FLUSHES_FOULED)
    assert (h.natural, h.foul, h.fouls) == ("three-flushes", False, ())
    # The rows are out of order as set (kept for the explanation), but do not count.
    assert [(f.row.row, f.beaten.row) for f in h.out_of_order] == [("middle", "back")]
    result = settle(h, hand(*PLAIN_BANKER), 150, PayoutRules())
    # 150 -> prize 75, 2 % commission 1.5 rounded down to 1: net 74.
    assert (result.verdict.decided_by, result.verdict.outcome, result.payout.net) == ("natural", "win", 74)


def test_r5_5_three_flushes_shown_in_the_rows_are_flagged_as_shown():
    # 2-4-8 clubs / hearts 3-5-7-9-J / spades 4-6-8-T-Q: every row one suit.
    h = hand("2c 4c 8c", "3h 5h 7h 9h Jh", "4s 6s 8s Ts Qs")
    assert (h.natural, h.natural_in_rows) == ("three-flushes", True)


def test_r5_5_three_straights_with_a_q_k_a_front_in_fouled_rows():
    h = hand(*STRAIGHTS_FOULED)
    assert (h.natural, h.natural_in_rows, h.foul) == ("three-straights", False, False)
    assert [(f.row.row, f.beaten.row) for f in h.out_of_order] == [("middle", "back")]
    result = settle(h, hand(*PLAIN_BANKER), 100, PayoutRules())
    assert (result.verdict.decided_by, result.verdict.outcome) == ("natural", "win")


def test_r5_5_three_straights_laid_out_otherwise_in_order():
    # A-K-2 front (no sequence) / pair of 5s / pair of 6s: in order, no row natural shown.
    h = hand(*STRAIGHTS_IN_ORDER_OTHERWISE)
    assert (h.natural, h.natural_in_rows, h.out_of_order) == ("three-straights", False, ())


def test_r5_5_three_straights_with_an_a_2_3_front_laid_out_otherwise():
    # Ranks A 2 3 3 4 5 6 7 8 9 T J Q (no K, pair of 3s).  The ace fits only A-2-3
    # (no K for Q-K-A or T-J-Q-K-A; A-2-3-4-5 would leave a 3 with no 2 or 4), so
    # the split is A-2-3 / 3-4-5-6-7 / 8-9-T-J-Q.  Hearts 4, others 3: no flushes.
    # Set as front pair of 3s with A over a middle 8-high: a foul, but a natural.
    h = hand("3c 3s Ah", "2d 4h 5d 6c 8h", "7s 9d Tc Js Qh")
    assert (h.natural, h.foul) == ("three-straights", False)
    assert [(f.row.row, f.beaten.row) for f in h.out_of_order] == [("front", "middle")]


def test_r5_5_a_2_3_4_5_and_t_j_q_k_a_count_as_five_card_rows():
    # Ranks A A 2 2 3 3 4 4 5 T J Q K: the king fits only T-J-Q-K-A (no 9; a J-Q-K
    # or Q-K-A front leaves a T or J with no run), the other ace then only
    # A-2-3-4-5, leaving 2-3-4.  Four pairs; suits h 3, d 4, c 3, s 3: nothing else.
    # Set as pair of aces / two pair 3s and 2s / pair of 4s: the middle beats the back.
    h = hand("Ac Ad Ks", "2h 2d 3d 3s Qc", "4c 4h 5s Th Jd")
    assert (h.natural, h.foul) == ("three-straights", False)
    assert h.out_of_order


def test_r5_5_near_miss_twelve_of_thirteen_cards_in_runs_is_no_natural():
    # The A-2-3 case with the Q for a K: ranks A 2 3 3 4 5 6 7 8 9 T J K.  The king
    # needs a Q (J-Q-K, Q-K-A, 9-K, T-A), there is none: 12 of 13 cards fit runs,
    # no natural.
    cards = parse_cards("Ah 2d 3c 3s 4h 5d 6c 7s 8h 9d Tc Js Kh")
    assert cards_natural(cards) is None


def test_r5_5_near_miss_twelve_suited_cards_fall_back_to_the_next_natural():
    # The hidden case with the Q of spades for the Q of diamonds: clubs 3, hearts 5,
    # spades 4, diamonds 1 — no three flushes; the ranks still make three straights.
    cards = parse_cards("2c 3h 4s 4c 5h 6s 7h 8s 8c 9h Ts Jh Qd")
    assert not makes_natural(cards, "three-flushes")
    assert cards_natural(cards) == "three-straights"


@pytest.mark.parametrize(
    ("counts", "flushes"),
    [
        # A single suit is 3 + 5 + 5; 10 + 3, 8 + 5 and 5 + 5 + 3 split as well.
        ((13,), True), ((10, 3), True), ((8, 5), True), ((5, 5, 3), True),
        # One card off each: 12 of 13 cards could go in suited rows, never all 13.
        ((12, 1), False), ((9, 4), False), ((7, 6), False), ((5, 4, 4), False),
        ((5, 5, 2, 1), False), ((4, 5, 3, 1), False), ((6, 4, 3), False), ((11, 2), False),
    ],
)
def test_r5_5_three_flushes_depend_on_the_suit_counts_only(counts, flushes):
    suits = "shcd"[: len(counts)]
    cards = [c for s, n in zip(suits, counts, strict=True) for c in [x for x in ALL_CARDS if x.suit == s][:n]]
    assert len(cards) == 13
    assert makes_natural(cards, "three-flushes") is flushes
    assert can_split(cards, one_suit) is flushes


def test_r5_5_several_naturals_are_named_in_article_9_order_whatever_the_layout():
    # The hidden case holds three flushes and three straights: three flushes.
    assert cards_natural(parse_cards(" ".join(FLUSHES_AS_STRAIGHTS))) == "three-flushes"
    # A-K in 3 clubs, 5 hearts, 5 spades: a dragon that is also three flushes.
    dragon = hand("Ac 5h Ks", "2c 3c 4h 6h 7h", "8h 9s Ts Js Qs")
    assert (dragon.natural, dragon.natural_in_rows) == ("dragon", True)


def test_r5_5_a_banker_with_a_hidden_natural_in_fouled_rows_does_not_pay_as_a_fouled_banker():
    # The banker sets the hidden-case flushes fouled: it holds three flushes, so it
    # is not a fouled banker paying every seat; a plain seat loses 0 to 3.
    banker = hand(*FLUSHES_FOULED)
    seat = hand("Kc Qd 2d", "3d 3c 5d 5c 9d", "6d 6c 6h 7d 7c")
    result = settle(seat, banker, 100, PayoutRules())
    assert (result.verdict.decided_by, result.verdict.seat_points, result.verdict.banker_points) == (
        "natural", 0, 3)
    assert (result.verdict.outcome, result.payout.net) == ("lose", -100)


def test_r5_5_two_hidden_naturals_tie():
    # Banker: three straights set otherwise; seat: three flushes fouled.  Cards do
    # not overlap: 3 points each, a push.
    banker = hand(*STRAIGHTS_IN_ORDER_OTHERWISE)
    seat = hand("2c 3c 4c", "7d 8d 9d Td Jd", "8h Th Jh Qh Kh")
    assert (banker.natural, seat.natural) == ("three-straights", "three-flushes")
    result = settle(seat, banker, 100, PayoutRules())
    assert (result.verdict.seat_points, result.verdict.banker_points, result.verdict.outcome) == (3, 3, "push")


# -- trainer solve: the JSON keys stay; a natural is never a foul --------------------------------


def _scenario(seat: tuple[str, str, str], banker: tuple[str, str, str] = PLAIN_BANKER) -> str:
    def rows(place: tuple[str, str, str]) -> str:
        return ", ".join(f"{r}: [{', '.join(cards.split())}]" for r, cards in zip(ROWS, place, strict=True))
    return (f"game: thirteen\nbanker: {{{rows(banker)}}}\n"
            f"seats:\n  - {{seat: 1, stake: 100, {rows(seat)}}}\n")


def _solve(run_cli, scenario_file, text: str) -> dict:
    rc, out, err = run_cli("solve", scenario_file(text))
    assert (rc, err) == (0, "")
    return json.loads(out)


def test_r5_5_solve_scores_the_hidden_case_as_three_flushes(run_cli, scenario_file):
    seat = _solve(run_cli, scenario_file, _scenario(FLUSHES_AS_STRAIGHTS))["seats"]["1"]
    assert (seat["foul"], seat["natural"], seat["decided_by"]) == (False, "three-flushes", "natural")
    assert (seat["seat_points"], seat["banker_points"], seat["outcome"], seat["net"]) == (3, 0, "win", 49)
    # The rows as set, as always; and rows that show the natural, each one suit.
    assert seat["rows"]["middle"] == {"category": "straight", "winner": None, "points": 0}
    shown = seat["natural_arrangement"]
    assert [len(shown[r]) for r in ROWS] == [3, 5, 5]
    assert all(len({card[-1] for card in shown[r]}) == 1 for r in ROWS)
    assert sorted(c for r in ROWS for c in shown[r]) == sorted(" ".join(FLUSHES_AS_STRAIGHTS).split())
    assert "missed_natural" not in seat


# Banker: 2-3-4 clubs, 2-5-8-T-Q diamonds, 4-6-8-T-K hearts (pairs 2 4 8 T; the K has
# no Q-J or Q-A: no straights) set as pair of 2s / two pair T and 8 / pair of 4s: the
# middle beats the back.  None of these cards is in STRAIGHTS_FOULED.
BANKER_FLUSHES_FOULED = ("2c 2d Kh", "8d 8h Td Th 3c", "4c 4h 5d 6h Qd")


def test_r5_5_solve_a_fouled_layout_with_a_natural_is_not_a_foul(run_cli, scenario_file):
    answer = _solve(run_cli, scenario_file, _scenario(STRAIGHTS_FOULED, banker=BANKER_FLUSHES_FOULED))
    banker, seat = answer["banker"], answer["seats"]["1"]
    for place, natural in ((banker, "three-flushes"), (seat, "three-straights")):
        assert (place["foul"], place["natural"]) == (False, natural)
        assert "foul_reason" not in place and "natural_arrangement" in place
    assert (seat["seat_points"], seat["banker_points"], seat["outcome"], seat["net"]) == (3, 3, "push", 0)


def test_r5_5_solve_rows_that_show_the_natural_need_no_other_arrangement(run_cli, scenario_file):
    seat = _solve(run_cli, scenario_file, _scenario(("2c 4c 8c", "3h 5h 7h 9h Jh", "4s 6s 8s Ts Qs")))
    assert seat["seats"]["1"]["natural"] == "three-flushes"
    assert "natural_arrangement" not in seat["seats"]["1"]


# -- properties: the natural belongs to the cards -------------------------------------------------

RANKS = range(2, 15)
# Consecutive ranks, written out independently of the engine (R5-3, R5-5).
RUNS_3 = [frozenset({r, r + 1, r + 2}) for r in range(2, 13)] + [frozenset({14, 2, 3})]
RUNS_5 = [frozenset(range(r, r + 5)) for r in range(2, 11)] + [frozenset({14, 2, 3, 4, 5})]


def one_suit(cards: tuple[Card, ...]) -> bool:
    return len({c.suit for c in cards}) == 1


def consecutive(cards: tuple[Card, ...]) -> bool:
    ranks = frozenset(c.rank for c in cards)
    return len(ranks) == len(cards) and ranks in (RUNS_3 if len(cards) == 3 else RUNS_5)


def can_split(cards: list[Card], row_ok) -> bool:
    """Some front of 3 and two rows of 5 each pass ``row_ok``: an exhaustive search."""
    for front in combinations(cards, 3):
        if not row_ok(front):
            continue
        rest = [c for c in cards if c not in front]
        for middle in combinations(rest, 5):
            if row_ok(middle) and row_ok(tuple(c for c in rest if c not in middle)):
                return True
    return False


def oracle_natural(cards: list[Card]) -> str | None:
    counts = Counter(c.rank for c in cards)
    found = {
        "dragon": len(counts) == 13,
        "six-pairs-and-a-half": sum(n // 2 for n in counts.values()) == 6,
        "three-flushes": can_split(cards, one_suit),
        "three-straights": can_split(cards, consecutive),
    }
    return next((name for name in NATURALS if found[name]), None)


@st.composite
def thirteen_cards(draw) -> list[Card]:
    """13 distinct cards: random, or built near three flushes or three straights
    (then 0-2 cards swapped for others), so that both answers are common."""
    kind = draw(st.sampled_from(["random", "flushes", "straights"]))
    if kind == "random":
        return draw(st.lists(st.sampled_from(ALL_CARDS), min_size=13, max_size=13, unique=True))
    if kind == "flushes":
        suits = draw(st.permutations("shcd"))
        cards = []
        for suit, size in zip(suits[:3], (3, 5, 5), strict=True):
            pool = [c for c in ALL_CARDS if c.suit == suit]
            cards += draw(st.lists(st.sampled_from(pool), min_size=size, max_size=size, unique=True))
    else:
        runs = [draw(st.sampled_from(RUNS_3)), draw(st.sampled_from(RUNS_5)), draw(st.sampled_from(RUNS_5))]
        cards = []
        for rank, n in Counter(r for run in runs for r in run).items():
            suits = draw(st.permutations("shcd"))[:n]
            cards += [next(c for c in ALL_CARDS if c.rank == rank and c.suit == s) for s in suits]
    for _ in range(draw(st.integers(0, 2))):
        out = draw(st.sampled_from(cards))
        new = draw(st.sampled_from([c for c in ALL_CARDS if c not in cards]))
        cards = [new if c == out else c for c in cards]
    return cards


def layout(cards: list[Card]) -> Hand:
    return judge(cards[:3], cards[3:8], cards[8:])


@settings(max_examples=examples(300), deadline=None)
@given(thirteen_cards(), st.data())
def test_r5_5_the_natural_does_not_depend_on_how_the_cards_are_laid_out(cards, data):
    first = layout(data.draw(st.permutations(cards)))
    second = layout(data.draw(st.permutations(cards)))
    assert first.natural == second.natural == cards_natural(cards)
    for h in (first, second):
        assert not (h.natural and h.foul)  # a natural is never a foul
        assert h.foul == (h.natural is None and bool(h.out_of_order))


@settings(max_examples=examples(200), deadline=None)
@given(thirteen_cards())
def test_r5_5_the_natural_matches_an_exhaustive_search_over_splits(cards):
    assert cards_natural(cards) == oracle_natural(cards)
    for name in ("three-flushes", "three-straights"):
        assert makes_natural(cards, name) == can_split(cards, one_suit if name == "three-flushes" else consecutive)


@settings(max_examples=examples(100), deadline=None)
@given(thirteen_cards(), st.data())
def test_r5_5_a_seat_with_a_natural_scores_it_against_a_plain_banker_whatever_its_rows(cards, data):
    banker = hand(*PLAIN_BANKER)  # judged apart: the engine compares, it does not deal
    seat = layout(data.draw(st.permutations(cards)))
    result = settle(seat, banker, 100, PayoutRules())
    if seat.natural:
        assert (result.verdict.decided_by, result.verdict.seat_points, result.verdict.outcome) == (
            "natural", 3, "win")
    else:
        assert result.verdict.decided_by in ("seat-foul", "rows")
