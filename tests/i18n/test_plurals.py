"""Issue 19: a sentence with a count reads right for one and for many in each language (Qt's %n
plural forms: Portuguese has two, Chinese one)."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer import translations
from trainer.translations import read_ts

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "translations"


def _plurals(language: str) -> list[translations.Message]:
    return [m for m in read_ts(FOLDER / f"trainer_{language}.ts") if m.numerus and m.live]


def _say(language: str, source: str, n: int) -> str:
    """The plural ``source`` (in whatever context the code asks it) for ``n``."""
    (m,) = [m for m in _plurals(language) if m.source == source]
    return translations.catalogue(language, FOLDER).translate(m.context, source, m.comment or None, n)


@pytest.mark.parametrize("language", ["zh_Hant", "pt"])
def test_every_plural_says_the_count_for_one_and_for_many(language):
    catalogue = translations.catalogue(language, FOLDER)
    plurals = _plurals(language)
    assert len(plurals) >= 10
    for m in plurals:
        one, many = (catalogue.translate(m.context, m.source, m.comment or None, n) for n in (1, 3))
        assert "%n" not in one + many, m.source
        assert "3" in many and "1" in one, (m.source, one, many)


def test_portuguese_has_a_singular_and_a_plural_form():
    for m in _plurals("pt"):
        assert len(m.forms) == 2 and m.forms[0] != m.forms[1], m.source
    assert (_say("pt", "%n items", 1), _say("pt", "%n items", 12)) == ("1 item", "12 itens")
    assert (_say("pt", "in %n days", 1), _say("pt", "in %n days", 2)) == ("daqui a 1 dia", "daqui a 2 dias")


def test_chinese_has_one_form_for_every_count():
    for m in _plurals("zh_Hant"):
        assert len(m.forms) == 1, m.source
    assert (_say("zh_Hant", "%n items", 1), _say("zh_Hant", "%n items", 12)) == ("1題", "12題")
