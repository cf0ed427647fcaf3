"""The app shows each currency with its own decimals, and standings per currency."""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.demo import demo_session_kwargs
from scorekeeper_app.ledger.standings_page import StandingsPage
from tests.gui_ledger.helpers import PLAYERS, record_demo_hands


def test_a_yen_session_shows_no_decimals_and_standings_keep_currencies_apart(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = window.controller
    record_demo_hands(controller, 5)  # the demo session: euros
    controller.new_session(
        **(demo_session_kwargs(PLAYERS) | {"name": "Tokyo", "currency": "JPY", "unit": Decimal(100)})
    )
    record_demo_hands(controller, 6, seed=9)
    ledger = window.ledger_features.ledger_page
    window.show_page(ledger)
    ledger.refresh()
    model = ledger.model
    texts = [model.index(r, c).data() for r in range(model.rowCount()) for c in range(4, model.columnCount())]
    assert any(t.startswith(("+¥", "−¥")) for t in texts)
    assert not any("." in t for t in texts if t)
    settle = window.ledger_features.settle_page
    window.show_page(settle)
    settle.refresh()
    balances = settle.balances_model
    assert all("." not in (balances.index(r, 1).data() or "") for r in range(balances.rowCount()))

    page = StandingsPage(controller)
    qtbot.addWidget(page)
    page.show()
    page.refresh()
    proxy = page.view.model()
    shown = [proxy.index(r, 3).data() for r in range(proxy.rowCount())]
    assert proxy.rowCount() == 8  # four players in euros, four in yen: never added together
    assert sum(t.lstrip("+−").startswith("€") for t in shown) == 4
    assert sum(t.lstrip("+−").startswith("¥") for t in shown) == 4
