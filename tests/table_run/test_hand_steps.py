"""Run the table (issue 21): a hand's steps come in the regulation's order, each answer is
the engine's task's answer on the step's table, chips are conserved, a seed is a hand."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.engine.cards import parse_card
from trainer.engine.rulesets import GAMES
from trainer.engine.showdown import open_board
from trainer.engine.solve import solve_typed
from trainer.table_run import HAND_TASKS, HandError, deal_hand, seat_range
from trainer.tasks import TASKS, task_for

FLOP = ("holdem", "omaha", "sintetico", "omaha-macau")
POKER = (*FLOP, "stud")
CASES = [(g, seed, seats) for g in POKER
         for seed, seats in ((1, seat_range(g)[0]), (7, 6), (23, None), (40, seat_range(g)[1]))]


def _answers(hand):
    return [(s.kind, s.answer) for s in hand.steps]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [0, 5, 11])
def test_every_step_answer_is_the_engine_task_answer_on_the_step_table(game, seed):
    steps = deal_hand(game, seed).steps
    for i, s in enumerate(steps):
        task = task_for(s.kind)
        # stud's entry stakes are in before the first card (art. 10 a): the engine orders a stud
        # round by the open cards, so the antes are solved on the table the deal leaves
        scenario = steps[i + 1].question.scenario if (game, s.kind) == ("stud", "forced-bets") \
            else s.question.scenario
        solution = s.question.solution if s.kind in HAND_TASKS and s.kind in ("deal-order", "burn-board") \
            else solve_typed(scenario)[1]
        assert task.answer(solution, s.question.params) == s.answer, s.kind
        assert task.grade(s.answer, s.answer).correct
        assert s.explanation and all(step.cite for step in s.explanation), s.kind
        json.dumps(s.to_json())


@pytest.mark.parametrize("game,seed,seats", CASES)
def test_r8_1_forced_bets_then_the_deal_open_the_hand(game, seed, seats):
    hand = deal_hand(game, seed, seats)
    kinds = hand.kinds()
    assert kinds[:2] == ["forced-bets", "deal-order"]
    posts = hand.steps[0].answer["posts"]
    marker = hand.steps[0].question.scenario.get("marker")
    seats_in = list(hand.seats)
    if game in ("stud", "sintetico"):  # art. 7, 10 a; rule 102: every seat antes
        assert set(posts) == {str(s) for s in seats_in}
    else:
        after = [s for s in seats_in if s > marker] + [s for s in seats_in if s <= marker]
        at = [s for s in seats_in if s >= marker] + [s for s in seats_in if s < marker]
        blinds = after[:2] if game == "omaha-macau" else at[:2]  # art. 5; rules 81-83
        assert list(posts) == [str(b) for b in blinds]


@pytest.mark.parametrize("game,seed,seats", CASES)
def test_rule_35_art_6_1_art_10_a_who_receives_the_first_card(game, seed, seats):
    hand = deal_hand(game, seed, seats)
    deal = hand.steps[1].answer
    marker = hand.steps[0].question.scenario.get("marker")
    if game == "stud":  # art. 10 a: from the croupier's right, counterclockwise; open card + hole card
        assert deal == {"first": max(hand.seats), "cards": 2, "direction": "counterclockwise"}
    elif game == "omaha-macau":  # art. 3.2, 6.1: the seat immediately left of the marker, four cards
        first = min([s for s in hand.seats if s > marker] or hand.seats)
        assert deal == {"first": first, "cards": 4, "direction": "clockwise"}
    else:  # rule 35: from the first bet, the mão's small blind; rules 77, 93, 96
        assert deal == {"first": marker, "cards": 4 if game == "omaha" else 2, "direction": "clockwise"}
    dealt = hand.steps[1].question.scenario["seats"]
    key = "up" if game == "stud" else "cards"
    assert all(len(s[key]) == (1 if game == "stud" else deal["cards"]) for s in dealt)


@pytest.mark.parametrize("game,seed,seats", [c for c in CASES if c[0] in FLOP])
def test_rules_41_45_art_7_8_burn_then_flop_turn_river_rule_100_107_sintetico_no_burn(game, seed, seats):
    hand = deal_hand(game, seed, seats)
    boards = [s for s in hand.steps if s.kind == "burn-board"]
    want = [{"burn": 0, "board": 1}] * 5 if game == "sintetico" else \
        [{"burn": 1, "board": 3}, {"burn": 1, "board": 1}, {"burn": 1, "board": 1}]
    won_early = any(s.kind == "pot-split" for s in hand.steps) and len(boards) < len(want)
    assert [b.answer for b in boards] == want[:len(boards)]
    if not won_early:
        assert [b.answer for b in boards] == want
    for b in boards:  # the board on the table grows by the cards turned
        assert len(b.after["board"]) - len(b.before["board"]) == b.answer["board"]
    if game == "sintetico":  # rule 107: the first board card before the first betting round
        assert hand.kinds()[2] == "burn-board"
    else:  # rule 41: the flop after the first betting round
        first_board = hand.kinds().index("burn-board") if boards else len(hand.steps)
        assert "follow-action" in hand.kinds()[2:first_board]


@pytest.mark.parametrize("game,seed,seats", CASES)
def test_r8_2_each_round_its_actions_then_count_the_pot_then_the_showdown_and_pots(game, seed, seats):
    kinds = deal_hand(game, seed, seats).kinds()
    assert kinds[-1] == "pot-split" and "commission" in kinds
    tail = kinds[kinds.index("winner") - (kinds[kinds.index("winner") - 1] == "showdown-order"):]
    assert tail in (["showdown-order", "winner", "commission", "pot-split"], ["winner", "commission", "pot-split"])
    for i, kind in enumerate(kinds):
        if kind == "count-pot":  # a round closes after its last action
            assert kinds[i - 1] == "follow-action"


@pytest.mark.parametrize("seed", range(6))
def test_art_10_b_c_stud_streets_dealt_from_the_best_board_counterclockwise(seed):
    hand = deal_hand("stud", seed, 6)
    deals = [s for s in hand.steps if s.kind == "deal-order"][1:]
    for d in deals:
        seats = d.before["seats"]
        folded = {a["seat"] for r in d.before["betting"] for a in r if a["action"] == "fold"}
        live = [s for s in seats if s["seat"] not in folded]
        best = max(live, key=lambda s: (open_board([parse_card(c) for c in s["up"]]).key(), s["seat"]))
        assert d.answer == {"first": best["seat"], "cards": 1, "direction": "counterclockwise"}


def test_r5_1_r5_5_thirteen_the_dice_first_then_naturals_before_fouls_then_settlement():
    for seed in range(5):  # a natural never fouls (R5-5): the naturals are named before the fouls are asked
        assert deal_hand("thirteen", seed).kinds() == ["dice", "natural", "foul", "thirteen-settle"]


def test_art_7_art_9_qpoker_deal_pair_plus_folds_qualify_payout_in_order():
    order = ["deal-order", "pair-plus", "fold-collect", "qpoker-qualify", "qpoker-payout"]
    for seed in range(8):
        hand = deal_hand("qpoker", seed, 5)
        kinds = hand.kinds()
        assert kinds == [k for k in order if k in kinds]
        assert kinds[0] == "deal-order" and kinds[-2:] == ["qpoker-qualify", "qpoker-payout"]
        assert hand.steps[0].answer == {"first": min(s["seat"] for s in hand.steps[0].question.scenario["seats"]),
                                        "cards": 3, "direction": "clockwise"}


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from(POKER), seed=st.integers(0, 10**6), seats=st.integers(0, 10))
def test_r1_6_chips_are_conserved_through_the_hand(game, seed, seats):
    low, high = seat_range(game)
    hand = deal_hand(game, seed, low + seats % (high - low + 1))
    stacks = {s["seat"]: s["stack"] for s in hand.steps[0].before["seats"]}
    final = hand.steps[-1].question.scenario
    committed = {s["seat"]: s["committed"] for s in final["seats"]}
    answer = hand.steps[-1].answer
    commission = next(s.answer["commission"] for s in hand.steps if s.kind == "commission")
    assert sum(answer["payouts"].values()) + commission == sum(committed.values())
    for seat, chips in committed.items():
        assert 0 <= chips <= stacks[seat]


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_deals_the_same_hand(game):
    one, two = deal_hand(game, 99), deal_hand(game, 99)
    assert [s.to_json() for s in one.steps] == [s.to_json() for s in two.steps]
    assert _answers(deal_hand(game, 98)) != _answers(one) or game == "thirteen"


@pytest.mark.parametrize("game", GAMES)
def test_a_shuffled_seat_list_deals_the_same_hand(game):
    seats = [3, 1, 2] if game == "thirteen" else [7, 2, 5, 1, 4]
    assert _answers(deal_hand(game, 3, seats)) == _answers(deal_hand(game, 3, sorted(seats)))


def test_a_hands_own_kinds_are_drill_tasks_whose_questions_are_dealt():
    assert set(HAND_TASKS) <= set(TASKS)  # skills like any other: a panel, a lesson, progress, exams
    assert {t for t in TASKS if TASKS[t].dealt} == set(HAND_TASKS)
    with pytest.raises(HandError):
        deal_hand("holdem", 1, 11)
    with pytest.raises(HandError):
        deal_hand("poker", 1)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [2, 9])
def test_the_table_goes_on_from_step_to_step(game, seed):
    """Each step starts from the table the step before left (the GUI draws one table through the hand)."""
    steps = deal_hand(game, seed).steps
    for one, two in itertools.pairwise(steps):
        assert two.before == one.after, (one.kind, two.kind)


@pytest.mark.parametrize("game", FLOP)
def test_r8_3_a_board_dealt_with_nobody_left_to_bet_says_so(game):
    seen = 0
    for seed in range(40):
        for s in deal_hand(game, seed, 6).steps:
            if s.kind == "burn-board":
                run_out = s.question.solution.run_out
                seen += run_out
                assert (s.explanation[0].cite == "ruling R8-3") == run_out
                assert ("betting round" in s.explanation[-1].text) != run_out or game == "sintetico"
    assert seen


def test_a_step_is_worded_in_the_language_in_use():
    from trainer import i18n, translations

    macau = next(s for s in deal_hand("omaha-macau", 3).steps if s.kind == "burn-board")
    holdem = next(s for s in deal_hand("holdem", 3).steps if s.kind == "burn-board")
    english = macau.prompt, macau.explanation
    try:  # each regulation's own word: the croupier "inutiliza" (art. 7.1), the pagador "queima" (rule 41)
        i18n.set_translator(translations.catalogue("pt").translate)
        assert "inutiliza" in macau.prompt and "inutiliza" in macau.explanation[-1].text
        assert "pagador" in holdem.prompt and "queima" in holdem.explanation[-1].text
    finally:
        i18n.set_translator(i18n.english)
    assert (macau.prompt, macau.explanation) == english
