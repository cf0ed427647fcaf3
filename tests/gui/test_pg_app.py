"""The app on a card room's PostgreSQL book: it opens a URL, remembers it without a
password, and the open table refreshes when another terminal records (LISTEN/NOTIFY)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from scorekeeper.book import open_book
from scorekeeper.demo import random_hand
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.app import create_main_window
from scorekeeper_app.settings import Preferences
from tests import pg_support
from tests.gui.conftest import close_window

pytestmark = pytest.mark.gui
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]
pg_url = pg_support.pg_url  # the fixture: a new, empty PostgreSQL book


def test_the_open_table_refreshes_when_another_terminal_records(qtbot, styled_app: QApplication, pg_url: str) -> None:
    secret = pg_url.replace("postgres@", "postgres:hunter2@", 1)
    book = open_book(secret, exclusive=True)
    window = create_main_window(book, Preferences(), extra_pages=False)
    try:
        with qtbot.waitExposed(window):
            window.show()
        window.controller.new_session(name="Table 7", players=PLAYERS)
        sid = window.controller.session_id
        assert sid is not None and window.controller.session().next_hand == 1
        with open_book(pg_url) as other_terminal:
            entry = parse_hand_entry(random_hand(random.Random(4), PLAYERS))
            other_terminal.act(sid, "added", lambda s: s.prepare_add(entry))
            with qtbot.waitSignal(window.controller.changed_elsewhere, timeout=10_000):
                pass  # the window's own timer notices the other terminal's NOTIFY
        assert window.controller.session().next_hand == 2
        assert window.error_label.text() == "Updated: changed by another writer"
        remembered = Preferences().recent_books()
        assert remembered[0] == book.location and "hunter2" not in remembered[0]
    finally:
        close_window(window, book)


def test_file_open_a_server_book_takes_a_url_and_refuses_a_path(
    qtbot, styled_app: QApplication, pg_url: str, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    from scorekeeper_app.window.actions import Act

    book = open_book(tmp_path / "home.sqlite", exclusive=True)
    window = create_main_window(book, Preferences(), extra_pages=False)
    try:
        errors: list[str] = []
        window.prompt_error = lambda title, text: errors.append(text)  # type: ignore[method-assign]
        window.prompt_book_url = lambda: str(tmp_path / "other.sqlite")  # type: ignore[method-assign]
        window.actions_by_id[Act.OPEN_SERVER_BOOK].trigger()
        assert errors == ["A server book's address starts with postgresql://"]
        assert window.controller.book.location == book.location  # still the book it had

        window.prompt_book_url = lambda: pg_url  # type: ignore[method-assign]
        window.actions_by_id[Act.OPEN_SERVER_BOOK].trigger()
        assert window.controller.book.location.startswith("postgresql://")
        window.controller.new_session(name="Table 2", players=PLAYERS)
        with open_book(pg_url) as server:
            assert [s.name for s in server.list_sessions()] == ["Table 2"]
    finally:
        close_window(window, window.controller.book)
