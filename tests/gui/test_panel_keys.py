"""The key hints under a seat panel name only the number keys of the seats at the table."""

from __future__ import annotations

import copy

from trainer.curriculum.lesson import ScriptedItem, scripted_question
from trainer.gui.panels import panel_for
from trainer.gui.table import TableView

from .conftest import load


def hints(qtbot, seats: list[int]) -> str:
    scenario = copy.deepcopy(load("omaha-macau"))
    scenario["seats"] = [dict(scenario["seats"][i % len(scenario["seats"])], seat=n) for i, n in enumerate(seats)]
    question = scripted_question(ScriptedItem(id="k", task="showdown-order", scenario=scenario, params={}))
    table, panel = TableView(), panel_for("showdown-order")
    qtbot.addWidget(table)
    qtbot.addWidget(panel)
    table.show_scenario(question.scenario)
    panel.load(question, table)
    return " | ".join(f"{k}: {v}" for k, v in panel.shortcuts())


def test_a_table_of_a_few_seats_names_their_keys_only(qtbot):
    text = hints(qtbot, [2, 5, 9])
    assert "2 5 9: pick that seat" in text and "1-9" not in text


def test_a_full_row_of_seats_is_a_range_and_seats_10_to_12_their_keys(qtbot):
    assert "1-9 0: pick that seat" in hints(qtbot, list(range(1, 11)))
    assert "1-9 0 - =: pick that seat" in hints(qtbot, list(range(1, 13)))
    assert "3 7 =: pick that seat" in hints(qtbot, [3, 7, 12])
