"""The running-total chart: one line per player over the hands (QtCharts)."""

from __future__ import annotations

import math

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QMargins, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QWidget

from scorekeeper_app.widgets import theme
from scorekeeper_app.wording.formatting import CURRENCY_SYMBOLS
from scorekeeper_app.wording.i18n import translate

LABEL_ROOM = 6  # px a money label wants above and below its text; less, and QtCharts draws "..."
# Distinct at a glance and for the common colour blindnesses (Okabe-Ito).
PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")


def player_colour(index: int) -> QColor:
    return QColor(PLAYER_COLOURS[index % len(PLAYER_COLOURS)])


class RunningTotalsChart(QChartView):
    """Each player's running money after each live hand; every line starts at 0 before hand 1."""

    def __init__(self, parent: QWidget | None = None, *, x_title: str = "") -> None:
        chart = QChart()
        chart.setMargins(QMargins(4, 4, 4, 4))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        super().__init__(chart, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(180)
        self._x = QValueAxis()
        self._x.setTitleText(x_title or translate("Chart", "Hand"))  # the Players page counts nights
        self._x.setLabelFormat("%d")
        self._x.setTickType(QValueAxis.TickType.TicksDynamic)
        self._x.setTickAnchor(0)
        self._x.setTickInterval(1)
        self._y = QValueAxis()
        self._y.setLabelFormat("%.2f")
        small = QFont()
        small.setPointSizeF(max(small.pointSizeF() - 1, 7))
        for axis in (self._x, self._y):
            axis.setLabelsFont(small)
            axis.setTitleFont(small)
        chart.addAxis(self._x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self._y, Qt.AlignmentFlag.AlignLeft)
        self._zero = QLineSeries()
        self._zero.setName("0")
        self._zero.setPen(_zero_pen())
        self._attach(self._zero)
        chart.legend().markers(self._zero)[0].setVisible(False)
        self._series: dict[str, QLineSeries] = {}
        self._dark = False
        self._small = small
        self._span = (0.0, 0.0)  # the lowest and highest running total shown
        chart.plotAreaChanged.connect(self._fit_ticks)  # a shorter chart: fewer money labels

    def follow_theme(self) -> None:
        """Light or dark like the rest of the window (a chart theme resets fonts: set them again)."""
        dark = theme.current().dark
        if dark == self._dark:
            return
        self._dark = dark
        self.chart().setTheme(QChart.ChartTheme.ChartThemeDark if dark else QChart.ChartTheme.ChartThemeLight)
        for axis in (self._x, self._y):
            axis.setLabelsFont(self._small)
            axis.setTitleFont(self._small)
        self._zero.setPen(_zero_pen())
        for index, series in enumerate(self._series.values()):
            series.setPen(_player_pen(index))

    def _attach(self, series: QLineSeries) -> None:
        self.chart().addSeries(series)
        series.attachAxis(self._x)
        series.attachAxis(self._y)

    def series(self) -> dict[str, QLineSeries]:
        """The players' series by name (the dashed zero line is not among them)."""
        return dict(self._series)

    def show_running(self, numbers: list[int], running: dict[str, list[float]], currency: str = "") -> None:
        """Replace every line: ``running[player][i]`` is the player's total after hand ``numbers[i]``.

        Up to :data:`MAX_POINTS` hands every hand is a point; beyond, each line keeps per
        stretch of hands its first, lowest, highest and last point, which draws the same
        picture on a screen a few hundred pixels wide at a fraction of the cost.
        """
        chart = self.chart()
        self.follow_theme()
        for name in [n for n in self._series if n not in running]:
            chart.removeSeries(self._series.pop(name))
        xs = [0.0] + [float(n) for n in numbers]
        last = max(int(xs[-1]), 1)
        low, high = 0.0, 0.0
        lines: dict[str, list[QPointF]] = {}
        for name, values in running.items():
            ys = [0.0] + values
            low, high = min(low, min(ys)), max(high, max(ys))
            lines[name] = [QPointF(xs[i], ys[i]) for i in _keep(ys)]
        # Axes first, while the lines are still short: every axis change re-lays every point out.
        # A dynamic axis draws one label per interval: never let a long range meet a short interval.
        interval = max(1.0, _nice_step(last, 10))
        if interval > self._x.tickInterval():
            self._x.setTickInterval(interval)
        self._x.setRange(0, last)
        self._x.setTickInterval(interval)
        self._span = (low, high)
        self._fit_ticks()
        symbol = CURRENCY_SYMBOLS.get(currency.upper(), currency)
        self._y.setTitleText(
            translate("Chart", "Running total ({currency})").format(currency=symbol)
            if symbol
            else translate("Chart", "Running total")
        )
        self._zero.replace([QPointF(0, 0), QPointF(last, 0)])
        for index, (name, points) in enumerate(lines.items()):
            series = self._series.get(name)
            if series is None:
                series = QLineSeries()
                series.setName(name)
                self._attach(series)
                self._series[name] = series
            series.setPen(_player_pen(index))
            series.replace(points)

    def _fit_ticks(self, plot: QRectF | None = None) -> None:
        """The money axis's range and as many ticks as the plot's height has room for: QtCharts
        shortens a label taller than its share of the height to "...", on a 720 px screen every one."""
        height = (plot or self.chart().plotArea()).height()
        most = int(height // (QFontMetrics(self._small).height() + LABEL_ROOM)) if height > 0 else 8
        (bottom, ticks), top = _nice_range_signed(*self._span, most=max(2, min(most, 8)))
        if (self._y.min(), self._y.max(), self._y.tickCount()) != (bottom, top, ticks):
            self._y.setRange(bottom, top)
            self._y.setTickCount(ticks)


MAX_POINTS = 2000


def _player_pen(index: int) -> QPen:
    pen = QPen(player_colour(index))
    pen.setWidthF(2.0)
    return pen


def _zero_pen() -> QPen:
    pen = QPen(QColor("#9e9e9e"))
    pen.setStyle(Qt.PenStyle.DashLine)
    return pen


def _keep(ys: list[float]) -> range | list[int]:
    """Indices of the points to draw: all of them, or per bucket first, lowest, highest, last."""
    if len(ys) <= MAX_POINTS:
        return range(len(ys))
    size = -(-len(ys) * 4 // MAX_POINTS)
    kept: list[int] = []
    for start in range(0, len(ys), size):
        bucket = range(start, min(start + size, len(ys)))
        lowest = min(bucket, key=ys.__getitem__)
        highest = max(bucket, key=ys.__getitem__)
        kept.extend(sorted({bucket[0], lowest, highest, bucket[-1]}))
    return kept


def _nice_step(span: float, ticks: int = 8) -> float:
    raw = max(span, 1e-9) / ticks
    magnitude = 10.0 ** math.floor(math.log10(raw))
    return float(next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw))


def _nice_range_signed(low: float, high: float, *, most: int = 8) -> tuple[tuple[float, int], float]:
    """Round ends around ``[low, high]`` (zero included) and the tick count, at most ``most`` where
    the steps allow: ``((low, ticks), high)``."""
    if high - low < 1:
        high, low = high + 1, low - 1
    for parts in range(max(most - 2, 1), 0, -1):  # the ends round outwards: a tick or two more
        step = _nice_step(high - low, parts)
        bottom, top = math.floor(low / step) * step, math.ceil(high / step) * step
        ticks = int(round((top - bottom) / step)) + 1
        if ticks <= most:
            break
    return (bottom, ticks), top
