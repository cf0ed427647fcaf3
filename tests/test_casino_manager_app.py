"""Manager sign-off in the app: a void refused without the passphrase, accepted with it (real dialog)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from scorekeeper.book.storage import Book
from scorekeeper.casino import manager
from scorekeeper.demo import demo_session_kwargs, random_hand
from scorekeeper.errors import InputError
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.casino.manager_prompt import ManagerPrompt
from scorekeeper_app.controller import SessionController
from scorekeeper_app.ledger.ledger_page import LedgerPage
from tests import pg_support

pytestmark = pytest.mark.gui
book_factory = pg_support.book_factory  # the fixture: a new book on each backend
PLAYERS = ("Amy", "Bob", "Cat", "Dan")


def answer_prompt(qtbot, *answers: str | None, seen: list[str] | None = None) -> None:  # type: ignore[no-untyped-def]
    """When the manager's prompt opens, type each answer and press OK (None: press Cancel); a
    wrong one keeps the prompt open, and what it then says is added to ``seen``."""
    left = list(answers)

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ManagerPrompt):  # not open yet
            QTimer.singleShot(20, answer)
            return
        buttons = dialog.findChild(QDialogButtonBox)
        typed = left.pop(0)
        if typed is None:
            buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
            return
        dialog.field.clear()
        qtbot.keyClicks(dialog.field, typed)
        assert dialog.field.echoMode() == dialog.field.EchoMode.Password
        qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        if left:  # the prompt stays open: the next answer goes to it
            assert dialog.isVisible() and dialog.problem.isVisible()
            if seen is not None:
                seen.append(dialog.problem.text())
            QTimer.singleShot(0, answer)

    QTimer.singleShot(0, answer)


def test_a_void_in_the_app_needs_the_managers_passphrase(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(manager, "sleep", lambda seconds: None)  # a wrong passphrase waits; not in a test
    with Book.open(tmp_path / "book.sqlite") as book:
        controller = SessionController(book)
        controller.new_session(**demo_session_kwargs(PLAYERS))
        rng = random.Random(3)
        for _ in range(3):
            controller.record(parse_hand_entry(random_hand(rng, PLAYERS)))
        record = manager.hash_passphrase("pit boss")
        book.act(controller.session_id, "manager", lambda s: {"scrypt": record.payload()})
        page = LedgerPage(controller)
        qtbot.addWidget(page)
        problems: list[str] = []
        page.show_problem = problems.append  # type: ignore[method-assign]
        page.prompt_reason = lambda **_: "misdeal"  # type: ignore[method-assign]

        answer_prompt(qtbot, None)  # the manager is not there: cancelled
        assert not page.void_hand(2)
        seen: list[str] = []
        answer_prompt(qtbot, "guess", None, seen=seen)  # a wrong one, then the manager gives up
        assert not page.void_hand(2)
        assert problems[0].startswith("this needs the manager's passphrase")
        assert seen == ["the manager passphrase is wrong: type it again."]
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

        from scorekeeper_app.settle.settle_page import SettlePage

        settle = SettlePage(controller)
        qtbot.addWidget(settle)
        settle.refresh()
        model = settle.balances_model
        shown = {model.index(r, 0).data(): model.index(r, 1).data() for r in range(model.rowCount())}
        assert set(shown) == {*PLAYERS, "house"}  # the house's take is a line of the balances
        assert "1.00" in shown["house"]


def answer_reason(qtbot, reason: str) -> None:  # type: ignore[no-untyped-def]
    """When the reason dialog opens, type ``reason`` and press its OK."""
    from scorekeeper_app.session.correction_dialog import ReasonDialog

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, ReasonDialog):
            QTimer.singleShot(20, answer)
            return
        qtbot.keyClicks(dialog.reason_edit, reason)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)


def test_a_wrong_passphrase_keeps_the_voids_reason(qtbot, book_factory, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from scorekeeper.book import open_book

    monkeypatch.setattr(manager, "sleep", lambda seconds: None)
    with open_book(book_factory()) as book:  # a file, and a card room's server book
        controller = SessionController(book)
        controller.new_session(**demo_session_kwargs(PLAYERS))
        rng = random.Random(3)
        for _ in range(3):
            controller.record(parse_hand_entry(random_hand(rng, PLAYERS)))
        record = manager.hash_passphrase("pit boss")
        book.act(controller.session_id, "manager", lambda s: {"scrypt": record.payload()})
        page = LedgerPage(controller)
        qtbot.addWidget(page)
        answer_reason(qtbot, "misdeal: two aces of spades")
        seen: list[str] = []
        answer_prompt(qtbot, "guess", "pit bos", "pit boss", seen=seen)  # two wrong tries, then the right one
        assert page.void_hand(2)
        assert seen == ["the manager passphrase is wrong: type it again."] * 2
        session = controller.session()
        assert session.hands[2].status == "void"
        voided = next(a for a in session.audit() if a["kind"] == "voided")
        assert voided["reason"] == "misdeal: two aces of spades" and voided.get("manager") is True


def is_passphrase(book: Book, session_id: str, passphrase: str) -> bool:
    """The book's check of the passphrase (its key, derived as a sign-off would be)."""
    try:
        book.check_manager(session_id, passphrase)
    except InputError:
        return False
    return True


def test_the_passphrase_is_set_changed_and_cleared_in_the_casino_dialog(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    from scorekeeper_app.casino.casino_dialog import CasinoDialog

    monkeypatch.setattr(manager, "sleep", lambda seconds: None)
    with Book.open(tmp_path / "book.sqlite") as book:
        controller = SessionController(book)
        controller.new_session(**demo_session_kwargs(PLAYERS))
        controller.record(parse_hand_entry(random_hand(random.Random(3), PLAYERS)))
        dialog = CasinoDialog(controller)
        qtbot.addWidget(dialog)
        dialog.show()
        tab = dialog.manager_tab
        dialog.tabs.setCurrentWidget(tab)
        assert tab.new_passphrase.echoMode() == tab.again.echoMode() == tab.again.EchoMode.Password
        assert not tab.clear_button.isEnabled()

        def type_twice(first: str, second: str) -> None:
            qtbot.keyClicks(tab.new_passphrase, first)
            qtbot.keyClicks(tab.again, second)
            qtbot.mouseClick(tab.set_button, Qt.MouseButton.LeftButton)

        head = controller.session().head
        type_twice("pit boss", "pit bos")  # the two differ: nothing recorded, the typing kept
        assert "differ" in dialog.message.text() and controller.session().head == head
        assert tab.new_passphrase.text() == "pit boss"
        tab.again.clear()
        qtbot.keyClicks(tab.again, "pit boss")
        qtbot.mouseClick(tab.set_button, Qt.MouseButton.LeftButton)
        scrypt = controller.session().casino.manager
        assert scrypt is not None and is_passphrase(book, controller.session().id, "pit boss"), dialog.message.text()
        assert tab.set_button.text() == "Change the passphrase" and tab.clear_button.isEnabled()
        assert tab.new_passphrase.text() == tab.again.text() == ""

        seen: list[str] = []
        answer_prompt(qtbot, "guess", "pit boss", seen=seen)  # changing asks for the current one
        type_twice("night shift", "night shift")
        scrypt = controller.session().casino.manager
        assert scrypt is not None and is_passphrase(book, controller.session().id, "night shift"), dialog.message.text()
        assert seen == ["the manager passphrase is wrong: type it again."]
        assert dialog.message.text() == "Recorded: the manager passphrase is changed."

        answer_prompt(qtbot, "night shift")
        qtbot.mouseClick(tab.clear_button, Qt.MouseButton.LeftButton)
        assert controller.session().casino.manager is None, dialog.message.text()
        assert tab.set_button.text() == "Set the passphrase" and not tab.clear_button.isEnabled()
        assert [a.get("manager") for a in controller.session().audit() if a["kind"] == "manager"] == [
            None,
            True,
            True,
        ]
