"""Changes from the next hand on, in the app: stakes, the table's unit, rules, who sits.

Each change is driven as a user does (the Session menu's shortcut or a seat's menu, the
dialog typed by keyboard), is one recorded action that Undo takes back and Redo puts
back, and every hand's money agrees with ``scorekeeper score`` under the stakes and
rules that hand was played under.
"""

from __future__ import annotations

import json
import random
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from scorekeeper.demo import random_hand
from scorekeeper.game.rules import rules_json
from scorekeeper.game.score_request import score_json
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.session.change_dialogs import RulesDialog, SeatingDialog, StakesDialog
from scorekeeper_app.window.actions import Act
from scorekeeper_app.window.main_window import MainWindow
from tests.gui.conftest import activate, press, type_keys
from tests.helpers.session_kit import run_cli

CTRL, SHIFT, ALT = (
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.AltModifier,
)
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


def start(make_window: Any, players: list[str] = PLAYERS) -> MainWindow:
    window = make_window(extra_pages=True)
    window.controller.new_session(name="Friday", players=players, currency="EUR", unit=Decimal(1))
    window.show_page(window.hand_page)
    return window


def deal(window: MainWindow, seed: int) -> dict[str, Any]:
    """A random hand for whoever sits now."""
    seated = list(window.hand_page.model.seats)
    return random_hand(random.Random(seed), seated, foul_share=0.1, surrender_share=0.0)


def type_hand(qtbot: Any, window: MainWindow, hand: dict[str, Any]) -> int:
    """Type every seat's rows on the Hand page, then Ctrl+Enter; returns the hand's number."""
    page = window.hand_page
    activate(qtbot, window)
    window.show_page(page)
    page.editor.set_active((0, "front"))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"), timeout=3000)
    for player in hand["players"]:
        for row in ("front", "middle", "back"):
            type_keys(qtbot, player[row].replace(" ", ""))
    number = window.controller.session().next_hand
    press(qtbot, Qt.Key.Key_Return, CTRL)
    assert window.controller.session().next_hand == number + 1, window.error_label.text()
    return number


def shortcut(qtbot: Any, window: MainWindow, key: Qt.Key, modifiers: Any) -> Any:
    """Press a window shortcut where the focus is; returns the dialog it opened (if any)."""
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)
    return window.session_changes.dialog


def undo_redo(qtbot: Any, window: MainWindow, check_undone: Any, check_redone: Any) -> None:
    """Ctrl+Alt+Z takes the last change back (and says which), Ctrl+Alt+Shift+Z puts it back."""
    activate(qtbot, window)
    press(qtbot, Qt.Key.Key_Z, CTRL | ALT)
    assert window.saved_label.text().startswith("Undone: ")
    assert check_undone()
    press(qtbot, Qt.Key.Key_Z, CTRL | ALT | SHIFT)
    assert window.saved_label.text().startswith("Redone: ")
    assert check_redone()


def expected_money(window: MainWindow) -> dict[str, Decimal]:
    """Each player's money, summing ``scorekeeper score`` per hand under that hand's stakes and rules
    (read from what the test itself set: the session's stake table and rules for that hand)."""
    session = window.controller.session()
    out: dict[str, Decimal] = {}
    for record in session.live_hands():
        players = record.entry.dump()["players"]
        stakes = session.stakes_for(record.number)
        seated = [p["name"] for p in players]
        request = {
            "rules": rules_json(session.rules_for(record.number)),
            "unit": str(stakes.unit),
            "stakes": [
                {"players": sorted(pair, key=seated.index), "unit": str(v)}
                for pair, v in stakes.pairs.items()
                if pair <= set(seated)
            ],
            "players": players,
        }
        for p in score_json(request)["players"]:
            out[p["name"]] = out.get(p["name"], Decimal(0)) + Decimal(p["money"])
    return out


def test_stake_raised_from_hand_3_by_keyboard_undone_and_redone(qtbot, make_window) -> None:
    window = start(make_window)
    for seed in (1, 2):
        type_hand(qtbot, window, deal(window, seed))
    dialog = shortcut(qtbot, window, Qt.Key.Key_M, CTRL | SHIFT)  # Session > Stakes and unit…
    assert isinstance(dialog, StakesDialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.unit)
    press(qtbot, Qt.Key.Key_Tab)  # on to the grid, at the first pair: Amy's row, Bob's column
    assert QApplication.focusWidget() is dialog.view
    assert dialog.view.currentIndex() == dialog.model.index(0, 1)
    type_keys(qtbot, "5")
    press(qtbot, Qt.Key.Key_Return)  # commits the cell (the typed stake is never lost)...
    qtbot.waitUntil(lambda: dialog.model.overrides == {frozenset(("Amy", "Bob")): Decimal(5)})
    press(qtbot, Qt.Key.Key_Return)  # ...and the next Enter changes the stakes
    qtbot.waitUntil(lambda: window.session_changes.dialog is None)
    session = window.controller.session()
    assert session.stakes_for(3).of("Amy", "Bob") == Decimal(5)
    assert session.stakes_for(2).of("Amy", "Bob") == Decimal(1)
    assert "Saved: stake Amy-Bob" in window.saved_label.text()
    type_hand(qtbot, window, deal(window, 3))
    hand3 = window.controller.session().hands[3].result.dump()
    pair = next(p for p in hand3["pairs"] if set(p["players"]) == {"Amy", "Bob"})
    assert Decimal(pair["money"]) == Decimal(pair["units"]) * 5
    assert money(window) == expected_money(window)
    press(qtbot, Qt.Key.Key_2, CTRL)  # the Ledger shows the change between hands 2 and 3
    ledger = window.ledger_features.ledger_page  # type: ignore[union-attr]
    assert "from hand 3: Amy–Bob €5.00 a unit" in ledger.changes_text()
    assert ledger.change_rows() == {3: "from hand 3: Amy–Bob €5.00 a unit"}  # the line above hand 3's row
    assert_said_between_hands(ledger, 3, "from hand 3: Amy–Bob €5.00 a unit")
    # the last recorded action is hand 3; take it back first, then the stake
    assert window.actions_by_id[Act.UNDO_RECORDED].text() == "Undo: record hand 3"
    press(qtbot, Qt.Key.Key_Z, CTRL | ALT)
    assert window.saved_label.text().startswith("Undone: record hand 3")
    assert window.actions_by_id[Act.UNDO_RECORDED].text() == "Undo: stake Amy–Bob €5.00"
    undo_redo(
        qtbot,
        window,
        lambda: window.controller.session().stakes_for(3).of("Amy", "Bob") == Decimal(1),
        lambda: window.controller.session().stakes_for(3).of("Amy", "Bob") == Decimal(5),
    )
    assert "from hand 3: Amy–Bob €5.00 a unit" in ledger.changes_text()
    # the hand details say what each hand was played under
    press(qtbot, Qt.Key.Key_Z, CTRL | ALT | SHIFT)  # hand 3 back
    assert ledger.open_hand(2).played_under.text() == "Played under: classic 2-4 · €1.00 a unit"
    assert ledger.open_hand(3).played_under.text() == "Played under: classic 2-4 · €1.00 a unit · Amy–Bob €5.00"


def money(window: MainWindow) -> dict[str, Decimal]:
    return {n: t.money for n, t in window.controller.totals().players.items() if t.hands}


def test_a_second_process_changes_the_open_session_and_the_app_follows(qtbot, make_window, book_path) -> None:
    window = start(make_window)
    page = window.hand_page
    activate(qtbot, window)
    page.editor.set_active((0, "front"))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    type_keys(qtbot, "AsKsQs")  # Amy's front, typed before the other writer acts
    done = run_cli("session", "stake", "1", "Amy,Bob=7", "--book", book_path)
    assert done.returncode == 0, done.stderr
    done = run_cli("session", "players", "1", "Amy,Eve,Bob,Cat", "--book", book_path)
    assert done.returncode == 0, done.stderr
    qtbot.waitUntil(lambda: page.model.seats == ["Amy", "Eve", "Bob", "Cat"], timeout=3000)
    assert window.controller.session().stakes_for(1).of("Amy", "Bob") == Decimal(7)
    assert "Updated" in window.error_label.text()
    assert [str(c) for c in page.model.cards((0, "front"))] == ["As", "Ks", "Qs"]  # the typed cards are kept


def test_player_replaced_at_hand_5_seats_swapped_rules_changed_from_hand_7(qtbot, make_window, book_path) -> None:
    window = start(make_window)
    changes = window.session_changes
    for seed in range(1, 5):
        window.controller.record(parse_hand_entry(deal(window, seed)))
    # hand 5: Eve takes Dan's seat, from Dan's seat menu
    page = window.hand_page
    page.focus_seat(3)
    changes.prompt_player = lambda leaving: "Eve"  # type: ignore[method-assign]
    seat_menu = page.seat_widgets[3].menu_button.menu()
    next(a for a in seat_menu.actions() if a.text().startswith("Someone else takes")).trigger()
    qtbot.waitUntil(lambda: page.model.seats == ["Amy", "Bob", "Cat", "Eve"])
    assert window.actions_by_id[Act.UNDO_RECORDED].text() == "Undo: seats: Amy, Bob, Cat, Eve"
    undo_redo(
        qtbot,
        window,
        lambda: page.model.seats == ["Amy", "Bob", "Cat", "Dan"],
        lambda: page.model.seats == ["Amy", "Bob", "Cat", "Eve"],
    )
    assert type_hand(qtbot, window, deal(window, 5)) == 5
    # hand 6: Amy and Bob swap seats (Ctrl+Shift+W on Amy's seat)
    page.editor.set_active((0, "front"))
    shortcut(qtbot, window, Qt.Key.Key_W, CTRL | SHIFT)
    qtbot.waitUntil(lambda: page.model.seats == ["Bob", "Amy", "Cat", "Eve"])
    undo_redo(
        qtbot,
        window,
        lambda: page.model.seats == ["Amy", "Bob", "Cat", "Eve"],
        lambda: page.model.seats == ["Bob", "Amy", "Cat", "Eve"],
    )
    assert type_hand(qtbot, window, deal(window, 6)) == 6
    # hand 7: the rules change to classic 1-6 through the rules editor (Ctrl+Shift+R)
    dialog = shortcut(qtbot, window, Qt.Key.Key_R, CTRL | SHIFT)
    assert isinstance(dialog, RulesDialog)
    combo = dialog.editor.preset
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # the next preset: classic 1-6
    assert rules_json(dialog.rules()) != rules_json(dialog.before)
    chosen = dialog.rules()
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session_changes.dialog is None)
    session = window.controller.session()
    assert session.rules_for(7) == chosen and session.rules_for(6) != chosen
    undo_redo(qtbot, window, lambda: session.rules_for(7) != chosen, lambda: session.rules_for(7) == chosen)
    assert type_hand(qtbot, window, deal(window, 7)) == 7
    # every figure agrees with scorekeeper score, hand by hand, under that hand's stakes and rules
    assert money(window) == expected_money(window)
    shown = json.loads(run_cli("session", "show", "1", "--book", book_path).stdout)
    assert {p["name"]: Decimal(p["money"]) for p in shown["players"] if p["hands"]} == expected_money(window)
    settle = window.controller.settlement()
    assert {n: v for n, v in settle.balances.items() if v} == {n: v for n, v in expected_money(window).items() if v}
    assert sum(t.amount for t in settle.simplified) == sum(v for v in expected_money(window).values() if v > 0)
    press(qtbot, Qt.Key.Key_2, CTRL)
    text = window.ledger_features.ledger_page.changes_text()  # type: ignore[union-attr]
    assert "from hand 5: seated Amy, Bob, Cat, Eve" in text
    assert "from hand 6: seated Bob, Amy, Cat, Eve" in text
    assert "from hand 7: rules" in text


def test_a_new_session_typed_entirely_by_keyboard_keeps_its_stake(qtbot, make_window) -> None:
    window = make_window()
    press(qtbot, Qt.Key.Key_N, CTRL)
    dialog = window.new_session_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.name)  # focus starts in the name
    type_keys(qtbot, "Friday")  # replaces the suggested name (it is selected)
    for _ in range(3):  # date, place, then seat 1
        press(qtbot, Qt.Key.Key_Tab)
    for name in PLAYERS:
        assert QApplication.focusWidget() is dialog.seats[PLAYERS.index(name)]  # its line edit takes the keys
        type_keys(qtbot, name)
        press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.dealer_choice  # one stop for the dealer
    press(qtbot, Qt.Key.Key_Down)  # Bob deals first
    for _ in range(3):  # currency, unit, the stakes grid
        press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.stakes_view
    assert dialog.stakes_view.currentIndex() == dialog.stakes.index(0, 1)
    type_keys(qtbot, "3")
    press(qtbot, Qt.Key.Key_Return)  # commits the cell
    qtbot.waitUntil(lambda: dialog.stake_of("Amy", "Bob") == Decimal(3))
    press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.rules_choice
    press(qtbot, Qt.Key.Key_Return)  # starts the session
    qtbot.waitUntil(lambda: window.controller.has_session())
    session = window.controller.session()
    assert session.name == "Friday" and list(session.players) == PLAYERS
    assert session.stakes_for(1).of("Amy", "Bob") == Decimal(3)
    assert window.hand_page.model.dealer == "Bob"


def test_f1_opens_the_guide_with_the_shortcuts_as_its_last_page(qtbot, make_window) -> None:
    window = start(make_window)
    activate(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    press(qtbot, Qt.Key.Key_F1)
    from scorekeeper_app.window.shortcuts_dialog import ShortcutsDialog

    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None and dialog.isVisible()
    titles = [dialog.pages.tabText(i) for i in range(dialog.pages.count())]
    assert titles == ["Entering a hand", "Correcting", "Changing stakes, players and rules", "Settling up",
                      "Keyboard shortcuts"]  # fmt: skip
    rows = {dialog.table.item(r, 0).text(): dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())}
    assert rows["Stakes and unit…"] == "Ctrl+Shift+M"
    assert rows["Players and seats…"] == "Ctrl+Shift+P"
    dialog.close()


def test_the_tables_unit_and_who_sits_change_through_the_session_menu(qtbot, make_window, book_path) -> None:
    window = start(make_window)
    type_hand(qtbot, window, deal(window, 11))
    # the table's unit from hand 2: typed into the stakes dialog's first field
    dialog = shortcut(qtbot, window, Qt.Key.Key_M, CTRL | SHIFT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.unit)
    type_keys(qtbot, "2.50")  # replaces the selected unit
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session_changes.dialog is None)
    session = window.controller.session()
    assert session.stakes_for(2).unit == Decimal("2.50") and session.stakes_for(1).unit == Decimal(1)
    assert window.actions_by_id[Act.UNDO_RECORDED].text() == "Undo: table unit €2.50"
    # who sits from hand 2: Eve joins (typed), moves up to seat 2, Dan leaves
    activate(qtbot, window)
    dialog = shortcut(qtbot, window, Qt.Key.Key_P, CTRL | SHIFT)
    assert isinstance(dialog, SeatingDialog)
    dialog.name.setFocus()
    qtbot.waitUntil(dialog.name.hasFocus)
    type_keys(qtbot, "Eve")
    press(qtbot, Qt.Key.Key_Return)  # joins; the dialog stays open
    assert dialog.players() == ["Amy", "Bob", "Cat", "Dan", "Eve"] and dialog.isVisible()
    dialog.seats.setFocus()
    for _ in range(3):
        dialog.up.click()  # Eve from seat 5 to seat 2
    dialog.seats.setCurrentRow(4)  # Dan
    dialog.leave.click()
    assert dialog.players() == ["Amy", "Eve", "Bob", "Cat"]
    dialog.accept()
    qtbot.waitUntil(lambda: window.hand_page.model.seats == ["Amy", "Eve", "Bob", "Cat"])
    type_hand(qtbot, window, deal(window, 12))
    hand2 = window.controller.session().hands[2]
    assert [p["name"] for p in hand2.entry.dump()["players"]] == ["Amy", "Eve", "Bob", "Cat"]
    assert money(window) == expected_money(window)
    shown = json.loads(run_cli("session", "show", "1", "--book", book_path).stdout)
    assert {p["name"]: Decimal(p["money"]) for p in shown["players"] if p["hands"]} == expected_money(window)
    press(qtbot, Qt.Key.Key_2, CTRL)
    text = window.ledger_features.ledger_page.changes_text()  # type: ignore[union-attr]
    assert "from hand 2: everyone €2.50 a unit" in text and "from hand 2: seated Amy, Eve, Bob, Cat" in text


def assert_said_between_hands(ledger: Any, number: int, words: str) -> None:
    """The change's words are drawn in the table, between hand ``number - 1``'s row and hand
    ``number``'s cells, not in a label above the table."""
    assert not [label for label in ledger.findChildren(QLabel) if words in label.text() and label.isVisible()]
    view, band = ledger.view, ledger.changes.delegate.band(number)
    assert band is not None
    before = view.visualRect(ledger.proxy.index(ledger.changes.view_row(number - 1), 0))
    after = view.visualRect(ledger.proxy.index(ledger.changes.view_row(number), 0))
    assert before.bottom() < band.top() and band.bottom() < after.bottom()
    assert after.height() - band.height() == before.height()  # the hand's own cells keep their height
    image = view.viewport().grab().toImage()
    background = image.pixelColor(band.right() - 2, band.bottom() - 2)
    drawn = sum(
        image.pixelColor(x, y) != background
        for x in range(band.left(), min(band.right(), 400))
        for y in range(band.top() + 3, band.bottom() - 1)
    )
    assert drawn > 300  # the words are painted there (the grid alone is under 100 pixels)
