"""The best five of six or seven cards (hold'em, rule 94; RULINGS R3) read from ``Ranking.best_seen``
against the definition: the best of every five of the cards, each rated by the ranking's 5-card
strength.  Every ranking that can take the best of any five is checked with its own deck.

A hand with no five cards of one suit is rated by its ranks alone, and a hand with five or more
of one suit by those suited ranks and the ranks of the rest, whatever the other cards' suits:
the sweeps below deal every multiset of ranks of each kind once (twice for the first, so that
both the path that fills ``best_seen`` and the one that reads it are met), which covers every
hand of six and seven cards of the deck.
"""

import random
import subprocess
import sys
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from trainer.engine.cards import SUIT_CHARS, Card, parse_card, parse_cards
from trainer.engine.evaluate import best_of_any
from trainer.engine.ranking import Ranking
from trainer.engine.rulesets import (
    HOLDEM_RANKING,
    OMAHA_MACAU_RANKING,
    RULESETS,
    SINTETICO_RANKING,
    STUD_RANKING,
    THIRTEEN_RANKING,
)

# Each five-card ranking with the deck it is dealt from (thirteen and omaha-macau: the full deck).
RANKINGS = {
    "holdem": (HOLDEM_RANKING, RULESETS["holdem"].deck),
    "omaha-macau": (OMAHA_MACAU_RANKING, RULESETS["omaha-macau"].deck),
    "stud": (STUD_RANKING, RULESETS["stud"].deck),
    "sintetico": (SINTETICO_RANKING, RULESETS["sintetico"].deck),
    "thirteen": (THIRTEEN_RANKING, RULESETS["thirteen"].deck),
}
RANKS_OF = {
    "holdem": tuple(range(14, 1, -1)), "omaha-macau": tuple(range(14, 1, -1)), "thirteen": tuple(range(14, 1, -1)),
    "stud": tuple(range(14, 4, -1)), "sintetico": tuple(range(14, 7, -1)),
}


def best_of_every_five(ranking: Ranking, cards: list[Card]) -> int:
    """The definition: the best 5-card strength among every five of the cards (21 of seven)."""
    return max(ranking.strength(five) for five in combinations(cards, 5))


def card(rank: int, suit: int) -> Card:
    return parse_card("__23456789TJQKA"[rank] + SUIT_CHARS[suit])


def unsuited(ranks: list[int], first_suit: int) -> list[Card]:
    """Cards of ``ranks`` (ascending, at most four of a rank) dealt round the suits: two of a suit at most in seven."""
    return [card(r, (first_suit + i) % 4) for i, r in enumerate(ranks)]


def check(ranking: Ranking, cards: list[Card]) -> None:
    expected = best_of_every_five(ranking, cards)
    assert best_of_any(ranking, cards) == expected, [str(c) for c in cards]
    reordered = cards[::-1]
    assert best_of_any(ranking, reordered) == expected, [str(c) for c in cards]


def unsuited_sweep(name: str, size: int) -> int:
    """Every multiset of ``size`` ranks with no five of a suit, under two deals of suits."""
    ranking, _ = RANKINGS[name]
    count = 0
    for ranks in combinations_with_replacement(sorted(RANKS_OF[name]), size):
        if max(map(ranks.count, ranks)) > 4:
            continue
        expected = best_of_every_five(ranking, unsuited(list(ranks), 0))
        for first_suit in (0, 1):
            cards = unsuited(list(ranks), first_suit)
            assert best_of_any(ranking, cards) == expected, [str(c) for c in cards]
        count += 1
    return count


def suited_sweep(name: str, size: int) -> int:
    """Every set of five or more ranks of one suit with every multiset of ranks for the rest."""
    ranking, _ = RANKINGS[name]
    ranks = sorted(RANKS_OF[name])
    count = 0
    for suited_n in range(5, size + 1):
        for suited in combinations(ranks, suited_n):
            flush = [card(r, 0) for r in suited]
            for rest in combinations_with_replacement(ranks, size - suited_n):
                others = [card(r, 1 + i) for i, r in enumerate(rest)]  # at most two, in two other suits
                cards = [*flush, *others]
                assert best_of_any(ranking, cards) == best_of_every_five(ranking, cards), [str(c) for c in cards]
                count += 1
    return count


# -- every hand of seven and six cards, by its ranks (and suited ranks) --------------------


@pytest.mark.parametrize("size", [6, 7])
def test_holdem_every_rank_multiset_without_a_flush_equals_the_best_of_every_five(size):
    assert unsuited_sweep("holdem", size) == {6: 18395, 7: 49205}[size]


@pytest.mark.parametrize("size", [6, 7])
def test_holdem_every_flush_hand_equals_the_best_of_every_five(size):
    assert suited_sweep("holdem", size) > 0


@pytest.mark.slow
@pytest.mark.parametrize("name", ["omaha-macau", "stud", "sintetico", "thirteen"])
@pytest.mark.parametrize("size", [6, 7])
def test_other_rankings_every_hand_equals_the_best_of_every_five(name, size):
    assert unsuited_sweep(name, size) > 0
    assert suited_sweep(name, size) > 0


@pytest.mark.parametrize("name", ["stud", "sintetico"])
def test_short_deck_rankings_every_hand_of_seven_equals_the_best_of_every_five(name):
    assert unsuited_sweep(name, 7) > 0
    assert suited_sweep(name, 7) > 0


# -- random deals --------------------------------------------------------------------------


def random_deals(name: str, deals: int, seed: int) -> None:
    ranking, deck = RANKINGS[name]
    rng = random.Random(seed)
    for _ in range(deals):
        cards = rng.sample(deck, rng.choice((5, 6, 7, 7, 7)))
        assert best_of_any(ranking, cards) == best_of_every_five(ranking, cards), [str(c) for c in cards]


def test_holdem_200000_random_deals_equal_the_best_of_every_five():
    random_deals("holdem", 200_000, 36)


@pytest.mark.parametrize("name", sorted(RANKINGS))
def test_random_deals_equal_the_best_of_every_five(name):
    random_deals(name, 10_000, 3600)


@settings(max_examples=examples(500), deadline=None)
@given(st.sampled_from(sorted(RANKINGS)), st.data())
def test_any_five_to_seven_cards_equal_the_best_of_every_five(name, data):
    ranking, deck = RANKINGS[name]
    cards = data.draw(st.lists(st.sampled_from(deck), min_size=5, max_size=7, unique=True))
    check(ranking, cards)


# -- flushes and straight flushes that a quick look could get wrong ------------------------

EDGES = [
    "Ah 2h 3h 4h 5h Kd Qc",       # wheel straight flush
    "Ah 2h 3h 4h 5h 6d Kc",       # wheel straight flush beats the six-high straight
    "Ah 2h 3h 4h 5h 6h Kc",       # six-high straight flush over the wheel in the same suit
    "Ah 2h 3h 4h 5h Kh 6c",       # wheel straight flush, not the ace-king flush
    "Ah Kh Qh Jh Th 9h 8h",       # royal flush among seven of a suit
    "Kh Qh Jh Th 9h 8h 7h",       # king-high straight flush among seven of a suit
    "2h 3h 4h 5h 6h 8h Ah",       # six-high straight flush with the ace suited (no wheel needed)
    "2h 4h 6h 8h Th Qh Ah",       # seven of a suit, no straight: the five highest
    "2h 4h 6h 8h Th Qh Kd",       # six of a suit
    "9h 8h 7h 6h 4h 5d Td",       # flush and a straight in other suits: the flush
    "9h 8h 7h 6h 2h 5d Td",       # flush beats the ten-high straight
    "As Ah Ad Kc Kd Qh Qs",       # trips and two pairs: aces full of kings
    "As Ah Ad Kc Kd Kh Qs",       # two trips: aces full of kings
    "As Ah Ad Ac Kd Kh Ks",       # four of a kind and trips: the king kicks
    "2s 2h 2d 2c 3d 3h 3s",       # four twos, a three kicks
    "Ah Kh Qh Jh 9h Ad As",       # flush with trips beside it (the flush is best)
    "Ah Kh Qh Jh 9h Ad Kd",       # flush with two pairs
    "Th Jh Qh Kh Ah 9d 8d",       # royal flush and a straight below it
    "5h 6h 7h 8h 9h Td Jd",       # nine-high straight flush beats the jack-high straight
    "2c 3c 4c 5c 7c 6d Ad",       # flush beats a wheel and a seven-high straight
    "Ac Kc Qc Jc 9c Tc 8d",       # six suited cards make the royal flush
    "Ad Kd Qd Jd Td",             # five cards: royal flush
    "Ad Kd Qd Jd Td 9c",          # six cards with a royal flush
    "6s 7s 8s 9s Ts Js",          # six cards: jack-high straight flush
    "As 2s 3s 4s 5s 6s",          # six cards: six-high straight flush
    "Qs Qh Qd Jc Jd Js 4c",       # two trips of court cards
    "As Kd Qh Js 9h 8c 2d",       # ace high, every kicker
]

STUD_EDGES = [
    "Ah 5h 6h 7h 8h Kd Qc",       # A-5-6-7-8: the lowest straight flush in 40 cards (R3-2)
    "Ah 5h 6h 7h 8h 9h Kc",       # nine-high straight flush over A-5-6-7-8
    "Ad 5h 6c 7s 8d Kh Qc",       # the lowest straight
    "As Ah Ad Ac Kd Kh Ks",       # four aces, no kicker counts
    "Ah Kh Qh Jh 9h Ad As",       # flush with trips
    "5h 6h 7h 9h Th Ks Kd",       # flush and a pair
]

THIRTEEN_EDGES = [
    "Ah 2h 3h 4h 5h 6h Kc",       # A-2-3-4-5 suited is the highest straight flush below royal (R5-3)
    "Ad 2h 3c 4s 5d 6h Kc",       # A-2-3-4-5 is the second straight, above 2-6
    "Ah Kh Qh Jh Th 2h 3h",       # royal flush
]

SINTETICO_EDGES = [
    "Ah 8h 9h Th Jh Kd Kc",       # A-8-9-T-J straight flush (R3-3)
    "Ah Kh Qh 9h 8h As Ad",       # a flush beside trips of its ace: the flush
    "As Ah Ad Kc Kd Qh Qs",       # full house
    "Ks Kh Qd Qc Jd Js 8h",       # figures with pairs
]


@pytest.mark.parametrize(("name", "hand"), [
    *(("holdem", h) for h in EDGES), *(("omaha-macau", h) for h in EDGES), *(("thirteen", h) for h in EDGES),
    *(("thirteen", h) for h in THIRTEEN_EDGES), *(("stud", h) for h in STUD_EDGES),
    *(("sintetico", h) for h in SINTETICO_EDGES),
])
def test_edge_hands_equal_the_best_of_every_five(name, hand):
    ranking, _ = RANKINGS[name]
    check(ranking, parse_cards(hand))


def test_named_edges_make_the_hand_a_dealer_reads():
    r = HOLDEM_RANKING
    assert r.category_of(best_of_any(r, parse_cards("Ah 2h 3h 4h 5h 6d Kc"))) == "straight-flush"
    assert best_of_any(r, parse_cards("Ah 2h 3h 4h 5h 6h Kc")) > best_of_any(r, parse_cards("Ah 2h 3h 4h 5h 6d Kc"))
    assert r.category_of(best_of_any(r, parse_cards("Ac Kc Qc Jc 9c Tc 8d"))) == "royal-flush"
    assert r.category_of(best_of_any(r, parse_cards("As Ah Ad Kc Kd Qh Qs"))) == "full-house"
    assert r.category_of(best_of_any(r, parse_cards("9h 8h 7h 6h 2h 5d Td"))) == "flush"
    assert r.category_of(best_of_any(STUD_RANKING, parse_cards("Ah 5h 6h 7h 8h Kd Qc"))) == "straight-flush"


# -- the table is filled as hands are met, never at import ----------------------------------


def test_best_seen_holds_only_the_best_of_n_tables_entries():
    for ranking, deck in RANKINGS.values():
        rng = random.Random(ranking.name)
        for _ in range(500):
            best_of_any(ranking, rng.sample(deck, rng.choice((6, 7))))
        assert ranking.best_seen
        for key, value in ranking.best_seen.items():
            n = sum((key >> (3 * i)) & 7 for i in range(13))
            assert value == ranking.best_plain(n)[key]


def test_importing_the_engine_builds_no_table():
    probe = (
        "import trainer.engine.evaluate, trainer.engine.rulesets as r\n"
        "rs = [v for v in vars(r).values() if isinstance(v, r.Ranking)]\n"
        "assert rs and all(not x.best_seen and not x._cache for x in rs), 'a table at import'\n"
        "assert all('plain_table' not in vars(x) and 'suited_table' not in vars(x) for x in rs)\n"
    )
    subprocess.run([sys.executable, "-c", probe], check=True)
