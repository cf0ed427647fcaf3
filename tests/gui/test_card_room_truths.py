"""The app on a card room's PostgreSQL book says what is so (issue 26, "small untruths"):
the book's URL keeps its two slashes, the dealer shown for the next hand moves when
another terminal records, and a language restart comes back to the same book."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from scorekeeper.book import open_book
from scorekeeper.book.storage import Book
from scorekeeper.demo import random_hand
from scorekeeper.game.cards import parse_cards
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.app import create_main_window
from scorekeeper_app.settings import Preferences
from scorekeeper_app.window.main_window import MainWindow
from tests import pg_support
from tests.gui.conftest import close_window

pytestmark = pytest.mark.gui
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]
pg_url = pg_support.pg_url  # the fixture: a new, empty PostgreSQL book


@pytest.fixture
def card_room(qtbot, styled_app: QApplication, pg_url: str) -> Iterator[tuple[MainWindow, str]]:
    """The app on the card room's book, a session open (a table), and the session's id."""
    book = open_book(pg_url, exclusive=True)
    window = create_main_window(book, Preferences(), extra_pages=False)
    try:
        with qtbot.waitExposed(window):
            window.show()
        window.controller.new_session(name="Table 7", players=PLAYERS)
        assert window.controller.session_id is not None
        yield window, window.controller.session_id
    finally:
        close_window(window, book)


def test_the_book_url_is_shown_with_both_slashes(card_room: tuple[MainWindow, str], pg_url: str) -> None:
    window, _sid = card_room
    location = window.controller.book.location
    assert location.startswith("postgresql://")
    window.refresh_status()
    assert window.saved_label.text().endswith(f"book: {location}")
    window.show_start_page()
    assert window.start_page.book_label.text() == f"Book: {location}"


@pytest.mark.parametrize("typed", ["", "AsKsQs"], ids=["nothing typed", "cards typed"])
def test_the_dealer_shown_moves_when_another_terminal_records(
    qtbot, card_room: tuple[MainWindow, str], typed: str
) -> None:
    window, sid = card_room
    page = window.hand_page
    for card in parse_cards(typed):  # the next hand begun here before the other terminal's hand
        page.editor.type_card(page.editor.active, card)
    assert window.hand_page.model.dealer == "Amy"
    assert window.session_panel.dealer.text() == "Dealer: <b>Amy</b>"
    with open_book(window.controller.book.location) as other_terminal:
        entry = parse_hand_entry(random_hand(random.Random(4), PLAYERS))  # cards of its own
        other_terminal.act(sid, "added", lambda s: s.prepare_add(entry))  # Amy dealt hand 1
        with qtbot.waitSignal(window.controller.changed_elsewhere, timeout=10_000):
            pass
    assert window.controller.session().next_dealer(PLAYERS) == "Bob"
    assert window.hand_page.model.dealer == "Bob"
    assert window.session_panel.dealer.text() == "Dealer: <b>Bob</b>"
    assert len(page.model.seat_cards(0)) == len(parse_cards(typed))  # what was typed stays


def test_a_language_restart_comes_back_to_the_server_book(card_room: tuple[MainWindow, str]) -> None:
    window, _sid = card_room
    location = window.controller.book.location
    launched: list[list[str]] = []
    window.prompt_restart = lambda language: True  # type: ignore[method-assign]
    window.launch = lambda program, args: launched.append(args)  # type: ignore[method-assign]
    window.choose_language("nl")
    assert len(launched) == 1 and launched[0][-1] == location


def test_a_language_restart_comes_back_to_the_book_opened_since(qtbot, make_window, tmp_path: Path) -> None:
    other = tmp_path / "other.sqlite"
    Book.open(other).close()
    window = make_window()
    window.switch_book(str(other))
    launched: list[list[str]] = []
    window.prompt_restart = lambda language: True  # type: ignore[method-assign]
    window.launch = lambda program, args: launched.append(args)  # type: ignore[method-assign]
    window.choose_language("nl")
    assert len(launched) == 1 and Path(launched[0][-1]).resolve() == other.resolve()
