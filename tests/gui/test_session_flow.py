"""A game night as a user drives it: set up four players with a special stake for one
pair, type a hand, click another in the picker, meet a duplicate and a foul, record
both, restart on the same book and find them with the totals ``scorekeeper score`` gives.
"""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit

from scorekeeper.book.storage import Book
from scorekeeper.demo import random_hand
from scorekeeper.game.cards import parse_cards
from scorekeeper.game.result_json import hand_result_json
from scorekeeper.game.score_request import score_json
from scorekeeper_app.hand.hand_entry import ROWS
from scorekeeper_app.hand.seat_widget import card_mime
from scorekeeper_app.window.actions import Act
from scorekeeper_app.window.main_window import MainWindow
from scorekeeper_app.wording.formatting import money_text
from tests.gui.conftest import close_window, press, type_keys

pytestmark = pytest.mark.gui

PLAYERS = ["Amy", "Bob", "Cat", "Dan"]
HAND_1 = {  # Dan's back (two pair, fives and fours) is weaker than his middle (tens and sixes): a foul
    "Amy": ("6s 6c 4h", "Td Ts 9c Qs 8c", "3h 3d 3s 2h 2d"),
    "Bob": ("Ah Kd Qd", "9h 9d 5h 5d 4c", "Ks Js 9s 8s 7s"),
    "Cat": ("Qc Qh 7d", "Jc Jd 8d 8h 2c", "As Ac Ad 7c 7h"),
    "Dan": ("Kh Kc 2s", "Th Tc 6h 6d 3c", "Jh 4s 4d 5s 5c"),
}
SESSION_MONEY = {"unit": "0.5", "stakes": [{"players": ["Amy", "Bob"], "unit": "2"}]}  # and the currency is EUR


def expected_result(hand: dict[str, tuple[str, str, str]]) -> dict:
    """What ``scorekeeper score`` gives for this hand under the session's rules and stakes."""
    players = [
        {"name": name, "front": f, "middle": m, "back": b, "surrender": False, "declare_natural": True}
        for name, (f, m, b) in hand.items()
    ]
    return score_json({"rules": "classic-2-4", **SESSION_MONEY, "players": players})


def start_session_through_the_dialog(qtbot, window: MainWindow) -> None:
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.new_session_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "Friday night")
    for combo, name in zip(dialog.seats, PLAYERS, strict=True):
        qtbot.keyClicks(combo.lineEdit(), name)
    dialog.dealer_choice.setCurrentIndex(dialog.dealer_choice.findText("Bob"))  # Bob deals first
    dialog.currency.setCurrentText("EUR")
    dialog.unit.selectAll()
    qtbot.keyClicks(dialog.unit, "0.5")
    # Amy and Bob play for 2 a unit: type it into their cell of the stakes matrix
    view = dialog.stakes_view
    index = dialog.stakes.index(0, 1)
    view.setCurrentIndex(index)
    view.edit(index)
    editor = view.findChild(QLineEdit)
    assert editor is not None
    qtbot.keyClicks(editor, "2")
    qtbot.keyClick(editor, Qt.Key.Key_Return)  # the view commits the edit on its next turn
    qtbot.waitUntil(lambda: dialog.stakes.data(dialog.stakes.index(1, 0)) == "2")  # both halves of the matrix
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def seat_widget(window: MainWindow, name: str):
    return window.hand_page.seat_widgets[PLAYERS.index(name)]


def test_a_night_at_the_table(qtbot, make_window, book_path) -> None:
    window = make_window()
    assert window.views.currentWidget() is window.start_page
    start_session_through_the_dialog(qtbot, window)

    page = window.hand_page
    assert window.views.currentWidget() is window.session_view
    assert page.model.seats == PLAYERS
    assert page.model.dealer == "Bob"
    assert window.session_panel.dealer.text() == "Dealer: <b>Bob</b>"
    assert window.header_title.text() == "Friday night · classic 2-4 · €0.50/unit"
    session = window.controller.session()
    assert session.stakes_for(1).of("Amy", "Bob") == Decimal(2)
    assert session.stakes_for(1).of("Cat", "Dan") == Decimal("0.5")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))  # the window is active again

    # -- hand 1 by keyboard: notations mixed as people type them ------------------------------
    type_keys(qtbot, "6s6c4h" + "Td Ts 9c Qs 8c" + "3h,3d,3s,2h,2d")
    type_keys(qtbot, "AHKDQD" + "9♥9♦5♥5♦4♣" + "ksjs9s8s7s")
    type_keys(qtbot, "QcQh7d" + "JcJd8d8h2c" + "AsAcAd7c7h")
    assert QApplication.focusWidget() is page.row_edit(3, "front")
    type_keys(qtbot, "6s")  # already in Amy's front: both places turn red and name each other
    dan, amy = seat_widget(window, "Dan"), seat_widget(window, "Amy")
    assert dan.message("front") == "6♠ is also in Amy's front"
    assert amy.message("front") == "6♠ is also in Dan's front"
    assert page.notes is not None and not page.ready()
    press(qtbot, Qt.Key.Key_Backspace)
    assert dan.message("front") == amy.message("front") == ""
    type_keys(qtbot, "KhKc2s" + "10h10c6h6d3c" + "Jh4s4d5s5c")
    assert dan.foul_banner.isVisible()
    assert dan.foul_banner.text() == "⚠ FOUL: back is weaker than middle"
    assert amy.hand_labels["back"].text() == "full house"
    assert window.hand_page.notes.seats[1].royalties == []

    expected_1 = expected_result(HAND_1)
    assert hand_result_json(page.result_panel.result) == expected_1
    tiles = page.result_panel.player_texts()
    for p in expected_1["players"]:
        assert money_text(Decimal(p["money"]), "EUR", signed=True) in tiles[p["name"]]
    assert "Bob pays Amy 2 units · €4.00" in " | ".join(page.result_panel.pair_texts())

    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session().next_hand == 2
    assert window.saved_label.text().startswith("Saved: hand 1 at ")
    assert page.model.is_empty() and page.model.dealer == "Cat"
    assert QApplication.focusWidget() is page.row_edit(0, "front")

    # -- hand 2 with the mouse: click a row, then cards in the picker --------------------------
    hand_2 = random_hand(random.Random(7), PLAYERS)
    qtbot.mouseClick(page.row_edit(0, "front"), Qt.MouseButton.LeftButton)
    picker = page.picker
    for player in hand_2["players"]:
        for row in ROWS:
            for card in parse_cards(player[row]):
                qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(card).center().toPoint())
    assert page.ready()
    # a used card is greyed with its owner's initial; a click on it is refused
    first = parse_cards(hand_2["players"][0]["front"])[0]
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(first).center().toPoint())
    assert page.model.card_count() == 52
    expected_2 = expected_result({p["name"]: (p["front"], p["middle"], p["back"]) for p in hand_2["players"]})
    assert hand_result_json(page.result_panel.result) == expected_2
    window.actions_by_id[Act.RECORD].trigger()  # the toolbar's Record button
    assert window.controller.session().next_hand == 3
    assert page.model.dealer == "Dan"

    totals = {name: Decimal(0) for name in PLAYERS}
    for result in (expected_1, expected_2):
        for p in result["players"]:
            totals[p["name"]] += Decimal(p["money"])
    for name, value in totals.items():
        assert window.session_panel.money[name].text() == money_text(value, "EUR", signed=True)

    # -- close and start again on the same book ----------------------------------------------------
    close_window(window)
    again = make_window()
    assert again.views.currentWidget() is again.session_view  # the last session reopens
    session = again.controller.session()
    assert [r.result.dump() for r in session.live_hands()] == [expected_1, expected_2]
    assert {n: t.money for n, t in again.controller.totals().players.items()} == totals
    for name, value in totals.items():
        assert again.session_panel.money[name].text() == money_text(value, "EUR", signed=True)
    assert again.hand_page.model.dealer == "Dan"
    assert again.pages.tabText(0) == "Hand 3"


def test_cards_dropped_on_rows_from_the_picker_and_from_another_row(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Drops", players=["Amy", "Bob"], rules="classic-2-4")
    page = window.hand_page
    target = page.row_edit(1, "back")

    def drop(mime: QMimeData, at: QPointF) -> None:
        """What Qt delivers when a drag ends over the row: enter, then drop."""
        how = (Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(target, QDragEnterEvent(at.toPoint(), *how))  # QPoint: 6.11 has no QPointF overload
        QApplication.sendEvent(target, QDropEvent(at, *how))

    ace = parse_cards("As")[0]
    drop(card_mime(ace, None), QPointF(10, 10))
    assert page.model.cards((1, "back")) == (ace,)
    page.editor.type_card((0, "front"), parse_cards("Kd")[0])
    drop(card_mime(parse_cards("Kd")[0], (0, "front"), 0), QPointF(200, 10))
    assert page.model.cards((0, "front")) == ()
    assert page.model.cards((1, "back")) == parse_cards("As Kd")
    window.actions_by_id[Act.UNDO].trigger()
    assert page.model.cards((0, "front")) == parse_cards("Kd")


def test_players_already_in_the_book_are_offered(qtbot, make_window, book_path) -> None:
    with Book.open(book_path) as book:
        book.create_session(name="Last week", players=["Amy", "Bob", "Cat"], rules="classic-1-6")
    window = make_window()
    dialog = window.new_session()
    combo = dialog.seats[0]
    assert [combo.itemText(i) for i in range(combo.count())] == ["", "Amy", "Bob", "Cat"]
    dialog.seats[0].setCurrentIndex(3)
    dialog.seats[1].setCurrentIndex(1)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert window.controller.session().active == ("Cat", "Amy")


def test_the_dialog_shows_what_the_engine_refuses_and_stays_open(qtbot, make_window) -> None:
    window = make_window()
    dialog = window.new_session()
    qtbot.keyClicks(dialog.seats[0].lineEdit(), "Amy")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.error.text() == "seat at least 2 players"
    qtbot.keyClicks(dialog.seats[1].lineEdit(), "amy")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == "a player is seated twice"
    dialog.seats[1].setCurrentText("Bob")
    dialog.unit.setText("-1")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == "unit value: must not be negative (got '-1')"
    dialog.unit.setText("1")
    dialog.rules_editor.scoring_box.scoop_multiplier.setText("two")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "scoop_multiplier" in dialog.error.text()
    assert dialog.tabs.currentWidget() is dialog.rules_page
    dialog.rules_editor.scoring_box.scoop_multiplier.setText("1")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert window.controller.session().players == ("Amy", "Bob")
