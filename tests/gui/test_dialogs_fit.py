"""The dialogs that hold the rules editor fit a 1280x720 laptop: the editor scrolls inside them,
the buttons stay on screen, and a field reached by Tab is scrolled into view."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from scorekeeper.game.rules import resolve_rules
from scorekeeper.session.session import Session, parse_hand_entry
from scorekeeper_app.ledger.hand_detail_dialog import HandDetailDialog
from scorekeeper_app.session.change_dialogs import RulesDialog
from scorekeeper_app.session.new_session_dialog import NewSessionDialog

pytestmark = pytest.mark.gui
LAPTOP_HEIGHT = 720 - 40  # the screen less a title bar
TAB = Qt.FocusPolicy.TabFocus


def _visible_in(widget: QWidget, viewport: QWidget) -> bool:
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def test_the_new_session_dialog_fits_720_px_and_its_rules_scroll(qtbot, styled_app: QApplication) -> None:
    dialog = NewSessionDialog(["Amy", "Bob"], lambda **_kwargs: None)
    qtbot.addWidget(dialog)
    assert dialog.minimumSizeHint().height() <= LAPTOP_HEIGHT
    dialog.resize(dialog.width(), LAPTOP_HEIGHT)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.tabs.setCurrentWidget(dialog.rules_page)
    editor = dialog.rules_editor
    fields = [w for w in editor.findChildren(QWidget) if w.isVisibleTo(editor) and w.focusPolicy() & TAB]
    last = max(fields, key=lambda w: w.mapTo(editor, QPoint(0, w.height())).y())  # the lowest field
    assert not _visible_in(last, dialog.rules_page.viewport())  # off screen at first
    last.setFocus()
    qtbot.waitUntil(lambda: _visible_in(last, dialog.rules_page.viewport()))
    assert dialog.rules_page.verticalScrollBar().value() > 0  # it scrolled to the focused field


def test_the_rules_dialog_fits_720_px(qtbot, styled_app: QApplication) -> None:
    dialog = RulesDialog(resolve_rules(None), from_hand=3)
    qtbot.addWidget(dialog)
    assert dialog.minimumSizeHint().height() <= LAPTOP_HEIGHT
    dialog.resize(dialog.width(), LAPTOP_HEIGHT)
    with qtbot.waitExposed(dialog):
        dialog.show()
    assert dialog.rules() == resolve_rules(None)  # the scrolled editor still reads the rules


def test_a_six_seat_hand_detail_fits_720_px_with_its_buttons(qtbot, styled_app: QApplication) -> None:
    players = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]
    rules = {"preset": "classic-2-4", "extra_suits": ["s", "h"]}  # 78 cards: six seats
    session = Session.create("1", name="Room", players=players, rules=rules)
    deck = [r + s for s in "shdc" for r in "23456789TJQKA"] + [r + s for s in "sh" for r in "23456789TJQKA"]
    random.Random(3).shuffle(deck)
    seats = [deck[13 * i : 13 * i + 13] for i in range(6)]
    hand = {
        "players": [
            {"name": name, "front": " ".join(c[:3]), "middle": " ".join(c[3:8]), "back": " ".join(c[8:])}
            for name, c in zip(players, seats, strict=True)
        ]
    }
    session.append("added", session.prepare_add(parse_hand_entry(hand)))
    dialog = HandDetailDialog(session.hands[1], currency="EUR", rules=session.rules_for(1))
    qtbot.addWidget(dialog)
    assert dialog.minimumSizeHint().height() <= LAPTOP_HEIGHT  # 15 pairs, 6 seats: the page scrolls instead
    dialog.resize(dialog.width(), LAPTOP_HEIGHT)
    with qtbot.waitExposed(dialog):
        dialog.show()
    close = [b for b in dialog.findChildren(QPushButton) if b.text() == "Close"]
    assert close and _visible_in(close[0], dialog)
