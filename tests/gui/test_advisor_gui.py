"""The setting advisor on the Hand page (Suggest, Apply, undo) and in the hand detail dialog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.advisor.advise import Advisor
from scorekeeper.game.cards import parse_cards
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.hand.hand_entry import ROWS
from scorekeeper_app.ledger.hand_detail_dialog import HandDetailDialog, given_text
from scorekeeper_app.window.actions import Act
from tests.gui.conftest import press, type_keys

pytestmark = pytest.mark.gui

# Quads and a straight flush, set badly: the quads split, the straight flush broken up.
POOR = {"front": "2h 3d 4c", "middle": "As Ks Qs 5h Ah", "back": "Ad Ac Js Ts 9s"}
BOB = {"front": "2s 2d 7c", "middle": "8h 8d 9c 9d Jh", "back": "Kh Kd Kc 6s 6h"}


def _keys(rows: dict[str, str]) -> str:
    return "".join(rows[row].replace(" ", "") for row in ROWS)


def _start(qtbot, make_window):  # type: ignore[no-untyped-def]
    window = make_window()
    window.controller.new_session(name="Advice", players=["Amy", "Bob"], rules="classic-2-4")
    page = window.hand_page
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    return window, page


def test_suggest_apply_and_undo(qtbot, make_window) -> None:
    window, page = _start(qtbot, make_window)
    action = window.actions_by_id[Act.SUGGEST]
    assert action in page.seat_widgets[0].menu_button.menu().actions()
    assert not action.isEnabled()  # no cards yet
    type_keys(qtbot, _keys(POOR))
    poor = {row: parse_cards(POOR[row]) for row in ROWS}
    assert {row: page.model.cards((0, row)) for row in ROWS} == poor
    page.focus_seat(0)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    assert action.isEnabled()

    press(qtbot, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    seat = page.seat_widgets[0]
    assert seat.suggestion_shown()
    cards = page.model.seat_cards(0)
    best = Advisor(page.rules, 2).advise(cards, 1).best
    expected = tuple(r.cards for r in best.rows)
    assert page.suggestions[0][1] == expected
    assert f"{best.units:+.2f}" in seat.suggest_label.text()
    assert "given away" in seat.suggest_label.text()  # the rows as set are compared too

    qtbot.mouseClick(seat.apply_button, Qt.MouseButton.LeftButton)
    assert tuple(page.model.cards((0, row)) for row in ROWS) == expected
    assert not seat.suggestion_shown()
    assert not page.notes.seats[0].foul
    assert seat.foul_banner.isHidden()

    page.focus_entry()
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert {row: page.model.cards((0, row)) for row in ROWS} == poor  # one step undoes the whole apply
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
    assert tuple(page.model.cards((0, row)) for row in ROWS) == expected


def test_suggest_needs_thirteen_cards(qtbot, make_window) -> None:
    window, page = _start(qtbot, make_window)
    messages: list[str] = []
    page.message.connect(messages.append)
    type_keys(qtbot, "2h3d4c")
    page.suggest(0)
    assert messages and not page.seat_widgets[0].suggestion_shown()


def test_detail_dialog_shows_what_each_setting_gave_away(qtbot, make_window) -> None:
    window, _page = _start(qtbot, make_window)
    entry = {"players": [{"name": "Amy", **POOR}, {"name": "Bob", **BOB}]}
    window.controller.record(parse_hand_entry(entry))
    session = window.controller.session()
    record = session.hands[1]
    rules = session.rules_for(1)
    dialog = HandDetailDialog(record, rules=rules)
    qtbot.addWidget(dialog)
    advisor = Advisor(rules, 2)
    for name, rows in (("Amy", POOR), ("Bob", BOB)):
        setting = [parse_cards(rows[row]) for row in ROWS]
        expected = advisor.rank([c for row in setting for c in row]).check(*setting)
        shown = dialog.checks[name]
        assert shown.given_away == pytest.approx(expected.given_away)
        assert shown.best_units == pytest.approx(expected.best_units)
        assert given_text(expected.given_away) in dialog.review_labels[name].text()
    assert dialog.checks["Amy"].given_away > 1  # the poor setting gave a lot away
    assert HandDetailDialog(record).checks == {}  # no rules, no review


def test_a_dragon_is_suggested_as_a_natural_to_declare(qtbot, make_window) -> None:
    window, page = _start(qtbot, make_window)
    dragon = {"front": "2s 3h 4d", "middle": "5c 6s 7h 8d 9c", "back": "Ts Jh Qd Kc As"}
    type_keys(qtbot, _keys(dragon))
    page.focus_seat(0)
    page.suggest(0)
    advice = Advisor(page.rules, 2).advise(page.model.seat_cards(0), 1)
    assert advice.action == "declare" and advice.natural_units is not None
    text = page.seat_widgets[0].suggest_label.text()
    assert f"Declaring the natural is worth more: {advice.natural_units:+.2f} units" in text
    assert "As set now:" in text  # the 13 cards as typed are valued too
