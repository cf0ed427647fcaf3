"""The table-speed promise: a four-player hand is 104 keys plus Ctrl+Enter, and nothing else."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.demo import random_hand
from scorekeeper_app.hand.hand_entry import ROWS
from tests.gui.conftest import press, type_keys

pytestmark = pytest.mark.gui
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


def keys_for(hand: dict) -> str:
    """Each card as its two characters (rank, suit) with no spaces: 6s6c4h..."""
    return "".join(player[row].replace(" ", "") for player in hand["players"] for row in ROWS)


def test_a_four_player_hand_takes_104_keys_and_ctrl_enter(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Speed", players=PLAYERS, rules="classic-2-4")
    page = window.hand_page
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    hand = random_hand(random.Random(104), PLAYERS, foul_share=0)

    keys = type_keys(qtbot, keys_for(hand))
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    keys += 1

    assert keys == 105
    session = window.controller.session()
    assert session.next_hand == 2
    recorded = session.hands[1].entry.dump()["players"]
    assert [{k: p[k] for k in ("name", *ROWS)} for p in recorded] == hand["players"]
    assert QApplication.focusWidget() is page.row_edit(0, "front")  # ready for the next hand at once
