"""The ledger and Settle up at 1280x720 with six players (issue 26): Mark settled stays in the
window in Dutch, the chart's money axis shows its amounts (not "..."), and the Marks column shows
every mark of a hand, the ✎ of a correction last."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QStyle, QWidget

from scorekeeper.book.storage import Book
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.models.ledger_model import COL_MARKS
from scorekeeper_app.wording import i18n

pytestmark = pytest.mark.gui
PLAYERS = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]
SIX = {"preset": "classic-2-4", "extra_suits": ["s", "h"]}  # 78 cards: six seats
LAPTOP = QRect(0, 0, 1280, 720)


def six_player_deal(rng: random.Random) -> Any:
    """Six seats dealt from the 78-card deck, rows in the order dealt (most of them foul)."""
    deck = [r + s for s in "shdc" for r in "23456789TJQKA"] + [r + s for s in "sh" for r in "23456789TJQKA"]
    rng.shuffle(deck)
    seats = [deck[13 * i : 13 * i + 13] for i in range(6)]
    players = [
        {"name": name, "front": " ".join(c[:3]), "middle": " ".join(c[3:8]), "back": " ".join(c[8:])}
        for name, c in zip(PLAYERS, seats, strict=True)
    ]
    return parse_hand_entry({"players": players})


@pytest.fixture
def open_window(tmp_path, styled_app: QApplication, qtbot) -> Iterator[Any]:
    """``open_window(language)``: the app in that language at 1280x720 on a six-player night of 8
    hands, hand 2 corrected."""
    opened: list[tuple[Any, Book]] = []

    def make(language: str) -> Any:
        from scorekeeper_app.app import create_main_window
        from scorekeeper_app.settings import Preferences

        i18n.register_fonts(styled_app)
        i18n.install(styled_app, language)
        book = Book.open(tmp_path / "book.sqlite", exclusive=True)
        window = create_main_window(book, Preferences(), extra_pages=True)
        opened.append((window, book))
        window.controller.new_session(name="Vrijdagavond", players=PLAYERS, currency="EUR", rules=SIX)
        rng = random.Random(5)
        for _ in range(8):
            window.controller.record(six_player_deal(rng))
        window.controller.edit(2, six_player_deal(rng), "typo")
        window.resize(LAPTOP.size())
        with qtbot.waitExposed(window):
            window.show()
        return window

    yield make
    i18n.install(styled_app, "en")
    for window, book in opened:
        window.close()
        book.close()


def test_dutch_settle_up_keeps_mark_settled_inside_1280x720(qtbot, open_window) -> None:
    window = open_window("nl")
    page = window.ledger_features.settle_page
    window.show_page(page)
    qtbot.waitUntil(lambda: page.settle_button.isVisible())
    assert page.settle_button.text() == "Als afgerekend markeren…"
    qtbot.wait(100)
    assert window.size() == LAPTOP.size()  # the page did not push the window wider than the screen
    for button in (page.copy_button, page.settle_button):
        rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
        assert LAPTOP.contains(rect) and window.rect().contains(rect), (button.text(), rect)
    shown = [w for w in page.findChildren(QWidget) if w.isVisible() and isinstance(w, (QLabel, QAbstractButton))]
    squeezed = [w.text() for w in shown if w.width() < w.minimumSizeHint().width()]
    assert squeezed == []  # no text cut short to make room either (the fingerprint, the buttons)


def chart_labels(page: Any) -> list[str]:
    """Every text the chart draws (QtCharts keeps its axis labels as text items in its scene)."""
    items = (item.toGraphicsObject() for item in page.chart.scene().items())
    return [o.toPlainText() for o in items if o is not None and hasattr(o, "toPlainText") and o.isVisible()]


@pytest.mark.parametrize("language", ["en", "nl"])
def test_the_charts_money_axis_shows_its_amounts(qtbot, open_window, language) -> None:
    window = open_window(language)
    page = window.ledger_features.ledger_page
    window.show_page(page)
    qtbot.waitUntil(lambda: len(page.chart.series()) == 6)
    qtbot.wait(200)  # drawn at the size it has on a 720 px screen
    labels = chart_labels(page)
    assert not [text for text in labels if "…" in text or "..." in text], labels
    amounts = [text for text in labels if re.fullmatch(r"-?\d+\.\d\d", text)]
    assert len(amounts) >= 2 and "0.00" in amounts, labels  # the money axis: zero and at least one amount


def test_the_marks_column_shows_every_mark_and_the_correction(qtbot, open_window) -> None:
    window = open_window("en")
    page = window.ledger_features.ledger_page
    window.show_page(page)
    view = page.view
    qtbot.waitUntil(lambda: view.model().rowCount() == 8)
    cells = [view.model().index(row, COL_MARKS) for row in range(8)]
    corrected = next(cell for cell in cells if "✎" in cell.data())
    assert corrected.data().startswith("F ") and corrected.data().endswith(" · ✎")  # fouls, then the ✎ last
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    room = view.columnWidth(COL_MARKS) - 2 * margin  # as the table's delegate draws a cell
    metrics = QFontMetrics(view.font())
    for cell in cells:  # as drawn: nothing cut to "…"
        assert metrics.elidedText(cell.data(), Qt.TextElideMode.ElideRight, room) == cell.data()
