"""Generated hands of hold'em, Omaha, póquer sintético and Omaha (Macau 2010).

Every hand is dealt to the river (the tasks ask about a finished hand).  Seats
are drawn among the table's real seat numbers and the marker sits on one of
them.  The chips are a hand played through the betting engine (:mod:`.chips`,
RULINGS R8): the blinds posted by the seats R8-1 names (hold'em, Omaha: the
marker the small blind, the seat to its left the big blind, rules 81-83; Omaha
(Macau): the two seats after the marker, art. 5), sintético's antes by every
seat, and every action legal, so no table is one a real hand cannot produce.
The hand is dealt to the players the game allows and played at one of its real stakes
(RULINGS R0-5: ``TableRules.players``, ``TableRules.stakes``).
The blinds games carry ``params.big_blind`` (the table card shows it); the ante
is not a param of a table given by ``committed``.  Folded seats have mucked their
cards.  Ties are dealt on purpose: the tied seats hold the same ranks in other
suits, or (``board_plays``) nobody improves on a strong board.  Omaha (Macau)
hands sometimes carry the last street's actions as the engine played them
(``final_round``: the last aggressor shows first, R2-2); sintetico hands name the
opener of the last round (``previous_round_high_bettor``, rule 108).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from trainer.engine.betting import BettingState
from trainer.engine.betting_scenario import last_round_opener
from trainer.engine.betting_terms import ANTE_GAMES, ROUNDS
from trainer.engine.cards import Card, parse_cards
from trainer.engine.evaluate import strength
from trainer.engine.poker import PokerSolution
from trainer.engine.ranking import windows
from trainer.engine.rulesets import RULESETS, Family, RuleSet, games_where, table_rules
from trainer.generators import chip_drill
from trainer.generators.chips import (
    COMMISSION_MODES,
    ChipPlan,
    Counts,
    check_chip_unit,
    check_counts,
    draw_chips,
    pick_counts,
    pick_stakes,
    resolve_chips,
    unmet_pots,
)
from trainer.generators.common import (
    Constraint,
    GenerateError,
    Retry,
    Shoe,
    boolean,
    chance,
    check_seats,
    choice,
    int_or_range,
    integer,
    names,
    seat_numbers,
    table_size,
    weighted,
)

GAMES = games_where(lambda r: r.family == Family.POKER and r.has_board)
POKER_TASKS = ("winner", "hand-category", "showdown-order", "pot-split", "commission", "cut-pot")
CUT_TASK = "cut-pot"
"""Chip drill 4 (issue 20): a main pot split between tied winners, cut into their stacks."""
DEAL_TRIES = 60
SEATS_READ = 16
"""The largest ``seats`` the constraint reads; ``check`` keeps the game's players (R0-5)."""


def pot_constraints(games: Sequence[str], max_seats: int) -> dict[str, Constraint]:
    """The constraints every poker game (stud included) understands; ``seats`` within the
    players the game's hand is dealt to (RULINGS R0-5), which ``check`` enforces naming the rule."""
    pots = frozenset({"pot-split", "commission", CUT_TASK})
    return {
        c.name: c
        for c in (
            Constraint("seats", "seats dealt in: a number or [min, max] (R0-5: hold'em, Omaha, sintético 4 or "
                                "more; Omaha (Macau) 2-10; stud 2-7)", int_or_range(1, SEATS_READ)),
            Constraint("folds", "how many of them folded", integer(0, max_seats - 1)),
            Constraint("side_pots", "side pots beyond the main pot, 0-4 (R1-2)", integer(0, 4), pots),
            Constraint("tie", "true: the main pot is split between tied hands (R1-3)", boolean,
                       frozenset({"winner", "pot-split", CUT_TASK})),
            Constraint("odd_chips", "true: a split leaves odd chip units (R1-4)", boolean,
                       frozenset({"pot-split", CUT_TASK})),
            Constraint("commission", "on, off or cap-binding (R1-5)",
                       choice(COMMISSION_MODES, {True: "on", False: "off"}), pots),
            Constraint("uncalled", "true: an uncalled bet goes back (R1-1)", boolean, pots),
            Constraint("chip_unit", "the table's chip unit (R0-3): 1, 5, 10, 25, 50 or 100",
                       integer(1, 100), pots),
        )
    }


CONSTRAINTS: dict[str, Constraint] = {
    **pot_constraints(GAMES, 12),
    **chip_drill.CONSTRAINTS,
    "board_plays": Constraint(
        "board_plays", "true: the tied winners play the board (hold'em only)", boolean,
        frozenset({"winner", "pot-split", "hand-category"}), frozenset(games_where(lambda r: r.board_can_play)),
    ),
    "final_round": Constraint(
        "final_round", "true: the last street's bets are given (Omaha Macau, R2-2)", boolean,
        frozenset({"showdown-order"}), frozenset(games_where(lambda r: r.showdown == "last-aggressor")),
    ),
}


def live_cap(rules: RuleSet) -> int:
    """Seats still in that the deck can deal to, board included."""
    return min(table_size(rules.id), (len(rules.deck) - rules.board_cards) // rules.hole_cards)


def check(game: str, task: str, values: Mapping[str, Any]) -> None:
    rules = RULESETS[game]
    check_seats(game, values)
    check_chip_unit(values, game)
    if values.get("board_plays") and values.get("tie") is False:
        raise GenerateError(("board_plays",), "board_plays: true makes the winners tie: drop tie: false")
    if values.get("odd_chips") and values.get("tie") is False:
        raise GenerateError(("odd_chips",), "odd_chips: true comes from a split main pot: drop tie: false")
    if task == CUT_TASK and values.get("tie") is False:
        raise GenerateError(("tie",), "cut-pot cuts a split main pot: drop tie: false")
    check_counts(game, task, _with_implied(values, task), table_rules(game).players, live_cap(rules))


def _with_implied(values: Mapping[str, Any], task: str) -> dict[str, Any]:
    out = dict(values)
    if task == CUT_TASK:  # the pot cut is a split one: the main pot's winners tie
        out["tie"] = True
    if out.get("board_plays") or out.get("odd_chips"):
        out["tie"] = True
    return out


# -- building ---------------------------------------------------------------------------------


def build(rng: random.Random, game: str, task: str, values: Mapping[str, Any]) -> dict[str, Any]:
    rules = RULESETS[game]
    given = _with_implied(values, task)
    counts = pick_counts(rng, game, task, given, table_rules(game).players, live_cap(rules))
    v = resolve(rng, game, task, given, counts)
    seats = seat_numbers(rng, counts.seats, table_size(game))
    marker = rng.choice(seats)  # the marker sits at a seat dealt in
    folded = sorted(rng.sample(seats, counts.folds))
    live = [s for s in seats if s not in folded]
    board, holes, strengths = deal(rng, rules, v, live)
    small, big = pick_stakes(rng, game, v["chip_unit"])
    plan = ChipPlan(
        game=game, live=live, folded=folded, side_pots=v["side_pots"], uncalled=v["uncalled"],
        commission=v["commission"], chip_unit=v["chip_unit"], small=small, big=big,
        tie=v.get("tie"), odd_chips=v.get("odd_chips"), seats=seats, marker=marker,
        ante=small if game in ANTE_GAMES else 0, rounds=ROUNDS[game],
    )
    chips = draw_chips(rng, plan, strengths, marker)
    scenario: dict[str, Any] = {"game": game, "marker": marker, "board": names(board)}
    if chips.params:
        scenario["params"] = chips.params
    scenario["seats"] = []
    for seat in seats:
        entry: dict[str, Any] = {"seat": seat}
        if seat in holes:
            entry["cards"] = names(holes[seat])
        entry["committed"] = chips.committed[seat]
        if seat in folded:
            entry["folded"] = True
        elif seat in chips.allin:
            entry["allin"] = True
        scenario["seats"].append(entry)
    if rules.showdown == "last-aggressor":  # R2-2: the final round says who shows first
        want = v.get("final_round")
        if want is None:
            want = chance(rng, 0.5)
        if want:
            if not chips.played.final_round:
                raise Retry("nobody acted on the last street")
            scenario["final_round"] = chips.played.final_round
    if rules.high_bettor_opens:
        scenario["previous_round_high_bettor"] = sintetico_anchor(scenario["seats"], chips.played.state, marker)
    return scenario


def sintetico_anchor(seats: Sequence[Mapping[str, Any]], state: BettingState, marker: int) -> int:
    """The seat rule 108 starts the last round from (R2-1): the opener of the last round played;
    but when the table shows a board run out (at most one seat still in could bet), the highest
    bettor of the last betting round played, as a dealt hand names it — the seat the question
    then says made "the highest bet in the last betting round played" (review N, C4)."""
    active = [s for s in seats if not s.get("folded")]
    top = max((s["committed"] for s in active), default=0)
    could_bet = [s for s in active if s["committed"] >= top and not s.get("allin")]
    run_out = len(could_bet) < 2 and len(could_bet) < len(active)
    if run_out and state.high_bettors and state.high_bettors[-1] is not None:
        return state.high_bettors[-1]
    return last_round_opener(state, marker)


def resolve(
    rng: random.Random, game: str, task: str, values: Mapping[str, Any], counts: Counts
) -> dict[str, Any]:
    v = resolve_chips(rng, game, task, values, counts)
    if "tie" not in v:
        v["tie"] = chance(rng, 0.3) if task in ("winner", "pot-split") and counts.live >= 2 else None
    if RULESETS[game].board_can_play and "board_plays" not in v and v["tie"]:
        v["board_plays"] = chance(rng, 0.35)
    return v


def deal(
    rng: random.Random, rules: RuleSet, v: Mapping[str, Any], live: list[int]
) -> tuple[list[Card], dict[int, list[Card]], dict[int, int] | None]:
    """Board and hole cards of the seats still in, meeting tie / board_plays."""
    for _ in range(DEAL_TRIES):
        shoe = Shoe(rules.deck, rng)
        try:
            if v.get("board_plays"):
                board, holes = _board_plays(rng, rules, shoe, live)
            elif v.get("tie"):
                board, holes = _tied(rng, rules, shoe, live)
            else:
                board = shoe.draw(5)
                holes = {s: shoe.draw(rules.hole_cards) for s in live}
        except Retry:
            continue
        values = {s: strength(rules, holes[s], board) for s in live}
        if _deal_fits(rules, v, board, values):
            return board, holes, values
    raise Retry("no deal fits")


def _deal_fits(rules: RuleSet, v: Mapping[str, Any], board: list[Card], values: Mapping[int, int]) -> bool:
    if len(values) < 2:
        return True
    top = max(values.values())
    winners = [s for s, x in values.items() if x == top]
    tie = v.get("tie")
    if tie is not None and (len(winners) > 1) != tie:
        return False
    plays = v.get("board_plays")
    if plays is not None and tie:
        return (top == rules.ranking.strength(board)) == plays
    return True


def good_start(rng: random.Random, shoe: Shoe, n: int, ranks: Sequence[int]) -> list[Card]:
    """``n`` cards, preferring high cards or a pair (a hand that often wins)."""
    high = sorted(ranks, reverse=True)[len(ranks) // 3]
    for _ in range(4):
        cards = shoe.draw(n)
        rks = [c.rank for c in cards]
        if len(set(rks)) < len(rks) or sum(r >= high for r in rks) * 2 >= n:
            return cards
        shoe.put_back(cards)
    return shoe.draw(n)


def _tied(
    rng: random.Random, rules: RuleSet, shoe: Shoe, live: list[int]
) -> tuple[list[Card], dict[int, list[Card]]]:
    count = 3 if len(live) >= 3 and chance(rng, 0.2) else 2
    tied = rng.sample(live, count)
    first = good_start(rng, shoe, rules.hole_cards, rules.ranks)
    holes = {tied[0]: first}
    for seat in tied[1:]:
        holes[seat] = [shoe.take_rank(c.rank) for c in first]
    board = shoe.draw(5)
    for seat in live:
        if seat not in holes:
            holes[seat] = shoe.draw(rules.hole_cards)
    return board, holes


BOARD_CATEGORIES = {
    "straight": ("straight", "straight-flush", "royal-flush"),
    "flush": ("flush", "straight-flush", "royal-flush"),
    "full-house": ("full-house",),
    "quads": ("four-of-a-kind",),
    "two-pair": ("two-pair",),
}
HOLDEM_RUNS = (*windows(tuple(range(14, 1, -1)), 5), (5, 4, 3, 2, 14))


def strong_board(rng: random.Random, rules: RuleSet, shoe: Shoe) -> list[Card]:
    """Five board cards making a hand players rarely improve on: a straight, a flush,
    a full house, four of a kind with a high kicker, or two pair with an ace or king."""
    kind = weighted(rng, {"straight": 0.3, "flush": 0.15, "full-house": 0.2, "quads": 0.05, "two-pair": 0.3})
    ranks = list(rules.ranks)
    if kind == "straight":
        board = [shoe.take_rank(r) for r in rng.choice(HOLDEM_RUNS)]
    elif kind == "flush":
        suit = rng.choice("shcd")
        suited = [c for c in shoe.cards if c.suit == suit]
        board = [shoe.take(c) for c in rng.sample(suited, 5)]
    elif kind == "full-house":
        trio, pair = rng.sample(ranks, 2)
        board = [shoe.take_rank(trio) for _ in range(3)] + [shoe.take_rank(pair) for _ in range(2)]
    elif kind == "quads":
        four = rng.choice(ranks)
        board = [shoe.take_rank(four) for _ in range(4)] + [shoe.take_rank(14 if four != 14 else 13)]
    else:
        kicker = rng.choice((14, 13))
        a, b = rng.sample([r for r in ranks if r != kicker], 2)
        board = [shoe.take_rank(r) for r in (a, a, b, b, kicker)]
    rng.shuffle(board)
    if rules.ranking.category(board) not in BOARD_CATEGORIES[kind]:
        raise Retry("the board came out another hand")
    return board


def _board_plays(
    rng: random.Random, rules: RuleSet, shoe: Shoe, live: list[int]
) -> tuple[list[Card], dict[int, list[Card]]]:
    board = strong_board(rng, rules, shoe)
    target = rules.ranking.strength(board)
    holes = {}
    for seat in live:
        for _ in range(30):
            hole = shoe.draw(rules.hole_cards)
            if strength(rules, hole, board) == target:
                holes[seat] = hole
                break
            shoe.put_back(hole)
        else:
            raise Retry("every hand improves on this board")
    return board, holes


# -- checks ---------------------------------------------------------------------------------


def unmet(game: str, task: str, values: Mapping[str, Any], scenario: Mapping[str, Any],
          solution: PokerSolution) -> str | None:
    why = unmet_pots(game, _with_implied(values, task), scenario, solution)
    if why:
        return why
    plays = values.get("board_plays")
    if plays is not None and board_plays(game, scenario, solution) != plays:
        return "board plays"
    if "final_round" in values and ("final_round" in scenario) != values["final_round"]:
        return "final round"
    return None


def board_plays(game: str, scenario: Mapping[str, Any], solution: PokerSolution) -> bool:
    """The main pot's winners hold nothing better than the board itself."""
    ranking = RULESETS[game].ranking
    board = ranking.strength(parse_cards(scenario["board"]))
    winners = solution.settlement.awards[0].winners
    return all(solution.values[w].strength == board for w in winners)
