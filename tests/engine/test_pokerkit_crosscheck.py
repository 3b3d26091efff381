"""Side pots and awards cross-checked against pokerkit (test-only oracle), RULINGS R1.

2,000 seeded random no-limit hold'em hands are played through pokerkit's state
machine (random folds, calls, bets, raises and all-ins over random stacks, so short
stacks make side pots).  Each hand's commitments, folds and cards become a scenario
solved by :func:`trainer.engine.solve.solve` with ``commission: none``, and:

- where the hand reaches a showdown, the pots (amount and eligible players, main pot
  first) must be pokerkit's;
- in every hand whose pots split without odd chips, each player must be awarded the
  same total as pokerkit gives him.

Pot amounts are not compared in hands won by everyone folding: pokerkit then hands
the survivor back his whole last-street bet instead of pooling its matched part
(``State.collect_bets``); the totals still agree, and are checked.

pokerkit's hand evaluation is the slow part of its showdown (it re-evaluates every
hand for each player it asks about), so ``StandardHighHand.from_game`` and its
``entry`` are memoised for the run: the same functions of the same cards, each
computed once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from pokerkit import Automation, Mode, NoLimitTexasHoldem, StandardHighHand

from trainer.engine.solve import solve

HANDS = 2000  # behind the slow marker; the fast loop plays the first SAMPLE of the same hands
SAMPLE = 200
SEED = 20240603
SMALL_BLIND, BIG_BLIND = 5, 10
RANKS, SUITS = "23456789TJQKA", "shcd"
DECK = tuple(r + s for r in RANKS for s in SUITS)
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


@pytest.fixture
def memoised_pokerkit_evaluation(monkeypatch):
    original_from_game = StandardHighHand.from_game.__func__
    original_entry = StandardHighHand.entry.fget
    hands: dict = {}
    entries: dict = {}

    def from_game(cls, hole_cards, board_cards=()):
        key = (cls, tuple(hole_cards), tuple(board_cards))
        if key not in hands:
            hands[key] = original_from_game(*key)
        return hands[key]

    def entry(hand):
        if hand.cards not in entries:
            entries[hand.cards] = original_entry(hand)
        return entries[hand.cards]

    monkeypatch.setattr(StandardHighHand, "from_game", classmethod(from_game))
    monkeypatch.setattr(StandardHighHand, "entry", property(entry))


@dataclass
class PlayedHand:
    stacks: list[int]
    committed: list[int]
    folded: set[int]
    hole: list[list[str]]
    board: list[str]
    showdown_pots: list[tuple[int, list[int]]] | None
    received: list[int]


def play(rng: random.Random) -> PlayedHand:
    """One random hand through pokerkit; commitments as the largest stack drop seen."""
    n = rng.choice((2, 3, 3, 4, 4, 5, 5, 6))
    level = rng.choice((20, 50, 200))
    stacks = [SMALL_BLIND * rng.randint(1, level) for _ in range(n)]
    if rng.random() < 0.3:  # equal all-in levels
        stacks[rng.randrange(n)] = stacks[0]
    state = NoLimitTexasHoldem.create_state(
        AUTOMATIONS, True, 0, (SMALL_BLIND, BIG_BLIND), BIG_BLIND, tuple(stacks), n,
        mode=Mode.TOURNAMENT,
    )
    deck = list(DECK)
    rng.shuffle(deck)
    committed = [0] * n
    folded: set[int] = set()
    showdown_pots = None
    hole: list[list[str]] = [[] for _ in range(n)]

    def note_commitments() -> None:
        for i in range(n):
            committed[i] = max(committed[i], stacks[i] - state.stacks[i])

    note_commitments()
    while state.status:
        if state.can_burn_card():
            state.burn_card(deck.pop())
        elif state.can_deal_hole():
            dealt = state.deal_hole(deck.pop())
            hole[dealt.player_index].extend(repr(c) for c in dealt.cards)
        elif state.can_deal_board():
            state.deal_board("".join(deck.pop() for _ in range(1 if state.board_cards else 3)))
        elif state.can_show_or_muck_hole_cards():
            if showdown_pots is None:
                showdown_pots = [(p.amount, [i + 1 for i in p.player_indices]) for p in state.pots]
            state.show_or_muck_hole_cards(True)
        else:
            actor = state.actor_index
            roll = rng.random()
            if roll < 0.15 and state.can_fold():
                state.fold()
                folded.add(actor)
            elif roll < 0.6 or not state.can_complete_bet_or_raise_to():
                state.check_or_call()
            else:
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(high if rng.random() < 0.4 else rng.randint(low, high))
            note_commitments()
    return PlayedHand(
        stacks,
        committed,
        folded,
        hole,
        [repr(c) for cards in state.board_cards for c in cards],
        showdown_pots,
        [state.stacks[i] - (stacks[i] - committed[i]) for i in range(n)],
    )


def scenario(hand: PlayedHand) -> dict:
    """The hand as a trainer scenario: seat i+1 is pokerkit's player i; player 0 (the
    small blind, who opens every round after the flop) holds the marker (rules 81, 85)."""
    seats = []
    for i, chips in enumerate(hand.committed):
        seat = {"seat": i + 1, "committed": chips}
        if i in hand.folded:
            seat["folded"] = True
        else:
            seat["cards"] = hand.hole[i]
        seats.append(seat)
    return {
        "game": "holdem",
        "marker": 1,
        "board": hand.board,
        "params": {"commission": "none"},
        "seats": seats,
    }


def _cross_check(hands: int) -> None:
    rng = random.Random(SEED)
    showdowns = side_pot_showdowns = totals_compared = 0
    for number in range(hands):
        hand = play(rng)
        answer = solve(scenario(hand))
        where = f"hand {number}: {scenario(hand)}"
        if hand.showdown_pots is not None:
            ours = [(p["amount"], p["eligible"]) for p in answer["pots"]]
            assert ours == hand.showdown_pots, where
            showdowns += 1
            side_pot_showdowns += len(ours) > 1
        odd_chips = any(p["amount"] % len(p["winners"]) for p in answer["pots"])
        if not odd_chips:
            expected = {str(i + 1): chips for i, chips in enumerate(hand.received) if chips}
            assert answer["payouts"] == expected, where
            totals_compared += 1
    # The run must have exercised what it claims to check.
    assert showdowns > hands // 4
    assert side_pot_showdowns > hands // 20
    assert totals_compared > hands * 9 // 10


def test_r1_side_pots_and_awards_match_pokerkit_on_200_hands(memoised_pokerkit_evaluation):
    _cross_check(SAMPLE)


@pytest.mark.slow
def test_r1_side_pots_and_awards_match_pokerkit(memoised_pokerkit_evaluation):
    _cross_check(HANDS)
