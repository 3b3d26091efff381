"""Tasks on the betting (RULINGS R8): whose turn, the call / the smallest / the largest
raise ("Pot!"), and the pot after a round.  Asked of a hand given by its ``betting``
(SCENARIOS.md), answered from the engine's replay of it (:class:`BettingSolution`)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from trainer.engine.betting import (
    BETTING_GAMES,
    BetAction,
    BettingState,
    Illegal,
    Kind,
    Limit,
    NoRaise,
    PlayedAction,
    Status,
    judge,
    read_actions,
)
from trainer.engine.betting_scenario import BettingSolution
from trainer.engine.betting_terms import BLIND_GAMES, RAISE_BY_LAST_RAISE
from trainer.engine.errors import FieldPath, ScenarioError
from trainer.engine.rulesets import RULESETS
from trainer.i18n import QT_TRANSLATE_NOOP, fill, tr
from trainer.scenarios import words
from trainer.scenarios.follow import STEP, STEPS, hand_steps
from trainer.tasks import betting_words as said
from trainer.tasks.answers import BetSizesAnswer, ChoiceAnswer, FollowAnswer, PotsAnswer, SeatAnswer
from trainer.tasks.base import (
    A,
    GivenAnswer,
    Grade,
    Params,
    Part,
    Shape,
    Step,
    Task,
    amount_value,
    exact,
    one_seat,
    only_keys,
    whole,
)
from trainer.tasks.explain_poker import pot_steps

NOT_TO_ACT = "nobody is to act: the round is over"

STUD = "Portaria 104/85/M"
MACAU = "Despacho 97/2010"
# Who speaks first on each stud street after the first (art. 10 c i, 10 c v, 10 d).
STUD_FIRST = {2: "10 c i", 3: "10 c v", 4: "10 d"}
# The non-banked rule naming a mão as the opener of each later round of hold'em and Omaha.
A_MAO_ROUNDS = {2: 42, 3: 44, 4: 46}
# Omaha (Macau)'s river round: art. 8.4 names no opener, so the turn's art. 8.2 is read for it.
RIVER_BY_ANALOGY = "art. 8.2 by analogy"


def order_rule(game: str, number: int) -> str:
    """The regulation behind the opener of round ``number`` (R8-2), per game and round."""
    if RULESETS[game].open_boards:
        if number == 1:
            return f"{STUD} art. 10 b; ruling R8-2"
        return f"{STUD} art. {STUD_FIRST.get(number, '10 c i')}, 10 c ii, 10 c iii; ruling R8-2"
    if RULESETS[game].words == "2010":
        if number == 1:
            return f"{MACAU} art. 6.3, 6.4; ruling R8-2"
        if number == 2:
            return f"{MACAU} art. 7.2, 6.5; ruling R8-2"
        if number == 3:
            return f"{MACAU} art. 8.2, 6.5; ruling R8-2"
        # the river: art. 8.4 names no opener; the turn's art. 8.2 is applied to it by analogy (R8-2)
        return f"{MACAU} art. 8.2, 6.5 ({RIVER_BY_ANALOGY}); ruling R8-2"
    if RULESETS[game].high_bettor_opens:
        return f"non-banked rule {107 if number == 1 else 108}; ruling R8-2"
    if number == 1:  # holdem, omaha
        return "non-banked rule 84; ruling R8-2"
    return f"non-banked rules {A_MAO_ROUNDS.get(number, 46)}, 85; ruling R8-2"


def max_rule(game: str, limit: Limit, *, heads_up: bool = False) -> str:
    """The regulation behind the largest amount (R8-5): the table's limit, per game."""
    if RULESETS[game].open_boards:
        return "ruling R8-5"  # no article sets a maximum: the ruling reads stud as no limit
    if RULESETS[game].words == "2010":
        if heads_up:
            return f"{MACAU} art. 12.4; ruling R8-5"
        return f"{MACAU} art. {'11.3' if limit == Limit.NO_LIMIT else '11.2'}; ruling R8-5"
    letter = {Limit.HALF_POT: "a", Limit.POT: "b", Limit.NO_LIMIT: "c"}[limit]
    if RULESETS[game].pot_limit_rules:
        # rule 86 (rule 92 for hold'em) makes the repique's maximum the pot: a half-pot or no-limit
        # table is the house's parameter (R8-5), rule 21 a or c its measure, never its basis alone
        return f"non-banked rules 21 {letter}, {RULESETS[game].pot_limit_rules}; ruling R8-5"
    return f"non-banked rule 21 {letter}; ruling R8-5"


def min_bet_rule(game: str) -> str:
    """The regulation behind the smallest bet when nobody has bet (R8-6)."""
    if RULESETS[game].instrument != "non-banked":
        return "ruling R8-6"  # no article sets a bet's minimum (art. 10 b 3, art. 12.1 are the raise's)
    return "non-banked rule 20; ruling R8-6"


def min_raise_rule(game: str) -> str:
    """The regulation behind the smallest raise (R8-6)."""
    rules = RULESETS[game]
    if rules.open_boards:
        return f"{STUD} art. 10 b 3; ruling R8-6"
    if rules.words == "2010":
        return f"{MACAU} art. 12.1; ruling R8-6"
    if rules.pot_limit_rules:
        return "non-banked rule 86; ruling R8-6"
    return "ruling R8-6"  # sintético's rules (95-112) have no rule 86: the ruling's table minimum


def cap_rule(game: str) -> str:
    """The regulation behind the cap on raises (R8-7)."""
    if RULESETS[game].words == "2010":
        return f"{MACAU} art. 12.2; ruling R8-7"
    if RULESETS[game].pot_limit_rules:
        return "non-banked rule 87; ruling R8-7"
    return "ruling R8-7"


def heads_up_cap_rule(game: str) -> str:
    """R8-7: with two players left the cap is lifted — rule 88's words in hold'em and Omaha;
    the house's reading of art. 12.4 in Omaha (Macau), which speaks of the amount only."""
    return "non-banked rule 88; ruling R8-7" if RULESETS[game].pot_limit_rules else "ruling R8-7"


def in_hand(state: BettingState) -> list[int]:
    return [s for s in state.stacks if s not in state.folded]


def bet_made(state: BettingState) -> bool:
    """Somebody has bet in the round in play (the big blind counts in round 1, R8-6)."""
    return any(a.kind in (Kind.BET, Kind.RAISE) for a in state.round_actions(state.round)) or (
        state.round == 1 and state.game in BLIND_GAMES)


def full_raise(solution: BettingSolution) -> int:
    """What a full raise must add now (R8-6): the last full bet or raise of the round in stud
    and Omaha (Macau), the big blind counting as round 1's bet; the table minimum elsewhere."""
    state, terms = solution.state, solution.params
    if state.game not in RAISE_BY_LAST_RAISE:
        return terms.min_bet
    blinds = state.round == 1 and state.game in BLIND_GAMES and terms.big_blind is not None
    highest = terms.big_blind if blinds and terms.big_blind is not None else 0
    full = highest if blinds else terms.min_bet
    for a in state.round_actions(state.round):
        if a.kind in (Kind.BET, Kind.RAISE):
            if a.full:
                full = a.to - highest
            highest = max(highest, a.to)
    return full


def raises_made(state: BettingState) -> int:
    """Full raises made in the round in play (R8-7: the opening bet and the blinds are not raises)."""
    return sum(1 for a in state.round_actions(state.round) if a.kind == Kind.RAISE and a.full)


def heads_up_raise(state: BettingState) -> bool:
    """Despacho 97/2010 art. 12.4 (R8-5): two seats left in an Omaha (Macau) hand, and a raise."""
    return state.rules.heads_up_raise_unlimited and bet_made(state) and len(in_hand(state)) <= 2


def action_words(action: PlayedAction, game: str) -> str:
    """One played action as the croupier announces it, in the words of ``game``'s regulation."""
    seat = action.seat
    if action.kind == Kind.FOLD:
        return tr("seat {seat} folds", seat=seat)
    if action.kind == Kind.CHECK:
        return said.CHECKS(game, seat=seat)
    if action.kind == Kind.CALL:
        return (said.CALLS_ALL_IN(game, seat=seat, to=action.to) if action.allin
                else said.CALLS(game, seat=seat, to=action.to))
    if action.kind == Kind.BET:
        return (said.BETS_ALL_IN(game, seat=seat, to=action.to) if action.allin
                else tr("seat {seat} bets {to}", seat=seat, to=action.to))
    return (said.RAISES_ALL_IN(game, seat=seat, to=action.to) if action.allin
            else said.RAISES(game, seat=seat, to=action.to))


def no_raise_words(why: NoRaise, game: str) -> str:
    """Why the seat to act may not bet or raise, in a sentence's words (R8-4, R8-6, R8-7)."""
    if why == NoRaise.NO_CHIPS_BEYOND_CALL:
        return said.NO_CHIPS_BEYOND_CALL(game)
    if why == NoRaise.CAP_REACHED:
        return said.CAP_REACHED(game)
    if why == NoRaise.STUD_CHECKED:
        return tr("in stud a seat that checked may only call or fold in that round")
    if why == NoRaise.NOT_REOPENED:
        return said.NOT_REOPENED(game)
    return tr("no other seat could put in more: nobody could answer it")


NO_RAISE_CITES = {
    NoRaise.NO_CHIPS_BEYOND_CALL: "ruling R8-4", NoRaise.CAP_REACHED: "ruling R8-7",
    NoRaise.STUD_CHECKED: "Portaria 104/85/M art. 10 c i 2; ruling R8-4", NoRaise.NOT_REOPENED: "ruling R8-6",
    NoRaise.NOBODY_TO_ANSWER: "ruling R8-4",
}


def no_raise_rule(game: str, why: NoRaise) -> str:
    """The regulation behind ``why`` in ``game``: the cap is the game's own rule (R8-7)."""
    return cap_rule(game) if why == NoRaise.CAP_REACHED else NO_RAISE_CITES[why]


def opener_step(solution: BettingSolution, opener: int) -> Step:
    """Who opened the round in play, in the words of the game's own rule (R8-2)."""
    state = solution.state
    game, number = state.game, state.round
    cite = order_rule(game, number)
    if number == 1 and game in BLIND_GAMES:
        big = next((s for s, what, _ in state.forced if what == "big-blind"), None)
        text = said.BLINDS_OPEN(game, big=big, opener=opener)
    elif RULESETS[game].open_boards and number == 1:
        text = tr("Round 1: the best open card must open (bet or fold): seat {opener}; if it folds, the right to "
                  "open passes to the next best open card (art. 10 b), which by ruling R4-5 must then open in its "
                  "turn. Once a seat bets, the others follow counterclockwise from the bettor's right.",
                  opener=opener)
        cite = f"{STUD} art. 10 b; rulings R4-5, R8-2"
    elif RULESETS[game].open_boards:
        text = tr("Round {n}: the best open board speaks first: seat {opener}; it may check, bet or fold. Until "
                  "someone bets, the turn passes by the open boards; after a bet, counterclockwise from the "
                  "bettor's right.", n=number, opener=opener)
    elif RULESETS[game].high_bettor_opens and number > 1 and state.high_bettors[number - 2] == opener:
        text = tr("Round {n}: the seat that made the highest bet of the round before acts first: seat "
                  "{opener}.", n=number, opener=opener)
    elif RULESETS[game].high_bettor_opens and number > 1 and state.high_bettors[number - 2] is not None:
        text = tr("Round {n}: seat {high} made the highest bet of the round before but cannot act (out or "
                  "all in): the next seat able to act clockwise, seat {opener}, acts first.", n=number,
                  high=state.high_bettors[number - 2], opener=opener)
    elif RULESETS[game].high_bettor_opens and number > 1:
        text = tr("Round {n}: nobody bet in the round before, so the house starts again as in round 1, from "
                  "the seat to the left of a mão (the marker), or the next seat able to act clockwise: seat "
                  "{opener}.", n=number, opener=opener)
        cite = "non-banked rules 107, 108; ruling R8-2"
    elif RULESETS[game].high_bettor_opens:
        text = tr("Round 1: the antes are in and the seat to the left of a mão (the marker) acts first, or the "
                  "next seat able to act clockwise: seat {opener}.", opener=opener)
    elif RULESETS[game].words == "2010":
        text = tr("Round {n}: the first seat on the marker's left still able to act speaks first (the marker "
                  "speaks last): seat {opener}.", n=number, opener=opener)
    else:
        text = tr("Round {n}: the seat that has a mão (the marker) speaks first, or, if it is out or all in, "
                  "the first seat still able to act clockwise from it: seat {opener}.", n=number, opener=opener)
    return Step(text, cite)


def round_steps(solution: BettingSolution) -> list[Step]:
    """Who opened the round in play, and what has happened in it since."""
    state = solution.state
    number = state.round
    opener = state.openers[number - 1] if number <= len(state.openers) else None
    steps = [] if opener is None else [opener_step(solution, opener)]
    done = state.round_actions(number)
    if done:
        since = words.clauses(action_words(a, state.game) for a in done)
        steps.append(Step(tr("Since then: {actions}.", actions=since),
                          "ruling R8-4"))
    return steps


def _to_act(solution: BettingSolution) -> int:
    seat = solution.state.to_act
    if seat is None:
        raise ValueError("no seat is to act")  # applies() asked for a seat to act
    return seat


class SeatToAct(Task[BettingSolution, A]):
    """A task asked while a seat is to act, of a hand given by its betting."""

    solution_kind = BettingSolution
    games = BETTING_GAMES

    def applies(self, solution: BettingSolution) -> str | None:
        return None if solution.state.status == Status.TO_ACT else NOT_TO_ACT


class WhoActs(SeatToAct[SeatAnswer]):
    id = "who-acts"
    target_s = 5  # the dealer points to the next player without stopping the game
    answer_words = MappingProxyType({"seat": QT_TRANSLATE_NOOP("", "seat", "answer key")})
    title = QT_TRANSLATE_NOOP("", "Who acts?")

    def prompt(self, solution: BettingSolution, params: Params) -> str:
        return tr("Whose turn is it? Click the seat, or type its number.")

    def answer(self, solution: BettingSolution, params: Params) -> SeatAnswer:
        return {"seat": _to_act(solution)}

    def read_answer(self, raw: Any, path: FieldPath) -> SeatAnswer:
        raw = only_keys(raw, {"seat"}, path)
        return {"seat": one_seat(raw.get("seat"), (*path, "seat"))}

    def grade(self, given: GivenAnswer, correct: SeatAnswer) -> Grade:
        return exact(tr("seat to act"), correct["seat"], given.get("seat"))

    def explain(self, solution: BettingSolution, params: Params) -> list[Step]:
        state = solution.state
        steps = round_steps(solution)
        if state.rules.open_boards and any(a.kind == Kind.BET for a in state.round_actions(state.round)):
            way = tr("counterclockwise from the bettor")
        else:
            way = tr("clockwise") if not state.rules.open_boards else tr("in the order of the open boards")
        steps.append(Step(said.TURN_GOES(state.game, way=way, seat=_to_act(solution)), "ruling R8-2, R8-3"))
        return steps


class BetSizes(SeatToAct[BetSizesAnswer]):
    id = "bet-sizes"
    target_s = 15  # call, minimum raise and the pot-limit maximum worked out
    answer_words = MappingProxyType({
        "to_call": QT_TRANSLATE_NOOP("", "to call", "answer key"),
        "min_raise_to": QT_TRANSLATE_NOOP("", "min raise to", "answer key"),
        "max_raise_to": QT_TRANSLATE_NOOP("", "max raise to", "answer key")
    })
    regulation_words = said.ANSWER_KEYS
    title = QT_TRANSLATE_NOOP("", "Call, minimum, Pot!")

    def prompt(self, solution: BettingSolution, params: Params) -> str:
        return said.SIZES_PROMPT(solution.state.game, seat=_to_act(solution))

    def answer(self, solution: BettingSolution, params: Params) -> BetSizesAnswer:
        options = solution.state.options
        assert options is not None  # applies(): a seat is to act
        return {"to_call": options.to_call, "min_raise_to": options.min_raise_to,
                "max_raise_to": options.max_raise_to}

    def read_answer(self, raw: Any, path: FieldPath) -> BetSizesAnswer:
        raw = only_keys(raw, {"to_call", "min_raise_to", "max_raise_to"}, path)
        out: dict[str, int | None] = {}
        for key in ("to_call", "min_raise_to", "max_raise_to"):
            value = raw.get(key)
            out[key] = None if value is None and key != "to_call" else amount_value(value, (*path, key))
        if (out["min_raise_to"] is None) != (out["max_raise_to"] is None):
            raise ScenarioError(path, "give both the smallest and the largest raise, or neither")
        return {"to_call": int(out["to_call"] or 0), "min_raise_to": out["min_raise_to"],
                "max_raise_to": out["max_raise_to"]}

    def grade(self, given: GivenAnswer, correct: BetSizesAnswer) -> Grade:
        return self.grade_in("holdem", given, correct)

    def grade_in(self, game: str, given: GivenAnswer, correct: BetSizesAnswer) -> Grade:
        names = {"to_call": said.TO_CALL(game), "min_raise_to": said.SMALLEST_RAISE_TO(game),
                 "max_raise_to": said.LARGEST_RAISE_TO(game)}
        # An amount not given earns nothing; "no raise" is given as null (issue 17 item 8).
        parts = [Part(names[k], k in given and given[k] == want, want, given.get(k))
                 for k, want in correct.items()]
        return whole(parts)

    def explain(self, solution: BettingSolution, params: Params) -> list[Step]:
        return round_steps(solution) + self.size_steps(solution)

    def size_steps(self, solution: BettingSolution) -> list[Step]:
        """The call, then the smallest and the largest raise (or why the seat may not raise)."""
        state = solution.state
        options = state.options
        assert options is not None
        seat, game = options.seat, state.game
        highest, mine = solution.highest, state.bets.get(seat, 0)
        steps = []
        if options.to_call == 0 and Kind.CHECK not in options.actions:  # stud, round 1 (art. 10 b)
            steps.append(Step(tr("Seat {seat} has {mine} in front of it: nothing to call; as the first-round "
                                 "opener it must bet at least the minimum or fold.", seat=seat, mine=mine),
                              "Portaria 104/85/M art. 10 b; rulings R8-4, R8-6"))
        elif options.to_call == 0:
            steps.append(Step(said.NOTHING_TO_CALL(game, seat=seat, mine=mine), "ruling R8-4"))
        elif options.to_call < highest - mine:
            steps.append(Step(said.CALL_ALL_IN_FOR(game, highest=highest, seat=seat, mine=mine,
                                                   call=options.to_call), "ruling R8-4"))
        else:
            steps.append(Step(said.THE_CALL(game, highest=highest, seat=seat, mine=mine, call=options.to_call),
                              "ruling R8-4"))
        if options.no_raise is not None:
            steps.append(Step(said.MAY_NOT_RAISE(game, seat=seat, why=no_raise_words(options.no_raise, game)),
                              no_raise_rule(state.game, options.no_raise)))
            return steps
        low, high = options.min_raise_to, options.max_raise_to
        assert low is not None and high is not None
        allin_to = mine + state.stacks[seat]
        steps.append(self._smallest(solution, low, allin_to))
        cap = self._cap_lifted(solution)
        if cap is not None:
            steps.append(cap)
        steps.append(self._largest(solution, low, high, allin_to))
        return steps

    @staticmethod
    def _smallest(solution: BettingSolution, low: int, allin_to: int) -> Step:
        state, terms, highest = solution.state, solution.params, solution.highest
        game = state.game
        if not bet_made(state):
            if allin_to < terms.min_bet:  # R8-6: all in for less than the table minimum
                cite = ("Despacho 97/2010 art. 11.3; ruling R8-6"
                        if RULESETS[game].words == "2010" and terms.limit == Limit.NO_LIMIT else "ruling R8-6")
                return Step(said.BET_ALL_IN_FOR_LESS(game, full=terms.min_bet, low=low), cite)
            return Step(said.SMALLEST_BET(game, low=low), min_bet_rule(game))
        step = full_raise(solution)
        full = highest + step
        if allin_to < full:  # R8-6: a raise all in for less than a full raise
            if RULESETS[game].open_boards:
                return Step(tr("A full raise (to {full}) is more than the seat has: it may go all in for less, to "
                               "{low}, as a player \"com capital desfalcado\".", full=full, low=low),
                            "Portaria 104/85/M art. 10 b 3; ruling R8-6")
            return Step(said.RAISE_FOR_LESS(game, full=full, low=low), "ruling R8-6")
        if game in RAISE_BY_LAST_RAISE:
            why = said.LAST_FULL_RAISE(game)
        else:  # the non-banked rules: rule 86's table minimum
            why = tr("at least the table minimum, whatever the last raise was")
        return Step(said.RAISE_ADDS(game, why=why, step=step, highest=highest, low=low), min_raise_rule(game))

    @staticmethod
    def _cap_lifted(solution: BettingSolution) -> Step | None:
        """R8-7: two players left and the round past the cap: the raises go on (rule 88; R8-7)."""
        state, terms = solution.state, solution.params
        made = raises_made(state)
        if terms.max_raises is None or len(in_hand(state)) > 2 or made < terms.max_raises:
            return None
        if state.rules.words == "2010":
            text = tr("Only two players are left (head up): the round has had {made} raises, and the house reads "
                      "art. 12.4 as lifting art. 12.2's cap of {cap} too, so the seat may raise again.",
                      made=made, cap=terms.max_raises)
        else:
            text = said.RAISES_UNLIMITED(state.game, made=made)
        return Step(text, heads_up_cap_rule(state.game))

    @staticmethod
    def _largest(solution: BettingSolution, low: int, high: int, allin_to: int) -> Step:
        state, terms, highest = solution.state, solution.params, solution.highest
        options = state.options
        assert options is not None
        heads_up = heads_up_raise(state) and terms.limit != Limit.NO_LIMIT
        cite = max_rule(state.game, terms.limit, heads_up=heads_up)
        call = highest - state.bets.get(options.seat, 0)
        pot = state.pot
        if heads_up:
            return Step(tr("Only two players are left (head up): art. 12.4 puts no limit on the amount of the "
                           "raise: the largest is everything the seat has, to {high}.", high=high), cite)
        house = bool(state.rules.pot_limit_rules)  # a limit other than rule 86's pot is the house's (R8-5)
        if terms.limit == Limit.NO_LIMIT and house:
            return Step(tr("No limit, a house parameter (rule 86 makes hold'em and Omaha pot-limit): the largest "
                           "is everything the seat has, to {high}.", high=high), cite)
        if terms.limit == Limit.NO_LIMIT:
            return Step(said.NO_LIMIT(state.game, high=high), cite)
        if terms.limit == Limit.POT:
            full = highest + pot + call
            text = said.POT_LIMIT(state.game, pot=pot, call=call, sum=pot + call, highest=highest, full=full)
        elif house:
            half = (pot + call) // 2 // terms.chip_unit * terms.chip_unit
            full = highest + half
            text = tr("Half-pot limit, a house parameter (rule 86 makes hold'em and Omaha pot-limit): half of the "
                      "pot {pot} plus the call {call}, rounded down to the chip unit, is {half}: the largest raise "
                      "is to {highest} + {half} = {full}.", pot=pot, call=call, half=half, highest=highest,
                      full=full)
        else:
            half = (pot + call) // 2 // terms.chip_unit * terms.chip_unit
            full = highest + half
            text = tr("Half-pot limit: half of the pot {pot} plus the call {call}, rounded down to the chip unit, is "
                      "{half}: the largest raise is to {highest} + {half} = {full}.", pot=pot, call=call,
                      half=half, highest=highest, full=full)
        if high == allin_to and allin_to < full:
            text = said.LIMIT_ALL_IN(state.game, limit=text, allin=allin_to)
        elif high == low and full < low:
            text = tr("{limit} That is below the smallest, so the smallest is allowed: {low}.", limit=text, low=low)
        return Step(text, cite)


class FollowAction(Task[BettingSolution, FollowAnswer]):
    """Drill 5: one hand followed step by step — at each action, who acts and that seat's
    call, smallest and largest raise; the hand goes on whatever was answered."""

    id = "follow-action"
    shape = Shape.MULTI_STEP
    target_s = 10  # each step of a hand followed: who acts, what is allowed
    answer_words = MappingProxyType({
        "seat": QT_TRANSLATE_NOOP("", "seat", "answer key"), "to_call": QT_TRANSLATE_NOOP("", "to call", "answer key"),
        "min_raise_to": QT_TRANSLATE_NOOP("", "min raise to", "answer key"),
        "max_raise_to": QT_TRANSLATE_NOOP("", "max raise to", "answer key")
    })
    regulation_words = said.ANSWER_KEYS
    title = QT_TRANSLATE_NOOP("", "Follow the action")
    solution_kind = BettingSolution
    games = BETTING_GAMES

    def applies(self, solution: BettingSolution) -> str | None:
        """A whole hand (as a lesson gives it) has actions to follow; a step has a seat to act."""
        if solution.state.played or solution.state.status == Status.TO_ACT:
            return None
        return "the hand has no action to follow"

    def steps(self, scenario: Mapping[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        return [(step, dict(params)) for step, params in hand_steps(scenario)]

    def prompt(self, solution: BettingSolution, params: Params) -> str:
        game = solution.state.game
        ask = said.FOLLOW_ASK(game)
        played = solution.state.played
        if not played:
            lead = tr("The hand begins.")
        elif played[-1].round < solution.state.round:
            lead = said.ROUND_OVER(game, action=action_words(played[-1], game), n=played[-1].round,
                                   next=solution.state.round)
        else:
            lead = tr("Last action: {action}.", action=action_words(played[-1], game))
        if STEP in params and STEPS in params:
            return tr("Step {k} of {n}. {lead} {ask}", k=params[STEP], n=params[STEPS], lead=lead, ask=ask)
        return tr("{lead} {ask}", lead=lead, ask=ask)

    def answer(self, solution: BettingSolution, params: Params) -> FollowAnswer:
        sizes = BET_SIZES.answer(solution, params)
        return {"seat": _to_act(solution), "to_call": sizes["to_call"], "min_raise_to": sizes["min_raise_to"],
                "max_raise_to": sizes["max_raise_to"]}

    def read_answer(self, raw: Any, path: FieldPath) -> FollowAnswer:
        raw = only_keys(raw, {"seat", "to_call", "min_raise_to", "max_raise_to"}, path)
        seat = WHO_ACTS.read_answer({"seat": raw.get("seat")}, path)["seat"]
        sizes = BET_SIZES.read_answer({k: v for k, v in raw.items() if k != "seat"}, path)
        return {"seat": seat, **sizes}

    def grade(self, given: GivenAnswer, correct: FollowAnswer) -> Grade:
        return self.grade_in("holdem", given, correct)

    def grade_in(self, game: str, given: GivenAnswer, correct: FollowAnswer) -> Grade:
        """A part for the seat and one per amount: the amounts asked are the seat to act's."""
        seat = WHO_ACTS.grade(given, {"seat": correct["seat"]})
        sizes = BET_SIZES.grade_in(game, given, {"to_call": correct["to_call"],
                                                 "min_raise_to": correct["min_raise_to"],
                                                 "max_raise_to": correct["max_raise_to"]})
        return whole([*seat.parts, *sizes.parts])

    def explain(self, solution: BettingSolution, params: Params) -> list[Step]:
        who = WHO_ACTS.explain(solution, params)
        sizes = BET_SIZES.explain(solution, params)
        return who + sizes[len(round_steps(solution)):]  # the round's story told once


class CountPot(Task[BettingSolution, PotsAnswer]):
    id = "count-pot"
    target_s = 15  # the pot counted after a street's betting
    answer_words = MappingProxyType({"pots": QT_TRANSLATE_NOOP("", "pots", "answer key")})
    solution_kind = BettingSolution
    title = QT_TRANSLATE_NOOP("", "Count the pot")
    games = BETTING_GAMES

    def applies(self, solution: BettingSolution) -> str | None:
        if solution.state.status in (Status.DEAL, Status.RUN_OUT, Status.SHOWDOWN):
            return None
        return "the round is not over"

    def prompt(self, solution: BettingSolution, params: Params) -> str:
        return said.POT_PROMPT(solution.state.game)

    def answer(self, solution: BettingSolution, params: Params) -> PotsAnswer:
        return {"pots": [p.amount for p in solution.settlement.pots]}

    def read_answer(self, raw: Any, path: FieldPath) -> PotsAnswer:
        raw = only_keys(raw, {"pots"}, path)
        pots = raw.get("pots")
        if isinstance(pots, int) and not isinstance(pots, bool):
            pots = [pots]
        if not isinstance(pots, list):
            raise ScenarioError((*path, "pots"), "expected a list of pot amounts, the main pot first")
        return {"pots": [amount_value(p, (*path, "pots", i)) for i, p in enumerate(pots)]}

    def grade(self, given: GivenAnswer, correct: PotsAnswer) -> Grade:
        return self.grade_in("holdem", given, correct)

    def grade_in(self, game: str, given: GivenAnswer, correct: PotsAnswer) -> Grade:
        got = list(given.get("pots") or [])
        parts = []
        for i, want in enumerate(correct["pots"]):
            label = said.MAIN_POT(game) if i == 0 else said.SIDE_POT(game, n=i)
            parts.append(Part(label, i < len(got) and got[i] == want, want, got[i] if i < len(got) else None))
        parts += [Part(tr("extra pot"), False, None, g) for g in got[len(correct["pots"]):]]
        return whole(parts)

    def explain(self, solution: BettingSolution, params: Params) -> list[Step]:
        state = solution.state
        put = words.listed(tr("seat {seat}: {amount}", seat=seat, amount=n)
                           for seat, n in sorted(state.committed.items()) if n)
        steps = [Step(tr("Chips put in this hand, by seat (forced bets included): {put}; {total} in all.",
                         put=put, total=state.pot), "ruling R8-1, R1-2")]
        return steps + pot_steps(state.game, solution.settlement)


# The verdicts a croupier gives on an announced action, in the order they are offered.
LEGAL, CHECK_FACING_BET, TOO_SMALL, TOO_LARGE, MAY_NOT_RAISE, OPENER_MUST_BET = range(6)
VERDICT_OF = {
    None: LEGAL, Illegal.CHECK_FACING_BET: CHECK_FACING_BET, Illegal.BELOW_MINIMUM: TOO_SMALL,
    Illegal.ABOVE_MAXIMUM: TOO_LARGE, Illegal.MORE_THAN_STACK: TOO_LARGE, Illegal.NO_RAISE: MAY_NOT_RAISE,
    Illegal.STUD_OPENER_CHECK: OPENER_MUST_BET,
}


def proposed(params: Params) -> BetAction:
    """The action a ``legal-action`` question shows the seat announcing (``params.action``)."""
    raw = params.get("action")
    if not isinstance(raw, Mapping):
        raise ScenarioError(("params", "action"), "expected the action shown: {seat, action, to}")
    actions = read_actions([[dict(raw)]], ("params",))
    return actions[0][0]


def announced(action: BetAction, game: str) -> str:
    """The action as the player says it at ``game``'s table (rule 39's «passo», «não vou»...)."""
    if action.kind == Kind.CHECK:
        return said.SAYS_CHECK(game)
    if action.kind == Kind.CALL:
        return said.SAYS_CALL(game)
    if action.kind == Kind.FOLD:
        return tr("Fold")
    if action.kind == Kind.BET:
        return tr("Bet {to}", to=action.to)
    return said.SAYS_RAISE(game, to=action.to)


class LegalAction(SeatToAct[ChoiceAnswer]):
    """Drill 3: an action announced by the seat to act — legal, or what is wrong with it."""

    id = "legal-action"
    shape = Shape.CHOICE
    target_s = 8  # a raise or call allowed or not
    answer_words = MappingProxyType({"choice": QT_TRANSLATE_NOOP("", "choice", "answer key")})
    title = QT_TRANSLATE_NOOP("", "Legal or not?")
    params_allowed = frozenset({"action"})

    def _verdict(self, solution: BettingSolution, params: Params) -> Illegal | None:
        action = proposed(params)
        state = solution.state
        options = state.options
        assert options is not None
        if action.seat != options.seat:
            raise ScenarioError(("params", "action", "seat"), f"seat {options.seat} is to act, not seat {action.seat}")
        illegal = judge(options, state.bets.get(action.seat, 0), state.stacks[action.seat], solution.params.chip_unit,
                        action)
        if illegal not in VERDICT_OF:
            raise ScenarioError(("params", "action"), f"the action shown is wrong in another way ({illegal}): "
                                                      f"show a check, a call, a bet or a raise")
        return illegal

    def prompt(self, solution: BettingSolution, params: Params) -> str:
        action = proposed(params)
        game = solution.state.game
        return said.CROUPIER_SAYS(game, seat=action.seat, words=announced(action, game))

    def choices_for(self, solution: BettingSolution, params: Params) -> tuple[str, ...]:
        game = solution.state.game
        state = solution.state
        facing = state.options is not None and state.options.to_call > 0
        if _checked_earlier(solution):
            no_check = tr("Not legal: facing a bet the seat may not check — it calls or folds (it checked earlier, "
                          "art. 10 c i 2).")
        else:
            no_check = said.NO_CHECK_FACING_BET(game)
        too_large = (tr("Not legal: that is more than the seat has (art. 6).") if RULESETS[game].open_boards
                     else said.ABOVE_LIMIT(game))
        return (said.LEGAL(game),
                no_check,
                _too_small_choice(state),
                too_large,
                (said.MAY_NOT_RAISE_FACING if facing else said.MAY_NOT_RAISE_UNOPENED)(game),
                *self._stud_choices(solution))

    @staticmethod
    def _stud_choices(solution: BettingSolution) -> tuple[str, ...]:
        """Stud only: the first round's opener may not check (art. 10 b)."""
        if not solution.state.rules.open_boards:
            return ()
        return (tr("Not legal: the first round's opener may not check — it bets or folds."),)

    def answer(self, solution: BettingSolution, params: Params) -> ChoiceAnswer:
        return {"choice": VERDICT_OF[self._verdict(solution, params)]}

    def read_answer(self, raw: Any, path: FieldPath) -> ChoiceAnswer:
        raw = only_keys(raw, {"choice"}, path)
        choice = raw.get("choice")
        if isinstance(choice, bool) or not isinstance(choice, int) or not 0 <= choice <= OPENER_MUST_BET:
            raise ScenarioError((*path, "choice"), f"expected the number of a choice, got {choice!r}")
        return {"choice": choice}

    def grade(self, given: GivenAnswer, correct: ChoiceAnswer) -> Grade:
        return exact(tr("choice"), correct["choice"], given.get("choice"))

    def explain(self, solution: BettingSolution, params: Params) -> list[Step]:
        """The round, what the seat may do (the call, the smallest, the largest, or why it may not
        raise: issue 30 U15), then the verdict on the action announced."""
        action, state = proposed(params), solution.state
        options = state.options
        assert options is not None
        steps = round_steps(solution) + BET_SIZES.size_steps(solution)
        illegal = self._verdict(solution, params)
        game = state.game
        seat, words_ = action.seat, announced(action, game)
        if illegal is None:
            text = said.MAY_ANNOUNCE(game, words=words_, seat=seat)
            cite = "ruling R8-4, R8-5, R8-6"
        elif illegal == Illegal.STUD_OPENER_CHECK:
            text = tr("Seat {seat} opens the first round with the best open card: it must bet or fold, never "
                      "check.", seat=seat)
            cite = "Portaria 104/85/M art. 10 b; ruling R8-4"
        elif illegal == Illegal.CHECK_FACING_BET and _checked_earlier(solution):
            text = tr("Seat {seat} has {call} to call and checked earlier in this round: nobody may check once a "
                      "bet is made, and having checked it may not raise — it calls or folds.", seat=seat,
                      call=options.to_call)
            cite = "Portaria 104/85/M art. 10 c i 2, 10 c iii; ruling R8-4"
        elif illegal == Illegal.CHECK_FACING_BET:
            if options.no_raise is None:
                text = said.MAY_NOT_CHECK(game, seat=seat, call=options.to_call)
            else:
                text = said.MAY_NOT_CHECK_OR_RAISE(game, seat=seat, call=options.to_call)
            cite = "Portaria 104/85/M art. 10 c iii; ruling R8-4" if state.rules.open_boards else "ruling R8-4"
        elif illegal == Illegal.NO_RAISE:
            assert options.no_raise is not None
            allowed = said.NOT_ALLOWED_FACING if options.to_call > 0 else said.NOT_ALLOWED_UNOPENED
            text = allowed(game, words=words_, seat=seat)
            cite = no_raise_rule(state.game, options.no_raise)
        elif illegal == Illegal.BELOW_MINIMUM and not bet_made(state):
            text = said.BET_TOO_SMALL(game, low=options.min_raise_to, to=action.to)
            cite = min_bet_rule(state.game)
        elif illegal == Illegal.BELOW_MINIMUM and state.rules.open_boards:
            text = fill(tr("The smallest raise is to {low}; {to} is less and is not all in.", "stud"),
                        low=options.min_raise_to, to=action.to)
            cite = min_raise_rule(state.game)
        elif illegal == Illegal.BELOW_MINIMUM:
            text = said.RAISE_TOO_SMALL(game, low=options.min_raise_to, to=action.to)
            cite = min_raise_rule(state.game)
        elif illegal == Illegal.MORE_THAN_STACK and state.rules.open_boards:
            text = tr("Seat {seat} has {allin} in all: {to} is more than it has, and no player may add to his "
                      "capital once the hand has begun.", seat=seat, allin=state.bets.get(seat, 0) +
                      state.stacks[seat], to=action.to)
            cite = "Portaria 104/85/M art. 6; ruling R8-5"
        else:
            text = said.RAISE_TOO_LARGE(game, high=options.max_raise_to, to=action.to)
            heads_up = heads_up_raise(state) and solution.params.limit != Limit.NO_LIMIT
            cite = max_rule(state.game, solution.params.limit, heads_up=heads_up)
        steps.append(Step(text, cite))
        return steps


def _too_small_choice(state: BettingState) -> str:
    """A bet below the table minimum is a bet too small (ruling R8-6), a raise below a full raise a
    raise too small (stud: art. 10 b 3)."""
    if not bet_made(state):
        return (said.BELOW_MINIMUM_STUD if state.rules.open_boards else said.BELOW_MINIMUM)(state.game)
    return said.TOO_SMALL(state.game)


def _checked_earlier(solution: BettingSolution) -> bool:
    """A stud seat to act that checked earlier in this round (art. 10 c i 2)."""
    state = solution.state
    seat = state.to_act
    return state.rules.open_boards and seat is not None and any(
        a.seat == seat and a.kind == Kind.CHECK for a in state.round_actions(state.round))


WHO_ACTS, BET_SIZES = WhoActs(), BetSizes()
TASKS = (WHO_ACTS, BET_SIZES, LegalAction(), CountPot(), FollowAction())
