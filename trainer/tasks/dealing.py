"""The step kinds a hand has beyond the drills' tasks (issue 21): the forced bets, the
dealing order, the burn and the board (Q Poker's own kinds are in :mod:`.spots`).

They are tasks like the drills' (in :data:`trainer.tasks.TASKS`), asked about a
moment of a dealt hand (:mod:`trainer.table_run`); a drill of them draws such moments
from seeded hands (:mod:`trainer.table_run.drill`).

Where RULINGS.md is silent the step follows the most literal reading of the
regulation's words, and its explanation cites the article it reads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.betting_terms import BettingParams
from trainer.engine.cards import Card
from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.rulesets import BETTING_GAMES, RULESETS, Family, games_where
from trainer.engine.showdown import clockwise_from, counterclockwise_from, open_board
from trainer.engine.tables import BETTING_BOARD_GAMES
from trainer.i18n import QT_TRANSLATE_NOOP, tr
from trainer.scenarios import words
from trainer.tasks import betting_words as said
from trainer.tasks.answers import BurnBoardAnswer, DealOrderAnswer, PostsAnswer
from trainer.tasks.base import (
    GivenAnswer,
    Grade,
    Params,
    Part,
    Shape,
    Step,
    Task,
    amount_value,
    one_seat,
    only_keys,
    seat_map,
)
from trainer.tasks.base import whole as whole_grade

CLOCKWISE, COUNTERCLOCKWISE = "clockwise", "counterclockwise"
FLOP_CARDS = {game: rules.hole_cards for game, rules in RULESETS.items() if rules.has_board}
"""Cards each seat is dealt face down: rules 35, 93 (two), rule 77 (four), art. 6.1 (four), rule 96 (two)."""


# -- the facts a dealing step is asked about ---------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    """A dealing moment of a hand: the game, the seats still dealt to, the marker (flop games),
    the street about to be dealt (0: the first cards; stud: the open cards each seat already
    shows), and for stud each seat's open cards so far."""

    game: str
    seats: tuple[int, ...]
    marker: int | None = None
    street: int = 0
    up: Mapping[int, Sequence[Card]] | None = None
    run_out: bool = False
    """No betting round comes before these cards: at most one seat can still bet (R8-3)."""


def amounts(raw: Any, key: str, path: FieldPath) -> dict[str, int]:
    return {k: amount_value(v, (*path, key, k)) for k, v in seat_map(raw, (*path, key)).items()}


def per_seat(label: str, want: Mapping[str, int], got: Mapping[str, Any]) -> Grade:
    """A part per seat the answer must name, and a wrong part per seat named that should not be."""
    parts = [Part(tr("{what}, seat {seat}", what=label, seat=s), got.get(s) == n, n, got.get(s))
             for s, n in want.items()]
    parts += [Part(tr("{what}, seat {seat}", what=label, seat=s), False, None, n) for s, n in got.items()
              if s not in want and n]
    return whole_grade(parts)


# -- forced bets ------------------------------------------------------------------------------------


class ForcedBets(Task[BettingSolution, PostsAnswer]):
    """Before the cards: who posts what (R8-1) — the blinds, or every seat's ante."""

    id = "forced-bets"
    shape = Shape.DEALT
    target_s = 8  # a hand's start: the blinds (or every ante) posted, a short stack all in
    answer_words = MappingProxyType({"posts": QT_TRANSLATE_NOOP("", "posts", "answer key")})
    title = QT_TRANSLATE_NOOP("", "Forced bets")
    games = BETTING_GAMES
    solution_kind = BettingSolution

    def prompt(self, solution: BettingSolution, params: Params) -> str:
        if solution.state.rules.forced_bets == "antes":
            return tr("The hand begins. What does each seat put in before the cards are dealt?")
        return said.BLINDS_PROMPT(solution.state.game)

    def answer(self, solution: BettingSolution, params: Params) -> PostsAnswer:
        posts: dict[str, int] = {}
        for seat, _, chips in solution.state.forced:
            posts[str(seat)] = posts.get(str(seat), 0) + chips
        return {"posts": posts}

    def read_answer(self, raw: Any, path: FieldPath) -> PostsAnswer:
        raw = only_keys(raw, {"posts"}, path)
        return {"posts": amounts(raw.get("posts"), "posts", path)}

    def grade(self, given: GivenAnswer, correct: PostsAnswer) -> Grade:
        return per_seat(tr("posts"), correct["posts"], given.get("posts") or {})

    def explain(self, solution: BettingSolution, params: Params) -> list[Step]:
        state, terms = solution.state, solution.params
        short = [(seat, chips) for seat, what, chips in state.forced
                 if chips < _due(terms, what)]
        rules = state.rules
        if rules.open_boards:
            steps = [Step(tr("Every seat puts the entry stake (\"bolo de entrada\"), {ante}, into the pot before "
                             "the first card; the house's initial commission is taken apart and is not in the pot.",
                             ante=terms.ante), "Portaria 104/85/M art. 7, 8, 10 a; ruling R8-1")]
        elif rules.forced_bets == "antes":
            steps = [Step(tr("After the cut and before the deal every seat puts its initial bet (ante), {ante}, "
                             "into the pot.", ante=terms.ante), "non-banked rule 102; ruling R8-1")]
        else:
            small = next(s for s, what, _ in state.forced if what == "small-blind")
            big = next(s for s, what, _ in state.forced if what == "big-blind")
            if not rules.marker_first:
                text = tr("The first seat to the left of the marker, seat {small}, posts the small blind, {sb}; "
                          "the second, seat {big}, the big blind, {bb}.", small=small, big=big,
                          sb=terms.small_blind, bb=terms.big_blind)
                cite = "Despacho 97/2010 art. 5; ruling R8-1"
            else:
                text = tr("The seat holding a mão (the marker), seat {small}, posts the small blind, {sb}, half "
                          "the table minimum; the seat to its left, seat {big}, the big blind, {bb}.",
                          small=small, big=big, sb=terms.small_blind, bb=terms.big_blind)
                cite = "non-banked rules 81-83; ruling R8-1"
            steps = [Step(text, cite)]
        for seat, chips in short:
            steps.append(Step(said.SHORT_FORCED_BET(state.game, seat=seat, chips=chips), "ruling R8-1"))
        return steps


def _due(terms: BettingParams, what: str) -> int:
    """The forced bet a seat owes (R8-1)."""
    due = {"ante": terms.ante, "small-blind": terms.small_blind, "big-blind": terms.big_blind}[what]
    return due or 0


def run_out_text(game: str) -> str:
    """R8-3: the deal goes on with no betting (said by a stud deal and a board alike)."""
    return said.RUN_OUT(game)


# -- the order of the deal ---------------------------------------------------------------------------


def deal_order(deal: Deal) -> tuple[int, ...]:
    """The seats in the order they receive the cards of this deal."""
    rules, seats = RULESETS[deal.game], deal.seats
    if rules.open_boards:
        if deal.street == 0:  # art. 10 a: from the croupier's right (the highest seat), counterclockwise
            return counterclockwise_from(seats, max(seats))
        return counterclockwise_from(seats, best_board(deal))
    if rules.plays_spots:  # Despacho 89/2004 art. 7: left to right, clockwise (seat 1 is at his left)
        return clockwise_from(seats, min(seats))
    if rules.family == Family.THIRTEEN:
        raise ValueError("13 cards: the dice say who receives the first card (task dice)")
    assert deal.marker is not None
    # art. 3.2, 6.1: from the seat at the marker's left; rule 35: from the first bet, the mão's (rule 81)
    return clockwise_from(seats, deal.marker, inclusive=rules.marker_first)


def best_board(deal: Deal) -> int:
    """Stud: the seat still in whose open cards must speak first on the street just ended (R4-1, R4-5)."""
    up = deal.up or {}
    return max(deal.seats, key=lambda s: (open_board(up[s][:deal.street]).key(), s))


def cards_dealt(deal: Deal) -> int:
    rules = RULESETS[deal.game]
    if rules.open_boards:
        return 2 if deal.street == 0 else 1
    if rules.plays_spots:
        return rules.hole_cards
    return FLOP_CARDS[deal.game]


class DealOrder(Task[Any, DealOrderAnswer]):
    """Who receives the first card, how many cards each seat receives, and which way the deal goes."""

    id = "deal-order"
    shape = Shape.DEALT
    target_s = 5  # who receives the first card, how many each, which way: the dealer starts at once
    answer_words = MappingProxyType({
        "first": QT_TRANSLATE_NOOP("", "first", "answer key"), "cards": QT_TRANSLATE_NOOP("", "cards", "answer key"),
        "direction": QT_TRANSLATE_NOOP("", "direction", "answer key")
    })
    title = QT_TRANSLATE_NOOP("", "Dealing order")
    games = games_where(lambda r: r.betting or r.plays_spots)
    solution_kind = Deal

    def prompt(self, solution: Deal, params: Params) -> str:
        if RULESETS[solution.game].open_boards and solution.street > 0:
            return tr("The betting round is over. Who receives the next open card first, how many cards does "
                      "each seat receive, and which way does the deal go?")
        return tr("Deal the cards: who receives the first card, how many cards does each seat receive, and "
                  "which way does the deal go?")

    def answer(self, solution: Deal, params: Params) -> DealOrderAnswer:
        clockwise = not RULESETS[solution.game].open_boards
        return {"first": deal_order(solution)[0], "cards": cards_dealt(solution),
                "direction": CLOCKWISE if clockwise else COUNTERCLOCKWISE}

    def read_answer(self, raw: Any, path: FieldPath) -> DealOrderAnswer:
        raw = only_keys(raw, {"first", "cards", "direction"}, path)
        if raw.get("direction") not in (CLOCKWISE, COUNTERCLOCKWISE):
            raise ScenarioError((*path, "direction"), "expected clockwise or counterclockwise")
        return {"first": one_seat(raw.get("first"), (*path, "first")),
                "cards": amount_value(raw.get("cards"), (*path, "cards")), "direction": raw["direction"]}

    def grade(self, given: GivenAnswer, correct: DealOrderAnswer) -> Grade:
        names = {"first": tr("first card"), "cards": tr("cards each"), "direction": tr("direction")}
        return whole_grade([Part(names[k], given.get(k) == v, v, given.get(k)) for k, v in correct.items()])

    def explain(self, solution: Deal, params: Params) -> list[Step]:
        order = words.seats(deal_order(solution))
        rules = RULESETS[solution.game]
        if rules.open_boards and solution.street == 0:
            return [Step(tr("Once every seat has put in its entry stake and the first card is taken from the box, "
                            "the dealer gives every seat its first card face up, counterclockwise, always "
                            "starting with the player at his right (seat {first}); then the hole card (\"carta "
                            "chave\") face down the same way: {order}.", first=deal_order(solution)[0],
                            order=order), "Portaria 104/85/M art. 10 a; ruling R4-1")]
        if rules.open_boards:
            best = best_board(solution)
            run_out = [Step(run_out_text(solution.game), "ruling R8-3")] if solution.run_out else []
            text = tr("Every bet is matched and two or more seats are still in: each receives one more card face up, "
                      "in the same direction as before, starting with the best open cards of the street just ended "
                      "among the seats still in, seat {best}: {order}.", best=best, order=order)
            return [*run_out, Step(text, "Portaria 104/85/M art. 10 b, 10 c ii, 10 c iv; ruling R4-1, R4-5")]
        if rules.plays_spots:
            return [Step(tr("From the shoe the cards go from left to right, clockwise, face down, one at a time to "
                            "each spot with a bet, the croupier's card last in each turn, until every spot and "
                            "the croupier hold three cards: {order}, then the croupier.", order=order),
                         "Despacho 89/2004 art. 7.1")]
        cards = cards_dealt(solution)
        if not rules.marker_first:
            return [Step(tr("Starting with the seat immediately to the left of the marker and going clockwise, "
                            "the croupier gives each seat {cards} cards face down, one at a time: {order}.",
                            cards=cards, order=order), "Despacho 97/2010 art. 3.2, 6.1; ruling R8-12")]
        # rule 35 names the first bet; that it is a mão's is the house reading, ruling R8-12
        rule = rules.deal_cite
        if rules.forced_bets == "antes":
            first = tr("Rule 35 deals from the player who made the first bet; in sintético every seat antes "
                       "(rule 102), and the trainer reads the first bet as the one of the seat holding a mão, "
                       "seat {first}.", first=deal_order(solution)[0])
        else:
            first = tr("Rule 35 deals from the player who made the first bet: the seat holding a mão, which "
                       "posted the small blind (rule 81), seat {first}.", first=deal_order(solution)[0])
        return [Step(first, rule),
                Step(tr("Face down, one card to each seat at a time, clockwise, until each has {cards}: {order}.",
                        cards=cards, order=order), rule)]


# -- burn and board --------------------------------------------------------------------------------------


BOARD = {game: rules.board_deals for game, rules in RULESETS.items() if rules.has_board}
"""Board cards turned at each dealing of the board: flop, turn, river (rules 41, 43, 45; art. 7.1,
8.1, 8.3); sintético one at a time (rules 107-108)."""


class BurnBoard(Task[Any, BurnBoardAnswer]):
    """Before a street's board cards: how many cards are burnt, how many turned face up."""

    id = "burn-board"
    shape = Shape.DEALT
    target_s = 5  # the burn and the board cards of a street: counted as they are dealt
    answer_words = MappingProxyType({
        "burn": QT_TRANSLATE_NOOP("", "burn", "answer key"), "board": QT_TRANSLATE_NOOP("", "board", "answer key")
    })
    title = QT_TRANSLATE_NOOP("", "Burn and board")
    games = BETTING_BOARD_GAMES
    solution_kind = Deal

    def prompt(self, solution: Deal, params: Params) -> str:
        if RULESETS[solution.game].words == "2010":  # art. 7.1: the croupier "inutiliza" a card
            return tr("The board comes now. How many cards does the croupier discard, and how many does he lay face "
                      "up on the table?")
        return tr("The board comes now. How many cards does the croupier burn, and how many does he turn face up "
                  "on the table?")

    def answer(self, solution: Deal, params: Params) -> BurnBoardAnswer:
        burn = 0 if RULESETS[solution.game].board_from_bottom else 1  # rule 100: no burnt card in sintético
        return {"burn": burn, "board": BOARD[solution.game][solution.street]}

    def read_answer(self, raw: Any, path: FieldPath) -> BurnBoardAnswer:
        raw = only_keys(raw, {"burn", "board"}, path)
        return {"burn": amount_value(raw.get("burn"), (*path, "burn")),
                "board": amount_value(raw.get("board"), (*path, "board"))}

    def grade(self, given: GivenAnswer, correct: BurnBoardAnswer) -> Grade:
        names = {"burn": tr("cards burnt"), "board": tr("board cards")}
        return whole_grade([Part(names[k], given.get(k) == v, v, given.get(k)) for k, v in correct.items()])

    def explain(self, solution: Deal, params: Params) -> list[Step]:
        game, street = solution.game, solution.street
        steps = [Step(run_out_text(game), "ruling R8-3")] if solution.run_out else []
        if RULESETS[game].board_from_bottom:
            nth = street + 1
            text = tr("No card is burnt in sintético. The croupier takes board card {n} of 5 from the bottom of the "
                      "deck and lays it face up.", n=nth)
            return [*steps, Step(text, "non-banked rules 100, 107, 108")]
        if RULESETS[game].words == "2010":
            cites = ("Despacho 97/2010 art. 7.1", "Despacho 97/2010 art. 8.1", "Despacho 97/2010 art. 8.3")
            return [*steps, Step(_macau_board(street, solution.run_out), cites[street])]
        rules = ("non-banked rule 41", "non-banked rule 43", "non-banked rule 45")
        return [*steps, Step(_nonbanked_board(street, solution.run_out), rules[street])]


def _macau_board(street: int, run_out: bool) -> str:
    """Despacho 97/2010 art. 7.1, 8.1, 8.3: a card discarded ("inutilizar"), then the flop, the turn, the river."""
    if run_out:
        return (tr("The croupier discards one card and lays three face up in the middle of the table: the flop."),
                tr("The croupier discards one card and lays one more face up: the turn."),
                tr("The croupier discards one card and lays one more face up: the river."))[street]
    return (tr("After the first betting round the croupier discards one card and lays three face up in the middle "
               "of the table: the flop."),
            tr("After the second betting round the croupier discards one card and lays one more face up: the turn."),
            tr("After the third betting round the croupier discards one card and lays one more face up: the "
               "river."))[street]


def _nonbanked_board(street: int, run_out: bool) -> str:
    """Non-banked rules 41, 43, 45: a card burnt, then the flop, the turn, the river."""
    if run_out:
        return (tr("The croupier burns one card and takes three common cards to the middle of the table: the flop."),
                tr("The croupier burns the next card and turns the fourth common card: the turn."),
                tr("The croupier burns the next card and lays the fifth and last common card face up: the "
                   "river."))[street]
    return (tr("After the first betting round the croupier burns one card and takes three common cards to the "
               "middle of the table: the flop."),
            tr("After the second betting round the croupier burns the next card and turns the fourth common card: "
               "the turn."),
            tr("After the third betting round the croupier burns the next card and lays the fifth and last common "
               "card face up: the river."))[street]


TASKS = (ForcedBets(), DealOrder(), BurnBoard())
