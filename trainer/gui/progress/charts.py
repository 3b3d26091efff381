"""Progress charts: accuracy and time to answer, per skill, over time (pyqtgraph).

The accuracy chart also draws, dotted in each line's colour, the share of answers
given within their target time (issue 20), where the answers had one.

The only module of the app that imports pyqtgraph and numpy: the screens that
show charts import it, so the app itself starts without them.  A point is one
day or one week (``Store.skill_trend`` aggregates in the store), never one
answer, so 10,000 answers draw as quickly as ten.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Literal

import numpy as np
import pyqtgraph as pg  # type: ignore[import-untyped]  # pyqtgraph ships no type hints
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from trainer.gui.progress.stats_view import COLOURS, colour_for
from trainer.gui.style import set_role
from trainer.store import Skill, Store, TraineeId, TrendPoint

Period = Literal["day", "week"]

BACKGROUND = "#11161b"  # the dark theme's Base colour (trainer.gui.app.apply_theme)
AXIS = "#9aa5b1"
TEXT = "#e8ecef"
GRID_ALPHA = 0.18
MARKERS_UP_TO = 45  # points per line; above it the markers would merge into a smear
MIN_SPAN_DAYS = 6  # a chart with one day's answers still reads as dates, not hours
WEEKS_FROM_DAYS = 60  # more day points than this: the chart groups by week
LEGEND_COLUMNS = 3

pg.setConfigOptions(antialias=True)


def _pen(index: int) -> pg.QtGui.QPen:
    pen = pg.mkPen(colour_for(index), width=2)
    if index >= len(COLOURS):  # the palette repeats: dashed the second time round
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


@dataclass(frozen=True)
class Series:
    """One line: a label for the legend, its points, its place in the palette."""

    label: str
    points: Sequence[TrendPoint]
    index: int = 0


def period_start_seconds(day: date) -> float:
    """Local midnight of ``day`` as a POSIX time (the date axis shows local dates)."""
    return datetime.combine(day, time()).timestamp()


class TrendPlot(QWidget):
    """One chart of a value per day or week, one line per series; a message when empty."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        set_role(self.message, "chart-message")  # AXIS on BACKGROUND, in style.qss
        self.axis = pg.DateAxisItem(orientation="bottom")
        self.widget = pg.GraphicsLayoutWidget()
        self.widget.setBackground(BACKGROUND)
        self.widget.setMinimumHeight(160)
        self.plot: pg.PlotItem = self.widget.addPlot(row=0, col=0, axisItems={"bottom": self.axis})
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=True, y=True, alpha=GRID_ALPHA)
        for name in ("left", "bottom"):
            axis = self.plot.getAxis(name)
            axis.setPen(pg.mkPen(AXIS))
            axis.setTextPen(pg.mkPen(AXIS))
        # Below the plot, not on it: a legend over the lines would hide the latest points.
        self.legend = pg.LegendItem(colCount=LEGEND_COLUMNS, labelTextColor=TEXT, labelTextSize="8pt")
        self.widget.addItem(self.legend, row=1, col=0)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.message)
        self.pages.addWidget(self.widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
        self.series: list[Series] = []
        self.curves: list[pg.PlotDataItem] = []
        self.retranslate_ui()
        self.set_series([])

    # -- what subclasses say -------------------------------------------------------------
    def title(self) -> str:
        raise NotImplementedError

    def value_label(self) -> str:
        raise NotImplementedError

    def values(self, points: Sequence[TrendPoint]) -> np.ndarray:
        raise NotImplementedError

    def y_range(self, highest: float) -> tuple[float, float]:
        top = max(highest * 1.15, 1.0)
        return -top * 0.04, top  # a little below 0, so the 0 tick keeps its label

    def empty_text(self) -> str:
        raise NotImplementedError

    # -- drawing -------------------------------------------------------------------------
    def set_series(self, series: Sequence[Series]) -> None:
        """Draw these lines (an empty list, or lines without points: the message)."""
        self.series = list(series)
        self.plot.clear()
        self.legend.clear()
        self.curves = []
        drawn = [s for s in self.series if s.points]
        if not drawn:
            self.pages.setCurrentWidget(self.message)
            return
        highest, low, high = 0.0, float("inf"), float("-inf")
        for s in drawn:
            x = np.fromiter((period_start_seconds(p.period_start) for p in s.points), float, len(s.points))
            y = self.values(s.points)
            markers = len(s.points) <= MARKERS_UP_TO
            curve = self.plot.plot(x, y, pen=_pen(s.index), name=s.label,
                                   symbol="o" if markers else None, symbolSize=7,
                                   symbolPen=pg.mkPen(BACKGROUND), symbolBrush=colour_for(s.index))
            self.legend.addItem(curve, s.label)
            self.curves.append(curve)
            highest = max(highest, float(y.max()))
            low, high = min(low, float(x.min())), max(high, float(x.max()))
        self.plot.setXRange(*self._x_range(low, high), padding=0)
        self.plot.setYRange(*self.y_range(highest), padding=0)
        self.pages.setCurrentWidget(self.widget)

    @staticmethod
    def _x_range(low: float, high: float) -> tuple[float, float]:
        half_day = timedelta(days=1).total_seconds() / 2
        low, high = low - half_day, high + half_day
        short = timedelta(days=MIN_SPAN_DAYS).total_seconds() - (high - low)
        if short > 0:
            low, high = low - short / 2, high + short / 2
        return low, high

    def is_empty(self) -> bool:
        return self.pages.currentWidget() is self.message

    def retranslate_ui(self) -> None:
        self.plot.setTitle(self.title(), color=TEXT, size="11pt")
        self.plot.setLabel("left", self.value_label(), color=AXIS)
        self.plot.setLabel("bottom", self.tr("Date"), color=AXIS)
        self.message.setText(self.empty_text())


class AccuracyPlot(TrendPlot):
    """Share of right answers, 0-100 %, per day or week."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        left = self.plot.getAxis("left")  # every 20 %, 0 and 100 included, however short the chart
        left.setTicks([[(v, str(v)) for v in range(0, 101, 20)], []])
        left.setStyle(hideOverlappingLabels=False)

    def title(self) -> str:
        return self.tr("Accuracy (dotted: answers within target)")

    def value_label(self) -> str:
        return self.tr("Right answers (%)")

    def empty_text(self) -> str:
        return self.tr("No answers yet: accuracy per day or week shows here after some practice.")

    def values(self, points: Sequence[TrendPoint]) -> np.ndarray:
        return np.fromiter((p.accuracy * 100 for p in points), float, len(points))

    def y_range(self, highest: float) -> tuple[float, float]:
        return -4.0, 104.0  # room for the markers at 0 % and 100 %

    def set_series(self, series: Sequence[Series]) -> None:
        """Each line, and dotted in its colour the share of its answers within target (issue 20)."""
        super().set_series(series)
        self.within_curves: list[pg.PlotDataItem] = []
        if self.is_empty():
            return
        for s in self.series:
            timed = [p for p in s.points if p.within_share is not None]
            if not timed:
                continue
            x = np.fromiter((period_start_seconds(p.period_start) for p in timed), float, len(timed))
            y = np.fromiter(((p.within_share or 0.0) * 100 for p in timed), float, len(timed))
            pen = pg.mkPen(colour_for(s.index), width=2, style=Qt.PenStyle.DotLine)
            label = self.tr("{line}: within target").format(line=s.label)
            curve = self.plot.plot(x, y, pen=pen, name=label, symbol="t" if len(timed) <= MARKERS_UP_TO else None,
                                   symbolSize=7, symbolPen=pg.mkPen(BACKGROUND), symbolBrush=colour_for(s.index))
            self.legend.addItem(curve, label)
            self.within_curves.append(curve)



class TimePlot(TrendPlot):
    """Median time to answer, in seconds, per day or week."""

    def title(self) -> str:
        return self.tr("Time to answer")

    def value_label(self) -> str:
        return self.tr("Median time (s)")

    def empty_text(self) -> str:
        return self.tr("No answers yet: the time taken to answer shows here after some practice.")

    def values(self, points: Sequence[TrendPoint]) -> np.ndarray:
        return np.fromiter((p.median_ms / 1000 for p in points), float, len(points))


class ProgressCharts(QWidget):
    """Accuracy above, time to answer below, for a trainee (or the class) and chosen skills.

    ``show_skills(store, trainee_id, skills)`` draws one line per entry of ``skills``
    (``None``: all skills together), coloured by its position in the palette.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.period_label = QLabel()
        self.period = QComboBox()
        self.period.setObjectName("chart_period")
        self.period.addItem("", "day")
        self.period.addItem("", "week")
        self.period.currentIndexChanged.connect(self._redraw)
        self.accuracy = AccuracyPlot()
        self.time = TimePlot()
        bar = QHBoxLayout()
        bar.addWidget(self.period_label)
        bar.addWidget(self.period)
        bar.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.accuracy, 1)
        layout.addWidget(self.time, 1)
        self._store: Store | None = None
        self._trainee: TraineeId | None = None
        self._lines: list[tuple[str, Skill | None, int]] = []
        self._cache: dict[tuple[Skill | None, str], list[TrendPoint]] = {}
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.period_label.setText(self.tr("One point per"))
        self.period.setItemText(0, self.tr("day"))
        self.period.setItemText(1, self.tr("week"))
        self.accuracy.retranslate_ui()
        self.time.retranslate_ui()

    def load(self, store: Store, trainee_id: TraineeId | None) -> None:
        """Start afresh for this trainee (None: the whole class); picks day or week."""
        self._store, self._trainee = store, trainee_id
        self._cache = {}
        days = self._points(None, "day")
        self.period.blockSignals(True)
        self.period.setCurrentIndex(1 if len(days) > WEEKS_FROM_DAYS else 0)
        self.period.blockSignals(False)
        self.period.setEnabled(bool(days))

    def show_skills(self, lines: Sequence[tuple[str, Skill | None, int]]) -> None:
        """Lines as (legend label, skill or None for all skills, palette index)."""
        self._lines = list(lines)
        self._redraw()

    def current_period(self) -> Period:
        return self.period.currentData()

    def _points(self, skill: Skill | None, period: Period) -> list[TrendPoint]:
        if self._store is None:
            return []
        key = (skill, period)
        if key not in self._cache:
            self._cache[key] = self._store.skill_trend(self._trainee, skill, period=period)
        return self._cache[key]

    def _redraw(self) -> None:
        period = self.current_period()
        series = [Series(label, self._points(skill, period), index) for label, skill, index in self._lines]
        self.accuracy.set_series(series)
        self.time.set_series(series)
