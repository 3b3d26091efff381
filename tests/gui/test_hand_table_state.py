"""Each step of a dealt hand drawn as the table the croupier faces at that moment (issue 30:
U3, U4; RULINGS R8-12, R0-5).

A hand of each of the seven games is walked step by step; each step's table (``before``, as
the hand screen and the exam draw it, with the same cards face up) is drawn on a TableView and
what the scene shows is checked against what the hand has dealt and done so far, counted from
the steps themselves (their kinds and answers), not from the keys that say how to draw them:
no card before the deal; the board the streets dealt; no round's bets left in front of the
seats once the round is over; the pots built before the showdown; the hands face up from the
showdown to the payout; Q Poker's croupier closed until every spot has played or folded, a
fold collected leaving its spot empty.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from trainer.engine.rulesets import GAMES
from trainer.gui.question.reveal import HANDS_SHOWN
from trainer.gui.table.items import BetCircleItem, ChipStackItem
from trainer.table_run import HandStep, deal_hand

from ..fast import sample

SEEDS = (1, 4, 9)
FLOP = ("holdem", "omaha", "sintetico", "omaha-macau")
SETTLE = ("showdown-order", "winner", "commission", "pot-split")
HOLE = {"holdem": 2, "omaha": 4, "omaha-macau": 4, "sintetico": 2}


def draw(view: Any, step: HandStep, table: Any = None) -> None:
    """The step's table as the hand screen draws it (the exam draws the same ``before``)."""
    view.show_scenario(dict(step.before if table is None else table), reveal=step.kind in HANDS_SHOWN)


def seat_cards(view: Any) -> dict[int, list[Any]]:
    return {p: s.all_cards() for p, s in view.seat_items().items()}


def bets_in_front(view: Any, uncalled: int = 0) -> list[int]:
    """The chips drawn in front of the seats (a round's bets), not in the middle (after the first
    round a seat's place in front of it may still write its total for the hand, with no chips),
    but for an ``uncalled`` bet (R1-1: in no pot, it waits to go back to its owner)."""
    drawn = [c.drawn_amount() for c in view.chip_items()
             if isinstance(c, ChipStackItem) and c.isVisible() and c.drawn_amount()]
    if uncalled and uncalled in drawn:
        drawn.remove(uncalled)
    return drawn


def uncalled(count: HandStep) -> int:
    """The uncalled part of the highest bet when the pot was counted (R1-1), as the engine has it."""
    left = count.question.solution.settlement.uncalled
    return 0 if left is None else left.amount


def board(view: Any) -> int:
    item = view.board_item()
    return 0 if item is None else len(item.all_cards())


def first_deal(steps: Sequence[HandStep]) -> int:
    """The step that deals the first cards: the deal (13 cards: the dice, which say where it starts)."""
    return next(i for i, s in enumerate(steps) if s.kind in ("deal-order", "dice"))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_r8_12_no_card_is_on_the_table_before_the_step_that_deals_it(table, game, seed):
    view = table()
    steps = deal_hand(game, seed).steps
    deal = first_deal(steps)
    for step in steps[:deal + 1]:  # the forced bets and the deal itself are asked on an empty table
        draw(view, step)
        assert all(not cards for cards in seat_cards(view).values()), step.kind  # not even a card back
        assert board(view) == 0
    draw(view, steps[deal], steps[deal].after)  # the deal made: every seat holds its cards
    held = seat_cards(view)
    for place in view.occupied_seats():
        if game in HOLE:
            assert len(held[place]) == HOLE[game]
        elif game == "stud":  # art. 10 a: the first open card and the hole card
            assert len(held[place]) == 2
        elif game == "qpoker":
            assert len(held[place]) == 3
        else:
            assert len(held[place]) == 13
    if game == "qpoker":  # art. 7: the croupier's three cards with the spots', face down
        assert [c.face_up for c in held[0]] == [False] * 3


@pytest.mark.parametrize("game", FLOP)
@pytest.mark.parametrize("seed", SEEDS)
def test_r0_5_the_board_drawn_is_the_board_the_streets_dealt(table, game, seed):
    view = table()
    turned = 0
    for step in deal_hand(game, seed).steps:
        draw(view, step)
        assert board(view) == turned, step.kind
        if step.kind == "burn-board":
            turned += step.answer["board"]
            draw(view, step, step.after)
            assert board(view) == turned


def rounds_begun(game: str, steps: Sequence[HandStep]) -> int:
    """Betting rounds begun before these steps, counted from the cards dealt: the first with the
    deal (stud, the blind games) or sintético's first board card; one more with each street,
    unless the street was run out with nobody left to bet (R8-3)."""
    streets = [s for s in steps if s.kind in ("burn-board", "deal-order")]
    begun = sum(not s.question.solution.run_out for s in streets)
    if game == "sintetico":  # the deal, then a board card before each round (rule 107)
        return begun - 1
    return begun


@pytest.mark.parametrize("game", (*FLOP, "stud"))
@pytest.mark.parametrize("seed", SEEDS)
def test_u4_a_rounds_bets_are_gathered_once_it_is_over_and_the_next_round_begins_afresh(table, game, seed):
    view = table()
    steps = deal_hand(game, seed).steps
    closed, left = False, 0  # the last round is over, its bets counted: they belong in the pots
    for i, step in enumerate(steps):
        draw(view, step)
        log = view.action_log_item()
        if step.kind == "follow-action":
            closed = False
            number = rounds_begun(game, steps[:i])
            assert log is not None and log.title.startswith(f"Round {number}"), (i + 1, log and log.title)
            if number > 1 and steps[i - 1].kind != "follow-action":  # a round's first action: nothing bet yet
                assert bets_in_front(view) == [] and "nobody has acted yet" in log.title
        if closed:
            assert bets_in_front(view, left) == [], (i + 1, step.kind)  # none left in front of the seats
            if step.kind in ("burn-board", "deal-order") and not step.question.solution.run_out:
                assert log is None, (i + 1, step.kind)  # between rounds no round is in play
        if step.kind == "count-pot":
            closed, left = True, uncalled(step)
            pots = step.answer["pots"]
            draw(view, step, step.after)
            assert bets_in_front(view, left) == [] and [p.amount for p in view.pot_items()] == pots


# the fast loop's share: a flop game and stud; the slow run every flop game
@pytest.mark.parametrize("game", sample((*FLOP, "stud"), {"holdem", "stud"}))
def test_r1_2_the_pots_are_built_before_the_showdown_and_the_hands_stay_shown_to_the_payout(table, game):
    view = table()
    seen = 0
    for seed in range(1, 12):
        steps = deal_hand(game, seed).steps
        counts = [s for s in steps if s.kind == "count-pot"]
        showdown = [i for i, s in enumerate(steps) if s.kind in ("showdown-order", "winner")]
        if not showdown or sum(not s.get("folded") for s in steps[-1].question.scenario["seats"]) < 2:
            continue  # won without a showdown, everyone else folded (rule 51): the pot goes as it lies
        seen += 1
        pots = counts[-1].answer["pots"]  # the main pot and the side pots, as the croupier counted them
        for i in range(showdown[0], len(steps)):
            step = steps[i]
            draw(view, step)
            left = uncalled(counts[-1])
            assert bets_in_front(view, left) == [], step.kind
            if left:  # R1-1: the uncalled bet in no pot, in front of its owner until it is paid back
                assert left in bets_in_front(view)
            assert [p.amount for p in view.pot_items()] == pots, step.kind  # no stale "Pot" of an earlier round
            if len(pots) > 1:
                assert view.pot_items()[0].label == "Main pot"
            if (step.kind in SETTLE and i > showdown[0]) or step.kind == "winner":
                folded = {s["seat"] for s in step.question.scenario["seats"] if s.get("folded")}
                for place, cards in seat_cards(view).items():
                    if place in view.occupied_seats() and place not in folded:
                        hole = [c for c in cards if c.card is not None]
                        assert hole and all(c.face_up for c in cards), (step.kind, place)  # face up, not turned down
        if steps[showdown[0]].kind == "showdown-order":  # who shows first is asked before anyone shows
            draw(view, steps[showdown[0]])
            live = [p for p in view.occupied_seats()
                    if p not in {s["seat"] for s in steps[showdown[0]].question.scenario["seats"] if s.get("folded")}]
            if game != "stud":
                assert not any(c.face_up for p in live for c in seat_cards(view)[p])
    assert seen


def qpoker_hands() -> list[Any]:
    hands = [deal_hand("qpoker", seed, spots) for seed in range(1, 13) for spots in (3, 7)]
    assert any("fold-collect" in h.kinds() for h in hands) and any("pair-plus" in h.kinds() for h in hands)
    return hands


def test_u3_qpoker_the_croupiers_cards_stay_closed_until_every_spot_has_played_or_folded(table):
    view = table()
    for hand in qpoker_hands():
        for step in hand.steps:
            draw(view, step)
            croupier = seat_cards(view).get(0, [])
            if step.kind in ("pair-plus", "fold-collect"):  # the spots still to decide, or their folds on the layout
                assert len(croupier) == 3 and not any(c.face_up for c in croupier), step.kind  # art. 9 3)
            if step.kind == "pair-plus":  # art. 9 1): the spots' hands opened for the pair plus
                assert all(c.face_up for p in view.occupied_seats() for c in seat_cards(view)[p])
            if step.kind in ("qpoker-qualify", "qpoker-payout"):  # every spot has played or folded: opened
                assert len(croupier) == 3 and all(c.face_up and c.card for c in croupier), step.kind
        deal = hand.steps[0]
        draw(view, deal, deal.after)  # practice shows the deal corrected: closed while a spot has to decide
        up = [c.face_up for c in seat_cards(view)[0]]
        assert up == ([False] * 3 if {"pair-plus", "fold-collect"} & set(hand.kinds()) else [True] * 3)


def test_u4_qpoker_a_fold_collected_leaves_its_spot_empty(table):
    view = table()
    seen = 0
    for hand in qpoker_hands():
        kinds = hand.kinds()
        if "fold-collect" not in kinds:
            continue
        at = kinds.index("fold-collect")
        folds = {s["seat"] for s in hand.steps[at].question.scenario["seats"] if s.get("decision") == "fold"}
        draw(view, hand.steps[at])  # asked with the folds still on the layout
        assert all(seat_cards(view)[s] for s in folds)
        for step in hand.steps[at + 1:]:
            draw(view, step)
            for spot in folds:
                seen += 1
                item = view.seat_item(spot)
                circles = [c for c in item.childItems() if isinstance(c, BetCircleItem)]
                assert item.all_cards() == [] and all(not c.amount for c in circles), (step.kind, spot)
    assert seen


def pair_plus_circle(view: Any, spot: int) -> Any:
    """The spot's pair plus circle: the first of its two, the one on the left (as the table's
    payments find it)."""
    circles = [c for c in view.seat_item(spot).childItems() if isinstance(c, BetCircleItem)]
    return circles[0]


def test_r6_4_qpoker_after_the_pair_plus_step_no_losing_pair_plus_is_drawn_and_a_winning_one_stays(table):
    """Art. 9 1): «o croupier procede à verificação das perdas e ganhos nas apostas no Par» first
    (ruling R6-4): from then on a losing pair plus is collected off its circle — not left on it
    through the folds, the qualification and the payout — and a winning one stays on it, paid."""
    view = table()
    lost_seen = won_seen = 0
    for hand in qpoker_hands():
        kinds = hand.kinds()
        if "pair-plus" not in kinds:
            continue
        at = kinds.index("pair-plus")
        settled = hand.steps[at].answer["seats"]  # what the pair-plus step settled, per spot
        lost = {int(s) for s, amount in settled.items() if amount < 0}
        won = {int(s) for s, amount in settled.items() if amount > 0}
        stakes = {s["seat"]: s.get("pair_plus") for s in hand.steps[at].question.scenario["seats"]}
        draw(view, hand.steps[at])  # asked with every pair plus still on its circle
        assert all(pair_plus_circle(view, s).amount == stakes[s] for s in lost | won)
        folded: set[int] = set()  # the fold-collect step is asked with the folds still on the layout
        for step in hand.steps[at + 1:]:
            draw(view, step)
            for spot in lost:
                lost_seen += 1
                assert not pair_plus_circle(view, spot).amount, (step.kind, spot)
            for spot in won - folded:
                won_seen += 1
                assert pair_plus_circle(view, spot).amount == stakes[spot], (step.kind, spot)
            if step.kind == "fold-collect":  # collected: from the next step on a fold's spot is empty
                folded = {s["seat"] for s in step.question.scenario["seats"] if s.get("decision") == "fold"}
        draw(view, hand.steps[at], hand.steps[at].after)  # practice shows the step's answer on the table
        assert all(not pair_plus_circle(view, s).amount for s in lost)
    assert lost_seen and won_seen
