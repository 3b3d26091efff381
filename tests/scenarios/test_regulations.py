"""'Show the rule': a citation gives the regulation's words and the house ruling."""

import pytest

from trainer.scenarios.regulations import articles, nonbanked_rules, rule_texts


@pytest.mark.parametrize(("regulation", "count"), [
    ("Portaria 104/85/M", 11), ("Portaria 51/89/M", 11), ("Despacho 89/2004", 11), ("Despacho 97/2010", 16),
])
def test_every_article_of_each_macau_regulation_is_found(regulation, count):
    table = articles(regulation)
    assert sorted(table) == list(range(1, count + 1))
    assert all(text.startswith(f"Artigo {n}.º") for n, text in table.items())


def test_every_non_banked_rule_is_found():
    rules = nonbanked_rules()
    assert sorted(rules) == list(range(1, 113))
    assert rules[62].startswith("62 - Depois de efectuado o último turno de apostas")


def test_a_citation_gives_the_article_in_portuguese_and_the_ruling_in_english():
    texts = rule_texts("Portaria 51/89/M art. 7; ruling R5-4")
    assert [(t.source, t.language) for t in texts] == [("Portaria 51/89/M art. 7", "pt"), ("ruling R5-4", "en")]
    assert "escalões" in texts[0].text and "foul" in texts[1].text.lower()


def test_ranges_and_lists_of_rules_are_expanded():
    sources = [t.source for t in rule_texts("non-banked rules 42-46, 62; ruling R2-1")]
    assert sources == [f"non-banked rule {n}" for n in (42, 43, 44, 45, 46, 62)] + ["ruling R2-1"]


def test_sub_articles_point_to_their_article():
    sources = [t.source for t in rule_texts("Despacho 89/2004 art. 9.3, 10; ruling R6-5")]
    assert sources == ["Despacho 89/2004 art. 9", "Despacho 89/2004 art. 10", "ruling R6-5"]
