"""Order of play: showdown order (RULINGS R2) and the stud betting order (RULINGS R4).

Seats are numbered clockwise from the croupier's left (R0-1): clockwise is
increasing seat number, wrapping round past the croupier; counterclockwise is
decreasing.  Functions take seat numbers and cards, not scenarios, and return
small values that say which rule decided and on which seat, so an explanation can
be written from them.

"Active" in RULINGS R2 means still in the hand (not folded), all-in seats included:
R2-4 makes all-in seats show "in their place in the order".  R2-1: a seat already all
in when the last round began could not open it and is skipped when looking for the
opener; if at most one seat could still bet, nobody opened a round and the first seat
still in from the same starting point shows first, all-in or not.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from .cards import STUD_RANKS, Card
from .ranking import windows

# -- seats round the table (R0-1) ---------------------------------------------------------


def clockwise_from(seats: Iterable[int], start: int, *, inclusive: bool = True) -> tuple[int, ...]:
    """``seats`` in clockwise order beginning at ``start`` (or just after it)."""
    ordered = sorted(set(seats))
    first = [s for s in ordered if (s >= start if inclusive else s > start)]
    return tuple(first + [s for s in ordered if s not in first])


def counterclockwise_from(
    seats: Iterable[int], start: int, *, inclusive: bool = True
) -> tuple[int, ...]:
    """``seats`` in counterclockwise order beginning at ``start`` (or just to its right)."""
    ordered = sorted(set(seats), reverse=True)
    first = [s for s in ordered if (s <= start if inclusive else s < start)]
    return tuple(first + [s for s in ordered if s not in first])


# -- showdown order (R2) ------------------------------------------------------------------


@dataclass(frozen=True)
class ShowdownOrder:
    """Who shows when (RULINGS R2), and the seat the deciding rule named.

    ``anchor`` is that seat (the marker, the opener of the last round, the last
    aggressor, the best open board); ``order`` starts at the first seat still in
    from it.  ``reason`` is a short code for explanations.
    """

    order: tuple[int, ...]
    rule: str
    reason: str
    anchor: int | None = None
    skipped_allin: tuple[int, ...] = ()
    """R2-1: seats still in, all in before the last round, passed over (clockwise from the
    anchor) before the opener was found; they show in their place after him."""
    no_last_round: bool = False
    """R2-1's fallback: no betting round on the last street (at most one seat could still
    bet), so the first seat still in from the anchor shows first, all in or not."""

    @property
    def first(self) -> int | None:
        return self.order[0] if self.order else None


HAND_OVER = "one-seat-left"


def one_seat_left(rule: str) -> ShowdownOrder:
    """With one seat left the hand is over at once: nobody shows (SCENARIOS.md)."""
    return ShowdownOrder((), rule, HAND_OVER)


def _from_opener(active: Sequence[int], anchor: int, rule: str, reason: str,
                 allin_before: Collection[int] = (), round_played: bool = False) -> ShowdownOrder:
    """The anchor shows first, or the next active seat clockwise from him that could open
    the last round (R2-1: not all in before it); then clockwise.

    ``round_played``: a betting round took place on the last street, so its opener is a
    seat that could bet even when the others who bet it have since folded.  Without one
    (a board run out, at most one seat able to bet) the first seat still in from the same
    starting point shows first, all in or not (R2-1's fallback)."""
    if len(active) < 2:
        return one_seat_left(rule)
    could_open = [s for s in active if s not in allin_before]
    enough = len(could_open) >= 2 or (round_played and could_open)
    candidates = could_open if enough else active
    first = clockwise_from(candidates, anchor)[0]
    ring = clockwise_from(active, anchor)
    skipped = ring[: ring.index(first)]  # still in, but all in before the last round
    return ShowdownOrder(clockwise_from(active, first), rule, reason, anchor, skipped,
                         no_last_round=not enough and len(could_open) < len(active))


def nonbanked_showdown(active: Sequence[int], marker: int, allin_before: Collection[int] = (),
                       round_played: bool = False) -> ShowdownOrder:
    """RULINGS R2-1, holdem/omaha (non-banked rule 62; rules 42-46, 85).

    The opener of the last round is the first active seat clockwise starting at the
    marker ("a mão") that was not already all in when that round began (``allin_before``);
    he shows first, then each active seat to his left.
    """
    return _from_opener(active, marker, "non-banked rule 62", "opener-of-last-round", allin_before,
                        round_played)


def sintetico_showdown(active: Sequence[int], high_bettor: int,
                       allin_before: Collection[int] = (), round_played: bool = False) -> ShowdownOrder:
    """RULINGS R2-1, sintetico (rules 62, 108): the last round is opened by the player
    who made the highest bet in the previous round; if he is out, or was all in before
    the last round, the next seat clockwise from him that could open it."""
    return _from_opener(active, high_bettor, "non-banked rules 62, 108", "opener-of-last-round",
                        allin_before, round_played)


class ActionLike(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def action(self) -> str: ...


def last_aggressor(actions: Iterable[ActionLike]) -> int | None:
    """The last seat to ``bet`` or ``raise`` (an all-in counts as what it was, R2-2)."""
    seat = None
    for a in actions:
        if a.action in ("bet", "raise"):
            seat = a.seat
    return seat


def omaha_macau_showdown(
    active: Sequence[int], marker: int, final_round: Iterable[ActionLike]
) -> ShowdownOrder:
    """RULINGS R2-2 (house practice; Omaha 2010 art. 8.5 only says everyone shows).

    The last player to bet or raise on the final street shows first; if nobody bet,
    the first active seat clockwise from the marker's left (where art. 8.2 starts
    the betting); then clockwise.  A scenario without ``final_round`` is read as a
    final street without a bet; a last aggressor no longer in the hand passes the
    turn to the next active seat clockwise from him, as in R2-1.
    """
    rule = "RULINGS R2-2 (Despacho 97/2010 art. 8.5)"
    if len(active) < 2:
        return one_seat_left(rule)
    aggressor = last_aggressor(final_round)
    if aggressor is not None:
        return _from_opener(active, aggressor, rule, "last-aggressor")
    first = clockwise_from(active, marker, inclusive=False)[0]
    return ShowdownOrder(clockwise_from(active, first), rule, "left-of-marker", marker)


# -- stud open boards (R4, R2-3) ----------------------------------------------------------

_RUNS: dict[frozenset[int], int] = {
    frozenset(run): run[0] for run in windows(STUD_RANKS, 4)
}
_RUNS[frozenset((14, 5, 6, 7))] = 7  # art. 5.6: the ace plays as a "4" below the 5
_ROYAL_RANKS = frozenset((14, 13, 12, 11, 10))

# Categories of each street, best first (art. 10 b, c i, c v, d; RULINGS R4-2 … R4-4).
STREET_CATEGORIES: dict[int, tuple[str, ...]] = {
    1: ("open-card",),
    2: ("pair", "second-card"),
    3: ("three-of-a-kind", "pair-with-third-card", "third-card"),
    4: (
        "possible-royal-flush", "possible-straight-flush", "four-of-a-kind",
        "possible-flush", "possible-straight", "three-of-a-kind", "two-pair",
        "pair-with-fourth-card", "fourth-card",
    ),
}


@dataclass(frozen=True)
class OpenBoard:
    """A stud seat's open cards as the betting order ranks them (RULINGS R4).

    ``cards`` are the cards that define the category (the pair, the trio, the
    second/third/fourth open card, or all four); ``ranks`` their ranks high to
    low as compared; ``suit`` the suit precedence (spades 3 … diamonds 0) of the
    highest of them, which breaks ties in the betting order only (art. 10 b).
    """

    street: int
    category: str
    ranks: tuple[int, ...]
    suit: int
    cards: tuple[Card, ...]

    @property
    def level(self) -> int:
        categories = STREET_CATEGORIES[self.street]
        return len(categories) - categories.index(self.category)

    def key(self, suits: bool = True) -> tuple[int | tuple[int, ...], ...]:
        """Sort key, higher is better; ``suits=False`` for the showdown (art. 10 b, R2-3)."""
        return (self.level, self.ranks, self.suit) if suits else (self.level, self.ranks)


def _board(street: int, category: str, cards: Sequence[Card], ranks: Sequence[int],
           low_ace: bool = False) -> OpenBoard:
    def height(c: Card) -> tuple[int, int]:
        return (1 if low_ace and c.rank == 14 else c.rank, c.suit_order)

    highest = max(cards, key=height)
    return OpenBoard(street, category, tuple(ranks), highest.suit_order, tuple(cards))


def open_board(up: Sequence[Card]) -> OpenBoard:
    """Rank a stud seat's open cards for the street they make (1 to 4 cards)."""
    street = len(up)
    if street == 1:  # R4-2: the highest open card; suits break ties
        return _board(1, "open-card", up, (up[0].rank,))
    if street == 2:
        return _second_street(up)
    if street == 3:
        return _third_street(up)
    if street == 4:
        return _fourth_street(up)
    raise ValueError(f"a stud board has 1 to 4 open cards, got {street}")


def _second_street(up: Sequence[Card]) -> OpenBoard:
    """R4-3, art. 10 c i: the highest pair showing, else the highest second open card."""
    first, second = up
    if first.rank == second.rank:
        return _board(2, "pair", up, (first.rank,))
    return _board(2, "second-card", (second,), (second.rank,))


def _third_street(up: Sequence[Card]) -> OpenBoard:
    """R4-3, art. 10 c v: the highest trio; else the highest pair formed *with the
    third open card* (an older pair of the first two does not count); else the
    highest third open card."""
    third = up[2]
    if up[0].rank == up[1].rank == third.rank:
        return _board(3, "three-of-a-kind", up, (third.rank,))
    mates = [c for c in up[:2] if c.rank == third.rank]
    if mates:
        return _board(3, "pair-with-third-card", (third, mates[0]), (third.rank,))
    return _board(3, "third-card", (third,), (third.rank,))


def _fourth_street(up: Sequence[Card]) -> OpenBoard:
    """R4-4, art. 10 d: possible royal flush, possible straight flush, four of a kind,
    possible flush, possible straight, trio, two pair, pair formed with the fourth
    open card, highest fourth open card.  Only four *consecutive* ranks make a
    possible straight (A-5-6-7 counts: art. 5.6)."""
    ranks = [c.rank for c in up]
    counts = {r: ranks.count(r) for r in set(ranks)}
    suited = len({c.suit for c in up}) == 1
    top = _RUNS.get(frozenset(ranks)) if len(counts) == 4 else None
    low_ace = top == 7 and 14 in counts
    if suited and top is not None:
        category = "possible-royal-flush" if set(ranks) <= _ROYAL_RANKS else "possible-straight-flush"
        return _board(4, category, up, (top,), low_ace)
    if 4 in counts.values():
        return _board(4, "four-of-a-kind", up, (ranks[0],))
    if suited:
        return _board(4, "possible-flush", up, sorted(ranks, reverse=True))
    if top is not None:
        return _board(4, "possible-straight", up, (top,), low_ace)
    trio = [r for r, n in counts.items() if n == 3]
    if trio:
        return _board(4, "three-of-a-kind", [c for c in up if c.rank == trio[0]], trio)
    pairs = sorted((r for r, n in counts.items() if n == 2), reverse=True)
    if len(pairs) == 2:
        return _board(4, "two-pair", up, pairs)
    fourth = up[3]
    mates = [c for c in up[:3] if c.rank == fourth.rank]
    if mates:
        return _board(4, "pair-with-fourth-card", (fourth, mates[0]), (fourth.rank,))
    return _board(4, "fourth-card", (fourth,), (fourth.rank,))


def best_board(boards: Mapping[int, Sequence[Card]], *, suits: bool = True) -> int:
    """The seat with the best open board; a full tie goes to the seat first in dealing
    order (from the croupier's right, counterclockwise: highest seat number; R2-3)."""
    return max(boards, key=lambda seat: (open_board(boards[seat]).key(suits), seat))


def stud_showdown(boards: Mapping[int, Sequence[Card]]) -> ShowdownOrder:
    """RULINGS R2-3 (art. 10 e): the best four-card open board shows last; showing
    starts with the player to his right and goes counterclockwise.  Suits do not
    break a tie of boards (art. 10 b, last sentence): the tied seat first in dealing
    order is taken as the best board."""
    rule = "Portaria 104/85/M art. 10 e"
    if len(boards) < 2:
        return one_seat_left(rule)
    best = best_board(boards, suits=False)
    order = counterclockwise_from(boards, best, inclusive=False)
    return ShowdownOrder(order, rule, "best-open-board-shows-last", best)


# -- stud betting order (R4) --------------------------------------------------------------


@dataclass(frozen=True)
class StreetOpening:
    """Who must open the betting on a stud street (RULINGS R4), and who was passed over."""

    street: int
    opener: int
    board: OpenBoard
    present: tuple[int, ...]
    """Seats still in at this street, in betting order: the opener, then counterclockwise
    (art. 10 b: "a começar pelo jogador colocado à direita do apostador")."""
    passed_over: tuple[int, ...]
    """Seats with a better board that folded at this street (R4-5): the duty passed."""


def stud_openings(
    up: Mapping[int, Sequence[Card]], out_at: Mapping[int, int | None]
) -> tuple[StreetOpening, ...]:
    """The opener of every street the seats still in have reached (RULINGS R4-2 … R4-5).

    ``up`` holds each seat's open cards in the order dealt; ``out_at[seat]`` is the
    street from which a folded seat is gone (its ``folded_at``), None for a seat
    still in.  Folded seats are skipped: if the seat with the best board folded at
    that street, the duty passes to the next best board by the same ranking.
    """
    still_in = [s for s in up if out_at.get(s) is None]
    last_street = max((len(up[s]) for s in still_in), default=0)
    out = []
    for street in range(1, last_street + 1):
        dealt = [s for s in up if len(up[s]) >= street]
        present = [s for s in dealt if (gone := out_at.get(s)) is None or street < gone]
        if not present:
            continue
        boards = {s: tuple(up[s][:street]) for s in present}
        opener = best_board(boards)
        opener_key = (open_board(boards[opener]).key(), opener)
        passed = tuple(
            s for s in dealt
            if s not in boards and (open_board(up[s][:street]).key(), s) > opener_key
        )
        out.append(
            StreetOpening(
                street,
                opener,
                open_board(boards[opener]),
                counterclockwise_from(present, opener),
                tuple(sorted(passed)),
            )
        )
    return tuple(out)
