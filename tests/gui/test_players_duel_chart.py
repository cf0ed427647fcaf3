"""The Players page's head-to-head chart (issue 30), on the real window at 1280x720, by keyboard.

On a generated book of several nights (four people, EUR and USD): for every person the chart holds
what ``players stats`` counts head to head, per currency, most received first; the pixels show each
bar in the money colours (green won, red lost) as long as its amount; every name and amount is
drawn whole inside the page; another person or a season redraws it; dates nobody played read a
sentence instead.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from helpers.players_book import make_players_book
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from scorekeeper.players.stats import StatsFilter
from scorekeeper.players.stats_json import book_stats
from scorekeeper_app.widgets import theme
from scorekeeper_app.wording.formatting import money_text, units_text
from tests.gui.conftest import press, type_keys
from tests.gui.test_players_page import players_page, select, tab_to

LAPTOP = QSize(1280, 720)


def held(chart: Any) -> dict[str, list[tuple[str, Decimal, Decimal, int]]]:
    """What the chart holds: currency -> (opponent, money, units, hands), in the order drawn."""
    return {c: [(b.opponent, b.money, b.units, b.hands) for b in bars] for c, bars in chart.sections.items()}


def counted(stats: dict[str, Any]) -> dict[str, list[tuple[str, Decimal, Decimal, int]]]:
    """``players stats``'s head to head, per currency, most received first."""
    out: dict[str, list[tuple[str, Decimal, Decimal, int]]] = {}
    for opponent, per_currency in stats["head_to_head"].items():
        for c, d in per_currency.items():
            out.setdefault(c, []).append((opponent, Decimal(d["money"]), Decimal(d["units"]), d["hands"]))
    return {c: sorted(rows, key=lambda r: (-r[1], r[0])) for c, rows in sorted(out.items())}


def drawn_bars(chart: Any) -> dict[str, int]:
    """Each bar's colour checked on the grabbed pixels; returns how many pixels of the chart have
    the colour of money won and of money lost."""
    image = chart.grab().toImage()
    colours = theme.current()
    up, down = QColor(colours.up).rgb(), QColor(colours.down).rgb()
    for line in chart.placed():
        bar = line.bar
        if bar is None or not bar.money:
            continue
        want, key = (up, "up") if bar.money > 0 else (down, "down")
        rect = line.bar_rect
        inside = [image.pixel(x, y) for x in range(rect.left(), rect.right() + 1) for y in (rect.center().y(),)]
        assert inside and all(p == want for p in inside), f"{bar.opponent}'s bar is not all {key}"
        beyond = rect.right() + 2 if bar.money > 0 else rect.left() - 2
        assert image.pixel(beyond, rect.center().y()) != want  # the bar ends where its amount says
    pixels = [image.pixel(x, y) for x in range(image.width()) for y in range(image.height())]
    return {"up": pixels.count(up), "down": pixels.count(down)}


def test_the_chart_draws_each_persons_head_to_head_as_players_stats_counts_it(qtbot, make_window, book_path) -> None:
    make_players_book(book_path, nights=12)
    window, page = players_page(qtbot, make_window, book_path)
    window.resize(LAPTOP)
    qtbot.wait(50)
    book, chart = window.controller.book, page.duel_chart
    fm = QFontMetrics(chart.font())
    colours_seen = {"up": 0, "down": 0}
    descriptions = set()
    for name in [page.people.text(r, 0) for r in range(page.people.rowCount())]:
        select(qtbot, page, name)
        stats = book_stats(book, name, StatsFilter())
        assert stats["head_to_head"], f"{name} met nobody: the book does not test the chart"
        assert held(chart) == counted(stats)
        qtbot.waitUntil(lambda: chart.height() >= chart.heightForWidth(chart.width()))
        filled = drawn_bars(chart)
        colours_seen = {k: colours_seen[k] + filled[k] for k in filled}
        for bars in chart.sections.values():  # one scale per currency: length follows the amount
            lines = [x for x in chart.placed() if x.bar in bars and x.bar.money]
            longest = max(lines, key=lambda x: abs(x.bar.money))
            for line in lines:
                share = abs(line.bar.money) / abs(longest.bar.money)
                assert abs(line.bar_rect.width() - float(share) * longest.bar_rect.width()) <= 2
        for line in chart.placed():  # every text whole, inside the chart, the chart inside the window
            assert fm.horizontalAdvance(line.text) <= line.text_rect.width() or line.bar is None
            assert chart.rect().contains(line.label_rect) or line.bar is None
            assert not line.text_rect.intersects(line.label_rect)
        view = chart.parentWidget().parentWidget()  # the scroll area's viewport: what the user sees
        assert all(chart.mapTo(view, x.label_rect.topRight()).x() < view.width() for x in chart.placed())
        words = chart.accessibleDescription()
        for currency, per_currency in chart.sections.items():
            assert (currency or "points") in words
            for bar in per_currency:
                assert f"{bar.opponent}: {money_text(bar.money, currency, signed=True)}" in words
        descriptions.add(words)
        for line in [x for x in chart.placed() if x.bar is not None][:2]:  # the mouse on a bar: its units
            at = line.bar_rect.center()
            QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, at, chart.mapToGlobal(at)))
            assert QToolTip.text() == line.bar.spoken
            assert f"({units_text(line.bar.units)} units, {line.bar.hands:,} hands)" in QToolTip.text()
    assert colours_seen["up"] > 0 and colours_seen["down"] > 0
    assert len(descriptions) == page.people.rowCount()  # another person, another chart
    assert {"EUR", "USD"} <= {c for w in descriptions for c in ("EUR", "USD") if c in w}

    # a season: the chart of that year's nights only
    select(qtbot, page, "Bob")
    all_time = held(chart)
    tab_to(qtbot, page.season, backwards=True)
    press(qtbot, Qt.Key.Key_End)  # the earliest year
    assert page.season.currentText() == "2025"
    season = counted(book_stats(book, "Bob", StatsFilter(since="2025-01-01", until="2025-12-31")))
    assert held(chart) == season != all_time
    assert chart.accessibleName() == "Head to head chart"

    # dates nobody played: the sentence, no bar
    tab_to(qtbot, page.since)
    type_keys(qtbot, "2990")
    qtbot.waitUntil(lambda: page.since.date().year() == 2990)
    assert chart.sections == {}
    sentence = "Nobody played against this player in these dates."
    assert chart.accessibleDescription() == sentence
    assert [x.text for x in chart.placed()] == [sentence]
    assert drawn_bars(chart) == {"up": 0, "down": 0}
    assert QApplication.focusWidget() is page.since


def test_the_whole_record_fits_a_laptops_width(qtbot, make_window, book_path) -> None:
    """At 1280x720 every table and chart of a person's record ends inside what the page shows
    (the page scrolls down, never sideways)."""
    make_players_book(book_path, nights=12)
    window, page = players_page(qtbot, make_window, book_path)
    window.resize(LAPTOP)
    qtbot.wait(50)
    for name in [page.people.text(r, 0) for r in range(page.people.rowCount())]:
        select(qtbot, page, name)
        qtbot.wait(20)
        view = page.duel_chart.parentWidget().parentWidget()  # the scroll area's viewport
        for widget in (page.figures_view, page.by_row_view, page.counts_view, page.chart, page.duels_view):
            right = widget.mapTo(view, widget.rect().topRight()).x()
            assert right < view.width(), (name, widget.objectName() or type(widget).__name__, right, view.width())
            if widget is not page.chart:  # a table shows all of its columns: nothing to scroll to
                assert widget.horizontalScrollBar().maximum() == 0, (name, widget.objectName())
