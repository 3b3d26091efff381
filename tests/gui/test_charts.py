"""The progress charts draw 0, 1 and 10,000 answers (one point per day or week), on the dark theme."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from trainer.gui.progress.charts import MIN_SPAN_DAYS, AccuracyPlot, ProgressCharts, Series, TimePlot
from trainer.store import Answer, SessionKind, Skill, Store, TrendPoint
from trainer.store.sample import SKILLS, fill_attempts

NOON = datetime(2025, 3, 10, 12, tzinfo=UTC)


@pytest.fixture
def store():
    s = Store.memory()
    yield s
    s.close()


def _answer(store: Store, trainee_id, correct: bool, time_ms: int, at: datetime) -> None:
    session = store.start_session(trainee_id, SessionKind.DRILL, now=at)
    store.record_answer(session.id, Answer("i-1", "holdem", "winner", {"game": "holdem"}, {"winners": [1]},
                                           correct, 1.0 if correct else 0.0, time_ms), now=at)


def _charts(qtbot, store: Store, trainee_id, lines) -> ProgressCharts:
    charts = ProgressCharts()
    qtbot.addWidget(charts)
    charts.resize(900, 640)
    with qtbot.waitExposed(charts):
        charts.show()
    charts.load(store, trainee_id)
    charts.show_skills(lines)
    return charts


def test_no_answers_shows_a_message_not_an_empty_chart(qtbot, store):
    ana = store.add_trainee("Ana")
    charts = _charts(qtbot, store, ana.id, [("All skills", None, 0)])
    for plot in (charts.accuracy, charts.time):
        assert plot.is_empty() and plot.curves == []
        assert plot.message.isVisible() and "No answers yet" in plot.message.text()
    assert not charts.period.isEnabled()
    assert not charts.grab().isNull()


def test_one_answer_is_one_marked_point_on_a_readable_date_range(qtbot, store):
    ana = store.add_trainee("Ana")
    _answer(store, ana.id, True, 4200, NOON)
    charts = _charts(qtbot, store, ana.id, [("All skills", None, 0)])
    (accuracy,) = charts.accuracy.curves
    (time,) = charts.time.curves
    assert list(accuracy.yData) == [100.0]
    assert list(time.yData) == [4.2]
    assert accuracy.opts["symbol"] == "o"  # a lone point has no line: the marker shows it
    low, high = charts.accuracy.plot.viewRange()[0]
    assert high - low >= timedelta(days=MIN_SPAN_DAYS).total_seconds() - 1  # dates, not hours
    assert low < accuracy.xData[0] < high
    assert charts.current_period() == "day"
    assert not charts.grab().isNull()


def test_ten_thousand_answers_draw_one_point_per_week_per_line(qtbot, store):
    fill_attempts(store, 10_000, trainees=1, days=90)
    (trainee,) = store.trainees()
    lines = [("All skills", None, 0)] + [(s.key, s, i + 1) for i, s in enumerate(SKILLS[:3])]
    charts = _charts(qtbot, store, trainee.id, lines)
    assert charts.current_period() == "week"  # 90 day points would crowd the chart
    weeks = store.skill_trend(trainee.id, period="week")
    assert 13 <= len(weeks) <= 15
    assert len(charts.accuracy.curves) == 4 and len(charts.time.curves) == 4
    overall = charts.accuracy.curves[0]
    assert len(overall.xData) == len(weeks)
    assert list(overall.yData) == pytest.approx([p.accuracy * 100 for p in weeks])
    assert [c.name() for c in charts.accuracy.curves] == [label for label, _s, _i in lines]
    assert len(charts.accuracy.legend.items) == 4  # the legend names every line
    assert not charts.grab().isNull()
    charts.period.setCurrentIndex(0)  # by day: redrawn from the store's daily figures
    assert len(charts.accuracy.curves[0].xData) == len(store.skill_trend(trainee.id, period="day"))
    assert not charts.grab().isNull()


def test_a_skill_without_answers_is_left_out_and_the_rest_still_draws(qtbot, store):
    ana = store.add_trainee("Ana")
    _answer(store, ana.id, False, 3000, NOON)
    charts = _charts(qtbot, store, ana.id, [("All", None, 0), ("Omaha", Skill("omaha", "winner"), 1)])
    assert len(charts.accuracy.curves) == 1
    assert list(charts.accuracy.curves[0].yData) == [0.0]


def test_the_plots_take_series_directly_and_label_their_axes(qtbot):
    day = datetime(2025, 3, 3).date()
    points = [TrendPoint(day + timedelta(days=i), 4, i % 4, 2000 + 500 * i) for i in range(5)]
    for cls, label in ((AccuracyPlot, "Right answers (%)"), (TimePlot, "Median time (s)")):
        plot = cls()
        qtbot.addWidget(plot)
        plot.resize(600, 300)
        plot.show()
        plot.set_series([Series("a", points, 0), Series("b", points[:2], 9)])  # index 9: dashed, palette again
        assert len(plot.curves) == 2
        assert plot.plot.getAxis("left").labelText == label
        assert plot.plot.getAxis("bottom").labelText == "Date"
        assert not plot.grab().isNull()
        plot.set_series([])
        assert plot.is_empty()
