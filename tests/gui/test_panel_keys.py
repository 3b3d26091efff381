"""The key hints under a seat panel name only the number keys the table needs."""

from __future__ import annotations

import copy

from trainer.gui.panels import panel_for
from trainer.gui.table import TableView
from trainer.scenarios.lesson import ScriptedItem, scripted_question

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


def test_a_table_up_to_seat_9_needs_the_digits_only(qtbot):
    text = hints(qtbot, [2, 5, 9])
    assert "1-9: the seat" in text and "seats 1-10" not in text and "11 and 12" not in text


def test_seat_10_adds_the_0_and_seat_12_the_minus_and_equals(qtbot):
    assert "1-9, 0: seats 1-10" in hints(qtbot, [1, 10]) and "11 and 12" not in hints(qtbot, [1, 10])
    text = hints(qtbot, [3, 7, 12])
    assert "1-9, 0: seats 1-10" in text and "- =: seats 11 and 12" in text
