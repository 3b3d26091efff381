"""U17: a lesson's title names its game as every other lesson of that game does, in each
language ('Stud: follow the action' stood among 'Five-card stud: …', '五張牌梭哈：…' among
'梭哈：…'); a lesson for several games names them its own way."""

from __future__ import annotations

import re
from collections import Counter, defaultdict

import pytest

from trainer import i18n
from trainer.gui import translation
from trainer.scenarios import words
from trainer.training import sources


def _prefix(title: str) -> str:
    return title.split("：" if "：" in title else ":")[0]


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hant"])
def test_u17_every_lesson_of_a_game_names_the_game_alike(qapp, language):
    try:
        translation.use_language(language)
        by_game: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for info in sources.lesson_index():
            if len(info.games) <= 1:  # one game's lesson; several games' are named their own way
                by_game[info.game].append((info.id, i18n.lesson_text(info.title)))
        names = {game: words.game(game) for game in by_game}
    finally:
        translation.use_language("en")
    odd = []
    for game, lessons in by_game.items():
        usual, _ = Counter(_prefix(t) for _, t in lessons).most_common(1)[0]
        odd += [(lesson_id, title) for lesson_id, title in lessons if _prefix(title) != usual]
        # ... and that is the game's own name (the strict croupier's reading: "Omaha (Macau)" could be
        # the non-banked Omaha, a Macau game too); a gloss in brackets may be left out of a title
        assert usual in (names[game], re.sub(r"（[^）]*）$", "", names[game])), (game, usual, names[game])
    assert odd == []
