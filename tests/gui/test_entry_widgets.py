"""The entry parsing widgets on their own: the key reader, a row, a seat, the picker."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from scorekeeper.game.cards import Card, parse_cards
from scorekeeper_app.hand.card_keys import CardKeyReader
from scorekeeper_app.hand.card_picker import CardPicker
from scorekeeper_app.hand.hand_entry import EntryEditor, HandEntryModel
from scorekeeper_app.hand.seat_widget import SeatWidget, card_mime, read_mime
from scorekeeper_app.widgets.card_render import CardOptions

pytestmark = pytest.mark.gui


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


# -- the key reader -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("6s6c4h", "6s 6c 4h"),
        ("6S 6C,4H", "6s 6c 4h"),
        ("10h Th t♥", "Th Th Th"),
        ("a♠k♥q♦j♣", "As Kh Qd Jc"),
        ("2♤3♡4♢5♧", "2s 3h 4d 5c"),
    ],
)
def test_reader_accepts_every_notation(typed: str, expected: str) -> None:
    reader = CardKeyReader()
    got = [r.card for r in map(reader.feed, typed) if r.card is not None]
    assert got == list(cards(expected))
    assert reader.pending == ""


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("x", "'x' is not a rank: type 2-9, T or 10, J, Q, K or A"),
        ("s", "'s' is a suit: type the rank first (6s, 10h, Kd)"),
        ("6x", "'x' is not a suit: s ♠, h ♥, d ♦ or c ♣"),
        ("67", "6 needs a suit first: s ♠, h ♥, d ♦ or c ♣"),
        ("1x", "'x' after 1: a ten is 10 or T"),
    ],
)
def test_reader_refuses_impossible_characters_and_keeps_its_state(typed: str, message: str) -> None:
    reader = CardKeyReader()
    results = [reader.feed(ch) for ch in typed]
    assert results[-1].error == message
    assert results[-1].card is None
    assert reader.pending == results[-2].pending if len(results) > 1 else reader.pending == ""


def test_reader_backspace_drops_a_half_typed_rank_first() -> None:
    reader = CardKeyReader()
    reader.feed("K")
    assert reader.backspace() is True
    assert reader.pending == ""
    assert reader.backspace() is False


# -- a seat's rows ------------------------------------------------------------------------------------
@pytest.fixture
def entry(qtbot):
    """Two seats on a plain widget: model, undo stack, editor, seat widgets."""
    host = QWidget()
    qtbot.addWidget(host)
    model = HandEntryModel(host)
    stack = QUndoStack(host)
    editor = EntryEditor(model, stack, host)
    model.reset(["Amy", "Bob"])
    options = CardOptions()
    seats = [SeatWidget(editor, i, options, host) for i in range(2)]
    routes = {(i, row): seat.rows[row] for i, seat in enumerate(seats) for row in seat.rows}
    for edit in routes.values():
        edit.route = lambda slot, edit=edit: routes.get(slot, edit)
    editor.active_changed.connect(lambda slot: routes[slot].setFocus())
    editor.refused.connect(lambda slot, text: seats[slot[0]].show_refusal(slot[1], text))
    with qtbot.waitExposed(host):
        host.show()
    host.activateWindow()
    editor.start()
    return model, stack, editor, seats, routes, host


def focused_row(routes):
    return next((slot for slot, edit in routes.items() if edit.hasFocus()), None)


def test_a_full_row_hands_focus_to_the_next_row_and_a_seats_back_to_the_next_seat(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    qtbot.keyClicks(routes[(0, "front")], "6s6c4h")
    assert model.cards((0, "front")) == cards("6s 6c 4h")
    assert editor.active == (0, "middle")
    qtbot.keyClicks(routes[(0, "middle")], "td ts 9c qs 8c")
    qtbot.keyClicks(routes[(0, "back")], "3h,3d,3s,2h,2d")
    assert model.seat_complete(0)
    assert editor.active == (1, "front")
    assert focused_row(routes) == (1, "front")


def test_keys_typed_past_a_full_row_go_on_in_the_next_row(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    qtbot.keyClicks(routes[(0, "front")], "AsKsQsJsTs")  # one key event per character, all sent to the front
    assert model.cards((0, "front")) == cards("As Ks Qs")
    assert model.cards((0, "middle")) == cards("Js Ts")


def test_an_impossible_character_is_refused_in_place_with_a_message_under_the_row(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    qtbot.keyClicks(routes[(0, "front")], "6x")
    assert model.cards((0, "front")) == ()
    assert seats[0].message("front") == "'x' is not a suit: s ♠, h ♥, d ♦ or c ♣"
    assert focused_row(routes) == (0, "front")
    qtbot.keyClicks(routes[(0, "front")], "s")  # the 6 was kept: 6s
    assert model.cards((0, "front")) == cards("6s")
    assert seats[0].message("front") == ""


def test_backspace_removes_the_last_card_and_crosses_back_into_the_previous_row(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    qtbot.keyClicks(routes[(0, "front")], "6s6c4h9d")
    assert editor.active == (0, "middle")
    qtbot.keyClick(routes[(0, "middle")], Qt.Key.Key_Backspace)
    assert model.cards((0, "middle")) == ()
    qtbot.keyClick(routes[(0, "middle")], Qt.Key.Key_Backspace)
    assert model.cards((0, "front")) == cards("6s 6c")
    assert editor.active == (0, "front")


def test_tab_and_shift_tab_move_between_rows(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    qtbot.keyClick(routes[(0, "front")], Qt.Key.Key_Tab)
    assert editor.active == (0, "middle")
    qtbot.keyClick(routes[(0, "middle")], Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert editor.active == (0, "front")
    qtbot.keyClick(routes[(0, "front")], Qt.Key.Key_Down)
    assert editor.active == (0, "middle")


def test_a_card_typed_into_a_full_row_goes_on_to_the_next_row_with_room(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    qtbot.keyClicks(routes[(0, "front")], "6s6c4h")
    editor.set_active((0, "front"))  # back to the full front (a click or Shift+Tab)
    qtbot.keyClicks(routes[(0, "front")], "9d")
    assert model.cards((0, "front")) == cards("6s 6c 4h")
    assert model.cards((0, "middle")) == cards("9d")  # not a keystroke lost
    assert editor.active == (0, "middle")


def test_a_full_hand_refuses_more_cards_with_a_message(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    deck = iter(Card(i) for i in range(52))
    for slot in model.slots():
        model.set_row(slot, [next(deck) for _ in range(model.size(slot))])
    editor.set_active((0, "front"))
    qtbot.keyClicks(routes[(0, "front")], "9d")
    assert seats[0].message("front") == "Amy already has 13 cards"  # a seat refuses its 14th card


def test_every_entry_change_is_undoable(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    qtbot.keyClicks(routes[(0, "front")], "6s6c4h")
    editor.clear_row((0, "front"))
    assert model.cards((0, "front")) == ()
    stack.undo()
    assert model.cards((0, "front")) == cards("6s 6c 4h")
    stack.undo()
    assert model.cards((0, "front")) == cards("6s 6c")
    assert editor.active == (0, "front")
    stack.redo()
    stack.redo()
    assert model.cards((0, "front")) == ()


def test_a_card_dragged_to_another_row_moves_and_the_move_undoes(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    qtbot.keyClicks(routes[(0, "front")], "6s6c4h")
    data = card_mime(Card(cards("6c")[0]), (0, "front"), 1)
    assert read_mime(data) == (cards("6c")[0], (0, "front"), 1)
    assert editor.drop(cards("6c")[0], (0, "front"), 1, (1, "back"))
    assert model.cards((0, "front")) == cards("6s 4h")
    assert model.cards((1, "back")) == cards("6c")
    stack.undo()
    assert model.cards((0, "front")) == cards("6s 6c 4h")
    assert model.cards((1, "back")) == ()


def test_right_click_clears_a_row(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    qtbot.keyClicks(routes[(0, "front")], "6s6c4h")
    qtbot.mouseClick(routes[(0, "front")], Qt.MouseButton.RightButton)
    assert model.cards((0, "front")) == ()


def test_thirteen_cards_typed_at_once_are_offered_back_first(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    seats[1].open_quick()
    qtbot.keyClicks(seats[1].quick, "As Ks Qs Js Ts 9h 9d 9c 2c 2d 7h 7s 3c")
    assert "Back A♠ K♠ Q♠ J♠ 10♠ · Middle 9♥ 9♦ 9♣ 2♣ 2♦ · Front 7♥ 7♠ 3♣" in seats[1].quick_preview.text()
    qtbot.keyClick(seats[1].quick, Qt.Key.Key_Return)
    assert model.cards((1, "back")) == cards("As Ks Qs Js Ts")
    assert model.cards((1, "middle")) == cards("9h 9d 9c 2c 2d")
    assert model.cards((1, "front")) == cards("7h 7s 3c")
    stack.undo()  # one step undoes the whole arrangement
    assert model.seat_cards(1) == ()


def test_fourteen_cards_in_the_13_card_box_say_why_enter_does_nothing(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    seats[1].open_quick()
    qtbot.keyClicks(seats[1].quick, "As Ks Qs Js Ts 9h 9d 9c 2c 2d 7h 7s 3c 4c")
    assert seats[1].quick_preview.text() == "14 cards: one seat holds 13, remove 1"
    qtbot.keyClick(seats[1].quick, Qt.Key.Key_Return)
    assert seats[1].quick_preview.text() == "Enter needs exactly 13 cards; now 14"
    assert model.seat_cards(1) == ()


def test_the_picker_clicks_cards_into_the_active_row_and_refuses_used_ones(qtbot, entry) -> None:
    model, stack, editor, seats, routes, _host = entry
    picker = CardPicker(editor, CardOptions())
    qtbot.addWidget(picker)
    picker.show()
    for text in ("Ah", "Kd", "Qd"):
        card = cards(text)[0]
        qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(card).center().toPoint())
    assert model.cards((0, "front")) == cards("Ah Kd Qd")
    assert editor.active == (0, "middle")
    qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(cards("Ah")[0]).center().toPoint())
    assert model.cards((0, "middle")) == ()
    assert seats[0].message("middle") == "A♥ is already in Amy's front: drag it to move it"
    assert picker.card_at(QPointF(-5, -5)) is None
