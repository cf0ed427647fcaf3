"""score-cli.md "More rule options" in the app: the rules editor offers every option with the
engine's description as its tooltip; a shisanshui-room session records a hand whose suits decide
a row, with the numbers ``scorekeeper score`` gives."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from scorekeeper.demo import random_hand
from scorekeeper.game.cards import parse_cards
from scorekeeper.game.result_json import hand_result_json
from scorekeeper.game.rules import MORE_OPTIONS, OPTION_DOCS, preset, resolve_rules
from scorekeeper.game.score_request import score_json
from scorekeeper.session.match import matches
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.session.rules_editor import RulesEditor
from tests.gui.conftest import press, type_keys

pytestmark = pytest.mark.gui

# The fronts are both A-K-2: under ♠ > ♥ > ♣ > ♦ Amy's ace of hearts beats Bob's ace of diamonds.
AMY = ("Ah Kd 2c", "9s 9h 7c 6d 4s", "Qs Qh Qd 3c 3h")
BOB = ("Ad Kh 2s", "Ts Th 8c 6h 5h", "Js Jh Jd 4c 4h")


def test_every_more_rule_option_is_offered_with_its_tooltip(qtbot) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    assert set(MORE_OPTIONS) <= set(editor.options())
    tips = {w.toolTip() for w in editor.more.editors()}
    for option in MORE_OPTIONS:
        assert OPTION_DOCS[option] in tips, option
    editor.more.suit_order.setCurrentIndex(editor.more.suit_order.findData("shcd"))
    editor.more.horse_card.setText("5h")
    editor.more.royalty_cap.setText("12")
    editor.more.extra_suits["s"].setChecked(True)
    editor.more.banker.setChecked(True)
    rules = editor.rules()
    assert (rules.suit_order, rules.horse_card, rules.royalty_cap) == ("shcd", "5h", Decimal(12))
    assert rules.extra_suits == ("s",) and rules.banker == "dealer"
    editor.more.horse_card.setText("5x")
    assert editor.error.text().startswith("rules.horse_card:")
    editor.set_rules(dataclasses.replace(rules, horse_card="6c"))
    assert editor.more.horse_card.text() == "6c" and editor.error.text() == ""


@pytest.mark.parametrize("name", ["shisanshui-room", "pineapple-27"])
def test_the_new_presets_round_trip_through_the_editor(qtbot, name: str) -> None:
    editor = RulesEditor()
    qtbot.addWidget(editor)
    editor.preset.setCurrentIndex(editor.preset.findData(name))
    assert editor.rules() == resolve_rules(name)
    assert editor.preset.currentData() == name


def test_a_shisanshui_room_hand_whose_suits_decide_the_front(qtbot, make_window) -> None:
    window = make_window()
    dialog = window.new_session()
    for combo, name in zip(dialog.seats, ["Amy", "Bob"], strict=False):
        qtbot.keyClicks(combo.lineEdit(), name)
    editor = dialog.rules_editor
    editor.preset.setCurrentIndex(editor.preset.findData("shisanshui-room"))
    assert editor.more.suit_order.currentData() == "shcd" and editor.more.horse_card.text() == "5h"
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert window.controller.session().rules_for(1) == preset("shisanshui-room")

    for rows in (AMY, BOB):
        type_keys(qtbot, "".join(rows).replace(" ", ""))
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    session = window.controller.session()
    assert session.next_hand == 2, window.hand_page.notes.problems
    result = session.hands[1].result.dump()
    players = [{"name": n, "front": r[0], "middle": r[1], "back": r[2]} for n, r in (("Amy", AMY), ("Bob", BOB))]
    expected = score_json({"rules": "shisanshui-room", "players": players})
    assert [p["units"] for p in result["players"]] == [p["units"] for p in expected["players"]] == ["2", "-2"]
    assert result["pairs"][0]["rows"] == [1, -1, 1]  # the front went to Amy on suits


def test_extra_suits_seat_six_and_the_picker_offers_the_second_copies(qtbot, make_window) -> None:
    window = make_window()
    names = ["Amy", "Bob", "Cy", "Dee", "Eve", "Fay"]
    rules = {"preset": "shisanshui-room", "extra_suits": ["s", "h"]}
    window.controller.new_session(name="多一色", players=names, rules=rules)
    page = window.hand_page
    assert page.model.seats == names  # 4 seats and one per extra suit
    picker = page.picker
    assert len(picker.rows) == 6 and picker.sizeHint().height() > 0
    five_s = parse_cards("5s")[0]
    assert picker.card_rect(five_s, 1).top() > picker.card_rect(five_s, 0).top()  # the second 5♠ below
    type_keys(qtbot, "5s5s")  # the deck holds two 5♠: not a duplicate
    assert page.model.duplicates() == {}
    assert page.model.all_placed(five_s)
    assert not page.editor.pick(five_s)  # no third copy to pick
    type_keys(qtbot, "AdAd")  # diamonds were not added: the second A♦ is a duplicate
    assert list(page.model.duplicates()) == list(parse_cards("Ad"))


def test_the_result_panel_shows_six_players_and_fifteen_pairs(qtbot, make_window) -> None:
    from tests.test_rule_options_sessions import NAMES, ROOM_6, six_player_hand

    window = make_window()
    window.controller.new_session(name="多一色", players=NAMES, rules=ROOM_6)
    page = window.hand_page
    entry = six_player_hand()
    page.model.reset(NAMES, "Amy")
    for seat, player in enumerate(entry["players"]):
        for row in ("front", "middle", "back"):
            for card in parse_cards(player[row]):
                page.model.insert((seat, row), None, card)
    page.recheck()
    panel = page.result_panel
    assert len(panel.player_texts()) == 6
    assert len(panel.pair_texts()) == 15
    # typed cards only: every multiple 1 until the banker strip sets them
    plain = [{k: v for k, v in p.items() if k != "multiple"} for p in entry["players"]]
    expected = score_json({"rules": ROOM_6, "players": plain, "dealer": "Amy"})
    assert panel.result is not None and hand_result_json(panel.result)["players"] == expected["players"]
    strip = page.banker_strip
    assert strip.isVisible() and "Amy" in strip.title.text() and len(strip.boxes) == 5
    strip.boxes[1].setValue(3)  # Bob
    strip.boxes[2].setValue(2)  # Cy
    assert page.model.multiple[:3] == [None, 3, 2]
    page.recheck()
    expected = score_json({"rules": ROOM_6, **entry, "dealer": "Amy"})
    assert panel.result is not None and hand_result_json(panel.result)["players"] == expected["players"]
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    record = window.controller.session().hands[1]
    assert record.dealer == "Amy" and record.result.dump() == expected
    assert [p.get("multiple") for p in record.entry.dump()["players"]] == [None, 3, 2, None, None, None]


def test_the_hand_page_shows_the_match_in_play_and_the_last_winner(qtbot, make_window) -> None:
    window = make_window()
    names = ["Amy", "Bob", "Cy"]
    window.controller.new_session(name="Matches", players=names, rules={"match_hands": 2})
    label = window.hand_page.match_label
    assert label.isVisible() and label.text() == "Match 1: hand 1 of 2"
    for seed in range(3):
        window.controller.record(parse_hand_entry(random_hand(random.Random(seed), names)))
    window.hand_page.refresh()
    first = matches(window.controller.session())[0]
    assert label.text().startswith("Match 2: hand 2 of 2 · ")
    assert label.text().endswith(f"match 1: {first.winner} won" if first.winner else "match 1: a tie at the top")


def test_correcting_an_extra_suit_banker_hand_keeps_copies_and_multiples(qtbot, make_window) -> None:
    from scorekeeper_app.ledger.edit_hand_dialog import EditHandDialog
    from tests.test_rule_options_sessions import NAMES, ROOM_6, six_player_hand

    window = make_window()
    window.controller.new_session(name="多一色", players=NAMES, rules=ROOM_6)
    window.controller.record(parse_hand_entry(six_player_hand()), "Amy")
    session = window.controller.session()
    record = session.hands[1]
    dialog = EditHandDialog(record, None, session.rules_for(1).copies)
    qtbot.addWidget(dialog)
    dialog.reason_edit.setText("typo")
    assert dialog.problem.text() == ""  # 5♠ twice is no duplicate in this deck
    assert parse_hand_entry(dialog.entry_data()) == parse_hand_entry(record.entry.dump())  # multiples kept


def test_a_third_copy_is_named_against_the_deck(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(
        name="加一色", players=["Amy", "Bob", "Cy", "Dee", "Eve"], rules={"extra_suits": ["s"]}
    )
    type_keys(qtbot, "5s5s5s")
    page = window.hand_page
    page.recheck()
    assert any("5♠ is entered 3 times, the deck holds 2" in w for w in page.notes.warnings), page.notes.warnings
