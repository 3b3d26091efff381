"""A game is data (issue 34 item 1): every game's descriptor is whole, and every family it names is
served by each per-family registry — the solver, the generators, the hand dealer, the table scene.

An eighth game is a :class:`~trainer.engine.rulesets.RuleSet` entry and its content; this test
names what the entry must give and where its family must be registered."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.engine.rulesets import GAMES, RULESETS, Family
from trainer.engine.solve import SOLVERS
from trainer.generators import MODULES
from trainer.gui.table.games import SCENES
from trainer.scenarios.citations import INSTRUMENTS
from trainer.table_run.deal import DEALERS

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "pt", "zh_Hant")
"""The languages the trainer speaks (assets/translations/trainer_{pt,zh_Hant}.ts and English)."""
REGISTRIES = {"solver": SOLVERS, "hand dealer": DEALERS, "scene builder": SCENES}
"""The registries keyed by family (the generators' is by game: :data:`MODULES`)."""


@pytest.mark.parametrize("registry", REGISTRIES)
def test_every_family_has_each_registry_entry(registry: str) -> None:
    assert set(REGISTRIES[registry]) == set(Family), registry


@pytest.mark.parametrize("game", GAMES)
def test_every_game_is_served_by_every_registry(game: str) -> None:
    family = RULESETS[game].family
    for name, registry in REGISTRIES.items():
        assert callable(registry[family]), (game, name)
    assert game in MODULES, "the generators have no builder module for the game"
    assert hasattr(MODULES[game], "build"), game


@pytest.mark.parametrize("game", GAMES)
def test_every_game_names_its_regulation_in_each_language(game: str) -> None:
    rules = RULESETS[game]
    names = rules.regulation_names
    assert set(names) == set(LANGUAGES), game
    assert all(name.strip() for name in names.values()), game
    assert names["en"] == rules.regulation, "English names the regulation as the descriptor does"


@pytest.mark.parametrize("game", GAMES)
def test_every_games_regulation_has_its_text_and_its_citations(game: str) -> None:
    rules = RULESETS[game]
    assert (ROOT / "assets" / "regulations" / rules.regulation_file).is_file(), game
    assert rules.instrument in INSTRUMENTS, "a citation of the game's regulation must parse"
    assert rules.table is not None, "RULINGS R0-5: the tables the game allows"
    low, high = rules.hand_seats
    assert 1 <= low <= high <= rules.table_places, game


@pytest.mark.parametrize("game", GAMES)
def test_a_betting_game_says_how_it_is_bet_and_explained(game: str) -> None:
    rules = RULESETS[game]
    if not rules.betting:
        assert rules.family != Family.POKER and not rules.forced_bets and not rules.showdown, game
        return
    assert rules.forced_bets in ("blinds", "antes"), game
    assert rules.showdown, game
    cites = rules.cites
    assert cites.hands and cites.pots and cites.commission and cites.one_left and cites.uncalled, game
    assert bool(cites.tie) == bool(cites.tie_categories), game
