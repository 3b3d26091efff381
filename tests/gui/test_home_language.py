"""Issue 36: a language switch mid-drill no longer re-reads the home screen behind the drill
(every skill's row, 18 ms of a 60 ms switch); the home screen is read again when it is shown, so
a trainee back from the drill finds it in the language just chosen."""

from __future__ import annotations

from trainer.curriculum.generate import generate
from trainer.gui import translation
from trainer.gui.home.screen import DrillRequest
from trainer.store import SessionKind


def test_the_home_screen_speaks_the_language_chosen_during_a_drill(qtbot, window, store):
    ana = store.add_trainee("Ana")
    window.show_home(ana)
    english = window.home.greeting.text()
    window.start(DrillRequest("Drill", generate("holdem", "pot-split", 2, 7, {}), SessionKind.DRILL))
    assert window.stack.currentWidget() is window.drill
    try:
        window.set_language("pt")
        assert window.home.greeting.text() == english  # behind the drill: not re-read yet
        window.drill.end_session()
        window.drill.finished.emit()  # the summary's way home
        assert window.stack.currentWidget() is window.home
        assert window.home.greeting.text() == "Olá, Ana" != english
    finally:
        translation.use_language("en")
