"""The casino's Settle up in the real window says what ``scorekeeper session settle`` says: with
800 in buy-ins still on the table it shows the cash check and refuses *Mark settled* in the
command line's words, before any note is asked for; once every stack is cashed out it settles."""

from __future__ import annotations

from decimal import Decimal

import pytest
from helpers.session_kit import cli
from PySide6.QtCore import Qt

from .helpers import PLAYERS, menu_action, record_demo_hands


def test_cash_on_the_table_refuses_mark_settled_in_the_command_lines_words(  # type: ignore[no-untyped-def]
    window, qtbot, capsys: pytest.CaptureFixture[str]
) -> None:
    controller = window.controller
    book, sid = ("--book", controller.book.location), controller.session_id
    for name in PLAYERS:
        cli(capsys, "session", "buyin", sid, name, "200", *book)
    cli(capsys, "session", "table-stakes", sid, "on", *book)
    controller.poll_book()  # the command line's buy-ins, seen as another writer's
    record_demo_hands(controller, 3)
    cash = cli(capsys, "session", "settle", sid, *book)["cash"]
    assert cash["in"] == "800" and cash["out"] == "0"
    assert cash["problems"][0].startswith("money in 800 is not money out 0")

    menu_action(window, "View", "Settle up").trigger()
    page = window.ledger_features.settle_page
    qtbot.waitUntil(lambda: page.isVisible() and page.cash.isVisible(), timeout=3000)
    assert "Money in €800.00 · money out €0.00" in page.cash.figures.text()
    for problem in cash["problems"]:
        assert problem in page.cash.problems.text()
    asked: list[str] = []
    page.prompt_reason = lambda **kw: asked.append(kw["title"])  # type: ignore[method-assign,assignment,return-value]
    qtbot.mouseClick(page.settle_button, Qt.MouseButton.LeftButton)
    assert asked == []  # refused before a note is asked for
    assert not controller.session().settled
    shown = page.status.text()
    assert page.status.isVisible() and shown.startswith("Not settled: cannot close: ")
    assert all(problem in shown for problem in cash["problems"])
    assert window.error_label.text() == "cannot close: " + "; ".join(cash["problems"])

    stacks = cli(capsys, "session", "show", sid, *book)["stacks"]
    for name, left in stacks.items():
        if Decimal(left):
            cli(capsys, "session", "cashout", sid, name, left, *book)
    controller.poll_book()
    assert cli(capsys, "session", "settle", sid, *book)["cash"]["problems"] == []
    qtbot.waitUntil(lambda: page.cash.problems.text().startswith("✓"), timeout=3000)
    page.prompt_reason = lambda **kw: "paid at the cage"  # type: ignore[method-assign]
    qtbot.mouseClick(page.settle_button, Qt.MouseButton.LeftButton)
    assert controller.session().settled
