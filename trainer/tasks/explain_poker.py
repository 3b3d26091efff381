"""Step-by-step explanations for the poker tasks, from the engine's own reasoning.

Every step is one whole translatable sentence with the article or ruling it rests
on; the numbers come from the engine's structured results (``Settlement``,
``ShowdownOrder``, ``StreetOpening``), never recomputed here.
"""

from __future__ import annotations

from trainer.engine.poker import PokerSolution
from trainer.engine.pots import PotAward, Settlement
from trainer.engine.rulesets import ruleset
from trainer.engine.showdown import StreetOpening
from trainer.i18n import QT_TRANSLATE_NOOP, tr
from trainer.scenarios import words
from trainer.tasks import betting_words as said
from trainer.tasks.base import Step


def tie_cite(game: str, category: str | None, ruling: str) -> str:
    """The citation of a tie: the regulation's own rule for the categories it names (sintético rule 104),
    with the ruling."""
    cites = ruleset(game).cites
    if cites.tie and category in cites.tie_categories:
        return f"{cites.tie}; {ruling}"
    return ruling


def tied_category(solution: PokerSolution, award: PotAward) -> str | None:
    """The category the tied winners of ``award`` share (None: no tie, or the hands not known)."""
    if len(award.winners) < 2 or award.winners[0] not in solution.values:
        return None
    return solution.values[award.winners[0]].category
ODD_CHIP_RULES = {
    "croupier-left": "ruling R1-4 (the house reads Despacho 97/2010 art. 10.5 as one participant)",
    "marker": "non-banked rule 67; ruling R1-4",
    "dealing-order": "ruling R1-4 (stud: dealing order)",
}


def best_seats(solution: PokerSolution) -> list[int]:
    """The seat(s) holding the best hand among those still in."""
    values = solution.values
    if not values:
        return [s.seat for s in solution.hand.active]
    top = max(v.strength for v in values.values())
    return sorted(seat for seat, v in values.items() if v.strength == top)


def explain_hands(solution: PokerSolution) -> list[Step]:
    hand = solution.hand
    game = hand.game
    rules = ruleset(game)
    values = solution.values
    if not values:
        seat = hand.active[0].seat
        return [Step(tr("Every other seat folded: seat {seat} wins without showing.", seat=seat),
                     rules.cites.one_left)]
    cite = rules.cites.hands
    steps = []
    if rules.has_board and rules.hole_used == 2 and rules.hole_cards == 4:
        steps.append(Step(tr("Each hand uses exactly two of its four cards and three of the board."), cite))
    elif rules.has_board and rules.hole_used == rules.hole_cards == 2:
        steps.append(Step(tr("Each hand uses both of its cards and three of the board."), cite))
    for seat, v in values.items():
        steps.append(Step(tr("Seat {seat}: {category} — {cards}.", seat=seat,
                             category=words.category(v.category, game), cards=words.cards(v.best)), cite))
    winners = best_seats(solution)
    if len(winners) == 1:
        steps.append(Step(tr("Seat {seat} holds the best hand.", seat=winners[0]), cite))
    else:
        steps.append(Step(tr("Seats {seats} hold equal hands: they tie.", seats=words.seats(winners)),
                          tie_cite(game, values[winners[0]].category, "ruling R3-4")))
    return steps


def explain_showdown(solution: PokerSolution) -> list[Step]:
    so = solution.showdown
    assert so is not None  # the task asks only about a hand that is over
    rules = ruleset(solution.hand.game)
    high_bettor = rules.high_bettor_opens  # sintético: rule 108, the previous round's highest bettor
    order = words.seats(so.order)
    if so.reason == "one-seat-left" or not so.order:
        return [Step(tr("Only one seat is left: nobody shows."), rules.cites.one_left)]
    if so.reason == "last-aggressor" and so.first != so.anchor:
        first = tr("Seat {seat} made the last bet or raise on the final street but is no longer in: the next "
                   "seat still in clockwise, seat {opener}, shows first.", seat=so.anchor, opener=so.first)
        cite = "Despacho 97/2010 art. 8.5; ruling R2-2 (house practice)"
    elif so.reason == "last-aggressor":
        first = tr("Seat {seat} made the last bet or raise on the final street, so it shows first.",
                   seat=so.anchor)
        cite = "Despacho 97/2010 art. 8.5; ruling R2-2 (house practice)"
    elif so.reason == "left-of-marker":
        first = tr("Nobody bet on the final street: the first seat still in to the left of the marker (seat "
                   "{marker}), seat {opener}, shows first.", marker=so.anchor, opener=so.first)
        cite = "Despacho 97/2010 art. 8.5; ruling R2-2 (house practice)"
    elif so.reason == "best-open-board-shows-last":
        first = tr("Seat {seat} has the best four open cards and shows last; showing starts with the "
                   "player to its right and goes counterclockwise.", seat=so.anchor)
        cite = "Portaria 104/85/M art. 10 e; ruling R2-3"
    elif so.no_last_round:
        if high_bettor:
            first = tr("No betting round was played on the last street: at most one seat could still bet, so "
                       "the board was run out. The first seat still in from seat {seat}, who made the highest "
                       "bet in the last betting round played, shows first, all in or not: seat {opener}.",
                       seat=so.anchor, opener=so.first)
        else:
            first = tr("No betting round was played on the last street: at most one seat could still bet, so "
                       "the board was run out. The first seat still in from a mão (the marker, seat {marker}) "
                       "shows first, all in or not: seat {opener}.", marker=so.anchor, opener=so.first)
        cite = "ruling R2-1"
    elif so.skipped_allin:
        skipped = (tr("seat {seats}", seats=so.skipped_allin[0]) if len(so.skipped_allin) == 1
                   else tr("seats {seats}", seats=words.seats(so.skipped_allin)))
        if high_bettor:
            first = tr("Seat {seat} made the highest bet in the previous round. All in before the last round "
                       "began, {skipped} could not open it: seat {opener}, the first seat still in clockwise "
                       "from it that could bet in the last round, shows first.",
                       seat=so.anchor, skipped=skipped, opener=so.first)
        else:
            first = tr("The marker is seat {marker}. All in before the last round began, {skipped} could not "
                       "open it: seat {opener}, the first seat still in clockwise from it that could bet in the "
                       "last round, shows first.", marker=so.anchor, skipped=skipped, opener=so.first)
        cite = "non-banked rule 62; ruling R2-1"
    elif high_bettor and so.first == so.anchor:
        first = tr("Seat {seat} made the highest bet in the previous round, so it opened the last round "
                   "and shows first.", seat=so.anchor)
        cite = "non-banked rules 62, 108; ruling R2-1"
    elif high_bettor:
        first = tr("Seat {seat} made the highest bet in the previous round, so the last round was opened from "
                   "it; seat {seat} is no longer in, and a folded seat never shows: the first seat still in to "
                   "its left, seat {opener}, shows first.", seat=so.anchor, opener=so.first)
        cite = "non-banked rules 62, 108; ruling R2-1, R2-4"
    elif so.first == so.anchor:
        first = tr("The marker, seat {marker}, has a mão: it opened the last round and shows first.",
                   marker=so.anchor)
        cite = "non-banked rules 42-46, 62, 85; ruling R2-1"
    else:
        first = tr("The marker, seat {marker}, has a mão, so the last round was opened from it; seat {marker} is "
                   "no longer in, and a folded seat never shows: the first seat still in clockwise from it, seat "
                   "{opener}, shows first.", marker=so.anchor, opener=so.first)
        cite = "non-banked rules 42-46, 62, 85; ruling R2-1, R2-4"
    steps = [Step(first, cite)]
    direction = tr("counterclockwise") if rules.open_boards else tr("clockwise")  # stud: Portaria 104/85/M art. 10
    steps.append(Step(tr("Then the others in turn, {direction}; folded seats never show: {order}.",
                         direction=direction, order=order), "ruling R2-4"))
    return steps


def _pot_name(index: int, game: str) -> str:
    """The main pot or a side pot, in the words of ``game``'s regulation (pote / bolo, R1-2)."""
    return said.THE_MAIN_POT(game) if index == 0 else said.THE_SIDE_POT(game, n=index)


def pot_steps(game: str, settlement: Settlement) -> list[Step]:
    steps = []
    u = settlement.uncalled
    cites = ruleset(game).cites
    if u is not None:
        steps.append(Step(said.UNCALLED(game, seat=u.seat, committed=u.committed, called=u.called_to,
                                        amount=u.amount), cites.uncalled))
    cite_pots = cites.pots
    for pot in settlement.pots:
        steps.append(Step(tr("{pot} takes every seat's chips from {floor} up to {ceiling}: {amount}. "
                             "Seats that can win it: {eligible}.", pot=_pot_name(pot.index, game),
                             floor=pot.floor, ceiling=pot.ceiling, amount=pot.amount,
                             eligible=words.seats(pot.eligible)), cite_pots))
        if len(pot.dead_seats) == 1:
            steps.append(Step(said.FOLDED_IN_POT(game, seat=pot.dead_seats[0]), "ruling R1-2"))
        elif pot.dead_seats:
            steps.append(Step(said.FOLDED_SEATS_IN_POT(game, seats=words.seats(pot.dead_seats)), "ruling R1-2"))
    return steps


def commission_step(game: str, award: PotAward) -> Step | None:
    c = award.commission
    if c.rate == 0 and c.charged == 0:
        return None
    cite = ruleset(game).cites.commission
    percent = float(c.rate * 100)
    percent_text = f"{percent:g}"
    if c.capped:
        return Step(said.COMMISSION_CAPPED(game, pot=_pot_name(award.pot.index, game), percent=percent_text,
                                           amount=award.pot.amount, due=c.due, charged=c.charged), cite)
    return Step(said.COMMISSION(game, pot=_pot_name(award.pot.index, game), percent=percent_text,
                                amount=award.pot.amount, charged=c.charged), cite)


def award_steps(game: str, award: PotAward, category: str | None = None) -> list[Step]:
    """The pot's commission, its winner or the tied winners' equal parts and the odd chips;
    ``category``: the tied winners' (:func:`tied_category`), for sintético's rule 104."""
    steps = []
    step = commission_step(game, award)
    if step:
        steps.append(step)
    name = _pot_name(award.pot.index, game)
    if len(award.winners) == 1:
        steps.append(Step(tr("{pot}: seat {seat} has the best hand among {eligible} and takes {net}.",
                             pot=name, seat=award.winners[0], eligible=words.seats(award.pot.eligible),
                             net=award.net), "ruling R1-3"))
        return steps
    steps.append(Step(tr("{pot}: seats {seats} tie; {net} is split in equal parts of {part}.",
                         pot=name, seats=words.seats(award.winners), net=award.net,
                         part=award.equal_part), tie_cite(game, category, "ruling R1-3")))
    odd = award.odd_chips
    if odd.units:
        if odd.units == 1:
            text = tr("One odd chip unit is left over: it goes to seat {seat}, the first of the winners in "
                      "this order: {order}.", seat=odd.receivers[0], order=words.seats(odd.order))
        elif odd.whole:
            text = tr("{units} odd chip units are left over: all of them go to seat {seat}, the first of the "
                      "winners clockwise from the croupier's left ({order}).", units=odd.units,
                      seat=odd.receivers[0], order=words.seats(odd.order))
        else:
            text = tr("{units} odd chip units are left over: they go one each to {receivers}, taking the "
                      "winners in this order: {order}.", units=odd.units,
                      receivers=words.seats(odd.receivers), order=words.seats(odd.order))
        steps.append(Step(text, ODD_CHIP_RULES.get(odd.rule, "ruling R1-4")))
    return steps


def explain_pots(solution: PokerSolution) -> list[Step]:
    game = solution.hand.game
    settlement = solution.settlement
    steps = pot_steps(game, settlement)
    for award in settlement.awards:
        steps.extend(award_steps(game, award, tied_category(solution, award)))
    if settlement.payouts:
        paid = words.listed(tr("seat {seat}: {amount}", seat=seat, amount=chips)
                            for seat, chips in settlement.payouts.items())
        steps.append(Step(tr("Paid to each seat (shares plus any returned bet): {paid}.", paid=paid),
                          "ruling R1-6"))
    return steps


def explain_commission(solution: PokerSolution) -> list[Step]:
    game = solution.hand.game
    settlement = solution.settlement
    steps = [s for s in pot_steps(game, settlement) if "R1-1" in s.cite]
    for award in settlement.awards:
        step = commission_step(game, award)
        if step:
            steps.append(step)
    steps.append(Step(said.HAND_COMMISSION(game, total=settlement.commission), "ruling R1-5"))
    return steps


STREET_RULES = {
    1: "Portaria 104/85/M art. 10 b; ruling R4-2",
    2: "Portaria 104/85/M art. 10 c i; ruling R4-3",
    3: "Portaria 104/85/M art. 10 c v; ruling R4-3",
    4: "Portaria 104/85/M art. 10 d; ruling R4-4",
}
BOARD_NAMES = {
    "open-card": QT_TRANSLATE_NOOP("", "the highest open card", "board"),
    "pair": QT_TRANSLATE_NOOP("", "the highest pair showing", "board"),
    "second-card": QT_TRANSLATE_NOOP("", "the highest second open card", "board"),
    "three-of-a-kind": QT_TRANSLATE_NOOP("", "three of a kind", "board"),
    "pair-with-third-card": QT_TRANSLATE_NOOP("", "a pair formed with the third open card", "board"),
    "third-card": QT_TRANSLATE_NOOP("", "the highest third open card", "board"),
    "possible-royal-flush": QT_TRANSLATE_NOOP("", "a possible royal flush", "board"),
    "possible-straight-flush": QT_TRANSLATE_NOOP("", "a possible straight flush", "board"),
    "four-of-a-kind": QT_TRANSLATE_NOOP("", "four of a kind", "board"),
    "possible-flush": QT_TRANSLATE_NOOP("", "a possible flush", "board"),
    "possible-straight": QT_TRANSLATE_NOOP("", "a possible straight", "board"),
    "two-pair": QT_TRANSLATE_NOOP("", "two pair", "board"),
    "pair-with-fourth-card": QT_TRANSLATE_NOOP("", "a pair formed with the fourth open card", "board"),
    "fourth-card": QT_TRANSLATE_NOOP("", "the highest fourth open card", "board"),
}


# The streets of five-card stud by their open cards, in words (no "1 open card(s)").
OPEN_CARDS = {1: lambda: tr("one open card"), 2: lambda: tr("two open cards"),
              3: lambda: tr("three open cards"), 4: lambda: tr("four open cards")}


def explain_first_to_act(opening: StreetOpening, board_order: tuple[int, ...] = ()) -> list[Step]:
    """Who opens the street: on the first, the best open card must open (bet or fold, art. 10 b);
    on the others the best board speaks first and may check, bet or fold (art. 10 c i, v, d).
    ``board_order``: the seats still in, best open board first (art. 10 c ii)."""
    board = opening.board
    what = tr(BOARD_NAMES.get(board.category, board.category), "board")
    if opening.street == 1:
        first = tr("With {n} each, seat {seat} shows {what}: {cards}; it must open (bet or fold).",
                   n=OPEN_CARDS[opening.street](), seat=opening.opener, what=what, cards=words.cards(board.cards))
    else:
        first = tr("With {n} each, seat {seat} shows {what}: {cards}; it speaks first: it may check, bet or "
                   "fold.", n=OPEN_CARDS[opening.street](), seat=opening.opener, what=what,
                   cards=words.cards(board.cards))
    steps = [Step(first, STREET_RULES[opening.street])]
    if opening.street > 1 and len(opening.passed_over) == 1:  # art. 10 c i: a right, no duty, after the first
        steps.append(Step(tr("Seat {seat} had a better board but had folded: the right to speak first passed on.",
                             seat=opening.passed_over[0]), "ruling R4-5"))
    elif opening.street > 1 and opening.passed_over:
        steps.append(Step(tr("Seats {seats} had a better board but had folded: the right to speak first passed "
                             "on.", seats=words.seats(opening.passed_over)), "ruling R4-5"))
    elif len(opening.passed_over) == 1:
        steps.append(Step(tr("Seat {seat} had a better board but had folded: the duty passed on.",
                             seat=opening.passed_over[0]), "ruling R4-5"))
    elif opening.passed_over:
        steps.append(Step(tr("Seats {seats} had a better board but had folded: the duty passed on.",
                             seats=words.seats(opening.passed_over)), "ruling R4-5"))
    if opening.street == 1:
        if len(opening.present) > 1:
            steps.append(Step(tr("Once it bets, the others follow counterclockwise from its right: {order}.",
                                 order=words.seats(opening.present[1:])), "Portaria 104/85/M art. 10 b"))
    elif board_order:
        steps.append(Step(tr("Until someone bets, the turn passes by the open boards: {boards}; after a bet, "
                             "counterclockwise from the bettor's right.", boards=words.seats(board_order)),
                          "Portaria 104/85/M art. 10 c ii, 10 c iii; ruling R8-2"))
    else:
        steps.append(Step(tr("Until someone bets, the turn passes by the open boards; after a bet, "
                             "counterclockwise from the bettor's right."),
                          "Portaria 104/85/M art. 10 c ii, 10 c iii; ruling R8-2"))
    return steps
