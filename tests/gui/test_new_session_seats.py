"""The new-session dialog seats as many players as the chosen rules do, driven by keyboard.

Classic rules keep the four seats of old; ticking extra suits (加一色) on the Rules tab
adds seats 5 and 6 to the grid, the Tab chain, the dealer choice and the stakes grid;
narrower rules never drop a typed name: the dialog says so and keeps it.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from scorekeeper.game.rules import resolve_rules
from scorekeeper_app.session.new_session_dialog import NewSessionDialog
from tests.gui.conftest import press, type_keys

ALT, CTRL, SHIFT = (
    Qt.KeyboardModifier.AltModifier,
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.ShiftModifier,
)
SIX = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]
DIGITS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6]


def focus() -> QWidget | None:
    return QApplication.focusWidget()


def open_dialog(qtbot: Any, window: Any) -> NewSessionDialog:
    press(qtbot, Qt.Key.Key_N, CTRL)
    dialog = window.new_session_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: focus() is dialog.name)
    return dialog


def choose_preset(qtbot: Any, dialog: NewSessionDialog, name: str) -> None:
    """Alt+U to the first page's rules choice (it shares the letter with the unit), then arrow keys."""
    for _ in range(3):
        press(qtbot, Qt.Key.Key_U, ALT)
        if focus() is dialog.rules_choice:
            break
    assert focus() is dialog.rules_choice
    target = dialog.rules_choice.findData(name)
    while dialog.rules_choice.currentIndex() != target:
        press(qtbot, Qt.Key.Key_Down if dialog.rules_choice.currentIndex() < target else Qt.Key.Key_Up)


def tick_extra_suits(qtbot: Any, dialog: NewSessionDialog, letters: str) -> None:
    """The Rules tab (Ctrl+Tab), Tab to each extra suit's box and Space, then back to the first page."""
    press(qtbot, Qt.Key.Key_Tab, CTRL)
    qtbot.waitUntil(lambda: dialog.tabs.currentWidget() is dialog.rules_page)
    boxes = dialog.rules_editor.more.extra_suits
    for letter in letters:
        for _ in range(80):  # Tab along the rules tab as a user does, to the suit's box
            if focus() is boxes[letter]:
                break
            press(qtbot, Qt.Key.Key_Tab)
        assert focus() is boxes[letter]
        press(qtbot, Qt.Key.Key_Space)
        assert boxes[letter].isChecked()
    press(qtbot, Qt.Key.Key_Tab, CTRL | SHIFT)
    qtbot.waitUntil(lambda: dialog.tabs.currentIndex() == 0)


def type_seats(qtbot: Any, dialog: NewSessionDialog, names: list[str]) -> None:
    """Alt+1 to seat 1, then each name and Tab to the next seat."""
    press(qtbot, Qt.Key.Key_1, ALT)
    qtbot.waitUntil(lambda: focus() is dialog.seats[0])
    for i, name in enumerate(names):
        assert focus() is dialog.seats[i]
        type_keys(qtbot, name)
        if i + 1 < len(names):
            press(qtbot, Qt.Key.Key_Tab)


def shown_seats(dialog: NewSessionDialog) -> int:
    return sum(combo.isVisibleTo(dialog) for combo in dialog.seats)


def test_a_classic_table_has_the_four_seats_of_old(qtbot, make_window) -> None:
    dialog = open_dialog(qtbot, make_window())
    assert len(dialog.seats) == 4 and shown_seats(dialog) == 4
    choose_preset(qtbot, dialog, "shisanshui-room")  # 十三水 without extra suits: still four
    assert shown_seats(dialog) == 4
    press(qtbot, Qt.Key.Key_4, ALT)
    qtbot.waitUntil(lambda: focus() is dialog.seats[3])
    press(qtbot, Qt.Key.Key_Tab)
    assert focus() is dialog.dealer_choice  # the dealer follows seat 4, as before


def test_six_names_typed_under_two_extra_suits_start_a_six_player_session(qtbot, make_window) -> None:
    window = make_window()
    dialog = open_dialog(qtbot, window)
    type_keys(qtbot, "多一色")
    choose_preset(qtbot, dialog, "shisanshui-room")
    tick_extra_suits(qtbot, dialog, "s")
    assert shown_seats(dialog) == 5  # 65 cards: five players
    tick_extra_suits(qtbot, dialog, "h")
    assert shown_seats(dialog) == 6  # 78 cards: six
    type_seats(qtbot, dialog, SIX)
    press(qtbot, Qt.Key.Key_Tab)
    assert focus() is dialog.dealer_choice  # seat 6, then the dealer
    assert [dialog.dealer_choice.itemText(i) for i in range(dialog.dealer_choice.count())] == SIX
    press(qtbot, Qt.Key.Key_End)  # Fay deals first
    for _ in range(3):  # currency, unit, the stakes grid
        press(qtbot, Qt.Key.Key_Tab)
    assert focus() is dialog.stakes_view and dialog.stakes.players == SIX
    for _ in range(4):  # along the top row to Amy–Fay
        press(qtbot, Qt.Key.Key_Right)
    assert dialog.stakes_view.currentIndex() == dialog.stakes.index(0, 5)
    type_keys(qtbot, "2")
    press(qtbot, Qt.Key.Key_Return)  # commits the cell
    qtbot.waitUntil(lambda: dialog.stake_of("Amy", "Fay") == Decimal(2))
    press(qtbot, Qt.Key.Key_Return)  # starts the session
    qtbot.waitUntil(lambda: window.controller.has_session())
    session = window.controller.session()
    assert session.name == "多一色" and list(session.players) == SIX
    assert session.rules_for(1) == resolve_rules({"preset": "shisanshui-room", "extra_suits": ["s", "h"]})
    stakes = session.stakes_for(1)
    pairs = {(a, b): stakes.of(a, b) for i, a in enumerate(SIX) for b in SIX[i + 1 :]}
    assert len(pairs) == 15
    assert pairs.pop(("Amy", "Fay")) == Decimal(2) and set(pairs.values()) == {Decimal(1)}
    assert window.hand_page.model.seats == SIX and window.hand_page.model.dealer == "Fay"


def test_back_to_a_classic_table_the_fifth_and_sixth_names_are_kept_and_refused(qtbot, make_window) -> None:
    window = make_window()
    dialog = open_dialog(qtbot, window)
    tick_extra_suits(qtbot, dialog, "sh")
    type_seats(qtbot, dialog, SIX)
    assert dialog.error.text() == ""
    choose_preset(qtbot, dialog, "classic-2-4")  # no extra suits: four seats
    message = (
        "This table has 4 seats: take Eve, Fay off it, or tick an extra suit (加一色) on the Rules tab to seat more"
    )
    assert dialog.error.text() == message
    assert [c.currentText() for c in dialog.seats] == SIX and shown_seats(dialog) == 6  # kept, in view
    press(qtbot, Qt.Key.Key_Return)  # Start session: refused, the dialog stays on its first page
    assert dialog.isVisible() and not window.controller.has_session()
    assert dialog.error.text() == message and dialog.tabs.currentIndex() == 0
    # Fay leaves: her seat empties, then hides once left; Eve still does not fit
    press(qtbot, Qt.Key.Key_6, ALT)
    qtbot.waitUntil(lambda: focus() is dialog.seats[5])
    press(qtbot, Qt.Key.Key_A, CTRL)
    press(qtbot, Qt.Key.Key_Backspace)
    assert "take Eve off it" in dialog.error.text()
    press(qtbot, Qt.Key.Key_5, ALT)
    qtbot.waitUntil(lambda: focus() is dialog.seats[4])
    assert shown_seats(dialog) == 5
    press(qtbot, Qt.Key.Key_A, CTRL)
    press(qtbot, Qt.Key.Key_Backspace)
    assert dialog.error.text() == ""  # the seat error goes with the last name past the table
    press(qtbot, Qt.Key.Key_Tab)
    assert focus() is dialog.dealer_choice and shown_seats(dialog) == 4
    assert dialog.stakes.players == SIX[:4]
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.has_session())
    assert list(window.controller.session().players) == SIX[:4]
