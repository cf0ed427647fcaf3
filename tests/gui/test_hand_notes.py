"""Naturals, surrender and royalties as the hand page shows them, against ``scorekeeper score``."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.game.result_json import hand_result_json
from scorekeeper.game.score_request import score_json
from scorekeeper.game.scoring import HandResult
from scorekeeper_app.hand.hand_entry import ROWS
from tests.gui.conftest import press, type_keys

pytestmark = pytest.mark.gui

SIX_PAIRS = "6s 6h 7s 7h 8s  5s 5h 4s 4h 3h  2s 2h 3s"  # typed back first: back, middle, front
BOB = ("Ah Kd Qd", "9h 9d 5c 7d 4c", "Ks Kc Js Tc 7c")


def score(players: list[dict]) -> dict:
    return score_json({"rules": "classic-2-4", "players": players})


def entry_of(page) -> list[dict]:
    return page.model.entry_dict()["players"]


@pytest.fixture
def page(qtbot, make_window):
    window = make_window()
    window.controller.new_session(name="Notes", players=["Amy", "Bob"], rules="classic-2-4")
    page = window.hand_page
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    return page


def type_bob(qtbot, page) -> None:
    page.editor.set_active((1, "front"))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(1, "front"))
    type_keys(qtbot, "".join(BOB).replace(" ", ""))


def test_thirteen_cards_with_ctrl_t_then_a_natural_is_declared_or_played(qtbot, page) -> None:
    press(qtbot, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    amy = page.seat_widgets[0]
    assert QApplication.focusWidget() is amy.quick
    type_keys(qtbot, SIX_PAIRS)
    press(qtbot, Qt.Key.Key_Return)
    assert [" ".join(map(str, page.model.cards((0, row)))) for row in ROWS] == ["2s 2h 3s", "5s 5h 4s 4h 3h",
                                                                                 "6s 6h 7s 7h 8s"]  # fmt: skip
    type_bob(qtbot, page)
    assert amy.natural_banner.isVisible()
    assert amy.natural_label.text() == "✦ Natural: Six and a half pairs · +6 units from each player"
    assert amy.declare_button.isChecked()
    assert hand_result_json(page.result_panel.result) == score(entry_of(page))
    assert page.result_panel.result.players[0].units == 6

    page.focus_seat(0)
    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not page.model.declare[0] and amy.play_button.isChecked()
    played = hand_result_json(page.result_panel.result)
    assert played == score(entry_of(page)) and played["players"][0]["status"] == "played"
    qtbot.mouseClick(amy.declare_button, Qt.MouseButton.LeftButton)
    assert page.model.declare[0]


def test_the_preview_is_the_engines_typed_value_with_no_json_on_the_way(qtbot, page, monkeypatch) -> None:
    """Issue 14 item 7: every key of a complete hand scores it again; the panel reads the typed
    HandResult as Session.preview gives it, and no JSON form is built meanwhile."""
    import scorekeeper.game.result_json

    built: list[object] = []
    plain_player = scorekeeper.game.result_json._player

    def counting(player):  # every JSON form of a result, however it was imported, goes through here
        built.append(player)
        return plain_player(player)

    monkeypatch.setattr(scorekeeper.game.result_json, "_player", counting)
    type_keys(qtbot, "6s6c4hTdTs9cQs8c3h3d3s2h2d")
    type_bob(qtbot, page)
    result = page.result_panel.result
    assert isinstance(result, HandResult) and result is page.notes.result
    assert [(p.name, p.units) for p in result.players] == [("Amy", Decimal(4)), ("Bob", Decimal(-4))]
    page.focus_seat(1)
    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    surrendered = page.result_panel.result
    assert surrendered is not result and surrendered.players[1].status == "surrendered"
    assert built == []
    monkeypatch.undo()
    assert hand_result_json(result) != hand_result_json(surrendered) == score(entry_of(page))


def test_surrender_toggles_with_ctrl_shift_s_and_is_scored(qtbot, page) -> None:
    type_keys(qtbot, "6s6c4hTdTs9cQs8c3h3d3s2h2d")
    type_bob(qtbot, page)
    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert page.model.surrender == [False, True]
    assert page.seat_widgets[1].surrender_box.isChecked()
    result = hand_result_json(page.result_panel.result)
    assert result == score(entry_of(page))
    assert [p["units"] for p in result["players"]] == ["2.5", "-2.5"]
    assert "Bob surrendered" in " ".join(page.result_panel.pair_texts())
    page.undo()
    assert page.model.surrender == [False, False]


def test_royalties_show_as_chips_and_a_wrong_row_size_is_named(qtbot, page) -> None:
    type_keys(qtbot, "QsQhQdKsKhKd4s4h9s9h9d9c2s")
    amy = page.seat_widgets[0]
    chips = [w.text() for w in amy.findChildren(type(amy.name_label), "royaltyChip") if not w.isHidden()]
    assert chips == ["★ Front: three of a kind +3", "★ Middle: full house +1", "★ Back: four of a kind +2"]
    # a card dragged into a full row overfills it until it is fixed
    page.editor.drop(page.model.cards((0, "front"))[0], (0, "front"), 0, (0, "back"))
    assert amy.message("back") == "6 cards: a back holds 5"
    assert "Amy's back has 6 cards: a back holds 5" in page.notes.problems
