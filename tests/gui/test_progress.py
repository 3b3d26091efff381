"""My progress: the trainee's charts, what is due, streaks and a line per skill."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt

from trainer.gui.progress.screen import ProgressScreen
from trainer.store import Answer, SessionKind, Skill, Store
from trainer.store.sample import fill_attempts

START = datetime(2025, 3, 10, 9, tzinfo=UTC)
WINNER = Skill("holdem", "winner")
POTS = Skill("holdem", "pot-split")



@pytest.fixture
def store():
    s = Store.memory()
    yield s
    s.close()


def answer(store: Store, trainee_id, skill: Skill, correct: bool, time_ms: int, at: datetime) -> None:
    session = store.start_session(trainee_id, SessionKind.DRILL, now=at)
    store.record_answer(session.id, Answer(f"{skill.task}-1", skill.game, skill.task, {"game": skill.game}, {},
                                           correct, 1.0 if correct else 0.0, time_ms), now=at)


def screen_for(qtbot, store, trainee, now: datetime, size=(1280, 720)) -> ProgressScreen:
    screen = ProgressScreen(store, trainee)
    qtbot.addWidget(screen)
    screen.resize(*size)
    with qtbot.waitExposed(screen):
        screen.show()
    screen.refresh(now)
    return screen


def row_of(screen: ProgressScreen, skill: Skill | None) -> int:
    model = screen.progress.model
    return next(i for i, r in enumerate(model.rows) if r.skill == skill)


def text(screen: ProgressScreen, skill: Skill | None, column: str) -> str:
    model = screen.progress.model
    return model.data(model.index(row_of(screen, skill), model.COLUMNS.index(column)))


def test_no_answers_yet_every_skill_is_new_and_the_charts_say_so(qtbot, store):
    ana = store.add_trainee("Ana")
    screen = screen_for(qtbot, store, ana, START)
    assert screen.progress.charts.accuracy.is_empty() and screen.progress.charts.time.is_empty()
    assert text(screen, WINNER, "next") == "new" and text(screen, WINNER, "accuracy") == "—"
    assert "Skills due now: 0 " in screen.progress.summary.text()
    assert "Days in a row: 0 " in screen.streaks.text()
    assert screen.progress.model.lines() == []  # nothing to draw, nothing ticked
    assert not screen.grab().isNull()


def test_the_skills_table_gives_accuracy_median_time_and_what_is_due(qtbot, store):
    ana = store.add_trainee("Ana")
    for i, (correct, ms) in enumerate([(True, 3000), (True, 5000), (False, 4000), (True, 9000)]):
        answer(store, ana.id, WINNER, correct, ms, START + timedelta(minutes=i))
    answer(store, ana.id, POTS, False, 20_000, START + timedelta(minutes=9))
    now = START + timedelta(days=40)  # long after: both skills are due again
    screen = screen_for(qtbot, store, ana, now)
    assert text(screen, WINNER, "answers") == "4"
    assert text(screen, WINNER, "accuracy") == "75%"
    assert text(screen, WINNER, "median") == "4.5 s"
    assert text(screen, WINNER, "recent") == "—"  # nothing in the last 30 days
    assert text(screen, WINNER, "next") == "due now"
    assert text(screen, None, "answers") == "5" and text(screen, None, "accuracy") == "60%"
    assert "Skills due now: 2 " in screen.progress.summary.text()
    model = screen.progress.model
    assert row_of(screen, WINNER) < row_of(screen, Skill("omaha", "winner"))  # practised skills first
    colour = model.data(model.index(row_of(screen, WINNER), model.COLUMNS.index("accuracy")),
                        Qt.ItemDataRole.BackgroundRole).color().name()
    assert colour == "#6b5414"  # amber: from 70 %, below 90 %
    # Just after the last answer nothing is due yet.
    screen.refresh(START + timedelta(minutes=9, seconds=30))
    assert text(screen, WINNER, "next").startswith("in ")
    assert "Skills due now: 0 " in screen.progress.summary.text()


def test_ticking_a_skill_draws_it_in_its_colour(qtbot, store):
    ana = store.add_trainee("Ana")
    for i in range(6):
        answer(store, ana.id, WINNER, i % 2 == 0, 4000, START + timedelta(days=i))
        answer(store, ana.id, POTS, True, 6000, START + timedelta(days=i, minutes=1))
    screen = screen_for(qtbot, store, ana, START + timedelta(days=6))
    model, charts = screen.progress.model, screen.progress.charts
    # Opened with all skills and the weakest skill (POTS is always right, WINNER half the time).
    assert [label for label, _s, _i in model.lines()] == ["All skills", "Hold'em · Who wins?"]
    assert len(charts.accuracy.curves) == 2
    model.set_charted(POTS, True)
    assert len(charts.accuracy.curves) == 3 and len(charts.time.curves) == 3
    pots = next(c for c in charts.accuracy.curves if c.name() == "Hold'em · Pots and payouts")
    assert list(pots.yData) == [100.0] * 6
    swatch = model.data(model.index(row_of(screen, POTS), 0), Qt.ItemDataRole.DecorationRole)
    assert swatch.name() == pots.opts["pen"].color().name()  # the table is the legend
    model.set_charted(None, False)
    assert len(charts.accuracy.curves) == 2
    never = model.index(row_of(screen, Skill("omaha", "winner")), 0)
    assert not model.flags(never) & Qt.ItemFlag.ItemIsUserCheckable  # nothing to draw yet


def test_streaks_are_shown(qtbot, store):
    ana = store.add_trainee("Ana")
    today = datetime.now(UTC).replace(hour=12)
    for days_ago in (2, 1, 0):
        answer(store, ana.id, WINNER, True, 3000, today - timedelta(days=days_ago))
    screen = screen_for(qtbot, store, ana, today)
    assert "Days in a row: 3 (best 3)" in screen.streaks.text()
    assert "right answers in a row: 3 (best 3)" in screen.streaks.text()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_ten_thousand_answers_render_at_both_sizes(qtbot, store, size):
    fill_attempts(store, 10_000, trainees=2)
    trainee = store.trainees()[0]
    screen = screen_for(qtbot, store, trainee, datetime(2025, 4, 10, tzinfo=UTC), size)
    assert screen.progress.charts.current_period() == "week"
    assert screen.progress.charts.accuracy.curves
    assert int(text(screen, None, "answers")) == sum(s.attempts for s in store.skill_stats(trainee.id))
    assert not screen.grab().isNull()


def test_back_and_escape_close_the_screen_and_texts_retranslate(qtbot, store):
    ana = store.add_trainee("Ana")
    screen = screen_for(qtbot, store, ana, START)
    with qtbot.waitSignal(screen.closed, timeout=1000):
        screen.back.click()
    with qtbot.waitActive(screen):  # a shortcut needs an active window
        screen.activateWindow()
    with qtbot.waitSignal(screen.closed, timeout=1000):
        qtbot.keyClick(screen.progress.table, Qt.Key.Key_Escape)
    screen.retranslate_ui()
    assert screen.heading.text() == "My progress"


def test_the_main_window_opens_my_progress_for_a_trainee(qtbot, store):
    from trainer.gui.main_window import MainWindow

    ana = store.add_trainee("Ana")
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show_home(ana)
    window.open_screen("progress")
    assert isinstance(window.extra, ProgressScreen)
    assert window.stack.currentWidget() is window.extra
    window.extra.closed.emit()
    assert window.stack.currentWidget() is window.home
