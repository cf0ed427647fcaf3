"""A repeated deal in the app (issue 26, item 3): the cards of a recorded hand typed again, in
another seat order, are asked about; No keeps the typed hand, Yes records it."""

from __future__ import annotations

import random

import pytest
import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from scorekeeper.demo import random_hand
from scorekeeper_app.hand.repeat_question import ask_repeat
from scorekeeper_app.window.actions import Act
from tests.gui.conftest import press, type_keys

pytestmark = pytest.mark.gui
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


def typed(hand: dict, order: list[int]) -> str:
    """The keys for a hand whose seat i holds the cards of ``hand``'s seat ``order[i]``."""
    players = hand["players"]
    return "".join(players[j][row].replace(" ", "") for j in order for row in ("front", "middle", "back"))


def answer(qtbot, button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Click ``button`` of the question once it is up (it runs its own event loop)."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        asking = isinstance(box, QMessageBox) and shiboken6.isValid(box) and box.isVisible()
        if not asking or box.windowTitle() != "The same deal again?":
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)


def test_a_repeated_deal_is_asked_about_no_keeps_the_hand_yes_records_it(qtbot, make_window) -> None:
    window = make_window()
    window.controller.ask_repeat = ask_repeat  # the real question (the tests' conftest refuses any other)
    window.controller.new_session(name="Friday", players=PLAYERS, rules="classic-2-4")
    page = window.hand_page
    rng = random.Random(26)
    first, second = random_hand(rng, PLAYERS, surrender_share=0), random_hand(rng, PLAYERS, surrender_share=0)
    qtbot.mouseClick(page.row_edit(0, "front"), Qt.MouseButton.LeftButton)
    for hand in (first, second):
        type_keys(qtbot, typed(hand, [0, 1, 2, 3]))
        press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session().next_hand == 3

    type_keys(qtbot, typed(first, [2, 3, 0, 1]))  # hand 1's cards, Amy with Cat's and so on
    assert page.ready()
    seen: list[str] = []
    answer(qtbot, QMessageBox.StandardButton.No, seen)
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert seen == [
        "These are the cards of hand 1, already recorded.\n\n"
        "Record them as a new hand all the same? No keeps the typed hand."
    ]
    assert window.controller.session().next_hand == 3  # nothing recorded
    assert page.model.card_count() == 52  # the typed hand is still there
    assert window.error_label.text() == "Not recorded: the same cards as hand 1"

    answer(qtbot, QMessageBox.StandardButton.Yes, seen)
    window.actions_by_id[Act.RECORD].trigger()  # the toolbar's Record (the caret after a dialog: item 1)
    assert len(seen) == 2
    session = window.controller.session()
    assert session.next_hand == 4 and page.model.is_empty()
    assert session.events[-1].payload["again"] is True  # the confirmation is in the audit trail
    assert window.saved_label.text().startswith("Saved: hand 3 at ")
