"""The checker's words in the language in use (issue 35): the problem lines the lesson and exam
editors show — a table the regulation does not allow (R0-5), a fact the question hides, the
length cue, the lesson and exam checks' messages — read from the English the checker writes.

The checkers (:mod:`.lesson`, :mod:`.exam`, :mod:`trainer.engine.tables`, the engine's own
refusals) write one English line a problem, the line ``trainer lessons check`` prints: that stays
their contract, and the command line stays English.  What a screen shows goes through
:func:`checker_text`: the line is matched against the templates below (each the English sentence
its checker writes, its variable parts named), and the template found is translated in the
catalogue's context ``checker`` (:func:`trainer.i18n.translate`), its parts read the same way —
a field's path by its keys, a game or a task by its name, a citation as the language cites it, a
sentence inside a sentence by its own template.  A line no template matches is shown as written.

A template is written as its checker writes the sentence; a test holds each checker's lines to
the templates (``tests/curriculum/test_check_words.py``), so a sentence reworded in the checker
and not here is found.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

from trainer import i18n
from trainer.i18n import QT_TRANSLATE_NOOP

CONTEXT = "checker"
FIELD_CONTEXT = "checker field"
"""The keys of a lesson or exam file (``seats``, ``committed``), as a field's path names them."""
WORD_CONTEXT = "checker word"
"""The regulation's words a checker line quotes in English: limits, length ranks."""

TEMPLATES: tuple[str, ...] = (
    # the R0-5 / R8-5 bounds (trainer.engine.tables; scenarios.lesson.fault_text)
    QT_TRANSLATE_NOOP("checker", "{game}: a hand is dealt to {want} players, not {count}"),
    QT_TRANSLATE_NOOP("checker", "exactly {n}"),
    QT_TRANSLATE_NOOP("checker", "{low} to {high}"),
    QT_TRANSLATE_NOOP("checker", "{game} is played at {limits}, not {limit}"),
    QT_TRANSLATE_NOOP("checker", "the entry ('bolo de entrada') is {entries}, not {ante}"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} has put in {committed}, less than {what}: every player puts in the "
                                 "entry before the first card"),
    QT_TRANSLATE_NOOP("checker", "the entry of {ante}"),
    QT_TRANSLATE_NOOP("checker", "the smallest entry a table has, {entry}"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} starts the hand with {stack}, below the {floor} a player must hold "
                                 "at a {ante} table"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} is all in with {committed}, its whole capital: it started the hand "
                                 "with {committed}, below the {floor} a player must hold at {table}"),
    QT_TRANSLATE_NOOP("checker", "a {entry} table, the smallest entry (the table states none)"),
    QT_TRANSLATE_NOOP("checker", "a {entry} table"),
    QT_TRANSLATE_NOOP("checker", "a table with stakes states its bet unit (one 'ponto')"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} stakes {stake}: a stake is {points} points of {unit}"),
    QT_TRANSLATE_NOOP("checker", "round {number} is bet with {want} board cards on the table, not {count}"),
    # a fact the question does not show (scenarios.tasks.base.Task.unseen)
    QT_TRANSLATE_NOOP("checker", "the answer may turn on {facts}, which a {task} question does not show (the "
                                 "trainee must see every fact the answer depends on)"),
    # the length cue (scenarios.length_cue, scenarios.choices, scenarios.lesson_edit.choice_warnings)
    QT_TRANSLATE_NOOP("checker", "length cue in {pool}: picking the {rank} option finds the key in {keyed} of "
                                 "{items} items ({rate}, more than {limit}); vary which option is longest "
                                 "(rewrite the options, not the key)"),
    QT_TRANSLATE_NOOP("checker", "this lesson's procedure items"),
    QT_TRANSLATE_NOOP("checker", "the {game} procedure pool"),
    QT_TRANSLATE_NOOP("checker", "lesson"),
    QT_TRANSLATE_NOOP("checker", "exam"),
    QT_TRANSLATE_NOOP("checker", "the keyed option is the longest: a trainee who picks the longest option finds "
                                 "it"),
    QT_TRANSLATE_NOOP("checker", "the right answer is the longest choice in {longest} of {items} procedure items "
                                 "({ids}): more than a third, so picking the longest answer passes; give the "
                                 "distractors the same length, or move the reasons into the explanation"),
    # the lesson check (scenarios.lesson) and the engine's refusals an item being set up meets
    QT_TRANSLATE_NOOP("checker", "missing required field 'scenario' (a table situation)"),
    QT_TRANSLATE_NOOP("checker", "missing required field '{key}'"),
    QT_TRANSLATE_NOOP("checker", "'{key}' must be text, got {value}"),
    QT_TRANSLATE_NOOP("checker", "choices must be a list of at least two texts"),
    QT_TRANSLATE_NOOP("checker", "item id {id} is used twice"),
    QT_TRANSLATE_NOOP("checker", "{id}: use lower-case letters, digits and dashes"),
    QT_TRANSLATE_NOOP("checker", "task {task} does not apply to {game}"),
    QT_TRANSLATE_NOOP("checker", "this lesson is about {game}, not {other}"),
    QT_TRANSLATE_NOOP("checker", "the lesson expects {given} but the engine says {correct}"),
    QT_TRANSLATE_NOOP("checker", "task {task} cannot be asked here: {reason}"),
    QT_TRANSLATE_NOOP("checker", "no hand could leave this table: {reason}"),
    QT_TRANSLATE_NOOP("checker", "a hand needs at least {n} seats, got {count}"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} has {count} cards, expected {n}"),
    # the exam check (scenarios.exam)
    QT_TRANSLATE_NOOP("checker", "items is {items} but the skills' counts add up to {total}"),
    QT_TRANSLATE_NOOP("checker", "{task} questions take no constraints"),
    QT_TRANSLATE_NOOP("checker", "{task} is given twice: give it once with the total count"),
    QT_TRANSLATE_NOOP("checker", "min_correct must be a whole number from 1 to the quota's count ({count}), got "
                                 "{floor}"),
    QT_TRANSLATE_NOOP("checker", "count must be a whole number from 1 to {n}, got {count}"),
    QT_TRANSLATE_NOOP("checker", "review: after-close needs closes_at, the date and time the exam closes (e.g. "
                                 "2025-06-30 18:00)"),
    QT_TRANSLATE_NOOP("checker", "closes_at is only used with review: after-close"),
    # the editors' drafts refusing a save (scenarios.lesson_edit)
    QT_TRANSLATE_NOOP("checker", "{path} is a shipped {kind} and is never overwritten: save a school copy"),
    QT_TRANSLATE_NOOP("checker", "{path} is inside the shipped lessons ({root}): save in the school's lesson "
                                 "folder"),
    QT_TRANSLATE_NOOP("checker", "{path}: cannot be written: {reason}"),
    # the rarer sentences: the engine's refusals, the lesson and exam checks, the drafts, a file being read
    QT_TRANSLATE_NOOP("checker", "it has no chips beyond the call (R8-4)"),
    QT_TRANSLATE_NOOP("checker", "the round has had its {cap} raises (R8-7)"),
    QT_TRANSLATE_NOOP("checker", "a stud seat that checked may only call or fold in that round (art. 10 c i 2, R8-4)"),
    QT_TRANSLATE_NOOP("checker", "an incomplete all-in raise does not reopen the betting to a seat that has acted "
                                 "(R8-6)"),
    QT_TRANSLATE_NOOP("checker", "no other seat could put in more: nobody could answer it (R8-4)"),
    QT_TRANSLATE_NOOP("checker", "a hand needs seats"),
    QT_TRANSLATE_NOOP("checker", "betting needs at least two seats"),
    QT_TRANSLATE_NOOP("checker", "{game} has {n} betting rounds, {count} are given (R8-2)"),
    QT_TRANSLATE_NOOP("checker", "seat {seat}: {action} — no such seat at the table"),
    QT_TRANSLATE_NOOP("checker", "seat {seat}: {action} — out of turn: seat {next} is to act (R8-2)"),
    QT_TRANSLATE_NOOP("checker", "seat {seat}: {action} — {reason}"),
    QT_TRANSLATE_NOOP("checker", "the first round's opener must bet or fold (stud art. 10 b, R8-4)"),
    QT_TRANSLATE_NOOP("checker", "a check facing a bet: {amount} to call (R8-4)"),
    QT_TRANSLATE_NOOP("checker", "nothing to call: the seat may check (R8-4)"),
    QT_TRANSLATE_NOOP("checker", "somebody has already bet this round: that is a raise (R8-4)"),
    QT_TRANSLATE_NOOP("checker", "nobody has bet this round: that is a bet (R8-4)"),
    QT_TRANSLATE_NOOP("checker", "not allowed now (R8-4)"),
    QT_TRANSLATE_NOOP("checker", "allin: true but the call is {amount} of its {stack} chips"),
    QT_TRANSLATE_NOOP("checker", "a bet or raise needs 'to': the seat's total for the round (R8)"),
    QT_TRANSLATE_NOOP("checker", "{amount} is not a multiple of the chip unit {unit} (R0-3)"),
    QT_TRANSLATE_NOOP("checker", "allin: true but all its chips make a total of {amount}, not {to}"),
    QT_TRANSLATE_NOOP("checker", "to {to} is more than the seat has: {amount} in all (R8-5)"),
    QT_TRANSLATE_NOOP("checker", "to {to} is out of bounds: from {low} to {high} (R8-5, R8-6)"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} has no chips: it cannot be dealt in"),
    QT_TRANSLATE_NOOP("checker", "missing required field 'marker' for {game} (RULINGS R7)"),
    QT_TRANSLATE_NOOP("checker", "the marker must be at a seat of the table; seat {seat} is not"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} needs {n} open cards for betting round {number} (stud: one open card "
                                 "per round, RULINGS R8-2)"),
    QT_TRANSLATE_NOOP("checker", "betting round {number} cannot begin: the hand is {status} after round {n} (R8-3)"),
    QT_TRANSLATE_NOOP("checker", "{game} has no betting rounds: 'betting' is for {list} (RULINGS R8)"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} is listed twice"),
    QT_TRANSLATE_NOOP("checker", "'{key}' is derived from 'betting' and may not be given with it"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} folds in betting round {number} but has {count} open cards: a seat that "
                                 "folds gets no more cards"),
    QT_TRANSLATE_NOOP("checker", "{game} has no betting rounds (RULINGS R8)"),
    QT_TRANSLATE_NOOP("checker", "{game} is played at {limits}, not {limit} ({cite})"),
    QT_TRANSLATE_NOOP("checker", "betting is a list of rounds, each a list of actions"),
    QT_TRANSLATE_NOOP("checker", "expected a positive whole number of chips, got {value}"),
    QT_TRANSLATE_NOOP("checker", "{value} is not a multiple of the chip unit {unit} (RULINGS R0-3)"),
    QT_TRANSLATE_NOOP("checker", "limit must be pot, half-pot or no-limit, got {value}"),
    QT_TRANSLATE_NOOP("checker", "max_raises must be a whole number or none, got {value}"),
    QT_TRANSLATE_NOOP("checker", "a betting round is a list of actions"),
    QT_TRANSLATE_NOOP("checker", "missing required param '{key}' for {game} (RULINGS R8-1)"),
    QT_TRANSLATE_NOOP("checker", "an action is a mapping: {{seat, action, to, allin}}"),
    QT_TRANSLATE_NOOP("checker", "unknown field '{key}' (expected seat, action, to, allin)"),
    QT_TRANSLATE_NOOP("checker", "expected a seat number, got {value}"),
    QT_TRANSLATE_NOOP("checker", "expected the seat's total for the round, got {value}"),
    QT_TRANSLATE_NOOP("checker", "only a bet or raise has 'to', not a {action}"),
    QT_TRANSLATE_NOOP("checker", "expected true or false, got {value}"),
    QT_TRANSLATE_NOOP("checker", "action must be one of fold, check, call, bet, raise, got {value}"),
    QT_TRANSLATE_NOOP("checker", "{value} is not a card (write rank+suit, e.g. 'Ah', 'Td', '10d')"),
    QT_TRANSLATE_NOOP("checker", "a chip count cannot be negative ({count})"),
    QT_TRANSLATE_NOOP("checker", "a chip set needs at least one denomination"),
    QT_TRANSLATE_NOOP("checker", "denominations must be positive whole numbers, not {list}"),
    QT_TRANSLATE_NOOP("checker", "denominations must be distinct and smallest first, not {list}"),
    QT_TRANSLATE_NOOP("checker", "an amount cannot be negative ({amount})"),
    QT_TRANSLATE_NOOP("checker", "{amount} cannot be made of chips of {list}"),
    QT_TRANSLATE_NOOP("checker", "denominations {list} are not multiples of the chip unit {unit}"),
    QT_TRANSLATE_NOOP("checker", "{game} is not a poker game"),
    QT_TRANSLATE_NOOP("checker", "a hand needs at least 2 seats, got {count}"),
    QT_TRANSLATE_NOOP("checker", "missing required field 'marker' (params.odd_chip is 'marker', RULINGS R1-4)"),
    QT_TRANSLATE_NOOP("checker", "odd_chip must be one of {list}"),
    QT_TRANSLATE_NOOP("checker", "percent must be a number from {low} to {high} ({cite}), got {value}"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} does not exist: {game} tables have {n} seats"),
    QT_TRANSLATE_NOOP("checker", "every seat has folded: at least one must still be in"),
    QT_TRANSLATE_NOOP("checker", "stud has no board: give each seat 'hole' and 'up'"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} is not at the table"),
    QT_TRANSLATE_NOOP("checker", "the big blind must be more than 0"),
    QT_TRANSLATE_NOOP("checker", "{who} has {count} open cards, expected 1 to 4"),
    QT_TRANSLATE_NOOP("checker", "{who} is in the hand but has no cards"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} is still in with {count} open cards, but another seat still in has {n}"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} folded but has {count} open cards, more than the {n} of the seats still "
                                 "in"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} folded with {committed} committed, more than any seat still in ({top}): "
                                 "a seat folds only facing a larger bet"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} acts after folding (it folded at final_round[{n}])"),
    QT_TRANSLATE_NOOP("checker", "action must be one of {list}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "missing required field 'previous_round_high_bettor' (sintetico: the player who "
                                 "opened the last round, rule 108, RULINGS R2-1)"),
    QT_TRANSLATE_NOOP("checker", "missing required field 'big_blind' ({game} caps commission at {n} x big blind; or "
                                 "set commission: none or an explicit cap)"),
    QT_TRANSLATE_NOOP("checker", "{who} is in the hand but has no hole card"),
    QT_TRANSLATE_NOOP("checker", "{who} has folded_at but is not folded"),
    QT_TRANSLATE_NOOP("checker", "{who} folded_at {n} is past the cards dealt ({count} open cards: at most {most})"),
    QT_TRANSLATE_NOOP("checker", "{who} folded_at {n} but has {count} open cards: a seat that folds gets no more "
                                 "cards (at most {n})"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} folds here, but its seat entry does not say folded: true"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} folded before the final round (folded: true, no fold in final_round) "
                                 "but acts here"),
    QT_TRANSLATE_NOOP("checker", "unknown odd_chip rule {value} (one of {list})"),
    QT_TRANSLATE_NOOP("checker", "a hand needs at least two seats"),
    QT_TRANSLATE_NOOP("checker", "every seat has folded: nobody can win the pots"),
    QT_TRANSLATE_NOOP("checker", "pot of {amount} is not a whole number of chip units ({unit})"),
    QT_TRANSLATE_NOOP("checker", "pot {n} is contested but no hands were given"),
    QT_TRANSLATE_NOOP("checker", "no hand strength for eligible seat(s) {list}"),
    QT_TRANSLATE_NOOP("checker", "odd_chip 'marker' needs the marker's seat"),
    QT_TRANSLATE_NOOP("checker", "seat {seat}: {amount} is not a whole number of chip units"),
    QT_TRANSLATE_NOOP("checker", "a round needs at least one seat with a bet"),
    QT_TRANSLATE_NOOP("checker", "{who} has no bet at all: give pair_plus, bet or both (art. 7 deals only to hands "
                                 "with a bet)"),
    QT_TRANSLATE_NOOP("checker", "{who} has a bet of {amount} against the croupier but no decision (play or fold, "
                                 "art. 9.2)"),
    QT_TRANSLATE_NOOP("checker", "{who} has a decision but no bet against the croupier to play or fold"),
    QT_TRANSLATE_NOOP("checker", "{who}: decision must be play or fold, got {value}"),
    QT_TRANSLATE_NOOP("checker", "decks is {n} here but {count} in params"),
    QT_TRANSLATE_NOOP("checker", "unknown game {value} (one of: {list})"),
    QT_TRANSLATE_NOOP("checker", "{who} is arranged and is played against the banker's rows: give {list} as front, "
                                 "middle and back"),
    QT_TRANSLATE_NOOP("checker", "expected a percentage 0-100, got {value}"),
    QT_TRANSLATE_NOOP("checker", "13 cards is played with four dice, got {count}"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} does not exist: seats are 1, 2 and 3"),
    QT_TRANSLATE_NOOP("checker", "{who} has no cards: give front, middle and back, or 13 cards"),
    QT_TRANSLATE_NOOP("checker", "the betting unit must be more than 0"),
    QT_TRANSLATE_NOOP("checker", "die {n} shows {value}: a die shows 1 to 6"),
    QT_TRANSLATE_NOOP("checker", "{who} has no {row} row (give front 3, middle 5, back 5 cards)"),
    QT_TRANSLATE_NOOP("checker", "expected a mapping of fields, got {value}"),
    QT_TRANSLATE_NOOP("checker", "expected a list, got {value}"),
    QT_TRANSLATE_NOOP("checker", "missing required field '{key}' ({what})"),
    QT_TRANSLATE_NOOP("checker", "must be at least {n}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "amount must be a whole number of chips, got {value}"),
    QT_TRANSLATE_NOOP("checker", "amount must not be negative, got {value}"),
    QT_TRANSLATE_NOOP("checker", "amount {value} is more than 10^12 chip units"),
    QT_TRANSLATE_NOOP("checker", "amount {value} is not a multiple of the chip unit {unit}"),
    QT_TRANSLATE_NOOP("checker", "expected a list of chip denominations, e.g. [5, 25, 100], got {value}"),
    QT_TRANSLATE_NOOP("checker", "a denomination is listed twice in {list}"),
    QT_TRANSLATE_NOOP("checker", "the chip set {list} has no chip of the chip unit {unit}: every amount is a multiple "
                                 "of it (R0-3), so the smallest chip must be worth it"),
    QT_TRANSLATE_NOOP("checker", "{card} is not in the {game} deck ({count} cards)"),
    QT_TRANSLATE_NOOP("checker", "{who}: {card} is not in the {game} deck ({count} cards)"),
    QT_TRANSLATE_NOOP("checker", "{who}: {message}"),
    QT_TRANSLATE_NOOP("checker", "unknown field '{key}' (expected one of: {list})"),
    QT_TRANSLATE_NOOP("checker", "expected a whole number, got {value}"),
    QT_TRANSLATE_NOOP("checker", "a denomination must be a positive whole number, got {value}"),
    QT_TRANSLATE_NOOP("checker", "denomination {value} is not a multiple of the chip unit {unit}"),
    QT_TRANSLATE_NOOP("checker", "{who} has {count} cards, expected {want}"),
    QT_TRANSLATE_NOOP("checker", "has {count} cards, expected {want}"),
    QT_TRANSLATE_NOOP("checker", "seat {n}"),
    QT_TRANSLATE_NOOP("checker", "{who}'s open cards"),
    QT_TRANSLATE_NOOP("checker", "{who}'s three cards"),
    QT_TRANSLATE_NOOP("checker", "a whole number"),
    QT_TRANSLATE_NOOP("checker", "a number"),
    QT_TRANSLATE_NOOP("checker", "a whole number from 1"),
    QT_TRANSLATE_NOOP("checker", "an exam is a mapping with id, title, game, skills, items, time_limit, pass_mark, "
                                 "attempts_allowed and review"),
    QT_TRANSLATE_NOOP("checker", "game must be one of {list}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "review must be one of {list}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "missing required field '{key}' ({what} from {low} to {high})"),
    QT_TRANSLATE_NOOP("checker", "'{key}' must be {what} from {low} to {high}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "'{key}' must be from {low} to {high}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "skills must be a list of quotas such as {{task: pot-split, count: 4}}"),
    QT_TRANSLATE_NOOP("checker", "hands must be a list such as [{{count: 3, seats: 6}}]"),
    QT_TRANSLATE_NOOP("checker", "the exam deals {total} hands in all: at most {n}"),
    QT_TRANSLATE_NOOP("checker", "items is {items} but the exam has no skills: leave items out (the hands' steps are "
                                 "counted on top of the items)"),
    QT_TRANSLATE_NOOP("checker", "a skill is a mapping: {{task, count, constraints}}"),
    QT_TRANSLATE_NOOP("checker", "unknown task {task} (one of: {list})"),
    QT_TRANSLATE_NOOP("checker", "{task} is a drill of a whole hand, step by step: a quota counts single items (use "
                                 "who-acts and bet-sizes, or deal whole hands with hands: [{{count: 3}}])"),
    QT_TRANSLATE_NOOP("checker", "constraints must be a mapping"),
    QT_TRANSLATE_NOOP("checker", "a hands entry is a mapping: {{count, seats}}"),
    QT_TRANSLATE_NOOP("checker", "count must be a whole number of hands from 1 to {n}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "min_correct on {task}, which fills more than one quota: a floor needs the task in "
                                 "one quota"),
    QT_TRANSLATE_NOOP("checker", "seats must be {want} for a hand of {game}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "closes_at must be a date and time such as 2025-06-30 18:00, got {value}"),
    QT_TRANSLATE_NOOP("checker", "{path}: cannot be read: {reason}"),
    QT_TRANSLATE_NOOP("checker", "{path}: not YAML: {reason}"),
    QT_TRANSLATE_NOOP("checker", "{path}: an exam is a mapping with id, title, game, skills, items, time_limit, "
                                 "pass_mark, attempts_allowed and review"),
    QT_TRANSLATE_NOOP("checker", "{path}: a lesson is a mapping with id, title, game, skills, intro and items"),
    QT_TRANSLATE_NOOP("checker", "items[{n}] is not a mapping"),
    QT_TRANSLATE_NOOP("checker", "{path}: not saved: {problem}"),
    QT_TRANSLATE_NOOP("checker", "{path}: a list of entries, each with en and its translations ({list})"),
    QT_TRANSLATE_NOOP("checker", "a lesson is a mapping with id, title, game, skills, intro and items"),
    QT_TRANSLATE_NOOP("checker", "hands takes count, seats and seeds (e.g. {{count: 3, seats: 6}})"),
    QT_TRANSLATE_NOOP("checker", "count must be a whole number from 1 to {n}"),
    QT_TRANSLATE_NOOP("checker", "seats must be a whole number, got {value}"),
    QT_TRANSLATE_NOOP("checker", "targets must be a mapping of task to seconds (e.g. {{pot-split: 45}}), got {value}"),
    QT_TRANSLATE_NOOP("checker", "'{key}' must be {what}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "skills must be a list of task ids (e.g. [pot-split])"),
    QT_TRANSLATE_NOOP("checker", "an item is a mapping: a task and scenario, generate, or a procedure question"),
    QT_TRANSLATE_NOOP("checker", "task {task} takes these params: {list}"),
    QT_TRANSLATE_NOOP("checker", "task {task} names its step of a dealt hand: params: {{hand: {{game, seed, seats, "
                                 "step}}}}"),
    QT_TRANSLATE_NOOP("checker", "this is not the table of that hand's step (leave 'scenario' out: the hand gives it)"),
    QT_TRANSLATE_NOOP("checker", "task {task} needs a hand with actions to follow"),
    QT_TRANSLATE_NOOP("checker", "answer must be the number of the right choice, 1 to {n}"),
    QT_TRANSLATE_NOOP("checker", "generate takes task, count, seed and optional constraints"),
    QT_TRANSLATE_NOOP("checker", "unknown or ungeneratable task {task}"),
    QT_TRANSLATE_NOOP("checker", "seed must be a whole number"),
    QT_TRANSLATE_NOOP("checker", "'{key}' must be text"),
    QT_TRANSLATE_NOOP("checker", "a lesson has either items or hands, not both"),
    QT_TRANSLATE_NOOP("checker", "a lesson needs a list of items (or hands)"),
    QT_TRANSLATE_NOOP("checker", "give the number of hands (count) or their seeds"),
    QT_TRANSLATE_NOOP("checker", "seeds must be a list of 1 to {n} whole numbers"),
    QT_TRANSLATE_NOOP("checker", "{game} seed {seed}, step {n} ({action}): {where}: {message}"),
    QT_TRANSLATE_NOOP("checker", "give either 'game' or 'games', not both"),
    QT_TRANSLATE_NOOP("checker", "games must be a list of games (some of {list}), got {value}"),
    QT_TRANSLATE_NOOP("checker", "{task} is not a task of this lesson (one of: {list})"),
    QT_TRANSLATE_NOOP("checker", "a generate item has only the 'generate' field"),
    QT_TRANSLATE_NOOP("checker", "task {task} is asked step by step and answered by the engine at each step: give no "
                                 "'expect'"),
    QT_TRANSLATE_NOOP("checker", "step {n} cannot be asked: {reason}"),
    QT_TRANSLATE_NOOP("checker", "{value} is not a ruling of RULINGS.md"),
    QT_TRANSLATE_NOOP("checker", "count says {count} hands but {n} seeds are given"),
    QT_TRANSLATE_NOOP("checker", "{game} seed {seed}: the hand has no steps"),
    QT_TRANSLATE_NOOP("checker", "step {n}: {message}"),
    QT_TRANSLATE_NOOP("checker", "a lesson holds at most {n} items; with this one it would hold {total} (the items "
                                 "after it are not checked)"),
    QT_TRANSLATE_NOOP("checker", "a seed is given twice: the same hand would be dealt twice"),
    QT_TRANSLATE_NOOP("checker", "{game} is named twice"),
    QT_TRANSLATE_NOOP("checker", "rulings must be a list of ruling ids such as R1-4"),
    QT_TRANSLATE_NOOP("checker", "a target is a whole number of seconds from {low} to {high}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "task {task} is not asked about a hand given by {value}"),
    QT_TRANSLATE_NOOP("checker", "expected a list of seat numbers, got {value}"),
    QT_TRANSLATE_NOOP("checker", "expected one seat"),
    QT_TRANSLATE_NOOP("checker", "expected a mapping of seat -> value, got {value}"),
    QT_TRANSLATE_NOOP("checker", "expected a whole number of chips, got {value}"),
    QT_TRANSLATE_NOOP("checker", "expected a mapping with {list}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "{value} is not a seat"),
    QT_TRANSLATE_NOOP("checker", "unknown field '{key}' (expected {list})"),
    QT_TRANSLATE_NOOP("checker", "the hand has no action to follow"),
    QT_TRANSLATE_NOOP("checker", "the round is not over"),
    QT_TRANSLATE_NOOP("checker", "expected the action shown: {{seat, action, to}}"),
    QT_TRANSLATE_NOOP("checker", "give both the smallest and the largest raise, or neither"),
    QT_TRANSLATE_NOOP("checker", "expected a list of pot amounts, the main pot first"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} is to act, not seat {next}"),
    QT_TRANSLATE_NOOP("checker", "the action shown is wrong in another way ({reason}): show a check, a call, a bet or "
                                 "a raise"),
    QT_TRANSLATE_NOOP("checker", "expected the number of a choice, got {value}"),
    QT_TRANSLATE_NOOP("checker", "the hand is not over: no pot is paid yet"),
    QT_TRANSLATE_NOOP("checker", "no spot is paid in this round"),
    QT_TRANSLATE_NOOP("checker", "the last round's actions are shown with their amounts"),
    QT_TRANSLATE_NOOP("checker", "no seat has put in any chips"),
    QT_TRANSLATE_NOOP("checker", "expected a mapping of chip value -> count, got {value}"),
    QT_TRANSLATE_NOOP("checker", "{value} is not a chip value"),
    QT_TRANSLATE_NOOP("checker", "the seat's chips are already the fewest: nothing to colour up"),
    QT_TRANSLATE_NOOP("checker", "nothing to call: no chip is put in"),
    QT_TRANSLATE_NOOP("checker", "the call of {amount} is one chip: no change"),
    QT_TRANSLATE_NOOP("checker", "the seat has no chip larger than the call of {amount}"),
    QT_TRANSLATE_NOOP("checker", "expected the chips handed in, chip value -> count, got {value}"),
    QT_TRANSLATE_NOOP("checker", "chips of {list} are not in the table's set {set}"),
    QT_TRANSLATE_NOOP("checker", "the stack makes {total}, not the seat's {amount}"),
    QT_TRANSLATE_NOOP("checker", "{count} chips are already the fewest for {amount}: nothing to colour up"),
    QT_TRANSLATE_NOOP("checker", "expected a chip of the table's set {set}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "a chip of {value} is no larger than the call of {amount}: no change"),
    QT_TRANSLATE_NOOP("checker", "the seat has only {amount} behind: it has no chip of {value}"),
    QT_TRANSLATE_NOOP("checker", "the hand is not over: the board is not complete"),
    QT_TRANSLATE_NOOP("checker", "no pot {n} in this hand (0: the main pot, 1-{count}: the side pots)"),
    QT_TRANSLATE_NOOP("checker", "pot {n} has one winner: nothing to cut"),
    QT_TRANSLATE_NOOP("checker", "expected clockwise or counterclockwise"),
    QT_TRANSLATE_NOOP("checker", "fewer than two seats show down"),
    QT_TRANSLATE_NOOP("checker", "no street to ask about"),
    QT_TRANSLATE_NOOP("checker", "no street {n} in this hand (dealt: {list})"),
    QT_TRANSLATE_NOOP("checker", "expected a list of pots"),
    QT_TRANSLATE_NOOP("checker", "{value} is not a hand category"),
    QT_TRANSLATE_NOOP("checker", "no spot has a pair plus bet"),
    QT_TRANSLATE_NOOP("checker", "no spot folds"),
    QT_TRANSLATE_NOOP("checker", "expected true or false"),
    QT_TRANSLATE_NOOP("checker", "expected banker, seat 1, seat 2 or seat 3"),
    QT_TRANSLATE_NOOP("checker", "{value} is not a natural ({list})"),
    QT_TRANSLATE_NOOP("checker", "outcome must be one of {list}"),
    QT_TRANSLATE_NOOP("checker", "no arranged seat to settle"),
    QT_TRANSLATE_NOOP("checker", "the scenario has no dice"),
    QT_TRANSLATE_NOOP("checker", "a {task} question names its hand: game, seed, seats, step"),
    QT_TRANSLATE_NOOP("checker", "no such hand step: {reason}"),
    QT_TRANSLATE_NOOP("checker", "not valid YAML: {reason}"),
    QT_TRANSLATE_NOOP("checker", "the file is larger than {size}; refused unread"),
    QT_TRANSLATE_NOOP("checker", "the file contains a NUL byte (not a text file)"),
    QT_TRANSLATE_NOOP("checker", "the text contains a NUL character (not a text file)"),
    QT_TRANSLATE_NOOP("checker", "the file is not UTF-8 text ({reason})"),
    QT_TRANSLATE_NOOP("checker", "the file is empty"),
    QT_TRANSLATE_NOOP("checker", "the YAML is nested too deeply"),
    QT_TRANSLATE_NOOP("checker", "more than {n} values (YAML aliases counted in full); refused"),
    QT_TRANSLATE_NOOP("checker", "cannot read the file ({reason})"),
    QT_TRANSLATE_NOOP("checker", "not a regular file; refused unread"),
    QT_TRANSLATE_NOOP("checker", "not valid YAML: cannot read {what} ({reason})"),
    QT_TRANSLATE_NOOP("checker", "more than {n} YAML aliases (*name); refused"),
    QT_TRANSLATE_NOOP("checker", "a key must be a word"),
    QT_TRANSLATE_NOOP("checker", "the field '{key}' is given twice"),
    QT_TRANSLATE_NOOP("checker", "a number of {count} digits (at most {n}); refused"),
    QT_TRANSLATE_NOOP("checker", "lists and mappings nested more than {n} deep"),
    QT_TRANSLATE_NOOP("checker", "seat {seat} does not exist: qpoker tables have {n} seats"),
    QT_TRANSLATE_NOOP("checker", "{who}: {card} is dealt {times} times but {decks} decks hold only {decks} (already "
                                 "held by {seats})"),
    QT_TRANSLATE_NOOP("checker", "{who}: {card} is dealt {times} times but 1 deck holds only 1 (already held by "
                                 "{seats})"),
    QT_TRANSLATE_NOOP("checker", "{who} stakes {stake}: with bet_unit {unit} a stake is 1, 2 or 3 units ({unit}, "
                                 "{double} or {triple}), Portaria 51/89/M art. 11"),
    QT_TRANSLATE_NOOP("checker", "{who} gives its cards both unarranged ('cards') and arranged ('{rows}'): give 13 "
                                 "cards or the three rows, not both"),
    QT_TRANSLATE_NOOP("checker", "internal error while checking this item: {error}: {message}"),
    QT_TRANSLATE_NOOP("checker", "cannot generate task {task} (one of: {list})"),
    QT_TRANSLATE_NOOP("checker", "task {task} does not apply to {game} (one of: {list})"),
    QT_TRANSLATE_NOOP("checker", "task {task} takes no constraints (its questions are steps of dealt hands)"),
    QT_TRANSLATE_NOOP("checker", "count must not be negative, got {value}"),
    QT_TRANSLATE_NOOP("checker", "task {task} is a step of a dealt hand: its items are the hand's steps"),
    QT_TRANSLATE_NOOP("checker", "cannot generate {game} {task} item {n} with constraints {list} after {tries} tries "
                                 "(last miss: {reason})"),
    QT_TRANSLATE_NOOP("checker", "a hand followed from its start takes only {list}"),
    QT_TRANSLATE_NOOP("checker", "{game} has {n} betting rounds"),
    QT_TRANSLATE_NOOP("checker", "no {game} stake ({list}) is a multiple of the chip unit {unit}, the smallest chip "
                                 "(RULINGS R0-3, R0-5)"),
    QT_TRANSLATE_NOOP("checker", "two seats in the hand have no raise cap (R8-7)"),
    QT_TRANSLATE_NOOP("checker", "{game} {limit} has no raise cap (art. 12.3)"),
    QT_TRANSLATE_NOOP("checker", "the big blind's option is in round 1"),
    QT_TRANSLATE_NOOP("checker", "with the cap reached nobody may raise"),
    QT_TRANSLATE_NOOP("checker", "only stud's first opener must bet or fold (art. 10 b)"),
    QT_TRANSLATE_NOOP("checker", "with the small blind all in and two seats, the big blind has nothing to decide: no "
                                 "option (R8-3)"),
    QT_TRANSLATE_NOOP("checker", "{n} side pots need {count} seats"),
    QT_TRANSLATE_NOOP("checker", "the smallest chip, {chip}, is the table's chip unit; a generated {game} hand takes "
                                 "a chip unit of {list}"),
    QT_TRANSLATE_NOOP("checker", "a set of one chip ({chip}) has no chips to exchange for: {task} needs two or more"),
    QT_TRANSLATE_NOOP("checker", "the smallest chip, {chip}, is the table's chip unit, not the chip_unit {unit}: give "
                                 "one of them"),
    QT_TRANSLATE_NOOP("checker", "{value} is not a chip of {list} ({reason})"),
    QT_TRANSLATE_NOOP("checker", "no amount from {low} to {high} is a multiple of the chip unit {unit}"),
    QT_TRANSLATE_NOOP("checker", "an amount made up with chips of {list} is at least {n}, above the amount's maximum "
                                 "{high}"),
    QT_TRANSLATE_NOOP("checker", "unknown chip set {value} (named sets: {list}; or a list such as [25, 100, 500, "
                                 "1000])"),
    QT_TRANSLATE_NOOP("checker", "expected a list of chip values such as [25, 100, 500, 1000] or a named set "
                                 "({list}), got {value}"),
    QT_TRANSLATE_NOOP("checker", "a chip value is a whole number from 1 to {n}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "a chip value is listed twice in {list}"),
    QT_TRANSLATE_NOOP("checker", "{value} is not a multiple of {chip}, the smallest chip: the smallest chip is the "
                                 "table's chip unit (R0-3) and every chip a multiple of it"),
    QT_TRANSLATE_NOOP("checker", "expected a chip value or a list of them, e.g. [500, 25]"),
    QT_TRANSLATE_NOOP("checker", "chip_unit must be one of {list}"),
    QT_TRANSLATE_NOOP("checker", "no {game} stake ({list}) has {what} that is a multiple of the chip unit {unit} "
                                 "(RULINGS R0-3, R0-5)"),
    QT_TRANSLATE_NOOP("checker", "expected one of {list}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "expected a number from {low} to {high} or a list of them"),
    QT_TRANSLATE_NOOP("checker", "constraints must be a mapping, got {value}"),
    QT_TRANSLATE_NOOP("checker", "unknown constraint '{key}' for {game} {task} (allowed: {list})"),
    QT_TRANSLATE_NOOP("checker", "'{key}' does not apply to {value} (allowed: {list})"),
    QT_TRANSLATE_NOOP("checker", "{game}: a hand is dealt to {want} players, not {count} ({cite}; ruling R0-5)"),
    QT_TRANSLATE_NOOP("checker", "expected a whole number from {low} to {high}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "expected a number from {low} to {high}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "[min, max] with min <= max, got {value}"),
    QT_TRANSLATE_NOOP("checker", "expected a number from {low} to {high} or [min, max], got {value}"),
    QT_TRANSLATE_NOOP("checker", "board_plays: true makes the winners tie: drop tie: false"),
    QT_TRANSLATE_NOOP("checker", "odd_chips: true comes from a split main pot: drop tie: false"),
    QT_TRANSLATE_NOOP("checker", "cut-pot cuts a split main pot: drop tie: false"),
    QT_TRANSLATE_NOOP("checker", "{n} spots cannot fold with at most {count} spots"),
    QT_TRANSLATE_NOOP("checker", "stud commission has no cap (Portaria 104/85/M art. 9): on or off"),
    QT_TRANSLATE_NOOP("checker", "a seat cannot fold after street {n}, the street dealt"),
    QT_TRANSLATE_NOOP("checker", "the duty passes on street {n}: folded_at must include it"),
    QT_TRANSLATE_NOOP("checker", "expected true, false or one of {list}, got {value}"),
    QT_TRANSLATE_NOOP("checker", "the dice task needs the dice: drop dice: false"),
    QT_TRANSLATE_NOOP("checker", "{task} needs arranged rows: drop arranged: false"),
    QT_TRANSLATE_NOOP("checker", "step {n} of that hand is a {action}, not a {task}"),
    QT_TRANSLATE_NOOP("checker", "the chips seat {seat} had when the hand began"),
    QT_TRANSLATE_NOOP("checker", "seat {seat}'s open cards"),
    QT_TRANSLATE_NOOP("checker", "the seat holding the marker, RULINGS R7"),
    QT_TRANSLATE_NOOP("checker", "chips {who} put in during the hand"),
    QT_TRANSLATE_NOOP("checker", "the croupier's three cards"),
    QT_TRANSLATE_NOOP("checker", "one of {list}"),
    QT_TRANSLATE_NOOP("checker", "seats 1-3"),
    QT_TRANSLATE_NOOP("checker", "1, 2 or 3"),
    QT_TRANSLATE_NOOP("checker", "{who}'s bet, needed to settle it (RULINGS R7)"),
    QT_TRANSLATE_NOOP("checker", "a big blind (and its half, the small blind)"),
    QT_TRANSLATE_NOOP("checker", "an ante"),
    QT_TRANSLATE_NOOP("checker", "no {game} stake is a multiple of the chip unit {unit}"),
    QT_TRANSLATE_NOOP("checker", "no blind can be posted short with this chip unit"),
    QT_TRANSLATE_NOOP("checker", "too few seats for the constraints"),
    QT_TRANSLATE_NOOP("checker", "a hand of fewer than {n} actions"),
    QT_TRANSLATE_NOOP("checker", "the hand ended in round {n}, before round {number}"),
    QT_TRANSLATE_NOOP("checker", "the round ended before the question"),
    QT_TRANSLATE_NOOP("checker", "no {action} action to show here"),
    QT_TRANSLATE_NOOP("checker", "heads up"),
    QT_TRANSLATE_NOOP("checker", "cap reached"),
    QT_TRANSLATE_NOOP("checker", "no raise"),
    QT_TRANSLATE_NOOP("checker", "stud checked"),
    QT_TRANSLATE_NOOP("checker", "big blind's option"),
    QT_TRANSLATE_NOOP("checker", "incomplete raise"),
    QT_TRANSLATE_NOOP("checker", "short blind"),
    QT_TRANSLATE_NOOP("checker", "side pots"),
    QT_TRANSLATE_NOOP("checker", "amount {value}"),
    QT_TRANSLATE_NOOP("checker", "no chip of {chip} in the fewest chips of {amount}"),
    QT_TRANSLATE_NOOP("checker", "no seat count fits"),
    QT_TRANSLATE_NOOP("checker", "no amounts fit"),
    QT_TRANSLATE_NOOP("checker", "top too low for the side pots"),
    QT_TRANSLATE_NOOP("checker", "no levels reach the top"),
    QT_TRANSLATE_NOOP("checker", "a single seat at the top needs a folded seat and an uncalled bet"),
    QT_TRANSLATE_NOOP("checker", "a seat meant to fold did not"),
    QT_TRANSLATE_NOOP("checker", "the hand did not fold as planned"),
    QT_TRANSLATE_NOOP("checker", "odd chips"),
    QT_TRANSLATE_NOOP("checker", "{n} seats"),
    QT_TRANSLATE_NOOP("checker", "{n} folded seats"),
    QT_TRANSLATE_NOOP("checker", "{n} side pots"),
    QT_TRANSLATE_NOOP("checker", "uncalled bet"),
    QT_TRANSLATE_NOOP("checker", "chip unit"),
    QT_TRANSLATE_NOOP("checker", "the shoe is empty"),
    QT_TRANSLATE_NOOP("checker", "{card} is already dealt"),
    QT_TRANSLATE_NOOP("checker", "no card of rank {rank} left"),
    QT_TRANSLATE_NOOP("checker", "nobody acted on the last street"),
    QT_TRANSLATE_NOOP("checker", "no deal fits"),
    QT_TRANSLATE_NOOP("checker", "the board came out another hand"),
    QT_TRANSLATE_NOOP("checker", "every hand improves on this board"),
    QT_TRANSLATE_NOOP("checker", "board plays"),
    QT_TRANSLATE_NOOP("checker", "final round"),
    QT_TRANSLATE_NOOP("checker", "no croupier hand fits"),
    QT_TRANSLATE_NOOP("checker", "no stud deal fits"),
    QT_TRANSLATE_NOOP("checker", "duty passes"),
    QT_TRANSLATE_NOOP("checker", "came out suited"),
    QT_TRANSLATE_NOOP("checker", "no back row fits"),
    QT_TRANSLATE_NOOP("checker", "no front row fits"),
    QT_TRANSLATE_NOOP("checker", "no higher kicker"),
    QT_TRANSLATE_NOOP("checker", "no low flush cards"),
    QT_TRANSLATE_NOOP("checker", "a straight flush"),
    QT_TRANSLATE_NOOP("checker", "not enough of a suit"),
    QT_TRANSLATE_NOOP("checker", "these cards cannot foul"),
    QT_TRANSLATE_NOOP("checker", "the tied rows are not the backs"),
    QT_TRANSLATE_NOOP("checker", "an unwanted natural"),
    QT_TRANSLATE_NOOP("checker", "the natural came out {value}"),
    QT_TRANSLATE_NOOP("checker", "not subtle"),
    # how the checkers put a problem together: where it is, what it is, the rule it breaks
    QT_TRANSLATE_NOOP("checker", "generated item {n}: {where}: {message}"),
    QT_TRANSLATE_NOOP("checker", "not saved: {problem}"),
    QT_TRANSLATE_NOOP("checker", "{message} ({cite}; ruling R0-5)"),
    QT_TRANSLATE_NOOP("checker", "{message} ({cite})"),
    QT_TRANSLATE_NOOP("checker", "{where}: {message}"),
)
"""The checkers' sentences (a line is read by the first that matches it whole, the one writing
the most words itself first; how a problem is put together, :data:`COMPOSING`, last).  Every
sentence the checkers write has its template here: ``tests/curriculum/test_check_words.py`` reads
the checkers' code (the sentences handed to their error classes and problem logs) and refuses one
that has none, or whose translation is not finished."""

FIELDS = (
    QT_TRANSLATE_NOOP("checker field", "scenario"), QT_TRANSLATE_NOOP("checker field", "seats"),
    QT_TRANSLATE_NOOP("checker field", "cards"), QT_TRANSLATE_NOOP("checker field", "committed"),
    QT_TRANSLATE_NOOP("checker field", "allin"), QT_TRANSLATE_NOOP("checker field", "folded"),
    QT_TRANSLATE_NOOP("checker field", "stack"), QT_TRANSLATE_NOOP("checker field", "stake"),
    QT_TRANSLATE_NOOP("checker field", "board"), QT_TRANSLATE_NOOP("checker field", "marker"),
    QT_TRANSLATE_NOOP("checker field", "params"), QT_TRANSLATE_NOOP("checker field", "limit"),
    QT_TRANSLATE_NOOP("checker field", "ante"), QT_TRANSLATE_NOOP("checker field", "bet_unit"),
    QT_TRANSLATE_NOOP("checker field", "commission"), QT_TRANSLATE_NOOP("checker field", "big_blind"),
    QT_TRANSLATE_NOOP("checker field", "small_blind"), QT_TRANSLATE_NOOP("checker field", "chip_set"),
    QT_TRANSLATE_NOOP("checker field", "front"), QT_TRANSLATE_NOOP("checker field", "middle"),
    QT_TRANSLATE_NOOP("checker field", "back"), QT_TRANSLATE_NOOP("checker field", "banker"),
    QT_TRANSLATE_NOOP("checker field", "question"), QT_TRANSLATE_NOOP("checker field", "choices"),
    QT_TRANSLATE_NOOP("checker field", "answer"), QT_TRANSLATE_NOOP("checker field", "cite"),
    QT_TRANSLATE_NOOP("checker field", "explain"), QT_TRANSLATE_NOOP("checker field", "expect"),
    QT_TRANSLATE_NOOP("checker field", "prompt"), QT_TRANSLATE_NOOP("checker field", "id"),
    QT_TRANSLATE_NOOP("checker field", "task"), QT_TRANSLATE_NOOP("checker field", "items"),
    QT_TRANSLATE_NOOP("checker field", "skills"), QT_TRANSLATE_NOOP("checker field", "generate"),
    QT_TRANSLATE_NOOP("checker field", "constraints"), QT_TRANSLATE_NOOP("checker field", "count"),
    QT_TRANSLATE_NOOP("checker field", "seed"), QT_TRANSLATE_NOOP("checker field", "title"),
    QT_TRANSLATE_NOOP("checker field", "intro"), QT_TRANSLATE_NOOP("checker field", "min_correct"),
    QT_TRANSLATE_NOOP("checker field", "betting"),
    # the keys of a seat, an action, a hand, an exam
    QT_TRANSLATE_NOOP("checker field", "seat"), QT_TRANSLATE_NOOP("checker field", "hole"),
    QT_TRANSLATE_NOOP("checker field", "up"), QT_TRANSLATE_NOOP("checker field", "folded_at"),
    QT_TRANSLATE_NOOP("checker field", "decks"), QT_TRANSLATE_NOOP("checker field", "dice"),
    QT_TRANSLATE_NOOP("checker field", "to"), QT_TRANSLATE_NOOP("checker field", "action"),
    QT_TRANSLATE_NOOP("checker field", "final_round"), QT_TRANSLATE_NOOP("checker field", "odd_chip"),
    QT_TRANSLATE_NOOP("checker field", "percent"), QT_TRANSLATE_NOOP("checker field", "decision"),
    QT_TRANSLATE_NOOP("checker field", "pair_plus"), QT_TRANSLATE_NOOP("checker field", "bet"),
    QT_TRANSLATE_NOOP("checker field", "hands"), QT_TRANSLATE_NOOP("checker field", "games"),
    QT_TRANSLATE_NOOP("checker field", "game"), QT_TRANSLATE_NOOP("checker field", "targets"),
    QT_TRANSLATE_NOOP("checker field", "rulings"), QT_TRANSLATE_NOOP("checker field", "review"),
    QT_TRANSLATE_NOOP("checker field", "closes_at"), QT_TRANSLATE_NOOP("checker field", "time_limit"),
    QT_TRANSLATE_NOOP("checker field", "pass_mark"), QT_TRANSLATE_NOOP("checker field", "attempts_allowed"),
    QT_TRANSLATE_NOOP("checker field", "hand"), QT_TRANSLATE_NOOP("checker field", "step"),
    QT_TRANSLATE_NOOP("checker field", "seeds"), QT_TRANSLATE_NOOP("checker field", "chip_unit"),
    QT_TRANSLATE_NOOP("checker field", "max_raises"), QT_TRANSLATE_NOOP("checker field", "level"),
)
"""The keys a problem's field names most often; any other key is shown as the file writes it."""

WORDS = (
    QT_TRANSLATE_NOOP("checker word", "pot"), QT_TRANSLATE_NOOP("checker word", "half-pot"),
    QT_TRANSLATE_NOOP("checker word", "no-limit"),
    QT_TRANSLATE_NOOP("checker word", "longest"), QT_TRANSLATE_NOOP("checker word", "second-longest"),
    QT_TRANSLATE_NOOP("checker word", "third-longest"), QT_TRANSLATE_NOOP("checker word", "fourth-longest"),
    QT_TRANSLATE_NOOP("checker word", "fifth-longest"), QT_TRANSLATE_NOOP("checker word", "shortest"),
    # an action (betting[r][i].action) and how a hand stands
    QT_TRANSLATE_NOOP("checker word", "fold"), QT_TRANSLATE_NOOP("checker word", "check"),
    QT_TRANSLATE_NOOP("checker word", "call"), QT_TRANSLATE_NOOP("checker word", "bet"),
    QT_TRANSLATE_NOOP("checker word", "raise"), QT_TRANSLATE_NOOP("checker word", "to-act"),
    QT_TRANSLATE_NOOP("checker word", "run-out"), QT_TRANSLATE_NOOP("checker word", "showdown"),
    QT_TRANSLATE_NOOP("checker word", "won"),
)

_NAMED = re.compile(r"\{(\w+)\}")
_PARTS: dict[str, str] = {
    # a field's path, a game or an id: no spaces
    "cite": r"[^()]+",  # a citation holds no brackets: a sentence before it may
    "who": r"seat [^\s,;:()]+",  # a seat named in a sentence: "seat 3"
    "where": r"[A-Za-z_][\w.\[\]-]*", "game": r"[a-z][a-z-]*", "other": r"[a-z][a-z-]*", "key": r"[\w.]+",
    # a number, an amount, a seat
    **{name: r"[^\s,;:()]+" for name in ("n", "count", "seat", "committed", "stack", "floor", "ante", "entry",
                                         "stake", "unit", "number", "low", "high", "limit", "keyed", "items",
                                         "longest", "rank", "task", "id", "total", "kind")},
}
"""What each named part may be (any other: any text, as little as makes the whole line match)."""
_SENTENCES = frozenset({"message", "problem", "want", "what", "table", "pool", "reason", "kind", "who", "error"})
"""Parts that are a checker's sentence themselves, read by their own template."""


COMPOSING = frozenset({"generated item {n}: {where}: {message}", "not saved: {problem}",
                       "{message} ({cite}; ruling R0-5)", "{message} ({cite})", "{where}: {message}"})
"""How the checkers put a problem together (where, what, the rule): read after every sentence of
its own, so a line is read by the sentence it says when one does."""


def literal(template: str) -> str:
    """What ``template`` writes itself, its parts left out (``{{`` is one brace)."""
    return _NAMED.sub("", template).replace("{{", "{").replace("}}", "}")


def template_regex(template: str, part: Callable[[str, bool], str]) -> str:
    """``template`` as a regular expression, each named part by ``part(name, first)`` (``first``:
    the part the sentence begins with); a part named twice is the same text both times."""
    seen: set[str] = set()
    regex, at = "", 0
    for m in _NAMED.finditer(template):
        name = m.group(1)
        regex += re.escape(template[at:m.start()].replace("{{", "{").replace("}}", "}"))
        regex += f"(?P={name})" if name in seen else f"(?P<{name}>{part(name, m.start() == 0)})"
        seen.add(name)
        at = m.end()
    return regex + re.escape(template[at:].replace("{{", "{").replace("}}", "}"))


def _part_regex(name: str, first: bool) -> str:
    # a sentence's first part (a value, not a sentence) holds no colon: "seats[2]: 5 is not a chip
    # value" is where, then what
    return _PARTS.get(name, r"[^:]+?" if first and name not in _SENTENCES else ".+?")


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    own = sorted((t for t in TEMPLATES if t not in COMPOSING), key=lambda t: -len(literal(t)))
    # where a problem is, before the rule it breaks: "seats[0]: seat 4: raise — to 900 is more than
    # the seat has: 500 in all (R8-5)" is a field, then a sentence that ends with its ruling
    composing = sorted((t for t in TEMPLATES if t in COMPOSING), key=lambda t: not t.endswith(": {message}"))
    ordered = [*own, *composing]
    return tuple((t, re.compile(template_regex(t, _part_regex), re.DOTALL)) for t in ordered)


def _read(message: str) -> tuple[str, re.Match[str]] | None:
    """The template that reads ``message`` and how: a composing one only if the sentence inside it
    is read by one of its own (``items[1].generate: cannot generate ... (last miss: ...)`` is where,
    then what, not what with a citation)."""
    for template, pattern in _patterns():
        m = pattern.fullmatch(message)
        if m and (template not in COMPOSING or all(
                _read(value) is not None for name, value in m.groupdict().items() if name in ("message", "problem"))):
            return template, m
    return None


def template_of(message: str) -> str | None:
    """The template ``message`` is written by (None: no template knows it)."""
    read = _read(message)
    return None if read is None else read[0]


def checker_text(message: str) -> str:
    """A checker's line (``scenario.seats: holdem: a hand is dealt to 4 to 10 players, not 3 (...)``)
    in the language in use; a line no template knows: as written."""
    read = _read(message)
    if read is None:
        return message
    template, m = read
    parts = {name: _part(name, value) for name, value in m.groupdict().items()}
    return i18n.translate(CONTEXT, template, **parts)


def problem_line_text(line: str, file: str) -> str:
    """A checker's whole line, ``file:line: field: message`` as an :class:`InputError` prints it,
    with its words in the language in use and its file and line as written."""
    rest = line.removeprefix(file)
    where = re.match(r"(?::\d+)?: ", rest) if rest != line else None
    if where is None:
        return checker_text(line)
    return i18n.translate(CONTEXT, _WHERE, where=file + where.group(0)[:-2], problem=checker_text(rest[where.end():]))


def _part(name: str, value: str) -> str:
    reader = _READERS.get(name)
    if reader is not None:
        return reader(value)
    if name in _SENTENCES:
        return checker_text(value)
    return value


def field_text(path: str) -> str:
    """A field's path (``scenario.seats[2].committed``) by its keys in the language in use."""
    return re.sub(r"[A-Za-z_]+", lambda m: _word(FIELD_CONTEXT, FIELDS, m.group(0)), path)


def _word(context: str, known: Sequence[str], word: str) -> str:
    return i18n.translate(context, word) if word in known else word


def _joined(items: Sequence[str], joint: str) -> str:
    """``items`` as a list, each joined to the ones before it by ``joint`` ("a, b, c"; "a or b or c",
    as the checkers write their lists)."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = i18n.translate(CONTEXT, joint, list=text, item=item)
    return text


def _or_list(value: str) -> str:
    return _joined([_word(WORD_CONTEXT, WORDS, w) for w in value.split(" or ")], "{list} or {item}")


def _comma_list(value: str, reader: Callable[[str], str] = str) -> str:
    return _joined([reader(v) for v in value.split(", ")], "{list}, {item}")


def _game(value: str) -> str:
    from trainer.engine.rulesets import GAMES
    from trainer.scenarios import words

    return words.game(value) if value in GAMES else value


def _task(value: str) -> str:
    from trainer.tasks import TASKS

    task = value.strip("'")
    return i18n.tr(TASKS[task].title) if task in TASKS else value


def _cite(value: str) -> str:
    from trainer.scenarios.citations import citation_text

    return citation_text(value)


_READERS: dict[str, Callable[[str], str]] = {
    "where": field_text, "key": field_text, "game": _game, "other": _game, "task": _task, "cite": _cite,
    "limits": _or_list, "entries": _or_list, "limit": lambda v: _word(WORD_CONTEXT, WORDS, v),
    "rank": lambda v: _word(WORD_CONTEXT, WORDS, v), "points": _comma_list,
    "facts": lambda v: _comma_list(v, field_text),
    "seats": lambda v: _comma_list(v, checker_text), "row": field_text,
    "action": lambda v: _word(WORD_CONTEXT, WORDS, v), "status": lambda v: _word(WORD_CONTEXT, WORDS, v),
}
_WHERE = QT_TRANSLATE_NOOP("checker", "{where}: {problem}")  # a file and line, then what is wrong there
_LISTS = (QT_TRANSLATE_NOOP("checker", "{list}, {item}"), QT_TRANSLATE_NOOP("checker", "{list} or {item}"))
