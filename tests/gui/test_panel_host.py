"""The panel host (issue 8, speed): one panel per task, made once and reloaded; only
the panel shown takes keys, table clicks and signals."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QSplitter

from trainer.curriculum.generate import generate
from trainer.gui.panels.host import PanelHost
from trainer.gui.table import TableView
from trainer.store import Store
from trainer.training.drill import Drill


def make(qtbot):
    window = QSplitter()
    table, host = TableView(), PanelHost()
    window.addWidget(table)
    window.addWidget(host)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window, table, host


def show(table, host, question):
    table.show_scenario(dict(question.scenario), reveal=True)
    return host.show_question(question, table)


def test_a_task_panel_is_made_once_and_loaded_for_each_question(qtbot):
    _window, table, host = make(qtbot)
    order = generate("holdem", "showdown-order", 2, 7, {})
    (foul,) = generate("thirteen", "foul", 1, 7, {})
    first = show(table, host, order[0])
    assert host.currentWidget() is first and first.question is order[0]
    assert show(table, host, foul) is not first
    again = show(table, host, order[1])
    assert again is first and again.question is order[1] and not again.is_locked()
    assert set(host.panels()) == {"showdown-order", "foul"}
    assert dict(again.answer()) == {"order": []}  # nothing kept from the first question


def test_only_the_panel_shown_hears_keys_clicks_and_signals(qtbot):
    window, table, host = make(qtbot)
    (order,) = generate("holdem", "showdown-order", 1, 3, {})
    (dice,) = generate("thirteen", "dice", 1, 3, {})
    hidden = show(table, host, order)
    shown = show(table, host, dice)
    assert hidden.is_locked() and hidden.question is None
    heard = []
    host.answerChanged.connect(lambda: heard.append("changed"))
    hidden.answerChanged.emit()
    assert heard == []  # a panel put away is not forwarded
    shown.answerChanged.emit()
    assert heard == ["changed"]
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_B)  # B: the banker, on the dice panel
    assert dict(shown.answer()) == {"first_card": "banker"}
    assert dict(hidden.answer()) == {"order": []}
    table.seatClicked.emit(1)  # the showdown panel listened to this table once
    assert dict(hidden.answer()) == {"order": []}


def test_a_language_change_leaves_the_table_to_the_panel_shown(qtbot):
    _window, table, host = make(qtbot)
    (order,) = generate("holdem", "showdown-order", 1, 5, {})
    (foul,) = generate("thirteen", "foul", 1, 5, {})
    first = show(table, host, order)
    with Store.memory() as store:
        feedback = Drill(store, store.add_trainee("Ana").id, [order]).submit(dict(order.answer))
    first.show_feedback(feedback, table)
    assert table.badges()  # the right order, drawn
    show(table, host, foul)
    assert table.badges() == {}
    QApplication.sendEvent(first, QEvent(QEvent.Type.LanguageChange))
    assert table.badges() == {}  # the put-away panel draws none of its old marks


def test_clear_shows_no_panel(qtbot):
    _window, table, host = make(qtbot)
    (q,) = generate("stud", "first-to-act", 1, 2, {})
    panel = show(table, host, q)
    host.clear()
    assert host.panel is None and panel.is_locked() and host.currentWidget() is not panel


def test_panels_made_ahead_wait_locked_until_their_question(qtbot):
    window, table, host = make(qtbot)
    host.prepare(["dice", "showdown-order", "dice"])
    made = host.panels()
    assert set(made) == {"dice", "showdown-order"} and host.panel is None
    assert all(p.is_locked() and p.question is None for p in made.values())
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_B)
    assert dict(made["dice"].answer()) == {}  # nothing taken: no question yet
    (dice,) = generate("thirteen", "dice", 1, 4, {})
    assert show(table, host, dice) is made["dice"] and not made["dice"].is_locked()


def test_a_panel_whose_widgets_failed_to_be_made_takes_a_language_change(qtbot, monkeypatch):
    # A kept-widgets panel whose make() raised has its question but not its widgets; a language
    # change reaching it later (use_language posts one to every widget) must not raise in
    # changeEvent (seen once: 'FirstToActPanel' object has no attribute '_hint').
    from trainer.gui.panels.seats import FirstToActPanel

    _window, table, _host = make(qtbot)
    (question,) = generate("stud", "first-to-act", 1, 3, {})
    panel = FirstToActPanel()
    qtbot.addWidget(panel)

    def broken(self):
        raise RuntimeError("make failed")

    monkeypatch.setattr(FirstToActPanel, "make", broken)
    with contextlib.suppress(RuntimeError):
        panel.load(question, table)
    assert panel.question is question and not panel.is_prepared()
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))  # no AttributeError
    monkeypatch.undo()
    panel.load(question, table)  # made now, on the next question
    assert panel.is_prepared() and panel._hint.text()
