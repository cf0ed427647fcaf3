"""Standings in the real window: one row per player and currency, grouped by currency with a
currency column, sorted by amount within it (never ¥2,200 against €201.00 as bare numbers), and
the summary counts people, not rows."""

from __future__ import annotations

import random
from decimal import Decimal

from PySide6.QtCore import Qt

from scorekeeper.demo import demo_session_kwargs, random_hand
from scorekeeper.ledger.totals import standings
from scorekeeper.session.session import parse_hand_entry

TABLES = [  # (currency, players): six people, eleven rows (Dan never played for yen)
    ("EUR", ("Amy", "Bob", "Cat", "Dan")),
    ("EUR", ("Eve", "Fay", "Amy", "Bob")),
    ("JPY", ("Amy", "Bob", "Cat", "Eve")),
    ("JPY", ("Fay", "Amy", "Bob", "Cat")),
]


def test_standings_group_by_currency_sort_by_amount_and_count_people(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = window.controller
    for i, (currency, players) in enumerate(TABLES):
        unit = Decimal(100) if currency == "JPY" else Decimal(1)
        kwargs = demo_session_kwargs(list(players)) | {"name": f"Table {i}", "currency": currency, "unit": unit}
        controller.new_session(**kwargs)
        rng = random.Random(i)
        for _ in range(4):
            controller.record(parse_hand_entry(random_hand(rng, list(players))))
    page = window.ledger_features.standings_page
    window.show_page(page)
    qtbot.waitUntil(lambda: page.isVisible() and page.view.model().rowCount() == 11, timeout=3000)
    proxy = page.view.model()
    money = [proxy.index(r, c).data() for r in range(proxy.rowCount()) for c in range(proxy.columnCount())]
    symbols = [t.lstrip("+−")[0] for t in money if t and t.lstrip("+−")[:1] in ("€", "¥")][::2]  # won, per hand
    assert symbols == ["€"] * 6 + ["¥"] * 5  # currency by currency, not ¥2,200 above €201.00
    assert page.summary.text().startswith("6 players, hands played from")  # not 11: Amy in euros and in yen is one
    headers = [proxy.headerData(c, Qt.Orientation.Horizontal) for c in range(proxy.columnCount())]
    assert headers == ["Player", "Currency", "Hands", "Won / lost", "Per hand"]

    book = controller.book
    exact = {
        (s.money.currency, s.player): s.money.amount
        for s in standings(book.session(i.id) for i in book.list_sessions())
    }
    shown = [(proxy.index(r, 1).data(), proxy.index(r, 0).data()) for r in range(proxy.rowCount())]
    assert [c for c, _ in shown] == ["EUR"] * 6 + ["JPY"] * 5  # best first, currency by currency
    for currency in ("EUR", "JPY"):
        amounts = [exact[row] for row in shown if row[0] == currency]
        assert amounts == sorted(amounts, reverse=True)

    page.view.sortByColumn(3, Qt.SortOrder.AscendingOrder)  # worst first: the currencies keep their order
    shown = [(proxy.index(r, 1).data(), proxy.index(r, 0).data()) for r in range(proxy.rowCount())]
    assert [c for c, _ in shown] == ["EUR"] * 6 + ["JPY"] * 5
    for currency in ("EUR", "JPY"):
        amounts = [exact[row] for row in shown if row[0] == currency]
        assert amounts == sorted(amounts)
