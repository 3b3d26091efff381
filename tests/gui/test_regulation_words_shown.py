"""Issue 32 T2, T3 on screen: the Portuguese table and panels speak the words of the regulation
the table is played under — the seat tags, the action log, the pots, the croupier's plate and
the hand-category list of hold'em (non-banked rules 17, 39, 49, 81-83), stud (Portaria
104/85/M art. 5, 7, 10, 11) and Omaha (Macau 2010) (Despacho 97/2010 art. 5, 6, 11, 15)."""

from __future__ import annotations

import pytest

from trainer.curriculum.items import ScriptedItem, scripted_question
from trainer.gui import translation
from trainer.gui.panels.categories import HandCategoryPanel

from .conftest import load


@pytest.fixture
def portuguese(qapp):
    translation.use_language("pt")
    yield
    translation.use_language("en")


def test_t3_a_holdem_table_says_encavado_acompanha_turno_pote_and_pagador(table, portuguese):
    view = table()
    view.show_scenario(load("betting-holdem-pot"))
    assert view.seat_tags(3) == ["ENCAVADO"]  # rule 49, not ALL-IN
    log = view.action_log_item()
    assert log.title == "Turno 2"
    assert [r.left for r in log.rows] == ["passa", "aposta", "acompanha, encavado", "acompanha"]
    assert [p.label for p in view.pot_items()] == ["Pote"]
    assert view.croupier_item().content.title == "Pagador"  # rules 29-70


def test_t3_an_omaha_macau_table_tags_the_apostas_previas(table, portuguese):
    view = table()
    view.show_scenario(load("betting-omaha-macau"))
    assert "APOSTA PRÉVIA MENOR" in view.seat_tags(4) and "APOSTA PRÉVIA MAIOR" in view.seat_tags(5)  # art. 5
    assert not any(t in ("SB", "BB", "PEQUENA APOSTA", "GRANDE APOSTA") for s in (4, 5) for t in view.seat_tags(s))
    assert view.action_log_item().title == "Turno 1"
    assert view.croupier_item().content.title == "Croupier"


def test_t3_a_stud_table_says_bolo_de_entrada_lanco_and_dealer(table, portuguese):
    data = load("betting-stud")
    data["betting"] = [[]]  # the entry stakes in, nobody has acted
    for seat in data["seats"]:
        seat["up"] = seat["up"][:1]
    view = table()
    view.show_scenario(data)
    assert [p.label for p in view.pot_items()] == ["Bolo de entrada"]  # art. 6-8
    assert view.action_log_item().title == "Lanço 1: ainda ninguém jogou"  # art. 10 b
    assert view.croupier_item().content.title == "Dealer"  # art. 10


def _category_lines(qtbot, table, game: str) -> list[str]:
    panel = HandCategoryPanel()
    qtbot.addWidget(panel)
    question = scripted_question(ScriptedItem(id="x", task="hand-category", scenario=load(game)))
    view = table()
    view.show_scenario(dict(question.scenario))
    panel.load(question, view)
    combo = next(iter(panel.combos.values()))
    return [combo.itemText(i) for i in range(1, combo.count())]


def test_t2_the_hand_category_list_is_each_games_own(qtbot, table, portuguese):
    """The same list of ten categories, kept between questions, is worded again for each game."""
    holdem = _category_lines(qtbot, table, "holdem")
    assert holdem[:5] == ["Sequência máxima da cor", "Sequência da cor", "Póquer", "Fullen", "Cor"]  # rule 17
    stud = _category_lines(qtbot, table, "stud")
    assert stud[:5] == ["Naipe real", "Sequência de naipe", "Quatro cartas iguais", "Trio-par", "Naipe ou cor"]
    assert stud[-1] == "Maior carta"  # art. 5.10
    assert _category_lines(qtbot, table, "omaha-macau")[-1] == "Cinco cartas diferentes"  # art. 15.10
