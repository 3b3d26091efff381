"""Best hand of a seat under each rule set (RULINGS R3)."""

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from trainer.engine.cards import parse_cards
from trainer.engine.evaluate import best_hand, candidate_fives, strength
from trainer.engine.rulesets import RULESETS


def best(game, hole, board=""):
    rules = RULESETS[game]
    if not board and rules.hole_used:
        cards = parse_cards(hole)
        s = rules.ranking.strength(cards)
        return _Five(rules, cards, s)
    return best_hand(rules, parse_cards(hole), parse_cards(board))


class _Five:
    def __init__(self, rules, cards, s):
        self.best, self.strength = tuple(cards), s
        self.category = rules.ranking.category_of(s)


def five(game, cards):
    """Strength of exactly five cards under the rule set's ranking."""
    return RULESETS[game].ranking.strength(parse_cards(cards))


def beats(game, a, b, board=""):
    rules = RULESETS[game]
    if not board and rules.hole_used:
        return five(game, a) > five(game, b)
    return strength(rules, parse_cards(a), parse_cards(board)) > strength(
        rules, parse_cards(b), parse_cards(board)
    )


def ties(game, a, b, board=""):
    rules = RULESETS[game]
    if not board and rules.hole_used:
        return five(game, a) == five(game, b)
    return strength(rules, parse_cards(a), parse_cards(board)) == strength(
        rules, parse_cards(b), parse_cards(board)
    )


# -- R3-1: holdem, omaha, omaha-macau -------------------------------------------------


def test_r3_1_wheel_is_the_lowest_straight_and_straight_flush():
    assert best("holdem", "Ah 2d", "3c 4s 5h Kd Qc").category == "straight"
    # 6-high straight beats the wheel; wheel beats trips.
    assert beats("holdem", "6d 2d 3c 4s 5h", "Ah 2c 3d 4h 5s")
    assert beats("holdem", "Ah 2c 3d 4h 5s", "Kd Kh Ks 4c 2s")
    assert best("holdem", "Ah 2h", "3h 4h 5h Kd Qc").category == "straight-flush"
    assert beats("holdem", "6h 2h 3h 4h 5h", "Ah 2h 3h 4h 5h")


def test_r3_1_holdem_plays_the_best_five_of_seven():
    hv = best("holdem", "As Kd", "Ah 7c 7d 2s 9h")
    assert hv.category == "two-pair"
    assert hv.names() == ["As", "Ah", "7c", "7d", "Kd"]
    # The board plays: both seats hold the board's straight.
    assert ties("holdem", "2c 3d", "2h 3s", "Ts Jh Qd Kc Ac")


def test_r3_1_omaha_four_suited_board_with_one_suited_hole_card_is_no_flush():
    for game in ("omaha", "omaha-macau"):
        hv = best(game, "Ah Kc Qd 2s", "3h 7h 9h Jh 4c")
        assert hv.category == "high-card", game
        # With two hearts in the hand it is a flush.
        assert best(game, "Ah Kh Qd 2s", "3h 7h 9h Jc 4c").category == "flush"


def test_r3_1_omaha_board_straight_needing_three_hole_cards_is_no_straight():
    # 6-7-8-9-T would need hole 8, 9 and T: three hole cards.  Best legal: K K 2 2.
    hv = best("omaha", "8c 9d Ts 2h", "6h 7s Kc Kd 2c")
    assert hv.category == "two-pair"
    # A straight on the board itself cannot be played either (only three board cards).
    hv = best("omaha", "Ac Ad 2s 2h", "5h 6s 7c 8d 9h")
    assert hv.category == "one-pair"


def test_r3_1_omaha_uses_exactly_two_hole_cards_even_with_quads_in_hand():
    # Four aces in the hand are only a pair of aces with the board.
    hv = best("omaha", "Ac Ad Ah As", "2c 7d 9s Jh Kd")
    assert hv.category == "one-pair"


def test_r3_1_every_omaha_hand_is_two_hole_plus_three_board():
    hole, board = parse_cards("Ac Ad 9h 9s"), parse_cards("2c 7d 9c Jh Kd")
    hv = best_hand(RULESETS["omaha"], hole, board)
    assert len(set(hv.best) & set(hole)) == 2 and len(set(hv.best) & set(board)) == 3
    assert hv.category == "three-of-a-kind"


# -- R3-2: stud -------------------------------------------------------------------------


def test_r3_2_stud_a5678_is_the_lowest_straight_and_straight_flush():
    assert best("stud", "Ah 5d 6c 7s 8h").category == "straight"
    assert beats("stud", "9d 5h 6c 7s 8h", "Ah 5d 6c 7s 8h")
    assert beats("stud", "Ah 5d 6c 7s 8h", "Kd Kh Ks 9c 6s")
    assert best("stud", "As 5s 6s 7s 8s").category == "straight-flush"
    assert beats("stud", "9s 5s 6s 7s 8s", "Ah 5h 6h 7h 8h")


def test_r3_2_stud_deck_has_no_cards_below_five():
    rules = RULESETS["stud"]
    assert not {c.rank for c in rules.deck} & {2, 3, 4}


def test_r3_2_stud_four_of_a_kind_kicker_never_counts():
    assert ties("stud", "Ac Ad Ah As 5h", "Ac Ad Ah As 9h")
    assert ties("stud", "9c 9d 9h 9s 5h", "9c 9d 9h 9s Kh")


def test_r3_2_stud_full_house_and_trips_count_only_the_trio():
    assert ties("stud", "8c 8d 8h 5s 5h", "8c 8d 8h Ks Kh")
    assert ties("stud", "Kc Kd Kh 6s 5h", "Kc Kd Kh As Qh")
    assert beats("stud", "Kc Kd Kh 6s 5h", "Qc Qd Qh As Jh")


# -- R3-3: sintetico --------------------------------------------------------------------


def test_r3_3_sintetico_flush_beats_full_house():
    assert beats("sintetico", "8h 9h Jh Qh Ah", "Ac Ad Ah Ks Kd")


def test_r3_3_sintetico_a89tj_is_the_lowest_straight():
    assert best("sintetico", "Ac 8d 9h Ts Jd").category == "straight"
    assert beats("sintetico", "Qc 8d 9h Ts Jd", "Ac 8d 9h Ts Jd")


def test_r3_3_sintetico_figures_with_pairs_between_trips_and_two_pair():
    hv = best("sintetico", "Ac Ad Kh Ks Qd")
    assert hv.category == "figures-with-pairs"
    assert beats("sintetico", "8c 8d 8h 9s Td", "Ac Ad Kh Ks Qd")   # trips beat figures
    assert beats("sintetico", "Jc Jd Qh Qs Kd", "Ac Ad Kh Ks Td")   # figures beat two pair
    # Within the category: higher pair, then the other pair, then the fifth card.
    assert beats("sintetico", "Ac Ad Jh Js Kd", "Kc Kd Qh Qs Ad")
    assert beats("sintetico", "Ac Ad Kh Ks Qd", "Ac Ad Kh Ks Jd")


def test_r3_3_sintetico_must_use_both_hole_cards():
    # The board alone is a royal flush; the seat must use both hole cards.
    hv = best("sintetico", "8c 9d", "Ah Kh Qh Jh Th")
    assert set(map(str, hv.best)) >= {"8c", "9d"}
    assert hv.category == "straight"  # 8-9 + T-J-Q: the best that uses both hole cards


# -- R3-4: kickers ------------------------------------------------------------------------


def test_r3_4_holdem_counts_the_four_of_a_kind_kicker():
    assert beats("holdem", "Kc Qd", "Jc Td", "9c 9d 9h 9s 2h")


def test_r3_4_omaha_macau_ignores_the_four_of_a_kind_kicker():
    # Four nines with a king and four nines with a two are equal (art. 15.3).
    rules = RULESETS["omaha-macau"]
    a = rules.ranking.strength(parse_cards("9c 9d 9h 9s Kh"))
    b = rules.ranking.strength(parse_cards("9c 9d 9h 9s 2h"))
    assert a == b


def test_r3_4_omaha_macau_counts_the_full_house_pair_and_the_trio_kickers():
    r = RULESETS["omaha-macau"].ranking
    assert r.strength(parse_cards("8c 8d 8h Ks Kh")) > r.strength(parse_cards("8c 8d 8h 5s 5h"))
    assert r.strength(parse_cards("8c 8d 8h As 2h")) > r.strength(parse_cards("8c 8d 8h Ks Qh"))


def test_r3_4_holdem_counts_every_kicker_down_to_the_fifth_card():
    r = RULESETS["holdem"].ranking
    assert r.strength(parse_cards("Ac Kd 9h 7s 3h")) > r.strength(parse_cards("Ad Kc 9s 7d 2h"))
    assert r.strength(parse_cards("Tc Td 6h 6s 9h")) > r.strength(parse_cards("Th Ts 6c 6d 8h"))


def test_r3_4_identical_ranks_tie_whatever_the_suits():
    for game in ("holdem", "omaha-macau", "stud", "sintetico"):
        r = RULESETS[game].ranking
        assert r.strength(parse_cards("Ac Kd Qh Js 9h")) == r.strength(parse_cards("Ad Kc Qs Jd 9c"))


# -- fast paths agree with the plain search over every legal five -----------------------


@pytest.mark.parametrize(("game", "hole_n", "board_n"), [
    ("holdem", 2, 5), ("omaha", 4, 5), ("omaha-macau", 4, 5), ("sintetico", 2, 5), ("stud", 5, 0),
    ("holdem", 2, 4), ("holdem", 2, 3),
])
def test_fast_strength_equals_the_best_of_every_legal_five(game, hole_n, board_n):
    rules = RULESETS[game]
    rng = random.Random(f"{game}{hole_n}{board_n}")
    for _ in range(3000):
        cards = rng.sample(rules.deck, hole_n + board_n)
        hole, board = cards[:hole_n], cards[hole_n:]
        expected = max(rules.ranking.strength(f) for f in candidate_fives(rules, hole, board))
        assert strength(rules, hole, board) == expected


def test_best_of_seven_table_covers_flush_and_paired_boards_exhaustively_for_one_hole():
    rules = RULESETS["holdem"]
    hole = parse_cards("Ah Kh")
    rest = [c for c in rules.deck if c not in hole]
    rng = random.Random(7)
    for board in (rng.sample(rest, 5) for _ in range(4000)):
        expected = max(rules.ranking.strength(f) for f in combinations([*hole, *board], 5))
        assert strength(rules, hole, board) == expected


# -- properties -------------------------------------------------------------------------

GAMES5 = ["holdem", "omaha-macau", "stud", "sintetico"]


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(GAMES5), st.randoms(use_true_random=False))
def test_strength_does_not_depend_on_card_order(game, rnd):
    rules = RULESETS[game]
    hand = rnd.sample(rules.deck, 5)
    shuffled = hand[:]
    rnd.shuffle(shuffled)
    assert rules.ranking.strength(hand) == rules.ranking.strength(shuffled)


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(GAMES5), st.randoms(use_true_random=False))
def test_comparison_is_a_total_preorder_consistent_with_categories(game, rnd):
    """For any three hands the order is total and transitive, ties are exact, and a
    better category always wins (R3)."""
    rules = RULESETS[game]
    r = rules.ranking
    hands = [rnd.sample(rules.deck, 5) for _ in range(3)]
    s = [r.strength(h) for h in hands]
    cats = [r.categories.index(r.category_of(x)) for x in s]
    for i in range(3):
        for j in range(3):
            assert (s[i] >= s[j]) or (s[j] >= s[i])
            if cats[i] < cats[j]:
                assert s[i] > s[j]
            for k in range(3):
                if s[i] >= s[j] and s[j] >= s[k]:
                    assert s[i] >= s[k]
    # Equal strength means equal ranks after the rule set's kickers: same category.
    for i, j in combinations(range(3), 2):
        if s[i] == s[j]:
            assert cats[i] == cats[j]
