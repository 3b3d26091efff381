"""U17: home's lessons, listed under their game, do not repeat the game's name (Portuguese
titles were cut short at 1280 px: "Póquer de cinco cartas: bolos, bolos separados e bolos
repar…"); the whole title stays in the tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt

from trainer import i18n
from trainer.gui import translation
from trainer.gui.home.screen import under_game

from .settle import laid_out


def test_u17_a_title_under_its_game_leaves_the_game_out():
    assert under_game("Póquer de cinco cartas: bolos, bolos separados e bolos repartidos") == \
        "Bolos, bolos separados e bolos repartidos"
    assert under_game("梭哈：誰贏得底池") == "誰贏得底池"
    assert under_game("A title with no game") == "A title with no game"


def test_u17_home_lists_lessons_whole_in_portuguese(qtbot, window, store):
    window.show_home(store.add_trainee("Ana"))
    try:
        window.set_language("pt")
        tree = window.home.lessons

        def whole() -> None:  # the tree laid out in Portuguese
            width = tree.header().sectionSize(0)
            for g in range(tree.topLevelItemCount()):
                group = tree.topLevelItem(g)
                for i in range(group.childCount()):
                    item = group.child(i)
                    info = item.data(0, Qt.ItemDataRole.UserRole)
                    title = i18n.lesson_text(info.title)
                    assert item.toolTip(0) == title
                    if len(info.games) <= 1:
                        assert item.text(0) == under_game(title) != title
                        shown = tree.fontMetrics().horizontalAdvance(item.text(0)) + 2 * tree.indentation()
                        assert shown < width, (item.text(0), shown, width)  # not cut short at 1280 px

        laid_out(qtbot, whole)
    finally:
        translation.use_language("en")
