"""The school server in the app (issue 22), against a real PostgreSQL: automatic sync on a timer
and at sign-out, the status line's three states, the instructor's class view from the server
and its fallback to the local copy, and a password never shown."""

from __future__ import annotations

import gc
import logging

import psycopg
import pytest
from PySide6.QtWidgets import QLabel

from tests.gui.conftest import isolated_settings  # noqa: F401 — each test its own QSettings
from tests.server.school import sync
from tests.store.conftest import make_answer
from trainer.bench.pgcluster import PASSWORD
from trainer.gui.instructor.screen import InstructorScreen
from trainer.gui.main_window import MainWindow
from trainer.gui.school import INTERVAL_KEY, URL_KEY, SchoolLink
from trainer.store import Role, SessionKind


def _answers(store, name, n, role=Role.TRAINEE):
    trainee = store.find_trainee(name) or (store.add_trainee(name) if role == Role.TRAINEE
                                           else store.add_trainee(name, role, "boss-pw!"))
    session = store.start_session(trainee.id, SessionKind.DRILL)
    for i in range(n):
        store.record_answer(session.id, make_answer(i))
    store.end_session(session.id)
    return trainee


def _on_server(url: str) -> int:
    with psycopg.connect(url) as conn:
        return int(conn.execute("SELECT count(*) FROM trainer.attempts").fetchone()[0])


def _window(qtbot, store, url: str | None = None, interval_s: float = 3600) -> MainWindow:
    store.set_preference(INTERVAL_KEY, interval_s)
    win = MainWindow(store)
    qtbot.addWidget(win)
    if url is not None:
        win.school.set_url(url)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    return win


def _status(win: MainWindow) -> str:
    return win.sync_status.text()


def test_the_status_line_says_synced_then_records_waiting_then_server_unreachable(qtbot, cluster, school,
                                                                                  workstation):
    store = workstation("a")
    ana = _answers(store, "Ana", 3)
    win = _window(qtbot, store, school)
    qtbot.waitUntil(lambda: _status(win).startswith("Synced"), timeout=20_000)
    assert win.statusBar().isVisible()
    assert _status(win) == f"Synced {win.school.status.at.astimezone():%H:%M}"  # local time of the sync
    assert _on_server(school) == 3
    _answers(store, "Ana", 4)  # a drill ends: home shows the answers not sent yet
    win.show_home(ana)
    assert _status(win) == "5 records waiting"  # one session and its four answers
    cluster.stop()
    try:
        win.school.sync_now()
        qtbot.waitUntil(lambda: _status(win).startswith("Server unreachable since"), timeout=20_000)
        since = win.school.status.at.astimezone().strftime("%H:%M")
        assert _status(win) == f"Server unreachable since {since} · 5 records waiting"
        assert store.attempts(ana.id) and len(store.attempts(ana.id)) == 7  # the local store as it was
    finally:
        cluster.start()
    win.school.sync_now()
    qtbot.waitUntil(lambda: _status(win).startswith("Synced"), timeout=20_000)
    assert _on_server(school) == 7


def test_no_server_no_status_line(qtbot, workstation, monkeypatch):
    monkeypatch.delenv("TRAINER_SERVER", raising=False)
    win = _window(qtbot, workstation("a"))
    assert not win.school.active and not win.statusBar().isVisible()


def test_the_app_syncs_on_its_timer_without_being_asked(qtbot, school, workstation):
    store = workstation("a")
    store.set_preference(URL_KEY, school.replace(f":{PASSWORD}@", "@"))  # as kept: no password
    win = _window(qtbot, store, school, interval_s=0.5)
    qtbot.waitUntil(lambda: win.school.status is not None and win.school.status.state == "synced", timeout=20_000)
    _answers(store, "Ana", 6)  # nobody asks for a sync: the timer does it
    qtbot.waitUntil(lambda: _on_server(school) == 6, timeout=20_000)


def test_signing_out_syncs_the_session_s_answers(qtbot, school, workstation):
    store = workstation("a")
    win = _window(qtbot, store, school)
    qtbot.waitUntil(lambda: win.school.status is not None, timeout=20_000)
    ana = _answers(store, "Ana", 4)
    win.show_home(ana)
    win.sign_out()
    qtbot.waitUntil(lambda: _on_server(school) == 4, timeout=20_000)


def test_the_class_view_reads_the_server_and_shows_another_workstation_s_trainee(qtbot, school, workstation):
    here, there = workstation("instructor"), workstation("b")
    boss = _answers(here, "Rui", 0, Role.INSTRUCTOR)
    _answers(here, "Ana", 2)
    _answers(there, "Bruno", 5)
    sync(here.db, school, pull=False)
    sync(there.db, school)  # Bruno's workstation sent him; this one has not pulled him
    link = SchoolLink(here)
    link._url = school  # in memory, no sync yet: what the class view shows of Bruno is the server's
    screen = InstructorScreen(here, boss, school=link)
    qtbot.addWidget(screen)
    model = screen.class_tab.model
    rows = {model.headerData(r, _vertical()): model.rows[r] for r in range(model.rowCount())}
    assert rows["Bruno"].answers == 5 and rows["Ana"].answers == 2 and rows["Whole class"].answers == 7
    assert here.find_trainee("Bruno") is None
    assert screen.source.text() == "From the school server"


def test_the_class_view_of_a_server_only_trainee_opens_his_charts(qtbot, school, workstation):
    here, there = workstation("instructor"), workstation("b")
    boss = _answers(here, "Rui", 0, Role.INSTRUCTOR)
    _answers(there, "Bruno", 5)
    sync(there.db, school)
    link = SchoolLink(here)
    link._url = school  # set in memory only, without a first sync: Bruno stays on the server only
    screen = InstructorScreen(here, boss, school=link)
    qtbot.addWidget(screen)
    model = screen.class_tab.model
    bruno = next(model.rows[r].trainee for r in range(model.rowCount()) if model.rows[r].trainee
                 and model.rows[r].trainee.name == "Bruno")
    assert bruno.id < 0 and here.find_trainee("Bruno") is None
    screen.show_trainee(bruno)
    stats = screen.views.skill_stats(bruno.id)
    assert [s.attempts for s in stats] == [5]


def test_with_the_server_down_the_class_view_is_the_local_copy_last_synced_at(qtbot, cluster, school, workstation):
    store = workstation("instructor")
    boss = _answers(store, "Rui", 0, Role.INSTRUCTOR)
    _answers(store, "Ana", 3)
    link = SchoolLink(store)
    link.set_url(school)
    link.wait_idle()
    last = link.last_synced()
    assert last is not None
    cluster.stop()
    try:
        screen = InstructorScreen(store, boss, school=link)
        qtbot.addWidget(screen)
        model = screen.class_tab.model  # built, and the records read, when first asked for (U16)
        assert screen.source.text() == ("Server unreachable: this workstation's copy, last synced at "
                                        f"{last.astimezone():%H:%M}")  # the 24-hour clock
        assert any(model.rows[r].trainee and model.rows[r].trainee.name == "Ana" and model.rows[r].answers == 3
                   for r in range(model.rowCount()))
    finally:
        link.stop()
        cluster.start()


def test_a_password_in_the_url_is_never_shown_kept_or_logged(qtbot, cluster, school, workstation, caplog):
    assert PASSWORD in school
    store = workstation("instructor")
    boss = _answers(store, "Rui", 0, Role.INSTRUCTOR)
    caplog.set_level(logging.DEBUG)
    win = _window(qtbot, store)
    win.show_home(boss)
    win.open_screen("instructor")
    box = win.extra.results_tab.server_box
    box.url.setText(school)
    box.save()
    qtbot.waitUntil(lambda: win.school.status is not None, timeout=20_000)
    assert win.school.url == school  # in memory, for connecting
    assert PASSWORD not in str(store.preference(URL_KEY))  # kept without it
    assert "~/.pgpass" in box.note.text()
    box.url.setText(box.url.text() + "?connect_timeout=5")  # an edit of the masked URL keeps the password
    box.save()
    assert win.school.url == school + "?connect_timeout=5"
    qtbot.waitUntil(lambda: win.school.status is not None and win.school.status.state == "synced", timeout=20_000)
    cluster.stop()
    try:
        win.school.sync_now()
        qtbot.waitUntil(lambda: win.school.status.state == "unreachable", timeout=20_000)
        win.extra.refresh()
    finally:
        cluster.start()
    shown = [w.text() for w in win.findChildren(QLabel)] + [box.url.text(), win.sync_status.toolTip(),
                                                            win.extra.source.toolTip()]
    assert all(PASSWORD not in text for text in shown)
    assert "***" in box.url.text()
    assert caplog.records and all(PASSWORD not in r.getMessage() for r in caplog.records)
    with store.db.conn:
        dumped = "\n".join(store.db.conn.iterdump())
    assert PASSWORD not in dumped


def _vertical():
    from PySide6.QtCore import Qt

    return Qt.Orientation.Vertical


@pytest.fixture(autouse=True)
def _no_server_from_the_environment(monkeypatch):
    monkeypatch.delenv("TRAINER_SERVER", raising=False)


def test_a_window_deleted_without_being_closed_ends_its_sync_thread(qtbot, school, workstation):
    """No closeEvent, so no stop(): the link's thread is ended as the window goes (Qt aborts the
    process on a running QThread destroyed — the suite's workers crashed so once the drill screen
    no longer kept the window alive in a cycle)."""
    store = workstation("a")
    _answers(store, "Ana", 1)
    win = MainWindow(store)
    win.school.set_url(school)
    thread = win.school._thread
    assert thread is not None and thread.isRunning()
    del win
    gc.collect()
    assert not thread.isRunning()
