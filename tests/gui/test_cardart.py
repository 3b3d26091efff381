"""The card artwork in assets/cards: complete, valid, small, font-free, two colourings."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer

from trainer.gui.common.cardart import DECKS, back_svg, card_names, face_svg, write_cards
from trainer.gui.table.cards import card_pixmap
from trainer.resources import asset


def test_every_card_and_the_back_exist_in_both_decks_and_parse(qapp):
    assert len(card_names()) == 52
    for deck in DECKS:
        for name in [*card_names(), "back"]:
            path = asset("cards", deck, f"{name}.svg")
            assert path.is_file(), path
            assert QSvgRenderer(str(path)).isValid(), path


def test_committed_svgs_are_what_the_generator_writes(tmp_path):
    write_cards(tmp_path)
    for deck in DECKS:
        for name in [*card_names(), "back"]:
            fresh = (tmp_path / deck / f"{name}.svg").read_text(encoding="utf-8")
            assert asset("cards", deck, f"{name}.svg").read_text(encoding="utf-8") == fresh, (deck, name)


def test_cards_are_small_and_draw_ranks_and_suits_as_paths_not_text():
    for name in card_names():
        svg = face_svg(name, "four-colour")
        assert len(svg.encode()) < 2500, name
        assert "<text" not in svg and "font" not in svg, name
    assert len(back_svg().encode()) < 2500


def _ink(deck: str, card: str) -> QColor:
    """The average colour of the clearly coloured (non white, non grey) pixels of a card."""
    image = card_pixmap(deck, card, 120, 168).toImage()
    r = g = b = n = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if c.alpha() > 200 and c.saturation() > 120 and c.value() > 60:
                r, g, b, n = r + c.red(), g + c.green(), b + c.blue(), n + 1
    assert n > 50, (deck, card)
    return QColor(r // n, g // n, b // n)


@pytest.mark.parametrize("card", ["7d", "Kd"])
def test_four_colour_diamonds_are_blue_classic_red(qapp, card):
    classic, four = _ink("classic", card), _ink("four-colour", card)
    assert classic.red() > 2 * classic.blue()
    assert four.blue() > 2 * four.red()


def test_four_colour_clubs_are_green_classic_black(qapp):
    four = _ink("four-colour", "7c")
    assert four.green() > 2 * four.red() and four.green() > four.blue()
    image = card_pixmap("classic", "7c", 120, 168).toImage()
    coloured = sum(
        1 for y in range(0, 168, 2) for x in range(0, 120, 2)
        if image.pixelColor(x, y).saturation() > 120 and image.pixelColor(x, y).value() > 60
    )
    assert coloured == 0  # classic clubs: black ink only


def test_card_pixmaps_are_cached_per_card_and_size(qapp):
    a = card_pixmap("classic", "As", 60, 84)
    assert card_pixmap("classic", "As", 60, 84).cacheKey() == a.cacheKey()
    assert card_pixmap("classic", "As", 61, 85).cacheKey() != a.cacheKey()
    assert (a.width(), a.height()) == (60, 84)
