"""Fits a laptop: at 1280x720 and 1366x768 every seat and the result are on screen without
scrolling; at 1024x600 the page scrolls and the row typed into is scrolled into view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel, QWidget

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


THREE_NATURALS = [  # a dragon, six pairs and a half, three flushes, and a fourth seat
    ("Amy", "2c 3d 4h", "5s 6c 7d 8h 9s", "Tc Jd Qh Ks Ac"),
    ("Bob", "2d 2h 3c", "3h 4c 4d 5c 5d", "6d 6h 7c 7h 8c"),
    ("Cat", "8d 9d Td", "2s 3s 4s 6s 7s", "5h 9h Th Jh Kh"),
    ("Dan", "9c Jc Qc", "Kc Qd Kd Ad Ah", "8s Ts Js Qs As"),
]


def inside(outer: QWidget, widget: QWidget) -> bool:
    """``widget`` lies wholly inside ``outer`` (nothing of it cut off by its parents)."""
    return outer.rect().contains(QRect(widget.mapTo(outer, QPoint(0, 0)), widget.size()))


def has_its_room(widget: QWidget) -> bool:
    """A text or button has the room it asks for (a word-wrapped text its height at its width)."""
    if isinstance(widget, QLabel) and widget.wordWrap():
        return widget.height() >= widget.heightForWidth(widget.width())
    least = widget.minimumSizeHint()
    return widget.width() >= least.width() and widget.height() >= least.height()


@pytest.mark.parametrize("language", ["nl", "zh_TW", "en"])
def test_three_naturals_at_1280x720_fit_without_scrolling_and_clip_nothing(qtbot, make_window, qapp, language) -> None:
    """Three declared naturals add three banners, and the bundled CJK font (registered as the app
    does) makes every line taller; in Dutch (the longest texts) too, every seat and the result are
    on screen without scrolling, nothing in them is cut, and the rows stay level across the table."""
    from PySide6.QtWidgets import QAbstractButton

    from scorekeeper_app.widgets import theme
    from scorekeeper_app.wording import i18n

    qapp.setStyleSheet(
        theme.stylesheet(theme.apply(qapp, "light"))
    )  # as the app starts (another test may have cycled it)
    i18n.register_fonts(qapp)
    i18n.install(qapp, language)
    try:
        window = make_window()
        window.controller.new_session(name="Vrijdag", players=PLAYERS, currency="EUR")
        window.resize(1280, 720)
        page = window.hand_page
        seats = [{"name": n, "front": f, "middle": m, "back": b} for n, f, m, b in THREE_NATURALS]
        page.model.load_draft({"dealer": "Amy", "players": seats})
        assert [s.natural for s in page.notes.seats] == ["dragon", "six-pairs", "three-flushes", ""]
        assert [w.natural_banner.isVisible() for w in page.seat_widgets] == [True, True, True, False]
        parts = [*page.seat_widgets, page.result_panel]
        qtbot.waitUntil(lambda: all(visible_in_viewport(page, w) for w in parts), timeout=3000)
        qtbot.wait(100)  # the card size settles: still no scrolling afterwards
        assert all(visible_in_viewport(page, w) for w in parts)
        bars = page.scroll_area.horizontalScrollBar(), page.scroll_area.verticalScrollBar()
        assert [bar.isVisible() for bar in bars] == [False, False] and [bar.maximum() for bar in bars] == [0, 0]
        for part in parts:
            shown = [w for w in part.findChildren(QWidget) if w.isVisible()]
            assert all(inside(part, w) for w in shown), [w.objectName() for w in shown if not inside(part, w)]
            texts = [w for w in shown if (isinstance(w, QLabel) and w.text()) or isinstance(w, QAbstractButton)]
            assert all(has_its_room(w) for w in texts), [w.text() for w in texts if not has_its_room(w)]
        for row in ("front", "middle", "back"):  # level: a seat without a natural does not stand out
            assert len({w.rows[row].mapTo(page.content, QPoint(0, 0)).y() for w in page.seat_widgets}) == 1
    finally:
        i18n.install(qapp, "en")
