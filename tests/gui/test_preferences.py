"""Preferences live with the records and belong to one trainee (issue 17 items 14, 15):
the next trainee at a workstation never sees the previous one's free-drill settings, and
two databases on one machine keep their own trainees' choices."""

from __future__ import annotations

from trainer.gui.common import prefs
from trainer.store import Store


def test_the_next_trainee_does_not_see_the_free_drill_settings_of_the_last(window, monkeypatch):
    store = window.store
    ana, bea = store.add_trainee("Ana"), store.add_trainee("Bea")
    monkeypatch.setattr(window.home, "startRequested", type("S", (), {"emit": lambda self, *a: None})())
    window.show_home(ana)
    home = window.home
    home.game.setCurrentIndex(home.game.findData("omaha-macau"))
    home.constraints.setText("final_round: true")
    home.count.setValue(5)
    home.free_drill()
    window.sign_out()
    window.show_home(bea)
    assert home.constraints.text() == "" and home.count.value() == 10
    assert home.game.currentIndex() == 0
    window.sign_out()
    window.show_home(ana)
    assert home.constraints.text() == "final_round: true" and home.count.value() == 5
    assert home.game.currentData() == "omaha-macau"


def test_two_databases_on_one_machine_keep_their_own_choices(tmp_path):
    with Store.open(tmp_path / "a.db") as a, Store.open(tmp_path / "b.db") as b:
        ana, zoe = a.add_trainee("Ana"), b.add_trainee("Zoe")
        assert ana.id == zoe.id  # the same number in each database
        prefs.set_four_colour(a, ana, True)
        prefs.set_last_trainee(a, "Ana")
        assert prefs.four_colour(a, ana) and not prefs.four_colour(b, zoe)
        assert prefs.last_trainee(b) == ""
