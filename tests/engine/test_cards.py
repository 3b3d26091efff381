"""Cards and decks (RULINGS R0-2)."""

import pickle

import pytest

from trainer.engine.cards import Card, CardError, parse_card, parse_cards
from trainer.engine.rulesets import RULESETS


def test_r0_2_ten_written_as_10_or_t_is_the_same_card():
    assert parse_card("10h") == parse_card("Th") == parse_card("th")
    assert str(parse_card("10h")) == "Th"


def test_r0_2_output_uses_the_two_character_form():
    assert [str(c) for c in parse_cards("As 10d 9c 2h")] == ["As", "Td", "9c", "2h"]


@pytest.mark.parametrize("token", ["1h", "11s", "Ax", "A", "", "Ahh", "Zz", "10", 14, None, "A♠"])
def test_r0_2_anything_else_is_refused_naming_the_token(token):
    with pytest.raises(CardError) as info:
        parse_card(token)
    assert repr(token) in str(info.value)


@pytest.mark.parametrize(
    ("game", "size", "ranks"),
    [
        ("holdem", 52, "AKQJT98765432"),
        ("omaha", 52, "AKQJT98765432"),
        ("omaha-macau", 52, "AKQJT98765432"),
        ("thirteen", 52, "AKQJT98765432"),
        ("qpoker", 52, "AKQJT98765432"),
        ("stud", 40, "AKQJT98765"),
        ("sintetico", 28, "AKQJT98"),
    ],
)
def test_each_rule_set_has_its_deck(game, size, ranks):
    deck = RULESETS[game].deck
    assert len(deck) == size == len(set(deck))
    assert {str(c)[0] for c in deck} == set(ranks)
    assert {c.suit for c in deck} == set("shcd")


def test_cards_are_values_that_survive_pickling_and_sets():
    ah = parse_card("Ah")
    assert pickle.loads(pickle.dumps(ah)) == ah
    assert isinstance(ah, Card) and isinstance(pickle.loads(pickle.dumps(ah)), Card)
    assert len({parse_card("Ah"), parse_card("ah"), parse_card("AH")}) == 1


def test_suit_precedence_spades_hearts_clubs_diamonds():
    order = sorted(parse_cards("Ad Ac Ah As"), key=lambda c: c.suit_order, reverse=True)
    assert [c.suit for c in order] == ["s", "h", "c", "d"]
