"""Fits a laptop: at 1280x720 and 1366x768 every seat and the result are on screen without
scrolling; at 1024x600 the page scrolls and the row typed into is scrolled into view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from tests.gui.conftest import activate, type_keys

PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


def visible_in_viewport(page, widget: QWidget) -> bool:
    viewport = page.scroll_area.viewport()
    rect = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
    return viewport.rect().contains(rect)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_every_seat_and_the_result_are_visible_at_laptop_sizes(qtbot, make_window, size) -> None:
    window = make_window()
    window.controller.new_session(name="Laptop", players=PLAYERS, currency="EUR")
    window.resize(*size)
    page = window.hand_page
    parts = [*page.seat_widgets, page.result_panel]
    qtbot.waitUntil(lambda: all(visible_in_viewport(page, w) for w in parts), timeout=3000)
    assert not page.scroll_area.horizontalScrollBar().isVisible()
    assert not page.scroll_area.verticalScrollBar().isVisible()


def test_at_1024x600_the_row_typed_into_scrolls_into_view(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Netbook", players=PLAYERS)
    window.resize(1024, 600)
    page = window.hand_page
    activate(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    qtbot.wait(100)  # the card size settles
    type_keys(qtbot, "2c3c4c5c6c7c8c9cTcJcQcKcAc" + "2d3d4d5d6d7d8d9dTdJdQdKdAd" + "2h3h4h5h6h7h8h9hThJhQhKhAh")
    assert QApplication.focusWidget() is page.row_edit(3, "front")
    qtbot.waitUntil(lambda: visible_in_viewport(page, page.row_edit(3, "front")))
