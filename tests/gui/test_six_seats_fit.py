"""Six seats (two extra suits) fit a laptop in every language: at 1280x720 and 1366x768 every
seat's three rows and the Record button lie inside the window and on screen, nothing pushed off
the right edge (issue 26). A complete six-player result may make the page scroll down, never
sideways."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from scorekeeper_app.window.main_window import MainWindow
from scorekeeper_app.wording import i18n

PLAYERS = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]
SIX = {"preset": "shisanshui-room", "extra_suits": ["s", "h"], "banker": "dealer"}  # 78 cards: six seats
SIZES = [(1280, 720), (1366, 768)]


@pytest.fixture(params=list(i18n.LANGUAGES))
def language(request: pytest.FixtureRequest, styled_app: QApplication) -> Iterator[str]:
    i18n.register_fonts(styled_app)  # as the app starts: Chinese in the bundled font
    i18n.install(styled_app, request.param)
    yield request.param
    i18n.install(styled_app, "en")


def in_window(window: QWidget, widget: QWidget) -> QRect | None:
    """``widget``'s rect in the window's coordinates when it lies wholly inside the window, else None."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    return rect if window.rect().contains(rect) else None


def on_screen(window: MainWindow, widget: QWidget) -> bool:
    """Inside the window, and inside the part of the Hand page the scroll area shows."""
    viewport = window.hand_page.scroll_area.viewport()
    shown = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    rect = in_window(window, widget)
    return rect is not None and widget.isVisible() and shown.contains(rect)


def six_seats(make_window, size: tuple[int, int], seats: int = 6) -> MainWindow:
    window = make_window()
    rules = {**SIX, "extra_suits": SIX["extra_suits"][: max(0, seats - 4)]}
    window.controller.new_session(name="多一色", players=PLAYERS[:seats], currency="EUR", rules=rules)
    window.resize(*size)
    window.show_page(window.hand_page)
    assert len(window.hand_page.seat_widgets) == seats
    return window


def rows_off_screen(window: MainWindow) -> list[str]:
    page = window.hand_page
    edits = [edit for seat in page.seat_widgets for edit in seat.rows.values()]
    return [edit.objectName() for edit in edits if not on_screen(window, edit)]


@pytest.mark.parametrize("size", SIZES)
def test_six_seats_rows_and_the_record_button_lie_inside_the_window(qtbot, make_window, language, size) -> None:
    fits_unscrolled(qtbot, six_seats(make_window, size))


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_two_to_five_seats_fit_1280x720_in_dutch_too(qtbot, make_window, styled_app, seats) -> None:
    i18n.register_fonts(styled_app)
    i18n.install(styled_app, "nl")  # the longest texts
    try:
        fits_unscrolled(qtbot, six_seats(make_window, (1280, 720), seats))
    finally:
        i18n.install(styled_app, "en")


def fits_unscrolled(qtbot, window: MainWindow) -> None:
    """Every seat's rows, the Record button and the result inside the window, nothing scrolled."""
    page = window.hand_page
    record = window.findChild(QWidget, "recordButton")
    assert record is not None
    qtbot.waitUntil(lambda: not rows_off_screen(window) and on_screen(window, page.result_panel), timeout=3000)
    qtbot.wait(100)  # the card size settles: still inside afterwards
    assert rows_off_screen(window) == []
    assert record.isVisible() and in_window(window, record) is not None
    assert on_screen(window, page.result_panel)  # and the result too, while the hand is typed
    bars = page.scroll_area.horizontalScrollBar(), page.scroll_area.verticalScrollBar()
    assert [bar.maximum() for bar in bars] == [0, 0]


def test_a_complete_six_player_result_scrolls_down_not_sideways(qtbot, make_window, language) -> None:
    """Six tiles and fifteen pairs are wider than the room beside the card picker at 1280 px: the
    result goes under the picker, and every seat keeps its place."""
    from tests.test_rule_options_sessions import NAMES, six_player_hand

    window = six_seats(make_window, (1280, 720))
    page = window.hand_page
    seats = [{**p, "name": PLAYERS[NAMES.index(p["name"])]} for p in six_player_hand()["players"]]
    page.model.load_draft({"dealer": "Amy", "players": seats})
    assert page.result_panel.result is not None  # the whole result shows
    qtbot.waitUntil(lambda: not rows_off_screen(window), timeout=3000)
    qtbot.wait(100)
    assert rows_off_screen(window) == []
    assert page.scroll_area.horizontalScrollBar().maximum() == 0
    page.scroll_area.ensureWidgetVisible(page.result_panel, 0, 0)  # scrolled down to: not cut at the side
    viewport = page.scroll_area.viewport()
    left = page.result_panel.mapTo(viewport, QPoint(0, 0)).x()
    assert left >= 0 and left + page.result_panel.width() <= viewport.width()
