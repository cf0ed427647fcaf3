"""The other games in the app (docs/variants.md): three OFC hands with a player entering, keeping and
leaving Fantasy Land, a Criss Cross hand with four seats, a race game, and the dialog's presets."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from scorekeeper.game.result_json import hand_result_json
from scorekeeper.game.rules import preset
from scorekeeper.game.score_request import score_json
from scorekeeper_app.models.ledger_model import COL_MARKS, FANTASY, RACE_WIN, LedgerModel, LedgerRole
from tests.gui.conftest import press, type_keys

pytestmark = pytest.mark.gui

BOB = ("2s 3h 4d", "5c 5d 7h 8s 9c", "7c 7d 7s 6c 6d")  # plain, never Fantasy Land
AMY_QQ = ("Qs Qd 4c", "Tc Td 9h 9d 8c", "Ah Kh Qh 8h 5h")  # queens: enters Fantasy Land
AMY_TRIPS = ("4s 4h 4c", "Tc Td Th 9d 8c", "Ah Kh Qh 8h 5h")  # trips in the front: stays
AMY_KK = ("Ks Kd 4c", "Tc Td 9h 9d 8c", "Ah Kh Qh 8h 5h")  # kings: leaves (kings only enter)


def type_seat(qtbot, rows: tuple[str, str, str]) -> None:
    type_keys(qtbot, "".join(rows).replace(" ", ""))


def record(qtbot, window) -> None:
    before = window.controller.session().next_hand
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session().next_hand == before + 1, window.hand_page.notes.problems


def ledger_marks(session) -> dict[int, dict[str, tuple[str, ...]]]:
    model = LedgerModel()
    model.refresh(session)
    return {
        model.index(row, 0).data(LedgerRole.HAND_NUMBER): model.index(row, COL_MARKS).data(LedgerRole.MARKS)
        for row in range(model.rowCount())
    }


def test_three_ofc_hands_in_and_out_of_fantasy_land(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Pineapple", players=["Amy", "Bob"], rules="pineapple")
    page = window.hand_page
    amy, bob = page.seat_widgets
    assert amy.badge.isHidden() and bob.badge.isHidden()

    type_seat(qtbot, AMY_QQ)
    type_seat(qtbot, BOB)
    assert hand_result_json(page.result_panel.result) == score_json(
        {"rules": "pineapple", "players": [dict(zip(("front", "middle", "back"), rows, strict=True)) | {"name": n,
         "surrender": False, "declare_natural": True} for n, rows in (("Amy", AMY_QQ), ("Bob", BOB))]}
    )  # fmt: skip
    record(qtbot, window)
    assert not amy.badge.isHidden() and amy.badge.text() == "Fantasy Land (14 cards)"
    assert bob.badge.isHidden()

    type_seat(qtbot, AMY_TRIPS)  # played in Fantasy Land; trips in the front keep it
    type_seat(qtbot, BOB)
    record(qtbot, window)
    assert amy.badge.text() == "Fantasy Land (14 cards)" and not amy.badge.isHidden()

    type_seat(qtbot, AMY_KK)  # kings would enter, but do not keep it
    type_seat(qtbot, BOB)
    record(qtbot, window)
    assert amy.badge.isHidden()

    session = window.controller.session()
    assert [session.fantasy_land_for(n) for n in (1, 2, 3, 4)] == [{}, {"Amy": 14}, {"Amy": 14}, {}]
    marks = ledger_marks(session)
    assert FANTASY not in marks[1] and marks[2][FANTASY] == ("Amy",) and marks[3][FANTASY] == ("Amy",)

    window.controller.edit(1, _entry(AMY_KK, BOB), "it was kings")  # kings still enter: nothing moves
    window.controller.edit(2, _entry(AMY_KK, BOB), "no trips")  # kings do not keep it: out for hand 3
    assert FANTASY not in ledger_marks(window.controller.session())[3]
    assert amy.badge.text() == "Fantasy Land (14 cards)"  # out for hand 3, so its kings now enter for hand 4


def _entry(amy: tuple[str, str, str], bob: tuple[str, str, str]):
    from scorekeeper.session.session import parse_hand_entry

    rows = ("front", "middle", "back")
    return parse_hand_entry(
        {"players": [{"name": "Amy", **dict(zip(rows, amy, strict=True))}, {"name": "Bob", **dict(zip(rows, bob,
                                                                                                        strict=True))}]}
    )  # fmt: skip


CRISS_CROSS = [  # Amy's two hands, then Bob's: all 52 cards
    ("Amy", 1, ("6s 6c 4h", "Td Ts 9c Qs 8c", "3h 3d 3s 2h 2d")),
    ("Amy", 2, ("Ah Kd Qd", "9h 9d 5h 5d 4c", "Ks Js 9s 8s 7s")),
    ("Bob", 1, ("Qc Qh 7d", "Jc Jd 8d 8h 2c", "As Ac Ad 7c 7h")),
    ("Bob", 2, ("Kh Kc 2s", "Th Tc 6h 6d 3c", "Jh 4s 4d 5s 5c")),  # a foul: back below middle
]


def test_a_criss_cross_hand_has_four_seats_and_four_pairs(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="CC", players=["Amy", "Bob"], rules="criss-cross", unit=Decimal(2))
    page = window.hand_page
    assert page.model.seats == ["Amy", "Amy", "Bob", "Bob"] and page.model.hands == [1, 2, 1, 2]
    labels = [w.name_label.text() for w in page.seat_widgets]
    assert labels == ["Amy — hand 1", "Amy — hand 2", "Bob — hand 1", "Bob — hand 2"]
    waiting = [texts[0].text() for texts in page.result_panel.pair_rows if not texts[0].isHidden()]
    assert len(waiting) == 4 and not any(t.count("Amy") == 2 for t in waiting)  # never a hand against its sibling

    for _name, _hand, rows in CRISS_CROSS:
        type_seat(qtbot, rows)
    expected = score_json(
        {"rules": "criss-cross", "unit": "2", "players": [
            {"name": n, "hand": h, **dict(zip(("front", "middle", "back"), rows, strict=True)), "surrender": False,
             "declare_natural": True} for n, h, rows in CRISS_CROSS]}
    )  # fmt: skip
    assert hand_result_json(page.result_panel.result) == expected
    shown = [texts[0].text() for texts in page.result_panel.pair_rows if not texts[0].isHidden()]
    assert shown == ["Amy 1 v Bob 1", "Amy 1 v Bob 2", "Amy 2 v Bob 1", "Amy 2 v Bob 2"]
    record(qtbot, window)

    session = window.controller.session()
    assert session.hands[1].result.dump() == expected
    amy_money = Decimal(expected["players"][0]["money"])
    assert window.controller.totals().players["Amy"].money == amy_money
    assert page.model.is_empty() and page.model.hands == [1, 2, 1, 2]  # ready for the next deal


def test_a_race_shows_points_and_marks_the_winner(qtbot, make_window) -> None:
    window = make_window()
    rules = {"preset": "race-to-11", "race_target": 3}
    window.controller.new_session(name="Race", players=["Amy", "Bob"], rules=rules)
    page = window.hand_page
    amy = ("As Ad 4c", "Kc Kd 9h 9d 8c", "Qh Qc Qs Qd 3h")  # front and back: 2 points
    bob = ("2s 3s 5d", "5c 5h 5s 8s 9c", "Jc Jd Js 6c 6d")  # middle: 1 point
    type_seat(qtbot, amy)
    type_seat(qtbot, bob)
    tiles = page.result_panel.tiles
    assert tiles[0].units.text() == "+2 points · 2 in the game"
    assert tiles[1].units.text() == "+1 points · 1 in the game"
    record(qtbot, window)
    type_seat(qtbot, (amy[0].replace("4c", "4h"), *amy[1:]))
    type_seat(qtbot, bob)
    assert tiles[0].units.text() == "+2 points · 4 in the game"
    record(qtbot, window)  # Amy 4, Bob 2: Amy wins the game
    session = window.controller.session()
    assert session.race_games()[0].winner == "Amy"
    assert ledger_marks(session)[2][RACE_WIN] == ("Amy",)


def test_the_new_session_dialog_picks_the_other_games(qtbot, make_window) -> None:
    window = make_window()
    dialog = window.new_session()
    for combo, name in zip(dialog.seats, ["Amy", "Bob", "Cat", "Dan"], strict=True):
        qtbot.keyClicks(combo.lineEdit(), name)
    editor = dialog.rules_editor
    editor.preset.setCurrentIndex(editor.preset.findData("pineapple"))
    assert editor.rules() == preset("pineapple")
    assert editor.game_box.max_players.currentData() == 3 and editor.game_box.fantasy_land.isChecked()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert window.controller.session().rules_for(1) == preset("pineapple")
    assert window.hand_page.model.seats == ["Amy", "Bob", "Cat"]  # Pineapple seats at most 3

    window.controller.set_rules("criss-cross")  # from the next hand on: the page seats two players twice
    assert window.hand_page.model.seats == ["Amy", "Amy", "Bob", "Bob"]


def test_a_criss_cross_hand_is_corrected_and_shown_hand_by_hand(qtbot, make_window) -> None:
    from scorekeeper.session.session import parse_hand_entry
    from scorekeeper_app.ledger.edit_hand_dialog import EditHandDialog
    from scorekeeper_app.ledger.hand_detail_dialog import HandDetailDialog

    window = make_window()
    window.controller.new_session(name="CC", players=["Amy", "Bob"], rules="criss-cross")
    rows = ("front", "middle", "back")
    entry = {"players": [{"name": n, "hand": h, **dict(zip(rows, r, strict=True))} for n, h, r in CRISS_CROSS]}
    window.controller.record(parse_hand_entry(entry))
    record = window.controller.session().hands[1]
    dialog = EditHandDialog(record)
    qtbot.addWidget(dialog)
    assert list(dialog.rows) == ["Amy — hand 1", "Amy — hand 2", "Bob — hand 1", "Bob — hand 2"]
    assert [dialog.dealer.itemText(i) for i in range(dialog.dealer.count())] == ["Amy", "Bob"]
    assert parse_hand_entry(dialog.entry_data()) == parse_hand_entry(record.entry.dump())
    detail = HandDetailDialog(record)
    qtbot.addWidget(detail)
    assert set(detail.seat_labels) == set(dialog.rows)
