"""Issue 6: a recorded hand is corrected through the same entry screen, with a reason.

Edit in the ledger loads the hand into the Hand page ("Correcting hand 2", a banner
with Cancel); Ctrl+Enter asks why and calls ``controller.edit``; then the page goes
back to the next hand, with what was being typed for it restored.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.game.cards import format_cards, parse_cards
from scorekeeper.game.rules import rules_json
from tests.helpers.session_kit import expected_result

from .helpers import menu_action, record_demo_hands

pytestmark = pytest.mark.gui


def shown_money(page, number: int) -> dict[str, Decimal]:  # type: ignore[no-untyped-def]
    """The money cells of hand ``number`` as the ledger table shows them."""
    view = page.view.model()
    for row in range(view.rowCount()):
        if int(view.index(row, 0).data()) == number:
            cells = {}
            for name in page.model.record(0).seated:
                text = str(view.index(row, page.model.money_column(name)).data())
                cells[name] = Decimal(text.replace("−", "-").replace("€", "").replace(",", ""))
            return cells
    raise AssertionError(f"hand {number} is not shown")


def test_correct_hand_two_on_the_hand_page(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    assert record_demo_hands(demo, 3, foul_share=0.0) == [1, 2, 3]
    hand_page = window.hand_page
    ledger = window.ledger_features.ledger_page

    # A few cards of hand 4 are being typed when the mistake in hand 2 is noticed.
    window.show_page(hand_page)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is hand_page.row_edit(0, "front"), timeout=3000)
    qtbot.keyClicks(QApplication.focusWidget(), "2c")
    typed = hand_page.model.entry_dict()
    assert typed["players"][0]["front"]

    before = demo.session().hands[2]
    window.show_page(ledger)
    ledger.select_hand(2)
    ledger.edit_button.click()

    # The hand page shows hand 2 as recorded, and says it is a correction.
    assert window.pages.currentWidget() is hand_page
    assert window.pages.tabText(window.pages.indexOf(hand_page)) == "Correcting hand 2"
    assert hand_page.correction_banner.isVisible() and "Correcting hand 2" in hand_page.correction_label.text()
    assert hand_page.correction_banner.isVisible() and hand_page.cancel_correction_button.isVisible()
    assert hand_page.correcting == 2
    assert hand_page.model.dealer == before.dealer
    loaded = hand_page.model.entry_dict()["players"]
    for seat, recorded in zip(loaded, before.entry.dump()["players"], strict=True):
        assert seat["name"] == recorded["name"]
        for row in ("front", "middle", "back"):
            assert list(parse_cards(seat[row])) == list(parse_cards(recorded[row]))
        assert seat["surrender"] == bool(recorded.get("surrender", False))

    # Every card of the deck is dealt: Amy's last front card and her last middle card were swapped.
    # By keyboard: Backspace and the right card in the front, Down, the same in the middle.
    front, middle = hand_page.row_edit(0, "front"), hand_page.row_edit(0, "middle")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is front, timeout=3000)
    x = parse_cards(loaded[0]["front"])[-1]
    y = parse_cards(loaded[0]["middle"])[-1]
    qtbot.keyClick(front, Qt.Key.Key_Backspace)
    qtbot.keyClicks(front, format_cards([y]))
    front.setFocus()
    qtbot.keyClick(front, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is middle, timeout=3000)
    qtbot.keyClick(middle, Qt.Key.Key_Backspace)
    qtbot.keyClicks(middle, format_cards([x]))
    corrected = hand_page.model.entry_dict()
    amy = corrected["players"][0]
    assert parse_cards(amy["front"])[-1] == y and parse_cards(amy["middle"])[-1] == x
    assert hand_page.ready(), hand_page.notes.problems if hand_page.notes else None

    # Ctrl+Enter asks why, then the correction is saved.
    asked: list[int] = []
    reason = "Amy's front had the wrong card"
    hand_page.prompt_correction_reason = lambda number: asked.append(number) or reason
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert asked == [2]
    session = demo.session()
    assert [r.kind for r in session.hands[2].history] == ["added", "edited"]
    assert session.next_hand == 4  # nothing new was recorded

    # Back to hand 4, with its typed card restored.
    assert hand_page.correcting is None
    assert not hand_page.correction_banner.isVisible()
    assert window.pages.tabText(window.pages.indexOf(hand_page)) == "Hand 4"
    assert hand_page.model.entry_dict() == typed

    # The ledger shows the engine's money for the corrected hand.
    rules, stakes = rules_json(session.rules_for(2)), session.stakes_for(2)
    expected = expected_result(corrected["players"], rules, stakes.unit, stakes.pairs)  # as `scorekeeper score` says
    money = {p["name"]: Decimal(p["money"]) for p in expected["players"]}
    assert session.hands[2].money() == money
    window.show_page(ledger)
    assert shown_money(ledger, 2) == money

    # The audit trail keeps the reason.
    ledger.tabs.setCurrentIndex(2)
    audit = ledger.audit_view.model()
    lines = [[audit.index(r, c).data() for c in range(audit.columnCount())] for r in range(audit.rowCount())]
    assert lines[-1][1] == "Edit" and lines[-1][2] == "2" and lines[-1][4] == reason


def test_cancel_leaves_the_hand_as_recorded(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    record_demo_hands(demo, 3, foul_share=0.0)
    hand_page = window.hand_page
    ledger = window.ledger_features.ledger_page
    window.show_page(ledger)
    ledger.select_hand(2)
    menu_action(window, "Edit", "Correct hand…").trigger()
    assert window.pages.currentWidget() is hand_page and hand_page.correcting == 2
    asked: list[int] = []
    hand_page.prompt_correction_reason = lambda number: asked.append(number) or None  # cancelled
    hand_page.record()
    assert asked == [2] and hand_page.correcting == 2  # still correcting
    hand_page.cancel_correction_button.click()
    assert hand_page.correcting is None and hand_page.model.is_empty()
    assert window.pages.tabText(window.pages.indexOf(hand_page)) == "Hand 4"
    assert [r.kind for r in demo.session().hands[2].history] == ["added"]
