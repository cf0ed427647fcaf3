"""Session > Casino… in the real window: a collection set there shows in the Ledger's House column
(players + house = 0 on every row), a buy-in lands in the stacks, a refusal is shown in words."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from scorekeeper.casino.settle_up import show_extras
from scorekeeper.casino.view import casino_view

from .helpers import PLAYERS, menu_action, record_demo_hands


def open_dialog(window, qtbot):  # type: ignore[no-untyped-def]
    from scorekeeper_app.casino.casino_dialog import CasinoDialog

    menu_action(window, "Session", "Casino…").trigger()
    qtbot.waitUntil(lambda: window.findChild(CasinoDialog) is not None, timeout=3000)
    dialog = window.findChild(CasinoDialog)
    assert dialog.isVisible()
    return dialog


def money_cell(text: str) -> Decimal:
    """``+€1.00`` / ``−€3.00`` as a number (the app's signs: + and the minus sign)."""
    sign = -1 if text.startswith("−") else 1
    return sign * Decimal(text.lstrip("+−").lstrip("€").replace(",", ""))


def test_a_per_player_collection_shows_in_the_house_column(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(window, qtbot)
    dialog.kind.setCurrentIndex(dialog.kind.findData("per_player"))
    assert dialog.fee_amount.isVisibleTo(dialog) and not dialog.tiers.isVisibleTo(dialog)
    dialog.fee_amount.setText("1")
    qtbot.mouseClick(dialog.set_collection, Qt.MouseButton.LeftButton)
    session = window.controller.session()
    assert session.casino.uses_collection, dialog.message.text()

    numbers = record_demo_hands(window.controller, 3)
    page = window.ledger_features.ledger_page
    window.show_page(page)
    page.refresh()
    model, view = page.model, page.view.model()
    house = model.house_column
    assert house is not None
    assert view.headerData(house, Qt.Orientation.Horizontal) == "House"
    assert view.rowCount() == len(numbers)
    assert page.view.columnWidth(house) >= page.view.columnWidth(model.money_column("Amy"))  # sized as money
    for row in range(view.rowCount()):
        cells = [view.index(row, model.money_column(name)).data() for name in PLAYERS]
        taken = money_cell(view.index(row, house).data())
        assert taken == Decimal(len(PLAYERS))  # 1 per seated player
        assert sum(map(money_cell, cells), Decimal(0)) + taken == 0
    assert "House €12.00" in page.count_label.text()

    window.controller.undo()  # the last hand; the collection stays
    page.refresh()
    assert page.model.rowCount() == 2


def test_a_buy_in_through_the_dialog_is_in_the_stacks(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(window, qtbot)
    dialog.tabs.setCurrentIndex(1)
    dialog.stack_player.setCurrentText("Bob")
    dialog.stack_amount.setText("100")
    qtbot.mouseClick(dialog.buyin, Qt.MouseButton.LeftButton)
    session = window.controller.session()
    assert casino_view(session).stacks["Bob"] == Decimal(100), dialog.message.text()
    assert show_extras(session)["stacks"]["Bob"] == "100"
    assert "Bob 100" in dialog.stacks_label.text()

    dialog.stack_amount.setText("0")  # refused by the engine, in its words; nothing recorded
    head = session.head
    qtbot.mouseClick(dialog.cashout, Qt.MouseButton.LeftButton)
    assert "must be more than 0" in dialog.message.text()
    assert window.controller.session().head == head

    window.controller.undo()  # one recorded action: undo takes the buy-in back
    assert casino_view(window.controller.session()).stacks["Bob"] == 0


def test_a_tip_split_among_chosen_players(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(window, qtbot)
    dialog.tabs.setCurrentIndex(2)
    dialog.tip_amount.setText("10")
    dialog.payers["Dan"].setChecked(False)
    qtbot.mouseClick(dialog.record_tip, Qt.MouseButton.LeftButton)
    tips = window.controller.session().casino.tips
    assert [(t.amount, tuple(t.payers), t.to) for t in tips] == [(Decimal(10), ("Amy", "Bob", "Cat"), "house")]


def test_the_manager_is_asked_when_the_session_has_a_passphrase(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from scorekeeper.casino import manager
    from scorekeeper.casino.prepare import prepare_manager

    monkeypatch.setattr(manager, "sleep", lambda _seconds: None)  # a wrong passphrase waits: not here
    controller = window.controller
    record = manager.hash_passphrase("open sesame")
    controller.casino("manager", lambda s: prepare_manager(s, record), "manager")
    record_demo_hands(controller, 1)  # after the first hand a collection needs the sign-off
    typed = ["wrong"]
    asked: list[str] = []

    def ask(kind: str) -> str:
        asked.append(kind)
        return typed[0]

    controller.ask_manager = ask
    dialog = open_dialog(window, qtbot)
    dialog.kind.setCurrentIndex(dialog.kind.findData("per_player"))
    dialog.fee_amount.setText("1")
    head = controller.session().head
    qtbot.mouseClick(dialog.set_collection, Qt.MouseButton.LeftButton)
    assert asked == ["collection"]
    assert controller.session().head == head  # refused: nothing recorded
    assert dialog.message.text().startswith("Not recorded")
    typed[0] = "open sesame"
    qtbot.mouseClick(dialog.set_collection, Qt.MouseButton.LeftButton)
    assert controller.session().casino.uses_collection, dialog.message.text()
    QApplication.processEvents()
