"""Manager sign-off in the app: a void refused without the passphrase, accepted with it (real dialog)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from scorekeeper.book.storage import Book
from scorekeeper.casino import manager
from scorekeeper.casino.payloads import SCRYPT
from scorekeeper.demo import demo_session_kwargs, random_hand
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.controller import SessionController
from scorekeeper_app.ledger_page import LedgerPage
from scorekeeper_app.manager_prompt import ManagerPrompt

pytestmark = pytest.mark.gui
PLAYERS = ("Amy", "Bob", "Cat", "Dan")


def answer_prompt(qtbot, typed: str | None) -> None:  # type: ignore[no-untyped-def]
    """When the manager's prompt opens, type ``typed`` and press OK (None: press Cancel)."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ManagerPrompt):  # not open yet
            QTimer.singleShot(20, answer)
            return
        buttons = dialog.findChild(QDialogButtonBox)
        if typed is None:
            buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
            return
        qtbot.keyClicks(dialog.field, typed)
        assert dialog.field.echoMode() == dialog.field.EchoMode.Password
        qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)


def test_a_void_in_the_app_needs_the_managers_passphrase(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(manager, "sleep", lambda seconds: None)  # a wrong passphrase waits; not in a test
    monkeypatch.setattr(manager, "failures_file", None)  # the app counts in its own process
    with Book.open(tmp_path / "book.sqlite") as book:
        controller = SessionController(book)
        controller.new_session(**demo_session_kwargs(PLAYERS))
        rng = random.Random(3)
        for _ in range(3):
            controller.record(parse_hand_entry(random_hand(rng, PLAYERS)))
        record = manager.hash_passphrase("pit boss", n=2**10)
        book.act(controller.session_id, "manager", lambda s: {"scrypt": SCRYPT.dump(record)})
        page = LedgerPage(controller)
        qtbot.addWidget(page)
        problems: list[str] = []
        page.show_problem = problems.append  # type: ignore[method-assign]
        page.prompt_reason = lambda **_: "misdeal"  # type: ignore[method-assign]

        answer_prompt(qtbot, None)  # the manager is not there: cancelled
        assert not page.void_hand(2)
        answer_prompt(qtbot, "guess")
        assert not page.void_hand(2)
        assert problems[0].startswith("this needs the manager's passphrase")
        assert problems[1] == "the manager passphrase is wrong"
        assert controller.session().hands[2].status == "recorded"

        answer_prompt(qtbot, "pit boss")
        assert page.void_hand(2)
        session = controller.session()
        assert session.hands[2].status == "void"
        assert next(a for a in session.audit() if a["kind"] == "voided").get("manager") is True


def test_the_hand_details_show_the_house_and_the_caps(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from scorekeeper.casino.prepare import prepare_collection, prepare_stack_entry, prepare_table_stakes

    with Book.open(tmp_path / "book.sqlite") as book:
        controller = SessionController(book)
        controller.new_session(**demo_session_kwargs(PLAYERS))
        sid = controller.session_id
        book.act(sid, "collection", lambda s: prepare_collection(s, {"kind": "per_player", "amount": "0.25"}))
        for name in PLAYERS:
            book.act(sid, "buyin", lambda s, n=name: prepare_stack_entry(s, "buyin", n, "1"))
        book.act(sid, "table_stakes", lambda s: prepare_table_stakes(s, True))
        controller.record(parse_hand_entry(random_hand(random.Random(4), PLAYERS)))
        page = LedgerPage(controller)
        qtbot.addWidget(page)
        dialog = page.open_hand(1)
        assert dialog is not None
        text = dialog.casino_label.text()
        assert "The house takes 1 (Amy 0.25, Bob 0.25, Cat 0.25, Dan 0.25)" in text
        assert "stack empty" in text and "Paid: " in text
        dialog.close()

        from scorekeeper_app.settle_page import SettlePage

        settle = SettlePage(controller)
        qtbot.addWidget(settle)
        settle.refresh()
        model = settle.balances_model
        shown = {model.index(r, 0).data(): model.index(r, 1).data() for r in range(model.rowCount())}
        assert set(shown) == {*PLAYERS, "house"}  # the house's take is a line of the balances
        assert "1.00" in shown["house"]
