"""Cards, parsing and the deck of each rule set (RULINGS R0-2).

A :class:`Card` is an ``int`` whose value is its *evaluation key*: rank counts in
3-bit fields (bits 0-38) and suit counts in 4-bit fields (bits 40-55).  Adding the
cards of a hand therefore gives, in one machine-level sum, the rank multiset of the
hand and how many cards of each suit it holds — which is all a ranking table needs.
Distinct cards have distinct keys, so cards still hash and compare as values.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "shcd"  # spades > hearts > clubs > diamonds where suits rank (art. 10 b, Q Poker art. 4)

SUIT_SHIFT = 40
RANK_MASK = (1 << 39) - 1
SUIT_MASK = 0xFFFF << SUIT_SHIFT

RANK_NAMES = {
    14: "ace", 13: "king", 12: "queen", 11: "jack", 10: "ten", 9: "nine", 8: "eight",
    7: "seven", 6: "six", 5: "five", 4: "four", 3: "three", 2: "two",
}
RANK_PLURALS = {v: ("sixes" if v == 6 else n + "s") for v, n in RANK_NAMES.items()}
SUIT_NAMES = {"s": "spades", "h": "hearts", "c": "clubs", "d": "diamonds"}


class CardError(ValueError):
    """A card token that is not a card of the game (R0-2, R0-4)."""


def rank_key(value: int) -> int:
    """The evaluation key of one card of rank ``value`` (2..14), suits ignored."""
    return 1 << (3 * (value - 2))


class Card(int):
    """A playing card.  ``int(card)`` is its evaluation key (see module doc)."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """Rank value 2..14 (ace 14)."""
        return _RANK_OF[self]

    @property
    def suit(self) -> str:
        return _SUIT_OF[self]

    @property
    def suit_order(self) -> int:
        """3 for spades down to 0 for diamonds (suit precedence where suits rank)."""
        return 3 - SUIT_CHARS.index(_SUIT_OF[self])

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 2] + self.suit

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:  # pickle/copy by name, not by key
        return (parse_card, (str(self),))


_RANK_OF: dict[int, int] = {}
_SUIT_OF: dict[int, str] = {}
_BY_NAME: dict[str, Card] = {}


def _build() -> None:
    for si, s in enumerate(SUIT_CHARS):
        for v in range(2, 15):
            key = rank_key(v) | (1 << (SUIT_SHIFT + 4 * si))
            _RANK_OF[key] = v
            _SUIT_OF[key] = s
            card = Card(key)
            _BY_NAME[RANK_CHARS[v - 2] + s] = card


_build()

ALL_CARDS: tuple[Card, ...] = tuple(
    _BY_NAME[r + s] for r in reversed(RANK_CHARS) for s in SUIT_CHARS
)


def parse_card(token: object) -> Card:
    """Parse ``'Ah'``, ``'Td'``, ``'10d'`` (case-insensitive ranks and suits)."""
    if isinstance(token, Card):
        return token
    if not isinstance(token, str):
        raise CardError(f"{token!r} is not a card (write rank+suit, e.g. 'Ah', 'Td', '10d')")
    text = token.strip()
    if len(text) == 3 and text[:2] == "10":
        text = "T" + text[2]
    if len(text) == 2:
        card = _BY_NAME.get(text[0].upper() + text[1].lower())
        if card is not None:
            return card
    raise CardError(f"{token!r} is not a card (write rank+suit, e.g. 'Ah', 'Td', '10d')")


def parse_cards(tokens: Iterable[object] | str) -> list[Card]:
    """Parse a list of tokens, or one string of tokens separated by spaces or commas."""
    if isinstance(tokens, str):
        tokens = tokens.replace(",", " ").split()
    return [parse_card(t) for t in tokens]


def card_names(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    """High rank first, then suit precedence: a stable, readable display order."""
    return sorted(cards, key=lambda c: (c.rank, c.suit_order), reverse=True)


def deck(ranks: Sequence[int]) -> tuple[Card, ...]:
    """Every card of the given rank values, high rank first."""
    wanted = set(ranks)
    return tuple(c for c in ALL_CARDS if c.rank in wanted)


FULL_RANKS: tuple[int, ...] = tuple(range(14, 1, -1))          # 52 cards
STUD_RANKS: tuple[int, ...] = tuple(range(14, 4, -1))          # 40 cards: A K Q J T 9 8 7 6 5
SINTETICO_RANKS: tuple[int, ...] = tuple(range(14, 7, -1))     # 28 cards: A K Q J T 9 8
