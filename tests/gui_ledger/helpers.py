"""Shared by the ledger GUI tests: the demo table and a quick way to play hands."""

from __future__ import annotations

import random
from typing import Any

from scorekeeper.demo import random_hand
from scorekeeper.session.session import parse_hand_entry

PLAYERS = ("Amy", "Bob", "Cat", "Dan")


def record_demo_hands(controller: Any, count: int, *, seed: int = 7, foul_share: float = 0.15) -> list[int]:
    """Record ``count`` random hands of the four demo players through the controller; returns their numbers."""
    rng = random.Random(seed)
    return [
        controller.record(parse_hand_entry(random_hand(rng, PLAYERS, foul_share=foul_share, surrender_share=0.05)))
        for _ in range(count)
    ]


def menu_action(window: Any, menu_title: str, text: str) -> Any:
    """The action ``text`` of the window's menu ``menu_title``, as a user finds it."""
    from PySide6.QtWidgets import QMenu

    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text().replace("&", "") == menu_title:
            for item in menu.actions():
                if item.text().replace("&", "") == text.replace("&", ""):
                    return item
    raise AssertionError(f"no {menu_title} > {text} action")


def type_hand(qtbot: Any, window: Any, hand: dict[str, Any]) -> int:
    """Type a hand on the Hand page, seat by seat and row by row, then Ctrl+Enter; returns its number."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    page = window.hand_page
    window.show_page(page)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"), timeout=3000)
    for player in hand["players"]:
        for row in ("front", "middle", "back"):
            widget = QApplication.focusWidget()
            assert widget is not None, "nothing has the keyboard focus"
            qtbot.keyClicks(widget, player[row].replace(" ", ""))
    expected = window.controller.session().next_hand
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session().next_hand == expected + 1, "the hand was not recorded"
    return expected
