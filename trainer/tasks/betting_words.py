"""The betting's sentences, each written for the regulations whose tables say it (issue 32 T3).

English has one way to say "seat 3 checks"; Portuguese says it in the words of the regulation
the table plays under, as the lessons beside the feedback do:

- the non-banked rules (hold'em, Omaha, sintético): passar, acompanhar, repicar, turno de
  apostas, encavado, cave, pote (rules 38-49);
- Portaria 104/85/M (stud): passar a voz, aceitar a aposta, elevar a aposta, lanço de
  apostas, capital desfalcado, bolo (art. 7, 10, 11);
- Despacho 97/2010 (Omaha, Macau 2010): preferir, igualar, subir a aposta, turno de apostas,
  all-in, pote (art. 6, 11, 12).

Each sentence is a :class:`~trainer.scenarios.words.PerRules`, one version per regulation
(the disambiguation is the regulation's label), called with the game: ``CHECKS(game, seat=3)``.
A sentence only one game says is written where it is said, with a plain ``tr``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from trainer.i18n import QT_TRANSLATE_NOOP
from trainer.scenarios.words import PerRules

# -- the actions, as the croupier announces them ---------------------------------------------------

CHECKS = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "seat {seat} checks", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "seat {seat} checks", "stud"),
    macau=QT_TRANSLATE_NOOP("", "seat {seat} checks", "2010"))
CALLS = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "seat {seat} calls {to}", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "seat {seat} calls {to}", "stud"),
    macau=QT_TRANSLATE_NOOP("", "seat {seat} calls {to}", "2010"))
CALLS_ALL_IN = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "seat {seat} calls all in for {to}", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "seat {seat} calls all in for {to}", "stud"),
    macau=QT_TRANSLATE_NOOP("", "seat {seat} calls all in for {to}", "2010"))
BETS_ALL_IN = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "seat {seat} bets all in, {to}", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "seat {seat} bets all in, {to}", "stud"),
    macau=QT_TRANSLATE_NOOP("", "seat {seat} bets all in, {to}", "2010"))
RAISES = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "seat {seat} raises to {to}", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "seat {seat} raises to {to}", "stud"),
    macau=QT_TRANSLATE_NOOP("", "seat {seat} raises to {to}", "2010"))
RAISES_ALL_IN = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "seat {seat} raises all in to {to}", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "seat {seat} raises all in to {to}", "stud"),
    macau=QT_TRANSLATE_NOOP("", "seat {seat} raises all in to {to}", "2010"))

# -- the action as the player announces it ----------------------------------------------------------

SAYS_CHECK = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Check", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Check", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Check", "2010"))
SAYS_CALL = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Call", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Call", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Call", "2010"))
SAYS_RAISE = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Raise to {to}", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Raise to {to}", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Raise to {to}", "2010"))

# -- why a seat may not bet or raise (R8-4, R8-6, R8-7) ---------------------------------------------

NO_CHIPS_BEYOND_CALL = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "it has no chips beyond the call", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "it has no chips beyond the call", "stud"),
    macau=QT_TRANSLATE_NOOP("", "it has no chips beyond the call", "2010"))
CAP_REACHED = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "the round has had all the raises it may have", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "the round has had all the raises it may have", "stud"),
    macau=QT_TRANSLATE_NOOP("", "the round has had all the raises it may have", "2010"))
NOT_REOPENED = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "an all-in raise for less than a full raise does not reopen the betting to a "
                                     "seat that has acted", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "an all-in raise for less than a full raise does not reopen the betting to a seat "
                               "that has acted", "stud"),
    macau=QT_TRANSLATE_NOOP("", "an all-in raise for less than a full raise does not reopen the betting to a "
                                "seat that has acted", "2010"))

# -- who acts (R8-2, R8-3) ------------------------------------------------------------------------

BLINDS_OPEN = PerRules(  # the blind games: rule 84; art. 6.3
    non_banked=QT_TRANSLATE_NOOP("", "Round 1: the blinds are posted and the first seat after the big blind (seat "
                                     "{big}) acts first: seat {opener}.", "non-banked"),
    macau=QT_TRANSLATE_NOOP("", "Round 1: the blinds are posted and the first seat after the big blind (seat {big}) "
                                "acts first: seat {opener}.", "2010"))
TURN_GOES = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "The turn goes {way}, passing over folded and all-in seats and seats that have "
                                     "matched the highest total since the last full raise: seat {seat} acts now.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "The turn goes {way}, passing over folded and all-in seats and seats that have "
                               "matched the highest total since the last full raise: seat {seat} acts now.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "The turn goes {way}, passing over folded and all-in seats and seats that have "
                                "matched the highest total since the last full raise: seat {seat} acts now.", "2010"))

# -- the call, the smallest and the largest raise (R8-4 ... R8-7) --------------------------------

SIZES_PROMPT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, "
                                     "and the largest? Leave the raise empty if the seat may not raise.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, and the "
                               "largest? Leave the raise empty if the seat may not raise.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, and "
                                "the largest? Leave the raise empty if the seat may not raise.", "2010"))
TO_CALL = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "to call", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "to call", "stud"),
    macau=QT_TRANSLATE_NOOP("", "to call", "2010"))
SMALLEST_RAISE_TO = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "smallest raise to", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "smallest raise to", "stud"),
    macau=QT_TRANSLATE_NOOP("", "smallest raise to", "2010"))
LARGEST_RAISE_TO = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "largest raise to", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "largest raise to", "stud"),
    macau=QT_TRANSLATE_NOOP("", "largest raise to", "2010"))
NOTHING_TO_CALL = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} has {mine} in front of it, as much as anyone this round: nothing "
                                     "to call, it may check.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} has {mine} in front of it, as much as anyone this round: nothing to "
                               "call, it may check.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} has {mine} in front of it, as much as anyone this round: nothing to "
                                "call, it may check.", "2010"))
CALL_ALL_IN_FOR = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "The highest total this round is {highest}; seat {seat} has {mine} in front of "
                                     "it and only {call} behind: it calls all in for {call}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "The highest total this round is {highest}; seat {seat} has {mine} in front of it "
                               "and only {call} behind: it calls all in for {call}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "The highest total this round is {highest}; seat {seat} has {mine} in front of it "
                                "and only {call} behind: it calls all in for {call}.", "2010"))
THE_CALL = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "The highest total this round is {highest}; seat {seat} has {mine} in front of "
                                     "it: to call, {call}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "The highest total this round is {highest}; seat {seat} has {mine} in front of it: "
                               "to call, {call}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "The highest total this round is {highest}; seat {seat} has {mine} in front of it: "
                                "to call, {call}.", "2010"))
MAY_NOT_RAISE = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} may not bet or raise: {why}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} may not bet or raise: {why}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} may not bet or raise: {why}.", "2010"))
BET_ALL_IN_FOR_LESS = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "A bet of the table minimum ({full}) is more than the seat has: it may bet all "
                                     "in for less, {low}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "A bet of the table minimum ({full}) is more than the seat has: it may bet all in "
                               "for less, {low}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "A bet of the table minimum ({full}) is more than the seat has: it may bet all in "
                                "for less, {low}.", "2010"))
SMALLEST_BET = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Nobody has bet this round: the smallest bet is the table minimum, {low}.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Nobody has bet this round: the smallest bet is the table minimum, {low}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Nobody has bet this round: the smallest bet is the table minimum, {low}.", "2010"))
RAISE_FOR_LESS = PerRules(  # R8-6: the house's; stud's art. 10 b 3 has its own sentence
    non_banked=QT_TRANSLATE_NOOP("", "A full raise (to {full}) is more than the seat has: it may go all in for less, "
                                     "to {low}. The regulation is silent on a raise for less; the house allows it.",
                                 "non-banked"),
    macau=QT_TRANSLATE_NOOP("", "A full raise (to {full}) is more than the seat has: it may go all in for less, to "
                                "{low}. The regulation is silent on a raise for less; the house allows it.", "2010"))
LAST_FULL_RAISE = PerRules(  # R8-6: art. 10 b 3, art. 12.1
    stud=QT_TRANSLATE_NOOP("", "at least the last full bet or raise of the round", "stud"),
    macau=QT_TRANSLATE_NOOP("", "at least the last full bet or raise of the round", "2010"))
RAISE_ADDS = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = "
                                     "{low}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = {low}.",
                           "stud"),
    macau=QT_TRANSLATE_NOOP("", "A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = {low}.",
                            "2010"))
RAISES_UNLIMITED = PerRules(  # R8-7: two players left (rule 88); a cap set on another table too
    non_banked=QT_TRANSLATE_NOOP("", "Only two players are left: the number of raises is unlimited, so after {made} "
                                     "raises the seat may raise again.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Only two players are left: the number of raises is unlimited, so after {made} raises "
                               "the seat may raise again.", "stud"))
NO_LIMIT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "No limit: the largest is everything the seat has, to {high}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "No limit: the largest is everything the seat has, to {high}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "No limit: the largest is everything the seat has, to {high}.", "2010"))
POT_LIMIT = PerRules(  # rule 21 b; art. 11.2 (stud is played without a limit, R8-5)
    non_banked=QT_TRANSLATE_NOOP("", "Pot limit: the pot {pot} plus the call {call} is {sum}: \"Pot!\" is a raise to "
                                     "{highest} + {sum} = {full}.", "non-banked"),
    macau=QT_TRANSLATE_NOOP("", "Pot limit: the pot {pot} plus the call {call} is {sum}: \"Pot!\" is a raise to "
                                "{highest} + {sum} = {full}.", "2010"))
LIMIT_ALL_IN = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "{limit} The seat has only {allin} in all: all in to {allin}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "{limit} The seat has only {allin} in all: all in to {allin}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "{limit} The seat has only {allin} in all: all in to {allin}.", "2010"))

# -- following a hand ----------------------------------------------------------------------------

FOLLOW_ASK = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Who acts now? For that seat: the call, the smallest raise (or bet) to and the "
                                     "largest; leave the raises empty if it may not raise.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Who acts now? For that seat: the call, the smallest raise (or bet) to and the "
                               "largest; leave the raises empty if it may not raise.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Who acts now? For that seat: the call, the smallest raise (or bet) to and the "
                                "largest; leave the raises empty if it may not raise.", "2010"))
ROUND_OVER = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Last action: {action}; round {n} is over and round {next} begins.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Last action: {action}; round {n} is over and round {next} begins.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Last action: {action}; round {n} is over and round {next} begins.", "2010"))

# -- the pot after a round ----------------------------------------------------------------------

POT_PROMPT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "The round is over. How much is in the pot? With all-ins, give each pot: the "
                                     "main pot, then each side pot.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "The round is over. How much is in the pot? With all-ins, give each pot: the main "
                               "pot, then each side pot.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "The round is over. How much is in the pot? With all-ins, give each pot: the main "
                                "pot, then each side pot.", "2010"))
MAIN_POT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "main pot", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "main pot", "stud"),
    macau=QT_TRANSLATE_NOOP("", "main pot", "2010"))
SIDE_POT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "side pot {n}", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "side pot {n}", "stud"),
    macau=QT_TRANSLATE_NOOP("", "side pot {n}", "2010"))

# -- is the action announced legal? (R8-4 ... R8-6) -----------------------------------------------

CROUPIER_SAYS = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} announces \"{words}\". What does the croupier say?", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} announces \"{words}\". What does the croupier say?", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} announces \"{words}\". What does the croupier say?", "2010"))
LEGAL = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Legal: the croupier takes it.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Legal: the croupier takes it.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Legal: the croupier takes it.", "2010"))
NO_CHECK_FACING_BET = PerRules(  # stud's seat that checked earlier has a sentence of its own (art. 10 c i 2)
    non_banked=QT_TRANSLATE_NOOP("", "Not legal: facing a bet the seat may not check — it calls, raises or folds.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Not legal: facing a bet the seat may not check — it calls, raises or folds.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Not legal: facing a bet the seat may not check — it calls, raises or folds.",
                            "2010"))
TOO_SMALL = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Not legal: the raise is too small (only an all-in may be smaller).",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Not legal: the raise is too small (only an all-in may be smaller).", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Not legal: the raise is too small (only an all-in may be smaller).", "2010"))
ABOVE_LIMIT = PerRules(  # stud has no limit: its largest is what the seat has (art. 6)
    non_banked=QT_TRANSLATE_NOOP("", "Not legal: that is more than the table's limit allows.", "non-banked"),
    macau=QT_TRANSLATE_NOOP("", "Not legal: that is more than the table's limit allows.", "2010"))
MAY_NOT_RAISE_FACING = PerRules(  # facing a bet nobody checks (stud art. 10 c iii; ruling R8-4)
    non_banked=QT_TRANSLATE_NOOP("", "Not legal: this seat may not bet or raise now — it calls or folds.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Not legal: this seat may not bet or raise now — it calls or folds.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Not legal: this seat may not bet or raise now — it calls or folds.", "2010"))
MAY_NOT_RAISE_UNOPENED = PerRules(  # nothing to call: it checks or folds
    non_banked=QT_TRANSLATE_NOOP("", "Not legal: this seat may not bet or raise now — it checks or folds.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Not legal: this seat may not bet or raise now — it checks or folds.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Not legal: this seat may not bet or raise now — it checks or folds.", "2010"))
MAY_ANNOUNCE = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} may announce \"{words}\" now: it is within what the seat may do, "
                                     "and the croupier takes it.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} may announce \"{words}\" now: it is within what the seat may do, and the "
                               "croupier takes it.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} may announce \"{words}\" now: it is within what the seat may do, and "
                                "the croupier takes it.", "2010"))
MAY_NOT_CHECK = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} has {call} to call: it may not check (it calls, raises or folds).",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} has {call} to call: it may not check (it calls, raises or folds).",
                           "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} has {call} to call: it may not check (it calls, raises or folds).",
                            "2010"))
MAY_NOT_CHECK_OR_RAISE = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} has {call} to call: it may not check (it calls or folds).",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} has {call} to call: it may not check (it calls or folds).", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} has {call} to call: it may not check (it calls or folds).", "2010"))
NOT_ALLOWED_FACING = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "So \"{words}\" is not allowed: seat {seat} calls or folds.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "So \"{words}\" is not allowed: seat {seat} calls or folds.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "So \"{words}\" is not allowed: seat {seat} calls or folds.", "2010"))
NOT_ALLOWED_UNOPENED = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "So \"{words}\" is not allowed: seat {seat} checks or folds.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "So \"{words}\" is not allowed: seat {seat} checks or folds.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "So \"{words}\" is not allowed: seat {seat} checks or folds.", "2010"))
BELOW_MINIMUM = PerRules(  # a bet below the posted minimum (non-banked rule 20; Despacho 97/2010 and R8-6)
    non_banked=QT_TRANSLATE_NOOP("", "Not legal: the bet is below the table minimum (only an all-in may be less).",
                                 "non-banked"),
    macau=QT_TRANSLATE_NOOP("", "Not legal: the bet is below the table minimum (only an all-in may be less).",
                            "2010"))
BELOW_MINIMUM_STUD = PerRules(  # no article of the Portaria sets a bet's minimum (art. 10 b 3 is the raise's)
    stud=QT_TRANSLATE_NOOP("", "Not legal: the bet is below the table minimum (ruling R8-6; only an all-in may be "
                               "less).", "stud"))
BET_TOO_SMALL = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "The smallest bet is {low}; {to} is less and is not all in.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "The smallest bet is {low}; {to} is less and is not all in.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "The smallest bet is {low}; {to} is less and is not all in.", "2010"))
RAISE_TOO_SMALL = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "The smallest raise is to {low}; {to} is less and is not all in.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "The smallest raise is to {low}; {to} is less and is not all in.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "The smallest raise is to {low}; {to} is less and is not all in.", "2010"))
RAISE_TOO_LARGE = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "The largest raise here is to {high}; {to} is more.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "The largest raise here is to {high}; {to} is more.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "The largest raise here is to {high}; {to} is more.", "2010"))

# -- the pots and the commission (R1-1 ... R1-6): pote and percentagem (rules 38, 65), bolo and
# bolo separado (stud art. 7, 11 a), pote and comissão (art. 10, 16) ------------------------------

THE_MAIN_POT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "The main pot", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "The main pot", "stud"),
    macau=QT_TRANSLATE_NOOP("", "The main pot", "2010"))
THE_SIDE_POT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Side pot {n}", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Side pot {n}", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Side pot {n}", "2010"))
UNCALLED = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} put in {committed} but nobody matched more than {called}: the "
                                     "{amount} above that is returned to seat {seat} first; it is in no pot and bears "
                                     "no commission.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} put in {committed} but nobody matched more than {called}: the {amount} "
                               "above that is returned to seat {seat} first; it is in no pot and bears no "
                               "commission.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} put in {committed} but nobody matched more than {called}: the {amount} "
                                "above that is returned to seat {seat} first; it is in no pot and bears no "
                                "commission.", "2010"))
FOLDED_IN_POT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Folded seat {seat} put chips in this pot but cannot win it.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Folded seat {seat} put chips in this pot but cannot win it.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Folded seat {seat} put chips in this pot but cannot win it.", "2010"))
FOLDED_SEATS_IN_POT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Folded seats {seats} put chips in this pot but cannot win it.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Folded seats {seats} put chips in this pot but cannot win it.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Folded seats {seats} put chips in this pot but cannot win it.", "2010"))
COMMISSION_CAPPED = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "{pot}: commission {percent}% of {amount} would be {due}, but the hand's cap "
                                     "leaves only {charged}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "{pot}: commission {percent}% of {amount} would be {due}, but the hand's cap leaves "
                               "only {charged}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "{pot}: commission {percent}% of {amount} would be {due}, but the hand's cap leaves "
                                "only {charged}.", "2010"))
COMMISSION = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "{pot}: commission {percent}% of {amount}, rounded down to the chip unit: "
                                     "{charged}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "{pot}: commission {percent}% of {amount}, rounded down to the chip unit: {charged}.",
                           "stud"),
    macau=QT_TRANSLATE_NOOP("", "{pot}: commission {percent}% of {amount}, rounded down to the chip unit: "
                                "{charged}.", "2010"))
HAND_COMMISSION = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Commission for the hand: {total}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Commission for the hand: {total}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Commission for the hand: {total}.", "2010"))
PAID_FROM_MAIN_POT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} is paid {share} from the main pot.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} is paid {share} from the main pot.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} is paid {share} from the main pot.", "2010"))
PAID_FROM_SIDE_POT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} is paid {share} from side pot {n}.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} is paid {share} from side pot {n}.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} is paid {share} from side pot {n}.", "2010"))

# -- the forced bets and the deal (R8-1, R8-3) ---------------------------------------------------

BLINDS_PROMPT = PerRules(  # rules 81-83 «pequena aposta», «grande aposta»; art. 5 «aposta prévia menor / maior»
    non_banked=QT_TRANSLATE_NOOP("", "The hand begins. Which seats post the blinds, and how much each?", "non-banked"),
    macau=QT_TRANSLATE_NOOP("", "The hand begins. Which seats post the blinds, and how much each?", "2010"))
SHORT_FORCED_BET = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Seat {seat} has only {chips}: it puts in what it has and is all in.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Seat {seat} has only {chips}: it puts in what it has and is all in.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Seat {seat} has only {chips}: it puts in what it has and is all in.", "2010"))
RUN_OUT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "At most one seat still in can bet and nothing is left to call: the remaining "
                                     "cards are dealt with no more betting.", "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "At most one seat still in can bet and nothing is left to call: the remaining cards "
                               "are dealt with no more betting.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "At most one seat still in can bet and nothing is left to call: the remaining cards "
                                "are dealt with no more betting.", "2010"))
BUILD_POTS = PerRules(
    non_banked=QT_TRANSLATE_NOOP("", "Build the pots: each pot's amount and winners, then what each seat is paid.",
                                 "non-banked"),
    stud=QT_TRANSLATE_NOOP("", "Build the pots: each pot's amount and winners, then what each seat is paid.", "stud"),
    macau=QT_TRANSLATE_NOOP("", "Build the pots: each pot's amount and winners, then what each seat is paid.", "2010"))


# The betting's answer keys in the words of each regulation: «para acompanhar» (rule 39 c),
# «para aceitar a aposta» (stud art. 10 b), «para igualar» (Despacho 97/2010 art. 11).
ANSWER_KEYS: Mapping[str, PerRules] = MappingProxyType({
    "to_call": PerRules(non_banked=QT_TRANSLATE_NOOP("", "to call", "answer key, non-banked"),
                        stud=QT_TRANSLATE_NOOP("", "to call", "answer key, stud"),
                        macau=QT_TRANSLATE_NOOP("", "to call", "answer key, 2010"), kind="answer key"),
    "min_raise_to": PerRules(non_banked=QT_TRANSLATE_NOOP("", "min raise to", "answer key, non-banked"),
                             stud=QT_TRANSLATE_NOOP("", "min raise to", "answer key, stud"),
                             macau=QT_TRANSLATE_NOOP("", "min raise to", "answer key, 2010"), kind="answer key"),
    "max_raise_to": PerRules(non_banked=QT_TRANSLATE_NOOP("", "max raise to", "answer key, non-banked"),
                             stud=QT_TRANSLATE_NOOP("", "max raise to", "answer key, stud"),
                             macau=QT_TRANSLATE_NOOP("", "max raise to", "answer key, 2010"), kind="answer key"),
})
"""The betting tasks' answer keys in each regulation's words (:attr:`~.base.Task.regulation_words`)."""
