"""Target times per skill (issue 20, speed): how long a school gives a croupier for one answer.

A dealer reads who acts at a glance, sizes a bet in the time a player takes to reach
for chips, and may take a minute over a split pot with side pots.  The defaults below
are what a school would ask of a trainee at the end of the course; a lesson overrides
them with ``targets: {pot-split: 45}`` and an exam quota with ``target: 45``.

============== ======= ============================================================
task           seconds  why
============== ======= ============================================================
who-acts          5    the dealer points to the next player without stopping the game
first-to-act      8    stud: read the door cards (lowest / highest board) and name the seat
dice              5    count the dice and the seat they point to
qpoker-qualify    5    the croupier's hand qualifies or not: one look
winner           10    one showdown, the best hand named
hand-category    10    every hand read and named
legal-action      8    a raise or call allowed or not
bet-sizes        15    call, minimum raise and the pot-limit maximum worked out
count-pot        15    the pot counted after a street's betting
showdown-order   15    who shows first, in order
foul             15    thirteen cards: the three rows checked
natural          15    thirteen cards: a natural recognised and ranked
follow-action    10    each step of a hand followed: who acts, what is allowed
commission       20    the house's commission on a pot
qpoker-payout    20    the spots paid: pair plus and the bets
pay-chips        20    a payout built from the chips
count-stack      10    a seat's chips counted at a glance, from the largest chip down
cut-pot          20    a split pot counted, less its commission, cut into equal stacks, odd chip placed
colour-up        20    a stack of small chips counted and rebuilt in the fewest chips: a count and a
                       payment together, each denomination once
change-bet       10    a call's change from one chip: one subtraction and a small payment, while the
                       game waits
procedure        20    a procedure question read and answered
forced-bets       8    a hand's start: the blinds (or every ante) posted, a short stack all in
deal-order        5    who receives the first card, how many each, which way: the dealer starts at once
burn-board        5    the burn and the board cards of a street: counted as they are dealt
pair-plus        15    Q Poker: each pair plus bet read off its hand and paid from the pay table
fold-collect     10    Q Poker: half of each folded bet taken, rounded up to the chip unit
pot-split        60    pots and side pots split among the winners, odd chips placed
thirteen-settle  90    every seat settled against every other
============== ======= ============================================================

A task not in the table (a new drill) has :data:`FALLBACK_S`.  Targets are whole seconds
from :data:`MIN_S` to :data:`MAX_S`.  An answer is *within target* when its time is at
most the target (``time_ms <= target_s * 1000``).
"""

from __future__ import annotations

from collections.abc import Mapping

DEFAULT_TARGETS_S: Mapping[str, int] = {
    "who-acts": 5, "first-to-act": 8, "dice": 5, "qpoker-qualify": 5,
    "winner": 10, "hand-category": 10, "legal-action": 8,
    "bet-sizes": 15, "count-pot": 15, "showdown-order": 15, "foul": 15, "natural": 15,
    "follow-action": 10, "commission": 20, "qpoker-payout": 20, "pay-chips": 20, "count-stack": 10,
    "cut-pot": 20, "colour-up": 20, "change-bet": 10,
    "procedure": 20,
    "forced-bets": 8, "deal-order": 5, "burn-board": 5, "pair-plus": 15, "fold-collect": 10,  # a hand's own steps
    "pot-split": 60, "thirteen-settle": 90,
}
FALLBACK_S = 30
MIN_S = 1
MAX_S = 600


def default_target_s(task: str) -> int:
    """The school's target for one answer of ``task``, in whole seconds."""
    return DEFAULT_TARGETS_S.get(task, FALLBACK_S)


def target_s(task: str, overrides: Mapping[str, int] | None = None) -> int:
    """The target that applies: the lesson's (or exam's) own if it sets one, else the default."""
    if overrides and task in overrides:
        return overrides[task]
    return default_target_s(task)


def within_target(time_ms: int, target: int | None) -> bool | None:
    """Whether an answer of ``time_ms`` met ``target`` seconds (None: no target applied)."""
    return None if target is None else time_ms <= target * 1000


def target_problem(value: object) -> str | None:
    """Why ``value`` is not a target (None: it is one): whole seconds from MIN_S to MAX_S."""
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_S <= value <= MAX_S:
        return f"a target is a whole number of seconds from {MIN_S} to {MAX_S}, got {value!r}"
    return None
