"""U18: a hand reproduced — the set-up and ``trainer hand`` deal the same hand for a seed by
default, and Another hand does not deal the last one again."""

from __future__ import annotations

import json

import pytest

from trainer.cli import main
from trainer.engine.rulesets import GAMES
from trainer.gui.table_run.screen import HandScreen
from trainer.gui.table_run.setup import SetupPage
from trainer.store import Store
from trainer.table_run import deal_hand, default_seats


@pytest.mark.parametrize("game", GAMES)
def test_u18_the_setup_and_trainer_hand_deal_the_same_hand_for_a_seed(qtbot, capsys, game):
    setup = SetupPage()
    qtbot.addWidget(setup)
    setup.game.setCurrentIndex(setup.game.findData(game))
    dealt: list[tuple] = []
    setup.dealRequested.connect(lambda *args: dealt.append(args))
    setup.seed.setText("31")
    setup.request()
    (g, seed, seats, _variant, table), = dealt
    assert (g, seed, seats) == (game, 31, default_seats(game))
    gui = deal_hand(g, seed, seats, table or None)  # as HandRun.start deals it
    assert main(["hand", "--game", game, "--seed", "31"]) == 0
    cli = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(cli) == len(gui.steps)
    assert [{"step": n, **step.to_json()} for n, step in enumerate(gui.steps, 1)] == cli


def test_u18_another_hand_empties_the_seed_and_keeps_the_table(qtbot, tmp_path):
    with Store.open(tmp_path / "t.db") as store:
        screen = HandScreen(store, store.add_trainee("Ana"))
        qtbot.addWidget(screen)
        setup = screen.setup
        setup.game.setCurrentIndex(setup.game.findData("stud"))
        setup.seats.setValue(7)
        setup.seed.setText("12")
        setup.request()
        assert screen.run is not None and screen.run.hand.seed == 12
        screen.end_hand()
        assert screen.pages.currentWidget() is screen.summary_view
        screen.summary_view.again.click()
        assert screen.pages.currentWidget() is setup
        assert setup.seed.text() == "" and setup.game.currentData() == "stud" and setup.seats.value() == 7
        picked = []
        setup.dealRequested.connect(lambda *args: picked.append(args))
        setup.request()  # Enter: a hand of any seed (drawn from a million), at the table kept
        assert picked and picked[0][2] == 7 and screen.run is not None and len(screen.run.hand.seats) == 7
